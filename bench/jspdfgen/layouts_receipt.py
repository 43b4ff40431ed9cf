"""Till-roll layouts: pos-receipt and restaurant-bill (80 mm wide, monospaced, VAT-inclusive prices)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from base import Ctx, T, base_inv, finish, setup
from common import LOCALES
from model import Line, catalog_items, exact_price, gross_totals, pick_qty

D = Decimal
WIDTH = 40  # characters per line at 8 pt on 80 mm paper
LH = 3.55  # mm per line


def _lr(left: str, right: str, width: int = WIDTH) -> str:
    gap = max(1, width - len(left) - len(right))
    return left + " " * gap + right


def _center(s: str) -> str:
    return s.center(WIDTH).rstrip()


class Roll:
    """Collects monospaced lines (text, bold flag, size factor)."""

    def __init__(self):
        self.rows: list[tuple[str, bool, float]] = []

    def add(self, s: str = "", bold: bool = False, big: float = 1.0):
        self.rows.append((s, bold, big))

    def rule(self, ch: str = "-"):
        self.add(ch * WIDTH)


def _emit(ctx: Ctx, roll: Roll) -> None:
    y = 6.0
    for s, bold, big in roll.rows:
        if s:
            ctx.add(T(4, s, 0, size=8 * big, bold=bold, color=[15, 15, 15]), y=y, flow=False)
        y += LH * big
    ctx.page = [80, round(y + 10, 1)]


def fit_vendor(ctx: Ctx, inv) -> None:
    """Receipt lines are 40 characters: re-draw the vendor until name and address fit."""
    from common import make_party

    for _ in range(30):
        v = inv.vendor
        if all(len(x) <= WIDTH for x in [v.name] + v.lines):
            return
        inv.vendor = make_party(ctx.rng, ctx.fk, ctx.cc, ctx.loc)
    inv.vendor.lines = [x[:WIDTH] for x in inv.vendor.lines]
    inv.vendor.name = inv.vendor.name[:WIDTH]


def _header(ctx: Ctx, inv, roll: Roll) -> None:
    roll.add(_center(inv.vendor.name), bold=True)
    for ln in inv.vendor.lines:
        roll.add(_center(ln))
    roll.add(_center(f"{ctx.L('phone')} {inv.vendor.phone}"[:WIDTH]))
    if inv.vendor.vat_print:
        roll.add(_center(f"{ctx.L('vat_id')}: {inv.vendor.vat_print}"))


def _vat_table(ctx: Ctx, inv, roll: Roll, letters: dict) -> None:
    roll.rule()
    roll.add(ctx.L("vat_summary"))
    roll.add(f"{'':3}{ctx.L('rate')[:6]:>7}{ctx.L('net')[:8]:>10}{ctx.L('tax')[:7]:>9}{ctx.L('gross')[:8]:>11}")
    for rate, base, amt in inv.breakdown:
        roll.add(f"{letters[rate]:3}{ctx.style.rate(rate):>7}{ctx.num(base):>10}{ctx.num(amt):>9}"
                 f"{ctx.num(base + amt):>11}")
    if len(inv.breakdown) > 1 or ctx.rng.random() < 0.5 or "tax_rate" in inv.breaks:
        roll.add(_lr(f"{ctx.L('tax')} {ctx.rng.choice(['total', 'Σ'])}", ctx.num(inv.tax)))


def _payment(ctx: Ctx, inv, roll: Roll, cash_ok: bool = True) -> None:
    r = ctx.rng
    card = r.random() < 0.7 or not cash_ok
    if card:
        roll.add(_lr(ctx.L("card"), ctx.num(inv.total)))
        roll.add(_lr(ctx.L("change"), ctx.num(D("0.00"))))
    else:
        given = (inv.total / 10).to_integral_value(rounding="ROUND_CEILING") * 10
        roll.add(_lr({"en": "Cash", "de": "Bar", "fr": "Espèces", "nl": "Contant", "es": "Efectivo",
                      "it": "Contanti", "pt": "Numerário", "pl": "Gotówka"}[ctx.lang], ctx.num(given)))
        roll.add(_lr(ctx.L("change"), ctx.num(given - inv.total)))
    roll.rule()
    if card:
        roll.add(f"{r.choice(['VISA', 'MASTERCARD', 'MAESTRO', 'GIROCARD'])} ************{r.randint(1000, 9999)}")
        roll.add(f"{ctx.L('terminal')}: {r.randint(10000000, 99999999)}")
        roll.add(f"{ctx.L('trans')}: {r.randint(100000, 999999)}  AID A0000000{r.randint(10, 99)}1010")


def _rates2(ctx: Ctx) -> tuple[Decimal, Decimal]:
    rates = LOCALES[ctx.loc][4]
    if ctx.cc == "US":
        return D(rates[0]), D(rates[0])
    return D(rates[0]), D(rates[1])


# ------------------------------------------------------------------------------ 2. pos-receipt
def pos_receipt(ctx: Ctx):
    setup(ctx, mono=True)
    r = ctx.rng
    inv = base_inv(ctx, cust_company=None, po_prob=0, terms_prob=0, due_prob=0)
    inv.iban = None
    fit_vendor(ctx, inv)
    inv.number = f"{r.randint(1, 9999):04d}-{r.randint(10000, 99999)}" if r.random() < 0.5 else str(r.randint(1000, 999999))
    std, red = _rates2(ctx)
    letters = {std: "A", red: "B"} if std != red else {std: "A"}
    for name in catalog_items(r, "pos", ctx.lang, r.randint(3, 7) if ctx.small else r.randint(3, 14)):
        q = pick_qty(r, "small")
        rate = red if (r.random() < 0.6 and red != std) else std
        p = exact_price(r, q, 0.49, 19.99)
        inv.lines.append(Line(desc=name, qty=q if q != 1 else None, price=p if q != 1 else None,
                              amount=q * p, rate=rate))
    gross_totals(inv)
    finish(ctx, inv, ["line_amount"] + (["tax_rate"] if len(inv.breakdown) > 1 else []))
    roll = Roll()
    _header(ctx, inv, roll)
    roll.rule("=")
    t = dt.time(r.randint(7, 21), r.randint(0, 59))
    roll.add(_lr(f"{ctx.L('receipt_no')} {inv.number}", ""))
    roll.add(_lr(ctx.date(inv.issue), t.strftime("%H:%M")))
    roll.add(_lr(f"{ctx.L('cashier')}: {ctx.fk.first_name()}", f"{ctx.L('terminal')} {r.randint(1, 9)}"))
    roll.rule()
    for ln in inv.lines:
        if len(ln.desc) > WIDTH - 14:
            roll.add(ln.desc)
            roll.add(_lr("", f"{ctx.num(ln.amount)} {letters[ln.rate]}"))
        else:
            roll.add(_lr(ln.desc, f"{ctx.num(ln.amount)} {letters[ln.rate]}"))
        if ln.qty is not None:
            roll.add(f"  {ctx.style.qty(ln.qty)} x {ctx.num(ln.price)}")
    roll.rule()
    roll.add(_lr(ctx.L("to_pay"), f"{inv.currency} {ctx.num(inv.total)}", 32), bold=True, big=1.25)
    _payment(ctx, inv, roll)
    _vat_table(ctx, inv, roll, letters)
    roll.rule()
    roll.add(_center(ctx.L("incl_vat")))
    roll.add(_center(ctx.L("thanks")[:WIDTH]))
    if ctx.cc in ("DE", "AT"):
        roll.add(_center(f"TSE {r.randint(10**9, 10**10 - 1)} #{r.randint(100, 9999)}"))
    _emit(ctx, roll)
    return inv


# ------------------------------------------------------------------------------ 3. restaurant-bill
def restaurant_bill(ctx: Ctx):
    setup(ctx, mono=True)
    r = ctx.rng
    inv = base_inv(ctx, cust_company=None, po_prob=0, terms_prob=0, due_prob=0)
    inv.iban = None
    fit_vendor(ctx, inv)
    inv.number = str(r.randint(10000, 999999))
    std, red = _rates2(ctx)
    letters = {std: "A", red: "B"} if std != red else {std: "A"}
    drinks = ("wine", "beer", "water", "wein", "bier", "espresso", "café", "caffè", "vin", "bière", "vino", "agua",
              "acqua", "woda", "piwo", "bier", "huiswijn", "cerveja", "vinho", "caña", "birra")
    for name in catalog_items(r, "restaurant", ctx.lang, r.randint(3, 6) if ctx.small else r.randint(3, 10)):
        q = D(r.choice(["1", "1", "2", "2", "3", "4"]))
        is_drink = any(k in name.lower() for k in drinks)
        rate = std if is_drink else red
        p = exact_price(r, q, 2.5, 32)
        inv.lines.append(Line(desc=name, qty=q, price=p, amount=q * p, rate=rate))
    service = None
    if r.random() < 0.6:
        pct = D(r.choice(["10", "12.5", "5"]))
        base = sum((ln.amount for ln in inv.lines), D(0))
        service = (base * pct / 100).quantize(D("0.01"))
        inv.lines.append(Line(desc=f"{ctx.L('service_charge')} {ctx.style.rate(pct)}", qty=None, price=None,
                              amount=service, rate=std))
    gross_totals(inv)
    finish(ctx, inv, ["line_amount"] + (["tax_rate"] if len(inv.breakdown) > 1 else []))
    _draw_restaurant(ctx, inv, letters)
    return inv


def _draw_restaurant(ctx: Ctx, inv, letters: dict) -> None:
    r = ctx.rng
    roll = Roll()
    roll.add(_center(inv.vendor.name), bold=True)
    _header_rest(ctx, inv, roll)
    roll.rule("=")
    roll.add(_lr(f"{ctx.L('table_no')} {r.randint(1, 40)}", f"{ctx.L('covers')}: {r.randint(1, 8)}"))
    roll.add(_lr(f"{ctx.L('server')}: {ctx.fk.first_name()}", f"#{r.randint(100, 999)}"))
    roll.add(_lr(f"{ctx.L('invoice_no')} {inv.number}", ""))
    roll.add(_lr(ctx.date(inv.issue), dt.time(r.randint(12, 22), r.randint(0, 59)).strftime("%H:%M")))
    roll.rule()
    for ln in inv.lines:
        if ln.qty is None:
            roll.add(_lr(ln.desc, f"{ctx.num(ln.amount)} {letters[ln.rate]}"))
            continue
        left = f"{ctx.style.qty(ln.qty)} {ln.desc}"
        nums = f"{ctx.num(ln.price):>8} {ctx.num(ln.amount):>9} {letters[ln.rate]}"
        if len(left) > WIDTH - 22:
            roll.add(left)
            left = ""
        roll.add(_lr(left, nums))
    roll.rule()
    roll.add(_lr(ctx.L("to_pay"), ctx.money(inv.total), 32), bold=True, big=1.25)
    _vat_table(ctx, inv, roll, letters)
    roll.rule()
    _payment(ctx, inv, roll)
    roll.add("")
    roll.add(_center(ctx.L("thanks")[:WIDTH]))
    _emit(ctx, roll)


def _header_rest(ctx: Ctx, inv, roll: Roll) -> None:
    for ln in inv.vendor.lines:
        roll.add(_center(ln))
    if inv.vendor.vat_print:
        roll.add(_center(f"{ctx.L('vat_id')}: {inv.vendor.vat_print}"))
