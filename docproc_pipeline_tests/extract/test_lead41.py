"""Readings found on session 41's development sets and lexicon audit, each on an invented page."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from docproc_pipeline.extract.parse.identifiers import repair_ocr_tax_id
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, fields_of, ocr_page


def _factura(attention: str, due: str) -> Rows:
    # a Spanish invoice: an attention line in the customer's block, the amount to pay and the
    # day it is due in one sentence under the totals
    return [
        (60, 40, "Talleres Ruiz S.L."), (60, 52, "Calle Mayor 12, 28013 Madrid"),
        (60, 64, "CIF: B12345674"),
        (380, 40, "FACTURA"), (380, 56, "Nº factura:"), (460, 56, "F-2026-044"),
        (380, 68, "Fecha:"), (460, 68, "12/03/2026"),
        (60, 100, "Cliente:"), (60, 112, "Construcciones Pardo S.A."),
        (60, 124, attention), (60, 136, "Avenida de América 5"), (60, 148, "28002 Madrid"),
        (60, 190, "Descripción"), (300, 190, "Cantidad"), (380, 190, "Precio"),
        (480, 190, "Importe"),
        (60, 204, "Revisión de maquinaria"), (300, 204, "2"), (380, 204, "150,00"),
        (480, 204, "300,00"),
        (380, 240, "Base imponible"), (480, 240, "300,00"),
        (380, 252, "IVA 21%"), (480, 252, "63,00"),
        (380, 264, "Total"), (480, 264, "363,00"),
        (60, 290, due),
    ]  # fmt: skip


def _fattura(due: str) -> Rows:
    return [
        (60, 40, "Officina Brambilla S.r.l."), (60, 52, "Via Emilia 220, 41121 Modena"),
        (60, 64, "P.IVA IT01234567897"),
        (380, 40, "FATTURA"), (380, 56, "Numero:"), (460, 56, "118/2026"),
        (380, 68, "Data:"), (460, 68, "14/03/2026"),
        (60, 100, "Spett.le"), (60, 112, "Rossi Costruzioni S.p.A."),
        (60, 124, "Alla c.a. Sig. Mario Bianchi"),
        (60, 136, "Via Roma 1"), (60, 148, "20121 Milano"),
        (60, 190, "Descrizione"), (300, 190, "Quantità"), (380, 190, "Prezzo unitario"),
        (480, 190, "Importo"),
        (60, 204, "Consulenza tecnica"), (300, 204, "3"), (380, 204, "120,00"),
        (480, 204, "360,00"),
        (380, 240, "Imponibile"), (480, 240, "360,00"),
        (380, 252, "IVA 22%"), (480, 252, "79,20"),
        (380, 264, "Totale"), (480, 264, "439,20"),
        (60, 290, due),
    ]  # fmt: skip


def _fatura(attention: str, due: str) -> Rows:
    return [
        (60, 40, "Oficina Silva Lda."), (60, 52, "Rua Augusta 100, 1100-053 Lisboa"),
        (60, 64, "NIF: PT509999990"),
        (380, 40, "FATURA"), (380, 56, "Fatura n.º:"), (460, 56, "FT 2026/77"),
        (380, 68, "Data:"), (460, 68, "12/03/2026"),
        (60, 100, "Cliente:"), (60, 112, "Construções Costa S.A."),
        (60, 124, attention), (60, 136, "Avenida da Liberdade 5"), (60, 148, "1250-096 Lisboa"),
        (60, 190, "Descrição"), (300, 190, "Qtd."), (380, 190, "Preço"), (480, 190, "Valor"),
        (60, 204, "Revisão de equipamento"), (300, 204, "2"), (380, 204, "150,00"),
        (480, 204, "300,00"),
        (380, 240, "Subtotal"), (480, 240, "300,00"),
        (380, 252, "IVA 23%"), (480, 252, "69,00"),
        (380, 264, "Total"), (480, 264, "369,00"),
        (60, 290, due),
    ]  # fmt: skip


def _faktura(due: str) -> Rows:
    return [
        (60, 40, "Sprzedawca:"), (60, 52, "Usługi Nowak Sp. z o.o."),
        (60, 64, "ul. Długa 5, 00-238 Warszawa"), (60, 76, "NIP: 5260250274"),
        (330, 40, "Nabywca:"), (330, 52, "Kowalski i Syn S.A."),
        (330, 64, "ul. Polna 3, 30-001 Kraków"), (330, 76, "NIP: 6762481279"),
        (60, 100, "Faktura VAT nr FV/12/2026"), (60, 112, "Data wystawienia: 12.03.2026"),
        (60, 150, "Nazwa"), (300, 150, "Ilość"), (380, 150, "Cena netto"),
        (480, 150, "Wartość netto"),
        (60, 164, "Przegląd techniczny"), (300, 164, "2"), (380, 164, "150,00"),
        (480, 164, "300,00"),
        (380, 200, "Razem netto"), (480, 200, "300,00"),
        (380, 212, "VAT 23%"), (480, 212, "69,00"),
        (380, 224, "Razem brutto"), (480, 224, "369,00"),
        (60, 250, due),
    ]  # fmt: skip


def test_a_spanish_attention_line_is_no_part_of_the_customers_address() -> None:
    fields = fields_of(_factura("A la atención de: Lucía Gómez", "Forma de pago: transferencia"))
    assert fields.customer_name == "Construcciones Pardo S.A."
    assert fields.customer_address == "Avenida de América 5, 28002 Madrid"


def test_an_italian_attention_line_is_no_part_of_the_customers_address() -> None:
    fields = fields_of(_fattura("Modalità di pagamento: bonifico"))
    assert fields.customer_name == "Rossi Costruzioni S.p.A."
    assert fields.customer_address == "Via Roma 1, 20121 Milano"


def test_a_portuguese_attention_line_is_no_part_of_the_customers_address() -> None:
    fields = fields_of(_fatura("Ao cuidado de: Ana Reis", "Pagamento por transferência"))
    assert fields.customer_name == "Construções Costa S.A."
    assert fields.customer_address == "Avenida da Liberdade 5, 1250-096 Lisboa"


@pytest.mark.parametrize(
    ("rows", "total"),
    [
        (_factura("Att.: Lucía Gómez", "Importe a pagar el 30/04/2026: 363,00 €"), "363.00"),
        (_fattura("Totale da pagare il 30/04/2026 € 439,20"), "439.20"),
        (_fatura("A/C Sr. João Costa", "Total a pagar em 30/04/2026 369,00 €"), "369.00"),
        (_faktura("Do zapłaty dnia 30.04.2026 369,00 PLN"), "369.00"),
    ],
    ids=["es", "it", "pt", "pl"],
)
def test_the_day_an_amount_due_is_to_be_paid_is_the_due_date(rows: Rows, total: str) -> None:
    # the word before the date in each language ('el', 'il', 'em', 'dnia'), as 'due ON 3 May'
    fields = fields_of(rows)
    assert fields.due_date == date(2026, 4, 30)
    assert fields.amount_due == Decimal(total)


def test_an_items_code_in_the_description_column_leaves_the_name_in_the_column_before() -> None:
    # 'ARTÍCULO | DESCRIPCIÓN': the article column prints the course's name, the description
    # column only its SKU
    rows: Rows = [
        (340, 40, "Cursos Online S.L."), (340, 52, "Calle Luna 3, 28004 Madrid"),
        (180, 40, "FACTURA"), (180, 56, "2025-0815"),
        (180, 70, "Fecha de Emisión 15/08/2025"),
        (40, 100, "Cliente"), (40, 112, "Marta Ruiz Soler"), (40, 124, "Calle Sol 8"),
        (40, 136, "41001 Sevilla"),
        (40, 180, "ARTÍCULO"), (213, 180, "DESCRIPCIÓN"), (340, 180, "CANTIDAD"),
        (405, 180, "PRECIO"), (515, 180, "TOTAL"),
        (40, 200, "Fotografía digital"), (213, 200, "SKU: 8507180810468"), (340, 200, "2"),
        (405, 200, "45,00"), (515, 200, "90,00"),
        (40, 214, "Edición de vídeo"), (213, 214, "SKU: 8507180810475"), (340, 214, "1"),
        (405, 214, "60,00"), (515, 214, "60,00"),
        (340, 240, "TOTAL"), (515, 240, "150,00 €"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert [i.description for i in fields.line_items] == [
        "Fotografía digital",
        "Edición de vídeo",
    ]
    assert [i.amount for i in fields.line_items] == [Decimal("90.00"), Decimal("60.00")]


def test_an_items_name_in_two_lines_around_its_code_row_is_its_description() -> None:
    # the row prints its position, its article code and its figures; the name is a cell of
    # two lines centred on the row in the name column before the code's
    rows: Rows = [
        (38, 50, "FAKTURA VAT"),
        (38, 90, "Data wystawienia:"), (153, 90, "12.05.23"), (400, 90, "Sprzedawca:"),
        (400, 102, "Sklep Rowerowy Sp. z o.o."), (400, 114, "ul. Długa 5, 00-238 Warszawa"),
        (400, 126, "NIP: 5260250274"),
        (38, 104, "Faktura VAT:"), (153, 104, "FV 12/05/2023"),
        (38, 160, "NABYWCA"), (38, 172, "Anna Nowak"), (38, 184, "ul. Polna 3"),
        (38, 196, "30-001 Kraków"),
        (23, 250, "lp."), (86, 250, "Nazwa artykułu"), (243, 250, "Kod"), (283, 250, "Ilość"),
        (396, 250, "Cena"), (530, 250, "Wartość"),
        (49, 275, "Skarpetki do biegania"),
        (25, 283, "1"), (225, 283, "1779336"), (296, 283, "1"), (396, 283, "19.99"),
        (549, 283, "19.99"),
        (49, 291, "3 pary"),
        (49, 313, "Smar do łańcucha"),
        (25, 321, "2"), (225, 321, "4583064"), (296, 321, "1"), (396, 321, "29.99"),
        (549, 321, "29.99"),
        (49, 329, "na każdą pogodę"),
        (305, 370, "Razem:"), (549, 370, "49.98"),
        (38, 400, "Do zapłaty: 49.98 zł"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert [i.description for i in fields.line_items] == [
        "Skarpetki do biegania 3 pary",
        "Smar do łańcucha na każdą pogodę",
    ]
    assert [i.amount for i in fields.line_items] == [Decimal("19.99"), Decimal("29.99")]


def test_a_till_receipts_items_with_flag_cells_returns_and_a_deeper_subtotal() -> None:
    # a till's list: a VAT code digit after each amount (after its minus on a discount or a
    # return: '0.40- 1'), an offer's flag in a column of its own before a weighed good's name
    # ('AZI | Pere Williams' over its 'Q x P' line), the subtotal printed deeper in than the
    # items and a coupon after it, which is no item
    rows: Rows = [
        (150, 60, "SUPERMERCATO LAGO"), (120, 80, "Via Nassa 5, 6900 Lugano"), (365, 120, "CHF"),
        (82, 140, "Acqua minerale 1.5l"), (355, 140, "0.60"), (419, 140, "1"),
        (82, 160, "Pane integrale"), (355, 160, "2.40"), (419, 160, "1"),
        (23, 180, "AZI"), (81, 180, "Pere Williams"),
        (82, 200, "0.820 x 3.90"), (355, 200, "3.20"), (419, 200, "1"),
        (110, 220, "AZIONE"), (356, 220, "0.40- 1"),
        (82, 240, "Yogurt bianco 500g"), (354, 240, "1.80"), (420, 240, "1"),
        (82, 260, "Yogurt bianco 500g"), (354, 260, "1.80- 1"),
        (111, 280, "CUM 5x Punti"),
        (110, 310, "SUBTOTALE"), (345, 310, "5.80"),
        (81, 330, "BUONO SCONTO 2.-"), (357, 330, "2.00- 9"),
        (26, 360, "TOTALE"), (339, 360, "3.80"),
        (21, 380, "CARTA DI DEBITO"), (344, 380, "3.80"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [(i.description, i.amount) for i in fields.line_items] == [
        ("Acqua minerale 1.5l", Decimal("0.60")),
        ("Pane integrale", Decimal("2.40")),
        ("Pere Williams", Decimal("3.20")),
        ("AZIONE", Decimal("-0.40")),
        ("Yogurt bianco 500g", Decimal("1.80")),
        ("Yogurt bianco 500g", Decimal("-1.80")),
    ]
    assert fields.line_items[2].quantity == Decimal("0.82")
    assert fields.line_items[2].unit_price == Decimal("3.90")


def test_a_vat_ids_country_letters_ocr_read_as_a_digit_are_put_right_by_its_check() -> None:
    # 'G8980780684': the B of GB read as an 8; no scheme knows 'G8', GB's check passes
    rows: Rows = [
        (60, 40, "Harbour Joinery Ltd"), (60, 54, "12 Quay Street, Bristol BS1 4DJ"),
        (60, 68, "VAT No: G8980780684"),
        (380, 40, "INVOICE"), (380, 56, "Invoice No:"), (460, 56, "HJ-2231"),
        (380, 68, "Date:"), (460, 68, "12/03/2026"),
        (60, 100, "Bill to:"), (60, 112, "Kestrel Cafe"), (60, 124, "4 Mill Lane, Bath BA1 1AA"),
        (60, 160, "Description"), (300, 160, "Qty"), (380, 160, "Price"), (480, 160, "Amount"),
        (60, 174, "Oak shelving"), (300, 174, "2"), (380, 174, "150.00"), (480, 174, "300.00"),
        (380, 200, "Subtotal"), (480, 200, "300.00"), (380, 212, "VAT 20%"), (480, 212, "60.00"),
        (380, 224, "Total"), (480, 224, "£360.00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert fields.vendor_tax_id == "GB980780684"


def test_an_id_no_scheme_knows_is_not_changed_past_its_first_two_characters() -> None:
    assert repair_ocr_tax_id("G8980780684") == "GB980780684"
    assert repair_ocr_tax_id("80123456789") is None  # no country's letters in any reading
    assert repair_ocr_tax_id("GB980780684") is None  # valid as read


def test_the_block_the_legal_footer_names_is_the_vendors_though_the_other_stands_higher() -> None:
    # two unlabelled blocks: the recipient's higher on the right, the issuer's on the left;
    # the footer's line of parts opens with the issuer's name
    rows: Rows = [
        (304, 40, "Janssens Bouw NV"), (304, 53, "Kerkstraat 4"), (304, 66, "2870 Puurs"),
        (40, 72, "Dewitte"), (40, 85, "Molenstraat 428"), (40, 98, "8000 Brugge"),
        (40, 128, "Facture FV-2025-0412"),
        (40, 162, "Date de facture"), (145, 162, "À payer avant le"),
        (40, 177, "14/06/2025"), (145, 177, "14/07/2025"),
        (40, 206, "Description"), (340, 206, "Qté"), (380, 206, "P.U. HT"), (522, 206, "Total HT"),
        (40, 224, "Tube cuivre"), (340, 224, "25"), (380, 224, "27,00"), (522, 224, "675,00"),
        (468, 260, "Total HT"), (522, 260, "675,00"),
        (468, 276, "TVA 21%"), (522, 276, "141,75"),
        (434, 292, "Net à payer"), (522, 292, "816,75 €"),
        (40, 792, "Dewitte · Molenstraat 428 · 8000 Brugge"),
        (202, 792, "IBAN: BE86 3273 1705 7250"), (363, 792, "N° d'entreprise: BE0311330408"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.vendor_name == "Dewitte"
    assert fields.vendor_address == "Molenstraat 428, 8000 Brugge"
    assert fields.customer_name == "Janssens Bouw NV"
    assert fields.customer_address == "Kerkstraat 4, 2870 Puurs"
