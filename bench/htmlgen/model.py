"""Invoice content: parties, lines and amounts with Decimal (ROUND_HALF_UP), optional rule breaks."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from faker import Faker

from htmlgen import ids
from htmlgen.labels import CATALOGUE, SECTIONS
from htmlgen.locales import LocaleSpec

CENT = Decimal("0.01")
RULES = ("line_amount", "line_sum", "tax_rate", "total", "due_before_issue")


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass(slots=True)
class Party:
    name: str
    lines: list[str]  # printed address lines without the name
    tax_id: str | None = None  # as printed
    phone: str = ""
    email: str = ""


@dataclass(slots=True)
class Line:
    description: str
    quantity: Decimal
    unit: str
    unit_price: Decimal
    amount: Decimal
    rate: Decimal
    article: str
    section: str = ""


@dataclass(slots=True)
class Invoice:
    spec: LocaleSpec
    vendor: Party
    customer: Party | None
    number: str
    issued: date
    due: date | None
    po: str | None
    terms: str | None
    lines: list[Line]
    subtotal: Decimal = Decimal(0)
    discount: Decimal | None = None
    discount_pct: Decimal | None = None
    shipping: Decimal | None = None
    breakdown: list[tuple[Decimal, Decimal, Decimal]] = field(default_factory=list)
    tax_amount: Decimal = Decimal(0)
    total: Decimal = Decimal(0)
    deposit: Decimal | None = None
    show_amount_due: bool = True
    iban: str | None = None
    bic: str | None = None
    reverse_charge: bool = False
    errors: list[str] = field(default_factory=list)
    customer_no: str = ""

    @property
    def amount_due(self) -> Decimal:
        return self.total - (self.deposit or Decimal(0))

    @property
    def single_rate(self) -> Decimal | None:
        return self.breakdown[0][0] if len(self.breakdown) == 1 else None


def seeded_faker(locale: str, seed: int) -> Faker:
    """A Faker seeded for one document. Some providers build their word lists from a set (it_IT
    cities), whose order changes with Python's hash seed; those lists are sorted so a seed always
    gives the same document."""
    fake = Faker(locale)
    for provider in fake.providers:
        for name, value in vars(type(provider)).items():
            if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
                setattr(provider, name, sorted(value))
    fake.seed_instance(seed)
    return fake


def address(fake: Faker, spec: LocaleSpec, rng: random.Random, country: bool) -> list[str]:
    """Printed address lines (street, postcode + city, maybe a country line)."""
    if spec.faker_address:
        fake = seeded_faker(spec.faker_address, rng.randint(0, 2**31))
    street = " ".join(fake.street_address().split())
    if spec.country == "US":
        lines = [street, f"{fake.city()}, {fake.state_abbr()} {fake.zipcode()}"]
    elif spec.country in ("GB", "IE", "AU"):
        city = fake.city()
        post = fake.postcode()
        lines = [street, city, post] if rng.random() < 0.5 else [street, f"{city} {post}"]
        if spec.country == "AU":
            lines = [street, f"{city} {fake.state_abbr()} {post}"]
    elif spec.cities:
        lines = [street, rng.choice(spec.cities)]
    else:
        lines = [street, f"{fake.postcode()} {fake.city()}"]
    lines = [" ".join(line.split()) for line in lines]
    if country:
        lines.append(rng.choice(spec.country_names))
    return lines


def _company(fake: Faker) -> str:
    name = " ".join(fake.company().split())
    return name


def make_party(fake: Faker, spec: LocaleSpec, rng: random.Random, with_tax: bool) -> Party:
    tax_id = None
    if with_tax:
        compact = ids.vat_id(rng, spec.country)
        tax_id = ids.printed_vat_id(rng, compact, spec.country, spec.language)
    return Party(
        name=_company(fake),
        lines=address(fake, spec, rng, rng.random() < 0.25),
        tax_id=tax_id,
        phone=fake.phone_number(),
        email=fake.company_email(),
    )


def _quantity(rng: random.Random, decimal_ok: bool) -> Decimal:
    if decimal_ok and rng.random() < 0.5:
        return Decimal(
            rng.choice(["0.5", "1.5", "2.5", "0.25", "3.75", "7.5", "12.5", "0.75", "4.25"])
        )
    return Decimal(rng.choice([1, 1, 1, 2, 2, 3, 4, 5, 6, 8, 10, 12, 20, 24, 50]))


def _price(rng: random.Random, lo: int, hi: int, qty: Decimal) -> Decimal:
    for _ in range(200):
        price = Decimal(rng.randint(max(lo * 100, 5), max(hi * 100, 20))) / 100
        if rng.random() < 0.3 and price > 10:
            price = price.quantize(Decimal(1))
        if (price * qty) == cents(price * qty):
            return price
    return Decimal(qty.as_integer_ratio()[1] * 4)


def make_lines(rng: random.Random, spec: LocaleSpec, count: int, two_rates: bool) -> list[Line]:
    catalogue = CATALOGUE[spec.language]
    sections = rng.sample(SECTIONS[spec.language], k=min(3, len(SECTIONS[spec.language])))
    lines = []
    for i in range(count):
        desc, unit, lo, hi, decimal_ok = rng.choice(catalogue)
        qty = _quantity(rng, decimal_ok)
        price = _price(rng, lo, hi, qty)
        rate = spec.rates[1] if two_rates and rng.random() < 0.4 else spec.rates[0]
        article = rng.choice(["", "A-", "", "10"]) + str(rng.randint(1000, 99999))
        section = sections[min(i * len(sections) // count, len(sections) - 1)]
        lines.append(Line(desc, qty, unit, price, cents(qty * price), rate, article, section))
    if two_rates and len({ln.rate for ln in lines}) < 2:
        lines[-1].rate = spec.rates[1]
    return lines
