"""Trade layouts: workshop-repair, medical-practice, freight-forwarder, progress-billing."""

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
    page_width,
    party_block,
    setup,
    totals_rows,
    vat_label,
)
from common import LOCALES, make_party, q2
from labels import LABELS
from layouts_office import _meta_rows, long_terms, totals_block
from model import Line, catalog_items, exact_price, net_totals, pick_qty

D = Decimal
GREY = [110, 110, 110]


def _tbl(ctx: Ctx, head: list[str], body: list[list], right_from: int, *, foot=None, theme="grid",
         fill=None, size=None, widths: dict | None = None) -> dict:
    cols = {str(i): {"halign": "right" if i >= right_from else "left"} for i in range(len(head))}
    for k, v in (widths or {}).items():
        cols[str(k)]["cellWidth"] = v
    opts = {"head": [[{"content": h, "styles": {"halign": "right" if i >= right_from else "left"}}
                      for i, h in enumerate(head)]],
            "body": body, "theme": theme, "margin": {"left": 15, "right": 15}, "columnStyles": cols,
            "styles": {"fontSize": size or ctx.size - 0.5, "cellPadding": 1.5, "textColor": [25, 25, 25],
                       "lineColor": [170, 170, 170], "lineWidth": 0.15},
            "headStyles": {"fillColor": fill or [225, 225, 225], "textColor": [20, 20, 20]},
            "footStyles": {"fillColor": [245, 245, 245], "textColor": [20, 20, 20]}, "showHead": "everyPage"}
    if foot:
        opts["foot"] = [foot]
        opts["showFoot"] = "lastPage"
    return TABLE(opts)


def _std(ctx: Ctx) -> Decimal:
    return D(LOCALES[ctx.loc][4][0])


def _letterhead(ctx: Ctx, inv, title: str, subtitle: str | None = None) -> None:
    pw = page_width(ctx)
    items = [*logo(ctx, 15, 0, inv.vendor.name), T(36, inv.vendor.name, 1, size=13, bold=True),
             T(36, [", ".join(inv.vendor.lines), f"{ctx.L('phone')} {inv.vendor.phone} · {inv.vendor.email}"]
               + ([f"{ctx.L('vat_id') if ctx.cc != 'US' else 'EIN'}: {inv.vendor.vat_print}"] if inv.vendor.vat_print else []),
               7, size=7.5, color=GREY, lh=1.3)]
    if subtitle:
        items.append(T(pw - 15, subtitle, 9, size=7.5, color=ctx.accent, align="right"))
    items.append(T(pw - 15, title, 1, size=15, bold=True, align="right"))
    ctx.add(*items, y=14)
    ctx.add(HLINE(15, pw - 15, 0, stroke=ctx.accent, lw=0.5), y=34)


# ------------------------------------------------------------------------------ 4. workshop-repair
def _vin(r) -> str:
    return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def _plate(ctx: Ctx) -> str:
    r = ctx.rng
    L3 = lambda n: "".join(r.choice("ABCDEFGHKLMNPRSTVWXYZ") for _ in range(n))  # noqa: E731
    return {"DE": f"{L3(2)}-{L3(2)} {r.randint(10, 9999)}", "GB": f"{L3(2)}{r.randint(10, 74)} {L3(3)}",
            "FR": f"{L3(2)}-{r.randint(100, 999)}-{L3(2)}", "NL": f"{L3(2)}-{r.randint(100, 999)}-{L3(1)}",
            "IT": f"{L3(2)}{r.randint(100, 999)}{L3(2)}", "ES": f"{r.randint(1000, 9999)} {L3(3)}",
            "PL": f"W{L3(1)} {r.randint(10000, 99999)}"}.get(ctx.cc, f"{L3(2)} {r.randint(100, 9999)}")


