"""Readings found on session 35's development sets (columns the header names between the
description and the figures, a description cell naming the price of its sub-lines, an article
number the text layer ran into the description), each on an invented page."""

from __future__ import annotations

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.dates import find_dates
from docproc_pipeline.extract.parse.identifiers import swiss_vat_suffix
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, fields_of, item_rows, page_from_rows


def _print_order(middle_heads: tuple[str, str], cells: list[tuple[str, str]]) -> Rows:
    # a printer's invoice: each row names the proof and the logo printed on the goods, in two
    # columns the header names between the description and the figures
    rows: Rows = [
        (40, 40, "Tasses & Verres Atelier SARL"), (40, 52, "12 rue des Potiers, 69002 Lyon"),
        (40, 100, "FACTURE"), (40, 112, "N° F-88123"), (40, 124, "Date 14-01-2026"),
        (320, 100, "Café des Halles"), (320, 112, "3 place du Marché, 13001 Marseille"),
        (40, 200, "RÉF."), (90, 200, "DÉSIGNATION"), (280, 200, middle_heads[0]),
        (320, 200, middle_heads[1]), (400, 200, "QTÉ."), (440, 200, "PU HT"),
        (500, 200, "MONTANT HT"),
        (40, 400, "Total HT"), (500, 400, "1.032,00"),
        (40, 412, "TVA (20%)"), (500, 412, "206,40"),
        (40, 424, "Total TTC"), (500, 424, "1.238,40"),
    ]  # fmt: skip
    items = [("VE25", "Verre à eau 25 cl", "600", "1,20", "720,00"),
             ("TC09", "Tasse à café 9 cl", "240", "1,30", "312,00")]  # fmt: skip
    for k, ((ref, text, qty, price, amount), (proof, logo)) in enumerate(
        zip(items, cells, strict=True)
    ):
        y = 220 + 14 * k
        rows += [
            (40, y, ref), (90, y, text), (280, y, proof), (320, y, logo), (400, y, qty),
            (440, y, price), (500, y, amount),
        ]  # fmt: skip
    return rows


_CUPS = [
    ("Verre à eau 25 cl", "600", "1.20", "720.00"),
    ("Tasse à café 9 cl", "240", "1.30", "312.00"),
]


def test_text_cells_of_a_named_column_after_the_description_are_no_description() -> None:
    # "BAT  LOGO": a proof's number and the name of the logo, words of their own columns
    fields = fields_of(_print_order(("BAT", "LOGO"), [("4410", "BELLEVUE"), ("4411", "PORT")]))
    assert item_rows(fields) == _CUPS


def test_a_cell_starting_at_its_headers_left_edge_is_that_columns() -> None:
    # a delivery month under "Termin", left-aligned with its header
    fields = fields_of(_print_order(("Termin", "Lot"), [("2026/03", "A"), ("2026/04", "B")]))
    assert item_rows(fields) == _CUPS


def _price_lines_invoice(head: str, first: Rows) -> Rows:
    # a rendering of an e-invoice: the description cell names the price of its sub-lines
    # ("Beschreibung / Preis"), the net price printed before the quantity with its unit
    rows: Rows = [
        (50, 40, "Mühlbach Feinkost GmbH"), (50, 52, "Talweg 4, 79098 Freiburg"),
        (50, 90, "Rechnung Nr. RE-2026-5521 vom 12.02.2026"),
        (300, 120, "Käufer"), (300, 132, "Hofladen Berger KG"), (300, 144, "Lindenallee 2, 88212 Ravensburg"),
        (60, 220, "Pos"), (90, 220, "Art-Nr."), (150, 220, head), (360, 220, "Nettopreis"),
        (420, 220, "Menge"), (460, 220, "USt."), (490, 220, "Betrag"),
        *first, (360, 240, "2.5000"), (420, 240, "40 Stk"), (460, 240, "7 %"),
        (490, 240, "100.00"),
        (200, 252, "Bruttopreis: 2.8000"), (200, 264, "Abschlag: 0.3000 Rabatt"),
        (60, 280, "2"), (90, 280, "HN12"), (150, 280, "Senf mittelscharf 200ml"),
        (360, 280, "1.5000"), (420, 280, "20 Stk"), (460, 280, "7 %"), (490, 280, "30.00"),
        (200, 292, "Nettopreis: 1.5000"),
        (300, 340, "Summe netto"), (490, 340, "130.00"),
        (300, 352, "USt. 7 %"), (490, 352, "9.10"),
        (300, 364, "Gesamtbetrag"), (490, 364, "139.10"),
    ]  # fmt: skip
    return rows


_PRESERVES = [
    ("Honig Wildblüte 500g", "40", "2.5000", "100.00"),
    ("Senf mittelscharf 200ml", "20", "1.5000", "30.00"),
]


