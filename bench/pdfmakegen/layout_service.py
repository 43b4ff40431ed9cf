"""7. Professional services (lawyer/consultant) and 8. Hotel folio with city tax and card payment."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import catalog
import common
import model
import pm

D = Decimal
FIRM = {
    "en": "LLP|Consulting Ltd|& Partners|Advisory LLC",
    "de": "Rechtsanwälte PartG mbB|Steuerberatung|Unternehmensberatung GmbH",
    "fr": "Avocats Associés|Conseil SARL|& Associés",
    "nl": "Advocaten|Advies B.V.|& Partners",
    "es": "Abogados S.L.P.|Consultores S.L.|Asesores",
    "it": "Studio Legale Associato|Consulenza S.r.l.|& Associati",
    "pt": "Advogados, RL|Consultoria Lda.|& Associados",
    "pl": "Kancelaria Prawna sp.k.|Doradztwo sp. z o.o.|i Wspólnicy",
}
HOTEL = "Hotel {c}|{l} Hotel|Hotel {l}|Grand Hotel {c}|Parkhotel {c}|Hotel Restaurant {l}"


def setup_pro(doc) -> None:
    rng = doc.rng
    doc.vendor = model.make_vendor(doc)
    doc.vendor["name"] = f"{doc.fake.last_name()} {rng.choice(FIRM[doc.lang].split('|'))}"
    doc.customer = model.make_customer(doc, business=rng.random() < 0.7)
    n = rng.choice([14, 14, 30])
    model.issue_dates(doc, n if rng.random() < 0.6 else None)
    doc.terms = model.terms_net(doc, n) if rng.random() < 0.85 else doc.lab("terms_receipt")
    rate_h = D(rng.choice([120, 150, 180, 220, 250, 280, 320, 380]))
    day = doc.issue - dt.timedelta(days=rng.randint(25, 40))
    doc.lines = []
    for desc in rng.sample(catalog.items(catalog.PRO, doc.lang), rng.randint(3, 7)):
        day += dt.timedelta(days=rng.randint(1, 5))
        doc.lines.append(
            model.line(
                desc,
                rng.choice(["0.25", "0.5", "0.75", "1", "1.5", "2", "2.25", "3.5", "4"]),
                rate_h,
                doc.std_rate,
                day=day,
                exp=False,
            )
        )
    for desc in rng.sample(catalog.items(catalog.PRO_EXP, doc.lang), rng.randint(0, 2)):
        doc.lines.append(
            model.line(desc, 1, model.price(rng, 12, 240), doc.std_rate, day=None, exp=True)
        )
    doc.number = common.inv_number(doc, rng.choice(["slash", "plain", "dash"]))
    doc.po = (
        f"{rng.choice(['PO', 'REF-', ''])}{rng.randint(1000, 99999)}"
        if rng.random() < 0.4
        else None
    )
    doc.extra.update(
        matter=f"{rng.randint(10, 999)}/{doc.issue.year % 100:02d}", partner=doc.fake.name()
    )


def build_pro(doc) -> dict:
    rng, v, c = doc.rng, doc.vendor, doc.customer
    head = pm.stack(
        [
            pm.t(v["name"], fontSize=16, bold=True, characterSpacing=0.5),
            pm.t(" | ".join(v["lines"] + [v["phone"]]), fontSize=7.5),
            pm.hr(515, "#333333", 0.8),
        ]
    )
    facts = pm.kv(
        [
            (doc.lab("invoice_no"), doc.number),
            (doc.lab("date"), doc.d(doc.issue)),
            (doc.lab("due"), doc.d(doc.due) if doc.due else None),
            (doc.lab("po"), doc.po),
            ("Ref.", doc.extra["matter"]),
        ],
        {"color": "#444444"},
        {},
        width=200,
    )
    client = pm.address_block(
        None, c["name"], c["lines"], [common.vat_line(doc, c)], name_bold=False
    )
    rows = []
    for ln in doc.lines:
        if ln["exp"]:
            rows.append(
                ["", ln["desc"], doc.q(ln["qty"]), doc.up(ln["price"]), doc.m(ln["amount"])]
            )
        else:
            rows.append(
                [
                    doc.d(ln["day"]),
                    ln["desc"],
                    doc.q(ln["qty"]),
                    doc.up(ln["price"]),
                    doc.m(ln["amount"]),
                ]
            )
    table = pm.grid(
        [
            doc.lab("date_col"),
            doc.lab("description"),
            doc.lab("hours"),
            doc.lab("rate"),
            doc.lab("amount"),
        ],
        rows,
        ["auto", "*", "auto", "auto", "auto"],
        ["left", "left", "right", "right", "right"],
        layout="noBorders",
        font_size=7.5,
        header_style={"bold": True, "decoration": "underline"},
    )
    content = [
        head,
        pm.cols([client, facts], margin=[0, 20, 0, 20]),
        pm.t(doc.lab("fees"), bold=True, margin=[0, 0, 0, 4]),
        table,
        common.totals_block(doc, common.totals_rows(doc), 260, font_size=8),
    ]
    if doc.terms:
        content.append(pm.t(doc.terms, fontSize=8, margin=[0, 10, 0, 2]))
    content.append(
        pm.t(" · ".join(common.bank_lines(doc) + [common.vat_line(doc, v) or ""]), fontSize=7.5)
    )
    content.append(
        pm.stack(
            [
                pm.t(doc.lab("signature"), fontSize=8, margin=[0, 26, 0, 18]),
                pm.hr(160, "#000000", 0.5),
                pm.t(doc.extra["partner"], fontSize=8),
            ]
        )
    )
    doc.extra["font"] = rng.choice(["LiberationSerif", "DejaVuSerif", "Lato", "LiberationSans"])
    return common.shell(
        doc, content, font_size=8.5, page_numbers=rng.random() < 0.4, margins=(50, 45, 50, 50)
    )


def setup_hotel(doc) -> None:
    rng = doc.rng
    doc.vendor = model.make_vendor(doc)
    doc.vendor["name"] = rng.choice(HOTEL.split("|")).format(
        c=doc.afake.city(), l=doc.fake.last_name()
    )
    doc.customer = model.make_customer(doc, business=rng.random() < 0.3)
    model.issue_dates(doc, None)
    nights = rng.randint(1, 5)
    doc.extra.update(
        nights=nights,
        arrival=doc.issue - dt.timedelta(days=nights),
        room=str(rng.randint(101, 640)),
        folio=str(rng.randint(100000, 999999)),
        guests=rng.choice([1, 2]),
    )
    plain = doc.is_us or doc.cc == "GB"
    acc_rate = doc.std_rate if plain else doc.reduced_rate()
    names = catalog.items(catalog.HOTEL, doc.lang)
    room = model.price(rng, 69, 260)
    doc.lines = [
        model.line(names[0], 1, room, acc_rate, day=doc.extra["arrival"] + dt.timedelta(days=i))
        for i in range(nights)
    ]
    if rng.random() < 0.7:
        doc.lines.append(
            model.exact_line(
                rng, names[1], nights * doc.extra["guests"], 9, 28, doc.std_rate, day=doc.issue
            )
        )
    for extra in rng.sample(names[2:], rng.randint(0, 2)):
        doc.lines.append(
            model.exact_line(rng, extra, 1, 4, 90, doc.std_rate, day=doc.extra["arrival"])
        )
    if not plain:
        doc.lines.append(
            model.exact_line(
                rng,
                doc.lab("city_tax"),
                nights * doc.extra["guests"],
                1.5,
                5,
                D("0.00"),
                day=doc.issue,
            )
        )
    doc.number = common.inv_number(doc, rng.choice(["plain", "dash", "long"]))
    doc.amount_due_mode = rng.choice(["paid", "paid", "none"])
    doc.extra["paid_label"] = f"{doc.lab('paid_card')} VISA **** {rng.randint(1000, 9999)}"


def build_hotel(doc) -> dict:
    rng, v, c, x = doc.rng, doc.vendor, doc.customer, doc.extra
    rows = [
        [doc.d(ln["day"]), ln["desc"], doc.q(ln["qty"]), doc.up(ln["price"]), doc.m(ln["amount"])]
        for ln in doc.lines
    ]
    table = pm.grid(
        [
            doc.lab("date_col"),
            doc.lab("description"),
            doc.lab("qty"),
            doc.lab("unit_price"),
            doc.lab("amount"),
        ],
        rows,
        ["auto", "*", "auto", "auto", "auto"],
        ["left", "left", "right", "right", "right"],
        font_size=8.5,
        layout=rng.choice(["lightHorizontalLines", "headerLineOnly"]),
    )
    stay = pm.kv(
        [
            (doc.lab("room"), x["room"]),
            (doc.lab("arrival"), doc.d(x["arrival"])),
            (doc.lab("departure"), doc.d(doc.issue)),
            (doc.lab("folio"), x["folio"]),
            (doc.lab("guest"), c["name"]),
            (doc.lab("invoice_no"), doc.number),
            (doc.lab("date"), doc.d(doc.issue)),
        ],
        {"bold": True},
        {},
        width=220,
    )
    rows_t = common.totals_rows(doc, multi_inline=len(doc.breakdown) == 1)
    if doc.amount_due_mode == "none":
        rows_t.append((x["paid_label"], doc.m(-doc.total)))
    content = [
        pm.stack(
            [
                pm.t(v["name"], fontSize=18, bold=True, alignment="center"),
                pm.t(", ".join(v["lines"]) + " · " + v["phone"], alignment="center", fontSize=8),
            ],
            margin=[0, 0, 0, 20],
        ),
        pm.cols([pm.address_block(None, c["name"], c["lines"], [common.vat_line(doc, c)]), stay]),
        pm.t(doc.lab("invoice"), fontSize=14, bold=True, margin=[0, 16, 0, 6]),
        table,
        common.totals_block(doc, rows_t, 240),
    ]
    if len(doc.breakdown) > 1:
        content.append(pm.t(doc.lab("vat_summary"), bold=True, margin=[0, 6, 0, 2]))
        content.append(common.vat_summary(doc))
    content.append(pm.t(doc.lab("thanks"), italics=True, alignment="center", margin=[0, 16, 0, 0]))
    footer = [" · ".join(common.bank_lines(doc)), common.vat_line(doc, v) or "", v["reg"]]
    doc.extra["font"] = rng.choice(["Lato", "OpenSans", "LiberationSerif", "DejaVuSans"])
    return common.shell(doc, content, font_size=9, footer=footer)
