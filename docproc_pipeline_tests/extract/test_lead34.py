"""Readings found on session 34's development sets (a fuel card's invoice: a column header with
its unit glued on, a footnote under the header, a share of the row above, an appendix of the
card's purchases after the invoice's total), each on an invented page."""

from __future__ import annotations

from dataclasses import replace

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import (
    Rows,
    item_rows,
    ocr_page,
    page_from_rows,
    sized_page,
)


def _fuel_invoice(qty_head: str = "Qta(lt/un)", note: bool = True, share: bool = True) -> Rows:
    # an invoice of a fuel card: the products of the period, net, VAT and gross per row
    rows: Rows = [
        (30, 40, "Carbura Rete S.r.l."), (30, 52, "Via dei Tigli 9 - 40121 Bologna"),
        (30, 100, "FATTURA"), (30, 112, "Nr: 5510032"), (30, 124, "Data: 03/02/2026"),
        (330, 100, "Cliente:"), (400, 100, "Trasporti Elmo S.p.A."),
        (30, 200, "Prodotti e servizi"), (200, 200, qty_head), (270, 200, "IVA %"),
        (320, 200, "Imponibile"), (400, 200, "IVA"), (460, 200, "Totale"),
        (30, 230, "BENZINA"), (200, 230, "100,00"), (270, 230, "22,00"), (320, 230, "150,00"),
        (400, 230, "33,00"), (460, 230, "183,00"),
        (30, 242, "GASOLIO"), (200, 242, "200,00"), (270, 242, "22,00"), (320, 242, "300,00"),
        (400, 242, "66,00"), (460, 242, "366,00"),
        (400, 300, "Totale"), (460, 300, "549,00"),
    ]  # fmt: skip
    if note:
        rows.append((100, 212, "*per il prodotto Metano l'unità è in KG"))
    if share:
        rows += [
            (30, 254, "-Di cui commissioni"), (200, 254, "0,00"), (270, 254, "0,00"),
            (320, 254, "0,00"), (400, 254, "0,00"), (460, 254, "0,00"),
        ]  # fmt: skip
    return rows


_NET_ROWS = [("BENZINA", "100", None, "150.00"), ("GASOLIO", "200", None, "300.00")]


def test_a_header_word_with_its_unit_glued_on_names_its_column() -> None:
    # "Qta(lt/un)": the quantity's header, its unit in parentheses
    page = page_from_rows(_fuel_invoice(note=False, share=False))
    fields, _, _ = parse_invoice([page])
    assert item_rows(fields) == _NET_ROWS


def test_a_footnote_under_a_complete_header_is_no_part_of_it() -> None:
    # the footnote names a product and a unit, as header words do: the header stays the line
    # above, whose description column starts at the page's left
    page = page_from_rows(_fuel_invoice(share=False))
    fields, _, _ = parse_invoice([page])
    assert item_rows(fields) == _NET_ROWS


def test_a_taxable_base_column_is_the_amount_and_the_gross_skipped() -> None:
    # "Imponibile  IVA  Totale": the rows' net amounts add up to the subtotal
    page = page_from_rows(_fuel_invoice(qty_head="Qta", note=False, share=False))
    fields, _, _ = parse_invoice([page])
    assert [str(i.amount) for i in fields.line_items] == ["150.00", "300.00"]


def test_a_row_that_is_a_share_of_the_row_above_is_no_item() -> None:
    page = page_from_rows(_fuel_invoice())
    fields, _, _ = parse_invoice([page])
    assert item_rows(fields) == _NET_ROWS


