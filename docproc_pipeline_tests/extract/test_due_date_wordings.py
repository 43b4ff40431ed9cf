"""Due-date wordings of real invoices beyond the common labels (invented pages)."""

from __future__ import annotations

from datetime import date

import pytest

from docproc_pipeline_tests.extract.pages import fields_of


@pytest.mark.parametrize(
    "label",
    ["Payable jusqu'au:", "Payable jusqu’au :"],
)
def test_swiss_french_payable_until_is_the_due_date(label: str) -> None:
    rows = [
        (40, 40, "Atelier Lémanique Sàrl"),
        (40, 100, "Facture RE-00412"),
        (40, 120, "Date:"), (100, 120, "02.03.2026"), (200, 120, label), (300, 120, "06.03.2026"),
        (300, 300, "Total"), (400, 300, "1'250.00"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.invoice_date == date(2026, 3, 2)
    assert fields.due_date == date(2026, 3, 6)
