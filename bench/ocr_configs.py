"""OCR configurations side by side: CPU-s per page, peak RSS and accuracy for each.

    .venv/bin/python bench/ocr_configs.py                       # corpus images and scans
    .venv/bin/python bench/ocr_configs.py --configs before chosen --runs 3
    .venv/bin/python bench/ocr_configs.py --folders /work/devdata/dev/image /work/devdata/dev/scanned_pdf

Each configuration (a set of `OcrSettings` values, `CONFIGS` below) runs in a fresh process, so
its peak RSS is its own, and reads every document with a truth JSON in each folder through the
offline engine (OCR and parser, no OCR cache). CPU-s per page is the process CPU time of one
document's extraction divided by its pages (the parser's ~20 ms included; the models' load is
timed apart, before the first document); the figure printed is the median over the folder's
documents, and with `--runs N` the median of the N runs' medians. Accuracy is the corpus scorer's
(`tools/score.py`) share of fields right per folder.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from decimal import Decimal
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from corpus_scorer import DEFAULT_CORPUS as CORPUS  # noqa: E402
from corpus_scorer import SCORE_PY  # noqa: E402

from docproc_pipeline.extract.ocr_settings import OCR_SETTINGS, OcrSettings  # noqa: E402

# The configuration on main before issue 15 (RapidOCR's own recognition shape and batch of one).
BEFORE = OcrSettings(
    pdf_render_dpi=200.0,
    image_max_dpi=300.0,
    max_pixels=12_000_000,
    det_max_side=960,
    rec_min_width=320,
    rec_batch=1,
    ort_memory_arena=False,
    small_text_height=0.0,  # no second detection (session 17 added it)
)

# Each knob alone (a change from BEFORE), then combinations, then the chosen `OCR_SETTINGS`.
CONFIGS: dict[str, OcrSettings] = {
    "before": BEFORE,
    "rec_min_width=48": BEFORE.replace(rec_min_width=48),
    "rec_min_width=160": BEFORE.replace(rec_min_width=160),
    "rec_min_width=200": BEFORE.replace(rec_min_width=200),
    "rec_min_width=240": BEFORE.replace(rec_min_width=240),
    "rec_min_width=280": BEFORE.replace(rec_min_width=280),
    "rec_batch=8": BEFORE.replace(rec_batch=8),
    "det_max_side=736": BEFORE.replace(det_max_side=736),
    "det_max_side=640": BEFORE.replace(det_max_side=640),
    "pdf_render_dpi=150": BEFORE.replace(pdf_render_dpi=150.0),
    "ort_memory_arena": BEFORE.replace(ort_memory_arena=True),
    "rec_min_width=48+rec_batch=8": BEFORE.replace(rec_min_width=48, rec_batch=8),
    # session 17: small text detected again at 1280 px (`chosen`), or every page at 1280/1600
    "chosen without small-text pass": OCR_SETTINGS.replace(small_text_height=0.0),
    "det_max_side=1280": OCR_SETTINGS.replace(det_max_side=1280),
    "det_max_side=1600": OCR_SETTINGS.replace(det_max_side=1600),
    # session 31: detection keeps regions at mean probability 0.2 (`chosen`), not RapidOCR's 0.5
    "det_box_thresh=0.5": OCR_SETTINGS.replace(det_box_thresh=0.5),
    "det_box_thresh=0.3": OCR_SETTINGS.replace(det_box_thresh=0.3),
    "chosen": OCR_SETTINGS,
}


def _peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _documents(folder: Path) -> list[tuple[Path, str]]:
    """(document path, kind) for every truth JSON in `folder` whose document is beside it."""
    docs = []
    for truth_path in sorted(folder.rglob("*.json")):
        try:
            truth = json.loads(truth_path.read_text(encoding="utf-8"))
        except (json.JSONDecodeError, UnicodeDecodeError):
            continue
        if isinstance(truth, dict) and "file" in truth and "fields" in truth:
            path = truth_path.parent / str(truth["file"])
            if path.is_file():
                docs.append((path, str(truth.get("kind", "?"))))
    return docs


def _init_cpu(settings: OcrSettings) -> float:
    """CPU-s to load the models: OCR a tiny rendered word so detection and recognition load."""
    from PIL import Image, ImageDraw

    from docproc_pipeline.extract.ocr import _page

    img = Image.new("L", (240, 60), 255)
    ImageDraw.Draw(img).text((10, 20), "Total 1.234,56", fill=0)
    start = time.process_time()
    _page(img, 200.0, 1, settings)
    return time.process_time() - start


def _run_config(settings: OcrSettings, folders: list[str], out_dir: str) -> dict[str, Any]:
    """In a fresh process: read every document of `folders` with `settings`, write one
    predictions file per folder, return CPU-s per page per folder and the peak RSS."""
    from docproc_pipeline.errors import DocprocError
    from docproc_pipeline.extract.offline import OfflineEngine
    from docproc_pipeline.ingest.sniff import sniff_mime
    from docproc_pipeline.validate.rules import ALL_RULES, cross_field_errors

    init = _init_cpu(settings)
    engine = OfflineEngine(max_pages=500, max_image_pixels=40_000_000, ocr_settings=settings)
    per_page: dict[str, list[float]] = {}
    for number, folder in enumerate(folders):
        values = per_page.setdefault(folder, [])
        with open(Path(out_dir) / f"{number}.jsonl", "w", encoding="utf-8") as out:
            for path, _kind in _documents(Path(folder)):
                data = path.read_bytes()
                record: dict[str, Any] = {"file": str(path), "fields": None}
                start = time.process_time()
                try:
                    extraction = engine.extract(data, sniff_mime(data))
                except DocprocError as err:
                    record["error"] = str(err)
                    pages = 1
                else:
                    record["fields"] = extraction.fields.model_dump(mode="json")
                    record["validation_errors"] = cross_field_errors(
                        extraction.fields, Decimal("0.01"), list(ALL_RULES)
                    )
                    pages = max(extraction.pages, 1)
                values.append((time.process_time() - start) / pages)
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
    return {"init": init, "per_page": per_page, "peak_rss": _peak_rss_mib()}


def _score(folder: str, predictions: Path) -> float:
    """The corpus scorer's overall accuracy (share of fields right) for one folder."""
    score_py = SCORE_PY
    report = subprocess.run(
        [sys.executable, str(score_py), "--truth", folder, "--pred", str(predictions), "--json"],
        check=True,
        capture_output=True,
        text=True,
    )
    return float(json.loads(report.stdout)["overall_accuracy"])


