"""Readings found on session 40's development sets, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import Rows, fields_of, ocr_page


def _fattura_copy(iban: str) -> Rows:
    # a courtesy copy of an Italian e-invoice as OCR reads it: the summary by VAT's column
    # names run together into two cells, two exempt rows (a nature code after the 0 % rate,
    # an accessory-charges column printing 0,00), and the payment grid's IBAN under its header
    return [
        (60, 40, "Cedente/prestatore (fornitore)"), (330, 40, "Cessionario/committente (cliente)"),
        (60, 54, "Marta Ferraresi"), (330, 54, "Officina Brambilla S.r.l."),
        (60, 66, "Via dei Tigli 14"), (330, 66, "Via Emilia 220"),
        (60, 78, "40121 Bologna"), (330, 78, "41121 Modena"),
        (60, 110, "Tipologia documento"), (190, 110, "Numero documento"),
        (330, 110, "Data documento"),
        (60, 122, "TD01 Fattura"), (190, 122, "118/2026"), (330, 122, "14/03/2026"),
        (60, 150, "Descrizione"), (330, 150, "Quantità"), (400, 150, "Prezzo"),
        (500, 150, "Totale"),
        (60, 164, "Consulenza tecnica in sede"), (330, 164, "3"), (400, 164, "120,00"),
        (500, 164, "360,00"),
        (60, 178, "Imposta di bollo virtuale"), (330, 178, "1"), (400, 178, "2,00"),
        (500, 178, "2,00"),
        (60, 210, "Riepilogo IVA"),
        (60, 224, "Aliquota IVA Natura Spese accessorie"),
        (290, 224, "Totale imponibile Totale imposta"),
        (80, 238, "0,00 N2.2"), (240, 238, "0,00"), (330, 238, "360,00"), (430, 238, "0,00"),
        (80, 252, "0,00 N1"), (240, 252, "0,00"), (340, 252, "2,00"), (430, 252, "0,00"),
        (400, 276, "Totale documento"), (500, 276, "362,00 €"),
        (60, 300, "Modalità pagamento"), (200, 300, "IBAN"), (400, 300, "Importo"),
        (60, 314, "MP05 bonifico"), (200, 314, iban), (400, 314, "362,00"),
    ]  # fmt: skip


def _fields(rows: Rows) -> InvoiceFields:
    fields, _, _ = parse_invoice([ocr_page(rows)])
    return fields


def test_a_summary_whose_column_names_ocr_ran_together_is_the_tax_breakdown() -> None:
    # 'Aliquota IVA Natura Spese accessorie' as one cell over '0,00 N2.2' and '0,00': the
    # rate is the figure nearest the rate's own word; the accessory charges' 0,00 under
    # their name is no shipping charge
    fields = _fields(_fattura_copy("IT21 X030 6909 6060 0000 0123 456"))
    rows = [(r.rate, r.base, r.amount) for r in fields.tax_breakdown]
    assert rows == [
        (Decimal("0.00"), Decimal("360.00"), Decimal("0.00")),
        (Decimal("0.00"), Decimal("2.00"), Decimal("0.00")),
    ]
    assert fields.tax_rate == Decimal("0.00")
    assert fields.shipping is None
    assert fields.total == Decimal("362.00")


def test_an_iban_under_its_column_header_is_put_right_by_its_checksum() -> None:
    # '5' read as 'S' in the account under the payment grid's 'IBAN' header
    fields = _fields(_fattura_copy("IT98 N034 7934 7930 0034 7934 S79"))
    assert fields.supplier_iban == "IT98N0347934793000347934579"


def test_a_speck_ocr_set_on_a_letter_of_an_iban_is_no_part_of_it() -> None:
    # 'Ü' for the 'U' of the account: an IBAN holds no accented letter
    fields = _fields(_fattura_copy("IT06 E030 6909 6061 000Ü B012 345"))
    assert fields.supplier_iban == "IT06E03069096061000UB012345"


def test_a_letterhead_dot_ocr_ran_into_the_numbers_beside_it_parts_the_address() -> None:
    # 'Kanaalweg 7·3893 HF Ermelo': the dot between house number and postcode printed with
    # spaces, read without them; one before a house number stays a space ('Ringstraße·14')
    rows = [
        (250, 40, "Bakker Vertalingen"),
        (200, 54, "Kanaalweg 7·3893 HF Ermelo · Btw-nr. NL001234567B01"),
        (60, 90, "De Vries Logistiek B.V."), (380, 90, "Factuurnummer:"), (460, 90, "F-2026-118"),
        (60, 102, "Havenstraat 12"), (380, 102, "Factuurdatum:"), (460, 102, "12-03-2026"),
        (60, 114, "3011 AB Rotterdam"),
        (60, 150, "Omschrijving"), (400, 150, "Aantal"), (460, 150, "Prijs"), (520, 150, "Totaal"),
        (60, 164, "Vertaling contract"), (400, 164, "1"), (460, 164, "450,00"),
        (520, 164, "450,00"),
        (440, 200, "Totaal"), (520, 200, "450,00"),
    ]  # fmt: skip
    fields = _fields(rows)
    assert fields.vendor_address == "Kanaalweg 7, 3893 HF Ermelo"


def test_letters_the_detector_boxed_one_by_one_ask_for_a_quarter_turn() -> None:
    # a receipt photographed sideways whose lines the detector did not see as tall lines but
    # boxed letter by letter ('P', 'E', 'P', ...): no page read upright looks like that
    from docproc_pipeline.extract.ocr import _letters_boxed_alone

    box = (0.0, 0.0, 10.0, 10.0)
    glyphs = [
        (ch, box, 0.86, k) for k, ch in enumerate("PEPERONISALAMISTADIONKRAKAUER1119959B" * 2)
    ]
    words = [(w, box, 0.95, k) for k, w in enumerate(["PEPERONI-SALAMI", "1,11", "B"] * 20)]
    assert _letters_boxed_alone(glyphs)
    assert not _letters_boxed_alone(words)
    assert not _letters_boxed_alone(glyphs[:10])  # too few boxes to tell


def test_the_document_kinds_of_every_lexicon_make_a_numbered_title() -> None:
    # Spanish, Italian, Portuguese and Polish named no document kind: their titles with a
    # number were not known as titles
    from docproc_pipeline.extract.parse.party_text import numbered_title

    for title in ("Factura Nº 2026-118", "Fattura n. 118/26", "Fatura nº FT 118", "Faktura nr 118"):
        assert numbered_title(title), title
    assert not numbered_title("Farmacia 24 ore")


def test_a_receipts_auxiliary_document_title_names_no_vendor() -> None:
    # a photo of a Brazilian consumer receipt's items under its two-line title
    rows = [
        (100, 20, "DOCUMENTO AUXILIAR"),
        (40, 36, "DA NOTA FISCAL DE CONSUMIDOR ELETRONICA"),
        (6, 70, "ITEM COD DESC QTDE UN VL UNIT VL TOTAL"),
        (6, 90, "001 7897844391462 SACOLA"), (28, 104, "1,000 Un x"), (170, 104, "3,49"),
        (260, 104, "3,49"),
        (6, 120, "002 7891000069370 BISCOITO"), (28, 134, "2,000 Un x"), (170, 134, "4,50"),
        (260, 134, "9,00"),
    ]  # fmt: skip
    fields = _fields(rows)
    assert fields.vendor_name is None


def test_a_fee_under_a_column_named_by_a_rates_word_alone_is_the_price() -> None:
    # 'Stawka' heads the hourly fee here, not the VAT rate: 220,00 under it is no rate
    rows = [
        (50, 40, "Kancelaria Prawna Nowak sp.k."), (350, 40, "Faktura nr 25/471"),
        (50, 52, "ul. Długa 5, 00-238 Warszawa"), (350, 52, "Data faktury 07.01.2025"),
        (55, 100, "Data"), (110, 100, "Prawnik Opis czynności"), (415, 100, "Godz."),
        (456, 100, "Stawka Wartość netto"),
        (54, 116, "02.12.2024"), (113, 116, "AS"), (154, 116, "analiza umowy sprzedaży"),
        (426, 116, "2,4"), (458, 116, "220,00"), (514, 116, "528,00"),
        (54, 132, "06.12.2024"), (113, 132, "EJ"), (154, 132, "negocjacje w siedzibie klienta"),
        (425, 132, "1,5"), (458, 132, "220,00"), (514, 132, "330,00"),
        (410, 160, "Razem netto"), (495, 160, "858,00 zł"),
        (429, 172, "VAT 23%"), (503, 172, "197,34 zł"),
        (401, 184, "Wartość brutto"), (495, 184, "1 055,34 zł"),
    ]  # fmt: skip
    items = [(i.quantity, i.unit_price, i.amount) for i in _fields(rows).line_items]
    assert items == [
        (Decimal("2.4"), Decimal("220.00"), Decimal("528.00")),
        (Decimal("1.5"), Decimal("220.00"), Decimal("330.00")),
    ]


def test_a_date_the_text_layer_ran_into_its_label_is_that_labels_value() -> None:
    # label and date drawn as two runs with no space between them: 'Due date16.09.2026'
    rows = [
        (40, 40, "Lieferant GmbH"), (380, 40, "Invoice"),
        (380, 60, "Invoice number:"), (480, 60, "6063636771"),
        (380, 72, "Invoice date:"), (480, 72, "01.09.2026"),
        (40, 120, "Service date: 01.08.2026 - 31.08.2026 - Due date16.09.2026"),
        (40, 150, "Description"), (300, 150, "Quantity"), (380, 150, "Unit price"),
        (480, 150, "Net"),
        (40, 164, "Wartung"), (300, 164, "2,00"), (380, 164, "100,00"), (480, 164, "200,00"),
        (380, 190, "Total amount (gross):"), (480, 190, "238,00 €"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert str(fields.due_date) == "2026-09-16"


def test_a_spanish_price_column_before_the_quantity_column_reads_each_by_its_header() -> None:
    # 'Precio  Cantidad': the quantity stands right of the price; '1,21  3' multiplies out
    # to 3,63 either way, so only the header tells which is the count
    rows = [
        (40, 40, "Suministros Cervera S.L."), (380, 40, "Factura F-2026-118"),
        (96, 159, "Concepto"), (348, 159, "Precio"), (388, 159, "Cantidad"), (444, 159, "IVA"),
        (523, 159, "Importe"),
        (96, 175, "Paños de limpieza, caja de 500"), (349, 175, "19,23"), (411, 175, "2"),
        (443, 175, "10%"), (531, 175, "38,46"),
        (96, 194, "Cinta de embalar marrón"), (353, 194, "1,21"), (409, 194, "3"),
        (442, 194, "21%"), (537, 194, "3,63"),
        (430, 230, "Total"), (523, 230, "50,86 €"),
    ]  # fmt: skip
    items = [(i.quantity, i.unit_price, i.amount) for i in _fields(rows).line_items]
    assert items == [
        (Decimal("2"), Decimal("19.23"), Decimal("38.46")),
        (Decimal("3"), Decimal("1.21"), Decimal("3.63")),
    ]
