"""Readings found on real invoices of session 12's development set, each on an invented page."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import fields_of, page_from_rows


def _rows(fields) -> list[tuple]:
    return [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items]


def test_a_tax_group_letter_after_the_rows_rate_is_skipped_like_the_rate() -> None:
    # an accounting program prints each row's tax as "21% G" (rate and tax group)
    page = [
        (40, 40, "Taller Ejemplo S.L."), (40, 52, "Factura F-2031"),
        (40, 100, "Descripción"), (300, 100, "Cantidad"), (360, 100, "Precio unitario"),
        (440, 100, "Impuestos"), (510, 100, "Importe"),
        (40, 116, "Revisión de caldera"), (310, 116, "2,00"), (380, 116, "45,00"),
        (445, 116, "21% G"), (505, 116, "90,00 €"),
        (40, 130, "Filtro de repuesto"), (310, 130, "1,00"), (380, 130, "12,50"),
        (445, 130, "21% G"), (505, 130, "12,50 €"),
        (360, 160, "Importe base"), (505, 160, "102,50 €"),
        (360, 172, "IVA 21%"), (505, 172, "21,53 €"),
        (360, 184, "Total"), (505, 184, "124,03 €"),
    ]  # fmt: skip
    assert _rows(fields_of(page)) == [
        ("Revisión de caldera", Decimal("2"), Decimal("45.00"), Decimal("90.00")),
        ("Filtro de repuesto", Decimal("1"), Decimal("12.50"), Decimal("12.50")),
    ]


_SELLER = [
    (40, 40, "Sprzedawca"), (40, 52, "Firma Przykład sp. z o.o."),
    (40, 64, "ul. Długa 5, 00-001 Warszawa"), (300, 40, "FAKTURA VAT nr 7/26"),
]  # fmt: skip


def test_a_mark_in_the_rate_cell_of_a_total_row_is_no_figure_of_it() -> None:
    # "Razem | 300.00 | x | 69.00 | 369.00": net, a mark under the rate column, tax, gross
    fields = fields_of([
        *_SELLER, (250, 170, "Razem"), (300, 170, "300.00"), (365, 170, "x"),
        (420, 170, "69.00"), (480, 170, "369.00"),
    ])  # fmt: skip
    assert (fields.subtotal, fields.tax_amount, fields.total) == (
        Decimal("300.00"), Decimal("69.00"), Decimal("369.00"),
    )  # fmt: skip


def test_a_bare_rate_under_a_header_stacked_over_lines_is_the_tax_rate() -> None:
    # the rate column's header "Stawka" over "VAT" in a header of five lines, the rate "23"
    # printed without "%" in a row whose description wraps over the lines around its figures
    page = [
        *_SELLER, (60, 100, "Poz."), (300, 100, "Cena"),
        (140, 105, "Symbol"), (340, 105, "Wartość"), (390, 105, "Stawka"), (430, 105, "Kwota"),
        (480, 105, "Wartość"),
        (55, 110, "faktury"), (90, 110, "Nazwa usługi"), (200, 110, "Jm"), (240, 110, "Ilość"),
        (300, 110, "jednostkowa"),
        (140, 115, "PKWIU"), (340, 115, "netto"), (390, 115, "VAT"), (430, 115, "VAT"),
        (480, 115, "brutto"),
        (60, 121, "VAT"), (300, 121, "netto"),
        (90, 131, "Usługa serwisowa"), (90, 141, "w siedzibie klienta"),
        (60, 146, "1"), (140, 146, "71.12B"), (200, 146, "usł."), (245, 146, "2"),
        (300, 146, "150"), (340, 146, "300"), (392, 146, "23"), (430, 146, "69"),
        (480, 146, "369"),
        (90, 151, "zgodnie z umową"), (90, 161, "nr 12/2026"),
        (300, 200, "Razem"), (340, 200, "300.00"), (392, 200, "x"), (430, 200, "69.00"),
        (480, 200, "369.00"),
        (40, 230, "Razem do zapłaty: 369.00 zl"),
    ]  # fmt: skip
    fields = fields_of(page)
    assert (fields.tax_amount, fields.tax_rate) == (Decimal("69.00"), Decimal("23.00"))


def _totals_grid() -> list:
    # a pre-printed form's totals: a row of labels over a row of figures, the last figure
    # (the total) under no label
    return [
        (300, 40, "Factura"), (300, 52, "0008-00012345"), (300, 64, "01/11/2022"),
        (40, 100, "Comercial Ejemplo S.A."), (40, 112, "Avda. 12 - 340, 7600 Mar del Plata"),
        (40, 160, "Articulo"), (200, 160, "Cantidad"), (280, 160, "Precio"), (360, 160, "Importe"),
        (40, 174, "Semillas de girasol (IVA 21.00%)"), (205, 174, "10,0000"),
        (275, 174, "150,0000"), (360, 174, "1.500,00"),
        (60, 400, "GRAVADO"), (130, 400, "Impuestos"), (220, 400, "Sub Total"), (322, 400, "IVA"),
        (66, 414, "1.500,00"), (154, 414, "0,00"), (222, 414, "1.500,00"), (303, 414, "315,00"),
        (432, 414, "$"), (467, 414, "1.815,00"),
    ]  # fmt: skip


def test_labels_over_a_row_of_figures_only_are_a_grid_of_totals() -> None:
    fields = fields_of(_totals_grid())
    assert (fields.subtotal, fields.tax_amount) == (Decimal("1500.00"), Decimal("315.00"))


def test_the_unlabelled_figure_closing_net_and_tax_in_their_row_is_the_total() -> None:
    assert fields_of(_totals_grid()).total == Decimal("1815.00")


def test_a_unit_word_of_six_letters_in_its_own_cell_is_no_part_of_the_description() -> None:
    # the unit column has no header of its own ("Litros", "Stunden" a cell apart)
    page = [
        (300, 40, "Factura"), (300, 52, "0008-00012345"), (40, 100, "Comercial Ejemplo S.A."),
        (40, 160, "Articulo"), (230, 160, "Cantidad"), (300, 160, "Precio"), (380, 160, "Importe"),
        (40, 174, "Aceite de oliva (IVA 21.00%)"), (205, 174, "Litros"), (245, 174, "10,0000"),
        (300, 174, "15,0000"), (380, 174, "150,00"),
    ]  # fmt: skip
    assert [i.description for i in fields_of(page).line_items] == ["Aceite de oliva (IVA 21.00%)"]


def _synthesis_page(hyphen: str) -> list:
    # an e-invoicing platform's summary of an invoice: label/value rows, its text layer's
    # hyphens U+2010 in dates and in the number
    return [
        (56, 40, "Données de facturation"),
        (62, 60, "Numéro de facture:"), (200, 60, f"PDP{hyphen}x7Fq2"),
        (62, 74, "Date de la facture:"), (200, 74, f"18{hyphen}08{hyphen}2026"),
        (62, 88, "Date d'échéance:"), (200, 88, f"25{hyphen}08{hyphen}2026"),
        (62, 120, "Montant total HT"), (300, 120, "972,00"),
        (62, 134, "Montant total TVA"), (300, 134, "194,40"),
        (62, 148, "Montant TTC"), (300, 148, "1 166,40"),
        (62, 162, "Total des paiements aux tiers"), (300, 162, "0,00"),
        (62, 176, "Montant à régler"), (300, 176, "1 166,40"),
    ]  # fmt: skip


def test_dates_and_numbers_with_a_unicode_hyphen_are_read() -> None:
    fields = fields_of(_synthesis_page("\u2010"))
    assert (fields.invoice_number, str(fields.invoice_date), str(fields.due_date)) == (
        "PDP\u2010x7Fq2", "2026-08-18", "2026-08-25",
    )  # fmt: skip


def test_montant_total_ht_is_the_net() -> None:
    fields = fields_of(_synthesis_page("-"))
    assert (fields.subtotal, fields.total) == (Decimal("972.00"), Decimal("1166.40"))


def test_a_unit_after_the_quantity_left_of_the_description_is_no_quantity() -> None:
    # the quantity column before the description, its unit printed right after the figure
    page = [
        (40, 40, "Beispiel Netz GmbH"), (40, 80, "Rechnung Nr. 2024301"),
        (58, 120, "Pos"), (107, 120, "Menge"), (170, 120, "Text"), (393, 120, "Einzelpreis"),
        (493, 120, "Gesamtpreis"),
        (62, 140, "1"), (102, 140, "2,00"), (126, 140, "mtl."), (170, 140, "Glasfaser Business"),
        (413, 140, "49,50 €"), (523, 140, "99,00 €"),
        (62, 230, "Gesamt Netto"), (523, 230, "99,00 €"),
    ]  # fmt: skip
    assert _rows(fields_of(page)) == [
        ("Glasfaser Business", Decimal("2"), Decimal("49.50"), Decimal("99.00"))
    ]


def _freelancer_page() -> list:
    # an invoicing app's output: its number left as a placeholder, a float printed as the total
    return [
        (80, 40, "Max Beispiel - Hafenstraße 3 - 27568 Bremerhaven"),
        (80, 80, "Firma Kunde GmbH"), (80, 92, "Lindenweg 12a"), (80, 104, "27568 Bremerhaven"),
        (339, 120, "Rechnungs-Nr."), (434, 120, ">Rechnungsnummer<"),
        (354, 132, "Kunden-Nr."), (510, 132, "1000"),
        (327, 144, "Rechnungsdatum"), (480, 144, "21.05.2025"),
        (70, 180, "Rechnung"),
        (77, 220, "Bezeichnung"), (380, 220, "Stunden"), (440, 220, "€/h"), (500, 220, "Gesamt"),
        (77, 240, "Netzwerk eingerichtet"), (385, 240, "4,0"), (445, 240, "25"),
        (500, 240, "100,00 €"),
        (388, 280, "Gesamtbetrag:"), (500, 280, "100,0 €"),
        (77, 320, "Zahlbar ohne Abzüge innerhalb von 14 Tagen nach Erhalt der Rechnung"),
    ]  # fmt: skip


def test_a_placeholder_in_the_number_cell_is_no_label_over_another_number() -> None:
    # ">Rechnungsnummer<" holds a label word: not a label whose value is the customer number
    assert fields_of(_freelancer_page()).invoice_number is None


def test_a_figure_with_one_decimal_beside_its_currency_is_money() -> None:
    assert fields_of(_freelancer_page()).total == Decimal("100.00")


def test_zahlbar_ohne_abzuege_is_a_payment_phrase() -> None:
    assert fields_of(_freelancer_page()).payment_terms == (
        "Zahlbar ohne Abzüge innerhalb von 14 Tagen nach Erhalt der Rechnung"
    )


def _pre_printed_form() -> list:
    # a pre-printed form: its labels printed as artwork, the date alone under the number;
    # "$" amounts with decimal commas (a peso, not a dollar)
    return [
        (357, 56, "Factura"), (376, 84, "0008-00021658"), (399, 109, "01/11/2022"),
        (79, 227, "Comercial Ejemplo S.A."), (79, 239, "Avda. 56 - 2801"),
        (33, 325, "Articulo"), (412, 325, "Cantidad"), (456, 325, "Precio"), (519, 325, "Importe"),
        (34, 337, "Semillas de girasol"), (412, 337, "10,0000"), (456, 337, "1.035,6060"),
        (519, 337, "10.356,06"),
        (416, 646, "Vencimiento:"), (490, 646, "01/11/2022"),
        (61, 700, "Sub Total"), (160, 700, "Total"),
        (61, 712, "$ 10.356,06"), (160, 712, "$ 10.356,06"),
    ]  # fmt: skip


def test_slash_dates_beside_decimal_comma_dollars_are_day_first() -> None:
    assert str(fields_of(_pre_printed_form()).due_date) == "2022-11-01"


def test_an_unlabelled_date_equal_to_a_labelled_one_elsewhere_is_still_read() -> None:
    # the due date's label reads "01/11/2022" far below: the same date under the number is none
    # of that label's
    assert str(fields_of(_pre_printed_form()).invoice_date) == "2022-11-01"


def _no_description_head(source: str) -> list[tuple]:
    page = [
        (20, 40, "Servicios Agrícolas Ejemplo S.L."), (20, 52, "CIF B12345678"),
        (300, 80, "FACTURA"), (300, 92, "A 2100270"),
        (300, 130, "CANTIDAD"), (370, 130, "PRECIO"), (450, 130, "TOTAL"),
        (20, 146, "Tratamiento de frutales contra plagas"),
        (300, 146, "10,00"), (370, 146, "19,00"), (450, 146, "190,00"),
        (20, 200, "Base Imp."), (120, 200, "IVA%"), (200, 200, "IVA"), (280, 200, "TOTAL"),
        (20, 212, "190,00"), (120, 212, "10,00"), (200, 212, "19,00"), (280, 212, "209,00"),
    ]  # fmt: skip
    return [fields_of(page, source=source).line_items[0].description]


def test_the_text_left_of_a_header_without_a_description_cell_is_the_description() -> None:
    # the header's first cell heads the quantity: the description is the text left of it
    assert _no_description_head("ocr") == ["Tratamiento de frutales contra plagas"]


def test_a_till_stamp_with_its_time_before_the_date_dates_the_receipt() -> None:
    rows = [
        (70, 50, "EXAMPLE GENERAL DEALERS"), (35, 84, "TAX INVOICE"),
        (37, 100, "Opened at 18:28:22 4/19/2025"),
        (34, 120, "QTY ITEM"), (175, 120, "TOTAL"),
        (38, 134, "2"), (60, 134, "@6.00 soya chunks"), (175, 134, "12.00"),
        (34, 160, "TOTAL incl VAT"), (175, 160, "12.00"),
        (33, 180, "Cash"), (175, 180, "50.00"), (33, 192, "CHANGE"), (175, 192, "38.00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([replace(page_from_rows(rows), source="ocr")])
    assert str(fields.invoice_date) == "2025-04-19"


def test_a_postcode_opening_with_a_currency_word_names_no_currency() -> None:
    # "DH9 0TB" (a British postcode) is no dirham: no currency is printed at all
    page = [
        (40, 40, "Example Chemicals Ltd"), (40, 52, "1 Main Street"), (40, 64, "Townsville"),
        (40, 76, "DH9 0TB"), (400, 40, "INVOICE"), (400, 52, "Invoice number 914285"),
        (40, 120, "Description"), (300, 120, "Qty"), (360, 120, "Unit price"),
        (450, 120, "Line total"),
        (40, 134, "Catalyst"), (305, 134, "10"), (360, 134, "59.99"), (450, 134, "599.90"),
        (360, 170, "Total"), (450, 170, "599.90"),
    ]  # fmt: skip
    assert fields_of(page).currency is None


def test_impuestos_with_its_colon_labels_the_tax_total() -> None:
    page = [
        (40, 40, "Talleres Ejemplo S.A."), (300, 40, "Nº Documento: 0017819571"),
        (40, 120, "Pos"), (80, 120, "Denominación"), (300, 120, "Cantidad"),
        (380, 120, "Precio neto"),
        (40, 134, "000001"), (80, 134, "BOLSA"), (305, 134, "1"), (380, 134, "55,03 EUR"),
        (300, 160, "Valor neto final:"), (380, 160, "55,03 EUR"),
        (300, 172, "Impuestos:"), (380, 172, "11,56 EUR"),
        (300, 184, "Total factura:"), (380, 184, "66,59 EUR"),
    ]  # fmt: skip
    assert fields_of(page).tax_amount == Decimal("11.56")


def test_a_number_printed_in_digit_groups_is_one_number() -> None:
    page = [
        (40, 40, "Beispiel Telekom GmbH"), (357, 86, "Rechnungsnummer"), (507, 86, "726 752 5181"),
        (357, 98, "Datum"), (507, 98, "14.04.2026"), (62, 140, "Summe Betrag"), (530, 140, "50,37 €"),
    ]  # fmt: skip
    assert fields_of(page).invoice_number == "726 752 5181"


def test_a_row_printing_net_and_gross_figures_is_read_by_its_net_ones() -> None:
    # unit price net, the rate, unit price gross, amount net, amount gross
    page = [
        (40, 40, "SPRZEDAWCA"), (40, 52, "Firma Przykład sp. z o.o."),
        (300, 40, "FAKTURA Nr: 110/06/2025"),
        (348, 100, "Cena"), (430, 100, "Cena"), (480, 100, "Wartość"), (530, 100, "Wartość"),
        (40, 110, "Lp."), (60, 110, "Towar / Usługa"), (250, 110, "J.m."), (300, 110, "Ilość"),
        (392, 110, "VAT"),
        (348, 120, "netto"), (430, 120, "brutto"), (480, 120, "netto"), (530, 120, "brutto"),
        (43, 134, "1"), (60, 134, "Opłata za gaz"), (305, 134, "2,00"), (348, 134, "100,00"),
        (392, 134, "23%"), (430, 134, "123,00"), (480, 134, "200,00"), (530, 134, "246,00"),
        (400, 160, "Razem w PLN:"), (480, 160, "200,00"), (530, 160, "246,00"),
    ]  # fmt: skip
    assert _rows(fields_of(page)) == [
        ("Opłata za gaz", Decimal("2"), Decimal("100.00"), Decimal("200.00"))
    ]


def test_a_rebate_column_is_skipped_like_a_discount_column() -> None:
    page = [
        (40, 40, "Example Chemicals Ltd"), (400, 40, "INVOICE"), (400, 52, "INVOICE NUMBER 914285"),
        (40, 120, "ITEM #"), (90, 120, "DESCRIPTION"), (250, 120, "QTY"), (290, 120, "UNIT"),
        (330, 120, "UNIT PRICE"), (400, 120, "REBATE"), (470, 120, "LINE TOTAL"),
        (40, 134, "M0061"), (90, 134, "Catalyst"), (252, 134, "10"), (290, 134, "Ea."),
        (340, 134, "59.99"), (405, 134, "9.99"), (480, 134, "500.00"),
        (400, 170, "Subtotal"), (480, 170, "500.00"),
    ]  # fmt: skip
    assert _rows(fields_of(page)) == [
        ("Catalyst", Decimal("10"), Decimal("59.99"), Decimal("500.00"))
    ]


def test_a_position_number_before_text_left_of_a_centred_header_is_no_figure() -> None:
    # "Towar / Usługa" centred over a wide column: the row's text starts left of it, after
    # its position number
    page = [
        (40, 40, "SPRZEDAWCA"), (40, 52, "Firma Przykład sp. z o.o."),
        (300, 40, "FAKTURA Nr: 110/06/2025"),
        (40, 110, "Lp."), (130, 110, "Towar / Usługa"), (270, 110, "J.m."), (310, 110, "Ilość"),
        (360, 110, "Cena"), (480, 110, "Wartość"),
        (43, 130, "1"), (56, 130, "Opłata za gaz"), (319, 130, "2,00"), (353, 130, "100,00"),
        (481, 130, "200,00"),
        (400, 160, "Razem w PLN:"), (481, 160, "200,00"),
    ]  # fmt: skip
    assert _rows(fields_of(page)) == [
        ("Opłata za gaz", Decimal("2"), Decimal("100.00"), Decimal("200.00"))
    ]


def test_listed_lines_with_dot_leaders_to_their_amounts_are_items() -> None:
    # one run of text per line: "Pos 1: <description> ... <amount> €", amounts not aligned
    page = [
        (70, 70, "Beispiel Service GmbH, Hauptstraße 12, 12345 Berlin"),
        (70, 120, "Rechnung Rechnungsnummer: RE-2025/001"), (70, 140, "Datum: 15.03.2026"),
        (70, 180, "Pos 1: Reparatur Wasserhahn ... 80,00 €"),
        (70, 200, "Pos 2: Anfahrtspauschale ... 20,00 €"),
        (70, 230, "Netto: 84,03 €"), (70, 250, "USt (19%): 15,97 €"), (70, 270, "Brutto: 100,00 €"),
    ]  # fmt: skip
    assert [(i.description, i.amount) for i in fields_of(page).line_items] == [
        ("Reparatur Wasserhahn", Decimal("80.00")),
        ("Anfahrtspauschale", Decimal("20.00")),
    ]
