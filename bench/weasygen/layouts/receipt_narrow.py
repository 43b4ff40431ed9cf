"""receipt-narrow: an 80 mm till receipt; shop name centred, net lines "2 x 3.50", VAT by rate letters, card payment."""

import datetime as dt

from .. import blocks as b

NAME = "receipt-narrow"
FLAGS: dict = {
    "customer": False,
    "terms": False,
    "deposit": False,
    "shipping": False,
    "discount": False,
    "due_amount": 0.0,
    "bank": False,
    "lines": "shop",
    "rates": 2,
    "min_lines": 3,
}
MONO = ["DejaVu Sans Mono", "Liberation Mono", "Nimbus Mono PS"]


def render(c, inv) -> str:
    st = b.Style(c)
    st.font = c.rng.choice(MONO)
    v, f = inv.vendor, c.f
    letters = {r: "ABC"[i] for i, (r, _, _) in enumerate(inv.breakdown)}
    t = dt.time(c.rng.randint(8, 19), c.rng.randint(0, 59))
    head = (
        f'<div class="c"><div class="shop">{b.esc(v.name)}</div>{b.lines_html(v.lines)}<br>'
        f"{b.esc(b.vendor_ids(c, inv, register=False)[0])}<br>{b.esc(c.l('phone'))} {b.esc(v.phone)}</div>"
        f'<div class="hr"></div><div>{b.esc(c.l("receipt_no"))} {b.esc(inv.number)}</div>'
        f"<div>{b.esc(c.l('date'))} {b.esc(f.date(inv.issue))} {b.esc(c.l('time'))} {t:%H:%M}</div>"
        f'<div>{b.esc(c.l("till"))} {c.rng.randint(1, 6)}</div><div class="hr"></div>'
    )
    items = "".join(
        f'<div class="it">{b.esc(ln.description)}<div class="fl"><span>{f.qty(ln.qty)} x {f.price(ln.price)}</span>'
        f"<span>{f.num(ln.amount)} {letters[ln.rate]}</span></div></div>"
        for ln in inv.lines
    )
    rows = [(c.l("subtotal"), f.money(inv.subtotal), "")]
    if c.loc.country == "US":
        rows.append((b.vat_row_label(c, inv, inv.breakdown[0][0]), f.money(inv.tax), ""))
    else:
        rows.append((c.l("vat"), f.money(inv.tax), ""))
    rows.append((c.l("total"), f.money(inv.total), "grand"))
    vat = "".join(
        f"<tr><td>{letters[r]} {f.rate(r)}</td><td class='r'>{f.num(base)}</td><td class='r'>{f.num(tx)}</td></tr>"
        for r, base, tx in inv.breakdown
    )
    vat_t = (
        f'<table class="vt"><tr><td>{b.esc(c.l("vat"))}</td><td class="r">{b.esc(c.l("base"))}</td>'
        f'<td class="r">{b.esc(c.l("vat"))}</td></tr>{vat}</table>'
    )
    pay = (
        f'<div class="hr"></div><div>{b.esc(c.l("card"))}</div><div>{c.rng.choice(["VISA", "Mastercard", "Maestro"])} '
        f"**** {c.rng.randint(1000, 9999)}</div><div class='hr'></div><div class='c'>{b.esc(c.l('thanks'))}</div>"
    )
    height = 150 + 11 * len(inv.lines)
    css = (
        b.page_rule(
            c,
            inv,
            st,
            size=f"80mm {height}mm",
            margin="6mm 5mm 10mm 5mm",
            counter_box="bottom-center",
            printed_box=None,
        )
        + """
    html { font-size: 8pt; } .c { text-align: center; } .shop { font-size: 1.35em; font-weight: bold; }
    .hr { border-top: 0.8pt dashed #333; margin: 4pt 0; }
    .fl { display: flex; justify-content: space-between; } .it { margin-bottom: 2pt; }
    td { padding: 1pt 0; } tr.grand td { font-weight: bold; font-size: 1.3em; }
    table.vt td { font-size: 0.95em; }
    """
    )
    body = head + items + '<div class="hr"></div>' + b.totals_table(rows) + vat_t + pay
    return b.doc(c, st, css, body, inv.number)
