"""Line items: find the item table's header, read priced rows below it, across pages.

Page totals, carried/brought-forward rows and unpriced appendix rows are not items. A row is read
from the right: amount, an optional VAT-rate or VAT-code column, unit price, an optional unit,
quantity; what lies left of the quantity (and right of the description column's start) is the
description. Receipts print the description on its own line above "2 x 3,50  7,00".
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from decimal import Decimal

from docproc_pipeline.extract.layout import Word
from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.labels import STOP_LABELS, find_labels, fuzzy_word
from docproc_pipeline.extract.parse.lines import Line, merge_lines
from docproc_pipeline.extract.parse.numbers import CURRENCY_CODES, CURRENCY_SYMBOLS, parse_number
from docproc_pipeline.extract.parse.vocab import alternatives
from docproc_pipeline.invoice import LineItem

_COLUMNS = lexicon().columns


def _head_pattern(role: str, template: str = "^(?:{})$") -> re.Pattern[str]:
    """The header words of a column role (from the lexicon) as one anchored pattern."""
    return re.compile(template.format("|".join(_COLUMNS[role])), re.IGNORECASE)


_DESC_HEAD = _head_pattern("description")
_QTY_HEAD = _head_pattern("quantity")
_PRICE_HEAD = _head_pattern("unit_price")
_AMOUNT_HEAD = _head_pattern("amount")
# columns whose figures are neither quantity, price nor amount: a VAT rate ("MwSt-%", "USt.",
# "Taxes", "% TVA"), a line discount ("Disc.%", "Rabatt"), a packaging unit ("VKE/Geb")
_VAT_HEAD = _head_pattern("tax_rate", r"^(?:%|(?:{0})\.?(?:-?%)?|%-?(?:{0}))$")
_DISC_HEAD = _head_pattern("discount", r"^(?:{})(?:-?%)?$")
_PACK_HEAD = _head_pattern("packaging")
# an article-number column: its cells are ids, never description text
_CODE_COL = _head_pattern("article_code")
# the second word of an article-number header ("Item code", "Art.-Nr.", "Item no.")
_CODE_HEAD = re.compile("^(?:" + alternatives("code_suffix") + ")$", re.IGNORECASE)
# a carried or brought-forward page sum ("Übertrag", "carried forward"): no item
_CARRY = re.compile(alternatives("carried_sum"), re.IGNORECASE)
# a postcode and town ("20095 Hamburg", "1010 Wien") or a UK postcode ("M2 4WU", "EH2 2ER")
_ADDRESS_LINE = re.compile(
    r"(?<![\d.,])\d{4,5}\s+[A-ZÄÖÜ][a-zäöüß]{2,}|\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b"
)
_CURRENCY_TOKENS = set(CURRENCY_SYMBOLS) | CURRENCY_CODES
# a money figure, not a date or an IP address ("01.05.14-31.05.14", "78.46.77.79")
# a unit price with four decimals ("Bruttopreis: 9,9000")
_FOUR_DECIMALS = re.compile(r"(?<![\d.,])\d+(?:[.,]\d{3})*[.,]\d{4}(?![\d.]|,\d)")
# (a comma may follow it in running text: "a discount of -40.00, ..."; a point may not: "01.06.")
_MONEY_FIGURE = re.compile(r"(?<![\d.,])\d+(?:[.,]\d{3})*[.,]\d{2}(?![\d.]|,\d)")


# the long header words, matched with one OCR misreading allowed
_DESC_WORDS = frozenset(w for w in _COLUMNS["description"] if w.isalpha() and len(w) >= 6)


# a currency after a header word: "Einzel/€", "Betrag (EUR)", "Amount in USD"
_HEAD_CURRENCY = re.compile(
    r"\s*(?:/|\(|(?:"
    + alternatives("column_currency_lead")
    + r")\s)?\s*(?:€|EUR|\$|£|CHF|USD|GBP)\)?$"
)


def _head_word(text: str) -> str:
    """A header word without its colon and currency ("Einzel/€" -> "Einzel")."""
    # (a cell wrapped over two lines leaves "Preis/" or "Meng.-" on the upper one)
    return _HEAD_CURRENCY.sub("", text.strip(":")).rstrip("/-") or text


def _desc_head(text: str, fuzzy: bool = True) -> bool:
    # OCR reads a capital I as l or 1 ("ltem")
    return (
        bool(_DESC_HEAD.match(text))
        or bool(_DESC_HEAD.match(re.sub(r"^[l1|](?=[a-z]{3})", "I", text)))
        or (fuzzy and fuzzy_word(text, _DESC_WORDS))
    )


def _header_columns(line: Line) -> float | None:
    """The description column's left edge when the line is an item-table header, else None."""
    words = [_head_word(w.text) for w in line.words]
    has_desc = any(_desc_head(w) for w in words)
    has_qty = any(_QTY_HEAD.match(w) for w in words)
    has_price = any(_PRICE_HEAD.match(w) for w in words)
    has_amount = any(_AMOUNT_HEAD.match(w) for w in words)
    if sum((has_desc, has_qty, has_price, has_amount)) < 3 or re.search(r"\d[.,]\d\d", line.text):
        return None
    # the description column starts at the first description word of the last segment holding
    # one: "Item code | Details" -> Details, "Produkt Beschreibung" -> Produkt; "Item Item"
    # (position, then description) -> the first, and rows drop their leading position number.
    # A description word right after a code word ("Item code Item") starts a new cell even when
    # OCR read both cells as one segment.
    x0 = line.words[0].x0
    # a word read exactly wins over one matched with a misreading ("Positions" in a header
    # that prints "Beschreibung")
    fuzzy = not any(_desc_head(w, fuzzy=False) for w in words)
    for seg in line.segments:
        first: Word | None = None
        for prev, w in zip([None, *seg.words], seg.words, strict=False):
            if not _desc_head(_head_word(w.text), fuzzy):
                continue
            if first is None or (prev is not None and _CODE_HEAD.match(prev.text)):
                first = w
        if first is not None:
            x0 = first.x0
    return x0


def is_item_table_header(line: Line) -> bool:
    """Whether the line is the item table's column header ("Description  Qty  Price  Amount")."""
    return _header_columns(line) is not None


@dataclass(frozen=True, slots=True)
class Column:
    """A header word naming a column whose cells are not read as quantity, price or amount."""

    role: str  # "vat", "disc", "pack" (figures to skip) or "code" (ids, never description)
    x0: float
    x1: float


@dataclass(frozen=True, slots=True)
class TableHeader:
    """The item table's header: where the description starts, the columns to skip, and the
    header lines' count. When the description header sits on a second header line
    ("GTIN  Art-Nr  Menge ... / Art-Nr-Kunde  Artikelbezeichnung"), each item is a record of
    two lines: figures on the first, the description under it."""

    desc_x0: float
    columns: tuple[tuple[Column, ...], ...]  # per header line
    desc_row: int = 0
    desc_x1: float = float("inf")  # where the next column's header starts
    amount_x0: float = float("inf")  # where the rightmost amount header starts
    # the quantity header's x-range when it stands right of the unit price's
    # ("Prijs  BTW  Hoeveelheid  Bedrag")
    qty_after_price: tuple[float, float] | None = None


