"""The invoice data model: parties, references, lines and amounts, plus deliberate rule breaks."""

import datetime as dt
import random
from dataclasses import dataclass, field
from decimal import Decimal as D

from .catalog import CODES, DETAILS, ITEMS, draw_price, draw_quantity
from .fmt import Formatter, q2
from .labels import Labels
from .locales import LOCALES, REVERSE_CHARGE_PARTNER
from .parties import make_faker, make_party

ZERO = D("0.00")
VARIANT = {
    "en": "type",
    "de": "Typ",
    "fr": "type",
    "nl": "type",
    "es": "tipo",
    "it": "tipo",
    "pt": "tipo",
    "pl": "typ",
}
BREAKABLE = ("line_amount", "line_sum", "tax_rate", "total", "due_before_issue")


@dataclass
class Line:
    desc: str
    qty: D
    unit: str
    unit_price: D
    amount: D
    rate: D
    tax: D = ZERO
    detail: str = None
    list_price: D = None
    disc_pct: D = None
    artno: str = ""


@dataclass
class Profile:
    """What a layout needs from the data."""

    items: tuple = (1, 15)
    line_discount: bool = False
    multi_rate_p: float = 0.3
    ship_to_p: float = 0.15
    details: bool = False


@dataclass
class Invoice:
    seed: int
    spec: object
    layout: str
    rng: random.Random
    F: Formatter
    L: Labels
    vendor: object = None
    customer: object = None
    ship_to: object = None
    number: str = ""
    date: dt.date = None
    due: dt.date = None
    po: str = None
    customer_no: str = None
    order_date: dt.date = None
    delivery_date: dt.date = None
    delivery_note: str = None
    order_no: str = None
    quote_ref: str = None
    your_ref: str = ""
    our_ref: str = ""
    print_date: dt.date = None
    lines: list = field(default_factory=list)
    subtotal: D = ZERO
    discount: D = None
    discount_pct: D = None
    shipping: D = None
    breakdown: list = field(default_factory=list)  # [(rate, base, amount)]
    tax_total: D = ZERO
    total: D = ZERO
    prepaid: D = None
    amount_due: D = ZERO
    terms: str = None
    reverse_charge: bool = False
    us_tax: bool = False
    prev_balance: D = None
    errors: list = field(default_factory=list)
    style: dict = None  # fonts and colours, chosen by the layout

    @property
    def lang(self):
        return self.spec.lang

    @property
    def single_rate(self):
        return len(self.breakdown) == 1


def _number(rng, year):
    n = rng.randint(1, 99999)
    return rng.choice(
        [
            f"{year}-{n % 10000:04d}",
            f"RE-{year}-{n:05d}",
            f"INV-{n:06d}",
            f"{year % 100}{n:05d}",
            f"F{year}{n % 1000:03d}",
            f"{n % 1000}/{year}",
            f"FV/{n % 1000}/{rng.randint(1, 12):02d}/{year}",
            f"{year}{n:05d}",
            f"A-{n:05d}",
            f"SI-{n:05d}",
            f"{year}.{n % 1000:04d}",
        ]
    )


def _po(rng):
    return rng.choice(
        [
            f"PO-{rng.randint(10000, 99999)}",
            f"45000{rng.randint(10000, 99999)}",
            f"B-{rng.randint(2025, 2026)}-{rng.randint(1, 999):04d}",
            f"ORD{rng.randint(100000, 999999)}",
            f"BE{rng.randint(100000, 999999)}",
            f"{rng.randint(1000, 9999)}/{rng.choice('ABKM')}",
        ]
    )


def _terms(rng, L, spec):
    tpl = rng.choice(L.vocab["terms"])
    n = rng.choice((7, 10, 14, 14, 21, 30, 30, 45, 60))
    k = rng.choice((7, 8, 10, 14))
    p = rng.choice(("2", "3", "1,5" if spec.lang != "en" else "1.5"))
    if k >= n:
        n = 30
    return tpl.format(n=n, k=k, p=p), (n if "{n}" in tpl else 0)


def build_invoice(
    seed: int, locale: str, layout: str, profile: Profile, rule_break=False
) -> Invoice:
    """rule_break: break exactly one cross-field rule on purpose (the rule is drawn from the seed)."""
    spec = LOCALES[locale]
    rng = random.Random(seed * 7919 + 17)
    fake = make_faker(locale, seed)
    inv = Invoice(
        seed=seed,
        spec=spec,
        layout=layout,
        rng=rng,
        F=Formatter(spec, rng),
        L=Labels(spec.lang, rng, spec.country),
    )
    _parties(inv, fake, profile)
    _references(inv)
    _lines(inv, profile)
    brk = _pick_break(inv) if rule_break else None
    _amounts(inv, brk)
    return inv


