"""Parties' tax ids printed in a row of id labels, or without a label (invented pages)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import fields_of


def test_the_customers_abn_in_a_header_row_of_ids_with_values_below() -> None:
    # "ABN | YOUR ABN | OUR BANK" over their values: the second is the customer's own number
    rows = [
        (40, 40, "TAX INVOICE"),
        (40, 60, "ISSUED BY"),
        (300, 60, "SOLD TO"),
        (40, 72, "Harbour Tools Pty Ltd"),
        (300, 72, "Mintaro Bakery"),
        (40, 84, "12 Quay Street"),
        (300, 84, "4 Mill Road"),
        (40, 96, "Hobart TAS 7000"),
        (300, 96, "Launceston TAS 7250"),
        (40, 120, "INVOICE #"),
        (200, 120, "INVOICE DATE"),
        (40, 132, "A-1001"),
        (200, 132, "03/03/2026"),
        (40, 150, "ABN"),
        (200, 150, "YOUR ABN"),
        (350, 150, "OUR BANK"),
        (40, 162, "51 824 753 556"),
        (200, 162, "53 004 085 616"),
        (350, 162, "BSB 487-104 Acc 87199836"),
        (40, 190, "DESCRIPTION"),
        (300, 190, "QTY"),
        (380, 190, "EACH"),
        (480, 190, "TOTAL"),
        (40, 204, "Garden hose"),
        (300, 204, "2"),
        (380, 204, "10.00"),
        (480, 204, "20.00"),
        (380, 230, "SUBTOTAL"),
        (480, 230, "20.00"),
        (380, 242, "GST 10 %"),
        (480, 242, "2.00"),
        (380, 254, "TOTAL"),
        (480, 254, "22.00"),
    ]
    f = fields_of(rows)
    assert f.vendor_tax_id == "51824753556"
    assert f.customer_tax_id == "53004085616"


def test_a_swiss_vat_number_with_its_tax_word_after_it_under_the_customers_address() -> None:
    # "CHE-... IVA": the register's suffix after the id is no label; the id is the customer's
    rows = [
        (40, 40, "Ferramenta Locarno SA"),
        (40, 52, "Via Muraccio 5"),
        (40, 64, "6600 Locarno"),
        (40, 76, "N. IVA CHE-116.281.710 IVA"),
        (40, 110, "FATTURA"),
        (40, 124, "N. DOCUMENTO"),
        (300, 124, "F-2026-17"),
        (40, 150, "INTESTATARIO: Bottega Verde Sagl"),
        (40, 162, "Via Cantonale 12"),
        (40, 174, "6900 Lugano"),
        (40, 186, "CHE-105.805.081 IVA"),
        (40, 214, "Descrizione"),
        (300, 214, "Qtà"),
        (380, 214, "Prezzo"),
        (480, 214, "Importo"),
        (40, 228, "Viti inox"),
        (300, 228, "2"),
        (380, 228, "10.00"),
        (480, 228, "20.00"),
        (380, 254, "Totale"),
        (480, 254, "20.00"),
    ]
    f = fields_of(rows)
    # the register's language word is part of a Swiss VAT number printed with it
    assert f.vendor_tax_id == "CHE-116281710IVA"
    assert f.customer_tax_id is not None
    assert f.customer_tax_id.replace(".", "") == "CHE-105805081IVA"


def test_an_unlabelled_abn_in_its_printed_groups_on_the_sender_line() -> None:
    # "... · Australia · 51 824 753 556": eleven digits in the ABN's groups, check digits valid
    rows = [
        (40, 40, "Tasman Copy Co"),
        (40, 54, "8 Fern Street · Hobart TAS 7000 · Australia · 51 824 753 556"),
        (40, 80, "Invoice — Invoice Number 2026-41 · Issued 3 March 2026"),
        (40, 104, "Mintaro Bakery"),
        (40, 116, "4 Mill Road"),
        (40, 128, "Launceston TAS 7250"),
        (40, 160, "Copy paper (2 box × 10.00)"),
        (480, 160, "20.00"),
        (380, 190, "Sub-total"),
        (480, 190, "20.00"),
        (380, 202, "GST 10 %"),
        (480, 202, "2.00"),
        (380, 214, "Grand Total"),
        (480, 214, "22.00"),
    ]
    f = fields_of(rows)
    assert (f.vendor_tax_id, f.customer_tax_id) == ("51824753556", None)
