"""Small helpers over python-docx: page setup, fonts, paragraphs, tables, borders, shading, fields."""

from docx import Document
from docx.enum.section import WD_ORIENT
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK, WD_TAB_ALIGNMENT, WD_TAB_LEADER
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Cm, Mm, Pt, RGBColor

ALIGN = {
    "l": WD_ALIGN_PARAGRAPH.LEFT,
    "r": WD_ALIGN_PARAGRAPH.RIGHT,
    "c": WD_ALIGN_PARAGRAPH.CENTER,
    "j": WD_ALIGN_PARAGRAPH.JUSTIFY,
}
FONTS = (
    "Liberation Sans",
    "Liberation Serif",
    "DejaVu Sans",
    "DejaVu Serif",
    "Liberation Sans Narrow",
    "DejaVu Sans Condensed",
    "Liberation Mono",
)
TAB_ALIGN = {
    "l": WD_TAB_ALIGNMENT.LEFT,
    "r": WD_TAB_ALIGNMENT.RIGHT,
    "c": WD_TAB_ALIGNMENT.CENTER,
    "d": WD_TAB_ALIGNMENT.DECIMAL,
}
LEADER = {
    None: WD_TAB_LEADER.SPACES,
    ".": WD_TAB_LEADER.DOTS,
    "-": WD_TAB_LEADER.HEAVY,
    "_": WD_TAB_LEADER.LINES,
}


def new_document(paper="a4", font="Liberation Sans", size=10, margins_cm=(1.8, 2.0, 1.8, 2.0)):
    """margins: top, right, bottom, left in cm."""
    doc = Document()
    sec = doc.sections[0]
    sec.orientation = WD_ORIENT.PORTRAIT
    if paper == "letter":
        sec.page_width, sec.page_height = Mm(215.9), Mm(279.4)
    else:
        sec.page_width, sec.page_height = Mm(210), Mm(297)
    sec.top_margin, sec.right_margin, sec.bottom_margin, sec.left_margin = (
        Cm(m) for m in margins_cm
    )
    sec.header_distance = Cm(0.8)
    sec.footer_distance = Cm(0.8)
    style = doc.styles["Normal"]
    style.font.name = font
    style.font.size = Pt(size)
    rpr = style.element.get_or_add_rPr()
    fonts = rpr.find(qn("w:rFonts"))
    if fonts is None:
        fonts = OxmlElement("w:rFonts")
        rpr.append(fonts)
    for attr in ("w:ascii", "w:hAnsi", "w:cs", "w:eastAsia"):
        fonts.set(qn(attr), font)
    pf = style.paragraph_format
    pf.space_before, pf.space_after, pf.line_spacing = Pt(0), Pt(0), 1.0
    return doc


def text_width_cm(doc):
    sec = doc.sections[0]
    return (sec.page_width - sec.left_margin - sec.right_margin) / 360000


def run(par, text, bold=False, italic=False, size=None, color=None, font=None, caps=False):
    r = par.add_run(text)
    r.bold, r.italic = bold or None, italic or None
    if size:
        r.font.size = Pt(size)
    if color:
        r.font.color.rgb = RGBColor.from_string(color)
    if font:
        r.font.name = font
    if caps:
        r.font.small_caps = True
    return r


def par(
    container,
    text="",
    bold=False,
    italic=False,
    size=None,
    align="l",
    before=0,
    after=0,
    color=None,
    indent_cm=None,
    font=None,
):
    p = container.add_paragraph()
    p.alignment = ALIGN[align]
    p.paragraph_format.space_before = Pt(before)
    p.paragraph_format.space_after = Pt(after)
    if indent_cm is not None:
        p.paragraph_format.left_indent = Cm(indent_cm)
    if text:
        run(p, text, bold=bold, italic=italic, size=size, color=color, font=font)
    return p


def lines(container, texts, size=None, bold_first=False, align="l", after=0):
    """One paragraph per line."""
    out = []
    for i, t in enumerate(texts):
        out.append(
            par(container, t, bold=bold_first and i == 0, size=size, align=align, after=after)
        )
    return out


def tab_stops(p, stops):
    """stops: [(cm, 'l'|'r'|'c'|'d', leader)]"""
    for pos, al, leader in stops:
        p.paragraph_format.tab_stops.add_tab_stop(Cm(pos), TAB_ALIGN[al], LEADER[leader])
    return p


def page_break(doc):
    doc.add_paragraph().add_run().add_break(WD_BREAK.PAGE)


def field(par_, instr, size=None):
    """Insert a simple field such as PAGE or NUMPAGES."""
    fld = OxmlElement("w:fldSimple")
    fld.set(qn("w:instr"), instr)
    r = OxmlElement("w:r")
    if size:
        rpr = OxmlElement("w:rPr")
        sz = OxmlElement("w:sz")
        sz.set(qn("w:val"), str(int(size * 2)))
        rpr.append(sz)
        r.append(rpr)
    t = OxmlElement("w:t")
    t.text = "1"
    r.append(t)
    fld.append(r)
    par_._p.append(fld)


def page_x_of_y(p, template, size=None):
    """template like 'Page {p1} of {p2}' -> text with PAGE / NUMPAGES fields."""
    head, rest = template.split("{p1}", 1)
    mid, tail = rest.split("{p2}", 1)
    run(p, head, size=size)
    field(p, "PAGE", size)
    run(p, mid, size=size)
    field(p, "NUMPAGES", size)
    if tail:
        run(p, tail, size=size)


