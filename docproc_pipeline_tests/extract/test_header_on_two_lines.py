"""An item header whose column names stand on two lines, some on each ("Clave Unidad  Clave
Producto/Servicio  Valor Unitario" over "Cantidad  SAT  Concepto / Descripcion  Importe"): one
header, so the rows' quantity, unit price and amount are read under it."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of, item_rows

_HEAD: Rows = [
    (40, 30, "CONCRETOS DEL NORTE"), (420, 30, "FACTURA"),
    (380, 42, "Folio:"), (440, 42, "B-2210"),
    (380, 54, "Fecha:"), (440, 54, "18/10/2025"),
]  # fmt: skip


def _header(upper_top: float) -> Rows:
    return [
        (73, upper_top, "Clave Unidad"), (151, upper_top, "Clave Producto/Servicio"),
        (441, upper_top, "Valor Unitario"),
        (31, upper_top + 11, "Cantidad"), (88, upper_top + 11, "SAT"),
        (305, upper_top + 11, "Concepto / Descripcion"), (531, upper_top + 11, "Importe"),
    ]  # fmt: skip


def test_the_columns_named_on_two_lines_head_one_table() -> None:
    rows = [
        *_HEAD,
        *_header(100),
        (38, 125, "43.50"), (86, 125, "MTQ"), (138, 125, "30111505 - Concreto premezclado"),
        (318, 125, "C-250-20-14-B"), (450, 125, "3,517.00"), (524, 125, "152,989.50"),
        (38, 139, "10"), (86, 139, "H87"), (138, 139, "30111601 - Cemento gris"),
        (318, 139, "CG-25"), (450, 139, "145.00"), (524, 139, "1,450.00"),
        (450, 170, "Subtotal:"), (524, 170, "$ 154,439.50"),
        (450, 184, "Total:"), (524, 184, "$ 179,149.82"),
    ]  # fmt: skip
    assert item_rows(fields_of(rows)) == [
        ("C-250-20-14-B", "43.5", "3517.00", "152989.50"),
        ("CG-25", "10", "145.00", "1450.00"),
    ]
