"""Number, money and date formatting as printed on the documents."""

from __future__ import annotations

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal

from babel.dates import format_date

from data import CUR_SYMBOL

# number styles: (group separator, decimal separator)
NUM_STYLES = {
    "dot-comma": (".", ","),
    "space-comma": (" ", ","),
    "comma-dot": (",", "."),
    "apos-dot": ("'", "."),
    "none-comma": ("", ","),
    "none-dot": ("", "."),
}
LOCALE_NUM = {
    "pl-PL": "space-comma",
    "it-IT": "dot-comma",
    "es-ES": "dot-comma",
    "pt-PT": "space-comma",
    "pt-BR": "dot-comma",
    "nl-NL": "dot-comma",
    "nl-BE": "dot-comma",
    "de-DE": "dot-comma",
    "de-CH": "apos-dot",
    "fr-FR": "space-comma",
    "fr-CH": "apos-dot",
    "en-GB": "comma-dot",
    "en-US": "comma-dot",
    "en-IE": "comma-dot",
}

CENT = Decimal("0.01")


def q2(d: Decimal) -> Decimal:
    return Decimal(d).quantize(CENT, rounding=ROUND_HALF_UP)


def fmt_num(d: Decimal, style: str, places: int = 2) -> str:
    g, s = NUM_STYLES[style]
    d = Decimal(d)
    neg = d < 0
    txt = f"{abs(d):.{places}f}"
    ip, _, fp = txt.partition(".")
    if g:
        parts = []
        while len(ip) > 3:
            parts.insert(0, ip[-3:])
            ip = ip[:-3]
        parts.insert(0, ip)
        ip = g.join(parts)
    out = ip + (s + fp if places else "")
    return ("-" if neg else "") + out


def fmt_qty(d: Decimal, style: str) -> str:
    """Minimal decimals (2.5, 12, 36.25) with the document's decimal separator."""
    d = Decimal(d)
    t = format(d.normalize(), "f")
    if "." in t:
        ip, fp = t.split(".")
        return fmt_num(Decimal(ip), style, 0) + NUM_STYLES[style][1] + fp
    return fmt_num(d, style, 0)


def fmt_rate(d: Decimal, style: str) -> str:
    """VAT rate as printed: 23, 8,1, 5,5, 8.875"""
    return fmt_qty(d, style)


def str_money(d: Decimal) -> str:
    return f"{q2(d):.2f}"


def str_rate(d: Decimal) -> str:
    """truth: at least two places"""
    d = Decimal(d)
    t = format(d.normalize(), "f")
    if "." not in t:
        return t + ".00"
    ip, fp = t.split(".")
    return ip + "." + (fp if len(fp) >= 2 else fp.ljust(2, "0"))


def str_qty(d: Decimal) -> str:
    t = format(Decimal(d).normalize(), "f")
    return t


def str_price(d: Decimal) -> str:
    d = Decimal(d)
    t = format(d.normalize(), "f")
    if "." not in t:
        return t + ".00"
    ip, fp = t.split(".")
    return ip + "." + fp.ljust(2, "0")


class Money:
    """Currency placement for one document."""

    def __init__(self, currency: str, style: str, mode: str):
        self.cur, self.style, self.mode = currency, style, mode

    def num(self, d, places=2):
        return fmt_num(d, self.style, places)

    def __call__(self, d, places=2) -> str:
        n = fmt_num(d, self.style, places)
        sym = CUR_SYMBOL[self.cur]
        if self.mode == "sym-before":
            return f"{sym}{n}" if sym in ("€", "£", "$") and self.cur != "EUR" else f"{sym} {n}"
        if self.mode == "sym-after":
            return f"{n} {sym}"
        if self.mode == "code-before":
            return f"{self.cur} {n}"
        return f"{n} {self.cur}"


def money_mode(rng, currency: str, lang: str) -> str:
    if currency == "PLN":
        return rng.choice(["sym-after", "code-after", "sym-after"])
    if currency == "BRL":
        return "sym-before"
    if currency in ("GBP", "USD"):
        return rng.choice(["sym-before"] * 3 + ["code-before", "code-after"])
    if currency == "CHF":
        return rng.choice(["code-before", "code-before", "code-after"])
    if lang in ("en", "nl"):
        return rng.choice(["sym-before", "code-before", "sym-after", "code-after"])
    return rng.choice(["sym-after", "sym-after", "code-after", "code-before"])


DATE_STYLES = ["dot", "dot2", "slash", "dash", "iso", "long"]


def date_style(rng, locale: str) -> str:
    lang = locale[:2]
    if locale == "en-US":
        return rng.choice(["us", "us", "long", "iso"])
    w = {
        "de": ["dot"] * 4 + ["dot2", "long", "long", "iso"],
        "pl": ["dot", "dot", "long", "iso", "slash"],
        "nl": ["dash", "dash", "long", "slash", "iso"],
        "fr": ["slash", "slash", "long", "dot"],
        "it": ["slash", "slash", "long", "dot"],
        "es": ["slash", "slash", "long", "dash"],
        "pt": ["slash", "dash", "long", "iso"],
        "en": ["slash", "long", "long", "iso", "dot"],
    }[lang]
    return rng.choice(w)


def fmt_date(d: dt.date, style: str, locale: str) -> str:
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "dot2":
        return d.strftime("%d.%m.%y")
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "iso":
        return d.isoformat()
    if style == "us":
        return d.strftime("%m/%d/%Y")
    s = format_date(d, "long", locale=locale.replace("-", "_"))
    if locale == "pl-PL":
        s += " r."
    return s
