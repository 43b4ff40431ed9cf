"""Locale conventions: numbers, currency, dates, VAT rates, countries."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True)
class LocaleSpec:
    code: str  # "de_CH"
    lang: str  # "de"
    country: str  # ISO country of the vendor, "CH"
    country_name: str  # printed country line
    lcid: str  # Excel locale id for number formats, "807"
    currency: str  # ISO code
    money_fmt: str  # text pattern, {n} is the number
    group: str  # thousands separator
    decimal: str
    std_rate: Decimal
    reduced_rate: Decimal | None
    date_styles: tuple[str, ...]  # keys of DATE_STYLES
    eu: bool = True


# Date styles: (Excel/LibreOffice number format, Babel pattern).
DATE_STYLES: dict[str, tuple[str, str]] = {
    "iso": ("YYYY-MM-DD", "yyyy-MM-dd"),
    "dot": ("DD.MM.YYYY", "dd.MM.yyyy"),
    "slash": ("DD/MM/YYYY", "dd/MM/yyyy"),
    "us": ("MM/DD/YYYY", "MM/dd/yyyy"),
    "dash": ("DD-MM-YYYY", "dd-MM-yyyy"),
    "long": ("D MMMM YYYY", "d MMMM y"),
    "long_dot": ("D. MMMM YYYY", "d. MMMM y"),
    "long_us": ("MMMM D, YYYY", "MMMM d, y"),
    "long_de": ('D "de" MMMM "de" YYYY', "d 'de' MMMM 'de' y"),
}

D = Decimal
_EU_DOT = ("dot", "long_dot", "iso")

LOCALES: dict[str, LocaleSpec] = {
    s.code: s
    for s in [
        LocaleSpec("en_US", "en", "US", "USA", "409", "USD", "${n}", ",", ".",
                   D("8.875"), None, ("us", "long_us", "iso"), eu=False),
        LocaleSpec("en_GB", "en", "GB", "United Kingdom", "809", "GBP", "£{n}", ",", ".",
                   D("20"), D("5"), ("slash", "long", "iso")),
        LocaleSpec("en_IE", "en", "IE", "Ireland", "1809", "EUR", "€{n}", ",", ".",
                   D("23"), D("13.5"), ("slash", "long", "iso")),
        LocaleSpec("de_DE", "de", "DE", "Deutschland", "407", "EUR", "{n} €", ".", ",",
                   D("19"), D("7"), _EU_DOT),
        LocaleSpec("de_CH", "de", "CH", "Schweiz", "807", "CHF", "CHF {n}", "'", ".",
                   D("8.1"), D("2.6"), ("dot", "long_dot"), eu=False),
        LocaleSpec("de_AT", "de", "AT", "Österreich", "C07", "EUR", "€ {n}", ".", ",",
                   D("20"), D("10"), _EU_DOT),
        LocaleSpec("fr_FR", "fr", "FR", "France", "40C", "EUR", "{n} €", " ", ",",
                   D("20"), D("5.5"), ("slash", "long")),
        LocaleSpec("fr_BE", "fr", "BE", "Belgique", "80C", "EUR", "{n} €", ".", ",",
                   D("21"), D("6"), ("slash", "long", "dot")),
        LocaleSpec("nl_NL", "nl", "NL", "Nederland", "413", "EUR", "€ {n}", ".", ",",
                   D("21"), D("9"), ("dash", "long")),
        LocaleSpec("nl_BE", "nl", "BE", "België", "813", "EUR", "€ {n}", ".", ",",
                   D("21"), D("6"), ("slash", "long", "dot")),
        LocaleSpec("es_ES", "es", "ES", "España", "C0A", "EUR", "{n} €", ".", ",",
                   D("21"), D("10"), ("slash", "long_de")),
        LocaleSpec("it_IT", "it", "IT", "Italia", "410", "EUR", "€ {n}", ".", ",",
                   D("22"), D("10"), ("slash", "long")),
        LocaleSpec("pt_PT", "pt", "PT", "Portugal", "816", "EUR", "{n} €", " ", ",",
                   D("23"), D("6"), ("slash", "long_de", "iso")),
        LocaleSpec("pt_BR", "pt", "BR", "Brasil", "416", "BRL", "R$ {n}", ".", ",",
                   D("5"), None, ("slash", "long_de"), eu=False),
        LocaleSpec("pl_PL", "pl", "PL", "Polska", "415", "PLN", "{n} zł", " ", ",",
                   D("23"), D("8"), ("dot", "long", "iso")),
    ]
}

US_SALES_TAX = [D("8.875"), D("6.25"), D("7.25"), D("6"), D("8.25"), D("4.5")]
