"""Record checks: schema, cross-field rules, ids, printed values, files, score.py self-score."""

from __future__ import annotations

import datetime as dt
import json
import re
import subprocess
import sys
import unicodedata
from decimal import Decimal as D
from pathlib import Path

from . import fmt, ids
from .locales import LOCALES

KEYS = [
    "file",
    "kind",
    "format",
    "pages",
    "language",
    "layout",
    "fields",
    "expected_validation_errors",
]
FIELDS = [
    "vendor_name",
    "vendor_address",
    "vendor_tax_id",
    "supplier_iban",
    "customer_name",
    "customer_address",
    "customer_tax_id",
    "invoice_number",
    "invoice_date",
    "due_date",
    "purchase_order",
    "currency",
    "subtotal",
    "discount",
    "shipping",
    "tax_rate",
    "tax_amount",
    "tax_breakdown",
    "total",
    "amount_due",
    "payment_terms",
    "line_items",
]
MONEY = re.compile(r"^-?\d+\.\d{2}$")
TOL = D("0.01")


def rules(f: dict) -> list[str]:
    """The corpus README's cross-field rules, recomputed."""
    out = []
    g = lambda k: D(f[k]) if f.get(k) else D(0)  # noqa: E731
    if any(
        abs(D(li["quantity"]) * D(li["unit_price"]) - D(li["amount"])) > TOL
        for li in f["line_items"]
    ):
        out.append("line_amount")
    if abs(sum((D(li["amount"]) for li in f["line_items"]), D(0)) - g("subtotal")) > TOL:
        out.append("line_sum")
    rows = f["tax_breakdown"]
    if len(rows) > 1:
        bad = abs(sum((D(r["amount"]) for r in rows), D(0)) - g("tax_amount")) > TOL
    else:
        base = g("subtotal") - g("discount") + g("shipping")
        bad = abs(fmt.q2(base * D(f["tax_rate"]) / 100) - g("tax_amount")) > TOL
    if bad:
        out.append("tax_rate")
    if abs(g("subtotal") - g("discount") + g("shipping") + g("tax_amount") - g("total")) > TOL:
        out.append("total")
    if f["due_date"] and f["due_date"] < f["invoice_date"]:
        out.append("due_before_issue")
    return sorted(out)


def check_schema(rec: dict) -> list[str]:
    errs = []
    if list(rec) != KEYS or list(rec["fields"]) != FIELDS:
        errs.append("schema: key order")
    f = rec["fields"]
    for k in ("subtotal", "tax_amount", "total", "discount", "shipping", "amount_due"):
        if f[k] is not None and not MONEY.match(f[k]):
            errs.append(f"format: {k}")
    for k in ("invoice_date", "due_date"):
        if f[k] is not None:
            dt.date.fromisoformat(f[k])
    if (f["tax_rate"] is None) != (len(f["tax_breakdown"]) > 1):
        errs.append("tax_rate null iff several rates")
    if f["amount_due"] is not None and not (D(0) < D(f["amount_due"]) <= D(f["total"])):
        errs.append("amount_due out of range")
    if rules(f) != rec["expected_validation_errors"]:
        errs.append(f"rules {rules(f)} != {rec['expected_validation_errors']}")
    if not rec["expected_validation_errors"]:
        for r in f["tax_breakdown"]:
            if fmt.q2(D(r["base"]) * D(r["rate"]) / 100) != D(r["amount"]):
                errs.append("breakdown row not base x rate")
    for k in ("vendor_tax_id", "customer_tax_id"):
        if f[k] and not ids.vat_valid(f[k]):
            errs.append(f"invalid {k} {f[k]}")
    if f["supplier_iban"] and not ids.iban_valid(f["supplier_iban"]):
        errs.append("invalid IBAN")
    return errs


def norm(s: str) -> str:
    s = unicodedata.normalize("NFKC", s).casefold().replace("\u00ad", "")
    return " ".join(s.split())


def pdf_texts(pdf: Path) -> list[str]:
    return [
        norm(
            subprocess.run(
                ["pdftotext", mode, str(pdf), "-"], capture_output=True, text=True, errors="replace"
            ).stdout
        )
        for mode in ("-layout", "-raw")
    ]


def has_num(texts, variants) -> bool:
    for v in variants:
        pat = r"(?<!\d)(?<!\d[.,'’])" + re.escape(norm(v)) + r"(?![.,]?\d)"
        if any(re.search(pat, tx) for tx in texts):
            return True
    return False