def test_a_row_opening_with_a_share_word_and_a_label_is_kept_for_its_label() -> None:
    # "davon" before a tax label is no share of an item: it is no item either, and its label
    # is read (the rows stay the items)
    rows: Rows = [
        (30, 40, "Lindner Werkzeuge GmbH"), (30, 52, "Am Hang 3, 34117 Kassel"),
        (30, 100, "Rechnung 2026-017"), (30, 112, "Datum: 04.02.2026"),
        (30, 200, "Beschreibung"), (260, 200, "Menge"), (330, 200, "Preis"), (430, 200, "Betrag"),
        (30, 215, "Schraubzwinge 300 mm"), (260, 215, "4"), (330, 215, "12,50"), (430, 215, "50,00"),
        (30, 240, "Gesamtbetrag"), (430, 240, "59,50"),
        (30, 252, "davon MwSt. 19 %"), (430, 252, "9,50"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert item_rows(fields) == [("Schraubzwinge 300 mm", "4", "12.50", "50.00")]
    assert str(fields.tax_amount) == "9.50"


def _appendix(total: str = "Totale") -> list:
    first = page_from_rows(
        [(x, y, t) for x, y, t in _fuel_invoice(note=False, share=False) if y != 300]
        + [(400, 300, total), (460, 300, "549,00")]
        # the period's summary above the table, its net the rows' sum
        + [(30, 160, "TOTALE ACQUISTI"), (320, 160, "Imponibile"), (460, 160, "450,00")]
    )
    # the card's purchases, page 2: a table of its own, with a total per card
    detail: Rows = [
        (30, 40, "Allegato: dettaglio degli acquisti"),
        (30, 70, "Data"), (90, 70, "Prodotto"), (200, 70, "Quantità"), (270, 70, "Prezzo"),
        (330, 70, "Importo"),
        (30, 85, "02/01/26"), (90, 85, "BENZINA"), (200, 85, "40,00"), (270, 85, "1,50"),
        (330, 85, "60,00"),
        (30, 97, "09/01/26"), (90, 97, "GASOLIO"), (200, 97, "80,00"), (270, 97, "1,50"),
        (330, 97, "120,00"),
        (30, 109, "Totale carta 7001"), (330, 109, "180,00"),
    ]  # fmt: skip
    second = replace(page_from_rows(detail), number=2)
    return [first, second]


def test_the_tables_after_the_invoices_total_are_an_appendix() -> None:
    fields, _, _ = parse_invoice(_appendix())
    assert item_rows(fields) == _NET_ROWS
    assert str(fields.total) == "549.00"


def test_a_page_total_closing_the_rows_leaves_the_next_pages_rows_items() -> None:
    # a page's sum is no invoice's total: the rows of the next page go on
    fields, _, _ = parse_invoice(_appendix(total="Summe Seite"))
    assert len(fields.line_items) == 4


def _webshop_invoice(terms: str = "Zahlung erfolgt durch") -> Rows:
    # a web shop's invoice: the window block under a salutation, the same address again on one
    # line with dashes, prices with their tax, the company only in the footer
    return [
        (400, 60, "Rechnung"),
        (50, 80, "Herr"), (330, 80, "Belegnummer"), (420, 80, "2026-4100217"),
        (50, 92, "Brunnhuber Design"), (330, 92, "Datum"), (420, 92, "12.02.2026"),
        (50, 104, "Lena Brunnhuber"),
        (50, 116, "Gartenweg 14"),
        (50, 128, "93047 Regensburg"),
        (300, 170, "Herr - Brunnhuber Design - Lena Brunnhuber - Gartenweg 14 - 93047 Regensburg"),
        (50, 200, "Pos."), (90, 200, "Bezeichnung"), (330, 200, "Menge"), (390, 200, "Einzelpreis"),
        (470, 200, "Gesamtpreis"),
        (50, 215, "1"), (90, 215, "Rosenschere Profi"), (330, 215, "1"), (390, 215, "23,80"),
        (470, 215, "23,80"),
        (50, 230, "2"), (90, 230, "Pflanzkübel 40 cm"), (330, 230, "2"), (390, 230, "17,85"),
        (470, 230, "35,70"),
        (370, 250, "Zwischensumme EUR"), (470, 250, "59,50"),
        (180, 262, "incl. MwSt. mit Steuercode"), (300, 262, "19,00"), (330, 262, "% von"),
        (400, 262, "50,00"), (470, 262, "9,50"),
        (370, 274, "Endsumme EUR"), (470, 274, "59,50"),
        (50, 300, "Zahlungsvereinbarungen:"),
        (50, 312, terms), (200, 312, "PayPal"),
        (50, 780, "Gartenwelt Versand"), (200, 780, "Tel. 0941 555 210"),
        (50, 790, "Krautner & Sohn GmbH"), (200, 790, "Ust.Id.Nr. DE811569869"),
        (50, 800, "Am Weiher 3"), (200, 800, "IBAN: DE89 3704 0044 0532 0130 00"),
        (50, 810, "93051 Regensburg"),
    ]  # fmt: skip


def test_a_dash_line_opening_with_a_salutation_is_the_addressee_not_the_sender() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_webshop_invoice())])
    assert fields.vendor_name == "Krautner & Sohn GmbH"
    assert fields.customer_name == "Brunnhuber Design"


