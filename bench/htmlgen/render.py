"""HTML to PDF and PNG through Debian's Chromium (Playwright); one browser per run."""

from __future__ import annotations

import io
import re
from types import TracebackType

from playwright.sync_api import Browser, Page, Playwright, sync_playwright
from pypdf import PdfReader

PX_PER_MM = 96 / 25.4
_PDF_DATE = re.compile(rb"/(CreationDate|ModDate) \(D:(\d{14})")


def fixed_dates(pdf: bytes) -> bytes:
    """The PDF with its creation and modification dates set to a constant (same byte length, so
    the cross-reference offsets stay right), for byte-identical output per seed."""
    return _PDF_DATE.sub(lambda m: b"/" + m.group(1) + b" (D:20260101000000", pdf)


class Renderer:
    """A Chromium browser with one page per device scale, reused for every document."""

    def __init__(self) -> None:
        self._pw: Playwright | None = None
        self._browser: Browser | None = None
        self._pages: dict[float, Page] = {}

    def __enter__(self) -> Renderer:
        self._pw = sync_playwright().start()
        self._browser = self._pw.chromium.launch(executable_path="/usr/bin/chromium")
        return self

    def __exit__(self, *exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        if self._browser:
            self._browser.close()
        if self._pw:
            self._pw.stop()

    def _page(self, scale: float, width_mm: float, height_mm: float = 297) -> Page:
        if scale not in self._pages:
            assert self._browser is not None
            context = self._browser.new_context(device_scale_factor=scale)
            self._pages[scale] = context.new_page()
        page = self._pages[scale]
        page.set_viewport_size(
            {"width": int(width_mm * PX_PER_MM), "height": int(height_mm * PX_PER_MM)}
        )
        return page

    def pdf(
        self, html: str, width_mm: float, landscape: bool, receipt: bool, letter: bool
    ) -> tuple[bytes, int]:
        """The PDF bytes and their page count."""
        page = self._page(1.0, width_mm)
        page.set_content(
            f"<!doctype html><html><head><meta charset='utf-8'></head><body>{html}</body></html>"
        )
        if receipt:
            height = page.evaluate("document.body.scrollHeight") + 10
            data = page.pdf(width=f"{width_mm}mm", height=f"{height}px", print_background=True)
        else:
            fmt = "Letter" if letter else "A4"
            data = page.pdf(format=fmt, landscape=landscape, print_background=True)
        data = fixed_dates(data)
        return data, len(PdfReader(io.BytesIO(data)).pages)

    def png(self, html: str, width_mm: float, scale: float, receipt: bool) -> bytes:
        """A full-page screenshot at least one page high (receipts: as long as their content)."""
        height = 60 if receipt else width_mm * (210 / 297 if width_mm > 250 else 297 / 210)
        page = self._page(scale, width_mm, height)
        page.set_content(
            f"<!doctype html><html><head><meta charset='utf-8'></head><body>{html}</body></html>"
        )
        return page.screenshot(full_page=True)
