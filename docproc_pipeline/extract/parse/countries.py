"""Which country a party's address and a tax id belong to: the address by the country name it
ends with (CLDR names in every lexicon language, `lexicon().countries`), the id by the scheme
whose check digits it passes (`identifiers.tax_id_country`, `python-stdnum`)."""

from __future__ import annotations

import re

from stdnum import get_cc_module

from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.identifiers import tax_id_country

# prefixes that are not the ISO code of their country (Greece's VAT prefix; Northern Ireland)
_PREFIX_COUNTRY = {"EL": "GR", "XI": "GB"}


def address_country(address: str | None) -> str | None:
    """The ISO code of the country an address ends with ("…, 71-021 Polkowice, POLEN" -> "PL"),
    None when its last part names no country."""
    if not address:
        return None
    last = address.rsplit(",", 1)[-1].strip(" .").casefold()
    return lexicon().countries.get(last)


def id_country_among(value: str, candidates: set[str]) -> str | None:
    """The country of a tax id: the one whose scheme it passes (`identifiers.tax_id_country`:
    its prefix, or a non-European scheme with check digits), else the one country of
    `candidates` whose national VAT scheme the bare number passes ("526-000-00-05": PL)."""
    known = tax_id_country(value)
    if known is not None:
        return _PREFIX_COUNTRY.get(known, known)
    compact = re.sub(r"[\s.\-/]", "", value.upper())
    if re.match(r"^[A-Z]{2}", compact):
        return None  # a prefixed id that fails its own scheme
    passing = {c for c in candidates if _national_scheme_passes(c, compact)}
    return passing.pop() if len(passing) == 1 else None


def _national_scheme_passes(country: str, number: str) -> bool:
    try:
        scheme = get_cc_module(country.lower(), "vat")
    except (ImportError, ValueError):
        return False
    return bool(scheme is not None and scheme.is_valid(number))
