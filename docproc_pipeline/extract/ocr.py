"""Offline OCR: images and image-only PDF pages in, positioned words out.

Engine: RapidOCR (PP-OCRv6 small detection + multilingual recognition, ONNX models shipped in
the `rapidocr` wheel) on onnxruntime. Nothing is downloaded: the model files are passed by path.

Settings: `ocr_settings.OCR_SETTINGS` (one table, each value with its reason; figures from
`bench/ocr_configs.py`). In short:
- scanned PDF pages are rendered in grey (200 dpi); images keep their own resolution, shrunk to
  a budget;
- text detection runs on the page scaled down (the long side to `det_max_side` px), while
  recognition (~80% of the CPU) reads each line from the full-resolution page, scaled to 48 px
  high and padded to at least `rec_min_width` px;
- the angle classifier is off (with it on, RapidOCR silently dropped table lines), and
  onnxruntime and OpenCV use one thread each (scale out with processes).

Words are split at spaces (like the PDF text layer), boxed in PDF points with the origin at the
page's top left and y growing downwards; `confidence` is the recogniser's score for the word.
A scan is rarely straight: the page's skew, and a photo's tilt in depth, are estimated from the
word boxes and the boxes are turned back (`deskew.py`), so a table row is one line and a column
one x-range. A page
read with few confident characters is read again turned half a turn (`UPSIDE_DOWN_BELOW`); one
whose text lines run up or down the picture is read again turned a quarter (`_quarter_turned`).
The words stay in this reading frame (upright, straight), which the parser needs; the `Page`
records the turn (`turned`, or a quarter turn as `rotation`) and the skew, so that a box can
be mapped back onto the picture as the file holds it (`Page.box_on_picture`: the reviewer's
screen draws field boxes on that picture).
Images without a usable declared resolution get one inferred from an A4/Letter page shape, else
200 dpi is assumed (see `images.py`).

The engine is created once per process and settings on first use (model load costs ~0.2
CPU-s, `bench/ocr_configs.py`) and calls are serialised by a lock: RapidOCR keeps per-call state on the instance, and
pdfium is not thread-safe either. Importing this module fails with ImportError when rapidocr or onnxruntime is
not installed, which `offline.py` reports as "OCR is not available".
"""

from __future__ import annotations

import re
import threading
from importlib import resources
from pathlib import Path
from statistics import median
from typing import Any

import cv2
import numpy as np
import onnxruntime
import pypdfium2 as pdfium
from PIL import Image
from rapidocr import RapidOCR
from rapidocr.ch_ppocr_cls import TextClsOutput
from rapidocr.main import RapidOCRError

from docproc_pipeline.errors import ConfigError, DocumentRejected
from docproc_pipeline.extract.deskew import deskew_boxes, page_skew
from docproc_pipeline.extract.images import iter_frames
from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.ocr_settings import OCR_SETTINGS, OcrSettings

