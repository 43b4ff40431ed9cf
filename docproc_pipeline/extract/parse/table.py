"""Line items: find the item table's header, read priced rows below it, across pages.

Page totals, carried/brought-forward rows and unpriced appendix rows are not items. The header is
read by `table_header.py`, a row by `table_rows.py` (from the right: amount, an optional VAT-rate
or VAT-code column, unit price, an optional unit, quantity; what lies left of the quantity, right
of the description column's start, is the description). This module walks the lines: where a
table starts and ends, which text lines describe the row above or below them, rows of special
shape (amount on the line below, a rate multiplied out, an amount only), and a bill's list of
amounts without a table. Receipts print the description on its own line above "2 x 3,50  7,00".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from decimal import Decimal
from statistics import median

from docproc_pipeline.extract.layout import Word
from docproc_pipeline.extract.parse.box import overlaps_x
from docproc_pipeline.extract.parse.dates import (
    MONTH_AND_YEAR,
    MONTH_SLASH_YEAR,
    dates_only,
    find_dates,
)
from docproc_pipeline.extract.parse.identifiers import tax_id_valid
from docproc_pipeline.extract.parse.item_records import (
    arithmetic_items,
    card_items,
    inline_item,
)
from docproc_pipeline.extract.parse.labels import STOP_LABELS, find_labels
from docproc_pipeline.extract.parse.lines import Line, Segment, cell_gap, merge_lines
from docproc_pipeline.extract.parse.numbers import (
    CENT,
    CURRENCY_CELL_RE,
    PERCENT_CELL_RE,
    SPACED_DIGITS_RE,
    find_money,
    find_percents,
    money2,
    parse_number,
    within_a_cent,
)
from docproc_pipeline.extract.parse.party_text import phone_line, town_line
from docproc_pipeline.extract.parse.resolve import multiplies_out
from docproc_pipeline.extract.parse.table_header import (
    Column,
    TableHeader,
    centred_description,
    description_heading_alone,
    drop_skipped_columns,
    header_at,
    heads_quantity_column,
    named_columns,
    overlaps,
    price_right_of_description,
    qty_left_of_description,
    qty_right_of_description,
    qualifier_over,
    split_header,
    stacked_header,
    under_stacked_heads,
    word_roles,
    wrapped_below,
    wrapped_header,
)
from docproc_pipeline.extract.parse.table_rows import (
    CODE_ALONE,
    COUNT_CELL,
    ENDS_IN_CENTS,
    FLOAT_FIGURE,
    FOUR_DECIMALS,
    MONEY_FIGURE,
    POSITION_NUMBER,
    QUANTITY_UNIT,
    STATEMENT_ENTRY,
    TIMES_SIGN,
    UNIT_WORD,
    article_numbers_apart,
    clean_ocr_description,
    figure_value,
    is_currency,
    is_figure,
    item_consistent,
    merge_thousands,
    norm_price,
    norm_qty,
    parse_row,
    price_after_qty,
    rates_apart,
    split_by_chars,
    split_glued_currency,
    unread_row,
    without_empty_dash_cells,
)
from docproc_pipeline.extract.parse.taxtable import summary_header
from docproc_pipeline.extract.parse.vocab import alternatives
from docproc_pipeline.invoice import LineItem

# a carried or brought-forward page sum ("Übertrag", "carried forward"): no item
_CARRY = re.compile(alternatives("carried_sum"), re.IGNORECASE)


# the words a deposit row's description runs on after its prepayment word ("Deposit of 30%
# for the first phase"): a totals line's prepayment label has at most a qualifier after it
DEPOSIT_ROW_WORDS_MIN = 3

# an OCR'd text line starting with a position or code cell is an item row whose figures OCR
# missed when at least this many item rows before it started with such a cell, and its
# description column holds at least this many letters
UNPRICED_ROW_LEAD_ROWS = 2
UNPRICED_ROW_MIN_LETTERS = 3

# a till receipt's row of count, times sign, unit price and amount ("1 * 4,49  4,49 C")
_TIMES_ROW = re.compile(
    r"(?<![\d.,])\d+(?:[.,]\d+)?\s*[*x×]\s*\d[\d.,]*[.,]\d{2}\s+-?\d[\d.,]*[.,]\d{2}\b"
)
# a discount line between a receipt's priced rows has one within this many lines under it
_DISCOUNT_TO_ROW_LINES = 2

# the lines below a discount row within which the net total that proves it an item is sought
ALLOWANCE_NET_LINES_MAX = 4


# a text line under an item set in type at most this share of the item row's is a detail line
# (article code, unit, a note in small grey type), not the rest of the description
DETAIL_TYPE_SHARE = 0.9
# on an OCR'd page the boxes of one size of type vary more: the share is smaller, and the row's
# size is that of its words of letters (the boxes of its figures are cut to other heights)
OCR_DETAIL_TYPE_SHARE = 0.85


# a receipt line opening with the count before the item's words ("1 Bière pression 50cl")
_COUNT_FIRST = re.compile(r"\d{1,3}\s+[^\W\d_]")

# a line of words only: letters, spaces, hyphens, commas and full stops, no figure or colon
_WORDS_ONLY = re.compile(r"[^\W\d_][^\W\d_ ,.'’-]*")


def _type_size(line: Line) -> float:
    """The line's typical word height (the median: one accented capital does not count)."""
    return median(w.height for w in line.words)


def _row_type_size(line: Line) -> float:
    """An item row's type size: an OCR'd row's that of its words of letters (0 without any)."""
    if not line.ocr:
        return _type_size(line)
    heights = [w.height for w in line.words if w.text.isalpha()]
    return median(heights) if heights else 0.0


# a postcode and town ("20095 Hamburg", "1010 Wien") or a UK postcode ("M2 4WU", "EH2 2ER")
_ADDRESS_LINE = re.compile(
    r"(?<![\d.,])\d{4,5}\s+[A-ZÄÖÜ][a-zäöüß]{2,}|\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b"
)


_TABLE_STOPS = STOP_LABELS | {"payment_terms"}


def _stops_table(line: Line, fields: frozenset[str] | set[str] = _TABLE_STOPS) -> bool:
    """Whether a label of `fields` opens one of the line's first two cells."""
    for seg in line.segments[:2]:
        labels = find_labels(seg.text)
        if labels and labels[0].start == 0 and labels[0].field in fields:
            return True
    return False


def _tax_id_line(line: Line) -> bool:
    """Whether the line opens with a tax label over a tax id with valid check digits ("TVA:
    CHE-116.281.710"): the issuer's VAT id in its letterhead, not the totals' tax row."""
    text = line.segments[0].text
    labels = find_labels(text)
    if not labels or labels[0].start != 0 or labels[0].field != "tax":
        return False
    value = text[labels[0].end :].strip(" :#")
    return bool(value) and tax_id_valid(value) is True


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
    if last.x1 < table.amount_x0 or not MONEY_FIGURE.fullmatch(last.text.lstrip("-")):
        return None
    if any(w.x0 >= table.desc_x1 for w in below.words[:-1]):
        return None
    return last


# a month of a year ("02.2026", "11/2025"): the period a service was rendered in
_MONTH_OF_YEAR = re.compile(r"(?:0[1-9]|1[0-2])[./](?:19|20)\d\d")
# a day and its month without the year ("21.07.", a time entry's date)
_DAY_AND_MONTH = re.compile(r"(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.")


_CLOCK_TIME = re.compile(r"\d{1,2}[:.]\d{2}(?::\d{2})?")


def _date_and_time_only(line: Line) -> bool:
    """Whether every word (or every cell: "9 novembre 2025  10:42") of the line is a date or a
    time of day, a date among them."""
    for parts in ([w.text.strip() for w in line.words], [s.text.strip() for s in line.segments]):
        if any(_date_word(p) for p in parts) and all(
            _date_word(p) or _CLOCK_TIME.fullmatch(p) for p in parts
        ):
            return True
    return False


def _date_word(text: str) -> bool:
    """Whether the word is a date in either order of a slash date ("02/17/26"), a month of a
    year ("02.2026", "OUT/23": a service period column) or a day of a month ("21.07.")."""
    if any(p.fullmatch(text) for p in (_MONTH_OF_YEAR, _DAY_AND_MONTH, MONTH_SLASH_YEAR)):
        return True
    return any(
        len(found) == 1 and found[0].start == 0 and found[0].end == len(text)
        for found in (find_dates(text, "dmy"), find_dates(text, "mdy"))
    )


def without_date_column(items: list[LineItem]) -> None:
    """Descriptions without the date every one of them opens with: a service-date column left
    of the description whose header the table did not name ("23/02/2026  Network switch");
    also a date in words, or the month and year a date cell left ("3. Juli 2026", "Juli 2026
    Vorbereitung"), when two items or more open with one (an expense row may have none)."""
    firsts = [(i.description or "").split(" ", 1) for i in items]
    if len(items) >= 2 and all(len(f) == 2 and _date_word(f[0]) for f in firsts):
        for item, (_, rest) in zip(items, firsts, strict=True):
            item.description = rest
        return
    # the same on the right: a date column after the description ("Installation of new
    # kitchen sink  24/08/2021  2.00  h"), one date each (no period "01/02 - 28/02/2026")
    lasts = [(i.description or "").rsplit(" ", 2) for i in items]
    if len(items) >= 2 and all(_lone_date_last(parts) for parts in lasts):
        for item, parts in zip(items, lasts, strict=True):
            item.description = " ".join(parts[:-1])
        return
    ends = [_leading_date_end(i.description or "") for i in items]
    if sum(e is not None for e in ends) < 2:
        return
    for item, end in zip(items, ends, strict=True):
        if end is not None and item.description:
            item.description = item.description[end:].strip()


def _lone_date_last(parts: list[str]) -> bool:
    """Whether a description's last word is a date and the word before it is text (no date,
    no dash of a period)."""
    return (
        len(parts) >= 2
        and _date_word(parts[-1])
        and re.search(r"[^\W\d_]{2}", parts[-2]) is not None
        and not _date_word(parts[-2])
    )


def _leading_date_end(text: str) -> int | None:
    """Where a date (or a month and its year) opening `text` ends, when words follow it."""
    found = find_dates(text, "dmy")
    end = found[0].end if found and found[0].start == 0 else None
    if end is None and (m := MONTH_AND_YEAR.match(text)) is not None:
        end = m.end()
    if end is None or not re.match(r"\s+[^\W\d_]", text[end:]):
        return None
    return end


# an article code opening a description, the item's name after it ("Art.-Nr. 76-6541
# Spanplattenschrauben"): the code's word and the code
_LEADING_ITEM_CODE = re.compile(
    r"^(?:" + alternatives("item_code_word") + r")\s*[:#]?\s*[^\W\d_]{0,3}-?\d[\w./-]*,?\s+"
    r"(?=(?:\S*[^\W\d_]){3})",
    re.IGNORECASE,
)


def without_leading_codes(items: list[LineItem]) -> None:
    """Descriptions without the article code printed before the item's name: the code is
    the item's number, not its description."""
    for item in items:
        if item.description:
            item.description = _LEADING_ITEM_CODE.sub("", item.description, count=1)
    descriptions = [i.description or "" for i in items]
    codes = [m.group(1) for d in descriptions if (m := _CODE_COLUMN.match(d))]
    if len(codes) >= 3 and len(codes) >= len(items) - 1 and len(set(codes)) > 1:
        # every item opens with an article number of its own (but one whose code was read
        # apart already, a deposit's EAN): a column of codes
        for item in items:
            item.description = _CODE_COLUMN.sub("", item.description or "", count=1)


def without_category_letters(items: list[LineItem], lines: list[Line]) -> None:
    """Descriptions without the VAT category letter every item opens with ("C TRANCHE
    SALMÃO", "E PÃO DE LEITE"), when the tax summary names those letters with their rates
    ("C  6%", "E 23%")."""
    letters = {m.group(1) for ln in lines if (m := _CATEGORY_RATE_LINE.match(ln.text))}
    leads = [m.group(1) for i in items if (m := _CATEGORY_LEAD.match(i.description or ""))]
    if len(items) >= 2 and len(leads) == len(items) and set(leads) <= letters:
        for item in items:
            item.description = _CATEGORY_LEAD.sub("", item.description or "", count=1)


def without_closing_category_letters(items: list[LineItem], lines: list[Line]) -> None:
    """Descriptions without the VAT category letter a till prints after the name and again
    after the amount ("PORCJA ROSOL Z/KUR C  1,286 ×2,19  2,82C"), when two items or more
    close so with letters printed after amounts."""
    letters = {m.group(1) for ln in lines for m in _CATEGORY_AFTER_AMOUNT.finditer(ln.text)}
    closing = [
        i
        for i in items
        if (m := _CATEGORY_CLOSE.search(i.description or "")) and m.group(1) in letters
    ]
    if len(closing) >= 2:
        for item in closing:
            item.description = _CATEGORY_CLOSE.sub("", item.description or "", count=1)


# an amount with its category letter glued after it ("2,82C", "69.99A")
_CATEGORY_AFTER_AMOUNT = re.compile(r"\d[.,]\d{2}([A-Z])\b")
# a description closing with one capital letter after a space
_CATEGORY_CLOSE = re.compile(r"(?<=\S)\s+([A-Z])$")


# a tax summary's row opening with a category letter and its rate ("C  6%", "B= 7,0%")
_CATEGORY_RATE_LINE = re.compile(r"\s*\(?([A-Z])\)?\s*=?\s*\d{1,2}(?:[.,]\d+)?\s?%")
# a description opening with one capital letter and a space
_CATEGORY_LEAD = re.compile(r"([A-Z])\s+(?=\S)")


# an article number of five to eight digits opening a description ("153094 APFELSAFT 1 L")
_CODE_COLUMN = re.compile(r"^(\d{5,8})\s+(?=\S*[^\W\d_])")


# three or more digit groups and no letter: a phone number, no description ("2024" may be one)
_PHONE_LIKE = re.compile(r"[+(]?\d+\)?(?:[\s/.-]+\(?\d+\)?){2,}")


# how far left of the description column's start (in text heights) a row's text may start
# when the column's header is centred over it
_CENTRED_HEADER_REACH = 3.0


def _text_far_left_only(line: Line, desc_x0: float | None, header: Line | None = None) -> bool:
    """Whether an OCR'd row's words of letters all lie far left of the description column (not
    under a centred header either): a line of text beside the table (an address beside the
    totals) with figures under the table's columns, no row. Words under a cell of the table's
    header line are the table's own (a product column left of an empty "Description")."""
    if desc_x0 is None:
        return False
    words = [
        w for w in line.words if re.search(r"[^\W\d_]{2}", w.text) and not is_currency(w.text, True)
    ]
    heads = [h for h in header.words if h.x1 < desc_x0] if header is not None else []
    if any(h.x0 <= w.xc <= h.x1 for w in words for h in heads):
        return False
    return bool(words) and all(
        w.x1 <= desc_x0 - _CENTRED_HEADER_REACH * max(w.height, 1.0) for w in words
    )


def _without_text_far_left(line: Line, desc_x0: float | None, header: Line | None) -> Line:
    """An OCR'd line whose words of letters all lie far left of the description column (a card
    beside the table: "BIC: DEUTDEMM760  13.75  25,96  356,95", the row's description on the
    line above) without those words and the figures among them; else the line itself."""
    if desc_x0 is None or not _text_far_left_only(line, desc_x0, header):
        return line
    kept = [w for w in line.words if w.x1 > desc_x0 - _CENTRED_HEADER_REACH * max(w.height, 1.0)]
    if not kept:
        return replace(line, words=[], segments=[])
    # (merged with an empty line: the kept words as one line, its segments found anew)
    return merge_lines(Line(page=line.page, words=[]), replace(line, words=kept))


def _lead_cells(line: Line, desc_x0: float | None) -> list[Word]:
    """The words of a row left of its description column that carry a digit (a position
    number, an article code): a row's own cells, which a wrapped description line has none of."""
    if desc_x0 is None:
        return []
    return [w for w in line.words if w.x1 < desc_x0 and re.search(r"\d", w.text)]


def _item_row_shape(line: Line) -> bool:
    """Whether a line starting with a label word reads as an item row OCR garbled, not a totals
    row: the label runs on into a description of two words or more ("Delivery van hire incl.
    driver") and three cells of figures follow (quantity, unit price, amount)."""
    labels = find_labels(line.segments[0].text)
    if not labels or labels[0].start != 0:
        return False
    rest = line.segments[0].text[labels[-1].end :]
    figures = [s for s in line.segments[1:] if re.search(r"\d", s.text)]
    return len(re.findall(r"[^\W\d_]{2,}", rest)) >= 2 and len(figures) >= 3


def _totals_line(line: Line, table: TableHeader | None) -> bool:
    """Whether an OCR'd line read as a row is a totals label starting right of the middle of the
    description column, in the totals block ("Total iliquido  32 373,.30": a label OCR misread
    in part; "Delivery van hire" at the column's start is an item)."""
    if table is None or table.desc_x1 == float("inf"):
        return False
    return _stops_table(line) and line.x0 > (table.desc_x0 + table.desc_x1) / 2


def _no_name(item: LineItem) -> bool:
    """Whether a row's description is no item's name: a till row's VAT rate before its
    figures ("7.70 %  2x  29.90  59.80"), or the unit after its count alone ("2 Stk.  3.90
    7.80" under "Paillasse Oliven")."""
    text = (item.description or "").strip()
    if PERCENT_CELL_RE.fullmatch(text):
        return True
    return item.quantity is not None and QUANTITY_UNIT.fullmatch(text) is not None


