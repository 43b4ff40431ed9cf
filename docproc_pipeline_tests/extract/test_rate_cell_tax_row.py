"""A bill's tax row that prints its rate in a cell of its own, then its base and its amount
("IVA normal (21%) | 21 % | s/ 3.706,78 | 778,42 €") is the tax of that rate on that base when
the rate makes the one of the other; a Spanish bill's "TOTAL IMPORTE FACTURA" is its total,
not the "Importe total" of its charges before the tax (invented pages)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _bill(tax_amount: str = "778,42 €") -> Rows:
    return [
        (40, 20, "Eléctrica del Sur, S.A."),
        (40, 34, "Calle Mayor 5, 28013 Madrid"),
        (300, 20, "Nº factura: P25CON050642974"),
        (300, 34, "Fecha emisión: 31/10/2025"),
        (40, 100, "Energía consumida"), (450, 100, "3.526,95 €"),
        (40, 114, "Impuesto Electricidad"), (450, 114, "179,83 €"),
        (40, 140, "Importe total"), (450, 140, "3.706,78 €"),
        (40, 154, "IVA normal (21%)"), (200, 154, "21 %"), (300, 154, "s/ 3.706,78"), (450, 154, tax_amount),
        (40, 174, "TOTAL IMPORTE FACTURA"), (450, 174, "4.485,20 €"),
    ]  # fmt: skip


def test_a_rate_cell_then_base_and_amount_is_the_tax_row() -> None:
    fields = fields_of(_bill())
    assert fields.tax_rate == Decimal("21.00")
    assert fields.tax_amount == Decimal("778.42")
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("21.00"), Decimal("3706.78"), Decimal("778.42"))
    ]


def test_the_bills_total_is_the_total_importe_factura() -> None:
    fields = fields_of(_bill())
    assert fields.total == Decimal("4485.20")
    assert fields.subtotal == Decimal("3706.78")


def test_figures_the_rate_does_not_join_are_no_base_and_tax() -> None:
    # 21 % of 3.706,78 is 778,42: a figure of 700,00 is no tax of that base
    rows = fields_of(_bill(tax_amount="700,00 €")).tax_breakdown
    assert (Decimal("21.00"), Decimal("3706.78"), Decimal("700.00")) not in [
        (r.rate, r.base, r.amount) for r in rows
    ]