def _column_role(text: str) -> str | None:
    t = text.strip(":")
    if _VAT_HEAD.match(t):
        return "vat"
    if _DISC_HEAD.match(t):
        return "disc"
    if _PACK_HEAD.match(t):
        return "pack"
    if _CODE_COL.match(t):
        return "code"
    return None


# "Prijs incl. BTW", "Betrag ohne MwSt.": a price or amount column, not a VAT column
_VAT_QUALIFIER = re.compile("^(?:" + alternatives("price_qualifier") + r")\.?$", re.IGNORECASE)


def _columns(line: Line) -> tuple[Column, ...]:
    out: list[Column] = []
    words = line.words
    for k, w in enumerate(words):
        role = _column_role(w.text)
        if role == "vat" and k > 0 and _VAT_QUALIFIER.match(words[k - 1].text):
            continue
        if role is None:
            continue
        x1 = w.x1
        # the column's unit printed after its name: "Tax (₹)", "MwSt (%)"
        nxt = words[k + 1] if k + 1 < len(words) else None
        if (
            nxt is not None
            and re.fullmatch(r"\(.{1,4}\)|%|[€$£₹]", nxt.text)
            and nxt.x0 - w.x1 < max(w.height, 1.0)
        ):
            x1 = nxt.x1
        out.append(Column(role, w.x0, x1))
    return tuple(out)


def _roles(line: Line) -> set[str]:
    words = [_head_word(w.text) for w in line.words]
    out: set[str] = set()
    if any(_desc_head(w) for w in words):
        out.add("desc")
    if any(_QTY_HEAD.match(w) for w in words):
        out.add("qty")
    if any(_PRICE_HEAD.match(w) for w in words):
        out.add("price")
    if any(_AMOUNT_HEAD.match(w) for w in words):
        out.add("amount")
    return out


def _table_header(lines: list[Line], k: int) -> TableHeader | None:
    """The item-table header starting at line `k`, one line or two."""
    line = lines[k]
    x = _header_columns(line)
    alone = (
        TableHeader(
            desc_x0=x,
            columns=(_columns(line),),
            desc_x1=_desc_end(line, x),
            amount_x0=_amount_start(line),
            qty_after_price=_qty_after_price(line),
        )
        if x is not None
        else _figures_header(line)
    )
    if x is not None and ("desc" in _roles(line) or k + 1 >= len(lines)):
        return alone
    if k + 1 >= len(lines) or re.search(r"\d", line.text):
        return alone
    below = lines[k + 1]
    if (
        below.page != line.page
        or re.search(r"\d", below.text)
        or below.y0 - line.y1 > 1.5 * line.height
        or "desc" in _roles(line)
        or _roles(below) != {"desc"}
        or len(_roles(line) | _roles(below)) < 3
        or len(_roles(line)) < 2
    ):
        return alone
    desc = next(w for w in below.words if _desc_head(_head_word(w.text)))
    right = [w.x0 for w in (*line.words, *below.words) if w.x0 > desc.x1 + 2]
    return TableHeader(
        desc_x0=desc.x0,
        columns=(_columns(line), _columns(below)),
        desc_row=1,
        desc_x1=min(right, default=float("inf")),
        amount_x0=_amount_start(line),
    )


def _qty_after_price(line: Line) -> tuple[float, float] | None:
    prices = [w for w in line.words if _STRONG_PRICE.match(_head_word(w.text))]
    qtys = [w for w in line.words if _QTY_HEAD.match(_head_word(w.text))]
    if len(prices) == 1 and len(qtys) == 1 and qtys[0].x0 > prices[0].x1:
        return qtys[0].x0, qtys[0].x1
    return None


def _price_after_qty(words: list[Word], qty_x: tuple[float, float]) -> list[Word]:
    """The row's words reordered so that the quantity cell (and its unit), printed right of the
    unit price, comes before it, as the row reader expects."""
    start = next(
        (
            k
            for k, w in enumerate(words)
            if re.fullmatch(r"-?\d+(?:[.,]\d+)?", w.text)
            and qty_x[0] - 2 * max(w.height, 1.0) < w.xc < qty_x[1] + max(w.height, 1.0)
        ),
        None,
    )
    if start is None:
        return words
    cell = [words[start]]
    for w in words[start + 1 :]:  # its unit
        if re.search(r"\d", w.text) or w.x0 - cell[-1].x1 > max(w.height, 1.0):
            break
        cell.append(w)
    rest = [w for w in words if w not in cell]
    k = len(rest) - 1  # the amount
    while k > 0 and not _MONEY_FIGURE.search(rest[k].text):
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


def _wrapped_header(upper: Line, line: Line) -> bool:
    """Whether `line` is an item-table header whose cells begin on the digit-free line above it
    ("Unsere  Ihre  Menge  Meng.-  Preis/" over "Pos  Art.Nr.  Artikelbeschreibung  einheit
    Einheit  Entgelt")."""
    if (
        upper.page != line.page
        or line.y0 - upper.y1 > 1.5 * line.height
        or re.search(r"\d", upper.text + line.text)
    ):
        return False
    roles, above = _roles(line), _roles(upper)
    return "desc" in roles and len(roles) >= 2 and len(roles | above) >= 3 and bool(above - roles)


def _amount_start(line: Line) -> float:
    xs = [w.x0 for w in line.words if _AMOUNT_HEAD.match(_head_word(w.text))]
    return max(xs) if xs else float("inf")


# a header word that names the unit price and nothing else ("Preis", "Prix", "P.U.")
_STRONG_PRICE = re.compile("^(?:" + alternatives("unit_price_head") + ")", re.IGNORECASE)


def _figures_header(line: Line) -> TableHeader | None:
    """A header of figure columns only ("Prix unitaire  Montant HT  % TVA  Montant TTC"): the
    description is the text left of its first column."""
    if re.search(r"\d", line.text) or len(line.segments) < 3:
        return None
    words = [_head_word(w.text) for w in line.words]
    if not (
        any(_STRONG_PRICE.match(w) for w in words)
        and any(_AMOUNT_HEAD.match(w) for w in words)
        and any(c.role == "vat" for c in _columns(line))
    ):
        return None
    return TableHeader(
        desc_x0=0.0,
        columns=(_columns(line),),
        desc_x1=line.x0,
        amount_x0=_amount_start(line),
    )


def _desc_end(line: Line, desc_x0: float) -> float:
    """Where the header cell after the description's starts (inf when none)."""
    for i, seg in enumerate(line.segments):
        if seg.x0 <= desc_x0 + 1 < seg.x1 + 1 and i + 1 < len(line.segments):
            return line.segments[i + 1].x0
    return float("inf")


def _overlaps(w: Word, col: Column) -> bool:
    inter = min(w.x1, col.x1) - max(w.x0, col.x0)
    return inter > 0 and inter >= 0.5 * min(w.x1 - w.x0, col.x1 - col.x0)


_FIGURE = re.compile(r"^[-+]?\d[\d.,]*\s?%?$|^%$")


