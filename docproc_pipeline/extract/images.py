"""Safe image loading: sizes checked from the header, bounded decoding, downscaling to a budget.

An image file is untrusted input. A few hundred kilobytes of PNG can declare gigapixels (a
decompression bomb), so nothing is decoded before its declared size is checked:

1. Pillow opens the file lazily (header only), restricted to the decoder of the sniffed type.
2. Each frame's declared size is checked against a decode budget (`max_decode_bytes`, counted the
   way Pillow stores pixels: one byte for bilevel/grey/palette, four for the rest). JPEG is decoded
   at 1/2, 1/4 or 1/8 scale when that is enough (`Image.draft`), so its budget counts the reduced
   size. A frame over budget is refused: `DocumentRejected("image too large: WxH pixels ...")`.
3. The frame is converted to 8-bit grey in horizontal strips, each strip box-reduced by an integer
   factor, so the only full-size raster alive is the decoded frame itself; a final Lanczos resize
   takes it to at most `max_image_pixels` (and at most `max_dpi`, and `MAX_SIDE_PIXELS` on its
   longest side).

Corrupt or truncated files raise `DocumentRejected("corrupt image: ...")`.
"""

from __future__ import annotations

import io
import math
import re
import struct
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np
from PIL import Image, UnidentifiedImageError

from docproc_pipeline.errors import DocumentRejected

# Resolution assumed when a file declares none (or an implausible one) and its shape is not a
# standard page: the corpus and most office scanners use 150-300 dpi; 200 keeps a 80 mm receipt
# of 630 px at its true width.
DEFAULT_DPI = 200.0
# Declared resolutions outside this range are treated as absent (many tools write 72 or 96).
PLAUSIBLE_DPI = (100.0, 2400.0)
# The largest raster decoded in one piece (~0.1 GB covers a 10000x10000 bilevel page).
MAX_DECODE_BYTES = 256 * 1024 * 1024
# The longest side of a decoded frame: a header may declare 65535x200, under the pixel budget but
# no page (OCR memory grows with the width: ~3 GB for such a strip); a 2 m receipt at 200 dpi fits.
MAX_SIDE_PIXELS = 16384
# A multi-page TIFF or an animated GIF with more frames than this is refused.
MAX_FRAMES = 200
# Pixels converted per strip while reducing (bounds the temporary copies to a few MB).
_STRIP_PIXELS = 4_000_000

_PILLOW_FORMATS: dict[str, tuple[str, ...]] = {
    "image/png": ("PNG",),
    # JPEG only: its opener returns an MPO image for a multi-picture file itself, and "MPO" is no
    # opener of its own (listing it made every JPEG that failed to open raise KeyError('MPO')).
    "image/jpeg": ("JPEG",),
    "image/webp": ("WEBP",),
    "image/gif": ("GIF",),
    "image/tiff": ("TIFF",),
    "image/bmp": ("BMP", "DIB"),
}
# Paper sizes in inches (width, height): used to infer the resolution of a page-shaped image
# that declares none.
_PAPER_INCHES = ((8.27, 11.69), (8.5, 11.0))
# Errors Pillow and its codecs raise on malformed data.
_DECODE_ERRORS = (
    UnidentifiedImageError,
    OSError,
    SyntaxError,
    ValueError,
    EOFError,
    IndexError,
    KeyError,
    TypeError,
    struct.error,
    zlib.error,
)
_EXIF_ORIENTATION = 0x0112
_TRANSPOSE_FOR_ORIENTATION = {
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_270,
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_90,
}


@dataclass(frozen=True, slots=True)
class ImageFrame:
    """One page of an image file, decoded safely.

    `image` is 8-bit grey (mode "L") on a white background, at most the requested pixel budget;
    `dpi` is its resolution in pixels per inch after any downscaling; `dpi_assumed` says whether
    the file declared no usable resolution; `original_size` is the frame's declared size in pixels.
    """

    index: int  # 0-based frame number in the file
    image: Image.Image
    dpi: float
    dpi_assumed: bool
    original_size: tuple[int, int]


def declared_size(data: bytes) -> tuple[int, int] | None:
    """Width and height in pixels read straight from a PNG, GIF or BMP header, else None."""
    if data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) >= 24 and data[12:16] == b"IHDR":
        width, height = struct.unpack(">II", data[16:24])
        return width, height
    if data[:6] in (b"GIF87a", b"GIF89a") and len(data) >= 10:
        width, height = struct.unpack("<HH", data[6:10])
        return width, height
    if data[:2] == b"BM" and len(data) >= 26:
        header_size = struct.unpack("<I", data[14:18])[0]
        if header_size == 12:
            width, height = struct.unpack("<HH", data[18:22])
        else:
            width, height = struct.unpack("<ii", data[18:26])
        return abs(width), abs(height)
    return None


