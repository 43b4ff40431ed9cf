"""Scalar fields and tax breakdowns as real invoices print them, on small hand-built pages
(invented data)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.dates import parse_date
from docproc_pipeline.extract.parse.hits import collect_hits
from docproc_pipeline.extract.parse.labels import ocr_label_text
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.meta import meta_on_table_lines
from docproc_pipeline.extract.parse.numbers import find_amounts
from docproc_pipeline.extract.parse.regions import Regions
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import fields_of as _fields
from docproc_pipeline_tests.extract.pages import page_from_rows


def _breakdown(f: InvoiceFields) -> list[tuple[str, str, str]]:
    return [(str(r.rate), str(r.base), str(r.amount)) for r in f.tax_breakdown]


def test_tax_table_rows_of_rate_base_and_amount_under_a_header() -> None:
    f = _fields(
        [
            (40, 100, "Invoice # T-77"),
            (40, 400, "Net total: 250.00 $"),
            (40, 430, "VAT"),
            (140, 430, "Net amount"),
            (240, 430, "VAT amount"),
            (40, 445, "5%"),
            (140, 445, "200.00 $"),
            (240, 445, "10.00 $"),
            (40, 460, "20%"),
            (140, 460, "50.00 $"),
            (240, 460, "10.00 $"),
            (120, 480, "VAT total: 20.00 $"),
            (40, 500, "Total: 270.00 $"),
        ]
    )
    assert _breakdown(f) == [("5.00", "200.00", "10.00"), ("20.00", "50.00", "10.00")]
    assert f.tax_amount == Decimal("20.00")
    assert f.subtotal == Decimal("250.00")


def test_summary_table_columns_give_goods_value_discount_freight_tax_and_total() -> None:
    columns = (40, 110, 170, 230, 310, 380, 440)
    header = ("Warenwert", "Rabatt", "Fracht", "Nettobetrag", "MwSt-Betrag", "MwSt-%", "Endbetrag")
    rows = [
        ("200,00", "-10,00", "5,00", "195,00", "37,05", "19,0", "232,05"),
        ("100,00", "-4,00", "", "96,00", "6,72", "7,0", "102,72"),
        ("300,00", "-14,00", "5,00", "291,00", "43,77", "EUR", "334,77"),
    ]
    page: list[tuple[float, float, str]] = [(40, 100, "Rechnung Nr. 5001")]
    page += [(x, 600, text) for x, text in zip(columns, header, strict=True)]
    for k, row in enumerate(rows):
        page += [(x, 612 + 12 * k, t) for x, t in zip(columns, row, strict=True) if t]
    f = _fields(page)
    assert (f.subtotal, f.discount, f.shipping, f.tax_amount, f.total) == (
        Decimal("300.00"),
        Decimal("14.00"),
        Decimal("5.00"),
        Decimal("43.77"),
        Decimal("334.77"),
    )
    assert _breakdown(f) == [("19.00", "195.00", "37.05"), ("7.00", "96.00", "6.72")]


def test_vat_inclusive_layout_takes_the_net_figure_the_total_adds_up_from() -> None:
    f = _fields(
        [
            (40, 100, "Factuurnummer: 4411"),
            (60, 500, "Exclusief BTW"),
            (150, 500, "€ 100,00"),
            (420, 500, "Subtotaal"),
            (510, 500, "€ 121,00"),
            (80, 512, "BTW 21%"),
            (150, 512, "€ 21,00"),
            (430, 524, "Totaal"),
            (510, 524, "€ 121,00"),
        ]
    )
    assert f.subtotal == Decimal("100.00")
    assert _breakdown(f) == [("21.00", "100.00", "21.00")]


def test_item_table_total_row_splits_net_and_tax_and_the_rate_comes_from_the_items() -> None:
    f = _fields(
        [
            (400, 40, "Invoice No: Q-1"),
            (10, 180, "Product"),
            (110, 180, "Title"),
            (340, 180, "Qty"),
            (375, 180, "Price"),
            (430, 180, "Tax(%)"),
            (485, 180, "Tax"),
            (530, 180, "Total"),
            (10, 200, "Gadgets"),
            (110, 200, "Blue widget deluxe"),
            (350, 200, "2"),
            (380, 200, "100.00"),
            (430, 200, "12.50%"),
            (485, 200, "12.50"),
            (530, 200, "112.50"),
            (300, 240, "Total"),
            (350, 240, "2"),
            (375, 240, "100.00"),
            (485, 240, "12.50"),
            (530, 240, "112.50"),
            (380, 280, "Grand Total"),
            (520, 280, "112.50"),
        ]
    )
    assert (f.subtotal, f.tax_amount, f.tax_rate, f.total) == (
        Decimal("100.00"),
        Decimal("12.50"),
        Decimal("12.50"),
        Decimal("112.50"),
    )


def test_a_lone_tax_figure_without_rate_is_no_breakdown_row() -> None:
    f = _fields(
        [
            (250, 100, "Invoice Number: 5521"),
            (60, 300, "Charges"),
            (550, 300, "$9.00"),
            (60, 315, "Credits"),
            (550, 315, "$0.00"),
            (60, 330, "Tax *"),
            (550, 330, "$0.00"),
            (40, 345, "Total for this invoice"),
            (550, 345, "$9.00"),
        ]
    )
    assert f.tax_breakdown == []
    assert f.tax_amount == Decimal("0.00")
    assert f.subtotal == Decimal("9.00")  # the printed figure the total adds up from


def test_no_net_figure_when_the_total_is_only_the_items() -> None:
    f = _fields(
        [
            (54, 100, "Rechnungsnr."),
            (148, 100, "7001"),
            (66, 200, "Pos."),
            (117, 200, "Menge"),
            (150, 200, "Beschreibung"),
            (475, 200, "Preis"),
            (523, 200, "Betrag"),
            (79, 220, "1"),
            (137, 220, "1"),
            (150, 220, "Webspace Basic"),
            (492, 220, "4,50"),
            (555, 220, "4,50"),
            (79, 240, "2"),
            (137, 240, "1"),
            (150, 240, "Domain"),
            (492, 240, "1,25"),
            (555, 240, "1,25"),
            (411, 280, "Total EUR"),
            (550, 280, "5,75"),
            (56, 320, "Zahlungsbedingungen"),
            (209, 320, "10 Tage netto"),
            (56, 334, "Zahlungsziel"),
            (209, 334, "11.06.26"),
        ]
    )
    assert f.subtotal is None
    assert f.total == Decimal("5.75")
    assert f.payment_terms == "10 Tage netto"
    assert f.due_date == date(2026, 6, 11)


def test_a_date_is_not_an_amount() -> None:
    assert find_amounts("21.05.14", ",") == []
    assert [a.value for a in find_amounts("Total 12.50.")] == [Decimal("12.50")]


def test_iban_in_bank_code_groups() -> None:
    f = _fields([(124, 520, "IBAN : FR76 30004 00003 12345678901 43 - BIC : ABCDFRPP")])
    assert f.supplier_iban == "FR7630004000031234567890143"


def test_payment_terms_continue_on_the_next_line_of_their_column() -> None:
    f = _fields(
        [
            (34, 240, "Payment Terms"),
            (155, 240, "50% on order,"),
            (155, 251, "balance at 45 days"),
            (34, 268, "Due Date"),
            (155, 268, "12/24/2026"),
        ]
    )
    assert f.payment_terms == "50% on order, balance at 45 days"


def test_payment_terms_sentences_and_terms_and_conditions() -> None:
    assert _fields([(71, 560, "Die Rechnung ist sofort fällig.")]).payment_terms == (
        "Die Rechnung ist sofort fällig."
    )
    terms = _fields([(35, 680, ".Bei Zahlung innerhalb 8 Tagen 3% Skonto.")]).payment_terms
    assert terms == "Bei Zahlung innerhalb 8 Tagen 3% Skonto."
    assert _fields([(23, 740, "Please help us. Terms and conditions apply.")]).payment_terms is None


def test_due_date_and_invoice_date_in_german_sentences() -> None:
    f = _fields(
        [
            (57, 340, "Rechnung # R-2026/88 von 03.02.2026"),
            (57, 640, "Bitte überweisen Sie bis zum 17.02.2026."),
        ]
    )
    assert f.invoice_number == "R-2026/88"
    assert f.invoice_date == date(2026, 2, 3)
    assert f.due_date == date(2026, 2, 17)


def test_buyer_reference_labels_and_a_bare_order_column_are_the_purchase_order() -> None:
    assert _fields([(34, 280, "Your Reference"), (155, 280, "BUY-4471")]).purchase_order == (
        "BUY-4471"
    )
    assert _fields([(34, 280, "Votre référence"), (155, 280, "CMD88")]).purchase_order == "CMD88"
    f = _fields(
        [
            (44, 280, "Klant"),
            (144, 280, "Order"),
            (315, 280, "Factuur datum"),
            (432, 280, "Factuur"),
            (44, 292, "KL00112233"),
            (144, 292, "ORD0004471"),
            (338, 292, "8-9-2026"),
            (409, 292, "FV20260099"),
        ]
    )
    assert f.purchase_order == "ORD0004471"
    assert f.invoice_number == "FV20260099"


def test_currency_named_only_in_a_column_header() -> None:
    f = _fields(
        [
            (71, 380, "Nr."),
            (114, 380, "Bezeichnung"),
            (316, 380, "Menge"),
            (396, 380, "Einzel/€"),
            (480, 380, "Gesamt/€"),
            (71, 400, "1"),
            (114, 400, "Schraubstock"),
            (316, 400, "1 Stück"),
            (394, 400, "250,00"),
            (486, 400, "250,00"),
            (376, 440, "Rechnungsbetrag"),
            (486, 440, "297,50"),
        ]
    )
    assert f.currency == "EUR"


def test_free_shipping_note_residual_and_balance_labels() -> None:
    f = _fields(
        [
            (452, 480, "Total"),
            (515, 480, "900.00 €"),
            (452, 495, "Residual"),
            (515, 495, "600.00 €"),
            (52, 530, "Notes"),
            (102, 530, "Free shipping (amount > 300 €)"),
        ]
    )
    assert f.shipping is None
    assert f.amount_due == Decimal("600.00")
    f = _fields(
        [
            (51, 260, "Grand Total"),
            (503, 260, "Rs 500"),
            (55, 340, "Balance ( if any )"),
            (520, 340, "Rs 0"),
        ]
    )
    assert f.amount_due == Decimal("0.00")


def test_an_amount_read_a_few_points_below_its_label() -> None:
    f = _fields(
        [
            (255, 113, "Invoice Number:"),
            (535, 113, "8812"),
            (259, 135, "TOTAL AMOUNT DUE ON May 3, 2026"),
            (37, 141, "ATTN: Some Buyer Ltd"),
            (546, 141, "$7.25"),
        ]
    )
    assert f.amount_due == Decimal("7.25")
    assert f.due_date == date(2026, 5, 3)


def _ocr_fields(rows: list[tuple[float, float, str]]) -> InvoiceFields:
    return _fields(rows, source="ocr")


def test_ocr_misread_label_words_are_still_labels() -> None:
    assert ocr_label_text("Failig bıs: 05.10.2026") == "fällig bis: 05.10.2026"
    assert ocr_label_text("Hello there") == "Hello there"
    f = _ocr_fields(
        [
            (50, 200, "invoace *"),
            (156, 200, "40411"),
            (51, 226, "Failig bıs:"),
            (157, 226, "05.10.2026"),
        ]
    )
    assert f.invoice_number == "40411"
    assert f.due_date == date(2026, 10, 5)
    # a text layer is read as printed
    assert _fields([(51, 226, "Failig bis:"), (157, 226, "05.10.2026")]).due_date is None


def test_a_due_date_label_ocr_read_without_its_umlaut() -> None:
    # "Fälligkeitsdatum" as "Falligkeitsdatum": one letter off the long label word
    f = _ocr_fields(
        [
            (40, 132, "Rechnungsdatum"),
            (158, 132, "29.07.2025"),
            (40, 151, "Falligkeitsdatum"),
            (158, 151, "12.09.2025"),
        ]
    )
    assert (f.invoice_date, f.due_date) == (date(2025, 7, 29), date(2025, 9, 12))


def test_unlabelled_iban_in_uneven_groups_and_a_tilde_read_for_a_hyphen() -> None:
    f = _ocr_fields(
        [
            (306, 776, "BAN: FR76 3000 4000 0312 34567 890143"),
            (397, 104, "Customer PO"),
            (520, 104, "B~2026-0099"),
        ]
    )
    assert f.supplier_iban == "FR7630004000031234567890143"
    assert f.purchase_order == "B-2026-0099"


def test_a_rate_read_without_its_percent_sign() -> None:
    f = _ocr_fields(
        [
            (40, 100, "Invoice No: 7781"),
            (333, 340, "Subtotal"),
            (490, 340, "USD 2,000.00"),
            (333, 364, "Sales Tax (5.54)"),
            (490, 364, "USD 110.00"),
            (333, 380, "Grand Total"),
            (490, 380, "USD 2,110.00"),
        ]
    )
    assert f.tax_rate == Decimal("5.50")
    assert _breakdown(f) == [("5.50", "2000.00", "110.00")]


def test_ocr_customer_id_label_with_a_speck_and_an_l_for_the_i() -> None:
    assert ocr_label_text("IThre USt-IdNr.: X") == " ihre USt-IdNr.: X"
    assert ocr_label_text("Ihrem Konto") == "Ihrem Konto"
    f = _ocr_fields([(47, 108, "IThre USt-ldNr.: DE123456788."), (468, 108, "UID-Nr. DE987654325")])
    assert f.customer_tax_id == "DE123456788"
    assert f.vendor_tax_id == "DE987654325"


def test_vat_id_of_a_national_scheme_in_the_footer_when_its_label_is_garbled() -> None:
    f = _ocr_fields(
        [
            (40, 100, "Invoice No: 551"),
            (151, 798, "Example SARL · 1 rue Neuve · 31000 Toulouse ·VATIDFR12345678901"),
        ]
    )
    assert f.vendor_tax_id == "FR12345678901"
    # a number of no VAT scheme is not taken without a label
    assert (
        _fields([(40, 100, "Invoice No: 551"), (40, 798, "Reg. 12345678901")]).vendor_tax_id is None
    )


def test_ocr_day_boxed_apart_from_its_month_and_year() -> None:
    f = _ocr_fields(
        [
            (382, 60, "Rechnungsnummer"),
            (500, 60, "RE-2026-00042"),
            (497, 67, "12."),
            (382, 73, "Rechnungsdatum"),
            (512, 73, "März 2026"),
        ]
    )
    assert f.invoice_date == date(2026, 3, 12)


def test_ocr_ihr_read_with_a_t() -> None:
    assert ocr_label_text("the order") == "the order"
    f = _ocr_fields([(355, 133, "thr Auftrag:"), (431, 133, "PO-12345")])
    assert f.purchase_order == "PO-12345"


def test_item_rows_with_a_vat_column_are_no_tax_table() -> None:
    f = _fields(
        [
            (40, 100, "Invoice No: 4242"),
            (40, 200, "Qty"),
            (100, 200, "Net"),
            (200, 200, "VAT"),
            (260, 200, "VAT amount"),
            (360, 200, "Gross"),
            (40, 215, "1"),
            (100, 215, "100.00"),
            (200, 215, "20%"),
            (260, 215, "20.00"),
            (360, 215, "120.00"),
            (40, 230, "2"),
            (100, 230, "50.00"),
            (200, 230, "20%"),
            (260, 230, "10.00"),
            (360, 230, "60.00"),
            (300, 300, "Subtotal 150.00"),
            (300, 315, "VAT 20% 30.00"),
            (300, 330, "Total 180.00"),
        ]
    )
    assert _breakdown(f) == [("20.00", "150.00", "30.00")]


def test_order_inside_a_phrase_is_no_label() -> None:
    f = _fields(
        [(40, 100, "Invoice No: 77"), (40, 600, "Thanks, the order total came to 99.00 in all.")]
    )
    assert f.total is None


def test_each_party_block_keeps_its_own_vat_id() -> None:
    f = _fields(
        [
            (42, 96, "SELLER"),
            (298, 96, "BILL TO"),
            (42, 108, "Example Trading SARL"),
            (298, 108, "Muster Kunde GmbH"),
            (42, 120, "1 rue Neuve"),
            (298, 120, "Hauptstrasse 1"),
            (42, 132, "31000 Toulouse"),
            (298, 132, "1010 Wien"),
            (42, 146, "VAT No. FR12345678901"),
            (298, 146, "VAT ID: ATU12345675"),
            (42, 200, "Invoice No.: X-1"),
        ]
    )
    assert (f.vendor_tax_id, f.customer_tax_id) == ("FR12345678901", "ATU12345675")


def test_more_printed_date_forms() -> None:
    assert parse_date("14-Mar-2026") == date(2026, 3, 14)
    assert parse_date("14/Mar/26") == date(2026, 3, 14)
    assert parse_date("2026/03/14") == date(2026, 3, 14)
    assert parse_date("2026.03.14") == date(2026, 3, 14)
    assert parse_date("14th March 2026") == date(2026, 3, 14)
    assert parse_date("1er juillet 2026") == date(2026, 7, 1)
    assert parse_date("1st of May 2026") == date(2026, 5, 1)
    assert parse_date("3/64, Main Road") is None


def test_more_currencies_and_dollar_prefixes() -> None:
    assert [(a.value, a.currency) for a in find_amounts("HK$ 1,200.00")] == [
        (Decimal("1200.00"), "HKD")
    ]
    assert [(a.value, a.currency) for a in find_amounts("1 200,50 Kč", ",")] == [
        (Decimal("1200.50"), "CZK")
    ]
    f = _fields([(40, 100, "Invoice No: 88"), (300, 400, "Total"), (450, 400, "S$ 75.00")])
    assert (f.currency, f.total) == ("SGD", Decimal("75.00"))


def test_one_row_tax_summary_and_a_rates_table_with_a_totals_row() -> None:
    cols = (300, 370, 420, 490)
    page = [(40.0, 100.0, "Rechnung Nr. 1")]
    page += [
        (x, 600, t)
        for x, t in zip(cols, ("Nettobetrag", "MwSt %", "MwSt-Betrag", "Bruttobetrag"), strict=True)
    ]
    page += [(x, 612, t) for x, t in zip(cols, ("100,00", "19 %", "19,00", "119,00"), strict=True)]
    f = _fields(page)
    assert (f.subtotal, f.tax_rate, f.tax_amount, f.total) == (
        Decimal("100.00"),
        Decimal("19.00"),
        Decimal("19.00"),
        Decimal("119.00"),
    )
    cols = (40, 140, 240, 340)
    page = [(40.0, 100.0, "Invoice No. 1")]
    page += [(x, 600, t) for x, t in zip(cols, ("VAT rate", "Net", "VAT", "Gross"), strict=True)]
    page += [(x, 612, t) for x, t in zip(cols, ("20%", "50.00", "10.00", "60.00"), strict=True)]
    page += [(x, 624, t) for x, t in zip(cols, ("5%", "100.00", "5.00", "105.00"), strict=True)]
    page += [(x, 636, t) for x, t in zip(cols[1:], ("150.00", "15.00", "165.00"), strict=True)]
    f = _fields(page)
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("150.00"),
        Decimal("15.00"),
        Decimal("165.00"),
    )
    assert _breakdown(f) == [("20.00", "50.00", "10.00"), ("5.00", "100.00", "5.00")]


def test_more_amount_and_terms_labels() -> None:
    f = _fields(
        [
            (40, 100, "Invoice No. 9"),
            (300, 500, "Taxable amount"),
            (480, 500, "200.00"),
            (300, 512, "GST 10%"),
            (480, 512, "20.00"),
            (300, 524, "Total payable"),
            (480, 524, "220.00"),
            (40, 600, "Payment is due within 14 days."),
        ]
    )
    assert (f.subtotal, f.amount_due) == (Decimal("200.00"), Decimal("220.00"))
    assert f.payment_terms == "Payment is due within 14 days."


def test_labelled_ids_and_dates_on_lines_the_item_table_claimed() -> None:
    lines = document_lines(
        [
            page_from_rows(
                [
                    (50, 204, "Invoice No.:"),
                    (155, 204, "SI-0042"),
                    (300, 204, "Please pay by:"),
                    (405, 204, "11 March 2026"),
                    (50, 217, "Invoice Date:"),
                    (155, 217, "25 February 2026"),
                ]
            )
        ]
    )
    ctx = Context(lines, ".", "dmy", Regions.of(lines))
    ctx.hits = collect_hits(lines)
    f = InvoiceFields()
    meta_on_table_lines(ctx, {ln.index for ln in lines}, f)
    assert (f.invoice_number, f.invoice_date, f.due_date) == (
        "SI-0042",
        date(2026, 2, 25),
        date(2026, 3, 11),
    )
