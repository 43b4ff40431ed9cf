"""Rules for weak layouts as OCR reads them: padded word boxes, labels misread, names and
street lines of one size (invented pages)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import fields_of as _fields_of_rows
from docproc_pipeline_tests.extract.pages import page_from_rows

Cell = tuple[float, float, str]


def _ocr_page(cells: list[Cell], big: list[Cell] | None = None, *, height: float = 11.0) -> Page:
    """An OCR'd page: words at (x, y); `big` cells are set 1.8 times taller (a letterhead)."""
    words: list[Word] = []
    for group, h in ((big or [], height * 1.8), (cells, height)):
        for x, y, text in group:
            for token in text.split(" "):
                width = (h / 2) * len(token)
                words.append(Word(token, x, y, x + width, y + h, 0.95))
                x += width + h / 2
    return Page(number=1, width=595, height=842, words=words, source="ocr")


def _parse(cells: list[Cell], big: list[Cell] | None = None) -> InvoiceFields:
    fields, _, _ = parse_invoice([_ocr_page(cells, big)])
    return fields


_LETTER_BODY: list[Cell] = [
    (70, 120, "Atelier Brandt GmbH"),
    (70, 133, "Lindenallee 4"),
    (70, 146, "50667 Köln"),
    (70, 210, "Rechnung Nr. 2026-118"),
    (73, 240, "Beratung"),
    (480, 240, "1.000,00"),
    (380, 270, "Gesamtbetrag"),
    (480, 270, "1.000,00"),
]


def test_an_address_line_whose_ocr_box_overlaps_the_name_above_is_its_address() -> None:
    # OCR pads the boxes: the sender line's box starts 3 points above the name's box ends,
    # and the bullet lost its spaces ("12·28195")
    f = _parse(
        [(210, 57, "Hafenweg 12·28195 Bremen"), *_LETTER_BODY],
        big=[(226, 40, "Kranich Werbetechnik KG")],
    )
    assert f.vendor_name == "Kranich Werbetechnik KG"
    assert f.vendor_address == "Hafenweg 12, 28195 Bremen"
    assert f.total == Decimal("1000.00")


