"""Bordered grid: every cell ruled, labels in shaded cells left of their values."""

from __future__ import annotations

from ..sheet import Sheet
from .common import (
    bank_lines,
    facts,
    item_table,
    notes,
    page_setup,
    put_fact,
    totals_rows,
    vendor_block,
)


def _labelled(sh: Sheet, r: int, label: str, value: str, light: str, c: int = 1,
              span: int = 2) -> int:
    sh.put(r, c, label, bold=True, fill=light)
    sh.put(r, c + 1, value, measure="")
    sh.merge(r, c + 1, r, c + span)
    sh.grid(r, c, r, c + span)
    return r + 1


def render(sh: Sheet, light: str, rng_int: int) -> None:
    inv, lab = sh.inv, sh.inv.labels
    sh.put(1, 1, lab["title"].upper(), bold=True, size=18, measure="")
    sh.merge(1, 1, 1, 6)
    sh.grid(1, 1, 1, 6)
    r = vendor_block(sh, 3, 1, size=12, contact=False)
    sh.put(r, 1, f"{lab['phone']} {inv.vendor.phone}", size=8, measure="")
    r += 2
    top = r
    r = _labelled(sh, r, lab["bill_to"], inv.customer.name, light, span=2)
    for line in inv.customer.lines:
        r = _labelled(sh, r, "", line, light, span=2)
    if inv.customer.tax_id:
        r = _labelled(sh, r, lab["cust_vat"], inv.customer.tax_id, light, span=2)
    fr = top
    for label, value in facts(inv):
        sh.put(fr, 5, label, bold=True, fill=light)
        put_fact(sh, fr, 6, value, align="right")
        sh.grid(fr, 5, fr, 6)
        fr += 1
    r = max(r, fr) + 1
    cols = ["pos", "desc", "qty", "unit", "price", "amount"]
    r = item_table(sh, r, 1, cols, head_fill=light, head_color="000000", ruled="grid",
                   empty_rows=2 + rng_int % 3)
    for text, value, style in totals_rows(inv, sh):
        sh.put(r, 3, text, bold=style != "plain", fill=light, measure="", align="right")
        sh.merge(r, 3, r, 5)
        sh.money(r, 6, value, cur=style != "plain", bold=style != "plain")
        sh.grid(r, 3, r, 6)
        r += 1
    r += 1
    for text in notes(inv):
        r = _labelled(sh, r, "", text, light, span=5)
    if inv.iban:
        r = _labelled(sh, r, "IBAN", " ".join(inv.iban[i:i + 4] for i in range(0, 30, 4)).strip(),
                      light, span=2)
        r = _labelled(sh, r, "BIC", inv.bic, light, span=2)
    else:
        r = _labelled(sh, r, lab["bank"], bank_lines(inv)[0].split(": ", 1)[1], light, span=5)
    sh.apply_widths({1: 16, 2: 30, 3: 9, 4: 8, 5: 18, 6: 16}, 1.15)
    page_setup(sh, r, 6)
