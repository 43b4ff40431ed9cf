"""Office-style A4/Letter layouts: webapp-minimal, statement-summary-top, public-sector, subscription-renewal."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from base import (
    HLINE,
    KV,
    RECT,
    TABLE,
    Ctx,
    T,
    bank_lines,
    base_inv,
    finish,
    footer_page_numbers,
    logo,
    notes_text,
    page_width,
    party_block,
    setup,
    totals_rows,
    vat_label,
)
from common import LOCALES, faker_for, make_party
from labels import LABELS
from model import Line, catalog_items, exact_price, net_totals, pick_qty

D = Decimal


def _lines(ctx: Ctx, domain: str, n: int, lo: float, hi: float, rate: Decimal, qkind: str = "int") -> list[Line]:
    out = []
    for name in catalog_items(ctx.rng, domain, ctx.lang, n):
        q = pick_qty(ctx.rng, qkind)
        p = exact_price(ctx.rng, q, lo, hi)
        out.append(Line(desc=name, qty=q, price=p, amount=q * p, rate=rate))
    return out


def item_table(ctx: Ctx, inv, cols: list[str], *, theme: str = "striped", head_fill=None, sub=None,
               left: float = 15, right: float = 15) -> dict:
    """cols from desc, qty, price, amount, rate; sub = list of grey detail lines."""
    heads = {"desc": ctx.L("desc"), "qty": ctx.L("qty"), "price": ctx.L("unit_price"),
             "amount": ctx.L("amount"), "rate": ctx.L("vat_col"), "pos": "#"}
    body = []
    for i, ln in enumerate(inv.lines):
        row = []
        for c in cols:
            if c == "desc":
                row.append({"content": f"{ln.desc}\n{sub[i]}", "sub": True} if sub else ln.desc)
            elif c == "qty":
                row.append(ctx.style.qty(ln.qty) if ln.qty is not None else "")
            elif c == "price":
                row.append(ctx.num(ln.price, max(2, -ln.price.as_tuple().exponent)) if ln.price is not None else "")
            elif c == "amount":
                row.append(ctx.num(ln.amount))
            elif c == "rate":
                row.append(ctx.style.rate(ln.rate))
            elif c == "pos":
                row.append(str(i + 1))
        body.append(row)
    colstyles = {str(i): {"halign": "left" if c == "desc" else "right"} for i, c in enumerate(cols)}
    colstyles[str(cols.index("desc"))]["cellWidth"] = "auto"
    fill = head_fill or ctx.accent
    head = [{"content": heads[c], "styles": {"halign": "left" if c == "desc" else "right"}} for c in cols]
    opts = {"head": [head], "body": body, "theme": theme,
            "margin": {"left": left, "right": right}, "columnStyles": colstyles,
            "styles": {"fontSize": ctx.size, "cellPadding": 1.8, "textColor": [25, 25, 25]},
            "headStyles": {"fillColor": fill, "textColor": [255, 255, 255]},
            "alternateRowStyles": {"fillColor": [244, 245, 247]}, "showHead": "everyPage"}
    if theme == "plain":
        opts["headStyles"] = {"fillColor": False, "textColor": fill, "lineWidth": {"bottom": 0.4},
                              "lineColor": fill}
    return TABLE(opts)


def totals_block(ctx: Ctx, rows: list[list], *, left_side: bool = False, w: float | None = None) -> dict:
    pw = page_width(ctx)
    if left_side:
        return KV(15, 95, rows, keyAlign="left", valAlign="right", size=ctx.size + 0.5, keep=40)
    return KV(pw - 52, pw - 15, rows, keyAlign="right", valAlign="right", size=ctx.size + 0.5)


def _meta_rows(ctx: Ctx, inv, *, po=True, terms=True) -> list[list[str]]:
    rows = [[ctx.L("invoice_no"), inv.number], [ctx.L("date"), ctx.date(inv.issue)]]
    if inv.due:
        rows.append([ctx.L("due"), ctx.date(inv.due)])
    if po and inv.po:
        rows.append([ctx.L("po"), inv.po])
    if terms and inv.terms and len(inv.terms) <= SHORT_TERMS:
        rows.append([ctx.L("terms"), inv.terms])
    return rows


SHORT_TERMS = 16


def long_terms(ctx: Ctx, inv) -> None:
    """Terms too long for a key/value column go on their own line below the totals."""
    if inv.terms and len(inv.terms) > SHORT_TERMS:
        ctx.add(T(15, f"{ctx.L('terms')}: {inv.terms}", 0, size=ctx.size), dy=5)


def _sub_lines(ctx: Ctx, inv) -> list[str]:
    r = ctx.rng
    out = []
    for _ in inv.lines:
        d1 = inv.issue - dt.timedelta(days=r.randint(20, 60))
        out.append(r.choice([f"Ref. {r.choice('PQRT')}-{r.randint(1000, 9999)}",
                             f"{ctx.date(d1)} – {ctx.date(d1 + dt.timedelta(days=r.randint(3, 25)))}",
                             f"SKU {r.randint(100000, 999999)}"]))
    return out


# ------------------------------------------------------------------------------ 1. webapp-minimal
def webapp_minimal(ctx: Ctx):
    setup(ctx)
    r = ctx.rng
    inv = base_inv(ctx, po_prob=0.6)
    rate = D(ctx.rng.choice(_rates(ctx)[:1] * 3 + _rates(ctx)))
    n = r.randint(2, 5) if ctx.small else r.randint(2, 14)
    inv.lines = _lines(ctx, "webapp", n, 15, 900, rate)
    if r.random() < 0.3:
        inv.discount = (sum(ln.amount for ln in inv.lines) * D(r.choice([5, 10])) / 100).quantize(D("0.01"))
    if r.random() < 0.3:
        inv.shipping = D(r.choice(["9.90", "15.00", "25.00", "4.95"]))
    net_totals(inv, rate)
    paid = None
    if r.random() < 0.4:
        paid = (inv.total * D(r.choice([25, 30, 50])) / 100).quantize(D("0.01"))
        inv.amount_due = inv.total - paid
    finish(ctx, inv, ["line_amount", "line_sum", "tax_rate", "total", "due_before_issue"])
    pw = page_width(ctx)
    title = r.choice(LABELS["invoice"][ctx.lang][:2])
    ctx.add(*logo(ctx, 15, 0, inv.vendor.name), T(pw - 15, title, 0, size=26, align="right", color=[60, 60, 60]),
            T(pw - 15, f"# {inv.number}", 12, size=10, align="right", color=[120, 120, 120]), y=15)
    ctx.add(T(15, party_block(ctx, inv.vendor), 0, size=ctx.size, lh=1.3), y=36)
    cust = inv.customer
    meta = _meta_rows(ctx, inv)
    due_label = ctx.L("amount_due")
    box = [RECT(pw - 95, len(meta) * 5.2 + 1, 80, 7, fill=[236, 236, 236]),
           KV(pw - 52, pw - 17, [[due_label, ctx.money(inv.amount_due), True]], len(meta) * 5.2 + 2.5,
              keyAlign="right", valAlign="right", keyColor=[40, 40, 40])]
    items = [T(15, ctx.L("bill_to"), 0, color=[120, 120, 120], size=ctx.size),
             T(15, [cust.name] + cust.lines + ([f"{ctx.L('vat_id')}: {cust.vat_print}"] if cust.vat_print else []),
               5, lh=1.3, maxw=60),
             KV(pw - 52, pw - 15, meta, 0, keyAlign="right", valAlign="right", boldKeys=False), *box]
    if r.random() < 0.5:
        ship = make_party(r, ctx.fk, ctx.cc, ctx.loc, vat=False)
        items += [T(78, ctx.L("ship_to"), 0, color=[120, 120, 120]), T(78, [ship.name] + ship.lines, 5, lh=1.3, maxw=45)]
    ctx.add(*items, y=68)
    cols = ["desc", "qty", "price", "amount"] if r.random() < 0.7 else ["desc", "price", "qty", "amount"]
    ctx.add(item_table(ctx, inv, cols, theme="striped", head_fill=r.choice([[50, 50, 50], ctx.accent]),
                       sub=_sub_lines(ctx, inv)), y=len(meta) * 5.2 + 88 if len(meta) > 4 else 100)
    ctx.add(totals_block(ctx, totals_rows(ctx, inv, paid=paid)), dy=6, keep=45)
    long_terms(ctx, inv)
    notes = [T(15, ctx.L("notes"), 0, color=[120, 120, 120]), T(15, notes_text(ctx), 5, maxw=120)]
    ctx.add(*notes, dy=8, keep=30)
    ctx.add(T(15, ctx.L("conditions"), 0, color=[120, 120, 120]), T(15, bank_lines(ctx, inv), 5, lh=1.3), dy=4, keep=25)
    footer_page_numbers(ctx)
    return inv


def _rates(ctx: Ctx) -> list[str]:
    from common import LOCALES

    return LOCALES[ctx.loc][4]


# ------------------------------------------------------------------------------ 8. statement-summary-top
def statement_summary_top(ctx: Ctx):
    setup(ctx)
    r = ctx.rng
    inv = base_inv(ctx, due_prob=1.0, po_prob=0.4)
    rates = _rates(ctx)
    multi = ctx.cc != "US" and r.random() < 0.4
    n = r.randint(2, 5) if ctx.small else r.randint(3, 12)
    inv.lines = _lines(ctx, r.choice(["public", "webapp", "subscription"]), n, 5, 600, D(rates[0]))
    if multi:
        for ln in inv.lines[1::2]:
            ln.rate = D(rates[1])
    net_totals(inv, D(rates[0]))
    finish(ctx, inv, ["line_amount", "tax_rate", "total", "due_before_issue"])
    pw = page_width(ctx)
    sidebar = r.random() < 0.5
    x0 = 24 if sidebar else 15
    if sidebar:
        ctx.footer.append({"t": "rect", "x": 0, "y": 0, "w": 9, "h": 297, "fill": ctx.accent})
    cust_no = f"{r.randint(10000, 999999)}"
    ctx.add(T(x0, inv.vendor.name, 0, size=15, bold=True, color=ctx.accent),
            T(pw - 15, r.choice(LABELS["invoice"][ctx.lang]), 1, size=13, align="right", bold=True), y=14)
    light = [min(255, c + 190) for c in ctx.accent]
    summary = [[ctx.L("amount_due"), ctx.money(inv.amount_due), True], [ctx.L("due"), ctx.date(inv.due)],
               [ctx.L("invoice_no"), inv.number], [ctx.L("customer_no"), cust_no]]
    bw = pw - 15 - x0
    cells = [RECT(x0, 0, bw, 24, fill=light, r=2), T(x0 + 4, ctx.L("summary"), 2.5, size=8, color=ctx.accent, bold=True)]
    cw = bw / 4
    for i, (k, v, *_b) in enumerate(summary):
        cells += [T(x0 + 4 + i * cw, k, 9, size=7.5, color=[80, 80, 80]),
                  T(x0 + 4 + i * cw, v, 14, size=12 if i == 0 else 10, bold=True)]
    ctx.add(*cells, y=26)
    ctx.add(T(x0, party_block(ctx, inv.vendor)[1:], 0, size=8, lh=1.3, color=[90, 90, 90]),
            T(x0 + 75, ctx.L("bill_to"), 0, size=8, color=[120, 120, 120]),
            T(x0 + 75, party_block(ctx, inv.customer), 5, lh=1.3),
            KV(pw - 58, pw - 15, [[ctx.L("date"), ctx.date(inv.issue)]] +
               ([[ctx.L("po"), inv.po]] if inv.po else []) +
               ([[ctx.L("terms"), inv.terms]] if inv.terms and len(inv.terms) <= SHORT_TERMS else []),
               0, valAlign="right", boldKeys=False, size=8), y=56)
    cols = ["pos", "desc", "qty", "price"] + (["rate"] if multi else []) + ["amount"]
    ctx.add(item_table(ctx, inv, cols, theme=r.choice(["grid", "striped", "plain"]), left=x0), y=95)
    ctx.add(totals_block(ctx, totals_rows(ctx, inv)), dy=5, keep=40)
    long_terms(ctx, inv)
    ctx.add(T(x0, ctx.L("bank"), 0, bold=True), T(x0, bank_lines(ctx, inv), 5, lh=1.3), dy=8, keep=25)
    footer_page_numbers(ctx, [f"{inv.vendor.name} · {inv.vendor.phone} · {inv.vendor.email}"])
    return inv


# ------------------------------------------------------------------------------ 9. public-sector
BUYER_REFS = {
    "DE": lambda r: f"{r.randint(1, 16):02d}{r.randint(100, 999)}-{r.randint(10000, 99999)}-{r.randint(10, 99)}",
    "IT": lambda r: "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(6)),
    "ES": lambda r: f"L0{r.randint(1000000, 9999999)} / GE0{r.randint(1000000, 9999999)}",
    "FR": lambda r: f"SERV-{r.randint(1000, 9999)}",
    "GB": lambda r: f"NHS-{r.randint(100000, 999999)}",
}


def public_sector(ctx: Ctx):
    setup(ctx)
    r = ctx.rng
    fk = ctx.fk
    city = fk.city()
    body_name = r.choice({
        "en": [f"{city} City Council", f"{city} NHS Foundation Trust", f"Department of Education {city}"],
        "de": [f"Stadt {city}", f"Landratsamt {city}", f"Universität {city}"],
        "fr": [f"Mairie de {city}", f"Conseil départemental {city}", f"Université de {city}"],
        "nl": [f"Gemeente {city}", f"Provincie {city}"], "es": [f"Ayuntamiento de {city}", f"Universidad de {city}"],
        "it": [f"Comune di {city}", f"Università di {city}"], "pt": [f"Câmara Municipal de {city}"],
        "pl": [f"Urząd Miasta {city}", f"Starostwo Powiatowe {city}"]}[ctx.lang])
    cust = make_party(r, fk, ctx.cc, ctx.loc, vat=r.random() < 0.5)
    cust.name = body_name
    inv = base_inv(ctx, customer=cust, po_prob=1.0, due_prob=0.9)
    rates = _rates(ctx)
    n = r.randint(2, 5) if ctx.small else r.randint(3, 16)
    inv.lines = _lines(ctx, "public", n, 3, 1400, D(rates[0]))
    net_totals(inv, D(rates[0]))
    finish(ctx, inv, ["line_amount", "line_sum", "total", "due_before_issue"])
    pw = page_width(ctx)
    ref = BUYER_REFS.get(ctx.cc, lambda rr: f"REF-{rr.randint(100000, 999999)}")(r)
    contract = f"{r.choice(['V', 'K', 'C'])}-{inv.issue.year - 1}-{r.randint(100, 999)}"
    cost = f"{r.randint(1000, 9999)}"
    ctx.add(T(15, party_block(ctx, inv.vendor, vat_label=False), 0, lh=1.3, size=ctx.size),
            T(pw - 15, r.choice(LABELS["invoice"][ctx.lang]), 0, size=18, bold=True, align="right"), y=15)
    ctx.add(T(15, f"{inv.vendor.name} · {inv.vendor.lines[0]}", 0, size=6.5, color=[110, 110, 110]),
            HLINE(15, 95, 3.5, stroke=[150, 150, 150], lw=0.2),
            T(15, party_block(ctx, inv.customer), 5, lh=1.3), y=48)
    refs = [[ctx.L("buyer_ref"), ref], [ctx.L("po"), inv.po], [ctx.L("contract_no"), contract],
            [ctx.L("cost_centre"), cost]] + _meta_rows(ctx, inv, po=False, terms=False)
    ctx.add(KV(pw - 85, pw - 15, refs, 0, valAlign="right", boldKeys=False, size=8), y=48)
    cols = ["pos", "desc", "qty", "price", "amount"]
    ctx.add(item_table(ctx, inv, cols, theme="grid", head_fill=[90, 90, 90]), y=105)
    ctx.add(totals_block(ctx, totals_rows(ctx, inv)), dy=5, keep=35)
    if inv.terms:
        ctx.add(T(15, f"{ctx.L('terms')}: {inv.terms}", 0), dy=6)
    iban = inv.info["iban_obj"]
    bank = bank_lines(ctx, inv)
    brows = [[b.split(": ", 1)[0], b.split(": ", 1)[1]] for b in bank]
    ctx.add(TABLE({"head": [[ctx.L("bank"), ""]], "body": brows, "theme": "grid", "tableWidth": 110,
                   "margin": {"left": 15}, "styles": {"fontSize": 8, "cellPadding": 1.2},
                   "headStyles": {"fillColor": [225, 225, 225], "textColor": [30, 30, 30]}}), dy=5, keep=25)
    ctx.add(T(15, r.choice(LABELS["einvoice"][ctx.lang]), 0, size=7.5, color=[100, 100, 100], maxw=170), dy=4)
    _ = iban
    footer_page_numbers(ctx, [f"{inv.vendor.name} · {vat_label(ctx)}: {inv.vendor.vat_print or '-'}"])
    return inv


# ------------------------------------------------------------------------------ 10. subscription-renewal
def subscription_renewal(ctx: Ctx):
    setup(ctx)
    r = ctx.rng
    inv = base_inv(ctx, due_prob=0.6, po_prob=0.2, terms_prob=0.4)
    rates = _rates(ctx)
    rate = D(rates[0])
    reverse = ctx.cc != "US" and r.random() < 0.2
    if reverse:
        floc = r.choice([x for x in ["de-DE", "fr-FR", "nl-NL", "it-IT", "en-IE"] if x != ctx.loc])
        inv.customer = make_party(r, faker_for(floc, r.randint(0, 10**6)), LOCALES[floc][1], floc,
                                  country_line=True)
        rate = D("0.00")
    n = r.randint(2, 4) if ctx.small else r.randint(2, 7)
    names = catalog_items(r, "subscription", ctx.lang, n)
    lines = []
    for name in names:
        unit = r.choice(["y", "m", "seat"])
        q = D(r.choice(["1", "1", "2", "12", "5", "10", "25"]))
        p = exact_price(r, q, 2, 240)
        start = inv.issue + dt.timedelta(days=r.randint(0, 20))
        end = start + dt.timedelta(days=365 if unit == "y" else 30 * int(min(q, 12)) if unit == "m" else 30)
        desc = name.format(d=ctx.fk.domain_name()) + f" ({ctx.date(start)} – {ctx.date(end)})"
        lines.append(Line(desc=desc, qty=q, price=p, amount=q * p, rate=rate))
    coupon = r.random() < 0.35
    if coupon:
        c = -exact_price(r, D(1), 5, 40)
        lines.append(Line(desc=f"{ctx.L('coupon')} {r.choice(['WELCOME', 'RENEW', 'SAVE'])}{r.randint(10, 30)}",
                          qty=D(1), price=c, amount=c, rate=rate))
    inv.lines = lines
    if not coupon and r.random() < 0.3:
        inv.discount = (sum(ln.amount for ln in lines) * D(r.choice([10, 15, 20])) / 100).quantize(D("0.01"))
    net_totals(inv, rate)
    credit = None
    if r.random() < 0.45:
        credit = min(inv.total, D(r.choice(["10.00", "25.00", "50.00", "5.40"])))
        inv.amount_due = inv.total - credit
    finish(ctx, inv, ["line_amount", "line_sum", "tax_rate", "total"])
    _draw_subscription(ctx, inv, credit, reverse)
    return inv


def _draw_subscription(ctx: Ctx, inv, credit, reverse: bool) -> None:
    r = ctx.rng
    pw = page_width(ctx)
    ctx.add(RECT(0, 0, pw, 28, fill=ctx.accent),
            T(15, inv.vendor.name, 8, size=16, bold=True, color=[255, 255, 255]),
            T(pw - 15, r.choice(LABELS["invoice"][ctx.lang]), 9, size=12, align="right", color=[255, 255, 255]), y=0)
    acct = f"{ctx.L('account')}: {r.choice(['C', 'A', 'U'])}{r.randint(100000, 9999999)}"
    ctx.add(T(15, party_block(ctx, inv.vendor)[1:] + [inv.vendor.email], 0, size=8, lh=1.3, color=[90, 90, 90]),
            T(78, ctx.L("bill_to"), 0, size=8, color=[120, 120, 120]),
            T(78, party_block(ctx, inv.customer) + [acct], 5, lh=1.3, size=ctx.size, maxw=58),
            KV(pw - 72, pw - 15, _meta_rows(ctx, inv), 0, valAlign="right", boldKeys=False, size=8), y=36)
    cols = ["desc", "qty", "price", "amount"]
    ctx.add(item_table(ctx, inv, cols, theme=r.choice(["striped", "plain"])), y=82)
    rows = totals_rows(ctx, inv)
    if credit:
        rows.append([ctx.L("credit"), ctx.money(-credit)])
        rows.append([ctx.L("amount_due"), ctx.money(inv.amount_due), True])
    ctx.add(totals_block(ctx, rows), dy=5, keep=40)
    long_terms(ctx, inv)
    notes = [ctx.L("reverse_charge")] if reverse else []
    notes.append(r.choice({"en": ["Your services renew automatically. Manage your plan in the control panel."],
                           "de": ["Ihre Dienste verlängern sich automatisch. Verwaltung im Kundenportal."],
                           "fr": ["Vos services sont renouvelés automatiquement."],
                           "nl": ["Uw diensten worden automatisch verlengd."],
                           "es": ["Sus servicios se renuevan automáticamente."],
                           "it": ["I servizi si rinnovano automaticamente."],
                           "pt": ["Os seus serviços são renovados automaticamente."],
                           "pl": ["Usługi odnawiają się automatycznie."]}[ctx.lang]))
    ctx.add(T(15, notes, 0, size=8, maxw=175), dy=8)
    ctx.add(T(15, bank_lines(ctx, inv), 0, size=8, lh=1.3), dy=4, keep=20)
    footer_page_numbers(ctx)
