"""Items a bill prints outside an item table, each proven by its arithmetic (quantity x unit
price = amount) whatever the language of its words:

- one line per item with its quantity after a times sign ("Caneta Roller x6 - R$6.50
  (Subtotal: R$39.00)");
- a record of labelled lines per item ("Item: Produto 1" / "Quantity: 2" / "Unit price: R$50" /
  "Total: R$100"), also with its lines in another order and headings or other labelled lines
  between them, each line's label naming its column (an e-invoice data sheet's "Menge" /
  "Preis pro Einheit (netto)" / "Gesamtpreis (netto)" / "Bezeichnung:");
- cards: one line of labelled cells, the quantity, the unit price and the amount ("Menge: 5 h
  Preis: 66,33  Betrag: 331,65"), under a description on a line of its own or after a first
  cell that names the item ("Artikel: Webdesign  Aantal: 2 uur  Prijs: 40,94  BTW: 21 %
  Totaal: 81,88").

One reader of "label: value" text serves records and cards, and the table's arithmetic check
(`resolve.multiplies_out`) proves all three.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from docproc_pipeline.extract.parse.lines import Line
from docproc_pipeline.extract.parse.numbers import find_money, money2, parse_number
from docproc_pipeline.extract.parse.resolve import multiplies_out
from docproc_pipeline.extract.parse.table_header import heads_item_column, item_column_role
from docproc_pipeline.extract.parse.table_rows import (
    QUANTITY,
    TIMES_SIGNS,
    UNIT,
    figure_value,
    norm_price,
    norm_qty,
)
from docproc_pipeline.invoice import LineItem

# a quantity after its times sign: "x6", "×2", "x 1.5"
_TIMES_QTY = re.compile(rf"^[{TIMES_SIGNS}]({QUANTITY})$")
_TIMES = re.compile(rf"^[{TIMES_SIGNS}]$")
_QTY = re.compile(rf"^{QUANTITY}$")
# a card's quantity cell: a number, perhaps a unit after it ("2,5 godz.", "3,75 m²")
_QTY_UNIT = re.compile(rf"^(?P<qty>\d{{1,3}}(?:[ \u00a0\u202f]\d{{3}})+|{QUANTITY})(?:\s+{UNIT})?$")
# a figure, perhaps with its currency run into it ("R$6.50", "€12,00", "39.00")
_FIGURE = re.compile(r"^\(?(?:[^\W\d_]{0,3}[$€£¥₹]|[^\W\d_]{1,3}\.?)?\d[\d.,']*\)?$")
# an item's name has a word in it: two letters in a row
_NAME = re.compile(r"[^\W\d_]{2}")
# a label: a few words without figures before its colon
_LABEL = r"[^\W\d_][^:\d]{0,40}?"
# a labelled line of an item record: the label, a colon and the value ("Cena netto: 138,87 zł");
# a card's line of several cells is read by `_segment_cells`
_LABELLED = re.compile(rf"(?P<label>{_LABEL}):\s*(?P<value>\S.*?)(?=\s+{_LABEL}:|$)")
# a word that ends a card's label: a letter, no figure, before its colon ("Preis (CHF):")
_LABEL_END = re.compile(r"^[^:\d]*[^\W\d_][^:\d]*:$")
# a label has at most this many words
_LABEL_WORDS = 3
# the lines of an item record: its name, quantity, unit price and amount
_RECORD_LINES = 4
# a record's label in a segment of its own, before its value's: words without a figure
# ("Preis pro Einheit (netto)", "Bezeichnung:")
_LABEL_SEGMENT = re.compile(r"^[^\W\d_][^\d]{0,40}$")
# a record's label has at most this many words ("Preis pro Einheit (netto)")
_RECORD_LABEL_WORDS = 5
# a record may hold this many lines naming no item column between its labelled ones (its
# section headings "Preiseinzelheiten", a unit's row); more end it
_RECORD_GAP = 4
# lines of a wrapped card description stand at most this many text heights apart
_WRAP_GAP_HEIGHTS = 0.5


def _proven(qty: Decimal, price: Decimal, amount: Decimal) -> bool:
    """A positive quantity that multiplies with the unit price into the amount as printed."""
    return qty > 0 and multiplies_out(qty, price, amount, False) is not None


def _item(description: str, qty: Decimal, price: Decimal, amount: Decimal) -> LineItem:
    return LineItem(
        description=description,
        quantity=norm_qty(qty),
        unit_price=norm_price(price),
        amount=amount,
    )


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


def inline_item(line: Line, decimal_sep: str) -> LineItem | None:
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
    if len(figures) != 2 or len(digits) != 2 or not _NAME.search(desc):
        return None
    price, amount = figures[0][1], figures[1][1]
    return _item(desc, qty, price, money2(amount)) if _proven(qty, price, amount) else None


def _record_item(values: list[str], decimal_sep: str) -> LineItem | None:
    """An item of four labelled values: a name, a quantity, a unit price and the amount."""
    name, qty_text, price_text, amount_text = values
    qty = figure_value(qty_text, decimal_sep) if _QTY.match(qty_text) else None
    price, amount = _value(price_text, decimal_sep), _value(amount_text, decimal_sep)
    if qty is None or price is None or amount is None or not _NAME.search(name):
        return None
    return _item(name, qty, price, money2(amount)) if _proven(qty, price, amount) else None


def _role_label_value(line: Line) -> tuple[str, str] | None:
    """The item column a record's labelled line names and its value: label and value in
    segments of their own ("Menge  1.0000") or after a colon ("Quantity: 2"). The label's last
    word naming one column names it ("Unit price" -> the unit price)."""
    texts = [seg.text.strip() for seg in line.segments]
    m = _LABELLED.match(line.text.strip())
    if len(texts) >= 2 and _LABEL_SEGMENT.match(texts[0]):
        label, value = texts[0].rstrip(":"), texts[1]
    elif m is not None:
        label, value = m.group("label"), m.group("value")
    else:
        return None
    words = label.split()
    roles = [role for w in words if (role := item_column_role(w))]
    if not roles or len(words) > _RECORD_LABEL_WORDS:
        return None
    return roles[-1], value


def _record_value(line: Line, decimal_sep: str) -> tuple[str, str | Decimal] | None:
    """A record line's item column and its value read as that column's: a name for the
    description, a count (a unit may follow) for the quantity, money for price and amount."""
    found = _role_label_value(line)
    if found is None:
        return None
    role, value = found
    read: str | Decimal | None = None
    if role == "description":
        read = value if _NAME.search(value) else None
    elif role == "quantity" and (qty := _QTY_UNIT.match(value)) is not None:
        read = parse_number(qty.group("qty"), decimal_sep)
    elif role == "unit_price":
        read = _cell_price(value, decimal_sep)
    elif role == "amount":
        read = _cell_money(value, decimal_sep)
    return (role, read) if read is not None else None


def _record_of_roles(record: dict[str, tuple[str | Decimal, int]]) -> LineItem | None:
    """The item of a record holding all four columns, when they multiply out."""
    if len(record) < 4:
        return None
    name, qty, price, amount = (
        record[role][0] for role in ("description", "quantity", "unit_price", "amount")
    )
    if not (
        isinstance(qty, Decimal) and isinstance(price, Decimal) and isinstance(amount, Decimal)
    ):
        return None
    return _item(str(name), qty, price, money2(amount)) if _proven(qty, price, amount) else None


def labelled_records(lines: list[Line], decimal_sep: str) -> tuple[list[LineItem], set[int]]:
    """The items of a bill printed as records of labelled lines in any order, headings and
    other labelled lines between them ("Menge 1.0000" / "Preis pro Einheit (netto) 99" /
    "Gesamtpreis (netto) 99,00" / "Bezeichnung: Erbrachte Dienstleistungen"): the latest value
    of each column makes an item once the four are read and multiply out. A new page or a run
    of lines naming no column starts afresh."""
    items: list[LineItem] = []
    used: set[int] = set()
    record: dict[str, tuple[str | Decimal, int]] = {}
    gap, page = 0, 0
    for line in lines:
        if line.page != page or gap > _RECORD_GAP:
            record.clear()
        found = _record_value(line, decimal_sep)
        if found is None:
            gap += 1
            continue
        record[found[0]] = (found[1], line.index)
        gap, page = 0, line.page
        item = _record_of_roles(record)
        if item is not None:
            items.append(item)
            used.update(k for _, k in record.values())
            record.clear()
    return items, used


def _labelled_value(line: Line) -> str | None:
    """The value of a line that is one labelled value ("Quantity: 2"): all after the colon."""
    text = line.text.strip()
    m = _LABELLED.match(text)
    return text[m.start("value") :].strip() if m else None


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
        item = inline_item(lines[k], decimal_sep)
        if item is not None:
            items.append(item)
            used.add(lines[k].index)
        k += 1
    if not items:
        return labelled_records(lines, decimal_sep)
    return items, used


def _cell_money(value: str, decimal_sep: str) -> Decimal | None:
    if _RATE_CELL.search(value):
        return None
    amounts = find_money(value, decimal_sep)
    return amounts[0].value if len(amounts) == 1 else None


# a rate cell ("IVA: 0 %"): no money
_RATE_CELL = re.compile(r"%\s*$")
# a currency after a card's unit price ("0,398 zł", "0.141 CHF")
_TRAILING_CURRENCY = re.compile(r"\s*(?:[^\W\d_]{1,3}\.?|[$€£¥₹])$")


def _cell_price(value: str, decimal_sep: str) -> Decimal | None:
    """A unit-price cell's figure: money, or a price of three or more decimals ("0,398 zł")."""
    found = _cell_money(value, decimal_sep)
    if found is not None or _RATE_CELL.search(value):
        return found
    return _value(_TRAILING_CURRENCY.sub("", value.strip()), decimal_sep)