def test_a_description_cell_naming_the_price_heads_no_price_column() -> None:
    # "Beschreibung / Preis" names the sub-lines' prices: the price column is "Nettopreis",
    # and the quantity printed right of it is the quantity
    first: Rows = [(60, 240, "1"), (90, 240, "HN11"), (150, 240, "Honig Wildblüte 500g")]
    fields = fields_of(_price_lines_invoice("Beschreibung / Preis", first))
    assert item_rows(fields) == _PRESERVES


def test_an_article_number_run_into_the_description_is_split_off() -> None:
    # the text layer printed the GTIN's cell (under "Art-Nr.") and the description's without
    # a space between them
    first: Rows = [(60, 240, "1"), (90, 240, "4006381333931Honig Wildblüte 500g")]
    fields = fields_of(_price_lines_invoice("Beschreibung", first))
    assert item_rows(fields) == _PRESERVES


def _export_invoice(first_label: str) -> Rows:
    # a commercial invoice's row of labels with their values under them
    return [
        (40, 40, "Norland Tools Corporation"), (40, 52, "415 Harbor Road, Tacoma, WA 98402"),
        (40, 80, "COMMERCIAL INVOICE"),
        (40, 110, first_label), (200, 110, "INVOICE NO."), (320, 110, "INVOICE DATE"),
        (40, 122, "778120"), (200, 122, "004417"), (320, 122, "02/11/2026"),
        (40, 200, "Description"), (300, 200, "Qty"), (380, 200, "Unit Price"),
        (480, 200, "Amount"),
        (40, 214, "Torque wrench set"), (300, 214, "4"), (380, 214, "120.00"),
        (480, 214, "480.00"),
        (380, 260, "Total"), (480, 260, "USD 480.00"),
    ]  # fmt: skip


def test_an_airway_bill_number_is_no_invoice_number() -> None:
    # "AIRWAY BILL NO." names the shipment's transport document, its number no invoice's
    assert fields_of(_export_invoice("AIRWAY BILL NO.")).invoice_number == "004417"
    assert fields_of(_export_invoice("BILL OF LADING NO.")).invoice_number == "004417"


def _polish_invoice(seller_id_row: str) -> Rows:
    # the seller's NIP in its block, the buyer's postcode in the next column on its line
    return [
        (40, 40, "Faktura VAT nr FV/118/2026"), (40, 52, "Data wystawienia: 09.02.2026"),
        (40, 90, "Sprzedawca:"), (330, 90, "Nabywca:"),
        (40, 102, "Drukarnia Wisła Sp. z o.o."), (330, 102, "Kawiarnia Rynek s.c."),
        (40, 114, "ul. Kwiatowa 12"), (330, 114, "ul. Długa 3"),
        (40, 126, seller_id_row), (330, 126, "31-072 Kraków"),
        (40, 200, "Nazwa"), (300, 200, "Ilość"), (380, 200, "Cena"), (480, 200, "Wartość"),
        (40, 214, "Ulotki A5"), (300, 214, "1000"), (380, 214, "0,40"), (480, 214, "400,00"),
        (380, 260, "Razem"), (480, 260, "400,00 zł"),
    ]  # fmt: skip


def test_a_tax_id_in_its_labels_cell_takes_no_digits_of_the_next_cell() -> None:
    # "NIP: 524-118-07-35 | 31-072 Kraków": the id's groups end in its own cell
    fields = fields_of(_polish_invoice("NIP: 524-118-07-35"))
    assert fields.vendor_tax_id == "524-118-07-35"


