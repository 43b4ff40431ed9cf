"""A party section whose name row is labelled with the section's own party word: "Datos del
cliente" over "Cliente: Abner Pérez", "Dirección: ..." (a Central American till ticket)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import Rows, fields_of

_TICKET: Rows = [
    (30, 26, "Zapatería Central"), (86, 40, "N.I.T: 259603-5"), (80, 51, "5ta av 5-32 Zona 5"),
    (31, 128, "Datos del cliente"),
    (31, 142, "Cliente:Abner Pérez"),
    (31, 154, "DPI:4242342342342"),
    (31, 165, "Direccion:chimaltenango"),
    (31, 176, "Fecha:2024-06-06 23:57:00"),
    (26, 196, "Cod"), (54, 196, "Producto"), (123, 196, "Cant Precio Total"),
    (36, 213, "1 Nike amarillos"), (126, 213, "4 1600.00 6400.00"),
    (31, 264, "TOTAL"), (163, 264, "Q.6400.00"),
]  # fmt: skip


def test_the_sections_party_word_labels_its_name() -> None:
    fields = fields_of(_TICKET)
    assert fields.customer_name == "Abner Pérez"
    assert fields.customer_address == "chimaltenango"
    assert (fields.total, fields.currency) == (Decimal("6400.00"), "GTQ")
