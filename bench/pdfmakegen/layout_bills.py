"""3. Utility bill (2-3 pages) and 4. Telecom/ISP monthly bill (account summary + details)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import catalog
import common
import model
import pm

D = Decimal


def _period(doc, months: int) -> tuple[dt.date, dt.date]:
    end = doc.issue.replace(day=1) - dt.timedelta(days=1)
    start = end
    for _ in range(months):
        start = start.replace(day=1) - dt.timedelta(days=1)
    return start + dt.timedelta(days=1), end


def setup_utility(doc) -> None:
    rng = doc.rng
    doc.vendor = model.make_vendor(doc)
    doc.customer = model.make_customer(doc, business=False)
    model.issue_dates(doc, rng.choice([14, 14, 21, 30]))
    months = rng.choice([1, 2, 3, 12])
    doc.extra["period"] = _period(doc, months)
    rate = doc.reduced_rate() if doc.cc in ("GB", "IT") else doc.std_rate
    kwh = rng.randint(15, 60) * 10 * months
    names = catalog.items(catalog.UTILITY, doc.lang)
    kwh_u = doc.unit("kwh")
    split = rng.random() < 0.5
    doc.lines = [
        model.exact_line(rng, doc.lab("standing"), months, 6, 18, rate, unit=doc.unit("month"))
    ]
    if split:
        day = (kwh * 6 // 10) // 10 * 10
        doc.lines.append(model.exact_line(rng, names[0], day, 0.22, 0.38, rate, 3, unit=kwh_u))
        doc.lines.append(
            model.exact_line(rng, names[1], kwh - day, 0.15, 0.26, rate, 3, unit=kwh_u)
        )
    else:
        doc.lines.append(
            model.exact_line(rng, names[rng.choice([0, 2])], kwh, 0.18, 0.36, rate, 3, unit=kwh_u)
        )
    doc.lines.append(
        model.exact_line(rng, doc.lab("network"), kwh, 0.06, 0.11, rate, 3, unit=kwh_u)
    )
    doc.lines.append(
        model.exact_line(rng, doc.lab("energy_tax"), kwh, 0.010, 0.025, rate, 3, unit=kwh_u)
    )
    doc.number = common.inv_number(doc, rng.choice(["long", "plain", "sap"]))
    doc.extra.update(
        kwh=kwh,
        meter=f"{rng.randint(1, 9)}{rng.choice('ABEL')}{rng.randint(10**7, 10**8 - 1)}",
        contract=f"{rng.randint(10**9, 10**10 - 1)}",
        reading=rng.randint(10000, 90000),
        prev_balance=model.price(rng, 40, 300),
    )
    if rng.random() < 0.6:
        doc.amount_due_mode = "deposit"
        doc.extra["deposit_pending"] = months
    doc.terms = model.terms_net(doc, 14) if rng.random() < 0.4 else None


def utility_deposit(doc) -> None:
    """Monthly payments on account already made (deducted); set after the total is known."""
    if doc.amount_due_mode == "deposit":
        doc.deposit = (doc.total * D("0.85")).quantize(D("1"))
        doc.amount_due = doc.total - doc.deposit


def utility_page1(doc) -> list:
    v, c, x = doc.vendor, doc.customer, doc.extra
    start, end = x["period"]
    head = pm.cols(
        [
            pm.stack([pm.logo(doc, v["name"]), pm.t(v["name"], bold=True, fontSize=13)]),
            pm.stack([pm.t(y, alignment="right") for y in v["lines"] + [v["phone"]]]),
        ]
    )
    window = pm.address_block(None, c["name"], c["lines"], title_style=None)
    facts = pm.kv(
        [
            (doc.lab("invoice_no"), doc.number),
            (doc.lab("date"), doc.d(doc.issue)),
            (doc.lab("customer_no"), c["number"]),
            (doc.lab("contract_no"), x["contract"]),
            (doc.lab("meter_no"), x["meter"]),
            (doc.lab("period"), f"{doc.d(start)} – {doc.d(end)}"),
        ],
        {"color": "#555555"},
        {"bold": True},
    )
    due = doc.amount_due if doc.amount_due is not None else doc.total
    hero = pm.stack(
        [
            pm.t(doc.lab("amount_due"), fontSize=10),
            pm.t(doc.mc(due), fontSize=24, bold=True),
            pm.t(f"{doc.lab('due')}: {doc.d(doc.due)}", bold=True),
        ],
        margin=[0, 20, 0, 10],
    )
    prev = pm.kv(
        [
            (doc.lab("previous_balance"), doc.m(x["prev_balance"])),
            (doc.lab("payment_received"), doc.m(-x["prev_balance"])),
        ],
        {"color": "#777777"},
        {"color": "#777777"},
        margin=[0, 6, 0, 6],
    )
    summary = pm.totals(
        common.totals_rows(doc, multi_inline=True), widths=["*", "auto"], margin=[0, 6, 220, 0]
    )
    return [
        head,
        pm.cols([window, facts], margin=[0, 30, 0, 10]),
        pm.t(doc.lab("summary"), fontSize=13, bold=True),
        hero,
        prev,
        summary,
    ]


def build_utility(doc) -> dict:
    utility_deposit(doc)
    rng, x = doc.rng, doc.extra
    rows = [
        [ln["desc"], f"{doc.q(ln['qty'])} {ln['unit']}", doc.up(ln["price"]), doc.m(ln["amount"])]
        for ln in doc.lines
    ]
    table = pm.grid(
        [doc.lab("description"), doc.lab("qty"), doc.lab("unit_price"), doc.lab("amount")],
        rows,
        ["*", "auto", "auto", "auto"],
        ["left", "right", "right", "right"],
        font_size=8.5,
    )
    meter = pm.grid(
        [doc.lab("meter_no"), doc.lab("date_col"), "", ""],
        [
            [x["meter"], doc.d(x["period"][0]), str(x["reading"]), ""],
            [
                x["meter"],
                doc.d(x["period"][1]),
                str(x["reading"] + x["kwh"]),
                f"{doc.q(D(x['kwh']))} kWh",
            ],
        ],
        ["*", "auto", "auto", "auto"],
        ["left", "left", "right", "right"],
        font_size=8,
        margin=[0, 0, 0, 12],
    )
    page2 = [
        pm.t(
            doc.lab("consumption"), fontSize=13, bold=True, pageBreak="before", margin=[0, 0, 0, 8]
        ),
        meter,
        table,
        pm.totals(common.totals_rows(doc), widths=["*", "auto"], margin=[200, 10, 0, 0]),
    ]
    if doc.terms:
        page2.append(pm.t(f"{doc.lab('terms')}: {doc.terms}", margin=[0, 10, 0, 0]))
    page2.append(
        pm.stack(
            [pm.t(doc.lab("bank"), bold=True)] + [pm.t(y) for y in common.bank_lines(doc)],
            margin=[0, 12, 0, 0],
        )
    )
    content = utility_page1(doc) + page2
    if rng.random() < 0.6:
        content.append(
            pm.t(
                doc.lab("thanks") + " " + doc.vendor["email"] + " · " + doc.vendor["phone"],
                pageBreak="before",
                fontSize=9,
            )
        )
        content.append(pm.t(common.vat_line(doc, doc.vendor) or "", margin=[0, 6, 0, 0]))
    footer = [doc.vendor["name"], doc.vendor["reg"], common.vat_line(doc, doc.vendor) or ""]
    return common.shell(doc, content, font_size=9, footer=footer, margins=(45, 40, 45, 55))


def setup_telecom(doc) -> None:
    rng = doc.rng
    doc.vendor = model.make_vendor(doc)
    doc.customer = model.make_customer(doc, business=rng.random() < 0.3)
    model.issue_dates(doc, rng.choice([10, 14, 20]))
    start = doc.issue.replace(day=1)
    end = (start + dt.timedelta(days=32)).replace(day=1) - dt.timedelta(days=1)
    doc.extra["period"] = f"{doc.d(start)} – {doc.d(end)}"
    rate = doc.std_rate
    subs = rng.sample(catalog.items(catalog.TELECOM, doc.lang), rng.randint(2, 4))
    doc.lines = [
        model.exact_line(rng, s, 1, 5, 70, rate, group="services", unit=doc.unit("month"))
        for s in subs
    ]
    for s in rng.sample(catalog.items(catalog.TELECOM_ONEOFF, doc.lang), rng.randint(0, 2)):
        doc.lines.append(
            model.exact_line(
                rng, s, rng.choice([1, 1, 2]), 5, 60, rate, group="one_off", unit=doc.unit("pcs")
            )
        )
    if rng.random() < 0.6:
        doc.lines.append(
            model.line(
                doc.lab("credit"),
                1,
                -model.price(rng, 3, 20),
                rate,
                group="one_off",
                unit=doc.unit("pcs"),
            )
        )
    doc.number = common.inv_number(doc, rng.choice(["long", "plain", "dash"]))
    doc.extra.update(
        account=f"{rng.randint(100, 999)}-{rng.randint(100000, 999999)}",
        prev=model.price(rng, 20, 150),
        phone=doc.fake.phone_number(),
    )
    doc.terms = doc.lab("terms_receipt") if rng.random() < 0.3 else None


def telecom_summary(doc) -> list:
    x, c = doc.extra, doc.customer
    rows = [
        (doc.lab("previous_balance"), doc.m(x["prev"])),
        (doc.lab("payment_received"), doc.m(-x["prev"])),
        (doc.lab("balance"), doc.m(D("0.00"))),
        (doc.lab("services"), doc.m(doc.subtotal)),
        (
            common.tax_label(doc, doc.breakdown[0]["rate"])
            if len(doc.breakdown) == 1
            else doc.lab("vat"),
            doc.m(doc.tax),
        ),
        (doc.lab("total"), doc.mc(doc.total), True),
        (doc.lab("amount_due"), doc.mc(doc.amount_due), True),
    ]
    box = pm.totals(rows, widths=["*", "auto"], label_align="left")
    facts = pm.kv(
        [
            (doc.lab("account_no"), x["account"]),
            (doc.lab("invoice_no"), doc.number),
            (doc.lab("date"), doc.d(doc.issue)),
            (doc.lab("period"), x["period"]),
            (doc.lab("due"), doc.d(doc.due) if doc.due else None),
            ("Tel.", x["phone"]),
        ],
        {"bold": True},
        {},
    )
    return [
        pm.cols(
            [pm.address_block(None, c["name"], c["lines"], [common.vat_line(doc, c)]), facts],
            margin=[0, 20, 0, 16],
        ),
        pm.t(doc.lab("summary"), fontSize=14, bold=True, margin=[0, 0, 0, 6]),
        {
            "table": {"widths": ["*"], "body": [[box]]},
            "layout": "lightHorizontalLines",
            "margin": [0, 0, 160, 12],
        },
    ]


def telecom_details(doc) -> list:
    out = [
        pm.t(
            f"{doc.lab('invoice')} {doc.number}",
            fontSize=13,
            bold=True,
            pageBreak="before",
            margin=[0, 0, 0, 8],
        )
    ]
    for group in ("services", "one_off"):
        lines = [ln for ln in doc.lines if ln["group"] == group]
        if not lines:
            continue
        out.append(pm.t(doc.lab(group), bold=True, fontSize=10, margin=[0, 8, 0, 2]))
        rows = []
        for ln in lines:
            desc = (
                pm.stack([pm.t(ln["desc"]), pm.t(doc.extra["period"], fontSize=7, color="#666666")])
                if group == "services"
                else pm.t(ln["desc"])
            )
            rows.append([desc, doc.q(ln["qty"]), doc.up(ln["price"]), doc.m(ln["amount"])])
        out.append(
            pm.grid(
                [doc.lab("description"), doc.lab("qty"), doc.lab("unit_price"), doc.lab("amount")],
                rows,
                ["*", "auto", 70, 70],
                ["left", "right", "right", "right"],
                font_size=8.5,
            )
        )
    out.append(common.totals_block(doc, common.totals_rows(doc, multi_inline=False), 220, 10))
    out.append(pm.t(doc.lab("vat_summary"), bold=True, margin=[0, 8, 0, 2]))
    out.append(common.vat_summary(doc))
    if doc.terms:
        out.append(pm.t(f"{doc.lab('terms')}: {doc.terms}", margin=[0, 8, 0, 0]))
    return out


def build_telecom(doc) -> dict:
    v = doc.vendor
    brand = doc.rng.choice(pm.COLORS)
    band = {
        "table": {
            "widths": ["auto", "*"],
            "body": [
                [
                    pm.logo(doc, v["name"], 30),
                    pm.t(v["name"], color="#ffffff", bold=True, fontSize=16, margin=[0, 6, 0, 0]),
                ]
            ],
        },
        "layout": "noBorders",
        "fillColor": brand,
    }
    band["table"]["body"][0][1]["fillColor"] = brand
    content = (
        [band, pm.t(" · ".join(v["lines"]), fontSize=7.5, margin=[0, 4, 0, 0])]
        + telecom_summary(doc)
        + telecom_details(doc)
    )
    content.append(
        pm.stack(
            [pm.t(doc.lab("bank"), bold=True)] + [pm.t(y) for y in common.bank_lines(doc)],
            margin=[0, 12, 0, 0],
        )
    )
    footer = [v["name"], common.vat_line(doc, v) or "", v["reg"]]
    return common.shell(doc, content, font_size=9, footer=footer)
