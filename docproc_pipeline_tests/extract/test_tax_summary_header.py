"""A tax summary's header row under the item table, sharing its line with a totals figure on the
right ("% IVA  Base  Cuota IVA  Suma  39.804,78"), is no item row (invented page)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.regions import Regions
from docproc_pipeline.extract.parse.taxtable import tax_table
from docproc_pipeline_tests.extract.pages import fields_of, page_from_rows, right_aligned


def test_a_row_of_header_cells_beside_a_sum_is_no_amount_only_item() -> None:
    rows = [
        (40, 30, "Ferretería Olmedo SL"),
        (40, 42, "Calle Mayor 12, 28013 Madrid"),
        (40, 60, "Factura"),
        (40, 72, "Nº factura: 2025-118"),
        (40, 84, "Fecha de expedición: 14/03/2025"),
        (43, 130, "Detalle"),
        (350, 130, "Unidades"),
        (440, 130, "Precio ud."),
        right_aligned(540, 130, "Total"),
        (43, 145, "Tornillería surtida"),
        (355, 145, "10 unid."),
        (445, 145, "12,50"),
        right_aligned(540, 145, "125,00"),
        (43, 160, "Montaje de estanterías"),
        (355, 160, "4 h"),
        (445, 160, "35,00"),
        right_aligned(540, 160, "140,00"),
        (40, 182, "% IVA"),
        (150, 182, "Base"),
        (230, 182, "Cuota IVA"),
        (335, 182, "Suma"),
        right_aligned(540, 182, "265,00"),
        (40, 194, "21 %"),
        (150, 194, "265,00"),
        (230, 194, "55,65"),
        (335, 206, "Importe total"),
        right_aligned(540, 206, "320,65 €"),
    ]
    f = fields_of(rows)
    assert [(i.description, i.amount) for i in f.line_items] == [
        ("Tornillería surtida", Decimal("125.00")),
        ("Montaje de estanterías", Decimal("140.00")),
    ]


def test_a_tax_amount_reaching_past_its_header_beside_the_totals_keeps_its_row() -> None:
    # "Taux  Base  TVA    Total HTVA  27.462,54": the tax table's rows are read left of the
    # totals block; a tax amount right-aligned under "TVA" reaches a little past that word
    rows = [
        (40, 30, "Peeters Bouw BV"),
        (40, 60, "Facture FA-2025-0112"),
        (51, 412, "Taux"),
        (184, 412, "Base"),
        (275, 412, "TVA"),
        (325, 412, "Total HTVA"),
        right_aligned(546, 412, "27.462,54"),
        (49, 425, "21 %"),
        right_aligned(203, 425, "13.485,00"),
        right_aligned(298, 425, "2.831,85"),
        (328, 425, "TVA 21 %"),
        right_aligned(546, 425, "2.831,85"),
        (48, 438, "6 %"),
        right_aligned(203, 438, "13.977,54"),
        right_aligned(293, 438, "838,65"),
        (328, 438, "TVA 6 %"),
        right_aligned(546, 438, "838,65"),
        (328, 453, "Total à payer"),
        right_aligned(546, 453, "EUR 31.137,54"),
    ]
    lines = document_lines([page_from_rows(rows)])
    found, _ = tax_table(Context(lines, ",", "dmy", Regions.of(lines)))
    assert [(r.rate, r.base, r.amount) for r in found] == [
        (Decimal("21"), Decimal("13485.00"), Decimal("2831.85")),
        (Decimal("6"), Decimal("13977.54"), Decimal("838.65")),
    ]
