"""The parser on OCR-like pages: skewed lines, specks in figures, misread separators, lost digits.

Most tests build small `Page`s of `Word`s by hand (no OCR, milliseconds each); two read
generated images end to end, since OCR costs seconds per page.
"""

from __future__ import annotations

import math
from decimal import Decimal
from pathlib import Path

import pytest

from docproc_pipeline.extract.deskew import deskew_boxes, estimate_skew
from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.numbers import parse_number
from docproc_pipeline.extract.parse.table import parse_line_items
from docproc_pipeline.extract.parse.table_rows import clean_ocr_figure, parse_row
from docproc_pipeline.ingest.sniff import sniff_mime
from docproc_pipeline.validate.rules import ALL_RULES, cross_field_errors
from docproc_pipeline_tests.extract.pages import ocr_row as _row
from docproc_pipeline_tests.fixtures import truth as load_truth

H = 10.0  # word height in points


def _table_page(rows: list[list[tuple[float, str]]], angle_deg: float = 0.0) -> Page:
    """An invoice page with a header, item rows and totals, rotated by `angle_deg`."""
    lines: list[list[tuple[float, str]]] = [
        [(40, "Invoice"), (90, "No."), (115, "A-1001")],
        [(40, "Date:"), (90, "2026-03-14")],
        [(40, "Description"), (300, "Qty"), (380, "Unit"), (410, "Price"), (500, "Amount")],
        *rows,
        [(300, "Subtotal"), (500, "136.40")],
        [(300, "VAT"), (322, "20%"), (500, "27.28")],
        [(300, "Total"), (490, "GBP"), (515, "163.68")],
    ]
    words: list[Word] = []
    tan = math.tan(math.radians(angle_deg))
    for n, cells in enumerate(lines):
        for x, text in cells:
            y = 100.0 + 16.0 * n + (x - 300) * tan
            words.append(Word(text, x, y, x + 6 * len(text), y + H, 0.95))
    return Page(number=1, width=595, height=842, words=words, source="ocr")


ROWS = [
    [(40, "Copy"), (70, "paper"), (300, "5"), (315, "pk"), (410, "4.28"), (500, "21.40")],
    [(40, "Fitter"), (80, "labour"), (300, "2.5"), (320, "h"), (410, "40.00"), (500, "100.00")],
    [(40, "Call-out"), (90, "charge"), (300, "1"), (410, "15.00"), (500, "15.00")],
]


def test_skew_is_estimated_from_word_boxes_and_undone() -> None:
    boxes = []
    for n in range(20):
        for x in (50.0, 250.0, 450.0):
            y = 100.0 + 20.0 * n + x * math.tan(math.radians(1.2))
            boxes.append((x, y, x + 60.0, y + 12.0))
    angle = estimate_skew(boxes)
    assert angle == pytest.approx(1.2, abs=0.1)
    straight = deskew_boxes(boxes, angle, 600.0, 900.0)
    for n in range(20):
        row = straight[3 * n : 3 * n + 3]
        assert max(b[1] for b in row) - min(b[1] for b in row) < 1.5


def test_straight_page_is_left_as_it_is() -> None:
    boxes = [(x, 100.0 + 20 * n, x + 50.0, 112.0 + 20 * n) for n in range(10) for x in (50, 300)]
    assert estimate_skew(boxes) == 0.0
    assert deskew_boxes(boxes, 0.0, 600.0, 900.0) == boxes


@pytest.mark.parametrize(
    ("text", "sep", "expected"),
    [
        ("1.122.43", ".", "1122.43"),  # a comma read as a point: two digits end a money figure
        ("4.660.03", ",", "4660.03"),
        ("1,289,19", ",", "1289.19"),
        ("12.345.678", ",", "12345678"),  # plain thousands still read as thousands
        ("34.7.50", ".", None),  # not a number as read
    ],
)
def test_repeated_separator_with_cents(text: str, sep: str, expected: str | None) -> None:
    value = parse_number(text, sep)
    assert value == (None if expected is None else Decimal(expected))


