"""Held-out accuracy of the offline engine on hybrid e-invoice PDFs, scored against their own XML.

    .venv/bin/python bench/einvoice_heldout.py CORPUS_DIR [--exclude-dir DIR] [--verbose] [--json]

CORPUS_DIR is a checkout of https://github.com/ZUGFeRD/corpus (Apache-2.0). ZUGFeRD 1/2,
Factur-X and XRechnung PDFs carry the invoice twice: printed, and as Cross Industry Invoice (CII)
XML embedded as a PDF attachment. This script walks CORPUS_DIR for `*.pdf` (skipping any `/fail/`
path and every file whose base name is also in `--exclude-dir`, by default the real-invoice corpus
the parser was tuned on), reads the embedded CII XML with PDFium's attachment API, turns it into
truth for a subset of fields, runs `OfflineEngine` on the PDF and compares the two with the
normalisers of `../shared/corpus/tools/score.py` (text NFKC/casefold/whitespace, ids alphanumeric
uppercase, money as Decimal, dates ISO).

Scored fields: invoice_number, invoice_date, due_date, currency, subtotal (TaxBasisTotalAmount),
tax_amount (TaxTotalAmount in the invoice currency), total (GrandTotalAmount), amount_due
(DuePayableAmount), vendor_name, customer_name, vendor_tax_id (schemeID VA), supplier_iban,
purchase_order, plus the number of line items and each line's net amount (LineTotalAmount, paired
by position). A field the XML does not carry is not scored. A document the engine rejects
(`DocprocError`) is scored all-wrong.

Caveats -- read the figure as an indication (roughly a lower bound), not as ground truth:
- The XML may disagree with the print. Some samples embed the XML of another invoice, or print
  figures the XML does not carry; our truth convention is that the print wins, so such documents
  count against the engine here even when it read the page correctly.
- The XML always states a due amount, net sum and line list, but our convention fills
  `amount_due` only when the print labels an amount as due/payable, takes `subtotal` as the net
  sum as printed (which may be before document-level allowances/charges, unlike
  TaxBasisTotalAmount), and counts only printed rows that carry their own amount as items (the
  XML may hold group, sub-line or information-only lines).
- XML party names may carry what our convention leaves out of a name (a salutation such as
  "Herrn", a "GLN ... Kunden-Nr. ..." prefix), and some XML ids (an order reference, a due date)
  are not printed at all.
- Many files in one source folder share one template and fictitious data, so the documents are
  not independent; the per-folder table shows how much each template weighs. Several folders
  print a generic rendering of the XML (labelled "Name:", "Nummer:" blocks) rather than a
  business layout.
- Pre-release ZUGFeRD XML (`CBFBUY:5`) is not CII and counts as "no XML".
"""

from __future__ import annotations

import argparse
import ctypes
import json
import sys
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from corpus_scorer import SCORE_PY, load_scorer  # noqa: E402

from docproc_pipeline.errors import DocprocError  # noqa: E402
from docproc_pipeline.extract.offline import OfflineEngine  # noqa: E402
from docproc_pipeline.ingest.sniff import sniff_mime  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
DEFAULT_EXCLUDE = REPO.parent / "shared" / "corpus" / "real"
CII_ROOTS = ("CrossIndustryDocument", "CrossIndustryInvoice")
SCORED_FIELDS: tuple[str, ...] = (
    "invoice_number",
    "invoice_date",
    "due_date",
    "currency",
    "subtotal",
    "tax_amount",
    "total",
    "amount_due",
    "vendor_name",
    "customer_name",
    "vendor_tax_id",
    "supplier_iban",
    "purchase_order",
)
LINE_ITEM_TAG = "IncludedSupplyChainTradeLineItem"
USAGE = (
    "usage: einvoice_heldout.py CORPUS_DIR\n"
    "  CORPUS_DIR: a checkout of the public ZUGFeRD corpus, e.g.\n"
    "    git clone https://github.com/ZUGFeRD/corpus /tmp/zugferd\n"
    "    .venv/bin/python bench/einvoice_heldout.py /tmp/zugferd\n"
)