def _tax_breakdown_row(item: LineItem) -> bool:
    """Whether a row read as an item is a line of the tax breakdown under the items: its
    description holds a money figure and a tax label after it ("23 %  10,717.60  VAT at 23%
    2,465.05")."""
    desc = item.description or ""
    figure = MONEY_FIGURE.search(desc)
    if figure is None:
        return False
    return any(lb.field == "tax" for lb in find_labels(desc[figure.end() :]))


def _tax_rate_row(item: LineItem) -> bool:
    """Whether a row read as an item is a tax line of the totals: its description opens with a
    tax label and prints the rate ("Cuota IVA 21 % s/ 169,17  35,53 €": rate x base = tax)."""
    desc = item.description or ""
    labels = find_labels(desc)
    return (
        bool(labels)
        and labels[0].start == 0
        and labels[0].field in ("tax", "tax_total")
        and bool(re.search(r"\d\s?%", desc))
    )


def _rate_base_tax_cells(line: Line, decimal_sep: str) -> bool:
    """Whether the line holds a tax breakdown's row under the items: a cell of a rate, then a
    base and its tax, base x rate = tax ("8,1 %  32 871,51  2662,59"; an item row's VAT rate
    is followed by its amount, never by a base and the tax on it)."""
    segs = line.segments
    for k in range(len(segs) - 2):
        rates = find_percents(segs[k].text, decimal_sep)
        if len(rates) != 1 or not segs[k].text.rstrip().endswith("%"):
            continue
        base = figure_value(segs[k + 1].text, decimal_sep, line.ocr)
        tax = figure_value(segs[k + 2].text, decimal_sep, line.ocr)
        if (
            base is not None
            and tax is not None
            and tax > 0
            and within_a_cent(money2(base * rates[0] / 100), tax)
        ):
            return True
    return False


def _labelled(text: str) -> bool:
    """Whether a receipt's text line holds a label: one at its start, or a field's label
    anywhere (a distractor's word inside a description, "lt. Angebot", is none)."""
    labels = find_labels(text)
    return any(lb.start == 0 or not lb.field.startswith("_") for lb in labels)


def _other_label_cell(line: Line) -> bool:
    """Whether a line opens with a cell that is wholly a label of no field ("Cassa  3  17.31":
    the till's number and the time, "Operatore  12"): no item of a receipt without a header."""
    text = line.segments[0].text.strip().rstrip(":")
    return any(
        lb.field == "_x" and lb.start == 0 and lb.end == len(text) for lb in find_labels(text)
    )


def _digit_groups_only(line: Line, item: LineItem | None) -> bool:
    """Whether an OCR'd line without a table header is digit groups only, without a letter
    (past a distractor's label opening it: "Tél"), and the figures read from it do not multiply
    out: a phone number ("+33 2 48 58 33 53"), no receipt row ("2 x 3,50  7,00" multiplies out,
    and with its times sign also when one digit of its quantity or price was misread:
    `resolve.multiplies_out`)."""
    text = line.text
    labels = find_labels(text)
    if labels and labels[0].start == 0 and labels[0].field.startswith("_"):
        text = text[labels[0].end :]
    if item is None or re.search(r"[^\W\d_]", text):
        return False
    if re.match(r"\s*\+\d", text):
        return True  # a country's dialling code ("+41 (0)20 072 26 41") opens no row
    # "10.91×10.70  116,63": the times sign says quantity and price, one misread by a digit
    return _unproven_price(item, bool(_TIMES_BETWEEN_FIGURES.search(text)))


# a quantity and a unit price with the times sign between them ("2 x 3,50", "10.9×10.70")
_TIMES_BETWEEN_FIGURES = re.compile(r"\d\s*[x×*]\s*\d")


def _figure_cell_beside(line: Line, nxt: Line, decimal_sep: str, reach: float = 0.0) -> bool:
    """Whether `nxt` is nothing but figures in the gaps between `line`'s words, its middle within
    `line`'s height (widened by `reach` heights above it): a cell of the row read as a line of
    its own."""
    top = line.y0 - reach * line.height
    if nxt.page != line.page or not (top <= nxt.yc <= line.y1):
        return False
    if not all(is_figure(w.text, decimal_sep, True) for w in nxt.words):
        return False
    return not any(overlaps_x(w, v) for w in nxt.words for v in line.words)


def _joined(*parts: str | None) -> str | None:
    """The parts that are text, one space apart; None when none is."""
    return " ".join(p.strip() for p in parts if p and p.strip()) or None


def _trailing_figure_cell(line: Line, decimal_sep: str) -> Line | None:
    """The figures ending `line`, right of all its text, as a line of their own; None when the
    line is all figures or ends in text."""
    text = [k for k, w in enumerate(line.words) if not is_figure(w.text, decimal_sep, True)]
    if not text or text[-1] == len(line.words) - 1:
        return None
    figures = line.words[text[-1] + 1 :]
    return merge_lines(Line(page=line.page, words=[]), replace(line, words=figures))


def _unproven_price(item: LineItem, times: bool = False) -> bool:
    """Whether the item lacks a quantity and unit price that make its amount to the cent (with
    `times`, a times sign printed between them, also when one digit of either was misread:
    `resolve.multiplies_out`)."""
    q, p, a = item.quantity, item.unit_price, item.amount
    return q is None or p is None or a is None or multiplies_out(q, p, a, times) is None


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
        if not MONEY_FIGURE.fullmatch(w.text) or not any(
            c.role == "vat" and overlaps(w, c) for c in columns
        ):
            continue
        tax = figure_value(w.text, decimal_sep)
        if tax is not None and tax > 0 and within_a_cent(net + tax, item.amount):
            item.amount = net
            return


def _vat_column_rate(
    words: list[Word], columns: tuple[Column, ...], decimal_sep: str
) -> Decimal | None:
    """The one rate printed in the row's VAT column ("20%"), else None. A bare figure there
    counts ("10,00" whose "%" wrapped onto the row's next line): the row's figures must prove
    whatever rate is passed on (`table_rows._net_left_of_rate`)."""
    cells = [w.text for w in words if any(c.role == "vat" and overlaps(w, c) for c in columns)]
    rates = find_percents(" ".join(cells), decimal_sep)
    if not rates:
        bare = [figure_value(t, decimal_sep) for t in cells if is_figure(t, decimal_sep)]
        rates = [r for r in bare if r is not None and 0 < r < 100]
    return rates[0] if len(rates) == 1 else None


# annotation lines under an item: serial numbers, device ids
_ANNOTATION = re.compile("^(?:" + alternatives("item_annotation") + ")", re.IGNORECASE)


def _header_key(line: Line) -> str:
    """A header line's words, to tell a header repeated from another table's."""
    return " ".join(w.text.casefold() for w in line.words)


# a row that is a share of the row above ("-Di cui commissioni  0,00", "dont éco-participation")
_PART_OF_ABOVE = re.compile(
    r"^[-–]?\s*(?:" + alternatives("part_of_above") + r")(?![^\W\d_])", re.IGNORECASE
)
# a code of hex groups alone on a line under an item ("AF250E04-412B-4B02-A4ED-8A69FA49187F",
# a fiscal or tracking id): no description
_UUID = re.compile(r"\W*[0-9A-Fa-f]{8}(?:-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}\W*")
# the lines of a centred description cell stand one pitch apart, within this share of a line's
# height
_CELL_PITCH_SHARE = 0.1
# an article's code alone on a line under its name: one word of ten or more capitals and
# digits, both ("VBMYKELTIS0000XA1639U902"), no word of a name
_SKU_LINE = re.compile(r"(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{10,}")
# a section heading set between rules ("---NONFOOD ARTIKELEN---", "=== Services ==="): no
# item's description
_RULED_HEADING = re.compile(r"([-=*_~])\1+\s*[^\W\d_][^-=*_~]*?\s*([-=*_~])\2+")
# an article's code alone on a line: an EAN/GTIN's digits
_ARTICLE_CODE = re.compile(r"\d{8}|\d{12,14}")
# a money figure standing free, not the end of a product's dimensions ("700X1100X0,07")
_FREE_MONEY_FIGURE = re.compile(r"(?<![^\W\d_])" + MONEY_FIGURE.pattern)
# an article-code word and a code with a figure opening a line: "Art.-Nr. A-1238 · Einheit: Stk."
_ITEM_CODE_LINE = re.compile(
    r"^(?:" + alternatives("item_code_word") + r")\s*[:#]?\s*[^\W\d_]{0,3}-?\d", re.IGNORECASE
)


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
    if price is None or amount is None or qty is None or not within_a_cent(qty * price, amount):
        return None
    return LineItem(
        description=segs[0].text,
        quantity=norm_qty(qty),
        unit_price=norm_price(price),
        amount=amount.quantize(Decimal("0.01")),
    )


def _without_leading_cell(words: list[Word], desc_x0: float) -> list[Word]:
    """The words without a cell of their own left of the description column (a date, a
    position: the words ending before the column, a column gap before the next word); a
    description that merely starts left of a centred header keeps all its words."""
    k = next((i for i, w in enumerate(words) if w.x1 > desc_x0 + 1), len(words))
    if 0 < k < len(words) and cell_gap(words[k - 1], words[k]):
        if (
            k >= 2
            and TIMES_SIGN.fullmatch(words[k - 1].text)
            and UNIT_WORD.fullmatch(words[k - 2].text)
        ):
            return words  # a calculation running on over the gap ("33,000 KW x | 30 Días x ...")
        if _name_cell_beside(words, k):
            return words  # a name's words, the calculation beside ("Impuesto Electricidad | 5,1 % ...")
        return words[k:]
    return words


def _name_cell_beside(words: list[Word], k: int) -> bool:
    """Whether words[:k] are one cell of a name right beside the cell starting at word `k` (a
    gap of a few letters, "Impuesto Electricidad | 5,11 % sobre 902,33 €"), not a date, a
    panel of text beside the table (a meter's readings) nor a sums row ("... 720 | Summe")."""
    lead = " ".join(w.text for w in words[:k])
    height = max(words[k].height, 1.0)
    inner = [b.x0 - a.x1 for a, b in zip(words[: k - 1], words[1:k], strict=False)]
    if words[k].x0 - words[k - 1].x1 > _CENTRED_HEADER_REACH * height or any(
        g > height for g in inner
    ):
        return False
    rest = find_labels(" ".join(w.text for w in words[k:]))
    labelled = bool(rest) and rest[0].start == 0
    return bool(_NAME_WORD.search(lead)) and not find_dates(lead) and not labelled


_NAME_WORD = re.compile(r"[^\W\d_]{4,}")  # a word of a name, not a date's or a position's


def _row_money(figure: Word, words: list[Word], float_money: bool = False) -> bool:
    """Whether the row's last figure is money: printed with cents, or a whole number printed
    with its currency beside it ("1168 Euro", "€ 1168"; run into it, "Rs1,500,000", is split
    off beforehand), or a float's one decimal in a document that prints its money so."""
    text = figure.text.lstrip("-")
    if MONEY_FIGURE.fullmatch(text) or (float_money and FLOAT_FIGURE.fullmatch(text)):
        return True
    if not re.fullmatch(r"\d{1,3}(?:[.,]\d{3})+|\d+", text):
        return False
    k = words.index(figure)
    beside = words[k - 1 : k] + words[k + 1 : k + 2]
    return any(is_currency(w.text, False) for w in beside)


# a row of this many text cells without a digit is a header (of the tax summary under the items:
# "% IVA  Base  Cuota IVA  Suma"), not a description
HEADER_CELLS_MIN = 3


def _header_cells(words: list[Word]) -> bool:
    """Whether the words are a row of column headers: several cells, set apart by gaps wider
    than the type, and no digit in any."""
    if any(re.search(r"\d", w.text) for w in words):
        return False
    gaps = sum(1 for a, b in zip(words, words[1:], strict=False) if cell_gap(a, b))
    return gaps + 1 >= HEADER_CELLS_MIN


def _count_under(words: list[Word], qty_col: tuple[float, float]) -> Decimal | None:
    """The whole count a row prints under the quantity column left of its description ("1
    MANDARIJNEN  4,19" under "AANTAL  OMSCHRIJVING  BEDRAG"), its price not printed."""
    cells = [w for w in words if w.x0 < qty_col[1] + 2 and w.x1 > qty_col[0] - 2]
    # or a weight with its unit ("0.181KG")
    found = (
        re.fullmatch(r"(\d{1,4})|(\d{1,3}[.,]\d{1,3})\s?[^\W\d_]{0,2}", cells[0].text)
        if cells
        else None
    )
    if len(cells) != 1 or found is None:
        return None
    return Decimal(found.group(1) or found.group(2).replace(",", "."))


def _count_left_of(words: list[Word], desc_x0: float) -> int | None:
    """The whole count a row opens with left of the description column, its name starting in
    that column ("1 | HARINA DE TRIGO. | 0,70" under "Descripción  Importe"); None otherwise."""
    if len(words) < 2 or not COUNT_CELL.fullmatch(words[0].text):
        return None
    if words[0].x1 > desc_x0 + 1 or words[1].x1 <= desc_x0 + 1:
        return None
    return int(words[0].text)


def _left_counts_as_quantities(rows: list[tuple[LineItem, int]]) -> None:
    """The counts left of a named description column, with no quantity column named, are the
    rows' quantities (a till's "1 | HARINA DE TRIGO. | 0,70", "2 | ALUBIA ... | 0,69 | 1,38"),
    unless they number the rows (1, 2, 3 ...: positions); a count OCR read into the
    description's cell leaves it."""
    counts = [count for _, count in rows]
    if len(rows) < 2 or counts == list(range(counts[0], counts[0] + len(counts))):
        return
    for item, count in rows:
        item.quantity = Decimal(count)
        text = item.description or ""
        if text.startswith(f"{count} "):
            item.description = text[len(str(count)) + 1 :].lstrip() or None


def _amount_only_row(
    words: list[Word],
    table: TableHeader,
    decimal_sep: str,
    *,
    allowance: bool = False,
    float_money: bool = False,
) -> LineItem | None:
    """A row printing a description and only its amount, under the amount column, with the
    quantity and price cells empty ("Annonce du 06/12/2022  45,93 €"); None otherwise. With
    `allowance`, a row opening with a discount label ("Rabatt  -200,00") is read too; with
    `float_money`, an amount printed as a float ("650.0") is money."""
    merged = split_glued_currency(merge_thousands(without_empty_dash_cells(words)))
    toks = [w for w in merged if not is_currency(w.text, False)]
    if (
        len(toks) >= 3
        and re.fullmatch(r"[A-Z]", toks[-1].text)
        and ENDS_IN_CENTS.search(toks[-2].text)
    ):
        toks = toks[:-1]  # a till's VAT category after the amount ("3,87 B")
    if len(toks) < 2 or not _row_money(toks[-1], merged, float_money):
        return None
    last = toks[-1]
    if last.x1 < table.amount_x0:
        return None
    # (a currency sign inside the description stays: "x 0,073037 €  72,31 €", the amount's
    # own sign after it; one before the amount is the amount's: "Versand  € 4,90")
    at = merged.index(last)
    before = merged[:at]
    suffixed = any(is_currency(w.text, False) for w in merged[at + 1 :])
    while before and not suffixed and is_currency(before[-1].text, False):
        before.pop()
    desc = _without_leading_cell([w for w in before if w.x0 < table.desc_x1], table.desc_x0)
    desc = _without_cut_cell(desc)
    # (words without a figure there are a period's or a unit's cells: "dal 01/03/2026 al")
    rest = [w for w in toks[:-1] if w.x0 >= table.desc_x1 and is_figure(w.text, decimal_sep)]
    price = _price_of_one(rest, last, decimal_sep)
    if (
        (rest and price is None)
        or not desc
        or not any(re.search(r"[^\W\d_]{2}", w.text) for w in desc)
    ):
        return None
    if _header_cells(desc):
        return None
    indented = table.desc_x0 > 0 and desc[0].x0 > table.desc_x0 + 2 * max(desc[0].height, 1.0)
    if indented and price is None:
        return None  # a label in the totals block, right of the description column's start
    text = " ".join(w.text for w in desc)
    labels = find_labels(text)
    opening = labels[0].field if labels and labels[0].start == 0 else "_"
    if not opening.startswith("_") and not (allowance and opening == "discount"):
        return None
    amount = figure_value(last.text, decimal_sep)
    if amount is None:
        return None
    return LineItem(
        description=text, quantity=None, unit_price=price, amount=amount.quantize(Decimal("0.01"))
    )


def _without_cut_cell(desc: list[Word]) -> list[Word]:
    """The description's words without a last cell of one short lower-case word a column gap
    after them: the first word of the next column's cell, which the column's edge cut ("dal"
    of "dal 01/03/2026" under a "dal" header)."""
    if len(desc) >= 2 and cell_gap(desc[-2], desc[-1]) and _CUT_WORD.fullmatch(desc[-1].text):
        return desc[:-1]
    return desc


_CUT_WORD = re.compile(r"[^\W\d_A-Z]{2,3}")


def _price_of_one(rest: list[Word], last: Word, decimal_sep: str) -> Decimal | None:
    """The unit price of a row whose quantity cell is empty: the one figure between the
    description and the amount, with cents, equal to the amount ("Comisión  |  | 456,00 |
    456,00" under "Cant. | Precio | Total")."""
    if len(rest) != 1 or not ENDS_IN_CENTS.search(rest[0].text):
        return None
    price = figure_value(rest[0].text, decimal_sep)
    return price if price is not None and price == figure_value(last.text, decimal_sep) else None


# the labels of the sums a bill's list of amounts adds up to (a receipt's amount paid, too)
_TOTAL_FIELDS = frozenset({"total", "subtotal", "amount_due", "_prepayment"})


