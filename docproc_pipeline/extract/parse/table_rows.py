"""One item row read from the right: amount, an optional VAT-rate column, unit price, an optional
unit, quantity, and the description left of them; OCR'd figures read tolerantly (specks,
misread separators), with quantity x unit price = amount choosing between their readings."""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, replace
from decimal import Decimal

from docproc_pipeline.extract.layout import Word
from docproc_pipeline.extract.parse.box import width
from docproc_pipeline.extract.parse.dates import find_dates
from docproc_pipeline.extract.parse.lines import cell_gap, one_space
from docproc_pipeline.extract.parse.numbers import (
    CENT,
    CURRENCY_CODES,
    CURRENCY_NAME_RE,
    CURRENCY_SYMBOLS,
    MAX_FIGURE_DIGITS,
    RATE_CELL,
    find_percents,
    minor_units,
    money2,
    named_currency,
    parse_number,
    space_grouped,
    within_a_cent,
)
from docproc_pipeline.extract.parse.spelling import common_word
from docproc_pipeline.extract.parse.table_header import (
    EXEMPT_RATE_WORD,
    Column,
    overlaps,
    word_roles,
)
from docproc_pipeline.extract.parse.vocab import alternatives, word_set, written_letters
from docproc_pipeline.invoice import LineItem

_CURRENCY_TOKENS = set(CURRENCY_SYMBOLS) | CURRENCY_CODES


# a statement's account line ("Previous balance", "Payments received"): no item, and no
# prepayment when a label is read on it by its meaning words (money)
STATEMENT_ENTRY = re.compile("^(?:" + alternatives("statement_entry") + ")", re.IGNORECASE)
# removed from a figure longest first, in one order whatever the process's hash seed: "Rs."
# before "Rs" ("Rs.510.72" is 510.72, never ".510.72")
_CURRENCY_REMOVAL_ORDER = tuple(sorted(_CURRENCY_TOKENS, key=lambda c: (-len(c), c)))
# the characters a currency mark starts with: a figure holding none of them ("1.234,56") has
# no mark to remove, and removing one never brings in a character the figure did not hold
_CURRENCY_FIRST_CHARS = frozenset(c[0] for c in _CURRENCY_REMOVAL_ORDER)


def _without_currencies(text: str) -> str:
    """`text` with every currency mark removed, longest first."""
    if _CURRENCY_FIRST_CHARS.isdisjoint(text):
        return text
    for cur in _CURRENCY_REMOVAL_ORDER:
        text = text.replace(cur, "")
    return text


# a unit price with four decimals ("Bruttopreis: 9,9000")
FOUR_DECIMALS = re.compile(r"(?<![\d.,])\d+(?:[.,]\d{3})*[.,]\d{4}(?![\d.]|,\d)")
# a money figure, not a date or an IP address ("01.05.14-31.05.14", "78.46.77.79")
# (a comma may follow it in running text: "a discount of -40.00, ..."; a point may not: "01.06.")
# (Swiss figures group thousands with an apostrophe: "1'713.00", "1’713.00")
MONEY_FIGURE = re.compile(r"(?<![\d.,'’])\d+(?:[.,'’]\d{3})*[.,]\d{2}(?![\d.]|,\d)")


def price_after_qty(words: list[Word], qty_x: tuple[float, float]) -> list[Word]:
    """The row's words reordered so that the quantity cell (and its unit), printed right of the
    unit price, comes before it, as the row reader expects. A figure inside the quantity
    header's span is its cell before one just left of it (a price per pack ending close to it)."""
    near = [
        k
        for k, w in enumerate(words)
        if re.fullmatch(r"-?\d+(?:[.,]\d+)?", w.text)
        and qty_x[0] - 2 * max(w.height, 1.0) < w.xc < qty_x[1] + max(w.height, 1.0)
    ]
    inside = [k for k in near if qty_x[0] <= words[k].xc <= qty_x[1]]
    start = next(iter(inside or near), None)
    if start is None:
        return words
    cell = [words[start]]
    for w in words[start + 1 :]:  # its unit, close to it or a unit column's word ("1 | szt.")
        if re.search(r"\d", w.text):
            break
        far = cell_gap(cell[-1], w)
        if far and not (len(cell) == 1 and _SHORT_UNIT.fullmatch(w.text)):
            break
        cell.append(w)
    rest = [w for w in words if w not in cell]
    k = len(rest) - 1  # the amount
    while k > 0 and not MONEY_FIGURE.search(rest[k].text):
        k -= 1
    k -= 1  # the unit price: a figure with decimals, not a rate
    while k >= 0 and not (
        re.fullmatch(r"[-€$£]?\d[\d.,]*[.,]\d+", rest[k].text)
        and (k + 1 >= len(rest) or rest[k + 1].text != "%")
    ):
        k -= 1
    if k < 0:
        return words
    return rest[:k] + cell + rest[k:]


@functools.lru_cache(maxsize=16384)
def figure_value(text: str, decimal_sep: str, ocr: bool = False) -> Decimal | None:
    """The number a token prints, currency marks removed (OCR specks too with `ocr`); kept per
    token, as the row passes read the same cells many times."""
    t = _without_currencies(text)
    if ocr:
        t = clean_ocr_figure(t)
    if _MINUS_AFTER.search(t):
        # a minus after a figure of cents, as ledgers print a credit ("453,10-")
        value = parse_number(t[:-1], decimal_sep)
        return None if value is None else -value
    return parse_number(t, decimal_sep)


_MINUS_AFTER = re.compile(r"^\d[\d.,]*[.,]\d\d-$")


# OCR artefacts inside a figure: specks read as punctuation at its edges ("393.25.", ",2"), a
# colon or semicolon for a thousands separator ("1:391.70"). Only applied to a token read as a
# number, never to description text.
_EDGE_JUNK_LEFT = re.compile(r"^[.,:;'’`·]+(?=-?\d)")


_EDGE_JUNK_RIGHT = re.compile(r"(?<=\d)[.,:;'’`·]+$")


_COLON_GROUP = re.compile(r"(?<=\d)[:;](?=\d{3}(?:[.,]\d{1,3})?$)")


# the cents separator read as a colon or doubled with a speck ("101:25", "114,.45", "502:.95")
# ("11:02" alone stays a time of day)
_CENTS_SEPARATOR = re.compile(
    r"(?<=\d)(?:[.,:;]+[:;][.,:;]*|[:;][.,:;]+|[.,]{2,})(?=\d{2}$)|(?<=\d{3})[:;](?=\d{2}$)"
    r"|(?<=^[3-9]\d)[:;](?=\d{2}$)"
)


# a quantity glued to its unit by OCR ("1flat", "5.pk", "3.5.h")
_QTY_UNIT = re.compile(r"^(\d+(?:[.,]\d+)?)[.:,]*([^\W\d_]{1,6}\.?)$")


_PUNCT_ONLY = re.compile(r"^[.,:;'’`·]+$")


def clean_ocr_figure(text: str) -> str:
    """An OCR'd figure without speck punctuation at its edges, with a misread colon between
    digit groups dropped and a misread cents separator restored: `"1:391.70."` -> `"1391.70"`,
    `"114,.45"` -> `"114.45"`, `"101:25"` -> `"101.25"`."""
    t = _EDGE_JUNK_RIGHT.sub("", _EDGE_JUNK_LEFT.sub("", text.strip()))
    return _CENTS_SEPARATOR.sub(".", _COLON_GROUP.sub("", t))


# an OCR'd figure whose last digits came out as glyphs of zeros' shape ("95.(X)", "129.(0)",
# "5.481.(%)", "400.0)", "82.1K)"): the digits and separators read cleanly, then the rest
_ZERO_TAIL = re.compile(r"^([-€$£]?\d[\d.,]*?)([()\[\]{}XxKkOoQD%][()\[\]{}XxKkOoQD%\d]{0,3})$")


def zero_readings(text: str) -> list[Decimal]:
    """The values an OCR'd figure may stand for when its last digits were read as round glyphs
    (brackets, X, K, O, %): its cents completed with zeros ("95.(X)" -> 95.00, "204.0)" ->
    204.00), or its cents both zeros ("82.1K)" -> 82.10 or 82.00). Empty unless the figure
    shows where its cents begin (a separator before the glyphs, or before one digit of them).
    Only arithmetic may confirm such a reading."""
    m = _ZERO_TAIL.match(text.strip())
    if m is None:
        return []
    head = m.group(1).lstrip("€$£")
    sign = "-" if head.startswith("-") else ""
    head = head.lstrip("-")
    cut = max(head.rfind("."), head.rfind(","))
    if cut < 0 or len(head) - cut - 1 > 2:
        return []
    whole = re.sub(r"[.,]", "", head[:cut])
    cents = head[cut + 1 :]
    if not whole or len(whole) > MAX_FIGURE_DIGITS:
        return []  # (more digits than a figure: an identifier's, see `parse_number`)
    out: list[Decimal] = []
    for c in (cents.ljust(2, "0"), "00"):
        value = Decimal(f"{sign}{whole}.{c}")
        if value not in out:
            out.append(value)
    return out


def _readings(text: str, decimal_sep: str, ocr: bool) -> list[Decimal]:
    """The values an OCR'd figure may stand for: as read, then with one of several separators
    taken for a speck ("34.7.50" -> 347.50 or 34.750). A text layer has one reading."""
    first = figure_value(text, decimal_sep, ocr)
    out = [first] if first is not None else []
    if not ocr:
        return out
    t = _without_currencies(clean_ocr_figure(text))
    variants = [t]
    if re.search(r"\d[:;]\d", t):
        # a colon between digit groups is a misread separator: "13:00"
        variants = [re.sub(r"(?<=\d)[:;](?=\d)", sep, t) for sep in (decimal_sep, "")]
    if re.fullmatch(r"\d[\d.,]*[.,]\d[-'’`·]\d", t):
        variants.append(re.sub(r"[-'’`·]", "", t))  # a speck between the cents: "196,1-9"
    for v in variants:
        value = parse_number(v, decimal_sep)
        if value is not None and value not in out:
            out.append(value)
        seps = [i for i, ch in enumerate(v) if ch in ".,"]
        if len(seps) >= 2 or (value is None and seps):
            for i in seps:
                value = parse_number(v[:i] + v[i + 1 :], decimal_sep)
                if value is not None and value not in out:
                    out.append(value)
    out.extend(z for z in zero_readings(t) if z not in out)
    return out


def _without_equals_sign(words: list[Word]) -> list[Word]:
    """The row without an equals sign standing alone between two figures: a calculation
    printed as the row ("8 godz. × 166,96 = 1335,68", "20 pce × 188,98 = 3 779,60")."""
    return [
        w
        for k, w in enumerate(words)
        if not (
            w.text == "="
            and 0 < k < len(words) - 1
            and re.search(r"\d", words[k - 1].text)
            and re.match(r"\d", words[k + 1].text)
        )
    ]


def without_empty_dash_cells(words: list[Word]) -> list[Word]:
    """The row without the dashes that stand for an empty figure cell ("Quota fissa  -  -
    0,14 €": no quantity, no unit price): a lone dash after the description's last word,
    a cell apart from the words on both sides (a minus stands against its figure, a dash in a
    text against its words: "Strategie -" wrapped), or beside another such dash."""
    last_text = max(
        (k for k, w in enumerate(words) if re.search(r"[^\W\d_]{2}", w.text)), default=-1
    )
    dashes = {
        k
        for k in range(last_text + 1, len(words) - 1)
        if words[k].text in _EMPTY_CELL_DASHES
        and k > 0
        and cell_gap(words[k - 1], words[k])
        and cell_gap(words[k], words[k + 1])
    }
    return [w for k, w in enumerate(words) if k not in dashes] if dashes else words


_EMPTY_CELL_DASHES = ("-", "–", "—")


_CELL_BULLETS = ("·", "•")


def _figures_of_labelled_cells(words: list[Word]) -> list[Word]:
    """A row of labelled figures parted by bullets, its amount last ("Qty 5 · Unit price
    24.53 · 122.65", "Menge 6 · E-Preis 367,71 · 2.206,26"): its figures alone, a quantity,
    a unit price and an amount; any other row as it is."""
    parts: list[list[Word]] = [[]]
    for w in words:
        if w.text in _CELL_BULLETS:
            parts.append([])
        else:
            parts[-1].append(w)
    if len(parts) != 3 or len(parts[2]) != 1 or not all(len(p) >= 2 for p in parts[:2]):
        return words
    first, second = (word_roles(p[0].text) for p in parts[:2])
    if not ({"qty"} <= first and "price" in second) and not ("price" in first and "qty" in second):
        return words
    figures = [parts[0][-1], parts[1][-1], parts[2][0]]
    if not all(re.search(r"\d", f.text) for f in figures):
        return words
    return figures if "qty" in first else [figures[1], figures[0], figures[2]]


def merge_thousands(words: list[Word]) -> list[Word]:
    """Join `1 234,56` printed with a space as thousands separator into one word."""
    out: list[Word] = []
    for w in words:
        if (
            out
            and space_grouped(out[-1].text, w.text)
            and (w.x0 - out[-1].x1 < 0.7 * max(w.height, 1.0) or one_space(out[-1], w))
            # right of it: a quantity cell moved before the price ("1" "150,00") is no group
            and w.x0 > out[-1].x0
        ):
            p = out[-1]
            out[-1] = Word(
                p.text + " " + w.text, p.x0, min(p.y0, w.y0), w.x1, max(p.y1, w.y1), p.confidence
            )
        else:
            out.append(w)
    return out


def is_figure(text: str, decimal_sep: str, ocr: bool = False) -> bool:
    """Whether the token reads as a number."""
    return figure_value(text, decimal_sep, ocr) is not None


_GLUED_TIMES = re.compile(r"^([x×@])[.,:;]*(\d[\d.,]*\d)$")


# a quantity, a short unit, a times sign (OCR may double it; a till may print "*") and a unit
# price read as one word, perhaps with the "=" before the amount: "6××387.55", "9jx560,00"
# (9 j × 560,00), "3szt*1,99=" (3 szt × 1,99 =)
_GLUED_QTY_TIMES = re.compile(
    r"^(\d+(?:[.,]\d+)?)([^\W\d_xX×]{1,3}\.?)?([x×]{1,2}|\*)(\d[\d.,]*[.,]\d{2,3})=?$"
)


