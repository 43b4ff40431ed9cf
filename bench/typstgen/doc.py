"""One invoice's content, independent of how a layout places it."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from decimal import Decimal

from .labels import LabelSet
from .locales import LOCALES, Locale, NumberStyle, date_styles, number_style
from .model import Amounts, compute, make_line
from .parties import Party, add_vendor_ids, foreign_eu, make_party

TERMS_DAYS = (7, 10, 14, 14, 21, 30, 30, 45, 60)


@dataclass
class Invoice:
    locale: Locale
    labels: LabelSet
    style: NumberStyle
    date_style: str
    vendor: Party
    customer: Party
    number: str
    issue: dt.date
    due: dt.date | None
    po: str | None
    terms: str | None
    amounts: Amounts
    tax_mode: str  # single | two | reverse | us
    print_due: bool  # an amount-payable row is printed
    customer_no: str
    order_date: dt.date | None
    delivery_date: dt.date | None
    prev_balance: Decimal | None
    print_date: dt.date


def _number(loc: Locale, issue: dt.date, rng: random.Random) -> str:
    n = rng.randrange(10, 99999)
    pattern = rng.choice([
        f"{issue.year}-{n:04d}", f"INV-{n:05d}", f"{issue.year}{n:05d}", f"R{issue:%y%m}-{n % 1000:03d}",
        f"F{issue.year}/{n:04d}", f"{n:06d}"])
    if loc.code == "pl_PL" and rng.random() < 0.6:
        pattern = f"FV/{issue.year}/{issue.month:02d}/{n % 1000:03d}"
    if loc.lang == "de" and rng.random() < 0.4:
        pattern = f"RE-{issue.year}-{n:05d}"
    return pattern


def _currency(loc: Locale, rng: random.Random) -> str:
    if loc.code in ("en_GB",) and rng.random() < 0.15:
        return "EUR"
    if loc.code == "pl_PL" and rng.random() < 0.15:
        return "EUR"
    if loc.code in ("de_CH", "fr_CH") and rng.random() < 0.15:
        return "EUR"
    return loc.currency


def _tax_mode(loc: Locale, rng: random.Random) -> str:
    if loc.code == "en_US":
        return "us"
    r = rng.random()
    if r < 0.12 and loc.country not in ("CH", "GB"):
        return "reverse"
    return "two" if r < 0.42 else "single"


def _lines(inv_lang: str, loc: Locale, mode: str, count: int, rng: random.Random) -> list:
    used: set[str] = set()
    if mode == "reverse":
        rates = [Decimal("0.00")]
    elif mode == "two":
        rates = [loc.rates[0], loc.rates[1]]
    else:
        rates = [loc.rates[0] if mode == "single" else rng.choice(loc.rates)]
    lines = [make_line(inv_lang, rng, rng.choice(rates), used) for _ in range(count)]
    if mode == "two" and len({ln.rate for ln in lines}) < 2:
        lines[-1].rate = rates[1] if lines[0].rate == rates[0] else rates[0]
    return lines


def _extras(rng: random.Random) -> dict:
    disc = rng.random()
    return {
        "discount_pct": Decimal(rng.choice(["3", "5", "10", "2.5", "15"])) if disc < 0.15 else None,
        "discount_fixed": Decimal(rng.choice(["25.00", "50.00", "10.00", "75.00"])) if 0.15 <= disc < 0.25 else None,
        "shipping": Decimal(rng.choice(["4.90", "6.95", "12.50", "19.00", "9.99"])) if rng.random() < 0.2 else None,
        "deposit_share": rng.choice([0.3, 0.5, 0.25]) if rng.random() < 0.12 else None,
    }


def build(locale_code: str, rng: random.Random, *, n_lines: int, breaks: set[str]) -> Invoice:
    loc = LOCALES[locale_code]
    labels = LabelSet(loc.lang, loc.code, rng)
    style = number_style(loc, _currency(loc, rng), rng)
    mode = _tax_mode(loc, rng)
    vendor = make_party(loc.code, rng, person=rng.random() < 0.15, country_line=rng.random() < 0.2)
    add_vendor_ids(vendor, rng)
    cust_locale = foreign_eu(loc.country, rng) if mode == "reverse" else loc.code
    customer = make_party(cust_locale, rng, person=mode != "reverse" and rng.random() < 0.3,
                          country_line=mode == "reverse" or rng.random() < 0.1)
    if mode == "reverse" or (loc.code != "en_US" and rng.random() < 0.35):
        add_vendor_ids(customer, rng)
        customer.iban = customer.bic = None
    issue = dt.date(2025, 6, 1) + dt.timedelta(days=rng.randrange(0, 395))
    days = rng.choice(TERMS_DAYS)
    template = rng.choice(labels.text_options("terms_txt"))
    terms = template.format(n=days) if rng.random() < 0.6 else None
    due = issue + dt.timedelta(days=days) if rng.random() < 0.75 else None
    if terms and "{n}" not in template:
        due = None
    if "due_before_issue" in breaks:
        due = issue - dt.timedelta(days=rng.randrange(3, 40))
    lines = _lines(loc.lang, loc, mode, n_lines, rng)
    standard = loc.rates[0] if mode == "two" else lines[0].rate
    amounts = compute(lines, rng, breaks, standard=standard, **_extras(rng))
    return Invoice(
        loc, labels, style, rng.choice(date_styles(loc)), vendor, customer,
        _number(loc, issue, rng), issue, due,
        rng.choice([None, None, f"PO-{rng.randrange(1000, 99999)}", f"45{rng.randrange(10**7, 10**8)}",
                    f"BE{rng.randrange(100000, 999999)}"]),
        terms, amounts, mode, amounts.deposit is not None or rng.random() < 0.8,
        f"{rng.choice(['K', 'C', '', 'D'])}{rng.randrange(10000, 99999)}",
        issue - dt.timedelta(days=rng.randrange(5, 30)) if rng.random() < 0.3 else None,
        issue - dt.timedelta(days=rng.randrange(0, 6)) if rng.random() < 0.35 else None,
        Decimal(rng.randrange(5000, 90000)) / 100 if rng.random() < 0.12 else None,
        issue + dt.timedelta(days=rng.randrange(0, 3)),
    )
