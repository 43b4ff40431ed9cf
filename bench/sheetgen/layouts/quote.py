"""Quote-like sheet: vendor on the right, item numbers (SKU) and a unit column."""

from __future__ import annotations

from ..sheet import MEDIUM, THIN, Sheet
from .common import (
    customer_block,
    fact_pairs,
    footer_block,
    item_table,
    page_setup,
    totals_block,
    vendor_block,
)


def render(sh: Sheet, light: str, rng_int: int) -> None:
    lab = sh.inv.labels
    vendor_block(sh, 1, 7, size=13, align="right")
    sh.put(2, 1, lab["title"], bold=True, size=24, color=sh.accent, measure="")
    r = fact_pairs(sh, 4, 1, align="left")
    for rr in range(4, r):
        sh.ws.cell(rr, 2).alignment = sh.ws.cell(rr, 2).alignment.copy(horizontal="left")
    r += 1
    top = r
    r = customer_block(sh, r, 1)
    sh.box(top, 1, r - 1, 3, THIN)
    r += 1
    cols = ["pos", "sku", "desc", "qty", "unit", "price", "amount"]
    r = item_table(sh, r, 1, cols, head_fill=sh.accent, ruled="lines", empty_rows=rng_int % 3)
    sh.hlines(r - 1, 1, r - 1, 7, MEDIUM)
    r = totals_block(sh, r + 1, 6, 7, fill=light) + 1
    last = footer_block(sh, r, 1)
    sh.apply_widths({1: 12, 2: 11, 3: 30, 4: 9, 5: 8, 6: 14, 7: 15}, 1.15)
    page_setup(sh, last, 7)
