"""A Spanish tax-id label printed with its pair after a slash ("NIF/NIE:", "CIF/NIF:") is one
label: the id after it is read, here the customer's in its own column (invented page)."""

from __future__ import annotations

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _factura(label: str) -> Rows:
    return [
        (50, 22, "FACTURA"),
        (50, 50, "N.º VF-2026-0001"),
        (50, 67, "Fecha: 2026-05-01"),
        (50, 116, "EMISOR"), (320, 116, "CLIENTE"),
        (50, 128, "Empresas Demo S.L."), (320, 128, "Cliente Ejemplo S.A."),
        (50, 140, "NIF: B12345678"), (320, 140, f"{label} A87654321"),
        (50, 151, "Calle Mayor 10, 28013 Madrid"), (320, 151, "Paseo de la Castellana 123, 28046 Madrid"),
        (54, 223, "Concepto"), (300, 223, "Cant."), (360, 223, "Precio"), (450, 223, "Importe"),
        (54, 238, "Asesoría fiscal"), (300, 238, "1"), (360, 238, "500.00 €"), (450, 238, "500.00 €"),
        (325, 282, "Base imponible:"), (450, 282, "500.00 €"),
        (325, 296, "IVA (21%):"), (450, 296, "105.00 €"),
        (325, 310, "Total:"), (450, 310, "605.00 €"),
    ]  # fmt: skip


@pytest.mark.parametrize("label", ["NIF/NIE:", "CIF/NIF:"])
def test_a_paired_label_reads_the_customers_id(label: str) -> None:
    fields = fields_of(_factura(label))
    assert fields.vendor_tax_id == "B12345678"
    assert fields.customer_tax_id == "A87654321"


def test_the_contract_holders_id_is_the_customers() -> None:
    """A utility bill's "CIF titular:" (the contract holder's id) names the customer."""
    rows = [
        (100, 20, "ELECTRICA DEL NORTE, S.A."), (100, 32, "CIF A-95758389"),
        (100, 44, "Plaza Euskadi 5, 48009 Bilbao"),
        (46, 90, "FACTURA Nº: 21260303010290366"), (46, 102, "Fecha emisión: 03/03/2026"),
        (46, 140, "Titular: LICEO SPORT CENTER S.L."), (46, 152, "CIF titular:"), (120, 152, "B10506277"),
        (46, 190, "Concepto"), (400, 190, "Importe"),
        (46, 202, "Potencia facturada"), (400, 202, "120,00 €"),
        (300, 230, "IVA 21%"), (400, 230, "25,20 €"),
        (300, 242, "TOTAL IMPORTE FACTURA"), (400, 242, "145,20 €"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.customer_tax_id == "B10506277"
    assert fields.vendor_tax_id == "A-95758389"
