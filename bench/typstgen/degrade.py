"""Make rendered pages look photographed or scanned: rotation, blur, noise, shading, JPEG."""

from __future__ import annotations

import io
import random
import time
from pathlib import Path

import numpy as np
from PIL import Image, ImageFilter

FIXED_DATE = time.gmtime(1767268800)  # 2026-01-01, so scans are byte-reproducible


def degrade(page: Image.Image, rng: random.Random, *, scan: bool) -> Image.Image:
    """Slight rotation, blur, uneven brightness and noise; grey paper for scans."""
    gen = np.random.default_rng(rng.randrange(2**32))
    img = page.convert("L" if scan or rng.random() < 0.5 else "RGB")
    angle = rng.uniform(-1.5, 1.5) if scan else rng.uniform(-0.8, 0.8)
    fill = 255 if img.mode == "L" else (255, 255, 255)
    img = img.rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor=fill)
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.9)))
    arr = np.asarray(img).astype(np.float32)
    h, w = arr.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w]
    light = 1.0 - rng.uniform(0.02, 0.12) * (xs / w) - rng.uniform(0.0, 0.08) * (ys / h)
    paper = rng.uniform(0.86, 0.94) if scan else rng.uniform(0.95, 1.0)
    shade = (light * paper)[..., None] if arr.ndim == 3 else light * paper
    arr = arr * shade + gen.normal(0, rng.uniform(3, 8), arr.shape)
    if scan and rng.random() < 0.3:  # dark scanner-lid edge on one side
        arr[:, : max(4, w // 120)] *= 0.35
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), img.mode)


def jpeg_roundtrip(img: Image.Image, quality: int) -> Image.Image:
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=quality)
    buf.seek(0)
    return Image.open(buf).copy()


def save_image(img: Image.Image, path_stem: Path, rng: random.Random) -> Path:
    """PNG (after a JPEG round trip for artefacts) or JPEG; returns the written path."""
    if rng.random() < 0.5:
        path = path_stem.with_suffix(".jpg")
        img.save(path, "JPEG", quality=rng.randrange(50, 85))
    else:
        path = path_stem.with_suffix(".png")
        grey = jpeg_roundtrip(img, rng.randrange(55, 90)).convert("L")
        # 16 grey levels keep a noisy page small (4-bit palette PNG)
        grey.quantize(colors=16, dither=Image.Dither.NONE).save(path, "PNG", bits=4)
    return path


def save_scan_pdf(pages: list[Image.Image], path: Path, dpi: int) -> None:
    """Image-only PDF (JPEG pages, no fonts, no text layer) with fixed dates."""
    first, rest = pages[0], pages[1:]
    first.save(path, "PDF", resolution=float(dpi), save_all=True, append_images=rest,
               creationDate=FIXED_DATE, modDate=FIXED_DATE, producer="typstgen scan")
