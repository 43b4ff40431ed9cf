"""Readings found on session 17's real development invoices, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import page_from_rows

# a tax block whose label's "%" heads the rate column: the first rate's row on the label's
# line, the others under it in the same columns, rates printed with a decimal comma beside
# amounts with a decimal point
_PERCENT_LABEL = [
    (40, 20, "Feldmann Werkzeuge GmbH"), (40, 32, "Industriestr. 4, 70565 Stuttgart"),
    (400, 20, "Rechnung 2026-0815"), (400, 32, "Datum 12.03.2026"),
    (40, 100, "Pos."), (80, 100, "Bezeichnung"), (330, 100, "Menge"), (400, 100, "Preis"),
    (520, 100, "Wert/EUR"),
    (40, 115, "1"), (80, 115, "Bohrmaschine"), (330, 115, "2"), (400, 115, "60.00"),
    (520, 115, "120.00"),
    (40, 130, "2"), (80, 130, "Fachbuch"), (330, 130, "1"), (400, 130, "30.00"),
    (520, 130, "30.00"),
    (80, 160, "Summe"), (520, 160, "150.00"),
    (80, 180, "Umsatzsteuer %"), (250, 180, "7,00"), (400, 180, "30.00"), (520, 180, "2.10"),
    (250, 195, "19,00"), (400, 195, "120.00"), (520, 195, "22.80"),
    (80, 215, "Endbetrag"), (400, 215, "EUR"), (520, 215, "174.90"),
]  # fmt: skip


def test_a_tax_label_heading_its_rate_column_reads_each_rate_row() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_PERCENT_LABEL)])
    rows = [(r.rate, r.base, r.amount) for r in fields.tax_breakdown]
    assert rows == [
        (Decimal("7"), Decimal("30.00"), Decimal("2.10")),
        (Decimal("19"), Decimal("120.00"), Decimal("22.80")),
    ]
    assert fields.tax_amount == Decimal("24.90")
    assert fields.subtotal == Decimal("150.00")
    assert fields.total == Decimal("174.90")


def _order_page(label: str) -> list[tuple[int, int, str]]:
    return [
        (40, 20, "Harbour Supplies Ltd"), (40, 32, "12 Quay Street, Bristol BS1 4DJ"),
        (400, 20, "Invoice INV-5521"), (400, 32, "Date: 04/03/2026"),
        (400, 44, label), (500, 44, "SO-88412"),
        (40, 100, "Description"), (330, 100, "Qty"), (400, 100, "Price"), (520, 100, "Amount"),
        (40, 115, "Rope, 20 m"), (330, 115, "3"), (400, 115, "15.00"), (520, 115, "45.00"),
        (400, 160, "Total"), (520, 160, "45.00"),
    ]  # fmt: skip


def test_the_sellers_own_order_number_is_no_purchase_order() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_order_page("Our order no.:"))])
    assert fields.purchase_order is None
    fields, _, _ = parse_invoice([page_from_rows(_order_page("Your order no.:"))])
    assert fields.purchase_order == "SO-88412"
