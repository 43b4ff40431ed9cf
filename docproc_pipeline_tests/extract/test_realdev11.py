"""Real invoices of a bilingual right-to-left layout and of an ERP's gross/net wording
(invented pages, never corpus copies)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import fields_of, ocr_page
from docproc_pipeline.extract.parse.invoice import parse_invoice


def test_summary_values_left_of_their_labels() -> None:
    # a page laid out right to left: each summary figure stands left of its label
    page = ocr_page(
        [
            (60, 60, "Harbour Supplies Trading LLC"),
            (400, 90, "TAX INVOICE"),
            (60, 120, "Invoice No 7731-22"),
            (60, 140, "Date 04/03/2025"),
            (300, 400, "640.00"),
            (420, 400, "Taxable Value"),
            (300, 420, "32.00"),
            (420, 420, "VAT"),
            (300, 440, "672.00"),
            (420, 440, "Invoice Total"),
        ]
    )
    f, _, _ = parse_invoice([page])
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("640.00"),
        Decimal("32.00"),
        Decimal("672.00"),
    )


def test_figure_left_of_a_label_among_more_cells_is_not_its_value() -> None:
    # a row of several figures ending in a label is a table's row, not a mirrored summary row
    page = ocr_page(
        [
            (60, 60, "Harbour Supplies Trading LLC"),
            (60, 120, "Invoice No 7731-22"),
            (200, 400, "3"),
            (300, 400, "640.00"),
            (420, 400, "Total"),
        ]
    )
    f, _, _ = parse_invoice([page])
    assert f.total is None


def test_gross_before_tax_and_net_after_it_change_places() -> None:
    f = fields_of(
        [
            (60, 60, "Desert Line Packaging LLC"),
            (60, 90, "Invoice No 5512"),
            (300, 400, "Gross Amount"),
            (480, 400, "800.00"),
            (300, 420, "VAT Amount"),
            (480, 420, "40.00"),
            (300, 440, "Net Amount"),
            (480, 440, "840.00"),
        ]
    )
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("800.00"),
        Decimal("40.00"),
        Decimal("840.00"),
    )


def test_net_and_total_that_add_up_stay() -> None:
    f = fields_of(
        [
            (60, 60, "Desert Line Packaging LLC"),
            (60, 90, "Invoice No 5512"),
            (300, 400, "Net Amount"),
            (480, 400, "800.00"),
            (300, 420, "VAT Amount"),
            (480, 420, "40.00"),
            (300, 440, "Gross Amount"),
            (480, 440, "840.00"),
        ]
    )
    assert (f.subtotal, f.total) == (Decimal("800.00"), Decimal("840.00"))
