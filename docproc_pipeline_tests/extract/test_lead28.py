"""Readings found on session 28's development invoices, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.spelling import _frequencies, respelled
from docproc_pipeline_tests.extract.pages import Rows, fields_of, right_aligned
from docproc_pipeline_tests.extract.test_lead27 import _letterhead


def _till_receipt(rate_b: str, sum_label: str = "RAZEM DO ZAPŁATY") -> Rows:
    # a restaurant's receipt: rows with their VAT letters, the sum, then a table per rate
    # whose header cells name net and gross (the tax column's header cut short)
    items = [("2 Woda gazowana", "16,97", "33,94 A"), ("1 Piwo z beczki", "28,51", "28,51 A"),
             ("2 Risotto", "7,16", "14,32 B"), ("1 Zupa dnia", "20,87", "20,87 B"),
             ("2 Grillowany łosoś", "12,43", "24,86 B"), ("4 Wino domowe", "6,52", "26,08 B"),
             ("1 Serwis", "18,57", "18,57 A")]  # fmt: skip
    return [
        (20, 40, "Trattoria Lungomare Sp. z o.o."), (20, 52, "ul. Długa 98"),
        (20, 64, "09-494 Nysa"), (20, 76, "NIP: PL5408371512"),
        (20, 82, "Paragon nr 223911"), (300, 82, "19.05.2026"),
        *[row for k, (name, price, amount) in enumerate(items)
          for row in ((20, 100 + 12 * k, name), right_aligned(150, 100 + 12 * k, price),
                      right_aligned(200, 100 + 12 * k, amount))],
        (20, 190, sum_label), right_aligned(200, 190, "167,15 zł"),
        (20, 208, "Zestawienie VAT"),
        (40, 220, "Stawka"), (82, 220, "Netto"), (124, 220, "Kwota V"), (172, 220, "Brutto"),
        (20, 232, "A"), (40, 232, "23 %"), right_aligned(115, 232, "65,87"),
        right_aligned(150, 232, "15,15"), right_aligned(200, 232, "81,02"),
        (20, 244, "B"), (40, 244, rate_b), right_aligned(115, 244, "79,75"),
        right_aligned(150, 244, "6,38"), right_aligned(200, 244, "86,13"),
        (20, 256, "Kwota VAT total"), right_aligned(200, 256, "21,53"),
    ]  # fmt: skip


def test_net_and_gross_headers_over_rows_per_rate_name_no_subtotal_or_total() -> None:
    # "SUMA" proves the rows (it is no total label): the total is their printed sum
    fields = fields_of(_till_receipt("8 %", "SUMA"))
    assert fields.total == Decimal("167.15")
    assert fields.subtotal is None
    assert fields.tax_amount == Decimal("21.53")
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("23.00"), Decimal("65.87"), Decimal("15.15")),
        (Decimal("8.00"), Decimal("79.75"), Decimal("6.38")),
    ]


def test_a_rate_whose_percent_sign_ocr_read_as_a_digit_apart_is_read_when_proven() -> None:
    fields = fields_of(_till_receipt("8 8"), source="ocr")
    assert [r.rate for r in fields.tax_breakdown] == [Decimal("23.00"), Decimal("8.00")]


def test_items_adding_up_to_the_tax_tables_gross_are_no_net_sum() -> None:
    # the printed sum disagrees with the rows (a misprint), but the rows are the gross of the
    # tax table's rates: they hold their tax, so their sum is no net figure
    rows = [(x, y, "177,15 zł" if t == "167,15 zł" else t) for x, y, t in _till_receipt("8 %")]
    fields = fields_of(rows)
    assert fields.total == Decimal("177.15")
    assert fields.subtotal is None


def _handwerker(iban_cells: Rows, terms_row: Rows) -> Rows:
    return [
        (57, 40, "Elektrotechnik Kranz GmbH"), (57, 52, "Gewerbepark 15"),
        (57, 64, "6020 Innsbruck, Österreich"),
        (470, 82, "RECHNUNG"),
        (57, 100, "Rechnung an:"), (470, 100, "RE-2025-"), (470, 112, "00287"),
        (57, 112, "Familie Berger"), (57, 124, "Olympiastraße 45"), (57, 136, "6020 Innsbruck"),
        (400, 124, "Rechnungsdatum: 18.03.2025"),
        (57, 170, "Beschreibung"), (330, 170, "Menge"), (400, 170, "Einzelpreis"),
        (490, 170, "Gesamt"),
        (57, 183, "Leitungsschutzschalter"), (340, 183, "6"),
        right_aligned(450, 183, "87,30 €"), right_aligned(539, 183, "523,80 €"),
        (330, 210, "Summe Netto:"), right_aligned(539, 210, "523,80 €"),
        (330, 222, "zzgl. 20% USt:"), right_aligned(539, 222, "104,76 €"),
        (330, 234, "GESAMTBETRAG:"), right_aligned(539, 234, "628,56 €"),
        *terms_row,
        *iban_cells,
        (57, 770, "Elektrotechnik Kranz GmbH | UID: ATU67891234"),
    ]  # fmt: skip


def test_an_invoice_id_its_cell_broke_after_a_hyphen_is_joined_with_the_line_under_it() -> None:
    fields = fields_of(_handwerker([], []))
    assert fields.invoice_number == "RE-2025-00287"


def test_a_labelled_account_number_wrapped_in_its_column_is_completed_to_its_length() -> None:
    # a sample account that fails its check digits, its last group on the line below
    iban = [
        (300, 700, "IBAN: AT94 3600 0000 0012"),
        (300, 712, "3456"),
        (300, 724, "BIC: RZTIAT22XXX"),
    ]
    fields = fields_of(_handwerker(iban, []))
    assert fields.supplier_iban == "AT943600000000123456"


def test_a_wrapped_group_that_would_overrun_the_countrys_length_is_not_joined() -> None:
    # guard (passes on the start code too): "34567" makes 21 characters, no Austrian IBAN
    iban = [(300, 700, "IBAN: AT94 3600 0000 0012"), (300, 712, "34567")]
    fields = fields_of(_handwerker(iban, []))
    assert fields.supplier_iban == "AT94360000000012"


def test_a_cash_discount_phrase_labelling_its_amount_is_the_terms_without_the_colon() -> None:
    terms = [
        (200, 246, "Bei Zahlung binnen 14 Tagen 2% Skonto:"),
        right_aligned(539, 246, "616,00 €"),
    ]
    fields = fields_of(_handwerker([], terms))
    assert fields.payment_terms == "Bei Zahlung binnen 14 Tagen 2% Skonto"
    assert fields.total == Decimal("628.56")


def _progress_bill(to_date_header: str) -> Rows:
    # a progress bill: contract quantity and value, the share done, the quantity done and the
    # value to date (the row's amount); the last column's header names the work done to date
    rows: Rows = [
        (57, 40, "Bauunternehmung Keller GmbH"), (57, 52, "Hafenstraße 4, 28195 Bremen"),
        (57, 64, "USt-IdNr.: DE136695976"),
        (57, 90, "Abschlagsrechnung Nr. 2"), (380, 90, "Rechnungsnummer: R002058"),
        (380, 102, "Rechnungsdatum: 17.01.2026"),
        (47, 130, "Pos."), (77, 130, "Bezeichnung"), (192, 130, "Einh."), (222, 130, "Anz."),
        (256, 130, "Einzelpreis"), (310, 130, "Auftragswert"), (375, 130, "% fertig"),
        (420, 130, "Ausgeführt"), (480, 130, to_date_header),
    ]  # fmt: skip
    items = [
        ("01.9", "Elektroinstallation", "psch.", "1", "3.000,00", "3.000,00", "40 %", "0,4", "1.200,00"),
        ("03.2", "Innenputz", "lfm", "100", "69,22", "6.922,00", "75 %", "75", "5.191,50"),
    ]  # fmt: skip
    for k, (pos, name, unit, qty, price, value, share, done, amount) in enumerate(items):
        y = 143 + 11 * k
        rows += [
            (47, y, pos), (77, y, name), (192, y, unit), right_aligned(240, y, qty),
            right_aligned(300, y, price), right_aligned(360, y, value), right_aligned(405, y, share),
            right_aligned(460, y, done), right_aligned(539, y, amount),
        ]  # fmt: skip
    rows += [
        (336, 180, "Leistung bisher"), right_aligned(539, 180, "6.391,50 €"),
        (336, 191, "MwSt. 19 %"), right_aligned(539, 191, "1.214,39 €"),
        (336, 202, "Rechnungsbetrag"), right_aligned(539, 202, "7.605,89 €"),
    ]  # fmt: skip
    return rows


def test_a_progress_bills_column_of_work_to_date_is_not_the_description() -> None:
    fields = fields_of(_progress_bill("Leistung bisher"))
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("Elektroinstallation", Decimal("0.4"), Decimal("3000.00"), Decimal("1200.00")),
        ("Innenputz", Decimal("75"), Decimal("69.22"), Decimal("5191.50")),
    ]


def test_ocr_reading_a_volumes_litre_as_a_one_is_put_right_in_descriptions() -> None:
    rows: Rows = [
        (57, 40, "Getränke Vogel GmbH"), (57, 52, "Hafenstraße 4, 28195 Bremen"),
        (57, 90, "Rechnung Nr. 2025-117"), (380, 90, "Datum: 17.01.2026"),
        (57, 130, "Bezeichnung"), (300, 130, "Menge"), (380, 130, "Preis"), (480, 130, "Betrag"),
        (57, 143, "Mineralwasser 1,5 1"), (310, 143, "12"), right_aligned(420, 143, "0,80"),
        right_aligned(539, 143, "9,60"),
        (57, 154, "Tonerkartusche A4 1"), (310, 154, "1"), right_aligned(420, 154, "32,00"),
        right_aligned(539, 154, "32,00"),
        (380, 180, "Gesamtbetrag"), right_aligned(539, 180, "41,60 €"),
    ]  # fmt: skip
    fields = fields_of(rows, source="ocr")
    # the one after a figure of its own is the litre; after a size's code it stays
    assert [i.description for i in fields.line_items] == [
        "Mineralwasser 1,5 l",
        "Tonerkartusche A4 1",
    ]


def _swiss_letter(closing: Rows) -> Rows:
    return [
        (57, 40, "Sigrist & Söhne"), (57, 52, "Freistrasse 64, 6602 Val-de-Travers"),
        (57, 90, "Walter Fehr AG"), (57, 102, "Felberstrasse 455, 7557 Renens"),
        (57, 130, "Rechnung Nr. R004416"), (380, 130, "Datum: 3. Juni 2025"),
        (57, 160, "Bezeichnung"), (300, 160, "Menge"), (380, 160, "Preis"), (480, 160, "Betrag"),
        (57, 173, "Kupferrohr 15 mm"), (310, 173, "48"), right_aligned(420, 173, "14.07"),
        right_aligned(539, 173, "675.36"),
        (380, 200, "Summe brutto"), right_aligned(539, 200, "CHF 675.36"),
        *closing,
    ]  # fmt: skip


def test_a_due_date_with_the_days_ordinal_point_in_a_payment_sentence() -> None:
    sentence = "Bitte überweisen Sie den Betrag von CHF 675.36 bis zum 18. Juni 2025."
    fields = fields_of(_swiss_letter([(57, 230, sentence)]))
    assert fields.due_date is not None and fields.due_date.isoformat() == "2025-06-18"


def test_an_iban_wrapped_at_the_end_of_a_sentences_line_goes_on_at_the_next_lines_start() -> None:
    closing: Rows = [
        (57, 230, "Zahlungsbedingungen: Zahlbar sofort ohne Abzug."),
        (320, 230, "IBAN CH87 3032 1136 9006"),
        (57, 241, "0615 0, BIC WGJJCH2XXXX (Commerzbank)."),
    ]  # fmt: skip
    fields = fields_of(_swiss_letter(closing))
    assert fields.supplier_iban == "CH8730321136900606150"


def test_a_label_ocr_glued_to_the_figure_before_it_is_set_apart() -> None:
    rows = _swiss_letter([(57, 145, "Bestell-Nr.: PO-18060Kundennummer: C195790")])
    fields = fields_of(rows, source="ocr")
    assert fields.purchase_order == "PO-18060"


def test_terms_cut_after_their_count_go_on_with_the_next_lines_words() -> None:
    closing: Rows = [
        (57, 230, "Bitte überweisen Sie den Betrag bald. Zahlungsbedingungen: 10"),
        (57, 241, "Tage netto. IBAN CH87 3032 1136 9006 0615 0"),
    ]  # fmt: skip
    fields = fields_of(_swiss_letter(closing))
    assert fields.payment_terms == "10 Tage netto"


def test_ocr_letter_shapes_k_for_l_with_stroke_u_acute_for_a_acute_o_acute_for_c_acute() -> None:
    assert respelled("Krzesko", _frequencies("pl")) == "Krzesło"
    assert respelled("plústica", _frequencies("es")) == "plástica"
    assert respelled("Płatnośó", _frequencies("pl")) == "Płatność"


def test_a_letters_greeting_opening_the_customers_name_is_left_out() -> None:
    rows = _handwerker([], [])
    rows = [
        (x, y, "Sehr geehrte Familie Berger" if t == "Familie Berger" else t) for x, y, t in rows
    ]
    fields = fields_of(rows)
    assert fields.customer_name == "Familie Berger"
    assert fields.customer_address == "Olympiastraße 45, 6020 Innsbruck"


def test_a_street_opening_with_its_number_and_its_town_parted_by_one_dash() -> None:
    fields = fields_of(_letterhead("19, chemin de Legrand - 23546 Lucas"))
    assert fields.vendor_address == "19, chemin de Legrand, 23546 Lucas"


def test_a_dated_place_whose_days_point_ocr_read_as_a_comma_gives_the_invoice_date() -> None:
    rows = [
        (x, y, "Datum: 17,12.2025" if t.startswith("Datum:") else t)
        for x, y, t in _swiss_letter([])
    ]
    fields = fields_of(rows, source="ocr")
    assert fields.invoice_date is not None and fields.invoice_date.isoformat() == "2025-12-17"


def test_a_tax_rows_percent_sign_ocr_read_as_an_ampersand() -> None:
    closing: Rows = [
        (380, 212, "MwSt. 8,1 & auf 675.36"), right_aligned(539, 212, "54.70"),
        (380, 224, "Total"), right_aligned(539, 224, "CHF 730.06"),
    ]  # fmt: skip
    rows = [
        (x, y, t) for x, y, t in _swiss_letter(closing) if t not in ("Summe brutto", "CHF 675.36")
    ]
    rows.append((380, 200, "Summe netto"))
    rows.append(right_aligned(539, 200, "675.36"))
    fields = fields_of(rows, source="ocr")
    assert fields.tax_rate == Decimal("8.10")
    assert fields.total == Decimal("730.06")
