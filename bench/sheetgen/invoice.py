"""The invoice model and its amounts, all computed with Decimal (ROUND_HALF_UP)."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from decimal import Decimal

from .catalog import ITEMS, REDUCED_ITEMS, TASKS, UNITS, lang_index
from .labels import Labels
from .locales import LocaleSpec
from .money import r2
from .parties import Party

D = Decimal


@dataclass
class Line:
    description: str
    qty: Decimal
    unit: str
    unit_price: Decimal
    amount: Decimal
    rate: Decimal
    sku: str = ""
    list_price: Decimal | None = None
    disc_pct: Decimal | None = None
    day: dt.date | None = None


@dataclass
class TaxRow:
    rate: Decimal
    base: Decimal
    amount: Decimal


@dataclass
class Invoice:
    spec: LocaleSpec
    layout: str
    labels: Labels
    vendor: Party
    customer: Party
    number: str
    issued: dt.date
    lines: list[Line]
    iban: str | None = None
    bic: str = ""
    bank_name: str = ""
    due: dt.date | None = None
    po: str | None = None
    customer_no: str | None = None
    order_date: dt.date | None = None
    delivery_date: dt.date | None = None
    print_date: dt.date | None = None
    subtotal: Decimal = D(0)
    discount: Decimal | None = None
    discount_pct: Decimal | None = None
    shipping: Decimal | None = None
    tax_rows: list[TaxRow] = field(default_factory=list)
    tax_amount: Decimal = D(0)
    total: Decimal = D(0)
    deposit: Decimal | None = None
    amount_due: Decimal | None = None
    show_due_amount: bool = True
    print_tax_total: bool = False
    terms: str | None = None
    reverse_charge: bool = False
    sales_tax: bool = False
    previous_balance: Decimal | None = None
    number_mode: str = "cell"  # cell: real number formats; text: preformatted strings
    date_style: str = "dot"
    errors: list[str] = field(default_factory=list)

    @property
    def single_rate(self) -> Decimal | None:
        return self.tax_rows[0].rate if len(self.tax_rows) == 1 else None


def _exact(qty: Decimal, price: Decimal) -> bool:
    return qty * price == r2(qty * price)


def _price(rng: random.Random, lo: float, hi: float, places: int) -> Decimal:
    return D(str(round(rng.uniform(lo, hi), places)))


def make_line(item_no: int, spec: LocaleSpec, rng: random.Random, rate: Decimal) -> Line:
    item = ITEMS[item_no]
    li = lang_index(spec.lang)
    unit = UNITS[item.unit][li]
    for _ in range(50):
        if item.kind == "bulk":
            qty, price = D(rng.choice([100, 200, 250, 500, 1000])), _price(rng, item.lo, item.hi, 3)
        elif item.kind == "d":
            qty = D(rng.choice(["0.5", "0.75", "1.5", "2", "2.5", "3.25", "4", "6.5", "8", "12.5",
                                "36.25", "40"]))
            price = _price(rng, item.lo, item.hi, 2)
        elif item.kind == "one":
            qty, price = D(1), _price(rng, item.lo, item.hi, 2)
        else:
            qty, price = D(rng.choice([1, 1, 2, 3, 4, 5, 6, 10, 12])), _price(rng, item.lo, item.hi, 2)
        if price > 0 and _exact(qty, price):
            break
    return Line(item.names[li], qty, unit, price, r2(qty * price), rate,
                sku=f"{rng.choice('ABCKMST')}{rng.randint(1000, 99999)}")


def item_lines(spec: LocaleSpec, rng: random.Random, count: int, rates: list[Decimal]) -> list[Line]:
    lines = []
    for i in range(count):
        item_no = rng.randrange(len(ITEMS))
        rate = rates[0]
        if len(rates) > 1 and (item_no in REDUCED_ITEMS or i == 1):
            rate = rates[1]
        lines.append(make_line(item_no, spec, rng, rate))
    if len(rates) > 1 and all(li.rate == rates[1] for li in lines):
        lines[0].rate = rates[0]
    return lines


def discount_lines(lines: list[Line], rng: random.Random) -> None:
    """Give some lines a list price and a discount %, keeping qty x net price exact."""
    for li in lines:
        pct = D(rng.choice([0, 0, 0, 5, 10, 15, 20, 25]))
        list_cents = max(1, int(li.unit_price * 100) // 20) * 20
        li.list_price = D(list_cents) / 100
        li.disc_pct = pct
        li.unit_price = li.list_price * (100 - pct) / 100
        li.unit_price = li.unit_price.quantize(D("0.01")) if li.unit_price == r2(li.unit_price) \
            else li.unit_price
        if not _exact(li.qty, li.unit_price):
            li.qty = D(int(li.qty) or 1)
        li.amount = r2(li.qty * li.unit_price)


def timesheet_lines(spec: LocaleSpec, rng: random.Random, start: dt.date, count: int,
                    rate: Decimal) -> list[Line]:
    hourly = D(rng.choice([65, 72.5, 80, 85, 95, 110, 120, 135]))
    li = lang_index(spec.lang)
    lines, day = [], start
    for _ in range(count):
        day += dt.timedelta(days=rng.choice([1, 1, 2, 3]))
        hours = D(rng.choice(["0.5", "1", "1.5", "2", "2.25", "3", "4", "4.5", "6", "7.5", "8"]))
        lines.append(Line(rng.choice(TASKS)[li], hours, UNITS["h"][li], hourly,
                          r2(hours * hourly), rate, day=day))
    return lines
