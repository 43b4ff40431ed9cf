"""Which country a party's address and a tax id belong to: the address by the country name it
ends with (CLDR names in every lexicon language, `lexicon().countries`), the id by its prefix or
by the national scheme whose check digits it passes (`python-stdnum`)."""

from __future__ import annotations

import re

from stdnum import get_cc_module

from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.identifiers import tax_id_valid

# prefixes that are not the ISO code of their country (Greece's VAT prefix; Northern Ireland)
_PREFIX_COUNTRY = {"EL": "GR", "XI": "GB", "CHE": "CH"}


def address_country(address: str | None) -> str | None:
    """The ISO code of the country an address ends with ("…, 71-021 Polkowice, POLEN" -> "PL"),
    None when its last part names no country."""
    if not address:
        return None
    last = address.rsplit(",", 1)[-1].strip(" .").casefold()
    return lexicon().countries.get(last)


def tax_id_country(value: str, candidates: set[str]) -> str | None:
    """The country of a tax id: its prefix when the id passes that scheme's check digits, else
    the one country of `candidates` whose national VAT scheme the bare number passes."""
    compact = re.sub(r"[\s.\-/]", "", value.upper())
    prefix = re.match(r"^(CHE|[A-Z]{2})(?=\d)", compact)
    if prefix:
        code = _PREFIX_COUNTRY.get(prefix.group(1), prefix.group(1))
        return code if tax_id_valid(value) else None
    passing = {c for c in candidates if _national_scheme_passes(c, compact)}
    return passing.pop() if len(passing) == 1 else None


def _national_scheme_passes(country: str, number: str) -> bool:
    try:
        scheme = get_cc_module(country.lower(), "vat")
    except (ImportError, ValueError):
        return False
    return bool(scheme is not None and scheme.is_valid(number))
