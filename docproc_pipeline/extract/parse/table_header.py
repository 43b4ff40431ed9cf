"""The item table's column header: which line it is (description, quantity, price and amount
header words from the lexicons, one line, two lines or cells wrapped above), where the
description column starts and ends, and which columns hold figures that are no quantity, price
or amount (VAT rate, discount, packaging) or ids (article number)."""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass, replace

from docproc_pipeline.extract.layout import Word
from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.box import overlaps_x, width, x_centre, x_overlap
from docproc_pipeline.extract.parse.concepts import concepts_of
from docproc_pipeline.extract.parse.labels import fuzzy_word, within_one_edit
from docproc_pipeline.extract.parse.lines import Line, Segment, cell_gap, merge_lines
from docproc_pipeline.extract.parse.numbers import RATE_CELL, space_grouped
from docproc_pipeline.extract.parse.vocab import alternatives, word_set

_COLUMNS = lexicon().columns


def _head_pattern(role: str, template: str = "^(?:{})$") -> re.Pattern[str]:
    """The header words of a column role (from the lexicon) as one anchored pattern."""
    return re.compile(template.format("|".join(_COLUMNS[role])), re.IGNORECASE)


_DESC_HEAD = _head_pattern("description")


_QTY_HEAD = _head_pattern("quantity")


_PRICE_HEAD = _head_pattern("unit_price")


_AMOUNT_HEAD = _head_pattern("amount")


# columns whose figures are neither quantity, price nor amount: a VAT rate ("MwSt-%", "USt.",
# "Taxes", "% TVA"), a line discount ("Disc.%", "Rabatt"), a packaging unit ("VKE/Geb"), a
# multiplier
# (a compound's second part after a hyphen names what of the tax the column holds, its rate or
# its amount, or is cut by the cell's wrap: "MwSt.-Satz", "USt.-Betrag", "MwSt.-S" over "atz")
_VAT_HEAD = _head_pattern("tax_rate", r"^(?:%|(?:{0})\.?(?:-?%)?(?:-[^\W\d_]+)?|%-?(?:{0}))$")


# a cascade of discounts numbered in the header ("Sc.1/2/3%", "Rabatt 1+2")
_DISC_HEAD = _head_pattern("discount", r"^(?:{})(?:\s?\d(?:[/+]\d)+)?(?:-?%)?$")


_PACK_HEAD = _head_pattern("packaging")


# a fee's multiplier ("Faktor", "Factor", "Coeff."): a figure of the row that is no quantity,
# price or amount
_MULT_HEAD = _head_pattern("multiplier")


# a measure of the goods beside their count ("Net weight", "Nettogewicht"): no quantity
_MEASURE_HEAD = _head_pattern("measure")


# an article-number column: its cells are ids, never description text; so are a time entry's
# fee earner's initials ("Date  Fee earner  Narrative  Hours")
_CODE_COL = _head_pattern("article_code")
_STAFF_COL = _head_pattern("staff")


# a unit-of-measure column ("U.M." over "NR", "KG"): its cells are units, never description text
_UNIT_COL = _head_pattern("unit")


# the second word of an article-number header ("Item code", "Art.-Nr.", "Item no.")
_CODE_HEAD = re.compile("^(?:" + alternatives("code_suffix") + ")$", re.IGNORECASE)


# the first word of an article-number header whose noun follows ("Code article", "Réf. article")
_CODE_LEAD = re.compile("^(?:" + alternatives("code_prefix") + ")$", re.IGNORECASE)


# the long header words, matched with one OCR misreading allowed; a header of two words
# joined by a slash is one word here ("Towar/ustuga" for "Towar/usługa")
_DESC_WORDS = frozenset(
    w
    for w in _COLUMNS["description"]
    if re.fullmatch(r"[^\W\d_]+(?:/[^\W\d_]+)*", w) and len(w) >= 6
)


# a currency after a header word: "Einzel/€", "Betrag (EUR)", "Amount in USD"
_HEAD_CURRENCY = re.compile(
    r"\s*(?:/|\(|(?:"
    + alternatives("column_currency_lead")
    + r")\s)?\s*(?:€|EUR|\$|£|CHF|USD|GBP)\)?$"
)


# a unit glued to a header word in parentheses: "Qta(lt/un)", "Menge(kg)"
_HEAD_UNIT = re.compile(r"(?<=[^\W\d_]{2})\((?:[^\W\d_]{1,6}[./]?){1,3}\)$")


@functools.lru_cache(maxsize=16384)
def _head_word(text: str) -> str:
    """A header word without its colon, currency and unit ("Einzel/€" -> "Einzel",
    "Qta(lt/un)" -> "Qta"), the first of two names ("Qty/Hrs" -> "Qty")."""
    # (a cell wrapped over two lines leaves "Preis/" or "Meng.-" on the upper one)
    word = _HEAD_CURRENCY.sub("", _HEAD_UNIT.sub("", text.strip(":")))
    # two names of one column ("Products/Services", "Qty/Hrs"): the first names it, unless
    # the pair is a header word of its own ("Stawka/godz.")
    pair = _HEAD_PAIR.fullmatch(word)
    if pair and not any(p.match(word) for p in (_DESC_HEAD, _QTY_HEAD, _PRICE_HEAD, _AMOUNT_HEAD)):
        return pair.group(1)
    return word.rstrip("/-") or text


_HEAD_PAIR = re.compile(r"([^\W\d_]{2,}\.?)/[^\W\d_]{2,}\.?")


# OCR reads a capital I as l or 1 ("ltem")
_CAPITAL_I_MISREAD = re.compile(r"^[l1|](?=[a-z]{3})")


def _i_read_as_l(text: str) -> list[str]:
    """`text` with one of its letters l put back to the i that OCR so often reads as l
    ("Detalls" for "Details", "Artlkel" for "Artikel")."""
    return [text[:k] + "i" + text[k + 1 :] for k, ch in enumerate(text) if ch == "l"]


@functools.lru_cache(maxsize=16384)
def _desc_head(text: str, fuzzy: bool = True) -> bool:
    """Whether a header word names the description column (kept per word: the header tests
    ask about every line's words several times, trying each misreading afresh)."""
    if _DESC_HEAD.match(text):
        return True
    repaired = _CAPITAL_I_MISREAD.sub("I", text)
    if repaired != text and _DESC_HEAD.match(repaired):
        return True
    if any(_DESC_HEAD.match(word) for word in _i_read_as_l(text)):
        return True  # the commonest misreading counts as read exactly
    # a word that names another column is no description word misread ("Tarifa", "Tarefa")
    other = _QTY_HEAD.match(text) or _PRICE_HEAD.match(text) or _AMOUNT_HEAD.match(text)
    return fuzzy and not other and fuzzy_word(text, _DESC_WORDS)


# the long quantity, price and amount header words, matched on OCR'd lines with one
# misreading allowed ("Anzahi" for "Anzahl")
_LONG_WORDS = {
    role: frozenset(w for w in _COLUMNS[role] if w.isalpha() and len(w) >= 6)
    for role in ("quantity", "unit_price", "amount")
}


