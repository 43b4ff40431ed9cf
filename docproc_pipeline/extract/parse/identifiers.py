"""Check digits of bank accounts and tax ids, through the libraries that keep the registries.

`schwifty` knows every country's IBAN length, format and mod-97 check; `python-stdnum` knows the
VAT number schemes of the EU countries and of the UK, Switzerland, Norway, the US (EIN), India
(GSTIN), Canada (business number with its RT account), Brazil (CNPJ) and Mexico (RFC). A checksum-valid id is strong evidence that it was read right.
"""

from __future__ import annotations

import itertools
import re
from typing import Any, Protocol

from schwifty import IBAN
from schwifty.exceptions import SchwiftyException
from schwifty.registry import get_iban_spec
from stdnum.ar import cuit as ar_cuit
from stdnum.au import abn as au_abn
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.ca import bn as ca_bn
from stdnum.ch import uid as ch_uid
from stdnum.eu import vat as eu_vat
from stdnum.exceptions import ValidationError
from stdnum.gb import vat as gb_vat
from stdnum.in_ import gstin as in_gstin
from stdnum.mx import rfc as mx_rfc
from stdnum.no import mva as no_mva
from stdnum.us import ein as us_ein

from docproc_pipeline.extract.lexicon import lexicon


def iban_valid(iban: str) -> bool:
    """Whether `iban` (no spaces) is an IBAN of a known country with the right length, format
    and mod-97 check digits."""
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{8,30}", iban):
        return False
    try:
        IBAN(iban)
    except SchwiftyException:
        return False
    return True


def iban_length(country: str) -> int | None:
    """The length of the IBANs of `country` (two letters), None for a country without them."""
    try:
        return int(get_iban_spec(country).iban_length)
    except (SchwiftyException, KeyError):
        return None


def complete_iban(country: str, check: str, groups: list[str]) -> str | None:
    """An IBAN printed in groups other than four ("FR76 10107 00245 00617052317 39"): the groups
    after the country code and check digits, joined until a valid IBAN appears."""
    joined = country + check
    for group in groups:
        joined += group
        if len(joined) > 34:
            return None
        if iban_valid(joined):
            return joined
    return None


class _Scheme(Protocol):
    def validate(self, number: str) -> str: ...


class _RfcWithCheckDigit:
    """Mexico's RFC with its check digit verified (stdnum checks only the format by default):
    the check is what tells an OCR'd 1 from an I."""

    @staticmethod
    def validate(number: str) -> str:
        return str(mx_rfc.validate(number, validate_check_digits=True))


class _NorwegianMva:
    """Norway's VAT registration, "NO" and the organisation number with its mod-11 check digit,
    printed with or without the closing "MVA" (Norway is outside the EU's VAT scheme)."""

    @staticmethod
    def validate(number: str) -> str:
        return str(no_mva.validate(number if number.endswith("MVA") else number + "MVA"))


# Which scheme checks an id, by how it starts. EU member states' VAT numbers go to stdnum's
# EU module, which dispatches on the country prefix itself.
_SCHEMES: tuple[tuple[re.Pattern[str], _Scheme], ...] = (
    (re.compile(r"^(?:GB|XI)\d"), gb_vat),
    (re.compile(r"^CHE"), ch_uid),
    (re.compile(r"^\d{2}-?\d{7}$"), us_ein),
    # an Argentine CUIT, known by its print ("30-51758323-1"): eleven digits alone are also an
    # Australian ABN
    (re.compile(r"^\d{2}-\d{8}-\d$"), ar_cuit),
    (re.compile(r"^\d{2}[A-Z]{5}\d{4}[A-Z]"), in_gstin),
    (re.compile(r"^\d{9}RT[\dO]{4}$"), ca_bn),
    (re.compile(r"^\d{14}$"), br_cnpj),
    # a Brazilian person's CPF, known by its print ("183.445.850-15"): eleven digits alone are
    # also an Australian ABN
    (re.compile(r"^\d{3}\.?\d{3}\.?\d{3}-\d{2}$"), br_cpf),
    (re.compile(r"^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$"), _RfcWithCheckDigit()),
    (re.compile(r"^NO\d{9}(?:MVA)?$"), _NorwegianMva()),
    (re.compile(r"^[A-Z]{2}"), eu_vat),
)


# the language word after a Swiss UID ("CHE-123.456.789 MWST" / "TVA" / "IVA"), in lexicon order
_VAT_SUFFIXES = tuple(s.upper() for s in lexicon().phrases["vat_id_suffix"])


