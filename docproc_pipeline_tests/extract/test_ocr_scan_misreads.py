"""Scanned pages whose words OCR misread by a letter or a digit, put right by the evidence
around them: a column header's qualifier by its lexicon word, a receipt's quantity by the
row's arithmetic, an IBAN by its check digits and its country's format. Hand-built `Word`s of
invented documents, no OCR."""

from __future__ import annotations

from decimal import Decimal

import pytest

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.identifiers import repair_ocr_iban
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.table import parse_line_items
from docproc_pipeline.extract.parse.table_rows import parse_row
from docproc_pipeline_tests.extract.pages import ocr_page as _ocr_page

H = 10.0


@pytest.mark.parametrize("qualifier", ["excl.", "exel."])
def test_a_misread_qualifier_keeps_the_amount_header_from_being_a_vat_column(
    qualifier: str,
) -> None:
    # "Bedrag excl. btw" with its "c" read as "e": "btw" names no VAT-rate column whose figures
    # are skipped, it qualifies the amount
    page = _ocr_page(
        [
            (50, 240, "Omschrijving"),
            (330, 240, "Aantal"),
            (400, 240, f"Prijs Bedrag {qualifier} btw"),
            (50, 256, "Onderhoud tuin"),
            (340, 256, "12,5"),
            (400, 256, "40,00"),
            (486, 256, "500,00"),
            (50, 272, "Snoeiafval afvoeren"),
            (346, 272, "3"),
            (400, 272, "25,10"),
            (492, 272, "75,30"),
        ]
    )
    items, _ = parse_line_items(document_lines([page]), ",", [])
    assert [(i.quantity, i.unit_price, i.amount) for i in items] == [
        (Decimal("12.5"), Decimal("40.00"), Decimal("500.00")),
        (Decimal(3), Decimal("25.10"), Decimal("75.30")),
    ]


