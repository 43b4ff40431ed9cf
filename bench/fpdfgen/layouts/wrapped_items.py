"""wrapped-items: descriptions wrap over 2-3 lines (MultiCell), an article-code line above some,
service dates in a column, hours x rate for time items."""
from ..pdfbase import Page, customer_lines, facts, terms_and_notes, totals_block, vendor_lines

NAME = "wrapped-items"
PROFILE = dict(items=(3, 6), long_share=0.55)
COLS = (("date", 22, "L"), ("desc", 86, "L"), ("qty", 22, "R"), ("price", 24, "R"), ("amount", 26, "R"))


def head(pdf, inv, y):
    titles = {"date": inv.lab("service_date"), "desc": inv.lab("desc"), "qty": inv.lab("qty"),
              "price": inv.lab("unit_price"), "amount": inv.lab("amount")}
    pdf.set_fill_color(235, 235, 235)
    x = 15
    for key, w, align in COLS:
        pdf.t(x, y, w, 6, titles[key], align, "B", pdf.base - 0.5, border="TB", fill=True)
        x += w
    return y + 7


def row(pdf, inv, it, y):
    F, x = inv.fmt, 15
    hours = it["kind"] == "hours"
    qty = f"{F.qty(it['qty'])} {it['unit']}" if hours or inv.rng.random() < 0.5 else F.qty(it["qty"])
    price = f"x {F.price(it['price'])}" if hours else F.price(it["price"])
    cells = {"date": F.date(it["service_date"], inv.item_date_pattern), "qty": qty, "price": price, "amount": F.line(it["amount"])}
    yd = y
    for key, w, align in COLS:
        if key == "desc":
            if it["code"]:
                pdf.t(x, yd, w, 3.8, f"{inv.labels('art_no')} {it['code']}", "L", "I", pdf.base - 1.5)
                yd += 3.8
            yd = pdf.mc(x, yd, w - 2, 4.4, it["desc"])
        else:
            pdf.t(x, y, w, 4.4, cells[key], align)
        x += w
    pdf.set_draw_color(190, 190, 190)
    pdf.hline(15, yd + 1, 195, 0.1)
    pdf.set_draw_color(0, 0, 0)
    return yd + 2.5


def render(inv):
    pdf = Page(inv)
    pdf.add_page()
    pdf.t(15, 13, 120, 9, inv.vendor["name"], "L", "B", 15)
    pdf.lines(15, 22, 90, vendor_lines(inv), 3.7, size=7.5)
    pdf.t(120, 13, 75, 9, inv.lab("title"), "R", "B", 16)
    fy = 25
    for label, value in facts(inv, ("number", "date", "due", "po", "customer_no", "order_date")):
        pdf.t(120, fy, 40, 4.4, label, "L", "", pdf.base - 0.5)
        pdf.t(160, fy, 35, 4.4, value, "R", "", pdf.base - 0.5)
        fy += 4.4
    y = max(fy, 52) + 5
    pdf.t(15, y, 80, 4, inv.lab("bill_to"), "L", "B", 7.5)
    y = pdf.lines(15, y + 5, 100, [inv.customer["name"]] + customer_lines(inv), 4.6) + 8
    y = head(pdf, inv, y)
    for it in inv.items:
        y = row(pdf, inv, it, y)
    y = totals_block(pdf, inv, 115, y + 4, 50, 30, lh=5.2) + 7
    terms_and_notes(pdf, inv, 15, y, 180)
    return pdf
