"""Checksum-valid invented identifiers: VAT ids (python-stdnum) and IBANs (schwifty)."""

from __future__ import annotations

import random
from collections.abc import Callable

from schwifty import IBAN
from stdnum import get_cc_module


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


# country -> (candidate maker, stdnum module name)
_VAT_SHAPES: dict[str, tuple[Callable[[random.Random], str], str]] = {
    "DE": (lambda r: "DE" + str(r.randrange(1, 10)) + _digits(r, 8), "vat"),
    "AT": (lambda r: "ATU" + _digits(r, 8), "uid"),
    "CH": (lambda r: "CHE" + str(r.randrange(1, 10)) + _digits(r, 8), "uid"),
    "FR": (lambda r: "FR" + _digits(r, 2) + str(r.randrange(3, 9)) + _digits(r, 8), "tva"),
    "NL": (lambda r: "NL" + str(r.randrange(1, 9)) + _digits(r, 8) + "B01", "btw"),
    "BE": (lambda r: "BE0" + str(r.randrange(2, 9)) + _digits(r, 8), "vat"),
    "ES": (lambda r: "ES" + r.choice("AB") + _digits(r, 8), "nif"),
    "IT": (lambda r: "IT" + _digits(r, 7) + f"{r.randrange(1, 100):03d}" + _digits(r, 1), "iva"),
    "PT": (lambda r: "PT" + r.choice("5") + _digits(r, 8), "nif"),
    "PL": (lambda r: "PL" + str(r.randrange(1, 10)) + _digits(r, 9), "nip"),
    "GB": (lambda r: "GB" + str(r.randrange(1, 10)) + _digits(r, 8), "vat"),
    "IE": (lambda r: "IE" + str(r.randrange(1, 10)) + _digits(r, 6) + r.choice("ABCDEFGHW"), "vat"),
    "US": (lambda r: f"{r.choice([12, 20, 27, 45, 46, 61, 81, 84, 94])}-" + _digits(r, 7), "ein"),
}


def vat_id(country: str, rng: random.Random) -> str:
    """A compact VAT id (US: EIN) with valid check digits for the country's scheme."""
    make, module_name = _VAT_SHAPES[country]
    module = get_cc_module(country.lower(), module_name)
    for _ in range(20000):
        cand = make(rng)
        if module.is_valid(cand):
            return cand
    raise RuntimeError(f"no valid VAT id found for {country}")


def printed_vat_id(country: str, compact: str, rng: random.Random) -> str:
    """The id as it is printed on the invoice (spaces allowed; the truth drops them)."""
    if country == "CH":
        d = compact[3:]
        return f"CHE-{d[:3]}.{d[3:6]}.{d[6:]}"
    if country == "PL" and rng.random() < 0.5:
        d = compact[2:]
        return f"{d[:3]}-{d[3:6]}-{d[6:8]}-{d[8:]}"
    if country == "GB" and rng.random() < 0.5:
        d = compact[2:]
        return f"GB {d[:3]} {d[3:7]} {d[7:]}"
    if country == "DE" and rng.random() < 0.3:
        return f"DE {compact[2:5]} {compact[5:8]} {compact[8:]}"
    return compact


def truth_tax_id(printed: str) -> str:
    return printed.replace(" ", "")


def iban(country: str, rng: random.Random) -> tuple[str, str | None]:
    """A compact IBAN of a bank in the country and its BIC when the registry knows it."""
    value = IBAN.random(country_code=country, random=rng)
    for _ in range(60):  # prefer all-digit account numbers, as most real ones are
        if value.compact[-10:].isdigit():
            break
        value = IBAN.random(country_code=country, random=rng)
    bic = value.bic
    return value.compact, (str(bic) if bic else None)


def group_iban(compact: str) -> str:
    return " ".join(compact[i:i + 4] for i in range(0, len(compact), 4))
