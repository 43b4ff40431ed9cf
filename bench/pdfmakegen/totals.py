"""Totals, VAT breakdown, deliberate inconsistencies, ground truth and the cross-field rules."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from fmt import minimal, q2

D = Decimal
TOL = D("0.01")
CORRUPTIONS = ["line_amount", "tax_rate", "total", "line_sum", "due_before_issue"]


def compute(doc) -> None:
    """Subtotal from the printed line amounts; tax per rate (shipping at the standard rate)."""
    doc.subtotal = doc.extra.get("subtotal_override") or sum(
        (ln["amount"] for ln in doc.lines), D("0.00")
    )
    rates = sorted({ln["rate"] for ln in doc.lines}, reverse=True)
    disc, ship = doc.discount or D(0), doc.shipping or D(0)
    if len(rates) == 1:
        base = doc.subtotal - disc + ship
        doc.breakdown = [dict(rate=rates[0], base=base, amount=q2(base * rates[0] / 100))]
    else:
        std = max(rates)
        doc.breakdown = []
        for r in rates:
            base = sum((ln["amount"] for ln in doc.lines if ln["rate"] == r), D("0.00"))
            if r == std:
                base += ship
            doc.breakdown.append(dict(rate=r, base=base, amount=q2(base * r / 100)))
    slip = doc.extra.get("tax_slip", D(0))
    if len(doc.breakdown) == 1:  # a single printed tax figure: the slip is in it
        doc.breakdown[0]["amount"] += slip
        slip = D(0)
    doc.tax = sum((b["amount"] for b in doc.breakdown), D("0.00")) + slip
    doc.total = doc.subtotal - disc + ship + doc.tax + doc.extra.get("total_slip", D(0))
    doc.amount_due = {
        "total": doc.total,
        "deposit": doc.total - (doc.deposit or D(0)),
        "paid": D("0.00"),
        "none": None,
    }[doc.amount_due_mode]


def corrupt_before(doc, kind: str) -> None:
    """Make the printed numbers inconsistent the way real invoices are (call before compute)."""
    rng = doc.rng
    if kind == "line_amount":
        ln = rng.choice([x for x in doc.lines if x["amount"] > 1])
        ln["amount"] += rng.choice([D("0.02"), D("-0.03"), D("1.00"), D("0.10"), D("-0.10")])
    elif kind == "tax_rate":
        doc.extra["tax_slip"] = rng.choice([D("0.02"), D("-0.02"), D("0.03")])
    elif kind == "total":
        doc.extra["total_slip"] = rng.choice([D("0.05"), D("1.00"), D("-0.10")])
    elif kind == "line_sum":
        doc.extra["subtotal_override"] = sum(x["amount"] for x in doc.lines) + rng.choice(
            [D("0.05"), D("10.00"), D("-0.03")]
        )
    elif kind == "due_before_issue":
        doc.due = doc.issue - dt.timedelta(days=rng.choice([1, 10, 30]))


def s2(d):
    return None if d is None else str(q2(d))


def rate_s(d: Decimal) -> str:
    s = minimal(d)
    return s if len(s.partition(".")[2]) >= 2 else str(d.quantize(D("0.01")))


def fields(doc) -> dict:
    v, c = doc.vendor, doc.customer
    single = len(doc.breakdown) == 1
    return {
        "vendor_name": v["name"],
        "vendor_address": ", ".join(v["lines"]),
        "vendor_tax_id": v["tax_id"].replace(" ", "") if v.get("tax_id") else None,
        "supplier_iban": v.get("iban"),
        "customer_name": c["name"],
        "customer_address": ", ".join(c["lines"]) if c["lines"] else None,
        "customer_tax_id": c["tax_id"].replace(" ", "") if c.get("tax_id") else None,
        "invoice_number": doc.number,
        "invoice_date": doc.issue.isoformat(),
        "due_date": doc.due.isoformat() if doc.due else None,
        "purchase_order": doc.po,
        "currency": doc.loc["cur"],
        "subtotal": s2(doc.subtotal),
        "discount": s2(doc.discount),
        "shipping": s2(doc.shipping),
        "tax_rate": rate_s(doc.breakdown[0]["rate"]) if single else None,
        "tax_amount": s2(doc.tax),
        "tax_breakdown": [
            {"rate": rate_s(b["rate"]), "base": s2(b["base"]), "amount": s2(b["amount"])}
            for b in doc.breakdown
        ],
        "total": s2(doc.total),
        "amount_due": s2(doc.amount_due),
        "payment_terms": doc.terms,
        "line_items": [
            {
                "description": ln["desc"],
                "quantity": minimal(ln["qty"]),
                "unit_price": rate_s(ln["price"]),
                "amount": s2(ln["amount"]),
            }
            for ln in doc.lines
        ],
    }


def rules(f: dict) -> list[str]:
    """The corpus cross-field rules, recomputed from a truth 'fields' dict with Decimal."""
    errs = set()
    num = lambda k: D(f[k]) if f.get(k) is not None else None  # noqa: E731
    for li in f["line_items"]:
        if abs(D(li["quantity"]) * D(li["unit_price"]) - D(li["amount"])) > TOL:
            errs.add("line_amount")
    if (
        f["line_items"]
        and abs(sum(D(li["amount"]) for li in f["line_items"]) - num("subtotal")) > TOL
    ):
        errs.add("line_sum")
    disc, ship = num("discount") or D(0), num("shipping") or D(0)
    rows = f.get("tax_breakdown") or []
    if f.get("tax_rate") is not None:
        expect = q2((num("subtotal") - disc + ship) * D(f["tax_rate"]) / 100)
        if abs(expect - num("tax_amount")) > TOL:
            errs.add("tax_rate")
    elif rows and abs(sum(D(r["amount"]) for r in rows) - num("tax_amount")) > TOL:
        errs.add("tax_rate")
    if abs(num("subtotal") - disc + ship + num("tax_amount") - num("total")) > TOL:
        errs.add("total")
    if f.get("due_date") and f["due_date"] < f["invoice_date"]:
        errs.add("due_before_issue")
    return sorted(errs)
