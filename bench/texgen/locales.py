"""Per-locale data: language, country, currency, VAT rates, number and date styles, paper."""

from __future__ import annotations

from dataclasses import dataclass

NNBSP = "\u202f"  # narrow no-break space: printed as a TeX thin space


@dataclass(frozen=True)
class Loc:
    code: str
    lang: str
    country: str
    currency: str
    symbol: str
    rates: tuple  # (standard, reduced...) as strings
    dec: str
    grp: str
    date_num: str  # strftime pattern
    babel: str
    faker: str
    paper: str = "a4paper"
    sym_before: bool = False


LOCALES = {
    "en_US": Loc(
        "en_US",
        "en",
        "US",
        "USD",
        "$",
        ("8.875", "7.25", "6.50"),
        ".",
        ",",
        "%m/%d/%Y",
        "american",
        "en_US",
        "letterpaper",
        True,
    ),
    "en_GB": Loc(
        "en_GB",
        "en",
        "GB",
        "GBP",
        "£",
        ("20.00", "5.00"),
        ".",
        ",",
        "%d/%m/%Y",
        "british",
        "en_GB",
        sym_before=True,
    ),
    "en_IE": Loc(
        "en_IE",
        "en",
        "IE",
        "EUR",
        "€",
        ("23.00", "13.50"),
        ".",
        ",",
        "%d/%m/%Y",
        "british",
        "en_GB",
        sym_before=True,
    ),
    "de_DE": Loc(
        "de_DE", "de", "DE", "EUR", "€", ("19.00", "7.00"), ",", ".", "%d.%m.%Y", "ngerman", "de_DE"
    ),
    "de_AT": Loc(
        "de_AT",
        "de",
        "AT",
        "EUR",
        "€",
        ("20.00", "10.00"),
        ",",
        ".",
        "%d.%m.%Y",
        "naustrian",
        "de_AT",
    ),
    "de_CH": Loc(
        "de_CH",
        "de",
        "CH",
        "CHF",
        "CHF",
        ("8.10", "2.60"),
        ".",
        "'",
        "%d.%m.%Y",
        "nswissgerman",
        "de_CH",
        sym_before=True,
    ),
    "fr_FR": Loc(
        "fr_FR",
        "fr",
        "FR",
        "EUR",
        "€",
        ("20.00", "5.50"),
        ",",
        NNBSP,
        "%d/%m/%Y",
        "french",
        "fr_FR",
    ),
    "fr_BE": Loc(
        "fr_BE", "fr", "BE", "EUR", "€", ("21.00", "6.00"), ",", ".", "%d/%m/%Y", "french", "fr_FR"
    ),
    "fr_CH": Loc(
        "fr_CH",
        "fr",
        "CH",
        "CHF",
        "CHF",
        ("8.10", "2.60"),
        ",",
        NNBSP,
        "%d.%m.%Y",
        "french",
        "fr_CH",
    ),
    "nl_NL": Loc(
        "nl_NL",
        "nl",
        "NL",
        "EUR",
        "€",
        ("21.00", "9.00"),
        ",",
        ".",
        "%d-%m-%Y",
        "dutch",
        "nl_NL",
        sym_before=True,
    ),
    "nl_BE": Loc(
        "nl_BE",
        "nl",
        "BE",
        "EUR",
        "€",
        ("21.00", "6.00"),
        ",",
        ".",
        "%d/%m/%Y",
        "dutch",
        "nl_BE",
        sym_before=True,
    ),
    "es_ES": Loc(
        "es_ES",
        "es",
        "ES",
        "EUR",
        "€",
        ("21.00", "10.00"),
        ",",
        ".",
        "%d/%m/%Y",
        "spanish",
        "es_ES",
    ),
    "it_IT": Loc(
        "it_IT",
        "it",
        "IT",
        "EUR",
        "€",
        ("22.00", "10.00"),
        ",",
        ".",
        "%d/%m/%Y",
        "italian",
        "it_IT",
    ),
    "pt_PT": Loc(
        "pt_PT",
        "pt",
        "PT",
        "EUR",
        "€",
        ("23.00", "6.00"),
        ",",
        NNBSP,
        "%d/%m/%Y",
        "portuguese",
        "pt_PT",
    ),
    "pl_PL": Loc(
        "pl_PL",
        "pl",
        "PL",
        "PLN",
        "zł",
        ("23.00", "8.00"),
        ",",
        NNBSP,
        "%d.%m.%Y",
        "polish",
        "pl_PL",
    ),
}

LANGS = ["en", "de", "fr", "nl", "es", "it", "pt", "pl"]

# country names printed on foreign customers' address lines (by language of the document)
COUNTRY_NAMES = {
    "DE": {
        "en": "Germany",
        "de": "Deutschland",
        "fr": "Allemagne",
        "nl": "Duitsland",
        "es": "Alemania",
        "it": "Germania",
        "pt": "Alemanha",
        "pl": "Niemcy",
    },
    "FR": {
        "en": "France",
        "de": "Frankreich",
        "fr": "France",
        "nl": "Frankrijk",
        "es": "Francia",
        "it": "Francia",
        "pt": "França",
        "pl": "Francja",
    },
    "NL": {
        "en": "Netherlands",
        "de": "Niederlande",
        "fr": "Pays-Bas",
        "nl": "Nederland",
        "es": "Países Bajos",
        "it": "Paesi Bassi",
        "pt": "Países Baixos",
        "pl": "Holandia",
    },
    "AT": {
        "en": "Austria",
        "de": "Österreich",
        "fr": "Autriche",
        "nl": "Oostenrijk",
        "es": "Austria",
        "it": "Austria",
        "pt": "Áustria",
        "pl": "Austria",
    },
}

# small-business / exemption notes (rate 0 %, no VAT charged)
SMALL_BUSINESS = {
    "DE": "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
    "AT": "Umsatzsteuerbefreit – Kleinunternehmer gemäß § 6 Abs. 1 Z 27 UStG.",
    "FR": "TVA non applicable, art. 293 B du CGI.",
}
