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


def test_a_bare_rupee_sign_is_the_currency_of_the_vendors_country() -> None:
    # "Rs" is written by India's, Pakistan's and Mauritius' rupees: a vendor in Mauritius
    rows = _sale_bill([(200, 49, "Adresse: 12 Rue Royale, Curepipe, Maurice")])
    assert fields_of(rows).currency == "MUR"


def test_a_bare_crown_sign_is_the_currency_of_the_vendors_country() -> None:
    # "kr" alone: Sweden's, Denmark's or Norway's crowns; the vendor's address says Denmark
    rows = [
        (60, 40, "Nordlys Tømrer"),
        (60, 52, "Havnegade 4, 5000 Odense C, Danmark"),
        (360, 90, "Faktura 2026-117"),
        (360, 102, "14.03.2026"),
        (60, 150, "Beskrivelse"),
        (480, 150, "Beløb"),
        (60, 168, "Reparation af tagrende"),
        right_aligned(535, 168, "2.400,00 kr."),
        (360, 200, "I alt"),
        right_aligned(535, 200, "2.400,00 kr."),
    ]
    f = fields_of(rows)
    assert f.currency == "DKK"
