"""Rasterise rendered PDFs: clean-ish images (png/jpeg) and degraded image-only 'scanned' PDFs."""

from __future__ import annotations

import datetime as dt
import io
import random

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

FIXED = dt.datetime(2026, 1, 1, 9, 0, 0).timetuple()


def render_pages(pdf_path: str, dpi: int, grey: bool) -> list[Image.Image]:
    pdf = pdfium.PdfDocument(pdf_path)
    out = []
    for page in pdf:
        img = page.render(scale=dpi / 72, grayscale=grey).to_pil()
        out.append(img.convert("L" if grey else "RGB"))
    pdf.close()
    return out


def make_image(pdf_path: str, out_stem: str, rng: random.Random) -> tuple[str, str]:
    """Page 1 as PNG or JPEG at 110-200 dpi, sometimes slightly blurred. Returns (path, format)."""
    dpi = rng.choice([110, 120, 150, 150, 175, 200])
    img = render_pages(pdf_path, dpi, grey=rng.random() < 0.4)[0]
    if rng.random() < 0.6:
        img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.8)))
    if rng.random() < 0.5:
        path = out_stem + ".png"
        img.save(path, "PNG", dpi=(dpi, dpi), optimize=False)
        return path, "png"
    path = out_stem + rng.choice([".jpg", ".jpeg"])
    img.save(path, "JPEG", quality=rng.randint(72, 92), dpi=(dpi, dpi))
    return path, "jpeg"


def degrade(img: Image.Image, rng: random.Random) -> Image.Image:
    """Skew up to 1.5 deg, contrast loss, noise, blur and JPEG artefacts, all from the seeded rng."""
    img = img.rotate(rng.uniform(-1.5, 1.5), resample=Image.BICUBIC, expand=False, fillcolor=255)
    arr = np.asarray(img, dtype=np.float32)
    lo, hi = rng.uniform(15, 45), rng.uniform(215, 245)
    arr = lo + arr * (hi - lo) / 255.0
    noise = np.random.default_rng(rng.randint(0, 2**31)).normal(0, rng.uniform(3, 9), arr.shape)
    arr = np.clip(arr + noise, 0, 255).astype(np.uint8)
    img = Image.fromarray(arr, "L").filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.9)))
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=rng.randint(30, 60))
    buf.seek(0)
    return Image.open(buf).convert("L")


def make_scan(pdf_path: str, out_path: str, rng: random.Random) -> int:
    dpi = rng.choice([150, 150, 200])
    pages = [degrade(p, rng) for p in render_pages(pdf_path, dpi, grey=True)]
    pages[0].save(
        out_path,
        "PDF",
        resolution=float(dpi),
        save_all=True,
        append_images=pages[1:],
        creationDate=FIXED,
        modDate=FIXED,
        title="scan",
        producer="scanner",
    )
    return len(pages)
