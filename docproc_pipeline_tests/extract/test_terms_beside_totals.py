"""Payment terms wrapped in a column beside the totals block (small invented pages)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import fields_of, right_aligned


def _page(first: str, second: str) -> list[tuple[float, float, str]]:
    return [
        (43, 60, "Faktura nr FV/2026/17"),
        (43, 200, "Usługa montażu"),
        right_aligned(549, 200, "100,00 zł"),
        (361, 400, "Netto"),
        right_aligned(549, 400, "100,00 zł"),
        (43, 420, first),
        (361, 420, "VAT 23 %"),
        right_aligned(549, 420, "23,00 zł"),
        (43, 429, second),
        (361, 440, "Razem"),
        right_aligned(549, 440, "123,00 zł"),
    ]


def test_terms_wrapped_beside_the_totals_keep_their_last_words() -> None:
    f = fields_of(_page("Sposób płatności: Płatność przelewem w terminie", "30 dni"))
    assert f.payment_terms == "Płatność przelewem w terminie 30 dni"
    f = fields_of(_page("Zahlungsbedingungen: Zahlbar innerhalb 14 Tagen", "ohne Abzug"))
    assert f.payment_terms == "Zahlbar innerhalb 14 Tagen ohne Abzug"
