"""Development and held-out invoice sets from our own generator (not the shared corpus).

    .venv/bin/python bench/devdata.py build [--root /work/devdata]   # dev/ and heldout/
    .venv/bin/python bench/devdata.py check /work/devdata/dev         # text layer + rules
    .venv/bin/python bench/accuracy.py /work/devdata/dev/text_pdf --out /tmp/dev_pred.jsonl
    .venv/bin/python bench/devdata.py by-language /work/devdata/dev/text_pdf /tmp/dev_pred.jsonl

DEV     seeds 1.. over the dev layouts x all 13 locales: 130 text PDFs, 26 images, 13 scans.
HELDOUT seeds 100000.. over ALL layouts (incl. the held-out-only ones: summary_top,
        vertical_cards, prose_letter) x all locales: the same sizes. Disjoint seeds, so no
        invoice is in both. Keep HELDOUT unscored until the final measurement.

About 10% of the documents carry a deliberate rule break (expected_validation_errors). The sets
are written by the generator's CLI (`python -m docproc_pipeline_tests.invoicegen`) and are not
committed; the same command rebuilds them byte for byte. Images and scans are fewer because OCR
costs ~2.5 CPU-s per page.

`check` verifies every document of a set: each truth's cross-field rules hold exactly or break
exactly as declared; every text PDF's text layer (pypdfium2) contains the invoice number and the
printed total; page counts and formats match the bytes. `by-language` prints the corpus
scorer's accuracy per language (score.py reports per kind and layout only).
"""

from __future__ import annotations

import argparse
import collections
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from corpus_scorer import load_scorer  # noqa: E402

from docproc_pipeline.ingest.sniff import sniff_mime  # noqa: E402
from docproc_pipeline_tests.invoicegen import page_count, pdf_text  # noqa: E402
from docproc_pipeline_tests.invoicegen.rules import check_truth  # noqa: E402

SETS = {
    # name: (first seed, layouts)
    "dev": (1, None),
    "heldout": (100000, "all"),
}


def build(root: Path, count: int, images: int, scans: int, share: float) -> None:
    for name, (seed, layouts) in SETS.items():
        cmd = [
            sys.executable, "-m", "docproc_pipeline_tests.invoicegen", "--out", str(root / name),
            "--seed", str(seed), "--count", str(count), "--image-count", str(images),
            "--scan-count", str(scans), "--rule-break-share", str(share),
        ]  # fmt: skip
        if layouts:
            cmd += ["--layouts", layouts]
        subprocess.run(cmd, check=True, cwd=Path(__file__).resolve().parents[1])


def _flat(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def _printed_total(truth: dict[str, Any], text: str) -> bool:
    """The total as printed in some common style: 1,234.56 / 1.234,56 / 1 234,56 / 1'234.56."""
    whole, frac = truth["fields"]["total"].split(".")
    groups = [whole[max(0, i - 3) : i] for i in range(len(whole), 0, -3)][::-1]
    forms = {sep.join(groups) + dec + frac for sep in (",", ".", " ", "'", "’", "") for dec in ",."}
    return any(f in text for f in forms)


def check(root: Path) -> int:
    problems: list[str] = []
    counts: collections.Counter[tuple[str, str]] = collections.Counter()
    for truth_path in sorted(root.rglob("*.json")):
        truth = json.loads(truth_path.read_text(encoding="utf-8"))
        doc = truth_path.with_name(truth["file"])
        data = doc.read_bytes()
        try:
            check_truth(truth)
        except AssertionError as err:
            problems.append(str(err))
        mime = sniff_mime(data)
        if mime.split("/")[1] != truth["format"]:
            problems.append(f"{doc.name}: bytes are {mime}, truth says {truth['format']}")
        if truth["format"] == "pdf" and page_count(data) != truth["pages"]:
            problems.append(f"{doc.name}: {page_count(data)} pages, truth says {truth['pages']}")
        if truth["kind"] == "text_pdf":
            text = _flat(pdf_text(data))
            if truth["fields"]["invoice_number"] not in text:
                problems.append(f"{doc.name}: invoice number not in the text layer")
            if not _printed_total(truth, text):
                problems.append(
                    f"{doc.name}: total {truth['fields']['total']} not in the text layer"
                )
        if truth["kind"] == "scanned_pdf" and (pdf_text(data).strip() or b"/Font" in data):
            problems.append(f"{doc.name}: scanned PDF has text or fonts")
        if truth["kind"] == "image" and truth["format"] == "tiff":
            from PIL import Image

            frames = getattr(Image.open(io.BytesIO(data)), "n_frames", 1)
            if frames != truth["pages"]:
                problems.append(f"{doc.name}: {frames} TIFF pages, truth says {truth['pages']}")
        counts[
            (truth["kind"], "rule_break" if truth["expected_validation_errors"] else "valid")
        ] += 1
    print(f"{root}: {sum(counts.values())} documents {dict(sorted(counts.items()))}")
    for p in problems:
        print("PROBLEM", p)
    print(f"{len(problems)} problems")
    return 1 if problems else 0


def by_language(truth_dir: Path, pred: Path) -> None:
    scorer = load_scorer()
    warnings: list[str] = []
    truths = scorer.load_truth(str(truth_dir), warnings)
    preds = scorer.load_predictions(str(pred), warnings)
    groups: dict[str, dict[str, Any]] = collections.defaultdict(dict)
    for key, t in truths.items():
        groups[t.get("language", "?")][key] = t
    print(f"{'language':10s} {'docs':>5s} {'accuracy':>9s}  validation  weakest fields")
    for lang in sorted(groups):
        rep = scorer.score(groups[lang], preds)
        fields = rep.get("per_field") or {}
        weakest = sorted(fields.items(), key=lambda kv: _acc(kv[1]))[:4]
        worst = ", ".join(f"{k} {_acc(v):.0%}" for k, v in weakest)
        overall = rep["overall_accuracy"]
        valid = rep["validation"]["accuracy"]
        print(f"{lang:10s} {len(groups[lang]):5d} {overall:9.1%}  rules {valid:.0%}  {worst}")


def _acc(entry: dict[str, Any]) -> float:
    return float(entry["accuracy"])


def main() -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = p.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--root", type=Path, default=Path("/work/devdata"))
    b.add_argument("--count", type=int, default=130)
    b.add_argument("--images", type=int, default=26)
    b.add_argument("--scans", type=int, default=13)
    b.add_argument("--rule-break-share", type=float, default=0.1)
    c = sub.add_parser("check")
    c.add_argument("root", type=Path)
    s = sub.add_parser("by-language")
    s.add_argument("truth", type=Path)
    s.add_argument("pred", type=Path)
    a = p.parse_args()
    if a.cmd == "build":
        build(a.root, a.count, a.images, a.scans, a.rule_break_share)
        return 0
    if a.cmd == "check":
        return check(a.root)
    by_language(a.truth, a.pred)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
