"""Group positioned words into lines and lines into segments (runs separated by wide gaps).

A segment is what a reader sees as one cell: a label, a value, a table cell or a phrase. The
parser reads labels and values from segments, so it works the same on text layers and on OCR.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from statistics import median

from docproc_pipeline.extract.layout import Page, Word

# Two words belong to different segments when the gap between them exceeds this many line heights.
SEGMENT_GAP = 0.9
# OCR word boxes of one font size differ in height by up to this share (ascenders, digits,
# a speck at a letter): two texts closer than that are of one size
OCR_HEIGHT_NOISE = 0.1
# a label's next segment further right than this many line heights is another column's text
# (a card of facts beside an item table), not the label's value
CARD_COLUMN_GAP = 5.0
# a line further below a block's last line than this many times the block's own line pitch
# starts the next thing on the page, not the block's next line
BLOCK_PITCH_BREAK = 1.8
# a rule typed as characters ("-----", "=====", "_____"): a line drawn in text, not a word
_RULE_WORD = re.compile(r"[-=_–—*·.]{5,}")


@dataclass(slots=True)
class Segment:
    words: list[Word]
    text: str
    x0: float
    x1: float
    y0: float
    y1: float

    @property
    def height(self) -> float:
        return self.y1 - self.y0


@dataclass(slots=True)
class Line:
    page: int  # 1-based
    words: list[Word]
    segments: list[Segment] = field(default_factory=list)
    index: int = 0  # position in the document's line list
    ocr: bool = False  # read by OCR: figures may carry misread separators or specks

    @property
    def y0(self) -> float:
        return min(w.y0 for w in self.words)

    @property
    def y1(self) -> float:
        return max(w.y1 for w in self.words)

    @property
    def yc(self) -> float:
        return (self.y0 + self.y1) / 2

    @property
    def x0(self) -> float:
        return self.words[0].x0

    @property
    def x1(self) -> float:
        return self.words[-1].x1

    @property
    def text(self) -> str:
        return "  ".join(s.text for s in self.segments)

    @property
    def height(self) -> float:
        return median(w.height for w in self.words)


def make_segment(words: list[Word]) -> Segment:
    """A segment of `words` (left to right), its box around them."""
    return Segment(
        words=words,
        text=" ".join(w.text for w in words),
        x0=min(w.x0 for w in words),
        x1=max(w.x1 for w in words),
        y0=min(w.y0 for w in words),
        y1=max(w.y1 for w in words),
    )


def page_lines(page: Page) -> list[Line]:
    """The page's words grouped into lines (top to bottom) of segments (left to right)."""
    words = sorted(
        _without_vertical_text(
            [w for w in page.words if w.text.strip() and not _RULE_WORD.fullmatch(w.text)]
        ),
        key=lambda w: (w.yc, w.x0),
    )
    if not words:
        return []
    ocr = page.source == "ocr"
    lines: list[Line] = []
    current: list[Word] = [words[0]]
    anchor = words[0].yc
    for w in words[1:]:
        h = min(w.height, current[0].height)
        if abs(w.yc - anchor) <= max(h * 0.45, 1.0):
            current.append(w)
        else:
            lines.append(Line(page=page.number, words=current, ocr=ocr))
            current = [w]
            anchor = w.yc
    lines.append(Line(page=page.number, words=current, ocr=ocr))
    for line in lines:
        line.words.sort(key=lambda w: w.x0)
        line.segments = _segments(line.words)
    return lines


def _without_vertical_text(words: list[Word]) -> list[Word]:
    """The words without text printed vertically (a copyright note up the page margin): a stack
    of one- or two-letter words at the same x, closer together than a line of normal text."""
    if len(words) < 6:
        return words
    normal = median(w.height for w in words)
    stacks: dict[tuple[int, int], list[Word]] = {}
    for w in words:
        if len(w.text.strip()) <= 2:
            stacks.setdefault((round(w.x0), round(w.x1)), []).append(w)
    drop: set[int] = set()
    for stack in stacks.values():
        if len(stack) < 6:
            continue
        stack.sort(key=lambda w: w.yc)
        steps = [b.yc - a.yc for a, b in zip(stack, stack[1:], strict=False)]
        if median(steps) < 0.8 * normal:
            drop.update(id(w) for w in stack)
    return [w for w in words if id(w) not in drop] if drop else words


def _segments(words: list[Word]) -> list[Segment]:
    out: list[Segment] = []
    run: list[Word] = [words[0]]
    for prev, w in zip(words, words[1:], strict=False):
        h = max(min(prev.height, w.height), 1.0)
        if w.x0 - prev.x1 > SEGMENT_GAP * h:
            out.append(make_segment(run))
            run = [w]
        else:
            run.append(w)
    out.append(make_segment(run))
    return out


def document_lines(pages: list[Page]) -> list[Line]:
    """All pages' lines in order, indexed."""
    out: list[Line] = []
    for page in pages:
        out.extend(page_lines(page))
    for i, line in enumerate(out):
        line.index = i
    return out


def merge_lines(upper: Line, lower: Line) -> Line:
    """One line of both lines' words, left to right, indexed as the lower one: a header whose
    cells wrap onto a line above it ("Menge" over "Artikelbeschreibung  Entgelt")."""
    words = sorted([*upper.words, *lower.words], key=lambda w: w.x0)
    return Line(
        page=lower.page, words=words, segments=_segments(words), index=lower.index, ocr=lower.ocr
    )
