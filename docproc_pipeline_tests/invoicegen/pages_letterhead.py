"""A layout seen on real invoices that the others lack: a logo letterhead (the vendor's name is a
picture, printed as text only in the legal footer, or in a party block under a label), the
invoice number alone under the document title, the parties side by side with their labels above,
and an item table with a unit column, a tax-rate column per line and the currency in every money
cell."""

from __future__ import annotations

import random

from reportlab.lib.colors import white

from . import draw as d
from .model import GeneratedInvoice


def _logo(pen: d.Pen, x: float, y_top: float, rng: random.Random) -> None:
    """A mark drawn as shapes only: a logo is a picture, so no text of it reaches the text layer."""
    style = rng.choice(["circles", "bars", "square"])
    c = pen.c
    c.setFillColor(pen.accent)
    if style == "circles":
        c.circle(x + 16, y_top - 16, 16, stroke=0, fill=1)
        c.setFillColor(d.grey(0.7))
        c.circle(x + 38, y_top - 22, 10, stroke=0, fill=1)
    elif style == "bars":
        for i, h in enumerate((18, 30, 24, 36)):
            c.rect(x + i * 11, y_top - 36, 8, h, stroke=0, fill=1)
    else:
        c.rect(x, y_top - 34, 34, 34, stroke=0, fill=1)
        c.setFillColor(white)
        c.rect(x + 9, y_top - 25, 16, 16, stroke=0, fill=1)
    c.setFillColor(d.grey(0))


def _title_and_number(pen: d.Pen, inv: GeneratedInvoice, x: float, y: float) -> float:
    """The title, and right under it the invoice number with no label."""
    pen.text(x, y, inv.labels["title"], 20, bold=True, align="right")
    pen.text(x, y - 16, inv.invoice_number, 11, align="right")
    return y - 16


def _facts(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random, x: float, y: float) -> float:
    """The other facts (date, due date, references) as label: value lines, right-aligned."""
    pairs = [(k, v) for k, v in d.meta_pairs(inv, rng) if v != inv.invoice_number]
    for label, value in pairs:
        y -= 12
        pen.text(x - 100, y, f"{label}:", 8.5, align="right", color=d.grey(0.35))
        pen.text(x, y, value, 8.5, align="right")
    return y


def _block(pen: d.Pen, x: float, y: float, label: str, rows: list[str]) -> float:
    """A party block with its label above it, small and grey."""
    pen.text(x, y, label.upper(), 7.5, bold=True, color=d.grey(0.4))
    return pen.lines(x, y - 2, rows, 9)


def _parties(pen: d.Pen, inv: GeneratedInvoice, m: float, w: float, y: float,
             vendor_block: bool) -> float:  # fmt: skip
    """Customer (and the vendor, when it has a block) side by side, labels above."""
    cust = [inv.customer.name, *inv.customer.lines]
    tax = d.tax_id_line(inv, vendor=False)
    if tax and not inv.reverse_charge:
        cust.append(tax)
    if vendor_block:
        vend = [inv.vendor.name, *inv.vendor.lines]
        y1 = _block(pen, m, y, inv.labels["from"], vend)
        y2 = _block(pen, m + (w - 2 * m) / 2, y, inv.labels["bill_to"], cust)
        return min(y1, y2)
    y1 = _block(pen, m, y, inv.labels["bill_to"], cust)
    if inv.ship_to:
        y2 = _block(pen, m + (w - 2 * m) / 2, y, inv.labels["ship_to"], list(inv.ship_to))
        y1 = min(y1, y2)
    return y1


def logo_letterhead(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """Logo top left, title and bare number top right, parties with labels above, a table with
    unit and tax-rate columns and currency in every money cell, the company in the footer."""
    w, h = pen.c._pagesize
    m = 48
    _logo(pen, m, h - 40, rng)
    _title_and_number(pen, inv, w - m, h - 58)
    ym = _facts(pen, inv, rng, w - m, h - 80)
    y = _parties(pen, inv, m, w, min(h - 130, ym - 22), vendor_block=rng.random() < 0.4) - 24
    cols = ["desc", "qty", "unit", "price_money", "vat", "amount_money"]
    if rng.random() < 0.5:
        cols.insert(0, "pos")
    table = d.Table(cols, m, w - 2 * m, style=rng.choice(["rules", "grid", "zebra"]), bottom=120)
    y = d.draw_items(pen, inv, table, y, d.simple_break(h - 60))
    d.finish_totals(pen, inv, rng, w - m, y, m)
    d.legal_footer_columns(pen, inv, m, w)
    return 0