def drop_skipped_columns(words: list[Word], columns: tuple[Column, ...]) -> list[Word]:
    """The row's words without the figures of VAT-rate, discount and packaging columns and
    without the ids of article-number columns."""
    if not columns:
        return words
    out: list[Word] = []
    dropped: Word | None = None
    for w in words:
        col = next((c for c in columns if _overlaps(w, c)), None)
        if col is not None and (col.role == "code" or _FIGURE.match(w.text)):
            dropped = w
            continue
        if w.text == "%" and dropped is not None and w.x0 - dropped.x1 < max(w.height, 1.0):
            continue  # "21 %": the sign of a dropped rate
        dropped = None
        out.append(w)
    return out


def _qty_right_of_description(line: Line, desc_x0: float) -> tuple[float, float] | None:
    """The quantity header's x-range when that column follows the description column."""
    for w in line.words:
        if w.x0 > desc_x0 and _QTY_HEAD.match(_head_word(w.text)):
            return w.x0, w.x1
    return None


def _qty_left_of_description(line: Line, desc_x0: float) -> tuple[float, float] | None:
    """The quantity header's x-range when that column precedes the description column."""
    for w in line.words:
        if w.x1 <= desc_x0 and _QTY_HEAD.match(_head_word(w.text)):
            return w.x0, w.x1
    return None


def _number(text: str, decimal_sep: str, ocr: bool = False) -> Decimal | None:
    t = text
    for cur in _CURRENCY_TOKENS:
        t = t.replace(cur, "")
    if ocr:
        t = clean_ocr_figure(t)
    return parse_number(t, decimal_sep)


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


def _readings(text: str, decimal_sep: str, ocr: bool) -> list[Decimal]:
    """The values an OCR'd figure may stand for: as read, then with one of several separators
    taken for a speck ("34.7.50" -> 347.50 or 34.750). A text layer has one reading."""
    first = _number(text, decimal_sep, ocr)
    out = [first] if first is not None else []
    if not ocr:
        return out
    t = clean_ocr_figure(text)
    for cur in _CURRENCY_TOKENS:
        t = t.replace(cur, "")
    variants = [t]
    if re.search(r"\d[:;]\d", t):
        # a colon between digit groups is a misread separator: "13:00"
        variants = [re.sub(r"(?<=\d)[:;](?=\d)", sep, t) for sep in (decimal_sep, "")]
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
    return out


def _merge_thousands(words: list[Word]) -> list[Word]:
    """Join `1 234,56` printed with a space as thousands separator into one word."""
    out: list[Word] = []
    for w in words:
        if (
            out
            and re.fullmatch(r"[-€$£]?\d{1,3}", out[-1].text)
            and re.fullmatch(r"\d{3}(?:[.,]\d{2,3})?(?:€|EUR)?", w.text)
            and w.x0 - out[-1].x1 < 0.7 * max(w.height, 1.0)
        ):
            p = out[-1]
            out[-1] = Word(
                p.text + " " + w.text, p.x0, min(p.y0, w.y0), w.x1, max(p.y1, w.y1), p.confidence
            )
        else:
            out.append(w)
    return out


def _is_number(text: str, decimal_sep: str, ocr: bool = False) -> bool:
    return _number(text, decimal_sep, ocr) is not None


_GLUED_TIMES = re.compile(r"^([x×@])[.,:;]*(\d[\d.,]*\d)$")


def _split_times(words: list[Word]) -> list[Word]:
    """A receipt's "x" glued to the unit price by OCR ("x.123,50") as two words."""
    out: list[Word] = []
    for w in words:
        m = _GLUED_TIMES.match(w.text)
        if m is None:
            out.append(w)
            continue
        cut = w.x0 + (w.x1 - w.x0) / len(w.text)
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
_VAT_CATEGORY = re.compile(r"\([A-Z]{1,2}\)|" + alternatives("vat_category"), re.IGNORECASE)
_RATE = re.compile(r"\d{1,2}(?:[.,]\d+)?\s?%")
_OCR_RATE = re.compile(r"\d{1,2}(?:[.,]\d+)?[.,:;]?\s?%")


def _is_currency(text: str, ocr: bool) -> bool:
    """A currency symbol or code; OCR'd, also with specks or an accent on it ("€.", "ÉUR")."""
    if text in _CURRENCY_TOKENS or text in ("€", "$", "£"):
        return True
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


def _close(a: Decimal, b: Decimal) -> bool:
    return abs(a - b) <= Decimal("0.01")


def _inferred_quantity(unit_price: Decimal | None, amount: Decimal) -> Decimal | None:
    """amount / unit price when that is a plain quantity (at most three decimals) whose product
    gives the amount: a quantity OCR did not read."""
    if unit_price is None or unit_price <= 0 or amount <= 0:
        return None
    q = (amount / unit_price).quantize(Decimal("0.001"))
    if q <= 0 or not _close((q * unit_price).quantize(Decimal("0.01")), amount):
        return None
    return q


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
) -> LineItem | None:
    """Read one table row; None when it is not a priced row.

    `figures_x0` is where the description column ends: a unit price read left of it is
    description text ("... du 1er au 31 Juillet 2015"), and the row is not a priced row.
    `bare_amount_x0` is where the amount column starts: a whole number there is an amount
    without cents ("30 Meter  10  300") when quantity x unit price gives it.

    `qty_col` is the quantity header's x-range when that column precedes the description,
    `qty_x` its x-range when it follows the description. With `ocr`, figures are read tolerantly (specks, misread separators), and quantity x unit
    price = amount chooses between a figure's possible readings; a quantity OCR missed is
    derived from the amount and unit price. Each such repair adds a note to `notes`.
    """
    toks = _row_tokens(words, decimal_sep, ocr)
    right = _row_amount(toks, decimal_sep, ocr, bare_amount_x0)
    if right is None:
        return None
    i, amounts, bare = right
    i = _skip_rate_column(toks, i, decimal_sep, ocr)
    if i < 0:
        return None
    prices = _readings(toks[i].text, decimal_sep, ocr)
    if not prices or (figures_x0 is not None and toks[i].x1 < figures_x0):
        return None
    under_qty = qty_x is not None and _overlaps(toks[i], Column("qty", qty_x[0], qty_x[1]))
    if not ocr and not bare and under_qty and desc_x0 is not None:
        return _unpriced_row(toks, i, desc_x0, prices[0], amounts[0])
    i -= 1
    while i >= 0 and _is_currency(toks[i].text, ocr):
        i -= 1  # "CHF 7,73"
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
    if bare and (qty is None or not _close(qty * unit_price, amount)):
        return None
    if ocr and (qty is None or not _consistent(qty, [unit_price], [amount])):
        qty, i = _ocr_quantity(
            toks, price_at, qty, qty_word, i, qty_x, unit_price, amount, decimal_sep, notes
        )
    if qty is None:
        return None
    if ocr and notes is not None and not _close((qty * (unit_price or 0)), amount):
        notes.append("quantity x unit price differs from the amount as read")
    return LineItem(
        description=_row_description(toks[: i + 1], desc_x0, decimal_sep, ocr),
        quantity=_norm_qty(qty),
        unit_price=_norm_price(unit_price),
        amount=amount,
    )


