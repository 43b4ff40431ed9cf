"""Company names with name particles ("van der", "de") are names, not sentences (invented
pages)."""

from __future__ import annotations

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import page_from_rows


def _letterhead(name: str) -> InvoiceFields:
    rows = [
        (60, 54, name),
        (60, 66, "Molenweg 12"),
        (60, 78, "3512 AB Utrecht"),
        (60, 90, "Telefoon 030 123 4567"),
        (60, 118, "Factuur"),
        (60, 140, "Factuurnummer: F-20931"),
        (60, 152, "Datum: 19-03-2024"),
        (60, 176, "Klant:"),
        (60, 188, "Jansen Installatietechniek"),
        (60, 200, "Kerkstraat 4"),
        (60, 212, "1017 GC Amsterdam"),
        (60, 250, "Omschrijving"),
        (330, 250, "Aantal"),
        (420, 250, "Prijs"),
        (500, 250, "Bedrag"),
        (60, 264, "Schilderwerk kozijnen"),
        (330, 264, "6"),
        (420, 264, "45,00"),
        (500, 264, "270,00"),
        (420, 300, "Totaal"),
        (500, 300, "270,00"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    return fields


def test_an_ampersand_is_no_word_of_a_sentence() -> None:
    # six tokens with two particles read as a caption while "&" counted as a word
    assert _letterhead("de Wit & van Beek Schilders").vendor_name == "de Wit & van Beek Schilders"


def test_a_dutch_limited_partnership_is_a_company() -> None:
    name = "van der Laan en de Boer Schilders C.V."
    assert _letterhead(name).vendor_name == name
