"""A bill's row whose unit is written in two parts, per point and month ("1 P/M", "5,500000
€/P/M"), is read like a row priced per kWh: the figure before the per-unit mark is the unit
price (invented page)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import fields_of, item_rows


def test_a_price_per_point_and_month() -> None:
    fields = fields_of([
        (40, 20, "Fattura n. 2026-0042"), (40, 34, "Data emissione: 10/04/2026"),
        (40, 80, "Descrizione"), (260, 80, "Quantità"), (330, 80, "Prezzo"),
        (420, 80, "Importo"), (480, 80, "IVA"),
        (40, 96, "Energia in F1"), (260, 96, "7 kWh"), (330, 96, "0,147310 €/kWh"),
        (420, 96, "1,03 €"), (480, 96, "22%"),
        (40, 110, "Quota fissa"), (260, 110, "1 P/M"), (330, 110, "5,500000 €/P/M"),
        (420, 110, "5,50 €"), (480, 110, "22%"),
        (330, 140, "Totale imponibile"), (420, 140, "6,53 €"),
    ])  # fmt: skip
    assert item_rows(fields) == [
        ("Energia in F1", "7", "0.147310", "1.03"),
        ("Quota fissa", "1", "5.500000", "5.50"),
    ]
