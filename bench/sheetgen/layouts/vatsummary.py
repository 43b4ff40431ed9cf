"""Items with a VAT % column, a VAT summary table by rate, totals at the bottom right."""

from __future__ import annotations

from ..money import r2
from ..sheet import Sheet
from .common import (
    customer_block,
    fact_pairs,
    footer_block,
    item_table,
    page_setup,
    vendor_block,
)


def _summary(sh: Sheet, r: int, light: str) -> int:
    inv, lab = sh.inv, sh.inv.labels
    sh.put(r, 2, lab["vat_summary"], bold=True, measure="")
    r += 1
    for k, key in enumerate(["rate", "base", "tax", "gross"]):
        sh.put(r, 2 + k, lab[key], bold=True, fill=light, align="center")
    sh.grid(r, 2, r + len(inv.tax_rows), 5)
    for row in inv.tax_rows:
        r += 1
        sh.put(r, 2, sh.pct(row.rate), align="center")
        sh.money(r, 3, row.base)
        sh.money(r, 4, row.amount)
        sh.money(r, 5, r2(row.base + row.amount))
    return r + 1


def _totals(sh: Sheet, r: int, light: str) -> int:
    inv, lab = sh.inv, sh.inv.labels
    rows = [(lab["subtotal"], inv.subtotal, False)]
    if inv.discount is not None:
        rows.append((lab["discount"], -inv.discount, False))
    if inv.shipping is not None:
        rows.append((lab["shipping"], inv.shipping, False))
    rows.append((lab["vat"], inv.tax_amount, False))
    rows.append((lab["total"], inv.total, True))
    if inv.deposit is not None:
        rows.append((lab["deposit"], -inv.deposit, False))
    if inv.show_due_amount:
        rows.append((lab["due_amount"], inv.amount_due or inv.total, True))
    for text, value, strong in rows:
        sh.put(r, 6, text, bold=strong, align="right", measure="")
        sh.money(r, 7, value, cur=strong, bold=strong, fill=light if strong else None)
        r += 1
    sh.grid(r - len(rows), 7, r - 1, 7)
    return r


def render(sh: Sheet, light: str, rng_int: int) -> None:
    lab = sh.inv.labels
    r = vendor_block(sh, 1, 1, size=13)
    sh.put(1, 7, lab["title"].upper(), bold=True, size=18, align="right", measure="")
    fact_pairs(sh, 3, 6)
    r = customer_block(sh, max(r + 1, 9), 1) + 1
    cols = ["pos", "desc", "qty", "unit", "price", "vat", "amount"]
    end = item_table(sh, r, 1, cols, head_fill=sh.accent, ruled="grid",
                     zebra=light if rng_int % 3 == 0 else None)
    r = max(_summary(sh, end + 1, light), _totals(sh, end + 1, light)) + 1
    last = footer_block(sh, r, 1)
    sh.apply_widths({1: 5, 2: 30, 3: 12, 4: 12, 5: 12, 6: 16, 7: 15}, 1.15)
    page_setup(sh, last, 7)
