"""A document that prints its money as a program prints floats ("14.0", "9.8", "440.0": one
decimal after a point, no figure of cents anywhere) has its total read all the same, also
under a label whose words the text layer ran together ("TotalPrice"); a figure of one decimal
on a page that prints cents elsewhere stays no money (invented pages)."""

from __future__ import annotations

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _order(total_label: str, price: str = "14.0") -> Rows:
    return [
        (270, 20, "Invoice"),
        (31, 60, "Order ID: 10248"),
        (31, 80, "Order Date: 2016-07-04"),
        (31, 120, "Product Name"), (200, 120, "Quantity"), (300, 120, "Unit Price"),
        (31, 140, "Queso Cabrales"), (200, 140, "12"), (300, 140, price),
        (31, 154, "Hokkien Fried Mee"), (200, 154, "10"), (300, 154, "9.8"),
        (31, 168, "Mozzarella di Giovanni"), (200, 168, "5"), (300, 168, "34.8"),
        (371, 200, total_label), (450, 200, "440.0"),
    ]  # fmt: skip


@pytest.mark.parametrize("label", ["Total", "TotalPrice", "Total Price"])
def test_a_total_printed_as_a_float_is_the_total(label: str) -> None:
    assert str(fields_of(_order(label)).total) == "440.00"


def test_one_decimal_is_no_money_where_cents_are_printed() -> None:
    # "14.00" prints cents: the page's money has two decimals, "440.0" is no sum of it
    assert fields_of(_order("Total", price="14.00")).total is None


def test_a_name_run_together_stays_a_name() -> None:
    rows: Rows = [
        (40, 20, "TotalEnergies Marketing"),
        (40, 34, "2 place Jean Millier, 92400 Courbevoie"),
        (330, 34, "Facture n° 2026-0417"),
        (330, 48, "Date : 05/03/2026"),
        (40, 100, "Désignation"), (450, 100, "Montant"),
        (40, 114, "Gazole 40 L"), (450, 114, "71,60"),
        (330, 150, "Total TTC"), (450, 150, "71,60"),
    ]  # fmt: skip
    assert fields_of(rows).vendor_name == "TotalEnergies Marketing"
