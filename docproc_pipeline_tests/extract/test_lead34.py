"""Readings found on session 34's development sets (a fuel card's invoice: a column header with
its unit glued on, a footnote under the header, a share of the row above, an appendix of the
card's purchases after the invoice's total), each on an invented page."""

from __future__ import annotations

from dataclasses import replace

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import Rows, page_from_rows


def _rows(fields: InvoiceFields) -> list[tuple[str | None, str | None, str | None, str]]:
    return [
        (
            i.description,
            None if i.quantity is None else str(i.quantity),
            None if i.unit_price is None else str(i.unit_price),
            str(i.amount),
        )
        for i in fields.line_items
    ]


def _fuel_invoice(qty_head: str = "Qta(lt/un)", note: bool = True, share: bool = True) -> Rows:
    # an invoice of a fuel card: the products of the period, net, VAT and gross per row
    rows: Rows = [
        (30, 40, "Carbura Rete S.r.l."), (30, 52, "Via dei Tigli 9 - 40121 Bologna"),
        (30, 100, "FATTURA"), (30, 112, "Nr: 5510032"), (30, 124, "Data: 03/02/2026"),
        (330, 100, "Cliente:"), (400, 100, "Trasporti Elmo S.p.A."),
        (30, 200, "Prodotti e servizi"), (200, 200, qty_head), (270, 200, "IVA %"),
        (320, 200, "Imponibile"), (400, 200, "IVA"), (460, 200, "Totale"),
        (30, 230, "BENZINA"), (200, 230, "100,00"), (270, 230, "22,00"), (320, 230, "150,00"),
        (400, 230, "33,00"), (460, 230, "183,00"),
        (30, 242, "GASOLIO"), (200, 242, "200,00"), (270, 242, "22,00"), (320, 242, "300,00"),
        (400, 242, "66,00"), (460, 242, "366,00"),
        (400, 300, "Totale"), (460, 300, "549,00"),
    ]  # fmt: skip
    if note:
        rows.append((100, 212, "*per il prodotto Metano l'unità è in KG"))
    if share:
        rows += [
            (30, 254, "-Di cui commissioni"), (200, 254, "0,00"), (270, 254, "0,00"),
            (320, 254, "0,00"), (400, 254, "0,00"), (460, 254, "0,00"),
        ]  # fmt: skip
    return rows


_NET_ROWS = [("BENZINA", "100", None, "150.00"), ("GASOLIO", "200", None, "300.00")]


def test_a_header_word_with_its_unit_glued_on_names_its_column() -> None:
    # "Qta(lt/un)": the quantity's header, its unit in parentheses
    page = page_from_rows(_fuel_invoice(note=False, share=False))
    fields, _, _ = parse_invoice([page])
    assert _rows(fields) == _NET_ROWS


def test_a_footnote_under_a_complete_header_is_no_part_of_it() -> None:
    # the footnote names a product and a unit, as header words do: the header stays the line
    # above, whose description column starts at the page's left
    page = page_from_rows(_fuel_invoice(share=False))
    fields, _, _ = parse_invoice([page])
    assert _rows(fields) == _NET_ROWS


def test_a_taxable_base_column_is_the_amount_and_the_gross_skipped() -> None:
    # "Imponibile  IVA  Totale": the rows' net amounts add up to the subtotal
    page = page_from_rows(_fuel_invoice(qty_head="Qta", note=False, share=False))
    fields, _, _ = parse_invoice([page])
    assert [str(i.amount) for i in fields.line_items] == ["150.00", "300.00"]


def test_a_row_that_is_a_share_of_the_row_above_is_no_item() -> None:
    page = page_from_rows(_fuel_invoice())
    fields, _, _ = parse_invoice([page])
    assert _rows(fields) == _NET_ROWS


def test_a_row_opening_with_a_share_word_and_a_label_is_kept_for_its_label() -> None:
    # "davon" before a tax label is no share of an item: it is no item either, and its label
    # is read (the rows stay the items)
    rows: Rows = [
        (30, 40, "Lindner Werkzeuge GmbH"), (30, 52, "Am Hang 3, 34117 Kassel"),
        (30, 100, "Rechnung 2026-017"), (30, 112, "Datum: 04.02.2026"),
        (30, 200, "Beschreibung"), (260, 200, "Menge"), (330, 200, "Preis"), (430, 200, "Betrag"),
        (30, 215, "Schraubzwinge 300 mm"), (260, 215, "4"), (330, 215, "12,50"), (430, 215, "50,00"),
        (30, 240, "Gesamtbetrag"), (430, 240, "59,50"),
        (30, 252, "davon MwSt. 19 %"), (430, 252, "9,50"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert _rows(fields) == [("Schraubzwinge 300 mm", "4", "12.50", "50.00")]
    assert str(fields.tax_amount) == "9.50"


def _appendix(total: str = "Totale") -> list:
    first = page_from_rows(
        [(x, y, t) for x, y, t in _fuel_invoice(note=False, share=False) if y != 300]
        + [(400, 300, total), (460, 300, "549,00")]
        # the period's summary above the table, its net the rows' sum
        + [(30, 160, "TOTALE ACQUISTI"), (320, 160, "Imponibile"), (460, 160, "450,00")]
    )
    # the card's purchases, page 2: a table of its own, with a total per card
    detail: Rows = [
        (30, 40, "Allegato: dettaglio degli acquisti"),
        (30, 70, "Data"), (90, 70, "Prodotto"), (200, 70, "Quantità"), (270, 70, "Prezzo"),
        (330, 70, "Importo"),
        (30, 85, "02/01/26"), (90, 85, "BENZINA"), (200, 85, "40,00"), (270, 85, "1,50"),
        (330, 85, "60,00"),
        (30, 97, "09/01/26"), (90, 97, "GASOLIO"), (200, 97, "80,00"), (270, 97, "1,50"),
        (330, 97, "120,00"),
        (30, 109, "Totale carta 7001"), (330, 109, "180,00"),
    ]  # fmt: skip
    second = replace(page_from_rows(detail), number=2)
    return [first, second]


def test_the_tables_after_the_invoices_total_are_an_appendix() -> None:
    fields, _, _ = parse_invoice(_appendix())
    assert _rows(fields) == _NET_ROWS
    assert str(fields.total) == "549.00"


def test_a_page_total_closing_the_rows_leaves_the_next_pages_rows_items() -> None:
    # a page's sum is no invoice's total: the rows of the next page go on
    fields, _, _ = parse_invoice(_appendix(total="Summe Seite"))
    assert len(fields.line_items) == 4