def swiss_vat_suffix(value: str, text: str) -> str:
    """The language word printed after a Swiss UID ("CHE-123.456.789 MWST"), which the
    register makes part of its VAT number: the word after `value`'s digits in `text` (the line
    it was read from), or "" when `value` is no Swiss UID or no such word follows it there."""
    digits = re.sub(r"\D", "", value)
    if not value.upper().startswith("CHE") or len(digits) != 9:
        return ""
    if value.upper().endswith(_VAT_SUFFIXES):
        return ""  # read with its word already ("CHE610361276TVA")
    printed = re.search(r"CHE\W{0,2}" + r"\W{0,2}".join(digits) + r"\s*([^\W\d_]+)", text)
    if printed and printed.group(1).upper() in _VAT_SUFFIXES:
        return printed.group(1).upper()
    return ""


# the schemes known by their printed form (dashes and dots), not by their digits alone
_PRINTED_FORM: tuple[object, ...] = (us_ein, br_cpf, ar_cuit)


def _scheme_matches(pattern: re.Pattern[str], scheme: object, compact: str, value: str) -> bool:
    if pattern.match(compact):
        return True
    return scheme in _PRINTED_FORM and bool(pattern.match(value.strip()))


def tax_id_valid(value: str) -> bool | None:
    """True or False when the id belongs to a scheme with check digits and passes or fails them;
    None when no known scheme applies (a bare national number)."""
    compact = re.sub(r"[\s.\-/]", "", value.upper())
    for suffix in _VAT_SUFFIXES:
        compact = compact.removesuffix(suffix)
    for pattern, scheme in _SCHEMES:
        if _scheme_matches(pattern, scheme, compact, value):
            try:
                scheme.validate(value if scheme in _PRINTED_FORM else compact)
            except ValidationError:
                return False
            return True
    return None


# The country of each scheme outside the EU (an EU VAT id names its country in its prefix)
_SCHEME_COUNTRY: dict[object, str] = {
    gb_vat: "GB", ch_uid: "CH", us_ein: "US", in_gstin: "IN", ca_bn: "CA", br_cnpj: "BR",
    br_cpf: "BR", ar_cuit: "AR",
}  # fmt: skip


def tax_id_country(value: str) -> str | None:
    """The ISO country whose scheme `value` passes (an Australian ABN: eleven digits with its
    check), None when no scheme with check digits accepts it."""
    compact = re.sub(r"[\s.\-/]", "", value.upper())
    if tax_id_valid(value):
        for pattern, scheme in _SCHEMES:
            if _scheme_matches(pattern, scheme, compact, value):
                if isinstance(scheme, _RfcWithCheckDigit):
                    return "MX"
                return _SCHEME_COUNTRY.get(scheme, compact[:2])
    if re.fullmatch(r"\d{11}", compact) and au_abn.is_valid(compact):
        return "AU"
    return None


# tax ids of the schemes outside Europe, as printed (an ABN in its groups, a BN with its RT
# account, an RFC, a CNPJ in dots, an EIN)
_NATIONAL_ID_RE = re.compile(
    r"(?<![\w.])(\d{2}\s?\d{3}\s?\d{3}\s?\d{3}|\d{5}\s?\d{4}\s?RT\s?\d{4}"
    r"|[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}|\d{2}\.\d{3}\.\d{3}/\d{4}-\d{2}|\d{2}-\d{7})(?![\w.])"
)


def printed_id_countries(texts: list[str]) -> set[str]:
    """The countries of the non-European tax ids printed in `texts` whose check digits pass
    (`tax_id_country`): where a document comes from, before anyone knows whose id is whose."""
    found: set[str] = set()
    for text in texts:
        for m in _NATIONAL_ID_RE.finditer(text):
            country = tax_id_country(m.group(1))
            if country is not None:
                found.add(country)
    return found


# Characters OCR confuses with each other in ids printed in a plain font ("NL…B01" read "…801").
_OCR_LOOKALIKES: dict[str, str] = {
    "8": "B", "B": "8", "0": "O", "O": "0", "1": "I", "I": "1", "5": "S", "S": "5", "2": "Z",
    "Z": "2", "6": "G", "G": "6",
}  # fmt: skip
# ... and in an IBAN only, where its format and check digits decide: a slash read for a 7
# ("FS/6" for "ES76"), and the E of a country code read as an F
_IBAN_LOOKALIKES: dict[str, str] = {**_OCR_LOOKALIKES, "/": "7", "F": "E"}


