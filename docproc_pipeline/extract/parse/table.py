"""Line items: find the item table's header, read priced rows below it, across pages.

Page totals, carried/brought-forward rows and unpriced appendix rows are not items. A row is read
from the right: amount, an optional VAT-rate or VAT-code column, unit price, an optional unit,
quantity; what lies left of the quantity (and right of the description column's start) is the
description. Receipts print the description on its own line above "2 x 3,50  7,00".
"""

from __future__ import annotations

import re
from decimal import Decimal

from docproc_pipeline.extract.layout import Word
from docproc_pipeline.extract.models import LineItem
from docproc_pipeline.extract.parse.labels import STOP_LABELS, find_labels
from docproc_pipeline.extract.parse.lines import Line
from docproc_pipeline.extract.parse.numbers import CURRENCY_CODES, CURRENCY_SYMBOLS, parse_number

_DESC_HEAD = re.compile(
    r"^(description|item|items|details|article|artikel|bezeichnung|leistung|beschreibung|product|produkt"
    r"|service|services|designation|désignation|libellé|text|position|artikelbezeichnung|omschrijving"
    r"|produit|prestation)$",
    re.IGNORECASE,
)
_QTY_HEAD = re.compile(
    r"^(qty\.?|quantity|menge|anz\.?|anzahl|stk\.?|hours|hrs|qté|quantité|units?|aantal|hoeveelheid)$",
    re.IGNORECASE,
)
_PRICE_HEAD = re.compile(
    r"^(unit|price|rate|einzelpreis|e-preis|preis/me|preis|ep|prix|cost|unit\s*price|vk-preis|prijs|p\.?u\.?)$",
    re.IGNORECASE,
)
_AMOUNT_HEAD = re.compile(
    r"^(amount|total|gesamtpreis|gesamt|betrag|summe|gp|montant|line|zeilenbetrag|bedrag|totaal)$",
    re.IGNORECASE,
)
_CARRY = re.compile(
    r"carried\s+forward|brought\s+forward|übertrag|seitensumme|page\s+total", re.IGNORECASE
)
_CURRENCY_TOKENS = set(CURRENCY_SYMBOLS) | CURRENCY_CODES
# a money figure, not a date or an IP address ("01.05.14-31.05.14", "78.46.77.79")
_MONEY_FIGURE = re.compile(r"(?<![\d.,])\d+(?:[.,]\d{3})*[.,]\d{2}(?![\d.,])")


def _header_columns(line: Line) -> float | None:
    """The description column's left edge when the line is an item-table header, else None."""
    words = [w.text.strip(":") for w in line.words]
    has_desc = any(_DESC_HEAD.match(w) for w in words)
    has_qty = any(_QTY_HEAD.match(w) for w in words)
    has_price = any(_PRICE_HEAD.match(w) for w in words)
    has_amount = any(_AMOUNT_HEAD.match(w) for w in words)
    if sum((has_desc, has_qty, has_price, has_amount)) < 3 or re.search(r"\d[.,]\d\d", line.text):
        return None
    # the description column starts at the first description word of the last segment holding
    # one: "Item code | Details" -> Details, "Produkt Beschreibung" -> Produkt; "Item Item"
    # (position, then description) -> the first, and rows drop their leading position number.
    x0 = line.words[0].x0
    for seg in line.segments:
        first = next((w for w in seg.words if _DESC_HEAD.match(w.text.strip(":"))), None)
        if first is not None:
            x0 = first.x0
    return x0


def _qty_left_of_description(line: Line, desc_x0: float) -> tuple[float, float] | None:
    """The quantity header's x-range when that column precedes the description column."""
    for w in line.words:
        if w.x1 <= desc_x0 and _QTY_HEAD.match(w.text.strip(":")):
            return w.x0, w.x1
    return None


def _number(text: str, decimal_sep: str) -> Decimal | None:
    t = text
    for cur in _CURRENCY_TOKENS:
        t = t.replace(cur, "")
    return parse_number(t, decimal_sep)


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


def _is_number(text: str, decimal_sep: str) -> bool:
    return _number(text, decimal_sep) is not None