# Lines the recogniser scores below this are noise (specks, rules, stamps).
MIN_LINE_SCORE = 0.5
# A page whose characters the recogniser reads at a mean confidence below this may lie upside
# down (a sheet fed the wrong way): it is read again turned half a turn, and the reading with
# more confident characters is kept. Upright pages measured 0.88-1.00 (the noisiest scans
# lowest), the same pages turned over 0.65-0.78.
UPSIDE_DOWN_BELOW = 0.85
# A page whose long text lines (at least `QUARTER_TURN_ELONGATION` times longer one way than
# the other) mostly stand taller than wide lies a quarter turn (a landscape scan of a portrait
# sheet, a photo taken sideways): its lines run up or down the picture. It is read again turned
# a quarter each way (the likelier way first), and the reading with more confident characters
# is kept. On the corpus's images none of an upright page's long lines stood tall, all of the
# same page's turned a quarter either way.
QUARTER_TURN_ELONGATION = 3.0
QUARTER_TURN_TALL_SHARE = 0.5
QUARTER_TURN_MIN_LINES = 4
# ... or whose detector boxed its letters one by one: this many boxes at least, of fewer
# characters each than this on average (a page read upright holds words and lines: 5 to 25)
QUARTER_TURN_MIN_BOXES = 40
QUARTER_TURN_BOX_CHARS = 2.0
# The small-text test (`OcrSettings.small_text_height`) measures detected lines at least this
# many times as wide as high: words and runs of words, not single figures or marks.
SMALL_TEXT_MIN_ELONGATION = 1.5
# An en dash ("Phase 2 – site") and a hyphen between spaces ("design - logo") look alike to the
# recogniser, which reads both as "-"; the printed stroke tells them apart: an en dash is about
# as wide as a figure, a hyphen a third of an em. A lone "-" between two words of its line whose
# stroke is at least `EN_DASH_MIN_ADVANCE` of the neighbouring words' mean character advance and
# `EN_DASH_MIN_HEIGHT` of the line's height is an en dash. On generated scans (scan11 dev set)
# en dashes measured 0.6-1.4 advances and 0.15-0.33 heights, hyphens mostly 0.3-0.55 and 0.10-0.15.
EN_DASH_MIN_ADVANCE = 0.58
EN_DASH_MIN_HEIGHT = 0.17
# A pixel darker than this is ink (8-bit grey).
INK_BELOW = 128
# A dash this level finds no stroke of is looked for again with ink anything darker than
# halfway between the paper (the span's median) and the darkest pixel of the dash's own box,
# never above `FAINT_INK_BELOW_MAX`: a blurred or faint scan prints a thin stroke in grey
# (dashes at 150 dpi measured 140-190 on paper of 230-240), which the fixed level cuts to a
# speck or misses.
FAINT_INK_BELOW_MAX = 200

# Scanner dust read as full stops: before a number (".72.72") or doubled inside it ("485..60").
# Neither is valid number syntax, so removing them never changes a correctly read amount.
_SPECK_BEFORE_NUMBER = re.compile(r"^\.+(?=[\d€$£])")
_DOUBLED_POINT = re.compile(r"(?<=\d)\.{2,}(?=\d)")
# ... or after an amount with cents ("1,151.90.").
_SPECK_AFTER_AMOUNT = re.compile(r"(?<=\d[.,]\d\d)[.,:;]+$")
# A thousands separator read as a colon ("1:391.70", "2:002,70"): digit groups of an amount
# with cents, so never a time of day ("13:00").
_COLON_THOUSANDS = re.compile(r"(?<=\d)[:;](?=\d{3}([.,])\d\d(?!\d))")
# The Swiss raised thousands mark read as a degree sign ("37°213.63"): it stands only where
# the apostrophe would, between digit groups of an amount with cents.
_DEGREE_THOUSANDS = re.compile(r"(?<=\d)[°º](?=\d{3}(?:[.,'’°º]\d{3})*[.,]\d\d(?!\d))")
# One full stop of a dotted date read as a colon or semicolon ("29.09:2024", "3:11.2025"):
# with the other a full stop, the word is a date, never a time of day.
_COLON_IN_DATE = re.compile(r"^(?=.*\.)(\d{1,2})[.:;](\d{1,2})[.:;](\d{4}|\d{2})$")

# full-width ASCII forms (U+FF01-U+FF5E) and the ideographs of CJK scripts (with their
# ideographic space and punctuation)
_FULL_WIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
_IDEOGRAPHS = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff]+")

_DET_MODEL = "PP-OCRv6_det_small.onnx"
_REC_MODEL = "PP-OCRv6_rec_small.onnx"

_engine_lock = threading.RLock()
# RapidOCR instances by settings, created under `_engine_lock` (one in production)
_engines: dict[OcrSettings, Any] = {}


def _model_path(name: str) -> Path:
    path = Path(str(resources.files("rapidocr") / "models" / name))
    if not path.is_file():
        raise ConfigError(f"OCR model missing from the rapidocr package: {path}")
    return path


