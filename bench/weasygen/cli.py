"""Command line: per-kind generation loops, checks while generating, progress, summary, exit code."""

from __future__ import annotations

import argparse
import json
import random
import shutil
import time
from pathlib import Path

import numpy as np

from . import checker, raster
from .generate import make, plan
from .layouts import LAYOUTS
from .locales import LOCALES

KINDS = ("text_pdf", "image", "scanned_pdf")


def _args(argv):
    ap = argparse.ArgumentParser(
        prog="weasygen", description="Synthetic invoices as HTML/CSS printed by WeasyPrint."
    )
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=40, help="text PDFs")
    ap.add_argument("--image-count", type=int, default=12)
    ap.add_argument("--scan-count", type=int, default=8)
    ap.add_argument("--locales", nargs="+", default=sorted(LOCALES), choices=sorted(LOCALES))
    ap.add_argument("--layouts", nargs="+", default=list(LAYOUTS), choices=list(LAYOUTS))
    ap.add_argument("--check-only", action="store_true", help="re-check an existing set")
    return ap.parse_args(argv)


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def _raster(seed: int, kind: str, index: int, pdf: bytes, rec: dict, stem: str, out: Path) -> Path:
    rng = random.Random(f"weasygen-raster-{seed}-{kind}-{index}")
    nrng = np.random.default_rng(rng.randrange(2**31))
    dpi = rng.choice([150, 170, 200])
    colour = rng.random() < 0.35
    pages = [raster.degrade(p, rng, nrng, colour) for p in raster.render_pages(pdf, dpi)]
    if kind == "scanned_pdf":
        path = out / kind / f"{stem}.pdf"
        _write(path, raster.scan_pdf(pages, dpi, rng.randint(50, 85)))
        rec["format"] = "pdf"
        return path
    if rng.random() < 0.3:
        data, ext, rec["format"] = (
            raster.encode_image(raster.bilevel(pages[0], rng), "png", 0),
            "png",
            "png",
        )
    elif rng.random() < 0.7:
        data, ext, rec["format"] = (
            raster.encode_image(pages[0], "jpeg", rng.randint(50, 85)),
            "jpg",
            "jpeg",
        )
    else:
        data, ext, rec["format"] = raster.encode_image(pages[0], "png", 0), "png", "png"
    if len(data) > 1_900_000:  # keep every file under 2 MB
        data, ext, rec["format"] = raster.encode_image(pages[0], "jpeg", 60), "jpg", "jpeg"
    path = out / kind / f"{stem}.{ext}"
    _write(path, data)
    return path


def generate_one(a, kind: str, index: int, locale: str, layout: str) -> tuple[Path, Path, dict]:
    pdf, pages, rec, stem = make(a.seed, kind, index, locale, layout)
    if kind == "text_pdf":
        doc = src = a.out / kind / f"{stem}.pdf"
        _write(doc, pdf)
        rec["format"] = "pdf"
    else:
        src = a.out / "source" / f"{stem}.pdf"
        _write(src, pdf)
        doc = _raster(a.seed, kind, index, pdf, rec, stem, a.out)
    rec["file"] = doc.name
    (doc.parent / f"{stem}.json").write_text(
        json.dumps(rec, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )
    return doc, src, rec


def run_generate(a) -> tuple[int, list[str]]:
    for d in (*KINDS, "source"):
        shutil.rmtree(a.out / d, ignore_errors=True)
    counts = {"text_pdf": a.count, "image": a.image_count, "scanned_pdf": a.scan_count}
    total, done, failures = sum(counts.values()), 0, []
    t0 = time.time()
    for kind in KINDS:
        for i, (loc, lay) in enumerate(plan(a.seed, kind, counts[kind], a.locales, a.layouts), 1):
            doc, src, rec = generate_one(a, kind, i, loc, lay)
            failures += [f"{doc.name}: {e}" for e in checker.check_record(rec, doc, src)]
            done += 1
            if done % 10 == 0 or done == total:
                print(
                    f"[{done}/{total}] {doc.name} ({time.time() - t0:.0f}s, {len(failures)} check failures)",
                    flush=True,
                )
    return done, failures


def run_check(out: Path) -> tuple[int, list[str]]:
    n, failures = 0, []
    for kind in KINDS:
        for j in sorted((out / kind).glob("*.json")):
            rec = json.loads(j.read_text(encoding="utf-8"))
            doc = j.parent / rec["file"]
            src = doc if kind == "text_pdf" else out / "source" / f"{j.stem}.pdf"
            failures += [f"{doc.name}: {e}" for e in checker.check_record(rec, doc, src)]
            n += 1
            if n % 10 == 0:
                print(f"[{n}] checked {doc.name} ({len(failures)} failures)", flush=True)
    return n, failures


def summary(out: Path) -> str:
    recs = [
        json.loads(j.read_text(encoding="utf-8"))
        for k in KINDS
        for j in sorted((out / k).glob("*.json"))
    ]
    by = lambda key: ", ".join(f"{k} {v}" for k, v in sorted(_count(r[key] for r in recs).items()))  # noqa: E731
    pages = _count(r["pages"] for r in recs)
    breaks = sum(1 for r in recs if r["expected_validation_errors"])
    return (
        f"documents {len(recs)}: kinds [{by('kind')}]\n  languages [{by('language')}]\n  layouts [{by('layout')}]\n"
        f"  pages {dict(sorted(pages.items()))}, deliberate rule breaks {breaks}"
    )


def _count(it) -> dict:
    d: dict = {}
    for x in it:
        d[x] = d.get(x, 0) + 1
    return d


def main(argv=None) -> int:
    a = _args(argv)
    t0 = time.time()
    n, failures = run_check(a.out) if a.check_only else run_generate(a)
    failures += checker.check_score(a.out)
    print(summary(a.out))
    for f in failures:
        print(f"FAIL {f}")
    verb = "checked" if a.check_only else "generated"
    print(f"{verb} {n} documents in {time.time() - t0:.1f}s; {len(failures)} check failures")
    return 1 if failures else 0
