"""Item tables seen on real-world invoices, on small hand-built pages (invented data)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.table import parse_line_items
from docproc_pipeline.extract.parse.table_rows import clean_ocr_description
from docproc_pipeline.invoice import LineItem
from docproc_pipeline_tests.extract.pages import page_from_rows


def _items(page: Page, decimal_sep: str = ".") -> list[LineItem]:
    items, _ = parse_line_items(document_lines([page]), decimal_sep)
    return items


def _row(item: LineItem) -> tuple[str | None, str | None, str | None, str]:
    def text(value: Decimal | None) -> str | None:
        return None if value is None else str(value)

    return item.description, text(item.quantity), text(item.unit_price), str(item.amount)


def test_vat_rate_and_discount_columns_are_not_quantity_price_or_description() -> None:
    page = page_from_rows(
        [
            (40, 100, "Description"),
            (250, 100, "Quantity"),
            (320, 100, "Unit Price"),
            (400, 100, "Disc.%"),
            (440, 100, "Taxes"),
            (520, 100, "Amount"),
            (40, 120, "Walnut desk lamp"),
            (250, 120, "2.00 Units"),
            (330, 120, "15.00"),
            (405, 120, "0.00"),
            (440, 120, "20.00%"),
            (520, 120, "30.00"),
            (40, 140, "Product"),
            (290, 140, "VAT"),
            (340, 140, "Price"),
            (420, 140, "Total"),
        ]
    )
    assert [_row(i) for i in _items(page)] == [("Walnut desk lamp", "2", "15.00", "30.00")]
    page = page_from_rows(
        [
            (60, 100, "Qty"),
            (120, 100, "Product"),
            (290, 100, "VAT"),
            (340, 100, "Price"),
            (420, 100, "Total"),
            (60, 120, "3.00"),
            (120, 120, "Garden hose 20m"),
            (290, 120, "7%"),
            (340, 120, "4.00"),
            (420, 120, "12.00"),
        ]
    )
    assert [_row(i) for i in _items(page)] == [("Garden hose 20m", "3", "4.00", "12.00")]


def test_price_including_vat_header_is_not_a_vat_column() -> None:
    page = page_from_rows(
        [
            (40, 100, "Artikel"),
            (350, 100, "Aantal"),
            (400, 100, "Prijs"),
            (470, 100, "Prijs incl. BTW"),
            (40, 120, "Kettle steel"),
            (355, 120, "1"),
            (400, 120, "25,00"),
            (500, 120, "25,00"),
        ]
    )
    assert [_row(i) for i in _items(page, ",")] == [("Kettle steel", "1", "25.00", "25.00")]


def test_two_line_header_makes_two_line_records() -> None:
    rows = [
        (40, 100, "GTIN"),
        (112, 100, "Art-Nr-Lieferant"),
        (240, 100, "Menge"),
        (290, 100, "VKE/Geb"),
        (340, 100, "Nettopreis"),
        (440, 100, "MwSt-%"),
        (500, 100, "Nettowert"),
        (40, 110, "Art-Nr-Kunde"),
        (112, 110, "Artikelbezeichnung"),
        (40, 130, "Bitte beachten Sie unsere neuen Lieferzeiten."),
        (40, 150, "4000000000017"),
        (112, 150, "AB12"),
        (232, 150, "12,0000 Stk."),
        (300, 150, "6"),
        (350, 150, "2,5000"),
        (445, 150, "19,0"),
        (510, 150, "30,00"),
        (40, 160, "K77"),
        (112, 160, "Apfelsaft naturtrüb 1l"),
        (112, 170, "Verpackung: Kiste"),
        (40, 190, "4000000000024"),
        (112, 190, "CD34"),
        (232, 190, "2,0000 Stk."),
        (300, 190, "1"),
        (350, 190, "4,0000"),
        (450, 190, "7,0"),
        (515, 190, "8,00"),
        (112, 200, "Honig 500g"),
        (40, 230, "Warenwert"),
        (150, 230, "Nettobetrag"),
        (300, 230, "MwSt-Betrag"),
        (450, 230, "Endbetrag"),
        (40, 240, "38,00"),
        (150, 240, "38,00"),
        (300, 240, "6,26"),
        (450, 240, "44,26"),
    ]
    assert [_row(i) for i in _items(page_from_rows(rows), ",")] == [
        ("Apfelsaft naturtrüb 1l", "12", "2.5000", "30.00"),
        ("Honig 500g", "2", "4.0000", "8.00"),
    ]


def test_continuation_lines_keep_to_the_description_column() -> None:
    page = page_from_rows(
        [
            (10, 100, "Category"),
            (115, 100, "Title"),
            (345, 100, "Qty"),
            (380, 100, "Price"),
            (530, 100, "Total"),
            (10, 120, "Tools"),
            (115, 120, "Cordless drill 18 V"),
            (355, 120, "1"),
            (386, 120, "80.00"),
            (535, 120, "80.00"),
            (115, 132, "with two batteries"),
            (440, 132, "GST"),
        ]
    )
    assert [_row(i) for i in _items(page)] == [
        ("Cordless drill 18 V with two batteries", "1", "80.00", "80.00")
    ]


def test_vertical_margin_text_is_not_part_of_the_lines() -> None:
    words = [Word(ch, 18, 300 + 4 * k, 25, 306 + 4 * k) for k, ch in enumerate("Copyright")]
    words += [Word("Zahlbar", 40, 310, 80, 318), Word("sofort", 84, 310, 110, 318)]
    words += [Word(f"line{k}", 40, 400 + 12 * k, 80, 408 + 12 * k) for k in range(6)]
    lines = document_lines([Page(number=1, width=595, height=842, words=words)])
    assert [ln.text for ln in lines][0] == "Zahlbar sofort"
    assert all(len(w.text) > 2 for ln in lines for w in ln.words)


def test_amount_only_rows_and_whole_number_amounts_under_the_header() -> None:
    page = page_from_rows(
        [
            (140, 100, "Désignation"),
            (310, 100, "Nombre"),
            (390, 100, "P.U. HT"),
            (470, 100, "Montant HT"),
            (50, 120, "Annonce légale du 03/04/2023"),
            (505, 120, "52,10 €"),
            (50, 140, "Copie papier"),
            (300, 140, "0"),
            (415, 140, "2,00 €"),
            (525, 140, "0 €"),
            (370, 160, "Total HT :"),
            (505, 160, "52,10 €"),
        ]
    )
    assert [_row(i) for i in _items(page, ",")] == [
        ("Annonce légale du 03/04/2023", None, None, "52.10"),
        ("Copie papier", "0", "2.00", "0"),
    ]


def test_header_currency_suffix_and_a_word_in_the_quantity_column() -> None:
    page = page_from_rows(
        [
            (70, 100, "Pos."),
            (110, 100, "Bezeichnung"),
            (310, 100, "Menge"),
            (390, 100, "Einzel/€"),
            (480, 100, "Gesamt/€"),
            (70, 120, "1"),
            (110, 120, "Seil"),
            (305, 120, "20 Meter"),
            (420, 120, "3"),
            (505, 120, "60"),
            (70, 140, "2"),
            (110, 140, "Lieferung"),
            (305, 140, "Pauschal"),
            (400, 140, "45,00"),
            (490, 140, "45,00"),
        ]
    )
    assert [_row(i) for i in _items(page, ",")] == [
        ("Seil", "20", "3.00", "60"),
        ("Lieferung", None, "45.00", "45.00"),
    ]


def test_figure_columns_header_reads_the_text_left_of_it_as_description() -> None:
    page = page_from_rows(
        [
            (350, 100, "Prix unitaire"),
            (430, 100, "Montant HT"),
            (490, 100, "% TVA"),
            (530, 100, "Montant TTC"),
            (40, 120, "Abonnement du 1er au 30 Juin 2024"),
            (535, 120, "19.99"),
            (40, 140, "Total facture"),
            (430, 140, "16.66"),
            (535, 140, "19.99"),
        ]
    )
    assert [_row(i) for i in _items(page)] == [
        ("Abonnement du 1er au 30 Juin 2024", None, None, "19.99")
    ]


def test_bill_without_item_table_reads_sibling_amount_lines_that_add_up_to_the_total() -> None:
    page = page_from_rows(
        [
            (40, 100, "Overview"),
            (50, 120, "Hosting Charges"),
            (540, 120, "$7.50"),
            (60, 135, "Charges"),
            (540, 135, "$7.50"),
            (40, 150, "Total for this bill"),
            (540, 150, "$7.50"),
            (40, 180, "Breakdown"),
            (50, 200, "Object Storage"),
            (540, 200, "$5.00"),
            (60, 215, "Charges"),
            (540, 215, "$5.00"),
            (60, 230, "VAT"),
            (540, 230, "$0.00"),
            (50, 245, "Domain Names"),
            (540, 245, "$2.50"),
            (60, 260, "Charges"),
            (540, 260, "$2.50"),
        ]
    )
    assert [_row(i) for i in _items(page)] == [
        ("Object Storage", None, None, "5.00"),
        ("Domain Names", None, None, "2.50"),
    ]


def test_section_subtotal_does_not_end_the_table_and_a_label_line_in_the_description() -> None:
    page = page_from_rows(
        [
            (30, 100, "Description"),
            (250, 100, "Quantity"),
            (330, 100, "Unit Price"),
            (520, 100, "Amount"),
            (30, 120, "--- Tools ---"),
            (30, 140, "Hammer"),
            (260, 140, "2.00 Units"),
            (350, 140, "9.00"),
            (530, 140, "18.00"),
            (30, 152, "Tax: 0.5%"),
            (480, 170, "Subtotal"),
            (530, 170, "18.00"),
            (30, 190, "--- Paint ---"),
            (30, 210, "White paint 5 l"),
            (260, 210, "1.00 Units"),
            (350, 210, "30.00"),
            (530, 210, "30.00"),
            (300, 240, "Subtotal"),
            (530, 240, "48.00"),
            (300, 255, "Total"),
            (530, 255, "48.00"),
        ]
    )
    assert [_row(i) for i in _items(page)] == [
        ("Hammer Tax: 0.5%", "2", "9.00", "18.00"),
        ("White paint 5 l", "1", "30.00", "30.00"),
    ]


def test_quantity_with_a_thousands_point_in_a_decimal_comma_table() -> None:
    page = page_from_rows(
        [
            (50, 100, "Pos Leistung"),
            (340, 100, "Menge ME"),
            (440, 100, "E-Preis"),
            (510, 100, "Gesamt"),
            (50, 120, "1"),
            (76, 120, "Kabelbinder 200 mm"),
            (350, 120, "2.150 Stk."),
            (450, 120, "0,12"),
            (510, 120, "258,00"),
            (50, 135, "2"),
            (76, 135, "Draht 1,5 mm"),
            (350, 135, "1.500 kg"),
            (450, 135, "4,00"),
            (510, 135, "6,00"),
        ]
    )
    assert [_row(i) for i in _items(page, ",")] == [
        ("Kabelbinder 200 mm", "2150", "0.12", "258.00"),
        ("Draht 1,5 mm", "1.5", "4.00", "6.00"),
    ]


def test_totals_row_of_the_table_and_a_gross_line_total_with_its_tax() -> None:
    page = page_from_rows(
        [
            (10, 100, "Product"),
            (160, 100, "Title"),
            (345, 100, "Qty"),
            (380, 100, "Price"),
            (430, 100, "Tax(%)"),
            (485, 100, "Tax"),
            (530, 100, "Total"),
            (10, 120, "Audio"),
            (160, 120, "Wired earphones"),
            (355, 120, "2"),
            (380, 120, "50.00"),
            (430, 120, "10.00%"),
            (485, 120, "10.00"),
            (530, 120, "110.00"),
            (300, 150, "Total"),
            (355, 150, "2"),
            (380, 150, "100.00"),
            (485, 150, "10.00"),
            (530, 150, "110.00"),
        ]
    )
    assert [_row(i) for i in _items(page)] == [("Wired earphones", "2", "50.00", "100.00")]


def test_levy_row_bundle_components_and_serial_numbers() -> None:
    page = page_from_rows(
        [
            (45, 100, "Artikel"),
            (359, 100, "Aantal"),
            (397, 100, "Prijs per stuk"),
            (490, 100, "Bedrag"),
            (45, 115, "Tablet 10 inch 64 GB"),
            (381, 115, "1"),
            (420, 115, "€ 299,00"),
            (510, 115, "€ 299,00"),
            (57, 127, "Incl. Auteursheffing €2.00"),
            (382, 127, "1"),
            (520, 127, "€ 2,42"),
            (56, 139, "Serienummer: XK42ABC0001"),
            (45, 155, "Laptop 14 inch + Muis"),
            (381, 155, "1"),
            (415, 155, "€ 899,00"),
            (505, 155, "€ 899,00"),
            (67, 167, "Laptop 14 inch 512 GB"),
            (381, 167, "1"),
            (67, 179, "Draadloze muis"),
            (381, 179, "1"),
            (45, 195, "Tas grijs"),
            (381, 195, "1"),
            (420, 195, "€ 39,99"),
            (510, 195, "€ 39,99"),
        ]
    )
    assert [_row(i) for i in _items(page, ",")] == [
        ("Tablet 10 inch 64 GB", "1", "299.00", "299.00"),
        ("Incl. Auteursheffing €2.00", "1", None, "2.42"),
        ("Laptop 14 inch + Muis", "1", "899.00", "899.00"),
        ("Tas grijs", "1", "39.99", "39.99"),
    ]


def test_last_item_on_a_page_keeps_its_continuation_lines_but_not_the_footer() -> None:
    rows = [
        (66, 100, "Pos."),
        (117, 100, "Menge"),
        (150, 100, "Beschreibung"),
        (475, 100, "VK-Preis"),
        (523, 100, "Zeilenbetrag"),
        (79, 120, "1"),
        (137, 120, "2"),
        (150, 120, "Webspace Paket M"),
        (490, 120, "4,00"),
        (550, 120, "8,00"),
        (150, 130, "Laufzeit 01.06.-30.06."),
        (56, 770, "Beispiel Hosting GmbH, Hauptstraße 1, 12345 Musterstadt"),
    ]
    page1 = page_from_rows(rows)
    page2 = page_from_rows(
        rows[:5]
        + [
            (79, 120, "2"),
            (137, 120, "1"),
            (150, 120, "Domain"),
            (490, 120, "1,00"),
            (550, 120, "1,00"),
        ]
    )
    page2.number = 2
    items, used = parse_line_items(document_lines([page1, page2]), ",")
    assert [_row(i) for i in items] == [
        ("Webspace Paket M Laufzeit 01.06.-30.06.", "2", "4.00", "8.00"),
        ("Domain", "1", "1.00", "1.00"),
    ]
    assert 3 not in used  # the footer line stays for the other fields


def test_rate_cell_that_multiplies_out() -> None:
    page = page_from_rows(
        [
            (55, 100, "DESCRIPTION"),
            (448, 100, "RATE"),
            (497, 100, "AMOUNT"),
            (51, 120, "Room Charges"),
            (330, 120, "Rs 1200 x 2 Night x 1 Room"),
            (503, 120, "Rs 2400"),
            (51, 140, "Grand Total"),
            (503, 140, "Rs 2400"),
        ]
    )
    assert [_row(i) for i in _items(page)] == [("Room Charges", "2", "1200.00", "2400.00")]


def test_quantity_column_right_of_the_unit_price() -> None:
    page = page_from_rows(
        [
            (44, 100, "Artikel"),
            (102, 100, "Omschrijving"),
            (398, 100, "Prijs"),
            (426, 100, "BTW"),
            (446, 100, "Hoeveelheid"),
            (521, 100, "Bedrag"),
            (44, 112, "A1001"),
            (102, 112, "Ontkalker 250 ml"),
            (396, 112, "7,50"),
            (426, 112, "21 %"),
            (471, 112, "2 PCS"),
            (529, 112, "15,00"),
        ]
    )
    assert [_row(i) for i in _items(page, ",")] == [("Ontkalker 250 ml", "2", "7.50", "15.00")]


def test_ocr_specks_between_description_words() -> None:
    assert clean_ocr_description("Garden hose.. 25 m") == "Garden hose, 25 m"
    assert clean_ocr_description("Cable ties,'black") == "Cable ties, black"
    assert clean_ocr_description("Training day'rate") == "Training day rate"
    assert clean_ocr_description("Men's gloves") == "Men's gloves"


def test_vat_category_after_the_rate_and_entgelt_header() -> None:
    page = page_from_rows(
        [
            (53, 100, "Pos"),
            (151, 100, "Beschreibung"),
            (244, 100, "Nettopreis"),
            (358, 100, "Menge"),
            (431, 100, "Steuer"),
            (505, 100, "Entgelt"),
            (58, 120, "1"),
            (156, 120, "Ordner blau"),
            (280, 120, "2,50"),
            (354, 120, "10 Stk"),
            (397, 120, "19 % VAT (S)"),
            (510, 120, "25,00"),
        ]
    )
    assert [_row(i) for i in _items(page, ",")] == [("Ordner blau", "10", "2.50", "25.00")]


def test_amount_printed_on_the_rows_second_line() -> None:
    page = page_from_rows(
        [
            (70, 100, "Pos"),
            (191, 100, "Beschreibung"),
            (340, 100, "Nettopreis"),
            (400, 100, "Menge"),
            (437, 100, "Steuersatz"),
            (494, 100, "Nettobetrag"),
            (70, 120, "1"),
            (119, 120, "AB100"),
            (191, 120, "Klebeband 50 m"),
            (353, 120, "1,2500"),
            (403, 120, "8 Stk"),
            (455, 120, "19 %"),
            (119, 130, "4000000000017"),
            (512, 130, "10,00"),
            (191, 150, "Bruttopreis : 1,2500"),
            (70, 170, "2"),
            (191, 170, "Packpapier"),
            (353, 170, "3,0000"),
            (403, 170, "2 Rolle"),
            (459, 170, "7 %"),
            (119, 180, "4000000000024"),
            (517, 180, "6,00"),
        ]
    )
    assert [_row(i) for i in _items(page, ",")] == [
        ("Klebeband 50 m", "8", "1.2500", "10.00"),
        ("Packpapier", "2", "3.0000", "6.00"),
    ]


def test_loose_annotation_lines_under_an_item_are_not_its_description() -> None:
    page = page_from_rows(
        [
            (53, 100, "Pos"),
            (151, 100, "Beschreibung"),
            (244, 100, "Nettopreis"),
            (357, 100, "Menge"),
            (500, 100, "Betrag"),
            (58, 120, "1"),
            (156, 120, "Apfelessig"),
            (275, 120, "2,0000"),
            (358, 120, "-3 Stk"),
            (514, 120, "-6,00"),
            (156, 130, "500ml"),
            (159, 160, "Verpackung: Flasche"),
            (58, 190, "2"),
            (156, 190, "Senf mittelscharf"),
            (271, 190, "1,5000"),
            (356, 190, "-2 Stk"),
            (514, 190, "-3,00"),
        ]
    )
    assert [_row(i) for i in _items(page, ",")] == [
        ("Apfelessig 500ml", "-3", "2.0000", "-6.00"),
        ("Senf mittelscharf", "-2", "1.5000", "-3.00"),
    ]


def test_header_cells_wrapping_over_lines_and_an_exact_description_word() -> None:
    page = page_from_rows(
        [
            (53, 100, "Pos Art-Nr-Kunde Beschreibung"),
            (244, 100, "Nettopreis"),
            (358, 100, "Menge"),
            (440, 100, "USt."),
            (484, 100, "Positions"),
            (74, 111, "Art-Nr-Lief."),
            (508, 111, "betrag"),
            (74, 122, "Art-Nr"),
            (520, 122, "ohne"),
            (74, 133, "(Art)"),
            (520, 133, "USt."),
            (58, 150, "1"),
            (157, 150, "Rasenkante"),
            (262, 150, "2,5000"),
            (361, 150, "4 m"),
            (440, 150, "19 %"),
            (514, 150, "10,00"),
        ]
    )
    assert [_row(i) for i in _items(page, ",")] == [("Rasenkante", "4", "2.5000", "10.00")]


def test_discount_note_under_an_item_does_not_end_the_table() -> None:
    page = page_from_rows(
        [
            (53, 100, "Pos"),
            (151, 100, "Beschreibung"),
            (244, 100, "Nettopreis"),
            (358, 100, "Menge"),
            (505, 100, "Entgelt"),
            (58, 120, "1"),
            (157, 120, "Blumenerde 40 l"),
            (262, 120, "4,5000"),
            (361, 120, "2 Sack"),
            (514, 120, "9,00"),
            (162, 140, "Bruttopreis :5,0000 Abschlag :0,5000"),
            (400, 140, "Rabatt"),
            (159, 160, "Lieferung aus Lager Nord"),
            (58, 180, "2"),
            (156, 180, "Pflanztopf 20 cm"),
            (275, 180, "3,0000"),
            (370, 180, "3 Stk"),
            (514, 180, "9,00"),
            (300, 210, "Summe netto"),
            (514, 210, "18,00"),
        ]
    )
    assert [_row(i) for i in _items(page, ",")] == [
        ("Blumenerde 40 l", "2", "4.5000", "9.00"),
        ("Pflanztopf 20 cm", "3", "3.0000", "9.00"),
    ]


def test_discount_rows_and_sum_or_tax_lines_are_not_items() -> None:
    page = page_from_rows(
        [
            (53, 100, "Pos"),
            (151, 100, "Beschreibung"),
            (249, 100, "Nettopreis"),
            (355, 100, "Menge"),
            (520, 100, "Entgelt"),
            (149, 120, "Stahlblech"),
            (274, 120, "50,00"),
            (363, 120, "4 Stk"),
            (524, 120, "200,00"),
            (121, 140, "Abschlag"),
            (172, 140, "Mengenrabatt"),
            (272, 140, "10"),
            (325, 140, "200,00"),
            (459, 140, "-20,00"),
        ]
    )
    assert [_row(i) for i in _items(page, ",")] == [("Stahlblech", "4", "50.00", "200.00")]
    page = page_from_rows(
        [
            (71, 100, "Hausratversicherung"),
            (422, 100, "500,00 €"),
            (71, 115, "Gesamtbeitrag"),
            (422, 115, "500,00 €"),
            (71, 130, "Versicherungsteuer zur Hausratversicherung"),
            (431, 130, "95,00 €"),
            (71, 145, "Rechnungsbetrag"),
            (422, 145, "595,00 €"),
        ]
    )
    assert _items(page, ",") == []


def test_header_cells_wrapping_onto_the_line_above_and_gtin_annotations() -> None:
    page = page_from_rows(
        [
            (57, 100, "Unsere"),
            (107, 100, "Ihre"),
            (293, 100, "Menge"),
            (324, 100, "Meng.-"),
            (410, 100, "Preis/"),
            (44, 110, "Pos Art.Nr."),
            (107, 110, "Art.Nr."),
            (180, 110, "Artikelbeschreibung"),
            (324, 110, "einheit"),
            (407, 110, "Einheit"),
            (525, 110, "Entgelt"),
            (50, 130, "1 AB12"),
            (107, 130, "K-1"),
            (180, 130, "Gartenschlauch 20 m 2,00"),
            (324, 130, "Stk."),
            (409, 130, "7,50"),
            (520, 130, "15,00"),
            (180, 140, "GTIN: 4000000000017"),
        ]
    )
    assert [_row(i) for i in _items(page, ",")] == [("Gartenschlauch 20 m", "2", "7.50", "15.00")]


def test_header_at_the_foot_of_a_page_with_its_rows_on_the_next() -> None:
    page1 = page_from_rows(
        [
            (40, 700, "Vielen Dank für Ihren Auftrag."),
            (53, 800, "Pos"),
            (151, 800, "Beschreibung"),
            (244, 800, "Nettopreis"),
            (358, 800, "Menge"),
            (505, 800, "Entgelt"),
        ]
    )
    page2 = page_from_rows(
        [
            (58, 80, "1"),
            (147, 80, "Hotel 1 Nacht"),
            (267, 80, "89,00"),
            (358, 80, "1 Stk"),
            (510, 80, "89,00"),
        ]
    )
    page2.number = 2
    items, _ = parse_line_items(document_lines([page1, page2]), ",")
    assert [_row(i) for i in items] == [("Hotel 1 Nacht", "1", "89.00", "89.00")]


def test_rows_running_over_a_page_break_without_a_repeated_header() -> None:
    page1 = page_from_rows(
        [
            (53, 600, "Pos"),
            (151, 600, "Beschreibung"),
            (244, 600, "Nettopreis"),
            (358, 600, "Menge"),
            (505, 600, "Entgelt"),
            (58, 620, "1"),
            (147, 620, "Kaffee 1 kg"),
            (267, 620, "12,00"),
            (358, 620, "2 Stk"),
            (510, 620, "24,00"),
        ]
    )
    page2 = page_from_rows(
        [
            (159, 60, "Lieferung in zwei Teilen"),
            (58, 90, "2"),
            (147, 90, "Tee grün"),
            (267, 90, "4,00"),
            (358, 90, "3 Stk"),
            (510, 90, "12,00"),
            (300, 130, "Summe netto"),
            (510, 130, "36,00"),
        ]
    )
    page2.number = 2
    items, _ = parse_line_items(document_lines([page1, page2]), ",")
    assert [_row(i) for i in items] == [
        ("Kaffee 1 kg", "2", "12.00", "24.00"),
        ("Tee grün", "3", "4.00", "12.00"),
    ]


def test_amount_list_adding_up_to_a_gesamt_line() -> None:
    page = page_from_rows(
        [
            (71, 100, "Folgende Risiken sind versichert:"),
            (71, 115, "Glasversicherung"),
            (294, 115, "30,00 €"),
            (71, 127, "Fahrradschutz"),
            (294, 127, "12,00 €"),
            (71, 139, "Gesamtbeitrag"),
            (294, 139, "42,00 €"),
            (71, 151, "Versicherungsteuer 19 %"),
            (300, 151, "7,98 €"),
        ]
    )
    assert [_row(i) for i in _items(page, ",")] == [
        ("Glasversicherung", None, None, "30.00"),
        ("Fahrradschutz", None, None, "12.00"),
    ]


def test_two_line_record_annotations_with_discount_labels_do_not_end_the_table() -> None:
    rows = [
        (40, 100, "GTIN"),
        (112, 100, "Art-Nr-Lieferant"),
        (240, 100, "Menge"),
        (340, 100, "Nettopreis"),
        (500, 100, "Nettowert"),
        (40, 110, "Art-Nr-Kunde"),
        (112, 110, "Artikelbezeichnung"),
        (40, 130, "4000000000017"),
        (232, 130, "2,0000 Std."),
        (357, 130, "10,0000"),
        (510, 130, "20,00"),
        (112, 140, "Montage"),
        (112, 150, "Artikelrabatt 1: 10,00%"),
        (242, 150, "Rabatt:"),
        (285, 150, "1,00 €/Std."),
        (40, 170, "4000000000024"),
        (232, 170, "5,0000 Stk."),
        (362, 170, "1,0000"),
        (515, 170, "5,00"),
        (112, 180, "Schrauben"),
    ]
    assert [_row(i) for i in _items(page_from_rows(rows), ",")] == [
        ("Montage", "2", "10.0000", "20.00"),
        ("Schrauben", "5", "1.0000", "5.00"),
    ]
