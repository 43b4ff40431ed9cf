"""External tools: LibreOffice (xlsx -> pdf), poppler (text, page count, rasters)."""

from __future__ import annotations

import subprocess
from pathlib import Path

BATCH = 25


def soffice_pdf(xlsx: list[Path], outdir: Path, profile: Path) -> None:
    """Convert many workbooks per soffice start (each start costs seconds)."""
    outdir.mkdir(parents=True, exist_ok=True)
    for i in range(0, len(xlsx), BATCH):
        cmd = ["soffice", f"-env:UserInstallation=file://{profile}", "--headless",
               "--convert-to", "pdf", "--outdir", str(outdir)] + [str(p) for p in xlsx[i:i + BATCH]]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=900)


def pdf_text(pdf: Path) -> str:
    out = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], check=True,
                         capture_output=True, text=True)
    return out.stdout


def pdf_pages(pdf: Path) -> int:
    out = subprocess.run(["pdfinfo", str(pdf)], check=True, capture_output=True, text=True)
    for line in out.stdout.splitlines():
        if line.startswith("Pages:"):
            return int(line.split()[1])
    raise ValueError(f"no page count for {pdf}")


def rasterise(pdf: Path, dpi: int, prefix: Path, first_only: bool, gray: bool) -> list[Path]:
    cmd = ["pdftoppm", "-r", str(dpi), "-png"] + (["-gray"] if gray else [])
    if first_only:
        cmd += ["-f", "1", "-l", "1"]
    subprocess.run(cmd + [str(pdf), str(prefix)], check=True)
    return sorted(prefix.parent.glob(prefix.name + "-*.png"))


def fix_pdf_dates(pdf: Path) -> None:
    """Replace LibreOffice's timestamps by a fixed one of equal length (xref stays valid)."""
    import re

    data = pdf.read_bytes()
    data = re.sub(rb"D:\d{14}([+-]\d\d'\d\d'|Z)?",
                  lambda m: b"D:20260101000000" + (m.group(1) or b""), data)
    pdf.write_bytes(data)
