"""The invoice's arithmetic choosing among readings OCR left open: tax rows that prove
themselves (base x rate = amount) and close the total. Small invented pages."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.resolve import repair_ocr_items
from docproc_pipeline.invoice import InvoiceFields, LineItem
from docproc_pipeline_tests.extract.pages import Rows
from docproc_pipeline_tests.extract.pages import fields_of as _fields

# a tax table on the left whose rows share their lines with the totals block on the right;
# the second rate's label slipped under its figure
_MERGED_TAX_TABLE: Rows = [
    (40, 60, "Invoice No. INV-4471"),
    (40, 300, "VAT %"),
    (100, 300, "Goods"),
    (160, 300, "VAT amount Goods total"),
    (470, 300, "14,455.13"),
    (40, 312, "20 %"),
    (100, 312, "2,984.60"),
    (160, 312, "596.92 VAT @ 20%"),
    (470, 312, "596.92"),
    (40, 324, "5%"),
    (100, 324, "11,470.53"),
    (160, 324, "573.53"),
    (470, 324, "573.53"),
    (330, 330, "VAT @ 5%"),
    (330, 344, "TOTAL"),
    (470, 344, "£ 15,625.58"),
]


def test_tax_rows_that_prove_themselves_and_close_the_total() -> None:
    f = _fields(_MERGED_TAX_TABLE)
    assert (f.subtotal, f.total) == (Decimal("14455.13"), Decimal("15625.58"))
    assert f.tax_amount == Decimal("1170.45")
    assert f.tax_rate is None
    assert [(r.rate, r.base, r.amount) for r in f.tax_breakdown] == [
        (Decimal("20.00"), Decimal("2984.60"), Decimal("596.92")),
        (Decimal("5.00"), Decimal("11470.53"), Decimal("573.53")),
    ]


def test_rows_that_do_not_close_the_total_are_not_taken() -> None:
    # the total printed does not follow from these rows: the reading stays as labelled
    rows = [r if r[2] != "£ 15,625.58" else (r[0], r[1], "£ 15,725.58") for r in _MERGED_TAX_TABLE]
    f = _fields(rows)
    assert f.tax_amount != Decimal("1170.45")


def test_tva_totale_is_the_tax_total_not_the_invoice_total() -> None:
    # the rates' rows add up to 70.00; the tax total printed (70.90) is what the total has
    f = _fields(
        [
            (40, 60, "Facture n° F-2291"),
            (40, 300, "Sous-total HT"),
            (200, 300, "1 000,00"),
            (40, 312, "Montant TVA (8,1 %)"),
            (200, 312, "64,80"),
            (40, 324, "Montant TVA (2,6 %)"),
            (200, 324, "5,20"),
            (40, 336, "TVA totale"),
            (200, 336, "70,90"),
            (40, 348, "TOTAL TTC"),
            (200, 348, "Fr. 1 070,90"),
        ]
    )
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("1000.00"),
        Decimal("70.90"),
        Decimal("1070.90"),
    )


def test_the_net_that_closes_the_total_printed_on_its_label_line() -> None:
    # OCR joined the tax table's header with the net label beside it: the label's own figure
    # is at the end of its line, while the figure under it is a tax row's base
    f = _fields(
        [
            (40, 60, "Facture n° F-3310"),
            (190, 311, "Taux"),
            (240, 311, "Base Montant HT"),
            (330, 311, "TVA"),
            (470, 311, "16 068,15"),
            (190, 323, "8,1 %"),
            (240, 323, "15 476,49"),
            (470, 323, "1 253,60"),
            (190, 335, "2,6 %"),
            (240, 335, "591,66"),
            (470, 335, "15,38"),
            (345, 351, "Total TVA"),
            (470, 351, "1 268,98"),
            (345, 364, "Total TTC"),
            (470, 364, "17 337,13 CHF"),
        ]
    )
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("16068.15"),
        Decimal("1268.98"),
        Decimal("17337.13"),
    )


def test_the_total_that_closes_the_totals_printed_on_its_label_line() -> None:
    # a letter's closing sentence names the total and then the tax in it: the last figure
    # after the total label is the tax
    f = _fields(
        [
            (40, 60, "Invoice No. L-88"),
            (40, 300, "Net amount"),
            (470, 300, "3,000.00"),
            (40, 312, "VAT 20%"),
            (470, 312, "600.00"),
            (40, 330, "Total amount: USD 3,600.00 of which tax USD 600.00"),
        ]
    )
    assert f.total == Decimal("3600.00")


def _row(qty: str, price: str, amount: str) -> LineItem:
    return LineItem(quantity=Decimal(qty), unit_price=Decimal(price), amount=Decimal(amount))


def test_the_one_reading_that_gives_a_rows_amount_is_taken() -> None:
    # the amounts add up to the subtotal: the quantity is the only reading that fits (OCR took
    # a reference number from the description for it)
    sure = InvoiceFields(subtotal=Decimal("795.77"), line_items=[_row("16529", "25.42", "25.42")])
    sure.line_items.append(_row("1", "770.35", "770.35"))
    assert repair_ocr_items(sure) == 1
    assert sure.line_items[0].quantity == 1
    # both readings fit (2 x 45.00, 15 x 6.00) and neither is a digit apart from the print
    both = InvoiceFields(subtotal=Decimal("90.00"), line_items=[_row("15", "45.00", "90.00")])
    assert repair_ocr_items(both) == 0
    # a row missing from the sum (the amounts are not confirmed): only a reading one digit
    # misread, lost or added counts ("196" read "19"); one further off stays
    unsure = InvoiceFields(
        subtotal=Decimal("99999.00"), line_items=[_row("19", "45.66", "8949.36")]
    )
    unsure.line_items.append(_row("338", "770.77", "770.77"))
    assert repair_ocr_items(unsure) == 1
    assert [i.quantity for i in unsure.line_items] == [196, 338]


def test_rates_the_tax_table_lost_are_kept_from_their_labelled_rows() -> None:
    # the tax table beside the totals shares their lines: its first row's cells run into the
    # totals block's "IVA 21 %" row, so only its second row is read as the table's
    f = _fields(
        [
            (40, 60, "Factura n.º F-2291"),
            (48, 288, "Tipo IVA"),
            (100, 288, "Base imponible"),
            (190, 288, "Cuota"),
            (330, 288, "Importe neto"),
            (470, 288, "13.841,91"),
            (48, 300, "21 %"),
            (100, 300, "9.629,00"),
            (190, 300, "2.022,09"),
            (330, 300, "IVA 21 %"),
            (470, 300, "2.022,09"),
            (48, 312, "10 %"),
            (100, 312, "4.212,91"),
            (190, 312, "421,29"),
            (330, 312, "IVA 10 %"),
            (470, 312, "421,29"),
            (330, 328, "Total IVA"),
            (470, 328, "2.443,38"),
            (330, 341, "Importe total"),
            (470, 341, "€ 16.285,29"),
        ]
    )
    assert (f.tax_amount, f.tax_rate) == (Decimal("2443.38"), None)
    assert [(r.rate, r.base, r.amount) for r in f.tax_breakdown] == [
        (Decimal("21.00"), Decimal("9629.00"), Decimal("2022.09")),
        (Decimal("10.00"), Decimal("4212.91"), Decimal("421.29")),
    ]


def test_a_charge_or_allowance_under_an_unknown_label_closes_the_total() -> None:
    # OCR put a colon into the shipping label; an abbreviated discount no lexicon knows
    shipped = _fields(
        [
            (40, 60, "Facture n° F-0274"),
            (327, 405, "Sous-total HT"),
            (470, 405, "35772,63"),
            (327, 419, "Frais: de livraison"),
            (470, 419, "9,50"),
            (327, 432, "TVA à 0 %"),
            (470, 432, "0,00"),
            (327, 445, "Montant TTC"),
            (470, 445, "35782,13 EUR"),
        ]
    )
    assert (shipped.shipping, shipped.discount) == (Decimal("9.50"), None)
    discounted = _fields(
        [
            (40, 60, "Fattura n. 276"),
            (301, 320, "Imponibile"),
            (470, 320, "6.304,60"),
            (303, 338, "Sc. 10%"),
            (470, 338, "-630,46"),
            (303, 356, "IVA al 0%"),
            (470, 356, "0,00"),
            (303, 374, "Totale da pagare"),
            (470, 374, "€ 5.674,14"),
        ]
    )
    assert (discounted.shipping, discounted.discount) == (None, Decimal("630.46"))


def test_a_letters_total_closes_with_a_net_inferred_from_the_items() -> None:
    # no net label: the net is the items' sum, and only then does the total the sentence
    # names (before the tax it includes) close the totals
    f = _fields(
        [
            (40, 60, "Factura n.º 2025-0410"),
            (40, 200, "Descripción"),
            (300, 200, "Cantidad"),
            (380, 200, "Precio"),
            (470, 200, "Importe"),
            (40, 214, "Consultoría"),
            (300, 214, "10"),
            (380, 214, "100,00"),
            (470, 214, "1.000,00"),
            (40, 240, "IVA 21%"),
            (470, 240, "210,00"),
            (40, 260, "Total de la factura: € 1.210,00 (IVA: € 210,00)."),
        ]
    )
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("1000.00"),
        Decimal("210.00"),
        Decimal("1210.00"),
    )


def test_a_net_and_tax_rows_that_close_the_total_together() -> None:
    # OCR joined the tax table's header with the net label: the figure under the label is the
    # first rate's base; the rows prove themselves, their bases add up to the printed net, and
    # net + their tax is the total
    f = _fields(
        [
            (40, 60, "Rechnung Nr. 2024-467"),
            (190, 372, "USt.-Satz"),
            (250, 372, "Netto Gesamt netto USt."),
            (470, 372, "21.984,06"),
            (190, 385, "19%"),
            (250, 385, "20.768,22"),
            (470, 385, "3.945,96"),
            (190, 397, "7%"),
            (250, 397, "1.215,84"),
            (470, 397, "85,11"),
            (346, 412, "Summe brutto"),
            (470, 412, "€ 26.015,13"),
        ]
    )
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("21984.06"),
        Decimal("4031.07"),
        Decimal("26015.13"),
    )
