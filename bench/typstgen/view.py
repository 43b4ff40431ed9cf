"""Turn an Invoice into the pre-formatted strings a Typst layout places (sys.inputs.data)."""

from __future__ import annotations

import datetime as dt
import random
from decimal import Decimal
from typing import Any

from .catalog import UNITS
from .doc import Invoice
from .ids import group_iban
from .locales import format_date

FONTS = ("Open Sans", "Liberation Sans", "Liberation Serif", "DejaVu Sans", "Libertinus Serif")
ARTNO = {"en": "SKU", "de": "Art.-Nr.", "fr": "Réf.", "nl": "Art.nr.", "es": "Ref.", "it": "Cod.",
         "pt": "Ref.", "pl": "Indeks"}
TAX_TOTAL = {"en": "Total VAT", "de": "Summe MwSt.", "fr": "Total TVA", "nl": "Totaal btw",
             "es": "Total IVA", "it": "Totale IVA", "pt": "Total IVA", "pl": "Razem VAT"}
ACCENTS = ("#1f4e79", "#2e7d32", "#8e2430", "#37474f", "#5b3f8c", "#00695c", "#9a5b00", "#222222")


def date(inv: Invoice, day: dt.date) -> str:
    return format_date(day, inv.date_style, inv.locale)


def pct(inv: Invoice, rate: Decimal) -> str:
    text = f"{rate.normalize():f}".replace(".", inv.style.decimal)
    return f"{text}%" if inv.locale.lang in ("en", "nl") else f"{text}\u00a0%"


def qty(inv: Invoice, value: Decimal) -> str:
    return inv.style.num(value.normalize() if value != value.to_integral_value() else value.to_integral_value())


def price(inv: Invoice, value: Decimal) -> str:
    places = 3 if value != value.quantize(Decimal("0.01")) else 2
    return inv.style.num(value, places)


def cell(inv: Invoice, key: str, idx: int, rng_seed: int) -> str:
    line = inv.amounts.lines[idx]
    unit = UNITS[inv.locale.lang][line.unit]
    values = {
        "pos": str(idx + 1), "desc": line.desc, "qty": qty(inv, line.qty), "unit": unit,
        "qtyunit": f"{qty(inv, line.qty)} {unit}", "price": price(inv, line.price),
        "vat": pct(inv, line.rate), "amount": inv.style.num(line.amount, 2),
        "artno": f"{(rng_seed * 7919 + idx * 104729) % 90000 + 10000}",
    }
    return values[key]


HEAD_KEYS = {"pos": "pos", "desc": "desc", "qty": "qty", "unit": "unit", "qtyunit": "qty",
             "price": "price", "vat": "vat_col", "amount": "amount"}


def table(inv: Invoice, cols: list[str], seed: int, money_cols: bool = False) -> dict[str, Any]:
    lab = inv.labels
    header = [ARTNO[inv.locale.lang] if c == "artno" else lab[HEAD_KEYS[c]] for c in cols]
    if money_cols:
        header = [f"{h} ({inv.style.symbol})" if c in ("price", "amount") else h
                  for h, c in zip(header, cols, strict=True)]
    align = ["l" if c in ("desc", "artno") else ("c" if c in ("pos", "unit", "vat") else "r")
             for c in cols]
    widths: list[Any] = [4 if c == "desc" else "auto" for c in cols]
    rows = [[cell(inv, c, i, seed) for c in cols] for i in range(len(inv.amounts.lines))]
    return {"header": header, "align": align, "widths": widths, "rows": rows}


def tax_label(inv: Invoice, rate: Decimal, base: Decimal | None = None) -> str:
    lab = inv.labels
    name = lab["sales_tax"] if inv.tax_mode == "us" else lab["vat"]
    text = f"{name} {pct(inv, rate)}"
    if base is not None:
        text += f" ({lab['net']} {inv.style.num(base, 2)})"
    return text


def totals(inv: Invoice, rng: random.Random) -> list[list[Any]]:
    a, lab, m = inv.amounts, inv.labels, inv.style.money
    rows: list[list[Any]] = [[lab["subtotal"], m(a.subtotal), False]]
    if a.discount is not None:
        name = lab["discount"] + (f" {pct(inv, a.discount_pct)}" if a.discount_pct else "")
        rows.append([name, m(-a.discount), False])
    if a.shipping is not None:
        rows.append([lab["shipping"], m(a.shipping), False])
    if len(a.rows) == 1:
        rows.append([tax_label(inv, a.rows[0].rate), m(a.tax), False])
    else:
        for r in a.rows:
            rows.append([tax_label(inv, r.rate, r.base), m(r.amount), False])
        if rng.random() < 0.5:
            rows.append([TAX_TOTAL[inv.locale.lang], m(a.tax), False])
    rows.append([lab["total"], m(a.total), not inv.print_due])
    if a.deposit is not None:
        rows.append([lab["deposit"], m(-a.deposit), False])
    if inv.print_due:
        rows.append([lab["due_amt"], m(a.due), True])
    return rows


