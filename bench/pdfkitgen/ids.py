"""Tax ids with valid check digits (python-stdnum) and IBANs (schwifty), drawn from a seeded Random."""

from schwifty import IBAN
from stdnum import get_cc_module


def _digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


MAKERS = {
    "PL": ("vat", lambda r: _digits(r, 10)),
    "IT": ("iva", lambda r: _digits(r, 11)),
    "ES": ("nif", lambda r: "B" + _digits(r, 8)),
    "PT": ("nif", lambda r: "5" + _digits(r, 8)),
    "BR": ("cnpj", lambda r: _digits(r, 8) + "0001" + _digits(r, 2)),
    "DE": ("vat", lambda r: "DE" + str(r.randrange(1, 10)) + _digits(r, 8)),
    "AT": ("uid", lambda r: "ATU" + _digits(r, 8)),
    "FR": ("tva", lambda r: "FR" + _digits(r, 11)),
    "BE": ("vat", lambda r: "BE0" + str(r.randrange(2, 10)) + _digits(r, 8)),
    "NL": ("vat", lambda r: "NL" + _digits(r, 9) + "B01"),
    "GB": ("vat", lambda r: "GB" + _digits(r, 9)),
    "US": ("ein", lambda r: "4" + _digits(r, 8)),
    "CH": ("vat", lambda r: "CHE" + _digits(r, 9) + "MWST"),
    "NO": ("mva", lambda r: "NO" + _digits(r, 9) + "MVA"),
}


def tax_id(rng, cc):
    """A compact id whose check digits are valid for the country's scheme."""
    modname, make = MAKERS[cc]
    mod = get_cc_module(cc.lower(), modname)
    for _ in range(5000):
        cand = make(rng)
        if mod.is_valid(cand):
            return cand
    raise RuntimeError(f"no valid id for {cc}")


def dni(rng):
    """A Spanish personal NIF (DNI number and its check letter)."""
    n = rng.randrange(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def print_tax_id(rng, cc, compact):
    """A printed variant of the id (the truth is the printed text without spaces)."""
    c = compact
    if cc == "PL":
        return rng.choice([c, "PL" + c, f"{c[:3]}-{c[3:6]}-{c[6:8]}-{c[8:]}"])
    if cc in ("IT", "PT", "ES"):
        return rng.choice([c, cc + c])
    if cc == "BR":
        return f"{c[:2]}.{c[2:5]}.{c[5:8]}/{c[8:12]}-{c[12:]}"
    if cc == "US":
        return f"{c[:2]}-{c[2:]}"
    if cc == "CH":
        return f"CHE-{c[3:6]}.{c[6:9]}.{c[9:12]} MWST"
    if cc == "BE" and rng.random() < 0.5:
        return f"BE {c[2:6]}.{c[6:9]}.{c[9:]}"
    return c


def check_tax_id(cc, printed):
    modname, _ = MAKERS[cc]
    mod = get_cc_module(cc.lower(), modname)
    return mod.is_valid(printed) or (printed.upper().startswith(cc) and mod.is_valid(printed[2:]))


def iban(rng, cc):
    return str(IBAN.random(country_code=cc, random=rng).compact)


def grouped(iban_compact):
    return " ".join(iban_compact[i : i + 4] for i in range(0, len(iban_compact), 4))
