"""Money fields: subtotal, discount, shipping, tax amount and rate, tax breakdown, total and
amount due, read after their labels and completed by the invoice's arithmetic."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal

from docproc_pipeline.extract.parse.box import overlaps_x
from docproc_pipeline.extract.parse.closing import (
    MAX_TAX_SHARE,
    charge_or_allowance_closing,
    net_and_rows_closing_total,
    net_or_total_closing,
    rows_closing_total,
    self_checking_rows,
    total_misread_by_a_digit,
    total_printed_twice,
    unlabelled_totals_column,
)
from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.hits import Hit, in_label_row, rate_only, segment_below
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.lines import Line, Segment
from docproc_pipeline.extract.parse.numbers import (
    AMOUNT_CELL_RE,
    CENT,
    CURRENCY_CELL_RE,
    PERCENT_CELL_RE,
    SPACED_DIGITS_RE,
    Amount,
    find_amounts,
    find_money,
    find_percents,
    money2,
    tax_at,
    within_a_cent,
)
from docproc_pipeline.extract.parse.table_header import heads_rate_column
from docproc_pipeline.extract.parse.table_rows import STATEMENT_ENTRY, TIMES_SIGN
from docproc_pipeline.extract.parse.taxtable import (
    bases_beside_rates,
    category_rows,
    in_item_columns,
    summary_header,
    tax_table,
)
from docproc_pipeline.extract.parse.vocab import alternatives, slip_word_in
from docproc_pipeline.invoice import InvoiceFields, TaxRow


def _money_value(ctx: Context, h: Hit, *, below: bool = True) -> Decimal | None:
    amounts = ctx.find_money(h.inline) + ctx.find_money(h.right)
    if not amounts and h.right and CURRENCY_CELL_RE.fullmatch(h.right.strip()):
        # the currency in a cell of its own between label and figure: "Tax amount in | EUR | 5.00"
        after = h.line.segments[h.segment + 2 : h.segment + 3]
        if after and AMOUNT_CELL_RE.fullmatch(after[0].text):
            amounts = ctx.find_money(h.right + " " + after[0].text)
    if not amounts and not h.inline and not h.right and below:
        amounts = ctx.find_money(h.below)
        if not amounts and CURRENCY_CELL_RE.fullmatch(h.below.strip()):
            # the currency in a cell of its own under the label, its figure in the next cell
            # ("Währung Betrag" over "CHF | 1 756.05")
            amounts = ctx.find_money(_beside_below(ctx, h))
    if not amounts and not h.right:
        amounts = ctx.find_money(_right_past_qualifier(h))
    if not amounts and not h.right:
        amounts = ctx.find_money(_offset_value(ctx, h, ctx.currency))
    if not amounts and not h.right and below and _figure_cell(h.below):
        # under a label whose words run on ("Total toutes taxes comprises"), only a figure
        # of its own: a wrapped description's next line is no value
        amounts = ctx.find_money(h.below)
    if not amounts and not h.inline and below and h.field in _PAYABLES:
        amounts = _whole_figure_over_currency(ctx, h)
    in_text = ctx.find_money(h.inline)
    if len(in_text) > 1 and find_labels(h.inline[in_text[0].end :]):
        # running text that names a second figure by a word of its own ("Total amount:
        # 16,141.67, of which tax 1,002.94", "... 983,64 zł, w tym VAT 183,93 zł"): each
        # figure of a sentence has its own word, so the label's value is the first one
        return in_text[0].value
    return amounts[-1].value if amounts else None


# the labels whose figure alone, without cents, under them is money when a currency closes it
_PAYABLES = ("total", "amount_due")
# a whole figure, perhaps grouped by spaces or points ("1 400", "12.500")
_WHOLE_FIGURE = re.compile(r"\d{1,3}(?:[ .\u00a0\u202f]\d{3})+|\d{1,7}")


def _whole_figure_over_currency(ctx: Context, h: Hit) -> list[Amount]:
    """A payable's figure printed whole beside or under its label with its currency under it
    ("TOTAL NET À PAYER" over "1 400" over "€"): money, though the document prints cents
    elsewhere."""
    text = (h.right or h.below).strip()
    if not _WHOLE_FIGURE.fullmatch(text):
        return []
    for k in range(h.line.index, min(h.line.index + 3, len(ctx.lines))):
        seg = next((s for s in ctx.lines[k].segments if s.text.strip() == text), None)
        if seg is None:
            continue
        under = segment_below(ctx.lines, k, seg, card=False).strip()
        if not CURRENCY_CELL_RE.fullmatch(under):
            return []
        return find_money(f"{text} {under}", ctx.decimal_sep, whole=True)
    return []


def _beside_below(ctx: Context, h: Hit) -> str:
    """The cell right of the one under a label (the label's value cell beside its currency)."""
    k = h.line.index + 1
    if k >= len(ctx.lines) or ctx.lines[k].page != h.line.page:
        return ""
    cells = ctx.lines[k].segments
    for a, b in zip(cells, cells[1:], strict=False):
        if a.text.strip() == h.below.strip():
            return a.text + " " + b.text
    return ""


def _figure_cell(text: str) -> bool:
    return bool(AMOUNT_CELL_RE.fullmatch(text.strip()))


_QUALIFIED_MONEY = ("subtotal", "total", "amount_due", "tax_total")


def _right_past_qualifier(h: Hit) -> str:
    """The next segment after a money label whose own segment ends in a tax word that only
    qualifies it ("Te betalen incl. BTW  61.988,11"): that tax word took the figure as its
    value, but it belongs to the money label."""
    seg = h.line.segments[h.segment]
    if h.segment + 1 >= len(h.line.segments) or h.field not in _QUALIFIED_MONEY:
        return ""
    if h.field == "tax_total" and find_percents(seg.text):
        return ""  # "Imposta IVA 22%": the tax row of one rate, read as such elsewhere
    rest = find_labels(seg.text[h.match.end :])
    if not rest or any(m.field != "tax" for m in rest):
        return ""
    return h.line.segments[h.segment + 1].text


def _offset_value(ctx: Context, h: Hit, currency: str | None = None) -> str:
    """A value printed (or read by OCR) a few points lower than its label, so that it fell on
    the next line: the last segment of that line, right of the label, when it is a figure.

    A label set between two such lines ("EUR -" above "Tax amount in", "1,12" below it) has its
    value wrapped over both; two figures there are one amount in two currencies ("GBP 163,16"
    above, "EUR 183,14" below), of which the one in the invoice's currency is taken."""
    li = h.line.index
    if h.segment != len(h.line.segments) - 1:
        return ""
    label = h.line.segments[h.segment]

    def value_cells(k: int) -> str | None:
        if not 0 <= k < len(ctx.lines) or k == li:
            return None
        other = ctx.lines[k]
        if other.page != h.line.page or abs(other.yc - h.line.yc) > 0.75 * h.line.height:
            return None
        if other.segments[0].x0 <= label.x1:
            return None
        return " ".join(seg.text for seg in other.segments)

    below = value_cells(li + 1)
    above = value_cells(li - 1)
    if above is not None and below is not None:
        joined = above + ("" if above.endswith(tuple("-−–")) else " ") + below
        if AMOUNT_CELL_RE.fullmatch(joined) and len(ctx.find_money(joined)) == 1:
            return joined
        if currency is not None:
            for text in (below, above):
                amounts = ctx.find_money(text)
                if len(amounts) == 1 and amounts[0].currency == currency:
                    return text
    if li + 1 >= len(ctx.lines):
        return ""
    nxt = ctx.lines[li + 1]
    if nxt.page != h.line.page or nxt.yc - h.line.yc > 0.75 * h.line.height:
        return ""
    last = nxt.segments[-1]
    if last.x0 <= label.x1 or not AMOUNT_CELL_RE.fullmatch(last.text):
        return ""
    if _opens_with_label(nxt.segments[0]) and nxt.segments[0].x0 < label.x1:
        return ""  # the figure of the label under ours ("SUMA PTU" over "SUMA PLN  26,98")
    return last.text


def _opens_with_label(seg: Segment) -> bool:
    labels = find_labels(seg.text)
    return bool(labels) and labels[0].start == 0 and not labels[0].field.startswith("_")


def _total_row(ctx: Context, h: Hit) -> tuple[Decimal | None, Decimal | None, Decimal] | None:
    """A total row of a table (a cell per column): the gross is its last cell, and when the last
    three are net, tax and gross (net + tax = gross) those too: "Total  24.99  5.00  29.99". A
    figure after the label in its segment is the first cell, a rate's cell is none of them
    ("Razem: 6,46zł  23%  1,49zł  7,95zł"), nor a mark standing in for one."""
    cells = [c for seg in h.line.segments[h.segment + 1 :] for c in _cells_at_rate(seg.text)]
    if h.inline:
        if not AMOUNT_CELL_RE.fullmatch(h.inline):
            return None
        cells = [h.inline, *cells]
    cells = [c for c in cells if not _no_sum_cell(c.strip())]
    cells = _figure_cells_before_text(cells)
    if len(cells) < 2 or not all(AMOUNT_CELL_RE.fullmatch(c) for c in cells):
        return None
    amounts = [find_amounts(c, ctx.decimal_sep) for c in cells]
    if any(len(a) != 1 for a in amounts):
        return None
    values = [a[0].value for a in amounts]
    if len(values) >= 3:
        net, tax, gross = values[-3:]
        if tax > 0 and net > tax and abs(net + tax - gross) <= CENT:
            return net, tax, gross
    if len(values) >= 4 and 0 < values[-1] < values[0] and sum(values[1:-1]) == values[-1]:
        # a tax summary's total row "Total  2,287.50  320.25  320.25  640.50": the taxable
        # value, each tax and the taxes' sum; the gross their sum, when printed elsewhere
        net, tax = values[0], values[-1]
        if net + tax in _printed_amounts(ctx):
            return net, tax, net + tax
    if len(values) == 2 and 0 < values[1] < values[0]:
        # "TOTAL  250.00  60.00" under a net and a tax column, the gross printed on its own
        # elsewhere ("Total de plata  310.00"): net and tax, their sum the gross
        net, tax = values
        if net + tax in _printed_amounts(ctx):
            return net, tax, net + tax
    return None, None, values[-1]


def _figure_cells_before_text(cells: list[str]) -> list[str]:
    """A total row's figure cells before text printed beside the table in its line (the
    invoice's number and the customer's name in a box right of a tax summary's sums: "Total
    618,56  42,71  FA20242650 L'INCONTOURNABLE"); all cells when a figure follows the text."""
    k = next((i for i, c in enumerate(cells) if not AMOUNT_CELL_RE.fullmatch(c)), len(cells))
    rest = cells[k:]
    if k < 2 or any(re.search(r"\d[.,]\d{2}\b", c) for c in rest):
        return cells
    return cells[:k]


def _cells_at_rate(text: str) -> list[str]:
    """A segment of a total row whose cells the text layer ran together around a rate
    ("2845,53 23% 654,47"): its figures as cells, when each is one and a rate is among them;
    else the segment as one cell."""
    parts = text.split()
    if (
        len(parts) >= 3
        and any(PERCENT_CELL_RE.fullmatch(p) for p in parts)
        and all(AMOUNT_CELL_RE.fullmatch(p) or PERCENT_CELL_RE.fullmatch(p) for p in parts)
    ):
        return parts
    return [text]


# the cell of a total row under a column that has no sum: a rate, or a mark in its place
# ("Razem  570.00  x  131.10  701.10", "Total  24.99  –  5.00  29.99")
def _no_sum_cell(text: str) -> bool:
    return text in _NIL_CELLS or text in ("x", "X") or PERCENT_CELL_RE.fullmatch(text) is not None


# "19 % AUF 100,00", "VAT 20% ON 81.90": the word before a tax's base amount
_BASE_RE = re.compile("(?:" + alternatives("tax_base_lead") + r")\s*$", re.IGNORECASE)
# a prepayment word that also heads an allowance row ("Abschlag Treuerabatt  10 %  -5,00")
_ALLOWANCE_LABEL = re.compile(alternatives("allowance_label"), re.IGNORECASE)


# a figure cell holding only a dash: nothing ("MwSt. 0 %  -")
_NIL_CELLS = frozenset({"-", "–", "—"})


def _figure_under_label_row(ctx: Context, h: Hit, *, alone: bool = False) -> str:
    """The one money cell in the label's column on the line under a row of labels ("Subtotal |
    Total VAT 20% | Total" over "335,79 | 67,16 | 402,95"); "" when the lines are no such rows.
    `alone`: and no second row's figure under it (one row, not a table's row per rate)."""
    line = h.line
    if line.index + 1 >= len(ctx.lines) or len(line.segments) < 2:
        return ""
    if not _labels_row(line):
        return ""
    nxt = ctx.lines[line.index + 1]
    if nxt.page != line.page or nxt.y0 - line.y1 > _LABEL_ROW_GAP * line.height:
        return ""
    seg = line.segments[h.segment]
    right = line.segments[h.segment + 1].x0 if h.segment + 1 < len(line.segments) else 1e9

    def column_cells(row: Line) -> list[Segment]:
        return [c for c in row.segments if seg.x0 - seg.height <= (c.x0 + c.x1) / 2 < right]

    cells = column_cells(nxt)
    if len(cells) != 1 or not ctx.find_money(cells[0].text):
        return ""
    after = ctx.lines[line.index + 2] if line.index + 2 < len(ctx.lines) else None
    second_row = (
        after is not None
        and after.page == line.page
        and after.y0 - nxt.y1 < line.height
        and any(ctx.find_money(c.text) for c in column_cells(after))
    )
    return "" if alone and second_row else cells[0].text


def _labels_row(line: Line) -> bool:
    """Whether a line is a row of column labels: labels opening every cell, or most of them and
    no figure in it (a summary's "%IVA  Spese accessorie  Arr.  Totale imponibile  Totale
    imposta")."""
    labelled = sum(1 for s in line.segments if _opens_with_a_label(s.text))
    if labelled == len(line.segments):
        return True
    return labelled >= 3 and 2 * labelled > len(line.segments) and not re.search(r"\d", line.text)


def _opens_with_a_label(text: str) -> bool:
    """Whether a cell's first words are a label, perhaps after a sign ("%IVA")."""
    found = find_labels(text)
    return bool(found) and not re.search(r"[^\W\d_]", text[: found[0].start])


# a row of figures under a row of labels stands at most this many line heights below it
_LABEL_ROW_GAP = 3.0


def _tax_row(ctx: Context, h: Hit) -> TaxRow | None:
    seg = h.line.segments[h.segment]
    before = seg.text[: h.match.start]
    rates = find_percents(h.inline, ctx.decimal_sep) or find_percents(before, ctx.decimal_sep)
    if not rates and h.segment > 0:
        # the rate in a cell of its own left of the label's ("A 07,0% Netto | 13,83 MwSt | 0,97")
        left = find_percents(
            " ".join(s.text for s in h.line.segments[: h.segment]), ctx.decimal_sep
        )
        rates = left if len(left) == 1 else []
    amounts = ctx.find_money(h.inline) + ctx.find_money(h.right)
    if not rates and not amounts and (pair := _rate_and_amount_cells(h.line, h.segment + 1)):
        # a till receipt's tax row of cells: "TAX 1 | 7.900 % | 1.07"
        return _cells_row(ctx, *pair)
    if not amounts and (not h.inline or rate_only(h.inline)) and _card(ctx, h):
        # a card: "VAT (20 %)", "zzgl. 20% MwSt.", "IVA à taxa de 23%" alone over its figure
        amounts = ctx.find_money(h.below)
    if not amounts and rates and not h.right and (cell := _figure_under_label_row(ctx, h)):
        # "Subtotal  Total VAT 20%  Total" over a row of their figures: the tax's is its column's
        amounts = ctx.find_money(cell)
    if (
        not amounts
        and rates
        and rate_only(h.right)
        and (row := _rate_cell_then_base_and_tax(ctx, h, rates[0]))
    ):
        return row  # "IVA normal (21%) | 21 % | s/ 3.706,78 | 778,42 €"
    if not amounts and rates and h.right.strip() in _NIL_CELLS:
        # "MwSt. 0 %  -": a dash in the figure's cell is a tax of nothing at that rate
        return TaxRow(rate=rates[0], base=None, amount=Decimal("0.00"))
    if not amounts and not rates and not h.inline.strip() and _nil_rate_alone(ctx, h):
        # "BTW   0%" and no figure: a tax of nothing at a rate of nothing
        return TaxRow(rate=Decimal("0"), base=None, amount=Decimal("0.00"))
    if not amounts:
        return None
    amount = amounts[-1].value
    if amount < 0 and not rates:
        return None  # "MwSt.-Senkung  -0,88": a rebate beside the tax's word, no tax of a rate
    base: Decimal | None = None
    text = h.inline + " " + h.right
    for a in amounts[:-1]:
        if _BASE_RE.search(text[: a.start]) or len(amounts) == 2:
            base = abs(a.value)
    rate = rates[0] if rates else None
    if base is None and rate is not None and len(amounts) == 1:
        base = _wrapped_base(ctx, h, rate, amounts[0].value)
    cells = [seg.text for seg in h.line.segments[h.segment + 1 :]]
    if rate is not None and len(amounts) == 1 and cells and h.right == cells[0]:
        split = _base_then_tax(ctx, cells, rate)
        if split is not None:
            base, amount = split
    return TaxRow(rate=rate, base=base, amount=amount)


# a rate cell between a tax row's base and its amount, as a times sign and the rate ("x 21%")
_TIMES_RATE_CELL = re.compile(TIMES_SIGN.pattern + r"\s?" + PERCENT_CELL_RE.pattern)


def _base_then_tax(ctx: Context, cells: list[str], rate: Decimal) -> tuple[Decimal, Decimal] | None:
    """A tax row's base and amount in cells of their own after its label: a breakdown table's
    Base and Amount columns ("TVA 20,0%  81,90 €  16,38 €"), or a bill's calculation, the base
    times the rate ("IVA (21%)  470,23 €  x 21%  98,75 €", the rate at one cent's rounding)."""
    if len(cells) == 3 and _TIMES_RATE_CELL.fullmatch(cells[1].strip()):
        figures = [cells[0], cells[2]]
    elif len(cells) == 2:
        figures = cells
    else:
        return None
    if not all(AMOUNT_CELL_RE.fullmatch(c) for c in figures):
        return None
    first, second = ctx.find_money(figures[0]), ctx.find_money(figures[1])
    if len(first) != 1 or len(second) != 1 or not 0 <= second[0].value < first[0].value:
        return None
    base, amount = first[0].value, second[0].value
    if len(cells) == 3 and not _rate_makes(base, rate, amount):
        return None
    return base, amount


def _rate_cell_then_base_and_tax(ctx: Context, h: Hit, rate: Decimal) -> TaxRow | None:
    """A tax row whose label's right cell holds its rate alone, then two figures in cells of
    their own that the rate makes one of the other: its base and its amount."""
    cells = [s.text for s in h.line.segments[h.segment + 2 :]]
    figures = [a for c in cells for a in ctx.find_money(c)]
    if len(cells) != 2 or len(figures) != 2:
        return None
    base, amount = figures[0].value, figures[1].value
    if not 0 < amount < base or not _rate_makes(base, rate, amount):
        return None
    return TaxRow(rate=rate, base=base, amount=amount)


def _rate_makes(base: Decimal, rate: Decimal, amount: Decimal) -> bool:
    """Whether `rate` percent of `base` is `amount`, to the cent."""
    return within_a_cent(money2(base * rate / 100), amount)


def _nil_rate_alone(ctx: Context, h: Hit) -> bool:
    """Whether the label's row holds only a rate of 0 % after it (no figure beside or below)."""
    right = h.right.strip()
    rates = find_percents(right, ctx.decimal_sep)
    return (
        len(rates) == 1
        and rates[0] == 0
        and PERCENT_CELL_RE.fullmatch(right) is not None
        and not ctx.find_money(h.below)
    )


def _wrapped_base(ctx: Context, h: Hit, rate: Decimal, amount: Decimal) -> Decimal | None:
    """The base of a tax row whose parenthesis wrapped onto the next line under its label
    ("TVA 21 % (BASE HT  1 528,37" over "7 277,95)"): the one figure of the segment there that
    closes it, when the rate of it gives the row's amount."""
    if h.inline.count("(") <= h.inline.count(")"):
        return None
    k = h.line.index + 1
    if k >= len(ctx.lines) or ctx.lines[k].page != h.line.page:
        return None
    label, nxt = h.line.segments[h.segment], ctx.lines[k]
    if nxt.y0 - h.line.y1 > h.line.height:
        return None
    for seg in nxt.segments:
        found = ctx.find_money(seg.text)
        if (
            abs(seg.x0 - label.x0) <= label.height
            and seg.text.rstrip().endswith(")")
            and len(found) == 1
            and _rate_makes(found[0].value, rate, amount)
        ):
            return found[0].value
    return None


def _rate_and_amount_cells(line: Line, start: int) -> tuple[Segment, Segment] | None:
    """The line's last two cells from `start` on, when they are a rate alone and an amount
    alone ("7.900 %  1.07")."""
    cells = line.segments[start:]
    if len(cells) != 2 or not PERCENT_CELL_RE.fullmatch(cells[0].text.strip()):
        return None
    return (cells[0], cells[1]) if AMOUNT_CELL_RE.fullmatch(cells[1].text.strip()) else None


def _cells_row(ctx: Context, rate_cell: Segment, amount_cell: Segment) -> TaxRow | None:
    rates = find_percents(rate_cell.text, ctx.decimal_sep)
    amounts = ctx.find_money(amount_cell.text)
    if len(rates) != 1 or len(amounts) != 1:
        return None
    return TaxRow(rate=rates[0], base=None, amount=amounts[0].value)


def _stacked_tax_rows(ctx: Context, h: Hit) -> list[TaxRow]:
    """The rows printed right under a till receipt's tax row of cells, their rate and amount
    under its own, whatever OCR made of their labels ("TAX 1  7.900 %  1.07" over "3 TEX
    5.000 %  1.14" over "2.900 %  0.12")."""
    first = _rate_and_amount_cells(h.line, h.segment + 1)
    if first is None:
        return []

    def last_two(line: Line) -> list[Segment] | None:
        cells = _rate_and_amount_cells(line, len(line.segments) - 2)
        return list(cells) if cells is not None else None

    return _rows_under(h.line, list(first), last_two, lambda cells: _cells_row(ctx, *cells), ctx)


def _rows_under(
    top: Line,
    first: list[Segment],
    cells_of: Callable[[Line], list[Segment] | None],
    row_of: Callable[[list[Segment]], TaxRow | None],
    ctx: Context,
) -> list[TaxRow]:
    """The rows printed right under line `top`, one a line, while a line's cells (`cells_of`)
    end where the cells `first` of the top row do and read as a row (`row_of`)."""
    rows: list[TaxRow] = []
    tol = 2 * max(top.height, 1.0)
    prev = top
    for line in ctx.lines[top.index + 1 :]:
        if line.page != prev.page or abs(line.y0 - prev.y1) > tol:
            break
        cells = cells_of(line)
        if (
            cells is None
            or len(cells) != len(first)
            or any(abs(c.x1 - f.x1) > tol for c, f in zip(cells, first, strict=True))
            or (row := row_of(cells)) is None
        ):
            break
        rows.append(row)
        prev = line
    return rows


# a rate printed without its sign under a "%" heading: "19,00", "7.0", "0" (a locale's rate
# format may differ from its amounts': "19,00" beside "33.61")
_BARE_RATE = re.compile(r"(\d{1,2})(?:[.,](\d{1,3}))?")


def _rate_base_amount(ctx: Context, cells: list[Segment]) -> TaxRow | None:
    """Three cells "rate  base  amount" that prove themselves: base x rate = amount."""
    if len(cells) != 3 or not (m := _BARE_RATE.fullmatch(cells[0].text.strip())):
        return None
    rate = Decimal(f"{m.group(1)}.{m.group(2) or 0}")
    base, amount = (ctx.find_money(c.text) for c in cells[1:])
    if len(base) != 1 or len(amount) != 1 or base[0].value < 0:
        return None
    if not _rate_makes(base[0].value, rate, amount[0].value):
        return None
    return TaxRow(rate=rate.normalize(), base=base[0].value, amount=amount[0].value)


def _percent_label_rows(ctx: Context, h: Hit) -> list[TaxRow]:
    """ "Umsatzsteuer %  19,00  33.61  6.39" and the rows under it ("7,00  0.00  0.00"): a tax
    label whose "%" heads the rate column, each row its rate, base and amount, in the same
    columns, each proving itself (base x rate = amount)."""
    if h.inline.strip() != "%":
        return []
    first = h.line.segments[h.segment + 1 :]
    row = _rate_base_amount(ctx, first)
    if row is None:
        return []

    def three(line: Line) -> list[Segment] | None:
        return line.segments if len(line.segments) == 3 else None

    return [row, *_rows_under(h.line, first, three, lambda c: _rate_base_amount(ctx, c), ctx)]


# "19,00% auf 4,99": a rate, the word before its base, and the base
_RATE_ON_BASE = re.compile(
    r"\d\s?%\s*(?:" + alternatives("tax_base_lead") + r")\s*\S*\d", re.IGNORECASE
)


def _rated_base(text: str) -> bool:
    return bool(_RATE_ON_BASE.search(text))


def _card(ctx: Context, h: Hit) -> bool:
    """Whether the label ends its line and its value below is a figure on a line of at most
    two segments: a card of facts, not a column header over a row of cells ("MwSt." heading
    a tax column over "1  Hosting  3,89  3,89"). A row of labels over a row of figures only is
    a grid of totals, its cells cards too ("Sub Total | IVA" over "10.356,06 | 2.174,77")."""
    if h.segment != len(h.line.segments) - 1 or not _figure_cell(h.below):
        return False
    for line in ctx.lines[h.line.index + 1 : h.line.index + 3]:
        if any(s.text == h.below for s in line.segments):
            return len(line.segments) <= 2 or all(
                _figure_cell(s.text) or CURRENCY_CELL_RE.fullmatch(s.text) for s in line.segments
            )
    return False


def _after_money_label(h: Hit, hits: list[Hit]) -> bool:
    """A tax word inside another amount's label: "Total (incl. VAT)", "Net total excl. tax"."""
    seg_text = h.line.segments[h.segment].text
    rate_follows = bool(find_percents(seg_text[h.match.end :]))
    # "Versandkosten USt. 19,00% auf 4,99 €": the tax of that charge, a rate's row
    charge_tax = rate_follows and _rated_base(seg_text[h.match.end :])
    return any(
        o.line is h.line
        and o.segment == h.segment
        and o.match.start < h.match.start
        and o.field in ("subtotal", "total", "amount_due", "discount", "shipping", "tax_total")
        # "Imposta IVA 22%": a tax word with its rate after a tax-amount word is a tax row
        and not (o.field == "tax_total" and rate_follows)
        and not (o.field in ("shipping", "discount") and charge_tax)
        for o in hits
    )


@dataclass(slots=True)
class _MoneyFacts:
    """What the money labels printed, before the invoice's arithmetic completes it."""

    tax_rows: list[TaxRow] = field(default_factory=list)
    tax_row_pages: list[int] = field(default_factory=list)  # the page of each tax row
    tax_row_names: list[str] = field(default_factory=list)  # the tax's label ("gst", "pst")
    tax_total: Decimal | None = None
    prepayment: Decimal | None = None
    # the net and tax of a totals row whose last three cells add up ("Total  24.99  5.00  29.99")
    row_split: tuple[Decimal, Decimal] | None = None
    subtotals: list[Decimal] = field(default_factory=list)
    payable: list[Decimal] = field(default_factory=list)  # every amount printed as payable
    carried: set[Decimal] = field(default_factory=set)  # page sums carried forward

    def add_tax_rows(self, rows: list[TaxRow], h: Hit) -> None:
        """Tax rows read after label `h`, with its page and name."""
        self.tax_rows.extend(rows)
        self.tax_row_pages.extend([h.line.page] * len(rows))
        self.tax_row_names.extend([_label_text(h)] * len(rows))


def without_card_slip_sums(ctx: Context, hits: list[Hit]) -> list[Hit]:
    """The label hits without the sums of a card terminal's slip printed under a receipt's own
    total ("Summe 71,68" over "Kartenzahlung" ... "Gesamtbetrag: EUR 171,68", the card charged
    with cash back): the slip's sums are the payment's, not the receipt's. The slip runs from
    its first slip word to a little past its last (a VAT table after it is the receipt's)."""
    marks = [ln for ln in ctx.lines if slip_word_in(ln.text)]
    if not marks or marks[0].page != marks[-1].page:
        return hits
    first, last = marks[0].index, marks[-1].index + _SLIP_TAIL_LINES
    if not any(h.field == "total" and h.line.index < first for h in hits):
        return hits
    return [h for h in hits if not (h.field in _SLIP_SUMS and first < h.line.index <= last)]


_SLIP_SUMS = frozenset({"total", "amount_due"})
# the lines a slip may print after its last slip word ("Zahlung erfolgt")
_SLIP_TAIL_LINES = 2


def money_fields(
    ctx: Context, hits: list[Hit], f: InvoiceFields, table_totals: list[Hit] | None = None
) -> None:
    """Money fields from their labels, checked and completed by the invoice's arithmetic.

    `table_totals` are "Total" rows inside the item table ("Total  1  278.61  40.39  319.00"):
    they can only split a total into net and tax."""
    conf = ctx.confidence
    facts = _read_money_labels(ctx, hits, f)
    if facts.row_split is None:
        facts.row_split = _table_total_split(ctx, table_totals or [])
    rows, summary = _tax_rows(ctx, facts)
    if facts.row_split is not None and f.subtotal is None:
        f.subtotal = facts.row_split[0]
        conf["subtotal"] = CONFIDENCE.SUBTOTAL_OF_TOTAL_ROW
        if not rows and facts.tax_total is None:
            facts.tax_total = facts.row_split[1]
    if facts.row_split is not None and facts.tax_total is None and len(rows) > 1:
        # the totals row under rows of several rates prints their tax, rows it leaves out
        # included ("Coupon 19,0%  -0,24  -0,05" under "A= 19,0%  4,54  0,86")
        facts.tax_total = facts.row_split[1]
    _apply_tax_rows(f, rows, facts.tax_total, conf)
    if summary is not None:
        # a summary table whose columns add up: goods value, discount, freight, tax, total
        for name, value in summary.items():
            setattr(f, name, value)
            conf[name] = CONFIDENCE.SUMMARY_TABLE
    _total_of_payables(f, facts, conf)
    _total_without_vat(ctx, f, rows, facts.tax_total)
    if f.total is None:
        _misread_total_of_items(ctx, hits, f)
    _choose_subtotal(f, facts.subtotals, conf)
    if f.total is None:
        _net_that_is_the_total(f, conf)
    _net_and_total_swapped(f, conf)
    if f.subtotal is None and f.tax_amount is None and f.total is not None:
        rows = _rated_row_closing_total(ctx, f) or rows
    if f.subtotal is None:
        _infer_subtotal(ctx, f)
    if f.total is None:
        _sum_that_is_the_gross(f, rows, conf)
    if f.total is None:
        _total_of_figures(ctx, hits, f)
    # the figures that close the totals where those read after their labels do not
    rows = _tax_rows_closing_total(ctx, f, rows)
    closing = (
        net_or_total_closing(ctx, hits, f)
        or charge_or_allowance_closing(ctx, hits, f)
        or total_misread_by_a_digit(ctx, f)
    )
    if closing is not None:
        setattr(f, closing[0], closing[1])
        conf[closing[0]] = CONFIDENCE.MONEY_CLOSES_TOTAL
    _total_before_discount(hits, f, conf)
    _partial_total_over_payable(ctx, hits, f, facts)
    _amount_due_after_prepayment(f, facts.prepayment, conf)
    _amount_due_beside_due_date(ctx, hits, f)
    _gross_subtotal(f, conf)
    if f.subtotal is None:
        # a subtotal read as the gross is dropped: the net the total adds up from, if printed
        _printed_net(ctx, f)
    _no_net_of_gross_rows(f, facts, rows, conf)
    base_all = None
    if f.subtotal is not None:
        base_all = f.subtotal - (f.discount or 0) + (f.shipping or 0)
    rows = _rate_by_arithmetic(ctx, f, rows, base_all)
    rows = _rate_of_percent_column(ctx, f, rows, base_all)
    if not rows and f.tax_amount is None and f.tax_rate is None:
        _rate_of_the_item_rows(ctx, f, base_all)
    f.tax_breakdown = bases_beside_rates(ctx, _breakdown(rows, base_all))
    _no_tax_charged(f)
    _round_money(f)


def _no_net_of_gross_rows(
    f: InvoiceFields, facts: _MoneyFacts, rows: list[TaxRow], conf: dict[str, float]
) -> None:
    """Gross rows: a net figure no net label names is no sum of them. The one tax row's printed
    base is a printed net: it stays, in place of a labelled subtotal read as the gross
    ("Zwischensumme 51,26" over "19,00 % von 43,08  8,18") or as a till's tax table prints it
    ("MWST BRUTTO NETTO" over "7%  0,98 €  14,99 €  14,01 €")."""
    printed_nets = [*facts.subtotals, *(facts.row_split or ())[:1]]
    if len(rows) == 1 and rows[0].base is not None:
        printed_nets.append(rows[0].base)
    if f.subtotal not in printed_nets and _items_hold_tax(f, rows):
        f.subtotal = None
        conf.pop("subtotal", None)


def _no_tax_charged(f: InvoiceFields) -> None:
    """A rate printed over no tax on a taxed base ("TVA 20%  0.00" under an exempt or reverse-
    charged net): the rate charged is nil, on the row and on the invoice."""
    for row in f.tax_breakdown:
        if row.amount == 0 and row.base and row.base > 0 and row.rate:
            row.rate = Decimal("0.00")
    taxed_rows = any(row.amount for row in f.tax_breakdown)
    if f.tax_amount == 0 and f.tax_rate and f.subtotal and f.subtotal > 0 and not taxed_rows:
        f.tax_rate = Decimal("0.00")


def _read_money_labels(ctx: Context, hits: list[Hit], f: InvoiceFields) -> _MoneyFacts:
    """The amounts after money labels: subtotal, total, amount due, discount and shipping set
    on `f` (the last printed one wins: totals close the document); tax rows, a tax total and a
    prepayment kept for the arithmetic."""
    facts = _MoneyFacts()
    for h in hits:
        if h.field == "total" and _section_total(ctx, h):
            continue
        if h.field in _SUMMARY_COLUMN_FIELDS and summary_header(h.line):
            continue  # a tax summary's column header ("Taux  HT  TVA  TTC"): a row per rate
        if h.field in ("subtotal", "total", "amount_due", "discount", "shipping"):
            _labelled_amount(ctx, h, f, facts)
        elif h.field == "tax" and not _after_money_label(h, hits):
            if pct_rows := _percent_label_rows(ctx, h):
                facts.add_tax_rows(pct_rows, h)
            elif (row := _tax_row(ctx, h)) is not None:
                facts.add_tax_rows([row, *_stacked_tax_rows(ctx, h)], h)
        elif h.field == "tax_total" and find_percents(
            h.line.segments[h.segment].text[h.match.end :]
        ):
            # "Montant TVA (10 %)", "Kwota VAT 8%": one rate's row, not the tax total
            if (row := _tax_row(ctx, h)) is not None:
                facts.add_tax_rows([row], h)
        elif h.field == "tax_total" and _totals_row_of_figures(ctx, h):
            continue  # "MWST Total  27,09  2,91  30,00": a tax table's totals row, its columns'
        elif h.field == "tax_total":
            header = h.match.start > 0 or len(h.line.segments) > 1 or in_label_row(h, hits)
            value = _money_value(ctx, h, below=not header)
            if value is None and header and (cell := _figure_under_label_row(ctx, h, alone=True)):
                # the one row of a summary under its labels ("Totale imposta" over "43,12")
                value = ctx.find_money(cell)[-1].value
            if value is not None:
                # a column header of a tax table ("Net  VAT amount  Total") heads a row's figure
                facts.tax_total = value
        elif h.field == "_carry":
            value = _money_value(ctx, h)
            if value is not None:
                facts.carried.add(value)
        elif h.field == "_prepayment":
            label = h.line.segments[h.segment].text[h.match.start : h.match.end]
            if h.match.by_meaning and STATEMENT_ENTRY.fullmatch(label.strip()):
                continue  # a statement's account line ("Règlements reçus  -2 443,82")
            if _ALLOWANCE_LABEL.fullmatch(label) and re.match(r"[^\W\d_]", h.inline):
                continue  # "Abschlag Treuerabatt  10 %  -5,00": an allowance row, not a payment
            value = _money_value(ctx, h)
            if value is not None:
                facts.prepayment = value
    return facts


# the money labels a tax summary's header names its columns with, each over one rate's figure
_SUMMARY_COLUMN_FIELDS = ("subtotal", "total", "amount_due", "tax_total")


def _totals_row_of_figures(ctx: Context, h: Hit) -> bool:
    """Whether a tax-total label opens a row of two or more amounts: a tax table's totals row
    (net, tax, gross), whose tax is in the tax column, not the first figure after the label."""
    rest = " ".join(
        [h.line.segments[h.segment].text[h.match.end :]]
        + [seg.text for seg in h.line.segments[h.segment + 1 :]]
    )
    return len(find_money(rest, ctx.decimal_sep)) >= 2


def _section_total(ctx: Context, h: Hit) -> bool:
    """Whether a total label closes a section of the bill: the words before it name a heading
    printed alone on a line above ("Energy Charges" ... "Energy Charges Total  53,718.86")."""
    name = h.line.segments[h.segment].text[: h.match.start].strip(" :").casefold()
    if sum(ch.isalpha() for ch in name) < 3:
        return False
    return any(ln.text.strip(" :").casefold() == name for ln in ctx.lines[: h.line.index])


def _under_header(ctx: Context, h: Hit) -> bool:
    """Whether a label's figure is the one under it, the label in a row of names without a
    figure (a table's column header), not after it."""
    return (
        not h.inline.strip()
        and not h.right.strip()
        and bool(ctx.find_money(h.below))
        and not re.search(r"\d", h.line.text)
    )


def _labelled_amount(ctx: Context, h: Hit, f: InvoiceFields, facts: _MoneyFacts) -> None:
    """The amount after a subtotal, total, amount-due, discount or shipping label."""
    value = _money_value(ctx, h)
    split = _total_row(ctx, h) if h.field == "total" else None
    if split is not None:
        if split[0] is not None and split[1] is not None:
            facts.row_split = (split[0], split[1])
        value = split[2]
        if f.total is not None and f.total > value:
            # a tax table's totals row under the receipt's total: the taxed part of it (a
            # voucher paid with it is untaxed: "SUMME 39,44", then "Gesamtbetrag ... 37,36");
            # a subtotal read as its gross is its net ("SUBTOTAAL 23,73" = 21,57 + 2,16)
            if split[0] is not None and f.subtotal is not None and within_a_cent(f.subtotal, value):
                f.subtotal = split[0]
                facts.subtotals.append(split[0])
            return
    if value is None or _converted(ctx, h, f):
        return
    if (
        h.field == "total"
        and split is None
        and facts.row_split is not None
        and value < sum(facts.row_split) - CENT
    ):
        return  # a sum under the tax table smaller than its gross: of savings, not the bill
    if h.field == "discount":
        value = abs(value)
    if (
        h.field in ("discount", "shipping", "subtotal", "total")
        and not value
        and getattr(f, h.field)
    ):
        # a charge row printed 0.00 ("Packing Charges") after the real one ("Freight"); a
        # second totals block of nothing after the invoice's ("not covered:  Total  0,00")
        return
    if h.field in ("discount", "shipping") and not value and (h.grid or _under_header(ctx, h)):
        # a form's grid prints each cell, a charge it does not bill as 0,00: none; so does a
        # summary's row under its column names (OCR ran "Natura  Spese accessorie" together,
        # so the grid's cells were not seen)
        return
    rate_rows = _rate_rows_headed(ctx, h) if h.field in ("subtotal", "total") else 0
    if rate_rows > 1 or (
        rate_rows
        # read already, or the payable ("TOTAL A PAGAR") printed above the tax table
        and (getattr(f, h.field) is not None or f.amount_due is not None)
    ):
        return  # a tax table's column header over its rows per rate ("Satz  Netto  Brutto")
    if h.field == "subtotal" and _base_of_a_rate_row(ctx, h):
        return
    if h.field == "subtotal":
        facts.subtotals.append(value)
    if h.field == "amount_due":
        facts.payable.append(value)
    setattr(f, h.field, value)  # the last printed one wins: totals close the document
    ctx.confidence[h.field] = (
        min(CONFIDENCE.MONEY_LABELLED, CONFIDENCE.LABEL_BY_MEANING_MAX)
        if h.match.by_meaning
        else CONFIDENCE.MONEY_LABELLED
    )


def _converted(ctx: Context, h: Hit, f: InvoiceFields) -> bool:
    """Whether a sum repeats one read already in another currency than the invoice's: the
    totals block converted at an exchange rate ("Vergiler Dahil Toplam Tutar  11.150,00 EUR",
    then the same block in "TL"), which the last-printed-wins order would take."""
    if f.currency is None or getattr(f, h.field) is None:
        return False
    named = [a.currency for a in ctx.find_money(f"{h.inline} {h.right}") if a.currency]
    return bool(named) and all(code != f.currency for code in named)


def _base_of_a_rate_row(ctx: Context, h: Hit) -> bool:
    """Whether a net label opens one row of a till's rows per rate, each its rate, net and tax
    ("A 07,0% Netto  13,83 MwSt  0,97" / "B 19,0% Netto  1,55 MwSt  0,29"): a rate's base, not
    the invoice's net. Two such rows of different rates on the page make the pattern."""

    def rate_of_row(line: Line) -> Decimal | None:
        rates = find_percents(line.text, ctx.decimal_sep)
        taxed = any(g.field == "tax" and g.line is line for g in ctx.hits)
        return rates[0] if len(rates) == 1 and taxed else None

    rate = rate_of_row(h.line)
    if rate is None:
        return False
    return any(
        g.field == "subtotal"
        and g.line is not h.line
        and g.line.page == h.line.page
        and rate_of_row(g.line) not in (None, rate)
        for g in ctx.hits
    )


def _rate_rows_headed(ctx: Context, h: Hit) -> int:
    """How many rows per rate the label heads: when its value was read from the line under it
    (no figure beside the label), the lines under it in a run that each print a percentage."""
    if re.search(r"\d", h.inline + h.right):
        return 0
    count = 0
    for line in ctx.lines[h.line.index + 1 :]:
        if line.page != h.line.page or not find_percents(line.text, ctx.decimal_sep):
            break
        count += 1
    return count


def _table_total_split(ctx: Context, table_totals: list[Hit]) -> tuple[Decimal, Decimal] | None:
    """The net and tax of a "Total" row inside the item table whose cells add up."""
    split = None
    for h in table_totals:
        found = _total_row(ctx, h)
        if found is not None and found[0] is not None and found[1] is not None:
            split = (found[0], found[1])
    return split


def _tax_rows(ctx: Context, facts: _MoneyFacts) -> tuple[list[TaxRow], dict[str, Decimal] | None]:
    """The tax rows of the last labelled tax block (a row per rate), or of a tax table when that
    gives more complete rows; and a tax table's summary row, if any. A rate-less row beside
    rated ones is the tax total (set on `facts`)."""
    if (named := _rateless_taxes_of_their_own(facts) or _same_rate_taxes(facts)) is not None:
        return named, None
    by_rate: dict[Decimal | None, TaxRow] = {}
    pages: dict[Decimal | None, int] = {}
    for row, page in zip(facts.tax_rows, facts.tax_row_pages, strict=True):
        earlier = by_rate.get(row.rate) if pages.get(row.rate) == page else None
        by_rate[row.rate], pages[row.rate] = _same_rate_rows(earlier, row), page
    rows = list(by_rate.values())
    if len(rows) > 1 and None in by_rate and facts.tax_total is None:
        facts.tax_total = by_rate[None].amount
        rows = [r for r in rows if r.rate is not None]
    table_rows, summary = tax_table(ctx)
    if _complete(table_rows) > _complete(rows):
        rows = _merged_rows(rows, table_rows, facts.tax_total)
    elif not rows and all(r.rate is not None and r.amount is not None for r in table_rows):
        rows = table_rows  # a till's rates and their tax, no net printed
    by_category = category_rows(ctx)
    if _complete(by_category) > _complete(rows):
        rows = by_category
    in_columns, in_columns_summary = in_item_columns(ctx)
    if _complete(in_columns) > _complete(rows):
        rows = in_columns
    summary = summary or in_columns_summary
    return _with_proven_bases(ctx, _without_unused_rates(rows)), summary


def _without_unused_rates(rows: list[TaxRow]) -> list[TaxRow]:
    """The rows of a form that prints every rate of its country, each with its figures ("IVA
    27 %  0,00 / IVA 21 %  39.613,64 / IVA 10,5 %  0,00"), without the rates nothing was taxed
    at (no base, no tax) when some rate was: those are no part of the breakdown. A 0 % row taxes
    nothing either way: it goes only with a ladder of two or more unused rates."""
    unused = [r for r in rows if r.rate and not r.amount and not r.base]
    ladder = len(unused) >= 2
    used = [r for r in rows if r not in unused and (r.rate != 0 or r.base or not ladder)]
    return used if len(used) < len(rows) and any(r.amount for r in used) else rows


def _label_text(h: Hit) -> str:
    """A label's own words, lower case ("GST:" -> "gst")."""
    return h.line.segments[h.segment].text[h.match.start : h.match.end].strip(" :").lower()


def _rateless_taxes_of_their_own(facts: _MoneyFacts) -> list[TaxRow] | None:
    """Rate-less tax rows under two or more tax names on one page, each name with an amount
    of its own ("GST: 5.50" / "PST: 7.70", a federal and a provincial sales tax): several
    taxes, a row each (the last printed of each name), not one row printed again."""
    if any(r.rate is not None for r in facts.tax_rows):
        return None
    by_name = _last_row_by_name(facts)
    if len(by_name) < 2:
        return None
    amounts = [r.amount for r in by_name.values()]
    # taxes of one amount each ("CGST  320.25" / "SGST  320.25") are two when a totals row
    # prints their sum as the tax
    summed = facts.row_split is not None and facts.row_split[1] == sum(
        (a or Decimal(0) for a in amounts), Decimal(0)
    )
    if len(set(amounts)) < len(by_name) and not summed:
        return None
    return list(by_name.values())


def _last_row_by_name(facts: _MoneyFacts) -> dict[str, TaxRow]:
    """The last tax row printed under each tax name, when the rows are two or more on one
    page (else none)."""
    rows = facts.tax_rows
    if len(rows) < 2 or len(set(facts.tax_row_pages)) > 1:
        return {}
    return dict(zip(facts.tax_row_names, rows, strict=True))


def _same_rate_taxes(facts: _MoneyFacts) -> list[TaxRow] | None:
    """Two or more tax names on one page, each with a row of one and the same rate and
    amount ("CGST 9%  720.00" / "SGST 9%  720.00": India's central and state GST on the same
    net): several taxes, a row each, not one row printed again."""
    by_name = _last_row_by_name(facts)
    values = {(r.rate, r.amount) for r in by_name.values()}
    if len(by_name) < 2 or len(values) != 1 or None in next(iter(values)):
        return None
    return list(by_name.values())


def _same_rate_rows(earlier: TaxRow | None, row: TaxRow) -> TaxRow:
    """The row of a rate printed after an earlier one of the same rate on its page: when both
    print their own base and amount, and differ, they tax two parts of the invoice at that
    rate (the items and the shipping: "USt. 19% auf 804,35  152,83" / "USt. 19% auf 4,99
    0,95"), one row of their sums; else the later row (a rate's row printed again, a page's
    rows before the last page's). A later row of nothing at that rate does not replace a
    row that taxes something (a second block billing nothing: "BTW 21%  0,00")."""
    if earlier is not None and earlier.amount and not row.amount:
        return earlier
    if (
        earlier is None
        or row.rate is None
        or earlier.base is None
        or row.base is None
        or earlier.amount is None
        or row.amount is None
        or (earlier.base, earlier.amount) == (row.base, row.amount)
    ):
        return row
    return TaxRow(rate=row.rate, base=earlier.base + row.base, amount=earlier.amount + row.amount)


def _merged_rows(
    labelled: list[TaxRow], table: list[TaxRow], tax_total: Decimal | None
) -> list[TaxRow]:
    """The tax table's rows, which give bases; but when the labelled rows name rates the table
    lacks (OCR merged a row of the table with the totals beside it) and their amounts, with
    the table's, add up to the printed tax total: the labelled rows in print order, each
    replaced by the table's row of its rate where there is one."""
    rated = [r for r in labelled if r.rate is not None]
    table_rates = {r.rate for r in table}
    if tax_total is None or all(r.rate in table_rates for r in rated):
        return table
    by_rate = {r.rate: r for r in table}
    merged = [by_rate.get(r.rate, r) for r in rated]
    merged += [r for r in table if r.rate not in {m.rate for m in merged}]
    if not within_a_cent(sum((r.amount or Decimal(0) for r in merged), Decimal(0)), tax_total):
        return table
    return merged


def _with_proven_bases(ctx: Context, rows: list[TaxRow]) -> list[TaxRow]:
    """Rows of several rates without a base completed from a line that proves the row: its
    rate, a base and its amount, base x rate = amount ("21 %  9.629,00  2.022,09")."""
    if len(rows) < 2 or all(r.base is not None for r in rows):
        return rows
    proven = {r.rate: r for r in self_checking_rows(ctx)}
    return [
        proven[r.rate]
        if r.base is None and r.rate in proven and proven[r.rate].amount == r.amount
        else r
        for r in rows
    ]


def _apply_tax_rows(
    f: InvoiceFields, rows: list[TaxRow], tax_total: Decimal | None, conf: dict[str, float]
) -> None:
    """Tax amount and rate from the tax rows (one rate, in one row or more: its rate; several:
    no single rate) or from a printed tax total."""
    if len(rows) == 1:
        f.tax_amount = tax_total if tax_total is not None else rows[0].amount
        f.tax_rate = _rate(rows[0].rate)
        conf["tax_amount"] = conf["tax_rate"] = CONFIDENCE.TAX_ONE_ROW
    elif rows:
        f.tax_amount = (
            tax_total
            if tax_total is not None
            else sum((r.amount or Decimal(0) for r in rows), Decimal(0))
        )
        # rows of one rate (two exempt supplies at 0 %) leave that rate the invoice's; two
        # taxes at one rate on one net ("CGST 9%" and "SGST 9%") leave no single rate
        taxes_of_one_net = len({(r.base, r.amount) for r in rows}) == 1 and bool(rows[0].amount)
        one_rate = len({r.rate for r in rows}) == 1 and not taxes_of_one_net
        f.tax_rate = _rate(rows[0].rate) if one_rate else None
        conf["tax_amount"] = CONFIDENCE.TAX_SEVERAL_ROWS
        conf["tax_rate"] = CONFIDENCE.TAX_RATE_SEVERAL_ROWS
    elif tax_total is not None:
        f.tax_amount = tax_total
        conf["tax_amount"] = CONFIDENCE.TAX_TOTAL_ONLY


def _total_of_payables(f: InvoiceFields, facts: _MoneyFacts, conf: dict[str, float]) -> None:
    """Shipping that is a page sum carried forward dropped; without a total label, the total
    from the amounts printed as payable (the first of several around a deduction, else the
    amount due when no prepayment is deducted)."""
    if f.shipping is not None and f.shipping in facts.carried:
        f.shipping = None  # "Transport 92.566,88" atop page 2: the sum carried, not freight
    payable = facts.payable
    settled = (
        bool(payable)
        and facts.prepayment is not None
        and within_a_cent(abs(facts.prepayment), payable[0])
    )
    if (
        f.total is None
        and len(payable) > 1
        and payable[0] > payable[-1]
        and (payable[-1] > 0 or (payable[-1] == 0 and settled))
    ):
        # "Net à payer TTC 42 646,51 / Avance -21 320,00 / À payer 21 326,51": the first
        # amount payable is the total, the last what remains due after a deduction (nothing
        # when the payment was the whole of it: "Payé -2'196.45 / Net à payer 0.00")
        f.total = payable[0]
        conf["total"] = CONFIDENCE.TOTAL_FIRST_PAYABLE
    if f.total is None and f.amount_due is not None and facts.prepayment is None:
        f.total = f.amount_due
        conf["total"] = CONFIDENCE.TOTAL_FROM_AMOUNT_DUE
    if f.total is None and f.amount_due is None and f.subtotal is None and facts.prepayment:
        # a receipt states what was paid and nothing else ("Importo pagato  € 6,10"): that is
        # its total, and nothing is left due (so the prepayment is no deduction)
        f.total = abs(facts.prepayment)
        conf["total"] = CONFIDENCE.TOTAL_FROM_AMOUNT_PAID
        facts.prepayment = None


def _totals_of_unlabelled_column(ctx: Context, f: InvoiceFields) -> None:
    """Without a total label: net, tax and total from a column of bare figures that add up
    (`closing.unlabelled_totals_column`); a labelled net or tax must be among them."""
    labelled = ctx.confidence.get("subtotal") == CONFIDENCE.MONEY_LABELLED
    priced = [i.amount for i in f.line_items if i.amount is not None]
    items = sum(priced, Decimal(0)) if priced else None
    found = unlabelled_totals_column(ctx, f.subtotal if labelled else None, items)
    if found is None:
        return
    net, taxes, total = found
    tax = sum(taxes, Decimal(0))
    if f.tax_amount is not None and f.tax_amount != tax:
        return
    f.subtotal, f.tax_amount, f.total = net, tax, total
    for name in ("subtotal", "tax_amount", "total"):
        ctx.confidence[name] = CONFIDENCE.UNLABELLED_TOTALS_COLUMN
    if len(taxes) > 1:
        # a figure per rate: their rates are a tax table's, if any, not one of net and tax
        ctx.confidence["tax_amount"] = CONFIDENCE.TAX_SEVERAL_ROWS
    if f.amount_due is None and total_printed_twice(ctx, total):
        f.amount_due = total
        ctx.confidence["amount_due"] = CONFIDENCE.AMOUNT_DUE_TOTAL_REPEATED


def _total_closing_its_row(ctx: Context, f: InvoiceFields) -> None:
    """Without a total label: the figure that closes net - discount + shipping + tax when it is
    printed after the read tax in the same row of cells (a grid of totals whose last column has
    no label: "Sub Total | IVA" over "10.356,06 | 2.174,77 | $ 12.530,83")."""
    if f.subtotal is None or f.tax_amount is None or f.tax_amount <= 0:
        return
    total = f.subtotal - (f.discount or 0) + (f.shipping or 0) + f.tax_amount
    for line in ctx.lines:
        cells = [a.value for seg in line.segments for a in ctx.find_money(seg.text)]
        at = cells.index(f.tax_amount) if f.tax_amount in cells else -1
        if at > 0 and f.subtotal in cells[:at] and total in cells[at + 1 :]:
            f.total = total
            ctx.confidence["total"] = CONFIDENCE.TOTAL_CLOSING_ITS_ROW
            return


# a receipt prints its total on this many lines at least: the sum, the amount to pay, the
# amount paid by card or cash
_TOTAL_REPEATS = 3


def _total_of_figures(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    """The total no label gave a money figure for, by the first rule that finds it: a whole
    figure after a total label that the net and tax add up to, the sums of an unlabelled
    column, the figure closing the totals' row, the largest figure printed thrice, a printed
    sum of the items."""
    _whole_total_adding_up(ctx, hits, f)
    if f.total is None:
        _totals_of_unlabelled_column(ctx, f)
    if f.total is None:
        _total_closing_its_row(ctx, f)
    if f.total is None and f.amount_due is None:
        _total_printed_thrice(ctx, f)
    if f.total is None and f.amount_due is None and f.tax_amount is None:
        _printed_sum_of_items(ctx, hits, f)


def _whole_total_adding_up(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    """A total label's figure printed without the cents every other sum prints ("GRAND TOTAL
    9440" under "SUB-TOTAL 8000.00", "CGST 9% 720.00", "SGST 9% 720.00"), when the net and
    the tax add up to it."""
    if f.subtotal is None or f.tax_amount is None:
        return
    expected = f.subtotal - (f.discount or 0) + (f.shipping or 0) + f.tax_amount
    for h in hits:
        if h.field != "total":
            continue
        whole = find_money(f"{h.inline} {h.right}", ctx.decimal_sep, whole=True)
        if any(a.decimals == 0 and a.value == expected for a in whole):
            f.total = expected
            ctx.confidence["total"] = CONFIDENCE.MONEY_CLOSES_TOTAL
            return


def _total_printed_thrice(ctx: Context, f: InvoiceFields) -> None:
    """Without any total label (labels in a language no lexicon knows, or garbled by OCR): the
    document's largest money figure, when it is printed on `_TOTAL_REPEATS` lines or more, the
    first of them under some smaller figure (the items it sums)."""
    lines_of: dict[Decimal, set[int]] = {}
    for k, line in enumerate(ctx.lines):
        for a in ctx.find_money(line.text):
            if a.value > 0:
                lines_of.setdefault(a.value, set()).add(k)
    if not lines_of:
        return
    top = max(lines_of)
    first = min(lines_of[top])
    if len(lines_of[top]) < _TOTAL_REPEATS or not any(
        min(ks) < first for v, ks in lines_of.items() if v != top
    ):
        return
    f.total = top
    ctx.confidence["total"] = CONFIDENCE.TOTAL_PRINTED_THRICE


# "TVA non applicable, art. 293 B du CGI", "Operazione non soggetta a IVA"
_NO_VAT = re.compile(alternatives("no_vat"), re.IGNORECASE)


def _total_without_vat(
    ctx: Context, f: InvoiceFields, rows: list[TaxRow], tax_total: Decimal | None
) -> None:
    """Without a total label: the net as the total when the invoice states that no VAT is
    charged and prints no tax figure ("Total HT  1337.00" over "TVA non applicable")."""
    if f.total is not None or f.subtotal is None or rows or tax_total is not None:
        return
    if f.amount_due is not None or not any(_NO_VAT.search(ln.text) for ln in ctx.lines):
        return
    f.total = f.subtotal
    ctx.confidence["total"] = CONFIDENCE.TOTAL_NET_WITHOUT_VAT


def _tax_rows_closing_total(ctx: Context, f: InvoiceFields, rows: list[TaxRow]) -> list[TaxRow]:
    """The tax rows, replaced by the self-checking rows of the page that close the total when
    the tax read after the labels does not (a tax table whose cells OCR merged with the totals
    block beside it, a rate's row read but not the other's)."""
    if f.subtotal is None or f.total is None or _adds_up(f, f.subtotal):
        return rows
    discount, shipping = f.discount or Decimal(0), f.shipping or Decimal(0)
    due = f.total - f.subtotal + discount - shipping
    found = rows_closing_total(ctx, due, (f.subtotal - discount + shipping, f.subtotal))
    if found is None:
        with_net = net_and_rows_closing_total(ctx, f.total, shipping - discount)
        if with_net is None:
            return rows
        f.subtotal, found = with_net
        ctx.confidence["subtotal"] = CONFIDENCE.TAX_ROWS_CLOSE_TOTAL
    f.tax_amount = sum((r.amount or Decimal(0) for r in found), Decimal(0))
    f.tax_rate = _rate(found[0].rate) if len(found) == 1 else None
    ctx.confidence["tax_amount"] = ctx.confidence["tax_rate"] = CONFIDENCE.TAX_ROWS_CLOSE_TOTAL
    return found


def _amount_due_after_prepayment(
    f: InvoiceFields, prepayment: Decimal | None, conf: dict[str, float]
) -> None:
    """The amount due from the total when a prepayment is deducted."""
    if f.amount_due is None and f.total is not None and prepayment is not None:
        # the amount due is only what is printed as payable (the truth conventions of real
        # invoices): without a label it stays empty, unless a deposit is deducted; the whole
        # total paid (a till receipt's "Wpłacono razem", "Paid by card") is no deposit
        if abs(prepayment) == f.total:
            return
        f.amount_due = f.total - abs(prepayment)
        conf["amount_due"] = CONFIDENCE.AMOUNT_DUE_AFTER_PREPAYMENT


def _amount_due_beside_due_date(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    """The amount payable printed beside its due date ("Vtos.: 14/06/2015  213,18"), when that
    figure is the total: the total falls due then."""
    if f.amount_due is not None or f.total is None:
        return
    for h in hits:
        if h.field != "due_date":
            continue
        amounts = ctx.find_money(h.inline + " " + h.right)
        if len(amounts) == 1 and amounts[0].value == f.total:
            f.amount_due = f.total
            ctx.confidence["amount_due"] = CONFIDENCE.AMOUNT_DUE_BESIDE_DUE_DATE
            return


def _rate_by_arithmetic(
    ctx: Context, f: InvoiceFields, rows: list[TaxRow], base_all: Decimal | None
) -> list[TaxRow]:
    """Tax rows completed by the arithmetic: a tax line under an unknown label, a rate OCR read
    as a plain figure, or the one printed percentage that turns the net into the tax."""
    conf = ctx.confidence
    if base_all is None:
        return rows
    if not rows and f.tax_amount is None and f.total is not None:
        row = _tax_row_by_arithmetic(ctx, base_all, f.total)
        if row is not None:
            rows, f.tax_amount, f.tax_rate = [row], row.amount, _rate(row.rate)
            conf["tax_amount"] = conf["tax_rate"] = CONFIDENCE.TAX_BY_ARITHMETIC
    if len(rows) == 1 and rows[0].rate is None:
        rate, confidence = _misread_rate(rows[0], base_all), CONFIDENCE.RATE_MISREAD
        if rate is None and rows[0].amount is not None:
            # a tax line without its rate ("IVA  845,90"), the rate in the items' column
            rate = _printed_rate(ctx, base_all, rows[0].amount)
            confidence = CONFIDENCE.RATE_PRINTED_ELSEWHERE
        if rate is None and rows[0].amount is not None:
            rate, confidence = (
                _rate_sign_misread(ctx, base_all, rows[0].amount),
                CONFIDENCE.RATE_MISREAD,
            )
        if rate is not None:
            rows = [TaxRow(rate=rate, base=None, amount=rows[0].amount)]
            f.tax_rate = _rate(rate)
            conf["tax_rate"] = confidence
    if len(rows) > 1:
        rows = _rates_of_taxes_on_the_whole_net(ctx, f, rows, base_all)
    if not rows and f.tax_amount is not None:
        rate = _printed_rate(ctx, base_all, f.tax_amount)
        confidence = CONFIDENCE.RATE_PRINTED_ELSEWHERE
        if rate is None and conf.get("tax_amount") == CONFIDENCE.UNLABELLED_TOTALS_COLUMN:
            # the tax of a column whose labels OCR lost: its rate's label went with them
            rate, confidence = _exact_rate(base_all, f.tax_amount), CONFIDENCE.RATE_OF_NET_AND_TAX
        if rate is not None:
            rows = [TaxRow(rate=rate, base=None, amount=f.tax_amount)]
            f.tax_rate = _rate(rate)
            conf["tax_rate"] = confidence
    return rows


def _rates_of_taxes_on_the_whole_net(
    ctx: Context, f: InvoiceFields, rows: list[TaxRow], base_all: Decimal
) -> list[TaxRow]:
    """Several rate-less taxes that each tax the whole net ("GST: 5.50", "PST: 7.70" under a
    subtotal of 110.00, all adding up to the total): each row's rate is the one percentage
    printed in the document that turns the net into its amount, its base that net."""
    if any(r.rate is not None or r.amount is None for r in rows):
        return rows
    if f.subtotal is None or f.total is None or f.tax_amount is None:
        return rows
    if not _adds_up(f, f.subtotal):
        return rows
    rates = [_printed_rate(ctx, base_all, r.amount) for r in rows if r.amount is not None]
    same_taxes = len({r.amount for r in rows}) == 1  # "CGST 14%" and "SGST 14%" on one net
    if any(rate is None for rate in rates) or (len(set(rates)) < len(rates) and not same_taxes):
        return rows
    return [
        TaxRow(rate=rate, base=base_all, amount=r.amount)
        for rate, r in zip(rates, rows, strict=True)
    ]


def _exact_rate(base: Decimal, tax: Decimal) -> Decimal | None:
    """The rate of at most one decimal that turns `base` into `tax` to the cent."""
    if base <= 0 or tax <= 0:
        return None
    rate = (tax / base * 100).quantize(Decimal("0.1"))
    if not 0 < rate <= 100 * MAX_TAX_SHARE or money2(base * rate / 100) != tax:
        return None
    return rate.normalize() if rate == rate.to_integral_value() else rate


def _breakdown(rows: list[TaxRow], base_all: Decimal | None) -> list[TaxRow]:
    """The tax breakdown: the rows with a rate (a lone tax figure is the tax amount, not a
    breakdown); a single row's base is the net of the whole invoice when not printed."""
    breakdown = [r for r in rows if r.rate is not None]
    if (len(rows) == 1 and breakdown) or (
        len(breakdown) > 1
        and len({r.rate for r in breakdown}) == 1
        and all(r.base is None for r in breakdown)
    ):
        # (several taxes at one rate, each printing no base: each taxes the whole net)
        breakdown = [
            TaxRow(rate=r.rate, base=r.base if r.base is not None else base_all, amount=r.amount)
            for r in breakdown
        ]
    return [TaxRow(rate=_rate(r.rate), base=r.base, amount=r.amount) for r in breakdown]


def _round_money(f: InvoiceFields) -> None:
    """Every money field and tax row rounded to cents."""
    for name in ("subtotal", "discount", "shipping", "tax_amount", "total", "amount_due"):
        value = getattr(f, name)
        if value is not None:
            setattr(f, name, money2(value))
    for row in f.tax_breakdown:
        if row.amount is not None:
            row.amount = money2(row.amount)
        if row.base is not None:
            row.base = money2(row.base)


# a charge for service or a tip opening its line ("Serv 10%  36.47"): no tax
_SERVICE_CHARGE = re.compile(
    r"\W*(?:" + alternatives("service_charge") + r")(?![^\W\d_])", re.IGNORECASE
)


def _tax_row_by_arithmetic(ctx: Context, base: Decimal, total: Decimal) -> TaxRow | None:
    """A tax row under a label no lexicon knows ("State & local tax 8.875%  1,273.59"): a
    line holding a rate and an amount where base x rate = amount = total - base."""
    due = total - base
    if due <= 0:
        return None
    for line in ctx.lines:
        rates = find_percents(line.text, ctx.decimal_sep)
        if len(rates) != 1 or not 0 < rates[0] < 100 or _SERVICE_CHARGE.match(line.text):
            continue
        amounts = [a.value for a in ctx.find_money(line.text)]
        if not _rate_makes(base, rates[0], due):
            continue
        # the figure printed, or (OCR lost it) a tax label beside the rate
        if any(within_a_cent(a, due) for a in amounts) or any(
            m.field == "tax" for m in find_labels(line.text)
        ):
            return TaxRow(rate=rates[0], base=None, amount=due)
    return None


def _complete(rows: list[TaxRow]) -> int:
    return sum(
        1 for r in rows if r.rate is not None and r.base is not None and r.amount is not None
    )


def _gross_subtotal(f: InvoiceFields, conf: dict[str, float]) -> None:
    """A subtotal that makes the total with the charges and allowances alone, while the tax
    printed at its rate is the total's tax-inclusive share ("Sous-total 125,00", "Frais de
    livraison 9,90", "TVA (20%) 22,48", "Total TTC 134,90": 134,90 x 20/120): prices that
    include the tax, whose subtotal is no net; none is read."""
    if f.subtotal is None or f.total is None or f.tax_amount is None or f.tax_rate is None:
        return
    if f.tax_amount <= 0 or not 0 < f.tax_rate < 100:
        return
    if not within_a_cent(f.subtotal - (f.discount or 0) + (f.shipping or 0), f.total):
        return
    if not within_a_cent(money2(f.total * f.tax_rate / (100 + f.tax_rate)), f.tax_amount):
        return
    f.subtotal = None
    conf.pop("subtotal", None)


def _adds_up(f: InvoiceFields, subtotal: Decimal) -> bool:
    if f.total is None or f.tax_amount is None:
        return False
    return within_a_cent(subtotal - (f.discount or 0) + (f.shipping or 0) + f.tax_amount, f.total)


def _net_that_is_the_total(f: InvoiceFields, conf: dict[str, float]) -> None:
    """A figure labelled as the net that is the items plus the tax printed before it ("Imposto
    20,00 / SUBTOTAL 470,00" under items of 450,00), no total printed: the invoice's total,
    its net not printed."""
    amounts = [i.amount for i in f.line_items]
    if f.subtotal is None or not f.tax_amount or not amounts or None in amounts:
        return
    if f.discount is not None or f.shipping is not None:
        return
    items = sum((a for a in amounts if a is not None), Decimal(0))
    if within_a_cent(items + f.tax_amount, f.subtotal):
        f.total, f.subtotal = f.subtotal, None
        conf["total"] = CONFIDENCE.TOTAL_ITEMS_PLUS_TAX
        conf.pop("subtotal", None)


def _sum_that_is_the_gross(f: InvoiceFields, rows: list[TaxRow], conf: dict[str, float]) -> None:
    """A sum read as the net (printed, or the items' sum when no total is labelled: a till
    receipt's "SUMA  412,85 zł") that is the tax summary's bases plus their tax, no total
    read: the invoice's total, its net not printed."""
    if f.subtotal is None or not rows or any(r.base is None or r.amount is None for r in rows):
        return
    bases = sum((r.base for r in rows if r.base is not None), Decimal(0))
    taxes = sum((r.amount for r in rows if r.amount is not None), Decimal(0))
    if taxes > 0 and within_a_cent(bases + taxes, f.subtotal):
        f.total, f.subtotal = f.subtotal, None
        conf["total"] = CONFIDENCE.TOTAL_ITEMS_PLUS_TAX
        conf.pop("subtotal", None)


def _choose_subtotal(f: InvoiceFields, candidates: list[Decimal], conf: dict[str, float]) -> None:
    """Of several printed net figures (a VAT-inclusive "Subtotaal" beside "Exclusief BTW"), the
    one the total adds up from."""
    if len(set(candidates)) < 2 or f.subtotal is None or _adds_up(f, f.subtotal):
        return
    fitting = [c for c in candidates if _adds_up(f, c)]
    if fitting:
        f.subtotal = fitting[-1]
        conf["subtotal"] = CONFIDENCE.SUBTOTAL_THAT_ADDS_UP
        return
    # none closes the total (a misprinted one): the net before the discount, whose figure less
    # the discount is printed as the later net ("Totale netto" - "Sconto" = "Totale imponibile")
    before = [c for c in candidates if f.discount and within_a_cent(c - f.discount, f.subtotal)]
    if before:
        f.subtotal = before[-1]
        conf["subtotal"] = CONFIDENCE.SUBTOTAL_BEFORE_DISCOUNT


def _net_and_total_swapped(f: InvoiceFields, conf: dict[str, float]) -> None:
    """A net and a total read from labels that mean the other (an ERP's "Gross Amount" before
    the tax, its "Net Amount" after tax and discount): the total plus the tax makes the net,
    not the net plus the tax the total; the two change places."""
    if f.subtotal is None or f.total is None or not f.tax_amount or f.tax_amount < 0:
        return
    if _adds_up(f, f.subtotal):
        return
    swapped = f.total - (f.discount or 0) + (f.shipping or 0) + f.tax_amount
    if within_a_cent(swapped, f.subtotal):
        f.subtotal, f.total = f.total, f.subtotal
        conf["subtotal"] = conf["total"] = CONFIDENCE.NET_AND_TOTAL_SWAPPED


def _printed_amounts(ctx: Context, *, past_items: bool = False) -> set[Decimal]:
    """The money figures printed on the document's lines (`past_items`: on lines that are no
    item rows)."""
    lines = [ln for ln in ctx.lines if not (past_items and ln.index in ctx.table_lines)]
    return {a.value for ln in lines for a in ctx.find_money(ln.text)}


def _misread_total_of_items(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    """On a scan, a total label's figure of digits split by spaces, its separator lost ("TOTAL
    88 8 0"): read with its last two digits as the cents, the total when the items add up to it."""
    amounts = [i.amount for i in f.line_items if i.amount is not None]
    if not amounts:
        return
    items = sum(amounts, Decimal(0))
    for h in hits:
        cell = h.right.strip()
        if not (h.field == "total" and h.line.ocr and SPACED_DIGITS_RE.fullmatch(cell)):
            continue
        if Decimal(cell.replace(" ", "")) / 100 == items:
            f.total = items
            ctx.confidence["total"] = CONFIDENCE.TOTAL_SPACED_DIGITS_OF_ITEMS
            return


def _rated_row_closing_total(ctx: Context, f: InvoiceFields) -> list[TaxRow]:
    """A row of a rate, a base and a tax under no tax label the lexicons know ("01-02-2020 to
    29-02-2020  7.00%  74,131.08  5,189.18" under a "Goods and Services Tax" heading): the net
    and the tax, when base x rate = tax and base + tax = the total."""
    assert f.total is not None
    for line in ctx.lines:
        rates = find_percents(line.text, ctx.decimal_sep)
        amounts = [a.value for a in ctx.find_money(line.text)]
        if len(rates) != 1 or not 0 < rates[0] < 100 or len(amounts) < 2:
            continue
        base, tax = amounts[-2], amounts[-1]
        if _rate_makes(base, rates[0], tax) and within_a_cent(base + tax, f.total):
            f.subtotal, f.tax_amount, f.tax_rate = base, tax, _rate(rates[0])
            for name in ("subtotal", "tax_amount", "tax_rate"):
                ctx.confidence[name] = CONFIDENCE.TAX_BY_ARITHMETIC
            return [TaxRow(rate=rates[0], base=base, amount=tax)]
    return []


def _infer_subtotal(ctx: Context, f: InvoiceFields) -> None:
    """Without a net label: the printed figure the total adds up from ("Charges $4.11" over
    "Tax $0.00" and "Total $4.11"), or the sum of the line items when it is printed apart from
    the total (a total equal to the items is no net figure: the items' prices hold the tax)."""
    if _printed_net(ctx, f):
        return
    printed = _printed_amounts(ctx)
    amounts = [i.amount for i in f.line_items if i.amount is not None]
    if not amounts:
        return
    total = sum(amounts, Decimal(0))
    if f.total is not None and within_a_cent(total, f.total):
        return  # items that add up to the total are priced with their tax: no net figure
    if f.total is not None and f.tax_amount is None and total not in printed:
        return  # a gross total above net items, the tax and net nowhere printed: no net figure
    if f.total is None and total not in _printed_amounts(ctx, past_items=True):
        return  # no total read, the items' sum printed on no line of its own (torn-off rows)
    if f.total is not None and f.tax_amount is not None and total not in printed:
        gross = total - (f.discount or 0) + (f.shipping or 0) + f.tax_amount
        if not within_a_cent(gross, f.total):
            return  # items that miss rows (OCR lost their prices): their sum is no net figure
    f.subtotal = total
    ctx.confidence["subtotal"] = CONFIDENCE.SUBTOTAL_INFERRED


_CLOSING = ("total", "discount", "amount_due")


def _total_before_discount(hits: list[Hit], f: InvoiceFields, conf: dict[str, float]) -> None:
    """A "total" printed before the discount, the payable after it ("TOTAL 19,61", "TOTAL
    POUPANÇA (3,84)", "TOTAL A PAGAR 15,77"): the invoice's total is the payable."""
    if f.total is None or not f.discount or f.amount_due is None:
        return
    if not within_a_cent(f.total - f.discount, f.amount_due):
        return
    lines = {name: [h.line.index for h in hits if h.field == name] for name in _CLOSING}
    if any(
        t < d < a for t in lines["total"] for d in lines["discount"] for a in lines["amount_due"]
    ):
        f.total = f.amount_due
        conf["total"] = conf.get("amount_due", CONFIDENCE.MONEY_LABELLED)


def _partial_total_over_payable(
    ctx: Context, hits: list[Hit], f: InvoiceFields, facts: _MoneyFacts
) -> None:
    """A "total" smaller than the payable printed under it, nothing deducted or brought forward
    between them: a section's sum ("* Articles divers  Total: 21,00" over "Total à payer
    1638,80"), the invoice's total is the payable."""
    if f.total is None or f.amount_due is None or f.amount_due <= f.total:
        return
    if facts.prepayment is not None or facts.carried or f.amount_due < (f.subtotal or 0):
        return
    if any(STATEMENT_ENTRY.search(ln.text) for ln in ctx.lines):
        return  # a statement's previous balance makes the payable more than the bill
    totals = [h.line.index for h in hits if h.field == "total"]
    payables = [h.line.index for h in hits if h.field == "amount_due"]
    if not totals or not payables or max(totals) >= min(payables):
        return
    between = ctx.lines[max(totals) + 1 : min(payables)]
    rounding = f.amount_due - f.total
    if rounding < 1 and any(a.value == rounding for ln in between for a in ctx.find_money(ln.text)):
        return  # a rounding printed between them ("Pyöristys  0.68"): the total stays
    f.total = f.amount_due
    ctx.confidence["total"] = CONFIDENCE.TOTAL_FROM_AMOUNT_DUE


def _printed_sum_of_items(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    """No total label and no tax read: the sum of the items printed on the page, its largest
    figure, is the total ("HOFER PREIS  96.09" under a receipt's rows), the items priced with
    their tax (a net inferred from them is none)."""
    if any(h.field in ("total", "amount_due") for h in hits):
        return  # a total label whose figure was not read: no guess in its place
    amounts = [i.amount for i in f.line_items if i.amount is not None]
    total = sum(amounts, Decimal(0))
    printed = _printed_amounts(ctx)
    if len(amounts) < 2 or total not in printed or total < max(printed):
        return  # (a larger figure printed: the sum is a net, the total another figure)
    f.total = total
    ctx.confidence["total"] = CONFIDENCE.TOTAL_PRINTED_SUM_OF_ITEMS
    if f.subtotal is not None and within_a_cent(f.subtotal, total):
        f.subtotal = None
        ctx.confidence.pop("subtotal", None)


def _printed_net(ctx: Context, f: InvoiceFields) -> bool:
    """Set the subtotal to the printed figure the total adds up from with the tax, the
    allowance and the charge read; whether one is printed."""
    if f.total is None or f.tax_amount is None:
        return False
    net = f.total - f.tax_amount + (f.discount or 0) - (f.shipping or 0)
    if net not in _printed_amounts(ctx):
        return False
    f.subtotal = net
    ctx.confidence["subtotal"] = CONFIDENCE.SUBTOTAL_INFERRED
    return True


def _items_hold_tax(f: InvoiceFields, rows: list[TaxRow]) -> bool:
    """Whether the line items are priced with their tax: taxed, they add up to the total (a till
    receipt's gross rows), or to the gross of the tax table's rows (base + tax per rate). Such a
    page prints no net sum, whatever its tax table's bases add to."""
    amounts = [i.amount for i in f.line_items if i.amount is not None]
    if not amounts or f.total is None or not f.tax_amount:
        return False
    items = sum(amounts, Decimal(0))
    gross = [r.base + r.amount for r in rows if r.base is not None and r.amount is not None]
    return within_a_cent(items, f.total) or (
        len(gross) == len(rows) > 0 and within_a_cent(items, sum(gross, Decimal(0)))
    )


def _misread_rate(row: TaxRow, base: Decimal) -> Decimal | None:
    """The rate of a tax row whose percentage OCR read as a plain figure ("Sales Tax (5.54)"
    for "(5.5%)"): the rate the net and the tax amount give, when that figure is within a
    misread last digit of it."""
    if row.amount is None or row.amount <= 0 or row.base is None or base <= 0:
        return None
    rate = (row.amount / base * 100).quantize(Decimal("0.1"))
    if not 0 < rate <= 30 or not _rate_makes(base, rate, row.amount):
        return None
    return rate if abs(row.base - rate) < Decimal("0.1") else None


def _rate_sign_misread(ctx: Context, base: Decimal, tax: Decimal) -> Decimal | None:
    """The rate that turns `base` into `tax`, printed on a tax line with its percent sign OCR
    read as one more figure ("VAT 208" for "VAT 20%", "TVA 8.1 8" for "TVA 8.1 %")."""
    if tax <= 0 or base <= 0:
        return None
    for places in ("1", "0.1", "0.01"):
        rate = (tax / base * 100).quantize(Decimal(places))
        if 0 < rate < 100 and _rate_makes(base, rate, tax):
            break
    else:
        return None
    printed = f"{rate.normalize():f}"
    forms = {printed, printed.replace(".", ",")}
    for h in ctx.hits:
        if h.field != "tax":
            continue
        after = h.line.segments[h.segment].text[h.match.end :]
        for form in forms:
            if re.search(rf"(?<![\d.,]){re.escape(form)}\s?[0-9](?![\d.,])", after):
                return rate
    return None


def _printed_rate(ctx: Context, base: Decimal, tax: Decimal) -> Decimal | None:
    """The one percentage printed in the document that turns `base` into `tax` (a rate in an
    item column, "Tax(%) 14.50%", with the tax amount only in the totals)."""
    if tax <= 0:
        return None
    found = {
        p
        for ln in ctx.lines
        for p in find_percents(ln.text, ctx.decimal_sep)
        if 0 < p < 100 and _rate_makes(base, p, tax)
    }
    return found.pop() if len(found) == 1 else None


def _rate_of_percent_column(
    ctx: Context, f: InvoiceFields, rows: list[TaxRow], base_all: Decimal | None
) -> list[TaxRow]:
    """A single tax row without a rate, or the tax total without any row, completed by the
    rate of a "%" column."""
    if base_all is None or len(rows) > 1 or (rows and rows[0].rate is not None):
        return rows
    tax = rows[0].amount if rows else f.tax_amount
    if tax is None:
        return rows
    rate = _rate_in_percent_column(ctx, base_all, tax)
    if rate is None:
        return rows
    f.tax_rate = _rate(rate)
    ctx.confidence["tax_rate"] = CONFIDENCE.RATE_IN_PERCENT_COLUMN
    return [TaxRow(rate=rate, base=None, amount=tax)]


def _rate_of_the_item_rows(ctx: Context, f: InvoiceFields, base_all: Decimal | None) -> None:
    """The one VAT rate every item row prints ("5.0  € 60  21%  € 300.0"), when no tax line is
    printed and the total is the net taxed at it (or is the net, at 0 %): the rate, its tax
    amount still unprinted."""
    if base_all is None or f.total is None or not f.line_items:
        return
    rated = [
        find_percents(ctx.lines[k].text, ctx.decimal_sep)
        for k in sorted(ctx.table_lines)
        if k < len(ctx.lines)
    ]
    rates = {p for found in rated for p in found}
    if len(rates) != 1 or sum(1 for found in rated if found) != len(f.line_items):
        return
    rate = rates.pop()
    if 0 <= rate < 100 and within_a_cent(base_all + tax_at(base_all, rate), f.total):
        f.tax_rate = _rate(rate)
        ctx.confidence["tax_rate"] = CONFIDENCE.RATE_IN_PERCENT_COLUMN


def _rate_in_percent_column(ctx: Context, base: Decimal, tax: Decimal) -> Decimal | None:
    """The rate printed as a bare figure in its own cell under a header cell holding "%"
    ("VAT %" over "23"), when it is the one such figure that turns `base` into `tax`."""
    if tax <= 0 or base <= 0:
        return None
    found: set[Decimal] = set()
    for k, line in enumerate(ctx.lines):
        for seg in line.segments:
            text = seg.text.strip()
            if not re.fullmatch(r"\d{1,2}(?:[.,]\d{1,2})?", text):
                continue
            rate = Decimal(text.replace(",", "."))
            if (
                0 < rate < 100
                and _rate_makes(base, rate, tax)
                and _under_percent_header(ctx.lines[max(0, k - _RATE_HEAD_REACH) : k], seg)
            ):
                found.add(rate)
    return found.pop() if len(found) == 1 else None


# how many lines above a bare rate figure its column's header may stand: a header stacked over
# several lines ("Stawka" over "VAT"), a row's description wrapped over the lines above its figures
_RATE_HEAD_REACH = 8


def _under_percent_header(above: list[Line], seg: Segment) -> bool:
    """Whether a header cell with "%", or naming the items' VAT-rate column ("IVA" over "22"),
    lies over `seg` on one of the lines `above`."""
    return any(
        ("%" in s.text or heads_rate_column(s.text))
        and overlaps_x(s, seg)
        and not find_percents(s.text)
        for line in above
        for s in line.segments
    )


def _rate(rate: Decimal | None) -> Decimal | None:
    if rate is None:
        return None
    return rate if rate.as_tuple().exponent <= -2 else rate.quantize(CENT)  # type: ignore[operator]