def check_printed(rec: dict, pdf: Path, loc_code: str) -> list[str]:
    loc, f = LOCALES[loc_code], rec["fields"]
    texts = pdf_texts(pdf)
    nospace = [tx.replace(" ", "") for tx in texts]
    errs = []
    has = lambda s: any(norm(s) in tx for tx in texts)  # noqa: E731
    for k in ("vendor_name", "customer_name", "invoice_number", "purchase_order", "payment_terms"):
        if f[k] and not has(f[k]):
            errs.append(f"not printed: {k}={f[k]!r}")
    for k in ("vendor_address", "customer_address"):
        for part in (f[k] or "").split(", ") if f[k] else []:
            if not has(part):
                errs.append(f"not printed: {k} part {part!r}")
    for k in ("vendor_tax_id", "customer_tax_id", "supplier_iban"):
        if f[k] and not any(norm(f[k]).replace(" ", "") in tx for tx in nospace):
            errs.append(f"not printed: {k}")
    for k in ("invoice_date", "due_date"):
        if f[k] and not any(has(v) for v in fmt.date_variants(dt.date.fromisoformat(f[k]), loc)):
            errs.append(f"not printed: {k}")
    if not (has(loc.currency) or has(loc.symbol)):
        errs.append("currency not printed")
    nums = [
        f[k]
        for k in ("subtotal", "discount", "shipping", "tax_amount", "total", "amount_due")
        if f[k]
    ]
    nums += [r[k] for r in f["tax_breakdown"] for k in ("base", "amount")]
    for li in f["line_items"]:
        nums += [li["amount"], li["unit_price"]]
        if not has(li["description"]):
            errs.append(f"not printed: line {li['description']!r}")
        if not has_num(texts, fmt.num_variants(D(li["quantity"]), loc, None)):
            errs.append(f"not printed: quantity {li['quantity']}")
    for n in nums:
        if not has_num(texts, fmt.num_variants(D(n), loc)):
            errs.append(f"not printed: amount {n}")
    for r in f["tax_breakdown"]:
        if not has_num(
            texts,
            fmt.num_variants(D(r["rate"]).normalize(), loc, None)
            | fmt.num_variants(D(r["rate"]), loc),
        ):
            errs.append(f"not printed: rate {r['rate']}")
    return errs


def sniff(p: Path) -> str:
    h = p.read_bytes()[:12]
    return (
        "pdf"
        if h.startswith(b"%PDF")
        else "png"
        if h.startswith(b"\x89PNG")
        else "jpeg"
        if h.startswith(b"\xff\xd8")
        else "?"
    )


def check_file(rec: dict, path: Path) -> list[str]:
    errs = []
    if path.stat().st_size > 2_000_000:
        errs.append("file over 2 MB")
    if sniff(path) != rec["format"]:
        errs.append("format mismatch")
    if rec["format"] == "pdf":
        info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True).stdout
        pages = int(re.search(r"Pages:\s+(\d+)", info).group(1))
        if pages != rec["pages"]:
            errs.append("page count")
        text = subprocess.run(
            ["pdftotext", str(path), "-"], capture_output=True, text=True
        ).stdout.strip()
        fonts = subprocess.run(
            ["pdffonts", str(path)], capture_output=True, text=True
        ).stdout.splitlines()[2:]
        if rec["kind"] == "text_pdf" and not text:
            errs.append("text PDF without text")
        if rec["kind"] == "text_pdf" and any(" Type 3 " in ln for ln in fonts):
            errs.append("Type 3 font (no text mapping)")
        if rec["kind"] == "scanned_pdf" and (text or fonts):
            errs.append("scanned PDF has text or fonts")
    return errs


def check_record(json_path: Path, out: Path) -> list[str]:
    rec = json.loads(json_path.read_text(encoding="utf-8"))
    doc = json_path.with_name(rec["file"])
    src = doc if rec["kind"] == "text_pdf" else out / "source" / (json_path.stem + ".pdf")
    loc_code = re.search(r"_([a-z]{2}_[A-Z]{2})_\d+$", json_path.stem).group(1)
    errs = check_schema(rec) + check_file(rec, doc) + check_printed(rec, src, loc_code)
    return [f"{json_path.name}: {e}" for e in errs]


def score_self(out: Path) -> list[str]:
    score = Path(__file__).resolve().parents[2] / ".." / "shared" / "corpus" / "tools" / "score.py"
    if not score.exists():
        return [f"score.py not found at {score}"]
    pred = out / "source" / "_self_pred.jsonl"
    with pred.open("w", encoding="utf-8") as fh:
        for j in sorted(out.glob("*/*.json")):
            rec = json.loads(j.read_text(encoding="utf-8"))
            fh.write(
                json.dumps(
                    {
                        "file": rec["file"],
                        "fields": rec["fields"],
                        "validation_errors": rec["expected_validation_errors"],
                    }
                )
                + "\n"
            )
    errs = []
    for sub in ("text_pdf", "image", "scanned_pdf"):
        if not any((out / sub).glob("*.json")):
            continue
        r = subprocess.run(
            [sys.executable, str(score), "--truth", str(out / sub), "--pred", str(pred), "--json"],
            capture_output=True,
            text=True,
        )
        res = json.loads(r.stdout)
        acc, val = res.get("overall_accuracy"), res.get("validation", {}).get("accuracy")
        if acc != 1.0 or val != 1.0:
            errs.append(f"score.py self-score {sub}: fields {acc}, validation {val}")
    st = subprocess.run(
        [sys.executable, str(score), "--self-test", "--truth", str(out)],
        capture_output=True,
        text=True,
    )
    if st.returncode != 0:
        errs.append("score.py --self-test failed: " + st.stdout[-300:])
    pred.unlink()
    return errs
