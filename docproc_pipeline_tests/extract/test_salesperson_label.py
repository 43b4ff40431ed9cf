"""A "Vendedor:" row inside the recipient's block of a Latin American invoice names the
salesperson, not the issuer: the letterhead's name stays the vendor."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _cfdi(seller_row: str) -> Rows:
    return [
        (40, 30, "CONCRETOS DEL PACIFICO"), (420, 30, "FACTURA"),
        (40, 42, "R.F.C.: CPA750228JM8"), (380, 42, "Folio:"), (440, 42, "A-1207"),
        (40, 54, "Av. Reforma 1156, Col. Centro, Mazatlán, Sinaloa, 82000"),
        (380, 54, "Fecha:"), (440, 54, "18/10/2025"),
        (40, 80, "RECEPTOR:"),
        (40, 92, "Nombre: CONSTRUCTORA DEL VALLE SA DE CV"),
        (40, 104, seller_row),
        (40, 160, "Cantidad"), (100, 160, "Descripcion"), (380, 160, "Valor Unitario"),
        (470, 160, "Importe"),
        (40, 174, "20"), (100, 174, "Cemento gris saco 25 kg"), (380, 174, "145.00"),
        (470, 174, "2,900.00"),
        (380, 210, "Total:"), (470, 210, "$ 3,364.00"),
    ]  # fmt: skip


def test_a_salesperson_row_in_the_recipients_block_is_no_vendor() -> None:
    fields = fields_of(_cfdi("Vendedor: Eduardo Audelo"))
    assert fields.vendor_name == "CONCRETOS DEL PACIFICO"
    assert fields.customer_name == "CONSTRUCTORA DEL VALLE SA DE CV"
