"""The corpus README's cross-field rules, evaluated on truth ``fields`` (strings)."""

from __future__ import annotations

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

TOL = Decimal("0.01")


def _d(value: Any) -> Decimal:
    return Decimal(str(value)) if value not in (None, "") else Decimal(0)


def broken_rules(fields: dict[str, Any]) -> list[str]:
    """Sorted names of the rules the fields break."""
    errors = []
    lines = fields.get("line_items") or []
    if any(abs(_d(li["quantity"]) * _d(li["unit_price"]) - _d(li["amount"])) > TOL for li in lines):
        errors.append("line_amount")
    if lines and abs(sum((_d(li["amount"]) for li in lines), Decimal(0))
                     - _d(fields["subtotal"])) > TOL:
        errors.append("line_sum")
    net = _d(fields["subtotal"]) - _d(fields.get("discount")) + _d(fields.get("shipping"))
    tax = _d(fields.get("tax_amount"))
    rows = fields.get("tax_breakdown") or []
    bad = bool(rows) and abs(sum((_d(r["amount"]) for r in rows), Decimal(0)) - tax) > TOL
    if fields.get("tax_rate") is not None:
        want = (net * _d(fields["tax_rate"]) / 100).quantize(TOL, rounding=ROUND_HALF_UP)
        bad = bad or abs(want - tax) > TOL
    if bad:
        errors.append("tax_rate")
    if abs(net + tax - _d(fields["total"])) > TOL:
        errors.append("total")
    due, issued = fields.get("due_date"), fields.get("invoice_date")
    if due and issued and dt.date.fromisoformat(due) < dt.date.fromisoformat(issued):
        errors.append("due_before_issue")
    return sorted(errors)


def breakdown_problems(fields: dict[str, Any]) -> list[str]:
    """Extra checks for clean documents: rows are base x rate, bases add up to the net."""
    problems = []
    rows = fields.get("tax_breakdown") or []
    for row in rows:
        want = (_d(row["base"]) * _d(row["rate"]) / 100).quantize(TOL, rounding=ROUND_HALF_UP)
        if want != _d(row["amount"]):
            problems.append(f"breakdown row {row['rate']}: {row['amount']} != {want}")
    net = _d(fields["subtotal"]) - _d(fields.get("discount")) + _d(fields.get("shipping"))
    if rows and sum((_d(r["base"]) for r in rows), Decimal(0)) != net:
        problems.append("breakdown bases do not add up to the taxable net")
    if len(rows) > 1 and fields.get("tax_rate") is not None:
        problems.append("tax_rate must be null with several rates")
    return problems
