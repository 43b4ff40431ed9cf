"""Facts as a 2-row table (labels in one row, values under them), parties side by side."""

from __future__ import annotations

from ..sheet import THIN, Sheet
from .common import (
    customer_block,
    facts,
    footer_block,
    item_table,
    page_setup,
    put_fact,
    totals_block,
    vendor_block,
)


def _fact_table(sh: Sheet, r: int, light: str, ncols: int) -> int:
    items = facts(sh.inv)
    for start in range(0, len(items), ncols):
        chunk = items[start:start + ncols]
        for k, (label, value) in enumerate(chunk):
            sh.put(r, 1 + k, label, bold=True, fill=light, align="center", size=8)
            put_fact(sh, r + 1, 1 + k, value, align="center")
        sh.grid(r, 1, r + 1, ncols)
        r += 3
    return r


def render(sh: Sheet, light: str, rng_int: int) -> None:
    lab = sh.inv.labels
    vendor_block(sh, 1, 1, size=16, color=sh.accent)
    sh.put(1, 5, lab["title"], bold=True, size=20, align="right", color=sh.accent, measure="")
    r = customer_block(sh, 8, 1) + 1
    r = _fact_table(sh, r, light, 5)
    cols = ["desc", "qty_unit", "price", "vat", "amount"] if rng_int % 2 else \
        ["desc", "qty", "unit", "price", "amount"]
    r = item_table(sh, r, 1, cols, head_fill=sh.accent, ruled="lines", empty_rows=0)
    sh.hlines(r - 1, 1, r - 1, 5, THIN)
    r = totals_block(sh, r + 1, 4, 5, fill=light) + 1
    last = footer_block(sh, r, 1)
    sh.apply_widths({1: 30, 2: 12, 3: 12, 4: 14, 5: 15}, 1.15)
    page_setup(sh, last, 5)
