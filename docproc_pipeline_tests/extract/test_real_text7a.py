"""Rules from real text-layer invoices in German, Spanish, French and Italian, each on an
invented page."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, fields_of, page_from_rows, right_aligned


def _allowance_page(net: str, total: str) -> Rows:
    return [
        (60, 40, "Holzwerk Brandt GmbH"),
        (60, 52, "Lindenallee 7, 04109 Leipzig"),
        (60, 100, "Rechnung Nr. 7731"),
        (60, 112, "Rechnungsdatum: 03.02.2026"),
        (60, 160, "Beschreibung"),
        (300, 160, "Menge"),
        (380, 160, "Einzelpreis"),
        (480, 160, "Gesamt"),
        (60, 180, "Regal aus Eiche"),
        right_aligned(330, 180, "2"),
        right_aligned(440, 180, "300,00"),
        right_aligned(530, 180, "600,00"),
        (60, 196, "Montage vor Ort"),
        right_aligned(330, 196, "1"),
        right_aligned(440, 196, "150,00"),
        right_aligned(530, 196, "150,00"),
        (60, 212, "Rabatt"),
        right_aligned(530, 212, "-50,00"),
        (60, 236, "Zwischensumme"),
        right_aligned(530, 236, net),
        (60, 252, "MwSt (19%)"),
        right_aligned(530, 252, "133,00"),
        (60, 268, "Gesamtbetrag"),
        right_aligned(530, 268, total),
    ]


def test_a_discount_row_the_net_total_is_net_of_is_an_item() -> None:
    # the items' sum with the discount row's -50,00 is the printed net total: the row is one
    # of the items, and the invoice prints no discount of its own
    fields = fields_of(_allowance_page("700,00", "833,00"))
    assert [(i.description, i.amount) for i in fields.line_items] == [
        ("Regal aus Eiche", Decimal("600.00")),
        ("Montage vor Ort", Decimal("150.00")),
        ("Rabatt", Decimal("-50.00")),
    ]
    assert fields.discount is None
    assert fields.subtotal == Decimal("700.00")


def test_a_discount_row_above_a_net_total_of_the_items_alone_stays_the_discount() -> None:
    # the printed net total is the items' sum without the discount: the discount is taken
    # from it, and is no item
    fields = fields_of(_allowance_page("750,00", "833,00"))
    assert [i.amount for i in fields.line_items] == [Decimal("600.00"), Decimal("150.00")]
    assert fields.discount == Decimal("50.00")


def test_a_quantity_glued_to_a_description_run_into_its_column() -> None:
    # a long description runs into the right-aligned quantity column, and the text layer
    # joins its last word with the quantity ("Schreibtischlampe1")
    rows: Rows = [
        (60, 40, "Bürobedarf Kessler KG"),
        (60, 52, "Hafenweg 3, 28195 Bremen"),
        (60, 100, "Rechnung Nr. 2210"),
        (60, 112, "Datum: 11.03.2026"),
        (60, 160, "Produkt"),
        (300, 160, "Menge"),
        (380, 160, "Einzelpreis"),
        (480, 160, "Gesamt"),
        (60, 180, "Aktenordner breit"),
        right_aligned(330, 180, "4"),
        right_aligned(440, 180, "3,50"),
        right_aligned(530, 180, "14,00"),
        (60, 196, "Drehstuhl mit Armlehnen und passender Schreibtischlampe1"),
        right_aligned(440, 196, "89,00"),
        right_aligned(530, 196, "89,00"),
        (60, 212, "Papier A4 weiß"),
        right_aligned(330, 212, "2"),
        right_aligned(440, 212, "5,00"),
        right_aligned(530, 212, "10,00"),
        (60, 236, "Summe netto"),
        right_aligned(530, 236, "113,00"),
        (60, 252, "MwSt 19 %"),
        right_aligned(530, 252, "21,47"),
        (60, 268, "Gesamtbetrag"),
        right_aligned(530, 268, "134,47"),
    ]
    fields = fields_of(rows)
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items] == [
        ("Aktenordner breit", Decimal("4"), Decimal("14.00")),
        ("Drehstuhl mit Armlehnen und passender Schreibtischlampe", Decimal("1"), Decimal("89.00")),
        ("Papier A4 weiß", Decimal("2"), Decimal("10.00")),
    ]


def _spanish_page(header_name: str) -> Rows:
    return [
        (60, 40, "Ferretería Sol S.L."),
        (60, 52, "Calle Mayor 4, 41001 Sevilla"),
        (360, 60, "Factura Nº: 2207"),
        (360, 72, "Fecha: 14/02/2026"),
        (20, 140, header_name),
        (150, 140, "Descripción"),
        (330, 140, "Cantidad"),
        (400, 140, "Precio"),
        (480, 140, "Importe"),
        (20, 160, "Taladro"),
        (150, 160, "Taladro percutor 800 W"),
        right_aligned(350, 160, "2"),
        right_aligned(440, 160, "60,00"),
        right_aligned(530, 160, "120,00"),
        (20, 176, "Brocas"),
        (150, 176, "Juego de brocas para metal"),
        right_aligned(350, 176, "3"),
        right_aligned(440, 176, "10,00"),
        right_aligned(530, 176, "30,00"),
        (380, 210, "Subtotal"),
        right_aligned(530, 210, "150,00"),
        (380, 226, "Descuento Total"),
        right_aligned(530, 226, "15,00"),
        (380, 242, "IVA (21%)"),
        right_aligned(530, 242, "28,35"),
        (380, 258, "Total a pagar"),
        right_aligned(530, 258, "163,35"),
    ]


def test_an_item_name_cell_before_the_description_cell_starts_the_description() -> None:
    # Spanish "nombre" (name) is French for a count: "Nombre del Artículo" names the item, its
    # column heads no quantity, and the description runs from it over "Descripción"
    fields = fields_of(_spanish_page("Nombre del Artículo"))
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items] == [
        ("Taladro Taladro percutor 800 W", Decimal("2"), Decimal("120.00")),
        ("Brocas Juego de brocas para metal", Decimal("3"), Decimal("30.00")),
    ]


def test_a_discount_label_with_its_adjective_after_the_noun_is_no_total() -> None:
    # "Descuento Total" is the total discount (the adjective follows the noun), not the total
    fields = fields_of(_spanish_page("Nombre del Artículo"))
    assert fields.discount == Decimal("15.00")
    assert fields.total == Decimal("163.35")


def test_a_payment_sentence_whose_paying_verb_comes_last_names_the_due_date() -> None:
    # German puts the infinitive last: the date's clause holds no paying word of its own
    rows: Rows = [
        (60, 40, "Malerbetrieb Ostertag"),
        (60, 52, "Gartenstraße 9, 50667 Köln"),
        (360, 90, "Rechnungsnummer: 4410"),
        (360, 102, "Rechnungsdatum: 02.03.2026"),
        (60, 160, "Beschreibung"),
        (480, 160, "Betrag"),
        (60, 176, "Anstrich Treppenhaus"),
        right_aligned(530, 176, "800,00"),
        (60, 200, "Gesamtbetrag"),
        right_aligned(530, 200, "800,00"),
        (
            60,
            240,
            "Der Betrag ist bis zum 20.03.2026, wie vereinbart, auf unser Konto zu überweisen.",
        ),
    ]
    fields = fields_of(rows)
    assert fields.due_date == date(2026, 3, 20)


def test_a_dotted_date_typeset_with_spaces_after_its_points() -> None:
    # typesetting (LaTeX's German date) puts a space after each point: "9. 12. 2025"
    rows: Rows = [
        (60, 40, "Lena Hofmann Übersetzungen"),
        (60, 52, "Ringstraße 4, 69115 Heidelberg"),
        (74, 120, "Rechnungsnummer"),
        (250, 120, "Rechnungsdatum"),
        (74, 134, "20251209-2"),
        (250, 134, "9. 12. 2025"),
        (80, 180, "Bezeichnung"),
        (480, 180, "Betrag"),
        (80, 196, "Übersetzung Vertrag"),
        right_aligned(530, 196, "300,00 €"),
        (380, 220, "Gesamtsumme 300,00 €"),
    ]
    assert fields_of(rows).invoice_date == date(2025, 12, 9)


def test_the_rate_of_a_percent_column_completes_a_tax_total_without_rows() -> None:
    # a template's VAT table prints every rate ("TVA%" over 0,00 / 6,00 / 21,00) beside the
    # tax of each; the totals print the tax total under its own label
    rows: Rows = [
        (40, 40, "Atelier Verbeke"),
        (40, 52, "Rue de la Station 8, 5000 Namur"),
        (40, 64, "TVA : BE0412345678"),
        (40, 120, "date"),
        (140, 120, "facture n°"),
        (40, 134, "12/01/2026"),
        (140, 134, "88"),
        (40, 170, "Désignation"),
        (300, 170, "Quantité"),
        (380, 170, "Prix HT"),
        (480, 170, "TOTAL HT"),
        (40, 186, "Réparation chaise"),
        right_aligned(330, 186, "2"),
        right_aligned(440, 186, "100,00 €"),
        right_aligned(540, 186, "200,00 €"),
        (40, 600, "TVA%"),
        (120, 600, "Total TVA"),
        (300, 600, "Total H.T :"),
        right_aligned(540, 600, "200,00 €"),
        (40, 614, "0,00"),
        (120, 614, "0,00 €"),
        (300, 614, "Montant TVA :"),
        right_aligned(540, 614, "12,00 €"),
        (40, 628, "6,00"),
        (120, 628, "12,00 €"),
        (40, 642, "21,00"),
        (120, 642, "0,00 €"),
        (300, 660, "TOTAL TTC"),
        right_aligned(540, 660, "212,00 €"),
    ]
    fields = fields_of(rows)
    assert fields.tax_amount == Decimal("12.00")
    assert fields.tax_rate == Decimal("6.00")


def test_an_invoice_number_under_its_label_in_a_row_of_header_cells() -> None:
    # the cell beside the number's label names other columns ("Serie Fecha Factura"): the
    # number is the cell under the label
    rows: Rows = [
        (60, 40, "Suministros Alhambra S.L."),
        (60, 52, "Calle Recogidas 20, 18005 Granada"),
        (60, 100, "Nºfactura"),
        (130, 100, "Serie Fecha Factura"),
        (260, 100, "Alm"),
        (60, 114, "FV26-00417"),
        (130, 114, "FV"),
        (160, 114, "03/03/2026"),
        (260, 114, "02"),
        (60, 160, "Descripción"),
        (300, 160, "Cantidad"),
        (380, 160, "Precio"),
        (480, 160, "Importe"),
        (60, 176, "Cable de red 5 m"),
        right_aligned(330, 176, "4"),
        right_aligned(440, 176, "5,00"),
        right_aligned(530, 176, "20,00"),
        (380, 210, "Total Factura"),
        right_aligned(530, 210, "24,20"),
    ]
    fields, confidence, _ = parse_invoice([page_from_rows(rows)])
    assert fields.invoice_number == "FV26-00417"
    # read after its label, not guessed as the page's one unlabelled id
    assert confidence["invoice_number"] == CONFIDENCE.NUMBER_LABELLED


def test_a_table_of_a_description_and_a_price_reads_the_price_as_the_amount() -> None:
    # two header cells, what was done ("Dienstleistung") and its price: each row's price is
    # its amount, and the rate note under it is part of its description
    rows: Rows = [
        (57, 15, "Jonas Keller"),
        (57, 30, "Am Markt 2, 44787 Bochum"),
        (340, 90, "Rechnungsnummer: 2026-014"),
        (340, 105, "Datum: 04.03.2026"),
        (57, 240, "RECHNUNG"),
        (62, 300, "Dienstleistung"),
        (470, 300, "Preis"),
        (62, 317, "Wartung Webshop März"),
        right_aligned(500, 317, "240 €"),
        (62, 334, "Stundensatz: 4 Stunden a 60 €"),
        (62, 351, "Einrichtung Newsletter"),
        right_aligned(500, 351, "180 €"),
        (62, 368, "Stundensatz: 3 Stunden a 60 €"),
        (62, 385, "Rechnungsbetrag"),
        right_aligned(500, 385, "420 €"),
    ]
    fields = fields_of(rows)
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items] == [
        ("Wartung Webshop März Stundensatz: 4 Stunden a 60 €", None, Decimal("240.00")),
        ("Einrichtung Newsletter Stundensatz: 3 Stunden a 60 €", None, Decimal("180.00")),
    ]


def test_tax_ids_in_two_cards_of_labels_and_values_belong_to_their_cards_parties() -> None:
    # the seller's and the buyer's cards side by side, each a column of labels and one of
    # values: the id in the buyer's card is the buyer's (ids whose check digits fail, as on
    # sample invoices, so that only the cards decide)
    rows: Rows = [
        (240, 40, "RECHNUNG"),
        (74, 64, "Verkäufer"),
        (320, 64, "Kunde"),
        (74, 80, "Verkäufer:"),
        (150, 80, "Nordlicht Medien GmbH"),
        (320, 80, "Kunde:"),
        (390, 80, "Hansekontor AG"),
        (74, 96, "Adresse:"),
        (150, 96, "Speicherstraße 4, 20457 Hamburg"),
        (320, 96, "Adresse:"),
        (390, 96, "Alsterufer 9, 20354 Hamburg"),
        (74, 112, "USt-IdNr.:"),
        (150, 112, "DE111111111"),
        (320, 112, "USt-IdNr.:"),
        (390, 112, "DE222222222"),
        (74, 128, "E-Mail:"),
        (150, 128, "post@nordlicht.example"),
        (320, 128, "E-Mail:"),
        (390, 128, "einkauf@hansekontor.example"),
        (140, 150, "Rechnungsnummer:"),
        (240, 150, "RE-2026-118"),
        (140, 166, "Rechnungsdatum:"),
        (240, 166, "06.03.2026"),
        (90, 200, "Beschreibung"),
        (300, 200, "Menge"),
        (380, 200, "Einzelpreis"),
        (480, 200, "Gesamt"),
        (90, 216, "Redaktion Kundenmagazin"),
        right_aligned(330, 216, "1"),
        right_aligned(440, 216, "900,00"),
        right_aligned(530, 216, "900,00"),
        (90, 240, "Zwischensumme"),
        right_aligned(530, 240, "900,00"),
        (90, 256, "MwSt (19%)"),
        right_aligned(530, 256, "171,00"),
        (90, 272, "Gesamtbetrag"),
        right_aligned(530, 272, "1.071,00"),
    ]
    fields = fields_of(rows)
    assert (fields.vendor_name, fields.customer_name) == ("Nordlicht Medien GmbH", "Hansekontor AG")
    assert (fields.vendor_tax_id, fields.customer_tax_id) == ("DE111111111", "DE222222222")
