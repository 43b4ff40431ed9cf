"""The intra-community VAT number printed without the word TVA ("N° intracommunautaire : FR 41
751 032 533") is the vendor's VAT id (invented page)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _facture(street: str, vat_row: str) -> Rows:
    return [
        (40, 20, "Lumière Conseil SARL"),
        (40, 34, street),
        (40, 48, "44000 NANTES"),
        (40, 62, vat_row),
        (330, 100, "Atelier Durand"),
        (330, 114, "20, impasse Sainte Thérèse"),
        (330, 128, "84200 CARPENTRAS"),
        (40, 170, "FACTURE N° 19IN07015"),
        (40, 184, "Date : 01/07/2019"),
        (40, 220, "Désignation"), (450, 220, "Montant HT"),
        (40, 234, "Maintenance annuelle"), (450, 234, "960,00"),
        (350, 270, "Total HT"), (450, 270, "960,00"),
        (350, 284, "TVA 20%"), (450, 284, "192,00"),
        (350, 298, "Total TTC"), (450, 298, "1 152,00"),
    ]  # fmt: skip


def test_an_intra_community_number_without_the_word_tva_is_the_vendors_vat_id() -> None:
    fields = fields_of(
        _facture("22, rue Pablo Picasso", "N° intracommunautaire : FR 41 751 032 533")
    )
    assert fields.vendor_tax_id == "FR41751032533"
