"""Fonts, paragraph styles, fitted tables and the document template (platypus)."""
import io
import os
from xml.sax.saxutils import escape

import ttf_opensans
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate, Paragraph, Table, TableStyle

_DV = "/usr/share/fonts/truetype/dejavu"
_LB = "/usr/share/fonts/truetype/liberation"
_OS = os.path.join(os.path.dirname(ttf_opensans.__file__), "ttf")
TTF_FAMILIES = {
    "DejaVuSans": (f"{_DV}/DejaVuSans.ttf", f"{_DV}/DejaVuSans-Bold.ttf", f"{_DV}/DejaVuSans-Oblique.ttf"),
    "DejaVuSerif": (f"{_DV}/DejaVuSerif.ttf", f"{_DV}/DejaVuSerif-Bold.ttf", f"{_DV}/DejaVuSerif-Italic.ttf"),
    "LiberationSans": (f"{_LB}/LiberationSans-Regular.ttf", f"{_LB}/LiberationSans-Bold.ttf",
                       f"{_LB}/LiberationSans-Italic.ttf"),
    "LiberationSerif": (f"{_LB}/LiberationSerif-Regular.ttf", f"{_LB}/LiberationSerif-Bold.ttf",
                        f"{_LB}/LiberationSerif-Italic.ttf"),
    "OpenSans": (f"{_OS}/OpenSans-Regular.ttf", f"{_OS}/OpenSans-Bold.ttf", f"{_OS}/OpenSans-Italic.ttf"),
}
STD_FAMILIES = {"Helvetica": ("Helvetica", "Helvetica-Bold", "Helvetica-Oblique"),
                "Times": ("Times-Roman", "Times-Bold", "Times-Italic")}
_registered = set()


def font_family(name):
    """-> (regular, bold, italic) font names, registering TTF fonts on first use."""
    if name in STD_FAMILIES:
        return STD_FAMILIES[name]
    if name not in _registered:
        reg, bold, ital = TTF_FAMILIES[name]
        pdfmetrics.registerFont(TTFont(name, reg))
        pdfmetrics.registerFont(TTFont(name + "-Bold", bold))
        pdfmetrics.registerFont(TTFont(name + "-Italic", ital))
        pdfmetrics.registerFontFamily(name, normal=name, bold=name + "-Bold", italic=name + "-Italic",
                                      boldItalic=name + "-Bold")
        _registered.add(name)
    return name, name + "-Bold", name + "-Italic"


def choose_family(rng, texts):
    """Standard PDF fonts only when every string fits cp1252; otherwise a TTF family."""
    try:
        "".join(texts).encode("cp1252")
        ok_std = True
    except UnicodeEncodeError:
        ok_std = False
    names = list(TTF_FAMILIES) + (list(STD_FAMILIES) * 2 if ok_std else [])
    return rng.choice(sorted(names))