def _is_head(pattern: re.Pattern[str], role: str, word: str, ocr: bool) -> bool:
    """Whether `word` heads a column of `role`; on an OCR'd line also without a speck after it
    ("Preis/Einh,") or with one letter misread."""
    if pattern.match(word):
        return True
    if not ocr:
        return False
    bare = word.rstrip(".,;:'’`")
    return bool(pattern.match(bare)) or fuzzy_word(bare, _LONG_WORDS[role])


@functools.lru_cache(maxsize=16384)
def _head_roles(text: str, ocr: bool) -> tuple[bool, bool, bool, bool]:
    """Whether a word of a line heads a description, quantity, price and amount column, kept per
    word: the table passes ask about every line's words again and again."""
    word = _head_word(text)
    return (
        _desc_head(word),
        _is_head(_QTY_HEAD, "quantity", word, ocr) or _qty_head(word, ocr),
        _is_head(_PRICE_HEAD, "unit_price", word, ocr),
        _is_head(_AMOUNT_HEAD, "amount", word, ocr),
    )


def _code_of_item_word(prev: Word, w: Word) -> bool:
    """Whether `w` is a code word right after a description word in one cell ("Artikel Nr.")."""
    return (
        bool(_CODE_HEAD.match(w.text.strip(":")))
        and _desc_head(_head_word(prev.text))
        and w.x0 - prev.x1 < max(w.height, 1.0)
    )


def _names_a_code(words: list[Word], w: Word) -> bool:
    """Whether the word after `w` in its cell names a code column ("Voce doganale"), or makes
    it one ("Artikel Nr.:", "Item no." right of the description's "Artikel")."""
    k = next(k for k, x in enumerate(words) if x is w)
    if k + 1 >= len(words):
        return False
    after = words[k + 1].text.strip(":")
    return bool(_CODE_COL.match(after) or _CODE_HEAD.match(after))


def _names_a_sum(words: list[Word], w: Word) -> bool:
    """Whether an amount word closes `w`'s cell right after it ("Mal Hizmet Tutarı", the goods'
    and services' amount): the description word names what the amount column sums."""
    k = next(k for k, x in enumerate(words) if x is w)
    if k + 2 != len(words):
        return False
    after = words[k + 1]
    return _AMOUNT_HEAD.match(_head_word(after.text)) is not None and after.x0 - w.x1 < max(
        w.height, 1.0
    )


def _header_columns(line: Line) -> float | None:
    """The description column's left edge when the line is an item-table header, else None."""
    start = _header_start(line)
    return None if start is None else start[0]


def _header_start(line: Line) -> tuple[float, bool] | None:
    """The description column's left edge when the line is an item-table header, and whether
    a header word named it (else it is the line's left edge); None for no header."""
    if _running_text(line):
        return None  # a description's sentence naming a unit ("... but two units of space")
    word_roles = [_head_roles(w.text, line.ocr) for w in line.words]
    # (a line without words names no column)
    columns = [any(column) for column in zip(*word_roles, strict=True)] or [False] * 4
    has_desc, has_qty, has_price, has_amount = columns
    # two cells that name a price ("Prix unitaire  Prix HT"): the second is the line's amount
    has_amount = has_amount or len(_price_cells(line)) >= 2
    roles = sum((has_desc, has_qty, has_price, has_amount))
    if (
        roles < 3
        and not (
            has_desc
            and has_amount
            and _only_header_cells(line, [_head_word(w.text) for w in line.words])
        )
        and _price_as_amount(line) is None
    ):
        return None
    if re.search(r"\d[.,]\d\d", line.text):
        return None
    # the description column starts at the first description word of the last segment holding
    # one: "Item code | Details" -> Details, "Produkt Beschreibung" -> Produkt; "Item Item"
    # (position, then description) -> the first, and rows drop their leading position number.
    # A description word right after a code word ("Item code Item") starts a new cell even when
    # OCR read both cells as one segment.
    x0 = line.words[0].x0
    # a word read exactly wins over one matched with a misreading ("Positions" in a header
    # that prints "Beschreibung")
    # (not a word of a progress bill's "Leistung bisher": a column of figures)
    fuzzy = not any(
        _desc_head(_head_word(w.text), fuzzy=False)
        for seg in line.segments
        if not _TO_DATE.search(seg.text)
        for w in seg.words
    )
    before: list[Word] = []  # the previous segment's words
    found = False  # a segment before named the description
    for seg in line.segments:
        first: Word | None = None
        named = [
            (prev, w)
            for prev, w in zip([None, *seg.words], seg.words, strict=False)
            if _desc_head(_head_word(w.text), fuzzy)
            # "Leistungsbeschreibung | Zeitpunkt der Leistung", "Item | Date of service": a
            # description word after a function word names another column's subject
            and not (found and prev is not None and prev.text.casefold() in _FUNCTION_WORDS)
        ]
        if len(named) > 1 and named[0][0] is not None and _CODE_LEAD.match(named[0][0].text):
            named = named[1:]  # "Code article Libellé": the noun after a code word is the code's
        # "Voce doganale" (a customs code): a description word a code column's word qualifies;
        # "Leistung bisher" (a progress bill's work to date): a column of figures
        named = [
            (prev, w)
            for prev, w in named
            if not _names_a_code(seg.words, w) and not _names_a_sum(seg.words, w)
        ]
        named = [] if _TO_DATE.search(seg.text) else named
        for prev, w in named:
            if first is None or (prev is not None and _CODE_HEAD.match(prev.text)):
                first = w
        if first is not None:
            found = True
            # an item's name cell right before it ("Nombre del Artículo  Descripción") is the
            # description's first part
            x0 = before[0].x0 if _name_cell(before) else first.x0
        before = seg.words
    return x0, found


_FUNCTION_WORDS = word_set("function_word")


def _running_text(line: Line) -> bool:
    """Whether the line is one cell of running text: eight words or more, three of them small
    words of a sentence ("unit of space against the container edge, but two units of")."""
    if len(line.segments) != 1 or len(line.words) < 8:
        return False
    small = sum(w.text.casefold().strip(",.;:") in _FUNCTION_WORDS for w in line.words)
    return small >= 3


_TO_DATE = re.compile(r"(?<!\w)(?:" + alternatives("to_date_word") + r")(?!\w)", re.IGNORECASE)


def _price_cells(line: Line) -> list[Segment]:
    """The header's cells that start with a price word."""
    # (`_head_roles` keeps that test per word: the header tests ask about every line)
    return [
        seg for seg in line.segments if seg.words and _head_roles(seg.words[0].text, line.ocr)[2]
    ]


def _name_cell(words: list[Word]) -> bool:
    """Whether a header cell names the item: a quantity word joined by a linking word to a
    description word ("Nombre del Artículo", the article's name), which heads no quantity
    column. Two header words side by side ("Menge Beschreibung") are two cells read as one."""
    heads = [_head_word(w.text) for w in words]
    for i, head in enumerate(heads):
        if _QTY_HEAD.match(head):
            after = heads[i + 2 :]
            linked = bool(after) and _column_word(heads[i + 1]) is None
            return linked and any(_desc_head(h, fuzzy=False) for h in after)
    return False


