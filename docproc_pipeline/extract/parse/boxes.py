"""Where each decided value is printed: a box per scalar field, found after the passes.

The passes decide values from label hits and segments but keep no record of the words each
value came from. This module finds those words afterwards, in the same lines the passes read:
the shortest run of words in a segment that reads as the decided value (amounts, rates and
dates parsed the way the passes parse them, in the document's decimal separator and date order;
text compared without spaces or case, whole words only; identifiers on their letters and
digits). Among several places, the words at or after a label hit of that field on its line come
first, then those under it, then the earliest on the document. An address is the box around the
lines of its parts, starting next to its party's name.

It reads the context and changes nothing, so the fields are the passes' alone. A value it
cannot find (a name the parser put together from two cells, a value OCR split oddly) simply has
no box. Boxes are fractions (0..1) of the page's width and height, origin top left, on the page's
picture as the file holds it (what the reviewer's screen shows): the words of a page OCR read
turned over or deskewed are mapped back onto it (`Page.box_on_picture`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.dates import find_dates
from docproc_pipeline.extract.parse.hits import Hit
from docproc_pipeline.extract.parse.lines import Line
from docproc_pipeline.extract.parse.numbers import currencies_in, find_amounts, find_percents
from docproc_pipeline.invoice import MONEY_FIELDS, SCALAR_FIELDS, FieldBox

# Identifiers the parser normalises (a Swiss "CHE-123.456.789 MWST" is read as "CHE-123456789"):
# compared on their letters and digits alone, when at least this long (short ones would match
# inside other numbers).
_IDENTIFIERS = ("vendor_tax_id", "customer_tax_id", "supplier_iban", "purchase_order")
_MIN_LOOSE_ID = 6
_NOT_ALNUM = re.compile(r"[\W_]+")
# Fields printed as a block of lines whose parts the value joins with ", ".
_BLOCK_FIELDS = {"vendor_address": "vendor_name", "customer_address": "customer_name"}
# How many lines under a label its value may sit (grid layouts put it one or two below).
_LINES_UNDER_LABEL = 2
# How many lines an address block may span below (or above) its party's name.
_ADDRESS_SPAN = 8
_SPACES = re.compile(r"\s+")

Matcher = Callable[[str], bool]


@dataclass(frozen=True, slots=True)
class _Place:
    """A run of words on one line that reads as a value."""

    line: Line
    segment: int
    words: tuple[Word, ...]


def locate_fields(ctx: Context, pages: list[Page]) -> dict[str, FieldBox]:
    """Field name -> where its decided value is printed, for every scalar field the passes
    decided and whose words were found (see the module docstring)."""
    by_number = {p.number: p for p in pages}
    readings = _Readings(ctx.decimal_sep, ctx.slash_order)
    places: dict[str, list[_Place]] = {}
    for name in SCALAR_FIELDS:
        value = getattr(ctx.fields, name)
        if value is None or value == "" or name in _BLOCK_FIELDS:
            continue
        matcher = _matcher(name, value, readings)
        found = _best(_places(ctx.lines, matcher), [h for h in ctx.hits if h.field == name])
        if found is not None:
            places[name] = [found]
    for name, party in _BLOCK_FIELDS.items():
        value = getattr(ctx.fields, name)
        if value:
            block = _block_places(ctx, str(value), places.get(party), readings)
            if block:
                places[name] = block
    boxes: dict[str, FieldBox] = {}
    for name, at in places.items():
        box = _box(at, by_number)
        if box is not None:
            boxes[name] = box
    return boxes


class _Readings:
    """What a text reads as (amounts, rates, dates, its compact forms), each worked out once
    per text: every field looks through the same segments and word runs."""

    def __init__(self, decimal_sep: str, slash_order: str) -> None:
        self.sep = decimal_sep
        self.order = slash_order
        self._amounts: dict[str, frozenset[Decimal]] = {}
        self._percents: dict[str, frozenset[Decimal]] = {}
        self._dates: dict[str, frozenset[date]] = {}
        self._compact: dict[str, str] = {}
        self._alnum: dict[str, str] = {}
        self._currencies: dict[str, list[str]] = {}

    def amounts(self, text: str) -> frozenset[Decimal]:
        """The amounts in the text, unsigned; "0,00 %" is a rate, not an amount of 0.00."""
        got = self._amounts.get(text)
        if got is None:
            got = self._amounts[text] = frozenset(
                abs(a.value)
                for a in find_amounts(text, self.sep)
                if not text[a.end :].lstrip().startswith("%")
            )
        return got

    def percents(self, text: str) -> frozenset[Decimal]:
        got = self._percents.get(text)
        if got is None:
            got = self._percents[text] = frozenset(find_percents(text, self.sep))
        return got

    def dates(self, text: str) -> frozenset[date]:
        got = self._dates.get(text)
        if got is None:
            got = self._dates[text] = frozenset(d.value for d in find_dates(text, self.order))
        return got

    def compact(self, text: str) -> str:
        got = self._compact.get(text)
        if got is None:
            got = self._compact[text] = _compact(text)
        return got

    def alnum(self, text: str) -> str:
        got = self._alnum.get(text)
        if got is None:
            got = self._alnum[text] = _NOT_ALNUM.sub("", text).casefold()
        return got

    def currencies(self, text: str) -> list[str]:
        got = self._currencies.get(text)
        if got is None:
            got = self._currencies[text] = currencies_in(text)
        return got


def _compact(text: str) -> str:
    return _SPACES.sub("", text).casefold()


def _text_matcher(value: str, readings: _Readings | None = None) -> Matcher:
    """Text holding `value` as whole words, ignoring spaces and case ("INV-12" is in
    "No: INV-12," but "12" is not in "2012")."""
    target = _compact(value)
    compact = readings.compact if readings is not None else _compact

    def match(text: str) -> bool:
        hay = compact(text)
        start = hay.find(target)
        while start >= 0:
            end = start + len(target)
            before_ok = start == 0 or not (hay[start - 1].isalnum() and target[0].isalnum())
            after_ok = end == len(hay) or not (hay[end].isalnum() and target[-1].isalnum())
            if before_ok and after_ok:
                return True
            start = hay.find(target, start + 1)
        return False

    return match


def _matcher(name: str, value: object, readings: _Readings) -> Matcher:
    """A test of whether a text reads as `value`, the way the passes read that field."""
    if name in MONEY_FIELDS and isinstance(value, Decimal):
        wanted = abs(value)
        return lambda text: wanted in readings.amounts(text)
    if name == "tax_rate" and isinstance(value, Decimal):
        return lambda text: value in readings.percents(text)
    if isinstance(value, date):
        return lambda text: value in readings.dates(text)
    as_text = _text_matcher(str(value), readings)
    loose = _NOT_ALNUM.sub("", str(value)).casefold()
    if name in _IDENTIFIERS and len(loose) >= _MIN_LOOSE_ID:
        return lambda text: as_text(text) or loose in readings.alnum(text)
    if name == "currency":
        code = str(value)
        return lambda text: as_text(text) or code in readings.currencies(text)
    return as_text


def _places(lines: list[Line], matcher: Matcher) -> Iterator[_Place]:
    """Every segment reading as the value, narrowed to its shortest run of words that does."""
    for line in lines:
        for si, seg in enumerate(line.segments):
            if not matcher(seg.text):
                continue
            words = _shortest_run(seg.words, matcher)
            yield _Place(line, si, tuple(words or seg.words))


def _shortest_run(words: list[Word], matcher: Matcher) -> list[Word] | None:
    """The shortest run of consecutive words whose text matches (the leftmost of equals)."""
    for size in range(1, len(words) + 1):
        for start in range(len(words) - size + 1):
            run = words[start : start + size]
            if matcher(" ".join(w.text for w in run)):
                return run
    return None


def _rank(place: _Place, hits: list[Hit]) -> int:
    """0: at or after a label of the field on its line; 1: under such a label; 2: elsewhere."""
    best = 2
    for h in hits:
        if h.line is place.line and place.segment >= h.segment:
            return 0
        gap = place.line.index - h.line.index
        if place.line.page == h.line.page and 0 < gap <= _LINES_UNDER_LABEL:
            label = h.line.segments[h.segment]
            x0 = min(w.x0 for w in place.words)
            x1 = max(w.x1 for w in place.words)
            if x0 <= label.x1 and x1 >= label.x0:
                best = 1
    return best


def _best(places: Iterator[_Place], hits: list[Hit]) -> _Place | None:
    """The place a reader would point at: beside its label, under it, else the first."""
    best: tuple[int, int] | None = None
    chosen: _Place | None = None
    for place in places:
        key = (_rank(place, hits), place.line.index)
        if best is None or key < best:
            best, chosen = key, place
            if key[0] == 0:
                break  # places come in reading order: the first beside a label wins
    return chosen


def _block_places(
    ctx: Context, value: str, party: list[_Place] | None, readings: _Readings
) -> list[_Place]:
    """The lines of an address: each part (", "-separated) at the line nearest the previous
    part (the first near the party's name, else the first anywhere), on one page."""
    parts = [p for p in (s.strip() for s in value.split(", ")) if p]
    anchor = party[0].line if party else None
    found: list[_Place] = []
    for part in parts:
        candidates = list(_places(ctx.lines, _text_matcher(part, readings)))
        if anchor is not None:
            candidates = _near(candidates, anchor)
        if not candidates:
            continue
        found.append(candidates[0])
        anchor = candidates[0].line
    return found


def _near(candidates: list[_Place], anchor: Line) -> list[_Place]:
    """The candidates on the anchor's page within `_ADDRESS_SPAN` lines of it, nearest first."""
    near = [
        c
        for c in candidates
        if c.line.page == anchor.page and abs(c.line.index - anchor.index) <= _ADDRESS_SPAN
    ]
    return sorted(near, key=lambda c: (abs(c.line.index - anchor.index), c.line.index))


def _box(places: list[_Place], pages: dict[int, Page]) -> FieldBox | None:
    """The box around the places' words on the first place's page, on its picture as the file
    holds it, as page fractions."""
    number = places[0].line.page
    page = pages.get(number)
    words = [w for p in places if p.line.page == number for w in p.words]
    if not words or page is None or page.width <= 0 or page.height <= 0:
        return None
    boxes = [page.box_on_picture(w) for w in words]
    width, height = page.picture_size

    def frac(v: float, size: float) -> float:
        return round(min(max(v / size, 0.0), 1.0), 4)

    return FieldBox(
        page=number,
        x0=frac(min(b[0] for b in boxes), width),
        y0=frac(min(b[1] for b in boxes), height),
        x1=frac(max(b[2] for b in boxes), width),
        y1=frac(max(b[3] for b in boxes), height),
    )
