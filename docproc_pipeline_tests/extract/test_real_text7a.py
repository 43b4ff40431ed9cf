"""Rules from real text-layer invoices in German, Spanish, French and Italian, each on an
invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import Rows, fields_of, right_aligned


def test_a_quantity_glued_to_a_description_run_into_its_column() -> None:
    # a long description runs into the right-aligned quantity column, and the text layer
    # joins its last word with the quantity ("Schreibtischlampe1")
    rows: Rows = [
        (60, 40, "Bürobedarf Kessler KG"),
        (60, 52, "Hafenweg 3, 28195 Bremen"),
        (60, 100, "Rechnung Nr. 2210"),
        (60, 112, "Datum: 11.03.2026"),
        (60, 160, "Produkt"),
        (300, 160, "Menge"),
        (380, 160, "Einzelpreis"),
        (480, 160, "Gesamt"),
        (60, 180, "Aktenordner breit"),
        right_aligned(330, 180, "4"),
        right_aligned(440, 180, "3,50"),
        right_aligned(530, 180, "14,00"),
        (60, 196, "Drehstuhl mit Armlehnen und passender Schreibtischlampe1"),
        right_aligned(440, 196, "89,00"),
        right_aligned(530, 196, "89,00"),
        (60, 212, "Papier A4 weiß"),
        right_aligned(330, 212, "2"),
        right_aligned(440, 212, "5,00"),
        right_aligned(530, 212, "10,00"),
        (60, 236, "Summe netto"),
        right_aligned(530, 236, "113,00"),
        (60, 252, "MwSt 19 %"),
        right_aligned(530, 252, "21,47"),
        (60, 268, "Gesamtbetrag"),
        right_aligned(530, 268, "134,47"),
    ]
    fields = fields_of(rows)
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items] == [
        ("Aktenordner breit", Decimal("4"), Decimal("14.00")),
        ("Drehstuhl mit Armlehnen und passender Schreibtischlampe", Decimal("1"), Decimal("89.00")),
        ("Papier A4 weiß", Decimal("2"), Decimal("10.00")),
    ]
