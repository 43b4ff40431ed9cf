"""Long sheet over two pages; the item header row repeats through print titles."""

from __future__ import annotations

from ..sheet import Sheet
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
    r = vendor_block(sh, 1, 1, size=14, color=sh.accent)
    sh.put(1, 6, lab["title"].upper(), bold=True, size=18, align="right", measure="")
    fact_pairs(sh, 3, 5)
    r = customer_block(sh, max(r, 10) + 1, 1) + 1
    head = r
    cols = ["pos", "desc", "qty", "unit", "price", "amount"]
    r = item_table(sh, r, 1, cols, head_fill=sh.accent, ruled="lines",
                   zebra=light if rng_int % 2 else None)
    for row in range(head, r):
        sh.ws.row_dimensions[row].height = 15
    r = totals_block(sh, r + 1, 5, 6, fill=light) + 1
    last = footer_block(sh, r, 2)
    sh.apply_widths({1: 5, 2: 38, 3: 9, 4: 8, 5: 16, 6: 15}, 1.15)
    page_setup(sh, last, 6, title_rows=f"{head}:{head}")
