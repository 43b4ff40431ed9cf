"""The generated invoice: its facts, the strings it prints, and its ground truth."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from babel.dates import format_date

CENT = Decimal("0.01")


def cents(value: Decimal) -> Decimal:
    """Round to cents, half up (the invoice's own arithmetic)."""
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def money_str(value: Decimal | None) -> str | None:
    return None if value is None else str(cents(value))


def rate_str(value: Decimal) -> str:
    """A rate with at least two places: 19 -> "19.00", 8.875 -> "8.875"."""
    text = format(value.normalize(), "f")
    whole, _, frac = text.partition(".")
    return f"{whole}.{frac.ljust(2, '0')}"


def qty_str(value: Decimal) -> str:
    """A quantity with no trailing zeros: 2.50 -> "2.5", 12.0 -> "12"."""
    text = format(value.normalize(), "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


@dataclass(frozen=True, slots=True)
class Party:
    name: str
    lines: tuple[str, ...]  # address lines as printed, without the name
    tax_id_printed: str | None
    tax_id: str | None  # printed form without spaces
    tax_label: str
    country: str

    @property
    def address(self) -> str | None:
        return ", ".join(self.lines) if self.lines else None


@dataclass(frozen=True, slots=True)
class Line:
    description: str
    quantity: Decimal
    unit: str | None
    unit_price: Decimal
    amount: Decimal  # printed amount (differs from qty x price only in a line_amount break)
    rate: Decimal  # VAT rate of the line
    item_no: str


@dataclass(frozen=True, slots=True)
class TaxRow:
    rate: Decimal
    base: Decimal
    amount: Decimal


@dataclass(frozen=True, slots=True)
class NumberStyle:
    decimal: str
    group: str
    money_template: str  # e.g. "{n} €"
    locale: str
    secondary_group: int = 3  # digits per group left of the first (2 in en_IN: 12,34,567)


@dataclass(slots=True)
class GeneratedInvoice:
    """One invented invoice. Amounts are the printed figures; `truth()` gives the corpus JSON."""

    seed: int
    locale: str
    language: str
    layout: str
    rule_breaks: tuple[str, ...]
    vendor: Party
    customer: Party
    ship_to: tuple[str, ...] | None
    invoice_number: str
    invoice_date: date
    due_date: date | None
    purchase_order: str | None
    currency: str
    lines: tuple[Line, ...]
    subtotal: Decimal
    discount: Decimal | None
    discount_pct: Decimal | None
    shipping: Decimal | None
    tax_rows: tuple[TaxRow, ...]
    tax_amount: Decimal
    print_tax_total: bool
    total: Decimal
    prepayment: Decimal | None
    amount_due: Decimal
    amount_due_printed: bool  # an "amount due" figure is printed (else the truth is null)
    payment_terms: str | None
    reverse_charge: bool
    sales_tax: bool
    labels: dict[str, str]
    texts: dict[str, str]  # chosen sentences and notes in the document's language
    number_style: NumberStyle
    date_pattern: str
    extras: dict[str, str] = field(default_factory=dict)  # distractors: customer no., bank, ...
    extra_ids: tuple[tuple[str, str], ...] = ()
    # the total's label itself says "to pay" ("Razem do zapłaty", "Net à payer TTC"): the
    # figure printed is the amount due too, so the truth names it
    total_label_payable: bool = False

    @property
    def stem(self) -> str:
        breaks = ",".join(self.rule_breaks)
        tag = hashlib.sha1(f"{self.layout}|{breaks}".encode()).hexdigest()[:4]
        return f"syn_{self.locale.lower()}_{self.seed:06d}_{tag}"

    # ---- printing helpers -------------------------------------------------------------
    def num(self, value: Decimal, places: int = 2) -> str:
        """A bare number in the document's style (e.g. 1.234,56)."""
        q = value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
        sign = "-" if q < 0 else ""
        whole, _, frac = format(abs(q), "f").partition(".")
        groups: list[str] = []
        size = 3
        while len(whole) > size:
            groups.insert(0, whole[-size:])
            whole = whole[:-size]
            size = self.number_style.secondary_group
        groups.insert(0, whole)
        text = self.number_style.group.join(groups)
        return sign + (text + self.number_style.decimal + frac if frac else text)

    def money(self, value: Decimal) -> str:
        """An amount with the document's currency sign or code."""
        if value < 0:
            return "-" + self.number_style.money_template.format(n=self.num(-value))
        return self.number_style.money_template.format(n=self.num(value))

    def price(self, value: Decimal) -> str:
        """A unit price: two places, or three when the price has them."""
        return self.num(value, 3 if value != cents(value) else 2)

    def qty(self, value: Decimal) -> str:
        return qty_str(value).replace(".", self.number_style.decimal)

    def rate(self, value: Decimal) -> str:
        text = qty_str(value)
        return text.replace(".", self.number_style.decimal)

    def date(self, value: date) -> str:
        return format_date(value, format=self.date_pattern, locale=self.number_style.locale)

    def label(self, key: str) -> str:
        return self.labels[key]

    def tax_line_label(self, row: TaxRow) -> str:
        return self.texts["tax_line"].format(rate=self.rate(row.rate))

    @property
    def amount_due_shown(self) -> bool:
        """An amount-due figure is printed: its own row, or the total under a payable label."""
        return self.amount_due_printed or (self.total_label_payable and self.prepayment is None)

    @property
    def net_after(self) -> Decimal:
        return self.subtotal - (self.discount or Decimal(0)) + (self.shipping or Decimal(0))

    # ---- truth ------------------------------------------------------------------------
    def fields(self) -> dict[str, Any]:
        single = len(self.tax_rows) == 1
        return {
            "vendor_name": self.vendor.name,
            "vendor_address": self.vendor.address,
            "vendor_tax_id": self.vendor.tax_id,
            "supplier_iban": self.extras.get("iban_compact"),
            "customer_name": self.customer.name,
            "customer_address": self.customer.address,
            "customer_tax_id": self.customer.tax_id,
            "invoice_number": self.invoice_number,
            "invoice_date": self.invoice_date.isoformat(),
            "due_date": self.due_date.isoformat() if self.due_date else None,
            "purchase_order": self.purchase_order,
            "currency": self.currency,
            "subtotal": money_str(self.subtotal),
            "discount": money_str(self.discount),
            "shipping": money_str(self.shipping),
            "tax_rate": rate_str(self.tax_rows[0].rate) if single else None,
            "tax_amount": money_str(self.tax_amount),
            "tax_breakdown": [
                {"rate": rate_str(r.rate), "base": money_str(r.base), "amount": money_str(r.amount)}
                for r in self.tax_rows
            ],
            "total": money_str(self.total),
            "amount_due": money_str(self.amount_due) if self.amount_due_shown else None,
            "payment_terms": self.payment_terms,
            "line_items": [
                {
                    "description": ln.description,
                    "quantity": qty_str(ln.quantity),
                    "unit_price": rate_str(ln.unit_price),
                    "amount": money_str(ln.amount),
                }
                for ln in self.lines
            ],
        }

    def truth(self, kind: str, fmt: str, pages: int) -> dict[str, Any]:
        """The corpus ground-truth object for this invoice rendered as `kind` in `fmt`."""
        if kind not in ("text_pdf", "image", "scanned_pdf"):
            raise ValueError(f"unknown kind {kind!r}")
        prefix = {"text_pdf": "", "image": "img_", "scanned_pdf": "scan_"}[kind]
        return {
            "file": f"{prefix}{self.stem}.{EXTENSIONS[fmt]}",
            "kind": kind,
            "format": fmt,
            "pages": pages,
            "language": self.language,
            "layout": self.layout,
            "fields": self.fields(),
            "expected_validation_errors": sorted(self.rule_breaks),
        }

    def file_name(self, kind: str, fmt: str) -> str:
        return str(self.truth(kind, fmt, 1)["file"])


EXTENSIONS = {
    "pdf": "pdf",
    "png": "png",
    "jpeg": "jpg",
    "webp": "webp",
    "gif": "gif",
    "tiff": "tif",
    "bmp": "bmp",
}