@pytest.mark.parametrize(
    ("read", "clean"),
    [
        ("393.25.", "393.25"),
        (",2", "2"),
        ("1:391.70", "1391.70"),
        ("13:00", "13:00"),  # a time of day, or a price the arithmetic reads
        ("114,.45", "114.45"),
        ("502:.95", "502.95"),
        ("101:25", "101.25"),
        ("198:00.", "198.00"),
    ],
)
def test_ocr_figure_cleaning(read: str, clean: str) -> None:
    assert clean_ocr_figure(read) == clean


def _item(cells: list[tuple[float, str]], qty_x: tuple[float, float] | None = None) -> object:
    notes: list[str] = []
    item = parse_row(_row(*cells), ".", 40.0, ocr=True, notes=notes, qty_x=qty_x)
    return item, notes


def test_specks_and_split_cents_in_row_figures() -> None:
    item, _ = _item([(40, "Archive"), (90, "boxes"), (300, "20"), (315, "ea"),
                     (410, "2.31."), (500, "46"), (514, "20")])  # fmt: skip
    assert item is not None
    assert (item.quantity, item.unit_price, item.amount) == (20, Decimal("2.31"), Decimal("46.20"))
    assert item.description == "Archive boxes"


def test_arithmetic_chooses_the_reading_of_a_figure_with_a_stray_point() -> None:
    item, _ = _item([(40, "Network"), (90, "switch"), (300, "2"), (315, "ea"),
                     (410, "34.7.50"), (500, "695.00")])  # fmt: skip
    assert item is not None and item.unit_price == Decimal("347.50")


def test_colon_for_a_decimal_point_is_read_by_the_arithmetic() -> None:
    item, _ = _item([(40, "Copper"), (80, "pipe"), (300, "6"), (315, "m"),
                     (410, "13:00"), (500, "78.00")])  # fmt: skip
    assert item is not None and item.unit_price == Decimal("13.00")


def test_amount_with_a_misread_cents_separator_is_still_a_row() -> None:
    # a missed row would shift every later row of the table by one position
    item, _ = _item([(40, "Copper"), (80, "pipe"), (300, "35m"), (410, "14.37"), (500, "502:.95")])
    assert item is not None
    assert (item.quantity, item.amount) == (35, Decimal("502.95"))


def test_time_of_day_in_a_receipt_header_is_not_an_item() -> None:
    item, _ = _item([(40, "Issue"), (80, "date:"), (150, "30.10.2025"), (250, "08:23")])
    assert item is None


def test_quantity_glued_to_its_unit() -> None:
    item, _ = _item([(40, "Firewall"), (300, "1flat"), (410, "716.00"), (500, "716.00")])
    assert item is not None and item.quantity == 1 and item.description == "Firewall"


def test_misread_unit_does_not_replace_the_quantity_before_it() -> None:
    # "lfm" read as "1fm": the 24 before it fits 24 x 1.71 = 41.04
    item, notes = _item([(40, "Cable"), (300, "24"), (315, "1fm"), (410, "1.71"), (500, "41.04")])
    assert item is not None and item.quantity == 24 and item.description == "Cable"
    assert notes


def test_lost_quantity_is_derived_and_noted() -> None:
    # OCR dropped the lone "1" before the unit
    item, notes = _item([(40, "Disposal"), (300, "lump"), (330, "sum"),
                         (410, "63.10"), (500, "63.10")])  # fmt: skip
    assert item is not None and item.quantity == 1
    assert item.description == "Disposal"
    assert any("derived" in n for n in notes)


def test_figure_in_the_description_column_is_not_the_quantity() -> None:
    item, _ = _item(
        [(40, "Supplement,"), (110, "3."), (125, "edition"), (330, "pcs"),
         (410, "36.99"), (500, "36.99")],
        qty_x=(300.0, 320.0),
    )  # fmt: skip
    assert item is not None and item.quantity == 1
    assert item.description == "Supplement, 3. edition"


