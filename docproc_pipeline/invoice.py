"""The typed invoice every engine produces. Money, rates and quantities are `Decimal`, never float.

Field names match the corpus ground truth (`../shared/corpus/*.json`), so a prediction printed by
`docproc extract --json` can be scored as it is.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_serializer

SCALAR_FIELDS: tuple[str, ...] = (
    "vendor_name",
    "vendor_address",
    "vendor_tax_id",
    "supplier_iban",
    "customer_name",
    "customer_address",
    "customer_tax_id",
    "invoice_number",
    "document_type",
    "invoice_date",
    "due_date",
    "purchase_order",
    "currency",
    "subtotal",
    "discount",
    "shipping",
    "tax_rate",
    "tax_amount",
    "total",
    "amount_due",
    "payment_terms",
)
MONEY_FIELDS: tuple[str, ...] = (
    "subtotal",
    "discount",
    "shipping",
    "tax_amount",
    "total",
    "amount_due",
)
DATE_FIELDS: tuple[str, ...] = ("invoice_date", "due_date")
LIST_FIELDS: tuple[str, ...] = ("line_items", "tax_breakdown")
# The names an engine gives a confidence and a source to: every scalar field and each list whole.
EXTRACTED_FIELDS: tuple[str, ...] = (*SCALAR_FIELDS, *LIST_FIELDS)
# Where a field's value came from (`InvoiceExtraction.field_sources`, `extracted_fields.source`):
# the PDF's text layer, OCR, the model, an e-invoice's XML, the print of a hybrid e-invoice (its
# lines when the XML profile has none), a person's correction.
FIELD_SOURCES: tuple[str, ...] = ("text", "ocr", "gemini", "xml", "print", "human")


def _dec(value: Decimal | None) -> str | None:
    return None if value is None else format(value, "f")


class LineItem(BaseModel):
    model_config = ConfigDict(extra="forbid")

    description: str | None = None
    quantity: Decimal | None = None
    unit_price: Decimal | None = None
    amount: Decimal | None = None

    @field_serializer("quantity", "unit_price", "amount")
    def _ser(self, v: Decimal | None) -> str | None:
        return _dec(v)


class TaxRow(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rate: Decimal | None = None
    base: Decimal | None = None
    amount: Decimal | None = None

    @field_serializer("rate", "base", "amount")
    def _ser(self, v: Decimal | None) -> str | None:
        return _dec(v)


class InvoiceFields(BaseModel):
    """The invoice as printed. Every field is optional: absence is data, not an error."""

    model_config = ConfigDict(extra="forbid")

    vendor_name: str | None = None
    vendor_address: str | None = None
    vendor_tax_id: str | None = None
    supplier_iban: str | None = None
    customer_name: str | None = None
    customer_address: str | None = None
    customer_tax_id: str | None = None
    invoice_number: str | None = None
    # `invoice` or `credit_note` (EN 16931 BT-3); None when the engine cannot tell.
    document_type: str | None = None
    invoice_date: date | None = None
    due_date: date | None = None
    purchase_order: str | None = None
    currency: str | None = None
    subtotal: Decimal | None = None
    discount: Decimal | None = None
    shipping: Decimal | None = None
    tax_rate: Decimal | None = None
    tax_amount: Decimal | None = None
    tax_breakdown: list[TaxRow] = Field(default_factory=list)
    total: Decimal | None = None
    amount_due: Decimal | None = None
    payment_terms: str | None = None
    line_items: list[LineItem] = Field(default_factory=list)

    @field_serializer(
        "subtotal", "discount", "shipping", "tax_rate", "tax_amount", "total", "amount_due"
    )
    def _ser(self, v: Decimal | None) -> str | None:
        return _dec(v)


class TokenUsage(BaseModel):
    model_config = ConfigDict(extra="forbid")

    prompt_tokens: int = 0
    output_tokens: int = 0
    thinking_tokens: int = 0


class Finding(BaseModel):
    """A validation finding the engine made while reading (an EN 16931 rule on the XML, a schema
    error, the XML and the print disagreeing). `rule` is a short id, `message` says what and
    where, for a person."""

    model_config = ConfigDict(extra="forbid")

    rule: str
    message: str
    fields: list[str] = Field(default_factory=list)


class FieldBox(BaseModel):
    """Where a field's value is printed: its page (1-based) and the box around its words, as
    fractions (0..1) of the page's width (x) and height (y), origin at the top left of the
    page's picture as the file holds it (also when OCR read the page turned over or deskewed)."""

    model_config = ConfigDict(extra="forbid")

    page: int = Field(ge=1)
    x0: float = Field(ge=0.0, le=1.0)
    y0: float = Field(ge=0.0, le=1.0)
    x1: float = Field(ge=0.0, le=1.0)
    y1: float = Field(ge=0.0, le=1.0)


class InvoiceExtraction(BaseModel):
    """What an engine returns for one document.

    `confidence` maps a field name (the names of `InvoiceFields`, plus `line_items` and
    `tax_breakdown`) to a value in [0, 1]; `overall_confidence` summarises them.
    """

    model_config = ConfigDict(extra="forbid")

    fields: InvoiceFields
    confidence: dict[str, float] = Field(default_factory=dict)
    overall_confidence: float = Field(default=0.0, ge=0.0, le=1.0)
    engine: str
    pages: int = 0
    token_usage: TokenUsage = Field(default_factory=TokenUsage)
    warnings: list[str] = Field(default_factory=list)
    timings_ms: dict[str, float] = Field(default_factory=dict)
    # Where each field of `EXTRACTED_FIELDS` came from, one of `FIELD_SOURCES` (empty in
    # extractions cached before sources were recorded).
    field_sources: dict[str, str] = Field(default_factory=dict)
    # Structured e-invoices: the XML syntax (`cii` | `ubl`; None when read from the print), the
    # profile (MINIMUM .. EXTENDED, XRECHNUNG), the findings made on the way, and details worth
    # keeping (specification id, type code).
    source_format: str | None = None
    einvoice_profile: str | None = None
    findings: list[Finding] = Field(default_factory=list)
    einvoice_details: dict[str, str | None] = Field(default_factory=dict)
    # Where each scalar field's value was read on the page (the offline engine; a field it could
    # not place has no entry). None when the engine does not say (Gemini, e-invoice XML, and
    # extractions cached before boxes were recorded).
    boxes: dict[str, FieldBox] | None = None

    def to_json_dict(self) -> dict[str, Any]:
        """JSON-ready dict: decimals as strings, dates as ISO strings."""
        return self.model_dump(mode="json")
