"""General rules for layouts the parser was not written for (small invented pages)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import fields_of as _fields
from docproc_pipeline_tests.extract.pages import page_from_rows


def test_a_tax_row_under_an_unknown_label_is_found_by_its_arithmetic() -> None:
    f = _fields(
        [
            (50, 60, "Invoice No. Q-1182"),
            (300, 400, "Subtotal"),
            (470, 400, "2,000.00"),
            (300, 414, "Municipal levy 7.5%"),
            (470, 414, "150.00"),
            (300, 428, "Invoice Total"),
            (470, 428, "2,150.00"),
        ]
    )
    assert f.tax_amount == Decimal("150.00")
    assert f.tax_rate == Decimal("7.50")


def test_a_tax_table_beside_the_totals_block_keeps_every_rate() -> None:
    f = _fields(
        [
            (50, 60, "Fattura n. 88/B"),
            (40, 400, "% IVA"),
            (140, 400, "Imponibile"),
            (230, 400, "Imposta"),
            (310, 400, "Subtotale"),
            (480, 400, "300,00"),
            (40, 414, "22 %"),
            (140, 414, "100,00"),
            (230, 414, "22,00"),
            (310, 420, "IVA al 22%"),
            (480, 420, "22,00"),
            (40, 428, "10 %"),
            (140, 428, "200,00"),
            (230, 428, "20,00"),
            (310, 434, "IVA al 10%"),
            (480, 434, "20,00"),
            (310, 448, "Totale documento"),
            (480, 448, "342,00"),
        ]
    )
    assert [(r.rate, r.base, r.amount) for r in f.tax_breakdown] == [
        (Decimal("22.00"), Decimal("100.00"), Decimal("22.00")),
        (Decimal("10.00"), Decimal("200.00"), Decimal("20.00")),
    ]
    assert f.tax_amount == Decimal("42.00")


def test_a_legal_form_wrapped_under_the_name_joins_the_name() -> None:
    f = _fields(
        [
            (50, 40, "Wollmann Holzbau"),
            (50, 52, "GmbH & Co. KG"),
            (50, 64, "Am Sägewerk 4"),
            (50, 76, "79183 Waldkirch"),
            (350, 100, "Rechnung Nr. 2211"),
            (300, 400, "Gesamtbetrag"),
            (470, 400, "119,00"),
        ]
    )
    assert f.vendor_name == "Wollmann Holzbau GmbH & Co. KG"
    assert f.vendor_address == "Am Sägewerk 4, 79183 Waldkirch"


def test_hyphenated_postcodes_and_eircodes_close_an_address() -> None:
    pl = _fields(
        [
            (50, 40, "Bursztyn Meble Sp. z o.o."),
            (50, 52, "ul. Długa 17"),
            (50, 64, "80-827 Gdańsk"),
            (350, 100, "Faktura VAT nr FV 7/2026"),
            (300, 400, "Razem brutto"),
            (470, 400, "1 230,00"),
        ]
    )
    assert pl.vendor_address == "ul. Długa 17, 80-827 Gdańsk"
    ie = _fields(
        [
            (50, 40, "Brennan Joinery Ltd"),
            (50, 52, "4 Quay Street"),
            (50, 64, "Galway"),
            (50, 76, "H91 X2PC"),
            (350, 100, "Invoice No. 1044"),
            (300, 400, "Total"),
            (470, 400, "123.00"),
        ]
    )
    assert ie.vendor_address == "4 Quay Street, Galway, H91 X2PC"


def test_an_iban_wrapped_in_a_narrow_column_is_joined() -> None:
    f = _fields(
        [
            (50, 60, "Invoice No. 5521"),
            (300, 400, "Total"),
            (470, 400, "10.00"),
            (300, 700, "IBAN: GB82 WEST 1234 5698"),
            (300, 712, "7654 32"),
        ]
    )
    assert f.supplier_iban == "GB82WEST12345698765432"


def test_a_bare_number_label_alone_in_its_cell_gives_the_invoice_number() -> None:
    f = _fields(
        [
            (50, 40, "Kessler Technik AG"),
            (350, 60, "Leistungsrechnung"),
            (350, 80, "Nummer"),
            (450, 80, "LR-2026-0315"),
            (350, 92, "Datum"),
            (450, 92, "03.03.2026"),
            (300, 400, "Gesamtbetrag"),
            (470, 400, "119,00"),
        ]
    )
    assert f.invoice_number == "LR-2026-0315"
    assert f.invoice_date == date(2026, 3, 3)


def test_a_terms_label_over_a_date_is_a_due_date_not_terms() -> None:
    f = _fields(
        [
            (50, 60, "Rechnung Nr. 4711"),
            (50, 80, "Rechnungsdatum: 01.03.2026"),
            (50, 92, "Zahlungsziel: 15.03.2026"),
            (300, 400, "Gesamtbetrag"),
            (470, 400, "119,00"),
        ]
    )
    assert f.due_date == date(2026, 3, 15)
    assert f.payment_terms is None


def test_a_rule_typed_as_characters_is_no_word() -> None:
    page = page_from_rows([(50, 60, "Receipt"), (50, 72, "------------"), (50, 84, "Coffee")])
    assert [ln.text for ln in document_lines([page])] == ["Receipt", "Coffee"]


def test_the_only_tax_id_in_the_customers_block_is_the_customers() -> None:
    f = _fields(
        [
            (50, 40, "Harbour Prints Ltd"),
            (50, 52, "12 Mill Lane"),
            (50, 64, "Leeds LS1 4AP"),
            (50, 110, "Bill to:"),
            (50, 122, "Vandenberg Logistics BV"),
            (50, 134, "Kade 9"),
            (50, 146, "3011 AB Rotterdam"),
            (50, 158, "VAT No.: NL810433941B01"),
            (350, 110, "Invoice No. 3007"),
            (300, 400, "Total"),
            (470, 400, "500.00"),
        ]
    )
    assert f.customer_tax_id == "NL810433941B01"
    assert f.vendor_tax_id is None


def test_a_vendor_address_ends_at_the_customers_heading() -> None:
    f = _fields(
        [
            (50, 40, "Sastre Reformas S.L."),
            (50, 52, "Calle Mayor 8"),
            (50, 64, "28013 Madrid"),
            (50, 76, "Destinatario"),
            (50, 88, "Olmo Hogar S.A."),
            (50, 100, "Rambla Nova 3"),
            (50, 112, "43001 Tarragona"),
            (350, 120, "Factura Nº: F-2026-77"),
            (300, 400, "Total factura"),
            (470, 400, "121,00"),
        ]
    )
    assert f.vendor_address == "Calle Mayor 8, 28013 Madrid"


def test_an_ocr_misread_unit_price_is_put_right_by_the_line_arithmetic() -> None:
    from docproc_pipeline.extract.parse.resolve import repair_ocr_items
    from docproc_pipeline.invoice import LineItem

    def fields(price: str) -> InvoiceFields:
        return InvoiceFields(
            subtotal=Decimal("150.00"),
            line_items=[
                LineItem(quantity=Decimal(3), unit_price=Decimal(price), amount=Decimal("90.00")),
                LineItem(quantity=Decimal(2), unit_price=Decimal("30.00"), amount=Decimal("60.00")),
            ],
        )

    misread = fields("80.00")  # "30.00" read with an 8
    assert repair_ocr_items(misread) == 1
    assert misread.line_items[0].unit_price == Decimal("30.00")
    # 3 x 45.00 is not 90.00: 2 x 45.00 and 3 x 30.00 both are; the quantity is a digit apart
    # from the print, the price is not
    far = fields("45.00")
    repair_ocr_items(far)
    assert (far.line_items[0].quantity, far.line_items[0].unit_price) == (2, Decimal("45.00"))


def test_a_labelled_invoice_number_alone_makes_a_document_invoice_like() -> None:
    from docproc_pipeline.extract.offline import _invoice_like

    numbered = InvoiceFields(invoice_number="F20180027")
    assert _invoice_like(numbered, {"invoice_number": 0.95})  # "Facture N° : F20180027"
    assert not _invoice_like(numbered, {"invoice_number": 0.7})  # a bare number, no amount
    assert not _invoice_like(InvoiceFields(), {})


def test_an_ocr_label_missing_a_letter_is_read_and_cut_from_the_printed_text() -> None:
    from docproc_pipeline.extract.parse.hits import ocr_usable_labels

    text = "invoce no: A-17"  # OCR dropped the i of "invoice"
    labels = ocr_usable_labels(text)
    assert [m.field for m in labels] == ["invoice_number"]
    assert text[labels[0].end :].strip(" :") == "A-17"


def test_slash_dates_with_two_digit_years() -> None:
    from docproc_pipeline.extract.parse.dates import find_dates

    assert [d.value for d in find_dates("Due by 04/05/24", "mdy")] == [date(2024, 4, 5)]
    assert [d.value for d in find_dates("Fecha 17/11/25", "dmy")] == [date(2025, 11, 17)]
    assert find_dates("Lote 12/34/56") == []  # no such date: an id, not a date


def test_an_id_alone_under_a_title_standing_by_itself_is_the_invoice_number() -> None:
    f = _fields(
        [
            (74, 76, "FACTURA"),
            (74, 105, "INV/2024/00005"),
            (74, 159, "TECNATIVA"),
            (485, 172, "FECHA"),
            (475, 197, "2024/07/05"),
        ]
    )
    assert f.invoice_number == "INV/2024/00005"


def test_a_number_word_under_a_title_heads_the_invoice_number() -> None:
    f = _fields([(65, 200, "RECHNUNG"), (65, 213, "Nr. 2026-0724-001"), (65, 400, "Summe 10,72 €")])
    assert f.invoice_number == "2026-0724-001"


def test_a_letters_place_and_date_line_dates_the_invoice() -> None:
    rows = [
        (65, 60, "Dr. Allgemein, Praxisstraße 1, 12345 Musterhausen"),
        (65, 105, "Max Mustermann"),
        (414, 175, "Musterhausen, 24.07.2026"),
        (65, 200, "RECHNUNG"),
        (65, 213, "Nr. 2026-0724-001"),
        (65, 700, "Wir danken für Ihr Vertrauen!"),
    ]
    assert _fields(rows).invoice_date == date(2026, 7, 24)
    rows[2] = (400, 175, "Paris, le 3 mars 2026")
    assert _fields(rows).invoice_date == date(2026, 3, 3)


def test_a_place_ending_in_its_postcode_dates_the_invoice() -> None:
    # a town line whose state and postcode close the place (or all OCR kept of it)
    rows = [
        (65, 60, "Harbour Supplies Pty Ltd"),
        (65, 105, "Max Mustermann"),
        (414, 175, "Bayview NSW 2034, 24/05/2024"),
        (65, 200, "TAX INVOICE Document No. INV-2024-0001"),
        (65, 700, "Thank you for your business."),
    ]
    assert _fields(rows).invoice_date == date(2024, 5, 24)
    rows[2] = (414, 175, "ACT 8853, 24/05/2024")
    assert _fields(rows).invoice_date == date(2024, 5, 24)
    rows[2] = (414, 175, "BC V1G9H7, 2025-01-06")
    assert _fields(rows).invoice_date == date(2025, 1, 6)


def test_a_sender_line_written_with_commas_names_the_vendor_and_its_address() -> None:
    f = _fields(
        [
            (65, 60, "Dr. Allgemein, Praxisstraße 1, 12345 Musterhausen"),
            (65, 93, "Herr"),
            (65, 105, "Max Mustermann"),
            (65, 118, "Musterstraße 7"),
            (65, 143, "12345 Musterhausen"),
            (65, 200, "RECHNUNG Nr. 2026-0724-001"),
            (65, 700, "Wir danken für Ihr Vertrauen!"),
        ]
    )
    assert f.vendor_name == "Dr. Allgemein"
    assert f.vendor_address == "Praxisstraße 1, 12345 Musterhausen"
    assert f.customer_name == "Max Mustermann"


def test_a_heading_after_the_town_ends_the_address_and_a_name_loses_its_comma() -> None:
    f = _fields(
        [
            (50, 40, "Invoice No. 778"),
            (50, 100, "Bill to:"),
            (50, 112, "Jane Smith,"),
            (50, 124, "12 Elm Street"),
            (50, 136, "Springfield, IL 62704"),
            (50, 148, "Order details:"),
        ]
    )
    assert f.customer_name == "Jane Smith"
    assert f.customer_address == "12 Elm Street, Springfield, IL 62704"


def test_an_invoice_number_its_joining_word_and_date_in_cells_of_their_own() -> None:
    rows = [
        (65, 60, "Ditta Rossi S.r.l."),
        (410, 120, "FATTURA N."),
        (65, 135, "Fattura n."),
        (156, 135, "2025-0849"),
        (302, 135, "del"),
        (418, 135, "26/08/2025"),
        (65, 400, "Totale 100,00 €"),
    ]
    assert _fields(rows).invoice_date == date(2025, 8, 26)
    rows[4] = (302, 135, "Scadenza")  # another label, not a joining word: not this rule's
    assert _fields(rows).invoice_date != date(2025, 8, 26)
