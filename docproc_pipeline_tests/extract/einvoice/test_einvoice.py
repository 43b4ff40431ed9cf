"""The e-invoice engine on invented CII/UBL documents and hybrid PDFs (no downloaded data)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from docproc_pipeline.errors import DocumentRejected
from docproc_pipeline.extract.einvoice.engine import EInvoiceOptions, EInvoiceRouter
from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline.ingest.sniff import sniff_mime
from docproc_pipeline_tests.extract.einvoice.samples import (
    BILLION_LAUGHS,
    UBL_CREDIT_NOTE,
    cii,
    hybrid_pdf,
    invoice_print,
    xxe,
)

XML = "application/xml"
PDF = "application/pdf"


@pytest.fixture(scope="module")
def router() -> EInvoiceRouter:
    return EInvoiceRouter(OfflineEngine(), EInvoiceOptions(max_xml_bytes=64 * 1024))


def test_cii_fields_read_exactly_at_confidence_one(router: EInvoiceRouter) -> None:
    x = router.extract(cii(), XML)
    f = x.fields
    assert (x.engine, x.source_format, x.einvoice_profile) == ("einvoice", "cii", "EN 16931")
    assert (f.invoice_number, str(f.invoice_date), str(f.due_date)) == (
        "RE-2026-101",
        "2026-03-14",
        "2026-03-28",
    )
    assert (f.vendor_name, f.vendor_tax_id, f.vendor_address) == (
        "Birkenweg Beratung GmbH",
        "DE123456789",
        "Birkenweg 5, 10115 Berlin",
    )
    assert (f.customer_name, f.purchase_order, f.currency) == (
        "Kranich Logistik AG",
        "PO-77",
        "EUR",
    )
    assert f.supplier_iban == "DE02120300000000202051"
    assert (f.subtotal, f.tax_amount, f.total, f.amount_due, f.tax_rate) == (
        Decimal("200.00"),
        Decimal("38.00"),
        Decimal("238.00"),
        Decimal("238.00"),
        Decimal(19),
    )
    assert [(li.description, li.quantity, li.unit_price, li.amount) for li in f.line_items] == [
        ("Consulting hour", Decimal("2.5"), Decimal("80.00"), Decimal("200.00"))
    ]
    assert f.document_type == "invoice" and f.payment_terms == "Net 14 days"
    assert set(x.confidence.values()) == {1.0} and set(x.field_sources.values()) == {"xml"}
    assert x.findings == []


def test_ubl_credit_note_keeps_the_standards_sign(router: EInvoiceRouter) -> None:
    x = router.extract(UBL_CREDIT_NOTE, XML)
    assert (x.source_format, x.einvoice_profile, x.fields.document_type) == (
        "ubl",
        "XRECHNUNG",
        "credit_note",
    )
    assert (x.fields.total, x.fields.tax_amount) == (Decimal("107.00"), Decimal("7.00"))
    assert x.fields.line_items[0].quantity == Decimal(4)
    assert x.findings == []


def test_en16931_arithmetic_rules_are_findings(router: EInvoiceRouter) -> None:
    x = router.extract(cii(tax="39.00", total="239.00"), XML)
    rules = {f.rule for f in x.findings}
    assert "BR-CO-14" not in rules  # the one VAT row says 39.00 too
    assert "BR-S-09" in rules  # 200.00 x 19 % is 38.00


def test_schema_error_is_a_finding_with_its_path(router: EInvoiceRouter) -> None:
    bad = cii().replace(b"<ram:ApplicableHeaderTradeDelivery/>", b"")
    x = router.extract(bad, XML)
    xsd = [f for f in x.findings if f.rule == "xsd"]
    assert xsd and "ApplicableHeaderTradeSettlement" in xsd[0].message


def test_hybrid_pdf_whose_print_agrees_has_no_mismatch(router: EInvoiceRouter) -> None:
    x = router.extract(hybrid_pdf(cii(), invoice_print()), PDF)
    assert x.engine == "einvoice" and x.pages == 1
    assert "print_cross_check" in x.timings_ms
    assert [f.rule for f in x.findings] == []


def test_hybrid_pdf_whose_print_differs_is_flagged_and_keeps_the_xml(
    router: EInvoiceRouter,
) -> None:
    pdf = hybrid_pdf(cii(), invoice_print(number="RE-2026-999", total="1238.00"))
    x = router.extract(pdf, PDF)
    mismatch = [f for f in x.findings if f.rule == "xml_print_mismatch"]
    # (the print states no amount due: the one the parser infers from its total is no evidence)
    assert mismatch and set(mismatch[0].fields) == {"invoice_number", "total"}
    assert "RE-2026-101" in mismatch[0].message and "RE-2026-999" in mismatch[0].message
    assert x.fields.invoice_number == "RE-2026-101" and x.fields.total == Decimal("238.00")


def test_basic_wl_lines_come_from_the_print(router: EInvoiceRouter) -> None:
    no_lines = cii(guideline="urn:factur-x.eu:1p0:basicwl")
    start = no_lines.index(b"<ram:IncludedSupplyChainTradeLineItem>")
    end = no_lines.index(b"</ram:IncludedSupplyChainTradeLineItem>") + len(
        b"</ram:IncludedSupplyChainTradeLineItem>"
    )
    no_lines = no_lines[:start] + no_lines[end:]
    x = router.extract(hybrid_pdf(no_lines, invoice_print()), PDF)
    assert x.einvoice_profile == "BASIC WL"
    assert x.field_sources["line_items"] == "print" and x.field_sources["total"] == "xml"
    assert [li.amount for li in x.fields.line_items] == [Decimal("200.00")]


def test_billion_laughs_is_refused(router: EInvoiceRouter) -> None:
    with pytest.raises(DocumentRejected, match="DOCTYPE"):
        sniff_mime(BILLION_LAUGHS)
    with pytest.raises(DocumentRejected, match="DOCTYPE"):
        router.extract(BILLION_LAUGHS, XML)


def test_external_entity_reads_nothing_from_disk(router: EInvoiceRouter, tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET")
    with pytest.raises(DocumentRejected, match="DOCTYPE") as err:
        router.extract(xxe(str(secret)), XML)
    assert "TOP-SECRET" not in str(err.value)


def test_oversized_xml_is_refused_before_parsing(router: EInvoiceRouter) -> None:
    big = cii().replace(b"Net 14 days", b"x" * (70 * 1024))
    with pytest.raises(DocumentRejected, match="XML too large"):
        router.extract(big, XML)


def test_xml_that_is_no_invoice_is_refused_with_a_reason(router: EInvoiceRouter) -> None:
    other = b'<?xml version="1.0"?><catalog xmlns="urn:example"><book/></catalog>'
    with pytest.raises(DocumentRejected, match="not an e-invoice"):
        sniff_mime(other)
    with pytest.raises(DocumentRejected, match="not an e-invoice"):
        router.extract(other, XML)
    # An `Invoice` root in a foreign namespace is no UBL invoice either.
    with pytest.raises(DocumentRejected, match="not an e-invoice"):
        router.extract(b'<Invoice xmlns="urn:example:other"><ID>1</ID></Invoice>', XML)


def test_bare_xml_is_sniffed_as_xml() -> None:
    assert sniff_mime(cii()) == XML
    assert sniff_mime(UBL_CREDIT_NOTE) == XML


def test_pdf_without_embedded_xml_goes_to_the_print_engine(router: EInvoiceRouter) -> None:
    from docproc_pipeline_tests.extract.einvoice.samples import printed_pdf

    x = router.extract(printed_pdf(invoice_print()), PDF)
    assert x.engine == "offline" and x.source_format is None