def _split_qty_times(w: Word) -> list[Word]:
    """ "6××387.55" as the words "6", "×", "387.55", "9jx560,00" as "9", "j", "×", "560,00"
    (boxes shared out by character count)."""
    m = _GLUED_QTY_TIMES.match(w.text)
    if m is None:
        return [w]
    per_char = width(w) / len(w.text)
    out, x = [], w.x0
    for k, part in enumerate(m.groups()):
        if part is None:
            continue
        part_width = per_char * len(part)
        out.append(Word("×" if k == 2 else part, x, w.y0, x + part_width, w.y1, w.confidence))
        x += part_width
    return out


# a unit and the times sign OCR read as one word, the quantity too ("26,5 h× 167,00", "10h×")
_UNIT_TIMES = re.compile(r"^(\d+(?:[.,]\d+)?)?([^\W\d_]{1,4}\.?)(×)$")
# a quantity and the times sign read as one word ("12× 54,00")
_QTY_TIMES_WORD = re.compile(r"^(\d+(?:[.,]\d+)?)([x×])$")


def split_by_chars(w: Word, parts: list[str]) -> list[Word]:
    """The word as one word per part of its text (boxes shared out by character count)."""
    per_char = width(w) / max(len(w.text), 1)
    out, x = [], w.x0
    for part in parts:
        out.append(Word(part, x, w.y0, x + per_char * len(part), w.y1, w.confidence))
        x += per_char * len(part)
    return out


# a figure with its currency run into it, before the digits ("Rs1,500", "€1168") or after them
# ("90zł", "1168€", "45kr")
_GLUED_CURRENCY = re.compile(r"(\D{1,3}?)(-?\d[\d.,']*)|(-?\d[\d.,']*)(\D{1,3})")


# a till's VAT category letter glued to the row's amount ("29.99A", "12,99C"), perhaps after a
# speck OCR read in the space ("104,12*A")
_GLUED_CATEGORY = re.compile(r"(-?\d[\d.,]*[.,]\d{2})[*·]?([A-G])")


def _category_letter_apart(words: list[Word]) -> list[Word]:
    """A row's last word, an amount with its VAT category letter glued on ("29.99A"), as two
    words: the amount and the letter, as a till prints them spaced ("29.99 A")."""
    m = _GLUED_CATEGORY.fullmatch(words[-1].text) if words else None
    if m is None:
        return words
    return [*words[:-1], *split_by_chars(words[-1], [m[1], m[2]])]


# an amount with the next column's rate run into it by OCR ("333.3320.00%": 333.33 and 20.00%)
_GLUED_RATE = re.compile(r"(-?\d[\d.,]*[.,]\d{2})(\d{1,2}[.,]\d{1,2}\s?%)")


def rates_apart(words: list[Word]) -> list[Word]:
    """A row's words with an amount and the VAT rate glued to it after it as two words."""
    return _glued_apart(words, _GLUED_RATE)


# an article number (a GTIN of 8 to 14 digits) with the next cell's word run into it, no space
# between the cells in the text layer ("4123456000014Zitronensäure")
_GLUED_ARTICLE_NUMBER = re.compile(r"(\d{8,14})([^\W\d_]{2}.*)")


def article_numbers_apart(words: list[Word]) -> list[Word]:
    """A row's words with an article number and the word glued to it as two words."""
    return _glued_apart(words, _GLUED_ARTICLE_NUMBER)


def _glued_apart(words: list[Word], glued: re.Pattern[str]) -> list[Word]:
    """The words, each that `glued` matches whole split into its two groups' words."""
    out: list[Word] = []
    for w in words:
        m = glued.fullmatch(w.text)
        out.extend(split_by_chars(w, [m[1], m[2]]) if m else [w])
    return out


def split_glued_currency(words: list[Word], *, leading: bool = True) -> list[Word]:
    """A figure and the currency printed right before or after it without a space as two
    words, so that the figure is read as if spaced ("90zł" as "90 zł", "Rs1,500" as "Rs 1,500").
    Without `leading`, only a currency after the digits: a row's description keeps a sign before
    a figure as printed ("Thuiskopie €3.50"), and the row reader reads such figures itself."""
    out: list[Word] = []
    for w in words:
        m = _GLUED_CURRENCY.fullmatch(w.text)
        if m is None or (m[2] is not None and not leading):
            out.append(w)
            continue
        sign, parts = (m[1], [m[1], m[2]]) if m[2] is not None else (m[4], [m[3], m[4]])
        out.extend(split_by_chars(w, parts) if is_currency(sign, False) else [w])
    return out


def _without_figure_currency(toks: list[Word], decimal_sep: str, ocr: bool) -> list[Word]:
    """The row's words without a currency sign printed after a figure that the row's amount
    follows ("150.00 € | 1 | 150.00 €"): the sign belongs to the figure's cell, so the word
    before the quantity is the unit price. The sign after the last figure is the amount's."""
    if not any(is_currency(w.text, False) for w in toks[1:-1]):
        return toks  # most rows: no sign inside, nothing to drop
    last = max((k for k, w in enumerate(toks) if is_figure(w.text, decimal_sep, ocr)), default=-1)
    return [
        w
        for k, w in enumerate(toks)
        if not (
            0 < k < last
            # as printed: an OCR'd word one letter off a code ("SSD") may be a description's
            and is_currency(w.text, False)
            and is_figure(toks[k - 1].text, decimal_sep, ocr)
            # a figure follows too: "2 Euro pallet" opens with its count and a word
            and is_figure(toks[k + 1].text, decimal_sep, ocr)
        )
    ]


def _split_times(words: list[Word]) -> list[Word]:
    """A receipt's "x" glued to the unit price by OCR ("x.123,50") as two words, a quantity
    glued to it as well ("6××387.55") as three, and a unit or a quantity glued to the sign
    ("h×", "12×") as two."""
    out: list[Word] = []
    for w in words:
        unit = _UNIT_TIMES.match(w.text) or _QTY_TIMES_WORD.match(w.text)
        if unit is not None:
            out.extend(split_by_chars(w, [g for g in unit.groups() if g]))
            continue
        m = _GLUED_TIMES.match(w.text)
        if m is None:
            out.extend(_split_qty_times(w))
            continue
        cut = w.x0 + width(w) / len(w.text)
        out.append(Word(m.group(1), w.x0, w.y0, cut, w.y1, w.confidence))
        out.append(Word(m.group(2), cut, w.y0, w.x1, w.y1, w.confidence))
    return out


def _merge_split_cents(words: list[Word], decimal_sep: str) -> list[Word]:
    """Figures OCR split at their decimal separator: `1.. 30` -> `1.30` anywhere in the row, and
    `46 20` -> `46,20` for the last figure (the amount, which must have cents)."""
    out: list[Word] = []
    for k, w in enumerate(words):
        prev = out[-1] if out else None
        if prev is not None and re.fullmatch(r"\d{2}", w.text):
            close = w.x0 - prev.x1 < 0.6 * max(w.height, 1.0)
            dangling = re.fullmatch(r"[-€$£]?\d{1,3}(?:[.,]\d{3})*[.,:;]+", prev.text)
            last_bare = k == len(words) - 1 and re.fullmatch(
                r"[-€$£]?\d{1,3}(?:[.,]\d{3})*", prev.text
            )
            if close and (dangling or last_bare):
                head = prev.text.rstrip(".,:;")
                out[-1] = Word(
                    head + decimal_sep + w.text,
                    prev.x0,
                    min(prev.y0, w.y0),
                    w.x1,
                    max(prev.y1, w.y1),
                    min(prev.confidence, w.confidence),
                )
                continue
        out.append(w)
    return out


_PRINTED_CODES = ("EUR", "USD", "GBP", "CHF")


# a VAT category printed after a row's rate: a code in brackets ("(S)"), a tax's name ("VAT"), or
# a code letter ("21% G", "19 % A": the tax group of an accounting program, a till's category)
_VAT_CATEGORY = re.compile(
    r"\([A-Z]{1,2}\)|(?-i:[A-Z])|" + alternatives("vat_category"), re.IGNORECASE
)


_RATE = re.compile(r"\d{1,2}(?:[.,]\d+)?\s?%")
# a tax class letter printed in a cell of its own beside the amount ("A", "B")
_TAX_CLASS = re.compile(r"[A-Z]")
# an EN 16931 VAT category code in a cell of its own ("S", "Z", "E", "AE", "K", "G", "O", "L", "M")
_CATEGORY_CODE = re.compile(r"S|Z|E|AE|K|G|O|L|M")


_OCR_RATE = re.compile(r"\d{1,2}(?:[.,]\d+)?[.,:;]?\s?%")


@functools.lru_cache(maxsize=16384)
def is_currency(text: str, ocr: bool) -> bool:
    """A currency symbol or code; OCR'd, also with specks or an accent on it ("€.", "ÉUR").
    Kept per word: the row passes ask about every word of every row, several times."""
    if text in _CURRENCY_TOKENS or text in ("€", "$", "£", "Fr."):
        return True  # "Fr. 121.00": the Swiss franc's sign in a row of figures
    if CURRENCY_NAME_RE.fullmatch(text):
        return True  # the currency's name after the figure ("1168 Euro")
    if not ocr:
        return False
    t = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    t = t.strip(".,:;'’`·")
    if t in _CURRENCY_TOKENS or t.upper() in CURRENCY_CODES:
        return True
    # one letter of a code misread ("CHÉ" for CHF)
    return bool(re.fullmatch(r"[A-Z]{3}", t)) and any(
        sum(a != b for a, b in zip(t, code, strict=True)) == 1 for code in _PRINTED_CODES
    )


def _inferred_quantity(unit_price: Decimal | None, amount: Decimal) -> Decimal | None:
    """amount / unit price when that is a plain quantity (at most three decimals) whose product
    gives the amount: a quantity OCR did not read."""
    if unit_price is None or unit_price <= 0 or amount <= 0:
        return None
    q = (amount / unit_price).quantize(Decimal("0.001"))
    if q <= 0 or not within_a_cent(money2(q * unit_price), amount):
        return None
    # determined only when the next quantity of as many decimals misses the amount: 66.21 /
    # 1.80 = 36.783, but 36.778 and 36.789 make it within a cent too (the 1.80 is no price)
    exponent = q.normalize().as_tuple().exponent if q != q.to_integral() else 0
    step = Decimal(1).scaleb(exponent if isinstance(exponent, int) else 0)
    if unit_price * step <= 2 * CENT:
        return None
    return q


@dataclass(frozen=True, slots=True)
class RowColumns:
    """How one table's rows are read: the document's decimal separator, whether the page was
    OCR'd, and where the table's columns stand (see `_parse_row` for each x)."""

    decimal_sep: str
    desc_x0: float | None
    qty_col: tuple[float, float] | None = None
    ocr: bool = False
    qty_x: tuple[float, float] | None = None
    figures_x0: float | None = None
    bare_amount_x0: float | None = None
    row_rate: Decimal | None = None
    # the header named the description's column: `figures_x0` starts the next named column
    desc_named: bool = False
    groups: bool = True  # join figures a space apart as thousands groups ("1 234,56")
    # the row prints money as a program prints a float, one decimal beside a currency sign
    # ("€ 300.0"): a figure of one decimal may be its amount
    float_money: bool = False


def parse_row(
    words: list[Word],
    decimal_sep: str,
    desc_x0: float | None,
    qty_col: tuple[float, float] | None = None,
    *,
    ocr: bool = False,
    notes: list[str] | None = None,
    qty_x: tuple[float, float] | None = None,
    figures_x0: float | None = None,
    bare_amount_x0: float | None = None,
    row_rate: Decimal | None = None,
    price_x: tuple[float, float] | None = None,
    desc_named: bool = False,
    float_money: bool = False,
) -> LineItem | None:
    """Read one table row; None when it is not a priced row (see `_parse_row`), its money
    floats ("650.0") with `float_money` or by its own signs. A quantity and unit price read
    the other way round (`price_x`) are put back. An OCR'd row whose quantity x unit price
    misses its amount is read again with a figure OCR split at its decimal point ("579 92")
    joined, and that reading is kept when its arithmetic holds."""
    words = _cells_of_row(words)
    floats = _signed_float(words) or _float_product(words) or _whole_product(words)
    cols = RowColumns(
        decimal_sep, desc_x0, qty_col, ocr, qty_x, figures_x0, bare_amount_x0, row_rate,
        desc_named, float_money=float_money or floats,
    )  # fmt: skip

    def read(row: list[Word], noted: list[str]) -> LineItem | None:
        return _parse_row(row, cols, noted)

    counted = _count_each_price_row(_row_tokens(words, decimal_sep, ocr), decimal_sep, ocr)
    if counted is not None:
        return counted
    first: list[str] = []
    item = read(words, first)
    if item is None or not item_consistent(item):
        item = _leading_quantity_row(_row_tokens(words, decimal_sep, ocr), decimal_sep, ocr) or item
    if item is None and qty_x is not None:
        # a figure under the quantity's header that no price multiplies into the amount (a
        # progress bill's contract quantity beside the quantity done): the row read by its
        # arithmetic alone, kept when it multiplies out
        alt = _parse_row(words, replace(cols, qty_x=None), first)
        if alt is not None and not item_consistent(alt):
            alt = _pair_making_amount(words, cols, alt)
        item = alt if alt is not None and item_consistent(alt) else None
        if item is not None:
            _in_description_column(words, item, cols)
    joined = _join_spaced_decimals(words, decimal_sep) if ocr else words
    if joined is not words and (item is None or not item_consistent(item)):
        again: list[str] = []
        alt = read(joined, again)
        if alt is not None and item_consistent(alt):
            item, first = alt, [*again, "a figure split at its decimal point joined"]
    if item is None or not item_consistent(item):
        # "2 391.10 782.20": a quantity beside its unit price, not 2,391.10
        item, first = _group_apart(words, cols, item, first)
    if item is not None and not item_consistent(item):
        item = _without_trailing_share(words, item, read) or item
    if item is not None and (item.unit_price is None or not item_consistent(item)):
        paired = _pair_making_amount(words, cols, item)
        if paired is not None:
            item = _in_description_column(words, paired, cols)
    elif item is not None and _whole_price_of_a_part(item):
        item = _pair_making_amount(words, cols, item, by_cents_only=True) or item
    item = item or _unit_after_count(words, decimal_sep, ocr, read)
    if notes is not None:
        notes.extend(first)
    if item is not None and price_x is not None:
        item = _by_the_price_column(words, item, price_x, bare_amount_x0, cols)
    if item is not None and ocr:
        item = _without_unit_and_count(item, decimal_sep)
    return _one_of_the_price(item, words)