def test_a_rate_whose_percent_sign_is_set_apart_reads_as_the_tax_row() -> None:
    # "19,00 | % von 50,00 | 9,50": the tax, and the printed net in place of the gross subtotal
    fields, _, _ = parse_invoice([page_from_rows(_webshop_invoice())])
    assert (str(fields.tax_rate), str(fields.tax_amount)) == ("19.00", "9.50")
    assert str(fields.subtotal) == "50.00"


def test_payment_by_a_named_service_is_no_payment_terms() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_webshop_invoice())])
    assert fields.payment_terms is None


def test_terms_after_the_payment_words_stay_terms() -> None:
    # a guard: "Zahlung erfolgt innerhalb 14 Tagen" states when
    page = page_from_rows(_webshop_invoice(terms="Zahlung erfolgt innerhalb 14 Tagen per"))
    fields, _, _ = parse_invoice([page])
    assert fields.payment_terms is not None and "14 Tagen" in fields.payment_terms


def _letter_invoice(number_label: str = "Facture n °", tax: str = "0.00") -> Rows:
    # a word-processed invoice: number and date in words top right, no date label, a rate
    # printed over no tax (an exempt or reverse-charged service)
    return [
        (60, 90, "ATELIER VERNON"), (330, 90, f"{number_label}24-07-311"),
        (60, 104, "12 rue des Lilas"), (330, 104, "Mardi 16 Juillet 2024"),
        (60, 118, "37000 TOURS"),
        (330, 140, "SOLUMAT"), (330, 154, "8 avenue Foch"), (330, 168, "69006 LYON"),
        (60, 230, "Conditions de paiement :"),
        (60, 244, "• 100 % soit 4 200.00 € à payer le :"), (60, 258, "16/08/2024"),
        (60, 290, "Description"), (330, 290, "Qté"), (390, 290, "Prix (€)"), (460, 290, "Total (€)"),
        (60, 305, "Pose de cloisons"), (330, 305, "1"), (390, 305, "4 200.00€"),
        (460, 305, "4 200.00€"),
        (60, 330, "Exonération de TVA, article 283-2 du CGI"),
        (400, 360, "Sous total"), (460, 360, "4 200.00€"),
        (400, 372, "TVA 20%"), (460, 372, tax),
        (400, 384, "Total"), (460, 384, "4 200.00€" if tax == "0.00" else "5 040.00€"),
        (60, 690, "Nous vous remercions de votre confiance."),
    ]  # fmt: skip


def test_a_number_label_whose_degree_sign_is_set_apart() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_letter_invoice())])
    assert fields.invoice_number == "24-07-311"


def test_an_unlabelled_date_after_its_days_name_is_the_invoice_date() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_letter_invoice())])
    assert str(fields.invoice_date) == "2024-07-16"
    assert str(fields.due_date) == "2024-08-16"


def test_a_rate_printed_over_no_tax_is_a_nil_rate() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_letter_invoice())])
    assert str(fields.tax_rate) == "0.00"
    assert [str(r.rate) for r in fields.tax_breakdown] in ([], ["0.00"])


def test_a_rate_over_its_tax_stays() -> None:
    # a guard: the same page taxed at 20 %
    fields, _, _ = parse_invoice([page_from_rows(_letter_invoice(tax="840.00"))])
    assert str(fields.tax_rate) == "20.00"


