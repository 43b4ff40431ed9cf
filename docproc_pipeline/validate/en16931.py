"""The EN 16931 arithmetic business rules that overlap ours, checked on an e-invoice's XML.

Rule ids are the standard's (BR-CO-10 .. BR-CO-16, BR-<category>-08 and BR-S-09 ..); each
finding names the rule, the business terms and both figures. A rule whose inputs are absent is
not reported (the MINIMUM profile, for one, has no lines). Tolerance: 0.01 in the currency.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from docproc_pipeline.extract.einvoice.model import EInvoice
from docproc_pipeline.extract.einvoice.profiles import RULES_NOT_APPLICABLE

_CENT = Decimal("0.01")
_ZERO = Decimal(0)
# VAT categories (UNCL 5305) with a BR-<x>-08 base rule; the rate-times-base rule (BR-<x>-09)
# applies to the taxed ones.
_BASE_RULE_CATEGORIES = ("S", "Z", "E", "AE", "K", "G", "O", "L", "M")
_RATE_RULE_CATEGORIES = ("S", "L", "M")


@dataclass(frozen=True, slots=True)
class Finding:
    rule: str
    message: str


def _sum(values: Iterable[Decimal | None]) -> Decimal | None:
    items = list(values)
    if any(v is None for v in items):
        return None
    return sum((v for v in items if v is not None), _ZERO)


def _check(
    out: list[Finding], rule: str, what: str, stated: Decimal | None, expected: Decimal | None
) -> None:
    if stated is not None and expected is not None and abs(stated - expected) > _CENT:
        out.append(Finding(rule, f"{rule}: {what} is {stated}, expected {expected}"))


def _totals(inv: EInvoice, out: list[Finding]) -> None:
    counted = [line for line in inv.lines if line.counted]
    if counted:
        _check(
            out,
            "BR-CO-10",
            "BT-106 sum of line net amounts",
            inv.line_total,
            _sum(line.net_amount for line in counted),
        )
    allowances = [ac.amount for ac in inv.allowances_charges if not ac.is_charge]
    charges = [ac.amount for ac in inv.allowances_charges if ac.is_charge]
    # Only itemised allowances/charges are summed: a profile without them (ZUGFeRD 1.0 BASIC)
    # may still state their totals, which BR-CO-13 then checks.
    _check(
        out,
        "BR-CO-11",
        "BT-107 sum of allowances",
        inv.allowance_total,
        sum(allowances, _ZERO) if allowances else None,
    )
    _check(
        out,
        "BR-CO-12",
        "BT-108 sum of charges",
        inv.charge_total,
        sum(charges, _ZERO) if charges else None,
    )
    if inv.line_total is not None:
        basis = inv.line_total - (inv.allowance_total or _ZERO) + (inv.charge_total or _ZERO)
        _check(out, "BR-CO-13", "BT-109 total without VAT", inv.tax_basis_total, basis)
    if inv.vat_rows:
        _check(
            out,
            "BR-CO-14",
            "BT-110 total VAT",
            inv.tax_total,
            _sum(row.amount for row in inv.vat_rows),
        )
    if inv.tax_basis_total is not None:
        grand = inv.tax_basis_total + (inv.tax_total or _ZERO)
        _check(out, "BR-CO-15", "BT-112 total with VAT", inv.grand_total, grand)
    if inv.grand_total is not None:
        due = inv.grand_total - (inv.prepaid or _ZERO) + (inv.rounding or _ZERO)
        _check(out, "BR-CO-16", "BT-115 amount due", inv.due_payable, due)


def _same(a: Decimal | None, b: Decimal | None) -> bool:
    return (a or _ZERO) == (b or _ZERO)


def _vat_rows(inv: EInvoice, out: list[Finding]) -> None:
    counted = [line for line in inv.lines if line.counted]
    for row in inv.vat_rows:
        category = (row.category or "").upper()
        if category in _BASE_RULE_CATEGORIES and counted:
            lines = _sum(
                line.net_amount
                for line in counted
                if (line.vat_category or "").upper() == category and _same(line.vat_rate, row.rate)
            )
            adjust = sum(
                (
                    ac.amount if ac.is_charge else -ac.amount
                    for ac in inv.allowances_charges
                    if (ac.vat_category or "").upper() == category and _same(ac.vat_rate, row.rate)
                ),
                _ZERO,
            )
            rule = f"BR-{category}-08"
            expected = None if lines is None else lines + adjust
            _check(out, rule, f"BT-116 VAT base at {category} {row.rate}%", row.base, expected)
        if category in _RATE_RULE_CATEGORIES and row.base is not None and row.rate is not None:
            expected = (row.base * row.rate / 100).quantize(_CENT, rounding=ROUND_HALF_UP)
            rule = f"BR-{category}-09"
            _check(out, rule, f"BT-117 VAT at {category} {row.rate}%", row.amount, expected)


def en16931_findings(inv: EInvoice) -> list[Finding]:
    """The broken arithmetic rules of `inv`, in rule order."""
    out: list[Finding] = []
    _totals(inv, out)
    _vat_rows(inv, out)
    skipped = RULES_NOT_APPLICABLE.get(inv.profile or "", frozenset())
    return [f for f in out if f.rule not in skipped]
