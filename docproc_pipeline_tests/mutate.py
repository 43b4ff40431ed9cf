"""Mutations of well-formed documents, for the fuzz test: each takes the bytes of a base file and
a seeded `random.Random` and returns hostile bytes of the same kind.

The mutation classes are the ones a landing folder meets from broken scanners, interrupted
transfers and hostile senders: byte flips, truncations, duplicated PDF objects and page-tree
cycles, broken cross-reference tables, huge page counts, and giant dimensions written into
image headers (PNG IHDR with a valid CRC, JPEG SOF, TIFF ImageWidth/ImageLength, GIF screen and
frame, BMP DIB header; /Width and /Height of an image inside a PDF).
"""

from __future__ import annotations

import io
import random
import re
import struct
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image

Mutation = Callable[[bytes, random.Random], bytes]

# Dimensions written into headers: the largest a field holds, and values around the limits.
_GIANT_16 = (65535, 65500, 40000, 0)
_GIANT_32 = (2**31 - 1, 2**32 - 1, 10**6, 200_000, 0, 2**31)


def byte_flips(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 12)):
        i = rng.randrange(len(out))
        out[i] ^= rng.randint(1, 255)
    return bytes(out)


def truncation(data: bytes, rng: random.Random) -> bytes:
    # mostly near the end (an interrupted transfer), sometimes anywhere
    cut = rng.randint(len(data) * 3 // 4, len(data) - 1) if rng.random() < 0.6 else 0
    return data[: cut or rng.randint(8, len(data) - 1)]


def chunk_duplication(data: bytes, rng: random.Random) -> bytes:
    """A random slice of the file inserted again at a random place."""
    start = rng.randrange(len(data))
    piece = data[start : start + rng.randint(1, 4096)]
    at = rng.randrange(len(data))
    return data[:at] + piece * rng.randint(1, 8) + data[at:]


# ------------------------------------------------------------------------------------- PDF
_OBJECT = re.compile(rb"\d+ 0 obj.*?endobj\s", re.DOTALL)


def pdf_duplicated_objects(data: bytes, rng: random.Random) -> bytes:
    """An object repeated (same number, so two definitions), or a page tree that cites a page
    many times or contains itself."""
    choice = rng.randrange(3)
    if choice == 0:
        objects = list(_OBJECT.finditer(data))
        if objects:
            obj = rng.choice(objects)
            copies = obj.group(0) * rng.randint(1, 50)
            return data[: obj.end()] + copies + data[obj.end() :]
    pages = re.search(rb"(\d+) 0 obj\s*<<\s*/Count \d+ /Kids \[([^\]]*)\]", data)
    if pages is None:
        return byte_flips(data, rng)
    kids = pages.group(2)
    if choice == 1:
        repeated = b" ".join([kids.strip()] * rng.randint(2, 1000))
    else:  # the page tree contains itself: a cycle
        repeated = kids + b" " + pages.group(1) + b" 0 R"
    return data[: pages.start(2)] + repeated + data[pages.end(2) :]


def pdf_broken_xref(data: bytes, rng: random.Random) -> bytes:
    """Wrong `startxref`, shuffled or garbled offsets, or no xref table at all."""
    choice = rng.randrange(4)
    if choice == 0:
        return re.sub(
            rb"startxref\s+\d+", b"startxref\n" + str(rng.randrange(10**9)).encode(), data
        )
    table = re.search(rb"xref\s+0 \d+\s+(.*?)trailer", data, re.DOTALL)
    if table is None:
        return truncation(data, rng)
    entries = re.findall(rb"\d{10} \d{5} [nf]", table.group(1))
    if choice == 1:
        rng.shuffle(entries)
    elif choice == 2:
        entries = [
            str(rng.randrange(10**10)).zfill(10).encode() + e[10:] if rng.random() < 0.5 else e
            for e in entries
        ]
    else:
        return data[: table.start()] + data[table.end() - len(b"trailer") :]
    body = b"\n".join(entries) + b"\n"
    return data[: table.start(1)] + body + data[table.end(1) :]


def pdf_huge_count(data: bytes, rng: random.Random) -> bytes:
    value = rng.choice((2**31 - 1, 2**63, 10**6, 501, 100, -1, 0))
    return re.sub(rb"/Count \d+", b"/Count " + str(value).encode(), data, count=1)


def pdf_giant_image(data: bytes, rng: random.Random) -> bytes:
    """An embedded image declaring giant /Width and /Height (a scanned page's image)."""
    if b"/Width " not in data:  # a text PDF: no image to enlarge
        return byte_flips(data, rng)
    width, height = rng.choice(_GIANT_32), rng.choice(_GIANT_32)
    data = re.sub(rb"/Width \d+", b"/Width " + str(width).encode(), data, count=1)
    return re.sub(rb"/Height \d+", b"/Height " + str(height).encode(), data, count=1)


# ------------------------------------------------------------------------------------- images
def _png_giant(data: bytes, width: int, height: int) -> bytes:
    if data[12:16] != b"IHDR":
        return data
    body = struct.pack(">II", width, height) + data[24:29]
    crc = struct.pack(">I", zlib.crc32(b"IHDR" + body) & 0xFFFFFFFF)
    return data[:16] + body + crc + data[33:]


def _jpeg_giant(data: bytes, width: int, height: int) -> bytes:
    sof = re.search(rb"\xff[\xc0-\xc3\xc5-\xc7\xc9-\xcb\xcd-\xcf]", data)
    if sof is None:
        return data
    at = sof.start() + 5  # marker (2), length (2), precision (1), then height, width
    return data[:at] + struct.pack(">HH", height & 0xFFFF, width & 0xFFFF) + data[at + 4 :]


def _tiff_giant(data: bytes, width: int, height: int) -> bytes:
    order = "<" if data[:2] == b"II" else ">"
    out = bytearray(data)
    (ifd,) = struct.unpack(order + "I", data[4:8])
    if ifd + 2 > len(data):
        return data
    (count,) = struct.unpack(order + "H", data[ifd : ifd + 2])
    for i in range(count):
        at = ifd + 2 + 12 * i
        if at + 12 > len(data):
            break
        (tag,) = struct.unpack(order + "H", data[at : at + 2])
        value = {256: width, 257: height}.get(tag)
        if value is not None:  # rewritten as one LONG, so values above 65535 fit
            out[at + 2 : at + 12] = struct.pack(order + "HII", 4, 1, value & 0xFFFFFFFF)
    return bytes(out)


def _gif_giant(data: bytes, width: int, height: int) -> bytes:
    size = struct.pack("<HH", width & 0xFFFF, height & 0xFFFF)
    out = data[:6] + size + data[10:]
    frame = out.find(b"\x2c", 13)  # the first image descriptor: left, top, width, height
    if frame > 0 and frame + 9 <= len(out):
        out = out[: frame + 5] + size + out[frame + 9 :]
    return out


def _bmp_giant(data: bytes, width: int, height: int) -> bytes:
    if len(data) < 26:
        return data
    w = width if width < 2**31 else -(2**31)
    h = height if height < 2**31 else -(2**31)
    return data[:18] + struct.pack("<ii", w, h) + data[26:]


_GIANT_WRITERS: dict[bytes, Callable[[bytes, int, int], bytes]] = {
    b"\x89PNG": _png_giant,
    b"\xff\xd8\xff": _jpeg_giant,
    b"II*\x00": _tiff_giant,
    b"MM\x00*": _tiff_giant,
    b"GIF8": _gif_giant,
    b"BM": _bmp_giant,
}


def with_declared_size(data: bytes, width: int, height: int) -> bytes:
    """The image `data` with `width` and `height` written into its header (and checksum), the
    pixel data left as it is; JPEG and GIF keep the low 16 bits."""
    for magic, writer in _GIANT_WRITERS.items():
        if data.startswith(magic):
            return writer(data, width, height)
    raise ValueError("not a PNG, JPEG, TIFF, GIF or BMP file")


def image_giant_dimensions(data: bytes, rng: random.Random) -> bytes:
    """Giant width and height written into the header (and checksum) of the image."""
    if data.startswith((b"RIFF", b"\x00")):  # WebP: no writer, flip bytes instead
        return byte_flips(data, rng)
    values = _GIANT_16 if data.startswith((b"\xff\xd8\xff", b"GIF8")) else _GIANT_32
    return with_declared_size(data, rng.choice(values), rng.choice(values))


# ------------------------------------------------------------------------------------- tables
PDF_MUTATIONS: dict[str, Mutation] = {
    "byte_flips": byte_flips,
    "truncation": truncation,
    "chunk_duplication": chunk_duplication,
    "duplicated_objects": pdf_duplicated_objects,
    "broken_xref": pdf_broken_xref,
    "huge_count": pdf_huge_count,
    "giant_image": pdf_giant_image,
}
IMAGE_MUTATIONS: dict[str, Mutation] = {
    "byte_flips": byte_flips,
    "truncation": truncation,
    "chunk_duplication": chunk_duplication,
    "giant_dimensions": image_giant_dimensions,
}


def mutations_for(data: bytes) -> dict[str, Mutation]:
    return PDF_MUTATIONS if data.startswith(b"%PDF") else IMAGE_MUTATIONS


# ------------------------------------------------------------------------------------- corpus
@dataclass(frozen=True, slots=True)
class FuzzCase:
    name: str  # file name: number, base, mutation
    data: bytes
    base: str
    mutation: str


def small_bases(fixture_dir: Path) -> dict[str, bytes]:
    """Cheap, well-formed base files from the project's fixtures: text-layer PDFs (standard and
    embedded fonts, one and two pages), a small image-only PDF, and a small crop of an invoice
    image in every supported image format (OCR of a 400x200 crop costs ~0.1 CPU-s)."""
    text = fixture_dir / "text_pdf"
    bases = {
        name: (text / name).read_bytes()
        for name in (
            "inv_en_gb_classic.pdf",
            "inv_de_de_multipage.pdf",
            "inv_en_gb_classic_line_amount.pdf",
            "inv_en_us_two_column_parties.pdf",
        )
    }
    with Image.open(fixture_dir / "image" / "png_rgb.png") as page:
        crop = page.convert("RGB").crop((0, 0, 400, 200))
    grey = crop.convert("L")
    encodings: dict[str, tuple[Image.Image, dict[str, Any]]] = {
        "scan.pdf": (grey, {"format": "PDF", "resolution": 150.0}),
        "crop.png": (crop, {"format": "PNG"}),
        "crop_1bit.png": (
            grey.point(lambda v: 255 if v > 128 else 0).convert("1"),
            {"format": "PNG"},
        ),
        "crop.jpg": (grey, {"format": "JPEG", "quality": 70}),
        "crop.tif": (grey, {"format": "TIFF", "compression": "tiff_lzw"}),
        "crop_2pages.tif": (grey, {"format": "TIFF", "save_all": True, "append_images": [grey]}),
        "crop.gif": (grey, {"format": "GIF"}),
        "crop.bmp": (grey, {"format": "BMP"}),
        "crop.webp": (crop, {"format": "WEBP", "quality": 60}),
    }
    for name, (image, options) in encodings.items():
        out = io.BytesIO()
        image.save(out, **options)
        bases[name] = out.getvalue()
    return bases


def fuzz_cases(bases: dict[str, bytes], *, seed: int, count: int) -> list[FuzzCase]:
    """`count` mutated files, spread evenly over the bases and each base's mutations; the same
    seed gives the same bytes."""
    rng = random.Random(seed)
    plan = [
        (base, mutation)
        for base, data in sorted(bases.items())
        for mutation in sorted(mutations_for(data))
    ]
    cases = []
    for i in range(count):
        base, mutation = plan[i % len(plan)]
        data = mutations_for(bases[base])[mutation](bases[base], rng)
        if rng.random() < 0.25:  # a second mutation on top, sometimes
            data = byte_flips(data, rng) if data else data
        stem, ext = base.rsplit(".", 1)
        cases.append(FuzzCase(f"{i:04d}_{stem}_{mutation}.{ext}", data, base, mutation))
    return cases


def pdf_inflating_to(megabytes: int) -> bytes:
    """A one-page PDF of about `megabytes`/1000 MB whose content stream inflates to `megabytes`
    MiB of spaces: a decompression bomb that PDFium inflates whole when it reads the page."""
    packer = zlib.compressobj(9)
    stream = b"".join(packer.compress(b" " * (1 << 20)) for _ in range(megabytes))
    stream += packer.flush()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\n" % (len(objects) + 1)
    return out + b"startxref\n%d\n%%%%EOF\n" % xref