def test_a_postal_code_line_in_the_windows_note_zone_is_no_name() -> None:
    # a telephone bill: the sender line, the note zone's routing code " 010", then the address
    rows: Rows = [
        (90, 86, "Funknetz Nord GmbH, PF 120455, 20095 Hamburg"),
        (380, 94, "Kundenkonto"), (450, 94, "0087125514"),
        (360, 105, "Rechnungsnummer"), (450, 105, "40117725300912"),
        (400, 116, "Datum"), (450, 116, "09.03.26"),
        (92, 134, "010"), (380, 134, "Sie erreichen Ihren"),
        (90, 146, "Holmberg Logistik GmbH"), (380, 146, "Kundenservice"),
        (90, 158, "Kaiserstraße 88"), (380, 158, "Telefon"), (450, 158, "040 555 0120"),
        (90, 169, "76133 Karlsruhe"), (380, 169, "E-Mail"), (450, 169, "service@funknetz.de"),
        (90, 300, "Die Leistungen im Überblick"), (450, 300, "Beträge (EUR)"),
        (100, 320, "Grundpreise"), (450, 320, "40,00"),
        (100, 344, "Summe ohne USt. 19%"), (450, 344, "40,00"),
        (100, 356, "Umsatzsteuer 19%"), (450, 356, "7,60"),
        (90, 372, "Rechnungsbetrag"), (450, 372, "47,60"),
        (90, 760, "Funknetz Nord GmbH, Hafenring 12, 20457 Hamburg"),
    ]  # fmt: skip
    fields, confidence, _ = parse_invoice([page_from_rows(rows)])
    assert fields.customer_name == "Holmberg Logistik GmbH"
    assert fields.customer_address == "Kaiserstraße 88, 76133 Karlsruhe"
    # read as the window's address under the sender line, not guessed from the page's blocks
    assert confidence["customer_name"] >= 0.8


def _carbon_copy(step: float) -> list[Page]:
    # a carbon copy's filled-in rows: each row's words step down as they go right (the copy
    # skewed against the printed form), the form's own labels level
    words = [
        Word("RECHNUNG", 80, 60, 150, 72, 0.95), Word("Nr.", 330, 60, 350, 72, 0.95),
        Word("008123", 355, 60, 400, 72, 0.95),
        Word("Pos", 80, 200, 100, 210, 0.95), Word("Bezeichnung", 102, 200, 180, 210, 0.95),
        Word("Anzahl", 280, 200, 320, 210, 0.95), Word("E-Preis", 330, 200, 370, 210, 0.95),
        Word("Betrag", 400, 200, 440, 210, 0.95),
        Word("Summe", 330, 400, 370, 412, 0.95), Word("1.310,50", 400, 400, 450, 412, 0.95),
    ]  # fmt: skip
    rows = [
        ("1", "Bohrhammer SDS", "2", "310,00", "620,00"),
        ("2", "Meißelset 5-teilig", "15", "46,10", "691,50"),
    ]
    for n, (pos, name, qty, price, amount) in enumerate(rows):
        y = 230.0 + 25 * n
        cells = [(82, pos), (102, name), (286, qty), (330, price), (400, amount)]
        for k, (x, text) in enumerate(cells):
            top = y + step * k
            words.append(Word(text, x, top, x + 6 * len(text), top + 12, 0.9))
    return [Page(number=1, width=595, height=842, words=words, source="ocr")]


def test_a_carbon_copys_sloping_rows_are_read_whole() -> None:
    fields, _, _ = parse_invoice(_carbon_copy(step=1.6))
    assert item_rows(fields) == [
        ("Bohrhammer SDS", "2", "310.00", "620.00"),
        ("Meißelset 5-teilig", "15", "46.10", "691.50"),
    ]


