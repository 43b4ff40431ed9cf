"""Readings found on session 23's development invoices, each on an invented page."""

from __future__ import annotations

from dataclasses import replace
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


def _us_erp_rows() -> Rows:
    return [
        (330, 40, "Norwood Supply Inc."), (330, 51, "700 Lake Avenue"),
        (330, 62, "Dayton, OH 45402"),
        (40, 72, "Pembrook Tools LLC"), (40, 83, "12 Mill Road"), (40, 94, "Akron, OH 44308"),
        (40, 123, "INVOICE 7730145"),
        (40, 152, "Issue date"), (145, 152, "Due date"), (249, 152, "Sales order"),
        (40, 166, "03/02/2026"), (145, 166, "04/01/2026"), (249, 166, "S11842"),
        (40, 193, "Details"), (330, 193, "Qty"), (372, 193, "Price"), (410, 193, "Disc. %"),
        (450, 193, "Taxes"), (520, 193, "Line total"),
        (40, 209, "[H1200] Hammer"), right_aligned(350, 209, "5 Units"),
        right_aligned(398, 209, "22.40"), right_aligned(440, 209, "0.00"),
        (450, 209, "Sales tax 8.875%"), right_aligned(570, 209, "112.00"),
        (40, 223, "[S0410] Saw blade"), right_aligned(350, 223, "2.5 Units"),
        right_aligned(398, 223, "30.00"), right_aligned(440, 223, "0.00"),
        (450, 223, "Sales tax 8.875%"), right_aligned(570, 223, "75.00"),
        (40, 260, "Sub-total"), right_aligned(340, 260, "187.00"),
        (40, 275, "Sales tax 8.875%"), right_aligned(340, 275, "16.60"),
        (40, 290, "Invoice total"), right_aligned(340, 290, "$203.60"),
        (40, 770, "Pembrook Tools LLC · 12 Mill Road · Akron, OH 44308 · EIN 47-6925594"),
    ]  # fmt: skip


def test_a_tax_column_naming_a_sales_tax_of_three_decimals_holds_no_price() -> None:
    # "Sales tax 8.875%" under "Taxes": the tax's name in two words and a rate of three
    # decimals are one cell of the VAT column, not figures of the row
    items = fields_of(_us_erp_rows()).line_items
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in items] == [
        ("[H1200] Hammer", Decimal("5"), Decimal("22.40"), Decimal("112.00")),
        ("[S0410] Saw blade", Decimal("2.5"), Decimal("30.00"), Decimal("75.00")),
    ]


def test_a_block_at_the_top_right_beside_the_vendors_own_is_the_customers() -> None:
    # a logo pushes the vendor's name and address down on the left; the unlabelled name and
    # address block at the top right is the addressee's, not the vendor's letterhead
    fields = fields_of(_us_erp_rows())
    assert fields.vendor_name == "Pembrook Tools LLC"
    assert fields.customer_name == "Norwood Supply Inc."
    assert fields.customer_address == "700 Lake Avenue, Dayton, OH 45402"


def test_a_block_at_the_top_right_is_the_vendors_when_its_name_is_not_on_the_left() -> None:
    # the vendor's letterhead at the top right, the window address under it on the left
    rows: Rows = [
        (330, 40, "Pembrook Tools LLC"),
        (330, 51, "12 Mill Road"),
        (330, 62, "Akron, OH 44308"),
        (40, 110, "Norwood Supply Inc."),
        (40, 121, "700 Lake Avenue"),
        (40, 132, "Dayton, OH 45402"),
        *_us_erp_rows()[13:],
    ]
    fields = fields_of(rows)
    assert fields.vendor_name == "Pembrook Tools LLC"
    assert fields.customer_name == "Norwood Supply Inc."


