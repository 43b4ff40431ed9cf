"""Ctx (rng, locale, label choice, formatting), Line/Invoice, amounts, taxes, rule breaks, truth."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from decimal import Decimal as D

from . import catalog, fmt, parties
from .labels import TERMS, L
from .locales import LOCALES, SMALL_BUSINESS

BREAKS = ["line_amount", "line_sum", "tax_rate", "total", "due_before_issue"]
EU_FOREIGN = {
    "DE": "fr_FR",
    "AT": "de_DE",
    "FR": "de_DE",
    "BE": "nl_NL",
    "NL": "de_DE",
    "ES": "fr_FR",
    "IT": "de_AT",
    "PT": "fr_FR",
    "PL": "de_DE",
    "IE": "nl_NL",
}


class Ctx:
    def __init__(self, seed: str, loc_code: str):
        self.r = random.Random(seed)
        self.loc = LOCALES[loc_code]
        self.lang = self.loc.lang
        self._lab: dict = {}
        r = self.r
        self.cur = (
            self.loc.symbol if (r.random() < 0.6) else self.loc.currency,
            self.loc.sym_before if r.random() < 0.8 else not self.loc.sym_before,
        )
        self.date_style = r.choice(
            ["num", "num", "long", "iso"] if self.lang != "en" else ["num", "long"]
        )
        self.grouping = r.random() < 0.8
        self.rate_style = r.randint(0, 1)

    def lab(self, key: str) -> str:
        v = L[self.lang][key]
        if isinstance(v, str):
            return v
        if key not in self._lab:
            self._lab[key] = self.r.choice(v)
        return self._lab[key]

    def money(self, d) -> str:
        return fmt.money(D(d), self.loc, self.cur, self.grouping)

    def num(self, d) -> str:
        return fmt.num(D(d), self.loc, 2, self.grouping)

    def date(self, d: dt.date) -> str:
        return fmt.date(d, self.loc, self.date_style)

    def rate(self, d) -> str:
        return fmt.rate(D(d), self.loc, self.rate_style)

    def qty(self, d) -> str:
        return fmt.qty(D(d), self.loc)


@dataclass
class Line:
    desc: str
    qty: D
    price: D
    amount: D
    rate: D
    group: str = ""
    unit: str = ""


@dataclass
class Invoice:
    vendor: parties.Party
    customer: parties.Party | None
    number: str
    issue: dt.date
    due: dt.date | None
    po: str | None
    lines: list
    mode: str = "normal"  # normal | rc | small
    discount: D | None = None
    shipping: D | None = None
    deposit: D | None = None
    show_due_amt: bool = True
    terms: str | None = None
    subtotal: D = D(0)
    net: D = D(0)
    rows: list = field(default_factory=list)  # [(rate, base, amount)]
    tax: D = D(0)
    total: D = D(0)
    amount_due: D | None = None
    errors: list = field(default_factory=list)
    extra: dict = field(default_factory=dict)

    @property
    def multi(self) -> bool:
        return len(self.rows) > 1


def make_line(ctx: Ctx, item: tuple, rate: D) -> Line:
    r = ctx.r
    desc, lo, hi, kind = item if len(item) == 4 else (*item, "pc")
    if kind == "h":
        q = D(r.randint(2, 40)) / 2
        p = D(r.randint(lo, hi))
    elif kind == "m":
        q = D(r.randint(8, 200)) / 4
        p = D(r.randint(lo * 25, hi * 25)) * 4 / 100
    else:
        q = D(r.choice([1, 1, 2, 3, 4, 5, 6, 10, 12, 20]))
        p = D(r.randint(lo * 100, hi * 100)) / 100
    return Line(desc, q, p, fmt.q2(q * p), rate)


def make_lines(ctx: Ctx, n: int, rates: list, multi: bool) -> list:
    items = list(catalog.ITEMS[ctx.lang])
    ctx.r.shuffle(items)
    out = [make_line(ctx, items[i % len(items)], D(rates[0])) for i in range(n)]
    if multi:
        red = catalog.REDUCED[ctx.lang]
        for i in sorted(ctx.r.sample(range(n), max(1, n // 3))):
            out[i] = make_line(ctx, red, D(rates[1]))
    return out


def choose_terms(ctx: Ctx) -> str | None:
    if ctx.r.random() < 0.15:
        return None
    t = ctx.r.choice(TERMS[ctx.lang])
    return t.format(n=ctx.r.choice([7, 10, 14, 30, 45, 60]), p=ctx.r.choice([2, 3]))


def compute(inv: Invoice, std: D, delta: D = D(0)) -> None:
    """Amounts from the lines, exactly (delta: a deliberate error added to the printed subtotal)."""
    inv.subtotal = sum((ln.amount for ln in inv.lines), D(0)) + delta
    inv.net = inv.subtotal - (inv.discount or 0) + (inv.shipping or 0)
    bases: dict = {}
    for ln in inv.lines:
        bases[ln.rate] = bases.get(ln.rate, D(0)) + ln.amount
    if delta:
        bases[std] = bases.get(std, D(0)) + delta
    if inv.discount:
        bases = {std: inv.subtotal - inv.discount}
    if inv.shipping:
        bases[std] = bases.get(std, D(0)) + inv.shipping
    if inv.mode != "normal":
        bases = {D(0): inv.net}
    inv.rows = [(rt, b, fmt.q2(b * rt / 100)) for rt, b in sorted(bases.items(), reverse=True)]
    inv.tax = sum((a for _, _, a in inv.rows), D(0))
    inv.total = inv.net + inv.tax
    inv.amount_due = inv.total - (inv.deposit or 0)


def apply_break(inv: Invoice, kind: str, std: D) -> None:
    """Make the printed numbers really inconsistent in one way."""
    if kind == "line_amount":
        ln = inv.lines[len(inv.lines) // 2]
        ln.amount += D("10.00")
        compute(inv, std)
    elif kind == "line_sum":
        compute(inv, std, D("20.00"))
    elif kind == "tax_rate":
        compute(inv, std)
        if inv.multi:
            inv.tax += D("1.00")
        else:
            inv.rows = [(rt, b, a + D("1.00")) for rt, b, a in inv.rows]
            inv.tax += D("1.00")
        inv.total = inv.net + inv.tax
        inv.amount_due = inv.total - (inv.deposit or 0)
    elif kind == "total":
        compute(inv, std)
        inv.total += D("100.00")
        inv.amount_due = inv.total - (inv.deposit or 0)
    else:
        compute(inv, std)
        inv.due = inv.issue - dt.timedelta(days=ctx_days(inv))
    inv.errors = [kind]


def ctx_days(inv: Invoice) -> int:
    return 3 + len(inv.number) % 9


def small_note(inv: Invoice, ctx: Ctx) -> str | None:
    if inv.mode == "small":
        return SMALL_BUSINESS[ctx.loc.country]
    if inv.mode == "rc":
        return L[ctx.lang]["rc"]
    return None


def choose_mode(ctx: Ctx, allow: bool) -> str:
    x = ctx.r.random()
    if allow and x < 0.12 and ctx.loc.country in SMALL_BUSINESS:
        return "small"
    if allow and x > 0.88 and ctx.loc.country in EU_FOREIGN:
        return "rc"
    return "normal"


def truth_fields(inv: Invoice, ctx: Ctx) -> dict:
    v, c = inv.vendor, inv.customer
    m = fmt.min2
    single = len(inv.rows) == 1
    return {
        "vendor_name": v.name,
        "vendor_address": ", ".join(v.lines),
        "vendor_tax_id": v.vat.replace(" ", "") if v.vat else None,
        "supplier_iban": v.iban,
        "customer_name": c.name if c else None,
        "customer_address": ", ".join(c.lines) if c else None,
        "customer_tax_id": c.vat.replace(" ", "") if c and c.vat else None,
        "invoice_number": inv.number,
        "invoice_date": inv.issue.isoformat(),
        "due_date": inv.due.isoformat() if inv.due else None,
        "purchase_order": inv.po,
        "currency": ctx.loc.currency,
        "subtotal": f"{inv.subtotal:.2f}",
        "discount": f"{inv.discount:.2f}" if inv.discount else None,
        "shipping": f"{inv.shipping:.2f}" if inv.shipping else None,
        "tax_rate": m(inv.rows[0][0]) if single else None,
        "tax_amount": f"{inv.tax:.2f}",
        "tax_breakdown": [
            {"rate": m(rt), "base": f"{b:.2f}", "amount": f"{a:.2f}"} for rt, b, a in inv.rows
        ],
        "total": f"{inv.total:.2f}",
        "amount_due": f"{inv.amount_due:.2f}" if inv.show_due_amt else None,
        "payment_terms": inv.terms,
        "line_items": [
            {
                "description": ln.desc,
                "quantity": fmt.min0(ln.qty),
                "unit_price": m(ln.price),
                "amount": f"{ln.amount:.2f}",
            }
            for ln in inv.lines
        ],
    }