def test_a_customer_tax_label_and_its_translation_are_one_label() -> None:
    # "Partita IVA Cliente/V.A.T. No.": the English words translate the customer's label
    rows: Rows = [
        (300, 40, "Spett.le / Messrs"), (380, 40, "HOTEL LES PINS"),
        (380, 52, "4 AVENUE DU PORT"), (380, 64, "06400"), (420, 64, "CANNES"),
        (380, 76, "FRANCIA"),
        (440, 100, "FATTURA / INVOICE"),
        (20, 120, "Cod. Cli."), (80, 120, "Partita IVA Cliente/V.A.T. No."),
        (240, 120, "Agente"), (300, 120, "Valuta/Currency"),
        (400, 120, "Numero doc./Doc. No."), (500, 120, "Data doc./Date"),
        (20, 132, "2231"), (80, 132, "FR 40303265045"), (240, 132, "12 MARCO"),
        (300, 132, "EURO"), (450, 132, "881/00"), (500, 132, "14/01/2026"),
        (30, 200, "Descrizione"), (300, 200, "Quantità"), (380, 200, "Prezzo Un."),
        (480, 200, "Imp. Netto"),
        (30, 214, "Caraffa vetro 1 l"), (300, 214, "12"), (380, 214, "8,50"),
        (480, 214, "102,00"),
        (380, 260, "Totale"), (480, 260, "102,00 EUR"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.customer_tax_id == "FR40303265045"
    assert fields.vendor_tax_id is None


def test_a_number_going_on_after_its_dash_and_a_space_is_kept_whole() -> None:
    rows = _export_invoice("CARRIER")
    rows[rows.index((40, 122, "778120"))] = (40, 122, "DHL")
    rows[rows.index((200, 122, "004417"))] = (200, 122, "027- 11")
    assert fields_of(rows).invoice_number == "027- 11"


def test_the_second_id_under_a_name_is_the_customers() -> None:
    # a till's invoice: the seller's NIP in its letterhead, the buyer's name and NIP under the
    # receipt's number, both after a bare "NIP:"
    rows: Rows = [
        (80, 18, "Pracownia Lipa s.c."), (30, 28, "ulica Ogrodowa 7"), (80, 38, "61-102 Poznań"),
        (80, 48, "NIP: 7792284518"),
        (55, 70, "PARAGON FISKALNY / FAKTURA"), (10, 88, "Numer: FV/771/02/2026"),
        (10, 97, "11.02.2026"),
        (10, 124, "Zielony Ogród Sp. j."), (10, 133, "NIP: 5272645593"),
        (10, 160, "Doniczka ceramiczna"), (21, 169, "4 x 12.50"), (179, 169, "50.00 A"),
        (10, 178, "Ziemia uniwersalna 20 l"), (21, 187, "2 x 15.00"), (179, 187, "30.00 A"),
        (10, 210, "Wartość netto"), (181, 210, "80.00"),
        (10, 222, "Razem VAT"), (190, 222, "18.40"),
        (10, 236, "WARTOŚĆ BRUTTO PLN"), (181, 236, "98.40"),
        (10, 260, "Gotówka"), (181, 260, "100.00"), (10, 272, "Reszta"), (190, 272, "1.60"),
        (40, 320, "Dziękujemy za zakupy"),
    ]  # fmt: skip
    page = page_from_rows(rows)
    fields, _, _ = parse_invoice([Page(1, 226.0, 453.0, page.words)])
    assert fields.vendor_tax_id == "7792284518"
    assert fields.customer_tax_id == "5272645593"
    assert fields.customer_name == "Zielony Ogród Sp. j."


def test_text_after_a_date_column_the_header_names_no_description_of_stays() -> None:
    # "Fecha  Letrado Actuaclón  Horas": OCR misread the description's header word, so the
    # header names no description column; the text after the date cell is the description
    rows: Rows = [
        (50, 40, "Bufete Llorente Abogados"), (50, 52, "Calle Mayor 8, 28013 Madrid"),
        (350, 90, "Fecha factura:"), (440, 90, "03-07-2026"),
        (50, 150, "MINUTA DE HONORARIOS"),
        (54, 200, "Fecha"), (111, 200, "Letrado Actuaclón"), (414, 200, "Horas"),
        (462, 200, "Tarifa"), (522, 200, "Total"),
        (54, 216, "28-05-2026"), (155, 216, "revisión del contrato de arras"), (426, 216, "1,5"),
        (457, 216, "200,00"), (513, 216, "300,00"),
        (54, 230, "02-06-2026"), (155, 230, "reunión con el notario"), (431, 230, "2"),
        (457, 230, "200,00"), (513, 230, "400,00"),
        (400, 260, "Total"), (513, 260, "700,00"),
    ]  # fmt: skip
    descriptions = [i.description or "" for i in fields_of(rows).line_items]
    assert [d.endswith(t) for d, t in zip(descriptions, ("arras", "notario"), strict=True)] == [
        True,
        True,
    ]


def test_the_tax_summarys_heading_under_the_items_ends_the_table() -> None:
    # "Riepilogo IVA" under the last row: no end of its description
    rows: Rows = [
        (40, 40, "Forniture Adriatiche S.r.l."), (40, 52, "Via del Porto 12, 60121 Ancona"),
        (40, 90, "Fattura n. 2026/118"), (40, 102, "Data 16/02/2026"),
        (40, 200, "Cod. articolo"), (110, 200, "Descrizione"), (330, 200, "Quantità"),
        (400, 200, "Prezzo unitario"), (500, 200, "Importo"),
        (40, 214, "40112"), (110, 214, "Nastro adesivo 50 mm"), (330, 214, "12"),
        (400, 214, "2,40"), (500, 214, "28,80"),
        (40, 228, "40113"), (110, 228, "Film estensibile, rotolo"), (330, 228, "3"),
        (400, 228, "13,00"), (500, 228, "39,00"),
        (70, 244, "Riepilogo IVA"),
        (40, 258, "Aliquota"), (150, 258, "Imponibile"), (300, 258, "Imposta"),
        (40, 270, "22,00"), (150, 270, "67,80"), (300, 270, "14,92"),
        (400, 300, "Totale documento"), (500, 300, "82,72 EUR"),
    ]  # fmt: skip
    assert [i.description for i in fields_of(rows).line_items] == [
        "Nastro adesivo 50 mm",
        "Film estensibile, rotolo",
    ]


def _testing_lab_invoice(number: str) -> Rows:
    # a letter invoice without a column header: each row opens with its quantity and unit
    return [
        (105, 40, "Prüfinstitut Nordheide - Labor Buchholz"), (130, 48, "Am Moor 4, 21244 Buchholz"),
        (75, 70, "Kessler Stahlbau GmbH"), (75, 82, "Werftstraße 9"), (75, 94, "21129 Hamburg"),
        (340, 110, "Rechnung:"), (470, 110, number), (380, 130, "Datum"), (460, 130, "12.02.2026"),
        (78, 200, "2,0"), (108, 200, "Stck."), (137, 200, "Zugversuch nach DIN EN ISO 6892-1"),
        (422, 200, "240,00"), (498, 200, "480,00"),
        (78, 214, "1,0"), (108, 214, "Stck."), (137, 214, "Kerbschlagbiegeversuch KV 20"),
        (422, 214, "310,00"), (498, 214, "310,00"),
        (407, 260, "Nettobetrag"), (498, 260, "790,00"),
        (368, 272, "19 % Mehrwertsteuer"), (505, 272, "150,10"),
        (383, 290, "Rechnungsbetrag"), (498, 290, "940,10"),
    ]  # fmt: skip


def test_a_row_opening_with_its_quantity_and_unit_is_read_by_its_arithmetic() -> None:
    # "KV 20": a figure before the price that is the description's, not the quantity
    fields = fields_of(_testing_lab_invoice("2026 0117"))
    assert item_rows(fields) == [
        ("Zugversuch nach DIN EN ISO 6892-1", "2", "240.00", "480.00"),
        ("Kerbschlagbiegeversuch KV 20", "1", "310.00", "310.00"),
    ]


def test_a_year_and_a_running_number_one_space_apart_are_one_number() -> None:
    assert fields_of(_testing_lab_invoice("2026 0117")).invoice_number == "2026 0117"


def test_a_date_joined_to_its_time_by_a_dash_is_read() -> None:
    for text in ("03/12/2019- 19:01:49", "12.03.2026-08:15"):
        assert [d.start for d in find_dates(text, "dmy")] == [0]


def test_a_fiscal_receipts_extract_number_is_its_number() -> None:
    # a Brazilian CF-e SAT print: "EXTRATO Nº 000417 do CUPOM FISCAL ELETRÔNICO - SAT"
    rows: Rows = [
        (120, 40, "LOJA CENTRAL MODAS LTDA"), (120, 52, "RUA DAS FLORES, 120 - CENTRO"),
        (120, 64, "CNPJ:12345678000195"),
        (60, 90, "EXTRATO Nº 000417 do CUPOM FISCAL ELETRÔNICO - SAT"),
        (60, 110, "001 778812 CAMISETA ESTAMPADA"), (80, 122, "1 UN X 49,90"), (300, 122, "49,90"),
        (60, 140, "TOTAL R$"), (300, 140, "49,90"),
    ]  # fmt: skip
    assert fields_of(rows).invoice_number == "000417"


def test_a_totals_line_of_three_labels_in_german_is_read() -> None:
    # "Nettosumme | Steuer gesamt 19 % | Rechnungssumme" side by side on one line
    rows: Rows = [
        (50, 40, "Seilerei Brandt GmbH"), (50, 52, "Hafenweg 3, 26721 Emden"),
        (50, 90, "Rechnung Nr. 2026-0331"), (50, 102, "Datum: 20.02.2026"),
        (50, 200, "Pos."), (85, 200, "Menge"), (161, 200, "Artikel"), (431, 200, "Einzelpreis"),
        (490, 200, "Gesamtpreis"),
        (60, 214, "1."), (94, 214, "20,00"), (161, 214, "Drahtseil 8 mm"), (458, 214, "4,50"),
        (519, 214, "90,00"),
        (51, 300, "Nettosumme:"), (131, 300, "90,00 EUR"), (198, 300, "Steuer gesamt 19 %:"),
        (300, 300, "17,10 EUR"), (371, 300, "Rechnungssumme:"), (481, 300, "107,10 EUR"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert (str(fields.subtotal), str(fields.tax_amount), str(fields.total)) == (
        "90.00",
        "17.10",
        "107.10",
    )


def test_a_swiss_uid_read_with_its_word_gets_no_second_word() -> None:
    assert swiss_vat_suffix("CHE610361276TVA", "N° TVA intracom.: CHE610361276TVA") == ""
    assert swiss_vat_suffix("CHE-610.361.276", "UID: CHE-610.361.276 TVA") == "TVA"
