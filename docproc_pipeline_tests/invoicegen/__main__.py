"""Write generated invoices in the corpus layout:

    python -m docproc_pipeline_tests.invoicegen --out DIR --seed N --count K \\
        [--kinds text_pdf,image,scanned_pdf] [--locales en_GB,de_DE|base|regional|all] \\
        [--layouts classic,...] \\
        [--image-count K] [--scan-count K] [--rule-break-share 0.1]

gives DIR/text_pdf/STEM.pdf + STEM.json, DIR/image/..., DIR/scanned_pdf/... . Document i of a
kind uses seed N + offset + i (text PDFs first, then images, then scans), so two runs with
disjoint seed ranges never share an invoice; locale x layout pairs are dealt from a shuffled
deck so every pair turns up before any repeats. round(count x share) documents of each kind
break one cross-field rule, the five rules in turn."""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
from pathlib import Path

from .content import RULES, make_invoice
from .layouts import LAYOUTS
from .locales import BASE_LOCALES, LOCALES, REGIONAL_LOCALES
from .model import GeneratedInvoice
from .render import (
    IMAGE_FORMATS,
    page_count,
    pdf_text,
    render_image,
    render_pdf,
    render_scanned_pdf,
)
from .rules import check_truth
from .selfcheck import missing_from_text

KINDS = ("text_pdf", "image", "scanned_pdf")


def _plan(seed: int, count: int, locales: list[str], layouts: list[str], kind: str, share: float
          ) -> list[tuple[int, str, str, str | None]]:  # fmt: skip
    deck = list(itertools.product(locales, layouts))
    rng = random.Random(f"deck|{seed}|{kind}")
    rng.shuffle(deck)
    # Exactly round(count x share) rule breaks, at random positions, the rules taken in turn so
    # each one is represented.
    breaking = sorted(rng.sample(range(count), k=round(count * share)))
    rule_of = {i: RULES[(n + seed) % len(RULES)] for n, i in enumerate(breaking)}
    plan = []
    for i in range(count):
        loc, lay = deck[i % len(deck)]
        plan.append((seed + i, loc, lay, rule_of.get(i)))
    return plan


def _write(out: Path, kind: str, inv: GeneratedInvoice, data: bytes, fmt: str, pages: int) -> None:
    truth = inv.truth(kind, fmt, pages)
    check_truth(truth)
    folder = out / kind
    folder.mkdir(parents=True, exist_ok=True)
    (folder / truth["file"]).write_bytes(data)
    stem = truth["file"].rsplit(".", 1)[0]
    (folder / f"{stem}.json").write_text(
        json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )


def generate(out: Path, seed: int, counts: dict[str, int], locales: list[str], layouts: list[str],
             share: float) -> dict[str, int]:  # fmt: skip
    """Generate `counts[kind]` documents of each kind into `out`; returns the counts written."""
    written = dict.fromkeys(counts, 0)
    offset = 0
    single_page = 0  # image formats are dealt to single-page invoices; multi-page ones are TIFF
    for kind in KINDS:
        n = counts.get(kind, 0)
        for s, loc, lay, rb in _plan(seed + offset, n, locales, layouts, kind, share):
            inv = make_invoice(s, loc, lay, rule_break=rb)
            r = random.Random(f"raster|{s}|{kind}")
            if kind == "text_pdf":
                pdf = render_pdf(inv)
                missing = missing_from_text(inv, pdf_text(pdf))
                if missing:
                    raise AssertionError(f"{inv.stem}: truth values not in the text: {missing}")
                _write(out, kind, inv, pdf, "pdf", page_count(pdf))
            elif kind == "image":
                pages = page_count(render_pdf(inv))
                fmt = IMAGE_FORMATS[single_page % len(IMAGE_FORMATS)] if pages == 1 else "tiff"
                single_page += pages == 1
                noise = r.choice(
                    ["clean", "light", "scan", "fax"]
                    if fmt != "jpeg"
                    else ["clean", "light", "scan"]
                )
                data = render_image(inv, fmt, dpi=r.choice([150, 170, 200]), noise=noise)
                _write(out, kind, inv, data, fmt, pages if fmt == "tiff" else 1)
            else:
                data = render_scanned_pdf(
                    inv, dpi=r.choice([150, 200]), noise=r.choice(["light", "scan", "scan", "fax"])
                )
                _write(out, kind, inv, data, "pdf", page_count(data))
            written[kind] += 1
        offset += n
    return written


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m docproc_pipeline_tests.invoicegen", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)  # fmt: skip
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--count", type=int, default=10, help="text PDFs (and images/scans unless given)"
    )
    p.add_argument("--kinds", default="text_pdf,image,scanned_pdf")
    p.add_argument("--locales", default="base",
                   help="comma-separated locales, or 'base' (the 13 original ones, the default), "
                        "'regional' (their regional variants) or 'all'")  # fmt: skip
    p.add_argument("--layouts", default=",".join(n for n, i in LAYOUTS.items() if i.split == "dev"),
                   help="default: the dev layouts (not the held-out-only ones); 'all' for every layout")  # fmt: skip
    p.add_argument("--image-count", type=int)
    p.add_argument("--scan-count", type=int)
    p.add_argument("--rule-break-share", type=float, default=0.1)
    a = p.parse_args(argv)
    kinds = [k for k in a.kinds.split(",") if k]
    unknown = set(kinds) - set(KINDS)
    if unknown:
        p.error(f"unknown kinds {sorted(unknown)}; known: {KINDS}")
    layouts = list(LAYOUTS) if a.layouts == "all" else a.layouts.split(",")
    for name in layouts:
        if name not in LAYOUTS:
            p.error(f"unknown layout {name!r}; known: {sorted(LAYOUTS)}")
    named = {"base": BASE_LOCALES, "regional": REGIONAL_LOCALES, "all": tuple(LOCALES)}
    locales = list(named[a.locales]) if a.locales in named else a.locales.split(",")
    for name in locales:
        if name not in LOCALES:
            p.error(f"unknown locale {name!r}; known: {sorted(LOCALES)}")
    counts = {
        "text_pdf": a.count,
        "image": a.count if a.image_count is None else a.image_count,
        "scanned_pdf": a.count if a.scan_count is None else a.scan_count,
    }
    counts = {k: (v if k in kinds else 0) for k, v in counts.items()}
    written = generate(a.out, a.seed, counts, locales, layouts, a.rule_break_share)
    print(json.dumps({"out": str(a.out), "written": written}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