# --------------------------------------------------------------------------- scoring helpers
@dataclass
class Scorer:
    """Field comparison as the corpus scorer does it (kinds and normalisers from score.py)."""

    same: Callable[[str, Any, Any], bool]
    kinds: dict[str, str]

    @classmethod
    def from_file(cls, path: Path) -> Scorer:
        module = load_scorer(path)
        return cls(same=module.same, kinds=dict(module.SCALAR_FIELDS))

    def field_right(self, name: str, truth: Any, pred: Any) -> bool:
        return bool(self.same(self.kinds[name], truth, pred))

    def amount_right(self, truth: Any, pred: Any) -> bool:
        return bool(self.same("num", truth, pred))


# --------------------------------------------------------------------------- PDF attachments
def _attachment_name(attachment: Any) -> str:
    n_bytes = pdfium_c.FPDFAttachment_GetName(attachment, None, 0)
    if n_bytes <= 2:
        return ""
    buffer = ctypes.create_string_buffer(n_bytes)
    pdfium_c.FPDFAttachment_GetName(
        attachment, ctypes.cast(buffer, ctypes.POINTER(pdfium_c.FPDF_WCHAR)), n_bytes
    )
    return buffer.raw[: n_bytes - 2].decode("utf-16-le", errors="replace")


def _attachment_bytes(attachment: Any) -> bytes:
    size = ctypes.c_ulong()
    if not pdfium_c.FPDFAttachment_GetFile(attachment, None, 0, ctypes.byref(size)):
        return b""
    if size.value == 0:
        return b""
    buffer = ctypes.create_string_buffer(size.value)
    written = ctypes.c_ulong()
    if not pdfium_c.FPDFAttachment_GetFile(attachment, buffer, size.value, ctypes.byref(written)):
        return b""
    return buffer.raw[: min(size.value, written.value)]


def pdf_attachments(data: bytes) -> Iterator[tuple[str, bytes]]:
    """(name, bytes) of every embedded file of the PDF."""
    pdf = pdfium.PdfDocument(data)
    try:
        for index in range(pdfium_c.FPDFDoc_GetAttachmentCount(pdf.raw)):
            attachment = pdfium_c.FPDFDoc_GetAttachment(pdf.raw, index)
            if attachment:
                yield _attachment_name(attachment), _attachment_bytes(attachment)
    finally:
        pdf.close()


def embedded_cii(data: bytes) -> ET.Element | None:
    """The root of the first embedded XML file that is a CII invoice, else None."""
    try:
        attachments = list(pdf_attachments(data))
    except pdfium.PdfiumError:
        return None
    for name, content in attachments:
        if not name.lower().endswith(".xml"):
            continue
        try:
            root = ET.fromstring(content)
        except ET.ParseError:
            continue
        if _local(root.tag) in CII_ROOTS:
            return root
    return None


# --------------------------------------------------------------------------- CII -> truth
def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _children(element: ET.Element, name: str) -> list[ET.Element]:
    return [child for child in element if _local(child.tag) == name]


def _descendants(element: ET.Element, name: str) -> Iterator[ET.Element]:
    for node in element.iter():
        if _local(node.tag) == name:
            yield node


def _path(element: ET.Element | None, *names: str) -> ET.Element | None:
    """First element reached by following child local names from `element`."""
    for name in names:
        if element is None:
            return None
        found = _children(element, name)
        element = found[0] if found else None
    return element


def _text(element: ET.Element | None) -> str | None:
    if element is None or element.text is None:
        return None
    value = " ".join(element.text.split())
    return value or None


def _cii_date(element: ET.Element | None) -> str | None:
    """A DateTime element's DateTimeString (format 102, CCYYMMDD) as ISO."""
    raw = _text(_path(element, "DateTimeString"))
    if raw is None or len(raw) < 8 or not raw[:8].isdigit():
        return None
    return f"{raw[:4]}-{raw[4:6]}-{raw[6:8]}"


