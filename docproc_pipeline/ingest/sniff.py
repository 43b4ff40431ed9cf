"""File type from the bytes, never from the name.

Supported: PDF, the seven image formats of the corpus (PNG, JPEG, WebP, GIF, TIFF, BMP), and
e-invoice XML (CII `CrossIndustryInvoice` / ZUGFeRD 1.0 `CrossIndustryDocument`, UBL `Invoice` /
`CreditNote`). Everything else is rejected with a reason that names what it looks like.
"""

from __future__ import annotations

import re

from docproc_pipeline.errors import DocumentRejected

SUPPORTED_MIME_TYPES = (
    "application/pdf",
    "image/png",
    "image/jpeg",
    "image/webp",
    "image/gif",
    "image/tiff",
    "image/bmp",
    "application/xml",
)

# Root elements of the e-invoice syntaxes (the e-invoice engine checks their namespaces).
EINVOICE_ROOTS = frozenset(
    {"CrossIndustryInvoice", "CrossIndustryDocument", "Invoice", "CreditNote"}
)
# The first element start tag after the prolog: `<prefix:Name` or `<Name`.
_FIRST_ELEMENT = re.compile(rb"<(?![?!])(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)")
_XML_START = re.compile(rb"^(?:\xef\xbb\xbf)?\s*<(?:\?xml|!--|[A-Za-z_])")


def _sniff_xml(head: bytes) -> str | None:
    """`application/xml` for an e-invoice XML, None for something that is not XML; raises
    `DocumentRejected` for XML of another kind or XML carrying a DOCTYPE."""
    if not _XML_START.match(head):
        return None
    if b"<!DOCTYPE" in head.upper():
        raise DocumentRejected("XML with a DOCTYPE refused: an e-invoice never carries one")
    stripped = re.sub(rb"<!--.*?-->", b"", head, flags=re.DOTALL)
    match = _FIRST_ELEMENT.search(stripped)
    if match is None:
        return "application/xml"  # the root lies beyond the head: the engine decides
    root = match.group(1).decode("ascii", "replace")
    if root.lower() in ("html", "svg"):
        return None
    if root not in EINVOICE_ROOTS:
        raise DocumentRejected(
            f"unsupported file type (XML document, root element <{root}>): "
            "not an e-invoice (CII or UBL Invoice/CreditNote)"
        )
    return "application/xml"


def refuse_oversized_xml(head: bytes, size: int, limit: int) -> None:
    """Raise `DocumentRejected` when a file of `size` bytes starting with `head` is XML larger
    than `limit` (`processing.einvoice.max_xml_bytes`): called with the first bytes and the
    file's size only, so nothing beyond the head is read."""
    if size > limit and _XML_START.match(head):
        raise DocumentRejected(
            f"XML too large: {size} bytes > limit {limit} bytes (processing.einvoice.max_xml_bytes)"
        )


def _looks_like(head: bytes) -> str | None:
    """A short name for common unsupported types, for the error message."""
    stripped = head.lstrip().lower()
    if head.startswith(b"PK\x03\x04") or head.startswith(b"PK\x05\x06"):
        return "ZIP archive"
    if (
        stripped.startswith((b"<!doctype html", b"<html", b"<head", b"<body"))
        or b"<html" in stripped[:512]
    ):
        return "HTML page"
    if stripped.startswith(b"<?xml"):
        return "XML document"
    if stripped.startswith((b"{", b"[")):
        return "JSON or text"
    if head.startswith(b"\xd0\xcf\x11\xe0"):
        return "legacy Office document"
    if head.startswith(b"\x1f\x8b"):
        return "gzip archive"
    if head.startswith(b"Rar!"):
        return "RAR archive"
    if head.startswith(b"7z\xbc\xaf"):
        return "7-Zip archive"
    try:
        head.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return "plain text"


def sniff_mime(data: bytes) -> str:
    """The MIME type of `data` from its magic bytes; raises `DocumentRejected` when unsupported."""
    if not data:
        raise DocumentRejected("empty file: 0 bytes")
    head = data[:2048]
    # PDF: the header may sit after a little junk (the spec allows up to 1024 bytes).
    if head.startswith(b"%PDF-") or b"%PDF-" in head[:1024]:
        return "application/pdf"
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if head.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "image/webp"
    if head[:6] in (b"GIF87a", b"GIF89a"):
        return "image/gif"
    if head[:4] in (b"II*\x00", b"MM\x00*"):
        return "image/tiff"
    if head[:2] == b"BM" and len(head) >= 26:
        return "image/bmp"
    xml = _sniff_xml(head)
    if xml is not None:
        return xml
    kind = _looks_like(head)
    described = f" ({kind})" if kind else ""
    raise DocumentRejected(
        f"unsupported file type{described}: not a PDF, a supported image or an e-invoice XML"
    )
