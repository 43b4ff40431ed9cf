"""Cross-field rules (names as in the corpus README)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from docproc_pipeline.invoice import InvoiceFields, LineItem, TaxRow
from docproc_pipeline.validate.rules import ALL_RULES, cross_field_errors

D = Decimal
TOL = D("0.01")


def _valid() -> InvoiceFields:
    return InvoiceFields(
        invoice_date=date(2026, 1, 8),
        due_date=date(2026, 1, 29),
        subtotal=D("200.00"),
        discount=D("20.00"),
        shipping=D("10.00"),
        tax_rate=D("19.00"),
        tax_amount=D("36.10"),
        tax_breakdown=[TaxRow(rate=D("19.00"), base=D("190.00"), amount=D("36.10"))],
        total=D("226.10"),
        line_items=[
            LineItem(description="a", quantity=D("2"), unit_price=D("50.00"), amount=D("100.00")),
            LineItem(description="b", quantity=D("2.5"), unit_price=D("40.00"), amount=D("100.00")),
        ],
    )


def test_valid_invoice_breaks_no_rule() -> None:
    assert cross_field_errors(_valid(), TOL, list(ALL_RULES)) == []


def test_line_amount_and_line_sum() -> None:
    f = _valid()
    f.line_items[0].amount = D("101.00")
    assert cross_field_errors(f, TOL, list(ALL_RULES)) == ["line_amount", "line_sum"]


def test_tax_rate_single_rate() -> None:
    f = _valid()
    f.tax_amount = D("38.00")
    f.total = D("228.00")
    assert cross_field_errors(f, TOL, list(ALL_RULES)) == ["tax_rate"]


def test_tax_rate_several_rates_sum_of_rows() -> None:
    f = _valid()
    f.tax_rate = None
    f.tax_breakdown = [
        TaxRow(rate=D("19.00"), base=D("100.00"), amount=D("19.00")),
        TaxRow(rate=D("7.00"), base=D("90.00"), amount=D("6.30")),
    ]
    f.tax_amount = D("25.30")
    f.total = D("215.30")
    assert cross_field_errors(f, TOL, list(ALL_RULES)) == []
    f.tax_amount = D("26.30")
    f.total = D("216.30")
    assert cross_field_errors(f, TOL, list(ALL_RULES)) == ["tax_rate"]


def test_total_and_due_before_issue() -> None:
    f = _valid()
    f.total = D("230.00")
    f.due_date = date(2026, 1, 1)
    assert cross_field_errors(f, TOL, list(ALL_RULES)) == ["due_before_issue", "total"]


def test_only_requested_rules_and_tolerance() -> None:
    f = _valid()
    f.total = D("226.11")  # within a cent
    assert cross_field_errors(f, TOL, list(ALL_RULES)) == []
    f.total = D("230.00")
    assert cross_field_errors(f, TOL, ["line_sum"]) == []


def test_missing_inputs_do_not_break_rules() -> None:
    assert cross_field_errors(InvoiceFields(), TOL, list(ALL_RULES)) == []