def workshop_repair(ctx: Ctx):
    setup(ctx)
    r = ctx.rng
    inv = base_inv(ctx, cust_company=r.random() < 0.4, po_prob=0.15)
    rate = _std(ctx)
    parts, labour = [], []
    for name in catalog_items(r, "parts", ctx.lang, r.randint(2, 4) if ctx.small else r.randint(2, 7)):
        q = pick_qty(r, "small") if "(" not in name else D(r.choice(["4", "4.5", "5", "1.5"]))
        p = exact_price(r, q, 3, 180)
        parts.append(Line(desc=name, qty=q, price=p, amount=q * p, rate=rate,
                          extra={"pn": f"{r.randint(10, 99)}{r.choice('ABCDEFKLMN')}{r.randint(100000, 999999)}"}))
    hour_rate = D(r.choice(["89.00", "96.50", "112.00", "74.00", "128.00", "65.00"]))
    for name in catalog_items(r, "labour", ctx.lang, r.randint(1, 3)):
        q = D(r.choice(["0.5", "1", "1.5", "2", "2.5", "0.75", "1.25", "3"]))
        labour.append(Line(desc=name, qty=q, price=hour_rate, amount=q2(q * hour_rate), rate=rate))
    for ln in labour:
        if ln.qty * ln.price != ln.amount:
            ln.qty = D(int(ln.qty) or 1)
            ln.amount = ln.qty * ln.price
    inv.lines = parts + labour
    net_totals(inv, rate)
    finish(ctx, inv, ["line_amount", "tax_rate", "total", "due_before_issue"])
    _draw_workshop(ctx, inv, parts, labour)
    return inv


def _draw_workshop(ctx: Ctx, inv, parts, labour) -> None:
    r = ctx.rng
    pw = page_width(ctx)
    _letterhead(ctx, inv, r.choice(LABELS["invoice"][ctx.lang]),
                r.choice(["Kfz-Meisterbetrieb", "Service & Repair", "Garage", "Autoservice", "Officina"]))
    veh = [[ctx.L("vehicle"), r.choice(["VW Golf 1.6 TDI", "Ford Focus 1.0", "Renault Clio IV", "Toyota Yaris",
                                        "Fiat Panda 1.2", "Peugeot 308", "Skoda Octavia"])],
           [ctx.L("plate"), _plate(ctx)], [ctx.L("vin"), _vin(r)],
           [ctx.L("mileage"), f"{ctx.num(D(r.randint(8000, 240000)), 0)} km"],
           [ctx.L("first_reg"), ctx.date(dt.date(r.randint(2008, 2023), r.randint(1, 12), r.randint(1, 28)))]]
    ctx.add(T(15, party_block(ctx, inv.customer), 0, lh=1.3),
            KV(pw - 62, pw - 15, _meta_rows(ctx, inv), 0, valAlign="right", boldKeys=False, size=8), y=40)
    ctx.add(RECT(15, 0, pw - 30, 13, fill=[242, 242, 242]),
            KV(18, 45, veh[:3], 1.5, size=7.5, boldKeys=False), KV(110, 140, veh[3:], 1.5, size=7.5, boldKeys=False),
            y=72)
    hp = [ctx.L("part_no"), ctx.L("desc"), ctx.L("qty"), ctx.L("unit_price"), ctx.L("amount")]
    body = [[ln.extra["pn"], ln.desc, ctx.style.qty(ln.qty), ctx.num(ln.price), ctx.num(ln.amount)] for ln in parts]
    st_p = sum(ln.amount for ln in parts)
    ctx.add(T(15, ctx.L("parts"), 0, bold=True, size=ctx.size + 1), y=90)
    ctx.add(_tbl(ctx, hp, body, 2, foot=["", LABELS["section_total"][ctx.lang][0], "", "", ctx.num(st_p)],
                 theme=r.choice(["grid", "striped"])), dy=1)
    hl = [ctx.L("desc"), ctx.L("hours"), ctx.L("hour_rate"), ctx.L("amount")]
    body = [[ln.desc, ctx.style.qty(ln.qty), ctx.num(ln.price), ctx.num(ln.amount)] for ln in labour]
    st_l = sum(ln.amount for ln in labour)
    ctx.add(T(15, ctx.L("labour"), 0, bold=True, size=ctx.size + 1), dy=5, keep=30)
    ctx.add(_tbl(ctx, hl, body, 1, foot=[LABELS["section_total"][ctx.lang][-1], "", "", ctx.num(st_l)],
                 theme=r.choice(["grid", "striped"])), dy=1)
    ctx.add(totals_block(ctx, totals_rows(ctx, inv)), dy=5, keep=35)
    long_terms(ctx, inv)
    ctx.add(T(15, bank_lines(ctx, inv), 0, size=8, lh=1.3), dy=6, keep=20)
    footer_page_numbers(ctx, [f"{inv.vendor.name} · {vat_label(ctx)}: {inv.vendor.vat_print or '-'}"])


