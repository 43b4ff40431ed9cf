"""Identifiers with valid check digits (VAT ids, EINs, IBANs) and free-form numbers (invoice,
customer, register numbers). All random draws come from the caller's `random.Random`."""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from datetime import date

from schwifty import IBAN
from stdnum import luhn
from stdnum.at import uid as at_uid
from stdnum.au import abn as au_abn
from stdnum.au import acn as au_acn
from stdnum.be import vat as be_vat
from stdnum.br import cnpj as br_cnpj
from stdnum.ca import bn as ca_bn
from stdnum.ch import uid as ch_uid
from stdnum.de import vat as de_vat
from stdnum.es import cif as es_cif
from stdnum.gb import vat as gb_vat
from stdnum.ie import vat as ie_vat
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import pan as in_pan
from stdnum.it import iva as it_iva
from stdnum.lu import tva as lu_tva
from stdnum.mx import rfc as mx_rfc
from stdnum.nl import btw as nl_btw
from stdnum.pl import nip as pl_nip
from stdnum.pt import nif as pt_nif
from stdnum.us import ein as us_ein


def _digits(rng: random.Random, n: int, first_nonzero: bool = True) -> str:
    head = str(rng.randint(1, 9)) if first_nonzero else str(rng.randint(0, 9))
    return head + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def _until_valid(rng: random.Random, make: Callable[[], str], valid: Callable[[str], bool]) -> str:
    for _ in range(5000):
        candidate = make()
        if valid(candidate):
            return candidate
    raise RuntimeError("no valid identifier found in 5000 draws")


def vat_id(rng: random.Random, country: str) -> tuple[str, str]:
    """A VAT id (US: EIN) with a valid check digit, as (printed form, printed without spaces)."""
    printed, _ = _vat_id(rng, country)
    return printed, printed.replace(" ", "")


def _vat_id(rng: random.Random, country: str) -> tuple[str, str]:
    if country == "DE":
        c = _until_valid(rng, lambda: "DE" + _digits(rng, 9), de_vat.is_valid)
        return rng.choice([c, f"DE {c[2:5]} {c[5:8]} {c[8:]}"]), c
    if country == "AT":
        body = _digits(rng, 7)
        c = "ATU" + body + at_uid.calc_check_digit("U" + body)
        return c, c
    if country == "CH":
        body = _digits(rng, 8)
        num = body + ch_uid.calc_check_digit(body)
        if not ch_uid.is_valid("CHE" + num):
            return _vat_id(rng, country)
        printed = f"CHE-{num[:3]}.{num[3:6]}.{num[6:]}"
        return printed, printed
    if country == "FR":
        siren = _digits(rng, 8)
        siren += luhn.calc_check_digit(siren)
        key = (12 + 3 * (int(siren) % 97)) % 97
        c = f"FR{key:02d}{siren}"
        return rng.choice([c, f"FR {key:02d} {siren[:3]} {siren[3:6]} {siren[6:]}"]), c
    if country == "NL":
        c = _until_valid(
            rng, lambda: "NL" + _digits(rng, 9) + "B" + f"{rng.randint(1, 3):02d}", nl_btw.is_valid
        )
        return c, c
    if country == "ES":
        body = rng.choice("ABCDEFGHJNPQRSUVW") + _digits(rng, 7, first_nonzero=False)
        checks = es_cif.calc_check_digits(body)
        c = next(body + ch for ch in checks if es_cif.is_valid(body + ch))
        printed = rng.choice([c, "ES" + c])
        return printed, printed
    if country == "IT":
        c = _until_valid(rng, lambda: _digits(rng, 11, first_nonzero=False), it_iva.is_valid)
        return rng.choice([c, "IT" + c]), c
    if country == "PT":
        body = rng.choice("125") + _digits(rng, 7, first_nonzero=False)
        c = body + pt_nif.calc_check_digit(body)
        return rng.choice([c, "PT" + c, f"{c[:3]} {c[3:6]} {c[6:]}"]), c
    if country == "PL":
        c = _until_valid(rng, lambda: _digits(rng, 10), pl_nip.is_valid)
        return rng.choice([c, f"{c[:3]}-{c[3:6]}-{c[6:8]}-{c[8:]}", "PL" + c]), c
    if country == "GB":
        c = _until_valid(rng, lambda: "GB" + _digits(rng, 9), gb_vat.is_valid)
        return rng.choice([c, f"GB {c[2:5]} {c[5:9]} {c[9:]}"]), c
    if country == "IE":
        body = _digits(rng, 7, first_nonzero=False)
        c = "IE" + body + ie_vat.calc_check_digit(body)
        return c, c
    if country == "US":
        c = _until_valid(
            rng, lambda: f"{rng.randint(10, 99)}-{_digits(rng, 7, False)}", us_ein.is_valid
        )
        return c, c
    if country in _OVERSEAS_IDS or country in ("BE", "LU"):
        return {**_OVERSEAS_IDS, "BE": _be_vat, "LU": _lu_tva}[country](rng)
    raise ValueError(f"no VAT id scheme for country {country!r}")


