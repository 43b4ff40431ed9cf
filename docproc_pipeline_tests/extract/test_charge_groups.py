"""A bill's item table read as its charges: a row whose quantity and price cells print a dash
("Quota fissa  -  -  0,14 €") is a charge of its amount alone; a period's cells between the
description and the amount ("dal 01/03/2026 al") hold no figure of the row; and the headings
that print their group's sum over the group's rows ("Servizi di vendita  4,75 €" over the
rows that add up to it, the next heading right after them) are no items (invented pages)."""

from __future__ import annotations

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, item_rows, page_from_rows

_TOP: Rows = [
    (40, 20, "Luce Chiara Srl"),
    (40, 34, "Via Roma 1, 20100 Milano"),
    (330, 34, "Fattura n. 2026/0417"),
    (330, 48, "Data: 05/03/2026"),
    (40, 100, "Descrizione"), (250, 100, "Quantità"), (330, 100, "Prezzo unitario"),
    (450, 100, "Importo"),
]  # fmt: skip


def _items(rows: Rows) -> list[tuple[str | None, str | None, str | None, str]]:
    fields, _, _ = parse_invoice([page_from_rows([*_TOP, *rows])])
    return item_rows(fields)


def test_a_row_with_dashes_in_its_figure_cells_is_a_charge_of_its_amount() -> None:
    rows: Rows = [
        (40, 114, "Quota energia"), (250, 114, "29 kWh"), (330, 114, "0,002760 €/kWh"),
        (450, 114, "0,08 €"),
        (40, 128, "Quota fissa"), (250, 128, "-"), (330, 128, "-"), (450, 128, "0,14 €"),
        (40, 142, "Quota potenza"), (250, 142, "6,00 kW"), (330, 142, "0,303000 €/kW"),
        (450, 142, "1,82 €"),
        (330, 170, "Totale"), (450, 170, "2,04 €"),
    ]  # fmt: skip
    assert _items(rows) == [
        ("Quota energia", "29", "0.002760", "0.08"),
        ("Quota fissa", None, None, "0.14"),
        ("Quota potenza", "6", "0.303000", "1.82"),
    ]


