"""Figures of the totals block chosen by the invoice's arithmetic when those read after their
labels do not close it (net - discount + shipping + tax = total): OCR merged a label with the
cells beside it or misread a figure, and another printed figure is the one that closes it.

- `rows_closing_total`: the tax rows that prove themselves on the page (a rate, a base and an
  amount on one line with base x rate = amount) and together close the total;
- `net_or_total_closing`: the net or the total that closes it, printed on a line of its label.
"""

from __future__ import annotations

import re
from decimal import Decimal
from itertools import combinations

from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.hits import Hit
from docproc_pipeline.extract.parse.lines import Line
from docproc_pipeline.extract.parse.numbers import CENT, find_money, find_percents, tax_at
from docproc_pipeline.invoice import InvoiceFields, TaxRow

# at most this many rates are combined when looking for the set that closes the total
_MAX_RATES = 6
# a tax is at most this share of its net (the highest standard VAT rates are under 30 %)
MAX_TAX_SHARE = Decimal("0.3")
# at most this many tax figures (a figure per rate) stand between a net and its total
_MAX_TAX_FIGURES = 3
# a bare figure's cell holds at most this many letters: its currency ("EUR", "Fr.", "CHF")
_CURRENCY_LETTERS = 3


def self_checking_rows(ctx: Context) -> list[TaxRow]:
    """A row per rate for every line that prints a rate, a base and an amount where base x
    rate = amount (to the cent): "20 %  2,984.60  596.92", whatever labels or other cells the
    line holds. The first such line of a rate wins; print order."""
    found: dict[Decimal, TaxRow] = {}
    for line in ctx.lines:
        rates = [p for p in find_percents(line.text, ctx.decimal_sep) if 0 < p < 100]
        if not rates:
            continue
        values = [a.value for a in ctx.find_money(line.text) if a.value > 0]
        for rate in rates:
            if rate in found:
                continue
            for base in values:
                tax = tax_at(base, rate)
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


def _printed_on(ctx: Context, line_indexes: set[int], value: Decimal) -> bool:
    """Whether `value` is printed (to the cent) on one of the given lines."""
    return any(
        abs(a.value - value) <= CENT
        for k in line_indexes
        for a in ctx.find_money(ctx.lines[k].text)
    )


def net_or_total_closing(
    ctx: Context, hits: list[Hit], f: InvoiceFields
) -> tuple[str, Decimal] | None:
    """("subtotal" or "total", its value) when exactly one of the two, given the others as read,
    closes net - discount + shipping + tax = total and that value is printed on a line holding
    one of its labels (a net may also be the sum of the line items). None when the figures
    already close, or when none or both could be the misread one."""
    if f.subtotal is None or f.total is None or f.tax_amount is None:
        return None
    discount, shipping = f.discount or Decimal(0), f.shipping or Decimal(0)
    if abs(f.subtotal - discount + shipping + f.tax_amount - f.total) <= CENT:
        return None
    net = f.total - f.tax_amount + discount - shipping
    total = f.subtotal - discount + shipping + f.tax_amount
    items = sum((i.amount or Decimal(0) for i in f.line_items), Decimal(0))
    found: list[tuple[str, Decimal]] = []
    net_lines = {h.line.index for h in hits if h.field == "subtotal"}
    if net > 0 and (
        _printed_on(ctx, net_lines, net) or (f.line_items and abs(items - net) <= CENT)
    ):
        found.append(("subtotal", net))
    total_lines = {h.line.index for h in hits if h.field in ("total", "amount_due")}
    if total > 0 and _printed_on(ctx, total_lines, total):
        found.append(("total", total))
    return found[0] if len(found) == 1 else None


def _one_digit_apart(a: Decimal, b: Decimal) -> bool:
    """Whether two amounts print the same figure but for one digit (OCR read "6.27" "5.27")."""
    x, y = f"{a:.2f}", f"{b:.2f}"
    return len(x) == len(y) and sum(c != d for c, d in zip(x, y, strict=True)) == 1