# a sum or a tax line is no item of a bill's amount list ("Gesamtbeitrag", "Versicherungsteuer")
_SUM_OR_TAX = re.compile(
    "^(?:" + alternatives("sum_word") + ")|" + alternatives("tax_line_word"), re.IGNORECASE
)


# a tax rate printed with its decimals ("23,00%"): a tax line's, never an item name's
_RATE_WITH_DECIMALS = re.compile(r"\d[.,]\d{1,2}\s?%")


_SUM_WORD = re.compile("^(?:" + alternatives("total_word") + ")", re.IGNORECASE)


# the tax summary's heading under the items ("Riepilogo IVA", "VAT summary:")
_TAX_SUMMARY_HEADING = re.compile(
    r"\W*(?:" + alternatives("tax_summary_heading") + r")\W*", re.IGNORECASE
)


# a till receipt's VAT category after an amount ("€3,49 A", "26,98A"), perhaps a letter and
# a digit ("1,79 A2": a till that numbers its categories)
_CATEGORY_AFTER = re.compile(r"(?<=\d)[\s.]?[A-Z]\d?$")  # OCR may glue it with a speck: "11,98.B"
# an article's code before its words ("4015400622772 PAMPERS TÜCHER"): no part of the description
_LEADING_CODE = re.compile(r"^\d{8,14}\s+(?=[^\W\d_])")
# dots leading from a description to its amount in one run of text ("Reparatur ... 80,00 €"):
# a column gap of their own
_LEADER = re.compile(r"[.…·_]{2,}")
# a position's word and number opening a listed line ("Pos 1:", "Pos. 2 -")
_POSITION_LABEL = re.compile(
    r"^(?:" + alternatives("position_word") + r")\.?\s*\d{1,3}\s*[:.-]\s+", re.I
)


# an amount of thousands grouped by spaces, perhaps with its currency ("2 340,00 zł")
_SPACE_GROUPED = re.compile(r"-?\d{1,3}(?: \d{3})+[.,]\d{2}(?:\s?(?:[^\W\d_]{1,3}|[€$£]))?")


# one character of a script beyond Latin: on an OCR'd receipt, a mark read as such a glyph
_FOREIGN_GLYPH = re.compile(r"[^\x00-\u024f]")


# a listed line read: its description, the amount's word, the amount, and the quantity and
# unit price when printed
_ListedAmount = tuple[str, Word, Decimal, tuple[Decimal, Decimal | None] | None]


def _bare_figure(text: str) -> str:
    """An amount cell's figure without its currency sign ("€12.00", "0,69€") and a VAT category
    letter after it ("9,90C")."""
    return _CATEGORY_AFTER.sub("", text.lstrip("$€£").removesuffix("€"))


# a rate in brackets, no "%" ("(21.00)", "(10,50)")
_BRACKETED_RATE = re.compile(r"\(\d{1,2}[.,]\d{2}\)")


def _listed_words(line: Line) -> list[Word]:
    """A line's words without currency marks, a leading mark ("*", a bullet) and a VAT
    category letter after its last figure."""
    words = [w for w in line.words if not is_currency(w.text, line.ocr)]
    amount_cell = line.segments[-1]
    if len(line.segments) >= 2 and _SPACE_GROUPED.fullmatch(amount_cell.text.strip()):
        # an amount cell of its own grouped by spaces ("2 340,00"): one figure
        cell = [w for w in words if w.x0 >= amount_cell.x0]
        words = [w for w in words if w.x0 < amount_cell.x0]
        if cell:
            words.append(replace(cell[0], text="".join(w.text for w in cell), x1=cell[-1].x1))
    words = _count_unglued(words)
    if words and re.fullmatch(r"[*#•▪◦‣^]", words[0].text):
        words = words[1:]
    elif words and re.fullmatch(r"[*•]\d{1,3}", words[0].text):
        words[0] = replace(words[0], text=words[0].text[1:])  # a mark run into a count: "*1"
    elif line.ocr and len(words) > 2 and _FOREIGN_GLYPH.fullmatch(words[0].text):
        words = words[1:]  # the mark OCR read as a glyph of a script we do not read ("案 1 TEA")
    elif _flag_cell(line):
        words = [w for w in words if w.x0 >= line.segments[1].x0]
    rate = line.segments[-2] if len(line.segments) >= 3 else None
    if rate is not None and PERCENT_CELL_RE.fullmatch(rate.text.strip()):
        # the row's VAT rate in a cell of its own before the amount ("Reparto 1 | 10% | 2,00")
        words = [w for w in words if not rate.x0 <= w.xc <= rate.x1]
    if len(words) >= 3 and _BRACKETED_RATE.fullmatch(words[-2].text):
        words = [*words[:-2], words[-1]]  # a fiscal printer's rate: "EMPANADA ATN (21.00) 31.00"
    if len(words) >= 3 and words[-1].text == "*" and re.fullmatch(r"[A-Z]\d?", words[-2].text):
        words = words[:-1]  # a mark after the category ("-0,25 A *": no discount on the item)
    last = words[-1].text if words else ""
    if len(words) >= 2 and re.fullmatch(r"[A-Z]\d?", last) and words[-2].text[-1:].isdigit():
        words = words[:-1]
    elif (
        len(words) >= 2
        and re.fullmatch(r"\d", last)
        # no category digit follows cents (nor a minus after them: "2.30- 1", a return)
        and ENDS_IN_CENTS.search(words[-2].text.removesuffix("-"))
        and (line.ocr or words[-2].x0 >= amount_cell.x0)
    ):
        # the category letter read as a digit ("31,96 8" for "31,96 B"), or a category
        # digit printed one space after the amount in its cell ("14,99 1")
        words = words[:-1]
    elif len(words) >= 2 and re.fullmatch(r"[€$£][A-Z0-9]", last) and words[-2].text[-1:].isdigit():
        # the currency sign with the VAT category run into it ("4,80 €1")
        words = words[:-1]
    return words


# a till's mark before an item's name in a column of its own ("AZI" for an offer's price)
_FLAG = re.compile(r"[A-Z]{1,3}")
# how far (in text heights) a flag cell stands left of the name
FLAG_GAP_HEIGHTS = 1.0


def _flag_cell(line: Line) -> bool:
    """Whether the line opens with a flag cell: one to three capitals a column gap left of
    words ("AZI | Mele Gala" among items whose names start at "Mele"'s edge)."""
    if len(line.segments) < 2 or not _FLAG.fullmatch(line.segments[0].text.strip()):
        return False
    flag, name = line.segments[0], line.segments[1]
    gap = name.x0 - flag.x1
    return (
        gap >= FLAG_GAP_HEIGHTS * max(line.height, 1.0)
        and re.match(r"[^\W\d_]{2}", name.text) is not None
    )


def _count_unglued(words: list[Word]) -> list[Word]:
    """The words with a count run into the word before its times sign parted from it
    ("Microwave Pilau Rice4 x £0.49": "Rice" and "4")."""
    out: list[Word] = []
    for k, w in enumerate(words):
        glued = _GLUED_COUNT.fullmatch(w.text)
        times = k + 1 < len(words) and words[k + 1].text in ("x", "×", "X")
        if glued is None or not times:
            out.append(w)
            continue
        out += split_by_chars(w, [glued.group(1), glued.group(2)])
    return out


# a word with a count glued to its end ("Rice4")
_GLUED_COUNT = re.compile(r"([^\W\d_]{2,})(\d{1,3})")


# a quantity opening a receipt's item line ("2 BADOIT ROUGE  5.80  11.60")
_LEADING_QTY = re.compile(r"^(\d{1,3})\s+(?=[^\W\d_])")
# a count with its times sign opening a receipt's item line ("1 x Tisane  3,20"): the line is
# an item of that quantity even when it is the receipt's only one
_LEADING_COUNT = re.compile(r"^(\d{1,3})\s*[x×]\s*(?=[^\W\d_])")


def _led(words: list[Word]) -> bool:
    """Whether dots lead from a listed line's text to its amount ("Reparatur ... 80,00 €")."""
    return len(words) >= 3 and _LEADER.fullmatch(words[-2].text) is not None


def _amounts_align(amount: Word, right: float, tol: float, line: Line, above: Line) -> bool:
    """Whether a listed line's amount stands in the group's amount column (right-aligned at
    `right`), or both it and the line above lead to their amounts by dots."""
    return abs(amount.x1 - right) <= tol or (
        _led(_listed_words(line)) and _led(_listed_words(above))
    )


# a till's VAT code after an item's name, starred ("SUCCO ACE *C")
_VAT_MARK_END = re.compile(r"\s+\*[^\W\d_]$")


def _listed_amount(
    line: Line, decimal_sep: str, labelled: bool = False, *, text_figures: bool = False
) -> _ListedAmount | None:
    """A line of a description and one money figure at its right end ("Cloud storage  $2.40"),
    or of a quantity, a description, the unit price and the amount they multiply out to ("2
    BADOIT ROUGE  5.80  11.60"; the quantity and unit price are returned with it), or of a
    count and its times sign, a description and the amount ("1 x Tisane  3,20": the quantity
    alone). A description opening with a label ("Delivery ...") is an item only when
    quantity x unit price make its amount, or with `labelled` (the caller checked that)."""
    words = _listed_words(line)
    led = _led(words)
    words = [w for w in words if not _LEADER.fullmatch(w.text)]
    if len(words) < 2:
        return None
    last = words[-1]
    figure = _bare_figure(last.text)
    # a discount row: "MPM Privilege  -809.44", a till's "AZIONE  0.35-" (its minus after)
    negative = len(figure) > 1 and (figure[:1] in "-−" or figure[-1:] in "-−")
    figure = figure.strip("-−") if negative else figure
    if not MONEY_FIGURE.fullmatch(figure):
        return None
    amount = figure_value(figure, decimal_sep, line.ocr)
    if negative and amount is not None:
        amount = -amount
    priced: tuple[Decimal, Decimal | None] | None = _leading_qty_and_price(
        words, amount, decimal_sep, line.ocr
    )
    if priced is not None:
        words = [*words[:-2], last]  # without the unit price
    else:
        priced, words = _qty_times_price_before(words, amount, decimal_sep)
    if len(line.segments) < 2 and priced is None and not led:
        # one cell of text and figures: an item only when quantity x price make its amount
        # ("SER GOUDA 0,250 ×39,60 9,90C", printed too close for a column gap)
        return None
    figures = [w for w in words[:-1] if MONEY_FIGURE.search(w.text)]
    if figures and not (
        _figures_of_the_text(line, figures) or (text_figures and len(figures) == 1)
    ):
        return None
    text = " ".join(w.text for w in words[:-1] if w.x1 < last.x0).strip()
    text = _LEADING_CODE.sub("", text).removesuffix(":")  # "Beratungshonorar: £ 2.500,00"
    text = _POSITION_LABEL.sub("", text)  # "Pos 1: Reparatur ..."
    text = _VAT_MARK_END.sub("", text)  # "TWIX X6 *C": the till's VAT code after the name
    count = _LEADING_COUNT.match(text)
    if count is not None and priced is None and int(count.group(1)) > 0:
        priced = (Decimal(count.group(1)), None)
        text = text[count.end() :]
    if not re.search(r"[^\W\d_]{3}", text) or _SUM_OR_TAX.search(text):
        return None
    labels = find_labels(text)
    if labels and labels[0].start == 0 and not (labelled or (priced and priced[1] is not None)):
        return None
    return (text, last, amount, priced) if amount is not None else None


def _figures_of_the_text(line: Line, figures: list[Word]) -> bool:
    """Whether the figures before a listed line's amount belong to its description: the line
    is one text cell and the amount's, and the text is mostly words ("Término potencia ... P1:
    3.45 kW - precio: 0.073782  |  0,25€"), not a row of figure columns."""
    if len(line.segments) != 2:
        return False
    text = line.segments[0]
    if not all(text.x0 - 1 <= w.x0 and w.x1 <= text.x1 + 1 for w in figures):
        return False
    wordy = sum(bool(re.search(r"[^\W\d_]{2}", w.text)) for w in text.words)
    return wordy >= 2 * len(figures) + 2


def _leading_qty_and_price(
    words: list[Word], amount: Decimal | None, decimal_sep: str, ocr: bool
) -> tuple[Decimal, Decimal] | None:
    """The quantity opening an item line and the unit price before its amount, when they
    multiply out to the amount."""
    m = _LEADING_QTY.match(" ".join(w.text for w in words))
    if amount is None or m is None or len(words) < 4 or not MONEY_FIGURE.fullmatch(words[-2].text):
        return None
    price = figure_value(words[-2].text, decimal_sep, ocr)
    qty = Decimal(m.group(1))
    if price is None or qty <= 0 or not within_a_cent(qty * price, amount):
        return None
    return qty, price


def _qty_times_price_before(
    words: list[Word], amount: Decimal | None, decimal_sep: str
) -> tuple[tuple[Decimal, Decimal] | None, list[Word]]:
    """The "Q x P" printed between an item's description and its amount ("Spray  2 x13,49
    26,98A"), when they multiply out to it, and the words without it."""
    if amount is None:
        return None, words
    for k in range(max(len(words) - 8, 1), len(words) - 1):
        cell = " ".join(w.text for w in words[k:-1])
        m = _QTY_TIMES_PRICE.match(cell)
        if m is None:
            continue
        qty = Decimal(m.group(1).replace(",", "."))
        price = figure_value(m.group(2), decimal_sep)
        if price is not None and qty > 0 and within_a_cent(qty * price, amount):
            return (norm_qty(qty), norm_price(price) or price), [*words[:k], words[-1]]
    return None, words


def _quantity_column(items: list[LineItem]) -> None:
    """A quantity opening every item's description is the receipt's quantity column ("1
    APEROL SPRITZ", "2 BADOIT ROUGE"): it is the items' quantity, not their words."""
    goods = [i for i in items if i.amount is None or i.amount >= 0]  # not a discount row
    found = [_LEADING_QTY.match(i.description or "") for i in goods]
    if len(goods) < 2 or not all(found):
        return
    for item, m in zip(goods, found, strict=True):
        assert m is not None and item.description is not None
        item.quantity = item.quantity or Decimal(m.group(1))
        item.description = item.description[m.end() :]


# a till receipt's quantity line under (or over) its item: "0,302 x 5,29", "2 × 0,65", "3 x 0.69 EUR"
# also in brackets after a description, with a unit of a word ("(12,5 Std. × 32,00)", "(1 Lizenz
# × 243,98)", "(24 m² × 1.033,11)", "(0,5 m2 × 118,16)"), the price perhaps after its currency
# ("2 × GBP 83.34"), or "at" it ("2@ $7.50 each")
_QTY_TIMES_PRICE = re.compile(
    r"^\(?(\d+(?:[.,]\d{1,3})?)\s*(?:[^\W\d_]{1,10}[²³23]?\.?\s*)?[xX×*@]\s*(?:[€$£]|[A-Z]{3})?\s?"
    r"(\d{1,3}(?:[.,'’\s]?\d{3})*[.,]\d{2})(?:\s*(?:[^\W\d_]{1,3}|[€$£]|each|ea\.)(?:/[^\W\d_]{1,5}\.?)?)?\)?$"
)
# a fiscal printer's quantity of three decimals and unit price apart by a slash ("2.000 / 39.00")
_WEIGHED_SLASH_PRICE = re.compile(r"(\d{1,4}[.,]\d{3})\s/\s(\d{1,3}(?:[.,]?\d{3})*[.,]\d{2})")
# the label opening a line of an item's quantity and unit price ("Qty 3 × 831.00")
_QTY_LABEL = re.compile(r"^(?:[^\W\d_][^\s\d]*\s+){1,3}(?=\d)")


def _qty_times_price(
    line: Line, amount: Decimal, decimal_sep: str
) -> tuple[Decimal, Decimal] | None:
    """The quantity and unit price a receipt prints on a line of their own next to the item
    ("2 x 0,65" under "CRÈME DESSERT  1,30"), when they multiply out to the item's amount."""
    text = line.text.strip()
    m = (
        _QTY_TIMES_PRICE.match(text)
        or _QTY_TIMES_PRICE.match(_QTY_LABEL.sub("", text, count=1))
        or _WEIGHED_SLASH_PRICE.fullmatch(text)
    )
    if m is None:
        return None
    qty = Decimal(m.group(1).replace(",", "."))  # a weight's decimals: the product checks them
    price = figure_value(m.group(2), decimal_sep, line.ocr)
    if qty is None or price is None or qty <= 0 or not within_a_cent(qty * price, amount):
        return None
    return norm_qty(qty), norm_price(price) or price


def _printed_totals(lines: list[Line], decimal_sep: str) -> set[Decimal]:
    """The figures on the lines a total or sum label opens; on a scan, a figure cell of digits
    split by spaces is also read with its last two digits as the cents."""
    totals: set[Decimal] = set()
    for ln in lines:
        for seg in ln.segments[:2]:
            labels = find_labels(seg.text)
            if not (labels and labels[0].start == 0 and labels[0].field in _TOTAL_FIELDS) and (
                not _SUM_WORD.match(seg.text)
            ):
                continue
            for w in ln.words:
                value = figure_value(w.text.lstrip("$€£"), decimal_sep, ln.ocr)
                if value is not None and MONEY_FIGURE.search(w.text):
                    totals.add(value)
            # an amount whose thousands are grouped by a space ("4 002,35 zł")
            totals.update(a.value for a in find_money(ln.segments[-1].text, decimal_sep))
            if ln.ocr:
                totals.update(
                    Decimal(cell.text.replace(" ", "")) / 100
                    for cell in ln.segments[1:]
                    if SPACED_DIGITS_RE.fullmatch(cell.text.strip())
                )
    return totals


_Listed = tuple[Line, str, Decimal]
# how far (in line heights) a listed line's start may stray from its siblings' and be one of
# them; on a photo, whose lines OCR boxes a character or two apart, if none were found so
_INDENT = 0.3
_PHOTO_INDENT = 1.0