@dataclass
class CiiParts:
    """The header blocks of a CII document, for ZUGFeRD 1 and 2 element names alike."""

    document: ET.Element | None
    header: list[ET.Element]
    lines: list[ET.Element]

    @classmethod
    def of(cls, root: ET.Element) -> CiiParts:
        document = _path(root, "ExchangedDocument") or _path(root, "HeaderExchangedDocument")
        transaction = _path(root, "SupplyChainTradeTransaction") or _path(
            root, "SpecifiedSupplyChainTradeTransaction"
        )
        blocks = list(transaction) if transaction is not None else []
        header = [block for block in blocks if _local(block.tag) != LINE_ITEM_TAG]
        lines = [block for block in blocks if _local(block.tag) == LINE_ITEM_TAG]
        return cls(document=document, header=header, lines=lines)

    def first(self, name: str) -> ET.Element | None:
        for block in self.header:
            for node in _descendants(block, name):
                return node
        return None

    def summation(self, amount: str) -> list[ET.Element]:
        for name in (
            "SpecifiedTradeSettlementHeaderMonetarySummation",
            "SpecifiedTradeSettlementMonetarySummation",
        ):
            block = self.first(name)
            if block is not None:
                return _children(block, amount)
        return []


def _amount(elements: list[ET.Element], currency: str | None) -> str | None:
    """The amount in the invoice currency when several are given (e.g. tax in EUR and in USD)."""
    for element in elements:
        if currency is None or element.get("currencyID") in (None, currency):
            value = _text(element)
            if value is not None:
                return value
    return _text(elements[0]) if elements else None


def _vat_id(party: ET.Element | None) -> str | None:
    if party is None:
        return None
    for registration in _children(party, "SpecifiedTaxRegistration"):
        node = _path(registration, "ID")
        if node is not None and node.get("schemeID") == "VA":
            return _text(node)
    return None


def _purchase_order(parts: CiiParts) -> str | None:
    reference = parts.first("BuyerOrderReferencedDocument")
    return _text(_path(reference, "IssuerAssignedID")) or _text(_path(reference, "ID"))


def _line_amount(line: ET.Element) -> str | None:
    return _text(next(_descendants(line, "LineTotalAmount"), None))


@dataclass
class Truth:
    fields: dict[str, str]
    line_amounts: list[str | None]


def cii_truth(root: ET.Element) -> Truth:
    """The scored fields as the XML states them; fields the XML lacks are left out."""
    parts = CiiParts.of(root)
    currency = _text(parts.first("InvoiceCurrencyCode"))
    seller = parts.first("SellerTradeParty")
    buyer = parts.first("BuyerTradeParty")
    values: dict[str, str | None] = {
        "invoice_number": _text(_path(parts.document, "ID")),
        "invoice_date": _cii_date(_path(parts.document, "IssueDateTime")),
        "due_date": _cii_date(_path(parts.first("SpecifiedTradePaymentTerms"), "DueDateDateTime")),
        "currency": currency,
        "subtotal": _amount(parts.summation("TaxBasisTotalAmount"), currency),
        "tax_amount": _amount(parts.summation("TaxTotalAmount"), currency),
        "total": _amount(parts.summation("GrandTotalAmount"), currency),
        "amount_due": _amount(parts.summation("DuePayableAmount"), currency),
        "vendor_name": _text(_path(seller, "Name")),
        "customer_name": _text(_path(buyer, "Name")),
        "vendor_tax_id": _vat_id(seller),
        "supplier_iban": _text(_path(parts.first("PayeePartyCreditorFinancialAccount"), "IBANID")),
        "purchase_order": _purchase_order(parts),
    }
    kept = {name: value for name, value in values.items() if value is not None}
    return Truth(fields=kept, line_amounts=[_line_amount(line) for line in parts.lines])


# --------------------------------------------------------------------------- documents
def pdf_paths(root: Path) -> list[Path]:
    """Every PDF under `root` outside a `/fail/` folder (the corpus keeps invalid files there)."""
    return [
        path
        for path in sorted(root.rglob("*.pdf"))
        if path.is_file() and "/fail/" not in path.as_posix()
    ]


def excluded_names(folder: Path) -> set[str]:
    if not folder.is_dir():
        return set()
    return {path.name for path in folder.rglob("*") if path.is_file()}


def source_folder(path: Path, root: Path, depth: int) -> str:
    parts = path.relative_to(root).parts[:-1][:depth]
    return "/".join(parts) or "."


