"""Items printed as records of labelled lines in any order, with headings and other labelled
lines between them (an e-invoice viewer's "Rechnungspositionen", a vertical card per item):
each record whose quantity, unit price and amount multiply out is an item."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import Rows, fields_of, item_rows

_HEAD: Rows = [
    (57, 50, "Daten der E-Rechnung"),
    (62, 80, "Rechnungsnummer:"), (175, 80, "RF-2026-0815"),
    (62, 96, "Rechnungsdatum:"), (175, 96, "03.03.2026"),
    (62, 130, "Summe aller Positionen"), (540, 130, "1.130,00"),
    (62, 146, "Summe Umsatzsteuer"), (540, 146, "214,70"),
    (62, 162, "Gesamtsumme"), (540, 162, "1.344,70"),
]  # fmt: skip


def _position(top: float, number: str, qty: str, price: str, amount: str, name: str) -> Rows:
    return [
        (62, top, "Position:"),
        (175, top, number),
        (62, top + 16, "Preiseinzelheiten"),
        (62, top + 32, "Menge"),
        (175, top + 32, qty),
        (300, top + 32, "Basismenge zum"),
        (420, top + 32, "1.0000"),
        (62, top + 48, "Einheit"),
        (175, top + 48, "HUR (hour)"),
        (62, top + 64, "Preis pro Einheit (netto)"),
        (300, top + 64, price),
        (62, top + 80, "Gesamtpreis (netto)"),
        (300, top + 80, amount),
        (62, top + 96, "Artikelinformationen"),
        (62, top + 112, "Bezeichnung:"),
        (175, top + 112, name),
    ]


def test_each_position_record_of_a_data_sheet_is_an_item() -> None:
    rows = [
        *_HEAD,
        (62, 220, "Rechnungspositionen"),
        *_position(240, "1", "8.0000", "95", "760,00", "Beratung vor Ort"),
        *_position(380, "2", "2.0000", "185,00", "370,00", "Schulung Fachpersonal"),
    ]
    assert item_rows(fields_of(rows)) == [
        ("Beratung vor Ort", "8", "95.00", "760.00"),
        ("Schulung Fachpersonal", "2", "185.00", "370.00"),
    ]


def test_a_vertical_card_names_its_columns_in_any_order() -> None:
    rows: Rows = [
        (40, 40, "Harbour Design Ltd"), (400, 40, "INVOICE"),
        (400, 56, "Invoice No: HD-2291"), (400, 70, "Date: 12/03/2026"),
        (40, 140, "Unit price"), (160, 140, "450.00"),
        (40, 154, "Qty"), (160, 154, "2"),
        (40, 168, "Description"), (160, 168, "Website redesign"),
        (40, 182, "Amount"), (160, 182, "900.00"),
        (40, 210, "Unit price"), (160, 210, "75.00"),
        (40, 224, "Qty"), (160, 224, "4"),
        (40, 238, "Description"), (160, 238, "Hosting, quarterly"),
        (40, 252, "Amount"), (160, 252, "300.00"),
        (300, 300, "Total"), (480, 300, "1,200.00"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert item_rows(fields) == [
        ("Website redesign", "2", "450.00", "900.00"),
        ("Hosting, quarterly", "4", "75.00", "300.00"),
    ]
    assert fields.total == Decimal("1200.00")


def test_a_record_whose_figures_do_not_multiply_out_is_no_item() -> None:
    rows = [*_HEAD, *_position(240, "1", "8.0000", "95", "750,00", "Beratung vor Ort")]
    assert item_rows(fields_of(rows)) == []
