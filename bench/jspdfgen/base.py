"""Per-document context, drawing helpers shared by the layouts, and common blocks."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from decimal import Decimal

from common import LOCALES, Party, Style, faker_for, iban_grouped, make_iban, make_party, pick_style
from labels import LABELS, NOTES, TERMS
from model import Inv, apply_break

FONT_DIRS = {
    "dejavu": "/usr/share/fonts/truetype/dejavu/",
    "liberation": "/usr/share/fonts/truetype/liberation/",
    "lato": "/usr/share/fonts/truetype/lato/",
}
SANS = {
    "DejaVuSans": ("dejavu", "DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    "DejaVuCond": ("dejavu", "DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"),
    "DejaVuSerif": ("dejavu", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"),
    "LiberationSans": ("liberation", "LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"),
    "LiberationNarrow": ("liberation", "LiberationSansNarrow-Regular.ttf", "LiberationSansNarrow-Bold.ttf"),
    "LiberationSerif": ("liberation", "LiberationSerif-Regular.ttf", "LiberationSerif-Bold.ttf"),
    "Lato": ("lato", "Lato-Regular.ttf", "Lato-Bold.ttf"),
}
MONO = {
    "DejaVuMono": ("dejavu", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf"),
    "LiberationMono": ("liberation", "LiberationMono-Regular.ttf", "LiberationMono-Bold.ttf"),
}
ACCENTS = [[31, 78, 121], [0, 122, 108], [178, 34, 52], [70, 70, 70], [94, 53, 177], [214, 110, 20],
           [20, 110, 190], [46, 125, 50]]


def font_entry(table: dict, name: str) -> dict:
    d, reg, bold = table[name]
    return {name: {"normal": FONT_DIRS[d] + reg, "bold": FONT_DIRS[d] + bold}}


@dataclass
class Ctx:
    rng: random.Random
    loc: str
    layout: str
    kind: str
    seed_key: str
    style: Style = None  # type: ignore[assignment]
    fk: object = None
    blocks: list = field(default_factory=list)
    footer: list = field(default_factory=list)
    fonts: dict = field(default_factory=dict)
    font: str = ""
    size: float = 9
    page: object = "a4"
    accent: list = field(default_factory=list)
    break_doc: bool = False
    small: bool = False  # keep to one page (images)

    @property
    def lang(self) -> str:
        return LOCALES[self.loc][0]

    @property
    def cc(self) -> str:
        return LOCALES[self.loc][1]

    def L(self, key: str) -> str:  # noqa: N802 - short label accessor
        return self.rng.choice(LABELS[key][self.lang])

    def money(self, d: Decimal) -> str:
        return self.style.money(d)

    def num(self, d: Decimal, places: int = 2) -> str:
        return self.style.num(d, places)

    def date(self, d: dt.date) -> str:
        return self.style.date(d)

    # ---------------------------------------------------------------- drawing
    def add(self, *items, y=None, dy=None, keep=0, flow=True):
        g = {"t": "group", "items": list(items), "keep": keep, "flow": flow}
        if y is not None:
            g["y"] = y
        if dy is not None:
            g["dy"] = dy
        self.blocks.append(g)

    def newpage(self):
        self.blocks.append({"t": "newpage"})


def T(x, s, oy=0, **kw) -> dict:  # noqa: N802 - block constructor
    d = {"t": "text", "x": x, "oy": oy, "s": s}
    d.update(kw)
    return d


def KV(x, vx, rows, oy=0, **kw) -> dict:  # noqa: N802
    d = {"t": "kv", "x": x, "vx": vx, "rows": rows, "oy": oy}
    d.update(kw)
    return d


def RECT(x, oy, w, h, **kw) -> dict:  # noqa: N802
    d = {"t": "rect", "x": x, "oy": oy, "y": oy, "w": w, "h": h}
    d.update(kw)
    return d


def HLINE(x1, x2, oy=0, **kw) -> dict:  # noqa: N802
    d = {"t": "line", "x1": x1, "x2": x2, "oy": oy, "y1": oy, "y2": oy}
    d.update(kw)
    return d


def TABLE(opts: dict) -> dict:  # noqa: N802
    return {"t": "table", "opts": opts, "oy": 0}


# ------------------------------------------------------------------ document setup
def setup(ctx: Ctx, *, mono: bool = False, currency: str | None = None) -> None:
    r = ctx.rng
    ctx.style = pick_style(r, ctx.loc, currency)
    ctx.fk = faker_for(ctx.loc, r.randint(0, 10**9))
    table = MONO if mono else SANS
    ctx.font = r.choice(sorted(table))
    ctx.fonts = font_entry(table, ctx.font)
    ctx.size = r.choice([8.5, 9, 9.5]) if not mono else 8
    ctx.accent = r.choice(ACCENTS)
    if ctx.cc == "US" and r.random() < 0.6:
        ctx.page = "letter"


def invoice_number(r: random.Random, year: int) -> str:
    n = r.randint(1, 9999)
    return r.choice([
        f"INV-{n:04d}", f"{year}-{n:04d}", f"RE-{year}-{n:05d}", f"F{year}/{n:04d}",
        f"FV/{n}/{r.randint(1, 12):02d}/{year}", f"A-{r.randint(10000, 999999):06d}", f"{year}{n:05d}",
        f"#{r.randint(1000, 99999)}", f"FT {year}/{n}",
    ])


def po_number(r: random.Random) -> str:
    return r.choice([f"PO-{r.randint(10000, 99999)}", f"45{r.randint(10**7, 10**8 - 1)}",
                     f"BE{r.randint(100000, 999999)}", f"{r.choice('ABCKMP')}{r.randint(1000, 9999)}-{r.randint(10, 99)}"])


def base_inv(ctx: Ctx, *, customer: Party | None = None, cust_company: bool = True,
             po_prob: float = 0.5, terms_prob: float = 0.7, due_prob: float = 0.8,
             currency: str | None = None) -> Inv:
    r = ctx.rng
    issue = dt.date(2025, 1, 2) + dt.timedelta(days=r.randint(0, 520))
    vendor = make_party(r, ctx.fk, ctx.cc, ctx.loc, country_line=r.random() < 0.3)
    if customer is None and cust_company is not None:
        customer = make_party(r, ctx.fk, ctx.cc, ctx.loc, company=cust_company,
                              vat=cust_company and r.random() < 0.5, country_line=r.random() < 0.2)
    days = r.choice([7, 10, 14, 14, 21, 30, 30, 45, 60])
    terms = None
    if r.random() < terms_prob:
        terms = r.choice(TERMS[ctx.lang]).format(n=days)
    due = issue + dt.timedelta(days=days) if r.random() < due_prob else None
    iban = make_iban(r, ctx.cc)
    inv = Inv(lang=ctx.lang, loc=ctx.loc, currency=currency or ctx.style.cur_code, vendor=vendor,
              customer=customer, number=invoice_number(r, issue.year), issue=issue, due=due,
              po=po_number(r) if r.random() < po_prob else None, terms=terms,
              iban=str(iban.compact) if iban else None, lines=[])
    inv.info["iban_obj"] = iban
    return inv


def finish(ctx: Ctx, inv: Inv, allowed: list[str]) -> None:
    if ctx.break_doc:
        apply_break(ctx.rng, inv, allowed)


# ------------------------------------------------------------------ common text pieces
def vat_label(ctx: Ctx) -> str:
    return "EIN" if ctx.cc == "US" else ctx.L("vat_id")


def party_block(ctx: Ctx, p: Party, *, vat_label: bool = True) -> list[str]:
    out = [p.name] + list(p.lines)
    if p.vat_print and vat_label:
        out.append(f"{ctx.L('vat_id') if ctx.cc != 'US' else 'EIN'}: {p.vat_print}")
    return out


def bank_lines(ctx: Ctx, inv: Inv) -> list[str]:
    r = ctx.rng
    iban = inv.info.get("iban_obj")
    if iban is None:
        return [f"{ctx.L('bank_name')}: {r.choice(['Chase', 'Bank of America', 'Wells Fargo', 'Citibank'])}",
                f"ABA routing: {r.choice(['021000021', '026009593', '121000248', '011000138'])}",
                f"Account: {r.randint(10**8, 10**10 - 1)}"]
    from common import bic_of

    grouped = iban_grouped(iban) if r.random() < 0.8 else str(iban.compact)
    return [f"{ctx.L('bank_name')}: {ctx.fk.last_name()} Bank", f"IBAN: {grouped}", f"BIC: {bic_of(iban, r)}"]


def totals_rows(ctx: Ctx, inv: Inv, *, paid_label: str | None = None, paid: Decimal | None = None,
                force_tax_total: bool = False) -> list[list]:
    rows: list[list] = []
    if inv.subtotal is not None:
        rows.append([ctx.L("subtotal"), ctx.money(inv.subtotal)])
    if inv.discount:
        rows.append([ctx.L("discount"), ctx.money(-inv.discount)])
    if inv.shipping:
        rows.append([ctx.L("shipping"), ctx.money(inv.shipping)])
    tax_label = ctx.L("tax") if ctx.cc != "US" else ctx.rng.choice(["Sales Tax", "Tax"])
    if len(inv.breakdown) == 1:
        rows.append([f"{tax_label} {ctx.style.rate(inv.breakdown[0][0])}", ctx.money(inv.tax)])
    else:
        for rate, base, amt in inv.breakdown:
            rows.append([f"{tax_label} {ctx.style.rate(rate)} ({ctx.L('net')} {ctx.num(base)})", ctx.money(amt)])
        if force_tax_total or "tax_rate" in inv.breaks or ctx.rng.random() < 0.5:
            rows.append([f"{tax_label}", ctx.money(inv.tax)])
    rows.append([ctx.L("total"), ctx.money(inv.total), True])
    if paid:
        rows.append([paid_label or ctx.L("paid"), ctx.money(-paid)])
        rows.append([ctx.L("amount_due"), ctx.money(inv.amount_due), True])
    return rows


def notes_text(ctx: Ctx) -> str:
    return ctx.rng.choice(NOTES[ctx.lang])


def page_width(ctx: Ctx) -> float:
    if ctx.page == "letter":
        return 215.9
    if isinstance(ctx.page, list):
        return ctx.page[0]
    return 210.0


def page_height(ctx: Ctx) -> float:
    if ctx.page == "letter":
        return 279.4
    if isinstance(ctx.page, list):
        return ctx.page[1]
    return 297.0


def footer_page_numbers(ctx: Ctx, extra: list[str] | None = None) -> None:
    w, h = page_width(ctx), page_height(ctx)
    if extra:
        ctx.footer.append({"t": "text", "x": w / 2, "y": h - 14, "s": extra, "size": 6.5,
                           "color": [110, 110, 110], "align": "center"})
    ctx.footer.append({"t": "text", "x": w - 15, "y": h - 7, "s": f"{ctx.L('page')} {{p}}/{{n}}",
                       "size": 7, "color": [120, 120, 120], "align": "right"})


def logo(ctx: Ctx, x: float, oy: float, name: str) -> list[dict]:
    r = ctx.rng
    initials = "".join(w[0] for w in name.split()[:2] if w[:1].isalpha()).upper() or "X"
    shape = r.choice(["circle", "rect", "bar"])
    if shape == "circle":
        return [{"t": "circle", "x": x + 8, "oy": oy + 8, "y": oy + 8, "rad": 8, "fill": ctx.accent},
                T(x + 8, initials, oy + 5, size=11, bold=True, color=[255, 255, 255], align="center")]
    if shape == "rect":
        return [RECT(x, oy, 16, 16, fill=ctx.accent, r=2),
                T(x + 8, initials, oy + 5, size=11, bold=True, color=[255, 255, 255], align="center")]
    return [RECT(x, oy, 3, 14, fill=ctx.accent), T(x + 5, initials, oy + 3, size=14, bold=True, color=ctx.accent)]
