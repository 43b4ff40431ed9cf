"""Checker: cross-field rules vs expected_validation_errors, ids, and printed money values."""

from __future__ import annotations

import json
import re
import subprocess
from decimal import Decimal
from pathlib import Path
from typing import Any

from schwifty import IBAN

from .locales import LOCALES, LocaleSpec
from .money import number, price_places
from .rules import breakdown_problems, broken_rules

SPACES = str.maketrans({"\u00a0": " ", "\u202f": " ", "\u2009": " "})


def locale_of(stem: str) -> LocaleSpec:
    parts = stem.split("_")
    return LOCALES[f"{parts[2]}_{parts[3]}"]


def _printed(text: str, value: Decimal, spec: LocaleSpec, places: int = 2) -> bool:
    want = number(value.copy_abs(), spec, places)
    return re.search(r"(?<![\d.,'])" + re.escape(want) + r"(?!\d)", text) is not None


def printed_problems(text: str, fields: dict[str, Any], spec: LocaleSpec,
                     errors: list[str]) -> list[str]:
    """Every truth money value must be printed, formatted for the locale; no '###' cells."""
    text = re.sub(r" +", " ", text.translate(SPACES))
    problems = ["'###' printed (column too narrow)"] if "###" in text else []
    if fields["invoice_number"] not in text:
        problems.append("invoice number not printed")
    rows = fields["tax_breakdown"]
    money_keys = ["subtotal", "discount", "shipping", "total", "amount_due"]
    if len(rows) == 1 or "tax_rate" in errors:
        money_keys.append("tax_amount")
    values = [(k, fields[k], 2) for k in money_keys if fields.get(k) is not None]
    for i, li in enumerate(fields["line_items"]):
        price = Decimal(li["unit_price"])
        values += [(f"line {i + 1} amount", li["amount"], 2),
                   (f"line {i + 1} unit price", li["unit_price"], price_places(price))]
    for row in rows:
        values.append((f"tax row {row['rate']}", row["amount"], 2))
        if len(rows) > 1:
            values.append((f"tax base {row['rate']}", row["base"], 2))
    for name, value, places in values:
        if not _printed(text, Decimal(value), spec, places):
            problems.append(f"{name} {value} not printed")
    return problems


def truth_problems(doc: dict[str, Any]) -> list[str]:
    fields, expected = doc["fields"], doc["expected_validation_errors"]
    problems = []
    got = broken_rules(fields)
    if got != expected or expected != sorted(expected):
        problems.append(f"rules broken {got} but expected {expected}")
    if not expected:
        problems += breakdown_problems(fields)
    if fields.get("supplier_iban"):
        try:
            IBAN(fields["supplier_iban"])
        except ValueError as exc:
            problems.append(f"bad IBAN: {exc}")
    return problems + _tax_id_problems(fields)


def _tax_id_problems(fields: dict[str, Any]) -> list[str]:
    from stdnum import get_cc_module

    out = []
    for key in ("vendor_tax_id", "customer_tax_id"):
        value = fields.get(key)
        if not value:
            continue
        compact = re.sub(r"[^0-9A-Za-z]", "", value)
        cc = {"CHE": ("ch", "uid")}.get(compact[:3])
        if cc is None and compact[:2].isalpha():
            name = {"es": "nif", "pl": "nip"}.get(compact[:2].lower(), "vat")
            cc = (compact[:2].lower(), name)
        elif cc is None:
            cc = ("br", "cnpj") if len(compact) == 14 else ("us", "ein")
        if not get_cc_module(*cc).is_valid(compact):
            out.append(f"{key} {value} fails its check digits")
    return out


def check_folder(root: Path) -> dict[str, list[str]]:
    """Problems per document for every truth file under root (text PDFs are re-read)."""
    report: dict[str, list[str]] = {}
    for path in sorted(root.rglob("sg_*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        problems = truth_problems(doc)
        target = path.with_name(doc["file"])
        if doc["kind"] == "text_pdf":
            from .render import pdf_pages, pdf_text

            problems += printed_problems(pdf_text(target), doc["fields"], locale_of(path.stem),
                                         doc["expected_validation_errors"])
            if pdf_pages(target) != doc["pages"]:
                problems.append("page count differs")
        elif doc["kind"] == "scanned_pdf":
            fonts = subprocess.run(["pdffonts", str(target)], capture_output=True, text=True)
            if len(fonts.stdout.splitlines()) > 2:
                problems.append("scanned PDF has fonts")
        if problems:
            report[path.stem] = problems
    return report
