"""Item tables printed beside a sidebar column (invented pages)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import fields_of


def test_a_slash_joined_quantity_header_finds_the_table_beside_a_sidebar() -> None:
    # "Hrs/Qty" names the quantity column: the header is found, and the sidebar's text on a
    # row's line ("Sort code ...") stays out of the description, left of the table
    rows = [
        (40, 40, "Brightwater Studio Ltd"),
        (300, 40, "INVOICE"),
        (40, 52, "8 Kiln Lane"),
        (300, 52, "Billed To"),
        (40, 64, "Norwich NR1 4AB"),
        (300, 64, "Alder Partners"),
        (300, 76, "2 Elm Row, Leeds LS1 2AA"),
        (40, 100, "Invoice No."),
        (40, 112, "BW-5521"),
        (40, 140, "Bank Details"),
        (200, 140, "Service"),
        (380, 140, "Hrs/Qty"),
        (440, 140, "Rate"),
        (500, 140, "Net"),
        (200, 156, "Logo design"),
        (380, 156, "3 hrs"),
        (440, 156, "80.00"),
        (500, 156, "240.00"),
        (40, 170, "Sort code 40-11-62"),
        (200, 170, "Photo retouching"),
        (380, 170, "2 hrs"),
        (440, 170, "45.00"),
        (500, 170, "90.00"),
        (380, 200, "Net"),
        (500, 200, "330.00"),
        (380, 212, "VAT 20 %"),
        (500, 212, "66.00"),
        (380, 224, "Total"),
        (500, 224, "396.00"),
    ]
    items = fields_of(rows).line_items
    assert [(i.description, str(i.quantity), str(i.amount)) for i in items] == [
        ("Logo design", "3", "240.00"),
        ("Photo retouching", "2", "90.00"),
    ]


def _ocr_words(cells: list[tuple[float, float, float, str]]) -> list[Word]:
    """OCR'd words of (x, top, bottom, text) cells, 7 pt per character, 4 pt gaps."""
    out: list[Word] = []
    for x, y0, y1, text in cells:
        for token in text.split(" "):
            out.append(Word(token, x, y0, x + 7 * len(token), y1))
            x += 7 * len(token) + 4
    return out


def test_an_ocr_row_whose_amount_was_read_a_little_above_it_with_a_sidebar_label() -> None:
    # OCR set the first row's amount higher than its row, on a line with the sidebar's label
    # ("VAT No."): the amount goes back into the row, whose quantity and price stay put
    words = _ocr_words(
        [
            (20, 40, 58, "Harbour Works Ltd"),
            (300, 40, 58, "INVOICE"),
            (20, 62, 78, "4 Quay Road"),
            (300, 62, 78, "Bill To"),
            (20, 80, 96, "Leeds LS1 2AB"),
            (300, 80, 96, "Dalton Foods Ltd"),
            (230, 122, 140, "Code"),
            (290, 122, 140, "Description"),
            (390, 122, 140, "Qty"),
            (440, 122, 140, "Price"),
            (520, 122, 140, "Amount"),
            (20, 142, 156, "VAT No."),
            (526, 142, 162, "12.00"),
            (20, 150, 169, "GB 123 4567 89"),
            (230, 150, 169, "94825"),
            (290, 150, 169, "Painting"),
            (394, 150, 169, "1"),
            (450, 150, 169, "12.00"),
            (230, 178, 195, "68053"),
            (290, 178, 195, "Cleaning"),
            (394, 178, 195, "2"),
            (450, 178, 195, "20.00"),
            (518, 178, 195, "40.00"),
            (330, 230, 248, "Total"),
            (518, 230, 248, "52.00"),
        ]
    )
    page = Page(number=1, width=595.0, height=842.0, words=words)
    page.source = "ocr"
    fields, _, _ = parse_invoice([page])
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("Painting", Decimal("1"), Decimal("12.00"), Decimal("12.00")),
        ("Cleaning", Decimal("2"), Decimal("20.00"), Decimal("40.00")),
    ]


def test_an_ocr_header_row_read_as_two_overlapping_lines_is_one_header() -> None:
    # the description's header a little above the figures' headers, overlapping them: one row;
    # the description column starts at its header, the sidebar and item numbers stay out
    words = _ocr_words(
        [
            (20, 40, 58, "Harbour Works Ltd"),
            (300, 40, 58, "INVOICE"),
            (20, 62, 78, "4 Quay Road"),
            (300, 62, 78, "Bill To"),
            (20, 80, 96, "Leeds LS1 2AB"),
            (300, 80, 96, "Dalton Foods Ltd"),
            (20, 120, 136, "Bank details"),
            (20, 138, 158, "Sort code"),
            (230, 138, 158, "Item No."),
            (310, 138, 158, "Description"),
            (400, 149, 165, "Qty"),
            (450, 149, 165, "Price"),
            (515, 149, 165, "Amount"),
            (20, 170, 188, "Account"),
            (230, 170, 188, "20032"),
            (310, 170, 188, "Cable duct"),
            (400, 170, 188, "50"),
            (450, 170, 188, "7.50"),
            (515, 170, 188, "375.00"),
            (20, 196, 214, "Invoice No."),
            (230, 196, 214, "33802"),
            (310, 196, 214, "Service plan"),
            (400, 196, 214, "2"),
            (450, 196, 214, "40.00"),
            (515, 196, 214, "80.00"),
            (330, 240, 258, "Total"),
            (515, 240, 258, "455.00"),
        ]
    )
    page = Page(number=1, width=595.0, height=842.0, words=words)
    page.source = "ocr"
    fields, _, _ = parse_invoice([page])
    assert [i.description for i in fields.line_items] == ["Cable duct", "Service plan"]
