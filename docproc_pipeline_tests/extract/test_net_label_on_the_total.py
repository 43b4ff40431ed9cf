"""A figure labelled as the net that is the items plus the tax printed before it is the
invoice's total (invented page: "Imposto 20,00 / SUBTOTAL 470,00" under items of 450,00)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import fields_of


def _page(tax_label: str) -> list:
    return [
        (40, 40, "FATURA"), (300, 40, "Nº DA FATURA: 118"),
        (40, 100, "ID"), (70, 100, "DESCRIÇÃO"), (250, 100, "PREÇO HORA"),
        (330, 100, "TOTAL DE HORAS"), (430, 100, "TOTAL"),
        (40, 114, "10"), (70, 114, "Consultoria"), (255, 114, "15,00"), (345, 114, "20"),
        (430, 114, "300,00"),
        (40, 128, "50"), (70, 128, "Suporte"), (255, 128, "15,00"), (345, 128, "10"),
        (430, 128, "150,00"),
        (330, 150, tax_label), (430, 150, "20,00"),
        (330, 164, "SUBTOTAL"), (430, 164, "470,00"),
    ]  # fmt: skip


def test_net_label_on_items_plus_tax_is_the_total() -> None:
    fields = fields_of(_page("Imposto"))
    assert fields.tax_amount == Decimal("20.00")
    assert fields.total == Decimal("470.00")
    assert fields.subtotal != Decimal("470.00")