def _column_word(word: str) -> str | None:
    """The column role a header word names, if any."""
    if _desc_head(word, fuzzy=False):
        return "description"
    if _QTY_HEAD.match(word):
        return "quantity"
    if _PRICE_HEAD.match(word):
        return "unit_price"
    return "amount" if _AMOUNT_HEAD.match(word) else None


# "HT", "TTC": the tax qualifier of an amount column's header
_TAX_QUALIFIER = re.compile("^(?:" + alternatives("tax_qualifier") + r")\.?$", re.IGNORECASE)


# a currency standing as a word of its own after a header word ("Importo €")
_CURRENCY_WORD = re.compile(r"\(?(?:€|EUR|\$|£|CHF|USD|GBP)\)?")


def _only_header_cells(line: Line, words: list[str]) -> bool:
    """Whether a text line holds nothing but column headers, each in a cell of its own: a
    service invoice's table of a description and an amount only ("Description  Amount €",
    "Voce  IVA  Importo"), whose rows print no quantity or price."""
    if line.ocr or len(line.segments) < 2:
        return False
    for w in words:
        if _desc_head(w, fuzzy=False) or _AMOUNT_HEAD.match(w) or _column_role(w) is not None:
            continue
        # "Montant HT", "Amount excl. VAT": a qualifier of the amount's column
        if _VAT_QUALIFIER.match(w) or _TAX_QUALIFIER.match(w):
            continue
        if not _CURRENCY_WORD.fullmatch(w):
            return False
    # each cell names one column: a description word and an amount word in one cell are a
    # label ("Total amount"), not a header
    return all(
        not (
            any(_desc_head(_head_word(w.text), fuzzy=False) for w in seg.words)
            and any(_AMOUNT_HEAD.match(_head_word(w.text)) for w in seg.words)
        )
        for seg in line.segments
    )


def is_item_table_header(line: Line) -> bool:
    """Whether the line is the item table's column header ("Description  Qty  Price  Amount")."""
    return _header_columns(line) is not None


@dataclass(frozen=True, slots=True)
class Column:
    """A header word naming a column whose cells are not read as quantity, price or amount."""

    # "vat", "disc", "pack", "gross" (figures to skip), "gross_net" (skipped in a row that
    # prints figures left of it), "code" or "unit" (never description)
    role: str
    x0: float
    x1: float
    next_x0: float = float("inf")  # where the next column's header starts
    # a VAT column named by a rate's word alone ("Stawka"), which a price's column may print
    # too (a fee per hour): a figure no rate can be (100 or more) under it is no rate's
    rate_word: bool = False


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
    # a header word named the description's column (else it starts at the line's left edge)
    desc_named: bool = False


def heads_quantity_column(text: str) -> bool:
    """Whether a word names an item table's quantity column ("Qty", "Menge:"), as a header or
    as the label before a quantity."""
    return bool(_QTY_HEAD.match(_head_word(text)))


def heads_item_column(text: str) -> bool:
    """Whether a word names an item table's description, quantity, price or amount column
    ("Désignation", "Quantité", "Prezzo", "Montant"), as a header or as a card's label."""
    return any(_head_roles(text, False))


_ITEM_ROLES = ("description", "quantity", "unit_price", "amount")


def item_column_role(text: str) -> str | None:
    """The one item column a word names ("Menge" -> "quantity", "Gesamtpreis" -> "amount"), or
    None when it names none or more than one ("Unit" alone heads a quantity or a price)."""
    roles = [
        role for role, named in zip(_ITEM_ROLES, _head_roles(text, False), strict=True) if named
    ]
    return roles[0] if len(roles) == 1 else None


def named_columns(line: Line) -> set[str]:
    """The item columns a header line's words name ("Cantidad  SAT  Concepto  Importe" ->
    quantity, description, amount)."""
    return {
        role
        for w in line.words
        for role, named in zip(_ITEM_ROLES, _head_roles(w.text, line.ocr), strict=True)
        if named
    }


def heads_rate_column(text: str) -> bool:
    """Whether a header cell names an item table's VAT-rate column ("MwSt.", "IVA", "% TVA")."""
    return _column_role(text) == "vat"


# two header words run together at a percent sign ("IVA%SCONTO"): the first one's column
_GLUED_AT_PERCENT = re.compile(r"([^\W\d_]+%)[^\W\d_]{3,}")


def _column_role(text: str) -> str | None:
    t = text.strip(":")
    glued = _GLUED_AT_PERCENT.fullmatch(t)
    if glued is not None:
        t = glued.group(1)
    if _VAT_HEAD.match(t):
        return "vat"
    if _DISC_HEAD.match(t):
        return "disc"
    if _PACK_HEAD.match(t) or _MULT_HEAD.match(t) or _MEASURE_HEAD.match(t):
        return "pack"
    if _CODE_COL.match(t) or _STAFF_COL.match(t):
        return "code"
    if _UNIT_COL.match(t):
        return "unit"
    return None


# "Prijs incl. BTW", "Betrag ohne MwSt.": a price or amount column, not a VAT column
_VAT_QUALIFIER = re.compile("^(?:" + alternatives("price_qualifier") + r")\.?$", re.IGNORECASE)


# the qualifiers of four letters or more, for an OCR'd one read with one letter wrong
_QUALIFIER_WORDS = frozenset(w for w in word_set("price_qualifier") if w.isalpha() and len(w) >= 4)


def _qualifier_word(text: str, ocr: bool) -> bool:
    """Whether `text` is a price qualifier ("excl.", "ohne"); on a scan also one letter of a
    qualifier of four letters or more misread ("exel." for "excl.")."""
    if _VAT_QUALIFIER.match(text):
        return True
    bare = text.rstrip(".").casefold()
    return ocr and any(len(q) == len(bare) and within_one_edit(bare, q) for q in _QUALIFIER_WORDS)


def _qualifies(prev: Word, w: Word, ocr: bool = False) -> bool:
    """Whether `prev` qualifies the VAT word `w` in one cell ("Prijs incl. BTW"): a qualifier
    ending the column before it, across a column gap ("Wartość netto   VAT (23%)"), does not."""
    return _qualifier_word(prev.text, ocr) and w.x0 - prev.x1 < max(w.height, 1.0)


