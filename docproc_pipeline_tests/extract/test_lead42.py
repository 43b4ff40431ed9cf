"""Readings found on session 42's development sets, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, fields_of, ocr_page


def test_rows_torn_off_a_receipt_without_its_total_carry_no_subtotal() -> None:
    # a fragment of a till receipt: two items and nothing under them; their sum is printed
    # nowhere, so no net figure is read from them
    rows: Rows = [
        (40, 60, "CHLEB ZYTNI 500G"), (300, 60, "1 x 4,99"), (380, 60, "4,99A"),
        (40, 80, "MASLO EXTRA 200G"), (300, 80, "2 x 7,49"), (380, 80, "14,98A"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [i.amount for i in fields.line_items] == [Decimal("4.99"), Decimal("14.98")]
    assert fields.total is None
    assert fields.subtotal is None


def test_a_receipts_sum_line_ends_its_amount_rows() -> None:
    # a Polish till receipt: the rows priced 'count x price amount', then 'Podsuma' and the
    # taxed sales per VAT letter, which are no items though they stand where an item's
    # amount-only row would
    rows: Rows = [
        (150, 20, "PARAGON FISKALNY"),
        (40, 40, "Mleko 2% 1l"), (300, 40, "1 x3,49"), (380, 40, "3,49C"),
        (40, 60, "Kawa mielona"), (300, 60, "1 x24,99"), (380, 60, "24,99A"),
        (40, 80, "Podsuma:"), (380, 80, "28,48"),
        (40, 100, "SPRZEDAZ OPODATKOWANA A"), (380, 100, "24,99"),
        (40, 120, "SPRZEDAZ OPODATKOWANA C"), (386, 120, "3,49"),
        (40, 140, "PTU A 23%"), (386, 140, "4,67"),
        (40, 160, "PTU C 5%"), (386, 160, "0,17"),
        (40, 180, "SUMA PTU"), (386, 180, "4,84"),
        (40, 200, "SUMA PLN"), (380, 200, "28,48"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [(i.description, i.amount) for i in fields.line_items] == [
        ("Mleko 2% 1l", Decimal("3.49")),
        ("Kawa mielona", Decimal("24.99")),
    ]
    assert fields.total == Decimal("28.48")


def test_a_streets_name_and_house_number_set_apart_are_one_address_line() -> None:
    # an e-receipt's head printed in a fixed-width font, the house number a wide gap after the
    # street's name: the line is still the shop's street and town
    rows: Rows = [
        (38, 150, "Getränke Krüger OHG"),
        (38, 162, "Am Weidenbruch"), (118, 162, "36, 51061 Köln"),
        (62, 174, "Telefon: 0221 / 9636303"), (74, 186, "UID Nr.: DE283751503"),
        (230, 198, "EUR"), (20, 210, "SALAMI SPITZENQ."), (218, 210, "1,79 B"),
        (20, 222, "BUTTERSCHINKEN"), (218, 222, "2,59 B"),
        (20, 240, "SUMME"), (200, 240, "EUR 4,38"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.vendor_name == "Getränke Krüger OHG"
    assert fields.vendor_address == "Am Weidenbruch 36, 51061 Köln"