def _nfe_items() -> Rows:
    # a Brazilian NF-e's product table: a header whose figure cells wrap onto a second line
    # ("VALOR" over "UNIT", "TOTAL", "ICMS"...), fiscal code columns between the description
    # and the figures, tax columns after the line's value, fiscal notes under a product
    head = [
        (10, 108, "CÓDIGO"),
        (90, 108, "DESCRIÇÃO DO PRODUTO"),
        (255, 108, "NCM/SH"),
        (300, 108, "O/CST"),
        (335, 108, "CFOP"),
        (365, 108, "UN"),
        (380, 108, "QUANT"),
        (425, 108, "VALOR"),
        (465, 108, "VALOR"),
        (505, 108, "VALOR"),
        (545, 108, "B.CÁLC"),
        (585, 108, "VALOR"),
        (625, 108, "VALOR"),
        (665, 108, "ALÍQ."),
        (700, 108, "ALÍQ."),
        (427, 116, "UNIT"),
        (465, 116, "TOTAL"),
        (507, 116, "DESC"),
        (547, 116, "ICMS"),
        (587, 116, "ICMS"),
        (627, 116, "IPI"),
        (665, 116, "ICMS"),
        (702, 116, "IPI"),
    ]
    rows: Rows = [
        (10, 30, "PAPELARIA AURORA LTDA"), (10, 42, "RUA DAS ACÁCIAS, 120 - 74000-000 GOIANIA - GO"),
        (400, 30, "NF-e Nº. 000.412.077"), (400, 42, "EMISSÃO: 14/08/2025"),
        *head,
        (20, 130, "55201"), (90, 130, "BLOCO ADESIVO NEON"), (255, 130, "48114990"),
        (305, 130, "200"), (335, 130, "5102"), (365, 130, "UN"), (380, 130, "4,0000"),
        (420, 130, "5,2000"), (465, 130, "20,80"), (505, 130, "0,00"), (545, 130, "20,80"),
        (585, 130, "3,95"), (625, 130, "0,00"), (665, 130, "19,00"), (700, 130, "0,00"),
        (90, 140, "PERC.PARC.FCI: 0 - N. FCI:"),
        (90, 150, "AF250E04-412B-4B02-A4ED-8A69FA49187F"),
        (20, 162, "18770"), (90, 162, "CANETA CRISTAL AZUL"), (255, 162, "96081000"),
        (305, 162, "020"), (335, 162, "5102"), (365, 162, "UN"), (380, 162, "8,0000"),
        (420, 162, "0,9200"), (465, 162, "7,36"), (505, 162, "0,00"), (545, 162, "4,65"),
        (585, 162, "0,88"), (665, 162, "19,00"),
        (90, 172, "pRedBC=36,84%"),
        (465, 200, "V. TOTAL DA NOTA"), (585, 200, "28,16"),
    ]  # fmt: skip
    return rows


def test_an_nfe_table_under_its_two_line_header() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_nfe_items())])
    assert item_rows(fields) == [
        ("BLOCO ADESIVO NEON", "4", "5.2000", "20.80"),
        ("CANETA CRISTAL AZUL", "8", "0.9200", "7.36"),
    ]


def test_a_title_ending_in_a_small_word_goes_on_below_and_names_no_vendor() -> None:
    # a utility bill's title over two lines ("FACTURA DE" / "ELECTRICIDAD") above the issuer
    parts = [
        (14.0, [(380, 30, "FACTURA DE"), (380, 47, "ELECTRICIDAD")]),
        (
            9.0,
            [
                (380, 66, "ENERGÍAS DEL TAJO, S.A."), (380, 77, "CIF A-28123456"),
                (40, 95, "Documento emitido por ENERGÍAS DEL TAJO, S.A. - domicilio social:"),
                (40, 105, "Calle Mayor 12, 45001 Toledo"),
                (380, 150, "TALLERES ORTIZ S.L"), (380, 161, "C/ DEL HIERRO 8"),
                (380, 172, "10600 PLASENCIA (CACERES)"),
                (300, 220, "Nº FACTURA:"), (380, 220, "21260105001122"),
                (300, 232, "FECHA DE EMISIÓN:"), (380, 232, "5 de enero de 2026"),
                (300, 260, "ENERGÍA"), (450, 260, "100,00 €"),
                (300, 272, "IVA"), (450, 272, "21,00 €"),
                (300, 290, "TOTAL"), (450, 290, "121,00 €"),
            ],
        ),
    ]  # fmt: skip
    fields, _, _ = parse_invoice(sized_page(*parts))
    assert fields.vendor_name == "ENERGÍAS DEL TAJO, S.A."