def _columns(line: Line, above: Line | None = None) -> tuple[Column, ...]:
    out: list[Column] = []
    words = line.words
    # where the next column starts: a header cell wrapped onto the line above counts too
    heads = [*words, *(above.words if above is not None else [])]
    for k, w in enumerate(words):
        role = _column_role(w.text)
        if role == "vat" and k > 0 and _qualifies(words[k - 1], w, line.ocr):
            continue
        if role == "vat" and _qualified_above(w, above):
            continue  # "Unit Price Excl." wrapping onto "VAT": the price's header
        if role is None and k > 0 and _code_of_item_word(words[k - 1], w):
            role = "code"  # "Artikel Nr.:", "Item no.": the article's number, no description
        if role is None:
            continue
        x1 = w.x1
        # the column's unit printed after its name: "Tax (₹)", "MwSt (%)", "VAT [%]"
        nxt = words[k + 1] if k + 1 < len(words) else None
        if (
            nxt is not None
            and re.fullmatch(r"\(.{1,4}\)|\[.{1,4}\]|%|[€$£₹]", nxt.text)
            and nxt.x0 - w.x1 < max(w.height, 1.0)
        ):
            x1 = nxt.x1
        rate_word = False
        if role == "vat":
            x1 = _vat_name_end(words, k, x1)
            # a rate's word alone, without a tax's ("Stawka", "Rate", "Satz", "Taux")
            rate_word = x1 == w.x1 and bool(_RATE_WORD.match(w.text.strip(":")))
        prev = words[k - 1] if k > 0 else None
        x0 = w.x0
        if prev is not None and _unit_before(prev, w):
            x0 = prev.x0  # the column's unit printed before its name: "$ IVA", "€ MwSt"
        if role == "code":
            x0 = _cell_start(line, w)  # "Voce doganale": the code's column is the whole cell's
        if (
            out
            and out[-1].role == role
            and prev is not None
            and out[-1].x1 >= prev.x1
            and w.x0 - prev.x1 < max(w.height, 1.0)
        ):
            # one column named in two words ("% IVA", "% TVA"): a cell under either is its
            out[-1] = Column(role, out[-1].x0, max(x1, out[-1].x1), _next_x0(heads, x1))
            continue
        out.append(Column(role, x0, x1, _next_x0(heads, x1), rate_word))
    out += _gross_columns(words) or _gross_beside_net(line)
    return tuple(_discount_to_next_header(out, words))


# a figure of three digits or more before its decimals, or with thousands ("220,00", "1.250")
_BEYOND_RATE = re.compile(r"\d{3,}(?:[.,]\d{1,2})?|\d{1,3}(?:[.,'’ ]\d{3})+(?:[.,]\d{1,2})?")


def _beyond_rate(text: str) -> bool:
    """Whether a figure is too large for a tax rate (100 or more)."""
    return bool(_BEYOND_RATE.fullmatch(text.strip()))


def _vat_name_end(words: list[Word], k: int, x1: float) -> float:
    """Where a VAT column's name ends when a rate's word follows its VAT word in its cell
    ("VAT rate", "MwSt Satz"): a rate right-aligned under the whole name is its cell, not the
    next column's (a rate of three decimals, "6.625", had been read as the row's quantity)."""
    nxt = words[k + 1] if k + 1 < len(words) else None
    if nxt is not None and nxt.x0 - x1 < max(words[k].height, 1.0) and _RATE_WORD.match(nxt.text):
        return nxt.x1
    return x1


# a rate's word naming a VAT column with the tax's ("VAT rate", "MwSt Satz")
_RATE_WORD = re.compile("^(?:" + alternatives("rate_column_word") + r")\.?$", re.IGNORECASE)


def _cell_start(line: Line, w: Word) -> float:
    """Where the header cell holding `w` starts when `w` closes a cell of two words (a code
    column named in two: "Voce doganale", "Code SH"); else where `w` starts."""
    seg = next((s for s in line.segments if any(x is w for x in s.words)), None)
    if seg is None or len(seg.words) != 2 or seg.words[1] is not w:
        return w.x0
    return seg.x0


def _unit_before(prev: Word, w: Word) -> bool:
    """Whether `prev` is a currency sign printed right before the header word `w` ("$ IVA")."""
    return bool(re.fullmatch(r"[€$£₹]", prev.text)) and w.x0 - prev.x1 < max(w.height, 1.0)


_NET_WORD = re.compile("^(?:" + alternatives("net_column_word") + r")\.?$", re.IGNORECASE)
_GROSS_WORD = re.compile("^(?:" + alternatives("total_column") + r")\.?$", re.IGNORECASE)


def _gross_columns(words: list[Word]) -> list[Column]:
    """The gross price and amount columns of a header that prints both the price and the
    amount net and gross ("Prix HT  Prix TTC  Quantité  Montant HT  Montant TTC"): their
    figures are skipped, the net ones read. A header with one net column of them ("Montant HT
    % TVA  Montant TTC") keeps its gross amount, which a row may print alone."""
    pairs = [
        (prev, w)
        for prev, w in zip(words, words[1:], strict=False)
        if _PRICE_HEAD.match(_head_word(prev.text)) or _AMOUNT_HEAD.match(_head_word(prev.text))
    ]
    if sum(1 for _, w in pairs if _NET_WORD.match(w.text)) < 2:
        return []
    return [
        Column("gross", prev.x0, w.x1, _next_x0(words, w.x1))
        for prev, w in pairs
        # a gross qualifier, not a word naming the amount itself ("Prix total HT")
        if _GROSS_WORD.match(w.text) and not _AMOUNT_HEAD.match(_head_word(w.text))
    ]


def _gross_beside_net(line: Line) -> list[Column]:
    """The gross amount column of a header that names a net amount column left of it
    ("Nettowert  USt. %  MwSt.  Bruttowert", "Wartość netto ... Wartość brutto"), or an amount
    column that tax columns and then a gross or total one follow ("Total  VAT %  VAT  Gross",
    "Importe  IVA %  IVA  Total", "Imponibile  IVA  Totale"): its figures are skipped, the
    net amounts read (the line amounts that add up to the subtotal)."""
    cells = [(seg, concepts_of(seg.text)) for seg in line.segments]
    net = [s for s, c in cells if {"net", "amount"} <= c and "gross" not in c]
    gross = {"gross"}
    for k, (s, c) in enumerate(cells):
        if net:
            break
        after = {"gross", "total"}  # "Total  IVA %  IVA  Total": the second is the gross
        # (an amount header the concept table does not split: "Gesamtpreis  MwSt. %  MwSt";
        # the taxable base's column: "Imponibile  IVA  Totale")
        amount = bool(c & {"amount", "total", "taxable"}) or (
            not c and word_roles(s.text) == {"amount"}
        )
        if amount and not c & {"gross", "tax"} and _tax_then(cells[k:], after):
            net, gross = [s], after
    if not net:
        return []
    return [
        Column("gross_net", s.x0, s.x1, _next_x0(line.words, s.x1))
        for s, c in cells
        if c & gross and c <= {"gross", "amount", "total"} and s.x0 > net[0].x1
    ]


def _tax_then(cells: list[tuple[Segment, frozenset[str]]], after: set[str]) -> bool:
    """Whether the cells after the first are tax columns, one or more, and then right after
    them a column naming one of `after` (no price or count column between)."""
    k = 1
    while k < len(cells) and "tax" in cells[k][1]:
        k += 1
    return k > 1 and k < len(cells) and bool(cells[k][1] & after)