# ------------------------------------------------------------------------------ 5. medical-practice
def medical_practice(ctx: Ctx):
    setup(ctx)
    r = ctx.rng
    fk = ctx.fk
    doctor = f"{r.choice(['Dr. med.', 'Dr.', 'Dr. med. dent.', 'Dr'])} {fk.first_name()} {fk.last_name()}"
    cust = make_party(r, fk, ctx.cc, ctx.loc, company=False, vat=False)
    inv = base_inv(ctx, customer=cust, po_prob=0, due_prob=0.7, terms_prob=0.5)
    inv.vendor.name = doctor
    inv.vendor.vat = inv.vendor.vat_print = None if r.random() < 0.6 else inv.vendor.vat
    if inv.vendor.vat is None:
        inv.vendor.vat_print = None
    patient_self = r.random() < 0.4
    patient = cust.name if patient_self else f"{fk.first_name()} {cust.name.split()[-1]}"
    show_fee = r.random() < 0.5
    d0 = inv.issue - dt.timedelta(days=r.randint(10, 40))
    for name in catalog_items(r, "medical", ctx.lang, r.randint(2, 5) if ctx.small else r.randint(3, 9)):
        q = D(r.choice(["1", "1", "1", "2"]))
        fee = exact_price(r, q, 4, 95)
        ln = Line(desc=name, qty=q, price=fee if show_fee else None, amount=q * fee, rate=D("0.00"),
                  extra={"date": d0 + dt.timedelta(days=r.randint(0, 9)), "code": str(r.randint(1, 5855)),
                         "factor": r.choice(["1,0", "1,8", "2,3", "3,5", "1,15"])})
        inv.lines.append(ln)
    inv.lines.sort(key=lambda ln: ln.extra["date"])
    net_totals(inv, D("0.00"))
    printed_tax = r.random() < 0.5
    if not printed_tax:
        inv.subtotal = None
        inv.tax = None
        inv.breakdown = []
        inv.tax_rate_single = None
    finish(ctx, inv, ["line_amount", "due_before_issue"] + (["total", "tax_rate"] if printed_tax else []))
    _draw_medical(ctx, inv, patient, show_fee, printed_tax)
    return inv


