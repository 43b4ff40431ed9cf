"""Vendor / customer parties drawn with the locale's Faker; printed address lines per country."""

import re
import unicodedata
from dataclasses import dataclass, field

from faker import Faker
from faker.providers.address.it_IT import Provider as _ItAddress

from .ids import make_iban, make_vat

IT_CAPS = _ItAddress.cap_city_province
BE_FR_CITIES = [
    ("1000", "Bruxelles"),
    ("4000", "Liège"),
    ("5000", "Namur"),
    ("6000", "Charleroi"),
    ("7000", "Mons"),
    ("1300", "Wavre"),
    ("1348", "Louvain-la-Neuve"),
    ("6700", "Arlon"),
    ("7500", "Tournai"),
    ("1400", "Nivelles"),
]
IE_CITIES = [
    ("Dublin 2", "D02"),
    ("Dublin 8", "D08"),
    ("Cork", "T12"),
    ("Galway", "H91"),
    ("Limerick", "V94"),
    ("Waterford", "X91"),
    ("Kilkenny", "R95"),
    ("Sligo", "F91"),
]
IE_STREETS = [
    "Main Street",
    "Harbour Road",
    "Church Street",
    "Parnell Square",
    "Dock Road",
    "Mill Lane",
    "Castle Street",
    "Patrick Street",
    "Quay Street",
    "Bridge Street",
]
LEGAL_FORMS = {
    "en_IE": ["Ltd", "Limited", "DAC", "& Sons Ltd"],
    "fr_BE": ["SRL", "SA", "SC", "& Fils SRL"],
}
BANKS = {
    "DE": ["Sparkasse", "Volksbank", "Commerzbank", "Deutsche Bank"],
    "AT": ["Raiffeisenbank", "Erste Bank", "BAWAG P.S.K."],
    "CH": ["UBS Switzerland AG", "Zürcher Kantonalbank", "PostFinance", "Raiffeisen"],
    "GB": ["Barclays", "Lloyds Bank", "NatWest", "HSBC UK"],
    "IE": ["Bank of Ireland", "AIB", "PTSB"],
    "FR": ["BNP Paribas", "Crédit Agricole", "Société Générale", "Banque Populaire"],
    "BE": ["KBC", "Belfius", "BNP Paribas Fortis", "ING Belgique"],
    "NL": ["ING", "Rabobank", "ABN AMRO"],
    "ES": ["Banco Santander", "BBVA", "CaixaBank"],
    "IT": ["Intesa Sanpaolo", "UniCredit", "BPER Banca"],
    "PT": ["Millennium bcp", "Caixa Geral de Depósitos", "Novo Banco"],
    "PL": ["PKO BP", "mBank", "Bank Pekao SA"],
    "US": ["Chase Bank", "Wells Fargo Bank", "Bank of America"],
}
TRADES = {
    "en": [
        "Consulting",
        "Facilities",
        "Print Works",
        "Electrical",
        "Design Studio",
        "Supplies",
        "IT Services",
    ],
    "fr": ["Conseil", "Services", "Électricité", "Imprimerie", "Informatique", "Bureautique"],
}


@dataclass
class Party:
    name: str
    lines: list  # printed address lines (without the name)
    country: str
    country_line: str = None  # printed country line, or None
    vat_printed: str = None
    vat_truth: str = None
    phone: str = ""
    fax: str = ""
    email: str = ""
    web: str = ""
    city: str = ""
    register: str = ""
    director: str = ""
    iban: str = None
    bic: str = None
    bank_name: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def address_lines(self):
        return self.lines + ([self.country_line] if self.country_line else [])

    @property
    def address_truth(self):
        return ", ".join(self.address_lines)


def make_faker(locale, seed):
    fake = Faker(locale)
    fake.seed_instance(seed)
    return fake


def _slug(text):
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    words = re.findall(r"[A-Za-z]+", text.lower())
    return (
        "-".join(w for w in words[:2] if w not in ("gmbh", "ag", "sa", "inc", "ltd", "llc"))
        or "firma"
    )


def _clean(text):
    return re.sub(r"\s+", " ", text.replace("\n", " ")).strip()


def _street(fake, spec, rng):
    code = spec.code
    if code == "en_IE":
        return [f"{rng.randint(1, 180)} {rng.choice(IE_STREETS)}"]
    if code == "fr_BE":
        fr = make_faker("fr_FR", rng.randint(0, 10**9))
        street = fr.street_name()
        return [f"{street[:1].upper()}{street[1:]} {rng.randint(1, 240)}".strip()]
    if code in ("fr_CH", "de_CH"):
        street = fake.street_name() if hasattr(fake, "street_name") else fake.street_address()
        return [f"{street[:1].upper()}{street[1:]} {rng.randint(1, 120)}"]
    if code == "en_GB":
        return [_clean(p) for p in fake.street_address().split("\n") if p.strip()]
    return [_clean(fake.street_address())]


def _city_lines(fake, spec, rng):
    code = spec.code
    if code == "en_US":
        return [f"{fake.city()}, {fake.state_abbr(include_territories=False)} {fake.zipcode()}"]
    if code == "en_GB":
        return (
            [fake.city(), fake.postcode()]
            if rng.random() < 0.5
            else [f"{fake.city()} {fake.postcode()}"]
        )
    if code == "en_IE":
        city, routing = rng.choice(IE_CITIES)
        eircode = routing + " " + "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4))
        return [city, eircode] if rng.random() < 0.6 else [f"{city} {eircode}"]
    if code == "fr_BE":
        pc, city = rng.choice(BE_FR_CITIES)
        return [f"{pc} {city}"]
    if (
        code == "it_IT"
    ):  # Faker's it_IT city() depends on set order (hash seed); use its CAP table sorted
        cap = rng.choice(sorted(IT_CAPS))
        city, prov = rng.choice(IT_CAPS[cap])
        return [f"{cap} {city} ({prov})"]
    if code == "nl_NL":
        pc = fake.postcode().replace(" ", "")
        return [f"{pc[:4]} {pc[4:]} {fake.city()}"]
    return [f"{fake.postcode()} {fake.city()}"]


