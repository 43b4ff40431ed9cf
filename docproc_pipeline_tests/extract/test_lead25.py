"""Readings found on session 25's development invoices, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

import pytest

from docproc_pipeline.extract.deskew import Skew, deskew_boxes, estimate_skew, estimate_tilt
from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.party_text import is_contact
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import (
    Rows,
    fields_of,
    keystone_boxes,
    ocr_page,
    right_aligned,
)


def _polish_receipt(tax_total_label: str, number_line: str = "Nr paragonu 288985") -> InvoiceFields:
    """A Polish till receipt: gross rows with a rate letter, the payable, a tax summary by
    rate and its total on a line of its own."""
    rows: Rows = [
        (60, 40, "Spółdzielnia Jaremek S.A."), (60, 52, "aleja Kopernika 47/65"),
        (60, 64, "69-522 Swarzędz"), (60, 76, "NIP: PL1820815150"),
        (20, 96, number_line), (20, 108, "1 wrz 2025"),
        (20, 128, "Baterie AA 4szt"), right_aligned(215, 128, "0,77 B"),
        (20, 140, "Woda mineralna 6x1,5L"), right_aligned(215, 140, "38,97 B"),
        (20, 152, "Torba"), right_aligned(215, 152, "38,28 A"),
        (20, 164, "Kawa ziarnista 500g"), right_aligned(215, 164, "15,20 A"),
        (20, 176, "Banany kg"), right_aligned(215, 176, "10,16 B"),
        (20, 196, "RAZEM DO ZAPŁATY"), right_aligned(215, 196, "PLN 103,38"),
        (20, 208, "Płatność kartą"), right_aligned(215, 208, "103,38"),
        (20, 228, "Zestawienie VAT"),
        (40, 240, "Stawka"), (90, 240, "Netto"), (140, 240, "VAT"), (180, 240, "Brutto"),
        (20, 252, "A"), right_aligned(60, 252, "23 %"), right_aligned(115, 252, "43,48"),
        right_aligned(160, 252, "10,00"), right_aligned(215, 252, "53,48"),
        (20, 264, "B"), right_aligned(60, 264, "8 %"), right_aligned(115, 264, "46,20"),
        right_aligned(160, 264, "3,70"), right_aligned(215, 264, "49,90"),
        (20, 276, tax_total_label), right_aligned(215, 276, "13,70"),
    ]  # fmt: skip
    return fields_of(rows)


def test_a_tax_label_followed_by_the_word_total_is_the_tax_total() -> None:
    # "Kwota VAT total  13,70": the total of the tax, not the receipt's total (103,38)
    fields = _polish_receipt("Kwota VAT total")
    assert (fields.total, fields.tax_amount) == (Decimal("103.38"), Decimal("13.70"))
    assert fields.amount_due == Decimal("103.38")


@pytest.mark.parametrize(
    ("line", "number"),
    [
        ("Nr paragonu 288985", "288985"),
        ("Paragon fiskalny nr 4471/12", "4471/12"),
        ("Scontrino n. 0392-25694", "0392-25694"),
        ("N. scontrino 118", "118"),
        ("Fra. simpl. n.º 744441", "744441"),
    ],
)
def test_a_till_receipts_number_is_the_invoice_number(line: str, number: str) -> None:
    assert _polish_receipt("Kwota VAT", number_line=line).invoice_number == number


def test_a_payable_label_qualified_gross_is_the_amount_due() -> None:
    # "Do zapłaty brutto  1046,76 PLN": the payable (gross), one label, under the net sum and
    # the tax of a workshop's invoice
    rows: Rows = [
        (40, 40, "Dreszer-Pleśniak S.A."), (40, 52, "ul. Długa 98"), (40, 64, "09-494 Nysa"),
        (300, 40, "Faktura nr FV/2025/118"), (300, 52, "Data wystawienia: 12.05.2025"),
        (40, 100, "Opis"), (300, 100, "Ilość"), (380, 100, "Cena netto"), (480, 100, "Wartość"),
        (40, 114, "Olej silnikowy 5W-30 (litr)"), right_aligned(330, 114, "4,5"),
        right_aligned(430, 114, "72,66"), right_aligned(530, 114, "326,97"),
        (40, 128, "Filtr powietrza"), right_aligned(330, 128, "2"),
        right_aligned(430, 128, "53,90"), right_aligned(530, 128, "107,80"),
        (350, 160, "Suma netto"), right_aligned(530, 160, "434,77 PLN"),
        (350, 174, "VAT 23 %"), right_aligned(530, 174, "100,00 PLN"),
        (350, 188, "Do zapłaty brutto"), right_aligned(530, 188, "534,77 PLN"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert (fields.subtotal, fields.tax_amount) == (Decimal("434.77"), Decimal("100.00"))
    assert (fields.total, fields.amount_due) == (Decimal("534.77"), Decimal("534.77"))


def test_a_photos_tilt_in_depth_is_undone_row_by_row() -> None:
    rows = keystone_boxes(4.8, 1.4)
    boxes = [box for row, _ in rows for box in row]
    lines = [n for n, (row, _) in enumerate(rows) for _ in row]
    tilt = estimate_tilt(boxes, lines, 600.0, 900.0)
    assert tilt is not None
    assert tilt.change == pytest.approx(-3.4, abs=0.3)
    straight = deskew_boxes(boxes, tilt, 600.0, 900.0)
    for n in range(30):
        row = straight[4 * n : 4 * n + 4]
        assert max(b[1] for b in row) - min(b[1] for b in row) < 2.0
    # one angle for the whole page leaves the head's or the foot's rows slanted across a line
    one = deskew_boxes(boxes, estimate_skew(boxes), 600.0, 900.0)
    spreads = [
        max(b[1] for b in one[k : k + 4]) - min(b[1] for b in one[k : k + 4])
        for k in range(0, 120, 4)
    ]
    assert max(spreads) > 8


def test_a_scan_turned_by_one_angle_has_no_tilt() -> None:
    rows = keystone_boxes(1.2, 1.2)
    boxes = [box for row, _ in rows for box in row]
    lines = [n for n, (row, _) in enumerate(rows) for _ in row]
    assert estimate_tilt(boxes, lines, 600.0, 900.0) is None
    assert Skew(1.2).at(10.0, 900.0) == Skew(1.2).at(890.0, 900.0) == 1.2


def test_a_tilted_pages_word_maps_back_onto_the_picture() -> None:
    rows = keystone_boxes(4.0, 1.0)
    boxes = [box for row, _ in rows for box in row]
    lines = [n for n, (row, _) in enumerate(rows) for _ in row]
    tilt = estimate_tilt(boxes, lines, 600.0, 900.0)
    assert tilt is not None
    straight = deskew_boxes(boxes, tilt, 600.0, 900.0)
    page = Page(1, 600.0, 900.0, source="ocr", skew=tilt.degrees, skew_change=tilt.change)
    for k in (0, 45, 119):
        x0, y0, x1, y1 = straight[k]
        back = page.box_on_picture(Word("w", x0, y0, x1, y1))
        assert back == pytest.approx(boxes[k], abs=1.0)


def test_a_tax_summarys_untitled_rate_column_keeps_its_rows() -> None:
    # "HT  TVA  TTC" over "A 10%  1 680,56  168,06  1 848,62": the rates stand left of the
    # header's first title; the last rate's row is no totals row of the receipt
    rows: Rows = [
        (60, 40, "De Sousa et Fils"), (60, 52, "boulevard Antoine Weiss"), (60, 64, "97667 Guillou"),
        (20, 84, "N° de facture: 2025-7901"), (20, 96, "15.01.2025"),
        (20, 116, "Eau minérale 1,5 l"), (30, 128, "10 x 2,89"), right_aligned(215, 128, "28,90 B"),
        (20, 140, "Circulateur électronique"), (30, 152, "4 x 402,77"),
        right_aligned(215, 152, "1 611,08 A"),
        (20, 164, "Ramette papier A4"), (30, 176, "12 x 5,79"), right_aligned(215, 176, "69,48 A"),
        (20, 196, "Total HT"), right_aligned(215, 196, "1 709,46"),
        (97, 208, "HT"), (147, 208, "TVA"), (203, 208, "TTC"),
        (10, 220, "A"), (24, 220, "10%"), right_aligned(110, 220, "1 680,56"),
        right_aligned(160, 220, "168,06"), right_aligned(215, 220, "1 848,62"),
        (10, 232, "B"), (24, 232, "5,5%"), right_aligned(110, 232, "28,90"),
        right_aligned(160, 232, "1,59"), right_aligned(215, 232, "30,49"),
        (20, 244, "Total TVA"), right_aligned(215, 244, "169,65"),
        (20, 262, "MONTANT TTC EUR"), right_aligned(215, 262, "1 879,11"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert (fields.subtotal, fields.tax_amount, fields.total) == (
        Decimal("1709.46"), Decimal("169.65"), Decimal("1879.11")
    )  # fmt: skip
    assert [(r.rate, r.base) for r in fields.tax_breakdown] == [
        (Decimal("10"), Decimal("1680.56")), (Decimal("5.5"), Decimal("28.90"))
    ]  # fmt: skip


def _letter(customer_address: str, closing: list[str]) -> InvoiceFields:
    """A craftsman's invoice written as a letter: letterhead, addressee, a few priced rows, the
    totals, then a closing paragraph."""
    rows: Rows = [
        (220, 40, "FREY AG"), (200, 52, "Albrechtstrasse 333, 5720 Prilly"),
        (180, 64, "Telefon 033 590 09 45 UID CHE-378.595.012 MWST"),
        (40, 110, "Grob AG"), (40, 122, customer_address),
        (40, 170, "Prilly, 20.01.2026"), (40, 190, "Rechnung RE-2026-0426"),
        (40, 214, "1."), (70, 214, "Helferstunden"), right_aligned(330, 214, "2.5"),
        right_aligned(400, 214, "36.84"), right_aligned(480, 214, "92.10"),
        (40, 226, "2."), (70, 226, "Kupferrohr 15 mm"), right_aligned(330, 226, "52.5"),
        right_aligned(400, 226, "27.58"), right_aligned(480, 226, "1'447.95"),
        (300, 250, "Nettobetrag"), right_aligned(480, 250, "CHF 1'540.05"),
        (300, 262, "USt. 2.6 %"), right_aligned(480, 262, "CHF 40.04"),
        (300, 274, "Summe brutto"), right_aligned(480, 274, "CHF 1'580.09"),
    ]  # fmt: skip
    rows += [(40, 300 + 11 * k, text) for k, text in enumerate(closing)]
    return fields_of(rows)


def test_terms_in_a_closing_paragraph_wrapped_onto_its_next_line() -> None:
    # "von" inside the sentence is no sender's heading (it cut the payable's sentence short,
    # and the amount due went unread); the terms' first word alone is another label's, the
    # phrase goes on under it and its sentence ends there
    fields = _letter(
        "Steffenstrasse 96, 7789 Pratteln",
        [
            "Bitte überweisen Sie den Betrag von CHF 1'580.09 bis zum 19.02.2026. "
            "Zahlungsbedingungen: Zahlbar",
            "sofort ohne Abzug. IBAN CH39 8301 7987 1056 8200 6, BIC GIFTCHMMXXX.",
        ],
    )
    assert fields.payment_terms == "Zahlbar sofort ohne Abzug"
    assert fields.amount_due == Decimal("1580.09")


def test_a_gross_column_after_the_tax_columns_is_no_line_amount() -> None:
    # "... Net price  Total  VAT %  VAT  Gross": the row's amount is its net total (count x
    # net price), which the lines' sum and the net total agree with; the gross is skipped
    xs = (40, 80, 130, 300, 350, 400, 440, 490, 550, 590, 640, 690)
    header = ["No.", "SKU", "Item", "Unit", "Quantity", "Unit price", "Disc. %", "Net price",
              "Total", "VAT %", "VAT", "Gross"]  # fmt: skip
    rows: Rows = [
        (40, 40, "Lawrence and Stephens"), (40, 52, "9958 Melissa Cliffs"),
        (40, 64, "Lake Kristinefurt, MN 28593"),
        (560, 40, "Invoice No.: 2025-6608"), (560, 52, "Date: February 22, 2025"),
    ]  # fmt: skip
    rows += [(x, 100, text) for x, text in zip(xs, header, strict=True)]
    cells = [
        ["10", "44-2175", "Flexible tile adhesive", "kg", "50.5", "8.80", "20", "7.04",
         "355.52", "8.875", "31.55", "387.07"],
        ["20", "75-3051", "Circulation pump", "pcs", "2", "616.20", "0", "616.20",
         "1,232.40", "8.875", "109.38", "1,341.78"],
    ]  # fmt: skip
    for k, row in enumerate(cells):
        y = 114 + 12 * k
        rows += [(x, y, text) for x, text in zip(xs[:4], row[:4], strict=True)]
        rows += [right_aligned(x + 40, y, text) for x, text in zip(xs[4:], row[4:], strict=True)]
    rows += [(560, 150, "Net total"), right_aligned(730, 150, "1,587.92 USD")]
    rows += [(560, 162, "Sales tax 8.875%"), right_aligned(730, 162, "140.93 USD")]
    rows += [(560, 174, "Total"), right_aligned(730, 174, "1,728.85 USD")]
    fields = fields_of(rows)
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("50.5"), Decimal("7.04"), Decimal("355.52")),
        (Decimal("2"), Decimal("616.20"), Decimal("1232.40")),
    ]
    assert (fields.subtotal, fields.total) == (Decimal("1587.92"), Decimal("1728.85"))


@pytest.mark.parametrize(
    "heading", ["FROM / INVOICE TO", "AFZENDER / KLANT", "Absender / Empfänger"]
)
def test_one_heading_naming_both_parties_over_two_blocks_side_by_side(heading: str) -> None:
    rows: Rows = [
        (40, 30, "VAT Invoice"),
        (40, 60, heading), (170, 60, "Grant Group"), (380, 60, "Young-King"),
        (170, 72, "117 Logan Hills"), (380, 72, "465 Ray Street"),
        (170, 84, "East Jamesburgh, HI 43574"), (380, 84, "Carsonshire, RI 40241"),
        (60, 110, "INVOICE #"), (170, 110, "2025-9515"),
        (60, 122, "INVOICE DATE"), (170, 122, "2025-12-27"),
        (60, 150, "DESCRIPTION"), (300, 150, "QUANTITY"), (380, 150, "UNIT PRICE"),
        (470, 150, "LINE TOTAL"),
        (60, 162, "Technical design"), right_aligned(330, 162, "1"),
        right_aligned(430, 162, "1,892.82"), right_aligned(520, 162, "1,892.82"),
        (380, 190, "Invoice total"), right_aligned(520, 190, "$1,892.82"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert (fields.vendor_name, fields.customer_name) == ("Grant Group", "Young-King")
    assert fields.customer_address == "465 Ray Street, Carsonshire, RI 40241"


@pytest.mark.parametrize(
    ("line", "contact"),
    [
        ("Teletone (051 910669640- b01ogg0azc", True),  # OCR: "Telefone", an e-mail garbled
        ("Telcfon -48 729 866", True),  # OCR: "Telefon"
        ("Telemark 12, 3050 Mjøndalen", False),  # a street, its postcode
        ("Teletubbies 1234567", False),
    ],
)
def test_a_phone_line_whose_word_ocr_garbled_is_contact(line: str, contact: bool) -> None:
    # a phone line under the vendor's address ends the address, also when OCR misread a
    # letter of its word
    assert is_contact(line) is contact


def test_a_photographed_bills_count_read_with_its_wrapped_name_is_the_rows_quantity() -> None:
    # a restaurant bill's "1 Hamburger di manzo" over its figures (the name wrapped): the
    # count opens the name's line, the unit price and amount stand on the next
    rows: Rows = [
        (60, 40, "Trattoria Bocelli"), (60, 52, "Borgo Pellegrini, 90"), (60, 64, "12040 Oggiona"),
        (34, 90, "Fattura n. 978324"), (34, 102, "13 gennaio 2025"),
        (34, 124, "3 Insalata Caesar"), (135, 124, "2,59"), (183, 124, "7,77 B"),
        (34, 136, "1 Hamburger di manzo"),
        (135, 148, "24,99"), (179, 148, "24,99 B"),
        (34, 160, "2 Acqua frizzante"), (135, 160, "18,70"), (179, 160, "37,40 A"),
        (36, 184, "TOTALE"), (172, 184, "70,16 €"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items] == [
        ("Insalata Caesar", Decimal("3"), Decimal("7.77")),
        ("Hamburger di manzo", Decimal("1"), Decimal("24.99")),
        ("Acqua frizzante", Decimal("2"), Decimal("37.40")),
    ]


def test_a_receipts_date_and_time_line_is_no_part_of_its_first_item() -> None:
    # a photographed bill: the date and time over the first item, whose name wrapped above its
    # figures (the rows' counts opening their names)
    rows: Rows = [
        (60, 40, "Casa Aurelio S.L."), (60, 52, "Calle Mayor 5"), (60, 64, "28013 Madrid"),
        (28, 90, "Número de factura 552537"),
        (29, 110, "2025-05-21"), (197, 110, "16:38"),
        (30, 130, "1 Hamburguesa de ternera"),
        (142, 140, "15,14"), (189, 140, "15,14 B"),
        (33, 150, "4 Ensalada César"), (144, 150, "30,21"), (187, 150, "120,84 B"),
        (32, 160, "1 Sopa del día"), (148, 160, "3,67"), (196, 160, "3,67 B"),
        (36, 180, "TOTAL A PAGAR"), (166, 180, "139,65 EUR"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [i.description for i in fields.line_items] == [
        "Hamburguesa de ternera", "Ensalada César", "Sopa del día"
    ]  # fmt: skip


def test_a_receipts_sum_that_is_its_tax_summarys_gross_is_the_total() -> None:
    # "SUMA  103,38 zł" (no total label read) over a tax summary whose bases and tax add up to
    # it: the gross rows' total, no net sum printed
    rows: Rows = [
        (60, 40, "Spółdzielnia Jaremek S.A."), (60, 52, "aleja Kopernika 47/65"),
        (60, 64, "69-522 Swarzędz"), (20, 96, "Faktura nr 439592"), (20, 108, "4 września 2025"),
        (20, 128, "2 Woda mineralna"), right_aligned(160, 128, "19,49"),
        right_aligned(215, 128, "38,98 B"),
        (20, 140, "3 Torba"), right_aligned(160, 140, "12,76"), right_aligned(215, 140, "38,28 A"),
        (20, 152, "1 Kawa ziarnista"), right_aligned(160, 152, "26,12"),
        right_aligned(215, 152, "26,12 B"),
        (20, 172, "SUMA"), right_aligned(215, 172, "103,38 zł"),
        (20, 192, "Podsumowanie VAT"),
        (40, 204, "Stawka"), (90, 204, "Netto"), (140, 204, "VAT"), (180, 204, "Brutto"),
        (20, 216, "A"), right_aligned(60, 216, "23 %"), right_aligned(115, 216, "31,12"),
        right_aligned(160, 216, "7,16"), right_aligned(215, 216, "38,28"),
        (20, 228, "B"), right_aligned(60, 228, "8 %"), right_aligned(115, 228, "60,28"),
        right_aligned(160, 228, "4,82"), right_aligned(215, 228, "65,10"),
        (20, 240, "Kwota VAT total"), right_aligned(215, 240, "11,98"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert (fields.subtotal, fields.total) == (None, Decimal("103.38"))
    assert fields.tax_amount == Decimal("11.98")


def test_terms_end_before_a_sentence_of_bank_details() -> None:
    # a scanned letter's closing line: the terms, then the account in the same line
    fields = _letter(
        "Steffenstrasse 96, 7789 Pratteln",
        ["Zahlbar sofort ohne Abzug. IBAN CH70 8117 9352 9350 8072 4, BIC ZDFCCHMM."],
    )
    assert fields.payment_terms == "Zahlbar sofort ohne Abzug"


def test_an_ocr_bar_between_an_address_line_and_its_town_parts_them() -> None:
    # a sender's middle dots OCR read as bars without spaces
    rows: Rows = [
        (40, 30, "Strzoda s.c."), (40, 42, "ul. Drzymały 561|78-740 Zambrów|tel. +48 601 267 847"),
        (40, 90, "Faktura nr FV/2026/118"), (40, 102, "Data wystawienia: 12.05.2026"),
        (40, 130, "Nazwa"), (300, 130, "Ilość"), (380, 130, "Cena"), (480, 130, "Wartość"),
        (40, 142, "Usługa projektowa"), (300, 142, "1"), (380, 142, "1200,00"),
        (480, 142, "1200,00"),
        (380, 170, "Razem"), (480, 170, "1476,00 zł"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert fields.vendor_address == "ul. Drzymały 561, 78-740 Zambrów"