def _too_large(width: int, height: int, detail: str) -> DocumentRejected:
    megapixels = width * height / 1e6
    return DocumentRejected(
        f"image too large: {width}x{height} pixels ({megapixels:,.0f} Mpx); {detail}"
    )


def _bomb_reason(data: bytes, err: Exception) -> DocumentRejected:
    """The rejection for a file Pillow itself refused as a decompression bomb."""
    size = declared_size(data)
    if size is not None:
        return _too_large(*size, "refused before decoding (decompression-bomb limit)")
    match = re.search(r"\((\d+) pixels\)", str(err))
    pixels = f"{int(match.group(1)):,} pixels" if match else "too many pixels"
    return DocumentRejected(f"image too large: {pixels}; refused before decoding")


def _open(data: bytes, mime: str) -> Image.Image:
    formats = _PILLOW_FORMATS.get(mime)
    if formats is None:
        raise DocumentRejected(f"unsupported image type: {mime}")
    if not data:
        raise DocumentRejected("empty file: 0 bytes")
    try:
        return Image.open(io.BytesIO(data), formats=list(formats))
    except Image.DecompressionBombError as err:
        raise _bomb_reason(data, err) from err
    except _DECODE_ERRORS as err:
        raise _corrupt(err, mime=mime) from err


def _corrupt(err: Exception, *, frame: int | None = None, mime: str = "") -> DocumentRejected:
    """The rejection for a file a decoder choked on, worded for a person: Pillow's own messages
    where they are sentences, the error's name where they are a bare key or an object's repr."""
    where = f"frame {frame}: " if frame else ""
    text = " ".join(str(err).split())[:200]
    if isinstance(err, UnidentifiedImageError):
        kind = mime.removeprefix("image/").upper() or "image"
        detail = f"not a readable {kind} file"
    elif isinstance(err, (OSError, SyntaxError, EOFError, ValueError, zlib.error)) and text:
        detail = text
    else:  # a decoder's internal error (KeyError: 'MPO', IndexError, ...)
        detail = f"the decoder failed ({type(err).__name__}{': ' + text if text else ''})"
    return DocumentRejected(f"corrupt image: {where}{detail}")


def _stored_bytes_per_pixel(mode: str) -> int:
    """Bytes Pillow uses per pixel of a decoded frame in `mode`."""
    if mode in ("1", "L", "P"):
        return 1
    if mode.startswith("I;16"):
        return 2
    return 4


def _frame_dpi(frame: Image.Image) -> tuple[float, bool]:
    """The frame's resolution and whether it was assumed rather than declared."""
    dpi: Any = frame.info.get("dpi")
    try:
        value = float(dpi[0] if isinstance(dpi, tuple) else dpi)
    except (TypeError, ValueError, IndexError):
        value = 0.0
    if math.isfinite(value) and PLAUSIBLE_DPI[0] <= value <= PLAUSIBLE_DPI[1]:
        return value, False
    width, height = frame.size
    short, long = sorted((width, height))
    for paper_short, paper_long in _PAPER_INCHES:
        if short > 0 and abs(long / short - paper_long / paper_short) < 0.02:
            return short / paper_short, True
    return DEFAULT_DPI, True


def _target_scale(
    size: tuple[int, int], dpi: float, max_pixels: int, max_dpi: float | None
) -> float:
    """The factor (>= 1) by which a frame of `size` must shrink to fit the budgets."""
    width, height = size
    scale = 1.0
    if width * height > max_pixels:
        scale = math.sqrt(width * height / max_pixels)
    if max(width, height) > MAX_SIDE_PIXELS:
        scale = max(scale, max(width, height) / MAX_SIDE_PIXELS)
    if max_dpi is not None and dpi > max_dpi:
        scale = max(scale, dpi / max_dpi)
    return scale


def _grey(part: Image.Image) -> Image.Image:
    """`part` as 8-bit grey; transparent areas become white paper."""
    mode = part.mode
    if mode == "L":
        return part
    if mode.startswith("I;16"):
        values = np.asarray(part, dtype=np.uint16)
        # an 8-bit picture stored in 16 bits keeps its values (0-255): shifted, it went black
        shift = 8 if values.size and int(values.max()) > 255 else 0
        return Image.fromarray((values >> shift).astype(np.uint8), mode="L")
    if mode in ("I", "F"):
        values = np.asarray(part, dtype=np.float64)
        top = float(values.max()) or 1.0
        return Image.fromarray(np.clip(values * (255.0 / top), 0, 255).astype(np.uint8), mode="L")
    if "A" in mode or (mode == "P" and "transparency" in part.info):
        rgba = part.convert("RGBA")
        paper = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
        paper.alpha_composite(rgba)
        return paper.convert("L")
    return part.convert("L")


