"""Rasterising and degrading pages: phone photos, flatbed scans, fax, screenshots (all seeded)."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageDraw, ImageFilter, ImageFont

STAMP_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
STAMPS = {"en": ["PAID", "RECEIVED", "COPY"], "de": ["BEZAHLT", "EINGEGANGEN", "GEBUCHT"],
          "fr": ["PAYÉ", "REÇU", "COPIE"], "nl": ["BETAALD", "ONTVANGEN"], "es": ["PAGADO", "RECIBIDO"],
          "it": ["PAGATO", "RICEVUTO"], "pt": ["PAGO", "RECEBIDO"], "pl": ["ZAPŁACONO", "OTRZYMANO"]}


def render_pages(pdf_path: str, dpi: float) -> list[Image.Image]:
    doc = pdfium.PdfDocument(pdf_path)
    out = [doc[i].render(scale=dpi / 72.0).to_pil().convert("RGB") for i in range(len(doc))]
    doc.close()
    return out


def stack(pages: list[Image.Image]) -> Image.Image:
    """Several pages as one tall image (with a thin gap like a viewer)."""
    if len(pages) == 1:
        return pages[0]
    w = max(p.width for p in pages)
    gap = max(6, w // 150)
    tall = Image.new("RGB", (w, sum(p.height for p in pages) + gap * (len(pages) - 1)), (205, 205, 205))
    y = 0
    for p in pages:
        tall.paste(p, (0, y))
        y += p.height + gap
    return tall


def _np_rng(rng: random.Random) -> np.random.Generator:
    return np.random.default_rng(rng.randint(0, 2**31))


# ------------------------------------------------------------------------------ phone photo
def _background(rng: random.Random, w: int, h: int) -> np.ndarray:
    nr = _np_rng(rng)
    base = np.array(rng.choice([(92, 70, 52), (60, 62, 66), (120, 95, 70), (40, 44, 52), (140, 130, 118)]), float)
    noise = cv2.GaussianBlur(nr.normal(0, 1, (h // 8 + 1, w // 8 + 1)).astype(np.float32), (0, 0), 2)
    noise = cv2.resize(noise, (w, h), interpolation=cv2.INTER_CUBIC)
    grain = nr.normal(0, 6, (h, w)).astype(np.float32)
    streaks = np.sin(np.linspace(0, rng.uniform(20, 60), w))[None, :] * rng.uniform(2, 8)
    img = base[None, None, :] + (noise * 14 + grain + streaks)[..., None]
    return np.clip(img, 0, 255)


def photo(page: Image.Image, rng: random.Random, long_side: int = 1600) -> Image.Image:
    """Page lying on a table, shot with a phone: perspective, rotation, lighting, blur."""
    nr = _np_rng(rng)
    pg = np.asarray(page, np.float32) * np.array([1.0, 0.985, 0.95])  # warm paper
    h, w = pg.shape[:2]
    m = rng.uniform(0.06, 0.14)
    W, H = int(w * (1 + 2 * m)), int(h * (1 + 2 * m))
    canvas = _background(rng, W, H)
    ang = np.deg2rad(rng.uniform(-4, 4))
    cx, cy = W / 2, H / 2
    src = np.float32([[0, 0], [w, 0], [w, h], [0, h]])
    dst = []
    for x, y in src:
        x0, y0 = x - w / 2, y - h / 2
        xr = x0 * np.cos(ang) - y0 * np.sin(ang) + cx + rng.uniform(-0.05, 0.05) * w * rng.choice([0.2, 1])
        yr = x0 * np.sin(ang) + y0 * np.cos(ang) + cy + rng.uniform(-0.05, 0.05) * h * rng.choice([0.2, 1])
        dst.append([xr, yr])
    M = cv2.getPerspectiveTransform(src, np.float32(dst))
    warped = cv2.warpPerspective(pg, M, (W, H), flags=cv2.INTER_LINEAR, borderValue=(0, 0, 0))
    mask = cv2.warpPerspective(np.ones((h, w), np.float32), M, (W, H))
    shadow = cv2.GaussianBlur(mask, (0, 0), W * 0.01)
    canvas = canvas * (1 - 0.45 * shadow[..., None])
    img = canvas * (1 - mask[..., None]) + warped * mask[..., None]
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    gx, gy = rng.uniform(-1, 1), rng.uniform(-1, 1)
    grad = 1 - rng.uniform(0.12, 0.3) * ((xx / W - 0.5) * gx + (yy / H - 0.5) * gy + 0.5)
    sx, sy, sr = rng.uniform(0, W), rng.uniform(0, H), rng.uniform(0.3, 0.7) * max(W, H)
    soft = 1 - rng.uniform(0.08, 0.22) * np.exp(-(((xx - sx) ** 2 + (yy - sy) ** 2) / (2 * sr**2)))
    img = img * (grad * soft)[..., None]
    img = img + nr.normal(0, rng.uniform(2, 5), img.shape)
    img = cv2.GaussianBlur(np.clip(img, 0, 255).astype(np.float32), (0, 0), rng.uniform(0.5, 1.3))
    out = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    s = long_side / max(out.size)
    return out.resize((round(out.width * s), round(out.height * s)), Image.LANCZOS)


# ------------------------------------------------------------------------------ flatbed scan
def stamp(img: Image.Image, rng: random.Random, lang: str, region: tuple[float, float]) -> Image.Image:
    """A rubber stamp in colour in the given vertical band (fractions of the height)."""
    w, h = img.size
    text = rng.choice(STAMPS[lang])
    size = int(w * 0.055)
    font = ImageFont.truetype(STAMP_FONT, size)
    tw = int(font.getlength(text)) + size
    layer = Image.new("RGBA", (tw, int(size * 1.9)), (0, 0, 0, 0))
    d = ImageDraw.Draw(layer)
    col = rng.choice([(200, 30, 40), (30, 60, 170), (20, 120, 60)])
    d.rounded_rectangle([2, 2, tw - 3, layer.height - 3], radius=size // 4, outline=col + (200,), width=max(3, size // 9))
    d.text((size // 2, int(size * 0.35)), text, font=font, fill=col + (190,))
    layer = layer.rotate(rng.uniform(-18, 18), expand=True, resample=Image.BICUBIC)
    alpha = np.asarray(layer.split()[3], np.float32)
    holes = _np_rng(rng).random(alpha.shape) < 0.25  # worn ink
    layer.putalpha(Image.fromarray((alpha * np.where(holes, 0.35, 1.0)).astype(np.uint8)))
    spot = blank_spot(img, layer.width, layer.height, rng, region)
    if spot is None:
        return img
    x, y = spot
    base = img.convert("RGBA")
    base.alpha_composite(layer, (x, y))
    return base.convert("RGB")


def blank_spot(img: Image.Image, bw: int, bh: int, rng: random.Random,
               region: tuple[float, float]) -> tuple[int, int] | None:
    """A place where a box of bw x bh covers no printed ink (so no truth value is hidden)."""
    f = 4
    ink = (np.asarray(img.convert("L").reduce(f)) < 215).astype(np.int32)
    ii = np.pad(ink.cumsum(0).cumsum(1), ((1, 0), (1, 0)))
    h, w = ink.shape
    bw4, bh4 = bw // f + 4, bh // f + 4
    spots = []
    for y in range(int(h * region[0]), int(h * region[1]) - bh4, 6):
        for x in range(int(w * 0.08), w - bw4 - int(w * 0.04), 6):
            if ii[y + bh4, x + bw4] - ii[y, x + bw4] - ii[y + bh4, x] + ii[y, x] == 0:
                spots.append((x * f + 8, y * f + 8))
    return rng.choice(spots) if spots else None


def scan(page: Image.Image, rng: random.Random, dpi: int, *, grey: bool, lang: str, do_stamp: bool,
         back: Image.Image | None = None, holes: bool = False) -> Image.Image:
    nr = _np_rng(rng)
    img = page
    if do_stamp:
        img = stamp(img, rng, lang, (0.03, 0.92))
    a = np.asarray(img, np.float32)
    if back is not None and rng.random() < 0.7:  # show-through of the reverse side
        b = np.asarray(back.resize(img.size).transpose(Image.FLIP_LEFT_RIGHT).filter(ImageFilter.GaussianBlur(2)), np.float32)
        a = a - (255 - b) * rng.uniform(0.05, 0.12)
    lo, hi = rng.uniform(15, 45), rng.uniform(215, 240)  # contrast loss
    a = lo + a * (hi - lo) / 255.0
    a = a + nr.normal(0, rng.uniform(3, 8), a.shape)
    out = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    if holes:
        out = _punch(out, rng, dpi)
    out = out.rotate(rng.uniform(-2, 2), resample=Image.BICUBIC, expand=True,
                     fillcolor=(int(hi),) * 3)
    out = out.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.8)))
    return out.convert("L") if grey else out


def _punch(img: Image.Image, rng: random.Random, dpi: int) -> Image.Image:
    d = ImageDraw.Draw(img)
    r = int(dpi * 0.11)
    cx = int(dpi * 0.47)
    mid = img.height // 2
    off = int(dpi * 1.57)  # 80 mm apart
    col = rng.choice([(35, 35, 35), (245, 245, 245)])
    for cy in (mid - off // 2, mid + off // 2):
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=col)
    return img


# ------------------------------------------------------------------------------ fax and screenshot
def fax(page_200dpi: Image.Image, rng: random.Random) -> Image.Image:
    """200x100 dpi 1-bit (fine/standard fax), stretched back to square pixels, with speckle."""
    nr = _np_rng(rng)
    g = page_200dpi.convert("L").rotate(rng.uniform(-1.2, 1.2), resample=Image.BICUBIC, fillcolor=255)
    w, h = g.size
    low = g.resize((w, h // 2), Image.BOX)
    a = np.asarray(low, np.float32) + nr.normal(0, 18, (low.height, low.width))
    if rng.random() < 0.5:  # "photo" mode: error-diffusion halftone keeps text on dark fills
        lifted = Image.fromarray(np.clip(a * 0.8 + 60, 0, 255).astype(np.uint8))
        bits = np.asarray(lifted.convert("1"), bool)
        bits = bits | (np.asarray(low) > 200)
    else:  # "text" mode: plain threshold
        bits = a > rng.uniform(150, 185)
    speck = (nr.random(bits.shape) < rng.uniform(0.00003, 0.00025)).astype(np.uint8)
    speck = cv2.dilate(speck, np.ones((2, 2), np.uint8)).astype(bool)
    bits = np.where(speck, False, bits)
    img = Image.fromarray((bits * 255).astype(np.uint8)).resize((w, h), Image.NEAREST)
    return img.convert("1", dither=Image.NONE)


def screenshot(page: Image.Image, rng: random.Random) -> Image.Image:
    """A crisp render shown in a viewer: grey surround and a toolbar band."""
    bar = rng.randint(36, 56)
    pad = rng.randint(12, 40)
    bg = rng.choice([(82, 86, 89), (230, 230, 230), (50, 54, 57)])
    out = Image.new("RGB", (page.width + 2 * pad, page.height + bar + 2 * pad), bg)
    d = ImageDraw.Draw(out)
    d.rectangle([0, 0, out.width, bar], fill=(max(0, bg[0] - 25),) * 3)
    for i in range(3):
        d.ellipse([10 + i * 18, bar // 2 - 5, 20 + i * 18, bar // 2 + 5], fill=(150, 150, 150))
    out.paste(page, (pad, bar + pad))
    return out


def jpeg_bytes(img: Image.Image, quality: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=quality, optimize=False)
    return buf.getvalue()