@dataclass
class DocResult:
    path: str
    folder: str
    failed: bool
    seconds: float
    fields: dict[str, bool] = field(default_factory=dict)
    line_count_right: bool = False
    line_amounts: list[bool] = field(default_factory=list)
    mismatches: list[dict[str, Any]] = field(default_factory=list)


def _predicted_amounts(prediction: dict[str, Any] | None) -> list[Any]:
    if prediction is None:
        return []
    return [item.get("amount") for item in prediction.get("line_items") or []]


def score_document(
    truth: Truth, prediction: dict[str, Any] | None, scorer: Scorer, result: DocResult
) -> None:
    """Fill `result` with the per-field outcome; `prediction` None means a failed document."""
    for name in SCORED_FIELDS:
        if name not in truth.fields:
            continue
        predicted = None if prediction is None else prediction.get(name)
        right = prediction is not None and scorer.field_right(name, truth.fields[name], predicted)
        result.fields[name] = right
        if not right:
            result.mismatches.append(
                {"field": name, "truth": truth.fields[name], "prediction": predicted}
            )
    amounts = _predicted_amounts(prediction)
    result.line_count_right = prediction is not None and len(amounts) == len(truth.line_amounts)
    if not result.line_count_right:
        result.mismatches.append(
            {"field": "line_count", "truth": len(truth.line_amounts), "prediction": len(amounts)}
        )
    rows = (
        len(truth.line_amounts)
        if prediction is None
        else max(len(amounts), len(truth.line_amounts))
    )
    for index in range(rows):
        want = truth.line_amounts[index] if index < len(truth.line_amounts) else None
        got = amounts[index] if index < len(amounts) else None
        in_both = index < len(truth.line_amounts) and index < len(amounts)
        right = in_both and scorer.amount_right(want, got)
        result.line_amounts.append(right)
        if not right:
            result.mismatches.append(
                {"field": f"line[{index}].amount", "truth": want, "prediction": got}
            )


def run_engine(engine: OfflineEngine, data: bytes) -> dict[str, Any] | None:
    """The prediction as JSON-ready fields, or None when the engine rejects the document."""
    try:
        extraction = engine.extract(data, sniff_mime(data))
    except DocprocError as err:
        print(f"    rejected: {err}", file=sys.stderr)
        return None
    return extraction.fields.model_dump(mode="json")


# --------------------------------------------------------------------------- figures
def _ratio(right: int, total: int) -> dict[str, Any]:
    return {
        "right": right,
        "total": total,
        "percent": round(100 * right / total, 2) if total else None,
    }


def per_field_figures(results: list[DocResult]) -> dict[str, dict[str, Any]]:
    figures = {}
    for name in SCORED_FIELDS:
        outcomes = [doc.fields[name] for doc in results if name in doc.fields]
        figures[name] = _ratio(sum(outcomes), len(outcomes))
    return figures


def scalar_ratio(results: list[DocResult]) -> dict[str, Any]:
    outcomes = [right for doc in results for right in doc.fields.values()]
    return _ratio(sum(outcomes), len(outcomes))


def per_folder_figures(results: list[DocResult]) -> dict[str, dict[str, Any]]:
    folders: dict[str, list[DocResult]] = {}
    for doc in results:
        folders.setdefault(doc.folder, []).append(doc)
    return {
        name: {"documents": len(docs), "failed": sum(d.failed for d in docs), **scalar_ratio(docs)}
        for name, docs in sorted(folders.items())
    }


def figures(counts: dict[str, int], results: list[DocResult], verbose: bool) -> dict[str, Any]:
    line_amounts = [right for doc in results for right in doc.line_amounts]
    report: dict[str, Any] = {
        **counts,
        "scored": len(results),
        "failed": sum(doc.failed for doc in results),
        "per_field": per_field_figures(results),
        "overall_scalar": scalar_ratio(results),
        "line_count_exact": _ratio(sum(doc.line_count_right for doc in results), len(results)),
        "line_amounts": _ratio(sum(line_amounts), len(line_amounts)),
        "per_folder": per_folder_figures(results),
    }
    if verbose:
        report["mismatches"] = {doc.path: doc.mismatches for doc in results if doc.mismatches}
    return report


