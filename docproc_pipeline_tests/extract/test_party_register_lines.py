"""A party block with register lines between its name and its street, the street printed
without a number ("Avenue de Saint Pierre" over "12000 Rodez"): the address is read past them
(invented page, two party columns)."""

from __future__ import annotations

import pytest

from docproc_pipeline_tests.extract.pages import fields_of


@pytest.mark.parametrize("source", ["text", "ocr"])
def test_customer_street_without_number_past_register_lines(source: str) -> None:
    rows = [
        (40, 20, "Atelier Nord"), (420, 20, "Facture # 25-0012"),
        (40, 70, "Fournisseur"), (300, 70, "Client"),
        (40, 82, "Atelier Nord SARL"), (300, 82, "Lycée des Pins"),
        (40, 94, "SIRET : 123 568 941 00056"), (300, 94, "SIRET : 202 501 129 00020"),
        (40, 106, "12 rue Halévy"), (300, 106, "Avenue de Saint Pierre"),
        (40, 118, "75009 Paris"), (300, 118, "12000 Rodez"),
        (300, 210, "Total TTC :"), (400, 210, "180.00 €"),
    ]  # fmt: skip
    fields = fields_of(rows, source=source)
    assert fields.customer_name == "Lycée des Pins"
    assert fields.customer_address == "Avenue de Saint Pierre, 12000 Rodez"
    assert fields.vendor_address == "12 rue Halévy, 75009 Paris"
