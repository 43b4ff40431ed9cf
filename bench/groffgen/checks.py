"""Checks run on every document before it is kept."""

from __future__ import annotations

import re
import subprocess
from decimal import Decimal

from model import TAX_VALIDATORS, validation_errors
from schwifty import IBAN

KEYS = [
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
RATE = re.compile(r"^\d+\.\d{2,}$")
QTY = re.compile(r"^\d+(\.\d*[1-9])?$")
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def pdftext(pdf_path):
    return subprocess.run(
        ["pdftotext", "-layout", pdf_path, "-"], capture_output=True, text=True
    ).stdout


def squash(s):
    return "".join(str(s).split())


def check_truth(t, inv):
    errs = []
    f = t["fields"]
    if sorted(f) != sorted(KEYS):
        errs.append(f"keys {sorted(set(f) ^ set(KEYS))}")
    for k in ("subtotal", "discount", "shipping", "tax_amount", "total", "amount_due"):
        if f[k] is not None and not MONEY.match(f[k]):
            errs.append(f"format {k}={f[k]}")
    if f["tax_rate"] is not None and not RATE.match(f["tax_rate"]):
        errs.append("format tax_rate")
    for k in ("invoice_date", "due_date"):
        if f[k] is not None and not DATE.match(f[k]):
            errs.append(f"format {k}")
    for r in f["tax_breakdown"]:
        if not (RATE.match(r["rate"]) and MONEY.match(r["base"]) and MONEY.match(r["amount"])):
            errs.append("format breakdown")
    for it in f["line_items"]:
        if not (
            QTY.match(it["quantity"]) and RATE.match(it["unit_price"]) and MONEY.match(it["amount"])
        ):
            errs.append(f"format line {it}")
    ve = validation_errors(f)
    if ve != t["expected_validation_errors"]:
        errs.append(f"validation {ve} != {t['expected_validation_errors']}")
    if inv.brk is None and ve:
        errs.append(f"clean document breaks {ve}")
    if inv.brk is not None and ve != [inv.brk]:
        errs.append(f"intended break {inv.brk}, got {ve}")
    if inv.brk is None and len(f["tax_breakdown"]) and f["tax_rate"] is not None:
        r = f["tax_breakdown"][0]
        b = Decimal(r["base"]) * Decimal(r["rate"]) / 100
        if abs(
            b.quantize(Decimal("0.01"), rounding="ROUND_HALF_UP") - Decimal(r["amount"])
        ) > Decimal("0.001"):
            errs.append("breakdown row != base x rate")
    if f["supplier_iban"]:
        try:
            IBAN(f["supplier_iban"])
        except Exception as e:  # noqa: BLE001
            errs.append(f"iban {e}")
    for k in ("vendor_tax_id", "customer_tax_id"):
        if f[k] and not TAX_VALIDATORS[inv.country].is_valid(f[k]):
            errs.append(f"tax id {k}={f[k]}")
    return errs


def printed_values(inv, t):
    f = t["fields"]
    vals = [
        f["vendor_name"],
        f["customer_name"],
        f["invoice_number"],
        f["purchase_order"],
        f["payment_terms"],
        inv.vendor_tax,
        inv.customer_tax,
        inv.fd(inv.date),
    ]
    vals += list(inv.vendor_lines or []) + list(inv.customer_lines or [])
    if f["supplier_iban"]:
        vals.append(inv.iban_p)
    if inv.due:
        vals.append(inv.fd(inv.due))
    for k in ("subtotal", "discount", "shipping", "total", "amount_due"):
        if f[k] is not None:
            vals.append(inv.num(Decimal(f[k])))
    if len(inv.breakdown) == 1:
        vals.append(inv.num(inv.tax))
        vals.append(inv.rate_s(inv.breakdown[0].rate))
    else:
        vals.append(inv.num(inv.tax))
        for r in inv.breakdown:
            vals.append(inv.num(r.amount))
    for it in inv["items"]:
        vals.append(" ".join(it.desc.split()[:2]))
        vals.append(inv.num(it.amount))
    return [v for v in vals if v]


def check_text(pdf_path, inv, t):
    txt = squash(pdftext(pdf_path))
    missing = [v for v in printed_values(inv, t) if squash(v) not in txt]
    return [f"not in text: {m!r}" for m in missing]
