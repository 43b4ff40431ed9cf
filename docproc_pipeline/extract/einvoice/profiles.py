"""Which syntax, profile and document type an e-invoice is: the vocabularies in one place.

Profiles come from the specification identifier (BT-24: CII `GuidelineSpecifiedDocument-
ContextParameter/ID`, UBL `CustomizationID`). The first matching marker wins, so the more
specific ones come first (XRechnung is a CIUS of EN 16931; "basicwl" contains "basic").
"""

from __future__ import annotations

from lxml import etree

from docproc_pipeline.errors import DocumentRejected
from docproc_pipeline.extract.einvoice.xmlsafe import local_name

CII = "cii"
UBL = "ubl"

# Root element (namespace and local name) -> syntax. ZUGFeRD 1.0 is the pre-EN 16931 CII.
ROOT_SYNTAX: dict[str, str] = {
    "{urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100}CrossIndustryInvoice": CII,
    "{urn:ferd:CrossIndustryDocument:invoice:1p0}CrossIndustryDocument": CII,
    "{urn:oasis:names:specification:ubl:schema:xsd:Invoice-2}Invoice": UBL,
    "{urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2}CreditNote": UBL,
}

# (marker in the lower-cased specification id, profile), first match wins.
PROFILE_MARKERS: tuple[tuple[str, str], ...] = (
    ("xrechnung", "XRECHNUNG"),
    ("minimum", "MINIMUM"),
    ("basicwl", "BASIC WL"),
    ("extended", "EXTENDED"),
    (":basic", "BASIC"),
    ("comfort", "EN 16931"),  # ZUGFeRD 1.0 COMFORT, the forerunner of EN 16931
    ("peppol", "EN 16931"),  # Peppol BIS Billing 3.0, a CIUS of EN 16931
    ("urn:cen.eu:en16931", "EN 16931"),
)

# EN 16931 rules whose inputs a profile leaves out (MINIMUM has no prepaid amount, BT-113).
RULES_NOT_APPLICABLE: dict[str, frozenset[str]] = {"MINIMUM": frozenset({"BR-CO-16"})}

# Profiles whose XML carries no invoice lines (the lines come from the print).
PROFILES_WITHOUT_LINES = frozenset({"MINIMUM", "BASIC WL"})

# Profile -> the factur-x library's XSD level for CII (D16B) documents.
XSD_LEVEL: dict[str, str] = {
    "MINIMUM": "minimum",
    "BASIC WL": "basicwl",
    "BASIC": "basic",
    "EN 16931": "en16931",
    "XRECHNUNG": "en16931",
    "EXTENDED": "extended",
}

# UNTDID 1001 document type codes that EN 16931 treats as credit notes (BT-3).
CREDIT_NOTE_TYPE_CODES = frozenset(
    {"81", "83", "261", "262", "296", "308", "381", "396", "420", "458", "532"}
)


def syntax_of(root: etree._Element) -> str:
    """`cii` or `ubl` from the root element; raises `DocumentRejected` for any other XML."""
    syntax = ROOT_SYNTAX.get(str(root.tag))
    if syntax is None:
        name = local_name(root)
        raise DocumentRejected(
            f"unsupported XML document (root element <{name}>): not an e-invoice "
            "(expected CII CrossIndustryInvoice or UBL Invoice/CreditNote)"
        )
    return syntax


def profile_of(specification_id: str | None) -> str | None:
    """The profile name for a specification identifier, None when unknown or absent."""
    if not specification_id:
        return None
    spec = specification_id.strip().lower()
    for marker, profile in PROFILE_MARKERS:
        if marker in spec:
            return profile
    return None


def document_type_of(type_code: str | None) -> str:
    """`credit_note` for the credit-note type codes, else `invoice`."""
    return "credit_note" if (type_code or "").strip() in CREDIT_NOTE_TYPE_CODES else "invoice"
