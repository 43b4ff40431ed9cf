"""Items a bill prints without an item table, proven by their arithmetic (quantity x unit price
= amount) whatever the language of their words: one line per item with its quantity after a
times sign ("Caneta Roller x6 - R$6.50 (Subtotal: R$39.00)"), or a record of labelled lines
per item ("Item: Produto 1" / "Quantity: 2" / "Unit price: R$50" / "Total: R$100")."""

from __future__ import annotations

import re
from decimal import Decimal

from docproc_pipeline.extract.parse.lines import Line
from docproc_pipeline.extract.parse.numbers import money2, within_a_cent
from docproc_pipeline.extract.parse.table_rows import figure_value, norm_price, norm_qty
from docproc_pipeline.invoice import LineItem

# a quantity after its times sign: "x6", "×2", "x 1.5"
_TIMES_QTY = re.compile(r"^[x×](\d+(?:[.,]\d+)?)$")
_TIMES = re.compile(r"^[x×]$")
_QTY = re.compile(r"^\d+(?:[.,]\d+)?$")
# a figure, perhaps with its currency run into it ("R$6.50", "€12,00", "39.00")
_FIGURE = re.compile(r"^\(?(?:[^\W\d_]{0,3}[$€£¥₹]|[^\W\d_]{1,3}\.?)?\d[\d.,']*\)?$")
# a labelled line: a few words without figures, a colon, the value
_LABELLED = re.compile(r"^([^\W\d_][^:\d]{0,40}):\s*(\S.*)$")
# the lines of an item record: its name, quantity, unit price and amount
_RECORD_LINES = 4


def _value(text: str, decimal_sep: str) -> Decimal | None:
    return figure_value(text.strip("()"), decimal_sep) if _FIGURE.match(text) else None


def _times_quantity(words: list[str], decimal_sep: str) -> tuple[int, int, Decimal] | None:
    """Where a quantity after a times sign starts and ends among `words`, and its value."""
    for k, w in enumerate(words):
        m = _TIMES_QTY.match(w)
        if m:
            qty = figure_value(m.group(1), decimal_sep)
            return (k, k + 1, qty) if qty is not None else None
        if _TIMES.match(w) and k + 1 < len(words) and _QTY.match(words[k + 1]):
            qty = figure_value(words[k + 1], decimal_sep)
            return (k, k + 2, qty) if qty is not None else None
    return None


def _inline_item(line: Line, decimal_sep: str) -> LineItem | None:
    """A line of a description, "x" and its quantity, the unit price and later the amount they
    multiply out to; the words between price and amount carry no figure."""
    words = [w.text for w in line.words]
    found = _times_quantity(words, decimal_sep)
    if found is None:
        return None
    start, end, qty = found
    desc = " ".join(words[:start]).rstrip(" -–:")
    figures = [(k, v) for k, w in enumerate(words[end:], end) if (v := _value(w, decimal_sep))]
    digits = [w for w in words[end:] if re.search(r"\d", w)]
    if len(figures) != 2 or len(digits) != 2 or not re.search(r"[^\W\d_]{2}", desc):
        return None
    price, amount = figures[0][1], figures[1][1]
    if qty <= 0 or not within_a_cent(money2(qty * price), amount):
        return None
    return LineItem(
        description=desc,
        quantity=norm_qty(qty),
        unit_price=norm_price(price),
        amount=money2(amount),
    )


def _record_item(values: list[str], decimal_sep: str) -> LineItem | None:
    """An item of four labelled values: a name, a quantity, a unit price and the amount."""
    name, qty_text, price_text, amount_text = values
    qty = figure_value(qty_text, decimal_sep) if _QTY.match(qty_text) else None
    price, amount = _value(price_text, decimal_sep), _value(amount_text, decimal_sep)
    if qty is None or price is None or amount is None or qty <= 0:
        return None
    if not re.search(r"[^\W\d_]{2}", name) or not within_a_cent(money2(qty * price), amount):
        return None
    return LineItem(
        description=name,
        quantity=norm_qty(qty),
        unit_price=norm_price(price),
        amount=money2(amount),
    )


def _labelled_value(line: Line) -> str | None:
    m = _LABELLED.match(line.text.strip())
    return m.group(2).strip() if m else None


def arithmetic_items(lines: list[Line], decimal_sep: str) -> tuple[list[LineItem], set[int]]:
    """The items of a bill printed one per line with a times sign, or as records of labelled
    lines, each proven by quantity x unit price = amount; and the lines they were read from."""
    items: list[LineItem] = []
    used: set[int] = set()
    k = 0
    while k < len(lines):
        run = lines[k : k + _RECORD_LINES]
        values = [_labelled_value(ln) for ln in run]
        record = (
            _record_item([v for v in values if v is not None], decimal_sep)
            if len(run) == _RECORD_LINES and None not in values
            else None
        )
        if record is not None:
            items.append(record)
            used.update(ln.index for ln in run)
            k += _RECORD_LINES
            continue
        item = _inline_item(lines[k], decimal_sep)
        if item is not None:
            items.append(item)
            used.add(lines[k].index)
        k += 1
    return items, used