def _create_engine(settings: OcrSettings) -> Any:
    cv2.setNumThreads(1)
    onnxruntime.disable_telemetry_events()
    return RapidOCR(
        params={
            **settings.engine_params(),
            "Global.use_cls": False,
            "Global.log_level": "error",
            # Our own code sizes the page; RapidOCR's bilinear pre-shrink stays out of the way.
            "Global.max_side_len": 100_000,
            "Global.text_score": 0.0,  # filtered here, keeping word results aligned with lines
            "EngineConfig.onnxruntime.intra_op_num_threads": 1,
            "EngineConfig.onnxruntime.inter_op_num_threads": 1,
            "Det.model_path": str(_model_path(_DET_MODEL)),
            "Rec.model_path": str(_model_path(_REC_MODEL)),
        }
    )


def _engine_locked(settings: OcrSettings) -> Any:
    """The process's OCR engine for `settings`; call with `_engine_lock` held."""
    engine = _engines.get(settings)
    if engine is None:
        engine = _engines[settings] = _create_engine(settings)
    return engine


def _box(points: Any) -> tuple[float, float, float, float]:
    arr = np.asarray(points, dtype=np.float64).reshape(-1, 2)
    return (
        float(arr[:, 0].min()),
        float(arr[:, 1].min()),
        float(arr[:, 0].max()),
        float(arr[:, 1].max()),
    )


def clean_token(text: str) -> str:
    """A recognised word with a dotless i read as i, without speck artefacts around numbers
    (see `_SPECK_BEFORE_NUMBER`) and with a thousands separator misread as a colon or a degree
    sign, or a date's full stop misread as a colon, restored; empty for a word of ideographs."""
    # the recogniser's alphabet has a dotless i that none of the languages we read uses, and
    # full-width forms of ASCII signs ("（", "）") and CJK ideographs, which they do not write
    # either: the ASCII sign, and a speck or a rule read as an ideograph ("二") dropped
    text = text.replace("ı", "i").translate(_FULL_WIDTH)
    text = _IDEOGRAPHS.sub("", text).strip()
    if not any(ch.isdigit() for ch in text):
        return text
    cleaned = _DOUBLED_POINT.sub(".", _SPECK_BEFORE_NUMBER.sub("", text))
    cleaned = _SPECK_AFTER_AMOUNT.sub("", cleaned)
    cleaned = _COLON_THOUSANDS.sub(lambda m: "." if m.group(1) == "," else ",", cleaned)
    cleaned = _DEGREE_THOUSANDS.sub("'", cleaned)
    cleaned = _COLON_IN_DATE.sub(r"\1.\2.\3", cleaned)
    return cleaned or text


def _split_line(
    text: str, box: tuple[float, float, float, float], score: float
) -> list[tuple[str, tuple[float, float, float, float], float]]:
    """Words of a line without word boxes: the line box shared out by character count."""
    x0, y0, x1, y1 = box
    per_char = (x1 - x0) / max(len(text), 1)
    out = []
    start = 0
    for token in text.split(" "):
        if token:
            left = x0 + start * per_char
            out.append((token, (left, y0, left + len(token) * per_char, y1), score))
        start += len(token) + 1
    return out


def _line_words(
    text: str, box: Any, score: float, word_result: Any
) -> list[tuple[str, tuple[float, float, float, float], float]]:
    """The words of one recognised line, with boxes in pixels."""
    line_box = _box(box)
    if word_result:
        words = [(str(w[0]), _box(w[2]), float(w[1])) for w in word_result if str(w[0]).strip()]
        if "".join(w[0] for w in words) == "".join(text.split()):
            # Word boxes follow the recogniser's character positions; keep them inside the line.
            return [
                (
                    t,
                    (
                        max(b[0], line_box[0]),
                        max(b[1], line_box[1]),
                        min(b[2], line_box[2]),
                        min(b[3], line_box[3]),
                    ),
                    s,
                )
                for t, b, s in words
            ]
    return _split_line(text, line_box, score)