class Look:
    """Fonts, sizes, colours and paragraph styles of one document."""

    def __init__(self, rng, family, paper):
        self.family = family
        self.reg, self.bold, self.ital = font_family(family)
        self.size = rng.choice([8.5, 9, 9, 9.5, 10])
        self.accent = rng.choice([colors.HexColor(c) for c in
                                  ("#1f3a5f", "#2e5e4e", "#7a1f2b", "#333333", "#0b5394", "#5b3a8c", "#8a5a00")])
        self.tint = rng.choice([colors.HexColor(c) for c in ("#e8eef6", "#eef3ee", "#f2f2f2", "#f6efe6", "#edeaf5")])
        self.pagesize = LETTER if paper == "letter" else A4
        self.margin = rng.choice([15, 18, 20]) * mm
        self.width = self.pagesize[0] - 2 * self.margin
        s = self.size
        self.st = {
            "n": ParagraphStyle("n", fontName=self.reg, fontSize=s, leading=s * 1.25),
            "b": ParagraphStyle("b", fontName=self.bold, fontSize=s, leading=s * 1.25),
            "small": ParagraphStyle("small", fontName=self.reg, fontSize=s - 1.5, leading=(s - 1.5) * 1.25),
            "smallr": ParagraphStyle("smallr", fontName=self.reg, fontSize=s - 1.5, leading=(s - 1.5) * 1.25,
                                     alignment=TA_RIGHT),
            "r": ParagraphStyle("r", fontName=self.reg, fontSize=s, leading=s * 1.25, alignment=TA_RIGHT),
            "br": ParagraphStyle("br", fontName=self.bold, fontSize=s, leading=s * 1.25, alignment=TA_RIGHT),
            "c": ParagraphStyle("c", fontName=self.reg, fontSize=s, leading=s * 1.25, alignment=TA_CENTER),
            "h1": ParagraphStyle("h1", fontName=self.bold, fontSize=s + rng.choice([7, 9, 11]),
                                 leading=(s + 11) * 1.2, textColor=self.accent,
                                 alignment=rng.choice([TA_LEFT, TA_LEFT, TA_RIGHT])),
            "h2": ParagraphStyle("h2", fontName=self.bold, fontSize=s + 2, leading=(s + 2) * 1.3),
            "hdr": ParagraphStyle("hdr", fontName=self.bold, fontSize=s - 0.5, leading=(s - 0.5) * 1.2),
            "hdrr": ParagraphStyle("hdrr", fontName=self.bold, fontSize=s - 0.5, leading=(s - 0.5) * 1.2,
                                   alignment=TA_RIGHT),
        }

    def P(self, text, style="n", raw=False):
        return Paragraph(text if raw else escape(str(text)), self.st[style])

    def big(self, text, size, bold=True, color=None, align=TA_LEFT):
        st = ParagraphStyle("big", fontName=self.bold if bold else self.reg, fontSize=size, leading=size * 1.2,
                            textColor=color or colors.black, alignment=align)
        return Paragraph(escape(str(text)), st)

    def lines(self, items, style="n", bold_first=False):
        parts = [escape(str(x)) for x in items if x]
        if bold_first and parts:
            parts[0] = f"<b>{parts[0]}</b>"
        return Paragraph("<br/>".join(parts), self.st[style])


# --------------------------------------------------------------------------- tables
PAD = 5


