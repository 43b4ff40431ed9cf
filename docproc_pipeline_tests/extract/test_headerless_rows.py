"""Item rows printed without a table header, each row's quantity, unit and unit price in one
cell ("Wartung  12,5 h x 80,00  1.000,00"), as small businesses print them (invented pages)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import Rows, fields_of, right_aligned

_VENDOR: Rows = [
    (60, 40, "Brunnhuber Haustechnik GmbH"),
    (60, 52, "Am Mühlbach 4, 83022 Rosenheim"),
    (60, 76, "Rechnung"),
    (60, 94, "Rechnungs-Nr.: 4471"),
    (60, 106, "Rechnungsdatum: 03.02.2026"),
]

_CUSTOMER: Rows = [
    (60, 136, "Kunde:"),
    (60, 148, "Pension Seeblick KG"),
    (60, 160, "Uferweg 9, 83209 Prien"),
]


def _item(y: float, description: str, cell: str, amount: str) -> Rows:
    return [(60, y, description), (330, y, cell), right_aligned(535, y, amount)]


def _totals(y: float, net: str, tax: str, gross: str) -> Rows:
    return [
        (360, y, "Zwischensumme:"),
        right_aligned(535, y, net),
        (360, y + 13, "zzgl. 19 % MwSt.:"),
        right_aligned(535, y + 13, tax),
        (360, y + 26, "Gesamtbetrag:"),
        right_aligned(535, y + 26, gross),
    ]


def test_a_terms_label_above_the_first_headerless_row_does_not_end_the_rows() -> None:
    # the payment-terms line is one of the invoice's facts in its head: the rows read from
    # the page's top end at the totals after them, not at a label above the first row
    rows = [
        *_VENDOR,
        (60, 118, "Zahlungsziel: 05.03.2026"),
        *_CUSTOMER,
        *_item(200, "Wartung Heizungsanlage", "12,5 h x 80,00", "1.000,00"),
        *_item(215, "Dichtungssatz", "4 Stk. x 12,50", "50,00"),
        *_item(230, "Anfahrt", "2 x 45,00", "90,00"),
        *_totals(260, "1.140,00", "216,60", "1.356,60"),
    ]
    f = fields_of(rows)
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in f.line_items] == [
        ("Wartung Heizungsanlage", Decimal("12.5"), Decimal("80.00"), Decimal("1000.00")),
        ("Dichtungssatz", Decimal("4"), Decimal("12.50"), Decimal("50.00")),
        ("Anfahrt", Decimal("2"), Decimal("45.00"), Decimal("90.00")),
    ]


def test_a_quantity_run_into_the_descriptions_last_word_is_read_off_it() -> None:
    # a long description ran into the quantity cell without a space: the figure before
    # "unit x price" is the quantity when quantity x unit price gives the amount
    rows = [
        *_VENDOR,
        *_CUSTOMER,
        *_item(200, "Anfahrt", "2 x 45,00", "90,00"),
        (60, 215, "Einregulierung der Anlage nach Vorgabe3,5 Std. x 80,00"),
        right_aligned(535, 215, "280,00"),
        *_item(230, "Dichtungssatz", "4 Stk. x 12,50", "50,00"),
        *_totals(260, "420,00", "79,80", "499,80"),
    ]
    f = fields_of(rows)
    assert len(f.line_items) == 3
    second = f.line_items[1]
    assert (second.description, second.quantity, second.unit_price, second.amount) == (
        "Einregulierung der Anlage nach Vorgabe",
        Decimal("3.5"),
        Decimal("80.00"),
        Decimal("280.00"),
    )
