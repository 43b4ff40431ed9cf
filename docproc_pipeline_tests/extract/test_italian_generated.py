"""Invented Italian and Swiss-Italian pages: general rules found on a generated Italian set
(no corpus copies)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.table_rows import parse_row
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import fields_of as _fields
from docproc_pipeline_tests.extract.pages import page_from_rows, right_aligned


def test_del_alone_before_a_date_is_the_invoice_date() -> None:
    # "N. documento: ..." then "del: <date>": the date's word is the preposition alone
    f = _fields(
        [
            (40, 40, "Brunner Servizi SA"),
            (40, 80, "N. documento: F-2025-118"),
            (40, 92, "del: 24 novembre 2025"),
            (40, 104, "Scad.: 23 gennaio 2026"),
            (40, 160, "Descrizione"),
            (420, 160, "Q.tà"),
            (520, 160, "Importo"),
            (40, 174, "Consulenza"),
            (425, 174, "2"),
            (520, 174, "300.00"),
            (420, 240, "Totale"),
            (520, 240, "300.00"),
        ]
    )
    assert f.invoice_date == date(2025, 11, 24)
    assert f.due_date == date(2026, 1, 23)


def test_del_in_its_own_cell_over_the_date() -> None:
    f = _fields(
        [
            (40, 40, "Brunner Servizi SA"),
            (320, 60, "Num. fattura"),
            (470, 60, "INV-2024-9857"),
            (320, 72, "del"),
            (470, 72, "28/10/2024"),
            (320, 84, "Data scadenza"),
            (470, 84, "07/11/2024"),
            (320, 96, "Data ordine"),
            (470, 96, "02/10/2024"),
            (40, 160, "Descrizione"),
            (420, 160, "Q.tà"),
            (520, 160, "Importo"),
            (40, 174, "Consulenza"),
            (425, 174, "2"),
            (520, 174, "300.00"),
            (420, 240, "Totale"),
            (520, 240, "300.00"),
        ]
    )
    assert f.invoice_date == date(2024, 10, 28)


def test_the_net_before_the_discount_when_a_misprinted_total_closes_neither() -> None:
    # "Totale netto" - "Sconto" = "Totale imponibile"; the total is misprinted, closing neither
    f = _fields(
        [
            (40, 40, "Rossi Forniture S.r.l."),
            (40, 60, "Fattura n. 2025/118"),
            (40, 160, "Descrizione"),
            (420, 160, "Q.tà"),
            (520, 160, "Importo"),
            (40, 174, "Consulenza"),
            (425, 174, "4"),
            (510, 174, "1.000,00"),
            (380, 240, "Totale netto"),
            (510, 240, "1.000,00"),
            (380, 252, "Sconto del 15%"),
            (515, 252, "-150,00"),
            (380, 264, "Totale imponibile"),
            (520, 264, "850,00"),
            (380, 276, "IVA 22 %"),
            (520, 276, "187,00"),
            (380, 288, "Totale fattura"),
            (510, 288, "1.047,00"),
        ]
    )
    assert f.subtotal == Decimal("1000.00")
    assert f.discount == Decimal("150.00")
    assert [(r.base, r.amount) for r in f.tax_breakdown] == [(Decimal("850.00"), Decimal("187.00"))]


def _ocr_page(*rows: list[tuple[float, str]]) -> list[Page]:
    """One OCR'd page: each row's words at the given x positions, 6 points per character."""
    words = [
        Word(text, x, 100.0 + 16.0 * n, x + 6 * len(text), 110.0 + 16.0 * n, 0.95)
        for n, cells in enumerate(rows)
        for x, text in cells
    ]
    return [Page(number=1, width=300, height=800, words=words, source="ocr")]


def test_a_till_number_and_time_under_a_receipts_dates_are_no_item() -> None:
    # "Cassa  3  17.31": the till's number and the time printed like an amount
    pages = _ocr_page(
        [(60, "Giger Consulenze Sagl")],
        [(90, "RICEVUTA")],
        [(10, "Documento"), (70, "n."), (180, "R25/08880")],
        [(10, "Data"), (180, "13.04.2025")],
        [(10, "Cassa"), (193, "3"), (202, "17.31")],
        [(10, "Destinatario:")],
        [(10, "Hofer"), (45, "Commerciale"), (120, "SA")],
        [(10, "Schulerstrasse"), (100, "398")],
        [(10, "8977"), (40, "Schaffhausen")],
        [(10, "Sedia"), (50, "da"), (70, "ufficio"), (120, "ergonomica")],
        [(20, "5"), (30, "pz"), (45, "x"), (55, "68.67"), (196, "343.35")],
        [(10, "Pannello"), (70, "LED"), (100, "60x60")],
        [(20, "2"), (30, "pz"), (45, "x"), (55, "692.10"), (190, "1384.20")],
        [(10, "Subtotale"), (190, "1727.55")],
        [(10, "IVA"), (35, "8.1%"), (196, "139.93")],
        [(10, "Totale"), (190, "1867.48")],
    )
    fields, _, _ = parse_invoice(pages)
    assert [(i.description, i.amount) for i in fields.line_items] == [
        ("Sedia da ufficio ergonomica", Decimal("343.35")),
        ("Pannello LED 60x60", Decimal("1384.20")),
    ]


@pytest.mark.parametrize(
    ("cells", "amount"),
    [
        (
            [(22, "25"), (31, "pz"), (42, "x"), (50, "622.49"), (186, "15562"), (220, "25")],
            "15562.25",
        ),
        (
            [(20, "6"), (28, "gg"), (37, "×"), (45, "1'020.00"), (189, "6'120"), (223, "00")],
            "6120.00",
        ),
    ],
)
def test_an_ocr_row_amount_whose_decimal_point_was_read_as_a_space(
    cells: list[tuple[float, str]], amount: str
) -> None:
    # a run of digits without grouping marks, or grouped with the Swiss apostrophe, then its
    # cents: no reading of the row without the join multiplies out
    words = [Word(text, x, 100.0, x + 6 * len(text), 110.0, 0.95) for x, text in cells]
    item = parse_row(words, ".", 20.0, ocr=True)
    assert item is not None and item.amount == Decimal(amount)


def test_a_number_word_between_the_invoice_number_label_and_its_value() -> None:
    # a letter's "Fattura n." followed by the word "Numero" before the number itself
    f = _fields(
        [
            (40, 40, "Rossi Forniture S.r.l."),
            (40, 200, "Fattura n. Numero RE54388"),
            (40, 212, "Rif. Vs. ordine: 4509761043"),
            (40, 260, "Dettaglio"),
            (420, 260, "Qtà"),
            (520, 260, "Importo"),
            (40, 274, "Consulenza"),
            (425, 274, "2"),
            (520, 274, "300,00"),
            (420, 340, "Totale"),
            (520, 340, "300,00"),
        ]
    )
    assert f.invoice_number == "RE54388"


def test_a_window_recipient_sharing_the_vendors_trade_word_and_legal_form() -> None:
    # "Bruni Commerciale S.a.s." is not a reading of "Galli Commerciale S.r.l."
    f = _fields(
        [
            (213, 39, "Galli Commerciale S.r.l."),
            (225, 58, "Vicolo Doria, 91 · 10056 Giardinetto (GI)"),
            (70, 125, "Bruni Commerciale S.a.s."),
            (70, 138, "Incrocio Adelmo, 620"),
            (70, 150, "09034 San Mauro Pascoli (SA)"),
            (390, 193, "Giardinetto (GI), 2 ottobre 2025"),
            (70, 222, "Fattura Num. fattura 4490/25"),
            (70, 262, "Spett.le Ditta,"),
            (70, 300, "Prestazione"),
            (420, 300, "Q.tà"),
            (520, 300, "Importo"),
            (70, 314, "Consulenza"),
            (425, 314, "2"),
            (520, 314, "300,00"),
            (420, 380, "Totale"),
            (520, 380, "300,00"),
        ]
    )
    assert f.vendor_name == "Galli Commerciale S.r.l."
    assert f.customer_name == "Bruni Commerciale S.a.s."


def test_the_vendors_street_under_its_larger_name_starts_no_recipient_block() -> None:
    # the sender's block (name in 14 pt, right above its street in 8 pt) and the recipient's
    # below it, neither labelled
    big = page_from_rows([(45, 39, "Hafner & Cie."), (420, 39, "Fattura differita")], size=14.0)
    small = page_from_rows(
        [
            (45, 57, "Kellerstrasse 58"),
            (45, 67, "4184 Männedorf"),
            (45, 77, "Svizzera"),
            (45, 87, "N. IDI: CHE-586.542.444"),
            (350, 67, "Num. fattura"),
            (490, 67, "INV-2024-9857"),
            (350, 79, "del"),
            (504, 79, "28/10/2024"),
            (45, 130, "Lanz & Fankhauser SA"),
            (45, 141, "Hoffmannstrasse 114"),
            (45, 152, "6401 Versoix"),
            (45, 163, "Svizzera"),
            (45, 220, "Descrizione"),
            (420, 220, "Q.tà"),
            (520, 220, "Importo"),
            (45, 234, "Consulenza"),
            (425, 234, "2"),
            (520, 234, "300.00"),
            (420, 300, "Totale"),
            (520, 300, "300.00"),
            (45, 520, "Cedola di pagamento - staccare e allegare al pagamento"),
            (45, 540, "Num. fattura"),
            (200, 540, "Importo dovuto"),
            (45, 552, "INV-2024-9857"),
            (200, 552, "300.00 CHF"),
            (45, 580, "Hafner & Cie."),
            (300, 580, "IBAN: CH6508868Y6GL2XW6QLR2"),
            (45, 590, "Kellerstrasse 58"),
            (45, 600, "4184 Männedorf"),
        ],
        size=8.0,
    )
    page = Page(number=1, width=595.0, height=842.0, words=big.words + small.words)
    fields, _, _ = parse_invoice([page])
    assert fields.customer_name == "Lanz & Fankhauser SA"
    assert fields.vendor_tax_id == "CHE-586542444"


def test_the_due_date_of_a_payment_sentence_with_a_currency_abbreviation_before_the_sum() -> None:
    # "Fr. 887.79": the point of the franc's abbreviation does not end the sentence
    f = _fields(
        [
            (140, 36, "Forniture Rossi SA"),
            (437, 186, "Carouge, 12 nov 2025"),
            (71, 222, "FATTURA Numero INV-2025-4508"),
            (73, 288, "Descrizione"),
            (370, 288, "Quantità"),
            (432, 288, "Prezzo"),
            (489, 288, "Importo"),
            (73, 306, "Spazio cloud 1 TB"),
            (391, 306, "3"),
            (434, 306, "288.43"),
            (497, 306, "865.29"),
            (306, 360, "Subtotale"),
            (495, 360, "865.29"),
            (306, 378, "IVA 2.6 %"),
            (506, 378, "22.50"),
            (307, 390, "TOTALE"),
            (480, 390, "Fr. 887.79"),
            (
                72,
                426,
                "Vi preghiamo di versare Fr. 887.79 entro il 22 nov 2025 sul conto indicato.",
            ),
        ]
    )
    assert f.invoice_date == date(2025, 11, 12)
    assert f.due_date == date(2025, 11, 22)


def test_the_vendors_id_in_a_sidebar_beside_an_item_row_when_the_other_is_the_customers() -> None:
    # the sidebar's "No. IVA" shares its line with an item row; the recipient's card has its own
    f = _fields(
        [
            (15, 36, "Sidler Costruzioni & Co."),
            (400, 36, "FATTURA"),
            (14, 84, "Bosshardstrasse 40"),
            (190, 84, "Destinatario"),
            (395, 84, "Data fattura"),
            (500, 84, "31.07.2025"),
            (14, 94, "3965 Locarno"),
            (190, 96, "Maurer Siegrist AG"),
            (395, 96, "N. documento"),
            (490, 96, "INV-2025-3307"),
            (190, 108, "Vogtstrasse 389"),
            (190, 120, "1757 Adliswil"),
            (190, 132, "Svizzera"),
            (190, 144, "N. IVA: CHE-729.089.668"),
            (14, 168, "Banca: Union Banca"),
            (192, 180, "Dettaglio"),
            (440, 180, "Q.tà"),
            (470, 180, "Prezzo"),
            (520, 180, "Importo"),
            (193, 194, "Caffè in grani"),
            (445, 194, "30"),
            (475, 194, "6.96"),
            (525, 194, "208.80"),
            (14, 208, "No. IVA: CHE-327.525.159"),
            (193, 208, "Cavo di rete Cat.6"),
            (445, 208, "89"),
            (475, 208, "15.02"),
            (520, 208, "1'336.78"),
            (400, 260, "Subtotale"),
            (520, 260, "1'545.58"),
            (400, 272, "IVA 8.1%"),
            (525, 272, "125.19"),
            (400, 284, "Totale"),
            (520, 284, "1'670.77"),
        ]
    )
    assert f.customer_tax_id == "CHE-729089668"
    assert f.vendor_tax_id == "CHE-327525159"


def test_a_headerless_rows_description_wrapped_onto_the_line_under_it() -> None:
    # no column header; each row prints its description beside "qty unit x price  amount"
    f = _fields(
        [
            (40, 40, "Rossi & Bianchi S.a.s."),
            (40, 60, "Fattura n.: 2026-R-00793"),
            (40, 72, "Data fattura: 07/02/2026"),
            (40, 200, "Spazio cloud 1 TB"),
            (300, 200, "6 mesi x 310,25"),
            (470, 200, "1.861,50"),
            (40, 211, "Progettazione grafica – revisione logo, periodo"),
            (300, 211, "2,5 ore x 172,00"),
            (480, 211, "430,00"),
            (40, 222, "gennaio 2026"),
            (40, 233, "Sviluppo software"),
            (300, 233, "11,5 ore x 133,00"),
            (470, 233, "1.529,50"),
            (300, 270, "Totale merce:"),
            (470, 270, "3.821,00"),
        ]
    )
    assert [i.description for i in f.line_items] == [
        "Spazio cloud 1 TB",
        "Progettazione grafica – revisione logo, periodo gennaio 2026",
        "Sviluppo software",
    ]


def test_a_province_code_wrapped_under_the_town_in_a_footer_column() -> None:
    # the footer's narrow sender column: "(CA)" did not fit on the town's line
    f = _fields(
        [
            (40, 40, "Salieri Group"),
            (400, 60, "Fattura differita"),
            (330, 80, "N°"),
            (470, 80, "5827/25"),
            (40, 160, "Descrizione"),
            (420, 160, "Q.tà"),
            (520, 160, "Importo"),
            (40, 174, "Consulenza"),
            (425, 174, "2"),
            (520, 174, "300,00"),
            (420, 240, "Totale"),
            (520, 240, "300,00"),
            (48, 751, "Salieri Group"),
            (172, 751, "Telefono +39 0874474332"),
            (48, 760, "Piazza Nadi, 691"),
            (172, 760, "PEC: info@salierigroup.it"),
            (48, 768, "13046 Caldaro Sulla Strada Del Vino"),
            (48, 777, "(CA)"),
            (297, 777, "BIC/SWIFT: RZSBIT2B"),
        ],
    )
    assert f.vendor_address == "Piazza Nadi, 691, 13046 Caldaro Sulla Strada Del Vino (CA)"


def test_a_second_valid_id_is_the_customers_beside_a_bare_italian_vendor_number() -> None:
    # the vendor's "P. IVA" is printed without its IT prefix: valid under its IBAN's country
    f = _fields(
        [
            (40, 40, "Trillini Design Srl"),
            (40, 52, "Canale Edoardo, 83"),
            (40, 64, "00182 Faggiano (FA)"),
            (40, 76, "P. IVA: 62030470595"),
            (420, 76, "FATTURA"),
            (40, 100, "Fattura n."),
            (160, 100, "8743/24"),
            (40, 130, "Cliente"),
            (40, 142, "Parker PLC"),
            (40, 154, "21 Mulrooney Street"),
            (40, 166, "Roy Ville R59 H1KP"),
            (40, 178, "Irlanda"),
            (40, 220, "Descrizione"),
            (420, 220, "Qtà"),
            (520, 220, "Importo"),
            (40, 234, "Consulenza"),
            (425, 234, "2"),
            (520, 234, "300,00"),
            (300, 280, "Totale fattura"),
            (500, 280, "300,00 EUR"),
            (40, 310, "Termini di pagamento: Ri.Ba. 30 gg f.m."),
            (40, 320, "Reverse charge – art. 7-ter DPR 633/72"),
            (40, 332, "Part. IVA: IE5852875O"),
            (40, 344, "Grazie per la fiducia accordataci."),
            (40, 356, "Stampato il: 2024-03-07 07:19"),
            (40, 780, "Banca Popolare · IBAN: IT28K0853794351TQSLSDPVHZ1H"),
        ]
    )
    assert f.vendor_tax_id == "62030470595"
    assert f.customer_tax_id == "IE5852875O"


# The pages below are printed the way Italian businesses print their own invoices (found on
# hand-written Italian invoices, not the generator's).


def test_one_number_labelled_both_vat_number_and_fiscal_code_is_the_vendors_vat_id() -> None:
    # "P.IVA e C.F. 01857330224": the fiscal code's label alone would take the number away
    f = _fields(
        [
            (40, 40, "Caseificio Alpino Soc. Coop."),
            (40, 52, "Località Pradel 3 - 38027 Malè (TN)"),
            (40, 64, "P.IVA e C.F. 01857330224"),
            (40, 110, "Fattura n. 2026/0093"),
            (40, 122, "Data documento: 28/02/2026"),
            (40, 160, "Descrizione"),
            (420, 160, "Q.tà"),
            (520, 160, "Importo"),
            (40, 174, "Burro di malga"),
            (425, 174, "2"),
            (520, 174, "300,00"),
            (420, 240, "Totale"),
            (520, 240, "300,00"),
        ]
    )
    assert f.vendor_tax_id == "01857330224"


def test_spett_le_ditta_over_the_name_is_a_courtesy_not_the_customers_name() -> None:
    f = _fields(
        [
            (40, 40, "Caseificio Alpino Soc. Coop."),
            (40, 52, "Località Pradel 3 - 38027 Malè (TN)"),
            (330, 100, "Spett.le Ditta"),
            (330, 112, "Alimentari Rossi di Rossi Luca"),
            (330, 124, "Via Roma 15"),
            (330, 136, "37121 Verona (VR)"),
            (40, 150, "Fattura n. 2026/0093 del 28/02/2026"),
            (40, 180, "Descrizione"),
            (420, 180, "Q.tà"),
            (520, 180, "Importo"),
            (40, 194, "Burro di malga"),
            (425, 194, "2"),
            (520, 194, "300,00"),
            (420, 240, "Totale"),
            (520, 240, "300,00"),
        ]
    )
    assert f.customer_name == "Alimentari Rossi di Rossi Luca"
    assert f.customer_address == "Via Roma 15, 37121 Verona (VR)"


def test_a_castelletto_iva_headed_aliquota_imponibile_imposta_is_the_tax_breakdown() -> None:
    f = _fields(
        [
            (40, 40, "Caseificio Alpino Soc. Coop."),
            (40, 80, "Fattura n. 2026/0093 del 28/02/2026"),
            (40, 120, "Descrizione"),
            (420, 120, "Q.tà"),
            (520, 120, "Importo"),
            (40, 134, "Burro di malga"),
            (425, 134, "10"),
            (520, 134, "100,00"),
            (40, 148, "Cassetta regalo"),
            (425, 148, "2"),
            (520, 148, "50,00"),
            (380, 170, "Totale merce"),
            (520, 170, "150,00"),
            (40, 190, "Aliquota"),
            (120, 190, "Imponibile"),
            (200, 190, "Imposta"),
            (40, 202, "4%"),
            (120, 202, "100,00"),
            (200, 202, "4,00"),
            (40, 214, "22%"),
            (120, 214, "50,00"),
            (200, 214, "11,00"),
            (380, 230, "Totale IVA"),
            (520, 230, "15,00"),
            (380, 244, "Totale documento"),
            (520, 244, "165,00"),
        ]
    )
    rows = [(r.rate, r.base, r.amount) for r in f.tax_breakdown]
    assert rows == [
        (Decimal("4.00"), Decimal("100.00"), Decimal("4.00")),
        (Decimal("22.00"), Decimal("50.00"), Decimal("11.00")),
    ]


def test_a_public_tenders_code_beside_the_order_is_no_name() -> None:
    # "CIG: Z3A3F1C2B7" (the tender's code) atop an invoice to a public office
    f = _fields(
        [
            (320, 30, "CIG: Z3A3F1C2B7"),
            (40, 50, "Informatica Adriatica S.r.l."),
            (40, 62, "Via del Porto 9, 60121 Ancona (AN)"),
            (40, 100, "Committente:"),
            (40, 112, "Comune di Jesi"),
            (40, 124, "Piazza Indipendenza 1"),
            (40, 136, "60035 Jesi (AN)"),
            (320, 124, "Fattura n. FPA 7/26 del 30.01.2026"),
            (40, 180, "Descrizione"),
            (420, 180, "Q.tà"),
            (520, 180, "Importo"),
            (40, 194, "Canone assistenza"),
            (425, 194, "1"),
            (520, 194, "300,00"),
            (420, 240, "Totale"),
            (520, 240, "300,00"),
        ]
    )
    assert f.vendor_name == "Informatica Adriatica S.r.l."
    assert f.customer_name == "Comune di Jesi"


def test_a_title_beside_the_vendors_name_over_two_labelled_facts_is_no_grid() -> None:
    # the name's line holds the title; two lines under it "Partita IVA 0221..." sits beside
    # "Data: 30.01.2026": two facts side by side, not a grid's label and value columns
    f = _fields(
        [
            (40, 50, "Informatica Adriatica S.r.l."),
            (320, 50, "FATTURA"),
            (40, 64, "Via del Porto 9, 60121 Ancona (AN)"),
            (320, 64, "Numero: FPA 7/26"),
            (40, 76, "Partita IVA 02214780422"),
            (320, 76, "Data: 30.01.2026"),
            (40, 120, "Committente:"),
            (40, 132, "Comune di Jesi"),
            (40, 144, "Piazza Indipendenza 1"),
            (40, 156, "60035 Jesi (AN)"),
            (40, 200, "Descrizione"),
            (420, 200, "Q.tà"),
            (520, 200, "Importo"),
            (40, 214, "Canone assistenza"),
            (425, 214, "1"),
            (520, 214, "300,00"),
            (420, 260, "Totale"),
            (520, 260, "300,00"),
        ]
    )
    assert f.vendor_name == "Informatica Adriatica S.r.l."
    assert f.vendor_address == "Via del Porto 9, 60121 Ancona (AN)"


def _traditional_page(rate_head: str = "C.I.") -> list[tuple[float, float, str]]:
    # a traditional Italian print: the title over "N. 57 del <date>", abbreviated labels
    return [
        (40, 45, "GRAFICHE LUCCHESI SNC"),
        (40, 72, "Via dei Fossi 21 - 55100 Lucca"),
        (330, 45, "FATTURA"),
        (330, 62, "N. 57 del 14 marzo 2026"),
        (44, 210, "Descrizione"),
        right_aligned(360, 210, "Q.tà"),
        right_aligned(430, 210, "Prezzo"),
        right_aligned(500, 210, "Importo"),
        right_aligned(545, 210, rate_head),
        (44, 226, "Biglietti da visita 4/4 colori"),
        right_aligned(360, 226, "1000"),
        right_aligned(430, 226, "0,085"),
        right_aligned(500, 226, "85,00"),
        right_aligned(545, 226, "22"),
        (44, 240, "Menù plastificati formato A4"),
        right_aligned(360, 240, "30"),
        right_aligned(430, 240, "4,20"),
        right_aligned(500, 240, "126,00"),
        right_aligned(545, 240, "22"),
        (360, 280, "Tot. imponibile"),
        right_aligned(550, 280, "211,00"),
        (360, 294, "Tot. I.V.A. 22%"),
        right_aligned(550, 294, "46,42"),
        (360, 308, "TOTALE FATTURA EURO"),
        right_aligned(550, 308, "257,42"),
        (40, 340, "Cond. pag.: RIMESSA DIRETTA"),
    ]


def test_n_and_the_id_before_del_and_a_date_under_the_title_are_number_and_date() -> None:
    f = _fields(_traditional_page())
    assert f.invoice_number == "57"
    assert f.invoice_date == date(2026, 3, 14)


def test_a_c_i_column_of_vat_codes_is_the_items_rate_column() -> None:
    f = _fields(_traditional_page())
    assert [(i.quantity, i.unit_price, i.amount) for i in f.line_items] == [
        (Decimal("1000"), Decimal("0.085"), Decimal("85.00")),
        (Decimal("30"), Decimal("4.20"), Decimal("126.00")),
    ]


def test_abbreviated_payment_terms_label() -> None:
    f = _fields(_traditional_page())
    assert f.payment_terms == "RIMESSA DIRETTA"


def test_an_e_invoice_prints_vat_id_label() -> None:
    # the tax agency's print of an e-invoice: "Identificativo fiscale ai fini IVA: IT..."
    f = _fields(
        [
            (40, 48, "Cedente/prestatore (fornitore)"),
            (40, 64, "Identificativo fiscale ai fini IVA: IT03318760284"),
            (40, 76, "Codice fiscale: 03318760284"),
            (40, 88, "Denominazione: Termoidraulica Veneta S.r.l."),
            (40, 100, "Indirizzo: Via Venezia 88"),
            (40, 150, "Fattura n. 125 del 10/03/2026"),
            (40, 180, "Descrizione"),
            (420, 180, "Q.tà"),
            (520, 180, "Importo"),
            (40, 194, "Manodopera"),
            (425, 194, "1"),
            (520, 194, "300,00"),
            (420, 240, "Totale"),
            (520, 240, "300,00"),
        ]
    )
    assert f.vendor_tax_id == "IT03318760284"


def test_item_cards_with_an_amount_grouped_by_a_swiss_apostrophe() -> None:
    # a receipt's cards: the description with its amount, "QTÀ 6 × 285.50" under it; one
    # amount "1’713.00" grouped by the Swiss apostrophe, which had cost every card
    f = _fields(
        [
            (86, 40, "Fattura · Brunner Servizi SA"),
            (86, 80, "DESTINATARIO"),
            (86, 92, "Baxter SA"),
            (86, 104, "Via Roma 3"),
            (86, 116, "6850 Mendrisio"),
            (86, 213, "Manodopera installazione"),
            right_aligned(511, 213, "259.00"),
            (86, 224, "QTÀ 4 × 64.75"),
            (86, 248, "Canone assistenza mensile"),
            right_aligned(511, 248, "1’713.00"),
            (86, 259, "QTÀ 6 × 285.50"),
            (86, 283, "Trasferta"),
            right_aligned(511, 283, "809.04"),
            (86, 294, "QTÀ 24 × 33.71"),
            (86, 320, "SUBTOTALE"),
            right_aligned(511, 320, "CHF 2’781.04"),
            (86, 334, "IVA 8.1 %"),
            right_aligned(511, 334, "CHF 225.26"),
            (86, 348, "IMPORTO TOTALE"),
            right_aligned(511, 348, "CHF 3’006.30"),
        ]
    )
    assert [(i.quantity, i.unit_price, i.amount) for i in f.line_items] == [
        (Decimal("4"), Decimal("64.75"), Decimal("259.00")),
        (Decimal("6"), Decimal("285.50"), Decimal("1713.00")),
        (Decimal("24"), Decimal("33.71"), Decimal("809.04")),
    ]


def _public_office_totals(tax_label: str, split_payment: bool) -> list[tuple[float, float, str]]:
    # an invoice to a public office: one rate, printed only in the items' "Aliq." column
    rows = [
        (40, 40, "Informatica Adriatica S.r.l."),
        (40, 52, "Via del Porto 9, 60121 Ancona (AN)"),
        (40, 80, "Fattura n. 7/26 del 30.01.2026"),
        (44, 120, "Descrizione"),
        right_aligned(380, 120, "Quantità"),
        right_aligned(450, 120, "Prezzo unitario"),
        right_aligned(510, 120, "Totale"),
        right_aligned(550, 120, "Aliq."),
        (44, 134, "Canone assistenza"),
        right_aligned(380, 134, "1"),
        right_aligned(450, 134, "2.900,00"),
        right_aligned(510, 134, "2.900,00"),
        right_aligned(550, 134, "22%"),
        (44, 148, "Licenza antivirus"),
        right_aligned(380, 148, "45"),
        right_aligned(450, 148, "21,00"),
        right_aligned(510, 148, "945,00"),
        right_aligned(550, 148, "22%"),
        (250, 180, "Totale imponibile"),
        right_aligned(550, 180, "3.845,00"),
        (250, 194, tax_label),
        right_aligned(550, 194, "845,90"),
        (250, 208, "Totale fattura"),
        right_aligned(550, 208, "4.690,90"),
    ]
    if split_payment:
        rows += [
            (250, 222, "IVA in scissione dei pagamenti (art. 17-ter DPR 633/72)"),
            right_aligned(550, 222, "-845,90"),
            (250, 236, "Netto a pagare"),
            right_aligned(550, 236, "EUR 3.845,00"),
        ]
    return rows


def test_the_split_payment_line_is_no_second_tax_row() -> None:
    f = _fields(_public_office_totals("Totale IVA", split_payment=True))
    assert f.tax_rate == Decimal("22.00")
    assert f.tax_amount == Decimal("845.90")
    assert f.total == Decimal("4690.90")
    assert f.amount_due == Decimal("3845.00")


def test_a_tax_line_without_its_rate_takes_the_one_rate_printed_in_the_items() -> None:
    # "IVA  845,90": a tax row without a rate; 22% of the net is the tax
    f = _fields(_public_office_totals("IVA", split_payment=False))
    assert f.tax_rate == Decimal("22.00")
    assert [(r.rate, r.amount) for r in f.tax_breakdown] == [(Decimal("22.00"), Decimal("845.90"))]


def _line_discount_page() -> list[tuple[float, float, str]]:
    # items with a line discount ("Sc.%") and a bare rate under "IVA"; the buyer's order
    # printed with its number's abbreviation
    return [
        (40, 45, "Elettroforniture Brianza S.p.A."),
        (40, 60, "Via Milano 140 - 20831 Seregno (MB)"),
        (40, 110, "Fattura nr. 2026/FE/0142"),
        (40, 126, "Data fattura: 03-04-2026"),
        (40, 138, "Vs. ordine n. 77/B del 20-03-2026"),
        (44, 190, "Descrizione"),
        right_aligned(370, 190, "Q.tà"),
        right_aligned(430, 190, "Prezzo"),
        right_aligned(470, 190, "Sc.%"),
        right_aligned(520, 190, "Importo"),
        right_aligned(550, 190, "IVA"),
        (44, 206, "Cavo FG16OR16 matassa 100 m"),
        right_aligned(370, 206, "4"),
        right_aligned(430, 206, "118,00"),
        right_aligned(470, 206, "10"),
        right_aligned(520, 206, "424,80"),
        right_aligned(550, 206, "22"),
        (44, 220, "Quadro elettrico IP65"),
        right_aligned(370, 220, "2"),
        right_aligned(430, 220, "86,50"),
        right_aligned(520, 220, "173,00"),
        right_aligned(550, 220, "22"),
        (380, 250, "Totale imponibile"),
        right_aligned(550, 250, "597,80"),
        (380, 264, "Totale IVA"),
        right_aligned(550, 264, "131,52"),
        (380, 278, "Totale fattura"),
        right_aligned(550, 278, "€ 729,32"),
    ]


def test_the_buyers_order_labelled_with_its_numbers_abbreviation() -> None:
    f = _fields(_line_discount_page())
    assert f.purchase_order == "77/B"


def test_a_bare_rate_under_the_items_iva_column_is_the_rate_of_the_tax_total() -> None:
    # "Totale IVA 131,52" without a rate; "22" under the "IVA" header makes it of 597,80
    f = _fields(_line_discount_page())
    assert f.tax_rate == Decimal("22.00")


def test_a_unit_of_measure_column_is_no_part_of_the_description() -> None:
    # "U.M." between the description and the quantity: "NR", "KG" are units, not words of
    # the item
    f = _fields(
        [
            (40, 45, "Elettroforniture Brianza S.p.A."),
            (40, 60, "Via Milano 140 - 20831 Seregno (MB)"),
            (40, 110, "Fattura nr. 2026/FE/0142 del 03-04-2026"),
            (44, 190, "Descrizione"),
            (330, 190, "U.M."),
            right_aligned(400, 190, "Q.tà"),
            right_aligned(470, 190, "Prezzo"),
            right_aligned(550, 190, "Importo"),
            (44, 206, "Quadro elettrico IP65"),
            (330, 206, "NR"),
            right_aligned(400, 206, "2"),
            right_aligned(470, 206, "86,50"),
            right_aligned(550, 206, "173,00"),
            (44, 220, "Cavo unipolare 1,5 mm²"),
            (330, 220, "KG"),
            right_aligned(400, 220, "12,5"),
            right_aligned(470, 220, "9,20"),
            right_aligned(550, 220, "115,00"),
            (380, 250, "Totale imponibile"),
            right_aligned(550, 250, "288,00"),
            (380, 264, "IVA 22%"),
            right_aligned(550, 264, "63,36"),
            (380, 278, "Totale fattura"),
            right_aligned(550, 278, "351,36"),
        ]
    )
    assert [(i.description, i.quantity) for i in f.line_items] == [
        ("Quadro elettrico IP65", Decimal("2")),
        ("Cavo unipolare 1,5 mm²", Decimal("12.5")),
    ]


def _professional_page() -> list[tuple[float, float, str]]:
    # a professional's invoice: fees, the pension fund's share, VAT, stamp duty, withholding;
    # the buyer's VAT number among the document's facts, not in its address block
    return [
        (40, 45, "Studio Tecnico Ing. Marco Bellini"),
        (40, 58, "Corso Vittorio Emanuele II 27, 10121 Torino"),
        (330, 100, "Spett.le"),
        (330, 112, "Immobiliare Dora S.r.l."),
        (330, 124, "Via Nizza 230"),
        (330, 136, "10126 Torino (TO)"),
        (40, 180, "N. doc.: 14/2026"),
        (40, 192, "Data doc.: 05/02/2026"),
        (40, 204, "Vs. P.IVA 11230480015"),
        (44, 230, "Descrizione"),
        right_aligned(470, 230, "Q.tà"),
        right_aligned(550, 230, "Importo"),
        (44, 244, "Direzione lavori, stato avanzamento n. 2"),
        right_aligned(470, 244, "1"),
        right_aligned(550, 244, "1.000,00"),
        (300, 280, "Totale onorari"),
        right_aligned(550, 280, "1.000,00"),
        (300, 294, "Contributo integrativo 4%"),
        right_aligned(550, 294, "40,00"),
        (300, 308, "Imponibile IVA"),
        right_aligned(550, 308, "1.040,00"),
        (300, 322, "IVA 22%"),
        right_aligned(550, 322, "228,80"),
        (300, 336, "Imposta di bollo"),
        right_aligned(550, 336, "2,00"),
        (300, 350, "Tot. documento"),
        right_aligned(550, 350, "1.270,80"),
        (300, 364, "Ritenuta d'acconto 20%"),
        right_aligned(550, 364, "-200,00"),
        (300, 378, "Netto da pagare"),
        right_aligned(550, 378, "1.070,80"),
    ]


def test_a_professionals_stamp_duty_is_no_tax_and_tot_documento_the_total() -> None:
    f = _fields(_professional_page())
    assert f.tax_amount == Decimal("228.80")
    assert f.total == Decimal("1270.80")
    assert f.amount_due == Decimal("1070.80")


def test_n_doc_labels_the_number_and_vs_p_iva_the_customers_id() -> None:
    f = _fields(_professional_page())
    assert f.invoice_number == "14/2026"
    assert f.customer_tax_id == "11230480015"


def test_totale_a_pagare_is_the_amount_due() -> None:
    rows = [r for r in _professional_page() if "pagare" not in r[2]]
    f = _fields([*rows, (300, 378, "Totale a pagare"), right_aligned(550, 378, "1.070,80")])
    assert f.amount_due == Decimal("1070.80")
    assert f.total == Decimal("1270.80")


def _totals_with_the_tax_word_first(net_label: str, gross_label: str) -> InvoiceFields:
    return _fields(
        [
            (40, 45, "Ferramenta Colombo S.r.l."),
            (40, 58, "Via Mazzini 48, 24121 Bergamo"),
            (40, 100, "Fattura n. 218 del 17/03/2026"),
            (40, 112, "Pagabile entro il 16/04/2026"),
            (44, 160, "Descrizione"),
            right_aligned(470, 160, "Q.tà"),
            right_aligned(550, 160, "Importo"),
            (44, 174, "Viti autoperforanti"),
            right_aligned(470, 174, "2"),
            right_aligned(550, 174, "100,00"),
            (300, 210, net_label),
            right_aligned(550, 210, "100,00"),
            (300, 224, "IVA 22%"),
            right_aligned(550, 224, "22,00"),
            (300, 238, gross_label),
            right_aligned(550, 238, "122,00"),
        ]
    )


def test_totale_iva_esclusa_is_the_net_and_iva_compresa_the_total() -> None:
    # the tax word before "esclusa"/"compresa": not the tax total "Totale IVA"
    f = _totals_with_the_tax_word_first("Totale IVA esclusa", "Totale IVA compresa")
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("100.00"),
        Decimal("22.00"),
        Decimal("122.00"),
    )


def test_pagabile_entro_il_labels_the_due_date() -> None:
    f = _totals_with_the_tax_word_first("Imponibile", "Totale documento")
    assert f.due_date == date(2026, 4, 16)


def _addressed_page(vendor_second_line: str, courtesy: str) -> InvoiceFields:
    return _fields(
        [
            (40, 40, "Ferramenta Colombo S.r.l."),
            (40, 52, vendor_second_line),
            (330, 110, courtesy),
            (330, 122, "Edilnova S.p.A."),
            (330, 134, "Viale Europa 112"),
            (330, 146, "20093 Cologno Monzese (MI)"),
            (40, 200, "Fattura n. 12 del 05/03/2026"),
            (44, 240, "Descrizione"),
            right_aligned(380, 240, "Q.tà"),
            right_aligned(460, 240, "Prezzo"),
            right_aligned(550, 240, "Importo"),
            (44, 254, "Viti autoperforanti"),
            right_aligned(380, 254, "2"),
            right_aligned(460, 254, "50,00"),
            right_aligned(550, 254, "100,00"),
            (300, 280, "Imponibile"),
            right_aligned(550, 280, "100,00"),
            (300, 294, "IVA 22%"),
            right_aligned(550, 294, "22,00"),
            (300, 308, "Totale documento"),
            right_aligned(550, 308, "122,00"),
        ]
    )


@pytest.mark.parametrize("courtesy", ["Gentile Cliente", "Egregio Signor"])
def test_a_courtesy_line_over_the_customers_name_is_no_name(courtesy: str) -> None:
    f = _addressed_page("Via Mazzini 48 - 24121 Bergamo (BG)", courtesy)
    assert f.customer_name == "Edilnova S.p.A."


def test_an_attention_line_over_the_customers_name_is_no_name() -> None:
    f = _addressed_page("Via Mazzini 48 - 24121 Bergamo (BG)", "Alla cortese attenzione di")
    assert f.customer_name == "Edilnova S.p.A."


def test_sede_legale_labels_the_vendors_address() -> None:
    f = _addressed_page("Sede legale: Via Mazzini 48 - 24121 Bergamo (BG)", "Spett.le")
    # the one dash parts the street from the town as a line break would (session 27: the
    # generated sets' truth and the real sets' writers join them with a comma)
    assert f.vendor_address == "Via Mazzini 48, 24121 Bergamo (BG)"


def test_an_irish_vat_id_after_a_bare_tax_word_under_a_reverse_charge_note() -> None:
    # "IVA: IE5805754K": an Irish id (seven digits and a letter) after the bare tax word is
    # the customer's beside the vendor's Swiss one
    f = _fields(
        [
            (40, 40, "Informatica Ticino Sagl"),
            (40, 52, "Via Cantonale 87, 6900 Lugano"),
            (40, 80, "Fattura n. FT 2025/8534"),
            (40, 92, "Data: 19.08.2025"),
            (40, 120, "Fatturare a:"),
            (40, 132, "Curnane & Gallen Ltd"),
            (40, 144, "23 Coyle Street, Dublin"),
            (40, 156, "Irlanda"),
            (44, 190, "Descrizione"),
            right_aligned(470, 190, "Q.tà"),
            right_aligned(550, 190, "Importo"),
            (44, 204, "Manutenzione sito web"),
            right_aligned(470, 204, "1"),
            right_aligned(550, 204, "308.34"),
            (300, 230, "Subtotale:"),
            right_aligned(550, 230, "308.34"),
            (300, 244, "I.V.A. 0%:"),
            right_aligned(550, 244, "0.00"),
            (300, 258, "Totale:"),
            right_aligned(550, 258, "Fr. 308.34"),
            (40, 290, "Reverse charge – art. 7-ter DPR 633/72"),
            (40, 302, "IVA: IE5805754K"),
            (40, 780, "N. IDI: CHE-317.350.361"),
        ]
    )
    assert f.customer_tax_id == "IE5805754K"
    assert f.vendor_tax_id == "CHE-317350361"


def test_an_e_invoice_prints_vat_summary_row_opening_with_its_category_in_brackets() -> None:
    # the tax agency's print: "RIEPILOGHI IVA E TOTALI", a row opening with the VAT's
    # chargeability code and its meaning ("I (esigibilità immediata)") before the figures
    f = _fields(
        [
            (40, 40, "Termoidraulica Veneta S.r.l."),
            (40, 52, "Via Venezia 88, 35129 Padova"),
            (40, 80, "Fattura n. 125/PA del 10/03/2026"),
            (44, 120, "Descrizione"),
            right_aligned(380, 120, "Quantità"),
            right_aligned(460, 120, "Prezzo unitario"),
            right_aligned(555, 120, "Prezzo totale"),
            (44, 134, "Caldaia a condensazione 24 kW"),
            right_aligned(380, 134, "1,00"),
            right_aligned(460, 134, "1.380,00"),
            right_aligned(555, 134, "1.380,00"),
            (44, 148, "Manodopera installazione"),
            right_aligned(380, 148, "6,00"),
            right_aligned(460, 148, "42,50"),
            right_aligned(555, 148, "255,00"),
            (40, 180, "RIEPILOGHI IVA E TOTALI"),
            (40, 194, "esigibilità iva / riferimenti normativi"),
            right_aligned(300, 194, "%IVA"),
            right_aligned(470, 194, "Totale imponibile"),
            right_aligned(555, 194, "Totale imposta"),
            (40, 208, "I (esigibilità immediata)"),
            right_aligned(300, 208, "22,00"),
            right_aligned(470, 208, "1.635,00"),
            right_aligned(555, 208, "359,70"),
            right_aligned(555, 230, "Totale documento"),
            right_aligned(555, 244, "1.994,70"),
        ]
    )
    assert [(r.rate, r.base, r.amount) for r in f.tax_breakdown] == [
        (Decimal("22.00"), Decimal("1635.00"), Decimal("359.70"))
    ]
