"""Find the invoice XML inside a hybrid PDF (Factur-X, ZUGFeRD 1/2, XRechnung in PDF/A-3).

The XML is an embedded file: listed in the document's `EmbeddedFiles` name tree and, for
PDF/A-3, in the catalog's associated files (`/AF`). Both are searched with pypdf (pure Python,
lazy: only the trailer, the catalog and the attachment streams are read), whose decompression
limits bound what a hostile stream can inflate to.
"""

from __future__ import annotations

import io
import logging
from dataclasses import dataclass

from pypdf import PdfReader
from pypdf.generic import DictionaryObject

# The names the standards give the invoice attachment, lower-cased, in order of preference.
INVOICE_XML_NAMES: tuple[str, ...] = (
    "factur-x.xml",
    "zugferd-invoice.xml",
    "xrechnung.xml",
)

logging.getLogger("pypdf").setLevel(logging.ERROR)  # malformed PDFs are the offline engine's job


@dataclass(frozen=True, slots=True)
class EmbeddedXml:
    name: str
    data: bytes


def _af_files(reader: PdfReader) -> list[tuple[str, bytes]]:
    """(name, bytes) of the catalog's associated files (`/AF`)."""
    found: list[tuple[str, bytes]] = []
    catalog = reader.trailer["/Root"].get_object()
    af = catalog.get("/AF") if isinstance(catalog, DictionaryObject) else None
    for ref in af.get_object() if af is not None else []:
        spec = ref.get_object()
        if not isinstance(spec, DictionaryObject):
            continue
        name = str(spec.get("/UF") or spec.get("/F") or "")
        ef = spec.get("/EF")
        stream = ef.get_object().get("/F") if ef is not None else None
        if name and stream is not None:
            found.append((name, stream.get_object().get_data()))
    return found


def _attachments(reader: PdfReader) -> list[tuple[str, bytes]]:
    files: list[tuple[str, bytes]] = []
    for attachment in reader.attachment_list:
        if attachment.name.lower().endswith(".xml"):
            files.append((attachment.name, attachment.content))
    names = {n.lower() for n, _ in files}
    files += [(n, d) for n, d in _af_files(reader) if n.lower() not in names]
    return files


def embedded_invoice_xml(pdf: bytes) -> list[EmbeddedXml]:
    """The PDF's XML attachments that may be the invoice, best first: the standard names
    (`INVOICE_XML_NAMES`, any case), then any other `.xml` attachment (some producers use their
    own name, e.g. `UBL-Invoice-2.1.xml`). Empty when there are none or the PDF cannot be read
    (the offline engine then reports what is wrong with it)."""
    try:
        reader = PdfReader(io.BytesIO(pdf), strict=False)
        if reader.is_encrypted:
            return []
        files = _attachments(reader)
    except Exception:  # pypdf raises many types on a damaged file; none of them is ours to report
        return []
    rank = {name: i for i, name in enumerate(INVOICE_XML_NAMES)}
    files.sort(key=lambda f: rank.get(f[0].lower(), len(rank)))
    return [EmbeddedXml(name, data) for name, data in files]
