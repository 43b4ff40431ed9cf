"""Scalar fields as e-invoice renderings and other unseen layouts print them: document-type
titles, summary blocks, due dates in sentences (small hand-built pages, invented data)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.parse.labels import join_split_label_words
from docproc_pipeline.extract.parse.numbers import find_amounts
from docproc_pipeline_tests.extract.pages import fields_of as _fields


def test_compound_title_with_type_code_gives_number_and_date() -> None:
    f = _fields(
        [
            (50, 60, "Warenrechnung (380) Nr. QX-2231 vom 14.02.2024"),
            (50, 100, "Lieferdatum:"),
            (200, 100, "10.02.2024"),
            (300, 500, "Gesamtbetrag   119,00"),
        ]
    )
    assert f.invoice_number == "QX-2231"
    assert f.invoice_date == date(2024, 2, 14)


def test_title_wrapping_after_the_number_takes_the_date_from_the_next_line() -> None:
    f = _fields(
        [
            (50, 60, "Abrechnung des Dienstleisters Nr. 77.301-9 vom"),
            (50, 72, "09.05.2023"),
            (50, 110, "Kunde: Beispiel KG"),
        ]
    )
    assert f.invoice_number == "77.301-9"
    assert f.invoice_date == date(2023, 5, 9)


def test_credit_note_title_around_a_parenthesis_and_date_under_it() -> None:
    f = _fields(
        [
            (50, 60, "Gutschrift (Selbst erstellte Rechnung) Nr. 90017"),
            (50, 72, "vom 03.11.2022"),
        ]
    )
    assert f.invoice_number == "90017"
    assert f.invoice_date == date(2022, 11, 3)


def test_order_number_in_a_remark_is_the_purchase_order_not_the_invoice_number() -> None:
    f = _fields(
        [
            (50, 60, "Bemerkung: Lieferung gemäß Bestellung Nr. PO-5521 vom 01.04.2024."),
            (50, 90, "Rechnungsnummer: 300412"),
        ]
    )
    assert f.invoice_number == "300412"
    assert f.purchase_order == "PO-5521"


def test_summary_block_of_an_e_invoice_rendering() -> None:
    f = _fields(
        [
            (50, 60, "Rechnung Nr. 1200"),
            (50, 300, "Art"),
            (150, 300, "Basisbetrag"),
            (250, 300, "Satz"),
            (350, 300, "Steuerbetrag"),
            (50, 315, "Umsatzsteuer"),
            (150, 315, "100,00"),
            (250, 315, "19"),
            (350, 315, "19,00"),
            (50, 330, "Umsatzsteuer"),
            (150, 330, "200,00"),
            (250, 330, "7"),
            (350, 330, "14,00"),
            (200, 400, "Summe der Positionen"),
            (400, 400, "310,00"),
            (200, 420, "Gesamtbetrag der Zuschläge"),
            (400, 420, "0,00"),
            (200, 440, "Gesamtbetrag der Abschläge"),
            (400, 440, "-10,00"),
            (200, 460, "Rechnungssumme ohne USt."),
            (400, 460, "300,00"),
            (200, 480, "Steuerbetrag"),
            (400, 480, "33,00"),
            (200, 500, "Bruttosumme"),
            (400, 500, "333,00"),
            (200, 520, "Erhaltene Anzahlungen"),
            (400, 520, "-33,00"),
            (200, 540, "Zahlbetrag"),
            (400, 540, "300,00"),
        ]
    )
    assert f.tax_amount == Decimal("33.00")
    assert f.total == Decimal("333.00")
    assert f.amount_due == Decimal("300.00")
    assert f.discount == Decimal("10.00")
    # the net sum as printed before the document allowance, from which the total adds up
    assert f.subtotal == Decimal("310.00")


def test_english_totals_named_without_and_with_vat() -> None:
    f = _fields(
        [
            (50, 60, "Invoice number: EX-9"),
            (200, 400, "Invoice total amount without VAT"),
            (450, 400, "80.00"),
            (200, 415, "Invoice total VAT amount"),
            (450, 415, "16.00"),
            (200, 430, "Invoice total amount with VAT"),
            (450, 430, "96.00"),
        ]
    )
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("80.00"),
        Decimal("16.00"),
        Decimal("96.00"),
    )


def test_tax_amount_with_its_currency_in_a_cell_between_label_and_figure() -> None:
    f = _fields(
        [
            (50, 60, "Rechnung Nr. 1201"),
            (200, 400, "Nettobetrag"),
            (450, 400, "50,00"),
            (200, 415, "Steuerbetrag in"),
            (400, 415, "EUR"),
            (450, 415, "9,50"),
            (200, 430, "Bruttosumme"),
            (450, 430, "59,50"),
        ]
    )
    assert f.tax_amount == Decimal("9.50")


def test_amount_wrapped_around_its_label_and_two_currencies_beside_it() -> None:
    wrapped = _fields(
        [
            (50, 60, "Rechnung Nr. 1202"),
            (200, 400, "Nettobetrag"),
            (450, 400, "-10,00"),
            (400, 425, "EUR -"),
            (200, 430, "Steuerbetrag in"),
            (450, 435, "1,90"),
            (200, 460, "Bruttosumme"),
            (450, 460, "-11,90"),
        ]
    )
    assert wrapped.tax_amount == Decimal("-1.90")
    two = _fields(
        [
            (50, 60, "Invoice No. 1203"),
            (50, 80, "Currency: GBP"),
            (200, 400, "Net total"),
            (450, 400, "100.00"),
            (400, 425, "GBP"),
            (450, 425, "20.00"),
            (200, 430, "Tax amount in"),
            (400, 435, "EUR"),
            (450, 435, "23.00"),
            (200, 460, "Total"),
            (450, 460, "120.00"),
        ]
    )
    assert two.currency == "GBP"
    assert two.tax_amount == Decimal("20.00")


def test_a_currency_label_wins_over_symbols_elsewhere() -> None:
    f = _fields(
        [
            (50, 60, "Rechnung Nr. 1204"),
            (50, 80, "Währung:"),
            (200, 80, "EUR"),
            (50, 100, "Hotline Mo.-Fr. 08.30 - 17.00 Uhr"),
            (50, 120, "Preis ab 5 $ pro Stück"),
            (200, 400, "Gesamtbetrag"),
            (450, 400, "12,00"),
        ]
    )
    assert f.currency == "EUR"


def test_a_tax_amount_column_header_does_not_take_a_row_figure() -> None:
    f = _fields(
        [
            (50, 60, "Factuur nummer: 77"),
            (200, 300, "Prijzen inclusief BTW  Totaal EUR  24,20"),
            (50, 320, "BTW %"),
            (150, 320, "Grondslag BTW bedrag"),
            (350, 320, "Totaal"),
            (50, 335, "21%"),
            (150, 335, "20,00"),
            (250, 335, "4,20"),
            (350, 335, "24,20"),
        ]
    )
    assert f.tax_amount == Decimal("4.20")


def test_a_weekday_range_is_not_a_franc_amount() -> None:
    assert all(a.currency != "CHF" for a in find_amounts("Mo.-Fr. 08.30 - 12.30 Uhr", ","))
    assert [a.currency for a in find_amounts("Fr. 12.50", ".")] == ["CHF"]


def test_due_date_of_a_payment_sentence_skips_the_cash_discount_date() -> None:
    f = _fields(
        [
            (50, 60, "Rechnung Nr. 1205 vom 01.02.2025"),
            (50, 600, "Zahlbar innerhalb 21 Tagen netto bis 22.02.2025, 2% Skonto innerhalb"),
            (50, 612, "7 Tagen bis 08.02.2025"),
        ]
    )
    assert f.due_date == date(2025, 2, 22)
    skonto_first = _fields(
        [
            (50, 60, "Invoice No. 1206"),
            (50, 600, "3% cash discount if paid by 10 March 2025; payable net by 31 March 2025"),
        ]
    )
    assert skonto_first.due_date == date(2025, 3, 31)


def test_due_date_under_its_column_header() -> None:
    f = _fields(
        [
            (50, 60, "Rechnung Nr. 1207 vom 01.06.2024"),
            (50, 600, "Beschreibung"),
            (300, 600, "Fälligkeit"),
            (420, 600, "Teilzahlung"),
            (300, 614, "01.07.2024"),
        ]
    )
    assert f.due_date == date(2024, 7, 1)


def test_a_bare_order_word_with_a_colon_heads_the_purchase_order() -> None:
    f = _fields(
        [
            (50, 60, "Rechnung Nr. 1208"),
            (50, 80, "Bestellung:"),
            (200, 80, "K-77812"),
            (50, 100, "Order"),
            (200, 100, "shipped in two parts"),
        ]
    )
    assert f.purchase_order == "K-77812"
    spaced = _fields([(50, 60, "Invoice No. 1209"), (50, 80, "Order"), (120, 80, ": 55120")])
    assert spaced.purchase_order == "55120"
    prose = _fields([(50, 60, "Invoice No. 1210"), (50, 80, "Order 55121 was split")])
    assert prose.purchase_order is None


def test_an_account_labelled_iban_is_read_as_printed_when_its_checksum_fails() -> None:
    f = _fields(
        [
            (50, 60, "Rechnung Nr. 1211"),
            (50, 700, "IBAN :"),
            (150, 700, "DE00 1111 2222 3333 44"),
            (300, 700, "BIC: ABCDEFXX"),
        ]
    )
    assert f.supplier_iban == "DE0011112222333344"
    debit = _fields(
        [
            (50, 60, "Rechnung Nr. 1212"),
            (50, 700, "Wir buchen per Lastschrift von IBAN DE00 1111 2222 3333 44 ab"),
        ]
    )
    assert debit.supplier_iban is None


def test_label_words_split_by_kerning_are_read_whole() -> None:
    assert join_split_label_words("Ver käufer:") == "Verkäufer:"
    assert join_split_label_words("Zahlbar inner halb 14 Tagen") == "Zahlbar innerhalb 14 Tagen"
    # two words that are labels of their own stay apart
    assert join_split_label_words("Rechnung Bestellung") == "Rechnung Bestellung"
    f = _fields(
        [
            (50, 60, "Rechnungs nummer: 5512"),
            (50, 80, "Rechnungs datum: 03.02.2025"),
            (50, 600, "Zahlbar inner halb 14 Tagen netto bis 17.02.2025"),
        ]
    )
    assert f.invoice_number == "5512"
    assert f.invoice_date == date(2025, 2, 3)
    assert f.due_date == date(2025, 2, 17)


def test_en16931_term_names_for_order_reference_net_sum_and_paid_amount() -> None:
    f = _fields(
        [
            (50, 60, "Invoice number: EX-10"),
            (50, 80, "Purchase order reference:"),
            (250, 80, "PO-3391"),
            (200, 400, "Gesamtsumme netto"),
            (450, 400, "100.00"),
            (200, 415, "Summe Umsatzsteuer"),
            (450, 415, "19.00"),
            (200, 430, "Gesamtbetrag einschl. Umsatzsteuer"),
            (450, 430, "119.00"),
            (200, 445, "Gezahlter Betrag"),
            (450, 445, "19.00"),
            (200, 460, "Fälliger Betrag"),
            (450, 460, "100.00"),
        ]
    )
    assert f.purchase_order == "PO-3391"
    assert (f.subtotal, f.tax_amount, f.total, f.amount_due) == (
        Decimal("100.00"),
        Decimal("19.00"),
        Decimal("119.00"),
        Decimal("100.00"),
    )


def test_a_tax_amount_header_over_rate_rows_sums_the_rows() -> None:
    f = _fields(
        [
            (50, 60, "Invoice number: EX-11"),
            (50, 300, "Rate"),
            (150, 300, "Net amount"),
            (300, 300, "Tax amount"),
            (50, 315, "20%"),
            (150, 315, "100.00"),
            (300, 315, "20.00"),
            (50, 330, "10%"),
            (150, 330, "50.00"),
            (300, 330, "5.00"),
            (200, 400, "Total"),
            (450, 400, "175.00"),
        ]
    )
    assert f.tax_amount == Decimal("25.00")


def test_an_allowance_row_named_abschlag_is_no_prepayment() -> None:
    f = _fields(
        [
            (50, 60, "Rechnung Nr. 1213"),
            (50, 300, "Abschlag Treuerabatt"),
            (250, 300, "100,00"),
            (350, 300, "19 %"),
            (450, 300, "-5,00"),
            (200, 400, "Nettobetrag"),
            (450, 400, "95,00"),
            (200, 415, "MwSt. 19 %"),
            (450, 415, "18,05"),
            (200, 430, "Gesamtbetrag"),
            (450, 430, "113,05"),
        ]
    )
    assert f.total == Decimal("113.05")
    # nothing was paid against the invoice and nothing is printed as payable: no amount due,
    # and not the total less the allowance
    assert f.amount_due is None
    paid = _fields(
        [
            (50, 60, "Rechnung Nr. 1214"),
            (200, 430, "Gesamtbetrag"),
            (450, 430, "113,05"),
            (200, 445, "abzgl. Abschlagszahlung"),
            (450, 445, "-13,05"),
        ]
    )
    assert paid.amount_due == Decimal("100.00")


def test_tax_table_rows_opening_with_the_tax_name_and_category() -> None:
    f = _fields(
        [
            (50, 60, "Rechnung Nr. 1215"),
            (50, 300, "Art"),
            (150, 300, "Basisbetrag"),
            (250, 300, "Steuersatz"),
            (350, 300, "Steuerbetrag"),
            (50, 315, "Umsatzsteuer"),
            (110, 315, "(S)"),
            (150, 315, "100,00"),
            (260, 315, "19"),
            (350, 315, "19,00"),
            (50, 330, "Umsatzsteuer"),
            (110, 330, "(S)"),
            (150, 330, "200,00"),
            (260, 330, "7"),
            (350, 330, "14,00"),
            (200, 400, "Gesamtbetrag"),
            (450, 400, "333,00"),
        ]
    )
    assert [(str(r.rate), str(r.base), str(r.amount)) for r in f.tax_breakdown] == [
        ("19.00", "100.00", "19.00"),
        ("7.00", "200.00", "14.00"),
    ]
    assert f.tax_amount == Decimal("33.00")
