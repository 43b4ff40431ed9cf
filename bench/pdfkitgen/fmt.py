"""Number, money and date formatting for printing (the truth keeps plain Decimal strings and ISO dates)."""

from decimal import ROUND_HALF_UP, Decimal

from num2words import num2words

from .data import MONTHS

CENT = Decimal("0.01")
SEPS = {
    "dot_comma": (".", ","),
    "space_comma": (" ", ","),
    "apos_dot": ("'", "."),
    "comma_dot": (",", "."),
}
SYMBOLS = {"EUR": "€", "PLN": "zł", "GBP": "£", "USD": "$", "BRL": "R$", "CHF": "CHF"}


def q2(x):
    return Decimal(x).quantize(CENT, rounding=ROUND_HALF_UP)


def group(digits, sep):
    out = []
    while len(digits) > 3:
        out.insert(0, digits[-3:])
        digits = digits[:-3]
    out.insert(0, digits)
    return sep.join(out)


def num(value, style, places=2, grouping=True):
    """Format a Decimal with the document's number style and at least `places` decimals."""
    d = Decimal(value)
    if places is not None:
        exp = -places if d.as_tuple().exponent >= -places else d.as_tuple().exponent
        d = d.quantize(Decimal(1).scaleb(exp), rounding=ROUND_HALF_UP)
    thou, dec = SEPS[style]
    sign = "-" if d < 0 else ""
    txt = format(abs(d), "f")
    ip, _, fp = txt.partition(".")
    ip = group(ip, thou) if grouping else ip
    return sign + ip + (dec + fp if fp else "")


def qty(value, style):
    """Minimal quantity ("2,5", "12")."""
    d = Decimal(value).normalize()
    txt = format(d, "f")
    return txt.replace(".", SEPS[style][1])


def rate(value, style):
    d = Decimal(value).normalize()
    return format(d, "f").replace(".", SEPS[style][1])


class Money:
    """How a document prints amounts with currency: symbol or code, before or after."""

    def __init__(self, style, currency, mode, before):
        self.style, self.cur, self.mode, self.before = style, currency, mode, before

    def bare(self, v):
        return num(v, self.style)

    def __call__(self, v):
        tag = SYMBOLS.get(self.cur, self.cur) if self.mode == "symbol" else self.cur
        n = num(v, self.style)
        if self.before and self.cur != "PLN":
            return f"{tag}{n}" if tag in ("€", "£", "$") else f"{tag} {n}"
        return f"{n} {tag}"


DATE_STYLES = {
    "pl": ["dmy.", "iso", "long"],
    "it": ["dmy/", "long"],
    "es": ["dmy/", "dmy-", "long"],
    "pt": ["dmy/", "iso", "long"],
    "de": ["dmy.", "long"],
    "fr": ["dmy/", "long"],
    "nl": ["dmy-", "long"],
    "en": ["dmy/", "long"],
}


def fdate(d, style, lang, us=False):
    if style == "iso":
        return d.isoformat()
    if style.startswith("dmy"):
        sep = style[3]
        if us:
            return f"{d.month:02d}/{d.day:02d}/{d.year}"
        return f"{d.day:02d}{sep}{d.month:02d}{sep}{d.year}"
    month = MONTHS[lang].split()[d.month - 1]
    if lang == "en":
        return f"{month} {d.day}, {d.year}" if us else f"{d.day} {month} {d.year}"
    if lang in ("es", "pt"):
        return f"{d.day} de {month} de {d.year}"
    if lang == "de":
        return f"{d.day}. {month} {d.year}"
    if lang == "pl":
        return f"{d.day} {month} {d.year} r."
    return f"{d.day} {month} {d.year}"


CUR_WORDS = {
    "pl": {"PLN": "złotych", "EUR": "euro"},
    "it": {"EUR": "euro"},
    "es": {"EUR": "euros"},
    "pt": {"EUR": "euros", "BRL": "reais"},
    "de": {"EUR": "Euro"},
    "fr": {"EUR": "euros"},
    "nl": {"EUR": "euro"},
    "en": {"GBP": "pounds", "USD": "dollars", "EUR": "euros"},
}


def in_words(value, lang, currency):
    d = q2(value)
    whole = int(d)
    cents = int((d - whole) * 100)
    words = num2words(whole, lang=lang)
    cur = CUR_WORDS.get(lang, {}).get(currency, currency)
    return f"{words} {cur} {cents:02d}/100"
