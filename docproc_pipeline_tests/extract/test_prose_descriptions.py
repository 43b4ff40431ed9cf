"""An item whose description runs over lines of prose that name a unit or an item ("... but
two units of space", "... because that next item has"): those lines are no item-table header,
and the rows under them are items."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import Rows, fields_of

_PROSE = [
    "in the line with equal space around them. Note that",
    "unit of space against the container edge, but two units of",
    "space between the next item because that next item has",
    "its own spacing that applies.",
]


def _rows() -> Rows:
    rows: Rows = [
        (69, 40, "Webstudio Kraft GmbH"), (69, 52, "Hafenweg 12, 28195 Bremen"),
        (350, 90, "Rechnung Nr. 7-2019"), (350, 102, "Datum: 03.03.2026"),
        (69, 140, "NR."), (106, 140, "POSTEN"), (365, 140, "MENGE"), (451, 140, "E.-PREIS"),
        (517, 140, "SUMME"),
    ]  # fmt: skip
    y = 160.0
    for n in (1, 2, 3):
        rows += [(69, y, f"{n}."), (106, y, "Website integration. Items are evenly distributed"),
                 (379, y, "100 Std."), (458, y, "€25.75"), (501, y, "€2,575.00")]  # fmt: skip
        for text in _PROSE:
            y += 17.6
            rows.append((106, y, text))
        y += 35.0
    rows += [(350, y + 20, "Gesamt"), (501, y + 20, "€7,725.00")]
    return rows


def test_prose_lines_naming_units_and_items_are_no_header() -> None:
    fields = fields_of(_rows())
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("100"), Decimal("25.75"), Decimal("2575.00"))
    ] * 3