_ONE_WITH_CENTS = re.compile(r"1[.,]0+")


def _one_of_the_price(item: LineItem | None, words: list[Word]) -> LineItem | None:
    """An item read as its amount's worth of units at a price of "1" ("10,99 | 1 | 10,99" under
    "PU | Qté | Total"): one unit at the amount, the likelier reading of the two that multiply
    out (a price printed "1,00" is a price: "12,5 m | 1,00 | 12,50")."""
    if item is None or item.unit_price != 1 or item.quantity is None or item.amount is None:
        return item
    if item.quantity != item.amount or item.quantity == item.quantity.to_integral_value():
        return item
    if not any(w.text == "1" for w in words) or any(
        _ONE_WITH_CENTS.fullmatch(w.text) for w in words
    ):
        return item
    return item.model_copy(update={"quantity": Decimal(1), "unit_price": item.amount})


def _cells_of_row(words: list[Word]) -> list[Word]:
    """A row's words as its cells: without the dashes of empty cells and a lone equals sign,
    labelled cells' figures and a category letter set apart."""
    cells = _without_equals_sign(without_empty_dash_cells(words))
    return _category_letter_apart(_figures_of_labelled_cells(cells))


# a unit and a count closing an OCR'd description ("Pallet EPAL usato  pz 3"): the unit and
# quantity columns OCR read into the description's cell
_UNIT_AND_COUNT = re.compile(r"\s+([^\W\d_]{1,5})\.?\s+(\d+(?:[.,]\d+)?)$")
_FUNCTION_WORDS = word_set("function_word")  # "set of 4" is text


def _unit_after_count(
    words: list[Word],
    decimal_sep: str,
    ocr: bool,
    read: Callable[[list[Word], list[str]], LineItem | None],
) -> LineItem | None:
    """A row of one piece, its unit and the amount, no unit price ("Hook up Fee  1 SUM  35,80"):
    read without the unit, kept when the one is read as the quantity (of more pieces, the
    unit price is missing: a cell OCR read on another line)."""
    for k in range(1, len(words) - 2):
        count, unit, nxt = words[k], words[k + 1], words[k + 2]
        if not (
            figure_value(count.text, decimal_sep, ocr) == 1
            and UNIT_WORD.fullmatch(unit.text)
            and is_figure(nxt.text, decimal_sep, ocr)
        ):
            continue
        item = read([*words[: k + 1], *words[k + 2 :]], [])
        if item is not None and item.quantity == 1:
            return item
    return None


def _without_unit_and_count(item: LineItem, decimal_sep: str) -> LineItem:
    """`item` without a unit and count closing its description when that count is its
    quantity."""
    found = _UNIT_AND_COUNT.search(item.description or "")
    if found is None or item.quantity is None or found.group(1).casefold() in _FUNCTION_WORDS:
        return item
    if parse_number(found.group(2), decimal_sep) != item.quantity:
        return item
    return item.model_copy(update={"description": (item.description or "")[: found.start()]})


def _price_under_its_header(
    words: list[Word],
    item: LineItem,
    price_x: tuple[float, float],
    decimal_sep: str,
    ocr: bool = False,
) -> LineItem:
    """`item` with quantity and unit price swapped when the quantity read is a figure with
    cents under the unit price's header and the unit price read one without (a progress bill's
    "Precio unitario  ...  Este periodo  Importe": the period's quantity "14,4" stands right
    before the amount, where a unit price would, and "113,45" under the price's header)."""
    qty, price = item.quantity, item.unit_price
    if qty is None or price is None or qty == price:
        return item
    figures = [(w, figure_value(w.text, decimal_sep, ocr)) for w in merge_thousands(words)]
    under = [w for w, v in figures if v == qty and price_x[0] - 2 <= w.xc <= price_x[1] + 2]
    priced = [w for w, v in figures if v == price]
    if not under or not priced or not ENDS_IN_CENTS.search(under[0].text):
        return item
    # a price with cents stays, unless none of its cells stands under the price's header
    # ("LV-Betrag 15'500.00 | 25 % | 0.25 | 3'875.00": the share done, right of the price)
    elsewhere = all(not price_x[0] - 2 <= w.xc <= price_x[1] + 2 for w in priced)
    if any(ENDS_IN_CENTS.search(w.text) for w in priced) and not elsewhere:
        return item
    return item.model_copy(update={"quantity": norm_qty(price), "unit_price": norm_price(qty)})


def _by_the_price_column(
    words: list[Word],
    item: LineItem,
    price_x: tuple[float, float],
    amount_x0: float | None,
    cols: RowColumns,
) -> LineItem:
    """`item` read again by the unit price's column: a quantity and price read the other way
    round put back, and under a header naming no amount column the price is no amount."""
    item = _price_under_its_header(words, item, price_x, cols.decimal_sep, cols.ocr)
    if amount_x0 == float("inf"):
        item = _price_of_a_table_without_amounts(words, item, price_x, cols.decimal_sep)
    return item


def _price_of_a_table_without_amounts(
    words: list[Word], item: LineItem, price_x: tuple[float, float], decimal_sep: str
) -> LineItem:
    """`item` with its one figure of money read as the unit price when the header names a unit
    price and no amount column and that figure stands under the price's header ("Product Name
    Quantity  Unit Price" over "Queso Cabrales  12  14.0"): the row prints no amount."""
    if item.unit_price is not None or item.amount is None:
        return item
    last = next((w for w in reversed(words) if is_figure(w.text, decimal_sep)), None)
    if last is None or not price_x[0] - 2 <= last.xc <= price_x[1] + 2:
        return item
    return item.model_copy(update={"unit_price": norm_price(item.amount), "amount": None})


def _group_apart(
    words: list[Word], cols: RowColumns, item: LineItem | None, notes: list[str]
) -> tuple[LineItem | None, list[str]]:
    """The row read without joining figures a space apart as a thousands group, when that
    reading multiplies out and its quantity and unit price are the two figures of such a
    group ("2 391.10": 2 x 391.10); else `item` as it was."""
    pairs = {tuple(w.text.split(" ")) for w in merge_thousands(words) if " " in w.text}
    if not pairs:
        return item, notes
    apart: list[str] = []
    alt = _parse_row(words, replace(cols, groups=False), apart)
    if alt is None or not item_consistent(alt) or alt.quantity is None:
        return item, notes
    sep = cols.decimal_sep
    for left, right in pairs:
        if figure_value(left, sep) == alt.quantity and figure_value(right, sep) == alt.unit_price:
            return alt, apart
    return item, notes


# a receipt line's count and times sign ("2 x", "2x") and the word before its unit price ("à")
_COUNT_TIMES = re.compile(r"(\d{1,3})\s?[x×](?![^\W\d_])")
_EACH_LEAD = re.compile(rf"(?:{alternatives('each_price_lead')})", re.IGNORECASE)


def _count_each_price_row(toks: list[Word], decimal_sep: str, ocr: bool) -> LineItem | None:
    """A receipt's line "2 x Grillteller à 10,90 €  21,80 €": a count with its times sign, the
    description, the word for "each at" and the unit price, then the amount; read so when the
    count times the unit price is the amount."""
    toks = _without_trailing_currency(toks, ocr)
    if len(toks) < 5 or not _EACH_LEAD.fullmatch(toks[-3].text):
        return None
    head = " ".join(w.text for w in toks[:2])
    m = _COUNT_TIMES.match(head)
    if m is None:
        return None
    start = 1 if m.end() <= len(toks[0].text) else 2
    return _multiplied_item(toks[start:-3], Decimal(m.group(1)), toks[-2:], decimal_sep, ocr)


def _leading_quantity_row(toks: list[Word], decimal_sep: str, ocr: bool) -> LineItem | None:
    """A row opening with its quantity and unit, the description after them, then the unit
    price and the amount ("3,0  Stck.  Arbeitsprobe gemäß DIN EN ISO 15613 (AP 12)  1.170,00
    3.510,00"); read so when the quantity times the unit price is the amount."""
    toks = _without_trailing_currency(toks, ocr)
    if len(toks) < 5 or not QUANTITY_UNIT.fullmatch(toks[1].text):
        return None
    if not ENDS_IN_CENTS.search(toks[-1].text):
        return None
    qty = figure_value(toks[0].text, decimal_sep, ocr)
    return _multiplied_item(toks[2:-2], qty, toks[-2:], decimal_sep, ocr)


def _without_trailing_currency(toks: list[Word], ocr: bool) -> list[Word]:
    while toks and is_currency(toks[-1].text, ocr):
        toks = toks[:-1]
    return toks


def _multiplied_item(
    desc: list[Word], qty: Decimal | None, figures: list[Word], decimal_sep: str, ocr: bool
) -> LineItem | None:
    """The item of a description, a quantity and the unit price and amount `figures`, when the
    quantity times the unit price is the amount."""
    price = figure_value(figures[0].text, decimal_sep, ocr)
    amount = figure_value(figures[1].text, decimal_sep, ocr)
    if not desc or qty is None or qty <= 0 or price is None or amount is None:
        return None
    if not within_a_cent(qty * price, amount):
        return None
    return LineItem(
        description=" ".join(w.text for w in desc),
        quantity=norm_qty(qty),
        unit_price=norm_price(price),
        amount=money2(amount),
    )


def _without_trailing_share(
    words: list[Word], item: LineItem, read: Callable[[list[Word], list[str]], LineItem | None]
) -> LineItem | None:
    """A row whose figures multiply out only without its last figure cell, a share of the
    amount left of it (a tax column after the net: "18.000 | 18.00 | 324.00 | 16.21"): that
    reading, when its quantity x unit price is its amount and the dropped figure is below it."""
    if len(words) < 4 or item.amount is None or item.amount <= 0:
        return None
    alt = read(words[:-1], [])
    if alt is None or alt.amount is None or alt.quantity is None or alt.unit_price is None:
        return None
    if not item_consistent(alt) or not 0 < item.amount < alt.amount:
        return None
    return alt


def _in_description_column(words: list[Word], item: LineItem, cols: RowColumns) -> LineItem:
    """`item` whose figures were read by their arithmetic, its text the description column's,
    not the figures read past it (with the words of its cell that start left of a centred
    header: "SERVICIO DE TRANSPORTE ..." under "DESCRIPCIÓN")."""
    desc_x0, figures_x0 = cols.desc_x0, cols.figures_x0
    if desc_x0 is not None and figures_x0 is not None:
        inside = [k for k, w in enumerate(words) if desc_x0 - 1 <= w.x0 and w.x1 <= figures_x0]
        if inside:
            lead = _cell_start(words, inside[0], cols.decimal_sep, cols.ocr)
            item.description = " ".join(w.text for w in [*lead, *(words[k] for k in inside)])
    return item


def _pair_making_amount(
    words: list[Word], cols: RowColumns, item: LineItem, *, by_cents_only: bool = False
) -> LineItem | None:
    """A row of many figure columns whose quantity and unit price are not the two next to the
    amount (a progress bill's "contract qty | unit price | to date | amount to date | this
    period | amount of the period"): the one pair of its figures whose product is the amount
    (cells repeated across the columns, "1 | 321.40 | 1 | 321.40", make one pair); the unit
    price the one with cents (the left one when both have; with `by_cents_only`, no pair unless
    exactly one has)."""
    amount = item.amount
    if amount is None or amount <= 0:
        return None
    toks = _row_tokens(words, cols.decimal_sep, cols.ocr)
    figures = [
        (w, v)
        for w in toks
        if "%" not in w.text and (v := figure_value(w.text, cols.decimal_sep, cols.ocr)) is not None
    ]
    if len(figures) < _PAIR_FIGURES_MIN or figures[-1][1] != amount:
        return None
    pairs = [
        (a, b)
        for k, a in enumerate(figures[:-1])
        for b in figures[k + 1 : -1]
        if a[1] > 0 and b[1] > 0 and within_a_cent(money2(a[1] * b[1]), amount)
    ]
    if len({tuple(sorted((a[1], b[1]))) for a, b in pairs}) != 1:
        return None
    (left, lv), (right, rv) = pairs[0]
    if by_cents_only and bool(ENDS_IN_CENTS.search(right.text)) == bool(
        ENDS_IN_CENTS.search(left.text)
    ):
        return None
    price, qty = (
        (rv, lv)
        if ENDS_IN_CENTS.search(right.text) and not ENDS_IN_CENTS.search(left.text)
        else (lv, rv)
    )
    return LineItem(
        description=item.description,
        quantity=norm_qty(qty),
        unit_price=norm_price(price),
        amount=amount,
    )


def _whole_price_of_a_part(item: LineItem) -> bool:
    """Whether the row reads as a fraction of a unit at a whole price ("321.4 x 1.00"): on a row
    of many figure columns, maybe the count and the price the other way round."""
    qty, price = item.quantity, item.unit_price
    return (
        qty is not None
        and price is not None
        and qty != qty.to_integral_value()
        and price == price.to_integral_value()
    )


# a row has this many figures at least (the amount among them) before a pair of them is sought
_PAIR_FIGURES_MIN = 5
# a figure printed with cents ("49,10", "1.234,50")
# a figure ending in its cents ("31,96", "116,75")
ENDS_IN_CENTS = re.compile(r"\d[.,]\d\d$")


def item_consistent(item: LineItem) -> bool:
    """Whether quantity x unit price makes the amount within a cent (true when one is
    missing: nothing to check)."""
    if item.quantity is None or item.unit_price is None or item.amount is None:
        return True
    return within_a_cent(money2(item.quantity * item.unit_price), item.amount)


def _join_spaced_decimals(words: list[Word], decimal_sep: str) -> list[Word]:
    """The row's words with a whole number and two digits close after it ("579 92", "15562 25",
    "6'120 00": OCR read the decimal point as a space) joined into one figure; the words
    themselves when none."""
    out: list[Word] = []
    for w in words:
        prev = out[-1] if out else None
        if (
            prev is not None
            and re.fullmatch(r"\d{1,3}(?:[.,'’]\d{3})*|\d+", prev.text)
            and re.fullmatch(r"\d{2}", w.text)
            and w.x0 - prev.x1 < 0.6 * max(w.height, 1.0)
        ):
            out[-1] = Word(
                prev.text + decimal_sep + w.text,
                prev.x0,
                min(prev.y0, w.y0),
                w.x1,
                max(prev.y1, w.y1),
                min(prev.confidence, w.confidence),
            )
            continue
        out.append(w)
    return out if len(out) < len(words) else words


