"""Rules for form-like and statement-like invoice designs: a ruled item table whose figures sit
right-aligned in cells under headers printed at the cells' left edge, small detail lines under
an item's description (invented pages)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.invoice import InvoiceFields, TaxRow
from docproc_pipeline_tests.extract.pages import fields_of, page_from_rows

Rows = list[tuple[float, float, str]]

_HEAD: Rows = [
    (40, 40, "Northwind Tiles Ltd"),
    (40, 52, "12 Harbour Road, Leeds LS1 4AB"),
    (40, 70, "Invoice no. NT-2291"),
]
_TOTALS: Rows = [
    (380, 180, "Subtotal"),
    (510, 180, "500.00"),
    (380, 192, "VAT 20%"),
    (510, 192, "100.00"),
    (380, 204, "Total"),
    (510, 204, "600.00"),
]


def _fields(rows: Rows) -> InvoiceFields:
    return fields_of(_HEAD + rows + _TOTALS)


def test_a_discount_figure_right_aligned_in_its_cell_is_no_unit_price() -> None:
    # "Disc. %" printed at its cell's left edge, the "0" at the cell's right edge, clear of
    # the header word: it is still the discount column's figure
    f = _fields(
        [
            (40, 100, "Code"),
            (100, 100, "Description"),
            (300, 100, "Qty"),
            (340, 100, "Price"),
            (400, 100, "Disc. %"),
            (470, 100, "Amount"),
            (40, 112, "A-100"),
            (100, 112, "Ceramic floor tiles"),
            (310, 112, "10"),
            (340, 112, "40.00"),
            (455, 112, "0"),
            (475, 112, "400.00"),
            (40, 124, "B-200"),
            (100, 124, "Grout, grey"),
            (310, 124, "4"),
            (340, 124, "25.00"),
            (455, 124, "0"),
            (475, 124, "100.00"),
        ]
    )
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in f.line_items] == [
        ("Ceramic floor tiles", Decimal("10"), Decimal("40.00"), Decimal("400.00")),
        ("Grout, grey", Decimal("4"), Decimal("25.00"), Decimal("100.00")),
    ]


def test_a_small_type_line_under_an_item_is_a_detail_not_its_description() -> None:
    # a grey second line in smaller type (a note, article code, unit) under a bold description; a
    # wrapped description line in the item's own type still continues it
    rows: Rows = [
        (100, 100, "Description"),
        (340, 100, "Qty"),
        (400, 100, "Price"),
        (470, 100, "Amount"),
        (100, 112, "Ceramic floor tiles"),
        (350, 112, "10"),
        (400, 112, "40.00"),
        (475, 112, "400.00"),
        (100, 136, "Grout, grey, premium"),
        (350, 136, "4"),
        (400, 136, "25.00"),
        (475, 136, "100.00"),
        (100, 146, "quality"),
    ]
    page = page_from_rows(_HEAD + rows + _TOTALS)
    detail = page_from_rows([(100, 123, "colour: grey, pack of 5")], size=7.0)
    page.words.extend(detail.words)
    fields, _, _ = parse_invoice([page])
    assert [i.description for i in fields.line_items] == [
        "Ceramic floor tiles",
        "Grout, grey, premium quality",
    ]


def test_a_statements_earlier_balance_and_payment_lines_are_no_items() -> None:
    # a date column before the description; after the items, the previous balance and the
    # payment received against it, each dated, with an amount only: account lines, no items
    f = _fields(
        [
            (40, 100, "Date"),
            (110, 100, "Description"),
            (340, 100, "Qty"),
            (400, 100, "Price"),
            (470, 100, "Amount"),
            (40, 112, "02/03/2026"),
            (110, 112, "Ceramic floor tiles"),
            (350, 112, "10"),
            (400, 112, "40.00"),
            (475, 112, "400.00"),
            (40, 124, "05/03/2026"),
            (110, 124, "Grout, grey"),
            (350, 124, "4"),
            (400, 124, "25.00"),
            (475, 124, "100.00"),
            (40, 140, "28/02/2026"),
            (110, 140, "Previous balance"),
            (475, 140, "289.70"),
            (40, 152, "03/03/2026"),
            (110, 152, "Payment received - thank you"),
            (475, 152, "-289.70"),
        ]
    )
    assert [(i.description, i.amount) for i in f.line_items] == [
        ("Ceramic floor tiles", Decimal("400.00")),
        ("Grout, grey", Decimal("100.00")),
    ]
    assert f.total == Decimal("600.00")


def test_an_amount_only_row_leaves_its_date_cell_out_of_the_description() -> None:
    # a dated charge without quantity and price (a flat fee): the date is its own column
    f = _fields(
        [
            (40, 100, "Date"),
            (110, 100, "Description"),
            (340, 100, "Qty"),
            (400, 100, "Price"),
            (470, 100, "Amount"),
            (40, 112, "02/03/2026"),
            (110, 112, "Ceramic floor tiles"),
            (350, 112, "10"),
            (400, 112, "40.00"),
            (475, 112, "400.00"),
            (40, 124, "05/03/2026"),
            (110, 124, "Site survey visit"),
            (475, 124, "100.00"),
        ]
    )
    assert [i.description for i in f.line_items] == ["Ceramic floor tiles", "Site survey visit"]


def test_short_discount_headers_name_a_discount_column() -> None:
    # "Rab. %" (Rabatt), "Rem. %" (remise), "Krt. %" (korting): the 0 under them is no price
    for head in ("Rab. %", "Rem. %", "Krt. %"):
        f = _fields(
            [
                (100, 100, "Description"),
                (300, 100, "Qty"),
                (340, 100, "Price"),
                (400, 100, head),
                (470, 100, "Amount"),
                (100, 112, "Ceramic floor tiles"),
                (310, 112, "10"),
                (340, 112, "40.00"),
                (405, 112, "0"),
                (475, 112, "400.00"),
                (100, 124, "Grout, grey"),
                (310, 124, "4"),
                (340, 124, "25.00"),
                (405, 124, "0"),
                (475, 124, "100.00"),
            ]
        )
        assert [(i.quantity, i.unit_price) for i in f.line_items] == [
            (Decimal("10"), Decimal("40.00")),
            (Decimal("4"), Decimal("25.00")),
        ], head


def _taxed(rows: Rows) -> InvoiceFields:
    items: Rows = [
        (100, 100, "Description"),
        (340, 100, "Qty"),
        (400, 100, "Price"),
        (470, 100, "Amount"),
        (100, 112, "Site survey"),
        (350, 112, "1"),
        (400, 112, "2000.00"),
        (475, 112, "2000.00"),
        (100, 124, "Printed guide"),
        (350, 124, "1"),
        (400, 124, "500.00"),
        (475, 124, "500.00"),
    ]
    totals: Rows = [
        (380, 230, "Net total"),
        (480, 230, "2500.00"),
        (380, 242, "VAT total"),
        (480, 242, "175.00"),
        (380, 254, "Total"),
        (480, 254, "2675.00"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(_HEAD + items + rows + totals)])
    return fields


_TWO_RATES = [
    TaxRow(rate=Decimal("8.00"), base=Decimal("2000.00"), amount=Decimal("160.00")),
    TaxRow(rate=Decimal("3.00"), base=Decimal("500.00"), amount=Decimal("15.00")),
]


def test_a_tax_table_beside_a_note_reads_its_rows_within_its_columns() -> None:
    # payment terms printed left of the tax summary share the line of its second row
    f = _taxed(
        [
            (320, 160, "VAT rate"),
            (400, 160, "Net"),
            (470, 160, "VAT"),
            (320, 172, "8 %"),
            (400, 172, "2000.00"),
            (470, 172, "160.00"),
            (40, 184, "Terms: payable within 30 days"),
            (320, 184, "3 %"),
            (400, 184, "500.00"),
            (470, 184, "15.00"),
        ]
    )
    assert f.tax_breakdown == _TWO_RATES


def test_a_tax_table_reads_figures_grouped_by_a_typographic_apostrophe() -> None:
    # the Swiss group separator as typeset (U+2019): "2’000.00"
    f = _taxed(
        [
            (320, 160, "VAT rate"),
            (400, 160, "Net"),
            (470, 160, "VAT"),
            (320, 172, "8 %"),
            (400, 172, "2’000.00"),
            (470, 172, "160.00"),
            (320, 184, "3 %"),
            (400, 184, "500.00"),
            (470, 184, "15.00"),
        ]
    )
    assert f.tax_breakdown == _TWO_RATES


def test_an_amount_only_description_starting_left_of_a_centred_header_keeps_its_words() -> None:
    # the header word is centred over the column; the row's text starts further left, with
    # word gaps only: all of it is the description
    f = _fields(
        [
            (150, 100, "Description"),
            (340, 100, "Qty"),
            (400, 100, "Price"),
            (470, 100, "Amount"),
            (60, 112, "Advert example.org of 06/12/2022"),
            (475, 112, "400.00"),
            (60, 124, "Proof copy"),
            (350, 124, "1"),
            (400, 124, "100.00"),
            (475, 124, "100.00"),
        ]
    )
    assert [i.description for i in f.line_items] == [
        "Advert example.org of 06/12/2022",
        "Proof copy",
    ]
