"""Ground truth in the corpus format, and a self-check that recomputes the cross-field rules."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from htmlgen import ids
from htmlgen.model import Invoice, Party


def _money(value: Decimal | None) -> str | None:
    return None if value is None else f"{value:.2f}"


def _rate(value: Decimal) -> str:
    text = f"{value.normalize():f}"
    whole, _, frac = text.partition(".")
    return f"{whole}.{frac.ljust(2, '0')}"


def _quantity(value: Decimal) -> str:
    text = f"{value.normalize():f}"
    return text


def _party(party: Party | None) -> tuple[str | None, str | None, str | None]:
    if party is None:
        return None, None, None
    address = ", ".join(party.lines) if party.lines else None
    tax = ids.truth_vat_id(party.tax_id) if party.tax_id else None
    return party.name, address, tax


def fields(inv: Invoice) -> dict[str, Any]:
    """The truth `fields` object: what the document prints, in the corpus conventions."""
    vname, vaddr, vtax = _party(inv.vendor)
    cname, caddr, ctax = _party(inv.customer)
    single = inv.single_rate
    return {
        "vendor_name": vname,
        "vendor_address": vaddr,
        "vendor_tax_id": vtax,
        "supplier_iban": inv.iban,
        "customer_name": cname,
        "customer_address": caddr,
        "customer_tax_id": ctax,
        "invoice_number": inv.number,
        "invoice_date": inv.issued.isoformat(),
        "due_date": inv.due.isoformat() if inv.due else None,
        "purchase_order": inv.po,
        "currency": inv.spec.currency,
        "subtotal": _money(inv.subtotal),
        "discount": _money(inv.discount),
        "shipping": _money(inv.shipping),
        "tax_rate": _rate(single) if single is not None else None,
        "tax_amount": _money(inv.tax_amount),
        "tax_breakdown": [
            {"rate": _rate(r), "base": _money(b), "amount": _money(a)} for r, b, a in inv.breakdown
        ],
        "total": _money(inv.total),
        "amount_due": _money(inv.amount_due) if inv.show_amount_due else None,
        "payment_terms": inv.terms,
        "line_items": [
            {
                "description": ln.description,
                "quantity": _quantity(ln.quantity),
                "unit_price": _rate(ln.unit_price),
                "amount": _money(ln.amount),
            }
            for ln in inv.lines
        ],
    }


def document(
    inv: Invoice, file: str, kind: str, fmt: str, pages: int, layout: str
) -> dict[str, Any]:
    return {
        "file": file,
        "kind": kind,
        "format": fmt,
        "pages": pages,
        "language": inv.spec.language,
        "layout": layout,
        "fields": fields(inv),
        "expected_validation_errors": sorted(inv.errors),
    }


def _d(value: Any) -> Decimal:
    return Decimal(value) if value is not None else Decimal(0)


def rule_errors(f: dict[str, Any]) -> list[str]:
    """The cross-field rules of the corpus README, recomputed from truth fields."""
    tol = Decimal("0.01")
    errors = []
    items = f["line_items"]
    if any(abs(_d(i["quantity"]) * _d(i["unit_price"]) - _d(i["amount"])) > tol for i in items):
        errors.append("line_amount")
    if abs(sum((_d(i["amount"]) for i in items), Decimal(0)) - _d(f["subtotal"])) > tol:
        errors.append("line_sum")
    net = _d(f["subtotal"]) - _d(f["discount"]) + _d(f["shipping"])
    rows = f["tax_breakdown"]
    if f["tax_rate"] is not None:
        expected = (net * _d(f["tax_rate"]) / 100).quantize(tol)
        bad = abs(expected - _d(f["tax_amount"])) > tol
    else:
        bad = abs(sum((_d(r["amount"]) for r in rows), Decimal(0)) - _d(f["tax_amount"])) > tol
    if bad:
        errors.append("tax_rate")
    if abs(net + _d(f["tax_amount"]) - _d(f["total"])) > tol:
        errors.append("total")
    if f["due_date"] and f["due_date"] < f["invoice_date"]:
        errors.append("due_before_issue")
    return sorted(errors)


def self_check(truth: dict[str, Any], country: str) -> list[str]:
    """Problems with one truth document: rule mismatch, bad checksums, bad row arithmetic."""
    f = truth["fields"]
    problems = []
    if rule_errors(f) != truth["expected_validation_errors"]:
        problems.append(f"rules {rule_errors(f)} != {truth['expected_validation_errors']}")
    if f["supplier_iban"] and not ids.iban_is_valid(f["supplier_iban"]):
        problems.append(f"bad IBAN {f['supplier_iban']}")
    for key in ("vendor_tax_id", "customer_tax_id"):
        if f[key] and not ids.vat_id_is_valid(country, f[key].replace("-", "").replace(".", "")):
            problems.append(f"bad {key} {f[key]}")
    if not truth["expected_validation_errors"]:
        for row in f["tax_breakdown"]:
            if (_d(row["base"]) * _d(row["rate"]) / 100).quantize(
                Decimal("0.01"), ROUND_HALF_UP
            ) != _d(row["amount"]):
                problems.append(f"breakdown row {row}")
    return problems
