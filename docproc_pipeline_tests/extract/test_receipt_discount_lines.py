"""A till receipt's discount line between its priced rows ("RABAT 50%  5,00" under an item,
its minus lost to OCR) does not end the item list when a row of count x price = amount
follows."""

from __future__ import annotations

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, item_rows, ocr_page

_TOP: Rows = [
    (40, 20, "Sklep Pod Lipami sp. z o.o."),
    (40, 34, "ul. Lipowa 12, 60-101 Poznań"),
    (40, 48, "NIP 779-000-12-34"),
    (40, 62, "2026-03-05"),
    (110, 80, "PARAGON FISKALNY"),
]


def _receipt(discount: str) -> Rows:
    return [
        *_TOP,
        (40, 100, "Chleb razowy"), (200, 100, "1 * 4,49 4,49 C"),
        (40, 114, "Jogurt naturalny"), (200, 114, "2 * 2,50 5,00 C"),
        (40, 128, discount), (290, 128, "2,50"),
        (40, 142, "Masło Ekstra"), (200, 142, "1 * 7,99 7,99 C"),
        (40, 156, "Kawa mielona"), (200, 156, "1 * 18,99 18,99 A"),
        (40, 180, "SUMA PLN"), (290, 180, "33,97"),
    ]  # fmt: skip


def test_a_discount_line_between_priced_rows_does_not_end_the_items() -> None:
    fields, _, _ = parse_invoice([ocr_page(_receipt("RABAT 50%"))])
    assert [row[0] for row in item_rows(fields)] == [
        "Chleb razowy",
        "Jogurt naturalny",
        "Masło Ekstra",
        "Kawa mielona",
    ]
    assert [row[3] for row in item_rows(fields)] == ["4.49", "5.00", "7.99", "18.99"]


def test_a_total_line_still_ends_the_items() -> None:
    # the same receipt with its discount line replaced by a total: the rows under it are no items
    fields, _, _ = parse_invoice([ocr_page(_receipt("SUMA PLN"))])
    assert [row[0] for row in item_rows(fields)] == ["Chleb razowy", "Jogurt naturalny"]
