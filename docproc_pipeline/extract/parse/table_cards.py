"""Items printed as cards, not as table rows: a description on a line of its own and, under it,
one line of labelled cells, the quantity, the unit price and the amount ("Menge: 5 h  Preis:
66,33  Betrag: 331,65"). Each card is read when quantity x unit price make its amount.
"""

from __future__ import annotations

import re
from decimal import Decimal

from docproc_pipeline.extract.parse.lines import Line
from docproc_pipeline.extract.parse.numbers import find_money, money2, parse_number, within_a_cent
from docproc_pipeline.extract.parse.table_rows import norm_price, norm_qty
from docproc_pipeline.invoice import LineItem

# one labelled cell: words of a label, a colon, its value up to the next label ("Cena netto:
# 138,87 zł"); OCR may read two cells as one segment, so the cells are found in the line's text
_LABELLED_CELL = re.compile(
    r"(?P<label>[^\W\d_][^:\d]{0,30}?):\s*(?P<value>\S.*?)(?=\s+[^\W\d_][^:\d]{0,30}?:|$)"
)
# the quantity cell's value: a number, perhaps a unit after it ("2,5 godz.", "3,75 m²")
_QTY_VALUE = re.compile(r"^(?P<qty>\d+(?:[.,]\d+)?)(?:\s+\S{1,12})?$")
# spaces grouping thousands inside a figure ("1 388,70")
_SPACE_GROUP = re.compile(r"(?<=\d)[\s\u00a0\u202f](?=\d{3}(?:\D|$))")
# lines of a wrapped description stand at most this many text heights apart
_WRAP_GAP_HEIGHTS = 0.5


def _cell_money(value: str, decimal_sep: str) -> Decimal | None:
    amounts = find_money(_SPACE_GROUP.sub("", value), decimal_sep)
    return amounts[0].value if len(amounts) == 1 else None


def _labels(line: Line) -> tuple[str, ...]:
    """The last words of the labels of a line's labelled cells, case-folded (a unit before a
    label reads as the label's first word: "3 Stk.  Einzelpreis: ...")."""
    return tuple(
        m.group("label").split()[-1].casefold() for m in _LABELLED_CELL.finditer(line.text)
    )


def card_figures(
    line: Line, decimal_sep: str, labels: frozenset[tuple[str, ...]] = frozenset()
) -> tuple[Decimal, Decimal, Decimal] | None:
    """The quantity, unit price and amount of a line of three or more labelled cells, the
    quantity first, the amount last and the unit price before it, when they multiply out, or
    (a card whose amount is misprinted) when its labels are those of a card in `labels`."""
    text = line.text.strip()
    cells = list(_LABELLED_CELL.finditer(text))
    if len(cells) < 3 or cells[0].start() != 0:
        return None
    values = [m.group("value").strip() for m in cells]
    qty_match = _QTY_VALUE.match(values[0])
    if qty_match is None:
        return None
    qty = parse_number(qty_match.group("qty"), decimal_sep)
    price = _cell_money(values[-2], decimal_sep)
    amount = _cell_money(values[-1], decimal_sep)
    if qty is None or price is None or amount is None or qty <= 0:
        return None
    if not within_a_cent(money2(qty * price), amount) and _labels(line) not in labels:
        return None
    return qty, price, amount


def _description_above(lines: list[Line], k: int, taken: set[int]) -> list[Line]:
    """The text lines right above card line `k` at its indent: its description, with the
    lines it wraps from."""
    line = lines[k]
    tol = max(line.height, 1.0)
    found: list[Line] = []
    below = line
    for above in reversed(lines[:k]):
        if above.page != line.page or above.index in taken or len(above.segments) != 1:
            break
        if abs(above.x0 - line.x0) > 0.3 * tol or find_money(above.text):
            break
        if found and below.y0 - above.y1 > _WRAP_GAP_HEIGHTS * tol:
            break
        found.insert(0, above)
        below = above
    return found


def card_items(lines: list[Line], decimal_sep: str) -> tuple[list[LineItem], set[int]]:
    """The items of a document printed as cards (see the module), and the lines read."""
    items: list[LineItem] = []
    used: set[int] = set()
    # the labels of the cards whose figures multiply out: the document's card layout
    labels = frozenset(_labels(ln) for ln in lines if card_figures(ln, decimal_sep) is not None)
    for k, line in enumerate(lines):
        figures = card_figures(line, decimal_sep, labels)
        if figures is None:
            continue
        described = _description_above(lines, k, used)
        if not described:
            continue
        qty, price, amount = figures
        text = " ".join(ln.text.strip() for ln in described)
        items.append(
            LineItem(
                description=text,
                quantity=norm_qty(qty),
                unit_price=norm_price(price),
                amount=amount,
            )
        )
        used.update(ln.index for ln in [*described, line])
    return items, used
