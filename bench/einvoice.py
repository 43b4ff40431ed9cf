"""E-invoice engine: recognition, agreement with an independent reading of the XML, print
mismatches, errors and CPU cost.

    .venv/bin/python bench/einvoice.py DIR... [--exclude DIR] [--no-huge]

DIRs are walked for `*.pdf` (skipping `/fail/` paths) and `*.xml`. Public sources used here
(local copies only, never committed): ZUGFeRD/corpus (Apache-2.0), itplr-kosit/xrechnung-
testsuite (Apache-2.0), ConnectingEurope/eInvoicing-EN16931 (EUPL-1.2).

The independent reading is deliberately simple: namespaced XPath per syntax (lxml, entities
off) on the same XML bytes, written without the engine's path helpers.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from decimal import Decimal
from functools import partial
from pathlib import Path

from lxml import etree

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from docproc_pipeline.errors import DocprocError  # noqa: E402
from docproc_pipeline.extract.einvoice.embedded import embedded_invoice_xml  # noqa: E402
from docproc_pipeline.extract.einvoice.engine import EInvoiceOptions, EInvoiceRouter  # noqa: E402
from docproc_pipeline.extract.offline import OfflineEngine  # noqa: E402
from docproc_pipeline.ingest.sniff import sniff_mime  # noqa: E402
from docproc_pipeline.invoice import InvoiceExtraction  # noqa: E402

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
_ZA = _ZT + "/zram:ApplicableSupplyChainTradeAgreement"
_ZS = _ZT + "/zram:ApplicableSupplyChainTradeSettlement"
_UP = "/*/cac:AccountingSupplierParty/cac:Party"
# Scalar fields: candidate XPaths (D16B CII, ZUGFeRD 1.0, UBL); the first non-empty hit counts.
TRUTH_XPATHS: dict[str, list[str]] = {
    "invoice_number": [
        "/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:ID",
        "/z:CrossIndustryDocument/z:HeaderExchangedDocument/zram:ID",
        "/*/cbc:ID",
    ],
    "invoice_date": [
        "/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString",
        "/z:CrossIndustryDocument/z:HeaderExchangedDocument/zram:IssueDateTime/*",
        "/*/cbc:IssueDate",
    ],
    "due_date": [
        _S + "/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString",
        _ZS + "/zram:SpecifiedTradePaymentTerms/zram:DueDateDateTime/*",
        "/*/cbc:DueDate",
        "/*/cac:PaymentMeans/cbc:PaymentDueDate",
    ],
    "currency": [
        _S + "/ram:InvoiceCurrencyCode",
        _ZS + "/zram:InvoiceCurrencyCode",
        "/*/cbc:DocumentCurrencyCode",
    ],
    "purchase_order": [
        _A + "/ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID",
        _ZA + "/zram:BuyerOrderReferencedDocument/zram:ID",
        "/*/cac:OrderReference/cbc:ID",
    ],
    "vendor_name": [
        _A + "/ram:SellerTradeParty/ram:Name",
        _ZA + "/zram:SellerTradeParty/zram:Name",
        _UP + "/cac:PartyLegalEntity/cbc:RegistrationName",
    ],
    "vendor_tax_id": [
        _A + "/ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']",
        _ZA + "/zram:SellerTradeParty/zram:SpecifiedTaxRegistration/zram:ID[@schemeID='VA']",
        _UP + "/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID='VAT']/cbc:CompanyID",
    ],
    "supplier_iban": [
        _S + "/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayeePartyCreditorFinancialAccount"
        "/ram:IBANID",
        _ZS + "/zram:SpecifiedTradeSettlementPaymentMeans/zram:PayeePartyCreditorFinancialAccount"
        "/zram:IBANID",
        "/*/cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID",
    ],
    "customer_name": [
        _A + "/ram:BuyerTradeParty/ram:Name",
        _ZA + "/zram:BuyerTradeParty/zram:Name",
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
    "prepaid": [
        _M + "/ram:TotalPrepaidAmount",
        _ZM + "/zram:TotalPrepaidAmount",
        _U + "/cbc:PrepaidAmount",
    ],
    "amount_due": [
        _M + "/ram:DuePayableAmount",
        _ZM + "/zram:DuePayableAmount",
        _U + "/cbc:PayableAmount",
    ],
}
# BT-110: the VAT total in the invoice currency (BT-5); BT-111 may stand beside it.
TAX_XPATHS = [
    _M + "/ram:TaxTotalAmount",
    _ZM + "/zram:TaxTotalAmount",
    "/*/cac:TaxTotal/cbc:TaxAmount",
]
LINE_XPATHS = [
    "//ram:IncludedSupplyChainTradeLineItem",
    "//zram:IncludedSupplyChainTradeLineItem",
    "/*/cac:InvoiceLine | /*/cac:CreditNoteLine",
]
LINE_AMOUNT = (
    "ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation"
    "/ram:LineTotalAmount"
    " | zram:SpecifiedSupplyChainTradeSettlement/zram:SpecifiedTradeSettlementMonetarySummation"
    "/zram:LineTotalAmount"
    " | cbc:LineExtensionAmount"
)
LINE_QUANTITY = (
    "ram:SpecifiedLineTradeDelivery/ram:BilledQuantity"
    " | zram:SpecifiedSupplyChainTradeDelivery/zram:BilledQuantity"
    " | cbc:InvoicedQuantity | cbc:CreditedQuantity"
)
AMOUNTS = {"subtotal", "total", "prepaid", "amount_due", "tax_amount"}
DATES = {"invoice_date", "due_date"}
IDS = {"supplier_iban"}
FIELDS = [*TRUTH_XPATHS, "tax_amount", "lines: count", "lines: net amount", "lines: quantity"]


def _text(node: etree._Element) -> str | None:
    value = " ".join((node.text or "").split())
    return value or None


def _first(root: etree._Element, paths: list[str]) -> str | None:
    for path in paths:
        for hit in root.xpath(path, namespaces=NS):
            if _text(hit):
                return _text(hit)
    return None


def _tax_total(root: etree._Element, currency: str | None) -> str | None:
    hits = [h for p in TAX_XPATHS for h in root.xpath(p, namespaces=NS) if _text(h)]
    own = [h for h in hits if h.get("currencyID") in (None, currency)]
    chosen = own or hits
    return _text(chosen[0]) if chosen else None


def _lines(root: etree._Element) -> list[tuple[str | None, str | None]]:
    for path in LINE_XPATHS:
        items = root.xpath(path, namespaces=NS)
        if items:
            return [
                (
                    next((_text(a) for a in item.xpath(LINE_AMOUNT, namespaces=NS)), None),
                    next((_text(q) for q in item.xpath(LINE_QUANTITY, namespaces=NS)), None),
                )
                for item in items
            ]
    return []


def independent_truth(xml: bytes) -> dict[str, object]:
    """The XML's values by plain XPath: scalars as text, `lines` as (net amount, quantity)."""
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    root = etree.fromstring(xml, parser=parser)
    truth: dict[str, object] = {n: _first(root, paths) for n, paths in TRUTH_XPATHS.items()}
    truth["tax_amount"] = _tax_total(root, truth["currency"])  # type: ignore[arg-type]
    truth["lines"] = _lines(root)
    return truth


