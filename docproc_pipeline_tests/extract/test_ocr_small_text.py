"""Pages whose text comes out small on the raster detection runs on are detected again on a
larger one (`ocr._small_text_settings`): detection on the shrunk page loses whole cells."""

from __future__ import annotations

import io
import json
from pathlib import Path

import numpy as np
from PIL import Image

from docproc_pipeline.extract import ocr
from docproc_pipeline.extract.ocr import _small_text_settings, ocr_image
from docproc_pipeline.extract.ocr_settings import OCR_SETTINGS

MAX_PIXELS = 40_000_000
A4_200DPI = (2339, 1654)  # (height, width) of a page raster


def _lines(height: float, n: int = 40, width: float = 160.0) -> list[list[list[float]]]:
    """Detected line boxes as RapidOCR gives them: four corners, clockwise from top left."""
    return [
        [[10.0, y], [10.0 + width, y], [10.0 + width, y + height], [10.0, y + height]]
        for y in (10.0 * i for i in range(n))
    ]


def test_small_lines_on_a_large_page_are_detected_again_larger() -> None:
    # A4 at 200 dpi: detection shrinks it to 960; 30 px on the page is 12.3 px there: small
    larger = _small_text_settings(_lines(30.0), A4_200DPI, OCR_SETTINGS)
    assert larger is not None
    assert larger.det_max_side == OCR_SETTINGS.small_text_det_side
    # 45 px is 18.5 px there: read once
    assert _small_text_settings(_lines(45.0), A4_200DPI, OCR_SETTINGS) is None


def test_only_lines_of_words_are_measured() -> None:
    # small single figures and marks (as wide as high) beside lines of ordinary words
    boxes = _lines(30.0, n=60, width=30.0) + _lines(45.0, n=20)
    assert _small_text_settings(boxes, A4_200DPI, OCR_SETTINGS) is None


def test_a_page_no_larger_than_the_detection_raster_is_read_once() -> None:
    # a receipt: detected at its own size already
    assert _small_text_settings(_lines(8.0), (900, 630), OCR_SETTINGS) is None
    assert _small_text_settings([], A4_200DPI, OCR_SETTINGS) is None


def test_a_page_read_once_reads_as_rapidocr_itself_reads_it(fixture_dir: Path) -> None:
    """`ocr._recognise` runs RapidOCR's detection and recognition as two halves, to decide on
    the detected lines before recognising any; on an ordinary page the words are exactly
    those of RapidOCR's own call (this fails if a new rapidocr changes its steps)."""
    image = Image.open(fixture_dir / "image" / "tiff_lzw.tif").convert("L")
    with ocr._engine_lock:
        engine = ocr._engine_locked(OCR_SETTINGS)
        whole = engine(np.asarray(image), return_word_box=True)
    expected = ocr._result_words(whole)
    assert len(expected) > 50
    assert _small_text_settings(whole.boxes, np.asarray(image).shape, OCR_SETTINGS) is None
    assert ocr._recognise(image, OCR_SETTINGS) == expected


def test_a_blank_page_reads_no_words() -> None:
    assert ocr._recognise(Image.new("L", (1654, 2339), 255), OCR_SETTINGS) == []


def test_an_invoice_printed_at_half_size_on_its_page_is_read(fixture_dir: Path) -> None:
    path = fixture_dir / "image" / "tiff_lzw.tif"
    full = Image.open(path).convert("L")
    half = full.resize((full.width // 2, full.height // 2), Image.LANCZOS)
    page = Image.new("L", full.size, 255)
    page.paste(half, (40, 40))
    buf = io.BytesIO()
    page.save(buf, "PNG", dpi=(200, 200))
    number = json.loads(path.with_suffix(".json").read_text())["fields"]["invoice_number"]
    pages = ocr_image(buf.getvalue(), "image/png", max_image_pixels=MAX_PIXELS)
    assert number in " ".join(w.text for w in pages[0].words)