def _row_cells(words: list[Word], cols: RowColumns) -> list[Word]:
    """A row's tokens (see `_row_tokens`) without the cells of gross prices and amounts."""
    toks = _row_tokens(words, cols.decimal_sep, cols.ocr, cols.groups)
    return _without_gross_cells(toks, cols.decimal_sep, cols.ocr, cols.row_rate)


def _parse_row(
    words: list[Word], cols: RowColumns, notes: list[str] | None = None
) -> LineItem | None:
    """Read one table row; None when it is not a priced row. Of the columns `cols`:

    `figures_x0` is where the description column ends: a unit price read left of it is
    description text ("... du 1er au 31 Juillet 2015"), and the row is not a priced row.
    `bare_amount_x0` is where the amount column starts: a whole number there is an amount
    without cents ("30 Meter  10  300") when quantity x unit price gives it.

    `qty_col` is the quantity header's x-range when that column precedes the description,
    `qty_x` its x-range when it follows it. With `ocr`, figures are read tolerantly (specks,
    misread separators), quantity x unit price = amount chooses between a figure's readings,
    and a quantity OCR missed is derived from amount and price, each repair noted in `notes`.
    """
    decimal_sep, desc_x0, qty_col, ocr = cols.decimal_sep, cols.desc_x0, cols.qty_col, cols.ocr
    qty_x, row_rate = cols.qty_x, cols.row_rate
    toks = _row_cells(words, cols)
    right = _row_amount(toks, decimal_sep, ocr, cols.bare_amount_x0, cols.float_money)
    if right is None:
        return None
    i, amounts, bare = right
    amount_tok = toks[i + 1]
    toks, i, amounts = _price_at(toks, i, amounts, decimal_sep, ocr, qty_x, row_rate)
    if i < 0:
        return None
    prices = _readings(toks[i].text, decimal_sep, ocr)
    if not prices or (cols.figures_x0 is not None and toks[i].x1 < cols.figures_x0):
        return None
    under_qty = qty_x is not None and overlaps(toks[i], Column("qty", qty_x[0], qty_x[1]))
    # on an OCR'd row only a whole count: a figure OCR misplaced may be the price
    count = not ocr or COUNT_CELL.fullmatch(toks[i].text) is not None
    if count and not bare and under_qty and desc_x0 is not None:
        return _unpriced_row(toks, i, desc_x0, prices[0], amounts[0])
    toks, i = _left_of_price(toks, i, ocr, qty_x)
    if qty_col is not None and desc_x0 is not None:
        return _row_qty_first(
            toks[: i + 1], decimal_sep, desc_x0, qty_col, prices[0], amounts[0], ocr
        )
    price_at = i + 1
    qtys, qty_word, i = _row_quantity(toks, i, decimal_sep, ocr, desc_x0, qty_x)
    if not ocr and not bare and qty_word is not None and qty_x is not None and desc_x0 is not None:
        item = _position_number_row(toks, qty_word, price_at, qty_x, desc_x0, prices[0], amounts[0])
        if item is not None:
            return item
    if qty_word is not None and re.fullmatch(r"\d{1,3}[.,]\d{3}", qty_word.text):
        # "1.282": a thousands separator or a decimal one; quantity x price = amount decides
        for sep in ".,":
            alt = parse_number(qty_word.text, sep)
            if alt is not None and alt not in qtys:
                qtys.append(alt)
    qty, unit_price, amount = _choose(qtys, prices, amounts)
    qty, i = _past_list_price(toks, i, cols, qty, unit_price, amount)
    if bare and not _whole_amount_shown(words, amount_tok, qty, unit_price, amount):
        return None
    if not ocr and _count_not_price(words, toks[price_at], qty, unit_price, amount):
        return _count_row(toks[:price_at], desc_x0, decimal_sep, unit_price, amount)
    if ocr:
        qty, i = _ocr_row_quantity(
            toks, price_at, (qty, qty_word, i), cols, (unit_price, amount, amount_tok), notes
        )
    if qty is None:
        return None
    desc_toks = _words_after_count(toks, qty_word, price_at, desc_x0)
    if desc_toks is None:
        desc_toks = _description_tokens(toks, i, price_at, cols)
    description = _row_description(
        desc_toks if ocr else _without_count_cell(desc_toks), desc_x0, decimal_sep, ocr
    )
    if description and toks[price_at].text.endswith(")"):
        # "Consulting (1.5 hrs × 71.00)": the bracket of quantity and price is no description
        description = _OPEN_TIMES_TAIL.sub("", description) or None
    return LineItem(
        description=description,
        quantity=norm_qty(qty),
        unit_price=norm_price(unit_price),
        amount=amount,
    )


def _words_after_count(
    toks: list[Word], qty_word: Word | None, price_at: int, desc_x0: float | None
) -> list[Word] | None:
    """A till's row without a description column or with its count left of that column, its
    count first ("2 Burger de bœuf  31.01 62.02"): the words between the count and the price
    are the description, not the count's unit; None for any other row (a short unit only: "5
    Stk  10,00  50,00"; a unit before a times sign: "2 Monat ×  45,00  90,00")."""
    if (
        qty_word is None
        # the count in a headerless column left of the named description column ("2 | ALUBIA
        # BLANCA COCIDA | 0,69 | 1,38" under "Descripción  P. Unit  Importe")
        or (desc_x0 is not None and qty_word.x1 > desc_x0 + 1)
        or qty_word is not toks[0]
        or price_at < 2
        or re.fullmatch(rf"[{TIMES_SIGNS}@*]", toks[price_at - 1].text)
    ):
        return None
    words = toks[1:price_at]
    if re.fullmatch(rf"[{TIMES_SIGNS}]", words[0].text):
        words = words[1:]  # "2 x Burger"
    if not any(re.fullmatch(r"[^\W\d_]{3,}[^\W\d_.]*", w.text) for w in words):
        return None
    return None if len(words) == 1 and _SHORT_UNIT.fullmatch(words[0].text) else words


def _ocr_row_quantity(
    toks: list[Word],
    price_at: int,
    read: tuple[Decimal | None, Word | None, int],
    cols: RowColumns,
    figures: tuple[Decimal, Decimal, Word],
    notes: list[str] | None,
) -> tuple[Decimal | None, int]:
    """An OCR'd row's quantity (`read`: as read, its word and the index before it) and the
    index of the description's last word: 1 for a figure read in the description column of a
    row priced once, else repaired by quantity x unit price = amount (`_ocr_quantity`); each
    repair or disagreement noted."""
    qty, qty_word, i = read
    unit_price, amount, amount_tok = figures
    if _figure_left_of_column(qty_word, cols.qty_x) and unit_price == amount:
        qty, i = Decimal(1), _before_unit(toks, price_at - 1, cols.qty_x)
    elif cols.qty_x is None and unit_price == amount and qty is not None and qty != 1:
        end = _pack_size_in_name(toks, qty_word, price_at)
        if end is not None:
            qty, i = Decimal(1), end
    if notes is not None:
        _note_zero_reading(toks[price_at].text, unit_price, amount_tok.text, amount, notes)
    if qty is None or not _consistent(qty, [unit_price], [amount]):
        qty, i = _ocr_quantity(
            toks,
            price_at,
            qty,
            qty_word,
            i,
            cols.qty_x,
            unit_price,
            amount,
            cols.decimal_sep,
            notes,
        )
    if qty is not None and notes is not None and not within_a_cent(qty * unit_price, amount):
        notes.append("quantity x unit price differs from the amount as read")
    return qty, i


def _pack_size_in_name(toks: list[Word], qty_word: Word | None, price_at: int) -> int | None:
    """The index of the description's last word when the figure read as the quantity is a
    pack size closing the name's cell, its unit after it and a column gap before the price
    ("Jaja kl M 30 szt  |  x8,99  8,99C": the count OCR lost, the price the amount); None
    otherwise."""
    k = next((j for j, t in enumerate(toks) if t is qty_word), -1)
    if k <= 0 or k + 2 > price_at:
        return None
    unit, after = toks[k + 1], toks[k + 2]
    if not QUANTITY_UNIT.fullmatch(unit.text) or after.x0 - unit.x1 <= 1.5 * max(unit.height, 1.0):
        return None
    return k + 1


def _count_row(
    toks: list[Word], desc_x0: float | None, decimal_sep: str, count: Decimal, amount: Decimal
) -> LineItem:
    """A row of a count and an amount, no unit price printed ("6 | Superocean | 1 | 3.200,00
    €"): `toks` are the words left of the count."""
    return LineItem(
        description=_row_description(toks, desc_x0, decimal_sep, False),
        quantity=norm_qty(count),
        unit_price=None,
        amount=amount,
    )


def _currency_after(toks: list[Word], k: int, ocr: bool) -> bool:
    """Whether figure `k` of a row has a currency printed right after it ("2100 EUR")."""
    return k + 1 < len(toks) and is_currency(toks[k + 1].text, ocr)


def _whole_amount_shown(
    words: list[Word], tok: Word, qty: Decimal | None, price: Decimal, amount: Decimal
) -> bool:
    """Whether a figure without cents (`tok`) is the row's amount: quantity x unit price gives
    it, or its currency is printed after it ("2100 EUR": money by itself)."""
    if qty is None:
        return False
    return _marked_in(words, tok) or within_a_cent(qty * price, amount)


def _marked_in(words: list[Word], tok: Word) -> bool:
    """Whether the row's word `tok` has a currency printed right after it in `words`."""
    return any(w is tok and _currency_after(words, k, False) for k, w in enumerate(words))


def _count_not_price(
    words: list[Word], tok: Word, qty: Decimal | None, price: Decimal, amount: Decimal
) -> bool:
    """Whether the figure `tok` read as the unit price is a count: a small whole number printed
    without decimals (nor its currency after it: "100 EUR" is a price) that no quantity
    multiplies into the amount."""
    if not re.fullmatch(r"\d{1,3}", tok.text) or price == 0 or _marked_in(words, tok):
        return False
    return qty is None or not within_a_cent(money2(qty * price), amount)


def _without_count_cell(toks: list[Word]) -> list[Word]:
    """The description's words without a small whole number ending them in a cell of its own:
    a count column between description and quantity ("Fahrten  1" before "450 km"), whose
    figure the quantity was not read from."""
    if len(toks) < 2 or not re.fullmatch(r"\d{1,3}", toks[-1].text):
        return toks
    last, before = toks[-1], toks[-2]
    gap = last.x0 - before.x1
    return toks[:-1] if gap >= _CELL_GAP_HEIGHTS * max(last.y1 - last.y0, 1.0) else toks


# a quantity as printed ("6", "1.5", "2,5"), a unit after it ("Std.", "Lizenz", "m²", "m2") and
# the signs between a quantity and its unit price: shared with the items read outside a table
# (item_records.py)
QUANTITY = r"\d+(?:[.,]\d+)?"
UNIT = r"[^\W\d_]{1,10}[²³23]?\.?"
TIMES_SIGNS = "x×"
# the opening of a "(Q unit × P)" bracket whose price was read as the row's unit price
_OPEN_TIMES_TAIL = re.compile(rf"\s*\({QUANTITY}\s*(?:{UNIT})?\s*[{TIMES_SIGNS}*]?$")


# a figure stands in a cell of its own when the gap before it is this many word heights
_CELL_GAP_HEIGHTS = 2.0
# words of one cell stand at most this many word heights apart
_WORD_GAP_HEIGHTS = 1.0


def _price_at(
    toks: list[Word],
    i: int,
    amounts: list[Decimal],
    decimal_sep: str,
    ocr: bool,
    qty_x: tuple[float, float] | None,
    row_rate: Decimal | None,
) -> tuple[list[Word], int, list[Decimal]]:
    """The row's tokens, the index of its unit price (-1 for none) and its amount readings,
    from token `i` left of the amount: past a VAT-rate column, past a net printed before the
    rate and gross, with a quantity column printed after the price put before it."""
    rate_at = i
    i = _skip_rate_column(toks, i, decimal_sep, ocr)
    if i < 0:
        return toks, i, amounts
    i, amounts = _net_left_of_rate(toks, i, rate_at, amounts, decimal_sep, ocr, row_rate)
    if i < 0:
        return toks, i, amounts
    return _price_before_quantity(toks, i, decimal_sep, ocr, qty_x), i, amounts


def _price_before_quantity(
    toks: list[Word],
    i: int,
    decimal_sep: str,
    ocr: bool,
    qty_x: tuple[float, float] | None,
) -> list[Word]:
    """The row's tokens with the unit price and the quantity in the order the reading expects
    (quantity, unit price, amount) when the header prints the quantity column between the unit
    price and the amount ("Unit Price | Qty | Subtotal"): the figure under the quantity header
    just before the amount is the quantity, the figure left of it (outside that column) the
    unit price, when a cell of its own; a figure closing the description ("... levy 3.50") is
    none."""
    if qty_x is None or i < 2:
        return toks
    qty_col = Column("qty", qty_x[0], qty_x[1])
    before = toks[i - 1]
    if not overlaps(toks[i], qty_col) or overlaps(before, qty_col):
        return toks
    if not is_figure(before.text, decimal_sep, ocr) or before.x0 >= toks[i].x0:
        return toks
    gap = before.x0 - toks[i - 2].x1
    if gap < _CELL_GAP_HEIGHTS * (before.y1 - before.y0):
        return toks
    return [*toks[: i - 1], toks[i], before, *toks[i + 1 :]]


def _description_tokens(toks: list[Word], end: int, price_at: int, cols: RowColumns) -> list[Word]:
    """The tokens of the description: up to token `end`; on an OCR'd row whose quantity (token
    `end + 1`) was read left of the description column (in a position column, its own cell
    empty), up to the unit price without it; else without the cells of the next column
    (`_before_period_column`)."""
    desc_x0 = cols.desc_x0
    if cols.ocr and desc_x0 is not None and end + 1 < price_at and toks[end + 1].x1 <= desc_x0 + 1:
        return toks[: end + 1] + toks[end + 2 : price_at]
    return _before_period_column(toks[: end + 1], cols.figures_x0, cols.desc_named)


