"""Rules from real photographed and scanned invoices (the second real development set of
session 8), each on an invented page."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline_tests.extract.pages import (
    CHAR_WIDTH,
    WORD_GAP,
    Rows,
    fields_of,
    page_from_rows,
    right_aligned,
)

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


# a scanned invoice whose number is printed letter-spaced after a full-width colon, its total
# labelled "Total Invoice Amount" and its tax "Taxes"
_SPACED_NUMBER_PAGE: Rows = [
    (300, 40, "Lakeside Broadband Pvt Ltd"),
    (300, 52, "14 Ring Road, Pune 411001"),
    (40, 100, "Customer Address:"),
    (40, 112, "Meera Joshi"),
    (380, 112, "Invoice Number"),
    (460, 112, "： 4 0 8 1 7"),
    (380, 124, "Invoice Date"),
    (460, 124, ": 12 Feb 2026"),
    (40, 200, "Particular"),
    (400, 200, "Amount"),
    (40, 220, "Fibre 200 Mbps monthly plan"),
    right_aligned(440, 220, "800.00"),
    (300, 300, "Net Amount"),
    right_aligned(440, 300, "800.00"),
    (300, 316, "Taxes (see details)"),
    right_aligned(440, 316, "144.00"),
    (300, 332, "Total Invoice Amount"),
    right_aligned(440, 332, "944.00"),
]


def test_a_letter_spaced_number_after_a_full_width_colon_is_the_number() -> None:
    fields, _, _ = parse_invoice([replace(page_from_rows(_SPACED_NUMBER_PAGE), source="ocr")])
    assert fields.invoice_number == "40817"


def test_taxes_and_total_invoice_amount_label_their_figures() -> None:
    # "Taxes" is a tax word as "Tax" is; "Total Invoice Amount" is one total label, its
    # "Invoice" no title word that ends the label before its figure
    assert [m.field for m in find_labels("Taxes (see details)")] == ["tax"]
    assert [(m.field, m.end) for m in find_labels("Total Invoice Amount")] == [("total", 20)]
    fields = fields_of(_SPACED_NUMBER_PAGE)
    assert fields.tax_amount == Decimal("144.00")
    assert fields.total == Decimal("944.00")


# a web shop's invoice whose prices include the tax: the subtotal and the delivery charge make
# the total, the tax line is the total's tax-inclusive share
_GROSS_PRICES_PAGE: Rows = [
    (60, 40, "Atelier Camélia"),
    (60, 52, "8 rue des Lilas, 69002 Lyon"),
    (380, 40, "FACTURE"),
    (380, 52, "FAC-2026-0412"),
    (380, 64, "Émise le 04/05/2026"),
    (60, 200, "PRODUIT"),
    (300, 200, "PRIX UNITAIRE"),
    (400, 200, "QTÉ"),
    (470, 200, "TOTAL"),
    (60, 220, "Bougie parfumée figue"),
    right_aligned(360, 220, "30,00 €"),
    (404, 220, "2"),
    right_aligned(530, 220, "60,00 €"),
    (360, 300, "Sous-total"),
    right_aligned(530, 300, "60,00 €"),
    (360, 316, "Frais de livraison"),
    right_aligned(530, 316, "6,00 €"),
    (360, 332, "TVA (20%)"),
    right_aligned(530, 332, "11,00 €"),
    (360, 348, "Total TTC"),
    right_aligned(530, 348, "66,00 €"),
]


def test_a_subtotal_that_makes_the_total_without_the_included_tax_is_no_net() -> None:
    # 60,00 + 6,00 = 66,00 and 66,00 x 20/120 = 11,00: the tax is inside the prices, so the
    # "Sous-total" is a gross figure and no net subtotal is read
    fields = fields_of(_GROSS_PRICES_PAGE)
    assert fields.total == Decimal("66.00")
    assert fields.tax_amount == Decimal("11.00")
    assert fields.shipping == Decimal("6.00")
    assert fields.subtotal is None


# a supermarket till receipt whose tax categories are numbered ("A1", "A2") after each price
_NUMBERED_CATEGORY_RECEIPT: Rows = [
    (200, 40, "Frischmarkt"),
    (180, 52, "Lindenallee 7"),
    (180, 64, "34117 Kassel"),
    (30, 120, "Papiertüte"),
    right_aligned(300, 120, "0.25 A1"),
    (30, 132, "Haferflocken Zart"),
    right_aligned(300, 132, "1.49 A2"),
    (30, 144, "Apfelsaft Naturtrüb"),
    right_aligned(300, 144, "2.19 A2"),
    (30, 170, "Summe"),
    right_aligned(300, 170, "3,93 €"),
]


def test_receipt_rows_with_a_numbered_tax_category_are_items() -> None:
    # "1.49 A2": the letter and digit after the price are its VAT category, not the row's text
    fields, _, _ = parse_invoice(
        [replace(page_from_rows(_NUMBERED_CATEGORY_RECEIPT), source="ocr")]
    )
    assert [(i.description, i.amount) for i in fields.line_items] == [
        ("Papiertüte", Decimal("0.25")),
        ("Haferflocken Zart", Decimal("1.49")),
        ("Apfelsaft Naturtrüb", Decimal("2.19")),
    ]
    assert fields.total == Decimal("3.93")


def _skewed_receipt() -> Rows:
    # a photographed Polish till receipt: its margins drift a little each line (the photo's
    # skew), one row's long words run into its figures without a column gap, and one weighed
    # item prints its "Q x P  amount" on the line under its words
    rows: Rows = [
        (100, 40, "Sklep Pod Lasem Sp. z o.o."),
        (90, 60, "ul. Leśna 4, 30-001 Kraków"),
        (40, 80, "NIP 6762211222"),
        (100, 100, "PARAGON FISKALNY"),
    ]
    long_row = "MASŁO EXTRA 82% KOSTKA 200G MLEKOVITA 1 x7,99 7,99C"
    tokens = long_row.split(" ")
    right = 44 + CHAR_WIDTH * sum(map(len, tokens)) + WORD_GAP * (len(tokens) - 1)
    items = [
        ("MLEKO UHT 1L", "1 x3,49 3,49C"),
        ("PROSZEK DO PRANIA", "1 x12,99 12,99A"),
        ("CHLEB ŻYTNI", "1 x4,50 4,50C"),
        ("JOGURT NATURALNY", "2 x1,80 3,60C"),
    ]
    y, shift = 130, 0
    for desc, figures in items:
        rows += [(44 - shift, y, desc), right_aligned(right - shift, y, figures)]
        y, shift = y + 20, shift + 2
    rows.append((44 - shift, y, long_row))
    y, shift = y + 20, shift + 2
    rows += [(44 - shift, y, "SER GOUDA PLASTRY")]
    rows += [right_aligned(right - shift, y + 20, "0,250 x39,60 9,90C")]
    rows += [(24, y + 60, "SUMA PLN"), right_aligned(right - 20, y + 60, "42,47")]
    return rows


def test_a_skewed_receipts_items_with_figures_in_their_cell_or_under_them_are_read() -> None:
    fields, _, _ = parse_invoice([replace(page_from_rows(_skewed_receipt()), source="ocr")])
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items] == [
        ("MLEKO UHT 1L", Decimal("1"), Decimal("3.49")),
        ("PROSZEK DO PRANIA", Decimal("1"), Decimal("12.99")),
        ("CHLEB ŻYTNI", Decimal("1"), Decimal("4.50")),
        ("JOGURT NATURALNY", Decimal("2"), Decimal("3.60")),
        ("MASŁO EXTRA 82% KOSTKA 200G MLEKOVITA", Decimal("1"), Decimal("7.99")),
        ("SER GOUDA PLASTRY", Decimal("0.25"), Decimal("9.90")),
    ]
