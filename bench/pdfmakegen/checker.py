"""Independent checks of a generated folder (or of one document against its source PDF).

    .venv/bin/python bench/pdfmakegen/checker.py DIR

Schema, format sniffing, page counts, text layer present (text_pdf) / absent (scanned_pdf), IBAN and
VAT/EIN check digits, the cross-field rules recomputed with Decimal against expected_validation_errors,
breakdown rows = base x rate on consistent documents, and (text PDFs) every truth value is printed.
"""

from __future__ import annotations

import json
import os
import re
import sys
import unicodedata
from decimal import ROUND_HALF_UP, Decimal

import pypdfium2 as pdfium
from PIL import Image
from schwifty import IBAN
from stdnum.ch import uid
from stdnum.eu import vat as euvat
from stdnum.gb import vat as gbvat
from stdnum.us import ein

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fmt  # noqa: E402
from locales import LOCALES  # noqa: E402

D = Decimal
TOL = D("0.01")
MONEY = ["subtotal", "discount", "shipping", "tax_amount", "total", "amount_due"]
TEXTS = ["vendor_name", "customer_name", "invoice_number", "purchase_order", "payment_terms"]
SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "CHF": "CHF", "PLN": "zł"}
MAGIC = [(b"%PDF", "pdf"), (b"\x89PNG", "png"), (b"\xff\xd8", "jpeg")]


def q2(d: Decimal) -> Decimal:
    return d.quantize(D("0.01"), rounding=ROUND_HALF_UP)


def rules(f: dict) -> list[str]:
    errs = set()
    n = {k: D(f[k]) if f.get(k) is not None else D(0) for k in MONEY}
    items = f["line_items"]
    if any(abs(D(x["quantity"]) * D(x["unit_price"]) - D(x["amount"])) > TOL for x in items):
        errs.add("line_amount")
    if items and abs(sum(D(x["amount"]) for x in items) - n["subtotal"]) > TOL:
        errs.add("line_sum")
    net = n["subtotal"] - n["discount"] + n["shipping"]
    if f["tax_rate"] is not None:
        bad = abs(q2(net * D(f["tax_rate"]) / 100) - n["tax_amount"]) > TOL
    else:
        bad = abs(sum(D(r["amount"]) for r in f["tax_breakdown"]) - n["tax_amount"]) > TOL
    if bad:
        errs.add("tax_rate")
    if abs(net + n["tax_amount"] - n["total"]) > TOL:
        errs.add("total")
    if f["due_date"] and f["due_date"] < f["invoice_date"]:
        errs.add("due_before_issue")
    return sorted(errs)


def valid_tax_id(v: str) -> bool:
    c = re.sub(r"[^0-9A-Za-z]", "", v).upper()
    if re.fullmatch(r"\d{2}-?\d{7}", v):
        return ein.is_valid(v)
    if c.startswith("CHE"):
        return uid.is_valid(c[:12])
    if c.startswith("GB"):
        return gbvat.is_valid(c)
    if c.isdigit() and len(c) == 10:
        return euvat.is_valid("PL" + c)
    if c.isdigit() and len(c) == 9:
        return euvat.is_valid("PT" + c)
    return euvat.is_valid(c)


def check_fields(t: dict) -> list[str]:
    f, bad = t["fields"], []
    for k in ("vendor_tax_id", "customer_tax_id"):
        if f[k] and not valid_tax_id(f[k]):
            bad.append(f"{k} {f[k]} fails its check digits")
    if f["supplier_iban"]:
        try:
            IBAN(f["supplier_iban"])
        except ValueError as e:
            bad.append(f"IBAN {f['supplier_iban']}: {e}")
    if rules(f) != t["expected_validation_errors"]:
        bad.append(f"rules {rules(f)} != expected {t['expected_validation_errors']}")
    if not t["expected_validation_errors"]:
        for r in f["tax_breakdown"]:
            if q2(D(r["base"]) * D(r["rate"]) / 100) != D(r["amount"]):
                bad.append(f"breakdown row {r} is not base x rate")
    if f["tax_rate"] is None and len(f["tax_breakdown"]) < 2:
        bad.append("tax_rate null with a single breakdown row")
    return bad


def norm(s: str) -> str:
    s = unicodedata.normalize("NFKC", s).replace("\u00a0", " ").replace("\u202f", " ")
    return " ".join(s.split()).casefold()


def pdf_text(path: str) -> str:
    pdf = pdfium.PdfDocument(path)
    text = "\n".join(p.get_textpage().get_text_range() for p in pdf)
    pdf.close()
    return text


