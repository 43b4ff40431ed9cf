"""Per-locale settings: language, country, currency, VAT rates, number and date styles, notes."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from babel.numbers import get_decimal_symbol, get_group_symbol

D = Decimal


@dataclass(frozen=True)
class Locale:
    code: str
    lang: str
    country: str
    currency: str
    symbol: str
    rates: tuple[Decimal, Decimal]  # standard, reduced
    date_num: str  # strftime pattern of the numeric date style
    faker: str
    paper: str = "A4"
    eu: bool = True

    @property
    def decimal(self) -> str:
        return get_decimal_symbol(self.code)

    @property
    def group(self) -> str:
        g = get_group_symbol(self.code)
        return "\u00a0" if g in ("\u202f", "\u00a0", " ") else g


_L = [
    Locale(
        "en_US",
        "en",
        "US",
        "USD",
        "$",
        (D("8.875"), D("0.00")),
        "%m/%d/%Y",
        "en_US",
        "Letter",
        False,
    ),
    Locale("en_GB", "en", "GB", "GBP", "£", (D("20.00"), D("5.00")), "%d/%m/%Y", "en_GB", eu=False),
    Locale("en_IE", "en", "IE", "EUR", "€", (D("23.00"), D("13.50")), "%d/%m/%Y", "en_IE"),
    Locale("de_DE", "de", "DE", "EUR", "€", (D("19.00"), D("7.00")), "%d.%m.%Y", "de_DE"),
    Locale("de_AT", "de", "AT", "EUR", "€", (D("20.00"), D("10.00")), "%d.%m.%Y", "de_AT"),
    Locale(
        "de_CH", "de", "CH", "CHF", "CHF", (D("8.10"), D("2.60")), "%d.%m.%Y", "de_CH", eu=False
    ),
    Locale("fr_FR", "fr", "FR", "EUR", "€", (D("20.00"), D("5.50")), "%d/%m/%Y", "fr_FR"),
    Locale("fr_BE", "fr", "BE", "EUR", "€", (D("21.00"), D("6.00")), "%d/%m/%Y", "fr_FR"),
    Locale(
        "fr_CH", "fr", "CH", "CHF", "CHF", (D("8.10"), D("2.60")), "%d.%m.%Y", "fr_CH", eu=False
    ),
    Locale("nl_NL", "nl", "NL", "EUR", "€", (D("21.00"), D("9.00")), "%d-%m-%Y", "nl_NL"),
    Locale("nl_BE", "nl", "BE", "EUR", "€", (D("21.00"), D("6.00")), "%d/%m/%Y", "nl_BE"),
    Locale("es_ES", "es", "ES", "EUR", "€", (D("21.00"), D("10.00")), "%d/%m/%Y", "es_ES"),
    Locale("it_IT", "it", "IT", "EUR", "€", (D("22.00"), D("10.00")), "%d/%m/%Y", "it_IT"),
    Locale("pt_PT", "pt", "PT", "EUR", "€", (D("23.00"), D("6.00")), "%d/%m/%Y", "pt_PT"),
    Locale("pl_PL", "pl", "PL", "PLN", "zł", (D("23.00"), D("8.00")), "%d.%m.%Y", "pl_PL"),
]
LOCALES: dict[str, Locale] = {x.code: x for x in _L}
LANGS = sorted({x.lang for x in _L})

COUNTRY_NAMES = {
    "en": {
        "US": "USA",
        "GB": "United Kingdom",
        "IE": "Ireland",
        "DE": "Germany",
        "AT": "Austria",
        "CH": "Switzerland",
        "FR": "France",
        "BE": "Belgium",
        "NL": "Netherlands",
        "ES": "Spain",
        "IT": "Italy",
        "PT": "Portugal",
        "PL": "Poland",
    },
    "de": {
        "US": "USA",
        "GB": "Vereinigtes Königreich",
        "IE": "Irland",
        "DE": "Deutschland",
        "AT": "Österreich",
        "CH": "Schweiz",
        "FR": "Frankreich",
        "BE": "Belgien",
        "NL": "Niederlande",
        "ES": "Spanien",
        "IT": "Italien",
        "PT": "Portugal",
        "PL": "Polen",
    },
    "fr": {
        "US": "États-Unis",
        "GB": "Royaume-Uni",
        "IE": "Irlande",
        "DE": "Allemagne",
        "AT": "Autriche",
        "CH": "Suisse",
        "FR": "France",
        "BE": "Belgique",
        "NL": "Pays-Bas",
        "ES": "Espagne",
        "IT": "Italie",
        "PT": "Portugal",
        "PL": "Pologne",
    },
    "nl": {
        "US": "Verenigde Staten",
        "GB": "Verenigd Koninkrijk",
        "IE": "Ierland",
        "DE": "Duitsland",
        "AT": "Oostenrijk",
        "CH": "Zwitserland",
        "FR": "Frankrijk",
        "BE": "België",
        "NL": "Nederland",
        "ES": "Spanje",
        "IT": "Italië",
        "PT": "Portugal",
        "PL": "Polen",
    },
    "es": {
        "US": "Estados Unidos",
        "GB": "Reino Unido",
        "IE": "Irlanda",
        "DE": "Alemania",
        "AT": "Austria",
        "CH": "Suiza",
        "FR": "Francia",
        "BE": "Bélgica",
        "NL": "Países Bajos",
        "ES": "España",
        "IT": "Italia",
        "PT": "Portugal",
        "PL": "Polonia",
    },
    "it": {
        "US": "Stati Uniti",
        "GB": "Regno Unito",
        "IE": "Irlanda",
        "DE": "Germania",
        "AT": "Austria",
        "CH": "Svizzera",
        "FR": "Francia",
        "BE": "Belgio",
        "NL": "Paesi Bassi",
        "ES": "Spagna",
        "IT": "Italia",
        "PT": "Portogallo",
        "PL": "Polonia",
    },
    "pt": {
        "US": "Estados Unidos",
        "GB": "Reino Unido",
        "IE": "Irlanda",
        "DE": "Alemanha",
        "AT": "Áustria",
        "CH": "Suíça",
        "FR": "França",
        "BE": "Bélgica",
        "NL": "Países Baixos",
        "ES": "Espanha",
        "IT": "Itália",
        "PT": "Portugal",
        "PL": "Polónia",
    },
    "pl": {
        "US": "USA",
        "GB": "Wielka Brytania",
        "IE": "Irlandia",
        "DE": "Niemcy",
        "AT": "Austria",
        "CH": "Szwajcaria",
        "FR": "Francja",
        "BE": "Belgia",
        "NL": "Holandia",
        "ES": "Hiszpania",
        "IT": "Włochy",
        "PT": "Portugalia",
        "PL": "Polska",
    },
}

# small-business exemption notes (rate 0.00 with the 0 % row printed)
SMALL_BUSINESS = {
    "DE": "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
    "AT": "Umsatzsteuerbefreit – Kleinunternehmer gemäß § 6 Abs. 1 Z 27 UStG.",
    "FR": "TVA non applicable, art. 293 B du CGI.",
}
