"""A folio of series letters and a running number grouped in thousands by a comma ("Folio:
FN-3,820", as a Mexican CFDI prints it) is the invoice number as printed; an amount is still no
id (invented page)."""

from __future__ import annotations

from docproc_pipeline.extract.parse.meta import id_value
from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _cfdi() -> Rows:
    return [
        (254, 28, "PREMEZCLADOS DEL NORTE SA DE CV"),
        (254, 40, "R.F.C.: PNO750228JM8"), (400, 40, "Folio:"), (440, 40, "FN-3,820"),
        (254, 52, "Fecha: 2026-02-11"),
        (40, 100, "Descripción"), (400, 100, "Importe"),
        (40, 114, "Concreto premezclado"), (400, 114, "12,500.00"),
        (300, 150, "Total"), (400, 150, "$12,500.00"),
    ]  # fmt: skip


def test_a_folio_grouped_in_thousands_is_the_invoice_number() -> None:
    assert fields_of(_cfdi()).invoice_number == "FN-3,820"


def test_an_amount_is_no_id() -> None:
    assert id_value("3,820.00") is None
    assert id_value("FN-3,820") == "FN-3,820"
