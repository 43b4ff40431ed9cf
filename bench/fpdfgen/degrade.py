"""Raster output: render PDF pages with pdftoppm, degrade them, save images or image-only PDFs."""
import datetime as dt
import glob
import io
import os
import subprocess
import tempfile

import numpy as np
from fpdf import FPDF
from PIL import Image, ImageFilter

# two-page invoices cannot be one image file; they go to text PDFs and scans only
IMAGE_LAYOUTS = ["classic-boxes", "form-facts", "vendor-right", "footer-identity", "summary-first", "bilingual",
                 "wrapped-items", "narrow-receipt", "vat-columns"]
FIXED_DATE = dt.datetime(2026, 1, 2, 8, 0, tzinfo=dt.UTC)


def render_pages(pdf_bytes, dpi):
    """-> list of greyscale or RGB PIL images, one per page (pdftoppm, PNG)."""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "doc.pdf")
        with open(src, "wb") as f:
            f.write(pdf_bytes)
        subprocess.run(["pdftoppm", "-r", str(dpi), "-png", src, os.path.join(tmp, "p")], check=True)
        pages = []
        for p in sorted(glob.glob(os.path.join(tmp, "p-*.png"))):
            with Image.open(p) as im:
                pages.append(im.convert("RGB"))
        return pages


def degrade(img, rng, level, noise=1.0):
    """level 'light' (images) or 'scan' (scanned PDFs): rotation, blur, paper tone, noise, specks."""
    nrng = np.random.default_rng(rng.randint(0, 2 ** 32 - 1))
    max_angle, sigma, radius = (0.6, 4.0, 0.5) if level == "light" else (1.5, 9.0, 0.8)
    paper = (rng.randint(236, 252), rng.randint(232, 248), rng.randint(220, 240))
    img = img.rotate(rng.uniform(-max_angle, max_angle), resample=Image.BICUBIC, expand=False, fillcolor=(255, 255, 255))
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.2, radius)))
    a = np.asarray(img, dtype=np.float32) / 255.0
    a = a * (np.array(paper, dtype=np.float32) / 255.0)
    a = a * 255.0 + nrng.normal(0.0, noise * sigma * rng.uniform(0.5, 1.0), a.shape[:2])[..., None]
    h, w = a.shape[:2]
    for _ in range(rng.randint(10, 60)):
        y, x = rng.randrange(h), rng.randrange(w)
        a[y:y + rng.randint(1, 3), x:x + rng.randint(1, 3)] = rng.randint(40, 140)
    if level == "scan" and rng.random() < 0.3:
        edge = rng.randint(8, 30)
        a[:, :edge] *= np.linspace(0.35, 1.0, edge, dtype=np.float32)[None, :, None]
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "RGB")


def write_image(pdf_bytes, stem_path, rng):
    """First page as PNG or JPEG. -> (extension, format)."""
    dpi = rng.choice([150, 170, 200])
    as_jpeg = rng.random() < 0.5
    img = degrade(render_pages(pdf_bytes, dpi)[0], rng, "light", noise=1.0 if as_jpeg else 0.25)
    if rng.random() < 0.4:
        img = img.convert("L")
    if as_jpeg:
        img.save(stem_path + ".jpg", "JPEG", quality=rng.randint(62, 88), dpi=(dpi, dpi))
        return "jpg", "jpeg"
    img = img.convert("L").quantize(colors=16, dither=Image.Dither.NONE)
    img.save(stem_path + ".png", "PNG", dpi=(dpi, dpi), optimize=False)
    return "png", "png"


def write_scan(pdf_bytes, path, rng):
    """Image-only PDF of degraded pages (grey JPEG or 1-bit). -> page count."""
    dpi = rng.choice([150, 200])
    bilevel = rng.random() < 0.3
    pdf = FPDF(unit="mm")
    pdf.set_creation_date(FIXED_DATE)
    pdf.set_creator("Scan to PDF")
    pages = render_pages(pdf_bytes, dpi)
    for page in pages:
        img = degrade(page, rng, "scan").convert("L")
        buf = io.BytesIO()
        if bilevel:
            img = img.point(lambda v: 255 if v > 150 else 0).convert("1")
            img.save(buf, "PNG")
        else:
            img.save(buf, "JPEG", quality=rng.randint(55, 75))
        w_mm, h_mm = img.width / dpi * 25.4, img.height / dpi * 25.4
        pdf.add_page(format=(w_mm, h_mm))
        buf.seek(0)
        pdf.image(buf, x=0, y=0, w=w_mm, h=h_mm)
    with open(path, "wb") as f:
        f.write(bytes(pdf.output()))
    return len(pages)
