"""Assemble one invoice: parties, numbers, dates, options and amounts."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from decimal import Decimal

from . import amounts
from .invoice import Invoice, discount_lines, item_lines, timesheet_lines
from .labels import Labels
from .locales import LOCALES, US_SALES_TAX, LocaleSpec
from .parties import bank_account, company, faker_for, person, tax_id

D = Decimal
EU_NEIGHBOURS = ["DE", "AT", "FR", "BE", "NL", "IT", "ES", "PT", "PL", "IE"]
LOCALE_OF = {"DE": "de_DE", "AT": "de_AT", "FR": "fr_FR", "BE": "nl_BE", "NL": "nl_NL",
             "IT": "it_IT", "ES": "es_ES", "PT": "pt_PT", "PL": "pl_PL", "IE": "en_IE"}


@dataclass(frozen=True)
class LayoutInfo:
    name: str
    min_lines: int
    max_lines: int
    lines_kind: str = "items"  # items | timesheet | discount


def _number(spec: LocaleSpec, rng: random.Random, day: dt.date) -> str:
    n = rng.randint(10, 9999)
    shapes = [f"INV-{day.year}-{n:04d}", f"{day.year}/{n:04d}", f"{day.year % 100}{n:05d}",
              f"A-{rng.randint(10000, 99999)}", f"{rng.randint(100000, 999999)}"]
    if spec.lang == "pl":
        shapes.append(f"FV/{n}/{day.month:02d}/{day.year}")
    if spec.lang == "de":
        shapes.append(f"RE-{day.year}-{n:05d}")
    if spec.lang in ("fr", "es", "pt", "it"):
        shapes.append(f"F{day.year}-{n:03d}")
    return rng.choice(shapes)


def _parties(inv_spec: LocaleSpec, rng: random.Random, seed: int, reverse: bool) -> tuple:
    fake = faker_for(inv_spec, seed)
    vendor = company(inv_spec, fake, rng, with_country=rng.random() < 0.2)
    vendor.tax_id = tax_id(inv_spec.country, rng) if rng.random() < 0.93 else None
    if reverse:
        cc = rng.choice([c for c in EU_NEIGHBOURS if c != inv_spec.country])
        cspec = LOCALES[LOCALE_OF[cc]]
        customer = company(cspec, faker_for(cspec, seed + 1), rng, with_country=True)
        customer.tax_id = tax_id(cc, rng)
    elif rng.random() < 0.25:
        customer = person(inv_spec, fake, rng)
    else:
        customer = company(inv_spec, fake, rng, with_country=False)
        if rng.random() < 0.4 and inv_spec.country != "US":
            customer.tax_id = tax_id(inv_spec.country, rng)
    return vendor, customer


def _dates(inv: Invoice, rng: random.Random) -> None:
    if rng.random() < 0.7:
        inv.due = inv.issued + dt.timedelta(days=rng.choice([7, 10, 14, 30, 30]))
    if rng.random() < 0.6:
        inv.terms = inv.labels["terms_text"]
    if rng.random() < 0.35:
        inv.order_date = inv.issued - dt.timedelta(days=rng.randint(5, 40))
    if rng.random() < 0.35:
        inv.delivery_date = inv.issued - dt.timedelta(days=rng.randint(0, 6))
    if rng.random() < 0.3:
        inv.print_date = inv.issued + dt.timedelta(days=rng.randint(0, 3))


def _lines(inv: Invoice, info: LayoutInfo, rng: random.Random, rates: list[Decimal]) -> None:
    count = rng.randint(info.min_lines, info.max_lines)
    if info.lines_kind == "timesheet":
        start = inv.issued - dt.timedelta(days=40)
        inv.lines = timesheet_lines(inv.spec, rng, start, count, rates[0])
        return
    inv.lines = item_lines(inv.spec, rng, count, rates)
    if info.lines_kind == "discount":
        discount_lines(inv.lines, rng)


def _rates(spec: LocaleSpec, rng: random.Random, reverse: bool) -> tuple[list[Decimal], bool]:
    if reverse:
        return [D(0)], False
    if spec.code == "en_US":
        return [rng.choice(US_SALES_TAX)], True
    if spec.code == "pt_BR":
        return [D(rng.choice(["5", "2", "3"]))], False
    if spec.reduced_rate is not None and rng.random() < 0.35:
        return [spec.std_rate, spec.reduced_rate], False
    return [spec.std_rate], False


def _options(inv: Invoice, info: LayoutInfo, rng: random.Random) -> None:
    roll = rng.random()
    if roll < 0.15:
        inv.discount_pct = D(rng.choice([2, 3, 5, 10]))
    elif roll < 0.25:
        inv.discount = D(rng.choice([10, 20, 25, 50]))
    elif roll < 0.32 and info.lines_kind == "items":
        amounts.add_line_discount(inv, rng)
    if rng.random() < 0.25 and info.lines_kind != "timesheet":
        inv.shipping = D(rng.choice(["4.90", "9.95", "12.50", "15.00", "24.00", "39.90"]))
    if rng.random() < 0.15:
        inv.deposit = D(rng.choice(["0.2", "0.3", "0.5"]))
    inv.show_due_amount = rng.random() < 0.75
    if rng.random() < 0.12:
        inv.previous_balance = D(rng.randint(3000, 250000)) / 100


def build(locale: str, info: LayoutInfo, seed: int, rng: random.Random, rule_break: bool) -> Invoice:
    spec = LOCALES[locale]
    reverse = spec.eu and rng.random() < 0.1
    vendor, customer = _parties(spec, rng, seed, reverse)
    issued = dt.date(2025, 6, 1) + dt.timedelta(days=rng.randint(0, 320))
    labels = Labels(locale, spec.lang, rng)
    inv = Invoice(spec, info.name, labels, vendor, customer, _number(spec, rng, issued), issued, [])
    if spec.country not in ("US", "BR"):
        inv.iban, inv.bic = bank_account(spec.country, rng)
    inv.reverse_charge = reverse
    inv.number_mode = "cell" if rng.random() < 0.6 else "text"
    inv.date_style = rng.choice(spec.date_styles)
    _dates(inv, rng)
    if rng.random() < 0.6:
        inv.po = rng.choice([f"PO-{rng.randint(10000, 99999)}", f"45{rng.randint(10**7, 10**8 - 1)}",
                             f"{rng.choice('BKO')}{rng.randint(100000, 999999)}"])
    if rng.random() < 0.5:
        inv.customer_no = f"{rng.choice(['K', 'C', ''])}{rng.randint(1000, 99999)}"
    rates, inv.sales_tax = _rates(spec, rng, reverse)
    _lines(inv, info, rng, rates)
    _options(inv, info, rng)
    amounts.compute(inv)
    if rule_break:
        amounts.apply_break(inv, amounts.pick_break(rng), rng)
    return inv
