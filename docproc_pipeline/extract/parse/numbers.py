"""Amounts as printed (`1,234.56`, `1.234,56`, `1 234,56`, `€1,234.56`, `-50.00 EUR`) to `Decimal`.

A document uses one decimal separator for its money; `detect_decimal_separator` finds it, and the
parsers use it to read ambiguous figures such as `2,500` (a quantity of 2500 in an English
document, 2.5 in a German one) or `0,045`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from babel.core import get_global
from babel.numbers import get_currency_precision, get_territory_currencies

from docproc_pipeline.extract.lexicon import cldr_symbols, lexicon
from docproc_pipeline.extract.parse.vocab import alternatives

_TYPED_SYMBOLS: dict[str, str] = {
    "€": "EUR",
    "$": "USD",
    "£": "GBP",
    "₹": "INR",
    "Rs.": "INR",
    "Rs": "INR",
    # the Indonesian rupiah, printed in capitals on many invoices ("RP 100,000")
    "Rp": "IDR",
    "RP": "IDR",
    # dollars of other countries, and symbols written with letters
    "US$": "USD",
    "AU$": "AUD",
    "A$": "AUD",
    "CA$": "CAD",
    "C$": "CAD",
    "HK$": "HKD",
    "S$": "SGD",
    "NZ$": "NZD",
    "R$": "BRL",
    "zł": "PLN",
    "Kč": "CZK",
    "SFr.": "CHF",
    "SFr": "CHF",  # a Swiss till's "Endsumme SFr 59.80"
    # the Peruvian sol ("S/ 59.40", "S/. 59.40")
    "S/.": "PEN",
    "S/": "PEN",
    # the Guatemalan quetzal's letter with its point before the figure ("Q.6400.00"): CLDR's
    # symbols of one ASCII letter are left out, this form is no word
    "Q.": "GTQ",
}


def _cldr_symbols() -> dict[str, str]:
    """CLDR's local symbols (generated, see lexicon/cldr_symbols.py) without one ASCII letter
    and the symbols that are also words (lexicon phrase currency_symbol_word)."""
    words = set(lexicon().phrases.get("currency_symbol_word", ()))
    return {
        symbol: code
        for symbol, code in cldr_symbols.load().items()
        if symbol not in words and not (len(symbol) == 1 and symbol.isascii())
    }


# the symbols typed here win over CLDR's (the bare "$" is read as the US dollar)
CURRENCY_SYMBOLS: dict[str, str] = {**_cldr_symbols(), **_TYPED_SYMBOLS}


def _tender_codes() -> frozenset[str]:
    """The ISO 4217 codes of every currency CLDR knows as some territory's legal tender today,
    without those that are also words printed in capitals (lexicon phrase currency_code_word)."""
    codes = {
        code
        for territory in get_global("territory_currencies")
        for code in get_territory_currencies(territory, tender=True)
    }
    words = {w.upper() for w in lexicon().phrases.get("currency_code_word", ())}
    return frozenset(codes - words)


CURRENCY_CODES: frozenset[str] = _tender_codes()
_CODES = "|".join(sorted(CURRENCY_CODES))
# symbols of more than one character, longest first ("HK$" before "$")
_LONG_SYMBOLS = "|".join(
    re.escape(k) for k in sorted(CURRENCY_SYMBOLS, key=len, reverse=True) if len(k) > 1
)
# currencies written as their name after an amount ("213,18 EUROS"): pattern -> ISO code
# symbols printed after a figure ("200,00 Kz", "5 000 FCFA"): every symbol that is no dollar
# ("US$", "R$" go before the figure); a symbol in small letters run into the figure ("200,00kz")
# is read only on a figure of cents (see _amounts_in)
_AFTER_SYMBOLS = "|".join(
    re.escape(k)
    for k in sorted(CURRENCY_SYMBOLS, key=len, reverse=True)
    if len(k) > 1 and "$" not in k and not k.endswith((".", "/"))
)
_AFTER_LOWER = "|".join(
    re.escape(k.lower())
    for k in sorted(CURRENCY_SYMBOLS, key=len, reverse=True)
    if len(k) > 1 and k.isascii() and k.isalpha() and k.lower() != k
)
_LOWER_SYMBOLS = {k.lower(): v for k, v in CURRENCY_SYMBOLS.items() if k.isascii() and k.isalpha()}
# symbols of one sign ("€", "₦", "₺"), before or after a figure
_SIGNS = "[" + "".join(sorted(re.escape(k) for k in CURRENCY_SYMBOLS if len(k) == 1)) + "]"
_NAMED: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(entry[4:], re.IGNORECASE), entry[:3])
    for entry in lexicon().phrases["currency_name"]
)
_NAMES = "|".join(entry[4:] for entry in lexicon().phrases["currency_name"]) or "(?!)"
_MINUS = "-−–"
_THOUSANDS_SPACES = " \u00a0\u202f'’"

# A figure whose thousands are grouped by a space, printed as two words: its leading digits
# (perhaps after a sign or a currency) and the group of three (perhaps with the decimals).
_GROUP_HEAD = re.compile(r"[-€$£]?\d{1,3}")
_GROUP_TAIL = re.compile(r"\d{3}(?:[.,]\d{2,3})?(?:€|EUR)?")
_GROUP_TAIL_CENTS = re.compile(r"\d{3}[.,]\d{2}")
_GROUP_HEAD_BARE = re.compile(r"-?\d{1,3}")


def space_grouped(head: str, group: str, *, cents: bool = False) -> bool:
    """Whether the words `head` and `group` read as one figure grouped by a space ("1" "234,56");
    with `cents`, only a group that carries two decimals. Geometry is the caller's."""
    if cents:  # a header cell's figure: a sign, no currency, before its digits
        return bool(_GROUP_HEAD_BARE.fullmatch(head)) and bool(_GROUP_TAIL_CENTS.fullmatch(group))
    return bool(_GROUP_HEAD.fullmatch(head)) and bool(_GROUP_TAIL.fullmatch(group))