def _measure(name: str, folders: list[str], runs: int, keep: str | None) -> dict[str, Any]:
    """Median CPU-s per page per folder over `runs` fresh processes, the largest peak RSS, and
    the accuracy per folder (of the last run; the engine is deterministic)."""
    context = multiprocessing.get_context("spawn")
    medians: dict[str, list[float]] = {folder: [] for folder in folders}
    peaks, inits = [], []
    accuracy: dict[str, float] = {}
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="ocr_configs_") as out_dir:
            with context.Pool(1) as pool:
                result = pool.apply(_run_config, (CONFIGS[name], folders, out_dir))
            for number, folder in enumerate(folders):
                medians[folder].append(statistics.median(result["per_page"][folder]))
                predictions = Path(out_dir) / f"{number}.jsonl"
                accuracy[folder] = _score(folder, predictions)
                if keep:
                    Path(keep).mkdir(parents=True, exist_ok=True)
                    kept = Path(keep) / f"{name}.{number}.{Path(folder).name}.jsonl"
                    kept.write_bytes(predictions.read_bytes())
        peaks.append(result["peak_rss"])
        inits.append(result["init"])
    return {
        "cpu": {folder: statistics.median(values) for folder, values in medians.items()},
        "accuracy": accuracy,
        "peak_rss": max(peaks),
        "init": statistics.median(inits),
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--folders",
        nargs="+",
        default=[str(CORPUS / "image"), str(CORPUS / "scanned_pdf")],
        help="folders of documents with truth JSON (default: the corpus images and scans)",
    )
    parser.add_argument("--configs", nargs="+", choices=list(CONFIGS), default=list(CONFIGS))
    parser.add_argument("--runs", type=int, default=1, help="fresh processes per configuration")
    parser.add_argument("--keep", help="directory to keep each configuration's predictions in")
    args = parser.parse_args()
    for folder in args.folders:
        if not _documents(Path(folder)):
            parser.error(f"no documents with truth in {folder}")
    if args.runs < 1:
        parser.error("--runs must be at least 1")

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"machine: {platform.node()} {platform.machine()}, {os.cpu_count()} cores, Python "
        f"{platform.python_version()}, load average {load:.1f} at the start; {args.runs} run(s)"
    )
    labels = [Path(folder).name or folder for folder in args.folders]
    for number, folder in enumerate(args.folders):
        print(f"  [{number}] {folder}: {len(_documents(Path(folder)))} documents")
    head = "".join(f"  [{n}] CPU-s/p   acc %" for n in range(len(labels)))
    print(f"\n{'configuration':<30}{head}  peak RSS  init CPU-s")
    for name in args.configs:
        row = _measure(name, args.folders, args.runs, args.keep)
        cells = "".join(
            f"  {row['cpu'][folder]:10.3f} {100 * row['accuracy'][folder]:7.2f}"
            for folder in args.folders
        )
        print(f"{name:<30}{cells}  {row['peak_rss']:5.0f} MiB  {row['init']:6.2f}", flush=True)
    print(f"\nchosen = {OCR_SETTINGS}")


if __name__ == "__main__":
    main()
