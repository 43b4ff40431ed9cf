"""The corpus cross-field rules recomputed from a truth object, independent of the generator's
own arithmetic, and a consistency check of a truth against its expected errors."""

from __future__ import annotations

from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

TOLERANCE = Decimal("0.01")


def _d(value: Any) -> Decimal:
    return Decimal(str(value)) if value is not None else Decimal(0)


def _off(a: Decimal, b: Decimal) -> bool:
    return abs(a - b) > TOLERANCE


def rule_errors(fields: dict[str, Any]) -> list[str]:
    """Names of the cross-field rules (corpus README) that `fields` break, sorted."""
    errors = set()
    lines = fields.get("line_items") or []
    if any(_off(_d(li["quantity"]) * _d(li["unit_price"]), _d(li["amount"])) for li in lines):
        errors.add("line_amount")
    if lines and _off(sum((_d(li["amount"]) for li in lines), Decimal(0)), _d(fields["subtotal"])):
        errors.add("line_sum")
    net = _d(fields["subtotal"]) - _d(fields.get("discount")) + _d(fields.get("shipping"))
    rows = fields.get("tax_breakdown") or []
    tax = _d(fields["tax_amount"])
    if len(rows) > 1 and _off(sum((_d(r["amount"]) for r in rows), Decimal(0)), tax):
        errors.add("tax_rate")
    if fields.get("tax_rate") is not None:
        expected = (net * _d(fields["tax_rate"]) / 100).quantize(Decimal("0.01"), ROUND_HALF_UP)
        if _off(expected, tax):
            errors.add("tax_rate")
    if _off(net + tax, _d(fields["total"])):
        errors.add("total")
    due, issued = fields.get("due_date"), fields.get("invoice_date")
    if due and issued and date.fromisoformat(due) < date.fromisoformat(issued):
        errors.add("due_before_issue")
    return sorted(errors)


def check_truth(truth: dict[str, Any]) -> None:
    """Raise AssertionError unless the truth's numbers break exactly the rules it declares, and
    a valid document's breakdown rows are base x rate and add up to the taxable amount."""
    fields = truth["fields"]
    found = rule_errors(fields)
    expected = sorted(truth["expected_validation_errors"])
    assert found == expected, f"{truth['file']}: rules broken {found}, declared {expected}"
    due = _d(fields["total"]) - _d(fields["amount_due"])
    assert due >= 0, f"{truth['file']}: amount_due above total"
    if expected:
        return
    net = _d(fields["subtotal"]) - _d(fields.get("discount")) + _d(fields.get("shipping"))
    rows = fields["tax_breakdown"]
    assert sum((_d(r["base"]) for r in rows), Decimal(0)) == net, f"{truth['file']}: bases != net"
    for r in rows:
        amount = (_d(r["base"]) * _d(r["rate"]) / 100).quantize(Decimal("0.01"), ROUND_HALF_UP)
        assert amount == _d(r["amount"]), f"{truth['file']}: row {r} is not base x rate"
