"""Cross-border invoices: which party a tax id belongs to, by the country of the customer's
address and the country of each id (prefix, or the national scheme its check digits pass).
Invented pages; the ids are made up and pass their schemes' check digits."""

from __future__ import annotations

from docproc_pipeline.extract.parse.countries import address_country, id_country_among
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import page_from_rows

Rows = list[tuple[float, float, str]]


def _invoice(customer_country: str, vendor_id_line: str, footer_id_line: str) -> InvoiceFields:
    rows: Rows = [
        (40, 30, "Invoice"),
        (400, 30, "Liffey Board Supplies Ltd"),
        (400, 42, "14 Quay Street"),
        (400, 54, "Dublin D02 X285"),
        (400, 66, vendor_id_line),
        (40, 62, "Invoice date 03/09/2025"),
        (40, 74, "Invoice No. 44817"),
        (40, 120, "To"),
        (40, 132, "Brasileiro & Costa Lda."),
        (40, 144, "Rua das Flores 12"),
        (40, 156, "4050-262 Porto"),
        (40, 168, customer_country),
        (40, 200, "Description"),
        (300, 200, "Qty"),
        (380, 200, "Price"),
        (480, 200, "Amount"),
        (40, 214, "Oak boards, planed"),
        (300, 214, "10"),
        (380, 214, "36.50"),
        (480, 214, "365.00"),
        (300, 250, "Subtotal"),
        (480, 250, "365.00"),
        (300, 262, "VAT 0%"),
        (480, 262, "0.00"),
        (300, 274, "Total EUR"),
        (480, 274, "365.00"),
        (40, 380, "VAT reverse charge applies - Article 196 Council Directive 2006/112/EC"),
        (40, 392, footer_id_line),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    return fields


def test_the_id_of_the_customers_country_is_the_customers_on_a_cross_border_invoice() -> None:
    # the customer's id in the legal footer under a reverse-charge note, the vendor's in its
    # letterhead: the footer is no proof of the vendor here, the countries are
    f = _invoice("PORTUGAL", "VAT ID: IE6433210E", "VAT Number: PT510000002")
    assert (f.vendor_tax_id, f.customer_tax_id) == ("IE6433210E", "PT510000002")


def test_a_domestic_invoice_keeps_the_footer_rule() -> None:
    # no country printed for the customer: the countries decide nothing
    f = _invoice("", "VAT ID: IE6433210E", "VAT Number: PT510000002")
    assert f.vendor_tax_id == "PT510000002"


def test_country_names_of_every_lexicon_language_are_known() -> None:
    assert address_country("ul. Długa 5, 00-001 Warszawa, Polska") == "PL"
    assert address_country("Rua 1, 1000-001 Lisboa, POLEN") == "PL"
    assert address_country("Kerkstraat 1, 1000 Brussel, Oostenrijk") == "AT"
    assert address_country("12 Main Street, Leeds") is None


def test_a_bare_number_takes_the_country_whose_scheme_it_passes() -> None:
    assert id_country_among("526-000-00-05", {"PL", "DE"}) == "PL"
    assert id_country_among("DE 123 456 704", {"PL"}) == "DE"
    assert id_country_among("DE 123 456 705", {"PL"}) is None  # fails its check digits
