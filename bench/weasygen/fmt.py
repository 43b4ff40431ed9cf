"""Number, money, quantity, rate and date formatting (CLDR month names through babel)."""

from __future__ import annotations

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal

from babel.dates import format_date

from .locales import Locale

CENT = Decimal("0.01")


def q2(d: Decimal) -> Decimal:
    return d.quantize(CENT, rounding=ROUND_HALF_UP)


def minimal(d: Decimal) -> str:
    """'2.50' -> '2.5', '12.00' -> '12' (plain, no grouping)."""
    s = format(d.normalize(), "f")
    return s


def at_least(d: Decimal, places: int) -> str:
    s = minimal(d)
    whole, _, frac = s.partition(".")
    return f"{whole}.{frac.ljust(places, '0')}"


def group_digits(whole: str, sep: str) -> str:
    if not sep or len(whole) <= 3:
        return whole
    out = []
    while len(whole) > 3:
        out.insert(0, whole[-3:])
        whole = whole[:-3]
    return sep.join([whole, *out])


def number(d: Decimal, places: int | None, dec: str, grp: str) -> str:
    """Format |d| with `places` decimals (None = minimal) using decimal/group separators."""
    s = at_least(abs(d), places) if places is not None else minimal(abs(d))
    whole, _, frac = s.partition(".")
    out = group_digits(whole, grp)
    return f"{out}{dec}{frac}" if frac else out


def number_variants(d: Decimal, places: int | None, loc: Locale) -> set[str]:
    """Every way the generator may print this number for the locale (checker's search keys)."""
    groups = (
        {loc.group, "", "'", "\u2019", "\u00a0", " "} if loc.country == "CH" else {loc.group, ""}
    )
    return {number(d, places, loc.decimal, g).replace("\u00a0", " ") for g in groups}


def date_styles(loc: Locale) -> list[str]:
    return ["num", "long", "iso"]


def date(d: dt.date, style: str, loc: Locale) -> str:
    if style == "iso":
        return d.isoformat()
    if style == "long":
        return format_date(d, "long", locale=loc.code)
    if style == "medium":
        return format_date(d, "medium", locale=loc.code)
    return d.strftime(loc.date_num)


def date_variants(d: dt.date, loc: Locale) -> set[str]:
    return {date(d, s, loc) for s in date_styles(loc)}


class Formatter:
    """Per-document number style: grouping on/off, currency as symbol or code, before or after."""

    def __init__(self, loc: Locale, rng) -> None:
        self.loc = loc
        self.dec = loc.decimal
        self.grp = loc.group if rng.random() < 0.85 else ""
        if loc.country == "CH" and rng.random() < 0.5:
            self.grp = "'"
        self.use_code = rng.random() < 0.35 or loc.symbol == loc.currency
        before_default = loc.lang == "en" or loc.country == "CH"
        self.before = before_default if rng.random() < 0.8 else not before_default
        self.date_style = rng.choice(
            ["num", "num", "long", "iso"] if loc.code != "en_US" else ["num", "long"]
        )
        self.rate_places = rng.choice([None, 2])

    def num(self, d: Decimal, places: int | None = 2) -> str:
        s = number(d, places, self.dec, self.grp)
        return f"-{s}" if d < 0 else s

    def money(self, d: Decimal, sign: bool = False) -> str:
        n = number(d, 2, self.dec, self.grp)
        cur = self.loc.currency if self.use_code else self.loc.symbol
        if self.before:
            s = f"{cur}\u00a0{n}" if self.use_code or len(cur) > 1 else f"{cur}{n}"
        else:
            s = f"{n}\u00a0{cur}"
        return f"-{s}" if (d < 0 or sign) else s

    def qty(self, d: Decimal) -> str:
        return number(d, None, self.dec, self.grp)

    def price(self, d: Decimal) -> str:
        places = max(2, -d.normalize().as_tuple().exponent)
        return number(d, places, self.dec, self.grp)

    def rate(self, d: Decimal) -> str:
        places = self.rate_places
        if d.normalize() != d.quantize(CENT).normalize() or -d.normalize().as_tuple().exponent > 2:
            places = None
        return number(d, places, self.dec, "") + "\u00a0%"

    def date(self, d: dt.date) -> str:
        return date(d, self.date_style, self.loc)
