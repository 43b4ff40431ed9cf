"""vat-columns: Polish / Central-European table (No., name, qty, unit, unit net price, net value,
VAT %, VAT amount, gross value), a summary by VAT rate under it, the amount in words."""
from decimal import Decimal

from num2words import num2words

from ..fmt import q2
from ..pdfbase import Page, bank_lines, customer_lines, facts, vendor_lines

NAME = "vat-columns"
PROFILE = dict(items=(2, 8), multi_share=0.5, discount=False, shipping=False, exempt=False, deposit=False)
COLS = [("no", 8, "C"), ("desc", 52, "L"), ("qty", 12, "R"), ("unit", 11, "C"), ("price", 20, "R"), ("net", 21, "R"),
        ("rate", 12, "R"), ("vat", 20, "R"), ("gross", 24, "R")]
HEADS = {"no": "no", "desc": "desc", "qty": "qty", "unit": "unit", "price": "net_price", "net": "net_value",
         "rate": "vat_rate", "vat": "vat_amount", "gross": "gross"}
CUR_WORDS = {"PLN": ("złotych", "gr"), "EUR": ("EUR", "ct"), "CHF": ("CHF", "Rp."), "GBP": ("GBP", "p"), "USD": ("USD", "ct")}


def words(inv, amount):
    whole = int(amount)
    cents = int((amount - whole) * 100)
    try:
        text = num2words(whole, lang=inv.lang)
    except NotImplementedError:
        text = num2words(whole, lang="en")
    cur, sub = CUR_WORDS[inv.currency]
    return f"{text} {cur} {cents:02d}/100"


def cells(inv, it, i):
    F = inv.fmt
    vat = q2(it["amount"] * it["rate"] / 100)
    return {"no": str(i + 1), "desc": it["desc"], "qty": F.qty(it["qty"]), "unit": it["unit"], "price": F.price(it["price"]),
            "net": F.num(it["amount"]), "rate": F.rate(it["rate"]), "vat": F.num(vat), "gross": F.num(it["amount"] + vat)}


def grid_row(pdf, y, values, h, style="", fill=False, skip=0):
    x = 15
    for k, (key, w, align) in enumerate(COLS):
        if k >= skip:
            pdf.rect(x, y, w, h, "DF" if fill else "D")
            if (key == "desc" and not style) or style:
                pdf.f(pdf.base - 1 - (1 if style else 0), style)
                pdf.set_xy(x, y)
                pdf.multi_cell(w, 3.6 if style else 4, values.get(key, ""), align="C" if style else "L")
            else:
                pdf.t(x, y, w, 4, values.get(key, ""), align if not style else "C", style, pdf.base - 1)
        x += w
    return y + h


def render(inv):
    pdf = Page(inv)
    pdf.add_page()
    F = inv.fmt
    pdf.lines(120, 13, 75, [f"{a}: {b}" for a, b in facts(inv, ("date", "delivery_date", "due"))], 4.4, "R", size=8)
    pdf.t(15, 35, 180, 8, f"{inv.labels('title')}{' nr' if inv.lang == 'pl' else ''} {inv.number}", "C", "B", 14)
    pdf.t(15, 43, 180, 4, f"{inv.lab('number')}: {inv.number}", "C", "", 7)
    for x, key, name, lines in ((15, "sender", inv.vendor["name"], vendor_lines(inv)),
                                (110, "bill_to", inv.customer["name"], customer_lines(inv))):
        pdf.t(x, 52, 85, 5, inv.lab(key), "L", "B", pdf.base)
        pdf.hline(x, 57, x + 80, 0.3)
        pdf.lines(x, 58.5, 85, [name] + lines, 4.1, size=pdf.base - 0.5)
    y = 100
    extra = facts(inv, ("po", "customer_no"))
    if extra:
        pdf.t(15, y - 8, 180, 4, "   ".join(f"{a}: {b}" for a, b in extra), "L", "", 7.5)
    pdf.set_fill_color(230, 230, 230)
    y = grid_row(pdf, y, {k: inv.lab(v) for k, v in HEADS.items()}, 11, "B", fill=True)
    for i, it in enumerate(inv.items):
        h = 4.6 * max(1, pdf.nlines(51, it["desc"], size=pdf.base - 1))
        y = grid_row(pdf, y, cells(inv, it, i), h)
    y = summary(pdf, inv, y)
    y += 6
    pdf.t(15, y, 180, 6, f"{inv.lab('amount_due')}: {F.money(inv.amount_due)}", "L", "B", 12)
    y = pdf.mc(15, y + 7, 180, 4.4, f"{inv.lab('in_words')}: {words(inv, inv.amount_due)}", size=pdf.base - 0.5)
    if inv.terms:
        y = pdf.mc(15, y + 1, 180, 4.4, f"{inv.lab('terms')}: {inv.terms}")
    y = pdf.mc(15, y + 1, 180, 4.4, f"{inv.lab('bank')}: " + ", ".join(bank_lines(inv)))
    for n in inv.notes:
        y = pdf.mc(15, y, 180, 4.4, n)
    for x in (25, 125):
        pdf.hline(x, 262, x + 60, 0.2)
    return pdf


def summary(pdf, inv, y):
    """'of which' rows per VAT rate, then the grand total row, aligned to the net/VAT/gross columns."""
    F = inv.fmt
    rows = [{"price": inv.lab("of_which") if k == 0 else "", "net": F.num(r["base"]), "rate": F.rate(r["rate"]),
             "vat": F.num(r["amount"]), "gross": F.num(r["base"] + r["amount"])} for k, r in enumerate(inv.breakdown)]
    total_row = {"price": inv.lab("sum_row"), "net": F.num(inv.subtotal), "rate": "", "vat": F.num(inv.tax or Decimal(0)),
                 "gross": F.num(inv.total)}
    for values in [total_row] + rows:
        y = grid_row(pdf, y, values, 5, skip=4)
    return y
