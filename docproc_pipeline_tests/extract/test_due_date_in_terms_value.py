"""The due date in a payment-terms label's value: closing it after the word it is due on
("Termin: 14 dni upływa 2023-08-17"), or after "Due:" ("Terms Due: 8/30/2020"); a date a term
is counted from is none ("Terms: 30 days from 01/02/2026") (invented pages)."""

from __future__ import annotations

import datetime

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _invoice(title: str, terms: str) -> Rows:
    return [
        (40, 20, title),
        (40, 40, "Data: 2023-08-03" if title.startswith("Faktura") else "Date: 2026-01-02"),
        (40, 80, "Opis"), (400, 80, "Kwota"),
        (40, 94, "Usługa serwisowa"), (400, 94, "822.50"),
        (300, 130, "Razem"), (400, 130, "822.50"),
        (40, 170, terms),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("title", "terms", "due"),
    [
        (
            "Faktura VAT nr 17/08/2023",
            "Termin: 14 dni upływa 2023-08-17",
            datetime.date(2023, 8, 17),
        ),
        ("INVOICE 2026-114", "Terms Due: 8/30/2026", datetime.date(2026, 8, 30)),
        ("INVOICE 2026-114", "Terms: 30 days from 01/02/2026", None),
    ],
)
def test_a_due_date_in_the_terms_value(title: str, terms: str, due: datetime.date | None) -> None:
    assert fields_of(_invoice(title, terms)).due_date == due
