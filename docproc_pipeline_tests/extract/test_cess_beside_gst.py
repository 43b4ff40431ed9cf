"""India's cess levied beside the GST ("IGST (30%)  900.00" / "Cess (30%)  900.00") is a tax of
its own: two rows at the same rate, both in the tax amount (invented page)."""

from __future__ import annotations

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _invoice(cess_label: str) -> Rows:
    return [
        (40, 20, "Infovrate Tech"),
        (40, 34, "Richmond Town, Bengaluru 560025"),
        (330, 34, "Invoice# INV-001"),
        (330, 48, "Invoice Date : Mar 16, 2026"),
        (40, 100, "Item Description"), (300, 100, "Qty"), (350, 100, "Rate"), (450, 100, "Amount"),
        (40, 114, "Scanner licence"), (300, 114, "1"), (350, 114, "3000.00"), (450, 114, "3000.00"),
        (380, 150, "Sub Total"), (450, 150, "3000.00"),
        (380, 164, "IGST (30%)"), (450, 164, "900.00"),
        (380, 178, cess_label), (450, 178, "900.00"),
        (380, 192, "TOTAL"), (450, 192, "Rs.4,800.00"),
    ]  # fmt: skip


@pytest.mark.parametrize("label", ["Cess (30%)", "Compensation Cess (30%)"])
def test_the_cess_is_a_tax_row_of_its_own(label: str) -> None:
    fields = fields_of(_invoice(label))
    assert str(fields.tax_amount) == "1800.00"
    assert [(str(r.rate), str(r.amount)) for r in fields.tax_breakdown] == [
        ("30.00", "900.00"),
        ("30.00", "900.00"),
    ]
