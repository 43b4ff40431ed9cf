"""Where the regions of a page lie, as shares of its height: one table for every rule that
looks for the letterhead, the window envelope's area or the legal footer, instead of a share
typed at each rule.

Most shares are of the printed area (from the page's first line to its last); `band_end` is the
y where such a band ends. The footer ids' shares are of the lowest text's y, and the sheet's
letterhead band is a share of the physical page height.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from statistics import median

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


SHAPES = ShapeTable()


def band_end(top: float, bottom: float, share: float) -> float:
    """The y where a band of `share` of the printed area from `top` to `bottom` ends."""
    return top + share * (bottom - top)


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
