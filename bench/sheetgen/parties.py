"""Invented parties: names and addresses from Faker, checksum-valid VAT ids and IBANs."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from faker import Faker
from schwifty import IBAN
from stdnum import get_cc_module

from .locales import LocaleSpec

TRADES = {
    "en": ["Consulting", "Building Services", "Print & Design", "Office Supplies", "IT Solutions",
           "Catering"],
    "de": ["Haustechnik", "Informatik", "Druckerei", "Bürobedarf", "Gebäudeservice", "Catering"],
    "fr": ["Conseil", "Bâtiment", "Imprimerie", "Fournitures", "Informatique", "Traiteur"],
    "nl": ["Installatietechniek", "ICT", "Drukkerij", "Kantoorartikelen", "Advies", "Catering"],
    "es": ["Consultoría", "Instalaciones", "Artes Gráficas", "Suministros", "Informática",
           "Catering"],
    "it": ["Consulenza", "Impianti", "Tipografia", "Forniture", "Informatica", "Catering"],
    "pt": ["Consultoria", "Instalações", "Gráfica", "Fornecimentos", "Informática", "Catering"],
    "pl": ["Doradztwo", "Instalacje", "Drukarnia", "Artykuły Biurowe", "Informatyka", "Catering"],
}
FORMS = {
    "en_US": ["LLC", "Inc.", "Corp."], "en_GB": ["Ltd", "Ltd.", "LLP"], "en_IE": ["Ltd", "DAC"],
    "de_DE": ["GmbH", "e.K.", "GmbH & Co. KG"], "de_CH": ["AG", "GmbH"], "de_AT": ["GmbH", "KG"],
    "fr_FR": ["SARL", "SAS", "EURL"], "fr_BE": ["SRL", "SA"], "nl_NL": ["B.V.", "V.O.F."],
    "nl_BE": ["BV", "NV"], "es_ES": ["S.L.", "S.A."], "it_IT": ["S.r.l.", "S.p.A.", "S.n.c."],
    "pt_PT": ["Lda.", "S.A."], "pt_BR": ["Ltda.", "S.A.", "ME"], "pl_PL": ["Sp. z o.o.", "S.A.", "s.c."],
}
BE_CITIES = [("1000", "Bruxelles"), ("4000", "Liège"), ("5000", "Namur"), ("6000", "Charleroi"),
             ("7000", "Mons"), ("1300", "Wavre"), ("1348", "Louvain-la-Neuve")]
# Tax-id shapes: (prefix, digit count, suffix); "printed" keeps separators where real ones do.
TAX_SHAPES = {
    "DE": ("DE", 9, ""), "AT": ("ATU", 8, ""), "FR": ("FR", 11, ""), "BE": ("BE0", 9, ""),
    "NL": ("NL", 9, "B01"), "IT": ("IT", 11, ""), "PT": ("PT", 9, ""), "GB": ("GB", 9, ""),
    "PL": ("PL", 10, ""), "CH": ("CHE", 9, ""), "BR": ("", 14, ""), "US": ("", 9, ""),
}


@dataclass
class Party:
    name: str
    lines: list[str]  # printed address lines without the name
    tax_id: str | None = None
    phone: str = ""
    email: str = ""
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def address(self) -> str:
        return ", ".join(self.lines)


def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def tax_id(country: str, rng: random.Random) -> str:
    """A printed VAT id (or EIN/CNPJ) whose check digits are valid for its scheme."""
    if country == "ES":
        mod = get_cc_module("es", "nif")
        while True:
            cand = "ES" + rng.choice("ABG") + _digits(rng, 7) + str(rng.randint(0, 9))
            if mod.is_valid(cand):
                return cand
    if country == "IE":
        mod = get_cc_module("ie", "vat")
        while True:
            cand = "IE" + _digits(rng, 7) + rng.choice("ABCDEFGHIJKLMNOPQRSTUVW")
            if mod.is_valid(cand):
                return cand
    prefix, n, suffix = TAX_SHAPES[country]
    module = {"US": ("us", "ein"), "BR": ("br", "cnpj"), "CH": ("ch", "uid"), "PL": ("pl", "nip")}
    cc, name = module.get(country, (country.lower(), "vat"))
    mod = get_cc_module(cc, name)
    while True:
        cand = prefix + _digits(rng, n) + suffix
        if mod.is_valid(cand):
            return _printed_tax_id(country, cand)


def _printed_tax_id(country: str, compact: str) -> str:
    if country == "CH":
        d = compact[3:]
        return f"CHE-{d[:3]}.{d[3:6]}.{d[6:]}"
    if country == "US":
        return f"{compact[:2]}-{compact[2:]}"
    if country == "BR":
        d = compact
        return f"{d[:2]}.{d[2:5]}.{d[5:8]}/{d[8:12]}-{d[12:]}"
    return compact


def bank_account(country: str, rng: random.Random) -> tuple[str, str]:
    """(IBAN compact, BIC): a registry bank code with an all-digit account number."""
    iban = IBAN.random(country_code=country, random=rng)
    for _ in range(300):
        acc = "".join(str(rng.randint(0, 9)) for _ in range(len(iban.account_code)))
        try:
            cand = IBAN.generate(country, bank_code=iban.bank_code + iban.branch_code,
                                 account_code=acc)
            cand.validate(validate_bban=True)
        except ValueError:
            continue
        iban = cand
        break
    bic = str(iban.bic) if iban.bic else ""
    if not bic:
        bic = "".join(rng.choice("ABCDEFGHKLMNPRSTUVWXZ") for _ in range(4)) + country + "MM"
    return str(iban), bic


def _address(fake: Faker, spec: LocaleSpec, rng: random.Random) -> list[str]:
    street = fake.street_address().replace("\n", " ")
    if spec.code == "en_US":
        return [street, f"{fake.city()}, {fake.state_abbr()} {fake.zipcode()}"]
    if spec.code in ("en_GB", "en_IE"):
        return [street, fake.city(), fake.postcode()]
    if spec.code == "fr_BE":
        pc, city = rng.choice(BE_CITIES)
        return [f"{rng.choice(['Rue', 'Avenue', 'Chaussée'])} {fake.last_name()} {rng.randint(1, 180)}",
                f"{pc} {city}"]
    if spec.code == "pt_BR":
        return [street, f"{fake.postcode()} {fake.city()} - {fake.estado_sigla()}"]
    return [street, f"{fake.postcode()} {fake.city()}"]


def company(spec: LocaleSpec, fake: Faker, rng: random.Random, with_country: bool) -> Party:
    trade = rng.choice(TRADES[spec.lang])
    name = f"{fake.last_name()} {trade} {rng.choice(FORMS[spec.code])}"
    lines = _address(fake, spec, rng)
    if with_country:
        lines.append(spec.country_name)
    user = "".join(ch for ch in name.split()[0].lower() if ch.isascii() and ch.isalnum())
    return Party(name=name, lines=lines, phone=fake.phone_number(),
                 email=f"{rng.choice(['info', 'billing', 'office'])}@{user or 'firm'}.example")


def person(spec: LocaleSpec, fake: Faker, rng: random.Random) -> Party:
    name = f"{fake.first_name()} {fake.last_name()}"
    return Party(name=name, lines=_address(fake, spec, rng))


def faker_for(spec: LocaleSpec, seed: int) -> Faker:
    code = "fr_FR" if spec.code == "fr_BE" else spec.code
    fake = Faker(code)
    fake.seed_instance(seed)
    return fake
