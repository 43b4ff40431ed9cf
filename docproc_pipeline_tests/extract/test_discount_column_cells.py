"""A discount column headed "Descto." between an item's unit price and its amount ("Precio
unitario | Descto. | Ventas") holds no unit price: the unit price is the price column's figure
(invented pages)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _factura(price: str, discount: str, amount: str) -> Rows:
    def row(y: float, code: str, name: str, k: int) -> Rows:
        scaled = [c.replace("5", str(5 * k), 1) for c in (price, amount)]
        return [
            (20, y, "1"), (80, y, code), (150, y, name),
            (330, y, scaled[0]), (420, y, discount), (480, y, scaled[1]),
        ]  # fmt: skip

    return [
        (40, 20, "Factura"),
        (40, 34, "Número: 270"),
        (40, 48, "Fecha: 19/11/2025"),
        (20, 100, "Cantidad"), (80, 100, "Código"), (150, 100, "Descripción"),
        (330, 100, "Precio unitario"), (420, 100, "Descto."), (480, 100, "Ventas"),
        *row(114, "PH2867", "FILTRO", 1),
        *row(128, "MAG10W30", "ACEITE SEMI SINTETICO", 8),
        (400, 160, "Suma Total:"), (480, 160, "$45.00"),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("price", "discount", "amount", "first_price"),
    [
        ("5.0000", "0.00", "5.00", "5.0000"),
        ("5.00", "0.00", "5.00", "5.00"),
    ],
)
def test_the_discount_column_holds_no_unit_price(
    price: str, discount: str, amount: str, first_price: str
) -> None:
    items = fields_of(_factura(price, discount, amount)).line_items
    assert [i.description for i in items] == ["FILTRO", "ACEITE SEMI SINTETICO"]
    assert items[0].unit_price == Decimal(first_price)
    assert [i.amount for i in items] == [Decimal("5.00"), Decimal("40.00")]