# An amount: optional sign and currency on either side; digit groups; optional decimals.
AMOUNT_RE = re.compile(
    r"(?<![\w.,/])"
    r"(?P<sign1>[-−–]\s?)?"
    # "Fr." after a hyphen is a weekday ("Mo.-Fr. 08.30"), not the Swiss franc
    rf"(?:(?P<cur1>{_CODES}|(?<!-)Fr\.|{_LONG_SYMBOLS}|{_SIGNS})\s?)?"
    r"(?P<sign2>[-−–]\s?)?"
    # (Indian grouping in lakhs and crores: "1,44,300.00")
    r"(?P<num>\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,3})?"
    r"|\d{1,3}(?:(?:[,.'’\u00a0\u202f]| (?=\d{3}\b))\d{3})+(?:[.,]\d{1,3})?"
    r"|\d+(?:[.,]\d{1,3})?)"
    rf"(?!\d)(?:\s?(?P<cur2>{_CODES}|{_AFTER_SYMBOLS}|{_SIGNS})|(?P<cur4>{_AFTER_LOWER})"
    rf"|\s(?P<cur3>(?i:{_NAMES})))?"
    # a minus after the figure, as tills and ledgers print a deduction ("REMISE  14,18-"), the
    # text after it a new word or none
    r"(?P<sign3>-(?=\s|$))?"
    # not the head of a longer figure such as a date ("21.05.14") or a version ("1.2.3")
    r"(?![\w%/-]|[.,]\d)"
)
# an OCR'd figure cell of digits split by spaces, its cents separator lost ("88 8 0" for 88.80)
SPACED_DIGITS_RE = re.compile(r"\d+(?: \d+)+")
# (a full stop after a letter is no decimal point: "IVA.22%", a speck OCR read between words)
PERCENT_RE = re.compile(r"(?<![\w,])(?<!\d\.)(?<!^\.)(?<!\s\.)(\d{1,3}(?:[.,]\d{1,3})?)\s?%")
# a cell holding only a figure, perhaps with a currency ("$1,477.61", "29.99 € TTC", "Rs 1939",
# the Swiss franc's "Fr. 1'232,34")
# (and the lexicons' tax qualifiers after it: "TTC", "HT"); its groups split by any of the
# thousands separators (the Swiss "1’887.58", a no-break space)
AMOUNT_CELL_RE = re.compile(
    r"(?:[A-Z]{3}|R[sp]\.?|SFr\.?|Fr\.|[$€£¥₹])?\s*-?[\d.,' ’\u00a0\u202f]*\d\s*(?:[A-Z]{3}|[$€£¥₹]|zł|Kč)?"
    r"(?:\s*(?:" + alternatives("tax_qualifier") + "))?",
    re.IGNORECASE,
)
# a cell holding only a percentage ("7%", "19,0 %")
PERCENT_CELL_RE = re.compile(r"\d{1,2}(?:[.,]\d{1,3})?\s?%")
# a cell holding only a currency code or symbol
# ("R$", "US$" too, and the euro's code in title case: "Eur")
CURRENCY_CELL_RE = re.compile(r"[A-Z]{3}|Eur|(?:[A-Z]{1,3})?[$€£¥₹]|SFr\.?|Fr\.")
# a word that is a currency's name ("Euro" after a figure in a row: "1168 Euro")
CURRENCY_NAME_RE = re.compile(f"(?:{_NAMES})", re.IGNORECASE)
CENT = Decimal("0.01")
# The most integer digits a figure (an amount, a price, a quantity) is read with: a longer run
# of digits is an identifier (a reference, an account or card number, a barcode) OCR or a
# missing gap put in a figure's place. Two figures multiplied stay within the 28 digits Decimal
# quantizes a cent in.
MAX_FIGURE_DIGITS = 13
# a figure cell may also end in a currency's name ("302,50 EUROS")
AMOUNT_CELL_RE = re.compile(
    AMOUNT_CELL_RE.pattern + r"|-?[\d.,' ]*\d\s+(?:" + _NAMES + ")", re.IGNORECASE
)


