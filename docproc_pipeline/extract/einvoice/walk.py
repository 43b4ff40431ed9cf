"""Small namespace-agnostic path helpers over lxml elements, and value readers.

Paths are local names separated by `/`; a step may offer alternatives with `|` (so one path
reads both ZUGFeRD 1.0 and CII D16B, whose element names differ). No XPath engine is involved:
walking children is faster for the few hundred elements an invoice has.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation

from lxml import etree

from docproc_pipeline.extract.einvoice.model import AllowanceCharge
from docproc_pipeline.extract.einvoice.xmlsafe import local_name

_SPACE = re.compile(r"\s+")


def find_all(element: etree._Element | None, path: str) -> list[etree._Element]:
    """Every element reached by `path` from `element`, in document order."""
    if element is None:
        return []
    nodes = [element]
    for step in path.split("/"):
        names = set(step.split("|"))
        nodes = [child for node in nodes for child in node if local_name(child) in names]
        if not nodes:
            return []
    return nodes


def find(element: etree._Element | None, path: str) -> etree._Element | None:
    nodes = find_all(element, path)
    return nodes[0] if nodes else None


def text(element: etree._Element | None, path: str | None = None) -> str | None:
    """The element's text with whitespace runs collapsed; None when absent or empty."""
    node = element if path is None else find(element, path)
    if node is None or node.text is None:
        return None
    value = _SPACE.sub(" ", node.text).strip()
    return value or None


def decimal(element: etree._Element | None, path: str | None = None) -> Decimal | None:
    value = text(element, path)
    if value is None:
        return None
    try:
        number = Decimal(value)
    except InvalidOperation:
        return None
    return number if number.is_finite() else None


def xml_date(element: etree._Element | None, path: str | None = None) -> date | None:
    """A date as `YYYYMMDD` (CII format 102) or ISO `YYYY-MM-DD` (UBL); None otherwise."""
    value = text(element, path)
    if value is None:
        return None
    digits = value.replace("-", "")
    if len(digits) != 8 or not digits.isdigit():
        return None
    try:
        return date(int(digits[:4]), int(digits[4:6]), int(digits[6:]))
    except ValueError:
        return None


def in_currency(elements: list[etree._Element], currency: str | None) -> etree._Element | None:
    """Of several amounts (BT-110 and BT-111), the one in `currency`, else one without a
    currency attribute, else the first."""
    if not elements:
        return None
    for el in elements:
        if currency and el.get("currencyID") == currency:
            return el
    for el in elements:
        if el.get("currencyID") is None:
            return el
    return elements[0]


def in_other_currency(
    elements: list[etree._Element], currency: str | None
) -> etree._Element | None:
    """Of several amounts, the first one stated in a currency other than `currency` (BT-111
    beside BT-110); None when there is none."""
    for el in elements:
        other = el.get("currencyID")
        if other and other != currency:
            return el
    return None


@dataclass(frozen=True, slots=True)
class ChargePaths:
    """Where one syntax keeps a document-level allowance's or charge's parts, from its element.
    `indicator` (text "true" for a charge) None: the element is always a charge."""

    amount: str
    vat_category: str
    vat_rate: str
    indicator: str | None = None


def allowances_charges(
    element: etree._Element | None, path: str, paths: ChargePaths
) -> list[AllowanceCharge]:
    """The allowances and charges at `path` from `element` that state an amount, in order."""
    out: list[AllowanceCharge] = []
    for node in find_all(element, path):
        amount = decimal(node, paths.amount)
        if amount is None:
            continue
        is_charge = paths.indicator is None or (text(node, paths.indicator) or "").lower() == "true"
        vat_category = text(node, paths.vat_category)
        out.append(AllowanceCharge(is_charge, amount, vat_category, decimal(node, paths.vat_rate)))
    return out