def _discount_to_next_header(columns: list[Column], words: list[Word]) -> list[Column]:
    """A line-discount column reaches to the next header word: its figures ("0", "5") are
    often right-aligned in a ruled cell under a header printed at the cell's left edge, so
    they lie right of the header word and would be read as the unit price."""
    out = []
    for col in columns:
        nxt = [w.x0 for w in words if w.x0 > col.x1 + 1]
        if col.role == "disc" and nxt:
            col = Column(col.role, col.x0, max(col.x1, min(nxt) - 1), col.next_x0)
        out.append(col)
    return out


def _qualified_above(w: Word, above: Line | None) -> bool:
    """Whether the header cell wrapping onto `w` from the line above ends with a price
    qualifier ("Unit Price Excl." over "VAT")."""
    if above is None:
        return False
    over = [a for a in above.words if overlaps_x(a, w)]
    return bool(over) and bool(_VAT_QUALIFIER.match(over[-1].text))


def _next_x0(words: list[Word], x1: float) -> float:
    return min((w.x0 for w in words if w.x0 > x1), default=float("inf"))


def _right_aligned_under(w: Word, col: Column) -> bool:
    """Whether a figure stands right-aligned under a header narrower than it: starting under
    the header, its middle right of the header's start, its end before the next column's
    header starts ("Toeslag" over "0,00" reaching past the word). Under the header's last
    column, whose figures may be right-aligned to the table's edge far past a left-aligned
    header ("VAT (23%)" over "3,34" further right), a figure anywhere right of its start."""
    last = col.next_x0 == float("inf")
    # a bare figure right-aligned in a cell whose header is centred over it ("USt. %" over
    # "7"): right of the header, ending nearer its end than the next header's start (a
    # percentage there is left to the row's reading of rates)
    nearer = "%" not in w.text and w.x1 <= (col.x1 + col.next_x0) / 2
    return (
        col.x0 <= x_centre(w)
        and (w.x0 < col.x1 or last or nearer)
        and w.x1 < col.next_x0
        and bool(_FIGURE.match(w.text))
    )


def _roles(line: Line) -> set[str]:
    return set().union(*(word_roles(w.text) for w in line.words))


def description_heading_alone(words: list[Word]) -> bool:
    """Whether the words are one word naming the description column ("BEZEICHNUNG",
    "Désignation"), or a price column's word and its tax qualifier ("Prix HT"): a list's
    heading or a header's first cell, no text of a party or item."""
    if len(words) == 1:
        return word_roles(words[0].text) == {"desc"}
    return (
        len(words) == 2
        and bool(word_roles(words[0].text) & {"price", "amount"})
        and (_TAX_QUALIFIER.match(words[1].text) or _VAT_QUALIFIER.match(words[1].text)) is not None
    )


def word_roles(text: str) -> set[str]:
    """The item-table columns a header word names: "desc", "qty", "price", "amount" ("Menge":
    qty; "E-Preis": price; "Unit": qty and price)."""
    return set(_word_roles(text))


@functools.lru_cache(maxsize=16384)
def _word_roles(text: str) -> tuple[str, ...]:
    """`word_roles` in its order, kept per word: every line's words are asked again and
    again whether they head a column."""
    word = _head_word(text)
    out: list[str] = []
    if _desc_head(word):
        out.append("desc")
    if _QTY_HEAD.match(word):
        out.append("qty")
    if _PRICE_HEAD.match(word):
        out.append("price")
    if _AMOUNT_HEAD.match(word):
        out.append("amount")
    return tuple(out)


def header_at(lines: list[Line], k: int) -> TableHeader | None:
    """The item-table header starting at line `k`, one line or two."""
    line = lines[k]
    start = _header_start(line)
    x = None if start is None else start[0]
    above = lines[k - 1] if k > 0 else None
    if above is not None and (
        above.page != line.page
        or line.y0 - above.y1 > 1.5 * line.height
        or re.search(r"\d", above.text)
    ):
        above = None  # no header cell wraps from there
    alone = (
        TableHeader(
            desc_x0=x,
            columns=(_columns(line, above),),
            desc_x1=_desc_end(line, x),
            amount_x0=_amount_start(line),
            qty_after_price=_qty_after_price(line),
            desc_named=start is not None and start[1],
        )
        if x is not None
        else _figures_header(line)
    )
    if x is not None and ("desc" in _roles(line) or k + 1 >= len(lines)):
        return _description_left_of(line, alone)
    if k + 1 >= len(lines) or re.search(r"\d", line.text):
        return _description_left_of(line, alone)
    below = lines[k + 1]
    if (
        below.page != line.page
        or re.search(r"\d", below.text)
        or _running_text(line)
        or _running_text(below)
        or below.y0 - line.y1 > 1.5 * line.height
        or "desc" in _roles(line)
        or _roles(below) != {"desc"}
        or len(_roles(line) | _roles(below)) < 3
        or len(_roles(line)) < 2
    ):
        return _description_left_of(line, alone)
    desc = next(w for w in below.words if _desc_head(_head_word(w.text)))
    right = [w.x0 for w in (*line.words, *below.words) if w.x0 > desc.x1 + 2]
    return TableHeader(
        desc_x0=desc.x0,
        columns=(_columns(line), _columns(below)),
        desc_row=1,
        desc_x1=min(right, default=float("inf")),
        amount_x0=_amount_start(line),
        desc_named=True,
    )


def _qty_after_price(line: Line) -> tuple[float, float] | None:
    gross = _gross_columns(line.words)  # a gross price beside the net one is skipped
    prices = [
        w
        for k, w in enumerate(line.words)
        if _STRONG_PRICE.match(_head_word(w.text))
        and not any(c.x0 <= w.x0 < c.x1 for c in gross)
        and not _second_name_of_description(line.words, k)
    ]
    qtys = [w for w in line.words if _QTY_HEAD.match(_head_word(w.text))]
    if len(prices) == 1 and len(qtys) == 1 and qtys[0].x0 > prices[0].x1:
        return qtys[0].x0, qtys[0].x1
    return None


def _second_name_of_description(words: list[Word], k: int) -> bool:
    """Whether header word `k` follows a description word and a slash in one cell
    ("Beschreibung / Preis"): the cell's rows print the price on sub-lines under the text, the
    price column is the one of its own."""
    return (
        k >= 2
        and words[k - 1].text == "/"
        and _desc_head(_head_word(words[k - 2].text), fuzzy=False)
        and words[k].x0 - words[k - 2].x1 < 4 * max(words[k].height, 1.0)
    )


def wrapped_header(upper: Line, line: Line) -> bool:
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