def _note_zero_reading(
    price_text: str, price: Decimal, amount_text: str, amount: Decimal, notes: list[str]
) -> None:
    """A note when the unit price or amount taken is a reading of misread zeros (see
    `zero_readings`): the row was read by its arithmetic, not by its print."""
    if (price in zero_readings(price_text) and figure_value(price_text, ".", True) is None) or (
        amount in zero_readings(amount_text) and figure_value(amount_text, ".", True) is None
    ):
        notes.append("a figure's misread zeros read by quantity x unit price = amount")


def _unpriced_row(
    toks: list[Word], i: int, desc_x0: float, qty: Decimal, amount: Decimal
) -> LineItem:
    """A row whose figure left of the amount sits under the quantity header: a quantity and an
    amount but no unit price ("Incl. levy €3.50  1  € 4,24")."""
    desc = [w for w in toks[:i] if w.x1 > desc_x0 + 1 or i <= 2]
    return LineItem(
        description=" ".join(w.text for w in desc) or None,
        quantity=norm_qty(qty),
        unit_price=None,
        amount=amount,
    )


# a description's last word run into the quantity cell ("presupuesto8,25"): letters, then a
# quantity, right before "[unit] x" and the unit price
_DESC_GLUED_QTY = re.compile(r"^(.*[^\W\d_]{2})(\d+(?:[.,]\d+)?)$")
TIMES_SIGN = re.compile(r"[x×]")  # a calculation's times sign ("8,25 horas x 101,00")


def _split_glued_quantity(toks: list[Word], i: int) -> tuple[list[Word], int]:
    """The row's tokens with a quantity glued to the end of the description's last word split
    off as a word of its own, where "[unit] x" follows it and token `i`, the one before the unit
    price, is the times sign ("Migración de datos, según presupuesto8,25 horas x 101,00"); and
    the index of that token in the new list."""
    if i < 1 or not TIMES_SIGN.fullmatch(toks[i].text):
        return toks, i
    k = i - 1
    if k >= 1 and UNIT_WORD.fullmatch(toks[k].text) and _DESC_GLUED_QTY.match(toks[k - 1].text):
        k -= 1  # past the unit
    m = _DESC_GLUED_QTY.match(toks[k].text)
    if m is None:
        return toks, i
    parts = split_by_chars(toks[k], [m.group(1), m.group(2)])
    return [*toks[:k], *parts, *toks[k + 1 :]], i + 1


def _split_quantity_in_column(
    toks: list[Word], i: int, qty_x: tuple[float, float] | None
) -> list[Word]:
    """The row's tokens with a quantity glued to the description's last word (token `i`, right
    before the unit price) split off, where that word runs from the description column into the
    quantity column: a long description the text layer ran into the quantity cell ("Espresso
    Maker1  159.99  159.99" under "Menge")."""
    if qty_x is None or i < 1:
        return toks
    word, before = toks[i], toks[i - 1]
    m = _DESC_GLUED_QTY.match(word.text)
    # the word continues the description's words (a word gap before it) into the column
    if m is None or word.x1 <= qty_x[0] or word.x0 - before.x1 > _WORD_GAP_HEIGHTS * word.height:
        return toks
    if not re.search(r"[^\W\d_]", before.text):
        return toks
    return [*toks[:i], *split_by_chars(word, [m.group(1), m.group(2)]), *toks[i + 1 :]]


def _left_of_price(
    toks: list[Word], i: int, ocr: bool, qty_x: tuple[float, float] | None = None
) -> tuple[list[Word], int]:
    """The row's tokens and the index of the one left of the unit price (token `i`) and its
    currency ("CHF 7,73"), with a quantity glued to the description split off."""
    i -= 1
    while i >= 0 and is_currency(toks[i].text, ocr):
        i -= 1
    split = _split_quantity_in_column(toks, i, None if ocr else qty_x)
    if len(split) > len(toks):
        return split, i + 1
    return _split_glued_quantity(toks, i)


def _row_tokens(words: list[Word], decimal_sep: str, ocr: bool, groups: bool = True) -> list[Word]:
    """A row's words with thousands groups joined (unless not `groups`); OCR'd, also without
    speck-only words, with a glued "x" split off and cents split from their figure joined
    back."""
    grouped = merge_thousands(words) if groups else words
    toks = _without_per_unit_marks(split_glued_currency(grouped, leading=False))
    toks = _without_code_after_sign(toks, ocr)
    toks = _without_figure_currency(toks, decimal_sep, ocr)
    if ocr:
        toks = _split_times([w for w in toks if not _PUNCT_ONLY.match(w.text)])
        toks = _merge_split_cents(toks, decimal_sep)
        toks = [_small_l_abbreviation(w) for w in toks]
    return toks


# the abbreviations opening with a small l that OCR reads as a one or a capital I ("lt.")
_SMALL_L_ABBREVIATIONS = alternatives("ocr_small_l")


# an abbreviation opening with a small l that OCR read as a one or a capital I ("1t." for
# "lt.", a litre on a bar's bill): a word, no figure
_SMALL_L_WORD = re.compile(r"[I|1](?=(?:" + _SMALL_L_ABBREVIATIONS + r")$)")


def _small_l_abbreviation(w: Word) -> Word:
    """The word with its misread small l put back, when it is such an abbreviation."""
    fixed = _SMALL_L_WORD.sub("l", w.text, count=1)
    return w if fixed == w.text else Word(fixed, w.x0, w.y0, w.x1, w.y1, w.confidence)


def _without_gross_cells(
    toks: list[Word], decimal_sep: str, ocr: bool, row_rate: Decimal | None
) -> list[Word]:
    """A row printing each figure net and gross for its rate ("1,00 | 233,23 | 23% | 286,87 |
    233,23 | 286,87": unit price net, rate, unit price gross, amount net, amount gross)
    without its gross figures and the rate between a net and its gross: the net figures are
    the row's. The rate is the one printed in the row, else `row_rate` (that of a VAT column
    read apart). Only when the row ends with such a pair; otherwise as it is."""
    printed = {
        r for t in toks if _RATE.fullmatch(t.text) for r in find_percents(t.text, decimal_sep)
    }
    rates = printed or ({row_rate} if row_rate is not None else set())
    if len(rates) != 1 or len(toks) < 4:
        return toks
    rate = rates.pop()
    values = {
        k: figure_value(t.text, decimal_sep, ocr)
        for k, t in enumerate(toks)
        if not _RATE.fullmatch(t.text)
    }

    def net_and_gross(net_at: int, gross_at: int) -> bool:
        net, gross = values.get(net_at), values.get(gross_at)
        if net is None or gross is None or net <= 0 or rate <= 0:
            return False
        return within_a_cent(money2(net * (100 + rate) / 100), gross)

    if not net_and_gross(len(toks) - 2, len(toks) - 1):
        return toks
    drop: set[int] = set()
    for k in range(1, len(toks)):
        before = k - 2 if k >= 2 and _RATE.fullmatch(toks[k - 1].text) else k - 1
        if before not in drop and net_and_gross(before, k):
            drop.update({k, k - 1} if before == k - 2 else {k})
    return [t for k, t in enumerate(toks) if k not in drop]


# a unit price's "per unit" mark after its figure ("0,30 €/km", "45,00 /h", "2,10 EUR/Stk.")
# ... or per a unit written in two parts: "0,007000 €/P/M" (per point and month)
_PER_UNIT = re.compile(r"(?:[€$£e]|EUR|CHF)?/[^\W\d_]{1,5}(?:/[^\W\d_]{1,3})?\.?")


# the same mark printed with a space after its slash ("0,7208 EUR/ L"): its two words
_PER_UNIT_OPEN = re.compile(r"(?:[€$£e]|EUR|CHF)?/")
UNIT_WORD = re.compile(r"[^\W\d_]{1,5}\.?")  # a unit's word ("KW", "Días", "Stk.")


def _without_per_unit_marks(toks: list[Word]) -> list[Word]:
    """The row's words without the per-unit marks right after a figure: the figure before one
    is the unit price, whatever the unit."""
    drop: set[int] = set()
    for k, w in enumerate(toks):
        if k == 0 or not re.search(r"\d$", toks[k - 1].text):
            continue
        if _PER_UNIT.fullmatch(w.text):
            drop.add(k)
        elif (
            _PER_UNIT_OPEN.fullmatch(w.text)
            and k + 1 < len(toks)
            and UNIT_WORD.fullmatch(toks[k + 1].text)
            and toks[k + 1].x0 - w.x1 < max(w.height, 1.0)
        ):
            drop |= {k, k + 1}
    return [w for k, w in enumerate(toks) if k not in drop]


def _row_amount(
    toks: list[Word],
    decimal_sep: str,
    ocr: bool,
    bare_amount_x0: float | None,
    float_money: bool = False,
) -> tuple[int, list[Decimal], bool] | None:
    """The row's amount, read from the right past a trailing VAT code, currency or marker: the
    index of the token before it, its readings, and whether it was printed without cents."""
    i = _past_trailing_rate(toks, len(toks) - 1, ocr)
    while i >= 0 and (re.fullmatch(r"[A-D]|\*", toks[i].text) or is_currency(toks[i].text, ocr)):
        i -= 1
    if (
        i >= 1
        and bare_amount_x0 is not None
        and re.fullmatch(r"\d", toks[i].text)
        and ENDS_IN_CENTS.search(toks[i - 1].text)
        and toks[i - 1].x1 > bare_amount_x0
    ):
        i -= 1  # a tax code's digit after the amount in its column ("4 993,92  3")
    if i < 0:
        return None
    amount_text = clean_ocr_figure(toks[i].text) if ocr else toks[i].text
    bare = False
    # the minor units of the currency printed after the amount: "2.680 DT" has three
    minor = "{3}" if i + 1 < len(toks) and _three_decimal_sign(toks[i + 1].text) else "{2}"
    as_float = float_money and (
        FLOAT_FIGURE.fullmatch(amount_text) is not None
        or _SIGNED_WHOLE.fullmatch(amount_text) is not None
    )
    if (
        not re.search(r"\d[.,]\d" + minor + r"(?:\D*)$", amount_text)
        and not (ocr and zero_readings(amount_text))
        and not as_float
    ):
        if (
            ocr
            or bare_amount_x0 is None
            or toks[i].x1 < bare_amount_x0
            # a whole amount, perhaps its currency sign run into it ("€6")
            or not re.fullmatch(r"[€$£]?(?:-?\d{1,3}(?:[.,]\d{3})*|-?\d+)", amount_text)
        ):
            return None
        bare = True
    amounts = _readings(toks[i].text, decimal_sep, ocr)
    if not amounts:
        return None
    if as_float:
        amounts = [norm_price(a) or a for a in amounts]  # "300.0" is 300.00
    return i - 1, amounts, bare


# a figure of one decimal, as a program prints a float ("300.0")
FLOAT_FIGURE = re.compile(r"\d+[.,]\d")
_SIGN = re.compile(r"[€$£]")


def _signed_float(words: list[Word]) -> bool:
    """Whether the row prints a figure of one decimal beside a currency sign ("€ 300.0",
    "300.0€"): money printed as a float, not a quantity."""
    for k, w in enumerate(words):
        text = w.text
        if FLOAT_FIGURE.fullmatch(text.strip("€$£")) and _SIGN.search(text):
            return True
        if FLOAT_FIGURE.fullmatch(text) and any(
            0 <= j < len(words) and _SIGN.fullmatch(words[j].text) for j in (k - 1, k + 1)
        ):
            return True
    return False


# a figure as a program prints a float, one to three decimals after a point ("1.5", "97.40")
_PLAIN_FLOAT = re.compile(r"\d+(?:\.\d{1,3})?")


def _float_product(words: list[Word]) -> bool:
    """Whether the row ends in a figure of one decimal that two figures before it multiply
    into ("10  97.40  974.0", "15.0  1.5  22.5"): money printed as floats, its arithmetic
    the evidence that the last figure is the amount."""
    figures = [w.text for w in words if _PLAIN_FLOAT.fullmatch(w.text)]
    if len(figures) < 3 or not FLOAT_FIGURE.fullmatch(figures[-1]) or "." not in figures[-1]:
        return False
    return _two_multiply_into([Decimal(f) for f in figures[:-1]], Decimal(figures[-1]))


def _two_multiply_into(before: list[Decimal], amount: Decimal) -> bool:
    """Whether two of the figures `before` (non-zero, in print order) multiply into `amount`."""
    return any(
        a * b == amount and a != 0 and b != 0 for k, a in enumerate(before) for b in before[k + 1 :]
    )


# a whole amount with its currency sign, as a small program prints dollars ("$425", "425€")
_SIGNED_WHOLE = re.compile(r"[€$£]\d{1,7}|\d{1,7}[€$£]")


def _whole_product(words: list[Word]) -> bool:
    """Whether the row ends in a whole amount beside its currency sign that two figures before
    it multiply into ("3.4  $125  $425"): dollars printed without cents, the arithmetic the
    evidence that the last figure is the amount."""
    if not words or not _SIGNED_WHOLE.fullmatch(words[-1].text):
        return False
    before = [
        Decimal(t) for w in words[:-1] if _PLAIN_FLOAT.fullmatch(t := w.text.strip("€$£")) and t
    ]
    return _two_multiply_into(before, Decimal(words[-1].text.strip("€$£")))


def _without_code_after_sign(toks: list[Word], ocr: bool) -> list[Word]:
    """The row's words without a one-digit tax class ending it after the amount's currency
    sign ("21,80 € 1"): the sign closes the amount's cell, so the digit is no amount."""
    if (
        len(toks) >= 3
        and re.fullmatch(r"\d", toks[-1].text)
        and is_currency(toks[-2].text, ocr)
        and MONEY_FIGURE.search(toks[-3].text)
    ):
        return toks[:-1]
    return toks


def _past_trailing_rate(toks: list[Word], i: int, ocr: bool) -> int:
    """The index of the last token before a VAT-rate cell that ends the row ("620,51  21%",
    "0,26  21 %"): a rate is never the line's amount, whatever the header's language."""
    rate = _OCR_RATE if ocr else _RATE
    if i >= 1 and toks[i].text == "%" and re.fullmatch(r"\d{1,2}(?:[.,]\d+)?", toks[i - 1].text):
        return i - 2
    if i >= 1 and rate.fullmatch(toks[i].text):
        return i - 1
    return i


