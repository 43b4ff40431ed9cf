"""Tax rows that print the base of their rate inside their label (small invented pages)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.invoice import TaxRow
from docproc_pipeline_tests.extract.pages import fields_of, right_aligned


def test_a_net_word_after_a_tax_rate_names_that_rate_s_base_not_the_subtotal() -> None:
    f = fields_of(
        [
            (50, 60, "Rechnungs-Nr. R-5521"),
            (300, 400, "Summe netto"),
            right_aligned(540, 400, "600,00 EUR"),
            (300, 414, "Versandkosten"),
            right_aligned(540, 414, "10,00 EUR"),
            (300, 428, "MwSt. 19 % (Netto 510,00 EUR)"),
            right_aligned(540, 428, "96,90 EUR"),
            (300, 442, "MwSt. 7 % (Netto 100,00 EUR)"),
            right_aligned(540, 442, "7,00 EUR"),
            (300, 456, "Gesamtbetrag"),
            right_aligned(540, 456, "713,90 EUR"),
        ]
    )
    assert f.subtotal == Decimal("600.00")
    assert f.tax_amount == Decimal("103.90")
    assert f.tax_breakdown == [
        TaxRow(rate=Decimal("19.00"), base=Decimal("510.00"), amount=Decimal("96.90")),
        TaxRow(rate=Decimal("7.00"), base=Decimal("100.00"), amount=Decimal("7.00")),
    ]


def test_a_tax_row_s_base_wrapped_under_its_label_is_that_row_s_base() -> None:
    f = fields_of(
        [
            (50, 60, "Facture n° F-3310"),
            (300, 400, "Total HT"),
            right_aligned(540, 400, "1 100,00 EUR"),
            (300, 414, "TVA 20 % (base"),
            right_aligned(540, 414, "200,00 EUR"),
            (300, 425, "1 000,00 EUR)"),
            (300, 436, "TVA 5,5 % (base"),
            right_aligned(540, 436, "5,50 EUR"),
            (300, 447, "100,00 EUR)"),
            (300, 461, "Total TTC"),
            right_aligned(540, 461, "1 305,50 EUR"),
        ]
    )
    assert f.tax_breakdown == [
        TaxRow(rate=Decimal("20.00"), base=Decimal("1000.00"), amount=Decimal("200.00")),
        TaxRow(rate=Decimal("5.50"), base=Decimal("100.00"), amount=Decimal("5.50")),
    ]


def test_gesamt_alone_beside_the_last_figure_is_the_total() -> None:
    f = fields_of(
        [
            (40, 60, "Rechnungsnummer 4931"),
            (44, 200, "Anz."),
            (125, 200, "Leistung"),
            (454, 200, "Gesamtpreis"),
            (100, 218, "6 m Kabelkanal"),
            right_aligned(552, 218, "100,00"),
            (439, 275, "Summe netto"),
            right_aligned(552, 275, "100,00 EUR"),
            (439, 292, "Rabatt 5 %"),
            right_aligned(552, 292, "-5,00 EUR"),
            (439, 308, "MwSt. 20 %"),
            right_aligned(552, 308, "19,00 EUR"),
            (439, 325, "Gesamt"),
            right_aligned(552, 325, "114,00 EUR"),
        ]
    )
    assert f.total == Decimal("114.00")


def test_montant_du_labels_the_amount_due() -> None:
    f = fields_of(
        [
            (40, 60, "Facture n° F-3310"),
            (300, 400, "Total HT"),
            right_aligned(540, 400, "100.00 CHF"),
            (300, 414, "TVA 8.1 %"),
            right_aligned(540, 414, "8.10 CHF"),
            (300, 428, "Total toutes taxes comprises"),
            right_aligned(540, 428, "108.10 CHF"),
            (300, 442, "Montant dû"),
            right_aligned(540, 442, "108.10 CHF"),
        ]
    )
    assert f.amount_due == Decimal("108.10")
