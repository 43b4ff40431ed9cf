"""A table whose descriptions open on the line tight above the row's figures (a fiscal form's
two-line cell beside its product code): the first row shows it, and every row's description
is then its line above and its own text, not the next row's first line."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of, item_rows

_HEAD: Rows = [
    (40, 40, "Metalúrgica Exemplo Ltda"),
    (40, 52, "Rua das Flores, 10 - 01001-000 São Paulo"),
    (400, 40, "NOTA FISCAL Nº 2.118"),
    (400, 52, "Emissão: 15/06/2026"),
    (15, 200, "CÓDIGO"), (73, 200, "DESCRIÇÃO DO PRODUTO"), (330, 200, "QUANT"),
    (390, 200, "VALOR UNIT"), (470, 200, "VALOR TOTAL"),
]  # fmt: skip


def _row(top: float, code: str, first: str, second: str, figures: tuple[str, str, str]) -> Rows:
    qty, price, amount = figures
    return [
        (73, top, first),
        (15, top + 10, code),
        (73, top + 10, second),
        (330, top + 10, qty),
        (390, top + 10, price),
        (470, top + 10, amount),
    ]


def test_each_description_opens_on_the_line_above_its_row() -> None:
    rows = [
        *_HEAD,
        *_row(214, "TUB-042", "TUBO INOX SOLDADO Ø42MM", "PAREDE 2MM X 6000MM",
              ("12,0000", "287,50", "3.450,00")),
        *_row(238, "LUV-076", "LUVA DE REDUÇÃO FORJADA", "Ø76MM X Ø42MM CLASSE 3000",
              ("30,0000", "63,00", "1.890,00")),
        *_row(262, "FLA-168", "FLANGE DE PESCOÇO INOX", "Ø168MM CLASSE 600",
              ("15,0000", "315,00", "4.725,00")),
        (330, 300, "VALOR TOTAL DOS PRODUTOS"), (470, 300, "10.065,00"),
    ]  # fmt: skip
    assert [row[0] for row in item_rows(fields_of(rows))] == [
        "TUBO INOX SOLDADO Ø42MM PAREDE 2MM X 6000MM",
        "LUVA DE REDUÇÃO FORJADA Ø76MM X Ø42MM CLASSE 3000",
        "FLANGE DE PESCOÇO INOX Ø168MM CLASSE 600",
    ]


def test_lines_under_rows_whose_first_has_none_above_end_the_row_above() -> None:
    # the first row opens right under the header: its descriptions wrap downwards
    rows = [
        *_HEAD,
        (15, 214, "TUB-042"), (73, 214, "TUBO INOX SOLDADO Ø42MM"), (330, 214, "12,0000"),
        (390, 214, "287,50"), (470, 214, "3.450,00"),
        (73, 224, "PAREDE 2MM X 6000MM"),
        (15, 238, "LUV-076"), (73, 238, "LUVA DE REDUÇÃO FORJADA"), (330, 238, "30,0000"),
        (390, 238, "63,00"), (470, 238, "1.890,00"),
        (73, 248, "Ø76MM X Ø42MM CLASSE 3000"),
        (330, 300, "VALOR TOTAL DOS PRODUTOS"), (470, 300, "5.340,00"),
    ]  # fmt: skip
    assert [row[0] for row in item_rows(fields_of(rows))] == [
        "TUBO INOX SOLDADO Ø42MM PAREDE 2MM X 6000MM",
        "LUVA DE REDUÇÃO FORJADA Ø76MM X Ø42MM CLASSE 3000",
    ]