def _percent(ratio: dict[str, Any]) -> str:
    percent = "   n/a" if ratio["percent"] is None else f"{ratio['percent']:6.2f}%"
    return f"{ratio['right']:>5} / {ratio['total']:<5} {percent}"


def print_report(report: dict[str, Any]) -> None:
    print(
        f"Documents: {report['found']} found, {report['with_xml']} with CII XML "
        f"({report['no_xml']} without), {report['scored']} scored, {report['failed']} failed "
        f"({report['excluded']} skipped as tuning documents)"
    )
    print("\nPer field (right / scored):")
    for name, ratio in report["per_field"].items():
        print(f"  {name:<16} {_percent(ratio)}")
    print(f"\n  {'overall scalar':<16} {_percent(report['overall_scalar'])}")
    print(f"  {'line count exact':<16} {_percent(report['line_count_exact'])}")
    print(f"  {'line amounts':<16} {_percent(report['line_amounts'])}")
    print("\nPer source folder (documents, failed, scalar fields right / scored):")
    width = max([len(name) for name in report["per_folder"]] + [10])
    for name, row in report["per_folder"].items():
        print(
            f"  {name:<{width}}  docs={row['documents']:<3} failed={row['failed']:<2} {_percent(row)}"
        )
    for path, mismatches in report.get("mismatches", {}).items():
        print(f"\n{path}:")
        for item in mismatches:
            print(
                f"  {item['field']:<16} truth={item['truth']!r}  prediction={item['prediction']!r}"
            )


# --------------------------------------------------------------------------- main
def evaluate(root: Path, excluded: set[str], depth: int, scorer: Scorer) -> dict[str, Any]:
    engine = OfflineEngine(max_pages=500, max_image_pixels=40_000_000)
    all_paths = pdf_paths(root)
    paths = [path for path in all_paths if path.name not in excluded]
    counts = {
        "found": len(all_paths),
        "excluded": len(all_paths) - len(paths),
        "with_xml": 0,
        "no_xml": 0,
    }
    results: list[DocResult] = []
    for number, path in enumerate(paths, 1):
        relative = path.relative_to(root).as_posix()
        data = path.read_bytes()
        cii = embedded_cii(data)
        if cii is None:
            counts["no_xml"] += 1
            print(f"[{number}/{len(paths)}] {relative}: no CII XML, skipped", file=sys.stderr)
            continue
        counts["with_xml"] += 1
        start = time.perf_counter()
        prediction = run_engine(engine, data)
        result = DocResult(
            path=relative,
            folder=source_folder(path, root, depth),
            failed=prediction is None,
            seconds=time.perf_counter() - start,
        )
        score_document(cii_truth(cii), prediction, scorer, result)
        results.append(result)
        right = sum(result.fields.values())
        print(
            f"[{number}/{len(paths)}] {relative}: {right}/{len(result.fields)} fields, "
            f"{result.seconds:.1f}s{' FAILED' if result.failed else ''}",
            file=sys.stderr,
        )
    return {"counts": counts, "results": results}


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("corpus", nargs="?", help="a checkout of github.com/ZUGFeRD/corpus")
    parser.add_argument(
        "--exclude-dir",
        default=str(DEFAULT_EXCLUDE),
        help="skip PDFs whose base name is in this folder (the tuning corpus)",
    )
    parser.add_argument("--score-py", default=str(SCORE_PY), help="the corpus scorer to import")
    parser.add_argument(
        "--group-depth", type=int, default=3, help="path components naming a source folder"
    )
    parser.add_argument("--verbose", action="store_true", help="list mismatches per document")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args()
    if not args.corpus:
        print(USAGE, file=sys.stderr)
        return 2
    root = Path(args.corpus).resolve()
    if not root.is_dir():
        print(f"not a folder: {root}\n\n{USAGE}", file=sys.stderr)
        return 2
    scorer = Scorer.from_file(Path(args.score_py))
    outcome = evaluate(root, excluded_names(Path(args.exclude_dir)), args.group_depth, scorer)
    report = figures(outcome["counts"], outcome["results"], args.verbose)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        print_report(report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