def stacked_header(lines: list[Line], k: int) -> tuple[Line, list[Line]] | None:
    """A header row whose cells stack their names on lines closer than a line's height, as the
    Turkish e-Fatura prints them ("Birim" over "Fiyat", "Mal" over "Hizmet" over "Tutarı",
    "Stok Kodu | Mal Hizmet | Miktar" in the middle): one line whose words are the stacks, each
    read top to bottom ("Birim Fiyat"), and the lines it was made of. Three such lines at least,
    none with a figure (an item row's wrapped cells stack too)."""
    run = [lines[k]]
    for nxt in lines[k + 1 :]:
        last = run[-1]
        if nxt.page != last.page or not last.y0 < nxt.y0 < last.y1 or re.search(r"\d", nxt.text):
            break
        run.append(nxt)
    if len(run) < _STACKED_LINES or re.search(r"\d", run[0].text):
        return None
    stacks: list[list[Word]] = []
    for w in sorted((w for ln in run for w in ln.words), key=lambda w: w.x0):
        stack = next((st for st in stacks if any(overlaps_x(w, o) for o in st)), None)
        if stack is None:
            stacks.append([w])
        else:
            stack.append(w)
    # (each stack as tall as its lowest word: a cell's gaps are measured in its type's height)
    words = [
        Word(
            " ".join(w.text for w in sorted(st, key=lambda w: w.y0)),
            min(w.x0 for w in st),
            max(st, key=lambda w: w.y0).y0,
            max(w.x1 for w in st),
            max(st, key=lambda w: w.y0).y1,
            min(w.confidence for w in st),
        )
        for st in stacks
    ]
    return merge_lines(replace(run[0], words=[]), replace(run[-1], words=words)), run


def centred_description(table: TableHeader) -> TableHeader:
    """A stacked header centres its names over their columns: the description's cells start
    where the code column's name ends when that column stands right before it ("Stok Kodu"
    over "OPAS.KUT 00", then "86X86X77mm PAKO ..." far left of the centred "Mal Hizmet")."""
    columns = [c for cols in table.columns for c in cols]
    left = [c for c in columns if c.x1 < table.desc_x0]
    if not left or max(left, key=lambda c: c.x1).role != "code":
        return table
    return replace(table, desc_x0=max(c.x1 for c in left) + 1)


# how many lines a header's stacked cell names take at least (two are `wrapped_below`'s)
_STACKED_LINES = 3


def wrapped_below(line: Line, lower: Line) -> bool:
    """Whether `lower` holds the header cells of `line` wrapped onto a second line ("Taux" over
    "TVA", "Prix" over "unitaire"), or header cells set a little lower between them ("Artikel
    ... Gesamt" over "Menge  Einzelpreis"): right under it, no digit, each of its words under a
    word of the header or naming a column of figures itself, none of them the description."""
    if (
        lower.page != line.page
        or lower.y0 - line.y1 > 0.8 * line.height
        or re.search(r"\d", lower.text)
        or "desc" in _roles(lower)
    ):
        return False
    return all(
        any(x_overlap(w, h) > 0 for h in line.words) or word_roles(w.text) & {"qty", "price"}
        for w in lower.words
    )


def qualifier_over(line: Line, lower: Line) -> bool:
    """Whether a word of `lower` stands under a price qualifier of `line` ("excl." over "btw")."""
    return any(
        _qualifier_word(h.text, line.ocr) and x_overlap(w, h) > 0
        for w in lower.words
        for h in line.words
    )


def split_header(upper: Line, line: Line) -> bool:
    """Whether an OCR'd header row was read as two lines: `upper`, holding the description's
    header, overlaps `line` (the figures' headers) by more than half a line's height, their
    words side by side ("Artikelnummer  Leistung" a little above "Anz.  Stückpreis  G-Preis")."""
    if upper.page != line.page or not line.ocr:
        return False
    if upper.y1 - line.y0 <= 0.5 * min(upper.height, line.height):
        return False
    if "desc" not in _roles(upper) or "desc" in _roles(line):
        return False
    return not any(min(a.x1, b.x1) > max(a.x0, b.x0) for a in upper.words for b in line.words)


# words of one header cell stand at most this share of their height apart; columns further
_CELL_WORD_GAP = 0.5


def _amount_start(line: Line) -> float:
    """Where the amount column starts: its header cell's left edge, the words run up to the
    amount's head word included whatever they are ("Cena łączna"), else the start of the
    price cell of a two-cell header."""
    words = line.words
    xs = []
    # a gross amount column right of the net one ("Importe  IVA %  IVA  Total") is skipped
    gross = _gross_beside_net(line)
    for k, w in enumerate(words):
        if not _AMOUNT_HEAD.match(_head_word(w.text)) or any(c.x0 <= w.x0 < c.x1 for c in gross):
            continue
        while k > 0 and words[k].x0 - words[k - 1].x1 < _CELL_WORD_GAP * max(w.height, 1.0):
            k -= 1
        xs.append(words[k].x0)
    if not xs and (price := _price_as_amount(line)) is not None:
        xs = [price.x0]
    return max(xs) if xs else float("inf")


def _price_as_amount(line: Line) -> Segment | None:
    """The price cell of a text-layer header of two cells, a description and a price
    ("Leistung  Preis"): a table of what was charged and what it cost, whose price column
    holds each line's amount."""
    segments = line.segments
    # a numbering column's short head before the description ("ID", "N°", "#") is no third
    # column of figures: its cells number the rows
    while len(segments) > 2 and len(segments[0].text) <= _NUMBERING_HEAD_CHARS:
        segments = segments[1:]
    if line.ocr or not 2 <= len(segments) <= 2 + _UNNAMED_CELLS_BEFORE_PRICE:
        return None
    if not all(_unnamed_cell(seg) for seg in segments[1:-1]):
        return None
    desc, price = ([_head_word(w.text) for w in seg.words] for seg in (segments[0], segments[-1]))
    if len(desc) != 1 or not _desc_head(desc[0], fuzzy=False) or len(price) != 1:
        return None
    return segments[-1] if _PRICE_HEAD.match(price[0]) else None


def _unnamed_cell(seg: Segment) -> bool:
    """A header cell of one word naming no column the items are read by ("Finition", "Nummer"
    between "Prestation" and "Prix"): a text column of the description's, no figures'."""
    return len(seg.words) == 1 and seg.text.isalpha() and not _word_roles(seg.text)


# the longest head of a numbering column before the description ("ID", "No.", "Pos")
_NUMBERING_HEAD_CHARS = 3
# how many unnamed text columns may stand between the description and its price
_UNNAMED_CELLS_BEFORE_PRICE = 1


# a header word that names the unit price and nothing else ("Preis", "Prix", "P.U.")
_STRONG_PRICE = re.compile("^(?:" + alternatives("unit_price_head") + ")", re.IGNORECASE)


# how many header lines may stand stacked under a header's first line
_STACKED_HEADER_LINES = 2


def under_stacked_heads(table: TableHeader, lines: list[Line], k: int) -> TableHeader:
    """A header naming no description, its text left of the first figure column, whose lines
    stacked under its last line `k` name a figure column further left ("Unit / price / (net)"
    over "Item  Qty  (net)  Net": the quantity's): the description ends there."""
    if table.desc_named or table.desc_x0 != 0.0:
        return table
    figures = [
        w.x0
        for below in _stacked_under(lines, k)
        for w in below.words
        if word_roles(w.text) & {"qty", "price", "amount"}
    ]
    return replace(table, desc_x1=min([table.desc_x1, *figures]))


