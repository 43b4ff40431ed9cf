"""Readings found on real receipts of session 15's development set, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse import vendor
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.meta import id_value
from docproc_pipeline.extract.parse.numbers import whole_money_separator
from docproc_pipeline_tests.extract.pages import ocr_page, page_from_rows


def _right(x1: float, y: float, text: str) -> tuple[float, float, str]:
    """An OCR'd cell ending at x1 (6 points per character, 4 between words)."""
    width = 6 * len(text.replace(" ", "")) + 4 * text.count(" ")
    return (x1 - width, y, text)


# a café receipt in a currency without cents, printed without any currency at all
_WHOLE_COLUMN = [
    (40, 10, "KEDAI KOPI SENJA"), (30, 24, "Jl. Melati No. 12"),
    (20, 40, "Rcpt#:B22000004711"), (160, 40, "14/03/2026 10:02"),
    (20, 60, "Kopi Susu"), _right(250, 60, "28,000"),
    (20, 72, "Roti Bakar"), _right(250, 72, "35,000"),
    (20, 84, "Air Mineral"), _right(250, 84, "12,000"),
    (20, 100, "SUBTOTAL"), _right(250, 100, "75,000"),
    (20, 112, "TOTAL"), _right(250, 112, "75,000"),
    (20, 124, "CASH"), _right(250, 124, "100,000"),
]  # fmt: skip


def test_figures_of_one_thousands_group_ending_their_lines_make_the_money_whole() -> None:
    # no figure of cents anywhere, and the money column's cells all "NN,000": whole units
    # grouped by commas, not three decimals
    fields, _, _ = parse_invoice([ocr_page(_WHOLE_COLUMN)])
    assert fields.total == Decimal("75000")
    assert fields.subtotal == Decimal("75000")
    # a receipt number after its abbreviation "Rcpt#"
    assert fields.invoice_number == "B22000004711"


def test_one_group_figures_are_no_whole_money_beside_figures_of_cents_or_inside_text() -> None:
    assert whole_money_separator(["Tea  28,000", "Cake  35,000", "Total  63,000"]) == ","
    assert whole_money_separator(["Fuel 45,230", "Wash 12,000", "Bag 1,500", "Total 58,73"]) is None
    # thousands inside the text (a quantity of grams, a postcode) are no money column
    assert whole_money_separator(["1,000 g flour", "2,500 g sugar", "3,000 g salt"]) is None


# a restaurant check: a quantity column, marks OCR read as foreign glyphs or ran into the
# count, and the house's discounts as indented rows of negative amounts above the sub-total
_CHECK = [
    (60, 10, "HARBOUR VIEW GRILL"), (50, 24, "12 Pier Road, Portville"),
    (20, 40, "Table: A4"), (140, 40, "Check 7781"),
    (20, 60, "案 1 GRILLED PRAWNS"), _right(250, 60, "320.00"),
    (20, 72, "米 2 GARLIC RICE"), _right(250, 72, "90.00"),
    (20, 84, "*1 LEMON SODA"), _right(250, 84, "65.50"),
    (20, 96, "1 MANGO CAKE"), _right(250, 96, "120.00"),
    (60, 108, "Member 10% Food"), _right(250, 108, "-53.00"),
    (30, 120, "Birthday Privilege"), _right(250, 120, "-42.50"),
    (80, 136, "Sub-Total"), _right(250, 136, "500.00"),
    (80, 148, "12% VAT"), _right(250, 148, "60.00"),
    (80, 160, "Total:"), _right(250, 160, "560.00"),
]  # fmt: skip


def test_a_checks_rows_open_with_their_quantity_and_end_with_its_discounts() -> None:
    fields, _, _ = parse_invoice([ocr_page(_CHECK)])
    items = [(i.quantity, i.description, i.amount) for i in fields.line_items]
    assert items == [
        (Decimal("1"), "GRILLED PRAWNS", Decimal("320.00")),
        (Decimal("2"), "GARLIC RICE", Decimal("90.00")),
        (Decimal("1"), "LEMON SODA", Decimal("65.50")),
        (Decimal("1"), "MANGO CAKE", Decimal("120.00")),
        (None, "Member 10% Food", Decimal("-53.00")),
        (None, "Birthday Privilege", Decimal("-42.50")),
    ]
    assert fields.total == Decimal("560.00")


# a supermarket receipt photographed askew: its lines' starts wander by most of a character,
# one item's quantity and price "at" each on the line under it, the card slip's dollar
# qualified by its country
_PHOTO = [
    (60, 10, "fernhill"), (40, 24, "12 Harbour Street"), (30, 38, "Tax Invoice GST No. 12-345-678"),
    (20, 60, "CD FREE RANGE EGGS"), _right(250, 60, "7.80"),
    (27, 72, "Sparkling Water 6X250ml"), _right(251, 72, "6.00"),
    (21, 84, "Pizza Base Thin Crust 320g"),
    (30, 96, "Qty"), (70, 96, "2@ $4.50"), (140, 96, "each"), _right(249, 96, "9.00"),
    (14, 108, "^ Ginger Biscuits 250g"), _right(250, 108, "3.49"),
    (20, 124, "SUBTOTAL"), _right(250, 124, "$26.29"),
    (20, 136, "TOTAL"), _right(250, 136, "$26.29"),
    (20, 160, "EFTPOS PURCHASE"), _right(250, 160, "NZ$26.29"),
]  # fmt: skip


