"""Item rows of an invoice printed in a language no lexicon knows (invented Estonian pages;
they were Finnish until session 47 gave Finnish a lexicon, and the Finnish one-line and
labelled-record bills below read the same with it): the rows are still read by their figures
and arithmetic, so the invoice is not taken for a letter."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import Rows, fields_of, right_aligned

_HEAD: Rows = [
    (60, 40, "Arve 2026-118"),
    (60, 60, "Müüja: Kivikangas OÜ"),
    (60, 72, "Tööstuse tee 7, 10115 Tallinn"),
    (60, 100, "Ostja: Järve Aiandus OÜ"),
    (60, 112, "Ranna tn 3, 50103 Tartu"),
    (60, 150, "Kood  Nimetus"),
    (330, 150, "Tk"),
    (390, 150, "Ü.hind"),
    (470, 150, "Käibemaksuta"),
    (520, 150, "KM"),
]


def _items(rows: Rows) -> list[tuple[str | None, Decimal | None, Decimal | None, Decimal]]:
    return [(i.description, i.quantity, i.unit_price, i.amount) for i in fields_of(rows).line_items]


def test_a_rate_cell_ending_each_row_is_no_amount() -> None:
    # the VAT rate printed after each line's amount ("620,51  24%", "0,26  24 %"): without a
    # header the parser knows, the figure before the rate is the amount
    rows = [
        *_HEAD,
        (60, 170, "Saunakeris 6 kW"),
        (330, 170, "2"),
        right_aligned(440, 170, "310,00"),
        right_aligned(505, 170, "620,00"),
        (520, 170, "24%"),
        (60, 185, "Taaskasutustasu"),
        (330, 185, "1"),
        right_aligned(440, 185, "0,26"),
        right_aligned(505, 185, "0,26"),
        (520, 185, "24 %"),
    ]
    assert _items(rows) == [
        ("Saunakeris 6 kW", Decimal("2"), Decimal("310.00"), Decimal("620.00")),
        ("Taaskasutustasu", Decimal("1"), Decimal("0.26"), Decimal("0.26")),
    ]


def test_a_rate_between_price_and_net_then_the_gross_is_read_as_net_amount() -> None:
    # "2  450.00  24%  900.00  1,116.00": the unit price, the rate, the net and the gross; the
    # net is quantity x unit price and the gross is the net with the rate added
    rows = [
        *_HEAD[:5],
        (60, 150, "Nimetus"),
        (200, 150, "Tk"),
        (260, 150, "Ü.hind"),
        (340, 150, "KM"),
        (400, 150, "Käibemaksuta"),
        (480, 150, "KM-ga"),
        (60, 170, "Aiamööbel"),
        (200, 170, "2"),
        right_aligned(310, 170, "450.00"),
        (340, 170, "24%"),
        right_aligned(440, 170, "900.00"),
        right_aligned(535, 170, "1,116.00"),
    ]
    assert _items(rows) == [("Aiamööbel", Decimal("2"), Decimal("450.00"), Decimal("900.00"))]


_BILL: Rows = [
    (60, 40, "Harbourside Motors Ltd"),
    (60, 52, "12 Quay Road, Port Louis"),
    (360, 40, "Buyer  Amal Ramsamy"),
    (360, 52, "Date  14/03/2026"),
]


def test_a_numbering_column_before_description_and_price_heads_a_priced_table() -> None:
    # "ID  Description  Price": a table of what was sold and what it cost, its rows numbered
    rows = [
        *_BILL,
        (30, 150, "ID"),
        (60, 150, "Description"),
        (500, 150, "Price"),
        (33, 168, "1"),
        (60, 168, "Used hatchback, white, manual"),
        right_aligned(560, 168, "8,400.00"),
    ]
    assert _items(rows) == [("Used hatchback, white, manual", None, None, Decimal("8400.00"))]


def test_a_whole_amount_run_into_its_currency_sign_is_money() -> None:
    # "Rs45,000": a whole amount whose currency is printed right before it, without a space
    rows = [
        *_BILL,
        (60, 150, "Description"),
        (500, 150, "Price"),
        (60, 168, "Used hatchback, white, manual"),
        right_aligned(560, 168, "Rs45,000"),
    ]
    assert _items(rows) == [("Used hatchback, white, manual", None, None, Decimal("45000.00"))]


def _row(y: float, desc: str, qty: str, price: str, amount: str) -> Rows:
    return [
        (60, y, desc),
        (330, y, qty),
        right_aligned(440, y, price),
        right_aligned(505, y, amount),
        (520, y, "24%"),
    ]


def test_a_tax_printed_above_its_net_closes_the_unlabelled_total() -> None:
    # totals whose labels no lexicon knows, the tax line first: "KM 24 %  120.00" over
    # "Käibemaksuta  500.00" and "Kokku  620.00"; the arithmetic names them
    rows = [
        *_HEAD,
        *_row(170, "Saunakeris 6 kW", "1", "400.00", "400.00"),
        *_row(185, "Paigaldustöö", "2", "50.00", "100.00"),
        (330, 230, "KM 24%"),
        right_aligned(535, 230, "120.00"),
        (330, 245, "Käibemaksuta"),
        right_aligned(535, 245, "500.00"),
        (330, 270, "Kokku"),
        right_aligned(535, 270, "620.00"),
    ]
    f = fields_of(rows)
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("500.00"),
        Decimal("120.00"),
        Decimal("620.00"),
    )


def test_the_net_the_items_add_up_to_picks_the_unlabelled_totals() -> None:
    # net, tax, total, then a rounding and the rounded payable: two sets of figures add up
    # (net + tax = total, total + rounding = payable); the net of the items' sum is the one
    rows = [
        *_HEAD,
        *_row(170, "Saunakeris 6 kW", "1", "400.00", "400.00"),
        *_row(185, "Taaskasutustasu", "1", "0.26", "0.26"),
        (330, 230, "Käibemaksuta"),
        right_aligned(535, 230, "400.26"),
        (330, 245, "KM 24%"),
        right_aligned(535, 245, "96.06"),
        (330, 260, "Kokku"),
        right_aligned(535, 260, "496.32"),
        (330, 275, "Ümardus"),
        right_aligned(535, 275, "0.68"),
        (330, 290, "Tasuda"),
        right_aligned(535, 290, "497.00"),
    ]
    f = fields_of(rows)
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("400.26"),
        Decimal("96.06"),
        Decimal("496.32"),
    )


def test_the_largest_figure_printed_thrice_is_a_receipts_total() -> None:
    # a till receipt whose labels no lexicon knows: its total printed as the sum, the amount
    # to pay and the amount paid by card
    rows = [
        (60, 40, "Kohvik Rannapark"),
        (60, 52, "Tšekk 4471  14.03.2026"),
        (60, 80, "Kohv"),
        right_aligned(260, 80, "3.80"),
        (60, 92, "Kaneelisai"),
        right_aligned(260, 92, "4.20"),
        (60, 110, "Vahesumma"),
        right_aligned(260, 110, "8.00"),
        (60, 122, "Tasuda"),
        right_aligned(260, 122, "8.00"),
        (60, 140, "Kaart"),
        right_aligned(260, 140, "8.00"),
    ]
    assert fields_of(rows).total == Decimal("8.00")


def test_a_title_after_a_dash_is_no_part_of_the_vendors_name() -> None:
    # the shop's name and the document's title on one line: "Brightwater Studio - Tax Invoice"
    rows = [
        (200, 40, "Brightwater Studio - Tax Invoice"),
        (60, 80, "Invoice No: 2026-031"),
        (60, 92, "Date: 14/03/2026"),
        (60, 130, "Description"),
        (400, 130, "Qty"),
        (450, 130, "Price"),
        (510, 130, "Amount"),
        (60, 148, "Portrait session"),
        (400, 148, "1"),
        right_aligned(490, 148, "120.00"),
        right_aligned(550, 148, "120.00"),
        (400, 180, "Total:"),
        right_aligned(550, 180, "120.00"),
    ]
    assert fields_of(rows).vendor_name == "Brightwater Studio"


def test_a_sales_note_title_is_no_vendor_name() -> None:
    # "NOTA DE VENTA" (a Spanish sales note's title) above the shop's name
    rows = [
        (200, 30, "NOTA DE VENTA"),
        (180, 50, "Ferretería San Martín"),
        (180, 62, "Av. Grau 118, Huacho"),
        (60, 100, "FECHA: 23-12-2025"),
        (60, 130, "DESCRIPCIÓN"),
        (400, 130, "CANT."),
        (450, 130, "P/U"),
        (510, 130, "TOTAL"),
        (60, 148, "Cemento gris 42 kg"),
        (400, 148, "2"),
        right_aligned(490, 148, "31.50"),
        right_aligned(550, 148, "63.00"),
        (400, 180, "TOTAL:"),
        right_aligned(550, 180, "63.00"),
    ]
    assert fields_of(rows).vendor_name == "Ferretería San Martín"


def test_a_name_rows_label_is_no_part_of_the_vendors_name() -> None:
    # the seller's block printed as labelled rows without a heading: "Name: Harbourside Motors"
    rows = [
        (200, 34, "Name: Harbourside Motors"),
        (200, 49, "Address: 12 Quay Road,"),
        (200, 64, "Port Louis"),
        (60, 100, "Invoice No: 2026-031"),
        (60, 112, "Date: 14/03/2026"),
        (60, 150, "Description"),
        (500, 150, "Price"),
        (60, 168, "Used hatchback, white, manual"),
        right_aligned(560, 168, "8,400.00"),
        (400, 190, "Total:"),
        right_aligned(560, 190, "8,400.00"),
    ]
    assert fields_of(rows).vendor_name == "Harbourside Motors"


def _car_bill(buyer_row: Rows) -> Rows:
    return [
        (200, 34, "Nom: Garage du Port"),
        (200, 49, "Adresse: 4 rue des Quais,"),
        (200, 64, "Port-Louis"),
        *buyer_row,
        (422, 81, "Date"),
        (482, 81, "14/03/2026"),
        (22, 151, "ID"),
        (52, 151, "Description"),
        (502, 151, "Prix"),
        (25, 169, "1"),
        (52, 169, "Renault Clio Rouge 2019 Manuelle"),
        right_aligned(568, 169, "Rs450,000"),
    ]


def test_a_customer_label_and_its_value_apart_by_a_wide_gap_in_one_cell() -> None:
    # "Nom acheteur   Amal Ramsamy": the text layer keeps label and value in one segment,
    # the gap between them wider than a space
    f = fields_of(_car_bill([(422, 41, "Nom acheteur"), (486, 41, "Amal Ramsamy")]))
    assert f.customer_name == "Amal Ramsamy"


def test_a_total_price_including_vat_is_the_total() -> None:
    # a web shop's only sum: "Gesamtpreis inkl. MwSt.: 1.190,00 €"
    rows = [
        (60, 40, "Kleiderkiste Online"),
        (60, 52, "Hauptstraße 3, 8010 Graz"),
        (60, 90, "Rechnungsnummer: 88"),
        (60, 102, "Datum: 02.03.2026"),
        (60, 130, "Artikel"),
        (330, 130, "Menge"),
        (480, 130, "Betrag"),
        (60, 148, "Wintermantel"),
        (330, 148, "1"),
        right_aligned(535, 148, "1.190,00 €"),
        (200, 175, "Gesamtpreis inkl. MwSt.: 1.190,00 €"),
    ]
    assert fields_of(rows).total == Decimal("1190.00")


def test_items_one_a_line_with_times_sign_and_a_bracketed_amount() -> None:
    # a plain-text bill: "Villasukat x3 - €4.50 (Välisumma: €13.50)", no table, no header
    rows = [
        (200, 30, "Lankakauppa Kerä - Kuitti"),
        (60, 70, "Villasukat x3 - €4.50 (Välisumma: €13.50)"),
        (60, 90, "Neulepuikot x1 - €7.20 (Välisumma: €7.20)"),
        (300, 130, "Yhteensä: €20.70"),
    ]
    assert _items(rows) == [
        ("Villasukat", Decimal("3"), Decimal("4.50"), Decimal("13.50")),
        ("Neulepuikot", Decimal("1"), Decimal("7.20"), Decimal("7.20")),
    ]


def test_items_as_records_of_labelled_lines() -> None:
    # each item a record of four labelled lines: name, quantity, unit price, amount
    rows = [
        (200, 30, "Lasku"),
        (60, 60, "Myyjä: Lankakauppa Kerä"),
        (60, 100, "Tuote: Villasukat"),
        (60, 112, "Määrä: 3"),
        (60, 124, "Yksikköhinta: €4.50"),
        (60, 136, "Summa: €13.50"),
        (60, 148, "Tuote: Neulepuikot"),
        (60, 160, "Määrä: 2"),
        (60, 172, "Yksikköhinta: €7"),
        (60, 184, "Summa: €14"),
        (60, 220, "Yhteensä: €27.50"),
    ]
    assert _items(rows) == [
        ("Villasukat", Decimal("3"), Decimal("4.50"), Decimal("13.50")),
        ("Neulepuikot", Decimal("2"), Decimal("7.00"), Decimal("14.00")),
    ]


def test_unlabelled_eu_vat_ids_go_to_vendor_then_customer() -> None:
    # labels in a language no lexicon knows: the two EU VAT ids with valid check digits are
    # the vendor's (printed first) and the customer's
    rows = [
        (60, 30, "Számla 2026/118"),
        (60, 50, "Szállító:"),
        (60, 62, "Tiszavirág Kft."),
        (60, 74, "Fő utca 12, 5000 Szolnok"),
        (60, 86, "Adószám: HU11223346"),
        (320, 50, "Vevő:"),
        (320, 62, "Kékfestő Bt."),
        (320, 74, "Kossuth tér 3, 6720 Szeged"),
        (320, 86, "Adószám: HU11223353"),
        *_row(170, "Kékfestő vászon", "2", "40.00", "80.00"),
        (330, 230, "Összesen"),
        right_aligned(535, 230, "80.00"),
    ]
    f = fields_of(rows)
    assert (f.vendor_tax_id, f.customer_tax_id) == ("HU11223346", "HU11223353")


def test_the_sol_sign_names_peruvian_soles() -> None:
    # "TOTAL: S/   63.00": the Peruvian sol's sign, set apart from its figure
    rows = [
        (180, 50, "Ferretería San Martín"),
        (60, 100, "FECHA: 23-12-2025"),
        (60, 130, "DESCRIPCIÓN"),
        (400, 130, "CANT."),
        (450, 130, "P/U"),
        (510, 130, "TOTAL"),
        (60, 148, "Cemento gris 42 kg"),
        (400, 148, "2"),
        right_aligned(490, 148, "31.50"),
        right_aligned(550, 148, "63.00"),
        (400, 180, "TOTAL: S/"),
        right_aligned(550, 180, "63.00"),
    ]
    f = fields_of(rows)
    assert (f.currency, f.total) == ("PEN", Decimal("63.00"))


def test_a_delivery_notes_number_is_the_documents_number() -> None:
    # a Venezuelan delivery note: "Nota de Entrega:  4471" is the only document number
    rows = [
        (60, 30, "Repuestos El Llano C.A."),
        (360, 30, "Nota de Entrega:"),
        (460, 30, "4471"),
        (360, 42, "Fecha Emisión:"),
        (460, 42, "10/07/2024"),
        (60, 130, "Descripción"),
        (400, 130, "Cantidad"),
        (450, 130, "Precio"),
        (510, 130, "Neto"),
        (60, 148, "Termostato cafetera"),
        (400, 148, "2"),
        right_aligned(490, 148, "3.10"),
        right_aligned(550, 148, "6.20"),
        (400, 180, "Total:"),
        right_aligned(550, 180, "6.20"),
    ]
    assert fields_of(rows).invoice_number == "4471"


def test_a_heading_with_a_colon_over_the_recipients_block_is_no_name() -> None:
    # "Vevő:" (a heading no lexicon knows) over the recipient's block: the name is under it
    rows = [
        (360, 30, "Tiszavirág Kft."),
        (360, 42, "Fő utca 12"),
        (360, 54, "5000 Szolnok"),
        (60, 120, "Vevő:"),
        (60, 132, "Kékfestő Bt."),
        (60, 144, "Kossuth tér 3"),
        (60, 156, "6720 Szeged"),
        (360, 120, "Számla: 2026/118"),
        *_row(230, "Kékfestő vászon", "2", "40.00", "80.00"),
        (330, 270, "Összesen"),
        right_aligned(535, 270, "80.00"),
    ]
    f = fields_of(rows)
    assert (f.customer_name, f.customer_address) == ("Kékfestő Bt.", "Kossuth tér 3, 6720 Szeged")


def test_a_per_unit_mark_after_the_unit_price_is_no_amount() -> None:
    # "0,45 €/km": the price per kilometre, its unit mark after the figure
    rows = [
        *_HEAD,
        (60, 170, "Kuljetus Tampere–Oulu"),
        (330, 170, "480 km"),
        right_aligned(440, 170, "0,45 €/km"),
        right_aligned(505, 170, "216,00"),
    ]
    assert _items(rows) == [
        ("Kuljetus Tampere–Oulu", Decimal("480"), Decimal("0.45"), Decimal("216.00"))
    ]


def test_a_count_cell_before_the_quantity_is_no_description_text() -> None:
    # "Matkat  1 | 480 km | 0,45 | 216,00": the trip count in a cell of its own before the
    # distance the price multiplies
    rows = [
        *_HEAD,
        (60, 170, "Kuljetus Tampere–Oulu"),
        (260, 170, "1"),
        (330, 170, "480 km"),
        right_aligned(440, 170, "0,45"),
        right_aligned(505, 170, "216,00"),
    ]
    assert _items(rows) == [
        ("Kuljetus Tampere–Oulu", Decimal("480"), Decimal("0.45"), Decimal("216.00"))
    ]


def test_no_net_is_made_up_when_only_a_gross_total_is_printed() -> None:
    # a web shop prints its items' net prices and only the total with VAT: the items' sum is
    # printed nowhere and no tax figure closes it, so no subtotal is read
    rows = [
        (60, 40, "Kleiderkiste Online"),
        (60, 52, "Hauptstraße 3, 8010 Graz"),
        (60, 90, "Rechnungsnummer: 88"),
        (60, 102, "Datum: 02.03.2026"),
        (60, 130, "Artikel"),
        (330, 130, "Menge"),
        (480, 130, "Betrag"),
        (60, 148, "Wintermantel"),
        (330, 148, "1"),
        right_aligned(535, 148, "600,00 €"),
        (60, 160, "Schal"),
        (330, 160, "1"),
        right_aligned(535, 160, "400,00 €"),
        (200, 185, "Gesamtpreis inkl. MwSt.: 1.200,00 €"),
    ]
    f = fields_of(rows)
    assert (f.subtotal, f.total) == (None, Decimal("1200.00"))


def test_a_whole_count_before_the_amount_is_the_quantity_not_a_price() -> None:
    # "61 | Master Collection | 1 | 1.870,00 €": a product number, the name, a count and the
    # amount; no unit price is printed
    rows = [
        (60, 40, "Kellokauppa Oy"),
        (40, 150, "61"),
        (200, 150, "Master Collection"),
        (330, 150, "1"),
        right_aligned(535, 150, "1.870,00 €"),
        (40, 165, "10"),
        (200, 165, "Premier"),
        (330, 165, "2"),
        right_aligned(535, 165, "7.600,00 €"),
    ]
    assert _items(rows) == [
        ("Master Collection", Decimal("1"), None, Decimal("1870.00")),
        ("Premier", Decimal("2"), None, Decimal("7600.00")),
    ]


def test_a_customer_name_row_label_names_the_customer() -> None:
    # "Nombre del cliente: Lucía Ortega" and "Nome do cliente: Rui Matos": a name row's label
    for label, name in (("Nombre del cliente:", "Lucía Ortega"), ("Nome do cliente:", "Rui Matos")):
        rows = [
            (60, 30, "Papelería Central"),
            (60, 60, f"{label} {name}"),
            (60, 80, "Fecha: 2024-10-16"),
            (60, 130, "Producto"),
            (330, 130, "Cantidad"),
            (420, 130, "Precio"),
            (500, 130, "Total"),
            *_row(150, "Cuaderno", "4", "7.90", "31.60")[:4],
        ]
        assert fields_of(rows).customer_name == name


def test_whole_amounts_run_into_their_euro_sign_under_a_header() -> None:
    # "2 | Logo design | €40 | €80": whole euros, the sign run into each figure
    rows = [
        (60, 30, "Pixelwerk Studio"),
        (60, 60, "Invoice No: 77"),
        (60, 130, "Qty"),
        (120, 130, "Description"),
        (400, 130, "Price"),
        (500, 130, "Total"),
        (60, 148, "2"),
        (120, 148, "Logo design"),
        (400, 148, "€40"),
        (500, 148, "€80"),
    ]
    assert _items(rows) == [("Logo design", Decimal("2"), Decimal("40.00"), Decimal("80"))]


def test_a_line_with_a_times_sign_whose_figures_do_not_multiply_out_is_no_item() -> None:
    # "x3 - €4.50 (Välisumma: €13.60)": the subtotal on the description's line is not
    # 3 x 4.50, so that line is no item; the next one is
    rows = [
        (200, 30, "Lankakauppa Kerä - Kuitti"),
        (60, 70, "Villasukat x3 - €4.50 (Välisumma: €13.60)"),
        (60, 90, "Neulepuikot x1 - €7.20 (Välisumma: €7.20)"),
        (300, 130, "Yhteensä: €20.80"),
    ]
    assert _items(rows) == [("Neulepuikot", Decimal("1"), Decimal("7.20"), Decimal("7.20"))]


def test_a_record_of_labelled_lines_whose_figures_do_not_multiply_out_is_no_item() -> None:
    # the second record's amount is not 2 x 7: those four labelled lines are no item
    rows = [
        (200, 30, "Lasku"),
        (60, 60, "Myyjä: Lankakauppa Kerä"),
        (60, 100, "Tuote: Villasukat"),
        (60, 112, "Määrä: 3"),
        (60, 124, "Yksikköhinta: €4.50"),
        (60, 136, "Summa: €13.50"),
        (60, 148, "Tuote: Neulepuikot"),
        (60, 160, "Määrä: 2"),
        (60, 172, "Yksikköhinta: €7"),
        (60, 184, "Summa: €15"),
        (60, 220, "Yhteensä: €28.50"),
    ]
    assert _items(rows) == [("Villasukat", Decimal("3"), Decimal("4.50"), Decimal("13.50"))]
