"""Rules for the layouts read worst on unseen invoices: label-value pairs in stacked cards,
money named in running prose, a letterhead whose address line sits under the name (invented
pages)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.layout import Word
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import Rows, fields_of, page_from_rows

_HEAD: Rows = [
    (40, 40, "Northwind Tiles Ltd"),
    (40, 52, "12 Harbour Road, Leeds LS1 4AB"),
    (40, 70, "Invoice no. NT-2291"),
]


def _fields(rows: Rows) -> InvoiceFields:
    return fields_of(_HEAD + rows)


def test_card_values_sit_right_aligned_under_their_labels_beside_another_card() -> None:
    # two columns of cards whose lines interleave: the left card's label has the right card's
    # figure just below and to its right, which belongs to the label stacked above that figure
    f = _fields(
        [
            (200, 100, "Item"),
            (400, 100, "Qty"),
            (450, 100, "Price"),
            (510, 100, "Amount"),
            (200, 112, "Ceramic floor tiles"),
            (410, 112, "10"),
            (450, 112, "40.00"),
            (510, 112, "400.00"),
            (200, 124, "Grout, grey"),
            (410, 124, "4"),
            (450, 124, "25.00"),
            (510, 124, "100.00"),
            (400, 160, "Subtotal"),
            (40, 168, "BALANCE DUE"),
            (510, 176, "500.00"),
            (40, 186, "GBP 606.00"),
            (400, 188, "Shipping"),
            (515, 200, "5.00"),
            (400, 214, "VAT (20 %)"),
            (510, 226, "101.00"),
            (400, 240, "Total including all charges"),
            (510, 252, "606.00"),
        ]
    )
    assert f.subtotal == Decimal("500.00")
    assert f.shipping == Decimal("5.00")
    assert (f.tax_rate, f.tax_amount) == (Decimal("20.00"), Decimal("101.00"))
    assert f.total == Decimal("606.00")
    assert f.amount_due == Decimal("606.00")


def test_a_tax_word_heading_a_column_takes_no_cell_of_the_row_below() -> None:
    # "VAT" is the second line of a column header; the row under it is an item, not a card
    f = _fields(
        [
            (40, 100, "Pos"),
            (200, 100, "Description"),
            (470, 100, "Price incl."),
            (480, 112, "VAT"),
            (40, 124, "1"),
            (200, 124, "Hosting plan small"),
            (480, 124, "3.89"),
            (540, 124, "3.89"),
            (40, 136, "2"),
            (200, 136, "Hosting plan large"),
            (480, 136, "9.10"),
            (540, 136, "9.10"),
            (420, 160, "Total EUR"),
            (540, 160, "12.99"),
        ]
    )
    assert f.tax_amount is None
    assert f.total == Decimal("12.99")


def test_a_wrapped_description_under_a_money_word_is_no_value() -> None:
    # a receipt's item "Delivery van hire" with its quantity line under it: the figure on
    # that line is the item's, not a shipping charge
    f = _fields(
        [
            (10, 100, "Delivery van hire incl. driver"),
            (20, 112, "3 days x 90.00"),
            (190, 112, "270.00"),
            (10, 130, "Subtotal"),
            (190, 130, "270.00"),
            (10, 142, "VAT at 20%"),
            (190, 142, "54.00"),
            (10, 154, "TOTAL"),
            (190, 154, "324.00"),
        ]
    )
    assert f.shipping is None
    assert f.total == Decimal("324.00")


def test_a_sentence_naming_the_total_and_its_tax_gives_the_total_the_first_figure() -> None:
    f = _fields([(40, 120, "Invoice total: EUR 1.250,00, of which VAT EUR 250,00.")])
    assert f.total == Decimal("1250.00")


def test_a_tax_word_after_its_own_figure_still_leaves_the_total_the_first() -> None:
    f = _fields([(40, 120, "Invoice total 1.250,00 EUR including 250,00 EUR VAT.")])
    assert f.total == Decimal("1250.00")


def test_a_total_with_one_figure_in_its_sentence_is_read_as_before() -> None:
    f = _fields([(40, 120, "Invoice total: EUR 1.250,00 payable by transfer.")])
    assert f.total == Decimal("1250.00")


def _letterhead(name: str, address_line: str) -> InvoiceFields:
    """A page whose largest text (16 pt) is `name`, with `address_line` right under it."""
    page = page_from_rows(
        [
            (200, 62, address_line),
            (60, 120, "Kundin GmbH"),
            (60, 132, "Lindenallee 4"),
            (60, 144, "50667 Köln"),
            (60, 200, "Rechnung Nr. 2026-118"),
            (60, 230, "Beratung"),
            (480, 230, "1.000,00"),
            (380, 260, "Gesamtbetrag"),
            (480, 260, "1.000,00"),
        ]
    )
    x, big = 210.0, []
    for token in name.split(" "):
        big.append(Word(token, x, 40, x + 9.0 * len(token), 56))
        x += 9.0 * len(token) + 5.0
    page.words[:0] = big
    fields, _, _ = parse_invoice([page])
    return fields


def test_a_separated_address_line_right_under_the_largest_name_is_that_names_address() -> None:
    f = _letterhead("Kranich Werbetechnik KG", "Hafenweg 12 · 28195 Bremen · Deutschland")
    assert f.vendor_name == "Kranich Werbetechnik KG"
    assert f.vendor_address == "Hafenweg 12, 28195 Bremen, Deutschland"
    assert f.customer_name == "Kundin GmbH"


def test_a_sender_line_under_a_logo_word_still_names_the_vendor_first() -> None:
    f = _letterhead("KRANICH", "Kranich Werbetechnik KG · Hafenweg 12 · 28195 Bremen")
    assert f.vendor_name == "Kranich Werbetechnik KG"
    assert f.vendor_address == "Hafenweg 12, 28195 Bremen"


_RECEIPT_HEAD: Rows = [
    (30, 40, "Bakkerij Zonneveld"),
    (30, 52, "Marktstraat 3, 1811 KB Alkmaar"),
    (10, 80, "Bon nr."),
    (170, 80, "R-40211"),
    (10, 100, "Aan:"),
    (10, 112, "Studio Pelikaan"),
    (10, 124, "Havenkade 18"),
    (10, 136, "3011 AB Rotterdam"),
]


def _receipt_items(rows: Rows) -> list[tuple[str | None, Decimal | None]]:
    fields, _, _ = parse_invoice([page_from_rows(_RECEIPT_HEAD + rows)])
    return [(i.description, i.amount) for i in fields.line_items]


def test_a_receipts_first_item_does_not_take_the_customers_block_and_country() -> None:
    # a receipt without a table header: each item's description is the text right above its
    # "qty x price  amount" line; the customer's town (and the country under it) end the block
    items = _receipt_items(
        [
            (10, 148, "Nederland"),
            (10, 160, "Verjaardagstaart groot"),
            (20, 172, "2 st x 24,50"),
            (185, 172, "49,00"),
            (10, 184, "Koffiebonen"),
            (20, 196, "3 kg x 18,00"),
            (185, 196, "54,00"),
            (10, 214, "Totaal"),
            (185, 214, "103,00"),
        ]
    )
    assert items == [
        ("Verjaardagstaart groot", Decimal("49.00")),
        ("Koffiebonen", Decimal("54.00")),
    ]


def test_a_short_description_right_under_the_customers_town_is_the_items() -> None:
    items = _receipt_items(
        [
            (10, 148, "Koffiebonen"),
            (20, 160, "3 kg x 18,00"),
            (185, 160, "54,00"),
            (10, 178, "Totaal"),
            (185, 178, "54,00"),
        ]
    )
    assert items == [("Koffiebonen", Decimal("54.00"))]


def _tax_ids(footer_y: float) -> tuple[str | None, str | None]:
    rows: Rows = [
        (40, 40, "Moulin Conseil SARL"),
        (40, 52, "12 rue des Lilas, 69003 Lyon"),
        (40, 90, "Facture n° MC-3301"),
        (40, 120, "Client"),
        (40, 132, "Atelier Roux SAS"),
        (40, 144, "5 quai Perrache"),
        (40, 156, "69002 Lyon"),
        (32, footer_y, "TVA Intra: FR32123456789"),
        (200, 200, "Conseil stratégique"),
        (480, 200, "1 000,00"),
        (380, 230, "Total TTC"),
        (480, 230, "1 200,00"),
        (32, 400, "IBAN: FR7630006000011234567890189"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    return fields.vendor_tax_id, fields.customer_tax_id


def test_a_footer_id_far_under_the_customers_card_is_the_vendors() -> None:
    # the only id, in the footer beside the vendor's bank details, in the column of the
    # customer's card far above: a blank between them ends the customer's block
    assert _tax_ids(412) == ("FR32123456789", None)


def test_the_only_id_inside_the_customers_block_stays_the_customers() -> None:
    assert _tax_ids(168) == (None, "FR32123456789")


def test_a_tax_card_whose_label_leads_to_its_base_takes_the_figure_under_it() -> None:
    # "Btw 9 % over" (VAT 9% on ...) over its figure: the net is then the printed net that
    # adds up, not the tax base that includes the shipping ("Grondslag")
    f = _fields(
        [
            (400, 100, "Subtotaal"),
            (520, 112, "200,00"),
            (400, 124, "Bezorgkosten"),
            (530, 136, "6,90"),
            (400, 148, "Grondslag"),
            (520, 160, "206,90"),
            (400, 172, "Btw 9 % over"),
            (525, 184, "18,62"),
            (400, 196, "Te betalen"),
            (520, 208, "225,52"),
        ]
    )
    assert (f.tax_rate, f.tax_amount) == (Decimal("9.00"), Decimal("18.62"))
    assert f.subtotal == Decimal("200.00")
