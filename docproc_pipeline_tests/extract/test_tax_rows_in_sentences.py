"""Tax rows written as a sentence ("TVA 20,00 % sur un montant total de 13,99 €  2,80 €") under
a net labelled with the document's name ("Total facture hors TVA"); a rate printed with a space
before its sign is never money (invented page)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.numbers import find_money
from docproc_pipeline.invoice import TaxRow
from docproc_pipeline_tests.extract.pages import fields_of


def test_rate_with_a_space_before_its_sign_is_not_money() -> None:
    found = find_money("TVA 20,00 % sur un montant total de 13,99 €", ",")
    assert [a.value for a in found] == [Decimal("13.99")]


def test_sentence_tax_rows_under_a_net_named_after_the_invoice() -> None:
    rows = [
        (40, 40, "Énergie Claire SA"), (40, 60, "FACTURE"), (300, 60, "N° facture : 4471"),
        (40, 300, "Total facture hors TVA"), (400, 300, "31,45 €"),
        (40, 314, "TVA 20,00 % sur un montant total de 13,99 €"), (400, 314, "2,80 €"),
        (40, 328, "TVA 5,50 % sur un montant total de 17,46 €"), (400, 328, "0,96 €"),
        (40, 342, "Total facture TTC"), (400, 342, "35,21 €"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.subtotal == Decimal("31.45")
    assert fields.tax_amount == Decimal("3.76")
    assert fields.tax_breakdown == [
        TaxRow(rate=Decimal("20.00"), base=Decimal("13.99"), amount=Decimal("2.80")),
        TaxRow(rate=Decimal("5.50"), base=Decimal("17.46"), amount=Decimal("0.96")),
    ]
    assert fields.total == Decimal("35.21")