def _stacked_under(lines: list[Line], k: int) -> list[Line]:
    """The header's lines stacked under its line `k`: the next lines, each close under the one
    above, without a figure, that name a column ("price  incl." and "Item  Qty  (net)  Net"
    under "Unit  Amount")."""
    out: list[Line] = []
    above = lines[k]
    for below in lines[k + 1 : k + 1 + _STACKED_HEADER_LINES]:
        if (
            below.page != above.page
            or below.y0 - above.y1 > 1.5 * above.height
            or re.search(r"\d", below.text)
            or _running_text(below)
            or not _roles(below)
        ):
            break
        out.append(below)
        above = below
    return out


def _description_left_of(line: Line, table: TableHeader | None) -> TableHeader | None:
    """A header naming no description whose first cell heads a figure column ("CANTIDAD |
    PRECIO | TOTAL" right of the rows' text): the description is the text left of it, as
    under a header of figure columns only."""
    if table is None or table.desc_x0 != line.words[0].x0 or "desc" in _roles(line):
        return table
    first = _head_word(line.words[0].text)
    if not any(p.match(first) for p in (_QTY_HEAD, _PRICE_HEAD, _AMOUNT_HEAD)):
        return table
    return replace(table, desc_x0=0.0, desc_x1=line.x0, desc_named=False)


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
    """Where the header cell after the description's starts (inf when none); a second
    description cell ("Nombre del Artículo  Descripción") is the description's too."""
    segs = line.segments
    for i, seg in enumerate(segs):
        if seg.x0 <= desc_x0 + 1 < seg.x1 + 1:
            j = i + 1
            while j < len(segs) and _desc_head(_head_word(segs[j].words[0].text), fuzzy=False):
                j += 1
            return segs[j].x0 if j < len(segs) else float("inf")
    return float("inf")


def overlaps(w: Word, col: Column) -> bool:
    """Whether the word lies under the column for at least half the narrower width."""
    inter = x_overlap(w, col)
    return inter > 0 and inter >= 0.5 * min(width(w), width(col))


# a figure (Swiss thousands marks too: "1'560.55"), a rate or a lone percent sign (OCR may add
# a speck after the sign: "4%.")
_FIGURE = re.compile(r"^[-+]?\d[\d.,'’]*\s?%?$|^[-+]?\d[\d.,]*\s?%[.,:;]$|^%$")


# a figure with cents OCR read a digit of as a letter ("56.H6"): a skipped column's cell still
_MISREAD_FIGURE = re.compile(r"\d+(?:[.,]\d{3})*[.,](?=.?\d)[\dA-Za-z]{2}")


# a tax's name printed before the rate in a VAT column's cell ("MwSt. 20%", "VAT 21%")
_TAX_NAME = re.compile(r"(?:" + alternatives("tax_word") + r")\.?", re.IGNORECASE)


def _cell_box(words: list[Word], k: int) -> Word:
    """Word `k`, widened to its percent sign when that is a word of its own right after it:
    "21 %" is one cell, centred under a header that may be narrower than either word; a
    tax's name and its rate are one cell too ("MwSt. 20%" under a narrow "USt.")."""
    w = words[k]
    pair = _tax_name_and_rate(words, k)
    if pair is not None:
        return Word(w.text, pair[0].x0, w.y0, pair[1].x1, w.y1, w.confidence)
    if k + 1 < len(words) and space_grouped(w.text, words[k + 1].text, cents=True):
        group = words[k + 1]
        if group.x0 - w.x1 < max(w.height, 1.0):
            # "2 682,90": one figure grouped by a space, its cell the whole of it
            return Word(w.text + " " + group.text, w.x0, w.y0, group.x1, w.y1, w.confidence)
    if k + 1 < len(words) and words[k + 1].text.startswith("%") and _FIGURE.match(w.text):
        sign = words[k + 1]
        if sign.x0 - w.x1 < max(w.height, 1.0):
            end = sign
            for nxt in words[k + 2 :]:
                # the exempt supply's word after a zero rate ("0 % zero-rated", "0 % exempt")
                if not EXEMPT_RATE_WORD.match(nxt.text) or nxt.x0 - end.x1 >= max(w.height, 1.0):
                    break
                end = nxt
            return Word(w.text + " %", w.x0, w.y0, end.x1, w.y1, w.confidence)
    return w


def _tax_name_and_rate(words: list[Word], k: int) -> tuple[Word, Word] | None:
    """The first and the last word of the tax's name and rate cell word `k` belongs to, a word
    gap apart ("MwSt." "20%"; "Sales" "tax" "8.875%": capitalised words before the tax word
    name the tax too), or None."""
    for r in range(max(k, 1), min(k + _TAX_NAME_WORDS_MAX + 2, len(words))):
        rate, name = words[r], words[r - 1]
        gap = max(rate.height, 1.0)
        if not RATE_CELL.fullmatch(rate.text):
            continue
        if not _TAX_NAME.fullmatch(name.text) or rate.x0 - name.x1 >= gap:
            return None
        start = r - 1
        while (
            start > 0
            and r - start <= _TAX_NAME_WORDS_MAX
            and _NAME_WORD.fullmatch(words[start - 1].text)
            and words[start].x0 - words[start - 1].x1 < gap
        ):
            start -= 1
        return (words[start], rate) if start <= k <= r else None
    return None


# a capitalised word before the tax word, naming the tax with it ("Sales", "State")
_NAME_WORD = re.compile(r"[A-Z][^\W\d_]+")
_TAX_NAME_WORDS_MAX = 2


# a VAT column's code instead of a rate ("A", "ES" exempt, "N2", an Italian nature "N2.2"): a
# cell, never description
_VAT_CODE = re.compile(r"[A-Z]{1,2}\d?(?:\.\d)?")
# a dash printed in an empty cell ("–" under "Discount %" when no discount was given)
_EMPTY_CELL = re.compile(r"[-–—]")
# a cascade of discounts in one cell ("10+5", "0,00+0,00+0,00"): a discount column's
_CASCADE_CELL = re.compile(r"\d+(?:[.,]\d+)?%?(?:\+\d+(?:[.,]\d+)?%?)+")
# a word naming an exempt supply instead of a VAT rate ("Exempt", "zw."): a skipped cell
EXEMPT_RATE_WORD = re.compile("^(?:" + alternatives("exempt_rate") + ")$", re.IGNORECASE)


def _exempt_cell(words: list[Word], k: int) -> bool:
    """Whether word `k` is in a cell naming an exempt supply: the word itself, or a word of
    letters run up to one ("Tax Exempt")."""
    j = k
    while not EXEMPT_RATE_WORD.match(words[j].text):
        nxt = words[j + 1] if j + 1 < len(words) else None
        if nxt is None or not nxt.text.isalpha() or nxt.x0 - words[j].x1 >= max(nxt.height, 1.0):
            return False
        j += 1
    return True


