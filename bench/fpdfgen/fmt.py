"""Locale-aware formatting of numbers, money, quantities, rates and dates (one style per document)."""
from decimal import ROUND_HALF_UP, Decimal

from babel.dates import format_date

CENT = Decimal("0.01")


def q2(d):
    """Round a Decimal to cents, half up."""
    return Decimal(d).quantize(CENT, rounding=ROUND_HALF_UP)


def minimal(d):
    """'2.50' -> '2.5', '12.00' -> '12' (plain string, '.' decimal point)."""
    s = format(Decimal(d).normalize(), "f")
    return s


def rate_str(d):
    """Truth form of a rate: at least two decimals ('19.00', '8.875')."""
    d = Decimal(d)
    return format(d.quantize(CENT), "f") if d == d.quantize(CENT) else format(d.normalize(), "f")


def price_str(d):
    """Truth form of a unit price: at least two decimals."""
    return rate_str(d)


class Fmt:
    """Formatter bound to one document's choices: separators, currency pattern, date pattern."""

    def __init__(self, locale, groups, money_pattern, date_pattern, symbol_on_lines=False):
        self.locale = locale
        self.group, self.dec = groups[0], groups[1]
        self.money_pattern = money_pattern
        self.date_pattern = date_pattern
        self.symbol_on_lines = symbol_on_lines

    def num(self, d, places=2):
        d = Decimal(d)
        neg = d < 0
        s = format(abs(d).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP), "f")
        whole, _, frac = s.partition(".")
        parts = []
        while len(whole) > 3:
            parts.insert(0, whole[-3:])
            whole = whole[:-3]
        parts.insert(0, whole)
        out = self.group.join(parts) + (self.dec + frac if frac else "")
        return ("-" if neg else "") + out

    def money(self, d):
        d = Decimal(d)
        s = self.money_pattern % self.num(abs(d))
        return ("-" + s) if d < 0 else s

    def line(self, d):
        """Amounts in item tables: bare numbers unless the document prints the currency everywhere."""
        return self.money(d) if self.symbol_on_lines else self.num(d)

    def price(self, d):
        d = Decimal(d)
        places = 3 if d != d.quantize(CENT) else 2
        return self.num(d, places)

    def qty(self, d):
        s = minimal(d)
        whole, _, frac = s.partition(".")
        return self.num(Decimal(whole), 0) + (self.dec + frac if frac else "")

    def rate(self, d):
        s = minimal(d)
        return s.replace(".", self.dec)

    def date(self, d, pattern=None):
        return format_date(d, pattern or self.date_pattern, locale=self.locale)
