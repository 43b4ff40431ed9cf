"""vendor-right: vendor block top right, recipient in a left window with a one-line sender line above
it, the facts in a right column under the vendor block, rules-only table, totals, closing text."""
from ..pdfbase import (
    Page,
    bank_lines,
    customer_lines,
    facts,
    legal_lines,
    table,
    totals_block,
    vendor_lines,
)

NAME = "vendor-right"
PROFILE = dict(items=(2, 9))


def render(inv):
    pdf = Page(inv)
    pdf.add_page()
    v = inv.vendor
    pdf.ink()
    pdf.t(115, 14, 80, 8, v["name"], "R", "B", 13)
    pdf.set_text_color(0, 0, 0)
    yv = pdf.lines(115, 23, 80, vendor_lines(inv), 3.9, "R", size=8)
    # window: sender line, recipient
    sender = " · ".join([v["name"]] + v["lines"])
    pdf.t(20, 50, 85, 3, sender, "L", "U", 6)
    pdf.lines(20, 56, 85, [inv.customer["name"]] + customer_lines(inv), 4.8, size=pdf.base + 0.5)
    fy = max(yv + 6, 56)
    for label, value in facts(inv):
        pdf.t(120, fy, 38, 4.6, label, "L", "", pdf.base - 0.5)
        pdf.t(158, fy, 37, 4.6, value, "R", "", pdf.base - 0.5)
        fy += 4.6
    y = max(fy, 90) + 8
    pdf.t(15, y, 180, 8, f"{inv.labels('title')} {inv.number}" if not inv.bilingual else inv.lab("title"), "L", "B", 14)
    y += 12
    cols = [("no", inv.lab("no"), 11, "L"), ("desc", inv.lab("desc"), 91, "L"), ("qtyunit", inv.lab("qty"), 24, "R"),
            ("price", inv.lab("unit_price"), 26, "R"), ("amount", inv.lab("amount"), 28, "R")]
    y = table(pdf, inv, 15, y, cols, rules="horizontal", lh=5.4, head_fill=False)
    y = totals_block(pdf, inv, 115, y + 3, 52, 28) + 7
    if inv.terms:
        y = pdf.mc(15, y, 180, 4.5, inv.terms)
    for n in inv.notes:
        y = pdf.mc(15, y, 180, 4.5, n)
    pdf.set_draw_color(150, 150, 150)
    pdf.hline(15, 276, 195, 0.2)
    pdf.set_draw_color(0, 0, 0)
    pdf.t(15, 277, 180, 3.6, " | ".join(bank_lines(inv) + legal_lines(inv)), "C", "", 6.5)
    return pdf