def _service_rows() -> list[Page]:
    # a tradesman's invoice, OCR'd: the date cell right of the description starts left of
    # its header word ("Date" over "24/08/2026", centred), so it falls in the description
    def row(y: float, cells: list[tuple[float, str]]) -> list[Word]:
        return [Word(t, 3 * x, 3 * y, 3 * x + 15 * len(t) / 2.5, 3 * y + 15, 0.9) for x, t in cells]

    words = [
        *row(10, [(60, "FIXWELL"), (180, "INVOICE")]),
        *row(22, [(150, "Invoice"), (163, "number:"), (178, "100-77")]),
        *row(28, [(150, "Invoice"), (163, "date:"), (175, "24/08/2026")]),
        *row(123, [(60, "Description"), (128, "Date"), (139, "Qty"), (150, "Unit"),
                   (164, "Unit"), (171, "price"), (184, "VAT"), (189, "%"), (207, "Total")]),
        *row(130, [(60, "Boiler"), (73, "service"), (120, "24/08/2026"), (139, "2.00"),
                   (152, "h"), (164, "70.00"), (183, "20.0"), (189, "%"), (199, "168.00")]),
        *row(136, [(60, "Radiator"), (76, "valve"), (120, "24/08/2026"), (139, "1.00"),
                   (152, "h"), (164, "35.00"), (183, "20.0"), (189, "%"), (199, "42.00")]),
        *row(146, [(164, "Total"), (170, "excl."), (177, "VAT"), (200, "175.00")]),
        *row(152, [(164, "VAT"), (170, "20.0"), (177, "%"), (200, "35.00")]),
        *row(158, [(164, "Total"), (200, "210.00")]),
    ]  # fmt: skip
    return [Page(number=1, width=800, height=900, words=words, source="ocr")]


def test_a_date_column_right_of_the_description_is_no_part_of_it() -> None:
    fields, _, _ = parse_invoice(_service_rows())
    assert [i.description for i in fields.line_items] == ["Boiler service", "Radiator valve"]


