"""Till receipts photographed (invented OCR'd pages): a count printed in a column of its own left
of the names, read on the first line only (the other lines' counts lost), neither hides the
list of items nor stays in the name; a till stamp whose time follows the date after a comma
("3/16/25, 8:15 PM") dates the receipt; a table of the till's rates and their tax with no net
column ("TAX RATE  PERCENTAGE  TAX" over "20VAT  20.00%  £3.88") gives the rate and the tax."""

from __future__ import annotations

from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import item_rows, ocr_fields, ocr_right_aligned


def _amount(y: float, text: str) -> tuple[float, float, str]:
    """An amount right-aligned at the amounts' column."""
    return ocr_right_aligned(300.0, y, text)


_fields = ocr_fields


def test_a_count_cell_on_one_line_keeps_the_list() -> None:
    fields = _fields([
        (90, 20, "The Olive Tree"), (80, 34, "4 Harbour Road"), (84, 48, "Brighton BN1 2AB"),
        (40, 70, "Table 7"), (150, 70, "12 Mar 2025 20:15"),
        (22, 100, "3"), (52, 100, "Cola Zero"), _amount(100, "9.00"),
        (53, 116, "Lemonade"), _amount(116, "4.50"),
        (51, 132, "Fish Pie"), _amount(132, "14.25"),
        (52, 148, "Garden Salad"), _amount(148, "8.75"),
        (52, 164, "Sticky Toffee Pudding"), _amount(164, "6.50"),
        (40, 190, "Subtotal"), _amount(190, "43.00"),
        (40, 206, "Total"), _amount(206, "43.00"),
    ])  # fmt: skip
    assert item_rows(fields) == [
        ("Cola Zero", "3", None, "9.00"),
        ("Lemonade", None, None, "4.50"),
        ("Fish Pie", None, None, "14.25"),
        ("Garden Salad", None, None, "8.75"),
        ("Sticky Toffee Pudding", None, None, "6.50"),
    ]


def _ticket() -> InvoiceFields:
    return _fields([
        (90, 20, "The Olive Tree"), (80, 34, "4 Harbour Road"), (84, 48, "Brighton BN1 2AB"),
        (40, 70, "3/16/25, 8:15 PM"), (200, 70, "Check: 0042"),
        (52, 100, "Cola Zero"), _amount(100, "9.00"),
        (52, 116, "Fish Pie"), _amount(116, "14.25"),
        (40, 150, "Total"), _amount(150, "£23.25"),
        (40, 180, "TAX RATE"), (120, 180, "PERCENTAGE"), (250, 180, "TAX"),
        (40, 196, "20VAT"), (120, 196, "20.00%"), _amount(196, "£3.88"),
    ])  # fmt: skip


def test_a_stamp_with_a_comma_before_its_time_dates_the_receipt() -> None:
    assert str(_ticket().invoice_date) == "2025-03-16"


def test_rates_and_their_tax_without_a_net_column() -> None:
    fields = _ticket()
    assert (str(fields.tax_rate), str(fields.tax_amount), str(fields.total)) == (
        "20.00",
        "3.88",
        "23.25",
    )
    assert [(str(r.rate), r.base, str(r.amount)) for r in fields.tax_breakdown] == [
        ("20.00", None, "3.88")
    ]
