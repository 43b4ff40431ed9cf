"""Render a generated invoice: a text-layer PDF (reportlab), page images with scan-like noise
(pypdfium2 + Pillow + NumPy), and image-only PDFs. Deterministic for a given invoice."""

from __future__ import annotations

import hashlib
import io
import json
import random
import time

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter
from reportlab.pdfgen.canvas import Canvas

from . import draw as d
from .layouts import ACCENTS, LAYOUTS, page_size
from .model import GeneratedInvoice

FIXED_TIME = time.gmtime(1767225600)  # 2026-01-01T00:00:00Z
IMAGE_FORMATS = ("png", "jpeg", "webp", "gif", "tiff", "bmp")
NOISE_LEVELS = ("clean", "light", "scan", "fax")


def _printed_text(inv: GeneratedInvoice) -> str:
    parts = [
        json.dumps(inv.fields(), ensure_ascii=False),
        *inv.labels.values(),
        *inv.texts.values(),
    ]
    parts += [*inv.extras.values(), *(f"{a} {b}" for a, b in inv.extra_ids)]
    return " ".join(parts)


def _family(inv: GeneratedInvoice, rng: random.Random) -> tuple[str, str, str]:
    """Open Sans always works; the PDF standard fonts only when every string is in cp1252."""
    options = list(LAYOUTS[inv.layout].families)
    try:
        _printed_text(inv).encode("cp1252")
    except UnicodeEncodeError:
        options = ["sans"]
    return d.FAMILIES[rng.choice(options)]


def _render_once(inv: GeneratedInvoice, total_pages: int) -> tuple[bytes, int]:
    d.register_fonts()
    info = LAYOUTS[inv.layout]
    rng = random.Random(f"render|{inv.stem}|{inv.layout}")
    buf = io.BytesIO()
    canvas = Canvas(buf, pagesize=page_size(inv, rng), invariant=1, pageCompression=1)
    pen = d.Pen(canvas, _family(inv, rng), rng.choice(ACCENTS), total_pages, inv.labels["page"])
    info.draw(pen, inv, rng)
    pages = canvas.getPageNumber()
    if pages > 1:
        d.page_number(pen, pages)
    canvas.showPage()
    canvas.save()
    return buf.getvalue(), pages


def render_pdf(inv: GeneratedInvoice) -> bytes:
    """A PDF with a text layer. Multi-page documents are drawn twice so 'Page n of m' is right."""
    data, pages = _render_once(inv, 0)
    if pages > 1:
        data, _ = _render_once(inv, pages)
    return data


def page_count(pdf: bytes) -> int:
    doc = pdfium.PdfDocument(pdf)
    try:
        return len(doc)
    finally:
        doc.close()


def pdf_text(pdf: bytes) -> str:
    """The text layer of every page, joined by newlines (pypdfium2)."""
    doc = pdfium.PdfDocument(pdf)
    try:
        out = []
        for page in doc:
            tp = page.get_textpage()
            out.append(tp.get_text_range())
            tp.close()
            page.close()
        return "\n".join(out)
    finally:
        doc.close()


def _rasterise(pdf: bytes, dpi: int) -> list[Image.Image]:
    doc = pdfium.PdfDocument(pdf)
    try:
        return [page.render(scale=dpi / 72).to_pil().convert("RGB") for page in doc]
    finally:
        doc.close()


def _specks(arr: np.ndarray, rng: np.random.Generator, count: int) -> None:
    h, w = arr.shape[:2]
    ys, xs = rng.integers(0, h - 3, count), rng.integers(0, w - 3, count)
    for y, x in zip(ys, xs, strict=True):
        s = int(rng.integers(1, 3))
        arr[y : y + s, x : x + s] = int(rng.integers(40, 120))


def add_noise(img: Image.Image, level: str, seed: str) -> Image.Image:
    """Scan-like degradation: `level` is clean, light, scan or fax (1-bit)."""
    if level not in NOISE_LEVELS:
        raise ValueError(f"unknown noise {level!r}; known: {NOISE_LEVELS}")
    if level == "clean":
        return img
    rng = np.random.default_rng(int(hashlib.sha256(seed.encode()).hexdigest()[:12], 16))
    grey = img.convert("L")
    max_angle = 0.5 if level == "light" else 1.5
    angle = float(rng.uniform(-max_angle, max_angle))
    grey = grey.rotate(angle, resample=Image.Resampling.BILINEAR, expand=False, fillcolor=255)
    grey = grey.filter(ImageFilter.GaussianBlur(0.45 if level == "light" else 0.75))
    arr: np.ndarray = np.asarray(grey, dtype=np.float32)
    arr = arr * 0.94 + 6 if level == "light" else arr * 0.9 + 10 + rng.normal(0, 9, arr.shape)
    out = np.clip(arr, 0, 255).astype(np.uint8)
    _specks(out, rng, 60 if level == "light" else 220)
    result = Image.fromarray(out, "L")
    if level == "fax":
        result = result.point(lambda v: 255 if v > 150 else 0).convert(
            "1", dither=Image.Dither.NONE
        )
    return result


def _pages(inv: GeneratedInvoice, dpi: int, noise: str) -> list[Image.Image]:
    return [
        add_noise(p, noise, f"{inv.stem}|{i}|{noise}|{dpi}")
        for i, p in enumerate(_rasterise(render_pdf(inv), dpi))
    ]


def render_image(
    inv: GeneratedInvoice, fmt: str = "png", dpi: int = 150, noise: str = "clean"
) -> bytes:
    """The invoice as an image file. TIFF holds every page; other formats page 1 only."""
    if fmt not in IMAGE_FORMATS:
        raise ValueError(f"unknown image format {fmt!r}; known: {IMAGE_FORMATS}")
    pages = _pages(inv, dpi, noise)
    rng = random.Random(f"image|{inv.stem}|{fmt}|{noise}")
    buf = io.BytesIO()
    first = pages[0]
    if fmt == "tiff":
        bilevel = first.mode == "1"
        first.save(buf, "TIFF", save_all=True, append_images=pages[1:], dpi=(dpi, dpi),
                   compression="group4" if bilevel else "tiff_lzw")  # fmt: skip
    elif fmt == "jpeg":
        first.convert("L" if first.mode == "1" else first.mode).save(
            buf, "JPEG", quality=rng.randint(40, 70), dpi=(dpi, dpi)
        )
    elif fmt == "webp":
        first.convert("L" if first.mode == "1" else first.mode).save(
            buf, "WEBP", quality=rng.randint(50, 80)
        )
    elif fmt == "gif":
        first.convert("L").quantize(colors=16, dither=Image.Dither.NONE).save(buf, "GIF")
    elif fmt == "png":
        first.save(buf, "PNG", dpi=(dpi, dpi), optimize=False)
    else:
        first.save(buf, "BMP")
    return buf.getvalue()


def render_scanned_pdf(inv: GeneratedInvoice, dpi: int = 150, noise: str = "scan") -> bytes:
    """An image-only PDF (no text layer, no fonts): the noisy page images, JPEG or 1-bit."""
    pages = _pages(inv, dpi, noise)
    buf = io.BytesIO()
    extra: dict[str, object] = {} if pages[0].mode == "1" else {"quality": 60}
    # Pillow stamps the current time unless given dates: fix them for byte-identical output.
    extra.update(creationDate=FIXED_TIME, modDate=FIXED_TIME, producer="invoicegen")
    pages[0].save(
        buf, "PDF", save_all=True, append_images=pages[1:], resolution=float(dpi), **extra
    )
    return buf.getvalue()