def _three_decimal_sign(text: str) -> bool:
    """Whether a currency sign or code names a currency of three decimals ("DT", "KWD")."""
    code = _currency_code(text)
    return code is not None and minor_units(code) == 3


def _currency_code(text: str) -> str | None:
    """The ISO code a currency token names ("DT" -> "TND", "EUR"), or None."""
    if text in CURRENCY_CODES:
        return text
    return CURRENCY_SYMBOLS.get(text) or named_currency(text)


def _skip_rate_column(toks: list[Word], i: int, decimal_sep: str, ocr: bool) -> int:
    """The index of the unit price: token `i` and those left of it past currencies and a
    VAT-rate column ("19 %", "7%", OCR's "19.%", "19 % VAT (S)")."""
    while i >= 0 and is_currency(toks[i].text, ocr):
        i -= 1
    if i >= 1 and _TAX_CLASS.fullmatch(toks[i].text) and is_figure(toks[i - 1].text, decimal_sep):
        i -= 1  # a tax class letter between the price and the amount ("23.78  B  1'189.00")
    rate = _OCR_RATE if ocr else _RATE
    # a VAT category after the rate: "19 % VAT (S)"
    k = i
    while k >= 0 and k > i - 3 and _VAT_CATEGORY.fullmatch(toks[k].text):
        k -= 1
    if k < i and k >= 0 and (toks[k].text == "%" or rate.fullmatch(toks[k].text)):
        i = k
    skipped = False
    while i >= 0 and (toks[i].text == "%" or rate.fullmatch(toks[i].text)):
        skipped = True
        i -= 1
        if i >= 0 and toks[i + 1].text == "%" and is_figure(toks[i].text, decimal_sep):
            i -= 1
    if skipped and i >= 0 and _CATEGORY_CODE.fullmatch(toks[i].text):
        i -= 1  # the VAT category's code before the rate ("S  8.875%")
    while i >= 0 and is_currency(toks[i].text, ocr):
        i -= 1
    return i


def _net_left_of_rate(
    toks: list[Word],
    i: int,
    rate_at: int,
    amounts: list[Decimal],
    decimal_sep: str,
    ocr: bool,
    row_rate: Decimal | None,
) -> tuple[int, list[Decimal]]:
    """A row printing its net, its VAT rate and its gross ("7,50  10%  8,25"): the figure left
    of the rate column (token `i`) is the line's amount when it times (1 + the rate) is the
    gross read as the amount; the unit price is then left of it. Otherwise unchanged. The rate
    is the one skipped left of the amount, else `row_rate`: that of a VAT column the row's
    words were read without (`parse_row`'s argument). The rate may also stand left of the
    net, between it and the unit price ("450.00  21%  900.00  1,089.00")."""
    if i < 2:
        return i, amounts
    rates = find_percents(" ".join(t.text for t in toks[i + 1 : rate_at + 1]), decimal_sep)
    if not rates and row_rate is not None:
        rates = [row_rate]
    price_at = i - 1
    if not rates:
        rates = find_percents(" ".join(t.text for t in toks[:i]), decimal_sep)
        price_at = _skip_rate_column(toks, i - 1, decimal_sep, ocr)
    nets = _readings(toks[i].text, decimal_sep, ocr)
    if len(rates) != 1 or not nets or price_at < 1:
        return i, amounts
    for net in nets:
        gross = any(within_a_cent(money2(net * (1 + rates[0] / 100)), a) for a in amounts)
        if gross and _priced_left(toks, price_at, net, decimal_sep, ocr):
            return price_at, [net]
    if price_at == i - 1 and i >= 3:
        # "1,99 | 3,98 | 0,92 | 4,90": the net, its tax, its gross, the rate's column read
        # without
        return _net_rate_tax(toks, i, i - 1, rates[0], amounts, decimal_sep, ocr)
    if price_at >= 2:
        # "434,00  20,00 %  86,80  520,80": the net, its rate, its tax, its gross
        return _net_rate_tax(toks, i, price_at, rates[0], amounts, decimal_sep, ocr)
    return i, amounts


def _net_rate_tax(
    toks: list[Word],
    i: int,
    net_at: int,
    rate: Decimal,
    amounts: list[Decimal],
    decimal_sep: str,
    ocr: bool,
) -> tuple[int, list[Decimal]]:
    """A row printing its net (token `net_at`), its tax (token `i`; the rate may stand between
    them) and its gross: the rate's share of the net is the tax and net + tax the gross read
    as the amount; the net is then the line's amount, the unit price left of it. Otherwise
    unchanged."""
    for net in _readings(toks[net_at].text, decimal_sep, ocr):
        for tax in _readings(toks[i].text, decimal_sep, ocr):
            if not within_a_cent(money2(net * rate / 100), tax):
                continue
            if any(within_a_cent(net + tax, a) for a in amounts) and _priced_left(
                toks, net_at - 1, net, decimal_sep, ocr
            ):
                return net_at - 1, [net]
    return i, amounts


def _priced_left(toks: list[Word], k: int, net: Decimal, decimal_sep: str, ocr: bool) -> bool:
    """Whether token `k` is a unit price that a quantity a few tokens left of it (past unit
    words) multiplies into `net`: the row prints its net as a column of its own."""
    prices = _readings(toks[k].text, decimal_sep, ocr)
    for j in range(k - 1, max(k - 4, -1), -1):
        qtys = (
            _readings(toks[j].text, decimal_sep, ocr)
            if is_figure(toks[j].text, decimal_sep, ocr)
            else []
        )
        if any(within_a_cent(money2(q * p), net) for q in qtys for p in prices):
            return True
    return False


def _row_quantity(
    toks: list[Word],
    i: int,
    decimal_sep: str,
    ocr: bool,
    desc_x0: float | None,
    qty_x: tuple[float, float] | None,
) -> tuple[list[Decimal], Word | None, int]:
    """The quantity left of the unit price (token `i` and leftwards): past up to three unit
    words ("Stk", "h"), glued to its unit by OCR ("1flat"), or in a headerless column left of
    the description. Returns its readings, its word and the index of the token before it."""
    qtys: list[Decimal] = []
    qty_word: Word | None = None
    j = i
    skipped = 0
    while j >= 0 and skipped <= 3 and not is_figure(toks[j].text, decimal_sep, ocr):
        text = re.sub(r"['’`]", "", toks[j].text.lstrip(".,:;'’`·")) if ocr else toks[j].text
        glued = _QTY_UNIT.match(text) if ocr else None
        if glued is not None:
            qtys = _readings(glued.group(1), decimal_sep, ocr)
            qty_word = toks[j]
            break
        if not _SKIPPED_WORD.fullmatch(text) or len(text) > 10:
            break
        j -= 1
        skipped += 1
    if qtys:
        i = j - 1
    elif j >= 0 and is_figure(toks[j].text, decimal_sep, ocr):
        qtys = _readings(toks[j].text, decimal_sep, ocr)
        qty_word = toks[j]
        i = j - 1
    elif desc_x0 is None and j > 0 and COUNT_CELL.fullmatch(toks[0].text):
        # a till's row opening with its count, its words more than units ("3 Mineralwasser")
        qtys = _readings(toks[0].text, decimal_sep, ocr)
        qty_word = toks[0]
        i = -1
    if not qtys and desc_x0 is not None and qty_x is None:
        # a quantity column left of the description without its own header word
        left = [w for w in toks[: i + 1] if w.x1 <= desc_x0 + 1]
        if left and is_figure(left[-1].text, decimal_sep, ocr):
            qtys = _readings(left[-1].text, decimal_sep, ocr)
    return qtys, qty_word, i


# a count opening a till's row, or in a cell of its own
COUNT_CELL = re.compile(r"[1-9]\d{0,2}")
# a word between a quantity and its price: a unit, a times sign, a pack size ("0,5L", "25cl")
_SKIPPED_WORD = re.compile(r"[^\W\d_][\w./²³%()-]*|x|×|@|[\w²³]+\.?|\d+[.,]\d+[^\W\d_]{1,3}\.?")


def _past_list_price(
    toks: list[Word],
    i: int,
    cols: RowColumns,
    qty: Decimal | None,
    unit_price: Decimal | None,
    amount: Decimal,
) -> tuple[Decimal | None, int]:
    """The quantity and the token before it; further left when the figure read as the quantity
    is the list price before a line discount ("2 h  65.00  5 %  61.75  123.50": 65.00 is no
    quantity) and the next figure left (past its unit) makes the amount with the unit price."""
    if cols.ocr or qty is None or unit_price is None or i < 0:
        return qty, i
    if within_a_cent(qty * unit_price, amount):
        return qty, i
    qtys, word, before = _row_quantity(toks, i, cols.decimal_sep, False, cols.desc_x0, None)
    for other in qtys:
        if word is not None and other > 0 and within_a_cent(other * unit_price, amount):
            return other, before
    return qty, i


def _figure_left_of_column(word: Word | None, qty_x: tuple[float, float] | None) -> bool:
    """Whether the figure read as the quantity stands in the description column, well left of
    the quantity column's header: on a row priced once ("... nube 1 TB   352,01  352,01") the
    quantity cell is empty (1) and the figure is description text."""
    return word is not None and qty_x is not None and word.x1 < qty_x[0] - 2 * max(word.height, 1.0)


def _position_number_row(
    toks: list[Word],
    qty_word: Word,
    price_at: int,
    qty_x: tuple[float, float],
    desc_x0: float,
    unit_price: Decimal,
    amount: Decimal,
) -> LineItem | None:
    """A row whose figure read as the quantity is a position number left of the description,
    while the quantity cell holds a word ("Pauschal") or nothing: a row without a quantity."""
    if qty_word.x1 > desc_x0 + 1:
        return None
    in_qty = [
        w
        for w in toks[qty_at(toks, qty_word) + 1 : price_at]
        if w.x1 > qty_x[0] - 8 and w.x0 < qty_x[1] + 8
    ]
    if not in_qty:
        return None
    desc = [w for w in toks[:price_at] if w.x1 > desc_x0 + 1 and w not in in_qty]
    return LineItem(
        description=" ".join(w.text for w in desc) or None,
        quantity=None,
        unit_price=norm_price(unit_price),
        amount=amount,
    )


# a position number opening a row's text ("1", "12.")
POSITION_NUMBER = re.compile(r"\d{1,3}\.?")


_FIGURE_CELL = re.compile(r"\d(?:[\d.,'’ ]*\d)?[.,]?")
_CODE_COLUMN_CELL = re.compile(r"[A-Z]{2}|[A-Z]{0,3}\d[\d.]{3,}")
# a unit of the lexicons printed after a count ("Stk.", "pcs", "szt", "kg")
QUANTITY_UNIT = re.compile(r"(?:" + alternatives("quantity_unit") + r")\.?", re.IGNORECASE)


def _before_period_column(words: list[Word], x1: float | None, named: bool) -> list[Word]:
    """The description's words without the cells of the next column, words from its header's
    start `x1` on, a column gap after the text before them (a cell starts at its header's left
    edge). When the header `named` the description's column, the next header cell names
    another column, whatever its cells print ("7680  LOGO NAME" under "BAT  LOGO", a month
    under "Termin"); else only a cell of dates ("Team plan | April 20, 2026 – May 20, 2026"
    under "Details  Period"), of a unit word, of figures or of codes is another column's."""
    if x1 is None:
        return words
    kept = [w for w in words if w.x0 < x1 - 1]
    rest = words[len(kept) :]
    if kept and len(rest) == 1 and QUANTITY_UNIT.fullmatch(rest[0].text):
        return kept  # a unit column's word OCR ran into the description's cell ("zincado un.")
    if not (kept and rest and cell_gap(kept[-1], rest[0])):
        return words
    return kept if named or _other_columns_cells(rest) else words


def _other_columns_cells(rest: list[Word]) -> bool:
    """Whether words right of the description column are cells of dates, units, figures or
    codes, of columns a header did not name as the description's neighbour."""
    text = " ".join(w.text for w in rest)
    # the figure cells after a unit column's word, or the figure cells alone
    figures = rest[1:] if _UNIT_WORD_CELL.fullmatch(rest[0].text) else rest
    return bool(
        find_dates(text, "dmy")
        or find_dates(text, "mdy")
        # a unit column's word ("pcs", "ud.") under a header read as another column's,
        # perhaps with the figures of columns the row's arithmetic did not use ("m  108"),
        # or only the figures of such columns, the unit's cell a column of its own
        # ("Elektroinstallation | psch. | 1 | 22'800.00" under "ME  Anz.  Einzelpreis")
        or all(_FIGURE_CELL.fullmatch(w.text) for w in figures)
        # code columns' cells: a country of origin ("US"), an article or tariff code
        # ("D46334", "8413.60"), perhaps with the unit of a skipped column's figure ("kg")
        or all(_CODE_COLUMN_CELL.fullmatch(w.text) or QUANTITY_UNIT.fullmatch(w.text) for w in rest)
    )


def _row_description(
    toks: list[Word], desc_x0: float | None, decimal_sep: str, ocr: bool
) -> str | None:
    """The description: the words left of the quantity in the description column (all of them
    when the header is centred over text starting further left), without a position number."""
    desc_words = [w for w in toks if desc_x0 is None or w.x1 > desc_x0 + 1]
    left = [w for w in toks if desc_x0 is not None and w.x1 <= desc_x0 + 1]
    if (
        len(desc_words) == 1
        and _SHORT_UNIT.fullmatch(desc_words[0].text)
        and any(re.search(r"[^\W\d_]{3}", w.text) for w in left)
    ):
        # a unit's short word right of a centred header, words of text left of it: the unit's
        # cell, the description ending left of the header ("4 Odrysowanie loga | szt." under
        # "Nazwa"; "August 20, 2025 | Minibar" is a date and a one-word description)
        desc_words = []
    if not desc_words and toks:
        # the description header is centred over a column of text that starts further left,
        # after an article number a column gap away ("22757    Beratungsleistung"), or a
        # description of one word ("Trasferta")
        text = _name_cell_words(toks)
        word = len(toks) >= 2 or re.fullmatch(r"[^\W\d_]{3,}", toks[0].text) is not None
        if word and not is_figure(text[0].text, decimal_sep, ocr):
            desc_words = text
    elif desc_words and desc_words[0] is not toks[0]:
        # the words of its cell that start left of a centred header ("40X120 VEGA | MARFIL"),
        # after an article number or a date ("10-77843", "05/04/2026") a word gap away
        lead = _cell_start(toks, qty_at(toks, desc_words[0]), decimal_sep, ocr)
        other = 0
        while other < len(lead) and (
            _CODE_CELL.fullmatch(lead[other].text) or not re.search(r"[^\W\d_]", lead[other].text)
        ):
            other += 1
        desc_words = lead[other:] + desc_words
    desc_words = _name_left_of_code(desc_words, left, decimal_sep, ocr)
    if len(desc_words) > 1 and POSITION_NUMBER.fullmatch(desc_words[0].text):
        desc_words = desc_words[1:]  # a position number
    if ocr:
        desc_words = _without_code_cell(desc_words)
    desc_words = _without_unit_cell(_without_figure_cells(desc_words, decimal_sep, ocr))
    desc_words = _without_rate_cell(desc_words)
    return " ".join(_desc_word(w.text, ocr) for w in desc_words).strip() or None


