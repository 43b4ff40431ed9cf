"""classic-boxes: wordmark top left, vendor lines under it, big title right, bill-to and ship-to boxes
with filled header bars, items table with vertical rules only, boxed totals, notes box at the bottom."""
from ..pdfbase import Page, bank_lines, customer_lines, facts, table, totals_block, vendor_lines

NAME = "classic-boxes"
PROFILE = dict(items=(3, 9), ship_to=True)


def header(pdf, inv):
    pdf.ink()
    pdf.t(15, 14, 110, 10, inv.vendor["name"], "L", "B", 15)
    pdf.set_text_color(0, 0, 0)
    y = pdf.lines(15, 25, 100, vendor_lines(inv), 3.6, size=7.5)
    pdf.t(110, 13, 85, 12, inv.lab("title"), "R", "B", 22 if not inv.bilingual else 16)
    fy = 30
    for label, value in facts(inv, ("number", "date", "due", "po", "customer_no")):
        pdf.t(105, fy, 55, 4.8, label + ":", "R", "", pdf.base - 0.5)
        pdf.t(160, fy, 35, 4.8, value, "R", "B", pdf.base - 0.5)
        fy += 4.8
    return max(y, fy) + 6


def party_boxes(pdf, inv, y):
    left, right = (15, 108) if not inv.style["swap"] else (108, 15)
    blocks = [(left, inv.lab("bill_to"), [inv.customer["name"]] + customer_lines(inv)),
              (right, inv.lab("ship_to"), [inv.ship_to_name] + inv.ship_to)]
    h = 6 + 4.4 * max(len(b[2]) for b in blocks) + 3
    for x, title, lines in blocks:
        pdf.bar(x, y, 87, 6, "  " + title, size=pdf.base)
        pdf.set_line_width(0.3)
        pdf.rect(x, y, 87, h)
        pdf.lines(x + 2.5, y + 7.5, 82, lines, 4.4)
    return y + h + 7


def render(inv):
    pdf = Page(inv)
    pdf.add_page()
    y = header(pdf, inv)
    y = party_boxes(pdf, inv, y)
    cols = [("desc", inv.lab("desc"), 88, "L"), ("qty", inv.lab("qty"), 18, "R"), ("unit", inv.lab("unit"), 16, "C"),
            ("price", inv.lab("unit_price"), 30, "R"), ("amount", inv.lab("amount"), 28, "R")]
    y = table(pdf, inv, 15, y, cols, rules="vertical", lh=5.2)
    y = totals_block(pdf, inv, 112, y + 5, 50, 31, box=True) + 8
    pdf.set_line_width(0.3)
    notes = ([f"{inv.lab('terms')}: {inv.terms}"] if inv.terms else []) + inv.notes + [" - ".join(bank_lines(inv))]
    pdf.bar(15, y, 180, 5.5, "  " + inv.lab("notes"), size=pdf.base - 0.5)
    y2 = pdf.mc(17, y + 7, 176, 4.2, "\n".join(notes), size=pdf.base - 0.5)
    pdf.rect(15, y, 180, y2 - y + 2)
    return pdf
