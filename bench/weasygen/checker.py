"""Record checks: schema and formats, cross-field rules, IBAN/VAT validity, printed values, files, score.py."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import unicodedata
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from pathlib import Path

from schwifty import IBAN

from . import fmt, ids
from .locales import LOCALES, Locale

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
TOP = [
    "file",
    "kind",
    "format",
    "pages",
    "language",
    "layout",
    "fields",
    "expected_validation_errors",
]
MONEY = ["subtotal", "discount", "shipping", "tax_amount", "total", "amount_due"]
RE_MONEY = re.compile(r"^-?\d+\.\d{2}$")
RE_RATE = re.compile(r"^\d+\.\d{2,}$")
RE_QTY = re.compile(r"^\d+(\.\d*[1-9])?$")
RE_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
TOL = Decimal("0.01")
SCORE = Path(__file__).resolve().parents[2] / ".." / "shared" / "corpus" / "tools" / "score.py"


def q2(d: Decimal) -> Decimal:
    return d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def dec(v) -> Decimal:
    return Decimal(v) if v is not None else Decimal("0")


# ------------------------------------------------------------------ schema
def check_schema(rec: dict) -> list[str]:
    errs = []
    if list(rec) != TOP:
        errs.append(f"top-level keys {list(rec)}")
    f = rec.get("fields", {})
    if list(f) != FIELDS:
        return errs + [f"field keys {list(f)}"]
    for k in MONEY:
        if f[k] is not None and not RE_MONEY.match(f[k]):
            errs.append(f"{k} format {f[k]!r}")
    for k in ["invoice_date", "due_date"]:
        if f[k] is not None and not RE_DATE.match(f[k]):
            errs.append(f"{k} format {f[k]!r}")
    if f["tax_rate"] is not None and not RE_RATE.match(f["tax_rate"]):
        errs.append(f"tax_rate format {f['tax_rate']!r}")
    if (f["tax_rate"] is None) != (len(f["tax_breakdown"]) > 1):
        errs.append("tax_rate must be null exactly when there are several rates")
    for row in f["tax_breakdown"]:
        if not (
            RE_RATE.match(row["rate"])
            and RE_MONEY.match(row["base"])
            and RE_MONEY.match(row["amount"])
        ):
            errs.append(f"breakdown row format {row}")
    for li in f["line_items"]:
        if not (
            RE_QTY.match(li["quantity"])
            and RE_RATE.match(li["unit_price"])
            and RE_MONEY.match(li["amount"])
        ):
            errs.append(f"line format {li}")
    if f["currency"] not in {"EUR", "GBP", "USD", "CHF", "PLN"}:
        errs.append(f"currency {f['currency']}")
    if not re.fullmatch(r"[a-z]{2}", rec.get("language", "")):
        errs.append("language")
    return errs


# ------------------------------------------------------------------ rules
def rules(f: dict) -> list[str]:
    out = set()
    for li in f["line_items"]:
        if abs(dec(li["quantity"]) * dec(li["unit_price"]) - dec(li["amount"])) > TOL:
            out.add("line_amount")
    if (
        f["line_items"]
        and abs(sum(dec(li["amount"]) for li in f["line_items"]) - dec(f["subtotal"])) > TOL
    ):
        out.add("line_sum")
    tax, rows = dec(f["tax_amount"]), f["tax_breakdown"]
    base = dec(f["subtotal"]) - dec(f["discount"]) + dec(f["shipping"])
    if rows and abs(sum(dec(r["amount"]) for r in rows) - tax) > TOL:
        out.add("tax_rate")
    if f["tax_rate"] is not None and abs(q2(base * dec(f["tax_rate"]) / 100) - tax) > TOL:
        out.add("tax_rate")
    if abs(base + tax - dec(f["total"])) > TOL:
        out.add("total")
    if f["due_date"] and f["invoice_date"] and f["due_date"] < f["invoice_date"]:
        out.add("due_before_issue")
    return sorted(out)


def check_rules(rec: dict) -> list[str]:
    f, errs = rec["fields"], []
    got = rules(f)
    if got != sorted(rec["expected_validation_errors"]):
        errs.append(f"rules recomputed {got} != expected {rec['expected_validation_errors']}")
    if not rec["expected_validation_errors"]:
        for r in f["tax_breakdown"]:
            if q2(dec(r["base"]) * dec(r["rate"]) / 100) != dec(r["amount"]):
                errs.append(f"breakdown row not base x rate: {r}")
        if f["amount_due"] is not None and not (0 < dec(f["amount_due"]) <= dec(f["total"])):
            errs.append("amount due not in (0, total]")
    return errs


def check_ids(rec: dict, loc: Locale) -> list[str]:
    f, errs = rec["fields"], []
    if f["supplier_iban"]:
        try:
            IBAN(f["supplier_iban"])
        except Exception as e:  # noqa: BLE001 - schwifty raises several exception types
            errs.append(f"IBAN invalid: {e}")
    elif loc.country != "US" and rec["layout"] != "receipt-narrow":
        errs.append("IBAN missing")
    for k in ["vendor_tax_id", "customer_tax_id"]:
        v = f[k]
        if v and not ids.vat_valid("US" if re.fullmatch(r"\d\d-\d{7}", v) else v[:2], v):
            errs.append(f"{k} invalid: {v}")
    return errs


# ------------------------------------------------------------------ printed values
def _norm(s: str) -> str:
    s = (
        unicodedata.normalize("NFKC", s)
        .replace("\u2212", "-")
        .replace("\u202f", " ")
        .replace("\u00a0", " ")
    )
    return " ".join(s.split()).casefold()


def pdf_texts(pdf: Path) -> list[str]:
    out = []
    for mode in ("-layout", "-raw"):
        r = subprocess.run(
            ["pdftotext", mode, str(pdf), "-"], capture_output=True, text=True, check=True
        )
        out.append(_norm(r.stdout))
    return out


class Printed:
    def __init__(self, texts: list[str], loc: Locale) -> None:
        self.texts, self.loc = texts, loc
        self.compact = ["".join(t.split()) for t in texts]
        self.missing: list[str] = []

    def any(self, what: str, cands, numeric: bool = False) -> None:
        for c in cands:
            n = _norm(c)
            if not n:
                continue
            if numeric:
                pat = re.compile(r"(?<![\d.,'\u2019])" + re.escape(n) + r"(?![\d]|[.,'\u2019]\d)")
                if any(pat.search(t) for t in self.texts):
                    return
            elif any(n in t for t in self.texts):
                return
        self.missing.append(f"{what} {sorted(cands)[0]!r}")

    def ident(self, what: str, v: str) -> None:
        n = "".join(_norm(v).split())
        if not any(n in t for t in self.compact):
            self.missing.append(f"{what} {v!r}")

    def money(self, what: str, v: str | None) -> None:
        if v is not None:
            self.any(what, fmt.number_variants(Decimal(v), 2, self.loc), numeric=True)

    def rate(self, what: str, v: str) -> None:
        d = Decimal(v)
        self.any(
            what,
            fmt.number_variants(d, None, self.loc) | fmt.number_variants(d, 2, self.loc),
            numeric=True,
        )

    def date(self, what: str, v: str | None) -> None:
        if v:
            import datetime as dt

            self.any(what, fmt.date_variants(dt.date.fromisoformat(v), self.loc))


def check_printed(rec: dict, pdf: Path, loc: Locale) -> list[str]:
    f = rec["fields"]
    p = Printed(pdf_texts(pdf), loc)
    for k in ["vendor_name", "customer_name", "invoice_number", "purchase_order", "payment_terms"]:
        if f[k]:
            p.any(k, {f[k]})
    for k in ["vendor_address", "customer_address"]:
        for part in (f[k] or "").split(", ") if f[k] else []:
            p.any(k, {part})
    for k in ["vendor_tax_id", "customer_tax_id", "supplier_iban"]:
        if f[k]:
            p.ident(k, f[k])
    p.date("invoice_date", f["invoice_date"])
    p.date("due_date", f["due_date"])
    p.any("currency", {f["currency"], loc.symbol})
    for k in MONEY:
        p.money(k, f[k])
    if f["tax_rate"]:
        p.rate("tax_rate", f["tax_rate"])
    for i, r in enumerate(f["tax_breakdown"]):
        p.rate(f"breakdown[{i}].rate", r["rate"])
        p.money(f"breakdown[{i}].base", r["base"])
        p.money(f"breakdown[{i}].amount", r["amount"])
    for i, li in enumerate(f["line_items"]):
        p.any(f"line[{i}].description", {li["description"]})
        p.any(
            f"line[{i}].quantity",
            fmt.number_variants(Decimal(li["quantity"]), None, loc),
            numeric=True,
        )
        up = Decimal(li["unit_price"])
        p.any(
            f"line[{i}].unit_price",
            fmt.number_variants(up, max(2, -up.normalize().as_tuple().exponent), loc),
        )
        p.money(f"line[{i}].amount", li["amount"])
    return [f"not printed: {m}" for m in p.missing]


# ------------------------------------------------------------------ files
def sniff(data: bytes) -> str:
    if data.startswith(b"%PDF"):
        return "pdf"
    if data.startswith(b"\x89PNG"):
        return "png"
    if data.startswith(b"\xff\xd8"):
        return "jpeg"
    return "?"


def pdf_pages(path: Path) -> int:
    r = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    return int(re.search(r"^Pages:\s+(\d+)", r.stdout, re.M).group(1))


def check_file(rec: dict, doc: Path) -> list[str]:
    errs = []
    data = doc.read_bytes()
    if len(data) >= 2 * 1024 * 1024:
        errs.append("file over 2 MB")
    if sniff(data) != rec["format"]:
        errs.append(f"format {sniff(data)} != {rec['format']}")
    if rec["format"] == "pdf":
        if pdf_pages(doc) != rec["pages"]:
            errs.append("page count differs")
        text = subprocess.run(
            ["pdftotext", str(doc), "-"], capture_output=True, text=True
        ).stdout.strip()
        fonts = (
            subprocess.run(["pdffonts", str(doc)], capture_output=True, text=True)
            .stdout.strip()
            .splitlines()
        )
        if rec["kind"] == "scanned_pdf" and (text or len(fonts) > 2):
            errs.append("scanned PDF has a text layer or fonts")
        if rec["kind"] == "text_pdf" and not text:
            errs.append("text PDF without text")
    elif rec["pages"] != 1:
        errs.append("image documents must have one page")
    return errs


def locale_of(stem: str) -> Locale:
    parts = stem.split("_")
    return LOCALES[f"{parts[2]}_{parts[3]}"]


def check_record(rec: dict, doc: Path, source: Path) -> list[str]:
    """All per-document checks; `source` is the PDF whose text is searched (the document itself for text PDFs)."""
    errs = check_schema(rec)
    if errs:
        return errs
    loc = locale_of(doc.stem)
    try:
        errs += (
            check_rules(rec)
            + check_ids(rec, loc)
            + check_file(rec, doc)
            + check_printed(rec, source, loc)
        )
    except (InvalidOperation, subprocess.CalledProcessError, KeyError, ValueError) as e:
        errs.append(f"check crashed: {e!r}")
    return errs


# ------------------------------------------------------------------ score.py
def check_score(out: Path) -> list[str]:
    if not SCORE.exists():
        return [f"score.py not found at {SCORE.resolve()} (skipped)"]
    errs, lines = [], []
    for kind in ("text_pdf", "image", "scanned_pdf"):
        for j in sorted((out / kind).glob("*.json")):
            rec = json.loads(j.read_text(encoding="utf-8"))
            lines.append(
                json.dumps(
                    {
                        "file": rec["file"],
                        "fields": rec["fields"],
                        "validation_errors": rec["expected_validation_errors"],
                        "error": None,
                    }
                )
            )
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8") as tf:
        tf.write("\n".join(lines) + "\n")
    r = subprocess.run(
        [sys.executable, str(SCORE), "--truth", str(out), "--pred", tf.name, "--json"],
        capture_output=True,
        text=True,
    )
    Path(tf.name).unlink()
    rep = json.loads(r.stdout)
    if rep["overall_accuracy"] != 1.0 or rep["validation"]["exact_match"] != rep["documents"]:
        errs.append(
            f"score.py self-score {rep['overall_accuracy']}, validation {rep['validation']['exact_match']}"
        )
    if rep["documents"] != len(lines):
        errs.append(f"score.py found {rep['documents']} truth files, expected {len(lines)}")
    st = subprocess.run(
        [sys.executable, str(SCORE), "--self-test", "--truth", str(out)],
        capture_output=True,
        text=True,
    )
    if st.returncode != 0:
        errs.append("score.py --self-test failed: " + st.stdout[-300:])
    return errs
