"""Field boxes of a page OCR read turned (upside down, askew) fall on the words of the page's
picture as the file holds it: the reviewer's screen draws them on that picture.

OCR costs seconds of CPU per page: five invented pages, one turned over (read twice), one
askew, one both, and one turned a quarter each way (a landscape scan of a portrait sheet).
"""

from __future__ import annotations

import math

import pytest

from docproc_pipeline.extract.deskew import deskew_boxes
from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline_tests.fixtures.turned_page import FIELD_WORDS, FONT_SIZE, turned_page

# A box on its words: its centre within half a line's height (pixels) of theirs. A page turned
# over and not mapped back is off by most of the page; one 2.8 degrees askew by ~40 pixels at
# the page's corners.
NEAR = FONT_SIZE / 2


@pytest.mark.parametrize("degrees", [180.0, 2.8, 181.5, 90.0, 270.0])
def test_field_boxes_of_a_turned_page_fall_on_its_words_as_the_file_shows_them(
    degrees: float,
) -> None:
    page = turned_page(degrees)
    extraction = OfflineEngine().extract(page.png, "image/png")
    assert extraction.fields.invoice_number == "RE-2024-0815"
    assert str(extraction.fields.total) == "1190.00"
    boxes = extraction.boxes or {}
    for field in FIELD_WORDS:
        box = boxes[field]
        off = page.off_by(field, (box.x0, box.y0, box.x1, box.y1))
        assert off <= NEAR, f"{field} box {box} is {off:.0f} px from its words"


def test_a_box_on_the_picture_undoes_the_deskew_then_the_half_turn() -> None:
    width, height, skew = 600.0, 800.0, 2.0
    on_picture = [(100.0, 80.0, 180.0, 92.0), (420.0, 700.0, 480.0, 712.0)]
    # what OCR does: the picture turned over, then the boxes deskewed in that frame
    turned = [(width - x1, height - y1, width - x0, height - y0) for x0, y0, x1, y1 in on_picture]
    read = deskew_boxes(turned, skew, width, height)
    page = Page(1, width, height, [Word("w", *b) for b in read], turned=True, skew=skew)
    for word, want in zip(page.words, on_picture, strict=True):
        got = page.box_on_picture(word)
        assert all(math.isclose(g, w, abs_tol=1e-6) for g, w in zip(got, want, strict=True))
    # a page read as it lies: the word's own box
    plain = Page(1, width, height, [Word("w", *on_picture[0])])
    assert plain.box_on_picture(plain.words[0]) == on_picture[0]
