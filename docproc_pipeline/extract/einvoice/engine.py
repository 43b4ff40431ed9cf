"""The e-invoice engine: bytes in (a bare CII/UBL XML or a hybrid PDF), `InvoiceExtraction` out.

`EInvoiceRouter` sits in front of the engine a batch would otherwise use: XML and PDFs with an
embedded invoice XML are read here; every other document goes to that engine unchanged. For a
hybrid PDF the printed layer is also read (the offline engine) and compared with the XML.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from lxml import etree

from docproc_pipeline.errors import DocumentRejected
from docproc_pipeline.extract.einvoice.cii import read_cii
from docproc_pipeline.extract.einvoice.crosscheck import print_mismatches
from docproc_pipeline.extract.einvoice.embedded import EmbeddedXml, embedded_invoice_xml
from docproc_pipeline.extract.einvoice.model import EInvoice
from docproc_pipeline.extract.einvoice.profiles import (
    CII,
    PROFILES_WITHOUT_LINES,
    document_type_of,
    syntax_of,
)
from docproc_pipeline.extract.einvoice.ubl import read_ubl
from docproc_pipeline.extract.einvoice.xmlsafe import parse_xml
from docproc_pipeline.extract.einvoice.xsd import xsd_errors
from docproc_pipeline.invoice import (
    SCALAR_FIELDS,
    Finding,
    InvoiceExtraction,
    InvoiceFields,
    LineItem,
    TaxRow,
)
from docproc_pipeline.validate.en16931 import en16931_findings

XML_MIME = "application/xml"
PDF_MIME = "application/pdf"
ENGINE_NAME = "einvoice"
MISMATCH_RULE = "xml_print_mismatch"


@dataclass(frozen=True, slots=True)
class EInvoiceOptions:
    max_xml_bytes: int = 10 * 1024 * 1024
    check_xsd: bool = True
    print_cross_check: bool = True
    max_pages: int = 500
    max_image_pixels: int = 40_000_000


def _ms(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 2)


def read_einvoice(data: bytes, *, max_bytes: int) -> tuple[EInvoice, etree._Element]:
    """Parse and map an invoice XML; raises `DocumentRejected` for unsafe, malformed or
    non-invoice XML."""
    root = parse_xml(data, max_bytes=max_bytes)
    syntax = syntax_of(root)
    inv = read_cii(root) if syntax == CII else read_ubl(root)
    return inv, root


def _tax_rate(inv: EInvoice) -> Decimal | None:
    rates = {row.rate for row in inv.vat_rows if row.rate is not None}
    return rates.pop() if len(rates) == 1 else None


def invoice_fields(inv: EInvoice) -> InvoiceFields:
    """Our fields from the EN 16931 business terms (the sign of every amount as the XML has it)."""
    return InvoiceFields(
        vendor_name=inv.seller.name,
        vendor_address=inv.seller.address,
        vendor_tax_id=inv.seller.vat_id,
        supplier_iban=inv.iban,
        customer_name=inv.buyer.name,
        customer_address=inv.buyer.address,
        customer_tax_id=inv.buyer.vat_id,
        invoice_number=inv.number,
        document_type=document_type_of(inv.type_code),
        invoice_date=inv.issue_date,
        due_date=inv.due_date,
        purchase_order=inv.purchase_order,
        currency=inv.currency,
        subtotal=inv.line_total,
        discount=inv.allowance_total,
        shipping=inv.charge_total,
        tax_rate=_tax_rate(inv),
        tax_amount=inv.tax_total,
        tax_breakdown=[TaxRow(rate=r.rate, base=r.base, amount=r.amount) for r in inv.vat_rows],
        total=inv.grand_total,
        amount_due=inv.due_payable,
        payment_terms=inv.payment_terms,
        line_items=[
            LineItem(
                description=line.name,
                quantity=line.quantity,
                unit_price=line.net_price,
                amount=line.net_amount,
            )
            for line in inv.lines
        ],
    )


def xml_extraction(
    inv: EInvoice, root: etree._Element, *, check_xsd: bool, xml_name: str | None
) -> InvoiceExtraction:
    """The extraction of an XML alone: every field at confidence 1.0, source `xml`."""
    start = time.perf_counter()
    findings = [Finding(rule=f.rule, message=f.message) for f in en16931_findings(inv)]
    timings = {"rules": _ms(start)}
    if check_xsd:
        start = time.perf_counter()
        findings += [
            Finding(rule="xsd", message=f"XSD: {e}")
            for e in xsd_errors(root, inv.syntax, inv.profile)
        ]
        timings["xsd"] = _ms(start)
    names = [*SCALAR_FIELDS, "line_items", "tax_breakdown"]
    warnings = [] if inv.profile else [f"unknown e-invoice profile: {inv.specification_id!r}"]
    return InvoiceExtraction(
        fields=invoice_fields(inv),
        confidence=dict.fromkeys(names, 1.0),
        overall_confidence=1.0,
        engine=ENGINE_NAME,
        warnings=warnings,
        timings_ms=timings,
        source_format=inv.syntax,
        einvoice_profile=inv.profile,
        field_sources=dict.fromkeys(names, "xml"),
        findings=findings,
        einvoice_details={
            "specification_id": inv.specification_id,
            "type_code": inv.type_code,
            "xml_file": xml_name,
            "prepaid_amount": None if inv.prepaid is None else str(inv.prepaid),
            "tax_basis_total": None if inv.tax_basis_total is None else str(inv.tax_basis_total),
            "tax_total_accounting": (
                None if inv.tax_total_accounting is None else str(inv.tax_total_accounting)
            ),
        },
    )


def merge_print(
    extraction: InvoiceExtraction, printed: InvoiceExtraction, page_text: str
) -> InvoiceExtraction:
    """Add the print's view to an XML extraction: the lines when the profile has none, and a
    `xml_print_mismatch` finding naming each contradicted field with both values."""
    update: dict[str, Any] = {"pages": printed.pages or extraction.pages}
    fields = extraction.fields
    if not fields.line_items and extraction.einvoice_profile in PROFILES_WITHOUT_LINES:
        fields = fields.model_copy(update={"line_items": printed.fields.line_items})
        line_conf = printed.confidence.get("line_items", printed.overall_confidence)
        update["confidence"] = {**extraction.confidence, "line_items": line_conf}
        update["field_sources"] = {**extraction.field_sources, "line_items": "print"}
        update["overall_confidence"] = min(extraction.overall_confidence, line_conf)
        update["fields"] = fields
    accounting = (extraction.einvoice_details or {}).get("tax_total_accounting")
    mismatches = print_mismatches(
        fields,
        printed.fields,
        page_text,
        printed_confidence=printed.confidence,
        xml_alternatives={"tax_amount": [Decimal(accounting)] if accounting else []},
    )
    if mismatches:
        detail = "; ".join(f"{m.field}: XML {m.xml} vs print {m.printed}" for m in mismatches)
        update["findings"] = [
            *extraction.findings,
            Finding(
                rule=MISMATCH_RULE,
                message=f"the XML and the printed page differ: {detail}",
                fields=[m.field for m in mismatches],
            ),
        ]
    return extraction.model_copy(update=update)


class EInvoiceRouter:
    """Reads e-invoices itself and hands every other document to `fallback` (see module doc).

    Thread-safe: pdfium (used by the offline engine and for the page text) is serialised by one
    lock, which also guards `fallback` when that engine is not thread-safe itself.
    """

    thread_safe = True

    def __init__(self, fallback: Any, options: EInvoiceOptions, print_engine: Any = None) -> None:
        self.fallback = fallback
        self.name: str = fallback.name
        self.options = options
        self._pdfium = threading.Lock()
        self._fallback_locked = not getattr(fallback, "thread_safe", False)
        if print_engine is None and fallback.name == "offline":
            print_engine = fallback
        if print_engine is None:
            from docproc_pipeline.extract.offline import OfflineEngine

            print_engine = OfflineEngine(
                max_pages=options.max_pages, max_image_pixels=options.max_image_pixels
            )
        self._print = print_engine
        self._print_locked = not getattr(print_engine, "thread_safe", False)

    def close(self) -> None:
        """Close the wrapped engine and the print engine (when it is another one)."""
        try:
            self.fallback.close()
        finally:
            if self._print is not self.fallback:
                self._print.close()

    def extract(self, data: bytes, mime: str) -> InvoiceExtraction:
        if mime == XML_MIME:
            return self.extract_xml(data)
        if mime == PDF_MIME:
            start = time.perf_counter()
            candidates = embedded_invoice_xml(data)
            if candidates:
                return self._hybrid(data, candidates, _ms(start))
        if self._fallback_locked:
            with self._pdfium:
                return self.fallback.extract(data, mime)  # type: ignore[no-any-return]
        return self.fallback.extract(data, mime)  # type: ignore[no-any-return]

    def extract_xml(self, data: bytes, xml_name: str | None = None) -> InvoiceExtraction:
        start = time.perf_counter()
        inv, root = read_einvoice(data, max_bytes=self.options.max_xml_bytes)
        parsed = _ms(start)
        extraction = xml_extraction(inv, root, check_xsd=self.options.check_xsd, xml_name=xml_name)
        extraction.timings_ms["xml"] = parsed
        return extraction

    def _first_invoice(
        self, candidates: list[EmbeddedXml]
    ) -> tuple[InvoiceExtraction | None, list[str]]:
        problems: list[str] = []
        for candidate in candidates:
            try:
                return self.extract_xml(candidate.data, xml_name=candidate.name), problems
            except DocumentRejected as err:
                problems.append(f"embedded {candidate.name} not read: {err}")
        return None, problems

    def _hybrid(
        self, pdf: bytes, candidates: list[EmbeddedXml], find_ms: float
    ) -> InvoiceExtraction:
        extraction, problems = self._first_invoice(candidates)
        if extraction is None:
            # An unreadable attachment does not make the printed invoice unreadable.
            printed = self._read_print(pdf)
            printed.warnings.extend(problems)
            return printed
        extraction.warnings.extend(problems)
        extraction.timings_ms["embedded_xml"] = find_ms
        if not self.options.print_cross_check:
            return extraction
        start = time.perf_counter()
        try:
            printed = self._read_print(pdf)
            page_text = self._page_text(pdf)
        except DocumentRejected as err:
            extraction.warnings.append(f"printed layer not compared: {err}")
            return extraction
        merged = merge_print(extraction, printed, page_text)
        merged.timings_ms["print_cross_check"] = _ms(start)
        return merged

    def _read_print(self, pdf: bytes) -> InvoiceExtraction:
        if self._print_locked:
            with self._pdfium:
                return self._print.extract(pdf, PDF_MIME)  # type: ignore[no-any-return]
        return self._print.extract(pdf, PDF_MIME)  # type: ignore[no-any-return]

    def _page_text(self, pdf: bytes) -> str:
        from docproc_pipeline.extract.pdf_text import read_pdf

        with self._pdfium:
            pages = read_pdf(pdf, max_pages=self.options.max_pages).pages
        return "\n".join(" ".join(w.text for w in page.words) for page in pages)