def _saas_receipt(hero: str, period: str) -> Rows:
    return [
        (42, 40, "Receipt"),
        (41, 83, "Invoice number"), (140, 83, "92F7251A-0034"),
        (41, 99, "Date paid 28/10/2026"),
        (41, 128, "Moreira Digital Ltd"), (304, 128, "Bill to"),
        (41, 140, "Orchard House, 5 Quay Street"), (305, 140, "Jopich GmbH"),
        (39, 152, "Galway H91 X2Y3"), (304, 152, "Kadeplatz 94"),
        (41, 166, "Ireland"), (305, 166, "54141 Saarbrücken"),
        (41, 220, hero),
        (41, 256, "Description"), (446, 256, "Qty"), (482, 256, "Price"), (533, 256, "Total"),
        (41, 275, "Premium support"), (454, 275, "25"), (485, 275, "89.62"), (522, 275, "2,240.50"),
        (41, 288, period),
        (41, 303, "API overage"), (456, 303, "3"), (481, 303, "125.01"), (529, 303, "375.03"),
        (41, 317, period),
        (41, 340, "Subtotal"), (322, 340, "2,615.53"),
        (41, 356, "VAT 0%"), (340, 356, "0.00"),
        (41, 374, "Total"), (304, 374, "2,615.53 EUR"),
        (40, 389, "Amount paid"), (318, 389, "-2,615.53"),
        (40, 407, "Amount due"), (320, 407, "0.00 EUR"),
        (40, 801, "92F7251A-0034"), (518, 801, "Page 1/1"),
    ]  # fmt: skip


def test_a_service_period_under_an_ocr_read_item_is_no_part_of_its_description() -> None:
    # OCR gives no type sizes to tell the small grey period line from a wrapped description
    fields, _, _ = parse_invoice(
        [ocr_page(_saas_receipt("Paid on 28/10/2026", "01/10/2026 - 01/11/2026"))]
    )
    assert [i.description for i in fields.line_items] == ["Premium support", "API overage"]
    fields, _, _ = parse_invoice(
        [ocr_page(_saas_receipt("Paid on 28/10/2026", "01.10.2025-01.11.2025"))]
    )
    assert [i.description for i in fields.line_items] == ["Premium support", "API overage"]


def test_a_wrapped_description_line_under_an_ocr_read_item_still_joins_it() -> None:
    fields, _, _ = parse_invoice(
        [ocr_page(_saas_receipt("Paid on 28/10/2026", "with phone hotline"))]
    )
    assert fields.line_items[0].description == "Premium support with phone hotline"


def test_an_amount_with_its_currency_in_large_type_is_no_vendor_name() -> None:
    # a receipt's amount paid in large type above the items, OCR'd taller than any name
    page = ocr_page([r for r in _saas_receipt("", "01/10/2026 - 01/11/2026") if r[2]])
    x = 41.0
    for token in ["2,615.53", "EUR", "paid", "on", "28", "October", "2026"]:
        page.words.append(Word(token, x, 212, x + 11 * len(token), 234, 0.93))
        x += 11 * len(token) + 6
    fields, _, _ = parse_invoice([page])
    assert fields.vendor_name == "Moreira Digital Ltd"


