"""Readings found on session 44's development sets, each on an invented page."""

from __future__ import annotations

import re
from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, fields_of, item_rows, ocr_page


def _simplified_invoice() -> Rows:
    # a supermarket's simplified invoice: the count of each item in a column without a header
    # left of "Descripción", a price only where more than one was bought, weighed goods on
    # two lines (the count and name, then weight, price per kilo and amount)
    return [
        (40, 40, "SUPERMERCADOS EJEMPLO, S.A. A-28164754"),
        (40, 52, "C/ MAYOR 12"), (40, 64, "28013 MADRID"),
        (40, 88, "FACTURA SIMPLIFICADA: 2201-007-123456"),
        (40, 100, "14/02/2026 18:20"),
        (82, 130, "Descripción"), (404, 130, "P. Unit"), (510, 130, "Importe"),
        (40, 146, "1"), (82, 146, "PAN INTEGRAL"), (540, 146, "1,35"),
        (40, 158, "2"), (82, 158, "LECHE SEMI"), (426, 158, "0,89"), (540, 158, "1,78"),
        (40, 170, "1"), (82, 170, "ACEITE OLIVA"), (540, 170, "6,95"),
        (40, 182, "1"), (82, 182, "MANZANA GOLDEN"),
        (40, 194, "1,250 kg"), (404, 194, "1,99 €/kg"), (540, 194, "2,49"),
        (40, 206, "1"), (82, 206, "PERA CONFERENCIA"),
        (40, 218, "0,800 kg"), (404, 218, "2,25 €/kg"), (540, 218, "1,80"),
        (40, 240, "TOTAL (€)"), (540, 240, "14,37"),
    ]  # fmt: skip


def test_counts_left_of_the_description_column_are_the_quantities() -> None:
    fields = fields_of(_simplified_invoice())
    assert [(i.description, i.quantity, i.unit_price) for i in fields.line_items[:3]] == [
        ("PAN INTEGRAL", Decimal(1), None),
        ("LECHE SEMI", Decimal(2), Decimal("0.89")),
        ("ACEITE OLIVA", Decimal(1), None),
    ]


def test_a_weighed_goods_count_and_name_over_its_figures_name_it() -> None:
    fields = fields_of(_simplified_invoice())
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items[3:]] == [
        ("MANZANA GOLDEN", Decimal("1.25"), Decimal("2.49")),
        ("PERA CONFERENCIA", Decimal("0.8"), Decimal("1.80")),
    ]


