"""Rasterise page 1 with pypdfium2 and degrade it: phone photo, flatbed scan, fax, thermal paper."""

from __future__ import annotations

import io
import os
import time

import cv2
import numpy as np
import pypdfium2 as pdfium
from PIL import Image

FIXED = time.gmtime(1767225600)  # 2026-01-01, fixed PDF dates


def render_page(pdf_path, dpi):
    pdf = pdfium.PdfDocument(pdf_path)
    page = pdf[0]
    img = page.render(scale=dpi / 72, grayscale=False).to_pil().convert("RGB")
    page.close()
    pdf.close()
    return np.array(img)


def _rotate(a, deg, border):
    h, w = a.shape[:2]
    m = cv2.getRotationMatrix2D((w / 2, h / 2), deg, 1.0)
    return cv2.warpAffine(
        a, m, (w, h), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT, borderValue=border
    )


def photo(rng, nrng, a):
    """phone photo: paper on a desk, perspective, rotation, shading, blur, noise"""
    h, w = a.shape[:2]
    tint = np.array([rng.uniform(0.93, 1.0), rng.uniform(0.9, 0.98), rng.uniform(0.82, 0.93)])
    a = (a.astype(np.float32) * tint).clip(0, 255)
    pad = int(max(h, w) * rng.uniform(0.06, 0.12))
    desk = np.array([rng.randint(60, 140), rng.randint(50, 110), rng.randint(30, 90)], np.float32)
    canvas = np.empty((h + 2 * pad, w + 2 * pad, 3), np.float32)
    canvas[:] = desk
    canvas[pad : pad + h, pad : pad + w] = a
    H, W = canvas.shape[:2]
    src = np.float32([[pad, pad], [pad + w, pad], [pad + w, pad + h], [pad, pad + h]])
    j = 0.02 * max(h, w)
    dst = src + np.float32([[rng.uniform(-j, j), rng.uniform(-j, j)] for _ in range(4)])
    m = cv2.getPerspectiveTransform(src, dst)
    canvas = cv2.warpPerspective(
        canvas, m, (W, H), borderMode=cv2.BORDER_CONSTANT, borderValue=desk.tolist()
    )
    canvas = _rotate(canvas, rng.uniform(-4, 4), desk.tolist())
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    gx, gy = rng.uniform(-0.3, 0.3), rng.uniform(-0.3, 0.3)
    shade = 1 - 0.25 * ((xx / W - 0.5) * gx + (yy / H - 0.5) * gy) * 2
    cx, cy = rng.uniform(0.2, 0.8) * W, rng.uniform(0.2, 0.8) * H
    spot = 1 + 0.08 * np.exp(-(((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * (0.3 * W) ** 2)))
    canvas *= (shade * spot)[..., None] * rng.uniform(0.85, 0.97)
    k = rng.choice([3, 3, 5])
    canvas = cv2.GaussianBlur(canvas, (k, k), 0)
    canvas += nrng.normal(0, rng.uniform(3, 7), canvas.shape).astype(np.float32)
    out = Image.fromarray(canvas.clip(0, 255).astype(np.uint8))
    if max(out.size) > 2400:
        s = 2400 / max(out.size)
        out = out.resize((int(out.size[0] * s), int(out.size[1] * s)), Image.LANCZOS)
    return out


def scan(rng, nrng, a, grey):
    h, w = a.shape[:2]
    f = a.astype(np.float32)
    if grey:
        f = cv2.cvtColor(f, cv2.COLOR_RGB2GRAY)
    paper = rng.uniform(235, 250)
    f = paper - (paper - f) * rng.uniform(0.8, 0.95)
    border = paper if grey else (paper, paper, paper)
    f = _rotate(f, rng.uniform(-1.5, 1.5), border)
    f = cv2.GaussianBlur(f, (3, 3), rng.uniform(0.4, 0.9))
    f += nrng.normal(0, rng.uniform(2, 6), f.shape).astype(np.float32)
    if rng.random() < 0.3:  # dark lid edge
        e = rng.randint(8, 25)
        if grey:
            f[:, -e:] *= 0.35
        else:
            f[:, -e:, :] *= 0.35
    n = rng.randint(20, 80)
    ys, xs = nrng.integers(0, h, n), nrng.integers(0, w, n)
    for y, x in zip(ys, xs, strict=True):
        cv2.circle(
            f, (int(x), int(y)), int(rng.choice([1, 1, 2])), 40 if grey else (40, 40, 40), -1
        )
    return Image.fromarray(f.clip(0, 255).astype(np.uint8), "L" if grey else "RGB")


def fax(rng, nrng, a):
    g = cv2.cvtColor(a, cv2.COLOR_RGB2GRAY).astype(np.float32)
    h, w = g.shape
    g = cv2.resize(g, (w, h // 2), interpolation=cv2.INTER_AREA)
    g = _rotate(g, rng.uniform(-1, 1), 255)
    g += nrng.normal(0, 12, g.shape).astype(np.float32)
    b = (g > rng.uniform(150, 185)).astype(np.uint8) * 255
    sp = nrng.random(b.shape) < 0.0015
    b[sp] = 0
    b = cv2.resize(b, (w, h), interpolation=cv2.INTER_NEAREST)
    return Image.fromarray(b).convert("1")


def thermal(rng, nrng, a):
    g = cv2.cvtColor(a, cv2.COLOR_RGB2GRAY).astype(np.float32)
    h, w = g.shape
    paper = rng.uniform(225, 240)
    ink = rng.uniform(95, 140)  # faded print
    g = paper - (255 - g) / 255 * (paper - ink)
    yy = np.arange(h, dtype=np.float32)[:, None]
    g *= 1 - 0.12 * (yy / h) * rng.uniform(0.5, 1)  # fading towards the end
    streak = (nrng.random(w) < 0.02).astype(np.float32) * rng.uniform(10, 30)
    g += streak[None, :]
    g = cv2.GaussianBlur(g, (3, 3), 0.8)
    g += nrng.normal(0, 4, g.shape).astype(np.float32)
    g = _rotate(g, rng.uniform(-2, 2), paper)
    return Image.fromarray(g.clip(0, 255).astype(np.uint8), "L")


def degrade(rng, nrng, pdf_path, mode, for_scan=False):
    """-> (PIL image, dpi, description)"""
    if mode == "photo":
        dpi = rng.choice([150, 200])
        return photo(rng, nrng, render_page(pdf_path, dpi)), dpi
    if mode == "scan":
        dpi = rng.choice([150, 200, 300]) if not for_scan else rng.choice([150, 200])
        grey = rng.random() < 0.7
        return scan(rng, nrng, render_page(pdf_path, dpi), grey), dpi
    if mode == "fax":
        return fax(rng, nrng, render_page(pdf_path, 200)), 200
    if mode == "thermal":
        dpi = 200
        return thermal(rng, nrng, render_page(pdf_path, dpi)), dpi
    raise ValueError(mode)


def save_image(img, path_stem, rng, mode):
    """-> (path, format name)"""
    if img.mode == "1":
        p = path_stem + ".png"
        img.save(p, optimize=True)
        return p, "png"
    if mode == "photo" or rng.random() < 0.5:
        p = path_stem + ".jpg"
        img.save(p, quality=rng.choice([60, 70, 80]))
        return p, "jpeg"
    p = path_stem + ".png"
    if img.mode == "L" and rng.random() < 0.5:
        img = img.quantize(16)
    img.save(p, optimize=True)
    if os.path.getsize(p) > 1_900_000:  # noisy 300 dpi scans: 16-level palette, else JPEG
        img.convert("L" if img.mode in ("L", "P") else "RGB").quantize(16).save(p, optimize=True)
    if os.path.getsize(p) > 1_900_000:
        os.unlink(p)
        p = path_stem + ".jpg"
        img.convert("L" if img.mode in ("L", "P") else "RGB").save(p, quality=70)
        return p, "jpeg"
    return p, "png"


def save_scan_pdf(img, path, dpi):
    if img.mode == "1":
        img.save(
            path,
            "PDF",
            resolution=dpi,
            creationDate=FIXED,
            modDate=FIXED,
            producer="groffgen",
            title="scan",
        )
        return
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=60)
    Image.open(buf).save(
        path,
        "PDF",
        resolution=dpi,
        creationDate=FIXED,
        modDate=FIXED,
        producer="groffgen",
        title="scan",
    )