def _recognise(
    image: Image.Image, settings: OcrSettings
) -> list[tuple[str, tuple[float, float, float, float], float, int]]:
    """Words on an 8-bit grey page image, in reading order, boxes in pixels, each with the
    index of the recognised text line it belongs to."""
    pixels = np.asarray(image.convert("L"))
    with _engine_lock:
        return _result_words(_read_page(pixels, settings))


def _read_page(pixels: np.ndarray, settings: OcrSettings) -> Any:
    """RapidOCR's result for a page raster; call with `_engine_lock` held. Detection runs
    first; a page whose lines came out small on its raster is detected again on a larger one
    (`_small_text_settings`) before any line is recognised, so each line is recognised once.
    None when nothing was detected or recognised."""
    engine = _engine_locked(settings)
    # RapidOCR's own __call__ in two halves (rapidocr is pinned): detect, then recognise
    engine.update_params(return_word_box=True)
    page = engine.load_img(pixels)
    raster, record = engine.preprocess_img(page)
    try:
        crops, detected = engine.detect_and_crop(raster, record)
        larger = _small_text_settings(detected.boxes, pixels.shape, settings)
        if larger is not None:
            return _engine_locked(larger)(pixels, return_word_box=True)
        lines = engine.recognize_txt(crops)
    except RapidOCRError:
        return None
    return engine.build_final_output(page, detected, TextClsOutput(), lines, crops, record)


def _small_text_settings(
    boxes: Any, shape: tuple[int, ...], settings: OcrSettings
) -> OcrSettings | None:
    """Settings that detect on a larger raster, for a page that detection read shrunk and whose
    text lines were small there: the median height of its detected lines at least
    `SMALL_TEXT_MIN_ELONGATION` times as wide as high (words, not single marks), scaled to the
    detection raster, under `settings.small_text_height` pixels. None for any other page."""
    long_side = max(shape[0], shape[1])
    if min(settings.small_text_det_side, long_side) <= settings.det_max_side:
        return None  # the page is no larger than detection's raster: nothing to gain
    heights = []
    for box in boxes:
        corners = np.asarray(box, dtype=np.float64).reshape(-1, 2)
        width = float(np.linalg.norm(corners[1] - corners[0]))
        height = float(np.linalg.norm(corners[3] - corners[0]))
        if width >= SMALL_TEXT_MIN_ELONGATION * height:
            heights.append(height)
    if not heights:
        return None
    if median(heights) * settings.det_max_side / long_side >= settings.small_text_height:
        return None
    # one engine for every such page: a page smaller than that raster is detected at its size
    return settings.replace(det_max_side=settings.small_text_det_side)


def _result_words(result: Any) -> list[tuple[str, tuple[float, float, float, float], float, int]]:
    """The words of a RapidOCR result, each with the index of its line; lines read below
    `MIN_LINE_SCORE` left out."""
    texts = getattr(result, "txts", None)
    boxes = getattr(result, "boxes", None)
    scores = getattr(result, "scores", None)
    if not texts or boxes is None or scores is None:
        return []
    word_results = getattr(result, "word_results", None) or ()
    aligned = len(word_results) == len(texts)
    words: list[tuple[str, tuple[float, float, float, float], float, int]] = []
    for i, (text, box, score) in enumerate(zip(texts, boxes, scores, strict=True)):
        if float(score) < MIN_LINE_SCORE or not str(text).strip():
            continue
        line = _line_words(str(text), box, float(score), word_results[i] if aligned else None)
        words.extend((t, b, s, i) for t, b, s in line)
    return words


_Box = tuple[float, float, float, float]
_Recognised = tuple[str, _Box, float, int]