@dataclass(frozen=True, slots=True)
class Amount:
    """One amount found in text; `decimals` is the number of printed decimal places."""

    value: Decimal
    currency: str | None
    decimals: int
    start: int
    end: int


def detect_decimal_separator(texts: Iterable[str]) -> str:
    """Return "," or "." — whichever ends more `d,dd` / `d.dd` money figures in the texts."""
    comma = dot = 0
    pattern = re.compile(r"\d([.,])\d{2}(?!\d)")
    for text in texts:
        for m in pattern.finditer(text):
            if m.group(1) == ",":
                comma += 1
            else:
                dot += 1
    return "," if comma > dot else "."


# a figure of two or more thousands groups and no decimals ("1.560.000", "2,480,000")
_WHOLE_GROUPED = re.compile(r"(?<![\d.,])\d{1,3}([.,])\d{3}(?:\1\d{3})+(?!\d|[.,]\d)")
# (a rate is no money: "TVA 19.25%"; nor a phone number's pairs of digits: "27.22.24.36.55")
_CENTS = re.compile(r"(?<![.,]\d)\d([.,])\d{2}(?!\d|[.,]\d|\s?%)")
_CENTS_ENDING = re.compile(_CENTS.pattern + "$")
# a whole figure whose thousands are grouped by spaces ("3 248 500"): a space never marks
# decimals, so one group is enough to tell
_WHOLE_SPACED = re.compile(r"(?<![\d.,])[1-9]\d{0,2}(?:[ \u00a0\u202f]\d{3})+(?!\d|[.,]\d)")
# how many such figures, on a page without a figure of cents, make the document's money whole
# (fewer could be a phone number's groups)
_SPACED_WHOLE_MIN = 2
# a figure of one thousands group ending its line ("Ham Cheese   74,000"): a money column's
# cell; on a page without a figure of cents, this many of them in one separator make the
# money whole (a receipt in rupiah prints no currency at all)
_ONE_GROUP_ENDING = re.compile(r"(?<![\d.,])[1-9]\d{0,2}([.,])\d{3}$")
_COLUMN_WHOLE_MIN = 3
# ... and how many times more of them than figures of cents ending their lines there must be
_ENDING_OVER_CENTS = 2

# every figure has a digit: a line without one is passed over before the long patterns run
_DIGIT = re.compile(r"\d")


