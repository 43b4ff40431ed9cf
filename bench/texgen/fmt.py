"""Number, money, quantity, rate and date formatting per locale, TeX escaping, and the printed
variants the checker searches for."""

from __future__ import annotations

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal

from babel.dates import format_date

from .locales import NNBSP, Loc

CENT = Decimal("0.01")
TEX_SPECIAL = {
    "\\": r"\textbackslash{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "{": r"\{",
    "}": r"\}",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
    NNBSP: r"\,",
    "\u00a0": "~",
    "'": r"\textquotesingle{}",  # a straight quote, as in the truth (T1 would print ’)
}


def q2(d: Decimal) -> Decimal:
    return d.quantize(CENT, rounding=ROUND_HALF_UP)


def tex(s) -> str:
    """Escape TeX special characters in generated text."""
    return "".join(TEX_SPECIAL.get(ch, ch) for ch in str(s))


def group(intpart: str, sep: str) -> str:
    out = []
    while len(intpart) > 3:
        out.insert(0, intpart[-3:])
        intpart = intpart[:-3]
    out.insert(0, intpart)
    return sep.join(out)


def num(
    d: Decimal, loc: Loc, places: int | None = 2, grouping: bool = True, grp: str | None = None
) -> str:
    """Plain (untexed) number: 1.234,56 / 1,234.56 / 1 234,56 (narrow nbsp)."""
    d = Decimal(d)
    if places is not None:
        d = d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    s = format(abs(d), "f")
    ip, _, fp = s.partition(".")
    sep = loc.grp if grp is None else grp
    ip = group(ip, sep) if grouping else ip
    out = ip + (loc.dec + fp if fp else "")
    return ("-" if d < 0 else "") + out


def qty(d: Decimal, loc: Loc) -> str:
    return (
        num(d.normalize() if d == d.to_integral() else d, loc, None, False)
        if d != d.to_integral()
        else str(int(d))
    )


def min2(d: Decimal) -> str:
    """Truth form of a rate/unit price: at least two places."""
    d = Decimal(d).normalize()
    return f"{d:.2f}" if d.as_tuple().exponent >= -2 else format(d, "f")


def min0(d: Decimal) -> str:
    """Truth form of a quantity: minimal places."""
    d = Decimal(d).normalize()
    return format(d, "f") if d != d.to_integral() else str(int(d))


def rate(d: Decimal, loc: Loc, style: int = 0) -> str:
    """19 % / 19,00 % / 8.875% – style 0 minimal, 1 two places."""
    d = Decimal(d)
    s = num(d, loc, None if style == 0 else max(2, -d.normalize().as_tuple().exponent), False)
    if style == 0:
        s = num(d.normalize(), loc, None, False)
    sp = "" if loc.lang == "en" else NNBSP
    return f"{s}{sp}%"


def money(d: Decimal, loc: Loc, cur: tuple, grouping: bool = True) -> str:
    """cur = (text, before?) e.g. ('€', False) -> '1.234,56 €'."""
    text, before = cur
    n = num(d, loc, 2, grouping)
    if before:
        return f"{text}{n}" if text in ("$", "£", "€") else f"{text} {n}"
    return f"{n}\u00a0{text}"


def date(d: dt.date, loc: Loc, style: str) -> str:
    if style == "iso":
        return d.isoformat()
    if style == "long":
        return format_date(d, "long", locale=loc.code)
    if style == "medium":
        return format_date(d, "medium", locale=loc.code)
    return d.strftime(loc.date_num)


def date_variants(d: dt.date, loc: Loc) -> list[str]:
    return [date(d, loc, s) for s in ("num", "long", "iso", "medium")]


def num_variants(d: Decimal, loc: Loc, places: int | None = 2) -> set[str]:
    """Printed forms of a number: locale separators, with or without grouping, or a plain space."""
    out = {num(d, loc, places, False)}
    for g in {loc.grp, " ", "'", "’", "."} - {loc.dec}:
        out.add(num(d, loc, places, True, g))
    return out
