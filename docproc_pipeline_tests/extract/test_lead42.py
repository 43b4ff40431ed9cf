"""Readings found on session 42's development sets, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, fields_of, ocr_page, sized_page


def test_rows_torn_off_a_receipt_without_its_total_carry_no_subtotal() -> None:
    # a fragment of a till receipt: two items and nothing under them; their sum is printed
    # nowhere, so no net figure is read from them
    rows: Rows = [
        (40, 60, "CHLEB ZYTNI 500G"), (300, 60, "1 x 4,99"), (380, 60, "4,99A"),
        (40, 80, "MASLO EXTRA 200G"), (300, 80, "2 x 7,49"), (380, 80, "14,98A"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [i.amount for i in fields.line_items] == [Decimal("4.99"), Decimal("14.98")]
    assert fields.total is None
    assert fields.subtotal is None


def test_a_receipts_sum_line_ends_its_amount_rows() -> None:
    # a Polish till receipt: the rows priced 'count x price amount', then 'Podsuma' and the
    # taxed sales per VAT letter, which are no items though they stand where an item's
    # amount-only row would
    rows: Rows = [
        (150, 20, "PARAGON FISKALNY"),
        (40, 40, "Mleko 2% 1l"), (300, 40, "1 x3,49"), (380, 40, "3,49C"),
        (40, 60, "Kawa mielona"), (300, 60, "1 x24,99"), (380, 60, "24,99A"),
        (40, 80, "Podsuma:"), (380, 80, "28,48"),
        (40, 100, "SPRZEDAZ OPODATKOWANA A"), (380, 100, "24,99"),
        (40, 120, "SPRZEDAZ OPODATKOWANA C"), (386, 120, "3,49"),
        (40, 140, "PTU A 23%"), (386, 140, "4,67"),
        (40, 160, "PTU C 5%"), (386, 160, "0,17"),
        (40, 180, "SUMA PTU"), (386, 180, "4,84"),
        (40, 200, "SUMA PLN"), (380, 200, "28,48"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [(i.description, i.amount) for i in fields.line_items] == [
        ("Mleko 2% 1l", Decimal("3.49")),
        ("Kawa mielona", Decimal("24.99")),
    ]
    assert fields.total == Decimal("28.48")


def test_a_streets_name_and_house_number_set_apart_are_one_address_line() -> None:
    # an e-receipt's head printed in a fixed-width font, the house number a wide gap after the
    # street's name: the line is still the shop's street and town
    rows: Rows = [
        (38, 150, "Getränke Krüger OHG"),
        (38, 162, "Am Weidenbruch"), (118, 162, "36, 51061 Köln"),
        (62, 174, "Telefon: 0221 / 9636303"), (74, 186, "UID Nr.: DE283751503"),
        (230, 198, "EUR"), (20, 210, "SALAMI SPITZENQ."), (218, 210, "1,79 B"),
        (20, 222, "BUTTERSCHINKEN"), (218, 222, "2,59 B"),
        (20, 240, "SUMME"), (200, 240, "EUR 4,38"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.vendor_name == "Getränke Krüger OHG"
    assert fields.vendor_address == "Am Weidenbruch 36, 51061 Köln"


def test_a_window_blocks_company_in_capitals_does_not_outrank_the_letterheads_company() -> None:
    # an Italian fuel card bill: the issuer's name and its legal lines at the top left, the
    # customer's company in capitals in the window lower down; capitals look smaller than
    # mixed case of one size, but not enough to take the issuer's place
    rows: Rows = [
        (52, 40, "Carburanti Padani Italia SpA"), (52, 56, "20121 Milano, Via Larga 12"),
        (52, 65, "Telefono 02 520881 Fax 02 52088655"),
        (52, 74, "Sede in Milano Capitale Sociale Euro 130.000.000 int. vers."),
        (52, 83, "C.C.I.A.A. n. 73832"), (52, 92, "P. IVA 00891951006"),
        (52, 101, "Società con socio unico"),
        (52, 110, "Società soggetta ad attività di direzione e coordinamento"),
        (52, 119, "della Carburanti Padani Holding"),
        (328, 190, "TRASPORTI ROSSI SPA"), (328, 204, "VIA ROMA 24"),
        (328, 217, "00144 ROMA RM"),
        (104, 234, "FATTURA"), (80, 257, "n. PJ10575389 del 15/10/25"),
        (88, 286, "Codice Cliente"), (170, 286, "0020101862"),
        (88, 299, "Codice Fiscale"), (170, 299, "07119341001"), (310, 299, "Partita IVA"),
        (393, 299, "07119341001"),
        (59, 321, "ADDEBITO PER RIFORNIMENTI EFFETTUATI CON CARTA DI CREDITO"),
        (188, 354, "PRODOTTO"), (364, 354, "QUANTITÀ"), (453, 354, "IMPORTO"),
        (188, 365, "GASOLIO"), (377, 365, "376,06"), (462, 365, "608,46"),
        (231, 407, "BASE IMPONIBILE"), (358, 407, "IVA TOTALE"), (420, 407, "TOTALE FATTURA"),
        (272, 418, "498,74"), (377, 418, "109,72"), (462, 418, "608,46"),
        (59, 790, "Pagamento con addebito sulla carta di credito"),
    ]  # fmt: skip
    # sizes as printed: the name 13.1 high, its legal lines 8.2, the window's capitals 11.7
    # (boxed without ascenders), the title 17.2
    head, window = rows[:9], rows[9:12]
    title, number, grid, rest = rows[12:13], rows[13:14], rows[14:21], rows[21:]
    pages = sized_page(
        (13.1, head[:1]), (8.2, head[1:]), (11.7, window), (17.2, title), (11.3, number),
        (11.9, grid), (9.4, rest),
    )  # fmt: skip
    fields, _, _ = parse_invoice(pages)
    assert fields.vendor_name == "Carburanti Padani Italia SpA"
    assert fields.vendor_address == "20121 Milano, Via Larga 12"


def _till_receipt_with_card_slip(prices: list[tuple[str, str]]) -> Rows:
    # a supermarket's till receipt: items with their VAT class, the sum, the VAT table, then
    # the card terminal's slip for the card charged with cash back
    rows: Rows = [
        (150, 20, "FRISCHMARKT"),
        (150, 35, "82256 Fürstenfeldbruck"),
        (150, 50, "Augsburger Str. 32"),
        (150, 65, "UST.-ID-Nr. DE132748925"),
    ]
    y = 90
    for name, price in prices:
        rows += [(120, y, name), (300, y, price)]
        y += 15
    rows += [
        (120, 200, "Summe"), (300, 200, "22,20 €"),
        (160, 215, "Girocard"), (300, 215, "122,20 €"),
        (110, 235, "MwSt"), (160, 235, "Nettobetrag"), (230, 235, "MwSt Anteil"),
        (110, 250, "A 7,00 %"), (160, 250, "20,75 €"), (230, 250, "1,45 €"),
        (120, 280, "Kartenzahlung"), (120, 295, "Zahlbetrag:"), (130, 310, "EUR 22,20"),
        (120, 325, "Bargeld-Auszahlung:"), (130, 340, "EUR 100,00"),
        (120, 355, "Gesamtbetrag:"), (130, 370, "EUR 122,20"),
        (120, 385, "Genehmigungs-Nr 151958"),
    ]  # fmt: skip
    return rows


def test_a_card_slips_sums_under_a_receipts_own_total_are_the_payments() -> None:
    prices = [
        ("Orangennektar", "10,74 A"), ("Pfand", "1,50 A"), ("Birnen", "2,98 A"),
        ("Karotten 2kg", "2,99 A"), ("Müsli", "3,99 A"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(_till_receipt_with_card_slip(prices))])
    assert len(fields.line_items) == 5
    assert fields.total == Decimal("22.20")


def test_items_missing_rows_whose_prices_ocr_lost_give_no_net_figure() -> None:
    # OCR read the prices of the rows priced count x price only: the items left and the tax
    # add up to no total, so their sum is no net figure (two rates, no net sum printed)
    rows: Rows = [
        (150, 20, "FRISCHMARKT"), (150, 35, "82256 Fürstenfeldbruck"),
        (150, 50, "Augsburger Str. 32"),
        (120, 90, "Orangennektar"), (120, 105, "Pfand"),
        (120, 120, "Saftige Stückchen"), (130, 135, "2 × 1,49 €"), (300, 135, "2,98 A"),
        (120, 150, "Laktosefreie Milch"), (130, 165, "3 × 0,99 €"), (300, 165, "2,97 A"),
        (120, 180, "Shampoo"),
        (120, 200, "Summe"), (300, 200, "22,20 €"),
        (110, 235, "MwSt"), (160, 235, "Nettobetrag"), (230, 235, "MwSt Anteil"),
        (110, 250, "A 7,00 %"), (160, 250, "10,00 €"), (230, 250, "0,70 €"),
        (110, 265, "B 19,00 %"), (160, 265, "9,66 €"), (230, 265, "1,84 €"),
        (110, 280, "Summe MwSt"), (230, 280, "2,54 €"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [i.amount for i in fields.line_items] == [Decimal("2.98"), Decimal("2.97")]
    assert fields.total == Decimal("22.20")
    assert fields.subtotal is None


def test_a_packs_column_heads_the_quantity_of_a_staggered_header() -> None:
    # a farm's delivery bill: the price headers a little above the date, packs and article
    # headers, their currency under them; each row opens with its delivery date (or none), the
    # packs, then the article's name, its variety in a cell centred on the row
    rows: Rows = [
        (53, 40, "Geflügelhof Sommer GbR"), (53, 52, "Dorfstraße 28, 31246 Ilsede"),
        (53, 100, "Rechnung Nr."), (176, 100, "FP102648"), (343, 100, "Datum"),
        (427, 100, "04.03.2026"),
        (346, 150, "Einzelpreis"), (415, 150, "Gesamtpreis"),
        (53, 157, "Lieferdatum"), (110, 157, "Packungen"), (272, 157, "Artikel"),
        (366, 164, "in €"), (440, 164, "in €"),
        (238, 178, "L br.Freil.(10er)"),
        (60, 187, "02.02.2026"), (134, 187, "42"), (181, 187, "Eier Kl. A"),
        (365, 187, "2,65"), (433, 187, "111,30"),
        (238, 192, "4260694670002"),
        (238, 206, "L br. Freil.(6er)"),
        (134, 215, "30"), (183, 215, "Eier Kl. A"), (365, 215, "1,59"), (436, 215, "47,70"),
        (238, 220, "4260694670019"),
        (344, 260, "Summe"), (452, 260, "159,00"),
        (298, 275, "+ Mwst. 7 %"), (459, 275, "11,13"),
        (344, 290, "Endbetrag"), (452, 290, "170,13 Euro"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items] == [
        ("Eier Kl. A L br.Freil.(10er)", Decimal("42"), Decimal("111.30")),
        ("Eier Kl. A L br. Freil.(6er)", Decimal("30"), Decimal("47.70")),
    ]