def _draw_medical(ctx: Ctx, inv, patient: str, show_fee: bool, printed_tax: bool) -> None:
    r = ctx.rng
    pw = page_width(ctx)
    spec = r.choice({"en": ["General Practice", "Paediatrics"], "de": ["Fachärztin für Allgemeinmedizin", "Innere Medizin"],
                     "fr": ["Médecine générale", "Pédiatrie"], "nl": ["Huisartsenpraktijk"], "es": ["Medicina general"],
                     "it": ["Medicina generale"], "pt": ["Clínica geral"], "pl": ["Medycyna rodzinna"]}[ctx.lang])
    ctx.add(T(pw / 2, inv.vendor.name, 0, size=14, bold=True, align="center"),
            T(pw / 2, [spec, " · ".join(inv.vendor.lines)]
              + ([f"{ctx.L('vat_id')}: {inv.vendor.vat_print}"] if inv.vendor.vat_print else []),
              7, size=8, align="center", color=GREY), y=14)
    ctx.add(T(15, f"{inv.vendor.name} · {inv.vendor.lines[0]}", 0, size=6.5, color=GREY),
            T(15, [inv.customer.name] + inv.customer.lines, 4, lh=1.3),
            KV(pw - 70, pw - 15, _meta_rows(ctx, inv), 0, valAlign="right", boldKeys=False, size=8), y=45)
    dob = dt.date(r.randint(1940, 2020), r.randint(1, 12), r.randint(1, 28))
    ctx.add(RECT(15, 0, pw - 30, 8, fill=[240, 244, 248]),
            T(18, f"{ctx.L('patient')}: {patient}   {ctx.L('dob')}: {ctx.date(dob)}", 2.3, size=8.5), y=78)
    head = [ctx.L("treat_date"), ctx.L("code"), ctx.L("desc"), ctx.L("factor"), ctx.L("qty")]
    head += ([ctx.L("unit_price")] if show_fee else []) + [ctx.L("amount")]
    body = []
    for ln in inv.lines:
        row = [ctx.date(ln.extra["date"]), ln.extra["code"], ln.desc, ln.extra["factor"], ctx.style.qty(ln.qty)]
        body.append(row + ([ctx.num(ln.price)] if show_fee else []) + [ctx.num(ln.amount)])
    ctx.add(_tbl(ctx, head, body, 3, theme=r.choice(["plain", "striped", "grid"]), fill=[235, 240, 245],
                 widths={2: "auto"}), y=90)
    rows = totals_rows(ctx, inv) if printed_tax else [[ctx.L("total"), ctx.money(inv.total), True]]
    ctx.add(totals_block(ctx, rows), dy=5, keep=30)
    note = [r.choice(LABELS["exempt_note"][ctx.lang])]
    if inv.terms and len(inv.terms) > 16:
        note.append(f"{ctx.L('terms')}: {inv.terms}")
    ctx.add(T(15, note, 0, size=8, maxw=175), dy=8)
    ctx.add(T(15, bank_lines(ctx, inv), 0, size=8, lh=1.3), dy=4, keep=20)
    footer_page_numbers(ctx)


# ------------------------------------------------------------------------------ 6. freight-forwarder
def freight_forwarder(ctx: Ctx):
    r = ctx.rng
    home = LOCALES[ctx.loc][3]
    cur = None
    if r.random() < 0.35:
        cur = r.choice([c for c in ["USD", "EUR", "GBP", "CHF"] if c != home])
    setup(ctx, currency=cur)
    inv = base_inv(ctx, po_prob=0.5, currency=cur)
    std = _std(ctx) if ctx.cc != "US" else D("0.00")
    zero = D("0.00")
    names = catalog_items(r, "freight", ctx.lang, r.randint(3, 5) if ctx.small else r.randint(4, 8))
    for i, name in enumerate(names):
        q = D(r.choice(["1", "1", "1", "2", "3"]))
        p = exact_price(r, q, 25, 2400)
        rate = zero if i % 2 == 0 else std
        inv.lines.append(Line(desc=name, qty=q, price=p, amount=q * p, rate=rate))
    if std == zero:
        inv.lines[-1].rate = D("8.875") if ctx.cc == "US" else inv.lines[-1].rate
    net_totals(inv, std)
    finish(ctx, inv, ["line_amount", "line_sum", "tax_rate", "total", "due_before_issue"])
    _draw_freight(ctx, inv)
    return inv