def _stroke_width(pixels: np.ndarray, near: _Box, span: _Box, height: float) -> float:
    """The width in pixels of the flat stroke (a dash: at least twice as wide as high, at most
    a quarter of the line's `height` high) nearest the centre of `near`, looking within `span`
    (in faint ink when none is found in dark ink, see `FAINT_INK_BELOW_MAX`); 0.0 when there
    is none."""
    x0, y0 = max(int(span[0]), 0), max(int(span[1]), 0)
    crop = pixels[y0 : int(span[3]) + 1, x0 : int(span[2]) + 1]
    if crop.size == 0:
        return 0.0
    centre = (near[0] + near[2]) / 2 - x0
    width = _flat_stroke(crop < INK_BELOW, centre, height)
    own = crop[:, max(int(near[0]) - x0, 0) : max(int(near[2]) - x0 + 1, 1)]
    if width == 0.0 and own.size:
        faint = min((float(np.median(crop)) + float(own.min())) / 2, FAINT_INK_BELOW_MAX)
        width = _flat_stroke(crop < faint, centre, height)
    return width


def _flat_stroke(ink: np.ndarray, centre: float, height: float) -> float:
    """The width of the flat stroke among the `ink` mask's blobs (see `_stroke_width`) nearest
    the column `centre`; 0.0 when there is none."""
    _, _, stats, _ = cv2.connectedComponentsWithStats(ink.astype(np.uint8), connectivity=8)
    flat = [
        (abs(x + w / 2 - centre), float(w))
        for x, _, w, h, _ in stats[1:]
        if w >= 2 * h and h <= 0.25 * height and 0.1 * height <= w <= height
    ]
    return min(flat)[1] if flat else 0.0


def en_dashes(pixels: np.ndarray, recognised: list[_Recognised]) -> list[_Recognised]:
    """`recognised` (words with pixel boxes on `pixels`) with each lone "-" between two words of
    its line that is printed as wide as an en dash read as one (see `EN_DASH_MIN_ADVANCE`)."""
    out = list(recognised)
    for k in range(1, len(out) - 1):
        text, box, score, line = out[k]
        before, after = out[k - 1], out[k + 1]
        if text != "-" or not before[3] == line == after[3]:
            continue
        height = float(median(b[3] - b[1] for _, b, _, i in out if i == line))
        advance = (before[1][2] - before[1][0] + after[1][2] - after[1][0]) / (
            len(before[0]) + len(after[0])
        )
        span = (
            (before[1][0] + before[1][2]) / 2,
            min(before[1][1], box[1], after[1][1]),
            (after[1][0] + after[1][2]) / 2,
            max(before[1][3], box[3], after[1][3]),
        )
        width = _stroke_width(pixels, box, span, height)
        if width >= EN_DASH_MIN_ADVANCE * advance and width >= EN_DASH_MIN_HEIGHT * height:
            out[k] = ("–", box, score, line)
    return out


def _level_lines(boxes: list[_Box], line_ids: list[int]) -> list[_Box]:
    """Boxes with the words of one recognised line given that line's band (the median top and
    bottom of its words): an accent, a slight tilt or a descender must not move one word of a
    line onto the line above or below ("À l'attention" and its "de")."""
    bands: dict[int, tuple[float, float]] = {}
    for line in set(line_ids):
        own = [b for b, i in zip(boxes, line_ids, strict=True) if i == line]
        bands[line] = (median(b[1] for b in own), median(b[3] for b in own))
    return [(b[0], bands[i][0], b[2], bands[i][1]) for b, i in zip(boxes, line_ids, strict=True)]


def _confident_chars(recognised: list[tuple[str, Any, float, int]]) -> float:
    """The characters read, each weighted by its word's confidence."""
    return sum(len(text) * score for text, _, score, _ in recognised)


def _mean_confidence(recognised: list[tuple[str, Any, float, int]]) -> float:
    """The mean confidence per character read (1.0 for a page without text: nothing to turn)."""
    chars = sum(len(text) for text, _, _, _ in recognised)
    return _confident_chars(recognised) / chars if chars else 1.0


