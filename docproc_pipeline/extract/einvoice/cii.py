"""UN/CEFACT Cross Industry Invoice (D16B: Factur-X, ZUGFeRD 2.x, XRechnung CII) and its
forerunner ZUGFeRD 1.0 (`CrossIndustryDocument`), mapped to `EInvoice`.

Paths name the D16B element first and the ZUGFeRD 1.0 one after `|`.
"""

from __future__ import annotations

from lxml import etree

from docproc_pipeline.extract.einvoice.model import EInvoice, Line, Party, VatRow
from docproc_pipeline.extract.einvoice.profiles import CII, profile_of
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
from docproc_pipeline.extract.einvoice.xmlsafe import local_name

_CONTEXT = "ExchangedDocumentContext|SpecifiedExchangedDocumentContext"
_HEADER = "ExchangedDocument|HeaderExchangedDocument"
_TRANSACTION = "SupplyChainTradeTransaction|SpecifiedSupplyChainTradeTransaction"
_AGREEMENT = "ApplicableHeaderTradeAgreement|ApplicableSupplyChainTradeAgreement"
_SETTLEMENT = "ApplicableHeaderTradeSettlement|ApplicableSupplyChainTradeSettlement"
_SUMMATION = (
    "SpecifiedTradeSettlementHeaderMonetarySummation|SpecifiedTradeSettlementMonetarySummation"
)
_RATE = "RateApplicablePercent|ApplicablePercent"
_LINE_AGREEMENT = "SpecifiedLineTradeAgreement|SpecifiedSupplyChainTradeAgreement"
_LINE_DELIVERY = "SpecifiedLineTradeDelivery|SpecifiedSupplyChainTradeDelivery"
_LINE_SETTLEMENT = "SpecifiedLineTradeSettlement|SpecifiedSupplyChainTradeSettlement"
_LINE_SUMMATION = (
    "SpecifiedTradeSettlementLineMonetarySummation|SpecifiedTradeSettlementMonetarySummation"
)
ZUGFERD1_ROOT = "CrossIndustryDocument"
# EXTENDED line status reasons of lines that are not part of the invoice sums.
_UNCOUNTED_LINES = frozenset({"DETAIL", "INFORMATION"})
_ALLOWANCE_CHARGE = ChargePaths(
    amount="ActualAmount",
    vat_category="CategoryTradeTax/CategoryCode",
    vat_rate=f"CategoryTradeTax/{_RATE}",
    indicator="ChargeIndicator/Indicator",
)
# a ZUGFeRD 1.0 / EXTENDED logistics service charge (freight): a document-level charge
_LOGISTICS_CHARGE = ChargePaths(
    amount="AppliedAmount",
    vat_category="AppliedTradeTax/CategoryCode",
    vat_rate=f"AppliedTradeTax/{_RATE}",
)


def _party(node: etree._Element | None) -> Party:
    vat_id = None
    for reg in find_all(node, "SpecifiedTaxRegistration/ID"):
        if reg.get("schemeID") == "VA":
            vat_id = text(reg)
            break
    address = find(node, "PostalTradeAddress")
    return Party(
        name=text(node, "Name"),
        vat_id=vat_id,
        address_lines=[
            t for t in (text(address, n) for n in ("LineOne", "LineTwo", "LineThree")) if t
        ],
        postcode=text(address, "PostcodeCode"),
        city=text(address, "CityName"),
        country=text(address, "CountryID"),
    )


def _line(item: etree._Element) -> Line:
    tax = find(item, f"{_LINE_SETTLEMENT}/ApplicableTradeTax")
    return Line(
        name=text(item, "SpecifiedTradeProduct/Name"),
        quantity=decimal(item, f"{_LINE_DELIVERY}/BilledQuantity"),
        net_price=decimal(item, f"{_LINE_AGREEMENT}/NetPriceProductTradePrice/ChargeAmount"),
        net_amount=decimal(item, f"{_LINE_SETTLEMENT}/{_LINE_SUMMATION}/LineTotalAmount"),
        vat_category=text(tax, "CategoryCode"),
        vat_rate=decimal(tax, _RATE),
        counted=(text(item, "AssociatedDocumentLineDocument/LineStatusReasonCode") or "").upper()
        not in _UNCOUNTED_LINES,
    )


