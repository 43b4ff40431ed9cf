"""Small hand-built pages for parser tests (invented data, never corpus copies)."""

from __future__ import annotations

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.invoice import InvoiceFields

# (x, y, text): a row of words from its left edge, in points from the page's top left
Rows = list[tuple[float, float, str]]
CHAR_WIDTH = 5.0  # points per character
WORD_GAP = 3.0  # points between words


def page_from_rows(rows: Rows, size: float = 9.0) -> Page:
    """Words from (x, y, text) rows of an A4 text-layer page; 5 pt per character, 3 pt gaps."""
    words: list[Word] = []
    for x, y, text in rows:
        cursor = x
        for token in text.split(" "):
            width = CHAR_WIDTH * len(token)
            words.append(Word(token, cursor, y, cursor + width, y + size))
            cursor += width + WORD_GAP
    return Page(number=1, width=595.0, height=842.0, words=words)


def right_aligned(x1: float, y: float, text: str) -> tuple[float, float, str]:
    """A row whose text ends at x1 (right-aligned), in `page_from_rows`' metrics."""
    width = sum(CHAR_WIDTH * len(t) for t in text.split(" ")) + WORD_GAP * text.count(" ")
    return (x1 - width, y, text)


def fields_of(rows: Rows) -> InvoiceFields:
    """The offline parser's fields of one invented page of `rows`."""
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    return fields