def test_a_photographed_receipts_items_and_its_countrys_dollar() -> None:
    fields, _, _ = parse_invoice([ocr_page(_PHOTO)])
    items = [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items]
    assert items == [
        ("CD FREE RANGE EGGS", None, None, Decimal("7.80")),
        ("Sparkling Water 6X250ml", None, None, Decimal("6.00")),
        ("Pizza Base Thin Crust 320g", Decimal("2"), Decimal("4.50"), Decimal("9.00")),
        ("Ginger Biscuits 250g", None, None, Decimal("3.49")),
    ]
    # "$" alone is the sign of some twenty dollars: "NZ$" beside it names which
    assert fields.currency == "NZD"
    assert fields.total == Decimal("26.29")


def test_a_card_number_masked_but_for_its_last_digits_is_no_identifier() -> None:
    assert id_value("XXXXXXXXXXXX0041") is None
    assert id_value("**** 1234") is None
    assert id_value("XX-2026-0041") == "XX-2026-0041"


# a utility account: charges in sections, each closed by its own "... Total", the tax in a
# section of its own under no tax label, its row of period, rate, base and tax
_UTILITY = [
    (40, 20, "Water Account"),
    (40, 60, "Summary of Charges"), (480, 60, "Amount (EUR)"),
    (40, 72, "Total Current Charge"), (500, 72, "1,177.00"),
    (40, 96, "Supply Charges"),
    (50, 108, "Water Volume Tier 1"), (300, 108, "820.000 m3"), (500, 108, "820.00"),
    (50, 120, "Water Volume Tier 2"), (300, 120, "150.000 m3"), (500, 120, "225.00"),
    (250, 132, "Supply Charges Total"), (500, 132, "1,045.00"),
    (40, 150, "Others"),
    (50, 162, "Meter Rental"), (500, 162, "55.00"),
    (250, 174, "Others Total"), (500, 174, "55.00"),
    (40, 192, "Value Added Tax"),
    (50, 204, "01-02-2026 to 28-02-2026"), (300, 204, "7.00%"), (400, 204, "1,100.00"),
    (500, 204, "77.00"),
]  # fmt: skip


def test_a_sections_own_total_is_no_invoice_total_and_a_rated_row_closes_it() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_UTILITY)])
    assert fields.total == Decimal("1177.00")
    assert (fields.subtotal, fields.tax_amount, fields.tax_rate) == (
        Decimal("1100.00"),
        Decimal("77.00"),
        Decimal("7.00"),
    )


# an insurer's premium letter: the insurer's name, then the addressee's block opened by a line
# of only a form of address, then the agency's block, all in one column
_PREMIUM_LETTER = [
    (70, 60, "Nordstern Versicherung"), (70, 72, "Gegenseitigkeitsverein a.G."),
    (70, 96, "Frau"), (70, 108, "Lena Beispiel"), (70, 120, "Lindenweg 4"),
    (70, 132, "54321 Talheim"),
    (70, 156, "Agentur Brandt"), (70, 168, "Marktplatz 9"), (70, 180, "54320 Bergstadt"),
    (70, 220, "Beitragsrechnung Nr. 77-4411-2026"), (420, 220, "12.03.2026"),
    (70, 260, "Jahresbeitrag Hausrat"), (420, 260, "180,00 €"),
    (70, 272, "zu zahlender Betrag"), (420, 272, "180,00 €"),
]  # fmt: skip


def test_a_line_of_only_a_form_of_address_opens_the_addressees_block_not_the_senders() -> None:
    lines = document_lines([page_from_rows(_PREMIUM_LETTER)])
    top = vendor._top_name_block(lines[0].segments[0], [ln.segments[0] for ln in lines[1:6]])
    assert [s.text for s in top.block] == []  # the name's second line, then "Frau": no address
    fields, _, _ = parse_invoice([page_from_rows(_PREMIUM_LETTER)])
    assert fields.customer_name == "Lena Beispiel"
    assert fields.customer_address == "Lindenweg 4, 54321 Talheim"
    assert fields.vendor_address != "Frau, Lena Beispiel, Lindenweg 4, 54321 Talheim"
    assert "Lindenweg" not in (fields.vendor_address or "")


