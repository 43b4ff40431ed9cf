"""Rules from real photographed and scanned invoices (session 9), each on an invented page."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, fields_of, page_from_rows, right_aligned

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


# an invoice charged a federal and a provincial sales tax, each printed without its rate in
# the totals (the rates only in the item rows' columns)
_TWO_TAX_PAGE: Rows = [
    (40, 40, "Northwind Outfitters Ltd."),
    (40, 52, "88 Main Street, Regina, SK S4P 3Y2"),
    (360, 40, "Invoice Number: 7731"),
    (360, 52, "Invoice Date: Mar 3, 2026"),
    (40, 200, "Description"),
    (260, 200, "Qty"),
    (300, 200, "GST"),
    (340, 200, "PST"),
    (400, 200, "Unit Price"),
    (500, 200, "Amount"),
    (40, 220, "Trail backpack 40 l"),
    (262, 220, "2"),
    (300, 220, "5%"),
    (340, 220, "6%"),
    right_aligned(450, 220, "$60.00"),
    right_aligned(540, 220, "$120.00"),
    (40, 236, "Water bottle"),
    (262, 236, "4"),
    (300, 236, "5%"),
    (340, 236, "6%"),
    right_aligned(450, 236, "$20.00"),
    right_aligned(540, 236, "$80.00"),
    (420, 300, "Subtotal:"),
    right_aligned(540, 300, "$200.00"),
    (440, 316, "GST:"),
    right_aligned(540, 316, "$10.00"),
    (440, 332, "PST:"),
    right_aligned(540, 332, "$12.00"),
    (400, 348, "Balance Due:"),
    right_aligned(540, 348, "$222.00"),
]


def test_two_rate_less_taxes_of_different_names_are_both_the_tax() -> None:
    # "GST: 10.00" and "PST: 12.00": two taxes, not one printed twice; their rates are the
    # percentages of the item columns that turn the subtotal into each amount
    fields = fields_of(_TWO_TAX_PAGE)
    assert fields.tax_amount == Decimal("22.00")
    assert fields.shipping is None
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("5.00"), Decimal("200.00"), Decimal("10.00")),
        (Decimal("6.00"), Decimal("200.00"), Decimal("12.00")),
    ]
