"""The invoice as numbers: line items, tax rows and totals, with optional rule breaks."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

from .catalog import ITEMS

CENT = Decimal("0.01")
RULES = ("due_before_issue", "line_amount", "line_sum", "tax_rate", "total")


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Line:
    desc: str
    unit: str  # unit kind, see catalog.UNITS
    qty: Decimal
    price: Decimal
    rate: Decimal
    amount: Decimal = Decimal(0)


@dataclass
class TaxRow:
    rate: Decimal
    base: Decimal
    amount: Decimal


@dataclass
class Amounts:
    lines: list[Line]
    subtotal: Decimal
    discount: Decimal | None
    discount_pct: Decimal | None
    shipping: Decimal | None
    rows: list[TaxRow]
    tax: Decimal
    total: Decimal
    deposit: Decimal | None
    breaks: set[str] = field(default_factory=set)

    @property
    def due(self) -> Decimal:
        return self.total - (self.deposit or Decimal(0))

    @property
    def single_rate(self) -> Decimal | None:
        return self.rows[0].rate if len(self.rows) == 1 else None


def _quantity(kind: str, rng: random.Random, small_price: bool) -> Decimal:
    if small_price:
        return Decimal(rng.choice([100, 200, 250, 500, 1000, 1500, 2000]))
    if kind == "h":
        return Decimal(rng.choice(["1", "2", "2.5", "3", "4", "0.75", "6.5", "7.25", "8", "12",
                                   "16", "1.5", "10"]))
    if kind == "m2":
        return Decimal(rng.choice(["12.5", "36.25", "8", "22.75", "14", "48.5", "6.25"]))
    if kind in ("m", "kg"):
        return Decimal(rng.choice(["5", "12", "25", "40.5", "7.5", "18"]))
    if kind in ("flat",):
        return Decimal(1)
    if kind in ("day", "month"):
        return Decimal(rng.choice(["1", "2", "3", "0.5", "5", "12", "6"]))
    return Decimal(rng.choice(["1", "2", "3", "4", "5", "6", "10", "12", "20", "24", "50"]))


def make_line(lang: str, rng: random.Random, rate: Decimal, used: set[str],
              scale: float = 1.0) -> Line:
    items = [it for it in ITEMS[lang] if it[0] not in used] or list(ITEMS[lang])
    desc, kind, low, high = rng.choice(items)
    used.add(desc)
    small = high < 1
    qty = _quantity(kind, rng, small)
    for attempt in range(60):
        if attempt == 30 and not small:  # give up on the fraction, keep the price search
            qty = max(Decimal(1), qty.to_integral_value(rounding=ROUND_HALF_UP))
        raw = rng.uniform(low, high) * (1.0 if small else scale)
        price = Decimal(f"{raw:.3f}") if small else Decimal(f"{raw:.2f}")
        if not small and attempt < 5 and rng.random() < 0.3:
            price = Decimal(round(raw) or 1).quantize(CENT)
        product = qty * price
        if price > 0 and product == product.quantize(CENT):
            return Line(desc, kind, qty, price, rate, cents(product))
    return Line(desc, kind, Decimal(1), price, rate, price)


def _tax_rows(lines: list[Line], subtotal: Decimal, discount: Decimal,
              shipping: Decimal, standard: Decimal) -> list[TaxRow]:
    groups: dict[Decimal, Decimal] = {}
    for line in lines:
        groups[line.rate] = groups.get(line.rate, Decimal(0)) + line.amount
    groups.setdefault(standard, Decimal(0))
    rates = sorted(groups, reverse=True)
    rows: list[TaxRow] = []
    left = discount
    for rate in rates[1:]:
        share = cents(discount * groups[rate] / subtotal) if subtotal else Decimal(0)
        left -= share
        rows.append(TaxRow(rate, groups[rate] - share, Decimal(0)))
    rows.insert(0, TaxRow(rates[0], groups[rates[0]] - left + shipping, Decimal(0)))
    rows = [r for r in rows if r.base != 0 or r.rate == standard]
    for r in rows:
        r.amount = cents(r.base * r.rate / 100)
    return rows


def _delta(rng: random.Random, scale: Decimal) -> Decimal:
    """A visible error: at least one currency unit, more on larger amounts."""
    step = max(Decimal("1.00"), cents(abs(scale) * Decimal("0.03")))
    return cents(step * rng.choice([1, 2, 3, 10]) + Decimal(rng.choice(["0", "0.10", "0.90"])))


def _sign(rng: random.Random) -> int:
    return rng.choice([1, -1])


def compute(lines: list[Line], rng: random.Random, breaks: set[str], *, standard: Decimal,
            discount_pct: Decimal | None, discount_fixed: Decimal | None,
            shipping: Decimal | None, deposit_share: float | None) -> Amounts:
    """Sum the lines into totals; each rule in `breaks` is broken in the printed numbers."""
    if "line_amount" in breaks:
        victim = rng.choice(lines)
        victim.amount = cents(victim.amount + _delta(rng, victim.amount))
    subtotal = sum((ln.amount for ln in lines), Decimal(0))
    if "line_sum" in breaks:
        subtotal += _sign(rng) * _delta(rng, subtotal)
    discount = None
    if discount_pct is not None:
        discount = cents(subtotal * discount_pct / 100)
    elif discount_fixed is not None:
        discount = min(discount_fixed, cents(subtotal / 4))
    rows = _tax_rows(lines, subtotal, discount or Decimal(0), shipping or Decimal(0), standard)
    tax = sum((r.amount for r in rows), Decimal(0))
    if "tax_rate" in breaks:
        tax += _sign(rng) * _delta(rng, max(tax, Decimal(20)))
        if len(rows) == 1:
            rows[0].amount = tax
    total = subtotal - (discount or 0) + (shipping or 0) + tax
    if "total" in breaks:
        total += _sign(rng) * _delta(rng, total)
    deposit = None
    if deposit_share:
        deposit = cents(Decimal(round(float(total) * deposit_share / 50) * 50))
        deposit = deposit if Decimal(0) < deposit < total else None
    return Amounts(lines, subtotal, discount, discount_pct if discount else None, shipping,
                   rows, tax, total, deposit, set(breaks))
