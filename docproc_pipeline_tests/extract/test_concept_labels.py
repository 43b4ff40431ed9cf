"""Labels no lexicon pattern knows, read by their meaning words (`parse/concepts.py`), on
invented pages and segments: a wording never seen is read as its field when its words say so,
distractor combinations stay distractors, and text that is no label stays unread."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from docproc_pipeline.extract.lexicon import LEXICON_DIR, LexiconError, load
from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline_tests.extract.pages import fields_of, page_from_rows


def _first(text: str) -> tuple[str, bool] | None:
    found = find_labels(text)
    return (found[0].field, found[0].by_meaning) if found else None


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("Payment deadline:", "due_date"),
        ("Zahlungsfälligkeit:", "due_date"),  # a compound: Zahlung|s|fälligkeit
        ("Date d'exigibilité", "due_date"),  # the patterns read only "Date"
        ("Zwischenbetrag", "subtotal"),
        ("Resterend bedrag", "amount_due"),
        ("Al betaald", "_prepayment"),
        ("Pagamento anticipato", "_prepayment"),
        ("Montant déjà versé", "_prepayment"),
        ("Custo de entrega", "shipping"),
        ("Amount (excl. VAT)", "subtotal"),  # the patterns read only "VAT", a tax
    ],
)
def test_an_unseen_wording_is_read_by_its_meaning_words(text: str, field: str) -> None:
    assert _first(text) == (field, True)


@pytest.mark.parametrize(
    ("text", "field"),
    [
        # the patterns split one label in two fields: one label, of the field they found
        ("Date Due: 15.04.2026", "due_date"),
        ("Client PO: 4711", "purchase_order"),
        ("Total toutes taxes comprises", "total"),
    ],
)
def test_a_label_the_patterns_split_is_one(text: str, field: str) -> None:
    found = find_labels(text)
    assert (found[0].field, found[0].by_meaning) == (field, False)
    assert [m.field for m in found if m.end <= text.find(":") or ":" not in text] == [field]


@pytest.mark.parametrize("text", ["Verzenddatum", "Kundenreferenz"])
def test_distractor_meanings_stay_distractors(text: str) -> None:
    read = _first(text)
    assert read is not None and read[0].startswith("_") and read[0] != "_customer"


@pytest.mark.parametrize(
    "text",
    [
        "Rekeningnummer: NL91 ABNA 0417 1643 00",  # a bank account's number, no invoice's
        "Verpackung: Karton",  # an item's packaging, no shipping charge
        "Payment deadline 16.03.2026",  # a value beside it, no colon: running text
        "Please note the payment deadline",  # a sentence
        "Steuernr.",  # a national tax number, not the VAT id
        "Termin",  # a bare date word
        "Neto",  # one net word alone (a surname too)
    ],
)
def test_text_that_is_no_label_stays_unread(text: str) -> None:
    assert [m for m in find_labels(text) if m.by_meaning] == []


def test_unseen_labels_on_a_german_page() -> None:
    rows = [
        (40, 40, "Holzwerk Brandt GmbH"),
        (40, 100, "Rechnung Nr. RB-2026-118"),
        (40, 120, "Rechnungsdatum:"), (160, 120, "02.03.2026"),
        (40, 140, "Zahlungsfälligkeit:"), (160, 140, "16.03.2026"),
        (300, 300, "Zwischenbetrag"), (440, 300, "100,00"),
        (300, 320, "MwSt. 19 %"), (440, 320, "19,00"),
        (300, 340, "Gesamtbetrag"), (440, 340, "119,00"),
    ]  # fmt: skip
    fields, confidence, _ = parse_invoice([page_from_rows(rows)])
    assert fields.invoice_date == date(2026, 3, 2)
    assert fields.due_date == date(2026, 3, 16)
    assert fields.subtotal == Decimal("100.00")
    # a label read by meaning is a little less sure than a lexicon's
    assert confidence["due_date"] <= CONFIDENCE.LABEL_BY_MEANING_MAX
    assert confidence["invoice_date"] > CONFIDENCE.LABEL_BY_MEANING_MAX


def test_unseen_prepayment_and_balance_on_a_dutch_page() -> None:
    rows = [
        (40, 40, "Schildersbedrijf De Vries"),
        (40, 100, "Factuur 2026-0457"),
        (40, 120, "Factuurdatum:"), (160, 120, "05-03-2026"),
        (300, 300, "Totaal"), (440, 300, "500,00"),
        (300, 320, "Al betaald"), (440, 320, "200,00"),
        (300, 340, "Resterend bedrag"), (440, 340, "300,00"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.total == Decimal("500.00")
    assert fields.amount_due == Decimal("300.00")


def test_a_signature_naming_an_unknown_concept_fails_at_load(tmp_path) -> None:  # noqa: ANN001
    for path in LEXICON_DIR.glob("*.yaml"):
        text = path.read_text(encoding="utf-8")
        if path.stem == "common":
            text = text.replace("concept_signatures:\n", "concept_signatures:\n  - 'total = sum'\n")
        (tmp_path / path.name).write_text(text, encoding="utf-8")
    with pytest.raises(LexiconError, match="sum"):
        load(tmp_path)
