"""Recall of the lexicons' labels on real-world label wordings, per language and per field.

    .venv/bin/python bench/label_recall.py [--misses dev|heldout|none] [--json OUT]

Reads `docproc_pipeline_tests/extract/label_variants.yaml` (labels as other vendors print them,
written without looking at our lexicons or generator; every 3rd one held out) and checks each
variant as `docproc_pipeline_tests/extract/label_variants.py` describes: "<variant>: <value>"
and the variant alone must be read as its field. Prints recall (right / all) and wrong-field
reads (worse than misses: the value lands in another field) for the dev and held-out parts,
then the dev misses. Lexicon changes may be driven by dev misses only; the held-out figure is
the honest one, so its misses are printed only on request.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from docproc_pipeline_tests.extract.label_variants import PARTS, Verdict, verdicts  # noqa: E402


def _table(rows: dict[str, dict[str, list[Verdict]]], title: str) -> dict[str, dict[str, str]]:
    """Print one table (a row per key, a column per part); return its cells."""
    print(f"\n{title:16s}" + "".join(f"{p + ' recall':>18s}{'wrong':>7s}" for p in PARTS))
    cells: dict[str, dict[str, str]] = {}
    for key, parts in rows.items():
        line = f"{key:16s}"
        for p in PARTS:
            vs = parts.get(p, [])
            ok = sum(v.outcome == "ok" for v in vs)
            wrong = sum(v.outcome == "wrong" for v in vs)
            pct = 100 * ok / len(vs) if vs else 0.0
            cell = f"{ok}/{len(vs)} {pct:5.1f}%"
            cells.setdefault(key, {})[p] = cell
            line += f"{cell:>18s}{wrong:7d}"
        print(line)
    return cells


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--misses", choices=("dev", "heldout", "none"), default="dev")
    parser.add_argument("--json", help="write the recall tables as JSON to this file")
    args = parser.parse_args()
    all_verdicts = verdicts()
    by_lang: dict[str, dict[str, list[Verdict]]] = defaultdict(lambda: defaultdict(list))
    by_field: dict[str, dict[str, list[Verdict]]] = defaultdict(lambda: defaultdict(list))
    for v in all_verdicts:
        by_lang[v.language][v.part].append(v)
        by_field[v.field][v.part].append(v)
    for v in all_verdicts:
        by_lang["ALL"][v.part].append(v)
    summary = {
        "language": _table(by_lang, "language"),
        "field": _table(by_field, "field"),
    }
    if args.misses != "none":
        misses = [v for v in all_verdicts if v.part == args.misses and v.outcome != "ok"]
        print(f"\n{args.misses} misses ({len(misses)}; WRONG = read as another field):")
        for v in misses:
            mark = "WRONG" if v.outcome == "wrong" else "miss "
            print(f"  {mark} {v.language} {v.field:15s} {v.variant!r:40s} read as {v.read_as}")
    if args.json:
        Path(args.json).write_text(json.dumps(summary, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