def _segment_cells(text: str) -> list[tuple[str, str]]:
    """The (label, value) cells of one segment that starts with a label. OCR may run two cells
    into one segment ("Désignation: Pose de parquet Quantité: 6,25"): a later label starts at
    an item column's name among its last words ("Quantité", "Prezzo unit."), else it is the
    one word before its colon."""
    words = text.split()
    ends = [k for k, w in enumerate(words) if _LABEL_END.match(w)]
    if not ends or ends[0] >= _LABEL_WORDS or re.search(r"\d", " ".join(words[: ends[0]])):
        return []
    starts = [0]
    for prev, end in zip(ends, ends[1:], strict=False):
        lo = max(prev + 2, end - _LABEL_WORDS + 1)  # the previous value keeps a word
        named = [k for k in range(lo, end + 1) if heads_item_column(words[k].rstrip(":"))]
        starts.append(named[0] if named else end)
    bounds = [*starts[1:], len(words)]
    return [
        (" ".join(words[s : e + 1]).rstrip(":"), " ".join(words[e + 1 : b]))
        for s, e, b in zip(starts, ends, bounds, strict=True)
    ]


def _cells(texts: list[str]) -> list[tuple[str, str]]:
    """The labelled cells of a line's segments, each segment read on its own (see
    `_segment_cells`), so that a value of several words ends where its segment does."""
    return [cell for text in texts for cell in _segment_cells(text.strip())]


