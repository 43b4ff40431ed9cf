"""5. Marketplace/e-shop tax invoice (Amazon-like) and 6. Craftsman invoice (Handwerker-style DIN letter)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import catalog
import common
import model
import pm
import words
from fmt import q2

D = Decimal
BRANDS = ["Nordkauf", "ShopHive", "Marketa", "Kaufhub", "Bazaaro", "Tradely"]


def _market_lines(doc) -> list[dict]:
    rng = doc.rng
    items = catalog.items(catalog.CONSUMER, doc.lang)
    picks = rng.sample(range(len(items)), rng.randint(1, 4))
    two = bool(doc.loc["reduced"]) and not doc.is_us
    out = []
    for i in picks:
        rate = doc.reduced_rate() if (two and i in (3, 5)) else doc.std_rate
        out.append(model.exact_line(rng, items[i], rng.choice([1, 1, 1, 2, 3]), 6, 220, rate))
    return out


def setup_market(doc) -> None:
    """Per-line VAT columns must add up to the per-rate VAT, so lines are re-drawn until they do."""
    rng = doc.rng
    doc.vendor = model.make_vendor(doc)
    doc.vendor["iban"] = None  # paid at checkout: marketplace invoices carry no bank details
    doc.customer = model.make_customer(doc, business=False)
    model.issue_dates(doc, None)
    for _ in range(300):
        doc.lines = _market_lines(doc)
        doc.shipping = model.price(rng, 2, 9) if rng.random() < 0.5 else None
        if _line_tax_ok(doc):
            break
    doc.number = f"{doc.cc}{rng.randint(1, 9)}{''.join(rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(4))}{rng.randint(10000, 99999)}"
    doc.po = (
        f"{rng.randint(100, 999)}-{rng.randint(10**6, 10**7 - 1)}-{rng.randint(10**6, 10**7 - 1)}"
    )
    doc.extra.update(
        brand=rng.choice(BRANDS),
        order_date=doc.issue - dt.timedelta(days=rng.randint(1, 6)),
        ship=model.make_customer(doc, business=False) if rng.random() < 0.5 else None,
    )
    doc.extra["print_due"] = False


def _line_tax_ok(doc) -> bool:
    std = doc.std_rate
    for r in {ln["rate"] for ln in doc.lines}:
        base = sum(ln["amount"] for ln in doc.lines if ln["rate"] == r)
        per_line = sum(q2(ln["amount"] * r / 100) for ln in doc.lines if ln["rate"] == r)
        ship = doc.shipping or D(0)
        if r == std:
            base += ship
            per_line += q2(ship * r / 100)
        if q2(base * r / 100) != per_line:
            return False
    return True


def build_market(doc) -> dict:
    rng, c = doc.rng, doc.customer
    rows = []
    for ln in doc.lines:
        tax = q2(ln["amount"] * ln["rate"] / 100)
        rows.append(
            [
                ln["desc"],
                doc.q(ln["qty"]),
                doc.up(ln["price"]),
                doc.m(ln["amount"]),
                doc.r(ln["rate"]),
                doc.m(tax),
                doc.m(ln["amount"] + tax),
            ]
        )
    if doc.shipping:
        tax = q2(doc.shipping * doc.std_rate / 100)
        rows.append(
            [
                pm.t(doc.lab("shipping"), italics=True),
                "",
                "",
                doc.m(doc.shipping),
                doc.r(doc.std_rate),
                doc.m(tax),
                doc.m(doc.shipping + tax),
            ]
        )
    head = [
        doc.lab("description"),
        doc.lab("qty"),
        doc.lab("unit_price"),
        doc.lab("net"),
        doc.lab("tax_rate_col"),
        doc.lab("tax_amount_col"),
        doc.lab("gross"),
    ]
    items = pm.shade_rows(
        pm.grid(
            head,
            rows,
            ["*", 28, 55, 55, 40, 50, 60],
            ["left"] + ["right"] * 6,
            font_size=8,
            layout="noBorders",
        ),
        "#e8e8e8",
        "#f6f6f6",
    )
    ship = doc.extra["ship"] or c
    addr = pm.cols(
        [
            pm.address_block(
                doc.lab("sold_by"),
                doc.vendor["name"],
                doc.vendor["lines"],
                [common.vat_line(doc, doc.vendor)],
            ),
            pm.address_block(doc.lab("bill_to"), c["name"], c["lines"]),
            pm.address_block(doc.lab("ship_to"), ship["name"], ship["lines"]),
        ],
        margin=[0, 10, 0, 10],
    )
    facts = pm.kv(
        [
            (doc.lab("invoice_no"), doc.number),
            (doc.lab("date"), doc.d(doc.issue)),
            (doc.lab("order_date"), doc.d(doc.extra["order_date"])),
            (doc.lab("order_ref"), doc.po),
        ],
        {"bold": True},
        {},
    )
    content = [
        pm.cols(
            [
                pm.t(doc.extra["brand"], fontSize=20, bold=True, color=rng.choice(pm.COLORS)),
                pm.t(doc.lab("invoice"), fontSize=16, alignment="right"),
            ]
        ),
        facts,
        addr,
        items,
        common.totals_block(doc, common.totals_rows(doc, multi_inline=True), 250),
    ]
    if len(doc.breakdown) > 1:
        content.append(common.vat_summary(doc))
    w = words.amount_words(doc.total, doc.lang, doc.loc["cur"])
    if w:
        content.append(pm.t(f"{doc.lab('amount_words')}: {w}", italics=True, margin=[0, 8, 0, 0]))
    content.append(pm.t(doc.lab("thanks"), margin=[0, 12, 0, 0], color="#555555"))
    return common.shell(
        doc, content, font_size=8.5, footer=[f"{doc.vendor['name']} · {doc.vendor['reg']}"]
    )


def setup_craft(doc) -> None:
    rng = doc.rng
    doc.vendor = model.make_vendor(doc)
    doc.customer = model.make_customer(doc, business=rng.random() < 0.4)
    model.issue_dates(doc, rng.choice([8, 10, 14, 14, 30]))
    doc.terms = model.terms_net(doc, (doc.due - doc.issue).days) if rng.random() < 0.7 else None
    specs = [x.split(":") for x in catalog.items(catalog.CRAFT, doc.lang)]
    rate = doc.std_rate
    doc.lines = []
    m2 = rng.choice([8, 12.5, 14, 18.75, 22, 36.25])
    for i, (desc, unit, kind) in enumerate(specs):
        if rng.random() < 0.25 and i > 1:
            continue
        qty = {
            "m2": m2,
            "h": rng.choice([2, 4.5, 6, 8, 12.5, 16]),
            "m": rng.choice([12, 18.5, 24, 30]),
            "pcs": rng.choice([1, 2, 4, 6, 10]),
        }[unit]
        lo, hi = {"m2": (18, 95), "h": (42, 78), "m": (3, 12), "pcs": (9, 180)}[unit]
        doc.lines.append(
            model.exact_line(
                rng,
                desc,
                qty,
                lo,
                hi,
                rate,
                unit=doc.unit(unit),
                kind=kind,
                group=1 + (i >= 2) + (i >= 4),
            )
        )
    doc.number = common.inv_number(doc, rng.choice(["dash", "plain", "slash"]))
    doc.po = f"{rng.randint(100, 9999)}/{doc.issue.year}" if rng.random() < 0.3 else None
    doc.extra["executed"] = doc.issue - dt.timedelta(days=rng.randint(2, 20))
    doc.amount_due_mode = "deposit" if rng.random() < 0.7 else "total"


def craft_table(doc) -> dict:
    rows, group, n = [], 0, 0
    for ln in doc.lines:
        if ln["group"] != group:
            group, n = ln["group"], 0
            rows.append(
                [
                    pm.t(str(group), bold=True),
                    pm.t(f"{doc.lab('section')} {group}", bold=True),
                    "",
                    "",
                    "",
                    "",
                ]
            )
        n += 1
        rows.append(
            [
                f"{group}.{n}",
                ln["desc"],
                doc.q(ln["qty"]),
                ln["unit"],
                doc.up(ln["price"]),
                doc.m(ln["amount"]),
            ]
        )
    head = [
        doc.lab("pos"),
        doc.lab("description"),
        doc.lab("qty"),
        doc.lab("unit"),
        doc.lab("unit_price"),
        doc.lab("amount"),
    ]
    return pm.grid(
        head,
        rows,
        [30, "*", 40, 35, 60, 65],
        ["left", "left", "right", "left", "right", "right"],
        layout="headerLineOnly",
        font_size=8.5,
    )


def build_craft(doc) -> dict:
    rng, v, c = doc.rng, doc.vendor, doc.customer
    if doc.amount_due_mode == "deposit":
        doc.deposit = D(int(doc.total * D(rng.choice(["0.3", "0.4", "0.5"])) / 100) * 100 or 100)
        doc.amount_due = doc.total - doc.deposit
    sender = pm.t(" · ".join([v["name"]] + v["lines"]), fontSize=6.5, decoration="underline")
    cvat = [pm.t(common.vat_line(doc, c), fontSize=8)] if c["tax_id"] else []
    window = pm.stack(
        [sender, pm.t(c["name"], margin=[0, 4, 0, 0])] + [pm.t(x) for x in c["lines"]] + cvat,
        width=250,
    )
    info = pm.kv(
        [
            (doc.lab("invoice_no"), doc.number),
            (doc.lab("date"), doc.d(doc.issue)),
            (doc.lab("due"), doc.d(doc.due) if doc.due else None),
            (doc.lab("customer_no"), c["number"]),
            (doc.lab("po"), doc.po),
            ("Tel.", v["phone"]),
        ],
        {},
        {},
        width="*",
    )
    letterhead = pm.cols(
        [
            pm.stack(
                [
                    pm.t(v["name"], fontSize=15, bold=True),
                    pm.t(v["lines"][0] + ", " + v["lines"][-1], fontSize=8),
                ]
            ),
            pm.logo(doc, v["name"], 40),
        ],
        margin=[0, 0, 0, 28],
    )
    labour = sum(ln["amount"] for ln in doc.lines if ln["kind"] == "l")
    content = [
        letterhead,
        pm.cols([window, info], margin=[0, 0, 0, 30]),
        pm.t(f"{doc.lab('invoice')} {doc.number}", fontSize=13, bold=True),
        pm.t(f"{doc.lab('execution')}: {doc.d(doc.extra['executed'])}", margin=[0, 4, 0, 10]),
        craft_table(doc),
        common.totals_block(doc, common.totals_rows(doc), 220, 10),
        pm.t(
            f"{doc.lab('labour')}: {doc.m(labour)}",
            fontSize=7.5,
            color="#666666",
            margin=[0, 8, 0, 0],
        ),
    ]
    if doc.terms:
        content.append(pm.t(f"{doc.lab('terms')}: {doc.terms}", margin=[0, 8, 0, 0]))
    content.append(pm.t(doc.lab("thanks"), margin=[0, 6, 0, 0]))
    footer = [" ".join(common.bank_lines(doc)), common.vat_line(doc, v) or "", v["reg"]]
    doc.extra["font"] = rng.choice(["DejaVuSerif", "LiberationSans", "LiberationSerif", "OpenSans"])
    return common.shell(
        doc,
        content,
        font_size=9,
        footer=footer,
        margins=(55, 40, 45, 55),
        page_numbers=rng.random() < 0.5,
    )
