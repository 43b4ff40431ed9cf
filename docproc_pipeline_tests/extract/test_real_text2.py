"""Rules from a second set of real text-layer invoices, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import page_from_rows


def test_a_dutch_rate_column_tarief_is_the_unit_price() -> None:
    # no description header word: the header's roles are quantity, unit price and amount
    rows = [
        (60, 40, "Leerhuis Oost"),
        (60, 52, "Markt 3, 7511 GA Enschede"),
        (60, 90, "factuurnummer 5521"),
        (60, 102, "factuurdatum 01/12/2025"),
        (60, 140, "cursus"),
        (230, 140, "btw"),
        (300, 140, "Aantal"),
        (340, 140, "Eenheid"),
        (425, 140, "tarief"),
        (512, 140, "bedrag"),
        (60, 160, "Workshop keramiek"),
        (230, 160, "21,00"),
        (325, 160, "2"),
        (340, 160, "stuks"),
        (425, 160, "40,00"),
        (517, 160, "80,00"),
        (66, 190, "totaal diensten"),
        (519, 190, "80,00"),
        (66, 204, "btw bedrag 21,00 % over 80,00"),
        (519, 204, "16,80"),
        (60, 230, "factuurtotaal"),
        (380, 230, "EUR"),
        (519, 230, "96,80"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("2"), Decimal("40.00"), Decimal("80.00"))
    ]
