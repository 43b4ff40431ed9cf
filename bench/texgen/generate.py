"""One document: plan (locale/layout per index), model -> LaTeX -> PDF, truth record."""

from __future__ import annotations

import datetime as dt
import importlib
import random
from decimal import Decimal as D
from pathlib import Path

from pypdf import PdfReader

from . import model, parties, tex
from .locales import LANGS, LOCALES

LAYOUTS = [
    "koma-letter",
    "longtable-article",
    "project-hours",
    "cv-sidebar",
    "minipage-tabbing",
    "decimal-aligned",
    "smallcaps-footer",
    "receipt-80mm",
    "quote-terms",
    "landscape-vat",
]


def layout_module(name: str):
    return importlib.import_module(f".layouts.{name.replace('-', '_')}", __package__)


def plan(n: int, seed: int, locales: list[str], layouts: list[str], tag: str) -> list[tuple]:
    """(locale, layout) per index: one locale per language first, layouts cycle in a seeded order."""
    r = random.Random(f"texgen-plan-{tag}-{seed}")
    by_lang = [[c for c in locales if LOCALES[c].lang == lg] for lg in LANGS]
    first = [r.choice(g) for g in by_lang if g]
    r.shuffle(first)
    locs = (first + [r.choice(locales) for _ in range(n)])[:n]
    lays = list(layouts)
    r.shuffle(lays)
    return [(locs[i], lays[i % len(lays)]) for i in range(n)]


def build_invoice(ctx: model.Ctx, mod, brk: str | None) -> model.Invoice:
    r, loc, flags = ctx.r, ctx.loc, mod.FLAGS
    std = D(loc.rates[0])
    receipt = flags.get("receipt", False)
    mode = "normal" if receipt else model.choose_mode(ctx, True)
    foreign = model.EU_FOREIGN.get(loc.country) if mode == "rc" else None
    vendor = parties.vendor(r, loc.code)
    cust = None if receipt else parties.customer(r, loc.code, foreign)
    if receipt:
        vendor.iban = None  # no bank printed on a till receipt
    issue = dt.date(2025, 1, 1) + dt.timedelta(days=r.randint(0, 420))
    multi = mode == "normal" and r.random() < flags.get("multi", 0.2)
    n = r.randint(*flags["n"])
    lines = (
        mod.lines(ctx, n, std)
        if hasattr(mod, "lines")
        else model.make_lines(ctx, n, [D(x) for x in loc.rates], multi)
    )
    number = r.choice(
        [
            f"{issue.year}{r.randint(1000, 99999):05d}",
            f"RE-{issue.year}-{r.randint(100, 9999):04d}",
            f"INV-{r.randint(10000, 999999)}",
            f"{r.randint(100, 999)}/{issue.year}",
            f"F{issue.year % 100}{r.randint(1000, 9999)}",
        ]
    )
    if loc.lang == "pl":
        number = f"FV/{r.randint(1, 999)}/{issue.month:02d}/{issue.year}"
    due = (
        None
        if receipt or r.random() < 0.3
        else issue + dt.timedelta(days=r.choice([7, 14, 30, 45]))
    )
    inv = model.Invoice(vendor, cust, number, issue, due, None, lines, mode)
    if not receipt and r.random() < 0.5:
        inv.po = r.choice(
            [
                f"PO-{r.randint(10000, 99999)}",
                f"{r.randint(4500000000, 4599999999)}",
                f"BE{r.randint(100000, 999999)}",
            ]
        )
    _amount_options(ctx, inv, multi, receipt)
    inv.terms = None if receipt else model.choose_terms(ctx)
    inv.extra.update(
        cust_no=f"K{r.randint(10000, 99999)}",
        printed=issue + dt.timedelta(days=r.randint(0, 3)),
        delivery=issue - dt.timedelta(days=r.randint(1, 20)),
        order_date=issue - dt.timedelta(days=r.randint(21, 60)),
    )
    if brk == "due_before_issue" and receipt:
        brk = "tax_rate"
    if brk:
        model.apply_break(inv, brk, std)
    else:
        model.compute(inv, std)
    return inv


def _amount_options(ctx: model.Ctx, inv: model.Invoice, multi: bool, receipt: bool) -> None:
    r = ctx.r
    sub = sum((ln.amount for ln in inv.lines), D(0))
    if not multi and not receipt and r.random() < 0.2:
        pct = D(r.choice([2, 3, 5, 10]))
        inv.discount = (sub * pct / 100).quantize(D("0.01"))
        if inv.discount != sub * pct / 100 or r.random() < 0.4:
            inv.discount = D(r.choice([10, 25, 50, 100]))
        else:
            inv.extra["disc_pct"] = pct
    if not receipt and r.random() < 0.2:
        inv.shipping = D(r.choice(["4.90", "9.95", "14.50", "25.00", "39.00"]))
    deposits = [x for x in (100, 250, 500, 1000) if x < sub / 3]
    if not receipt and deposits and r.random() < 0.15:
        inv.deposit = D(r.choice(deposits))
    inv.show_due_amt = not receipt and (inv.deposit is not None or r.random() < 0.8)


def make_document(
    seed: int, idx: int, loc_code: str, layout: str, kind: str, out_pdf: Path, brk: str | None
) -> dict:
    ctx = model.Ctx(f"texgen-{seed}-{kind}-{idx}-{loc_code}-{layout}", loc_code)
    mod = layout_module(layout)
    inv = build_invoice(ctx, mod, brk)
    font = tex.pick_font(ctx.r, ctx.lang, ctx.cur[0] in ("€", "zł"))
    src = mod.render(ctx, inv, font)
    tex.compile_pdf(src, out_pdf, runs=getattr(mod, "RUNS", 2))
    pages = len(PdfReader(str(out_pdf)).pages)
    return {
        "inv": inv,
        "ctx": ctx,
        "font": font[0],
        "pages": pages,
        "fields": model.truth_fields(inv, ctx),
        "errors": sorted(inv.errors),
    }