def _card_labels(line: Line) -> tuple[str, ...]:
    """The last words of the labels of a line's labelled cells, case-folded (a unit before a
    label reads as the label's first word: "3 Stk.  Einzelpreis: ...")."""
    return tuple(
        label.split()[-1].casefold() for label, _ in _cells([s.text for s in line.segments])
    )


@dataclass(frozen=True, slots=True)
class CardFigures:
    """What a card's line of labelled cells says: its figures, and the item's name when the
    first cell holds it ("Artikel: Webdesign  Aantal: 2  Prijs: 40,94  Totaal: 81,88")."""

    qty: Decimal
    price: Decimal
    amount: Decimal
    name: str | None = None


def _card_values(line: Line, after: Line | None) -> list[str] | None:
    """The values of a line of three or more labelled cells, from its start. A last label with
    no value on the line takes a lone figure on the line right under it (a cell wrapped)."""
    texts = [s.text.strip() for s in line.segments]
    if after is not None and texts[-1].endswith(":"):
        lone = after.text.strip()
        if after.page == line.page and len(after.segments) == 1 and _FIGURE.match(lone):
            texts[-1] = f"{texts[-1]} {lone}"
    values = [value for _, value in _cells(texts) if value]  # (a label with its value unread)
    if len(values) < 3 or not _segment_cells(texts[0]):
        return None
    return values


def card_figures(
    line: Line,
    decimal_sep: str,
    labels: frozenset[tuple[str, ...]] = frozenset(),
    after: Line | None = None,
) -> CardFigures | None:
    """The figures of a line of three or more labelled cells: the quantity (the first cell, or
    the second after a name), the amount last and the unit price the last money cell before it
    (unit and rate cells between are passed over), when they multiply out, or (a card whose
    amount is misprinted) when its labels are those of a card in `labels`. `after`: the next
    line, which may hold the last cell's wrapped value."""
    values = _card_values(line, after)
    if values is None:
        return None
    qty_match = _QTY_UNIT.match(values[0])
    name = values[0] if qty_match is None and _NAME.search(values[0]) else None
    if name is not None:
        qty_match = _QTY_UNIT.match(values[1])
    if qty_match is None:
        return None
    qty = parse_number(qty_match.group("qty"), decimal_sep)
    amount = _cell_money(values[-1], decimal_sep)
    prices = [p for v in values[2 if name else 1 : -1] if (p := _cell_price(v, decimal_sep))]
    price = prices[-1] if prices else None
    if qty is None or price is None or amount is None or qty <= 0:
        return None
    if not _proven(qty, price, amount) and _card_labels(line) not in labels:
        return None
    return CardFigures(qty, price, amount, name)


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
    nexts: list[Line | None] = [*lines[1:], None]
    # the labels of the cards whose figures multiply out: the document's card layout
    labels = frozenset(
        _card_labels(ln)
        for ln, after in zip(lines, nexts, strict=True)
        if card_figures(ln, decimal_sep, after=after) is not None
    )
    for k, (line, after) in enumerate(zip(lines, nexts, strict=True)):
        if line.index in used:
            continue
        figures = card_figures(line, decimal_sep, labels, after)
        if figures is None:
            continue
        described = [] if figures.name else _description_above(lines, k, used)
        if not described and not figures.name:
            continue
        text = figures.name or " ".join(ln.text.strip() for ln in described)
        items.append(_item(text, figures.qty, figures.price, figures.amount))
        used.update(ln.index for ln in [*described, line])
        if after is not None and line.text.rstrip().endswith(":"):
            used.add(after.index)  # the wrapped value of its last cell
    return items, used
