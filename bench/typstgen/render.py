"""Typst compilation (PyPI `typst`) and page rasterisation with poppler's pdftoppm."""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import typst
from PIL import Image

from .layouts import TEMPLATES

_FONT_DIRS = [
    "/usr/share/fonts/truetype/liberation2", "/usr/share/fonts/truetype/liberation",
    "/usr/share/fonts/truetype/dejavu",
]


def font_paths() -> list[str]:
    import ttf_opensans  # the PyPI package that ships Open Sans

    dirs = [str(Path(ttf_opensans.__file__).parent / "ttf")]
    return dirs + [d for d in _FONT_DIRS if Path(d).is_dir()]


def compile_pdf(template: str, data: dict[str, Any]) -> bytes:
    """Typeset one invoice; system fonts are ignored so the output depends on known fonts only."""
    return typst.compile(
        str(TEMPLATES / template), root=str(TEMPLATES), font_paths=font_paths(),
        ignore_system_fonts=True, sys_inputs={"data": json.dumps(data, ensure_ascii=False)},
    )


def page_count(pdf: bytes) -> int:
    with tempfile.NamedTemporaryFile(suffix=".pdf") as tmp:
        tmp.write(pdf)
        tmp.flush()
        out = subprocess.run(["pdfinfo", tmp.name], capture_output=True, text=True, check=True)
    match = re.search(r"^Pages:\s+(\d+)", out.stdout, re.M)
    return int(match.group(1)) if match else 0


def rasterize(pdf: bytes, dpi: int, gray: bool) -> list[Image.Image]:
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "in.pdf"
        src.write_bytes(pdf)
        cmd = ["pdftoppm", "-r", str(dpi), "-png", *(["-gray"] if gray else []), str(src),
               str(Path(tmp) / "p")]
        subprocess.run(cmd, check=True, capture_output=True)
        pages = sorted(Path(tmp).glob("p*.png"))
        return [Image.open(p).copy() for p in pages]
