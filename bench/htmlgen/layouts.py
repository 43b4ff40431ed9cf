"""The layout registry: template, page geometry and what each layout leaves unprinted."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from htmlgen import layouts_a as a
from htmlgen import layouts_b as b
from htmlgen.model import Invoice
from htmlgen.view import View


@dataclass(frozen=True, slots=True)
class Layout:
    render: Callable[[View], str]
    width_mm: float = 210  # page / viewport width
    landscape: bool = False
    max_lines: int = 25
    receipt: bool = False  # page height follows content


def prepare(name: str, rng: random.Random, inv: Invoice) -> None:
    """Null what the layout does not print so the truth stays what is printed."""
    if name == "till-receipt":
        inv.po = None
        if rng.random() < 0.5:
            inv.customer = None
        elif inv.customer and rng.random() < 0.5 and not inv.customer.tax_id:
            inv.customer.lines = []


LAYOUTS: dict[str, Layout] = {
    "bordered-grid": Layout(a.bordered_grid),
    "item-cards": Layout(a.item_cards, max_lines=12),
    "totals-top": Layout(a.totals_top),
    "freelancer-minimal": Layout(a.freelancer, max_lines=10),
    "sidebar": Layout(a.sidebar),
    "saas-receipt": Layout(a.saas_receipt, max_lines=8),
    "wide-landscape": Layout(b.wide_landscape, width_mm=297, landscape=True),
    "grouped-sections": Layout(b.grouped_sections),
    "letter": Layout(b.letter, max_lines=8),
    "till-receipt": Layout(b.till_receipt, width_mm=80, max_lines=14, receipt=True),
    "logo-image": Layout(b.logo_image),
}
