"""Command line: generate text PDFs, images and scanned PDFs with truth JSON."""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path
from typing import Any

from .degrade import degrade, save_image, save_scan_pdf
from .doc import build
from .layouts import LAYOUTS, Layout, prepare
from .locales import LOCALES
from .model import RULES
from .render import compile_pdf, page_count, rasterize
from .truth import check_record, record

KINDS = {"text_pdf": "tg_inv", "image": "tg_img", "scanned_pdf": "tg_scan"}


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="typstgen", description=__doc__)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--count", type=int, default=20, help="text-layer PDFs")
    p.add_argument("--image-count", type=int, default=0)
    p.add_argument("--scan-count", type=int, default=0)
    p.add_argument("--locales", nargs="+", default=list(LOCALES), choices=list(LOCALES))
    p.add_argument("--layouts", nargs="+", default=list(LAYOUTS), choices=list(LAYOUTS))
    p.add_argument("--break-share", type=float, default=0.1, help="text PDFs with a rule break")
    return p.parse_args(argv)


def pick_breaks(rng: random.Random, share: float, i: int) -> set[str]:
    """Exactly floor(count x share) of the first `count` text PDFs break a rule."""
    if int(i * share) == int((i - 1) * share):
        return set()
    return set(rng.sample(RULES, 2 if rng.random() < 0.25 else 1))


def make_one(kind: str, i: int, args: argparse.Namespace) -> dict[str, Any]:
    rng = random.Random(f"{args.seed}/{kind}/{i}")
    locale = args.locales[(i + rng.randrange(len(args.locales))) % len(args.locales)]
    names = [n for n in args.layouts if kind != "image" or LAYOUTS[n].one_page] or ["minimal"]
    layout: Layout = LAYOUTS[rng.choice(names)]
    low, high = layout.lines
    if kind == "scanned_pdf" and not layout.one_page:
        high = min(high, 50)  # scans: at most two pages
    breaks = pick_breaks(rng, args.break_share, i) if kind == "text_pdf" else set()
    inv = build(locale, rng, n_lines=rng.randint(low, high), breaks=breaks)
    pdf = compile_pdf(layout.template, prepare(inv, layout, rng, i))
    stem = f"{KINDS[kind]}_{locale}_{i:04d}"
    folder = args.out / kind
    folder.mkdir(parents=True, exist_ok=True)
    pages = page_count(pdf)
    if kind == "text_pdf":
        path = folder / f"{stem}.pdf"
        path.write_bytes(pdf)
    else:
        dpi = rng.choice([150, 170, 200])
        imgs = [degrade(p, rng, scan=kind == "scanned_pdf") for p in rasterize(pdf, dpi, False)]
        if kind == "image":
            path = save_image(imgs[0], folder / stem, rng)
        else:
            path = folder / f"{stem}.pdf"
            save_scan_pdf(imgs, path, dpi)
    fmt = {"pdf": "pdf", "png": "png", "jpg": "jpeg"}[path.suffix[1:]]
    rec = record(inv, path.name, kind, fmt, pages, layout.name)
    (folder / f"{stem}.json").write_text(json.dumps(rec, ensure_ascii=False, indent=2) + "\n")
    return rec


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    problems = 0
    for kind, count in (("text_pdf", args.count), ("image", args.image_count),
                        ("scanned_pdf", args.scan_count)):
        start = time.perf_counter()
        for i in range(1, count + 1):
            rec = make_one(kind, i, args)
            for msg in check_record(rec):
                problems += 1
                print(f"{rec['file']}: {msg}")
        if count:
            per = (time.perf_counter() - start) / count
            print(f"{kind}: {count} documents, {per:.2f} s each")
    print("truth check:", "ok" if not problems else f"{problems} problems")
    return 1 if problems else 0
