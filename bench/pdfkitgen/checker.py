"""Checks run on every document before it is kept: schema, cross-field rules, ids, printed values."""

import re
import subprocess
from decimal import Decimal

from schwifty import IBAN

from . import ids

TOL = Decimal("0.01")
SCALARS = [
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
MONEY = ["subtotal", "discount", "shipping", "tax_amount", "total", "amount_due"]


def D(v):
    return Decimal(v) if v is not None else Decimal(0)


def rules(f):
    """The corpus cross-field rules recomputed from truth fields -> sorted list of broken rule names."""
    out = set()
    items = f.get("line_items") or []
    for it in items:
        if (
            it.get("quantity")
            and it.get("unit_price")
            and abs(D(it["quantity"]) * D(it["unit_price"]) - D(it["amount"])) > TOL
        ):
            out.add("line_amount")
    if (
        f.get("subtotal") is not None
        and items
        and abs(sum(D(i["amount"]) for i in items) - D(f["subtotal"])) > TOL
    ):
        out.add("line_sum")
    base = D(f.get("subtotal")) - D(f.get("discount")) + D(f.get("shipping"))
    bd = f.get("tax_breakdown") or []
    if f.get("tax_amount") is not None:
        if bd and abs(sum(D(r["amount"]) for r in bd) - D(f["tax_amount"])) > TOL:
            out.add("tax_rate")
        if f.get("tax_rate") is not None and f.get("subtotal") is not None:
            exp = (base * D(f["tax_rate"]) / 100).quantize(TOL, rounding="ROUND_HALF_UP")
            if abs(exp - D(f["tax_amount"])) > TOL:
                out.add("tax_rate")
    has_total = f.get("total") is not None and f.get("subtotal") is not None
    if has_total and abs(base + D(f.get("tax_amount")) - D(f["total"])) > TOL:
        out.add("total")
    if f.get("due_date") and f.get("invoice_date") and f["due_date"] < f["invoice_date"]:
        out.add("due_before_issue")
    return sorted(out)


def schema(truth):
    f = truth["fields"]
    errs = [f"missing {k}" for k in SCALARS if k not in f]
    for k in MONEY:
        if f.get(k) is not None and not re.fullmatch(r"-?\d+\.\d\d", f[k]):
            errs.append(f"{k} not money: {f[k]}")
    for k in ("invoice_date", "due_date"):
        if f.get(k) is not None and not re.fullmatch(r"\d{4}-\d\d-\d\d", f[k]):
            errs.append(f"{k} not ISO")
    for it in f["line_items"]:
        if it["quantity"] is not None and (it["quantity"].endswith(".0") or "E" in it["quantity"]):
            errs.append(f"quantity not minimal {it['quantity']}")
        if it["unit_price"] is not None and not re.fullmatch(r"-?\d+\.\d{2,}", it["unit_price"]):
            errs.append(f"unit price format {it['unit_price']}")
    for r in f["tax_breakdown"]:
        if (
            abs(D(r["base"]) * D(r["rate"]) / 100 - D(r["amount"])) > TOL
            and not truth["expected_validation_errors"]
        ):
            errs.append("breakdown row not base x rate")
    return errs


def id_checks(doc, f):
    errs = []
    if f["supplier_iban"]:
        try:
            IBAN(f["supplier_iban"])
        except ValueError as e:
            errs.append(f"bad IBAN {f['supplier_iban']}: {e}")
    for party, key in ((doc.seller, "vendor_tax_id"), (doc.buyer, "customer_tax_id")):
        if f[key] and not ids.check_tax_id(party.cc, f[key]):
            errs.append(f"bad tax id {f[key]} ({party.cc})")
    return errs


def pdf_text(path):
    return subprocess.run(
        ["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True
    ).stdout


def squash(s):
    return "".join(str(s).split()).casefold()


def printed_values(doc, f):
    """The scalar truth values in the form the document printed them."""
    vals = [
        f["vendor_name"],
        f["customer_name"],
        f["invoice_number"],
        f["purchase_order"],
        f["payment_terms"],
        doc.seller.tax_printed,
        doc.buyer.tax_printed if doc.buyer else None,
        doc.iban_str if doc.iban_printed else None,
        doc.d(doc.issue),
        doc.d(doc.due) if doc.due else None,
    ]
    vals += [doc.up(x) for x in doc.seller.lines] + (
        [doc.up(x) for x in doc.buyer.lines] if doc.buyer else []
    )
    several = len(f["tax_breakdown"]) > 1
    # with several rates the corpus allows tax_amount = the sum of the printed rows (then each row must be printed)
    vals += [
        doc.n(Decimal(f[k]))
        for k in MONEY
        if f[k] is not None and not (k == "tax_amount" and several)
    ]
    vals += [doc.n(Decimal(r["amount"])) for r in f["tax_breakdown"]] if several else []
    if f["tax_rate"] is not None:
        vals.append(
            doc.n(Decimal(f["tax_rate"])).rstrip("0").rstrip(",.")
            if Decimal(f["tax_rate"]) % 1
            else str(int(Decimal(f["tax_rate"])))
        )
    for it in f["line_items"]:
        vals += it["description"].split()[:3] + [doc.n(Decimal(it["amount"]))]
    return [v for v in vals if v]


def text_check(doc, f, pdf_path):
    txt = squash(pdf_text(pdf_path))
    return [f"not printed: {v!r}" for v in printed_values(doc, f) if squash(v) not in txt]


def check(doc, truth, pdf_path):
    f = truth["fields"]
    errs = schema(truth) + id_checks(doc, f) + text_check(doc, f, pdf_path)
    if rules(f) != truth["expected_validation_errors"]:
        errs.append(f"rules {rules(f)} != expected {truth['expected_validation_errors']}")
    return errs
