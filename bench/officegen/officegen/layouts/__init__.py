"""The ten layouts. Each module has NAME, PROFILE (what it needs from the data) and build(inv) -> Document."""

from . import (
    centered_title,
    detail_discount,
    din_reference,
    facts_left,
    header_footer,
    line_vat,
    shipto_refs,
    tab_leaders,
    two_page,
    words_slip,
)

MODULES = [
    header_footer,
    facts_left,
    tab_leaders,
    detail_discount,
    line_vat,
    din_reference,
    centered_title,
    two_page,
    words_slip,
    shipto_refs,
]
LAYOUTS = {m.NAME: m for m in MODULES}
