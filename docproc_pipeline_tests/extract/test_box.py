"""The shared geometry of words, segments and lines (`parse/box.py`), on invented boxes."""

from __future__ import annotations

from docproc_pipeline.extract.layout import Word
from docproc_pipeline.extract.parse.box import overlaps_x, width, x_centre, x_overlap, y_centre
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline_tests.extract.pages import page_from_rows


def test_measures_of_a_word_a_segment_and_a_line_alike() -> None:
    word = Word("Total", 100.0, 200.0, 125.0, 209.0)
    assert (width(word), x_centre(word), y_centre(word)) == (25.0, 112.5, 204.5)
    (line,) = document_lines([page_from_rows([(100, 200, "Total")])])
    seg = line.segments[0]
    for box in (line, seg):
        assert (width(box), x_centre(box), y_centre(box)) == (25.0, 112.5, 204.5)


def test_overlap_across_is_shared_width_and_edges_that_only_touch_do_not_overlap() -> None:
    header = Word("Amount", 300.0, 100.0, 330.0, 109.0)
    under = Word("1,234.50", 310.0, 120.0, 350.0, 129.0)
    beside = Word("EUR", 330.0, 120.0, 345.0, 129.0)
    far = Word("Qty", 360.0, 120.0, 375.0, 129.0)
    assert x_overlap(header, under) == x_overlap(under, header) == 20.0
    assert overlaps_x(header, under) and overlaps_x(under, header)
    assert x_overlap(header, beside) == 0.0 and not overlaps_x(header, beside)
    assert x_overlap(header, far) == -30.0 and not overlaps_x(far, header)