def whole_money_separator(texts: Iterable[str]) -> str | None:
    """The thousands separator of a document that prints its money in whole units (a currency
    without minor units: guaraníes, yen, Chilean pesos): more figures of repeated thousands
    groups without decimals than figures with two decimals, all grouped by one separator.
    None for a document of cents."""
    grouped: set[str] = set()
    marked: set[str] = set()  # the separators of one-group figures beside a currency sign
    ending: list[str] = []  # the separators of one-group figures ending their lines
    cents_seps: set[str] = set()
    whole = cents = n_marked = spaced = cents_ending = 0
    for text in texts:
        if not _DIGIT.search(text):
            continue  # a line without a digit holds no figure of any of these shapes
        spaced += len(_WHOLE_SPACED.findall(text))
        cents_ending += _CENTS_ENDING.search(text.rstrip()) is not None
        cents_seps.update(m.group(1) for m in _CENTS.finditer(text))
        ending += [m.group(1) for m in _ONE_GROUP_ENDING.finditer(text.rstrip())]
        for m in _WHOLE_GROUPED.finditer(text):
            grouped.add(m.group(1))
            whole += 1
        cents += len(_CENTS.findall(text))
        for m in AMOUNT_RE.finditer(text):
            one = _ONE_GROUP.fullmatch(m.group("num"))
            sign = m.group("cur1") or m.group("cur2")
            # (three digits after the point of a dinar are its millimes: "101.150 DT")
            if one is not None and sign and minor_units(CURRENCY_SYMBOLS.get(sign, sign)) <= 2:
                marked.add(one.group(1))
                n_marked += 1
    if len(grouped) == 1 and whole > cents:
        return grouped.pop()
    # no figure with cents at all, and the money beside its currency sign grouped by one
    # separator ("Rp 36.000", "Rp 70.000"): that separator groups thousands
    if not grouped and not cents and len(marked) == 1 and n_marked >= _MARKED_WHOLE_MIN:
        return marked.pop()
    if not grouped and not cents and spaced >= _SPACED_WHOLE_MIN:
        return " "
    column = not grouped and len(set(ending)) == 1 and len(ending) >= _COLUMN_WHOLE_MIN
    # a money column of whole figures; figures of cents in the other separator are quantities
    # inside the rows ("1.00  6200"), hardly ever ending a line
    in_rows = bool(ending) and ending[0] not in cents_seps
    if column and (not cents or (in_rows and len(ending) > _ENDING_OVER_CENTS * cents_ending)):
        return ending[0]
    return None


# a figure of one thousands group ("36.000"), and how many beside a currency sign make the
# document's money whole
_ONE_GROUP = re.compile(r"[1-9]\d{0,2}([.,])\d{3}")
_MARKED_WHOLE_MIN = 2


@functools.lru_cache(maxsize=16384)
def parse_number(text: str, decimal_sep: str = ".") -> Decimal | None:
    """Parse a bare number such as `1.234,56`, `1,234.56`, `1 234,56`, `2,500`, `0.045`.

    `decimal_sep` decides figures whose one separator could be either (three digits after it).
    Returns None when the text is not a number.
    """
    s = text.strip()
    negative = False
    if s and s[0] in _MINUS:
        negative = True
        s = s[1:].strip()
    for ch in _THOUSANDS_SPACES:
        s = s.replace(ch, "")
    if not s or not re.fullmatch(r"[\d.,]+", s) or not s[0].isdigit():
        return None
    if "," in s and "." in s:
        dec = "," if s.rfind(",") > s.rfind(".") else "."
    elif "," in s or "." in s:
        sep = "," if "," in s else "."
        parts = s.split(sep)
        if len(parts) > 2:
            if not 1 <= len(parts[0]) <= 3 or any(len(p) != 3 for p in parts[1:-1]):
                return None
            if len(parts[-1]) == 3:
                dec = "," if sep == "." else "."  # repeated: thousands
            elif len(parts[-1]) == 2:
                # "1.122.43": thousands groups are three digits, so two at the end are cents
                # whose separator was misprinted or misread (OCR)
                head = "".join(parts[:-1])
                return _signed_figure(Decimal(f"{head}.{parts[-1]}"), negative)
            else:
                return None
        elif len(parts[1]) != 3 or parts[0] == "0":
            dec = sep
        else:
            dec = sep if sep == decimal_sep else ("," if sep == "." else ".")
    else:
        dec = "."
    thousands = "," if dec == "." else "."
    if dec == "." and "," in s and thousands != ",":
        return None
    s = s.replace(thousands, "")
    s = s.replace(dec, ".")
    if s.count(".") > 1:
        return None
    try:
        value = Decimal(s)
    except InvalidOperation:
        return None
    return _signed_figure(value, negative)


