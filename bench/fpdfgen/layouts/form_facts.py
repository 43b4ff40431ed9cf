"""form-facts: the invoice facts in a grid of bordered boxes (small label on top, value under it),
customer address beside or under the vendor, grid table, totals right, bank and terms below."""
from ..pdfbase import Page, bank_lines, customer_lines, facts, table, totals_block, vendor_lines

NAME = "form-facts"
PROFILE = dict(items=(3, 9))


def fact_grid(pdf, inv, x, y, w):
    cells = facts(inv, ("number", "date", "due", "customer_no", "po", "delivery_date"))
    cells.append((inv.lab("page"), "1 / 1" if inv.rng.random() < 0.5 else "1"))
    per_row = 4 if len(cells) > 6 else 3
    cw, ch = w / per_row, 11
    for k, (label, value) in enumerate(cells):
        cx, cy = x + (k % per_row) * cw, y + (k // per_row) * ch
        pdf.set_line_width(0.25)
        pdf.rect(cx, cy, cw, ch)
        pdf.t(cx + 1.5, cy + 0.8, cw - 3, 3.5, label, "L", "", 6.5)
        pdf.t(cx + 1.5, cy + 4.8, cw - 3, 5, value, "L", "B", pdf.base + 0.5)
    return y + ch * ((len(cells) + per_row - 1) // per_row)


def render(inv):
    pdf = Page(inv)
    pdf.add_page()
    v = inv.vendor
    pdf.t(15, 14, 120, 8, v["name"], "L", "B", 14)
    pdf.lines(15, 22, 120, [" | ".join(v["lines"]), " | ".join(vendor_lines(inv)[len(v["lines"]):])], 4, size=7.5)
    pdf.t(130, 14, 65, 10, inv.lab("title"), "R", "B", 18 if not inv.bilingual else 13)
    y = 40
    cust = [inv.customer["name"]] + customer_lines(inv)
    if inv.style["swap"]:
        y = fact_grid(pdf, inv, 15, y, 180) + 8
        pdf.t(15, y, 80, 4, inv.lab("bill_to"), "L", "", 7)
        y = pdf.lines(15, y + 4.5, 90, cust, 4.6) + 8
    else:
        pdf.t(15, y, 80, 4, inv.lab("bill_to"), "L", "", 7)
        yc = pdf.lines(15, y + 4.5, 85, cust, 4.6)
        y = max(yc, fact_grid(pdf, inv, 105, y, 90)) + 9
    cols = [("no", inv.lab("no"), 10, "C"), ("desc", inv.lab("desc"), 84, "L"), ("qty", inv.lab("qty"), 16, "R"),
            ("unit", inv.lab("unit"), 16, "C"), ("price", inv.lab("unit_price"), 26, "R"), ("amount", inv.lab("amount"), 28, "R")]
    y = table(pdf, inv, 15, y, cols, rules="grid", lh=5.5)
    y = totals_block(pdf, inv, 115, y + 4, 50, 30, lh=5.2) + 8
    if inv.terms:
        pdf.t(15, y, 180, 4.5, f"{inv.lab('terms')}: {inv.terms}")
        y += 5
    for n in inv.notes:
        y = pdf.mc(15, y, 180, 4.5, n)
    pdf.hline(15, 272, 195)
    pdf.t(15, 274, 180, 4, "  ·  ".join(bank_lines(inv)), "C", "", 7)
    return pdf
