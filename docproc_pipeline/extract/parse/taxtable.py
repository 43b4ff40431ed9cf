"""Tax tables printed as rows of figures under a header with a tax word: a row per rate, and
the fields of a summary row whose columns add up."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from decimal import Decimal

from docproc_pipeline.extract.parse.box import x_centre, x_overlap
from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.lines import Line, Segment, make_segment, merge_lines
from docproc_pipeline.extract.parse.numbers import (
    AMOUNT_CELL_RE,
    CENT,
    CURRENCY_CELL_RE,
    PERCENT_CELL_RE,
    find_amounts,
    find_money,
    find_percents,
    money2,
    money_decimals,
    within_a_cent,
)
from docproc_pipeline.extract.parse.table_header import wrapped_below
from docproc_pipeline.extract.parse.vocab import alternatives, word_start_pattern
from docproc_pipeline.invoice import TaxRow

# a tax word opening a column header ("VAT", "MwSt-Betrag", "USt. Satz", "BTW %")
_TAX_WORD_RE = word_start_pattern("tax_word")
# what a summary table's column holds, from its header (first match wins)
_LEFT = r"(?<![^\W\d_])"  # no letter before
_RIGHT = r"(?![^\W\d_])"  # no letter after


def _column_pattern(*, words: str = "", stems: str = "", right: bool = False) -> str:
    """An alternation of the lexicons' `words` (no letter before them, and with `right` none
    after either) and `stems` (anywhere in the header)."""
    parts = []
    if words:
        parts.append(_LEFT + "(?:" + alternatives(words) + ")" + (_RIGHT if right else ""))
    if stems:
        parts.append(alternatives(stems))
    return "|".join(parts)


# what a summary table's column holds, from its header (first match wins)
_COLUMNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern, re.IGNORECASE))
    for name, pattern in (
        ("rate", "%|" + _column_pattern(words="rate_column_word", stems="rate_column_stem")),
        ("shipping", _column_pattern(stems="shipping_column")),
        ("discount", _column_pattern(stems="discount_column")),
        (
            "subtotal",
            _column_pattern(words="net_column_word", stems="net_column_stem", right=True),
        ),
        ("tax_amount", _TAX_WORD_RE.pattern),
        ("total", _column_pattern(stems="total_column")),
    )
)


_RATE_COLUMN = dict(_COLUMNS)["rate"]


# a tax summary's header names at least this many kinds of column (rate, base, tax, ...)
SUMMARY_HEADER_KINDS = 3


# a till receipt's tax category opening a row: a letter, perhaps with a short word read by OCR
# ("A MWST A", "B MUST B"), or with its meaning in brackets ("I (esigibilità immediata)")
_CATEGORY_CELL = re.compile(
    r"[A-Z](?:\s+[^\W\d_]{1,5}){0,2}(?:\s*\([^\W\d_][^()\d]{0,40}\))?|[A-Z]\s?="  # "B=  7,0%"
)


# a till receipt's category letter printed in one cell with its rate ("A 7%", "B 19%",
# "(A) 4.00%")
_CATEGORY_BEFORE_RATE = re.compile(r"\s*(?:[A-Z]|\([A-Za-z]\))\s+(\d{1,2}(?:[.,]\d+)?\s?%)\s*")
# ... with the rate's "%" OCR read as one more digit ("A 218" for "A 21%")
_CATEGORY_BEFORE_MISREAD_RATE = re.compile(r"\s*(?:[A-Z]|\([A-Za-z]\))\s+(\d{2,3})\s*")


@dataclass(slots=True)
class _Cell:
    seg: Segment
    value: Decimal
    money: bool
    percent: bool


# a tax category's code joined to its rate by an equals sign ("1=21,00%", "B= 7%")
_CODE_BEFORE_RATE = re.compile(r"^[A-Z\d]\s?=\s?(?=\d{1,2}(?:[.,]\d+)?\s?%$)")
_EXEMPT_RATE_RE = re.compile(alternatives("exempt_rate"), re.IGNORECASE)
# a VAT code of letters and a digit, in its own cell or after the rate in the rate's
# ("0.00 N2.2": an Italian nature of an exempt supply)
_VAT_CODE_CELL = re.compile(r"[A-Z]{1,2}\d(?:\.\d{1,2})?")
_CODE_AFTER_RATE = re.compile(r"(?<=\d)\s+[A-Z]{1,2}\d(?:\.\d{1,2})?$")
_CURRENCY_AFTER_RATE = re.compile(r"(?<=%)\s*(?:[A-Z]{3}|[A-Z]?\$|[€£])$")


# a tax's name and its rate in one cell, perhaps with its category after it ("TVA 20%(1)")
_TAX_WORD_AND_RATE = re.compile(
    r"(?:" + alternatives("tax_word") + r")\.?\s+(\d{1,2}(?:[.,]\d{1,2})?\s?%)(?:\s?\(\w{1,2}\))?",
    re.IGNORECASE,
)
# a tax named by its rate, the rate's figure before the tax word ("20VAT", "5 VAT")
_RATE_NAMED_TAX = re.compile(r"\d{1,2}\s?(?:" + alternatives("tax_word") + r")", re.IGNORECASE)
# a whole rate and, apart, the one digit its "%" was read as ("10 8", "22 8")
_RATE_SIGN_APART = re.compile(r"\d{1,2} \d")


def _numeric_cells(ctx: Context, line: Line, *, tax_category: bool = False) -> list[_Cell] | None:
    """The cells of a row that holds only figures (amounts, percentages, a currency code).

    With `tax_category`, the row may open with the name of its tax ("Umsatzsteuer (S)  275,00
    7  19,25"), a word the figures do not need."""
    cells: list[_Cell] = []
    segments = line.segments
    if tax_category and segments and _TAX_WORD_RE.match(segments[0].text):
        k = 1
        while k < len(segments) and re.fullmatch(r"\(\w{1,3}\)", segments[k].text.strip()):
            k += 1  # a category code cell: "(S)"
        if not re.search(r"\d", segments[0].text):
            segments = segments[k:]
        elif rate := _TAX_WORD_AND_RATE.fullmatch(segments[0].text.strip()):
            # the tax's name and its rate in one cell ("TVA 20%(1)"): the rate
            first = segments[0]
            segments = [replace(first, text=rate.group(1)), *segments[1:]]
    elif tax_category and segments and _RATE_NAMED_TAX.fullmatch(segments[0].text.strip()):
        segments = segments[1:]  # a till's name of its tax by the rate ("20VAT", "5 VAT")
    elif tax_category and segments and _CATEGORY_CELL.fullmatch(segments[0].text.strip()):
        segments = segments[1:]  # a till receipt's category letter: "A MWST A", "B"
    elif tax_category and segments and (m := _category_before_rate(line, segments[0])):
        # the category letter in the rate's cell: "A 7%", or "A 218" with its "%" misread
        first = segments[0]
        segments = [replace(first, words=first.words[1:], text=m.group(1)), *segments[1:]]
    for seg in segments:
        # the currency of the next cell run into a rate's ("12,00% R$  10,17")
        text = _CURRENCY_AFTER_RATE.sub("", seg.text.strip())
        text = _CODE_BEFORE_RATE.sub("", text)
        if _VAT_CODE_CELL.fullmatch(text):
            continue  # a VAT code beside the rate: an Italian nature ("N1"), not a figure
        text = _CODE_AFTER_RATE.sub("", text)
        if _EXEMPT_RATE_RE.fullmatch(text):
            cells.append(_Cell(seg, Decimal(0), False, True))  # "zw.": an exempt supply
            continue
        if PERCENT_CELL_RE.fullmatch(text):
            rates = find_percents(text, ctx.decimal_sep)
            if len(rates) != 1:
                return None
            cells.append(_Cell(seg, rates[0], False, True))
            continue
        if CURRENCY_CELL_RE.fullmatch(text):
            continue
        if not AMOUNT_CELL_RE.fullmatch(text):
            return None
        amounts = find_amounts(text, ctx.decimal_sep)
        if _RATE_SIGN_APART.fullmatch(text):
            # a rate whose "%" OCR read as a digit of its own ("10 8"): one figure, which only
            # a row whose base and tax prove the rate takes (see `_misread_rate_row`)
            amounts = find_amounts(text.replace(" ", ""), ctx.decimal_sep)
        if len(amounts) != 1:
            return None
        a = amounts[0]
        money = money_decimals(a)
        cells.append(_Cell(seg, a.value, money, False))
    return cells if len(cells) >= 2 else None


def _category_before_rate(line: Line, seg: Segment) -> re.Match[str] | None:
    """A till's category letter and its rate in one cell ("A 7%"), on an OCR'd line also with
    the rate's "%" read as one more digit ("A 218", see `_misread_rate_row`); group 1 the rate."""
    found = _CATEGORY_BEFORE_RATE.fullmatch(seg.text)
    if found is None and line.ocr:
        found = _CATEGORY_BEFORE_MISREAD_RATE.fullmatch(seg.text)
    return found


def _column_of(cell: _Cell, header: Line) -> Segment | None:
    """The header segment over a cell: the one it overlaps most, else the nearest centre."""
    best: Segment | None = None
    best_overlap = 0.0
    for hs in header.segments:
        overlap = x_overlap(hs, cell.seg)
        if overlap > best_overlap:
            best, best_overlap = hs, overlap
    if best is not None:
        return best
    centre = x_centre(cell.seg)
    near = min(header.segments, key=lambda hs: abs(x_centre(hs) - centre))
    return near if abs(x_centre(near) - centre) < 30 else None


def _column_kind(seg: Segment | None) -> str | None:
    if seg is None:
        return None
    for name, pattern in _COLUMNS:
        if pattern.search(seg.text):
            return name
    return None


def summary_header(line: Line) -> bool:
    """Whether a line is a tax summary's header ("Taux  Base  TVA", "VAT rate  Net  VAT"): three
    cells or more without a figure, each naming a summary column, one of them the tax, at
    least three kinds in all."""
    if re.search(r"\d", line.text) or len(line.segments) < SUMMARY_HEADER_KINDS:
        return False
    kinds = [_column_kind(seg) for seg in line.segments]
    return None not in kinds and "tax_amount" in kinds and len(set(kinds)) >= SUMMARY_HEADER_KINDS


def _rate_row(cells: list[_Cell], header: Line) -> TaxRow | None:
    """A row of a tax table: its rate (a percentage, or a figure under a "%" or "Rate" column)
    and the base and tax amount that agree with it (base x rate = amount)."""
    rate_cells = [c for c in cells if c.percent]
    if not rate_cells:
        # a figure under a "%" or "Rate" column, printed with or without cents ("21,00")
        rate_cells = [c for c in cells if _column_kind(_column_of(c, header)) == "rate"]
        if len(rate_cells) > 1:
            rate_cells = _nearest_rate_word(rate_cells, header)
        rate_cells = [c for c in rate_cells if 0 <= c.value < 100]
    if not rate_cells:
        return _misread_rate_row(cells)
    if len(rate_cells) != 1:
        return None
    rate = rate_cells[0].value
    money = [c for c in cells if c.money and c is not rate_cells[0]]
    best: tuple[tuple[bool, Decimal], TaxRow] | None = None
    for bi, b in enumerate(money):
        for ai, a in enumerate(money):
            if ai == bi or b.value <= 0 or a.value < 0:
                continue
            if rate > 0 and not (
                a.value < b.value
                and (
                    within_a_cent(money2(b.value * rate / 100), a.value)
                    # a till's table of gross sales and their tax ("B  20 %  0.99  0.17")
                    or (
                        len(money) == 2
                        and within_a_cent(money2(b.value * rate / (100 + rate)), a.value)
                    )
                )
            ):
                continue
            if rate == 0 and a.value != 0:
                continue
            key = (ai > bi, b.value)
            if best is None or key > best[0]:
                best = (key, TaxRow(rate=rate, base=b.value, amount=a.value))
    return best[1] if best else _row_by_columns(rate, money, header)


def _nearest_rate_word(cells: list[_Cell], header: Line) -> list[_Cell]:
    """Of figures under one header cell that names the rate and more columns (OCR read
    "Aliquota IVA  Natura  Spese accessorie" as one cell), the one nearest the rate's own word;
    all of them when the cell holds no such word or two are as near."""
    words = [w for s in header.segments for w in s.words if _RATE_COLUMN.search(w.text)]
    if len(words) != 1:
        return cells
    centre = (words[0].x0 + words[0].x1) / 2
    by_distance = sorted(cells, key=lambda c: abs(x_centre(c.seg) - centre))
    first, second = (abs(x_centre(c.seg) - centre) for c in by_distance[:2])
    return by_distance[:1] if first < second else cells


def _row_by_columns(rate: Decimal, money: list[_Cell], header: Line) -> TaxRow | None:
    """A rate's row whose figures do not agree with it (a tax miscalculated as printed, for the
    validation to report) read by its header: the one figure under the net column and the one
    under the tax column."""
    by_kind: dict[str | None, list[Decimal]] = {}
    for c in money:
        by_kind.setdefault(_column_kind(_column_of(c, header)), []).append(c.value)
    base, tax = by_kind.get("subtotal", []), by_kind.get("tax_amount", [])
    if not base and len(tax) == 1 and len(money) == 1 and rate > 0 and not _net_column(header):
        # a till's table of its rates and their tax, no net printed ("20VAT  20.00%  £29.36")
        return TaxRow(rate=rate, base=None, amount=tax[0])
    if len(base) != 1 or len(tax) != 1 or not 0 <= tax[0] < base[0]:
        return None
    return TaxRow(rate=rate, base=base[0], amount=tax[0])


def _net_column(header: Line) -> bool:
    """Whether the header names a net (base) column."""
    return any(_column_kind(seg) == "subtotal" for seg in header.segments)


def _misread_rate_row(cells: list[_Cell]) -> TaxRow | None:
    """A row whose percentage OCR read as a figure, its "%" as one more digit ("7%" as "78"):
    the rate a base and amount of the row give (base x rate = amount), when that figure is
    the rate's digits and one more."""
    figures = [c for c in cells if not c.money and c.value == c.value.to_integral_value()]
    money = [c for c in cells if c.money]
    if len(figures) != 1:
        return None
    printed = str(int(figures[0].value))
    for b in money:
        for a in money:
            if not 0 < a.value < b.value:
                continue
            rate = (a.value / b.value * 100).quantize(Decimal(1))
            if (
                0 < rate < 100
                and printed[:-1] == str(rate)
                and within_a_cent(money2(b.value * rate / 100), a.value)
            ):
                return TaxRow(rate=rate, base=b.value, amount=a.value)
    return None


def _titles_header_below(ctx: Context, i: int) -> bool:
    """Whether line `i` is a tax table's title alone ("Riepilogo IVA") over its header of
    column names ("Aliquota IVA  Natura  Totale imponibile  Totale imposta"): the header is
    the line below."""
    if i + 1 >= len(ctx.lines) or len(ctx.lines[i].segments) != 1:
        return False
    nxt = ctx.lines[i + 1]
    # its cells, or the column names in them (OCR may read two or three as one cell)
    named = {_column_kind(make_segment([w])) for s in nxt.segments for w in s.words}
    return (
        nxt.page == ctx.lines[i].page
        and max(len(nxt.segments), len(named - {None})) >= SUMMARY_HEADER_KINDS
        and not re.search(r"\d", nxt.text)
        and _TAX_WORD_RE.search(nxt.text) is not None
    )


def tax_table(ctx: Context) -> tuple[list[TaxRow], dict[str, Decimal] | None]:
    """Tax tables printed as rows of figures under a header with a tax word ("VAT  Net amount
    VAT amount" over "7%  160.00  11.20"): a row per rate, and the fields of a totals row under
    a header naming its columns when they add up (net - discount + freight + tax = total)."""
    rows: list[TaxRow] = []
    summary: dict[str, Decimal] | None = None
    i = 0
    while i < len(ctx.lines):
        if not _TAX_WORD_RE.search(ctx.lines[i].text) or _titles_header_below(ctx, i):
            i += 1
            continue
        # a tax table printed beside the totals block ("Rate  Net  VAT    Subtotal  100.00")
        # is read within its own columns: the header's cells left of the first figure
        x_max = _table_edge(ctx, ctx.lines[i])
        lines = ctx.lines[:i] + [_clipped(ln, x_max) for ln in ctx.lines[i : i + 12]]
        header = lines[i]
        if header.segments:
            # a note printed beside the table, left of it, shares its rows' lines
            x_min = header.segments[0].x0
            lines[i + 1 :] = [_clipped_left(ln, x_min) for ln in lines[i + 1 :]]
        if (
            not header.segments
            or not _TAX_WORD_RE.search(header.text)
            or find_money(header.text, ctx.decimal_sep)
        ):
            i += 1
            continue
        block: list[list[_Cell]] = []
        prev = header
        j = i + 1
        while j < len(lines) and lines[j].page == header.page:
            if lines[j].y0 - prev.y1 > 2.5 * max(prev.height, 1.0):
                break
            if not lines[j].segments:
                j += 1  # a line of the block beside the table only
                continue
            if not block and not re.search(r"\d", lines[j].text) and j == i + 1:
                j += 1  # a header cell wrapped onto the line under it ("Spese / accessorie")
                continue
            cells = _numeric_cells(ctx, lines[j]) or _numeric_cells(ctx, _before_label(lines[j]))
            if cells is None:
                cells = _numeric_cells(ctx, lines[j], tax_category=True)
                if cells is None or _rate_row(cells, header) is None:
                    break
            block.append(cells)
            prev = lines[j]
            j += 1
        if not block:
            i += 1
            continue
        rated = [_rate_row(cells, header) for cells in block]
        block_rows = [r for r in rated if r is not None]
        # a tax table has a row per rate; rows repeating a rate are items with a VAT column,
        # unless they tax nothing (exempt supplies of two kinds, each its own row: "0.00 N2.2",
        # "0.00 N1")
        distinct = len({r.rate for r in block_rows}) == len(block_rows) or all(
            r.rate == 0 and r.amount == 0 for r in block_rows
        )
        if block_rows and distinct:
            rows = block_rows  # the last tax table wins
        # the totals row closes the table (or is its only row)
        if distinct and (len(block) == 1 or rated[-1] is None):
            found = _summary_fields(block[-1], header)
            if found is not None:
                summary = found
        i = j
    return rows, summary


# a summary by rate in the item table's columns starts within this many lines under the table
# (after its totals row)
_UNDER_TABLE_LINES = 3


def in_item_columns(ctx: Context) -> tuple[list[TaxRow], dict[str, Decimal] | None]:
    """A summary by rate printed under the item table in the table's own columns, without a
    header of its own ("Podsumowanie VAT  285,79  23  65,73  351,52" / "212,90  8  17,03
    229,93" under "Wartość netto  VAT %  VAT  Brutto"): consecutive rows of figures, perhaps
    after a word, whose figure under the header's rate column and two amounts make a row (base
    x rate = tax), each of another rate; and the fields of the totals row over them when its
    figures under the net, tax and gross columns add up ("Total général  2 009,07  421,90
    2 430,97")."""
    if not ctx.table_lines:
        return [], None
    first = min(ctx.table_lines)
    header = ctx.lines[first]
    if first > 0 and wrapped_below(ctx.lines[first - 1], header):
        header = merge_lines(ctx.lines[first - 1], header)  # its cells wrapped onto two lines
    if not any(_column_kind(seg) == "rate" for seg in header.segments):
        return [], None
    rows: list[TaxRow] = []
    summary: dict[str, Decimal] | None = None
    k = max(ctx.table_lines) + 1
    while k < len(ctx.lines) and (rows or k <= max(ctx.table_lines) + _UNDER_TABLE_LINES):
        line = ctx.lines[k]
        cells = _numeric_cells(ctx, line) or _numeric_cells(ctx, _without_word_cell(line))
        row = _rate_row(cells, header) if cells and line.page == header.page else None
        if row is not None and not _rate_in_rate_column(cells or [], row, header):
            row = None  # a table of its own beside the item table's columns
        if row is None and rows:
            break
        if row is not None:
            rows.append(row)
        elif cells and summary is None and line.page == header.page:
            summary = _summary_fields(cells, header)
        k += 1
    return (rows if len({r.rate for r in rows}) == len(rows) else []), summary


def _rate_in_rate_column(cells: list[_Cell], row: TaxRow, header: Line) -> bool:
    """Whether the row's rate stands under the header's rate column."""
    rate = next((c for c in cells if c.value == row.rate and not c.money), None)
    return rate is not None and _column_kind(_column_of(rate, header)) == "rate"


def _without_word_cell(line: Line) -> Line:
    """The line without its first segment when that holds no digit (a row's word: "davon"),
    or without the words before the figure its first segment ends with ("Total  208,60")."""
    first = line.segments[0] if line.segments else None
    if first is None or not re.match(r"[^\W\d_]", first.text):
        return line
    if not re.search(r"\d", first.text):
        return replace(line, segments=line.segments[1:]) if len(line.segments) > 1 else line
    k = len(first.words)
    while k > 0 and re.search(r"\d", first.words[k - 1].text):
        k -= 1
    figure = first.words[k:]
    if not figure or k == 0:
        return line
    return replace(line, segments=[make_segment(figure), *line.segments[1:]])


def _table_edge(ctx: Context, line: Line) -> float:
    """Where a tax table's header ends when a totals row shares its line further right: before
    the first figure from the third cell on, and before that figure's label (midway in the gap
    between the two: a figure right-aligned under the header's last cell may reach a little
    beyond it); else nowhere."""
    segs = line.segments
    for k, seg in enumerate(segs):
        if k >= 2 and find_money(seg.text, ctx.decimal_sep):
            # the figure's own label ("Subtotal  100.00") belongs to the block on the right
            last = k - 2 if not re.search(r"\d", segs[k - 1].text) and k >= 3 else k - 1
            return max(segs[last].x1 + 1.0, (segs[last].x1 + segs[last + 1].x0) / 2)
    return float("inf")


def _before_label(line: Line) -> Line:
    """A row of figures cut before the first word cell after two figures or more: a totals
    block's label sharing the row's line further right ("22,35 €  13,00  2,90 €  25,25 €
    TOTAL DE DESCONTOS  0,00 €")."""
    figures = 0
    for seg in line.segments:
        if re.search(r"\d", seg.text):
            figures += 1
        elif figures >= 2:
            return _clipped(line, seg.x0)
    return line


def _clipped(line: Line, x_max: float) -> Line:
    """The line with only its segments that end left of `x_max`."""
    if x_max == float("inf"):
        return line
    segments = [s for s in line.segments if s.x1 <= x_max]
    words = [w for s in segments for w in s.words] or line.words
    return Line(line.page, words, segments, line.index, line.ocr)


# a rate's digits and its "%" read as one more digit ("78" for "7%", "198" for "19%")
_RATE_READ_AS_DIGITS = re.compile(r"\d{2,3}")


def _clipped_left(line: Line, x_min: float) -> Line:
    """The line without its segments that end left of `x_min` (left of a table's header),
    but for a rate: a column of rates is often printed without a title ("A  10%  1 680,56"),
    perhaps with its category letter ("A 10%"), and OCR may read a rate's "%" as one more digit
    ("78", "A 218": see `_misread_rate_row`)."""
    segments = [
        s
        for s in line.segments
        if s.x1 > x_min
        or PERCENT_CELL_RE.fullmatch(s.text.strip())
        or _category_before_rate(line, s)
        or (line.ocr and _RATE_READ_AS_DIGITS.fullmatch(s.text.strip()))
    ]
    if len(segments) == len(line.segments):
        return line
    # a line left with no segment keeps its words for its position (a line beside the table)
    words = [w for s in segments for w in s.words] or line.words
    return Line(line.page, words, segments, line.index, line.ocr)


def _summary_fields(cells: list[_Cell], header: Line) -> dict[str, Decimal] | None:
    columns: dict[str, list[Decimal]] = {}
    for c in cells:
        kind = _column_kind(_column_of(c, header))
        if kind is None:
            return None  # a figure under a column of its own (a quantity): an item row
        if c.money and kind != "rate":
            columns.setdefault(kind, []).append(c.value)
    if any(len(v) != 1 for k, v in columns.items() if k != "subtotal"):
        return None
    if not all(k in columns for k in ("subtotal", "tax_amount", "total")):
        return None
    discount = abs(columns["discount"][0]) if "discount" in columns else Decimal(0)
    shipping = columns["shipping"][0] if "shipping" in columns else Decimal(0)
    tax, total = columns["tax_amount"][0], columns["total"][0]
    for subtotal in columns["subtotal"]:
        if within_a_cent(subtotal - discount + shipping + tax, total):
            out = {"subtotal": subtotal, "tax_amount": tax, "total": total}
            if "discount" in columns:
                out["discount"] = discount
            if "shipping" in columns:
                out["shipping"] = shipping
            return out
    return None


# a tax category's letter after its label words, its figure in the line's last cell ("Sprzed.
# opod. PTU A  43,97"), and the category's rate and tax on the next line ("Kwota A 23,00%  8,22")
_CATEGORY_END = re.compile(r"(?<![^\W\d_])([A-Z])\s*$")
_CATEGORY_RATE = re.compile(r"(?<![^\W\d_])([A-Z])\s+(\d{1,2}(?:[.,]\d{1,3})?)\s?%\s*$")


def _last_cell_money(ctx: Context, line: Line) -> Decimal | None:
    """The line's last cell when it is one money figure alone, after text cells."""
    if len(line.segments) < 2:
        return None
    found = find_money(line.segments[-1].text, ctx.decimal_sep)
    return found[0].value if len(found) == 1 else None


def category_rows(ctx: Context) -> list[TaxRow]:
    """A till receipt's tax rows by category: a line ending in a category letter and its base
    ("... A  43,97"), right under it a line of that letter, its rate and the tax ("... A 23,00%
    8,22"), where the base times the rate gives the tax, the base net of it or including it
    (gross sales: 43,97 x 23/123 = 8,22). A row per category, in print order."""
    rows: list[TaxRow] = []
    for upper, lower in zip(ctx.lines, ctx.lines[1:], strict=False):
        base, amount = _last_cell_money(ctx, upper), _last_cell_money(ctx, lower)
        if base is None or amount is None or upper.page != lower.page:
            continue
        letter = _CATEGORY_END.search(" ".join(s.text for s in upper.segments[:-1]))
        rated = _CATEGORY_RATE.search(" ".join(s.text for s in lower.segments[:-1]))
        if letter is None or rated is None or letter.group(1) != rated.group(1):
            continue
        rate = Decimal(rated.group(2).replace(",", "."))
        net = (base * rate / 100).quantize(CENT)
        gross = (base * rate / (100 + rate)).quantize(CENT)
        if within_a_cent(net, amount) or within_a_cent(gross, amount):
            rows.append(TaxRow(rate=rate, base=base, amount=amount))
    return rows


# an OCR'd decimal comma or point read as a colon or semicolon before the cents ("1.248;52")
_COLON_CENTS = re.compile(r"(?<=\d)[;:](?=\d\d(?!\d))")


def bases_beside_rates(ctx: Context, rows: list[TaxRow]) -> list[TaxRow]:
    """Tax rows without a base, their base filled in from a line that prints the row's rate
    beside a figure that the rate turns into the row's tax amount to the cent: a receipt's
    small table of rates and net values ("22 %  1.248,52" under "Cod. IVA  Imponibile"), read
    apart from the tax lines above it."""
    out = []
    for row in rows:
        if row.base is None and row.rate is not None and row.amount is not None:
            base = _base_beside_rate(ctx, row.rate, row.amount)
            row = TaxRow(rate=row.rate, base=base, amount=row.amount)
        out.append(row)
    return out


def _base_beside_rate(ctx: Context, rate: Decimal, amount: Decimal) -> Decimal | None:
    """The one figure printed on a line with `rate` that `rate` turns into `amount`."""
    found: set[Decimal] = set()
    for line in ctx.lines:
        text = _COLON_CENTS.sub(ctx.decimal_sep, line.text) if line.ocr else line.text
        if rate not in find_percents(text, ctx.decimal_sep):
            continue
        for a in ctx.find_money(text):
            if a.value > amount and within_a_cent(money2(a.value * rate / 100), amount):
                found.add(a.value)
    return found.pop() if len(found) == 1 else None


# a note that the customer owes the tax, or that a supply within the EU is not taxed
_REVERSE_CHARGE = re.compile(rf"(?<!\w)(?:{alternatives('reverse_charge')})(?!\w)", re.IGNORECASE)


def zero_rate_of_reverse_charge(ctx: Context) -> bool:
    """An invoice that prints no tax and no rate, its total its net, and a reverse-charge or
    intra-EU supply note ("Steuerschuldnerschaft des Leistungsempfängers", "cessione
    intracomunitaria", "btw verlegd"): taxed at rate 0 (tax 0, one row on the total)."""
    f = ctx.fields
    if f.tax_rate is not None or f.tax_amount is not None or f.tax_breakdown or f.total is None:
        return False
    if f.subtotal is not None and f.subtotal != f.total:
        return False
    if not any(_REVERSE_CHARGE.search(ln.text) for ln in ctx.lines):
        return False
    f.tax_rate = f.tax_amount = Decimal("0.00")
    f.tax_breakdown = [TaxRow(rate=Decimal("0.00"), base=f.total, amount=Decimal("0.00"))]
    return True
