"""Does the printed layer of a hybrid PDF say what its XML says?

For each key field the print's reading (the offline engine) is compared with the XML. A field
counts as a mismatch only when the print states a different value AND the XML value is printed
nowhere on the pages in any usual format: the offline parser may pick the wrong one of several
printed figures, but an XML value that is not on the page at all means the two layers describe
different things. A field the print does not state is not compared (XML-only data is normal).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

from docproc_pipeline.extract.models import InvoiceFields

# The compared fields and how their values are told apart.
ID_FIELDS: tuple[str, ...] = ("invoice_number", "supplier_iban", "vendor_tax_id")
DATE_FIELDS: tuple[str, ...] = ("invoice_date", "due_date")
AMOUNT_FIELDS: tuple[str, ...] = ("subtotal", "tax_amount", "total", "amount_due")
COMPARED_FIELDS: tuple[str, ...] = ID_FIELDS + DATE_FIELDS + AMOUNT_FIELDS

_NOT_ALNUM = re.compile(r"[^0-9A-Z]")
_SPACES = re.compile(r"[\s\u00a0\u202f\u2009']+")


@dataclass(frozen=True, slots=True)
class Mismatch:
    field: str
    xml: str
    printed: str


@dataclass(frozen=True, slots=True)
class PrintedText:
    """The page text in the three forms the checks look in."""

    alnum: str  # letters and digits only, upper case
    digits: str  # digits only
    compact: str  # whitespace and apostrophes removed

    @classmethod
    def of(cls, text: str) -> PrintedText:
        upper = text.upper()
        return cls(
            alnum=_NOT_ALNUM.sub("", upper),
            digits=re.sub(r"\D", "", text),
            compact=_SPACES.sub("", text),
        )


def _id(value: str) -> str:
    return _NOT_ALNUM.sub("", value.upper())


def _date_printed(value: date, text: PrintedText) -> bool:
    d, m, y = f"{value.day:02d}", f"{value.month:02d}", f"{value.year:04d}"
    forms = (d + m + y, y + m + d, m + d + y, d + m + y[2:], m + d + y[2:])
    return any(f in text.digits for f in forms) or _loose_date_printed(value, text)


def _loose_date_printed(value: date, text: PrintedText) -> bool:
    # Day and month without leading zeros (1.3.2024, 3/1/2024).
    d, m, y = str(value.day), str(value.month), str(value.year)
    return any(
        f in text.compact for f in (f"{d}.{m}.{y}", f"{d}/{m}/{y}", f"{m}/{d}/{y}", f"{d}-{m}-{y}")
    )


def _amount_forms(value: Decimal) -> set[str]:
    plain = f"{abs(value):.2f}"
    whole, cents = plain.split(".")
    groups = f"{int(whole):,}"
    return {
        f"{whole}.{cents}",
        f"{whole},{cents}",
        f"{groups}.{cents}",
        f"{groups.replace(',', '.')},{cents}",
    }


def _amount_printed(value: Decimal, text: PrintedText) -> bool:
    # Whole numbers only: 238.00 is not "printed" inside 1,238.00.
    return any(
        re.search(rf"(?<![\d.,]){re.escape(form)}(?!\d)", text.compact)
        for form in _amount_forms(value)
    )


def _printed(field: str, value: Any, text: PrintedText) -> bool:
    if field in ID_FIELDS:
        return bool(_id(value)) and _id(value) in text.alnum
    if field in DATE_FIELDS:
        return _date_printed(value, text)
    return _amount_printed(value, text)


def _same(field: str, a: Any, b: Any) -> bool:
    if field in ID_FIELDS:
        return bool(_id(a) == _id(b))
    return bool(a == b)


def print_mismatches(
    xml: InvoiceFields,
    printed: InvoiceFields,
    page_text: str,
    fields: tuple[str, ...] = COMPARED_FIELDS,
    printed_somewhere: Callable[[str, Any, PrintedText], bool] = _printed,
) -> list[Mismatch]:
    """The key fields on which the print contradicts the XML (see the module docstring)."""
    text = PrintedText.of(page_text)
    found: list[Mismatch] = []
    for name in fields:
        x, p = getattr(xml, name), getattr(printed, name)
        if x is None or p is None or _same(name, x, p):
            continue
        if printed_somewhere(name, x, text):
            continue
        found.append(Mismatch(name, str(x), str(p)))
    return found