def test_numbered_rows_left_of_the_description_are_positions_not_counts() -> None:
    rows: Rows = [
        (40, 40, "Ejemplo Servicios S.L."), (400, 40, "Factura: F-2026-031"),
        (82, 130, "Descripción"), (510, 130, "Importe"),
        (40, 146, "1"), (82, 146, "Mantenimiento web"), (540, 146, "120,00"),
        (40, 158, "2"), (82, 158, "Alojamiento anual"), (540, 158, "80,00"),
        (40, 170, "3"), (82, 170, "Dominio"), (540, 170, "15,00"),
        (400, 200, "TOTAL"), (540, 200, "215,00"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert [(i.description, i.quantity) for i in fields.line_items] == [
        ("Mantenimiento web", None),
        ("Alojamiento anual", None),
        ("Dominio", None),
    ]


def _polish_receipt() -> Rows:
    # a Polish till receipt photographed: rows of name and "count ×price amount+category",
    # one whose count OCR lost ("x8,99"), its pack size closing the name; the taxable sales
    # per category under the items; the receipt's number after a label far below
    return [
        (120, 20, "Sklep Przykładowy"), (100, 40, "ul. Polna 5, 00-001 Warszawa"),
        (100, 60, "NIP 525-000-01-04"),
        (100, 80, "2026-02-27 13:32"), (130, 100, "PARAGON FISKALNY"),
        (40, 120, "ChlebZytni-500g"), (235, 120, "1 ×3,49 3,49A"),
        (40, 134, "Jaja kl L 10 szt"), (248, 134, "x9,99 9,99C"),
        (40, 148, "Masło 200g"), (235, 148, "1 ×7,49 7,49C"),
        (40, 170, "SPRZEDAZ OPODATKOWANA A"), (279, 170, "3,49"),
        (40, 184, "PTU A 23,00 %"), (279, 184, "0,65"),
        (40, 198, "SPRZEDAZ OPODATKOWANA C"), (273, 198, "17,48"),
        (40, 212, "PTU C 5,00 %"), (279, 212, "0,83"),
        (40, 226, "SUMA PTU"), (279, 226, "1,48"),
        (40, 240, "SUMA PLN"), (273, 240, "20,97"),
        (40, 270, "Nr transakcji:"), (250, 270, "4711"),
    ]  # fmt: skip


def test_a_pack_size_closing_the_name_is_no_count_when_the_price_is_the_amount() -> None:
    fields, _, _ = parse_invoice([ocr_page(_polish_receipt())])
    assert item_rows(fields)[1][0] == "Jaja kl L 10 szt"
    assert fields.line_items[1].quantity == Decimal(1)


def test_taxable_sales_under_the_items_are_no_item_and_no_item_is_the_number() -> None:
    fields, _, _ = parse_invoice([ocr_page(_polish_receipt())])
    assert [i.amount for i in fields.line_items] == [
        Decimal("3.49"),
        Decimal("9.99"),
        Decimal("7.49"),
    ]
    # no item's figure is the number: the receipt's transaction number is
    assert fields.invoice_number == "4711"


def _alnum(value: str | None) -> str:
    return re.sub(r"\W", "", value or "")


def test_a_vat_id_closing_the_companys_line_and_an_irish_one_alone_are_read() -> None:
    swiss: Rows = [
        (60, 20, "mustermarkt"), (60, 60, "Zürich Altstadt"),
        (30, 100, "Artikel"), (200, 100, "Menge Preis Total"),
        (30, 116, "Brot hell"), (200, 116, "1 3.20 3.20"),
        (30, 140, "TOTAL CHF"), (230, 140, "3.20"),
        (30, 180, "MUSTERMARKT GENOSSENSCHAFT, CHE-116.281.710 MWST"),
    ]  # fmt: skip
    assert _alnum(fields_of(swiss, source="ocr").vendor_tax_id) == "CHE116281710MWST"
    irish: Rows = [
        (60, 20, "Kwik Grocer"), (60, 40, "Galway, Salthill"), (60, 52, "IE6433435F"),
        (30, 100, "Apples"), (230, 100, "2.10"),
        (30, 112, "Milk"), (230, 112, "1.05"),
        (30, 140, "TOTAL"), (230, 140, "3.15"),
    ]  # fmt: skip
    assert fields_of(irish, source="ocr").vendor_tax_id == "IE6433435F"


def test_a_till_stamps_date_with_four_counters_after_its_time() -> None:
    rows: Rows = [
        (60, 20, "Bäckerei Muster"), (60, 32, "Hauptgasse 3, 4051 Basel"),
        (30, 60, "Gipfeli"), (230, 60, "2.40"),
        (30, 80, "TOTAL CHF"), (230, 80, "2.40"),
        (30, 120, "07.03.26 15:48 07263 00007007 007 0001795"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert str(fields.invoice_date) == "2026-03-07"


def _scan_under_title(cells: Rows) -> Rows:
    # a scan whose number label was lost: the one id in a cell of its own under the title is
    # its number; `cells` are printed twice between the title and the items
    return [
        (40, 30, "Cooperativa Eléctrica Ejemplo Ltda."), (380, 30, "FACTURA"),
        (380, 44, "A-0091-00240764"),
        *cells,
        (40, 140, "Descripción"), (300, 140, "Cantidad"), (420, 140, "Importe"),
        (40, 156, "Cargo fijo"), (300, 156, "1"), (420, 156, "158,24"),
        (300, 200, "TOTAL"), (420, 200, "158,24"),
    ]  # fmt: skip


def test_a_figure_or_a_postcode_printed_twice_under_the_title_is_no_number() -> None:
    figure: Rows = [
        (40, 80, "Consumo kWh"), (200, 80, "2.192"),
        (40, 92, "Período anterior"), (200, 92, "2.192"),
    ]  # fmt: skip
    postcode: Rows = [
        (40, 60, "Suministro"), (200, 60, "SANTA ROSA"), (300, 60, "6300"),
        (40, 80, "Ubicación"), (200, 80, "6300"), (240, 80, "SANTA ROSA"),
    ]  # fmt: skip
    for cells in (figure, postcode):
        fields, _, _ = parse_invoice([ocr_page(_scan_under_title(cells))])
        assert fields.invoice_number == "A-0091-00240764"


def test_a_whole_payable_over_its_currency_is_the_total() -> None:
    # a freelancer's invoice: the payable printed large without cents, the euro sign under it
    rows: Rows = [
        (40, 40, "FACTURE"), (420, 40, "N° FAC-2026-014"),
        (420, 52, "Date 12/02/2026"),
        (40, 100, "ÉMETTEUR"), (300, 100, "DESTINATAIRE"),
        (40, 112, "CLAIRE MARTIN"), (300, 112, "ATELIER DUVAL SAS"),
        (40, 124, "4 RUE DES LILAS"), (300, 124, "SAS au capital de 8 000,00 €"),
        (40, 136, "69003 LYON"), (300, 136, "12 QUAI SAINT-VINCENT"),
        (300, 148, "69001 LYON"),
        (40, 200, "Désignation"), (480, 200, "Montant HT"),
        (40, 216, "Refonte du site vitrine"),
        (376, 300, "TOTAL NET À PAYER"), (494, 302, "2 350"), (510, 318, "€"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.total == Decimal("2350.00")
    assert fields.invoice_number == "FAC-2026-014"


def test_a_town_a_country_and_a_grids_values_are_no_issuers_name() -> None:
    # an export invoice whose issuer prints its name only in its logo: the addressee's town
    # beside its postcode, its country, and the values under a grid's labels name no issuer
    rows: Rows = [
        (300, 40, "Spett.le / Messrs"), (380, 40, "HOTEL DU PORT"),
        (374, 52, "4 QUAI DES PECHEURS"),
        (374, 86, "83990"), (417, 86, "SAINT-TROPEZ"),
        (374, 98, "FRANCIA"),
        (40, 170, "FATTURA / INVOICE"),
        (40, 187, "Cod. Cli."), (100, 187, "Partita IVA Cliente"), (220, 187, "Agente"),
        (300, 187, "Valuta"), (360, 187, "Numero doc."), (440, 187, "Data doc."),
        (40, 201, "13.899"), (100, 201, "FR 40303265045"), (220, 201, "175 ANNE JULIEN"),
        (300, 201, "EURO"), (360, 201, "1355/00"), (440, 201, "26/08/2025"),
        (40, 260, "Descrizione"), (300, 260, "Quantità"), (380, 260, "Prezzo"),
        (460, 260, "Importo"),
        (40, 276, "SECCHIELLO GHIACCIO"), (300, 276, "10"), (380, 276, "7,92"),
        (460, 276, "79,20"),
        (380, 320, "TOTALE"), (460, 320, "79,20"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.vendor_name is None


def test_a_name_cells_label_with_its_alternative_after_a_slash_is_no_name() -> None:
    # a Brazilian invoice's recipient box: a label cell (its alternative after a slash) over
    # the name, no address cell
    rows: Rows = [
        (4, 40, "Papelaria Exemplo Ltda"), (300, 40, "FATURA Nº 4512"),
        (4, 52, "Rua das Flores, 120"),
        (4, 196, "DESTINATÁRIO"),
        (4, 206, "NOME / RAZÃO SOCIAL"), (361, 206, "CNPJ / CPF"),
        (4, 216, "Mercado Boa Vista Ltda"), (361, 216, "11.222.333/0001-81"),
        (10, 300, "DESCRIÇÃO"), (300, 300, "QUANT."), (360, 300, "V. UNIT."),
        (440, 300, "V. TOTAL"),
        (10, 312, "Caderno espiral"), (300, 312, "10"), (360, 312, "12,50"), (440, 312, "125,00"),
        (300, 360, "VALOR TOTAL DA NOTA"), (440, 360, "125,00"),
    ]  # fmt: skip
    assert fields_of(rows).customer_name == "Mercado Boa Vista Ltda"


def test_a_legal_form_wrapped_under_a_labelled_name_belongs_to_it() -> None:
    # an electronic tax document's issuer and recipient columns, the recipient's legal form
    # wrapped onto the line under its name
    rows: Rows = [
        (35, 60, "COMPROBANTE DE CRÉDITO FISCAL"), (318, 60, "Número de control: DTE-03-0001"),
        (35, 157, "EMISOR"), (318, 157, "RECEPTOR"),
        (35, 173, "Nombre o razón social: TRANSPORTES EJEMPLO S.A."),
        (318, 173, "Nombre o razón social: FERRETERIA LA PAZ, S.A."),
        (35, 185, "NIT: 06141802061026"), (420, 185, "DE C.V."),
        (35, 197, "Dirección: Calle Arce 12, San Salvador"),
        (318, 197, "Dirección: Blv. Los Héroes 8, San Salvador"),
        (35, 260, "Descripción"), (300, 260, "Cantidad"), (380, 260, "Precio"),
        (460, 260, "Total"),
        (35, 276, "Flete local"), (300, 276, "1"), (380, 276, "120.00"), (460, 276, "120.00"),
        (380, 320, "Total a pagar"), (460, 320, "120.00"),
    ]  # fmt: skip
    assert fields_of(rows).customer_name == "FERRETERIA LA PAZ, S.A. DE C.V."


def test_a_vat_id_whose_country_letter_ocr_read_as_a_digit_is_never_sure() -> None:
    # a phone photo of a British invoice: "GB" read "G8", its check digits failing either way
    rows: Rows = [
        (40, 30, "Handy Repairs Ltd"), (400, 30, "INVOICE"),
        (40, 44, "12 Mill Lane, London E1 6AN"), (400, 44, "Invoice No: 2041"),
        (40, 58, "VAT No: G8123456789"),
        (40, 120, "Description"), (300, 120, "Qty"), (360, 120, "Price"), (440, 120, "Amount"),
        (40, 136, "Boiler service"), (300, 136, "1"), (360, 136, "80.00"), (440, 136, "80.00"),
        (360, 180, "TOTAL"), (440, 180, "80.00"),
    ]  # fmt: skip
    fields, conf, _ = parse_invoice([ocr_page(rows)])
    assert fields.vendor_tax_id == "G8123456789"
    assert conf["vendor_tax_id"] < 0.9


def test_an_indian_party_row_names_the_buyer_also_with_its_colon_set_apart() -> None:
    # a scanned GST tax invoice: OCR set the label's colon apart from "Party"
    rows: Rows = [
        (200, 100, "Invoice No. GT-4471"), (420, 100, "Dated 27-Feb-2026"),
        (200, 118, "KAVERI TYRES"), (200, 128, "STATION ROAD, SANGLI"),
        (200, 148, "GSTIN/UIN: 27AAEPH8682F1ZI"),
        (260, 194, "Tax Invoice"),
        (224, 218, "Party"), (247, 218, ": NORTHWIND LOGISTICS PVT LTD"),
        (224, 229, "9890897646"),
        (224, 257, "GSTIN/UIN : 27AAFCA0924K1ZR"),
        (40, 282, "SI"), (60, 282, "Description of Goods"), (300, 282, "Quantity"),
        (380, 282, "Rate"), (460, 282, "Amount"),
        (40, 303, "1"), (60, 303, "TYRE 165/80 R14"), (300, 303, "1"), (380, 303, "2,287.50"),
        (460, 303, "2,287.50"),
        (380, 452, "Total"), (460, 452, "2,287.50"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert fields.customer_name == "NORTHWIND LOGISTICS PVT LTD"


def test_name_and_address_rows_without_a_heading_are_the_customers() -> None:
    # an electronic tax document: the issuer's letterhead, then the buyer's rows, unheaded
    rows: Rows = [
        (40, 19, "NAVIERA EJEMPLO EL SALVADOR, S.A. de C.V."),
        (40, 31, "Calle Arce #17, San Salvador"),
        (40, 43, "NIT.: 0614-040107-101-4"),
        (330, 19, "COMPROBANTE DE CRÉDITO FISCAL"),
        (330, 31, "Número de control: DTE-03-M001P001-000000000015477"),
        (40, 188, "NOMBRE:"), (120, 188, "ADUANAS DEL PACIFICO, S.A. DE C.V."),
        (400, 188, "FECHA:"), (450, 188, "21-Sep-2025"),
        (40, 206, "DIRECCION:"), (120, 206, "9A CALLE PONIENTE #46, SAN SALVADOR"),
        (40, 310, "CANTIDAD"), (120, 310, "DESCRIPCIÓN"), (380, 310, "PRECIO"),
        (460, 310, "TOTAL"),
        (40, 338, "1"), (120, 338, "HANDLING CHARGE"), (380, 338, "75.00"), (460, 338, "75.00"),
        (380, 400, "TOTAL A PAGAR"), (460, 400, "75.00"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.customer_name == "ADUANAS DEL PACIFICO, S.A. DE C.V."
    assert fields.customer_address == "9A CALLE PONIENTE #46, SAN SALVADOR"
