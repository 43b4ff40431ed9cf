"""Readings found on session 45's development sets, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.meta import id_value
from docproc_pipeline.extract.parse.numbers import find_money
from docproc_pipeline.extract.parse.party_text import street_line
from docproc_pipeline_tests.extract.pages import Rows, fields_of, ocr_page


def _wholesale_invoice() -> Rows:
    # a wholesaler's invoice: a tax code after each row's amount, outside the header's columns;
    # a tax summary whose sums row runs on into a box with the number and the customer; the
    # due date in the terms row after "le"
    return [
        (47, 70, "Siège :"), (85, 70, "12 Rue des Lilas"), (85, 80, "60100 Creil"),
        (316, 140, "BISTROT EXEMPLE"), (316, 152, "4 Rue Haute"), (316, 164, "75018 PARIS"),
        (50, 150, "N° de Facture"), (150, 150, "Date"),
        (50, 162, "FA20260101"), (150, 162, "02/08/26"),
        (28, 300, "Référence"), (100, 300, "Désignation"), (330, 300, "Qté"), (380, 300, "Poids"),
        (420, 300, "Px unitaire"), (490, 300, "Montant HT"),
        (30, 318, "1"), (60, 318, "SAC NOIR 50L"), (330, 318, "1,000"), (390, 318, "1"),
        (425, 318, "33,9000"), (500, 318, "33,90"), (560, 318, "C5*"),
        (30, 332, "2"), (60, 332, "FILET DE COLIN"), (330, 332, "4,000"), (390, 332, "24"),
        (425, 332, "25,9000"), (500, 332, "103,60"), (560, 332, "C2*"),
        (30, 346, "3"), (60, 346, "CUISSE DE POULET"), (330, 346, "2,000"), (390, 346, "20"),
        (425, 346, "18,4900"), (500, 346, "36,98"), (560, 346, "C2"),
        (28, 494, "Code"), (92, 494, "Base"), (135, 494, "Taux"), (189, 494, "Taxe"),
        (242, 494, "Total HT"), (372, 494, "Port"), (416, 494, "Total TTC"),
        (466, 494, "Acompte"), (516, 494, "NET A PAYER"),
        (29, 518, "C5"), (86, 518, "33,90"), (137, 518, "20%"), (186, 518, "6,78"),
        (247, 518, "174,48"), (427, 518, "188,88"), (485, 518, "0,00"), (546, 518, "188,88"),
        (29, 530, "C2"), (85, 530, "140,58"), (134, 530, "5,5%"), (185, 530, "7,62"),
        (221, 542, "Conditions de règlement :"), (344, 542, "le 02/08/26"),
        (463, 542, "Espèces"), (547, 542, "188,88"),
        (31, 566, "Total"), (84, 566, "174,48"), (185, 566, "14,40"),
        (220, 566, "FA20260101 BISTROT EXEMPLE"),
    ]  # fmt: skip


def test_a_tax_code_after_the_amount_leaves_the_row_readable() -> None:
    fields = fields_of(_wholesale_invoice())
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("SAC NOIR 50L", Decimal(1), Decimal("33.9000"), Decimal("33.90")),
        ("FILET DE COLIN", Decimal(4), Decimal("25.9000"), Decimal("103.60")),
        ("CUISSE DE POULET", Decimal(2), Decimal("18.4900"), Decimal("36.98")),
    ]


def test_a_tax_summarys_sums_beside_a_box_of_text_are_net_and_tax() -> None:
    fields = fields_of(_wholesale_invoice())
    assert (fields.subtotal, fields.tax_amount, fields.total) == (
        Decimal("174.48"),
        Decimal("14.40"),
        Decimal("188.88"),
    )


def test_a_terms_row_of_a_date_after_le_gives_the_due_date() -> None:
    assert fields_of(_wholesale_invoice()).due_date.isoformat() == "2026-08-02"  # type: ignore[union-attr]


def _cash_and_carry() -> Rows:
    # a cash-and-carry invoice: sums per section, the payable, then a loyalty scheme's points
    # and what they are worth
    return [
        (13, 40, "GROSSISTE EXEMPLE SAS"), (13, 52, "5, rue des Prés"), (13, 64, "92000 Nanterre"),
        (300, 40, "Nº FACTURE"), (380, 40, "0042-7788"), (300, 52, "Date facture :"),
        (380, 52, "07-06-2026"),
        (13, 120, "Désignation"), (300, 120, "Qté"), (380, 120, "Prix unitaire"),
        (480, 120, "Montant"),
        (13, 136, "BIERE BLONDE 65CL"), (300, 136, "80"), (380, 136, "1,50"), (480, 136, "120,00"),
        (13, 150, "* BRASSERIE Total: 120,00"),
        (13, 164, "PALETTE EUROPE"), (300, 164, "1"), (380, 164, "20,00"), (480, 164, "20,00"),
        (13, 178, "* Articles divers"), (120, 178, "Total: 20,00"),
        (300, 210, "Total H.T. :"), (480, 210, "140,00"),
        (319, 246, "Total à payer"), (480, 246, "168,00"),
        (268, 270, "TOTAL DE POINT(S) : 1680 (soit 16,80 EUR)"),
    ]  # fmt: skip


def test_section_sums_and_loyalty_points_leave_the_payable_the_total() -> None:
    fields = fields_of(_cash_and_carry())
    assert (fields.subtotal, fields.total, fields.amount_due) == (
        Decimal("140.00"),
        Decimal("168.00"),
        Decimal("168.00"),
    )


def test_a_minus_after_a_figure_makes_it_a_deduction() -> None:
    assert [a.value for a in find_money("REMISE  14,18-", ",")] == [Decimal("-14.18")]
    assert [a.value for a in find_money("0,90- 4,38", ",")] == [Decimal("-0.90"), Decimal("4.38")]
    assert find_money("12-14 Stk.", ",") == []  # a range, no money


def test_a_receipts_total_before_its_discounts_is_no_total() -> None:
    rows: Rows = [
        (120, 20, "HYPER EXEMPLE"), (120, 34, "VALENCIENNES"),
        (120, 60, "PAIN AUX RAISINS"), (260, 60, "3,80"),
        (120, 74, "NOIX DE CAJOU"), (260, 74, "2,50"),
        (160, 88, "Remise Immédiate"), (260, 88, "2,50-"),
        (120, 102, "EAU 5L"), (260, 102, "1,39"),
        (120, 116, "Total Non Alimentaire"), (260, 116, "1,39"),
        (120, 140, "3 ARTICLES"), (180, 140, "TOTAL AVANT REMISES"), (300, 140, "7,69"),
        (120, 154, "TOTAL REMISE IMMEDIATE"), (300, 154, "2,50-"),
        (120, 168, "3 ARTICLES"), (180, 168, "TOTAL A PAYER"), (300, 168, "5,19"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert (fields.total, fields.discount) == (Decimal("5.19"), Decimal("2.50"))


def _footer_identity() -> Rows:
    # the issuer named only in the footer: its name and address on one line, its legal
    # identity (capital, VAT id, register) on the line under it; the customer's block at the top
    return [
        (31, 127, "Date"), (90, 127, "09/08/2026"),
        (31, 141, "Code Client"), (90, 141, "07519"), (315, 141, "AU BON COIN"),
        (315, 155, "8 RUE DES ECOLES"), (315, 169, "75005 PARIS"),
        (31, 232, "FACTURE N° 201899"),
        (34, 296, "Désignation"), (420, 296, "P.U. HT"), (500, 296, "MT HT"),
        (54, 314, "Tomates 6kg"), (420, 314, "7,11"), (500, 314, "7,11"),
        (400, 360, "Total HT"), (500, 360, "7,11"),
        (400, 374, "Total TTC"), (500, 374, "7,50"),
        (155, 815, "LES HALLES EXEMPLE - 26, Avenue Albert Camus - - 93150 LE BLANC MESNIL"),
        (63, 824, "SAS au capital de 250 000 EUR - TVA : FR 38 443 695 598 - RCS 443 695 598"),
    ]  # fmt: skip


def test_a_footer_name_and_address_over_its_legal_line_is_the_issuer() -> None:
    fields = fields_of(_footer_identity())
    assert (fields.vendor_name, fields.vendor_address) == (
        "LES HALLES EXEMPLE",
        "26, Avenue Albert Camus, 93150 LE BLANC MESNIL",
    )
    assert (fields.customer_name, fields.customer_address) == (
        "AU BON COIN",
        "8 RUE DES ECOLES, 75005 PARIS",
    )


def test_the_parcels_count_that_makes_the_amount_is_the_quantity() -> None:
    # the count of parcels opens each row, the pieces' count stands in a column further right:
    # the count whose product with the unit price makes the amount is the row's quantity
    rows: Rows = [
        (40, 40, "Primeurs Exemple SAS"), (400, 40, "FACTURE N° 2099"),
        (34, 296, "Colis"), (65, 296, "Désignation"), (295, 296, "Cal"), (315, 296, "Cat"),
        (334, 296, "Provenance"), (378, 296, "P.U. HT"), (417, 296, "Pièces"), (445, 296, "Uv"),
        (465, 296, "P.U. TTC"), (514, 296, "MT TTC"), (561, 296, "T"),
        (54, 314, "1"), (65, 314, "Poivron Vert 5kg"), (315, 314, "1"), (334, 314, "ESPAGNE"),
        (386, 314, "12.23"), (434, 314, "0"), (450, 314, "c"), (469, 314, "12.900"),
        (530, 314, "12.90"), (561, 314, "1"),
        (54, 328, "2"), (65, 328, "Poisson chat 4 kg"), (334, 328, "INDONESIE"),
        (386, 328, "14.12"), (434, 328, "0"), (450, 328, "c"), (469, 328, "14.900"),
        (530, 328, "29.80"), (561, 328, "1"),
        (49, 342, "84"), (65, 342, "Eau minérale 6x1,5L"), (315, 342, "1"), (334, 342, "FRANCE"),
        (391, 342, "1.04"), (424, 342, "504"), (450, 342, "c"), (474, 342, "1.100"),
        (530, 342, "92.40"), (561, 342, "1"),
        (400, 370, "NET A PAYER"), (530, 370, "135.10"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert [(i.quantity, i.amount) for i in fields.line_items] == [
        (Decimal(1), Decimal("12.90")),
        (Decimal(2), Decimal("29.80")),
        (Decimal(84), Decimal("92.40")),
    ]


def test_the_address_under_its_own_label_in_the_vendors_block() -> None:
    rows: Rows = [
        (400, 40, "FACTUUR"), (40, 60, "Factuurnummer: F-2026-1"),
        (40, 72, "Factuurdatum: 30/09/2026"),
        (40, 100, "Klant:"), (300, 100, "Dienstverlener:"),
        (40, 112, "Jansen B.V."), (300, 112, "Voorbeeld Diensten B.V."),
        (40, 124, "Kerkstraat 1"), (300, 124, "Adres van dienstverlener:"),
        (40, 136, "1234 AB Utrecht"), (300, 136, "Marktplein 12, 3511 LK Utrecht"),
        (300, 148, "Btw-nummer leverancier: NL001234567B01"),
        (40, 200, "Omschrijving"), (450, 200, "Totaal"), (40, 214, "Advies"),
        (450, 214, "100,00"), (300, 240, "Totaal"), (450, 240, "100,00"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert (fields.vendor_name, fields.vendor_address, fields.vendor_tax_id) == (
        "Voorbeeld Diensten B.V.",
        "Marktplein 12, 3511 LK Utrecht",
        "NL001234567B01",
    )


def _web_shop() -> Rows:
    # a web shop's invoice: the sender line with the owner's name, the number set apart from
    # its series' letters, the legal form's bracketed rest wrapped in the footer
    return [
        (57, 136, "Kartonwelt UG · Hafenstraße 9 · 52066 Aachen"),
        (57, 155, "Beispiel GmbH"), (57, 171, "Lindenweg 3"), (57, 187, "63456 Hanau"),
        (318, 219, "Rechnungs-Nr:"), (400, 219, "RE- 2026021829"),
        (318, 235, "Datum:"), (400, 235, "08.02.26"),
        (57, 270, "Rechnung"),
        (60, 327, "Menge"), (150, 327, "Bezeichnung"), (500, 327, "G.-Preis"),
        (60, 344, "40"), (150, 344, "Faltkarton 250x250x250 mm"), (500, 344, "21,64 €"),
        (400, 420, "Gesamtsumme"), (500, 420, "21,64 €"),
        (17, 784, "Kartonwelt UG"), (200, 784, "Email: info@example.de"),
        (17, 793, "(haftungsbeschränkt)"), (200, 793, "Amtsgericht Aachen"),
    ]  # fmt: skip


def test_a_number_apart_from_its_series_letters_is_one_number() -> None:
    assert fields_of(_web_shop()).invoice_number == "RE-2026021829"


def test_a_legal_form_wrapped_in_the_footer_completes_the_name() -> None:
    assert fields_of(_web_shop()).vendor_name == "Kartonwelt UG (haftungsbeschränkt)"


def test_the_owners_name_in_the_sender_line_is_no_address_line() -> None:
    rows: Rows = [
        (53, 143, "Shop-Beispiel.de - Anna Schmidt - Friesenweg 19a - 08529 Plauen"),
        (53, 165, "Beispiel GmbH"), (53, 177, "Lindenweg 3"), (53, 189, "63456 Hanau"),
        (369, 170, "Rechnungs-Nr.: 782597"), (369, 184, "Rechnungsdatum: 20.10.2026"),
        (44, 325, "Artikel"), (450, 325, "Gesamtpreis:"),
        (60, 338, "Rahmen 3fach"), (450, 338, "8,52 EUR"),
        (300, 466, "Rechnungssumme Brutto:"), (450, 466, "8,52 EUR"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert (fields.vendor_name, fields.vendor_address) == (
        "Shop-Beispiel.de",
        "Friesenweg 19a, 08529 Plauen",
    )


def test_an_amount_and_the_rate_ocr_ran_into_it_are_two_cells() -> None:
    rows: Rows = [
        (44, 40, "Bureau Exemple"), (80, 170, "FACTURE N°: 20260274"),
        (24, 267, "Code Article"), (171, 267, "Désignation"), (330, 267, "Qté"),
        (381, 267, "P.U.HT"), (450, 267, "Montant.HT"), (536, 267, "Tva"),
        (19, 300, "COM-00080"), (93, 300, "COMPTOIR REF RKB03"), (350, 300, "1"),
        (390, 300, "3333.33"), (470, 300, "3333.3320.00%"),
        (360, 597, "TOTAL H.T."), (470, 597, "3333.33"),
        (360, 614, "TOTAL T.V.A."), (470, 614, "666.67"),
        (360, 631, "TOTAL T.T.C."), (470, 631, "4000.00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal(1), Decimal("3333.33"), Decimal("3333.33"))
    ]


def test_a_street_and_its_town_after_a_dash_is_an_address() -> None:
    assert street_line("Via S.Bernardino – BERGAMO")
    assert not street_line("Via Verde - Ristorante")


def _fattura_pa() -> Rows:
    # the Italian e-invoice's printed view: both parties as rows of labels and values side by
    # side, the buyer's order in a note line over the items, the VAT summary as a row of labels
    # over its one row of figures
    return [
        (9, 22, "Cedente/prestatore (fornitore)"), (300, 22, "Cessionario/committente (cliente)"),
        (17, 35, "Identificativo fiscale ai fini IVA: IT03616040964"),
        (307, 35, "Identificativo fiscale ai fini IVA: IT06867540632"),
        (17, 45, "Denominazione: ESEMPIO ITALIA S.R.L."),
        (307, 45, "Denominazione: CLIENTE S.R.L.UNIPERSONALE"),
        (17, 54, "Regime fiscale: RF01 (ordinario)"), (307, 54, "Indirizzo: VIA ROMA 38"),
        (17, 64, "Indirizzo: Via Manzoni 44"), (307, 64, "Comune: NAPOLI"),
        (17, 73, "Comune: 20095 Cusano Milanino (MI) Provincia: MI"),
        (307, 73, "Cap: 80147 Nazione: IT"), (17, 83, "Cap: 20095 Nazione: IT"),
        (43, 98, "Tipologia documento"), (150, 98, "Art. 73"), (200, 98, "Numero documento"),
        (300, 98, "Data documento"), (400, 98, "Codice destinatario"),
        (54, 112, "TD01 (fattura)"), (210, 112, "5852546"), (300, 112, "05-02-2026"),
        (400, 112, "M5UXCR1"),
        (23, 174, "Cod. articolo"), (85, 174, "Descrizione"), (300, 174, "Quantità"),
        (350, 174, "Prezzo unitario"), (420, 174, "UM"), (450, 174, "%IVA"),
        (520, 174, "Prezzo totale"),
        (85, 191, "Vs.Ord. 48 del 05-02-2026"),
        (10, 238, "3791375"), (85, 238, "ESTRATTORE CONTATTO"), (300, 238, "100,00"),
        (350, 238, "1,96"), (420, 238, "EA"), (450, 238, "22,00"), (520, 238, "196,00"),
        (266, 282, "RIEPILOGHI IVA"),
        (48, 299, "esigibilità iva / riferimenti normativi"), (230, 299, "%IVA"),
        (280, 299, "Spese accessorie"), (350, 299, "Arr."), (400, 299, "Totale imponibile"),
        (500, 299, "Totale imposta"),
        (10, 316, "(esigibilità immediata)"), (230, 316, "22,00"), (420, 316, "196,00"),
        (510, 316, "43,12"),
        (38, 367, "Importo bollo"), (150, 367, "Bollo Virtuale"), (250, 367, "Sconto/Maggiorazione"),
        (400, 367, "Arr."), (480, 367, "Totale documento"), (520, 385, "239,12"),
    ]  # fmt: skip


def test_a_summarys_one_row_under_its_labels_gives_the_tax() -> None:
    fields = fields_of(_fattura_pa())
    assert (fields.subtotal, fields.tax_amount, fields.tax_rate, fields.total) == (
        Decimal("196.00"),
        Decimal("43.12"),
        Decimal("22.00"),
        Decimal("239.12"),
    )


def test_the_buyers_abbreviated_order_and_name_row_of_an_e_invoice_view() -> None:
    fields = fields_of(_fattura_pa())
    assert (fields.purchase_order, fields.customer_name) == ("48", "CLIENTE S.R.L.UNIPERSONALE")


def test_the_number_word_abbreviated_before_a_value_is_no_series() -> None:
    # "FATTURA N, 01/0/...": OCR read the abbreviation's point as a comma
    assert id_value("N, 01/0/02/2022/00075973/00 del 21/12/2022") == "01/0/02/2022/00075973/00"
    assert id_value("FT 2026/41") == "FT 2026/41"
