"""A Spanish utility bill's account holder ("DATOS DEL TITULAR", "Titular del contrato") is the
customer."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of

_BILL: Rows = [
    (40, 30, "Factura"),
    (40, 50, "DATOS DEL TITULAR"), (330, 50, "DATOS DE FACTURA"),
    (40, 62, "TALLERES RIBERA, SL"), (330, 62, "Nº FACTURA:"), (420, 62, "A260615208"),
    (40, 74, "Calle Mayor 12, 46001, Valencia"), (330, 74, "Fecha emisión Factura:"),
    (450, 74, "17/06/2026"),
    (40, 110, "DATOS DEL PUNTO DE SUMINISTRO"), (330, 110, "DATOS DEL CONTRATO"),
    (40, 122, "CUPS :"), (100, 122, "ES0021000042307396MC"),
    (40, 160, "Concepto"), (300, 160, "Cantidad"), (380, 160, "Precio Ud"), (470, 160, "Total €"),
    (40, 174, "P1. Energía Activa"), (300, 174, "570"), (380, 174, "0,090818"), (470, 174, "51,77"),
    (40, 200, "Base Imponible"), (470, 200, "51,77"),
    (40, 212, "21,00% IVA"), (470, 212, "10,87"),
    (40, 224, "Total FACTURA"), (470, 224, "62,64 €"),
    (40, 300, "Energías del Turia, S.L. - CIF B10915544 - Avenida del Puerto 5, 46021 Valencia"),
]  # fmt: skip


def test_the_account_holder_is_the_customer() -> None:
    fields = fields_of(_BILL)
    assert fields.customer_name == "TALLERES RIBERA, SL"
    assert fields.customer_address == "Calle Mayor 12, 46001, Valencia"
