"""A text layer whose every letter is a text object of its own, set a hair apart (CSS
letter-spacing printed by a browser): its words read whole (an invented PDF)."""

from __future__ import annotations

import io

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from docproc_pipeline.extract.pdf_text import read_pdf

_SIZE = 13.3
_SCALE = 0.75


def _letter_spaced_pdf(lines: list[str], spacing: float) -> bytes:
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(595, 842))
    for k, line in enumerate(lines):
        x, y = 50.0, 780.0 - 20 * k
        for word in line.split(" "):
            for ch in word:
                t = c.beginText()
                t.setTextTransform(_SCALE, 0, 0, _SCALE, x, y)
                t.setFont("Helvetica", _SIZE)
                t.textOut(ch)
                c.drawText(t)
                x += stringWidth(ch, "Helvetica", _SIZE) * _SCALE + spacing
            x += stringWidth(" ", "Helvetica", _SIZE) * _SCALE + spacing
    c.save()
    return buf.getvalue()


def test_letters_placed_one_by_one_a_hair_apart_make_words() -> None:
    data = _letter_spaced_pdf(["Rechnung Nr. 2025/505", "Dowergstraße 242"], spacing=1.5)
    words = [w.text for w in read_pdf(data, max_pages=1).pages[0].words]
    assert words == ["Rechnung", "Nr.", "2025/505", "Dowergstraße", "242"]