def _be_vat(rng: random.Random) -> tuple[str, str]:
    body = rng.choice("01") + _digits(rng, 7, first_nonzero=False)
    num = body + f"{97 - int(body) % 97:02d}"
    assert be_vat.is_valid("BE" + num)
    dotted = f"{num[:4]}.{num[4:7]}.{num[7:]}"
    return rng.choice(
        [f"BE{num}", f"BE {dotted}", f"BE {num[:4]} {num[4:7]} {num[7:]}", f"BE{dotted}"]
    ), num


def _lu_tva(rng: random.Random) -> tuple[str, str]:
    body = _digits(rng, 6)
    num = "LU" + body + lu_tva.calc_check_digits(body)
    return rng.choice([num, f"LU {num[2:6]} {num[6:]}"]), num


def _au_abn(rng: random.Random) -> tuple[str, str]:
    body = _digits(rng, 9)
    num = au_abn.calc_check_digits(body) + body
    if not au_abn.is_valid(num):
        return _au_abn(rng)
    return rng.choice([num, f"{num[:2]} {num[2:5]} {num[5:8]} {num[8:]}"]), num


def _ca_bn(rng: random.Random) -> tuple[str, str]:
    body = _digits(rng, 8)
    num = body + luhn.calc_check_digit(body) + "RT0001"
    assert ca_bn.is_valid(num)
    return rng.choice([num, f"{num[:9]} RT0001", f"{num[:5]} {num[5:9]} RT0001"]), num


_STATES = ("27", "29", "07", "33", "24", "09", "19", "36", "06", "32")
_ALNUM = string.digits + string.ascii_uppercase


def pan(rng: random.Random) -> str:
    """An Indian PAN of a company (fourth letter C) or a firm (F)."""
    letters = "".join(rng.choice(string.ascii_uppercase) for _ in range(3))
    value = f"{letters}{rng.choice('CF')}{rng.choice(string.ascii_uppercase)}{_digits(rng, 4)}"
    return value + rng.choice(string.ascii_uppercase)


def _in_gstin(rng: random.Random) -> tuple[str, str]:
    body = f"{rng.choice(_STATES)}{pan(rng)}{rng.randint(1, 3)}Z"
    num = body + luhn.calc_check_digit(body, _ALNUM)
    assert in_gstin.is_valid(num) and in_pan.is_valid(num[2:12])
    return num, num


def _mx_rfc(rng: random.Random) -> tuple[str, str]:
    def make() -> str:
        letters = "".join(rng.choice(string.ascii_uppercase) for _ in range(3))
        day = date(2000, 1, 1).toordinal() + rng.randint(0, 8000)
        body = letters + date.fromordinal(day).strftime("%y%m%d")
        body += rng.choice(_ALNUM[1:]) + rng.choice(_ALNUM[1:])
        return body + mx_rfc.calc_check_digit(body)

    num = _until_valid(rng, make, lambda c: mx_rfc.is_valid(c, validate_check_digits=True))
    return num, num


def _br_cnpj(rng: random.Random) -> tuple[str, str]:
    body = _digits(rng, 8) + "0001"
    num = body + br_cnpj.calc_check_digits(body)
    assert br_cnpj.is_valid(num)
    printed = rng.choice([br_cnpj.format(num), num])
    return printed, printed