def _signed_figure(value: Decimal, negative: bool) -> Decimal | None:
    """The value with its sign; None for more integer digits than a figure has (an identifier
    whose digits stand where a figure does)."""
    if value >= 10**MAX_FIGURE_DIGITS:
        return None
    return -value if negative else value


def find_amounts(text: str, decimal_sep: str = ".") -> list[Amount]:
    """All amounts in a text, left to right, with the currency printed beside them."""
    return list(_amounts_in(text, decimal_sep))


@functools.lru_cache(maxsize=16384)
def _amounts_in(text: str, decimal_sep: str) -> tuple[Amount, ...]:
    """`find_amounts`, kept per text: the passes read the same lines' amounts many times."""
    if not _DIGIT.search(text):
        return ()  # every amount has a digit (many texts have none, and the pattern is long)
    found: list[Amount] = []
    for m in AMOUNT_RE.finditer(text):
        num = m.group("num")
        value = parse_number(num, decimal_sep)
        if value is None:
            continue
        if m.group("sign1") or m.group("sign2") or m.group("sign3"):
            value = -value
        cur = m.group("cur1") or m.group("cur2")
        if m.group("cur3"):
            cur = named_currency(m.group("cur3"))
        elif cur is not None:
            cur = "CHF" if cur == "Fr." else CURRENCY_SYMBOLS.get(cur, cur)
        decimals = 0
        tail = re.search(r"[.,](\d{1,3})$", num)
        if tail and (
            len(tail.group(1)) != 3
            or parse_number(num, decimal_sep) != Decimal(re.sub(r"\D", "", num))
        ):
            decimals = len(tail.group(1))
        if cur is not None and decimals == 0 and re.match(r"0\d", num):
            continue  # "DTO2" read "DT02" (a discount column's header): no sum in dinars
        if m.group("cur4"):
            if decimals != 2:
                continue  # "12ft": a length, not forints
            cur = _LOWER_SYMBOLS[m.group("cur4")]
        found.append(Amount(value, cur, decimals, m.start(), m.end()))
    return tuple(found)


def currency_names_in(text: str) -> list[str]:
    """The ISO codes of the currencies a text names as words ("... soixante dirhams"); a word
    run into digits after it is none ("DH9 0TB", a British postcode), nor one closing an id of
    letters and digits ("24ABSFS0321B2ZL", an Indian GSTIN)."""
    return [
        code
        for pattern, code in _NAMED_AS_WORDS
        for m in pattern.finditer(text)
        if not _ID_BEFORE.search(text, 0, m.start())
    ]


# the currencies' names as whole words (compiled once: the currency pass asks every segment)
_NAMED_AS_WORDS = tuple(
    (re.compile(rf"(?<![^\W\d_])(?:{pattern.pattern})(?![^\W_])", re.I), code)
    for pattern, code in _NAMED
)


# letters, then digits, right before a match: the match closes an id
_ID_BEFORE = re.compile(r"[^\W\d_]\d+$")


def named_currency(name: str) -> str | None:
    """The ISO code of a currency's name ("euros" -> "EUR")."""
    return next((code for pattern, code in _NAMED if pattern.fullmatch(name)), None)


def find_money(
    text: str, decimal_sep: str = ".", *, whole: bool = False, floats: bool = False
) -> list[Amount]:
    """Amounts that look like money: two decimals (or a currency marker and no more decimals,
    or as many as the currency marked beside it has: "13.360 TND", the dinar's millimes; or,
    on a document of `whole` money, no decimals at all; on one of `floats`, one decimal)."""
    return [
        a
        for a in find_amounts(text, decimal_sep)
        if (money_decimals(a) or (whole and a.decimals == 0) or (floats and a.decimals == 1))
        # never a rate with a space before its sign ("TVA 20,00 % sur ...")
        and not _RATE_SIGN_AFTER.match(text, a.end)
    ]


