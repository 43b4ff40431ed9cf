"""Readings found on session 20's development invoices, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import page_from_rows

Rows = list[tuple[float, float, str]]


def _monospaced_page(rows: Rows, pitch: float = 6.0, height: float = 6.0) -> Page:
    """A text layer set in a monospaced font: every character, a space included, advances by
    `pitch`; the word boxes are `height` high (digits and capitals: no descender)."""
    words = []
    for x, y, text in rows:
        cursor = x
        for token in text.split(" "):
            if token:
                words.append(Word(token, cursor, y, cursor + pitch * len(token), y + height))
            cursor += pitch * (len(token) + 1)
    return Page(number=1, width=595.0, height=842.0, words=words)


def _typewriter_quote() -> list[Page]:
    return [
        _monospaced_page(
            [
                (60, 60, "Zakład Stolarski Sp. z o.o."), (60, 72, "ul. Leśna 4, 30-729 Kraków"),
                (60, 110, "FAKTURA VAT Nr FV/2026/0311"), (60, 122, "Data wystawienia: 12.03.2026"),
                (60, 160, "Lp.  Nazwa                         Ilość  Cena       Wartość"),
                (60, 174, "1.   Papier ksero A4, karton       46     39,00      1 794,00"),
                (60, 186, "2.   Biurko dębowe                 2      1 336,50   2 673,00"),
                (300, 220, "Razem netto   4 467,00"),
                (300, 232, "VAT 23%       1 027,41"),
                (300, 244, "Do zapłaty    5 494,41 PLN"),
            ]
        )
    ]  # fmt: skip


def test_a_monospaced_text_layer_keeps_one_typed_space_inside_a_cell() -> None:
    # a space of a monospaced font is as wide as a letter: wider than the gap that parts
    # cells of a proportional font of that height, yet no cell edge
    fields, _, _ = parse_invoice(_typewriter_quote())
    assert fields.vendor_name == "Zakład Stolarski Sp. z o.o."
    items = [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items]
    assert items == [
        ("Papier ksero A4, karton", Decimal("46"), Decimal("39.00"), Decimal("1794.00")),
        ("Biurko dębowe", Decimal("2"), Decimal("1336.50"), Decimal("2673.00")),
    ]


def test_two_spaces_of_a_monospaced_font_still_part_cells() -> None:
    # the cells of the same quote stay apart where two or more spaces stand between them
    page = _typewriter_quote()[0]
    from docproc_pipeline.extract.parse.lines import page_lines

    row = next(ln for ln in page_lines(page) if ln.words[0].text == "1.")
    assert [s.text for s in row.segments] == [
        "1.",
        "Papier ksero A4, karton",
        "46",
        "39,00",
        "1 794,00",
    ]


def _terms_page(*rows: tuple[float, float, str]) -> list[Page]:
    return [
        page_from_rows(
            [
                (60, 60, "Hermanos Abascal S.L."), (60, 72, "Calle Mayor 9"),
                (60, 84, "28013 Madrid"),
                (60, 120, "FACTURA"), (60, 140, "Número de factura: 2523166"),
                (60, 152, "Fecha: 07/07/2025"),
                (60, 200, "Descripción"), (330, 200, "Cantidad"), (400, 200, "Precio"),
                (480, 200, "Importe"),
                (60, 214, "Formación"), (330, 214, "2"), (400, 214, "100,00"),
                (480, 214, "200,00"),
                (380, 250, "Base imponible"), (480, 250, "200,00"),
                (380, 262, "IVA 21 %"), (480, 262, "42,00"),
                (380, 274, "Total"), (480, 274, "242,00 EUR"),
                *rows,
            ]
        )
    ]  # fmt: skip


def test_a_channel_and_its_bank_give_way_to_terms_printed_later() -> None:
    fields, _, _ = parse_invoice(
        _terms_page(
            (60, 170, "Forma de pago: transferencia: BBVA"),
            (60, 320, "Forma de pago: Transferencia a 30 días"),
        )
    )
    assert fields.payment_terms == "Transferencia a 30 días"


def test_a_channel_and_its_bank_are_the_terms_when_nothing_else_is_printed() -> None:
    fields, _, _ = parse_invoice(_terms_page((60, 170, "Forma de pago: transferencia: BBVA")))
    assert fields.payment_terms == "transferencia: BBVA"


def test_a_due_label_before_a_payment_phrase_gives_the_terms() -> None:
    fields, _, _ = parse_invoice(
        _terms_page(
            (60, 170, "Forma de pago: transferencia: BBVA"),
            (60, 320, "Vencimiento: Pago a la recepción de la factura"),
        )
    )
    assert fields.payment_terms == "Pago a la recepción de la factura"
    assert fields.due_date is None
