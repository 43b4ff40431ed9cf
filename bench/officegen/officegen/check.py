"""Self-check run on every generated document; any problem raises CheckError (loud failure)."""

import json
import os
import re
from decimal import Decimal as D

from PIL import Image

from . import render
from .ids import iban_is_valid, vat_is_valid
from .rules import validation_errors

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
RATE = re.compile(r"^\d+\.\d{2,3}$")
QTY = re.compile(r"^\d+(\.\d+)?$")
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
MAX_BYTES = 2 * 1024 * 1024


class CheckError(Exception):
    pass


def _fail(stem, msg):
    raise CheckError(f"{stem}: {msg}")


def squash(text):
    """Remove all whitespace (including no-break and narrow spaces)."""
    return re.sub(r"[\s\u00a0\u202f\u2009]+", "", text)


def collapse(text):
    return re.sub(r"[\s\u00a0\u202f\u2009]+", " ", text).strip()


def check_truth(stem, truth_path):
    with open(truth_path, encoding="utf-8") as fh:
        doc = json.load(fh)
    f = doc["fields"]
    if list(f) != FIELDS:
        _fail(stem, f"field names differ: {list(f)}")
    for key in ("subtotal", "discount", "shipping", "tax_amount", "total", "amount_due"):
        if f[key] is not None and not MONEY.match(f[key]):
            _fail(stem, f"{key} not a money string: {f[key]}")
    for key in ("invoice_date", "due_date"):
        if f[key] is not None and not ISO.match(f[key]):
            _fail(stem, f"{key} not ISO: {f[key]}")
    for li in f["line_items"]:
        if not (
            QTY.match(li["quantity"]) and RATE.match(li["unit_price"]) and MONEY.match(li["amount"])
        ):
            _fail(stem, f"bad line item values {li}")
    for row in f["tax_breakdown"]:
        if not (
            RATE.match(row["rate"]) and MONEY.match(row["base"]) and MONEY.match(row["amount"])
        ):
            _fail(stem, f"bad breakdown row {row}")
    got = validation_errors(f)
    if got != doc["expected_validation_errors"]:
        _fail(stem, f"rules give {got}, expected {doc['expected_validation_errors']}")
    if not got:
        for row in f["tax_breakdown"]:
            exact = (D(row["base"]) * D(row["rate"]) / 100).quantize(
                D("0.01"), rounding="ROUND_HALF_UP"
            )
            if exact != D(row["amount"]):
                _fail(stem, f"breakdown row not base x rate: {row}")
    if len(doc["expected_validation_errors"]) > 1:
        _fail(stem, "more than one rule broken")
    return doc


def check_ids(stem, inv, f):
    if f["supplier_iban"] is not None and not iban_is_valid(f["supplier_iban"]):
        _fail(stem, f"invalid IBAN {f['supplier_iban']}")
    if f["vendor_tax_id"] is not None and not vat_is_valid(f["vendor_tax_id"], inv.vendor.country):
        _fail(stem, f"invalid vendor tax id {f['vendor_tax_id']}")
    if f["customer_tax_id"] is not None and not vat_is_valid(
        f["customer_tax_id"], inv.customer.country
    ):
        _fail(stem, f"invalid customer tax id {f['customer_tax_id']}")


def printed_strings(inv):
    """What must be findable in the PDF text: (label, value, squash?)."""
    F = inv.F
    must = [
        ("invoice number", inv.number, True),
        ("total", F.money(inv.total), True),
        ("vendor name", inv.vendor.name, False),
    ]
    should = [
        ("customer name", inv.customer.name, False),
        ("amount due", F.money(inv.amount_due), True),
        ("invoice date", F.date(inv.date), True),
        ("subtotal", F.money(inv.subtotal), True),
        ("tax total", F.money(inv.tax_total), True),
    ]
    if inv.due:
        should.append(("due date", F.date(inv.due), True))
    if inv.po:
        should.append(("PO", inv.po, True))
    if inv.vendor.iban:
        should.append(("IBAN", inv.vendor.iban, True))
    if inv.vendor.vat_printed:
        should.append(("vendor VAT id", inv.vendor.vat_printed, True))
    if inv.customer.vat_printed:
        should.append(("customer VAT id", inv.customer.vat_printed, True))
    if inv.terms:
        should.append(("terms", inv.terms, True))
    for line in inv.lines:
        should.append((f"line amount {line.amount}", F.money(line.amount), True))
    return must + should


def check_text(stem, inv, pdf):
    raw = render.text(pdf)
    flat, squashed = collapse(raw), squash(raw)
    for label, value, sq in printed_strings(inv):
        ok = squash(value) in squashed if sq else collapse(value) in flat
        if not ok:
            _fail(
                stem, f"{label} {value!r} not found in pdftotext output of {os.path.basename(pdf)}"
            )


def check_file(stem, path, kind, fmt, pages):
    size = os.path.getsize(path)
    if size > MAX_BYTES:
        _fail(stem, f"{os.path.basename(path)} is {size} bytes (> 2 MB)")
    if kind == "image":
        with Image.open(path) as im:
            real = {"PNG": "png", "JPEG": "jpeg", "TIFF": "tiff"}[im.format]
            frames = getattr(im, "n_frames", 1)
        if real != fmt or frames != pages:
            _fail(stem, f"image is {real} with {frames} frames, truth says {fmt}/{pages}")
    else:
        if render.page_count(path) != pages:
            _fail(stem, "page count differs from truth")
        if kind == "scanned_pdf" and (
            render.fonts(path) or render.text(path, layout=False).strip()
        ):
            _fail(stem, "scanned PDF has fonts or a text layer")
        if kind == "text_pdf" and not render.text(path, layout=False).strip():
            _fail(stem, "text PDF has no text layer")


def check_document(stem, inv, truth_path, doc_path, kind, fmt, pages, text_pdf):
    doc = check_truth(stem, truth_path)
    check_ids(stem, inv, doc["fields"])
    check_text(stem, inv, text_pdf)
    check_file(stem, doc_path, kind, fmt, pages)
