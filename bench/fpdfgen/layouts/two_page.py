"""two-page: 25-45 item lines over two pages with the table header repeated, page numbers '1/2',
the totals on page 2 only."""
from ..pdfbase import (
    Page,
    customer_lines,
    facts,
    legal_lines,
    table,
    terms_and_notes,
    totals_block,
    vendor_lines,
)

NAME = "two-page"
PROFILE = dict(items=(25, 45))
LH = 5.0
BOTTOM = 268


def columns(inv):
    return [("no", inv.lab("no"), 10, "R"), ("code", inv.labels("art_no"), 20, "L"), ("desc", inv.lab("desc"), 76, "L"),
            ("qty", inv.lab("qty"), 14, "R"), ("unit", inv.lab("unit"), 14, "C"), ("price", inv.lab("unit_price"), 22, "R"),
            ("amount", inv.lab("amount"), 24, "R")]


def split(pdf, inv, y_first, cols):
    """Rows on page 1: as many as fit, leaving at least three for page 2."""
    desc_w = next(c[2] for c in cols if c[0] == "desc")
    y, n = y_first + LH + 1, 0
    for it in inv.items[:-3]:
        h = LH * max(1, pdf.nlines(desc_w - 1, it["desc"], size=pdf.base - 0.5))
        if y + h > BOTTOM:
            break
        y, n = y + h, n + 1
    return n


def page_foot(pdf, inv, k):
    pdf.t(15, 282, 90, 4, "  ".join(legal_lines(inv)), "L", "", 6.5)
    pdf.t(120, 282, 75, 4, f"{inv.lab('page')} {k}/2", "R", "", 7.5)


def render(inv):
    pdf = Page(inv)
    pdf.add_page()
    pdf.t(15, 12, 110, 8, inv.vendor["name"], "L", "B", 13)
    pdf.lines(15, 20, 95, vendor_lines(inv), 3.6, size=7.5)
    pdf.t(120, 12, 75, 8, inv.lab("title"), "R", "B", 16)
    fy = 22
    for label, value in facts(inv, ("number", "date", "due", "customer_no", "po")):
        pdf.t(120, fy, 40, 4.3, label, "L", "", 8)
        pdf.t(160, fy, 35, 4.3, value, "R", "B", 8)
        fy += 4.3
    y = pdf.lines(15, max(fy, 46) + 4, 100, [inv.customer["name"]] + customer_lines(inv), 4.4) + 6
    cols = columns(inv)
    n1 = split(pdf, inv, y, cols)
    table(pdf, inv, 15, y, cols, inv.items[:n1], rules="horizontal", lh=LH, size=pdf.base - 0.5)
    pdf.t(15, BOTTOM + 2, 180, 4, inv.lab("carried"), "R", "I", 7.5)
    page_foot(pdf, inv, 1)
    pdf.add_page()
    pdf.t(15, 12, 180, 6, f"{inv.vendor['name']} - {inv.labels('title')} {inv.number}", "L", "B", 9)
    y = table(pdf, inv, 15, 22, cols, inv.items[n1:], rules="horizontal", lh=LH, size=pdf.base - 0.5, start=n1)
    y = totals_block(pdf, inv, 115, y + 4, 50, 30, lh=5.2) + 7
    terms_and_notes(pdf, inv, 15, y, 180)
    page_foot(pdf, inv, 2)
    return pdf
