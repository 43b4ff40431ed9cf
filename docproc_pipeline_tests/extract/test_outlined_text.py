"""PDFs whose text is drawn as outlines: no text layer, no image, only vector paths.

Some printer drivers turn fonts into curves: every glyph becomes a path, and the page has no
text to read and no image to OCR. Such a page is read by OCR like a scan (`pdf_text` counts
its paths), instead of the document being rejected as blank. The pages here are drawn with no
font at all: the text is rasterised with Pillow and each run of dark pixels becomes a filled
rectangle, so the only thing on the page is vector paths, as in a driver's output.
"""

from __future__ import annotations

import io
from decimal import Decimal
from pathlib import Path

import pytest
import ttf_opensans
from PIL import Image, ImageDraw, ImageFont
from reportlab.pdfgen import canvas

from docproc_pipeline.errors import DocumentRejected
from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline.extract.pdf_text import read_pdf

PDF = "application/pdf"
FONT = Path(ttf_opensans.__file__).with_name("ttf") / "OpenSans-Regular.ttf"
SCALE = 3  # pixels per point of the rasterised text


def _outlined_pdf(
    lines: list[str], size: tuple[float, float] = (420, 300), *, one_path: bool = False
) -> bytes:
    """A one-page PDF drawing `lines` (14 pt, one every 24 pt) as filled rectangles only: each
    its own path, or with `one_path` all of them one path (as a printer that outlines a run
    of text into a single path of many segments)."""
    width, height = size
    raster = Image.new("1", (int(width * SCALE), int(height * SCALE)), 1)
    draw = ImageDraw.Draw(raster)
    font = ImageFont.truetype(str(FONT), 14 * SCALE)
    for i, text in enumerate(lines):
        draw.text((30 * SCALE, (30 + 24 * i) * SCALE), text, font=font, fill=0)
    out = io.BytesIO()
    pdf = canvas.Canvas(out, pagesize=size)
    pixels = raster.load()
    assert pixels is not None
    path = pdf.beginPath()
    for y in range(raster.height):
        x = 0
        while x < raster.width:
            if pixels[x, y]:
                x += 1
                continue
            start = x
            while x < raster.width and not pixels[x, y]:
                x += 1
            top = height - y / SCALE
            box = (start / SCALE, top - 1 / SCALE, (x - start) / SCALE, 1 / SCALE)
            if one_path:
                path.rect(*box)
            else:
                pdf.rect(*box, 0, 1)
    if one_path:
        pdf.drawPath(path, stroke=0, fill=1)
    pdf.showPage()
    pdf.save()
    return out.getvalue()


def _ruled_pdf() -> bytes:
    """A page with a table's frame and no text: a blank form, not text to read."""
    out = io.BytesIO()
    pdf = canvas.Canvas(out, pagesize=(420, 300))
    for i in range(12):
        pdf.line(30, 40 + 20 * i, 390, 40 + 20 * i)
    for x in (30, 150, 270, 390):
        pdf.line(x, 40, x, 260)
    pdf.showPage()
    pdf.save()
    return out.getvalue()


def test_a_page_of_outlined_text_is_one_to_ocr() -> None:
    pages = read_pdf(_outlined_pdf(["Invoice 4711", "Total 99.00"]), max_pages=5)
    assert pages.has_text == [False]
    assert pages.has_image == [True]
    assert pages.pages[0].words == []


def test_a_ruled_page_without_text_stays_blank() -> None:
    pages = read_pdf(_ruled_pdf(), max_pages=5)
    assert pages.has_text == [False]
    assert pages.has_image == [False]
    with pytest.raises(DocumentRejected, match="blank document"):
        OfflineEngine().extract(_ruled_pdf(), PDF)


def test_an_invoice_printed_as_outlines_is_read_by_ocr() -> None:
    data = _outlined_pdf(
        [
            "INVOICE",
            "Invoice No: 58213",
            "Date: 2026-03-14",
            "Consulting  2  150.00  300.00",
            "Total: EUR 300.00",
        ]
    )
    extraction = OfflineEngine().extract(data, PDF)
    assert extraction.field_sources["total"] == "ocr"
    assert extraction.fields.invoice_number == "58213"
    assert extraction.fields.total == Decimal("300.00")


def test_text_outlined_into_one_path_of_many_segments_is_one_to_ocr() -> None:
    lines = ["INVOICE", "Invoice No: 58213", "Date: 2026-03-14", "Total: EUR 300.00"]
    pages = read_pdf(_outlined_pdf(lines, one_path=True), max_pages=5)
    assert pages.has_text == [False]
    assert pages.has_image == [True]
