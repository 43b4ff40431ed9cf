"""Document context, invoice model, amounts and taxes, deliberate rule breaks, truth fields."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from decimal import Decimal

import numpy as np

from . import catalog, ids, parties
from .fmt import CENT, Formatter, at_least, minimal, q2
from .labels import LABELS, TERMS
from .locales import LOCALES, SMALL_BUSINESS, Locale

D = Decimal
RULES = ["line_amount", "line_sum", "tax_rate", "total", "due_before_issue"]
EU_COUNTRIES = ["DE", "AT", "FR", "BE", "NL", "ES", "IT", "PT", "PL", "IE"]


class Ctx:
    """Per-document randomness, locale, formatter and label choice (one synonym per key per document)."""

    def __init__(self, seed: int, kind: str, index: int, loc: Locale, layout: str) -> None:
        self.seed = seed
        self.doc_seed = random.Random(f"weasygen-{seed}-{kind}-{index}").randrange(2**31)
        self.rng = random.Random(self.doc_seed)
        self.np = np.random.default_rng(self.doc_seed)
        self.kind, self.index, self.loc, self.layout = kind, index, loc, layout
        self.lang = loc.lang
        self.f = Formatter(loc, self.rng)
        self._labels: dict[str, str] = {}

    def l(self, key: str) -> str:  # noqa: E743 - short on purpose, used in every template
        if key not in self._labels:
            v = LABELS[self.lang][key]
            self._labels[key] = self.rng.choice(v) if isinstance(v, list) else v
        return self._labels[key]

    def raw(self, key: str):
        return LABELS[self.lang][key]


@dataclass
class Line:
    description: str
    qty: Decimal
    unit: str
    price: Decimal
    rate: Decimal
    amount: Decimal = D("0")
    article: str = ""
    section: int = 0


@dataclass
class Invoice:
    loc: Locale
    vendor: parties.Party
    customer: parties.Party | None
    number: str
    issue: dt.date
    lines: list[Line]
    rates: list[Decimal]
    regime: str = "std"  # std | reverse | small
    due: dt.date | None = None
    po: str | None = None
    terms: str | None = None
    customer_no: str | None = None
    order_date: dt.date | None = None
    delivery_date: dt.date | None = None
    discount: Decimal | None = None
    discount_pct: Decimal | None = None
    shipping: Decimal | None = None
    deposit: Decimal | None = None
    deposit_kind: str = "deposit"  # deposit | retention
    show_due_amount: bool = True
    show_customer_tax: bool = False
    subtotal: Decimal = D("0")
    breakdown: list[tuple[Decimal, Decimal, Decimal]] = field(default_factory=list)
    tax: Decimal = D("0")
    total: Decimal = D("0")
    amount_due: Decimal | None = None
    errors: list[str] = field(default_factory=list)
    print_date: dt.date | None = None
    note: str | None = None
    extra: dict = field(default_factory=dict)

    @property
    def base(self) -> Decimal:
        return self.subtotal - (self.discount or 0) + (self.shipping or 0)

    @property
    def single_rate(self) -> bool:
        return len(self.breakdown) == 1


def _number(rng: random.Random, issue: dt.date) -> str:
    y, n = issue.year, rng.randint(12, 4999)
    return rng.choice(
        [
            f"{y}-{n:04d}",
            f"RE-{y}-{n:04d}",
            f"F{y}/{n:05d}",
            f"INV-{rng.randint(10000, 99999)}",
            f"{y}{issue.month:02d}{n:03d}",
            f"FA-{y % 100}-{n:05d}",
            f"{n:05d}/{y % 100}",
        ]
    )


def _qty(rng: random.Random, unit: str) -> Decimal:
    if unit == "h":
        return D(rng.choice(["1", "1.5", "2", "2.5", "3.25", "4", "6.5", "8", "12", "16.75"]))
    if unit in ("m2", "m"):
        return D(rng.choice(["12", "24.5", "36.25", "48", "7.5", "120", "86.4", "15"]))
    if unit in ("month", "day"):
        return D(rng.randint(1, 6))
    if unit == "flat":
        return D(1)
    return D(rng.choice([1, 1, 2, 3, 4, 5, 6, 10, 12, 20, 25]))


def _price(rng: random.Random, qty: Decimal, lo: int, hi: int) -> Decimal:
    for _ in range(1000):
        p = D(rng.randint(lo * 100, hi * 100)) / 100
        if (qty * p) == (qty * p).quantize(CENT):
            return p
    return D(lo)


def make_lines(c: Ctx, kind: str, n: int, rates: list[Decimal]) -> list[Line]:
    rng, lang = c.rng, c.lang
    units = catalog.UNITS[lang]
    out: list[Line] = []
    if kind == "craft":
        sections = rng.sample(range(4), k=min(4, max(2, n // 3)))
        for s_no, s in enumerate(sections, 1):
            for desc, unit, lo, hi in catalog.CRAFT[lang][s][: rng.randint(2, 3)]:
                q = _qty(rng, unit)
                out.append(
                    Line(desc, q, units[unit], _price(rng, q, lo, hi), rates[0], section=s_no)
                )
        c.raw_sections = [c.raw("crafts")[s] for s in sections]
    elif kind == "shop":
        for name, lo, hi, red in rng.sample(catalog.SHOP[lang], k=min(n, 8)):
            q = D(rng.choice([1, 1, 1, 2, 3]))
            p = D(rng.randint(lo, hi)) / 100
            out.append(Line(name, q, "", p, rates[1] if (red and len(rates) > 1) else rates[0]))
    else:
        pool = catalog.ITEMS[lang]
        picks = rng.sample(pool, k=min(n, len(pool))) + [
            rng.choice(pool) for _ in range(max(0, n - len(pool)))
        ]
        for desc, unit, lo, hi, red in picks:
            q = _qty(rng, unit)
            out.append(
                Line(
                    desc,
                    q,
                    units[unit],
                    _price(rng, q, lo, hi),
                    rates[1] if (red and len(rates) > 1) else rates[0],
                )
            )
        if len(rates) > 1 and len({ln.rate for ln in out}) < 2:
            out[-1].rate = rates[1 - rates.index(out[-1].rate)]
    for ln in out:
        ln.amount = q2(ln.qty * ln.price)
        ln.article = f"{rng.choice(['A', 'K', 'P', ''])}{rng.randint(1000, 99999)}"
    return out


def compute(inv: Invoice, brk: str | None) -> None:
    """Subtotal, discount, tax rows, total and amount due; `brk` makes one rule fail on purpose."""
    if brk == "line_amount":
        inv.lines[len(inv.lines) // 2].amount += D("10.00")
    inv.subtotal = sum((ln.amount for ln in inv.lines), D("0"))
    if brk == "line_sum":
        inv.subtotal += D("10.00")
    if inv.discount_pct is not None:
        inv.discount = q2(inv.subtotal * inv.discount_pct / 100)
    if inv.regime != "std":
        inv.breakdown = [(D("0.00"), inv.base, D("0.00"))]
    elif len(inv.rates) == 1:
        inv.breakdown = [(inv.rates[0], inv.base, q2(inv.base * inv.rates[0] / 100))]
    else:
        rows = []
        for r in inv.rates:
            b = sum((ln.amount for ln in inv.lines if ln.rate == r), D("0"))
            if r == inv.rates[0]:
                b += inv.shipping or 0
                if brk == "line_sum":
                    b += D("10.00")
            rows.append((r, b, q2(b * r / 100)))
        inv.breakdown = rows
    inv.tax = sum((t for _, _, t in inv.breakdown), D("0"))
    if brk == "tax_rate":
        inv.tax += D("1.00")
        if len(inv.breakdown) == 1:
            r, b, t = inv.breakdown[0]
            inv.breakdown = [(r, b, t + D("1.00"))]
    inv.total = inv.base + inv.tax
    if brk == "total":
        inv.total += D("10.00")
    if inv.deposit_kind == "retention":
        inv.deposit = q2(inv.total * D(inv.extra.get("retention_pct", "5")) / 100)
    inv.amount_due = inv.total - (inv.deposit or 0) if inv.show_due_amount else None
    if brk:
        inv.errors = [brk]


def _dates(c: Ctx, inv: Invoice, brk: str | None, days: int) -> None:
    rng = c.rng
    if inv.due is not None or rng.random() < 0.7 or brk == "due_before_issue":
        inv.due = inv.issue + dt.timedelta(days=days)
        if brk == "due_before_issue":
            inv.due = inv.issue - dt.timedelta(days=rng.randint(3, 20))
    if rng.random() < 0.4:
        inv.order_date = inv.issue - dt.timedelta(days=rng.randint(5, 40))
    if rng.random() < 0.4:
        inv.delivery_date = inv.issue - dt.timedelta(days=rng.randint(0, 6))
    inv.print_date = inv.issue + dt.timedelta(days=rng.randint(0, 3))


def build(c: Ctx, flags: dict, brk: str | None, max_lines: int) -> Invoice:
    rng, loc = c.rng, c.loc
    vendor = parties.vendor(loc, rng, c.doc_seed)
    if not flags.get("bank", True):
        vendor.iban = vendor.bic = None
    regime = "std"
    if flags.get("customer", True) and loc.eu and rng.random() < 0.1 and flags.get("rates", 1) == 1:
        regime = "reverse"
    elif loc.country in SMALL_BUSINESS and rng.random() < 0.1 and flags.get("rates", 1) == 1:
        regime = "small"
    customer = None
    if flags.get("customer", True):
        cloc = loc
        if regime == "reverse":
            cc = rng.choice([x for x in EU_COUNTRIES if x != loc.country])
            cloc = next(x for x in LOCALES.values() if x.country == cc)
        customer = parties.customer(
            cloc, rng, c.doc_seed, c.lang, foreign=cloc.country != loc.country
        )
        if regime == "reverse" or rng.random() < 0.25:
            customer.tax_id = ids.vat_id(rng, cloc.country, cloc.lang)
    rates = [loc.rates[0], loc.rates[1]] if flags.get("rates", 1) == 2 else [loc.rates[0]]
    if loc.country == "US":
        rates = [D(rng.choice(["8.875", "6.25", "7.00", "9.50", "4.00"]))]
    n = rng.randint(flags.get("min_lines", 2), max(flags.get("min_lines", 2), max_lines))
    lines = make_lines(c, flags.get("lines", "generic"), n, rates)
    issue = dt.date(2025, 6, 1) + dt.timedelta(days=rng.randint(0, 540))
    inv = Invoice(loc, vendor, customer, _number(rng, issue), issue, lines, rates, regime)
    days = rng.choice([10, 14, 21, 30, 45, 60])
    if flags.get("terms", True) and rng.random() < 0.75:
        inv.terms = rng.choice(TERMS[c.lang]).format(d=days)
    if flags.get("customer", True):
        _dates(c, inv, brk, days)
        if rng.random() < 0.45:
            inv.po = rng.choice(
                [
                    f"PO-{rng.randint(10000, 99999)}",
                    f"45{rng.randint(10**7, 10**8 - 1)}",
                    f"BST-{issue.year}-{rng.randint(100, 999)}",
                ]
            )
        if rng.random() < 0.5:
            inv.customer_no = str(rng.randint(10000, 99999))
    _amount_options(c, inv, flags)
    compute(inv, brk)
    return inv


def _amount_options(c: Ctx, inv: Invoice, flags: dict) -> None:
    rng = c.rng
    if len(inv.rates) == 1 and flags.get("discount", True) and rng.random() < 0.25:
        if rng.random() < 0.6:
            inv.discount_pct = D(rng.choice(["2", "3", "5", "10"]))
        else:
            inv.discount = D(rng.choice(["20.00", "50.00", "100.00"]))
    if flags.get("shipping", True) and rng.random() < 0.2:
        inv.shipping = D(rng.choice(["4.90", "6.95", "9.90", "12.50", "25.00"]))
    if flags.get("deposit", True) and rng.random() < 0.15:
        inv.deposit = D(rng.choice(["100.00", "250.00", "500.00"]))
    if flags.get("retention") and rng.random() < 0.45:
        inv.deposit, inv.deposit_kind = None, "retention"
        inv.extra["retention_pct"] = rng.choice(["3", "5", "10"])
    inv.show_due_amount = (
        flags.get("due_amount", 0.8) > rng.random()
        or inv.deposit is not None
        or inv.deposit_kind == "retention"
    )
    if (
        inv.discount is not None
        and inv.discount >= sum((ln.amount for ln in inv.lines), D("0")) / 2
    ):
        inv.discount = None
    if inv.deposit is not None and inv.deposit >= sum((ln.amount for ln in inv.lines), D("0")) / 2:
        inv.deposit = None


def truth_fields(inv: Invoice) -> dict:
    v, cu = inv.vendor, inv.customer
    single = len(inv.breakdown) == 1
    return {
        "vendor_name": v.name,
        "vendor_address": v.address,
        "vendor_tax_id": v.tax_id.replace(" ", "") if v.tax_id else None,
        "supplier_iban": v.iban,
        "customer_name": cu.name if cu else None,
        "customer_address": cu.address if cu else None,
        "customer_tax_id": cu.tax_id.replace(" ", "") if cu and cu.tax_id else None,
        "invoice_number": inv.number,
        "invoice_date": inv.issue.isoformat(),
        "due_date": inv.due.isoformat() if inv.due else None,
        "purchase_order": inv.po,
        "currency": inv.loc.currency,
        "subtotal": str(q2(inv.subtotal)),
        "discount": str(q2(inv.discount)) if inv.discount is not None else None,
        "shipping": str(q2(inv.shipping)) if inv.shipping is not None else None,
        "tax_rate": at_least(inv.breakdown[0][0], 2) if single else None,
        "tax_amount": str(q2(inv.tax)),
        "tax_breakdown": [
            {"rate": at_least(r, 2), "base": str(q2(b)), "amount": str(q2(t))}
            for r, b, t in inv.breakdown
        ],
        "total": str(q2(inv.total)),
        "amount_due": str(q2(inv.amount_due)) if inv.amount_due is not None else None,
        "payment_terms": inv.terms,
        "line_items": [
            {
                "description": ln.description,
                "quantity": minimal(ln.qty),
                "unit_price": at_least(ln.price, 2),
                "amount": str(q2(ln.amount)),
            }
            for ln in inv.lines
        ],
    }
