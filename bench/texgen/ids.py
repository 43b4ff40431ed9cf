"""VAT ids (random digits until python-stdnum accepts them), IBANs (schwifty), BIC, EIN, ABA."""

from __future__ import annotations

import random

from schwifty import IBAN
from stdnum import get_cc_module
from stdnum.us import ein as us_ein

VAT_SHAPES = {  # printed prefix, body generator
    "DE": ("DE", lambda r: _digits(r, 9)),
    "AT": ("ATU", lambda r: _digits(r, 8)),
    "FR": ("FR", lambda r: _digits(r, 11)),
    "BE": ("BE0", lambda r: _digits(r, 9)),
    "NL": ("NL", lambda r: _digits(r, 9) + "B01"),
    "ES": ("ES", lambda r: "B" + _digits(r, 8)),
    "IT": ("IT", lambda r: _digits(r, 11)),
    "PT": ("PT", lambda r: str(r.choice("25")) + _digits(r, 8)),
    "PL": ("PL", lambda r: _digits(r, 10)),
    "GB": ("GB", lambda r: _digits(r, 9)),
    "IE": ("IE", lambda r: _digits(r, 7) + r.choice("ABCDEFGHW")),
}


def _digits(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789") for _ in range(n))


def vat_id(r: random.Random, country: str, lang: str = "de") -> str:
    """A VAT id as printed (CH: CHE-123.456.789 MWST/TVA)."""
    if country == "US":
        return ein(r)
    if country == "CH":
        mod = get_cc_module("ch", "uid")
        while True:
            d = _digits(r, 9)
            s = f"CHE-{d[:3]}.{d[3:6]}.{d[6:]}"
            if mod.is_valid(s):
                return s + (" TVA" if lang == "fr" else " MWST")
    prefix, body = VAT_SHAPES[country]
    mod = get_cc_module(country.lower(), "vat")
    for _ in range(100000):
        s = prefix + body(r)
        if mod.is_valid(s):
            return s
    raise RuntimeError(f"no valid VAT id for {country}")


def vat_valid(s: str) -> bool:
    s2 = s.replace(" ", "")
    if s2.startswith("CHE"):
        return get_cc_module("ch", "vat").is_valid(s)
    if len(s2) == 10 and s2[2] == "-":
        return us_ein.is_valid(s2)
    mod = get_cc_module(s2[:2].lower(), "vat")
    return bool(mod and mod.is_valid(s2))


def ein(r: random.Random) -> str:
    while True:
        s = f"{r.choice(['12', '20', '27', '45', '46', '81', '84', '94'])}-{_digits(r, 7)}"
        if us_ein.is_valid(s):
            return s


def iban(r: random.Random, country: str) -> str:
    return str(IBAN.random(country_code=country, random=r))


def iban_valid(s: str) -> bool:
    try:
        IBAN(s)
        return True
    except ValueError:
        return False


def iban_print(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def bic(r: random.Random, country: str) -> str:
    letters = "ABCDEFGHIJKLMNOPRSTUVWXYZ"
    return (
        "".join(r.choice(letters) for _ in range(4)) + country + r.choice(["2X", "MM", "FF", "XX"])
    )


def aba(r: random.Random) -> str:
    while True:
        d = [r.randint(0, 9) for _ in range(8)]
        d[0] = r.choice([0, 1, 2])
        s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
        c = (10 - s % 10) % 10
        return "".join(map(str, d)) + str(c)