def _as_date(value: str) -> str:
    digits = value.replace("-", "")
    return f"{digits[:4]}-{digits[4:6]}-{digits[6:8]}"


def agree(name: str, truth: str | None, got: object) -> bool:
    if truth is None:
        return True
    if got is None:
        return False
    if name in AMOUNTS or name.endswith("quantity") or name.endswith("amount"):
        return Decimal(str(got)) == Decimal(truth)
    if name in DATES:
        return str(got) == _as_date(truth)
    if name in IDS:
        return str(got).replace(" ", "").upper() == truth.replace(" ", "").upper()
    return " ".join(str(got).split()) == truth


def comparisons(truth: dict[str, object], x: InvoiceExtraction) -> list[tuple[str, str, object]]:
    """(field, XML value, engine value) for every value the XML states."""
    f = x.fields.model_dump()
    f["prepaid"] = (x.einvoice_details or {}).get("prepaid_amount")
    out: list[tuple[str, str, object]] = [
        (name, value, f.get(name))
        for name, value in truth.items()
        if name != "lines" and isinstance(value, str)
    ]
    lines = truth["lines"]
    assert isinstance(lines, list)
    if lines:  # MINIMUM / BASIC WL carry none
        got = f["line_items"]
        out.append(("lines: count", str(len(lines)), len(got)))
        for i, (amount, quantity) in enumerate(lines):
            item = got[i] if i < len(got) else {}
            if amount is not None:
                out.append(("lines: net amount", amount, item.get("amount")))
            if quantity is not None:
                out.append(("lines: quantity", quantity, item.get("quantity")))
    return out


def cpu_ms(fn):  # type: ignore[no-untyped-def]
    start = time.process_time()
    result = fn()
    return result, (time.process_time() - start) * 1000


@dataclass
class Group:
    """Results for one kind of document in one directory."""

    name: str
    n: int = 0
    other_xml: int = 0  # XML that is no e-invoice (test sets, build files): refused, not counted
    recognised: int = 0
    errors: int = 0
    per_field: dict[str, list[int]] = field(default_factory=dict)  # field -> [right, scored]
    mismatches: list[str] = field(default_factory=list)
    fast_ms: list[float] = field(default_factory=list)
    full_ms: list[float] = field(default_factory=list)

    def report(self) -> None:
        if not self.n:
            return
        print(f"\n== {self.name}")
        print(
            f"documents with invoice XML: {self.n}; recognised: {self.recognised}; "
            f"errors: {self.errors}"
            + (f"; other XML refused as no e-invoice: {self.other_xml}" if self.other_xml else "")
        )
        right = sum(r for r, _ in self.per_field.values())
        scored = sum(s for _, s in self.per_field.values())
        print(f"agreement with the independent reading: {right}/{scored}")
        for name in FIELDS:
            if name in self.per_field:
                r, s = self.per_field[name]
                print(f"  {name:<18} {r}/{s}")
        if self.full_ms:
            print(f"xml_print_mismatch raised: {len(self.mismatches)}")
            for m in self.mismatches:
                print("  " + m)
        if self.fast_ms:
            print(
                f"CPU-ms per document, median: {statistics.median(self.fast_ms):.1f} "
                "without print cross-check"
            )
        if self.full_ms:
            print(
                f"CPU-ms per hybrid PDF, median: {statistics.median(self.full_ms):.1f} "
                "with print cross-check"
            )


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _files(directory: Path, excluded: set[str]) -> list[Path]:
    """The PDFs and XMLs under `directory`, without /fail/ ones and those in `excluded`."""
    return [
        p
        for p in sorted(directory.rglob("*"))
        if p.suffix.lower() in (".pdf", ".xml")
        and "/fail/" not in p.as_posix()
        and _sha(p) not in excluded
    ]


