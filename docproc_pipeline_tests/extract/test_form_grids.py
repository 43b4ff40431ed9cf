"""Printed forms: boxed grids of cells, each label printed at its cell's top left over its value,
a row of label cells over a row of value cells (a Brazilian DANFE's totals grid, an Argentine
"Factura A", an Italian "copia analogica"); invented pages."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import fields_of, right_aligned

Rows = list[tuple[float, float, str]]

_HEAD_PT: Rows = [
    (20, 30, "Papelaria Rio Claro Ltda"),
    (20, 42, "Rua das Acácias, 120 - Centro - Campinas - SP"),
    (20, 60, "FATURA Nº 4471"),
    (20, 72, "Data da emissão: 03/02/2026"),
]


def _totals_grid(y: float) -> Rows:
    # label cells at their left edges; value cells right-aligned at the next cell's edge
    edges = [20, 110, 190, 290, 400, 500]
    labels = ["VALOR DO FRETE", "DESCONTO", "OUTRAS DESPESAS", "V. TOTAL PRODUTOS"]
    labels.append("V. TOTAL DA NOTA")
    values = ["0,00", "312,40", "0,00", "2.812,40", "2.500,00"]
    rows: Rows = [(edges[i], y, text) for i, text in enumerate(labels)]
    rows += [right_aligned(edges[i + 1] - 4, y + 10, text) for i, text in enumerate(values)]
    return rows


def test_a_label_row_over_a_value_row_pairs_by_column() -> None:
    # each label's value is the cell under it in its column, not the next label beside it
    f = fields_of(_HEAD_PT + _totals_grid(300))
    assert f.subtotal == Decimal("2812.40")
    assert f.discount == Decimal("312.40")
    assert f.total == Decimal("2500.00")


def test_a_charge_cell_of_a_grid_printed_zero_is_no_charge() -> None:
    # a form prints every cell; the freight it does not bill reads 0,00
    f = fields_of(_HEAD_PT + _totals_grid(300))
    assert f.shipping is None


def test_an_english_form_grid_pairs_its_cells_too() -> None:
    head: Rows = [
        (20, 30, "Greyhill Supplies Ltd"),
        (20, 42, "4 Mill Lane, Bristol BS1 2AA"),
        (20, 60, "Invoice No. GH-5512"),
        (20, 72, "Invoice date: 12/03/2026"),
    ]
    edges = [20, 130, 240, 350, 460]
    labels = ["Discount", "Carriage", "Net amount", "Amount payable"]
    values = ["50.00", "15.00", "965.00", "1,158.00"]
    rows: Rows = [(edges[i], 300, text) for i, text in enumerate(labels)]
    rows += [right_aligned(edges[i + 1] - 4, 310, text) for i, text in enumerate(values)]
    f = fields_of(head + rows)
    assert f.discount == Decimal("50.00")
    assert f.shipping == Decimal("15.00")
    assert f.subtotal == Decimal("965.00")