def total_misread_by_a_digit(ctx: Context, f: InvoiceFields) -> tuple[str, Decimal] | None:
    """("total", net + tax) on an OCR'd page when the total read is that figure but for one
    digit, and the net and tax prove themselves: the net is the items' sum and the tax its
    rate's share of it (or that figure is printed elsewhere on the page, a tender line). OCR
    misread a digit of the total. None otherwise."""
    if f.subtotal is None or f.total is None or f.tax_amount is None or not f.line_items:
        return None
    if not any(line.ocr for line in ctx.lines):
        return None
    net = f.subtotal - (f.discount or Decimal(0)) + (f.shipping or Decimal(0))
    closing = net + f.tax_amount
    items = sum((i.amount or Decimal(0) for i in f.line_items), Decimal(0))
    if abs(items - f.subtotal) > CENT or not _one_digit_apart(closing, f.total):
        return None
    rated = f.tax_rate is not None and tax_at(net, f.tax_rate) == f.tax_amount
    printed = any(
        a.value == closing for ln in ctx.lines for a in find_money(ln.text, ctx.decimal_sep)
    )
    return ("total", closing) if rated or printed else None


def charge_or_allowance_closing(
    ctx: Context, hits: list[Hit], f: InvoiceFields
) -> tuple[str, Decimal] | None:
    """("shipping" or "discount", its value) when neither was read and the total is the net
    plus tax plus a charge (or less an allowance) printed as the one figure of that value on a
    line between the net's and the total's lines: its label OCR garbled ("Frais: de
    livraison") or no lexicon knows ("Sc. 10%"), but not one of another thing ("Timbre
    fiscal"). None otherwise."""
    if f.subtotal is None or f.total is None or f.tax_amount is None:
        return None
    if f.shipping is not None or f.discount is not None:
        return None
    diff = f.total - f.subtotal - f.tax_amount
    if abs(diff) <= CENT:
        return None
    net_lines = [h.line.index for h in hits if h.field == "subtotal"]
    total_lines = [h.line.index for h in hits if h.field in ("total", "amount_due")]
    if not net_lines or not total_lines:
        return None
    first, last = min(net_lines), max(total_lines)
    # a line labelled as something else ("Timbre fiscal", a stamp duty) holds no charge
    other = {h.line.index for h in hits if h.field == "_x"}
    found = [
        k
        for k in range(first + 1, last)
        if ctx.lines[k].page == ctx.lines[first].page
        and k not in other
        and not _counted_row(ctx.lines[k])
        and any(abs(abs(a.value) - abs(diff)) <= CENT for a in ctx.find_money(ctx.lines[k].text))
    ]
    if len(found) != 1:
        return None
    return ("shipping", diff) if diff > 0 else ("discount", -diff)


def _counted_row(line: Line) -> bool:
    """A row opening with a count in a cell of its own ("48  KOOPZEGELS PREMIUM  4,80"):
    something bought by the piece, no charge on the invoice."""
    return len(line.segments) > 2 and bool(re.fullmatch(r"\d+", line.segments[0].text.strip()))


def net_and_rows_closing_total(
    ctx: Context, total: Decimal, charges: Decimal
) -> tuple[Decimal, list[TaxRow]] | None:
    """(net, rows) when the net read does not close the total but one set of self-checking
    rows does on its own: their bases add up to a net printed on the page, and that net plus
    `charges` (shipping less discount) plus their amounts is the total. None when no set or
    more than one does."""
    rows = self_checking_rows(ctx)[:_MAX_RATES]
    printed = {a.value for ln in ctx.lines for a in ctx.find_money(ln.text)}
    fitting: list[tuple[Decimal, list[TaxRow]]] = []
    for size in range(len(rows), 0, -1):
        for subset in combinations(rows, size):
            bases = sum((r.base or Decimal(0) for r in subset), Decimal(0))
            amounts = sum((r.amount or Decimal(0) for r in subset), Decimal(0))
            if bases in printed and abs(bases + charges + amounts - total) <= CENT * size:
                fitting.append((bases, list(subset)))
    return fitting[0] if len(fitting) == 1 else None


