"""Does the printed layer of a hybrid PDF say what its XML says?

For each key field the print's reading (the offline engine) is compared with the XML. A field
counts as a mismatch only when the print states a different value AND the XML value is printed
nowhere on the pages in any usual format: the offline parser may pick the wrong one of several
printed figures, but an XML value that is not on the page at all means the two layers describe
different things. Not compared: a field the print does not state (XML-only data is normal), a
field the parser read with less than `MIN_PRINT_CONFIDENCE`, and a printed identifier shorter
than `MIN_ID_CHARS` (one or two characters are too weak to contradict anything).

Amounts are compared by absolute value: a correction invoice or credit note may carry negative
amounts in the XML and print them positive (or the other way round). A field may have several
XML values that all count (the VAT total in the invoice currency, BT-110, and in the accounting
currency, BT-111: a print may show either).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

from docproc_pipeline.invoice import InvoiceFields

# The compared fields and how their values are told apart.
ID_FIELDS: tuple[str, ...] = ("invoice_number", "supplier_iban", "vendor_tax_id")
DATE_FIELDS: tuple[str, ...] = ("invoice_date", "due_date")
AMOUNT_FIELDS: tuple[str, ...] = ("subtotal", "tax_amount", "total", "amount_due")
COMPARED_FIELDS: tuple[str, ...] = ID_FIELDS + DATE_FIELDS + AMOUNT_FIELDS
# Print readings below this confidence are the parser's guesses: never evidence of a mismatch.
MIN_PRINT_CONFIDENCE = 0.6
# A printed identifier needs this many letters/digits to contradict the XML.
MIN_ID_CHARS = 3

_NOT_ALNUM = re.compile(r"[^0-9A-Z]")
_SPACES = re.compile(r"[\s\u00a0\u202f\u2009]+")
# Digit-group separators an amount may be printed with (after spaces are collapsed to one).
_GROUP_SEPARATORS: tuple[str, ...] = (",", ".", " ", "'", "\u2019")


@dataclass(frozen=True, slots=True)
class Mismatch:
    field: str
    xml: str
    printed: str


@dataclass(frozen=True, slots=True)
class PrintedText:
    """The page text in the forms the checks look in."""

    alnum: str  # letters and digits only, upper case
    digits: str  # digits only
    spaced: str  # every whitespace run one space: numbers printed side by side stay apart

    @classmethod
    def of(cls, text: str) -> PrintedText:
        upper = text.upper()
        return cls(
            alnum=_NOT_ALNUM.sub("", upper),
            digits=re.sub(r"\D", "", text),
            spaced=_SPACES.sub(" ", text),
        )

    @property
    def compact(self) -> str:
        return self.spaced.replace(" ", "")


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
    grouped = f"{int(whole):,}"
    forms = {f"{whole}.{cents}", f"{whole},{cents}"}
    for sep in _GROUP_SEPARATORS:
        decimal_mark = "," if sep == "." else "."
        forms.add(f"{grouped.replace(',', sep)}{decimal_mark}{cents}")
        if sep != ",":
            forms.add(f"{grouped.replace(',', sep)},{cents}")
    return forms


def _amount_printed(value: Decimal, text: PrintedText) -> bool:
    # A whole number only: 238.00 is not "printed" inside 1,238.00 or 238.001.
    return any(
        re.search(rf"(?<![\d.,]){re.escape(form)}(?![\d]|[.,]\d)", text.spaced)
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
    if field in AMOUNT_FIELDS:
        return bool(abs(a) == abs(b))
    return bool(a == b)


def _comparable(field: str, printed: Any, confidence: float | None) -> bool:
    if printed is None:
        return False
    if confidence is not None and confidence < MIN_PRINT_CONFIDENCE:
        return False
    return not (field in ID_FIELDS and len(_id(printed)) < MIN_ID_CHARS)


def print_mismatches(
    xml: InvoiceFields,
    printed: InvoiceFields,
    page_text: str,
    fields: tuple[str, ...] = COMPARED_FIELDS,
    printed_somewhere: Callable[[str, Any, PrintedText], bool] = _printed,
    *,
    printed_confidence: Mapping[str, float] | None = None,
    xml_alternatives: Mapping[str, Sequence[Any]] | None = None,
) -> list[Mismatch]:
    """The key fields on which the print contradicts the XML (see the module docstring)."""
    text = PrintedText.of(page_text)
    confidence = printed_confidence or {}
    alternatives = xml_alternatives or {}
    found: list[Mismatch] = []
    for name in fields:
        x, p = getattr(xml, name), getattr(printed, name)
        if x is None or not _comparable(name, p, confidence.get(name)):
            continue
        values = [x, *(v for v in alternatives.get(name, ()) if v is not None)]
        if any(_same(name, v, p) or printed_somewhere(name, v, text) for v in values):
            continue
        found.append(Mismatch(name, str(x), str(p)))
    return found