def _unpriced_row(
    toks: list[Word], i: int, desc_x0: float, qty: Decimal, amount: Decimal
) -> LineItem:
    """A row whose figure left of the amount sits under the quantity header: a quantity and an
    amount but no unit price ("Incl. levy €3.50  1  € 4,24")."""
    desc = [w for w in toks[:i] if w.x1 > desc_x0 + 1 or i <= 2]
    return LineItem(
        description=" ".join(w.text for w in desc) or None,
        quantity=_norm_qty(qty),
        unit_price=None,
        amount=amount,
    )


def _row_tokens(words: list[Word], decimal_sep: str, ocr: bool) -> list[Word]:
    """A row's words with thousands groups joined; OCR'd, also without speck-only words, with
    a glued "x" split off and cents split from their figure joined back."""
    toks = _merge_thousands(words)
    if ocr:
        toks = _split_times([w for w in toks if not _PUNCT_ONLY.match(w.text)])
        toks = _merge_split_cents(toks, decimal_sep)
    return toks


def _row_amount(
    toks: list[Word], decimal_sep: str, ocr: bool, bare_amount_x0: float | None
) -> tuple[int, list[Decimal], bool] | None:
    """The row's amount, read from the right past a trailing VAT code, currency or marker: the
    index of the token before it, its readings, and whether it was printed without cents."""
    i = len(toks) - 1
    while i >= 0 and (re.fullmatch(r"[A-D]|\*", toks[i].text) or _is_currency(toks[i].text, ocr)):
        i -= 1
    if i < 0:
        return None
    amount_text = clean_ocr_figure(toks[i].text) if ocr else toks[i].text
    bare = False
    if not re.search(r"\d[.,]\d{2}(?:\D*)$", amount_text):
        if (
            ocr
            or bare_amount_x0 is None
            or toks[i].x1 < bare_amount_x0
            or not re.fullmatch(r"-?\d{1,3}(?:[.,]\d{3})*|-?\d+", amount_text)
        ):
            return None
        bare = True
    amounts = _readings(toks[i].text, decimal_sep, ocr)
    if not amounts:
        return None
    return i - 1, amounts, bare


def _skip_rate_column(toks: list[Word], i: int, decimal_sep: str, ocr: bool) -> int:
    """The index of the unit price: token `i` and those left of it past currencies and a
    VAT-rate column ("19 %", "7%", OCR's "19.%", "19 % VAT (S)")."""
    while i >= 0 and _is_currency(toks[i].text, ocr):
        i -= 1
    rate = _OCR_RATE if ocr else _RATE
    # a VAT category after the rate: "19 % VAT (S)"
    k = i
    while k >= 0 and k > i - 3 and _VAT_CATEGORY.fullmatch(toks[k].text):
        k -= 1
    if k < i and k >= 0 and (toks[k].text == "%" or rate.fullmatch(toks[k].text)):
        i = k
    while i >= 0 and (toks[i].text == "%" or rate.fullmatch(toks[i].text)):
        i -= 1
        if i >= 0 and toks[i + 1].text == "%" and _is_number(toks[i].text, decimal_sep):
            i -= 1
    while i >= 0 and _is_currency(toks[i].text, ocr):
        i -= 1
    return i


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
    while j >= 0 and skipped <= 3 and not _is_number(toks[j].text, decimal_sep, ocr):
        text = re.sub(r"['’`]", "", toks[j].text.lstrip(".,:;'’`·")) if ocr else toks[j].text
        glued = _QTY_UNIT.match(text) if ocr else None
        if glued is not None:
            qtys = _readings(glued.group(1), decimal_sep, ocr)
            qty_word = toks[j]
            break
        if not re.fullmatch(r"[^\W\d_][\w./²³%()-]*|x|×|@|[\w²³]+\.?", text) or len(text) > 10:
            break
        j -= 1
        skipped += 1
    if qtys:
        i = j - 1
    elif j >= 0 and _is_number(toks[j].text, decimal_sep, ocr):
        qtys = _readings(toks[j].text, decimal_sep, ocr)
        qty_word = toks[j]
        i = j - 1
    if not qtys and desc_x0 is not None and qty_x is None:
        # a quantity column left of the description without its own header word
        left = [w for w in toks[: i + 1] if w.x1 <= desc_x0 + 1]
        if left and _is_number(left[-1].text, decimal_sep, ocr):
            qtys = _readings(left[-1].text, decimal_sep, ocr)
    return qtys, qty_word, i


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
        unit_price=_norm_price(unit_price),
        amount=amount,
    )


def _row_description(
    toks: list[Word], desc_x0: float | None, decimal_sep: str, ocr: bool
) -> str | None:
    """The description: the words left of the quantity in the description column (all of them
    when the header is centred over text starting further left), without a position number."""
    desc_words = [w for w in toks if desc_x0 is None or w.x1 > desc_x0 + 1]
    if not desc_words and len(toks) >= 2 and not _is_number(toks[0].text, decimal_sep, ocr):
        # the description header is centred over a column of text that starts further left
        desc_words = toks
    if len(desc_words) > 1 and re.fullmatch(r"\d{1,3}\.?", desc_words[0].text):
        desc_words = desc_words[1:]  # a position number
    return " ".join(_desc_word(w.text, ocr) for w in desc_words).strip() or None


def qty_at(toks: list[Word], word: Word) -> int:
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
        text = re.sub(r"['’`]", "", toks[k].text.lstrip(".,:;'’`·"))
        glued = _QTY_UNIT.match(text)
        candidates = _readings(glued.group(1) if glued else text, decimal_sep, True)
        if any(_close((q * unit_price).quantize(Decimal("0.01")), amount) for q in candidates):
            q = next(
                q for q in candidates if _close((q * unit_price).quantize(Decimal("0.01")), amount)
            )
            if notes is not None and q != qty:
                notes.append("quantity chosen by quantity x unit price = amount")
            if not any(re.search(r"[^\W\d_]{2}", w.text) for w in toks[:k]):
                # left of every word: a quantity (or position) column before the
                # description, which then runs up to the unit price
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
_OCR_DESC_FIXES = [
    (re.compile(r"\s*·\s*"), " "),  # a middle-dot speck between words
    (re.compile(r"(?<=[^\W\d_]{2})\.\.(?=\s?\w)"), ", "),  # "switch.. 24 ports": a comma
    (re.compile(r",['’`]+(?=\w)"), ", "),  # "consulting,'senior"
    # "day'rate": a speck between two words (not "men's", "don't", "we'll")
    (re.compile(r"(?<=[^\W\d_]{2})['’`](?=[^\W\d_]{3})"), " "),
    (re.compile(r"(?<=[^\W\d_]{2})\.(?=[^\W\d_])"), " "),  # "Support.Techniker"
    (re.compile(r"(?<=[^\W\d_]{3})\.(?= [a-zäöüß])"), ","),  # "cleaning. monthly": a comma
    (re.compile(r"(?<=[^\W\d_]{3}):(?=\d)"), " "),  # "Steuerrecht:2026"
    (re.compile(r"(?<=[^\W\d_])[.,]*,[.,]*(?=[^\W\d_])"), ", "),  # "boxes,.recycled"
    (re.compile(r"[.,]*,[.,]*(?=\s)"), ","),  # "boxes,. recycled"
    (re.compile(r"(?<=[^\W\d_]{2})['’`](?=\s|$)"), ""),  # "Toner' cartridge"
    (re.compile(r"(?<=\s)['’`]+(?=\w)"), ""),  # "'4er-Set"
    (re.compile(r"(?<=[\d/ ])(mm|cm|m)2(?=[\s,)]|$)"), r"\1²"),  # "g/m2": a superscript
    (re.compile(r"[\s.,'’`;]+$"), ""),  # specks after the last word
    (re.compile(r"\s{2,}"), " "),
]


