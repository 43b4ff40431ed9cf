"""OASIS UBL 2.1 `Invoice` and `CreditNote` (XRechnung UBL, Peppol BIS) mapped to `EInvoice`."""

from __future__ import annotations

from lxml import etree

from docproc_pipeline.extract.einvoice.model import EInvoice, Line, Party, VatRow
from docproc_pipeline.extract.einvoice.profiles import UBL, profile_of
from docproc_pipeline.extract.einvoice.walk import (
    ChargePaths,
    allowances_charges,
    decimal,
    find,
    find_all,
    in_currency,
    in_other_currency,
    text,
    xml_date,
)

_ALLOWANCE_CHARGE = ChargePaths(
    amount="Amount",
    vat_category="TaxCategory/ID",
    vat_rate="TaxCategory/Percent",
    indicator="ChargeIndicator",
)


def _vat_id(party: etree._Element | None) -> str | None:
    for scheme in find_all(party, "PartyTaxScheme"):
        if (text(scheme, "TaxScheme/ID") or "").upper() == "VAT":
            return text(scheme, "CompanyID")
    return None


def _party(node: etree._Element | None) -> Party:
    party = find(node, "Party")
    address = find(party, "PostalAddress")
    lines = [text(address, "StreetName"), text(address, "AdditionalStreetName")]
    lines += [text(line, "Line") for line in find_all(address, "AddressLine")]
    return Party(
        name=text(party, "PartyLegalEntity/RegistrationName") or text(party, "PartyName/Name"),
        vat_id=_vat_id(party),
        address_lines=[t for t in lines if t],
        postcode=text(address, "PostalZone"),
        city=text(address, "CityName"),
        country=text(address, "Country/IdentificationCode"),
    )


def _line(node: etree._Element) -> Line:
    tax = find(node, "Item/ClassifiedTaxCategory")
    return Line(
        name=text(node, "Item/Name"),
        quantity=decimal(node, "InvoicedQuantity|CreditedQuantity"),
        net_price=decimal(node, "Price/PriceAmount"),
        net_amount=decimal(node, "LineExtensionAmount"),
        vat_category=text(tax, "ID"),
        vat_rate=decimal(tax, "Percent"),
    )


def _tax(inv: EInvoice, root: etree._Element) -> None:
    totals = find_all(root, "TaxTotal")
    amounts = [a for t in totals for a in find_all(t, "TaxAmount")]
    inv.tax_total = decimal(in_currency(amounts, inv.currency))
    inv.tax_total_accounting = decimal(in_other_currency(amounts, inv.currency))
    inv.vat_rows = [
        VatRow(
            category=text(sub, "TaxCategory/ID"),
            rate=decimal(sub, "TaxCategory/Percent"),
            base=decimal(sub, "TaxableAmount"),
            amount=decimal(sub, "TaxAmount"),
        )
        for t in totals
        for sub in find_all(t, "TaxSubtotal")
    ]


def read_ubl(root: etree._Element) -> EInvoice:
    """Map a UBL Invoice or CreditNote to `EInvoice`."""
    spec = text(root, "CustomizationID")
    iban = text(root, "PaymentMeans/PayeeFinancialAccount/ID")
    terms = [text(t, "Note") for t in find_all(root, "PaymentTerms")]
    inv = EInvoice(
        syntax=UBL,
        profile=profile_of(spec),
        specification_id=spec,
        number=text(root, "ID"),
        issue_date=xml_date(root, "IssueDate"),
        type_code=text(root, "InvoiceTypeCode|CreditNoteTypeCode"),
        currency=text(root, "DocumentCurrencyCode"),
        due_date=xml_date(root, "DueDate") or xml_date(root, "PaymentMeans/PaymentDueDate"),
        purchase_order=text(root, "OrderReference/ID"),
        payment_terms=" ".join(t for t in terms if t) or None,
        seller=_party(find(root, "AccountingSupplierParty")),
        buyer=_party(find(root, "AccountingCustomerParty")),
        iban=iban.replace(" ", "").upper() if iban else None,
        lines=[_line(n) for n in find_all(root, "InvoiceLine|CreditNoteLine")],
        allowances_charges=allowances_charges(root, "AllowanceCharge", _ALLOWANCE_CHARGE),
    )
    _tax(inv, root)
    m = find(root, "LegalMonetaryTotal")
    inv.line_total = decimal(m, "LineExtensionAmount")
    inv.allowance_total = decimal(m, "AllowanceTotalAmount")
    inv.charge_total = decimal(m, "ChargeTotalAmount")
    inv.tax_basis_total = decimal(m, "TaxExclusiveAmount")
    inv.grand_total = decimal(m, "TaxInclusiveAmount")
    inv.prepaid = decimal(m, "PrepaidAmount")
    inv.rounding = decimal(m, "PayableRoundingAmount")
    inv.due_payable = decimal(m, "PayableAmount")
    return inv
