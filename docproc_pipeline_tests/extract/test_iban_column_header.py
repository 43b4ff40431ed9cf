"""An account number printed under an "IBAN" column header of a bank-details grid, in the cell
the header stands over (centred above it, or left-aligned), is the vendor's IBAN as printed,
even where its checksum fails; a cell of other text under the header is none (invented pages)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of

# fails the mod-97 check (a sample's account): only its label makes it the IBAN
_ACCOUNT = "FR7612345678901234567890123"


def _facture(iban_x: float, account: str = _ACCOUNT) -> Rows:
    return [
        (40, 20, "Atelier Corbin SARL"),
        (40, 34, "12 rue des Lilas, 69003 Lyon"),
        (400, 20, "FACTURE"),
        (400, 34, "N° 2026-118"),
        (400, 48, "Date : 02/03/2026"),
        (40, 100, "Description"), (300, 100, "Quantité"), (450, 100, "Total"),
        (40, 114, "Maintenance annuelle"), (300, 114, "1"), (450, 114, "480,00"),
        (350, 150, "Total HT"), (450, 150, "480,00"),
        (350, 164, "TVA 20%"), (450, 164, "96,00"),
        (350, 178, "Total TTC"), (450, 178, "576,00"),
        (60, 220, "DOMICILIATION"), (iban_x, 220, "IBAN"), (430, 220, "BIC"), (500, 220, "ECHEANCE"),
        (40, 234, "Banque Exemple Lyon"), (232, 234, account), (400, 234, "BEXAFRPP"), (500, 234, "01/04/2026"),
    ]  # fmt: skip


def test_an_account_under_a_centred_iban_header_is_the_iban_as_printed() -> None:
    # the header's centre (300 + 10) falls inside the account's cell (232 ... 367)
    assert fields_of(_facture(300)).supplier_iban == _ACCOUNT


def test_an_account_under_a_left_aligned_iban_header() -> None:
    assert fields_of(_facture(232)).supplier_iban == _ACCOUNT


def test_other_text_under_the_header_is_no_iban() -> None:
    assert fields_of(_facture(300, account="auf Anfrage")).supplier_iban is None
