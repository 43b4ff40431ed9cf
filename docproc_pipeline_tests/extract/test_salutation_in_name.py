"""A form of address opening the customer's name on its line ("Mr. Peter McDonald", "Frau
Anna Weber", "Monsieur Paul Girard") is no part of the name; a company's name that opens with
such letters ("MS Design GmbH") keeps them (invented pages)."""

from __future__ import annotations

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _invoice(customer: str) -> Rows:
    return [
        (40, 20, "Handy Repairs Ltd"),
        (40, 34, "4 Mill Lane, Leeds LS1 4AB"),
        (330, 34, "Invoice No: 20417"),
        (330, 48, "Date: 05/03/2026"),
        (40, 90, "Bill to:"),
        (40, 104, customer),
        (40, 118, "22 Kings Road, Bristol BS1 5TR"),
        (40, 160, "Description"), (450, 160, "Amount"),
        (40, 174, "Boiler service"), (450, 174, "120.00"),
        (330, 200, "Total"), (450, 200, "120.00"),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("printed", "name"),
    [
        ("Mr. Peter McDonald", "Peter McDonald"),
        ("Mrs Jane Holloway", "Jane Holloway"),
        ("Frau Anna Weber", "Anna Weber"),
        ("Monsieur Paul Girard", "Paul Girard"),
    ],
)
def test_the_form_of_address_is_no_part_of_the_name(printed: str, name: str) -> None:
    assert fields_of(_invoice(printed)).customer_name == name


@pytest.mark.parametrize("printed", ["MS Design GmbH", "MS Design", "Dr. Claudia Hartmann"])
def test_a_name_that_opens_with_such_letters_keeps_them(printed: str) -> None:
    assert fields_of(_invoice(printed)).customer_name == printed
