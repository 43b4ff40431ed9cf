"""A subject line printed large under the document's title ("Facture RE-00412" over "Conseil
retraite option 1") is not the vendor: the letterhead ends at the title (invented page, the
company named again in the legal footer)."""

from __future__ import annotations

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.invoice import parse_invoice


def _row(x: float, y: float, text: str, size: float) -> list[Word]:
    words, cursor = [], x
    for token in text.split(" "):
        width = 0.55 * size * len(token)
        words.append(Word(token, cursor, y, cursor + width, y + size))
        cursor += width + 0.3 * size
    return words


def test_large_subject_under_the_title_is_not_the_vendor() -> None:
    rows = [
        (393, 150, "Atelier Lémanique Sàrl", 10), (393, 161, "Rue du Lac 12", 10),
        (393, 172, "1227 Carouge", 10),
        (71, 162, "Madame", 10), (71, 173, "Anne Exemple", 10), (71, 184, "8 Chemin Vert", 10),
        (71, 195, "1205 Genève", 10),
        (71, 274, "Facture RE-00412", 12.3),
        (71, 297, "Conseil retraite option 1 - célibataire", 12.3),
        (71, 321, "Date:", 10), (189, 321, "02.03.2026", 10),
        (71, 345, "Bonjour Anne Exemple,", 10),
        (300, 400, "Total", 10), (420, 400, "1'250.00", 10),
        # the legal footer names the company again
        (71, 760, "Atelier Lémanique Sàrl Rue du Lac 12, 1227 Carouge", 8),
        (330, 760, "Téléphone: +41782443332", 8),
        (71, 772, "IBAN: CH75 0900 0000 1526 4633 8", 8),
        (330, 772, "Nº de TVA: CHE-282.194.733 TVA", 8),
    ]  # fmt: skip
    words = [w for x, y, text, size in rows for w in _row(x, y, text, size)]
    fields, _, _ = parse_invoice([Page(number=1, width=595.0, height=842.0, words=words)])
    assert fields.vendor_name == "Atelier Lémanique Sàrl"
