"""Accuracy and cost of the offline engine over a corpus folder.

    .venv/bin/python bench/accuracy.py [CORPUS_DIR] [--out predictions.jsonl] [--ocr-cache DIR]

Runs `OfflineEngine` in-process on every document with a truth JSON beside it (recursively),
writes predictions as JSONL in the corpus format, prints `tools/score.py`'s report, then per kind
(text_pdf / image / scanned_pdf) the median CPU milliseconds per page and the peak RSS.

`--ocr-cache DIR` keeps the OCR'd pages of each document in DIR (keyed by the bytes' SHA-256),
so parser work can be re-scored in seconds; the CPU figures then exclude cached OCR.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pickle
import resource
import statistics
import subprocess
import sys
import time
import types
from decimal import Decimal
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from corpus_scorer import DEFAULT_CORPUS, SCORE_PY, load_scorer  # noqa: E402

from docproc_pipeline.errors import DocprocError  # noqa: E402
from docproc_pipeline.extract.offline import OfflineEngine  # noqa: E402
from docproc_pipeline.ingest.sniff import sniff_mime  # noqa: E402
from docproc_pipeline.invoice import InvoiceExtraction  # noqa: E402
from docproc_pipeline.validate.rules import ALL_RULES, cross_field_errors  # noqa: E402


def _cache_ocr(cache_dir: Path) -> None:
    """Keep the recogniser's raw output per page raster and OCR settings in `cache_dir`, so
    each page is OCR'd once while everything after recognition (word boxes, deskew, parsing)
    still runs."""
    from docproc_pipeline.extract import ocr

    cache_dir.mkdir(parents=True, exist_ok=True)
    read_page = ocr._read_page

    def cached_read(pixels: Any, settings: Any) -> Any:
        # the settings are part of the key: another configuration reads afresh
        key = hashlib.sha256(repr((pixels.shape, settings)).encode())
        key.update(pixels.tobytes())
        path = cache_dir / f"{key.hexdigest()}.pickle"
        if path.is_file():
            return pickle.loads(path.read_bytes())
        result = read_page(pixels, settings)
        kept = types.SimpleNamespace(
            **{
                name: getattr(result, name, None)
                for name in ("txts", "boxes", "scores", "word_results")
            }
        )
        path.write_bytes(pickle.dumps(kept))
        return kept

    ocr._read_page = cached_read


def _documents(root: Path) -> list[tuple[Path, dict[str, object]]]:
    docs: list[tuple[Path, dict[str, object]]] = []
    for truth_path in sorted(root.rglob("*.json")):
        try:
            truth = json.loads(truth_path.read_text(encoding="utf-8"))
        except (json.JSONDecodeError, UnicodeDecodeError):
            continue
        if not isinstance(truth, dict) or "file" not in truth or "fields" not in truth:
            continue
        for candidate in (
            truth_path.parent / str(truth["file"]),
            truth_path.parent.parent / str(truth["file"]),
        ):
            if candidate.is_file():
                docs.append((candidate, truth))
                break
    return docs


def prediction_record(path: Path, extraction: InvoiceExtraction | None, error: str | None) -> str:
    """One line of predictions in the corpus format (`tools/score.py`): the fields, their
    confidences and the cross-field rules they break, or the error that rejected the file."""
    record: dict[str, object] = {
        "file": str(path),
        "fields": None,
        "confidence": {},
        "validation_errors": [],
        "error": error,
    }
    if extraction is not None:
        record["fields"] = extraction.fields.model_dump(mode="json")
        record["confidence"] = extraction.confidence
        record["validation_errors"] = cross_field_errors(
            extraction.fields, Decimal("0.01"), list(ALL_RULES)
        )
    return json.dumps(record, ensure_ascii=False) + "\n"


# confidence bands the calibration is printed for (lower bounds)
_BANDS = (0.9, 0.7, 0.0)


def _print_calibration(score_py: Path, documents: Any, predictions: Path) -> None:
    """How often a scalar field was right per confidence band, judged by the corpus scorer's
    own comparison: the confidence is useful only if a high one means right."""
    scorer = load_scorer(score_py)
    preds = {}
    for line in predictions.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        preds[Path(record["file"]).name] = record
    counts = {band: [0, 0] for band in _BANDS}
    for path, truth in documents:
        record = preds.get(path.name)
        if not record or not record.get("fields"):
            continue
        for name, kind in scorer.SCALAR_FIELDS:
            conf = float(record["confidence"].get(name, 0.0))
            band = next(b for b in _BANDS if conf >= b)
            right = scorer.same(kind, truth["fields"].get(name), record["fields"].get(name))
            counts[band][0] += int(right)
            counts[band][1] += 1
    print("\nConfidence calibration (scalar fields; right / fields in the band):")
    for band, (right, total) in counts.items():
        share = f"{100 * right / total:6.2f}%" if total else "     -"
        print(f"  confidence >= {band:.1f}   {right:6d} / {total:<6d} {share}")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("corpus", nargs="?", default=str(DEFAULT_CORPUS))
    parser.add_argument("--out", default="/tmp/docproc_offline_predictions.jsonl")
    parser.add_argument(
        "--ocr-cache", help="directory to keep OCR'd pages in (outside the repository)"
    )
    args = parser.parse_args()
    if args.ocr_cache:
        _cache_ocr(Path(args.ocr_cache))
    root = Path(args.corpus).resolve()
    engine = OfflineEngine(max_pages=500, max_image_pixels=40_000_000)
    per_kind: dict[str, list[float]] = {}
    failures: dict[str, int] = {}
    with open(args.out, "w", encoding="utf-8") as out:
        for path, truth in _documents(root):
            kind = str(truth.get("kind", "other"))
            data = path.read_bytes()
            start = time.process_time()
            extraction: InvoiceExtraction | None = None
            error = None
            try:
                extraction = engine.extract(data, sniff_mime(data))
                pages = max(extraction.pages, 1)
            except DocprocError as err:
                error = str(err)
                failures[kind] = failures.get(kind, 0) + 1
                pages = int(str(truth.get("pages", 1)))
            except Exception as err:  # an engine bug: this document fails, the run goes on
                error = f"internal error: {type(err).__name__}: {err}"
                print(f"{path.name}: {error}", file=sys.stderr)
                failures[kind] = failures.get(kind, 0) + 1
                pages = int(str(truth.get("pages", 1)))
            record = prediction_record(path, extraction, error)
            cpu_ms = (time.process_time() - start) * 1000
            per_kind.setdefault(kind, []).append(cpu_ms / pages)
            out.write(record)
    score = Path(root)
    while not (score / "tools" / "score.py").is_file() and score != score.parent:
        score = score.parent
    score_py = score / "tools" / "score.py"
    if not score_py.is_file():
        # a freshly generated corpus outside the shared tree: use the shared scorer
        score_py = SCORE_PY
    if score_py.is_file():
        subprocess.run(
            [sys.executable, str(score_py), "--truth", str(root), "--pred", args.out], check=False
        )
        _print_calibration(score_py, _documents(root), Path(args.out))
    else:
        print(f"score.py not found above {root}; predictions in {args.out}")
    print("\nCost per kind (CPU ms per page, median / max; documents; failed):")
    for kind, values in sorted(per_kind.items()):
        print(
            f"  {kind:12s} {statistics.median(values):8.1f} / {max(values):8.1f}   "
            f"docs={len(values)} failed={failures.get(kind, 0)}"
        )
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"Peak RSS: {peak_kb / 1024:.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
