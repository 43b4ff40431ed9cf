"""An article-code column named by a code word before the article noun ("Code article",
"Réf. article") beside the description's own header (invented page)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import fields_of, right_aligned


def test_the_noun_after_a_code_word_names_the_code_column_not_the_description() -> None:
    # "Code article" is the code column, "Libellé" the description's: the codes left of it
    # are no part of the description
    rows = [
        (48, 30, "Menuiserie Favre SA"),
        (48, 42, "Route de Berne 14, 1700 Fribourg"),
        (48, 60, "Facture N° F-2291"),
        (48, 72, "Date: 03.04.2025"),
        (48, 110, "Ligne Code article Libellé"),
        (360, 110, "Qté"),
        (440, 110, "Prix unit."),
        right_aligned(548, 110, "Total HT"),
        (48, 125, "1"),
        (73, 125, "A-1901"),
        (124, 125, "Lame de terrasse pin traité"),
        (366, 125, "4"),
        (452, 125, "25,50"),
        right_aligned(548, 125, "102,00"),
        (48, 140, "2"),
        (73, 140, "44292"),
        (124, 140, "Vis inox, boîte de 100"),
        (366, 140, "2"),
        (452, 140, "18,00"),
        right_aligned(548, 140, "36,00"),
        (400, 165, "Total HT"),
        right_aligned(548, 165, "138,00"),
        (400, 180, "TVA 8,1 %"),
        right_aligned(548, 180, "11,18"),
        (400, 195, "Total TTC"),
        right_aligned(548, 195, "149,18"),
    ]
    f = fields_of(rows)
    assert [(i.description, i.amount) for i in f.line_items] == [
        ("Lame de terrasse pin traité", Decimal("102.00")),
        ("Vis inox, boîte de 100", Decimal("36.00")),
    ]
