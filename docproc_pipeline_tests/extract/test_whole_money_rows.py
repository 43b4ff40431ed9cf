"""Item rows priced in whole units, their currency run into the figure or written without its
diacritic, under an amount header of two words (invented pages)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.layout import Word
from docproc_pipeline.extract.parse.table_rows import split_glued_currency
from docproc_pipeline_tests.extract.pages import fields_of

_PARTIES = [(40, 40, "Sprzedawca:"), (40, 52, "Firma Przykład"), (40, 64, "NIP: 5260001246")]


def _table(amount_head: str, prices: tuple[str, str], amounts: tuple[str, str]) -> list:
    return [
        *_PARTIES,
        (40, 120, "lp."), (70, 120, "Nazwa towaru"), (200, 120, "Ilość"), (260, 120, "Cena"),
        (330, 120, amount_head),
        (40, 134, "1"), (70, 134, "Wiadro"), (205, 134, "10"), (262, 134, prices[0]),
        (335, 134, amounts[0]),
        (40, 148, "2"), (70, 148, "Grabie"), (205, 148, "4"), (262, 148, prices[1]),
        (335, 148, amounts[1]),
    ]  # fmt: skip


def _rows(fields) -> list[tuple]:
    return [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items]


def test_whole_amounts_under_a_two_word_amount_header_are_read() -> None:
    # the amount figures start left of the header's second word ("łączna"), inside its cell
    fields = fields_of(_table("Cena łączna", ("9", "25"), ("90", "100")))
    assert _rows(fields) == [
        ("Wiadro", Decimal("10"), Decimal("9"), Decimal("90")),
        ("Grabie", Decimal("4"), Decimal("25"), Decimal("100")),
    ]


def test_currency_run_into_a_whole_figure_is_split_off() -> None:
    fields = fields_of(_table("Wartość", ("9zł", "25zł"), ("90zł", "100zł")))
    assert [(i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("9"), Decimal("90")),
        (Decimal("25"), Decimal("100")),
    ]


def test_zloty_written_without_its_diacritic_is_the_currency() -> None:
    fields = fields_of(_table("Suma", ("9.00 zl", "25.00 zl"), ("90.00 zl", "100.00 zl")))
    assert fields.currency == "PLN"
    assert [i.amount for i in fields.line_items] == [Decimal("90.00"), Decimal("100.00")]


def test_currency_run_into_a_whole_figure_from_the_left_is_split_off() -> None:
    # the same reading with the sign before the digits ("€9", "€90")
    fields = fields_of(_table("Wartość", ("€9", "€25"), ("€90", "€100")))
    assert [(i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("9"), Decimal("90")),
        (Decimal("25"), Decimal("100")),
    ]
    assert fields.currency == "EUR"


def test_a_unit_run_into_a_figure_is_not_taken_for_a_currency() -> None:
    words = [Word("12kg", 0, 0, 40, 10, 1.0), Word("Rs1,500", 50, 0, 120, 10, 1.0)]
    assert [w.text for w in split_glued_currency(words)] == ["12kg", "Rs", "1,500"]
