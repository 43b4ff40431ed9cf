"""Real invoices of unfamiliar families, second pass: invented pages for each general rule."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, fields_of, right_aligned
from docproc_pipeline_tests.extract.pages import sized_page as _sized_page


def _sale_bill(address_rows: Rows) -> Rows:
    return [
        (200, 34, "Nom: Garage du Lagon"),
        *address_rows,
        (422, 41, "Nom acheteur"),
        (486, 41, "Amal Ramsamy"),
        (422, 81, "Date"),
        (482, 81, "14/03/2026"),
        (22, 151, "ID"),
        (52, 151, "Description"),
        (502, 151, "Prix"),
        (25, 169, "1"),
        (52, 169, "Renault Clio Rouge 2019 Manuelle"),
        right_aligned(568, 169, "Rs450,000"),
    ]


def test_a_labelled_address_ending_in_a_comma_wraps_back_under_its_label() -> None:
    # "Adresse: Zone Nord," then the rest of the address printed under the label, not under
    # the value: the address goes on, up to the next labelled row ("Tél:")
    rows = _sale_bill(
        [
            (200, 49, "Adresse: Zone Nord,"),
            (200, 64, "Rose-Belle, Grand Port"),
            (200, 88, "Maurice"),
            (200, 103, "Tél: 5123 4567"),
        ]
    )
    f = fields_of(rows)
    assert f.vendor_address == "Zone Nord, Rose-Belle, Grand Port, Maurice"


def test_a_bare_rupee_sign_is_the_currency_of_the_vendors_country() -> None:
    # "Rs" is written by India's, Pakistan's and Mauritius' rupees: a vendor in Mauritius
    rows = _sale_bill([(200, 49, "Adresse: 12 Rue Royale, Curepipe, Maurice")])
    assert fields_of(rows).currency == "MUR"


def test_a_bare_crown_sign_is_the_currency_of_the_vendors_country() -> None:
    # "kr" alone: Sweden's, Denmark's or Norway's crowns; the vendor's address says Denmark
    rows = [
        (60, 40, "Nordlys Tømrer"),
        (60, 52, "Havnegade 4, 5000 Odense C, Danmark"),
        (360, 90, "Faktura 2026-117"),
        (360, 102, "14.03.2026"),
        (60, 150, "Beskrivelse"),
        (480, 150, "Beløb"),
        (60, 168, "Reparation af tagrende"),
        right_aligned(535, 168, "2.400,00 kr."),
        (360, 200, "I alt"),
        right_aligned(535, 200, "2.400,00 kr."),
    ]
    f = fields_of(rows)
    assert f.currency == "DKK"


def test_an_address_label_heading_the_address_cells_is_no_vendor_name() -> None:
    # a web shop's page: its domain in the corner, "Address" in larger type over a grid of
    # street, town and postcode cells
    pages = _sized_page(
        (10.0, [(30, 36, "brightwatch.example")]),
        (13.0, [(36, 55, "Address")]),
        (
            9.0,
            [
                (190, 80, "Street"),
                (400, 80, "Town"),
                (500, 80, "Postcode"),
                (40, 100, "Elm Road 4"),
                (400, 100, "Leeds"),
                (500, 100, "LS1 4AP"),
                (36, 160, "Invoice number: 6"),
                (36, 172, "Date: 26.10.2025"),
                (190, 200, "Item"),
                (400, 200, "Qty"),
                (480, 200, "Price"),
                (190, 215, "Diver watch"),
                (400, 215, "1"),
                right_aligned(540, 215, "320.00"),
                (300, 240, "Total: 320.00"),
            ],
        ),
    )
    fields, _, _ = parse_invoice(pages)
    assert fields.vendor_name == "brightwatch.example"


def test_a_tax_row_of_a_zero_rate_and_no_figure_is_a_tax_of_nothing() -> None:
    # "VAT   0%" with its figure left out: no tax, at 0 %, on the whole net
    rows = [
        (400, 40, "Maple Web Studio"),
        (400, 52, "Canal Street 9, 1011 Amsterdam"),
        (60, 100, "Invoice number: 4471"),
        (60, 112, "Invoice date: 09-03-2026"),
        (60, 150, "Qty"),
        (120, 150, "Description"),
        (330, 150, "Price"),
        (430, 150, "Amount"),
        (60, 168, "1"),
        (120, 168, "Website hosting"),
        (330, 168, "€80"),
        (430, 168, "€80"),
        (330, 200, "Subtotal"),
        (430, 200, "€80"),
        (330, 220, "VAT"),
        (430, 220, "0%"),
        (330, 250, "Total"),
        (430, 250, "€80"),
    ]
    f = fields_of(rows)
    assert (f.tax_rate, f.tax_amount) == (Decimal("0.00"), Decimal("0.00"))


def test_a_tax_column_named_after_its_currency_sign_skips_the_cells_under_the_sign() -> None:
    # "$ VAT": the column starts at its sign, and its figures ("6.3", under the "$") are the
    # row's tax, never its unit price
    rows = [
        (60, 40, "Pampa Tools S.A."),
        (60, 52, "Calle Falsa 123, 1000 Buenos Aires"),
        (360, 90, "Invoice number: 0001-77"),
        (360, 102, "Date: 2026-05-20"),
        (60, 184, "Qty"),
        (136, 184, "Item"),
        (286, 184, "Price"),
        (336, 184, "% VAT"),
        (386, 184, "$ VAT"),
        (436, 184, "Total"),
        (60, 199, "10"),
        (136, 199, "Hex key set"),
        (286, 199, "3.0"),
        (336, 199, "21.0"),
        (386, 199, "6.3"),
        right_aligned(475, 199, "36.30"),
        (386, 240, "Total: 36.30"),
    ]
    item = fields_of(rows).line_items[0]
    assert (item.description, item.unit_price) == ("Hex key set", Decimal("3.00"))


def test_register_lines_between_a_partys_name_and_its_street_are_passed_over() -> None:
    # share capital, register and VAT ids printed under the name, the street and town after
    pages = _sized_page(
        (16.0, [(40, 50, "SAS Fournil Dupont")]),
        (
            9.0,
            [
                (40, 72, "Capital de 8000€"),
                (40, 84, "SIRET : 81234567800019"),
                (40, 96, "NAF : 10.71C"),
                (40, 108, "12 rue des Lilas"),
                (40, 120, "69001 Lyon"),
                (400, 50, "FACTURE"),
                (40, 170, "Facturé à"),
                (340, 170, "Facture n° 58"),
                (40, 182, "Atelier Morel"),
                (340, 182, "Date 03/04/2026"),
                (40, 194, "SIRET : 44012345600027"),
                (40, 206, "8 quai Gailleton"),
                (40, 218, "69002 Lyon"),
                (40, 260, "QTÉ"),
                (100, 260, "DÉSIGNATION"),
                (330, 260, "PRIX UNIT. HT"),
                (460, 260, "MONTANT HT"),
                (40, 278, "2"),
                (100, 278, "Pain de campagne"),
                right_aligned(390, 278, "4,00"),
                right_aligned(520, 278, "8,00"),
                (380, 310, "Total HT"),
                right_aligned(520, 310, "8,00"),
            ],
        ),
    )
    fields, _, _ = parse_invoice(pages)
    assert fields.vendor_address == "12 rue des Lilas, 69001 Lyon"
    assert fields.customer_address == "8 quai Gailleton, 69002 Lyon"


def test_a_return_address_of_two_small_lines_names_the_vendor() -> None:
    # the window envelope's return address on two lines, "Name GmbH" over "Street 1 · Town",
    # in smaller type than the addressee's block under it
    pages = _sized_page(
        (
            7.0,
            [(56, 119, "Steinmetz Huber GmbH"), (56, 129, "Mühlweg 4 · Unterdorf")],
        ),
        (
            10.5,
            [
                (56, 145, "Baustoffe Lang KG"),
                (56, 158, "- Einkauf -"),
                (56, 171, "Lagerstraße 3"),
                (56, 184, "80331 München"),
                (420, 196, "Rechnung"),
                (330, 220, "Rechnungsnummer 2026-014"),
                (330, 233, "Rechnungsdatum 21.04.2026"),
                (56, 300, "Beschreibung"),
                (470, 300, "Betrag"),
                (56, 315, "Granitplatten zuschneiden"),
                right_aligned(530, 315, "480,00 €"),
                (330, 345, "Gesamtbetrag"),
                right_aligned(530, 345, "480,00 €"),
            ],
        ),
    )
    fields, _, _ = parse_invoice(pages)
    assert fields.vendor_name == "Steinmetz Huber GmbH"


def test_party_row_labels_written_without_their_accents_are_read() -> None:
    # "Razon social :", "Direccion :" (typed without the accents)
    rows = [
        (300, 40, "Factura numero: 0001-52"),
        (300, 52, "Fecha de emision: 2026-05-20"),
        (50, 90, "Cliente"),
        (50, 104, "Razon social : Talleres Sur"),
        (50, 118, "Direccion : Av. Mitre 455"),
        (50, 180, "Cantidad"),
        (130, 180, "Detalle"),
        (460, 180, "Total"),
        (50, 196, "2"),
        (130, 196, "Filtro de aceite"),
        right_aligned(500, 196, "40.00"),
        (380, 230, "Total: 40.00"),
    ]
    f = fields_of(rows)
    assert (f.customer_name, f.customer_address) == ("Talleres Sur", "Av. Mitre 455")


def test_a_warehouse_code_column_is_no_part_of_the_description() -> None:
    # "Alm." (almacén): each row's warehouse code "001" sits right after the description
    rows = [
        (60, 40, "Repuestos del Lago C.A."),
        (60, 52, "Av. Bella Vista 12, 4001 Maracaibo"),
        (360, 90, "Factura N° 7781"),
        (360, 102, "Fecha: 10/07/2026"),
        (40, 150, "Código"),
        (100, 150, "Descripción"),
        (172, 150, "Alm."),
        (340, 150, "Cantidad"),
        (410, 150, "Precio"),
        (500, 150, "Neto"),
        (40, 168, "98438"),
        (100, 168, "ESTOPERA PLANA"),
        (172, 168, "001"),
        right_aligned(380, 168, "30.00"),
        right_aligned(440, 168, "0.53"),
        right_aligned(530, 168, "15.90"),
        (400, 200, "Total: 15.90"),
    ]
    item = fields_of(rows).line_items[0]
    assert (item.description, item.quantity) == ("ESTOPERA PLANA", Decimal("30"))