_RATE_SIGN_AFTER = re.compile(r"[ \u00a0\u202f]%")


def float_money(texts: Iterable[str]) -> bool:
    """Whether a document prints its money as a program prints a float: one decimal after a
    point ("14.0", "9.8", "TotalPrice 440.0"), at least `_FLOAT_MONEY_MIN` such figures and no
    figure of cents anywhere."""
    count = 0
    for text in texts:
        if _CENTS.search(text):
            return False
        count += len(_FLOAT_FIGURE.findall(text))
    return count >= _FLOAT_MONEY_MIN


# a figure of one decimal after a point, no part of a longer figure, a date or a rate
_FLOAT_FIGURE = re.compile(r"(?<![\d.,/:-])\d+\.\d(?![\d.,/:]|\s?%)")
_FLOAT_MONEY_MIN = 3


def money_decimals(a: Amount) -> bool:
    """An amount printed with the decimals of money: two, none or one beside a currency marker
    ("1200,0 €": a program printing a float), or the minor units of the currency marked beside
    it (three for the Tunisian dinar)."""
    if a.decimals == 2 or (a.currency and a.decimals in (0, 1)):
        return True
    return a.currency is not None and a.decimals == minor_units(a.currency) > 2


@functools.cache
def minor_units(code: str) -> int:
    """The decimals of a currency's minor unit (ISO 4217: 2 for EUR, 3 for TND)."""
    try:
        return int(get_currency_precision(code))
    except (KeyError, ValueError):
        return 2


def find_percents(text: str, decimal_sep: str = ".") -> list[Decimal]:
    """Percentages printed as `19 %`, `8.875%`, `8,1 %`."""
    out: list[Decimal] = []
    for m in PERCENT_RE.finditer(text):
        value = parse_number(
            m.group(1), decimal_sep if len(m.group(1).split(",")[-1]) == 3 else "."
        )
        if "," in m.group(1):
            value = parse_number(m.group(1), ",")
        if value is not None:
            out.append(value)
    return out


# (compiled once: built from the codes, the pattern is long, and the passes ask every line)
_CURRENCY_MENTION = re.compile(
    rf"(?<![A-Za-z])({_CODES}|Eur)(?![A-Za-z])|(?<![A-Za-z])((?:US|AU?|CA?|HK|S|NZ|R)\$|zł|Kč)"
    r"|([€$£₹]|\bRs\.?(?=\s?\d)|\bR[pP](?=\s?\d)|(?<![\w/])S/\.?(?=\s*\d))|(?<![\w-])(SFr\.?(?!\w)|Fr\.(?=\s?\d))"
)


def currencies_in(text: str) -> list[str]:
    """Currency codes and symbols mentioned in a text, as ISO codes ("Eur" too)."""
    out: list[str] = []
    for m in _CURRENCY_MENTION.finditer(text):
        if m.group(4):
            out.append("CHF")  # "SFr. 5'119.83", "Fr. 120.00", a cell's "SFr": Swiss francs
            continue
        code = m.group(1).upper() if m.group(1) else None  # "Eur": the code in title case
        out.append(code or CURRENCY_SYMBOLS[m.group(2) or m.group(3)])
    return out


def tax_at(base: Decimal, rate: Decimal) -> Decimal:
    """The tax of `base` at `rate` percent, rounded half up to cents as invoices round it."""
    return (base * rate / 100).quantize(CENT, rounding=ROUND_HALF_UP)


def money2(value: Decimal) -> Decimal:
    """Quantize to cents."""
    return value.quantize(Decimal("0.01"))


def within_a_cent(a: Decimal | None, b: Decimal | None) -> bool:
    """Both amounts known and at most a cent apart."""
    return a is not None and b is not None and abs(a - b) <= CENT


# a VAT rate's cell: a rate of up to three decimals and its sign ("21 %", "8.875%")
RATE_CELL = re.compile(r"\d{1,2}(?:[.,]\d{1,3})?\s?%")
