"""Ground truth in the corpus schema, and a checker of the corpus cross-field rules."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from .doc import Invoice
from .ids import truth_tax_id
from .model import RULES

TOL = Decimal("0.01")


def money(value: Decimal | None) -> str | None:
    return None if value is None else f"{value.quantize(Decimal('0.01')):f}"


def rate_str(value: Decimal) -> str:
    text = f"{value.normalize():f}"
    return f"{value:.2f}" if len(text.partition(".")[2]) <= 2 else text


def qty_str(value: Decimal) -> str:
    text = f"{value.normalize():f}"
    return text


def fields(inv: Invoice) -> dict[str, Any]:
    a = inv.amounts
    v, c = inv.vendor, inv.customer
    return {
        "vendor_name": v.name, "vendor_address": v.address,
        "vendor_tax_id": truth_tax_id(v.tax_id) if v.tax_id else None,
        "supplier_iban": v.iban,
        "customer_name": c.name, "customer_address": c.address or None,
        "customer_tax_id": truth_tax_id(c.tax_id) if c.tax_id else None,
        "invoice_number": inv.number, "invoice_date": inv.issue.isoformat(),
        "due_date": inv.due.isoformat() if inv.due else None,
        "purchase_order": inv.po, "currency": inv.style.currency,
        "subtotal": money(a.subtotal), "discount": money(a.discount), "shipping": money(a.shipping),
        "tax_rate": rate_str(a.single_rate) if a.single_rate is not None else None,
        "tax_amount": money(a.tax),
        "tax_breakdown": [{"rate": rate_str(r.rate), "base": money(r.base), "amount": money(r.amount)}
                          for r in a.rows],
        "total": money(a.total), "amount_due": money(a.due) if inv.print_due else None,
        "payment_terms": inv.terms,
        "line_items": [{"description": ln.desc, "quantity": qty_str(ln.qty),
                        "unit_price": rate_str(ln.price), "amount": money(ln.amount)}
                       for ln in a.lines],
    }


def record(inv: Invoice, file: str, kind: str, fmt: str, pages: int, layout: str) -> dict[str, Any]:
    return {"file": file, "kind": kind, "format": fmt, "pages": pages,
            "language": inv.locale.lang, "layout": layout,
            "fields": fields(inv), "expected_validation_errors": sorted(inv.amounts.breaks)}


def _d(value: Any) -> Decimal:
    return Decimal(str(value)) if value is not None else Decimal(0)


def broken_rules(f: dict[str, Any]) -> list[str]:
    """Recompute the README rules from the truth fields alone."""
    out = set()
    lines = f["line_items"]
    if any(abs(_d(x["quantity"]) * _d(x["unit_price"]) - _d(x["amount"])) > TOL for x in lines):
        out.add("line_amount")
    if abs(sum((_d(x["amount"]) for x in lines), Decimal(0)) - _d(f["subtotal"])) > TOL:
        out.add("line_sum")
    rows = f["tax_breakdown"] or []
    base = _d(f["subtotal"]) - _d(f["discount"]) + _d(f["shipping"])
    if rows and abs(sum((_d(r["amount"]) for r in rows), Decimal(0)) - _d(f["tax_amount"])) > TOL:
        out.add("tax_rate")
    if f["tax_rate"] is not None:
        want = (base * _d(f["tax_rate"]) / 100).quantize(Decimal("0.01"), rounding="ROUND_HALF_UP")
        if abs(want - _d(f["tax_amount"])) > TOL:
            out.add("tax_rate")
    if abs(base + _d(f["tax_amount"]) - _d(f["total"])) > TOL:
        out.add("total")
    if f["due_date"] and dt.date.fromisoformat(f["due_date"]) < dt.date.fromisoformat(f["invoice_date"]):
        out.add("due_before_issue")
    return sorted(out)


def check_record(rec: dict[str, Any]) -> list[str]:
    """Problems with one truth record (empty when it is consistent)."""
    f = rec["fields"]
    problems = []
    got = broken_rules(f)
    if got != rec["expected_validation_errors"]:
        problems.append(f"rules {got} != expected {rec['expected_validation_errors']}")
    if not set(got) <= set(RULES):
        problems.append("unknown rule")
    if not rec["expected_validation_errors"]:
        for r in f["tax_breakdown"]:
            want = (_d(r["base"]) * _d(r["rate"]) / 100).quantize(Decimal("0.01"), rounding="ROUND_HALF_UP")
            if want != _d(r["amount"]):
                problems.append(f"breakdown row {r} is not base x rate")
        rows_base = sum((_d(r["base"]) for r in f["tax_breakdown"]), Decimal(0))
        if rows_base != _d(f["subtotal"]) - _d(f["discount"]) + _d(f["shipping"]):
            problems.append("breakdown bases do not add up to the taxable amount")
    if f["amount_due"] is not None and _d(f["amount_due"]) > _d(f["total"]):
        problems.append("amount_due above total")
    for key in ("vendor_name", "customer_name", "invoice_number", "invoice_date", "total", "currency"):
        if not f.get(key):
            problems.append(f"missing {key}")
    return problems
