"""Readings found on session 16's development sets (a fourth and fifth generator's invoices,
written by helpers who never saw the parser), each on an invented page."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import ocr_page, page_from_rows, sized_page

# items as cards: each one line of labelled cells, the item's name in the first cell, a unit
# and a VAT cell among the figures, a label with its currency in brackets; one card's last
# value wrapped onto the line under it
_CARDS = [
    (40, 20, "Servizi Rossi Srl"), (40, 32, "Via Roma 4, 20121 Milano"),
    (400, 20, "Fattura N. 2026/117"), (400, 32, "Data: 03/02/2026"),
    (40, 100, "Articolo: Assistenza tecnica"), (230, 100, "Quantità: 2,5"),
    (320, 100, "U.M.: ore"), (390, 100, "Tariffa (EUR): 48,00"), (470, 100, "IVA: 22 %"),
    (530, 100, "Totale:"), (40, 112, "120,00"),
    (40, 140, "Articolo: Volantini A5, 4/4 colori"), (230, 140, "Quantità: 2 000"),
    (320, 140, "U.M.: pz"), (390, 140, "Tariffa: 0,045 €"), (470, 140, "IVA: 22 %"),
    (530, 140, "Totale: 90,00"),
    (380, 190, "Imponibile"), (480, 190, "EUR 210,00"),
    (380, 202, "IVA 22 %"), (480, 202, "EUR 46,20"),
    (380, 214, "Totale fattura"), (480, 214, "EUR 256,20"),
]  # fmt: skip


def test_a_card_names_its_item_in_its_first_cell() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_CARDS)])
    got = [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items]
    assert got == [
        ("Assistenza tecnica", Decimal("2.5"), Decimal("48.00"), Decimal("120.00")),
        ("Volantini A5, 4/4 colori", Decimal("2000"), Decimal("0.045"), Decimal("90.00")),
    ]
    assert fields.total == Decimal("256.20")


# the same cards read by OCR, which ran the name's cell and the quantity's into one segment
_OCR_CARDS = [
    (40, 20, "Atelier Blanc SARL"), (400, 20, "Facture FA-2026-031"),
    (40, 100, "Désignation: Pose de parquet Quantité: 6,25"), (330, 100, "Unité: m²"),
    (400, 100, "Prix unitaire: 46,00"), (520, 100, "Montant: 287,50"),
    (40, 130, "Désignation: Frais de déplacement Quantité: 1"), (330, 130, "Unité: forfait"),
    (400, 130, "Prix unitaire: 54,43"), (520, 130, "Montant: 54,43"),
    (400, 180, "Total HT"), (500, 180, "341,93 €"),
    (400, 194, "TVA 20 %"), (500, 194, "68,39 €"),
    (400, 208, "Total TTC"), (500, 208, "410,32 €"),
]  # fmt: skip


def test_a_card_cell_run_into_the_next_ends_at_the_next_label() -> None:
    fields, _, _ = parse_invoice([ocr_page(_OCR_CARDS)])
    got = [(i.description, i.quantity, i.amount) for i in fields.line_items]
    assert got == [
        ("Pose de parquet", Decimal("6.25"), Decimal("287.50")),
        ("Frais de déplacement", Decimal("1"), Decimal("54.43")),
    ]


# the totals, then a VAT summary by rate whose header names the net and the gross: its rows
# under "Netto" and "Summe brutto" are one rate's figures, not the invoice's net and total
_VAT_SUMMARY = [
    (40, 20, "Hirt Holzbau AG"), (400, 20, "Rechnung R-2026-88"),
    (40, 80, "Pos."), (80, 80, "Bezeichnung"), (330, 80, "Anzahl"), (480, 80, "Betrag"),
    (40, 92, "1"), (80, 92, "Schulung Mitarbeiter"), (330, 92, "2"), (480, 92, "1'000.00"),
    (40, 104, "2"), (80, 104, "Fachbuch Holzbau"), (330, 104, "1"), (480, 104, "200.00"),
    (300, 130, "Gesamt netto"), (450, 130, "CHF 1'200.00"),
    (300, 142, "MwSt. 8.1 %"), (450, 142, "CHF 81.00"),
    (300, 154, "MwSt. 2.6 %"), (450, 154, "CHF 5.20"),
    (300, 166, "Summe brutto"), (450, 166, "CHF 1'286.20"),
    (40, 200, "Satz"), (100, 200, "Netto"), (180, 200, "Steuer"), (260, 200, "Summe brutto"),
    (40, 212, "8.1 %"), (100, 212, "1'000.00"), (180, 212, "81.00"), (260, 212, "1'081.00"),
    (40, 224, "2.6 %"), (100, 224, "200.00"), (180, 224, "5.20"), (260, 224, "205.20"),
]  # fmt: skip


def test_a_vat_summary_header_over_rate_rows_names_no_total() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_VAT_SUMMARY)])
    assert fields.subtotal == Decimal("1200.00")
    assert fields.total == Decimal("1286.20")


# a time sheet: a date column left of the work done, which its header names as the activity
_TIME_SHEET = [
    (40, 20, "Weber IT-Beratung"), (400, 20, "Rechnung 2026-031"),
    (40, 80, "Datum"), (110, 80, "Tätigkeit"), (300, 80, "Stunden"), (380, 80, "Satz"),
    (480, 80, "Betrag"),
    (40, 92, "02.03.2026"), (110, 92, "Workshop Anforderungen"), (300, 92, "4"),
    (380, 92, "90,00"), (480, 92, "360,00"),
    (40, 104, "05.03.2026"), (110, 104, "Code-Review"), (300, 104, "1,5"), (380, 104, "90,00"),
    (480, 104, "135,00"),
    (380, 130, "Summe netto"), (480, 130, "495,00"),
    (380, 142, "USt. 19 %"), (480, 142, "94,05"),
    (380, 154, "Gesamtbetrag"), (480, 154, "589,05"),
]  # fmt: skip


def test_a_time_sheets_activity_column_is_the_description() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_TIME_SHEET)])
    got = [(i.description, i.quantity, i.amount) for i in fields.line_items]
    assert got == [
        ("Workshop Anforderungen", Decimal("4"), Decimal("360.00")),
        ("Code-Review", Decimal("1.5"), Decimal("135.00")),
    ]


# a wide table whose price and amount columns are named by compounds and bare net/gross
# words: "Catalogusprijs", "Nettoprijs", "Netto", "Bruto" (Dutch), "Listenpreis", "Netto",
# "Brutto" (German); the net amount, before the VAT rate, is the line's amount
def _wide_table(header: list[str], lang_rows: list[list[str]]) -> list[tuple[float, float, str]]:
    xs = [40, 90, 250, 300, 370, 430, 480, 530, 570]
    rows = [(40.0, 20.0, "Vereecke Installatie NV"), (400.0, 20.0, "Factuur 2026/7646")]
    for y, cells in [(80.0, header), *((92.0 + 12 * k, r) for k, r in enumerate(lang_rows))]:
        rows.extend((float(x), y, text) for x, text in zip(xs, cells, strict=True))
    return rows


def test_compound_price_words_and_bare_net_and_gross_name_a_tables_columns() -> None:
    items = [
        ["1", "Koffiebonen", "3", "14,40", "25%", "10,80", "32,40", "6%", "34,34"],
        ["2", "Voorrijkosten", "1", "73,00", "–", "73,00", "73,00", "6%", "77,38"],
    ]
    dutch = ["Nr.", "Omschrijving", "Aantal", "Catalogusprijs", "Korting", "Nettoprijs"]
    german = ["Pos.", "Bezeichnung", "Menge", "Listenpreis", "Rabatt", "Einzelpreis"]
    for header in (dutch + ["Netto", "Btw %", "Bruto"], german + ["Netto", "MwSt.", "Brutto"]):
        fields, _, _ = parse_invoice([page_from_rows(_wide_table(header, items))])
        got = [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items]
        assert got == [
            ("Koffiebonen", Decimal("3"), Decimal("10.80"), Decimal("32.40")),
            ("Voorrijkosten", Decimal("1"), Decimal("73.00"), Decimal("73.00")),
        ], header


# a discount printed among the items as a row of its own, priced like them (1 x -174.90)
_PRICED_DISCOUNT = [
    (40, 20, "Kelly Print Ltd"), (400, 20, "Invoice # 2605592"),
    (40, 80, "#"), (60, 80, "DESCRIPTION"), (300, 80, "Qty"), (400, 80, "Price"),
    (480, 80, "Line Total"),
    (40, 92, "1"), (60, 92, "Printing brochures A4"), (300, 92, "1000"), (400, 92, "1.166"),
    (480, 92, "1,166.00"),
    (40, 104, "2"), (60, 104, "Discount 15% on Printing brochures A4"), (300, 104, "1"),
    (400, 104, "-174.90"), (480, 104, "-174.90"),
    (40, 116, "3"), (60, 116, "Consulting services"), (300, 116, "8"), (400, 116, "96.47"),
    (480, 116, "771.76"),
    (400, 140, "Subtotal"), (480, 140, "1,762.86"),
    (400, 152, "VAT 23%"), (480, 152, "405.46"),
    (400, 164, "Invoice Total"), (480, 164, "2,168.32"),
]  # fmt: skip


def test_a_discount_row_priced_like_the_items_is_a_line_item() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_PRICED_DISCOUNT)])
    got = [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items]
    assert got[1] == (
        "Discount 15% on Printing brochures A4",
        Decimal("1"),
        Decimal("-174.90"),
        Decimal("-174.90"),
    )
    assert len(got) == 3
    assert fields.discount is None


# a spreadsheet's letterhead: the name in a tall first row, its address block further under it
# than two lines of one block stand apart
_TALL_ROW_HEAD = [
    (40, 94, "685 Smith Fork"), (40, 106, "Newmanshire"), (40, 118, "G2 8FS"),
    (40, 130, "Phone: 0306 999 0068"),
    (380, 94, "Invoice Number"), (470, 94, "A-59426"),
    (380, 106, "Invoice Date"), (470, 106, "2025-11-11"),
    (40, 170, "Bill To"), (40, 182, "Hinterleitner Catering GmbH"),
    (40, 194, "Rossmannplatz 7/5"), (40, 206, "3860 Judenburg"),
    (40, 240, "Description"), (300, 240, "Qty"), (380, 240, "Price"), (480, 240, "Amount"),
    (40, 252, "Toner cartridge"), (300, 252, "2"), (380, 252, "40.00"), (480, 252, "80.00"),
    (380, 280, "Total"), (480, 280, "80.00"),
]  # fmt: skip


def test_a_letterheads_address_block_a_tall_row_under_its_name() -> None:
    pages = sized_page((12.0, [(40, 40, "Green IT Solutions Ltd.")]), (8.0, _TALL_ROW_HEAD))
    fields, _, _ = parse_invoice(pages)
    assert fields.vendor_name == "Green IT Solutions Ltd."
    assert fields.vendor_address == "685 Smith Fork, Newmanshire, G2 8FS"
    assert fields.customer_name == "Hinterleitner Catering GmbH"


# a letter that writes each item as a sentence: the name, a dash, the quantity at its price
_PROSE_ITEMS = [
    (40, 20, "Studio Vermeulen"), (400, 20, "Factuur INV-30729"),
    (40, 80, "Voor de hieronder beschreven werkzaamheden brengen wij u in rekening:"),
    (40, 100, "Arbeidsloon monteur – 1 uur à 62,14 EUR"), (460, 100, "62,14 EUR"),
    (40, 112, "Koperen buis 15 mm – 12 m à 9,00 EUR"), (460, 112, "108,00 EUR"),
    (380, 140, "Netto"), (460, 140, "170,14 EUR"),
    (380, 152, "Btw 21%"), (460, 152, "35,73 EUR"),
    (380, 164, "Totaal"), (460, 164, "205,87 EUR"),
]  # fmt: skip


def test_the_dash_between_an_items_name_and_its_quantity_is_no_part_of_the_name() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_PROSE_ITEMS)])
    got = [(i.description, i.quantity, i.amount) for i in fields.line_items]
    assert got == [
        ("Arbeidsloon monteur", Decimal("1"), Decimal("62.14")),
        ("Koperen buis 15 mm", Decimal("12"), Decimal("108.00")),
    ]


# an Irish letterhead: the town line ends in its county, no postcode printed
_IRISH_HEAD = [
    (40, 20, "Whalen Loghan Group"), (40, 32, "60 Harbour Street"),
    (40, 44, "Ballina, Co. Mayo"), (40, 56, "Ireland"), (40, 68, "Tel. +353 96 833 5854"),
    (400, 20, "Invoice # F2026/63674"),
    (40, 100, "Invoice to"), (40, 112, "Keoghan PLC"), (40, 124, "7 Lydon Street"),
    (40, 136, "Galway, Co. Galway"),
    (40, 170, "Description"), (300, 170, "Qty"), (380, 170, "Unit Price"), (480, 170, "Net"),
    (40, 182, "Web development"), (300, 182, "2"), (380, 182, "126.00"), (480, 182, "252.00"),
    (380, 210, "Total"), (480, 210, "252.00"),
]  # fmt: skip


def test_a_town_line_ending_in_its_county_completes_a_letterheads_address() -> None:
    pages = sized_page((11.0, _IRISH_HEAD[:1]), (8.0, _IRISH_HEAD[1:]))
    fields, _, _ = parse_invoice(pages)
    assert fields.vendor_name == "Whalen Loghan Group"
    assert fields.vendor_address == "60 Harbour Street, Ballina, Co. Mayo, Ireland"


# a photographed invoice whose value row OCR read as one box across the label columns
_RUN_TOGETHER = [
    (40, 20, "Wade Studio Ltd"), (40, 34, "12 Mill Lane, Leeds LS1 4AB"),
    (56, 100, "Invoice No."), (150, 100, "Date"), (214, 100, "Due date"),
    (56, 114, "INV-2026-084790 11.06.2026 18.06.2026"),
    (56, 160, "Description"), (300, 160, "Qty"), (380, 160, "Price"), (480, 160, "Net"),
    (56, 174, "Bookkeeping, monthly"), (300, 174, "2"), (380, 174, "391.10"),
    (480, 174, "782.20"),
    (380, 200, "Total"), (480, 200, "782.20"),
]  # fmt: skip


def test_value_cells_ocr_ran_together_are_parted_at_the_label_columns() -> None:
    fields, _, _ = parse_invoice([ocr_page(_RUN_TOGETHER)])
    assert fields.invoice_number == "INV-2026-084790"
    assert fields.invoice_date == date(2026, 6, 11)
    assert fields.due_date == date(2026, 6, 18)


# a photographed invoice whose amount header OCR did not read: the VAT-rate column is the
# header's last, and each row's figure right of its rate is the line's amount, not a rate
_UNNAMED_AMOUNT = [
    (40, 20, "Kraus Haustechnik GmbH"), (400, 20, "Rechnung R-2026-311"),
    (37, 100, "Leistung"), (262, 100, "Menge"), (340, 100, "Einzelpreis"), (425, 100, "MwSt. %"),
    (37, 112, "Bodenfliesen 30x60"), (300, 112, "2 m²"), (385, 112, "38,78"),
    (460, 112, "19%"), (537, 112, "77,56"),
    (37, 124, "Website-Wartung"), (291, 124, "5 Monat"), (381, 124, "163,30"),
    (461, 124, "19%"), (536, 124, "816,50"),
    (429, 150, "Zwischensumme"), (532, 150, "894,06"),
    (422, 162, "Umsatzsteuer 19 %"), (536, 162, "169,87"),
    (432, 174, "Summe brutto"), (528, 174, "1.063,93"),
]  # fmt: skip


def test_a_figure_right_of_the_last_headers_rate_is_the_amount() -> None:
    fields, _, _ = parse_invoice([ocr_page(_UNNAMED_AMOUNT)])
    got = [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items]
    assert got == [
        ("Bodenfliesen 30x60", Decimal("2"), Decimal("38.78"), Decimal("77.56")),
        ("Website-Wartung", Decimal("5"), Decimal("163.30"), Decimal("816.50")),
    ]


# a photographed row whose quantity OCR set a space before the unit price: "2 391.10" is a
# quantity and a price (2 x 391.10 = 782.20), not 2,391.10
_QTY_BESIDE_PRICE = [
    (40, 20, "Wade Studio Ltd"), (400, 20, "Invoice INV-84790"),
    (54, 100, "Item"), (120, 100, "Service"), (450, 100, "Qty"), (482, 100, "Price"),
    (526, 100, "Net"),
    (85, 114, "Bookkeeping, monthly"), (456, 114, "2 391.10 782.20"),
    (85, 128, "Call-out charge"), (455, 128, "1 63.41 63.41"),
    (420, 150, "Subtotal"), (500, 150, "845.61"),
    (420, 162, "Total"), (500, 162, "845.61"),
]  # fmt: skip


def test_a_quantity_a_space_before_its_unit_price_is_no_thousands_group() -> None:
    fields, _, _ = parse_invoice([ocr_page(_QTY_BESIDE_PRICE)])
    got = [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items]
    assert got[0] == ("Bookkeeping, monthly", Decimal("2"), Decimal("391.10"), Decimal("782.20"))
    assert len(got) == 2


# a Dutch addressee block headed by "Aan" alone in its cell, in small print, on the row of the
# facts' labels
_AAN_LABELS = [
    (62, 155, "Aan"),
    (366, 155, "Factuurnr."),
    (426, 155, "Datum"),
    (487, 155, "Orderdatum"),
]
_AAN_REST = [
    (62, 56, "Microsoft Groep"), (432, 56, "FACTUUR"), (62, 72, "Rowanbaan 1"),
    (62, 84, "3542PD Spijk"), (62, 96, "Telefoon +31(0)673-768975"),
    (62, 164, "Royal Heyne"), (366, 164, "2026-4959"), (426, 164, "15/05/2026"),
    (487, 164, "04/05/2026"),
    (62, 178, "Alyssadreef 142"), (62, 190, "8638VJ Hoogenweg"),
    (68, 249, "Beschrijving"), (412, 249, "Aantal"), (459, 249, "Prijs"), (496, 249, "Bedrag"),
    (68, 267, "Fotoreportage"), (409, 267, "5"), (452, 267, "513,00"), (492, 267, "2.565,00"),
    (459, 300, "Totaal"), (493, 300, "2.565,00"),
]  # fmt: skip


def test_aan_alone_over_a_block_heads_the_customer() -> None:
    fields, _, _ = parse_invoice(sized_page((6.5, _AAN_LABELS), (8.5, _AAN_REST)))
    assert fields.customer_name == "Royal Heyne"
    assert fields.customer_address == "Alyssadreef 142, 8638VJ Hoogenweg"
