// Renders every document of a run: node render.js JOB.json
// JOB = {docs: [{out, page, orientation, fonts, blocks, footer}]}; writes PDFs and prints page counts as JSON.
'use strict';
const fs = require('fs');
const path = require('path');
const { jsPDF } = require('jspdf');
const { autoTable } = require('jspdf-autotable');

const fontCache = {};
function fontData(p) {
  if (!fontCache[p]) fontCache[p] = fs.readFileSync(p).toString('base64');
  return fontCache[p];
}

function registerFonts(doc, fonts) {
  for (const [name, styles] of Object.entries(fonts)) {
    for (const [style, file] of Object.entries(styles)) {
      const vfs = path.basename(file);
      doc.addFileToVFS(vfs, fontData(file));
      doc.addFont(vfs, name, style);
    }
  }
}

function setFont(doc, b, spec) {
  doc.setFont(b.font || spec.font, b.bold ? 'bold' : 'normal');
  doc.setFontSize(b.size || spec.size || 9);
  doc.setTextColor(...(b.color || [20, 20, 20]));
}

function lineHeight(doc, size, factor) {
  return (size * (factor || 1.2)) / doc.internal.scaleFactor;
}

function drawText(doc, b, spec, y) {
  setFont(doc, b, spec);
  let lines = Array.isArray(b.s) ? b.s : [b.s];
  if (b.maxw) lines = lines.flatMap((l) => doc.splitTextToSize(String(l), b.maxw));
  const lh = lineHeight(doc, b.size || spec.size || 9, b.lh);
  lines.forEach((l, i) => {
    const opts = { baseline: 'top' };
    if (b.align) opts.align = b.align;
    if (b.angle) opts.angle = b.angle;
    doc.text(String(l), b.x, y + i * lh, opts);
  });
  return y + lines.length * lh;
}

function drawKV(doc, b, spec, y) {
  const size = b.size || spec.size || 9;
  const lh = lineHeight(doc, size, b.lh || 1.35);
  b.rows.forEach((row, i) => {
    const yy = y + i * lh;
    setFont(doc, { size, bold: !!row[2], color: b.color, font: b.font }, spec);
    const vw = doc.getTextWidth(String(row[1]));
    setFont(doc, { size, bold: b.boldKeys !== false, color: b.keyColor || [90, 90, 90], font: b.font }, spec);
    const kw = doc.getTextWidth(String(row[0]));
    let kx = b.x;
    if (b.valAlign === 'right') {
      // keep a gap between a long key and a long value: move the key left
      const keyRight = (b.keyAlign === 'right' ? kx : kx + kw);
      const limit = b.vx - vw - 2.5;
      if (keyRight > limit) kx -= keyRight - limit;
    }
    doc.text(String(row[0]), kx, yy, { baseline: 'top', align: b.keyAlign || 'left' });
    setFont(doc, { size, bold: !!row[2], color: b.color, font: b.font }, spec);
    doc.text(String(row[1]), b.vx, yy, { baseline: 'top', align: b.valAlign || 'left' });
  });
  return y + b.rows.length * lh;
}

function drawShape(doc, b) {
  if (b.fill) doc.setFillColor(...b.fill);
  if (b.stroke) doc.setDrawColor(...b.stroke);
  doc.setLineWidth(b.lw || 0.3);
  const mode = b.fill && b.stroke ? 'FD' : b.fill ? 'F' : 'S';
  if (b.t === 'rect') {
    if (b.r) doc.roundedRect(b.x, b.y, b.w, b.h, b.r, b.r, mode);
    else doc.rect(b.x, b.y, b.w, b.h, mode);
  } else if (b.t === 'circle') {
    doc.circle(b.x, b.y, b.rad, mode);
  } else if (b.t === 'line') {
    doc.line(b.x1, b.y1, b.x2, b.y2);
  }
}

function subCellHooks(doc, spec) {
  // cells {content: "Name\nGrey detail", sub: true}: first line dark, the rest grey.
  return {
    willDrawCell(data) {
      if (data.cell.raw && typeof data.cell.raw === 'object' && data.cell.raw.sub === true) {
        data.cell.__lines = data.cell.text;
        data.cell.text = [];
      }
    },
    didDrawCell(data) {
      const lines = data.cell.__lines;
      if (!lines) return;
      const st = data.cell.styles;
      const lh = lineHeight(doc, st.fontSize, 1.15);
      let y = data.cell.y + data.cell.padding('top');
      lines.forEach((l, i) => {
        doc.setFont(st.font, i === 0 ? st.fontStyle : 'normal');
        doc.setFontSize(i === 0 ? st.fontSize : st.fontSize);
        doc.setTextColor(...(i === 0 ? [25, 25, 25] : [125, 125, 125]));
        doc.text(String(l), data.cell.x + data.cell.padding('left'), y, { baseline: 'top' });
        y += lh;
      });
    },
  };
}