def vat_summary(inv: Invoice) -> dict[str, Any]:
    lab, a = inv.labels, inv.amounts
    rows = [[pct(inv, r.rate), inv.style.num(r.base, 2), inv.style.num(r.amount, 2),
             inv.style.num(r.base + r.amount, 2)] for r in a.rows]
    return {"title": lab["vat_summary"],
            "header": [lab["rate"], lab["net"], lab["tax_amt"], lab["total"]], "rows": rows}


def meta(inv: Invoice, rng: random.Random, distractors: bool = True) -> list[list[str]]:
    lab = inv.labels
    out = [[lab["inv_no"], inv.number], [lab["date"], date(inv, inv.issue)]]
    if rng.random() < 0.3:
        out.reverse()
    if inv.due:
        out.append([lab["due"], date(inv, inv.due)])
    if distractors and rng.random() < 0.6:
        out.append([lab["cust_no"], inv.customer_no])
    if inv.po:
        out.append([lab["po"], inv.po])
    if distractors and inv.order_date:
        out.append([lab["order_date"], date(inv, inv.order_date)])
    if distractors and inv.delivery_date:
        out.append([lab["delivery_date"], date(inv, inv.delivery_date)])
    return out


def party(inv: Invoice, p: Any, vendor: bool) -> dict[str, Any]:
    lab = inv.labels
    ids = []
    if p.tax_id:
        key = "ein" if p.country == "US" else "vat_id"
        ids.append(f"{lab[key]}: {p.tax_id}")
    return {"name": p.name, "lines": list(p.lines), "ids": ids,
            "contact": [f"{lab['phone']} {p.phone}", p.email] if vendor else []}


def bank(inv: Invoice, rng: random.Random) -> dict[str, Any]:
    v, lab = inv.vendor, inv.labels
    lines = []
    if v.country == "US":
        lines += [f"ABA routing {rng.randrange(10**8, 10**9)}", f"Account {rng.randrange(10**9, 10**10)}"]
    else:
        iban = group_iban(v.iban) if rng.random() < 0.7 else v.iban
        lines.append(f"IBAN {iban}" if rng.random() < 0.5 else f"IBAN: {iban}")
        if v.bic:
            lines.append(f"BIC: {v.bic}" if rng.random() < 0.5 else f"SWIFT/BIC {v.bic}")
        if v.country == "DE" and rng.random() < 0.3:
            lines.append(f"Kto. {v.iban[12:]} · BLZ {v.iban[4:12]}")
        if v.country == "GB" and rng.random() < 0.5:
            sc = v.iban[8:14]
            lines.append(f"Sort code {sc[:2]}-{sc[2:4]}-{sc[4:]} · Acc. {v.iban[14:]}")
    return {"title": lab["bank"], "lines": lines}


def notes(inv: Invoice, rng: random.Random) -> list[str]:
    lab, out = inv.labels, []
    if inv.terms:
        out.append(f"{lab['terms']}: {inv.terms}")
    if inv.tax_mode == "reverse":
        out.append(lab.text("reverse"))
    if inv.prev_balance is not None:
        day = inv.issue - dt.timedelta(days=rng.randrange(10, 40))
        out.append(lab.text("prev_bal", amt=inv.style.money(inv.prev_balance), date=date(inv, day)))
    if rng.random() < 0.6:
        out.append(lab.text("thanks"))
    return out


def footer(inv: Invoice, rng: random.Random) -> list[str]:
    v, lab = inv.vendor, inv.labels
    other = [s for s in (*inv.locale.numeric_dates, "long") if s != inv.date_style]
    printed = format_date(inv.print_date, rng.choice(other), inv.locale)
    out = [v.name, f"{lab['phone']} {v.phone}"]
    if rng.random() < 0.3:
        out.append(f"{lab['fax']} {v.phone[:-2]}{rng.randrange(10, 99)}")
    out.append(f"{lab['printed']} {printed} {rng.randrange(7, 19):02d}:{rng.randrange(60):02d}")
    return out


def base_data(inv: Invoice, layout: str, rng: random.Random) -> dict[str, Any]:
    lab = inv.labels
    return {
        "layout": layout, "lang": inv.locale.lang, "font": rng.choice(FONTS),
        "size": rng.choice([8.5, 9, 9.5, 10]), "accent": rng.choice(ACCENTS),
        "paper": "us-letter" if inv.locale.code == "en_US" and rng.random() < 0.7 else "a4",
        "title": lab["title"], "number": inv.number,
        "vendor": party(inv, inv.vendor, True), "customer": party(inv, inv.customer, False),
        "from_label": lab["from"], "bill_to": lab["bill_to"], "meta": meta(inv, rng),
        "totals": totals(inv, rng), "vat": vat_summary(inv) if len(inv.amounts.rows) > 1 else None,
        "notes": notes(inv, rng), "bank": bank(inv, rng), "footer": footer(inv, rng),
        "page_label": lab["page"] if rng.random() < 0.6 else None,
    }
