"""Line items printed outside a classic one-row-per-item table, and wide tables, as other
invoice tools print them (invented pages): cards of labelled cells, a "Q × P" line under the
description, the "(Q unit × P)" in brackets after it, a quantity column left of the
description with its unit in its cell, a discount column left empty with a dash."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.table_rows import parse_row
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import Rows, fields_of, page_from_rows, right_aligned

_HEAD: Rows = [
    (60, 40, "Lindqvist Werkstatt GmbH"),
    (60, 52, "Am Anger 12, 04109 Leipzig"),
    (60, 76, "Rechnung"),
    (60, 94, "Rechnungs-Nr.: 2026-118"),
    (60, 106, "Rechnungsdatum: 14.03.2026"),
    (60, 130, "Kunde:"),
    (60, 142, "Café Morgenrot OHG"),
    (60, 154, "Lindenstraße 3, 04177 Leipzig"),
]


def _totals(y: float, net: str, tax: str, gross: str, x: float = 360) -> Rows:
    return [
        (x, y, "Zwischensumme:"),
        right_aligned(535, y, net),
        (x, y + 13, "zzgl. 19 % MwSt.:"),
        right_aligned(535, y + 13, tax),
        (x, y + 26, "Gesamtbetrag:"),
        right_aligned(535, y + 26, gross),
    ]


def _items(
    f: InvoiceFields,
) -> list[tuple[str | None, Decimal | None, Decimal | None, Decimal | None]]:
    return [(i.description, i.quantity, i.unit_price, i.amount) for i in f.line_items]


def _card(y: float, description: str, qty: str, price: str, amount: str) -> Rows:
    return [
        (70, y, description),
        (70, y + 22, f"Menge: {qty}"),
        (170, y + 22, f"Einzelpreis: {price}"),
        right_aligned(535, y + 22, f"Betrag: {amount}"),
    ]


_CARDS = [
    ("Wartung Kaffeemaschine", Decimal("2.5"), Decimal("64.00"), Decimal("160.00")),
    ("Entkalker, Flasche", Decimal("3"), Decimal("12.40"), Decimal("37.20")),
    ("Anfahrt", Decimal("1"), Decimal("35.00"), Decimal("35.00")),
]


def test_cards_of_labelled_cells_are_items() -> None:
    # each item a card: its description, and under it "label: value" cells of quantity,
    # unit price and amount that multiply out
    rows = [
        *_HEAD,
        *_card(190, "Wartung Kaffeemaschine", "2,5 Std.", "64,00", "160,00"),
        *_card(240, "Entkalker, Flasche", "3 Stk.", "12,40", "37,20"),
        *_card(290, "Anfahrt", "1 psch.", "35,00", "35,00"),
        *_totals(340, "232,20", "44,12", "276,32"),
    ]
    assert _items(fields_of(rows)) == _CARDS


def test_a_card_whose_amount_is_misprinted_is_read_with_the_other_cards() -> None:
    # the second card's amount is not quantity x unit price; its labels are the other
    # cards', so it is an item all the same (validation flags its arithmetic)
    rows = [
        *_HEAD,
        *_card(190, "Wartung Kaffeemaschine", "2,5 Std.", "64,00", "160,00"),
        *_card(240, "Entkalker, Flasche", "3 Stk.", "12,40", "37,00"),
        *_card(290, "Anfahrt", "1 psch.", "35,00", "35,00"),
        *_totals(340, "232,00", "44,08", "276,08"),
    ]
    f = fields_of(rows)
    assert _items(f) == [
        ("Wartung Kaffeemaschine", Decimal("2.5"), Decimal("64.00"), Decimal("160.00")),
        ("Entkalker, Flasche", Decimal("3"), Decimal("12.40"), Decimal("37.00")),
        ("Anfahrt", Decimal("1"), Decimal("35.00"), Decimal("35.00")),
    ]


def test_cards_of_figures_grouped_by_spaces() -> None:
    # "Betrag: 14 404,50": the money reader reads the space-grouped figure of a cell whole
    rows = [
        *_HEAD,
        *_card(190, "Wartungsvertrag", "10 Monat", "1 440,45", "14 404,50"),
        *_card(240, "Anfahrt", "1 psch.", "35,00", "35,00"),
        *_totals(290, "14 439,50", "2 743,51", "17 183,01"),
    ]
    assert _items(fields_of(rows)) == [
        ("Wartungsvertrag", Decimal("10"), Decimal("1440.45"), Decimal("14404.50")),
        _CARDS[2],
    ]


def test_a_lone_card_whose_figures_do_not_multiply_out_is_no_item() -> None:
    # one card, its amount not 2,5 x 64,00, and no other card whose labels it shares
    rows = [
        *_HEAD,
        *_card(190, "Wartung Kaffeemaschine", "2,5 Std.", "64,00", "165,00"),
        *_totals(240, "165,00", "31,35", "196,35"),
    ]
    assert _items(fields_of(rows)) == []


def test_a_line_well_above_a_cards_description_is_not_part_of_it() -> None:
    # a heading at the cards' indent, more than half a line above the first description
    rows = [
        *_HEAD,
        (70, 172, "Leistungen im März"),
        *_card(190, "Wartung Kaffeemaschine", "2,5 Std.", "64,00", "160,00"),
        *_card(240, "Entkalker, Flasche", "3 Stk.", "12,40", "37,20"),
        *_totals(290, "197,20", "37,47", "234,67"),
    ]
    assert _items(fields_of(rows)) == _CARDS[:2]


def test_a_card_line_without_a_description_above_is_no_item() -> None:
    # the third card lost its description line: its cells alone make no item
    rows = [
        *_HEAD,
        *_card(190, "Wartung Kaffeemaschine", "2,5 Std.", "64,00", "160,00"),
        *_card(240, "Entkalker, Flasche", "3 Stk.", "12,40", "37,20"),
        *_card(290, "Anfahrt", "1 psch.", "35,00", "35,00")[1:],
        *_totals(340, "232,20", "44,12", "276,32"),
    ]
    assert _items(fields_of(rows)) == _CARDS[:2]


def test_a_card_of_no_quantity_is_no_item() -> None:
    rows = [
        *_HEAD,
        *_card(190, "Wartung Kaffeemaschine", "2,5 Std.", "64,00", "160,00"),
        *_card(240, "Entkalker, Flasche", "0 Stk.", "12,40", "0,00"),
        *_totals(290, "160,00", "30,40", "190,40"),
    ]
    assert _items(fields_of(rows)) == _CARDS[:1]


def test_a_quantity_line_under_each_description_prices_it() -> None:
    # "Menge 2 × 13,63" under each item's description, the amount on the description's line;
    # an item whose words open with a shipping label is an item all the same, not shipping
    rows = [
        *_HEAD,
        (60, 190, "Versand Palette, Miete"),
        right_aligned(535, 190, "27,26"),
        (60, 201, "Menge 2 × 13,63"),
        (60, 225, "Softwarelizenz, jährlich"),
        right_aligned(535, 225, "1.407,32"),
        (60, 236, "Menge 4 × 351,83"),
        (60, 266, "Zwischensumme"),
        right_aligned(535, 266, "1.434,58"),
        (60, 279, "MwSt. 19 %"),
        right_aligned(535, 279, "272,57"),
        (60, 292, "Gesamtbetrag"),
        right_aligned(535, 292, "1.707,15"),
    ]
    f = fields_of(rows)
    assert _items(f) == [
        ("Versand Palette, Miete", Decimal("2"), Decimal("13.63"), Decimal("27.26")),
        ("Softwarelizenz, jährlich", Decimal("4"), Decimal("351.83"), Decimal("1407.32")),
    ]
    assert f.shipping is None


def test_quantity_and_price_in_brackets_after_the_description() -> None:
    rows = [
        *_HEAD,
        (60, 190, "Anfahrtspauschale (10 psch. × 74,68)"),
        right_aligned(535, 190, "746,80"),
        (60, 205, "Softwarelizenz pro Benutzer (1 Lizenz × 243,98)"),
        right_aligned(535, 205, "243,98"),
        *_totals(235, "990,78", "188,25", "1.179,03"),
    ]
    f = fields_of(rows)
    assert _items(f) == [
        ("Anfahrtspauschale", Decimal("10"), Decimal("74.68"), Decimal("746.80")),
        ("Softwarelizenz pro Benutzer", Decimal("1"), Decimal("243.98"), Decimal("243.98")),
    ]


def test_a_quantity_right_aligned_left_of_the_description_with_its_unit() -> None:
    # the quantity header at its column's left edge, the quantities right-aligned with their
    # unit; the unit is the quantity cell's, not the description's first word
    rows = [
        *_HEAD,
        (40, 190, "Anzahl"),
        (157, 190, "Artikel"),
        (380, 190, "Preis"),
        (500, 190, "Gesamt"),
        right_aligned(150, 205, "4 Stk."),
        (157, 205, "Schrauben M8"),
        right_aligned(420, 205, "0,75"),
        right_aligned(535, 205, "3,00"),
        right_aligned(154, 220, "2,5 Std."),
        (157, 220, "Montage vor Ort"),
        right_aligned(420, 220, "60,00"),
        right_aligned(535, 220, "150,00"),
        *_totals(250, "153,00", "29,07", "182,07"),
    ]
    f = fields_of(rows)
    assert _items(f) == [
        ("Schrauben M8", Decimal("4"), Decimal("0.75"), Decimal("3.00")),
        ("Montage vor Ort", Decimal("2.5"), Decimal("60.00"), Decimal("150.00")),
    ]


def test_a_dash_in_an_empty_discount_column_is_skipped() -> None:
    # a wide table: article number, a centred description header, quantity with its unit,
    # unit price, a discount column left empty ("–"), the VAT rate, the amount
    rows = [
        *_HEAD,
        (60, 190, "Art.-Nr."),
        (203, 190, "Bezeichnung"),
        (262, 190, "Menge"),
        (300, 190, "Preis"),
        (350, 190, "Rabatt %"),
        (410, 190, "MwSt. %"),
        (500, 190, "Betrag"),
        (30, 205, "40771"),
        (110, 205, "Kopierpapier A4, 80 g/m², Karton"),
        right_aligned(290, 205, "12 Ktn."),
        right_aligned(340, 205, "24,17"),
        right_aligned(385, 205, "–"),
        right_aligned(445, 205, "19 %"),
        right_aligned(535, 205, "290,04"),
        (30, 220, "22757"),
        (110, 220, "Beratung"),
        right_aligned(290, 220, "2 Std."),
        right_aligned(340, 220, "95,00"),
        right_aligned(385, 220, "–"),
        right_aligned(445, 220, "19 %"),
        right_aligned(535, 220, "190,00"),
        *_totals(250, "480,04", "91,21", "571,25"),
    ]
    f = fields_of(rows)
    assert _items(f) == [
        ("Kopierpapier A4, 80 g/m², Karton", Decimal("12"), Decimal("24.17"), Decimal("290.04")),
        ("Beratung", Decimal("2"), Decimal("95.00"), Decimal("190.00")),
    ]


def test_amounts_grouped_by_spaces_and_units_with_a_digit_in_brackets() -> None:
    # thousands grouped by a space ("1 440,45"), a unit with its power as a digit ("m2"), the
    # currency inside the brackets
    rows = [
        *_HEAD,
        (60, 190, "Fliesen verlegen (0,5 m2 × 118,16)"),
        right_aligned(535, 190, "59,08"),
        (60, 205, "Wartungsvertrag (10 Monat × 1 440,45 €)"),
        right_aligned(535, 205, "14 404,50"),
        (360, 235, "Zwischensumme:"),
        right_aligned(535, 235, "14 463,58 €"),
        (360, 248, "zzgl. 19 % MwSt.:"),
        right_aligned(535, 248, "2 748,08 €"),
        (360, 261, "Gesamtbetrag:"),
        right_aligned(535, 261, "17 211,66 €"),
    ]
    f = fields_of(rows)
    assert _items(f) == [
        ("Fliesen verlegen", Decimal("0.5"), Decimal("118.16"), Decimal("59.08")),
        ("Wartungsvertrag", Decimal("10"), Decimal("1440.45"), Decimal("14404.50")),
    ]


def test_a_receipt_item_whose_words_open_with_a_label_names_the_row_under_it() -> None:
    # a till receipt: each item's words over its "Q x P  amount" row; "Delivery van hire"
    # opens with a shipping label, and is an item all the same: its row multiplies out
    rows = [
        (20, 20, "Harbourside Supplies"),
        (20, 32, "4 Quay Street, Hobart TAS 7000"),
        (20, 50, "Invoice No. 88213"),
        (20, 62, "Date: 06/03/2026"),
        (20, 82, "Copy paper A4"),
        (20, 93, "2 x 4.50"),
        right_aligned(200, 93, "9.00"),
        (20, 104, "Delivery van hire"),
        (20, 115, "3 x 41.20"),
        right_aligned(200, 115, "123.60"),
        (20, 126, "Highlighter, yellow"),
        (20, 137, "4 x 0.90"),
        right_aligned(200, 137, "3.60"),
        (20, 157, "TOTAL"),
        right_aligned(200, 157, "136.20"),
        (20, 168, "incl. GST"),
        right_aligned(200, 168, "12.38"),
    ]
    f = fields_of(rows)
    assert _items(f) == [
        ("Copy paper A4", Decimal("2"), Decimal("4.50"), Decimal("9.00")),
        ("Delivery van hire", Decimal("3"), Decimal("41.20"), Decimal("123.60")),
        ("Highlighter, yellow", Decimal("4"), Decimal("0.90"), Decimal("3.60")),
    ]
    assert f.shipping is None


def test_quantity_lines_with_the_currency_before_the_price_add_up_to_a_net_cell() -> None:
    # "Units 2 × GBP 83.34" under each item; the items' sum printed after a bare "Net"
    rows = [
        (60, 40, "Tax Invoice · Fenwick Digital Ltd"),
        (60, 60, "Invoice Number: FD-2207"),
        (60, 72, "Date of Issue: 2026-03-02"),
        (60, 100, "Website maintenance (monthly)"),
        right_aligned(535, 100, "GBP 2,087.16"),
        (60, 111, "Units 4 × GBP 521.79"),
        (60, 135, "On-site support"),
        right_aligned(535, 135, "GBP 44.00"),
        (60, 146, "Units 0.5 × GBP 88.00"),
        (60, 175, "Net"),
        right_aligned(535, 175, "GBP 2,131.16"),
        (60, 188, "Tax 20 %"),
        right_aligned(535, 188, "GBP 426.23"),
        (60, 201, "Total"),
        right_aligned(535, 201, "GBP 2,557.39"),
    ]
    f = fields_of(rows)
    assert _items(f) == [
        ("Website maintenance (monthly)", Decimal("4"), Decimal("521.79"), Decimal("2087.16")),
        ("On-site support", Decimal("0.5"), Decimal("88.00"), Decimal("44.00")),
    ]
    assert f.subtotal == Decimal("2131.16")


def test_a_receipts_date_fact_above_the_first_item_is_not_its_description() -> None:
    # "PICKED UP  22/01/2026" closes the receipt's facts right above the first item's words
    rows = [
        (20, 20, "Harbourside Supplies"),
        (20, 32, "4 Quay Street, Hobart TAS 7000"),
        (20, 50, "INVOICE NO."),
        (120, 50, "88213"),
        (20, 61, "PICKED UP"),
        (120, 61, "22/01/2026"),
        (20, 72, "Copy paper A4"),
        (20, 83, "2 x 4.50"),
        right_aligned(200, 83, "9.00"),
        (20, 94, "Highlighter, yellow"),
        (20, 105, "4 x 0.90"),
        right_aligned(200, 105, "3.60"),
        (20, 125, "TOTAL"),
        right_aligned(200, 125, "12.60"),
    ]
    f = fields_of(rows)
    assert _items(f) == [
        ("Copy paper A4", Decimal("2"), Decimal("4.50"), Decimal("9.00")),
        ("Highlighter, yellow", Decimal("4"), Decimal("0.90"), Decimal("3.60")),
    ]


def test_an_ocr_rows_bracket_of_quantity_and_price_is_no_part_of_its_description() -> None:
    # "Consulting services (1.5 hrs × 71.00)  106.50" read as a row: the price closes the
    # bracket, whose opening is not the description's
    cells = [(20, "Consulting"), (90, "services"), (150, "(1.5"), (175, "hrs"), (200, "×")]
    cells += [(212, "71.00)"), (480, "106.50")]
    words = [Word(text, x, 100.0, x + 6 * len(text), 110.0, 0.95) for x, text in cells]
    item = parse_row(words, ".", 20.0, ocr=True)
    assert item is not None
    assert (item.description, item.quantity, item.unit_price, item.amount) == (
        "Consulting services",
        Decimal("1.5"),
        Decimal("71.00"),
        Decimal("106.50"),
    )


def _grouped(ocr: bool, group_total: str) -> InvoiceFields:
    """A table of items in groups, each group under its heading and closed by its total."""
    rows: Rows = [
        *_HEAD,
        (60, 190, "Artikel"),
        (330, 190, "Menge"),
        (400, 190, "Preis"),
        (500, 190, "Betrag"),
        (60, 208, "Material"),
        (60, 222, "Kopierpapier A4, Karton"),
        right_aligned(370, 222, "2 Ktn."),
        right_aligned(440, 222, "30,00"),
        right_aligned(535, 222, "60,00"),
        (60, 236, "Schrauben M8, verzinkt"),
        right_aligned(370, 236, "10 Stk."),
        right_aligned(440, 236, "1,50"),
        right_aligned(535, 236, "15,00"),
        (60, 250, f"{group_total} Material"),
        right_aligned(535, 250, "75,00"),
        (60, 270, "Arbeit"),
        (60, 284, "Montage vor Ort"),
        right_aligned(370, 284, "2 Std."),
        right_aligned(440, 284, "60,00"),
        right_aligned(535, 284, "120,00"),
        (60, 298, "Anfahrt"),
        right_aligned(370, 298, "1 psch."),
        right_aligned(440, 298, "35,00"),
        right_aligned(535, 298, "35,00"),
        (60, 312, f"{group_total} Arbeit"),
        right_aligned(535, 312, "155,00"),
        *_totals(340, "230,00", "43,70", "273,70"),
    ]
    page: Page = page_from_rows(rows)
    if ocr:
        page.source = "ocr"
    fields, _, _ = parse_invoice([page])
    return fields


_GROUPED_ITEMS = [
    ("Kopierpapier A4, Karton", Decimal("2"), Decimal("30.00"), Decimal("60.00")),
    ("Schrauben M8, verzinkt", Decimal("10"), Decimal("1.50"), Decimal("15.00")),
    ("Montage vor Ort", Decimal("2"), Decimal("60.00"), Decimal("120.00")),
    ("Anfahrt", Decimal("1"), Decimal("35.00"), Decimal("35.00")),
]


def test_an_ocr_groups_labelled_total_does_not_end_the_table() -> None:
    # "Summe Material  75,00" closes the first group of an OCR'd page; the next group's rows
    # (quantity x price = amount) follow
    assert _items(_grouped(True, "Summe")) == _GROUPED_ITEMS


def test_a_group_total_without_a_label_word_ends_the_group_not_an_items_description() -> None:
    # "Gruppe gesamt Material  75,00": the sum of the group's items; the heading under it
    # ("Arbeit") starts the next group and is no part of the last item's description
    assert _items(_grouped(False, "Gruppe gesamt")) == _GROUPED_ITEMS


def test_an_ocr_group_total_opening_with_the_groups_word_ends_its_group() -> None:
    # "Gruppe Summe Material  75,00": a total word inside, not opening the line
    assert _items(_grouped(True, "Gruppe Summe")) == _GROUPED_ITEMS


def test_an_ocr_quantity_glued_to_its_times_sign_is_no_description() -> None:
    # OCR read "12 × 54,00" as "12×" and "54,00": the row has a quantity and no words
    words = [
        Word(text, x, 100.0, x + 6 * len(text), 110.0, 0.95)
        for x, text in [(20, "12×"), (45, "54,00"), (190, "648,00")]
    ]
    item = parse_row(words, ",", 20.0, ocr=True)
    assert item is not None
    assert (item.description, item.quantity, item.unit_price, item.amount) == (
        None,
        Decimal("12"),
        Decimal("54.00"),
        Decimal("648.00"),
    )


def test_a_group_headed_by_a_charge_label_is_items_not_shipping() -> None:
    # the last group's heading and subtotal name a charge ("Versandkosten"): its row is an
    # item and its subtotal the group's, not the invoice's shipping
    rows: Rows = [
        *_HEAD,
        (60, 190, "Artikel"),
        (330, 190, "Menge"),
        (400, 190, "Preis"),
        (500, 190, "Betrag"),
        (60, 208, "Material"),
        (60, 222, "Kopierpapier A4, Karton"),
        right_aligned(370, 222, "2 Ktn."),
        right_aligned(440, 222, "30,00"),
        right_aligned(535, 222, "60,00"),
        (60, 236, "Schrauben M8, verzinkt"),
        right_aligned(370, 236, "10 Stk."),
        right_aligned(440, 236, "1,50"),
        right_aligned(535, 236, "15,00"),
        (60, 250, "Summe Material"),
        right_aligned(535, 250, "75,00"),
        (60, 270, "Versandkosten"),
        (60, 284, "Palettenmiete"),
        right_aligned(370, 284, "2 Tage"),
        right_aligned(440, 284, "9,02"),
        right_aligned(535, 284, "18,04"),
        (60, 298, "Summe Versandkosten"),
        right_aligned(535, 298, "18,04"),
        *_totals(330, "93,04", "17,68", "110,72"),
    ]
    f = fields_of(rows)
    assert _items(f) == [
        ("Kopierpapier A4, Karton", Decimal("2"), Decimal("30.00"), Decimal("60.00")),
        ("Schrauben M8, verzinkt", Decimal("10"), Decimal("1.50"), Decimal("15.00")),
        ("Palettenmiete", Decimal("2"), Decimal("9.02"), Decimal("18.04")),
    ]
    assert f.shipping is None


def test_a_one_word_description_left_of_a_centred_header() -> None:
    # the description header centred over its column; a one-word description ends left of it
    rows: Rows = [
        *_HEAD,
        (150, 190, "Beschreibung"),
        (300, 190, "Menge"),
        (380, 190, "Preis"),
        (490, 190, "Betrag"),
        (60, 205, "Reinigung der Büroräume"),
        right_aligned(330, 205, "4 Std."),
        right_aligned(420, 205, "30,00"),
        right_aligned(535, 205, "120,00"),
        (60, 220, "Anfahrt"),
        right_aligned(330, 220, "1 psch."),
        right_aligned(420, 220, "35,00"),
        right_aligned(535, 220, "35,00"),
        *_totals(250, "155,00", "29,45", "184,45"),
    ]
    f = fields_of(rows)
    assert _items(f) == [
        ("Reinigung der Büroräume", Decimal("4"), Decimal("30.00"), Decimal("120.00")),
        ("Anfahrt", Decimal("1"), Decimal("35.00"), Decimal("35.00")),
    ]


def test_a_bare_delivery_cell_in_the_totals_is_shipping() -> None:
    # "Livraison  4,90 €" among the totals; an item's words opening with the same word
    # ("Livraison et mise en service") stay an item
    rows: Rows = [
        (60, 40, "Atelier Dumont SRL"),
        (60, 52, "Rue Haute 12, 1000 Bruxelles"),
        (60, 76, "Facture"),
        (60, 94, "N° de facture : F-2026-031"),
        (60, 106, "Date : 03/03/2026"),
        (60, 150, "Désignation"),
        (330, 150, "Qté"),
        (400, 150, "Prix"),
        (500, 150, "Montant"),
        (60, 165, "Livraison et mise en service"),
        right_aligned(370, 165, "2"),
        right_aligned(440, 165, "93,00"),
        right_aligned(535, 165, "186,00"),
        (60, 180, "Ramette papier A4"),
        right_aligned(370, 180, "8"),
        right_aligned(440, 180, "7,45"),
        right_aligned(535, 180, "59,60"),
        (380, 210, "Total hors taxes"),
        right_aligned(535, 210, "245,60 €"),
        (380, 223, "Escompte 2 %"),
        right_aligned(535, 223, "-4,91 €"),
        (380, 236, "Livraison"),
        right_aligned(535, 236, "4,90 €"),
        (380, 249, "TVA 21 %"),
        right_aligned(535, 249, "51,57 €"),
        (380, 262, "Montant TTC"),
        right_aligned(535, 262, "297,16 €"),
    ]
    f = fields_of(rows)
    assert len(f.line_items) == 2
    assert f.line_items[0].description == "Livraison et mise en service"
    assert f.shipping == Decimal("4.90")


def test_a_customers_bare_vat_id_above_the_first_receipt_item_is_not_its_description() -> None:
    rows = [
        (20, 20, "Harbourside Supplies"),
        (20, 32, "4 Quay Street, Hobart TAS 7000"),
        (20, 50, "INVOICE NO."),
        (120, 50, "88213"),
        (20, 66, "BILLED TO: Kestrel Cafe"),
        (20, 77, "9 Mill Road"),
        (20, 88, "BE0123456749"),
        (20, 99, "Copy paper A4"),
        (20, 110, "2 x 4.50"),
        right_aligned(200, 110, "9.00"),
        (20, 121, "Highlighter, yellow"),
        (20, 132, "4 x 0.90"),
        right_aligned(200, 132, "3.60"),
        (20, 152, "TOTAL"),
        right_aligned(200, 152, "12.60"),
    ]
    f = fields_of(rows)
    assert _items(f) == [
        ("Copy paper A4", Decimal("2"), Decimal("4.50"), Decimal("9.00")),
        ("Highlighter, yellow", Decimal("4"), Decimal("0.90"), Decimal("3.60")),
    ]