def _quarter_turned(recognised: list[tuple[str, Any, float, int]]) -> bool:
    """Whether the page's lines run up or down the picture: most of its long text lines (each
    the box around its words) stand taller than wide (`QUARTER_TURN_TALL_SHARE`)."""
    lines: dict[int, tuple[float, float, float, float]] = {}
    for _, (x0, y0, x1, y1), _, line in recognised:
        a = lines.get(line, (x0, y0, x1, y1))
        lines[line] = (min(a[0], x0), min(a[1], y0), max(a[2], x1), max(a[3], y1))
    long = [
        (x1 - x0, y1 - y0)
        for x0, y0, x1, y1 in lines.values()
        if max(x1 - x0, y1 - y0) >= QUARTER_TURN_ELONGATION * min(x1 - x0, y1 - y0)
    ]
    tall = sum(1 for w, h in long if h > w)
    return len(long) >= QUARTER_TURN_MIN_LINES and tall > QUARTER_TURN_TALL_SHARE * len(long)


def _letters_boxed_alone(recognised: list[tuple[str, Any, float, int]]) -> bool:
    """Whether the detector boxed the page's letters one by one (fewer than
    `QUARTER_TURN_BOX_CHARS` characters per box on average, over `QUARTER_TURN_MIN_BOXES` boxes
    or more): lines running up or down the picture that it did not see as tall lines."""
    chars = sum(len(text) for text, _, _, _ in recognised)
    return len(recognised) >= QUARTER_TURN_MIN_BOXES and chars < QUARTER_TURN_BOX_CHARS * len(
        recognised
    )


def _better_quarter_turned(
    image: Image.Image, recognised: list[tuple[str, Any, float, int]], settings: OcrSettings
) -> tuple[Image.Image, list[tuple[str, Any, float, int]], int] | None:
    """`_read_quarter_turned` when a quarter turn reads more confident characters than the
    page as it lies; None when it does not."""
    found = _read_quarter_turned(image, recognised, settings)
    return found if _confident_chars(found[1]) > _confident_chars(recognised) else None


def _read_quarter_turned(
    image: Image.Image, recognised: list[tuple[str, Any, float, int]], settings: OcrSettings
) -> tuple[Image.Image, list[tuple[str, Any, float, int]], int]:
    """The page turned upright, its words, and how far the picture is turned clockwise (90 or
    270 degrees). The recogniser reads a tall line turned back a quarter counter-clockwise, so
    a confident first reading means a picture turned clockwise: that way is tried first, and
    the other only when the first does not read confidently."""
    ways = [(Image.Transpose.ROTATE_90, 90), (Image.Transpose.ROTATE_270, 270)]
    if _mean_confidence(recognised) < UPSIDE_DOWN_BELOW:
        ways.reverse()
    best: tuple[Image.Image, list[tuple[str, Any, float, int]], int] | None = None
    for transpose, rotation in ways:
        upright = image.transpose(transpose)
        again = _recognise(upright, settings)
        if best is None or _confident_chars(again) > _confident_chars(best[1]):
            best = (upright, again, rotation)
        if _mean_confidence(again) >= UPSIDE_DOWN_BELOW and not _quarter_turned(again):
            break
    assert best is not None
    return best


def _page(
    image: Image.Image, dpi: float, number: int, settings: OcrSettings = OCR_SETTINGS
) -> Page:
    to_points = 72.0 / dpi
    recognised = _recognise(image, settings)
    turned, rotation = False, 0
    if _quarter_turned(recognised):
        image, recognised, rotation = _read_quarter_turned(image, recognised, settings)
    elif _letters_boxed_alone(recognised) and (
        better := _better_quarter_turned(image, recognised, settings)
    ):
        image, recognised, rotation = better
    elif _mean_confidence(recognised) < UPSIDE_DOWN_BELOW:
        again = _recognise(image.rotate(180), settings)
        if _confident_chars(again) > _confident_chars(recognised):
            recognised, turned = again, True
    pixels = np.asarray((image.rotate(180) if turned else image).convert("L"))
    recognised = en_dashes(pixels, recognised)
    boxes = [box for _, box, _, _ in recognised]
    skew = page_skew(boxes, [line for *_, line in recognised], image.width, image.height)
    boxes = deskew_boxes(boxes, skew, image.width, image.height)
    boxes = _level_lines(boxes, [line for _, _, _, line in recognised])
    words = [
        Word(
            clean_token(text),
            round(x0 * to_points, 2),
            round(y0 * to_points, 2),
            round(x1 * to_points, 2),
            round(y1 * to_points, 2),
            confidence=round(score, 4),
        )
        for (text, _, score, _), (x0, y0, x1, y1) in zip(recognised, boxes, strict=True)
    ]
    words = [w for w in words if w.text]  # (an ideograph alone: see `clean_token`)
    # reading order after the rotation: top to bottom, then left to right
    words.sort(key=lambda w: (round(w.yc), w.x0))
    return Page(
        number=number,
        width=round(image.width * to_points, 2),
        height=round(image.height * to_points, 2),
        words=words,
        source="ocr",
        turned=turned,
        skew=skew.degrees,
        skew_change=skew.change,
        rotation=rotation,
    )


