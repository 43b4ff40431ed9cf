"""Plan a run, build models and doc-definitions, render with one Node process, rasterise, write truth."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import tempfile
import time

import checker
import fonts
import model
import pypdfium2 as pdfium
import raster
import totals
from locales import LOCALES
from registry import LAYOUTS

HERE = os.path.dirname(os.path.abspath(__file__))


def plan(seed: int, counts: dict, locales: list[str], layouts: list[str]) -> list[dict]:
    """Round-robin layouts and locales, each list shuffled once by the seed, so every one appears."""
    rng = random.Random(seed)
    locs, lays = locales[:], layouts[:]
    rng.shuffle(locs)
    rng.shuffle(lays)
    single = [x for x in lays if LAYOUTS[x][2]]
    if counts.get("image") and not single:
        print("warning: no single-page layout selected, so no images are made")
        counts = dict(counts, image=0)
    jobs, n = [], 0
    for kind, count in counts.items():
        pool, start = (single if kind == "image" else lays), n
        for i in range(count):
            loc = locs[n % len(locs)]
            lay = pool[(i + start) % len(pool)]
            prefix = {"text_pdf": "pdm", "image": "pdm_img", "scanned_pdf": "pdm_scan"}[kind]
            stem = f"{prefix}_{LOCALES[loc]['lang']}_{i + 1:04d}"
            jobs.append(dict(kind=kind, layout=lay, locale=loc, stem=stem, index=n))
            n += 1
    return jobs


def pick_corruption(job: dict, seed: int) -> str | None:
    if (job["index"] + seed) % 8 != 3:
        return None
    return totals.CORRUPTIONS[(job["index"] // 8) % len(totals.CORRUPTIONS)]


def build_one(job: dict, seed: int) -> tuple[model.Doc, dict]:
    setup, build, _ = LAYOUTS[job["layout"]]
    doc = model.Doc(job["layout"], job["locale"], seed, job["stem"])
    setup(doc)
    kind = pick_corruption(job, seed)
    if kind == "due_before_issue" and not doc.due:
        kind = "total"
    if kind:
        totals.corrupt_before(doc, kind)
    totals.compute(doc)
    definition = build(doc)
    doc.corruption = kind
    return doc, definition


def render_all(defs: list[tuple[str, str]], work: str) -> None:
    spec = {"fonts": fonts.available(), "jobs": [{"definition": d, "out": o} for d, o in defs]}
    job_file = os.path.join(work, "jobs.json")
    with open(job_file, "w", encoding="utf-8") as f:
        json.dump(spec, f)
    if not os.path.isdir(os.path.join(HERE, "node_modules", "pdfmake")):
        raise SystemExit(f"pdfmake missing: run `npm ci` in {HERE}")
    subprocess.run(["node", os.path.join(HERE, "render.js"), job_file], check=True)


def truth_of(doc: model.Doc, job: dict, file_name: str, fmt_name: str, pages: int) -> dict:
    f = totals.fields(doc)
    errs = totals.rules(f)
    if bool(errs) != bool(doc.corruption):
        raise SystemExit(f"{job['stem']}: corruption {doc.corruption} gave rules {errs}")
    return {
        "file": file_name,
        "kind": job["kind"],
        "format": fmt_name,
        "pages": pages,
        "language": doc.lang,
        "layout": job["layout"],
        "fields": f,
        "expected_validation_errors": errs,
    }


def finish_one(doc, job, pdf_path: str, out: str) -> dict:
    rng = random.Random(f"raster:{job['stem']}")
    n_pages = len(pdfium.PdfDocument(pdf_path))
    if job["kind"] == "text_pdf":
        name = job["stem"] + ".pdf"
        shutil.copyfile(pdf_path, os.path.join(out, name))
        fmt_name = "pdf"
    elif job["kind"] == "image":
        if n_pages != 1:
            raise SystemExit(f"{job['stem']}: image layout rendered {n_pages} pages")
        path, fmt_name = raster.make_image(pdf_path, os.path.join(out, job["stem"]), rng)
        name = os.path.basename(path)
    else:
        name = job["stem"] + ".pdf"
        raster.make_scan(pdf_path, os.path.join(out, name), rng)
        fmt_name = "pdf"
    truth = truth_of(doc, job, name, fmt_name, n_pages if job["kind"] != "image" else 1)
    problems = checker.check_text(truth, pdf_path)
    if problems:
        raise SystemExit(f"{job['stem']}: truth not in PDF text: {problems}")
    with open(os.path.join(out, job["stem"] + ".json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=2)
    return truth


def run(out: str, seed: int, counts: dict, locales: list[str], layouts: list[str]) -> None:
    t0 = time.time()
    os.makedirs(out, exist_ok=True)
    jobs = plan(seed, counts, locales, layouts)
    work = tempfile.mkdtemp(prefix="pdfmakegen-")
    try:
        built, defs = [], []
        for job in jobs:
            doc, definition = build_one(job, seed)
            dpath, ppath = (
                os.path.join(work, job["stem"] + ".json"),
                os.path.join(work, job["stem"] + ".pdf"),
            )
            with open(dpath, "w", encoding="utf-8") as f:
                json.dump(definition, f, ensure_ascii=False)
            built.append((doc, job, ppath))
            defs.append((dpath, ppath))
        print(
            f"built {len(built)} doc-definitions in {time.time() - t0:.1f}s; rendering with node ...",
            flush=True,
        )
        render_all(defs, work)
        for i, (doc, job, ppath) in enumerate(built, 1):
            finish_one(doc, job, ppath, out)
            if i % 10 == 0 or i == len(built):
                print(f"  finished {i}/{len(built)} ({time.time() - t0:.1f}s)", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    bad = checker.check_dir(out)
    if bad:
        raise SystemExit("checker failed:\n" + "\n".join(bad))
    print(f"done: {len(jobs)} documents in {out} ({time.time() - t0:.1f}s), checker passed")
