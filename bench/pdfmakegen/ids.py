"""Tax ids, IBANs, BICs and EINs with correct check digits (verified with python-stdnum / schwifty)."""

from __future__ import annotations

import random

from schwifty import IBAN
from stdnum import luhn
from stdnum.ch import uid
from stdnum.eu import vat as euvat
from stdnum.gb import vat as gbvat
from stdnum.us import ein as usein

DIG = "0123456789"


def _digits(rng: random.Random, n: int, first: str = "123456789") -> str:
    return rng.choice(first) + "".join(rng.choice(DIG) for _ in range(n - 1))


def _candidate(cc: str, rng: random.Random) -> str:
    if cc == "DE":
        return "DE" + _digits(rng, 9)
    if cc == "AT":
        return "ATU" + _digits(rng, 8)
    if cc == "CH":
        return "CHE" + _digits(rng, 9)
    if cc == "FR":
        siren = _digits(rng, 8)
        siren += luhn.calc_check_digit(siren)
        return f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"
    if cc == "BE":
        base = "0" + _digits(rng, 7, "2345678")
        return f"BE{base}{97 - int(base) % 97:02d}"
    if cc == "NL":
        return "NL" + _digits(rng, 9) + "B0" + rng.choice("123")
    if cc == "ES":
        return "ES" + rng.choice("ABD") + _digits(rng, 8)
    if cc == "IT":
        body = _digits(rng, 7) + f"{rng.randint(1, 99):03d}"
        return "IT" + body + luhn.calc_check_digit(body)
    if cc == "PT":
        return "PT" + _digits(rng, 9, "5")
    if cc == "PL":
        return "PL" + _digits(rng, 10)
    if cc == "GB":
        return "GB" + _digits(rng, 9)
    if cc == "IE":
        return "IE" + _digits(rng, 7) + rng.choice("ABCDEFGHJKLMNPQRSTW")
    raise ValueError(cc)


def vat_id(cc: str, rng: random.Random) -> str:
    """A VAT id (compact, with country prefix) whose check digits are valid."""
    for _ in range(20000):
        cand = _candidate(cc, rng)
        if cc == "CH":
            if uid.is_valid(cand):
                return cand
        elif cc == "GB":
            if gbvat.is_valid(cand):
                return cand
        elif euvat.is_valid(cand):
            return cand
    raise RuntimeError(f"no valid VAT id for {cc}")


def printed_vat(compact: str, cc: str, lang: str, rng: random.Random) -> str:
    """How the id is printed; the truth is this string without spaces."""
    if cc == "CH":
        d = compact[3:]
        suffix = {"de": "MWST", "fr": "TVA", "it": "IVA"}.get(lang, "MWST")
        return f"CHE-{d[:3]}.{d[3:6]}.{d[6:]} {suffix}"
    if cc == "PL" and rng.random() < 0.5:
        return compact[2:]  # NIP printed without prefix on domestic invoices
    if cc == "PT" and rng.random() < 0.5:
        return compact[2:]
    return compact


def _with_check(cc: str, bban: str) -> str:
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    return f"{cc}{98 - int(num) % 97:02d}{bban}"


def iban(cc: str, rng: random.Random) -> IBAN:
    """A registry bank's IBAN with a numeric account part (letters in accounts look unreal)."""
    for _ in range(400):
        try:
            ib = IBAN.random(country_code=cc, random=rng)
            acct = ib.account_code
            if not acct.isdigit():
                bban = str(ib.bban)
                digits = "".join(rng.choice(DIG) for _ in acct)
                ib = IBAN(_with_check(cc, bban.replace(acct, digits, 1)))
            IBAN(str(ib))
            return ib
        except Exception:  # noqa: BLE001 - a national checksum failed: draw again
            continue
    raise RuntimeError(f"no IBAN for {cc}")


def bic_of(ib: IBAN, rng: random.Random) -> str:
    try:
        b = ib.bic
        if b:
            return str(b)
    except Exception:  # noqa: BLE001
        pass
    return "".join(rng.choice("ABCDEFGHKLMNPRSTUVWXZ") for _ in range(4)) + ib.country_code + "2X"


def ein(rng: random.Random) -> str:
    for _ in range(1000):
        cand = f"{rng.choice([12, 20, 27, 45, 46, 47, 81, 84, 94, 95]):02d}-{rng.randint(0, 9999999):07d}"
        if usein.is_valid(cand):
            return cand
    raise RuntimeError("no EIN")


def aba(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(8)]
    d[0] = rng.choice([0, 1, 2])
    w = [3, 7, 1, 3, 7, 1, 3, 7]
    chk = (10 - sum(a * b for a, b in zip(d, w, strict=False)) % 10) % 10
    return "".join(map(str, d)) + str(chk)
