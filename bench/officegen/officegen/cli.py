"""Command line: deal locale x layout pairs, build .docx, print with LibreOffice, write corpus + truth, check."""

import argparse
import csv
import json
import math
import os
import random
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass

import numpy as np

from . import degrade, render, truth
from .check import CheckError, check_document
from .layouts import LAYOUTS
from .locales import ALL_LOCALES
from .model import build_invoice

KINDS = (("text_pdf", "inv", 0), ("image", "img", 100000), ("scanned_pdf", "scan", 200000))


@dataclass
class Job:
    kind: str
    index: int
    seed: int
    locale: str
    layout: str
    stem: str
    rule_break: bool = False
    inv: object = None
    docx: str = ""


def intended_break(base_seed, i):
    """Exactly one document in every block of ten consecutive documents of a kind breaks a rule
    (position drawn from the seed), so every sample has about 10 % and document i never depends on --count."""
    return random.Random(base_seed * 1000003 + i // 10).randrange(10) == i % 10


def deck(seed, locales, layouts, n):
    """n (locale, layout) pairs: every pair once before any repeats, and every run of len(locales) /
    len(layouts) consecutive cards within a block covers all locales / layouts."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        L, Y = locales[:], layouts[:]
        rng.shuffle(L)
        rng.shuffle(Y)
        nl, ny = len(L), len(Y)
        g = math.gcd(nl, ny)
        lcm = nl * ny // g
        blocks = list(range(g))
        rng.shuffle(blocks)
        for b in blocks:
            out += [(L[j % nl], Y[(j + b) % ny]) for j in range(lcm)]
    return out[:n]


def parse(argv):
    ap = argparse.ArgumentParser(prog="officegen", description=__doc__)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--count", type=int, default=10, help="text PDFs")
    ap.add_argument("--image-count", type=int, default=0)
    ap.add_argument("--scan-count", type=int, default=0)
    ap.add_argument("--locales", default=",".join(ALL_LOCALES))
    ap.add_argument("--layouts", default=",".join(LAYOUTS))
    ap.add_argument("--keep-work", action="store_true", help="keep the .docx and intermediate PDFs")
    args = ap.parse_args(argv)
    args.locales = [x for x in args.locales.split(",") if x]
    args.layouts = [x for x in args.layouts.split(",") if x]
    bad = [x for x in args.locales if x not in ALL_LOCALES] + [
        x for x in args.layouts if x not in LAYOUTS
    ]
    if bad:
        ap.error(f"unknown locale/layout: {bad}")
    return args


def plan_jobs(args):
    counts = {"text_pdf": args.count, "image": args.image_count, "scanned_pdf": args.scan_count}
    jobs = []
    for kind, prefix, offset in KINDS:
        pairs = deck(args.seed + offset, args.locales, args.layouts, counts[kind])
        for i, (loc, lay) in enumerate(pairs):
            jobs.append(
                Job(
                    kind,
                    i,
                    args.seed + offset + i,
                    loc,
                    lay,
                    f"og_{prefix}_{loc}_{i + 1:04d}",
                    intended_break(args.seed + offset, i),
                )
            )
    return jobs


def build_docx(jobs, workdir):
    for job in jobs:
        module = LAYOUTS[job.layout]
        job.inv = build_invoice(job.seed, job.locale, job.layout, module.PROFILE, job.rule_break)
        job.docx = os.path.join(workdir, job.stem + ".docx")
        module.build(job.inv).save(job.docx)


def write_truth(path, doc):
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(doc, fh, ensure_ascii=False, indent=2)
        fh.write("\n")


def emit(job, pdf, out):
    """Write the document of one job and its truth; return (doc path, format, pages, realism)."""
    folder = os.path.join(out, job.kind)
    os.makedirs(folder, exist_ok=True)
    pages = render.page_count(pdf)
    rng = random.Random(job.seed * 31 + 5)
    if job.kind == "text_pdf":
        path, fmt, realism = os.path.join(folder, job.stem + ".pdf"), "pdf", "clean"
        shutil.copyfile(pdf, path)
    else:
        plan = degrade.image_plan(rng, pages) if job.kind == "image" else degrade.scan_plan(rng)
        nrng = np.random.default_rng(job.seed)
        rasters = [degrade.degrade(p, plan, nrng) for p in render.rasterize(pdf, plan.dpi)]
        if job.kind == "image":
            fmt = plan.fmt
            path = os.path.join(
                folder, job.stem + {"png": ".png", "jpeg": ".jpg", "tiff": ".tif"}[fmt]
            )
            degrade.save_image(rasters, path, plan)
        else:
            fmt, path = "pdf", os.path.join(folder, job.stem + ".pdf")
            degrade.save_scan_pdf(rasters, path, plan)
        realism = f"{plan.realism}/{plan.colour}/{plan.dpi}dpi"
    write_truth(
        os.path.join(folder, job.stem + ".json"),
        truth.document(job.inv, job.stem, job.kind, fmt, pages),
    )
    return path, fmt, pages, realism


def main(argv=None):
    args = parse(argv if argv is not None else sys.argv[1:])
    t0 = time.time()
    jobs = plan_jobs(args)
    os.makedirs(args.out, exist_ok=True)
    workdir = tempfile.mkdtemp(prefix="og_work_")
    try:
        build_docx(jobs, workdir)
        t1 = time.time()
        pdfdir = os.path.join(workdir, "pdf")
        render.convert_all([j.docx for j in jobs], pdfdir)
        t2 = time.time()
        rows, failures = [], []
        for job in jobs:
            pdf = render.pdf_for(job.docx, pdfdir)
            path, fmt, pages, realism = emit(job, pdf, args.out)
            truth_path = os.path.join(args.out, job.kind, job.stem + ".json")
            try:
                check_document(job.stem, job.inv, truth_path, path, job.kind, fmt, pages, pdf)
            except CheckError as exc:
                failures.append(str(exc))
            rows.append(
                [
                    job.stem,
                    job.kind,
                    os.path.basename(path),
                    job.locale,
                    job.layout,
                    job.seed,
                    pages,
                    realism,
                    " ".join(job.inv.errors),
                ]
            )
        with open(os.path.join(args.out, "manifest.csv"), "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(
                [
                    "stem",
                    "kind",
                    "file",
                    "locale",
                    "layout",
                    "seed",
                    "pages",
                    "realism",
                    "rule_break",
                ]
            )
            w.writerows(rows)
        t3 = time.time()
    finally:
        if args.keep_work:
            print(f"work files kept in {workdir}")
        else:
            shutil.rmtree(workdir, ignore_errors=True)
    n = len(jobs)
    print(
        f"{n} documents in {t3 - t0:.1f} s ({(t3 - t0) / max(n, 1):.2f} s/doc): docx {t1 - t0:.1f} s, "
        f"LibreOffice {t2 - t1:.1f} s, output+checks {t3 - t2:.1f} s"
    )
    print(
        f"rule breaks: {sum(1 for r in rows if r[-1])}; pages>1: {sum(1 for r in rows if r[6] > 1)}"
    )
    if failures:
        print(f"SELF-CHECK FAILED for {len(failures)} document(s):", file=sys.stderr)
        for f in failures:
            print("  " + f, file=sys.stderr)
        return 1
    print("self-check passed for every document")
    return 0
