"""The invoice data object: parties, lines, Decimal totals, deliberate breaks and the truth JSON."""

import datetime as dt
from dataclasses import dataclass, field
from decimal import Decimal

from faker import Faker

from . import ids
from .data import (
    COUNTRY_NAMES,
    FR_BE_STREETS,
    FR_BE_TOWNS,
    LABELS,
    LEGAL_FORMS,
    LOCALES,
    SECTOR,
    TERMS,
    UNITS,
)
from .fmt import DATE_STYLES, Money, fdate, num, q2, qty, rate

D0 = Decimal("0")
BR_LABELS = {
    "vat": "ISS",
    "vat_id": "CNPJ",
    "rate": "Alíq. ISS",
    "vat_amt": "Valor ISS",
    "subtotal": "Valor dos serviços",
    "total": "Valor total",
    "due_amt": "Valor a pagar",
    "account": "Conta",
}
US_LABELS = {"vat": "Sales tax", "vat_id": "EIN", "rate": "Tax %", "vat_amt": "Tax"}


@dataclass
class Party:
    name: str
    lines: list
    tax_printed: str = None  # the id as printed (None = not printed)
    cc: str = ""

    @property
    def address(self):
        return ", ".join(self.lines) if self.lines else None


@dataclass
class Line:
    desc: str
    qty: Decimal
    unit: str
    price: Decimal
    rate: Decimal
    amount: Decimal = None
    meta: dict = field(default_factory=dict)

    def __post_init__(self):
        if self.amount is None:
            self.amount = q2(self.qty * self.price)