def _draw_freight(ctx: Ctx, inv) -> None:
    r = ctx.rng
    pw = page_width(ctx)
    _letterhead(ctx, inv, r.choice(LABELS["invoice"][ctx.lang]), "Logistics · Forwarding · Customs")
    air = r.random() < 0.5
    ref = (f"{r.randint(100, 999)}-{r.randint(10000000, 99999999)}" if air
           else f"{r.choice(['MAEU', 'MSCU', 'HLCU', 'CMAU'])}{r.randint(100000000, 999999999)}")
    refs = [[ctx.L("awb") if air else ctx.L("bl"), ref]]
    if not air:
        refs.append([ctx.L("container"), f"{r.choice(['TGHU', 'MSKU', 'TCLU', 'CAIU'])}{r.randint(1000000, 9999999)}"])
    refs += [[ctx.L("shipment"), f"S{r.randint(10**7, 10**8 - 1)}"],
             [ctx.L("customs"), f"{inv.issue.year % 100}{ctx.cc}{r.randint(10**13, 10**14 - 1)}"],
             [ctx.L("our_ref"), f"{r.choice(['EXP', 'IMP'])}/{r.randint(1000, 9999)}"]]
    if inv.po:
        refs.append([ctx.L("your_ref"), f"{ctx.fk.last_name()[:3].upper()}-{r.randint(10, 99)}"])
    cargo = [[ctx.L("weight"), f"{ctx.num(D(r.randint(120, 22000)) + D(r.choice(['0.5', '0'])), 1)} kg"],
             [ctx.L("pieces"), str(r.randint(1, 60))],
             [ctx.L("route"), r.choice(["Shanghai – Hamburg", "Rotterdam – New York", "Ningbo – Antwerp",
                                        "Frankfurt – Chicago", "Genova – Valencia", "Gdańsk – Felixstowe"])]]
    ctx.add(T(15, party_block(ctx, inv.customer), 0, lh=1.3),
            KV(pw - 75, pw - 15, _meta_rows(ctx, inv), 0, valAlign="right", boldKeys=False, size=8), y=40)
    ctx.add(RECT(15, 0, pw - 30, 22, stroke=[160, 160, 160]),
            KV(18, 58, refs[:4], 2, size=7.5, boldKeys=False),
            KV(118, 150, refs[4:] + cargo, 2, size=7.5, boldKeys=False), y=72)
    head = [ctx.L("desc"), ctx.L("vat_col"), ctx.L("qty"), ctx.L("unit_price"), f"{ctx.L('amount')} {inv.currency}"]
    body = [[ln.desc, ctx.style.rate(ln.rate) if ln.rate else f"0 % {ctx.L('exempt')}", ctx.style.qty(ln.qty),
             ctx.num(ln.price), ctx.num(ln.amount)] for ln in inv.lines]
    ctx.add(_tbl(ctx, head, body, 1, theme=r.choice(["grid", "striped"]), fill=ctx.accent), y=100)
    ctx.add(totals_block(ctx, totals_rows(ctx, inv, force_tax_total=True)), dy=5, keep=35)
    long_terms(ctx, inv)
    ctx.add(T(15, bank_lines(ctx, inv), 0, size=8, lh=1.3), dy=6, keep=20)
    ctx.add(T(15, r.choice({"en": ["All business is transacted under the standard trading conditions of the forwarder."],
                            "de": ["Wir arbeiten ausschließlich auf Grundlage der ADSp 2017."],
                            "fr": ["Nos prestations sont soumises aux conditions générales de la profession."],
                            "nl": ["Op al onze werkzaamheden zijn de Nederlandse Expeditievoorwaarden van toepassing."],
                            "es": ["Servicios sujetos a las condiciones generales de transitarios."],
                            "it": ["Servizi soggetti alle condizioni generali di spedizione."],
                            "pt": ["Serviços sujeitos às condições gerais dos transitários."],
                            "pl": ["Usługi wykonujemy zgodnie z OPWS."]}[ctx.lang]), 0, size=7, color=GREY), dy=4)
    footer_page_numbers(ctx)


