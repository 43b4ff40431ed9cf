"""Checks of every record: schema and formats, cross-field rules, IBAN/VAT validity, printed values,
and score.py's truth-vs-itself result. Used while generating and by `--check-only`."""
import importlib.util
import json
import os
import re
import subprocess
from decimal import Decimal
from pathlib import Path

from schwifty import IBAN
from stdnum import get_cc_module
from stdnum.us import ein as us_ein

from .fmt import all_date_renderings, all_number_renderings, places, q2

# the shared corpus beside the repository (as bench/corpus_scorer.py finds it)
SCORE_PY = str(Path(__file__).resolve().parents[3] / "shared" / "corpus" / "tools" / "score.py")
FIELDS = ["vendor_name", "vendor_address", "vendor_tax_id", "supplier_iban", "customer_name", "customer_address",
          "customer_tax_id", "invoice_number", "invoice_date", "due_date", "purchase_order", "currency",
          "subtotal", "discount", "shipping", "tax_rate", "tax_amount", "tax_breakdown", "total", "amount_due",
          "payment_terms", "line_items"]
MONEY = ["subtotal", "discount", "shipping", "tax_amount", "total", "amount_due"]
TOL = Decimal("0.01")


def D(x):
    return Decimal(x) if x is not None else Decimal(0)


# --------------------------------------------------------------------------- rules
def violated_rules(f):
    errs = set()
    for li in f["line_items"]:
        priced = li["quantity"] is not None and li["unit_price"] is not None
        if priced and abs(D(li["quantity"]) * D(li["unit_price"]) - D(li["amount"])) > TOL:
            errs.add("line_amount")
    if f["line_items"] and abs(sum(D(li["amount"]) for li in f["line_items"]) - D(f["subtotal"])) > TOL:
        errs.add("line_sum")
    br = f["tax_breakdown"]
    if f["tax_rate"] is None:
        if abs(sum(D(b["amount"]) for b in br) - D(f["tax_amount"])) > TOL:
            errs.add("tax_rate")
    else:
        base = D(f["subtotal"]) - D(f["discount"]) + D(f["shipping"])
        if abs(q2(base * D(f["tax_rate"]) / 100) - D(f["tax_amount"])) > TOL:
            errs.add("tax_rate")
    if abs(D(f["subtotal"]) - D(f["discount"]) + D(f["shipping"]) + D(f["tax_amount"]) - D(f["total"])) > TOL:
        errs.add("total")
    if f["due_date"] and f["due_date"] < f["invoice_date"]:
        errs.add("due_before_issue")
    return sorted(errs)


def check_truth(t):
    p = []
    f = t["fields"]
    if list(f) != FIELDS:
        p.append(f"field names/order differ: {list(f)}")
        return p
    for k in MONEY + ["total"]:
        if f[k] is not None and not re.fullmatch(r"-?\d+\.\d{2}", f[k]):
            p.append(f"{k} not a 2-place decimal: {f[k]}")
    for k in ("invoice_date", "due_date"):
        if f[k] is not None and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", f[k]):
            p.append(f"{k} not ISO: {f[k]}")
    if f["tax_rate"] is not None and places(f["tax_rate"]) < 2 and not re.fullmatch(r"\d+\.\d{2,}", f["tax_rate"]):
        p.append("tax_rate needs two places")
    if (f["tax_rate"] is None) != (len(f["tax_breakdown"]) > 1):
        p.append("tax_rate must be null exactly when there are several rates")
    for li in f["line_items"]:
        if li["unit_price"] is not None and not re.fullmatch(r"\d+\.\d{2,}", li["unit_price"]):
            p.append(f"unit price format {li['unit_price']}")
        if li["quantity"] is not None and li["quantity"] != format(Decimal(li["quantity"]).normalize(), "f"):
            p.append(f"quantity not minimal {li['quantity']}")
    got = violated_rules(f)
    if got != sorted(t["expected_validation_errors"]):
        p.append(f"rules violated {got} != expected {t['expected_validation_errors']}")
    if "tax_rate" not in got and "tax_rate" not in t["expected_validation_errors"]:
        for b in f["tax_breakdown"]:
            if q2(D(b["base"]) * D(b["rate"]) / 100) != D(b["amount"]):
                p.append(f"breakdown row not base x rate: {b}")
    due, tot = D(f["amount_due"]), D(f["total"])
    if due > tot or due <= 0:
        p.append(f"amount_due {due} outside (0, total]")
    if f["supplier_iban"]:
        try:
            IBAN(f["supplier_iban"])
        except Exception as e:
            p.append(f"IBAN invalid: {e}")
        if f["supplier_iban"] != f["supplier_iban"].upper() or " " in f["supplier_iban"]:
            p.append("IBAN not compact upper case")
    for k in ("vendor_tax_id", "customer_tax_id"):
        v = f[k]
        if v is None:
            continue
        if " " in v:
            p.append(f"{k} has spaces")
        ok = us_ein.is_valid(v) if re.fullmatch(r"\d{2}-\d{7}", v) else _vat_ok(v)
        if not ok:
            p.append(f"{k} fails stdnum: {v}")
    return p


def _vat_ok(v):
    cc = v[:2].lower()
    cc = "gb" if cc == "gb" else cc
    try:
        return get_cc_module(cc, "vat").is_valid(v)
    except Exception:
        return False


