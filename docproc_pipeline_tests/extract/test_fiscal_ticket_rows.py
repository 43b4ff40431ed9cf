"""Till tickets (invented OCR'd pages): a fiscal printer's row printing its VAT rate in brackets
before the amount ("EMPANADA ATN  (21.00)  31.00"), the quantity and unit price over the item
apart by a slash ("2.000 / 39.00"), its date with a two-digit year ("20-05-17"); a shop's
ticket printing the unit price before the quantity ("Article | PU | Qté | Total" over "bougie
10,99  1  10,99") and a tax table whose first cell names the tax with its rate ("TVA 20%(1)
20,00  9,16  1,83  10,99")."""

from __future__ import annotations

from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import fields_of, item_rows, ocr_fields, ocr_right_aligned


def _amount(y: float, text: str) -> tuple[float, float, str]:
    """An amount right-aligned at the amounts' column."""
    return ocr_right_aligned(250.0, y, text)


_fields = ocr_fields


def test_bracketed_rates_and_a_slashed_quantity() -> None:
    fields = _fields([
        (14, 20, "PEREZ JUAN CARLOS"), (14, 32, "C.U.I.T. Nro : 20-12345678-3"),
        (14, 44, "SARMIENTO 1200"), (14, 56, "7600 MAR DEL PLATA"),
        (14, 68, "Fecha : 20-05-17"), (120, 68, "Hora: 23:37:45"),
        (14, 80, "EMPANADA CARNE"), (130, 80, "(21.00)"), _amount(80, "30.00"),
        (14, 92, "EMPANADA JAMON Y Q (21.00)"), _amount(92, "32.00"),
        (14, 104, "2.000 / 45.00"),
        (14, 116, "AGUA MINERAL 500"), (130, 116, "(21.00)"), _amount(116, "90.00"),
        (14, 132, "TOTAL"), _amount(132, "152.00"),
    ])  # fmt: skip
    assert item_rows(fields) == [
        ("EMPANADA CARNE", None, None, "30.00"),
        ("EMPANADA JAMON Y Q", None, None, "32.00"),
        ("AGUA MINERAL 500", "2", "45.00", "90.00"),
    ]
    assert str(fields.invoice_date) == "2017-05-20"  # a two-digit year after dashes


def _ticket() -> InvoiceFields:
    return _fields([
        (60, 20, "Vente"), (60, 40, "Ticket N°4-00001173"), (220, 40, "06/02/2025 14:42:42"),
        (60, 80, "Article"), (162, 80, "PU"), (206, 80, "Qté"), (255, 80, "Total"),
        (60, 100, "bougie Pretin gris"), (164, 100, "10,99"), (228, 100, "1"),
        (263, 100, "10,99"),
        (60, 130, "TVA"), (140, 130, "Taux"), (190, 130, "Base"), (240, 130, "TVA"),
        (290, 130, "TTC"),
        (60, 146, "TVA 20%(1)"), (140, 146, "20,00"), (190, 146, "9,16"), (240, 146, "1,83"),
        (290, 146, "10,99"),
        (171, 170, "TTC (€)"), (263, 170, "10,99"),
    ])  # fmt: skip


def test_the_price_printed_before_a_count_of_one() -> None:
    assert item_rows(_ticket()) == [("bougie Pretin gris", "1", "10.99", "10.99")]


def test_a_tax_cell_with_its_rate_opens_the_rates_row() -> None:
    rows = _ticket().tax_breakdown
    assert [(str(r.rate), str(r.base), str(r.amount)) for r in rows] == [("20.00", "9.16", "1.83")]


def test_a_price_printed_as_one_with_cents_stays_the_price() -> None:
    fields = fields_of([
        (40, 20, "Rechnung Nr. 2025-118"), (40, 34, "Datum: 03.04.2025"),
        (40, 80, "Beschreibung"), (250, 80, "Menge"), (320, 80, "Preis"), (400, 80, "Betrag"),
        (40, 96, "Mantelleitung NYM-J"), (250, 96, "12,5"), (320, 96, "1,00"),
        (400, 96, "12,50"),
        (40, 110, "Kupferrohr 15 mm"), (250, 110, "2"), (320, 110, "11,49"), (400, 110, "22,98"),
        (320, 140, "Summe"), (400, 140, "35,48"),
    ])  # fmt: skip
    assert item_rows(fields)[0] == ("Mantelleitung NYM-J", "12.5", "1.00", "12.50")
