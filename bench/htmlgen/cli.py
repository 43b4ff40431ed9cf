"""Command line: draw invoices, render them through Chromium, write files and truth, self-check."""

from __future__ import annotations

import argparse
import io
import json
import random
import sys
from pathlib import Path
from typing import Any

from pypdf import PdfReader

from htmlgen import degrade, truth
from htmlgen.build import build_invoice
from htmlgen.fmt import choose_style
from htmlgen.layouts import LAYOUTS, prepare
from htmlgen.locales import LOCALES
from htmlgen.model import seeded_faker
from htmlgen.render import Renderer
from htmlgen.view import COLOURS, FONTS, MONO, View

KINDS = (("text_pdf", "t"), ("image", "i"), ("scanned_pdf", "s"))


def _view(rng: random.Random, args: argparse.Namespace, code: str, layout: str) -> View:
    spec = LOCALES[code]
    fake = seeded_faker(spec.faker, rng.randint(0, 2**31))
    inv = build_invoice(rng, fake, code, LAYOUTS[layout].max_lines)
    prepare(layout, rng, inv)
    font = MONO if layout == "till-receipt" and rng.random() < 0.6 else rng.choice(FONTS)
    return View(
        inv=inv,
        style=choose_style(rng, spec),
        rng=rng,
        case=rng.choice(["title", "title", "upper"]),
        font=font,
        colour=rng.choice(COLOURS),
    )


def _write(out: Path, kind: str, stem: str, data: bytes, ext: str, doc: dict[str, Any]) -> None:
    folder = out / kind
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{stem}.{ext}").write_bytes(data)
    (folder / f"{stem}.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


def make_document(renderer: Renderer, args: argparse.Namespace, kind: str, index: int) -> list[str]:
    """Render one document of `kind`; returns self-check problems."""
    rng = random.Random(f"htmlgen-{args.seed}-{kind}-{index}")
    code = args.locales[(index + args.seed) % len(args.locales)]
    name = args.layouts[(index * 7 + args.seed + len(kind)) % len(args.layouts)]
    layout = LAYOUTS[name]
    view = _view(rng, args, code, name)
    html = layout.render(view)
    stem = f"hg{args.seed}_{dict(KINDS)[kind]}{index:03d}_{code}"
    if kind == "text_pdf":
        data, pages = renderer.pdf(
            html, layout.width_mm, layout.landscape, layout.receipt, code == "en-US"
        )
        ext, fmt = "pdf", "pdf"
    else:
        scale = rng.choice([1.5, 2.0])
        png = renderer.png(html, layout.width_mm, scale, layout.receipt)
        pages = 1
        if kind == "image":
            data, fmt = degrade.photo_image(png, rng, jpeg=rng.random() < 0.5)
            ext = "png" if fmt == "png" else "jpg"
        else:
            data, ext, fmt = degrade.scan_pdf(png, rng, int(96 * scale)), "pdf", "pdf"
    doc = truth.document(view.inv, f"{stem}.{ext}", kind, fmt, pages, name)
    _write(args.out, kind, stem, data, ext, doc)
    problems = truth.self_check(doc, view.inv.spec.country)
    if kind == "text_pdf":
        text = " ".join(
            "".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages).split()
        )
        if view.inv.number not in text:
            problems.append("invoice number not in the text layer")
    return [f"{stem}: {p}" for p in problems]


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="htmlgen", description=__doc__)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--count", type=int, default=20, help="text PDFs")
    p.add_argument("--image-count", type=int, default=0)
    p.add_argument("--scan-count", type=int, default=0)
    p.add_argument("--locales", nargs="+", default=list(LOCALES), choices=list(LOCALES))
    p.add_argument("--layouts", nargs="+", default=list(LAYOUTS), choices=list(LAYOUTS))
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    counts = {"text_pdf": args.count, "image": args.image_count, "scanned_pdf": args.scan_count}
    problems: list[str] = []
    with Renderer() as renderer:
        for kind, _ in KINDS:
            for index in range(counts[kind]):
                problems += make_document(renderer, args, kind, index)
    for problem in problems:
        print("CHECK", problem, file=sys.stderr)
    print(
        f"wrote {sum(counts.values())} documents to {args.out}; self-check problems: {len(problems)}"
    )
    return 1 if problems else 0
