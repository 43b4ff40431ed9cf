"""Locale-aware printing of money, quantities, rates and dates (babel), one style per document."""

from decimal import ROUND_HALF_UP, Decimal

from babel import Locale
from babel.dates import format_date
from babel.numbers import format_currency, format_decimal, get_currency_symbol

CENT = Decimal("0.01")


def q2(value) -> Decimal:
    """Round half up to cents."""
    return Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)


def plain_spaces(text: str) -> str:
    """Replace the non-breaking / narrow spaces babel uses by ordinary ones where wanted."""
    return text.replace("\u202f", "\u00a0")


class Formatter:
    """Formats values for one document. Choices (currency style, date style) are drawn once."""

    CURRENCY_STYLES = ("babel", "code_before", "code_after", "symbol_babel")

    def __init__(self, spec, rng):
        self.spec = spec
        self.loc = spec.code
        self.currency = spec.currency
        self.currency_style = rng.choice(self.CURRENCY_STYLES)
        if self.currency == "CHF":
            self.currency_style = rng.choice(("code_before", "code_after"))
        styles = ["numeric", "numeric", "long", "iso"] + ["extra"] * bool(spec.extra_date)
        self.date_style = rng.choice(styles)
        alt = [s for s in ("numeric", "long", "iso") if s != self.date_style]
        self.alt_date_style = rng.choice(alt)
        self.rate_decimals = rng.choice((0, 2))
        self.extra_pattern = spec.extra_date[0] if spec.extra_date else spec.numeric_date

    # numbers ---------------------------------------------------------------
    def num(self, value, pattern="#,##0.00") -> str:
        return plain_spaces(format_decimal(Decimal(value), format=pattern, locale=self.loc))

    def money(self, value) -> str:
        """Bare two-decimal amount, e.g. 1.234,56."""
        return self.num(value)

    def price(self, value) -> str:
        """Unit price: two decimals, three when needed."""
        return self.num(value, "#,##0.00#")

    def qty(self, value) -> str:
        return self.num(value, "#,##0.###")

    def rate(self, value) -> str:
        """VAT rate without the % sign: 19 / 8,1 / 8.875 / 19,00."""
        value = Decimal(value)
        if self.rate_decimals == 2 and value == value.quantize(CENT):
            return self.num(value, "0.00")
        return self.num(value, "0.###")

    def pct(self, value) -> str:
        sep = (
            "\u00a0"
            if self.spec.lang in ("de", "fr", "pl", "pt", "es", "it", "nl")
            and self.spec.code != "nl_NL"
            else ""
        )
        return f"{self.rate(value)}{sep}%"

    def disc(self, value) -> str:
        """Discount percentage without forced decimals: 5 % / 2,5 %."""
        return f"{self.num(value, '0.##')}\u00a0%"

    def symbol(self) -> str:
        return get_currency_symbol(self.currency, locale=self.loc)

    def cur(self, value) -> str:
        """Amount with currency in this document's style."""
        amount = self.money(value)
        style = self.currency_style
        if style == "code_before":
            return f"{self.currency} {amount}"
        if style == "code_after":
            return f"{amount} {self.currency}"
        if style == "symbol_babel" and self.currency in ("EUR", "GBP", "USD"):
            text = format_currency(Decimal(value), self.currency, locale=self.loc)
            return plain_spaces(text)
        return plain_spaces(format_currency(Decimal(value), self.currency, locale=self.loc))

    def signed(self, value) -> str:
        """A deduction, printed with a minus sign."""
        return "-" + self.money(value)

    # dates -------------------------------------------------------------------
    def _date(self, value, style) -> str:
        if style == "iso":
            return value.isoformat()
        if style == "long":
            return format_date(value, "long", locale=self.loc)
        if style == "extra":
            return format_date(value, self.extra_pattern, locale=self.loc)
        return format_date(value, self.spec.numeric_date, locale=self.loc)

    def date(self, value) -> str:
        return self._date(value, self.date_style)

    def alt_date(self, value) -> str:
        """A second style, used for print dates in footers."""
        return self._date(value, self.alt_date_style)

    def territory(self, country: str) -> str:
        return Locale.parse(self.loc).territories.get(country, country)
