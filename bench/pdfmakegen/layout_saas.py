"""1. SaaS card-payment invoice/receipt (Stripe-like) and 2. ERP invoice (Odoo/SAP-like)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import catalog
import common
import model
import pm

D = Decimal
EU = {"DE", "AT", "FR", "BE", "NL", "ES", "IT", "PT", "PL", "IE"}


def setup_saas(doc) -> None:
    rng = doc.rng
    doc.vendor = model.make_vendor(doc)
    if rng.random() < 0.5:
        doc.vendor["lines"].append(doc.country(doc.cc))
    foreign = None
    if doc.cc in EU and rng.random() < 0.4:
        foreign = rng.choice(sorted(EU - {doc.cc}))
        doc.reverse_charge = True
    doc.customer = model.make_customer(doc, business=True, foreign_cc=foreign)
    doc.receipt = rng.random() < 0.5
    model.issue_dates(doc, None if doc.receipt else rng.choice([0, 7, 14, 30]))
    if doc.due == doc.issue:
        doc.due = None
    rate = D("0.00") if doc.reverse_charge else doc.std_rate
    start = doc.issue.replace(day=1)
    end = (start + dt.timedelta(days=32)).replace(day=1)
    doc.extra["period"] = f"{doc.d(start)} – {doc.d(end)}"
    names = rng.sample(catalog.items(catalog.SAAS, doc.lang), rng.randint(1, 4))
    doc.lines = [
        model.exact_line(rng, n, rng.choice([1, 1, 3, 5, 12, 25]), 4, 149, rate) for n in names
    ]
    doc.number = common.inv_number(doc, "stripe")
    if doc.receipt:
        doc.vendor["iban"] = None  # paid by card: no bank details printed
        doc.amount_due_mode = "paid"
        doc.extra.update(paid_label=doc.lab("amount_paid"), due_label=doc.lab("amount_due"))
    if not doc.receipt and rng.random() < 0.3:
        doc.po = f"PO-{rng.randint(1000, 99999)}"


def build_saas(doc) -> dict:
    rng = doc.rng
    title = doc.lab("receipt") if doc.receipt else doc.lab("invoice")
    facts = [(doc.lab("invoice_no"), doc.number), (doc.lab("date"), doc.d(doc.issue))]
    if doc.due:
        facts.append((doc.lab("due"), doc.d(doc.due)))
    if doc.po:
        facts.append((doc.lab("po"), doc.po))
    head = pm.cols([pm.t(title, fontSize=22, bold=True), pm.logo(doc, doc.vendor["name"])])
    seller = pm.address_block(
        None,
        doc.vendor["name"],
        doc.vendor["lines"],
        [doc.vendor["email"], common.vat_line(doc, doc.vendor)],
    )
    buyer = pm.address_block(
        doc.lab("bill_to"),
        doc.customer["name"],
        doc.customer["lines"],
        [common.vat_line(doc, doc.customer)],
    )
    parties = pm.cols(
        [seller, buyer] if rng.random() < 0.7 else [buyer, seller], margin=[0, 14, 0, 14]
    )
    when = doc.d(doc.issue) if doc.receipt else (doc.d(doc.due) if doc.due else "")
    verb = doc.lab("amount_paid") if doc.receipt else doc.lab("amount_due")
    hero = pm.t(
        [
            pm.t(doc.mc(doc.total), bold=True, fontSize=16),
            pm.t(f"  {verb}  {when}", color="#555555"),
        ],
        margin=[0, 0, 0, 12],
    )
    rows = []
    for ln in doc.lines:
        desc = pm.stack([pm.t(ln["desc"]), pm.t(doc.extra["period"], fontSize=7, color="#777777")])
        rows.append([desc, doc.q(ln["qty"]), doc.up(ln["price"]), doc.m(ln["amount"])])
    items = pm.grid(
        [doc.lab("description"), doc.lab("qty"), doc.lab("unit_price"), doc.lab("amount")],
        rows,
        ["*", "auto", "auto", "auto"],
        ["left", "right", "right", "right"],
        header_style={"bold": True, "color": "#555555"},
    )
    tot = common.totals_block(doc, common.totals_rows(doc), 200, 10)
    content = [
        head,
        pm.kv(facts, {"color": "#555555"}, {"bold": True}, margin=[0, 8, 0, 0]),
        parties,
        hero,
        items,
        tot,
    ]
    if doc.reverse_charge:
        content.append(pm.t(doc.lab("reverse_charge"), italics=True, margin=[0, 12, 0, 0]))
    if not doc.receipt:
        content.append(
            pm.stack(
                [pm.t(doc.lab("bank"), bold=True)] + [pm.t(x) for x in common.bank_lines(doc)],
                margin=[0, 14, 0, 0],
            )
        )
    footer = [f"{doc.number} · {doc.mc(doc.total)}", doc.vendor["reg"]]
    return common.shell(doc, content, font_size=rng.choice([8.5, 9, 9.5]), footer=footer)


def setup_erp(doc) -> None:
    rng = doc.rng
    doc.vendor = model.make_vendor(doc)
    doc.customer = model.make_customer(doc, business=True)
    n = rng.choice([14, 21, 30, 30, 45])
    model.issue_dates(doc, n)
    doc.terms = model.terms_net(doc, n) if rng.random() < 0.8 else None
    two = bool(doc.loc["reduced"]) and not doc.is_us and rng.random() < 0.35
    names = rng.sample(catalog.items(catalog.GOODS, doc.lang), rng.randint(3, 8))
    doc.lines = []
    for i, nm in enumerate(names):
        rate = doc.reduced_rate() if two and i % 3 == 2 else doc.std_rate
        qty = rng.choice([1, 2, 4, 5, 10, 12, 20, 25, 50, 2.5, 7.5])
        doc.lines.append(
            model.exact_line(
                rng,
                nm,
                qty,
                2,
                480,
                rate,
                art=f"{rng.choice('ABCEKMRT')}{rng.randint(10000, 99999)}",
            )
        )
    if not two and rng.random() < 0.3:
        doc.discount = model.price(rng, 10, 80)
    doc.number = common.inv_number(doc, rng.choice(["odoo", "sap", "dash"]))
    doc.po = rng.choice(
        [f"PO{rng.randint(10000, 99999)}", f"{rng.randint(4500000000, 4509999999)}", None]
    )
    doc.extra.update(
        so=f"S{rng.randint(10000, 99999)}",
        pay_ref=doc.number.replace("/", "") if rng.random() < 0.6 else doc.number,
    )


def erp_rows(doc, bracket: bool) -> tuple[list, list, list, list]:
    rng = doc.rng
    unit = doc.unit("pcs") if rng.random() < 0.5 else "Units"
    head = [
        doc.lab("description"),
        doc.lab("qty"),
        doc.lab("unit_price"),
        doc.lab("disc_pct"),
        doc.lab("taxes"),
        doc.lab("amount"),
    ]
    widths = ["*", "auto", "auto", "auto", "auto", "auto"]
    aligns = ["left", "right", "right", "right", "left", "right"]
    if not bracket:
        head.insert(0, doc.lab("article"))
        widths.insert(0, "auto")
        aligns.insert(0, "left")
    rows = []
    for ln in doc.lines:
        if bracket:
            ln["desc"] = f"[{ln['art']}] {ln['desc']}"
        row = [
            ln["desc"],
            f"{doc.q(ln['qty'])} {unit}",
            doc.up(ln["price"]),
            doc.m(D("0")),
            common.tax_label(doc, ln["rate"]),
            doc.mc(ln["amount"]) if rng.random() < 0.1 else doc.m(ln["amount"]),
        ]
        if not bracket:
            row.insert(0, ln["art"])
        rows.append(row)
    return head, rows, widths, aligns


def build_erp(doc) -> dict:
    rng = doc.rng
    head, rows, widths, aligns = erp_rows(doc, rng.random() < 0.5)
    v, c = doc.vendor, doc.customer
    top = pm.cols(
        [
            pm.stack(
                [pm.logo(doc, v["name"], 28), pm.t(v["name"], bold=True, margin=[0, 4, 0, 0])]
                + [pm.t(x) for x in v["lines"]]
            ),
            pm.address_block(None, c["name"], c["lines"], [common.vat_line(doc, c)]),
        ],
        margin=[0, 0, 0, 18],
    )
    facts = [
        (doc.lab("date"), doc.d(doc.issue)),
        (doc.lab("due"), doc.d(doc.due) if doc.due else None),
        (doc.lab("order_no"), doc.extra["so"]),
        (doc.lab("po"), doc.po),
        (doc.lab("customer_no"), c["number"]),
    ]
    facts = [f for f in facts if f[1]]
    fact_tbl = pm.grid(
        [f[0] for f in facts],
        [[f[1] for f in facts]],
        ["*"] * len(facts),
        ["left"] * len(facts),
        layout="noBorders",
        header_style={"bold": True, "fontSize": 7.5, "color": "#444444"},
        margin=[0, 6, 0, 12],
    )
    items = pm.grid(
        head,
        rows,
        widths,
        aligns,
        font_size=8,
        layout=rng.choice(["lightHorizontalLines", "headerLineOnly"]),
    )
    tot = common.totals_block(doc, common.totals_rows(doc), 230)
    content = [
        top,
        pm.t(
            f"{doc.lab('invoice')} {doc.number}",
            fontSize=17,
            bold=True,
            color=rng.choice(pm.COLORS),
        ),
        fact_tbl,
        items,
        tot,
    ]
    if len(doc.breakdown) > 1:
        content.append(common.vat_summary(doc))
    if doc.terms:
        content.append(pm.t(f"{doc.lab('terms')}: {doc.terms}", margin=[0, 10, 0, 0]))
    content.append(pm.t(f"{doc.lab('pay_ref')}: {doc.extra['pay_ref']}", margin=[0, 4, 0, 0]))
    footer = [
        " · ".join([v["name"]] + v["lines"]),
        " · ".join(common.bank_lines(doc)),
        " · ".join(x for x in [common.vat_line(doc, v), v["reg"]] if x),
    ]
    return common.shell(doc, content, font_size=8.5, footer=footer, margins=(40, 40, 40, 60))
