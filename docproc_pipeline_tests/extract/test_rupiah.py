"""The Indonesian rupiah's sign, in capitals as many invoices print it ("RP 880,000")."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.numbers import currencies_in, find_money
from docproc_pipeline_tests.extract.pages import fields_of


def test_rupiah_sign_names_the_currency_of_a_figure() -> None:
    assert currencies_in("RP 880,000") == ["IDR"]
    assert currencies_in("Rp 36.000") == ["IDR"]
    assert [a.currency for a in find_money("Rp 36.000", ",", whole=True)] == ["IDR"]


def test_totals_in_rupiah_whole_units_are_read() -> None:
    rows = [
        (40, 40, "SALAM & CO."),
        (40, 60, "INVOICE"),
        (300, 300, "SUB TOTAL :"), (400, 300, "RP 800,000"),
        (300, 314, "TAX :"), (400, 314, "RP 80,000"),
        (300, 328, "TOTAL :"), (400, 328, "RP 880,000"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.currency == "IDR"
    assert fields.total == Decimal("880000")
    assert fields.subtotal == Decimal("800000")
