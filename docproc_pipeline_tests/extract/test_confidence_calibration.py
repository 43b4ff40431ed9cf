"""Calibration rules of the resolver: a confidence of 0.9 or more should mean right, so evidence
that says a value was read right but not whose it is, or a value a later pass took away, must not
stay above the cascade's bar (invented pages and ids)."""

from __future__ import annotations

from decimal import Decimal

import pytest
from stdnum.eu import vat

from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.resolve import score_arithmetic, score_checksums
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import page_from_rows

VALID_ID = "DE100000008"  # check digits pass (python-stdnum)
OTHER_VALID_ID = "FR88100000009"


def test_invented_ids_are_checksum_valid() -> None:
    assert vat.is_valid(VALID_ID) and vat.is_valid(OTHER_VALID_ID)
    assert not vat.is_valid("DE100000005")


def _both_ids_checked(vendor: float, customer: float) -> dict[str, float]:
    """The confidences of two valid ids, read with `vendor` / `customer`, after the checksum
    rule."""
    fields = InvoiceFields(vendor_tax_id=VALID_ID, customer_tax_id=OTHER_VALID_ID)
    conf = {"vendor_tax_id": vendor, "customer_tax_id": customer}
    score_checksums(fields, conf)
    return conf


def test_valid_check_digits_lift_a_well_placed_id_only() -> None:
    conf = _both_ids_checked(
        CONFIDENCE.VENDOR_TAX_ID_LABELLED, CONFIDENCE.CUSTOMER_TAX_ID_BY_POSITION
    )
    assert conf["vendor_tax_id"] == CONFIDENCE.TAX_ID_CHECKSUM_VALID
    # placed by position: the digits say it was read right, not that it is the customer's
    assert conf["customer_tax_id"] == (
        CONFIDENCE.CUSTOMER_TAX_ID_BY_POSITION + CONFIDENCE.TAX_ID_CHECKSUM_VALID_BONUS
    )
    assert conf["customer_tax_id"] < 0.9


def test_failed_check_digits_cap_a_labelled_id() -> None:
    fields = InvoiceFields(vendor_tax_id="DE100000005")
    conf = {"vendor_tax_id": CONFIDENCE.VENDOR_TAX_ID_LABELLED}
    score_checksums(fields, conf)
    assert conf["vendor_tax_id"] == CONFIDENCE.TAX_ID_CHECKSUM_INVALID


def _page(extra: list[tuple[float, float, str]]) -> list:
    rows = [
        (40, 40, "Acme Widgets GmbH"),
        (40, 52, "Hauptstrasse 5"),
        (40, 64, "10115 Berlin"),
        (40, 120, "Bill to:"),
        (40, 132, "Beta Trading Ltd"),
        (40, 144, "12 High Street"),
        (40, 156, "London SW1A 1AA"),
        (350, 120, "Invoice No.: INV-2041"),
        (350, 132, "Invoice date: 03.02.2026"),
        (40, 400, "Total: 119,00 EUR"),
    ]
    return [page_from_rows(rows + extra)]


def test_an_id_moved_to_the_customer_leaves_the_vendor_unsure() -> None:
    # the only id printed sits in the customer's block: the vendor's label evidence is void
    fields, conf, _ = parse_invoice(_page([(40, 168, f"VAT ID: {VALID_ID}")]))
    assert fields.customer_tax_id == VALID_ID
    assert fields.vendor_tax_id is None
    assert conf["vendor_tax_id"] <= CONFIDENCE.UNKNOWN
    # whose id it is was inferred from its block, and valid digits do not settle that
    assert conf["customer_tax_id"] < 0.9


def test_a_labelled_valid_vendor_id_stays_sure() -> None:
    fields, conf, _ = parse_invoice(_page([(40, 76, f"VAT ID: {VALID_ID}")]))
    assert fields.vendor_tax_id == VALID_ID
    assert conf["vendor_tax_id"] >= CONFIDENCE.TAX_ID_CHECKSUM_VALID


def test_valid_check_digits_do_not_settle_which_of_several_ids_is_the_vendors() -> None:
    # a reverse-charge invoice prints both parties' ids under like labels: picking one of them
    # by where it is printed is a guess the digits cannot confirm
    conf = _both_ids_checked(CONFIDENCE.VENDOR_TAX_ID_OF_SEVERAL, CONFIDENCE.TAX_IDS_BY_PARTY_BLOCK)
    assert conf["vendor_tax_id"] < 0.9
    assert conf["customer_tax_id"] == CONFIDENCE.TAX_ID_CHECKSUM_VALID


def _dollar_invoice(vendor_town: str, extra: list[tuple[float, float, str]]) -> list:
    """An English invoice whose amounts carry a bare "$" and add up (net + tax = total), dated
    day first without a day over 12, its vendor in `vendor_town`."""
    rows = [
        (40, 40, "Harbor Supplies Ltd"),
        (40, 52, "14 Ocean Avenue"),
        (40, 64, vendor_town),
        (40, 120, "Bill to:"),
        (40, 132, "Delta Hardware Ltd"),
        (40, 144, "9 Market Road"),
        (350, 120, "Invoice No.: INV-3310"),
        (350, 132, "Invoice date: 05/03/2026"),
        (300, 400, "Subtotal: $1,000.00"),
        (300, 412, "Tax 18%: $180.00"),
        (300, 424, "Total: $1,180.00"),
    ]
    return [page_from_rows(rows + extra)]


def test_a_bare_dollar_alone_is_usd_but_not_sure() -> None:
    # "$" writes some twenty currencies; the arithmetic that agrees says nothing about which
    fields, conf, _ = parse_invoice(_dollar_invoice("Santo Domingo", []))
    assert fields.currency == "USD" and fields.total == Decimal("1180.00")
    assert conf["total"] >= 0.9  # the arithmetic did close
    assert conf["currency"] == CONFIDENCE.CURRENCY_BARE_DOLLAR < 0.9


