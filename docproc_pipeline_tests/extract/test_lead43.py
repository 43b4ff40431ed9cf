"""Readings found on session 43's development sets, each on an invented page."""

from __future__ import annotations

import io
from decimal import Decimal

from reportlab.pdfgen import canvas

from docproc_pipeline.extract import pdf_text
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, fields_of, ocr_page, sized_page

_FONT = ("Helvetica", 9)


def _words_of_line(pieces: list[tuple[str, float]]) -> list[str]:
    """The words read from one line drawn as text objects: each piece drawn `gap` points after
    the end of the previous piece's text without its trailing spaces."""
    buf = io.BytesIO()
    pdf = canvas.Canvas(buf, pagesize=(595, 842))
    pdf.setFont(*_FONT)
    x = 60.0
    for text, gap in pieces:
        x += gap
        pdf.drawString(x, 700, text)
        x += pdf.stringWidth(text.rstrip(" "), *_FONT)
    pdf.save()
    page = pdf_text.read_pdf(buf.getvalue(), max_pages=1).pages[0]
    return [w.text for w in page.words]


def test_a_space_the_rest_of_a_word_is_drawn_over_parts_no_words() -> None:
    # a writer that breaks a narrow column by characters leaves a space in a word and draws
    # the rest of the word right after its first letters, over the space: "Rubber" is printed
    assert _words_of_line([("Handmade Ru ", 0.0), ("bber Boots", 0.0)]) == [
        "Handmade",
        "Rubber",
        "Boots",
    ]


def test_a_space_before_a_word_set_apart_still_parts_the_words() -> None:
    # the same objects with a space's width between them: two words, as printed
    space = 2.5
    assert _words_of_line([("Handmade Ru ", 0.0), ("bber Boots", space)]) == [
        "Handmade",
        "Ru",
        "bber",
        "Boots",
    ]


def _sections_with_address_cells() -> Rows:
    # a Polish e-invoice's visualisation: seller and buyer side by side, each with labelled
    # rows and an "Adres" cell alone over the address lines, a gap, then the contact details
    return [
        (40, 40, "Faktura VAT"), (420, 40, "Numer Faktury: FV/2026/0412"),
        (40, 100, "Sprzedawca"), (308, 100, "Nabywca"),
        (40, 120, "NIP: 5213344556"), (308, 120, "NIP: 7781122334"),
        (40, 132, "Nazwa: Zielony Dach sp. z o.o."), (308, 132, "Nazwa: Kowalczyk Meble"),
        (40, 154, "Adres"), (308, 154, "Adres"),
        (40, 166, "ul. Lipowa 14"), (308, 166, "ul. Polna 3"),
        (40, 178, "61-001 Poznań"), (308, 178, "80-200 Gdańsk"),
        (40, 190, "Polska"), (308, 190, "Polska"),
        (40, 214, "Dane kontaktowe"), (308, 214, "Dane kontaktowe"),
        (40, 226, "E-mail: biuro@example.com"), (308, 226, "Tel.: 58 111 22 33"),
        (40, 260, "Data wystawienia: 02.03.2026"),
        (40, 300, "Lp."), (64, 300, "Nazwa towaru lub usługi"), (400, 300, "Ilość"),
        (440, 300, "Cena netto"), (500, 300, "Wartość netto"),
        (45, 316, "1"), (64, 316, "Montaż rynien"), (405, 316, "1"),
        (440, 316, "800,00"), (500, 316, "800,00"),
        (400, 350, "Razem netto"), (500, 350, "800,00"),
        (400, 362, "VAT 23%"), (500, 362, "184,00"),
        (400, 374, "Do zapłaty"), (500, 374, "984,00 PLN"),
    ]  # fmt: skip