def _settlement(inv: EInvoice, settlement: etree._Element | None) -> None:
    inv.currency = text(settlement, "InvoiceCurrencyCode")
    iban = text(
        settlement, "SpecifiedTradeSettlementPaymentMeans/PayeePartyCreditorFinancialAccount/IBANID"
    )
    inv.iban = iban.replace(" ", "").upper() if iban else None
    inv.vat_rows = [
        VatRow(
            category=text(tax, "CategoryCode"),
            rate=decimal(tax, _RATE),
            base=decimal(tax, "BasisAmount"),
            amount=decimal(tax, "CalculatedAmount"),
        )
        for tax in find_all(settlement, "ApplicableTradeTax")
    ]
    inv.allowances_charges = allowances_charges(
        settlement, "SpecifiedTradeAllowanceCharge", _ALLOWANCE_CHARGE
    ) + allowances_charges(settlement, "SpecifiedLogisticsServiceCharge", _LOGISTICS_CHARGE)
    terms = find_all(settlement, "SpecifiedTradePaymentTerms")
    descriptions = [d for d in (text(t, "Description") for t in terms) if d]
    inv.payment_terms = " ".join(descriptions) or None
    inv.due_date = next(
        (d for d in (xml_date(t, "DueDateDateTime/DateTimeString") for t in terms) if d), None
    )
    s = find(settlement, _SUMMATION)
    inv.line_total = decimal(s, "LineTotalAmount")
    inv.allowance_total = decimal(s, "AllowanceTotalAmount")
    inv.charge_total = decimal(s, "ChargeTotalAmount")
    inv.tax_basis_total = decimal(s, "TaxBasisTotalAmount")
    tax_totals = find_all(s, "TaxTotalAmount")
    inv.tax_total = decimal(in_currency(tax_totals, inv.currency))
    inv.tax_total_accounting = decimal(in_other_currency(tax_totals, inv.currency))
    inv.rounding = decimal(s, "RoundingAmount")
    inv.grand_total = decimal(s, "GrandTotalAmount")
    inv.prepaid = decimal(s, "TotalPrepaidAmount")
    inv.due_payable = decimal(s, "DuePayableAmount")


def _zugferd1_allowance_signs(inv: EInvoice) -> None:
    """ZUGFeRD 1.0 leaves the sign of a document-level allowance or charge open: producers
    write a deduction as `-21.55` under a total of `21.55`, or, in a correction invoice whose
    amounts are all negated, `0.10` under a total of `-0.23`. The amount is the magnitude; its
    sign is that of its total (BT-107 for allowances, BT-108 for charges), as the totals are
    what BT-109 is computed from. Without a stated total the amounts stay as written."""
    for ac in inv.allowances_charges:
        total = inv.charge_total if ac.is_charge else inv.allowance_total
        if total:
            ac.amount = abs(ac.amount).copy_sign(total)


def read_cii(root: etree._Element) -> EInvoice:
    """Map a CII document (D16B or ZUGFeRD 1.0) to `EInvoice`."""
    spec = text(root, f"{_CONTEXT}/GuidelineSpecifiedDocumentContextParameter/ID")
    header = find(root, _HEADER)
    transaction = find(root, _TRANSACTION)
    agreement = find(transaction, _AGREEMENT)
    inv = EInvoice(
        syntax=CII,
        profile=profile_of(spec),
        specification_id=spec,
        number=text(header, "ID"),
        issue_date=xml_date(header, "IssueDateTime/DateTimeString"),
        type_code=text(header, "TypeCode"),
        purchase_order=text(agreement, "BuyerOrderReferencedDocument/IssuerAssignedID|ID"),
        seller=_party(find(agreement, "SellerTradeParty")),
        buyer=_party(find(agreement, "BuyerTradeParty")),
        lines=[_line(item) for item in find_all(transaction, "IncludedSupplyChainTradeLineItem")],
    )
    _settlement(inv, find(transaction, _SETTLEMENT))
    if local_name(root) == ZUGFERD1_ROOT:
        _zugferd1_allowance_signs(inv)
    return inv
