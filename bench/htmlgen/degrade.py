"""Scanner look for image-only PDFs: grey, slight rotation, blur, noise, contrast, JPEG artefacts."""

from __future__ import annotations

import io
import random

import numpy as np
from PIL import Image, ImageEnhance, ImageFilter

from htmlgen.render import fixed_dates


def scanned(png: bytes, rng: random.Random) -> Image.Image:
    """A degraded grey copy of a rendered page."""
    img = Image.open(io.BytesIO(png)).convert("L")
    img = img.rotate(
        rng.uniform(-1.5, 1.5), resample=Image.Resampling.BICUBIC, expand=True, fillcolor=255
    )
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.9)))
    arr = np.asarray(img, dtype=np.float64)
    noise = np.random.default_rng(rng.randint(0, 2**31)).normal(0, rng.uniform(4, 12), arr.shape)
    paper = rng.uniform(225, 245)
    arr = arr * (paper / 255) + noise
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    img = ImageEnhance.Contrast(img).enhance(rng.uniform(0.9, 1.3))
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=rng.randint(35, 70))
    return Image.open(io.BytesIO(buf.getvalue()))


def scan_pdf(png: bytes, rng: random.Random, dpi: int) -> bytes:
    """An image-only PDF (no text layer) of the degraded page."""
    img = scanned(png, rng)
    buf = io.BytesIO()
    img.save(buf, "PDF", resolution=dpi)
    return fixed_dates(buf.getvalue())


def photo_image(png: bytes, rng: random.Random, jpeg: bool) -> tuple[bytes, str]:
    """The image file of a raster document: clean PNG, or a JPEG, sometimes lightly degraded."""
    if not jpeg:
        return png, "png"
    img = Image.open(io.BytesIO(png)).convert("RGB")
    if rng.random() < 0.5:
        img = img.rotate(
            rng.uniform(-0.6, 0.6),
            resample=Image.Resampling.BICUBIC,
            expand=True,
            fillcolor="white",
        )
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=rng.randint(55, 85))
    return buf.getvalue(), "jpeg"
