"""Readings found on session 22's development invoices, each on an invented page."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, fields_of, right_aligned, sized_page

_ITEMS: Rows = [
    (50, 300, "Beschreibung"), (330, 300, "Menge"), (400, 300, "Preis"), (480, 300, "Betrag"),
    (50, 315, "Beratung vor Ort"), (340, 315, "4"), right_aligned(440, 315, "95,00"),
    right_aligned(530, 315, "380,00"),
    (330, 345, "Netto"), right_aligned(530, 345, "380,00"),
    (330, 360, "MwSt. 19 %"), right_aligned(530, 360, "72,20"),
    (330, 375, "Gesamtbetrag"), right_aligned(530, 375, "452,20"),
]  # fmt: skip


def test_a_national_tax_number_after_a_two_letter_word_is_read() -> None:
    # Polish "Nr VAT UE: 796-546-48-99": the NIP in digit groups after "UE:"
    rows: Rows = [
        (50, 50, "Fundacja Salomon"), (50, 62, "plac Matejki 64"),
        (50, 74, "31-651 Kraków"), (300, 74, "Nr VAT UE: 796-546-48-99"),
        (50, 110, "Faktura VAT nr: FV-0376"), (300, 110, "Wystawiono dnia: 30-06-2026"),
        (50, 300, "Opis"), (330, 300, "Ilość"), (400, 300, "Cena"), (480, 300, "Wartość"),
        (50, 315, "Usługa doradcza"), (340, 315, "2"), right_aligned(440, 315, "500,00"),
        right_aligned(530, 315, "1 000,00"),
        (330, 345, "Razem netto"), right_aligned(530, 345, "1 000,00"),
        (330, 360, "VAT 23 %"), right_aligned(530, 360, "230,00"),
        (330, 375, "Razem brutto"), right_aligned(530, 375, "1 230,00"),
    ]  # fmt: skip
    assert fields_of(rows).vendor_tax_id == "796-546-48-99"


def test_the_wrapped_end_of_a_label_is_no_party_heading() -> None:
    # "Código de" over "cliente" in a narrow label column: the customer's number, not a
    # "Cliente" heading; the customer is under "Faturar a" further right
    rows: Rows = [
        (400, 40, "Neto S/A"), (400, 52, "Largo de Francos, 39"), (400, 64, "6146-541 Almada"),
        (50, 100, "Fatura-Recibo"),
        (50, 130, "Fatura Nº"), (150, 130, "F2025948"), (320, 130, "Faturar a"),
        (50, 142, "Data"), (150, 142, "20/02/2025"), (320, 142, "Rocha Maia S.A."),
        (50, 154, "Código de"), (150, 154, "KD-76540"), (320, 154, "Alameda José Brito, 8"),
        (50, 163, "cliente"), (320, 166, "2870-779 Torres Novas"),
        (50, 178, "N.º de"), (150, 178, "4500095384"),
        (50, 187, "encomenda"),
        (50, 300, "Artigo"), (330, 300, "Qtd."), (400, 300, "Preço"), (480, 300, "Valor"),
        (50, 315, "Alojamento web"), (340, 315, "3"), right_aligned(440, 315, "29,64"),
        right_aligned(530, 315, "88,92"),
        (330, 345, "Total s/ IVA"), right_aligned(530, 345, "88,92"),
        (330, 360, "IVA 23 %"), right_aligned(530, 360, "20,45"),
        (330, 375, "Total"), right_aligned(530, 375, "109,37"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.customer_name == "Rocha Maia S.A."
    assert fields.customer_address == "Alameda José Brito, 8, 2870-779 Torres Novas"


def test_a_subtitle_over_a_lower_case_company_name_is_no_part_of_it() -> None:
    # "Definitieve factuur" (a title) over "van der Berg BV": the name is the line with the
    # legal form; "Onze factuur nr." and "Projectnr." beside them are labels, not names
    big: Rows = [(46, 46, "FACTUUR")]
    mid: Rows = [(46, 65, "Definitieve factuur"), (46, 78, "van der Berg BV")]
    small: Rows = [
        (303, 44, "Onze factuur nr."), (495, 44, "991/2026"),
        (303, 56, "Datum factuur"), (486, 56, "01-06-2026"),
        (303, 78, "Projectnr."), (496, 78, "AB28494"),
        (46, 92, "Meesboulevard 747"), (46, 104, "4614 UW Koog aan de Zaan"),
        (46, 170, "Aan"), (46, 184, "Stichting Geneart"), (46, 196, "Marinussingel 37"),
        (46, 208, "2841 FR Lemmer"),
        (50, 300, "Omschrijving"), (330, 300, "Aantal"), (400, 300, "Prijs"),
        (480, 300, "Bedrag"),
        (50, 315, "Advieswerk"), (340, 315, "2"), right_aligned(440, 315, "100,00"),
        right_aligned(530, 315, "200,00"),
        (330, 345, "Subtotaal"), right_aligned(530, 345, "200,00"),
        (330, 360, "BTW 21 %"), right_aligned(530, 360, "42,00"),
        (330, 375, "Totaal"), right_aligned(530, 375, "242,00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice(sized_page((15.0, big), (11.0, mid), (7.0, small)))
    assert fields.vendor_name == "van der Berg BV"
    assert fields.invoice_number == "991/2026"


def test_a_date_whose_year_a_grid_cell_wrapped_is_read_whole() -> None:
    # a form's row of labels over its values; "23 de septiembre de" over "2026" in the
    # "Fecha" column; "Pago a cuenta" is a deposit's label, no payment terms
    rows: Rows = [
        (340, 40, "Hnos Tolosa S.Coop."), (340, 52, "Cuesta de Palmira 90"),
        (340, 64, "33118 Oviedo"),
        (70, 140, "Almeida Neto S/A"), (70, 152, "Av Cristiano Sousa, 6"),
        (70, 164, "5157-546 Lixa"),
        (70, 240, "S/Ref."), (190, 240, "Su solicitud del"), (305, 240, "Nuestra referencia"),
        (420, 240, "Fecha"),
        (70, 252, "eg-sn"), (190, 252, "2 de septiembre de"), (305, 252, "HG/42"),
        (420, 252, "23 de septiembre de"),
        (190, 262, "2026"), (420, 262, "2026"),
        (70, 290, "Factura F2026322"),
        (78, 376, "#"), (100, 376, "Descripción"), (308, 376, "Cant."), (400, 376, "Precio"),
        (485, 376, "Subtotal"),
        (80, 391, "1"), (100, 391, "Servicios de consultoría"), (325, 391, "10"),
        right_aligned(450, 391, "72,85"), right_aligned(530, 391, "728,50"),
        (280, 420, "Total sin IVA"), right_aligned(530, 420, "728,50"),
        (280, 435, "IVA 21 %"), right_aligned(530, 435, "152,99"),
        (280, 450, "TOTAL"), right_aligned(530, 450, "881,49"),
        (280, 465, "Pago a cuenta"), right_aligned(530, 465, "-200,00"),
        (280, 480, "Pendiente de pago"), right_aligned(530, 480, "681,49"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.invoice_date == date(2026, 9, 23)
    assert fields.payment_terms is None


def _restaurant_receipt() -> Rows:
    return [
        (14, 14, "RESTAURANTE PORTO NOVO"), (367, 14, "FATURA-RECIBO Nº"),
        (14, 25, "GOMES & FILHOS, LDA"), (379, 25, "FT 18A2401/3310"),
        (14, 37, "Rua do Souto 13"), (14, 48, "4700-308 Braga"), (14, 59, "NIF: 502245638"),
        (51, 212, "DATA"), (117, 212, "CLIENTE"), (169, 212, "CONTRIBUINTE"),
        (246, 212, "VENDEDOR"), (479, 212, "DOCUMENTO"),
        (15, 222, "12-11-2024"), (115, 222, "1804095"), (174, 222, "245857036"),
        (244, 222, "231200193"), (488, 222, "Original"),
        (28, 233, "OBSERVAÇÕES"), (102, 233, "Pago por Cartão de Débito"),
        (31, 265, "Código"), (163, 265, "Designação"), (319, 265, "QTD"),
        (378, 265, "Preço Un."), (447, 265, "D%"), (480, 265, "Iva"), (531, 265, "Valor"),
        (15, 278, "1800038"), (78, 278, "CALDO VERDE"), (334, 278, "2,00 UN"),
        right_aligned(430, 278, "1,80 €"), (456, 278, "0,00"), (488, 278, "13%"),
        right_aligned(575, 278, "3,60 €"),
        (15, 290, "1800098"), (78, 290, "COCA-COLA ZERO"), (334, 290, "1,00 UN"),
        right_aligned(430, 290, "1,80 €"), (456, 290, "0,00"), (488, 290, "23%"),
        right_aligned(575, 290, "1,80 €"),
        (46, 694, "Incidências"), (147, 694, "%"), (196, 694, "Valor do IVA"),
        (286, 694, "TOTAL"), (447, 694, "TOTAIS"),
        (95, 705, "3,19 €"), (154, 705, "13,00"), (242, 705, "0,41 €"), (306, 705, "3,60 €"),
        (348, 705, "TOTAL DE DESCONTOS"), right_aligned(575, 705, "0,00 €"),
        (100, 717, "1,46 €"), (154, 717, "23,00"), (242, 717, "0,34 €"), (310, 717, "1,80 €"),
        (348, 717, "VALOR LÍQUIDO"), right_aligned(575, 717, "4,65 €"),
        (348, 728, "TOTAL DE IVA"), right_aligned(575, 728, "0,75 €"),
        (399, 750, "TOTAL"), right_aligned(575, 750, "5,40 €"),
    ]  # fmt: skip


def test_a_discount_percent_column_headed_d_percent_holds_no_price() -> None:
    # "D%" heads the line discount's percentage ("0,00"), left of the VAT rate and the amount
    fields = fields_of(_restaurant_receipt())
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("CALDO VERDE", Decimal("2"), Decimal("1.80"), Decimal("3.60")),
        ("COCA-COLA ZERO", Decimal("1"), Decimal("1.80"), Decimal("1.80")),
    ]


def test_a_payment_phrase_naming_only_the_card_paid_with_is_no_terms() -> None:
    assert fields_of(_restaurant_receipt()).payment_terms is None


def test_a_vendor_word_heading_a_form_column_names_no_vendor() -> None:
    # "VENDEDOR" heads the salesperson's number in a row of column headers: the issuer is
    # the letterhead's company
    fields = fields_of(_restaurant_receipt())
    assert fields.vendor_name == "GOMES & FILHOS, LDA"
    assert fields.vendor_address == "Rua do Souto 13, 4700-308 Braga"


def test_a_tax_table_sharing_its_lines_with_the_totals_block_is_read() -> None:
    # the rows by rate end where the totals block's labels start on the same lines
    fields = fields_of(_restaurant_receipt())
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("13.00"), Decimal("3.19"), Decimal("0.41")),
        (Decimal("23.00"), Decimal("1.46"), Decimal("0.34")),
    ]


def test_middle_dots_a_font_gives_for_the_currency_sign_after_amounts_are_dropped() -> None:
    # "3 400,00 ·": the euro sign of a font without its glyph; the rows read as figures and
    # no currency is guessed from it
    rows: Rows = [
        (50, 55, "FACTURE N° 2026-0042"), (50, 85, "Émetteur : Tech Solutions SAS"),
        (50, 100, "Date : 15/03/2026"), (50, 130, "Client : Dupont SARL"),
        (50, 176, "Description"), (166, 176, "Quantité"), (220, 176, "Prix unitaire"),
        (290, 176, "Total"),
        (50, 206, "Licence logiciel annuelle"), (197, 206, "1"), (233, 206, "3 400,00 ·"),
        (295, 206, "3 400,00 ·"),
        (50, 221, "Support technique (heures)"), (205, 221, "10"), (254, 221, "95,00 ·"),
        (306, 221, "950,00 ·"),
        (50, 281, "Total HT :"), (239, 281, "4 350,00 ·"),
        (50, 297, "TVA (20%) :"), (248, 297, "870,00 ·"),
        (50, 312, "Total TTC :"), (243, 312, "5 220,00 ·"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("Licence logiciel annuelle", Decimal("1"), Decimal("3400.00"), Decimal("3400.00")),
        ("Support technique (heures)", Decimal("10"), Decimal("95.00"), Decimal("950.00")),
    ]
    assert fields.currency is None


def _polish_invoice() -> Rows:
    return [
        (427, 104, "Faktura 233/07/2025"), (374, 117, "Data wystawienia: 2025-07-23"),
        (40, 112, "Sprzedawca:"), (40, 125, "Oklejanie Olszyński"), (40, 138, "ul. Polna 2"),
        (40, 151, "30-727 Kraków"),
        (40, 194, "Nabywca:"), (40, 205, "2VISION SPÓŁKA Z OGRANICZONĄ"),
        (40, 218, "ODPOWIEDZIALNOŚCIĄ"), (40, 233, "ul. Dąbska 20A/17"), (40, 246, "31-572 Kraków"),
        (43, 285, "Lp"), (150, 285, "Nazwa"), (275, 285, "Jedn"), (306, 285, "Ilość"),
        (337, 285, "Cena netto"), (389, 285, "Stawka"), (428, 285, "Wartość netto"),
        (492, 285, "Wartość brutto"),
        (50, 296, "1 Wyklejenie samochodu IVECO"), (277, 296, "szt."), (324, 296, "1"),
        right_aligned(385, 296, "427,00"), (403, 296, "23%"), right_aligned(490, 296, "427,00"),
        right_aligned(555, 296, "525,21"),
        (50, 309, "2 Odrysowanie loga"), (277, 309, "szt."), (324, 309, "1"),
        right_aligned(385, 309, "75,00"), (403, 309, "23%"), right_aligned(490, 309, "75,00"),
        right_aligned(555, 309, "92,25"),
        (57, 350, "Razem netto"), right_aligned(200, 350, "502,00"),
        (57, 362, "Kwota VAT"), right_aligned(200, 362, "115,46"),
        (57, 374, "Razem brutto"), right_aligned(200, 374, "617,46"),
        (40, 405, "Do zapłaty: 617,46"),
        (320, 405, "Sposób zapłaty: przelew, Data zapłaty: 2025-07-23"),
    ]  # fmt: skip


def test_a_company_name_whose_legal_form_wraps_is_read_whole() -> None:
    # "SPÓŁKA Z OGRANICZONĄ" / "ODPOWIEDZIALNOŚCIĄ": the legal form written out over two lines
    fields = fields_of(_polish_invoice())
    assert fields.customer_name == "2VISION SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ"
    assert fields.customer_address == "ul. Dąbska 20A/17, 31-572 Kraków"


def test_terms_end_at_another_fields_label_after_a_comma() -> None:
    # "przelew, Data zapłaty: 2025-07-23": the method, then the payment's date: no terms
    assert fields_of(_polish_invoice()).payment_terms is None


def test_a_description_ending_left_of_a_centred_header_is_not_the_unit_cell() -> None:
    # "2 Odrysowanie loga" ends left of "Nazwa"; "szt." right of it is the unit column's cell
    items = fields_of(_polish_invoice()).line_items
    assert [i.description for i in items] == ["Wyklejenie samochodu IVECO", "Odrysowanie loga"]


def _letter_invoice() -> Rows:
    return [
        (57, 189, "Till Friebe, Hessische Straße 12, 10115 Berlin"),
        (57, 225, "Rainhackers AG"), (57, 259, "Geranienstraße 5"), (57, 274, "82031 Grünwald"),
        (449, 285, "Rechnungsnummer:"), (486, 298, "20240526-1"),
        (450, 340, "Berlin, 26.05.2024"),
        (57, 369, "Rechnung"),
        (57, 441, "für die erbrachte Leistung erhalten Sie die Rechnung. Bitte zahlen Sie den unten"),
        (57, 456, "aufgeführten Gesamtbetrag unter Angabe der Rechnungsnummer (20240526-1) bis zum 26.06.2024"),
        (57, 470, "auf das angegebene Konto ein."),
        (79, 509, "Bezeichnung"), (360, 509, "Preis"), (410, 509, "Anzahl"), (470, 509, "Betrag"),
        (79, 524, "Member Cockpit"), right_aligned(390, 524, "85.00"), (415, 524, "4"),
        right_aligned(520, 524, "340.00"),
        (79, 560, "Summe Dienstleistungen"), right_aligned(520, 560, "340.00"),
        (79, 574, "MwSt. (19%)"), right_aligned(520, 574, "64.60"),
        (79, 588, "Gesamtsumme"), right_aligned(520, 588, "404.60"),
    ]  # fmt: skip


def test_the_first_name_till_is_no_till_number_label() -> None:
    # "Till Friebe, Street 12, Town": the sender line names the issuer; "Till 3" stays a label
    fields = fields_of(_letter_invoice())
    assert fields.vendor_name == "Till Friebe"
    assert fields.vendor_address == "Hessische Straße 12, 10115 Berlin"
    assert fields.customer_name == "Rainhackers AG"


def test_a_date_to_pay_by_after_the_invoice_number_is_no_issue_date() -> None:
    # "... Rechnungsnummer (20240526-1) bis zum 26.06.2024": the due date, in a sentence whose
    # paying verb is on the line above; the issue date is the letter's "Berlin, 26.05.2024"
    fields = fields_of(_letter_invoice())
    assert fields.invoice_date == date(2024, 5, 26)
    assert fields.due_date == date(2024, 6, 26)


def _argentine_rows() -> Rows:
    return [
        (60, 62, "FERRETERIA DEL SUR S.A."), (30, 72, "San Martin 1440, 2132 Funes"),
        (350, 25, "Factura A"), (460, 25, "Nº 0006-00247202"),
        (420, 48, "Fecha de Emision: 05/09/25"),
        (15, 114, "CLIENTE:"), (70, 114, "PAULUK Ricardo Federico"),
        (20, 176, "COD"), (50, 176, "Cantidad"), (128, 176, "Descripcion"), (290, 176, "ORIGEN"),
        (340, 176, "PRE.LISTA"), (400, 176, "%Bon1"), (430, 176, "%Bon2"), (500, 176, "Importe"),
        (14, 195, "8042"), (57, 195, "3.00"), (90, 195, "STANLEY pinza presion curva"),
        (290, 195, "NP155017"), right_aligned(385, 195, "23,467.03"), (405, 195, "18.00"),
        (432, 195, "10.00"), right_aligned(540, 195, "51,955.98"),
        (14, 209, "6631"), (53, 209, "10.00"), (90, 209, "PUMPKIN Pelacable 10mm"),
        (290, 209, "NP155017"), right_aligned(385, 209, "1,778.40"), (405, 209, "18.00"),
        (435, 209, "5.00"), right_aligned(540, 209, "13,853.74"),
        (400, 260, "SUBTOTAL"), right_aligned(540, 260, "65,809.72"),
        (400, 275, "IVA 21%"), right_aligned(540, 275, "13,820.04"),
        (400, 290, "TOTAL"), right_aligned(540, 290, "79,629.76"),
    ]  # fmt: skip


def test_list_price_discount_and_origin_columns_of_a_spanish_table() -> None:
    # "PRE.LISTA" is the unit price, "%Bon1 %Bon2" successive discounts, "ORIGEN" an id
    # column; the quantity stands left of the description, a brand word opening it after a
    # column gap is the description's, not the quantity's unit
    items = fields_of(_argentine_rows()).line_items
    assert [(i.description, i.quantity, i.unit_price) for i in items] == [
        ("STANLEY pinza presion curva", Decimal("3"), Decimal("23467.03")),
        ("PUMPKIN Pelacable 10mm", Decimal("10"), Decimal("1778.40")),
    ]


def test_a_letter_spaced_header_word_is_read_as_one_word() -> None:
    # a text layer gives "D e s c r i p c i o n" as one word per letter: the header still
    # heads the table and its column bounds the descriptions
    rows: Rows = [
        (60, 62, "Ferretería del Sur S.A."), (350, 25, "Factura A Nº 0006-00247202"),
        (350, 40, "Fecha: 05/09/2025"),
        (20, 176, "COD"), (120, 176, "D e s c r i p c i o n"), (340, 176, "Precio"),
        (400, 176, "Cant."), (500, 176, "Importe"),
        (14, 195, "8042"), (120, 195, "Pinza presion curva"), right_aligned(385, 195, "150,00"),
        (410, 195, "3"), right_aligned(540, 195, "450,00"),
        (14, 209, "6631"), (120, 209, "Pelacable 10mm"), right_aligned(385, 209, "20,00"),
        (410, 209, "5"), right_aligned(540, 209, "100,00"),
        (400, 260, "Subtotal"), right_aligned(540, 260, "550,00"),
        (400, 275, "IVA 21%"), right_aligned(540, 275, "115,50"),
        (400, 290, "Total"), right_aligned(540, 290, "665,50"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [(i.description, i.amount) for i in items] == [
        ("Pinza presion curva", Decimal("450.00")),
        ("Pelacable 10mm", Decimal("100.00")),
    ]


def test_a_total_row_whose_cells_ran_together_around_the_rate_is_read() -> None:
    # "Razem  2845,53 23% 654,47  3500,00": net, rate and tax in one segment of the text layer
    rows: Rows = [
        (40, 75, "Faktura"), (40, 115, "Nr 1/2014"),
        (40, 181, "Sprzedawca"), (309, 181, "Nabywca"),
        (40, 206, "Systemy Internetowe S.A."), (309, 206, "Mała Firma sp. z o.o."),
        (40, 299, "Data wystawienia:"), (174, 299, "21.01.2014"),
        (44, 365, "Usługa"), (269, 365, "Ilość"), (314, 365, "Cena"), (369, 365, "Wart."),
        (416, 365, "VAT Kwota"), (508, 365, "Wart."),
        (313, 380, "netto"), (369, 380, "netto"), (457, 380, "VAT"), (504, 380, "brutto"),
        (44, 404, "Usługi programistyczne"), (268, 404, "1 usł. 2845,53 2845,53 23% 654,47"),
        (501, 404, "3500,00"),
        (309, 428, "Razem"), (362, 428, "2845,53 23% 654,47"), (498, 428, "3500,00"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert (fields.subtotal, fields.tax_amount, fields.total) == (
        Decimal("2845.53"),
        Decimal("654.47"),
        Decimal("3500.00"),
    )


def _hotel_invoice() -> Rows:
    return [
        (471, 75, "FACTURE"), (501, 113, "20/09/2023"), (493, 127, "nº 2023-6013"),
        (43, 169, "Hôtel du Parc SAS"), (43, 184, "2, rue de la Paix"), (43, 198, "75000 Paris"),
        (43, 213, "France"), (43, 227, "+33 1 01 12 34 56"),
        (397, 256, "Ateliers Morel SARL"), (397, 271, "27, Rue de Bassano"),
        (397, 285, "75008 Paris"), (397, 300, "France"),
        (115, 399, "Description"), (269, 399, "Quantité"), (326, 399, "Prix HT"),
        (414, 399, "TVA"), (481, 399, "Total HT"),
        (59, 411, "Chambre du 09/08/2023 au 15/08/2023"), (287, 411, "6"),
        right_aligned(390, 411, "205,90 €"), (413, 411, "10 %"), right_aligned(540, 411, "1.235,40 €"),
        (90, 423, "Forfait taxe de séjour"), (287, 423, "6"), right_aligned(390, 423, "1,65"),
        (416, 423, "0 %"), right_aligned(540, 423, "9,90 €"),
        (363, 480, "Total HT"), right_aligned(540, 480, "1.245,30 €"),
        (363, 500, "Total TVA"), right_aligned(540, 500, "123,54 €"),
        (363, 520, "Total TTC"), right_aligned(540, 520, "1.368,84 €"),
        (43, 651, "La loi nous fait l'obligation de vous indiquer que le non-respect des conditions de paiement entraine des intérêts de retard."),
        (43, 701, "Mode de règlement : Virement bancaire (IBAN : FR7630003000402964223654178) en indiquant le numéro de facture"),
        (43, 715, "Conditions de règlement : 30 jours net"),
        (43, 730, "Date limite de règlement : 19/10/2023"),
        (257, 788, "Hôtel du Parc SAS"),
        (209, 800, "2, rue de la Paix – 75000 Paris – Tel: +33 1 01 12 34 56"),
        (99, 812, "SASU au capital de 200000€ - R.C.S Paris 123 456 789 - TVA FR40123456824"),
    ]  # fmt: skip


def test_terms_are_neither_label_words_inside_a_sentence_nor_bank_details() -> None:
    # "... le non-respect des conditions de paiement entraine ...": a legal sentence;
    # "Mode de règlement : Virement bancaire (IBAN : ...)": where to pay; the terms follow
    assert fields_of(_hotel_invoice()).payment_terms == "30 jours net"


def test_the_window_address_search_stops_at_the_item_table_header() -> None:
    # the recipient's block at the right; the table's "Description" header over its rows is
    # no name over an address
    fields = fields_of(_hotel_invoice())
    assert fields.customer_name == "Ateliers Morel SARL"
    assert fields.customer_address == "27, Rue de Bassano, 75008 Paris, France"


def _erp_rows() -> Rows:
    return [
        (304, 40, "Bartl Reitinger KG"), (304, 51, "Fichtenweg 67"), (304, 62, "2628 Wels"),
        (40, 72, "Fellinger GmbH"), (40, 83, "Gartengasse 5/1"), (40, 94, "1789 Mureck"),
        (40, 123, "Rechnung FV-2026-08569"),
        (40, 152, "Belegdatum"), (145, 152, "Fälligkeitsdatum"), (249, 152, "Auftrags-Nr."),
        (354, 152, "Bestell-Nr."), (459, 152, "Kd.-Nr."),
        (40, 166, "01.05.2026"), (145, 166, "31.05.2026"), (249, 166, "S26870"),
        (354, 166, "PO32113"), (459, 166, "7229536"),
        (40, 193, "Artikelnr."), (98, 193, "Beschreibung"), (308, 193, "Anzahl"),
        (354, 193, "E-Preis"), (402, 193, "Rabatt %"), (459, 193, "USt."), (525, 193, "Betrag"),
        (40, 209, "C69132"), (98, 209, "Verlängerungskabel"), (315, 209, "12 St."),
        right_aligned(386, 209, "348,39"), right_aligned(443, 209, "0,00"),
        (459, 209, "MwSt. 20%"), right_aligned(555, 209, "4.180,68"),
        (40, 223, "A15520"), (98, 223, "Holzschrauben"), (320, 223, "4 St."),
        right_aligned(386, 223, "207,71"), right_aligned(443, 223, "0,00"),
        (459, 223, "MwSt. 20%"), right_aligned(555, 223, "830,84"),
        (426, 288, "Nettobetrag"), right_aligned(555, 288, "5.011,52"),
        (430, 303, "MwSt. 20%"), right_aligned(555, 303, "1.002,30"),
        (408, 318, "Summe brutto"), right_aligned(555, 318, "6.013,82 EUR"),
    ]  # fmt: skip


def test_a_vat_column_printing_the_tax_name_with_its_rate_holds_no_price() -> None:
    # "MwSt. 20%" under a narrow "USt." header: one cell of the VAT column
    items = fields_of(_erp_rows()).line_items
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in items] == [
        ("Verlängerungskabel", Decimal("12"), Decimal("348.39"), Decimal("4180.68")),
        ("Holzschrauben", Decimal("4"), Decimal("207.71"), Decimal("830.84")),
    ]


def test_the_buyers_order_label_wins_over_a_plain_order_label() -> None:
    # "Auftrags-Nr." may be the seller's sales order; "Bestell-Nr." is the buyer's
    assert fields_of(_erp_rows()).purchase_order == "PO32113"


def test_business_term_codes_of_a_visualised_e_invoice_are_no_values() -> None:
    # "BT-27  Lee, Vasquez and Butler": the EN 16931 codes beside labels and values go; a VAT
    # category code before the rate ("S  8.875%") is no price
    rows: Rows = [
        (40, 40, "INVOICE – Courtesy copy of electronic invoice"),
        (40, 79, "Seller"), (312, 79, "Buyer"),
        (40, 94, "BT-27"), (90, 94, "Lee, Vasquez and Butler"), (312, 94, "BT-44"),
        (362, 94, "Brady-Serrano"),
        (40, 109, "BG-5"), (90, 109, "3314 Tamara Wall"), (312, 109, "BG-8"),
        (362, 109, "14537 Jeffrey Knoll"),
        (90, 119, "Terriland, VA 89267"), (362, 119, "Teresaburgh, GA 87252"),
        (40, 155, "BT-1"), (90, 155, "Invoice ID"), (216, 155, "RE-2025-42351"),
        (40, 170, "BT-2"), (90, 170, "Date of issue"), (216, 170, "09/05/2025"),
        (40, 263, "BT-126"), (86, 263, "BT-153 Details"), (256, 263, "BT-129 Quantity"),
        (346, 263, "BT-146 Unit price"), (520, 263, "BT-131 Line total"),
        (40, 285, "1"), (86, 285, "Cable ties"), (274, 285, "10"), right_aligned(406, 285, "277.29"),
        (427, 285, "S"), (471, 285, "8.875%"), right_aligned(560, 285, "2,772.90"),
        (40, 299, "2"), (86, 299, "Drill bit set"), (278, 299, "5"), right_aligned(406, 299, "168.80"),
        (427, 299, "S"), (471, 299, "8.875%"), right_aligned(560, 299, "844.00"),
        (312, 334, "BT-106"), (362, 334, "Subtotal"), right_aligned(560, 334, "3,616.90"),
        (312, 351, "BT-110"), (362, 351, "VAT"), right_aligned(560, 351, "321.00"),
        (312, 366, "BT-112"), (362, 366, "Total"), right_aligned(560, 366, "$3,937.90"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert (fields.vendor_name, fields.customer_name) == (
        "Lee, Vasquez and Butler",
        "Brady-Serrano",
    )
    assert fields.invoice_number == "RE-2025-42351"
    assert [(i.description, i.unit_price, i.amount) for i in fields.line_items] == [
        ("Cable ties", Decimal("277.29"), Decimal("2772.90")),
        ("Drill bit set", Decimal("168.80"), Decimal("844.00")),
    ]


def test_a_tax_class_letter_between_price_and_amount_is_no_price() -> None:
    # "23.78  B  1'189.00": the row's tax class in a column without a header
    rows: Rows = [
        (487, 36, "Rechnung"), (304, 61, "Rechnungs-Nr."), (514, 61, "FV-2025-00271"),
        (36, 66, "Haas Bosshard AG"), (36, 81, "Freistrasse 481"), (36, 89, "9120 Pratteln"),
        (36, 184, "Art.-Nr."), (100, 184, "Leistung"), (328, 184, "Menge"), (363, 184, "ME"),
        (425, 184, "Einzelpreis"), (540, 184, "Betrag"),
        (36, 214, "510783"), (100, 214, "Bohrer-Set 6 mm"), (340, 214, "50"), (363, 214, "kg"),
        right_aligned(470, 214, "23.78"), (477, 214, "B"), right_aligned(570, 214, "1'189.00"),
        (36, 228, "558417"), (100, 228, "Kugelhahn 8 mm"), (340, 228, "12"), (363, 228, "kg"),
        right_aligned(470, 228, "7.10"), (477, 228, "A"), right_aligned(570, 228, "85.20"),
        (408, 300, "Total"), right_aligned(570, 300, "1'274.20"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [(i.quantity, i.unit_price, i.amount) for i in items] == [
        (Decimal("50"), Decimal("23.78"), Decimal("1189.00")),
        (Decimal("12"), Decimal("7.10"), Decimal("85.20")),
    ]


def test_an_erps_taxes_column_and_a_causale_header() -> None:
    # "Impuestos" heads the taxes column whose cells print "I.V.A. 21%"; Italian "Causale"
    # heads the description, the article code left of it is no part of it
    es_rows: Rows = [
        (40, 76, "Industrias Ibañez S.L."), (40, 132, "FACTURA FV-2025-91304"),
        (40, 222, "Código"), (84, 222, "Descripción"), (297, 222, "Cantidad"),
        (349, 222, "Precio unitario"), (466, 222, "Impuestos"), (535, 222, "Total"),
        (40, 240, "A60184"), (84, 240, "Foco de obra"), (309, 240, "12 ud."),
        right_aligned(416, 240, "262,40"), (466, 240, "I.V.A. 21%"), right_aligned(560, 240, "3.148,80"),
        (40, 360, "Subtotal"), right_aligned(330, 360, "3.148,80"),
        (40, 377, "I.V.A. 21%"), right_aligned(330, 377, "661,25"),
        (40, 393, "Total factura"), right_aligned(330, 393, "3.810,05 €"),
    ]  # fmt: skip
    items = fields_of(es_rows).line_items
    assert [(i.description, i.unit_price, i.amount) for i in items] == [
        ("Foco de obra", Decimal("262.40"), Decimal("3148.80"))
    ]
    it_rows: Rows = [
        (36, 40, "Ferramenta Rossi S.r.l."), (36, 120, "Fattura n. 2025/119"),
        (36, 199, "Cod. art."), (100, 199, "Causale"), (333, 199, "Q.tà"), (435, 199, "Prezzo"),
        (539, 199, "Totale"),
        (36, 230, "823682"), (100, 230, "Tubo di rame 6 mm"), (343, 230, "1"),
        right_aligned(468, 230, "40,67"), right_aligned(570, 230, "40,67"),
        (36, 244, "579599"), (100, 244, "Tassello DN 20"), (339, 244, "10"),
        right_aligned(468, 244, "16,80"), right_aligned(570, 244, "168,00"),
        (430, 300, "Totale"), right_aligned(570, 300, "208,67"),
    ]  # fmt: skip
    items = fields_of(it_rows).line_items
    assert [i.description for i in items] == ["Tubo di rame 6 mm", "Tassello DN 20"]


def test_a_footer_line_of_parts_runs_on_to_the_line_under_it() -> None:
    # "Fellinger GmbH · Gartengasse" over "5/1 · 1789 Mureck" in the footer's first column:
    # one line of parts wrapped, the street's number on the second line
    rows: Rows = [
        (304, 40, "Bartl Reitinger KG"), (304, 51, "Fichtenweg 67"), (304, 62, "2628 Wels"),
        (40, 123, "Rechnung FV-2026-08569"), (40, 140, "Rechnungsdatum: 01.05.2026"),
        (40, 193, "Beschreibung"), (308, 193, "Menge"), (354, 193, "Preis"), (525, 193, "Betrag"),
        (40, 209, "Verlängerungskabel"), (315, 209, "12"), right_aligned(386, 209, "348,39"),
        right_aligned(555, 209, "4.180,68"),
        (426, 288, "Nettobetrag"), right_aligned(555, 288, "4.180,68"),
        (430, 303, "MwSt. 20%"), right_aligned(555, 303, "836,14"),
        (408, 318, "Summe brutto"), right_aligned(555, 318, "5.016,82 EUR"),
        (40, 792, "Fellinger GmbH · Gartengasse"), (202, 792, "IBAN: AT20 3833 3069 6739 9585"),
        (40, 801, "5/1 · 1789 Mureck"), (202, 801, "BIC: RZSTAT2G138"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.vendor_name == "Fellinger GmbH"
    assert fields.vendor_address == "Gartengasse 5/1, 1789 Mureck"


def test_header_cells_set_a_little_lower_between_the_others_join_the_header() -> None:
    # "Artikel ... Gesamt" over "Menge  Einzelpreis": one header at two heights
    rows: Rows = [
        (40, 40, "Zürcher Metallbau AG"), (40, 52, "Bahnhofstrasse 5, 8001 Zürich"),
        (40, 80, "Rechnung RE-2025-0042"), (40, 92, "Datum: 09.05.2025"),
        (86, 269, "Artikel"), (506, 269, "Gesamt"),
        (243, 277, "Menge"), (346, 277, "Einzelpreis"),
        (40, 291, "1"), (86, 291, "Sechskantschraube"), (261, 291, "2"),
        right_aligned(390, 291, "249.14"), right_aligned(560, 291, "498.28"),
        (40, 306, "2"), (86, 306, "Kugelhahn"), (255, 306, "2.5"),
        right_aligned(390, 306, "126.20"), right_aligned(560, 306, "315.50"),
        (357, 340, "Nettobetrag"), right_aligned(560, 340, "813.78"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [(i.description, i.quantity, i.unit_price) for i in items] == [
        ("Sechskantschraube", Decimal("2"), Decimal("249.14")),
        ("Kugelhahn", Decimal("2.5"), Decimal("126.20")),
    ]


def test_kort_percent_heads_a_dutch_discount_column() -> None:
    rows: Rows = [
        (40, 40, "Lindeboom Installatie B.V."), (40, 80, "Factuur 2025-0031"),
        (40, 92, "Datum: 21-08-2025"),
        (40, 206, "Art.nr."), (86, 206, "Beschrijving"), (323, 206, "Hoeveelheid"),
        (397, 206, "Prijs"), (430, 206, "Kort.%"), (530, 206, "Totaal"),
        (40, 224, "M98350"), (86, 224, "Zeskantbout"), (343, 224, "10"),
        right_aligned(416, 224, "111,54"), right_aligned(460, 224, "0,00"),
        right_aligned(565, 224, "1.115,40"),
        (437, 333, "Netto bedrag"), right_aligned(565, 333, "1.115,40"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [(i.quantity, i.unit_price) for i in items] == [(Decimal("10"), Decimal("111.54"))]


def test_the_wrapped_end_of_a_label_is_no_customer_label() -> None:
    # "Código de" over "cliente" in the facts column: no "Cliente" label over the next fact;
    # the customer is the window block on the left
    rows: Rows = [
        (459, 40, "Alameda de Pacheco, 9"), (492, 48, "7750-649 Lixa"),
        (45, 75, "Energia Cruz S.A."),
        (45, 122, "Bruna Neves"), (304, 122, "Fatura n.º"), (377, 122, "5711927412"),
        (45, 134, "Praça Simão Campos, 12"), (304, 140, "Data"), (377, 140, "03/01/2026"),
        (45, 146, "4562-551 Olhão"),
        (304, 156, "Código de"), (377, 156, "533859"), (304, 165, "cliente"),
        (304, 184, "N.º de contrato"), (377, 184, "8522034329"),
        (45, 251, "Resumo da fatura"),
        (45, 288, "Total a pagar"), right_aligned(560, 288, "84,12 €"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.customer_name == "Bruna Neves"
    assert fields.customer_address == "Praça Simão Campos, 12, 4562-551 Olhão"


def test_a_customer_label_with_the_name_in_the_next_cell() -> None:
    # a hotel folio's "Guest  Nicole Walsh": the name beside its label, not the fact under it
    rows: Rows = [
        (253, 40, "Lopez Hotel"),
        (179, 67, "4904 Powell Walks, Emilychester, TX 55367 · (359)819-2599"),
        (352, 99, "Room No."), (430, 99, "370"),
        (352, 118, "Arrival"), (430, 118, "Sep 9, 2025"),
        (352, 136, "Departure"), (430, 136, "Sep 12, 2025"),
        (352, 171, "Guest"), (430, 171, "Nicole Walsh"),
        (352, 188, "Invoice number 9578394241"),
        (352, 206, "Invoice date"), (430, 206, "Sep 12, 2025"),
        (40, 266, "Date"), (106, 266, "Details"), (434, 266, "Quantity"), (488, 266, "Unit price"),
        (550, 266, "Total"),
        (40, 285, "Sep 9, 2025"), (106, 285, "Accommodation"), (467, 285, "1"),
        right_aligned(530, 285, "179.28"), right_aligned(575, 285, "179.28"),
        (430, 340, "Total"), right_aligned(575, 340, "179.28"),
    ]  # fmt: skip
    assert fields_of(rows).customer_name == "Nicole Walsh"


def test_terms_end_where_the_bank_details_start() -> None:
    # "Pago a 30 días. Transferencia bancaria: ES12 ...": the terms, then how and where to pay
    rows: Rows = [
        (40, 40, "Verifactu Business S.L."), (40, 52, "Calle Mayor 5, 28013 Madrid"),
        (350, 40, "FACTURA F-2025-0007"), (350, 52, "Fecha: 15/03/2025"),
        (40, 200, "Concepto"), (300, 200, "Cant."), (380, 200, "Precio"), (480, 200, "Importe"),
        (40, 215, "Consultoría"), (305, 215, "2"), right_aligned(420, 215, "100,00"),
        right_aligned(540, 215, "200,00"),
        (380, 260, "Total"), right_aligned(540, 260, "242,00 €"),
        (40, 300, "Pago a 30 días. Transferencia bancaria: ES12 3456 7890 1234 5678 9012"),
    ]  # fmt: skip
    assert fields_of(rows).payment_terms == "Pago a 30 días"


def test_a_groups_numbered_title_is_no_part_of_the_item_above() -> None:
    # "2  Gewerk 2" under position 1.2: the next group's title, not the end of 1.2's text
    rows: Rows = [
        (55, 40, "Fliesen Huber GmbH"), (55, 52, "Ringstraße 4, 34117 Kassel"),
        (55, 80, "Rechnung R-2026-0193"), (55, 92, "Datum: 09.10.2026"),
        (55, 292, "Pos."), (101, 292, "Artikel"), (313, 292, "Anzahl"), (358, 292, "Einheit"),
        (448, 292, "Preis"), (497, 292, "Gesamtpreis"),
        (55, 311, "1"), (101, 311, "Gewerk 1"),
        (55, 327, "1.1"), (101, 327, "Altbelag Fliesen entfernen"), (321, 327, "18,75"),
        (358, 327, "qm"), right_aligned(472, 327, "44,72"), right_aligned(560, 327, "838,50"),
        (55, 344, "1.2"), (101, 344, "Feinsteinzeug verlegen"), (321, 344, "18,75"),
        (358, 344, "qm"), right_aligned(472, 344, "32,04"), right_aligned(560, 344, "600,75"),
        (55, 358, "2"), (101, 358, "Gewerk 2"),
        (55, 374, "2.1"), (101, 374, "Fliesenkleber flexibel"), (337, 374, "2"),
        (358, 374, "Stück"), right_aligned(472, 374, "17,83"), right_aligned(560, 374, "35,66"),
        (429, 405, "Summe netto"), right_aligned(560, 405, "1.474,91"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [i.description for i in items] == [
        "Altbelag Fliesen entfernen",
        "Feinsteinzeug verlegen",
        "Fliesenkleber flexibel",
    ]


def test_a_date_column_in_words_is_no_part_of_the_descriptions() -> None:
    # "3. Juli 2026" in a date column left of the description; an expense row has no date
    rows: Rows = [
        (50, 40, "Kanzlei Brandt"), (50, 52, "Marktplatz 3, 79098 Freiburg"),
        (50, 80, "Honorarrechnung 2026-071"), (50, 92, "Datum: 31.07.2026"),
        (50, 200, "Datum"), (101, 200, "Leistung"), (458, 200, "Std."), (491, 200, "Satz"),
        (517, 200, "Betrag"),
        (50, 213, "3. Juli 2026"), (112, 213, "Vorbereitung Besprechung"), (462, 213, "1"),
        right_aligned(512, 213, "120.00"), right_aligned(550, 213, "120.00"),
        (50, 227, "7. Juli 2026"), (112, 227, "Recherche und Analyse"), (462, 227, "2"),
        right_aligned(512, 227, "120.00"), right_aligned(550, 227, "240.00"),
        (112, 241, "Kopien und Porto"), (470, 241, "1"), right_aligned(512, 241, "13.40"),
        right_aligned(550, 241, "13.40"),
        (422, 270, "Gesamt netto"), right_aligned(550, 270, "373.40"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [i.description for i in items] == [
        "Vorbereitung Besprechung",
        "Recherche und Analyse",
        "Kopien und Porto",
    ]


def test_an_invoice_number_label_wins_over_a_hotels_folio_label() -> None:
    # "Folio  637138" (the guest's folio) above "Invoice number 9578394241"
    rows: Rows = [
        (253, 40, "Lopez Hotel"), (179, 67, "4904 Powell Walks, Emilychester, TX 55367"),
        (352, 153, "Folio"), (430, 153, "637138"),
        (352, 171, "Guest"), (430, 171, "Nicole Walsh"),
        (352, 188, "Invoice number 9578394241"),
        (352, 206, "Invoice date"), (430, 206, "Sep 12, 2025"),
        (40, 266, "Details"), (434, 266, "Quantity"), (488, 266, "Unit price"), (550, 266, "Total"),
        (40, 285, "Accommodation"), (467, 285, "1"), right_aligned(530, 285, "179.28"),
        right_aligned(575, 285, "179.28"),
        (430, 340, "Total"), right_aligned(575, 340, "179.28"),
    ]  # fmt: skip
    assert fields_of(rows).invoice_number == "9578394241"