def test_whole_dollars_proven_by_their_product_are_money() -> None:
    # an OCR'd app invoice printing whole dollars: "3.4  $125  $425"
    rows: Rows = [
        (14, 8, "Invoice"), (14, 27, "Birchwood Gardens"), (14, 36, "88 Alder Rd."),
        (14, 44, "Fairview 94122"), (200, 90, "Invoice # 5521"), (200, 100, "Invoice Date: 3/2/2026"),
        (14, 145, "Products/Services"), (160, 145, "Qty/Hrs"), (220, 145, "Rate"), (280, 145, "Amount"),
        (14, 162, "Hedge trimming"), (160, 162, "3.4"), (220, 162, "$125"), (280, 162, "$425"),
        (14, 179, "Lawn edging"), (160, 179, "3"), (220, 179, "$75"), (280, 179, "$225"),
        (156, 211, "Subtotal"), (260, 211, "$650.00"),
        (156, 249, "Total"), (260, 249, "$650.00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert item_rows(fields) == [
        ("Hedge trimming", "3.4", "125.00", "425.00"),
        ("Lawn edging", "3", "75.00", "225.00"),
    ]


def test_a_header_naming_a_column_twice_with_a_slash() -> None:
    # "Products/Services  Qty/Hrs  Rate  Amount": the table's header, so the line wrapped under
    # a row ("planting") ends that row's description
    rows: Rows = [
        (14, 8, "Invoice"), (14, 27, "Birchwood Gardens"), (14, 36, "88 Alder Rd."),
        (14, 44, "Fairview 94122"), (200, 90, "Invoice # 5522"), (200, 100, "Invoice Date: 3/9/2026"),
        (14, 145, "Products/Services"), (160, 145, "Qty/Hrs"), (220, 145, "Rate"), (280, 145, "Amount"),
        (14, 162, "Stone path"), (160, 162, "2"), (220, 162, "$140.00"), (280, 162, "$280.00"),
        (14, 179, "Mulching, weeding,"), (160, 179, "3"), (220, 179, "$75.00"), (280, 179, "$225.00"),
        (14, 190, "planting"),
        (156, 211, "Subtotal"), (260, 211, "$505.00"),
        (156, 249, "Total"), (260, 249, "$505.00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert item_rows(fields) == [
        ("Stone path", "2", "140.00", "280.00"),
        ("Mulching, weeding, planting", "3", "75.00", "225.00"),
    ]


def test_a_vat_label_written_with_stops_between_its_letters() -> None:
    # "V.A.T. reg.no.A12345678" under a letterhead whose name is a logo
    rows: Rows = [
        (350, 28, "Calle de Alcalá 120"), (350, 38, "28009 Madrid (SPAIN)"),
        (350, 48, "V.A.T. reg.no.B87654321"),
        (180, 120, "INVOICE"), (380, 114, "DATE :"), (380, 120, "18.02.2026"),
        (450, 114, "Nº"), (450, 120, "2026000451"),
        (50, 175, "CONSIGNEE :"), (50, 185, "NORDAVIA AB"), (50, 195, "Sveavägen 12"),
        (50, 205, "111 57 Stockholm"),
        (145, 486, "ITEM"), (300, 486, "QUANTITY"), (380, 486, "PRICE"), (460, 486, "AMOUNT"),
        (80, 505, "JET FUEL"), (300, 505, "1.000,000 L"), (380, 505, "0,70 EUR/ L"),
        (460, 505, "700,00 EUR"),
        (290, 690, "TOTAL : EURO :"), (460, 690, "700,00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_tax_id == "B87654321"


def test_indias_central_and_state_gst_at_one_rate_are_two_taxes() -> None:
    rows: Rows = [
        (40, 40, "Sundaram Packaging Works"), (40, 52, "No 12, Lake View Road, Chennai 600093"),
        (40, 64, "GSTIN: 33ABCDE1234F1Z5"),
        (400, 40, "TAX INVOICE"), (400, 52, "Invoice# INV-2218"), (400, 64, "Date: 12/01/2026"),
        (40, 120, "Item & Description"), (300, 120, "Qty"), (360, 120, "Rate"), (460, 120, "Amount"),
        (40, 135, "BOPP tape 48 mm"), (300, 135, "100"), (360, 135, "20.00"), (460, 135, "2,000.00"),
        (380, 170, "Sub Total"), (460, 170, "2,000.00"),
        (380, 182, "CGST9 (9%)"), (460, 182, "180.00"),
        (380, 194, "SGST9 (9%)"), (460, 194, "180.00"),
        (380, 210, "Total"), (460, 210, "₹2,360.00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert str(fields.tax_amount) == "360.00"
    assert fields.tax_rate is None
    assert [(str(r.rate), str(r.base), str(r.amount)) for r in fields.tax_breakdown] == [
        ("9.00", "2000.00", "180.00"), ("9.00", "2000.00", "180.00"),
    ]  # fmt: skip


def test_a_row_label_offering_name_or_company_name() -> None:
    # a Central American e-invoice's party boxes: "Nombre o razón social:" rows, an activity
    # row wrapping onto an unlabelled line
    rows: Rows = [
        (200, 20, "DOCUMENTO TRIBUTARIO ELECTRÓNICO"),
        (200, 32, "Número de Control: DTE-03-M001P001-000000000004411"),
        (200, 44, "Fecha y Hora de Generación: 08/10/2025 15:41:00"),
        (120, 80, "EMISOR"), (400, 80, "RECEPTOR"),
        (20, 92, "Nombre o razón social: TRANSPORTES ÁLAMO S.A. DE C.V."),
        (300, 92, "Nombre o razón social: FERRETERÍA CENTRAL S.A."),
        (20, 104, "Actividad económica: Servicios para el transporte por vía"),
        (300, 104, "Actividad económica: Venta de herramientas"),
        (20, 116, "terrestre n.c.p."),
        (20, 128, "Dirección: 5A AVENIDA NORTE 12, SAN SALVADOR"),
        (300, 128, "Dirección: Blv. Los Héroes 300, SAN SALVADOR"),
        (20, 200, "Cant."), (80, 200, "Descripción"), (400, 200, "Precio Unitario"),
        (500, 200, "Ventas Gravadas"),
        (20, 215, "1.00"), (80, 215, "FLETE TERRESTRE"), (400, 215, "390.00"), (500, 215, "390.00"),
        (400, 260, "Total:"), (500, 260, "440.70"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_name == "TRANSPORTES ÁLAMO S.A. DE C.V."
    assert fields.customer_name == "FERRETERÍA CENTRAL S.A."