def test_a_discount_minus_against_its_figure_is_no_empty_cell() -> None:
    rows: Rows = [
        (40, 114, "Consulenza"), (250, 114, "2"), (330, 114, "50,00"), (450, 114, "100,00"),
        (40, 128, "Sconto fedeltà"), (444, 128, "- 10,00"),
        (330, 170, "Totale"), (450, 170, "90,00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows([*_TOP, *rows])])
    assert item_rows(fields) == [("Consulenza", "2", "50.00", "100.00")]
    assert str(fields.discount) == "10.00"


def _grouped(second_heading: str) -> Rows:
    return [
        (40, 114, "Servizi di vendita"), (450, 114, "4,75 €"),
        (40, 128, "Energia in F1"), (250, 128, "7 kWh"), (330, 128, "0,147310 €/kWh"),
        (450, 128, "1,03 €"),
        (40, 142, "Energia in F2"), (250, 142, "9 kWh"), (330, 142, "0,158200 €/kWh"),
        (450, 142, "1,42 €"),
        (40, 156, "Energia in F3"), (250, 156, "16 kWh"), (330, 156, "0,143750 €/kWh"),
        (450, 156, "2,30 €"),
        (40, 170, "Servizi di rete"), (450, 170, second_heading),
        (40, 184, "Trasporto"), (250, 184, "32 kWh"), (330, 184, "0,008125 €/kWh"),
        (450, 184, "0,26 €"),
        (40, 198, "Quota fissa"), (250, 198, "-"), (330, 198, "-"), (450, 198, "0,45 €"),
        (330, 230, "Totale"), (450, 230, "5,46 €"),
    ]  # fmt: skip


def test_headings_printing_the_sums_of_their_groups_are_no_items() -> None:
    assert _items(_grouped("0,71 €")) == [
        ("Energia in F1", "7", "0.147310", "1.03"),
        ("Energia in F2", "9", "0.158200", "1.42"),
        ("Energia in F3", "16", "0.143750", "2.30"),
        ("Trasporto", "32", "0.008125", "0.26"),
        ("Quota fissa", None, None, "0.45"),
    ]


def test_one_heading_whose_rows_add_up_is_no_proof() -> None:
    # the second "heading" is no sum of the rows under it: the chain breaks after one, and
    # a lone sum may be chance (a till receipt's rows add up so now and then)
    descriptions = [row[0] for row in _items(_grouped("0,99 €"))]
    assert descriptions[0] == "Servizi di vendita"
    assert "Servizi di rete" in descriptions


def test_a_period_between_description_and_amount_holds_no_figure_of_the_row() -> None:
    # "dal 01/03/2026 al" under the period's columns: the charge is read all the same
    rows: Rows = [
        (40, 114, "Quota energia"), (180, 114, "dal 01/03/2026 al"), (250, 114, "29 kWh"),
        (330, 114, "0,002760 €/kWh"), (450, 114, "0,08 €"),
        (40, 128, "Quota fissa"), (180, 128, "dal 01/03/2026 al"), (250, 128, "-"),
        (330, 128, "-"), (450, 128, "0,14 €"),
        (40, 142, "Quota potenza"), (180, 142, "dal 01/03/2026 al"), (250, 142, "6,00 kW"),
        (330, 142, "0,303000 €/kW"), (450, 142, "1,82 €"),
        (330, 170, "Totale"), (450, 170, "2,04 €"),
    ]  # fmt: skip
    assert [(row[1], row[2], row[3]) for row in _items(rows)] == [
        ("29", "0.002760", "0.08"),
        (None, None, "0.14"),
        ("6", "0.303000", "1.82"),
    ]


def test_a_dash_closing_a_wrapped_description_stays_in_it() -> None:
    # "Strategie -" over "Analysephase": a dash of the text, set against its word
    rows: Rows = [
        (40, 114, "Strategie -"), (250, 114, "6"), (330, 114, "1.400,00"), (450, 114, "8.400,00"),
        (40, 124, "Analysephase"),
        (40, 142, "Workshop"), (250, 142, "3"), (330, 142, "1.600,00"), (450, 142, "4.800,00"),
        (330, 170, "Totale"), (450, 170, "13.200,00"),
    ]  # fmt: skip
    assert _items(rows)[0][0] == "Strategie - Analysephase"


def test_a_group_whose_rows_come_within_a_cent_early_runs_to_its_sum() -> None:
    # "Dispacciamento 0,54 €" over rows of 0,30, 0,23 and 0,01: the first two come within a
    # cent of it, but the group is all three, and the chain goes on to the next heading
    rows: Rows = [
        *_grouped("0,71 €")[:14],
        (40, 170, "Dispacciamento"), (450, 170, "0,54 €"),
        (40, 184, "Sbilanciamento"), (250, 184, "32 kWh"), (330, 184, "0,009375 €/kWh"),
        (450, 184, "0,30 €"),
        (40, 198, "Capacità"), (250, 198, "32 kWh"), (330, 198, "0,007188 €/kWh"),
        (450, 198, "0,23 €"),
        (40, 212, "Aggregazione misure"), (250, 212, "1 P/M"), (330, 212, "0,007000 €/P/M"),
        (450, 212, "0,01 €"),
        (40, 226, "Servizi di rete"), (450, 226, "0,71 €"),
        (40, 240, "Trasporto"), (250, 240, "32 kWh"), (330, 240, "0,008125 €/kWh"),
        (450, 240, "0,26 €"),
        (40, 254, "Quota fissa"), (250, 254, "-"), (330, 254, "-"), (450, 254, "0,45 €"),
        (330, 290, "Totale"), (450, 290, "6,00 €"),
    ]  # fmt: skip
    descriptions = [row[0] for row in _items(rows)]
    assert "Dispacciamento" not in descriptions
    assert "Servizi di rete" not in descriptions
    assert descriptions[-1] == "Quota fissa"
