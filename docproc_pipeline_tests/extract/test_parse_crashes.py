"""Layouts that crashed the offline parser (found by `bench/parse_fuzz.py`, perturbing real
documents' pages): each a small invented page that raised before its fix. A crash fails the
whole document, so each test asserts the parser reads the rest of the page as before."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, ocr_page, page_from_rows, sized_page

# an OCR'd item table: description, quantity, unit price, amount
_TABLE: Rows = [
    (40, 60, "Werkstatt Brandl GmbH"),
    (400, 60, "Rechnung 2026-0381"),
    (40, 200, "Bezeichnung"),
    (380, 200, "Menge"),
    (440, 200, "Preis"),
    (510, 200, "Betrag"),
    (40, 215, "Hydraulikschlauch DN10"),
    (380, 215, "4 St."),
    (440, 215, "12,40"),
    (510, 215, "49,60"),
]


def test_a_long_run_of_digits_in_a_price_cell_is_no_figure() -> None:
    # a reference number glued into the price cell (no gap OCR saw): read as a price, it
    # multiplied with the quantity past Decimal's precision (InvalidOperation in money2)
    for price in (
        "182547110815202600933650770",
        "1.825.471.108.152.026.009.336.507.70",
        "1825471108152026009336507700.0)",  # its cents' zeros read as a bracket
    ):
        rows = [
            *_TABLE,
            (40, 230, "Dichtungssatz komplett"),
            (380, 230, "2 St."),
            (440, 230, price),
            (510, 230, "36,5O"),
        ]
        fields, _, _ = parse_invoice([ocr_page(rows)])
        assert fields.line_items[0].amount == Decimal("49.60")
        assert fields.line_items[1].description == "Dichtungssatz komplett"
        assert len(fields.line_items) == 2


def test_a_month_and_year_read_off_the_neighbouring_line_is_no_split_date() -> None:
    # "Januar 2026" printed larger than its date label, its box centre on the next line: read
    # as the label's value, it has no segment on the label's line for a day boxed apart to
    # stand before (this crashed with an IndexError)
    rows: Rows = [
        (40, 40, "Werkstatt Brandl GmbH"),
        (380, 40, "RECHNUNG"),
        (380, 60, "Rechnungsnr.: 2026-0381"),
        (380, 80, "Rechnungsdatum"),
        (440, 240, "Summe"),
        (510, 240, "49,60"),
    ]
    for dy in (5, 6, -6):
        fields, _, _ = parse_invoice(
            sized_page((9.0, rows), (12.0, [(470, 80 + dy, "Januar 2026")]))
        )
        assert fields.invoice_number == "2026-0381"
        assert fields.total == Decimal("49.60")


def test_a_text_layer_of_rules_only_has_no_fields() -> None:
    # a page whose text layer is only a form's blank rules (or a Markdown table's rule row):
    # the words are no blank document, but no line is left to read (IndexError before)
    for rule in ("______________", "|---|---|"):
        page = page_from_rows([(40, 100, rule), (40, 300, rule)])
        fields, _, _ = parse_invoice([page])
        assert fields.total is None
        assert fields.line_items == []
