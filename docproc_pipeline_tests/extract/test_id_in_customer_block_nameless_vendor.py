"""The only tax id printed, in the customer's block ("FACTURAR A:" over "Cliente: ...", "Ruc:
..."), is the customer's also where the vendor prints its name only as a logo's picture (no
name of its own to place the id by; invented page)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _proforma(id_rows: Rows) -> Rows:
    return [
        (70, 60, "FACTURA Proforma"),
        (70, 120, "FACTURAR A:"), (290, 120, "No DE FACTURA 0000001"),
        (290, 140, "Fecha: 25/01/2021"),
        (70, 152, "Cliente: Miila Designer"),
        (70, 166, "Domicilio: Ecuador"),
        (70, 180, "Código postal/ciudad: Manta"),
        *id_rows,
        (80, 260, "Pos."), (120, 260, "Concepto"), (330, 260, "Cantidad"), (450, 260, "Importe"),
        (80, 274, "1"), (120, 274, "Servidor en torre"), (330, 274, "1"), (450, 274, "1,599.00"),
        (330, 300, "Importe neto"), (450, 300, "1,599.00"),
        (330, 314, "+ IVA de 12 %"), (450, 314, "191.88"),
        (330, 328, "IMPORTE BRUTO"), (450, 328, "1,790.88"),
    ]  # fmt: skip


def test_the_only_id_in_the_customers_block_is_the_customers() -> None:
    fields = fields_of(_proforma([(70, 194, "Ruc: 20361468341")]))
    assert fields.customer_name == "Miila Designer"
    assert fields.customer_tax_id == "20361468341"
    assert fields.vendor_tax_id is None
