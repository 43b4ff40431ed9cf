"""Figures read by the currency printed beside them or by the shape of a receipt line: an amount
of one decimal with its currency, whole amounts and prices with their currency in a table whose
quantity follows the price, a tax class digit after an amount's sign, an OCR'd space after a
decimal mark, and the "2 x Name à 10,90  21,80" receipt line. Invented pages, no corpus copies."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.table_rows import parse_row
from docproc_pipeline_tests.extract.pages import Rows, fields_of, ocr_page, ocr_row


def test_an_amount_of_one_decimal_with_its_currency_is_money() -> None:
    # a generator printing a float: "1640.5 EUR" is the net total 1,640.50
    rows: Rows = [
        (40, 40, "Rechnung"),
        (40, 60, "Rechnung Nr. 4471  Datum: 03.02.2025"),
        (300, 150, "Nettobetrag:"),
        (420, 150, "1640.5 EUR"),
        (300, 162, "zzgl. 19 % MwSt:"),
        (420, 162, "311.70 EUR"),
        (300, 174, "Gesamtbetrag:"),
        (420, 174, "1952.20 EUR"),
    ]
    fields = fields_of(rows)
    assert fields.subtotal == Decimal("1640.50")
    assert fields.total == Decimal("1952.20")


_PRICE_THEN_QTY: Rows = [
    (40, 40, "Rechnung"),
    (40, 60, "Rechnung Nr. 5512  Datum: 03.02.2025"),
    (40, 120, "Pos"),
    (70, 120, "Leistung"),
    (250, 120, "Einzelpreis"),
    (330, 120, "Anzahl"),
    (400, 120, "Gesamtpreis"),
]


def test_whole_prices_and_amounts_with_their_currency_in_a_price_then_quantity_table() -> None:
    # "100 EUR | 10 | 1100 EUR": the amount as printed, even where quantity x price misses it
    rows: Rows = [
        *_PRICE_THEN_QTY,
        (44, 135, "1"),
        (70, 135, "Router"),
        (260, 135, "100 EUR"),
        (340, 135, "10"),
        (410, 135, "1100 EUR"),
        (44, 148, "2"),
        (70, 148, "Switch"),
        (260, 148, "250 EUR"),
        (340, 148, "4"),
        (410, 148, "1000 EUR"),
        (300, 175, "Gesamtbetrag:"),
        (410, 175, "2100 EUR"),
    ]
    items = fields_of(rows).line_items
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in items] == [
        ("Router", Decimal("10"), Decimal("100.00"), Decimal("1100")),
        ("Switch", Decimal("4"), Decimal("250.00"), Decimal("1000")),
    ]


def test_a_tax_class_digit_after_the_amounts_sign_is_no_amount() -> None:
    row = ocr_row((14, "Kaffee"), (60, "2"), (100, "3,20"), (130, "€"), (171, "6,40"))
    row += ocr_row((200, "€"), (215, "1"))
    item = parse_row(row, ",", None, ocr=True)
    assert item is not None
    assert (item.quantity, item.unit_price, item.amount) == (2, Decimal("3.20"), Decimal("6.40"))


def test_a_receipt_line_of_count_name_each_price_and_amount() -> None:
    row = ocr_row((14, "2"), (24, "x"), (34, "Grillteller"), (104, "à"), (114, "10,90"))
    row += ocr_row((150, "€"), (171, "21,80"), (205, "€"))
    item = parse_row(row, ",", None, ocr=True)
    assert item is not None
    assert (item.description, item.quantity, item.unit_price, item.amount) == (
        "Grillteller",
        Decimal("2"),
        Decimal("10.90"),
        Decimal("21.80"),
    )


def test_a_count_glued_to_its_times_sign_and_an_at_sign() -> None:
    row = ocr_row((14, "3x"), (34, "Espresso"), (104, "@"), (114, "2.10"), (171, "6.30"))
    item = parse_row(row, ".", None, ocr=True)
    assert item is not None
    assert (item.description, item.quantity) == ("Espresso", Decimal("3"))


def test_a_receipt_line_whose_count_does_not_multiply_out_is_left_to_the_row_reader() -> None:
    row = ocr_row((14, "2"), (24, "x"), (34, "Tee"), (64, "à"), (74, "3,00"), (171, "7,00"))
    item = parse_row(row, ",", None, ocr=True)
    assert item is None or item.description != "Tee"


def test_an_ocr_space_after_the_decimal_mark_of_a_total() -> None:
    rows: Rows = [
        (40, 40, "Restaurant Olymp"),
        (40, 60, "Rechnung Nr. 8810"),
        (40, 72, "Datum: 29.09.2025"),
        (40, 120, "Total 29, 90 €"),
        (40, 134, "Nettoumsatz 25,13 €"),
        (40, 148, "MwSt 19% 4,77 €"),
    ]
    page: Page = ocr_page(rows)
    fields, _, _ = parse_invoice([page])
    assert fields.total == Decimal("29.90")


def test_two_figures_a_column_apart_are_not_joined() -> None:
    rows: Rows = [
        (40, 40, "Restaurant Olymp"),
        (40, 60, "Rechnung Nr. 8811"),
        (40, 72, "Datum: 29.09.2025"),
        (40, 120, "Total 29,90 €"),
        (40, 134, "Kassen-Nr. 4,"),
        (200, 134, "12"),
    ]
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert fields.total == Decimal("29.90")


def test_a_total_row_of_net_and_tax_whose_sum_is_printed_below() -> None:
    # the table's total row holds the net and the tax columns; the gross stands on its own
    rows: Rows = [
        (40, 40, "Factura"),
        (40, 60, "Factura nr. 2207  Data: 04.05.2024"),
        (40, 120, "Denumire"),
        (250, 120, "Cant."),
        (300, 120, "Pret"),
        (380, 120, "Valoare"),
        (450, 120, "TVA"),
        (40, 135, "Servicii de curatenie"),
        (250, 135, "1"),
        (300, 135, "400.00"),
        (380, 135, "400.00"),
        (450, 135, "76.00"),
        (300, 150, "TOTAL"),
        (380, 150, "400.00"),
        (450, 150, "76.00"),
        (300, 170, "Total de plata"),
        (450, 182, "476.00"),
    ]
    fields = fields_of(rows)
    assert (fields.subtotal, fields.tax_amount, fields.total) == (
        Decimal("400.00"),
        Decimal("76.00"),
        Decimal("476.00"),
    )


def test_a_total_row_of_two_figures_whose_sum_is_printed_nowhere_keeps_its_last() -> None:
    rows: Rows = [
        (40, 40, "Invoice"),
        (40, 60, "Invoice No: 2208  Date: 04/05/2024"),
        (300, 150, "Total"),
        (380, 150, "12.00"),
        (450, 150, "400.00"),
    ]
    assert fields_of(rows).total == Decimal("400.00")


def _dutch_store_page(tax_rows: Rows) -> Rows:
    return [
        (40, 40, "FACTUUR"),
        (40, 60, "Factuurnummer: 88120  Datum: 12-03-2024"),
        (40, 120, "Omschrijving"),
        (250, 120, "Aantal"),
        (300, 120, "Prijs"),
        (380, 120, "Bedrag"),
        (40, 135, "KOFFIE BONEN 1KG"),
        (250, 135, "2"),
        (300, 135, "20,00"),
        (380, 135, "40,00"),
        (20, 146, "---NONFOOD ARTIKELEN---"),
        (40, 157, "AFWASMIDDEL 1L"),
        (250, 157, "1"),
        (300, 157, "60,00"),
        (380, 157, "60,00"),
        (250, 180, "Netto totaal:"),
        (380, 180, "100,00"),
        *tax_rows,
        (300, 260, "Te betalen"),
        (380, 260, "116,20"),
    ]


_CODED_RATES: Rows = [
    (300, 200, "Excl.BTW"),
    (350, 200, "Code BTW"),
    (420, 200, "BTW"),
    (470, 200, "Totaal"),
    (300, 212, "60,00"),
    (350, 212, "1=21,00%"),
    (420, 212, "12,60"),
    (470, 212, "72,60"),
    (300, 224, "40,00"),
    (350, 224, "5= 9,00%"),
    (420, 224, "3,60"),
    (470, 224, "43,60"),
    (300, 238, "100,00"),
    (420, 238, "16,20"),
    (470, 238, "116,20"),
]


def test_the_dutch_net_total_label_names_the_subtotal() -> None:
    fields = fields_of(_dutch_store_page([]))
    assert fields.subtotal == Decimal("100.00")


def test_tax_rows_whose_rate_carries_its_category_code() -> None:
    fields = fields_of(_dutch_store_page(_CODED_RATES))
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("21.00"), Decimal("60.00"), Decimal("12.60")),
        (Decimal("9.00"), Decimal("40.00"), Decimal("3.60")),
    ]
    assert fields.tax_amount == Decimal("16.20")


def test_a_section_heading_between_rules_ends_no_description() -> None:
    items = fields_of(_dutch_store_page([])).line_items
    assert [i.description for i in items] == ["KOFFIE BONEN 1KG", "AFWASMIDDEL 1L"]


def _argentine_page(*closing: str) -> Rows:
    return [
        (40, 40, "FACTURA B"),
        (40, 60, "Punto de Venta: 00003  Comp. Nro: 00001477"),
        (40, 72, "Fecha de Emisión: 11/02/2023"),
        (300, 150, "Importe Total: $"),
        (420, 150, "1500,00"),
        *((300, 170 + 12 * n, text) for n, text in enumerate(closing)),
    ]


def test_the_expiry_of_the_authorisation_code_is_no_due_date() -> None:
    closing = ("CAE N: 73064284586911", "Fecha de Vto. de CAE: 21/02/2023")
    assert fields_of(_argentine_page(*closing)).due_date is None
    assert fields_of(_argentine_page("CAE:86030547415558 Vto.2023-02-21")).due_date is None


def test_a_due_date_beside_the_authorisation_code_is_still_read() -> None:
    fields = fields_of(_argentine_page("CAE N: 73064284586911", "Fecha de vencimiento: 25/03/2023"))
    assert fields.due_date is not None and fields.due_date.isoformat() == "2023-03-25"


def test_the_french_created_on_label_dates_the_invoice() -> None:
    rows: Rows = [
        (40, 40, "FACTURE"),
        (300, 40, "Facture #: DIR-23007"),
        (300, 52, "Créée le : 14/03/2023"),
        (300, 64, "A régler avant le : 13/04/2023"),
        (300, 150, "Total TTC :"),
        (400, 150, "1200,00 €"),
    ]
    fields = fields_of(rows)
    assert fields.invoice_date is not None and fields.invoice_date.isoformat() == "2023-03-14"


def _totals_grid(rate_head: str) -> Rows:
    return [
        (40, 40, "FACTURA A"),
        (300, 52, "Factura Nº 0005-00011650"),
        (300, 64, "Fecha: 14/02/2023"),
        (40, 200, "SUBTOTAL"),
        (110, 200, rate_head),
        (200, 200, "IVA$"),
        (45, 214, "1,000.00"),
        (125, 214, "21.00"),
        (195, 214, "210.00"),
        (360, 230, "TOTAL"),
        (420, 230, "$"),
        (480, 230, "1,210.00"),
    ]


def test_a_rate_column_of_the_spanish_totals_grid_without_percent_signs() -> None:
    fields = fields_of(_totals_grid("ALICUOTA IVA"))
    assert (fields.tax_rate, fields.tax_amount, fields.subtotal, fields.total) == (
        Decimal("21.00"),
        Decimal("210.00"),
        Decimal("1000.00"),
        Decimal("1210.00"),
    )


def test_a_net_label_on_the_gross_gives_way_to_the_printed_net() -> None:
    # "Total Neto" printed with the gross (total less nothing, its tax at 21 % inside): no net;
    # the total less the tax is printed in the grid, and that is the subtotal
    rows: Rows = [
        *_totals_grid("ALICUOTA IVA"),
        (300, 300, "Descuento:"),
        (400, 300, "$0.00"),
        (300, 312, "Total Neto:"),
        (400, 312, "$1,210.00"),
    ]
    fields = fields_of(rows)
    assert (fields.subtotal, fields.total) == (Decimal("1000.00"), Decimal("1210.00"))
