"""The invoice's title word and "of" before the day it was issued ("Rechnung vom: 25.08.2025",
"Facture du 12/03/2026") label its date (invented pages)."""

from __future__ import annotations

from datetime import date

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _page(dated: str, number: str) -> Rows:
    return [
        (60, 30, "Leuchtwerk Handel GmbH"), (60, 44, "Gartenweg 4, 10115 Berlin"),
        (380, 90, dated),
        (380, 104, number),
        (60, 160, "Artikel"), (420, 160, "Betrag"),
        (60, 176, "Tischlampe Opal"), (420, 176, "59,90"),
        (300, 210, "Gesamtbetrag"), (420, 210, "59,90"),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("dated", "number"),
    [
        ("Rechnung vom: 25.08.2025", "Rechnungsnummer: 92680"),
        ("Facture du 25/08/2025", "N° de facture : 92680"),
        ("Fattura del 25/08/2025", "Numero fattura: 92680"),
    ],
)
def test_the_title_of_a_day_labels_the_invoice_date(dated: str, number: str) -> None:
    fields = fields_of(_page(dated, number))
    assert fields.invoice_date == date(2025, 8, 25)
    assert fields.invoice_number == "92680"
