"""A unit price printed with its currency sign after it, the quantity column after the price
("150,00 € | 1 | 20% | 150,00 €"): the sign belongs to the price's cell (invented page)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from docproc_pipeline.extract.parse.numbers import find_money
from docproc_pipeline_tests.extract.pages import fields_of


@pytest.mark.parametrize("source", ["text", "ocr"])
def test_price_with_its_sign_before_the_quantity_column(source: str) -> None:
    rows = [
        (40, 40, "Atelier Nord SARL"), (300, 40, "Facture # 25-0012"),
        (40, 100, "# Produit"), (250, 100, "Prix"), (310, 100, "Qté."), (350, 100, "TVA"),
        (400, 100, "Sous total"),
        (40, 114, "1. Chaise pliante"), (250, 114, "150,00 €"), (315, 114, "1"),
        (350, 114, "20%"), (400, 114, "150,00 €"),
        (40, 128, "2. Table basse"), (250, 128, "60,00 €"), (315, 128, "2"),
        (350, 128, "20%"), (400, 128, "120,00 €"),
        (300, 150, "Total HT :"), (400, 150, "270,00 €"),
    ]  # fmt: skip
    fields = fields_of(rows, source=source)
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("1"), Decimal("150.00"), Decimal("150.00")),
        (Decimal("2"), Decimal("60.00"), Decimal("120.00")),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("TOTAL Q.6400.00", [(Decimal("6400.00"), "GTQ")]),
        ("IVA Q.768", [(Decimal("768"), "GTQ")]),
        ("Q1 2025", []),  # a quarter, no quetzal
        ("FAQ.12", []),
    ],
)
def test_the_quetzals_letter_and_point_before_a_figure(
    text: str, expected: list[tuple[Decimal, str]]
) -> None:
    assert [(a.value, a.currency) for a in find_money(text, ".")] == expected
