"""Rules from real text-layer invoices, each on an invented page: a service table of a
description and an amount only, a deposit invoice's first row, a copy page, tax rows of the
items and of the shipping at one rate, a figure right-aligned under a narrow skipped column."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.table_header import is_item_table_header
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import page_from_rows

Rows = list[tuple[float, float, str]]

_HEAD: Rows = [
    (40, 40, "Harbour Studio Ltd"),
    (40, 52, "12 Quay Street, Leeds LS1 4AB"),
    (40, 70, "Invoice no. HS-4410"),
    (40, 82, "Date: 14/03/2026"),
]


def _parsed(*pages_rows: Rows) -> tuple[InvoiceFields, dict[str, float]]:
    pages: list[Page] = []
    for n, rows in enumerate(pages_rows, start=1):
        page = page_from_rows(rows)
        page.number = n
        pages.append(page)
    fields, conf, _ = parse_invoice(pages)
    return fields, conf


def _fields(*pages_rows: Rows) -> InvoiceFields:
    return _parsed(*pages_rows)[0]


def test_service_table_of_a_description_and_an_amount_only() -> None:
    # no quantity or price column: the header names the description and the amount, each in
    # a cell of its own (a VAT column between them holds a code, not a rate)
    f = _fields(
        _HEAD
        + [
            (40, 120, "Description"),
            (380, 120, "VAT"),
            (470, 120, "Amount £"),
            (40, 134, "Website redesign, first phase"),
            (385, 134, "E"),
            (480, 134, "1,200.00"),
            (40, 148, "Hosting for one year"),
            (385, 148, "E"),
            (490, 148, "240.00"),
            (380, 200, "Total"),
            (480, 200, "1,440.00"),
        ]
    )
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in f.line_items] == [
        ("Website redesign, first phase", None, None, Decimal("1200.00")),
        ("Hosting for one year", None, None, Decimal("240.00")),
    ]


def test_a_description_and_an_amount_word_in_one_cell_are_no_header() -> None:
    # "Service total  EUR": a label of the totals, though each word names a column somewhere
    rows: Rows = [(40, 120, "Service total"), (470, 120, "EUR")]
    assert not any(is_item_table_header(ln) for ln in document_lines([page_from_rows(rows)]))
    header: Rows = [(40, 120, "Service"), (470, 120, "Amount EUR")]
    assert any(is_item_table_header(ln) for ln in document_lines([page_from_rows(header)]))


def test_a_deposit_invoice_lists_the_deposit_as_its_row() -> None:
    f = _fields(
        _HEAD
        + [
            (40, 120, "Description"),
            (470, 120, "Amount"),
            (40, 134, "Deposit of 30% for the start of the works"),
            (490, 134, "450.00"),
            (380, 200, "Total"),
            (490, 200, "450.00"),
        ]
    )
    assert [(i.description, i.amount) for i in f.line_items] == [
        ("Deposit of 30% for the start of the works", Decimal("450.00"))
    ]
    assert f.total == Decimal("450.00")
    assert f.amount_due is None


def test_a_copy_page_repeating_the_first_is_not_read_twice() -> None:
    first = _HEAD + [
        (40, 120, "Description"),
        (300, 120, "Qty"),
        (380, 120, "Price"),
        (470, 120, "Amount"),
        (40, 134, "Oak desk"),
        (305, 134, "2"),
        (380, 134, "150.00"),
        (480, 134, "300.00"),
        (380, 200, "Total"),
        (480, 200, "300.00"),
        (40, 400, "Stamp duty paid on the original"),
    ]
    f = _fields(first, first[:-1])
    assert [(i.description, i.amount) for i in f.line_items] == [("Oak desk", Decimal("300.00"))]


def test_tax_of_the_items_and_of_the_shipping_at_one_rate_add_up() -> None:
    f = _fields(
        [
            (40, 40, "Nordlicht Software GmbH"),
            (40, 52, "Hafenstraße 3, 20457 Hamburg"),
            (40, 70, "Rechnung RE-7731"),
            (40, 82, "Belegdatum: 14.03.2026"),
            (40, 120, "Pos."),
            (80, 120, "Bezeichnung"),
            (300, 120, "Menge"),
            (380, 120, "Preis"),
            (470, 120, "Gesamt"),
            (40, 134, "1"),
            (80, 134, "Lizenz Jahresabo"),
            (305, 134, "1,00"),
            (380, 134, "500,00"),
            (480, 134, "500,00"),
            (250, 200, "Positionen netto"),
            (480, 200, "500,00 €"),
            (250, 212, "Versandkosten netto"),
            (490, 212, "10,00 €"),
            (250, 224, "Positionen USt. 19,00% auf 500,00 €"),
            (490, 224, "95,00 €"),
            (250, 236, "Versandkosten USt. 19,00% auf 10,00 €"),
            (495, 236, "1,90 €"),
            (250, 248, "Endsumme"),
            (480, 248, "606,90 €"),
        ]
    )
    assert (f.subtotal, f.shipping) == (Decimal("500.00"), Decimal("10.00"))
    assert (f.tax_rate, f.tax_amount) == (Decimal("19.00"), Decimal("96.90"))
    assert [(r.rate, r.base, r.amount) for r in f.tax_breakdown] == [
        (Decimal("19.00"), Decimal("510.00"), Decimal("96.90"))
    ]
    assert f.total == Decimal("606.90")


def test_a_figure_right_aligned_under_a_narrow_skipped_column_is_skipped() -> None:
    # "Toeslag" (surcharge) over "0,00" that reaches past the word's end: the surcharge cell,
    # not the unit price; "Totaal ex BTW" is the net (a label of its own, not the total's)
    f = _fields(
        [
            (40, 40, "Zeewind Techniek B.V."),
            (40, 52, "Havenweg 3, 1013 AB Amsterdam"),
            (40, 70, "Factuurnummer: ZW-5521"),
            (40, 82, "Factuurdatum: 14-03-2026"),
            (40, 120, "Omschrijving"),
            (250, 120, "Aantal"),
            (300, 120, "Prijs"),
            (350, 120, "BTW%"),
            (400, 120, "Toeslag"),
            (470, 120, "Totaal"),
            (40, 134, "Kabelgoot wit"),
            (255, 134, "10,00"),
            (300, 134, "12,50"),
            (352, 134, "21,00"),
            (432, 134, "0,00"),
            (480, 134, "125,00"),
            (330, 200, "Totaal ex BTW:"),
            (480, 200, "125,00"),
            (330, 212, "BTW (21,00%):"),
            (485, 212, "26,25"),
            (330, 224, "Totaal te betalen:"),
            (480, 224, "151,25"),
        ]
    )
    assert [(i.quantity, i.unit_price, i.amount) for i in f.line_items] == [
        (Decimal("10"), Decimal("12.50"), Decimal("125.00"))
    ]
    assert (f.subtotal, f.total) == (Decimal("125.00"), Decimal("151.25"))
    assert [m.field for m in find_labels("Totaal ex BTW:")] == ["subtotal"]


def test_terms_lose_the_colon_that_ends_them() -> None:
    f = _fields(_HEAD + [(40, 300, "Condizioni di pagamento – vista fattura:")])
    assert f.payment_terms == "vista fattura"


def test_terms_under_a_heading_lose_the_row_label_before_their_phrase() -> None:
    f = _fields(
        _HEAD
        + [
            (40, 300, "Betalingscondities"),
            (40, 312, "Omschrijving: Betaling binnen 30 dagen"),
        ]
    )
    assert f.payment_terms == "Betaling binnen 30 dagen"


def test_terms_sentence_opening_with_the_invoice_amount() -> None:
    f = _fields(
        _HEAD + [(40, 300, "Rechnungsbetrag zahlbar ohne Abzug sofort nach Erhalt der Rechnung.")]
    )
    assert f.payment_terms == "Rechnungsbetrag zahlbar ohne Abzug sofort nach Erhalt der Rechnung."


def test_a_letters_place_and_date_in_the_info_block_is_the_invoice_date() -> None:
    # the letter's "Ort, den" beside its date; a print date at the foot is no invoice date
    f = _fields(
        [
            (40, 40, "Nordlicht Leasing GmbH"),
            (40, 52, "Hafenstraße 3, 20457 Hamburg"),
            (330, 100, "Rechnungsnummer:"),
            (440, 100, "2015551234"),
            (330, 112, "Hamburg, den"),
            (440, 112, "01.11.2024"),
            (40, 160, "Wir bitten Sie, den Betrag bis 15.11.2024 zu überweisen."),
            (330, 780, "Datum:"),
            (370, 780, "30.10.2024"),
        ]
    )
    assert f.invoice_date == date(2024, 11, 1)


def test_italian_service_table_headed_voce_iva_importo() -> None:
    f = _fields(
        _HEAD
        + [
            (40, 120, "Voce"),
            (380, 120, "IVA"),
            (470, 120, "Importo €"),
            (40, 134, "Sviluppo software gestionale"),
            (383, 134, "ES"),
            (480, 134, "1650,00"),
            (380, 200, "Totale"),
            (480, 200, "1650,00"),
            (380, 214, "Pagare €"),
            (480, 214, "1650,00"),
        ]
    )
    assert [(i.description, i.amount) for i in f.line_items] == [
        ("Sviluppo software gestionale", Decimal("1650.00"))
    ]
    assert f.amount_due == Decimal("1650.00")
    lines = document_lines(
        [page_from_rows([(40, 120, "Descrizione Prestazioni"), (470, 120, "Importo €")])]
    )
    assert is_item_table_header(lines[0])


_TWO_BLOCKS: Rows = [
    (57, 28, "Invoice 103767"),
    (57, 56, "February 17, 2026"),
    (57, 110, "Adatum Corporation"),
    (480, 110, "NORDWIND DE"),
    (57, 124, "Station Road 21"),
    (480, 124, "Hofstraße 12"),
    (57, 138, "48436 Düsseldorf"),
    (480, 138, "20097 Hamburg"),
    (57, 230, "Due Date"),
    (180, 230, "March 3, 2026"),
]


def test_a_date_at_the_top_is_never_the_vendors_name() -> None:
    f = _fields(_TWO_BLOCKS + [(280, 780, "Page 1 / 1")])
    assert f.vendor_name != "February 17, 2026"
    assert f.vendor_name in ("Adatum Corporation", "NORDWIND DE")


def test_the_block_named_like_the_mail_domain_by_its_first_word_is_the_vendors() -> None:
    f = _fields(_TWO_BLOCKS + [(57, 780, "Email"), (180, 780, "info@nordwind.com")])
    assert (f.vendor_name, f.customer_name) == ("NORDWIND DE", "Adatum Corporation")
    assert f.vendor_address == "Hofstraße 12, 20097 Hamburg"


def test_the_net_is_the_total_where_no_vat_is_charged() -> None:
    rows: Rows = [
        (40, 120, "Désignation"),
        (280, 120, "Prix unitaire"),
        (360, 120, "Quantité"),
        (420, 120, "Montant (EUR)"),
        (100, 134, "Étude de structure"),
        (300, 134, "1200.00"),
        (395, 134, "1"),
        (450, 134, "1200.00"),
        (100, 170, "Total HT"),
        (450, 170, "1200.00"),
    ]
    assert _fields(_HEAD + rows).total is None
    f = _fields(_HEAD + rows + [(100, 184, "TVA non applicable, art. 293 B du CGI")])
    assert (f.subtotal, f.total, f.tax_amount) == (Decimal("1200.00"), Decimal("1200.00"), None)


def test_a_window_block_with_its_postcode_town_and_country_on_lines_of_their_own() -> None:
    f = _fields(
        [
            (378, 50, "Zeewind Techniek"),
            (378, 60, "Havenweg 3"),
            (378, 70, "1013 AB Amsterdam"),
            (378, 80, "Nederland"),
            (57, 130, "Stichting Polderzorg"),
            (57, 146, "Dorpsstraat 9"),
            (57, 160, "3584CC"),
            (57, 174, "Utrecht"),
            (57, 188, "Nederland"),
            (60, 208, "Factuur"),
            (361, 208, "Factuurnummer: ZW-5521"),
            (60, 300, "Omschrijving"),
            (361, 300, "Aantal"),
            (421, 300, "Prijs"),
            (481, 300, "Totaal"),
            (60, 320, "Onderhoud"),
            (361, 320, "2"),
            (421, 320, "€20,00"),
            (481, 320, "€40,00"),
            (60, 340, "Totaal"),
            (481, 340, "€40,00"),
            (200, 780, "KvK 40398155"),
        ]
    )
    assert f.customer_name == "Stichting Polderzorg"
    assert f.customer_address == "Dorpsstraat 9, 3584CC, Utrecht, Nederland"


def test_a_customers_one_line_block_under_its_label_and_the_date_under_the_number() -> None:
    # "Cliente:" over "Name, street, postcode town": the customer, not a window sender line;
    # the date alone under the invoice number's value is the invoice's
    f, conf = _parsed(
        [
            (180, 58, "Officina Rossi di Mario Rossi"),
            (180, 70, "Via Roma 12, 20121 Milano"),
            (180, 82, "P.IVA: 01335720755"),
            (400, 137, "Fattura n°"),
            (530, 137, "7"),
            (484, 153, "23/01/2026"),
            (58, 163, "Cliente:"),
            (58, 175, "Bianchi Informatica srl, via Puglia 12, 75020 Marconia (MT)"),
            (58, 187, "c.f./p.iva 01268100771"),
            (58, 214, "Descrizione Prestazioni"),
            (473, 214, "Importo €"),
            (58, 228, "Manutenzione server"),
            (479, 228, "162,00"),
            (58, 260, "Operazione non soggetta a Iva – legge n. 190 del 23 dicembre 2014"),
            (390, 300, "TOTALE €"),
            (476, 300, "162,00"),
            (58, 700, "Bonifico Bancario su IBAN: IT60X0542811101000000123456"),
        ]
    )
    assert (f.customer_name, f.customer_address) == (
        "Bianchi Informatica srl",
        "via Puglia 12, 75020 Marconia (MT)",
    )
    assert f.vendor_name == "Officina Rossi di Mario Rossi"
    # the id under the customer's one-line block is the customer's
    assert (f.vendor_tax_id, f.customer_tax_id) == ("01335720755", "01268100771")
    assert f.invoice_date == date(2026, 1, 23)
    assert conf["invoice_date"] == CONFIDENCE.INVOICE_DATE_UNDER_NUMBER


def test_a_price_header_wrapping_onto_a_vat_word_and_a_date_column() -> None:
    # "Unit Price Excl." over "VAT": the price's column, not a VAT rate's; the shipment date's
    # cell is neither description nor figure
    f = _fields(
        _HEAD
        + [
            (218, 368, "Shipment"),
            (358, 368, "Unit Price Excl."),
            (57, 378, "No."),
            (104, 378, "Description"),
            (218, 378, "Date"),
            (278, 378, "Quantity"),
            (398, 378, "VAT"),
            (456, 378, "VAT %"),
            (500, 378, "Amount"),
            (57, 401, "1908-S"),
            (104, 401, "Oak chair, blue"),
            (218, 401, "02/17/26"),
            (307, 401, "3"),
            (389, 401, "191.00"),
            (471, 401, "19"),
            (530, 401, "573.00"),
            (348, 447, "Subtotal"),
            (530, 447, "573.00"),
        ]
    )
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in f.line_items] == [
        ("Oak chair, blue", Decimal("3"), Decimal("191.00"), Decimal("573.00"))
    ]


def test_a_sender_lines_short_name_as_the_letterhead_prints_it_in_full() -> None:
    f = _fields(
        [
            (180, 29, "Nordlicht Leasing GmbH"),
            (180, 38, "Hafenstraße 3, 20457 Hamburg"),
            (180, 47, "Tel. 040/1234-0"),
            (77, 129, "Nordlicht, Hafenstraße 3, 20457 Hamburg"),
            (77, 180, "Muster GmbH"),
            (330, 180, "Rechnungsnummer:"),
            (438, 180, "2015738820"),
            (77, 192, "Musterweg 1"),
            (77, 204, "60325 Frankfurt am Main"),
            (238, 255, "Rechnung"),
            (43, 476, "Rechnungsbetrag zahlbar ohne Abzug sofort nach Erhalt der Rechnung."),
            (45, 786, "Bankverbindung: Deutsche Bank"),
        ]
    )
    assert f.vendor_name == "Nordlicht Leasing GmbH"
    assert f.customer_name == "Muster GmbH"


def test_creditor_and_debtor_sections_each_with_a_post_box_and_a_street_address() -> None:
    f = _fields(
        [
            (14, 13, "Berichtnummer: test-77"),
            (22, 61, "Leverancier"),
            (306, 61, "Factuurnummer: 1587968432"),
            (22, 128, "Crediteur"),
            (306, 128, "IBAN: NL91ABNA0417164300"),
            (22, 140, "Zeewind Techniek B.V."),
            (22, 152, "Postbus 9000"),
            (22, 164, "1008KR, Eindhalen"),
            (22, 176, "NL"),
            (22, 188, "Havenweg 458"),
            (22, 200, "1008KR, Eindhalen"),
            (22, 212, "NL"),
            (22, 242, "Afnemer"),
            (306, 242, "Debiteur"),
            (306, 254, "Stichting Polderzorg"),
            (306, 266, "Postbus 10000"),
            (306, 278, "1001AA, Amsterdijk"),
            (306, 290, "NL"),
            (22, 812, "Pagina 1 van 1"),
        ]
    )
    assert (f.vendor_name, f.customer_name) == ("Zeewind Techniek B.V.", "Stichting Polderzorg")
    assert f.vendor_address == (
        "Postbus 9000, 1008KR, Eindhalen, NL, Havenweg 458, 1008KR, Eindhalen, NL"
    )
    assert f.customer_address == "Postbus 10000, 1001AA, Amsterdijk, NL"


def test_rows_of_one_rate_on_two_pages_are_not_added() -> None:
    # a page's own tax row before the last page's: the last page's row is the invoice's
    head: Rows = [
        (40, 40, "Nordlicht Software GmbH"),
        (40, 52, "Hafenstraße 3, 20457 Hamburg"),
        (40, 70, "Rechnung RE-7731"),
        (40, 82, "Belegdatum: 14.03.2026"),
    ]
    first = head + [
        (250, 200, "Positionen USt. 19,00% auf 500,00 €"),
        (490, 200, "95,00 €"),
    ]
    last = head + [
        (250, 200, "Positionen netto"),
        (480, 200, "1.000,00 €"),
        (250, 212, "Positionen USt. 19,00% auf 1.000,00 €"),
        (480, 212, "190,00 €"),
        (250, 224, "Endsumme"),
        (480, 224, "1.190,00 €"),
    ]
    f = _fields(first, last)
    assert (f.tax_rate, f.tax_amount) == (Decimal("19.00"), Decimal("190.00"))


@pytest.mark.parametrize(
    "statement",
    [
        "TVA non applicable, art. 293 B du CGI",
        "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
        "Operazione non soggetta a IVA ai sensi dell'art. 1 L. 190/2014",
        "Vrijgesteld van btw op grond van artikel 11",
        "Factura exenta de IVA",
        "VAT exempt supply",
    ],
)
def test_statements_that_no_vat_is_charged(statement: str) -> None:
    rows: Rows = [
        (40, 120, "Description"),
        (470, 120, "Amount"),
        (40, 134, "Consulting, March"),
        (480, 134, "800.00"),
        (380, 170, "Subtotal"),
        (480, 170, "800.00"),
        (40, 200, statement),
    ]
    f = _fields(_HEAD + rows)
    assert (f.subtotal, f.total) == (Decimal("800.00"), Decimal("800.00"))


def test_a_postcode_starting_with_a_letter_follows_its_town() -> None:
    # "Y96 TP8P" alone on its line ends the address with the country after it; the next text
    # line is an item's description, not a town
    f = _fields(
        [
            (28, 10, "Devriendt en Verhelst BV"),
            (92, 25, "Björnsingel 9"),
            (88, 34, "9989 Aisemont"),
            (62, 67, "FACTUUR"),
            (10, 82, "Documentnr."),
            (186, 82, "RE14661"),
            (10, 124, "Aan:"),
            (10, 131, "Woolley-Keely"),
            (10, 140, "98 Regan Street"),
            (10, 149, "Olivia Ville"),
            (10, 158, "Y96 TP8P"),
            (10, 167, "IERLAND"),
            (10, 183, "Teksten productpagina's"),
            (20, 192, "250 stk x 0,096"),
            (198, 192, "24,00"),
            (10, 246, "Totaal te betalen"),
            (177, 246, "24,00 €"),
        ]
    )
    assert f.customer_address == "98 Regan Street, Olivia Ville, Y96 TP8P, IERLAND"


@pytest.mark.parametrize(
    ("description", "amount"),
    [
        ("Description", "Amount excl. VAT"),
        ("Désignation", "Montant HT"),
        ("Leistung", "Betrag netto"),
        ("Concepto", "Importe"),
        ("Omschrijving", "Bedrag"),
    ],
)
def test_two_cell_headers_in_several_languages(description: str, amount: str) -> None:
    lines = document_lines([page_from_rows([(40, 120, description), (470, 120, amount)])])
    assert is_item_table_header(lines[0])


def test_terms_wrapped_in_a_grid_cell_are_read_whole() -> None:
    grid: Rows = [
        (57, 230, "Salesperson"),
        (312, 230, "Due Date"),
        (439, 230, "Payment Terms"),
        (57, 241, "Detlef Hembrock"),
        (312, 241, "March 3, 2026"),
        (439, 241, "2% discount within"),
        (439, 251, "10 days, net 30"),
        (439, 261, "days"),
        (57, 290, "Order No."),
        (184, 290, "Shipment Method"),
    ]
    assert _fields(_HEAD + grid).payment_terms == "2% discount within 10 days, net 30 days"
    # a label alone on its line: the sentence under its terms is another matter
    alone: Rows = [
        (12, 316, "Zahlungsziel:"),
        (12, 325, "2 % Skonto innerhalb 10 Tagen, 30 Tage netto"),
        (12, 335, "Der Betrag wird per SEPA-Lastschrift eingezogen."),
    ]
    assert _fields(_HEAD + alone).payment_terms == "2 % Skonto innerhalb 10 Tagen, 30 Tage netto"


def test_a_total_naming_its_rate_and_base_is_no_tax_row() -> None:
    f = _fields(
        _HEAD
        + [
            (300, 200, "Net amount"),
            (480, 200, "100.00"),
            (300, 224, "Total (VAT 20% on 100.00)"),
            (480, 224, "120.00"),
        ]
    )
    assert f.total == Decimal("120.00")
    assert (f.tax_rate, f.tax_amount) == (Decimal("20.00"), Decimal("20.00"))


def test_a_letterhead_postcode_wrapped_away_from_its_town_and_dashed_parts() -> None:
    f = _fields(
        [
            # a right-aligned letterhead block
            (428, 64, "Studio Verdi di Anna Verdi"),
            (418, 77, "Via dei Mille Politici 75020"),
            (448, 88, "Marconia – Matera – IT"),
            (447, 99, "C.F: VRDNNA76L27G786V"),
            (462, 111, "P.IVA: 01335720775"),
            (403, 145, "Fattura n°"),
            (524, 145, "13"),
            (58, 171, "Spett.le:"),
            (58, 183, "Rossi S.r.l."),
            (58, 205, "Via Annia Faustina 14A"),
            (58, 216, "00153 Roma (RM)"),
            (400, 587, "Imponibile"),
            (475, 587, "1650,00"),
            (420, 600, "Totale"),
            (475, 600, "1650,00"),
        ]
    )
    assert f.vendor_name == "Studio Verdi di Anna Verdi"
    assert f.vendor_address == "Via dei Mille Politici 75020, Marconia, Matera, IT"


def test_a_bill_of_one_charge_named_over_its_net_amount() -> None:
    rows: Rows = [
        (43, 282, "Wir belasten Ihnen:"),
        (43, 292, "Vertragsnummer: 63419999"),
        (43, 354, "Leasingrate vom 01.11.2024 bis 30.11.2024"),
        (43, 364, "Nettobetrag"),
        (121, 364, "(zzgl. 19,00% MwSt.)"),
        (499, 364, "376,37"),
        (211, 446, "Summe gesamt"),
        (499, 446, "447,88"),
    ]
    f = _fields(_HEAD + rows)
    assert [(i.description, i.amount) for i in f.line_items] == [
        ("Leasingrate vom 01.11.2024 bis 30.11.2024", Decimal("376.37"))
    ]
    # a labelled line above the net is no charge
    rows[2] = (43, 354, "Leasingnummer: 63419999")
    assert _fields(_HEAD + rows).line_items == []


@pytest.mark.parametrize(
    ("place", "printed", "footer"),
    [
        ("Lyon, le", "3 mai 2024", "Date : 30/04/2024"),
        ("Milano, lì", "03/05/2024", "Data: 30/04/2024"),
    ],
)
def test_a_letters_place_word_in_its_own_cell_before_the_date(
    place: str, printed: str, footer: str
) -> None:
    f = _fields(
        [
            (40, 40, "Atelier Lumière SARL"),
            (330, 100, place),
            (440, 100, printed),
            (330, 780, footer),
        ]
    )
    assert f.invoice_date == date(2024, 5, 3)


def test_a_net_qualifier_after_a_charges_label_belongs_to_the_charge() -> None:
    f = _fields(
        [
            (40, 40, "Zeewind Techniek B.V."),
            (40, 52, "Havenweg 3, 1013 AB Amsterdam"),
            (40, 70, "Factuurnummer: ZW-5521"),
            (250, 200, "Artikelen excl. btw"),
            (480, 200, "500,00"),
            (250, 212, "Verzendkosten excl. btw"),
            (485, 212, "10,00"),
            (250, 224, "Btw 21%"),
            (480, 224, "107,10"),
            (250, 236, "Totaal incl. btw"),
            (480, 236, "617,10"),
        ]
    )
    assert (f.subtotal, f.shipping, f.total) == (
        Decimal("500.00"),
        Decimal("10.00"),
        Decimal("617.10"),
    )
