"""Valid-looking identifiers: IBANs (schwifty) and VAT ids / EINs with correct check digits (stdnum)."""

from schwifty import IBAN
from stdnum import luhn
from stdnum.ch import vat as ch_vat
from stdnum.es import nif as es_nif
from stdnum.eu import vat as eu_vat
from stdnum.gb import vat as gb_vat
from stdnum.it import iva as it_iva
from stdnum.pl import nip as pl_nip
from stdnum.pt import nif as pt_nif
from stdnum.us import ein as us_ein

DIGITS = "0123456789"


def _digits(rng, n, first_nonzero=True):
    head = rng.choice("123456789") if first_nonzero else rng.choice(DIGITS)
    return head + "".join(rng.choice(DIGITS) for _ in range(n - 1))


ACCOUNT_DIGITS = {"CH": 12, "FR": 11, "IT": 12}


def make_iban(rng, country: str) -> tuple:
    """(IBAN, BIC): mod-97 valid, a bank code from schwifty's registry, numeric account part."""
    values = {}
    if country in ACCOUNT_DIGITS:
        values["account_code"] = _digits(rng, ACCOUNT_DIGITS[country], False)
    iban = IBAN.random(country_code=country, random=rng, **values)
    try:
        bic = str(iban.bic) if iban.bic else None
    except Exception:
        bic = None
    return str(iban.compact), bic


def _trial(rng, make, valid):
    for _ in range(20000):
        candidate = make()
        if valid(candidate):
            return candidate
    raise RuntimeError("could not generate a valid id")


def make_vat(rng, country: str, lang: str = "de") -> tuple:
    """Return (printed, truth) VAT id for a country (US: EIN). truth has no spaces or dots."""
    c = country
    if c == "US":
        n = _trial(rng, lambda: _digits(rng, 2) + "-" + _digits(rng, 7, False), us_ein.is_valid)
        return n, n
    if c == "GB":
        n = _trial(rng, lambda: "GB" + _digits(rng, 9), gb_vat.is_valid)
        printed = f"GB {n[2:5]} {n[5:9]} {n[9:]}" if rng.random() < 0.6 else n
        return printed, n
    if c == "CH":
        n = _trial(rng, lambda: "CHE" + _digits(rng, 9), lambda s: ch_vat.is_valid(s + "MWST"))
        suffix = {"de": "MWST", "fr": "TVA", "it": "IVA"}.get(lang, "MWST")
        printed = f"CHE-{n[3:6]}.{n[6:9]}.{n[9:]} {suffix}"
        return printed, truth_id(printed)
    if c == "FR":
        siren = _digits(rng, 8)
        siren += luhn.calc_check_digit(siren)
        key = (12 + 3 * (int(siren) % 97)) % 97
        n = f"FR{key:02d}{siren}"
        assert eu_vat.is_valid(n)
        printed = f"FR {n[2:4]} {n[4:7]} {n[7:10]} {n[10:]}" if rng.random() < 0.5 else n
        return printed, n
    if c == "BE":
        body = "0" + _digits(rng, 7)
        n = f"BE{body}{97 - int(body) % 97:02d}"
        assert eu_vat.is_valid(n)
        printed = f"BE {n[2:6]}.{n[6:9]}.{n[9:]}" if rng.random() < 0.6 else n
        return printed, truth_id(printed)
    makers = {
        "DE": lambda: "DE" + _digits(rng, 9),
        "AT": lambda: "ATU" + _digits(rng, 8),
        "IE": lambda: "IE" + _digits(rng, 7, False) + rng.choice("ABCDEFGHKLMNPQRSTVWX"),
        "NL": lambda: "NL" + _digits(rng, 9) + "B01",
        "ES": lambda: "ES" + rng.choice("ABH") + _digits(rng, 7, False) + rng.choice(DIGITS),
        "IT": lambda: (
            "IT" + _digits(rng, 7, False) + "%03d" % rng.randint(1, 100) + rng.choice(DIGITS)
        ),
        "PT": lambda: "PT" + rng.choice("5") + _digits(rng, 8, False),
        "PL": lambda: "PL" + _digits(rng, 10),
    }
    n = _trial(rng, makers[c], eu_vat.is_valid)
    if c in DOMESTIC and rng.random() < 0.5:
        return DOMESTIC[c](n[2:]), DOMESTIC[c](n[2:])  # printed without the country prefix
    return n, n


DOMESTIC = {
    "PL": lambda d: f"{d[:3]}-{d[3:6]}-{d[6:8]}-{d[8:]}",
    "IT": lambda d: d,
    "ES": lambda d: d,
    "PT": lambda d: d,
}
DOMESTIC_CHECK = {
    "PL": pl_nip.is_valid,
    "IT": it_iva.is_valid,
    "ES": es_nif.is_valid,
    "PT": pt_nif.is_valid,
}


def truth_id(printed: str) -> str:
    """Ids are recorded as printed without spaces and dots."""
    return printed.replace(" ", "").replace(".", "").replace("\u00a0", "")


def vat_is_valid(value: str, country: str) -> bool:
    if country == "US":
        return us_ein.is_valid(value)
    if value.upper().startswith("CHE"):
        return ch_vat.is_valid(value)
    if country in DOMESTIC_CHECK and not value.upper().startswith(country):
        return DOMESTIC_CHECK[country](value)
    if value.upper().startswith("GB"):
        return gb_vat.is_valid(value)
    return eu_vat.is_valid(value)


def iban_is_valid(value: str) -> bool:
    try:
        IBAN(value)
        return True
    except Exception:  # schwifty raises several subclasses of ValueError
        return False
