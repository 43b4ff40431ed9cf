"""The lexicon files: checked at load, and each language read on a small invented page."""

from __future__ import annotations

import shutil
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from docproc_pipeline.extract.lexicon import LEXICON_DIR, LexiconError, lexicon, load
from docproc_pipeline.extract.parse.dates import find_dates
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import page_from_rows


def _copy_lexicon(tmp_path: Path) -> Path:
    for path in LEXICON_DIR.glob("*.yaml"):
        shutil.copy(path, tmp_path / path.name)
    return tmp_path


def test_every_language_of_the_issue_has_a_file() -> None:
    assert {"en", "de", "fr", "nl", "es", "it", "pt", "pl"} <= set(lexicon().languages)


@pytest.mark.parametrize(
    ("addition", "message"),
    [
        ("labels:\n  invoice_numbr: ['x']\n", "labels.invoice_numbr: unknown field"),
        ("colour: red\n", "unknown key(s) ['colour']"),
        ("labels:\n  total: ['(unclosed']\n", "labels.total"),
        ("words:\n  nope: ['x']\n", "words.nope: unknown word class"),
        ("columns:\n  price: ['x']\n", "columns.price: unknown column role"),
        ("locales: [xx_NOPE]\n", "locales"),
        ("months: [[feb]]\n", "month name 'feb' is month 1"),
        ("phrases:\n  nope: ['x']\n", "phrases.nope: unknown key"),
        ("phrases:\n  due_on: ['(unclosed']\n", "phrases.due_on"),
        ("phrases:\n  due_on: bis\n", "phrases.due_on: expected a list of patterns"),
        ("ocr_confusions:\n  L: 'l'\n", "ocr_confusions: 'L' is no lower-case letter"),
        ("ocr_confusions:\n  ab: 'l'\n", "ocr_confusions: 'ab' is no lower-case letter"),
        ("ocr_confusions:\n  l: '1'\n", "ocr_confusions.l: expected lower-case letters"),
        ("ocr_confusions:\n  l: ['i']\n", "ocr_confusions.l: expected lower-case letters"),
        ("ocr_letters:\n  Í: 'ii'\n", "ocr_letters: 'Í': expected one letter each"),
        ("ocr_letters:\n  '1': 'l'\n", "ocr_letters: '1': expected one letter each"),
    ],
)
def test_a_malformed_file_fails_naming_the_entry(
    tmp_path: Path, addition: str, message: str
) -> None:
    folder = _copy_lexicon(tmp_path)
    (folder / "xx.yaml").write_text("language: xx\n" + addition, encoding="utf-8")
    with pytest.raises(LexiconError) as err:
        load(folder)
    assert "xx.yaml" in str(err.value)
    assert message in str(err.value)


def test_a_file_must_name_its_own_language(tmp_path: Path) -> None:
    folder = _copy_lexicon(tmp_path)
    (folder / "xx.yaml").write_text("language: yy\n", encoding="utf-8")
    with pytest.raises(LexiconError, match="'language' must be 'xx'"):
        load(folder)


def test_a_new_language_is_a_file(tmp_path: Path) -> None:
    folder = _copy_lexicon(tmp_path)
    (folder / "sv.yaml").write_text(
        "language: sv\nlocales: [sv]\nlabels:\n  invoice_number: ['fakturanummer']\n",
        encoding="utf-8",
    )
    lex = load(folder)
    assert "sv" in lex.languages
    assert ("invoice_number", "fakturanummer") in lex.labels
    assert lex.months["mars"] == 3


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("12 de marzo de 2026", date(2026, 3, 12)),
        ("3 de março de 2026", date(2026, 3, 3)),
        ("15 settembre 2026", date(2026, 9, 15)),
        ("3 marca 2026", date(2026, 3, 3)),
        ("7 października 2025", date(2025, 10, 7)),
        ("1er juillet 2026", date(2026, 7, 1)),
        ("4. Jänner 2026", date(2026, 1, 4)),
        ("12 mei 2026", date(2026, 5, 12)),
    ],
)
def test_long_dates_of_every_language(text: str, expected: date) -> None:
    assert [d.value for d in find_dates(f"issued {text}")] == [expected]