SINGLE_NAME_FORMS = {
    "en_US": ["Inc.", "LLC", "Corp.", "& Co."],
    "en_GB": ["Ltd", "Limited", "& Sons Ltd", "LLP"],
    "de": ["GmbH", "KG", "e.K.", "GmbH & Co. KG"],
    "de_CH": ["AG", "GmbH"],
    "fr": ["SARL", "SAS", "SA"],
    "fr_BE": ["SRL", "SA"],
    "fr_CH": ["Sàrl", "SA"],
    "nl": ["B.V.", "V.O.F."],
    "nl_BE": ["BV", "NV", "VOF"],
    "es": ["S.L.", "S.A."],
    "it": ["s.r.l.", "S.p.A.", "S.n.c."],
    "pt": ["Lda.", "S.A.", "Unipessoal Lda."],
    "pl": ["Sp. z o.o.", "S.A.", "s.c."],
}


def _legal_form(spec, rng):
    forms = SINGLE_NAME_FORMS.get(spec.code) or SINGLE_NAME_FORMS.get(spec.lang, ["Ltd"])
    return rng.choice(forms)


def _company(fake, spec, rng):
    name = _company_raw(fake, spec, rng)
    if " " not in name and "-" not in name:
        name = f"{name} {_legal_form(spec, rng)}"
    return name


def _company_raw(fake, spec, rng):
    if spec.code in LEGAL_FORMS:
        trades = TRADES["en" if spec.lang == "en" else "fr"]
        last = (
            fake.last_name()
            if spec.code != "fr_BE"
            else make_faker("fr_FR", rng.randint(0, 10**9)).last_name()
        )
        return f"{last} {rng.choice(trades)} {rng.choice(LEGAL_FORMS[spec.code])}"
    return _clean(fake.company())


def _register(spec, rng, city):
    c = spec.country
    n = lambda k: "".join(rng.choice("0123456789") for _ in range(k))  # noqa: E731
    return {
        "DE": f"HRB {n(5)}, Amtsgericht {city}",
        "AT": f"FN {n(6)}{rng.choice('abdhkmpt')}, Landesgericht {city}",
        "CH": f"Handelsregister-Nr. CH-{n(3)}.{n(1)}.{n(3)}.{n(3)}-{n(1)}",
        "GB": f"Company No. {n(8)}",
        "IE": f"CRO No. {n(6)}",
        "FR": f"SIRET {n(3)} {n(3)} {n(3)} {n(5)} - RCS {city} B {n(3)} {n(3)} {n(3)}",
        "BE": f"RPM {city}",
        "NL": f"KvK {n(8)}",
        "ES": f"Reg. Mercantil, Tomo {n(4)}, Folio {n(2)}, Hoja {n(5)}",
        "IT": f"REA {n(6)} - Cap. Soc. € {rng.choice(['10.000,00', '50.000,00', '100.000,00'])} i.v.",
        "PT": f"Matrícula CRC n.º {n(9)} - Capital social {rng.choice(['5.000,00', '50.000,00'])} €",
        "PL": f"KRS {n(10)}, REGON {n(9)}",
        "US": "",
    }[c]


def _city_of(lines):
    last = lines[-1]
    m = re.match(r"^[\dA-Z-]{3,8}(?: [A-Z]{2})? (.+)$", last)
    if m:
        return m.group(1)
    return last.split(",")[0]


def make_party(spec, fake, rng, company=True, with_vat=True, country_line=False, bank=False):
    name = _company(fake, spec, rng) if company else f"{fake.first_name()} {fake.last_name()}"
    lines = _street(fake, spec, rng) + _city_lines(fake, spec, rng)
    city = _city_of(lines)
    party = Party(name=name, lines=lines, country=spec.country, city=city)
    if country_line:
        party.country_line = spec.country_name
    if with_vat:
        party.vat_printed, party.vat_truth = make_vat(rng, spec.country, spec.lang)
    party.phone = _clean(fake.phone_number())
    party.fax = _clean(fake.phone_number())
    domain = (
        _slug(name) + rng.choice((".com", ".net", ".biz"))
        if spec.country in ("US", "GB", "IE")
        else _slug(name) + "." + spec.country.lower()
    )
    party.email = (
        rng.choice(
            (
                "info",
                "billing",
                "accounts",
                "office",
                "rechnung" if spec.lang == "de" else "invoices",
            )
        )
        + "@"
        + domain
    )
    party.web = "www." + domain
    party.register = _register(spec, rng, city)
    party.director = f"{fake.first_name()} {fake.last_name()}"
    if bank:
        party.iban, party.bic = make_iban(rng, spec.country)
        party.bank_name = rng.choice(BANKS[spec.country])
    elif spec.country == "US":
        party.bank_name = rng.choice(BANKS["US"])
        party.extra["routing"] = rng.choice(
            ("021000021", "121000248", "026009593", "011000138", "071000013")
        )
        party.extra["account"] = "".join(
            rng.choice("0123456789") for _ in range(rng.choice((9, 10, 12)))
        )
    return party
