"""Readings found on session 17's real development invoices, each on an invented page."""

from __future__ import annotations

import io
from datetime import date
from decimal import Decimal
from pathlib import Path

import reportlab
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.pdf_text import read_pdf
from docproc_pipeline_tests.extract.pages import page_from_rows, sized_page

_VERA = Path(reportlab.__file__).with_name("fonts") / "Vera.ttf"

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


# a second table of what is not covered, with a totals block of nothing under it
_SECOND_EMPTY_BLOCK = [
    (40, 20, "Praktijk Zuid"), (40, 32, "Kerkstraat 3, 4811 AB Breda"),
    (380, 20, "Factuurnummer: 7781"), (380, 32, "Factuurdatum: 03-02-2026"),
    (40, 80, "Behandeling"), (170, 80, "Prijs"), (300, 80, "Aantal"), (500, 80, "Totaalprijs"),
    (40, 95, "Massage"), (170, 95, "€ 60,00"), (300, 95, "2"), (500, 95, "€ 120,00"),
    (40, 115, "Excl. BTW"), (500, 115, "€ 120,00"),
    (40, 130, "BTW 21%"), (500, 130, "€ 25,20"),
    (40, 145, "Incl. BTW"), (500, 145, "€ 145,20"),
    (40, 180, "Niet vergoed:"),
    (40, 195, "Behandeling"), (170, 195, "Prijs"), (300, 195, "Aantal"), (500, 195, "Totaalprijs"),
    (40, 210, "Excl. BTW"), (500, 210, "€ 0,00"),
    (40, 225, "BTW 21%"), (500, 225, "€ 0,00"),
    (40, 240, "Incl. BTW"), (500, 240, "€ 0,00"),
]  # fmt: skip


def test_a_later_totals_block_of_nothing_replaces_no_total() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_SECOND_EMPTY_BLOCK)])
    assert (fields.subtotal, fields.tax_amount, fields.total) == (
        Decimal("120.00"),
        Decimal("25.20"),
        Decimal("145.20"),
    )
    # the price cell's currency sign stays out of the description before it
    assert [i.description for i in fields.line_items] == ["Massage"]


_COMPACT_DATES = [
    (40, 20, "FACTURE"), (40, 34, "N° FA-2026-0042"),
    (40, 48, "Date : 20260815 · Échéance : 20260914"),
    (40, 80, "Atelier Moreau SARL"), (40, 92, "3 rue des Forges, 45000 Orléans"),
    (40, 140, "Désignation"), (330, 140, "Qté"), (480, 140, "Montant HT"),
    (40, 155, "Réglage chaudière"), (330, 155, "1.00"), (480, 155, "180.00 €"),
    (400, 190, "Total HT"), (480, 190, "180.00 €"),
    (400, 204, "Total T.V.A:"), (480, 204, "36.00 €"),
    (400, 218, "Total T.T.C:"), (480, 218, "216.00 €"),
]  # fmt: skip


def test_a_year_first_run_of_digits_after_a_date_label_is_the_date() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_COMPACT_DATES)])
    assert fields.invoice_date == date(2026, 8, 15)
    assert fields.due_date == date(2026, 9, 14)
    # "T.V.A" and "T.T.C" without their last point still name the tax total and the total
    assert (fields.tax_amount, fields.total) == (Decimal("36.00"), Decimal("216.00"))


# money printed as a program prints floats: one decimal beside the currency sign
_FLOAT_MONEY = [
    (63, 20, "Schoonmaak Peeters"), (63, 32, "Bondgenotenlaan 9, 3000 Leuven"),
    (63, 80, "FACTUUR"),
    (72, 110, "Volgnummer"), (201, 110, "Factuurdatum"),
    (72, 124, "2026/PEE/0031"), (201, 124, "31/03/2026"),
    (63, 160, "OMSCHRIJVING"), (282, 160, "AANTAL"), (356, 160, "PRIJS"), (403, 160, "BTW"),
    (446, 160, "SUBTOTAAL"),
    (63, 176, "ramen wassen"), (303, 176, "4.0"), (363, 176, "€ 45"), (411, 176, "21%"),
    (471, 176, "€ 180.0"),
    (63, 190, "vloer boenen"), (303, 190, "1.5"), (363, 190, "€ 40.0"), (411, 190, "21%"),
    (471, 190, "€ 60.0"),
    (332, 225, "Totaal excl BTW:"), (465, 225, "€ 240.0"),
    (333, 245, "Totaal incl BTW:"), (467, 245, "€ 290.4"),
]  # fmt: skip


def test_item_amounts_printed_as_floats_beside_their_sign_are_read() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_FLOAT_MONEY)])
    got = [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items]
    assert got == [
        ("ramen wassen", Decimal("4"), Decimal("45.00"), Decimal("180.00")),
        ("vloer boenen", Decimal("1.5"), Decimal("40.00"), Decimal("60.00")),
    ]
    # a Belgian "Volgnummer" heads the invoice's number
    assert fields.invoice_number == "2026/PEE/0031"