def test_terms_in_a_header_row_whose_other_labels_stand_left_are_read_under_it() -> None:
    # "P.O. Number  Terms  Rep  Ship  Via ...": the cell right of "Terms" is the next heading,
    # its value the cell well under it
    rows = [
        (540, 20, "Invoice"), (470, 60, "Date"), (540, 60, "Invoice #"),
        (465, 72, "5/22/2026"), (548, 72, "4471"),
        (40, 100, "Bill To"), (57, 112, "Northwind Foundation"), (57, 124, "3801 W. Elm St"),
        (57, 136, "Pomona, CA 91768"),
        (34, 200, "P.O. Number"), (134, 200, "Terms"), (204, 200, "Rep"), (257, 200, "Ship"),
        (329, 200, "Via"), (407, 200, "F.O.B."), (518, 200, "Project"),
        (41, 225, "PO88120"), (135, 225, "Net 30"), (250, 225, "5/22/2026"), (319, 225, "UPS GRD"),
        (35, 240, "Quantity"), (264, 240, "Description"), (544, 240, "Amount"),
        (79, 252, "1"), (160, 252, "Pressure Seal Machine"), (559, 252, "1,250.00"),
        (395, 400, "Balance Due"), (540, 400, "$1,250.00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.payment_terms == "Net 30"


# an Italian till receipt: a quantity and price line over its item, the till's stamp of date,
# time and counter at the foot
_SCONTRINO = [
    (60, 10, "Trattoria Da Bruno"), (40, 24, "Via Roma, 12"), (40, 36, "P. Iva:01234567897"),
    (280, 60, "EURO"),
    (130, 72, "3 X 2,50"), (20, 84, "Coperto"), _right(310, 84, "7,50"),
    (20, 96, "Tagliatelle"), _right(310, 96, "11,00"),
    (20, 108, "Acqua"), _right(310, 108, "2,50"),
    (20, 130, "TOTALE EURO"), _right(310, 130, "21,00"),
    (20, 160, "NR.0017"), (200, 160, "14/03/26 20:41 2"),
]  # fmt: skip


def test_an_italian_tills_quantity_over_its_item_and_its_stamped_date() -> None:
    fields, _, _ = parse_invoice([ocr_page(_SCONTRINO)])
    assert [(i.description, i.quantity, i.unit_price) for i in fields.line_items][0] == (
        "Coperto",
        Decimal("3"),
        Decimal("2.50"),
    )
    assert str(fields.invoice_date) == "2026-03-14"


# a letter's items set on tab stops with dot leaders, the text layer running the dots into the
# words either side ("Kasten 12 x 1 l......22")
_LEADERS = [
    (70, 20, "Brandt Bau GmbH"), (70, 32, "Hafenweg 3, 20457 Hamburg"),
    (70, 80, "Rechnung Nr. 2026-118"), (400, 80, "Hamburg, 12.03.2026"),
    (70, 110, "Nr. Bezeichnung"), (340, 110, "Menge x Preis"), (500, 110, "Summe"),
    (70, 124, "1."), (96, 124, "Mineralwasser, Kasten 12 x 1 l..........................22 Stk. à 11,73"),
    (507, 124, "258,06"),
    (70, 136, "2."), (96, 136, "Büroreinigung, Monatspauschale.....................1 Monat à 879,88"),
    (507, 136, "879,88"),
    (284, 160, "Summe netto...............................1.137,94"),
    (284, 172, "Umsatzsteuer 19 %........................216,21"),
    (284, 184, "Endbetrag...............................EUR 1.354,15"),
]  # fmt: skip


def test_dot_leaders_run_into_words_part_the_columns_they_join() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_LEADERS)])
    items = [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items]
    assert items == [
        ("Mineralwasser, Kasten 12 x 1 l", Decimal("22"), Decimal("11.73"), Decimal("258.06")),
        ("Büroreinigung, Monatspauschale", Decimal("1"), Decimal("879.88"), Decimal("879.88")),
    ]
    assert (fields.subtotal, fields.total) == (Decimal("1137.94"), Decimal("1354.15"))


# rows of a list price, a line discount and the net price before the amount: the list price
# is no quantity
_LIST_PRICE = [
    (40, 20, "Fenwick Supplies Inc."), (40, 32, "12 Harbor Way, Portland, OR 97201"),
    (400, 60, "Invoice No. 20417"), (400, 72, "Date: 2026-09-20"),
    (44, 120, "Line"), (68, 120, "SKU"), (116, 120, "Service / Product"),
    (279, 120, "Quantity Unit"), (385, 120, "Price"), (428, 120, "Disc."),
    (465, 120, "Net price"), (532, 120, "Amount"),
    (50, 134, "1"), (68, 134, "428195"), (116, 134, "Installation labour"), (309, 134, "2 h"),
    (377, 134, "65.00"), (428, 134, "5 %"), (474, 134, "61.75"), (531, 134, "123.50"),
    (50, 148, "2"), (68, 148, "271170"), (116, 148, "Copy paper A4"), (304, 148, "29 pcs"),
    (377, 148, "22.27"), (474, 148, "22.27"), (531, 148, "645.83"),
    (400, 180, "Subtotal"), (531, 180, "769.33"), (400, 192, "Total"), (531, 192, "769.33"),
]  # fmt: skip


def test_a_list_price_before_a_line_discount_is_no_quantity() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_LIST_PRICE)])
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("2"), Decimal("61.75"), Decimal("123.50")),
        (Decimal("29"), Decimal("22.27"), Decimal("645.83")),
    ]
