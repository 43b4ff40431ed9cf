"""A tax column's cell naming an exempt supply instead of a rate ("Tax Exempt") is a skipped
cell of the item row, not text that breaks it (invented page)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import fields_of


def test_row_with_tax_exempt_cell_is_an_item_not_a_tax_line() -> None:
    rows = [
        (30, 40, "Northwind Consulting LLC"),
        (30, 160, "Description"), (215, 160, "Quantity"), (300, 160, "Unit Price"),
        (384, 160, "Discount"), (463, 160, "Tax"), (520, 160, "Amount USD"),
        (30, 176, "Hourly Work"), (223, 176, "120.00"), (311, 176, "$80.00"),
        (400, 176, "0.00%"), (440, 176, "Tax Exempt"), (521, 176, "$9,600.00"),
        (30, 190, "Licence"), (223, 190, "1.00"), (311, 190, "$1,000.00"),
        (400, 190, "0.00%"), (470, 190, "7.00%"), (521, 190, "$1,000.00"),
        (430, 210, "Subtotal"), (521, 210, "$10,600.00"),
        (430, 224, "Tax"), (521, 224, "$70.00"),
        (430, 238, "Total USD"), (521, 238, "$10,670.00"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items] == [
        ("Hourly Work", Decimal("120"), Decimal("9600.00")),
        ("Licence", Decimal("1"), Decimal("1000.00")),
    ]
    assert fields.tax_amount == Decimal("70.00")
