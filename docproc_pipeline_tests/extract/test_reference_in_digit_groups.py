"""A number printed as a single digit and groups of three or four digits one space apart
("Referenznummer: 7 2214 8830 1955", as payment services print their references) is one id,
kept as printed (invented pages)."""

from __future__ import annotations

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _page(number: str) -> Rows:
    return [
        (60, 40, "Zahlungsinformationen"),
        (60, 70, "Referenznummer:"), (160, 70, number),
        (60, 84, "Datum: 02.03.2026"),
        (60, 140, "Artikel"), (420, 140, "Betrag"),
        (60, 156, "Wanduhr Eiche"), (420, 156, "34,90 €"),
        (300, 190, "Gesamtsumme"), (420, 190, "34,90 €"),
    ]  # fmt: skip


@pytest.mark.parametrize("number", ["7 2214 8830 1955", "4 118 2290"])
def test_a_digit_and_groups_are_one_reference(number: str) -> None:
    assert fields_of(_page(number)).invoice_number == number