class Doc:
    """One invoice. Layout code reads it to print; truth() writes the same values."""

    def __init__(self, rng, locale, layout, seed):
        self.rng, self.locale, self.layout = rng, locale, layout
        self.cfg = LOCALES[locale]
        self.lang, self.cc = self.cfg["lang"], self.cfg["cc"]
        self.fake = Faker(self.cfg["faker"])
        self.fake.seed_instance(seed)
        self.us = self.cc == "US"
        self.currency = self.cfg["cur"]
        own = self.cfg["num"]
        self.style = (
            own
            if rng.random() < 0.75
            else rng.choice(["dot_comma", "space_comma", "comma_dot", "apos_dot"])
        )
        if self.us:
            self.style = "comma_dot"
        self.dstyle = rng.choice(DATE_STYLES[self.lang])
        self._labels = {}
        self.caps = False
        self.lines, self.discount, self.shipping = [], None, None
        self.deduction = None  # (label, amount) subtracted from total to give amount_due
        self.tax_printed = True
        self.breaks = []
        self.notes = {}

    # ---------------------------------------------------------------- printing helpers
    def L(self, key, lang=None):
        lang = lang or self.lang
        if self.us and lang == "en" and key in US_LABELS:
            return US_LABELS[key]
        if self.cc == "BR" and lang == "pt" and key in BR_LABELS:
            return BR_LABELS[key]
        k = (key, lang)
        if k not in self._labels:
            self._labels[k] = self.rng.choice(LABELS[key][lang])
        return self._labels[k]

    def money_fmt(self):
        mode = self.rng.choice(["symbol", "code"])
        before = (
            self.rng.random() < (0.8 if self.style == "comma_dot" else 0.2)
            or self.currency == "BRL"
        )
        self.M = Money(self.style, self.currency, mode, before)

    def n(self, v):
        return num(v, self.style)

    def q(self, v):
        return qty(v, self.style)

    def r(self, v):
        return (
            rate(v, self.style) + " %" if self.lang in ("de", "fr") else rate(v, self.style) + "%"
        )

    def d(self, v):
        return fdate(v, self.dstyle, self.lang, self.us) if v else ""

    def up(self, s):
        return s.upper() if (self.caps and isinstance(s, str)) else s

    def unit(self, key):
        return self.up(UNITS[key][self.lang])

    # ---------------------------------------------------------------- content
    def company(self, cc=None, lang=None, fake=None):
        fake = fake or self.fake
        cc, lang = cc or self.cc, lang or self.lang
        base = self.rng.choice(SECTOR[lang]).format(n=fake.last_name())
        return f"{base} {self.rng.choice(LEGAL_FORMS[cc])}"

    def address(self, fake=None, cc=None):
        f, cc = fake or self.fake, cc or self.cc
        if self.locale == "fr-BE" and cc == "BE":
            return [
                f"{self.rng.choice(FR_BE_STREETS)} {self.rng.randrange(1, 180)}",
                self.rng.choice(FR_BE_TOWNS),
            ]
        if cc == "GB":
            return [f"{f.building_number()} {f.street_name()}", f"{f.city()} {f.postcode()}"]
        if cc == "US":
            return [
                f"{f.building_number()} {f.street_name()}",
                f"{f.city()}, {f.state_abbr()} {f.zipcode()}",
            ]
        if cc == "FR":
            return [
                f"{self.rng.randrange(1, 120)}, {f.street_name()}",
                f"{f.postcode()} {f.city()}",
            ]
        if cc == "ES":
            return [
                f"{f.street_name()}, {self.rng.randrange(1, 140)}",
                f"{f.postcode()} {f.city()}",
            ]
        pc = f.postcode()
        if cc == "NL":
            pc = pc[:4] + " " + pc[4:]
        if cc == "BR":
            pc = pc[:5] + "-" + pc[5:] if "-" not in pc else pc
        street = " ".join(f.street_address().split())
        return [street, f"{pc} {f.city()}"]

    def party(self, with_tax=True, country_line=False):
        p = Party(self.company(), self.address(), cc=self.cc)
        if with_tax:
            p.tax_printed = ids.print_tax_id(self.rng, self.cc, ids.tax_id(self.rng, self.cc))
        if country_line:
            p.lines.append(COUNTRY_NAMES[self.cc].get(self.lang) or COUNTRY_NAMES[self.cc]["en"])
        return p

    def dates(self, due_days=None):
        base = dt.date(2025, 1, 2) + dt.timedelta(days=self.rng.randrange(0, 560))
        self.issue = base
        self.sale_date = base - dt.timedelta(days=self.rng.randrange(0, 6))
        self.due = base + dt.timedelta(days=due_days) if due_days else None
        self.due_days = due_days

    def terms_text(self, days):
        t = self.rng.choice(TERMS[self.lang]).format(d=days)
        return self.up(t)

    def pick_rates(self, multi_p=0.35, n_max=2):
        rates = [Decimal(x) for x in self.cfg["rates"]]
        if self.us:
            return [self.rng.choice(rates)]
        if len(rates) > 1 and self.rng.random() < multi_p:
            return [rates[0]] + self.rng.sample(rates[1:], min(n_max - 1, len(rates) - 1))
        return [rates[0]]

    # ---------------------------------------------------------------- totals
    def compute(self):
        self.subtotal = sum((ln.amount for ln in self.lines), D0)
        std = self.std_rate
        bases = {}
        for ln in self.lines:
            bases[ln.rate] = bases.get(ln.rate, D0) + ln.amount
        if self.discount:
            bases[std] = bases.get(std, D0) - self.discount
        if self.shipping:
            bases[std] = bases.get(std, D0) + self.shipping
        order = sorted(bases, key=lambda r: (r != std, -r))
        self.breakdown = [[r, bases[r], q2(bases[r] * r / 100)] for r in order]
        self.tax = sum((b[2] for b in self.breakdown), D0)
        self.total = self.subtotal - (self.discount or D0) + (self.shipping or D0) + self.tax
        self.amount_due = self.total - (self.deduction[1] if self.deduction else D0)

    @property
    def std_rate(self):
        rates = {ln.rate for ln in self.lines}
        return max(rates) if rates else Decimal(self.cfg["rates"][0])

    # ---------------------------------------------------------------- breaks
    def maybe_break(self, p):
        if self.rng.random() >= p:
            return
        kind = self.rng.choice(["line_amount", "line_sum", "tax_rate", "total", "due_before_issue"])
        if kind == "tax_rate" and not self.tax_printed:
            kind = "total"
        ln = self.rng.choice(self.lines)
        if kind == "line_amount":
            ln.price = ln.price + Decimal("1.00")
        elif kind == "line_sum":
            ln.qty = ln.qty + 1
            ln.amount = q2(ln.qty * ln.price)
        elif kind == "tax_rate":
            delta = Decimal("1.00")
            self.tax += delta
            self.breakdown[0][2] += delta if len(self.breakdown) == 1 else D0
            self.total += delta
            self.amount_due += delta
        elif kind == "total":
            self.total += Decimal("10.00")
            self.amount_due += Decimal("10.00")
        elif kind == "due_before_issue" and self.due:
            self.due = self.issue - dt.timedelta(days=self.rng.randrange(3, 40))
        self.breaks.append(kind)

    # ---------------------------------------------------------------- truth
    def truth_fields(self):
        rates = [b[0] for b in self.breakdown]
        single = len(set(rates)) == 1
        u = self.up
        return {
            "vendor_name": u(self.seller.name),
            "vendor_address": u(self.seller.address),
            "vendor_tax_id": nospace(self.seller.tax_printed),
            "supplier_iban": self.iban_truth(),
            "customer_name": u(self.buyer.name) if self.buyer else None,
            "customer_address": u(self.buyer.address) if self.buyer else None,
            "customer_tax_id": nospace(self.buyer.tax_printed) if self.buyer else None,
            "invoice_number": self.number,
            "invoice_date": self.issue.isoformat(),
            "due_date": self.due.isoformat() if self.due else None,
            "purchase_order": self.po,
            "currency": self.currency,
            "subtotal": s2(self.subtotal),
            "discount": s2(self.discount),
            "shipping": s2(self.shipping),
            "tax_rate": rate_s(rates[0]) if (single and self.tax_printed) else None,
            "tax_amount": s2(self.tax) if self.tax_printed else None,
            "tax_breakdown": [
                {"rate": rate_s(r), "base": s2(b), "amount": s2(a)} for r, b, a in self.breakdown
            ]
            if self.tax_printed
            else [],
            "total": s2(self.total),
            "amount_due": s2(self.amount_due),
            "payment_terms": self.terms,
            "line_items": [
                {
                    "description": u(ln.desc),
                    "quantity": qmin(ln.qty),
                    "unit_price": price_s(ln.price),
                    "amount": s2(ln.amount),
                }
                for ln in self.lines
            ],
        }

    def iban_truth(self):
        return self.iban if getattr(self, "iban_printed", False) else None


def nospace(s):
    return "".join(s.split()) if s else None


def s2(v):
    return None if v is None else format(q2(v), "f")


def rate_s(r):
    d = Decimal(r)
    return (
        format(d.quantize(Decimal("0.01")), "f") if d.as_tuple().exponent >= -2 else format(d, "f")
    )


price_s = rate_s


def qmin(v):
    return format(Decimal(v).normalize(), "f")
