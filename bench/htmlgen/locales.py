"""Locale facts: Faker and babel locales, country, currency, VAT rates, date and number styles."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True, slots=True)
class LocaleSpec:
    """One invoicing locale: who writes the invoice and how it prints numbers and dates."""

    code: str  # en-US
    faker: str  # en_US
    babel: str  # en_US
    language: str  # en
    country: str  # ISO 3166 alpha-2
    currency: str
    rates: tuple[Decimal, ...]  # standard rate first; one entry means no reduced rate
    date_patterns: tuple[str, ...]  # babel/CLDR patterns
    seps: tuple[tuple[str, str], ...]  # (group, decimal) pairs besides babel's own
    eu: bool = True  # reverse charge possible
    country_names: tuple[str, ...] = ()
    faker_address: str = ""  # Faker locale for addresses when `faker` has none of its own
    cities: tuple[str, ...] = ()  # "postcode city" lines when Faker has no addresses for the locale


def _d(*values: str) -> tuple[Decimal, ...]:
    return tuple(Decimal(v) for v in values)


_ISO = "yyyy-MM-dd"
LOCALES: dict[str, LocaleSpec] = {
    spec.code: spec
    for spec in (
        LocaleSpec(
            "en-US",
            "en_US",
            "en_US",
            "en",
            "US",
            "USD",
            _d("8.875", "7.25", "6.5", "9.5", "6", "4.712"),
            ("MM/dd/yyyy", "MMMM d, yyyy", "MMM d, yyyy", _ISO),
            ((",", "."),),
            eu=False,
            country_names=("USA", "United States"),
        ),
        LocaleSpec(
            "en-GB",
            "en_GB",
            "en_GB",
            "en",
            "GB",
            "GBP",
            _d("20", "5"),
            ("dd/MM/yyyy", "d MMMM yyyy", "d MMM yyyy", _ISO),
            ((",", "."),),
            eu=False,
            country_names=("United Kingdom", "UK"),
        ),
        LocaleSpec(
            "en-IE",
            "en_IE",
            "en_IE",
            "en",
            "IE",
            "EUR",
            _d("23", "13.5"),
            ("dd/MM/yyyy", "d MMMM yyyy", "dd MMM yyyy"),
            ((",", "."),),
            country_names=("Ireland",),
        ),
        LocaleSpec(
            "en-AU",
            "en_AU",
            "en_AU",
            "en",
            "AU",
            "AUD",
            _d("10"),
            ("dd/MM/yyyy", "d MMMM yyyy", "d MMM yyyy"),
            ((",", "."),),
            eu=False,
            country_names=("Australia",),
        ),
        LocaleSpec(
            "de-DE",
            "de_DE",
            "de_DE",
            "de",
            "DE",
            "EUR",
            _d("19", "7"),
            ("dd.MM.yyyy", "d. MMMM yyyy", _ISO, "dd.MM.yy"),
            ((".", ","), ("", ",")),
            country_names=("Deutschland",),
        ),
        LocaleSpec(
            "de-AT",
            "de_AT",
            "de_AT",
            "de",
            "AT",
            "EUR",
            _d("20", "10"),
            ("dd.MM.yyyy", "d. MMMM yyyy"),
            ((".", ","), (" ", ",")),
            country_names=("Österreich",),
        ),
        LocaleSpec(
            "de-CH",
            "de_CH",
            "de_CH",
            "de",
            "CH",
            "CHF",
            _d("8.1", "2.6"),
            ("dd.MM.yyyy", "d. MMMM yyyy"),
            (("'", "."),),
            eu=False,
            country_names=("Schweiz",),
        ),
        LocaleSpec(
            "fr-FR",
            "fr_FR",
            "fr_FR",
            "fr",
            "FR",
            "EUR",
            _d("20", "5.5"),
            ("dd/MM/yyyy", "d MMMM yyyy"),
            ((" ", ","), (".", ",")),
            country_names=("France",),
        ),
        LocaleSpec(
            "fr-BE",
            "fr_BE",
            "fr_BE",
            "fr",
            "BE",
            "EUR",
            _d("21", "6"),
            ("dd/MM/yyyy", "d MMMM yyyy", "dd-MM-yyyy"),
            ((".", ","), (" ", ",")),
            country_names=("Belgique",),
            faker_address="nl_BE",
        ),
        LocaleSpec(
            "fr-CH",
            "fr_CH",
            "fr_CH",
            "fr",
            "CH",
            "CHF",
            _d("8.1", "2.6"),
            ("dd.MM.yyyy", "d MMMM yyyy"),
            (("'", "."), (" ", ".")),
            eu=False,
            country_names=("Suisse",),
        ),
        LocaleSpec(
            "nl-NL",
            "nl_NL",
            "nl_NL",
            "nl",
            "NL",
            "EUR",
            _d("21", "9"),
            ("dd-MM-yyyy", "d MMMM yyyy", "d MMM yyyy"),
            ((".", ","),),
            country_names=("Nederland",),
        ),
        LocaleSpec(
            "nl-BE",
            "nl_BE",
            "nl_BE",
            "nl",
            "BE",
            "EUR",
            _d("21", "6"),
            ("dd/MM/yyyy", "d MMMM yyyy"),
            ((".", ","),),
            country_names=("België",),
        ),
        LocaleSpec(
            "es-ES",
            "es_ES",
            "es_ES",
            "es",
            "ES",
            "EUR",
            _d("21", "10"),
            ("dd/MM/yyyy", "d 'de' MMMM 'de' yyyy", "dd-MM-yyyy"),
            ((".", ","),),
            country_names=("España",),
        ),
        LocaleSpec(
            "it-IT",
            "it_IT",
            "it_IT",
            "it",
            "IT",
            "EUR",
            _d("22", "10"),
            ("dd/MM/yyyy", "d MMMM yyyy", "dd.MM.yyyy"),
            ((".", ","),),
            country_names=("Italia",),
        ),
        LocaleSpec(
            "it-CH",
            "it_CH",
            "it_CH",
            "it",
            "CH",
            "CHF",
            _d("8.1", "2.6"),
            ("dd.MM.yyyy", "d MMMM yyyy"),
            (("'", "."),),
            eu=False,
            country_names=("Svizzera",),
            cities=(
                "6900 Lugano",
                "6500 Bellinzona",
                "6600 Locarno",
                "6850 Mendrisio",
                "6830 Chiasso",
                "6612 Ascona",
                "6710 Biasca",
                "6962 Viganello",
            ),
        ),
        LocaleSpec(
            "pt-PT",
            "pt_PT",
            "pt_PT",
            "pt",
            "PT",
            "EUR",
            _d("23", "6"),
            ("dd/MM/yyyy", "d 'de' MMMM 'de' yyyy", "dd-MM-yyyy", _ISO),
            ((" ", ","), (".", ",")),
            country_names=("Portugal",),
        ),
        LocaleSpec(
            "pl-PL",
            "pl_PL",
            "pl_PL",
            "pl",
            "PL",
            "PLN",
            _d("23", "8"),
            ("dd.MM.yyyy", "d MMMM yyyy", _ISO),
            ((" ", ","),),
            country_names=("Polska",),
        ),
    )
}
