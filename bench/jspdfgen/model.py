"""The invoice model: line items, totals with Decimal, deliberate rule breaks, truth fields."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from decimal import Decimal

from catalog import CATALOG
from common import CENT, Party, dstr, q2, qty_str, rate_str

D = Decimal


@dataclass
class Line:
    desc: str
    qty: Decimal | None
    price: Decimal | None
    amount: Decimal
    rate: Decimal
    extra: dict = field(default_factory=dict)


@dataclass
class Inv:
    """All printed figures; builders print these and the truth is read from them."""

    lang: str
    loc: str
    currency: str
    vendor: Party
    customer: Party | None
    number: str
    issue: dt.date
    due: dt.date | None
    po: str | None
    terms: str | None
    iban: str | None
    lines: list[Line]
    subtotal: Decimal | None = None
    discount: Decimal | None = None
    shipping: Decimal | None = None
    breakdown: list[list[Decimal]] = field(default_factory=list)  # [rate, base, amount]
    tax: Decimal | None = None
    total: Decimal | None = None
    amount_due: Decimal | None = None
    tax_rate_single: Decimal | None = None
    gross_lines: bool = False
    breaks: list[str] = field(default_factory=list)
    info: dict = field(default_factory=dict)


def exact_price(rng: random.Random, qty: Decimal, lo: float, hi: float, places: int = 2) -> Decimal:
    """A unit price such that qty x price needs no rounding."""
    step = Decimal(1).scaleb(-places)
    for _ in range(200):
        p = Decimal(str(round(rng.uniform(lo, hi), places))).quantize(step)
        if p > 0 and (qty * p) == (qty * p).quantize(CENT):
            return p
    return Decimal(max(1, round(rng.uniform(lo, hi)))).quantize(CENT)


def pick_qty(rng: random.Random, kind: str = "int") -> Decimal:
    if kind == "hours":
        return D(rng.choice(["0.5", "1", "1.5", "2", "2.5", "3", "4", "0.75", "1.25", "6"]))
    if kind == "measure":
        return D(rng.choice(["12.5", "36.25", "48", "7.5", "120", "85.4", "22"]))
    if kind == "small":
        return D(rng.choice(["1", "1", "1", "2", "3"]))
    return D(rng.choice(["1", "1", "2", "2", "3", "4", "5", "6", "10", "12", "24", "25"]))


def catalog_items(rng: random.Random, domain: str, lang: str, n: int) -> list[str]:
    items = CATALOG[domain]
    picks = rng.sample(items, min(n, len(items)))
    while len(picks) < n:
        picks.append(rng.choice(items))
    dom = f"{rng.choice(['nordlicht', 'bluefin', 'kastanie', 'atelier9', 'solvia', 'brightpath'])}." \
          f"{rng.choice(['com', 'eu', 'net', 'io'])}"
    return [p[lang].replace("{d}", dom) for p in picks]


def net_totals(inv: Inv, std_rate: Decimal) -> None:
    """Fill subtotal, breakdown, tax, total, amount_due from net line amounts."""
    inv.subtotal = sum((ln.amount for ln in inv.lines), D("0.00"))
    bases: dict[Decimal, Decimal] = {}
    for ln in inv.lines:
        bases[ln.rate] = bases.get(ln.rate, D("0")) + ln.amount
    if inv.shipping:
        bases[std_rate] = bases.get(std_rate, D("0")) + inv.shipping
    if inv.discount:
        assert len(bases) == 1, "document discounts only on single-rate invoices"
        k = next(iter(bases))
        bases[k] -= inv.discount
    inv.breakdown = [[r, q2(b), q2(b * r / 100)] for r, b in sorted(bases.items(), reverse=True)]
    inv.tax = sum((row[2] for row in inv.breakdown), D("0.00"))
    inv.tax_rate_single = inv.breakdown[0][0] if len(inv.breakdown) == 1 else None
    inv.total = inv.subtotal - (inv.discount or 0) + (inv.shipping or 0) + inv.tax
    inv.amount_due = inv.total


def gross_totals(inv: Inv) -> None:
    """VAT-inclusive lines (receipts, restaurants): per-rate net/VAT split that is exact."""
    groups: dict[Decimal, Decimal] = {}
    for ln in inv.lines:
        groups[ln.rate] = groups.get(ln.rate, D("0")) + ln.amount
    rows = []
    for r, g in sorted(groups.items(), reverse=True):
        n = q2(g * 100 / (100 + r))
        for cand in (n, n - CENT, n + CENT, n - 2 * CENT, n + 2 * CENT):
            if cand + q2(cand * r / 100) == g:
                n = cand
                break
        rows.append([r, n, g - n])
    inv.breakdown = rows
    inv.tax = sum((row[2] for row in rows), D("0.00"))
    inv.total = sum(groups.values(), D("0.00"))
    inv.subtotal = None
    inv.tax_rate_single = rows[0][0] if len(rows) == 1 else None
    inv.amount_due = inv.total
    inv.gross_lines = True


BREAKS = ["line_amount", "line_sum", "tax_rate", "total", "due_before_issue"]


def apply_break(rng: random.Random, inv: Inv, allowed: list[str]) -> None:
    """Make the printed numbers inconsistent in one deliberate way."""
    kind = rng.choice(allowed)
    priced = [ln for ln in inv.lines if ln.qty is not None and ln.price is not None and ln.qty != 1]
    if kind == "line_amount" and priced:
        ln = rng.choice(priced)
        ln.price += D(rng.choice(["0.10", "1.00", "0.50", "2.00"]))
    elif kind == "line_sum" and priced and inv.subtotal is not None:
        ln = rng.choice(priced)
        ln.qty += 1
        ln.amount += ln.price
    elif kind == "tax_rate" and inv.tax is not None:
        delta = D(rng.choice(["1.00", "0.10", "10.00", "-1.00"]))
        if len(inv.breakdown) > 1:
            inv.tax += delta
        else:
            inv.tax += delta
            inv.breakdown[0][2] += delta
        inv.total += delta
        inv.amount_due += delta
    elif kind == "total" and inv.total is not None and inv.subtotal is not None:
        delta = D(rng.choice(["100.00", "10.00", "-1.00", "0.90"]))
        inv.total += delta
        inv.amount_due += delta
    elif inv.due is not None:
        inv.due = inv.issue - dt.timedelta(days=rng.choice([1, 14, 30, 31]))
        kind = "due_before_issue"
    else:
        return
    inv.breaks.append(kind)


def _m(d: Decimal | None) -> str | None:
    return None if d is None else dstr(d)


def truth_fields(inv: Inv) -> dict:
    c = inv.customer
    return {
        "vendor_name": inv.vendor.name,
        "vendor_address": ", ".join(inv.vendor.lines),
        "vendor_tax_id": inv.vendor.vat,
        "supplier_iban": inv.iban,
        "customer_name": c.name if c else None,
        "customer_address": (", ".join(c.lines) or None) if c else None,
        "customer_tax_id": c.vat if c else None,
        "invoice_number": inv.number,
        "invoice_date": inv.issue.isoformat(),
        "due_date": inv.due.isoformat() if inv.due else None,
        "purchase_order": inv.po,
        "currency": inv.currency,
        "subtotal": _m(inv.subtotal),
        "discount": _m(inv.discount),
        "shipping": _m(inv.shipping),
        "tax_rate": rate_str(inv.tax_rate_single) if inv.tax_rate_single is not None else None,
        "tax_amount": _m(inv.tax),
        "tax_breakdown": [{"rate": rate_str(r), "base": dstr(b), "amount": dstr(a)}
                          for r, b, a in inv.breakdown],
        "total": _m(inv.total),
        "amount_due": _m(inv.amount_due),
        "payment_terms": inv.terms,
        "line_items": [{"description": ln.desc,
                        "quantity": qty_str(ln.qty) if ln.qty is not None else None,
                        "unit_price": price_str(ln.price) if ln.price is not None else None,
                        "amount": dstr(ln.amount)} for ln in inv.lines],
    }


def price_str(p: Decimal) -> str:
    s = format(p, "f")
    if "." not in s:
        return s + ".00"
    return s if len(s.split(".")[1]) >= 2 else s + "0"


def _num(v):
    return None if v is None else Decimal(v)


def validate(f: dict) -> list[str]:
    """The corpus cross-field rules (tolerance 0.01), evaluated only with non-null operands."""
    tol = D("0.01")
    errs = set()
    for li in f["line_items"]:
        q, p, a = _num(li["quantity"]), _num(li["unit_price"]), _num(li["amount"])
        if q is not None and p is not None and abs(q * p - a) > tol:
            errs.add("line_amount")
    sub, disc, ship = _num(f["subtotal"]), _num(f["discount"]) or 0, _num(f["shipping"]) or 0
    tax, total = _num(f["tax_amount"]), _num(f["total"])
    if f["line_items"] and sub is not None and abs(sum(D(li["amount"]) for li in f["line_items"]) - sub) > tol:
        errs.add("line_sum")
    rows = f["tax_breakdown"]
    if tax is not None:
        if len(rows) > 1 or f["tax_rate"] is None:
            if rows and abs(sum(D(r["amount"]) for r in rows) - tax) > tol:
                errs.add("tax_rate")
        elif sub is not None and abs(q2((sub - disc + ship) * D(f["tax_rate"]) / 100) - tax) > tol:
            errs.add("tax_rate")
    if sub is not None and tax is not None and total is not None and abs(sub - disc + ship + tax - total) > tol:
        errs.add("total")
    if f["due_date"] and f["due_date"] < f["invoice_date"]:
        errs.add("due_before_issue")
    return sorted(errs)
