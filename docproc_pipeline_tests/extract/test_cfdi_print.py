"""A Mexican CFDI's printed representation: the totals block's "Total Impuestos Trasladados
(IVA)" is the tax, not the total; "Forma de Pago: 03 - Transferencia electrónica de fondos" is
how to pay (a catalogue code and a channel), the terms are "Condiciones de Pago"."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _cfdi(method: str, terms: Rows) -> Rows:
    return [
        (40, 30, "FERRETERA DEL NORTE"), (420, 30, "FACTURA"),
        (40, 42, "R.F.C.: FNO750228JM8"), (380, 42, "Folio:"), (440, 42, "A-1207"),
        (380, 54, "Fecha:"), (440, 54, "18/10/2025"),
        (40, 80, "RECEPTOR:"),
        (40, 92, "Nombre: CONSTRUCTORA DEL VALLE SA DE CV"),
        (40, 120, f"Forma de Pago: {method}"),
        *terms,
        (40, 160, "Cantidad"), (100, 160, "Descripcion"), (380, 160, "Valor Unitario"),
        (470, 160, "Importe"),
        (40, 174, "20"), (100, 174, "Cemento gris saco 25 kg"), (380, 174, "145.00"),
        (470, 174, "2,900.00"),
        (380, 210, "Subtotal:"), (470, 210, "$ 2,900.00"),
        (300, 224, "Total Impuestos Trasladados (IVA):"), (470, 224, "$ 464.00"),
        (380, 238, "Total:"), (470, 238, "$ 3,364.00"),
    ]  # fmt: skip


def test_the_taxes_total_line_is_the_tax_and_the_total_stays_the_total() -> None:
    fields = fields_of(_cfdi("99 - Por definir", []))
    assert fields.tax_amount == Decimal("464.00")
    assert fields.total == Decimal("3364.00")


def test_a_coded_payment_channel_is_no_terms_and_the_conditions_are() -> None:
    conditions: Rows = [(40, 132, "Condiciones de Pago: Contado")]
    fields = fields_of(_cfdi("03 - Transferencia electrónica de fondos", conditions))
    assert fields.payment_terms == "Contado"


def test_a_coded_payment_channel_alone_gives_no_terms() -> None:
    fields = fields_of(_cfdi("03 Transferencia electrónica de fondos", []))
    assert fields.payment_terms is None


def test_a_channel_followed_by_a_period_stays_the_terms() -> None:
    # no catalogue code: the days after the channel are the terms ("Bonifico 30 gg f.m.")
    fields = fields_of(_cfdi("Bonifico 30 gg f.m.", []))
    assert fields.payment_terms == "Bonifico 30 gg f.m."
