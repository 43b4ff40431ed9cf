// Renders page-operation lists (made by the Python side) to PDFs with PDFKit.
// usage: node render.js jobs.json    jobs = [{out, size, title, fonts: {name: ttfPath}, pages: [[op, ...], ...]}]
'use strict';
const fs = require('fs');
const PDFDocument = require('pdfkit');

const FIXED_DATE = new Date(Date.UTC(2026, 0, 1, 0, 0, 0));

function drawText(doc, o) {
  const [, x, y, s, font, size, color, align] = o;
  doc.font(font).fontSize(size).fillColor(color);
  let xx = x;
  if (align !== 'left') {
    const w = doc.widthOfString(s);
    xx = align === 'right' ? x - w : x - w / 2;
  }
  doc.text(s, xx, y, { lineBreak: false });
}

function drawLine(doc, o) {
  const [, x1, y1, x2, y2, lw, color, dash] = o;
  doc.save().lineWidth(lw).strokeColor(color);
  if (dash) doc.dash(dash, { space: dash });
  doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
  doc.restore();
}

function drawRect(doc, o) {
  const [, x, y, w, h, stroke, fill, lw] = o;
  doc.save().lineWidth(lw);
  doc.rect(x, y, w, h);
  if (fill && stroke) doc.fillAndStroke(fill, stroke);
  else if (fill) doc.fill(fill);
  else doc.stroke(stroke);
  doc.restore();
}

function drawCircle(doc, o) {
  const [, x, y, r, stroke, fill] = o;
  doc.save().circle(x, y, r);
  if (fill && stroke) doc.fillAndStroke(fill, stroke);
  else if (fill) doc.fill(fill);
  else doc.stroke(stroke);
  doc.restore();
}

const DRAW = { t: drawText, l: drawLine, r: drawRect, c: drawCircle };

function render(job) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: job.size, margin: 0, autoFirstPage: false, compress: true, pdfVersion: "1.4",
      info: { Title: job.title, Producer: 'pdfkitgen', Creator: 'pdfkitgen', CreationDate: FIXED_DATE },
    });
    const out = fs.createWriteStream(job.out);
    out.on('finish', resolve);
    out.on('error', reject);
    doc.pipe(out);
    for (const [name, path] of Object.entries(job.fonts)) doc.registerFont(name, path);
    for (const ops of job.pages) {
      doc.addPage({ size: job.size, margin: 0 });
      for (const o of ops) DRAW[o[0]](doc, o);
    }
    doc.end();
  });
}

async function main() {
  const jobs = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  for (const job of jobs) await render(job);
}

main().catch((e) => { console.error(e); process.exit(1); });
