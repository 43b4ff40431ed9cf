"""Valid-looking identifiers: VAT ids (python-stdnum checked), IBANs (schwifty), EINs, references."""
import random as _random
import string

from schwifty import IBAN
from stdnum import get_cc_module, iso11649
from stdnum.us import ein as us_ein

DIG = string.digits

# country -> (prefix, random body length, candidate check suffixes, printed form function)
_VAT_SHAPES = {
    "DE": ("DE", 8, DIG), "AT": ("ATU", 7, DIG), "CH": ("CHE", 8, DIG), "NL": ("NL", 8, DIG),
    "BE": ("BE0", 7, [f"{i:02d}" for i in range(100)]), "IT": ("IT", 0, DIG), "PT": ("PT5", 7, DIG),
    "PL": ("PL", 9, DIG), "GB": ("GB", 7, [f"{i:02d}" for i in range(100)]), "IE": ("IE", 7, "ABCDEFGHIJKLMNOPQRSTUVW"),
    "ES": ("ESB", 7, DIG + "ABCDEFGHIJ"), "FR": ("FR", 0, None),
}


def _digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def vat_id(rng, country):
    """Compact VAT id (no spaces) that passes stdnum's country vat module."""
    mod = get_cc_module(country.lower(), "vat")
    for _ in range(200):
        cand = _vat_candidates(rng, country)
        for c in cand:
            if mod.is_valid(c):
                return c
    raise RuntimeError(f"could not make a VAT id for {country}")


def _vat_candidates(rng, country):
    prefix, n, suffixes = _VAT_SHAPES[country]
    if country == "FR":
        from stdnum.fr import siren
        body = _digits(rng, 8)
        s = next(body + d for d in DIG if siren.is_valid(body + d))
        return [f"FR{k:02d}{s}" for k in range(100)]
    if country == "IT":
        body = _digits(rng, 7) + f"{rng.randint(1, 100):03d}"
        return ["IT" + body + d for d in DIG]
    body = prefix + _digits(rng, n)
    if country == "CH":
        return [body + d + "MWST" for d in DIG]
    if country == "NL":
        return [body + d + "B01" for d in DIG]
    return [body + s for s in suffixes]


def print_vat(v, rng):
    """How the id is printed: compact, or with the spacing/punctuation usual in that country."""
    if v.startswith("CHE"):
        core = v[3:12]
        suffix = v[12:]
        return f"CHE-{core[:3]}.{core[3:6]}.{core[6:]} {suffix}" if rng.random() < 0.7 else f"CHE-{core[:3]}.{core[3:6]}.{core[6:]}{suffix}"
    if v.startswith("FR") and rng.random() < 0.4:
        return f"FR {v[2:4]} {v[4:7]} {v[7:10]} {v[10:]}"
    return v


def truth_vat(printed):
    """Truth form: as printed without spaces."""
    return printed.replace(" ", "")


def iban(rng, country):
    if country == "US":
        return None
    r = _random.Random(rng.random())
    for _ in range(200):
        i = IBAN.random(country_code=country, random=r, use_registry=True)
        bban = str(i)[4:]
        digits = "".join(c if c.isdigit() else r.choice(DIG) for c in bban)
        cand = _with_check(country, digits)
        try:
            IBAN(cand)
            return cand
        except Exception:
            continue
    return str(i)


def _with_check(country, bban):
    num = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(num) % 97:02d}{bban}"


def bic_of(iban_str, rng):
    try:
        b = IBAN(iban_str).bic
        if b:
            return str(b)
    except Exception:
        pass
    return "".join(rng.choice(string.ascii_uppercase) for _ in range(4)) + iban_str[:2] + "2X"


def group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def ein(rng):
    for _ in range(100):
        cand = f"{rng.choice(['12', '20', '27', '33', '45', '46', '81', '84', '94'])}-{_digits(rng, 7)}"
        if us_ein.is_valid(cand):
            return cand
    raise RuntimeError("no EIN")


def scor_reference(rng):
    """ISO 11649 creditor reference (RF..), printed in groups of four."""
    body = _digits(rng, rng.randint(8, 14))
    num = "".join(str(int(c, 36)) for c in body + "RF00")
    ref = f"RF{98 - int(num) % 97:02d}{body}"
    assert iso11649.is_valid(ref)
    return ref


def aba_routing(rng):
    while True:
        d = [int(c) for c in _digits(rng, 8)]
        d[0] = rng.choice([0, 1, 2])
        s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
        check = (10 - s % 10) % 10
        return "".join(map(str, d)) + str(check)
