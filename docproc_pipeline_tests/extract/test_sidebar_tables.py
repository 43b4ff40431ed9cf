"""Item tables printed beside a sidebar column (invented pages)."""

from __future__ import annotations

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
