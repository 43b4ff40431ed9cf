"""The offline engine: text-layer PDFs parsed directly, scans and images through OCR.

No network and no model weights: pypdfium2 reads the text layer, `ocr` (when installed) reads
pages without one, and the layout-aware parser turns positioned words into invoice fields.
"""

from __future__ import annotations

import time
from types import ModuleType

from docproc_pipeline.errors import DocumentRejected
from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.ocr_settings import OCR_SETTINGS, OcrSettings
from docproc_pipeline.extract.parse.invoice import parse_invoice, parse_invoice_with_boxes
from docproc_pipeline.extract.pdf_text import read_pdf
from docproc_pipeline.invoice import EXTRACTED_FIELDS, InvoiceExtraction, InvoiceFields

PDF_MIME = "application/pdf"


def _ocr_module() -> ModuleType:
    try:
        from docproc_pipeline.extract import ocr  # type: ignore[attr-defined,unused-ignore]
    except ImportError as err:
        raise DocumentRejected("no text layer and OCR is not available") from err
    return ocr


def _ms(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 2)


# an invoice number read after its own label ("Facture N° : F2018") is this confident
_LABELLED_NUMBER = 0.9


def _invoice_like(fields: InvoiceFields, confidence: dict[str, float]) -> bool:
    """An invoice (or receipt) of any layout: a total-like amount, an invoice number with some
    amount or after its own label, or priced lines. A letter that merely mentions the word
    "invoice" has none of these."""
    has_total = fields.total is not None or fields.amount_due is not None
    has_amount = has_total or fields.subtotal is not None or fields.tax_amount is not None
    labelled = confidence.get("invoice_number", 0.0) >= _LABELLED_NUMBER
    return (
        has_total
        or bool(fields.line_items)
        or (fields.invoice_number is not None and (has_amount or labelled))
    )


class OfflineEngine:
    """Extract invoice fields without any remote service."""

    name = "offline"
    thread_safe = False  # pdfium is not thread-safe

    def __init__(
        self,
        *,
        max_pages: int = 500,
        max_image_pixels: int = 40_000_000,
        ocr_settings: OcrSettings = OCR_SETTINGS,
    ) -> None:
        self.max_pages = max_pages
        self.max_image_pixels = max_image_pixels
        self.ocr_settings = ocr_settings

    def close(self) -> None:
        """Nothing to release: pdfium documents and OCR results live only inside one call (the
        OCR model is a per-process cache, shared by every engine of the process)."""

    def extract(self, data: bytes, mime: str) -> InvoiceExtraction:
        """Extract one document (`mime` as sniffed from the bytes).

        Raises `DocumentRejected` with a readable reason for an encrypted, corrupt, blank,
        oversized or non-invoice document, or one needing OCR when OCR is not installed.
        """
        timings: dict[str, float] = {}
        warnings: list[str] = []
        if not data:
            raise DocumentRejected("empty file: zero bytes")
        if mime == PDF_MIME:
            pages = self._pdf_pages(data, timings, warnings)
        elif mime.startswith("image/"):
            start = time.perf_counter()
            pages = _ocr_module().ocr_image(
                data, mime, max_image_pixels=self.max_image_pixels, settings=self.ocr_settings
            )
            timings["ocr"] = _ms(start)
            if len(pages) > self.max_pages:
                raise DocumentRejected(f"too many pages: {len(pages)} > limit {self.max_pages}")
        else:
            raise DocumentRejected(f"unsupported type: {mime}")
        if not any(w.text.strip() for p in pages for w in p.words):
            raise DocumentRejected("blank document: no text found")

        start = time.perf_counter()
        fields, confidence, parse_warnings, boxes = parse_invoice_with_boxes(pages)
        timings["parse"] = _ms(start)
        warnings.extend(parse_warnings)
        if not _invoice_like(fields, confidence):
            raise DocumentRejected(
                "not an invoice: no invoice number, no total and no priced lines found"
            )
        overall = confidence.pop("overall", 0.0)
        # A value may come from any page read: `ocr` as soon as one of them was OCR'd.
        source = "ocr" if any(p.source == "ocr" for p in pages) else "text"
        return InvoiceExtraction(
            fields=fields,
            confidence=confidence,
            overall_confidence=max(0.0, min(1.0, overall)),
            engine=self.name,
            pages=len(pages),
            warnings=warnings,
            timings_ms=timings,
            field_sources=dict.fromkeys(EXTRACTED_FIELDS, source),
            boxes=boxes,
        )

    def _pdf_pages(self, data: bytes, timings: dict[str, float], warnings: list[str]) -> list[Page]:
        start = time.perf_counter()
        pdf = read_pdf(data, max_pages=self.max_pages)
        timings["text_layer"] = _ms(start)
        missing = [i for i, has in enumerate(pdf.has_text) if not has and pdf.has_image[i]]
        if not missing:
            if not any(pdf.has_text):
                raise DocumentRejected("blank document: no text found")
            return pdf.pages
        pages = list(pdf.pages)
        if any(pdf.has_text):
            # A text invoice with scanned appendix pages: OCR only what the parser may need —
            # pages without text that come before the last text page, or follow the first page
            # when no totals were found on the text pages.
            text_pages = [p for i, p in enumerate(pages) if pdf.has_text[i]]
            fields, _, _ = parse_invoice(text_pages)
            if fields.total is not None and fields.invoice_number is not None:
                warnings.append(
                    f"{len(missing)} page(s) without a text layer not read (no OCR needed)"
                )
                return text_pages
        start = time.perf_counter()
        ocr_pages = _ocr_module().ocr_pdf_pages(
            data, missing, max_image_pixels=self.max_image_pixels, settings=self.ocr_settings
        )
        timings["ocr"] = _ms(start)
        for index, page in zip(missing, ocr_pages, strict=False):
            pages[index] = page
        if len(missing) == len(pages) and not any(
            w.text.strip() for p in ocr_pages for w in p.words
        ):
            raise DocumentRejected("blank document: no text found")
        return pages
