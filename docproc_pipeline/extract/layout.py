"""The page model shared by the text-layer reader and OCR: words with positions.

Coordinates are in PDF points-like units with the origin at the page's top left, y growing
downwards (OCR pixel boxes are scaled to the same convention). Parsers work on these, so the same
layout-aware parser reads a text-layer PDF and an OCR'd scan.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Word:
    """A run of text without internal wide gaps, with its bounding box."""

    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    confidence: float = 1.0  # 1.0 for a text layer; the recogniser's score for OCR

    @property
    def xc(self) -> float:
        return (self.x0 + self.x1) / 2

    @property
    def yc(self) -> float:
        return (self.y0 + self.y1) / 2

    @property
    def height(self) -> float:
        return self.y1 - self.y0


@dataclass(slots=True)
class Page:
    """One page: its size and its words, in reading order where the source gives one."""

    number: int  # 1-based
    width: float
    height: float
    words: list[Word] = field(default_factory=list)
    source: str = "text"  # "text" (PDF text layer) or "ocr"
