"""How one document prints money, quantities, rates and dates (chosen once per document)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from babel.dates import format_date
from babel.numbers import get_currency_symbol, get_decimal_symbol, get_group_symbol

from htmlgen.locales import LocaleSpec


@dataclass(frozen=True, slots=True)
class Style:
    """A document's number and date style."""

    group: str
    decimal: str
    date_pattern: str
    babel_locale: str
    currency_text: str  # symbol or ISO code as printed
    currency_before: bool
    currency_space: bool
    currency_on_lines: bool  # line prices carry the currency too

    def number(self, value: Decimal, places: int = 2) -> str:
        """`value` with the document's group and decimal symbols, at least `places` decimals."""
        negative = value < 0
        q = abs(value).quantize(Decimal(1).scaleb(-places)) if places >= 0 else abs(value)
        text = f"{q:f}"
        whole, _, frac = text.partition(".")
        groups: list[str] = []
        while len(whole) > 3:
            groups.insert(0, whole[-3:])
            whole = whole[:-3]
        groups.insert(0, whole)
        out = self.group.join(groups) + (self.decimal + frac if frac else "")
        return ("-" if negative else "") + out

    def money(self, value: Decimal, sign: bool = True) -> str:
        text = self.number(value)
        if not sign:
            return text
        space = "\u00a0" if self.currency_space else ""
        if self.currency_before:
            if text.startswith("-"):
                return f"-{self.currency_text}{space}{text[1:]}"
            return f"{self.currency_text}{space}{text}"
        return f"{text}{space}{self.currency_text}"

    def line_money(self, value: Decimal) -> str:
        return self.money(value, sign=self.currency_on_lines)

    def quantity(self, value: Decimal) -> str:
        places = max(0, -value.normalize().as_tuple().exponent)  # type: ignore[operator]
        return self.number(value, places)

    def rate(self, value: Decimal, tight: bool = False) -> str:
        places = max(0, -value.normalize().as_tuple().exponent)  # type: ignore[operator]
        return self.number(value, places) + ("%" if tight else "\u00a0%")

    def date(self, value: date) -> str:
        return format_date(value, format=self.date_pattern, locale=self.babel_locale)


def choose_style(rng: random.Random, spec: LocaleSpec) -> Style:
    """Pick the document's separators, date pattern and currency display for `spec`."""
    own = (get_group_symbol(spec.babel), get_decimal_symbol(spec.babel))
    group, decimal = rng.choice([own, *spec.seps])
    symbol = get_currency_symbol(spec.currency, locale=spec.babel)
    text = rng.choice([symbol, symbol, spec.currency]) if symbol != spec.currency else spec.currency
    if spec.currency == "AUD" and text != "AUD":
        text = rng.choice(["$", "A$"])
    english = spec.language == "en"
    if english:
        before = rng.random() < 0.9
    elif text == spec.currency:  # an ISO code goes either side, CHF mostly before
        before = rng.random() < (0.6 if text == "CHF" else 0.3)
    else:
        before = rng.random() < 0.1
    return Style(
        group=group,
        decimal=decimal,
        date_pattern=rng.choice(spec.date_patterns),
        babel_locale=spec.babel,
        currency_text=text,
        currency_before=before,
        currency_space=len(text) > 1 or not english,
        currency_on_lines=rng.random() < 0.25,
    )