# ------------------------------------------------------------------------------ 7. progress-billing
def progress_billing(ctx: Ctx):
    setup(ctx)
    r = ctx.rng
    inv = base_inv(ctx, po_prob=0.3, due_prob=0.9)
    rate = _std(ctx)
    rows = []
    for name in catalog_items(r, "construction", ctx.lang, r.randint(3, 5) if ctx.small else r.randint(4, 7)):
        contract = D(r.choice(["1", "120", "85.5", "340", "48", "16", "1250"]))
        frac_prev = D(r.choice(["0", "0.2", "0.3", "0.5"]))
        frac_now = frac_prev + D(r.choice(["0.2", "0.25", "0.3", "0.4"]))
        q_prev = (contract * frac_prev).quantize(D("0.01"))
        q_to_date = min(contract, (contract * frac_now).quantize(D("0.01")))
        q_now = q_to_date - q_prev
        if contract == 1:
            q_prev, q_to_date, q_now = D("0"), D("1"), D("1")
        price = exact_price(r, q_now, 12, 4800 if contract == 1 else 140)
        ln = Line(desc=name, qty=q_now.normalize(), price=price, amount=q_now * price, rate=rate,
                  extra={"contract": contract, "to_date": q_to_date, "value_to_date": q2(q_to_date * price)})
        rows.append(ln)
    inv.lines = rows
    net_totals(inv, rate)
    ret_pct = D(r.choice(["5", "10", "5"]))
    retention = q2(inv.total * ret_pct / 100)
    inv.amount_due = inv.total - retention
    finish(ctx, inv, ["line_amount", "tax_rate", "total", "due_before_issue"])
    inv.info["retention"] = (ret_pct, retention)
    _draw_progress(ctx, inv)
    return inv


def _draw_progress(ctx: Ctx, inv) -> None:
    r = ctx.rng
    pw = page_width(ctx)
    ret_pct, retention = inv.info["retention"]
    n_ar = r.randint(2, 7)
    title = f"{ctx.L('progress_title')} {n_ar}" if r.random() < 0.5 else ctx.L("progress_title")
    _letterhead(ctx, inv, title)
    site = f"{ctx.L('project')}: {ctx.fk.street_name()} {r.randint(1, 80)}, {ctx.fk.city()}"
    ctx.add(T(15, party_block(ctx, inv.customer), 0, lh=1.3),
            KV(pw - 72, pw - 15, _meta_rows(ctx, inv) + [[ctx.L("contract_no"), f"{r.randint(2019, 2025)}-{r.randint(10, 999)}"]],
               0, valAlign="right", boldKeys=False, size=8), y=40)
    ctx.add(T(15, site, 0, bold=True), y=74)
    head = ["Pos", ctx.L("desc"), ctx.L("contract_qty"), ctx.L("unit_price"), ctx.L("qty_to_date"),
            ctx.L("amt_to_date"), ctx.L("qty_period"), ctx.L("amt_period")]
    body = []
    for i, ln in enumerate(inv.lines, 1):
        body.append([f"{i:02d}.{r.randint(1, 9)}0", ln.desc, ctx.style.qty(ln.extra["contract"]), ctx.num(ln.price),
                     ctx.style.qty(ln.extra["to_date"]), ctx.num(ln.extra["value_to_date"]),
                     ctx.style.qty(ln.qty), ctx.num(ln.amount)])
    ctx.add(_tbl(ctx, head, body, 2, theme="grid", size=7, widths={1: "auto"}), y=81)
    work = sum(ln.extra["value_to_date"] for ln in inv.lines)
    prev = work - inv.subtotal
    tax_label = ctx.L("tax")
    rows = [[ctx.L("work_to_date"), ctx.money(work)], [ctx.L("less_previous"), ctx.money(-prev)],
            [ctx.L("this_invoice_net"), ctx.money(inv.subtotal), True],
            [f"{tax_label} {ctx.style.rate(inv.breakdown[0][0])}", ctx.money(inv.tax)],
            [ctx.L("total"), ctx.money(inv.total), True],
            [f"{ctx.L('retention')} {ctx.style.rate(ret_pct)}", ctx.money(-retention)],
            [ctx.L("amount_due"), ctx.money(inv.amount_due), True]]
    ctx.add(KV(pw - 100, pw - 15, rows, 0, keyAlign="left", valAlign="right", size=ctx.size), dy=6, keep=45)
    ctx.add(T(15, bank_lines(ctx, inv), 0, size=8, lh=1.3), dy=8, keep=20)
    if inv.terms and len(inv.terms) > 16:
        ctx.add(T(15, f"{ctx.L('terms')}: {inv.terms}", 0, size=8), dy=3)
    footer_page_numbers(ctx, [f"{inv.vendor.name} · {vat_label(ctx)}: {inv.vendor.vat_print or '-'}"])
