"""Independent checks of a generated folder (run after every generation; also standalone).

    .venv/bin/python bench/jspdfgen/checker.py DIR [--sources SRC]

Schema and value formats, true file format and page count, text layer present/absent, tax id and
IBAN check digits, the cross-field rules recomputed with Decimal against expected_validation_errors,
and that every truth value is printed in the PDF text (for images and scans: in the source PDF
rendered for them, when --sources is given; the generator passes its temporary folder).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import re
import sys
from decimal import ROUND_HALF_UP, Decimal

import pypdfium2 as pdfium
from babel.dates import format_date
from schwifty import IBAN
from stdnum.util import get_cc_module

MONEY = re.compile(r"^-?\d+\.\d{2}$")
RATE = re.compile(r"^\d+\.\d{2,}$")
QTY = re.compile(r"^-?(0|[1-9]\d*)(\.\d*[1-9])?$")
PRICE = re.compile(r"^-?\d+\.\d{2,}$")
SCALARS = ["vendor_name", "vendor_address", "vendor_tax_id", "supplier_iban", "customer_name", "customer_address",
           "customer_tax_id", "invoice_number", "invoice_date", "due_date", "purchase_order", "currency",
           "subtotal", "discount", "shipping", "tax_rate", "tax_amount", "total", "amount_due", "payment_terms"]
MONEY_FIELDS = ["subtotal", "discount", "shipping", "tax_amount", "total", "amount_due"]
LANG_LOCALES = {"en": ["en_US", "en_GB", "en_IE"], "de": ["de_DE", "de_AT", "de_CH"], "fr": ["fr_FR", "fr_BE", "fr_CH"],
                "nl": ["nl_NL", "nl_BE"], "es": ["es_ES"], "it": ["it_IT"], "pt": ["pt_PT"], "pl": ["pl_PL"]}
SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "CHF": "CHF", "PLN": "zł"}
D = Decimal


def sniff(path: str) -> str:
    with open(path, "rb") as f:
        head = f.read(8)
    if head.startswith(b"%PDF"):
        return "pdf"
    if head.startswith(b"\x89PNG"):
        return "png"
    if head.startswith(b"\xff\xd8"):
        return "jpeg"
    return "?"


def pdf_text(path: str) -> tuple[str, int]:
    doc = pdfium.PdfDocument(path)
    parts = []
    for i in range(len(doc)):
        tp = doc[i].get_textpage()
        parts.append(tp.get_text_range())
        tp.close()
    n = len(doc)
    doc.close()
    return "\n".join(parts), n


# ------------------------------------------------------------------------------ rules
def rules(f: dict) -> list[str]:
    tol = D("0.01")
    out = set()
    num = lambda v: None if v is None else D(v)  # noqa: E731
    for li in f["line_items"]:
        priced = li["quantity"] is not None and li["unit_price"] is not None
        if priced and abs(D(li["quantity"]) * D(li["unit_price"]) - D(li["amount"])) > tol:
            out.add("line_amount")
    sub, tax, total = num(f["subtotal"]), num(f["tax_amount"]), num(f["total"])
    disc, ship = num(f["discount"]) or D(0), num(f["shipping"]) or D(0)
    if sub is not None and f["line_items"] and abs(sum(D(li["amount"]) for li in f["line_items"]) - sub) > tol:
        out.add("line_sum")
    rows = f["tax_breakdown"]
    if tax is not None:
        if f["tax_rate"] is None or len(rows) > 1:
            if rows and abs(sum(D(r["amount"]) for r in rows) - tax) > tol:
                out.add("tax_rate")
        elif sub is not None:
            want = ((sub - disc + ship) * D(f["tax_rate"]) / 100).quantize(D("0.01"), rounding=ROUND_HALF_UP)
            if abs(want - tax) > tol:
                out.add("tax_rate")
    if None not in (sub, tax, total) and abs(sub - disc + ship + tax - total) > tol:
        out.add("total")
    if f["due_date"] and f["invoice_date"] and f["due_date"] < f["invoice_date"]:
        out.add("due_before_issue")
    return sorted(out)


# ------------------------------------------------------------------------------ formats
def _fmt_checks(f: dict, err) -> None:
    for k in SCALARS + ["tax_breakdown", "line_items"]:
        if k not in f:
            err(f"missing field {k}")
    for k in MONEY_FIELDS:
        if f.get(k) is not None and not MONEY.match(f[k]):
            err(f"{k} not money: {f[k]!r}")
    for k in ("invoice_date", "due_date"):
        if f.get(k) is not None:
            try:
                dt.date.fromisoformat(f[k])
            except ValueError:
                err(f"{k} not ISO: {f[k]!r}")
    if f.get("invoice_date") is None:
        err("invoice_date is null")
    if f.get("tax_rate") is not None and not RATE.match(f["tax_rate"]):
        err(f"tax_rate format {f['tax_rate']!r}")
    for r in f.get("tax_breakdown", []):
        if set(r) != {"rate", "base", "amount"} or not RATE.match(r["rate"]) or not MONEY.match(r["base"]) \
                or not MONEY.match(r["amount"]):
            err(f"bad breakdown row {r}")
    for li in f.get("line_items", []):
        if set(li) != {"description", "quantity", "unit_price", "amount"} or not MONEY.match(li["amount"]):
            err(f"bad line {li}")
        elif li["quantity"] is not None and not QTY.match(li["quantity"]):
            err(f"quantity not minimal {li['quantity']!r}")
        elif li["unit_price"] is not None and not PRICE.match(li["unit_price"]):
            err(f"unit price format {li['unit_price']!r}")
        elif not li["description"]:
            err("empty description")
    if f.get("supplier_iban") and f["supplier_iban"] != f["supplier_iban"].replace(" ", "").upper():
        err("IBAN not compact upper case")


def _id_checks(f: dict, err) -> None:
    if f.get("supplier_iban"):
        try:
            IBAN(f["supplier_iban"])
        except Exception as e:  # noqa: BLE001 - schwifty raises several types
            err(f"IBAN invalid {f['supplier_iban']}: {e}")
    for k in ("vendor_tax_id", "customer_tax_id"):
        v = f.get(k)
        if not v:
            continue
        if re.fullmatch(r"\d{2}-\d{7}", v):
            ok = get_cc_module("us", "ein").is_valid(v)
        else:
            cc = "ch" if v.startswith("CHE") else v[:2].lower()
            try:
                ok = get_cc_module(cc, "vat").is_valid(v)
            except Exception:  # noqa: BLE001
                ok = False
        if not ok:
            err(f"{k} check digits invalid: {v}")


# ------------------------------------------------------------------------------ printed values
def _squash(s: str) -> str:
    return re.sub(r"[\s\u00a0\u202f\u2009]+", "", s)


def money_forms(v: str) -> list[str]:
    d = abs(D(v))
    s = f"{d:.2f}"
    ip, fp = s.split(".")
    groups = []
    while len(ip) > 3:
        groups.insert(0, ip[-3:])
        ip = ip[:-3]
    groups.insert(0, ip)
    return [g.join(groups) + dec + fp for g, dec in ((",", "."), (".", ","), ("", ","), ("'", "."), ("", "."))]


def num_forms(v: str) -> list[str]:
    d = D(v).normalize()
    s = format(d, "f")
    out = {s, s.replace(".", ",")}
    if "." in v:
        out |= {v, v.replace(".", ",")}
    return list(out)


def date_forms(v: str, lang: str) -> list[str]:
    d = dt.date.fromisoformat(v)
    out = [d.isoformat(), d.strftime("%d.%m.%Y"), d.strftime("%d/%m/%Y"), d.strftime("%m/%d/%Y"), d.strftime("%d-%m-%Y")]
    for loc in LANG_LOCALES[lang]:
        for fmt in ("long", "medium", "short"):
            out.append(format_date(d, format=fmt, locale=loc))
    return out


def _printed_checks(f: dict, lang: str, text: str, err) -> None:
    sq = _squash(text)
    alnum = re.sub(r"[^0-9A-Za-z]", "", text).upper()

    def has(v: str) -> bool:
        return _squash(v) in sq

    for k in ("vendor_name", "customer_name", "invoice_number", "purchase_order", "payment_terms"):
        if f.get(k) and not has(f[k]):
            err(f"{k} not printed: {f[k]!r}")
    for k in ("vendor_address", "customer_address"):
        for part in (f.get(k) or "").split(", "):
            if part and not has(part):
                err(f"{k} part not printed: {part!r}")
    for k in ("vendor_tax_id", "customer_tax_id", "supplier_iban"):
        if f.get(k) and re.sub(r"[^0-9A-Za-z]", "", f[k]).upper() not in alnum:
            err(f"{k} not printed: {f[k]}")
    for k in ("invoice_date", "due_date"):
        if f.get(k) and not any(has(x) for x in date_forms(f[k], lang)):
            err(f"{k} not printed: {f[k]}")
    cur = f.get("currency")
    if cur and cur not in text and SYMBOLS.get(cur, cur) not in text:
        err(f"currency not printed: {cur}")
    rows = f["tax_breakdown"]
    # a single row's base is derived (subtotal - discount + shipping) and need not be printed
    derived_tax = len(rows) > 1 and f.get("tax_amount") == f"{sum(D(r['amount']) for r in rows):.2f}"
    # with several rates and no printed VAT total, tax_amount is the sum of the rows
    moneys = [f.get(k) for k in MONEY_FIELDS if not (k == "tax_amount" and derived_tax)]
    moneys += [r["amount"] for r in rows]
    moneys += [r["base"] for r in rows] if len(rows) > 1 else []
    moneys += [li["amount"] for li in f["line_items"]] + [li["unit_price"] for li in f["line_items"]]
    for v in moneys:
        if v is not None and D(v) != 0 and not any(has(x) for x in money_forms(v) + num_forms(v)):
            err(f"amount not printed: {v}")
    rates = [f.get("tax_rate")] + [r["rate"] for r in f["tax_breakdown"]]
    for v in [x for x in rates if x] + [li["quantity"] for li in f["line_items"] if li["quantity"]]:
        if not any(has(x) for x in num_forms(v)):
            err(f"rate/quantity not printed: {v}")
    for li in f["line_items"]:
        if not has(li["description"]):
            err(f"line description not printed: {li['description']!r}")


# ------------------------------------------------------------------------------ driver
def check_one(folder: str, tpath: str, sources: str | None) -> list[str]:
    fails: list[str] = []
    with open(tpath, encoding="utf-8") as fh:
        t = json.load(fh)
    name = os.path.basename(tpath)

    def err(msg: str) -> None:
        fails.append(f"{name}: {msg}")

    if set(t) != {"file", "kind", "format", "pages", "language", "layout", "fields", "expected_validation_errors"}:
        err(f"truth keys {sorted(t)}")
        return fails
    doc = os.path.join(folder, t["file"])
    if not os.path.exists(doc) or os.path.splitext(t["file"])[0] != os.path.splitext(name)[0]:
        err("document missing or stem mismatch")
        return fails
    if sniff(doc) != t["format"]:
        err(f"format {sniff(doc)} != {t['format']}")
    if t["language"] not in LANG_LOCALES or t["kind"] not in ("text_pdf", "image", "scanned_pdf"):
        err("bad language/kind")
    f = t["fields"]
    _fmt_checks(f, err)
    _id_checks(f, err)
    if rules(f) != sorted(t["expected_validation_errors"]):
        err(f"rules {rules(f)} != expected {t['expected_validation_errors']}")
    if t["format"] == "pdf":
        text, n = pdf_text(doc)
        if n != t["pages"]:
            err(f"pages {n} != {t['pages']}")
        with open(doc, "rb") as fh:
            raw = fh.read()
        if t["kind"] == "text_pdf" and len(text.strip()) < 50:
            err("text layer missing")
        if t["kind"] == "scanned_pdf" and (text.strip() or b"/Font" in raw):
            err("scanned PDF has text or fonts")
    elif t["pages"] != 1:
        err("image with pages != 1")
    source = doc if t["kind"] == "text_pdf" else (os.path.join(sources, os.path.splitext(t["file"])[0] + ".pdf")
                                                  if sources else None)
    if source and os.path.exists(source):
        _printed_checks(f, t["language"], pdf_text(source)[0], err)
    elif t["kind"] != "text_pdf" and sources:
        err("source PDF missing")
    return fails


def check_folder(folder: str, sources: str | None = None) -> list[str]:
    fails: list[str] = []
    for fn in sorted(os.listdir(folder)):
        if fn.endswith(".json"):
            fails += check_one(folder, os.path.join(folder, fn), sources)
    return fails


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="check a jspdfgen folder")
    ap.add_argument("folder")
    ap.add_argument("--sources", help="folder with the source PDFs of images/scans (STEM.pdf)")
    a = ap.parse_args(argv)
    fails = check_folder(a.folder, a.sources)
    for m in fails:
        print(m)
    print(f"{len(fails)} failure(s)")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