def clean_ocr_description(text: str) -> str:
    """An OCR'd description without speck punctuation and speck accents: `"Copy paper A4, 80
    g/m2, 500 sheets."` -> `"Copy paper A4, 80 g/m², 500 sheets"`."""
    decomposed = unicodedata.normalize("NFD", text)
    if any(ch in _SPECK_MARKS for ch in decomposed):
        text = unicodedata.normalize("NFC", "".join(c for c in decomposed if c not in _SPECK_MARKS))
    for pattern, repl in _OCR_DESC_FIXES:
        text = pattern.sub(repl, text)
    return text.strip()


def _consistent(qty: Decimal, prices: list[Decimal], amounts: list[Decimal]) -> bool:
    return any(_close((qty * p).quantize(Decimal("0.01")), a) for p in prices for a in amounts)


def _choose(
    qtys: list[Decimal], prices: list[Decimal], amounts: list[Decimal]
) -> tuple[Decimal | None, Decimal, Decimal]:
    """The readings of quantity, unit price and amount (each list: the plain reading first)
    that agree with quantity x unit price = amount; else the plain readings."""
    for q in qtys:
        for p in prices:
            for a in amounts:
                if _close((q * p).quantize(Decimal("0.01")), a):
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
    for w in toks:
        if w.x1 <= desc_x0 + 1 and w.x0 < qty_col[1] + 4 and w.x1 > qty_col[0] - 4:
            qty = _number(w.text, decimal_sep, ocr)
    if qty is None and ocr:
        qty = _inferred_quantity(unit_price, amount)
    if qty is None:
        return None
    desc_words = [w for w in toks if w.x1 > desc_x0 + 1]
    return LineItem(
        description=" ".join(w.text for w in desc_words) or None,
        quantity=_norm_qty(qty),
        unit_price=_norm_price(unit_price),
        amount=amount,
    )


def _norm_qty(q: Decimal) -> Decimal:
    q = q.normalize()
    return q.quantize(Decimal(1)) if q == q.to_integral_value() else q


def _norm_price(p: Decimal | None) -> Decimal | None:
    if p is None:
        return None
    return p if p.as_tuple().exponent <= -2 else p.quantize(Decimal("0.01"))  # type: ignore[operator]


def _stops_table(line: Line) -> bool:
    for seg in line.segments[:2]:
        labels = find_labels(seg.text)
        if labels and labels[0].start == 0 and labels[0].field in STOP_LABELS | {"payment_terms"}:
            return True
    return False


def _amount_below(line: Line, below: Line, table: TableHeader) -> Word | None:
    """The amount of a row printed on the row's second line, under the amount column, when
    the first line holds figures right of the description but no amount
    ("1  Binder A4  9,9000  20 Stk  19 %" / "4012345001235  198,00")."""
    if (
        below.page != line.page
        or below.y0 - line.y1 > 1.5 * line.height
        or table.amount_x0 == float("inf")
        or any(w.x1 >= table.amount_x0 for w in line.words)
        or not any(w.x0 >= table.desc_x1 and re.search(r"\d", w.text) for w in line.words)
    ):
        return None
    last = below.words[-1]
    if last.x1 < table.amount_x0 or not _MONEY_FIGURE.fullmatch(last.text.lstrip("-")):
        return None
    if any(w.x0 >= table.desc_x1 for w in below.words[:-1]):
        return None
    return last


def _total_label_only(description: str | None) -> bool:
    """Whether a row's description is nothing but a totals label ("Total", "Sub-total:")."""
    if not description:
        return False
    text = description.strip().rstrip(":").strip()
    labels = find_labels(text)
    return bool(
        labels
        and labels[0].start == 0
        and labels[0].end >= len(text)
        and labels[0].field in {"total", "subtotal", "tax_total", "amount_due"}
    )


def _net_of_row_tax(
    item: LineItem, words: list[Word], columns: tuple[Column, ...], decimal_sep: str
) -> None:
    """A row's gross amount made net when the row prints its tax in a VAT column and quantity x
    unit price + that tax = the amount ("1  278.61  14.50%  40.39  319.00" -> 278.61)."""
    if item.quantity is None or item.unit_price is None or item.amount is None:
        return
    net = (item.quantity * item.unit_price).quantize(Decimal("0.01"))
    for w in words:
        if not _MONEY_FIGURE.fullmatch(w.text) or not any(
            c.role == "vat" and _overlaps(w, c) for c in columns
        ):
            continue
        tax = _number(w.text, decimal_sep)
        if tax is not None and tax > 0 and _close(net + tax, item.amount):
            item.amount = net
            return


# annotation lines under an item: serial numbers, device ids
_ANNOTATION = re.compile("^(?:" + alternatives("item_annotation") + ")", re.IGNORECASE)


_CUR = r"(?:Rs\.?|INR|₹|\$|€|£|EUR|USD|GBP|CHF)"
_NUM = r"\d[\d,.]*"
_TIMES_CELL = re.compile(
    rf"^{_CUR}?\s?(?P<price>{_NUM})\s*[x×]\s*(?P<q1>\d+(?:[.,]\d+)?)(?:\s+[^\W\d_]+\.?)?"
    rf"(?:\s*[x×]\s*(?P<q2>\d+(?:[.,]\d+)?)(?:\s+[^\W\d_]+\.?)?)?$"
)
_AMOUNT_CELL = re.compile(rf"^{_CUR}?\s?(?P<amount>{_NUM})$")


def _rate_times_row(line: Line, decimal_sep: str) -> LineItem | None:
    """A row whose rate cell multiplies out ("Room  Rs 1939 x 1 Night x 2 Rooms  Rs 3878"):
    the unit price, the product of the counts as quantity, and the amount it gives."""
    segs = line.segments
    if len(segs) != 3 or not re.search(r"[^\W\d_]{3}", segs[0].text):
        return None
    cell = _TIMES_CELL.match(segs[1].text)
    last = _AMOUNT_CELL.match(segs[2].text)
    if cell is None or last is None:
        return None
    price = parse_number(cell["price"], decimal_sep)
    amount = parse_number(last["amount"], decimal_sep)
    qty = parse_number(cell["q1"], decimal_sep)
    if cell["q2"] is not None and qty is not None:
        q2 = parse_number(cell["q2"], decimal_sep)
        qty = qty * q2 if q2 is not None else None
    if price is None or amount is None or qty is None or not _close(qty * price, amount):
        return None
    return LineItem(
        description=segs[0].text,
        quantity=_norm_qty(qty),
        unit_price=_norm_price(price),
        amount=amount.quantize(Decimal("0.01")),
    )


