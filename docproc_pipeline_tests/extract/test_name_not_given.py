"""A party's name printed as a placeholder for a value not given ("Name: N/A", "n/a", as an
e-invoice viewer prints an empty field) is no name (invented page)."""

from __future__ import annotations

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _page(name: str) -> Rows:
    return [
        (21, 30, "Invoice 471102"),
        (21, 50, "Issue Date: 2026-01-19"),
        (21, 80, "Supplier:"),
        (21, 96, "Name: Baltic Rope Works Ltd"),
        (21, 108, "Address: 4 Quay Road, Riga LV-1010"),
        (21, 140, "Customer:"),
        (21, 156, name),
        (21, 168, "Address: 12 Harbour Street, Tallinn 10111"),
        (36, 210, "Item Name"), (300, 210, "Line Amount"),
        (36, 226, "Mooring line 20 m"), (300, 226, "120.00"),
        (21, 260, "Payable Amount: 120.00 EUR"),
    ]  # fmt: skip


@pytest.mark.parametrize("name", ["Name: N/A", "Name: n/a"])
def test_a_placeholder_is_no_customer_name(name: str) -> None:
    assert fields_of(_page(name)).customer_name is None
