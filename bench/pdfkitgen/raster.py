"""Page 1 of a rendered PDF -> phone photo, flatbed scan, fax or crumpled-paper image (seeded, deterministic)."""

import time

import cv2
import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageDraw, ImageFont

STAMP_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
STAMPS = {
    "pl": "ZAPŁACONO",
    "it": "PAGATO",
    "es": "PAGADO",
    "pt": "PAGO",
    "de": "BEZAHLT",
    "fr": "PAYÉ",
    "nl": "BETAALD",
    "en": "RECEIVED",
}
FIXED = time.gmtime(1767225600)  # 2026-01-01, fixed for byte-identical output


def render(pdf_path, dpi):
    pdf = pdfium.PdfDocument(pdf_path)
    img = pdf[0].render(scale=dpi / 72.0).to_pil().convert("RGB")
    pdf.close()
    return img


def _np_rng(rng):
    return np.random.default_rng(rng.randrange(2**32))


def photo(img, rng):
    """Phone photo: paper on a desk, perspective, rotation up to 4 degrees, uneven light, JPEG."""
    nr = _np_rng(rng)
    a = np.asarray(img).astype(np.float32) * np.array([1.0, 0.985, 0.95], np.float32)
    h, w = a.shape[:2]
    m = int(max(h, w) * rng.uniform(0.06, 0.12))
    bg = np.array(
        rng.choice([(92, 70, 52), (60, 62, 68), (150, 140, 120), (35, 38, 40)]), np.float32
    )
    H, W = h + 2 * m, w + 2 * m
    canvas = np.ones((H, W, 3), np.float32) * bg + nr.normal(0, 6, (H, W, 1)).astype(np.float32)
    src = np.float32([[0, 0], [w, 0], [w, h], [0, h]])
    j = max(h, w) * 0.02
    dst = np.float32(
        [
            [m + rng.uniform(-j, j), m + rng.uniform(-j, j)],
            [m + w + rng.uniform(-j, j), m + rng.uniform(-j, j)],
            [m + w + rng.uniform(-j, j), m + h + rng.uniform(-j, j)],
            [m + rng.uniform(-j, j), m + h + rng.uniform(-j, j)],
        ]
    )
    rot = cv2.getRotationMatrix2D((W / 2, H / 2), rng.uniform(-4, 4), 1.0)
    dst = cv2.transform(dst[None], rot)[0].astype(np.float32)
    M = cv2.getPerspectiveTransform(src, dst)
    page = cv2.warpPerspective(a, M, (W, H), flags=cv2.INTER_LINEAR, borderValue=(0, 0, 0))
    mask = cv2.warpPerspective(np.ones((h, w), np.float32), M, (W, H))
    shadow = cv2.GaussianBlur(mask, (0, 0), m / 6) * 0.35
    out = canvas * (1 - shadow[..., None]) * (1 - mask[..., None]) + page * mask[..., None]
    out = out * _light(H, W, rng)[..., None]
    out = cv2.GaussianBlur(out, (0, 0), rng.uniform(0.5, 1.0)) + nr.normal(0, 3.5, out.shape)
    res = Image.fromarray(np.clip(out, 0, 255).astype(np.uint8))
    scale = min(1.0, 2400 / max(res.size))
    return (
        res.resize((int(res.width * scale), int(res.height * scale)), Image.LANCZOS)
        if scale < 1
        else res
    )


