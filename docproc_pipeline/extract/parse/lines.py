"""Group positioned words into lines and lines into segments (runs separated by wide gaps).

A segment is what a reader sees as one cell: a label, a value, a table cell or a phrase. The
parser reads labels and values from segments, so it works the same on text layers and on OCR.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from statistics import median

from docproc_pipeline.extract.layout import Page, Word

# Two words belong to different segments when the gap between them exceeds this many line heights.
SEGMENT_GAP = 0.9
# A monospaced font's words all advance by one pitch per character, a typed space included: two
# words of one pitch (within this share) a gap of one pitch apart (within this share) are one
# run of text ("1 794,00", "Catering, bufet obiadowy na osobę" set in Courier), however the
# digit boxes' heights compare to the gap
MONO_PITCH_SHARE = 0.05
MONO_SPACE_SHARE = 0.1
# OCR word boxes of one font size differ in height by up to this share (ascenders, digits,
# a speck at a letter): two texts closer than that are of one size
OCR_HEIGHT_NOISE = 0.1
# a word belongs to a line when its centre stands within this share of the (smaller) word
# height from the line's first word's centre
LINE_CENTRE_SHARE = 0.45
# words whose centres stand within this share of their height of one another are level: one band
BAND_SHARE = 0.25
# a band of a line moves to the next line when it stands this many times nearer that line's
# first word than its own line's (a tall box half a line off its row stays where it is)
BAND_NEARER = 2.0
# a label's next segment further right than this many line heights is another column's text
# (a card of facts beside an item table), not the label's value
CARD_COLUMN_GAP = 5.0
# a line further below a block's last line than this many times the block's own line pitch
# starts the next thing on the page, not the block's next line
BLOCK_PITCH_BREAK = 1.8
# a rule typed as characters ("-----", "=====", "_____"): a line drawn in text, not a word
_RULE_WORD = re.compile(r"[-=_–—*·.]{5,}")
# a Markdown table's rule row typed as one word ("|-----|:---:|"): pipes, dashes and colons
_MARKDOWN_RULE = re.compile(r"\|?(?::?-{3,}:?\|)+:?-*:?")
# a Markdown source printed as it is: "**bold**" or "__bold__" marks glued to a word's ends
_EMPHASIS = re.compile(r"^(?:\*\*|__)|(?:\*\*|__)$")
# a table cell border typed as a character (Markdown "| a | b |"): a break between cells
CELL_BORDER = "|"


# a full stop closing a sentence that another, capitalised, follows on the same line ("...
# fecha factura. Importe", "... 28028 Madrid. Inscrita en ...")
SENTENCE_END = re.compile(r"\.\s+(?=[^\W\d_]*[A-ZÄÖÜÉÈÀ])")


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

    # (lists, not generators, in these properties: the passes ask for them some 100,000 times
    # a document, and a list is built faster)
    @property
    def y0(self) -> float:
        return min([w.y0 for w in self.words])

    @property
    def y1(self) -> float:
        return max([w.y1 for w in self.words])

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
        return "  ".join([s.text for s in self.segments])

    @property
    def height(self) -> float:
        return median([w.height for w in self.words])


def make_segment(words: list[Word]) -> Segment:
    """A segment of `words` (left to right), its box around them."""
    return Segment(
        words=words,
        text=" ".join([w.text for w in words]),
        x0=min([w.x0 for w in words]),
        x1=max([w.x1 for w in words]),
        y0=min([w.y0 for w in words]),
        y1=max([w.y1 for w in words]),
    )


def page_lines(page: Page) -> list[Line]:
    """The page's words grouped into lines (top to bottom) of segments (left to right)."""
    words = sorted(
        _without_vertical_text(
            [
                w
                for w in _without_leaders(_without_markup(page.words))
                if w.text.strip() and not _RULE_WORD.fullmatch(w.text)
            ]
        ),
        key=lambda w: (w.yc, w.x0),
    )
    if not words:
        return []
    ocr = page.source == "ocr"
    groups: list[list[Word]] = [[words[0]]]
    for w in words[1:]:
        first = groups[-1][0]
        if abs(w.yc - first.yc) <= _line_tolerance(w, first) or (
            ocr and _goes_on_sloping(w, groups[-1])
        ):
            groups[-1].append(w)
        else:
            groups.append([w])
    lines = [Line(page=page.number, words=g, ocr=ocr) for g in _nearest_line_words(groups)]
    out: list[Line] = []
    for line in lines:
        line.words.sort(key=lambda w: w.x0)
        if _is_bordered_row(line.words):
            line.segments = _segments(line.words, borders=True)
            line.words = [w for w in line.words if w.text != CELL_BORDER]
        else:
            line.segments = _segments(line.words, monospace=not ocr)
        if line.words:
            out.append(line)
    return out


def _goes_on_sloping(word: Word, group: list[Word]) -> bool:
    """Whether an OCR'd word continues a line whose words step down as they go right (a
    carbon copy's filled-in row, skewed against the printed form the page was turned by): level
    with the line's word nearest left of it, and its centre within twice the tolerance (of the
    taller one's height) of the first word's."""
    left = [w for w in group if w.x1 <= word.x0 + 1]
    if not left:
        return False
    near = max(left, key=lambda w: w.x1)
    first = group[0]
    return (
        abs(word.yc - near.yc) <= BAND_SHARE * min(word.height, near.height)
        and abs(word.yc - first.yc) <= 2 * LINE_CENTRE_SHARE * max(word.height, first.height)
        and word.x0 - near.x1 < 4 * word.height
    )


