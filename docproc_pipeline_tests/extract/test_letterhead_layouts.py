"""General rules for the logo-letterhead layouts of real invoices (small invented pages): the
number alone under a right-aligned title, values right-aligned under their label, labels that
are part of an e-mail address, and item tables with unit and tax-rate columns and a currency in
every money cell."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.meta import id_value
from docproc_pipeline_tests.extract.pages import Rows, page_from_rows
from docproc_pipeline_tests.extract.pages import fields_of as _fields
from docproc_pipeline_tests.extract.pages import right_aligned as _right

_PARTIES: Rows = [
    (48, 150, "BILL TO"),
    (48, 162, "Hollow Pines Ltd"),
    (48, 174, "4 Quay Street"),
    (48, 186, "Galway H91 X2Y3"),
]
_TOTALS: Rows = [
    (330, 420, "Subtotal"),
    (500, 420, "100.00"),
    (330, 432, "VAT 23 %"),
    (500, 432, "23.00"),
    (330, 444, "Total"),
    (500, 444, "123.00"),
]


def test_a_number_with_its_series_alone_under_a_right_aligned_title() -> None:
    rows = [_right(547, 40, "Invoice"), _right(547, 56, "FT 2025A/6636")]
    rows += [_right(547, 72, "Issued: 26/09/2025")]
    f = _fields(rows + _PARTIES + _TOTALS)
    assert f.invoice_number == "FT 2025A/6636"


def test_a_value_right_aligned_under_its_label_is_read() -> None:
    # the value's left edge is far from the long label's: only the right edges line up
    rows = [_right(547, 40, "Rechnungsnummer"), _right(547, 56, "03643")]
    rows += [(400, 72, "Datum:"), _right(547, 72, "14.08.2024")]
    f = _fields(rows + _PARTIES + _TOTALS)
    assert f.invoice_number == "03643"


def test_a_title_word_inside_an_e_mail_address_is_no_title() -> None:
    rows = [_right(547, 40, "Invoice"), _right(547, 56, "INV-2025-7829")]
    # "rechnung" is a title word; in the address it titles nothing, and the register number
    # printed beside it is not the invoice's
    rows += [(48, 760, "E: rechnung@pines.ie"), (300, 760, "CRO No.: 692198")]
    f = _fields(rows + _PARTIES + _TOTALS)
    assert f.invoice_number == "INV-2025-7829"


def test_a_title_word_followed_by_a_colon_labels_a_value() -> None:
    # Polish "rachunek" is a title ("bill") and a bank account ("Rachunek: PL..")
    rows = [_right(547, 40, "Faktura"), _right(547, 56, "R24/02592")]
    rows += [(300, 760, "Rachunek: PL56 1240 1835 3414")]
    f = _fields(rows + _PARTIES + _TOTALS)
    assert f.invoice_number == "R24/02592"


def _table(header: Rows, cells: list[Rows]) -> Rows:
    rows = [_right(547, 40, "Invoice No. 5501"), *_PARTIES, *header]
    for k, row in enumerate(cells):
        rows += [(x, 260 + 14 * k, text) for x, _, text in row]
    return rows


def test_a_rate_column_named_in_two_words_is_skipped() -> None:
    # the rate's figure lies under neither header word for half its width, only under both
    header: Rows = [(76, 246, "Concepto"), (288, 246, "Cant."), (365, 246, "Precio"),
                    (435, 246, "% IVA"), (510, 246, "Importe")]  # fmt: skip
    cells = [
        [(76, 0, "Cartucho filtrante"), (305, 0, "3 uds."), _right(425, 0, "€ 353,86"),
         _right(455.8, 0, "21 %"), _right(545, 0, "€ 1.061,58")],
        [(76, 0, "Migración de datos"), (298, 0, "3,5 h"), _right(425, 0, "€ 166,00"),
         _right(455.8, 0, "21 %"), _right(545, 0, "€ 581,00")],
    ]  # fmt: skip
    items = _fields(_table(header, cells)).line_items
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in items] == [
        ("Cartucho filtrante", Decimal("3"), Decimal("353.86"), Decimal("1061.58")),
        ("Migración de datos", Decimal("3.5"), Decimal("166.00"), Decimal("581.00")),
    ]


def test_a_rate_wider_than_its_narrow_header_is_skipped() -> None:
    header: Rows = [(76, 246, "Description"), (288, 246, "Qté"), (330, 246, "Un."),
                    (380, 246, "Prix"), (449, 246, "TVA"), (510, 246, "Montant")]  # fmt: skip
    cells = [
        [(76, 0, "Maintenance du site"), _right(300, 0, "12"), (330, 0, "mois"),
         _right(424, 0, "347,62 €"), _right(460, 0, "20 %"), _right(545, 0, "4171,44 €")],
    ]  # fmt: skip
    items = _fields(_table(header, cells)).line_items
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in items] == [
        ("Maintenance du site", Decimal("12"), Decimal("347.62"), Decimal("4171.44")),
    ]


def test_swiss_franc_signs_in_every_money_cell() -> None:
    header: Rows = [(51, 246, "Bezeichnung"), (292, 246, "Anz. Einheit"),
                    (404, 246, "Preis St.-Satz"), (514, 246, "Summe")]  # fmt: skip
    cells = [
        [(51, 0, "Datenmigration und Prüfung"), (305, 0, "7 h"), _right(424, 0, "Fr. 121.00"),
         _right(459, 0, "8.1 %"), _right(544, 0, "Fr. 847.00")],
        [(51, 0, "Tonerkartusche schwarz"), (305, 0, "5 St."), _right(424, 0, "Fr. 105.37"),
         _right(459, 0, "8.1 %"), _right(544, 0, "Fr. 526.85")],
    ]  # fmt: skip
    items = _fields(_table(header, cells)).line_items
    assert [(i.quantity, i.unit_price, i.amount) for i in items] == [
        (Decimal("7"), Decimal("121.00"), Decimal("847.00")),
        (Decimal("5"), Decimal("105.37"), Decimal("526.85")),
    ]


def test_an_address_printed_on_one_line_with_bars_gives_its_lines() -> None:
    f = _fields(
        [
            (40, 40, "Emilysingel Trading B.V."),
            (40, 54, "Emilysingel 12 | 6893 OZ Leiderdorp"),
            (40, 120, "Klant:"),
            (40, 132, "Beta Handel B.V."),
            (40, 144, "Kerkstraat 3 · 1012 AB Amsterdam"),
            (350, 120, "Factuurnummer: F-2041"),
            (350, 132, "Factuurdatum: 03-02-2026"),
            (40, 400, "Totaal: 121,00 EUR"),
        ]
    )
    assert f.vendor_address == "Emilysingel 12, 6893 OZ Leiderdorp"
    assert f.customer_address == "Kerkstraat 3, 1012 AB Amsterdam"


def test_a_logo_letterheads_company_is_the_name_heading_the_legal_footer() -> None:
    rows = [_right(547, 40, "Invoice"), _right(547, 56, "INV-2041"), *_PARTIES, *_TOTALS]
    rows += [
        (48, 780, "Bradshaw Group"),
        (48, 790, "8735 Campbell Prairie"),
        (48, 800, "East Johnport, OH 22662"),
        (300, 780, "IBAN: GB33BUKB20201555555555"),
        (420, 780, "Tax ID: 12-3456789"),
    ]
    fields, conf, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_name == "Bradshaw Group"
    assert fields.vendor_address == "8735 Campbell Prairie, East Johnport, OH 22662"
    assert conf["vendor_name"] < 0.9  # no legal form: a person should look


def test_a_footer_without_the_issuers_ids_names_no_vendor() -> None:
    rows = [_right(547, 40, "Invoice"), _right(547, 56, "INV-2041"), *_PARTIES, *_TOTALS]
    rows += [(48, 780, "Bradshaw Group"), (48, 790, "8735 Campbell Prairie"),
             (48, 800, "East Johnport, OH 22662")]  # fmt: skip
    assert _fields(rows).vendor_name != "Bradshaw Group"


def test_a_bare_number_label_over_its_value_in_a_facts_grid() -> None:
    rows = [(48, 40, "Factuur"), (300, 80, "Nummer"), (420, 80, "Datum"),
            (300, 94, "PS-1448"), (420, 94, "03-02-2026"), *_PARTIES, *_TOTALS]  # fmt: skip
    f = _fields(rows)
    assert f.invoice_number == "PS-1448"


def test_polish_title_with_the_number_label_after_it() -> None:
    rows = [(48, 40, "FAKTURA VAT Nr faktury HU-1848"), *_PARTIES, *_TOTALS]
    assert _fields(rows).invoice_number == "HU-1848"


def test_an_item_row_beside_a_column_of_facts_lends_no_value_to_a_label() -> None:
    rows = [(32, 40, "Mijsberg ICT C.V."), (514, 40, "Factuur"),
            (201, 80, "Regel"), (219, 80, "Beschrijving"), (440, 80, "Aant."),
            (473, 80, "Stukprijs"), (522, 80, "Subtotaal"),
            (38, 100, "FACTUURNR."),
            (201, 105, "3"), (219, 105, "Zeskantbout M8"), (457, 105, "4"), (484, 105, "29,20"),
            (530, 105, "116,80"),
            (38, 114, "4939/24")]  # fmt: skip
    assert _fields(rows).invoice_number == "4939/24"


def test_a_currency_code_is_no_series_of_an_id() -> None:
    assert id_value("EUR 3 240,00") is None  # an amount with a space as thousands separator
    assert id_value("FT 2025A/6636") == "FT 2025A/6636"
