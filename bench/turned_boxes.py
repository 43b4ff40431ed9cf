"""Do field boxes stay on their words when a page is scanned upside down?

    .venv/bin/python bench/turned_boxes.py [CORPUS_DIR] [--ocr-cache DIR]

For every image document with a truth JSON beside it (recursively), the offline engine reads the
file as it is and the same pages turned half a turn (a grey multi-page TIFF, lossless). The
reviewer's screen draws a field's box on the page picture as the file holds it, so a box read on
the turned file must be the upright file's box turned too (x -> 1 - x, y -> 1 - y). Prints, per
document and in all, how many fields decided alike on both have their turned box within
`NEAR` of the expected place (centres, as fractions of the page), and the median distance.
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
from pathlib import Path

from PIL import Image, ImageOps, ImageSequence

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from accuracy import _cache_ocr, _documents  # noqa: E402
from corpus_scorer import DEFAULT_CORPUS  # noqa: E402

from docproc_pipeline.extract.offline import OfflineEngine  # noqa: E402
from docproc_pipeline.ingest.sniff import sniff_mime  # noqa: E402
from docproc_pipeline.invoice import FieldBox  # noqa: E402

# A box is on its words when its centre is within this fraction of the page of the expected one
# (about a line's height on an A4 page).
NEAR = 0.01


def _turned_file(data: bytes) -> bytes:
    """The image's pages (upright as the OCR reads them) turned half a turn, as a grey TIFF."""
    with Image.open(io.BytesIO(data)) as im:
        dpi = im.info.get("dpi")
        frames = []
        for frame in ImageSequence.Iterator(im):
            if im.format in ("JPEG", "MPO"):
                frame = ImageOps.exif_transpose(frame)
            frames.append(frame.convert("L").rotate(180))
    out = io.BytesIO()
    extra = {"dpi": dpi} if dpi else {}
    frames[0].save(
        out, format="TIFF", compression="tiff_lzw", save_all=True, append_images=frames[1:], **extra
    )
    return out.getvalue()


def _distance(upright: FieldBox, turned: FieldBox) -> float:
    """How far the turned box's centre is from the upright box turned (page fractions)."""
    want_x, want_y = 1 - (upright.x0 + upright.x1) / 2, 1 - (upright.y0 + upright.y1) / 2
    got_x, got_y = (turned.x0 + turned.x1) / 2, (turned.y0 + turned.y1) / 2
    return max(abs(got_x - want_x), abs(got_y - want_y))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", default=str(DEFAULT_CORPUS))
    parser.add_argument("--ocr-cache", help="directory to keep OCR'd pages in")
    args = parser.parse_args()
    if args.ocr_cache:
        _cache_ocr(Path(args.ocr_cache))
    engine = OfflineEngine(max_pages=500, max_image_pixels=40_000_000)
    distances: list[float] = []
    for path, truth in _documents(Path(args.corpus).resolve()):
        if truth.get("kind") != "image":
            continue
        data = path.read_bytes()
        upright = engine.extract(data, sniff_mime(data))
        turned_data = _turned_file(data)
        turned = engine.extract(turned_data, sniff_mime(turned_data))
        ours: list[float] = []
        for name, box in (upright.boxes or {}).items():
            other = (turned.boxes or {}).get(name)
            same = getattr(upright.fields, name) == getattr(turned.fields, name)
            if other is not None and same and other.page == box.page:
                ours.append(_distance(box, other))
        near = sum(d <= NEAR for d in ours)
        print(f"{path.name:28} {near:3} / {len(ours):3} boxes on their words")
        distances.extend(ours)
    if distances:
        near = sum(d <= NEAR for d in distances)
        print(
            f"all: {near} / {len(distances)} boxes within {NEAR} of the page "
            f"({100 * near / len(distances):.1f}%), median distance "
            f"{statistics.median(distances):.4f}"
        )


if __name__ == "__main__":
    main()
