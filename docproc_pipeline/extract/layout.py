"""The page model shared by the text-layer reader and OCR: words with positions.

Coordinates are in PDF points-like units with the origin at the page's top left, y growing
downwards (OCR pixel boxes are scaled to the same convention). Parsers work on these, so the same
layout-aware parser reads a text-layer PDF and an OCR'd scan.
"""

from __future__ import annotations

import math
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
    # How OCR read the page's picture (as the file holds it): `turned` when it was read turned
    # half a turn (a sheet fed upside down), then its word boxes were turned back by `skew`
    # degrees about the page centre (deskew, `ocr.deskew_boxes`). The words are in that reading
    # frame, which the parser needs; `box_on_picture` maps a box back onto the picture.
    turned: bool = False
    skew: float = 0.0
    # a photo's tilt in depth: the skew is this many degrees more at the foot of the page than
    # at its head (`deskew.Skew`); the skew above is the one at mid-height
    skew_change: float = 0.0
    # A PDF page the file shows turned clockwise by this many degrees (its /Rotate: 0, 90, 180
    # or 270), or a picture OCR found turned a quarter (90 or 270). Its words, `width` and `height` are in the page's own, unturned frame (the one its
    # text is laid out in, which the parser needs); `box_on_picture` turns a box onto the
    # picture a viewer shows, of size `picture_size`.
    rotation: int = 0

    @property
    def picture_size(self) -> tuple[float, float]:
        """The width and height of the page's picture as a viewer shows it."""
        if self.rotation % 180 == 90:
            return self.height, self.width
        return self.width, self.height

    def box_on_picture(self, word: Word) -> tuple[float, float, float, float]:
        """The word's box (x0, y0, x1, y1) on the page's picture as the file holds it, in the
        page's units, origin top left: the deskew undone (the box's centre turned by `skew`
        degrees about the page centre, its size kept, as `ocr.deskew_boxes` moved it), then
        the half turn (x -> width - x, y -> height - y), then the PDF page's own `rotation`.
        The word's own box on a page read as it lies."""
        x0, y0, x1, y1 = word.x0, word.y0, word.x1, word.y1
        if self.skew or self.skew_change:
            # the skew at the word's height, as `ocr.deskew_boxes` took it at the box's height
            # on the picture (the two differ by a fraction of a line)
            skew = self.skew + self.skew_change * (word.yc / self.height - 0.5)
            cos, sin = math.cos(math.radians(skew)), math.sin(math.radians(skew))
            dx, dy = word.xc - self.width / 2, word.yc - self.height / 2
            xc = self.width / 2 + dx * cos - dy * sin
            yc = self.height / 2 + dx * sin + dy * cos
            hw, hh = (x1 - x0) / 2, (y1 - y0) / 2
            x0, y0, x1, y1 = xc - hw, yc - hh, xc + hw, yc + hh
        if self.turned:
            x0, y0, x1, y1 = self.width - x1, self.height - y1, self.width - x0, self.height - y0
        return _turned_clockwise((x0, y0, x1, y1), self.rotation % 360, self.width, self.height)


def _turned_clockwise(
    box: tuple[float, float, float, float], degrees: int, width: float, height: float
) -> tuple[float, float, float, float]:
    """A box of a `width` x `height` frame (origin top left) on that frame turned clockwise by
    `degrees` (a multiple of 90)."""
    x0, y0, x1, y1 = box
    if degrees == 90:
        return height - y1, x0, height - y0, x1
    if degrees == 180:
        return width - x1, height - y1, width - x0, height - y0
    if degrees == 270:
        return y0, width - x1, y1, width - x0
    return box
