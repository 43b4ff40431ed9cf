"""Pictures of a document's pages for the reviewer's screen: rendered on demand, cached on disk.

A PDF page is rendered with pdfium, an image (PNG, JPEG, TIFF incl. multi-page, WebP, GIF, BMP)
is a page itself (each frame of a multi-frame file is one). The PNG is written once to
`<cache>/<sha256 of the document>/<page>-<width>.png` (`outputs.atomic.atomic_write`: temp file
in the same folder, fsync, rename) and served from there afterwards; the stored
document itself is never touched. Widths are bounded (`MIN_WIDTH`..`MAX_WIDTH` pixels) and so is
the height a tall page may reach (`MAX_HEIGHT_RATIO`), so a request cannot make a huge picture.
"""

from __future__ import annotations

import hashlib
import io
import threading
from pathlib import Path

import pypdfium2 as pdfium
from PIL import Image, ImageOps, ImageSequence, UnidentifiedImageError

from docproc_pipeline.outputs.atomic import atomic_write
from docproc_pipeline.review.errors import InvalidReviewInput, ItemNotFound

MIN_WIDTH = 200  # pixels
MAX_WIDTH = 2000  # pixels
DEFAULT_WIDTH = 1000  # pixels
MAX_HEIGHT_RATIO = 4  # a rendered page is at most this many times as tall as it is wide
MAX_SOURCE_PIXELS = 40_000_000  # an image larger than this is refused (the pipeline's own limit)
PDF_MIME = "application/pdf"


class PageRenderer:
    """Renders and caches page pictures under `cache_dir`. pdfium is not thread-safe, so one
    renderer serialises its renders with its own lock (a cached picture needs no lock)."""

    def __init__(self, cache_dir: Path) -> None:
        self.cache_dir = cache_dir
        self._lock = threading.Lock()

    def page_png(
        self, source: Path, *, sha256: str | None, mime: str | None, page: int, width: int
    ) -> Path:
        """The cached PNG of `page` (1-based) of the document stored at `source`, `width`
        pixels wide. Raises `ItemNotFound` for a missing file or page, `InvalidReviewInput`
        for a width out of bounds or a file that cannot be rendered (with the reason)."""
        if not MIN_WIDTH <= width <= MAX_WIDTH:
            raise InvalidReviewInput(f"width must be {MIN_WIDTH}..{MAX_WIDTH} pixels, not {width}")
        if page < 1:
            raise ItemNotFound(f"no page {page}: pages count from 1")
        if not source.is_file():
            raise ItemNotFound("the stored file of this document is missing")
        key = sha256 if sha256 and len(sha256) == 64 else _sha256_of(source)
        target = self.cache_dir / key / f"{page}-{width}.png"
        if target.is_file():
            return target
        with self._lock:
            if target.is_file():  # rendered by a request that held the lock before us
                return target
            png = _render(source, mime or "", page, width)
            atomic_write(target, lambda f: f.write(png))
        return target


def _sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _render(source: Path, mime: str, page: int, width: int) -> bytes:
    """PNG bytes of one page; the type comes from the document's sniffed mime (the bytes)."""
    if mime == PDF_MIME:
        return _render_pdf(source, page, width)
    if mime.startswith("image/"):
        return _render_image(source, page, width)
    raise InvalidReviewInput(f"no page pictures for this type of file ({mime or 'unknown'})")


def _render_pdf(source: Path, page: int, width: int) -> bytes:
    try:
        pdf = pdfium.PdfDocument(str(source))
    except pdfium.PdfiumError as e:
        raise InvalidReviewInput(f"cannot render this PDF: {e}") from None
    try:
        if page > len(pdf):
            raise ItemNotFound(f"no page {page}: the document has {len(pdf)}")
        pdf_page = pdf[page - 1]
        try:
            page_w, page_h = pdf_page.get_size()
            if page_w <= 0 or page_h <= 0:
                raise InvalidReviewInput(f"page {page} has no size")
            scale = min(width / page_w, MAX_HEIGHT_RATIO * width / page_h)
            bitmap = pdf_page.render(scale=scale)
            try:
                picture = bitmap.to_pil()
                return _png(picture)
            finally:
                bitmap.close()
        finally:
            pdf_page.close()
    finally:
        pdf.close()


def _render_image(source: Path, page: int, width: int) -> bytes:
    try:
        with Image.open(source) as im:
            w, h = im.size
            if w * h > MAX_SOURCE_PIXELS:
                raise InvalidReviewInput(f"image too large to render ({w}x{h} pixels)")
            frames = getattr(im, "n_frames", 1)
            if page > frames:
                raise ItemNotFound(f"no page {page}: the document has {frames}")
            frame = ImageSequence.Iterator(im)[page - 1]
            if im.format in ("JPEG", "MPO"):
                # upright as the OCR reads it, so the field boxes fall on their words
                frame = ImageOps.exif_transpose(frame)
            w, h = frame.size
            height = max(1, min(round(h * width / max(w, 1)), MAX_HEIGHT_RATIO * width))
            if frame.mode not in ("RGB", "L"):
                frame = frame.convert("RGBA" if "A" in frame.getbands() else "RGB")
            return _png(frame.resize((width, height), Image.Resampling.BILINEAR, reducing_gap=2.0))
    except UnidentifiedImageError:
        raise InvalidReviewInput("cannot render this image: not a readable image") from None
    except Image.DecompressionBombError:
        raise InvalidReviewInput("image too large to render") from None
    except (OSError, EOFError, ValueError) as e:
        # never name the storage path in an answer to a client
        reason = str(e).replace(str(source), "the file") or type(e).__name__
        raise InvalidReviewInput(f"cannot render this image: {reason}") from None


def _png(picture: Image.Image) -> bytes:
    out = io.BytesIO()
    # compress_level 1: the picture is cached, so speed of the first render counts more than size
    picture.save(out, format="PNG", compress_level=1)
    return out.getvalue()
