"""Readings found on session 35's development sets (columns the header names between the
description and the figures, a description cell naming the price of its sub-lines, an article
number the text layer ran into the description), each on an invented page."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of, item_rows


def _print_order(middle_heads: tuple[str, str], cells: list[tuple[str, str]]) -> Rows:
    # a printer's invoice: each row names the proof and the logo printed on the goods, in two
    # columns the header names between the description and the figures
    rows: Rows = [
        (40, 40, "Tasses & Verres Atelier SARL"), (40, 52, "12 rue des Potiers, 69002 Lyon"),
        (40, 100, "FACTURE"), (40, 112, "N° F-88123"), (40, 124, "Date 14-01-2026"),
        (320, 100, "Café des Halles"), (320, 112, "3 place du Marché, 13001 Marseille"),
        (40, 200, "RÉF."), (90, 200, "DÉSIGNATION"), (280, 200, middle_heads[0]),
        (320, 200, middle_heads[1]), (400, 200, "QTÉ."), (440, 200, "PU HT"),
        (500, 200, "MONTANT HT"),
        (40, 400, "Total HT"), (500, 400, "1.032,00"),
        (40, 412, "TVA (20%)"), (500, 412, "206,40"),
        (40, 424, "Total TTC"), (500, 424, "1.238,40"),
    ]  # fmt: skip
    items = [("VE25", "Verre à eau 25 cl", "600", "1,20", "720,00"),
             ("TC09", "Tasse à café 9 cl", "240", "1,30", "312,00")]  # fmt: skip
    for k, ((ref, text, qty, price, amount), (proof, logo)) in enumerate(
        zip(items, cells, strict=True)
    ):
        y = 220 + 14 * k
        rows += [
            (40, y, ref), (90, y, text), (280, y, proof), (320, y, logo), (400, y, qty),
            (440, y, price), (500, y, amount),
        ]  # fmt: skip
    return rows


_CUPS = [
    ("Verre à eau 25 cl", "600", "1.20", "720.00"),
    ("Tasse à café 9 cl", "240", "1.30", "312.00"),
]


def test_text_cells_of_a_named_column_after_the_description_are_no_description() -> None:
    # "BAT  LOGO": a proof's number and the name of the logo, words of their own columns
    fields = fields_of(_print_order(("BAT", "LOGO"), [("4410", "BELLEVUE"), ("4411", "PORT")]))
    assert item_rows(fields) == _CUPS


def test_a_cell_starting_at_its_headers_left_edge_is_that_columns() -> None:
    # a delivery month under "Termin", left-aligned with its header
    fields = fields_of(_print_order(("Termin", "Lot"), [("2026/03", "A"), ("2026/04", "B")]))
    assert item_rows(fields) == _CUPS


def _price_lines_invoice(head: str, first: Rows) -> Rows:
    # a rendering of an e-invoice: the description cell names the price of its sub-lines
    # ("Beschreibung / Preis"), the net price printed before the quantity with its unit
    rows: Rows = [
        (50, 40, "Mühlbach Feinkost GmbH"), (50, 52, "Talweg 4, 79098 Freiburg"),
        (50, 90, "Rechnung Nr. RE-2026-5521 vom 12.02.2026"),
        (300, 120, "Käufer"), (300, 132, "Hofladen Berger KG"), (300, 144, "Lindenallee 2, 88212 Ravensburg"),
        (60, 220, "Pos"), (90, 220, "Art-Nr."), (150, 220, head), (360, 220, "Nettopreis"),
        (420, 220, "Menge"), (460, 220, "USt."), (490, 220, "Betrag"),
        *first, (360, 240, "2.5000"), (420, 240, "40 Stk"), (460, 240, "7 %"),
        (490, 240, "100.00"),
        (200, 252, "Bruttopreis: 2.8000"), (200, 264, "Abschlag: 0.3000 Rabatt"),
        (60, 280, "2"), (90, 280, "HN12"), (150, 280, "Senf mittelscharf 200ml"),
        (360, 280, "1.5000"), (420, 280, "20 Stk"), (460, 280, "7 %"), (490, 280, "30.00"),
        (200, 292, "Nettopreis: 1.5000"),
        (300, 340, "Summe netto"), (490, 340, "130.00"),
        (300, 352, "USt. 7 %"), (490, 352, "9.10"),
        (300, 364, "Gesamtbetrag"), (490, 364, "139.10"),
    ]  # fmt: skip
    return rows


_PRESERVES = [
    ("Honig Wildblüte 500g", "40", "2.5000", "100.00"),
    ("Senf mittelscharf 200ml", "20", "1.5000", "30.00"),
]


def test_a_description_cell_naming_the_price_heads_no_price_column() -> None:
    # "Beschreibung / Preis" names the sub-lines' prices: the price column is "Nettopreis",
    # and the quantity printed right of it is the quantity
    first: Rows = [(60, 240, "1"), (90, 240, "HN11"), (150, 240, "Honig Wildblüte 500g")]
    fields = fields_of(_price_lines_invoice("Beschreibung / Preis", first))
    assert item_rows(fields) == _PRESERVES


def test_an_article_number_run_into_the_description_is_split_off() -> None:
    # the text layer printed the GTIN's cell (under "Art-Nr.") and the description's without
    # a space between them
    first: Rows = [(60, 240, "1"), (90, 240, "4006381333931Honig Wildblüte 500g")]
    fields = fields_of(_price_lines_invoice("Beschreibung", first))
    assert item_rows(fields) == _PRESERVES
