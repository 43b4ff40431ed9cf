"""Cost of the landing sensor's OCR estimate (`ingest/ocr_estimate.py`), paid per new document
only when `processing.max_ocr_pages_per_run` is set: CPU milliseconds per page (median of
`--repeat` passes over every file of each folder), and how many pages it counts for OCR.

    .venv/bin/python bench/ocr_estimate.py ../shared/corpus/text_pdf ../shared/corpus/scanned_pdf \
        ../shared/corpus/image
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time
from pathlib import Path

import pypdfium2 as pdfium

from docproc_pipeline.ingest.ocr_estimate import estimate_ocr_pages

SUFFIXES = {".pdf", ".png", ".jpg", ".jpeg", ".tif", ".tiff", ".webp", ".gif", ".bmp"}


def _pages(path: Path) -> int:
    if path.suffix.lower() != ".pdf":
        return 1
    doc = pdfium.PdfDocument(str(path))
    try:
        return len(doc)
    finally:
        doc.close()


def measure(folder: Path, repeat: int) -> str:
    files = sorted(p for p in folder.iterdir() if p.suffix.lower() in SUFFIXES)
    pages = sum(_pages(p) for p in files)
    seconds, counted = [], 0
    for _ in range(repeat):
        start = time.process_time()
        counted = sum(estimate_ocr_pages(p, max_pages=500) for p in files)
        seconds.append(time.process_time() - start)
    per_page = 1000 * statistics.median(seconds) / max(1, pages)
    return (
        f"{folder}: {len(files)} files, {pages} pages, {counted} counted for OCR;"
        f" {per_page:.2f} CPU-ms per page (median of {repeat})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    print(f"{platform.node()}, Python {platform.python_version()}")
    for folder in args.folders:
        print(measure(folder, args.repeat))


if __name__ == "__main__":
    main()
