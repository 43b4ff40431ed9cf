"""Safe image loading: sizes checked before decoding, bounded downscaling, corrupt files rejected.

No OCR here: these tests decode only, so they run in well under a second each.
"""

from __future__ import annotations

import io
import resource
from pathlib import Path

import pytest
from PIL import Image

from docproc_pipeline.errors import DocumentRejected
from docproc_pipeline.extract.images import declared_size, load_frames
from docproc_pipeline.ingest.sniff import sniff_mime

MAX_PIXELS = 40_000_000
# Pillow warns above ~89 Mpx even though our own budget check has passed the image.
huge_image_warning = pytest.mark.filterwarnings("ignore::PIL.Image.DecompressionBombWarning")


def _load(path: Path, **kwargs: object) -> list:
    data = path.read_bytes()
    return load_frames(data, sniff_mime(data), **{"max_image_pixels": MAX_PIXELS, **kwargs})


@pytest.mark.parametrize(
    ("name", "size", "dpi", "assumed"),
    [
        ("img_en_0001.png", (1241, 1754), 150.0, False),  # RGB PNG with pHYs
        ("img_de_0002.png", (1654, 2339), 200.0, False),  # 1-bit PNG
        ("img_de_0003.jpeg", (1654, 2339), 200.0, False),  # grey JPEG with JFIF density
        ("img_de_0005.webp", (1654, 2339), 200.0, True),  # WebP: no dpi, A4 shape
        ("img_de_0007.gif", (1241, 1754), 150.0, True),  # GIF: no dpi, A4 shape
        ("img_de_0009.gif", (630, 1105), 200.0, True),  # receipt: no dpi, default
        ("img_de_0011.tif", (1241, 1754), 150.0, False),  # LZW TIFF
        ("img_en_0010.bmp", (1654, 2339), 200.0, False),  # 1-bit BMP
    ],
)
def test_corpus_formats_load_as_grey_pages(
    corpus: Path, name: str, size: tuple[int, int], dpi: float, assumed: bool
) -> None:
    (frame,) = _load(corpus / "image" / name)
    assert frame.image.mode == "L"
    assert frame.image.size == size
    assert frame.dpi == pytest.approx(dpi, abs=0.5)
    assert frame.dpi_assumed is assumed


def test_multipage_group4_tiff_gives_every_page(corpus: Path) -> None:
    frames = _load(corpus / "image" / "img_en_0008.tiff")
    assert [f.index for f in frames] == [0, 1]
    assert all(f.image.size == (1654, 2339) for f in frames)
    # bilevel pages become black text on white, not an inverted or empty raster
    extrema = frames[0].image.getextrema()
    assert extrema == (0, 255)


def test_decompression_bomb_is_refused_with_its_size(corpus: Path) -> None:
    path = corpus / "edge_cases" / "decompression_bomb_40000x40000.png"
    assert declared_size(path.read_bytes()) == (40000, 40000)
    with pytest.raises(DocumentRejected, match=r"image too large: 40000x40000 pixels"):
        _load(path)


@huge_image_warning
def test_huge_page_is_downscaled_within_the_pixel_budget(corpus: Path) -> None:
    (frame,) = _load(corpus / "edge_cases" / "huge_10000x10000.png", max_image_pixels=4_000_000)
    assert frame.original_size == (10000, 10000)
    assert frame.image.width * frame.image.height <= 4_000_000
    # the resolution follows the downscale (855 dpi declared, 2000 px of 10000 kept)
    assert frame.dpi == pytest.approx(855 * frame.image.width / 10000, rel=0.01)
    assert frame.image.getextrema() == (0, 255)  # still has ink after box reduction
    # the 1-bit page decodes to ~100 MB; nothing near the per-process budget of ~1 GB
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss < 900 * 1024


