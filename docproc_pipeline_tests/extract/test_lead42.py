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