def test_a_receipt_quantity_with_a_digit_added_is_put_right_by_its_amount() -> None:
    # "7.5 × 12.40" read "7.51×12.40": the row multiplies out once its quantity loses the digit
    page = _ocr_page(
        [
            (20, 20, "Bäckerei Morgenrot GmbH"),
            (20, 60, "Rechnung / Quittung"),
            (20, 100, "Dinkelbrot"),
            (30, 110, "4 Stk. x 3,80"),
            (200, 110, "15,20"),
            (20, 126, "Filterkaffee lose"),
            (30, 136, "7.51×12.40"),
            (206, 136, "93,00"),
            (20, 152, "Butterbrezel"),
            (30, 162, "12 Stk. x 1,10"),
            (200, 162, "13,20"),
            (20, 190, "Summe"),
            (194, 190, "121,40"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert [(i.description, i.quantity, i.unit_price) for i in fields.line_items] == [
        ("Dinkelbrot", Decimal(4), Decimal("3.80")),
        ("Filterkaffee lose", Decimal("7.5"), Decimal("12.40")),
        ("Butterbrezel", Decimal(12), Decimal("1.10")),
    ]


@pytest.mark.parametrize(
    ("read", "expected"),
    [
        # an Italian account of twelve letters and digits, ten of them look-alikes, its I read
        # as 1: one exchange passes the check digits
        ("IT63G0306909606SB5O1ZG81K2A", "IT63G0306909606SB5O1ZG8IK2A"),
        # ... and a forced one too: the CIN is a letter, the bank codes are digits
        ("IT63603069096065B5O1ZG81K2A", "IT63G0306909606SB5O1ZG8IK2A"),
    ],
)
def test_an_iban_with_many_look_alikes_needs_few_exchanges(read: str, expected: str) -> None:
    assert repair_ocr_iban(read) == expected


@pytest.mark.parametrize(
    ("printed", "under"),
    [
        # the next footer column's text in the IBAN's segment, the IBAN's end on the line below
        ("IBAN: IT63 G030 6909 606S B5O1 REA: MI-1234567", "ZG8I K2A"),
        # ... and that end misread: its I as 1
        ("IBAN: IT63 G030 6909 606S B5O1 REA: MI-1234567", "ZG81 K2A"),
    ],
)
def test_an_iban_wrapped_in_a_narrow_footer_column(printed: str, under: str) -> None:
    page = _ocr_page(
        [
            (40, 60, "Fattura n. 2025/118"),
            (300, 760, printed),
            (300, 772, under),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.supplier_iban == "IT63G0306909606SB5O1ZG8IK2A"


def test_an_iban_label_read_with_an_8_for_its_b() -> None:
    # "IBAN" read "18AN", the bank code's B read as 8 too: the label still leads to the number
    page = _ocr_page(
        [
            (40, 60, "Invoice No. 2025-0417"),
            (40, 780, "Bank name: Example Bank 18AN GB29NW8K60161331926819 Sort code: 60-16-13"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.supplier_iban == "GB29NWBK60161331926819"


def test_a_company_name_boxed_a_little_shorter_than_its_street_is_still_the_vendor() -> None:
    # one font size, but OCR boxed the name 10 pt high and the street under it 12 pt
    rows = [
        (60, 58, 10.0, "Lindqvist Werkzeuge GmbH"),
        (60, 70, 12.0, "Amselgasse 7/2"),
        (60, 84, 10.5, "L-4410 Differdange"),
        (60, 94, 10.5, "Telefon +352 26 44 81"),
        (60, 106, 10.5, "Mail: buero@lw-lux.lu"),
        (60, 122, 10.0, "RECHNUNG"),
        (60, 142, 10.0, "Rechnungsnummer: 26-0815"),
        (60, 180, 10.0, "Empfänger:"),
        (60, 192, 10.0, "Horvath & Seidl S.à r.l."),
        (60, 204, 10.0, "Kirchweg 3"),
        (60, 216, 10.0, "L-1150 Luxembourg"),
        (60, 245, 10.0, "Wartung Maschinenpark"),
        (400, 245, 10.0, "1 x 231,35"),
        (500, 245, 10.0, "231,35"),
        (60, 270, 10.0, "Summe netto"),
        (500, 270, 10.0, "231,35"),
    ]
    words = []
    for x, y, height, text in rows:
        for token in text.split(" "):
            words.append(Word(token, x, y, x + 6 * len(token), y + height, 0.93))
            x += 6 * len(token) + 4
    fields, _, _ = parse_invoice([Page(1, 595, 842, words, source="ocr")])
    assert (fields.vendor_name, fields.vendor_address) == (
        "Lindqvist Werkzeuge GmbH",
        "Amselgasse 7/2, L-4410 Differdange",
    )


def test_an_italian_title_run_on_into_the_number_label() -> None:
    # "Fattura immediata" and "N. documento" read as one cell: the label is the whole run
    page = _ocr_page(
        [
            (70, 200, "Lecce, 3/2/2025"),
            (70, 225, "Fattura immediata N. documento 2025/071"),
            (70, 240, "Cliente n.: 40213"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.invoice_number == "2025/071"


def test_a_label_word_with_a_letter_ocr_added_inside_it() -> None:
    # "documento" read "documiento": one letter inside a long label word
    page = _ocr_page(
        [
            (40, 40, "Fattura differita"),
            (40, 80, "N. documiento"),
            (160, 80, "RE51173"),
            (40, 92, "Cod. cliente"),
            (160, 92, "30418"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.invoice_number == "RE51173"


@pytest.mark.parametrize(
    ("tax_line", "rate"),
    [
        # a speck read as a full stop between the tax word and its rate
        ("Imposta IVA.22%", Decimal("22")),
    ],
)
def test_a_tax_line_ocr_misread_still_gives_its_rate(tax_line: str, rate: Decimal) -> None:
    base = Decimal("1200.00")
    tax = (base * rate / 100).quantize(Decimal("0.01"))
    page = _ocr_page(
        [
            (40, 40, "Fattura n. 2025/090"),
            (330, 440, "Totale merce"),
            (510, 440, f"{base}"),
            (330, 454, tax_line),
            (510, 454, f"{tax}"),
            (330, 468, "Totale"),
            (510, 468, f"{base + tax}"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert (fields.tax_rate, fields.tax_amount) == (rate, tax)


def test_a_tax_label_whose_capital_i_ocr_read_as_l() -> None:
    # "I.V.A. 2.6%" read "L.V.A. 2.6%": still the tax line, under a net that includes shipping
    page = _ocr_page(
        [
            (40, 40, "Fattura n. 2025/090"),
            (50, 256, "Totale merce"),
            (236, 256, "1'200.00"),
            (50, 272, "Trasporto"),
            (255, 272, "4.95"),
            (50, 283, "Totale imponibile"),
            (237, 283, "1'204.95"),
            (50, 297, "L.V.A. 2.6%"),
            (250, 297, "31.33"),
            (50, 310, "Totale IVA inclusa"),
            (217, 310, "1'236.28 CHF"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert (fields.subtotal, fields.tax_rate, fields.tax_amount) == (
        Decimal("1200.00"),
        Decimal("2.6"),
        Decimal("31.33"),
    )


def test_a_receipts_table_of_rates_and_net_values_gives_the_tax_rows_bases() -> None:
    # the tax lines print rate and tax; the net of each rate stands in a small table below,
    # one of its decimal commas read as a semicolon
    page = _ocr_page(
        [
            (10, 20, "Ricevuta fiscale"),
            (10, 200, "Totale netto"),
            (188, 200, "1.850,00"),
            (10, 212, "IVA al 22%"),
            (194, 212, "275,00"),
            (10, 224, "IVA al 10%"),
            (194, 224, "60,00"),
            (10, 236, "Totale"),
            (170, 236, "2.185,00 EUR"),
            (10, 260, "Cod. IVA"),
            (125, 260, "Imponibile"),
            (10, 272, "22 %"),
            (134, 272, "1.250;00"),
            (10, 284, "10 %"),
            (135, 284, "600,00"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("22.00"), Decimal("1250.00"), Decimal("275.00")),
        (Decimal("10.00"), Decimal("600.00"), Decimal("60.00")),
    ]


def test_italian_payment_terms_under_a_misread_label() -> None:
    # "Condizioni di pagamento" read "pegamento"
    page = _ocr_page(
        [
            (40, 40, "Fattura n. 2025/090"),
            (40, 480, "Condizioni di pegamento: Bonifico bancario a 30 gg d.f."),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.payment_terms == "Bonifico bancario a 30 gg d.f."


def test_a_speck_standing_alone_after_the_payment_terms_is_no_part_of_them() -> None:
    page = _ocr_page(
        [
            (40, 40, "Facture n° 2025-118"),
            (40, 480, "Conditions de paiement: Virement à 30 jours date de facture ."),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.payment_terms == "Virement à 30 jours date de facture"


def test_italian_order_label_with_n_and_a_thanks_for_the_order() -> None:
    # "Ordine n.: PO-..." labels the buyer's order; "Vi ringraziamo per l'ordine." labels nothing
    # (the VAT rate printed beside that sentence is no order number)
    page = _ocr_page(
        [
            (40, 40, "Fattura n. 2025/090"),
            (338, 191, "Ordine n.: PO-71123"),
            (31, 356, "Vi ringraziamo per l'ordine."),
            (381, 356, "22 %"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.purchase_order == "PO-71123"
    page = _ocr_page(
        [
            (40, 40, "Fattura n. 2025/090"),
            (31, 356, "Vi ringraziamo per l'ordine."),
            (381, 356, "22 %"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.purchase_order is None


def test_the_wrapped_end_of_a_description_boxed_shorter_than_its_row() -> None:
    # OCR boxed the wrapped word 12 pt high under a row boxed 15.5: a word line without a figure
    # or a colon is the description's end, not a detail line in smaller type
    def row(y: float, height: float, cells: list[tuple[float, str]]) -> list[Word]:
        out = []
        for x, text in cells:
            for token in text.split(" "):
                out.append(Word(token, x, y, x + 6 * len(token), y + height, 0.93))
                x += 6 * len(token) + 4
        return out

    words = [
        *row(
            200, 15.0, [(76, "Descrizione"), (290, "Quantità"), (390, "Prezzo"), (500, "Importo")]
        ),
        *row(220, 15.5, [(76, "Posa pavimento in rovere, come da"), (300, "5"), (392, "80,00")]),
        *row(220, 15.5, [(500, "400,00")]),
        *row(233, 12.2, [(76, "rapportino")]),
        *row(250, 15.5, [(76, "Consulenza tecnica"), (300, "2"), (392, "95,00"), (500, "190,00")]),
        *row(280, 15.0, [(330, "Totale imponibile"), (500, "590,00")]),
    ]
    items, _ = parse_line_items(document_lines([Page(1, 595, 842, words, source="ocr")]), ",", [])
    assert [i.description for i in items] == [
        "Posa pavimento in rovere, come da rapportino",
        "Consulenza tecnica",
    ]


def test_a_gst_hst_total_label_names_the_tax_total() -> None:
    # "GST/HST total" is the tax total, as "VAT total" is: not a tax row and a grand total.
    # The rate's row says 65.00, the tax total printed (and closing the grand total) 60.00.
    page = _ocr_page(
        [
            (40, 40, "Invoice No. 2025-0417"),
            (329, 252, "Total excl. GST/HST"),
            (521, 252, "500.00"),
            (329, 266, "Plus GST/HST 13%"),
            (525, 266, "65.00"),
            (329, 279, "GST/HST total"),
            (525, 279, "60.00"),
            (329, 292, "Grand Total"),
            (503, 292, "CA$560.00"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert (fields.tax_amount, fields.total) == (Decimal("60.00"), Decimal("560.00"))


def test_an_iban_bank_code_misread_is_put_right_by_the_bic_beside_it() -> None:
    # "ABNA" read "A8NA" would be a look-alike; "ABHA" is not: the BIC's bank code decides
    page = _ocr_page(
        [
            (40, 60, "Factuur nummer 2025-0417"),
            (51, 781, "Bank: Voorbeeld Bank NV"),
            (51, 789, "IBAN: NL91ABHA0417164300"),
            (52, 797, "BIC/SWIFT: ABNANL2A"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.supplier_iban == "NL91ABNA0417164300"


def test_a_figure_inside_the_description_is_no_lost_quantity() -> None:
    # OCR lost the quantity 1; amount / price = 1 and "1 TB" prints a 1, but in the
    # description column, far left of the quantity header
    words = []
    for x, text in [(51, "Spazio cloud 1 TB - colore grigio"), (453, "85,87"), (522, "85,87")]:
        for token in text.split(" "):
            words.append(Word(token, x, 214, x + 4 * len(token), 224, 0.93))
            x += 4 * len(token) + 3
    item = parse_row(words, ",", 51.0, ocr=True, qty_x=(394.0, 408.0))
    assert item is not None
    assert (item.description, item.quantity) == ("Spazio cloud 1 TB - colore grigio", 1)


def test_a_footer_address_line_run_on_into_the_contact_column() -> None:
    # a logo letterhead OCR could not read: the vendor is the footer's first column, whose
    # street line OCR joined with the next column's e-mail line into one segment
    page = _ocr_page(
        [
            (358, 49, "Fattura immediata"),
            (505, 69, "25-0113"),
            (398, 88, "Data fattura: 20/08/2025"),
            (48, 127, "FATTURARE A"),
            (48, 140, "Rossetti Impianti S.n.c."),
            (48, 151, "Via Larga, 4"),
            (48, 162, "09015 Nuoro (NU)"),
            (50, 753, "Brambilla & Corti Srl"),
            (186, 753, "Tel. 032429416"),
            (330, 753, "Istituto: Banca Esempio"),
            (50, 762, "Piazza Garibaldi, 17 Email: conti@brambilla.it"),
            (330, 762, "P.IVA: IT00743110157"),
            (50, 771, "20121 Milano (MI)"),
            (186, 771, "www.brambilla.it"),
            (50, 780, "Italia"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert (fields.vendor_name, fields.vendor_address) == (
        "Brambilla & Corti Srl",
        "Piazza Garibaldi, 17, 20121 Milano (MI), Italia",
    )


def test_a_vat_id_line_under_the_address_is_not_cut_into_an_address_word() -> None:
    # "Partita IVA: 8382..." ends the vendor's block whole: its "IVA:" is no contact label
    page = _ocr_page(
        [
            (44, 51, "Rizzo Logistica S.n.c."),
            (43, 66, "Viale Pietro, 4"),
            (42, 79, "03039 Mezzanone (ME)"),
            (395, 79, "FATTURA IMMEDIATA"),
            (43, 87, "Partita IVA: 83829110580"),
            (41, 143, "N. documento"),
            (157, 143, "INV976247"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.vendor_address == "Viale Pietro, 4, 03039 Mezzanone (ME)"


def test_a_form_whose_box_labels_ocr_lost() -> None:
    # the boxes' small grey labels were not read: the number printed under the title and again
    # in its box is the invoice number; the first and earliest date the invoice date, the one
    # after it the due date
    page = _ocr_page(
        [
            (33, 46, "Halvorsen-Pike"),
            (35, 60, "4100 Oak Light Apt. 015"),
            (375, 60, "TAX INVOICE"),
            (35, 66, "New Ashford, TN 59503"),
            (33, 76, "EIN: 61-2895580"),
            (389, 85, "FV/118/02/2025"),
            (35, 131, "Norbury & Pike Inc."),
            (301, 131, "February 3, 2025"),
            (436, 131, "FV/118/02/2025"),
            (33, 142, "38 Rosales Viaduct"),
            (35, 162, "Port Curtis, DC 88797"),
            (301, 175, "March 5, 2025"),
            (436, 175, "K-1180"),
            (33, 222, "Ref."),
            (97, 222, "Item"),
            (279, 222, "Units"),
            (355, 222, "Unit Price"),
            (418, 222, "Disc."),
            (500, 222, "Net amount"),
            (32, 238, "001"),
            (93, 238, "Copywriting"),
            (301, 238, "2"),
            (387, 238, "150.00"),
            (449, 238, "0"),
            (527, 238, "300.00"),
            (40, 780, "Thank you for your business."),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert (fields.invoice_number, str(fields.invoice_date), str(fields.due_date)) == (
        "FV/118/02/2025",
        "2025-02-03",
        "2025-03-05",
    )


def test_a_party_heading_ocr_read_with_a_letter_dropped() -> None:
    # "CLIENTE" read "CLENTE": still the customer's heading, so the block under it is the
    # customer's and the letterhead above the vendor's
    page = _ocr_page(
        [
            (33, 45, "Talleres Ibarra y Soto S.L."),
            (34, 55, "Calle Mayor 12"),
            (34, 63, "26001 Logroño"),
            (391, 63, "FACTURA"),
            (34, 75, "NIF-IVA: ESB26123456"),
            (397, 85, "2025-B-00419"),
            (34, 120, "CLENTE"),
            (301, 120, "FECHA"),
            (36, 132, "Frutas Herrero SA"),
            (302, 132, "10/10/2025"),
            (34, 142, "Avenida de la Paz 7"),
            (34, 152, "50004 Zaragoza"),
            (40, 780, "Gracias por su confianza."),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert (fields.vendor_name, fields.customer_name) == (
        "Talleres Ibarra y Soto S.L.",
        "Frutas Herrero SA",
    )


def test_an_iban_group_of_four_repeated_digits_read_as_three() -> None:
    # "1203 0000 1004" read "1203 000 1004": the group gets back the zero OCR read once
    page = _ocr_page(
        [
            (40, 60, "Rechnung Nr. 2025-0417"),
            (30, 786, "IBAN: DE47 1203 000 1004 4177 00"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.supplier_iban == "DE47120300001004417700"


def test_a_sender_line_ocr_cut_short_is_not_the_first_line_of_the_address_under_it() -> None:
    # "Kessler Holzbau GmbH · Weidenweg 4 · ..." read "Kessler Holzbau GmbH -W": still the
    # sender line, so the name under it opens the recipient's block
    page = _ocr_page(
        [
            (380, 40, "Kessler Holzbau GmbH"),
            (430, 52, "Weidenweg 4"),
            (430, 61, "6020 Innsbruck"),
            (430, 71, "Fon 0512/123456"),
            (50, 123, "Kessler Holzbau GmbH -W"),
            (49, 139, "Brandl Bau KG"),
            (50, 152, "Lindenplatz 1"),
            (49, 164, "9020 Klagenfurt"),
            (50, 236, "Rechnung"),
            (49, 269, "Rechnung Nr."),
            (175, 269, "Rechnungsdatum"),
            (50, 281, "08371"),
            (174, 281, "27.03.2026"),
            (40, 780, "Vielen Dank für Ihren Auftrag."),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert (fields.customer_name, fields.customer_address) == (
        "Brandl Bau KG",
        "Lindenplatz 1, 9020 Klagenfurt",
    )


def test_a_portuguese_number_label_with_a_degree_sign_for_its_ordinal() -> None:
    # "FATURA N.º" read "FATURA N.°": still the number's label, over its value
    page = _ocr_page(
        [
            (33, 45, "Engenharia Exemplo SA"),
            (441, 45, "Fatura simplificada"),
            (38, 139, "FATURA N.°"),
            (38, 152, "202601117"),
            (38, 178, "CLIENTE N°"),
            (38, 190, "K-4410"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.invoice_number == "202601117"


def test_a_tax_label_with_words_around_its_rate_over_its_card_value() -> None:
    # "IVA à taxa de 23%" alone on its line, its figure right-aligned on the line under it
    page = _ocr_page(
        [
            (33, 45, "Engenharia Exemplo SA"),
            (441, 45, "Fatura"),
            (38, 98, "DATA DE EMISSÃO"),
            (37, 113, "23/05/2026"),
            (420, 152, "Total liquido"),
            (531, 161, "500,00"),
            (420, 178, "Portes"),
            (541, 190, "10,00"),
            (420, 205, "Base tributável"),
            (531, 217, "510,00"),
            (37, 217, "CLIENTE N°"),
            (37, 232, "K-9213"),
            (420, 232, "IVA à taxa de 23%"),
            (528, 242, "117,30"),
            (420, 259, "TOTAL"),
            (515, 272, "€ 627,30"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert (fields.tax_rate, fields.tax_amount) == (Decimal("23"), Decimal("117.30"))
