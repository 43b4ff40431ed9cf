"""Layout registry: name -> (line-count range, line kind, render function)."""

from __future__ import annotations

from collections.abc import Callable

from ..build import LayoutInfo
from ..sheet import Sheet
from . import classic, grid, headerfooter, landscape, metarow, quote, timesheet, twopage, vatsummary

Render = Callable[[Sheet, str, int], None]

LAYOUTS: dict[str, tuple[LayoutInfo, Render]] = {
    "excel-classic": (LayoutInfo("excel-classic", 3, 8), classic.render),
    "ruled-grid": (LayoutInfo("ruled-grid", 3, 8), grid.render),
    "meta-row": (LayoutInfo("meta-row", 3, 9), metarow.render),
    "vat-summary": (LayoutInfo("vat-summary", 3, 9), vatsummary.render),
    "timesheet": (LayoutInfo("timesheet", 5, 14, "timesheet"), timesheet.render),
    "quote-sku": (LayoutInfo("quote-sku", 3, 10), quote.render),
    "landscape-wide": (LayoutInfo("landscape-wide", 4, 10, "discount"), landscape.render),
    "two-page": (LayoutInfo("two-page", 42, 55), twopage.render),
    "header-footer": (LayoutInfo("header-footer", 3, 8), headerfooter.render),
}
SINGLE_PAGE = [name for name in LAYOUTS if name != "two-page"]
