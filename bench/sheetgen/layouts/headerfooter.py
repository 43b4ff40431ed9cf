"""Plain sheet whose vendor sits in the page header and bank details in the page footer."""

from __future__ import annotations

from ..sheet import Sheet
from .common import (
    bank_lines,
    customer_block,
    fact_pairs,
    footer_block,
    header_footer_text,
    item_table,
    page_setup,
    tax_label,
    totals_block,
)


def _page_texts(sh: Sheet) -> None:
    """The vendor in the page header and the bank and tax id in the page footer, each section
    one line: LibreOffice prints a line break inside a header section (which openpyxl writes
    as "_x000a_") literally, so the parts are set side by side instead."""
    inv, ws = sh.inv, sh.ws
    ws.oddHeader.left.text = f"&B{header_footer_text(inv.vendor.name)}&B"
    ws.oddHeader.left.size = 10
    ws.oddHeader.center.text = header_footer_text("  ·  ".join(inv.vendor.lines))
    ws.oddHeader.center.size = 8
    ws.oddHeader.right.text = header_footer_text(f"{inv.vendor.phone}  ·  {inv.vendor.email}")
    ws.oddHeader.right.size = 8
    parts = bank_lines(inv)
    if inv.vendor.tax_id:
        parts.append(f"{tax_label(inv)}: {inv.vendor.tax_id}")
    ws.oddFooter.center.text = header_footer_text("  ·  ".join(parts))
    ws.oddFooter.center.size = 8


def render(sh: Sheet, light: str, rng_int: int) -> None:
    lab = sh.inv.labels
    sh.put(1, 1, lab["title"], bold=True, size=16, measure="")
    r = customer_block(sh, 3, 1)
    fr = fact_pairs(sh, 3, 3)
    r = max(r, fr) + 1
    cols = ["desc", "qty", "price", "amount"]
    r = item_table(sh, r, 1, cols, head_fill="FFFFFF", head_color="000000", ruled="lines")
    r = totals_block(sh, r + 1, 3, 4) + 1
    last = footer_block(sh, r, 1, bank=False)
    sh.apply_widths({1: 36, 2: 10, 3: 18, 4: 15}, 1.15)
    page_setup(sh, last, 4, page_footer=False)
    _page_texts(sh)