# tables ------------------------------------------------------------------------------------------
def table(container, rows, cols, widths_cm, borders="none", align="l", cell_margin_cm=0.1):
    try:
        t = container.add_table(rows=rows, cols=cols)
    except TypeError:  # headers and footers want a width
        t = container.add_table(rows, cols, Cm(sum(widths_cm)))
    t.autofit = False
    t.alignment = {
        "l": WD_TABLE_ALIGNMENT.LEFT,
        "c": WD_TABLE_ALIGNMENT.CENTER,
        "r": WD_TABLE_ALIGNMENT.RIGHT,
    }[align]
    set_widths(t, widths_cm)
    set_borders(t, borders)
    set_cell_margins(t, cell_margin_cm)
    return t


def set_widths(t, widths_cm):
    grid = t._tbl.tblGrid
    for gc, w in zip(grid.findall(qn("w:gridCol")), widths_cm):
        gc.set(qn("w:w"), str(int(w * 567)))
    for row in t.rows:
        for cell, w in zip(row.cells, widths_cm):
            cell.width = Cm(w)
    tblpr = t._tbl.tblPr
    tblw = tblpr.find(qn("w:tblW"))
    if tblw is None:
        tblw = OxmlElement("w:tblW")
        tblpr.append(tblw)
    tblw.set(qn("w:w"), str(int(sum(widths_cm) * 567)))
    tblw.set(qn("w:type"), "dxa")
    layout = OxmlElement("w:tblLayout")
    layout.set(qn("w:type"), "fixed")
    tblpr.append(layout)


def _border_el(tag, style="single", sz=4, color="000000"):
    el = OxmlElement(f"w:{tag}")
    el.set(qn("w:val"), style)
    el.set(qn("w:sz"), str(sz))
    el.set(qn("w:space"), "0")
    el.set(qn("w:color"), color)
    return el


def set_borders(t, kind, color="000000", sz=4):
    """kind: none | grid | outer | horizontal | header_rule"""
    tblpr = t._tbl.tblPr
    old = tblpr.find(qn("w:tblBorders"))
    if old is not None:
        tblpr.remove(old)
    b = OxmlElement("w:tblBorders")
    spec = {
        "none": {},
        "grid": dict(top=1, left=1, bottom=1, right=1, insideH=1, insideV=1),
        "outer": dict(top=1, left=1, bottom=1, right=1),
        "horizontal": dict(top=1, bottom=1, insideH=1),
        "header_rule": dict(bottom=1),
    }[kind]
    for tag in ("top", "left", "bottom", "right", "insideH", "insideV"):
        b.append(_border_el(tag, "single" if tag in spec else "nil", sz, color))
    tblpr.append(b)


def set_cell_margins(t, cm):
    tblpr = t._tbl.tblPr
    mar = OxmlElement("w:tblCellMar")
    for side in ("top", "bottom"):
        el = OxmlElement(f"w:{side}")
        el.set(qn("w:w"), str(int(cm * 283)))
        el.set(qn("w:type"), "dxa")
        mar.append(el)
    for side in ("left", "right"):
        el = OxmlElement(f"w:{side}")
        el.set(qn("w:w"), str(int(cm * 567)))
        el.set(qn("w:type"), "dxa")
        mar.append(el)
    tblpr.append(mar)


def cell_border(cell, **sides):
    """cell_border(cell, bottom=('single', 8, '000000'), top=...)"""
    tcpr = cell._tc.get_or_add_tcPr()
    borders = tcpr.find(qn("w:tcBorders"))
    if borders is None:
        borders = OxmlElement("w:tcBorders")
        tcpr.append(borders)
    for side, (style, sz, color) in sides.items():
        borders.append(_border_el(side, style, sz, color))


def shade(cell, fill="D9D9D9"):
    tcpr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), fill)
    tcpr.append(shd)


def shade_row(row, fill):
    for c in row.cells:
        shade(c, fill)


def repeat_header(row):
    trpr = row._tr.get_or_add_trPr()
    el = OxmlElement("w:tblHeader")
    el.set(qn("w:val"), "true")
    trpr.append(el)


def no_split(row):
    trpr = row._tr.get_or_add_trPr()
    trpr.append(OxmlElement("w:cantSplit"))


def cell_text(cell, text, bold=False, italic=False, size=None, align="l", color=None):
    """Replace the cell's content by one paragraph (text may contain \n for more paragraphs)."""
    parts = str(text).split("\n")
    p = cell.paragraphs[0]
    p.alignment = ALIGN[align]
    if parts[0]:
        run(p, parts[0], bold=bold, italic=italic, size=size, color=color)
    for extra in parts[1:]:
        q = cell.add_paragraph()
        q.alignment = ALIGN[align]
        run(q, extra, bold=bold, italic=italic, size=size, color=color)
    return p


def fill_row(row, values, aligns, bold=False, size=None, italic=False, color=None):
    for cell, v, a in zip(row.cells, values, aligns):
        cell_text(cell, v, bold=bold, size=size, align=a, italic=italic, color=color)


def merge_row(row, start, end):
    return row.cells[start].merge(row.cells[end])


def par_border(p, side="bottom", color="000000", sz=6, style="single"):
    """A rule above/below a paragraph."""
    ppr = p._p.get_or_add_pPr()
    bdr = ppr.find(qn("w:pBdr"))
    if bdr is None:
        bdr = OxmlElement("w:pBdr")
        ppr.append(bdr)
    el = OxmlElement(f"w:{side}")
    for k, val in (("w:val", style), ("w:sz", str(sz)), ("w:space", "4"), ("w:color", color)):
        el.set(qn(k), val)
    bdr.append(el)
