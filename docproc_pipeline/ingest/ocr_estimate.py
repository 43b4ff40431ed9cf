"""How many pages of a stored file will need OCR: the landing sensor's cheap look, so it can
spread OCR-heavy arrivals over several runs (and so over several worker hosts).

A PDF page counts when its text layer has fewer than `MIN_TEXT_CHARS` characters (a scan, or a
page whose only text is a stamp); an image counts one per frame (a multi-page TIFF). Anything
else, and anything unreadable, counts 0: the estimate only decides how runs are cut, the run
itself reads the file and reports what is wrong with it. Cost: ~1 ms per PDF page (the text
layer's character count, not its words), nothing for images beyond their header.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import psycopg
import pypdfium2 as pdfium
from PIL import Image

from docproc_pipeline.db import documents as docs_db
from docproc_pipeline.errors import DocumentRejected
from docproc_pipeline.ingest.sniff import sniff_mime

# The same threshold the text-layer reader uses to call a page a scan (extract/pdf_text.py).
MIN_TEXT_CHARS = 20
# Read no more than this many bytes to sniff the type (the magic bytes sit in the first 2 KiB).
_HEAD_BYTES = 4096


def estimate_ocr_pages(path: Path, *, max_pages: int) -> int:
    """Pages of the file at `path` that need OCR (0 when none, or when it cannot be read);
    at most `max_pages` PDF pages are looked at."""
    try:
        with open(path, "rb") as f:
            head = f.read(_HEAD_BYTES)
        mime = sniff_mime(head)
    except (OSError, DocumentRejected):
        return 0
    if mime == "application/pdf":
        return _pdf_pages_without_text(path, max_pages)
    if mime.startswith("image/"):
        return _image_frames(path)
    return 0


def _pdf_pages_without_text(path: Path, max_pages: int) -> int:
    try:
        doc = pdfium.PdfDocument(str(path))
    except (pdfium.PdfiumError, OSError):
        return 0
    try:
        count = 0
        for index in range(min(len(doc), max_pages)):
            page = doc[index]
            try:
                textpage = page.get_textpage()
                try:
                    if textpage.count_chars() < MIN_TEXT_CHARS:
                        count += 1
                finally:
                    textpage.close()
            finally:
                page.close()
        return count
    except pdfium.PdfiumError:
        return count
    finally:
        doc.close()


def _image_frames(path: Path) -> int:
    try:
        with Image.open(path) as img:  # reads the header only
            return max(1, int(getattr(img, "n_frames", 1)))
    except (OSError, ValueError, Image.DecompressionBombError):
        return 1


def estimate_queued(
    conn: psycopg.Connection[Any], data_dir: Path, *, max_pages: int, limit: int
) -> int:
    """Estimate and record the OCR pages of up to `limit` queued documents that have no
    estimate yet; returns how many were estimated."""
    rows = docs_db.without_ocr_estimate(conn, limit)
    pages = {
        r["id"]: estimate_ocr_pages(data_dir / r["storage_path"], max_pages=max_pages) for r in rows
    }
    docs_db.set_ocr_pages(conn, pages)
    conn.commit()
    return len(pages)
