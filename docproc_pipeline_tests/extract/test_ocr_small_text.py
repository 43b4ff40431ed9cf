"""Pages whose text comes out small on the raster detection runs on are detected again on a
larger one (`ocr._small_text_settings`): detection on the shrunk page loses whole cells."""

from __future__ import annotations

import io
import json
from pathlib import Path

from PIL import Image

from docproc_pipeline.extract.ocr import _small_text_settings, ocr_image
from docproc_pipeline.extract.ocr_settings import OCR_SETTINGS

MAX_PIXELS = 40_000_000


def _words(
    height: float, n: int = 40
) -> list[tuple[str, tuple[float, float, float, float], float, int]]:
    return [("word", (10.0, 10.0 * i, 60.0, 10.0 * i + height), 0.9, i) for i in range(n)]


def test_small_words_on_a_large_page_are_detected_again_larger() -> None:
    page = Image.new("L", (1654, 2339), 255)  # A4 at 200 dpi: detection shrinks it to 960
    # 30 px on the page is 12.3 px on the 960 raster: small
    larger = _small_text_settings(_words(30.0), page, OCR_SETTINGS)
    assert larger is not None
    assert larger.det_max_side == OCR_SETTINGS.small_text_det_side
    # 45 px is 18.5 px there: read once
    assert _small_text_settings(_words(45.0), page, OCR_SETTINGS) is None


def test_a_page_no_larger_than_the_detection_raster_is_read_once() -> None:
    page = Image.new("L", (630, 900), 255)  # a receipt: detected at its own size already
    assert _small_text_settings(_words(8.0), page, OCR_SETTINGS) is None
    assert _small_text_settings([], Image.new("L", (1654, 2339), 255), OCR_SETTINGS) is None


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
