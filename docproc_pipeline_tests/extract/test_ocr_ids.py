"""Identifiers OCR misread, put right where their check digits and their country's format
leave one reading (invented numbers with valid check digits)."""

from __future__ import annotations

import pytest

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.identifiers import repair_ocr_iban
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, ocr_page


@pytest.mark.parametrize(
    ("read", "expected"),
    [
        # the country code's I read as 1: a country code is letters
        ("1E14REVO74628881755062", "IE14REVO74628881755062"),
        # an 8 read as B where an Irish account number has digits only
        ("IE41DBIL75089385B41751", "IE41DBIL75089385841751"),
        # a digit lost: no reading of this length is valid
        ("DE9036500005829829778", None),
        # a 1 that may be an I in a Swiss account of letters and digits, and two readings
        # pass the check digits: left as read
        ("CH5780615QSXE79QXD611", None),
        # already valid: nothing to repair
        ("IE14REVO74628881755062", None),
    ],
)
def test_an_ocr_iban_read_as_its_country_format_wants(read: str, expected: str | None) -> None:
    assert repair_ocr_iban(read) == expected


def _ocr_page(rows: Rows) -> Page:
    return ocr_page(rows, confidence=0.9)


def test_an_iban_after_a_label_ocr_misread_too() -> None:
    fields, confidence, _ = parse_invoice(
        [
            _ocr_page(
                [
                    (40, 60, "Invoice No. 2025-0417"),
                    (40, 780, "1BAN: 1E14 REVO 7462 8881 7550 62"),
                ]
            )
        ]
    )
    assert fields.supplier_iban == "IE14REVO74628881755062"
    assert confidence["supplier_iban"] < 0.9  # repaired: below a clean read


def test_piece_numero_labels_the_invoice_number() -> None:
    fields, _, _ = parse_invoice(
        [
            _ocr_page(
                [
                    (60, 124, "Note d'honoraires"),
                    (60, 143, "Pièce n°: INV961991"),
                    (60, 155, "Date facture: 30.06.2025"),
                ]
            )
        ]
    )
    assert (fields.invoice_number, str(fields.invoice_date)) == ("INV961991", "2025-06-30")


@pytest.mark.parametrize(
    "printed",
    [
        "VAT Number: IE 4321000A",  # OCR set the country code apart with a space
        "VAT Number: IE.4321000A",  # ... or with a speck
    ],
)
def test_a_vat_id_whose_country_code_ocr_set_apart_from_its_digits(printed: str) -> None:
    fields, _, _ = parse_invoice(
        [_ocr_page([(40, 60, "Invoice No. 2025-0417"), (40, 780, printed)])]
    )
    assert fields.vendor_tax_id == "IE4321000A"


def test_a_party_word_after_a_tax_label_is_not_repaired_into_a_heading() -> None:
    # "NIP sprzedawcy" (the seller's NIP) is printed right: "sprzedawcy" is no misread
    # "sprzedawca" heading that would cut the label from its value
    fields, _, _ = parse_invoice(
        [
            _ocr_page(
                [
                    (40, 60, "Faktura VAT nr FV/2025/0417"),
                    (40, 136, "NIP sprzedawcy: PL1234567908"),
                ]
            )
        ]
    )
    assert fields.vendor_tax_id == "PL1234567908"
