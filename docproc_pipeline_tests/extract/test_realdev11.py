"""Layouts of real invoices not tuned on: right-to-left summaries, ERP gross/net wording, item
tables with unnamed figure columns, net/tax/gross rows, amounts running on in one line
(invented pages, never corpus copies)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.hits import collect_hits
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline_tests.extract.pages import fields_of, ocr_page, page_from_rows


def test_summary_values_left_of_their_labels() -> None:
    # a page laid out right to left: each summary figure stands left of its label
    page = ocr_page(
        [
            (60, 60, "Harbour Supplies Trading LLC"),
            (400, 90, "TAX INVOICE"),
            (60, 120, "Invoice No 7731-22"),
            (60, 140, "Date 04/03/2025"),
            (300, 400, "640.00"),
            (420, 400, "Taxable Value"),
            (300, 420, "32.00"),
            (420, 420, "VAT"),
            (300, 440, "672.00"),
            (420, 440, "Invoice Total"),
        ]
    )
    f, _, _ = parse_invoice([page])
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("640.00"),
        Decimal("32.00"),
        Decimal("672.00"),
    )


def test_figure_left_of_a_label_among_more_cells_is_not_its_value() -> None:
    # a row of several figures ending in a label is a table's row, not a mirrored summary row
    page = ocr_page(
        [
            (60, 60, "Harbour Supplies Trading LLC"),
            (60, 120, "Invoice No 7731-22"),
            (200, 400, "3"),
            (300, 400, "640.00"),
            (420, 400, "Total"),
        ]
    )
    f, _, _ = parse_invoice([page])
    assert f.total is None


def test_gross_before_tax_and_net_after_it_change_places() -> None:
    f = fields_of(
        [
            (60, 60, "Desert Line Packaging LLC"),
            (60, 90, "Invoice No 5512"),
            (300, 400, "Gross Amount"),
            (480, 400, "800.00"),
            (300, 420, "VAT Amount"),
            (480, 420, "40.00"),
            (300, 440, "Net Amount"),
            (480, 440, "840.00"),
        ]
    )
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("800.00"),
        Decimal("40.00"),
        Decimal("840.00"),
    )


def test_net_and_total_that_add_up_stay() -> None:
    f = fields_of(
        [
            (60, 60, "Desert Line Packaging LLC"),
            (60, 90, "Invoice No 5512"),
            (300, 400, "Net Amount"),
            (480, 400, "800.00"),
            (300, 420, "VAT Amount"),
            (480, 420, "40.00"),
            (300, 440, "Gross Amount"),
            (480, 440, "840.00"),
        ]
    )
    assert (f.subtotal, f.total) == (Decimal("800.00"), Decimal("840.00"))


def test_quantity_cell_inside_its_header_before_a_price_close_to_it() -> None:
    # "Price | Qty": the price per pack ends just left of the quantity header, a price per
    # kilo stands further left; the figure under "Qty" is the quantity
    f = fields_of(
        [
            (60, 60, "Northwind Wholesale BV"),
            (60, 90, "Invoice No 88231"),
            (60, 200, "Article"),
            (200, 200, "Per kg"),
            (250, 200, "Price"),
            (300, 200, "Qty"),
            (380, 200, "Amount"),
            (60, 220, "Paper towels"),
            (200, 220, "6,250"),
            (276, 220, "12,50"),
            (305, 220, "2"),
            (380, 220, "25,00"),
            (60, 240, "Dish soap"),
            (200, 240, "1,550"),
            (281, 240, "3,10"),
            (305, 240, "3"),
            (380, 240, "9,30"),
        ]
    )
    assert [(i.quantity, i.unit_price, i.amount) for i in f.line_items] == [
        (Decimal("2"), Decimal("12.50"), Decimal("25.00")),
        (Decimal("3"), Decimal("3.10"), Decimal("9.30")),
    ]


def test_figure_cells_of_an_unnamed_column_end_no_description() -> None:
    # a pack-size column the header names with no known word: its cells ("6 PK", "12,500")
    # are no part of the description; a figure inside the text ("A4 80 g") is
    f = fields_of(
        [
            (60, 60, "Northwind Wholesale BV"),
            (60, 90, "Invoice No 88231"),
            (60, 200, "Item"),
            (200, 200, "Pack"),
            (280, 200, "Qty"),
            (330, 200, "Price"),
            (400, 200, "Amount"),
            (60, 220, "Coffee beans"),
            (200, 220, "6 PK"),
            (280, 220, "2"),
            (330, 220, "4,00"),
            (400, 220, "8,00"),
            (60, 240, "Copy paper A4 80 g"),
            (200, 240, "12,500"),
            (280, 240, "3"),
            (330, 240, "5,10"),
            (400, 240, "15,30"),
        ]
    )
    assert [i.description for i in f.line_items] == ["Coffee beans", "Copy paper A4 80 g"]


# a Polish "Faktura VAT" table: net, rate, tax and gross per row, the header over two lines
# whose second holds the totals words ("netto | VAT | VAT | brutto"), units in their own column
_NET_TAX_GROSS_ROWS = [
    (60, 60, "Baltic Dairy Sp. z o.o."),
    (60, 90, "Faktura VAT nr 4471"),
    (40, 200, "Lp."),
    (70, 200, "Nazwa"),
    (200, 200, "Jedn."),
    (240, 200, "Ilość"),
    (280, 200, "Cena"),
    (330, 200, "Wartość"),
    (390, 200, "Stawka"),
    (440, 200, "Kwota"),
    (500, 200, "Wartość"),
    (330, 212, "netto"),
    (390, 212, "VAT"),
    (440, 212, "VAT"),
    (500, 212, "brutto"),
    (40, 230, "1"),
    (70, 230, "butter"),
    (200, 230, "szt."),
    (240, 230, "3"),
    (280, 230, "2,50"),
    (330, 230, "7,50"),
    (390, 230, "23%"),
    (440, 230, "1,73"),
    (500, 230, "9,23"),
    (40, 245, "2"),
    (70, 245, "cream"),
    (200, 245, "szt."),
    (240, 245, "2"),
    (280, 245, "1,20"),
    (330, 245, "2,40"),
    (390, 245, "23%"),
    (440, 245, "0,55"),
    (500, 245, "2,95"),
]


def test_header_line_of_totals_words_right_under_the_header_ends_no_table() -> None:
    assert len(fields_of(_NET_TAX_GROSS_ROWS).line_items) == 2


def test_net_before_its_tax_and_gross_is_the_line_amount() -> None:
    # the rate's column is read without; the net's share at the rate is the tax beside it
    items = fields_of(_NET_TAX_GROSS_ROWS).line_items
    assert [(i.quantity, i.unit_price, i.amount) for i in items] == [
        (Decimal("3"), Decimal("2.50"), Decimal("7.50")),
        (Decimal("2"), Decimal("1.20"), Decimal("2.40")),
    ]


def test_unit_word_in_a_cell_of_its_own_ends_no_description() -> None:
    assert [i.description for i in fields_of(_NET_TAX_GROSS_ROWS).line_items] == [
        "butter",
        "cream",
    ]


_TOTALS_ROW = [
    (290, 265, "Razem: 9,90zł"),
    (390, 265, "23%"),
    (440, 265, "2,28zł"),
    (500, 265, "12,18zł"),
]


def test_total_row_with_its_net_after_the_label_and_a_rate_cell() -> None:
    # "Razem: 9,90zł | 23% | 2,28zł | 12,18zł": net, rate, tax and gross; the gross is the total
    f = fields_of(_NET_TAX_GROSS_ROWS + _TOTALS_ROW)
    assert (f.tax_amount, f.total) == (Decimal("2.28"), Decimal("12.18"))


def test_header_second_line_labels_no_totals_figure() -> None:
    # "netto" over the first row's net is a column's name, not the invoice's net
    f = fields_of(_NET_TAX_GROSS_ROWS + _TOTALS_ROW)
    assert f.subtotal == Decimal("9.90")


def test_labelled_amounts_running_on_in_one_line() -> None:
    # each label follows the amount of the one before it: no money word of running text
    f = fields_of(
        [
            (60, 60, "Rechnung Nr. 2026-118 Datum: 12.03.2026"),
            (60, 90, "Beratung: € 1.000,00"),
            (60, 120, "Netto: € 1.000,00 Umsatzsteuer (19%): € 190,00 Brutto: € 1.190,00"),
        ]
    )
    assert (f.subtotal, f.tax_rate, f.tax_amount, f.total) == (
        Decimal("1000.00"),
        Decimal("19.00"),
        Decimal("190.00"),
        Decimal("1190.00"),
    )


def test_money_word_after_running_text_is_still_no_label() -> None:
    f = fields_of(
        [
            (60, 60, "Rechnung Nr. 2026-118 Datum: 12.03.2026"),
            (60, 90, "Beratung: € 1.000,00"),
            (60, 120, "Wir danken für Ihren Auftrag über Netto 1.000,00 €"),
            (60, 150, "Gesamtbetrag: € 1.000,00"),
        ]
    )
    assert f.subtotal is None


def test_tax_word_after_a_tax_id_is_no_label_of_its_own() -> None:
    # only a money label's amount runs on to the next label: an id that reads like a figure
    # ("CHE-123.456.789") leaves the tax word after it running text
    lines = document_lines([page_from_rows([(60, 150, "Votre N° TVA: CHE-123.456.789 TVA")])])
    assert [h.field for h in collect_hits(lines)] == ["customer_tax_id"]


def test_row_read_without_a_trailing_share_of_its_amount() -> None:
    # a column after the amount holds its share (a levy, a tax due): the row's figures
    # multiply out only without it
    page = ocr_page(
        [
            (60, 40, "Gulf Fresh Foods LLC"),
            (60, 60, "TAX INVOICE"),
            (60, 80, "Invoice Number: 88120"),
            (40, 200, "Description"),
            (250, 200, "Qty"),
            (320, 200, "Unit Price"),
            (420, 200, "Amount"),
            (500, 200, "Levy"),
            (40, 220, "Olive oil 5L"),
            (250, 220, "12.000"),
            (320, 220, "18.00"),
            (420, 220, "216.00"),
            (500, 220, "10.80"),
            (40, 240, "Sea salt 1kg"),
            (250, 240, "4.500"),
            (320, 240, "6.40"),
            (420, 240, "28.80"),
            (500, 240, "1.44"),
        ]
    )
    f, _, _ = parse_invoice([page])
    assert [(i.quantity, i.unit_price, i.amount) for i in f.line_items] == [
        (Decimal("12"), Decimal("18.00"), Decimal("216.00")),
        (Decimal("4.5"), Decimal("6.40"), Decimal("28.80")),
    ]


def test_bulleted_amount_lines_without_bullet_and_colon() -> None:
    # "•  Beratung: £ 1.200,00": the bullet and the colon before the amount are no description
    f = fields_of(
        [
            (60, 40, "Rechnung Nr. 2026-77 Datum: 02.03.2026"),
            (60, 80, "•"),
            (90, 80, "Beratung: £ 1.200,00"),
            (60, 95, "•"),
            (90, 95, "Reisekosten: £ 300,50"),
            (60, 120, "Gesamtbetrag: £ 1.500,50"),
        ]
    )
    assert [i.description for i in f.line_items] == ["Beratung", "Reisekosten"]


def test_argentine_taxpayer_key_labels_the_vendor_tax_id() -> None:
    # "CUIT" (Clave Única de Identificación Tributaria) beside the issuer's address
    f = fields_of(
        [
            (60, 40, "Talleres del Litoral S.R.L."),
            (300, 40, "CUIT: 30712345671"),
            (60, 52, "Factura Nº 0003-00004411"),
            (60, 64, "Fecha: 14/02/2023"),
            (60, 100, "Cliente: Transportes Rosario S.A."),
            (60, 130, "Descripción"),
            (400, 130, "Importe"),
            (60, 145, "Servicio de mantenimiento"),
            (400, 145, "1.500,00"),
            (60, 170, "TOTAL $ 1.500,00"),
        ]
    )
    assert f.vendor_tax_id == "30712345671"
