"""E-invoice engine: recognition, agreement with an independent reading of the XML, print
mismatches, errors and CPU cost.

    .venv/bin/python bench/einvoice.py DIR... [--no-cross-check]

DIRs are walked for `*.pdf` (skipping `/fail/` paths) and `*.xml`. Public sources used here
(local copies only, never committed): ZUGFeRD/corpus (Apache-2.0), itplr-kosit/xrechnung-
testsuite (Apache-2.0), ConnectingEurope/eInvoicing-EN16931 (EUPL-1.2).

The independent reading is deliberately simple: namespaced XPath per syntax (lxml, entities
off) on the same XML bytes, written without the engine's path helpers.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from decimal import Decimal
from functools import partial
from pathlib import Path

from lxml import etree

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from docproc_pipeline.errors import DocprocError  # noqa: E402
from docproc_pipeline.extract.einvoice.embedded import embedded_invoice_xml  # noqa: E402
from docproc_pipeline.extract.einvoice.engine import EInvoiceOptions, EInvoiceRouter  # noqa: E402
from docproc_pipeline.extract.offline import OfflineEngine  # noqa: E402

NS = {
    "rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
    "ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
    "udt": "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
    "z": "urn:ferd:CrossIndustryDocument:invoice:1p0",
    "zram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12",
    "cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
    "cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
}
_S = "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement"
_M = _S + "/ram:SpecifiedTradeSettlementHeaderMonetarySummation"
_A = "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement"
_ZT = "/z:CrossIndustryDocument/z:SpecifiedSupplyChainTradeTransaction"
_ZM = (
    _ZT
    + "/zram:ApplicableSupplyChainTradeSettlement/zram:SpecifiedTradeSettlementMonetarySummation"
)
_U = "/*/cac:LegalMonetaryTotal"
TRUTH_XPATHS = {
    "invoice_number": [
        "/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:ID",
        "/z:CrossIndustryDocument/z:HeaderExchangedDocument/zram:ID",
        "/*/cbc:ID",
    ],
    "currency": [
        _S + "/ram:InvoiceCurrencyCode",
        _ZT + "/zram:ApplicableSupplyChainTradeSettlement/zram:InvoiceCurrencyCode",
        "/*/cbc:DocumentCurrencyCode",
    ],
    "vendor_name": [
        _A + "/ram:SellerTradeParty/ram:Name",
        _ZT + "/zram:ApplicableSupplyChainTradeAgreement/zram:SellerTradeParty/zram:Name",
        "/*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName",
    ],
    "customer_name": [
        _A + "/ram:BuyerTradeParty/ram:Name",
        _ZT + "/zram:ApplicableSupplyChainTradeAgreement/zram:BuyerTradeParty/zram:Name",
        "/*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName",
    ],
    "subtotal": [
        _M + "/ram:LineTotalAmount",
        _ZM + "/zram:LineTotalAmount",
        _U + "/cbc:LineExtensionAmount",
    ],
    "total": [
        _M + "/ram:GrandTotalAmount",
        _ZM + "/zram:GrandTotalAmount",
        _U + "/cbc:TaxInclusiveAmount",
    ],
    "amount_due": [
        _M + "/ram:DuePayableAmount",
        _ZM + "/zram:DuePayableAmount",
        _U + "/cbc:PayableAmount",
    ],
}
AMOUNTS = {"subtotal", "total", "amount_due"}


def independent_truth(xml: bytes) -> dict[str, str | None]:
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    root = etree.fromstring(xml, parser=parser)
    truth: dict[str, str | None] = {}
    for name, paths in TRUTH_XPATHS.items():
        value = None
        for path in paths:
            hits = root.xpath(path, namespaces=NS)
            if hits and hits[0].text and hits[0].text.strip():
                value = " ".join(hits[0].text.split())
                break
        truth[name] = value
    return truth


def agree(name: str, truth: str | None, got: object) -> bool:
    if truth is None:
        return True
    if name in AMOUNTS:
        return got is not None and Decimal(str(got)) == Decimal(truth)
    return got is not None and " ".join(str(got).split()) == truth


def cpu_ms(fn):  # type: ignore[no-untyped-def]
    start = time.process_time()
    result = fn()
    return result, (time.process_time() - start) * 1000


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("dirs", nargs="+", type=Path)
    args = ap.parse_args()
    fast = EInvoiceRouter(OfflineEngine(), EInvoiceOptions(print_cross_check=False))
    full = EInvoiceRouter(OfflineEngine(), EInvoiceOptions())
    files = [
        p
        for d in args.dirs
        for p in sorted(d.rglob("*"))
        if p.suffix.lower() in (".pdf", ".xml") and "/fail/" not in p.as_posix()
    ]
    n = recognised = right = scored = errors = 0
    fast_ms: list[float] = []
    full_ms: list[float] = []
    mismatches: list[str] = []
    for path in files:
        data = path.read_bytes()
        mime = "application/pdf" if path.suffix.lower() == ".pdf" else "application/xml"
        xml = data if mime == "application/xml" else next(iter(embedded_invoice_xml(data)), None)
        if xml is None:
            continue
        xml_bytes = xml if isinstance(xml, bytes) else xml.data
        n += 1
        try:
            truth = independent_truth(xml_bytes)
            x, ms = cpu_ms(partial(fast.extract, data, mime))
        except (DocprocError, etree.XMLSyntaxError) as e:
            errors += 1
            print(f"ERROR {path}: {e}")
            continue
        if x.source_format is None:
            print(f"not read as e-invoice: {path}: {x.warnings[-1:]}")
            continue
        recognised += 1
        fast_ms.append(ms)
        f = x.fields.model_dump()
        for name, value in truth.items():
            if value is not None:
                scored += 1
                ok = agree(name, value, f.get(name))
                right += ok
                if not ok:
                    print(f"DIFF {path.name} {name}: xml {value!r} engine {f.get(name)!r}")
        if mime == "application/pdf":
            y, ms2 = cpu_ms(partial(full.extract, data, mime))
            full_ms.append(ms2)
            for finding in y.findings:
                if finding.rule == "xml_print_mismatch":
                    mismatches.append(f"{path.name}: {finding.message[:300]}")
    print(
        f"\ndocuments with invoice XML: {n}; recognised as e-invoice: {recognised}; errors: {errors}"
    )
    print(f"field agreement with the independent reading: {right}/{scored}")
    print(f"xml_print_mismatch raised: {len(mismatches)}")
    for m in mismatches:
        print("  " + m)
    if fast_ms:
        print(
            f"CPU-ms per document, median: {statistics.median(fast_ms):.1f} without print cross-check"
        )
    if full_ms:
        print(
            f"CPU-ms per hybrid PDF, median: {statistics.median(full_ms):.1f} with print cross-check"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