def _proven_run(
    group: list[_Listed],
    best: list[_Listed],
    priced: dict[int, tuple[Decimal, Decimal | None]],
    totals: set[Decimal],
    below: dict[Decimal, int] | None = None,
) -> list[_Listed]:
    """The longest run of the group's first lines that adds up to a total (sums and payments
    may follow the items at their indent), when longer than `best`; one line only with its "Q
    x P". Every line proving itself (quantity x unit price = its amount) makes the items, even
    where their sum is no printed total (a misprinted net). A long run may add up to a figure
    printed anywhere under it (`below`: figure -> its last line), its label one no lexicon
    knows ("HOFER PREIS  96.09"), or stand on a page that prints no total at all."""
    proven = [g for g in group if (qp := priced.get(g[0].index)) is not None and qp[1]]
    if len(group) > max(len(best), 1) and len(proven) == len(group):
        return list(group)
    for n in range(len(group), len(best), -1):
        if n < 2 and not (n == 1 and group[0][0].index in priced):
            break
        total = sum((a for _, _, a in group[:n]), Decimal(0))
        # the total paid and the change, under the total ("Pagamento elettronico 240,63",
        # "Resto 0,00"): the payment of the total, no items
        paid = n > 1 and within_a_cent(group[0][2], total)
        last = (below or {}).get(total.quantize(CENT), -1)
        # the cash handed over and the change under the sum they make ("Summe 34,09" over "Bar
        # 50,09", "Rückgeld -16,00"): a payment, no items
        paid = paid or (n > 1 and group[n - 1][2] < 0 <= last < group[0][0].index)
        if not paid and any(within_a_cent(total, t) for t in totals):
            return list(group[:n])
        if not paid and n >= _LONG_RUN and last > group[n - 1][0].index:
            return list(group[:n])
    if not totals and not best and len(group) >= _LONG_RUN and not _sums_inside(group):
        # a long run of names and amounts on a page that prints no total (a receipt's crop,
        # the photo cut above its sum): its items
        return list(group)
    return best


# so many rows adding up exactly to a figure printed under them are no coincidence
_LONG_RUN = 5


def _sums_inside(group: list[_Listed]) -> bool:
    """Whether a line's amount is the sum of two or more lines right above it: a run of
    totals whose labels no lexicon knows (net, tax, total), no items."""
    amounts = [a for _, _, a in group]
    return any(
        sum(amounts[j:k], Decimal(0)) == amounts[k]
        for k in range(2, len(amounts))
        for j in range(k - 1)
    )


def _figures_below(lines: list[Line], decimal_sep: str) -> dict[Decimal, int]:
    """Every money figure the lines print, with the index of the last line printing it."""
    out: dict[Decimal, int] = {}
    for ln in lines:
        for a in find_money(ln.text, decimal_sep):
            out[a.value.quantize(CENT)] = ln.index
    return out


# a receipt's rows closed by its total line, whose sum misses that total by less than this share
# of it (a misprinted or misread total): its items all the same
_NEAR_TOTAL = Decimal("0.1")


def _closed_by_total(
    group: list[_Listed], end: Line, decimal_sep: str, near: Decimal = _NEAR_TOTAL
) -> bool:
    """Whether the listed rows `group` end at a line opening with a total label whose figure
    their sum nearly makes (within `near` of it: "TOTALE COMPLESSIVO  EUR 240,63" under rows
    adding to 230,63)."""
    labels = find_labels(end.segments[0].text) if end.segments else []
    if not labels or labels[0].start != 0 or labels[0].field not in ("total", "amount_due"):
        return False
    amounts = find_money(end.segments[-1].text, decimal_sep)
    total = sum((a for _, _, a in group), Decimal(0))
    return any(a.value > 0 and abs(a.value - total) <= near * a.value for a in amounts[-1:])


def _one_item_total(group: list[_Listed], end: Line, lines: list[Line], decimal_sep: str) -> bool:
    """Whether a receipt of one item ends at its total: the total line right under the item
    prints its amount, and no total label after it prints another figure ("Gesamtbeitrag
    500,00" under an insurance's one charge, then its tax and "Rechnungsbetrag 595,00")."""
    if not _closed_by_total(group, end, decimal_sep, near=Decimal(0)):
        return False
    for ln in (ln for ln in lines if ln.index > end.index):
        labels = find_labels(ln.segments[0].text) if ln.segments else []
        if not labels or labels[0].start != 0 or labels[0].field not in ("total", "amount_due"):
            continue
        amounts = find_money(ln.segments[-1].text, decimal_sep)
        if amounts and not within_a_cent(amounts[-1].value, group[0][2]):
            return False
    return True


def _list_indent(line: Line) -> float:
    """Where a listed line starts: past a "*" mark (marked and unmarked items align their
    words), but at a mark OCR read as a foreign glyph, which stands in the items' column."""
    words = _listed_words(line)
    if not words or (line.ocr and _FOREIGN_GLYPH.fullmatch(line.words[0].text)):
        return line.x0
    if _count_cell_first(line):
        return line.segments[1].x0  # its count in a column of its own, left of the names
    return words[0].x0


def _count_cell_first(line: Line) -> bool:
    """Whether the listed line opens with a count in a cell of its own before its name ("5 |
    Icon Coca Cola | 18.00" among names whose counts OCR did not read)."""
    segs = line.segments
    return (
        len(segs) >= 3
        and re.fullmatch(r"\d{1,3}", segs[0].text.strip()) is not None
        and re.match(r"[^\W\d_]", segs[1].text) is not None
    )


# a sum's line: its word first ("SUBTOTALE  15.60"), then a figure
_SUM_LINE = re.compile(r"^\W*(?:" + alternatives("sum_word") + r")\b", re.IGNORECASE)


def _sum_line(line: Line) -> bool:
    """Whether the line is a sum's, which ends the list above it even when printed deeper
    in than the items ("SUBTOTALE  15.60" under a till's items, the coupons after it)."""
    return _SUM_LINE.match(line.text) is not None and MONEY_FIGURE.search(line.text) is not None


def _discount_row(listed: _ListedAmount, anchor: tuple[float, float] | None, tol: float) -> bool:
    """Whether a listed line is a discount row under a group's items: a negative amount in
    their amount column, at any indent ("  MPM Dining Privilege  -809.44")."""
    return anchor is not None and listed[2] < 0 and abs(listed[1].x1 - anchor[1]) <= tol


def _group_discount(
    line: Line, listed: _ListedAmount | None, anchor: tuple[float, float] | None, decimal_sep: str
) -> _ListedAmount | None:
    """The line as a discount row of the group (`_discount_row`), also when a discount word
    opens it ("Mitarbeiterrabatt 5%  -0,29 A")."""
    if listed is None:
        listed = _listed_amount(line, decimal_sep, labelled=True)
        listed = listed if listed is not None and listed[2] < 0 else None
    if listed is None or not _discount_row(listed, anchor, max(line.height, 1.0)):
        return None
    return listed


def _amount_list(
    lines: list[Line], decimal_sep: str, indent: float = _INDENT
) -> tuple[list[LineItem], set[int]]:
    """Items of a bill without an item table: sibling lines of a description and one amount,
    at the same indent (within `indent` line heights) and with right-aligned amounts, whose
    amounts add up to a printed total ("Cloud storage  $2.40" / "  Charges  $2.40" / "Backup
    $1.10"). Deeper-indented lines under a sibling are its details; a line at a smaller
    indent ends the group."""
    totals, below = _printed_totals(lines, decimal_sep), _figures_below(lines, decimal_sep)
    if not below:
        return [], set()  # no figure printed: no total either
    best: list[tuple[Line, str, Decimal]] = []
    group: list[tuple[Line, str, Decimal]] = []
    anchor: tuple[float, float] | None = None
    # an item line's quantity and unit price
    priced: dict[int, tuple[Decimal, Decimal | None]] = {}

    def close_group(end: Line | None = None) -> None:
        nonlocal best
        best = _proven_run(group, best, priced, totals, below)
        if end is not None and (
            (len(group) > max(len(best), 2) and _closed_by_total(group, end, decimal_sep))
            or (len(group) == 1 and not best and _one_item_total(group, end, lines, decimal_sep))
        ):
            best = list(group)

    under = -1  # the line of an item's figures under its words, read with them
    for k, ln in enumerate(lines):
        if k == under:
            continue
        tol = max(ln.height, 1.0)
        same_page = not group or group[-1][0].page == ln.page
        x0 = _list_indent(ln)
        listed, over_figures = _listed_at(lines, k, anchor, same_page, decimal_sep)
        under = k + 1 if over_figures else under
        reading = (indent, decimal_sep)
        if group and same_page and (member := _group_member(lines, k, listed, anchor, reading)):
            group.append(member[0])
            if member[1] is not None:
                priced[member[0][0].index] = member[1]
            continue
        deeper = anchor is not None and same_page and x0 > anchor[0] + indent * tol
        if deeper and not _sum_line(ln):
            if group and (qp := _qty_times_price(ln, group[-1][2], decimal_sep)) is not None:
                priced[group[-1][0].index] = qp
            continue  # a detail line under a sibling
        # the item's quantity and unit price on the line under it, at its indent
        last = group[-1] if group and same_page and lines[k - 1] is group[-1][0] else None
        if listed is None and last and (qp := _qty_times_price(ln, last[2], decimal_sep)):
            priced[last[0].index] = qp
            continue
        if (
            listed is not None
            and anchor is not None
            and same_page
            and abs(x0 - anchor[0]) <= indent * tol
            and _amounts_align(listed[1], anchor[1], tol, ln, group[-1][0])
        ):
            group.append((ln, listed[0], listed[2]))
            if listed[3] is not None:
                priced[ln.index] = listed[3]
            if ln.ocr:
                # a photographed receipt's skew moves its margins a little each line: each
                # line aligns with the one before it
                anchor = (x0, listed[1].x1)
            continue
        if listed is None and same_page and anchor and _between_items(lines, k, anchor, reading):
            continue
        close_group(ln)
        group = []
        anchor = None
        if listed is not None:
            group = [(ln, listed[0], listed[2])]
            anchor = (x0, listed[1].x1)
            if listed[3] is not None:
                priced[ln.index] = listed[3]
    close_group()
    return _listed_items(best, priced)


def _between_items(
    lines: list[Line], k: int, anchor: tuple[float, float], reading: tuple[float, str]
) -> bool:
    """Whether line `k`, no listed line, goes on a group of them: the heading of the next group
    of charges ("Energía"), an item's article number ("Art/Ean 4047777185192"), or the quantity
    and unit price over the item on the next line ("2.000 / 39.00")."""
    indent, decimal_sep = reading
    ln = lines[k]
    return (
        _group_heading(ln, anchor, indent)
        or _article_code_line(ln)
        or _prices_next(lines, k, decimal_sep)
    )


def _prices_next(lines: list[Line], k: int, decimal_sep: str) -> bool:
    """Whether line `k` is the quantity and unit price of the listed line under it, multiplying
    out to its amount ("2.000 / 39.00" over "AQ PERA 500 CC  (21.00)  78.00")."""
    if k + 1 >= len(lines) or lines[k + 1].page != lines[k].page:
        return False
    listed = _listed_amount(lines[k + 1], decimal_sep)
    return listed is not None and _qty_times_price(lines[k], listed[2], decimal_sep) is not None


def _group_member(
    lines: list[Line],
    k: int,
    listed: _ListedAmount | None,
    anchor: tuple[float, float] | None,
    reading: tuple[float, str],
) -> tuple[_Listed, tuple[Decimal, Decimal | None] | None] | None:
    """Line `k` joining a group of listed lines though it is none itself: a charge in their
    column, a discount, or a weighed good's figures under its name (the name's line joins,
    with its weight); with its quantity and unit price when known. `reading`: the indent
    allowed (in line heights) and the decimal separator."""
    indent, decimal_sep = reading
    ln = lines[k]
    if listed is None and anchor is not None:
        charge = _charge_in_group(ln, decimal_sep)
        tol = max(ln.height, 1.0)
        if charge is not None and _in_column(_list_indent(ln), charge[1], anchor, indent, tol):
            return (ln, charge[0], charge[2]), None
    if off := _group_discount(ln, listed, anchor, decimal_sep):
        return (ln, off[0], off[2]), None
    weighed = _weighed_under(lines, k, anchor, decimal_sep)
    if weighed is not None:
        name = lines[k - 1]
        return (name, name.text.strip(), weighed[1]), (weighed[0], None)
    return None


def _listed_at(
    lines: list[Line],
    k: int,
    anchor: tuple[float, float] | None,
    same_page: bool,
    decimal_sep: str,
) -> tuple[_ListedAmount | None, bool]:
    """Line `k` as a listed line, with its quantity and unit price from the line below or
    above; or its words over their figures on the line below (then True: that line is read)."""
    ln = lines[k]
    listed = _listed_amount(ln, decimal_sep)
    if listed is None and k + 1 < len(lines):
        listed = _priced_by_line_below(ln, lines[k + 1], decimal_sep)
    elif listed is not None and listed[3] is None and k > 0:
        listed = _priced_by_line_above(listed, lines[k - 1], decimal_sep)
    if listed is None and anchor is not None and same_page:
        # among listed lines, one whose text holds a figure of its own ("153036 Eierlikör
        # 0,71  3,49 B": a size); the caller checks its amount stands in their column
        listed = _listed_amount(ln, decimal_sep, text_figures=True)
        if listed is not None:
            return listed, False
    if listed is None and (anchor is None or same_page) and k + 1 < len(lines):
        listed = _item_over_its_figures(ln, lines[k + 1], anchor, decimal_sep)
        return listed, listed is not None
    return listed, False


# a weighed good's weight, three decimals and perhaps its unit ("0,329 kg", OCR's "0,329 k9")
_WEIGHT = re.compile(r"(\d+[.,]\d{3})(?:\s*[^\W\d_][^\s\d]?\w?)?")


def _weighed_under(
    lines: list[Line], k: int, anchor: tuple[float, float] | None, decimal_sep: str
) -> tuple[Decimal, Decimal] | None:
    """The weight and amount of a weighed good printed under its name among listed items
    ("Schweineschnitzel" over "0,329 kg  1,25 B"): the line under a name without figures, its
    weight and an amount in the items' amount column."""
    if anchor is None or k == 0:
        return None
    ln, name = lines[k], lines[k - 1]
    if len(ln.segments) != 2 or len(ln.segments[1].words) > 2 or name.page != ln.page:
        return None
    if len(name.segments) != 1 or re.search(r"\d", name.text) or find_labels(name.text):
        return None
    weight = _WEIGHT.fullmatch(ln.segments[0].text.strip())
    cell = ln.segments[1].words[0]  # perhaps its VAT category after it ("1,25 B")
    figure = _bare_figure(ln.segments[1].text.replace(" ", ""))
    if weight is None or not MONEY_FIGURE.fullmatch(figure):
        return None
    if abs(cell.x1 - anchor[1]) > max(ln.height, 1.0):
        return None
    amount = figure_value(figure, decimal_sep, ln.ocr)
    qty = figure_value(weight.group(1), decimal_sep, ln.ocr)
    return (qty, amount) if amount is not None and qty is not None else None


def _charge_in_group(line: Line, decimal_sep: str) -> _ListedAmount | None:
    """A line of a text cell and an amount cell among listed charges, whatever figures the
    text holds ("5.11269632 % Sobre 37.92 x 1,00  1,94€"): one of them only where it stands in
    their column, and only while their sum proves them."""
    if len(line.segments) != 2 or len(line.segments[1].words) != 1:
        return None
    cell = line.segments[1].words[0]
    figure = cell.text.lstrip("$€£").removesuffix("€")
    text = line.segments[0].text.strip()
    if not MONEY_FIGURE.fullmatch(figure) or not re.search(r"[^\W\d_]{3}", text):
        return None
    if _SUM_OR_TAX.search(text) or find_labels(text):
        return None
    amount = figure_value(figure, decimal_sep, line.ocr)
    return (text, cell, amount, None) if amount is not None else None


def _in_column(
    x0: float, amount: Word, anchor: tuple[float, float], indent: float, tol: float
) -> bool:
    """Whether a line starting at `x0` with `amount` stands at the group's indent and in its
    amount column (`anchor`: the group's start and its amounts' right edge)."""
    return abs(x0 - anchor[0]) <= indent * tol and abs(amount.x1 - anchor[1]) <= tol


def _group_heading(line: Line, anchor: tuple[float, float], indent: float) -> bool:
    """Whether a line is a heading among listed charges: a word or three alone at the items'
    indent, no figure ("Potencia", "Impuesto electricidad" over their lines of a utility bill;
    not "B GÁS  ADERIR", a row with a cell of its own); a till's department heading may list
    several, split by slashes ("Molkerei / Käse / Eier / Fette / Butter")."""
    names = [w for w in line.words if re.search(r"\w", w.text)]
    return (
        len(line.segments) == 1
        and abs(_list_indent(line) - anchor[0]) <= indent * max(line.height, 1.0)
        and (len(line.words) <= 3 or ("/" in line.text and len(names) <= 6))
        # no figure; a digit OCR read inside a word ("Fert19gerichte") is none
        and not any(w.text[:1].isdigit() for w in line.words)
    )


# an article's number on a line of its own: a label word or two and a run of digits (EAN)
_ARTICLE_CODE_LINE = re.compile(r"(?:[^\W\d_][\w/.-]*\s*:?\s+){0,2}\d{8,14}")


def _article_code_line(line: Line) -> bool:
    """Whether a line is only an article's number (a till's "Art/Ean 4047777185192" over each
    item): it goes with the items around it and ends none of their list."""
    return _ARTICLE_CODE_LINE.fullmatch(line.text.strip()) is not None