# an item's code alone, perhaps after its code word ("SKU: 8507180810468", "4260694670002")
CODE_ALONE = re.compile(
    r"(?:(?:" + alternatives("item_code_word") + r")\s*[:#]?\s*)?[A-Z]{0,3}-?\d[\w./-]{4,}",
    re.IGNORECASE,
)


def _name_cell_words(words: list[Word]) -> list[Word]:
    """A cell's words without an article number a column gap before them (`_without_code_cell`)
    and without a position number before the text ("1  Opłata za gaz")."""
    text = _without_code_cell(words)
    return text[1:] if len(text) > 1 and POSITION_NUMBER.fullmatch(text[0].text) else text


def _name_left_of_code(
    desc_words: list[Word], left: list[Word], decimal_sep: str, ocr: bool
) -> list[Word]:
    """The words left of the description's column when that column prints only the item's
    code ("Automatización con Python | SKU: 8507180810468" under "ARTÍCULO  DESCRIPCIÓN"):
    the item's name is the cell of the column before it."""
    if not desc_words or not CODE_ALONE.fullmatch(" ".join(w.text for w in desc_words)):
        return desc_words
    name = _name_cell_words(left)
    if not any(re.search(r"[^\W\d_]{3}", w.text) for w in name):
        return desc_words
    if any(is_figure(w.text, decimal_sep, ocr) for w in name):
        return desc_words
    return name


# a cell of an unnamed figure column: a figure, perhaps its unit ("4,650", "1 BK", "18.000 PC")
_UNIT_CELL = re.compile(UNIT)


def _without_figure_cells(words: list[Word], decimal_sep: str, ocr: bool) -> list[Word]:
    """The description's words without the cells of figure columns the header did not name
    that end it, each a column gap (`_CELL_GAP_HEIGHTS`) from the text before it: a price per
    kilo, a pack size ("ARO KEUKENROL 3PLY | 4,650 | 1 BK")."""
    end = len(words)
    while end > 1:
        start = end - 1
        if _UNIT_CELL.fullmatch(words[start].text) and start > 1:
            start -= 1  # the figure's unit
        fig, before = words[start], words[start - 1]
        if not is_figure(fig.text, decimal_sep, ocr) or start < 1:
            break
        if start + 1 < end and words[start + 1].x0 - fig.x1 > _WORD_GAP_HEIGHTS * fig.height:
            break  # the word after the figure is a cell of its own
        if fig.x0 - before.x1 < _CELL_GAP_HEIGHTS * max(fig.height, 1.0):
            break
        end = start
    return words[:end]


def _without_rate_cell(words: list[Word]) -> list[Word]:
    """The description's words without a VAT rate's cell ending them a column gap after its
    text (a rate column the header did not name, or no header read: "Fracht  23 %", "Odprawa
    celna  0 % zW."): a rate, perhaps its sign apart, then a few short words or marks (an
    exempt code OCR split: "Z W")."""
    for k in range(len(words) - 1, 0, -1):
        head = " ".join(w.text for w in words[k : k + 2])
        if not RATE_CELL.match(head):
            continue
        rest = words[k + (1 if "%" in words[k].text else 2) :]
        gap = words[k].x0 - words[k - 1].x1
        short = len(rest) <= _RATE_TAIL_WORDS and all(
            _RATE_TAIL.fullmatch(w.text) or EXEMPT_RATE_WORD.match(w.text) for w in rest
        )
        if short and gap >= _CELL_GAP_HEIGHTS * max(words[k].height, 1.0):
            return words[:k]
        return words
    return words


# the short words that may follow a rate in its cell ("zW."), or a word naming the supply
# exempt ("0 % steuerfrei": `EXEMPT_RATE_WORD`)
_RATE_TAIL = re.compile(r"[^\W\d_]{1,3}\.?|\W")
_RATE_TAIL_WORDS = 3


# a unit's abbreviation ("szt.", "Stk", "pcs", "kg", "h")
_SHORT_UNIT = re.compile(r"[^\W\d_]{1,4}\.?")
# a unit column's cell: a short unit word ("szt.", "Stk", "pcs", "kg", "Litros", "Stunden")
_UNIT_WORD_CELL = re.compile(r"[^\W\d_]{1,7}\.?")


def _without_unit_cell(words: list[Word]) -> list[Word]:
    """The description's words without a unit word ending them a column gap after its text:
    the cell of a unit column the header named with no known word ("cheese | szt.")."""
    if len(words) < 2 or not _UNIT_WORD_CELL.fullmatch(words[-1].text):
        return words
    last, before = words[-1], words[-2]
    if last.x0 - before.x1 < _CELL_GAP_HEIGHTS * max(last.height, 1.0):
        return words
    return words[:-1]


def _cell_start(toks: list[Word], first: int, decimal_sep: str, ocr: bool) -> list[Word]:
    """The words left of the description header that start the cell of token `first`: text
    within a word gap of it (the header is centred or indented over the column's text, "12 |
    La cuisine ..." under "Titre du livre"); a figure or a column gap ends the cell."""
    k = first
    while k > 0:
        prev, cur = toks[k - 1], toks[k]
        if is_figure(prev.text, decimal_sep, ocr) and not _figure_in_text(toks, k - 1):
            break
        if cur.x0 - prev.x1 > _WORD_GAP_HEIGHTS * max(cur.height, 1.0):
            break
        k -= 1
    return toks[k:first]


def _figure_in_text(toks: list[Word], k: int) -> bool:
    """Whether figure `k` stands inside running text: a word of letters a word gap before it
    and a word a word gap after it ("Kopierpapier A4, 80 g/m²")."""
    if k < 1 or k + 1 >= len(toks):
        return False
    before, fig, after = toks[k - 1], toks[k], toks[k + 1]
    gap = _WORD_GAP_HEIGHTS * max(fig.height, 1.0)
    return (
        re.search(r"[^\W\d_]", before.text) is not None
        and fig.x0 - before.x1 <= gap
        and after.x0 - fig.x1 <= gap
    )


# an article number: digits, or letters and digits joined by a dash ("35010", "A-6059")
_CODE_CELL = re.compile(r"[A-Z]{0,3}-?\d[\d-]{2,}|[A-Z]{1,3}\d{3,}")


def _without_code_cell(words: list[Word]) -> list[Word]:
    """An OCR'd row's description words without a leading article number that stands a
    column gap (over 1.5 times the text height) left of the description: a cell of the code
    column the header did not name ("35010   Opisy produktów")."""
    if len(words) < 2 or not _CODE_CELL.fullmatch(words[0].text):
        return words
    if words[1].x0 - words[0].x1 <= 1.5 * max(words[0].height, 1.0):
        return words
    return words[1:]


def qty_at(toks: list[Word], word: Word) -> int:
    """The index of `word` (by identity) among the row's tokens."""
    return next(k for k, w in enumerate(toks) if w is word)


def _ocr_quantity(
    toks: list[Word],
    price_at: int,
    qty: Decimal | None,
    qty_word: Word | None,
    desc_end: int,
    qty_x: tuple[float, float] | None,
    unit_price: Decimal,
    amount: Decimal,
    decimal_sep: str,
    notes: list[str] | None,
) -> tuple[Decimal | None, int]:
    """The quantity of an OCR'd row whose quantity as read does not fit quantity x unit price =
    amount, and the index of the description's last word.

    A figure read in the description column (left of the quantity header) is description text.
    Another figure of the row that fits the arithmetic is taken ("24 1fm": 24, not the misread
    unit); failing that, when no quantity was read, amount / unit price if it is a plain
    quantity (OCR dropped a lone digit). Otherwise the quantity stays as read, and the caller
    notes the disagreement."""
    if (
        qty_word is not None
        and qty_x is not None
        and qty_word.x1 < qty_x[0] - 2 * max(qty_word.height, 1.0)
    ):
        qty, qty_word, desc_end = None, None, price_at - 1
    for k in range(price_at - 1, -1, -1):
        if _inside_description(toks, k, qty_x):
            continue  # "Spazio cloud 1 TB": the 1 is the description's, whatever it fits
        text = re.sub(r"['’`]", "", toks[k].text.lstrip(".,:;'’`·"))
        glued = _QTY_UNIT.match(text)
        candidates = _readings(glued.group(1) if glued else text, decimal_sep, True)
        if any(within_a_cent(money2(q * unit_price), amount) for q in candidates):
            q = next(q for q in candidates if within_a_cent(money2(q * unit_price), amount))
            if notes is not None and q != qty:
                notes.append("quantity chosen by quantity x unit price = amount")
            if not any(re.search(r"[^\W\d_]{2}", w.text) for w in toks[:k]):
                # left of every word: a quantity (or position) column before the
                # description, which then runs up to the unit price; but a receipt's
                # "6 szt x 384.76" (a unit OCR garbled, "52t") has no description on its line
                if 0 < price_at - 1 - k <= 2 and re.fullmatch(
                    r"x|\S*[×@]", toks[price_at - 1].text
                ):
                    return q, k - 1
                return q, price_at - 1
            return q, k - 1
    # a quantity read cleanly but not fitting stays as read: the misread figure is unknown
    inferred = _inferred_quantity(unit_price, amount) if qty is None else None
    if inferred is None:
        return qty, desc_end
    if notes is not None:
        notes.append("quantity derived from amount / unit price (not read)")
    if qty_word is None:
        desc_end = _before_unit(toks, min(desc_end, price_at - 1), qty_x)
    return inferred, desc_end


def _inside_description(toks: list[Word], k: int, qty_x: tuple[float, float] | None) -> bool:
    """Whether word `k` of a row stands in the description column: well left of the quantity
    header, after a word of letters."""
    w = toks[k]
    return (
        qty_x is not None
        and w.x1 < qty_x[0] - 2 * max(w.height, 1.0)
        and any(re.search(r"[^\W\d_]{2}", t.text) for t in toks[:k])
    )


def _before_unit(toks: list[Word], end: int, qty_x: tuple[float, float] | None) -> int:
    """The last description word before a unit printed without its quantity ("lump sum")."""
    k = end
    if qty_x is not None:
        while k >= 0 and toks[k].xc >= qty_x[0] - 2 * max(toks[k].height, 1.0):
            k -= 1
        return k
    # no header: a unit is one or two words after a wide gap
    for n in (1, 2):
        first = end - n + 1
        if first <= 0:
            break
        words = toks[first : end + 1]
        gap = toks[first].x0 - toks[first - 1].x1
        if gap > 1.5 * max(toks[first].height, 1.0) and all(
            re.fullmatch(r"[^\W\d_][\w./²³-]{0,9}", w.text) for w in words
        ):
            return first - 1
    return k


def _desc_word(text: str, ocr: bool) -> str:
    """A description word; OCR specks read as punctuation before a word (".yellow", "'set",
    "·docking") are dropped."""
    if not ocr:
        return text
    return re.sub(r"^[.,'’`·]+(?=[^\W\d_])", "", text)


# combining marks OCR adds from specks under or over a letter ("ergoņomisch", "pickinġ"):
# cedilla, comma below, dot above, dot below, ogonek
_SPECK_MARKS = frozenset("\u0327\u0326\u0307\u0323\u0328")


_DESC_ABBREVIATIONS = word_set("description_abbreviation")
# a unit written with its period ("100 szt.", "20 uds."): `quantity_unit` patterns that take one
_UNIT = re.compile(alternatives("quantity_unit"), re.IGNORECASE)


def _abbreviation(word: str) -> bool:
    """Whether a description writes `word` with a period: an abbreviation ("incl", "tabl") or a
    unit whose pattern takes one ("szt")."""
    return word.casefold() in _DESC_ABBREVIATIONS or _UNIT.fullmatch(word + ".") is not None


def _comma_after(m: re.Match[str]) -> str:
    """A word's period before a small letter read as the comma it is, unless the word is an
    abbreviation."""
    word = m.group(1)
    return m.group(0) if _abbreviation(word) else word + ","


def _commas_after(m: re.Match[str]) -> str:
    """Specks around a comma read as the comma ("boxes,. recycled"), but an abbreviation's
    period before it stays ("tabl. powl., 20")."""
    word, marks = m.group(1), m.group(2)
    return m.group(0) if marks == ".," and word and _abbreviation(word) else word + ","


def _specks_at_end(m: re.Match[str]) -> str:
    """Specks after the last word dropped, but an abbreviation's period kept ("100 uds."), that
    of a word cut short, no common word of any language ("Schutzhülle Zubeh.", "gemah.."), and
    that closing a run of abbreviations ("Sahnejoghurt gr.A.", "K.XXL.Katzennahr.")."""
    word, marks = m.group(1), m.group(2)
    cut = _CUT_WORD_MIN <= len(word) <= _ABBREVIATION_MAX and not common_word(word)
    dotted = m.start(1) > 0 and m.string[m.start(1) - 1] == "."
    period = marks.strip() in (".", "..")
    return word + "." if period and word and (_abbreviation(word) or cut or dotted) else word


# a word cut short has at least so many letters ("ger.", "Zubeh."; at most `_ABBREVIATION_MAX`)
_CUT_WORD_MIN = 3


def _speck_between_words(m: re.Match[str]) -> str:
    """A period between two words read as a speck (a space), unless it closes a short
    abbreviation before a capital ("Jac.Krönung")."""
    text, at = m.string, m.start()
    start = at
    while start > 0 and text[start - 1].isalpha():
        start -= 1
    short = at - start <= _ABBREVIATION_MAX
    return "." if short and text[at + 1].isupper() else " "


