"""Vendor and customer from general layout evidence, on small hand-built pages."""

from __future__ import annotations

from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.parties import find_parties
from docproc_pipeline.extract.parse.regions import Regions
from docproc_pipeline_tests.extract.pages import page_from_rows


def _parties(rows: list[tuple[float, float, str]]) -> dict[str, str | None]:
    page = page_from_rows(rows)
    lines = document_lines([page])
    found = find_parties(lines, {}, Regions.of(lines, {1: page.height}))
    return {name: value for name, (value, _) in found.items()}


def test_legal_footer_names_the_vendor_over_a_title_and_the_window_address() -> None:
    out = _parties(
        [
            (40, 40, "PAYMENT RECEIPT"),
            (330, 130, "Blauwe Kikker"),
            (330, 142, "Dorpsstraat 12"),
            (330, 154, "1234 AB Utrecht"),
            (40, 300, "Room charges 100.00"),
            (
                60,
                780,
                "Noordwind Verhuur SAS au capital de 10 000 EUR - RCS Lyon 123"
                " - Siège social: 4 rue Neuve 69002 Lyon - TVA FR00123456789",
            ),
        ]
    )
    assert out["vendor_name"] == "Noordwind Verhuur SAS"
    assert out["vendor_address"] == "4 rue Neuve 69002 Lyon"
    assert out["customer_name"] == "Blauwe Kikker"
    assert out["customer_address"] == "Dorpsstraat 12, 1234 AB Utrecht"


def test_letterhead_block_holding_the_vat_id_beats_a_larger_slogan() -> None:
    page = page_from_rows([(45, 60, "Always a smile.")], size=22)
    page.words += page_from_rows(
        [
            (400, 40, "Rotwald Handel B.V."),
            (400, 52, "Kade 5"),
            (400, 64, "3012 CN Rotterdam"),
            (400, 76, "BTW NL001234567B01"),
            (45, 110, "Kees Jansen"),
            (45, 122, "Laan 3"),
            (45, 134, "1025 RX Amsterdam"),
        ]
    ).words
    lines = document_lines([page])
    found = find_parties(lines, {}, Regions.of(lines, {1: 842.0}))
    assert found["vendor_name"][0] == "Rotwald Handel B.V."
    assert found["vendor_address"][0] == "Kade 5, 3012 CN Rotterdam"


def test_one_line_letterhead_with_dashes_is_the_sender() -> None:
    out = _parties(
        [
            (65, 140, "Hochwald Dienste AG - Talweg 4 - D-63571 Gelnhausen"),
            (65, 200, "Brightwater Ltd."),
            (65, 212, "12 Harbour Road"),
            (65, 224, "Hong Kong"),
        ]
    )
    assert out["vendor_name"] == "Hochwald Dienste AG"
    assert out["vendor_address"] == "Talweg 4, D-63571 Gelnhausen"
    assert out["customer_name"] == "Brightwater Ltd."


def test_a_customer_number_after_the_customer_label_is_no_name() -> None:
    out = _parties(
        [
            (450, 120, "Feldmann GmbH"),
            (80, 150, "Feldmann GmbH  ●  Ecke 12  ●  12345 Stadthausen"),
            (70, 168, "Erika Muster"),
            (70, 180, "Lindenweg 7"),
            (70, 192, "54321Tannhain"),
            (57, 300, "Customer:2"),
        ]
    )
    assert out["vendor_name"] == "Feldmann GmbH"
    assert out["customer_name"] == "Erika Muster"
    assert out["customer_address"] == "Lindenweg 7, 54321 Tannhain"
