"""Number, money and date formatting for one document (its locale and chosen styles)."""
from decimal import ROUND_HALF_UP, Decimal

from babel.dates import format_date

from .locales import LOCALES

CENT = Decimal("0.01")


def q2(d):
    return Decimal(d).quantize(CENT, rounding=ROUND_HALF_UP)


def places(d):
    """Number of decimals actually used by d (at least 0)."""
    t = Decimal(d).normalize().as_tuple().exponent
    return max(0, -t)


def minimal(d):
    """'2.5', '12' – the truth form of a quantity."""
    s = format(Decimal(d).normalize(), "f")
    return s


def money_str(d):
    return str(q2(d))


def rate_str(d, min_places=2):
    d = Decimal(d)
    return f"{d:.{max(min_places, places(d))}f}"


def group_number(d, ndec, group, dec):
    d = Decimal(d)
    neg = d < 0
    s = f"{abs(d):.{ndec}f}"
    ip, _, fp = s.partition(".")
    if group:
        parts = []
        while len(ip) > 3:
            parts.insert(0, ip[-3:])
            ip = ip[:-3]
        parts.insert(0, ip)
        ip = group.join(parts)
    out = ip + (dec + fp if ndec else "")
    return ("-" if neg else "") + out


class Formatter:
    """Formats numbers, money and dates the way one document prints them."""

    def __init__(self, locale, rng):
        info = LOCALES[locale]
        self.locale = locale
        self.info = info
        self.group, self.dec = rng.choice(info["numbers"])
        self.money_pattern = rng.choice(info["money"])
        self.date_style = rng.choice(info["dates"])
        self.symbol = info["symbol"]
        self.code = info["currency"]

    def num(self, d, ndec=2):
        return group_number(d, ndec, self.group, self.dec)

    def amount(self, d):
        return self.num(q2(d), 2)

    def price(self, d):
        return self.num(d, max(2, places(d)))

    def qty(self, d):
        return self.num(d, places(d))

    def rate(self, d):
        d = Decimal(d)
        n = places(d)
        return self.num(d, n) + " %" if self.info["lang"] in ("de", "fr", "pl") else self.num(d, n) + "%"

    def money(self, d, pattern=None):
        d = q2(d)
        neg = d < 0
        n = self.num(abs(d), 2)
        s = (pattern or self.money_pattern).format(n=n, s=self.symbol, c=self.code)
        return ("-" + s) if neg else s

    def date(self, d, style=None):
        return render_date(d, style or self.date_style, self.locale)


def render_date(d, style, locale):
    babel_loc = "fr_BE" if locale == "fr_BE" else locale
    if style in ("long", "medium"):
        s = format_date(d, style, locale=babel_loc)
    else:
        s = format_date(d, style, locale=babel_loc)
    return s.replace("\u202f", " ").replace("\u00a0", " ")


def all_number_renderings(d, ndecs=(2,)):
    """Every rendering of d in any style we print (for the checker)."""
    seps = [(",", "."), (".", ","), ("\u00a0", ","), (" ", ","), ("'", "."), ("’", "."), ("", ","), ("", "."),
            ("\u00a0", ".")]
    out = set()
    for nd in ndecs:
        for g, dc in seps:
            out.add(group_number(d, nd, g, dc))
    return out


def all_date_renderings(d, locale):
    styles = set(LOCALES[locale]["dates"]) | {"yyyy-MM-dd"}
    return {render_date(d, s, locale) for s in styles}
