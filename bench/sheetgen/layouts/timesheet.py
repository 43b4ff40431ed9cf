"""Time-sheet invoice: one row per day worked (date, task, hours, rate, amount)."""

from __future__ import annotations

from decimal import Decimal

from ..money import date_text
from ..sheet import THIN, Sheet
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
    inv, lab = sh.inv, sh.inv.labels
    sh.put(1, 1, lab["title"].upper(), bold=True, size=20, color=sh.accent, measure="")
    r = vendor_block(sh, 3, 1, size=12)
    fact_pairs(sh, 3, 4)
    r = customer_block(sh, r + 1, 1) + 1
    days = [li.day for li in inv.lines if li.day]
    style = "dot" if inv.date_style.startswith("long") else inv.date_style
    period = f"{date_text(min(days), inv.spec, style)} – {date_text(max(days), inv.spec, style)}"
    sh.put(r, 1, f"{lab['period']}: {period}", bold=True, measure="")
    r += 2
    r = item_table(sh, r, 1, ["day", "task", "hours", "rate", "amount"], head_fill=light,
                   head_color="000000", ruled="lines", zebra=light if rng_int % 2 else None)
    hours = sum((li.qty for li in inv.lines), Decimal(0))
    sh.put(r, 2, lab["qty_total"], bold=True, align="right", measure="")
    sh.qty(r, 3, hours, bold=True)
    sh.hlines(r, 1, r, 5, THIN)
    r = totals_block(sh, r + 2, 4, 5, fill=light) + 1
    last = footer_block(sh, r, 1)
    sh.apply_widths({1: 13, 2: 34, 3: 10, 4: 16, 5: 16}, 1.15)
    page_setup(sh, last, 5)
