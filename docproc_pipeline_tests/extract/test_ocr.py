"""Offline OCR on the fixtures' images and scanned PDF pages.

OCR costs seconds of CPU per page, so the suite reads only a handful of pages: two images, the
oversized page, one scanned PDF page and two header strips; the rejections run before OCR.
"""

from __future__ import annotations

import io
import threading
from decimal import Decimal
from pathlib import Path

import pytest
from PIL import Image

from docproc_pipeline.errors import DocumentRejected
from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.ocr import clean_token, ocr_image, ocr_pdf_pages
from docproc_pipeline.ingest.sniff import sniff_mime
from docproc_pipeline_tests.fixtures import truth

MAX_PIXELS = 40_000_000


def _truth(path: Path) -> dict:
    return truth(path)["fields"]


def _printed_forms(amount: str) -> set[str]:
    """The ways an invoice prints an amount: 1,234.56 / 1.234,56 / 1 234,56 / 1234.56 / 1234,56."""
    english = f"{Decimal(amount):,.2f}"
    german = english.replace(",", "_").replace(".", ",").replace("_", ".")
    plain = f"{Decimal(amount):.2f}"
    spaced = english.replace(",", " ").replace(".", ",")
    return {english, german, spaced, plain, plain.replace(".", ",")}


def _words(pages: list[Page]) -> list[str]:
    return [w.text for p in pages for w in p.words]


def _assert_reads(pages: list[Page], invoice_number: str, total: str) -> None:
    words = _words(pages)
    text = " ".join(words)
    # (a number printed with a series code, "FT 2024A/3882", is two words)
    assert invoice_number in text, f"{invoice_number!r} not in {text[:400]!r}"
    # amounts must keep their exact characters, decimal and thousands separators included
    forms = _printed_forms(total)
    assert any(form in text for form in forms), f"{forms} not in {text!r}"


def _assert_geometry(page: Page) -> None:
    assert page.source == "ocr"
    assert page.words
    for word in page.words:
        assert 0 <= word.x0 < word.x1 <= page.width + 0.01
        assert 0 <= word.y0 < word.y1 <= page.height + 0.01
        assert 0 < word.confidence <= 1
        assert word.text == word.text.strip() and " " not in word.text
    # reading order: the page is read top to bottom
    assert page.words[0].y0 < page.words[-1].y0


@pytest.mark.parametrize("name", ["jpeg_grey.jpg", "bmp_1bit.bmp"])
def test_ocr_image_reads_invoice_number_and_total(fixture_dir: Path, name: str) -> None:
    path = fixture_dir / "image" / name
    data = path.read_bytes()
    pages = ocr_image(data, sniff_mime(data), max_image_pixels=MAX_PIXELS)
    fields = _truth(path)
    assert [p.number for p in pages] == [1]
    page = pages[0]
    # 1654x2339 px at 200 dpi is an A4 page in points
    assert page.width == pytest.approx(595.4, abs=1)
    assert page.height == pytest.approx(842.0, abs=1)
    _assert_geometry(page)
    _assert_reads(pages, fields["invoice_number"], fields["total"])


@pytest.mark.filterwarnings("ignore::PIL.Image.DecompressionBombWarning")
def test_huge_page_is_downscaled_and_read(fixture_dir: Path) -> None:
    path = fixture_dir / "edge_cases" / "huge_10000x10000.png"
    pages = ocr_image(path.read_bytes(), "image/png", max_image_pixels=MAX_PIXELS)
    assert len(pages) == 1
    # the page keeps its physical size: 10000 px at 855 dpi
    assert pages[0].width == pytest.approx(10000 * 72 / 855, rel=0.01)
    _assert_geometry(pages[0])
    fields = _truth(path)
    _assert_reads(pages, fields["invoice_number"], fields["total"])


def test_decompression_bomb_is_refused_before_ocr(fixture_dir: Path) -> None:
    data = (fixture_dir / "edge_cases" / "decompression_bomb_40000x40000.png").read_bytes()
    with pytest.raises(DocumentRejected, match=r"image too large: 40000x40000 pixels"):
        ocr_image(data, "image/png", max_image_pixels=MAX_PIXELS)


def test_corrupt_image_is_rejected(fixture_dir: Path) -> None:
    data = (fixture_dir / "image" / "jpeg_grey.jpg").read_bytes()[:3000]
    with pytest.raises(DocumentRejected, match=r"corrupt image"):
        ocr_image(data, "image/jpeg", max_image_pixels=MAX_PIXELS)


