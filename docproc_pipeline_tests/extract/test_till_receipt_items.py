"""A till receipt's items without a table: a name over its "Q St. x P €/St.  amount" line as the
first item, amounts with the VAT category run into the currency sign ("4,80 €1"), the receipt's
number after "Bonnr" (invented page)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from docproc_pipeline_tests.extract.pages import fields_of


def _receipt(first_amount: str) -> list:
    return [
        (40, 20, "Café am Markt GmbH"), (40, 32, "Marktplatz 3"), (40, 44, "40213 Düsseldorf"),
        (40, 70, "Rechnung"), (40, 82, "04.06.2025 08:49"),
        (40, 100, "Laugenbrezel"), (40, 112, "2 St. x 2,40 €/St."), (200, 112, first_amount),
        (40, 124, "Käsebrötchen"), (200, 124, "4,20 €"),
        (40, 136, "Croissant"), (200, 136, "1,80 €"),
        (40, 148, "Cappuccino"), (200, 148, "3,70 €1"),
        (40, 168, "Total"), (200, 168, "14,50 €"),
        (40, 180, "Gegeben"), (200, 180, "20,00 €"),
        (40, 192, "Rückgeld"), (200, 192, "5,50 €"),
        (40, 216, "Bonnr: 608967"),
    ]  # fmt: skip


@pytest.mark.parametrize("source", ["text", "ocr"])
@pytest.mark.parametrize("first_amount", ["4,80 €", "4,80 €1"])
def test_receipt_items_first_one_priced_on_the_line_below(source: str, first_amount: str) -> None:
    fields = fields_of(_receipt(first_amount), source=source)
    items = [(i.quantity, i.unit_price, i.amount) for i in fields.line_items]
    assert items == [
        (Decimal("2"), Decimal("2.40"), Decimal("4.80")),
        (None, None, Decimal("4.20")),
        (None, None, Decimal("1.80")),
        (None, None, Decimal("3.70")),
    ]
    assert fields.line_items[0].description is not None
    assert "Laugenbrezel" in fields.line_items[0].description.replace(".", "")
    assert fields.total == Decimal("14.50")
    assert fields.invoice_number == "608967"
