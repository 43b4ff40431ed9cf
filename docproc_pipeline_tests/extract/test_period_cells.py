"""A bill's charges table with a period's two columns headed "dal" and "al" right of the
description, each cell a preposition and a date ("dal 01/03/2026") set a little left of its
header: a charge printing only its amount keeps its description without the period's first
word (invented page)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import fields_of, item_rows


def test_a_charge_of_its_amount_alone_keeps_no_period_word() -> None:
    fields = fields_of([
        (40, 20, "Fattura n. 2026-0042"), (40, 34, "Data emissione: 10/04/2026"),
        (40, 80, "Descrizione"), (211, 80, "dal"), (290, 80, "al"), (330, 80, "Quantità"),
        (390, 80, "Prezzo"), (470, 80, "Importo"), (515, 80, "Iva"),
        (40, 96, "Energia in F1"), (199, 96, "dal 01/03/2026"), (278, 96, "al 31/03/2026"),
        (335, 96, "7 kWh"), (380, 96, "0,147310 €/kWh"), (470, 96, "1,03 €"), (515, 96, "22%"),
        (40, 110, "Quota fissa UC6"), (199, 110, "dal 01/03/2026"), (278, 110, "al 31/03/2026"),
        (340, 110, "-"), (420, 110, "-"), (470, 110, "0,14 €"), (515, 110, "22%"),
        (390, 140, "Totale imponibile"), (470, 140, "1,17 €"),
    ])  # fmt: skip
    assert [r[0] for r in item_rows(fields)] == ["Energia in F1", "Quota fissa UC6"]
