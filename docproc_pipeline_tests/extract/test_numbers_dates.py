"""Number and date formats listed in the corpus README."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from docproc_pipeline.extract.parse.dates import detect_slash_order, find_dates, parse_date
from docproc_pipeline.extract.parse.numbers import (
    detect_decimal_separator,
    find_amounts,
    find_money,
    find_percents,
    parse_number,
)


@pytest.mark.parametrize(
    ("text", "sep", "expected"),
    [
        ("1,234.56", ".", "1234.56"),
        ("1.234,56", ",", "1234.56"),
        ("1 234,56", ",", "1234.56"),
        ("12,345,678.90", ".", "12345678.90"),
        ("2,500", ".", "2500"),
        ("2,500", ",", "2.500"),
        ("0,045", ",", "0.045"),
        ("0.045", ".", "0.045"),
        ("-50.00", ".", "-50.00"),
        ("abc", ".", None),
    ],
)
def test_parse_number(text: str, sep: str, expected: str | None) -> None:
    value = parse_number(text, sep)
    assert (None if value is None else value) == (None if expected is None else Decimal(expected))


@pytest.mark.parametrize(
    ("text", "sep", "value", "currency"),
    [
        ("€1,234.56", ".", "1234.56", "EUR"),
        ("1.234,56 €", ",", "1234.56", "EUR"),
        ("EUR 1,234.56", ".", "1234.56", "EUR"),
        ("1 234,56 EUR", ",", "1234.56", "EUR"),
        ("$9,741.82", ".", "9741.82", "USD"),
        ("£2,408.65", ".", "2408.65", "GBP"),
        ("CHF 1'234.50", ".", "1234.50", "CHF"),
        ("-£50.00", ".", "-50.00", "GBP"),
    ],
)
def test_money_with_currency_before_or_after(
    text: str, sep: str, value: str, currency: str
) -> None:
    found = find_money(text, sep)
    assert len(found) == 1
    assert found[0].value == Decimal(value)
    assert found[0].currency == currency


@pytest.mark.parametrize("space", [" ", "\u00a0", "\u202f"])
def test_money_grouped_by_spaces_reads_whole(space: str) -> None:
    # thousands grouped by a space, a no-break or a narrow no-break space, no currency beside
    found = find_money(f"12{space}345{space}678,90", ",")
    assert [a.value for a in found] == [Decimal("12345678.90")]


def test_amounts_in_a_tax_line_keep_base_and_amount_apart() -> None:
    found = find_amounts("19 % auf 249,57 47,42 €", ",")
    assert [a.value for a in found] == [Decimal("19"), Decimal("249.57"), Decimal("47.42")]
    assert find_percents("Sales Tax (8.875%) and 8,1 %", ".") == [Decimal("8.875"), Decimal("8.1")]


def test_decimal_separator_detection() -> None:
    assert detect_decimal_separator(["Summe 1.234,56 €", "MwSt 19,00"]) == ","
    assert detect_decimal_separator(["Total $1,234.56"]) == "."


@pytest.mark.parametrize(
    ("text", "order", "expected"),
    [
        ("2026-03-14", "dmy", date(2026, 3, 14)),
        ("14.03.2026", "dmy", date(2026, 3, 14)),
        ("03/14/2026", "mdy", date(2026, 3, 14)),
        ("14/03/2026", "dmy", date(2026, 3, 14)),
        ("14 March 2026", "dmy", date(2026, 3, 14)),
        ("March 14, 2026", "dmy", date(2026, 3, 14)),
        ("14. März 2026", "dmy", date(2026, 3, 14)),
        ("2. Oktober 2025", "dmy", date(2025, 10, 2)),
        ("Invoice 2026/0673", "dmy", None),
        # two-digit years: the 2000s up to 68, the 1900s from 69 (an old scanned invoice)
        ("05/05/24", "dmy", date(2024, 5, 5)),
        ("1/31/94", "mdy", date(1994, 1, 31)),
        ("31.12.68", "dmy", date(2068, 12, 31)),
        ("01.01.69", "dmy", date(1969, 1, 1)),
    ],
)
def test_dates(text: str, order: str, expected: date | None) -> None:
    assert parse_date(text, order) == expected


def test_slash_order_detection() -> None:
    assert detect_slash_order(["Date 03/14/2026"]) == "mdy"
    assert detect_slash_order(["Date 14/03/2026"]) == "dmy"
    assert detect_slash_order(["Date 03/04/2026"], us_hint=True) == "mdy"
    assert [d.value for d in find_dates("from 01.02.2026 to 2026-02-28")] == [
        date(2026, 2, 1),
        date(2026, 2, 28),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Fri Dec 11 17:35:35 CET 2020", date(2020, 12, 11)),  # the Unix `date` stamp
        ("Mon Dec  7 09:12:08 UTC 2026", date(2026, 12, 7)),
        ("Thu Nov 19 2020 00:00:00 GMT-0300", date(2020, 11, 19)),  # a script's date
    ],
)
def test_a_system_clocks_date_stamp(text: str, expected: date) -> None:
    assert [d.value for d in find_dates(text)] == [expected]
