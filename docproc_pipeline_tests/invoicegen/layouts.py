"""The page layouts. Each draws one invoice on a canvas through `draw.Pen`; they differ in
geometry (where the parties, facts, table and totals sit, and how they are ruled).

`split` is "dev" for layouts used in the development set and "heldout_only" for the ones kept
out of it, so a parser change can be judged on layouts nobody tuned against."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from reportlab.lib.colors import Color

from . import draw as d
from . import pages_basic as pb
from . import pages_forms as pf
from . import pages_letterhead as pl
from . import pages_more as pm
from .model import GeneratedInvoice

Draw = Callable[[d.Pen, GeneratedInvoice, random.Random], int]
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
    size: Callable[[GeneratedInvoice, random.Random], tuple[float, float]] | None = None
    prints_amount_due: bool = False  # the layout always shows the amount due (card, sentence)


LAYOUTS: dict[str, LayoutInfo] = {
    info.name: info
    for info in (
        LayoutInfo("classic", "dev", (1, 14), True, "vendor top left, facts top right, table, totals right", pb.classic),
        LayoutInfo("two_column_parties", "dev", (1, 11), True, "band, From | Bill to, boxed facts grid, zebra table, 3-column footer", pb.two_column_parties),
        LayoutInfo("multipage", "dev", (30, 60), True, "repeated header, page totals, carried/brought forward", pb.multipage),
        LayoutInfo("bordered_grid", "dev", (1, 12), True, "every cell boxed: header boxes, label|value facts grid, grid table and totals", pm.bordered_grid),
        LayoutInfo("sidebar", "dev", (1, 14), True, "coloured left column with vendor, contact, bank; invoice on the right", pm.sidebar),
        LayoutInfo("minimal_freelancer", "dev", (1, 8), False, "plain text, no rules, 'Label: value' lines, items as simple lines", pm.minimal_freelancer, ("sans", "helvetica", "courier")),
        LayoutInfo("landscape", "dev", (3, 12), True, "A4 landscape, header row, wide table with item no., unit and VAT %", pm.landscape_wide, size=pm.landscape_size),
        LayoutInfo("receipt", "dev", (1, 10), True, "80 mm till receipt, qty x price lines, VAT table", pm.receipt, ("sans", "helvetica", "courier"), size=pm.receipt_size),
        LayoutInfo("right_meta_labels_below", "dev", (1, 12), True, "window address, facts as a row of labels with values below", pm.right_meta_labels_below),
        LayoutInfo("totals_left", "dev", (1, 12), True, "vendor right, grid table with item no., totals box left, payment box right", pm.totals_left),
        LayoutInfo("footer_legal", "dev", (1, 12), True, "vendor address, bank, VAT id and register only in a 4-column footer", pm.footer_legal),
        LayoutInfo("logo_letterhead", "dev", (1, 12), True, "logo without text, bare number under the title, parties side by side labels above, unit / tax-rate columns, currency in every money cell, company in the footer", pl.logo_letterhead),
        LayoutInfo("meta_strip", "dev", (1, 10), True, "band with the seller in white, a row of fact cells (label above value) incl. amount due, items with a grey detail line, totals box, boxed payment panel", pf.meta_strip, prints_amount_due=True),
        LayoutInfo("form_boxes", "dev", (1, 10), True, "form of ruled boxes with corner labels, items with article code, discount % and VAT %, tax summary grid above the totals", pf.form_boxes),
        LayoutInfo("statement_ledger", "dev", (1, 9), True, "statement-like: dated ledger lines, previous balance and payment received before the totals, amount due, remittance slip", pf.statement_ledger, prints_amount_due=True),
        LayoutInfo("summary_top", "heldout_only", (1, 12), True, "amount-due box at the top before parties and items", pm.summary_top, prints_amount_due=True),
        LayoutInfo("vertical_cards", "heldout_only", (1, 10), True, "facts as stacked label-above-value cards, card totals", pm.vertical_cards, prints_amount_due=True),
        LayoutInfo("prose_letter", "heldout_only", (1, 6), False, "business letter, amounts and due date in sentences, short table", pm.prose_letter, ("sans", "times"), prints_amount_due=True),
    )
}  # fmt: skip