def test_the_first_amount_payable_is_the_total_when_a_payment_settles_it() -> None:
    # "Net à payer TTC 2'196.45 / Payé -2'196.45 / Net à payer 0.00": two payable labels,
    # the payment between them; the first is the total, nothing is left due
    rows: Rows = [
        (40, 40, "Atelier Bonvin Sàrl"), (40, 52, "rue du Lac 4"), (40, 64, "1003 Lausanne"),
        (40, 100, "Facture N°"), (130, 100, "6367A97C-0005"), (40, 112, "Date 24.01.2026"),
        (42, 241, "Libellé"), (391, 241, "Quantité"), (469, 241, "PU"), (498, 241, "Montant HT"),
        (41, 259, "Offre Pro"), (420, 259, "25"), (456, 259, "73.61"), (517, 259, "1'840.25"),
        (41, 275, "Dépassement API"), (426, 275, "1"), (450, 275, "191.62"), (525, 275, "191.62"),
        (410, 347, "Total hors taxes"), (518, 347, "2'031.87"),
        (432, 361, "T.V.A. 8.1%"), (525, 361, "164.58"),
        (402, 377, "Net à payer TTC 2'196.45 CHF"),
        (459, 392, "Payé"), (513, 392, "-2'196.45"),
        (422, 407, "Net à payer"), (510, 407, "0.00 CHF"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.total == Decimal("2196.45")
    assert fields.amount_due == Decimal("0.00")


def _hotel_folio(address_line: str) -> Rows:
    return [
        (236, 40, "Finnucane Hotel"),
        (215, 60, address_line),
        (40, 90, "Tony Mornane"), (336, 90, "Room No."), (404, 90, "572"),
        (40, 102, "70 Cairn Street"), (336, 102, "Folio"), (404, 102, "772283"),
        (40, 114, "Nina Ville"),
        (40, 150, "Invoice No. 20418"), (336, 150, "Date 18/04/2026"),
        (40, 190, "Description"), (360, 190, "Qty"), (410, 190, "Price"), (480, 190, "Amount"),
        (40, 205, "Room night"), (365, 205, "2"), (410, 205, "120.00"), (480, 205, "240.00"),
        (380, 240, "Total"), (480, 240, "240.00"),
    ]  # fmt: skip


def test_a_separator_dot_ocr_glued_to_a_word_still_ends_the_address() -> None:
    for line in (
        "11 Hilary Street, Rhian Ville· 0378944391",
        "11 Hilary Street, Rhian Ville ·01 42 01 02 23",
        "11 Hilary Street, Rhian Ville · 282-677-4840x7696",
    ):
        fields, _, _ = parse_invoice([ocr_page(_hotel_folio(line))])
        assert fields.vendor_name == "Finnucane Hotel"
        assert fields.vendor_address == "11 Hilary Street, Rhian Ville", line


def _restaurant_bill() -> Rows:
    return [
        (59, 16, "Brasserie du Port Sàrl"), (55, 26, "quai Perdonnet 4"), (88, 36, "1800 Vevey"),
        (11, 56, "TVA: CHE-116.281.710 TVA"),
        (11, 77, "Table 15"), (151, 77, "Couverts: 2"),
        (11, 97, "N° de facture 837819"),
        (11, 107, "16.12.2025"), (180, 107, "12:12"),
        (11, 127, "1 Vin maison 25cl"), right_aligned(150, 127, "22.50"),
        right_aligned(200, 127, "22.50 A"),
        (11, 137, "2 Burger de bœuf"), right_aligned(150, 137, "31.00"),
        right_aligned(200, 137, "62.00 B"),
        (11, 147, "1 Bière pression 50cl"),
        right_aligned(150, 157, "7.90"), right_aligned(200, 157, "7.90 A"),
        (11, 167, "2 x Café expresso"), right_aligned(150, 167, "4.50"),
        right_aligned(200, 167, "9.00 A"),
        (11, 190, "À PAYER"), right_aligned(200, 190, "101.40 CHF"),
        (11, 210, "Détail TVA"),
        (40, 220, "Taux"), (98, 220, "HT"), (137, 220, "TVA"), (190, 220, "TTC"),
        (11, 230, "A"), (35, 230, "8.1 %"), right_aligned(110, 230, "36.44"),
        right_aligned(150, 230, "2.96"), right_aligned(200, 230, "39.40"),
        (11, 240, "B"), (35, 240, "2.6 %"), right_aligned(110, 240, "60.43"),
        right_aligned(150, 240, "1.57"), right_aligned(200, 240, "62.00"),
        (11, 250, "TVA total"), right_aligned(200, 250, "4.53"),
        (11, 270, "Carte bancaire"), right_aligned(200, 270, "101.40"),
    ]  # fmt: skip


def test_a_till_row_opening_with_its_count_has_its_words_as_description() -> None:
    # "2 Burger de bœuf  31.00  62.00 B": no header; the count first, the words after it are
    # the description (not units of the count); figures wrapped under a row's words are read
    # with them; "2 x Café expresso": the times sign is no part of the description
    items = fields_of(_restaurant_bill()).line_items
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in items] == [
        ("Vin maison 25cl", Decimal("1"), Decimal("22.50"), Decimal("22.50")),
        ("Burger de bœuf", Decimal("2"), Decimal("31.00"), Decimal("62.00")),
        ("Bière pression 50cl", Decimal("1"), Decimal("7.90"), Decimal("7.90")),
        ("Café expresso", Decimal("2"), Decimal("4.50"), Decimal("9.00")),
    ]


def test_a_count_and_its_unit_before_a_times_sign_are_no_description() -> None:
    rows: Rows = [
        (40, 40, "Hauser Technik GmbH"), (40, 52, "Ringstraße 4"), (40, 64, "1010 Wien"),
        (40, 100, "Rechnung Nr. 2026-118"), (40, 112, "Datum 03.03.2026"),
        (40, 150, "Cloud-Hosting, verwaltete VM"),
        (40, 162, "2 Monat ×"), right_aligned(200, 162, "45,00"), right_aligned(280, 162, "90,00"),
        (200, 200, "Gesamtbetrag"), right_aligned(280, 200, "90,00"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [i.description for i in items] != ["Monat ×"]


def test_the_labels_heading_a_tax_summarys_columns_head_one_rates_figures() -> None:
    # "Taux  HT  TVA  TTC" over a row per rate: "TTC" heads each rate's gross, not the
    # invoice's total; "TVA total" is the tax total, "À PAYER" the total and amount due
    fields = fields_of(_restaurant_bill())
    assert fields.total == Decimal("101.40")
    assert fields.tax_amount == Decimal("4.53")
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("8.10"), Decimal("36.44"), Decimal("2.96")),
        (Decimal("2.60"), Decimal("60.43"), Decimal("1.57")),
    ]


def test_till_labels_of_the_tax_total_and_the_ticket_number() -> None:
    from docproc_pipeline.extract.parse.labels import find_labels

    for text, field in (
        ("USt. total", "tax_total"),
        ("MwSt. total", "tax_total"),
        ("TVA total", "tax_total"),
        ("BTW totaal", "tax_total"),
        ("N.º ticket", "invoice_number"),
        ("Ticket nº", "invoice_number"),
    ):
        found = find_labels(text)
        assert found and found[0].field == field and found[0].end == len(text), text


def test_no_amount_due_unless_one_is_printed_as_payable() -> None:
    # "Gesamtbetrag" only: no amount is printed as payable (the real-invoice convention)
    base: Rows = [
        (40, 40, "Hauser Technik GmbH"), (40, 52, "Ringstraße 4"), (40, 64, "1010 Wien"),
        (40, 100, "Rechnung Nr. 2026-118"), (40, 112, "Datum 03.03.2026"),
        (40, 150, "Beschreibung"), (330, 150, "Menge"), (400, 150, "Preis"), (480, 150, "Betrag"),
        (40, 165, "Wartung"), (340, 165, "2"), right_aligned(440, 165, "45,00"),
        right_aligned(530, 165, "90,00"),
        (330, 200, "Netto"), right_aligned(530, 200, "90,00"),
        (330, 215, "USt. 20 %"), right_aligned(530, 215, "18,00"),
        (330, 230, "Gesamtbetrag"), right_aligned(530, 230, "108,00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(base)])
    assert fields.total == Decimal("108.00")
    assert fields.amount_due is None
    # printed as payable under the total: read
    payable = [*base, (330, 245, "Zu zahlen"), right_aligned(530, 245, "108,00")]
    assert fields_of(payable).amount_due == Decimal("108.00")
    # a payment recorded against it: what is left is printed, or nothing is known
    paid = [*base, (330, 245, "Bezahlt"), right_aligned(530, 245, "-108,00")]
    assert fields_of(paid).amount_due != Decimal("108.00")


def test_a_progress_bills_quantity_and_price_are_the_pair_making_the_amount() -> None:
    # "Qté marché | P.U. HT | Cumul | Montant cumulé | Ce mois | Montant de la période": the
    # figures beside the amount are the quantity and amount to date, not its price
    rows: Rows = [
        (43, 40, "Bâtiments Lemaire SA"), (43, 52, "rue Haute 4, 7000 Mons"),
        (43, 90, "Situation de travaux n° 2025-0142"), (43, 102, "Date 07/10/2025"),
        (47, 233, "Pos"), (80, 233, "Article"), (187, 233, "Qté marché"), (246, 233, "P.U. HT"),
        (288, 233, "Cumul"), (336, 233, "Montant cumulé"), (411, 233, "Ce mois"),
        (470, 233, "Montant de la période"),
        (47, 250, "01.80"), (80, 250, "Terrassement (m³)"), right_aligned(230, 250, "16"),
        right_aligned(280, 250, "49,10"), right_aligned(315, 250, "12"),
        right_aligned(400, 250, "589,20"), right_aligned(445, 250, "4"),
        right_aligned(560, 250, "196,40"),
        (47, 266, "02.10"), (80, 266, "Fondation béton (m³)"), right_aligned(230, 266, "85,5"),
        right_aligned(280, 266, "78,60"), right_aligned(315, 266, "51,3"),
        right_aligned(400, 266, "4.032,18"), right_aligned(445, 266, "25,65"),
        right_aligned(560, 266, "2.016,09"),
        (312, 300, "Montant HT de la situation"), right_aligned(560, 300, "2.212,49"),
        (312, 313, "TVA 21 %"), right_aligned(560, 313, "464,62"),
        (312, 326, "Total TTC"), right_aligned(560, 326, "2.677,11"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [(i.quantity, i.unit_price, i.amount) for i in items] == [
        (Decimal("4"), Decimal("49.10"), Decimal("196.40")),
        (Decimal("25.65"), Decimal("78.60"), Decimal("2016.09")),
    ]


def test_an_article_code_or_a_period_under_an_item_is_no_part_of_its_description() -> None:
    # a text layer printing them at the item's size (grey): "SKU 135401", "Ref. Q-8013",
    # "12.03.2025 – 01.04.2025"
    rows: Rows = [
        (48, 40, "Holzapfel GmbH"), (48, 52, "Rognerallee 5"), (48, 64, "16501 Erding"),
        (48, 100, "Rechnung Nr. FV/8335"), (48, 112, "Datum 03.05.2025"),
        (48, 288, "Leistung"), (331, 288, "Anzahl"), (419, 288, "E-Preis"), (519, 288, "Betrag"),
        (48, 308, "Logo-Gestaltung"), (355, 308, "1"), right_aligned(450, 308, "619,53"),
        right_aligned(550, 308, "619,53"),
        (48, 318, "12.03.2025 – 01.04.2025"),
        (48, 338, "SEO-Analyse"), (350, 338, "10"), right_aligned(450, 338, "336,84"),
        right_aligned(550, 338, "3.368,40"),
        (48, 348, "Ref. Q-8013"),
        (48, 368, "Fotoshooting"), (355, 368, "2"), right_aligned(450, 368, "127,90"),
        right_aligned(550, 368, "255,80"),
        (48, 378, "SKU 135401"),
        (386, 410, "Gesamt netto"), right_aligned(550, 410, "4.243,73"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [i.description for i in items] == ["Logo-Gestaltung", "SEO-Analyse", "Fotoshooting"]


def test_a_till_rows_description_of_short_words_or_ending_in_a_pack_size() -> None:
    # "3 Imperial 0,5L": a pack size between the words and the price is no figure of the row;
    # "2 Água com gás": words of four letters or fewer are no unit when there are several
    rows: Rows = [
        (60, 16, "Cervejaria Lima Lda"), (60, 26, "Rua Augusta 12"), (60, 36, "1100-053 Lisboa"),
        (11, 97, "Fatura n.º 31718"), (11, 107, "09/06/2025"),
        (11, 127, "3 Imperial 0,5L"), right_aligned(150, 127, "29.85"),
        right_aligned(200, 127, "89.55 B"),
        (11, 137, "2 Água com gás"), right_aligned(150, 137, "1.80"),
        right_aligned(200, 137, "3.60 B"),
        (11, 160, "TOTAL"), right_aligned(200, 160, "93.15 €"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [(i.description, i.quantity) for i in items] == [
        ("Imperial 0,5L", Decimal("3")),
        ("Água com gás", Decimal("2")),
    ]


def test_a_pack_size_between_a_count_and_the_price_is_skipped_as_a_unit() -> None:
    from docproc_pipeline.extract.parse.table_rows import parse_row

    words = page_from_rows(
        [(11, 100, "3 Imperial 0,5L"), right_aligned(150, 100, "29.85"), (170, 100, "89.55 B")]
    ).words
    item = parse_row(words, ".", None)
    assert item is not None
    assert (item.description, item.quantity, item.unit_price) == (
        "Imperial 0,5L",
        Decimal("3"),
        Decimal("29.85"),
    )


def _progress_bill_head() -> Rows:
    return [
        (62, 42, "ND"), (107, 42, "Nixon-Maddock DAC"), (443, 42, "Progress Billing"),
        (104, 56, "51 Mulroy Street, Tiarnan Ville, Co. Cork"),
        (104, 68, "Tel. +353 21 486 0236"), (103, 76, "VAT ID: IE6076012L"),
        (46, 111, "Dulohery Builders Ltd"), (392, 111, "Invoice No."), (521, 111, "INV-0950"),
        (46, 122, "09 Kinahan Street"), (392, 122, "Invoice Date"), (514, 122, "8 Nov 2025"),
        (46, 133, "Caoimhe Ville, Co. Cork"), (393, 133, "Due"), (511, 133, "22 Nov 2025"),
        (43, 143, "Ireland"), (394, 143, "Terms"), (505, 143, "Due on receipt"),
        (394, 154, "Contract No."), (526, 154, "2019-25"),
        (312, 380, "Net amount this invoice"), right_aligned(560, 380, "1,000.00"),
        (312, 392, "VAT 23 %"), right_aligned(560, 392, "230.00"),
        (312, 404, "Total"), right_aligned(560, 404, "1,230.00"),
    ]  # fmt: skip


def _tall_head() -> Page:
    """The page OCR'd, its head line (logo initials, name, title) boxed twice as tall."""
    page = ocr_page(_progress_bill_head())
    page.words[:] = [replace(w, y1=w.y0 + 20) if w.y0 == 42 else w for w in page.words]
    return page


def test_a_progress_bills_title_is_no_vendor_and_an_irish_address_on_one_line_is_read() -> None:
    fields, _, _ = parse_invoice([_tall_head()])
    assert fields.vendor_name == "Nixon-Maddock DAC"
    assert fields.vendor_address == "51 Mulroy Street, Tiarnan Ville, Co. Cork"


def test_progress_bill_titles_and_contract_number_labels_of_the_lexicons() -> None:
    from docproc_pipeline.extract.parse.labels import find_labels
    from docproc_pipeline.extract.parse.party_text import is_title

    for title in (
        "Progress Billing", "Interim Payment Application", "Situation de travaux",
        "Termijnfactuur", "Certificación de obra", "Stato avanzamento lavori",
        "Auto de medição", "Faktura częściowa",
    ):  # fmt: skip
        assert is_title(title), title
    for label in ("Contract No.", "Vertrags-Nr.", "Contrat n°", "Contrato nº", "Nr umowy"):
        found = find_labels(label)
        assert found and found[0].field == "_x" and found[0].end == len(label), label


def test_a_quantity_inferred_from_amount_and_price_only_when_no_other_fits() -> None:
    from docproc_pipeline.extract.parse.table_rows import _inferred_quantity

    # 66.21 / 1.80 = 36.783, but 36.778 and 36.789 give 66.21 within a cent too: the 1.80 is
    # a factor column's, no price; 90.00 / 45.00 and 14.50 / 29.00 are determined
    assert _inferred_quantity(Decimal("1.80"), Decimal("66.21")) is None
    assert _inferred_quantity(Decimal("45.00"), Decimal("90.00")) == Decimal("2")
    assert _inferred_quantity(Decimal("29.00"), Decimal("14.50")) == Decimal("0.5")


def test_a_zero_rate_and_its_exempt_word_are_one_cell_of_the_vat_column() -> None:
    # "0 % zero-rated" reaching left of a centred "VAT" header: the rate's cell, not words
    # of the description
    rows: Rows = [
        (74, 40, "MacKevitt Group"), (73, 52, "40 Main Street, Navan"),
        (241, 94, "Invoice Number"), (323, 94, "INV-9892"),
        (39, 198, "Description"), (184, 198, "VAT"), (218, 198, "Quantity"),
        (260, 198, "Unit cost"), (309, 198, "Amount EUR"),
        (41, 210, "Documentation fee"), (150, 210, "0 % zero-rated"), (233, 210, "2"),
        right_aligned(300, 210, "158.12"), right_aligned(360, 210, "316.24"),
        (39, 221, "Terminal handling"), (183, 221, "23 %"), (233, 221, "2"),
        right_aligned(300, 221, "174.63"), right_aligned(360, 221, "349.26"),
        (258, 262, "Subtotal"), right_aligned(360, 262, "665.50"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [i.description for i in fields.line_items] == ["Documentation fee", "Terminal handling"]


def test_a_rate_cell_after_a_column_gap_is_no_part_of_a_headerless_description() -> None:
    # the table's header lost (white on a dark band): "Fracht lotniczy  23 %", "Odprawa celna
    # 0 % zW." keep their descriptions without the VAT rate's cell
    rows: Rows = [
        (43, 40, "Spedycja Nowak sp. z o.o."), (43, 52, "ul. Portowa 4, 80-001 Gdańsk"),
        (43, 100, "Faktura nr FV/35514"), (43, 112, "Data wystawienia 18.05.2026"),
        (48, 303, "Odprawa celna"), (249, 303, "0 % zW."), right_aligned(450, 303, "272,74"),
        right_aligned(560, 303, "272,74"),
        (46, 320, "Fracht lotniczy"), (257, 320, "23 %"), right_aligned(450, 320, "1 686,81"),
        right_aligned(560, 320, "1 686,81"),
        (400, 360, "Razem netto"), right_aligned(560, 360, "1 959,55"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [i.description for i in fields.line_items] == ["Odprawa celna", "Fracht lotniczy"]
