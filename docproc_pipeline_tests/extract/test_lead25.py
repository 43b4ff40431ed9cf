"""Readings found on session 25's development invoices, each on an invented page."""

from __future__ import annotations

import math
from decimal import Decimal

import pytest

from docproc_pipeline.extract.deskew import Skew, deskew_boxes, estimate_skew, estimate_tilt
from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import Rows, fields_of, right_aligned


def _polish_receipt(tax_total_label: str, number_line: str = "Nr paragonu 288985") -> InvoiceFields:
    """A Polish till receipt: gross rows with a rate letter, the payable, a tax summary by
    rate and its total on a line of its own."""
    rows: Rows = [
        (60, 40, "Spółdzielnia Jaremek S.A."), (60, 52, "aleja Kopernika 47/65"),
        (60, 64, "69-522 Swarzędz"), (60, 76, "NIP: PL1820815150"),
        (20, 96, number_line), (20, 108, "1 wrz 2025"),
        (20, 128, "Baterie AA 4szt"), right_aligned(215, 128, "0,77 B"),
        (20, 140, "Woda mineralna 6x1,5L"), right_aligned(215, 140, "38,97 B"),
        (20, 152, "Torba"), right_aligned(215, 152, "38,28 A"),
        (20, 164, "Kawa ziarnista 500g"), right_aligned(215, 164, "15,20 A"),
        (20, 176, "Banany kg"), right_aligned(215, 176, "10,16 B"),
        (20, 196, "RAZEM DO ZAPŁATY"), right_aligned(215, 196, "PLN 103,38"),
        (20, 208, "Płatność kartą"), right_aligned(215, 208, "103,38"),
        (20, 228, "Zestawienie VAT"),
        (40, 240, "Stawka"), (90, 240, "Netto"), (140, 240, "VAT"), (180, 240, "Brutto"),
        (20, 252, "A"), right_aligned(60, 252, "23 %"), right_aligned(115, 252, "43,48"),
        right_aligned(160, 252, "10,00"), right_aligned(215, 252, "53,48"),
        (20, 264, "B"), right_aligned(60, 264, "8 %"), right_aligned(115, 264, "46,20"),
        right_aligned(160, 264, "3,70"), right_aligned(215, 264, "49,90"),
        (20, 276, tax_total_label), right_aligned(215, 276, "13,70"),
    ]  # fmt: skip
    return fields_of(rows)


def test_a_tax_label_followed_by_the_word_total_is_the_tax_total() -> None:
    # "Kwota VAT total  13,70": the total of the tax, not the receipt's total (103,38)
    fields = _polish_receipt("Kwota VAT total")
    assert (fields.total, fields.tax_amount) == (Decimal("103.38"), Decimal("13.70"))
    assert fields.amount_due == Decimal("103.38")


@pytest.mark.parametrize(
    ("line", "number"),
    [
        ("Nr paragonu 288985", "288985"),
        ("Paragon fiskalny nr 4471/12", "4471/12"),
        ("Scontrino n. 0392-25694", "0392-25694"),
        ("N. scontrino 118", "118"),
    ],
)
def test_a_till_receipts_number_is_the_invoice_number(line: str, number: str) -> None:
    assert _polish_receipt("Kwota VAT", number_line=line).invoice_number == number


