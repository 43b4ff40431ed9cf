"""A window's addressee whose name shares only its legal form and a few letters with the
vendor's ("Mälzer GmbH" under a "Trommler GmbH" letterhead) is another company, not the
vendor's own block: the customer; an OCR reading of the vendor's own name still is the vendor
(invented pages)."""

from __future__ import annotations

from docproc_pipeline.extract.parse.customer import _like_vendor
from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _letter(customer: str) -> Rows:
    return [
        (220, 50, "Trommler GmbH"),
        (210, 70, "Erdal-Nerger-Allee 70 · 38364 Nauen"),
        (68, 118, customer), (68, 130, "Massimo-Lange-Ring 40"), (68, 142, "42378 Scheinfeld"),
        (290, 170, "Rechnungs-Nr. FA-25-04990 · Datum 2025-10-11"),
        (68, 251, "Sehr geehrte Damen und Herren,"),
        (68, 269, "wir berechnen Ihnen folgende Leistungen:"),
        (101, 303, "Leistung"), (300, 303, "Anz."), (360, 303, "Einzelpreis"), (450, 303, "Gesamt"),
        (101, 321, "Kopierpapier A4"), (300, 321, "4"), (360, 321, "18,09"), (450, 321, "72,36"),
        (280, 353, "Zwischensumme"), (450, 353, "72,36 €"),
        (280, 370, "USt. 19 %"), (450, 370, "13,75 €"),
        (280, 388, "Gesamtbetrag"), (450, 388, "86,11 €"),
    ]  # fmt: skip


def test_a_window_company_with_the_vendors_legal_form_is_the_customer() -> None:
    fields = fields_of(_letter("Mälzer GmbH"))
    assert fields.vendor_name == "Trommler GmbH"
    assert fields.customer_name == "Mälzer GmbH"
    assert fields.customer_address == "Massimo-Lange-Ring 40, 42378 Scheinfeld"


def test_an_ocr_reading_of_the_vendors_name_is_still_the_vendor() -> None:
    assert _like_vendor("Tromrnler GmbH", "Trommler GmbH")
    assert _like_vendor("Trommler GmbH · Erdal-Nerger-Allee 70", "Trommler GmbH")
    assert not _like_vendor("Mälzer GmbH", "Trommler GmbH")