def test_unreadable_row_keeps_what_was_read_with_a_note() -> None:
    # 3 x 5.00 is not 16.00 and no reading fits: nothing is guessed
    item, notes = _item([(40, "Pens"), (300, "3"), (410, "5.00"), (500, "16.00")])
    assert item is not None and (item.quantity, item.amount) == (3, Decimal("16.00"))
    assert any("differs" in n for n in notes)


@pytest.mark.parametrize("angle", [0.0, 1.0, -1.5])
def test_skewed_ocr_page_after_deskew_reads_all_lines(angle: float) -> None:
    page = _table_page(ROWS, angle)
    boxes = [(w.x0, w.y0, w.x1, w.y1) for w in page.words]
    straight = deskew_boxes(boxes, estimate_skew(boxes), page.width, page.height)
    page.words = [
        Word(w.text, *box, confidence=w.confidence)
        for w, box in zip(page.words, straight, strict=True)
    ]
    fields, confidence, _ = parse_invoice([page])
    assert [(i.quantity, i.amount) for i in fields.line_items] == [
        (5, Decimal("21.40")),
        (Decimal("2.5"), Decimal("100.00")),
        (1, Decimal("15.00")),
    ]
    assert fields.subtotal == Decimal("136.40") and fields.total == Decimal("163.68")
    assert cross_field_errors(fields, Decimal("0.01"), list(ALL_RULES)) == []
    assert confidence["line_items"] >= 0.9


def test_repaired_lines_lower_the_line_items_confidence() -> None:
    rows = [*ROWS[:2], [(40, "Call-out"), (90, "charge"), (410, "15.00"), (500, "15.00")]]
    fields, confidence, warnings = parse_invoice([_table_page(rows)])
    assert fields.line_items[2].quantity == 1
    assert confidence["line_items"] <= 0.6
    assert any("derived" in w for w in warnings)


@pytest.mark.parametrize("name", ["webp_grey.webp", "tiff_fax_multipage.tif"])
def test_skewed_and_multipage_images_end_to_end(fixture_dir: Path, name: str) -> None:
    """A noisy skewed scan and a two-page fax: every line item and no false rule errors."""
    path = fixture_dir / "image" / name
    truth = load_truth(path)
    data = path.read_bytes()
    result = OfflineEngine().extract(data, sniff_mime(data))
    fields = result.fields
    expected = truth["fields"]["line_items"]
    assert len(fields.line_items) == len(expected)
    right = sum(
        Decimal(t["amount"]) == got.amount and Decimal(t["quantity"]) == got.quantity
        for t, got in zip(expected, fields.line_items, strict=True)
    )
    assert right >= 0.95 * len(expected)
    assert str(fields.total) == truth["fields"]["total"]
    errors = cross_field_errors(fields, Decimal("0.01"), list(ALL_RULES))
    assert errors == truth["expected_validation_errors"]


def test_header_word_with_one_ocr_misreading_still_marks_the_description_column() -> None:
    # "Beschreibung" read as "Beachreibung": without the header the article number column
    # would be taken into every description
    words = [
        Word(t, x, 100, x + 6 * len(t), 100 + H, 0.9)
        for x, t in [(45, "Pos"), (69, "Art.-Nr."), (120, "Beachreibung"), (358, "Menge"),
                     (444, "Preis/ME"), (523, "Betrag")]
    ] + [
        Word(t, x, 116, x + 6 * len(t), 116 + H, 0.9)
        for x, t in [(40, "1"), (67, "ART76108"), (120, "Glasreinigung"), (377, "8"),
                     (458, "48,29"), (524, "386,32")]
    ]  # fmt: skip
    page = Page(number=1, width=595, height=842, words=words, source="ocr")
    items, _ = parse_line_items(document_lines([page]), ",")
    assert [(i.description, i.quantity) for i in items] == [("Glasreinigung", 8)]