def _listed_items(
    best: list[tuple[Line, str, Decimal]], priced: dict[int, tuple[Decimal, Decimal | None]]
) -> tuple[list[LineItem], set[int]]:
    """The items of the listed lines kept, with the quantities and unit prices found."""
    items = [
        LineItem(
            description=t,
            quantity=priced[ln.index][0] if ln.index in priced else None,
            unit_price=priced[ln.index][1] if ln.index in priced else None,
            amount=a,
        )
        for ln, t, a in best
    ]
    _quantity_column(items)
    for item, (ln, _, _) in zip(items, best, strict=True):
        # a count in a column of its own (the others' counts lost on a photo): its quantity
        found = _LEADING_QTY.match(item.description or "") if _count_cell_first(ln) else None
        if found is not None and item.quantity is None and item.description is not None:
            item.quantity = Decimal(found.group(1))
            item.description = item.description[found.end() :]
    return items, {ln.index for ln, _, _ in best}


def _priced_by_line_below(line: Line, below: Line, decimal_sep: str) -> _ListedAmount | None:
    """A line of a description and an amount whose words open with a label ("Delivery pallet
    hire  27.26"), with the line under it of a quantity and unit price that make the amount
    ("Qty 2 × 13.63"): an item priced per unit, not the label's charge."""
    listed = _listed_amount(line, decimal_sep, labelled=True)
    if listed is None or below.page != line.page:
        return None
    if _qty_times_price(below, listed[2], decimal_sep) is None:
        return None
    return listed


def _priced_by_line_above(
    listed: _ListedAmount,
    above: Line,
    decimal_sep: str,
) -> _ListedAmount:
    """A listed item with the quantity and unit price printed on the line over it ("2 X 2,00"
    over "Menu Carta  4,00", as Italian tills print them), when they make its amount."""
    qp = _qty_times_price(above, listed[2], decimal_sep)
    return listed if qp is None else (*listed[:3], qp)


def _item_over_its_figures(
    above: Line, line: Line, anchor: tuple[float, float] | None, decimal_sep: str
) -> _ListedAmount | None:
    """A receipt's item whose words fill their line, its "Q x P  amount" alone on the line
    under it, right-aligned with the other amounts ("SALAMI PIKANT" over "0,168 ×113,90
    19,14C"): the item, when quantity x price make the amount and its words are at the
    items' indent (`anchor`: the indent and amounts' right edge; None for a first item)."""
    words = _listed_words(line)
    if len(words) < 2 or any(MONEY_FIGURE.search(w.text) for w in above.words):
        return None
    last = words[-1]
    figure = _bare_figure(last.text)
    amount = figure_value(figure, decimal_sep, line.ocr) if MONEY_FIGURE.fullmatch(figure) else None
    text = " ".join(w.text for w in words[:-1])
    label = _QTY_LABEL.match(text)
    if label is not None and heads_quantity_column(label.group().strip()):
        text = text[label.end() :]  # after a quantity's label: "Qty 2@ $7.50 each"
    m = _QTY_TIMES_PRICE.fullmatch(text)
    if amount is None or m is None:
        return None
    qty = Decimal(m.group(1).replace(",", "."))
    price = figure_value(m.group(2), decimal_sep)
    if price is None or qty <= 0 or not within_a_cent(qty * price, amount):
        return None
    tol = max(line.height, 1.0)
    name = above.segments[1:] if _flag_cell(above) else above.segments
    name_x0, name_text = name[0].x0, " ".join(s.text for s in name)
    if anchor is not None and (abs(name_x0 - anchor[0]) > tol or abs(last.x1 - anchor[1]) > tol):
        return None
    if not re.search(r"[^\W\d_]{3}", name_text) or find_labels(name_text):
        return None
    return name_text, last, amount, (norm_qty(qty), norm_price(price) or price)


def _single_charge(lines: list[Line], decimal_sep: str) -> tuple[list[LineItem], set[int]]:
    """A bill of one charge without an item table: the text line right above the net amount's
    line, at its indent, names the charge ("Finanzrate vom 01.11.2024 bis 30.11.2024" over
    "Nettobetrag (zzgl. 19% MwSt.)  376,37"); the net is its amount."""
    for above, line in zip(lines, lines[1:], strict=False):
        labels = find_labels(line.segments[0].text)
        if not labels or labels[0].start != 0 or labels[0].field != "subtotal":
            continue
        figure = line.words[-1].text
        if len(line.segments) < 2 or not MONEY_FIGURE.fullmatch(figure):
            return [], set()
        tol = max(line.height, 1.0)
        if (
            above.page != line.page
            or line.y0 - above.y1 > tol
            or abs(above.x0 - line.x0) > tol
            or len(above.segments) != 1
            or any(MONEY_FIGURE.fullmatch(w.text) for w in above.words)
            or find_labels(above.text)
            or re.match(r"[^\W\d_][^\W\d_ .-]*:", above.text)  # "Leasingnummer: 6341"
            or not re.search(r"[^\W\d_]{3}", above.text)
        ):
            return [], set()
        amount = figure_value(figure, decimal_sep)
        if amount is None:
            return [], set()
        return [LineItem(description=above.text.strip(), amount=amount)], {above.index}
    return [], set()


def _section_follows(lines: list[Line], pos: int, table: TableHeader, decimal_sep: str) -> bool:
    """Whether a full item row (description in the description column, quantity, unit price
    and amount) follows a totals or discount label within a few lines of text: a section's
    subtotal ("Subtotal  $ 112.00" / "--- Food ---" / "Lamp oil  1.00 L  1.00  $ 0.90") or an
    item's discount note ("Bruttopreis: 4,00  Rabatt"). An OCR'd row counts when its quantity x
    unit price make its amount."""
    line = lines[pos]
    for nxt in lines[pos + 1 : pos + 7]:
        # a group's heading may open with a label ("Spese accessorie"); a totals line has figures
        if nxt.page != line.page or (_stops_table(nxt) and re.search(r"\d", nxt.text)):
            return False
        words = drop_skipped_columns(nxt.words, table.columns[0])
        if table.qty_after_price is not None:
            words = price_after_qty(words, table.qty_after_price)
        item = parse_row(words, decimal_sep, table.desc_x0)
        if item is not None:
            return (
                item.quantity is not None
                and item.unit_price is not None
                # an OCR'd row only when its arithmetic holds
                and (
                    not nxt.ocr
                    or within_a_cent(money2(item.quantity * item.unit_price), item.amount)
                )
                and bool(re.search(r"[^\W\d_]{2}", item.description or ""))
                and any(abs(w.x0 - table.desc_x0) <= 2 * max(w.height, 1.0) for w in nxt.words)
            )
        if MONEY_FIGURE.search(nxt.text):
            return False
    return False


def _amount_section_follows(lines: list[Line], pos: int, decimal_sep: str) -> bool:
    """Whether a section of rows of one amount each follows a section's total, under a
    heading and closed by its own total that they add up to ("Total fees  3,343.00" /
    "Disbursements" / "Court fee  256.07" / "Certified translation  400.19" / "Total
    disbursements  656.26"): charges billed without count or price."""
    rows: list[Decimal] = []
    for nxt in lines[pos + 1 : pos + 1 + _AMOUNT_SECTION_LINES]:
        if nxt.page != lines[pos].page:
            return False
        amounts = find_money(nxt.text, decimal_sep)
        if not amounts:
            if rows:
                return False
            continue  # the section's heading
        if len(amounts) != 1:
            return False
        if _stops_table(nxt):
            return bool(rows) and within_a_cent(sum(rows, Decimal(0)), amounts[0].value)
        if not re.search(r"[^\W\d_]{3}", nxt.text[: amounts[0].start]):
            return False
        rows.append(amounts[0].value)
    return False


# a section of charges after a section's total is read within this many lines
_AMOUNT_SECTION_LINES = 10


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
    # the unit price header's x-range
    price_xs: dict[int, tuple[float, float] | None] = field(default_factory=dict)
    rest: set[int] = field(default_factory=set)  # a two-line header's second line
    pages: set[int] = field(default_factory=set)  # the pages a header is printed on


def _translated_header(above: Line, line: Line, found: _Headers) -> bool:
    """`line` is a header right under the header `above`, every cell of it starting where one of
    `above`'s does: the same header in a second language."""
    if above.index not in found.tables or above.page != line.page:
        return False
    if line.y0 - above.y1 > line.height or len(line.segments) < 3:
        return False
    tol = line.height
    starts = [s.x0 for s in above.segments]
    return all(any(abs(s.x0 - x) <= tol for x in starts) for s in line.segments)


def _one_header(upper: Line, line: Line) -> tuple[Line, TableHeader] | None:
    """Two lines read as one header line, when that one names the description and the amount."""
    merged = merge_lines(upper, line)
    whole = header_at([merged], 0)
    if whole is None or whole.amount_x0 == float("inf") or not whole.desc_named:
        return None
    return merged, whole


def _amount_head_above(
    lines: list[Line], k: int, table: TableHeader
) -> tuple[Line, TableHeader] | None:
    """A header naming its description but no amount whose amount's head stands on the
    digit-free line right above it, overlapping none of its words: both lines read as one
    header, kept when that one names the amount."""
    line, upper = lines[k], lines[k - 1]
    if table.amount_x0 != float("inf") or not table.desc_named:
        return None
    if upper.page != line.page or line.y0 - upper.y1 > line.height or re.search(r"\d", upper.text):
        return None
    if any(overlaps_x(u, w) for u in upper.words for w in line.words):
        return None
    return _one_header(upper, line)


def _complementary_header_above(
    lines: list[Line], k: int, found: _Headers
) -> tuple[Line, TableHeader] | None:
    """A header right under another header line, each naming a column the other does not
    ("Clave Unidad  Clave Producto/Servicio  Valor Unitario" over "Cantidad  SAT  Concepto /
    Descripcion  Importe"): one header of two lines, read on the lower one."""
    line, upper = lines[k], lines[k - 1]
    if upper.index not in found.tables or upper.page != line.page:
        return None
    if line.y0 - upper.y1 > line.height:
        return None
    own, above = named_columns(line), named_columns(upper)
    if not (own - above and above - own):
        return None
    return _one_header(upper, line)


def _find_headers(lines: list[Line]) -> _Headers:
    """Every item-table header: one line, two lines (the description on the second), or cells
    wrapping onto the line above (read as one line)."""
    found = _Headers()
    below_merged: set[int] = set()  # lines read with the header above them, as one line
    for k, ln in enumerate(lines):
        if ln.index in found.rest or ln.index in below_merged:
            continue
        table = header_at(lines, k)
        stacked = stacked_header(lines, k) if table is None else None
        if (
            stacked is not None
            and (whole := header_at([stacked[0]], 0)) is not None
            and whole.desc_named
            and whole.amount_x0 != float("inf")
        ):
            # cell names stacked over three lines or more, naming the description and the
            # amount: one header line of the stacks, the lines of it no rows
            below_merged.update(x.index for x in stacked[1])
            _register_header(found, stacked[0], centred_description(whole))
            continue
        if table is not None and k > 0 and split_header(lines[k - 1], ln):
            # one header row OCR read as two lines: read both as one
            whole = header_at([merge_lines(lines[k - 1], ln)], 0)
            if whole is not None:
                ln, table = merge_lines(lines[k - 1], ln), whole
        if table is not None and k + 1 < len(lines) and wrapped_below(ln, lines[k + 1]):
            # header cells wrapping onto the line below ("Taux" over "TVA"): read as one line,
            # unless the wrapped words finish a qualifier ("Bedrag excl." over "btw") or OCR
            # read the header (its cells' words wander): then the line is no row
            merged = merge_lines(ln, lines[k + 1])
            whole = header_at([merged], 0)
            if whole is None or ln.ocr or qualifier_over(ln, lines[k + 1]):
                found.rest.add(lines[k + 1].index)
            else:
                ln, table = merged, whole
                below_merged.add(lines[k + 1].index)
        if (
            table is None
            and k > 0
            and lines[k - 1].index not in found.tables
            and wrapped_header(lines[k - 1], ln)
        ):
            # header cells wrapping onto the line above: read both lines as one (not under a
            # header complete by itself: "Prodotti ... Imponibile  Totale" over its footnote
            # "*solo per il prodotto Metano l'unità è espressa in KG")
            ln = merge_lines(lines[k - 1], ln)
            table = header_at([ln], 0)
            if table is not None and k + 1 < len(lines) and wrapped_below(ln, lines[k + 1]):
                # ... and onto the line below ("PRECIO  VALOR DE" over "CANTIDAD  DESCRIPCIÓN"
                # over "UNITARIO  VENTA"): no row
                found.rest.add(lines[k + 1].index)
        if table is not None and k > 0 and (pair := _complementary_header_above(lines, k, found)):
            # a header's columns named on two lines, some on each: one header, on this line
            found.tables.pop(lines[k - 1].index, None)
            ln, table = pair
        if table is not None and k > 0 and (whole_above := _amount_head_above(lines, k, table)):
            # the amount's head cell printed higher than the rest of the header ("UNIT  TOTAL
            # HT" over "Ligne  NOM & DESIGNATION  P.U. HT  Qté"), taken alone as a header
            # first: one header, on this line
            found.tables.pop(lines[k - 1].index, None)
            ln, table = whole_above
        if table is not None and k > 0 and _translated_header(lines[k - 1], ln, found):
            # the header's cells said again in a second language on the line under it
            # ("Descrizione ... Imp. Netto" over "Description ... Net price"): one header
            found.rest.add(ln.index)
            continue
        if table is not None:
            last = k + 1 if k + 1 < len(lines) and lines[k + 1].index in below_merged else k
            table = under_stacked_heads(table, lines, last)
            _register_header(found, ln, table)
            if table.desc_row:
                found.rest.add(lines[k + 1].index)
    found.pages = {ln.page for ln in lines if ln.index in found.tables}
    return found


def _register_header(found: _Headers, ln: Line, table: TableHeader) -> None:
    """The header `table` read on `ln`, with its columns left and right of the description."""
    x = table.desc_x0
    found.tables[ln.index] = table
    found.qty_cols[ln.index] = qty_left_of_description(ln, x)
    found.qty_xs[ln.index] = qty_right_of_description(ln, x)
    found.price_xs[ln.index] = price_right_of_description(ln, x)


def parse_line_items(
    lines: list[Line],
    decimal_sep: str,
    notes: list[str] | None = None,
    *,
    float_money: bool = False,
) -> tuple[list[LineItem], set[int]]:
    """The priced line items in print order and the indexes of the lines they were read from.

    Repairs of OCR'd rows (see `parse_row`) are noted in `notes`. With `float_money` the
    document prints its money as floats ("650.0": see `numbers.float_money`)."""
    if not lines:
        return [], set()  # a text layer of rules or vertical text only: no line to read
    headers = _find_headers(lines)
    read_notes: list[str] = []
    items, used = _read_items(lines, decimal_sep, read_notes, headers, float_money=float_money)
    if not items and headers.tables:
        # headers that head no row (a table's header repeated over the last page's totals,
        # the rows printed on an earlier page under a header OCR half lost): the rows are
        # read as on a page without a header
        read_notes = []
        items, used = _read_items(lines, decimal_sep, read_notes, _Headers())
    if not items and not headers.tables:
        items, used = _items_under_totals(lines, decimal_sep, read_notes)
    if notes is not None:
        notes.extend(read_notes)
    return items, used


def _items_under_totals(
    lines: list[Line], decimal_sep: str, notes: list[str]
) -> tuple[list[LineItem], set[int]]:
    """A page whose totals' summary stands above its items and whose item header was lost
    (a dark band OCR did not read: "Pendiente de pago  19.895,27 €" over the rows): the rows
    read past the summary, kept when their amounts add up to a printed total or net sum."""
    read_notes: list[str] = []
    items, used = _read_items(lines, decimal_sep, read_notes, _Headers(), totals_above=True)
    amounts = [i.amount for i in items]
    if not items or any(a is None for a in amounts):
        return [], set()
    if sum((a for a in amounts if a is not None), Decimal(0)) not in _printed_totals(
        lines, decimal_sep
    ):
        return [], set()
    notes.extend(read_notes)
    return items, used


def _read_items(
    lines: list[Line],
    decimal_sep: str,
    notes: list[str],
    headers: _Headers,
    *,
    totals_above: bool = False,
    float_money: bool = False,
) -> tuple[list[LineItem], set[int]]:
    reader = _ItemReader(
        lines, decimal_sep, notes, headers, totals_above=totals_above, float_money=float_money
    )
    for pos, line in enumerate(lines):
        reader.read(pos, line)
    return reader.finish()


# a count read with the description it opens ("1 Hamburger di manzo" over the row's figures,
# OCR joining the count to its name): the count, the description's first word after it
_COUNT_OPENING_NAME = re.compile(r"^(\d{1,3})\s+(?=[^\W\d_]{2})")


def _without_own_count(item: LineItem) -> str:
    """An OCR'd row's description without the count it opens with when that count is the
    row's quantity, which times the unit price makes its amount."""
    text = item.description or ""
    found = _COUNT_OPENING_NAME.match(text)
    qty, price, amount = item.quantity, item.unit_price, item.amount
    if found is None or qty is None or price is None or amount is None:
        return text
    if Decimal(found.group(1)) != qty or not within_a_cent(money2(qty * price), amount):
        return text
    return text[found.end() :]


