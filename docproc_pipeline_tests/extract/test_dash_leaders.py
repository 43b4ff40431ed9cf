"""A typewriter's dashes run on from an item's words to the gap before its amount
("PREPARE REPORTS-----   92.00") lead the eye to the amount: no part of the description; a
hyphen inside a word ("PICK-UP") stays (invented page)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _invoice(first: str, second: str) -> Rows:
    return [
        (40, 20, "INVOICE"),
        (40, 40, "INVOICE NO.: 25968"), (300, 40, "INVOICE DATE: 1/31/2024"),
        (60, 80, "DESCRIPTION"), (420, 80, "AMOUNT"),
        (40, 100, first), (420, 100, "157.00"),
        (40, 114, second), (420, 114, "92.00"),
        (360, 150, "TOTAL"), (420, 150, "249.00"),
    ]  # fmt: skip


def test_dashes_before_the_amount_are_a_leader() -> None:
    items = fields_of(_invoice("PICK-UP AND MAILING---", "PREPARE REPORTS-----")).line_items
    assert [i.description for i in items] == ["PICK-UP AND MAILING", "PREPARE REPORTS"]
    assert [str(i.amount) for i in items] == ["157.00", "92.00"]
