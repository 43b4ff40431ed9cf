"""Formatting of money, quantities, rates and dates in the styles real invoices use."""

from __future__ import annotations

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal

from babel.dates import format_date
from locales import NUM_STYLES

CENT = Decimal("0.01")


def q2(d: Decimal) -> Decimal:
    return d.quantize(CENT, rounding=ROUND_HALF_UP)


def _group(int_part: str, sep: str) -> str:
    out = []
    while len(int_part) > 3:
        out.insert(0, int_part[-3:])
        int_part = int_part[:-3]
    out.insert(0, int_part)
    return sep.join(out)


def number(d: Decimal, style: str, places: int | None = 2) -> str:
    """Format |d| (sign kept as leading '-') with the style's separators; places=None keeps minimal."""
    thou, dec = NUM_STYLES[style]
    s = minimal(d) if places is None else f"{abs(d):.{places}f}"
    s = s.lstrip("-")
    int_part, _, frac = s.partition(".")
    body = _group(int_part, thou) + (dec + frac if frac else "")
    return ("-" if d < 0 else "") + body


def minimal(d: Decimal) -> str:
    s = format(d.normalize(), "f")
    return s


def money(d: Decimal, style: str) -> str:
    return number(d, style, 2)


def with_cur(text: str, mode: str, loc: dict) -> str:
    sym, code = loc["sym"], loc["cur"]
    neg = text.startswith("-")
    body = text.lstrip("-")
    if mode == "sym_pre":
        out = f"{sym}{body}" if sym in "$£" else f"{sym} {body}"
    elif mode == "sym_post":
        out = f"{body} {sym}"
    elif mode == "code_pre":
        out = f"{code} {body}"
    else:
        out = f"{body} {code}"
    return ("-" + out) if neg else out


def rate(d: Decimal, style: str, pct: str = " %") -> str:
    """19.00 -> '19 %' / '19,00%'; 8.875 keeps its digits."""
    places = 0 if d == d.to_integral() else None
    if places is None and len(minimal(d).split(".")[1]) == 1:
        places = 1
    txt = number(d, style, places)
    return txt + pct


def qty(d: Decimal, style: str) -> str:
    return number(d, style, None)


def unit_price(d: Decimal, style: str) -> str:
    places = max(2, len(minimal(d).partition(".")[2]))
    return number(d, style, places)


NUMERIC = {
    "num_dmy_dot": "%d.%m.%Y",
    "num_dmy_slash": "%d/%m/%Y",
    "num_mdy": "%m/%d/%Y",
    "num_dmy_dash": "%d-%m-%Y",
    "iso": "%Y-%m-%d",
}


def date(d: dt.date, style: str, babel_loc: str) -> str:
    if style in NUMERIC:
        return d.strftime(NUMERIC[style])
    return format_date(d, format=style, locale=babel_loc)


def all_date_variants(d: dt.date, babel_locs: list[str]) -> set[str]:
    out = {d.strftime(p) for p in NUMERIC.values()}
    for loc in babel_locs:
        for style in ("long", "medium"):
            out.add(format_date(d, format=style, locale=loc))
    return out


def all_number_variants(d: Decimal, places: int | None = 2) -> set[str]:
    out = set()
    for style in NUM_STYLES:
        out.add(number(abs(d), style, places))
        if places is None:
            for p in (1, 2, 3):
                if len(minimal(d).partition(".")[2]) <= p:
                    out.add(number(abs(d), style, p))
    return out