def unlabelled_totals_column(
    ctx: Context, net: Decimal | None, items: Decimal | None = None
) -> tuple[Decimal, tuple[Decimal, ...], Decimal] | None:
    """Net, tax figures and total from a totals column whose labels OCR lost (or whose language
    no lexicon knows): lines under the item table that end in a figure (a card column may share
    the lines); in print order a net, then one tax figure or a run of up to `_MAX_TAX_FIGURES`
    (a figure per rate) right before the total, where net + taxes = total and each tax is at
    most `MAX_TAX_SHARE` of the net; or one tax printed right above its net, both above the
    total. When `net` is known (a labelled net), it must be the first. Of several such sets,
    the one whose net is `items` (the line items' sum); None unless exactly one is left."""
    figures = _bare_figures_under_items(ctx)
    found: set[tuple[Decimal, tuple[Decimal, ...], Decimal]] = set()
    for i, a in enumerate(figures):
        if net is not None and a != net:
            continue
        found.update(_taxes_then_total(figures, i))
        found.update(_tax_above_net(figures, i))
    if len(found) > 1 and items is not None:
        found = {s for s in found if abs(s[0] - items) <= CENT}
    return found.pop() if len(found) == 1 else None


def _taxes_then_total(
    figures: list[Decimal], i: int
) -> set[tuple[Decimal, tuple[Decimal, ...], Decimal]]:
    """The sets of net `figures[i]`, the tax figures after it and the total they close."""
    a = figures[i]
    found: set[tuple[Decimal, tuple[Decimal, ...], Decimal]] = set()
    for t in range(i + 2, len(figures)):
        for j in range(max(i + 1, t - _MAX_TAX_FIGURES), t):
            taxes = tuple(figures[j:t])
            if abs(a + sum(taxes) - figures[t]) <= CENT and all(
                b <= MAX_TAX_SHARE * a for b in taxes
            ):
                found.add((a, taxes, figures[t]))
    return found


def _tax_above_net(
    figures: list[Decimal], i: int
) -> set[tuple[Decimal, tuple[Decimal, ...], Decimal]]:
    """The sets of net `figures[i]` whose tax is the figure right above it ("VAT 21 %  189.00"
    over "Net  900.00") and a total after both that they close."""
    a = figures[i]
    if i < 1 or not 0 < figures[i - 1] <= MAX_TAX_SHARE * a:
        return set()
    tax = figures[i - 1]
    return {(a, (tax,), t) for t in figures[i + 1 :] if abs(a + tax - t) <= CENT}


def total_printed_twice(ctx: Context, total: Decimal) -> bool:
    """Whether the bare figures under the items print `total` on two lines in a row: the total
    and, under it, the amount payable whose label OCR lost with the others."""
    figures = _bare_figures_under_items(ctx)
    return any(a == b == total for a, b in zip(figures, figures[1:], strict=False))


def _bare_figures_under_items(ctx: Context) -> list[Decimal]:
    """The figures that end the lines under the last item row, on its page, in print order."""
    if not ctx.lines:
        return []
    # the last item row (a line of cells); lines the table claimed after it may be totals
    rows = [k for k in ctx.table_lines if len(ctx.lines[k].segments) >= 3]
    below = max(rows or ctx.table_lines, default=-1)
    page = ctx.lines[max(below, 0)].page
    figures: list[Decimal] = []
    for line in ctx.lines[below + 1 :]:
        if line.page != page:
            break
        last = line.segments[-1].text
        amounts = ctx.find_money(last)
        if len(amounts) != 1 or amounts[0].value <= 0:
            continue
        rest = last[: amounts[0].start] + last[amounts[0].end :]
        # a figure with at most its currency ("Fr. 27 900,08", "19 772,84 €")
        if sum(ch.isalpha() for ch in rest) <= _CURRENCY_LETTERS:
            figures.append(amounts[0].value)
    return figures
