"""Totals, VAT breakdown, deposits and deliberate rule breaks."""

from __future__ import annotations

import datetime as dt
import random
from decimal import Decimal

from .invoice import Invoice, Line, TaxRow
from .money import r2

D = Decimal
BREAKS = [["line_amount"], ["line_sum"], ["total"], ["tax_rate"], ["due_before_issue"],
          ["due_before_issue", "line_sum"], ["line_amount", "total"]]


def add_line_discount(inv: Invoice, rng: random.Random) -> None:
    """A per-line discount printed as its own negative line (qty 1)."""
    target = max(inv.lines, key=lambda li: li.amount)
    pct = D(rng.choice([5, 10, 15]))
    value = r2(target.amount * pct / 100)
    text = inv.labels["line_discount"].format(p=pct, d=target.description)
    idx = inv.lines.index(target) + 1
    inv.lines.insert(idx, Line(text, D(1), "", -value, -value, target.rate))


def compute(inv: Invoice) -> None:
    """Subtotal, tax rows, total and amount due from the lines and the options."""
    inv.subtotal = sum((li.amount for li in inv.lines), D(0))
    if inv.discount_pct is not None:
        inv.discount = r2(inv.subtotal * inv.discount_pct / 100)
    bases: dict[Decimal, Decimal] = {}
    for li in inv.lines:
        bases[li.rate] = bases.get(li.rate, D(0)) + li.amount
    rates = sorted(bases, reverse=True)
    if inv.discount:
        left = inv.discount
        for rate in rates[1:]:
            share = r2(inv.discount * bases[rate] / inv.subtotal)
            bases[rate] -= share
            left -= share
        bases[rates[0]] -= left
    if inv.shipping:
        bases[rates[0]] += inv.shipping
    inv.tax_rows = [TaxRow(rate, bases[rate], r2(bases[rate] * rate / 100)) for rate in rates]
    inv.tax_amount = sum((row.amount for row in inv.tax_rows), D(0))
    net = inv.subtotal - (inv.discount or 0) + (inv.shipping or 0)
    inv.total = net + inv.tax_amount
    if inv.deposit is not None:
        inv.deposit = r2(inv.total * inv.deposit)
        inv.show_due_amount = True
    inv.amount_due = inv.total - (inv.deposit or 0)


def apply_break(inv: Invoice, names: list[str], rng: random.Random) -> None:
    """Make the printed numbers really inconsistent; truth = print, so the rule fires."""
    delta = D(rng.choice(["1.00", "2.00", "5.00", "10.00", "0.90", "3.00"]))
    if "line_amount" in names:
        li = rng.choice([x for x in inv.lines if x.amount > 0])
        li.unit_price += D("0.10")
        if li.list_price is not None:
            li.list_price, li.disc_pct = li.unit_price, D(0)
    if "line_sum" in names:
        li = rng.choice([x for x in inv.lines if x.amount > 0])
        li.unit_price += delta
        li.amount = r2(li.qty * li.unit_price)
    if "total" in names:
        inv.total += delta
        inv.amount_due = (inv.amount_due or inv.total) + delta
    if "tax_rate" in names:
        inv.tax_amount += delta
        inv.total += delta
        inv.amount_due = (inv.amount_due or inv.total) + delta
        if len(inv.tax_rows) == 1:
            inv.tax_rows[0].amount = inv.tax_amount
        else:
            inv.print_tax_total = True
    if "due_before_issue" in names:
        inv.due = inv.issued - dt.timedelta(days=rng.randint(3, 25))
    inv.errors = sorted(names)


def pick_break(rng: random.Random) -> list[str]:
    return list(rng.choice(BREAKS))
