"""Readings found on session 38's development sets, each on an invented page."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import (
    Rows,
    fields_of,
    item_rows,
    right_aligned,
    sized_page,
)


def _einvoice_grid(charge: str = "25.00") -> Rows:
    # an e-invoice print's dense grid: a header of five stacked lines (the net amount's head
    # higher than the rest), each row's name on the line above its figures, a code cell left
    # of the name column, and document-level allowance and charge rows with their VAT rate
    # like the items'
    return [
        (40, 40, "Northwind Office Supplies Ltd"), (40, 48, "14 Mill Lane"),
        (40, 56, "Leeds LS1 4AB"), (40, 64, "VAT GB 123 4567 89"),
        (300, 40, "INVOICE No. : NW-2026-0311"), (300, 48, "Date : 11/03/2026"),
        (300, 70, "Bill to"), (300, 78, "Harbour Dental Practice"), (300, 86, "2 Quay Street"),
        (300, 94, "Hull HU1 1AA"),
        (40, 180, "#"), (70, 180, "# order line"), (420, 180, "Allow. (-)"),
        (340, 186, "UNIT"), (470, 186, "NET TOTAL"),
        (40, 192, "No."), (70, 192, "ITEM CODE,"), (130, 192, "NAME & DESCRIPTION"),
        (290, 192, "UNIT PRICE"), (385, 192, "Qty"), (420, 192, "Charge (+)"), (520, 192, "VAT"),
        (340, 198, "per price"), (475, 198, "(GBP)"),
        (40, 204, "INV"), (70, 204, "REFERENCE"), (425, 204, "(GBP)"),
        (130, 220, "Consulting support - March"),
        (40, 226, "1"), (313, 226, "80.00"), (385, 226, "2.00"),
        (480, 226, "160.00"), (520, 226, "20.00%"),
        (130, 250, "Printer paper A4"),
        (40, 256, "2"), (70, 256, "PO line: 3"), (318, 256, "5.00"),
        (385, 256, "4.00"), (485, 256, "20.00"), (520, 256, "20.00%"),
        (130, 280, "Callout fee"),
        (40, 286, "3"), (313, 286, "15.00"), (385, 286, "1.00"),
        (485, 286, "15.00"), (520, 286, "20.00%"),
        (130, 310, "ALLOWANCE : LOYALTY DISCOUNT"), (480, 310, "-10.00"), (520, 310, "20.00%"),
        (130, 320, "CHARGE : TRAVEL COSTS"), (485, 320, charge), (520, 320, "20.00%"),
        (300, 350, "TOTAL NET"), (380, 350, "TOTAL VAT"), (460, 350, "TOTAL"),
        (300, 360, "210.00"), (380, 360, "42.00"), (460, 360, "252.00"),
    ]  # fmt: skip


def _fields(rows: Rows) -> InvoiceFields:
    fields, _, _ = parse_invoice(sized_page((5.0, rows)))
    return fields


def test_an_einvoice_grids_stacked_header_its_names_above_and_its_allowance_rows() -> None:
    fields = _fields(_einvoice_grid())
    assert item_rows(fields) == [
        ("Consulting support - March", "2", "80.00", "160.00"),
        ("Printer paper A4", "4", "5.00", "20.00"),
        ("Callout fee", "1", "15.00", "15.00"),
        ("ALLOWANCE : LOYALTY DISCOUNT", None, None, "-10.00"),
        ("CHARGE : TRAVEL COSTS", None, None, "25.00"),
    ]
    assert fields.discount is None


def test_allowance_rows_that_add_up_to_no_printed_figure_stay_the_invoices_discount() -> None:
    # guard: with the charge misprinted, the rows no longer make the net printed below: the
    # allowance row ends the table as a discount
    fields = _fields(_einvoice_grid(charge="24.00"))
    assert [row[0] for row in item_rows(fields)] == [
        "Consulting support - March",
        "Printer paper A4",
        "Callout fee",
    ]
    assert fields.discount == Decimal("10.00")


def _fuel_card_summary() -> Rows:
    # a fuel card's summary: the products' header over a footnote in the description column,
    # each row's own name at the column's start
    return [
        (40, 40, "Carbura S.p.A."), (40, 48, "Via Roma 8"), (40, 56, "00184 Roma"),
        (40, 64, "P. IVA 01234567897"),
        (300, 40, "Fattura n. 88123 del 30/06/2026"),
        (300, 70, "Spett.le"), (300, 78, "Trasporti Bianchi S.r.l."),
        (300, 86, "Via Po 3"), (300, 94, "10121 Torino"),
        (20, 180, "Products and services"), (300, 180, "Qty (lt)"), (380, 180, "VAT %"),
        (430, 180, "Net"), (480, 180, "VAT"), (530, 180, "Total"),
        (120, 188, "*for natural gas the unit is the kg"),
        (20, 200, "DIESEL"), (300, 200, "142,68"), (380, 200, "22,00"), (430, 200, "187,37"),
        (480, 200, "41,22"), (530, 200, "228,59"),
        (20, 240, "Total"), (530, 240, "228,59"),
    ]  # fmt: skip


def test_a_rows_own_name_in_the_description_column_keeps_it_under_a_footnote() -> None:
    # guard: the row's name starts where the description column does: the footnote above it
    # is no name of it
    fields = _fields(_fuel_card_summary())
    assert [row[0] for row in item_rows(fields)] == ["DIESEL"]


def _peso_receipt(subtotal: str, total: str) -> Rows:
    # a Colombian supermarket's till slip: whole pesos grouped by a comma, the weighed
    # quantities with two decimals beside them
    return [
        (120, 40, "SUPERMERCADO LA CANASTA S.A.S."), (150, 56, "NIT 900123456-8"),
        (150, 72, "CARRERA 7 # 12-40"), (100, 100, "FACTURA DE VENTA: P02 104233"),
        (100, 120, "CODIGO DESCRIPCION"), (300, 120, "CANT. VR.TOTAL"),
        (100, 140, "001122 ARROZ BLANCO"), (300, 140, "1.00 4800 G"),
        (100, 156, "001377 TOMATE KILO"), (300, 156, "0.52"), (348, 156, "1716 X"),
        (100, 172, "002210 PAN TAJADO"), (300, 172, "1.00 5300 G"),
        (220, 200, "SUBTOTAL"), (336, 200, subtotal),
        (220, 216, "IVA"), (354, 216, "912"),
        (220, 236, ">>>> TOTAL"), (336, 236, total),
        (220, 256, "EFECTIVO"), (336, 256, "20,000"),
        (220, 272, "CAMBIO"), (342, 272, "8,184"),
        (100, 300, "Articulos:2.52"),
    ]  # fmt: skip


def test_whole_pesos_beside_quantities_with_decimals_are_the_sums() -> None:
    fields = fields_of(_peso_receipt("11,816", "11,816"), source="ocr")
    assert fields.total == Decimal("11816.00")
    assert fields.tax_amount == Decimal("912.00")


def test_figures_of_cents_closing_their_lines_keep_the_money_in_cents() -> None:
    # guard: the sums printed with cents: the comma groups thousands of a money of cents
    fields = fields_of(_peso_receipt("1,816.40", "1,816.40"), source="ocr")
    assert fields.total == Decimal("1816.40")


def _receipt_screenshot(status_bar_y: float) -> Rows:
    # a phone's screenshot of a shop's e-receipt: the app's status bar far above the receipt
    return [
        (10, status_bar_y, "09:41 ticket_0305.pdf"),
        (60, 240, "ULTRAMARINOS COSTA, S.L."), (60, 252, "CALLE MAYOR 17"),
        (80, 264, "46001 VALENCIA"), (60, 276, "TELEFONO: 963000111"),
        (40, 290, "FACTURA SIMPLIFICADA: 2210-004-118345"),
        (40, 320, "Descripción"), (140, 320, "P. Unit"), (190, 320, "Importe"),
        (30, 334, "1 PAN RUSTICO"), (195, 334, "1,35"),
        (30, 346, "2 LECHE ENTERA"), (140, 346, "0,95"), (195, 346, "1,90"),
        (30, 370, "TOTAL (€)"), (195, 370, "3,25"),
        (30, 390, "TARJETA BANCARIA"), (195, 390, "3,25"),
        (30, 420, "IVA  BASE IMPONIBLE (€)  CUOTA (€)"),
        (30, 432, "4%  3,13  0,12"),
    ]  # fmt: skip


def test_a_screenshots_status_bar_far_above_leaves_the_shop_its_letterhead() -> None:
    fields = fields_of(_receipt_screenshot(0), source="ocr")
    assert fields.vendor_name == "ULTRAMARINOS COSTA, S.L."
    assert fields.vendor_address == "CALLE MAYOR 17, 46001 VALENCIA"


def _tax_credit_voucher(withheld_label: str) -> Rows:
    # a Central American tax credit voucher's totals: the VAT, then a VAT the buyer withholds
    return [
        (40, 40, "TRANSPORTES DEL PACIFICO, S.A. DE C.V."), (40, 52, "NIT: 0614-010101-101-1"),
        (40, 64, "Colonia Escalón, San Salvador"),
        (300, 40, "COMPROBANTE DE CRÉDITO FISCAL"), (300, 52, "Número de Control: 2026-0451"),
        (300, 64, "Fecha: 03/02/2026"),
        (40, 120, "Cant."), (90, 120, "Descripción"), (330, 120, "Precio Unitario"),
        (450, 120, "Ventas Gravadas"),
        (40, 134, "1.00"), (90, 134, "Flete terrestre"), (340, 134, "1,200.00"),
        (455, 134, "1,200.00"),
        (330, 170, "Sub-Total:"), (455, 170, "1,200.00"),
        (330, 182, "IVA (13.00%):"), (465, 182, "156.00"),
        (330, 194, "Monto Total de la Operación:"), (455, 194, "1,356.00"),
        (330, 206, withheld_label), (470, 206, "12.00"),
        (330, 218, "Total:"), (455, 218, "1,344.00"),
    ]  # fmt: skip


def test_a_vat_the_buyer_withholds_is_no_tax_of_the_invoice() -> None:
    fields = fields_of(_tax_credit_voucher("IVA Retenido:"))
    assert fields.tax_amount == Decimal("156.00")
    assert fields.subtotal == Decimal("1200.00")


def _glassware_letterhead(box_line: str) -> Rows:
    # a wholesaler's letterhead: the name, a blank line (beside the remittance coupon's codes),
    # the street, a postal box's code, the postcode and town
    return [
        (40, 26, "VERRERIE DU NORD SA"), (500, 26, "Coupon à joindre"),
        (495, 38, "CAFEDUPORTBOUL"), (520, 47, "FA2410033"), (40, 62, "14 RUE DES FOURS"), (40, 74, box_line), (40, 86, "59000 LILLE CEDEX"),
        (40, 108, "N° Siret : 30121069600086"),
        (340, 134, "CAFE DU PORT SARL"), (340, 146, "2 QUAI NORD"), (340, 158, "62200 BOULOGNE"),
        (40, 200, "Facture N° FA2410033"), (300, 200, "Date : 12/11/2026"),
        (40, 230, "Désignation"), (300, 230, "Qté"), (360, 230, "Px unit."), (450, 230, "Mt HT"),
        (40, 244, "VERRE A EAU 25CL"), (300, 244, "48"), (360, 244, "1,20"), (450, 244, "57,60"),
        (300, 280, "Total HT"), (450, 280, "57,60"), (300, 292, "TVA 20%"), (450, 292, "11,52"),
        (300, 304, "Total TTC"), (450, 304, "69,12"),
    ]  # fmt: skip


def test_a_street_past_a_blank_line_then_a_postal_box_then_the_town_is_the_address() -> None:
    fields = fields_of(_glassware_letterhead("CS40030"))
    assert fields.vendor_name == "VERRERIE DU NORD SA"
    assert fields.vendor_address == "14 RUE DES FOURS, CS40030, 59000 LILLE CEDEX"


def test_a_letterheads_web_address_under_its_address_line_names_no_customer() -> None:
    # the seller's name over its address line at the top right, its phone, e-mail and web
    # lines right-aligned with the address line under them; the window's block at the left
    sender: Rows = [
        (364, 165, "Kettenwerk Nord GmbH"),
        (364, 174, "Hafenweg 16 | D-27616 Beverstedt"),
    ]
    rows: Rows = [
        (53, 180, "Tief- und Rohrleitungsbau"),
        (53, 191, "Bauunternehmen Meyer GmbH & Co. KG"), right_aligned(516, 191, "Telefon +49 4747 87399-0"),
        (53, 200, "Im Felde 3 a"), right_aligned(516, 200, "Fax +49 4747 87399-18"),
        (53, 209, "27639 Wurster Nordseeküste"),
        right_aligned(516, 220, "eMail verkauf@kettenwerk-nord.de"),
        right_aligned(516, 229, "www.kettenwerk-nord.de"),
        (53, 290, "Rechnung"), (125, 290, "RE-11822"), (53, 313, "Datum"), (125, 313, "17.04.2026"),
        (53, 377, "Pos."), (85, 377, "Menge"), (161, 377, "Artikel"), (431, 377, "Einzelpreis"),
        (490, 377, "Gesamtpreis"),
        (60, 396, "1."), (94, 396, "50,00"), (161, 396, "Kennzeichnungsmarke"), (458, 396, "1,80"),
        (519, 396, "90,00"),
        (51, 627, "Nettosumme:"), (131, 627, "90,00 EUR"), (198, 627, "Steuer gesamt 19 %:"),
        (300, 627, "17,10 EUR"), (371, 627, "Rechnungssumme:"), (481, 627, "107,10 EUR"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice(sized_page((7.0, sender), (9.0, rows)))
    assert fields.customer_name == "Tief- und Rohrleitungsbau Bauunternehmen Meyer GmbH & Co. KG"
    assert fields.customer_address == "Im Felde 3 a, 27639 Wurster Nordseeküste"


def _peruvian_factura() -> Rows:
    # a Peruvian invoice: the IGV glued to its rate, the date in words with "del", the buyer
    # after "Señor (es):", a header of three lines (price and amount wrapped above and below
    # the quantity and a centred description), each row's text left of that centred word
    return [
        (10, 4, "TEJIDOS ANDINOS S.A.C."), (200, 4, "R.U.C.: 20100070970"),
        (210, 16, "FACTURA"), (10, 25, "Jr. Lima N° 220 - Arequipa"),
        (200, 25, "N° 002 - 0004512"), (10, 34, "Arequipa, 9 de marzo del 2026"),
        (10, 43, "Señor (es): Rosa Quispe Mamani"), (200, 43, "RUC: 10412345678"),
        (10, 52, "Dirección: Av. Ejército N° 710 - Arequipa"),
        (200, 65, "PRECIO"), (260, 65, "VALOR DE"),
        (9, 68, "CANTIDAD"), (110, 68, "DESCRIPCIÓN"),
        (195, 71, "UNITARIO"), (265, 71, "VENTA"),
        (20, 80, "03"), (55, 80, "Chalinas"), (205, 80, "40.00"), (262, 80, "120.00"),
        (20, 90, "02"), (55, 90, "Guantes"), (205, 90, "25.00"), (267, 90, "50.00"),
        (200, 118, "Sub Total"), (262, 118, "170.00"),
        (200, 126, "IGV18 %"), (267, 126, "30.60"),
        (200, 134, "Total S/."), (262, 134, "200.60"),
    ]  # fmt: skip


def test_a_peruvian_invoices_igv_date_with_del_and_senores() -> None:
    fields, _, _ = parse_invoice(sized_page((6.0, _peruvian_factura())))
    assert fields.tax_amount == Decimal("30.60")
    assert fields.tax_rate == Decimal("18.00")
    assert fields.invoice_date == date(2026, 3, 9)
    assert fields.customer_name == "Rosa Quispe Mamani"


def test_a_header_wrapped_above_and_below_over_rows_left_of_its_centred_description() -> None:
    fields, _, _ = parse_invoice(sized_page((6.0, _peruvian_factura())))
    assert item_rows(fields) == [
        ("Chalinas", "3", "40.00", "120.00"),
        ("Guantes", "2", "25.00", "50.00"),
    ]


def test_an_einvoice_prints_names_over_their_rows_beside_article_numbers() -> None:
    # an e-invoice print: each name on the line over its figures beside its article number (a
    # dimension closing the name: "0,07"), again under them beside its EAN
    rows: Rows = [
        (40, 46, "Schraubenland GmbH & Co. KG"), (307, 58, "Invoice"),
        (307, 79, "Invoice number:"), (485, 79, "7716101"),
        (307, 88, "Invoice date:"), (485, 88, "12.03.2026"),
        (40, 150, "Customer name / company"), (40, 166, "Baustoffe Krause GmbH"),
        (40, 176, "Hafenstraße 9, 20457 Hamburg, DE"),
        (53, 274, "#"), (74, 274, "Line item description"), (259, 274, "Artikelnummer"),
        (332, 274, "Quantity"), (371, 274, "Unit"), (394, 274, "Unit price VAT [%]"),
        (483, 274, "Net"), (523, 274, "Gross"),
        (259, 286, "EAN"),
        (74, 295, "ROD-DIN976-M10X1000"), (259, 295, "0595810 25"),
        (64, 301, "1"), (337, 301, "25,00"), (372, 301, "pcs"), (410, 301, "2,06"),
        (443, 301, "19,00"), (487, 301, "51,50"), (531, 301, "61,29"),
        (74, 307, "ROD-DIN976-M10X1000"), (259, 307, "7711231873598"),
        (74, 319, "BAG-BLUE-700X1100X0,07"), (259, 319, "05899800555 150"),
        (64, 325, "2"), (334, 325, "150,00"), (372, 325, "pcs"), (405, 325, "0,49"),
        (443, 325, "19,00"), (487, 325, "73,50"), (531, 325, "87,47"),
        (74, 331, "BAG-BLUE-700X1100X0,07"), (259, 331, "7748539263943"),
        (301, 372, "Total net:"), (483, 372, "125,00 €"),
        (301, 384, "VAT 19%:"), (487, 384, "23,75 €"),
        (301, 396, "Total gross:"), (483, 396, "148,75 €"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice(sized_page((6.0, rows)))
    assert item_rows(fields) == [
        ("ROD-DIN976-M10X1000", "25", "2.06", "51.50"),
        ("BAG-BLUE-700X1100X0,07", "150", "0.49", "73.50"),
    ]


def _egg_farm_rows(code: str) -> Rows:
    # a farm's delivery invoice: the article cell of two lines centred on its row, right of
    # the row's own words (its kind over its EAN), under a centred "Artikel"
    return [
        (344, 212, "Hühnerhof Sonnental GbR"), (344, 226, "Feldweg 8"),
        (344, 240, "31246 Ilsede"), (53, 270, "Dorfladen Krüger"), (53, 284, "Marktplatz 5"),
        (53, 298, "38116 Braunschweig"),
        (53, 383, "Rechnung Nr."), (176, 383, "EGS102644"), (344, 383, "Datum"),
        (429, 383, "04.03.2026"),
        (347, 417, "Einzelpreis"), (417, 417, "Gesamtpreis"),
        (53, 425, "Lieferdatum Menge"), (273, 425, "Artikel"),
        (366, 432, "in €"), (441, 432, "in €"),
        (239, 446, "L br.Freil. (6er)"),
        (57, 455, "02.02.2026"), (134, 455, "30"), (183, 455, "Eier Kl. A"), (365, 455, "1,59"),
        (437, 455, "47,70"),
        (239, 463, code),
        (239, 474, "M br. Freil.(10er)"),
        (134, 483, "42"), (183, 483, "Eier Kl. A"), (365, 483, "2,45"), (434, 483, "102,90"),
        (239, 491, "4260694670026"),
        (344, 520, "Summe"), (452, 520, "150,60"), (298, 535, "+ Mwst. 7 %"), (459, 535, "10,54"),
        (344, 550, "Endbetrag"), (452, 550, "161,14 Euro"),
    ]  # fmt: skip


def test_an_article_cell_centred_on_its_row_ends_its_name_and_its_code_names_nothing() -> None:
    fields, _, _ = parse_invoice(sized_page((7.0, _egg_farm_rows("4260694670019"))))
    assert [row[0] for row in item_rows(fields)] == [
        "Eier Kl. A L br.Freil. (6er)",
        "Eier Kl. A M br. Freil.(10er)",
    ]
