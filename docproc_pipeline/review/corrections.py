"""Checking a reviewer's correction against the field's type and configured rule.

Field names are flat (`total`, `line_items[3].amount`, `tax_breakdown[0].rate`). Kinds:
money (decimal string, at most 2 places), decimal (quantities and rates, at most 6 places), date
(ISO `YYYY-MM-DD`), text. Values are stored as JSON strings, like the pipeline's: money and
decimals as plain decimal strings, dates as ISO strings. `None` clears a field.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal, InvalidOperation
from enum import StrEnum
from typing import Any

from docproc_pipeline.invoice import DATE_FIELDS, MONEY_FIELDS, SCALAR_FIELDS
from docproc_pipeline.review.errors import InvalidReviewInput
from docproc_pipeline.settings import FieldRule

MAX_TEXT_LENGTH = 2000
MAX_LIST_INDEX = 9999
_MONEY_LIMIT = Decimal("1e16")
_DECIMAL_LIMIT = Decimal("1e12")
_ISO_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_DECIMAL_TEXT = re.compile(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)")
_LIST_FIELD = re.compile(r"(line_items|tax_breakdown)\[([0-9]{1,4})\]\.([a-z_]+)")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


class FieldKind(StrEnum):
    MONEY = "money"
    DECIMAL = "decimal"
    DATE = "date"
    TEXT = "text"


_LIST_MEMBERS: dict[str, dict[str, FieldKind]] = {
    "line_items": {
        "description": FieldKind.TEXT,
        "quantity": FieldKind.DECIMAL,
        "unit_price": FieldKind.MONEY,
        "amount": FieldKind.MONEY,
    },
    "tax_breakdown": {
        "rate": FieldKind.DECIMAL,
        "base": FieldKind.MONEY,
        "amount": FieldKind.MONEY,
    },
}


def is_encodable(text: str) -> bool:
    """False for text PostgreSQL cannot store (lone surrogates, NUL)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return "\x00" not in text


def field_kind(name: str) -> FieldKind | None:
    """The kind of a known flat field name; None for a name outside the invoice schema."""
    if name in MONEY_FIELDS:
        return FieldKind.MONEY
    if name in DATE_FIELDS:
        return FieldKind.DATE
    if name == "tax_rate":
        return FieldKind.DECIMAL
    if name in SCALAR_FIELDS:
        return FieldKind.TEXT
    match = _LIST_FIELD.fullmatch(name)
    if match and int(match.group(2)) <= MAX_LIST_INDEX:
        return _LIST_MEMBERS[match.group(1)].get(match.group(3))
    return None


def _decimal(name: str, value: Any, places: int, limit: Decimal) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise InvalidReviewInput(f"{name}: expected a decimal number as a string, like '12.50'")
    text = str(value).strip()
    if not _DECIMAL_TEXT.fullmatch(text):
        raise InvalidReviewInput(f"{name}: {text[:40]!r} is not a decimal number like '12.50'")
    try:
        number = Decimal(text)
    except InvalidOperation as e:
        raise InvalidReviewInput(f"{name}: {text[:40]!r} is not a decimal number") from e
    if abs(number) >= limit:
        raise InvalidReviewInput(f"{name}: {text[:40]} is out of range")
    exponent = number.as_tuple().exponent
    if isinstance(exponent, int) and -exponent > places:
        raise InvalidReviewInput(f"{name}: at most {places} decimal places")
    return number


def _check_rule(name: str, value: Any, number: Decimal | None, rule: FieldRule | None) -> None:
    if rule is None or value is None:
        return
    text = str(value)
    if rule.pattern is not None and re.search(rule.pattern, text) is None:
        raise InvalidReviewInput(f"{name}: {text[:40]!r} does not match {rule.pattern}")
    if rule.enum is not None and text not in rule.enum:
        raise InvalidReviewInput(f"{name}: must be one of {', '.join(rule.enum)}")
    if number is not None and rule.min is not None and number < rule.min:
        raise InvalidReviewInput(f"{name}: must be at least {rule.min}")
    if number is not None and rule.max is not None and number > rule.max:
        raise InvalidReviewInput(f"{name}: must be at most {rule.max}")


def normalize_correction(
    name: str, value: Any, *, rule: FieldRule | None = None, known_field: bool = False
) -> Any:
    """The JSON value to store for a correction of `name`, or `InvalidReviewInput` saying why
    not. A name outside the invoice schema is accepted as text only if the document already
    has such a field (`known_field`)."""
    kind = field_kind(name)
    if kind is None:
        if not known_field:
            raise InvalidReviewInput(f"{name[:80]!r} is not a field of this invoice")
        kind = FieldKind.TEXT
    if value is None:
        return None
    number: Decimal | None = None
    result: Any
    if kind is FieldKind.MONEY:
        number = _decimal(name, value, 2, _MONEY_LIMIT)
        result = format(number.quantize(Decimal("0.01")), "f")
    elif kind is FieldKind.DECIMAL:
        number = _decimal(name, value, 6, _DECIMAL_LIMIT)
        result = format(number, "f")
    elif kind is FieldKind.DATE:
        if not isinstance(value, str) or not _ISO_DATE.fullmatch(value.strip()):
            raise InvalidReviewInput(f"{name}: expected a date as YYYY-MM-DD")
        try:
            result = date.fromisoformat(value.strip()).isoformat()
        except ValueError as e:
            raise InvalidReviewInput(f"{name}: {value.strip()!r} is not a valid date") from e
    else:
        if not isinstance(value, str):
            raise InvalidReviewInput(f"{name}: expected text")
        result = value.strip()
        if len(result) > MAX_TEXT_LENGTH:
            raise InvalidReviewInput(f"{name}: at most {MAX_TEXT_LENGTH} characters")
        if _CONTROL.search(result) or not is_encodable(result):
            raise InvalidReviewInput(f"{name}: control characters are not allowed")
    _check_rule(name, result, number, rule)
    return result
