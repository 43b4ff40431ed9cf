"""Command line: plan the documents, write workbooks, print them, rasterise, write truth."""

from __future__ import annotations

import argparse
import json
import random
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

from . import degrade, render
from .build import build
from .check import check_folder, printed_problems
from .invoice import Invoice
from .layouts import LAYOUTS, SINGLE_PAGE
from .locales import LOCALES
from .truth import document, fields
from .workbook import write_xlsx

KINDS = {"text_pdf": "sg_inv", "image": "sg_img", "scanned_pdf": "sg_scan"}


@dataclass
class Job:
    kind: str
    stem: str
    inv: Invoice
    style_seed: int
    widen: float = 1.0
    problems: list[str] | None = None


def parse(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="sheetgen", description=__doc__)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=20, help="text PDFs")
    ap.add_argument("--image-count", type=int, default=0)
    ap.add_argument("--scan-count", type=int, default=0)
    ap.add_argument("--locales", nargs="+", default=list(LOCALES), choices=list(LOCALES))
    ap.add_argument("--layouts", nargs="+", default=list(LAYOUTS), choices=list(LAYOUTS))
    ap.add_argument("--work", type=Path, default=Path("/work/sg-tmp/work"))
    ap.add_argument("--check-only", action="store_true", help="only run the checker on --out")
    return ap.parse_args(argv)


def plan(args: argparse.Namespace) -> list[Job]:
    jobs = []
    for kind, count in (("text_pdf", args.count), ("image", args.image_count),
                        ("scanned_pdf", args.scan_count)):
        layouts = args.layouts if kind != "image" else \
            [x for x in args.layouts if x in SINGLE_PAGE] or SINGLE_PAGE
        krng = random.Random(f"{args.seed}:{kind}")
        breaks = set(krng.sample(range(count), round(count * 0.1))) if kind == "text_pdf" else set()
        for i in range(count):
            locale = args.locales[(i + args.seed) % len(args.locales)]
            layout = layouts[(i + i // len(args.locales)) % len(layouts)]
            rng = random.Random(f"{args.seed}:{kind}:{i}")
            inv = build(locale, LAYOUTS[layout][0], args.seed * 100000 + i, rng, i in breaks)
            stem = f"{KINDS[kind]}_{locale}_{i + 1:04d}"
            jobs.append(Job(kind, stem, inv, rng.randint(0, 10**9)))
    return jobs


def print_all(jobs: list[Job], work: Path) -> None:
    """xlsx -> PDF in batches; re-print with wider columns while '###' or values are missing."""
    xdir, pdir = work / "xlsx", work / "pdf"
    xdir.mkdir(parents=True, exist_ok=True)
    todo = jobs
    for _round in range(3):
        for job in todo:
            write_xlsx(job.inv, xdir / f"{job.stem}.xlsx", job.style_seed, job.widen)
        render.soffice_pdf([xdir / f"{j.stem}.xlsx" for j in todo], pdir, work / "lo-profile")
        for job in todo:
            text = render.pdf_text(pdir / f"{job.stem}.pdf")
            job.problems = printed_problems(text, fields(job.inv), job.inv.spec, job.inv.errors)
        todo = [j for j in todo if j.problems]
        for job in todo:
            job.widen *= 1.3
        if not todo:
            break


def _pil_pdf(images: list[Image.Image], path: Path, dpi: int) -> None:
    stamp = time.gmtime(1767225600)  # 2026-01-01, so reruns give the same bytes
    images[0].save(path, "PDF", resolution=dpi, save_all=True, append_images=images[1:],
                   creationDate=stamp, modDate=stamp, producer="sheetgen")


def place(job: Job, out: Path, work: Path) -> None:
    pdf = work / "pdf" / f"{job.stem}.pdf"
    folder = out / job.kind
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(job.style_seed)
    pages = render.pdf_pages(pdf)
    if job.kind == "text_pdf":
        shutil.copyfile(pdf, folder / pdf.name)
        render.fix_pdf_dates(folder / pdf.name)
        doc = document(job.inv, job.stem, "text_pdf", "pdf", "pdf", pages)
    else:
        dpi = rng.choice([150, 170, 200])
        scan = job.kind == "scanned_pdf"
        raster_dir = work / "raster"
        raster_dir.mkdir(exist_ok=True)
        pngs = render.rasterise(pdf, dpi, raster_dir / job.stem, not scan, gray=True)
        imgs = [Image.open(p) for p in pngs]
        if scan:
            _pil_pdf([degrade.scan(im, rng) for im in imgs], folder / f"{job.stem}.pdf", dpi)
            doc = document(job.inv, job.stem, "scanned_pdf", "pdf", "pdf", len(imgs))
        else:
            ext = rng.choice(["png", "jpg"])
            target = folder / f"{job.stem}.{ext}"
            if ext == "png":
                degrade.light(imgs[0], rng).save(target, optimize=True, dpi=(dpi, dpi))
            else:
                style = degrade.photo if rng.random() < 0.5 else degrade.scan
                style(imgs[0], rng).save(target, quality=rng.randint(60, 85), dpi=(dpi, dpi))
            doc = document(job.inv, job.stem, "image", "png" if ext == "png" else "jpeg", ext, 1)
        for p in pngs:
            p.unlink()
    (folder / f"{job.stem}.json").write_text(json.dumps(doc, ensure_ascii=False, indent=2) + "\n",
                                             encoding="utf-8")


def report(out: Path, jobs: list[Job]) -> int:
    problems = check_folder(out)
    for job in jobs:  # images and scans: their text was checked on the printed PDF
        if job.kind != "text_pdf" and job.problems:
            problems.setdefault(job.stem, []).extend(job.problems)
    for stem, items in sorted(problems.items()):
        print(f"{stem}: " + "; ".join(items))
    print(f"checked {len(list(out.rglob('sg_*.json')))} truth files, {len(problems)} with problems")
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    if args.check_only:
        return report(args.out, [])
    start = time.monotonic()
    work = args.work / f"seed{args.seed}"
    shutil.rmtree(work, ignore_errors=True)
    jobs = plan(args)
    print_all(jobs, work)
    for job in jobs:
        place(job, args.out, work)
    took = time.monotonic() - start
    print(f"{len(jobs)} documents in {took:.0f} s ({took / max(1, len(jobs)):.1f} s each)")
    return report(args.out, jobs)
