"""Tax ids with valid check digits (checked with python-stdnum), IBANs (schwifty), EIN and ABA."""

from __future__ import annotations

import random

from schwifty import IBAN
from stdnum import get_cc_module
from stdnum.us import ein, rtn


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


_TEMPLATES = {
    "DE": lambda r: "DE" + r.choice("123456789") + _digits(r, 8),
    "AT": lambda r: "ATU" + _digits(r, 8),
    "CH": lambda r: "CHE" + _digits(r, 9),
    "FR": lambda r: "FR" + _digits(r, 2) + r.choice("3456789") + _digits(r, 8),
    "BE": lambda r: "BE0" + r.choice("456789") + _digits(r, 8),
    "NL": lambda r: "NL" + r.choice("12345689") + _digits(r, 8) + "B01",
    "ES": lambda r: "ESB" + _digits(r, 8),
    "IT": lambda r: (
        "IT" + _digits(r, 7) + r.choice(["001", "015", "021", "037", "058", "082"]) + _digits(r, 1)
    ),
    "PT": lambda r: "PT5" + _digits(r, 8),
    "PL": lambda r: "PL" + r.choice("123456789") + _digits(r, 9),
    "GB": lambda r: "GB" + r.choice("1234567") + _digits(r, 8),
    "IE": lambda r: (
        "IE" + r.choice("123456789") + _digits(r, 6) + r.choice("ABCDEFGHIJKLMNOPQRSTUVW")
    ),
}


def vat_valid(country: str, value: str) -> bool:
    if country == "US":
        return ein.is_valid(value)
    mod = get_cc_module(country.lower(), "vat")
    return bool(mod and mod.is_valid(value))


def vat_id(rng: random.Random, country: str, lang: str = "de") -> str:
    """A VAT id of `country` as printed (Swiss: 'CHE-123.456.789 MWST')."""
    if country == "US":
        while True:
            v = f"{rng.choice(['12', '20', '27', '45', '46', '61', '82', '94'])}-{_digits(rng, 7)}"
            if ein.is_valid(v):
                return v
    for _ in range(20000):
        v = _TEMPLATES[country](rng)
        if country == "CH":
            suffix = {"de": "MWST", "fr": "TVA", "it": "IVA"}.get(lang, "MWST")
            v = f"CHE-{v[3:6]}.{v[6:9]}.{v[9:12]} {suffix}"
        if vat_valid(country, v):
            return v
    raise RuntimeError(f"no valid VAT id for {country}")


def iban(rng: random.Random, country: str) -> str:
    return str(IBAN.random(country_code=country, random=rng).compact)


def bic_of(value: str, rng: random.Random, country: str) -> str:
    try:
        b = IBAN(value).bic
    except Exception:  # noqa: BLE001 - registry lookups may fail for random banks
        b = None
    if b:
        return str(b)
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    return (
        "".join(rng.choice(letters) for _ in range(4))
        + country
        + rng.choice(["2X", "MM", "FF", "XX"])
    )


def iban_printed(value: str) -> str:
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4))


def aba_routing(rng: random.Random) -> str:
    first = rng.choice(
        ["011", "021", "026", "031", "044", "053", "061", "071", "091", "121"]
    ) + _digits(rng, 5)
    return first + rtn.calc_check_digit(first)
