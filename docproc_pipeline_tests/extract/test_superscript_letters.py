"""A letter a word processor sets as a superscript of the one before it (the ordinal "o" of
"Nº", drawn smaller and raised off the baseline) belongs to that word: "No DE FACTURA"
labels the invoice number, where "N" and "o" read apart left the label unread (invented PDFs
read through PDFium)."""

from __future__ import annotations

import io

from reportlab.pdfgen import canvas

from docproc_pipeline.extract import pdf_text
from docproc_pipeline.extract.parse.invoice import parse_invoice

_SIZE = 16.0


def _pdf(lines: list[tuple[float, float, list[tuple[str, float, float]]]]) -> bytes:
    """A page of lines (x, baseline, parts); each part is (text, font size, rise), drawn right
    after the part before it."""
    buf = io.BytesIO()
    pdf = canvas.Canvas(buf, pagesize=(595, 842))
    for x, y, parts in lines:
        text = pdf.beginText(x, y)
        for part, size, rise in parts:
            text.setFont("Helvetica", size)
            text.setRise(rise)
            text.textOut(part)
        pdf.drawText(text)
    pdf.save()
    return buf.getvalue()


def _invoice(number_label: list[tuple[str, float, float]]) -> bytes:
    plain = _SIZE * 0.7
    return _pdf(
        [
            (60, 780, [("FACTURA", _SIZE, 0)]),
            (60, 740, [("Comercial Andina S.A.", plain, 0)]),
            (60, 726, [("Av. Amazonas 1200, Quito", plain, 0)]),
            (320, 740, number_label),
            (320, 720, [("Fecha: 25/01/2021", plain, 0)]),
            (60, 640, [("Concepto", plain, 0)]),
            (400, 640, [("Importe", plain, 0)]),
            (60, 624, [("Servidor en torre", plain, 0)]),
            (400, 624, [("1.599,00", plain, 0)]),
            (320, 590, [("TOTAL", plain, 0)]),
            (400, 590, [("1.599,00", plain, 0)]),
        ]
    )


def _words(data: bytes) -> list[str]:
    return [w.text for w in pdf_text.read_pdf(data, max_pages=1).pages[0].words]


def test_a_raised_small_letter_after_a_capital_is_one_word_with_it() -> None:
    label = [("N", _SIZE * 0.7, 0), ("o", _SIZE * 0.45, 5), (" DE FACTURA 0000417", _SIZE * 0.7, 0)]
    data = _invoice(label)
    assert "No" in _words(data)
    fields, _, _ = parse_invoice(pdf_text.read_pdf(data, max_pages=1).pages)
    assert fields.invoice_number == "0000417"


def test_a_raised_small_letter_set_apart_stays_a_word_of_its_own() -> None:
    # a gap of a space's width: two words, however the second is set
    label = [
        ("N", _SIZE * 0.7, 0),
        (" o", _SIZE * 0.45, 5),
        (" DE FACTURA 0000417", _SIZE * 0.7, 0),
    ]
    words = _words(_invoice(label))
    assert "No" not in words
    assert "N" in words and "o" in words


def test_a_raised_small_figure_after_a_word_stays_apart() -> None:
    # a footnote's mark ("Total¹") is no letter of the word
    data = _pdf([(60, 700, [("Importe", _SIZE * 0.7, 0), ("1", _SIZE * 0.45, 5)])])
    assert _words(data) == ["Importe", "1"]
