"""The offline OCR's settings, in one table: each knob, its unit, and why it has its value.

`OCR_SETTINGS` is the configuration `ocr.py` uses unless a caller passes another one (the
benchmark `bench/ocr_configs.py` runs variants of it side by side and prints CPU-s per page and
accuracy for each). This module imports nothing heavy, so code that only needs the settings (the
offline engine, the benchmark) does not load the OCR models.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class OcrSettings:
    """How pages are rasterised for OCR and how the recogniser is run.

    Units: resolutions in dots per inch, sizes in pixels, `max_pixels` in pixels per page.
    """

    # Scanned PDF pages are rendered in grey at this resolution. The corpus scans embed their
    # page image at 150-200 dpi: a higher render adds pixels, not detail.
    pdf_render_dpi: float = 200.0
    # Images keep their own resolution, shrunk to at most this (and `max_pixels`).
    image_max_dpi: float = 300.0
    # Upper bound for the page raster handed to OCR (A4 at 300 dpi is 8.7 Mpx).
    max_pixels: int = 12_000_000
    # Text detection runs on the page scaled to this many pixels on its long side; recognition
    # still reads each line from the full-resolution page.
    det_max_side: int = 960
    # A page whose text lines came out smaller than this on the raster detection ran on
    # (median height of the detected lines of words, pixels) is detected again on a raster of
    # `small_text_det_side` on its long side, before any line is recognised: detection on the
    # shrunk page loses whole cells of such text (a spreadsheet printed small, a page scanned
    # at its paper size). Pages of ordinary text are detected and recognised once.
    # 1600 px found as much, but its boxes fit the text so tightly (median 28 px against 33 at
    # 1280 and 36 at 960 on one scan) that the recogniser misread scanned lines.
    small_text_height: float = 15.0
    small_text_det_side: int = 1280
    # A detected region is kept when the detector's mean text probability inside it is at
    # least this (DB's box threshold; RapidOCR's default 0.5).
    det_box_thresh: float = 0.2
    # The recogniser reads a line scaled to 48 px high; a line narrower than this is padded
    # (grey) to it. Recognition is ~80% of a page's OCR CPU and costs in proportion to the padded
    # width, and most lines of an invoice are short cells ("12,50", "Stk") padded to this. The
    # padding is context the model relies on: RapidOCR's 320 (PaddleOCR's training shape) and
    # 240 read the corpus alike, 160 or less read decimal commas of short German amounts as
    # points ("85,81" -> "85.81") and lost fields (bench/ocr_configs.py).
    rec_min_width: int = 240
    # Lines recognised per model call. Lines are sorted by width first, so a batch pads each
    # line only to its neighbour's width.
    rec_batch: int = 1
    # onnxruntime's CPU memory arena: keeps freed buffers for reuse (more resident memory).
    ort_memory_arena: bool = False

    def __post_init__(self) -> None:
        minimums = {
            "pdf_render_dpi": 1.0,
            "image_max_dpi": 1.0,
            "max_pixels": 1,
            # the detection model works on multiples of 32 px
            "det_max_side": 32,
            "small_text_height": 0.0,
            "small_text_det_side": 32,
            "det_box_thresh": 0.0,
            "rec_min_width": 1,
            "rec_batch": 1,
        }
        for name, minimum in minimums.items():
            if not getattr(self, name) >= minimum:
                raise ValueError(f"OCR setting {name} must be at least {minimum}")

    def engine_params(self) -> dict[str, Any]:
        """The RapidOCR configuration keys these settings decide (see rapidocr's config.yaml)."""
        return {
            "Det.limit_type": "max",
            "Det.limit_side_len": self.det_max_side,
            "Det.box_thresh": self.det_box_thresh,
            "Rec.rec_img_shape": [3, 48, self.rec_min_width],
            "Rec.rec_batch_num": self.rec_batch,
            "EngineConfig.onnxruntime.enable_cpu_mem_arena": self.ort_memory_arena,
        }

    def replace(self, **changes: Any) -> OcrSettings:
        """A copy with `changes` applied; an unknown name raises TypeError."""
        return dataclasses.replace(self, **changes)


OCR_SETTINGS = OcrSettings()
