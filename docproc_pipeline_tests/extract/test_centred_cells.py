"""A web page's table prints each row's figures in the middle of its description cell (cells
are centred by default): the description's first line above the figures, its last below, at
one pitch; each row's description is its three lines, not the two from the figures down. A
row whose name is printed alone on one line has nothing above it to take (invented pages)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _faktura(pitch: float = 11.0) -> Rows:
    def row(y: float, first: str, middle: str, last: str, figures: list[tuple[float, str]]) -> Rows:
        return [(100, y - pitch, first), (100, y, middle), (100, y + pitch, last)] + [
            (x, y, text) for x, text in figures
        ]

    head: Rows = [
        (40, 20, "Faktura VAT"),
        (40, 40, "Numer faktury: FV/2026/02/001"),
        (40, 54, "Data wystawienia: 2026-02-18"),
        (40, 100, "Lp."), (100, 100, "Nazwa towaru"), (250, 100, "Ilość"),
        (320, 100, "Cena netto"), (420, 100, "Wartość netto"),
    ]  # fmt: skip
    first = row(130, "Usługi", "programistyczne -", "luty 2026",
                [(40, "1"), (250, "160,00"), (320, "150,00"), (420, "24 000,00")])  # fmt: skip
    second = row(174, "Hosting i", "utrzymanie", "serwera - luty 2026",
                 [(40, "2"), (250, "1,00"), (320, "500,00"), (420, "500,00")])  # fmt: skip
    third = row(218, "Licencja", "roczna -", "pakiet biurowy",
                [(40, "3"), (250, "2,00"), (320, "100,00"), (420, "200,00")])  # fmt: skip
    totals: Rows = [(320, 260, "Razem netto"), (420, 260, "24 700,00")]
    return head + first + second + third + totals


def test_each_centred_cell_is_the_rows_description() -> None:
    items = fields_of(_faktura()).line_items
    assert [i.description for i in items] == [
        "Usługi programistyczne - luty 2026",
        "Hosting i utrzymanie serwera - luty 2026",
        "Licencja roczna - pakiet biurowy",
    ]
    assert [str(i.amount) for i in items] == ["24000.00", "500.00", "200.00"]


def test_an_article_code_alone_under_a_name_is_no_part_of_it() -> None:
    rows: Rows = [
        (40, 20, "Faktura VAT"),
        (40, 40, "Numer faktury: FV/2022/08/1253"),
        (40, 100, "Lp."), (100, 100, "Nazwa towaru"), (250, 100, "Ilość"),
        (320, 100, "Cena"), (420, 100, "Wartość"),
        (40, 120, "1"), (100, 120, "Spodnie dresowe"), (250, 120, "1"), (320, 120, "99,99"),
        (420, 120, "99,99"),
        (100, 130, "VBMYKELTIS0000XA1639U902"),
        (40, 146, "2"), (100, 146, "Koszula lniana"), (250, 146, "1"), (320, 146, "79,99"),
        (420, 146, "79,99"),
        (100, 156, "VBLEONI00SVU90XA0262K740"),
        (320, 190, "Razem"), (420, 190, "179,98"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [i.description for i in items] == ["Spodnie dresowe", "Koszula lniana"]


def test_a_capitalised_word_under_a_name_still_wraps_it() -> None:
    rows: Rows = [
        (40, 20, "Invoice"),
        (40, 40, "Invoice number: 2026-0042"),
        (40, 100, "Description"), (320, 100, "Qty"), (420, 100, "Amount"),
        (40, 120, "Annual maintenance of the"), (320, 120, "1"), (420, 120, "480.00"),
        (40, 130, "HVAC SYSTEMS"),
        (320, 170, "Total"), (420, 170, "480.00"),
    ]  # fmt: skip
    assert fields_of(rows).line_items[0].description == "Annual maintenance of the HVAC SYSTEMS"


def test_group_headings_over_rows_closed_by_subtotals_stay_apart() -> None:
    # a heading above each row and the group's subtotal below it, at one pitch: no cell
    rows: Rows = [
        (40, 20, "Invoice"),
        (40, 40, "Invoice number: 2026-0042"),
        (40, 100, "Description"), (300, 100, "Qty"), (360, 100, "Price"), (450, 100, "Amount"),
        (40, 120, "Materials"),
        (40, 132, "Software licence, annual"), (300, 132, "2"), (360, 132, "377.70"),
        (450, 132, "755.40"),
        (40, 144, "Section subtotal Materials"), (450, 144, "755.40"),
        (40, 164, "Labour"),
        (40, 176, "Graphic design"), (300, 176, "3.75"), (360, 176, "47.00"), (450, 176, "176.25"),
        (40, 188, "Section subtotal Labour"), (450, 188, "176.25"),
        (360, 240, "Total"), (450, 240, "931.65"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [i.description for i in items] == ["Software licence, annual", "Graphic design"]
