"""A party section's place row whose label offers two place words at once ("Código
postal/ciudad:", "PLZ / Ort:", "Postcode/City:") goes on with the section's address like a
row of one place word (invented pages)."""

from __future__ import annotations

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _invoice(heading: str, rows: list[str]) -> Rows:
    return [
        (70, 40, "Estudio Norte S.A."),
        (70, 54, "Calle Mayor 5, 28013 Madrid"),
        (70, 120, heading), (300, 120, "Invoice No 0000001"),
        (300, 134, "Date: 25/01/2021"),
        *[(70, 150 + 14 * k, text) for k, text in enumerate(rows)],
        (80, 260, "Description"), (450, 260, "Amount"),
        (80, 274, "Tower server"), (450, 274, "1,599.00"),
        (330, 300, "Total"), (450, 300, "1,599.00"),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("heading", "rows", "address"),
    [
        ("FACTURAR A:", ["Cliente: Miila Designer", "Domicilio: Av. Flavio Reyes 12", "Código postal/ciudad: 130802 Manta"], "Av. Flavio Reyes 12, 130802 Manta"),
        ("Kunde:", ["Name: Holzbau Berger GmbH", "Anschrift: Lindenweg 4", "PLZ / Ort: 79100 Freiburg"], "Lindenweg 4, 79100 Freiburg"),
        ("Bill to:", ["Name: Harbour Supplies Ltd", "Address: 14 Quay Street", "Postcode/City: BS1 4DJ Bristol"], "14 Quay Street, BS1 4DJ Bristol"),
    ],
)  # fmt: skip
def test_a_place_row_of_two_words_goes_on_with_the_address(
    heading: str, rows: list[str], address: str
) -> None:
    assert fields_of(_invoice(heading, rows)).customer_address == address