def _lead_count_as_quantity(line: Line, item: LineItem) -> None:
    """A row whose quantity read does not make its amount at its unit price, while the count
    in the row's first cell does ("1 | Poivron Vert 5kg ... 0 | 12.900 | 12.90" under "Colis
    Désignation ... Pièces ... P.U. TTC  MT TTC": the parcels' count, not the pieces'): that
    count is the quantity."""
    qty, price, amount = item.quantity, item.unit_price, item.amount
    first = line.words[0].text if line.words else ""
    if qty is None or price is None or amount is None or not re.fullmatch(r"\d{1,4}", first):
        return
    if (item.description or "").startswith(first) or within_a_cent(money2(qty * price), amount):
        return
    count = Decimal(first)
    if count and within_a_cent(money2(count * price), amount):
        item.quantity = count


# a till row's VAT code after its amount ("30,96 A")
_VAT_CODE_END = re.compile(r"\d\s+[A-Z]$")
# a tax category's code in a cell of its own right of a row's amount, no header over it ("C5*",
# "C2", "B")
_CODE_CELL = re.compile(r"[A-Z]{1,2}\d{0,2}\*?|\*")


def _without_cells_past_amount(
    words: list[Word], header: list[Segment], amount_x0: float, decimal_sep: str
) -> list[Word]:
    """A row's words without the cells of the columns its header names right of the amount's
    (a utility bill's "Valor Total | Base Cálculo | Aliq. | ICMS | PIS | COFINS | Bandeiras"):
    their figures are the row's taxes and bases, not its amount. Only under a block of such
    columns, none naming a row's figure, and when the row prints a figure under the amount's
    head."""
    past = [s for s in header if s.x0 > amount_x0 + 1]
    if len(past) < _COLUMNS_PAST_AMOUNT_MIN or any(_names_a_row_figure(s) for s in past):
        return words
    cut = min(s.x0 for s in past)
    kept = [w for w in words if w.xc < cut]
    if len(kept) == len(words):
        return words
    under = [w for w in kept if w.x1 > amount_x0 and is_figure(w.text, decimal_sep)]
    return kept if under else words


# how many columns right of the amount's make a block of per-row taxes (one or two may be the
# row's gross amount or its tax code, which the row reader knows)
_COLUMNS_PAST_AMOUNT_MIN = 3


def _names_a_row_figure(cell: Segment) -> bool:
    """Whether a header cell names a quantity or amount column (a gross amount right of the net
    one), not a tax's, a base's or a tariff's."""
    return any(word_roles(w.text) & {"qty", "amount", "desc"} for w in cell.words)


