"""Tax rows read by their arithmetic: when the tax the labels gave does not close the total
(net - discount + shipping + tax = total), the rows that prove themselves on the page (a rate,
a base and an amount on one line with base x rate = amount) and together close it."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from itertools import combinations

from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.numbers import CENT, find_money, find_percents
from docproc_pipeline.invoice import TaxRow

# at most this many rates are combined when looking for the set that closes the total
_MAX_RATES = 6


def _rate_times(base: Decimal, rate: Decimal) -> Decimal:
    """The tax of `base` at `rate` percent, rounded to cents as invoices round it."""
    return (base * rate / 100).quantize(CENT, rounding=ROUND_HALF_UP)


def self_checking_rows(ctx: Context) -> list[TaxRow]:
    """A row per rate for every line that prints a rate, a base and an amount where base x
    rate = amount (to the cent): "20 %  2,984.60  596.92", whatever labels or other cells the
    line holds. The first such line of a rate wins; print order."""
    found: dict[Decimal, TaxRow] = {}
    for line in ctx.lines:
        rates = [p for p in find_percents(line.text, ctx.decimal_sep) if 0 < p < 100]
        if not rates:
            continue
        values = [a.value for a in find_money(line.text, ctx.decimal_sep) if a.value > 0]
        for rate in rates:
            if rate in found:
                continue
            for base in values:
                tax = _rate_times(base, rate)
                if tax > 0 and any(abs(tax - v) <= CENT and v != base for v in values):
                    amount = next(v for v in values if abs(tax - v) <= CENT and v != base)
                    found[rate] = TaxRow(rate=rate, base=base, amount=amount)
                    break
    return list(found.values())


def rows_closing_total(
    ctx: Context, tax_due: Decimal, nets: tuple[Decimal, ...]
) -> list[TaxRow] | None:
    """The one set of self-checking rows (see `self_checking_rows`) whose amounts add up to
    `tax_due` (the total less the net, in the invoice's currency) and whose bases add up to one
    of `nets` (the net before or after discount and shipping); None when no set or more than
    one does."""
    if tax_due <= 0:
        return None
    rows = self_checking_rows(ctx)[:_MAX_RATES]
    fitting: list[list[TaxRow]] = []
    for size in range(len(rows), 0, -1):
        for subset in combinations(rows, size):
            amounts = sum((r.amount or Decimal(0) for r in subset), Decimal(0))
            bases = sum((r.base or Decimal(0) for r in subset), Decimal(0))
            slack = CENT * size
            if abs(amounts - tax_due) <= slack and any(abs(bases - n) <= slack for n in nets):
                fitting.append(list(subset))
    return fitting[0] if len(fitting) == 1 else None