def _amount_only_row(words: list[Word], table: TableHeader, decimal_sep: str) -> LineItem | None:
    """A row printing a description and only its amount, under the amount column, with the
    quantity and price cells empty ("Annonce du 06/12/2022  45,93 €"); None otherwise."""
    toks = [w for w in _merge_thousands(words) if not _is_currency(w.text, False)]
    if len(toks) < 2 or not _MONEY_FIGURE.fullmatch(toks[-1].text.lstrip("-")):
        return None
    last = toks[-1]
    if last.x1 < table.amount_x0:
        return None
    desc = [w for w in toks[:-1] if w.x0 < table.desc_x1]
    rest = [w for w in toks[:-1] if w.x0 >= table.desc_x1]
    if rest or not desc or not any(re.search(r"[^\W\d_]{2}", w.text) for w in desc):
        return None
    if table.desc_x0 > 0 and desc[0].x0 > table.desc_x0 + 2 * max(desc[0].height, 1.0):
        return None  # a label in the totals block, right of the description column's start
    text = " ".join(w.text for w in desc)
    labels = find_labels(text)
    if labels and labels[0].start == 0 and not labels[0].field.startswith("_"):
        return None
    amount = _number(last.text, decimal_sep)
    if amount is None:
        return None
    return LineItem(description=text, quantity=None, unit_price=None, amount=amount)


_TOTAL_FIELDS = frozenset({"total", "subtotal", "amount_due"})


# a sum or a tax line is no item of a bill's amount list ("Gesamtbeitrag", "Versicherungsteuer")
_SUM_OR_TAX = re.compile(
    "^(?:" + alternatives("sum_word") + ")|" + alternatives("tax_line_word"), re.IGNORECASE
)


_SUM_WORD = re.compile("^(?:" + alternatives("total_word") + ")", re.IGNORECASE)


def _listed_amount(line: Line, decimal_sep: str) -> tuple[str, Word, Decimal] | None:
    """A line of a description and one money figure at its right end ("Cloud storage  $2.40")."""
    words = [w for w in line.words if not _is_currency(w.text, line.ocr)]
    if len(words) < 2 or len(line.segments) < 2:
        return None
    last = words[-1]
    figure = last.text.lstrip("$€£")
    if not _MONEY_FIGURE.fullmatch(figure) or any(_MONEY_FIGURE.search(w.text) for w in words[:-1]):
        return None
    text = " ".join(w.text for w in words[:-1] if w.x1 < last.x0).strip()
    if not re.search(r"[^\W\d_]{3}", text) or _SUM_OR_TAX.search(text):
        return None
    labels = find_labels(text)
    if labels and labels[0].start == 0:
        return None
    amount = _number(figure, decimal_sep, line.ocr)
    return (text, last, amount) if amount is not None else None


def _amount_list(lines: list[Line], decimal_sep: str) -> tuple[list[LineItem], set[int]]:
    """Items of a bill without an item table: sibling lines of a description and one amount,
    at the same indent and with right-aligned amounts, whose amounts add up to a printed total
    ("Cloud storage  $2.40" / "  Charges  $2.40" / "Backup  $1.10"). Deeper-indented lines
    under a sibling are its details; a line at a smaller indent ends the group."""
    totals: set[Decimal] = set()
    for ln in lines:
        for seg in ln.segments[:2]:
            labels = find_labels(seg.text)
            if (labels and labels[0].start == 0 and labels[0].field in _TOTAL_FIELDS) or (
                _SUM_WORD.match(seg.text)
            ):
                for w in ln.words:
                    value = _number(w.text.lstrip("$€£"), decimal_sep, ln.ocr)
                    if value is not None and _MONEY_FIGURE.search(w.text):
                        totals.add(value)
    if not totals:
        return [], set()
    best: list[tuple[Line, str, Decimal]] = []
    group: list[tuple[Line, str, Decimal]] = []
    anchor: tuple[float, float] | None = None

    def close_group() -> None:
        nonlocal best
        if len(group) >= 2 and len(group) > len(best):
            total = sum((a for _, _, a in group), Decimal(0))
            if any(_close(total, t) for t in totals):
                best = list(group)

    for ln in lines:
        listed = _listed_amount(ln, decimal_sep)
        tol = max(ln.height, 1.0)
        same_page = not group or group[-1][0].page == ln.page
        if anchor is not None and same_page and ln.x0 > anchor[0] + 0.3 * tol:
            continue  # a detail line under a sibling
        if (
            listed is not None
            and anchor is not None
            and same_page
            and abs(ln.x0 - anchor[0]) <= 0.3 * tol
            and abs(listed[1].x1 - anchor[1]) <= tol
        ):
            group.append((ln, listed[0], listed[2]))
            continue
        close_group()
        group = []
        anchor = None
        if listed is not None:
            group = [(ln, listed[0], listed[2])]
            anchor = (ln.x0, listed[1].x1)
    close_group()
    items = [LineItem(description=t, amount=a) for _, t, a in best]
    return items, {ln.index for ln, _, _ in best}


def _section_follows(lines: list[Line], pos: int, table: TableHeader, decimal_sep: str) -> bool:
    """Whether a full item row (description in the description column, quantity, unit price
    and amount) follows a totals or discount label within a few lines of text: a section's
    subtotal ("Subtotal  $ 112.00" / "--- Food ---" / "Lamp oil  1.00 L  1.00  $ 0.90") or an
    item's discount note ("Bruttopreis: 4,00  Rabatt")."""
    line = lines[pos]
    for nxt in lines[pos + 1 : pos + 7]:
        if nxt.page != line.page or _stops_table(nxt):
            return False
        words = drop_skipped_columns(nxt.words, table.columns[0])
        if table.qty_after_price is not None:
            words = _price_after_qty(words, table.qty_after_price)
        item = parse_row(words, decimal_sep, table.desc_x0)
        if item is not None:
            return (
                item.quantity is not None
                and item.unit_price is not None
                and bool(re.search(r"[^\W\d_]{2}", item.description or ""))
                and any(abs(w.x0 - table.desc_x0) <= 2 * max(w.height, 1.0) for w in nxt.words)
            )
        if _MONEY_FIGURE.search(nxt.text):
            return False
    return False


def _totals_header(line: Line) -> bool:
    """A header row of totals labels ("Warenwert  Nettobetrag  MwSt-Betrag  Endbetrag") below the
    items: the table has ended."""
    if re.search(r"\d", line.text) or len(line.segments) < 3:
        return False
    stops = 0
    for seg in line.segments:
        labels = find_labels(seg.text)
        if labels and labels[0].start == 0 and labels[0].field in STOP_LABELS:
            stops += 1
    return stops >= 2


def _record_description(
    lines: list[Line], pos: int, table: TableHeader, decimal_sep: str
) -> tuple[str, int] | None:
    """The description on the line under a two-line record's first line, and that line's index."""
    if pos + 1 >= len(lines):
        return None
    line, below = lines[pos], lines[pos + 1]
    if below.page != line.page or below.y0 - line.y1 > 1.5 * line.height:
        return None
    words = drop_skipped_columns(below.words, table.columns[table.desc_row])
    words = [w for w in words if w.x1 > table.desc_x0 + 1]
    if not words or parse_row(below.words, decimal_sep, table.desc_x0) is not None:
        return None
    return " ".join(w.text for w in words), below.index


