"""Vendors, customers and addresses from Faker of the party's locale."""
from dataclasses import dataclass, field

from faker import Faker

from . import ids
from .locales import COUNTRY_NAMES, FR_BE_TOWNS, LOCALES


@dataclass
class Party:
    name: str
    lines: list            # printed address lines, without the name
    country: str
    vat_printed: str = None
    iban: str = None
    bic: str = None
    phone: str = None
    email: str = None
    register: str = None
    person: str = None
    extra: dict = field(default_factory=dict)

    @property
    def address(self):
        return ", ".join(self.lines)

    @property
    def vat(self):
        return ids.truth_vat(self.vat_printed) if self.vat_printed else None


def faker_for(locale, rng):
    f = Faker(LOCALES[locale]["faker"])
    f.seed_instance(rng.randrange(1 << 30))
    return f


def _clean(s):
    return " ".join(str(s).replace("\n", " ").split())


def address_lines(f, locale, rng):
    LOCALES[locale]["country"]
    street = _clean(f.street_address())
    if not any(ch.isdigit() for ch in street):
        street = f"{rng.randint(1, 120)} {street}" if locale.startswith("fr") else f"{street} {rng.randint(1, 120)}"
    if locale == "fr_BE":
        pc, city = rng.choice(FR_BE_TOWNS)
        street = f"{_clean(f.street_name())} {rng.randint(1, 180)}"
        return [street, f"{pc} {city}"]
    city = _clean(f.city())
    if locale == "en_US":
        return [street, f"{city}, {f.state_abbr()} {f.zipcode()}"]
    if locale == "en_GB":
        return [street, city, f.postcode()]
    if locale == "en_IE":
        return [street, city, f"Co. {rng.choice(['Dublin', 'Cork', 'Galway', 'Kildare', 'Limerick'])}"]
    if locale == "nl_NL":
        pc = f.postcode().replace(" ", "")
        return [street, f"{pc[:4]} {pc[4:]} {city}"]
    return [street, f"{f.postcode()} {city}"]


def company_name(f, locale, rng):
    name = _clean(f.company())
    if locale == "fr_BE":
        name = name.replace(" SA", " SRL") if rng.random() < 0.5 else name
    return name


def make_vendor(rng, locale, lang, *, with_vat=True, person_business=False):
    f = faker_for(locale, rng)
    country = LOCALES[locale]["country"]
    if person_business:
        person = _clean(f.name())
        trade = rng.choice({"en": ["Consulting", "Digital Services", "Software Engineering"],
                            "de": ["IT-Beratung", "Softwareentwicklung", "Consulting"],
                            "fr": ["Conseil", "Développement logiciel", "Services numériques"],
                            "nl": ["Advies", "Softwareontwikkeling", "Consultancy"],
                            "es": ["Consultoría", "Desarrollo de software", "Servicios digitales"],
                            "it": ["Consulenza", "Sviluppo software", "Servizi digitali"],
                            "pt": ["Consultoria", "Desenvolvimento de software", "Serviços digitais"],
                            "pl": ["Doradztwo", "Usługi IT", "Programowanie"]}[lang])
        name = f"{person} – {trade}" if rng.random() < 0.6 else person
    else:
        person = _clean(f.name())
        name = company_name(f, locale, rng)
    p = Party(name=name, lines=address_lines(f, locale, rng), country=country, person=person)
    if with_vat:
        p.vat_printed = ids.ein(rng) if country == "US" else ids.print_vat(ids.vat_id(rng, country), rng)
    p.iban = ids.iban(rng, country)
    p.bic = ids.bic_of(p.iban, rng) if p.iban else None
    if country == "US":
        p.extra["aba"] = ids.aba_routing(rng)
        p.extra["account"] = "".join(rng.choice("0123456789") for _ in range(10))
    p.phone = _clean(f.phone_number())
    domain = "".join(ch for ch in name.lower().split()[0] if ch.isalnum() and ch.isascii()) or "mail"
    p.email = f"{rng.choice(['info', 'billing', 'office', 'accounts'])}@{domain}.{country.lower() if country != 'GB' else 'co.uk'}"
    p.register = register_number(rng, country)
    return p


def make_customer(rng, locale, lang, *, company=True, with_vat=False, country_line=False):
    f = faker_for(locale, rng)
    country = LOCALES[locale]["country"]
    name = company_name(f, locale, rng) if company else _clean(f.name())
    p = Party(name=name, lines=address_lines(f, locale, rng), country=country, person=_clean(f.name()))
    if country_line:
        p.lines.append(COUNTRY_NAMES[lang][country])
    if with_vat and country != "US":
        p.vat_printed = ids.print_vat(ids.vat_id(rng, country), rng)
    return p


def register_number(rng, country):
    n = rng.randint(10000, 299999)
    return {
        "DE": f"HRB {n}, Amtsgericht {rng.choice(['München', 'Hamburg', 'Köln', 'Berlin-Charlottenburg'])}",
        "AT": f"FN {n}{rng.choice('abdfkmpst')}, HG Wien",
        "CH": f"CH-{rng.randint(100, 660)}.{rng.randint(1, 9)}.{rng.randint(100000, 999999)}-{rng.randint(1, 9)}",
        "FR": f"RCS {rng.choice(['Paris', 'Lyon', 'Nantes'])} {rng.randint(300, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
        "BE": f"RPM {rng.choice(['Bruxelles', 'Liège', 'Gent', 'Antwerpen'])}",
        "NL": f"KvK {rng.randint(10000000, 99999999)}",
        "ES": f"R.M. {rng.choice(['Madrid', 'Barcelona', 'Valencia'])}, Tomo {rng.randint(1000, 40000)}, Hoja M-{n}",
        "IT": f"REA {rng.choice(['MI', 'RM', 'TO', 'BO'])}-{n}",
        "PT": f"C.R.C. {rng.choice(['Lisboa', 'Porto'])} n.º {rng.randint(1000, 99999)}",
        "PL": f"KRS {rng.randint(10 ** 9, 10 ** 10 - 1):010d}",
        "GB": f"Registered in England and Wales No. {rng.randint(1000000, 15999999):08d}",
        "IE": f"CRO {rng.randint(100000, 799999)}",
        "US": f"{rng.choice(['Delaware', 'New York', 'California'])} corporation",
    }[country]
