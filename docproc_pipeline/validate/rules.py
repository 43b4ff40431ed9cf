"""Cross-field arithmetic rules of an invoice (names as in the corpus README).

- `line_amount`: some line's quantity x unit price differs from its amount.
- `line_sum`: the line amounts do not add up to the subtotal.
- `tax_rate`: the tax amount is not the sum of the breakdown rows, or, with a single rate, not
  (subtotal - discount + shipping) x rate / 100 rounded to cents.
- `total`: the total is not subtotal - discount + shipping + tax amount.
- `due_before_issue`: a due date earlier than the invoice date.

A rule whose inputs are missing is not reported: absence is for the required-field checks.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from docproc_pipeline.invoice import InvoiceFields

ALL_RULES: tuple[str, ...] = ("due_before_issue", "line_amount", "line_sum", "tax_rate", "total")
_CENT = Decimal("0.01")


def _cents(value: Decimal) -> Decimal:
    return value.quantize(_CENT, rounding=ROUND_HALF_UP)


def _differs(a: Decimal, b: Decimal, tolerance: Decimal) -> bool:
    return abs(a - b) > tolerance


def cross_field_errors(fields: InvoiceFields, tolerance: Decimal, rules: list[str]) -> list[str]:
    """Names of the broken rules among `rules`, sorted. `tolerance` is in the invoice's currency."""
    broken: set[str] = set()
    wanted = set(rules)
    discount = fields.discount or Decimal(0)
    shipping = fields.shipping or Decimal(0)

    if "line_amount" in wanted:
        for item in fields.line_items:
            if (
                item.quantity is not None
                and item.unit_price is not None
                and item.amount is not None
            ) and _differs(_cents(item.quantity * item.unit_price), item.amount, tolerance):
                broken.add("line_amount")
                break

    if "line_sum" in wanted and fields.line_items and fields.subtotal is not None:
        amounts = [i.amount for i in fields.line_items]
        if all(a is not None for a in amounts):
            total = sum((a for a in amounts if a is not None), Decimal(0))
            if _differs(total, fields.subtotal, tolerance):
                broken.add("line_sum")

    if "tax_rate" in wanted and fields.tax_amount is not None:
        rows = fields.tax_breakdown
        row_amounts = [r.amount for r in rows if r.amount is not None]
        rows_sum = sum(row_amounts, Decimal(0))
        if (
            len(rows) > 1
            and len(row_amounts) == len(rows)
            and _differs(rows_sum, fields.tax_amount, tolerance)
        ):
            broken.add("tax_rate")
        rate = fields.tax_rate
        if rate is None and len(rows) == 1:
            rate = rows[0].rate
        if len(rows) <= 1 and rate is not None and fields.subtotal is not None:
            expected = _cents((fields.subtotal - discount + shipping) * rate / 100)
            if _differs(expected, fields.tax_amount, tolerance):
                broken.add("tax_rate")

    if "total" in wanted and fields.total is not None and fields.subtotal is not None:
        expected_total = fields.subtotal - discount + shipping + (fields.tax_amount or Decimal(0))
        if _differs(expected_total, fields.total, tolerance):
            broken.add("total")

    if (
        "due_before_issue" in wanted
        and fields.due_date is not None
        and fields.invoice_date is not None
    ) and fields.due_date < fields.invoice_date:
        broken.add("due_before_issue")

    return sorted(broken)
