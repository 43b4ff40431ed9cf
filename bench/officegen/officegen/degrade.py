"""Making page rasters look printed-and-scanned, photographed or faxed; writing images and image-only PDFs."""

from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageFilter, ImageOps

IMAGE_PLANS = [
    # (format, realism, colour)
    ("png", "clean", "rgb"),
    ("png", "light", "grey16"),
    ("png", "fax", "bilevel"),
    ("jpeg", "scan", "grey"),
    ("jpeg", "heavy", "grey"),
    ("jpeg", "photo", "rgb"),
    ("jpeg", "light", "rgb"),
    ("tiff", "fax", "bilevel"),
    ("tiff", "light", "grey"),
    ("tiff", "scan", "bilevel"),
]
SCAN_PLANS = [
    ("light", "grey"),
    ("scan", "grey"),
    ("heavy", "grey"),
    ("fax", "bilevel"),
    ("scan", "rgb"),
]


@dataclass
class Plan:
    fmt: str
    realism: str
    colour: str
    dpi: int
    quality: int


def image_plan(rng, pages):
    fmt, realism, colour = rng.choice(IMAGE_PLANS)
    if pages > 1 and fmt != "tiff":
        fmt, realism, colour = rng.choice([p for p in IMAGE_PLANS if p[0] == "tiff"])
    dpi = 200 if colour == "bilevel" else rng.choice((150, 170, 200))
    return Plan(fmt, realism, colour, dpi, rng.randint(45, 85))


def scan_plan(rng):
    realism, colour = rng.choice(SCAN_PLANS)
    dpi = 200 if colour == "bilevel" else rng.choice((150, 200))
    return Plan("pdf", realism, colour, dpi, rng.randint(45, 85))


def degrade(img, plan, nrng):
    """Apply the plan's realism to one page (PIL RGB) and return the image in the plan's colour mode."""
    r = plan.realism
    img = img.convert("RGB")
    strength = {"clean": 0, "light": 1, "scan": 2, "photo": 2, "heavy": 3, "fax": 2}[r]
    if strength:
        img = _tint(img, nrng, r)
        img = _rotate(img, nrng, {1: 0.5, 2: 1.5, 3: 1.5}[strength])
        img = img.filter(ImageFilter.GaussianBlur(radius=float(nrng.uniform(0.2, 0.45 * strength))))
        img = _specks(img, nrng, 30 * strength)
    if r in ("scan", "heavy", "photo"):
        img = _noise(img, nrng, 3 + 3 * strength)
    if r in ("heavy", "photo"):
        img = _edge_shadow(img, nrng)
    return _to_colour(img, plan.colour, nrng)


def _tint(img, nrng, realism):
    arr = np.asarray(img).astype(np.float32)
    tone = np.array([1.0, 0.985, 0.95]) if realism == "photo" else np.array([0.99, 0.985, 0.975])
    tone = tone - nrng.uniform(0, 0.04)
    return Image.fromarray(np.clip(arr * tone, 0, 255).astype(np.uint8))


def _rotate(img, nrng, max_deg):
    angle = float(nrng.uniform(-max_deg, max_deg))
    return img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=(250, 250, 248))


def _specks(img, nrng, n):
    arr = np.asarray(img).copy()
    h, w = arr.shape[:2]
    for _ in range(int(n)):
        y, x = int(nrng.integers(0, h - 3)), int(nrng.integers(0, w - 3))
        s = int(nrng.integers(1, 3))
        arr[y : y + s, x : x + s] = int(nrng.integers(40, 140))
    return Image.fromarray(arr)


def _noise(img, nrng, sigma):
    arr = np.asarray(img).astype(np.float32)
    arr += nrng.normal(0, sigma, arr.shape[:2])[..., None]
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def _edge_shadow(img, nrng):
    arr = np.asarray(img).astype(np.float32)
    w = arr.shape[1]
    ramp = np.ones(w, np.float32)
    edge = int(w * nrng.uniform(0.02, 0.05))
    ramp[:edge] = np.linspace(0.45, 1.0, edge)
    return Image.fromarray(np.clip(arr * ramp[None, :, None], 0, 255).astype(np.uint8))


def _to_colour(img, colour, nrng):
    if colour == "rgb":
        return img
    grey = img.convert("L")
    if colour == "grey":
        return grey
    if colour == "grey16":
        return (
            grey.quantize(16, dither=Image.Dither.NONE)
            if hasattr(Image, "Dither")
            else grey.quantize(16)
        )
    threshold = int(nrng.integers(150, 185))
    grey = ImageOps.autocontrast(grey, cutoff=1)
    return grey.point(lambda v: 255 if v > threshold else 0, mode="1")


def save_image(pages, path, plan):
    first, rest = pages[0], pages[1:]
    dpi = (plan.dpi, plan.dpi)
    if plan.fmt == "png":
        first.save(path, "PNG", optimize=True, dpi=dpi)
    elif plan.fmt == "jpeg":
        first.convert("L" if first.mode in ("L", "1", "P") else "RGB").save(
            path, "JPEG", quality=plan.quality, dpi=dpi
        )
    else:
        comp = "group4" if first.mode == "1" else "tiff_lzw"
        first.save(path, "TIFF", compression=comp, dpi=dpi, save_all=bool(rest), append_images=rest)


def save_scan_pdf(pages, path, plan):
    """Image-only PDF: JPEG page images (grey/colour) or 1-bit pages; no text layer."""
    pages = [p if p.mode in ("1", "L", "RGB") else p.convert("L") for p in pages]
    extra = (
        {} if pages[0].mode == "1" else {"quality": plan.quality}
    )  # 1-bit pages go in as CCITT G4
    pages[0].save(
        path, "PDF", resolution=float(plan.dpi), save_all=True, append_images=pages[1:], **extra
    )
