"""pdfmakegen: synthetic invoices drawn by pdfmake (Node) with ground truth.

.venv/bin/python bench/pdfmakegen --out DIR --seed N --count 40 --image-count 12 --scan-count 8
"""

from __future__ import annotations

import argparse
import os
import sys

# Some Faker providers build their word lists from sets (e.g. it_IT cities), whose order follows the
# string hash seed: pin it so a seed gives the same documents in every run.
if os.environ.get("PYTHONHASHSEED") != "0":
    os.execve(sys.executable, [sys.executable] + sys.argv, dict(os.environ, PYTHONHASHSEED="0"))

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from generate import run  # noqa: E402
from locales import LOCALE_NAMES  # noqa: E402
from registry import LAYOUTS  # noqa: E402


def main(argv=None) -> None:
    p = argparse.ArgumentParser(prog="pdfmakegen", description=__doc__.splitlines()[0])
    p.add_argument("--out", required=True)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--count", type=int, default=40, help="text-layer PDFs")
    p.add_argument("--image-count", type=int, default=12, help="PNG/JPEG images")
    p.add_argument("--scan-count", type=int, default=8, help="image-only (scanned) PDFs")
    p.add_argument("--locales", help="comma-separated subset, e.g. de-DE,fr-FR")
    p.add_argument("--layouts", help=f"comma-separated subset of: {', '.join(LAYOUTS)}")
    a = p.parse_args(argv)
    locales = a.locales.split(",") if a.locales else LOCALE_NAMES
    layouts = a.layouts.split(",") if a.layouts else list(LAYOUTS)
    for x in locales:
        if x not in LOCALE_NAMES:
            p.error(f"unknown locale {x}")
    for x in layouts:
        if x not in LAYOUTS:
            p.error(f"unknown layout {x}")
    counts = {"text_pdf": a.count, "image": a.image_count, "scanned_pdf": a.scan_count}
    run(a.out, a.seed, counts, locales, layouts)


if __name__ == "__main__":
    main()
