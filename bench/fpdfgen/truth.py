"""Ground truth in the corpus schema, built from the same Invoice object the layouts print."""
from .fmt import minimal, price_str, rate_str


def money(d):
    return None if d is None else format(d.quantize(d.__class__("0.01")), "f")


def compact(s):
    return None if s is None else s.replace(" ", "")


def fields(inv):
    c, v = inv.customer, inv.vendor
    single = inv.tax_mode in ("single", "reverse")
    return {
        "vendor_name": v["name"],
        "vendor_address": ", ".join(v["lines"]),
        "vendor_tax_id": compact(v["vat"]),
        "supplier_iban": v["iban"],
        "customer_name": c["name"],
        "customer_address": ", ".join(c["lines"]) if inv.customer_address_printed else None,
        "customer_tax_id": compact(c["vat"]),
        "invoice_number": inv.number,
        "invoice_date": inv.date.isoformat(),
        "due_date": inv.due.isoformat() if inv.due else None,
        "purchase_order": inv.po,
        "currency": inv.currency,
        "subtotal": money(inv.subtotal),
        "discount": money(inv.discount),
        "shipping": money(inv.shipping),
        "tax_rate": rate_str(inv.rates[0]) if single else None,
        "tax_amount": money(inv.tax),
        "tax_breakdown": [{"rate": rate_str(r["rate"]), "base": money(r["base"]), "amount": money(r["amount"])}
                          for r in inv.breakdown],
        "total": money(inv.total),
        "amount_due": money(inv.amount_due),
        "payment_terms": inv.terms,
        "line_items": [{"description": it["desc"], "quantity": minimal(it["qty"]), "unit_price": price_str(it["price"]),
                        "amount": money(it["amount"])} for it in inv.items],
    }


def record(inv, file, kind, fmt, pages):
    return {"file": file, "kind": kind, "format": fmt, "pages": pages, "language": inv.lang, "layout": inv.layout,
            "fields": fields(inv), "expected_validation_errors": sorted(set(inv.rule_errors))}