def _parties(inv, fake, profile):
    rng, spec = inv.rng, inv.spec
    us = spec.country == "US"
    inv.reverse_charge = spec.eu and rng.random() < 0.12
    inv.vendor = make_party(
        spec,
        fake,
        rng,
        company=True,
        with_vat=(rng.random() < 0.4) if us else (rng.random() < 0.95 or inv.reverse_charge),
        country_line=inv.reverse_charge or rng.random() < 0.1,
        bank=(not us) and rng.random() < 0.9,
    )
    cspec, cfake = spec, fake
    if inv.reverse_charge:
        cspec = LOCALES[REVERSE_CHARGE_PARTNER[spec.country]]
        cfake = make_faker(cspec.code, inv.seed + 5)
        inv.customer = make_party(cspec, cfake, rng, company=True, with_vat=True)
        inv.customer.country_line = inv.F.territory(cspec.country)
    else:
        company = rng.random() < 0.78
        inv.customer = make_party(
            spec,
            fake,
            rng,
            company=company,
            with_vat=company and not us and rng.random() < 0.35,
            country_line=rng.random() < 0.12,
        )
        if inv.customer.country_line:
            inv.customer.country_line = inv.F.territory(spec.country)
    if inv.vendor.country_line:
        inv.vendor.country_line = inv.F.territory(spec.country)
    if rng.random() < profile.ship_to_p:
        site = make_party(cspec, cfake, rng, company=True, with_vat=False)
        site.country_line = inv.customer.country_line
        site.name = inv.customer.name if rng.random() < 0.5 else site.name
        inv.ship_to = site


def _references(inv):
    rng = inv.rng
    start = dt.date(2025, 1, 2)
    inv.date = start + dt.timedelta(days=rng.randint(0, 690))
    year = inv.date.year
    inv.number = _number(rng, year)
    inv.po = _po(rng) if rng.random() < 0.55 else None
    inv.customer_no = rng.choice(
        (
            f"KD-{rng.randint(10000, 99999)}",
            f"C{rng.randint(1000, 99999)}",
            f"{rng.randint(100000, 999999)}",
            f"D{rng.randint(10000, 99999)}",
        )
    )
    inv.order_date = inv.date - dt.timedelta(days=rng.randint(3, 40))
    inv.delivery_date = inv.date - dt.timedelta(days=rng.randint(0, 6))
    inv.delivery_note = (
        f"{rng.choice(('LS', 'DN', 'BL', 'WZ', 'DDT', 'GR'))}-{rng.randint(100000, 999999)}"
    )
    inv.order_no = f"{rng.choice(('AB', 'SO', 'OC', 'J'))}{rng.randint(10000, 99999)}"
    inv.quote_ref = f"Q-{year}-{rng.randint(100, 999)}"
    initials = lambda: "".join(rng.choice("ABCDEFGHKLMNPRSTW") for _ in range(2)).lower()  # noqa: E731
    inv.your_ref = f"{initials()}-{initials()}"
    inv.our_ref = f"{initials().upper()}/{rng.randint(10, 99)}"
    inv.print_date = inv.date + dt.timedelta(days=rng.randint(0, 3))
    if rng.random() < 0.72:
        inv.terms, days = _terms(rng, inv.L, inv.spec)
    else:
        days = rng.choice((14, 30))
    if rng.random() < 0.75:
        inv.due = inv.date + dt.timedelta(days=days or rng.choice((0, 7, 14)))
    if rng.random() < 0.1:
        inv.prev_balance = q2(D(rng.randint(5000, 300000)) / 100)


def _rates(inv, profile):
    spec, rng = inv.spec, inv.rng
    if spec.country == "US":
        inv.us_tax = True
        return [rng.choice(spec.rates)]
    if inv.reverse_charge:
        return [D("0.00")]
    if len(spec.rates) > 1 and rng.random() < profile.multi_rate_p:
        return [spec.rates[0], rng.choice(spec.rates[1:])]
    return [spec.rates[0]]


def _lines(inv, profile):
    rng, lang = inv.rng, inv.lang
    rates = _rates(inv, profile)
    n = rng.randint(*profile.items)
    reduced = [it for it in ITEMS if it.reduced]
    standard = [it for it in ITEMS if not it.reduced]
    if len(rates) == 2:
        k = min(rng.randint(1, max(1, n - 1)) if n > 1 else 1, len(reduced))
        picks = _sample(rng, reduced, k) + _sample(rng, standard, max(1, n - k))
        rng.shuffle(picks)
    else:
        picks = _sample(rng, ITEMS, n)
    seen = {}
    for item in picks:
        desc = item.names[lang]
        seen[desc] = seen.get(desc, 0) + 1
        if seen[desc] > 1:
            desc = f"{desc}, {VARIANT[lang]} {rng.choice(CODES)}{seen[desc]}"
        qty = draw_quantity(rng, item)
        price = draw_price(rng, item)
        line = Line(
            desc=desc,
            qty=qty,
            unit=inv.L.unit(item.unit),
            unit_price=price,
            amount=ZERO,
            rate=rates[1] if (len(rates) == 2 and item.reduced) else rates[0],
            artno=f"{rng.randint(10, 99)}{rng.randint(1000, 9999)}",
        )
        if profile.line_discount:
            line.list_price = price
            line.disc_pct = D(rng.choice((0, 0, 0, 3, 5, 10, 15, 20, 25)))
            line.unit_price = q2(price * (100 - line.disc_pct) / 100) if price >= 1 else price
            if price < 1:
                line.disc_pct = D(0)
        if profile.details and rng.random() < 0.7:
            line.detail = _detail(inv, lang)
        line.amount = q2(line.qty * line.unit_price)
        inv.lines.append(line)


