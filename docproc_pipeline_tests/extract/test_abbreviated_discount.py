"""A discount labelled by its abbreviation and its rate ("Desc. 15%") in a Portuguese totals
block (invented page)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import fields_of, right_aligned


def test_an_abbreviated_discount_with_its_rate_is_the_discount() -> None:
    rows = [
        (40, 30, "Oficina Ribeiro Lda"),
        (40, 42, "Rua das Flores 7, 4050-262 Porto"),
        (40, 60, "Fatura FT 2025/311"),
        (40, 72, "Data: 12/05/2025"),
        (40, 110, "Artigo"),
        (300, 110, "Qtd."),
        (380, 110, "Preço unitário"),
        right_aligned(540, 110, "Montante"),
        (40, 125, "Revisão de travões"),
        (300, 125, "2"),
        (380, 125, "150,00"),
        right_aligned(540, 125, "300,00"),
        (40, 140, "Pastilhas de travão"),
        (300, 140, "4"),
        (380, 140, "25,00"),
        right_aligned(540, 140, "100,00"),
        (330, 165, "Total ilíquido"),
        right_aligned(540, 165, "400,00"),
        (330, 180, "Desc. 10%"),
        right_aligned(540, 180, "-40,00"),
        (330, 195, "Base tributável"),
        right_aligned(540, 195, "360,00"),
        (330, 210, "IVA 23 %"),
        right_aligned(540, 210, "82,80"),
        (330, 225, "Total (EUR)"),
        right_aligned(540, 225, "442,80 EUR"),
    ]
    f = fields_of(rows)
    assert (f.subtotal, f.discount) == (Decimal("400.00"), Decimal("40.00"))
    assert (f.tax_amount, f.total) == (Decimal("82.80"), Decimal("442.80"))
