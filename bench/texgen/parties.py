"""Vendors and customers from Faker of their locale: names, address lines, ids, contacts."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from faker import Faker

from . import ids
from .locales import COUNTRY_NAMES, LOCALES

SAFE = re.compile(r"^[\x20-\x7e\u00c0-\u00ffąćęłńóśźżĄĆĘŁŃÓŚŹŻőűŐŰčšžČŠŽ’]*$")
SUFFIX = {
    "DE": ["GmbH", "KG", "e.K.", "GmbH & Co. KG"],
    "AT": ["GmbH", "KG", "OG"],
    "CH": ["AG", "GmbH", "Sàrl", "SA"],
    "FR": ["SARL", "SAS", "EURL"],
    "BE": ["SRL", "SA", "BV"],
    "NL": ["B.V.", "V.O.F."],
    "ES": ["S.L.", "S.A."],
    "IT": ["S.r.l.", "S.p.A.", "S.n.c."],
    "PT": ["Lda.", "S.A."],
    "PL": ["sp. z o.o.", "S.A.", "sp.j."],
    "GB": ["Ltd", "LLP", "& Sons Ltd"],
    "IE": ["Ltd", "Teoranta", "& Co. Ltd"],
    "US": ["Inc.", "LLC", "& Sons, Inc.", "Corp."],
}
IE_TOWNS = [
    ("Dublin 2", "D02"),
    ("Cork", "T12"),
    ("Galway", "H91"),
    ("Limerick", "V94"),
    ("Waterford", "X91"),
    ("Kilkenny", "R95"),
]
BE_TOWNS = {
    "fr": [
        ("1000", "Bruxelles"),
        ("4000", "Liège"),
        ("5000", "Namur"),
        ("6000", "Charleroi"),
        ("7000", "Mons"),
        ("1300", "Wavre"),
    ],
    "nl": [
        ("2000", "Antwerpen"),
        ("9000", "Gent"),
        ("3000", "Leuven"),
        ("8000", "Brugge"),
        ("3500", "Hasselt"),
        ("2800", "Mechelen"),
    ],
}


@dataclass
class Party:
    name: str
    lines: list
    country: str
    vat: str | None = None
    phone: str = ""
    email: str = ""
    iban: str | None = None
    bic: str = ""
    register: str = ""
    extra: dict = field(default_factory=dict)


def _fk(loc_code: str, r: random.Random) -> Faker:
    f = Faker(LOCALES[loc_code].faker)
    f.seed_instance(r.randint(0, 2**31))
    return f


def _clean(f: Faker, attr: str) -> str:
    for _ in range(50):
        v = " ".join(str(getattr(f, attr)()).split())
        if SAFE.match(v) and "\n" not in v:
            return v
    return "Main Street 1"


def company(f: Faker, r: random.Random, country: str) -> str:
    last = [_clean(f, "last_name") for _ in range(2)]
    base = r.choice(
        [last[0], f"{last[0]} & {last[1]}", f"{last[0]} {last[1]}", f"{last[0]}-{last[1]}"]
    )
    trade = {
        "DE": ["Haustechnik", "Informatik", "Bürobedarf", "Consulting"],
        "GB": ["Consulting", "Builders", "Supplies"],
        "US": ["Design", "Systems", "Supply"],
    }
    if r.random() < 0.4 and country in trade:
        base = f"{last[0]} {r.choice(trade[country])}"
    return f"{base} {r.choice(SUFFIX.get(country, ['Ltd']))}".replace("& & ", "& ")


def address(f: Faker, r: random.Random, loc_code: str) -> list[str]:
    c = LOCALES[loc_code].country
    street = _clean(f, "street_address")
    if c == "US":
        return [street, f"{_clean(f, 'city')}, {f.state_abbr()} {f.postcode()[:5]}"]
    if c == "GB":
        return [street, _clean(f, "city"), f.postcode()]
    if c == "IE":
        town, key = r.choice(IE_TOWNS)
        code = key + " " + "".join(r.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4))
        return [street, town, code]
    if c == "BE":
        pc, city = r.choice(BE_TOWNS[LOCALES[loc_code].lang])
        return [street, f"{pc} {city}"]
    if c == "NL":
        return [street, f"{f.postcode()} {_clean(f, 'city')}"]
    if c == "PL":
        return [street, f"{f.postcode()} {_clean(f, 'city')}"]
    return [street, f"{_clean(f, 'postcode')} {_clean(f, 'city')}"]


def phone(r: random.Random, country: str) -> str:
    cc = {
        "US": "+1",
        "GB": "+44",
        "IE": "+353",
        "DE": "+49",
        "AT": "+43",
        "CH": "+41",
        "FR": "+33",
        "BE": "+32",
        "NL": "+31",
        "ES": "+34",
        "IT": "+39",
        "PT": "+351",
        "PL": "+48",
    }[country]
    return f"{cc} {r.randint(20, 99)} {r.randint(100, 999)} {r.randint(1000, 9999)}"


def vendor(r: random.Random, loc_code: str) -> Party:
    loc = LOCALES[loc_code]
    f = _fk(loc_code, r)
    p = Party(company(f, r, loc.country), address(f, r, loc_code), loc.country)
    p.vat = ids.vat_id(r, loc.country, loc.lang)
    p.phone = phone(r, loc.country)
    p.email = f"info@{re.sub('[^a-z]', '', p.name.lower())[:12] or 'firma'}.example"
    if loc.country != "US":
        p.iban = ids.iban(r, loc.country)
        p.bic = ids.bic(r, loc.country)
    else:
        p.extra = {"aba": ids.aba(r), "acct": str(r.randint(10**9, 10**10 - 1))}
    p.register = {
        "DE": f"HRB {r.randint(1000, 99999)}",
        "AT": f"FN {r.randint(10000, 599999)}k",
        "FR": f"RCS Paris {r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}",
        "GB": f"{r.randint(1000000, 9999999):08d}",
    }.get(loc.country, str(r.randint(100000, 999999)))
    return p


def customer(r: random.Random, loc_code: str, foreign: str | None = None) -> Party:
    """A customer in the vendor's country, or (reverse charge) in another EU country with a country line."""
    code = foreign or loc_code
    loc = LOCALES[code]
    f = _fk(code, r)
    if r.random() < 0.25 and not foreign:
        name = f"{_clean(f, 'first_name')} {_clean(f, 'last_name')}"
    else:
        name = company(f, r, loc.country)
    p = Party(name, address(f, r, code), loc.country)
    if foreign:
        p.lines.append(COUNTRY_NAMES[loc.country][LOCALES[loc_code].lang])
        p.vat = ids.vat_id(r, loc.country)
    elif (
        loc.country != "US"
        and r.random() < 0.45
        and " " in name
        and name != f"{name.split()[0]} {name.split()[-1]}"
    ):
        p.vat = ids.vat_id(r, loc.country, loc.lang)
    return p
