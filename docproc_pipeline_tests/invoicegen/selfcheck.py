"""Check that what the truth claims is printed really is in a PDF's text layer."""

from __future__ import annotations

import re

from .model import GeneratedInvoice


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ").replace("\u202f", " ")).strip()


def printed_values(inv: GeneratedInvoice) -> dict[str, str]:
    """Each non-null truth field (but line descriptions, which wrap inside table cells) as the
    string the document prints for it."""
    out = {
        "invoice_number": inv.invoice_number,
        "invoice_date": inv.date(inv.invoice_date),
        "vendor_name": inv.vendor.name,
        "customer_name": inv.customer.name,
        "subtotal": inv.num(inv.subtotal),
        "total": inv.num(inv.total),
    }
    for role, party in (("vendor", inv.vendor), ("customer", inv.customer)):
        for i, line in enumerate(party.lines):
            out[f"{role}_address[{i}]"] = line
        if party.tax_id_printed:
            out[f"{role}_tax_id"] = party.tax_id_printed
    optional = {
        "due_date": inv.date(inv.due_date) if inv.due_date else None,
        "purchase_order": inv.purchase_order,
        "payment_terms": inv.payment_terms,
        "supplier_iban": inv.extras.get("iban"),
        "discount": inv.num(inv.discount) if inv.discount is not None else None,
        "shipping": inv.num(inv.shipping) if inv.shipping is not None else None,
        "amount_due": inv.num(inv.amount_due) if inv.amount_due_shown else None,
        "tax_amount": inv.num(inv.tax_amount)
        if len(inv.tax_rows) == 1 or inv.print_tax_total
        else None,
    }
    out.update({k: v for k, v in optional.items() if v is not None})
    return out


def missing_from_text(inv: GeneratedInvoice, text: str) -> list[str]:
    """Names of the truth values that the text layer does not contain."""
    flat = _norm(text)
    return [name for name, value in printed_values(inv).items() if _norm(value) not in flat]