@dataclass(slots=True)
class _Headers:
    """The item-table headers of a document, keyed by the index of their (last) line."""

    tables: dict[int, TableHeader] = field(default_factory=dict)
    # the quantity header's x-range when left of the description column / right of it
    qty_cols: dict[int, tuple[float, float] | None] = field(default_factory=dict)
    qty_xs: dict[int, tuple[float, float] | None] = field(default_factory=dict)
    rest: set[int] = field(default_factory=set)  # a two-line header's second line
    pages: set[int] = field(default_factory=set)  # the pages a header is printed on


def _find_headers(lines: list[Line]) -> _Headers:
    """Every item-table header: one line, two lines (the description on the second), or cells
    wrapping onto the line above (read as one line)."""
    found = _Headers()
    for k, ln in enumerate(lines):
        if ln.index in found.rest:
            continue
        table = _table_header(lines, k)
        if table is None and k > 0 and _wrapped_header(lines[k - 1], ln):
            # header cells wrapping onto the line above: read both lines as one
            ln = merge_lines(lines[k - 1], ln)
            table = _table_header([ln], 0)
        if table is not None:
            x = table.desc_x0
            found.tables[ln.index] = table
            found.qty_cols[ln.index] = _qty_left_of_description(ln, x)
            found.qty_xs[ln.index] = _qty_right_of_description(ln, x)
            if table.desc_row:
                found.rest.add(lines[k + 1].index)
    found.pages = {ln.page for ln in lines if ln.index in found.tables}
    return found


def parse_line_items(
    lines: list[Line], decimal_sep: str, notes: list[str] | None = None
) -> tuple[list[LineItem], set[int]]:
    """The priced line items in print order and the indexes of the lines they were read from.

    Repairs of OCR'd rows (see `parse_row`) are noted in `notes`."""
    reader = _ItemReader(lines, decimal_sep, notes, _find_headers(lines))
    for pos, line in enumerate(lines):
        reader.read(pos, line)
    return reader.finish()