def repair_ocr_tax_id(value: str) -> str | None:
    """An id read by OCR that fails its scheme's check digits, put right by exchanging one
    look-alike character (8/B, 0/O, 1/I, 5/S, 2/Z, 6/G) when exactly one such exchange passes
    them; None when none or several do (then the reading stays as it was). An id no scheme
    knows is tried so only for a country's two letters, one of which OCR read as a digit
    ("G8980780684" for GB980780684)."""
    valid = tax_id_valid(value)
    if valid is True or (valid is None and not _prefix_read_as_digit(value)):
        return None
    found: set[str] = set()
    for i, ch in enumerate(value if valid is False else value[:2]):
        other = _OCR_LOOKALIKES.get(ch.upper())
        if other is None:
            continue
        candidate = value[:i] + other + value[i + 1 :]
        if valid is None and not candidate[:2].isalpha():
            continue
        if tax_id_valid(candidate):
            found.add(candidate)
    return found.pop() if len(found) == 1 else None


# the two letters opening a VAT id: the EU's member states (Greece's "EL") and Britain's
_VAT_PREFIXES = frozenset({c.upper() for c in eu_vat.MEMBER_STATES} | {"EL", "GB"})


def misread_vat_prefix(value: str) -> bool:
    """Whether an id no scheme knows opens with a VAT country's two letters, one of them read
    as its look-alike digit ("G8123456789" for GB123456789) and not put right by
    `repair_ocr_tax_id` (its check digits failing either way): a misread id."""
    if tax_id_valid(value) is not None or not _prefix_read_as_digit(value):
        return False
    head = "".join(_OCR_LOOKALIKES.get(ch, ch) if ch.isdigit() else ch for ch in value[:2])
    return head.upper() in _VAT_PREFIXES


def _prefix_read_as_digit(value: str) -> bool:
    """Whether the id opens with a letter and a digit, or a digit and a letter: a country's
    two letters, one of them read as a digit."""
    head = value[:2]
    return len(head) == 2 and head[0].isalpha() != head[1].isalpha()


# at most this many characters read both ways (a letter or a digit) in one IBAN; past that,
# at most `_MAX_EXCHANGED` of them are read the other way (an Italian account of twelve letters
# and digits has many look-alikes: "KDRLSBG8O41" for "KDRLSBG8O4I")
_MAX_AMBIGUOUS = 4
_MAX_EXCHANGED = 2


def _iban_country(printed: str) -> tuple[Any, str]:
    """The IBAN format of the country code OCR read as `printed` (its digits and look-alikes
    read as letters: "1E" -> "IE", "FS" -> "ES") and the code; (None, printed) when none."""
    letters = [[c] if c.isalpha() else [] for c in printed]
    for options, c in zip(letters, printed, strict=True):
        other = _IBAN_LOOKALIKES.get(c)
        if other is not None and other.isalpha():
            options.append(other)
    # the code as printed first, then with its look-alikes read as letters
    for head in ("".join(p) for p in itertools.product(*letters)):
        try:
            return get_iban_spec(head), head
        except (SchwiftyException, KeyError):
            continue
    return None, printed


def _iban_readings(text: str) -> list[str]:
    """The strings an OCR'd IBAN may stand for: each character as its country's format wants
    it (digits where the format has digits, letters where it has letters, look-alikes
    exchanged), both ways where either is allowed (past `_MAX_AMBIGUOUS` such characters, at
    most `_MAX_EXCHANGED` of them the other way). Empty when the country is unknown or the
    length does not fit."""
    spec, head = _iban_country(text[:2])
    if spec is None:
        return []
    if len(text) != spec.iban_length:
        return []
    classes = "aann" + "".join(
        kind * int(count) for count, kind in re.findall(r"(\d+)!([nac])", spec.bban_spec)
    )
    options: list[list[str]] = []
    for ch, kind in zip(head + text[2:], classes, strict=True):
        other = _IBAN_LOOKALIKES.get(ch)
        if kind == "n" and not ch.isdigit():
            options.append([other] if other is not None and other.isdigit() else [])
        elif kind == "a" and not ch.isalpha():
            options.append([other] if other is not None and other.isalpha() else [])
        elif kind == "c" and other is not None:
            options.append([ch, other])
        else:
            options.append([ch])
    if any(not o for o in options):
        return []
    both = [k for k, o in enumerate(options) if len(o) > 1]
    if len(both) <= _MAX_AMBIGUOUS:
        return ["".join(p) for p in itertools.product(*options)]
    return [
        "".join(o[1] if k in chosen else o[0] for k, o in enumerate(options))
        for n in range(_MAX_EXCHANGED + 1)
        for chosen in itertools.combinations(both, n)
    ]


def repair_ocr_iban(text: str) -> str | None:
    """An OCR'd IBAN (spaces removed) that fails its checks, put right by reading each
    character as its country's format wants it (`_iban_readings`), when exactly one such
    reading is a valid IBAN; None when none or several are."""
    if iban_valid(text):
        return None
    valid = {r for r in _iban_readings(text.upper()) if iban_valid(r)}
    return valid.pop() if len(valid) == 1 else None
