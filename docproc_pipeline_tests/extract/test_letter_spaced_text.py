"""A text layer whose every letter is a text object of its own, set a hair apart (CSS
letter-spacing printed by a browser): PDFium puts a line break of its own between the letters,
and the words still read whole; objects of a character or two set a hair apart but too few in a
row to be a letter-spaced word keep their words apart (invented PDFs read through PDFium).

PDFium generates those breaks on a page whose text it judges to run top to bottom: there it
ends a line before each object of a single character that does not overlap the line so far.
Each page below carries a narrow column of short lines for that."""

from __future__ import annotations

import io

from reportlab.pdfgen import canvas

from docproc_pipeline.extract import pdf_text

_FONT = ("Helvetica", 10)


def _read(objects: list[str], gaps: dict[int, float] | None = None) -> list[str]:
    """The words read from one line at baseline 700 of `objects`, each drawn as a text object
    of its own a hair (0.1 pt) after the one before, or `gaps[k]` points before object k; the
    words of the column that turns PDFium's reading of the page are left out."""
    buf = io.BytesIO()
    pdf = canvas.Canvas(buf, pagesize=(595, 842))
    pdf.setFont(*_FONT)
    for k in range(40):
        pdf.drawString(40, 800 - 12 * k, "Pos")
    x = 200.0
    for k, text in enumerate(objects):
        x += (gaps or {}).get(k, 0.1 if k else 0.0)
        pdf.drawString(x, 700, text)
        x += pdf.stringWidth(text, *_FONT)
    pdf.save()
    page = pdf_text.read_pdf(buf.getvalue(), max_pages=1).pages[0]
    return [w.text for w in page.words if w.y0 > 842 - 712 and w.y1 < 842 - 690]


def test_letters_placed_one_by_one_a_hair_apart_make_words() -> None:
    # "Rechnung" then, a word's space later, "242"
    letters = [*"Rechnung", *"242"]
    assert _read(letters, {8: 3.0}) == ["Rechnung", "242"]


def test_words_placed_one_by_one_a_hair_apart_stay_words() -> None:
    # a PDF writer that sets each word on its own: a rate's "5" and "%" after a one-letter
    # code ("Sazba S 5 %", fewer than four short objects in a row) must not run together
    assert _read(["Sazba", "S", "5", "%"]) == ["Sazba", "S", "5", "%"]
