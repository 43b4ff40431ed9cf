"""Tax lines written as a dotted acronym ("T.V.A. 0 %") are tax lines (invented page)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import page_from_rows


def test_a_dotted_french_tax_acronym_names_the_tax_line() -> None:
    rows = [
        (40, 30, "Atelier Morel SARL"),
        (40, 42, "8 rue des Tanneurs, 69002 Lyon"),
        (400, 30, "Facture n° F-2207"),
        (400, 42, "Date : 14/03/2025"),
        (40, 120, "Désignation"),
        (330, 120, "Quantité"),
        (420, 120, "Prix"),
        (500, 120, "Montant"),
        (40, 134, "Reliure cuir, format A4"),
        (330, 134, "4"),
        (420, 134, "55,00"),
        (500, 134, "220,00"),
        (330, 170, "Total HT"),
        (500, 170, "220,00"),
        (330, 182, "T.V.A. 0 %"),
        (500, 182, "0,00"),
        (330, 194, "Net à payer TTC"),
        (500, 194, "220,00"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    # a zero tax cannot be found by arithmetic: only the label names it
    assert fields.tax_amount == Decimal("0.00")
    assert fields.tax_rate == Decimal("0")
