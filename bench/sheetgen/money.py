"""Decimal arithmetic and locale formatting of numbers, money and dates (as text)."""

from __future__ import annotations

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal

from babel.dates import format_date

from .locales import DATE_STYLES, LocaleSpec

CENT = Decimal("0.01")


def r2(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def group(digits: str, sep: str) -> str:
    out = []
    while len(digits) > 3:
        out.insert(0, digits[-3:])
        digits = digits[:-3]
    out.insert(0, digits)
    return sep.join(out)


def number(value: Decimal, spec: LocaleSpec, places: int = 2, grouping: bool = True) -> str:
    """``1234.5`` -> ``1.234,50`` (de), ``1'234.50`` (de_CH), ``1 234,50`` (pl)."""
    q = value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    sign = "-" if q < 0 else ""
    text = f"{abs(q):f}"
    whole, _, frac = text.partition(".")
    whole = group(whole, spec.group) if grouping else whole
    return sign + whole + (spec.decimal + frac if frac else "")


def price_places(value: Decimal) -> int:
    return 3 if value != r2(value) else 2


def quantity(value: Decimal, spec: LocaleSpec) -> str:
    text = minimal(value)
    return text.replace(".", spec.decimal)


def minimal(value: Decimal) -> str:
    """Shortest plain decimal string: ``2.50`` -> ``2.5``, ``12.00`` -> ``12``."""
    text = f"{value.normalize():f}"
    return text


def money(value: Decimal, spec: LocaleSpec) -> str:
    return spec.money_fmt.format(n=number(value, spec))


def date_text(day: dt.date, spec: LocaleSpec, style: str) -> str:
    return format_date(day, DATE_STYLES[style][1], locale=spec.code)


def truth_money(value: Decimal | None) -> str | None:
    return None if value is None else f"{r2(value):f}"


def truth_rate(value: Decimal) -> str:
    text = minimal(value)
    if "." not in text:
        return text + ".00"
    whole, frac = text.split(".")
    return f"{whole}.{frac.ljust(2, '0')}"
