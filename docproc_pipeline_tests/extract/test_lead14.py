"""Readings found on real invoices of session 14's development set, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.lexicon import cldr_symbols
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.meta import id_value
from docproc_pipeline.extract.parse.numbers import find_money, whole_money_separator
from docproc_pipeline_tests.extract.pages import fields_of, ocr_page

# a franc CFA invoice: whole amounts grouped by spaces, no currency printed beside them
_SPACED_WHOLE = [
    (250, 20, "FACTURE"), (200, 34, "N° Facture : ABC/2026/031"),
    (200, 46, "Date de facturation : 16/03/2026"),
    (40, 80, "Client"), (110, 80, "Société Lumière SA"),
    (40, 140, "Référence"), (200, 140, "Désignation"), (380, 140, "PU"), (440, 140, "Quantité"),
    (510, 140, "PT"),
    (40, 154, "LX-204"), (120, 154, "Lampe de bureau"), (370, 154, "320 000"), (450, 154, "3"),
    (505, 154, "960 000"),
    (40, 166, "LX-120"), (120, 166, "Lampe murale"), (375, 166, "85 000"), (450, 166, "18"),
    (500, 166, "1 530 000"),
    (300, 190, "TOTAL HT"), (500, 190, "2 490 000"), (300, 202, "TVA 19.25%"),
    (505, 202, "479 325"), (300, 214, "TOTAL TTC"), (500, 214, "2 969 325"),
]  # fmt: skip


def test_whole_amounts_grouped_by_spaces_are_the_money_of_the_invoice() -> None:
    # a currency without cents in print (franc CFA): "2 969 325" is an amount, the space
    # its thousands separator; the rate's "19.25" is no figure of cents
    fields = fields_of(_SPACED_WHOLE)
    assert fields.subtotal == Decimal("2490000")
    assert fields.tax_amount == Decimal("479325")
    assert fields.tax_rate == Decimal("19.25")
    assert fields.total == Decimal("2969325")


def test_spaced_groups_make_money_whole_only_without_cents_and_not_for_a_phone() -> None:
    assert whole_money_separator(["Total 2 490 000", "TVA 479 325", "TTC 2 969 325"]) == " "
    assert whole_money_separator(["Tel. 022 345 678", "Total 1 234,50", "TVA 234,50"]) is None
    assert whole_money_separator(["Tel. +41 022 345 678", "Total 123"]) is None


def test_a_local_currency_symbol_after_a_figure_names_its_currency() -> None:
    # CLDR's local symbols: the kwanza's "Kz" (here in small letters, run into the figure),
    # the forint's "Ft", the naira's sign before the figure
    assert [(a.value, a.currency) for a in find_money("Total: 200,00kz", ",")] == [
        (Decimal("200.00"), "AOA")
    ]
    assert find_money("1 200,00 Ft", ",")[0].currency == "HUF"
    assert find_money("₦ 5,000.00", ".")[0].currency == "NGN"
    assert find_money("5 000 FCFA", ",")[0].currency == "XAF"
    # a length is no money, nor a unit that is also a symbol elsewhere
    assert find_money("12ft cable", ".") == []
    assert find_money("100 KM", ".") == []


def test_a_cash_sale_slip_in_kwanza_is_an_invoice() -> None:
    # a till slip whose only money is "200,00kz": read, not rejected as "not an invoice"
    page = [
        (40, 30, "Papelaria Exemplo"), (40, 44, "NIF: 5000123456"),
        (40, 58, "Factura - Original"), (40, 72, "Cliente: Ana"),
        (140, 110, "Venda a Dinheiro"),
        (40, 130, "Venda nº:311"), (160, 130, "Data 12-02-2026"),
        (40, 170, "Produto"), (160, 170, "Qtd."), (240, 170, "Preço unit"),
        (40, 186, "Caderno"), (160, 186, "2"), (240, 186, "150,00kz"),
        (40, 220, "Total: 300,00kz"), (40, 234, "Pago: 500,00kz"), (40, 248, "Troco: 200,00kz"),
    ]  # fmt: skip
    fields = fields_of(page)
    assert fields.total == Decimal("300.00")
    assert fields.currency == "AOA"


def test_the_generated_cldr_symbol_table_is_what_babel_gives() -> None:
    # the table is generated once (importing babel's several hundred locales costs ~1.5 s);
    # regenerate it with `python -m docproc_pipeline.extract.lexicon.cldr_symbols`
    assert cldr_symbols.load() == cldr_symbols.build()
    assert cldr_symbols.load()["Kz"] == "AOA"


def test_a_company_row_label_before_the_letterhead_name_is_not_part_of_it() -> None:
    # "Bedrijf: ABC Webdesign": the Dutch company row's label, not the vendor's name
    page = [
        (72, 60, "Factuur"),
        (72, 90, "Bedrijf: Tulp Webontwerp"), (72, 104, "Adres: Kerkstraat 3, 1234 AB, Utrecht"),
        (72, 118, "BTW-nummer: NL123456789B01"),
        (72, 150, "Factuurnummer: 2026-014"), (72, 164, "Datum: 3 maart 2026"),
        (72, 200, "Factuur aan:"), (72, 214, "Naam: Piet Jansen"),
        (72, 228, "Adres: Dorpsweg 7, 5678 CD, Breda"),
        (92, 270, "Aantal"), (217, 270, "Omschrijving"), (376, 270, "Tarief"), (471, 270, "Totaal"),
        (92, 290, "1"), (150, 290, "Logo ontwerp"), (352, 290, "€200,00"), (433, 290, "€200,00"),
        (150, 320, "Subtotaal"), (434, 320, "€200,00"),
    ]  # fmt: skip
    fields = fields_of(page)
    assert fields.vendor_name == "Tulp Webontwerp"


def test_two_header_words_run_together_at_a_percent_sign_head_the_first_column() -> None:
    # "IVA%SCONTO" (VAT rate and discount headers without a gap): the "22" under it is the
    # rate, not the quantity; 6 x 14,00 = 84,00
    page = [
        (40, 30, "Rossi Forniture Srl"), (40, 44, "Via Roma 5, 20100 Milano"),
        (330, 30, "Fattura"), (330, 44, "Numero 13"), (330, 58, "Data 31-03-2026"),
        (43, 120, "ARTICOLO"), (104, 120, "DESCRIZIONE"), (264, 120, "UNITÀ"), (309, 120, "Q.TÀ"),
        (360, 120, "IMPORTO U."), (429, 120, "IVA%SCONTO"), (502, 120, "IMPORTO"),
        (104, 140, "Piastrella 30x30"), (283, 140, "N"), (313, 140, "6,00"), (378, 140, "14,00"),
        (425, 140, "22"), (523, 140, "84,00"),
        (398, 200, "TOTALE"), (496, 200, "€ 102,48"),
    ]  # fmt: skip
    item = fields_of(page).line_items[0]
    assert (item.quantity, item.unit_price, item.amount) == (
        Decimal("6"),
        Decimal("14.00"),
        Decimal("84.00"),
    )


def test_an_invoice_number_with_a_backslash_is_read_whole() -> None:
    # an accounting program's series and number joined by a backslash ("GT\189")
    assert id_value("GT\\189") == "GT\\189"
    page = [
        (250, 40, "Tax Invoice"), (20, 60, "Lotus Traders"), (295, 60, "Invoice No."),
        (434, 60, "Dated"), (20, 72, "12 MG Road, Jaipur"), (299, 72, "LT\\0042"),
        (431, 72, "13-Jun-2026"),
        (124, 120, "Description of Goods"), (366, 120, "Quantity"), (429, 120, "Rate"),
        (510, 120, "Amount"),
        (20, 140, "Office chair"), (375, 140, "2"), (440, 140, "1,000.00"), (509, 140, "2,000.00"),
        (282, 220, "Total"), (502, 220, "2,360.00"),
    ]  # fmt: skip
    assert fields_of(page).invoice_number == "LT\\0042"


def test_amounts_grouped_in_lakhs_are_read_whole() -> None:
    # the Indian grouping (CLDR en_IN "#,##,##0.00"): "1,44,300.00" is 144300.00, not 44,300.00
    assert [a.value for a in find_money("Total 1,44,300.00", ".")] == [Decimal("144300.00")]
    assert find_money("Rs. 12,34,567.50", ".")[0].value == Decimal("1234567.50")
    page = [
        (250, 40, "Tax Invoice"), (20, 60, "Lotus Traders"), (300, 60, "Invoice No. LT-42"),
        (300, 72, "Dated 13-Jun-2026"),
        (124, 120, "Description of Goods"), (366, 120, "Quantity"), (429, 120, "Rate"),
        (510, 120, "Amount"),
        (20, 140, "Laptop"), (375, 140, "1"), (420, 140, "1,22,288.15"),
        (500, 140, "1,22,288.15"),
        (278, 175, "SGST 9%"), (510, 175, "11,005.93"), (275, 190, "CGST 9%"),
        (510, 190, "11,005.93"),
        (282, 220, "Total"), (500, 220, "1,44,300.01"),
    ]  # fmt: skip
    fields = fields_of(page)
    assert fields.total == Decimal("144300.01")
    assert fields.line_items[0].amount == Decimal("122288.15")


def test_an_ocr_row_text_under_a_product_header_left_of_the_description_is_its_description() -> (
    None
):
    # "Art. Nr. | Produkt/Tjänst | Beskrivning | ...": the product's name sits under its own
    # header cell left of an empty description column; it is the row's text, not text beside
    # the table
    rows = [
        (69, 48, "Nordljus AB"), (448, 59, "Faktura"), (69, 66, "Storgatan 10"),
        (69, 78, "123 45 Staden"), (69, 165, "Fakturadatum"), (190, 165, "2026-05-01"),
        (68, 214, "Fakturanummer"), (189, 214, "2525"),
        (70, 306, "Art. Nr."), (128, 306, "Produkt/Tjänst"), (262, 306, "Beskrivning"),
        (387, 306, "Antal"), (435, 306, "À-pris"), (495, 306, "Belopp"),
        (68, 328, "9038"), (128, 328, "Alfa"), (386, 328, "1,00"), (434, 328, "100,00"),
        (498, 328, "100,00"),
        (69, 344, "2445"), (127, 344, "Beta"), (385, 344, "2,00"), (437, 344, "150,00"),
        (497, 344, "300,00"),
        (354, 531, "Exkl. moms"), (495, 531, "400,00"), (356, 551, "Moms 25%"), (495, 551, "100,00"),
        (354, 631, "Att betala SEK"), (495, 631, "500,00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [i.description for i in fields.line_items] == ["Alfa", "Beta"]


def test_a_terms_label_heading_a_grid_reads_the_cell_under_it() -> None:
    # "Modalità pagamento | Dettagli | Scadenze | Importo": a header row, not the label and its
    # value; under it a FatturaPA method code and method ("MP05 Bonifico") state no terms
    page = [
        (40, 30, "Rossi Forniture Srl"), (40, 44, "Via Roma 5, 20100 Milano"),
        (330, 30, "Fattura"), (330, 44, "Numero 13"), (330, 58, "Data 31-03-2026"),
        (43, 120, "Descrizione"), (309, 120, "Quantità"), (360, 120, "Prezzo"), (502, 120, "Importo"),
        (43, 140, "Piastrella 30x30"), (313, 140, "6"), (378, 140, "14,00"), (523, 140, "84,00"),
        (398, 200, "TOTALE"), (496, 200, "€ 102,48"),
        (60, 260, "Modalità pagamento"), (260, 260, "Dettagli"), (429, 260, "Scadenze"),
        (528, 260, "Importo"),
        (27, 275, "MP05 Bonifico"), (165, 275, "IBAN IT60X0542811101000000123456"),
        (384, 275, "Data scadenza 30-04-2026"), (536, 275, "102,48"),
    ]  # fmt: skip
    assert fields_of(page).payment_terms is None


# the FatturaPA visualisation's party blocks: heading, VAT id, then "Denominazione:", the
# street and the place rows; and the document's body under them
_FATTURAPA_PARTIES = [
    (32, 32, "Cedente/prestatore (fornitore)"), (305, 32, "Cessionario/committente (cliente)"),
    (39, 47, "Identificativo fiscale ai fini IVA: IT01234560017"),
    (312, 47, "Identificativo fiscale ai fini IVA: IT09876540023"),
    (39, 59, "Denominazione: MARMI APUANI SRL"), (312, 59, "Denominazione: EDIL NORD SRL"),
    (39, 71, "Indirizzo: VIA DEL MARE 12"), (312, 71, "Indirizzo: VIA LARGA, 8"),
    (39, 83, "Comune: CARRARA Provincia: MS"), (312, 83, "Comune: MONZA Provincia: MB"),
]  # fmt: skip
_FATTURAPA_BODY = [
    (67, 196, "Tipologia documento"), (257, 196, "Numero documento"), (376, 196, "Data documento"),
    (27, 213, "TD01 fattura"), (285, 213, "67"), (369, 213, "26-02-2026"),
    (32, 295, "Descrizione"), (320, 295, "Quantità"), (377, 295, "Prezzo unitario"),
    (519, 295, "Prezzo totale"),
    (82, 311, "Lastra marmo bianco"), (342, 311, "2,00"), (392, 311, "50,00"), (544, 311, "100,00"),
    (425, 400, "Totale documento"), (536, 412, "122,00"),
]  # fmt: skip


def test_a_party_sections_place_rows_after_its_street_row_are_its_address() -> None:
    # "Indirizzo:", then "Comune: ... Provincia: ..." and "Cap: ... Nazione: ..." rows, their
    # inner labels left out
    postcodes = [(39, 95, "Cap: 54033 Nazione: IT"), (312, 95, "Cap: 20900 Nazione: IT")]
    fields = fields_of(_FATTURAPA_PARTIES + postcodes + _FATTURAPA_BODY)
    assert fields.vendor_address == "VIA DEL MARE 12, CARRARA MS, 54033 IT"
    assert fields.customer_address == "VIA LARGA, 8, MONZA MB, 20900 IT"


def test_a_party_heading_atop_a_column_of_row_labels_has_its_name_beside_it() -> None:
    # "Client  BGFI SA" over "Rue  Avenue ..." and "B.P.  660 Douala": a grid of row labels and
    # values; the heading's value is the customer's name though no colon follows the heading
    page = [
        (250, 20, "FACTURE"), (200, 34, "N° Facture : ABC/2026/031"),
        (200, 46, "Date de facturation : 16/03/2026"),
        (40, 80, "Client"), (110, 80, "Société Lumière SA"),
        (40, 92, "Rue"), (110, 92, "Avenue de la Gare"),
        (40, 104, "B.P."), (110, 104, "660 Douala-Cameroun"),
        (40, 140, "Désignation"), (380, 140, "PU"), (440, 140, "Quantité"), (510, 140, "PT"),
        (40, 154, "Lampe de bureau"), (370, 154, "320,00"), (450, 154, "3"), (505, 154, "960,00"),
        (300, 190, "TOTAL HT"), (500, 190, "960,00"), (300, 214, "TOTAL TTC"), (500, 214, "960,00"),
    ]  # fmt: skip
    fields = fields_of(page)
    assert fields.customer_name == "Société Lumière SA"
    assert fields.customer_address == "Avenue de la Gare, 660 Douala-Cameroun"
    assert fields.vendor_name is None


def test_a_footer_company_line_of_ids_has_its_street_on_the_line_under_it() -> None:
    # "MARMI SRL - P.I.: ... - Cap.Soc.: ..." over "VIA DEL MARE 12 54033 CARRARA PEC: ...":
    # the street and town before the contact, set apart by a comma
    page = [
        (38, 112, "DESTINATARIO"), (38, 128, "VERDI GIANNI"), (327, 128, "Fattura"),
        (38, 144, "VIA MOLINO, 2/A"), (327, 151, "Totale"), (384, 151, "€ 122,00"),
        (38, 158, "30020 ANNONE VENETO (VE)"), (327, 172, "Numero"), (384, 172, "13"),
        (327, 188, "Data"), (384, 188, "31-03-2026"),
        (43, 286, "DESCRIZIONE"), (309, 286, "Q.TÀ"), (360, 286, "IMPORTO U."),
        (502, 286, "IMPORTO"),
        (43, 306, "Lastra marmo bianco"), (313, 306, "2,00"), (378, 306, "50,00"),
        (523, 306, "100,00"),
        (380, 463, "IMPONIBILE"), (504, 463, "€ 100,00"), (398, 508, "TOTALE"),
        (496, 508, "€ 122,00"),
        (120, 799, "MARMI APUANI SRL - P.I.: 01234567897 - Cap.Soc.: 10.000"),
        (130, 808, "VIA DEL MARE 12 54033 CARRARA PEC: marmi@pec.it"),
    ]  # fmt: skip
    fields = fields_of(page)
    assert fields.vendor_name == "MARMI APUANI SRL"
    assert fields.vendor_address == "VIA DEL MARE 12, 54033 CARRARA"


def test_ids_under_their_party_headings_above_the_names_and_a_third_partys() -> None:
    # each party's heading, its VAT id, then its name; a third party ("Terzo intermediario")
    # prints an id of its own under the vendor's block
    third = [
        (32, 107, "Terzo intermediario"),
        (39, 122, "Identificativo fiscale ai fini IVA: IT00743110157"),
        (39, 134, "Denominazione: Servizi Fattura srl"),
    ]  # fmt: skip
    fields = fields_of(_FATTURAPA_PARTIES + third + _FATTURAPA_BODY)
    assert fields.vendor_tax_id == "IT01234560017"
    assert fields.customer_tax_id == "IT09876540023"


def test_a_tax_summary_header_cell_wrapped_onto_the_line_under_it_does_not_end_the_table() -> None:
    # "Spese / accessorie" printed over two lines around the header line: the wrapped word is
    # no row and does not end the summary, whose row follows it
    page = [
        (40, 30, "Rossi Forniture Srl"), (40, 44, "Via Roma 5, 20100 Milano"),
        (330, 30, "Fattura"), (330, 44, "Numero 13"), (330, 58, "Data 31-03-2026"),
        (32, 120, "Descrizione"), (320, 120, "Quantità"), (377, 120, "Prezzo unitario"),
        (519, 120, "Prezzo totale"),
        (82, 140, "Lastra marmo bianco"), (342, 140, "2,00"), (392, 140, "50,00"), (544, 140, "100,00"),
        (257, 300, "RIEPILOGHI IVA E TOTALI"), (260, 320, "Spese"),
        (55, 324, "esigibilità iva / riferimenti normativi"), (214, 324, "%IVA"), (311, 324, "Arr."),
        (365, 324, "Totale imponibile"), (490, 324, "Totale imposta"), (252, 329, "accessorie"),
        (27, 341, "I (esigibilità immediata)"), (214, 341, "22,00"), (279, 341, "6,00"),
        (415, 341, "100,00"), (544, 341, "22,00"),
        (63, 354, "Imposta bollo"), (185, 354, "Sconto/Maggiorazione"), (311, 354, "Arr."),
        (425, 354, "Totale documento"), (536, 366, "122,00"),
    ]  # fmt: skip
    fields = fields_of(page)
    assert (fields.tax_rate, fields.tax_amount) == (Decimal("22.00"), Decimal("22.00"))
    assert fields.tax_breakdown[0].base == Decimal("100.00")


def test_a_listed_rows_rate_cell_before_its_amount_is_not_its_description() -> None:
    # a till receipt's rows "Reparto 1 | 10% | 2,00": the rate is a cell of its own
    rows = [
        (181, 69, "PIZZERIA DA GINO"), (158, 139, "VIA PO 12 TORINO"), (186, 197, "P.IVA:01234560017"),
        (158, 268, "DOCUMENTO COMMERCIALE"), (92, 406, "DESCRIZIONE"), (320, 406, "IVA Prezzo(€)"),
        (98, 478, "Reparto 1"), (330, 478, "10%"), (475, 478, "2,00"),
        (98, 506, "Reparto 2"), (325, 506, "10%"), (475, 506, "2,50"),
        (100, 612, "TOTALE COMPLESSIVO"), (472, 612, "4,50"), (97, 669, "di cui IVA"),
        (473, 669, "0,41"), (214, 822, "07-10-2026 13:05"), (172, 850, "DOCUMENTO N. 1922-0006"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [i.description for i in fields.line_items] == ["Reparto 1", "Reparto 2"]


def test_a_terms_sentence_opening_a_bank_box_is_read_without_its_lead_in() -> None:
    # "Zahlbar unmittelbar ... innerhalb von 14 Tagen an:" over the bank's rows: the terms,
    # without the "an:" that leads to the account
    rows = [
        (57, 40, "Rotor Kultur"), (57, 52, "Weingasse 4, 09599 Freiberg"),
        (369, 133, "Datum"), (458, 133, "9. September 2021"), (369, 147, "Rechnungsnr."),
        (458, 147, "RE-1"),
        (116, 262, "Offener Betrag"), (253, 262, "Zahlbar unmittelbar in Bar oder innerhalb von 14 Tagen an:"),
        (253, 278, "IBAN"), (354, 278, "DE12 34 56 789"), (82, 300, "243,90 €"),
        (57, 386, "Rechnung"), (97, 417, "Position"), (406, 417, "Netto"), (495, 417, "Summe"),
        (97, 437, "Position 1"), (398, 437, "204,96 €"), (498, 437, "243,90 €"),
        (365, 496, "Gesamtbetrag"), (489, 496, "243,90 €"),
    ]  # fmt: skip
    assert fields_of(rows).payment_terms == "Zahlbar unmittelbar in Bar oder innerhalb von 14 Tagen"


def test_a_form_sections_name_and_street_stand_under_their_label_cells() -> None:
    # a Brazilian DANFSe: "PRESTADOR / FORNECEDOR", label cells over value cells ("Nome / Nome
    # Empresarial" over the name, "Endereço" over the street); "NÚMERO DA NFS-e" over the number
    page = [
        (14, 68, "NÚMERO DA NFS-e"), (158, 68, "COMPETÊNCIA DA NFS-e"),
        (303, 68, "DATA E HORA DA EMISSÃO DA NFS-e"),
        (14, 77, "1234"), (158, 77, "07/04/2026"), (303, 77, "11/02/2026 10:00:00"),
        (158, 126, "CNPJ / CPF / NIF"), (303, 126, "Telefone"),
        (14, 132, "PRESTADOR / FORNECEDOR"), (158, 132, "11.222.333/0001-81"), (303, 132, "(13) 2802-3254"),
        (14, 144, "Nome / Nome Empresarial"), (303, 144, "Município / Sigla UF"),
        (14, 152, "Gráfica Boa Vista Ltda"), (303, 152, "Santos / SP"),
        (14, 162, "Endereço"), (303, 162, "E-mail"),
        (14, 170, "Rua das Flores, 12, Centro"), (303, 170, "contato@graficaboavista.com.br"),
        (158, 199, "CNPJ / CPF / NIF"), (303, 199, "Telefone"),
        (14, 205, "TOMADOR / ADQUIRENTE"), (158, 205, "96.572.806/0001-23"), (303, 205, "(15) 98229-5603"),
        (14, 217, "Nome / Nome Empresarial"), (303, 217, "Município / Sigla UF"),
        (14, 225, "Padaria Central Ltda"), (303, 225, "Sorocaba / SP"),
        (14, 235, "Endereço"), (303, 235, "E-mail"),
        (14, 243, "Rua do Sol, 100, Campolim"), (303, 243, "compras@padariacentral.com.br"),
        (158, 500, "Valor da Operação / Serviço"), (14, 506, "VALOR TOTAL DA NFS-E"),
        (158, 506, "R$ 1.000,00"),
    ]  # fmt: skip
    fields = fields_of(page)
    assert fields.invoice_number == "1234"
    assert (fields.vendor_name, fields.vendor_address) == (
        "Gráfica Boa Vista Ltda",
        "Rua das Flores, 12, Centro",
    )
    assert (fields.customer_name, fields.customer_address) == (
        "Padaria Central Ltda",
        "Rua do Sol, 100, Campolim",
    )
