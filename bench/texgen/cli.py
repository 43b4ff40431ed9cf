"""Command line: per-kind generation loops, rasterising, progress, summary, exit code."""

from __future__ import annotations

import argparse
import json
import shutil
import time
from collections import Counter
from pathlib import Path

import numpy as np

from . import checker, raster
from .generate import LAYOUTS, make_document, plan
from .locales import LOCALES

KINDS = [
    ("text_pdf", "tx_inv", "count"),
    ("image", "tx_img", "image_count"),
    ("scanned_pdf", "tx_scan", "scan_count"),
]
BREAKS = ["line_amount", "line_sum", "tax_rate", "total", "due_before_issue"]


def parse(argv=None):
    ap = argparse.ArgumentParser(
        prog="bench/texgen", description="LaTeX (pdflatex) synthetic invoices"
    )
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=40)
    ap.add_argument("--image-count", type=int, default=12)
    ap.add_argument("--scan-count", type=int, default=8)
    ap.add_argument("--locales", nargs="+", default=list(LOCALES), choices=list(LOCALES))
    ap.add_argument("--layouts", nargs="+", default=LAYOUTS, choices=LAYOUTS)
    ap.add_argument("--check-only", action="store_true")
    return ap.parse_args(argv)


def one(a, kind, prefix, i, loc, lay, out) -> tuple[dict, list[str]]:
    stem = f"{prefix}_{loc}_{i:04d}"
    brk = BREAKS[(i // 12) % len(BREAKS)] if kind == "text_pdf" and i % 12 == 6 else None
    src = out / kind / f"{stem}.pdf" if kind == "text_pdf" else out / "source" / f"{stem}.pdf"
    res = make_document(a.seed, i, loc, lay, kind, src, brk)
    rng = np.random.default_rng(a.seed * 100003 + i * 7 + len(kind))
    fmt_, pages, doc = "pdf", res["pages"], src
    if kind == "image":
        doc = out / kind / f"{stem}.{'png' if rng.random() < 0.5 else 'jpg'}"
        raster.make_image(src, doc, rng)
        fmt_, pages = ("png" if doc.suffix == ".png" else "jpeg"), 1
    elif kind == "scanned_pdf":
        doc = out / kind / f"{stem}.pdf"
        pages = raster.make_scan(src, doc, rng)
    rec = {
        "file": doc.name,
        "kind": kind,
        "format": fmt_,
        "pages": pages,
        "language": LOCALES[loc].lang,
        "layout": lay,
        "fields": res["fields"],
        "expected_validation_errors": res["errors"],
    }
    jp = out / kind / f"{stem}.json"
    jp.write_text(json.dumps(rec, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return rec, checker.check_record(jp, out)


def generate(a) -> list[str]:
    for sub in ("text_pdf", "image", "scanned_pdf", "source"):
        shutil.rmtree(a.out / sub, ignore_errors=True)
        (a.out / sub).mkdir(parents=True)
    errs, done, t0 = [], 0, time.time()
    for kind, prefix, attr in KINDS:
        n = getattr(a, attr)
        for i, (loc, lay) in enumerate(plan(n, a.seed, a.locales, a.layouts, kind)):
            try:
                _, e = one(a, kind, prefix, i, loc, lay, a.out)
            except Exception as ex:  # noqa: BLE001 - reported, counted as a failure
                e = [f"{prefix}_{loc}_{i:04d}: generation failed: {str(ex)[:400]}"]
            errs += e
            done += 1
            if done % 10 == 0:
                print(
                    f"[texgen] {done} documents, {len(errs)} check failures, {time.time() - t0:.0f} s",
                    flush=True,
                )
    return errs


def summary(out: Path) -> None:
    recs = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(out.glob("*/*.json"))]
    c = lambda key: dict(sorted(Counter(key(r) for r in recs).items()))  # noqa: E731
    print(f"[texgen] {len(recs)} documents")
    print("  kinds:", c(lambda r: r["kind"]))
    print("  languages:", c(lambda r: r["language"]))
    print("  layouts:", c(lambda r: r["layout"]))
    print("  pages:", c(lambda r: r["pages"]))
    print(
        "  breaks:",
        {
            r["file"]: r["expected_validation_errors"]
            for r in recs
            if r["expected_validation_errors"]
        },
    )


def main(argv=None) -> int:
    a = parse(argv)
    t0 = time.time()
    if a.check_only:
        errs = [
            e
            for p in sorted(a.out.glob("*/*.json"))
            if p.parent.name != "source"
            for e in checker.check_record(p, a.out)
        ]
    else:
        errs = generate(a)
    errs += checker.score_self(a.out)
    summary(a.out)
    for e in errs:
        print("  FAIL", e)
    print(f"[texgen] {'OK' if not errs else f'{len(errs)} failures'} in {time.time() - t0:.0f} s")
    return 1 if errs else 0
