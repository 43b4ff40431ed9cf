"""Locales, number/date/currency formatting, parties, tax ids and IBANs."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

from babel.dates import format_date
from faker import Faker
from schwifty import IBAN
from stdnum.util import get_cc_module

CENT = Decimal("0.01")

# locale -> (language, country, faker locale, currency, tax rates (standard first), number format)
LOCALES: dict[str, tuple] = {
    "en-US": ("en", "US", "en_US", "USD", ["8.875", "7.25", "6.00", "8.25"], "comma_dot"),
    "en-GB": ("en", "GB", "en_GB", "GBP", ["20.00", "5.00"], "comma_dot"),
    "en-IE": ("en", "IE", "en_IE", "EUR", ["23.00", "13.50"], "comma_dot"),
    "de-DE": ("de", "DE", "de_DE", "EUR", ["19.00", "7.00"], "dot_comma"),
    "de-AT": ("de", "AT", "de_AT", "EUR", ["20.00", "10.00"], "dot_comma"),
    "de-CH": ("de", "CH", "de_CH", "CHF", ["8.10", "2.60"], "apos_dot"),
    "fr-FR": ("fr", "FR", "fr_FR", "EUR", ["20.00", "10.00", "5.50"], "space_comma"),
    "fr-BE": ("fr", "BE", "fr_FR", "EUR", ["21.00", "6.00"], "dot_comma"),
    "fr-CH": ("fr", "CH", "fr_CH", "CHF", ["8.10", "2.60"], "apos_dot"),
    "nl-NL": ("nl", "NL", "nl_NL", "EUR", ["21.00", "9.00"], "dot_comma"),
    "nl-BE": ("nl", "BE", "nl_BE", "EUR", ["21.00", "6.00"], "dot_comma"),
    "es-ES": ("es", "ES", "es_ES", "EUR", ["21.00", "10.00"], "dot_comma"),
    "it-IT": ("it", "IT", "it_IT", "EUR", ["22.00", "10.00"], "dot_comma"),
    "pt-PT": ("pt", "PT", "pt_PT", "EUR", ["23.00", "13.00", "6.00"], "dot_comma"),
    "pl-PL": ("pl", "PL", "pl_PL", "PLN", ["23.00", "8.00"], "space_comma"),
}
NUMBER_FORMATS = {
    "comma_dot": (",", "."), "dot_comma": (".", ","), "space_comma": (" ", ","),
    "apos_dot": ("'", "."), "plain_comma": ("", ","),
}
SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "CHF": "CHF", "PLN": "zł"}
BE_CITIES = [("1000", "Bruxelles"), ("4000", "Liège"), ("5000", "Namur"), ("6000", "Charleroi"),
             ("7000", "Mons"), ("1300", "Wavre"), ("7500", "Tournai")]
LEGAL_FORMS = {
    "US": ["Inc.", "LLC"], "GB": ["Ltd", "LLP"], "IE": ["Ltd", "DAC"], "DE": ["GmbH", "GmbH & Co. KG", "AG"],
    "AT": ["GmbH", "KG"], "CH": ["AG", "GmbH", "SA"], "FR": ["SARL", "SAS", "SA"], "BE": ["SRL", "SA", "BV"],
    "NL": ["B.V.", "V.O.F."], "ES": ["S.L.", "S.A."], "IT": ["S.r.l.", "S.p.A."], "PT": ["Lda.", "S.A."],
    "PL": ["sp. z o.o.", "S.A."],
}
US_STATES = ["NY", "CA", "TX", "IL", "WA", "MA", "CO", "GA", "OR", "NJ"]


def q2(d: Decimal) -> Decimal:
    return d.quantize(CENT, rounding=ROUND_HALF_UP)


def dstr(d: Decimal, places: int = 2) -> str:
    return str(d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def qty_str(d: Decimal) -> str:
    s = format(d.normalize(), "f")
    return s


def rate_str(d: Decimal) -> str:
    """Truth form of a rate: at least two places."""
    s = format(d.normalize(), "f")
    if "." not in s:
        return s + ".00"
    return s if len(s.split(".")[1]) >= 2 else s + "0"


@dataclass
class Style:
    """Printing conventions chosen per document."""

    lang: str
    loc: str
    nf: str
    date_style: str
    cur_code: str
    cur_mode: str  # symbol_before, symbol_after, code_before, code_after
    extra: dict = field(default_factory=dict)

    def num(self, d: Decimal, places: int = 2) -> str:
        grp, dec = NUMBER_FORMATS[self.nf]
        neg = d < 0
        s = f"{abs(d):.{places}f}"
        ip, _, fp = s.partition(".")
        parts = []
        while len(ip) > 3:
            parts.insert(0, ip[-3:])
            ip = ip[:-3]
        parts.insert(0, ip)
        out = grp.join(parts) + (dec + fp if places else "")
        return ("-" if neg else "") + out

    def qty(self, d: Decimal) -> str:
        s = qty_str(d)
        return s.replace(".", NUMBER_FORMATS[self.nf][1])

    def rate(self, d: Decimal) -> str:
        s = format(d.normalize(), "f")
        return s.replace(".", NUMBER_FORMATS[self.nf][1]) + " %"

    def money(self, d: Decimal) -> str:
        n = self.num(d)
        sym = SYMBOLS[self.cur_code]
        m = self.cur_mode
        if m == "symbol_before" and len(sym) == 1:
            return ("-" + sym + n[1:]) if n.startswith("-") else sym + n
        if m in ("symbol_after", "symbol_before"):
            return f"{n} {sym}"
        if m == "code_before":
            return f"{self.cur_code} {n}"
        return f"{n} {self.cur_code}"

    def date(self, d: dt.date) -> str:
        s = self.date_style
        if s == "iso":
            return d.isoformat()
        if s == "dmy_dot":
            return d.strftime("%d.%m.%Y")
        if s == "dmy_slash":
            return d.strftime("%d/%m/%Y")
        if s == "dmy_dash":
            return d.strftime("%d-%m-%Y")
        if s == "mdy_slash":
            return d.strftime("%m/%d/%Y")
        return format_date(d, format=s, locale=self.loc.replace("-", "_"))


def pick_style(rng: random.Random, loc: str, currency: str | None = None) -> Style:
    lang, cc, _, cur, _, nf = LOCALES[loc]
    if rng.random() < 0.3:
        nf = rng.choice(list(NUMBER_FORMATS))
    if lang == "en" and nf != "comma_dot" and rng.random() < 0.7:
        nf = "comma_dot"
    numeric = {"US": ["mdy_slash"], "DE": ["dmy_dot"], "AT": ["dmy_dot"], "CH": ["dmy_dot"],
               "PL": ["dmy_dot", "iso"], "NL": ["dmy_dash"], "BE": ["dmy_slash"]}.get(cc, ["dmy_slash"])
    ds = rng.choice(numeric + ["long", "medium", "iso"] if rng.random() < 0.5 else numeric + ["long"])
    if cc == "US" and ds == "iso" and rng.random() < 0.5:
        ds = "mdy_slash"
    code = currency or cur
    modes = ["symbol_before", "symbol_after", "code_before", "code_after"]
    default = "symbol_before" if (lang == "en" or code in ("USD", "GBP")) else "symbol_after"
    mode = default if rng.random() < 0.55 else rng.choice(modes)
    return Style(lang=lang, loc=loc, nf=nf, date_style=ds, cur_code=code, cur_mode=mode)


# --------------------------------------------------------------------------- identifiers
def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


_VAT_TEMPLATES = {
    "DE": lambda r: "DE" + str(r.randint(1, 9)) + _digits(r, 8),
    "AT": lambda r: "ATU" + _digits(r, 8),
    "CH": lambda r: "CHE" + str(r.randint(1, 9)) + _digits(r, 8) + "MWST",
    "FR": lambda r: "FR" + _digits(r, 2) + str(r.randint(1, 9)) + _digits(r, 8),
    "BE": lambda r: "BE0" + str(r.randint(2, 9)) + _digits(r, 8),
    "NL": lambda r: "NL" + str(r.randint(1, 9)) + _digits(r, 8) + "B" + r.choice(["01", "02"]),
    "ES": lambda r: "ES" + r.choice("AB") + _digits(r, 8),
    "IT": lambda r: "IT" + _digits(r, 7) + f"{r.randint(1, 100):03d}" + _digits(r, 1),
    "PT": lambda r: "PT" + r.choice("5") + _digits(r, 8),
    "PL": lambda r: "PL" + str(r.randint(1, 9)) + _digits(r, 9),
    "IE": lambda r: "IE" + str(r.randint(1, 9)) + _digits(r, 6) + r.choice("ABCDEFGHKLMNPRTWX"),
    "GB": lambda r: "GB" + str(r.randint(1, 9)) + _digits(r, 8),
}


def make_vat(rng: random.Random, cc: str, lang: str = "de") -> str:
    if cc == "US":
        mod = get_cc_module("us", "ein")
        while True:
            v = f"{rng.choice(['12', '20', '27', '45', '46', '47', '81', '84', '86', '88'])}-{_digits(rng, 7)}"
            if mod.is_valid(v):
                return v
    mod = get_cc_module(cc.lower(), "vat")
    for _ in range(20000):
        v = _VAT_TEMPLATES[cc](rng)
        if mod.is_valid(v):
            return v.replace("MWST", "TVA") if lang == "fr" else v
    raise RuntimeError(f"no valid VAT id for {cc}")


def vat_printed(vat: str, cc: str) -> str:
    """How the id is printed; the truth keeps it without spaces."""
    if cc == "CH":
        core, suffix = vat[3:12], vat[12:]
        return f"CHE-{core[:3]}.{core[3:6]}.{core[6:]} {suffix}"
    return vat


def make_iban(rng: random.Random, cc: str) -> IBAN | None:
    if cc == "US":
        return None
    return IBAN.random(country_code=cc, random=rng)


def iban_grouped(iban: IBAN) -> str:
    s = str(iban.compact)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def bic_of(iban: IBAN, rng: random.Random) -> str:
    try:
        b = iban.bic
        if b is not None:
            return str(b)
    except Exception:  # noqa: BLE001 - registry lookups may fail for random accounts
        pass
    return "".join(rng.choice("ABCDEFGHKLMNPRSTUWXZ") for _ in range(4)) + iban.country_code + "2X"


# --------------------------------------------------------------------------- parties
@dataclass
class Party:
    name: str
    lines: list[str]  # address lines without the name
    vat: str | None = None  # truth form
    vat_print: str | None = None
    phone: str = ""
    email: str = ""
    web: str = ""


def _address(fk: Faker, rng: random.Random, cc: str, loc: str) -> list[str]:
    street = fk.street_address().replace("\n", ", ")
    if cc == "US":
        return [street, f"{fk.city()}, {rng.choice(US_STATES)} {fk.zipcode()}"]
    if cc == "GB":
        return [street, fk.city(), fk.postcode()]
    if cc == "IE":
        return [street, f"{fk.city()}, Co. {rng.choice(['Dublin', 'Cork', 'Galway', 'Kildare', 'Meath'])}"]
    if loc == "fr-BE":
        pc, city = rng.choice(BE_CITIES)
        return [street, f"{pc} {city}"]
    pc = fk.postcode().strip()
    if cc == "NL" and len(pc) == 6:
        pc = pc[:4] + " " + pc[4:]
    return [street.rstrip(" ,"), f"{pc} {fk.city()}"]


def country_name(cc: str, lang: str) -> str:
    from babel import Locale

    return Locale(lang).territories[cc]


def make_party(rng: random.Random, fk: Faker, cc: str, loc: str, *, company: bool = True,
               vat: bool = True, country_line: bool = False) -> Party:
    name = fk.company() if company else fk.name()
    if company and " " not in name.strip():
        name = f"{name} {rng.choice(LEGAL_FORMS.get(cc, ['Ltd']))}"
    lines = _address(fk, rng, cc, loc)
    if country_line:
        lines.append(country_name(cc, LOCALES[loc][0]))
    v = make_vat(rng, cc, LOCALES[loc][0]) if vat else None
    slug = "".join(ch for ch in name.lower() if ch.isalnum())[:14] or "firma"
    tld = {"US": "com", "GB": "co.uk", "IE": "ie", "CH": "ch", "AT": "at"}.get(cc, cc.lower())
    return Party(name=name, lines=lines, vat=v, vat_print=vat_printed(v, cc) if v else None,
                 phone=fk.phone_number(), email=f"billing@{slug}.{tld}", web=f"www.{slug}.{tld}")


def faker_for(loc: str, seed: int) -> Faker:
    fk = Faker(LOCALES[loc][2])
    fk.seed_instance(seed)
    return fk
