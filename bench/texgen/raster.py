"""pdftoppm rendering, degradation (rotation <= 1 deg, blur, noise, JPEG, 1-bit), image-only scan PDFs."""

from __future__ import annotations

import io
import subprocess
import tempfile
import time
from pathlib import Path

import numpy as np
from PIL import Image, ImageFilter

FIXED = time.gmtime(1767225600)  # 2026-01-01, fixed PDF dates


def render(pdf: Path, dpi: int) -> list[Image.Image]:
    with tempfile.TemporaryDirectory(prefix="texgen_r_") as td:
        subprocess.run(
            ["pdftoppm", "-r", str(dpi), "-gray", "-png", str(pdf), f"{td}/p"], check=True
        )
        return [Image.open(p).convert("L") for p in sorted(Path(td).glob("p*.png"))]


def degrade(img: Image.Image, rng: np.random.Generator, level: int) -> Image.Image:
    """level 0 light, 1 scan, 2 heavy; rotation at most 1 degree."""
    angle = float(rng.uniform(-1.0, 1.0)) * (0.4 + 0.3 * level)
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.4 + 0.3 * level))
    a = np.asarray(img, dtype=np.float32)
    a = a * (0.93 - 0.03 * level) + 10
    a += rng.normal(0, 4 + 3 * level, a.shape)
    specks = rng.random(a.shape) < 0.0004 * (level + 1)
    a[specks] = 40
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")


def to_bytes(img: Image.Image, fmt: str, quality: int) -> bytes:
    buf = io.BytesIO()
    if fmt == "png":
        img.save(buf, "PNG", optimize=True)
    else:
        img.save(buf, "JPEG", quality=quality, optimize=True)
    return buf.getvalue()


def make_image(pdf: Path, out: Path, rng: np.random.Generator) -> dict:
    """First page as PNG (grey or 1-bit) or JPEG q50-85; returns a description."""
    dpi = int(rng.choice([150, 170, 200]))
    img = degrade(render(pdf, dpi)[0], rng, int(rng.integers(0, 3)))
    if out.suffix == ".png":
        img = img.point(lambda v: 255 if v > 150 else 0).convert(
            "1"
        )  # grey PNGs with noise get too big
        out.write_bytes(to_bytes(img, "png", 0))
        return {"dpi": dpi, "mode": "1-bit"}
    q = int(rng.integers(50, 86))
    out.write_bytes(to_bytes(img, "jpeg", q))
    return {"dpi": dpi, "mode": f"JPEG q{q}"}


def make_scan(pdf: Path, out: Path, rng: np.random.Generator) -> int:
    """Image-only PDF of degraded pages (JPEG pages, fixed PDF dates)."""
    dpi = int(rng.choice([150, 200]))
    pages = [degrade(p, rng, int(rng.integers(0, 3))) for p in render(pdf, dpi)]
    q = int(rng.integers(50, 86))
    pages = [Image.open(io.BytesIO(to_bytes(p, "jpeg", q))) for p in pages]
    pages[0].save(
        out,
        "PDF",
        resolution=float(dpi),
        save_all=True,
        append_images=pages[1:],
        creationDate=FIXED,
        modDate=FIXED,
        title="scan",
        producer="texgen",
        creator="texgen",
    )
    return len(pages)
