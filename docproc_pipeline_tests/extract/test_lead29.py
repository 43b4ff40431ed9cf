"""Readings found on session 29's real development invoices, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import Rows, fields_of, right_aligned


def _handwerker(second_line: str) -> Rows:
    # a craftsman's letterhead: the name, a line of words under it, the street, the town
    return [
        (57, 40, "Elektrotechnik Kranz GmbH"), (57, 52, second_line),
        (57, 64, "Gewerbepark Süd 15"), (57, 76, "6020 Innsbruck, Österreich"),
        (57, 88, "Tel: +43 512 587390"),
        (470, 110, "RECHNUNG"),
        (57, 130, "Rechnung an:"), (400, 130, "Nr. RE-2025-287"),
        (57, 142, "Familie Berger"), (57, 154, "Olympiastraße 45"), (57, 166, "6020 Innsbruck"),
        (400, 154, "Rechnungsdatum: 18.03.2025"),
        (57, 200, "Beschreibung"), (330, 200, "Menge"), (400, 200, "Einzelpreis"),
        (490, 200, "Gesamt"),
        (57, 213, "Leitungsschutzschalter"), (340, 213, "6"),
        right_aligned(450, 213, "87,30 €"), right_aligned(539, 213, "523,80 €"),
        (330, 240, "Summe Netto:"), right_aligned(539, 240, "523,80 €"),
        (330, 252, "zzgl. 20% USt:"), right_aligned(539, 252, "104,76 €"),
        (330, 264, "GESAMTBETRAG:"), right_aligned(539, 264, "628,56 €"),
    ]  # fmt: skip


def test_a_tagline_between_the_letterheads_name_and_street_is_no_address_line() -> None:
    fields = fields_of(_handwerker("Konzessionierter Meisterbetrieb seit 1985"))
    assert fields.vendor_name == "Elektrotechnik Kranz GmbH"
    assert fields.vendor_address == "Gewerbepark Süd 15, 6020 Innsbruck, Österreich"


def test_a_line_of_the_address_over_the_street_stays_in_it() -> None:
    # guard: a street word ("Im Gewerbehof") or a building's one word opens the address itself
    for line in ("Im Gewerbehof", "Haus B"):
        fields = fields_of(_handwerker(line))
        assert fields.vendor_address == f"{line}, Gewerbepark Süd 15, 6020 Innsbruck, Österreich"


def _till_receipt(head: list[str]) -> Rows:
    rows: Rows = [(150, 30, "Bakker Versmarkt")]
    rows += [(150, 42 + 12 * k, text) for k, text in enumerate(head)]
    y = 50 + 12 * len(head)
    rows += [
        (40, y, "AANTAL"), (100, y, "OMSCHRIJVING"), (260, y, "PRIJS"), (320, y, "BEDRAG"),
        (40, y + 12, "1"), (100, y + 12, "SUIKER KL"), right_aligned(350, y + 12, "1,69"),
        (40, y + 24, "2"), (100, y + 24, "HYG DOEK"), right_aligned(290, y + 24, "1,39"),
        right_aligned(350, y + 24, "2,78"),
        (100, y + 42, "TOTAAL"), right_aligned(350, y + 42, "4,47"),
        (100, y + 60, "BETAALD MET PINNEN"), right_aligned(350, y + 60, "4,47"),
        (100, y + 84, "12-05-2026 14:31"),
    ]  # fmt: skip
    return rows


def test_a_receipts_street_and_town_without_a_postcode_are_its_address() -> None:
    fields = fields_of(_till_receipt(["Westwaarts 41", "Zoetermeer 079-3290062"]))
    assert fields.vendor_name == "Bakker Versmarkt"
    assert fields.vendor_address == "Westwaarts 41, Zoetermeer"


def test_a_receipts_street_over_its_phone_number_is_its_address() -> None:
    fields = fields_of(_till_receipt(["Eikenlaan 39", "050 - 5778456"]))
    assert fields.vendor_address == "Eikenlaan 39"


def test_total_price_in_dutch_is_the_total() -> None:
    rows: Rows = [
        (57, 40, "Factuur voor Tim de Boer"), (57, 56, "Datum: 02-05-2017"),
        (57, 90, "Adres"), (250, 90, "Kerkstraat 5"),
        (57, 102, "Woonplaats"), (250, 102, "Casteren"),
        (57, 140, "Totaalprijs"), (250, 140, "200.12"),
    ]  # fmt: skip
    assert fields_of(rows).total == Decimal("200.12")


def _facture(heading: str) -> Rows:
    return [
        (40, 30, "FACTURE N° : F20220027"), (40, 42, "Date : 31/01/2022"),
        (40, 60, "Atelier Morel"), (320, 60, heading),
        (40, 72, "35 rue d'Alésia"), (320, 72, "Boulangerie Petit"),
        (40, 84, "75014 PARIS"), (320, 84, "58 rue de la Mer"),
        (320, 96, "06000 NICE"),
        (40, 130, "Désignation"), (300, 130, "Qté"), (360, 130, "P.U. HT"), (460, 130, "Total HT"),
        (40, 142, "Réparation four"), (300, 142, "1"), right_aligned(400, 142, "60,00"),
        right_aligned(500, 142, "60,00"),
        (360, 170, "TOTAL HT"), right_aligned(500, 170, "60,00"),
        (360, 182, "TVA 20 %"), right_aligned(500, 182, "12,00"),
        (360, 194, "TOTAL TTC"), right_aligned(500, 194, "72,00"),
    ]  # fmt: skip


def test_the_customers_address_heading_with_its_noun_first_is_a_party_heading() -> None:
    fields = fields_of(_facture("Adresse du Client"))
    assert fields.vendor_name == "Atelier Morel"
    assert fields.customer_name == "Boulangerie Petit"
    assert fields.customer_address == "58 rue de la Mer, 06000 NICE"


def test_an_article_before_a_party_word_is_a_name_not_a_heading() -> None:
    # guard: "LE CLIENT" under a heading is the customer's name as printed
    fields = fields_of(_facture("Client :")[:5] + [(320, 72, "LE CLIENT")] + _facture("")[6:])
    assert fields.customer_name == "LE CLIENT"


def _headerless_receipt(single_row: tuple[float, str, str]) -> Rows:
    x, name, amount = single_row
    return [
        (60, 30, "Mercearia Lobo, Lda."), (60, 42, "Rua das Flores 12, 4000-123 Porto"),
        (60, 54, "NIF: 501234567"),
        (40, 80, "TRANCHE SALMÃO"), (190, 80, "2,000 X 3,69"), right_aligned(300, 80, "7,38"),
        (40, 92, "Poupança Imediata"), right_aligned(300, 92, "(3,40)"),
        (x, 104, name), right_aligned(300, 104, amount),
        (40, 116, "BOLA BERLIM"), (190, 116, "1,000 X 0,99"), right_aligned(300, 116, "0,99"),
        (40, 140, "TOTAL"), right_aligned(300, 140, "10,36"),
        (40, 152, "Fatura Simplificada FS 0489/047766"), (40, 164, "Data: 27/08/2025"),
    ]  # fmt: skip


def test_a_receipts_row_of_a_name_and_its_amount_among_priced_rows_is_an_item() -> None:
    fields = fields_of(_headerless_receipt((40, "PÃO DE LEITE", "1,99")))
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items] == [
        ("TRANCHE SALMÃO", Decimal("2"), Decimal("7.38")),
        ("PÃO DE LEITE", None, Decimal("1.99")),
        ("BOLA BERLIM", Decimal("1"), Decimal("0.99")),
    ]


def test_a_name_and_amount_off_the_rows_columns_is_no_item() -> None:
    # guard: a line starting right of the rows' names is no row of theirs
    fields = fields_of(_headerless_receipt((120, "Cartão", "1,99")))
    assert [i.description for i in fields.line_items] == ["TRANCHE SALMÃO", "BOLA BERLIM"]


def _ticket(id_rows: Rows) -> Rows:
    return [
        (60, 30, "Ferretería Vidal, S.L."), (60, 42, "Calle Mayor 8"), (60, 54, "18001 Granada"),
        (60, 70, "FACTURA SIMPLIFICADA"), (60, 82, "Nº Factura: FS-2024/0284"),
        (60, 94, "Fecha: 05/08/2024"),
        (60, 120, "Descripción"), (200, 120, "Cant."), (240, 120, "Precio"), (300, 120, "Importe"),
        (60, 132, "Tornillos 4x40"), (210, 132, "2"), right_aligned(280, 132, "1,50"),
        right_aligned(340, 132, "3,00"),
        (60, 150, "TOTAL"), right_aligned(340, 150, "3,00"),
        *id_rows,
    ]  # fmt: skip


def test_a_spanish_cif_with_its_letter_set_apart_by_a_dash_is_read_after_its_label() -> None:
    assert fields_of(_ticket([(60, 180, "CIF: B-64273519")])).vendor_tax_id == "B-64273519"


def test_a_checksum_valid_spanish_cif_alone_on_a_line_is_the_vendors() -> None:
    assert fields_of(_ticket([(60, 180, "B64273519")])).vendor_tax_id == "B64273519"
    # guard: a code of that shape that fails the check is no id
    assert fields_of(_ticket([(60, 180, "B64273518")])).vendor_tax_id is None


def _ebon(slip: list[str]) -> Rows:
    rows: Rows = [
        (60, 30, "Frischmarkt Lorenz OHG"), (60, 42, "Am Anger 12, 51061 Köln"),
        (60, 54, "UID Nr.: DE283751503"),
        (60, 80, "EUR"), (60, 92, "SALAMI"), right_aligned(300, 92, "1,79 B"),
        (60, 104, "BUTTERSCHINKEN"), right_aligned(300, 104, "2,59 B"),
        (60, 122, "SUMME"), right_aligned(300, 122, "EUR 4,38"),
        (60, 134, "Geg. Girocard"), right_aligned(300, 134, "EUR 4,38"),
    ]  # fmt: skip
    rows += [(60, 160 + 12 * k, text) for k, text in enumerate(slip)]
    rows += [
        (60, 230, "Steuer %  Netto  Steuer  Brutto"), (60, 242, "B= 7,0%  4,09  0,29  4,38"),
        (60, 254, "Vielen Dank für Ihren Einkauf"),
        (60, 278, "11.08.2023"), (130, 278, "16:09"), (200, 278, "Bon-Nr.:558"),
    ]  # fmt: skip
    return rows


def test_a_card_terminals_slip_numbers_the_payment_not_the_receipt() -> None:
    slip = ["* * Kundenbeleg * *", "Datum: 11.08.2023", "Beleg-Nr. 7064", "Trace-Nr. 558560"]
    assert fields_of(_ebon(slip)).invoice_number == "558"


def test_a_receipt_number_label_without_a_slip_stays_first() -> None:
    # guard: without the slip's words the first number label read stands
    assert fields_of(_ebon(["Beleg-Nr. 7064"])).invoice_number == "7064"


def test_a_unit_columns_word_after_the_quantity_printed_right_of_the_price_goes_with_it() -> None:
    # a KSeF print's columns: unit price, then quantity, then its unit in a column of its own
    rows: Rows = [
        (60, 30, "Faktura VAT"), (60, 42, "Numer Faktury: FA/2026/03/117"),
        (60, 54, "Data wystawienia: 31.03.2026"),
        (60, 70, "Sprzedawca"), (60, 82, "Meble Nowak Sp. z o.o."), (60, 94, "ul. Długa 5"),
        (60, 106, "20-892 Lublin"), (60, 118, "NIP: 5265877635"),
        (50, 150, "Lp."), (64, 150, "Nazwa towaru lub usługi"), (330, 150, "Cena jedn."),
        (382, 150, "Ilość"), (405, 150, "Miara"), (433, 150, "Stawka"), (485, 150, "Wartość"),
        (50, 163, "1"), (64, 163, "Krzesło biurowe"), (330, 163, "20,41"), (385, 163, "3"),
        (407, 163, "szt."), (435, 163, "23%"), (490, 163, "61,23"),
        (50, 176, "2"), (64, 176, "Biurko narożne"), (330, 176, "130,83"), (385, 176, "1"),
        (407, 176, "szt."), (435, 176, "23%"), (490, 176, "130,83"),
        (380, 210, "Razem netto"), (490, 210, "192,06"),
        (380, 222, "VAT 23%"), (490, 222, "44,17"),
        (380, 234, "Razem brutto"), (490, 234, "236,23"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("Krzesło biurowe", Decimal("3"), Decimal("20.41"), Decimal("61.23")),
        ("Biurko narożne", Decimal("1"), Decimal("130.83"), Decimal("130.83")),
    ]


def test_a_receipts_title_over_the_store_is_no_vendor_name() -> None:
    for title in ("Podsumowanie zakupów", "Scontrino", "Kassabon", "Ticket de caisse"):
        rows: Rows = [
            (120, 30, title), (120, 44, "Zielony Targ Legionowo"), (120, 56, "ul. Zegrzyńska 115"),
            (120, 68, "Legionowo"),
            (60, 90, "Chleb żytni"), right_aligned(300, 90, "5,89"),
            (60, 102, "Masło"), right_aligned(300, 102, "7,49"),
            (60, 120, "SUMA PLN"), right_aligned(300, 120, "13,38"),
            (60, 140, "Nr transakcji: 57982"), (60, 152, "Data: 06.01.2026"),
        ]  # fmt: skip
        fields = fields_of(rows)
        assert fields.vendor_name == "Zielony Targ Legionowo", title
        assert fields.vendor_address == "ul. Zegrzyńska 115, Legionowo", title


def test_a_till_rows_category_letter_glued_to_its_amount_is_set_apart() -> None:
    # an OCR'd Polish receipt: "count ×price amount" with the VAT letter glued on ("29.99A")
    rows: Rows = [
        (60, 30, "Sklep Zielony Sp. z o.o."), (60, 42, "65-443 Zielona Góra, ul. Sienkiewicza 5B"),
        (60, 54, "NIP 7811897358"), (60, 66, "PARAGON FISKALNY"),
        (40, 80, "CAFFE CREMA BRAZYLIA"), (200, 80, "1 ×29.99 29.99A"),
        (40, 92, "Poledwica pieczona"), (200, 92, "1 ×6.29 6.29C"),
        (40, 104, "Banany luz"), (200, 104, "0.85 ×6.99 5.94C"),
        (40, 122, "SUMA PLN"), (200, 122, "42.22"),
    ]  # fmt: skip
    fields = fields_of(rows, source="ocr")
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("CAFFE CREMA BRAZYLIA", Decimal("1"), Decimal("29.99"), Decimal("29.99")),
        ("Poledwica pieczona", Decimal("1"), Decimal("6.29"), Decimal("6.29")),
        ("Banany luz", Decimal("0.85"), Decimal("6.99"), Decimal("5.94")),
    ]


def test_a_cif_printed_after_the_names_legal_form_is_the_vendors_id_not_its_name() -> None:
    rows = _ticket([])
    rows[0] = (60, 30, "FERRETERÍA VIDAL, S.L. B-64273519")
    fields = fields_of(rows)
    assert fields.vendor_name == "FERRETERÍA VIDAL, S.L."
    assert fields.vendor_tax_id == "B-64273519"


def test_a_simplified_invoices_title_with_a_colon_labels_its_number() -> None:
    for title, lang_rows in (
        ("FACTURA SIMPLIFICADA: 3194-010-403097", [(60, 100, "TOTAL (€)")]),
        ("Fatura simplificada: FS 0489/047766", [(60, 100, "TOTAL")]),
    ):
        rows: Rows = [
            (60, 30, "Supermercados Vidal, S.A."), (60, 42, "Calle Mayor 8"),
            (60, 54, "18001 Granada"), (60, 66, "05/03/2024 21:02"), (60, 78, title),
            *[(x, y, text) for x, y, text in lang_rows], right_aligned(300, 100, "6,52"),
            (60, 88, "1 CREMA SETAS"), right_aligned(300, 88, "6,52"),
        ]  # fmt: skip
        assert fields_of(rows, source="ocr").invoice_number == title.split(": ")[1], title
