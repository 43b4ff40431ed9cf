"""Real invoices of unfamiliar families, second pass: invented pages for each general rule."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of, right_aligned


def _sale_bill(address_rows: Rows) -> Rows:
    return [
        (200, 34, "Nom: Garage du Lagon"),
        *address_rows,
        (422, 41, "Nom acheteur"),
        (486, 41, "Amal Ramsamy"),
        (422, 81, "Date"),
        (482, 81, "14/03/2026"),
        (22, 151, "ID"),
        (52, 151, "Description"),
        (502, 151, "Prix"),
        (25, 169, "1"),
        (52, 169, "Renault Clio Rouge 2019 Manuelle"),
        right_aligned(568, 169, "Rs450,000"),
    ]


def test_a_labelled_address_ending_in_a_comma_wraps_back_under_its_label() -> None:
    # "Adresse: Zone Nord," then the rest of the address printed under the label, not under
    # the value: the address goes on, up to the next labelled row ("Tél:")
    rows = _sale_bill(
        [
            (200, 49, "Adresse: Zone Nord,"),
            (200, 64, "Rose-Belle, Grand Port"),
            (200, 88, "Maurice"),
            (200, 103, "Tél: 5123 4567"),
        ]
    )
    f = fields_of(rows)
    assert f.vendor_address == "Zone Nord, Rose-Belle, Grand Port, Maurice"
