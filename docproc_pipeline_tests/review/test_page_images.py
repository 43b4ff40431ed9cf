"""Page pictures (`review/page_images.py`) of images and PDFs: bounds, bad files, the cache."""

from __future__ import annotations

import io
import struct
import threading
import zlib
from pathlib import Path

import pytest
from PIL import Image

from docproc_pipeline.review.errors import InvalidReviewInput, ItemNotFound
from docproc_pipeline.review.page_images import MAX_HEIGHT_RATIO, PageRenderer
from docproc_pipeline_tests.fixtures.build import write_text_pdfs


def _tiff_of_two_pages(path: Path) -> Path:
    first = Image.new("L", (600, 800), 255)
    second = Image.new("RGB", (600, 800), (200, 10, 10))
    first.save(path, format="TIFF", save_all=True, append_images=[second])
    return path


def _png_declaring(width: int, height: int) -> bytes:
    """A PNG header that declares a huge picture and carries no pixels."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    out = b"\x89PNG\r\n\x1a\n"
    for kind, data in [(b"IHDR", ihdr), (b"IDAT", zlib.compress(b"\0" * 64)), (b"IEND", b"")]:
        out += (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )
    return out


def test_each_frame_of_a_multi_page_tiff_is_a_page(tmp_path: Path) -> None:
    renderer = PageRenderer(tmp_path / "cache")
    tiff = _tiff_of_two_pages(tmp_path / "fax.tiff")
    png = renderer.page_png(tiff, sha256=None, mime="image/tiff", page=2, width=300)
    with Image.open(png) as im:
        assert im.size == (300, 400)
        assert im.convert("RGB").getpixel((150, 200)) == (200, 10, 10)
    with pytest.raises(ItemNotFound, match="no page 3: the document has 2"):
        renderer.page_png(tiff, sha256=None, mime="image/tiff", page=3, width=300)


def test_a_photo_is_shown_upright_as_the_ocr_reads_it(tmp_path: Path) -> None:
    photo = tmp_path / "photo.jpg"
    exif = Image.Exif()
    exif[0x0112] = 6  # taken turned: rotate 90 degrees clockwise to show it upright
    Image.new("RGB", (800, 600), (255, 255, 255)).save(photo, exif=exif)
    png = PageRenderer(tmp_path / "cache").page_png(
        photo, sha256=None, mime="image/jpeg", page=1, width=300
    )
    with Image.open(png) as im:
        assert im.size == (300, 400)


def test_a_tall_page_is_bounded_in_height(tmp_path: Path) -> None:
    strip = tmp_path / "receipt.png"
    Image.new("L", (100, 5000), 255).save(strip)
    png = PageRenderer(tmp_path / "cache").page_png(
        strip, sha256=None, mime="image/png", page=1, width=400
    )
    with Image.open(png) as im:
        assert im.height <= MAX_HEIGHT_RATIO * 400


@pytest.mark.parametrize(
    ("content", "mime", "reason"),
    [
        (_png_declaring(40_000, 40_000), "image/png", "too large"),
        (b"\x89PNG\r\n\x1a\n truncated", "image/png", "cannot render this image"),
        (b"not an image at all", "image/png", "not a readable image"),
        (_png_declaring(800, 600)[:-40], "image/png", "cannot render this image"),
        (b"%PDF-1.4\n%%EOF", "application/pdf", "cannot render this PDF"),
        (b"<html></html>", "text/html", "no page pictures"),
        (b"plain", None, "no page pictures"),
    ],
)
def test_a_file_that_cannot_be_pictured_gets_its_reason(
    tmp_path: Path, content: bytes, mime: str | None, reason: str
) -> None:
    source = tmp_path / "doc"
    source.write_bytes(content)
    with pytest.raises(InvalidReviewInput, match=reason):
        PageRenderer(tmp_path / "cache").page_png(source, sha256=None, mime=mime, page=1, width=500)
    assert not any(p.is_file() for p in (tmp_path / "cache").rglob("*"))


def test_width_and_page_are_bounded(tmp_path: Path) -> None:
    renderer = PageRenderer(tmp_path / "cache")
    pdf = write_text_pdfs(tmp_path / "in", 1)[0]
    for width in (0, 199, 2001):
        with pytest.raises(InvalidReviewInput, match="width"):
            renderer.page_png(pdf, sha256=None, mime="application/pdf", page=1, width=width)
    with pytest.raises(ItemNotFound):
        renderer.page_png(pdf, sha256=None, mime="application/pdf", page=0, width=500)
    with pytest.raises(ItemNotFound, match="missing"):
        renderer.page_png(
            tmp_path / "gone.pdf", sha256=None, mime="application/pdf", page=1, width=500
        )


def test_concurrent_first_requests_render_one_whole_picture(tmp_path: Path) -> None:
    renderer = PageRenderer(tmp_path / "cache")
    pdf = write_text_pdfs(tmp_path / "in", 1)[0]
    results: list[bytes] = []
    errors: list[BaseException] = []

    def fetch() -> None:
        try:
            path = renderer.page_png(pdf, sha256=None, mime="application/pdf", page=1, width=600)
            results.append(path.read_bytes())
        except BaseException as e:  # reported below
            errors.append(e)

    threads = [threading.Thread(target=fetch) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and len(results) == 6 and len(set(results)) == 1
    with Image.open(io.BytesIO(results[0])) as im:
        assert im.width == 600
    files = [p.name for p in (tmp_path / "cache").rglob("*") if p.is_file()]
    assert files == ["1-600.png"]  # no temp file left behind
