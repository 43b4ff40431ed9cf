"""The OCR settings table reaches the recogniser: the chosen detection size and recognition
width are what the models receive, and other settings get an engine of their own."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from PIL import Image, ImageDraw

from docproc_pipeline.extract import ocr
from docproc_pipeline.extract.ocr_settings import OCR_SETTINGS, OcrSettings


class _Recording:
    """Stands in front of one onnxruntime session of the engine and notes each input shape."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.shapes: list[tuple[int, ...]] = []

    def __call__(self, batch: np.ndarray) -> Any:
        self.shapes.append(tuple(batch.shape))
        return self.session(batch)


@pytest.fixture
def recorded() -> Iterator[tuple[_Recording, _Recording]]:
    """The chosen settings' engine with its detection and recognition inputs recorded."""
    with ocr._engine_lock:
        engine = ocr._engine_locked(OCR_SETTINGS)
        engine._load_det_model()
        engine._load_rec_model()
        det, rec = _Recording(engine.text_det.session), _Recording(engine.text_rec.session)
        engine.text_det.session, engine.text_rec.session = det, rec
    try:
        yield det, rec
    finally:
        with ocr._engine_lock:
            engine.text_det.session, engine.text_rec.session = det.session, rec.session


def _page_image(width: int, height: int, lines: list[tuple[int, int, str]]) -> Image.Image:
    img = Image.new("L", (width, height), 255)
    draw = ImageDraw.Draw(img)
    for x, y, text in lines:
        # 40 px letters: text of ordinary size on the detection raster, read once (28 px would
        # be small there and detected again on the larger raster, `ocr._small_text_settings`)
        draw.text((x, y), text, fill=0, font_size=40)
    return img


def test_detection_runs_at_the_configured_size_and_recognition_at_full_resolution(
    recorded: tuple[_Recording, _Recording],
) -> None:
    det, rec = recorded
    # an A4 page at 200 dpi with a short amount and a long line
    img = _page_image(
        1654,
        2339,
        [(150, 300, "85,81"), (150, 500, "Rechnungsnummer RE-2026-0412 vom 12.03.2026")],
    )
    page = ocr._page(img, 200.0, 1, OCR_SETTINGS)
    words = [w.text for w in page.words]
    assert "85,81" in words and "RE-2026-0412" in words
    # detection: the long side scaled to det_max_side (rounded to the model's multiple of 32)
    (det_shape,) = det.shapes
    assert abs(max(det_shape[2:]) - OCR_SETTINGS.det_max_side) <= 16
    # recognition: every line 48 px high, none narrower than rec_min_width (the short amount is
    # padded to it), the long line at its own width
    widths = sorted(shape[3] for shape in rec.shapes)
    assert all(shape[2] == 48 for shape in rec.shapes)
    assert widths[0] == OCR_SETTINGS.rec_min_width
    assert widths[-1] > OCR_SETTINGS.rec_min_width


def test_the_rapidocr_keys_follow_the_settings() -> None:
    settings = OCR_SETTINGS.replace(det_max_side=640, rec_min_width=96, rec_batch=4)
    params = settings.engine_params()
    assert params["Det.limit_side_len"] == 640
    assert params["Det.limit_type"] == "max"
    assert params["Rec.rec_img_shape"] == [3, 48, 96]
    assert params["Rec.rec_batch_num"] == 4


def test_each_settings_value_gets_its_own_engine() -> None:
    other = OCR_SETTINGS.replace(det_max_side=OCR_SETTINGS.det_max_side + 32)
    with ocr._engine_lock:
        assert ocr._engine_locked(OCR_SETTINGS) is ocr._engine_locked(OCR_SETTINGS)
        assert ocr._engine_locked(other) is not ocr._engine_locked(OCR_SETTINGS)
        ocr._engines.pop(other)


@pytest.mark.parametrize(
    "change",
    [
        {"det_max_side": 16},
        {"rec_min_width": 0},
        {"rec_batch": 0},
        {"pdf_render_dpi": 0.0},
        {"image_max_dpi": -1.0},
        {"max_pixels": 0},
    ],
)
def test_nonsense_settings_are_refused(change: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match=next(iter(change))):
        OCR_SETTINGS.replace(**change)


def test_an_unknown_setting_is_refused() -> None:
    with pytest.raises(TypeError):
        OCR_SETTINGS.replace(det_size=640)


def test_settings_are_hashable_and_equal_by_value() -> None:
    assert OcrSettings() == OcrSettings()
    assert hash(OCR_SETTINGS.replace()) == hash(OCR_SETTINGS)
