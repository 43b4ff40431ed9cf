"""A till receipt's strip (invented data): the store's block at its top is the vendor's, and
without a customer label no block is the customer's (no window envelope on a receipt)."""

from __future__ import annotations

from dataclasses import replace

from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.parties import find_parties
from docproc_pipeline.extract.parse.regions import Regions
from docproc_pipeline_tests.extract.pages import page_from_rows, right_aligned


def _receipt_rows() -> list[tuple[float, float, str]]:
    rows = [
        (70, 120, "Frisch und gut."),
        (60, 134, "Kornmarkt Lindner Halle"),
        (60, 146, "Lindenweg 12"),
        (60, 158, "06108 Halle"),
        (60, 170, "Tel. 0345/123456"),
    ]
    items = ["HAFERFLOCKEN", "APFELSAFT 1L", "PFAND", "ROGGENBROT", "BUTTER", "KAESE GOUDA"]
    y = 190.0
    for k in range(4):
        for item in items:
            rows += [(40, y, item), right_aligned(200, y, f"{k + 1},{len(item)}9 A")]
            y += 12
    rows += [(40, y, "SUMME"), right_aligned(200, y, "47,11")]
    return rows


def test_till_strip_store_block_is_no_customer() -> None:
    page = page_from_rows(_receipt_rows())
    lines = document_lines([page])
    found = find_parties(lines, {}, Regions.of(lines, {1: page.height}))
    assert found.get("customer_name", (None, 0.0))[0] is None
    assert found.get("customer_address", (None, 0.0))[0] is None


def test_opening_hours_are_no_sender_line_nor_vendor_name() -> None:
    rows = [
        (40, 8, "Montag - Samstag : 8H00 - 20H00"),
        (90, 20, "KORNMARKT"),
        (60, 40, "Lindenweg 12"),
        (60, 52, "06108 Halle"),
        *_receipt_rows()[5:],
    ]
    page = page_from_rows(rows)
    lines = document_lines([page])
    found = find_parties(lines, {}, Regions.of(lines, {1: page.height}))
    assert found["vendor_name"][0] == "KORNMARKT"


def test_opening_hours_under_an_ocr_store_block_are_no_sender_line() -> None:
    rows = [
        (90, 20, "KORNMARKT"),
        (60, 40, "Lindenweg 12"),
        (60, 52, "06108 Halle"),
        (40, 64, "Montag - Samstag : 8H00 - 20H00"),
        *_receipt_rows()[5:],
    ]
    page = replace(page_from_rows(rows), source="ocr")
    lines = document_lines([page])
    found = find_parties(lines, {}, Regions.of(lines, {1: page.height}))
    assert found["vendor_name"][0] == "KORNMARKT"


def test_labelled_number_before_a_company_name_is_not_the_name() -> None:
    rows = [
        (40, 8, "rej: KB0 00004711 Kornmarkt sp. z o.o."),
        (60, 20, "ul. Lipowa 12, 00-950 Lublin"),
        (60, 32, "NIP 1234563218"),
        *_receipt_rows()[5:],
    ]
    page = page_from_rows(rows)
    lines = document_lines([page])
    found = find_parties(lines, {}, Regions.of(lines, {1: page.height}))
    assert found["vendor_name"][0] == "Kornmarkt sp. z o.o."


def test_till_store_address_under_phone_and_manager_lines() -> None:
    rows = [
        (90, 8, "KORNMARKT"),
        (60, 40, "Tel. 0345 123456"),
        (60, 52, "Filialleiter Jan Roth"),
        (60, 64, "Lindenweg 12"),
        (60, 76, "06108 Halle"),
        *_receipt_rows()[5:],
    ]
    page = page_from_rows(rows)
    lines = document_lines([page])
    found = find_parties(lines, {}, Regions.of(lines, {1: page.height}))
    assert found["vendor_name"][0] == "KORNMARKT"
    assert found["vendor_address"][0] == "Lindenweg 12, 06108 Halle"
