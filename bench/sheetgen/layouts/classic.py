"""Classic Excel "INVOICE" template: coloured band, facts right, ruled item grid with blanks."""

from __future__ import annotations

from ..sheet import THIN, Sheet
from .common import customer_block, fact_pairs, footer_block, item_table, page_setup, totals_block


def render(sh: Sheet, light: str, rng_int: int) -> None:
    inv, lab = sh.inv, sh.inv.labels
    sh.fill(1, 2, 3, 5, sh.accent)
    sh.put(2, 2, inv.vendor.name, bold=True, size=15, color="FFFFFF", measure="")
    sh.put(2, 5, lab["title"].upper(), bold=True, size=22, color="FFFFFF", align="right",
           measure="")
    r = 5
    for line in inv.vendor.lines:
        sh.put(r, 2, line, measure="")
        r += 1
    sh.put(r, 2, f"{lab['phone']}: {inv.vendor.phone}", size=8, measure="")
    if inv.vendor.tax_id:
        from .common import tax_label

        sh.put(r + 1, 2, f"{tax_label(inv)}: {inv.vendor.tax_id}", size=8, measure="")
    fr = fact_pairs(sh, 5, 4)
    r = max(r + 3, fr + 1)
    r = customer_block(sh, r, 2, fill=sh.accent, width=2) + 1
    cols = ["desc", "qty", "price", "amount"]
    r = item_table(sh, r, 2, cols, head_fill=sh.accent, ruled="grid",
                   empty_rows=4 + rng_int % 6, zebra=light if rng_int % 2 else None)
    r = totals_block(sh, r + 1, 4, 5, fill=light, grid=True) + 1
    last = footer_block(sh, r, 2)
    sh.box(1, 2, 3, 5, THIN)
    sh.apply_widths({1: 2, 2: 34, 3: 9, 4: 16, 5: 16}, 1.15)
    page_setup(sh, last, 5)
