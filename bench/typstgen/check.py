"""Independent check of a generated folder: truth rules, ids, formats, text layer, score.py shape.

Usage: python bench/typstgen/check.py DIR [--score /work/shared/corpus/tools/score.py]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from PIL import Image
from schwifty import IBAN
from stdnum import get_cc_module
from stdnum.eu import vat as eu_vat

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from typstgen.truth import check_record  # noqa: E402


def tax_id_ok(value: str) -> bool:
    if value.startswith("CHE"):
        return bool(get_cc_module("ch", "uid").is_valid(value))
    if re.fullmatch(r"\d\d-\d{7}", value):
        return bool(get_cc_module("us", "ein").is_valid(value))
    if re.fullmatch(r"[\d-]{10,13}", value):
        return bool(get_cc_module("pl", "nip").is_valid(value))
    if value.startswith("GB"):
        return bool(get_cc_module("gb", "vat").is_valid(value))
    return bool(eu_vat.is_valid(value))


def _run(cmd: list[str]) -> str:
    return subprocess.run(cmd, capture_output=True, text=True, check=False).stdout


def file_problems(path: Path, rec: dict[str, Any]) -> list[str]:
    out: list[str] = []
    if not path.exists():
        return ["document missing"]
    f = rec["fields"]
    if path.suffix == ".pdf":
        pages = int(re.search(r"Pages:\s+(\d+)", _run(["pdfinfo", str(path)])).group(1))
        text = _run(["pdftotext", "-layout", str(path), "-"])
        fonts = _run(["pdffonts", str(path)]).strip().splitlines()[2:]
        if rec["kind"] == "text_pdf":
            digits = re.sub(r"\D", "", text)
            if f["invoice_number"] not in text:
                out.append("invoice number not in text layer")
            if f["total"].replace(".", "") not in digits:
                out.append("total not in text layer")
        elif text.strip() or fonts:
            out.append("scanned PDF has text or fonts")
    else:
        with Image.open(path) as img:
            pages = getattr(img, "n_frames", 1)
            if {"PNG": "png", "JPEG": "jpeg"}.get(img.format) != rec["format"]:
                out.append("format does not match the bytes")
    if pages != rec["pages"]:
        out.append(f"pages {pages} != {rec['pages']}")
    return out


def id_problems(f: dict[str, Any]) -> list[str]:
    out = []
    if f["supplier_iban"]:
        try:
            IBAN(f["supplier_iban"])
        except ValueError as exc:
            out.append(f"bad IBAN {f['supplier_iban']}: {exc}")
    for key in ("vendor_tax_id", "customer_tax_id"):
        if f[key] and not tax_id_ok(f[key]):
            out.append(f"bad {key} {f[key]}")
    return out


def score_self(root: Path, score: Path) -> str:
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as tmp:
        for js in sorted(root.glob("*/*.json")):
            rec = json.loads(js.read_text())
            tmp.write(json.dumps({"file": rec["file"], "fields": rec["fields"], "error": None,
                                  "validation_errors": rec["expected_validation_errors"]}) + "\n")
    return _run([sys.executable, str(score), "--truth", str(root), "--pred", tmp.name])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--score", type=Path, default=Path("/work/shared/corpus/tools/score.py"))
    args = ap.parse_args()
    bad = total = 0
    for js in sorted(args.root.glob("*/*.json")):
        rec = json.loads(js.read_text())
        total += 1
        probs = check_record(rec) + id_problems(rec["fields"]) + file_problems(js.parent / rec["file"], rec)
        for p in probs:
            print(f"{rec['file']}: {p}")
        bad += bool(probs)
    print(f"checked {total} documents, {bad} with problems")
    if args.score.exists():
        report = score_self(args.root, args.score)
        print("\n".join(line for line in report.splitlines() if "overall" in line.lower() or "exact" in line.lower())[:2000])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
