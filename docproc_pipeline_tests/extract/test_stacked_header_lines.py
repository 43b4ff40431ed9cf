"""A header whose cells stack their names over three lines ("Unit / price / (net)", "Amount /
incl. / Tax") with the item's and the quantity's names on the last ("Item  Qty  (net)  Net"):
the description ends at the quantity's column, the quantity no part of it (invented page)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _invoice() -> Rows:
    return [
        (43, 40, "INVOICE"), (380, 40, "Invoice no. 2026-0114"),
        (380, 52, "Date 2026-03-02"),
        (377, 165, "Unit"), (529, 165, "Amount"),
        (373, 176, "price"), (545, 176, "incl."),
        (48, 188, "Item"), (344, 188, "Qty"), (375, 188, "(net)"), (421, 188, "Net"),
        (453, 188, "Tax %"), (500, 188, "Tax"), (548, 188, "Tax"),
        (48, 204, "Cotton bath towel set, grey"), (354, 204, "4"), (372, 204, "28.02"),
        (408, 204, "112.08"), (467, 204, "6%"), (498, 204, "6.72"), (535, 204, "118.80"),
        (48, 221, "Ceramic coffee mugs, set of 4"), (349, 221, "11"), (372, 221, "15.57"),
        (408, 221, "171.27"), (467, 221, "6%"), (493, 221, "10.28"), (530, 221, "181.55"),
        (323, 250, "Net total"), (530, 250, "$283.35"),
        (323, 265, "Sales tax 6%"), (535, 265, "$17.00"),
        (323, 280, "Total incl. Tax"), (530, 280, "$300.35"),
    ]  # fmt: skip


def test_the_quantity_under_a_stacked_header_is_no_part_of_the_description() -> None:
    items = fields_of(_invoice()).line_items
    assert [i.description for i in items] == [
        "Cotton bath towel set, grey",
        "Ceramic coffee mugs, set of 4",
    ]
    assert [str(i.quantity) for i in items] == ["4", "11"]
    assert [str(i.amount) for i in items] == ["112.08", "171.27"]