def _runs_on(kept: list[Word], w: Word) -> bool:
    """Whether word `w` goes on with the text kept before it: a word a word gap after a word."""
    return (
        bool(kept)
        and not _FIGURE.match(w.text)
        and re.search(r"[^\W\d_]", kept[-1].text) is not None
        and w.x0 - kept[-1].x1 < max(w.height, 1.0)
    )


def drop_skipped_columns(words: list[Word], columns: tuple[Column, ...]) -> list[Word]:
    """The row's words without the figures of VAT-rate, discount and packaging columns and
    without the ids of article-number columns and the units of unit-of-measure columns."""
    if not columns:
        return words
    out: list[Word] = []
    dropped: Word | None = None
    beyond: set[Column] = set()  # last columns that took a figure right of their header
    for k, w in enumerate(words):
        cell = _cell_box(words, k)
        col = next((c for c in columns if overlaps(cell, c) or _right_aligned_under(cell, c)), None)
        if col is not None and not overlaps(cell, col) and _FIGURE.match(w.text):
            if col in beyond and (dropped is None or cell_gap(dropped, w)):
                col = None  # a second cell right of the last header: an unnamed column's
            else:
                beyond.add(col)
        if col is not None and col.role == "gross_net" and not _figure_left_of(words, col):
            col = None  # the gross a row prints alone ("Abonnement ...  19,99")
        if col is not None and col.role == "code" and _runs_on(out, w):
            col = None  # a description running on across a narrow column ("Traduction assermentée")
        if col is not None and col.role == "unit" and _FIGURE.match(w.text):
            col = None  # the next column's count OCR ran into the unit's cell ("verp. 6")
        if col is not None and col.rate_word and _beyond_rate(w.text):
            col = None  # "220,00" under "Stawka": a fee per hour, no VAT rate
        if col is not None and (
            col.role in ("code", "unit")
            or _FIGURE.match(w.text)
            or (col.role != "gross_net" and _MISREAD_FIGURE.fullmatch(w.text))
            or _EMPTY_CELL.fullmatch(w.text)
            or (col.role == "disc" and _CASCADE_CELL.fullmatch(w.text))
            or (col.role == "vat" and _VAT_CODE.fullmatch(w.text))
            or (col.role == "vat" and _tax_name_and_rate(words, k) is not None)
            # "Tax Exempt" reaching left under the discount column beside the VAT one
            or _exempt_cell(words, k)
        ):
            if (
                w.text == "%"
                and out
                and _FIGURE.match(out[-1].text)
                and w.x0 - out[-1].x1 < max(w.height, 1.0)
            ):
                out.pop()  # "20 %" right-aligned under a narrow header: its figure too
            dropped = w
            continue
        if (
            re.fullmatch(r"%[.,:;]?", w.text)
            and dropped is not None
            and w.x0 - dropped.x1 < max(w.height, 1.0)
        ):
            continue  # "21 %": the sign of a dropped rate
        dropped = None
        out.append(w)
    return out


# an amount with cents ("76,70", "1.007,01")
_CENTS_FIGURE = re.compile(r"-?\d[\d.,' ]*[.,]\d{2}")


def _figure_left_of(words: list[Word], col: Column) -> bool:
    """Whether the row prints an amount with cents left of the column's header."""
    return any(w.x1 < col.x0 and _CENTS_FIGURE.fullmatch(w.text) for w in words)


def _bare_letters(text: str) -> str:
    """`text` case-folded, without its accents ("Ilość" -> "ilosc")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


# the quantity header words of five letters or more, without accents
_QTY_WORDS = frozenset(
    _bare_letters(w) for w in _COLUMNS["quantity"] if w.isalpha() and len(w) >= 5
)


def _qty_head(word: str, ocr: bool) -> bool:
    """Whether `word` heads the quantity column; on an OCR'd line also with one letter misread
    and its accents lost or misread ("llosć" for "Ilość")."""
    if _QTY_HEAD.match(word):
        return True
    if not ocr:
        return False
    bare = _bare_letters(word.rstrip(".,;:"))
    return len(bare) >= 5 and any(within_one_edit(bare, w) for w in _QTY_WORDS)


def _price_head_words(line: Line) -> set[int]:
    """The ids of words of a unit-price header of two words in one cell ("Unit Price", "Unit
    Cost", "P. Unit"): such a word ("Unit") may head a quantity column alone, not there."""
    out: set[int] = set()
    for seg in line.segments:
        for a, b in zip(seg.words, seg.words[1:], strict=False):
            if _PRICE_HEAD.fullmatch(_head_word(a.text) + " " + _head_word(b.text)):
                out.update((id(a), id(b)))
    return out


def qty_right_of_description(line: Line, desc_x0: float) -> tuple[float, float] | None:
    """The quantity header's x-range when that column follows the description column; a word
    naming the quantity only ("Quantity") before one that may name a unit too ("Unit  Quantity":
    the unit's column holds "m²", the count is under "Quantity")."""
    price_words = _price_head_words(line)
    found = [
        w
        for w in line.words
        if id(w) not in price_words and w.x0 > desc_x0 and _qty_head(_head_word(w.text), line.ocr)
    ]
    pure = [w for w in found if word_roles(w.text) == {"qty"}]
    best = (pure or found)[:1]
    return (best[0].x0, best[0].x1) if best else None


def price_right_of_description(line: Line, desc_x0: float) -> tuple[float, float] | None:
    """The unit price header's cell x-range when one cell right of the description column
    names the unit price alone ("Precio unitario", "Cena jedn."), perhaps after other
    columns' names OCR read into the same cell ("J.m. Ilość Cena jedn, Wartość umowy")."""
    for seg in line.segments:
        if seg.x0 <= desc_x0:
            continue
        k = next((k for k, w in enumerate(seg.words) if word_roles(w.text) == {"price"}), None)
        if k is None:
            continue
        # the cell starts at a word qualifying the price before it ("Unit Price"), and ends
        # where a word of another column's name starts (OCR read the header's cells as one:
        # "Einzelpreis LV-Betrag % fertig Ausgeführt")
        start = k
        while start > 0 and "price" in word_roles(seg.words[start - 1].text):
            start -= 1
        x1 = seg.words[k].x1
        for w in seg.words[k + 1 :]:
            if word_roles(w.text) - {"price"} or _column_role(w.text) is not None:
                break
            x1 = w.x1
        return seg.words[start].x0, x1
    return None


def qty_left_of_description(line: Line, desc_x0: float) -> tuple[float, float] | None:
    """The quantity header's x-range when that column precedes the description column (an
    item's name cell, `_name_cell`, heads none)."""
    price_words = _price_head_words(line)
    named = {id(w) for seg in line.segments if _name_cell(seg.words) for w in seg.words}
    for w in line.words:
        if id(w) in price_words or id(w) in named:
            continue
        if w.x1 <= desc_x0 and _QTY_HEAD.match(_head_word(w.text)):
            return w.x0, w.x1
    return None
