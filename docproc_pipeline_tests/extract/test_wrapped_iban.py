"""An IBAN wrapped in a narrow sidebar column (small invented pages)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import fields_of, right_aligned


def _page(first: str, second: str) -> list[tuple[float, float, str]]:
    return [
        (17, 40, "Invoice No. 5512"),
        (17, 178, "Bank Details"),
        (231, 178, "91976"),
        (281, 178, "Copy paper A4, box"),
        right_aligned(558, 178, "638.20"),
        (17, 191, first),
        (17, 202, second),
        (17, 214, "BIC/SWIFT: WESTGB2L"),
        (300, 260, "Total"),
        right_aligned(558, 260, "638.20"),
    ]


def test_an_iban_whose_last_short_group_wrapped_is_joined_again() -> None:
    assert fields_of(_page("IBAN: GB82WEST1234569876543", "2")).supplier_iban == (
        "GB82WEST12345698765432"
    )
    assert fields_of(_page("IBAN: GB82 WEST 1234 5698 7", "654 32")).supplier_iban == (
        "GB82WEST12345698765432"
    )
