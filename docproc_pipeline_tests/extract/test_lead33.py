"""Readings found on session 33's development sets (money printed as floats, a till's
department headings and weighed goods, a letter-spaced total, rows per rate, a card slip, article
numbers, abbreviations in item names), each on an invented page."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.table_rows import clean_ocr_description
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import Rows, item_rows, ocr_page, page_from_rows


def _read(rows: Rows, *, ocr: bool = True) -> InvoiceFields:
    page = ocr_page(rows) if ocr else page_from_rows(rows)
    fields, _, _ = parse_invoice([page])
    return fields


def test_money_printed_as_floats_is_read_by_its_arithmetic() -> None:
    # a small program's invoice printing every figure as a float ("22.5", "15.0")
    rows: Rows = [
        (40, 30, "Papelería Norte S.L."), (40, 42, "C/ Mayor 12, Burgos"),
        (40, 80, "Factura 2024-118"), (40, 92, "Fecha: 03/05/2024"),
        (40, 130, "Producto"), (200, 130, "Cant."), (260, 130, "Precio"), (330, 130, "Importe"),
        (40, 145, "Cuaderno A5"), (200, 145, "15.0"), (260, 145, "1.5"), (330, 145, "22.5"),
        (40, 160, "Lápiz HB"), (200, 160, "10.0"), (260, 160, "0.75"), (330, 160, "7.5"),
        (260, 190, "Total:"), (330, 190, "30.00"),
    ]  # fmt: skip
    assert item_rows(_read(rows, ocr=False)) == [
        ("Cuaderno A5", "15", "1.50", "22.50"),
        ("Lápiz HB", "10", "0.75", "7.50"),
    ]


def test_a_spanish_quantity_column_headed_und() -> None:
    # an Argentine till's columns: code, units (UND), description, unit price (P.UNT), total
    rows: Rows = [
        (150, 30, "Almacén Don Tito"), (150, 42, "Av. Rivadavia 1510, Buenos Aires"),
        (40, 80, "Boleta de compra"),
        (40, 110, "COD"), (80, 110, "UND"), (150, 110, "DESCRIPCIÓN"), (330, 110, "P.UNT"),
        (400, 110, "P.TOTAL"),
        (40, 125, "12"), (80, 125, "3"), (110, 125, "GALLETAS DE AVENA"), (330, 125, "45.50"),
        (400, 125, "136.50"),
        (300, 160, "TOTAL"), (400, 160, "136.50"),
    ]  # fmt: skip
    assert item_rows(_read(rows, ocr=False)) == [("GALLETAS DE AVENA", "3", "45.50", "136.50")]


def _till_receipt(total_label: str = "Summe") -> Rows:
    # a supermarket receipt grouping its rows under department headings, a weighed good's
    # weight and amount on the line under its name
    return [
        (160, 20, "Markthalle Süd"), (150, 34, "Lindenstraße 4"), (150, 48, "74906 Bad Rappenau"),
        (300, 80, "EUR"),
        (60, 100, "Obst / Gemüse / Kräuter / Pilze"),
        (60, 115, "Äpfel Elstar"), (300, 115, "1,99 B"),
        (60, 130, "Molkerei / Käse / Eier / Butter"),
        (60, 145, "Gouda jung"),
        (70, 160, "0,412 kg"), (300, 160, "2,47 B"),
        (60, 175, "Vollmilch"), (300, 175, "1,19 B"),
        (60, 200, total_label), (290, 200, "5,65"),
    ]  # fmt: skip


def test_a_tills_department_headings_and_a_weighed_good_under_its_name() -> None:
    assert item_rows(_read(_till_receipt())) == [
        ("Äpfel Elstar", None, None, "1.99"),
        ("Gouda jung", "0.412", None, "2.47"),
        ("Vollmilch", None, None, "1.19"),
    ]


def test_a_letter_spaced_total_label_read_by_ocr() -> None:
    assert _read(_till_receipt("S u m m e")).total == Decimal("5.65")


def test_a_letter_spaced_word_that_is_no_label_stays_apart() -> None:
    rows = [(60, 60, "A B C D"), *_till_receipt()]
    fields = _read(rows)
    assert fields.total == Decimal("5.65")
    assert "ABCD" not in (fields.vendor_name or "")


def test_a_tills_rows_per_rate_are_the_breakdown_not_the_net() -> None:
    rows = [
        *_till_receipt(),
        (20, 230, "A 07,0% Netto"), (130, 230, "4,40 MwSt"), (260, 230, "0,31"),
        (20, 245, "B 19,0% Netto"), (130, 245, "0,79 MwSt"), (260, 245, "0,15"),
    ]  # fmt: skip
    fields = _read(rows)
    breakdown = [(r.rate, r.base, r.amount) for r in fields.tax_breakdown]
    assert breakdown == [
        (Decimal("7.00"), Decimal("4.40"), Decimal("0.31")),
        (Decimal("19.00"), Decimal("0.79"), Decimal("0.15")),
    ]
    assert fields.tax_amount == Decimal("0.46")
    assert fields.subtotal is None


def test_a_card_slip_under_the_letterhead_names_no_vendor() -> None:
    rows: Rows = [
        (100, 20, "MARKTHALLE SUD"), (90, 34, "FLUGHAFENSTR. 13"), (90, 48, "64347 GRIESHEIM"),
        (200, 70, "EUR"),
        (40, 85, "96223 Luftmatratze"), (200, 85, "14,99 B"),
        (70, 105, "+KUNDENBELEG+"), (40, 120, "Terminalnummer"), (180, 120, "65135854"),
        (100, 135, "girocard"), (40, 150, "Betrag"), (170, 150, "14,99 EUR"),
        (40, 180, "Summe"), (170, 180, "14,99"),
        # the receipt's long tail: the letterhead's band reaches down past the slip
        (60, 400, "Unsere Öffnungszeiten"), (60, 415, "Mo - Sa: 08:00 - 20:00 Uhr"),
        (80, 600, "VIELEN DANK"),
    ]  # fmt: skip
    page = ocr_page(rows)
    # OCR boxes the brand's descenders taller than the capitals of the shop's name
    words = [replace(w, y1=w.y0 + 13.0) if w.text == "girocard" else w for w in page.words]
    fields, _, _ = parse_invoice([Page(1, page.width, page.height, words, source="ocr")])
    assert fields.vendor_name == "MARKTHALLE SUD"


def test_article_numbers_before_every_item_but_a_deposits_ean() -> None:
    rows: Rows = [
        (160, 20, "Markthalle Süd"), (150, 34, "Lindenstraße 4, 86150 Augsburg"),
        (300, 80, "EUR"),
        (40, 100, "611204 Sahnejoghurt"), (300, 100, "2,29 A"),
        (40, 115, "204418 Cola Zero"), (300, 115, "1,59 B"),
        (40, 130, "80001234 Pfand"), (300, 130, "0,25 B"),
        (40, 145, "533901 Schälrippe"), (300, 145, "5,96 A"),
        (40, 170, "Summe"), (290, 170, "10,09"),
    ]  # fmt: skip
    assert [i.description for i in _read(rows).line_items] == [
        "Sahnejoghurt", "Cola Zero", "Pfand", "Schälrippe",
    ]  # fmt: skip


def test_an_abbreviation_before_a_capital_keeps_its_period() -> None:
    assert clean_ocr_description("Jac.Krönung gemahlen") == "Jac.Krönung gemahlen"
    assert clean_ocr_description("Bas.Rindfl.Topf") == "Bas.Rindfl.Topf"
    # a speck between two words is still a space
    assert clean_ocr_description("Support.Techniker vor Ort") == "Support Techniker vor Ort"
    assert clean_ocr_description("Peinture murale deux.couches") == "Peinture murale deux couches"


def test_a_logos_brand_over_its_companys_legal_name() -> None:
    # a photographed café bill: the logo's word large, a speck under it, then the company's
    # legal name and address centred (boxes as OCR gave them, in points)
    boxes = [
        ("Lindmann", 163, 95, 382, 141), ("U", 257, 131, 294, 164),
        ("Confiseur", 185, 171, 260, 190), ("Lindmann", 271, 171, 336, 190),
        ("AG", 344, 171, 363, 190), ("Seefeldweg", 201, 207, 322, 226), ("14", 329, 207, 348, 226),
        ("8008", 228, 225, 261, 243), ("Zürich", 271, 225, 322, 243),
        ("Rechnung", 98, 317, 195, 346),
        ("Beleg", 98, 346, 143, 369), ("Nr.", 149, 346, 176, 369), ("4401128", 368, 341, 450, 364),
        ("Gipfeli", 98, 400, 150, 420), ("2,40", 410, 400, 450, 420),
        ("Total", 98, 440, 140, 460), ("CHF", 150, 440, 180, 460), ("2,40", 410, 440, 450, 460),
    ]  # fmt: skip
    words = [Word(t, x0, y0, x1, y1, 0.95) for t, x0, y0, x1, y1 in boxes]
    fields, _, _ = parse_invoice([Page(1, 595, 842, words, source="ocr")])
    assert fields.vendor_name == "Confiseur Lindmann AG"
    assert fields.vendor_address == "Seefeldweg 14, 8008 Zürich"


def test_a_receipts_item_row_is_no_vendor_name() -> None:
    # a scanned till receipt, 227 points wide: the shop's name over its address, then the
    # rows, the second one boxed taller by OCR than the name (boxes in points)
    boxes = [
        ("Benedetti", 68, 14, 113, 27), ("Group", 117, 14, 141, 27),
        ("Rotonda", 30, 24, 64, 38), ("Vidoni,", 68, 24, 102, 38), ("1", 106, 24, 111, 38),
        ("Appartamento", 117, 24, 174, 38), ("1", 178, 24, 183, 38), ("20861", 74, 34, 99, 48),
        ("Lazzate", 103, 34, 137, 48), ("Italia", 93, 43, 122, 57), ("Tel.", 64, 54, 84, 67),
        ("+39", 88, 54, 102, 67), ("086144187", 107, 54, 151, 67), ("Partita", 44, 64, 79, 77),
        ("IVA:", 84, 64, 104, 77), ("IT42907570222", 107, 64, 171, 77),
        ("Scontrino", 10, 84, 53, 98), ("n.", 59, 84, 68, 98), ("874803", 74, 84, 101, 98),
        ("05/05/2025", 11, 94, 61, 109), ("09:41", 180, 95, 205, 107),
        ("Operatore:", 11, 105, 60, 118), ("Michele", 63, 105, 99, 118),
        ("Cassa", 170, 105, 194, 117), ("7", 200, 105, 205, 117),
        ("Detersivo", 10, 125, 56, 138), ("piatti", 59, 125, 90, 138),
        ("11,98.B", 170, 125, 205, 137), ("Formaggio", 11, 135, 55, 150),
        ("200g", 61, 135, 78, 150), ("23,79", 171, 134, 194, 148), ("B", 200, 134, 205, 148),
        ("3", 22, 145, 27, 158), ("×", 31, 145, 36, 158), ("7,93", 39, 145, 61, 158),
        ("Pile", 10, 155, 32, 168), ("AA", 35, 155, 45, 168), ("4", 50, 155, 56, 168),
        ("pz", 59, 155, 69, 168), ("31,96", 171, 155, 196, 168), ("8", 200, 155, 205, 168),
        ("TOTALE", 13, 335, 49, 351), ("35,77", 171, 335, 196, 351),
        ("Grazie", 80, 460, 110, 473),
    ]  # fmt: skip
    words = [Word(t, x0, y0, x1, y1, 0.95) for t, x0, y0, x1, y1 in boxes]
    fields, _, _ = parse_invoice([Page(1, 227, 531, words, source="ocr")])
    assert fields.vendor_name == "Benedetti Group"
    assert fields.line_items


def test_a_tills_stamp_among_its_codes_dates_the_receipt() -> None:
    for stamp in ("*5512 BK41/002/117 27.09.25 10:44", "27-09-2025 10:44 20415 000377219"):
        rows = [*_till_receipt(), (20, 260, stamp)]
        assert str(_read(rows).invoice_date) == "2025-09-27", stamp


def test_a_word_cut_short_at_an_item_names_end_keeps_its_period() -> None:
    assert clean_ocr_description("Schutzhülle Zubeh.") == "Schutzhülle Zubeh."
    # a speck after a common word still goes
    assert clean_ocr_description("Copy paper A4, 500 sheets.") == "Copy paper A4, 500 sheets"
    assert clean_ocr_description("Montage vor Ort.") == "Montage vor Ort"


def _glassworks_invoice(note: str = "") -> Rows:
    # the vendor's name, its street block apart under it, the recipient's block on the right
    return [
        (40, 26, "VERRERIE DUPONT SA"),
        (40, 62, "18 BD DES VIGNES"), (40, 74, "CS40012"), (40, 88, "51100 REIMS CEDEX"),
        (40, 134, "N° intracommunautaire : FR11123456782"),
        (344, 134, "EURL LES HALLES DU PORT"), (344, 146, "7 QUAI DES PECHEURS"),
        (344, 158, "83990 SAINT-TROPEZ"), (344, 170, "FRANCE"),
        (32, 201, "Facture/Invoice"),
        (44, 230, "NUMERO"), (102, 230, "DATE"), (44, 244, "FA2411035"), (102, 244, "29/11/24"),
        (38, 275, "Référence"), (189, 275, "Désignation"), (356, 275, "Qté"),
        (400, 275, "Px unit."), (506, 275, "Mt HT euro"),
        (105, 295, note),
        (33, 320, "VB47"), (105, 320, "VERRE 47CL TRITAN"), (355, 320, "100"), (430, 320, "2,89"),
        (520, 320, "289,00"),
        (400, 360, "Total HT"), (520, 360, "289,00"), (400, 372, "TVA 20%"), (520, 372, "57,80"),
        (400, 384, "Total TTC"), (520, 384, "346,80"),
    ]  # fmt: skip


def test_a_street_opening_a_block_is_no_recipients_name() -> None:
    fields = _read(_glassworks_invoice(), ocr=False)
    assert fields.customer_name == "EURL LES HALLES DU PORT"
    assert fields.customer_address == "7 QUAI DES PECHEURS, 83990 SAINT-TROPEZ, FRANCE"


def test_a_sentence_after_a_billing_word_names_no_customer() -> None:
    note = "et facturée : + ou - 10 % par rapport à la quantité"
    fields = _read(_glassworks_invoice(note), ocr=False)
    assert fields.customer_name == "EURL LES HALLES DU PORT"


def test_a_customer_label_with_its_translation_over_the_name_beside_it() -> None:
    rows: Rows = [
        (40, 30, "Vetreria Adriatica S.r.l."), (40, 42, "Via Roma 8, 34121 Trieste"),
        (302, 40, "Spett.le / Messrs"), (404, 40, "HOTEL DES PINS"),
        (404, 52, "7 QUAI DES PECHEURS"), (404, 64, "83990 SAINT-TROPEZ"), (404, 76, "FRANCIA"),
        (449, 110, "FATTURA / INVOICE"),
        (40, 130, "Numero doc."), (140, 130, "1355/00"), (40, 142, "Data doc."),
        (140, 142, "26/08/2025"),
        (40, 180, "Descrizione"), (360, 180, "Quantità"), (420, 180, "Prezzo"), (500, 180, "Importo"),
        (40, 195, "Bicchiere 47cl"), (360, 195, "300"), (420, 195, "7,92"), (500, 195, "2.376,00"),
        (420, 230, "Totale"), (500, 230, "2.376,00"),
    ]  # fmt: skip
    fields = _read(rows, ocr=False)
    assert fields.customer_name == "HOTEL DES PINS"
    assert fields.customer_address == "7 QUAI DES PECHEURS, 83990 SAINT-TROPEZ, FRANCIA"


def test_a_trade_marks_sign_is_no_part_of_the_name() -> None:
    rows: Rows = [
        (40, 30, "VERRALUX®"), (40, 44, "12 rue des Verriers"), (40, 56, "51100 Reims"),
        (350, 30, "FACTURE N° F-2291"), (350, 44, "Date : 03/03/2026"),
        (40, 120, "Désignation"), (360, 120, "Qté"), (420, 120, "P.U."), (500, 120, "Montant"),
        (40, 135, "Verre 47cl"), (360, 135, "100"), (420, 135, "2,89"), (500, 135, "289,00"),
        (420, 170, "Total TTC"), (500, 170, "289,00"),
    ]  # fmt: skip
    assert _read(rows, ocr=False).vendor_name == "VERRALUX"


def _headed_parties(terms_heading: str) -> Rows:
    return [
        (40, 46, "Lieferant GmbH & Co. KG"), (40, 58, "Hauptstraße 12, 98765 Weitstadt"),
        (307, 58, "Invoice"), (307, 79, "Invoice number:"), (420, 79, "4711000123"),
        (307, 88, "Invoice date:"), (420, 88, "01.03.2026"),
        (40, 148, "Customer name / company"),
        (40, 167, "Musterkunde GmbH"), (40, 176, "VAT ID:N/A"), (40, 186, "Tax no.:DE2099887766"),
        (40, 196, "Herr Test Monteur"), (40, 205, "Musterstrasse 44, 40789 Musterstadt"),
        (74, 274, "Description"), (332, 274, "Quantity"), (394, 274, "Unit price"),
        (483, 274, "Net"),
        (74, 290, "Gewindestange M10"), (337, 290, "25"), (410, 290, "2,06"), (487, 290, "51,50"),
        (301, 330, "Total amount (net):"), (471, 330, "51,50 €"),
        (301, 345, "Total tax amount:"), (476, 345, "9,79 €"),
        (301, 360, "Amount due:"), (471, 360, "61,29 €"),
        (40, 400, terms_heading),
        (40, 418, "IBAN: DE89 3704 0044 0532 0130 00"), (40, 430, "BIC: COBADEFFXXX"),
    ]  # fmt: skip


def test_a_customer_heading_naming_its_rows_over_the_name() -> None:
    fields = _read(_headed_parties("Bank details"), ocr=False)
    assert fields.customer_name == "Musterkunde GmbH"


def test_a_terms_heading_joined_to_the_bank_details_heading_holds_no_terms() -> None:
    fields = _read(_headed_parties("Payment terms & bank details"), ocr=False)
    assert fields.payment_terms is None


def test_the_stores_name_printed_again_over_its_street_is_no_address_part() -> None:
    rows = [(150, 6, "Markthalle"), *_till_receipt()]
    rows[1] = (150, 20, "Markthalle")  # the logo's name again, over the street
    rows[2] = (150, 34, "Lindenstraße 4, 74906 Bad Rappenau")
    fields = _read(rows)
    assert fields.vendor_name == "Markthalle"
    assert fields.vendor_address == "Lindenstraße 4, 74906 Bad Rappenau"


def test_a_french_header_of_abbreviations_and_a_tax_code_column() -> None:
    # "Px unit." and "Mt HT" head the price and amount; a digit after the amount, under
    # its own header, is the row's tax code (the summary's "Code 3 ... 20%")
    rows = [
        r
        for r in _glassworks_invoice()
        if r[1] not in (275, 320)  # the plain header and row, printed below with the code
    ]
    rows += [
        (38, 275, "Référence"), (189, 275, "Désignation"), (356, 275, "Qté"),
        (400, 275, "Px unit.euro"), (506, 275, "Mt HT euro"), (566, 275, "*"),
        (105, 320, "VERRE 47CL TRITAN"), (355, 320, "100"),
        (430, 320, "2,89"), (520, 320, "289,00"), (570, 320, "3"),
    ]  # fmt: skip
    fields = _read(rows, ocr=False)
    assert item_rows(fields) == [("VERRE 47CL TRITAN", "100", "2.89", "289.00")]


def test_a_summary_header_ocr_read_as_one_cell_gives_each_label_its_column() -> None:
    # an Italian courtesy copy's items and VAT summary, scanned: three of the summary's column
    # names OCR read as one cell ("Aliquota IVA Natura Spese accessorie" over "22,00 | 0,00"):
    # the accessory charges are the cell under their own words, not the rate (boxes in points)
    boxes = [
        ("Cod.", 38, 199, 57, 217), ("articolo", 59, 199, 93, 217),
        ("Descrizione", 102, 199, 149, 216), ("Quantità", 300, 200, 336, 215),
        ("UM", 347, 199, 357, 215), ("Prezzo", 369, 198, 395, 215),
        ("unitario", 395, 198, 426, 215), ("%IVA", 443, 196, 470, 217),
        ("Prezzo", 504, 198, 529, 216), ("totale", 534, 198, 558, 216),
        ("77921", 38, 216, 66, 235), ("Servizio", 100, 216, 132, 233),
        ("di", 134, 216, 140, 233), ("installazione", 144, 216, 190, 233),
        ("in", 194, 216, 200, 233), ("loco", 202, 216, 220, 233), ("2", 325, 217, 339, 234),
        ("ore", 346, 217, 360, 234), ("39,52", 403, 217, 427, 233),
        ("22,00", 440, 215, 468, 235), ("79,04", 535, 215, 558, 234),
        ("13098", 38, 233, 66, 252), ("Guanti", 101, 233, 130, 250), ("da", 131, 233, 138, 250),
        ("lavoro", 142, 233, 166, 250), ("in", 168, 233, 174, 250),
        ("nitrile,", 179, 233, 203, 250), ("tg.", 204, 233, 216, 250),
        ("9", 218, 233, 222, 250), ("4", 325, 234, 340, 250), ("pz", 348, 234, 360, 252),
        ("3,75", 407, 233, 427, 251), ("22,00", 442, 233, 467, 250),
        ("15,00", 533, 232, 562, 252), ("63351", 38, 249, 67, 269),
        ("Panni", 101, 252, 123, 267), ("per", 126, 252, 138, 267),
        ("pulizia,", 141, 252, 168, 267), ("cartone", 169, 252, 198, 267),
        ("da", 201, 252, 210, 267), ("500", 214, 252, 228, 267), ("1", 329, 250, 334, 269),
        ("conf.", 342, 250, 366, 269), ("24,40", 403, 251, 427, 268),
        ("22,00", 439, 249, 471, 269), ("24,40", 534, 249, 558, 268),
        ("Riepilogo", 37, 279, 83, 298), ("IVA", 87, 279, 105, 298),
        ("Aliquota", 54, 295, 89, 313), ("IVA", 90, 295, 103, 313),
        ("Natura", 117, 297, 142, 313), ("Spese", 155, 296, 179, 314),
        ("accessorie", 180, 296, 225, 314), ("Totale", 251, 296, 272, 313),
        ("imponibile", 277, 296, 319, 313), ("Totale", 345, 296, 368, 312),
        ("imposta", 371, 296, 405, 312), ("Esigibilità", 417, 296, 458, 312),
        ("22,00", 77, 313, 106, 332), ("0,00", 205, 312, 227, 332),
        ("118,44", 291, 312, 322, 331), ("26,06", 381, 312, 405, 331),
        ("1", 432, 315, 441, 329), ("Totale", 410, 336, 435, 353),
        ("imponibile", 436, 336, 485, 353), ("118,44", 510, 335, 541, 352),
        ("EUR", 545, 335, 559, 352), ("Totale", 441, 349, 466, 367),
        ("IVA", 468, 349, 482, 367), ("26,06", 514, 348, 541, 366), ("EUR", 544, 348, 562, 366),
        ("Totale", 395, 363, 424, 382), ("documento", 428, 363, 484, 382),
        ("144,50", 504, 363, 536, 381), ("EUR", 543, 363, 560, 381),
    ]  # fmt: skip
    words = [Word(t, x0, y0, x1, y1, 0.95) for t, x0, y0, x1, y1 in boxes]
    fields, _, _ = parse_invoice([Page(1, 595, 842, words, source="ocr")])
    # the charges' cell is their 0,00, not the rate's 22,00: a charge the summary's grid
    # prints as 0,00 is none billed, as on a text layer's grid (session 40)
    assert fields.shipping is None
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("22.00"), Decimal("118.44"), Decimal("26.06"))
    ]


def test_italian_party_headings_whose_slash_ocr_read_as_a_letter() -> None:
    rows: Rows = [
        (40, 47, "Cedentelprestatore (fornitore)"), (308, 47, "Cessionariolcommittente (cliente)"),
        (40, 62, "Studio Basso S.n.c."), (309, 62, "Palazzo Ingrosso S.p.A."),
        (40, 73, "Contrada Vittorio, 95"), (308, 73, "Vicolo Fogazzaro, 40"),
        (39, 85, "02049 Castel Del Giudice"), (308, 85, "51021 Guastalla"),
        (40, 157, "Numero documento"), (200, 157, "Data documento"),
        (40, 173, "2025/051972"), (200, 173, "07/08/2025"),
        (38, 196, "Descrizione"), (300, 196, "Quantità"), (360, 196, "Prezzo unitario"),
        (504, 196, "Prezzo totale"),
        (38, 215, "Guanti da lavoro"), (325, 215, "4"), (380, 215, "3,75"), (533, 215, "15,00"),
        (395, 263, "Totale documento"), (504, 263, "15,00 EUR"),
    ]  # fmt: skip
    fields = _read(rows)
    assert fields.customer_name == "Palazzo Ingrosso S.p.A."
    assert fields.vendor_name == "Studio Basso S.n.c."
