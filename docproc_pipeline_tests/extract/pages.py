"""Small hand-built pages for parser tests (invented data, never corpus copies)."""

from __future__ import annotations

from docproc_pipeline.extract.layout import Page, Word


def page_from_rows(rows: list[tuple[float, float, str]], size: float = 9.0) -> Page:
    """Words from (x, y, text) rows of an A4 text-layer page; 5 pt per character, 3 pt gaps."""
    words: list[Word] = []
    for x, y, text in rows:
        cursor = x
        for token in text.split(" "):
            width = 5.0 * len(token)
            words.append(Word(token, cursor, y, cursor + width, y + size))
            cursor += width + 3.0
    return Page(number=1, width=595.0, height=842.0, words=words)