def _line_tolerance(word: Word, first: Word) -> float:
    """How far a word's centre may stand from a line's first word's centre to be on that line."""
    return max(min(word.height, first.height) * LINE_CENTRE_SHARE, 1.0)


def _nearest_line_words(groups: list[list[Word]]) -> list[list[Word]]:
    """Lines (each a group of words, the first the topmost) with a band of words moved down to
    the next line when the band's centre stands clearly nearer (`BAND_NEARER`) that line's
    first word than its own line's: a column whose lines sit half a line lower than its neighbour's (a table row beside
    a sidebar's "SWIFT-BIC" line) keeps its row together rather than lending the row's first
    words to the sidebar line it reached first. A band is the words of the line standing level
    with one another (within `BAND_SHARE` of their height): a label and its value move together
    or not at all."""
    for upper, lower in zip(groups, groups[1:], strict=False):
        top, below = upper[0], lower[0]
        centres = [(w.yc, w.height) for w in upper[1:]]
        moving = [w for w in upper[1:] if _nearer_below(w, centres, top, below)]
        if moving:
            moved = {id(w) for w in moving}
            upper[:] = [w for w in upper if id(w) not in moved]
            lower[:] = [below, *moving, *lower[1:]]
    return groups


def _nearer_below(word: Word, centres: list[tuple[float, float]], top: Word, below: Word) -> bool:
    """Whether the band of words (`centres`: their centres and heights) level with `word`
    stands clearly nearer `below` than `top`."""
    yc = word.yc
    band = [c for c, height in centres if abs(c - yc) <= BAND_SHARE * height]
    centre = sum(band) / len(band)
    return BAND_NEARER * abs(centre - below.yc) < abs(centre - top.yc) and abs(
        word.yc - below.yc
    ) <= _line_tolerance(word, below)


def _is_bordered_row(words: list[Word]) -> bool:
    """A table row typed with its cell borders ("| Item | 2 | 40.00 |", Markdown): it opens and
    closes with a border. A sender line "Name | Street | Town" keeps its bars as text."""
    return len(words) >= 2 and words[0].text == CELL_BORDER and words[-1].text == CELL_BORDER


def _without_markup(words: list[Word]) -> list[Word]:
    """The words without the marks of a Markdown source printed as it is: the bold marks
    around a word ("**Total :**" reads "Total :") and a table's rule row ("|---|---|")."""
    out: list[Word] = []
    for w in words:
        if _MARKDOWN_RULE.fullmatch(w.text):
            continue
        text = _EMPHASIS.sub("", w.text)
        if text != w.text:
            text = _EMPHASIS.sub("", text)
            if not text:
                continue
            w = replace(w, text=text)
        out.append(w)
    return out


# dot leaders run into a word ("l........22" of a tab stop's leader): a gap between columns
_GLUED_LEADER = re.compile(r"[.…·_]{4,}")


def _without_leaders(words: list[Word]) -> list[Word]:
    """The words with the dot leaders run into them cut out: the parts either side (at their
    share of the word's width) stand apart, as the columns the leader joins do."""
    out: list[Word] = []
    for w in words:
        text = w.text
        cuts = list(_GLUED_LEADER.finditer(text))
        if not cuts or len(text) == cuts[0].end() - cuts[0].start():
            out.append(w)
            continue
        per_char = (w.x1 - w.x0) / len(text)
        start = 0
        for m in [*cuts, None]:
            end = m.start() if m is not None else len(text)
            if text[start:end].strip():
                x0 = w.x0 + start * per_char
                out.append(replace(w, text=text[start:end], x0=x0, x1=w.x0 + end * per_char))
            start = m.end() if m is not None else end
    return out


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


def _segments(
    words: list[Word], *, borders: bool = False, monospace: bool = False
) -> list[Segment]:
    """Runs of words split at wide gaps, and with `borders` at typed cell borders ("|",
    dropped); with `monospace`, never at one typed space of a monospaced font."""
    out: list[Segment] = []
    run: list[Word] = []
    for w in words:
        if borders and w.text == CELL_BORDER:
            if run:
                out.append(make_segment(run))
            run = []
            continue
        if run:
            prev = run[-1]
            h = max(min(prev.height, w.height), 1.0)
            if w.x0 - prev.x1 > SEGMENT_GAP * h and not (monospace and one_space(prev, w)):
                out.append(make_segment(run))
                run = []
        run.append(w)
    if run:
        out.append(make_segment(run))
    return out


def cell_gap(left: Word, right: Word) -> bool:
    """Whether the gap between two words of a row is wider than the type is high: they stand
    in cells of their own."""
    return right.x0 - left.x1 > max(right.height, 1.0)


def one_space(prev: Word, w: Word) -> bool:
    """Whether `prev` and `w` are words of one monospaced font one typed space apart: both
    advance by the same pitch per character, and the gap is one pitch."""
    pitch = (prev.x1 - prev.x0) / len(prev.text)
    other = (w.x1 - w.x0) / len(w.text)
    gap = w.x0 - prev.x1
    return abs(pitch - other) <= MONO_PITCH_SHARE * pitch and abs(gap - pitch) <= (
        MONO_SPACE_SHARE * pitch
    )


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
