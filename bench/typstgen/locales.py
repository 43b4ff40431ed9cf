"""Locale data: number, money and date formats, VAT rates, currencies, countries."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from decimal import Decimal

NBSP = "\u00a0"

MONTHS: dict[str, tuple[str, ...]] = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"),
    "de": ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
           "September", "Oktober", "November", "Dezember"),
    "fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
           "septembre", "octobre", "novembre", "décembre"),
    "nl": ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
           "september", "oktober", "november", "december"),
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"),
    "it": ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"),
    "pt": ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
           "setembro", "outubro", "novembro", "dezembro"),
    # Polish dates use the genitive month name ("3 marca 2026")
    "pl": ("stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia",
           "września", "października", "listopada", "grudnia"),
}
MONTHS["de_AT"] = ("Jänner",) + MONTHS["de"][1:]

CURRENCY_SYMBOL = {"EUR": "€", "USD": "$", "GBP": "£", "CHF": "CHF", "PLN": "zł"}


@dataclass(frozen=True)
class Locale:
    code: str
    lang: str
    country: str  # ISO 3166 alpha-2
    country_name: str
    currency: str
    group_seps: tuple[str, ...]  # thousands separators in use (first is the usual)
    decimal: str
    rates: tuple[Decimal, ...]  # standard rate first; several for US sales tax
    numeric_dates: tuple[str, ...]  # strftime patterns
    long_date: str  # pattern with {d} {m} {y}
    symbol_first: bool  # "€ 12,00" rather than "12,00 €"

    @property
    def month_names(self) -> tuple[str, ...]:
        return MONTHS.get(self.code, MONTHS[self.lang])


def _d(*vals: str) -> tuple[Decimal, ...]:
    return tuple(Decimal(v) for v in vals)


LOCALES: dict[str, Locale] = {loc.code: loc for loc in (
    Locale("en_US", "en", "US", "USA", "USD", (",",), ".",
           _d("8.875", "7.25", "6.25", "8.25", "6.00", "4.50"),
           ("%m/%d/%Y", "%Y-%m-%d"), "{M} {d}, {y}", True),
    Locale("en_GB", "en", "GB", "United Kingdom", "GBP", (",",), ".", _d("20.00", "5.00"),
           ("%d/%m/%Y", "%d.%m.%Y", "%Y-%m-%d"), "{d} {M} {y}", True),
    Locale("en_IE", "en", "IE", "Ireland", "EUR", (",",), ".", _d("23.00", "13.50"),
           ("%d/%m/%Y", "%d-%m-%Y"), "{d} {M} {y}", True),
    Locale("de_DE", "de", "DE", "Deutschland", "EUR", (".",), ",", _d("19.00", "7.00"),
           ("%d.%m.%Y", "%d.%m.%y", "%Y-%m-%d"), "{d}. {M} {y}", False),
    Locale("de_CH", "de", "CH", "Schweiz", "CHF", ("'",), ".", _d("8.10", "2.60"),
           ("%d.%m.%Y", "%d.%m.%y"), "{d}. {M} {y}", True),
    Locale("de_AT", "de", "AT", "Österreich", "EUR", (".", NBSP), ",", _d("20.00", "10.00"),
           ("%d.%m.%Y", "%d.%m.%y"), "{d}. {M} {y}", False),
    Locale("fr_FR", "fr", "FR", "France", "EUR", (NBSP,), ",", _d("20.00", "5.50"),
           ("%d/%m/%Y", "%d.%m.%Y"), "{d} {M} {y}", False),
    Locale("fr_CH", "fr", "CH", "Suisse", "CHF", ("'", NBSP), ".", _d("8.10", "2.60"),
           ("%d.%m.%Y", "%d/%m/%Y"), "{d} {M} {y}", True),
    Locale("nl_NL", "nl", "NL", "Nederland", "EUR", (".",), ",", _d("21.00", "9.00"),
           ("%d-%m-%Y", "%d/%m/%Y"), "{d} {M} {y}", True),
    Locale("nl_BE", "nl", "BE", "België", "EUR", (".",), ",", _d("21.00", "6.00"),
           ("%d/%m/%Y", "%d-%m-%Y"), "{d} {M} {y}", True),
    Locale("es_ES", "es", "ES", "España", "EUR", (".",), ",", _d("21.00", "10.00"),
           ("%d/%m/%Y", "%d-%m-%Y"), "{d} de {M} de {y}", False),
    Locale("it_IT", "it", "IT", "Italia", "EUR", (".",), ",", _d("22.00", "10.00"),
           ("%d/%m/%Y", "%d.%m.%Y"), "{d} {M} {y}", True),
    Locale("pt_PT", "pt", "PT", "Portugal", "EUR", (NBSP, "."), ",", _d("23.00", "13.00"),
           ("%d/%m/%Y", "%d-%m-%Y", "%Y-%m-%d"), "{d} de {M} de {y}", False),
    Locale("pl_PL", "pl", "PL", "Polska", "PLN", (NBSP,), ",", _d("23.00", "8.00"),
           ("%d.%m.%Y", "%Y-%m-%d", "%d.%m.%y"), "{d} {M} {y}", False),
)}


@dataclass(frozen=True)
class NumberStyle:
    """How one document prints numbers and money."""

    group: str
    decimal: str
    currency: str
    symbol: str  # what is printed: a symbol or the ISO code
    before: bool  # symbol before the amount

    def num(self, value: Decimal, places: int | None = None) -> str:
        q = value if places is None else value.quantize(Decimal(1).scaleb(-places))
        sign = "-" if q < 0 else ""
        text = f"{abs(q):f}"
        whole, _, frac = text.partition(".")
        groups = []
        while len(whole) > 3:
            groups.insert(0, whole[-3:])
            whole = whole[:-3]
        groups.insert(0, whole)
        out = self.group.join(groups)
        return sign + out + (self.decimal + frac if frac else "")

    def money(self, value: Decimal, sign: str = "") -> str:
        body = self.num(value, 2)
        if body.startswith("-"):
            body, sign = body[1:], "-"
        glue = "" if self.symbol in ("$", "£", "€") and self.before else NBSP
        if self.before:
            return f"{sign}{self.symbol}{glue}{body}"
        return f"{sign}{body}{NBSP}{self.symbol}"


def number_style(loc: Locale, currency: str, rng: random.Random) -> NumberStyle:
    group = rng.choice(loc.group_seps)
    use_code = currency == "CHF" or rng.random() < 0.35
    symbol = currency if use_code else CURRENCY_SYMBOL[currency]
    if currency == "PLN" and not use_code:
        before = False
    elif use_code:
        before = rng.random() < (0.8 if loc.symbol_first else 0.35)
    else:
        before = loc.symbol_first if rng.random() < 0.85 else not loc.symbol_first
    return NumberStyle(group, loc.decimal, currency, symbol, before)


def date_styles(loc: Locale) -> list[str]:
    return [*loc.numeric_dates, "long"]


def format_date(day: dt.date, style: str, loc: Locale) -> str:
    if style == "long":
        month = loc.month_names[day.month - 1]
        return loc.long_date.format(M=month, d=day.day, y=day.year)
    return day.strftime(style)