def _reduce_to_grey(frame: Image.Image, factor: int) -> Image.Image:
    """The frame in grey, box-reduced by an integer `factor`, converted strip by strip."""
    width, height = frame.size
    if factor <= 1 and frame.mode == "L":
        return frame.copy()
    out = Image.new("L", (math.ceil(width / factor), math.ceil(height / factor)), 255)
    rows = max(factor, (_STRIP_PIXELS // max(width, 1)) // factor * factor)
    for top in range(0, height, rows):
        part = _grey(frame.crop((0, top, width, min(height, top + rows))))
        if factor > 1:
            part = part.reduce(factor)
        out.paste(part, (0, top // factor))
    return out


def _decode_frame(
    img: Image.Image,
    index: int,
    *,
    max_pixels: int,
    max_dpi: float | None,
    max_decode_bytes: int,
) -> ImageFrame:
    original = img.size
    width, height = original
    if width <= 0 or height <= 0:
        raise DocumentRejected(f"corrupt image: frame {index + 1} has size {width}x{height}")
    dpi, assumed = _frame_dpi(img)
    scale = _target_scale(original, dpi, max_pixels, max_dpi)
    if img.format in ("JPEG", "MPO") and scale >= 2:
        # Decode at 1/2, 1/4 or 1/8 scale straight from the DCT coefficients.
        wanted = (max(1, math.ceil(width / scale)), max(1, math.ceil(height / scale)))
        img.draft("L" if img.mode == "RGB" else None, wanted)
    decoded = img.size
    need = decoded[0] * decoded[1] * _stored_bytes_per_pixel(img.mode)
    if need > max_decode_bytes:
        raise _too_large(
            width,
            height,
            f"decoding needs about {need / 2**20:,.0f} MiB, the limit is "
            f"{max_decode_bytes / 2**20:,.0f} MiB",
        )
    try:
        img.load()
        orientation = (
            img.getexif().get(_EXIF_ORIENTATION) if img.format in ("JPEG", "MPO") else None
        )
        dpi_now = dpi * decoded[0] / width
        scale_now = _target_scale(decoded, dpi_now, max_pixels, max_dpi)
        factor = max(1, math.floor(scale_now))
        grey = _reduce_to_grey(img, factor)
    except Image.DecompressionBombError as err:
        raise _too_large(width, height, "refused by the decoder's bomb check") from err
    except _DECODE_ERRORS as err:
        raise _corrupt(err, frame=index + 1) from err
    final = _target_scale(grey.size, dpi * grey.size[0] / width, max_pixels, max_dpi)
    if final > 1.0:
        size = (max(1, int(grey.size[0] / final)), max(1, int(grey.size[1] / final)))
        grey = grey.resize(size, Image.Resampling.LANCZOS)
    if isinstance(orientation, int) and orientation in _TRANSPOSE_FOR_ORIENTATION:
        grey = grey.transpose(_TRANSPOSE_FOR_ORIENTATION[orientation])
        if orientation >= 5:  # a quarter turn: width and height swap
            original = (original[1], original[0])
    out_dpi = dpi * max(grey.size) / max(original)
    return ImageFrame(index, grey, out_dpi, assumed, original)


def iter_frames(
    data: bytes,
    mime: str,
    *,
    max_image_pixels: int,
    max_dpi: float | None = None,
    max_decode_bytes: int = MAX_DECODE_BYTES,
    max_frames: int = MAX_FRAMES,
) -> Iterator[ImageFrame]:
    """Decode every frame (page) of an image file, one at a time, within the budgets.

    Each frame comes out as 8-bit grey of at most `max_image_pixels` pixels and, when `max_dpi`
    is given, at most that resolution. Raises `DocumentRejected` for an unsupported type, a
    corrupt file, too many frames, or a frame too large to decode within `max_decode_bytes`.
    """
    if max_image_pixels <= 0:
        raise ValueError("max_image_pixels must be positive")
    img = _open(data, mime)
    with img:
        try:
            count = int(getattr(img, "n_frames", 1))
        except _DECODE_ERRORS as err:
            raise _corrupt(err, mime=mime) from err
        if count > max_frames:
            raise DocumentRejected(f"image has too many frames: {count} (limit {max_frames})")
        for index in range(count):
            if index:
                try:
                    img.seek(index)
                except Image.DecompressionBombError as err:
                    raise _bomb_reason(data, err) from err
                except _DECODE_ERRORS as err:
                    raise _corrupt(err, frame=index + 1) from err
            yield _decode_frame(
                img,
                index,
                max_pixels=max_image_pixels,
                max_dpi=max_dpi,
                max_decode_bytes=max_decode_bytes,
            )


def load_frames(
    data: bytes,
    mime: str,
    *,
    max_image_pixels: int,
    max_dpi: float | None = None,
    max_decode_bytes: int = MAX_DECODE_BYTES,
    max_frames: int = MAX_FRAMES,
) -> list[ImageFrame]:
    """All frames of an image file; see `iter_frames`."""
    return list(
        iter_frames(
            data,
            mime,
            max_image_pixels=max_image_pixels,
            max_dpi=max_dpi,
            max_decode_bytes=max_decode_bytes,
            max_frames=max_frames,
        )
    )
