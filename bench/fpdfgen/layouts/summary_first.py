"""summary-first: an account-summary box first (previous balance and payments received are
distractors, this invoice's charges, amount due), the itemised table after it."""
from decimal import Decimal

from ..pdfbase import (
    Page,
    customer_lines,
    facts,
    table,
    terms_and_notes,
    totals_block,
    totals_rows,
    vendor_lines,
)

NAME = "summary-first"
PROFILE = dict(items=(2, 7), deposit=False)


def summary_box(pdf, inv, x, y, w):
    F = inv.fmt
    prev = Decimal(inv.rng.randint(5000, 400000)) / 100
    rows = [(inv.lab("prev_balance"), F.money(prev)), (inv.lab("payments"), F.money(-prev)),
            (inv.lab("charges"), F.money(inv.total)), (inv.lab("amount_due"), F.money(inv.amount_due))]
    pdf.bar(x, y, w, 6.5, "  " + inv.lab("summary"), size=pdf.base + 0.5)
    yy = y + 8
    for k, (label, value) in enumerate(rows):
        last = k == len(rows) - 1
        if last:
            pdf.hline(x + 3, yy, x + w - 3, 0.4)
        pdf.t(x + 3, yy + 0.5, w * 0.6, 5.5, label, "L", "B" if last else "", pdf.base + (1 if last else 0))
        pdf.t(x + w * 0.55, yy + 0.5, w * 0.45 - 3, 5.5, value, "R", "B" if last else "", pdf.base + (1 if last else 0))
        yy += 6
    pdf.set_line_width(0.4)
    pdf.rect(x, y, w, yy - y + 2)
    return yy + 2


def render(inv):
    pdf = Page(inv)
    pdf.add_page()
    v = inv.vendor
    pdf.t(15, 13, 110, 8, v["name"], "L", "B", 14)
    pdf.lines(15, 21, 100, vendor_lines(inv), 3.7, size=7.5)
    pdf.t(120, 13, 75, 9, inv.lab("title"), "R", "B", 17)
    fy = 24
    for label, value in facts(inv, ("number", "date", "due", "customer_no", "po")):
        pdf.t(120, fy, 40, 4.5, label, "L", "", pdf.base - 0.5)
        pdf.t(160, fy, 35, 4.5, value, "R", "B", pdf.base - 0.5)
        fy += 4.5
    y = max(fy, 50) + 6
    pdf.t(15, y, 80, 4, inv.lab("bill_to"), "L", "B", 7.5)
    yc = pdf.lines(15, y + 5, 85, [inv.customer["name"]] + customer_lines(inv), 4.6)
    ys = summary_box(pdf, inv, 110, y, 85)
    y = max(yc, ys) + 10
    cols = [("date", inv.lab("service_date"), 24, "L"), ("desc", inv.lab("desc"), 80, "L"), ("qty", inv.lab("qty"), 16, "R"),
            ("price", inv.lab("unit_price"), 30, "R"), ("amount", inv.lab("amount"), 30, "R")]
    y = table(pdf, inv, 15, y, cols, rules="horizontal", lh=5.3)
    y = totals_block(pdf, inv, 115, y + 4, 50, 30, totals_rows(inv, with_due=False), lh=5.2) + 8
    terms_and_notes(pdf, inv, 15, y, 180)
    return pdf
