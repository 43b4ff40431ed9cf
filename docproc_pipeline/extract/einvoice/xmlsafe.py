"""Parse untrusted XML safely: size capped before parsing, no DTD, no entities, no network.

A document with a DOCTYPE is refused outright: an e-invoice never needs one, and entity
declarations are how "billion laughs" and external-entity attacks start.
"""

from __future__ import annotations

import re

from lxml import etree

from docproc_pipeline.errors import DocumentRejected

_DOCTYPE = re.compile(rb"<!DOCTYPE", re.IGNORECASE)
_ENTITY = re.compile(rb"<!ENTITY", re.IGNORECASE)


def _parser() -> etree.XMLParser:
    # A new parser per call: lxml parsers are not safe to share between threads.
    return etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        dtd_validation=False,
        huge_tree=False,
        remove_comments=True,
        remove_pis=True,
    )


def parse_xml(data: bytes, *, max_bytes: int) -> etree._Element:
    """The root element of `data`.

    Raises `DocumentRejected` for a file over `max_bytes`, one carrying a DOCTYPE or entity
    declaration, or one that is not well-formed XML.
    """
    if len(data) > max_bytes:
        raise DocumentRejected(f"XML too large: {len(data)} bytes > limit {max_bytes} bytes")
    if _DOCTYPE.search(data) or _ENTITY.search(data):
        raise DocumentRejected(
            "XML with a DOCTYPE or entity declaration refused (not allowed in an e-invoice)"
        )
    try:
        root = etree.fromstring(data, parser=_parser())
    except etree.XMLSyntaxError as err:
        raise DocumentRejected(f"malformed XML: {err}") from err
    if root is None:
        raise DocumentRejected("malformed XML: no root element")
    return root


def local_name(element: etree._Element) -> str:
    """The element's tag without its namespace."""
    tag = element.tag
    if not isinstance(tag, str):
        return ""
    return tag.rsplit("}", 1)[-1]
