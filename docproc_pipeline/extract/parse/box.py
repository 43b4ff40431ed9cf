"""The geometry every positioned thing of a page shares: a word (`layout.Word`), a segment and a
line (`lines.py`) all carry the box `x0`, `y0`, `x1`, `y1`, in the page's units with x to the
right and y downwards. The measures the passes repeat are here, for any of them."""

from __future__ import annotations

from typing import Protocol


class XSpan(Protocol):
    """Something with a left and a right edge (a box, or a table column's header)."""

    @property
    def x0(self) -> float: ...

    @property
    def x1(self) -> float: ...


class Box(XSpan, Protocol):
    """A word, segment or line: its left, top, right and bottom edges."""

    @property
    def y0(self) -> float: ...

    @property
    def y1(self) -> float: ...


def width(b: XSpan) -> float:
    """The span's width."""
    return b.x1 - b.x0


def x_centre(b: XSpan) -> float:
    """The x of the span's middle."""
    return (b.x0 + b.x1) / 2


def y_centre(b: Box) -> float:
    """The y of the box's middle."""
    return (b.y0 + b.y1) / 2


def x_overlap(a: XSpan, b: XSpan) -> float:
    """How far the two spans overlap across (negative: the gap between them)."""
    return min(a.x1, b.x1) - max(a.x0, b.x0)


def overlaps_x(a: XSpan, b: XSpan) -> bool:
    """Whether the two spans share some of their width (one stands over the other)."""
    return a.x0 < b.x1 and a.x1 > b.x0
