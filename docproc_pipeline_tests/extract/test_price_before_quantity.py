"""Item tables whose quantity column follows the unit price, and a Polish total label."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.table_header import is_item_table_header
from docproc_pipeline_tests.extract.pages import Rows, fields_of, page_from_rows

_HEAD: Rows = [
    (40, 40, "INVOICE"),
    (40, 60, "Invoice No: 7731"),
    (40, 72, "Date: 03/02/2024"),
]


def test_a_quantity_column_after_the_unit_price_takes_the_whole_number() -> None:
    # "Unit Price" is one header cell: its "Unit" heads no quantity column of its own
    rows: Rows = [
        *_HEAD,
        (40, 120, "Product"),
        (200, 120, "Unit Price"),
        (300, 120, "Qty"),
        (380, 120, "Amount"),
        (40, 135, "Garden chair"),
        (200, 135, "$40.00"),
        (300, 135, "3"),
        (380, 135, "$120.00"),
        (40, 148, "Parasol"),
        (200, 148, "$75.00"),
        (300, 148, "1"),
        (380, 148, "$75.00"),
        (300, 170, "Total:"),
        (380, 170, "$195.00"),
    ]
    items = fields_of(rows).line_items
    assert [(i.quantity, i.unit_price, i.amount) for i in items] == [
        (Decimal("3"), Decimal("40.00"), Decimal("120.00")),
        (Decimal("1"), Decimal("75.00"), Decimal("75.00")),
    ]


def test_the_polish_invoice_amount_is_the_total() -> None:
    rows: Rows = [
        (40, 40, "Faktura"),
        (40, 60, "Numer faktury : FV/11/2024"),
        (40, 72, "Data faktury : 12.03.2024"),
        (200, 150, "Kwota faktury"),
        (380, 150, "246,00"),
    ]
    assert fields_of(rows).total == Decimal("246.00")


def test_a_separator_dangling_after_the_vendors_name_is_dropped() -> None:
    rows: Rows = [
        (40, 30, "Northwind online shop -"),
        (40, 42, "12 Harbour Road"),
        (40, 54, "Bristol BS1 4ST"),
        (300, 80, "INVOICE"),
        (300, 95, "Invoice No: 5512"),
        (300, 107, "Date: 03/02/2024"),
        (300, 150, "Total:"),
        (380, 150, "£60.00"),
    ]
    assert fields_of(rows).vendor_name == "Northwind online shop"


def test_a_rate_before_the_tax_word_is_no_running_text() -> None:
    # "w tym 23,00% VAT": the prefix is short once its rate is set aside
    rows: Rows = [
        (40, 40, "Faktura"),
        (40, 60, "Numer faktury : FV/12/2024"),
        (40, 72, "Data faktury : 12.03.2024"),
        (200, 150, "Kwota faktury"),
        (380, 150, "246,00"),
        (200, 162, "w tym 23,00% VAT (kwota netto 200,00)"),
        (380, 162, "46,00"),
    ]
    f = fields_of(rows)
    assert (f.subtotal, f.tax_rate, f.tax_amount) == (
        Decimal("200.00"),
        Decimal("23.00"),
        Decimal("46.00"),
    )


def test_a_templates_logo_placeholder_is_no_vendor_name() -> None:
    rows: Rows = [
        (40, 20, "YOUR LOGO"),
        (300, 20, "Tax Invoice"),
        (40, 45, "Kestrel Joinery"),
        (40, 57, "4 Wattle Street"),
        (40, 69, "Perth WA 6000"),
        (300, 90, "Invoice # 0042"),
        (300, 102, "Invoice Date 03/02/2024"),
        (300, 150, "Total:"),
        (380, 150, "$60.00"),
    ]
    assert fields_of(rows).vendor_name == "Kestrel Joinery"


def test_a_description_cell_starting_left_of_its_header_keeps_its_first_words() -> None:
    # the quantity column comes first; the title header is centred over text starting left
    rows: Rows = [
        *_HEAD,
        (40, 120, "Qty"),
        (150, 120, "Book title"),
        (330, 120, "Price"),
        (400, 120, "Amount"),
        (45, 135, "12"),
        (110, 135, "The garden year"),
        (330, 135, "15.00"),
        (400, 135, "180.00"),
        (45, 148, "3"),
        (110, 148, "A year of rivers"),
        (330, 148, "8.00"),
        (400, 148, "24.00"),
        (330, 170, "Total"),
        (400, 170, "204.00"),
    ]
    items = fields_of(rows).line_items
    assert [(i.description, i.quantity) for i in items] == [
        ("The garden year", Decimal("12")),
        ("A year of rivers", Decimal("3")),
    ]


def test_a_row_printing_net_rate_and_gross_takes_the_net_as_its_amount() -> None:
    rows: Rows = [
        *_HEAD,
        (40, 120, "No."),
        (70, 120, "Description"),
        (200, 120, "Qty"),
        (250, 120, "Net price"),
        (310, 120, "Net worth"),
        (370, 120, "VAT [%]"),
        (430, 120, "Gross worth"),
        (40, 135, "1."),
        (70, 135, "Garden hose"),
        (200, 135, "2 each"),
        (250, 135, "5.00"),
        (310, 135, "10.00"),
        (370, 135, "20%"),
        (430, 135, "12.00"),
        (370, 160, "Total"),
        (430, 160, "12.00"),
    ]
    items = fields_of(rows).line_items
    assert [(i.quantity, i.unit_price, i.amount) for i in items] == [
        (Decimal("2"), Decimal("5.00"), Decimal("10.00"))
    ]


def test_firma_over_a_customers_block_is_its_form_of_address() -> None:
    # "Firma" heads the company's block as "Herr" heads a person's; the contact line goes too
    rows: Rows = [
        (40, 30, "Gartenbau Kranich GmbH"),
        (40, 42, "Feldgasse 3, 1030 Wien"),
        (40, 120, "Firma"),
        (40, 132, "Nordlicht Handel GmbH"),
        (40, 144, "Anna Berger"),
        (40, 156, "Ringstrasse 4"),
        (40, 168, "8010 Graz"),
        (320, 200, "Datum: 03.02.2024"),
        (40, 230, "Rechnung-Nr.: 2024-117"),
        (320, 300, "Gesamt"),
        (420, 300, "120,00"),
    ]
    f = fields_of(rows)
    assert (f.customer_name, f.customer_address) == (
        "Nordlicht Handel GmbH",
        "Ringstrasse 4, 8010 Graz",
    )


def test_a_bare_dollar_is_that_of_the_one_country_the_addresses_name() -> None:
    rows: Rows = [
        (40, 20, "Kestrel Joinery"),
        (40, 32, "4 Wattle Street"),
        (40, 44, "Perth WA 6000"),
        (300, 20, "Tax Invoice"),
        (40, 80, "Bill To:"),
        (40, 92, "Banksia Cafe"),
        (40, 104, "12 Beach Road"),
        (40, 116, "Fremantle WA 6160"),
        (40, 128, "Australia"),
        (300, 80, "Invoice # 0042"),
        (300, 92, "Invoice Date 03/02/2024"),
        (300, 150, "Total:"),
        (380, 150, "$60.00"),
    ]
    f = fields_of(rows)
    assert (f.customer_address or "").endswith("Australia")
    assert f.currency == "AUD"


def test_an_ocr_header_with_its_quantity_word_misread_still_heads_the_table() -> None:
    # "llość" for "Ilość": one letter misread, the header's three roles all there; the code
    # cell left of the description column is no part of the description
    rows: Rows = [
        (40, 40, "Faktura"),
        (40, 60, "Numer faktury : FV/13/2024"),
        (40, 72, "Data faktury : 12.03.2024"),
        (10, 120, "Kod"),
        (60, 120, "Nazwa produktu"),
        (250, 120, "llość"),
        (310, 120, "Cena"),
        (400, 120, "Cena"),
        (10, 135, "LB2207"),
        (60, 135, "Lampa biurkowa"),
        (250, 135, "2"),
        (310, 135, "50,00"),
        (400, 135, "100,00"),
        (300, 160, "Kwota faktury"),
        (400, 160, "100,00"),
    ]
    page = page_from_rows(rows)
    page.source = "ocr"
    header = next(ln for ln in document_lines([page]) if ln.text.startswith("Kod"))
    assert is_item_table_header(header)
    items = parse_invoice([page])[0].line_items
    assert [(i.description, i.quantity, i.amount) for i in items] == [
        ("Lampa biurkowa", Decimal("2"), Decimal("100.00"))
    ]
