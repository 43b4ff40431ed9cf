"""Vendors and customers from Faker of their locale: names, address lines, ids, bank, contacts."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from faker import Faker

from . import ids
from .locales import COUNTRY_NAMES, Locale

_FR_BE_CITIES = [
    ("1000", "Bruxelles"),
    ("4000", "Liège"),
    ("5000", "Namur"),
    ("6000", "Charleroi"),
    ("7000", "Mons"),
    ("1300", "Wavre"),
    ("6700", "Arlon"),
    ("7500", "Tournai"),
]
_US_STATES = ["NY", "CA", "TX", "IL", "WA", "MA", "CO", "GA", "OR", "NJ"]


@dataclass
class Party:
    name: str
    lines: list[str]
    country: str
    tax_id: str | None = None
    iban: str | None = None
    bic: str | None = None
    ein: str | None = None
    aba: str | None = None
    account: str | None = None
    phone: str = ""
    email: str = ""
    web: str = ""
    register: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def address(self) -> str:
        return ", ".join(self.lines)


def _faker(loc: Locale, seed: int) -> Faker:
    f = Faker(loc.faker)
    f.seed_instance(seed)
    return f


def _clean(s: str) -> str:
    return " ".join(s.replace("\n", " ").split())


def _address(f: Faker, loc: Locale, rng: random.Random) -> list[str]:
    street = [_clean(x) for x in f.street_address().split("\n") if x.strip()]
    if loc.country == "US":
        return [*street, f"{_clean(f.city())}, {rng.choice(_US_STATES)} {f.postcode()[:5]}"]
    if loc.code == "fr_BE":
        pc, city = rng.choice(_FR_BE_CITIES)
        return [*street, f"{pc} {city}"]
    if loc.country == "GB" or loc.country == "IE":
        return [*street, _clean(f.city()), _clean(f.postcode())]
    return [*street, f"{_clean(f.postcode())} {_clean(f.city())}"]


_FORMS = {
    "DE": "GmbH",
    "AT": "GmbH",
    "CH": "AG",
    "FR": "SARL",
    "BE": "SRL",
    "NL": "B.V.",
    "ES": "S.L.",
    "IT": "S.r.l.",
    "PT": "Lda.",
    "PL": "Sp. z o.o.",
    "GB": "Ltd",
    "IE": "Ltd",
    "US": "LLC",
}


def _company(f: Faker, loc: Locale) -> str:
    name = _clean(f.company())
    if " " not in name:
        name = f"{name} {_FORMS[loc.country]}"
    if loc.code == "fr_BE" and name.endswith(("Inc", "LLC", "Ltd", "PLC", "Group")):
        name = name.rsplit(" ", 1)[0] + " SRL"
    return name


def _register(loc: Locale, rng: random.Random) -> str:
    n = rng.randint(10000, 299999)
    return {
        "DE": f"HRB {n}, Amtsgericht {rng.choice(['München', 'Hamburg', 'Köln', 'Berlin-Charlottenburg'])}",
        "AT": f"FN {n}{rng.choice('abdfkmpsvz')}, Handelsgericht Wien",
        "CH": f"CH-{rng.randint(100, 999)}.{rng.randint(1, 9)}.{rng.randint(100000, 999999)}-{rng.randint(1, 9)}",
        "FR": f"RCS {rng.choice(['Paris', 'Lyon', 'Lille', 'Nantes'])} {rng.randint(300, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
        "BE": f"RPM/RPR {rng.choice(['Bruxelles', 'Liège', 'Gent', 'Antwerpen'])}",
        "NL": f"KvK {rng.randint(10000000, 99999999)}",
        "ES": f"Registro Mercantil de {rng.choice(['Madrid', 'Barcelona', 'Valencia'])}, Tomo {n % 9000}",
        "IT": f"REA {rng.choice(['MI', 'RM', 'TO', 'BO'])}-{n}",
        "PT": f"CRC {rng.choice(['Lisboa', 'Porto', 'Braga'])} {n}",
        "PL": f"KRS {rng.randint(1000000, 9999999):010d}",
        "GB": f"Company No. {rng.randint(1000000, 9999999):08d}",
        "IE": f"CRO {rng.randint(100000, 799999)}",
        "US": f"Inc. in {rng.choice(['Delaware', 'New York', 'California'])}",
    }[loc.country]


def vendor(loc: Locale, rng: random.Random, seed: int) -> Party:
    f = _faker(loc, seed)
    p = Party(name=_company(f, loc), lines=_address(f, loc, rng), country=loc.country)
    p.phone = _clean(f.phone_number())
    p.email = f"{rng.choice(['billing', 'info', 'accounts', 'office'])}@{_clean(f.domain_name())}"
    p.web = "www." + p.email.split("@")[1]
    p.register = _register(loc, rng)
    p.extra["signer"] = _clean(f.name())
    p.extra["fax"] = _clean(f.phone_number())
    p.extra["ref"] = (
        "".join(w[0] for w in p.extra["signer"].split()[:2]).upper() + f"/{rng.randint(10, 99)}"
    )
    if loc.country == "US":
        p.tax_id = p.ein = ids.vat_id(rng, "US")
        p.aba = ids.aba_routing(rng)
        p.account = str(rng.randint(10**9, 10**12 - 1))
    else:
        p.tax_id = ids.vat_id(rng, loc.country, loc.lang)
        p.iban = ids.iban(rng, loc.country)
        p.bic = ids.bic_of(p.iban, rng, loc.country)
    return p


def customer(loc: Locale, rng: random.Random, seed: int, lang: str, foreign: bool) -> Party:
    f = _faker(loc, seed + 7919)
    p = Party(name=_company(f, loc), lines=_address(f, loc, rng), country=loc.country)
    if foreign:
        p.lines.append(COUNTRY_NAMES[lang][loc.country])
    p.extra["contact"] = _clean(f.name())
    return p
