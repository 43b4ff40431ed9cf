"""The regions of the document's pages, classified once, right after the lines are made and
before the passes (`invoice._read_document`), and kept on the context as `ctx.regions`.

`REGIONS` is the table of where the bands lie, as shares of a page's height: most shares are of
the printed area (from the page's highest text to its lowest); `band_end` is the y where such a
band ends. The footer ids' shares are of the lowest text's y, and the sheet's letterhead band is
a share of the physical page height. `Regions.of` turns the table into y limits per page and
says whether page one is a till receipt's strip; the rules ask it (`in_letterhead`,
`in_window`, `in_legal_footer`, ...) instead of measuring the page themselves.

Which region each pass reads:
- `read_item_table`: the item table; its lines are `ctx.table_lines`, found by the table's
  header and rows (`table.py`), not by a band; the passes after it read the other lines.
- `decide_unlabelled_meta` (`meta.py`): the window band of page one (a scan's unlabelled
  number and date).
- `decide_bank_and_tax_ids` (`accounts.py`): the footer-id zones (the vendor's VAT id in a
  legal footer, the vendor's id among several) and page one's upper half (the customer's).
- `decide_parties` (`parties.py`, `vendor.py`, `customer.py`): page one's letterhead and window
  bands, the sheet's letterhead band, the legal footer of the first and last page, and whether
  page one is a till strip.
- the other passes read label hits wherever they are printed.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from statistics import median

from docproc_pipeline.extract.parse.box import Box
from docproc_pipeline.extract.parse.lines import Line


@dataclass(frozen=True, slots=True)
class RegionTable:
    # the letterhead: the top 30% of page one's printed area (the vendor's name and block)
    LETTERHEAD: float = 0.3
    # the window envelope's area: the top 45% of page one's printed area (sender line,
    # recipient's block, a scan's unlabelled number and date)
    WINDOW: float = 0.45
    # the legal footer: below 72% of the printed area of the first or last page
    LEGAL_FOOTER: float = 0.72
    # a footer line holding the only national VAT id: starting below 80% of the lowest text
    FOOTER_VAT_ID: float = 0.8
    # the vendor's id among several: printed below 85% of its page's lowest text
    FOOTER_TAX_ID: float = 0.85
    # the customer's id among several: printed in the upper half of page one
    UPPER_HALF: float = 0.5
    # the sheet's letterhead band: the top 10% of the physical page (above the window)
    SHEET_LETTERHEAD: float = 0.1

    def as_dict(self) -> dict[str, float]:
        """The table as region name -> share."""
        return asdict(self)


REGIONS = RegionTable()


@dataclass(frozen=True, slots=True)
class ShapeTable:
    """Ratios of a page's printed area (height over width), not shares of it."""

    # a till receipt's strip: page one's printed area at least this many times taller than
    # wide (A4 and letter invoices print at most about 1.7)
    TILL_STRIP: float = 1.9
    # ... where a gap between two lines counts for at most this many line heights
    STRIP_GAP: float = 3.0
    # an OCR'd page's first line this many line heights above the next: a screenshot's status
    # bar ("← 20240305 Merca..."), no part of the document
    LONE_TOP_GAP: float = 6.0


SHAPES = ShapeTable()


def band_end(top: float, bottom: float, share: float) -> float:
    """The y where a band of `share` of the printed area from `top` to `bottom` ends."""
    return top + share * (bottom - top)


def _first_line_top(page: list[Line]) -> float:
    """Where the page's first line starts, past a screenshot's status bar (see
    `SHAPES.LONE_TOP_GAP`)."""
    if len(page) < 3 or not page[0].ocr:
        return page[0].y0
    line_height = median(ln.y1 - ln.y0 for ln in page)
    if page[1].y0 - page[0].y1 > SHAPES.LONE_TOP_GAP * line_height:
        return page[1].y0
    return page[0].y0


def is_till_strip(lines: list[Line]) -> bool:
    """Whether page one's printed area is a till receipt's narrow strip: its height, with each
    gap between lines counted as at most `SHAPES.STRIP_GAP` line heights (a sparse page's blank
    space is no strip), at least `SHAPES.TILL_STRIP` times its width."""
    page1 = sorted((ln for ln in lines if ln.page == lines[0].page), key=lambda ln: ln.y0)
    if not page1:
        return False
    width = max(ln.x1 for ln in page1) - min(ln.x0 for ln in page1)
    line_height = median(ln.y1 - ln.y0 for ln in page1)
    height = (
        page1[-1].y1
        - page1[-1].y0
        + sum(
            min(b.y0 - a.y0, SHAPES.STRIP_GAP * line_height)
            for a, b in zip(page1, page1[1:], strict=False)
        )
    )
    return width > 0 and height >= SHAPES.TILL_STRIP * width


