"""narrow-receipt: 80 mm wide thermal-receipt page; items as '2 x 4.50' with the amount right,
totals, VAT summary by rate, till/receipt number and time as distractors. One page, short."""
from ..pdfbase import Page, bank_lines, totals_rows

NAME = "narrow-receipt"
PROFILE = dict(items=(2, 7), mono=True, address_optional=True, due_share=0.25, po_share=0.15, terms_share=0.5,
               discount=False, shipping=False, deposit=False, allow_person=True)
W, X = 72, 4


def sep(pdf, y):
    pdf.t(X, y, W, 3.5, "-" * 48, "C", "", 7)
    return y + 4


def pair(pdf, y, left, right, style="", size=None):
    pdf.t(X, y, W - 28, 4, left, "L", style, size)
    pdf.t(X + W - 30, y, 30, 4, right, "R", style, size)
    return y + 4


def body(pdf, inv):
    F, v, rng = inv.fmt, inv.vendor, inv.rng
    y = pdf.mc(X, 5, W, 5, v["name"], "C", "B", 10)
    y = pdf.mc(X, y, W, 3.6, "\n".join(v["lines"] + [f"{inv.labels('phone')} {v['phone']}"]), "C", "", 7.5)
    if v["vat"]:
        y = pdf.mc(X, y, W, 3.6, f"{inv.lab('vat_id') if inv.country != 'US' else inv.labels('ein')}: {v['vat']}", "C", "", 7.5)
    y = sep(pdf, y + 1)
    y = pdf.mc(X, y, W, 4.5, inv.lab("title"), "C", "B", 9)
    y = pair(pdf, y, inv.lab("number"), inv.number)
    y = pair(pdf, y, inv.lab("date"), F.date(inv.date))
    y = pair(pdf, y, f"{inv.labels('receipt_no')} {rng.randint(1000, 99999)}", f"{inv.labels('time')} {rng.randint(7, 19):02d}:{rng.randint(0, 59):02d}")
    y = pair(pdf, y, f"{inv.labels('till')} {rng.randint(1, 6)}", f"{inv.labels('cashier')} {rng.randint(1, 40)}")
    if inv.due:
        y = pair(pdf, y, inv.lab("due"), F.date(inv.due))
    if inv.po:
        y = pair(pdf, y, inv.lab("po"), inv.po)
    y = sep(pdf, y)
    cust = [inv.customer["name"]] + (inv.customer["lines"] if inv.customer_address_printed else [])
    if inv.customer["vat"]:
        cust.append(f"{inv.lab('vat_id')}: {inv.customer['vat']}")
    y = pdf.mc(X, y, W, 3.8, f"{inv.lab('bill_to')}:\n" + "\n".join(cust), "L", "", 7.5)
    y = sep(pdf, y)
    codes = {r["rate"]: "ABCD"[k] for k, r in enumerate(inv.breakdown)}
    for it in inv.items:
        y = pdf.mc(X, y, W, 3.8, it["desc"], "L", "", 8)
        code = f" {codes[it['rate']]}" if len(codes) > 1 else ""
        y = pair(pdf, y, f"  {F.qty(it['qty'])} x {F.price(it['price'])}", F.num(it["amount"]) + code, size=8)
    y = sep(pdf, y)
    for label, value, bold in totals_rows(inv):
        y = pair(pdf, y, label, value, "B" if bold else "", 8.5 if bold else 8)
    return vat_summary(pdf, inv, sep(pdf, y), codes)


def vat_summary(pdf, inv, y, codes):
    F = inv.fmt
    if inv.breakdown:
        cols = [(inv.lab("vat_rate"), 18), (inv.lab("net_value"), 18), (inv.lab("vat_amount"), 18), (inv.lab("gross"), 18)]
        x = X
        for title, w in cols:
            pdf.t(x, y, w, 3.6, title, "R", "B", 6.5)
            x += w
        y += 4
        for r in inv.breakdown:
            vals = [f"{codes[r['rate']]} {F.rate(r['rate'])}%", F.num(r["base"]), F.num(r["amount"]), F.num(r["base"] + r["amount"])]
            x = X
            for (_title, w), val in zip(cols, vals, strict=True):
                pdf.t(x, y, w, 3.6, val, "R", "", 7)
                x += w
            y += 3.8
        y = sep(pdf, y + 1)
    text = ([f"{inv.lab('terms')}: {inv.terms}"] if inv.terms else []) + inv.notes
    if inv.rng.random() < 0.5 and inv.vendor["iban"]:
        text.append(bank_lines(inv)[-2])
    return pdf.mc(X, y, W, 3.6, "\n".join(text), "C", "", 7) + 5


def render(inv):
    state = inv.rng.getstate()
    probe = Page(inv, size=(80, 600))
    probe.add_page()
    height = body(probe, inv)
    inv.rng.setstate(state)
    pdf = Page(inv, size=(80, max(120, round(height))))
    pdf.set_margins(X, 4, X)
    pdf.add_page()
    body(pdf, inv)
    return pdf
