"""The page's regions, classified once per document (`parse/regions.py`), on invented pages."""

from __future__ import annotations

from dataclasses import replace

from docproc_pipeline.extract.layout import Word
from docproc_pipeline.extract.parse.lines import Line, document_lines
from docproc_pipeline.extract.parse.regions import REGIONS, Regions
from docproc_pipeline_tests.extract.pages import page_from_rows

# one A4 page (842 pt high): printed area from y=100 to the last row's bottom at 790
_ROWS = [
    (50, 100, "Kessler Werkzeuge GmbH"),
    (50, 280, "Invoice No. 4711"),
    (50, 400, "Item  Qty  Amount"),
    (50, 500, "Total 120.00"),
    (50, 700, "Registered office Lindau"),
    (50, 781, "VAT ID DE123456789"),
]


def _lines_at(lines: list[Line], page: int) -> dict[float, Line]:
    return {ln.y0: ln for ln in lines if ln.page == page}


def test_page_one_bands_are_shares_of_its_printed_area() -> None:
    lines = document_lines([page_from_rows(_ROWS)])
    regions = Regions.of(lines, {1: 842.0})
    area = regions.pages[1]
    assert (area.top, area.bottom, area.height) == (100.0, 790.0, 842.0)
    at = _lines_at(lines, 1)
    # letterhead: to 100 + 0.3 * 690 = 307; window: to 100 + 0.45 * 690 = 410.5
    assert [regions.in_letterhead(at[y]) for y in (100, 280, 400)] == [True, True, False]
    assert [regions.in_window(at[y]) for y in (280, 400, 500)] == [True, True, False]
    # legal footer: from 100 + 0.72 * 690 = 596.8
    assert [regions.in_legal_footer(at[y]) for y in (500, 700, 781)] == [False, True, True]
    # the footer ids' zones and the upper half: shares of the lowest text's y (790)
    assert [regions.in_vat_id_footer(at[y]) for y in (500, 700)] == [False, True]
    assert [regions.in_tax_id_footer(at[y]) for y in (500, 700)] == [False, True]
    assert [regions.in_upper_half(at[y]) for y in (280, 400)] == [True, False]
    assert area.band_end(REGIONS.WINDOW) == 100.0 + REGIONS.WINDOW * 690.0


def test_the_sheet_letterhead_band_needs_the_physical_height() -> None:
    lines = document_lines([page_from_rows([(50, 60, "Kessler Werkzeuge GmbH"), *_ROWS])])
    head, below = lines[0], lines[1]
    known = Regions.of(lines, {1: 842.0})  # the band ends at 0.1 * 842 = 84.2
    assert known.knows_sheet() and known.in_sheet_letterhead(head)
    assert not known.in_sheet_letterhead(below)
    unknown = Regions.of(lines)
    assert not unknown.knows_sheet() and not unknown.in_sheet_letterhead(head)


def test_the_legal_footer_is_on_the_first_and_last_page_only() -> None:
    page = page_from_rows(_ROWS)
    pages = [page, replace(page, number=2), replace(page, number=3)]
    lines = document_lines(pages)
    regions = Regions.of(lines)
    assert (regions.first_page, regions.last_page) == (1, 3)
    footers = [regions.in_legal_footer(_lines_at(lines, n)[700]) for n in (1, 2, 3)]
    assert footers == [True, False, True]
    # page one's bands are page one's: the same row on page three is in no letterhead
    assert regions.in_letterhead(_lines_at(lines, 1)[100])
    assert not regions.in_letterhead(_lines_at(lines, 3)[100])
    assert not regions.in_window(_lines_at(lines, 3)[280])


def test_a_tall_word_on_the_second_line_raises_the_printed_top_above_the_first_line() -> None:
    page = page_from_rows([(50, 100, "Invoice"), (50, 251, "Order 77"), (50, 600, "Total")])
    page.words.append(Word("LOGO", 300, 95, 360, 125))  # a large word, centred lower
    lines = document_lines([page])
    regions = Regions.of(lines)
    area = regions.pages[1]
    assert (area.first_line_top, area.top, area.bottom) == (100.0, 95.0, 609.0)
    order = next(ln for ln in lines if ln.text.startswith("Order"))
    # from the highest text: to 95 + 0.3 * 514 = 249.2; from the first line: to 252.7
    assert not regions.in_letterhead(order)
    assert regions.in_letterhead(order, from_first_line=True)


def test_page_one_as_a_till_strip() -> None:
    receipt = [(20, 40 + 12 * k, f"Artikel {k:02d} ........ 1,99") for k in range(40)]
    strip = Regions.of(document_lines([page_from_rows(receipt)]))
    assert strip.till_strip
    sheet = Regions.of(document_lines([page_from_rows(_ROWS)]))
    assert not sheet.till_strip
    assert not Regions.of([]).till_strip