_OVERSEAS_IDS: dict[str, Callable[[random.Random], tuple[str, str]]] = {
    "AU": _au_abn,
    "CA": _ca_bn,
    "IN": _in_gstin,
    "MX": _mx_rfc,
    "BR": _br_cnpj,
}


def _clabe(rng: random.Random) -> str:
    body = f"{rng.choice([2, 12, 14, 21, 30, 72]):03d}{rng.randint(10, 999):03d}{_digits(rng, 11)}"
    weights = [3, 7, 1] * 6
    total = sum(int(d) * w % 10 for d, w in zip(body, weights, strict=False))
    return body + str((10 - total % 10) % 10)


def domestic_bank(rng: random.Random, kind: str) -> tuple[str, str]:
    """National bank details where no IBAN is used: (branch or bank code, account number)."""
    makers: dict[str, Callable[[], tuple[str, str]]] = {
        "au_bsb": lambda: (f"{_digits(rng, 3)}-{_digits(rng, 3, False)}", _digits(rng, 8)),
        "ca_transit": lambda: (f"{_digits(rng, 5)}-{rng.choice(['001', '002', '003', '004', '006', '010'])}", _digits(rng, 7)),
        "in_ifsc": lambda: (rng.choice(["HDFC", "ICIC", "SBIN", "UTIB", "KKBK"]) + "0" + _digits(rng, 6), _digits(rng, 14)),
        "mx_clabe": lambda: (_digits(rng, 10), _clabe(rng)),
        "br_agencia": lambda: (f"{_digits(rng, 4)}-{rng.randint(0, 9)}", f"{_digits(rng, 5)}-{rng.randint(0, 9)}"),
    }  # fmt: skip
    return makers[kind]()


def iban(rng: random.Random, country: str) -> tuple[str, str, str]:
    """A valid IBAN of a real bank of `country`: (printed in groups of 4, compact, BIC or '')."""
    value = IBAN.random(country, random=rng)
    compact = value.compact
    printed = rng.choice([" ".join(compact[i : i + 4] for i in range(0, len(compact), 4)), compact])
    try:
        bic = str(value.bic) if value.bic else ""
    except Exception:  # the registry may lack a BIC for the bank
        bic = ""
    return printed, compact, bic


def _acn(rng: random.Random) -> str:
    body = _digits(rng, 8, first_nonzero=False)
    num = body + au_acn.calc_check_digit(body)
    return f"{num[:3]} {num[3:6]} {num[6:]}"


def invoice_number(rng: random.Random, issued: date) -> str:
    """An invoice number in one of many real-world styles."""
    y, yy, n = issued.year, issued.year % 100, rng.randint(1, 9999)
    styles = [
        f"INV-{y}-{n:04d}",
        f"{y}/{n % 1000:03d}",
        f"F-{rng.randint(1, 999999):06d}",
        f"RE{rng.randint(10000, 99999)}",
        f"{yy:02d}-{n:04d}",
        f"{y}{issued.month:02d}{n % 1000:03d}",
        f"R{yy:02d}/{n:05d}",
        f"{rng.choice(string.ascii_uppercase)}{rng.choice(string.ascii_uppercase)}-{n}",
        f"FV/{n % 1000}/{issued.month:02d}/{y}",
        f"{n:05d}",
        f"INV{rng.randint(100000, 999999)}",
        f"{y}-{rng.choice(['A', 'B', 'FA', 'R'])}-{n:05d}",
        f"FT {y}A/{n}",
        f"{rng.randint(1, 9)}{rng.randint(100, 999)}/{yy:02d}",
    ]
    return rng.choice(styles)


def reference(rng: random.Random) -> str:
    """A purchase-order or customer reference."""
    return rng.choice(
        [
            f"PO-{rng.randint(1000, 99999)}",
            f"{rng.randint(4500000000, 4599999999)}",
            f"BE{rng.randint(100000, 999999)}",
            f"{rng.choice(string.ascii_uppercase)}{rng.randint(100, 999)}-{rng.randint(10, 99)}",
            f"ORD/{rng.randint(100, 9999)}",
        ]
    )


def customer_number(rng: random.Random) -> str:
    return rng.choice(
        [
            f"{rng.randint(10000, 99999)}",
            f"K-{rng.randint(1000, 9999)}",
            f"C{rng.randint(100, 9999):05d}",
        ]
    )