# One invented invoice head and totals block per language: number, dates, money labels.
_PAGES = {
    "es": [
        "Factura Nº: FV-2026/0193",
        "Fecha de emisión: 12/03/2026",
        "Fecha de vencimiento: 11/04/2026",
        ("Base imponible", "1.250,00"),
        ("IVA 21%", "262,50"),
        ("Total factura", "1.512,50"),
    ],
    "it": [
        "Fattura n. 77/B",
        "Data documento: 12/03/2026",
        "Scadenza: 11/04/2026",
        ("Imponibile", "1.250,00"),
        ("IVA 22%", "275,00"),
        ("Totale documento", "1.525,00"),
    ],
    "pt": [
        "Fatura N.º FT 2026/41",
        "Data de emissão: 12/03/2026",
        "Data de vencimento: 11/04/2026",
        ("Total ilíquido", "1.250,00"),
        ("IVA 23%", "287,50"),
        ("Total a pagar", "1.537,50"),
    ],
    "pl": [
        "Faktura VAT nr FV 14/03/2026",
        "Data wystawienia: 12.03.2026",
        "Termin płatności: 11.04.2026",
        ("Razem netto", "1 250,00"),
        ("VAT 23%", "287,50"),
        ("Razem brutto", "1 537,50"),
    ],
    "nl": [
        "Factuurnummer: 2026-0193",
        "Factuurdatum: 12-03-2026",
        "Vervaldatum: 11-04-2026",
        ("Subtotaal", "1.250,00"),
        ("BTW 21%", "262,50"),
        ("Totaal", "1.512,50"),
    ],
}
_NUMBERS = {"es": "FV-2026/0193", "it": "77/B", "pt": "FT 2026/41", "pl": "FV 14/03/2026"}


@pytest.mark.parametrize("language", sorted(_PAGES))
def test_invoice_head_and_totals_in_each_language(language: str) -> None:
    rows: list[tuple[float, float, str]] = [(50, 40, "Beispiel Handel Ltd"), (50, 52, "Calle 1")]
    y = 100.0
    for entry in _PAGES[language]:
        if isinstance(entry, tuple):
            rows += [(330, y, entry[0]), (480, y, entry[1])]
        else:
            rows.append((330, y, entry))
        y += 14
    fields, confidence, _ = parse_invoice([page_from_rows(rows)])
    assert fields.invoice_number == _NUMBERS.get(language, "2026-0193")
    assert fields.invoice_date == date(2026, 3, 12)
    assert fields.due_date == date(2026, 4, 11)
    assert fields.subtotal == Decimal("1250.00")
    assert fields.total == fields.subtotal + (fields.tax_amount or Decimal("-1"))
    assert confidence["total"] > 0.5


# -- check digits through the registries' libraries -------------------------------------------

from docproc_pipeline.extract.parse.identifiers import (  # noqa: E402
    complete_iban,
    iban_valid,
    tax_id_valid,
)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("ATU13585627", True),
        ("NL810433941B01", True),
        ("DE123456789", False),  # a sample number: the check digit is wrong
        ("CHE-116.281.710 MWST", True),
        ("CHE-116.281.711", False),
        ("12-3456789", True),  # a US EIN has no check digit, only a known prefix
        ("29670869006", None),  # a bare national number: no scheme to check
        # Norway is outside the EU's scheme: its own, with or without the closing "MVA"
        ("NO 923 609 016 MVA", True),
        ("NO923609016", True),
        ("NO923609017MVA", False),
    ],
)
def test_tax_ids_by_their_scheme(value: str, expected: bool | None) -> None:
    assert tax_id_valid(value) is expected


def test_ibans_by_country_length_and_checksum() -> None:
    assert iban_valid("DE89370400440532013000")
    assert not iban_valid("DE89370400440532013001")
    assert not iban_valid("DE8937040044053201300")  # one digit short for Germany
    assert complete_iban("FR", "76", ["30006", "00001", "12345678901", "89"]) == (
        "FR7630006000011234567890189"
    )
    assert complete_iban("FR", "76", ["30006", "00001"]) is None


def test_a_phrase_added_in_a_language_file_reaches_the_parser(tmp_path: Path) -> None:
    """The parser's word lists merge every language's: a Swedish word joins the others."""
    folder = _copy_lexicon(tmp_path)
    (folder / "sv.yaml").write_text(
        "language: sv\nphrases:\n  due_on: ['senast']\n  function_word: ['och']\n",
        encoding="utf-8",
    )
    phrases = load(folder).phrases
    assert "senast" in phrases["due_on"] and "bis" in phrases["due_on"]
    assert "och" in phrases["function_word"]
