"""A payment term whose label names its unit ("Termin płatności (dni): 30", the label's accent
dropped or not) is the payment terms, the count as printed; a "Termin płatności" over a date is
the due date (invented pages)."""

from __future__ import annotations

import datetime

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _faktura(label: str, value: str) -> Rows:
    return [
        (40, 20, "FAKTURA VAT NR 37/G/03/2026"),
        (40, 40, "Data wystawienia: 04-03-2026"),
        (40, 80, "Lp."), (80, 80, "Nazwa usługi"), (400, 80, "Wartość"),
        (40, 94, "1"), (80, 94, "Holowanie"), (400, 94, "822.50"),
        (300, 130, "Razem"), (400, 130, "822.50"),
        (40, 170, "Forma płatności:"), (200, 170, "Przelew"),
        (40, 184, label), (200, 184, value),
    ]  # fmt: skip


@pytest.mark.parametrize("label", ["Termin płatności (dni):", "Termin Płatnosci (dni):"])
def test_a_term_in_days_is_the_payment_terms(label: str) -> None:
    fields = fields_of(_faktura(label, "30"))
    assert fields.payment_terms == "30"
    assert fields.due_date is None


def test_a_date_after_the_term_label_is_the_due_date() -> None:
    fields = fields_of(_faktura("Termin Płatnosci:", "03-04-2026"))
    assert fields.due_date == datetime.date(2026, 4, 3)
