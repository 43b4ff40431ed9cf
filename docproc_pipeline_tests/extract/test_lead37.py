"""Readings found on session 37's development sets, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, fields_of, item_rows, ocr_page, sized_page


def _bilingual_grid(discount_head: str, cells: tuple[str, str]) -> Rows:
    # an exporter's item grid: the header in Italian with its English translation under it,
    # a cascade of discounts in one cell per row
    return [
        (40, 40, "Ceramiche Adriatiche S.r.l."), (40, 52, "Via del Porto 12"),
        (40, 64, "60121 Ancona AN"), (40, 76, "P. IVA 01234567897"),
        (330, 90, "Spett.le / Messrs"), (330, 102, "Hotel Bellevue SA"),
        (330, 114, "Rue du Lac 4"), (330, 126, "1003 Lausanne"),
        (330, 150, "FATTURA / INVOICE"),
        (40, 170, "Numero doc./Doc. No."), (200, 170, "Data doc./Date"),
        (40, 182, "2291/00"), (200, 182, "14/03/2026"),
        (40, 210, "Codice"), (110, 210, "Descrizione"), (300, 210, "Quantità"),
        (350, 210, "Prezzo"), (410, 210, discount_head), (470, 210, "Importo"),
        (40, 221, "Code"), (110, 221, "Description"), (300, 221, "QTY"),
        (350, 221, "Price"), (470, 221, "Amount"),
        (40, 240, "TZ-114"), (110, 240, "Tazza espresso bianca"), (300, 240, "120"),
        (350, 240, "2,50000"), (410, 240, cells[0]), (470, 240, "300,00"),
        (40, 252, "PI-208"), (110, 252, "Piattino espresso"), (300, 252, "120"),
        (350, 252, "1,75000"), (410, 252, cells[1]), (470, 252, "210,00"),
        (300, 290, "Imponibile"), (470, 290, "510,00"),
        (300, 302, "IVA 22%"), (470, 302, "112,20"),
        (300, 314, "TOTALE DOCUMENTO"), (470, 314, "622,20"),
    ]  # fmt: skip


_ROWS = [
    ("Tazza espresso bianca", "120", "2.50000", "300.00"),
    ("Piattino espresso", "120", "1.75000", "210.00"),
]


def test_a_headers_translation_under_it_and_a_cascade_of_discounts_keep_the_rows() -> None:
    fields = fields_of(_bilingual_grid("Sc.1/2/3%", ("0,00+0,00+0,00", "0,00+0,00+0,00")))
    assert item_rows(fields) == _ROWS
    assert fields.subtotal == Decimal("510.00")


def test_a_discount_cascade_numbered_with_plus_signs_is_a_discount_column() -> None:
    fields = fields_of(_bilingual_grid("Sconto 1+2", ("0+0", "0+0")))
    assert item_rows(fields) == _ROWS


def test_a_header_over_an_unaligned_line_is_not_a_translation() -> None:
    # guard: a line under the header whose cells start elsewhere is the first row, not the
    # header's second language
    rows = _bilingual_grid("Sc.%", ("0,00", "0,00"))
    rows = [r for r in rows if r[1] != 221]
    assert item_rows(fields_of(rows)) == _ROWS


def test_a_headers_translation_under_it_is_no_second_header() -> None:
    fields = fields_of(_bilingual_grid("Sc.%", ("0,00", "0,00")))
    assert item_rows(fields) == _ROWS


def _net_and_gross_grid(vat_head: str) -> Rows:
    # a supplier's e-invoice print: the VAT rate's header carries its unit in brackets ("VAT [%]"),
    # its rates right of the header word; net and gross amounts close each row
    return [
        (40, 40, "Schraubenhandel Nord GmbH"), (40, 52, "Hafenstraße 9"),
        (40, 64, "20457 Hamburg"), (40, 76, "USt-IdNr. DE136695976"),
        (300, 40, "Invoice"), (300, 52, "Invoice number: 7716"),
        (300, 64, "Invoice date: 02.03.2026"),
        (40, 110, "Bauservice Lindner KG"), (40, 122, "Werkstraße 3"), (40, 134, "24103 Kiel"),
        (40, 170, "#"), (60, 170, "Line item description"), (250, 170, "Quantity"),
        (300, 170, "Unit"), (330, 170, "Unit price"), (390, 170, vat_head),
        (440, 170, "Net"), (500, 170, "Gross"),
        (40, 185, "1"), (60, 185, "Hex bolt M10x60"), (255, 185, "25,00"), (300, 185, "pcs"),
        (340, 185, "2,06"), (399, 185, "19,00"), (440, 185, "51,50"), (500, 185, "61,29"),
        (40, 197, "2"), (60, 197, "Washer M10"), (255, 197, "100,00"), (300, 197, "pcs"),
        (340, 197, "0,12"), (399, 197, "19,00"), (440, 197, "12,00"), (500, 197, "14,28"),
        (300, 230, "Total amount (net):"), (440, 230, "63,50 €"),
        (300, 242, "Total tax amount:"), (440, 242, "12,07 €"),
        (300, 254, "Total amount (gross):"), (440, 254, "75,57 €"),
    ]  # fmt: skip


def test_a_rates_unit_in_brackets_widens_its_column_over_the_rates() -> None:
    fields = fields_of(_net_and_gross_grid("VAT [%]"))
    assert item_rows(fields) == [
        ("Hex bolt M10x60", "25", "2.06", "51.50"),
        ("Washer M10", "100", "0.12", "12.00"),
    ]


def _fuel_invoice(price_unit: str, currency_cell: str) -> Rows:
    # an aviation fuel supplier's invoice: litres priced per litre to eight decimals, the
    # unit price's "per litre" mark printed with a space after its slash, the sums' currency
    # in a cell of its own between the label and the figure
    return [
        (330, 30, "Combustibles del Sur S.A."), (330, 42, "Calle Mayor 12"),
        (330, 54, "28013 Madrid (SPAIN)"),
        (180, 110, "INVOICE"), (380, 100, "DATE :"), (380, 110, "18.02.2026"),
        (460, 100, "Nº"), (460, 110, "552019"),
        (50, 150, "CONSIGNEE :"), (50, 160, "Baltic Air Charter UAB"),
        (50, 170, "Gedimino pr. 9"), (50, 180, "01103 Vilnius"),
        (80, 300, "ITEM"), (262, 300, "QUANTITY"), (383, 300, "PRICE"), (491, 300, "AMOUNT"),
        (80, 320, "JET FUEL"), (258, 320, "8.933,000 L"), (360, 320, f"0,72082442 {price_unit}"),
        (489, 320, "6.439,12 EUR"),
        (80, 332, "AIRPORT FEE"), (258, 332, "8.933,000 L"), (360, 332, f"0,00480300 {price_unit}"),
        (497, 332, "42,90 EUR"),
        (290, 400, "SUBTOTAL"), (431, 400, currency_cell), (521, 400, "6.482,02"),
        (290, 440, "TOTAL :"), (431, 440, currency_cell), (521, 440, "6.482,02"),
    ]  # fmt: skip


def test_a_per_unit_mark_with_a_space_after_its_slash_leaves_the_price() -> None:
    fields = fields_of(_fuel_invoice("EUR/ L", "EUR"))
    assert item_rows(fields) == [
        ("JET FUEL", "8933", "0.72082442", "6439.12"),
        ("AIRPORT FEE", "8933", "0.00480300", "42.90"),
    ]


def test_a_currency_cell_between_the_sums_label_and_its_figure() -> None:
    fields = fields_of(_fuel_invoice("EUR/L", "EURO :"))
    assert (fields.subtotal, fields.total) == (Decimal("6482.02"), Decimal("6482.02"))


def test_the_currency_labels_own_cell_stays_its_value() -> None:
    # guard: a currency label keeps the currency cell beside it
    rows = _fuel_invoice("EUR/L", "EURO :") + [(50, 200, "KIND CURRENCY:"), (130, 200, "EUR")]
    assert fields_of(rows).currency == "EUR"


def _block_below(name: str) -> Rows:
    # a fee note whose top prints the addressee and the dates only; the issuer's details
    # (name, street, register, VAT id) stand in a block over the bank details further down
    return [
        (330, 140, "FACTUREREN AAN"), (330, 156, "Berkhout Logistiek B.V."),
        (330, 168, "Stationsweg 20"), (330, 180, "3811 MG Amersfoort"),
        (100, 156, "Factuurdatum: 01-05-2026"), (100, 168, "Vervaldatum: 15-05-2026"),
        (150, 250, "OMSCHRIJVING"), (290, 250, "AANTAL"), (350, 250, "STUKSPRIJS"),
        (425, 250, "TOTAAL"),
        (100, 270, "Advieswerk april 2026"), (306, 270, "1"), (352, 270, "€ 2.000,00"),
        (420, 270, "€ 2.000,00"),
        (375, 300, "Subtotaal € 2.000,00"), (390, 312, "BTW 21% € 420,00"),
        (351, 324, "Totaalbedrag € 2.420,00"),
        (82, 500, name), (330, 500, "Rabobank"),
        (82, 512, "Lindelaan 4, Baarn"), (330, 512, "IBAN: NL91ABNA0417164300"),
        (82, 524, "KvK nr: 87654321"),
        (82, 536, "BTW-nr: NL001234567B01"),
    ]  # fmt: skip


def test_a_companys_block_of_ids_below_a_nameless_top_names_the_vendor() -> None:
    fields = fields_of(_block_below("Koster Advies B.V."))
    assert fields.vendor_name == "Koster Advies B.V."
    assert fields.customer_name == "Berkhout Logistiek B.V."


def test_the_customers_own_block_does_not_name_the_vendor() -> None:
    # guard: the same block naming the addressee is not the vendor's
    fields = fields_of(_block_below("Berkhout Logistiek B.V."))
    assert fields.vendor_name != "Berkhout Logistiek B.V."


def test_the_number_under_a_lone_title_beside_the_vendors_name() -> None:
    # an online course shop's invoice: "FACTURA" in large type over its number, the shop's
    # name and street right of it within the title's height, the dates under the number
    rows: Rows = [
        (338, 44, "Cursos Abiertos"), (338, 61, "1216 Chinaberry Dr"),
        (186, 72, "418220"), (338, 72, "Weston, FL 33327"),
        (186, 95, "Fecha de Emisión 15/08/2026"), (186, 109, "Fecha de Vencimiento 16/08/2026"),
        (35, 150, "Cliente"), (35, 168, "Marta Ruiz Ortega"), (35, 181, "Calle Mayor 4"),
        (35, 194, "28013 Madrid"),
        (39, 290, "ARTÍCULO"), (339, 290, "CANTIDAD"), (404, 290, "PRECIO"), (533, 290, "TOTAL"),
        (39, 315, "Curso de Python"), (339, 315, "1"), (404, 315, "120,00"), (520, 315, "120,00 $"),
        (338, 345, "TOTAL"), (520, 345, "120,00 $"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice(sized_page((34.0, [(186, 42, "FACTURA")]), (12.7, rows)))
    assert fields.invoice_number == "418220"


def _polish_order_invoice(number_row: tuple[float, float, str]) -> Rows:
    # a web shop's Polish invoice: the title, then label cells with their values in a column
    return [
        (38, 50, "FAKTURA VAT"),
        (38, 90, "Numer zamówienia:"), (153, 90, "PL3654810710"),
        (38, 100, "Data zamówienia:"), (153, 100, "11.05.26"),
        (38, 140, "Data wystawienia:"), (153, 140, "12.05.26"),
        number_row,
        (501, 100, "Sprzedawca:"), (501, 113, "Sklep Sportowy sp. z o.o."),
        (501, 127, "Geodezyjna 76"), (501, 140, "03-290 Warszawa"),
        (38, 207, "NABYWCA"), (38, 239, "Marek Nowak"), (38, 254, "Hoffmanowej 5A"),
        (38, 268, "30-419 Kraków"),
    ]  # fmt: skip


def test_a_polish_invoices_title_with_a_colon_labels_its_grouped_number() -> None:
    rows = _polish_order_invoice((38, 154, "Faktura VAT:")) + [(153, 154, "1 26 0075 0000756593")]
    assert fields_of(rows).invoice_number == "1 26 0075 0000756593"


def test_the_title_without_a_colon_leaves_the_number_to_its_label() -> None:
    # guard: the title over the page labels nothing; the number label's value is the number
    rows = _polish_order_invoice((38, 154, "Nr faktury:")) + [(153, 154, "FV/2026/05/118")]
    assert fields_of(rows).invoice_number == "FV/2026/05/118"


def _till_receipt(stamp: str) -> Rows:
    # an office supplies shop's till receipt: the till's stamp of date and time top right
    return [
        (119, 5, "Bürobedarf Kern GmbH"), (119, 28, "A-4840 Vöcklabruck"),
        (119, 35, "Gmundner Straße 23"),
        (23, 92, "Barverkauf"), (282, 141, stamp),
        (22, 152, "Bon-Nr: G40117"), (303, 152, "Rechnung"),
        (21, 166, "Artikel"), (208, 166, "Menge"), (262, 166, "Einzelpreis"), (328, 166, "EUR-Betrag"),
        (20, 178, "Druckerpapier A4 500 Blatt"), (214, 178, "2,00"), (262, 178, "5,00"),
        (328, 178, "10,00"),
        (205, 235, "Betrag inklusive Mwst:"), (288, 235, "EUR"), (323, 235, "10,00"),
    ]  # fmt: skip


def test_a_tills_stamp_of_date_and_time_joined_by_a_slash_dates_the_receipt() -> None:
    fields = fields_of(_till_receipt("08.05.2026/10:38:17"))
    assert fields.invoice_date is not None and fields.invoice_date.isoformat() == "2026-05-08"


def test_a_date_joined_to_a_figure_by_a_slash_is_no_stamp() -> None:
    # guard: a slash followed by no time of day ("08.05.2026/17") reads no date
    assert fields_of(_till_receipt("08.05.2026/17")).invoice_date is None


def _scanned_receipt(names: list[str]) -> list[str | None]:
    # a supermarket's till receipt read by OCR: item names cut short with a period, each
    # with its price and tax letter
    rows: Rows = [
        (330, 130, "Frischmarkt"),
        (320, 200, "Hauptstraße 25"),
        (330, 230, "74906 Bad Rappenau"),
    ]
    for k, name in enumerate(names):
        rows += [(208, 390 + 30 * k, name), (575, 390 + 30 * k, f"{k + 1},49 B")]
    total = sum(k + 1.49 for k in range(len(names)))
    rows += [
        (222, 390 + 30 * len(names) + 40, "Summe"),
        (534, 390 + 30 * len(names) + 40, f"{total:.2f}".replace(".", ",")),
    ]
    fields, _, _ = parse_invoice([ocr_page(rows)])
    return [item.description for item in fields.line_items]


def test_an_ocr_receipts_item_names_keep_the_period_that_cuts_them_short() -> None:
    names = ["K.XXL.Katzennahr.", "Sahnejoghurt gr.A.", "Jac.Krönung gemah.."]
    assert _scanned_receipt(names) == [
        "K.XXL.Katzennahr.",
        "Sahnejoghurt gr.A.",
        "Jac.Krönung gemah.",
    ]


def test_an_ocr_receipts_small_l_read_as_a_one_inside_a_word() -> None:
    assert _scanned_receipt(["Bas.Rindf1.Topf", "Vollmi1ch"]) == ["Bas.Rindfl.Topf", "Vollmilch"]


def test_a_speck_after_a_common_word_is_still_dropped() -> None:
    # guard: a period after a whole word of the language is a speck
    assert _scanned_receipt(["Frische Milch.", "Butter."]) == ["Frische Milch", "Butter"]


def test_a_bar_bills_litre_read_as_a_one_after_the_count_stays_in_the_name() -> None:
    # an inn's interim bill photographed: count, name, price, amount; "lt." read as "1t."
    rows: Rows = [
        (430, 100, "GASTHAUS ZUM SEEBLICK"), (375, 150, "Seestrasse 20"), (405, 170, "6005 Luzern"),
        (203, 300, "Rechnung : 203311"), (600, 300, "Datum : 06.10.2026"),
        (201, 360, "Mge Bezeichnung"), (824, 360, "Preis"),
        (235, 400, "1 Stange Panache"), (690, 400, "4.80"), (842, 400, "4.80"),
        (236, 440, "1 1t. Mineral mit Gas"), (690, 440, "9.80"), (842, 440, "9.80"),
        (239, 480, "1 Kürbissuppe"), (673, 480, "11.00"), (821, 480, "11.00"),
        (165, 560, "Summe CHF"), (824, 560, "25.60"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [i.description for i in fields.line_items] == [
        "Stange Panache",
        "lt. Mineral mit Gas",
        "Kürbissuppe",
    ]


def _burger_receipt(guest_cell: str) -> Rows:
    # a fast-food till receipt: the guest's number beside "GUEST" in a cell of its own, the
    # counter's name and the items under it
    return [
        (23, 95, "BURGER BARN LAS VEGAS EAST"), (12, 103, "2026-10-31"), (135, 103, "8:21 PM"),
        (11, 127, "Cashier: SAM"), (13, 134, "GUEST"), (67, 134, guest_cell),
        (29, 148, "Counter-Eat In"),
        (25, 162, "Double Double"), (147, 162, "2.65"),
        (15, 170, "Fries Large"), (144, 170, "3.20"),
        (16, 184, "Counter-Eat In"), (145, 184, "5.85"),
        (16, 192, "TAX 7.50%"), (147, 192, "0.44"),
        (16, 200, "Amount Due"), (145, 200, "6.29"),
    ]  # fmt: skip


def test_a_guests_number_beside_its_label_names_no_customer() -> None:
    fields, _, _ = parse_invoice([ocr_page(_burger_receipt(": 98"))])
    assert fields.customer_name is None


def test_a_guests_name_after_its_label_is_still_the_customer() -> None:
    # guard: a name after the label in its cell is the customer
    rows = [r for r in _burger_receipt("") if r[2] not in ("GUEST", "")]
    fields, _, _ = parse_invoice([ocr_page([*rows, (13, 134, "GUEST: Nicole Walsh")])])
    assert fields.customer_name == "Nicole Walsh"


_CROP: Rows = [
    (14, 40, "TARWE TIJGER HALF"), (194, 40, "1.14"),
    (14, 54, "BANANEN"), (195, 54, "0.34"),
    (13, 68, "BOERENKOOL FIJN"), (196, 68, "1.49"),
    (12, 82, "CAMP FRUITMIX"), (197, 82, "1.05"),
    (12, 96, "GELDERSE RECHT"), (198, 96, "1.23"),
    (10, 110, "MILDE YOGHURT"), (198, 110, "0.81"),
    (10, 124, "BAMI GR. 500"), (200, 124, "1.44"),
]  # fmt: skip


def test_a_receipt_crop_without_its_total_keeps_its_run_of_items() -> None:
    # a photo of a supermarket receipt cut above its sum: a long run of names and amounts
    fields, _, _ = parse_invoice([ocr_page(_CROP)])
    assert [i.amount for i in fields.line_items] == [
        Decimal(a) for a in ("1.14", "0.34", "1.49", "1.05", "1.23", "0.81", "1.44")
    ]


def test_a_short_run_without_a_total_is_no_list_of_items() -> None:
    # guard: four lines of names and figures prove nothing by themselves
    fields, _, _ = parse_invoice([ocr_page(_CROP[:8])])
    assert fields.line_items == []


def test_a_sales_invoices_title_labels_its_series_and_number() -> None:
    # a supermarket's till invoice: "FACTURA DE VENTA:" and the till's series and number
    rows: Rows = [
        (182, 115, "SUPERMERCADOS EL AHORRO S.A.S."), (241, 134, "NIT :901150440-9"),
        (241, 184, "CALLE 11 # 16-43"),
        (160, 213, "FACTURA DE VENTA: C11 206136"),
        (160, 230, "DESCRIPCION"), (336, 230, "VR.TOTAL"),
        (159, 245, "DETERGENTE"), (342, 245, "6.200"),
        (159, 264, "FILETE PECHUGA"), (346, 264, "19.900"),
        (242, 300, "TOTAL"), (388, 300, "26.100"),
    ]  # fmt: skip
    assert fields_of(rows).invoice_number == "C11 206136"


def _paragon(rows: list[tuple[str, str, str]]) -> list[str | None]:
    # a Polish till receipt's item lines: the name, the VAT category letter, the count times
    # the price and the amount with the letter glued after it
    lines: Rows = [(131, 20, "PARAGON FISKALNY")]
    for k, (name, figures, amount) in enumerate(rows):
        lines += [(4, 40 + 14 * k, name), (120, 40 + 14 * k, figures), (170, 40 + 14 * k, amount)]
    fields = fields_of(lines)
    return [i.description for i in fields.line_items]


def test_a_paragons_category_letter_after_the_name_is_no_part_of_it() -> None:
    rows = [
        ("JOGURT NATU 200G C", "1 ×2,49", "2,49C"),
        ("POMIDOR KG C", "0.375 ×13,99", "5,25C"),
        ("WODA MINER 1,5L A", "1 ×1,89", "1,89A"),
    ]
    assert _paragon(rows) == ["JOGURT NATU 200G", "POMIDOR KG", "WODA MINER 1,5L"]


def test_a_capital_closing_a_name_with_no_letter_after_the_amounts_stays() -> None:
    # guard: "Vitamin C" is the product's name, no amount carries a category letter
    rows = [("Vitamin C", "1 ×2,49", "2,49"), ("Sok Multiwitamina C", "1 ×3,99", "3,99")]
    assert _paragon(rows) == ["Vitamin C", "Sok Multiwitamina C"]


def test_a_count_and_its_unit_without_a_price_keep_the_row() -> None:
    # a lump-sum fee: "1 SUM" under the quantity, no unit price, the amount
    rows = _fuel_invoice("EUR/L", "EUR") + [
        (80, 344, "Hook up Fee"), (293, 344, "1 SUM"), (502, 344, "35,80 EUR"),
    ]  # fmt: skip
    assert ("Hook up Fee", "1", None, "35.80") in item_rows(fields_of(rows))


def _gst_invoice(grand_total: str) -> Rows:
    # an Indian engineering firm's tax invoice: the grand total printed without its paise
    return [
        (187, 51, "SRI VINAYAKA ENGINEERING"), (455, 96, "GSTIN : 33BXOPA3461M1ZC"),
        (264, 110, "TAX INVOICE"), (471, 128, "INVOICE DATE : 19.09.2026"),
        (471, 138, "INVOICE NO:014/2026-2027"),
        (37, 149, "To"), (37, 159, "Kaveri Motors Private Limited"), (37, 170, "12 Mount Road"),
        (37, 181, "Chennai-600002"),
        (53, 250, "S.No"), (159, 250, "Description"), (374, 250, "QUANTITY"), (452, 250, "RATE"),
        (542, 250, "Total"),
        (59, 290, "1"), (87, 290, "Contactor 20A"), (386, 290, "4.00"), (464, 290, "2,000.00"),
        (529, 290, "8,000.00"),
        (212, 330, "SUB-TOTAL"), (434, 330, "BASIC AMOUNT"), (515, 330, "8000.00"),
        (447, 353, "CGST 9%"), (517, 353, "720.00"),
        (447, 375, "SGST 9%"), (517, 375, "720.00"),
        (206, 398, "GRAND TOTAL"), (485, 398, grand_total),
    ]  # fmt: skip


def test_a_grand_total_without_its_cents_that_the_sums_add_up_to() -> None:
    assert fields_of(_gst_invoice("9440")).total == Decimal("9440.00")


def test_a_whole_figure_after_the_total_label_that_nothing_adds_up_to_is_no_total() -> None:
    # guard: a whole figure the net and tax do not make (a count, a code) is not taken
    assert fields_of(_gst_invoice("9404")).total != Decimal("9404")


def test_two_forms_of_address_joined_by_a_slash_are_no_customers_name() -> None:
    # an Italian energy bill's window: "Egr./Spett.le" (to a man or a firm) over the company
    rows: Rows = [
        (40, 40, "Energia Lombarda S.r.l."), (40, 52, "Via M. Polo, 12"),
        (40, 64, "21052 Busto Arsizio VA"), (40, 76, "P.IVA 01234567897"),
        (300, 120, "Egr./Spett.le"), (300, 132, "ALBERGO DEL LAGO S.R.L."),
        (300, 144, "VIA PER VARESE 7"), (300, 156, "21058 SOLBIATE OLONA VA"),
        (40, 200, "FATTURA N. 2026/00075973"), (300, 200, "Data 14/03/2026"),
        (40, 240, "Descrizione"), (400, 240, "Importo"),
        (40, 252, "Energia elettrica marzo"), (400, 252, "120,00"),
        (300, 290, "Totale da pagare"), (400, 290, "146,40"),
    ]  # fmt: skip
    assert fields_of(rows).customer_name == "ALBERGO DEL LAGO S.R.L."