function drawTable(doc, b, spec, y) {
  const opts = Object.assign({}, b.opts);
  opts.startY = y;
  opts.styles = Object.assign({ font: spec.font, fontSize: spec.size || 9 }, opts.styles || {});
  if (opts.styles.font === undefined) opts.styles.font = spec.font;
  opts.headStyles = Object.assign({ font: spec.font, fontStyle: 'bold' }, opts.headStyles || {});
  opts.footStyles = Object.assign({ font: spec.font, fontStyle: 'bold' }, opts.footStyles || {});
  opts.margin = Object.assign({ top: spec.top || 15, bottom: spec.bottom || 20 }, opts.margin || {});
  Object.assign(opts, subCellHooks(doc, spec));
  autoTable(doc, opts);
  return doc.lastAutoTable.finalY;
}

function drawBlock(doc, b, spec, y) {
  switch (b.t) {
    case 'text': return drawText(doc, b, spec, y);
    case 'kv': return drawKV(doc, b, spec, y);
    case 'table': return drawTable(doc, b, spec, y);
    case 'rect': case 'circle': case 'line':
      drawShape(doc, b);
      return b.t === 'rect' ? b.y + b.h : y;
    default: throw new Error('unknown block ' + b.t);
  }
}

function estimateHeight(doc, b, spec) {
  if (b.h) return b.h;
  if (b.t === 'kv') return b.rows.length * lineHeight(doc, b.size || spec.size || 9, b.lh || 1.35);
  if (b.t === 'text') {
    const n = Array.isArray(b.s) ? b.s.length : 1;
    return n * lineHeight(doc, b.size || spec.size || 9, b.lh);
  }
  return 0;
}

function renderDoc(spec) {
  const doc = new jsPDF({ unit: 'mm', format: spec.page, orientation: spec.orientation || 'portrait', compress: true });
  doc.setCreationDate(new Date(Date.UTC(2026, 0, 1, 0, 0, 0)));
  doc.setFileId(spec.fileId);
  doc.setProperties({ title: spec.title || 'Invoice', creator: spec.creator || 'jsPDF' });
  registerFonts(doc, spec.fonts);
  const pageH = doc.internal.pageSize.getHeight();
  let cursor = spec.top || 15;
  // groups of blocks share an anchor: {dy} is relative to the cursor, {y} absolute
  for (const g of spec.blocks) {
    if (g.t === 'newpage') { doc.addPage(); cursor = spec.top || 15; continue; }
    const blocks = g.t === 'group' ? g.items : [g];
    let base = g.dy !== undefined ? cursor + g.dy : g.y !== undefined ? g.y : cursor;
    const need = g.keep || 0;
    if (g.dy !== undefined && base + need > pageH - (spec.bottom || 20)) {
      doc.addPage();
      base = spec.top || 15;
    }
    let bottom = base;
    for (const b of blocks) {
      const bb = Object.assign({}, b);
      const y0 = base + (b.oy || 0);
      if (b.t === 'rect' && b.oy !== undefined) bb.y = y0;
      if (b.t === 'line' && b.oy !== undefined) { bb.y1 = y0; bb.y2 = y0 + (b.dh || 0); }
      if (b.t === 'circle' && b.oy !== undefined) bb.y = y0;
      const end = drawBlock(doc, bb, spec, y0);
      bottom = Math.max(bottom, end, b.t === 'table' ? end : y0 + estimateHeight(doc, b, spec) * 0);
    }
    if (g.flow !== false) cursor = bottom;
  }
  const n = doc.getNumberOfPages();
  for (let p = 1; p <= n; p++) {
    doc.setPage(p);
    for (const f of spec.footer || []) {
      const b = Object.assign({}, f);
      if (f.t === 'text') {
        b.s = (Array.isArray(f.s) ? f.s : [f.s]).map((s) => s.replace('{p}', p).replace('{n}', n));
        drawText(doc, b, spec, f.y);
      } else drawShape(doc, b);
    }
  }
  return doc;
}

function main() {
  const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const result = {};
  for (const spec of job.docs) {
    const doc = renderDoc(spec);
    fs.writeFileSync(spec.out, Buffer.from(doc.output('arraybuffer')));
    result[spec.out] = doc.getNumberOfPages();
  }
  process.stdout.write(JSON.stringify(result));
}

main();