def test_a_figure_of_one_decimal_without_a_sign_is_no_item_amount() -> None:
    # unless quantity x price make it (session 33: `table_rows._float_product`), the rows'
    # amounts here changed so that neither row multiplies out
    rows = [
        (x, y, t.replace("€ ", "").replace("180.0", "170.0").replace("60.0", "65.0"))
        for x, y, t in _FLOAT_MONEY
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.line_items == []


def test_floats_without_a_sign_that_multiply_out_are_item_amounts() -> None:
    rows = [(x, y, t.replace("€ ", "")) for x, y, t in _FLOAT_MONEY]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("4"), Decimal("45.00"), Decimal("180.00")),
        (Decimal("1.5"), Decimal("40.00"), Decimal("60.00")),
    ]


def test_a_division_slash_in_the_text_layer_reads_as_a_slash() -> None:
    buf = io.BytesIO()
    pdf = canvas.Canvas(buf, pagesize=(595, 842))
    # reportlab's own Vera has the division slash (U+2215)
    pdfmetrics.registerFont(TTFont("Vera", str(_VERA)))
    pdf.setFont("Vera", 11)
    pdf.drawString(60, 700, "Volgnummer 2022\u2215PRO\u2215256")
    pdf.save()
    page = read_pdf(buf.getvalue(), max_pages=1).pages[0]
    assert [w.text for w in page.words] == ["Volgnummer", "2022/PRO/256"]


def test_a_greeting_printed_large_is_not_the_vendor() -> None:
    # an e-mail-style bill: "Hola Marta," in large type at the top, the company's name under it
    pages = sized_page(
        (16.0, [(40, 40, "Hola Marta,")]),
        (11.0, [(40, 70, "Redes del Turia S.L.")]),
        (
            9.0,
            [
                (40, 84, "Calle Colón 60, 46004 Valencia"),
                (40, 120, "Factura nº: FE-2026-0312"), (40, 134, "Fecha: 03/04/2026"),
                (40, 180, "Concepto"), (480, 180, "Importe"),
                (40, 195, "Cuota mensual fibra"), (480, 195, "30,00 €"),
                (380, 230, "Base imponible"), (480, 230, "30,00 €"),
                (380, 244, "IVA 21%"), (480, 244, "6,30 €"),
                (380, 258, "Total"), (480, 258, "36,30 €"),
            ],
        ),
    )  # fmt: skip
    fields, _, _ = parse_invoice(pages)
    assert fields.vendor_name == "Redes del Turia S.L."


def test_the_titles_second_line_in_lower_case_is_not_the_vendor() -> None:
    pages = sized_page(
        (
            10.0,
            [
                (240, 20, "MARCO ROSSI"), (228, 38, "Partita IVA/CF: 10872631006"),
                (249, 56, "CORSO SPEZIA, 22"), (253, 74, "Torino (TO), 10126"),
            ],
        ),
        (13.0, [(188, 100, "DOCUMENTO COMMERCIALE"), (224, 115, "di vendita o prestazione")]),
        (
            9.0,
            [
                (22, 157, "Qta"), (129, 157, "Descrizione"), (320, 157, "Aliquota"),
                (389, 157, "Prezzo complessivo"),
                (28, 180, "2"), (59, 180, "caffè"), (354, 180, "22%"), (459, 180, "2.40"),
                (20, 227, "Totale imponibile:"), (532, 227, "1.97"),
                (20, 254, "Totale IVA:"), (532, 254, "0.43"),
                (20, 280, "Totale complessivo: €"), (524, 280, "2.40"),
                (20, 337, "Documento N. DCW2026/0117-0042"), (222, 337, "del 12/02/2026 13:43"),
            ],
        ),
    )  # fmt: skip
    fields, _, _ = parse_invoice(pages)
    assert fields.vendor_name == "MARCO ROSSI"


def test_a_header_heading_no_row_leaves_the_rows_read_without_it() -> None:
    # page 1: the header's right half lost (OCR), its rows read without a header; page 2: the
    # header printed again in full over the totals, heading no row of its own
    rows = [
        (40, 20, "Cunha Gráfica Lda"), (40, 32, "Rua Nova 3, 4000-100 Porto"),
        (400, 20, "Fatura FT 2026/88"), (400, 32, "Data: 03/02/2026"),
        (60, 100, "Descrição"), (300, 100, "Qtd."), (343, 100, "Un."),
    ]  # fmt: skip
    for k in range(6):
        y = 115 + 14 * k
        rows += [(60, y, f"Artigo {k + 1}"), (317, y, "2"), (343, y, "un."), (463, y, "10,00")]
        rows += [(537, y, "20,00")]
    second = [
        (60, 45, "Descrição"), (300, 45, "Qtd."), (404, 45, "Preço unitário"), (514, 45, "Total"),
        (468, 58, "Total"), (530, 58, "120,00"), (419, 72, "Total a pagar"), (527, 72, "120,00 €"),
        (40, 780, "Página 2 de 2"),
    ]  # fmt: skip
    page2 = page_from_rows(second)
    page2 = Page(number=2, width=page2.width, height=page2.height, words=page2.words)
    fields, _, _ = parse_invoice([page_from_rows(rows), page2])
    assert [i.description for i in fields.line_items] == [f"Artigo {k + 1}" for k in range(6)]
