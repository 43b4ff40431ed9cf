"""The print cross-check's rules (which differences count) and the ZUGFeRD 1.0 allowance signs."""

from __future__ import annotations

from decimal import Decimal

import pytest
from lxml import etree

from docproc_pipeline.extract.einvoice.cii import read_cii
from docproc_pipeline.extract.einvoice.crosscheck import print_mismatches
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline.validate.en16931 import en16931_findings


def _fields(**values: object) -> InvoiceFields:
    return InvoiceFields(**values)  # type: ignore[arg-type]


def _mismatched(xml: InvoiceFields, printed: InvoiceFields, text: str, **kw: object) -> set[str]:
    return {m.field for m in print_mismatches(xml, printed, text, **kw)}  # type: ignore[arg-type]


def test_an_xml_figure_printed_beside_other_figures_counts_as_printed() -> None:
    # The parser took the first row's net amount; the XML line total is in the sums row,
    # printed next to other numbers ("-7,90  0,23  -7,67").
    text = "Warenwert Zu-/Abschlag Nettobetrag\n-5,00 0,15 -4,85\n-7,90 0,23 -7,67 EUR -8,79"
    xml, printed = _fields(subtotal=Decimal("-7.90")), _fields(subtotal=Decimal("-4.85"))
    assert _mismatched(xml, printed, text) == set()
    assert _mismatched(xml, printed, "Nettobetrag -4,85") == {"subtotal"}


def test_amounts_printed_without_the_sign_of_a_correction_invoice_agree() -> None:
    xml, printed = _fields(total=Decimal("-8.79")), _fields(total=Decimal("8.79"))
    assert _mismatched(xml, printed, "Total") == set()


def test_vat_total_in_the_accounting_currency_agrees() -> None:
    xml, printed = _fields(tax_amount=Decimal("163.16")), _fields(tax_amount=Decimal("183.14"))
    alt = {"tax_amount": [Decimal("183.14")]}
    assert _mismatched(xml, printed, "VAT", xml_alternatives=alt) == set()
    assert _mismatched(xml, printed, "VAT") == {"tax_amount"}


def test_low_confidence_print_readings_and_tiny_ids_are_not_compared() -> None:
    xml = _fields(total=Decimal("238.00"), invoice_number="01.234.567.8-2014-1")
    printed = _fields(total=Decimal("999.00"), invoice_number="24.")
    low = {"total": 0.5, "invoice_number": 0.95}
    assert _mismatched(xml, printed, "", printed_confidence=low) == set()
    high = {"total": 0.9, "invoice_number": 0.95}
    assert _mismatched(xml, printed, "", printed_confidence=high) == {"total"}
    printed = _fields(invoice_number="RE-9")
    assert _mismatched(xml, printed, "") == {"invoice_number"}


ZF1 = """<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"
 xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12"
 xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15">
 <rsm:SpecifiedExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter>
  <ram:ID>urn:ferd:CrossIndustryDocument:invoice:1p0:comfort</ram:ID>
 </ram:GuidelineSpecifiedDocumentContextParameter></rsm:SpecifiedExchangedDocumentContext>
 <rsm:HeaderExchangedDocument><ram:ID>K-1</ram:ID><ram:TypeCode>380</ram:TypeCode>
 </rsm:HeaderExchangedDocument>
 <rsm:SpecifiedSupplyChainTradeTransaction>
  <ram:ApplicableSupplyChainTradeSettlement>
   <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
   <ram:ApplicableTradeTax><ram:CalculatedAmount>{tax}</ram:CalculatedAmount>
    <ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>{basis}</ram:BasisAmount>
    <ram:CategoryCode>S</ram:CategoryCode><ram:ApplicablePercent>19</ram:ApplicablePercent>
   </ram:ApplicableTradeTax>
   <ram:SpecifiedTradeAllowanceCharge>
    <ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator>
    <ram:ActualAmount>{allowance}</ram:ActualAmount>
    <ram:CategoryTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode>
     <ram:ApplicablePercent>19</ram:ApplicablePercent></ram:CategoryTradeTax>
   </ram:SpecifiedTradeAllowanceCharge>
   <ram:SpecifiedTradeSettlementMonetarySummation>
    <ram:LineTotalAmount>{lines}</ram:LineTotalAmount>
    <ram:AllowanceTotalAmount>{allowance_total}</ram:AllowanceTotalAmount>
    <ram:TaxBasisTotalAmount>{basis}</ram:TaxBasisTotalAmount>
    <ram:TaxTotalAmount>{tax}</ram:TaxTotalAmount>
    <ram:GrandTotalAmount>{grand}</ram:GrandTotalAmount>
   </ram:SpecifiedTradeSettlementMonetarySummation>
  </ram:ApplicableSupplyChainTradeSettlement>
  <ram:IncludedSupplyChainTradeLineItem>
   <ram:SpecifiedSupplyChainTradeSettlement>
    <ram:ApplicableTradeTax><ram:CategoryCode>S</ram:CategoryCode>
     <ram:ApplicablePercent>19</ram:ApplicablePercent></ram:ApplicableTradeTax>
    <ram:SpecifiedTradeSettlementMonetarySummation><ram:LineTotalAmount>{lines}</ram:LineTotalAmount>
    </ram:SpecifiedTradeSettlementMonetarySummation>
   </ram:SpecifiedSupplyChainTradeSettlement>
  </ram:IncludedSupplyChainTradeLineItem>
 </rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:CrossIndustryDocument>
"""


_ZF1_AMOUNTS = ("lines", "allowance", "allowance_total", "basis", "tax", "grand")


def _zf1_rules(*amounts: str) -> set[str]:
    """The EN 16931 rules broken by the ZUGFeRD 1.0 invoice with these `_ZF1_AMOUNTS`."""
    xml = ZF1.format(**dict(zip(_ZF1_AMOUNTS, amounts, strict=True)))
    inv = read_cii(etree.fromstring(xml.encode()))
    return {f.rule for f in en16931_findings(inv)}


@pytest.mark.parametrize(
    "amounts",
    [
        ("100.00", "-10.00", "10.00", "90.00", "17.10", "107.10"),
        ("-100.00", "10.00", "-10.00", "-90.00", "-17.10", "-107.10"),
    ],
    ids=["a deduction written as -10.00 under a total of 10.00", "a negated correction invoice"],
)
def test_zugferd1_allowance_takes_the_sign_of_its_total(amounts: tuple[str, ...]) -> None:
    assert _zf1_rules(*amounts) == set()


def test_zugferd1_allowance_not_adding_up_to_its_total_is_still_found() -> None:
    assert "BR-CO-11" in _zf1_rules("100.00", "-12.00", "10.00", "90.00", "17.10", "107.10")
