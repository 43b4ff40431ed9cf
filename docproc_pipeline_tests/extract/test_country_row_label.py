"""A party block's country line labelled as a row ("Country: FR", "Land: DE", "Pays : BE"):
the country, without its label, closes the address."""

from __future__ import annotations

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _invoice(label: str, country: str) -> Rows:
    return [
        (40, 30, "INVOICE"),
        (40, 44, "Invoice Number: INV-2026-0107"), (40, 56, "Issue Date: 2026-03-12"),
        (40, 80, "From:"), (300, 80, "To:"),
        (40, 92, "Northwind Traders Ltd"), (300, 92, "Contoso Retail GmbH"),
        (40, 104, "12 Harbour Road"), (300, 104, "Lindenweg 4"),
        (40, 116, "Dover, CT16 1JA"), (300, 116, "10115 Berlin"),
        (40, 128, f"{label} GB"), (300, 128, f"{label} {country}"),
        (40, 160, "Description"), (300, 160, "Quantity"), (380, 160, "Unit Price"),
        (470, 160, "Amount"),
        (40, 174, "Consulting"), (300, 174, "2"), (380, 174, "400.00"), (470, 174, "800.00"),
        (380, 200, "Total:"), (470, 200, "800.00 EUR"),
    ]  # fmt: skip


@pytest.mark.parametrize("label", ["Country:", "Land:", "Pays :", "Kraj:"])
def test_a_labelled_country_line_closes_the_address_without_its_label(label: str) -> None:
    fields = fields_of(_invoice(label, "DE"))
    assert fields.vendor_address == "12 Harbour Road, Dover, CT16 1JA, GB"
    assert fields.customer_address == "Lindenweg 4, 10115 Berlin, DE"
