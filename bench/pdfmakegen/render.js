// Render every pdfmake doc-definition listed in a job file, in one Node process.
// usage: node render.js JOBS.json
// JOBS.json: {"fonts": {Family: {normal, bold, italics, bolditalics}},
//             "jobs": [{"definition": "path/to/def.json", "out": "path/to/out.pdf"}]}
'use strict';
const fs = require('fs');
const pdfmake = require('pdfmake');

function reviveDates(def) {
  // PDFKit stamps new Date() unless told otherwise; fixed dates keep output deterministic.
  const info = def.info || {};
  const stamp = new Date(info.creationDate || '2026-01-01T00:00:00Z');
  info.creationDate = stamp;
  info.modDate = stamp;
  def.info = info;
  return def;
}

function addFooter(def) {
  // JSON cannot carry functions: "_pageFooter" {texts, page} becomes a footer with "Page i / n".
  const spec = def._pageFooter;
  delete def._pageFooter;
  if (!spec) return def;
  def.footer = (current, count) => {
    const cols = (spec.texts || []).map((t) => ({ text: t, fontSize: 7, color: '#555555' }));
    if (spec.page) {
      cols.push({ text: `${spec.page} ${current} / ${count}`, fontSize: 7, alignment: 'right', width: 'auto' });
    }
    return { columns: cols, columnGap: 10, margin: [40, 10, 40, 0] };
  };
  return def;
}

async function main() {
  const jobFile = process.argv[2];
  const spec = JSON.parse(fs.readFileSync(jobFile, 'utf8'));
  const allowed = new Set(Object.values(spec.fonts).flatMap((f) => Object.values(f)));
  pdfmake.setFonts(spec.fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((p) => allowed.has(p));
  let n = 0;
  for (const job of spec.jobs) {
    const def = addFooter(reviveDates(JSON.parse(fs.readFileSync(job.definition, 'utf8'))));
    await pdfmake.createPdf(def).write(job.out);
    n += 1;
    if (n % 10 === 0 || n === spec.jobs.length) {
      process.stdout.write(`  rendered ${n}/${spec.jobs.length}\n`);
    }
  }
}

main().catch((err) => {
  process.stderr.write(`render.js failed: ${err && err.stack ? err.stack : err}\n`);
  process.exit(1);
});
