"""Parties' tax ids printed in a row of id labels, or without a label (invented pages)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import fields_of


def test_the_customers_abn_in_a_header_row_of_ids_with_values_below() -> None:
    # "ABN | YOUR ABN | OUR BANK" over their values: the second is the customer's own number
    rows = [
        (40, 40, "TAX INVOICE"),
        (40, 60, "ISSUED BY"),
        (300, 60, "SOLD TO"),
        (40, 72, "Harbour Tools Pty Ltd"),
        (300, 72, "Mintaro Bakery"),
        (40, 84, "12 Quay Street"),
        (300, 84, "4 Mill Road"),
        (40, 96, "Hobart TAS 7000"),
        (300, 96, "Launceston TAS 7250"),
        (40, 120, "INVOICE #"),
        (200, 120, "INVOICE DATE"),
        (40, 132, "A-1001"),
        (200, 132, "03/03/2026"),
        (40, 150, "ABN"),
        (200, 150, "YOUR ABN"),
        (350, 150, "OUR BANK"),
        (40, 162, "51 824 753 556"),
        (200, 162, "53 004 085 616"),
        (350, 162, "BSB 487-104 Acc 87199836"),
        (40, 190, "DESCRIPTION"),
        (300, 190, "QTY"),
        (380, 190, "EACH"),
        (480, 190, "TOTAL"),
        (40, 204, "Garden hose"),
        (300, 204, "2"),
        (380, 204, "10.00"),
        (480, 204, "20.00"),
        (380, 230, "SUBTOTAL"),
        (480, 230, "20.00"),
        (380, 242, "GST 10 %"),
        (480, 242, "2.00"),
        (380, 254, "TOTAL"),
        (480, 254, "22.00"),
    ]
    f = fields_of(rows)
    assert f.vendor_tax_id == "51824753556"
    assert f.customer_tax_id == "53004085616"
