"""The offline parser on real invoices of layouts it was not built from (`corpus/real`).

The real invoices are in the shared corpus only (they are not ours to commit), so the tests that
read them carry the `corpus` marker and are skipped without it.
"""

from __future__ import annotations

import json
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline.extract.parse.dates import parse_date
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.numbers import find_money
from docproc_pipeline.extract.pdf_text import read_pdf

PDF = "application/pdf"
REAL_TEXT_PDFS = [
    "AmazonWebServices",
    "Facture_UE_BASICWL",
    "MustangGnuaccountingBeispielRE-20201121_508",
    "coolblue1",
    "coolblue2",
    "oyo",
    "saeco",
]


def _engine() -> OfflineEngine:
    return OfflineEngine(max_pages=500, max_image_pixels=40_000_000)


@pytest.mark.corpus
@pytest.mark.parametrize("stem", REAL_TEXT_PDFS)
def test_real_invoice_with_unfamiliar_layout_is_extracted_not_rejected(
    corpus: Path, stem: str
) -> None:
    truth = json.loads((corpus / "real" / f"{stem}.json").read_text(encoding="utf-8"))
    result = _engine().extract((corpus / "real" / f"{stem}.pdf").read_bytes(), PDF)
    assert result.fields.total == Decimal(truth["fields"]["total"])


@pytest.mark.corpus
def test_text_stays_aligned_with_boxes_after_an_emoji(corpus: Path) -> None:
    """PDFium counts an emoji as UTF-16 code units; later words must keep their own text."""
    pdf = read_pdf((corpus / "real" / "Facture_UE_BASICWL.pdf").read_bytes(), max_pages=5)
    words = {w.text for w in pdf.pages[0].words}
    assert {"Invoice", "FA-2017-0008", "Nougat", "2,076.76"} <= words


@pytest.mark.corpus
def test_french_and_dutch_invoice_fields(corpus: Path) -> None:
    fr = _engine().extract((corpus / "real" / "Facture_FR_BASICWL.pdf").read_bytes(), PDF).fields
    assert fr.invoice_number == "FA-2017-0010"
    assert fr.invoice_date == date(2017, 11, 13)
    assert fr.due_date == date(2017, 12, 13)
    assert fr.subtotal == Decimal("624.90")
    assert fr.total == Decimal("671.15")
    assert [i.quantity for i in fr.line_items] == [Decimal(20), Decimal(15), Decimal(25)]
    nl = _engine().extract((corpus / "real" / "coolblue1.pdf").read_bytes(), PDF).fields
    assert nl.invoice_number == "993548900"
    assert nl.invoice_date == date(2014, 4, 19)
    assert nl.vendor_tax_id == "NL810433941B01"


@pytest.mark.corpus
def test_amount_due_not_printed_as_payable_is_none(corpus: Path) -> None:
    # nothing on the page labels an amount payable: none is read (the corpus's real-invoice
    # truth fills the amount due only where an amount is labelled due, payable or balance)
    pdf = (corpus / "real" / "RE-E-974-Hetzner_2016-01-19_R0005532486.pdf").read_bytes()
    extraction = _engine().extract(pdf, PDF)
    assert extraction.fields.total == Decimal("104.00")
    assert extraction.fields.amount_due is None


@pytest.mark.corpus
def test_quantity_column_before_description(corpus: Path) -> None:
    fields = _engine().extract((corpus / "real" / "QualityHosting.pdf").read_bytes(), PDF).fields
    assert len(fields.line_items) == 7
    assert all(i.quantity == 1 for i in fields.line_items)
    assert fields.line_items[0].description == (
        "Small Business StandardExchange 2010 Grundgebühr pro Einheit Dienst: OUDJQ_strukan"
        " 01.05.14-31.05.14"
    )


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("N° de facture", "invoice_number"),
        ("Date de facture", "invoice_date"),
        ("Échéance", "due_date"),
        ("Total HT", "subtotal"),
        ("Total TTC", "total"),
        ("Net à payer", "amount_due"),
        ("Factuurnummer", "invoice_number"),
        ("Vervaldatum", "due_date"),
        ("Exclusief BTW", "subtotal"),
        ("Due payable", "amount_due"),
    ],
)
def test_label_variants(text: str, field: str) -> None:
    labels = find_labels(text)
    assert labels and labels[0].field == field and labels[0].end == len(text)


def test_rupees_and_month_day_with_spaced_comma() -> None:
    assert [a.value for a in find_money("Grand Total  Rs 1939")] == [Decimal(1939)]
    assert parse_date("August 3 , 2014") == date(2014, 8, 3)
