"""A receipt that records the whole total as paid ("Amount paid 30.90" under "Total 30.90")
prints no amount due, so none is reported; a deposit deducted from the total leaves the rest
due (invented pages)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _invoice(paid: str) -> Rows:
    return [
        (40, 20, "Corner Hardware Ltd"),
        (40, 34, "12 Bridge Street, Leeds LS2 7AB"),
        (330, 34, "Invoice No: 20417"),
        (330, 48, "Date: 05/03/2026"),
        (40, 100, "Description"), (450, 100, "Amount"),
        (40, 114, "Garden hose 25 m"), (450, 114, "30.90"),
        (330, 150, "Total"), (450, 150, "30.90"),
        (330, 164, "Amount paid"), (450, 164, paid),
    ]  # fmt: skip


def test_the_whole_total_paid_leaves_no_amount_due() -> None:
    fields = fields_of(_invoice("30.90"))
    assert str(fields.total) == "30.90"
    assert fields.amount_due is None


def test_a_deposit_leaves_the_rest_due() -> None:
    assert str(fields_of(_invoice("10.00")).amount_due) == "20.90"