def parse_row(
    words: list[Word],
    decimal_sep: str,
    desc_x0: float | None,
    qty_col: tuple[float, float] | None = None,
) -> LineItem | None:
    """Read one table row; None when it is not a priced row.

    `qty_col` is the quantity header's x-range when that column precedes the description.
    """
    toks = _merge_thousands(words)
    i = len(toks) - 1
    # trailing VAT code, currency, marker
    while i >= 0 and (re.fullmatch(r"[A-D]|\*|[€$£]|EUR|USD|GBP|CHF", toks[i].text)):
        i -= 1
    if i < 0:
        return None
    amount_text = toks[i].text
    if not re.search(r"\d[.,]\d{2}(?:\D*)$", amount_text):
        return None
    amount = _number(amount_text, decimal_sep)
    if amount is None:
        return None
    i -= 1
    while i >= 0 and toks[i].text in _CURRENCY_TOKENS:
        i -= 1
    # VAT-rate column: "19 %", "7%"
    while i >= 0 and (
        toks[i].text == "%" or re.fullmatch(r"\d{1,2}(?:[.,]\d+)?\s?%", toks[i].text)
    ):
        i -= 1
        if i >= 0 and toks[i + 1].text == "%" and _is_number(toks[i].text, decimal_sep):
            i -= 1
    while i >= 0 and toks[i].text in _CURRENCY_TOKENS:
        i -= 1
    if i < 0 or not _is_number(toks[i].text, decimal_sep):
        return None
    unit_price = _number(toks[i].text, decimal_sep)
    i -= 1
    if qty_col is not None and desc_x0 is not None:
        return _row_qty_first(toks[: i + 1], decimal_sep, desc_x0, qty_col, unit_price, amount)
    qty: Decimal | None = None
    j = i
    skipped = 0
    while j >= 0 and skipped <= 3 and not _is_number(toks[j].text, decimal_sep):
        if (
            not re.fullmatch(r"[^\W\d_][\w./²³%()-]*|x|×|@|[\w²³]+\.?", toks[j].text)
            or len(toks[j].text) > 10
        ):
            break
        j -= 1
        skipped += 1
    if j >= 0 and _is_number(toks[j].text, decimal_sep):
        qty = _number(toks[j].text, decimal_sep)
        i = j - 1
    if qty is None and desc_x0 is not None:
        # a quantity column left of the description without its own header word
        left = [w for w in toks[: i + 1] if w.x1 <= desc_x0 + 1]
        if left and _is_number(left[-1].text, decimal_sep):
            qty = _number(left[-1].text, decimal_sep)
    if qty is None:
        return None
    desc_words = [w for w in toks[: i + 1] if desc_x0 is None or w.x1 > desc_x0 + 1]
    if len(desc_words) > 1 and re.fullmatch(r"\d{1,3}\.?", desc_words[0].text):
        desc_words = desc_words[1:]  # a position number
    description = " ".join(w.text for w in desc_words) or None
    return LineItem(
        description=description,
        quantity=_norm_qty(qty),
        unit_price=_norm_price(unit_price),
        amount=amount,
    )


def _row_qty_first(
    toks: list[Word],
    decimal_sep: str,
    desc_x0: float,
    qty_col: tuple[float, float],
    unit_price: Decimal | None,
    amount: Decimal,
) -> LineItem | None:
    """A row whose quantity column is left of the description: "3  1  Small Business  5,39  5,39"."""
    qty: Decimal | None = None
    for w in toks:
        if w.x1 <= desc_x0 + 1 and w.x0 < qty_col[1] + 4 and w.x1 > qty_col[0] - 4:
            qty = _number(w.text, decimal_sep)
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


def parse_line_items(lines: list[Line], decimal_sep: str) -> tuple[list[LineItem], set[int]]:
    """The priced line items in print order and the indexes of the lines they were read from."""
    items: list[LineItem] = []
    used: set[int] = set()
    headers: dict[int, float] = {}
    qty_cols: dict[int, tuple[float, float] | None] = {}
    for ln in lines:
        x = _header_columns(ln)
        if x is not None:
            headers[ln.index] = x
            qty_cols[ln.index] = _qty_left_of_description(ln, x)
    qty_col: tuple[float, float] | None = None
    in_table = False
    desc_x0: float | None = None
    page = 0
    pending: list[str] = []
    any_header = bool(headers)
    prev_y1 = 0.0
    # description lines printed tightly under the last item ("(17.01.2016 - 16.02.2016)")
    tail: list[str] = []
    tail_y1 = 0.0
    header_line = -1

    def flush_tail() -> None:
        if tail and items and items[-1].description:
            items[-1].description = f"{items[-1].description} {' '.join(tail)}"
        tail.clear()

    for line in lines:
        if not any_header and line.y0 - prev_y1 > 1.3 * line.height:
            pending = []  # receipts: a description sits right above its figures
        prev_y1 = line.y1
        if line.page != page:
            flush_tail()
            page = line.page
            in_table = not any_header and page == lines[0].page
            pending = []
        if line.index in headers:
            header_line = line.index
            flush_tail()
            in_table = True
            desc_x0 = headers[line.index]
            qty_col = qty_cols[line.index]
            pending = []
            used.add(line.index)
            continue
        if not in_table:
            continue
        if _CARRY.search(line.text):
            used.add(line.index)
            continue
        item = parse_row(line.words, decimal_sep, desc_x0, qty_col)
        if item is None:
            # a label without any figure right under the header is a wrapped header cell
            # ("Ohne / MwSt."), not the totals block
            header_wrap = header_line >= 0 and line.index - header_line <= 2
            if _stops_table(line) and not (header_wrap and not re.search(r"\d", line.text)):
                flush_tail()
                in_table = False
                continue
            if any_header:
                text = " ".join(w.text for w in line.words if desc_x0 is None or w.x1 > desc_x0 + 1)
                if text and not _MONEY_FIGURE.search(text):
                    pending.append(text)
                    used.add(line.index)
                    if items and len(tail) == len(pending) - 1 and line.y0 - tail_y1 < line.height:
                        tail.append(text)
                        tail_y1 = line.y1
                    else:
                        tail.clear()
                else:
                    pending = []
                    flush_tail()
            else:
                # receipts: a description line is text only; anything else resets
                if not re.search(r"\d[.,]\d\d", line.text) and not find_labels(
                    line.segments[0].text
                ):
                    pending.append(line.text)
                else:
                    pending = []
            continue
        if not item.description and pending:
            item.description = " ".join(pending)
            used.update(range(line.index - len(pending), line.index))
        elif item.description and pending and items and any_header:
            prev = items[-1]
            prev.description = f"{prev.description} {' '.join(pending)}".strip()
        pending = []
        tail.clear()
        tail_y1 = line.y1
        items.append(item)
        used.add(line.index)
    flush_tail()
    return items, used
