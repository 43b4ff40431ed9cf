"""Readings found on session 36's development sets (a till receipt with a card terminal's slip,
one item and a tax table; an Italian header grid of payment and bank cells; headings that name
no party), each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, fields_of, item_rows, page_from_rows


def _receipt(slip: Rows) -> Rows:
    # a bookshop's till receipt: one item whose category digit follows its amount, the sum,
    # the card payment, the terminal's slip, the till's tax table
    return [
        (60, 40, "Buchhandlung Lesezeichen"), (60, 52, "Marktgasse 4"), (60, 64, "79098 Freiburg"),
        (60, 90, "Quittung"),
        (40, 120, "Der Name des Windes"), (190, 120, "19,99 1"),
        (40, 140, "SUMME"), (140, 140, "EUR"), (190, 140, "19,99"),
        (40, 152, "Girocard"), (140, 152, "EUR"), (190, 152, "19,99"),
        *slip,
        (40, 250, "MWST"), (90, 250, "BRUTTO"), (150, 250, "NETTO"),
        (40, 262, "1"), (55, 262, "7%"), (80, 262, "1,31 €"), (120, 262, "19,99 €"),
        (170, 262, "18,68 €"),
    ]  # fmt: skip


_SLIP: Rows = [
    (40, 180, "Terminalnummer"), (150, 180, "65135854"),
    (40, 192, "Datum"), (150, 192, "23.04.2025"),
    (40, 204, "Beleg-Nr."), (150, 204, "9434"),
    (40, 216, "Kartenzahlung"),
]  # fmt: skip


def test_a_card_terminals_slip_numbers_the_payment_not_the_receipt() -> None:
    fields = fields_of(_receipt(_SLIP))
    assert fields.invoice_number is None
    assert fields.invoice_date is not None and fields.invoice_date.isoformat() == "2025-04-23"


def test_a_receipts_one_item_is_read_over_its_sum() -> None:
    # a single row whose amount the sum line right under it prints, its category digit one
    # space after the amount in the same cell
    fields = fields_of(_receipt(_SLIP))
    assert item_rows(fields) == [("Der Name des Windes", None, None, "19.99")]
    assert fields.total == Decimal("19.99")


def test_the_tax_tables_one_printed_net_stays_the_subtotal_of_gross_rows() -> None:
    # two gross rows adding up to the sum; the tax table prints the net beside the gross
    rows: Rows = [
        (60, 40, "Buchhandlung Lesezeichen"), (60, 52, "Marktgasse 4"), (60, 64, "79098 Freiburg"),
        (60, 90, "Quittung"), (60, 102, "Bon-Nr. 2217"),
        (40, 120, "Der Name des Windes"), (190, 120, "19,99"),
        (40, 132, "Lesezeichen Leder"), (190, 132, "5,00"),
        (40, 152, "SUMME"), (140, 152, "EUR"), (190, 152, "24,99"),
        (40, 250, "MWST"), (90, 250, "BRUTTO"), (150, 250, "NETTO"),
        (40, 262, "1"), (55, 262, "7%"), (80, 262, "1,63 €"), (120, 262, "24,99 €"),
        (170, 262, "23,36 €"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert len(fields.line_items) == 2
    assert (fields.subtotal, fields.tax_amount) == (Decimal("23.36"), Decimal("1.63"))


def test_a_number_outside_the_slip_is_still_the_receipts() -> None:
    # guard: the receipt's own number above the items is read, the slip's is not
    rows = _receipt(_SLIP) + [(60, 102, "Bon-Nr. 2217")]
    assert fields_of(rows).invoice_number == "2217"


def _italian_invoice(top_left: str) -> Rows:
    return [
        (40, 40, top_left), (40, 52, "Casella Postale 21"), (40, 64, "20100 Milano MI"),
        (330, 40, "Ferramenta Rossi S.r.l."), (330, 52, "Via Torino 8"),
        (330, 64, "20123 Milano MI"), (330, 76, "P. IVA 01234567897"),
        (40, 120, "FATTURA"), (330, 120, "Numero Fattura"), (430, 120, "Data Fattura"),
        (330, 132, "88/2026"), (430, 132, "14/03/2026"),
        (40, 160, "DESCRIZIONE PAGAMENTO"), (330, 160, "BANCA D'APPOGGIO"),
        (80, 174, "RIMESSA DIRETTA"),
        (200, 174, "Banca Lombarda - IBAN: IT60X0542811101000000123456"),
        (40, 220, "DESCRIZIONE"), (500, 220, "IMPORTO"),
        (40, 234, "Chiavi inglesi assortite"), (500, 234, "100,00"),
        (300, 260, "Imponibile"), (500, 260, "100,00"),
        (300, 272, "IVA 22%"), (500, 272, "22,00"),
        (300, 284, "Totale"), (500, 284, "122,00"),
    ]  # fmt: skip


def test_terms_under_a_header_row_whose_next_cell_names_the_bank() -> None:
    fields = fields_of(_italian_invoice("Indirizzo corrispondenza"))
    assert fields.payment_terms == "RIMESSA DIRETTA"
    assert fields.supplier_iban == "IT60X0542811101000000123456"


def test_a_mailing_address_heading_names_no_vendor() -> None:
    fields = fields_of(_italian_invoice("Indirizzo corrispondenza"))
    assert fields.vendor_name == "Ferramenta Rossi S.r.l."
    assert fields.total == Decimal("122.00")


def test_a_customer_service_line_names_no_vendor() -> None:
    # guard: the line with its phone number was no name before the heading was a lexicon word
    fields = fields_of(_italian_invoice("Servizio Clienti Rossi: 800 123 456"))
    assert fields.vendor_name == "Ferramenta Rossi S.r.l."


def test_a_tills_terminal_id_in_its_header_leaves_the_receipt_number() -> None:
    # "Terminal-ID" beside the cashier in the till's own header is no card slip; the
    # receipt number printed over it is still read
    rows = _receipt([]) + [(60, 100, "Bon-Nr. 7953-27552"), (60, 110, "Kassierer: Anna")]
    rows += [(150, 110, "Terminal-ID 9")]
    assert fields_of(rows).invoice_number == "7953-27552"


def _course_invoice(amount_cell: str, total_cell: str) -> Rows:
    # an online school in Florida bills a student in Colombia
    return [
        (330, 40, "Cursos Abiertos LLC"), (330, 52, "88 Palm Avenue"),
        (330, 64, "Weston, FL 33327"), (330, 76, "Estados Unidos"),
        (40, 40, "FACTURA"), (40, 60, "Número 5521"), (40, 72, "Fecha de Emisión 15/08/2025"),
        (40, 120, "Cliente"), (40, 132, "María Ortega Ruiz"), (40, 144, "Carrera 7 # 45-10"),
        (40, 156, "110231 Bogotá"), (40, 168, "Colombia"),
        (40, 220, "DESCRIPCIÓN"), (300, 220, "CANTIDAD"), (480, 220, "TOTAL"),
        (40, 236, "Curso de análisis de datos"), (300, 236, "1"), (470, 236, amount_cell),
        (330, 270, "TOTAL"), (470, 270, total_cell),
    ]  # fmt: skip


def test_a_dollar_written_with_a_decimal_comma_is_the_other_partys_peso() -> None:
    fields = fields_of(_course_invoice("250 400,00 $", "250 400,00 $"))
    assert (fields.currency, fields.total) == ("COP", Decimal("250400.00"))


def test_a_dollar_written_the_us_way_stays_the_us_dollar() -> None:
    # guard: the same invoice printing "$250,400.00" is American
    assert fields_of(_course_invoice("$250,400.00", "$250,400.00")).currency == "USD"


def _order_under_a_row(order_line: tuple[float, float, str]) -> Rows:
    # rows of an article number and figures, the article's name on the line under them
    return [
        (40, 40, "Papierhandel Brandt GmbH"), (40, 52, "Lindenweg 3, 31157 Sarstedt"),
        (40, 100, "Rechnung"), (40, 112, "Rechnungsnummer 47110"), (40, 124, "Datum 01.10.2013"),
        (40, 200, "GTIN"), (112, 200, "Art-Nr"), (300, 200, "Menge"),
        (380, 200, "Preis"), (480, 200, "Betrag"),
        (40, 208, "Art-Nr-Kunde"), (112, 208, "Artikelbezeichnung"),
        (40, 214, "4123456000014"), (112, 214, "FB05"), (300, 214, "100"), (380, 214, "0,50"),
        (480, 214, "50,00"),
        (40, 224, "K4322"), (112, 224, "Faltenbeutel 16x6x28 cm"),
        order_line,
        (40, 250, "4123456000021"), (112, 250, "KOP05"), (300, 250, "10"), (380, 250, "4,00"),
        (480, 250, "40,00"),
        (40, 260, "K4322"), (112, 260, "Kopierpapier A4"),
        (300, 290, "Nettobetrag"), (480, 290, "90,00"),
        (300, 302, "MwSt. 19%"), (480, 302, "17,10"),
        (300, 314, "Gesamtbetrag"), (480, 314, "107,10"),
    ]  # fmt: skip


def test_an_order_labelled_under_an_item_row_is_not_sure() -> None:
    # an item's own order number between the rows: maybe the document's, maybe one of several
    rows = _order_under_a_row((112, 234, "Bestell-Nr: B6100615, Lieferschein-Nr. L8765432"))
    fields, confidence, _ = parse_invoice([page_from_rows(rows)])
    assert fields.purchase_order == "B6100615"
    assert len(fields.line_items) == 2
    assert confidence["purchase_order"] < 0.9


def test_an_order_labelled_above_the_table_stays_sure() -> None:
    # guard: the same label over the table names the document's order
    rows = _order_under_a_row((40, 136, "Bestell-Nr: B6100615"))
    fields, confidence, _ = parse_invoice([page_from_rows(rows)])
    assert fields.purchase_order == "B6100615"
    assert confidence["purchase_order"] >= 0.9


def _polish_invoice(payment: Rows) -> Rows:
    return [
        (40, 40, "Sklep Rowerowy Kowalski Sp. z o.o."), (40, 52, "ul. Polna 12, 00-625 Warszawa"),
        (40, 64, "NIP: 5265877635"),
        (40, 100, "Faktura VAT nr FV/2026/0417"), (40, 112, "Data wystawienia: 2026-03-02"),
        *payment,
        (40, 220, "Nazwa"), (300, 220, "Ilość"), (380, 220, "Cena"), (480, 220, "Wartość"),
        (40, 234, "Dzwonek rowerowy"), (300, 234, "2"), (380, 234, "15,00"), (480, 234, "30,00"),
        (300, 270, "Razem netto"), (480, 270, "30,00"),
        (300, 282, "VAT 23%"), (480, 282, "6,90"),
        (300, 294, "Razem brutto"), (480, 294, "36,90"),
    ]  # fmt: skip


def test_a_payment_method_after_its_label_is_no_terms() -> None:
    # "Sposób płatności: Blik" (a mobile payment), "Forma płatności: Przedpłata" over a
    # transaction's label: how it was paid, not when
    blik = _polish_invoice([(40, 136, "Sposób płatności:"), (130, 136, "Blik")])
    assert fields_of(blik).payment_terms is None
    prepaid = _polish_invoice(
        [(40, 136, "Forma płatności:"), (130, 136, "Przedpłata"),
         (40, 160, "Do transakcji:"), (130, 160, "PG/1253/3/373/118")]
    )  # fmt: skip
    assert fields_of(prepaid).payment_terms is None


def test_a_bare_term_label_under_the_method_names_the_period() -> None:
    rows = _polish_invoice(
        [(40, 136, "Sposób zapłaty:"), (130, 136, "przelew"),
         (130, 148, "Termin: 14 dni upływa 2026-03-16")]
    )  # fmt: skip
    assert fields_of(rows).payment_terms == "14 dni upływa 2026-03-16"


def _german_invoice(terms: Rows) -> Rows:
    return [
        (40, 40, "Hebetechnik Vogt GmbH"), (40, 52, "Hafenweg 9, 28197 Bremen"),
        (40, 100, "Rechnung RE-77310"), (40, 112, "Rechnungsdatum 17.04.2025"),
        (40, 200, "Artikel"), (300, 200, "Menge"), (380, 200, "Preis"), (480, 200, "Betrag"),
        (40, 214, "Drahtseil 8 mm, 50 m"), (300, 214, "1"), (380, 214, "600,00"),
        (480, 214, "600,00"),
        (300, 240, "Nettosumme"), (480, 240, "600,00"),
        (300, 252, "USt 19%"), (480, 252, "114,00"),
        (300, 264, "Rechnungssumme"), (480, 264, "714,00"),
        *terms,
    ]  # fmt: skip


def test_a_second_term_under_the_first_in_its_column_goes_on_the_terms() -> None:
    rows = _german_invoice(
        [(40, 300, "Zahlungskonditionen:"), (150, 300, "10 Tage 2% Skonto"),
         (300, 300, "Leistungsdatum:"), (380, 300, "17.04.2025"), (150, 310, "30 Tage netto")]
    )  # fmt: skip
    assert fields_of(rows).payment_terms == "10 Tage 2% Skonto 30 Tage netto"


def test_a_transfer_request_to_pay_at_once_is_the_terms() -> None:
    sentence = (
        "Überweisen Sie bitte den Gesamtbetrag unter Angabe der Rechnungsnummer sofort ohne Abzug"
    )
    assert fields_of(_german_invoice([(40, 300, sentence)])).payment_terms == sentence


def test_the_condition_of_a_central_american_operation_is_the_terms() -> None:
    rows: Rows = [
        (40, 40, "Servicios Portuarios del Pacífico, S.A. de C.V."), (40, 52, "Km 5 Carretera al Puerto"),
        (40, 64, "La Libertad, El Salvador"),
        (40, 100, "COMPROBANTE DE CRÉDITO FISCAL"), (40, 112, "Número de control 000-0331"),
        (40, 124, "Fecha de emisión 12/03/2026"),
        (330, 140, "Condición de la Operación:"), (470, 140, "Crédito 30 días"),
        (40, 200, "Descripción"), (480, 200, "Ventas gravadas"),
        (40, 214, "Flete marítimo"), (480, 214, "400.00"),
        (300, 240, "Sumas"), (480, 240, "400.00"),
        (300, 252, "IVA 13%"), (480, 252, "52.00"),
        (300, 264, "Total"), (480, 264, "452.00"),
    ]  # fmt: skip
    assert fields_of(rows).payment_terms == "Crédito 30 días"


def test_terms_under_a_header_cell_with_its_translation() -> None:
    rows = _italian_invoice("Indirizzo corrispondenza")
    rows = [r for r in rows if r[2] not in ("DESCRIZIONE PAGAMENTO", "BANCA D'APPOGGIO")]
    rows += [
        (40, 160, "Codice e descrizione pagamento / Payment"),
        (300, 160, "Note"),
        (450, 160, "Categoria cliente"),
    ]
    rows = [(40, y, "079 ANTICIPATO") if t == "RIMESSA DIRETTA" else (x, y, t) for x, y, t in rows]
    assert fields_of(rows).payment_terms == "079 ANTICIPATO"


def _studio(address: str) -> Rows:
    return [
        (40, 40, "Studio Tecnico Ferri"), (40, 52, address), (40, 64, "Tel. 051 223344"),
        (330, 100, "Spett.le"), (330, 112, "Officine Bruni S.r.l."), (330, 124, "Via Emilia 3"),
        (330, 136, "40026 Imola BO"),
        (40, 160, "FATTURA N. 12/2026"), (40, 172, "Data 02/02/2026"),
        (40, 220, "DESCRIZIONE"), (500, 220, "IMPORTO"),
        (40, 234, "Perizia tecnica"), (500, 234, "800,00"),
        (300, 260, "Imponibile"), (500, 260, "800,00"),
        (300, 272, "IVA 22%"), (500, 272, "176,00"),
        (300, 284, "Totale"), (500, 284, "976,00"),
    ]  # fmt: skip


def test_an_address_line_parted_by_hyphens_around_its_postcode_is_split() -> None:
    fields = fields_of(_studio("Via Garibaldi 14 - 40121 - Bologna (BO)"))
    assert fields.vendor_address == "Via Garibaldi 14, 40121, Bologna (BO)"
    fields = fields_of(_studio("40121 BOLOGNA - VIA GARIBALDI, 14"))
    assert fields.vendor_address == "40121 BOLOGNA, VIA GARIBALDI, 14"


def test_a_range_of_house_numbers_is_no_parting_hyphen() -> None:
    # guard: "14 - 16" is one street's numbers, no part of its own
    fields = fields_of(_studio("Via Garibaldi 14 - 16, 40121 Bologna"))
    assert fields.vendor_address == "Via Garibaldi 14 - 16, 40121 Bologna"


def _utility_bill(extra: Rows) -> Rows:
    return [
        (40, 40, "Energia Chiara S.p.A."), (40, 52, "Via Larga 2, 20122 Milano"),
        (40, 64, "P.IVA 01234567897"),
        (40, 100, "Nr. Documento 5752579729 del 13/04/2026"), (290, 100, "DA PAGARE ENTRO IL"),
        (470, 100, "25/05/2026"),
        *extra,
        (40, 220, "Descrizione"), (480, 220, "Importo"),
        (40, 234, "Spesa per la materia energia"), (480, 234, "30,00"),
        (300, 260, "Imponibile"), (480, 260, "30,00"),
        (300, 272, "IVA 22%"), (480, 272, "6,60"),
        (300, 284, "Totale bolletta"), (480, 284, "36,60"),
    ]  # fmt: skip


def test_a_supply_start_date_is_no_invoice_date() -> None:
    rows = _utility_bill([(40, 150, "DATA INIZIO FORNITURA"), (180, 150, "01/02/2026")])
    fields = fields_of(rows)
    assert fields.invoice_date is not None and fields.invoice_date.isoformat() == "2026-04-13"


def test_a_contracts_end_and_a_periods_bounds_are_no_invoice_date() -> None:
    spanish: Rows = [
        (40, 40, "Eléctrica del Norte S.A."), (40, 52, "Plaza Mayor 5, 48009 Bilbao"),
        (40, 100, "FACTURA"), (40, 112, "Nº factura: 2125120501"),
        (40, 150, "Fecha final del contrato:"), (170, 150, "30/06/2026"),
        (40, 220, "Concepto"), (480, 220, "Importe"),
        (40, 234, "Energía consumida"), (480, 234, "100,00"),
        (300, 260, "Base imponible"), (480, 260, "100,00"),
        (300, 272, "IVA 21%"), (480, 272, "21,00"),
        (300, 284, "Total"), (480, 284, "121,00"),
    ]  # fmt: skip
    assert fields_of(spanish).invoice_date is None
    dutch: Rows = [
        (40, 40, "Taxi Centrale Oost B.V."), (40, 52, "Kerkstraat 4, 7511 AB Enschede"),
        (40, 100, "Factuur 2017-118"),
        (40, 150, "Van datum"), (150, 150, "Tot datum"), (260, 150, "Bedrag"),
        (40, 164, "2017-03-28"), (150, 164, "2017-03-30"), (260, 164, "42,00"),
        (300, 200, "Totaal"), (480, 200, "42,00"),
    ]  # fmt: skip
    assert fields_of(dutch).invoice_date is None


def test_the_control_number_of_an_electronic_tax_document_numbers_it() -> None:
    rows: Rows = [
        (40, 40, "Servicios Portuarios del Pacífico, S.A. de C.V."),
        (40, 52, "Km 5 Carretera al Puerto, La Libertad"),
        (40, 100, "Código generación:"), (130, 100, "8550BF4A-6D12-4770-B0FA-E30556AFC8CC"),
        (40, 112, "Número de control:"), (130, 112, "DTE-03-M001P001-000000000015477"),
        (40, 124, "Fecha de emisión: 21/09/2025"),
        (40, 200, "Descripción"), (480, 200, "Ventas gravadas"),
        (40, 214, "Flete marítimo"), (480, 214, "400.00"),
        (300, 240, "Sumas"), (480, 240, "400.00"),
        (300, 252, "IVA 13%"), (480, 252, "52.00"),
        (300, 264, "Total"), (480, 264, "452.00"),
    ]  # fmt: skip
    assert fields_of(rows).invoice_number == "DTE-03-M001P001-000000000015477"


def test_the_sums_of_a_split_payment_bill_are_not_sure() -> None:
    split = _utility_bill([(40, 300, "Operazione con scissione dei pagamenti")])
    fields, confidence, _ = parse_invoice([page_from_rows(split)])
    assert fields.total == Decimal("36.60")
    assert max(confidence["total"], confidence["tax_amount"], confidence["subtotal"]) < 0.9
    # guard: the same bill without split payment stays sure of its sums
    _, confidence, _ = parse_invoice([page_from_rows(_utility_bill([]))])
    assert confidence["total"] >= 0.9
