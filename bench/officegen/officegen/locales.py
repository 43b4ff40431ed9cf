"""Per-locale settings: language, country, currency, tax rates, paper, date patterns."""

from dataclasses import dataclass, field
from decimal import Decimal as D


@dataclass(frozen=True)
class LocaleSpec:
    code: str  # babel / Faker locale, e.g. de_AT
    lang: str  # two-letter language for labels
    country: str  # ISO country of the vendor
    currency: str
    rates: tuple  # (standard, reduced...) VAT rates as Decimal; US: sales-tax choices
    numeric_date: str  # babel pattern for the numeric date style
    country_name: str  # how the country line is printed in this language
    paper: str = "a4"
    eu: bool = True
    extra_date: tuple = field(default_factory=tuple)  # further babel patterns


US_SALES_TAX = (
    D("4.00"),
    D("6.25"),
    D("6.35"),
    D("7.25"),
    D("8.25"),
    D("8.875"),
    D("9.50"),
    D("5.30"),
)

LOCALES = {
    "en_US": LocaleSpec(
        "en_US",
        "en",
        "US",
        "USD",
        US_SALES_TAX,
        "MM/dd/yyyy",
        "USA",
        "letter",
        False,
        ("MMM d, yyyy",),
    ),
    "en_GB": LocaleSpec(
        "en_GB",
        "en",
        "GB",
        "GBP",
        (D("20.00"), D("5.00")),
        "dd/MM/yyyy",
        "United Kingdom",
        "a4",
        False,
        ("d MMM yyyy",),
    ),
    "en_IE": LocaleSpec(
        "en_IE",
        "en",
        "IE",
        "EUR",
        (D("23.00"), D("13.50"), D("9.00")),
        "dd/MM/yyyy",
        "Ireland",
        extra_date=("d MMM yyyy",),
    ),
    "de_DE": LocaleSpec(
        "de_DE",
        "de",
        "DE",
        "EUR",
        (D("19.00"), D("7.00")),
        "dd.MM.yyyy",
        "Deutschland",
        extra_date=("d.M.yyyy",),
    ),
    "de_AT": LocaleSpec(
        "de_AT", "de", "AT", "EUR", (D("20.00"), D("10.00")), "dd.MM.yyyy", "Österreich"
    ),
    "de_CH": LocaleSpec(
        "de_CH", "de", "CH", "CHF", (D("8.10"), D("2.60")), "dd.MM.yyyy", "Schweiz", "a4", False
    ),
    "fr_FR": LocaleSpec(
        "fr_FR", "fr", "FR", "EUR", (D("20.00"), D("10.00"), D("5.50")), "dd/MM/yyyy", "France"
    ),
    "fr_BE": LocaleSpec(
        "fr_BE", "fr", "BE", "EUR", (D("21.00"), D("6.00")), "dd/MM/yyyy", "Belgique"
    ),
    "fr_CH": LocaleSpec(
        "fr_CH", "fr", "CH", "CHF", (D("8.10"), D("2.60")), "dd.MM.yyyy", "Suisse", "a4", False
    ),
    "nl_NL": LocaleSpec(
        "nl_NL", "nl", "NL", "EUR", (D("21.00"), D("9.00")), "dd-MM-yyyy", "Nederland"
    ),
    "nl_BE": LocaleSpec(
        "nl_BE", "nl", "BE", "EUR", (D("21.00"), D("6.00")), "dd/MM/yyyy", "België"
    ),
    "es_ES": LocaleSpec(
        "es_ES", "es", "ES", "EUR", (D("21.00"), D("10.00")), "dd/MM/yyyy", "España"
    ),
    "it_IT": LocaleSpec(
        "it_IT", "it", "IT", "EUR", (D("22.00"), D("10.00")), "dd/MM/yyyy", "Italia"
    ),
    "pt_PT": LocaleSpec(
        "pt_PT",
        "pt",
        "PT",
        "EUR",
        (D("23.00"), D("13.00"), D("6.00")),
        "dd/MM/yyyy",
        "Portugal",
        extra_date=("dd-MM-yyyy",),
    ),
    "pl_PL": LocaleSpec(
        "pl_PL",
        "pl",
        "PL",
        "PLN",
        (D("23.00"), D("8.00")),
        "dd.MM.yyyy",
        "Polska",
        extra_date=("dd-MM-yyyy",),
    ),
}

ALL_LOCALES = list(LOCALES)

# EU neighbours used for reverse-charge customers (customer locale for a vendor country).
REVERSE_CHARGE_PARTNER = {
    "IE": "fr_FR",
    "DE": "de_AT",
    "AT": "de_DE",
    "FR": "fr_BE",
    "BE": "nl_NL",
    "NL": "de_DE",
    "ES": "pt_PT",
    "IT": "de_AT",
    "PT": "es_ES",
    "PL": "de_DE",
}
