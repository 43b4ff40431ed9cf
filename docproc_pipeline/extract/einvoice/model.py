"""One e-invoice as read from its XML, syntax-neutral (EN 16931 business terms)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal


@dataclass(slots=True)
class Party:
    name: str | None = None  # BT-27 / BT-44
    vat_id: str | None = None  # BT-31 / BT-48
    address_lines: list[str] = field(default_factory=list)  # BT-35.. / BT-50..
    postcode: str | None = None
    city: str | None = None
    country: str | None = None

    @property
    def address(self) -> str | None:
        place = " ".join(p for p in (self.postcode, self.city) if p)
        parts = [*self.address_lines, place] if place else list(self.address_lines)
        return ", ".join(parts) or None


@dataclass(slots=True)
class Line:
    name: str | None = None  # BT-153
    quantity: Decimal | None = None  # BT-129
    net_price: Decimal | None = None  # BT-146
    net_amount: Decimal | None = None  # BT-131
    vat_category: str | None = None  # BT-151
    vat_rate: Decimal | None = None  # BT-152
    # False for EXTENDED-profile detail/information lines, which do not enter the sums.
    counted: bool = True


@dataclass(slots=True)
class AllowanceCharge:
    """A document-level allowance (BG-20) or charge (BG-21)."""

    is_charge: bool
    amount: Decimal
    vat_category: str | None = None
    vat_rate: Decimal | None = None


@dataclass(slots=True)
class VatRow:
    """One VAT breakdown row (BG-23)."""

    category: str | None  # BT-118
    rate: Decimal | None  # BT-119
    base: Decimal | None  # BT-116
    amount: Decimal | None  # BT-117


@dataclass(slots=True)
class EInvoice:
    syntax: str  # cii | ubl
    profile: str | None
    specification_id: str | None  # BT-24
    number: str | None = None  # BT-1
    issue_date: date | None = None  # BT-2
    type_code: str | None = None  # BT-3
    currency: str | None = None  # BT-5
    due_date: date | None = None  # BT-9
    purchase_order: str | None = None  # BT-13
    payment_terms: str | None = None  # BT-20
    seller: Party = field(default_factory=Party)
    buyer: Party = field(default_factory=Party)
    iban: str | None = None  # BT-84
    lines: list[Line] = field(default_factory=list)
    allowances_charges: list[AllowanceCharge] = field(default_factory=list)
    vat_rows: list[VatRow] = field(default_factory=list)
    line_total: Decimal | None = None  # BT-106
    allowance_total: Decimal | None = None  # BT-107
    charge_total: Decimal | None = None  # BT-108
    tax_basis_total: Decimal | None = None  # BT-109
    tax_total: Decimal | None = None  # BT-110 (in the invoice currency)
    tax_total_accounting: Decimal | None = None  # BT-111 (in the VAT accounting currency, BT-6)
    grand_total: Decimal | None = None  # BT-112
    prepaid: Decimal | None = None  # BT-113
    rounding: Decimal | None = None  # BT-114
    due_payable: Decimal | None = None  # BT-115
