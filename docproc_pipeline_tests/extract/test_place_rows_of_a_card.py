"""A party's card of labelled rows goes on past the street's row through its place rows
("City:", "Postal Code:", "Country:"); a country's row after the postcode's is a part of its
own ("51100, France"), a town's joins the postcode ("PLZ: 12345" over "Ort: Glückstadt")
(invented pages)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _card(rows: Rows) -> Rows:
    return [
        (270, 20, "Invoice"),
        (31, 40, "Invoice No: 10248"),
        (31, 54, "Date: 2016-07-04"),
        (31, 80, "Bill To:"),
        *rows,
        (31, 200, "Product"), (250, 200, "Quantity"), (330, 200, "Unit Price"), (400, 200, "Amount"),
        (31, 214, "Queso Cabrales"), (250, 214, "12"), (330, 214, "14.00"), (400, 214, "168.00"),
        (300, 240, "Total"), (400, 240, "168.00"),
    ]  # fmt: skip


def test_the_place_rows_close_the_address() -> None:
    rows: Rows = [
        (31, 96, "Name:"), (150, 96, "Paul Henriot"),
        (31, 110, "Address:"), (150, 110, "59 rue de l'Abbaye"),
        (31, 124, "City:"), (150, 124, "Reims"),
        (31, 138, "Postal Code:"), (150, 138, "51100"),
        (31, 152, "Country:"), (150, 152, "France"),
    ]  # fmt: skip
    fields = fields_of(_card(rows))
    assert fields.customer_name == "Paul Henriot"
    assert fields.customer_address == "59 rue de l'Abbaye, Reims, 51100, France"
