"""Readings found on session 19's development invoices, each on an invented page."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import page_from_rows, right_aligned


def _footer_signed_page(footer: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    # a sole trader's invoice: the logo is a picture, the only block at the top is the
    # recipient's, and the issuer signs the legal footer
    return [
        (60, 60, "Brouwerij De Kroon BV"), (60, 72, "Stationsstraat 8"), (60, 84, "2800 Mechelen"),
        (60, 160, "FACTUUR"),
        (60, 190, "Factuurnummer"), (200, 190, "Factuurdatum"),
        (60, 202, "2026/041"), (200, 202, "14/03/2026"),
        (60, 240, "Omschrijving"), (330, 240, "Aantal"), (400, 240, "Prijs"), (500, 240, "Bedrag"),
        (60, 254, "Onderhoud installatie"), (330, 254, "4"), (400, 254, "€ 50,00"),
        (500, 254, "€ 200,00"),
        (380, 300, "Totaal excl BTW:"), (500, 300, "€ 200,00"),
        (380, 314, "BTW 21%:"), (500, 314, "€ 42,00"),
        (380, 328, "Totaal incl BTW:"), (500, 328, "€ 242,00"),
        (60, 700, "Betaling binnen 30 dagen na factuurdatum."),
        *footer,
    ]  # fmt: skip


def test_the_issuer_signing_the_footer_over_its_ids_is_the_vendor() -> None:
    footer = [
        (150, 780, "Anna Peeters — Kerkstraat 12, 3000 Leuven"),
        (200, 792, "BTW BE0123.456.749"),
        (190, 804, "IBAN BE68 5390 0754 7034"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(_footer_signed_page(footer))])
    assert fields.vendor_name == "Anna Peeters"
    assert fields.vendor_address == "Kerkstraat 12, 3000 Leuven"
    assert fields.vendor_tax_id == "BE0123456749"
    # the block at the top is then the recipient's
    assert fields.customer_name == "Brouwerij De Kroon BV"
    assert fields.customer_address == "Stationsstraat 8, 2800 Mechelen"


def test_the_issuer_signing_the_footer_with_its_ids_after_dashes_is_the_vendor() -> None:
    footer = [
        (100, 780, "Anna Peeters — Kerkstraat 12, 3000 Leuven — BTW BE0123.456.749"),
        (200, 792, "IBAN BE68 5390 0754 7034"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(_footer_signed_page(footer))])
    assert fields.vendor_name == "Anna Peeters"
    assert fields.vendor_address == "Kerkstraat 12, 3000 Leuven"
    assert fields.customer_name == "Brouwerij De Kroon BV"


def test_a_name_and_address_in_the_footer_without_ids_signs_nothing() -> None:
    # a branch office named in the footer, its ids nowhere near: no evidence it is the issuer
    footer = [
        (150, 780, "Anna Peeters — Kerkstraat 12, 3000 Leuven"),
        (150, 792, "Open van maandag tot vrijdag"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(_footer_signed_page(footer))])
    assert fields.vendor_name != "Anna Peeters"


def test_a_bare_number_after_the_vendors_town_starts_no_second_address() -> None:
    # a file number, then the customer's name and address, in the same column as the vendor's
    rows = [
        (42, 40, "Facture"), (42, 60, "Numéro de facture : 17"), (42, 72, "Date : 20-11-2025"),
        (42, 100, "Garage Martin"), (42, 112, "12 rue des Lilas"), (42, 124, "34430 Saint-Jean"),
        (45, 136, "3936"), (42, 148, "Paul Durand"), (42, 160, "5 rue Haute 34070 Montpellier"),
        (47, 220, "Désignation"), (336, 220, "Quantité"), (400, 220, "Prix"),
        (480, 220, "Montant"),
        (47, 234, "Vidange"), (336, 234, "1"), (400, 234, "80,00"), (480, 234, "80,00"),
        (400, 260, "Total"), (480, 260, "80,00 €"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_name == "Garage Martin"
    assert fields.vendor_address == "12 rue des Lilas, 34430 Saint-Jean"


def _utility_bill(detail_rows: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    # a utility bill's detail page: charges grouped under headings, no table header, the
    # amounts right-aligned with the euro sign run into them, the tax base printed under them
    return [
        (40, 30, "Energías del Turia S.L."), (40, 42, "Calle Mayor 3, 46001 Valencia"),
        (40, 54, "CIF B12345674"),
        (40, 80, "Factura Nº F-2025-0912"), (300, 80, "Fecha emisión: 24/09/2025"),
        *detail_rows,
        right_aligned(540, 300, "Base imponible"), right_aligned(560, 300, "21,02€"),
        (400, 312, "IVA 21%"), right_aligned(560, 312, "4,41€"),
        (400, 330, "TOTAL A PAGAR"), right_aligned(560, 330, "25,43€"),
    ]  # fmt: skip


_CHARGES = [
    (40, 110, "Potencia"),
    (40, 122, "Término potencia 19-08-2025 / 13-09-2025 25 días - P1: 3.45 kW - precio: 0.127406"),
    (40, 134, "Término potencia 19-08-2025 / 13-09-2025 25 días - P2: 3.45 kW - precio: 0.049264"),
    (40, 160, "Energía"),
    (40, 172, "Término energía 19-08-2025 / 13-09-2025 25 días - P1: 45.13 kWh - precio: 0.110000"),
    (40, 198, "Impuesto electricidad"),
    (40, 210, "5.11269632 % Sobre 20.21 x 1,00"),
]  # fmt: skip
_AMOUNTS = ["10,99€", "4,25€", "4,75€", "1,03€"]


def test_charges_grouped_under_headings_are_the_items_when_they_add_up_to_the_base() -> None:
    rows = list(_CHARGES)
    for (_, y, _), amount in zip(
        [r for r in _CHARGES if r[1] in (122, 134, 172, 210)], _AMOUNTS, strict=True
    ):
        rows.append(right_aligned(560, y, amount))
    fields, _, _ = parse_invoice([page_from_rows(_utility_bill(rows))])
    assert [i.amount for i in fields.line_items] == [
        Decimal(a[:-1].replace(",", ".")) for a in _AMOUNTS
    ]
    assert fields.line_items[0].description == _CHARGES[1][2]
    assert fields.line_items[-1].description == "5.11269632 % Sobre 20.21 x 1,00"
    assert fields.subtotal == Decimal("21.02")


def test_grouped_charges_that_do_not_add_up_are_no_items() -> None:
    rows = list(_CHARGES)
    for (_, y, _), amount in zip(
        [r for r in _CHARGES if r[1] in (122, 134, 172, 210)],
        ["10,99€", "4,25€", "4,75€", "9,99€"],
        strict=True,
    ):
        rows.append(right_aligned(560, y, amount))
    fields, _, _ = parse_invoice([page_from_rows(_utility_bill(rows))])
    # (what else reads the last line is no matter here: the groups' charges are not taken)
    assert not any(i.amount == Decimal("10.99") for i in fields.line_items)


def test_a_tight_hyphen_box_inside_the_line_keeps_the_word_whole() -> None:
    from docproc_pipeline.extract.pdf_text import _apart

    # "3" then "-": PDFium draws the hyphen's loose box tight (a font without its ascent and
    # descent), 0.5 pt after the digit and inside its span: one word, "2E9958F3-0010"
    digit = (66.73, 36.19, 45.26)
    assert not _apart(digit, (67.27, 40.44, 41.07), soft_break=False)
    # a character on another baseline, or after a word gap, starts a new word
    assert _apart(digit, (67.27, 48.0, 57.0), soft_break=False)
    assert _apart(digit, (75.0, 36.19, 45.26), soft_break=False)


def test_a_tax_id_line_between_the_street_and_the_town_stays_in_the_address() -> None:
    rows = [
        (30, 40, "Invoice"), (30, 52, "Invoice number 7F3A21C0-0007"), (30, 64, "Date of issue May 5, 2024"),
        (30, 100, "Brightline Software, Inc."), (30, 112, "220 Howard Street"),
        (30, 124, "San Francisco, California 94105"), (30, 136, "United States"),
        (250, 100, "Bill to"), (250, 112, "Nordlicht Sp. z o.o."), (250, 124, "Złota 44"),
        (250, 136, "NIP: 5252248481"), (250, 148, "00-120 Warszawa"), (250, 160, "Poland"),
        (30, 200, "Description"), (330, 200, "Qty"), (400, 200, "Unit price"), (500, 200, "Amount"),
        (30, 214, "Team plan"), (330, 214, "1"), (400, 214, "$30.00"), (500, 214, "$30.00"),
        (400, 240, "Total"), (500, 240, "$30.00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.invoice_number == "7F3A21C0-0007"
    assert fields.customer_name == "Nordlicht Sp. z o.o."
    assert fields.customer_address == "Złota 44, 00-120 Warszawa, Poland"


def test_the_senders_town_heading_a_row_of_the_facts_dates_the_invoice() -> None:
    rows = [
        (40, 20, "Lindner Werbetechnik GmbH • Hauptstraße 23 • 91244 Reichenschwand"),
        (40, 60, "Kaufhaus Weber KG"), (40, 72, "Marktplatz 4"), (40, 84, "06108 Halle (Saale)"),
        (400, 30, "Rechnung"),
        (400, 42, "Reichenschwand"), (500, 42, "04.07.2025"),
        (400, 54, "Rechnungs-Nr"), (500, 54, "02581"),
        (400, 66, "Lieferdatum"), (500, 66, "30.06.2025"),
        (120, 140, "Beschreibung"), (330, 140, "Menge"), (400, 140, "Einzelpreis"), (500, 140, "Gesamt"),
        (120, 154, "Beratung"), (330, 154, "2"), (400, 154, "100,00"), (500, 154, "200,00"),
        (400, 180, "Gesamtbetrag"), (500, 180, "200,00 €"),
    ]  # fmt: skip
    fields, confidence, _ = parse_invoice([page_from_rows(rows)])
    assert fields.invoice_date == date(2025, 7, 4)
    # read as the letter's place and date, not as a date found alone
    assert confidence["invoice_date"] == CONFIDENCE.INVOICE_DATE_PLACE_LINE


def test_a_postcode_set_off_by_a_comma_ends_the_address() -> None:
    rows = [
        (210, 40, "Facture commande n° : 21"),
        (42, 80, "atelier_lune"), (42, 94, "12 rue des Tanneurs,"), (42, 108, "69002, Lyon,"),
        (42, 122, "FRANCE"), (42, 136, "atelier.lune@example.org"),
        (420, 86, "Claire Martin"), (400, 100, "4 allée des Pins"), (420, 114, "38000 Grenoble"),
        (42, 200, "Nom du produit"), (200, 200, "Quantité"), (300, 200, "Prix unitaire"),
        (450, 200, "Total"),
        (42, 214, "Bougie cèdre"), (200, 214, "2"), (300, 214, "12,00€"), (450, 214, "24,00€"),
        (300, 240, "Total TTC"), (450, 240, "24,00€"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_address == "12 rue des Tanneurs, 69002, Lyon, FRANCE"


def test_a_centred_receipt_head_reads_its_address_past_the_tax_id_line() -> None:
    # a till document's head, each line centred: name, tax id, street, "Town (PR), postcode"
    head = [
        "LUCIA FERRARI",
        "Partita IVA/CF: 01234567897",
        "CORSO FRANCIA, 8",
        "Torino (TO), 10138",
    ]
    rows = [
        *(right_aligned(300 + _width(text) / 2, 20 + 18 * k, text) for k, text in enumerate(head)),
        (188, 100, "DOCUMENTO COMMERCIALE"),
        (22, 156, "Qta"), (129, 156, "Descrizione"), (389, 156, "Prezzo complessivo"),
        (28, 180, "2"), (59, 180, "caffè"), (459, 180, "2.40"),
        (20, 227, "Totale complessivo: €"), (524, 227, "2.40"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_name == "LUCIA FERRARI"
    assert fields.vendor_address == "CORSO FRANCIA, 8, Torino (TO), 10138"


def _width(text: str) -> float:
    return right_aligned(0, 0, text)[0] * -1


def _rated_rows_page(rates: tuple[str, str]) -> list[tuple[float, float, str]]:
    # every row prints its VAT rate; the totals print the net and the gross, no tax line
    return [
        (60, 40, "Schoonmaak Vermeulen"), (60, 52, "Dorpsstraat 4, 3010 Leuven"),
        (60, 90, "FACTUUR"), (60, 104, "Factuurnummer 2022/0256"), (60, 116, "Factuurdatum 31/03/2022"),
        (60, 150, "OMSCHRIJVING"), (300, 150, "AANTAL"), (360, 150, "PRIJS"), (420, 150, "BTW"),
        (480, 150, "SUBTOTAAL"),
        (60, 164, "Kantoor"), (300, 164, "5.0"), (360, 164, "€ 60"), (420, 164, rates[0]),
        (480, 164, "€ 300.0"),
        (60, 178, "Ramen"), (300, 178, "2.0"), (360, 178, "€ 50"), (420, 178, rates[1]),
        (480, 178, "€ 100.0"),
        (340, 210, "Totaal excl BTW:"), (480, 210, "€ 400.0"),
        (340, 224, "Totaal incl BTW:"), (480, 224, "€ 484.0"),
    ]  # fmt: skip


def test_the_one_rate_every_item_row_prints_is_the_tax_rate_when_the_totals_prove_it() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_rated_rows_page(("21%", "21%")))])
    assert fields.tax_rate == Decimal("21.00")
    assert fields.tax_amount is None  # not printed


def test_rows_of_two_rates_give_no_single_rate() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_rated_rows_page(("21%", "6%")))])
    assert fields.tax_rate is None


def test_a_colon_set_in_a_cell_of_its_own_leads_to_the_value_after_it() -> None:
    rows = [
        (40, 30, "Harbour Freight Brokers Ltd."), (40, 42, "90 Admiral Blvd"),
        (40, 54, "Mississauga ON L5T 2W1"),
        (400, 20, "INVOICE"),
        (360, 34, "Invoice No"), (460, 34, ":"), (480, 34, "F250335786"),
        (360, 46, "Date"), (460, 46, ":"), (480, 46, "16-Jun-25"),
        (360, 58, "Due On"), (460, 58, ":"), (480, 58, "16-Jul-25"),
        (360, 70, "Terms"), (460, 70, ":"), (480, 70, "30 days from Inv. Date"),
        (40, 120, "DESCRIPTION"), (480, 120, "AMOUNT"),
        (40, 134, "BROKERAGE FEE"), (480, 134, "35.00"),
        (300, 170, "TOTAL"), (480, 170, "35.00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.invoice_date == date(2025, 6, 16)
    assert fields.due_date == date(2025, 7, 16)
    assert fields.payment_terms == "30 days from Inv. Date"


def _invoice_page(number: int, invoice_no: str, seller: str, item: str, amount: str) -> Page:
    rows = [
        (40, 30, "Tax Invoice"), (40, 50, "Sold By :"), (40, 62, seller),
        (40, 74, "12 Ring Road, Surat, Gujarat 394221"),
        (350, 30, f"Invoice Number : {invoice_no}"), (350, 42, "Invoice Date : 17.08.2026"),
        (40, 170, "Description"), (330, 170, "Qty"), (400, 170, "Unit Price"), (500, 170, "Total"),
        (40, 184, item), (330, 184, "1"), (400, 184, amount), (500, 184, amount),
        (400, 220, "TOTAL:"), (500, 220, amount),
    ]  # fmt: skip
    page = page_from_rows(rows)
    return replace(page, number=number)


def test_a_second_invoice_bound_into_the_file_is_not_read_into_the_first() -> None:
    pages = [
        _invoice_page(1, "FSTA-31289", "Clicktech Retail Private Limited", "Anti vibration pads", "299.00"),
        _invoice_page(2, "MKT-279457143", "Seller Services Private Limited", "Marketplace fee", "0.75"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice(pages)
    assert fields.invoice_number == "FSTA-31289"
    assert fields.total == Decimal("299.00")
    assert [i.amount for i in fields.line_items] == [Decimal("299.00")]


def test_a_continuation_page_repeating_the_number_is_read_with_the_first() -> None:
    pages = [
        _invoice_page(1, "FSTA-31289", "Clicktech Retail Private Limited", "Anti vibration pads", "299.00"),
        _invoice_page(2, "FSTA-31289", "Clicktech Retail Private Limited", "Door stopper", "99.00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice(pages)
    assert len(fields.line_items) == 2


def test_a_footnote_mark_alone_under_the_name_is_no_address_line() -> None:
    rows = [
        (40, 20, "Tax Invoice"), (40, 40, "Sold By :"), (40, 52, "Clicktech Retail Private Limited"),
        (40, 64, "*"), (40, 76, "49, Mahadev Nagar, Vadod"), (40, 88, "SURAT, GUJARAT, 394221"),
        (350, 40, "Invoice Number : FSTA-31289"), (350, 52, "Invoice Date : 17.08.2026"),
        (40, 170, "Description"), (330, 170, "Qty"), (400, 170, "Unit Price"), (500, 170, "Total"),
        (40, 184, "Anti vibration pads"), (330, 184, "1"), (400, 184, "299.00"), (500, 184, "299.00"),
        (400, 220, "TOTAL:"), (500, 220, "299.00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_address == "49, Mahadev Nagar, Vadod, SURAT, GUJARAT, 394221"


def test_a_spacing_accent_a_tex_text_layer_sets_before_its_letter_is_composed() -> None:
    from docproc_pipeline.extract.pdf_text import _composed

    assert _composed("gem¨aß § 19 UStG") == "gemäß § 19 UStG"
    assert _composed("caf´e, tr`es, Ma^con") == "café, très, Ma^con"  # "^" is no TeX accent
    assert _composed("Ö¨1") == "Ö¨1"  # no letter after it: left as printed


def test_two_spaced_whole_figures_on_a_page_without_cents_are_whole_money() -> None:
    # francs guinéens: no minor unit, thousands grouped by a space only in the totals
    rows = [
        (40, 20, "Societe de commerce Diallo"), (40, 32, "Farako 1, Kankan"),
        (40, 60, "N° : 617"), (200, 60, "6 janvier 2026"),
        (40, 90, "Libelle"), (200, 90, "Qte"), (260, 90, "Prix U"), (330, 90, "Montant"),
        (40, 104, "PATE DENTIFRICE"), (200, 104, "1"), (260, 104, "15000"), (330, 104, "15000"),
        (40, 118, "SAVON"), (200, 118, "1"), (260, 118, "35000"), (330, 118, "35000"),
        (200, 150, "Total : 50 000"), (200, 164, "Remises : 0"), (200, 178, "Net : 50 000"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.total == Decimal("50000")


def _freelance_page() -> list[tuple[float, float, str]]:
    return [
        (40, 20, "Facture"),
        (40, 40, "Facturé à :"), (40, 52, "Atelier Mosan SRL"),
        (40, 64, "Rue Basse 12, 4020 Liège Belgique"),
        (40, 84, "Facturé par :"), (40, 96, "DUPUIS CAMILLE"),
        (40, 108, "4 Rue des Forges 63170 Aubière France Email:camille.dupuis@example.fr"),
        (40, 130, "Numéro de facture : 2024-002"), (40, 142, "Date de facture : 17 Septembre 2024"),
        (60, 170, "Description"), (230, 170, "Quantité"), (300, 170, "Prix Unitaire"),
        (390, 170, "Total"),
        (60, 184, "Intégration du thème"), (230, 184, "1"), (300, 184, "800€"), (390, 184, "800€"),
        (60, 204, "Montant total à payer : 800€"),
    ]  # fmt: skip


def test_the_party_billing_is_the_vendor_and_its_contact_part_is_no_address() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_freelance_page())])
    assert fields.vendor_name == "DUPUIS CAMILLE"
    assert fields.vendor_address == "4 Rue des Forges 63170 Aubière France"
    assert fields.customer_name == "Atelier Mosan SRL"


def test_the_amount_payable_closing_the_item_table_is_read() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_freelance_page())])
    assert fields.amount_due == Decimal("800.00")
    assert fields.total == Decimal("800.00")


def test_a_province_line_between_the_town_and_the_country_stays_in_the_address() -> None:
    rows = [
        (26, 40, "SIERRAINFO"), (26, 52, "Calle Primavera 26"), (26, 64, "18006 Granada"),
        (26, 76, "Granada"), (26, 88, "España"),
        (343, 120, "Lucía Ortega Ruiz"), (343, 132, "calle Real 4"), (343, 144, "29001 Málaga"),
        (343, 156, "Málaga"), (343, 168, "España"),
        (26, 200, "Factura INV/2026/00002"), (26, 220, "Fecha de factura 24/04/2026"),
        (26, 250, "Descripción"), (330, 250, "Cantidad"), (400, 250, "Precio unitario"),
        (500, 250, "Importe"),
        (26, 264, "Portátil"), (330, 264, "1,00"), (400, 264, "500,00"), (500, 264, "500,00 €"),
        (400, 290, "Total"), (500, 290, "500,00 €"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_address == "Calle Primavera 26, 18006 Granada, Granada, España"
    assert fields.customer_address == "calle Real 4, 29001 Málaga, Málaga, España"


def test_an_abbreviated_partita_iva_is_the_vendors_and_the_customer_grids_number_its_own() -> None:
    rows = [
        (40, 20, "LUCE DESIGN SRL"), (40, 32, "VIA ROMA 7"), (40, 44, "37135 VERONA (VR)"),
        (40, 56, "P.ta Iva: 12345670017"),
        (400, 20, "SPETT.LE"), (400, 32, "CASA MILANO S.R.L."), (400, 44, "VIA SAVONA 97"),
        (400, 56, "20144 MILANO (MI)"),
        (40, 90, "TIPO DOCUMENTO"), (200, 90, "NUMERO"), (300, 90, "DATA"),
        (40, 102, "FATTURA"), (200, 102, "202400072"), (300, 102, "29/10/2024"),
        (40, 120, "CLIENTE"), (120, 120, "PARTITA IVA"), (260, 120, "PAGINA"),
        (40, 132, "35"), (120, 132, "76543210025"), (260, 132, "1"),
        (40, 160, "DESCRIZIONE"), (330, 160, "QTA"), (400, 160, "PREZZO"), (500, 160, "TOTALE"),
        (40, 174, "Lampada da terra"), (330, 174, "1"), (400, 174, "1.000,00"), (500, 174, "1.000,00"),
        (300, 200, "IMPONIBILE"), (500, 200, "1.000,00"), (300, 212, "IVA 22%"), (500, 212, "220,00"),
        (300, 224, "TOTALE DOCUMENTO EUR"), (500, 224, "1.220,00"),
        (40, 260, "BANCA: IBAN IT60X0542811101000000123456"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_tax_id == "12345670017"
    assert fields.customer_tax_id == "76543210025"


def test_a_currency_word_closing_an_id_names_no_currency_and_rupees_in_words_do() -> None:
    from docproc_pipeline.extract.parse.numbers import currency_names_in

    # an Indian GSTIN ending in "ZL" is no złoty
    assert currency_names_in("Transport ID  24ABSFS0321B2ZL") == []
    assert currency_names_in("Razem 4.21 zl") == ["PLN"]
    assert currency_names_in("FOUR THOUSAND FOUR HUNDRED AND NINETY RUPEES ONLY") == ["INR"]


def test_a_heading_with_a_cell_of_its_own_parts_the_groups_of_charges() -> None:
    # "B GÁS  ADERIR": a summary row with a cell of its own, not a heading over charges
    rows = [r if r[2] != "Energía" else (40, 160, "B GÁS") for r in _CHARGES]
    rows.append((480, 160, "ADERIR"))
    for (_, y, _), amount in zip(
        [r for r in _CHARGES if r[1] in (122, 134, 172, 210)], _AMOUNTS, strict=True
    ):
        rows.append(right_aligned(560, y, amount))
    fields, _, _ = parse_invoice([page_from_rows(_utility_bill(rows))])
    assert not any(i.amount == Decimal("10.99") for i in fields.line_items)