def test_a_bare_dollar_with_a_us_address_of_the_vendor_stays_sure() -> None:
    fields, conf, _ = parse_invoice(_dollar_invoice("Austin, TX 78701", []))
    assert fields.currency == "USD"
    assert conf["currency"] >= 0.9


def test_a_bare_dollar_beside_a_month_first_date_stays_sure() -> None:
    fields, conf, _ = parse_invoice(
        _dollar_invoice("Santo Domingo", [(350, 144, "Due date: 04/25/2026")])
    )
    assert fields.currency == "USD"
    assert conf["currency"] >= 0.9


def test_a_bare_dollar_beside_a_month_named_first_stays_sure() -> None:
    rows = [(350, 144, "Due date: March 4, 2026")]
    fields, conf, _ = parse_invoice(_dollar_invoice("Santo Domingo", rows))
    assert fields.currency == "USD"
    assert conf["currency"] >= 0.9


def test_a_dollar_named_usd_stays_sure() -> None:
    fields, conf, _ = parse_invoice(
        _dollar_invoice("Santo Domingo", [(300, 436, "All amounts in USD")])
    )
    assert fields.currency == "USD"
    assert conf["currency"] >= 0.9


def _order_invoice(label: str) -> list:
    rows = [
        (40, 40, "Acme Widgets GmbH"),
        (40, 52, "Hauptstrasse 5"),
        (40, 64, "10115 Berlin"),
        (350, 120, "Invoice No.: INV-2041"),
        (350, 132, "Invoice date: 03.02.2026"),
        (350, 144, f"{label}: SO-55210"),
        (40, 400, "Total: 119,00 EUR"),
    ]
    return [page_from_rows(rows)]


@pytest.mark.parametrize("label", ["Order No.", "Order #", "Auftragsnummer", "N° de commande"])
def test_a_plain_order_label_is_a_less_sure_purchase_order(label: str) -> None:
    # a plain "Order No." is as often the seller's own sales-order number as the buyer's order
    fields, conf, _ = parse_invoice(_order_invoice(label))
    assert fields.purchase_order == "SO-55210"
    assert conf["purchase_order"] == CONFIDENCE.ORDER_LABELLED_PLAIN < 0.9


@pytest.mark.parametrize(
    "label", ["Your Order No.", "Customer PO", "PO Number", "Ihre Bestellung", "Votre commande"]
)
def test_a_buyer_order_label_is_a_sure_purchase_order(label: str) -> None:
    fields, conf, _ = parse_invoice(_order_invoice(label))
    assert fields.purchase_order == "SO-55210"
    assert conf["purchase_order"] == CONFIDENCE.ORDER_LABELLED >= 0.9


def test_a_sum_that_closes_on_a_zero_net_lifts_no_money_field() -> None:
    # the net read as the discount too and the tax as the total: net - discount + tax = total
    # holds, but only because the figures cancel; tax charged on nothing proves no reading
    fields = InvoiceFields(
        subtotal=Decimal("3729.95"),
        discount=Decimal("3729.95"),
        tax_amount=Decimal("302.13"),
        total=Decimal("302.13"),
    )
    read = CONFIDENCE.MONEY_LABELLED
    conf = {"subtotal": read, "discount": read, "tax_amount": read, "total": read}
    score_arithmetic(fields, conf, has_items=False)
    assert all(conf[name] < 0.9 for name in ("subtotal", "discount", "tax_amount", "total"))


def test_a_sum_that_closes_on_a_real_net_lifts_the_money_fields() -> None:
    fields = InvoiceFields(
        subtotal=Decimal("3729.95"),
        discount=Decimal("111.90"),
        tax_amount=Decimal("293.07"),
        total=Decimal("3911.12"),
    )
    read = CONFIDENCE.MONEY_LABELLED
    conf = {"subtotal": read, "discount": read, "tax_amount": read, "total": read}
    score_arithmetic(fields, conf, has_items=False)
    assert all(conf[name] >= 0.9 for name in ("subtotal", "discount", "tax_amount", "total"))


def _dated_invoice(invoice_date: str, due_date: str) -> tuple[InvoiceFields, dict[str, float]]:
    rows = [
        (40, 40, "Harbor Lights Catering"),
        (40, 52, "12 Pier Road, Portland"),
        (330, 90, "Invoice No.: HL-5521"),
        (330, 102, f"Invoice Date: {invoice_date}"),
        (330, 114, f"Due Date: {due_date}"),
        (40, 180, "Description"),
        (430, 180, "Amount"),
        (40, 196, "Buffet for 40 guests"),
        (430, 196, "$1,250.00"),
        (360, 240, "Total"),
        (430, 240, "$1,250.00"),
    ]
    fields, conf, _ = parse_invoice([page_from_rows(rows)])
    return fields, conf


def test_a_date_whose_day_and_month_order_no_date_proves_is_not_sure() -> None:
    # 03/04 and 04/03: either could be March or April; a bare "$" only hints at the US order
    fields, conf = _dated_invoice("03/04/2026", "04/03/2026")
    assert str(fields.invoice_date) == "2026-03-04"
    assert conf["invoice_date"] <= CONFIDENCE.DATE_ORDER_GUESSED < 0.9
    assert conf["due_date"] <= CONFIDENCE.DATE_ORDER_GUESSED


def test_one_date_with_a_part_over_12_proves_the_order_of_all() -> None:
    fields, conf = _dated_invoice("03/04/2026", "04/18/2026")
    assert str(fields.invoice_date) == "2026-03-04"
    assert conf["invoice_date"] >= 0.9
    assert conf["due_date"] >= 0.9
