"""Invented vendors and customers with Faker: names, printed address lines, ids, bank."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cache

from faker import Faker

from . import ids
from .locales import LOCALES

EU = ("DE", "AT", "FR", "NL", "BE", "ES", "IT", "PT", "PL", "IE")


@dataclass
class Party:
    name: str
    lines: list[str]  # printed address lines, country line included when printed
    country: str
    tax_id: str | None = None  # as printed
    phone: str = ""
    email: str = ""
    iban: str | None = None
    bic: str | None = None
    extra: list[str] = field(default_factory=list)  # register numbers, web address

    @property
    def address(self) -> str:
        return ", ".join(self.lines)


@cache
def _faker(locale: str) -> Faker:
    return Faker(locale)


def _address(fk: Faker, locale: str) -> list[str]:
    street = fk.street_address().strip()
    if locale == "en_US":
        return [street, f"{fk.city()}, {fk.state_abbr()} {fk.zipcode()}"]
    if locale == "en_GB":
        return [street, fk.city(), fk.postcode()]
    if locale == "en_IE":
        return [street, f"{fk.city()}, Co. {fk.random_element(['Dublin', 'Cork', 'Galway'])}"]
    return [street, f"{fk.postcode()} {fk.city()}"]


def _company_name(fk: Faker, locale: str, rng: random.Random) -> str:
    name = fk.company()
    if " " not in name:  # a bare surname reads like a person, not a firm
        name = f"{name} {fk.company_suffix()}"
    if locale.startswith("en") and rng.random() < 0.4:
        name = f"{fk.last_name()} {rng.choice(['Design', 'Studio', 'Consulting', 'Electrical'])}"
        name += " Ltd" if locale != "en_US" else " LLC"
    return name


def make_party(locale: str, rng: random.Random, *, person: bool = False,
               country_line: bool = False) -> Party:
    fk = _faker(locale)
    fk.seed_instance(rng.randrange(2**31))
    loc = LOCALES[locale]
    name = f"{fk.first_name()} {fk.last_name()}" if person else _company_name(fk, locale, rng)
    lines = _address(fk, locale)
    if country_line:
        lines.append(loc.country_name)
    phone = fk.phone_number() if locale != "en_IE" else f"+353 1 {rng.randrange(200, 999)} {rng.randrange(1000, 9999)}"
    slug = "".join(ch for ch in name.lower() if ch.isascii() and ch.isalnum())[:14] or "mail"
    return Party(name, lines, loc.country, phone=phone, email=f"info@{slug}.{loc.country.lower()}")


def add_vendor_ids(party: Party, rng: random.Random) -> None:
    country = party.country
    party.tax_id = ids.printed_vat_id(country, ids.vat_id(country, rng), rng)
    if country != "US":
        party.iban, party.bic = ids.iban(country, rng)


def foreign_eu(country: str, rng: random.Random) -> str:
    """A locale of another EU country, for reverse-charge customers."""
    by_country = {loc.country: code for code, loc in LOCALES.items()}
    return by_country[rng.choice([c for c in EU if c != country])]
