"""Cross-field rules exactly as the corpus README defines them, evaluated on a truth `fields` dict."""

from decimal import Decimal as D

TOL = D("0.01")
Q = D("0.01")


def _d(v):
    return None if v is None else D(str(v))


def _off(a, b):
    return abs(a - b) > TOL


def validation_errors(f: dict) -> list:
    errs = set()
    sub, disc, ship = (
        _d(f.get("subtotal")),
        _d(f.get("discount")) or D(0),
        _d(f.get("shipping")) or D(0),
    )
    tax, total = _d(f.get("tax_amount")), _d(f.get("total"))
    for li in f.get("line_items") or []:
        q, p, a = _d(li.get("quantity")), _d(li.get("unit_price")), _d(li.get("amount"))
        if None not in (q, p, a) and _off(q * p, a):
            errs.add("line_amount")
    amounts = [_d(li.get("amount")) for li in f.get("line_items") or []]
    if sub is not None and amounts and None not in amounts and _off(sum(amounts), sub):
        errs.add("line_sum")
    rows = f.get("tax_breakdown") or []
    if tax is not None and rows:
        if _off(sum(_d(r["amount"]) for r in rows), tax):
            errs.add("tax_rate")
        elif f.get("tax_rate") is not None and sub is not None:
            expect = ((sub - disc + ship) * _d(f["tax_rate"]) / 100).quantize(
                Q, rounding="ROUND_HALF_UP"
            )
            if _off(expect, tax):
                errs.add("tax_rate")
    if None not in (sub, tax, total) and _off(sub - disc + ship + tax, total):
        errs.add("total")
    if f.get("due_date") and f.get("invoice_date") and f["due_date"] < f["invoice_date"]:
        errs.add("due_before_issue")
    return sorted(errs)