def test_an_address_cell_alone_heads_the_address_lines_under_it() -> None:
    fields = fields_of(_sections_with_address_cells())
    assert fields.vendor_name == "Zielony Dach sp. z o.o."
    assert fields.vendor_address == "ul. Lipowa 14, 61-001 Poznań, Polska"
    assert fields.customer_name == "Kowalczyk Meble"
    assert fields.customer_address == "ul. Polna 3, 80-200 Gdańsk, Polska"


def test_a_box_letter_beside_the_name_and_a_customer_code_are_no_part_of_names() -> None:
    # an Argentine "Factura A": the type letter's box stands right beside the issuer's name,
    # and the customer's code in the issuer's books opens the customer's line
    rows: Rows = [
        (53, 30, "TALLERES DEL SUR S.R.L. A"), (362, 30, "FACTURA Nº 0002-00004711"),
        (381, 48, "Fecha 14/03/2026"),
        (137, 64, "AV. SAN MARTIN 1200"),
        (320, 78, "CUIT : 30-71234567-8"),
        (53, 108, "Señor (es) : 57 - ESTANCIA LOS ALAMOS SA"),
        (50, 160, "Codigo"), (89, 160, "Descripción"), (342, 160, "Cantidad"),
        (448, 160, "Precio Unit."), (517, 160, "IMP.TOTAL"),
        (50, 176, "1"), (89, 176, "REPARACION BOMBA"), (362, 176, "1,00"),
        (465, 176, "1.000,00"), (530, 176, "1.000,00"),
        (433, 640, "NETO $"), (530, 640, "1.000,00"),
        (421, 656, "IVA 21% $"), (536, 656, "210,00"),
        (428, 720, "TOTAL $"), (530, 720, "1.210,00"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.vendor_name == "TALLERES DEL SUR S.R.L."
    assert fields.customer_name == "ESTANCIA LOS ALAMOS SA"


def _till_receipt() -> Rows:
    # a German till receipt: each item under its article number, the sum, a VAT cut printed
    # as a rebate, the total, the cash handed over and the change, then the VAT table
    return [
        (62, 2, "Tierbedarf Beispielstadt"), (57, 14, "Hauptstraße 12"),
        (92, 24, "12345 Beispielstadt"), (62, 66, "USt-IdNr: DE123456788"),
        (181, 86, "EUR"),
        (38, 96, "Art/Ean 4001234567890"),
        (37, 106, "KATZENSTREU"), (118, 106, "10L"), (173, 106, "7,99"), (201, 106, "D"),
        (37, 116, "Art/Ean 4001234567891"),
        (38, 127, "FUTTERNAPF"), (173, 127, "4,49"), (201, 127, "D"),
        (37, 138, "Art/Ean 4001234567892"),
        (38, 147, "KAUSPIELZEUG"), (173, 147, "3,99"), (201, 147, "D"),
        (37, 168, "SUMME[ 3]"), (126, 168, "EUR"), (173, 168, "16,47"),
        (37, 188, "MwSt.-Senkung"), (172, 188, "-0,42"),
        (37, 208, "Summe"), (126, 208, "EUR"), (173, 208, "16,05"),
        (38, 230, "Bar Euro"), (126, 230, "EUR"), (173, 230, "20,05"),
        (35, 250, "Rückgeld"), (127, 250, "EUR"), (167, 250, "-4,00"),
        (37, 272, "MwSt D 16,00%"), (126, 272, "13,84"), (177, 272, "2,21"),
        (37, 420, "Datum 04.12.20 09:36"),
    ]  # fmt: skip


def test_a_rebate_beside_the_tax_word_is_no_tax() -> None:
    fields, _, _ = parse_invoice([ocr_page(_till_receipt())])
    assert fields.tax_amount == Decimal("2.21")
    assert fields.subtotal == Decimal("13.84")
    assert fields.total == Decimal("16.05")


def test_cash_and_change_under_the_sum_are_no_items_and_article_numbers_part_none() -> None:
    fields, _, _ = parse_invoice([ocr_page(_till_receipt())])
    assert [(i.description, i.amount) for i in fields.line_items] == [
        ("KATZENSTREU 10L", Decimal("7.99")),
        ("FUTTERNAPF", Decimal("4.49")),
        ("KAUSPIELZEUG", Decimal("3.99")),
    ]


def _italian_till_receipt() -> Rows:
    # an Italian till receipt: the shop's name framed by asterisks, a starred VAT code in a
    # column of its own after each item's name, a legend of the codes under the total
    return [
        (136, 300, "* SUPERMERCATI ESEMPIO S.p.A. *"),
        (112, 312, "Via Roma 10 - 24100 BERGAMO"),
        (130, 380, "DOCUMENTO COMMERCIALE"),
        (276, 450, "IVA"), (331, 450, "EURO"),
        (37, 470, "PANE COMUNE"), (281, 470, "*C"), (331, 470, "1,20"),
        (37, 490, "DETERSIVO PIATTI"), (280, 490, "*d"), (332, 490, "2,49"),
        (37, 510, "LATTE INTERO 1L"), (280, 510, "*C"), (330, 510, "1,15"),
        (32, 560, "TOTALE EURO"), (319, 560, "4,84"),
        (34, 580, "di cui IVA"), (327, 580, "0,66"),
        (9, 620, "*C = IVA 10%"), (9, 640, "*d = IVA 22%"),
        (115, 680, "DOCUMENTO N. 0412-0077"),
    ]  # fmt: skip


def test_a_tills_starred_vat_code_is_no_part_of_the_items_name() -> None:
    fields, _, _ = parse_invoice([ocr_page(_italian_till_receipt())])
    assert [(i.description, i.amount) for i in fields.line_items] == [
        ("PANE COMUNE", Decimal("1.20")),
        ("DETERSIVO PIATTI", Decimal("2.49")),
        ("LATTE INTERO 1L", Decimal("1.15")),
    ]


def test_asterisks_framing_the_shops_name_are_no_part_of_it() -> None:
    fields, _, _ = parse_invoice([ocr_page(_italian_till_receipt())])
    assert fields.vendor_name == "SUPERMERCATI ESEMPIO S.p.A."


def test_a_column_header_of_letters_and_digits_names_no_currency() -> None:
    # a Spanish delivery note's column header, "DTO2" read "DT02" by OCR: no dinars; the
    # page names no currency at all
    rows: Rows = [
        (63, 56, "DISTRIBUCIONES EJEMPLO, S.L."), (66, 70, "CIF: B12345674"),
        (16, 138, "FECHA"), (59, 138, "FACTURA"), (14, 152, "01/07/25"), (58, 152, "F25-0412"),
        (13, 180, "DESCRIPCIÓN"), (211, 180, "UNID."), (240, 180, "PRECIO DTO1 DT02"),
        (299, 180, "IMPORTE"),
        (13, 192, "Vino tinto crianza"), (212, 192, "4,000"), (240, 192, "16,90"),
        (299, 192, "67,60"),
        (200, 300, "TOTAL"), (280, 300, "81,80"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert fields.currency is None


def test_the_customers_gstin_is_the_customers_and_the_dealers_the_vendors() -> None:
    rows: Rows = [
        (73, 17, "KAVERI MOTORS PVT. LTD."), (287, 80, "TAX INVOICE"),
        (24, 154, "NORTHWIND LOGISTICS P LTD."), (287, 154, "Invoice No : KMB1819004417"),
        (24, 166, "14 Residency Road, Bengaluru 560025"), (289, 166, "Invoice Date :15/02/2019"),
        (23, 239, "Customer GSTIN: 29AACCN4411K1ZQ"),
        (290, 302, "Dealer GSTIN: 29AAECK5522M1ZB"),
        (20, 360, "Particulars"), (240, 360, "Qty"), (300, 360, "Rate"), (520, 360, "Amount"),
        (20, 380, "WHEEL ALIGNMENT"), (240, 380, "1"), (300, 380, "900.00"), (520, 380, "900.00"),
        (429, 551, "Sub Total:"), (539, 551, "900.00"),
        (398, 561, "Total Tax Amount :"), (542, 561, "162.00"),
        (415, 656, "Grand Total :"), (538, 656, "1,062.00"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.customer_tax_id == "29AACCN4411K1ZQ"
    assert fields.vendor_tax_id == "29AAECK5522M1ZB"


def test_a_tax_summarys_total_row_gives_the_taxes_not_the_total() -> None:
    # an Indian GST invoice: central and state tax rows in the item table without their rate,
    # the total under them, then the HSN summary: taxable value, each tax, the taxes' sum
    rows: Rows = [
        (288, 119, "SHREE TYRES"), (256, 128, "MARKET ROAD,PUNE"),
        (153, 109, "Invoice No. ST\\2211"), (418, 109, "Dated 27-Feb-2019"),
        (152, 282, "SI"), (171, 282, "Description of Goods"), (265, 282, "Quantity"),
        (365, 282, "Rate"), (434, 282, "Amount"),
        (152, 303, "1"), (171, 303, "RADIAL TYRE 165/80"), (270, 303, "2 NOS"),
        (365, 303, "1,500.00"), (442, 303, "3,000.00"),
        (233, 355, "CGST"), (450, 355, "270.00"),
        (233, 367, "SGST"), (450, 367, "270.00"),
        (240, 452, "Total"), (319, 452, "2 NOS"), (432, 452, "3,540.00"),
        (163, 488, "HSN/SAC"), (230, 488, "Taxable"), (288, 488, "Central Tax"),
        (372, 488, "State Tax"), (446, 488, "Total"),
        (235, 498, "Value"), (277, 498, "Rate"), (310, 498, "Amount"), (356, 498, "Rate"),
        (390, 498, "Amount"), (440, 498, "Tax Amount"),
        (150, 508, "40111090"), (232, 508, "3,000.00"), (277, 508, "9%"), (322, 508, "270.00"),
        (356, 508, "9%"), (401, 508, "270.00"), (450, 508, "540.00"),
        (195, 520, "Total"), (234, 520, "3,000.00"), (320, 520, "270.00"), (400, 520, "270.00"),
        (451, 520, "540.00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert fields.subtotal == Decimal("3000.00")
    assert fields.tax_amount == Decimal("540.00")
    assert fields.total == Decimal("3540.00")
    assert [(r.rate, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("9.00"), Decimal("270.00")),
        (Decimal("9.00"), Decimal("270.00")),
    ]


def test_a_spaced_postcode_set_apart_from_its_town_ends_the_window_block() -> None:
    # a Swedish invoice: the recipient's block in the window on the right, its postcode of
    # three and two digits a wide gap before the town
    rows: Rows = [
        (64, 58, "Nordljus Konsult AB"), (456, 58, "Faktura"),
        (311, 78, "Fakturanummer"), (435, 78, "Fakturadatum"),
        (328, 88, "2041"), (443, 88, "2026-02-14"),
        (323, 118, "Anna Berg"),
        (323, 133, "Storgatan 5"),
        (323, 147, "411 38"), (374, 147, "GÖTEBORG"),
        (60, 272, "Beskrivning"), (388, 272, "Antal"), (486, 272, "Pris"), (514, 272, "Belopp"),
        (60, 290, "Rådgivning"), (390, 290, "2"), (467, 290, "900,00"), (510, 290, "1 800,00"),
        (223, 665, "Belopp före moms"), (304, 665, "Moms 25 %"), (495, 665, "Att betala"),
        (252, 682, "1 800,00"), (316, 682, "450,00"), (502, 682, "2 250,00"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.customer_name == "Anna Berg"
    assert fields.customer_address == "Storgatan 5, 411 38 GÖTEBORG"


def test_the_address_under_a_name_wrapped_over_two_lines_starts_under_its_last_line() -> None:
    name: Rows = [(170, 55, "Sundaram Corrugated Boxes"), (170, 69, "Company")]
    rows: Rows = [
        (170, 87, "No 4,Second Floor,Lakshmi Towers,"),
        (170, 96, "Arcot Road,Kodambakkam"),
        (170, 105, "Chennai: 600024"), (478, 105, "TAX INVOICE"),
        (504, 124, "Invoice No 2207"),
        (170, 133, "GSTIN:33ABCPS1234F1Z5"),
        (44, 149, "Invoice Date"), (172, 149, ": 12/01/2026"),
        (44, 175, "Bill To"),
        (44, 191, "ANNAI PLASTICS PRIVATE LIMITED"), (44, 202, "12, Industrial Estate"),
        (44, 213, "Ambattur"), (44, 224, "600058 Tamil Nadu"),
        (49, 267, "No"), (77, 267, "Description"), (411, 267, "Qty"), (469, 267, "Rate"),
        (522, 267, "Amount"),
        (54, 282, "1"), (76, 282, "5 PLY CARTON 12X10X8"), (406, 282, "500.00"),
        (473, 282, "18.00"), (527, 282, "9,000.00"),
        (417, 439, "Sub Total"), (509, 439, "9,000.00"),
        (408, 468, "CGST9 (9%)"), (514, 468, "810.00"),
        (408, 482, "SGST9 (9%)"), (514, 482, "810.00"),
        (420, 500, "Total"), (505, 500, "10,620.00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice(sized_page((14.0, name), (9.0, rows)))
    assert fields.vendor_name == "Sundaram Corrugated Boxes Company"
    assert fields.vendor_address == (
        "No 4,Second Floor,Lakshmi Towers, Arcot Road,Kodambakkam, Chennai: 600024"
    )


def test_an_order_label_joined_to_a_dates_gives_the_id_before_the_slash() -> None:
    rows: Rows = [
        (40, 40, "ACME TRADERS PVT LTD"), (400, 60, "TAX INVOICE"), (400, 80, "Invoice No 1115"),
        (44, 149, "Invoice Date"), (172, 149, ": 12/01/2026"),
        (44, 160, "P.O.No/Date:"), (172, 160, ": 3200058026/10.01.2026"),
        (44, 200, "Description"), (400, 200, "Qty"), (450, 200, "Rate"), (520, 200, "Amount"),
        (44, 215, "BOPP TAPE"), (400, 215, "10"), (450, 215, "19.00"), (520, 215, "190.00"),
        (420, 260, "Total"), (520, 260, "190.00"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.purchase_order == "3200058026"
    assert str(fields.invoice_date) == "2026-01-12"


def test_a_cash_discount_agreement_labels_the_payment_terms() -> None:
    rows: Rows = [
        (40, 40, "Beispiel Metallbau GmbH"), (40, 52, "Hauptstraße 1, 99199 Musterhausen"),
        (350, 90, "Rechnung Nr. 2026-0412"), (350, 102, "Datum: 02.03.2026"),
        (40, 150, "Pos."), (80, 150, "Bezeichnung"), (400, 150, "Menge"), (500, 150, "Betrag"),
        (40, 165, "1"), (80, 165, "Stahlträger HEB 200"), (400, 165, "2"), (500, 165, "840,00"),
        (380, 220, "Nettobetrag"), (500, 220, "840,00"),
        (380, 232, "MwSt. 19 %"), (500, 232, "159,60"),
        (380, 244, "Endbetrag"), (500, 244, "999,60"),
        (40, 300, "Skontovereinbarung: 2% bei Zahlung innerhalb 10 Tagen nach Rechnungsdatum"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.payment_terms == "2% bei Zahlung innerhalb 10 Tagen nach Rechnungsdatum"
