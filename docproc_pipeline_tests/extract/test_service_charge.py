"""A restaurant bill's service charge printed with its rate under the subtotal ("Serv 10%
4.30"), the total including it: no tax, though the rate makes the charge from the subtotal; an
unknown label's line of the same figures stays the tax (invented OCR'd pages)."""

from __future__ import annotations

from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import ocr_fields, ocr_right_aligned


def _bill(label: str) -> InvoiceFields:
    return ocr_fields([
        (120, 20, "The Olive Tree"), (110, 34, "4 Harbour Road"), (114, 48, "Brighton BN1 2AB"),
        (60, 70, "27 Aug 2022 21:42"),
        (60, 100, "Fish Pie"), ocr_right_aligned(300, 100, "14.25"),
        (60, 116, "Ribeye Steak"), ocr_right_aligned(300, 116, "24.25"),
        (60, 132, "Caesar Salad"), ocr_right_aligned(300, 132, "4.50"),
        (40, 160, "Subtotal"), ocr_right_aligned(300, 160, "43.00"),
        (40, 176, label), (100, 176, "10%"), ocr_right_aligned(300, 176, "4.30"),
        (40, 196, "Total"), ocr_right_aligned(300, 196, "£47.30"),
    ])  # fmt: skip


def test_a_service_charge_is_no_tax() -> None:
    fields = _bill("Serv")
    assert (fields.tax_rate, fields.tax_amount, fields.tax_breakdown) == (None, None, [])
    assert str(fields.total) == "47.30"


def test_an_unknown_label_of_the_same_figures_stays_the_tax() -> None:
    fields = _bill("Levy")
    assert (str(fields.tax_rate), str(fields.tax_amount)) == ("10.00", "4.30")
