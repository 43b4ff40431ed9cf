"""Scalar fields as e-invoice renderings and other unseen layouts print them: document-type
titles, summary blocks, due dates in sentences (small hand-built pages, invented data)."""

from __future__ import annotations

from datetime import date

from docproc_pipeline.extract.models import InvoiceFields
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import page_from_rows


def _fields(rows: list[tuple[float, float, str]]) -> InvoiceFields:
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    return fields


def test_compound_title_with_type_code_gives_number_and_date() -> None:
    f = _fields(
        [
            (50, 60, "Warenrechnung (380) Nr. QX-2231 vom 14.02.2024"),
            (50, 100, "Lieferdatum:"),
            (200, 100, "10.02.2024"),
            (300, 500, "Gesamtbetrag   119,00"),
        ]
    )
    assert f.invoice_number == "QX-2231"
    assert f.invoice_date == date(2024, 2, 14)


def test_title_wrapping_after_the_number_takes_the_date_from_the_next_line() -> None:
    f = _fields(
        [
            (50, 60, "Abrechnung des Dienstleisters Nr. 77.301-9 vom"),
            (50, 72, "09.05.2023"),
            (50, 110, "Kunde: Beispiel KG"),
        ]
    )
    assert f.invoice_number == "77.301-9"
    assert f.invoice_date == date(2023, 5, 9)


def test_credit_note_title_around_a_parenthesis_and_date_under_it() -> None:
    f = _fields(
        [
            (50, 60, "Gutschrift (Selbst erstellte Rechnung) Nr. 90017"),
            (50, 72, "vom 03.11.2022"),
        ]
    )
    assert f.invoice_number == "90017"
    assert f.invoice_date == date(2022, 11, 3)


def test_order_number_in_a_remark_is_the_purchase_order_not_the_invoice_number() -> None:
    f = _fields(
        [
            (50, 60, "Bemerkung: Lieferung gemäß Bestellung Nr. PO-5521 vom 01.04.2024."),
            (50, 90, "Rechnungsnummer: 300412"),
        ]
    )
    assert f.invoice_number == "300412"
    assert f.purchase_order == "PO-5521"
