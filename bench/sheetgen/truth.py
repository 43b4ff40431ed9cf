"""Ground truth in the corpus schema, taken from the same values that are printed."""

from __future__ import annotations

from typing import Any

from .invoice import Invoice
from .money import minimal, truth_money, truth_rate


def _price(value: Any) -> str:
    text = truth_money(value) or "0.00"
    return text if value == value.quantize(value.__class__("0.01")) else f"{value:f}"


def fields(inv: Invoice) -> dict[str, Any]:
    single = inv.single_rate
    return {
        "vendor_name": inv.vendor.name,
        "vendor_address": inv.vendor.address,
        "vendor_tax_id": _compact(inv.vendor.tax_id),
        "supplier_iban": inv.iban,
        "customer_name": inv.customer.name,
        "customer_address": inv.customer.address or None,
        "customer_tax_id": _compact(inv.customer.tax_id),
        "invoice_number": inv.number,
        "invoice_date": inv.issued.isoformat(),
        "due_date": inv.due.isoformat() if inv.due else None,
        "purchase_order": inv.po,
        "currency": inv.spec.currency,
        "subtotal": truth_money(inv.subtotal),
        "discount": truth_money(inv.discount),
        "shipping": truth_money(inv.shipping),
        "tax_rate": truth_rate(single) if single is not None else None,
        "tax_amount": truth_money(inv.tax_amount),
        "tax_breakdown": [{"rate": truth_rate(r.rate), "base": truth_money(r.base),
                           "amount": truth_money(r.amount)} for r in inv.tax_rows],
        "total": truth_money(inv.total),
        "amount_due": truth_money(inv.amount_due) if inv.show_due_amount else None,
        "payment_terms": inv.terms,
        "line_items": [{"description": li.description, "quantity": minimal(li.qty),
                        "unit_price": _price(li.unit_price), "amount": truth_money(li.amount)}
                       for li in inv.lines],
    }


def _compact(value: str | None) -> str | None:
    return value.replace(" ", "") if value else None


def document(inv: Invoice, stem: str, kind: str, fmt: str, ext: str, pages: int) -> dict[str, Any]:
    return {
        "file": f"{stem}.{ext}",
        "kind": kind,
        "format": fmt,
        "pages": pages,
        "language": inv.spec.lang,
        "layout": inv.layout,
        "fields": fields(inv),
        "expected_validation_errors": list(inv.errors),
    }
