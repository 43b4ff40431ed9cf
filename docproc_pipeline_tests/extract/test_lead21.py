"""Readings found on session 21's development invoices, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import (
    Rows,
    fields_of,
    ocr_page,
    page_from_rows,
    right_aligned,
)


def _net_gross_rows(*, wrapped_header: bool) -> Rows:
    header: Rows = [
        (50, 200, "N.º"), (130, 200, "Designação"), (228, 200, "Qtd."), (262, 200, "Preço"),
        (318, 200, "Valor líquido"), (392, 200, "Taxa"), (430, 200, "Valor"), (495, 200, "Bruto"),
    ]  # fmt: skip
    if wrapped_header:
        header += [(258, 210, "unitário"), (395, 210, "IVA"), (433, 210, "IVA")]
    return [
        (50, 60, "Marcenaria Lusitana, Lda."), (50, 72, "Rua das Flores 18"),
        (50, 84, "4050-262 Porto"), (50, 96, "NIF: PT507172230"),
        (330, 60, "FATURA FT 2026/118"), (330, 72, "Data: 2026-02-09"),
        *header,
        (52, 230, "1"), (70, 230, "Cadeira ergonómica"), (235, 230, "2"),
        right_aligned(305, 230, "150,00"), right_aligned(380, 230, "300,00"), (397, 230, "23"),
        right_aligned(470, 230, "69,00"), right_aligned(530, 230, "369,00"),
        (52, 245, "2"), (70, 245, "Secretária em carvalho"), (235, 245, "1"),
        right_aligned(305, 245, "400,00"), right_aligned(380, 245, "400,00"), (397, 245, "23"),
        right_aligned(470, 245, "92,00"), right_aligned(530, 245, "492,00"),
        (70, 256, "maciço"),
        (280, 275, "Somas"), right_aligned(380, 275, "700,00"),
        right_aligned(470, 275, "161,00"), right_aligned(530, 275, "861,00"),
        (240, 290, "Resumo do IVA"), right_aligned(380, 290, "700,00"), (397, 290, "23"),
        right_aligned(470, 290, "161,00"), right_aligned(530, 290, "861,00"),
        (50, 320, "A pagar: 861,00 €"),
    ]  # fmt: skip


def test_a_rate_column_headed_taxa_reads_the_summary_printed_in_the_item_columns() -> None:
    # Portuguese "Taxa IVA" is the VAT rate: the summary by rate and the totals row printed
    # in the item table's own columns give the tax row and the totals
    fields = fields_of(_net_gross_rows(wrapped_header=True))
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("23.00"), Decimal("700.00"), Decimal("161.00"))
    ]
    assert (fields.subtotal, fields.tax_amount, fields.total) == (
        Decimal("700.00"),
        Decimal("161.00"),
        Decimal("861.00"),
    )


def test_a_description_wrapped_left_of_a_centred_header_ends_the_last_item() -> None:
    # the last item's description wraps onto a short line; it starts where the row's own
    # description starts, left of the centred "Designação" header: it is that item's text
    fields = fields_of(_net_gross_rows(wrapped_header=False))
    assert [i.description for i in fields.line_items] == [
        "Cadeira ergonómica",
        "Secretária em carvalho maciço",
    ]


def _letterhead_with_register(register: str) -> Rows:
    return [
        (50, 50, "Atelier Verhaegen SRL"), (50, 62, "rue de la Station 12"),
        (50, 74, "4000 Liège"), (50, 86, register),
        (50, 120, "Boulangerie Dumont"), (50, 132, "avenue Rogier 7"), (50, 144, "4020 Liège"),
        (330, 120, "Facture n° 2026-044"), (330, 132, "Date: 03/02/2026"),
        (50, 190, "Description"), (330, 190, "Qté"), (380, 190, "Prix"), (450, 190, "Montant"),
        (50, 205, "Réparation de four"), (335, 205, "1"), right_aligned(420, 205, "250,00"),
        right_aligned(500, 205, "250,00"),
        (330, 240, "Total HT"), right_aligned(500, 240, "250,00"),
        (330, 252, "TVA 21 %"), right_aligned(500, 252, "52,50"),
        (330, 264, "Total TTC"), right_aligned(500, 264, "302,50"),
    ]  # fmt: skip


def test_a_register_line_under_a_letterhead_address_is_no_address_line() -> None:
    # Belgium's register of legal persons ("RPM Liège", Dutch "RPR Gent"), Ireland's company
    # register ("CRO 175182") and Spain's "R.M. Madrid" end the address above them
    for register in ("RPM Liège", "RPR Gent", "CRO 175182", "R.M. Madrid"):
        fields = fields_of(_letterhead_with_register(register))
        assert fields.vendor_name == "Atelier Verhaegen SRL", register
        assert fields.vendor_address == "rue de la Station 12, 4000 Liège", register


def _split_letterhead_with_slip() -> Rows:
    return [
        (50, 50, "Bakkerij Smulders BV"),
        (430, 50, "Kerkstraat 14"), (430, 61, "5611 GH Eindhoven"),
        (430, 72, "info@smulders.example"), (430, 83, "Btw: NL854502130B01"),
        (50, 120, "Van Dijk Catering"), (50, 131, "Stationsplein 3"), (50, 142, "3511 ED Utrecht"),
        (50, 180, "Factuur 2026-0214"), (50, 195, "Factuurdatum 04-03-2026"),
        (50, 230, "Omschrijving"), (330, 230, "Aantal"), (390, 230, "Prijs"), (460, 230, "Bedrag"),
        (50, 245, "Taarten assortiment"), (335, 245, "4"), right_aligned(430, 245, "25,00"),
        right_aligned(500, 245, "100,00"),
        (330, 280, "Subtotaal"), right_aligned(500, 280, "100,00"),
        (330, 292, "Btw 9%"), right_aligned(500, 292, "9,00"),
        (330, 304, "Totaal"), right_aligned(500, 304, "109,00"),
        (50, 700, "Overschrijving"),
        (50, 715, "Begunstigde"), (160, 715, "Bakkerij Smulders BV"),
        (50, 727, "IBAN"), (160, 727, "NL91 ABNA 0417 1643 00"),
        (50, 739, "Betaald door"), (160, 739, "Van Dijk Catering BV, Stationsplein 3,"),
        (160, 751, "3511 ED Utrecht"),
    ]  # fmt: skip


def test_a_company_in_a_payment_slips_row_is_not_the_footer_s_issuer() -> None:
    # the payer's name and address printed as the value of a slip's row at the page foot
    # ("Betaald door | Name BV, street,") is no legal footer naming the issuer
    fields = fields_of(_split_letterhead_with_slip())
    assert fields.vendor_name == "Bakkerij Smulders BV"
    assert fields.customer_name == "Van Dijk Catering"


def test_a_letterhead_split_in_two_takes_the_address_block_beside_the_name() -> None:
    # the name at the left, its street, town and contacts at the right at the name's height
    fields = fields_of(_split_letterhead_with_slip())
    assert fields.vendor_address == "Kerkstraat 14, 5611 GH Eindhoven"


def _stacked_items(rows: Rows) -> Rows:
    return [
        (50, 50, "Pracownia Zielińska Sp. z o.o."), (50, 62, "ul. Długa 5"),
        (50, 74, "31-147 Kraków"), (50, 86, "NIP PL6762468934"),
        (330, 50, "Faktura FV/2026/031"), (330, 62, "Data wystawienia: 2026-03-02"),
        *rows,
        (330, 260, "Razem netto"), right_aligned(520, 260, "540,00"),
        (330, 272, "VAT 23 %"), right_aligned(520, 272, "124,20"),
        (330, 284, "Razem brutto"), right_aligned(520, 284, "664,20"),
    ]  # fmt: skip


def test_a_calculation_printed_under_the_description_is_the_item_s_row() -> None:
    # "3 szt. × 60,00 = 180,00" right-aligned under the item's description: quantity, unit
    # price and amount, the equals sign no cell of its own
    fields = fields_of(
        _stacked_items(
            [
                (50, 145, "Szafka na dokumenty"), right_aligned(520, 157, "3 szt. × 60,00 = 180,00"),
                (50, 175, "Montaż i transport"), right_aligned(520, 187, "1 kpl. × 360,00 = 360,00"),
            ]
        )
    )  # fmt: skip
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("Szafka na dokumenty", Decimal("3"), Decimal("60.00"), Decimal("180.00")),
        ("Montaż i transport", Decimal("1"), Decimal("360.00"), Decimal("360.00")),
    ]


def test_a_calculation_s_amount_grouped_by_a_space_and_the_list_s_heading() -> None:
    # "1 kpl. × 1 360,00 = 1 360,00": the equals sign goes whatever the amount's words; the
    # list's one-word heading over the first description ("OPIS") is no part of it
    fields = fields_of(
        [
            (50, 131, "OPIS"),
            *_stacked_items(
                [
                    (50, 145, "Szafka na dokumenty"),
                    right_aligned(520, 157, "3 szt. × 60,00 = 180,00"),
                    (50, 175, "Montaż i transport"),
                    right_aligned(520, 187, "1 kpl. × 1 360,00 = 1 360,00"),
                ]
            ),
        ]
    )
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("Szafka na dokumenty", Decimal("3"), Decimal("60.00"), Decimal("180.00")),
        ("Montaż i transport", Decimal("1"), Decimal("1360.00"), Decimal("1360.00")),
    ]


def test_labelled_figures_parted_by_bullets_under_the_description_are_the_item_s_row() -> None:
    # "Ilość 3 · Cena jedn. 60,00 · 180,00": each figure after its column's word, the amount
    # last; the same with the price first
    fields = fields_of(
        _stacked_items(
            [
                (50, 145, "Szafka na dokumenty"), (50, 157, "Ilość 3 · Cena jedn. 60,00 · 180,00"),
                (50, 175, "Montaż i transport"), (50, 187, "Cena 360,00 · Ilość 1 · 360,00"),
            ]
        )
    )  # fmt: skip
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("Szafka na dokumenty", Decimal("3"), Decimal("60.00"), Decimal("180.00")),
        ("Montaż i transport", Decimal("1"), Decimal("360.00"), Decimal("360.00")),
    ]


def test_a_document_title_over_a_value_beside_its_label_does_not_own_it() -> None:
    # the number printed larger, so its box sits a little lower than its label's line, right
    # under the page's title "Factura": the label's value all the same
    rows: Rows = [
        (50, 75, "Talleres Ibáñez S.L."), (480, 75, "Factura"),
        (50, 90, "Facturar a"), (400, 90, "Nº de factura"), (480, 92, "2025113060"),
        (50, 104, "Hostal Miramar S.L."), (400, 104, "Fecha: 23/11/2025"),
        (50, 116, "Calle Real 3"), (50, 128, "28004 Madrid"),
        (50, 150, "Descripción"), (330, 150, "Cantidad"), (400, 150, "Precio"),
        (470, 150, "Importe"),
        (50, 165, "Revisión anual"), (335, 165, "1"), right_aligned(440, 165, "100,00"),
        right_aligned(510, 165, "100,00"),
        (400, 200, "Total"), right_aligned(510, 200, "121,00"),
    ]  # fmt: skip
    page = page_from_rows(rows)
    # the number in a larger print than its label: its box taller, a little lower
    words = [
        Word(w.text, w.x0, w.y0 + 2.0, w.x1 + 10.0, w.y1 + 4.0) if w.text == "2025113060" else w
        for w in page.words
    ]
    fields, _, _ = parse_invoice([Page(number=1, width=595.0, height=842.0, words=words)])
    assert fields.invoice_number == "2025113060"


def test_a_labelled_group_sum_read_by_ocr_is_no_item() -> None:
    # OCR reads "Sous-total lot 1  360,12" with the group's number as a unit price: the
    # subtotal label and the group's sum make it the group's subtotal, not an item
    page = ocr_page(
        [
            (50, 50, "Électricité Marchand SARL"), (50, 64, "12 rue des Lilas"),
            (50, 78, "69003 Lyon"), (330, 50, "Facture N° F-2026-118"),
            (330, 64, "Date : 12/03/2026"),
            (50, 130, "Pos."), (90, 130, "Désignation"), (300, 130, "Qté"), (370, 130, "Prix"),
            (450, 130, "Montant"),
            (50, 150, "Lot 1 Électricité"),
            (50, 166, "1.1"), (90, 166, "Câble posé"), (300, 166, "48"), (370, 166, "5,30"),
            (450, 166, "254,40"),
            (50, 182, "1.2"), (90, 182, "Prise encastrée"), (300, 182, "4"), (370, 182, "26,43"),
            (450, 182, "105,72"),
            (90, 198, "Sous-total lot 1"), (450, 198, "360,12"),
            (50, 216, "Lot 2 Peinture"),
            (50, 232, "2.1"), (90, 232, "Peinture murale"), (300, 232, "10"), (370, 232, "12,00"),
            (450, 232, "120,00"),
            (50, 248, "2.2"), (90, 248, "Enduit"), (300, 248, "5"), (370, 248, "8,00"),
            (450, 248, "40,00"),
            (90, 264, "Sous-total lot 2"), (450, 264, "160,00"),
            (330, 300, "Total HT"), (450, 300, "520,12"),
            (330, 316, "TVA 20 %"), (450, 316, "104,02"),
            (330, 332, "Total TTC"), (450, 332, "624,14"),
        ]
    )  # fmt: skip
    fields, _, _ = parse_invoice([page])
    assert [i.description for i in fields.line_items] == [
        "Câble posé",
        "Prise encastrée",
        "Peinture murale",
        "Enduit",
    ]


def _order_label_page(order_label: str, vendor: str) -> Rows:
    return [
        (50, 50, vendor), (50, 62, "Rue du Port 4"), (50, 74, "13002 Marseille"),
        (330, 50, "Facture"), (330, 62, "Numéro de facture"), (450, 62, "2026-1203"),
        (330, 74, order_label), (450, 74, "BST-2026-773"),
        (50, 130, "Désignation"), (330, 130, "Qté"), (380, 130, "Prix"), (450, 130, "Montant"),
        (50, 145, "Maintenance annuelle"), (335, 145, "1"), right_aligned(420, 145, "300,00"),
        right_aligned(500, 145, "300,00"),
        (330, 180, "Total TTC"), right_aligned(500, 180, "360,00"),
    ]  # fmt: skip


def test_a_label_ending_in_a_number_sign_takes_the_value_in_the_next_cell() -> None:
    # "Votre commande n°  BST-2026-773": the sign after the label is the label's, the value in
    # the next cell the order's
    fields = fields_of(_order_label_page("Votre commande n°", "Fournitures Marin SARL"))
    assert fields.purchase_order == "BST-2026-773"
    assert fields.invoice_number == "2026-1203"


def test_spains_new_limited_company_is_a_legal_form() -> None:
    # "S.L.N.E." (sociedad limitada nueva empresa) ends the company's name
    from docproc_pipeline.extract.parse.party_text import has_legal_form

    assert has_legal_form("Industrias Castellana S.L.N.E.")
    assert has_legal_form("Industrias Castellana SLNE")
    assert not has_legal_form("Industrias Castellana")


def test_the_net_after_a_discount_is_neither_the_discount_nor_the_subtotal() -> None:
    # "Nettobetrag nach Rabatt 993.15" under "Rabatt -50.00": the taxable base, its label
    # holding the discount's word; the discount stays 50.00 and the tax row's base 993.15
    fields = fields_of(
        [
            (50, 50, "Schreinerei Huber AG"), (50, 62, "Dorfstrasse 8"), (50, 74, "8400 Winterthur"),
            (330, 50, "Rechnung RE-2026-118"), (330, 62, "Datum: 12.03.2026"),
            (50, 130, "Bezeichnung"), (330, 130, "Anz."), (380, 130, "E-Preis"),
            (460, 130, "Betrag"),
            (50, 145, "Einbauschrank Eiche"), (335, 145, "1"), right_aligned(430, 145, "1’043.15"),
            right_aligned(510, 145, "1’043.15"),
            (330, 180, "Summe netto"), right_aligned(510, 180, "1’043.15 CHF"),
            (330, 192, "Rabatt"), right_aligned(510, 192, "-50.00 CHF"),
            (330, 204, "Nettobetrag nach Rabatt"), right_aligned(510, 204, "993.15 CHF"),
            (330, 216, "Umsatzsteuer 8.1 %"), right_aligned(510, 216, "80.45 CHF"),
            (330, 228, "Gesamtbetrag"), right_aligned(510, 228, "1’073.60 CHF"),
        ]
    )  # fmt: skip
    assert (fields.subtotal, fields.discount, fields.tax_amount, fields.total) == (
        Decimal("1043.15"),
        Decimal("50.00"),
        Decimal("80.45"),
        Decimal("1073.60"),
    )
    assert [(r.rate, r.base) for r in fields.tax_breakdown] == [
        (Decimal("8.10"), Decimal("993.15"))
    ]


def test_the_issuer_s_name_repeated_with_its_address_set_apart_by_commas() -> None:
    # the letterhead prints the name alone; a line further down repeats it with its street
    # and town after commas, then its ids after bullets: that is the issuer's address
    fields = fields_of(
        [
            (50, 50, "Tipografia Bassi"), (430, 50, "FATTURA"),
            (50, 90, "Spett.le"), (50, 102, "Caffè Roma Srl"), (50, 114, "Via Po 12"),
            (50, 126, "10124 Torino"),
            (330, 90, "Fattura n. 2026/77"), (330, 102, "Data: 02/03/2026"),
            (50, 170, "Descrizione"), (330, 170, "Q.tà"), (380, 170, "Prezzo"), (460, 170, "Importo"),
            (50, 185, "Biglietti da visita"), (335, 185, "2"), right_aligned(430, 185, "45,00"),
            right_aligned(510, 185, "90,00"),
            (330, 220, "Imponibile"), right_aligned(510, 220, "90,00"),
            (330, 232, "IVA 22 %"), right_aligned(510, 232, "19,80"),
            (330, 244, "Totale"), right_aligned(510, 244, "109,80"),
            (50, 300, "Tipografia Bassi, Via Roma 5, 40121 Bologna · P.IVA IT02327910580 · Tel. 051 234567"),
        ]
    )  # fmt: skip
    assert fields.vendor_name == "Tipografia Bassi"
    assert fields.vendor_address == "Via Roma 5, 40121 Bologna"


def test_the_recipient_of_a_transfer_slip_is_the_payee_not_the_customer() -> None:
    # "Empfänger  Name" over "IBAN  ..." at the page foot: the one the money goes to (the
    # issuer); the customer is the addressee in the window, not the slip's recipient
    rows = _split_letterhead_with_slip()
    slip = rows.index((50, 715, "Begunstigde"))
    rows[slip] = (50, 715, "Ontvanger")
    fields = fields_of(rows)
    assert fields.vendor_name == "Bakkerij Smulders BV"
    assert fields.customer_name == "Van Dijk Catering"


def _facts_beside_parties() -> Rows:
    return [
        (50, 50, "Barbier Conseil SARL"), (200, 50, "Facturé à"), (400, 50, "FACTURE"),
        (50, 62, "3, boulevard du Port"), (200, 62, "Leduc Bâtiment EURL"),
        (400, 62, "N° de facture : F259885"),
        (50, 74, "91923 Barre-les-Bains"), (200, 74, "12, avenue Clément"),
        (400, 74, "Date : 25/12/2025"),
        (50, 86, "TVA : FR66907532212"), (200, 86, "30989 Marquesnec"),
        (200, 98, "Désignation"), (330, 110, "Qté"), (380, 110, "Prix"), (450, 110, "Montant HT"),
        (50, 125, "Conseil"), (335, 125, "2"), right_aligned(420, 125, "100,00"),
        right_aligned(500, 125, "200,00"),
        (330, 160, "Total HT"), right_aligned(500, 160, "200,00"),
        (330, 172, "TVA 20 %"), right_aligned(500, 172, "40,00"),
        (330, 184, "Total TTC"), right_aligned(500, 184, "240,00"),
    ]  # fmt: skip


def test_a_valid_vat_id_in_the_label_s_cell_takes_no_digits_of_the_next_cell() -> None:
    # "TVA : FR66907532212 | 30989 Marquesnec": the postcode in the customer's column beside
    # it is no part of the id
    fields = fields_of(_facts_beside_parties())
    assert fields.vendor_tax_id == "FR66907532212"


def test_a_description_header_cell_under_an_address_block_ends_it() -> None:
    # the item table's "Désignation" printed right under the customer's town, in its column
    fields = fields_of(_facts_beside_parties())
    assert fields.customer_address == "12, avenue Clément, 30989 Marquesnec"


def test_a_from_label_with_the_name_in_the_next_cell_names_the_vendor() -> None:
    # "Van:  Huyghe VOF" with the address under the name, "Klant:  ..." under it: the
    # sender's label ("Van", "Od", "Da", "De" only with their colon) and its value cell
    fields = fields_of(
        [
            (170, 40, "FACTUUR nr. 579/2026"), (200, 60, "Datum factuur: 30/01/2026"),
            (56, 94, "Van:"), (148, 94, "Drukkerij Peeters BV"),
            (148, 106, "Mariering 28, 7005 Bomal"), (148, 118, "T +32 330 669705 · info@peeters.be"),
            (56, 148, "Klant:"), (148, 148, "Hermans NV"), (148, 160, "Davidhof 91, 7878 Goé"),
            (64, 215, "Omschrijving"), (330, 215, "Aantal"), (390, 215, "Prijs"),
            (460, 215, "Totaal"),
            (64, 230, "Flyers A5"), (335, 230, "1"), right_aligned(430, 230, "80,00"),
            right_aligned(510, 230, "80,00"),
            (330, 260, "Totaal excl. btw"), right_aligned(510, 260, "80,00"),
            (330, 272, "Btw 21 %"), right_aligned(510, 272, "16,80"),
            (330, 284, "Totaal"), right_aligned(510, 284, "96,80"),
        ]
    )  # fmt: skip
    assert fields.vendor_name == "Drukkerij Peeters BV"
    assert fields.vendor_address == "Mariering 28, 7005 Bomal"
    assert fields.customer_name == "Hermans NV"


def test_a_telephone_or_bank_row_ends_an_address() -> None:
    # "Telephone 0161 ..." (the word spelt out) and "Banque : Name" / "Banca: Name" are rows
    # that stop an address block, whatever follows them
    from docproc_pipeline.extract.parse.party_text import is_stop_text

    for row in ("Telephone 0161 496 0000", "Banque : Banque Populaire", "Banca: Intesa"):
        assert is_stop_text(row), row
    assert not is_stop_text("Banco Santander S.A.")  # a bank's name, no row label
