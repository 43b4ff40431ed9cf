"""Page images with pdftoppm, and their degradation into photos/scans (seeded, byte-stable)."""
import glob
import os
import subprocess
import tempfile
import time

import numpy as np
from PIL import Image, ImageFilter


def render_pages(pdf_bytes, dpi, gray=True):
    with tempfile.TemporaryDirectory() as td:
        src = os.path.join(td, "doc.pdf")
        with open(src, "wb") as fh:
            fh.write(pdf_bytes)
        args = ["pdftoppm", "-r", str(dpi), "-png"] + (["-gray"] if gray else []) + [src, os.path.join(td, "p")]
        subprocess.run(args, check=True, capture_output=True)
        pages = []
        for p in sorted(glob.glob(os.path.join(td, "p*.png"))):
            with Image.open(p) as im:
                pages.append(im.copy())
    return pages


def degrade(im, rng, strength, noise=1.0):
    """strength: 'light' (images) or 'scan' (scanned PDFs). Returns a new image, same mode."""
    nrng = np.random.default_rng(rng.randrange(1 << 32))
    rgb = im.mode == "RGB"
    tone = rng.choice([(250, 248, 240), (245, 242, 232), (252, 252, 250), (240, 236, 224)])
    fill = tone if rgb else int(sum(tone) / 3)
    max_angle = 0.6 if strength == "light" else 1.5
    angle = rng.uniform(-max_angle, max_angle)
    im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=fill)
    im = im.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.7 if strength == "light" else 1.0)))
    a = np.asarray(im).astype(np.float32)
    paper = np.array(tone, dtype=np.float32) / 255.0 if rgb else sum(tone) / 3 / 255.0
    a = a * paper
    sigma = rng.uniform(3, 7) if strength == "light" else rng.uniform(6, 13)
    a = a + nrng.normal(0, sigma * noise, a.shape)
    h, w = a.shape[:2]
    for _ in range(rng.randint(10, 60)):  # dust specks
        y, x = nrng.integers(0, h - 3), nrng.integers(0, w - 3)
        a[y:y + 2, x:x + 2] = rng.uniform(60, 150)
    if strength == "scan" and rng.random() < 0.4:  # darker scanner edge
        edge = rng.randint(8, 30)
        a[:, :edge] *= 0.55
    out = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "RGB" if rgb else "L")
    return out


def to_bilevel(im, rng):
    g = im.convert("L")
    thr = rng.randint(150, 175)
    return g.point(lambda v: 255 if v > thr else 0, mode="1")


def save_image(im, path, fmt, quality=80):
    if fmt == "jpeg":
        im.convert("RGB" if im.mode == "RGB" else "L").save(path, "JPEG", quality=quality, optimize=False)
    elif im.mode == "RGB":
        im.quantize(colors=32, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(path, "PNG", optimize=True)
    else:
        g = im.convert("L").point(lambda v: min(255, (v + 8) // 17 * 17))
        pal = g.quantize(colors=16, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
        pal.save(path, "PNG", optimize=True, bits=4)


def save_scan_pdf(pages, path, dpi, quality=70):
    first, rest = pages[0], pages[1:]
    fixed = time.gmtime(1767225600)  # 2026-01-01, so the bytes do not depend on the clock
    kw = dict(resolution=float(dpi), save_all=True, append_images=rest, title="scan", creationDate=fixed,
              modDate=fixed)
    if first.mode != "1":
        kw["quality"] = quality
    first.save(path, "PDF", **kw)
