"""Rules from real photographed and scanned invoices (session 8), each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import Rows, fields_of, right_aligned


def _dinar_page() -> Rows:
    # a Tunisian invoice: the dinar has three decimals (millimes), its sign "DT" after the figure
    return [
        (60, 40, "Atlas Hébergement SARL"),
        (60, 52, "12 rue de Carthage, 1002 Tunis"),
        (360, 40, "Facture N° F-40217"),
        (360, 52, "Date : 14-09-2026"),
        (60, 300, "Désignation"),
        (300, 300, "Quantité"),
        (380, 300, "Prix unitaire"),
        (480, 300, "Prix HT"),
        (60, 320, "Hébergement web annuel"),
        right_aligned(330, 320, "1"),
        right_aligned(440, 320, "85.000 DT"),
        right_aligned(530, 320, "85.000 DT"),
        (300, 400, "Total HT"),
        right_aligned(530, 400, "85.000 DT"),
        (300, 416, "TVA 19 %"),
        right_aligned(530, 416, "16.150 DT"),
        (300, 432, "Total TTC"),
        right_aligned(530, 432, "101.150 DT"),
    ]


def test_amounts_in_a_three_decimal_currency_are_money() -> None:
    # "101.150 DT": three decimals are the dinar's millimes, not a thousands group; the
    # currency sign printed after the figure names the currency
    fields = fields_of(_dinar_page())
    assert fields.total == Decimal("101.15")
    assert fields.subtotal == Decimal("85.00")
    assert fields.currency == "TND"
    assert fields.tax_amount == Decimal("16.15")
