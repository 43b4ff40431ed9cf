"""Readings found on session 16's development sets (a fourth and fifth generator's invoices,
written by helpers who never saw the parser), each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import ocr_page, page_from_rows

# items as cards: each one line of labelled cells, the item's name in the first cell, a unit
# and a VAT cell among the figures, a label with its currency in brackets; one card's last
# value wrapped onto the line under it
_CARDS = [
    (40, 20, "Servizi Rossi Srl"), (40, 32, "Via Roma 4, 20121 Milano"),
    (400, 20, "Fattura N. 2026/117"), (400, 32, "Data: 03/02/2026"),
    (40, 100, "Articolo: Assistenza tecnica"), (230, 100, "Quantità: 2,5"),
    (320, 100, "U.M.: ore"), (390, 100, "Tariffa (EUR): 48,00"), (470, 100, "IVA: 22 %"),
    (530, 100, "Totale:"), (40, 112, "120,00"),
    (40, 140, "Articolo: Volantini A5, 4/4 colori"), (230, 140, "Quantità: 2 000"),
    (320, 140, "U.M.: pz"), (390, 140, "Tariffa: 0,045 €"), (470, 140, "IVA: 22 %"),
    (530, 140, "Totale: 90,00"),
    (380, 190, "Imponibile"), (480, 190, "EUR 210,00"),
    (380, 202, "IVA 22 %"), (480, 202, "EUR 46,20"),
    (380, 214, "Totale fattura"), (480, 214, "EUR 256,20"),
]  # fmt: skip


def test_a_card_names_its_item_in_its_first_cell() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_CARDS)])
    got = [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items]
    assert got == [
        ("Assistenza tecnica", Decimal("2.5"), Decimal("48.00"), Decimal("120.00")),
        ("Volantini A5, 4/4 colori", Decimal("2000"), Decimal("0.045"), Decimal("90.00")),
    ]
    assert fields.total == Decimal("256.20")


# the same cards read by OCR, which ran the name's cell and the quantity's into one segment
_OCR_CARDS = [
    (40, 20, "Atelier Blanc SARL"), (400, 20, "Facture FA-2026-031"),
    (40, 100, "Désignation: Pose de parquet Quantité: 6,25"), (330, 100, "Unité: m²"),
    (400, 100, "Prix unitaire: 46,00"), (520, 100, "Montant: 287,50"),
    (40, 130, "Désignation: Frais de déplacement Quantité: 1"), (330, 130, "Unité: forfait"),
    (400, 130, "Prix unitaire: 54,43"), (520, 130, "Montant: 54,43"),
    (400, 180, "Total HT"), (500, 180, "341,93 €"),
    (400, 194, "TVA 20 %"), (500, 194, "68,39 €"),
    (400, 208, "Total TTC"), (500, 208, "410,32 €"),
]  # fmt: skip


def test_a_card_cell_run_into_the_next_ends_at_the_next_label() -> None:
    fields, _, _ = parse_invoice([ocr_page(_OCR_CARDS)])
    got = [(i.description, i.quantity, i.amount) for i in fields.line_items]
    assert got == [
        ("Pose de parquet", Decimal("6.25"), Decimal("287.50")),
        ("Frais de déplacement", Decimal("1"), Decimal("54.43")),
    ]
