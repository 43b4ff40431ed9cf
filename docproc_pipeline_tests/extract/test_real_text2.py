"""Rules from a second set of real text-layer invoices, each on an invented page."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import page_from_rows

Rows = list[tuple[float, float, str]]


def test_a_dutch_rate_column_tarief_is_the_unit_price() -> None:
    # no description header word: the header's roles are quantity, unit price and amount
    rows = [
        (60, 40, "Leerhuis Oost"),
        (60, 52, "Markt 3, 7511 GA Enschede"),
        (60, 90, "factuurnummer 5521"),
        (60, 102, "factuurdatum 01/12/2025"),
        (60, 140, "cursus"),
        (230, 140, "btw"),
        (300, 140, "Aantal"),
        (340, 140, "Eenheid"),
        (425, 140, "tarief"),
        (512, 140, "bedrag"),
        (60, 160, "Workshop keramiek"),
        (230, 160, "21,00"),
        (325, 160, "2"),
        (340, 160, "stuks"),
        (425, 160, "40,00"),
        (517, 160, "80,00"),
        (66, 190, "totaal diensten"),
        (519, 190, "80,00"),
        (66, 204, "btw bedrag 21,00 % over 80,00"),
        (519, 204, "16,80"),
        (60, 230, "factuurtotaal"),
        (380, 230, "EUR"),
        (519, 230, "96,80"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("2"), Decimal("40.00"), Decimal("80.00"))
    ]


def test_dominican_fiscal_receipt_number_and_rnc_labels() -> None:
    # the NCF (fiscal receipt number) is the invoice number; the date its sequence expires is
    # no due date; RNC labels a taxpayer number
    rows = [
        (360, 60, "FACTURA DE CRÉDITO FISCAL"),
        (460, 80, "NCF: B0100002291"),
        (410, 96, "Vencimiento NCF: 31/12/2027"),
        (57, 130, "Ferretería Los Pinos SRL"),
        (57, 142, "RNC: 101234567"),
        (57, 154, "Av. Duarte 12, Santiago, Dominican Republic"),
        (57, 200, "CLIENTE"),
        (57, 212, "Razón Social: Constructora Bahía"),
        (324, 212, "Fecha: 02/04/2026"),
        (324, 224, "Vence: 02/05/2026"),
        (57, 260, "#"),
        (87, 260, "DESCRIPCIÓN"),
        (375, 260, "CANT"),
        (451, 260, "PRECIO"),
        (528, 260, "TOTAL"),
        (57, 280, "1"),
        (87, 280, "Cemento gris"),
        (385, 280, "10"),
        (445, 280, "500.00"),
        (515, 280, "5,000.00"),
        (306, 320, "Subtotal:"),
        (508, 320, "5,000.00"),
        (306, 334, "ITBIS (18%):"),
        (513, 334, "900.00"),
        (306, 348, "TOTAL A PAGAR:"),
        (505, 348, "5,900.00"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.invoice_number == "B0100002291"
    assert fields.due_date == date(2026, 5, 2)
    assert fields.vendor_tax_id == "101234567"


def _receipt_rows(reference_label: str, annotation: str) -> Rows:
    return [
        (440, 30, "Ricevuta d'acquisto"),
        (342, 74, "Pagato"),
        (342, 90, reference_label),
        (342, 104, "7QHZpkwnRtqXaBcD21"),
        (342, 118, "Venduto da Negozio Alfa S.r.l."),
        (344, 160, "Data ricevuta"),
        (459, 160, "10 luglio 2025"),
        (38, 300, "Descrizione"),
        (456, 300, "Quant."),
        (511, 300, "Prezzo Totale"),
        (38, 318, "Tazza in ceramica bianca"),
        (474, 318, "1"),
        (532, 318, "€ 11,96"),
        (38, 332, annotation),
        (298, 352, "Totale ricevuta"),
        (522, 352, "€ 11,96"),
    ]


def test_a_payment_reference_number_is_no_payment_terms() -> None:
    rows = _receipt_rows("Numero di riferimento del pagamento", "Colore: bianco")
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.payment_terms is None


def test_an_asin_line_under_an_item_is_no_description() -> None:
    rows = _receipt_rows("Pagato con carta", "ASIN: B00TESTX42")
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [i.description for i in fields.line_items] == ["Tazza in ceramica bianca"]


_BILL: Rows = [
    (60, 40, "Atelier Noord"),
    (60, 52, "Dorpsstraat 4, 1234 AB Delft"),
    (60, 90, "Invoice no. AN-31"),
    (60, 102, "Date: 01/12/2025"),
    (60, 130, "Description"),
    (300, 130, "Qty"),
    (400, 130, "Price"),
    (500, 130, "Amount"),
    (60, 146, "Lamp repair"),
    (305, 146, "1"),
    (400, 146, "50.00"),
    (500, 146, "50.00"),
    (400, 170, "Total"),
    (500, 170, "50.00"),
]


@pytest.mark.parametrize(
    ("sentence", "terms"),
    [
        (["Zahlbar nach Erhalt der Rechnung"], "Zahlbar nach Erhalt der Rechnung"),
        (
            ["Graag binnen 30 dagen na factuurdatum overmaken o.v.v. het", "factuurnummer."],
            "Graag binnen 30 dagen na factuurdatum overmaken o.v.v. het factuurnummer.",
        ),
    ],
)
def test_a_terms_sentence_without_a_label(sentence: list[str], terms: str) -> None:
    rows = _BILL + [(60, 200 + 11 * k, text) for k, text in enumerate(sentence)]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.payment_terms == terms


def test_a_courtesy_title_before_the_customer_name_labels_it() -> None:
    rows = [
        (130, 60, "data: 14/03/2026"),
        (280, 60, "FATTURA n. 12"),
        (134, 100, "Studio Bianchi"),
        (307, 100, "Spett.le Officine Riunite"),
        (134, 112, "Corso Francia 8"),
        (307, 112, "Via Garibaldi 21"),
        (183, 160, "DESCRIZIONE"),
        (378, 160, "IMPORTO"),
        (176, 180, "Progetto impianto"),
        (372, 180, "900,00 Euro"),
        (293, 220, "TOTALE"),
        (381, 220, "900,00 Euro"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.customer_name == "Officine Riunite"
    assert fields.customer_address == "Via Garibaldi 21"


def test_a_labelled_iso_currency_code_names_the_currency() -> None:
    # a currency the amount patterns do not know (the Guatemalan quetzal), named by its label
    rows = [*_BILL, (400, 60, "Moneda: GTQ")]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.currency == "GTQ"


def test_a_letter_greeting_with_a_courtesy_title_is_no_customer_name() -> None:
    rows = [
        (280, 30, "Studio Bianchi Srl"),
        (40, 80, "Officine Riunite S.r.l."),
        (40, 92, "Via Garibaldi 21"),
        (40, 104, "10121 Torino"),
        (40, 150, "FATTURA Documento n. 2026-12"),
        (400, 150, "Torino, 14/03/2026"),
        (40, 180, "Spett.le Ditta,"),
        (40, 192, "con la presente Vi addebitiamo le seguenti prestazioni:"),
        (40, 220, "Dettaglio"),
        (380, 220, "Quantità"),
        (440, 220, "Prezzo unit."),
        (520, 220, "Importo"),
        (40, 236, "Progetto impianto"),
        (390, 236, "1"),
        (450, 236, "900,00"),
        (525, 236, "900,00"),
        (440, 270, "Totale"),
        (525, 270, "900,00"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.customer_name == "Officine Riunite S.r.l."


@pytest.mark.parametrize(
    ("line", "terms"),
    [
        ("Pagamento: Bonifico 30 gg data fattura", "Bonifico 30 gg data fattura"),
        ("e contestualmente al pagamento, verrà emessa regolare fattura.", None),
    ],
)
def test_the_italian_word_for_payment_labels_terms_only_as_a_label(
    line: str, terms: str | None
) -> None:
    fields, _, _ = parse_invoice([page_from_rows([*_BILL, (60, 200, line)])])
    assert fields.payment_terms == terms


def _fel_rows() -> Rows:
    return [
        (266, 60, "FACTURA"),
        (37, 110, "Emisor"),
        (460, 110, "Número: 55120077"),
        (37, 124, "Papelería Central S.A."),
        (37, 136, "6a Avenida 12-30, Zona 1"),
        (37, 148, "Ciudad de Guatemala"),
        (380, 160, "Fecha y hora emisión: 05/02/2026 10:15:00"),
        (37, 190, "Receptor"),
        (37, 204, "Nombre: PEREZ,ANA"),
        (43, 240, "No"),
        (66, 240, "Cantidad"),
        (181, 240, "Descripción"),
        (396, 240, "Descuento (Q)"),
        (503, 240, "Total (Q)"),
        (47, 260, "1"),
        (84, 260, "3"),
        (114, 260, "Resma papel carta"),
        (447, 260, "0.00"),
        (520, 260, "150.00"),
        (195, 290, "Totales"),
        (436, 290, "0.00"),
        (532, 290, "150.00"),
    ]


def test_a_totals_row_named_totales_gives_the_total() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_fel_rows())])
    assert fields.total == Decimal("150.00")


def test_receptor_heads_the_customer_section() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_fel_rows())])
    assert fields.customer_name == "PEREZ,ANA"


def test_a_dash_in_a_tax_rows_figure_cell_is_a_tax_of_nothing() -> None:
    rows = [
        (68, 60, "Leihladen Nord - Hafenweg 2 - 20457 Hamburg"),
        (68, 72, "Erika Muster"),
        (411, 72, "Rechnungs-Nr."),
        (514, 72, "000417"),
        (68, 84, "Lindenweg 5"),
        (411, 84, "Rechnungsdatum"),
        (501, 84, "02.03.2026"),
        (68, 96, "22085 Hamburg"),
        (69, 140, "Pos. Bezeichnung"),
        (318, 140, "Menge Einheit MwSt."),
        (442, 140, "Preis"),
        (507, 140, "Gesamt"),
        (81, 160, "1. Leihgebühr Zelt"),
        (331, 160, "1,00 Stk."),
        (402, 160, "19 %"),
        (441, 160, "5,00 €"),
        (518, 160, "5,00 €"),
        (81, 176, "2. Pfand"),
        (331, 176, "1,00 Stk."),
        (406, 176, "0 %"),
        (437, 176, "20,00 €"),
        (513, 176, "20,00 €"),
        (383, 210, "Summe netto"),
        (514, 210, "25,00 €"),
        (383, 224, "MwSt. 0 %"),
        (538, 224, "-"),
        (383, 238, "MwSt. 19 %"),
        (519, 238, "0,95 €"),
        (383, 252, "Gesamt"),
        (514, 252, "25,95 €"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.tax_rate is None
    assert [(r.rate, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("0.00"), Decimal("0.00")),
        (Decimal("19.00"), Decimal("0.95")),
    ]
