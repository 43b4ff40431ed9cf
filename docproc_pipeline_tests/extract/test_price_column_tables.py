"""Item tables whose header names a price column and no amount column (invented pages):

- "Item | Qty | Unit Price": each row's figure under the price's header is its unit price, and
  the row prints no amount;
- "Désignation | Couleur | Prix": a text column between the description and the one price column
  names nothing the rows are read by; the price is each row's amount;
- a document printing its money as floats ("320.0", as a program prints them) has such rows
  read all the same."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _order(prices: tuple[str, str], total: str) -> Rows:
    return [
        (40, 20, "Purchase Invoice"),
        (40, 44, "Invoice No: 7731"),
        (40, 58, "Date: 2026-02-11"),
        (40, 120, "Item"), (260, 120, "Qty"), (380, 120, "Unit Price"),
        (40, 140, "Brass hinge, satin"), (260, 140, "4"), (380, 140, prices[0]),
        (40, 156, "Door stop, rubber"), (260, 156, "6"), (380, 156, prices[1]),
        (330, 190, "Total"), (420, 190, total),
    ]  # fmt: skip


def test_a_price_column_without_amounts_gives_unit_prices() -> None:
    items = fields_of(_order(("12.50", "3.25"), "69.50")).line_items
    assert [(i.description, str(i.quantity), str(i.unit_price)) for i in items] == [
        ("Brass hinge, satin", "4", "12.50"),
        ("Door stop, rubber", "6", "3.25"),
    ]
    assert [i.amount for i in items] == [None, None]


def test_float_prices_without_amounts_are_unit_prices() -> None:
    items = fields_of(_order(("12.5", "3.2"), "69.2")).line_items
    assert [str(i.unit_price) for i in items] == ["12.50", "3.20"]


def _works(figures: tuple[str, str, str]) -> Rows:
    return [
        (42, 30, "Facture"),
        (42, 56, "Numéro de facture : 58"),
        (42, 72, "Date : 14-09-2025"),
        (42, 100, "Atelier Peinture Dubreuil"),
        (42, 114, "8 chemin des Tanneurs"),
        (42, 128, "31000 Toulouse"),
        (47, 200, "Désignation"), (250, 200, "Couleur"), (380, 200, "Prix"),
        (47, 216, "Peinture porte d'entrée"), (250, 216, "Blanc mat"), (380, 216, figures[0]),
        (47, 232, "Vernis des volets"), (250, 232, "Chêne clair"), (380, 232, figures[1]),
        (44, 250, "Total dû"), (380, 250, figures[2]),
    ]  # fmt: skip


def test_a_text_column_before_the_price_leaves_it_the_amount() -> None:
    items = fields_of(_works(("320,00", "180,00", "500,00 €"))).line_items
    assert [(i.description, str(i.amount)) for i in items] == [
        ("Peinture porte d'entrée", "320.00"),
        ("Vernis des volets", "180.00"),
    ]
    assert [(i.quantity, i.unit_price) for i in items] == [(None, None), (None, None)]


def test_amounts_printed_as_floats_are_read() -> None:
    items = fields_of(_works(("320.0", "180.0", "500.0 €"))).line_items
    assert [str(i.amount) for i in items] == ["320.00", "180.00"]
