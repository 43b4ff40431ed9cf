"""Identifiers with valid checksums: VAT ids (python-stdnum), IBANs (schwifty), invoice numbers."""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from schwifty import IBAN
from stdnum import luhn
from stdnum.at import uid as at_uid
from stdnum.au import abn as au_abn
from stdnum.be import vat as be_vat
from stdnum.ch import uid as ch_uid
from stdnum.eu import vat as eu_vat
from stdnum.gb import vat as gb_vat
from stdnum.ie import vat as ie_vat
from stdnum.iso7064 import mod_11_10
from stdnum.nl import vat as nl_vat
from stdnum.pl import nip as pl_nip
from stdnum.pt import nif as pt_nif
from stdnum.us import ein as us_ein


def _digits(rng: random.Random, n: int, first: str = "123456789") -> str:
    return rng.choice(first) + "".join(rng.choice(string.digits) for _ in range(n - 1))


def _retry(rng: random.Random, make: Callable[[], str], valid: Callable[[str], bool]) -> str:
    for _ in range(5000):
        candidate = make()
        if valid(candidate):
            return candidate
    raise RuntimeError("no valid identifier found")


def _de(rng: random.Random) -> str:
    body = _digits(rng, 8)
    return "DE" + body + mod_11_10.calc_check_digit(body)


def _at(rng: random.Random) -> str:
    return _retry(rng, lambda: "ATU" + _digits(rng, 8), at_uid.is_valid)


def _ch(rng: random.Random) -> str:
    return _retry(rng, lambda: "CHE" + _digits(rng, 9), ch_uid.is_valid)


def _fr(rng: random.Random) -> str:
    siren = _digits(rng, 8)
    siren += luhn.calc_check_digit(siren)
    key = (12 + 3 * (int(siren) % 97)) % 97
    return f"FR{key:02d}{siren}"


def _it(rng: random.Random) -> str:
    body = _digits(rng, 7, "0") + rng.choice(["001", "015", "021", "037", "058", "063", "081"])
    return "IT" + body + luhn.calc_check_digit(body)


def _ie(rng: random.Random) -> str:
    body = _digits(rng, 7)
    return "IE" + body + ie_vat.calc_check_digit(body)


def _pt(rng: random.Random) -> str:
    body = _digits(rng, 8, "5")
    return "PT" + body + pt_nif.calc_check_digit(body)


def _au(rng: random.Random) -> str:
    body = _digits(rng, 9)
    return au_abn.calc_check_digits(body) + body


_VAT: dict[str, Callable[[random.Random], str]] = {
    "DE": _de,
    "AT": _at,
    "CH": _ch,
    "FR": _fr,
    "IT": _it,
    "IE": _ie,
    "PT": _pt,
    "AU": _au,
    "BE": lambda rng: "BE" + _retry(rng, lambda: "0" + _digits(rng, 9), be_vat.is_valid),
    "NL": lambda rng: _retry(rng, lambda: "NL" + _digits(rng, 9) + "B01", nl_vat.is_valid),
    "ES": lambda rng: _retry(rng, lambda: "ESB" + _digits(rng, 8), eu_vat.is_valid),
    "PL": lambda rng: _retry(rng, lambda: _digits(rng, 10), pl_nip.is_valid),
    "GB": lambda rng: "GB" + _retry(rng, lambda: _digits(rng, 9), gb_vat.is_valid),
    "US": lambda rng: _retry(
        rng, lambda: _digits(rng, 2) + _digits(rng, 7, "0123456789"), us_ein.is_valid
    ),
}

VALIDATORS: dict[str, Callable[[str], bool]] = {
    "CH": ch_uid.is_valid,
    "AU": au_abn.is_valid,
    "PL": pl_nip.is_valid,
    "GB": gb_vat.is_valid,
    "US": us_ein.is_valid,
}


def vat_id_is_valid(country: str, value: str) -> bool:
    """Check digits of a compact id (the Swiss MWST/TVA/IVA suffix is ignored)."""
    if country == "CH":
        value = value.removesuffix("MWST").removesuffix("TVA").removesuffix("IVA")
    return VALIDATORS.get(country, eu_vat.is_valid)(value)


