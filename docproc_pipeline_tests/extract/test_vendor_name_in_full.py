"""A vendor named by its short name (its web domain's, a brand's) that the page prints in full
with its legal form elsewhere, perhaps with the form's bracketed qualifier ("AB (publ)", "UG
(haftungsbeschränkt)"), is named in full; two different full names leave the short one
(invented pages)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _page(footer: list[tuple[float, float, str]]) -> Rows:
    return [
        (320, 40, "Rechnung"),
        (320, 70, "Rechnungsnummer:"), (430, 70, "4711-0815"),
        (320, 84, "Datum:"), (430, 84, "14.02.2026"),
        (40, 40, "NORDLICHT"),
        (40, 160, "Artikel"), (420, 160, "Betrag"),
        (40, 176, "Stehleuchte Fjord"), (420, 176, "89,90 €"),
        (300, 210, "Gesamtbetrag"), (420, 210, "89,90 €"),
        (40, 740, "Fragen? Besuche www.nordlicht.de/hilfe"),
        *footer,
    ]  # fmt: skip


def test_the_full_name_with_a_bracketed_qualifier_names_the_vendor() -> None:
    footer = [(40, 780, "Nordlicht Leuchten UG (haftungsbeschränkt)"), (300, 780, "Deutschland")]
    assert fields_of(_page(footer)).vendor_name == "Nordlicht Leuchten UG (haftungsbeschränkt)"


def test_two_full_names_leave_the_short_one() -> None:
    footer = [
        (40, 780, "Nordlicht Leuchten UG (haftungsbeschränkt)"),
        (40, 794, "Nordlicht Versand UG (haftungsbeschränkt)"),
    ]
    assert fields_of(_page(footer)).vendor_name == "NORDLICHT"
