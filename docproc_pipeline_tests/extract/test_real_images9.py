"""Rules from real photographed and scanned invoices (session 9), each on an invented page."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, page_from_rows, right_aligned

# a photographed till receipt: the sum's decimal comma, under a speck, read as a colon
_COLON_RECEIPT: Rows = [
    (200, 40, "Weinhaus am Markt"),
    (180, 60, "Marktplatz 3, 35390 Gießen"),
    (520, 110, "EUR"),
    (30, 130, "Rotwein Trocken 0,75l"),
    right_aligned(540, 130, "14,90 B"),
    (30, 170, "SUMME"),
    (300, 170, "EUR"),
    right_aligned(540, 170, "14:90"),
    (30, 200, "Bar"),
    (300, 200, "EUR"),
    right_aligned(540, 200, "20,00"),
    (30, 240, "Datum 03.05.26 11:42 Uhr"),
]


def test_an_ocr_figure_with_a_colon_after_a_currency_code_is_money() -> None:
    # "EUR 14:90": no time of day follows a currency code; the colon is the decimal comma
    fields, _, _ = parse_invoice([replace(page_from_rows(_COLON_RECEIPT), source="ocr")])
    assert fields.total == Decimal("14.90")
