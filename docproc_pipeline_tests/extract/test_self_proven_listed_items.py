"""Item lines without a table, each proving itself ("Consulting (1.5 hrs × 72.00)  108.00"), are
the items even when their sum is not the printed net (a misprinted invoice; invented page)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import fields_of, right_aligned


def test_lines_proving_themselves_are_items_despite_a_misprinted_net() -> None:
    rows = [
        (40, 40, "Norbury Design Ltd"),
        (40, 60, "INVOICE — Document No. FV/268/03/2026 · Invoice Date 18 Jun 2026"),
        (40, 100, "Consulting services (1.5 hrs × 72.00)"), right_aligned(500, 100, "108.00"),
        (40, 112, "Cloud hosting – Standard plan (2 mo × 95.01)"),
        right_aligned(500, 112, "190.02"),
        (40, 124, "Copy paper A4, box (10 box × 18.95)"), right_aligned(500, 124, "189.50"),
        (300, 150, "Net Amount"), right_aligned(500, 150, "GBP 497.52"),
        (300, 162, "VAT 20 %"), right_aligned(500, 162, "GBP 99.50"),
        (300, 174, "Grand Total"), right_aligned(500, 174, "GBP 597.02"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("Consulting services", Decimal("1.5"), Decimal("72.00"), Decimal("108.00")),
        ("Cloud hosting – Standard plan", Decimal("2"), Decimal("95.01"), Decimal("190.02")),
        ("Copy paper A4, box", Decimal("10"), Decimal("18.95"), Decimal("189.50")),
    ]