def ocr_image(
    data: bytes, mime: str, *, max_image_pixels: int, settings: OcrSettings = OCR_SETTINGS
) -> list[Page]:
    """OCR every frame (page) of an image file: PNG, JPEG, WebP, GIF, TIFF (multi-page), BMP.

    Frames larger than `max_image_pixels` (or `settings.max_pixels`, or finer than
    `settings.image_max_dpi`) are downscaled before OCR; frames too large to decode safely, corrupt files and unsupported types raise
    `DocumentRejected`. Word boxes are in PDF points (72 per inch of the image's resolution).
    """
    pages = []
    for frame in iter_frames(
        data,
        mime,
        max_image_pixels=min(max_image_pixels, settings.max_pixels),
        max_dpi=settings.image_max_dpi,
    ):
        pages.append(_page(frame.image, frame.dpi, frame.index + 1, settings))
        frame.image.close()
    return pages


def _render(
    pdf: pdfium.PdfDocument, index: int, max_pixels: int, render_dpi: float
) -> tuple[Image.Image, float]:
    page = pdf[index]
    try:
        width_pt, height_pt = page.get_size()
        if width_pt <= 0 or height_pt <= 0:
            raise DocumentRejected(f"corrupt PDF: page {index + 1} has no size")
        dpi = render_dpi
        pixels = width_pt * height_pt * (dpi / 72.0) ** 2
        if pixels > max_pixels:
            dpi *= (max_pixels / pixels) ** 0.5
        bitmap = page.render(scale=dpi / 72.0, grayscale=True)
        try:
            image = bitmap.to_pil().convert("L")
        finally:
            bitmap.close()
    finally:
        page.close()
    return image, dpi


def ocr_pdf_pages(
    data: bytes,
    page_indexes: list[int],
    *,
    max_image_pixels: int,
    settings: OcrSettings = OCR_SETTINGS,
) -> list[Page]:
    """Render the given 0-based pages of a PDF at `settings.pdf_render_dpi` and OCR them.

    Returns one `Page` per index, in the order given, numbered 1-based as in the document.
    Pages whose render would exceed `max_image_pixels` are rendered at a lower resolution.
    Raises `DocumentRejected` for an unreadable PDF or a page index out of range.
    """
    if not page_indexes:
        return []
    max_pixels = min(max_image_pixels, settings.max_pixels)
    pages = []
    # One page raster alive at a time; the lock also covers pdfium, which is not thread-safe.
    with _engine_lock:
        try:
            pdf = pdfium.PdfDocument(data)
        except pdfium.PdfiumError as err:
            raise DocumentRejected(f"corrupt PDF: {err}") from err
        try:
            count = len(pdf)
            for index in page_indexes:
                if not 0 <= index < count:
                    raise DocumentRejected(
                        f"page {index + 1} does not exist: the PDF has {count} page(s)"
                    )
                image, dpi = _render(pdf, index, max_pixels, settings.pdf_render_dpi)
                pages.append(_page(image, dpi, index + 1, settings))
                image.close()
        finally:
            pdf.close()
    return pages
