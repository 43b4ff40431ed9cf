"""A text-layer PDF page the file shows turned (/Rotate 90, 180, 270): its text is read in the
page's own frame, exactly as unturned, and the field boxes fall on the words of the picture a
viewer (and the reviewer's screen) shows, which pdfium renders turned."""

from __future__ import annotations

import io

import pypdfium2 as pdfium
import pytest
from reportlab.pdfgen import canvas

from docproc_pipeline.extract.offline import OfflineEngine

# an invented invoice, drawn upright on an A4 page: (x, y from the top, text)
_ROWS = [
    (40, 50, "Nordlicht Werkzeuge GmbH"),
    (40, 64, "Hafenstrasse 12, 20457 Hamburg"),
    (360, 110, "Invoice no.: NW-2026-118"),
    (360, 126, "Date: 12.03.2026"),
    (40, 200, "Description"),
    (420, 200, "Amount"),
    (40, 220, "Workshop bench"),
    (420, 220, "1000.00"),
    (340, 280, "Total EUR"),
    (420, 280, "1190.00"),
]


def _invoice_pdf(rotation: int) -> bytes:
    buf = io.BytesIO()
    pdf = canvas.Canvas(buf, pagesize=(595, 842))
    pdf.setFont("Helvetica", 11)
    for x, y, text in _ROWS:
        pdf.drawString(x, 842 - y, text)
    pdf.save()
    return _shown_turned(buf.getvalue(), rotation)


def _shown_turned(data: bytes, rotation: int) -> bytes:
    """The PDF with its page's /Rotate set to `rotation`."""
    doc = pdfium.PdfDocument(data)
    doc[0].set_rotation(rotation)
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue()


def _ink_share(pdf: bytes, box: tuple[float, float, float, float]) -> float:
    """The share of dark pixels inside a box (page fractions) of the page as pdfium shows it."""
    picture = pdfium.PdfDocument(pdf)[0].render(scale=2).to_pil().convert("L")
    w, h = picture.size
    x0, y0, x1, y1 = box
    crop = picture.crop((int(x0 * w), int(y0 * h), int(x1 * w) + 1, int(y1 * h) + 1))
    dark = sum(crop.histogram()[:128])
    return dark / max(crop.width * crop.height, 1)


@pytest.mark.parametrize("rotation", [90, 180, 270])
def test_a_turned_page_reads_as_upright_and_its_boxes_fall_on_the_shown_words(
    rotation: int,
) -> None:
    upright = OfflineEngine().extract(_invoice_pdf(0), "application/pdf")
    pdf = _invoice_pdf(rotation)
    turned = OfflineEngine().extract(pdf, "application/pdf")
    assert turned.fields == upright.fields
    assert turned.fields.invoice_number == "NW-2026-118"
    boxes = turned.boxes or {}
    for name in ("invoice_number", "total"):
        box = boxes[name]
        corners = (box.x0, box.y0, box.x1, box.y1)
        assert all(0.0 <= c <= 1.0 for c in corners)
        # a box on its words holds ink; one left in the unturned frame lies on blank paper
        assert _ink_share(pdf, corners) > 0.05, f"{name} box {box} on blank paper"
    # on an upright page the same check finds the words (the check itself is sound)
    up = (upright.boxes or {})["invoice_number"]
    assert _ink_share(_invoice_pdf(0), (up.x0, up.y0, up.x1, up.y1)) > 0.05


def _sideways_landscape_pdf(rotation: int) -> bytes:
    """The invoice laid out on a landscape page (842 x 595) but drawn sideways on a portrait
    one, its text running up (shown with /Rotate 90) or down the page (/Rotate 270), as groff
    and some report writers print landscape pages."""
    buf = io.BytesIO()
    pdf = canvas.Canvas(buf, pagesize=(595, 842))
    pdf.setFont("Helvetica", 11)
    if rotation == 90:
        pdf.translate(595, 0)
        pdf.rotate(90)
    else:
        pdf.translate(0, 842)
        pdf.rotate(-90)
    for x, y, text in _ROWS:
        pdf.drawString(x + 150, 595 - y, text)
    pdf.save()
    return _shown_turned(buf.getvalue(), rotation)


def _landscape_pdf() -> bytes:
    buf = io.BytesIO()
    pdf = canvas.Canvas(buf, pagesize=(842, 595))
    pdf.setFont("Helvetica", 11)
    for x, y, text in _ROWS:
        pdf.drawString(x + 150, 595 - y, text)
    pdf.save()
    return buf.getvalue()


@pytest.mark.parametrize("rotation", [90, 270])
def test_a_landscape_page_drawn_sideways_reads_in_the_frame_its_text_runs_in(
    rotation: int,
) -> None:
    upright = OfflineEngine().extract(_landscape_pdf(), "application/pdf")
    pdf = _sideways_landscape_pdf(rotation)
    sideways = OfflineEngine().extract(pdf, "application/pdf")
    assert upright.fields.invoice_number == "NW-2026-118"
    assert sideways.fields == upright.fields
    box = (sideways.boxes or {})["total"]
    assert _ink_share(pdf, (box.x0, box.y0, box.x1, box.y1)) > 0.05, f"total box {box}"
