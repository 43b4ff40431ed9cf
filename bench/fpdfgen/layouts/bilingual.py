"""bilingual: every label in the local language and English ("Rechnungsnummer / Invoice No."),
table headers too; otherwise a plain letterhead with a grid table."""
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

NAME = "bilingual"
PROFILE = dict(items=(2, 8), bilingual=True, ship_to=False)


def render(inv):
    pdf = Page(inv)
    pdf.add_page()
    v = inv.vendor
    align = inv.style["title_align"]
    x_v, x_f = (15, 110) if align == "R" else (110, 15)
    pdf.t(x_v, 13, 85, 8, v["name"], "L", "B", 13)
    pdf.lines(x_v, 21, 85, vendor_lines(inv), 3.8, size=7.5)
    pdf.t(x_f, 13, 85, 9, inv.lab("title"), "R" if align == "R" else "L", "B", 15)
    fy = 25
    for label, value in facts(inv, ("number", "date", "due", "po", "customer_no")):
        pdf.t(x_f, fy, 55, 4.4, label, "L", "", 7.5)
        pdf.t(x_f + 55, fy, 30, 4.4, value, "R", "B", 7.5)
        fy += 4.4
    y = max(fy, 52) + 6
    pdf.t(15, y, 100, 4, inv.lab("bill_to"), "L", "B", 7.5)
    y = pdf.lines(15, y + 5, 100, [inv.customer["name"]] + customer_lines(inv), 4.6) + 8
    cols = [("desc", inv.lab("desc"), 78, "L"), ("qty", inv.lab("qty"), 26, "R"), ("price", inv.lab("unit_price"), 38, "R"),
            ("amount", inv.lab("amount"), 38, "R")]
    y = table(pdf, inv, 15, y, cols, rules="grid", lh=5.4, size=pdf.base - 0.5)
    y = totals_block(pdf, inv, 95, y + 4, 70, 30, lh=5.2, size=pdf.base - 0.5) + 7
    if inv.terms:
        y = pdf.mc(15, y, 180, 4.3, f"{inv.lab('terms')}: {inv.terms}", size=pdf.base - 0.5)
    for n in inv.notes:
        y = pdf.mc(15, y, 180, 4.3, n, size=pdf.base - 0.5)
    pdf.t(15, 270, 180, 4, f"{inv.lab('bank')}: " + "  ".join(bank_lines(inv)), "C", "", 7)
    pdf.t(15, 274, 180, 4, "  ".join(legal_lines(inv)), "C", "", 7)
    return pdf
