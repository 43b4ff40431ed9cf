"""A filled-in PDF form: the values typed into its fields are printed content of the page; and
an item amount printed as a whole number with its currency ("1168 Euro")."""

from __future__ import annotations

import io
from decimal import Decimal

import pytest
from reportlab.pdfgen import canvas

from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.pdf_text import read_pdf
from docproc_pipeline_tests.extract.pages import page_from_rows


def _form_invoice() -> bytes:
    """An invented invoice form: labels in the page content, every value in a form field."""
    buf = io.BytesIO()
    pdf = canvas.Canvas(buf, pagesize=(595, 842))
    pdf.setFont("Helvetica", 11)
    labels = {"Invoice no.": 780, "Date:": 760, "Description": 700, "Total": 640}
    for label, y in labels.items():
        pdf.drawString(40, y, label)
    values = {
        "number": ("FX-2207", 150, 776),
        "date": ("14/03/2026", 150, 756),
        "item": ("Garden design consultation", 40, 676),
        "amount": ("480.00 EUR", 400, 676),
        "total": ("480.00 EUR", 400, 636),
    }
    for name, (value, x, y) in values.items():
        pdf.acroForm.textfield(
            name=name, value=value, x=x, y=y, width=160, height=18, borderWidth=0, fontSize=11
        )
    pdf.save()
    return buf.getvalue()


def test_form_field_values_are_read_as_page_words() -> None:
    words = {w.text for w in read_pdf(_form_invoice(), max_pages=5).pages[0].words}
    assert {"FX-2207", "14/03/2026", "Garden", "480.00"} <= words


def test_a_filled_in_form_invoice_is_extracted() -> None:
    result = OfflineEngine().extract(_form_invoice(), "application/pdf")
    assert result.fields.invoice_number == "FX-2207"
    assert str(result.fields.total) == "480.00"


@pytest.mark.parametrize("amount", ["1168 Euro", "1168,00 euro", "€ 1168"])
def test_a_whole_amount_printed_with_its_currency_is_an_item_amount(amount: str) -> None:
    rows = [
        (40, 40, "Studio Verdi"),
        (40, 52, "Via Roma 1, 10100 Torino"),
        (300, 70, "Fattura n. 7/2026 del 14/03/2026"),
        (180, 120, "DESCRIZIONE"),
        (380, 120, "IMPORTO"),
        (176, 160, "Consulenza giardino"),
        (372, 160, amount),
        (293, 200, "TOTALE"),
        (381, 200, "1168,00 Euro"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [(i.description, i.amount) for i in fields.line_items] == [
        ("Consulenza giardino", Decimal("1168.00"))
    ]