def national_id(rng: random.Random, kind: str) -> str:
    """A register or national tax number printed as a distractor (not a VAT id)."""
    makers: dict[str, Callable[[], str]] = {
        "uk_company": lambda: f"{rng.randint(1000000, 15999999):08d}",
        "ie_cro": lambda: str(rng.randint(100000, 799999)),
        "de_stnr": lambda: (
            f"{rng.randint(10, 99)}/{rng.randint(100, 999)}/{rng.randint(10000, 99999)}"
        ),
        "de_hrb": lambda: (
            f"Amtsgericht {rng.choice(['München', 'Köln', 'Hamburg', 'Berlin-Charlottenburg'])} HRB {rng.randint(1000, 199999)}"
        ),
        "at_fn": lambda: f"FN {rng.randint(10000, 599999)}{rng.choice('abdgkmpstvwxyz')}",
        "at_stnr": lambda: (
            f"{rng.randint(10, 99)} {rng.randint(100, 999)}/{rng.randint(1000, 9999)}"
        ),
        "fr_siret": lambda: " ".join(
            [
                _digits(rng, 3),
                _digits(rng, 3, False),
                _digits(rng, 3, False),
                _digits(rng, 5, False),
            ]
        ),
        "fr_rcs": lambda: (
            f"RCS {rng.choice(['Paris', 'Lyon', 'Lille', 'Nantes'])} B {_digits(rng, 3)} {_digits(rng, 3, False)} {_digits(rng, 3, False)}"
        ),
        "fr_ape": lambda: f"{rng.randint(10, 96)}{rng.randint(10, 99)}{rng.choice('ABZ')}",
        "nl_kvk": lambda: _digits(rng, 8),
        "es_rm": lambda: (
            f"Registro Mercantil de {rng.choice(['Madrid', 'Barcelona', 'Valencia'])}, Tomo {rng.randint(1000, 40000)}, Folio {rng.randint(1, 220)}, Hoja M-{rng.randint(10000, 700000)}"
        ),
        "it_sdi": lambda: "".join(
            rng.choice(string.ascii_uppercase + string.digits) for _ in range(7)
        ),
        "it_rea": lambda: f"{rng.choice(['MI', 'RM', 'TO', 'BO'])}-{rng.randint(100000, 2999999)}",
        "it_capital": lambda: f"€ {rng.choice(['10.000,00', '50.000,00', '100.000,00'])} i.v.",
        "pt_capital": lambda: f"{rng.choice(['5.000,00', '50.000,00', '250.000,00'])} €",
        "pt_atcud": lambda: (
            f"{''.join(rng.choice(string.ascii_uppercase) for _ in range(8))}-{rng.randint(1, 999)}"
        ),
        "pl_regon": lambda: _digits(rng, 9),
        "pl_krs": lambda: f"{rng.randint(1, 999999):010d}",
        "pl_bdo": lambda: f"{rng.randint(1000, 999999):09d}",
        "be_rpm": lambda: rng.choice(
            ["Bruxelles", "Liège", "Namur", "Charleroi", "Gand", "Anvers"]
        ),
        "be_rpr": lambda: rng.choice(
            ["Gent", "Antwerpen", "Brussel", "Leuven", "Brugge", "Hasselt"]
        ),
        "au_acn": lambda: _acn(rng),
        "in_pan": lambda: pan(rng),
        "in_cin": lambda: (
            f"U{rng.randint(10000, 99999)}{rng.choice(['MH', 'KA', 'DL', 'TN'])}{rng.randint(1995, 2022)}PTC{_digits(rng, 6)}"
        ),
        "br_ie": lambda: (
            f"{_digits(rng, 3)}.{_digits(rng, 3, False)}.{_digits(rng, 3, False)}.{_digits(rng, 3, False)}"
        ),
        "br_im": lambda: (
            f"{rng.randint(1, 9)}.{_digits(rng, 3, False)}.{_digits(rng, 3, False)}-{rng.randint(0, 9)}"
        ),
        "lu_rcs": lambda: f"B{rng.randint(10000, 280000)}",
        "lu_matricule": lambda: (
            f"{rng.randint(1990, 2022)}{_digits(rng, 4, False)}{_digits(rng, 3, False)}"
        ),
    }
    return makers[kind]()
