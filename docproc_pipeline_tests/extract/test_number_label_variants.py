"""Invoice-number labels of layouts the parser had not seen (small invented pages)."""

from __future__ import annotations

from datetime import date

from docproc_pipeline_tests.extract.pages import fields_of, right_aligned

_TOTALS = [
    (68, 254, "Traduction de documents"),
    right_aligned(528, 254, "100.00"),
    (275, 290, "Total hors taxes"),
    right_aligned(528, 290, "CHF 100.00"),
    (275, 304, "TVA 8.1 %"),
    right_aligned(528, 304, "CHF 8.10"),
    (275, 318, "Montant TTC"),
    right_aligned(528, 318, "CHF 108.10"),
]


def test_a_number_label_in_a_row_of_headings_reads_the_value_under_it() -> None:
    f = fields_of(
        [
            (86, 62, "Facture · Roux"),
            (86, 127, "N° de facture"),
            (157, 127, "Payé le"),
            (232, 127, "Payable le"),
            (86, 136, "KX55120"),
            (157, 136, "29.01.2025"),
            (232, 136, "28.02.2025"),
            *_TOTALS,
        ]
    )
    assert f.invoice_number == "KX55120"


def test_a_document_number_label_is_the_invoice_number() -> None:
    f = fields_of(
        [
            (68, 65, "Seixas"),
            (68, 91, "Rua Nova, 9 · 4000-123 Porto · PT501964843"),
            (68, 127, "FATURA — N.º documento ZT41230 · Data 24 de maio de 2026 · Nota de"),
            (68, 144, "encomenda B509039 · N.º cliente 85215"),
            (68, 254, "Mão de obra"),
            right_aligned(528, 254, "100,00"),
            (275, 290, "Valor sem IVA"),
            right_aligned(528, 290, "100,00 €"),
            (275, 304, "IVA 23 %"),
            right_aligned(528, 304, "23,00 €"),
            (275, 318, "Total"),
            right_aligned(528, 318, "123,00 €"),
        ]
    )
    assert f.invoice_number == "ZT41230"


def test_a_document_number_label_over_its_value_is_the_invoice_number() -> None:
    f = fields_of(
        [
            (68, 60, "Talleres Ruiz S.L."),
            (68, 100, "Nº documento"),
            (68, 111, "F-31207"),
            (68, 130, "Fecha de emisión"),
            (68, 141, "12/03/2026"),
            (200, 254, "Licencia de software"),
            right_aligned(528, 254, "100,00"),
            (275, 290, "Total sin IVA"),
            right_aligned(528, 290, "100,00 EUR"),
            (275, 304, "IVA 21 %"),
            right_aligned(528, 304, "21,00 EUR"),
            (275, 318, "Total"),
            right_aligned(528, 318, "121,00 EUR"),
        ]
    )
    assert f.invoice_number == "F-31207"


def test_a_portuguese_number_sign_read_with_a_degree_sign_still_labels_the_number() -> None:
    f = fields_of(
        [
            (51, 38, "FATURA"),
            (51, 58, "N.° DOCUMENTO: OF-7608"),
            (52, 78, "DATA DA FATURA: 30-04-2025"),
            (52, 100, "N.° CLIENTE: 90901"),
            (60, 219, "Papel A4"),
            right_aligned(558, 219, "100,00"),
            (445, 656, "SUBTOTAL"),
            right_aligned(559, 656, "100,00 €"),
            (444, 669, "IVA 23 %"),
            right_aligned(559, 669, "23,00 €"),
            (445, 686, "VALOR TOTAL"),
            right_aligned(559, 686, "123,00 €"),
        ]
    )
    assert f.invoice_number == "OF-7608"


def test_a_bare_reference_beside_the_invoice_date_is_the_number_when_none_is_labelled() -> None:
    f = fields_of(
        [
            (40, 40, "Wilson-Fowler"),
            (480, 40, "TAX INVOICE"),
            (40, 70, "REFERENCE"),
            (110, 70, "DATE"),
            (40, 80, "4241"),
            (110, 80, "18 Jul 2025"),
            (40, 110, "INVOICE TO: Butler and Cox"),
            (40, 200, "Consulting"),
            right_aligned(540, 200, "100.00"),
            (400, 240, "Subtotal"),
            right_aligned(540, 240, "100.00"),
            (400, 254, "VAT 20%"),
            right_aligned(540, 254, "20.00"),
            (400, 268, "Total"),
            right_aligned(540, 268, "120.00"),
        ]
    )
    assert f.invoice_number == "4241"
    assert f.invoice_date == date(2025, 7, 18)


def test_a_sidebar_date_label_beside_an_item_row_reads_the_date_under_it() -> None:
    f = fields_of(
        [
            (17, 40, "Rossi s.r.l."),
            (231, 149, "Codice"),
            (285, 149, "Articolo"),
            (381, 149, "Q.tà"),
            (521, 149, "Imponibile"),
            (17, 224, "Fattura n."),
            (17, 231, "2026/478"),
            (231, 231, "1043510"),
            (285, 231, "Licenza"),
            (381, 231, "8 pz"),
            right_aligned(565, 231, "€ 881,44"),
            (285, 243, "software"),
            (17, 248, "Data"),
            (285, 254, "annuale"),
            (17, 259, "28 marzo 2026"),
            (400, 400, "Totale"),
            right_aligned(565, 400, "€ 881,44"),
        ]
    )
    assert f.invoice_date == date(2026, 3, 28)