def fitted_table(look, header, rows, aligns, flex=0, width=None, size=None, style_cmds=(), zebra=None,
                 header_bg=None, grid=False, repeat=True, extra_rows=(), halign="LEFT"):
    """A table whose fixed columns are as wide as their widest cell (header words never split).

    header: list of labels; rows: list of lists of str (the flex column may hold long text);
    aligns: "L"/"R" per column; flex: index of the column that takes the remaining width.
    extra_rows: (cells, kind) rows appended after the items: kind "sum" (bold) or "plain".
    """
    width = width or look.width
    size = size or look.size
    while True:
        widths, ok = _column_widths(look, header, rows, extra_rows, flex, width, size)
        if ok or size <= 6.5:
            break
        size -= 0.5
    longest = max(stringWidth(w, look.bold, size) for w in header[flex].split()) if header[flex].strip() else 0
    if widths[flex] < longest + 2 * PAD:
        raise RuntimeError(f"table too wide: {header[flex]!r} column would split a word")
    body_st = ParagraphStyle("cell", fontName=look.reg, fontSize=size, leading=size * 1.22)
    hdr_l = ParagraphStyle("hl", fontName=look.bold, fontSize=size, leading=size * 1.2)
    hdr_r = ParagraphStyle("hr", parent=hdr_l, alignment=TA_RIGHT)
    data = [[Paragraph(escape(h), hdr_r if a == "R" else hdr_l) for h, a in zip(header, aligns, strict=False)]]
    for row in rows:
        data.append([Paragraph(escape(c), body_st) if i == flex else c for i, c in enumerate(row)])
    for cells, _kind in extra_rows:
        data.append(list(cells))
    cmds = [("FONT", (0, 1), (-1, -1), look.reg, size), ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), PAD), ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
            ("TOPPADDING", (0, 0), (-1, -1), 2.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
            ("VALIGN", (0, 0), (-1, 0), "BOTTOM")]
    for i, a in enumerate(aligns):
        if a == "R":
            cmds.append(("ALIGN", (i, 1), (i, -1), "RIGHT"))
    n_items = len(rows)
    for k, (_cells, kind) in enumerate(extra_rows):
        r = 1 + n_items + k
        if kind == "sum":
            cmds += [("FONT", (0, r), (-1, r), look.bold, size), ("LINEABOVE", (0, r), (-1, r), 0.5, colors.grey)]
        if kind == "section":
            cmds += [("FONT", (0, r), (-1, r), look.bold, size), ("SPAN", (0, r), (-1, r))]
    if header_bg is not None:
        cmds.append(("BACKGROUND", (0, 0), (-1, 0), header_bg))
    else:
        cmds.append(("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black))
    if zebra is not None:
        cmds.append(("ROWBACKGROUNDS", (0, 1), (-1, n_items), [colors.white, zebra]))
    if grid:
        cmds.append(("GRID", (0, 0), (-1, -1), 0.4, colors.grey))
    cmds += list(style_cmds)
    t = Table(data, colWidths=widths, repeatRows=1 if repeat else 0, hAlign=halign)
    t.setStyle(TableStyle(cmds))
    return t


def _column_widths(look, header, rows, extra_rows, flex, width, size):
    all_rows = list(rows) + [cells for cells, kind in extra_rows if kind != "section"]
    widths = []
    for i, h in enumerate(header):
        if i == flex:
            widths.append(None)
            continue
        w_hdr = max(stringWidth(word, look.bold, size) for word in h.split()) if h.strip() else 0
        w_cells = max([stringWidth(str(r[i]), look.bold, size) for r in all_rows if i < len(r) and isinstance(r[i], str)]
                      + [0])
        widths.append(max(w_hdr, w_cells) + 2 * PAD + 2)
    fixed = sum(w for w in widths if w)
    rest = width - fixed
    hdr_flex = max(stringWidth(w, look.bold, size) for w in header[flex].split()) + 2 * PAD + 2
    widths[flex] = rest
    return widths, rest >= max(width * 0.28, hdr_flex)


def kv_table(look, pairs, label_style="b", value_style="n", widths=None, align_right=False):
    """Label/value pairs in two columns; values never break inside a word."""
    data = [[look.P(k, label_style), look.P(v, "r" if align_right else value_style)] for k, v in pairs if v]
    if widths is None:
        lw = max(stringWidth(k, look.bold, look.size) for k, v in pairs if v) + 2 * PAD + 2
        vw = max(stringWidth(str(v), look.reg, look.size) for k, v in pairs if v) + 2 * PAD + 2
        widths = [lw, vw]
    t = Table(data, colWidths=widths, hAlign="LEFT")
    t.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), PAD), ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
                           ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                           ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    return t


def side_by_side(left, right, width, ratio=0.5, valign="TOP"):
    t = Table([[left, right]], colWidths=[width * ratio, width * (1 - ratio)])
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), valign), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                           ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    return t


# --------------------------------------------------------------------------- document
def numbered_canvas(on_page):
    """Canvas class that calls on_page(canvas, page_no, page_count) for every page at save time."""

    class NumberedCanvas(Canvas):
        def __init__(self, *a, **kw):
            kw["invariant"] = 1
            super().__init__(*a, **kw)
            self._saved = []

        def showPage(self):
            self._saved.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            n = len(self._saved)
            for i, state in enumerate(self._saved, 1):
                self.__dict__.update(state)
                if on_page:
                    on_page(self, i, n)
                Canvas.showPage(self)
            Canvas.save(self)

    return NumberedCanvas


def build_pdf(look, story, on_page=None, top_extra=0, bottom_extra=0, title="Invoice"):
    """Render the story to PDF bytes; returns (bytes, page count)."""
    buf = io.BytesIO()
    doc = BaseDocTemplate(buf, pagesize=look.pagesize, leftMargin=look.margin, rightMargin=look.margin,
                          topMargin=look.margin + top_extra, bottomMargin=look.margin + bottom_extra,
                          invariant=1, title=title, author="platygen", creator="platygen", subject="")
    frame = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="body",
                  leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    doc.addPageTemplates([PageTemplate(id="all", frames=[frame])])
    doc.build(story, canvasmaker=numbered_canvas(on_page))
    return buf.getvalue(), doc.page
