"""Landscape sheet with many columns: list price, discount %, net price, VAT %, gross."""

from __future__ import annotations

from ..sheet import Sheet
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


def render(sh: Sheet, light: str, rng_int: int) -> None:
    inv, lab = sh.inv, sh.inv.labels
    sh.fill(1, 1, 1, 11, sh.accent)
    sh.put(1, 1, f"{lab['title'].upper()}  {inv.number}", bold=True, size=14, color="FFFFFF",
           measure="")
    end_v = vendor_block(sh, 3, 1, size=12)
    end_c = customer_block(sh, 3, 4)
    r = 3
    for label, value in facts(inv):
        sh.put(r, 9, label, bold=True, align="right", measure="")
        put_fact(sh, r, 11, value, align="right")
        r += 1
    r = max(r, end_v, end_c) + 1
    cols = ["pos", "sku", "desc", "qty", "unit", "list", "disc", "net_price", "net", "vat",
            "gross"]
    r = item_table(sh, r, 1, cols, head_fill=light, head_color="000000", ruled="grid",
                   zebra="F2F2F2" if rng_int % 2 else None)
    r = totals_block(sh, r + 1, 10, 11, fill=light) + 1
    last = footer_block(sh, r, 1)
    sh.apply_widths({1: 5, 2: 10, 3: 30, 4: 8, 5: 7, 6: 12, 7: 9, 8: 12, 9: 13, 10: 12,
                     11: 14}, 1.15)
    page_setup(sh, last, 11, landscape=True)
