"""Figures read by the currency printed beside them or by the shape of a receipt line: an amount
of one decimal with its currency, whole amounts and prices with their currency in a table whose
quantity follows the price, a tax class digit after an amount's sign, an OCR'd space after a
decimal mark, and the "2 x Name à 10,90  21,80" receipt line. Invented pages, no corpus copies."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.table_rows import parse_row
from docproc_pipeline_tests.extract.pages import Rows, fields_of, ocr_page, ocr_row


def test_an_amount_of_one_decimal_with_its_currency_is_money() -> None:
    # a generator printing a float: "1640.5 EUR" is the net total 1,640.50
    rows: Rows = [
        (40, 40, "Rechnung"),
        (40, 60, "Rechnung Nr. 4471  Datum: 03.02.2025"),
        (300, 150, "Nettobetrag:"),
        (420, 150, "1640.5 EUR"),
        (300, 162, "zzgl. 19 % MwSt:"),
        (420, 162, "311.70 EUR"),
        (300, 174, "Gesamtbetrag:"),
        (420, 174, "1952.20 EUR"),
    ]
    fields = fields_of(rows)
    assert fields.subtotal == Decimal("1640.50")
    assert fields.total == Decimal("1952.20")
