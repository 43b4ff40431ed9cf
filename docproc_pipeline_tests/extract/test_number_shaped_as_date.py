"""A title's value shaped as a date ("Faktura VAT 07/03/2026": a sequence, the month and the
year) is the invoice's number where the labelled issue date is printed in another style; in
the same style it is no number."""

from __future__ import annotations

from datetime import date

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _invoice(issued: str, title: str) -> Rows:
    return [
        (40, 40, "Data wystawienia"), (40, 52, issued),
        (40, 80, "Sprzedawca"), (300, 80, "Nabywca"),
        (40, 92, "Drukarnia Wisła Sp. z o.o."), (300, 92, "Kwiaciarnia Róża s.c."),
        (40, 104, "ul. Długa 7"), (300, 104, "ul. Krótka 3"),
        (40, 116, "30-001 Kraków"), (300, 116, "31-002 Kraków"),
        (200, 140, title),
        (40, 160, "Lp."), (70, 160, "Nazwa"), (300, 160, "Ilość"), (360, 160, "Cena"),
        (430, 160, "Wartość"),
        (40, 174, "1"), (70, 174, "Ulotki A5"), (300, 174, "2"), (360, 174, "150,00"),
        (430, 174, "300,00"),
        (300, 200, "Do zapłaty"), (430, 200, "369,00 PLN"),
    ]  # fmt: skip


def test_a_date_shaped_number_after_the_title_in_another_style_is_the_number() -> None:
    fields = fields_of(_invoice("09-03-2026", "Faktura VAT 07/03/2026"))
    assert fields.invoice_number == "07/03/2026"
    assert fields.invoice_date == date(2026, 3, 9)


def test_a_date_after_the_title_in_the_issue_dates_style_is_no_number() -> None:
    fields = fields_of(_invoice("09/03/2026", "Faktura VAT 07/03/2026"))
    assert fields.invoice_number is None
