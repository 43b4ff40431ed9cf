"""One module per layout: NAME, FLAGS (what the invoice model may contain) and render(c, inv) -> HTML."""

from . import (
    card_parties,
    craft_titles,
    footer_identity,
    hero_total,
    landscape_wide,
    mixed_vat_column,
    proforma_letter,
    receipt_narrow,
    sidebar_band,
    stacked_lines,
)

MODULES = [
    sidebar_band,
    hero_total,
    landscape_wide,
    craft_titles,
    stacked_lines,
    mixed_vat_column,
    footer_identity,
    card_parties,
    receipt_narrow,
    proforma_letter,
]
LAYOUTS = {m.NAME: m for m in MODULES}
