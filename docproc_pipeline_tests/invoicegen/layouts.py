"""The page layouts. Each draws one invoice on a canvas through `draw.Pen`; they differ in
geometry (where the parties, facts, table and totals sit, and how they are ruled).

`split` is "dev" for layouts used in the development set and "heldout_only" for the ones kept
out of it, so a parser change can be judged on layouts nobody tuned against."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from reportlab.lib.colors import Color, white
from reportlab.lib.pagesizes import A4, letter

from . import draw as d

if TYPE_CHECKING:
    from .model import GeneratedInvoice

Draw = Callable[["d.Pen", "GeneratedInvoice", random.Random], int]
ACCENTS = (
    Color(0.12, 0.3, 0.55),
    Color(0.15, 0.45, 0.35),
    Color(0.55, 0.15, 0.2),
    Color(0.3, 0.3, 0.3),
)


@dataclass(frozen=True, slots=True)
class LayoutInfo:
    name: str
    split: str  # "dev" | "heldout_only"
    items: tuple[int, int]  # line-item count range
    allows_two_rates: bool
    description: str
    draw: Draw
    families: tuple[str, ...] = ("sans", "helvetica", "times")
    width_mm: float = 0  # receipts: paper width; 0 = A4 / Letter


def page_size(inv: GeneratedInvoice, rng: random.Random) -> tuple[float, float]:
    return letter if inv.locale == "en_US" and rng.random() < 0.7 else A4


# ---- classic -----------------------------------------------------------------------------
def classic(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """Vendor top left, title and facts top right, bill-to, table, totals right, bank footer."""
    w, h = pen.c._pagesize
    m = 50
    pen.text(m, h - 60, inv.vendor.name, 15, bold=True, color=pen.accent)
    y = pen.lines(
        m, h - 64, list(inv.vendor.lines) + d.contact_lines(inv)[: rng.randint(0, 3)], 8.5
    )
    pen.text(w - m, h - 62, inv.labels["title"], 22, bold=True, align="right")
    ym = h - 80
    for label, value in d.meta_pairs(inv, rng):
        ym -= 13
        pen.text(w - m - 190, ym, label, 9, bold=rng.random() < 0.2)
        pen.text(w - m, ym, value, 9, align="right")
    y = min(y, ym) - 24
    if rng.random() < 0.4:
        sender = " · ".join([inv.vendor.name, *inv.vendor.lines[:2]])
        pen.text(m, y, sender, 6.5)
        pen.rule(m, y - 2, m + pen.width(sender, 6.5), 0.3)
        y -= 6
    pen.text(m, y - 12, inv.labels["bill_to"], 9, bold=True)
    yc = pen.lines(m, y - 14, [inv.customer.name, *inv.customer.lines], 9)
    if inv.customer.tax_id_printed and not inv.reverse_charge:
        yc = pen.lines(m, yc, [d.tax_id_line(inv, vendor=False) or ""], 8.5)
    if inv.ship_to:
        pen.text(m + 250, y - 12, inv.labels["ship_to"], 9, bold=True)
        pen.lines(m + 250, y - 14, [inv.customer.name, *inv.ship_to], 9)
    cols = ["desc", "qty", "price", "amount"]
    if rng.random() < 0.5:
        cols.insert(0, "pos")
    if rng.random() < 0.4:
        cols.insert(cols.index("qty") + 1, "unit")
    elif rng.random() < 0.5:
        cols[cols.index("qty")] = "qty_unit"
    table = d.Table(cols, m, w - 2 * m, style=rng.choice(["rules", "filled", "zebra"]), bottom=110)
    y = d.draw_items(pen, inv, table, yc - 30, d.simple_break(h - 60))
    y = finish_totals(pen, inv, rng, w - m, y, m)
    foot = d.bank_lines(inv, heading=False) + d.legal_lines(inv)
    pen.rule(m, 70, w - m, 0.4)
    pen.lines(m, 68, foot[:4], 7)
    if len(foot) > 4:
        pen.lines(w / 2 + 20, 68, foot[4:8], 7)
    return 0


def finish_totals(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random, x_right: float,
                  y: float, x_left: float, boxed: bool = False) -> float:  # fmt: skip
    """Totals (right), VAT breakdown when several rates (left), then the notes."""
    rows = d.totals_rows(inv, rng)
    need = 13 * len(rows) + 40 + (30 if len(inv.tax_rows) > 1 else 0) + 12 * 4
    if y - need < 80:
        d.page_number(pen, pen.c.getPageNumber())
        pen.c.showPage()
        y = float(pen.c._pagesize[1]) - 60
    y_top = y
    y = d.totals_block(pen, x_right, y, rows, boxed=boxed)
    if len(inv.tax_rows) > 1:
        d.breakdown_table(pen, inv, x_left, y_top)
    y = pen.lines(x_left, y - 10, d.note_lines(inv), 8.5)
    return y


# ---- two columns of parties --------------------------------------------------------------
def two_column_parties(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """Coloured band, From | Bill to side by side, a boxed grid of facts under them."""
    w, h = pen.c._pagesize
    m = 40
    pen.box(0, h, w, 70, fill=pen.accent, stroke=False)
    pen.text(m, h - 45, inv.labels["title"], 24, bold=True, color=white)
    pen.text(w - m, h - 42, inv.vendor.name, 12, bold=True, color=white, align="right")
    y = h - 100
    y_end = y
    half = (w - 2 * m) / 2
    for i, (head, name, lines, tax) in enumerate(
        [
            (inv.labels["from"], inv.vendor.name, inv.vendor.lines, d.tax_id_line(inv)),
            (
                inv.labels["bill_to"],
                inv.customer.name,
                inv.customer.lines,
                d.tax_id_line(inv, False),
            ),
        ]
    ):
        x = m + i * half
        pen.text(x, y, head.upper(), 8, bold=True, color=pen.accent)
        rows = [name, *lines] + ([tax] if tax else [])
        yy = pen.lines(x, y - 2, rows, 9)
        if i == 0:
            yy = pen.lines(x, yy, d.contact_lines(inv)[:2], 8)
        y_end = min(y_end, yy)
    pairs = d.meta_pairs(inv, rng)
    y = y_end - 20
    cw, ch = (w - 2 * m) / 3, 30
    for k, (label, value) in enumerate(pairs):
        col, row = k % 3, k // 3
        x, yy = m + col * cw, y - row * ch
        pen.box(x, yy, cw, ch)
        pen.text(x + 5, yy - 11, label, 7.5, color=d.grey(0.35))
        pen.text(x + 5, yy - 24, value, 10, bold=True)
    y -= ch * ((len(pairs) + 2) // 3) + 20
    cols = (
        ["pos", "desc", "qty_unit", "price", "amount"]
        if rng.random() < 0.5
        else ["desc", "qty", "unit", "price", "amount"]
    )
    table = d.Table(cols, m, w - 2 * m, style="zebra", bottom=120)
    y = d.draw_items(pen, inv, table, y, d.simple_break(h - 50))
    finish_totals(pen, inv, rng, w - m, y, m)
    three = [d.contact_lines(inv), d.bank_lines(inv), d.legal_lines(inv)]
    pen.rule(m, 82, w - m, 0.5, pen.accent)
    for i, block in enumerate(three):
        pen.lines(m + i * (w - 2 * m) / 3, 80, block, 6.8)
    return 0


# ---- multipage ---------------------------------------------------------------------------
def multipage(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """30-60 lines, header repeated on every page, page totals and carried-forward lines."""
    w, h = pen.c._pagesize
    m = 45
    lab = inv.labels

    def header(page: int) -> float:
        pen.text(m, h - 50, inv.vendor.name, 12, bold=True)
        pen.text(
            w - m, h - 50, f"{lab['title']}  {inv.invoice_number}", 11, bold=True, align="right"
        )
        pen.text(w - m, h - 63, pen.page_label(page), 8, align="right")
        pen.rule(m, h - 70, w - m, 0.6)
        return h - 80

    y = header(1)
    y = pen.lines(m, y, list(inv.vendor.lines), 8)
    y -= 16
    pen.text(m, y, lab["bill_to"], 8.5, bold=True)
    yc = pen.lines(m, y, [inv.customer.name, *inv.customer.lines], 9)
    ym = y + 10
    for label, value in d.meta_pairs(inv, rng):
        ym -= 12
        pen.text(w - m - 200, ym, f"{label}:", 8.5)
        pen.text(w - m, ym, value, 8.5, align="right")
    y = min(yc, ym) - 25
    cols = ["pos", "item_no", "desc", "qty", "unit", "price", "amount"]
    table = d.Table(cols, m, w - 2 * m, size=8, style=rng.choice(["rules", "grid"]), bottom=95)

    def on_break(pen_: d.Pen, running: Decimal, page: int) -> float:
        pen.rule(m, table.bottom - 4, w - m, 0.5)
        pen.text(w - m - 160, table.bottom - 16, lab["page_total"].format(next=page + 1), 8)
        pen.text(
            w - m,
            table.bottom - 16,
            inv.num(_page_sum(inv, running, page, pages)),
            8,
            align="right",
        )
        pen.text(
            w - m - 160,
            table.bottom - 28,
            lab["carried_forward"].format(next=page + 1),
            8,
            bold=True,
        )
        pen.text(w - m, table.bottom - 28, inv.num(running), 8, bold=True, align="right")
        pen.c.showPage()
        pages.append(running)
        yy = header(page + 1) - 8
        pen.text(w - m - 160, yy, lab["brought_forward"].format(prev=page), 8, bold=True)
        pen.text(w - m, yy, inv.num(running), 8, bold=True, align="right")
        return yy - 8

    pages: list[Decimal] = [Decimal(0)]
    y = d.draw_items(pen, inv, table, y, on_break)
    finish_totals(pen, inv, rng, w - m, y, m)
    pen.lines(m, 60, d.bank_lines(inv, heading=False)[:3] + d.legal_lines(inv)[:1], 7)
    return 0


def _page_sum(inv: GeneratedInvoice, running: Decimal, page: int, pages: list[Decimal]) -> Decimal:
    return running - pages[-1]


LAYOUTS: dict[str, LayoutInfo] = {
    info.name: info
    for info in (
        LayoutInfo("classic", "dev", (1, 14), True, "vendor top left, facts top right, table, totals right", classic),
        LayoutInfo("two_column_parties", "dev", (1, 11), True, "band, From | Bill to, boxed facts grid, zebra table, 3-column footer", two_column_parties),
        LayoutInfo("multipage", "dev", (30, 60), True, "repeated header, page totals, carried/brought forward", multipage),
    )
}  # fmt: skip