def _one(path: Path, group: Group, fast: EInvoiceRouter, full: EInvoiceRouter) -> None:
    data = path.read_bytes()
    mime = "application/pdf" if path.suffix.lower() == ".pdf" else "application/xml"
    if mime == "application/xml":
        try:
            sniff_mime(data[:2048])
        except DocprocError:
            group.other_xml += 1
            return
    found = [data] if mime == "application/xml" else [e.data for e in embedded_invoice_xml(data)]
    if not found:
        return
    group.n += 1
    try:
        truth = independent_truth(found[0])
        x, ms = cpu_ms(partial(fast.extract, data, mime))
    except (DocprocError, etree.XMLSyntaxError) as e:
        group.errors += 1
        print(f"ERROR {path}: {e}")
        return
    if x.source_format is None:
        print(f"not read as e-invoice: {path}: {x.warnings[-1:]}")
        return
    group.recognised += 1
    group.fast_ms.append(ms)
    for name, value, got in comparisons(truth, x):
        tally = group.per_field.setdefault(name, [0, 0])
        ok = agree(name, value, got)
        tally[0] += ok
        tally[1] += 1
        if not ok:
            print(f"DIFF {path.name} {name}: xml {value!r} engine {got!r}")
    if mime == "application/pdf":
        y, ms2 = cpu_ms(partial(full.extract, data, mime))
        group.full_ms.append(ms2)
        for finding in y.findings:
            if finding.rule == "xml_print_mismatch":
                group.mismatches.append(f"{path.name}: {finding.message[:300]}")


def _extract_peak_rss(path: Path) -> tuple[str, float]:
    """`docproc extract --json PATH` in a fresh process: its error and its peak RSS in MB."""
    code = (
        "import resource, sys\n"
        "from docproc_pipeline.cli import main\n"
        "main(['extract', '--json', sys.argv[1]])\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=False
    )
    lines = run.stdout.splitlines()
    if len(lines) < 2:
        return run.stderr[-300:], float("nan")
    return str(json.loads(lines[0])["error"]), int(lines[-1]) / 1024


def huge_xml_refusal(size: int = 200 * 1024 * 1024) -> None:
    """`docproc extract` on a sparse `size`-byte XML, beside the same head as a 1 KB file."""
    head = b'<?xml version="1.0"?>\n<rsm:CrossIndustryInvoice xmlns:rsm="urn:x">'
    with tempfile.TemporaryDirectory() as tmp:
        results = {}
        for name, length in (("small", 1024), ("huge", size)):
            path = Path(tmp) / f"{name}.xml"
            with open(path, "wb") as f:
                f.write(head)
                f.truncate(length)
            results[name] = _extract_peak_rss(path)
    (error, rss), (small_error, small_rss) = results["huge"], results["small"]
    print(f"\n{size // (1024 * 1024)} MB XML: {error}")
    print(
        f"peak RSS of the docproc extract process: {rss:.0f} MB "
        f"(same head as a 1 KB file: {small_rss:.0f} MB; {small_error[:60]})"
    )


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("dirs", nargs="+", type=Path, help="each directory is reported on its own")
    ap.add_argument(
        "--exclude",
        type=Path,
        action="append",
        default=[],
        help="skip files byte-identical to a file in this directory",
    )
    ap.add_argument("--no-huge", action="store_true", help="skip the 200 MB refusal")
    args = ap.parse_args()
    excluded = {_sha(p) for d in args.exclude for p in d.rglob("*") if p.is_file()}
    exclude_dirs = {d.resolve() for d in args.exclude}
    fast = EInvoiceRouter(OfflineEngine(), EInvoiceOptions(print_cross_check=False))
    full = EInvoiceRouter(OfflineEngine(), EInvoiceOptions())
    for d in args.dirs:
        pdfs, xmls = Group(f"{d}: PDFs with embedded XML"), Group(f"{d}: bare XML")
        for path in _files(d, set() if d.resolve() in exclude_dirs else excluded):
            _one(path, pdfs if path.suffix.lower() == ".pdf" else xmls, fast, full)
        pdfs.report()
        xmls.report()
    if not args.no_huge:
        huge_xml_refusal()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