# --------------------------------------------------------------------------- printed values
def pdf_texts(path):
    out = []
    for mode in ("-raw", "-layout"):
        r = subprocess.run(["pdftotext", mode, "-enc", "UTF-8", path, "-"], capture_output=True, text=True)
        out.append(r.stdout)
    return out


def _squash(s):
    return re.sub(r"\s+", "", s).casefold()


def check_printed(pdf_path, t, locale):
    texts = [_squash(x) for x in pdf_texts(pdf_path)]
    if not any(texts):
        return ["no text layer"]
    f = t["fields"]
    missing = []

    def seen(cands):
        return any(_squash(c) in tx for tx in texts for c in cands)

    def need(name, cands):
        if not seen(cands):
            missing.append(name)

    for k in ("vendor_name", "customer_name", "invoice_number", "purchase_order", "payment_terms",
              "vendor_tax_id", "customer_tax_id", "supplier_iban"):
        if f[k]:
            need(k, [f[k]])
    for k in ("vendor_address", "customer_address"):
        if f[k]:
            for part in f[k].split(", "):
                need(f"{k}:{part}", [part])
    for k in ("invoice_date", "due_date"):
        if f[k]:
            from datetime import date
            need(k, all_date_renderings(date.fromisoformat(f[k]), locale))
    rows_sum = sum(Decimal(b["amount"]) for b in f["tax_breakdown"])
    for k in MONEY:
        if k == "tax_amount" and len(f["tax_breakdown"]) > 1 and Decimal(f[k]) == rows_sum:
            continue  # only per-rate rows printed: the truth is their sum (corpus README)
        if f[k]:
            need(k, all_number_renderings(Decimal(f[k])))
    for i, b in enumerate(f["tax_breakdown"]):
        need(f"tax_breakdown[{i}].base", all_number_renderings(Decimal(b["base"])))
        need(f"tax_breakdown[{i}].amount", all_number_renderings(Decimal(b["amount"])))
        rate = Decimal(b["rate"])
        need(f"tax_breakdown[{i}].rate", all_number_renderings(rate, {places(rate), 2, 1}))
    for i, li in enumerate(f["line_items"]):
        need(f"line[{i}].amount", all_number_renderings(Decimal(li["amount"])))
        if li["unit_price"]:
            up = Decimal(li["unit_price"])
            need(f"line[{i}].unit_price", all_number_renderings(up, {max(2, places(up))}))
        if li["quantity"]:
            qd = Decimal(li["quantity"])
            need(f"line[{i}].quantity", all_number_renderings(qd, {places(qd)}))
        need(f"line[{i}].description", [li["description"]])
    return missing


# --------------------------------------------------------------------------- score.py
def load_score():
    spec = importlib.util.spec_from_file_location("corpus_score", SCORE_PY)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def self_score(out_dir):
    """score.py on the truth against itself: -> (accuracy, validation exact, documents, self_test rc)."""
    sc = load_score()
    warnings = []
    truths = sc.load_truth(out_dir, warnings)
    preds = {k: {"file": t["file"], "fields": t["fields"], "validation_errors": t["expected_validation_errors"]}
             for k, t in truths.items()}
    rep = sc.score(truths, preds)
    rc = subprocess.run(["python3", SCORE_PY, "--self-test", "--truth", out_dir], capture_output=True, text=True)
    return rep["overall_accuracy"], rep["validation"]["exact_match"], len(truths), rc.returncode, rc.stdout.strip()


def locale_of(stem):
    m = re.match(r"pg_(?:inv|img|scan)_([a-z]{2}_[A-Z]{2})_\d+", stem)
    return m.group(1) if m else None


def check_dir(out_dir, per_file=True):
    """Re-check a generated set from its files. -> list of problems."""
    problems = []
    n = 0
    for sub in ("text_pdf", "image", "scanned_pdf"):
        d = os.path.join(out_dir, sub)
        if not os.path.isdir(d):
            continue
        for fn in sorted(os.listdir(d)):
            if not fn.endswith(".json"):
                continue
            n += 1
            if not per_file:
                continue
            with open(os.path.join(d, fn), encoding="utf-8") as fh:
                t = json.load(fh)
            doc = os.path.join(d, t["file"])
            if not os.path.exists(doc):
                problems.append(f"{fn}: document missing")
                continue
            if os.path.getsize(doc) > 2_000_000:
                problems.append(f"{fn}: over 2 MB")
            problems += [f"{fn}: {x}" for x in check_truth(t)]
            if sub == "text_pdf":
                miss = check_printed(doc, t, locale_of(fn))
                if miss:
                    problems.append(f"{fn}: not printed: {miss}")
            elif sub == "scanned_pdf" and any(x.strip() for x in pdf_texts(doc)):
                problems.append(f"{fn}: scanned PDF has a text layer")
    acc, vex, ndocs, rc, out = self_score(out_dir)
    if acc != 1.0 or vex != ndocs:
        problems.append(f"score.py self-score {acc} validation {vex}/{ndocs}")
    if rc != 0:
        problems.append(f"score.py --self-test failed: {out}")
    return problems, n, (acc, vex, ndocs, out)
