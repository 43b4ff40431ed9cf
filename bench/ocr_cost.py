"""CPU-seconds and peak RSS of offline OCR per page, for images and scanned PDF pages.

Each kind runs in a fresh process (so its peak RSS is its own): the engine is initialised first
(its cost reported separately), then each page is OCR'd and timed with the process CPU clock.

    .venv/bin/python bench/ocr_cost.py                 # corpus beside the repository
    .venv/bin/python bench/ocr_cost.py --corpus PATH --huge
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import platform
import resource
import statistics
import time
from pathlib import Path
from typing import Any

IMAGE_PAGES = ["img_de_0003.jpeg", "img_en_0010.bmp", "img_de_0005.webp", "img_en_0003.jpg"]
PDF_PAGES = [("scan_de_0002.pdf", 0), ("scan_en_0002.pdf", 0), ("scan_de_0005.pdf", 1)]
HUGE = "huge_10000x10000.png"


def _peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _init_engine() -> float:
    """CPU-s to load the models: OCR a tiny rendered word so detection and recognition load."""
    from PIL import Image, ImageDraw

    from docproc_pipeline.extract.ocr import _page

    img = Image.new("L", (240, 60), 255)
    ImageDraw.Draw(img).text((10, 20), "Total 1.234,56", fill=0)
    start = time.process_time()
    _page(img, 200.0, 1)
    return time.process_time() - start


def _measure(kind: str, corpus: str, items: list[Any]) -> dict[str, Any]:
    from docproc_pipeline.extract.ocr import ocr_image, ocr_pdf_pages
    from docproc_pipeline.ingest.sniff import sniff_mime

    before_init = _peak_rss_mib()
    init_cpu = _init_engine()
    rows = []
    for item in items:
        if kind == "scanned_pdf":
            name, index = item
            data = (Path(corpus) / "scanned_pdf" / name).read_bytes()
            start, wall = time.process_time(), time.perf_counter()
            pages = ocr_pdf_pages(data, [index], max_image_pixels=40_000_000)
            label = f"{name} p{index + 1}"
        else:
            folder = "edge_cases" if item == HUGE else "image"
            data = (Path(corpus) / folder / item).read_bytes()
            start, wall = time.process_time(), time.perf_counter()
            pages = ocr_image(data, sniff_mime(data), max_image_pixels=40_000_000)
            label = item
        cpu = time.process_time() - start
        elapsed = time.perf_counter() - wall
        words = sum(len(p.words) for p in pages)
        rows.append((label, len(pages), cpu / len(pages), elapsed / len(pages), words))
    return {
        "kind": kind,
        "rss_before_init": before_init,
        "init_cpu": init_cpu,
        "rows": rows,
        "peak_rss": _peak_rss_mib(),
    }


def main() -> None:
    default_corpus = Path(__file__).resolve().parents[2] / "shared" / "corpus"
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=os.environ.get("DOCPROC_CORPUS", str(default_corpus)))
    parser.add_argument("--huge", action="store_true", help="also OCR the 10000x10000 edge case")
    args = parser.parse_args()

    from docproc_pipeline.extract.ocr_settings import OCR_SETTINGS

    print(
        f"machine: {platform.node()} {platform.processor() or platform.machine()}, "
        f"{os.cpu_count()} cores, Python {platform.python_version()}"
    )
    print(f"settings: {OCR_SETTINGS}; angle classifier off; 1 onnxruntime/OpenCV thread")
    jobs: list[tuple[str, list[Any]]] = [("image", list(IMAGE_PAGES)), ("scanned_pdf", PDF_PAGES)]
    if args.huge:
        jobs.append(("huge_image", [HUGE]))
    context = multiprocessing.get_context("spawn")
    for kind, items in jobs:
        with context.Pool(1) as pool:
            result = pool.apply(_measure, (kind, args.corpus, items))
        print(
            f"\n{kind}: engine init {result['init_cpu']:.2f} CPU-s "
            f"(RSS before init {result['rss_before_init']:.0f} MiB)"
        )
        for label, pages, cpu, elapsed, words in result["rows"]:
            print(
                f"  {label:<24} {pages} page(s)  {cpu:5.2f} CPU-s/page  {elapsed:5.2f} s wall/page"
                f"  {words} words"
            )
        median = statistics.median(row[2] for row in result["rows"])
        print(f"  median {median:.2f} CPU-s/page; peak RSS {result['peak_rss']:.0f} MiB")


if __name__ == "__main__":
    main()
