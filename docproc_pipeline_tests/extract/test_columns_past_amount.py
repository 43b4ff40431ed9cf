"""An item table whose header names columns right of the amount's (a utility bill's tax bases
and taxes per row: "Valor Total | Base Cálculo | ICMS | PIS"): each row's amount is the figure
under the amount's head, not the row's last figure; a credit printed with its minus after the
figure ("10,00-") is a negative amount; a reference month's cell ("OUT/25", under "Mês") is no
part of the description (invented page)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _bill() -> Rows:
    return [
        (40, 20, "CONTA DE ENERGIA ELÉTRICA"),
        (40, 40, "NOTA FISCAL N° 448812"), (300, 40, "DATA DE EMISSÃO: 05/11/2025"),
        (40, 100, "Descrição"), (170, 100, "Mês"), (215, 100, "Quant."), (270, 100, "Tarifa"),
        (330, 100, "Valor Total"), (400, 100, "Base Cálculo"), (470, 100, "ICMS"),
        (510, 100, "PIS"),
        (40, 116, "Energia ativa"), (170, 116, "OUT/25"), (215, 116, "100,000"),
        (270, 116, "0,500000"), (330, 116, "50,00"), (400, 116, "50,00"), (470, 116, "9,00"),
        (510, 116, "0,33"),
        (40, 130, "Energia injetada"), (170, 130, "SET/25"), (215, 130, "20,000"),
        (270, 130, "0,500000"), (330, 130, "10,00-"), (400, 130, "10,00-"), (470, 130, "1,80-"),
        (510, 130, "0,07-"),
        (40, 160, "TOTAL A PAGAR"), (330, 160, "40,00"),
    ]  # fmt: skip


def test_the_amount_is_the_figure_under_its_head() -> None:
    items = fields_of(_bill()).line_items
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in items] == [
        ("Energia ativa", 100, Decimal("0.5"), Decimal("50.00")),
        ("Energia injetada", 20, Decimal("0.5"), Decimal("-10.00")),
    ]
