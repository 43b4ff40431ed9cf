"""Command line: generate text PDFs, images and scans with truth, check each record, summarise."""
import argparse
import json
import os
import random
import shutil
import tempfile
from collections import Counter

from . import checker, layouts, raster
from .generate import make_document, plan, truth_record
from .locales import ALL_LOCALES

BREAK_EVERY = 12


def parse(argv):
    ap = argparse.ArgumentParser(prog="platygen", description=__doc__)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=20, help="text PDFs")
    ap.add_argument("--image-count", type=int, default=0)
    ap.add_argument("--scan-count", type=int, default=0)
    ap.add_argument("--locales", nargs="+", default=ALL_LOCALES, choices=ALL_LOCALES)
    ap.add_argument("--layouts", nargs="+", default=None, choices=layouts.ORDER)
    ap.add_argument("--check-only", action="store_true", help="only re-check an existing set in --out")
    return ap.parse_args(argv)


class Run:
    def __init__(self, a):
        self.a = a
        self.problems = []
        self.done = 0
        self.stats = Counter()

    def tick(self, stem):
        self.done += 1
        if self.done % 10 == 0:
            print(f"  {self.done} documents ... (last {stem})", flush=True)

    def record(self, stem, sub, doc, fmt, pages):
        ext = {"pdf": "pdf", "png": "png", "jpeg": "jpg"}[fmt]
        t = truth_record(f"{stem}.{ext}", sub, fmt, pages, doc["ctx"], doc["fields"], doc["expected"])
        path = os.path.join(self.a.out, sub, stem + ".json")
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(t, fh, ensure_ascii=False, indent=2)
            fh.write("\n")
        self.problems += [f"{stem}: {p}" for p in checker.check_truth(t)]
        doc_path = os.path.join(self.a.out, sub, t["file"])
        if os.path.exists(doc_path) and os.path.getsize(doc_path) > 2_000_000:
            self.problems.append(f"{stem}: over 2 MB")
        self.stats[(sub, doc["ctx"].layout)] += 1
        self.stats[("lang", doc["ctx"].locale)] += 1
        return t

    def check_source(self, stem, pdf, t, locale):
        with tempfile.NamedTemporaryFile(suffix=".pdf") as tf:
            tf.write(pdf)
            tf.flush()
            miss = checker.check_printed(tf.name, t, locale)
        if miss:
            self.problems.append(f"{stem}: not printed: {miss}")


def gen_text(run, names):
    a = run.a
    for idx, loc, lay in plan(a.seed, "text_pdf", a.count, a.locales, names):
        stem = f"pg_inv_{loc}_{idx:04d}"
        doc = make_document(a.seed, "text_pdf", idx, loc, lay, break_rule=(idx % BREAK_EVERY == 6))
        path = os.path.join(a.out, "text_pdf", stem + ".pdf")
        with open(path, "wb") as fh:
            fh.write(doc["pdf"])
        t = run.record(stem, "text_pdf", doc, "pdf", doc["pages"])
        miss = checker.check_printed(path, t, loc)
        if miss:
            run.problems.append(f"{stem}: not printed: {miss}")
        run.tick(stem)


def gen_images(run, names):
    a = run.a
    for idx, loc, lay in plan(a.seed, "image", a.image_count, a.locales, names):
        stem = f"pg_img_{loc}_{idx:04d}"
        doc = make_document(a.seed, "image", idx, loc, lay)
        r = random.Random(f"platygen-raster|{a.seed}|image|{idx}")
        dpi = r.choice([150, 170, 200])
        fmt = "jpeg" if r.random() < 0.5 else "png"
        page = raster.render_pages(doc["pdf"], dpi, gray=fmt == "png" or r.random() < 0.5)[0]
        im = raster.degrade(page, r, "light", noise=1.0 if fmt == "jpeg" else 0.0) if r.random() < 0.85 else page
        ext = "jpg" if fmt == "jpeg" else "png"
        raster.save_image(im, os.path.join(a.out, "image", f"{stem}.{ext}"), fmt, quality=r.randint(60, 88))
        t = run.record(stem, "image", doc, fmt, 1)
        if doc["pages"] != 1:
            run.problems.append(f"{stem}: image document has {doc['pages']} pages")
        run.check_source(stem, doc["pdf"], t, loc)
        run.tick(stem)


def gen_scans(run, names):
    a = run.a
    for idx, loc, lay in plan(a.seed, "scanned_pdf", a.scan_count, a.locales, names):
        stem = f"pg_scan_{loc}_{idx:04d}"
        doc = make_document(a.seed, "scanned_pdf", idx, loc, lay)
        r = random.Random(f"platygen-raster|{a.seed}|scan|{idx}")
        dpi = r.choice([150, 200])
        bilevel = r.random() < 0.3
        pages = [raster.degrade(p, r, "scan") for p in raster.render_pages(doc["pdf"], dpi, gray=True)]
        if bilevel:
            pages = [raster.to_bilevel(p, r) for p in pages]
        raster.save_scan_pdf(pages, os.path.join(a.out, "scanned_pdf", stem + ".pdf"), dpi, quality=r.randint(55, 75))
        t = run.record(stem, "scanned_pdf", doc, "pdf", len(pages))
        run.check_source(stem, doc["pdf"], t, loc)
        run.tick(stem)


def summary(run, n_checked, score_info):
    print("\nSummary")
    for sub in ("text_pdf", "image", "scanned_pdf"):
        per = {lay: n for (s, lay), n in run.stats.items() if s == sub}
        if per:
            print(f"  {sub}: {sum(per.values())} " + ", ".join(f"{k}={v}" for k, v in sorted(per.items())))
    langs = {loc: n for (s, loc), n in run.stats.items() if s == "lang"}
    if langs:
        print("  locales: " + ", ".join(f"{k}={v}" for k, v in sorted(langs.items())))
    acc, vex, ndocs, out = score_info
    print(f"  checked {n_checked} truth files; score.py truth-vs-itself {100 * acc:.2f}%, "
          f"validation exact {vex}/{ndocs}; {out.splitlines()[-1] if out else ''}")
    print(f"  problems: {len(run.problems)}")
    for p in run.problems[:60]:
        print("   - " + p)


def main(argv=None):
    a = parse(argv)
    names = a.layouts or layouts.available()
    run = Run(a)
    if not a.check_only:
        for sub in ("text_pdf", "image", "scanned_pdf"):
            shutil.rmtree(os.path.join(a.out, sub), ignore_errors=True)
            os.makedirs(os.path.join(a.out, sub), exist_ok=True)
        print(f"platygen: seed {a.seed}, {a.count} text PDFs, {a.image_count} images, {a.scan_count} scans; "
              f"layouts: {', '.join(names)}", flush=True)
        gen_text(run, names)
        gen_images(run, names)
        gen_scans(run, names)
    problems, n, score_info = checker.check_dir(a.out, per_file=a.check_only)
    run.problems += problems
    summary(run, n, score_info)
    return 1 if run.problems else 0