def _without_code_after_amount(words: list[Word], amount_x0: float) -> list[Word]:
    """A row's words without a tax code printed after its amount, past the amount column's
    header ("33,90  C5*" under "Montant HT"): no cell the header names."""
    if len(words) < 2 or words[-1].x0 <= amount_x0 or not _CODE_CELL.fullmatch(words[-1].text):
        return words
    return words[:-1] if MONEY_FIGURE.fullmatch(words[-2].text) else words


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
    price_x: tuple[float, float] | None = None
    in_table: bool = False
    desc_x0: float | None = None
    page: int = 0
    pending: list[str] = field(default_factory=list)
    pending_lines: list[int] = field(default_factory=list)  # the lines `pending` came from
    prev_y1: float = 0.0
    town_at: int = -2  # the last line read as an address's postcode and town (receipts)
    country_first: bool = False  # the first pending line follows that town line right away
    # description lines printed tightly under the last item ("(17.01.2016 - 16.02.2016)")
    tail: list[str] = field(default_factory=list)
    tail_y1: float = 0.0
    # where the last item's description text ends: a line tight under it that starts further
    # right is no end of it (a box's heading beside the totals, "Payment details")
    tail_x1: float = float("inf")
    # the one line tight above the first row, in its description column, and its index: that
    # row's first line when the second row has one such line too (see `_opens_above`)
    first_above: tuple[str, int] | None = None
    # the rows' descriptions open on the line tight above their figures: the line between
    # two rows opens the lower one's (see `_opens_above`)
    wraps_up: bool = False
    # where the last row's own description starts (left of a header centred over its column)
    row_desc_x0: float = float("inf")
    row_x1: float = 0.0  # where the last item row's figures end
    row_pos: int = -1  # the last item row's position in the lines
    item_type: float = 0.0  # the last item row's type size
    # how many item rows in a row started with a position or code cell (see `_lead_cells`)
    lead_rows: int = 0
    header_line: int = -1
    any_digit_since_header: bool = False
    items_at_header: int = 0  # the item count when the last header was read
    section_break: bool = (
        False  # a section's subtotal was passed: its heading starts no description
    )
    section_start: int = 0  # the item count when the last section's subtotal was read
    # the page whose totals closed a table of items adding up to a printed total: the tables
    # of later pages are an appendix (a fuel card's purchases, a bill's detail), no items
    # (a table under the same header repeated is the invoice's own: a page per item)
    settled_page: int | None = None
    settled_header: str = ""
    # rows of an amount only whose count stands left of the named description column
    left_counts: list[tuple[LineItem, int]] = field(default_factory=list)
    appendix: bool = False  # reading such a table: its rows are claimed, no items
    # the totals' summary may stand above the items (read without a header): its lines end
    # no table before the first item
    totals_above: bool = False
    # the document prints its money as floats ("650.0"): such a row's last figure is money
    float_money: bool = False

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
            self.appendix = (
                self.settled_page is not None
                and line.page > self.settled_page
                and _header_key(line) != self.settled_header
            )
            self._enter_header(line)
            return
        if not self.in_table:
            return
        if re.search(r"\d", line.text):
            self.any_digit_since_header = True
        if _CARRY.search(line.text):
            self.used.add(line.index)
            return
        if phone_line(line.text):
            return  # a store's phone number ("Té1. +33 (0)4 78 06 85 81"): no row of figures
        item = self._row_item(pos, line)
        if self.appendix:
            if item is not None or re.search(r"\d", line.text):
                self.used.add(line.index)  # its sums ("Totale carta") are no invoice's
            return
        if item is not None and self._share_of_item_above(item):
            return
        if item is not None and (
            _tax_breakdown_row(item)
            or _tax_rate_row(item)
            or _rate_base_tax_cells(line, self.decimal_sep)
        ):
            self._flush_tail()
            self.in_table = False
            return
        bare = item is not None and item.quantity is None and item.unit_price is None
        # a labelled group sum: OCR may read the group's number as a price ("lot 1  360,12")
        bare = bare or (item is not None and _opens_with_sum_label(line))
        if bare and item is not None and self._section_subtotal(line, item.amount):
            self._flush_tail()
            return
        if bare and item is not None and self._carried_sum(line, item.amount):
            return
        if item is None:
            self._text_line(pos, line)
        else:
            self._add_item(pos, line, item)

    def _closed_by_grand_total(self, line: Line) -> bool:
        """Whether the invoice's total (no page's or carried sum) ends the table at `line`,
        and the items read add up to a figure a total or sum label prints."""
        labels = find_labels(line.text)
        if not labels or labels[0].field not in ("total", "amount_due"):
            return False
        amounts = [i.amount for i in self.items]
        if not amounts or any(a is None for a in amounts):
            return False
        total = sum((a for a in amounts if a is not None), Decimal(0))
        return any(within_a_cent(total, t) for t in _printed_totals(self.lines, self.decimal_sep))

    def _share_of_item_above(self, item: LineItem) -> bool:
        """Whether a row under an item is a share of it ("-Di cui commissioni  0,00" under
        the fuel it was charged on): no item, no field's label in its words."""
        share = _PART_OF_ABOVE.match(item.description or "")
        return (
            bool(self.items)
            and share is not None
            and not find_labels((item.description or "")[share.end() :])
        )

    def finish(self) -> tuple[list[LineItem], set[int]]:
        """The items read and the lines they used; a bill without an item table is read as a
        list of amounts."""
        self._flush_tail()
        items, used, lines = self.items, self.used, self.lines
        if not self.any_header:
            listed, listed_lines = _amount_list(lines, self.decimal_sep)
            if not listed and lines[0].ocr:
                listed, listed_lines = _amount_list(lines, self.decimal_sep, _PHOTO_INDENT)
            if len(listed) <= len(items):
                listed, listed_lines = [], set()  # the rows read without a header stand
            elif items:
                # more lines of one amount each that add up to the total than rows read
                # without a header: a receipt's item list, whose rows the reader misread
                items.clear()
                used.clear()
                self.ocr_items.clear()
            if not items and not listed:
                # one line or one record of labelled lines per item, proven by arithmetic
                proven, proven_lines = arithmetic_items(lines, self.decimal_sep)
                items.extend(proven)
                used.update(proven_lines)
            if not items and not listed and not lines[0].ocr:
                listed, listed_lines = _single_charge(lines, self.decimal_sep)
            items.extend(listed)
            used.update(listed_lines)
            self.ocr_items.extend(
                i for i, ln in zip(listed, sorted(listed_lines), strict=True) if lines[ln].ocr
            )
        if not self.any_header:
            self._cards_instead()
        _left_counts_as_quantities(self.left_counts)
        for item in self.ocr_items:
            if item.description:
                item.description = clean_ocr_description(item.description) or None
                item.description = _without_own_count(item) or None
        return items, used

    def _cards_instead(self) -> None:
        """A bill without an item table whose items are cards of labelled cells (see
        `card_items`): more cards than items read otherwise replace them."""
        carded, carded_lines = card_items(self.lines, self.decimal_sep)
        if len(carded) <= len(self.items):
            return
        self.items[:] = carded
        self.used.clear()
        self.used.update(carded_lines)
        self.ocr_items[:] = [i for i in carded if self.lines[0].ocr]

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
        self.row_desc_x0 = float("inf")
        self.items_at_header = len(self.items)
        self.section_start = len(self.items)
        self.any_digit_since_header = False
        self._flush_tail()
        self.in_table = True
        self.current = self.headers.tables[line.index]
        self.desc_x0 = self.current.desc_x0
        self.qty_col = self.headers.qty_cols[line.index]
        self.qty_x = self.headers.qty_xs[line.index]
        self.price_x = self.headers.price_xs[line.index]
        self._clear_pending()
        self.used.add(line.index)

    def _header_cells(self) -> list[Segment]:
        """The cells of the current header's line and of a line of it right above (a header
        over two lines: "Valor (R$) | PIS/COFINS | Base Calc. | Aliq. | ICMS" over "ICMS")."""
        line = self.lines[self.header_line]
        cells = list(line.segments)
        above = self.lines[self.header_line - 1] if self.header_line > 0 else None
        if above is not None and above.page == line.page and line.y0 - above.y1 < line.height:
            cells.extend(above.segments)
        return cells

    def _row_words(self, line: Line) -> tuple[list[Word], float | None]:
        """The row's words without skipped columns (quantity before price), and where the
        description column ends (text layers only)."""
        current = self.current
        row_words = rates_apart(article_numbers_apart(line.words))
        if current is None:
            return row_words, None
        row_words = _without_code_after_amount(row_words, current.amount_x0)
        if current.columns[0]:
            row_words = drop_skipped_columns(row_words, current.columns[0])
        if current.qty_after_price is not None and not line.ocr:
            row_words = price_after_qty(row_words, current.qty_after_price)
        if not line.ocr and self.header_line >= 0 and current.amount_x0 != float("inf"):
            row_words = _without_cells_past_amount(
                row_words, self._header_cells(), current.amount_x0, self.decimal_sep
            )
        figures_x0 = None
        if current.desc_x1 != float("inf") and line.ocr:
            # OCR's boxes wander about a line's height around the header's left edge
            figures_x0 = current.desc_x1 - line.height
        elif current.desc_x1 != float("inf"):
            figures_x0 = current.desc_x1
            # a date column's cell ("Shipment Date  02/17/26") is neither text nor a figure
            # (its cell centred under the head may start left of it: its middle decides)
            row_words = [w for w in row_words if w.xc < figures_x0 or not _date_word(w.text)]
        return row_words, figures_x0

    def _parse(self, line: Line) -> tuple[LineItem | None, list[Word], float | None]:
        """The line read as one priced row, its words and where its description column ends."""
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
            price_x=self.price_x,
            row_rate=_vat_column_rate(line.words, current.columns[0], self.decimal_sep)
            if current is not None and current.columns
            else None,
            desc_named=current is not None and current.desc_named,
            # (a row under an amount column proves its float by its own signs or arithmetic:
            # `table_rows.parse_row`; under a price column alone the document's money does)
            float_money=self.float_money
            and current is not None
            and current.amount_x0 == float("inf"),
        )
        return item, row_words, figures_x0

    def _row_item(self, pos: int, line: Line) -> LineItem | None:
        """The item of a priced row (or of a row whose amount sits on the line below, a rate
        multiplied out, an amount only); None for a totals or discount row or a text line."""
        current = self.current
        if current is not None and line.ocr:
            header = self.lines[self.header_line] if self.header_line >= 0 else None
            line = _without_text_far_left(line, self.desc_x0, header)
            if not line.words:
                return None
        if current is not None and line.ocr and pos + 1 < len(self.lines):
            above = self._row_with_figure_cell(line, self.lines[pos + 1], above=True)
            if above is not None:
                return above
        item, row_words, figures_x0 = self._parse(line)
        if current is not None and not line.ocr and pos > 0:
            item = self._row_with_figure_above(self.lines[pos - 1], line) or item
        if current is None:
            if line.ocr and _digit_groups_only(line, item) or _other_label_cell(line):
                return None
            if item is None:
                item = (
                    self._count_line_above(pos, line)
                    or self._percent_charge(pos, line)
                    or self._amount_under_priced_rows(pos, line)
                    # a receipt's row whose count x price proves its amount ("1 ×2,49 2,49L")
                    or inline_item(line, self.decimal_sep)
                )
            return _not_a_total(item)
        if item is None and not line.ocr and pos + 1 < len(self.lines):
            item = self._row_with_amount_below(pos, line, figures_x0)
        stops = _stops_table(line) and not self._deposit_row(line)
        if item is None and line.ocr and pos + 1 < len(self.lines):
            item = self._row_with_figure_cell(line, self.lines[pos + 1], above=False)
        if item is None and not stops:
            item = _rate_times_row(line, self.decimal_sep)
        if item is None and line.ocr:
            item = self._unread_row(line, row_words)
        if item is None and not stops:
            # a scan's row whose count OCR lost reads the same: its text and its amount, when
            # no label stands in its text (a tax table's header OCR ran into a figure)
            item = _amount_only_row(
                row_words, current, self.decimal_sep, float_money=self.float_money
            )
            if item is not None and line.ocr and _labelled(item.description or ""):
                item = None
            if item is not None and self.qty_col is not None:
                item.quantity = _count_under(row_words, self.qty_col)
            elif item is not None and self.qty_x is None and current.desc_named:
                count = _count_left_of(row_words, current.desc_x0)
                if count is not None:
                    self.left_counts.append((item, count))
        elif item is None and not line.ocr:
            allowance = _amount_only_row(row_words, current, self.decimal_sep, allowance=True)
            if allowance is not None and self._allowance_of_items(pos, allowance):
                item = allowance
        kept = _not_a_total(item)
        if (
            kept is None
            and item is not None
            and (_priced_allowance(item) or self._allowance_of_items(pos, item))
        ):
            kept = item
        item = kept
        if item is not None and line.ocr and _totals_line(line, current):
            return None
        if item is not None and current.columns[0]:
            _net_of_row_tax(item, line.words, current.columns[0], self.decimal_sep)
        return item

    def _percent_charge(self, pos: int, line: Line) -> LineItem | None:
        """A headerless receipt's charge of a percentage of the rows above ("Service 10 %
        30,96 A", "Frais de service 12.5 %  35.82 A"): one rate and one amount, that rate's
        share of the rows' sum, and the VAT code ending it as it ends the row above (a tax line
        under the rows has the same arithmetic, but no code); an item without count or price."""
        amounts = [i.amount for i in self.items if i.amount is not None]
        if not amounts or len(amounts) != len(self.items) or self.pending or pos == 0:
            return None
        if not all(_VAT_CODE_END.search(ln.text) for ln in (line, self.lines[pos - 1])):
            return None
        rates = find_percents(line.text, self.decimal_sep)
        money = find_money(line.text, self.decimal_sep)
        if len(rates) != 1 or len(money) != 1 or money[0].value <= 0:
            return None
        share = sum(amounts, Decimal(0)) * rates[0] / 100
        if abs(share - money[0].value) > Decimal("0.011"):
            return None
        text = line.text[: money[0].start].strip()
        if not re.search(r"[^\W\d_]{3}", text):
            return None
        return LineItem(description=text, amount=money[0].value)

    def _amount_under_priced_rows(self, pos: int, line: Line) -> LineItem | None:
        """A headerless receipt's row of a name and its amount alone ("E PÃO DE LEITE  1,99")
        among rows read with count, price and amount: its name starts where the last row's
        does and its amount ends where that row's amount ends. A label's line (a sum, a tax,
        a payment), a bracketed saving ("Poupança Imediata  (0,40)") or a row under a sum's
        line after the items ("Podsuma: 141,26" over "SPRZEDAZ OPODATKOWANA A  109,26") is none."""
        last = self.items[-1] if self.items else None
        if last is None or last.quantity is None or last.unit_price is None:
            return None
        if any(_sum_line(self.lines[k]) for k in range(max(self.row_pos, 0) + 1, pos)):
            return None
        figures = [w for w in line.words if MONEY_FIGURE.fullmatch(w.text)]
        words = line.words
        if len(figures) != 1 or figures[0] is not words[-1] or len(words) < 2:
            return None
        tol = 0.6 * line.height
        if abs(words[-1].x1 - self.row_x1) > tol or abs(words[0].x0 - self.row_desc_x0) > tol:
            return None
        text = " ".join(w.text for w in words[:-1])
        labels = find_labels(text)
        if not re.search(r"[^\W\d_]{2}", text) or (labels and not labels[0].field.startswith("_")):
            return None
        if labels and labels[0].start == 0:
            return None  # a line opening with any label ("SPRZEDAZ OPODATKOWANA A  3,69")
        if _RATE_WITH_DECIMALS.search(text) or _SUM_OR_TAX.search(text) or text.endswith(":"):
            return None  # a tax table's line ("Kwota A 23,00%  8,23"), a sum, a label's line
        amount = figure_value(words[-1].text, self.decimal_sep)
        if amount is None or amount <= 0:
            return None
        return LineItem(description=text, amount=amount.quantize(Decimal("0.01")))

    def _count_line_above(self, pos: int, line: Line) -> LineItem | None:
        """A headerless receipt's row whose figures wrapped under its text: the one text line
        pending right above opens with the count ("1 Bière pression 50cl" over "7.88  7.88 A")
        and is read with the figures as one row."""
        if len(self.pending) != 1 or pos == 0 or re.search(r"[^\W\d_]{2}", line.text):
            return None
        above = self.lines[pos - 1]
        tight = above.page == line.page and line.y0 - above.y1 < line.height
        if not tight or above.text != self.pending[0] or not _COUNT_FIRST.match(above.text):
            return None
        item = parse_row([*above.words, *line.words], self.decimal_sep, None, ocr=line.ocr)
        if item is None or not item.description or item.quantity is None:
            return None
        self._clear_pending()
        self.used.add(above.index)
        return item

    def _allowance_of_items(self, pos: int, item: LineItem) -> bool:
        """Whether a discount row is one of the items (see the two rules below)."""
        return self._allowance_in_items(pos, item) or self._taxed_allowance_run(pos)

    def _taxed_allowance_run(self, pos: int) -> bool:
        """Whether a discount row in the table, its tax rate in the VAT column as the items
        have theirs ("REMISE : REMISE COMMERCIALE  -5,00  10,00%"), opens a run of amount rows
        ("CHARGE : FRAIS DEPLACEMENT  10,00  10,00%") that, added to the items, make a figure
        printed below them (the net): rows of the table, not the invoice's discount."""
        current = self.current
        amounts = [i.amount for i in self.items]
        if current is None or not amounts or any(a is None for a in amounts):
            return False
        vat_columns = tuple(c for c in current.columns[0] if c.role == "vat")
        if not vat_columns:
            return False
        run: list[Decimal] = []
        end = pos
        for line in self.lines[pos:]:
            if line.page != self.lines[pos].page:
                break
            words = drop_skipped_columns(line.words, current.columns[0])
            row = _amount_only_row(words, current, self.decimal_sep, allowance=True)
            rate = _vat_column_rate(line.words, vat_columns, self.decimal_sep)
            if row is None or row.amount is None or rate is None:
                break
            run.append(row.amount)
            end = line.index
        items_sum = sum((a for a in amounts if a is not None), Decimal(0))
        net = items_sum + sum(run, Decimal(0))
        if not run or run[0] >= 0 or net == items_sum:
            return False
        return any(
            a.value == net
            for ln in self.lines[end + 1 :]
            for a in find_money(ln.text, self.decimal_sep)
        )

    def _allowance_in_items(self, pos: int, item: LineItem) -> bool:
        """Whether a discount row under the items ("Rabatt  -200,00") is one of them: the net
        total printed next below it is the sum of the items read so far and that row's negative
        amount. A discount taken after the net total ("Summe  1.000,00" / "Rabatt  -100,00")
        stays the invoice's discount."""
        if item.amount is None or item.amount >= 0 or not _allowance_row(item):
            return False
        amounts = [i.amount for i in self.items]
        if not amounts or any(a is None for a in amounts):
            return False
        net = sum((a for a in amounts if a is not None), item.amount)
        line = self.lines[pos]
        for nxt in self.lines[pos + 1 : pos + 1 + ALLOWANCE_NET_LINES_MAX]:
            if nxt.page != line.page:
                return False
            labels = find_labels(nxt.segments[0].text)
            if not labels or labels[0].start != 0 or labels[0].field not in STOP_LABELS:
                continue
            if labels[0].field != "subtotal":
                return False  # a total or tax line before any net total
            return any(within_a_cent(a.value, net) for a in find_money(nxt.text, self.decimal_sep))
        return False

    def _discount_under_item(self, line: Line) -> bool:
        """Whether the line is a discount noted under the item above, indented from the
        description column ("Rabat  -3,02" under "Banan Luz ... 5,70"): the table goes on."""
        labels = find_labels(line.segments[0].text) if line.segments else []
        return (
            bool(self.items)
            and self.desc_x0 is not None
            and bool(labels)
            and labels[0].start == 0
            and labels[0].field == "discount"
            and line.x0 > self.desc_x0 + 0.5 * max(line.height, 1.0)
            and re.fullmatch(r"-\d[\d.,]*", line.segments[-1].text.strip()) is not None
        )

    def _discount_between_items(self, pos: int, line: Line) -> bool:
        """Whether a discount line with its one figure stands between priced rows: a till
        receipt's discount under an item ("RABAT 50%  5,00"), a row of count x price = amount
        within the next lines: the table goes on."""
        if not self.items or not _stops_table(line, {"discount"}):
            return False
        if len(find_money(line.text, self.decimal_sep)) != 1:
            return False
        after = self.lines[pos + 1 : pos + 1 + _DISCOUNT_TO_ROW_LINES]
        return any(ln.page == line.page and _TIMES_ROW.search(ln.text) for ln in after)

    def _deposit_row(self, line: Line) -> bool:
        """Whether a text line is the first row of a deposit invoice's table: a prepayment
        word opening a description that runs on, its amount under the amount column
        ("Deposit of 30% for the first phase of the work  162.00"); the totals' prepayment
        line ("Deposit paid  -100.00") comes after the items."""
        current = self.current
        if (
            line.ocr
            or current is None
            or len(self.items) != self.items_at_header
            or len(line.segments) != 2
            or line.segments[-1].x1 < current.amount_x0
            or not MONEY_FIGURE.fullmatch(line.segments[-1].text.lstrip("-"))
        ):
            return False
        first = line.segments[0].text
        labels = find_labels(first)
        if not labels or labels[0].start != 0 or labels[0].field != "_prepayment":
            return False
        return len(first[labels[0].end :].split()) >= DEPOSIT_ROW_WORDS_MIN

    def _unread_row(self, line: Line, row_words: list[Word]) -> LineItem | None:
        """An OCR'd row whose figures `parse_row` could not read, kept (see `unread_row`): never
        drop a priced row, so that the rows after it keep their places."""
        current = self.current
        item_shape = _item_row_shape(line)
        # where the description column ends: its header's edge, else (a header OCR misread)
        # the first cell of figures of a row shaped like an item
        figures = [s.x0 for s in line.segments[1:] if item_shape and re.search(r"\d", s.text)]
        if current is not None and current.desc_x1 != float("inf"):
            figures = [current.desc_x1]
        if (
            current is None
            or not figures
            or (not item_shape and (_stops_table(line) or find_labels(line.segments[0].text)))
            # its last cell under the amount column, where that column's header was read
            or (current.amount_x0 != float("inf") and line.words[-1].x1 < current.amount_x0)
        ):
            return None
        return unread_row(
            row_words,
            self.decimal_sep,
            self.desc_x0 or 0.0,
            figures[0],
            price_first=current.qty_after_price is not None,
        )

    def _row_with_figure_cell(self, line: Line, nxt: Line, *, above: bool) -> LineItem | None:
        """An OCR'd row one of whose figure cells OCR read as a line of its own within the
        row's height: a little lower ("Terrassendiele  24 Stück  20.928,00" / "872,00" under the
        price header), or, `above`, a line of nothing but figures a little higher (its amount
        set higher than the row's description). The row read with that cell put back."""
        row, cell = (nxt, line) if above else (line, nxt)
        if not _figure_cell_beside(row, cell, self.decimal_sep):
            return None
        item, _, _ = self._parse(merge_lines(line, nxt))
        if item is not None:
            self.consumed.add(nxt.index)
            self.used.add(nxt.index)
        return item

    def _row_with_figure_above(self, above: Line, line: Line) -> LineItem | None:
        """A text-layer row one of whose cells wraps around the row's line, its figure set on a
        line of its own that overlaps the row's ("133,092" over "1  86X86X77mm ...  133,09 TL",
        the price's "TL" under it): the row read with that figure put back."""
        if above.index in self.used or not (line.y0 < above.y1 and above.y0 < line.y0):
            return None
        if _figure_cell_beside(line, above, self.decimal_sep, reach=1.0):
            item, _, _ = self._parse(merge_lines(above, line))
            if item is not None:
                self.consumed.add(above.index)
                self.used.add(above.index)
            return item
        # the figure at the end of a line whose wrapped code cell is set beside it ("ACK.AA09-
        # 31,218"): that figure only, when it multiplies the row's quantity out to its amount
        cell = _trailing_figure_cell(above, self.decimal_sep)
        if cell is None or not _figure_cell_beside(line, cell, self.decimal_sep, reach=1.0):
            return None
        item, _, _ = self._parse(merge_lines(cell, line))
        if item is None or _unproven_price(item):
            return None
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
            merged = price_after_qty(merged, self.current.qty_after_price)
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
        if self._header_second_line(line):
            self.used.add(line.index)
            return
        names_row = self._names_row_below(pos, line)
        if (
            self.totals_above
            and self._ends_table(pos, line)
            and not self.any_header
            and not self.items
        ):
            self._clear_pending()  # the summary above the items: they are still to come
            return
        if self._ends_table(pos, line) and not names_row:
            self._flush_tail()
            current = self.current
            if (
                current is not None
                and not _totals_header(line)
                and (
                    _section_follows(self.lines, pos, current, self.decimal_sep)
                    or _amount_section_follows(self.lines, pos, self.decimal_sep)
                )
            ):
                # a section's subtotal: the next section's items follow
                self.used.add(line.index)
                self._clear_pending()
                self.section_break = True
                self.section_start = len(self.items)
                return
            self._last_group_subtotal(line)
            self.in_table = False
            if self._closed_by_grand_total(line) and self.header_line >= 0:
                self.settled_page = line.page
                self.settled_header = _header_key(self.lines[self.header_line])
            return
        if self.current is not None and self.current.desc_row:
            return  # a two-line record's annotation lines are not its description
        if self._unpriced_row(line):
            self._add_item(pos, line, LineItem(description=self._row_text(line)))
            return
        if self.any_header:
            self._description_line(line)
        else:
            self._receipt_line(line, names_row)

    def _header_second_line(self, line: Line) -> bool:
        """Whether a header row of totals words is the item header's second line: right under
        it, no row read yet ("Wartość | Kwota | Wartość" over "netto | VAT | brutto"); its
        words label no figure of the totals."""
        return (
            self.header_line == line.index - 1
            and not self.any_digit_since_header
            and _totals_header(line)
        )

    def _ends_table(self, pos: int, line: Line) -> bool:
        """Whether a totals label (or a header row of them, or a tax summary's header under
        the rows read) ends the table here."""
        if _totals_header(line):
            return True
        if len(self.items) > self.items_at_header and (
            summary_header(line) or _TAX_SUMMARY_HEADING.fullmatch(line.text)
        ):
            return True
        if not _stops_table(line) or self._deposit_row(line) or _tax_id_line(line):
            return False
        if self._discount_under_item(line) or self._discount_between_items(pos, line):
            return False
        if not self.any_header and not self.items and not _stops_table(line, STOP_LABELS):
            # without a header the rows are read from the page's top: a terms label above
            # the first row is one of the invoice's facts ("Zahlungsziel: 24.02.26")
            return False
        current = self.current
        # a label without any figure right under the header is a wrapped header cell
        # ("Ohne / MwSt."), not the totals block
        # (the header's cells may wrap over several digit-free lines)
        # (after an item row under it, only on a line going on in the description column: a
        # totals label alone after an item ends the table)
        header_wrap = (
            self.header_line >= 0
            and (len(self.items) == self.items_at_header or self._in_description_column(line))
            and (line.index - self.header_line <= 2 or not self.any_digit_since_header)
        )
        # a label in the description column without a money figure is description text
        # ("Tax: 0.2%" under an item)
        in_desc = (
            current is not None
            and self.desc_x0 is not None
            and bool(self.items)
            and line.x0 <= self.desc_x0 + max(line.height, 1.0)
            and line.x1 < current.desc_x1
            and not MONEY_FIGURE.search(line.text)
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
        # a label without figures wholly left of the description column is beside the table:
        # a card of invoice facts running down the page's left edge ("ZAHLUNGSZIEL")
        beside = (
            self.desc_x0 is not None
            and bool(self.items)
            and line.x1 < self.desc_x0 - max(line.height, 1.0)
            and not re.search(r"\d", line.text)
        )
        return (
            not (header_wrap and not re.search(r"\d", line.text))
            and not in_desc
            and not annotation
            and not beside
            and not (line.ocr and _item_row_shape(line))
        )

    def _last_group_subtotal(self, line: Line) -> None:
        """The last group's subtotal ending a grouped table ("Subtotale sezione Spese accessorie
        18,04" after the earlier groups' subtotals) is the table's: its words name a group,
        not a charge of the invoice (the line is claimed, so no totals field reads it)."""
        group = self.items[self.section_start :]
        amounts = find_money(line.segments[-1].text, self.decimal_sep)
        if self.section_start <= self.items_at_header or not group or len(amounts) != 1:
            return
        total = sum((i.amount or Decimal(0) for i in group), Decimal(0))
        if within_a_cent(total, amounts[0].value):
            self.used.add(line.index)

    def _names_row_below(self, pos: int, line: Line) -> bool:
        """Whether a label line without figures is the description of the priced row right
        under it ("Delivery pallet hire" over "8 x 17.98  143.84"): a receipt's item whose
        words open with a label, when its row's quantity x unit price make its amount."""
        if line.ocr or MONEY_FIGURE.search(line.text) or pos + 1 >= len(self.lines):
            return False
        below = self.lines[pos + 1]
        if below.page != line.page or below.y0 - line.y1 > max(line.height, 1.0):
            return False
        item, _, _ = self._parse(below)
        return (
            item is not None
            and item.quantity is not None
            and item.unit_price is not None
            and item.amount is not None
            and not item.description
            and within_a_cent(money2(item.quantity * item.unit_price), item.amount)
        )

    def _in_description_column(self, line: Line) -> bool:
        """Whether a segment of the line starts where the description column does."""
        desc_x0 = self.desc_x0
        return desc_x0 is not None and any(
            abs(s.x0 - desc_x0) <= max(s.height, 1.0) for s in line.segments
        )

    def _description_line(self, line: Line) -> None:
        """Text in the description column of a table with a header: the next item's
        description, or (printed tightly under the last item) the end of its description; a
        group's numbered title ("2  Gewerk 2") is neither."""
        desc_x0 = self.desc_x0 if self.desc_x0 is None else min(self.desc_x0, self.row_desc_x0)
        if self._numbered_title(line, desc_x0):
            self._flush_tail()
            self._clear_pending()
            self.used.add(line.index)
            return
        desc_x1 = self.current.desc_x1 if self.current is not None else float("inf")
        right = _description_column_words(line, desc_x0)
        # continuation text: the description column's words only
        text = " ".join(w.text for w in right if w.x0 < desc_x1)
        # a bundle component ("Wireless mouse  1") has a figure in a column of its
        # own; a serial-number line annotates the item: neither is description text
        codes = [c for c in self.current.columns[0] if c.role == "code"] if self.current else []
        component = any(
            w.x0 >= desc_x1
            and is_figure(w.text, self.decimal_sep)
            and not any(c.x0 <= w.x0 < c.next_x0 for c in codes)  # an article number's cell
            for w in right
        )
        right_text = " ".join(w.text for w in right)
        if (
            _ANNOTATION.match(text)
            or _RULED_HEADING.fullmatch(text)
            or _UUID.fullmatch(text)
            or _SKU_LINE.fullmatch(text)
            or self._detail_line(line)
            # the last item's name printed again under it (an e-invoice print's article cell)
            or (bool(self.items) and text == self.items[-1].description)
        ):
            self.used.add(line.index)
        elif (
            text
            and not component
            and not _FREE_MONEY_FIGURE.search(right_text)
            and not FOUR_DECIMALS.search(right_text)
        ):
            self.pending.append(text)
            self.pending_lines.append(line.index)
            self.used.add(line.index)
            if (
                self.items
                and len(self.tail) == len(self.pending) - 1
                and line.y0 - self.tail_y1 < line.height
                and right
                and right[0].x0 < self.tail_x1
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
            amounts = find_money(line.segments[-1].text, self.decimal_sep)
            if len(amounts) == 1 and self._section_subtotal(line, amounts[0].value):
                self._flush_tail()

    def _section_subtotal(self, line: Line, amount: Decimal | None) -> bool:
        """Whether a line's amount is the sum of the priced items since the last group's
        subtotal (a group's "Group total Licences  4,019.12" whose words are no label): then
        the line is read as that subtotal, and the heading under it starts the next group,
        not the end of the last item's description. A group of one item takes a sum's label
        in the line's words ("Section subtotal Materials  755.40")."""
        group = self.items[self.section_start :]
        labelled = any(lb.field in ("subtotal", "total") for lb in find_labels(line.text))
        if amount is None or len(group) < (1 if labelled else 2):
            return False
        if any(i.amount is None or i.quantity is None or i.unit_price is None for i in group):
            return False
        if not within_a_cent(sum((i.amount or Decimal(0) for i in group), Decimal(0)), amount):
            return False
        self.section_start = len(self.items)
        self.used.add(line.index)
        self._clear_pending()
        self.section_break = True
        self.tail_y1 = float("-inf")
        return True

    def _carried_sum(self, line: Line, amount: Decimal | None) -> bool:
        """Whether a row with only an amount carries the sum of every item read so far (a
        page's "Transport 15'725.37" at its foot, or brought forward at the next page's head,
        in words no lexicon lists): a running sum, not an item."""
        if amount is None or len(self.items) < 2 or any(i.amount is None for i in self.items):
            return False
        running = sum((i.amount or Decimal(0) for i in self.items), Decimal(0))
        if not within_a_cent(running, amount):
            return False
        self.used.add(line.index)
        self._clear_pending()
        return True

    def _numbered_title(self, line: Line, desc_x0: float | None) -> bool:
        """Whether a line without figures opens with a position number left of the
        description column, its text in that column: a group's title ("2  Gewerk 2"), not a
        weighed good's count and name over its row of figures ("1 | LIMON" over "0,180 kg
        1,89 €/kg  0,34")."""
        segs = line.segments
        return (
            desc_x0 is not None
            and len(segs) == 2
            and segs[0].x1 <= desc_x0
            and POSITION_NUMBER.fullmatch(segs[0].text.strip()) is not None
            and not MONEY_FIGURE.search(segs[1].text)
            and not self._names_row_below(line.index, line)
        )

    def _detail_line(self, line: Line) -> bool:
        """A line right under the last item: in smaller type than its row (OCR'd heights are
        rough, so a looser share there), or, read by OCR, a line opening with an article code
        ("Art.-Nr. A-1238 · Einheit: Stk.")."""
        if not self.items or self.pending or line.y0 - self.tail_y1 >= line.height:
            return False
        if _ITEM_CODE_LINE.match(line.text.strip()) or dates_only(line.text):
            return True  # an article code, a service period ("01/09/2026 – 01/10/2026")
        if line.ocr and _WORDS_ONLY.fullmatch(line.text.strip()):
            # words without a figure or a colon: the wrapped end of the description ("...
            # cantiere di Vaneze Di" over "Bondone"), its box boxed shorter than the row's
            return False
        share = OCR_DETAIL_TYPE_SHARE if line.ocr else DETAIL_TYPE_SHARE
        return self.item_type > 0 and _type_size(line) <= share * self.item_type

    def _receipt_line(self, line: Line, names_row: bool = False) -> None:
        """A receipt's text line: a description line is text only (or a label's words naming
        the row under it, `names_row`); anything else resets, and so does an address line (the
        customer's block above the first item)."""
        if _ADDRESS_LINE.search(line.text) or (not self.items and town_line(line.text)):
            self._clear_pending()
            self.town_at = line.index  # the customer's town: its country may follow
        elif description_heading_alone(line.words) or CURRENCY_CELL_RE.fullmatch(line.text):
            # the list's heading ("BEZEICHNUNG") or its amounts' currency ("CHF"): no item's text
            self._clear_pending()
        elif (
            # a figure with cents, not a measure ("Vinho da casa 0,25L")
            not re.search(r"\d[.,]\d\d(?![^\W\d_])", line.text)
            and not _PHONE_LIKE.fullmatch(line.text)
            and (names_row or not _labelled(line.segments[0].text))
            # a fact of the invoice's head: a label and a date in a cell of its own
            and not (len(line.segments) >= 2 and _date_word(line.segments[-1].text.strip()))
            # the customer's VAT id alone on its line, closing the address block
            and not (len(line.words) == 1 and tax_id_valid(line.text.strip()) is True)
            # the receipt's date and time ("2025-05-21  16:38"), over its first item
            and not _date_and_time_only(line)
        ):
            if not self.pending:
                self.country_first = line.index == self.town_at + 1
            self.pending.append(line.text)
        else:
            self._clear_pending()

    def _drop_country(self) -> None:
        """A receipt's first pending line, right under the customer's town, when more text
        follows before the item's figures and it is a short line without digits: the
        country closing the customer's address, not the first item's description."""
        first = self.pending[0] if self.pending else ""
        short = len(first.split()) <= 3 and not re.search(r"\d", first)
        if self.country_first and len(self.pending) > 1 and short:
            del self.pending[0]

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
        self._drop_country()
        _lead_count_as_quantity(line, item)
        if _no_name(item) or self._take_name_from_column_above(line, item):
            item.description = None  # its name is the text pending above, if any
        self._cell_around_row(pos, line, item)
        self._name_around_code(pos, line, item)
        named_above = not item.description and bool(self.pending)
        if not self.items and item.description and not named_above:
            # the line tight above the first row, kept until the second row shows its use
            self.first_above = self._line_opening_above(line, item.description)
        if named_above:
            item.description = " ".join(self.pending)
            self.used.update(range(line.index - len(self.pending), line.index))
        elif item.description and self._opens_above(line, item.description):
            # the description's first line tight above the row's figures (a cell of two lines
            # beside its code: "TUBO ACO INOX ..." over "TUB-ACO-042  2,77MM ESP ...  12,0000")
            self._open_rows_above(item)
        elif (
            item.description
            and self.pending
            and self.items
            and self.any_header
            and not self.section_break
        ):
            prev = self.items[-1]
            prev.description = _joined(prev.description, *self.tail)
        elif (
            re.search(r"[^\W\d_]{2}", item.description or "")
            and self.pending
            and self.items
            and self._wraps_last_item(line)
        ):
            # no header: a row with its own description, the text lines between it and the
            # last item the wrapped end of that item's description
            prev = self.items[-1]
            prev.description = _joined(prev.description, *self.pending)
            self.used.update(range(line.index - len(self.pending), line.index))
        self._clear_pending()
        self.section_break = False
        self.tail.clear()
        self.tail_y1 = line.y1
        desc_x1 = self.current.desc_x1 if self.current is not None else float("inf")
        self.tail_x1 = max((w.x1 for w in line.words if w.x0 < desc_x1), default=float("inf"))
        self.row_desc_x0 = _description_start(line, item.description)
        if named_above and pos > 0:
            # its name's line, right above (past a count left of the column: "1 | LIMON")
            self.row_desc_x0 = _description_start(self.lines[pos - 1], item.description)
        self.row_x1 = max((w.x1 for w in line.words), default=0.0)
        self.row_pos = pos
        self.item_type = _row_type_size(line)
        self.lead_rows = self.lead_rows + 1 if _lead_cells(line, self.desc_x0) else 0
        self.items.append(item)
        if line.ocr:
            self.ocr_items.append(item)
        self.used.add(line.index)

    def _cell_around_row(self, pos: int, line: Line, item: LineItem) -> None:
        """A cell of two lines centred on its row, right of the row's own text: the line tight
        above it and the line tight below it start at one x ("L br.Freil. (6er)" over "30  Eier
        Kl. A  1,59  47,70" over "4260694670019"). The upper line ends the row's name; the
        lower one, an article's code, is no next row's name."""
        around = self._lines_around(pos, line) if item.description else None
        if around is None or not _ARTICLE_CODE.fullmatch(around[1].text.strip()):
            return
        words_x1 = max((w.x1 for w in line.words if re.search(r"[^\W\d_]", w.text)), default=0.0)
        if around[0].x0 <= words_x1:
            return  # the row's words reach under the cell: no cell of its own
        self._take_cell(item, f"{item.description} {self.pending[-1]}", around[1])

    def _name_around_code(self, pos: int, line: Line, item: LineItem) -> None:
        """A row whose description is only the item's code, its name a cell of two lines
        centred on it left of the code ("Skarpetki do biegania" over "1  1779336  1  szt.
        19.99" over "3 pary"): the item's name is those two lines."""
        code = item.description or ""
        around = self._lines_around(pos, line) if CODE_ALONE.fullmatch(code) else None
        if around is None:
            return
        above, below = around
        code_x0 = min((w.x0 for w in line.words if w.text in code.split()), default=0.0)
        if max(above.x1, below.x1) > code_x0:
            return
        if MONEY_FIGURE.search(below.text) or ":" in below.text:
            return
        self._take_cell(item, f"{self.pending[-1]} {below.text}", below)

    def _lines_around(self, pos: int, line: Line) -> tuple[Line, Line] | None:
        """The pending line tight above the row and the line tight below it, on its page and
        starting at one x, when the pending text is kept line by line."""
        if not self.pending_lines or pos + 1 >= len(self.lines):
            return None
        if len(self.pending_lines) != len(self.pending):
            return None  # (a receipt's pending text not kept line by line)
        above, below = self.lines[self.pending_lines[-1]], self.lines[pos + 1]
        tight = 0.5 * max(line.height, 1.0)
        if above.page != line.page or below.page != line.page:
            return None
        if line.y0 - above.y1 > tight or below.y0 - line.y1 > tight:
            return None
        return (above, below) if abs(above.x0 - below.x0) <= tight else None

    def _take_cell(self, item: LineItem, description: str, below: Line) -> None:
        """The item's description from the cell around its row: the pending line above it and
        the line below it are used."""
        item.description = description
        self.pending.pop()
        self.pending_lines.pop()
        self.consumed.add(below.index)
        self.used.add(below.index)

    def _take_name_from_column_above(self, line: Line, item: LineItem) -> bool:
        """Whether the row's own text stands wholly left of the description column and of the
        text pending right above it: a code cell ("# ligne BC: 3" under "CODE ARTICLE"), the
        item's name the pending lines in that column. Then the pending lines left of that
        column are dropped, those in it kept."""
        if not self.any_header or not self.pending or not item.description:
            return False
        desc_x1 = self.current.desc_x1 if self.current is not None else float("inf")
        tol = max(line.height, 1.0)
        own = [w for w in line.words if w.x0 < desc_x1 and re.search(r"[^\W\d_]", w.text)]
        own_x1 = max((w.x1 for w in own), default=float("inf"))
        beside = 0
        for index in reversed(self.pending_lines):
            if self.lines[index].x0 <= own_x1 + tol:
                break
            beside += 1
        if not own or beside == 0 or own_x1 > self._description_cell_x0() - tol:
            return False  # its own text in the description column: the item's name
        cells = [s.text for s in line.segments if any(w in s.words for w in own)]
        if not any(re.search(r"\d", text) for text in cells):
            return False  # a cell of words without a figure ("Eier Kl. A"): no code's cell
        del self.pending[: len(self.pending) - beside]
        del self.pending_lines[: len(self.pending_lines) - beside]
        return True

    def _description_cell_x0(self) -> float:
        """Where the header's description cell starts ("Products and services" for a column
        named by its last word), else where the description column does."""
        desc_x0 = self.desc_x0 if self.desc_x0 is not None else float("-inf")
        if self.header_line < 0:
            return desc_x0
        segments = self.lines[self.header_line].segments
        return next((s.x0 for s in segments if s.x0 <= desc_x0 < s.x1), desc_x0)

    def _line_opening_above(self, line: Line, description: str) -> tuple[str, int] | None:
        """The one line pending above a table's row that may open its description, and its
        index: tight above it and starting at a word of the row's description column (its
        description's first, or a code cell before it: "A182 F316L ...")."""
        if not self.any_header or len(self.pending) != 1 or len(self.pending_lines) != 1:
            return None
        above = self.lines[self.pending_lines[0]]
        tight = 0.5 * max(line.height, 1.0)
        start = _description_start(line, description)
        column = [w.x0 for w in line.words if w.x0 <= start + tight]
        opens = (
            above.page == line.page
            and line.y0 - above.y1 <= tight
            and any(abs(above.x0 - x0) <= tight for x0 in column)
        )
        return (self.pending[0], above.index) if opens else None

    def _opens_above(self, line: Line, description: str) -> bool:
        """Whether the line pending above a later row opens its description: the first row's
        such line is only kept (`first_above`: a heading or a reference line may stand there);
        the second row's, when it sits tight under the first row too, shows that each row's
        description opens above it."""
        if not self.items or (len(self.items) > 1 and not self.wraps_up):
            return False
        found = self._line_opening_above(line, description)
        if found is None:
            return False
        tight = 0.5 * max(line.height, 1.0)
        under_first = self.lines[found[1]].y0 - self.tail_y1 <= tight
        return self.wraps_up or (
            self.first_above is not None and (under_first or self._centred_cells(line, found[1]))
        )

    def _centred_cells(self, line: Line, above: int) -> bool:
        """Whether the first two rows print their figures in the middle of a description cell
        of three lines (a web page's table cells, centred by default): the first row with
        one line above it and one below, the second with one above, all at one pitch."""
        if self.first_above is None or len(self.items) != 1:
            return False
        row = self.lines[self.row_pos]
        pitch = row.y0 - self.lines[self.first_above[1]].y0
        below = self.row_pos + 1
        if above != below + 1 or below >= len(self.lines):
            return False
        # the line below the first row ended its description (not a group's subtotal)
        if not (self.items[0].description or "").endswith(self.lines[below].text):
            return False
        tol = _CELL_PITCH_SHARE * max(line.height, 1.0)
        return pitch > 0 and all(
            abs(step - pitch) <= tol
            for step in (self.lines[below].y0 - row.y0, line.y0 - self.lines[above].y0)
        )

    def _open_rows_above(self, item: LineItem) -> None:
        """The pending line opens the row's description; on the second row, the line kept
        above the first row opens the first's too."""
        if not self.wraps_up and self.first_above is not None:
            text, index = self.first_above
            first = self.items[-1]
            first.description = f"{text} {first.description}"
            self.used.add(index)
        item.description = f"{' '.join(self.pending)} {item.description}"
        self.used.update(self.pending_lines)
        self.wraps_up = True

    def _wraps_last_item(self, line: Line) -> bool:
        """Without a header, whether the pending text lines sit tight under the last item's row
        and start where this row does (the description column; a row of words, not one whose
        description OCR made of a figure)."""
        if self.any_header or len(self.pending) > 2 or line.index < len(self.pending):
            return False
        first = self.lines[line.index - len(self.pending)]
        tight = first.y0 - self.tail_y1 < first.height and first.page == line.page
        return tight and abs(first.x0 - line.x0) <= max(first.height, 1.0)

    def _unpriced_row(self, line: Line) -> bool:
        """Whether an OCR'd line of text in an item table whose rows start with a position or
        code cell (`UNPRICED_ROW_LEAD_ROWS` rows in a row) is a row of its own whose figures OCR
        did not read: it starts with such a cell too, which a wrapped description line never
        has. Kept as an item with its description, so that the rows after it keep their places
        (dropped, or taken as the last item's description, it would shift them all)."""
        if not line.ocr or self.current is None or self.lead_rows < UNPRICED_ROW_LEAD_ROWS:
            return False
        lead = _lead_cells(line, self.desc_x0)
        if not lead or line.words[0] is not lead[0]:
            return False
        if any(is_figure(w.text, self.decimal_sep, True) for w in line.words[len(lead) :]):
            return False
        return len(re.findall(r"[^\W\d_]", self._row_text(line))) >= UNPRICED_ROW_MIN_LETTERS

    def _row_text(self, line: Line) -> str:
        """The text of a line's description column."""
        desc_x0 = self.desc_x0 or 0.0
        desc_x1 = self.current.desc_x1 if self.current is not None else float("inf")
        return " ".join(w.text for w in line.words if w.x1 > desc_x0 + 1 and w.x0 < desc_x1)


def _description_column_words(line: Line, desc_x0: float | None) -> list[Word]:
    """The line's words in the description column: right of its start, and the words without
    a figure opening a cell that reaches into it ("L" of "L br.Freil. (6er)" under a centred
    "Artikel")."""
    if desc_x0 is None:
        return list(line.words)
    out: list[Word] = []
    for seg in line.segments:
        straddles = seg.x0 < desc_x0 < seg.x1
        out += [
            w
            for w in seg.words
            if w.x1 > desc_x0 + 1 or (straddles and not re.search(r"\d", w.text))
        ]
    return out


def _allowance_row(item: LineItem) -> bool:
    """Whether an item's description opens with a discount label ("Rabatt", "Abschlag 10 %")."""
    labels = find_labels(item.description or "")
    return bool(labels) and labels[0].start == 0 and labels[0].field == "discount"


def _priced_allowance(item: LineItem) -> bool:
    """Whether a discount row is priced like an item, its quantity times its negative unit
    price making its amount ("Discount 15% on brochures  1  -174.90  -174.90"): a line of the
    table, not the invoice's discount."""
    qty, price, amount = item.quantity, item.unit_price, item.amount
    if qty is None or price is None or amount is None or amount >= 0 or qty <= 0:
        return False
    return item_consistent(item)


def _not_a_total(item: LineItem | None) -> LineItem | None:
    """None for the table's totals row ("Total  1  278.61  40.39  319.00"), a statement's
    account line ("Previous balance  120.00") or a discount row with a negative amount ("Abschlag Lagerware  10 %  1000,00  -100,00"), else the item."""
    if item is not None and _total_label_only(item.description):
        return None
    if item is not None and STATEMENT_ENTRY.match((item.description or "").strip()):
        return None
    if item is not None and item.amount is not None and item.amount < 0:
        labels = find_labels(item.description or "")
        if labels and labels[0].start == 0 and labels[0].field in {"discount", "_prepayment"}:
            return None
    return item


def _description_start(line: Line, description: str | None) -> float:
    """Where a row's own description starts: the left edge of its first word on the row (inf
    when the row prints none of it)."""
    first = (description or "").split(" ", 1)[0]
    return next((w.x0 for w in line.words if first and w.text == first), float("inf"))


def _opens_with_sum_label(line: Line) -> bool:
    """Whether the line opens with a subtotal or total label ("Sous-total lot 1", "Razem")."""
    labels = find_labels(line.segments[0].text) if line.segments else []
    return bool(labels) and labels[0].start == 0 and labels[0].field in ("subtotal", "total")
