"""Checker for a generated set: schema and value formats, files and pages, text layers, identifiers,
cross-field rules against expected_validation_errors, and score.py scoring the truth against itself."""
import glob
import importlib.util
import json
import os
import re
import subprocess
from decimal import Decimal
from pathlib import Path

from schwifty import IBAN

from .fmt import q2
from .ids import is_valid_tax_id

# the shared corpus beside the repository (as bench/corpus_scorer.py finds it)
SCORE_PY = str(Path(__file__).resolve().parents[3] / "shared" / "corpus" / "tools" / "score.py")
KINDS = {"text_pdf": "pdf", "scanned_pdf": "pdf", "image": None}
MONEY = re.compile(r"^-?\d+\.\d{2}$")
RATE = re.compile(r"^\d+\.\d{2,}$")
QTY = re.compile(r"^\d+(\.\d*[1-9])?$")
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
MONEY_FIELDS = ["subtotal", "discount", "shipping", "tax_amount", "total", "amount_due"]
TOL = Decimal("0.01")


def sniff(path):
    with open(path, "rb") as f:
        head = f.read(8)
    if head.startswith(b"%PDF"):
        return "pdf"
    if head.startswith(b"\x89PNG"):
        return "png"
    if head.startswith(b"\xff\xd8"):
        return "jpeg"
    return "unknown"


def D(v):
    return Decimal(v) if v is not None else Decimal(0)


def rules(f):
    """Recompute the corpus README's cross-field rules from a truth record."""
    errs = set()
    for it in f["line_items"]:
        if abs(D(it["quantity"]) * D(it["unit_price"]) - D(it["amount"])) > TOL:
            errs.add("line_amount")
    sub = D(f["subtotal"])
    if abs(sum((D(it["amount"]) for it in f["line_items"]), Decimal(0)) - sub) > TOL:
        errs.add("line_sum")
    disc, ship, tax = D(f["discount"]), D(f["shipping"]), f["tax_amount"]
    if tax is not None:
        rows = f["tax_breakdown"]
        if f["tax_rate"] is None:
            if rows and abs(sum((D(r["amount"]) for r in rows), Decimal(0)) - D(tax)) > TOL:
                errs.add("tax_rate")
        elif abs(q2((sub - disc + ship) * D(f["tax_rate"]) / 100) - D(tax)) > TOL:
            errs.add("tax_rate")
    if abs(sub - disc + ship + D(tax) - D(f["total"])) > TOL:
        errs.add("total")
    if f["due_date"] and f["due_date"] < f["invoice_date"]:
        errs.add("due_before_issue")
    return sorted(errs)


def check_formats(f, problems, name):
    for k in MONEY_FIELDS:
        if f[k] is not None and not MONEY.match(f[k]):
            problems.append(f"{name}: {k} {f[k]!r} is not a two-place decimal")
    for k in ("invoice_date", "due_date"):
        if f[k] is not None and not DATE.match(f[k]):
            problems.append(f"{name}: {k} not ISO")
    if f["tax_rate"] is not None and not RATE.match(f["tax_rate"]):
        problems.append(f"{name}: tax_rate {f['tax_rate']!r}")
    for it in f["line_items"]:
        if not QTY.match(it["quantity"]) or not RATE.match(it["unit_price"]) or not MONEY.match(it["amount"]):
            problems.append(f"{name}: line format {it}")
    for r in f["tax_breakdown"]:
        if not (RATE.match(r["rate"]) and MONEY.match(r["base"]) and MONEY.match(r["amount"])):
            problems.append(f"{name}: breakdown format {r}")
    if f["amount_due"] is None or f["total"] is None:
        problems.append(f"{name}: amount_due/total missing")
    if f["tax_rate"] is None and len(f["tax_breakdown"]) == 1:
        problems.append(f"{name}: single breakdown row but tax_rate null")


def check_breakdown(f, problems, name):
    """Valid documents: every breakdown row is base x rate; a single row's base is subtotal - discount + shipping."""
    for r in f["tax_breakdown"]:
        if q2(D(r["base"]) * D(r["rate"]) / 100) != D(r["amount"]):
            problems.append(f"{name}: breakdown row {r} is not base x rate")
    if len(f["tax_breakdown"]) == 1 and D(f["tax_breakdown"][0]["base"]) != D(f["subtotal"]) - D(f["discount"]) + D(f["shipping"]):
        problems.append(f"{name}: single-rate base differs from subtotal - discount + shipping")
    if not (Decimal(0) < D(f["amount_due"]) <= D(f["total"])):
        problems.append(f"{name}: amount_due {f['amount_due']} not in (0, total]")


