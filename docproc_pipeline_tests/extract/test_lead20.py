"""Readings found on session 20's development invoices, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import page_from_rows

Rows = list[tuple[float, float, str]]


def _monospaced_page(rows: Rows, pitch: float = 6.0, height: float = 6.0) -> Page:
    """A text layer set in a monospaced font: every character, a space included, advances by
    `pitch`; the word boxes are `height` high (digits and capitals: no descender)."""
    words = []
    for x, y, text in rows:
        cursor = x
        for token in text.split(" "):
            if token:
                words.append(Word(token, cursor, y, cursor + pitch * len(token), y + height))
            cursor += pitch * (len(token) + 1)
    return Page(number=1, width=595.0, height=842.0, words=words)


def _typewriter_quote() -> list[Page]:
    return [
        _monospaced_page(
            [
                (60, 60, "Zakład Stolarski Sp. z o.o."), (60, 72, "ul. Leśna 4, 30-729 Kraków"),
                (60, 110, "FAKTURA VAT Nr FV/2026/0311"), (60, 122, "Data wystawienia: 12.03.2026"),
                (60, 160, "Lp.  Nazwa                         Ilość  Cena       Wartość"),
                (60, 174, "1.   Papier ksero A4, karton       46     39,00      1 794,00"),
                (60, 186, "2.   Biurko dębowe                 2      1 336,50   2 673,00"),
                (300, 220, "Razem netto   4 467,00"),
                (300, 232, "VAT 23%       1 027,41"),
                (300, 244, "Do zapłaty    5 494,41 PLN"),
            ]
        )
    ]  # fmt: skip


def test_a_monospaced_text_layer_keeps_one_typed_space_inside_a_cell() -> None:
    # a space of a monospaced font is as wide as a letter: wider than the gap that parts
    # cells of a proportional font of that height, yet no cell edge
    fields, _, _ = parse_invoice(_typewriter_quote())
    assert fields.vendor_name == "Zakład Stolarski Sp. z o.o."
    items = [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items]
    assert items == [
        ("Papier ksero A4, karton", Decimal("46"), Decimal("39.00"), Decimal("1794.00")),
        ("Biurko dębowe", Decimal("2"), Decimal("1336.50"), Decimal("2673.00")),
    ]


def test_two_spaces_of_a_monospaced_font_still_part_cells() -> None:
    # the cells of the same quote stay apart where two or more spaces stand between them
    page = _typewriter_quote()[0]
    from docproc_pipeline.extract.parse.lines import page_lines

    row = next(ln for ln in page_lines(page) if ln.words[0].text == "1.")
    assert [s.text for s in row.segments] == [
        "1.",
        "Papier ksero A4, karton",
        "46",
        "39,00",
        "1 794,00",
    ]


def _terms_page(*rows: tuple[float, float, str]) -> list[Page]:
    return [
        page_from_rows(
            [
                (60, 60, "Hermanos Abascal S.L."), (60, 72, "Calle Mayor 9"),
                (60, 84, "28013 Madrid"),
                (60, 120, "FACTURA"), (60, 140, "Número de factura: 2523166"),
                (60, 152, "Fecha: 07/07/2025"),
                (60, 200, "Descripción"), (330, 200, "Cantidad"), (400, 200, "Precio"),
                (480, 200, "Importe"),
                (60, 214, "Formación"), (330, 214, "2"), (400, 214, "100,00"),
                (480, 214, "200,00"),
                (380, 250, "Base imponible"), (480, 250, "200,00"),
                (380, 262, "IVA 21 %"), (480, 262, "42,00"),
                (380, 274, "Total"), (480, 274, "242,00 EUR"),
                *rows,
            ]
        )
    ]  # fmt: skip


def test_a_channel_and_its_bank_give_way_to_terms_printed_later() -> None:
    fields, _, _ = parse_invoice(
        _terms_page(
            (60, 170, "Forma de pago: transferencia: BBVA"),
            (60, 320, "Forma de pago: Transferencia a 30 días"),
        )
    )
    assert fields.payment_terms == "Transferencia a 30 días"


def test_a_channel_and_its_bank_are_the_terms_when_nothing_else_is_printed() -> None:
    fields, _, _ = parse_invoice(_terms_page((60, 170, "Forma de pago: transferencia: BBVA")))
    assert fields.payment_terms == "transferencia: BBVA"


def test_a_due_label_before_a_payment_phrase_gives_the_terms() -> None:
    fields, _, _ = parse_invoice(
        _terms_page(
            (60, 170, "Forma de pago: transferencia: BBVA"),
            (60, 320, "Vencimiento: Pago a la recepción de la factura"),
        )
    )
    assert fields.payment_terms == "Pago a la recepción de la factura"
    assert fields.due_date is None


def _vat_columns_page(header: str, summary: list[tuple[float, float, str]]) -> list[Page]:
    # a Central-European item table: net price and value, the VAT rate and amount per line,
    # the gross value; the headers centred over their cells, the figures right-aligned
    # (wider than `page_from_rows`' 5 pt per character: the cells' right edges line up)
    return [
        page_from_rows(
            [
                (50, 40, "Heidrich IT-Service KG"), (50, 52, "Bährstr. 8"),
                (50, 64, "50110 Rehau"),
                (220, 100, "Rechnung INV-2025-1114"), (400, 40, "Datum: 11.05.2025"),
                (50, 150, "Faust Beratung KG"), (50, 162, "Thekla-Täsche-Straße 1-2"),
                (50, 174, "88042 Freising"),
                (50, 230, "Nr."), (80, 230, "Artikel"), (220, 230, "Anz."), (260, 230, "Preis"),
                (300, 230, "Nettowert"), (375, 230, "USt. %"), (425, 230, "MwSt."),
                (500, 230, header),
                (50, 250, "1"), (80, 250, "Kopierpapier A4"), (233, 250, "10"),
                (275, 250, "7,67"), (340, 250, "76,70"), (407, 250, "7"), (460, 250, "5,37"),
                (540, 250, "82,07"),
                (50, 262, "2"), (80, 262, "Wartung Heizung"), (238, 262, "1"),
                (260, 262, "368,61"), (335, 262, "368,61"), (402, 262, "19"),
                (460, 262, "70,04"), (535, 262, "438,65"),
                (280, 290, "Gesamt"), (335, 290, "445,31"), (460, 290, "75,41"),
                (535, 290, "520,72"),
                *summary,
                (50, 360, "Zu zahlender Betrag: EUR 520,72"),
            ]
        )
    ]  # fmt: skip


def test_a_gross_column_beside_a_net_amount_column_is_skipped() -> None:
    # the rate and tax figures stand right of their centred headers, nearer them than the
    # next header: their columns' cells, not the amount
    fields, _, _ = parse_invoice(_vat_columns_page("Bruttowert", []))
    items = [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items]
    assert items == [
        ("Kopierpapier A4", Decimal("10"), Decimal("7.67"), Decimal("76.70")),
        ("Wartung Heizung", Decimal("1"), Decimal("368.61"), Decimal("368.61")),
    ]


def test_a_summary_by_rate_in_the_item_columns_gives_the_tax_rows() -> None:
    # the rows under the totals row, a figure under the rate column, no header of their own
    summary = [
        (290, 304, "davon"), (335, 304, "368,61"), (402, 304, "19"), (460, 304, "70,04"),
        (535, 304, "438,65"),
        (340, 316, "76,70"), (407, 316, "7"), (460, 316, "5,37"), (540, 316, "82,07"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice(_vat_columns_page("Bruttowert", summary))
    rows = [(r.rate, r.base, r.amount) for r in fields.tax_breakdown]
    assert rows == [
        (Decimal("19"), Decimal("368.61"), Decimal("70.04")),
        (Decimal("7"), Decimal("76.70"), Decimal("5.37")),
    ]


def test_a_summary_table_of_its_own_beside_the_item_columns_is_not_read_as_in_them() -> None:
    # the same rows, their rates far left of the item table's rate column
    summary = [
        (150, 304, "19 %"), (200, 304, "368,61"), (250, 304, "70,04"),
        (150, 316, "7 %"), (200, 316, "76,70"), (250, 316, "5,37"),
    ]  # fmt: skip
    from docproc_pipeline.extract.parse.invoice import _run_passes
    from docproc_pipeline.extract.parse.taxtable import in_item_columns

    ctx = _run_passes(_vat_columns_page("Bruttowert", summary))
    assert ctx.table_lines
    assert in_item_columns(ctx)[0] == []


def _service_dates_page(dates: list[str]) -> list[Page]:
    # a service-date column left of the description, its header run into the next one's
    rows: Rows = [
        (50, 40, "Harbour Media Ltd"), (50, 52, "12 Quay Street"), (50, 64, "Galway H91 X2Y3"),
        (350, 40, "INVOICE"), (350, 55, "Invoice No.: 4711"), (350, 67, "Date: 03/03/2026"),
        (50, 200, "Service dateItem"), (330, 200, "Qty"), (400, 200, "Price"),
        (480, 200, "Line Total"),
    ]  # fmt: skip
    for k, (day, desc) in enumerate(zip(dates, ["Network switch", "Photography"], strict=True)):
        y = 215 + 15 * k
        rows += [(50, y, f"{day} {desc}"), (330, y, "2"), (400, y, "50.00"), (480, y, "100.00")]
    rows += [(400, 260, "Total"), (480, 260, "200.00")]
    return [page_from_rows(rows)]


def test_a_date_every_item_opens_with_is_a_service_date_column() -> None:
    fields, _, _ = parse_invoice(_service_dates_page(["23/02/2026", "02/03/2026"]))
    assert [i.description for i in fields.line_items] == ["Network switch", "Photography"]


def test_a_date_opening_only_some_items_stays_in_their_descriptions() -> None:
    fields, _, _ = parse_invoice(_service_dates_page(["23/02/2026", "Studio"]))
    assert [i.description for i in fields.line_items] == [
        "23/02/2026 Network switch",
        "Studio Photography",
    ]


def test_a_terms_label_printed_again_in_english_is_no_part_of_the_terms() -> None:
    fields, _, _ = parse_invoice(
        _terms_page((60, 320, "Condiciones de pago / Terms of Payment: Contado"))
    )
    assert fields.payment_terms == "Contado"


def test_a_receipts_items_under_the_buyers_name_are_no_address() -> None:
    rows = [
        (20, 30, "Café Central"), (20, 42, "Rue Neuve 5, 1000 Bruxelles"),
        (20, 70, "Ticket n° 4471"), (20, 82, "Date: 12/03/2026"),
        (20, 110, "Client :"), (20, 122, "Gérard Leleu"),
        (20, 140, "Câble électrique 3G1,5"), (30, 152, "48 x 1,15"), (150, 152, "55,20"),
        (20, 164, "Prestation de conseil"), (30, 176, "2 x 80,00"), (150, 176, "160,00"),
        (20, 200, "Total"), (150, 200, "215,20"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.customer_name == "Gérard Leleu"
    assert fields.customer_address is None


def test_a_german_request_to_transfer_within_days_is_the_terms() -> None:
    rows = [
        (50, 40, "Muster Technik AG"), (50, 52, "Bahnhofstrasse 1"), (50, 64, "8001 Zürich"),
        (350, 40, "Rechnung Nr. 2026-114"), (350, 52, "Datum: 12.03.2026"),
        (50, 200, "Beschreibung"), (330, 200, "Menge"), (400, 200, "Preis"),
        (480, 200, "Betrag"),
        (50, 215, "Wartung"), (330, 215, "1"), (400, 215, "100.00"), (480, 215, "100.00"),
        (400, 240, "Total CHF"), (480, 240, "100.00"),
        (50, 280, "Bitte überweisen Sie den Betrag innerhalb von 10 Tagen."),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.payment_terms == "Bitte überweisen Sie den Betrag innerhalb von 10 Tagen."


def test_an_article_code_before_the_items_name_is_no_part_of_its_description() -> None:
    rows = [
        (50, 40, "Holzbau Berger GmbH"), (50, 52, "Seestraße 4"), (50, 64, "6900 Bregenz"),
        (350, 40, "Rechnung Nr. 2026-114"), (350, 52, "Datum: 12.03.2026"),
        (50, 200, "Beschreibung"), (330, 200, "Menge"), (400, 200, "Preis"),
        (480, 200, "Betrag"),
        (50, 215, "Art.-Nr. 76-6541 Spanplattenschrauben 4x40"), (330, 215, "2"),
        (400, 215, "5,00"), (480, 215, "10,00"),
        (50, 230, "Code 128 Etiketten"), (330, 230, "1"), (400, 230, "4,00"),
        (480, 230, "4,00"),
        (400, 260, "Summe"), (480, 260, "14,00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [i.description for i in fields.line_items] == [
        "Spanplattenschrauben 4x40",
        "Etiketten",
    ]


def _wrapped_header_page(second_line: Rows) -> list[Page]:
    # the rate and tax headers wrapped onto a second line ("Taux" over "TVA")
    return [
        page_from_rows(
            [
                (50, 40, "Atelier Lemaire SRL"), (50, 52, "Rue Haute 5"),
                (50, 64, "1000 Bruxelles"),
                (350, 40, "Facture n° F-2026-88"), (350, 52, "Date : 12/03/2026"),
                (50, 200, "Libellé"), (230, 200, "Qté"), (270, 200, "Prix net"),
                (330, 200, "Montant net"), (400, 200, "Taux"), (445, 200, "TVA"),
                (500, 200, "Brut"),
                *second_line,
                (50, 228, "Création graphique"), (235, 228, "2"), (275, 228, "89,30"),
                (340, 228, "178,60"), (405, 228, "21"), (450, 228, "37,51"),
                (505, 228, "216,11"),
                (50, 242, "Cartouche de toner"), (235, 242, "3"), (275, 242, "10,00"),
                (345, 242, "30,00"), (405, 242, "21"), (455, 242, "6,30"),
                (510, 242, "36,30"),
                (270, 262, "Total général"), (340, 262, "208,60"), (450, 262, "43,81"),
                (505, 262, "252,41"),
                (50, 300, "Solde dû : 252,41 EUR"),
            ]
        )
    ]  # fmt: skip


def test_header_cells_wrapped_onto_the_line_below_stop_no_table() -> None:
    fields, _, _ = parse_invoice(_wrapped_header_page([(400, 211, "TVA")]))
    assert [(i.description, i.amount) for i in fields.line_items] == [
        ("Création graphique", Decimal("178.60")),
        ("Cartouche de toner", Decimal("30.00")),
    ]


def test_a_totals_row_in_the_item_columns_gives_net_tax_and_total() -> None:
    fields, _, _ = parse_invoice(_wrapped_header_page([(400, 211, "TVA")]))
    assert (fields.subtotal, fields.tax_amount, fields.total) == (
        Decimal("208.60"),
        Decimal("43.81"),
        Decimal("252.41"),
    )


def test_a_legal_form_alone_under_a_centred_name_ends_the_name() -> None:
    # a receipt's centred head: the name wraps before its last legal form
    rows = [
        (30, 20, "Hellwig Elektrotechnik GmbH & Co."), (105, 32, "KG"),
        (76, 44, "Kramerplatz 12"), (66, 56, "43078 Lüdinghausen"),
        (90, 90, "RECHNUNG"), (20, 104, "Beleg-Nr. F2025-04406"),
        (20, 116, "Datum: 12.03.2026"),
        (20, 140, "Kabel 3x1,5"), (30, 152, "10 x 1,50"), (150, 152, "15,00"),
        (20, 180, "Summe"), (150, 180, "15,00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_name == "Hellwig Elektrotechnik GmbH & Co. KG"
    assert fields.vendor_address == "Kramerplatz 12, 43078 Lüdinghausen"


def _subscription_page(tax_line: str) -> list[Page]:
    return [
        page_from_rows(
            [
                (57, 60, "Weaver Cloud LLC"), (57, 72, "9229 William Green"),
                (57, 84, "Port Michael, SC 95797"),
                (60, 150, "Invoice No. 202673222"), (60, 162, "Invoice date: April 20, 2026"),
                (60, 250, "Details"), (330, 250, "Period"), (455, 250, "Qty"),
                (485, 250, "Price"), (520, 250, "Amount"),
                (60, 265, "Team plan"), (330, 265, "April 20, 2026 - May 20, 2026"),
                (460, 265, "3"), (485, 265, "30.00"), (525, 265, "90.00"),
                (60, 280, "API add-on"), (330, 280, "April 20, 2026 - May 20, 2026"),
                (460, 280, "1"), (485, 280, "10.00"), (525, 280, "10.00"),
                (355, 320, "Sub-total"), (520, 320, "USD 100.00"),
                (355, 334, "Promo code WELCOME2 (2%)"), (525, 334, "-2.00"),
                (355, 348, tax_line), (525, 348, "USD 8.70"),
                (355, 362, "Total due"), (520, 362, "USD 106.70"),
            ]
        )
    ]  # fmt: skip


def test_a_period_column_the_header_names_is_no_part_of_the_description() -> None:
    fields, _, _ = parse_invoice(_subscription_page("Sales tax 8.875% (Net 98.00)"))
    assert [i.description for i in fields.line_items] == ["Team plan", "API add-on"]


def test_a_promo_code_line_is_a_discount() -> None:
    fields, _, _ = parse_invoice(_subscription_page("Sales tax 8.875% (Net 98.00)"))
    assert (fields.subtotal, fields.discount, fields.total) == (
        Decimal("100.00"),
        Decimal("2.00"),
        Decimal("106.70"),
    )


def test_a_label_inside_a_bracket_qualifies_the_label_before_it() -> None:
    # "(Netto 98,00)": the base the tax is of, no subtotal label of its own
    fields, _, _ = parse_invoice(_subscription_page("Tax 8.875% (Subtotal 98.00)"))
    assert fields.subtotal == Decimal("100.00")
    assert fields.tax_amount == Decimal("8.70")


def test_bitte_zahlen_before_an_amount_is_the_amount_due_and_before_a_date_no_label_of_it() -> None:
    def page(last: str, value: str) -> list[Page]:
        return [
            page_from_rows(
                [
                    (50, 40, "Hartung IT"), (50, 52, "Ringstraße 7"), (50, 64, "80331 München"),
                    (350, 40, "Rechnung Nr. 2026-114"), (350, 52, "Datum: 12.03.2026"),
                    (50, 200, "Beschreibung"), (330, 200, "Menge"), (400, 200, "Preis"),
                    (480, 200, "Betrag"),
                    (50, 215, "Wartung"), (330, 215, "1"), (400, 215, "100,00"),
                    (480, 215, "100,00"),
                    (400, 240, "Zwischensumme"), (480, 240, "100,00"),
                    (400, 252, "MwSt. 19 %"), (480, 252, "19,00"),
                    (400, 264, "Rechnungsbetrag"), (480, 264, "119,00 €"),
                    (400, 276, last), (480, 276, value),
                ]
            )
        ]  # fmt: skip

    fields, _, _ = parse_invoice(page("Bitte zahlen", "119,00 €"))
    assert fields.amount_due == Decimal("119.00")
    fields, confidence, _ = parse_invoice(page("Bitte zahlen bis", "30.03.2026"))
    # no amount labelled payable: none read (the total is not printed as payable)
    assert fields.amount_due is None
    assert str(fields.due_date) == "2026-03-30"