def _header_strips_tiff(fixture_dir: Path) -> bytes:
    """A 2-page Group 4 TIFF of the top strip of each page of a fax (cheap to OCR)."""
    with Image.open(fixture_dir / "image" / "tiff_fax_multipage.tif") as tiff:
        strips = []
        for index in range(2):
            tiff.seek(index)
            strips.append(tiff.crop((0, 0, tiff.width, 420)).convert("1"))
    buf = io.BytesIO()
    strips[0].save(
        buf,
        format="TIFF",
        compression="group4",
        save_all=True,
        append_images=strips[1:],
        dpi=(200, 200),
    )
    return buf.getvalue()


def test_multipage_tiff_gives_one_page_per_frame(fixture_dir: Path) -> None:
    data = _header_strips_tiff(fixture_dir)
    pages = ocr_image(data, sniff_mime(data), max_image_pixels=MAX_PIXELS)
    assert [p.number for p in pages] == [1, 2]
    assert all(p.source == "ocr" and p.words for p in pages)
    invoice_number = _truth(fixture_dir / "image" / "tiff_fax_multipage.tif")["invoice_number"]
    assert any(invoice_number in w.text for w in pages[0].words)


def test_concurrent_calls_share_one_engine_and_agree(fixture_dir: Path) -> None:
    data = _header_strips_tiff(fixture_dir)
    results: list[list[str]] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            results.append(_words(ocr_image(data, "image/tiff", max_image_pixels=MAX_PIXELS)))
        except BaseException as err:  # reported below, in the test's thread
            errors.append(err)

    threads = [threading.Thread(target=run) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not errors
    assert len(results) == 2 and results[0] == results[1] and results[0]


def test_scanned_pdf_page_is_rendered_and_read(fixture_dir: Path) -> None:
    path = fixture_dir / "scanned_pdf" / "scan_en.pdf"
    pages = ocr_pdf_pages(path.read_bytes(), [0], max_image_pixels=MAX_PIXELS)
    assert [p.number for p in pages] == [1]
    _assert_geometry(pages[0])
    fields = _truth(path)
    _assert_reads(pages, fields["invoice_number"], fields["total"])


def test_pdf_page_out_of_range_is_rejected(fixture_dir: Path) -> None:
    data = (fixture_dir / "scanned_pdf" / "scan_en.pdf").read_bytes()
    with pytest.raises(DocumentRejected, match=r"page 5 does not exist"):
        ocr_pdf_pages(data, [4], max_image_pixels=MAX_PIXELS)


def test_unreadable_pdf_is_rejected() -> None:
    with pytest.raises(DocumentRejected, match=r"corrupt PDF"):
        ocr_pdf_pages(b"%PDF-1.7\nnot really", [0], max_image_pixels=MAX_PIXELS)


@pytest.mark.parametrize(
    ("read", "kept"),
    [
        (".72.72", "72.72"),  # a speck before the amount
        ("485..60", "485.60"),  # a speck beside the decimal point
        ("£2..38", "£2.38"),
        (".€12,00", "€12,00"),
        ("1.234,56", "1.234,56"),  # valid numbers keep their exact characters
        ("0,75", "0,75"),
        ("13:00", "13:00"),
        ("1,151.90.", "1,151.90"),  # a speck after the cents
        ("1:391.70", "1,391.70"),  # a thousands separator read as a colon
        ("€2:002,70", "€2.002,70"),
        ("12:30:00", "12:30:00"),
        ("37°213.63", "37'213.63"),  # the Swiss apostrophe read as a degree sign
        ("1°250°000.00", "1'250'000.00"),
        ("20°C", "20°C"),  # a temperature keeps its sign
        ("45°30.5", "45°30.5"),
        (".", "."),
        ("Nr.", "Nr."),
        ("29.09:2024", "29.09.2024"),  # a date's full stop read as a colon
        ("3;11.25", "3.11.25"),
        ("12:30", "12:30"),  # a time of day keeps its colon
        ("12:30:45", "12:30:45"),
    ],
)
def test_speck_artefacts_are_removed_from_numbers_only(read: str, kept: str) -> None:
    assert clean_token(read) == kept


def test_a_page_fed_upside_down_is_read_turned_over(fixture_dir: Path) -> None:
    # a sheet scanned the wrong way up: read as printed it gives few, unsure characters
    path = fixture_dir / "image" / "jpeg_grey.jpg"
    buffer = io.BytesIO()
    with Image.open(path) as image:
        image.rotate(180).save(buffer, format="PNG")
    data = buffer.getvalue()
    pages = ocr_image(data, sniff_mime(data), max_image_pixels=MAX_PIXELS)
    fields = _truth(path)
    _assert_geometry(pages[0])
    _assert_reads(pages, fields["invoice_number"], fields["total"])
