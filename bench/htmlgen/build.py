"""Draw one invoice: parties, dates, lines, then amounts (with at most one deliberate rule break)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal

from faker import Faker

from htmlgen import ids
from htmlgen.labels import TERMS
from htmlgen.model import RULES, Invoice, Line, Party, cents, make_lines, make_party


def _reduce(rng: random.Random, inv: Invoice) -> None:
    """Discount, shipping and the tax breakdown; shipping is taxed at the standard rate."""
    spec = inv.spec
    standard = Decimal(0) if inv.reverse_charge else spec.rates[0]
    rates = sorted(
        {Decimal(0) if inv.reverse_charge else ln.rate for ln in inv.lines}, reverse=True
    )
    if len(rates) == 1 and rng.random() < 0.2:
        pct = Decimal(rng.choice([2, 3, 5, 10, 15]))
        inv.discount_pct = pct if rng.random() < 0.6 else None
        inv.discount = cents(inv.subtotal * pct / 100)
    if rng.random() < 0.2:
        inv.shipping = Decimal(
            rng.choice(["4.90", "5.95", "9.50", "12.00", "15.00", "24.99", "49.00"])
        )
    bases: dict[Decimal, Decimal] = {}
    for ln in inv.lines:
        rate = Decimal(0) if inv.reverse_charge else ln.rate
        bases[rate] = bases.get(rate, Decimal(0)) + ln.amount
    if inv.shipping is not None:
        rates = sorted({*rates, standard}, reverse=True)
    printed_gap = inv.subtotal - sum(
        bases.values(), Decimal(0)
    )  # non-zero only for line_sum breaks
    bases[standard] = (
        bases.get(standard, Decimal(0))
        + printed_gap
        - (inv.discount or Decimal(0))
        + (inv.shipping or Decimal(0))
    )
    inv.breakdown = [(r, bases[r], cents(bases[r] * r / 100)) for r in rates]


def compute_amounts(rng: random.Random, inv: Invoice, broken: str | None) -> None:
    """Fill subtotal..total; `broken` names the one rule the printed numbers violate, if any."""
    if broken == "line_amount":
        ln = rng.choice(inv.lines)
        ln.amount += rng.choice([Decimal(1), Decimal(10), Decimal("-0.50"), Decimal(100)])
    inv.subtotal = sum((ln.amount for ln in inv.lines), Decimal(0))
    if broken == "line_sum":
        inv.subtotal += rng.choice([Decimal(10), Decimal("-1.00"), Decimal("0.90"), Decimal(100)])
    _reduce(rng, inv)
    inv.tax_amount = sum((row[2] for row in inv.breakdown), Decimal(0))
    if broken == "tax_rate":
        delta = rng.choice([Decimal("1.00"), Decimal("-0.10"), Decimal("5.00")])
        rate, base, amount = inv.breakdown[0]
        inv.breakdown[0] = (rate, base, amount + delta)
        inv.tax_amount += delta
    net = inv.subtotal - (inv.discount or 0) + (inv.shipping or 0)
    inv.total = net + inv.tax_amount
    if broken == "total":
        inv.total += rng.choice([Decimal(1), Decimal(10), Decimal("-0.01") * 50])
    if rng.random() < 0.12 and inv.total > 100:
        inv.deposit = cents(inv.total * Decimal(rng.choice([20, 30, 50])) / 100)
        inv.show_amount_due = True


def _dates(rng: random.Random, inv_terms_days: int, broken: str | None) -> tuple[date, date]:
    issued = date(2025, 1, 1) + timedelta(days=rng.randint(0, 540))
    due = issued + timedelta(days=inv_terms_days)
    if broken == "due_before_issue":
        due = issued - timedelta(days=rng.choice([1, 3, 10, 30]))
    return issued, due


def choose_break(rng: random.Random, rate_count: int) -> str | None:
    if rng.random() >= 0.08:
        return None
    options = [r for r in RULES if not (r == "tax_rate" and rate_count > 1)]
    return rng.choice(options)


def build_invoice(rng: random.Random, fake: Faker, spec_code: str, max_lines: int) -> Invoice:
    """A complete, self-consistent invoice (or one breaking exactly one rule on purpose)."""
    from htmlgen.locales import LOCALES

    spec = LOCALES[spec_code]
    two_rates = len(spec.rates) > 1 and spec.country != "US" and rng.random() < 0.3
    reverse = spec.eu and not two_rates and rng.random() < 0.1
    broken = choose_break(rng, 2 if two_rates else 1)
    if reverse and broken == "tax_rate":
        broken = "total"
    vendor = make_party(fake, spec, rng, with_tax=spec.country != "US" or rng.random() < 0.4)
    customer_tax = reverse or rng.random() < (0.1 if spec.country == "US" else 0.35)
    customer: Party | None = make_party(fake, spec, rng, with_tax=customer_tax)
    days = rng.choice([7, 10, 14, 14, 30, 30, 45, 60])
    issued, due = _dates(rng, days, broken)
    terms = rng.choice(TERMS[spec.language]).format(days=days) if rng.random() < 0.55 else None
    count = (
        min(max_lines, rng.choice([1, 2, 3, 3, 4, 5, 6, 8]))
        if rng.random() < 0.8
        else rng.randint(min(9, max_lines), max_lines)
    )
    inv = Invoice(
        spec=spec,
        vendor=vendor,
        customer=customer,
        number=ids.invoice_number(rng, issued.year),
        issued=issued,
        due=due if (rng.random() < 0.6 or broken == "due_before_issue") else None,
        po=ids.po_number(rng) if rng.random() < 0.3 else None,
        terms=terms,
        lines=make_lines(rng, spec, count, two_rates),
        reverse_charge=reverse,
        customer_no=str(rng.randint(10000, 99999)),
    )
    if spec.country in ids.IBAN_COUNTRIES:
        inv.iban, inv.bic = ids.iban(rng, spec.country)
    inv.show_amount_due = rng.random() < 0.6
    compute_amounts(rng, inv, broken)
    inv.errors = [broken] if broken else []
    return inv


__all__ = ["Line", "build_invoice"]
