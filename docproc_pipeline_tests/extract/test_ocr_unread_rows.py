"""Item rows of a scan whose figures OCR did not read: kept as rows of their own (a position or
code cell starts them, which a wrapped description line never has), so that the rows after
them keep their places; the one unread amount is the net total less the other rows'.
Invented pages, no OCR."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.resolve import fill_unread_amount
from docproc_pipeline.invoice import InvoiceFields, LineItem
from docproc_pipeline_tests.extract.pages import Rows, ocr_page

# (position, code, description, quantity, unit price, amount)
_ROWS = [
    ("1", "0417", "Hydraulikschlauch DN10", "4 St.", "12,40", "49,60"),
    ("2", "B-2210", "Montagearbeiten vor Ort", "3 h", "62,00", "186,00"),
    ("3", "B-7051", "Dichtungssatz komplett", "2 St.", "18,25", "36,50"),
    ("4", "0093", "Anfahrtspauschale", "1 Psch.", "45,00", "45,00"),
]


def _page(unread: int | None, wrapped: str | None = None, wrapped_row: int = 1) -> Rows:
    """An OCR'd invoice with a position and a code column; row `unread` without its figures,
    row `wrapped_row` with a second description line (`wrapped`)."""
    rows: Rows = [
        (40, 60, "Werkstatt Brandl GmbH"),
        (400, 60, "Rechnung 2026-0381"),
        (40, 200, "Pos"),
        (70, 200, "Art.-Nr."),
        (140, 200, "Bezeichnung"),
        (380, 200, "Menge"),
        (440, 200, "Preis"),
        (510, 200, "Betrag"),
    ]
    y = 215.0
    for k, (pos, code, desc, qty, price, amount) in enumerate(_ROWS):
        rows += [(40, y, pos), (70, y, code), (140, y, desc)]
        if k != unread:
            rows += [(380, y, qty), (440, y, price), (510, y, amount)]
        y += 15
        if k == wrapped_row and wrapped:
            rows.append((140, y, wrapped))
            y += 15
    rows += [(380, y + 10, "Nettosumme"), (510, y + 10, "317,10")]
    return rows


def _items(rows: Rows) -> list[LineItem]:
    fields, _, _ = parse_invoice([ocr_page(rows)])
    return fields.line_items


def test_a_row_whose_figures_ocr_missed_keeps_its_place() -> None:
    items = _items(_page(unread=2))
    assert [i.description for i in items] == [r[2] for r in _ROWS]
    # the row's amount: the net total less the other rows' amounts
    assert (items[2].quantity, items[2].unit_price, items[2].amount) == (
        None,
        None,
        Decimal("36.50"),
    )
    assert (items[3].quantity, items[3].amount) == (1, Decimal("45.00"))


def test_a_wrapped_description_line_stays_the_row_above_s() -> None:
    items = _items(_page(unread=None, wrapped="inkl. Kleinmaterial"))
    assert len(items) == 4
    assert items[1].description == "Montagearbeiten vor Ort inkl. Kleinmaterial"


def test_the_kept_row_takes_its_own_wrapped_line() -> None:
    items = _items(_page(unread=2, wrapped="mit O-Ringen", wrapped_row=2))
    assert len(items) == 4
    assert items[2].description == "Dichtungssatz komplett mit O-Ringen"
    assert items[2].amount == Decimal("36.50")
    assert items[3].description == "Anfahrtspauschale"


def _fields(*items: LineItem, subtotal: str) -> InvoiceFields:
    return InvoiceFields(line_items=list(items), subtotal=Decimal(subtotal))


def test_the_unread_amount_gives_the_missing_unit_price() -> None:
    f = _fields(
        LineItem(
            description="a",
            quantity=Decimal(2),
            unit_price=Decimal("5.00"),
            amount=Decimal("10.00"),
        ),
        LineItem(description="b", quantity=Decimal(3), unit_price=None, amount=None),
        subtotal="22.60",
    )
    assert fill_unread_amount(f)
    assert (f.line_items[1].amount, f.line_items[1].unit_price) == (
        Decimal("12.60"),
        Decimal("4.20"),
    )


def test_no_unread_amount_when_two_are_missing_or_the_row_disagrees() -> None:
    two = _fields(
        LineItem(description="a", amount=None),
        LineItem(description="b", amount=None),
        subtotal="10.00",
    )
    assert not fill_unread_amount(two)
    disagrees = _fields(
        LineItem(description="a", amount=Decimal("4.00")),
        LineItem(description="b", quantity=Decimal(2), unit_price=Decimal("2.00"), amount=None),
        subtotal="10.00",
    )
    assert not fill_unread_amount(disagrees)
    assert disagrees.line_items[1].amount is None


def _summary_page() -> Rows:
    """Items, then a tax summary whose rate cell OCR misread ("8.1 %" as "8.19") on a line
    shared with the payment terms."""
    return [
        (40, 60, "Atelier Morand SA"),
        (400, 60, "FACTURE 2026-118"),
        (40, 200, "Réf."),
        (90, 200, "Article"),
        (330, 200, "Qté."),
        (400, 200, "Prix"),
        (500, 200, "Montant"),
        (40, 215, "A-101"),
        (90, 215, "Nettoyage vitres"),
        (330, 215, "4"),
        (400, 215, "150,00"),
        (500, 215, "600,00"),
        (40, 230, "A-102"),
        (90, 230, "Entretien jardin"),
        (330, 230, "2"),
        (400, 230, "200,00"),
        (500, 230, "400,00"),
        (40, 260, "Récapitulatif TVA"),
        (40, 275, "Taux"),
        (120, 275, "Base"),
        (200, 275, "TVA"),
        (40, 290, "Règlement à réception"),
        (330, 290, "8.19"),
        (400, 290, "1 000,00"),
        (500, 290, "81,00"),
    ]


def test_a_tax_summary_header_ends_the_items() -> None:
    items = _items(_summary_page())
    assert [i.description for i in items] == ["Nettoyage vitres", "Entretien jardin"]
