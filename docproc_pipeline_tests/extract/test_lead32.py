"""Readings found on session 32's development sets (an order number beside the buyer's
reference, abbreviations in OCR'd item names, a currency code inside an item's name, OCR's
dropped letters), each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.concepts import word_concepts
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.spelling import _frequencies, _respelled_tokens, respelled
from docproc_pipeline.extract.parse.table_rows import clean_ocr_description
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import Rows, ocr_page, page_from_rows


def _read(rows: Rows, *, ocr: bool = True) -> InvoiceFields:
    page = ocr_page(rows) if ocr else page_from_rows(rows)
    fields, _, _ = parse_invoice([page])
    return fields


def _shipping_invoice(order_label: str, reference_label: str) -> Rows:
    # a freight forwarder's facts: the order number in the header block, the buyer's reference
    # in a grid of shipment facts under it
    return [
        (43, 40, "Van Dijk Expeditie B.V."), (43, 52, "Havenweg 12, 3089 KL Rotterdam"),
        (383, 90, "Factuurnummer"), (470, 90, "F-2025-118"),
        (383, 102, "Factuurdatum"), (470, 102, "12-11-2025"),
        (383, 114, order_label), (470, 114, "B4549-61"),
        (51, 160, "Container"), (150, 160, "TCLU1978032"), (260, 160, reference_label),
        (330, 160, "THA-92"),
        (51, 200, "Omschrijving"), (300, 200, "Aantal"), (360, 200, "Prijs"),
        (430, 200, "Bedrag"),
        (51, 215, "Zeevracht"), (300, 215, "1"), (360, 215, "850,00"), (430, 215, "850,00"),
        (300, 250, "Totaal"), (430, 250, "850,00"),
    ]  # fmt: skip


def test_an_order_number_outranks_the_buyers_reference() -> None:
    fields = _read(_shipping_invoice("Ordernummer", "Uw ref."), ocr=False)
    assert fields.purchase_order == "B4549-61"


def test_the_buyers_reference_alone_is_the_purchase_order() -> None:
    rows = [r for r in _shipping_invoice("Ordernummer", "Uw ref.") if r[1] != 114]
    assert _read(rows, ocr=False).purchase_order == "THA-92"


def test_a_buyers_order_label_outranks_a_plain_one_as_before() -> None:
    fields = _read(_shipping_invoice("Ordernummer", "Uw bestelling"), ocr=False)
    assert fields.purchase_order == "THA-92"


def test_reference_and_order_words_are_read_word_by_word() -> None:
    assert {"ref"} <= word_concepts("Wasz znak")
    assert "order" not in word_concepts("Votre réf.")
    assert {"order", "number"} <= word_concepts("Nr zamówienia")


def test_abbreviations_in_an_ocrd_item_name_keep_their_periods() -> None:
    assert clean_ocr_description("Ibuprofen 400 mg tabl. powl., 20") == (
        "Ibuprofen 400 mg tabl. powl., 20"
    )
    assert clean_ocr_description("Guantes de nitrilo, 100 uds.") == "Guantes de nitrilo, 100 uds."
    # a speck after a word that takes no period still goes, and a period before a small
    # letter is still read as the comma it is
    assert clean_ocr_description("Copy paper A4, 500 sheets.") == "Copy paper A4, 500 sheets"
    assert clean_ocr_description("Olio 20 l.") == "Olio 20 l"
    assert clean_ocr_description("cleaning. monthly") == "cleaning, monthly"


def test_a_pharmacy_row_read_by_ocr_keeps_its_abbreviations() -> None:
    rows: Rows = [
        (40, 30, "Hurtownia Farmaceutyczna Sp. z o.o."), (40, 42, "ul. Lipowa 3, 00-123 Warszawa"),
        (360, 30, "Faktura nr FV/12/2026"), (360, 42, "Data wystawienia: 02.03.2026"),
        (40, 100, "Lp."), (70, 100, "Nazwa"), (330, 100, "Ilość"), (390, 100, "Cena"),
        (450, 100, "Wartość"),
        (40, 115, "1"), (70, 115, "Rękawiczki nitrylowe, 100 szt."), (340, 115, "10"),
        (390, 115, "13,64"), (450, 115, "136,40"),
        (40, 130, "2"), (70, 130, "Ibuprofen 400 mg tabl. powl., 20"), (340, 130, "50"),
        (390, 130, "3,95"), (450, 130, "197,50"),
        (360, 170, "Razem do zapłaty"), (450, 170, "333,90 zł"),
    ]  # fmt: skip
    assert [i.description for i in _read(rows).line_items] == [
        "Rękawiczki nitrylowe, 100 szt.",
        "Ibuprofen 400 mg tabl. powl., 20",
    ]


def test_a_currency_code_inside_an_items_name_is_not_the_invoices_currency() -> None:
    rows: Rows = [
        (30, 20, "FAKTURA"), (120, 20, "Nr 007639"),
        (30, 60, "Sprzedawca"), (220, 60, "Nabywca"),
        (30, 72, "Kręcisz Technika sp.j."), (220, 72, "Zakłady Leśna sp.j."),
        (30, 84, "al. Wybickiego 902"), (220, 84, "pl. Głowackiego 75/44"),
        (30, 96, "61-549 Ząbki"), (220, 96, "01-678 Sochaczew"),
        (30, 108, "NIP: PL5035358624"),
        (22, 150, "Lp."), (50, 150, "Nazwa"), (250, 150, "Ilość"), (300, 150, "Cena"),
        (360, 150, "Wartość"),
        (22, 165, "1"), (50, 165, "Paleta EUR, używana"), (260, 165, "20"),
        (300, 165, "9,03"), (360, 165, "180,60"),
        (22, 180, "2"), (50, 180, "Łożysko kulkowe 6204-2RS"), (260, 180, "1"),
        (300, 180, "7,48"), (360, 180, "7,48"),
        (250, 220, "Razem"), (360, 220, "188,08"),
    ]  # fmt: skip
    fields = _read(rows)
    assert fields.total == Decimal("188.08")
    assert fields.currency == "PLN"


def test_a_letter_ocr_dropped_is_put_back_into_a_common_word() -> None:
    assert respelled("inerhalb", _frequencies("de"), lengths=True) == "innerhalb"
    assert respelled("giomi", _frequencies("it"), lengths=True) == "giorni"
    # not without leave (a name inside a segment), and not for a rarer word
    assert respelled("inerhalb", _frequencies("de")) == "inerhalb"
    assert respelled("klejowa", _frequencies("pl"), lengths=True) == "klejowa"


def test_abbreviations_and_names_keep_their_length() -> None:
    freq = _frequencies("es")
    assert _respelled_tokens("simpl.", freq, in_name=False, first=True) == "simpl."
    assert _respelled_tokens("DTOS.", freq, in_name=False) == "DTOS."
    assert _respelled_tokens("Grojean", _frequencies("fr"), in_name=False) == "Grojean"


def _craftsmans_letter() -> Rows:
    # a typewriter letter: numbered rows without a header, a sum, tax lines that print their
    # rate and base, and the terms in a sentence followed by the amount and the bank
    return [
        (147, 20, "Alimentación Rivero y asociados S.Com."),
        (175, 34, "Avenida Gracia Lorenzo 25 - 47369 Valladolid"),
        (204, 47, "NIF: ESB69363042"),
        (65, 150, "Finanzas HH S.Com."), (65, 163, "Pasadizo Milagros Ledesma 66"),
        (65, 176, "22851 Huesca"),
        (66, 270, "Valladolid, 13/11/2025"), (65, 296, "Asunto: Factura n° 2025-1183"),
        (66, 355, "les remitimos la factura por los siguientes conceptos:"),
        (67, 383, "1."), (90, 383, "Mano de obra oficial"), (290, 383, "3h"),
        (330, 383, "56,39"), (400, 383, "169,17"),
        (67, 396, "2."), (90, 396, "Tubería de cobre 15 mm"), (290, 396, "23 m"),
        (330, 396, "22,91"), (400, 396, "526,93"),
        (303, 430, "Suma"), (470, 430, "696,10 €"),
        (305, 444, "Cuota IVA 21 % s/ 169,17"), (470, 444, "35,53 €"),
        (305, 457, "Cuota IVA 10 % s/ 526,93"), (470, 457, "52,69 €"),
        (305, 470, "Total IVA"), (470, 470, "88,22 €"),
        (305, 483, "Total factura"), (470, 483, "784,32 €"),
        (66, 520, "Pago a 30 días fecha factura. Importe: 784,32 €. IBAN ES6115584557963949133995"),
    ]  # fmt: skip


def test_tax_lines_printing_rate_and_base_are_no_items() -> None:
    fields = _read(_craftsmans_letter())
    assert [i.description for i in fields.line_items] == [
        "Mano de obra oficial",
        "Tubería de cobre 15 mm",
    ]
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("21.00"), Decimal("169.17"), Decimal("35.53")),
        (Decimal("10.00"), Decimal("526.93"), Decimal("52.69")),
    ]


def test_terms_end_before_a_sentence_labelling_a_figure() -> None:
    assert _read(_craftsmans_letter()).payment_terms == "Pago a 30 días fecha factura"


def test_the_price_header_read_into_another_columns_cell_still_places_the_price() -> None:
    # a progress bill whose header OCR read as one cell from the unit on; the pair of figures
    # making the amount is the price (under "Cena jedn.") and the share done
    rows: Rows = [
        (36, 30, "Długozima i syn s.c."), (36, 42, "NIP: PL5758708863"),
        (380, 90, "Nr faktury"), (460, 90, "8499/2026"),
        (41, 181, "Lp."), (70, 181, "Nazwa"),
        (205, 181, "J.m. Ilość Cena jedn. Wartość umowy % wyk. Wykonano Wartość wykonana"),
        (42, 195, "01.1"), (70, 195, "Fundamenty żelbetowe"), (205, 195, "kpl."),
        (250, 195, "19700.00"), (320, 195, "19700.00"), (400, 195, "20%"),
        (440, 195, "1.2"), (490, 195, "23'640.00"),
        (42, 207, "02.8"), (70, 207, "Instalacja elektryczna"), (205, 207, "kpl."),
        (250, 207, "26'800.00"), (320, 207, "26'800.00"), (400, 207, "50 %"),
        (440, 207, "0.5."), (490, 207, "13'400.00"),
        (332, 262, "Wartość wykonana"), (490, 262, "37'040.00 zł"),
    ]  # fmt: skip
    assert [(i.quantity, i.unit_price) for i in _read(rows).line_items] == [
        (Decimal("1.2"), Decimal("19700.00")),
        (Decimal("0.5"), Decimal("26800.00")),
    ]


def _till_invoice(header: Rows, rate_cell: str, tax: str) -> Rows:
    # a till's invoice to a business customer: the customer's name over its VAT id, items on
    # two lines each, a tax summary whose rate column has no title
    return [
        (60, 18, "Söding Handel"), (60, 27, "Isabelle-Holt-Ring 12"), (60, 37, "29098 Nordhausen"),
        (60, 46, "USt-IdNr.: DE178929533"),
        (68, 68, "KASSENBON / RECHNUNG"),
        (9, 87, "Rechnungs-Nr.: RE-2025-2471"), (9, 95, "11.06.2025"), (70, 95, "08:48"),
        (9, 123, "Holt Montage"), (9, 132, "USt-ID: DE310446186"),
        (9, 150, "Nettopreise zzgl. MwSt."),
        (9, 159, "Kaffeebohnen"), (21, 167, "5 x 11,00"), (150, 167, "55,00 A"),
        (9, 176, "Umwälzpumpe"), (21, 185, "12 x 675,05"), (150, 185, "8.100,60 A"),
        (9, 257, "Zwischensumme"), (150, 257, "8.155,60"),
        *header, (205, 269, "Brutto"),
        (9, 277, rate_cell), (70, 277, "8.155,60"), (134, 277, tax), (200, 277, "8.726,49"),
        (9, 303, "RECHNUNGSBETRAG EUR"), (150, 303, "8.726,49"),
    ]  # fmt: skip


_APART: Rows = [(85, 269, "Netto"), (134, 269, "USt.")]


def test_a_customers_name_over_its_vat_id_without_a_label() -> None:
    fields = _read(_till_invoice(_APART, "7%", "570,89"))
    assert fields.customer_tax_id == "DE310446186"
    assert fields.customer_name == "Holt Montage"


def test_two_column_names_ocr_glued_are_two_columns() -> None:
    # a row miscalculated as printed is read by its header's columns (below): the two names
    # OCR glued must be two columns for it
    fields = _read(_till_invoice([(85, 269, "NettoUmsatzsteuer")], "7%", "571,89"))
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("7"), Decimal("8155.60"), Decimal("571.89"))
    ]


def test_a_category_letter_before_a_rate_whose_percent_ocr_read_as_a_digit() -> None:
    fields = _read(_till_invoice(_APART, "A 78", "570,89"))
    assert fields.tax_rate == Decimal("7")
    assert [(r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("8155.60"), Decimal("570.89"))
    ]


def test_a_tax_row_miscalculated_as_printed_is_read_by_its_columns() -> None:
    # 7 % of 8.155,60 is 570,89; the row prints 571,89: the validation reports it
    fields = _read(_till_invoice(_APART, "7%", "571,89"))
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("7"), Decimal("8155.60"), Decimal("571.89"))
    ]


def test_an_italian_summary_of_two_exempt_natures_at_nought_percent() -> None:
    # a flat-rate seller's courtesy copy: no VAT, the goods under nature N2.2 and the stamp
    # duty under N1, each a row of the "Riepilogo IVA"
    rows: Rows = [
        (40, 47, "Cedente/prestatore (fornitore)"), (300, 47, "Cessionario/committente (cliente)"),
        (40, 61, "Alderano Palmisano"), (300, 61, "Tomei Distribuzione S.n.c."),
        (40, 72, "Piazza Veronica, 27"), (300, 72, "Borgo Golgi, 212"),
        (40, 82, "30023 Usseaux"), (300, 82, "75027 Castiadas"),
        (40, 157, "Tipologia documento"), (180, 157, "Numero documento"),
        (300, 157, "Data documento"),
        (40, 170, "TD01 Fattura"), (180, 170, "FPR 68/26"), (300, 170, "07/06/2026"),
        (38, 194, "Descrizione"), (260, 194, "Quantità"), (330, 194, "Prezzo unitario"),
        (430, 194, "%IVA"), (480, 194, "Prezzo totale"),
        (38, 208, "Cuscinetto a sfere 6204-2RS"), (260, 208, "24"), (330, 208, "2.86"),
        (430, 208, "N2.2"), (480, 208, "68.64"),
        (38, 224, "Imposta di bollo virtuale"), (260, 224, "1"), (330, 224, "2.00"),
        (430, 224, "N1"), (480, 224, "2.00"),
        (36, 285, "Riepilogo IVA"),
        (58, 300, "Aliquota IVA"), (150, 300, "Natura"), (230, 300, "Totale imponibile"),
        (360, 300, "Totale imposta"),
        (58, 316, "0.00"), (150, 316, "N2.2"), (250, 316, "68.64"), (380, 316, "0.00"),
        (58, 332, "0.00"), (150, 332, "N1"), (250, 332, "2.00"), (380, 332, "0.00"),
        (406, 391, "Totale documento"), (500, 391, "70.64 EUR"),
    ]  # fmt: skip
    fields = _read(rows)
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("0.00"), Decimal("68.64"), Decimal("0.00")),
        (Decimal("0.00"), Decimal("2.00"), Decimal("0.00")),
    ]
    assert fields.tax_rate == Decimal("0.00")


def test_a_phone_numbers_pairs_of_digits_are_no_cents() -> None:
    # money in whole francs grouped by spaces; the only "cents" on the page are a phone
    # number's pairs of digits
    rows: Rows = [
        (250, 40, "ARTISAN AUTOMOBILE"), (49, 116, "CC N°: 2197588Q"),
        (49, 161, "FACTURE N° 0000759"), (300, 161, "DATE :"), (350, 161, "19/09/2025"),
        (16, 303, "DESIGNATION"), (200, 303, "QTE"), (300, 303, "P. U"), (400, 303, "MONTANT"),
        (16, 336, "BUTEE D'EMBRAYAGE"), (200, 336, "1"), (300, 336, "50 391"),
        (400, 336, "50 391"),
        (16, 350, "DISQUE D'EMBRAYAGE"), (200, 350, "1"), (300, 350, "185 342"),
        (400, 350, "185 342"),
        (300, 702, "TOTAL HT :"), (450, 702, "235 733"),
        (300, 714, "MONTANT REMISE :"),
        (300, 726, "TOTAL HT APRES REMISE :"), (450, 726, "235 733"),
        (300, 738, "MONTANT TVA 18% :"), (450, 738, "42 432"),
        (300, 751, "NET A PAYER TTC :"), (450, 751, "278 165"),
        (250, 766, "Tel.: 27.22.24.36.55/05.34.71.27.42"),
    ]  # fmt: skip
    fields = _read(rows)
    assert (fields.subtotal, fields.tax_amount, fields.total) == (
        Decimal("235733.00"),
        Decimal("42432.00"),
        Decimal("278165.00"),
    )
    assert fields.discount is None  # "total HT après remise" names the net after a discount


def test_a_customers_country_beside_the_vendors_tax_id_in_two_party_columns() -> None:
    rows: Rows = [
        (45, 31, "VAT Invoice"),
        (45, 61, "SUPPLIER / CUSTOMER"), (145, 61, "Juarez, Burns and Delacruz"),
        (349, 61, "Nelson, Snyder and Fox"),
        (145, 73, "391 Garza Burgs Suite 951"), (349, 73, "18492 Julia Lights Apt. 829"),
        (145, 84, "East Christopher, KS 64356"), (349, 84, "South Brian, IA 55178"),
        (145, 96, "EIN 20-7940595"), (349, 96, "USA"),
        (81, 130, "INVOICE #"), (160, 130, "2025-1341"),
        (300, 300, "TOTAL"), (400, 300, "442.41"),
    ]  # fmt: skip
    fields = _read(rows, ocr=False)
    assert fields.customer_address == "18492 Julia Lights Apt. 829, South Brian, IA 55178, USA"
    assert fields.vendor_address == "391 Garza Burgs Suite 951, East Christopher, KS 64356"


def test_a_letters_addressee_over_its_vat_id_without_a_window_is_the_customer() -> None:
    rows: Rows = [
        (248, 2, "TIRABASSI SPA"), (194, 18, "Strada Tomaselli, 68 - 90023 Bannia"),
        (185, 31, "P.IVA: 08696280695"),
        (65, 130, "Tirabassi SPA, Strada Tomaselli, 68, 90023 Bannia"),
        (65, 158, "Monduzzi-Maccanelli s.r.l."), (65, 171, "Strada Raimondo, 460"),
        (65, 184, "16128 Sesto Al Reghena"), (65, 197, "Italia"),
        (65, 210, "Partita IVA: IT08195611218"),
        (65, 277, "Bannia, 27 febbraio 2026"), (65, 303, "Oggetto: Fattura n. 1914/2026"),
        (65, 316, "Ordine n.: 315/2026"), (200, 316, "Cod. cliente: K-3398"),
        (65, 342, "Spett.le Cliente,"), (65, 361, "Vi fatturiamo le seguenti prestazioni:"),
        (65, 387, "1."), (90, 387, "Manodopera aiutante"), (300, 387, "3 ore"),
        (360, 387, "57,46"), (420, 387, "172,38"),
        (303, 433, "Totale imponibile"), (420, 433, "EUR 172,38"),
        (303, 446, "IVA 22 %"), (420, 446, "EUR 37,92"),
        (303, 459, "Totale fattura"), (420, 459, "EUR 210,30"),
    ]  # fmt: skip
    fields = _read(rows, ocr=False)
    assert fields.customer_tax_id == "IT08195611218"
    assert fields.customer_name == "Monduzzi-Maccanelli s.r.l."
    assert fields.customer_address == "Strada Raimondo, 460, 16128 Sesto Al Reghena, Italia"


def test_a_cnpj_whose_dot_ocr_read_as_a_comma_and_terms_before_a_priced_sentence() -> None:
    rows: Rows = [
        (259, 0, "MOREIRA"), (219, 14, "Núcleo Cavalcanti - 54781823 Sá"),
        (188, 26, "Tel. 11 0739-7494 CNPJ 44.586,879/0001-70"),
        (63, 298, "Assunto: Fatura n.º FT A2025/1814"),
        (305, 468, "Total"), (400, 468, "R$ 3.610,58"),
        (69, 507, "14 dias após emissão. Valor: R$ 3.610,58"),
    ]  # fmt: skip
    fields = _read(rows)
    assert fields.vendor_tax_id is not None
    assert fields.vendor_tax_id.replace(".", "") == "44586879/0001-70"
    assert fields.payment_terms == "14 dias após emissão"


def test_the_block_over_a_customers_tax_id_gives_its_name_and_address() -> None:
    from docproc_pipeline.extract.parse.customer import party_over_tax_id
    from docproc_pipeline.extract.parse.invoice import _read_document

    rows: Rows = [
        (65, 158, "Monduzzi-Maccanelli s.r.l."), (65, 171, "Strada Raimondo, 460"),
        (65, 184, "16128 Sesto Al Reghena"), (65, 197, "Italia"),
        (65, 210, "Partita IVA: IT08195611218"),
        (65, 277, "Bannia, 27 febbraio 2026"),
    ]  # fmt: skip
    lines = _read_document([page_from_rows(rows)]).lines
    k = next(i for i, ln in enumerate(lines) if ln.text.startswith("Partita IVA"))
    assert party_over_tax_id(lines, k, "Tirabassi SPA") == (
        "Monduzzi-Maccanelli s.r.l.",
        "Strada Raimondo, 460, 16128 Sesto Al Reghena, Italia",
    )
    # a country line alone over the id is no name; nor the vendor's name
    assert party_over_tax_id(lines[3:], 1, None) is None
    assert party_over_tax_id(lines, k, "Monduzzi Maccanelli srl") is None


def test_item_rows_of_whole_francs_grouped_by_spaces() -> None:
    # a garage's invoice in francs CFA: rows with a line discount and the net unit price
    rows: Rows = [
        (250, 40, "GARAGE DU PLATEAU SARL"), (49, 116, "CC N°: 2197588Q"),
        (49, 161, "FACTURE N° 0000759"), (300, 161, "DATE :"), (350, 161, "19/09/2025"),
        (16, 303, "DESIGNATION"), (160, 303, "QTE"), (190, 303, "UNITE"), (240, 303, "P. U"),
        (300, 303, "% RM"), (360, 303, "P.U. NET"), (440, 303, "MONTANT"),
        (16, 336, "BUTEE D'EMBRAYAGE"), (160, 336, "1"), (190, 336, "PIECE"),
        (240, 336, "50 391"), (300, 336, "10,00 %"), (360, 336, "45 352"), (440, 336, "45 352"),
        (16, 350, "DISQUE D'EMBRAYAGE"), (160, 350, "1"), (190, 350, "PIECE"),
        (240, 350, "185 342"), (300, 350, "10,00 %"), (360, 350, "166 808"),
        (440, 350, "166 808"),
        (300, 702, "TOTAL HT :"), (450, 702, "212 160"),
        (300, 738, "MONTANT TVA 18% :"), (450, 738, "38 189"),
        (300, 751, "NET A PAYER TTC :"), (450, 751, "250 349"),
    ]  # fmt: skip
    fields = _read(rows)
    assert [i.amount for i in fields.line_items] == [Decimal("45352.00"), Decimal("166808.00")]
    assert fields.total == Decimal("250349.00")


def test_a_french_order_label_with_commande_abbreviated() -> None:
    # the buyer's "Bon de Cde" beside the seller's own order number
    rows: Rows = [
        (45, 30, "TRACTAFRIC MOTORS"),
        (169, 161, "N° Commande"), (230, 161, "CC22004"),
        (169, 171, "N° Facture"), (230, 171, "FC20871"),
        (24, 181, "N° Bon de Cde"), (90, 181, "BC L2A002600"),
        (170, 238, "Total"), (230, 238, "126 995,00"),
    ]  # fmt: skip
    assert _read(rows, ocr=False).purchase_order == "BC L2A002600"


def test_a_buyers_name_under_its_heading_past_the_rows_of_other_facts() -> None:
    # a Guatemalan electronic invoice's till print: the buyer's section opens with the date
    # and the buyer's tax id, then "Nombre:" over the name, its legal form wrapped
    rows: Rows = [
        (95, 74, "FACTURA ELECTRONICA"), (107, 111, "GOOD FOODS"),
        (74, 160, "No de DTE: 84232269"),
        (100, 166, "DATOS DEL COMPRADOR"), (101, 172, "Fecha: 20-12-2025"),
        (108, 178, "NIT: 71224556"), (73, 184, "Nombre:"),
        (77, 190, "RESEARCH PLANNING GUATEMALA SOCIEDAD"), (166, 197, "ANONIMA"),
        (96, 210, "DETALLE DE LA FACTURA"),
        (74, 216, "CANT"), (110, 216, "DESCRIPCION"), (190, 216, "PRECIO"),
        (73, 221, "65.00"), (110, 221, "POR CONS DE A"), (190, 221, "1.00"),
        (134, 235, "TOTAL: 65.00"),
    ]  # fmt: skip
    fields = _read(rows)
    assert fields.customer_name == "RESEARCH PLANNING GUATEMALA SOCIEDAD ANONIMA"
    assert fields.customer_address is None


def test_an_iban_whose_country_and_check_digits_ocr_misread() -> None:
    from docproc_pipeline.extract.parse.identifiers import repair_ocr_iban

    # "ES76" read "FS/6": the E as an F, the 7 as a slash
    assert repair_ocr_iban("FS/631462089224133872217") == "ES7631462089224133872217"
    assert repair_ocr_iban("1E29AIBK93115212345678") == "IE29AIBK93115212345678"
    rows: Rows = [
        (454, 39, "Pino Asesores S.A."), (360, 126, "Fecha factura:"), (440, 126, "30-03-2025"),
        (415, 399, "Total IVA 21%"), (500, 399, "18,02"),
        (424, 411, "Total factura EUR"), (500, 411, "103,82"),
        (56, 783, "CIF B89865109"), (200, 783, "IBAN FS/6 3146 2089 2241 3387 2217"),
        (430, 386, "Gastos de envía"), (500, 386, "16,45"),
    ]  # fmt: skip
    fields = _read(rows)
    assert fields.supplier_iban == "ES7631462089224133872217"
    assert fields.shipping == Decimal("16.45")
