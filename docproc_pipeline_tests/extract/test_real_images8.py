"""Rules from real photographed and scanned invoices (session 8), each on an invented page."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, fields_of, page_from_rows, right_aligned


def _dinar_page() -> Rows:
    # a Tunisian invoice: the dinar has three decimals (millimes), its sign "DT" after the figure
    return [
        (60, 40, "Atlas Hébergement SARL"),
        (60, 52, "12 rue de Carthage, 1002 Tunis"),
        (360, 40, "Facture N° F-40217"),
        (360, 52, "Date : 14-09-2026"),
        (60, 300, "Désignation"),
        (300, 300, "Quantité"),
        (380, 300, "Prix unitaire"),
        (480, 300, "Prix HT"),
        (60, 320, "Hébergement web annuel"),
        right_aligned(330, 320, "1"),
        right_aligned(440, 320, "85.000 DT"),
        right_aligned(530, 320, "85.000 DT"),
        (300, 400, "Total HT"),
        right_aligned(530, 400, "85.000 DT"),
        (300, 416, "TVA 19 %"),
        right_aligned(530, 416, "16.150 DT"),
        (300, 432, "Total TTC"),
        right_aligned(530, 432, "101.150 DT"),
    ]


def test_amounts_in_a_three_decimal_currency_are_money() -> None:
    # "101.150 DT": three decimals are the dinar's millimes, not a thousands group; the
    # currency sign printed after the figure names the currency
    fields = fields_of(_dinar_page())
    assert fields.total == Decimal("101.15")
    assert fields.subtotal == Decimal("85.00")
    assert fields.currency == "TND"
    assert fields.tax_amount == Decimal("16.15")


# a till receipt whose rows print "quantity unit * unit price = amount tax-code"
_STAR_RECEIPT: Rows = [
    (200, 40, "SKLEP POD LIPAMI"),
    (160, 60, "Lipowa 12, 00-950 Kraków"),
    (200, 80, "NIP 521-30-17-844"),
    (40, 100, "2026-05-14"),
    (420, 100, "nr wydr.5521"),
    (220, 130, "PARAGON FISKALNY"),
    (30, 160, "A_KAWA MIELONA 500G"),
    right_aligned(560, 160, "1szt*18,99= 18,99 A"),
    (30, 180, "D_MLEKO 2% 1L"),
    right_aligned(560, 180, "3szt*3,49= 10,47 D"),
    (30, 200, "A_BATERIE AA 4SZT"),
    right_aligned(560, 200, "2szt*12,50= 25,00 A"),
    (30, 240, "Sprzed. opod. PTU A"),
    right_aligned(560, 240, "43,99"),
    (30, 260, "Kwota A 23,00%"),
    right_aligned(560, 260, "8,23"),
    (30, 280, "Podatek PTU"),
    right_aligned(560, 280, "8,23"),
    (30, 300, "SUMA PLN"),
    right_aligned(560, 300, "54,46"),
]


def test_an_ocr_receipt_row_with_a_star_as_times_sign_is_an_item() -> None:
    # OCR reads "3szt*3,49=" as one word: quantity, unit, "*" for times, the unit price and
    # the "=" before the amount
    fields, _, _ = parse_invoice([replace(page_from_rows(_STAR_RECEIPT), source="ocr")])
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("A_KAWA MIELONA 500G", Decimal("1"), Decimal("18.99"), Decimal("18.99")),
        ("D_MLEKO 2% 1L", Decimal("3"), Decimal("3.49"), Decimal("10.47")),
        ("A_BATERIE AA 4SZT", Decimal("2"), Decimal("12.50"), Decimal("25.00")),
    ]


def test_a_receipted_invoice_title_with_a_colon_labels_the_number() -> None:
    # "Facture acquittée : X" (a paid invoice's title) labels its number; OCR may glue the id
    # to the colon
    for title in ("Facture acquittée : TN40217", "Facture acquittée:TN40217"):
        rows = _dinar_page()
        rows[2] = (360, 40, title)
        assert fields_of(rows).invoice_number == "TN40217"


def _bare_figures_page(footer: str) -> Rows:
    # totals printed as bare figures; the currency only in a column header or in words
    return [
        (60, 40, "Éolienne du Sud SA"),
        (60, 52, "Boulevard de la Mer 40, Agadir"),
        (360, 40, "Facture N° 2026-118"),
        (360, 52, "Date : 14/09/2026"),
        (60, 300, "Désignation"),
        (300, 300, "Quantité"),
        (380, 300, "Prix unitaire"),
        (480, 300, "Montant EUR"),
        (60, 320, "Énergie fournie"),
        right_aligned(330, 320, "10"),
        right_aligned(440, 320, "125,00"),
        right_aligned(530, 320, "1 250,00"),
        (300, 400, "Total à régler"),
        right_aligned(530, 400, "1 250,00"),
        (60, 700, footer),
    ]


def test_the_share_capital_in_the_footer_does_not_name_the_currency() -> None:
    # "au capital de 900 000 Dhs" is the company's capital in its home currency; the bill's
    # figures are bare, under a header that names the euro
    rows = _bare_figures_page("Société anonyme au capital de 900 000 Dhs")
    assert fields_of(rows).currency == "EUR"


def test_a_total_written_in_words_names_the_currency() -> None:
    rows = _bare_figures_page("Arrêtée la présente facture à la somme de mille deux cent dirhams")
    rows[7] = (480, 300, "Montant")
    assert fields_of(rows).currency == "MAD"


def _till(total: str) -> Rows:
    return [
        (200, 40, "CORNER COFFEE Store 12"),
        (200, 52, "410 Pine Street, Portland, OR 97204"),
        (200, 80, "Ticket 88214"),
        (190, 120, "Flat White"),
        right_aligned(400, 120, "4.10"),
        (190, 134, "Blueberry Muffin"),
        right_aligned(400, 134, "3.20"),
        (190, 160, "Card"),
        right_aligned(400, 160, "7.88"),
        (190, 190, "Subtotal"),
        right_aligned(400, 190, "$7.30"),
        (190, 204, "Tax 8%"),
        right_aligned(400, 204, "$0.58"),
        (190, 218, "Total"),
        right_aligned(400, 218, total),
    ]


def test_an_ocr_total_one_digit_off_the_proven_net_and_tax_is_corrected() -> None:
    # the items add up to the net, the tax is 8 % of it: a total read "$1.88" is "$7.88" with
    # one digit misread, at a confidence under 0.9
    fields, confidence, _ = parse_invoice([replace(page_from_rows(_till("$1.88")), source="ocr")])
    assert fields.total == Decimal("7.88")
    assert confidence["total"] < 0.9


def test_a_total_two_digits_off_or_on_a_text_layer_stays_as_printed() -> None:
    fields, _, _ = parse_invoice([replace(page_from_rows(_till("$1.83")), source="ocr")])
    assert fields.total == Decimal("1.83")
    assert fields_of(_till("$1.88")).total == Decimal("1.88")


def test_a_till_stamp_on_a_twelve_hour_clock_dates_the_receipt() -> None:
    # "03/14/2026 02:58 PM": the receipt's date and time, the time with its AM/PM
    rows = _till("$7.88")
    rows.insert(3, (200, 92, "03/14/2026 02:58 PM"))
    fields, _, _ = parse_invoice([replace(page_from_rows(rows), source="ocr")])
    assert fields.invoice_date == date(2026, 3, 14)


def test_a_row_priced_in_a_three_decimal_currency_is_an_item() -> None:
    # "85.000 DT" in the price and amount cells: the dinar's three decimals are its cents
    fields = fields_of(_dinar_page())
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("1"), Decimal("85.00"), Decimal("85.00"))
    ]


def test_a_header_naming_two_prices_and_a_section_for_the_description_heads_the_items() -> None:
    # "HÉBERGEMENT  Quantité  Prix unitaire  Prix HT" under the customer's tax id: a section's
    # name heads the description column, and the second price cell is each line's amount
    rows: Rows = [
        (60, 40, "Nuage Services SAS"),
        (60, 52, "8 quai des Brumes, 69002 Lyon"),
        (360, 40, "Facture N° NS-2291"),
        (360, 52, "Date : 02/10/2026"),
        (300, 120, "tva: 2741806/B/A/M/000"),
        (60, 300, "HÉBERGEMENT"),
        (300, 300, "Quantité"),
        (380, 300, "Prix unitaire"),
        (480, 300, "Prix HT"),
        (60, 320, "Serveur virtuel S"),
        right_aligned(330, 320, "2"),
        right_aligned(440, 320, "12,00"),
        right_aligned(530, 320, "24,00"),
        (60, 336, "Sauvegarde quotidienne"),
        right_aligned(330, 336, "1"),
        right_aligned(440, 336, "6,00"),
        right_aligned(530, 336, "6,00"),
        (300, 400, "Total HT"),
        right_aligned(530, 400, "30,00 €"),
        (300, 416, "TVA 20 %"),
        right_aligned(530, 416, "6,00 €"),
        (300, 432, "Total TTC"),
        right_aligned(530, 432, "36,00 €"),
    ]
    fields = fields_of(rows)
    assert [(i.description, i.amount) for i in fields.line_items] == [
        ("Serveur virtuel S", Decimal("24.00")),
        ("Sauvegarde quotidienne", Decimal("6.00")),
    ]


def test_an_e_glued_to_a_figure_is_the_euro_sign_where_figures_print_it() -> None:
    # a hand-written bill: its figures carry "€", and OCR read the sign of the total as "E"
    rows: Rows = [
        (130, 50, "Facture"),
        (120, 160, "QTE"),
        (300, 160, "Désignation"),
        (60, 260, "4"),
        (200, 260, "Chaise pliante"),
        (400, 260, "15€"),
        (500, 260, "60€"),
        (400, 700, "Total. 1 060E"),
    ]
    fields, _, _ = parse_invoice([replace(page_from_rows(rows), source="ocr")])
    assert fields.total == Decimal("1060.00")
    assert fields.currency == "EUR"
    # without a euro sign on the page, an "E" after a figure stays a letter
    rows[6] = (400, 260, "15")
    rows[5] = (200, 260, "Chaise pliante 15")
    rows[6] = (500, 260, "60")
    fields, _, _ = parse_invoice([replace(page_from_rows(rows), source="ocr")])
    assert fields.total is None


def test_a_tax_label_glued_to_its_rate_labels_the_tax() -> None:
    # "TVA20%:250,00 €": OCR lost the space between the tax word and its rate
    rows = _bare_figures_page("Conditions : paiement à réception")
    rows[12:14] = [
        (300, 400, "Total HT"),
        right_aligned(530, 400, "1 250,00 €"),
        (300, 416, "TVA20%:250,00 €"),
        (300, 432, "Total TTC"),
        right_aligned(530, 432, "1 500,00 €"),
    ]
    fields = fields_of(rows)
    assert (fields.tax_rate, fields.tax_amount) == (Decimal("20.00"), Decimal("250.00"))


def test_a_short_date_label_inside_a_sentence_yields_to_the_issue_date_label() -> None:
    # "... conclu en date du 30/03/2024" above the box of the invoice's facts
    rows = _bare_figures_page("Conditions : paiement à réception")
    rows[3] = (360, 52, "Référence contrat : conclu en date du 30/03/2024")
    rows.insert(4, (360, 80, "Date d'émission"))
    rows.insert(5, (460, 80, "06/03/2026"))
    assert fields_of(rows).invoice_date == date(2026, 3, 6)


def test_total_to_settle_and_nap_label_the_amount_due() -> None:
    # "Total à règler" (its accent often misprinted) and "NAP" (net à payer) alone in its cell
    for label in ("Total à règler :", "NAP"):
        rows = _bare_figures_page("Conditions : paiement à réception")
        rows[12] = (300, 400, label)
        fields = fields_of(rows)
        assert fields.amount_due == Decimal("1250.00"), label


def test_a_tax_named_before_its_word_with_base_and_rate_is_a_tax_row() -> None:
    # "Standard Rated VAT 85.000 DT 19 %  16.150 DT": capitalised words name the tax; with a
    # rate after it the row is a tax table's, not running text
    rows = _dinar_page()[:-2]  # no total to infer the tax from
    rows[-2] = (200, 416, "Standard Rated VAT 85.000 DT 19 %")
    fields = fields_of(rows)
    assert (fields.tax_rate, fields.tax_amount) == (Decimal("19.00"), Decimal("16.15"))


def test_a_stamp_duty_between_the_tax_and_the_total_is_no_shipping_charge() -> None:
    # "Timbre fiscal  0.600 DT": a fee of its own that the total includes; the gap between
    # net + tax and the total is not read as a shipping charge
    rows = _dinar_page()
    rows[-2:] = [
        (300, 440, "Timbre fiscal"),
        right_aligned(530, 440, "0.600 DT"),
        (300, 456, "Total TTC"),
        right_aligned(530, 456, "101.750 DT"),
    ]
    fields = fields_of(rows)
    assert fields.total == Decimal("101.75")
    assert fields.shipping is None


def test_a_receipts_tax_rows_by_category_letter_give_the_breakdown() -> None:
    # "Sprzed. opod. PTU A  43,99" over "Kwota A 23,00%  8,23": the category's gross sales and
    # its tax (43,99 x 23/123 = 8,23); "D" at 0 %
    rows = _STAR_RECEIPT[:-4] + [
        (30, 280, "Sprzed. opod. PTU D"),
        right_aligned(560, 280, "10,47"),
        (30, 300, "Kwota D 00,00%"),
        right_aligned(560, 300, "0,00"),
        (30, 320, "Podatek PTU"),
        right_aligned(560, 320, "8,23"),
        (30, 340, "SUMA PLN"),
        right_aligned(560, 340, "54,46"),
    ]
    fields, _, _ = parse_invoice([replace(page_from_rows(rows), source="ocr")])
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("23.00"), Decimal("43.99"), Decimal("8.23")),
        (Decimal("0.00"), Decimal("10.47"), Decimal("0.00")),
    ]
    assert fields.tax_amount == Decimal("8.23")


def test_a_till_receipts_company_line_with_its_tax_number_names_the_vendor() -> None:
    # a centred receipt head: the store's line and address, then the company's legal name,
    # its registered address and its NIP, each line centred under the one above
    def centred(y: float, text: str) -> tuple[float, float, str]:
        return (300 - 2.5 * len(text), y, text)

    rows: Rows = [
        centred(40, "* LIPKA * Market Kraków"),
        centred(56, "30-001 Kraków ul. Długa 5"),
        centred(72, "Tel. (12) 400-10-10"),
        centred(88, "LIPKA Handel Sp. z o.o."),
        centred(104, "00-950 Warszawa ul. Prosta 9"),
        centred(120, "NIP 521-30-17-844"),
        (40, 140, "2026-05-14"),
        centred(160, "PARAGON FISKALNY"),
        (30, 180, "A_KAWA MIELONA 500G"),
        right_aligned(560, 180, "1szt*18,99= 18,99 A"),
        (30, 220, "SUMA PLN"),
        right_aligned(560, 220, "18,99"),
    ]
    fields, _, _ = parse_invoice([replace(page_from_rows(rows), source="ocr")])
    assert fields.vendor_name == "LIPKA Handel Sp. z o.o."
    assert fields.vendor_address == "00-950 Warszawa ul. Prosta 9"


def test_a_forms_code_and_version_in_the_corner_name_no_vendor() -> None:
    # a scanned form prints its reference "FR.QMS.07" and "Version : 02" in the top corner,
    # taller than the company's name
    corner = page_from_rows([(480, 20, "FR.QMS.07"), (480, 40, "Version : 02")], size=12.0)
    body = page_from_rows(
        [
            (60, 70, "Vents du Sud SA"),
            (60, 84, "Boulevard de la Mer 40, 80000 Agadir"),
            (360, 120, "Facture N° 2026-118"),
            (360, 134, "Date : 14/09/2026"),
            (300, 400, "Total à régler"),
            right_aligned(530, 400, "1 250,00 EUR"),
        ]
    )
    page = replace(body, words=corner.words + body.words, source="ocr")
    fields, _, _ = parse_invoice([page])
    assert fields.vendor_name == "Vents du Sud SA"


def test_a_tills_check_number_is_the_receipts_number() -> None:
    # "CHK 88214" at the start of its line: a restaurant till's check number
    rows = _till("$7.88")
    rows[2] = (200, 80, "CHK 88214")
    fields, _, _ = parse_invoice([replace(page_from_rows(rows), source="ocr")])
    assert fields.invoice_number == "88214"


def test_an_address_label_under_a_partys_name_in_its_card_gives_the_address() -> None:
    # two cards of labelled rows: the address after "Adresse", run on over the rows below
    # in its column up to the card's next label
    rows: Rows = [
        (40, 60, "Vents du Sud SA"),
        (330, 60, "Client:"),
        (365, 60, "Atelier Ouest SARL"),
        (40, 74, "Adresse"),
        (85, 74, "Immeuble Azur 3e étage"),
        (330, 74, "Adresse: Zone Franche Lot 12"),
        (85, 86, "Boulevard du Port"),
        (374, 86, "Commune de Ksar"),
        (40, 98, "Contact"),
        (85, 98, "Mme Laila Amrani"),
        (330, 98, "Contact"),
        (374, 98, "Service achats"),
        (360, 140, "Facture N° 2026-118"),
        (360, 154, "Date : 14/09/2026"),
        (300, 400, "Total à régler"),
        right_aligned(530, 400, "1 250,00 EUR"),
    ]
    fields = fields_of(rows)
    assert fields.vendor_address == "Immeuble Azur 3e étage, Boulevard du Port"
    assert fields.customer_address == "Zone Franche Lot 12, Commune de Ksar"


def test_the_bullet_about_paying_under_a_terms_label_is_the_terms() -> None:
    # notes listed under "Conditions de paiement :": a tax exemption, then the payment terms
    rows = _bare_figures_page("Merci de votre confiance")
    rows += [
        (60, 620, "Conditions de paiement :"),
        (60, 640, "- Opération exonérée de TVA selon l'article 12 du code"),
        (60, 652, "- Facture payable sous 30 jours par virement"),
        (60, 664, "- Pénalités de retard au taux légal"),
    ]
    fields = fields_of(rows)
    assert fields.payment_terms == "Facture payable sous 30 jours par virement"


def test_tunisian_fiscal_ids_of_both_parties_are_read() -> None:
    # the customer's "tva : 1234567/A/B/M/000" in its block, the vendor's "MF : ..." in the
    # legal footer
    rows = _dinar_page()
    rows += [
        (360, 90, "Client :"),
        (360, 102, "Sahel Logistique"),
        (360, 114, "Route de Sousse km 4, 4000 Sousse"),
        (360, 126, "tva : 1234567/A/B/M/000"),
        (150, 780, "Atlas Hébergement SARL, au capital de 10000 DT"),
        (150, 792, "MF : 7654321P/A/M/000 RC : B01234562020"),
    ]
    fields = fields_of(rows)
    assert fields.vendor_tax_id == "7654321P/A/M/000"
    assert fields.customer_tax_id == "1234567/A/B/M/000"


def test_a_trade_line_is_no_address_and_the_footers_registered_office_is() -> None:
    # "TUILES - ROBINETTERIE - SANITAIRES" lists the firm's trade (no figure: no sender line);
    # the registered office in the footer runs on over a hyphen to the town
    rows: Rows = [
        (60, 40, "MAISON DES TUILES"),
        (60, 140, "TUILES - ROBINETTERIE - APPAREILS SANITAIRES"),
        (60, 200, "FACTURE N° FC-2291"),
        (60, 214, "Date : 02/10/2026"),
        (300, 400, "TOTAL TTC"),
        right_aligned(530, 400, "1 250,00 Dhs"),
        (
            40,
            790,
            "SARL au capital de 100.000 Dhs Siège social : 12 Rue des Orangers Quartier Nord-",
        ),
        (120, 802, "MARRAKECH-E-mail: contact@tuiles.example"),
    ]
    fields, _, _ = parse_invoice([replace(page_from_rows(rows), source="ocr")])
    assert fields.vendor_name == "MAISON DES TUILES"
    assert fields.vendor_address == "12 Rue des Orangers Quartier Nord-MARRAKECH"


def _net_and_gross_rows() -> Rows:
    # a header with net and gross prices and amounts, the quantity between them, a rate last
    return [
        (60, 40, "Maison des Tuiles SARL"),
        (60, 52, "12 Rue des Orangers, 40000 Marrakech"),
        (60, 80, "FACTURE N° FC-2291"),
        (60, 94, "Date : 02/10/2026"),
        (20, 160, "Désignation"),
        (160, 160, "Prix HT"),
        (205, 160, "Prix TTC"),
        (255, 160, "Quantité"),
        (300, 160, "Montant HT"),
        (360, 160, "Montant TTC"),
        (420, 160, "TVA%"),
        (20, 176, "Carreau gris mat"),
        right_aligned(195, 176, "50,00"),
        right_aligned(245, 176, "60,00"),
        right_aligned(290, 176, "3,500"),
        right_aligned(350, 176, "175,00"),
        right_aligned(410, 176, "210,00"),
        right_aligned(445, 176, "20,00"),
        (20, 300, "TOTAL HT"),
        (80, 300, "175,00"),
        (140, 300, "TOTAL TVA"),
        (200, 300, "35,00"),
        (280, 300, "TOTAL TTC"),
        (350, 300, "210,00"),
    ]


def test_a_header_of_net_and_gross_columns_reads_the_net_price_and_amount() -> None:
    # "Prix HT  Prix TTC  Quantité  Montant HT  Montant TTC": the gross columns are skipped
    for source in ("text", "ocr"):
        page = replace(page_from_rows(_net_and_gross_rows()), source=source)
        fields, _, _ = parse_invoice([page])
        assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
            (Decimal("3.5"), Decimal("50.00"), Decimal("175.00"))
        ], source


def test_a_description_starting_left_of_its_centred_header_keeps_its_first_words() -> None:
    # "40X120 CARREAU GRIS MAT" under a "Désignation" centred over its column: the words left
    # of the header's start belong to the cell
    rows = _net_and_gross_rows()
    rows[4] = (60, 160, "Désignation")
    rows[11] = (5, 176, "40X120 CARREAU GRIS MAT")
    for source in ("text", "ocr"):
        fields, _, _ = parse_invoice([replace(page_from_rows(rows), source=source)])
        assert [i.description for i in fields.line_items] == ["40X120 CARREAU GRIS MAT"], source


def test_a_word_shared_with_the_letterhead_inside_a_name_does_not_make_a_block_the_vendors() -> (
    None
):
    # the customer's block under a letterhead without a legal form prints its VAT id; its
    # name shares a word with the letterhead, but does not start with it
    rows: Rows = [
        (60, 40, "Elektro Weber"),
        (60, 52, "Lindenstraße 4, 04109 Leipzig"),
        (60, 80, "Schmidt Elektro GmbH"),
        (60, 92, "Hafenweg 9, 28195 Bremen"),
        (60, 104, "USt-IdNr. DE123456789"),
        (360, 200, "Rechnung Nr. 2026-0412"),
        (360, 212, "Datum: 03.02.2026"),
        (300, 400, "Gesamtbetrag"),
        right_aligned(530, 400, "1.190,00 €"),
    ]
    assert fields_of(rows).vendor_name == "Elektro Weber"


def test_a_till_heads_street_and_town_with_state_but_no_zip_is_the_address() -> None:
    # "410 5th Avenue" over "Portland, OR (503) 555-0142": no ZIP code, a phone after the state
    rows = _till("$7.88")
    rows[1:3] = [
        (200, 52, "410 5th Avenue"),
        (200, 64, "Portland, OR (503) 555-0142"),
        (200, 96, "Ticket 88214"),
    ]
    fields, _, _ = parse_invoice([replace(page_from_rows(rows), source="ocr")])
    assert fields.vendor_name == "CORNER COFFEE Store 12"
    assert fields.vendor_address == "410 5th Avenue, Portland, OR"
