"""Ground-truth JSON in the corpus schema."""

from decimal import Decimal as D


def money(v):
    return None if v is None else f"{D(v):.2f}"


def rate_str(v):
    v = D(v)
    return f"{v:.2f}" if v == v.quantize(D("0.01")) else format(v.normalize(), "f")


def price_str(v):
    return rate_str(v)


def qty_str(v):
    v = D(v).normalize()
    return format(v, "f")


def fields(inv) -> dict:
    v, c = inv.vendor, inv.customer
    single = inv.single_rate
    return {
        "vendor_name": v.name,
        "vendor_address": v.address_truth,
        "vendor_tax_id": v.vat_truth,
        "supplier_iban": v.iban,
        "customer_name": c.name,
        "customer_address": c.address_truth,
        "customer_tax_id": c.vat_truth,
        "invoice_number": inv.number,
        "invoice_date": inv.date.isoformat(),
        "due_date": inv.due.isoformat() if inv.due else None,
        "purchase_order": inv.po,
        "currency": inv.spec.currency,
        "subtotal": money(inv.subtotal),
        "discount": money(inv.discount),
        "shipping": money(inv.shipping),
        "tax_rate": rate_str(inv.breakdown[0][0]) if single else None,
        "tax_amount": money(inv.tax_total),
        "tax_breakdown": [
            {"rate": rate_str(r), "base": money(b), "amount": money(a)} for r, b, a in inv.breakdown
        ],
        "total": money(inv.total),
        "amount_due": money(inv.amount_due),
        "payment_terms": inv.terms,
        "line_items": [
            {
                "description": line_text(l),
                "quantity": qty_str(l.qty),
                "unit_price": price_str(l.unit_price),
                "amount": money(l.amount),
            }
            for l in inv.lines
        ],
    }


def line_text(line):
    """Description as printed, continuation/detail line joined with a space."""
    return f"{line.desc} {line.detail}" if line.detail else line.desc


def document(inv, stem, kind, fmt, pages) -> dict:
    ext = {"jpeg": "jpg", "tiff": "tif"}.get(fmt, fmt)
    return {
        "file": f"{stem}.{ext}",
        "kind": kind,
        "format": fmt,
        "pages": pages,
        "language": inv.lang,
        "layout": inv.layout,
        "fields": fields(inv),
        "expected_validation_errors": sorted(inv.errors),
    }
