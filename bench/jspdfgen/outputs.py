"""Turn rendered PDFs into the delivered files: text PDFs as they are, images and image-only PDFs."""

from __future__ import annotations

import io
import os
import random
import time

from PIL import Image
from raster import fax, jpeg_bytes, photo, render_pages, scan, screenshot, stack

RECEIPTS = ("pos-receipt", "restaurant-bill")


def _image_mode(rng: random.Random, layout: str) -> str:
    if layout in RECEIPTS:
        return rng.choice(["photo", "photo", "photo", "scan"])
    return rng.choice(["photo", "photo", "scan", "scan", "fax", "screenshot"])


def make_image(d: dict, out: str) -> None:
    rng = random.Random(d["key"] + ":raster")
    mode = _image_mode(rng, d["layout"])
    if mode == "photo":
        page = stack(render_pages(d["pdf"], rng.choice([150, 180, 200])))
        long_side = rng.randint(1000, 1700) if d["layout"] in RECEIPTS else rng.randint(1300, 2000)
        img = photo(page, rng, long_side)
        data, ext, fmt = jpeg_bytes(img, rng.randint(55, 85)), "jpg", "jpeg"
    elif mode == "scan":
        dpi = rng.choice([150, 200, 300]) if d["layout"] not in RECEIPTS else 200
        page = stack(render_pages(d["pdf"], dpi))
        img = scan(page, rng, dpi, grey=rng.random() < 0.6, lang=d["lang"],
                   do_stamp=d["layout"] not in RECEIPTS and rng.random() < 0.5, holes=rng.random() < 0.3)
        if rng.random() < 0.5:
            data, ext, fmt = jpeg_bytes(img, rng.randint(60, 85)), "jpg", "jpeg"
        else:
            data, ext, fmt = _png(img), "png", "png"
    elif mode == "fax":
        img = fax(stack(render_pages(d["pdf"], 200)), rng)
        data, ext, fmt = _png(img), "png", "png"
    else:
        img = screenshot(stack(render_pages(d["pdf"], rng.choice([96, 110, 120]))), rng)
        data, ext, fmt = _png(img), "png", "png"
    d["file"] = f"{d['stem']}.{ext}"
    d["format"] = fmt
    d["pages"] = 1
    d["degradation"] = mode
    with open(os.path.join(out, d["file"]), "wb") as f:
        f.write(data)


def _png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=False, compress_level=6)
    return buf.getvalue()


def make_scan_pdf(d: dict, out: str) -> None:
    rng = random.Random(d["key"] + ":raster")
    is_fax = rng.random() < 0.3
    dpi = 200 if is_fax else rng.choice([150, 200, 300])
    pages = render_pages(d["pdf"], dpi)
    grey = rng.random() < 0.7
    imgs = []
    for i, pg in enumerate(pages):
        if is_fax:
            imgs.append(fax(pg, rng))
        else:
            back = pages[i + 1] if i + 1 < len(pages) else None
            im = scan(pg, rng, dpi, grey=grey, lang=d["lang"], back=back,
                      do_stamp=i == 0 and d["layout"] not in RECEIPTS and rng.random() < 0.4,
                      holes=rng.random() < 0.3)
            imgs.append(Image.open(io.BytesIO(jpeg_bytes(im, rng.randint(60, 82)))))
    d["file"] = f"{d['stem']}.pdf"
    d["format"] = "pdf"
    d["pages"] = len(imgs)
    d["degradation"] = "fax" if is_fax else "scan"
    path = os.path.join(out, d["file"])
    fixed = time.gmtime(1767225600)  # 2026-01-01, no run timestamp in the file
    imgs[0].save(path, "PDF", save_all=True, append_images=imgs[1:], resolution=float(dpi),
                 creationDate=fixed, modDate=fixed, producer="jspdfgen", title=d["stem"])


def write_outputs(docs: list[dict], pages: dict, out: str) -> None:
    for d in docs:
        n = pages[d["pdf"]]
        if d["kind"] == "text_pdf":
            d["file"], d["format"], d["pages"] = os.path.basename(d["pdf"]), "pdf", n
        elif d["kind"] == "image":
            make_image(d, out)
        else:
            make_scan_pdf(d, out)
