"""The taxes a buyer withholds, summed under a total's word ("TOTAL DAS RETENÇÕES", "Total
retenciones", "Totale ritenute", "Total withholdings"), are no total of the invoice: the
total is the invoice's own, or none (invented pages)."""

from __future__ import annotations

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _service_invoice(withheld_label: str, total_label: str) -> Rows:
    return [
        (40, 20, "Estudio Norte Arquitetura Ltda"),
        (40, 34, "Rua das Flores 268, 57301-280 Arapiraca"),
        (330, 34, "Nota fiscal n. 000417"),
        (330, 48, "Data: 23/02/2026"),
        (40, 100, "Consultoria de projeto"), (450, 100, "1.000,00"),
        (300, 140, total_label), (450, 140, "1.000,00"),
        (300, 154, withheld_label), (450, 154, "20,10"),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("withheld", "total"),
    [
        ("TOTAL DAS RETENÇÕES", "VALOR TOTAL"),
        ("Total retenciones", "Importe total"),
        ("Totale ritenute", "Totale documento"),
        ("Total withholdings", "Invoice total"),
        ("Total des retenues", "Total TTC"),
    ],
)
def test_the_sum_withheld_is_no_total(withheld: str, total: str) -> None:
    fields = fields_of(_service_invoice(f"{withheld}:", f"{total}:"))
    assert str(fields.total) == "1000.00"
