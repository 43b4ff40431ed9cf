"""Make clean renders look photographed or scanned (Pillow + NumPy, seeded)."""

from __future__ import annotations

import random

import numpy as np
from PIL import Image, ImageFilter


def _rotate(img: Image.Image, rng: random.Random, max_deg: float) -> Image.Image:
    fill = 255 if img.mode == "L" else (255, 255, 255)
    return img.rotate(rng.uniform(-max_deg, max_deg), resample=Image.Resampling.BICUBIC,
                      expand=False, fillcolor=fill)


def _light(arr: np.ndarray, rng: random.Random) -> np.ndarray:
    """Uneven illumination: a soft gradient across the page."""
    h, w = arr.shape[:2]
    ys = np.linspace(0, 1, h)[:, None]
    xs = np.linspace(0, 1, w)[None, :]
    ax, ay = rng.uniform(-0.12, 0.12), rng.uniform(-0.12, 0.12)
    shade = 1.0 - np.clip(ax * xs + ay * ys + rng.uniform(0, 0.05), 0, 0.3)
    return arr * (shade[..., None] if arr.ndim == 3 else shade)


def _noise(arr: np.ndarray, nrng: np.random.Generator, sigma: float) -> np.ndarray:
    return arr + nrng.normal(0, sigma, arr.shape)


def photo(img: Image.Image, rng: random.Random) -> Image.Image:
    """A phone or camera picture: warm tint, slight rotation, uneven light, mild noise."""
    nrng = np.random.default_rng(rng.randint(0, 2**31))
    img = _rotate(img.convert("RGB"), rng, 1.2)
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.8)))
    arr = np.asarray(img, dtype=np.float32)
    arr = arr * np.array([1.0, 0.98, 0.93], dtype=np.float32)
    arr = _noise(_light(arr, rng), nrng, rng.uniform(2, 6))
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")


def scan(img: Image.Image, rng: random.Random) -> Image.Image:
    """A flatbed scan: grey paper, rotation, blur, noise, dust, sometimes a dark lid edge."""
    nrng = np.random.default_rng(rng.randint(0, 2**31))
    img = _rotate(img.convert("L"), rng, 1.5)
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 1.0)))
    arr = np.asarray(img, dtype=np.float32)
    paper = rng.uniform(215, 240)
    arr = arr * (paper / 255.0)
    arr = _noise(_light(arr, rng), nrng, rng.uniform(4, 9))
    h, w = arr.shape
    for _ in range(rng.randint(20, 80)):
        y, x = rng.randrange(h), rng.randrange(w)
        arr[y:y + rng.randint(1, 3), x:x + rng.randint(1, 3)] = rng.uniform(40, 120)
    if rng.random() < 0.3:
        edge = rng.randint(8, 30)
        arr[:, w - edge:] *= 0.35
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L")


def light(img: Image.Image, rng: random.Random) -> Image.Image:
    """A clean export: tiny rotation, slight blur, paper tone; 16 greys keep PNGs small."""
    img = _rotate(img.convert("L"), rng, 0.5)
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.2, 0.5)))
    arr = np.asarray(img, dtype=np.float32) * (rng.uniform(236, 250) / 255.0)
    grey = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L")
    return grey.quantize(colors=16, dither=Image.Dither.NONE)