@huge_image_warning
def test_max_dpi_caps_the_resolution(corpus: Path) -> None:
    (frame,) = _load(corpus / "edge_cases" / "huge_10000x10000.png", max_dpi=300)
    assert frame.dpi <= 300.5
    assert frame.image.width == pytest.approx(10000 * 300 / 855, abs=2)


def test_frame_over_the_decode_budget_is_refused() -> None:
    buf = io.BytesIO()
    Image.new("RGB", (2000, 1000), "white").save(buf, format="PNG")
    with pytest.raises(DocumentRejected, match=r"image too large: 2000x1000 pixels.*MiB"):
        load_frames(
            buf.getvalue(), "image/png", max_image_pixels=MAX_PIXELS, max_decode_bytes=2**20
        )


def test_jpeg_is_decoded_at_reduced_scale_when_that_suffices() -> None:
    buf = io.BytesIO()
    Image.new("L", (4000, 4000), 255).save(buf, format="JPEG", dpi=(400, 400))
    # 16 Mpx full size would exceed a 5 MiB budget; the 1/4-scale DCT decode does not
    (frame,) = load_frames(
        buf.getvalue(), "image/jpeg", max_image_pixels=1_000_000, max_decode_bytes=5 * 2**20
    )
    assert frame.image.width * frame.image.height <= 1_000_000
    assert frame.dpi == pytest.approx(400 * frame.image.width / 4000)


def test_truncated_image_is_rejected_as_corrupt(corpus: Path) -> None:
    data = (corpus / "image" / "img_en_0001.png").read_bytes()
    with pytest.raises(DocumentRejected, match=r"corrupt image"):
        load_frames(data[: len(data) // 2], "image/png", max_image_pixels=MAX_PIXELS)


def test_garbage_after_a_valid_signature_is_rejected_as_corrupt() -> None:
    data = b"\x89PNG\r\n\x1a\n" + b"\x00garbage" * 50
    with pytest.raises(DocumentRejected, match=r"corrupt image"):
        load_frames(data, "image/png", max_image_pixels=MAX_PIXELS)


def test_bytes_of_another_format_than_the_mime_type_are_rejected(corpus: Path) -> None:
    data = (corpus / "image" / "img_en_0001.png").read_bytes()
    with pytest.raises(DocumentRejected, match=r"corrupt image"):
        load_frames(data, "image/jpeg", max_image_pixels=MAX_PIXELS)


def test_unsupported_mime_type_is_rejected() -> None:
    with pytest.raises(DocumentRejected, match=r"unsupported image type"):
        load_frames(b"whatever", "image/svg+xml", max_image_pixels=MAX_PIXELS)


def test_transparent_background_becomes_white_paper() -> None:
    img = Image.new("RGBA", (200, 100), (0, 0, 0, 0))
    img.paste((0, 0, 0, 255), (50, 40, 150, 60))
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    (frame,) = load_frames(buf.getvalue(), "image/png", max_image_pixels=MAX_PIXELS)
    assert frame.image.getpixel((5, 5)) == 255
    assert frame.image.getpixel((100, 50)) == 0


def test_exif_orientation_turns_a_photo_upright() -> None:
    img = Image.new("L", (300, 200), 255)
    exif = Image.Exif()
    exif[0x0112] = 6  # stored sideways: rotate 90 degrees clockwise to view
    buf = io.BytesIO()
    img.save(buf, format="JPEG", exif=exif.tobytes())
    (frame,) = load_frames(buf.getvalue(), "image/jpeg", max_image_pixels=MAX_PIXELS)
    assert frame.image.size == (200, 300)
    assert frame.original_size == (200, 300)


def test_declared_size_reads_png_gif_and_bmp_headers() -> None:
    for fmt in ("PNG", "GIF", "BMP"):
        buf = io.BytesIO()
        Image.new("L", (123, 45), 255).save(buf, format=fmt)
        assert declared_size(buf.getvalue()) == (123, 45)
    assert declared_size(b"not an image") is None
