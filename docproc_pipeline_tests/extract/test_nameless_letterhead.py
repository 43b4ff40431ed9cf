"""A letterhead whose name is only its logo's picture prints its street and town with nothing
over them: that block is the vendor's address, the recipient's block (its name over its
street) stays the customer's (invented page)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _facture(over_street: Rows) -> Rows:
    return [
        (450, 40, "FACTURE"),
        (450, 60, "N° 2020140205458"),
        (450, 74, "Date : 15/05/2020"),
        *over_street,
        (42, 120, "38 rue carnot"),
        (42, 130, "75013 PARIS"),
        (42, 140, "+33 (0)1.02.03.04.05"),
        (383, 160, "CASTAFIORE"),
        (383, 180, "54 AV GUILHEM DE POITIERS"),
        (383, 190, "34080 MONTPELLIER"),
        (42, 300, "Description"), (340, 300, "Quantité"), (480, 300, "Total"),
        (42, 320, "Contrat de maintenance"), (340, 320, "1"), (480, 320, "€ 3.301,98"),
        (340, 360, "Total HT"), (480, 360, "€ 3.301,98"),
        (340, 374, "TVA 20%"), (480, 374, "€ 660,40"),
        (340, 388, "Total TTC"), (480, 388, "€ 3.962,38"),
    ]  # fmt: skip


def test_a_street_block_with_no_name_over_it_is_the_vendors_address() -> None:
    fields = fields_of(_facture([]))
    assert fields.vendor_name is None
    assert fields.vendor_address == "38 rue carnot, 75013 PARIS"
    assert fields.customer_name == "CASTAFIORE"
    assert fields.customer_address == "54 AV GUILHEM DE POITIERS, 34080 MONTPELLIER"