@dataclass(slots=True)
class _ItemReader:
    """Reads the item rows line by line: where a table starts (its header) and ends (its totals),
    which lines are rows, and which text lines describe the row below or above them."""

    lines: list[Line]
    decimal_sep: str
    notes: list[str] | None
    headers: _Headers
    items: list[LineItem] = field(default_factory=list)
    ocr_items: list[LineItem] = field(default_factory=list)
    used: set[int] = field(default_factory=set)
    consumed: set[int] = field(default_factory=set)  # second lines of two-line records
    current: TableHeader | None = None
    qty_col: tuple[float, float] | None = None
    qty_x: tuple[float, float] | None = None
    in_table: bool = False
    desc_x0: float | None = None
    page: int = 0
    pending: list[str] = field(default_factory=list)
    pending_lines: list[int] = field(default_factory=list)  # the lines `pending` came from
    prev_y1: float = 0.0
    # description lines printed tightly under the last item ("(17.01.2016 - 16.02.2016)")
    tail: list[str] = field(default_factory=list)
    tail_y1: float = 0.0
    header_line: int = -1
    any_digit_since_header: bool = False
    items_at_header: int = 0  # the item count when the last header was read
    section_break: bool = (
        False  # a section's subtotal was passed: its heading starts no description
    )

    @property
    def any_header(self) -> bool:
        return bool(self.headers.tables)

    def read(self, pos: int, line: Line) -> None:
        """Read line `pos` of the document."""
        if line.index in self.consumed:
            return
        if line.index in self.headers.rest:
            self.used.add(line.index)
            return
        if not self.any_header and line.y0 - self.prev_y1 > 1.3 * line.height:
            self._clear_pending()  # receipts: a description sits right above its figures
        self.prev_y1 = line.y1
        if line.page != self.page:
            self._new_page(line)
        if line.index in self.headers.tables:
            self._enter_header(line)
            return
        if not self.in_table:
            return
        if re.search(r"\d", line.text):
            self.any_digit_since_header = True
        if _CARRY.search(line.text):
            self.used.add(line.index)
            return
        item = self._row_item(pos, line)
        if item is None:
            self._text_line(pos, line)
        else:
            self._add_item(pos, line, item)

    def finish(self) -> tuple[list[LineItem], set[int]]:
        """The items read and the lines they used; a bill without an item table is read as a
        list of amounts."""
        self._flush_tail()
        items, used, lines = self.items, self.used, self.lines
        if not items and not self.any_header:
            listed, listed_lines = _amount_list(lines, self.decimal_sep)
            items.extend(listed)
            used.update(listed_lines)
            self.ocr_items.extend(
                i for i, ln in zip(listed, sorted(listed_lines), strict=True) if lines[ln].ocr
            )
        for item in self.ocr_items:
            if item.description:
                item.description = clean_ocr_description(item.description) or None
        return items, used

    def _clear_pending(self) -> None:
        self.pending = []
        self.pending_lines = []

    def _flush_tail(self) -> None:
        if self.tail and self.items and self.items[-1].description:
            self.items[-1].description = f"{self.items[-1].description} {' '.join(self.tail)}"
        self.tail.clear()

    def _new_page(self, line: Line) -> None:
        # text collected at the foot of the page is no item's description
        self.used.difference_update(self.pending_lines[len(self.tail) :])
        self._flush_tail()
        self.page = line.page
        # a table not ended by its totals continues on the next page (a header printed at
        # the foot of a page, or rows running over the page break without a repeated one)
        continues = self.in_table and (
            self.items_at_header == len(self.items) or self.page not in self.headers.pages
        )
        self.in_table = (not self.any_header and self.page == self.lines[0].page) or continues
        self.tail_y1 = float("-inf")  # nothing at the top of a page is tight under an item
        self._clear_pending()

    def _enter_header(self, line: Line) -> None:
        self.header_line = line.index
        self.items_at_header = len(self.items)
        self.any_digit_since_header = False
        self._flush_tail()
        self.in_table = True
        self.current = self.headers.tables[line.index]
        self.desc_x0 = self.current.desc_x0
        self.qty_col = self.headers.qty_cols[line.index]
        self.qty_x = self.headers.qty_xs[line.index]
        self._clear_pending()
        self.used.add(line.index)

    def _row_words(self, line: Line) -> tuple[list[Word], float | None]:
        """The row's words without skipped columns (quantity before price), and where the
        description column ends (text layers only)."""
        current = self.current
        row_words = line.words
        if current is None:
            return row_words, None
        if current.columns[0]:
            row_words = drop_skipped_columns(row_words, current.columns[0])
        if current.qty_after_price is not None and not line.ocr:
            row_words = _price_after_qty(row_words, current.qty_after_price)
        figures_x0 = None
        if current.desc_x1 != float("inf") and not line.ocr:
            figures_x0 = current.desc_x1
        return row_words, figures_x0

    def _row_item(self, pos: int, line: Line) -> LineItem | None:
        """The item of a priced row (or of a row whose amount sits on the line below, a rate
        multiplied out, an amount only); None for a totals or discount row or a text line."""
        current = self.current
        row_words, figures_x0 = self._row_words(line)
        item = parse_row(
            row_words,
            self.decimal_sep,
            self.desc_x0,
            self.qty_col,
            ocr=line.ocr,
            notes=self.notes,
            qty_x=self.qty_x,
            figures_x0=figures_x0,
            bare_amount_x0=current.amount_x0 if current is not None else None,
        )
        if current is None:
            return _not_a_total(item)
        if item is None and not line.ocr and pos + 1 < len(self.lines):
            item = self._row_with_amount_below(pos, line, figures_x0)
        if item is None and not _stops_table(line):
            item = _rate_times_row(line, self.decimal_sep)
        if item is None and not line.ocr and not _stops_table(line):
            item = _amount_only_row(row_words, current, self.decimal_sep)
        item = _not_a_total(item)
        if item is not None and current.columns[0]:
            _net_of_row_tax(item, line.words, current.columns[0], self.decimal_sep)
        return item

    def _row_with_amount_below(
        self, pos: int, line: Line, figures_x0: float | None
    ) -> LineItem | None:
        """A row whose amount is printed on its second line, under the amount column."""
        assert self.current is not None
        next_line = self.lines[pos + 1]
        amount_word = _amount_below(line, next_line, self.current)
        if amount_word is None:
            return None
        merged = [*drop_skipped_columns(line.words, self.current.columns[0]), amount_word]
        if self.current.qty_after_price is not None:
            merged = _price_after_qty(merged, self.current.qty_after_price)
        item = parse_row(
            merged,
            self.decimal_sep,
            self.desc_x0,
            self.qty_col,
            qty_x=self.qty_x,
            figures_x0=figures_x0,
        )
        if item is not None:
            self.consumed.add(next_line.index)
            self.used.add(next_line.index)
        return item

    def _text_line(self, pos: int, line: Line) -> None:
        """A line that is no item row: the table's end, a section's subtotal, or description
        text of the item above or below."""
        if self._ends_table(line):
            self._flush_tail()
            current = self.current
            if (
                current is not None
                and not line.ocr
                and not _totals_header(line)
                and _section_follows(self.lines, pos, current, self.decimal_sep)
            ):
                # a section's subtotal: the next section's items follow
                self.used.add(line.index)
                self._clear_pending()
                self.section_break = True
                return
            self.in_table = False
            return
        if self.current is not None and self.current.desc_row:
            return  # a two-line record's annotation lines are not its description
        if self.any_header:
            self._description_line(line)
        else:
            self._receipt_line(line)

    def _ends_table(self, line: Line) -> bool:
        """Whether a totals label (or a header row of them) ends the table here."""
        if _totals_header(line):
            return True
        if not _stops_table(line):
            return False
        current = self.current
        # a label without any figure right under the header is a wrapped header cell
        # ("Ohne / MwSt."), not the totals block
        # (the header's cells may wrap over several digit-free lines)
        header_wrap = self.header_line >= 0 and (
            line.index - self.header_line <= 2 or not self.any_digit_since_header
        )
        # a label in the description column without a money figure is description text
        # ("Tax: 0.2%" under an item)
        in_desc = (
            current is not None
            and self.desc_x0 is not None
            and bool(self.items)
            and line.x0 <= self.desc_x0 + max(line.height, 1.0)
            and line.x1 < current.desc_x1
            and not _MONEY_FIGURE.search(line.text)
            and bool(re.search(r"\d", line.text))
            and not any(lb.field == "payment_terms" for lb in find_labels(line.text))
        )
        # a two-line record's annotation lines start in the description column
        # ("Artikelrabatt 1: 30,00%  Rabatt: 4,50 €/Std.")
        annotation = (
            current is not None
            and current.desc_row > 0
            and line.x0 >= current.desc_x0 - max(line.height, 1.0)
        )
        return (
            not (header_wrap and not re.search(r"\d", line.text)) and not in_desc and not annotation
        )

    def _description_line(self, line: Line) -> None:
        """Text in the description column of a table with a header: the next item's
        description, or (printed tightly under the last item) the end of its description."""
        desc_x0 = self.desc_x0
        desc_x1 = self.current.desc_x1 if self.current is not None else float("inf")
        right = [w for w in line.words if desc_x0 is None or w.x1 > desc_x0 + 1]
        # continuation text: the description column's words only
        text = " ".join(w.text for w in right if w.x0 < desc_x1)
        # a bundle component ("Wireless mouse  1") has a figure in a column of its
        # own; a serial-number line annotates the item: neither is description text
        component = any(w.x0 >= desc_x1 and _is_number(w.text, self.decimal_sep) for w in right)
        right_text = " ".join(w.text for w in right)
        if _ANNOTATION.match(text):
            self.used.add(line.index)
        elif (
            text
            and not component
            and not _MONEY_FIGURE.search(right_text)
            and not _FOUR_DECIMALS.search(right_text)
        ):
            self.pending.append(text)
            self.pending_lines.append(line.index)
            self.used.add(line.index)
            if (
                self.items
                and len(self.tail) == len(self.pending) - 1
                and line.y0 - self.tail_y1 < line.height
            ):
                self.tail.append(text)
                self.tail_y1 = line.y1
            elif self.tail:
                # the lines tight under the last item are its description; this
                # looser line is not (a footer, a note)
                n = len(self.tail)
                self._flush_tail()
                del self.pending[:n]
                del self.pending_lines[:n]
        else:
            self._clear_pending()
            self._flush_tail()

    def _receipt_line(self, line: Line) -> None:
        """A receipt's text line: a description line is text only; anything else resets, and so
        does an address line (the customer's block above the first item)."""
        if _ADDRESS_LINE.search(line.text):
            self._clear_pending()
        elif not re.search(r"\d[.,]\d\d", line.text) and not find_labels(line.segments[0].text):
            self.pending.append(line.text)
        else:
            self._clear_pending()

    def _add_item(self, pos: int, line: Line, item: LineItem) -> None:
        """Keep a row's item, its description completed from the lines around it."""
        current = self.current
        if current is not None and current.desc_row:
            below = _record_description(self.lines, pos, current, self.decimal_sep)
            if below is not None:
                text, index = below
                item.description = " ".join(x for x in (item.description, text) if x)
                self.consumed.add(index)
                self.used.add(index)
            self._clear_pending()
        if not item.description and self.pending:
            item.description = " ".join(self.pending)
            self.used.update(range(line.index - len(self.pending), line.index))
        elif (
            item.description
            and self.pending
            and self.items
            and self.any_header
            and not self.section_break
        ):
            prev = self.items[-1]
            prev.description = f"{prev.description} {' '.join(self.tail)}".strip()
        self._clear_pending()
        self.section_break = False
        self.tail.clear()
        self.tail_y1 = line.y1
        self.items.append(item)
        if line.ocr:
            self.ocr_items.append(item)
        self.used.add(line.index)


def _not_a_total(item: LineItem | None) -> LineItem | None:
    """None for the table's totals row ("Total  1  278.61  40.39  319.00") or a discount row
    with a negative amount ("Abschlag Lagerware  10 %  1000,00  -100,00"), else the item."""
    if item is not None and _total_label_only(item.description):
        return None
    if item is not None and item.amount is not None and item.amount < 0:
        labels = find_labels(item.description or "")
        if labels and labels[0].start == 0 and labels[0].field in {"discount", "_prepayment"}:
            return None
    return item
