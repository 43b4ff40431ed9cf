"""9. E-invoice visualisation (XRechnung/KSeF/FatturaPA courtesy copy) and 10. Wholesale invoice over 2-3 pages."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import catalog
import common
import model
import pm

D = Decimal
STANDARD = {
    "DE": "XRechnung 3.0",
    "PL": "KSeF FA(2)",
    "IT": "FatturaPA 1.2",
    "FR": "Factur-X EN 16931",
    "AT": "ebInterface 6.1",
}
UNIT_CODES = {"pcs": "C62", "h": "HUR", "kg": "KGM", "m": "MTR"}


def setup_einv(doc) -> None:
    rng = doc.rng
    doc.vendor = model.make_vendor(doc)
    doc.customer = model.make_customer(doc, business=True)
    if not doc.customer["tax_id"] and not doc.is_us:
        import ids

        doc.customer["tax_id"] = ids.printed_vat(ids.vat_id(doc.cc, rng), doc.cc, doc.lang, rng)
    n = rng.choice([14, 30, 30, 60])
    model.issue_dates(doc, n)
    doc.terms = model.terms_net(doc, n)
    two = bool(doc.loc["reduced"]) and not doc.is_us and rng.random() < 0.4
    doc.lines = []
    for i, nm in enumerate(rng.sample(catalog.items(catalog.GOODS, doc.lang), rng.randint(2, 6))):
        unit = rng.choice(["pcs", "pcs", "kg", "m"])
        rate = doc.reduced_rate() if two and i % 2 else doc.std_rate
        doc.lines.append(
            model.exact_line(
                rng, nm, rng.choice([1, 2, 5, 10, 24, 40, 2.5]), 3, 300, rate, unit=UNIT_CODES[unit]
            )
        )
    if not two and rng.random() < 0.3:
        doc.discount = model.price(rng, 5, 60)
    if rng.random() < 0.3:
        doc.shipping = model.price(rng, 8, 40)
    doc.number = common.inv_number(
        doc, "pl" if doc.cc == "PL" else rng.choice(["dash", "slash", "plain"])
    )
    doc.po = (
        f"{rng.choice(['PO-', 'BE', ''])}{rng.randint(10000, 999999)}"
        if rng.random() < 0.7
        else None
    )
    if rng.random() < 0.35:
        doc.amount_due_mode = "deposit"
    doc.extra["leitweg"] = (
        f"{rng.randint(10, 99)}-{rng.randint(10000, 99999)}-{rng.randint(10, 99)}"
    )


def einv_party(doc, title: str, who: dict, bt: dict) -> dict:
    rows = [
        (pm.t(bt["name"], fontSize=6, color="#888888"), who["name"]),
        (pm.t(bt["addr"], fontSize=6, color="#888888"), "\n".join(who["lines"])),
    ]
    if who.get("tax_id"):
        rows.append(
            (pm.t(bt["vat"], fontSize=6, color="#888888"), f"{doc.lab('vat_id')}: {who['tax_id']}")
        )
    body = [[pm.t(title, bold=True, colSpan=2, fillColor="#eeeeee"), {}]] + [
        [k, pm.t(v)] for k, v in rows
    ]
    return {"table": {"widths": [34, "*"], "body": body}, "layout": "lightHorizontalLines"}


def einv_totals(doc) -> list:
    rows = [("BT-106", doc.lab("subtotal"), doc.m(doc.subtotal))]
    if doc.discount:
        rows.append(("BT-107", doc.lab("discount"), doc.m(doc.discount)))
    if doc.shipping:
        rows.append(("BT-108", doc.lab("shipping"), doc.m(doc.shipping)))
    rows.append(
        ("BT-109", doc.lab("net"), doc.m(doc.subtotal - (doc.discount or 0) + (doc.shipping or 0)))
    )
    rows.append(("BT-110", doc.lab("vat"), doc.m(doc.tax)))
    rows.append(("BT-112", doc.lab("total"), doc.mc(doc.total)))
    if doc.amount_due_mode == "deposit":
        rows.append(("BT-113", doc.lab("prepaid"), doc.m(doc.deposit)))
    rows.append(("BT-115", doc.lab("amount_due"), doc.mc(doc.amount_due)))
    return [
        [
            pm.t(a, fontSize=6, color="#888888"),
            pm.t(b),
            pm.t(c, alignment="right", bold=a in ("BT-112", "BT-115")),
        ]
        for a, b, c in rows
    ]


def build_einv(doc) -> dict:
    rng, v, c = doc.rng, doc.vendor, doc.customer
    if doc.amount_due_mode == "deposit":
        doc.deposit = (doc.total * D(rng.choice(["0.2", "0.5"]))).quantize(D("1"))
        doc.amount_due = doc.total - doc.deposit
    std = STANDARD.get(doc.cc, "EN 16931 / Peppol BIS 3.0")
    facts = [
        ("BT-1", doc.lab("invoice_no"), doc.number),
        ("BT-2", doc.lab("date"), doc.d(doc.issue)),
        ("BT-9", doc.lab("due"), doc.d(doc.due) if doc.due else None),
        ("BT-13", doc.lab("po"), doc.po),
        (
            "BT-10",
            "Buyer reference" if doc.lang == "en" else "Leitweg-ID / ref.",
            doc.extra["leitweg"],
        ),
        ("BT-5", "Currency", doc.loc["cur"]),
        ("BT-3", "Type", "380"),
    ]
    fact_tbl = {
        "table": {
            "widths": [34, 110, "*"],
            "body": [
                [pm.t(a, fontSize=6, color="#888888"), b, pm.t(x, bold=True)]
                for a, b, x in facts
                if x
            ],
        },
        "layout": "lightHorizontalLines",
    }
    lines = [
        [
            str(i + 1),
            ln["desc"],
            doc.q(ln["qty"]),
            ln["unit"],
            doc.up(ln["price"]),
            common.vat_cat(doc, ln["rate"]),
            doc.r(ln["rate"]),
            doc.m(ln["amount"]),
        ]
        for i, ln in enumerate(doc.lines)
    ]
    head = [
        "BT-126",
        f"BT-153 {doc.lab('description')}",
        f"BT-129 {doc.lab('qty')}",
        "BT-130",
        f"BT-146 {doc.lab('unit_price')}",
        "BT-151",
        "BT-152",
        f"BT-131 {doc.lab('amount')}",
    ]
    table = pm.grid(
        head,
        lines,
        [30, "*", 40, 30, 55, 30, 35, 60],
        ["left", "left", "right", "left", "right", "center", "right", "right"],
        font_size=7.5,
        header_style={"bold": True, "fontSize": 6.5, "fillColor": "#eeeeee"},
    )
    pay = pm.kv(
        [
            ("BT-81", "58 (SEPA)"),
            ("BT-84 " + doc.lab("iban"), v["iban_fmt"] if v.get("iban") else None),
            ("BT-86 " + doc.lab("bic"), v.get("bic")),
            ("BT-20 " + doc.lab("terms"), doc.terms),
        ],
        {"fontSize": 7, "color": "#666666"},
        {},
    )
    content = [
        pm.t(f"{doc.lab('invoice')} – {doc.lab('copy')}", fontSize=14, bold=True),
        pm.t(std, fontSize=8, color="#666666"),
        pm.cols(
            [
                einv_party(
                    doc, doc.lab("seller"), v, {"name": "BT-27", "addr": "BG-5", "vat": "BT-31"}
                ),
                einv_party(
                    doc, doc.lab("buyer"), c, {"name": "BT-44", "addr": "BG-8", "vat": "BT-48"}
                ),
            ],
            margin=[0, 10, 0, 8],
        ),
        fact_tbl,
        pm.t("BG-25", fontSize=6, color="#888888", margin=[0, 10, 0, 2]),
        table,
        pm.cols(
            [
                pm.stack(
                    [
                        pm.t("BG-23 " + doc.lab("vat_summary"), bold=True, fontSize=8),
                        common.vat_summary(doc, 7.5, True),
                    ]
                ),
                {
                    "table": {"widths": [34, "*", "auto"], "body": einv_totals(doc)},
                    "layout": "lightHorizontalLines",
                },
            ],
            margin=[0, 10, 0, 8],
        ),
        pay,
    ]
    if doc.is_us:
        content.append(pm.t(" · ".join(common.bank_lines(doc)), fontSize=7.5))
    doc.extra["font"] = rng.choice(["DejaVuCond", "LiberationSans", "OpenSans", "LiberationNarrow"])
    return common.shell(doc, content, font_size=8, footer=[f"{v['name']} · {v['reg']}"])


def setup_wholesale(doc) -> None:
    rng = doc.rng
    doc.vendor = model.make_vendor(doc)
    doc.customer = model.make_customer(doc, business=True)
    n = rng.choice([30, 30, 45, 60])
    model.issue_dates(doc, n if rng.random() < 0.6 else None)
    p, d = rng.choice([(2, 10), (3, 8), (2, 14), (1.5, 10)])
    doc.terms = doc.lab("terms_skonto").format(p=doc.q(D(str(p))), d=d, n=n)
    goods, specs = catalog.items(catalog.GOODS, doc.lang), catalog.SPECS.split("|")
    two = bool(doc.loc["reduced"]) and not doc.is_us
    doc.lines, notes = [], []
    count = rng.randint(30, 60)
    note_at = sorted(rng.sample(range(1, count), rng.randint(1, 3)))
    for i in range(count):
        if i == 0 or i in note_at:
            notes.append(
                (
                    i,
                    str(rng.randint(400000, 499999)),
                    doc.issue - dt.timedelta(days=rng.randint(1, 20)),
                )
            )
        rate = doc.reduced_rate() if two and rng.random() < 0.25 else doc.std_rate
        desc = f"{rng.choice(goods)} {rng.choice(specs)}"
        doc.lines.append(
            model.exact_line(
                rng,
                desc,
                rng.choice([1, 2, 3, 5, 6, 10, 12, 20, 25, 50, 100]),
                0.4,
                95,
                rate,
                art=f"{rng.randint(100000, 999999)}",
                unit=doc.unit(rng.choice(["pcs", "pcs", "m", "kg"])),
            )
        )
    if two and len({ln["rate"] for ln in doc.lines}) == 1:
        doc.lines[-1]["rate"] = doc.reduced_rate()
    doc.extra["notes"] = notes
    doc.shipping = model.price(rng, 9, 65) if rng.random() < 0.5 else None
    doc.number = common.inv_number(doc, rng.choice(["plain", "dash", "sap"]))
    doc.po = (
        f"{rng.choice(['B', 'PO', 'EK-'])}{rng.randint(10000, 99999)}"
        if rng.random() < 0.7
        else None
    )


def wholesale_pages(doc, per_page: int) -> list:
    """Item rows in page-sized chunks with 'carried forward' / 'brought forward' rows (distractors)."""
    codes = {
        r: chr(65 + i) for i, r in enumerate(sorted({ln["rate"] for ln in doc.lines}, reverse=True))
    }
    head = [
        doc.lab("article"),
        doc.lab("description"),
        doc.lab("qty"),
        doc.lab("unit"),
        doc.lab("unit_price"),
        "",
        doc.lab("amount"),
    ]
    notes = {i: (no, day) for i, no, day in doc.extra["notes"]}
    out, running, chunk = [], D("0.00"), []
    for i, ln in enumerate(doc.lines):
        if i in notes:
            chunk.append(
                [
                    pm.t(
                        f"{doc.lab('delivery_note')} {notes[i][0]} – {doc.d(notes[i][1])}",
                        italics=True,
                        colSpan=7,
                    ),
                    {},
                    {},
                    {},
                    {},
                    {},
                    {},
                ]
            )
        chunk.append(
            [
                ln["art"],
                ln["desc"],
                doc.q(ln["qty"]),
                ln["unit"],
                doc.up(ln["price"]),
                codes[ln["rate"]],
                doc.m(ln["amount"]),
            ]
        )
        running += ln["amount"]
        if len(chunk) >= per_page and i < len(doc.lines) - 1:
            chunk.append(
                [
                    pm.t(doc.lab("carried_fwd"), bold=True, colSpan=6, alignment="right"),
                    {},
                    {},
                    {},
                    {},
                    {},
                    pm.t(doc.m(running), bold=True, alignment="right"),
                ]
            )
            out.append(chunk)
            chunk = [
                [
                    pm.t(doc.lab("brought_fwd"), bold=True, colSpan=6, alignment="right"),
                    {},
                    {},
                    {},
                    {},
                    {},
                    pm.t(doc.m(running), bold=True, alignment="right"),
                ]
            ]
    out.append(chunk)
    tables = []
    for k, rows in enumerate(out):
        tbl = pm.grid(
            head,
            rows,
            [48, "*", 30, 28, 50, 12, 58],
            ["left", "left", "right", "left", "right", "center", "right"],
            font_size=7.5,
            layout="lightHorizontalLines",
        )
        if k:
            tbl["pageBreak"] = "before"
        tables.append(tbl)
    doc.extra["codes"] = codes
    return tables


def build_wholesale(doc) -> dict:
    rng, v, c = doc.rng, doc.vendor, doc.customer
    head = pm.cols(
        [
            pm.stack(
                [pm.logo(doc, v["name"], 30), pm.t(v["name"], bold=True, fontSize=12)]
                + [pm.t(x, fontSize=8) for x in v["lines"]]
            ),
            pm.stack(
                [
                    pm.t(doc.lab("invoice"), fontSize=18, bold=True, alignment="right"),
                    pm.kv(
                        [
                            (doc.lab("invoice_no"), doc.number),
                            (doc.lab("date"), doc.d(doc.issue)),
                            (doc.lab("due"), doc.d(doc.due) if doc.due else None),
                            (doc.lab("customer_no"), c["number"]),
                            (doc.lab("po"), doc.po),
                        ],
                        {"bold": True},
                        {},
                        widths=("*", "auto"),
                    ),
                ]
            ),
        ]
    )
    bill = pm.address_block(doc.lab("bill_to"), c["name"], c["lines"], [common.vat_line(doc, c)])
    content = [head, pm.cols([bill, pm.t("")], margin=[0, 14, 0, 12])] + wholesale_pages(
        doc, min(rng.randint(22, 28), (len(doc.lines) + 1) // 2)
    )
    content.append(common.totals_block(doc, common.totals_rows(doc, multi_inline=False), 240))
    legend = ", ".join(f"{code} = {doc.r(r)}" for r, code in doc.extra["codes"].items())
    content += [
        pm.t(legend, fontSize=7),
        pm.t(doc.lab("vat_summary"), bold=True, margin=[0, 6, 0, 2]),
        common.vat_summary(doc),
        pm.t(f"{doc.lab('terms')}: {doc.terms}", margin=[0, 8, 0, 0]),
    ]
    footer = [
        " · ".join([v["name"]] + common.bank_lines(doc)),
        " · ".join(x for x in [common.vat_line(doc, v), v["reg"], v["phone"]] if x),
    ]
    doc.extra["font"] = rng.choice(["LiberationNarrow", "DejaVuCond", "LiberationSans", "Lato"])
    return common.shell(doc, content, font_size=8, footer=footer, margins=(36, 36, 36, 56))