def test_a_name_with_two_small_words_and_a_dutch_partnership_form_is_the_vendor() -> None:
    # "van der ... & ... C.V." has the small words of a sentence title; its legal form says
    # it is a company
    page = page_from_rows(
        [
            (60, 54, "van der Linden & Zoon C.V."),
            (60, 66, "Kerkstraat 12"),
            (60, 78, "1811 KB Alkmaar"),
            (60, 118, "Factuurnummer: F-2291"),
            (60, 150, "Klant:"),
            (60, 162, "Studio Pelikaan B.V."),
            (60, 174, "Havenkade 18"),
            (60, 186, "3011 AB Rotterdam"),
            (60, 230, "Advies"),
            (480, 230, "500,00"),
            (380, 260, "Totaal"),
            (480, 260, "500,00"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.vendor_name == "van der Linden & Zoon C.V."
    assert fields.vendor_address == "Kerkstraat 12, 1811 KB Alkmaar"


def _letter(sentences: list[str]) -> InvoiceFields:
    """A business letter whose amount payable is asked for in a sentence under the totals."""
    rows: list[tuple[float, float, str]] = [
        (200, 40, "Studio Fiore S.r.l."),
        (200, 52, "Via Roma 12, 20121 Milano"),
        (70, 120, "Bottega Verde S.n.c."),
        (70, 132, "Corso Italia 4"),
        (70, 144, "50123 Firenze"),
        (70, 200, "Fattura n. 2024/118 del 25/07/2024"),
        (73, 240, "Consulenza"),
        (480, 240, "1.000,00"),
        (380, 270, "Imponibile"),
        (480, 270, "1.000,00"),
        (380, 282, "IVA 22 %"),
        (480, 282, "220,00"),
        (380, 294, "Totale"),
        (470, 294, "EUR 1.220,00"),
    ]
    rows += [(70, 320 + 14 * i, s) for i, s in enumerate(sentences)]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    return fields


def test_the_amount_asked_for_in_a_closing_sentence_is_the_amount_due() -> None:
    f = _letter(["Vi preghiamo di versare EUR 1.220,00 entro il 25/08/2024 sul conto indicato."])
    assert f.amount_due == Decimal("1220.00")
    assert f.due_date == date(2024, 8, 25)


def test_a_remit_sentence_without_a_date_names_the_amount_due_only() -> None:
    f = _letter(["Kindly remit EUR 1.220,00 at your earliest convenience."])
    assert f.amount_due == Decimal("1220.00")
    assert f.due_date is None


def test_a_street_line_ocr_read_a_little_taller_than_the_name_above_is_no_name() -> None:
    # name, street and town in one size; OCR's box of the street line came out 8 % taller
    page = _ocr_page(
        [
            (60, 50, "Benz & Kohler Genossenschaft"),
            (60, 76, "5973 Lugano"),
            (60, 112, "Rechnung"),
            (60, 134, "Rg.-Nr.: 2025-R-0837"),
            (60, 170, "Kunde:"),
            (60, 182, "Atelier Brandt AG"),
            (60, 194, "Seestrasse 9"),
            (60, 206, "8002 Zürich"),
            (73, 240, "Beratung"),
            (480, 240, "1.000,00"),
            (380, 270, "Gesamtbetrag"),
            (480, 270, "1.000,00"),
        ]
    )
    x = 60.0
    for token in ("Pfisterstrasse", "48"):
        page.words.append(Word(token, x, 62, x + 6 * len(token), 62 + 11.9, 0.95))
        x += 6 * len(token) + 6
    fields, _, _ = parse_invoice([page])
    assert fields.vendor_name == "Benz & Kohler Genossenschaft"
    assert fields.vendor_address == "Pfisterstrasse 48, 5973 Lugano"


def test_card_labels_beside_the_item_rows_take_the_value_under_them() -> None:
    # a column of cards left of the item table: each label shares its line with a table row
    # (or the header), its value is the line under it
    page = page_from_rows(
        [
            (40, 40, "Northwind Tiles Ltd"),
            (40, 52, "12 Harbour Road, Leeds LS1 4AB"),
            (40, 90, "INVOICE NO."),
            (200, 90, "Description"),
            (420, 90, "Qty"),
            (470, 90, "Price"),
            (530, 90, "Amount"),
            (40, 104, "NT-2291"),
            (200, 104, "Ceramic floor tiles"),
            (420, 104, "10"),
            (470, 104, "40.00"),
            (530, 104, "400.00"),
            (40, 130, "DUE DATE"),
            (200, 130, "Grout, grey"),
            (420, 130, "4"),
            (470, 130, "25.00"),
            (530, 130, "100.00"),
            (40, 142, "17/02/2026"),
            (400, 170, "Total"),
            (530, 170, "500.00"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.invoice_number == "NT-2291"
    assert fields.due_date == date(2026, 2, 17)
    assert len(fields.line_items) == 2


def test_a_card_labels_value_under_it_beats_an_item_lines_figure_beside_it() -> None:
    # the second line of a wrapped item description ("... period February" / "2025") shares
    # the order card's label line
    f = _fields_of_rows(
        [
            (40, 40, "Northwind Tiles Ltd"),
            (40, 52, "12 Harbour Road, Leeds LS1 4AB"),
            (40, 90, "INVOICE NO."),
            (200, 90, "Description"),
            (420, 90, "Qty"),
            (470, 90, "Price"),
            (530, 90, "Amount"),
            (40, 104, "NT-2291"),
            (200, 104, "Floor tiles, period February"),
            (420, 104, "10"),
            (470, 104, "40.00"),
            (530, 104, "400.00"),
            (40, 116, "ORDER NO."),
            (200, 116, "2025"),
            (40, 128, "BE453879"),
            (200, 128, "Grout, grey"),
            (420, 128, "4"),
            (470, 128, "25.00"),
            (530, 128, "100.00"),
            (400, 170, "Total"),
            (530, 170, "500.00"),
        ]
    )
    assert f.purchase_order == "BE453879"


def test_a_print_date_under_the_closing_notes_is_no_invoice_date() -> None:
    f = _letter(["Grazie per la fiducia accordataci.", "Data stampa: 08/10/2024 08:56"])
    assert f.invoice_date == date(2024, 7, 25)  # "Fattura n. 2024/118 del 25/07/2024"
    page = page_from_rows(
        [
            (200, 40, "Studio Fiore S.r.l."),
            (200, 52, "Via Roma 12, 20121 Milano"),
            (70, 200, "Fattura n. 2024/118"),
            (73, 240, "Consulenza"),
            (480, 240, "1.000,00"),
            (380, 270, "Totale"),
            (470, 270, "EUR 1.000,00"),
            (70, 320, "Data stampa: 08/10/2024 08:56"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.invoice_date is None


def test_a_letters_place_line_ending_in_its_postcode_dates_the_invoice() -> None:
    page = page_from_rows(
        [
            (200, 40, "Northwind Tiles Ltd"),
            (200, 52, "12 Harbour Road · Leeds LS1 4AB"),
            (70, 120, "Brook & Dale Limited"),
            (70, 132, "4 Mill Lane"),
            (70, 144, "York YO1 7HH"),
            (380, 180, "Leeds LS1 4AB, 26.03.2024"),
            (70, 210, "Invoice No. 07185"),
            (73, 240, "Design work"),
            (480, 240, "500.00"),
            (380, 270, "Total"),
            (470, 270, "GBP 500.00"),
            (70, 780, "Registered in England No. 01234567"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.invoice_date == date(2024, 3, 26)


def test_terms_after_a_colon_ocr_read_as_a_semicolon_start_at_their_first_word() -> None:
    f = _parse(
        [
            (30, 40, "Valette Pasquier SARL"),
            (30, 56, "82 rue des Lilas, 01863 Guyot"),
            (30, 100, "Facture n° F-2291"),
            (30, 140, "Conseil"),
            (480, 140, "500,00"),
            (380, 170, "Total"),
            (480, 170, "500,00"),
            (200, 200, "Conditions de règlement; Paiement comptant, sans escompte"),
        ]
    )
    assert f.payment_terms == "Paiement comptant, sans escompte"


def _freelancer_page(town: str, *, item_y: float, town_x: float = 60) -> InvoiceFields:
    """A one-column invoice: letterhead, facts, "Client:" block, then items without a header."""
    return _parse(
        [
            (60, 50, "Cossy Systèmes SA"),
            (60, 62, "avenue Besençon 52"),
            (60, 74, "6307 Mercier"),
            (60, 114, "Facture"),
            (60, 136, "Facture n°: F-650353"),
            (60, 185, "Client:"),
            (62, 197, "Mathilde Théraulaz-Deladoëy"),
            (60, 209, "rue Brandt 701"),
            (town_x, 221, town),
            (60, item_y, "Reportage photo demi-journée"),
            (390, item_y, "9 j x 560,00"),
            (498, item_y, "5 040,00"),
            (336, item_y + 40, "Net à payer TTC:"),
            (471, item_y + 40, "CHF 5 040,00"),
        ]
    )


def test_a_line_two_pitches_under_the_customers_town_is_not_its_country() -> None:
    f = _freelancer_page("3414 Grojean am See", item_y=246)
    assert f.customer_name == "Mathilde Théraulaz-Deladoëy"
    assert f.customer_address == "rue Brandt 701, 3414 Grojean am See"


def test_a_speck_before_the_customers_town_neither_ends_nor_joins_the_address() -> None:
    # the speck's box starts 9 points left of the block's edge
    f = _freelancer_page(". 3414 Grojean am See", item_y=250, town_x=51)
    assert f.customer_address == "rue Brandt 701, 3414 Grojean am See"


def _french_page(block: list[Cell]) -> InvoiceFields:
    page = _ocr_page(
        [
            (44, 36, "Cossy Traiteur SA"),
            (44, 50, "rue Chaudet 4 | 7880 Thorens"),
            (55, 79, "Solde dû"),
            (304, 79, "Numéro de facture"),
            (434, 79, "À régler avant le"),
            (56, 96, "CHF 2'050,00"),
            (305, 96, "3101/24"),
            (435, 96, "18 septembre 2024"),
            *block,
            (48, 260, "Location utilitaire"),
            (400, 260, "2,5"),
            (450, 260, "820,00"),
            (515, 260, "2'050,00"),
            (333, 300, "Total TTC"),
            (490, 300, "CHF 2'050,00"),
            (47, 330, "Mode de règlement: Paiement à 60 jours"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    return fields


def test_a_bare_attention_heading_heads_the_customers_block() -> None:
    f = _french_page(
        [
            (44, 143, "À l'attention de"),
            (489, 143, "Facture"),
            (44, 164, "Deladoëy Design SA"),
            (370, 164, "Émise le"),
            (494, 164, "20 juillet 2024"),
            (44, 176, "rue Uldry 5"),
            (473, 176, "18 septembre 2024"),
            (44, 188, "5758 Saudan"),
            (370, 188, "À régler avant le"),
            (370, 200, "Période de prestation"),
            (494, 200, "20 juillet 2024"),
        ]
    )
    assert (f.customer_name, f.customer_address) == (
        "Deladoëy Design SA",
        "rue Uldry 5, 5758 Saudan",
    )
    assert f.payment_terms == "Paiement à 60 jours"


def test_an_attention_line_naming_a_person_inside_the_block_is_no_heading() -> None:
    f = _french_page(
        [
            (44, 143, "Client"),
            (44, 164, "Deladoëy Design SA"),
            (44, 176, "À l'attention de M. Favre"),
            (44, 188, "rue Uldry 5"),
            (44, 200, "5758 Saudan"),
        ]
    )
    assert f.customer_name == "Deladoëy Design SA"


def _receipt_terms(terms_line: str, wrapped: str, *, wrapped_x: float) -> str | None:
    """A narrow receipt whose centred terms sentence wraps onto the next line."""
    page = page_from_rows(
        [
            (60, 40, "Bäckerei Sonne GmbH"),
            (40, 52, "Marktplatz 3, 1010 Wien"),
            (10, 80, "Beleg-Nr. R-40211"),
            (10, 110, "Brot"),
            (160, 110, "3,50"),
            (10, 140, "Gesamtbetrag"),
            (160, 140, "EUR 3,50"),
            (20, 160, terms_line),
            (wrapped_x, 169, wrapped),
            (30, 178, "Vielen Dank für Ihren Einkauf."),
        ],
        size=7.0,
    )
    fields, _, _ = parse_invoice([page])
    return fields.payment_terms


def test_labelled_terms_wrapped_onto_a_centred_line_run_on_to_it() -> None:
    terms = _receipt_terms(
        "Konditionen: Zahlung innerhalb 60 Tagen nach", "Rechnungseingang", wrapped_x=85
    )
    assert terms == "Zahlung innerhalb 60 Tagen nach Rechnungseingang"
    terms = _receipt_terms(
        "Konditionen: Zahlung innerhalb 60 Tagen", "Auslandsleistung", wrapped_x=20
    )
    assert terms == "Zahlung innerhalb 60 Tagen"  # a note of its own at the left edge


def test_a_closing_sentence_under_complete_terms_is_not_part_of_them() -> None:
    terms = _receipt_terms(
        "Konditionen: Zahlung sofort ohne Abzug.", "Bitte beachten Sie", wrapped_x=40
    )
    assert terms == "Zahlung sofort ohne Abzug."


def test_a_month_first_date_whose_comma_ocr_read_as_a_point_is_read() -> None:
    f = _parse(
        [
            (60, 50, "Northwind Logistics LLP"),
            (60, 62, "12 Harbour Road, Boston, MA 02110"),
            (60, 116, "Invoice Number: MN-7312"),
            (60, 130, "Issued: Jan 16. 2024"),
            (60, 144, "Due: Mar 1. 2024"),
            (60, 236, "Coffee beans"),
            (515, 236, "2,014.68"),
            (380, 270, "Total"),
            (515, 270, "$2,014.68"),
        ]
    )
    assert (f.invoice_date, f.due_date) == (date(2024, 1, 16), date(2024, 3, 1))


def _cards_and_bare_totals(totals: list[Cell]) -> InvoiceFields:
    """Cards at the left, items at the right, and a totals column whose labels OCR lost."""
    return _parse(
        [
            (30, 30, "Valette Pasquier SARL"),
            (30, 54, "82 rue des Lilas, 01863 Guyot"),
            (217, 89, "Article"),
            (436, 89, "Quantité"),
            (488, 89, "Prix unit."),
            (527, 89, "Total HT"),
            (36, 104, "25/07/2026"),
            (217, 104, "Peinture murs intérieurs"),
            (450, 104, "86"),
            (488, 104, "17,75"),
            (527, 104, "1 526,50"),
            (217, 120, "Migration des données"),
            (444, 120, "17,5"),
            (483, 120, "131,00"),
            (526, 120, "2 292,50"),
            (37, 228, "ORD/6270"),
            (218, 228, "Formation"),
            (453, 228, "5"),
            (484, 228, "530,00"),
            (527, 228, "2 650,00"),
            *totals,
            (39, 292, "À l'attention de"),
            (39, 306, "Gérard du Salmon"),
            (38, 315, "84 boulevard Hernandez"),
            (38, 326, "52179 Maillet"),
            (198, 384, "Conditions de règlement: Paiement comptant"),
        ]
    )


def test_a_totals_column_whose_labels_ocr_lost_is_read_by_its_arithmetic() -> None:
    f = _cards_and_bare_totals(
        [
            (37, 264, "7 762,80 €"),
            (515, 264, "6 469,00"),
            (521, 292, "1 293,80"),
            (500, 315, "7 762,80 €"),
        ]
    )
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("6469.00"),
        Decimal("1293.80"),
        Decimal("7762.80"),
    )
    assert f.tax_rate == Decimal("20.00")
    # printed once in the totals column: the total only, no amount printed as payable
    assert f.amount_due is None


def test_a_bare_total_printed_again_under_itself_is_the_amount_due() -> None:
    f = _cards_and_bare_totals(
        [
            (515, 264, "6 469,00"),
            (521, 292, "1 293,80"),
            (500, 315, "7 762,80 €"),
            (500, 353, "7 762,80 €"),
        ]
    )
    assert (f.total, f.amount_due) == (Decimal("7762.80"), Decimal("7762.80"))


def test_bare_figures_that_do_not_add_up_give_no_total() -> None:
    f = _cards_and_bare_totals(
        [(515, 264, "6 469,00"), (521, 292, "1 293,80"), (500, 315, "7 736,80 €")]
    )
    assert f.total is None


def test_a_receipts_till_line_is_no_vendor_and_the_customer_reference_is_the_order() -> None:
    # the till line's OCR box came out taller than the letterhead's small name
    page = _ocr_page(
        [
            (49, 10, "Echevarría Consultoría S.A."),
            (60, 24, "Glorieta Jacinto 43"),
            (85, 33, "36482 Barcelona"),
            (70, 67, "Factura simplificada"),
            (10, 81, "Núm. factura"),
            (180, 81, "R26/05467"),
            (10, 110, "Referencia cliente"),
            (183, 110, "ORD/9315"),
            (10, 174, "Pintura de paredes"),
            (19, 182, "58 m2 x 29,69"),
            (189, 182, "1.722,02"),
            (10, 210, "Importe total"),
            (180, 210, "1.722,02 €"),
            (30, 420, "Gracias por su visita"),
        ],
        height=10.0,
    )
    x = 10.0
    for token in ("Caja", "9"):
        page.words.append(Word(token, x, 118, x + 7 * len(token), 131.5, 0.9))
        x = 190.0
    fields, _, _ = parse_invoice([page])
    assert fields.vendor_name == "Echevarría Consultoría S.A."
    assert fields.purchase_order == "ORD/9315"


def test_a_letterhead_name_wrapped_onto_a_second_line_ending_in_its_legal_form() -> None:
    f = _parse(
        [
            (12, 80, "07353 Paul Meadows Apt. 016"),
            (188, 80, "Customer"),
            (12, 90, "Lawrencestad, HI 56844"),
            (188, 90, "Montgomery Catering Ltd."),
            (188, 106, "799 Saunders Greens"),
            (188, 117, "Angelicamouth, SC 57102"),
            (394, 106, "Invoice No."),
            (520, 106, "R24/01390"),
            (191, 172, "Item"),
            (446, 172, "QTY"),
            (489, 172, "Rate"),
            (540, 172, "Total"),
            (191, 186, "Site survey"),
            (450, 186, "2"),
            (489, 186, "50.00"),
            (540, 186, "100.00"),
            (400, 220, "Total"),
            (530, 220, "$100.00"),
        ],
        big=[(15, 38, "Engineering East"), (13, 51, "Scottville LLP")],
    )
    assert f.vendor_name == "Engineering East Scottville LLP"
    assert f.vendor_address == "07353 Paul Meadows Apt. 016, Lawrencestad, HI 56844"


def test_a_logo_read_as_a_glyph_beside_the_title_leaves_it_alone_over_its_number() -> None:
    page = _ocr_page(
        [
            (43, 37, "山"),
            (483, 37, "Factura"),
            (478, 63, "INV-2026-1967"),
            (403, 94, "Vencimiento:"),
            (510, 94, "27/08/2026"),
            (413, 106, 'Cliente n"'),
            (523, 106, "K-8545"),
            (47, 140, "EMISOR"),
            (48, 152, "Bartolomé & Adadia S.Coop."),
            (50, 164, "Pasaje de Micaela 73"),
            (50, 174, "31658 Soria"),
            (77, 222, "Concepto"),
            (526, 222, "Total"),
            (78, 237, "Migración de datos"),
            (510, 237, "3.762,50 €"),
            (327, 328, "Total (IVA incluido)"),
            (504, 328, "3.762,50 €"),
        ]
    )
    fields, confidence, _ = parse_invoice([page])
    # read as the id under the title, not merely as an unlabelled id of the header
    assert fields.invoice_number == "INV-2026-1967"
    assert confidence["invoice_number"] == CONFIDENCE.NUMBER_UNDER_LONE_TITLE


def test_a_registered_office_line_names_no_company_from_another_column() -> None:
    # the line over "Sitz der Gesellschaft" holds the address column's country at the left,
    # not the company's name
    page = page_from_rows(
        [
            (97, 42, "Köster Druck AG"),
            (402, 90, "Ausgangsrechnung"),
            (48, 110, "Kunde"),
            (48, 120, "Anders & Schüler OHG"),
            (430, 120, "Datum"),
            (508, 120, "17.11.2025"),
            (49, 131, "Ditschlerinring 6"),
            (423, 131, "Nummer"),
            (519, 131, "5982/25"),
            (48, 142, "21976 Warendorf"),
            (77, 197, "Grafikdesign"),
            (514, 197, "817,50"),
            (380, 230, "Gesamtbetrag"),
            (514, 230, "817,50"),
            (49, 748, "Köster Druck AG"),
            (423, 748, "Umsatzsteuer-ID: DE 548 579 868"),
            (49, 756, "Charles-Wähner-Allee 4"),
            (49, 764, "73438 Vohenstrauß"),
            (49, 773, "Deutschland"),
            (423, 773, "Steuernummer: 39/550/50071"),
            (423, 781, "Sitz der Gesellschaft: Vohenstrauß"),
        ],
        size=7.0,
    )
    fields, _, _ = parse_invoice([page])
    assert fields.vendor_name == "Köster Druck AG"
    assert fields.vendor_address == "Charles-Wähner-Allee 4, 73438 Vohenstrauß, Deutschland"


def test_a_recipient_block_printing_its_vat_id_under_a_letterhead_is_not_the_vendor() -> None:
    f = _parse(
        [
            (202, 56, "98 Day Village · Port Georgina HPON 5AF"),  # centred under the name
            (71, 122, "Builders Clareport LLP"),
            (71, 135, "Flat 8"),
            (72, 147, "Lesley Cliff"),
            (70, 159, "Lake Carolyn UB4A 3XY"),
            (70, 171, "VAT No.: GB110223349"),
            (379, 189, "Port Georgina, 26.03.2024"),
            (70, 219, "Tax Invoice Invoice No. 07185"),
            (73, 311, "Service"),
            (485, 311, "Amount"),
            (73, 325, "Consulting"),
            (485, 325, "500.00"),
            (380, 360, "Total"),
            (470, 360, "GBP 500.00"),
            (70, 780, "VAT Reg. No.: GB988801520"),
        ],
        big=[(195, 34, "Davies, Shaw and Thomas")],
    )
    assert f.vendor_name == "Davies, Shaw and Thomas"
    assert f.customer_name == "Builders Clareport LLP"


def _receipt_customer(street: str, *, ocr: bool) -> InvoiceFields:
    """A receipt whose first item's description follows the customer's town a little lower."""
    rows: list[Cell] = [
        (60, 10, "Konrad Reinigung GmbH"),
        (60, 22, "Leonardo-Platz 8"),
        (60, 31, "5918 Landeck"),
        (10, 80, "Beleg-Nr."),
        (170, 80, "RE60846"),
        (10, 125, "Rechnungsanschrift:"),
        (10, 132, "Fischer & Kessler AG"),
        (10, 141, street),
        (10, 150, "5500 Flawil"),
        (10, 166, "Malerarbeiten Innenwände"),
        (20, 175, "261 qm x 47.96"),
        (176, 175, "12'517.56"),
        (10, 200, "Gesamtbetrag"),
        (160, 200, "CHF 12'517.56"),
        (30, 420, "Vielen Dank für Ihren Einkauf."),
    ]
    if ocr:
        return _parse(rows)
    fields, _, _ = parse_invoice([page_from_rows(rows, size=7.0)])
    return fields


def test_a_receipts_first_item_under_the_customers_town_is_not_its_country() -> None:
    f = _receipt_customer("Schulerstrasse 48", ocr=False)
    assert f.customer_name == "Fischer & Kessler AG"
    assert f.customer_address == "Schulerstrasse 48, 5500 Flawil"


def test_a_compound_street_names_hyphen_ocr_read_as_a_colon_is_put_back() -> None:
    f = _receipt_customer("Emilija:Fröschl-Ring 23", ocr=True)
    assert f.customer_address == "Emilija-Fröschl-Ring 23, 5500 Flawil"


def test_a_country_over_an_item_row_with_its_description_stays_in_the_address() -> None:
    f = _fields_of_rows(
        [
            (60, 54, "Bakkerij Zonneveld B.V."),
            (60, 66, "Marktstraat 3"),
            (60, 78, "1811 KB Alkmaar"),
            (60, 139, "Factuurnummer: F-983446"),
            (60, 175, "Klant:"),
            (60, 187, "Isabel van Dillen"),
            (60, 199, "Verapad 555"),
            (60, 211, "7832 SG Twijzelerheide"),
            (60, 223, "Nederland"),
            (60, 240, "Vlonderplank grenen"),
            (383, 240, "24 x 113,80"),
            (490, 240, "2.731,20"),
            (335, 280, "Totaalbedrag:"),
            (467, 280, "EUR 2.731,20"),
        ]
    )
    assert f.customer_address == "Verapad 555, 7832 SG Twijzelerheide, Nederland"


def test_a_bare_totals_column_with_a_tax_figure_per_rate_adds_them_up() -> None:
    f = _cards_and_bare_totals(
        [
            (515, 264, "6 469,00"),
            (521, 280, "1 000,00"),
            (530, 292, "80,80"),
            (500, 315, "Fr. 7 549,80"),
        ]
    )
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("6469.00"),
        Decimal("1080.80"),
        Decimal("7549.80"),
    )
    assert f.tax_rate is None


def test_an_ocr_uk_postcode_with_o_for_zero_and_a_dotted_address_line() -> None:
    f = _parse(
        [
            (202, 56, "98 Day Village · Port Georgina HPON 5AF"),
            (71, 122, "Builders Clareport LLP"),
            (71, 135, "Flat 8"),
            (70, 147, "Lake Carolyn WOT 2JX"),
            (70, 219, "Invoice No. 07185"),
            (73, 325, "Consulting"),
            (485, 325, "500.00"),
            (380, 360, "Total"),
            (470, 360, "GBP 500.00"),
        ],
        big=[(195, 34, "Davies, Shaw and Thomas")],
    )
    assert f.vendor_address == "98 Day Village, Port Georgina HP0N 5AF"
    assert f.customer_address == "Flat 8, Lake Carolyn W0T 2JX"


def test_a_misread_legal_form_before_a_second_one_is_put_right() -> None:
    f = _parse(
        [
            (60, 50, "Grupa Sapeta Sp. z 0.o. Sp.k."),
            (60, 62, "ul. Polna 12"),
            (60, 74, "00-950 Warszawa"),
            (60, 116, "Faktura nr FV/2024/118"),
            (60, 236, "Usługa doradcza"),
            (515, 236, "1 000,00"),
            (380, 270, "Razem"),
            (505, 270, "1 000,00 zł"),
        ]
    )
    assert f.vendor_name == "Grupa Sapeta Sp. z o.o. Sp.k."


def test_a_scanned_right_aligned_letterhead_block_with_a_street_a_little_shorter() -> None:
    # right edges together at 549.5; the street starts 22 points right of the name
    f = _parse(
        [
            (412, 33, "Mantegna Forniture S.n.c."),
            (434, 44, "Strada Gagliardi 57 b"),
            (461.5, 56, "74016 Ranco (RA)"),
            (50, 133, "Antonelli Federico Group"),
            (50, 146, "Viale Tonia, 99"),
            (50, 158, "86038 Casalino (CA)"),
            (50, 227, "Fattura n. 25-1611"),
            (50, 300, "Consulenza"),
            (515, 300, "1.000,00"),
            (380, 330, "Totale"),
            (500, 330, "EUR 1.000,00"),
        ]
    )
    assert f.vendor_name == "Mantegna Forniture S.n.c."
    assert f.vendor_address == "Strada Gagliardi 57 b, 74016 Ranco (RA)"
