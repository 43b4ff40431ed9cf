"""The currency of an invoice that prints none is the vendor's country's, known by its tax id,
its address or its IBAN; an Argentine CUIT makes a bare "$" the peso (invented pages)."""

from __future__ import annotations

import pytest

from docproc_pipeline_tests.extract.pages import fields_of

_TOTALS = [
    (300, 300, "Sub Total"),
    (450, 300, "28,000.00"),
    (300, 314, "Total"),
    (450, 314, "30,180.00"),
]


@pytest.mark.parametrize(
    ("vendor_lines", "currency"),
    [
        (["Shree Traders", "12 MG Road, New Delhi 110058", "GSTIN: 09AAACH7409R1ZZ"], "INR"),
        (
            [
                "Agro Garrido SL",
                "Calle Mayor 3, 28013 Madrid",
                "IBAN: ES91 2100 0418 4502 0005 1332",
            ],
            "EUR",
        ),
    ],
)
def test_no_currency_printed_is_the_vendors_countrys(
    vendor_lines: list[str], currency: str
) -> None:
    rows = [(40, 40 + 12 * k, text) for k, text in enumerate(vendor_lines)]
    rows += [(40, 120, "TAX INVOICE"), (40, 132, "Invoice No: 0001/25-26"), *_TOTALS]
    assert fields_of(rows).currency == currency


def test_no_currency_and_no_country_stays_unknown() -> None:
    rows = [(40, 40, "Shree Traders"), (40, 120, "INVOICE"), (40, 132, "Invoice No: 17"), *_TOTALS]
    assert fields_of(rows).currency is None


def test_bare_dollar_of_an_argentine_vendor_is_the_peso() -> None:
    rows = [
        (40, 40, "Talleres Amenábar SA"), (40, 52, "CUIT: 30-51758323-1"),
        (40, 120, "FACTURA A"), (40, 132, "Nro: 0003-00012345"),
        (300, 300, "Subtotal"), (450, 300, "$ 1.000,00"),
        (300, 314, "Total"), (450, 314, "$ 1.210,00"),
    ]  # fmt: skip
    assert fields_of(rows).currency == "ARS"