# an abbreviation of a till's item name, or its last word cut short, has at most this many
# letters ("Ferr.", "Rindfl.", "Zubeh.")
_ABBREVIATION_MAX = 6


_OCR_DESC_FIXES: list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]] = [
    (re.compile(r"\s*·\s*"), " "),  # a middle-dot speck between words
    (re.compile(r"(?<=[^\W\d_]{2})\.\.(?=\s?\w)"), ", "),  # "switch.. 24 ports": a comma
    (re.compile(r",['’`]+(?=\w)"), ", "),  # "consulting,'senior"
    # "day'rate": a speck between two words (not "men's", "don't", "we'll")
    (re.compile(r"(?<=[^\W\d_]{2})['’`](?=[^\W\d_]{3})"), " "),
    # "Support.Techniker", "deux.couches": a speck between two words; not after an
    # abbreviation of a till's item name before its next capital ("Jac.Krönung", "Ferr.Duplo")
    (re.compile(r"(?<=[^\W\d_]{2})\.(?=[^\W\d_])"), _speck_between_words),
    # "cleaning. monthly": a comma; not after an abbreviation ("incl. setup", "lt. Angebot")
    (re.compile(r"(?<![^\W\d_])([^\W\d_]{3,})\.(?= [a-zäöüß])"), _comma_after),
    (re.compile(r"(?<=[^\W\d_]{3}):(?=\d)"), " "),  # "Steuerrecht:2026"
    (re.compile(r"(?<=[^\W\d_])[.,]*,[.,]*(?=[^\W\d_])"), ", "),  # "boxes,.recycled"
    (re.compile(r"([^\W\d_]*)([.,]*,[.,]*)(?=\s)"), _commas_after),  # "boxes,. recycled"
    (re.compile(r"(?<=[^\W\d_]{2})['’`](?=\s|$)"), ""),  # "Toner' cartridge"
    (re.compile(r"(?<=\s)['’`]+(?=\w)"), ""),  # "'4er-Set"
    (re.compile(r"(?<=[\d/ ])(mm|cm|m)2(?=[\s,)]|$)"), r"\1²"),  # "g/m2": a superscript
    # a volume's litre read as a one ("Mineralwasser 1,5 1", "Płyn 5 1"): after a figure of
    # its own, ending the description or its part
    (re.compile(r"(?<!\S)(\d+(?:[.,]\d+)?) 1(?=$|[,)])"), r"\1 l"),
    # a small l inside a word read as a one ("Rindf1.Topf", "Mi1ch"): between small letters,
    # or before an abbreviation's period and the next word
    (re.compile(r"(?<=[a-zäöüß]{2})1(?=[a-zäöüß]|\.[^\W\d_])"), "l"),
    (re.compile(r"([^\W\d_]*)([\s.,'’`;]+)$"), _specks_at_end),  # specks after the last word
    (re.compile(r"(?<=[^\W\d_])–(?= )"), " –"),  # "Nachfüllpack– Ref.": a dash is spaced
    # the letter x between two sizes OCR read as a times sign ("M8 × 40": "M8 x 40")
    (re.compile(r"(?<=\w) × (?=\d)"), " x "),
    (re.compile(r"\s{2,}"), " "),
    # the small l of an abbreviation read as a capital I ("It. Angebot": "lt.", laut)
    (
        re.compile(r"(?<![^\W\d_])[I|1](?=(?:" + _SMALL_L_ABBREVIATIONS + r")(?![^\W\d_]))"),
        "l",
    ),
]


def _without_speck_mark(ch: str) -> str:
    """A letter without the speck marks on it, unless a language we read writes it so ("ą",
    "ç", "ż" stay; "ņ", "ġ" lose their mark)."""
    if ch in _SPECK_MARKS:
        return ""  # a mark that composes with no letter stays a mark of its own
    decomposed = unicodedata.normalize("NFD", ch)
    if len(decomposed) == 1 or ch.lower() in written_letters():
        return ch
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if c not in _SPECK_MARKS))


def clean_ocr_description(text: str) -> str:
    """An OCR'd description without speck punctuation and speck accents: `"Copy paper A4, 80
    g/m2, 500 sheets."` -> `"Copy paper A4, 80 g/m², 500 sheets"`; the letters the lexicons'
    languages write with such a mark keep it ("Płyn do dezynfekcji rąk", "Tradução")."""
    if any(ch in _SPECK_MARKS for ch in unicodedata.normalize("NFD", text)):
        text = "".join(_without_speck_mark(ch) for ch in unicodedata.normalize("NFC", text))
    for pattern, repl in _OCR_DESC_FIXES:
        text = pattern.sub(repl, text)
    return text.strip()


def _consistent(qty: Decimal, prices: list[Decimal], amounts: list[Decimal]) -> bool:
    return any(within_a_cent(money2(qty * p), a) for p in prices for a in amounts)


def _choose(
    qtys: list[Decimal], prices: list[Decimal], amounts: list[Decimal]
) -> tuple[Decimal | None, Decimal, Decimal]:
    """The readings of quantity, unit price and amount (each list: the plain reading first)
    that agree with quantity x unit price = amount; else the plain readings."""
    for q in qtys:
        for p in prices:
            for a in amounts:
                if within_a_cent(money2(q * p), a):
                    return q, p, a
    return (qtys[0] if qtys else None), prices[0], amounts[0]


def _row_qty_first(
    toks: list[Word],
    decimal_sep: str,
    desc_x0: float,
    qty_col: tuple[float, float],
    unit_price: Decimal | None,
    amount: Decimal,
    ocr: bool = False,
) -> LineItem | None:
    """A row whose quantity column is left of the description: "3  1  Small Business  5,39  5,39"."""
    qty: Decimal | None = None
    qty_word: Word | None = None
    for w in toks:
        if w.x1 <= desc_x0 + 1 and w.x0 < qty_col[1] + 4 and w.x1 > qty_col[0] - 4:
            value = figure_value(w.text, decimal_sep, ocr)
            if value is not None or qty is None:  # a unit after the figure ("1,00 mtl.") no qty
                qty, qty_word = value, w
    if qty is None:
        qty_word = _figure_left_of_description(toks, desc_x0, decimal_sep, unit_price, amount)
        qty = figure_value(qty_word.text, decimal_sep) if qty_word is not None else None
    if qty is None and ocr:
        qty = _inferred_quantity(unit_price, amount)
    if qty is None:
        return None
    desc_words = [w for w in toks if w.x1 > desc_x0 + 1]
    if not desc_words and qty_word is not None:
        # the description header centred over a column of text starting further left, the
        # row's text ending before it ("04  Chompas de dralom" under "DESCRIPCIÓN"): the words
        # after the quantity
        after = [w for w in toks if w.x0 > qty_word.x1]
        if any(re.search(r"[^\W\d_]{2}", w.text) for w in after):
            desc_words = after
    elif desc_words and desc_words[0] is not toks[0]:
        lead = _cell_start(toks, qty_at(toks, desc_words[0]), decimal_sep, ocr)
        desc_words = (
            _after_quantity_cell([*lead, desc_words[0]], qty_word, desc_x0) + desc_words[1:]
        )
    return LineItem(
        description=" ".join(w.text for w in desc_words) or None,
        quantity=norm_qty(qty),
        unit_price=norm_price(unit_price),
        amount=amount,
    )


def _figure_left_of_description(
    toks: list[Word], desc_x0: float, decimal_sep: str, unit_price: Decimal | None, amount: Decimal
) -> Word | None:
    """The one figure left of the description column when none stands under the quantity
    header (a right-aligned quantity under a header printed at the column's left edge), when
    it multiplies out with the unit price to the amount."""
    figures = [w for w in toks if w.x1 <= desc_x0 + 1 and is_figure(w.text, decimal_sep)]
    if len(figures) != 1 or unit_price is None:
        return None
    qty = figure_value(figures[0].text, decimal_sep)
    if qty is None or qty <= 0 or not within_a_cent(money2(qty * unit_price), amount):
        return None
    return figures[0]


# a unit printed after a quantity in its cell ("Stk.", "uur", "m²")
_CELL_UNIT = re.compile(r"[^\W\d_]{1,10}[²³23]?\.?")


def _after_quantity_cell(lead: list[Word], qty_word: Word | None, desc_x0: float) -> list[Word]:
    """The words of `lead` after the quantity and its unit: a word right after the quantity
    that ends left of the description column, a cell gap (half its height) before the next
    word or that word under the description header's left edge, is the quantity cell's unit
    ("10 Stk.   Schrauben M8"), not the description's start."""
    if qty_word is None:
        return lead
    rest = [w for w in lead if w.x0 > qty_word.x1]
    if (
        len(rest) >= 2
        and _CELL_UNIT.fullmatch(rest[0].text)
        and rest[0].x1 <= desc_x0 + 1
        and (
            rest[1].x0 - rest[0].x1 > 0.5 * max(rest[0].height, 1.0)
            # or the next word starts the description column, under its header's left edge,
            # the unit a word gap after the quantity (a column gap starts the description:
            # "3.00    STANLEY pinza ...")
            or (
                abs(rest[1].x0 - desc_x0) <= 0.5 * max(rest[0].height, 1.0)
                and rest[0].x0 - qty_word.x1 <= _WORD_GAP_HEIGHTS * max(rest[0].height, 1.0)
            )
        )
    ):
        return rest[1:]
    return rest


def norm_qty(q: Decimal) -> Decimal:
    """A quantity without trailing zeros, whole numbers as integers."""
    q = q.normalize()
    return q.quantize(Decimal(1)) if q == q.to_integral_value() else q


def norm_price(p: Decimal | None) -> Decimal | None:
    """A price with at least two decimals."""
    if p is None:
        return None
    return p if p.as_tuple().exponent <= -2 else p.quantize(Decimal("0.01"))  # type: ignore[operator]


def _cents_readings(text: str, decimal_sep: str) -> list[Decimal]:
    """An OCR'd money figure's readings, and its digits read with the last two as cents: the
    cents separator lost or misread ("6.38000" -> 6380.00, "16.49.60" -> 1649.60)."""
    out = _readings(text, decimal_sep, True)
    digits = re.sub(r"\D", "", text)
    # more digits than a figure with its cents: an identifier glued into the cell, no amount
    if 3 <= len(digits) <= MAX_FIGURE_DIGITS + 2:
        value = Decimal(digits) / 100
        if value not in out:
            out.append(value)
    return out


def _clean_value(text: str, decimal_sep: str, money: bool) -> Decimal | None:
    """The figure a cell prints when OCR read it cleanly (a money figure with its cents, or a
    plain number for a quantity), else None."""
    t = clean_ocr_figure(text)
    pattern = MONEY_FIGURE if money else re.compile(r"\d+(?:[.,]\d{1,3})?")
    return parse_number(t, decimal_sep) if pattern.fullmatch(t) else None


def _derived(
    cells: list[str], readings: list[list[Decimal]], decimal_sep: str
) -> tuple[Decimal | None, Decimal | None, Decimal | None]:
    """Quantity, unit price and amount from their cells (the quantity's may be empty) and their
    readings: the first readings that multiply out; else two cleanly read cells and the third
    from them; else the cleanly read cells alone."""
    qtys, prices, amounts = readings
    for price in prices:
        for amount in amounts:
            if amount <= 0 or price <= 0:
                continue
            for qty in qtys:
                if within_a_cent(money2(qty * price), amount):
                    return qty, price, amount
            if not cells[0] and amount / price == (amount / price).to_integral_value():
                return amount / price, price, amount  # no quantity cell: a whole quantity
    q = _clean_value(cells[0], decimal_sep, False) if cells[0] else None
    p = _clean_value(cells[1], decimal_sep, True)
    a = _clean_value(cells[2], decimal_sep, True)
    if q is not None and p is not None and a is None:
        a = money2(q * p)
    elif q is not None and a is not None and p is None and q > 0:
        price = (a / q).quantize(Decimal("0.001"))
        p = price if within_a_cent(money2(q * price), a) else None
    elif p is not None and a is not None and q is None:
        q = _inferred_quantity(p, a)
    return q, p, a


def _cells(toks: list[Word], gap: float) -> list[str]:
    """The texts of the runs of tokens less than `gap` apart (a cell OCR split: "1 N95.00")."""
    out: list[str] = []
    prev: Word | None = None
    for w in toks:
        if prev is not None and w.x0 - prev.x1 < gap:
            out[-1] += w.text
        else:
            out.append(w.text)
        prev = w
    return out


def unread_row(
    words: list[Word],
    decimal_sep: str,
    desc_x0: float,
    figures_x0: float,
    *,
    price_first: bool = False,
) -> LineItem | None:
    """An OCR'd table row `parse_row` could not read (figures misread beyond its readings):
    description text in the description column and, right of `figures_x0` (where the
    description column ends), at least two cells of digits, the last one the amount's. Its
    figures are those that multiply out or read cleanly (the rest None), so that the rows
    after it keep their places; None for any other line. With `price_first` the header puts
    the quantity column after the unit price's: the cells before the amount are price, then
    quantity."""
    toks = _row_tokens(words, decimal_sep, True)
    tol = max((w.height for w in toks), default=1.0)
    desc = [w for w in toks if w.x0 < figures_x0 - tol]
    cells = [c for c in _cells(toks[len(desc) :], tol) if re.search(r"\d", c)]
    if len(cells) < 2 or len(cells[-1]) < 3:
        return None
    description = _row_description(desc, desc_x0, decimal_sep, True)
    if not description or not re.search(r"[^\W\d_]{3}", description):
        return None
    if price_first and len(cells) >= 3:
        cells[-3], cells[-2] = cells[-2], cells[-3]
    qty_text = ""
    if len(cells) >= 3:
        glued = _QTY_UNIT.match(cells[-3])
        qty_text = glued.group(1) if glued else cells[-3]
    readings = [
        _readings(qty_text, decimal_sep, True) if qty_text else [],
        _cents_readings(cells[-2], decimal_sep),
        _cents_readings(cells[-1], decimal_sep),
    ]
    q, p, a = _derived([qty_text, cells[-2], cells[-1]], readings, decimal_sep)
    return LineItem(
        description=description,
        quantity=norm_qty(q) if q is not None else None,
        unit_price=norm_price(p),
        amount=money2(a) if a is not None else None,
    )