def test_a_payable_label_qualified_gross_is_the_amount_due() -> None:
    # "Do zapłaty brutto  1046,76 PLN": the payable (gross), one label, under the net sum and
    # the tax of a workshop's invoice
    rows: Rows = [
        (40, 40, "Dreszer-Pleśniak S.A."), (40, 52, "ul. Długa 98"), (40, 64, "09-494 Nysa"),
        (300, 40, "Faktura nr FV/2025/118"), (300, 52, "Data wystawienia: 12.05.2025"),
        (40, 100, "Opis"), (300, 100, "Ilość"), (380, 100, "Cena netto"), (480, 100, "Wartość"),
        (40, 114, "Olej silnikowy 5W-30 (litr)"), right_aligned(330, 114, "4,5"),
        right_aligned(430, 114, "72,66"), right_aligned(530, 114, "326,97"),
        (40, 128, "Filtr powietrza"), right_aligned(330, 128, "2"),
        right_aligned(430, 128, "53,90"), right_aligned(530, 128, "107,80"),
        (350, 160, "Suma netto"), right_aligned(530, 160, "434,77 PLN"),
        (350, 174, "VAT 23 %"), right_aligned(530, 174, "100,00 PLN"),
        (350, 188, "Do zapłaty brutto"), right_aligned(530, 188, "534,77 PLN"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert (fields.subtotal, fields.tax_amount) == (Decimal("434.77"), Decimal("100.00"))
    assert (fields.total, fields.amount_due) == (Decimal("534.77"), Decimal("534.77"))


def _keystone_boxes(top: float, bottom: float) -> list[tuple[list[tuple[float, ...]], float]]:
    """Rows of three words (a description, a count, an amount) on a 900-high page whose lines'
    angle changes from `top` degrees at the head to `bottom` at the foot, as a photo taken
    with the phone tilted shows them; each with the angle of its row."""
    rows = []
    for n in range(30):
        y = 60.0 + 26.0 * n
        angle = top + (bottom - top) * y / 900.0
        words = [
            (x, y + (x - 300.0) * math.tan(math.radians(angle)))
            for x in (40.0, 120.0, 330.0, 480.0)
        ]
        rows.append(([(x, wy, x + 70.0, wy + 12.0) for x, wy in words], angle))
    return rows


def test_a_photos_tilt_in_depth_is_undone_row_by_row() -> None:
    rows = _keystone_boxes(4.8, 1.4)
    boxes = [box for row, _ in rows for box in row]
    lines = [n for n, (row, _) in enumerate(rows) for _ in row]
    tilt = estimate_tilt(boxes, lines, 600.0, 900.0)
    assert tilt is not None
    assert tilt.change == pytest.approx(-3.4, abs=0.3)
    straight = deskew_boxes(boxes, tilt, 600.0, 900.0)
    for n in range(30):
        row = straight[4 * n : 4 * n + 4]
        assert max(b[1] for b in row) - min(b[1] for b in row) < 2.0
    # one angle for the whole page leaves the head's or the foot's rows slanted across a line
    one = deskew_boxes(boxes, estimate_skew(boxes), 600.0, 900.0)
    spreads = [
        max(b[1] for b in one[k : k + 4]) - min(b[1] for b in one[k : k + 4])
        for k in range(0, 120, 4)
    ]
    assert max(spreads) > 8


def test_a_scan_turned_by_one_angle_has_no_tilt() -> None:
    rows = _keystone_boxes(1.2, 1.2)
    boxes = [box for row, _ in rows for box in row]
    lines = [n for n, (row, _) in enumerate(rows) for _ in row]
    assert estimate_tilt(boxes, lines, 600.0, 900.0) is None
    assert Skew(1.2).at(10.0, 900.0) == Skew(1.2).at(890.0, 900.0) == 1.2


def test_a_tilted_pages_word_maps_back_onto_the_picture() -> None:
    rows = _keystone_boxes(4.0, 1.0)
    boxes = [box for row, _ in rows for box in row]
    lines = [n for n, (row, _) in enumerate(rows) for _ in row]
    tilt = estimate_tilt(boxes, lines, 600.0, 900.0)
    assert tilt is not None
    straight = deskew_boxes(boxes, tilt, 600.0, 900.0)
    page = Page(1, 600.0, 900.0, source="ocr", skew=tilt.degrees, skew_change=tilt.change)
    for k in (0, 45, 119):
        x0, y0, x1, y1 = straight[k]
        back = page.box_on_picture(Word("w", x0, y0, x1, y1))
        assert back == pytest.approx(boxes[k], abs=1.0)