def _langs_babel(lang: str) -> list[str]:
    return sorted({v["babel"] for v in LOCALES.values() if v["lang"] == lang})


def _num_found(value: str, hay: str, places) -> bool:
    return any(v.casefold() in hay for v in fmt.all_number_variants(D(value), places))


def _rate_found(value: str, hay: str) -> bool:
    return any(_num_found(value, hay, p) for p in (0, 1, 2, 3))


def check_text(t: dict, pdf_path: str) -> list[str]:
    """Every truth value must be printed: names, ids, numbers (any locale format), dates (any style)."""
    raw = pdf_text(pdf_path)
    hay = norm(raw)
    alnum = re.sub(r"[^0-9A-Z]", "", unicodedata.normalize("NFKC", raw).upper())
    f, miss = t["fields"], []
    for k in TEXTS:
        if f[k] and norm(f[k]) not in hay:
            miss.append(f"{k}={f[k]!r}")
    for k in ("vendor_address", "customer_address"):
        for part in (f[k] or "").split(", "):
            if part and norm(part) not in hay:
                miss.append(f"{k} part {part!r}")
    for k in ("vendor_tax_id", "customer_tax_id", "supplier_iban"):
        if f[k] and re.sub(r"[^0-9A-Z]", "", f[k].upper()) not in alnum:
            miss.append(f"{k}={f[k]}")
    for k in MONEY:
        if f[k] is not None and not _num_found(f[k], hay, 2):
            miss.append(f"{k}={f[k]}")
    for k in ("invoice_date", "due_date"):
        if f[k]:
            from datetime import date

            day = date.fromisoformat(f[k])
            if not any(
                norm(v) in hay for v in fmt.all_date_variants(day, _langs_babel(t["language"]))
            ):
                miss.append(f"{k}={f[k]}")
    cur = f["currency"]
    if cur.casefold() not in hay and SYMBOLS[cur].casefold() not in hay:
        miss.append(f"currency {cur}")
    if f["tax_rate"] is not None and not _rate_found(f["tax_rate"], hay):
        miss.append(f"tax_rate={f['tax_rate']}")
    for r in f["tax_breakdown"]:
        if not (
            _rate_found(r["rate"], hay)
            and _num_found(r["base"], hay, 2)
            and _num_found(r["amount"], hay, 2)
        ):
            miss.append(f"breakdown {r}")
    for i, li in enumerate(f["line_items"]):
        if norm(li["description"]) not in hay:
            miss.append(f"line {i} description {li['description']!r}")
        if not (
            _num_found(li["quantity"], hay, None)
            and _num_found(li["unit_price"], hay, None)
            and _num_found(li["amount"], hay, 2)
        ):
            miss.append(f"line {i} numbers {li}")
    return miss


def sniff(path: str) -> str:
    with open(path, "rb") as fh:
        head = fh.read(8)
    return next((name for magic, name in MAGIC if head.startswith(magic)), "unknown")


def check_file(t: dict, path: str) -> list[str]:
    bad = []
    if sniff(path) != t["format"]:
        bad.append(f"format {sniff(path)} != {t['format']}")
        return bad
    if t["format"] == "pdf":
        pdf = pdfium.PdfDocument(path)
        pages, text = len(pdf), "".join(p.get_textpage().get_text_range() for p in pdf).strip()
        pdf.close()
        if pages != t["pages"]:
            bad.append(f"pages {pages} != {t['pages']}")
        if t["kind"] == "scanned_pdf" and text:
            bad.append("scanned PDF has a text layer")
        if t["kind"] == "text_pdf":
            bad += check_text(t, path)
    else:
        with Image.open(path) as im:
            if getattr(im, "n_frames", 1) != t["pages"] or im.format.lower() != t["format"]:
                bad.append(f"image {im.format} with {getattr(im, 'n_frames', 1)} frames != truth")
    return bad


def check_dir(folder: str) -> list[str]:
    problems, n = [], 0
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as fh:
            t = json.load(fh)
        if "fields" not in t:
            continue
        n += 1
        path = os.path.join(folder, t["file"])
        if not os.path.exists(path):
            problems.append(f"{name}: missing {t['file']}")
            continue
        problems += [f"{t['file']}: {p}" for p in check_fields(t) + check_file(t, path)]
    if n == 0:
        problems.append(f"no truth files in {folder}")
    return problems


if __name__ == "__main__":
    found = check_dir(sys.argv[1])
    for p in found:
        print("FAIL", p)
    print("checker: FAILED" if found else "checker: all documents pass")
    sys.exit(1 if found else 0)
