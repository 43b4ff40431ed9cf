"""LibreOffice printing (.docx -> .pdf) and poppler helpers (page count, text, rasters)."""

import os
import shutil
import subprocess
import tempfile

from PIL import Image

PROFILE_BASE = "/tmp/og_lo_profile"


def convert_all(docx_paths, outdir, workers=2):
    """Convert many .docx files with a few long-lived soffice calls (private profiles, run in parallel)."""
    os.makedirs(outdir, exist_ok=True)
    chunks = [docx_paths[i::workers] for i in range(workers)]
    procs = []
    for k, chunk in enumerate(c for c in chunks if c):
        cmd = [
            "soffice",
            f"-env:UserInstallation=file://{PROFILE_BASE}_{os.getpid()}_{k}",
            "--headless",
            "--norestore",
            "--convert-to",
            "pdf",
            "--outdir",
            outdir,
        ] + list(chunk)
        procs.append(subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE))
    for p in procs:
        _, err = p.communicate()
        if p.returncode != 0:
            raise RuntimeError(f"soffice failed: {err.decode(errors='replace')[-2000:]}")
    for k in range(workers):
        shutil.rmtree(f"{PROFILE_BASE}_{os.getpid()}_{k}", ignore_errors=True)
    missing = [d for d in docx_paths if not os.path.exists(pdf_for(d, outdir))]
    if missing:
        raise RuntimeError(f"LibreOffice produced no PDF for: {missing}")


def pdf_for(docx_path, outdir):
    return os.path.join(outdir, os.path.splitext(os.path.basename(docx_path))[0] + ".pdf")


def page_count(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if line.startswith("Pages:"):
            return int(line.split()[1])
    raise RuntimeError(f"no page count for {pdf}")


def text(pdf, layout=True):
    args = ["pdftotext"] + (["-layout"] if layout else []) + [pdf, "-"]
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


def fonts(pdf):
    out = subprocess.run(["pdffonts", pdf], capture_output=True, text=True, check=True).stdout
    return out.splitlines()[2:]


def rasterize(pdf, dpi, gray=False):
    """Pages as PIL images (RGB or L)."""
    with tempfile.TemporaryDirectory(prefix="og_ras_") as tmp:
        args = (
            ["pdftoppm", "-r", str(dpi), "-png"]
            + (["-gray"] if gray else [])
            + [pdf, os.path.join(tmp, "p")]
        )
        subprocess.run(args, check=True)
        pages = []
        for name in sorted(os.listdir(tmp)):
            with Image.open(os.path.join(tmp, name)) as im:
                pages.append(im.copy())
        return pages
