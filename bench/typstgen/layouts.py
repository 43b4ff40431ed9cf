"""Layout registry: which Typst template, how many lines, column orders and meta placement."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .doc import Invoice
from .view import base_data, table

TEMPLATES = Path(__file__).parent / "layouts"
Extra = Callable[[Invoice, dict[str, Any], random.Random], None]


def _letter(inv: Invoice, data: dict[str, Any], rng: random.Random) -> None:
    lab = inv.labels
    data["hello"] = lab.text("hello", name=inv.customer.name)
    data["intro"] = lab.text("prose")
    data["regards"] = lab.text("regards")
    data["signer"] = inv.vendor.name
    tpl = rng.choice(lab.text_options("lines"))
    sym = inv.style.symbol
    data["prose_lines"] = [
        [row[0], tpl.format(q=row[1], u=row[2], p=f"{row[3]} {sym}"), inv.style.money(ln.amount)]
        for row, ln in zip(data["table"]["rows"], inv.amounts.lines, strict=True)]


def _din(inv: Invoice, data: dict[str, Any], rng: random.Random) -> None:
    v = inv.vendor
    data["sender_line"] = " · ".join([v.name, *v.lines])
    data["subject"] = f"{inv.labels['title']} {inv.number}"
    data["hello"] = inv.labels.text("hello", name=inv.customer.name)
    data["intro"] = inv.labels.text("prose") if rng.random() < 0.6 else ""
    data["regards"] = inv.labels.text("regards")


def _multipage(inv: Invoice, data: dict[str, Any], rng: random.Random) -> None:
    lab, num = inv.labels, inv.style.num
    rows, amounts = data["table"]["rows"], [ln.amount for ln in inv.amounts.lines]
    first, middle, last_max = 28, 44, 26
    sizes, left = [], len(rows)
    while left > 0:
        cap = first if not sizes else middle
        if left <= min(cap, last_max):
            take = left
        elif left <= cap:
            take = left - 8  # keep a few lines for the last page with the totals
        else:
            take = cap
        sizes.append(take)
        left -= take
    pages, start, cum = [], 0, 0
    for k, size in enumerate(sizes):
        page_sum = sum(amounts[start:start + size])
        cum += page_sum
        last = k == len(sizes) - 1
        pages.append({
            "brought": None if k == 0 else [lab["brought"].format(p=k), num(cum - page_sum, 2)],
            "rows": rows[start:start + size],
            "carried": None if last else [[lab["page_total"], num(page_sum, 2)],
                                          [lab["carried"], num(cum, 2)]],
        })
        start += size
    data["pages"] = pages


def _vat_always(inv: Invoice, data: dict[str, Any], rng: random.Random) -> None:
    from .view import vat_summary
    data["vat"] = vat_summary(inv)


def _summary_title(inv: Invoice, data: dict[str, Any], rng: random.Random) -> None:
    data["summary_title"] = inv.labels["summary"]


@dataclass(frozen=True)
class Layout:
    name: str
    template: str
    lines: tuple[int, int]
    columns: tuple[tuple[str, ...], ...]
    meta_styles: tuple[str, ...] = ("left",)
    one_page: bool = True
    extra: Extra | None = None


LAYOUTS: dict[str, Layout] = {lay.name: lay for lay in (
    Layout("minimal", "minimal.typ", (1, 4), (("desc", "qty", "price", "amount"),
                                              ("desc", "qtyunit", "price", "amount")), ("left", "above")),
    Layout("ruled-grid", "grid.typ", (3, 10), (("pos", "desc", "qty", "unit", "price", "amount"),
                                               ("pos", "artno", "desc", "qty", "price", "amount")),
           ("header", "left")),
    Layout("cards", "cards.typ", (2, 5), (("desc", "qtyunit", "price", "amount"),
                                          ("desc", "qty", "unit", "price", "vat", "amount")),
           ("left", "above")),
    Layout("totals-top", "totals_top.typ", (3, 9), (("desc", "qty", "price", "amount"),
                                                    ("qty", "desc", "price", "amount")),
           ("above", "left"), extra=_summary_title),
    Layout("sidebar", "sidebar.typ", (3, 8), (("desc", "qtyunit", "price", "amount"),
                                              ("pos", "desc", "qty", "price", "amount")), ("left",)),
    Layout("landscape", "landscape.typ", (3, 9),
           (("pos", "artno", "desc", "qty", "unit", "price", "vat", "amount"),
            ("artno", "desc", "unit", "qty", "price", "amount")), ("header", "above")),
    Layout("multipage", "multipage.typ", (32, 70), (("pos", "desc", "qty", "unit", "price", "amount"),
                                                     ("pos", "artno", "desc", "qty", "price", "amount")),
           ("left", "header"), one_page=False, extra=_multipage),
    Layout("prose-letter", "letter.typ", (2, 5), (("desc", "qty", "unit", "price"),), ("left",),
           extra=_letter),
    Layout("din5008", "din5008.typ", (2, 8), (("pos", "desc", "qty", "unit", "price", "amount"),
                                              ("pos", "desc", "qtyunit", "price", "amount")),
           ("left",), extra=_din),
    Layout("vat-summary", "vat_summary.typ", (3, 10), (("desc", "qty", "price", "vat", "amount"),
                                                       ("pos", "desc", "vat", "qty", "price", "amount")),
           ("header", "left", "above"), extra=_vat_always),
    Layout("stacked", "stacked.typ", (2, 7), (("qty", "desc", "price", "amount"),
                                              ("desc", "price", "qty", "amount")), ("above",)),
)}


def prepare(inv: Invoice, layout: Layout, rng: random.Random, seed: int) -> dict[str, Any]:
    data = base_data(inv, layout.name, rng)
    cols = list(rng.choice(layout.columns))
    data["table"] = table(inv, cols, seed, money_cols=rng.random() < 0.15)
    data["meta_style"] = rng.choice(layout.meta_styles)
    if layout.extra:
        layout.extra(inv, data, rng)
    return data