@dataclass(frozen=True, slots=True)
class PageArea:
    """One page's printed area, in the words' units (y grows downwards)."""

    number: int  # 1-based
    top: float  # the highest text's top
    # the first line's top, in reading order: where the window band and the top name's
    # letterhead band start (a taller word on a later line can reach above it)
    first_line_top: float
    bottom: float  # the lowest text's bottom
    height: float | None  # the physical page's height, when known

    def band_end(self, share: float, *, from_first_line: bool = False) -> float:
        """The y where a band of `share` of the printed area ends."""
        top = self.first_line_top if from_first_line else self.top
        return band_end(top, self.bottom, share)


@dataclass(frozen=True, slots=True)
class Regions:
    """The document's regions: each page's printed area, page one's bands as y limits, the
    legal footer's start on the first and last page, and whether page one is a till strip."""

    pages: dict[int, PageArea]  # page number -> its printed area, in document order
    till_strip: bool
    first_page: int | None = None
    last_page: int | None = None

    @classmethod
    def of(cls, lines: list[Line], page_heights: dict[int, float] | None = None) -> Regions:
        """The regions of the document's `lines` (in page order); `page_heights` (page number
        -> physical height, in the words' units) places the sheet's letterhead band."""
        heights = page_heights or {}
        by_page: dict[int, list[Line]] = {}
        for ln in lines:
            by_page.setdefault(ln.page, []).append(ln)
        pages = {
            n: PageArea(
                number=n,
                top=min(ln.y0 for ln in pl),
                first_line_top=_first_line_top(pl),
                bottom=max(ln.y1 for ln in pl),
                height=heights.get(n),
            )
            for n, pl in by_page.items()
        }
        numbers = list(pages)
        return cls(
            pages=pages,
            till_strip=bool(lines) and is_till_strip(lines),
            first_page=numbers[0] if numbers else None,
            last_page=numbers[-1] if numbers else None,
        )

    def _page_one(self) -> PageArea | None:
        return None if self.first_page is None else self.pages[self.first_page]

    def in_letterhead(self, line: Line, *, from_first_line: bool = False) -> bool:
        """Whether `line` starts in page one's letterhead band (`REGIONS.LETTERHEAD` of its
        printed area, from its highest text, or from its first line's top)."""
        one = self._page_one()
        return (
            one is not None
            and line.page == one.number
            and line.y0 <= one.band_end(REGIONS.LETTERHEAD, from_first_line=from_first_line)
        )

    def in_window(self, line: Line) -> bool:
        """Whether `line` starts in page one's window band (`REGIONS.WINDOW` of its printed
        area, from its first line's top): the sender line, the recipient's block, a scan's
        unlabelled number and date."""
        one = self._page_one()
        return (
            one is not None
            and line.page == one.number
            and line.y0 <= one.band_end(REGIONS.WINDOW, from_first_line=True)
        )

    def in_sheet_letterhead(self, box: Box) -> bool:
        """Whether a box of page one starts in the sheet's letterhead band (the top
        `REGIONS.SHEET_LETTERHEAD` of the physical page); never when the height is unknown."""
        one = self._page_one()
        return (
            one is not None
            and one.height is not None
            and box.y0 < REGIONS.SHEET_LETTERHEAD * one.height
        )

    def knows_sheet(self) -> bool:
        """Whether page one's physical height is known (the sheet's bands can be placed)."""
        one = self._page_one()
        return one is not None and one.height is not None

    def in_legal_footer(self, line: Line) -> bool:
        """Whether `line` starts in the legal footer of the first or the last page (below
        `REGIONS.LEGAL_FOOTER` of its printed area)."""
        if line.page not in (self.first_page, self.last_page):
            return False
        return line.y0 >= self.pages[line.page].band_end(REGIONS.LEGAL_FOOTER)

    def in_vat_id_footer(self, line: Line) -> bool:
        """Whether `line` starts in its page's footer where a lone VAT id is the vendor's (at or
        below `REGIONS.FOOTER_VAT_ID` of the lowest text's y)."""
        return line.y0 >= REGIONS.FOOTER_VAT_ID * self.pages[line.page].bottom

    def in_tax_id_footer(self, line: Line) -> bool:
        """Whether `line` starts in its page's footer where the vendor's id among several is
        printed (below `REGIONS.FOOTER_TAX_ID` of the lowest text's y)."""
        return line.y0 > REGIONS.FOOTER_TAX_ID * self.pages[line.page].bottom

    def in_upper_half(self, line: Line) -> bool:
        """Whether `line` starts above `REGIONS.UPPER_HALF` of its page's lowest text's y."""
        return line.y0 < REGIONS.UPPER_HALF * self.pages[line.page].bottom
