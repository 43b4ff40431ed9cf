"""Addresses printed on one line with the party's ids and bank details (small invented pages)."""

from __future__ import annotations

from docproc_pipeline.extract.parse.party_text import without_details_after_town
from docproc_pipeline_tests.extract.pages import fields_of, right_aligned


def test_an_id_part_after_the_town_ends_the_vendor_s_address() -> None:
    f = fields_of(
        [
            (40, 50, "Hartley-Moss"),
            (40, 64, "Unit 4 Mill Lane, Eastbrook, W6J 0AG — TAX ID GB537790062"),
            (40, 100, "INVOICE TO: Dunmore Ltd"),
            (40, 112, "8 Harbour Road, Kingsport, KP2 4TR"),
            (300, 140, "Invoice No. 5512"),
            (40, 200, "Consulting"),
            right_aligned(540, 200, "100.00"),
            (300, 240, "Subtotal"),
            right_aligned(540, 240, "100.00"),
            (300, 254, "VAT 20%"),
            right_aligned(540, 254, "20.00"),
            (300, 268, "Total"),
            right_aligned(540, 268, "120.00"),
        ]
    )
    assert f.vendor_address == "Unit 4 Mill Lane, Eastbrook, W6J 0AG"


def test_details_after_the_town_are_cut_from_an_address() -> None:
    assert (
        without_details_after_town("Catherinering 147, 8045 Sart-Dames, CODE BIC:")
        == "Catherinering 147, 8045 Sart-Dames"
    )
    assert (
        without_details_after_town("Rue Haute 9, 4776 Dubey (SH), N° IDE CHE-710.312.114, Ref")
        == "Rue Haute 9, 4776 Dubey (SH)"
    )
    # a country after the town stays; a label before the town is not cut here
    assert without_details_after_town("plac Bema 82, 53-175 Głogów, Polska") == (
        "plac Bema 82, 53-175 Głogów, Polska"
    )


def test_the_address_under_the_name_with_its_id_after_a_dash_is_read_to_the_id() -> None:
    f = fields_of(
        [
            (28, 29, "Stucki Thommen & Co."),
            (702, 29, "RECHNUNG"),
            (28, 47, "Sidlerstrasse 103, 6268 Vernier — UID CHE-820.004.962 MWST"),
            (37, 67, "RE.-NR."),
            (87, 67, "DATUM"),
            (37, 76, "MZP-5106"),
            (87, 76, "14.08.2025"),
            (28, 95, "RECHNUNGSEMPFÄNGER: Friedli GmbH"),
            (28, 106, "Aebistrasse 29, 4110 Steffisburg"),
            (110, 140, "Softwarelizenz"),
            right_aligned(810, 140, "100.00"),
            (697, 222, "Total"),
            right_aligned(810, 222, "108.10"),
        ]
    )
    assert f.vendor_name == "Stucki Thommen & Co."
    assert f.vendor_address == "Sidlerstrasse 103, 6268 Vernier"
