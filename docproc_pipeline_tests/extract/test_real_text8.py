"""Rules from real text-layer invoices and receipts (Italian, Spanish, Portuguese, Polish,
English), each on an invented page."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline_tests.extract.pages import Rows, page_from_rows, right_aligned


def test_a_receipts_amount_paid_alone_is_its_total() -> None:
    # a till receipt prints what was paid and no total: that is its total, nothing is due
    rows: Rows = [
        (40, 30, "Bottega Fiorita"),
        (40, 42, "Corso Garibaldi 12, 10122 Torino"),
        (20, 120, "2 x Vaso in ceramica"),
        right_aligned(215, 120, "€ 14,40"),
        (90, 150, "Importo pagato"),
        right_aligned(215, 150, "€ 14,40"),
        (20, 300, "03/02/2026 10:12"),
    ]
    fields, conf, _ = parse_invoice([page_from_rows(rows)])
    assert fields.total == Decimal("14.40")
    assert fields.amount_due is None
    assert conf["total"] == CONFIDENCE.TOTAL_FROM_AMOUNT_PAID < 0.9


def test_an_amount_paid_under_a_total_stays_a_prepayment() -> None:
    rows: Rows = [
        (40, 30, "Bottega Fiorita"),
        (40, 60, "Fattura n. 118"),
        (40, 72, "Data: 03/02/2026"),
        (20, 120, "Vaso in ceramica"),
        right_aligned(215, 120, "100,00"),
        (90, 150, "Totale"),
        right_aligned(215, 150, "100,00"),
        (90, 166, "Importo pagato"),
        right_aligned(215, 166, "40,00"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.total == Decimal("100.00")
    assert fields.amount_due == Decimal("60.00")


def test_a_receipts_one_line_with_a_count_and_times_sign_is_its_item() -> None:
    rows: Rows = [
        (40, 30, "Bottega Fiorita"),
        (40, 42, "Corso Garibaldi 12, 10122 Torino"),
        (20, 120, "2 xVaso in ceramica"),
        right_aligned(215, 120, "€ 14,40"),
        (90, 150, "Importo pagato"),
        right_aligned(215, 150, "€ 14,40"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("Vaso in ceramica", Decimal("2"), None, Decimal("14.40"))
    ]


def _whole_units_page() -> Rows:
    # an invoice in a currency without minor units: every amount is whole, grouped by dots
    return [
        (20, 30, "Comercial Las Lomas"),
        (300, 30, "Factura"),
        (300, 42, "Número: 002-004-0001234"),
        (20, 80, "Fecha de emisión: 2026-02-11T09:15:00"),
        (20, 92, "Moneda: Guaraní"),
        (20, 140, "Descripción"),
        (400, 140, "Importe"),
        (20, 160, "Mantenimiento mensual"),
        right_aligned(460, 160, "2.750.000"),
        (20, 300, "Total a pagar:"),
        right_aligned(460, 300, "2.750.000"),
        (20, 316, "Total IVA:"),
        right_aligned(460, 316, "250.000"),
    ]


def test_whole_unit_money_is_read_as_money() -> None:
    # without the whole units the page has no amount at all, and is no invoice
    fields, conf, _ = parse_invoice([page_from_rows(_whole_units_page())])
    assert fields.total == Decimal("2750000.00")
    assert fields.amount_due == Decimal("2750000.00")
    assert fields.tax_amount == Decimal("250000.00")


def test_a_currency_label_naming_the_currency_by_its_name() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_whole_units_page())])
    assert fields.currency == "PYG"


def test_an_iso_date_joined_to_its_time_by_a_t() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_whole_units_page())])
    assert fields.invoice_date == date(2026, 2, 11)


def test_a_few_grouped_whole_figures_among_cents_are_no_whole_unit_money() -> None:
    from docproc_pipeline.extract.parse.numbers import whole_money_separator

    assert whole_money_separator(["Total 1.250.000", "Tax 12,50", "Net 1.237.500,00"]) is None
    assert whole_money_separator(["Total 1.250.000", "Net 1.137.500", "Qty 8.00"]) == "."
    assert whole_money_separator(["Total 1.250.000", "Net 1,137,500"]) is None


def _brazilian_bill() -> Rows:
    # a Brazilian utility bill: taxes included in the price, listed in a table of their own
    return [
        (40, 20, "Águas do Vale Saneamento S.A."),
        (40, 32, "Rua das Palmeiras, 88 - Curitiba"),
        (40, 44, "CNPJ: 11.222.333/0001-81"),
        (40, 70, "EMISSÃO: 05/03/2026"),
        (40, 100, "JOANA PEREIRA LIMA"),
        (40, 112, "CPF 529.982.247-25"),
        (400, 100, "VALOR ATÉ O VENCIMENTO"),
        (420, 112, "R$ 120,00"),
        (40, 300, "TRIBUTOS"),
        (120, 300, "BASE DE CÁLCULO"),
        (220, 300, "ALÍQUOTA"),
        (300, 300, "VALOR DO IMPOSTO"),
        (40, 314, "ICMS"),
        (100, 314, "R$"),
        right_aligned(180, 314, "100,00"),
        (220, 314, "18,00% R$"),
        right_aligned(360, 314, "18,00"),
        (40, 328, "COFINS"),
        (100, 328, "R$"),
        right_aligned(180, 328, "100,00"),
        (220, 328, "2,00% R$"),
        right_aligned(360, 328, "2,00"),
    ]


def test_a_tax_table_of_named_taxes_with_currency_cells() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_brazilian_bill())])
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("18.00"), Decimal("100.00"), Decimal("18.00")),
        (Decimal("2.00"), Decimal("100.00"), Decimal("2.00")),
    ]
    assert fields.tax_amount == Decimal("20.00")


def test_a_persons_cpf_is_the_customers_tax_id_beside_the_vendors_cnpj() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_brazilian_bill())])
    assert fields.vendor_tax_id is not None and fields.vendor_tax_id.startswith("11222333")
    assert fields.customer_tax_id is not None
    assert fields.customer_tax_id.replace(".", "").replace("-", "") == "52998224725"


def test_a_brazilian_bills_issue_date_and_amount_due_labels() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_brazilian_bill())])
    assert fields.invoice_date == date(2026, 3, 5)
    assert fields.amount_due == Decimal("120.00")


def _exempt_invoice() -> Rows:
    # a Polish invoice of an exempt service: its tax table's rate cell says "zw." (exempt)
    return [
        (40, 40, "Szkoła Językowa Lingwa Sp. z o.o."),
        (400, 40, "Poznań, dnia 07.04.2026 r."),
        (40, 52, "ul. Długa 14"),
        (40, 64, "61-001 Poznań"),
        (40, 76, "NIP: 782-00-12-345"),
        (150, 110, "Faktura VAT nr FV/2026/04/17"),
        (40, 300, "Stawka % Wartość netto Kwota VAT Wartość brutto"),
        (70, 314, "zw."),
        right_aligned(160, 314, "1 250,00 zł"),
        right_aligned(220, 314, "0,00 zł"),
        right_aligned(300, 314, "1 250,00 zł"),
        (80, 328, "23"),
        right_aligned(160, 328, "0,00 zł"),
        right_aligned(220, 328, "0,00 zł"),
        right_aligned(300, 328, "0,00 zł"),
        (50, 342, "Razem:"),
        right_aligned(160, 342, "1 250,00 zł"),
        right_aligned(220, 342, "0,00 zł"),
        right_aligned(300, 342, "1 250,00 zł"),
        (40, 380, "Razem do zapłaty 1 250,00 zł"),
    ]


def test_an_exempt_rate_cell_of_a_tax_table_is_rate_zero() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_exempt_invoice())])
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("0"), Decimal("1250.00"), Decimal("0.00"))
    ]
    assert fields.tax_amount == Decimal("0.00")
    assert fields.total == Decimal("1250.00")


def test_a_place_and_date_word_before_the_issue_date() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_exempt_invoice())])
    assert fields.invoice_date == date(2026, 4, 7)


def test_a_unit_cost_column_before_the_quantity_is_the_unit_price() -> None:
    # "Unit Cost" is one header cell: its "Unit" heads no quantity column of its own
    rows: Rows = [
        (40, 40, "INVOICE"),
        (40, 60, "Invoice Number 5521"),
        (40, 72, "Issue Date March 3, 2026"),
        (40, 120, "Item"),
        (200, 120, "Unit Cost"),
        (300, 120, "Quantity"),
        (380, 120, "Amount"),
        (40, 135, "Monthly hosting"),
        (200, 135, "$25.00"),
        (300, 135, "2"),
        (380, 135, "$50.00"),
        (300, 170, "Subtotal"),
        (380, 170, "$50.00"),
        (300, 190, "Amount Due"),
        (380, 190, "$50.00"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("2"), Decimal("25.00"), Decimal("50.00"))
    ]


def test_a_net_label_including_the_tax_names_the_gross_total() -> None:
    rows: Rows = [
        (60, 40, "Berghof Technik AG"),
        (60, 52, "Talstrasse 4, 3011 Bern"),
        (60, 100, "Rechnungsnummer 4410"),
        (60, 112, "Datum 03.02.2026"),
        (60, 160, "Artikel"),
        (300, 160, "Menge"),
        (380, 160, "Preis"),
        (480, 160, "Betrag"),
        (60, 180, "Kabelbinder schwarz"),
        right_aligned(330, 180, "10"),
        right_aligned(440, 180, "4.00"),
        right_aligned(530, 180, "40.00"),
        (60, 220, "Summe"),
        right_aligned(530, 220, "40.00"),
        (60, 236, "Mehrwertsteuer"),
        right_aligned(330, 236, "8.1%"),
        right_aligned(530, 236, "3.24"),
        (60, 252, "Netto inkl. MWST"),
        right_aligned(530, 252, "43.24"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.total == Decimal("43.24")
    assert fields.subtotal == Decimal("40.00")


def _right_aligned_parties() -> Rows:
    return [
        (60, 60, "INVOICE"),
        right_aligned(545, 66, "Invoice #: 88"),
        right_aligned(545, 84, "Created: 2026-02-03"),
        right_aligned(545, 102, "Due: 2026-03-05"),
        (60, 150, "INVOICE FROM"),
        right_aligned(545, 150, "INVOICE TO"),
        (60, 166, "Lakeside Robotics Ltd."),
        right_aligned(545, 166, "Harbor Freight Lines"),
        (60, 182, "14 Mill Lane"),
        right_aligned(545, 182, "900 Pier Avenue"),
        (60, 198, "Leeds LS1 4AB"),
        right_aligned(545, 198, "Portland, OR 97209"),
        (60, 300, "Item"),
        (500, 300, "Price"),
        (60, 320, "Servo controller"),
        right_aligned(550, 320, "1,200.00 USD"),
        right_aligned(550, 350, "Total: 1,200.00 USD"),
    ]


def test_a_created_label_gives_the_issue_date() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_right_aligned_parties())])
    assert fields.invoice_date == date(2026, 2, 3)


def test_a_right_aligned_customer_block_under_its_right_aligned_heading() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_right_aligned_parties())])
    assert fields.customer_name == "Harbor Freight Lines"
    assert fields.customer_address == "900 Pier Avenue, Portland, OR 97209"


def _italian_invoice() -> Rows:
    return [
        (140, 40, "CARTOLERIA BRAMBILLA S.R.L."),
        (140, 52, "VIA DEI MILLE 9 - 20121 MILANO (MI)"),
        (370, 120, "Fattura nr."),
        (440, 120, "77"),
        (480, 120, "del"),
        (505, 120, "14/03/2026"),
        (40, 200, "Descrizione"),
        (350, 200, "Quantità"),
        (400, 200, "Prezzo"),
        (495, 200, "Importo"),
        (90, 214, "QUADERNI A4 RIGHE"),
        right_aligned(370, 214, "50"),
        right_aligned(440, 214, "€ 1,200"),
        right_aligned(530, 214, "€ 60,00"),
        (40, 600, "Pagamento"),
        (235, 600, "Scadenze"),
        (40, 614, "Rimessa diretta"),
        (235, 614, "13/04/2026"),
        (290, 614, "€ 73,20"),
        (355, 640, "Tot. documento"),
        right_aligned(550, 640, "€ 73,20"),
    ]


def test_a_date_in_the_cells_after_the_number_and_a_joining_word() -> None:
    # another date stands alone in a cell of the page's head: only the joining word tells
    rows = [*_italian_invoice(), (40, 150, "DDT 31"), (100, 150, "12/03/2026")]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.invoice_number == "77"
    assert fields.invoice_date == date(2026, 3, 14)


def test_a_terms_label_beside_another_label_takes_the_cell_under_it() -> None:
    # "Pagamento  Scadenze" is a header row of two labels over their values
    fields, _, _ = parse_invoice([page_from_rows(_italian_invoice())])
    assert fields.payment_terms == "Rimessa diretta"
    assert fields.due_date == date(2026, 4, 13)


def test_totals_with_the_euro_code_in_title_case_in_a_cell_of_its_own() -> None:
    rows: Rows = [
        (60, 40, "Groothandel De Linde B.V."),
        (60, 52, "Kerkstraat 8, 1234 AB Utrecht"),
        (60, 100, "Factuurnummer : 50211"),
        (60, 112, "Factuurdatum : 03-02-2026"),
        (60, 160, "Omschrijving"),
        (480, 160, "Bedrag"),
        (60, 176, "Kabelgoot wit 2 m"),
        right_aligned(560, 176, "200,00"),
        (30, 600, "Subtotaal"),
        (470, 600, "Eur"),
        right_aligned(560, 600, "200,00"),
        (30, 614, "BTW 21,00 % over"),
        right_aligned(190, 614, "200,00"),
        (470, 614, "Eur"),
        right_aligned(560, 614, "42,00"),
        (30, 634, "Factuurtotaal"),
        (470, 634, "Eur"),
        right_aligned(560, 634, "242,00"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.total == Decimal("242.00")
    assert fields.tax_amount == Decimal("42.00")
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("21.00"), Decimal("200.00"), Decimal("42.00"))
    ]
    assert fields.currency == "EUR"


def test_a_ruc_with_its_check_digit_is_the_vendors_tax_id() -> None:
    rows: Rows = [
        (20, 30, "Ferretería San Blas S.A."),
        (400, 30, "RUC: 3301457-6"),
        (400, 42, "Factura electrónica"),
        (400, 54, "N°: 001-002-0000417"),
        (20, 100, "Fecha de emisión: 2026-02-11"),
        (20, 300, "Total a pagar:"),
        right_aligned(460, 300, "1.250.000"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_tax_id == "3301457-6"


def test_a_name_wrapped_with_its_last_word_and_legal_form() -> None:
    # a right-aligned customer block whose name wraps: "Logistiek B.V" (its final dot not
    # printed) ends the name, not the address
    rows: Rows = [
        (63, 30, "Snel Transport V.O.F."),
        (63, 42, "Dorpsstraat 3, 6711 AA Ede"),
        (220, 78, "FACTUUR"),
        right_aligned(533, 78, "Factuurnummer: F-2026-0107"),
        right_aligned(533, 90, "Datum: 02-02-2026"),
        right_aligned(533, 154, "Van der Berg Koel"),
        right_aligned(533, 166, "Logistiek B.V"),
        right_aligned(533, 178, "T.a.v. Administratie"),
        right_aligned(533, 190, "Havenweg 12"),
        right_aligned(533, 202, "3011 AB ROTTERDAM"),
        (63, 242, "Omschrijving"),
        (503, 242, "Totaal"),
        (63, 262, "Transport pallets"),
        right_aligned(534, 262, "€ 300.00"),
        (294, 300, "Totaal (incl. BTW):"),
        right_aligned(534, 300, "€ 363.00"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.customer_name == "Van der Berg Koel Logistiek B.V"
    assert fields.customer_address == "Havenweg 12, 3011 AB ROTTERDAM"


def _slashed_number_page(issue: str) -> Rows:
    return [
        (30, 24, "Hurtownia Papieru Sp. z o.o."),
        right_aligned(567, 24, "Numer faktury"),
        right_aligned(567, 45, "7/03/2026"),
        (30, 150, "NIP: 5260250274"),
        (30, 455, f"Data wystawienia: {issue}"),
        (30, 600, "Kwota należności ogółem: 1 230,00 PLN"),
    ]


def test_a_sequence_month_year_number_under_its_label() -> None:
    # the document prints its dates in ISO form: "7/03/2026" under the label is the number
    fields, conf, _ = parse_invoice([page_from_rows(_slashed_number_page("2026-03-31"))])
    assert fields.invoice_number == "7/03/2026"
    assert conf["invoice_number"] == CONFIDENCE.NUMBER_LIKE_A_DATE < 0.9


def test_a_slash_date_under_a_number_label_of_a_slash_dated_document_is_no_number() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_slashed_number_page("31/03/2026"))])
    assert fields.invoice_number != "7/03/2026"


def test_the_singular_termine_di_pagamento_labels_the_terms() -> None:
    rows: Rows = [
        (60, 40, "Studio Grafico Luce"),
        (60, 100, "Fattura #2026/014"),
        (60, 112, "Data: 03/02/2026"),
        (60, 300, "Totale Fattura: €500,00"),
        (45, 540, "Termine di pagamento: 60 giorni"),
        (45, 560, "Modalità di pagamento: Bonifico Bancario"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.payment_terms == "60 giorni"
    # the whole label, not its last word alone
    assert [(m.field, m.start) for m in find_labels("Termine di pagamento: 60 giorni")] == [
        ("payment_terms", 0)
    ]


def test_a_row_label_of_the_facts_grid_is_no_vendor_name() -> None:
    # "Status  PAID" is one more row of the grid of labelled facts, not the issuer's name
    rows: Rows = [
        (36, 32, "Invoice"),
        (36, 71, "Invoice Number 4410"),
        (36, 82, "Issue Date"),
        (100, 82, "March 2, 2026"),
        (36, 93, "Due Date"),
        (100, 93, "March 2, 2026"),
        (36, 104, "Status"),
        (100, 104, "PAID"),
        (36, 132, "Northwind Traders"),
        (36, 141, "77 Elm Street"),
        (36, 150, "Springfield, IL 62701"),
        (42, 214, "Item"),
        (182, 214, "Unit Cost"),
        (314, 214, "Quantity"),
        (454, 214, "Amount"),
        (42, 236, "Subscription"),
        (182, 236, "$29.00"),
        (314, 236, "1"),
        (454, 236, "$29.00"),
        (314, 299, "Amount Due"),
        (454, 299, "$29.00"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_name != "Status"


def test_a_utility_bills_billed_quantity_and_tariff_columns() -> None:
    # the item table's header names no description: "Faturado" (billed) is the quantity,
    # "Tarifa" the unit price; a panel of meter readings runs beside it on the left
    rows: Rows = [
        (40, 20, "Companhia de Gás do Litoral S.A."),
        (40, 60, "EMISSÃO: 05/03/2026"),
        (279, 164, "Dados do Faturamento"),
        (422, 164, "Faturado"),
        (455, 164, "Tarifa (R$)"),
        (513, 164, "Valor (R$)"),
        (43, 174, "Medidor:"),
        (159, 174, "GX 40021"),
        (279, 174, "Consumo"),
        right_aligned(448, 174, "40"),
        right_aligned(485, 174, "2,500000"),
        right_aligned(541, 174, "100,00"),
        (279, 181, "Taxa de Serviço"),
        right_aligned(541, 181, "8,50"),
        (279, 188, "Subtotal (R$)"),
        right_aligned(541, 188, "108,50"),
        (413, 300, "VALOR ATÉ O VENCIMENTO"),
        (452, 312, "R$ 108,50"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("Consumo", Decimal("40"), Decimal("2.500000"), Decimal("100.00")),
        ("Taxa de Serviço", None, None, Decimal("8.50")),
    ]


def test_a_qr_bill_payment_parts_amount_beside_its_currency_under_the_label() -> None:
    rows: Rows = [
        (312, 72, "Gartenbau Meier AG"),
        (312, 89, "Seestrasse 8"),
        (312, 106, "8002 Zürich"),
        (57, 314, "Rechnung"),
        (57, 344, "Rechnungsnummer 2026000417"),
        (57, 358, "Datum"),
        (170, 358, "03.02.2026"),
        (59, 553, "Total"),
        right_aligned(536, 553, "540.00"),
        (190, 735, "Währung Betrag"),
        (190, 745, "CHF"),
        (232, 745, "540.00"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.amount_due == Decimal("540.00")


def test_the_buyers_nombre_o_razon_social_row_names_the_customer() -> None:
    rows: Rows = [
        (14, 26, "COMERCIAL EL SOL"),
        (439, 26, "RUC: 3301457-6"),
        (439, 59, "Factura electrónica"),
        (439, 70, "N°: 001-001-0000088"),
        (18, 124, "Fecha y Hora de Emisión: 2026-02-11T10:00:00"),
        (302, 135, "Nombre o razón social: Agroganadera Itá SA"),
        (302, 146, "Dirección:"),
        (18, 585, "Total Operación:"),
        right_aligned(577, 585, "2.750.000"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.customer_name == "Agroganadera Itá SA"