def _sample(rng, pool, k):
    out = []
    while len(out) < k:
        out += rng.sample(pool, min(k - len(out), len(pool)))
    return out


def _detail(inv, lang):
    rng, F = inv.rng, inv.F
    d2 = inv.delivery_date
    d1 = d2 - dt.timedelta(days=rng.choice((6, 13, 27, 30)))
    return rng.choice(DETAILS[lang]).format(
        d1=F.date(d1),
        d2=F.date(d2),
        code=f"{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
        dn=inv.delivery_note,
        serial=f"SN{rng.randint(10**7, 10**8 - 1)}",
        quote=inv.quote_ref,
        size=rng.choice(("S", "M", "L", "XL", "42", "120 cm")),
    )


def _pick_break(inv):
    options = ["line_amount", "line_sum", "total", "due_before_issue"]
    if len({l.rate for l in inv.lines}) == 1 and inv.lines[0].rate > 0:
        options.append("tax_rate")  # with several rates only a printed VAT total could break it
    return inv.rng.choice(options)


def _delta(rng):
    return D(rng.choice(("1.00", "10.00", "0.90", "100.00", "0.10", "9.00", "27.00"))) * rng.choice(
        (1, -1)
    )


def _amounts(inv, brk):
    rng = inv.rng
    if brk == "line_amount":
        line = rng.choice(inv.lines)
        delta = _delta(rng)
        if line.amount + delta <= 0:
            delta = abs(delta)
        line.amount += delta
    inv.subtotal = sum((l.amount for l in inv.lines), ZERO)
    if brk == "line_sum":
        inv.subtotal += (
            abs(_delta(rng)) * rng.choice((1, -1)) if inv.subtotal > 200 else abs(_delta(rng))
        )
    rates = sorted({l.rate for l in inv.lines}, reverse=True)
    single = len(rates) == 1
    if single and rng.random() < 0.18 and inv.subtotal > 60:
        if rng.random() < 0.5:
            inv.discount_pct = D(rng.choice((2, 3, 5, 10)))
            inv.discount = q2(inv.subtotal * inv.discount_pct / 100)
        else:
            inv.discount = D(rng.choice(("10.00", "25.00", "50.00", "15.00")))
    if rng.random() < 0.22:
        inv.shipping = D(
            rng.choice(("4.90", "5.95", "9.90", "12.50", "19.00", "24.90", "49.00", "7.50"))
        )
    disc, ship = inv.discount or ZERO, inv.shipping or ZERO
    if single:
        base = inv.subtotal - disc + ship
        amount = q2(base * rates[0] / 100)
        if brk == "tax_rate":
            amount = _broken_tax(rng, base, rates[0], amount)
        inv.breakdown = [(rates[0], base, amount)]
    else:
        for r in rates:
            base = sum((l.amount for l in inv.lines if l.rate == r), ZERO) + (
                ship if r == rates[0] else ZERO
            )
            inv.breakdown.append((r, base, q2(base * r / 100)))
    for l in inv.lines:
        l.tax = q2(l.amount * l.rate / 100)
    inv.tax_total = sum((b[2] for b in inv.breakdown), ZERO)
    inv.total = inv.subtotal - disc + ship + inv.tax_total
    if brk == "total":
        inv.total += _delta(rng)
    if rng.random() < 0.12:
        inv.prepaid = q2(D(int(inv.total * D(rng.choice(("0.2", "0.3", "0.5"))) / 10) * 10))
        if inv.prepaid <= 0:
            inv.prepaid = None
    inv.amount_due = inv.total - (inv.prepaid or ZERO)
    if brk == "due_before_issue":
        inv.due = inv.date - dt.timedelta(days=rng.randint(3, 40))
    inv.errors = [brk] if brk else []


def _broken_tax(rng, base, rate, correct):
    if rate == 0:
        return q2(base * D("0.19"))
    wrong = q2(base * (rate - D(rng.choice((1, 2, 3)))) / 100)
    if abs(wrong - correct) < D("0.10"):
        wrong = correct + D("1.00")
    return wrong
