"""Indonesian: a lexicon file (labels, item columns, CLDR month names) and an OCR'd item table
whose quantity column follows the unit price. Invented pages, no corpus copies."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline_tests.extract.pages import Rows, fields_of, ocr_page


def test_indonesian_is_a_lexicon_file() -> None:
    assert "id" in lexicon().languages


def test_indonesian_labels() -> None:
    for text, field in [
        ("Tanggal :", "invoice_date"),
        ("Jatuh Tempo:", "due_date"),
        ("PAJAK:", "tax"),
        ("PPN 11%", "tax"),
        ("Nomor Faktur:", "invoice_number"),
    ]:
        assert [h.field for h in find_labels(text)][:1] == [field], text


_PAGE: Rows = [
    (40, 40, "TOKO SEJAHTERA"),
    (40, 60, "INVOICE"),
    (40, 90, "KEPADA :"),
    (300, 90, "TANGGAL :"),
    (40, 102, "Budi Santoso"),
    (300, 102, "Senin, 14 Maret 2022"),
    (40, 150, "KETERANGAN"),
    (200, 150, "HARGA"),
    (290, 150, "JML"),
    (370, 150, "TOTAL"),
    (40, 170, "KEMEJA"),
    (200, 170, "RP 150,000"),
    (293, 170, "2"),
    (360, 170, "RP 300,000"),
    (40, 190, "CELANA"),
    (200, 190, "RP 250,000"),
    (293, 190, "1"),
    (360, 190, "RP 250,000"),
    (260, 220, "SUBTOTAL :"),
    (360, 220, "RP 550,000"),
    (260, 234, "PAJAK :"),
    (360, 234, "RP 55,000"),
    (260, 248, "TOTAL :"),
    (360, 248, "RP 605,000"),
]


def test_an_indonesian_invoice_head_and_totals() -> None:
    fields = fields_of(_PAGE)
    assert fields.invoice_date == date(2022, 3, 14)
    assert fields.customer_name == "Budi Santoso"
    assert (fields.subtotal, fields.tax_amount, fields.total) == (
        Decimal("550000"),
        Decimal("55000"),
        Decimal("605000"),
    )


def test_an_ocr_row_of_price_then_quantity_reads_the_quantity_under_its_header() -> None:
    fields, _, _ = parse_invoice([ocr_page(_PAGE)])
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("KEMEJA", Decimal("2"), Decimal("150000.00"), Decimal("300000.00")),
        ("CELANA", Decimal("1"), Decimal("250000.00"), Decimal("250000.00")),
    ]


def test_money_of_one_thousands_group_beside_its_sign_and_no_cents_anywhere_is_whole() -> None:
    # no figure with cents: "Rp 70.000" is seventy thousand rupiah, not seventy
    rows: Rows = [
        (40, 40, "Toko Makmur"),
        (40, 60, "2023-08-02 08:46"),
        (40, 90, "Kopi Bubuk"),
        (300, 90, "Rp 45.000"),
        (40, 104, "Gula Pasir"),
        (300, 104, "Rp 25.000"),
        (40, 130, "Total"),
        (300, 130, "Rp 70.000"),
    ]
    fields = fields_of(rows)
    assert (fields.total, fields.currency) == (Decimal("70000"), "IDR")


def test_a_price_of_three_decimals_beside_cents_stays_a_price() -> None:
    rows: Rows = [
        (40, 40, "FUEL RECEIPT"),
        (40, 60, "Receipt No: 5531"),
        (40, 90, "PRICE/GAL"),
        (300, 90, "$3.459"),
        (40, 104, "FUEL SALE"),
        (300, 104, "$41.51"),
        (40, 130, "TOTAL"),
        (300, 130, "$41.51"),
    ]
    assert fields_of(rows).total == Decimal("41.51")
