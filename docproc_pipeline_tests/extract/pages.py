"""Small hand-built pages for parser tests (invented data, never corpus copies)."""

from __future__ import annotations

import math

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.invoice import InvoiceFields

# (x, y, text): a row of words from its left edge, in points from the page's top left
Rows = list[tuple[float, float, str]]
CHAR_WIDTH = 5.0  # points per character
WORD_GAP = 3.0  # points between words


def page_from_rows(rows: Rows, size: float = 9.0, *, source: str = "text") -> Page:
    """Words from (x, y, text) rows of an A4 text-layer page (or, with `source` "ocr", a page
    read by OCR); 5 pt per character, 3 pt gaps."""
    words: list[Word] = []
    for x, y, text in rows:
        cursor = x
        for token in text.split(" "):
            width = CHAR_WIDTH * len(token)
            words.append(Word(token, cursor, y, cursor + width, y + size))
            cursor += width + WORD_GAP
    return Page(number=1, width=595.0, height=842.0, words=words, source=source)


def sized_page(*parts: tuple[float, Rows]) -> list[Page]:
    """One page of rows printed at several font sizes: (size, rows) each."""
    words = [w for size, rows in parts for w in page_from_rows(rows, size=size).words]
    return [Page(number=1, width=595.0, height=842.0, words=words)]


def ocr_row(*cells: tuple[float, str], y: float = 100.0) -> list[Word]:
    """OCR'd words at the given x positions on one line, 6 points per character, 10 high."""
    return [Word(text, x, y, x + 6 * len(text), y + 10.0, 0.95) for x, text in cells]


def ocr_page(rows: Rows, *, confidence: float = 0.93) -> Page:
    """An OCR'd A4 page of (x, y, text) rows: 6 points per character, 4 between words, 10
    high."""
    words = []
    for x, y, text in rows:
        for token in text.split(" "):
            words.append(Word(token, x, y, x + 6 * len(token), y + 10.0, confidence))
            x += 6 * len(token) + 4
    return Page(number=1, width=595, height=842, words=words, source="ocr")


def ocr_fields(rows: Rows) -> InvoiceFields:
    """The offline parser's fields of one invented OCR'd page of `rows` (see `ocr_page`)."""
    fields, _, _ = parse_invoice([ocr_page(rows)])
    return fields


def ocr_right_aligned(x1: float, y: float, text: str) -> tuple[float, float, str]:
    """A one-word row whose text ends at x1 (right-aligned), in `ocr_page`'s metrics."""
    return (x1 - 6 * len(text), y, text)


def right_aligned(x1: float, y: float, text: str) -> tuple[float, float, str]:
    """A row whose text ends at x1 (right-aligned), in `page_from_rows`' metrics."""
    width = sum(CHAR_WIDTH * len(t) for t in text.split(" ")) + WORD_GAP * text.count(" ")
    return (x1 - width, y, text)


def fields_of(rows: Rows, *, source: str = "text") -> InvoiceFields:
    """The offline parser's fields of one invented page of `rows` (see `page_from_rows`)."""
    fields, _, _ = parse_invoice([page_from_rows(rows, source=source)])
    return fields


def keystone_boxes(top: float, bottom: float) -> list[tuple[list[tuple[float, ...]], float]]:
    """Rows of three words (a description, a count, an amount) on a 900-high page whose lines'
    angle changes from `top` degrees at the head to `bottom` at the foot, as a photo taken
    with the phone tilted shows them; each with the angle of its row."""
    rows = []
    for n in range(30):
        y = 60.0 + 26.0 * n
        angle = top + (bottom - top) * y / 900.0
        words = [
            (x, y + (x - 300.0) * math.tan(math.radians(angle)))
            for x in (40.0, 120.0, 330.0, 480.0)
        ]
        rows.append(([(x, wy, x + 70.0, wy + 12.0) for x, wy in words], angle))
    return rows


def item_rows(fields: InvoiceFields) -> list[tuple[str | None, str | None, str | None, str]]:
    """The line items as (description, quantity, unit price, amount) strings, for comparing."""
    return [
        (
            i.description,
            None if i.quantity is None else str(i.quantity),
            None if i.unit_price is None else str(i.unit_price),
            str(i.amount),
        )
        for i in fields.line_items
    ]
