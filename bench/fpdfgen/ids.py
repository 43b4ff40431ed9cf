"""Invented but checksum-valid identifiers: VAT ids per country, IBANs, BICs, US EINs."""
import string

from schwifty import IBAN
from stdnum.ch import vat as ch_vat
from stdnum.gb import vat as gb_vat
from stdnum.ie import vat as ie_vat
from stdnum.us import ein as us_ein
from stdnum.util import get_cc_module


# scheme -> (printed-form builder from random digits, validator module)
def _digits(rng, n, first="123456789"):
    return rng.choice(first) + "".join(rng.choice(string.digits) for _ in range(n - 1))


def _candidate(scheme, rng):
    if scheme == "de":
        return "DE" + _digits(rng, 9)
    if scheme == "at":
        return "ATU" + _digits(rng, 8)
    if scheme == "ch":
        d = _digits(rng, 9)
        return f"CHE-{d[:3]}.{d[3:6]}.{d[6:]}"
    if scheme == "fr":
        return "FR" + _digits(rng, 2, string.digits) + _digits(rng, 9)
    if scheme == "be":
        return "BE0" + _digits(rng, 9)
    if scheme == "nl":
        return "NL" + _digits(rng, 9) + "B01"
    if scheme == "es":
        return "ES" + rng.choice("AB") + _digits(rng, 8)
    if scheme == "it":
        return "IT" + _digits(rng, 7, string.digits) + rng.choice(["001", "015", "034", "058", "096"]) + _digits(rng, 1, string.digits)
    if scheme == "pt":
        return "PT5" + _digits(rng, 8, string.digits)
    if scheme == "pl":
        return _digits(rng, 10)
    if scheme == "gb":
        return "GB" + _digits(rng, 9)
    if scheme == "ie":
        return "IE" + _digits(rng, 7) + rng.choice(string.ascii_uppercase[:23])
    if scheme == "us":
        return rng.choice(["12", "20", "27", "33", "45", "46", "52", "81", "94"]) + "-" + _digits(rng, 7, string.digits)
    raise ValueError(scheme)


def validator(scheme):
    if scheme == "us":
        return us_ein
    if scheme == "ch":
        return ch_vat
    return get_cc_module(scheme, "vat")


def vat_id(scheme, rng):
    """A checksum-valid id in compact printed form (Swiss ids get their ' MWST'/' TVA' suffix later)."""
    mod = validator(scheme)
    for _ in range(5000):
        c = _candidate(scheme, rng)
        test = c + " MWST" if scheme == "ch" else c
        if mod.is_valid(test):
            return c
    raise RuntimeError(f"no valid id for {scheme}")


def pl_nip_printed(nip, rng):
    return rng.choice([f"{nip[:3]}-{nip[3:6]}-{nip[6:8]}-{nip[8:]}", nip, f"PL{nip}"])


def is_valid_tax_id(value):
    """Validate a truth tax id (letters/digits/punctuation as printed, no spaces)."""
    v = value.upper()
    if v.startswith("CHE"):
        return ch_vat.is_valid(v.replace("MWST", " MWST").replace("TVA", " TVA").replace("IVA", " IVA"))
    if len(v) == 10 and "-" in v and v[2] == "-":
        return us_ein.is_valid(v)
    if v.replace("-", "").isdigit():
        return get_cc_module("pl", "vat").is_valid(v)
    cc = v[:2].lower()
    if cc == "gb":
        return gb_vat.is_valid(v)
    if cc == "ie":
        return ie_vat.is_valid(v)
    mod = get_cc_module(cc, "vat")
    return bool(mod) and mod.is_valid(v)


# countries whose random IBANs may contain letters: (bank-code slice of the BBAN, numeric account length)
_NUMERIC = {"CH": (slice(0, 5), 12), "FR": (slice(0, 10), 11), "IT": (slice(1, 11), 12)}


def iban(country, rng):
    """A valid IBAN (national check digits included); account parts are numeric like most real ones."""
    value = IBAN.random(country_code=country, random=rng)
    if country in _NUMERIC:
        bank_slice, n = _NUMERIC[country]
        account = "".join(rng.choice(string.digits) for _ in range(n))
        value = IBAN.generate(country, bank_code=value.bban[bank_slice], account_code=account)
    return str(IBAN(str(value), validate_bban=True))


def bic(rng, country):
    return "".join(rng.choice(string.ascii_uppercase) for _ in range(4)) + country + rng.choice(["2X", "MM", "FF", "22", "XX"]) + rng.choice(["", "XXX"])


def iban_printed(compact):
    return " ".join(compact[i:i + 4] for i in range(0, len(compact), 4))
