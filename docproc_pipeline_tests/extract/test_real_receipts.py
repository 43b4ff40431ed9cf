"""Rules from real scanned receipts and grid invoices (invented pages): a till receipt's sum and
its stamp of date and time, a tax table whose headers spell the tax with dots and whose total
names its currency in words."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from decimal import Decimal

import pytest

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.numbers import find_amounts
from docproc_pipeline_tests.extract.pages import fields_of as _fields
from docproc_pipeline_tests.extract.pages import ocr_page, page_from_rows

Rows = list[tuple[float, float, str]]


_RECEIPT: Rows = [
    (40, 40, "Drogeria Lipowa sp. j."),
    (40, 52, "ul. Lipowa 8, 30-001 Kraków"),
    (40, 64, "NIP 6762489712"),
    (70, 80, "PARAGON FISKALNY"),
    (40, 92, "Mydło lawendowe"),
    (180, 92, "3 x4,50 13,50A"),
    (40, 104, "PTU A 23%"),
    (40, 116, "SUMA PLN"),
    (210, 116, "13,50"),
    (40, 140, "0017 #3 nr:4411"),
    (170, 140, "2024-03-05 11:42"),
    (60, 400, "Zapraszamy ponownie"),
]


def test_a_polish_till_receipt_is_read_by_its_sum_and_stamp() -> None:
    # "SUMA PLN" is the receipt's total; "PTU" is the Polish name of VAT; the date stands
    # with the time of day beside a till counter whose value is in its own cell
    f = _fields(_RECEIPT)
    assert (f.total, f.currency) == (Decimal("13.50"), "PLN")
    assert f.invoice_date == date(2024, 3, 5)
    assert f.vendor_name == "Drogeria Lipowa sp. j."


def test_a_tax_label_without_its_figure_does_not_take_the_total_under_it() -> None:
    # OCR lost the tax sum's figure; the figure a little lower belongs to the sum's own label
    rows = [r for r in _RECEIPT if r[2] not in ("SUMA PLN", "13,50")]
    rows += [(40, 112, "SUMA PTU"), (40, 118, "SUMA PLN"), (210, 118, "13,50")]
    f = _fields(rows)
    assert f.total == Decimal("13.50")
    assert f.tax_amount is None


_GRID: Rows = [
    (40, 40, "Muebles Ribera S.L."),
    (40, 52, "Calle Mayor 3, 46001 Valencia"),
    (300, 40, "FACTURA"),
    (40, 70, "FACTURA: B7 / 221"),
    (40, 82, "FECHA....: 02/03/2024"),
    (40, 120, "CONCEPTO"),
    (300, 120, "IMPORTE"),
    (40, 132, "Mesa de roble"),
    (300, 132, "250,00"),
    (40, 300, "BASE IMPONIBLE"),
    (150, 300, "DTO P.P."),
    (220, 300, "IMPORTE DTO."),
    (320, 300, "%I.V.A"),
    (380, 300, "IMPORTE I.V.A"),
    (480, 300, "LIQUIDO"),
    (60, 312, "250,00"),
    (330, 312, "21,00"),
    (390, 312, "52,50"),
    (480, 312, "302,50 EUROS"),
    (40, 340, "VTOS.:01/04/2024"),
    (150, 340, "302,50"),
]


def test_a_tax_table_with_dotted_tax_headers_and_a_total_in_words() -> None:
    f = _fields(_GRID)
    assert f.currency == "EUR"
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("250.00"),
        Decimal("52.50"),
        Decimal("302.50"),
    )
    assert f.tax_rate == Decimal("21.00")
    assert f.due_date == date(2024, 4, 1)


def test_a_spanish_number_after_factura_colon_with_its_series_set_apart() -> None:
    # "FACTURA:" labels the number; "B7 / 221" is a series and its number, spaced
    assert _fields(_GRID).invoice_number == "B7 / 221"


def test_a_currency_written_as_its_name_after_an_amount() -> None:
    (a,) = find_amounts("302,50 EUROS", ",")
    assert (a.value, a.currency) == (Decimal("302.50"), "EUR")
    (b,) = find_amounts("40 euros por gasto", ",")
    assert b.currency == "EUR"
    assert find_amounts("12 Europa", ",")[0].currency is None


_QUEBEC: Rows = [
    (40, 40, "Atelier Boréal"),
    (40, 52, "18, rue des Érables"),
    (40, 64, "Sherbrooke (Québec) J1H 2K4"),
    (300, 90, "Facture"),
    (40, 120, "Client : Papeterie Laval"),
    (300, 120, "Numéro de la facture : 0781"),
    (300, 132, "Date de facturation : 3 mars 2024"),
    (40, 170, "Désignation"),
    (300, 170, "Quantité"),
    (380, 170, "Prix"),
    (460, 170, "Montant"),
    (40, 182, "Carnets reliés"),
    (310, 182, "4"),
    (380, 182, "25,00 $"),
    (460, 182, "100,00 $"),
    (380, 220, "TPS"),
    (460, 220, "5,00 $"),
    (380, 232, "TVQ"),
    (380, 244, "Total général"),
    (460, 244, "105,00 $"),
]


def test_a_quebec_invoice_names_its_number_its_sales_taxes_and_dollars() -> None:
    # "Numéro de la facture"; TPS and TVQ are Canada's and Québec's sales taxes (this seller
    # charges TPS only); a "$" on an invoice whose addresses carry Canadian postal codes is
    # the Canadian dollar
    f = _fields(_QUEBEC)
    assert f.invoice_number == "0781"
    assert f.currency == "CAD"
    assert f.tax_amount == Decimal("5.00")
    assert f.total == Decimal("105.00")


def test_a_dollar_with_a_us_address_stays_the_us_dollar() -> None:
    rows = [r for r in _QUEBEC if not r[2].startswith("Sherbrooke")]
    f = _fields([*rows, (40, 64, "Burlington, VT 05401")])
    assert f.currency == "USD"


_TILL_TAXES: Rows = [
    (40, 40, "Drogerie Linde"),
    (40, 52, "Lindenweg 4, 04109 Leipzig"),
    (40, 80, "Seife Kamille"),
    (200, 80, "10,00 A"),
    (40, 92, "Tee Minze"),
    (200, 92, "20,00 B"),
    (40, 110, "Total"),
    (200, 110, "30,00"),
    (40, 130, "MWST Gruppe"),
    (110, 130, "Netto"),
    (150, 130, "MWST"),
    (200, 130, "Total"),
    (30, 142, "A MWST A"),
    (75, 142, "19%"),
    (110, 142, "8,40"),
    (150, 142, "1,60"),
    (200, 142, "10,00"),
    (30, 154, "B MWST B"),
    (75, 154, "78"),
    (110, 154, "18,69"),
    (150, 154, "1,31"),
    (200, 154, "20,00"),
    (40, 166, "MWST Total"),
    (110, 166, "27,09"),
    (150, 166, "2,91"),
    (200, 166, "30,00"),
]


def test_a_till_receipts_tax_rows_open_with_their_category_and_a_misread_percent() -> None:
    # each row opens with its category letter; OCR read the second row's "7%" as "78": the
    # base and amount give 7, whose digits and one more are the figure printed
    f = _fields(_TILL_TAXES)
    assert (f.tax_amount, f.total) == (Decimal("2.91"), Decimal("30.00"))
    rows = [(r.rate, r.base, r.amount) for r in f.tax_breakdown]
    assert rows == [
        (Decimal("19.00"), Decimal("8.40"), Decimal("1.60")),
        (Decimal("7.00"), Decimal("18.69"), Decimal("1.31")),
    ]


_ITALIAN: Rows = [
    (320, 40, "Studio Grafico Aurora"),
    (320, 52, "Via Roma 12, 10121 Torino"),
    (320, 64, "P.IVA: 01114601006"),
    (320, 90, "Fattura n° 31"),
    (320, 102, "del 04/06/2024"),
    (40, 130, "Spett.le:"),
    (40, 142, "Ferramenta Colli S.r.l."),
    (40, 154, "Via Po 3, 10124 Torino"),
    (40, 166, "Partita lva: 00488410010"),
    (40, 200, "Descrizione"),
    (480, 200, "Importo €"),
    (40, 212, "Logo e biglietti da visita"),
    (490, 212, "300,00"),
    (400, 300, "Imponibile"),
    (490, 300, "300,00"),
    (400, 312, "Totale"),
    (490, 312, "300,00"),
    (400, 324, "Pagare €"),
    (490, 324, "300,00"),
    (40, 360, "Condizioni di pagamento - vista Fattura:"),
]


def test_an_italian_scan_with_a_misread_partita_iva_and_a_bare_pagare() -> None:
    # OCR read the capital I of "Iva" as l; "Pagare €" alone labels the amount to pay
    f = _fields(_ITALIAN)
    assert f.customer_tax_id == "00488410010"
    assert f.amount_due == Decimal("300.00")


def test_a_post_office_box_line_belongs_to_the_address_under_bill_to() -> None:
    # "PO Box" opens an address line; it is no label that ends the block
    f = _fields(
        [
            (40, 40, "Harbor Analytics"),
            (40, 52, "12 Dock Street, Portland, ME 04101"),
            (400, 40, "Invoice #: 5521"),
            (400, 52, "Date: 04/02/2024"),
            (40, 100, "Bill To:"),
            (110, 100, "Attn: Jane Roe"),
            (110, 112, "PO Box 4410"),
            (110, 124, "Springfield, IL 62701"),
            (40, 170, "Description"),
            (460, 170, "Amount"),
            (40, 182, "Background check"),
            (460, 182, "$40.00"),
            (40, 220, "Amount Due"),
            (460, 220, "$40.00"),
        ]
    )
    assert f.customer_address == "PO Box 4410, Springfield, IL 62701"
    assert f.purchase_order is None


def test_the_sellers_seat_printed_under_its_label_is_no_recipient() -> None:
    # a receipt repeats the seller's registered office under "Adres siedziby sprzedawcy:";
    # that block in the upper page is not a window envelope's recipient
    rows = [
        *_RECEIPT,
        (70, 170, "Adres siedziby sprzedawcy:"),
        (70, 182, "ul. Lipowa 8"),
        (70, 194, "30-001 Kraków"),
    ]
    f = _fields(rows)
    assert (f.customer_name, f.customer_address) == (None, None)


_DUTCH: Rows = [
    (40, 110, "Bakkerij Zon B.V."),
    (40, 122, "Dorpsstraat 5"),
    (40, 134, "1012AB Amsterdam"),
    (400, 134, "UW LOGO"),
    (40, 210, "Factuur"),
    (40, 240, "Factuurnummer:"),
    (150, 240, "2024118"),
    (40, 252, "Factuurdatum:"),
    (150, 252, "12-03-2024"),
    (40, 400, "Omschrijving"),
    (400, 400, "Bedrag"),
    (40, 412, "Advies maart"),
    (400, 412, "€ 500,00"),
    (300, 440, "Totaal excl. btw"),
    (400, 440, "€ 500,00"),
    (300, 452, "Btw 21 %"),
    (400, 452, "€ 105,00"),
    (300, 464, "Totaal incl. btw"),
    (400, 464, "€ 605,00"),
    (40, 620, "Wij verzoeken u het bedrag binnen 14 dagen over te maken."),
    (40, 770, "Jansen Advies"),
    (220, 770, "Telefoon: 0612345678"),
    (400, 770, "KvK: 87654321"),
    (40, 782, "Kerkweg 3"),
    (220, 782, "E-mail: info@jansen.nl"),
    (400, 782, "Btw nummer: NL001234567B01"),
    (40, 794, "3511AB Utrecht"),
    (400, 794, "IBAN: NL91ABNA0417164300"),
]


def test_a_dutch_postcode_without_its_space_and_the_vendor_in_the_footers_id_block() -> None:
    # "1012AB Amsterdam" is a postcode town (the window's recipient); the issuer's name heads
    # the footer's block that prints its ids, under a closing sentence
    f = _fields(_DUTCH)
    assert (f.customer_name, f.customer_address) == (
        "Bakkerij Zon B.V.",
        "Dorpsstraat 5, 1012AB Amsterdam",
    )
    assert (f.vendor_name, f.vendor_address) == ("Jansen Advies", "Kerkweg 3, 3511AB Utrecht")


def test_a_canadian_postcode_closes_the_vendors_address() -> None:
    f = _fields(_QUEBEC)
    assert f.vendor_address == "18, rue des Érables, Sherbrooke (Québec) J1H 2K4"


def test_an_inline_party_headings_address_is_aligned_under_the_name() -> None:
    # "Remit To: Name" in one cell of a large type, the address lines aligned under the name
    # far right of the heading's start (a page rendered at twice the scale)
    page = page_from_rows(
        [
            (20, 20, "Invoice #: 881"),
            (20, 26, "Date: 05/06/2024"),
            (175, 50, "Remit To: Cobalt Labs"),
            (221, 56, "PO Box 12"),
            (221, 62, "Dover, DE 19901 USA"),
            (20, 85, "Description"),
            (230, 85, "Amount"),
            (20, 91, "Lab analysis"),
            (230, 91, "$90.00"),
            (20, 110, "Amount Due"),
            (230, 110, "$90.00"),
        ],
        size=4.5,
    )
    words = [Word(w.text, 2 * w.x0, 2 * w.y0, 2 * w.x1, 2 * w.y1) for w in page.words]
    f, _, _ = parse_invoice([Page(number=1, width=1190.0, height=1684.0, words=words)])
    assert (f.vendor_name, f.vendor_address) == ("Cobalt Labs", "PO Box 12, Dover, DE 19901 USA")


def test_the_firms_trade_line_over_a_one_line_address_is_no_address_line() -> None:
    rows = [r for r in _GRID if r[1] != 52]
    rows += [(40, 52, "MESAS, SILLAS, ARMARIOS"), (40, 64, "Calle Mayor 3, 46001 Valencia")]
    assert _fields(rows).vendor_address == "Calle Mayor 3, 46001 Valencia"


def test_a_quebec_vendors_tps_registration_number_is_its_tax_id() -> None:
    f = _fields([*_QUEBEC, (40, 300, "Numéros d'enregistrement"), (200, 300, "TPS:123456782")])
    assert f.vendor_tax_id == "123456782"
    assert f.tax_amount == Decimal("5.00")


def test_the_total_printed_beside_its_due_date_is_the_amount_due() -> None:
    # "VTOS.:01/04/2024  302,50": the instalment that falls due then is the whole total
    f = _fields(_GRID)
    assert f.amount_due == Decimal("302.50")
    other = [r for r in _GRID if r[2] != "302,50" or r[1] != 340] + [(150, 340, "100,00")]
    # no figure beside the due date: no amount is printed as payable
    assert _fields(other).total == Decimal("302.50")
    assert _fields(other).amount_due is None


def test_a_rate_printed_bare_under_a_percent_header_gives_the_tax_rate() -> None:
    # the VAT column's "%" is on the header's second line, its cells print "23" alone
    f = _fields(
        [
            (40, 40, "Faktura numer 7/03/2024"),
            (40, 52, "Data wystawienia: 2024-03-07"),
            (40, 80, "Sprzedawca"),
            (300, 80, "Nabywca"),
            (40, 92, "Pracownia Lis sp. j."),
            (300, 92, "Kwiaciarnia Róża"),
            (40, 104, "ul. Polna 2, 00-001 Warszawa"),
            (300, 104, "ul. Leśna 9, 31-001 Kraków"),
            (40, 140, "Nazwa"),
            (200, 140, "Ilość"),
            (250, 140, "Cena netto"),
            (320, 140, "Wartość netto"),
            (395, 140, "VAT"),
            (430, 140, "Wartość VAT"),
            (500, 140, "Brutto"),
            (397, 150, "%"),
            (40, 162, "Projekt logo"),
            (205, 162, "2"),
            (255, 162, "100,00"),
            (325, 162, "200,00"),
            (397, 162, "23"),
            (435, 162, "46,00"),
            (500, 162, "246,00"),
            (380, 200, "Wartość netto"),
            (470, 200, "200,00 PLN"),
            (380, 212, "VAT"),
            (470, 212, "46,00 PLN"),
            (380, 224, "Wartość brutto"),
            (470, 224, "246,00 PLN"),
        ]
    )
    assert f.tax_rate == Decimal("23.00")
    assert [(r.rate, r.base, r.amount) for r in f.tax_breakdown] == [
        (Decimal("23.00"), Decimal("200.00"), Decimal("46.00"))
    ]


def test_a_till_receipts_items_with_codes_marks_and_vat_letters_add_up_to_its_subtotal() -> None:
    # "EAN  NAME  €2,49 A" lines, some marked "*", summed by "ZWS" (Zwischensumme) before a
    # coupon; the code and the VAT category letter are no part of the item
    f = _fields(
        [
            (40, 40, "Drogerie Linde"),
            (40, 52, "Lindenweg 4, 04109 Leipzig"),
            (60, 80, "4006381333931 SEIFE KAMILLE"),
            (230, 80, "€2,49 A"),
            (40, 92, "*"),
            (60, 92, "4006381333924 TEE MINZE"),
            (230, 92, "€1,50 B"),
            (60, 104, "4006381333917 ZAHNBUERSTE"),
            (230, 104, "€3,01 A"),
            (60, 124, "ZWS"),
            (230, 124, "€7,00"),
            (60, 136, "Coupon Tee"),
            (226, 136, "€-1,00"),
            (60, 156, "Total"),
            (230, 156, "€6,00"),
        ]
    )
    assert [(i.description, i.amount) for i in f.line_items] == [
        ("SEIFE KAMILLE", Decimal("2.49")),
        ("TEE MINZE", Decimal("1.50")),
        ("ZAHNBUERSTE", Decimal("3.01")),
    ]


_TICKET: Rows = [
    (60, 40, "Épicerie du Port"),
    (40, 52, "12 quai Vauban, 29200 Brest"),
    (40, 80, "CONFITURE ABRICOT"),
    (200, 80, "3,20 A"),
    (40, 92, "POMMES GALA"),
    (200, 92, "2,49 A"),
    (60, 104, "1,245 x 2,00"),
    (40, 116, "JUS DE POMME"),
    (200, 116, "2,70 A"),
    (60, 128, "3 x 0,90"),
    (40, 150, "A payer"),
    (170, 150, "8,39"),
    (40, 170, "Espèces"),
    (196, 170, "10,00"),
]


def test_a_french_till_tickets_total_is_a_payer_in_capitals_without_the_accent() -> None:
    # capitals are commonly printed without their accent: "A payer" is "À payer"
    assert _fields(_TICKET).amount_due == Decimal("8.39")


def test_a_till_tickets_quantity_line_under_an_item_gives_its_quantity_and_unit_price() -> None:
    # "1,245 x 2,00" (a weight) and "3 x 0,90" under their items multiply out to the amounts
    f = _fields(_TICKET)
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in f.line_items] == [
        ("CONFITURE ABRICOT", None, None, Decimal("3.20")),
        ("POMMES GALA", Decimal("1.245"), Decimal("2.00"), Decimal("2.49")),
        ("JUS DE POMME", Decimal("3"), Decimal("0.90"), Decimal("2.70")),
    ]


def test_a_till_receipts_tax_rows_with_the_category_letter_in_the_rate_cell() -> None:
    # "A 7%" is one cell: the category letter and the rate, then net, tax and gross
    f = _fields(
        [
            (60, 40, "Markt am Ring"),
            (40, 52, "Ringstraße 5, 14482 Potsdam"),
            (40, 80, "BROT"),
            (200, 80, "2,14 A"),
            (40, 92, "SAFT"),
            (200, 92, "2,38 B"),
            (40, 110, "SUMME EUR"),
            (196, 110, "4,52"),
            (40, 130, "MwSt"),
            (90, 130, "NETTO"),
            (140, 130, "MwSt"),
            (180, 130, "UMSATZ"),
            (40, 142, "A 7%"),
            (92, 142, "2,00"),
            (142, 142, "0,14"),
            (184, 142, "2,14"),
            (40, 154, "B 19%"),
            (92, 154, "2,00"),
            (142, 154, "0,38"),
            (184, 154, "2,38"),
        ]
    )
    assert [(r.rate, r.base, r.amount) for r in f.tax_breakdown] == [
        (Decimal("7.00"), Decimal("2.00"), Decimal("0.14")),
        (Decimal("19.00"), Decimal("2.00"), Decimal("0.38")),
    ]


def test_a_till_receipts_stamp_at_the_foot_dates_it_with_its_time_in_the_same_or_next_cell() -> (
    None
):
    # no date label; the stamp is printed under the totals, far below the header
    rows: Rows = [
        (60, 40, "Corner Grocery"),
        (40, 52, "12 Main St, Durango CO 81301"),
        (40, 80, "BREAD"),
        (200, 80, "2.50"),
        (40, 92, "MILK"),
        (200, 92, "1.50"),
        (40, 110, "TOTAL"),
        (200, 110, "4.00"),
        *[(40, 130 + 12 * k, "Thank you for shopping with us") for k in range(20)],
    ]
    same = _fields([*rows, (40, 400, "0963 043410/02"), (150, 400, "29.05.12 18:57")])
    assert same.invoice_date == date(2012, 5, 29)
    beside = _fields([*rows, (40, 400, "01/15/17"), (120, 400, "14:26:03")])
    assert beside.invoice_date == date(2017, 1, 15)
    named = _fields([*rows, (40, 400, "SONNTAG 07-06-2020 22:42:54")])
    assert named.invoice_date == date(2020, 6, 7)


_RESTAURANT: Rows = [
    (60, 40, "BRASSERIE DU MARCHE"),
    (60, 52, "4 PLACE DU MARCHE 69002 LYON"),
    (20, 80, "TABLE 12"),
    (28, 100, "1 CAFE CREME"),
    (180, 100, "4.50 B"),
    (27, 112, "2 EAU MINERALE"),
    (140, 112, "3.20"),
    (180, 112, "6.40 C"),
    (28, 124, "1 TARTE TATIN"),
    (180, 124, "8.90 C"),
    (12, 150, "TOTAL"),
    (150, 150, "19 8 0"),
]


def test_a_restaurant_tickets_quantity_column_and_unit_price_beside_an_unreadable_total() -> None:
    # each line opens with its quantity; "2 EAU MINERALE  3.20  6.40" prints the unit price;
    # OCR lost the total's separator ("19 8 0"), read as 19.80 the items add up to
    page = page_from_rows(_RESTAURANT)
    fields, _, _ = parse_invoice([replace(page, source="ocr")])
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("CAFE CREME", Decimal("1"), None, Decimal("4.50")),
        ("EAU MINERALE", Decimal("2"), Decimal("3.20"), Decimal("6.40")),
        ("TARTE TATIN", Decimal("1"), None, Decimal("8.90")),
    ]


def test_a_scans_total_with_its_separator_lost_is_the_sum_of_the_items() -> None:
    # "TOTAL  19 8 0": read as 19.80, the items' sum, it is the total (not a net figure)
    page = page_from_rows(_RESTAURANT)
    fields, _, _ = parse_invoice([replace(page, source="ocr")])
    assert (fields.total, fields.subtotal) == (Decimal("19.80"), None)


_BOUTIQUE: Rows = [
    (60, 40, "Boutique Lumière"),
    (40, 52, "3 rue des Martyrs, 75009 Paris"),
    (10, 80, "Chemise"),
    (200, 80, "30.00"),
    (10, 92, "Foulard"),
    (200, 92, "15.00"),
    (10, 100, "TOTAL"),
    (170, 100, "EUR 45.00"),
    (10, 112, "dont TUA (19.6%)"),
    (176, 112, "EUR 7.37"),
]


def test_a_tax_label_in_capitals_with_its_v_read_as_u_on_a_scan() -> None:
    # "dont TUA (19.6%)": OCR read the V of "TVA" as U
    fields, _, _ = parse_invoice([replace(page_from_rows(_BOUTIQUE), source="ocr")])
    assert (fields.tax_rate, fields.tax_amount) == (Decimal("19.60"), Decimal("7.37"))


def test_items_adding_up_to_the_total_with_the_tax_in_them_give_no_net_figure() -> None:
    # the items are priced with their tax ("dont TVA"): their sum is the total, not a net
    fields, _, _ = parse_invoice([replace(page_from_rows(_BOUTIQUE), source="ocr")])
    assert (fields.total, fields.subtotal) == (Decimal("45.00"), None)


def test_a_receipts_one_item_with_its_qty_times_price_inline_before_the_payment_lines() -> None:
    # "Płyn  3 x1,50 4,50A": the quantity and unit price between description and amount; the
    # card payment after it, at its indent, adds nothing to the items
    f = _fields(
        [
            (40, 40, "Sklep Pod Lipami"),
            (40, 52, "ul. Lipowa 3, 30-001 Kraków"),
            (40, 80, "Płyn do naczyń"),
            (160, 80, "3 x1,50"),
            (206, 80, "4,50A"),
            (40, 92, "Karta płatnicza"),
            (206, 92, "4,50"),
            (40, 112, "SUMA PLN"),
            (206, 112, "4,50"),
        ]
    )
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in f.line_items] == [
        ("Płyn do naczyń", Decimal("3"), Decimal("1.50"), Decimal("4.50"))
    ]


def test_a_till_receipts_stacked_tax_rows_of_rate_and_amount_cells() -> None:
    # "TAX 1 | 7.900 % | 1.07", then rows whose labels OCR garbled or lost, their rate and
    # amount right under the first row's
    rows: Rows = [
        (60, 40, "Hill Country Market"),
        (40, 52, "200 Main Ave, Durango CO 81301"),
        (40, 80, "SOAP"),
        (220, 80, "20.00"),
        (150, 100, "SUBTOTAL"),
        (220, 100, "20.00"),
        (90, 112, "TAX 1"),
        (150, 112, "7.900 %"),
        (225, 112, "1.58"),
        (60, 124, "3 TEK"),
        (150, 124, "2.000 %"),
        (225, 124, "0.40"),
        (150, 136, "1.000 %"),
        (225, 136, "0.20"),
        (160, 150, "TOTAL"),
        (220, 150, "22.18"),
    ]
    fields, _, _ = parse_invoice([replace(page_from_rows(rows), source="ocr")])
    assert [(r.rate, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("7.900"), Decimal("1.58")),
        (Decimal("2.000"), Decimal("0.40")),
        (Decimal("1.000"), Decimal("0.20")),
    ]
    assert fields.tax_amount == Decimal("2.18")


def test_a_line_of_figures_is_no_party_name() -> None:
    # a receipt's "0,302 x 5,29" taken for the first line of a block names no one
    f = _fields(
        [
            (40, 40, "Atelier Verre SARL"),
            (40, 52, "5 rue Neuve, 75011 Paris"),
            (40, 90, "Client :"),
            (40, 102, "0,302 x 5,29"),
            (40, 114, "8 rue Haute"),
            (40, 126, "69001 Lyon"),
            (40, 160, "Total TTC"),
            (200, 160, "12,00"),
        ]
    )
    assert f.customer_name is None


def test_a_receipt_crop_under_its_column_names_has_no_vendor() -> None:
    # a photo of a till receipt's item rows only, under "OMSCHRIJVING  BEDRAG": no letterhead,
    # and the column names are no vendor
    rows: Rows = [
        (19, 0, "OMSCHRIJVING"), (188, 0, "BEDRAG"),
        (14, 38, "B TARWE TIJGER HALF"),
        (29, 51, "2 x"), (104, 51, "0.57"), (194, 51, "1.14"),
        (14, 65, "BANANEN"), (195, 65, "0.34"),
        (13, 77, "BOERENKOOL FIJNGESN"), (196, 77, "1.49"),
        (12, 91, "CAMP FRUITM AARDBEI"), (197, 91, "1.05"),
        (12, 115, "TOTAAL"), (196, 115, "3.97"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert fields.total == Decimal("3.97")
    assert fields.vendor_name is None


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("BON:000155", "000155"),  # nl: a till receipt's number
        ("Bonnummer 4711", "4711"),
        ("01/10/23 11:14  DOC.1458-0017", "1458-0017"),  # it: the document's number, glued
        ("Nr transakcji: 570", "570"),  # pl: an e-receipt's transaction number
        ("Numer transakcji 8168", "8168"),
    ],
)
def test_a_till_receipts_number_under_its_labels(text: str, number: str) -> None:
    rows = [(40, 40, "Kassa 3"), (40, 100, text), (40, 130, "TOTAAL"), (200, 130, "12,50")]
    assert _fields(rows).invoice_number == number


def test_an_order_form_and_a_document_word_are_no_receipt_number() -> None:
    labels = [m.field for m in find_labels("Bon de commande: 2026-44")]
    assert "invoice_number" not in labels
    assert "invoice_number" not in [m.field for m in find_labels("doc. allegato")]
