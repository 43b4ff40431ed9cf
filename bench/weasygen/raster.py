"""pdftoppm rendering, page degradation (rotation, blur, noise, paper tone, specks, 1-bit), scan PDFs."""

from __future__ import annotations

import io
import subprocess
import tempfile
import time
from pathlib import Path

import numpy as np
from PIL import Image, ImageFilter

FIXED_DATE = time.gmtime(1767225600)  # 2026-01-01T00:00:00Z


def render_pages(pdf: bytes, dpi: int) -> list[Image.Image]:
    with tempfile.TemporaryDirectory() as td:
        src = Path(td) / "doc.pdf"
        src.write_bytes(pdf)
        subprocess.run(
            ["pdftoppm", "-r", str(dpi), "-gray", "-png", str(src), str(Path(td) / "p")], check=True
        )
        pages = sorted(Path(td).glob("p-*.png"), key=lambda p: int(p.stem.split("-")[-1]))
        return [Image.open(p).convert("L").copy() for p in pages]


def degrade(img: Image.Image, rng, nrng: np.random.Generator, colour: bool) -> Image.Image:
    """Slight rotation (≤ 1°), blur, noise, specks and a paper tone; grey or tinted RGB."""
    angle = rng.uniform(-1.0, 1.0)
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.9)))
    a = np.asarray(img, dtype=np.float32)
    a = a * rng.uniform(0.9, 0.98) + rng.uniform(2, 12)
    a += nrng.normal(0, rng.uniform(3, 9), a.shape)
    for _ in range(rng.randint(5, 40)):
        y, x = int(nrng.integers(0, a.shape[0])), int(nrng.integers(0, a.shape[1]))
        a[y : y + 2, x : x + 2] = rng.uniform(40, 140)
    a = np.clip(a, 0, 255).astype(np.uint8)
    grey = Image.fromarray(a, "L")
    if not colour:
        return grey
    tone = rng.choice([(255, 250, 238), (250, 246, 236), (246, 244, 240)])
    rgb = np.stack([a.astype(np.float32) * (t / 255.0) for t in tone], axis=-1)
    return Image.fromarray(np.clip(rgb, 0, 255).astype(np.uint8), "RGB")


def bilevel(img: Image.Image, rng) -> Image.Image:
    thr = rng.randint(150, 185)
    return img.convert("L").point(lambda v: 255 if v > thr else 0).convert("1")


def encode_image(img: Image.Image, fmt: str, quality: int) -> bytes:
    buf = io.BytesIO()
    if fmt == "jpeg":
        img.save(buf, "JPEG", quality=quality, optimize=False)
    else:
        if img.mode != "1":
            img = img.quantize(16, dither=Image.Dither.NONE)  # 4-bit palette, as scanners save
        img.save(buf, "PNG", optimize=True)
    return buf.getvalue()


def scan_pdf(pages: list[Image.Image], dpi: int, quality: int) -> bytes:
    """Image-only PDF (JPEG pages, no text layer), fixed dates for byte-identical output."""
    jpgs = []
    for p in pages:
        buf = io.BytesIO()
        p.save(buf, "JPEG", quality=quality)
        jpgs.append(Image.open(io.BytesIO(buf.getvalue())))
    out = io.BytesIO()
    jpgs[0].save(
        out,
        "PDF",
        save_all=True,
        append_images=jpgs[1:],
        resolution=float(dpi),
        creationDate=FIXED_DATE,
        modDate=FIXED_DATE,
        producer="weasygen",
        title="scan",
    )
    return out.getvalue()
