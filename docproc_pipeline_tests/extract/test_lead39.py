"""Readings found on session 39's development sets, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _receipt_rows() -> Rows:
    # a till receipt's item rows, each with its VAT category after the price
    return [
        (30, 112, "JOGURT NATURALNY 400G C  1 x2,49 2,49C"),
        (30, 124, "PORCJA ROSOL Z/KUR C 1,286 x2,19 2,82C"),
        (30, 136, "POMIDOR MALINOWY KG C"), (150, 136, "0,375 x13,99 5,25C"),
        (30, 148, "KOPYTKA 500G C"), (150, 148, "1 x5,75 5,75C"),
        (30, 172, "SUMA PLN"), (190, 172, "16,31"),
    ]  # fmt: skip


def test_a_crop_of_a_receipts_rows_names_no_vendor() -> None:
    # a photo of the rows alone: the first row is no letterhead's name
    fields = fields_of(_receipt_rows(), source="ocr")
    assert fields.vendor_name is None
    assert fields.total == Decimal("16.31")


def _logo_receipt() -> Rows:
    # a till receipt whose name is a logo (no text): its street, town and ids head it, and
    # an unpriced line among the rows below (a bottle deposit's heading)
    goods = [
        "ZITRONE",
        "APFEL",
        "MILCH",
        "BUTTER",
        "BROT",
        "EIER",
        "KAFFEE",
        "TEE",
        "REIS",
        "SALZ",
        "ZUCKER",
        "MEHL",
        "KAESE",
        "WURST",
        "BANANEN",
        "TOMATEN",
        "GURKE",
        "HONIG",
    ]
    rows = [(20, 112 + 12 * k, name) for k, name in enumerate(goods)]
    rows += [(130, 112 + 12 * k, "1,00 B") for k in range(len(goods))]
    return [
        (30, 40, "Kastanienallee 17"), (40, 52, "10435 Berlin"),
        (40, 64, "Tel. 030 4412345"), (20, 76, "UID DE812706034"),
        (130, 100, "EUR"),
        *rows,
        (20, 340, "LEERGUT EINWEG"),
        (20, 352, "PFANDRUECKGABE"), (130, 352, "-0,25 A"),
        (20, 376, "SUMME"), (100, 376, "EUR"), (130, 376, "17,75"),
    ]  # fmt: skip


def test_a_receipt_under_a_logo_keeps_its_store_address_and_no_row_as_its_name() -> None:
    fields = fields_of(_logo_receipt(), source="ocr")
    assert fields.vendor_name is None
    assert fields.vendor_address == "Kastanienallee 17, 10435 Berlin"


def _vat_rate_grid(rate: str) -> Rows:
    # a grid printing each row's VAT rate under "VAT rate" (its figures right-aligned under
    # the whole name, past the "VAT" word) and the VAT and gross after the net value
    header = [
        (49, 150, "No."),
        (128, 150, "Details"),
        (221, 150, "Units"),
        (256, 150, "Unit"),
        (292, 150, "Net price"),
        (350, 150, "Net value"),
        (398, 150, "VAT rate"),
        (450, 150, "VAT"),
        (509, 150, "Gross"),
    ]
    row = [
        (52, 170, "1"),
        (68, 170, "Office cleaning, weekly"),
        (240, 170, "3"),
        (252, 170, "month"),
        (300, 170, "607.43"),
        (350, 170, "1,822.29"),
        (406, 170, rate),
        (459, 170, "120.73"),
        (510, 170, "1,943.02"),
    ]
    return [
        (40, 40, "Miles Logistics Inc."), (40, 52, "2428 Brown Grove"),
        (40, 64, "North Coryville, MO 01083"), (300, 40, "Invoice Number: F2026-04167"),
        (300, 52, "Issue Date: April 7, 2026"), *header, *row,
        (300, 200, "Totals"), (350, 200, "1,822.29"), (459, 200, "120.73"),
        (510, 200, "1,943.02"), (40, 230, "Please Pay: $1,943.02"),
    ]  # fmt: skip


def test_a_rate_of_three_decimals_under_a_vat_rate_header_is_no_quantity() -> None:
    fields = fields_of(_vat_rate_grid("6.625"))
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("3"), Decimal("607.43"), Decimal("1822.29"))
    ]


def _wrapped_vat_heads(heading: str) -> Rows:
    # a grid whose narrow VAT-rate cell wraps its compound name mid-word ("MwSt.-S" over
    # "atz"), a VAT-amount column named as a compound ("USt.-Betrag"), and the tax summary
    # printed under the totals row in the grid's columns
    return [
        (45, 40, "Schmid Druckerei GmbH"), (45, 52, "Bühlerstrasse 98"), (45, 64, "8492 Rüti"),
        (360, 40, "Rechnungs-Nr.: 202523995"), (360, 52, "Belegdatum: 10.09.2025"),
        (30, 150, "Nr."), (60, 150, "Artikel"), (190, 150, "Anzahl"),
        (240, 150, "Einzelpreis"), (310, 150, "Nettowert"), (370, 150, "MwSt.-S"),
        (420, 150, "USt.-Betrag"), (490, 150, "Bruttowert"), (376, 160, "atz"),
        (32, 180, "1"), (60, 180, "Tonerkartusche schwarz"), (210, 180, "4"),
        (255, 180, "118.37"), (320, 180, "473.48"), (380, 180, "8.1"), (440, 180, "38.35"),
        (500, 180, "511.83"),
        (32, 192, "2"), (60, 192, "Entsorgung Altmaterial"), (210, 192, "1"),
        (255, 192, "121.04"), (320, 192, "121.04"), (380, 192, "3.8"), (440, 192, "4.60"),
        (500, 192, "125.64"),
        (250, 210, "Summe"), (320, 210, "594.52"), (440, 210, "42.95"), (500, 210, "637.47"),
        (220, 222, heading), (320, 222, "473.48"), (380, 222, "8.1"), (440, 222, "38.35"),
        (500, 222, "511.83"),
        (320, 234, "121.04"), (380, 234, "3.8"), (440, 234, "4.60"), (500, 234, "125.64"),
        (45, 260, "Zahlbetrag: 637.47 CHF"),
    ]  # fmt: skip


def test_vat_heads_wrapped_mid_word_or_named_as_compounds_are_skipped_columns() -> None:
    fields = fields_of(_wrapped_vat_heads("USt.-Aufstellung"))
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("4"), Decimal("118.37"), Decimal("473.48")),
        (Decimal("1"), Decimal("121.04"), Decimal("121.04")),
    ]


def test_a_tax_summarys_heading_beside_its_first_row_gives_no_tax_amount() -> None:
    # the first row's base after "USt.-Aufstellung" is no tax amount (the totals row's tax
    # column is not read as one here: none is better than the base)
    assert fields_of(_wrapped_vat_heads("USt.-Aufstellung")).tax_amount != Decimal("473.48")


def _italian_grid() -> Rows:
    # a grid whose totals row is labelled "Somma" under the net, tax and gross columns, the
    # summary by rate printed under it in the same columns ("di cui" opening its first row)
    return [
        (45, 40, "Ferri Impianti S.r.l."), (45, 52, "Via Roma 12"), (45, 64, "20121 Milano"),
        (360, 40, "Fattura n. 2026/118"), (360, 52, "Data: 12/03/2026"),
        (30, 150, "N."), (60, 150, "Articolo"), (190, 150, "Quantità"),
        (240, 150, "Prezzo netto"), (310, 150, "Imponibile"), (370, 150, "Aliquota"),
        (430, 150, "IVA"), (490, 150, "Totale"),
        (32, 170, "1"), (60, 170, "Manodopera tecnico"), (210, 170, "9"),
        (255, 170, "35,67"), (320, 170, "321,03"), (380, 170, "22"), (440, 170, "70,63"),
        (500, 170, "391,66"),
        (32, 182, "2"), (60, 182, "Viti truciolare 4x40"), (210, 182, "500"),
        (255, 182, "0,065"), (320, 182, "32,50"), (380, 182, "4"), (440, 182, "1,30"),
        (500, 182, "33,80"),
        (250, 200, "Somma"), (320, 200, "353,53"), (440, 200, "71,93"), (500, 200, "425,46"),
        (250, 212, "di cui"), (320, 212, "321,03"), (380, 212, "22"), (440, 212, "70,63"),
        (500, 212, "391,66"),
        (320, 224, "32,50"), (380, 224, "4"), (440, 224, "1,30"), (500, 224, "33,80"),
        (45, 250, "Importo dovuto: EUR 425,46"),
    ]  # fmt: skip


def test_a_somma_row_closes_the_grid_and_the_rows_under_it_are_the_tax_summary() -> None:
    fields = fields_of(_italian_grid(), source="ocr")
    assert len(fields.line_items) == 2
    assert (fields.subtotal, fields.tax_amount) == (Decimal("353.53"), Decimal("71.93"))
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("22.00"), Decimal("321.03"), Decimal("70.63")),
        (Decimal("4.00"), Decimal("32.50"), Decimal("1.30")),
    ]


def _receipt_invoice() -> Rows:
    # a till's invoice: the buyer's name under its label, then the items, each name over its
    # indented count and price
    return [
        (22, 14, "Hesse IT-Service GmbH & Co. KG"), (63, 26, "Viola-Heintze-Straße 8"),
        (70, 37, "12694 Tirschenreuth"), (68, 58, "UID-Nr.: DE987123565"),
        (91, 82, "Rechnung"), (14, 93, "Beleg-Nr. 2025/1605"), (14, 105, "Belegdatum 25.06.2025"),
        (15, 151, "Rechnungsadresse:"), (14, 162, "Ruppersberger IT-Service e.K."),
        (14, 176, "Kopierpapier A4, 80 g/m², 500 Blatt"),
        (24, 188, "50 × 4,43"), (150, 188, "221,50"),
        (14, 200, "Entsorgung Altmaterial"), (24, 212, "1 x 115,79"), (150, 212, "115,79"),
        (14, 236, "Nettobetrag"), (130, 236, "337,29 EUR"),
        (14, 248, "USt. 19%"), (130, 248, "64,09 EUR"),
        (14, 260, "Endbetrag"), (130, 260, "401,38 EUR"),
    ]  # fmt: skip


def test_an_items_name_over_its_indented_count_is_no_line_of_the_buyers_address() -> None:
    fields = fields_of(_receipt_invoice(), source="ocr")
    assert fields.customer_name == "Ruppersberger IT-Service e.K."
    assert fields.customer_address is None


def _labelled_buyer_over_items() -> Rows:
    # a narrow receipt-like invoice: the buyer named after its label, the items right under
    # it at the same indent, each name over its count and price
    return [
        (51, 11, "Williams and Sons"), (76, 24, "00827 Rick Point"), (80, 33, "6962 Viganello"),
        (87, 72, "FATTURA"), (12, 82, "FATTURA N."), (90, 82, "A73-9062"),
        (12, 92, "DATA"), (90, 92, "07.04.2025"),
        (11, 132, "CLIENTE: Greer-Davis"),
        (12, 151, "Carta A4 80 g, risma"), (12, 161, "1 x 7.88"), (120, 161, "7.88"),
        (12, 171, "Consulenza tecnica"), (12, 181, "0.25 x 66.00"), (120, 181, "16.50"),
        (11, 220, "TOTALE IMPONIBILE"), (110, 220, "24.38 CHF"),
        (12, 230, "IVA 8.1 %"), (110, 230, "1.97 CHF"),
        (12, 240, "TOTALE FATTURA"), (110, 240, "26.35 CHF"),
    ]  # fmt: skip


def test_a_buyers_block_running_into_the_items_has_no_address() -> None:
    fields = fields_of(_labelled_buyer_over_items(), source="ocr")
    assert fields.customer_name == "Greer-Davis"
    assert fields.customer_address is None


def _sections_of_one_item() -> Rows:
    # an item table in sections, each of one item and closed by its labelled subtotal
    return [
        (40, 40, "Bray-Chamberlain"), (40, 52, "82 Jacob Well"), (40, 64, "Natashafurt N1F 1SJ"),
        (330, 40, "Sales Invoice"), (330, 52, "Reference: INV-2025-5852"),
        (40, 140, "Item"), (220, 140, "Hrs/Qty"), (300, 140, "Unit Price"), (400, 140, "Line Total"),
        (40, 160, "Materials"),
        (40, 172, "Software licence, annual"), (230, 172, "2 seat"), (310, 172, "377.70"),
        (410, 172, "755.40"),
        (40, 184, "Section subtotal Materials"), (410, 184, "755.40"),
        (40, 204, "Labour"),
        (40, 216, "Graphic design, brochure"), (230, 216, "3.75 h"), (310, 216, "47.00"),
        (410, 216, "176.25"),
        (40, 228, "Section subtotal Labour"), (410, 228, "176.25"),
        (330, 260, "Net Amount"), (410, 260, "GBP 931.65"),
        (330, 272, "Tax 20 %"), (410, 272, "GBP 186.33"),
        (330, 284, "Total"), (410, 284, "GBP 1,117.98"),
    ]  # fmt: skip


def test_a_labelled_subtotal_under_a_section_of_one_item_is_no_item() -> None:
    fields = fields_of(_sections_of_one_item())
    assert [i.description for i in fields.line_items] == [
        "Software licence, annual",
        "Graphic design, brochure",
    ]