def _light(H, W, rng):
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    ang = rng.uniform(0, 6.28)
    g = np.cos(ang) * xx / W + np.sin(ang) * yy / H
    g = (g - g.min()) / (np.ptp(g) + 1e-6)
    cx, cy, r = (
        rng.uniform(0.2, 0.8) * W,
        rng.uniform(0.2, 0.8) * H,
        rng.uniform(0.2, 0.45) * max(H, W),
    )
    spot = np.exp(-(((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * r * r)))
    return 1.0 - rng.uniform(0.1, 0.25) * g - rng.uniform(0.05, 0.15) * spot


def crumple(arr, rng):
    """Crumpled-paper shading: smooth low-frequency relief and a few crease lines."""
    nr = _np_rng(rng)
    h, w = arr.shape[:2]
    small = nr.normal(0, 1, (max(2, h // 120), max(2, w // 120))).astype(np.float32)
    field = cv2.resize(small, (w, h), interpolation=cv2.INTER_CUBIC)
    field = cv2.GaussianBlur(field, (0, 0), 15)
    shade = 1.0 - 0.07 * (field - field.min()) / (np.ptp(field) + 1e-6)
    out = arr * (shade[..., None] if arr.ndim == 3 else shade)
    for _ in range(rng.randrange(2, 5)):
        p1 = (rng.randrange(w), 0) if rng.random() < 0.5 else (0, rng.randrange(h))
        p2 = (rng.randrange(w), h - 1) if p1[1] == 0 else (w - 1, rng.randrange(h))
        crease = np.zeros((h, w), np.float32)
        cv2.line(crease, p1, p2, 1.0, 2)
        crease = cv2.GaussianBlur(crease, (0, 0), 2.5)
        out = out * (1 - 0.12 * (crease[..., None] if arr.ndim == 3 else crease))
    return out


def scan(img, rng, lang, grey=True, crumpled=False):
    """Flatbed scan: grey or colour, slight skew, contrast loss, noise, punch holes, a stamp in a free area."""
    nr = _np_rng(rng)
    if rng.random() < 0.5:
        stamp(img, rng, lang)
    img = img.convert("L") if grey else img
    img = img.rotate(
        rng.uniform(-1.5, 1.5),
        resample=Image.BICUBIC,
        expand=False,
        fillcolor=255 if grey else (255,) * 3,
    )
    a = np.asarray(img).astype(np.float32)
    if crumpled:
        a = crumple(a, rng)
    lo, hi = rng.uniform(10, 35), rng.uniform(225, 245)
    a = lo + a * (hi - lo) / 255.0
    a = cv2.GaussianBlur(a, (0, 0), rng.uniform(0.4, 0.8)) + nr.normal(
        0, rng.uniform(2, 6), a.shape
    )
    if rng.random() < 0.35:
        holes(a, rng)
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def holes(a, rng):
    h, w = a.shape[:2]
    r = int(w * 0.012)
    x = int(w * 0.035)
    for fy in (0.5 - 0.095 * 297 / 297 * 0.8, 0.5 + 0.095 * 0.8):
        cv2.circle(a, (x, int(h * fy)), r, (40,) * (3 if a.ndim == 3 else 1), -1)


def stamp(img, rng, lang):
    """A rubber stamp placed only where the page has no ink (never over a value)."""
    g = np.asarray(img.convert("L"))
    h, w = g.shape
    size = int(w * 0.045)
    font = ImageFont.truetype(STAMP_FONT, size)
    text = STAMPS[lang]
    tw = int(font.getlength(text)) + 2 * size // 2
    th = int(size * 1.8)
    for _ in range(40):
        x, y = (
            rng.randrange(int(w * 0.05), max(int(w * 0.06), w - tw - 10)),
            rng.randrange(int(h * 0.1), int(h * 0.9)),
        )
        if y + th < h and (g[y : y + th, x : x + tw] < 200).sum() == 0:
            layer = Image.new("RGBA", (tw, th), (0, 0, 0, 0))
            d = ImageDraw.Draw(layer)
            col = rng.choice([(190, 30, 40, 170), (40, 60, 170, 170), (120, 40, 150, 160)])
            d.rectangle([1, 1, tw - 2, th - 2], outline=col, width=max(2, size // 10))
            d.text((size // 2, size // 4), text, font=font, fill=col)
            img.paste(layer, (x, y), layer)
            return


def fax(img, rng):
    """1-bit fax: 200x100 dpi feel (half vertical resolution, doubled lines), threshold, speckle."""
    nr = _np_rng(rng)
    g = img.convert("L").rotate(rng.uniform(-1.0, 1.0), resample=Image.BICUBIC, fillcolor=255)
    a = np.asarray(g).astype(np.float32)
    h, w = a.shape
    half = cv2.resize(a, (w, h // 2), interpolation=cv2.INTER_AREA)
    half = half + nr.normal(0, 10, half.shape)
    bw = (half > rng.uniform(150, 175)).astype(np.uint8) * 255
    specks = nr.random(bw.shape) < 0.0008
    bw[specks] = 0
    full = cv2.resize(bw, (w, (h // 2) * 2), interpolation=cv2.INTER_NEAREST)
    return Image.fromarray(full).convert("1")


def save_image(img, path, fmt, rng, dpi):
    if fmt == "jpeg":
        img.convert("RGB" if img.mode == "RGB" else "L").save(
            path, "JPEG", quality=rng.randrange(70, 91), dpi=(dpi, dpi)
        )
    elif img.mode == "1":
        img.save(path, "PNG", dpi=(dpi, dpi))
    else:
        # 16 grey levels (4-bit palette), as scanner software saves greyscale PNGs; keeps files small
        # and with the scanner's background removal (light paper -> white)
        a = np.asarray(img.convert("L"))
        img = Image.fromarray(np.where(a > 205, 255, a).astype(np.uint8))
        img.quantize(16, dither=Image.Dither.NONE).save(path, "PNG", dpi=(dpi, dpi), bits=4)


def save_pdf(img, path, dpi):
    img = img if img.mode in ("1", "L", "RGB") else img.convert("RGB")
    img.save(
        path,
        "PDF",
        resolution=float(dpi),
        creationDate=FIXED,
        modDate=FIXED,
        title="scan",
        producer="pdfkitgen",
    )
