"""Safe image loading: sizes checked before decoding, bounded downscaling, corrupt files rejected.

No OCR here: these tests decode only, so they run in well under a second each.
"""

from __future__ import annotations

import io
import resource
from pathlib import Path

import numpy as np
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


def _a4(dpi: float) -> tuple[float, float]:
    return 210 / 25.4 * dpi, 297 / 25.4 * dpi


@pytest.mark.parametrize(
    ("name", "dpi", "assumed", "a4"),
    [
        ("png_rgb.png", 150.0, False, True),  # RGB PNG with pHYs
        ("png_1bit.png", 200.0, False, True),  # 1-bit PNG
        ("jpeg_grey.jpg", 200.0, False, True),  # grey JPEG with JFIF density
        ("webp_grey.webp", 200.0, True, True),  # WebP: no dpi, A4 shape
        ("gif_grey.gif", 150.0, True, True),  # GIF: no dpi, A4 shape
        ("gif_strip.gif", 200.0, True, False),  # no dpi, not a paper shape: the default
        ("tiff_lzw.tif", 150.0, False, True),  # LZW TIFF
        ("bmp_1bit.bmp", 200.0, False, True),  # 1-bit BMP
    ],
)
def test_every_format_loads_as_grey_pages(
    fixture_dir: Path, name: str, dpi: float, assumed: bool, a4: bool
) -> None:
    path = fixture_dir / "image" / name
    with Image.open(path) as img:
        size = img.size
    if a4:  # the fixture is an A4 page at `dpi`
        assert size == pytest.approx(_a4(dpi), abs=2)
    (frame,) = _load(path)
    assert frame.image.mode == "L"
    assert frame.image.size == size
    assert frame.dpi == pytest.approx(dpi, abs=0.5)
    assert frame.dpi_assumed is assumed
    darkest, lightest = frame.image.getextrema()
    assert darkest < 100 and lightest > 200  # ink on paper, not an empty or inverted raster


def test_multipage_group4_tiff_gives_every_page(fixture_dir: Path) -> None:
    frames = _load(fixture_dir / "image" / "tiff_fax_multipage.tif")
    assert [f.index for f in frames] == [0, 1]
    assert all(f.image.size == pytest.approx(_a4(200), abs=2) for f in frames)
    # bilevel pages become black text on white, not an inverted or empty raster
    extrema = frames[0].image.getextrema()
    assert extrema == (0, 255)
    assert frames[0].image.histogram()[255] > frames[0].image.histogram()[0]  # white paper


def test_decompression_bomb_is_refused_with_its_size(fixture_dir: Path) -> None:
    path = fixture_dir / "edge_cases" / "decompression_bomb_40000x40000.png"
    assert declared_size(path.read_bytes()) == (40000, 40000)
    with pytest.raises(DocumentRejected, match=r"image too large: 40000x40000 pixels"):
        _load(path)


@huge_image_warning
def test_huge_page_is_downscaled_within_the_pixel_budget(fixture_dir: Path) -> None:
    huge = fixture_dir / "edge_cases" / "huge_10000x10000.png"
    (frame,) = _load(huge, max_image_pixels=4_000_000)
    assert frame.original_size == (10000, 10000)
    assert frame.image.width * frame.image.height <= 4_000_000
    # the resolution follows the downscale (855 dpi declared, 2000 px of 10000 kept)
    assert frame.dpi == pytest.approx(855 * frame.image.width / 10000, rel=0.01)
    assert frame.image.getextrema() == (0, 255)  # still has ink after box reduction
    # the 1-bit page decodes to ~100 MB; nothing near the per-process budget of ~1 GB
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss < 900 * 1024


@huge_image_warning
def test_max_dpi_caps_the_resolution(fixture_dir: Path) -> None:
    (frame,) = _load(fixture_dir / "edge_cases" / "huge_10000x10000.png", max_dpi=300)
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


def test_truncated_image_is_rejected_as_corrupt(fixture_dir: Path) -> None:
    data = (fixture_dir / "image" / "png_rgb.png").read_bytes()
    with pytest.raises(DocumentRejected, match=r"corrupt image"):
        load_frames(data[: len(data) // 2], "image/png", max_image_pixels=MAX_PIXELS)


def test_garbage_after_a_valid_signature_is_rejected_as_corrupt() -> None:
    data = b"\x89PNG\r\n\x1a\n" + b"\x00garbage" * 50
    with pytest.raises(DocumentRejected, match=r"corrupt image"):
        load_frames(data, "image/png", max_image_pixels=MAX_PIXELS)


def test_bytes_of_another_format_than_the_mime_type_are_rejected(fixture_dir: Path) -> None:
    data = (fixture_dir / "image" / "png_rgb.png").read_bytes()
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


@pytest.mark.parametrize("full_range", [False, True])
def test_a_sixteen_bit_grey_png_loads_as_ink_on_paper(full_range: bool) -> None:
    # a 16-bit grey PNG whose values use the full 16-bit range (a scanner's) and one that keeps
    # an 8-bit picture's values (0-255) in 16 bits: both ink on white paper, neither black
    grey = Image.new("L", (200, 100), 255)
    grey.paste(0, (20, 20, 120, 40))
    values = np.asarray(grey, dtype=np.uint16) * (257 if full_range else 1)
    buf = io.BytesIO()
    Image.fromarray(values).save(buf, "PNG")
    data = buf.getvalue()
    with Image.open(io.BytesIO(data)) as img:
        assert img.mode.startswith("I")  # decoded as 16-bit grey, not 8-bit
    (frame,) = load_frames(data, sniff_mime(data), max_image_pixels=MAX_PIXELS)
    darkest, lightest = frame.image.getextrema()
    assert darkest < 100 and lightest > 200