def check_ids(f, problems, name):
    if f["supplier_iban"]:
        try:
            IBAN(f["supplier_iban"], validate_bban=True)
        except ValueError as e:
            problems.append(f"{name}: IBAN {f['supplier_iban']}: {e}")
    for k in ("vendor_tax_id", "customer_tax_id"):
        if f[k] and not is_valid_tax_id(f[k]):
            problems.append(f"{name}: {k} {f[k]} fails its check digits")
        if f[k] and " " in f[k]:
            problems.append(f"{name}: {k} contains spaces")


def pdf_pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout
    m = re.search(r"^Pages:\s+(\d+)", out, re.M)
    return int(m.group(1)) if m else -1


def check_file(rec, folder, kind, problems):
    name = rec["file"]
    path = os.path.join(folder, name)
    if not os.path.exists(path):
        problems.append(f"{name}: file missing")
        return
    if sniff(path) != rec["format"]:
        problems.append(f"{name}: format {sniff(path)} != truth {rec['format']}")
    pages = pdf_pages(path) if rec["format"] == "pdf" else 1
    if pages != rec["pages"]:
        problems.append(f"{name}: {pages} pages, truth says {rec['pages']}")
    if rec["layout"] == "two-page" and kind != "image" and pages != 2:
        problems.append(f"{name}: two-page layout with {pages} pages")
    if os.path.getsize(path) > 2_000_000:
        problems.append(f"{name}: over 2 MB")
    if rec["format"] != "pdf":
        return
    text = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
    if kind == "scanned_pdf":
        fonts = subprocess.run(["pdffonts", path], capture_output=True, text=True).stdout.strip().splitlines()
        if text.strip() or len(fonts) > 2:
            problems.append(f"{name}: scanned PDF has text or fonts")
        return
    f = rec["fields"]
    if f["invoice_number"] not in text:
        problems.append(f"{name}: invoice number not in the text layer")
    digits = [re.sub(r"\D", "", line) for line in text.splitlines()]
    for k in ("total", "amount_due", "subtotal"):
        want = re.sub(r"\D", "", f[k])
        if not any(want in d for d in digits):
            problems.append(f"{name}: {k} {f[k]} not found in the text layer")


def score_self(root, records, problems):
    spec = importlib.util.spec_from_file_location("corpus_score", SCORE_PY)
    score = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(score)
    warnings = []
    truths = score.load_truth(root, warnings)
    preds = {k: {"file": t["file"], "fields": t["fields"], "validation_errors": t["expected_validation_errors"]}
             for k, t in truths.items()}
    rep = score.score(truths, preds)
    if len(truths) != len(records) or rep["overall_accuracy"] != 1.0 or rep["validation"]["exact_match"] != len(truths):
        problems.append(f"score.py self-score: {len(truths)} truths, accuracy {rep['overall_accuracy']}, "
                        f"validation {rep['validation']['exact_match']}/{len(truths)}")
    problems.extend(f"score.py warning: {w}" for w in warnings)
    res = subprocess.run(["python3", SCORE_PY, "--self-test", "--truth", root], capture_output=True, text=True)
    if res.returncode != 0:
        problems.append(f"score.py --self-test failed: {res.stdout.strip()[-300:]}")
    return rep, res.stdout.strip().splitlines()[0] if res.stdout.strip() else ""


def run(root):
    problems, records, breaks = [], [], 0
    for kind in KINDS:
        folder = os.path.join(root, kind)
        for p in sorted(glob.glob(os.path.join(folder, "*.json"))):
            with open(p, encoding="utf-8") as fh:
                rec = json.load(fh)
            records.append(rec)
            f, name = rec["fields"], rec["file"]
            if rec["kind"] != kind or os.path.splitext(os.path.basename(p))[0] != os.path.splitext(name)[0]:
                problems.append(f"{name}: kind/stem mismatch")
            check_formats(f, problems, name)
            got = rules(f)
            if got != sorted(rec["expected_validation_errors"]):
                problems.append(f"{name}: rules give {got}, expected {rec['expected_validation_errors']}")
            if not rec["expected_validation_errors"]:
                check_breakdown(f, problems, name)
            else:
                breaks += 1
            check_ids(f, problems, name)
            check_file(rec, folder, kind, problems)
    stems = [os.path.splitext(r["file"])[0] for r in records]
    if len(set(stems)) != len(stems):
        problems.append("duplicate stems")
    rep, selftest = score_self(root, records, problems)
    print(f"check: {len(records)} documents, {breaks} with deliberate rule breaks; "
          f"score.py self-score {100 * rep['overall_accuracy']:.2f}% ({rep['fields_right']}/{rep['fields_total']} fields), "
          f"validation exact {rep['validation']['exact_match']}/{rep['documents']}; {selftest}")
    for msg in problems:
        print(f"PROBLEM: {msg}")
    print("check: OK" if not problems else f"check: {len(problems)} problem(s)")
    return problems
