"""Where the offline engine is sure and wrong: calibration per field and per confidence value.

    .venv/bin/python bench/accuracy.py DIR --out PRED.jsonl
    .venv/bin/python bench/calibration.py DIR PRED.jsonl [--threshold 0.9] [--misses 30]

Reads the truth JSONs under DIR and the predictions `bench/accuracy.py` wrote, judges every
scalar field with the corpus scorer's own comparison (`tools/score.py`), and prints
- the share of fields at or above the threshold (the ones the cascade does not send to the
  model) and how often they were right, overall and per field;
- per field and confidence value, right / fields, with the names in the evidence table
  (`extract/parse/confidence.py`) that carry that value, so a confident wrong value points at
  the evidence that produced it (a value moved by the resolver's adjustments, arithmetic or
  check digits, may match no name or several);
- with `--misses N`, the first N wrong values at or above the threshold (file, field,
  confidence, truth, prediction) to read.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from corpus_scorer import load_scorer  # noqa: E402

from docproc_pipeline.extract.parse.confidence import CONFIDENCE  # noqa: E402


def _evidence_names() -> dict[float, list[str]]:
    """Confidence value -> the evidence names of the table with that value."""
    names: dict[float, list[str]] = collections.defaultdict(list)
    for name, value in CONFIDENCE.as_dict().items():
        names[round(value, 3)].append(name)
    return names


def _judged(truth_dir: Path, pred: Path) -> list[tuple[str, str, float, bool, Any, Any]]:
    """(file, field, confidence, right, truth, prediction) for every scalar field."""
    scorer = load_scorer()
    warnings: list[str] = []
    truths = scorer.load_truth(str(truth_dir), warnings)
    records = {}
    for line in pred.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        records[scorer.base_name(record["file"])] = record
    out = []
    for key, truth in sorted(truths.items()):
        record = records.get(key)
        if not record or not record.get("fields"):
            continue
        for name, kind in scorer.SCALAR_FIELDS:
            conf = round(float(record["confidence"].get(name, 0.0)), 3)
            want, got = truth["fields"].get(name), record["fields"].get(name)
            out.append((key, name, conf, bool(scorer.same(kind, want, got)), want, got))
    return out


def _share(right: int, total: int) -> str:
    return f"{100 * right / total:6.2f}%" if total else "      -"


def report(judged: list[tuple[str, str, float, bool, Any, Any]], threshold: float) -> None:
    """Print the summary, the per-field lines and the per-(field, confidence) table."""
    sure = [j for j in judged if j[2] >= threshold]
    right = sum(j[3] for j in sure)
    print(
        f"fields >= {threshold}: {len(sure)} / {len(judged)} ({_share(len(sure), len(judged))}),"
        f" right {right} / {len(sure)} ({_share(right, len(sure))});"
        f" wrong while sure: {len(sure) - right}"
    )
    print(f"\n{'field':18s} {'>= t right':>16s} {'share >= t':>11s} {'< t right':>16s}")
    by_field: dict[str, list[tuple[float, bool]]] = collections.defaultdict(list)
    for _, name, conf, ok, _, _ in judged:
        by_field[name].append((conf, ok))
    for name, rows in by_field.items():
        hi = [ok for c, ok in rows if c >= threshold]
        lo = [ok for c, ok in rows if c < threshold]
        print(
            f"{name:18s} {sum(hi):5d}/{len(hi):<4d}{_share(sum(hi), len(hi))}"
            f" {_share(len(hi), len(rows)):>11s} {sum(lo):5d}/{len(lo):<4d}{_share(sum(lo), len(lo))}"
        )
    names = _evidence_names()
    print(f"\n{'field':18s} {'conf':>5s} {'right/fields':>13s} {'':>8s}  evidence with this value")
    cells: dict[tuple[str, float], list[bool]] = collections.defaultdict(list)
    for _, name, conf, ok, _, _ in judged:
        cells[(name, conf)].append(ok)
    for (name, conf), oks in sorted(cells.items(), key=lambda kv: (kv[0][0], -kv[0][1])):
        flag = " <" if conf >= threshold and not all(oks) else "  "
        evidence = ", ".join(names.get(conf, [])[:4]) or "(adjusted)"
        print(
            f"{name:18s} {conf:5.3f} {sum(oks):6d}/{len(oks):<6d} {_share(sum(oks), len(oks))}"
            f"{flag} {evidence}"
        )


def main() -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("truth", type=Path, help="folder with the truth JSONs (searched recursively)")
    p.add_argument("pred", type=Path, help="predictions JSONL written by bench/accuracy.py")
    p.add_argument("--threshold", type=float, default=0.9, help="the cascade's confidence bar")
    p.add_argument("--misses", type=int, default=0, help="list this many sure-but-wrong values")
    a = p.parse_args()
    if not a.pred.is_file():
        p.error(f"no predictions file {a.pred}")
    judged = _judged(a.truth, a.pred)
    if not judged:
        p.error(f"no document of {a.truth} has a prediction in {a.pred}")
    report(judged, a.threshold)
    misses = [j for j in judged if j[2] >= a.threshold and not j[3]]
    if a.misses and misses:
        print(f"\nsure but wrong (first {a.misses} of {len(misses)}):")
        for key, name, conf, _, want, got in misses[: a.misses]:
            print(f"  {key:34s} {name:16s} {conf:.3f}  truth={want!r}  pred={got!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