def vat_id(rng: random.Random, country: str) -> str:
    """A VAT id (or ABN / EIN / NIP) for `country`, compact, with valid check digits."""
    return _VAT[country](rng)


def printed_vat_id(rng: random.Random, compact: str, country: str, language: str) -> str:
    """How the id is printed: the country's usual grouping (the truth keeps the compact form)."""
    if country == "CH":
        d = compact[3:]
        suffix = {"de": " MWST", "fr": " TVA", "it": " IVA"}.get(language, "")
        return f"CHE-{d[:3]}.{d[3:6]}.{d[6:]}" + (suffix if rng.random() < 0.6 else "")
    if country == "US":
        return f"{compact[:2]}-{compact[2:]}"
    if country == "AU":
        return f"{compact[:2]} {compact[2:5]} {compact[5:8]} {compact[8:]}"
    if country == "PL" and rng.random() < 0.5:
        return f"{compact[:3]}-{compact[3:6]}-{compact[6:8]}-{compact[8:]}"
    if country == "GB" and rng.random() < 0.5:
        return f"GB {compact[2:5]} {compact[5:9]} {compact[9:]}"
    return compact


def truth_vat_id(printed: str) -> str:
    """The truth form of a printed id: as printed, without spaces (the corpus README's
    convention). A Swiss VAT number keeps its register suffix (MWST/TVA/IVA) when printed with
    it: the register makes the word part of the VAT number ("CHE-123.456.789 MWST"), and the
    corpus scorer's own example compares it so."""
    return printed.replace(" ", "")


IBAN_COUNTRIES = {"DE", "AT", "CH", "FR", "BE", "NL", "ES", "IT", "PT", "PL", "IE", "GB"}


def iban(rng: random.Random, country: str) -> tuple[str, str | None]:
    """A random IBAN of `country` passing mod-97 and national checks, and its bank's BIC if known."""
    value = IBAN.random(country_code=country, random=rng)
    account = value.account_code
    if any(c.isalpha() for c in account):  # most printed accounts are digits only
        digits = "".join(c if c.isdigit() else rng.choice(string.digits) for c in account)
        value = IBAN.random(
            country_code=country,
            random=rng,
            bank_code=value.bank_code,
            branch_code=value.branch_code,
            account_code=digits,
        )
    bic = value.bic
    return value.compact, (str(bic) if bic else None)


def iban_is_valid(value: str) -> bool:
    try:
        IBAN(value, validate_bban=True)
    except ValueError:
        return False
    return True


def group4(value: str) -> str:
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4))


def invoice_number(rng: random.Random, year: int) -> str:
    """Invoice numbers of many shapes: INV-2026-0042, 2026/117, RE260312-07, F-000381, ..."""
    n = rng.randint(1, 99999)
    letters = "".join(rng.choice(string.ascii_uppercase) for _ in range(rng.randint(2, 3)))
    shapes = [
        f"INV-{year}-{n % 10000:04d}",
        f"{year}/{n % 1000}",
        f"{letters}{year % 100}{rng.randint(1, 12):02d}-{n % 100:02d}",
        f"F-{n:06d}",
        f"{year}{n:05d}",
        f"{n % 9000 + 1000}",
        f"{letters}-{n}",
        f"{n % 100}/{year}",
        f"FV/{n % 500}/{rng.randint(1, 12):02d}/{year}",
        f"{letters}{rng.randint(100000, 999999)}",
        f"A{rng.randint(10, 99)}-{n % 10000:04d}",
    ]
    return rng.choice(shapes)


def po_number(rng: random.Random) -> str:
    return rng.choice(
        [
            f"PO-{rng.randint(10000, 99999)}",
            f"{rng.randint(4500000000, 4599999999)}",
            f"B{rng.randint(100000, 999999)}",
            f"ORD/{rng.randint(100, 9999)}",
        ]
    )
