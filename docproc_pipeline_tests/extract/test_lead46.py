"""Session 46: rules found on real invoices the parser had not seen (Spanish utility bills and
their kind), each tried here on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract import pdf_text
from docproc_pipeline.extract.parse.meta import id_value
from docproc_pipeline.invoice import TaxRow
from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _pdf(content: bytes) -> bytes:
    """A one-page PDF drawing `content` (a content stream) in Helvetica, written by hand so a
    string may hold any byte."""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
        b"/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return out


def test_a_control_character_of_a_barcode_font_leaves_every_later_word_where_it_is() -> None:
    # PDFium's text of the page leaves out a control character (a barcode font's bar mapped to
    # U+0003): each later character would take its neighbour's box, the first letter of every
    # line flying off to the end of the line before
    data = _pdf(
        b"BT /F1 10 Tf 60 780 Td (A\\003\\003Z) Tj ET "
        b"BT /F1 10 Tf 60 700 Td (Invoice number: FE2639) Tj ET "
        b"BT /F1 10 Tf 60 680 Td (Date: 05/02/2026) Tj ET"
    )
    page = pdf_text.read_pdf(data, max_pages=1).pages[0]
    words = {w.text: round(w.x0) for w in page.words}
    assert words["Invoice"] == 60
    assert words["Date:"] == 60
    assert "number:" in words and "FE2639" in words


def _gas_bill() -> Rows:
    # a utility bill: the letterhead's one line a name and a slogan, the calculation of each
    # charge in a column of its own, the tax row the base times the rate, and the legal footer a
    # sentence naming the company and its registered office, its tax id with a space
    return [
        (60, 30, "Gasista Ejemplo, S.A.U. - Tu energía"),
        (311, 127, "TALLERES NORTE, S.L"), (311, 137, "CALLE MAYOR 12"), (311, 147, "36500 Lalín"),
        (74, 174, "N.º de factura: FE26390005131979"), (74, 185, "Fecha de emisión: 05/02/2026"),
        (166, 281, "Concepto"), (405, 281, "Cálculo"), (543, 281, "Importe"),
        (165, 308, "Consumo gas"), (322, 308, "5.646 kWh"), (379, 308, "x 0,077434 €/kWh"),
        (533, 308, "437,19 €"),
        (165, 326, "Término fijo"), (322, 326, "62 días"), (379, 326, "x 0,300815 €/día"),
        (539, 326, "18,65 €"),
        (165, 344, "Total gas"), (533, 344, "455,84 €"),
        (168, 371, "Total base imponible"), (534, 371, "455,84 €"),
        (168, 386, "IVA (21%)"), (321, 386, "455,84 €"), (379, 386, "x 21%"), (540, 386, "95,73 €"),
        (168, 401, "Total a pagar"), (519, 401, "551,57 €"),
        (61, 800, "Gasista Ejemplo, S. A. U. Domicilio Social: Calle Falsa, 38, 28028 Madrid. "
         "Inscrita en el Registro Mercantil de Madrid, Tomo 1, Folio 66"),
        (61, 810, "M-753327, Inscripción 1a. NIF B 12345674"),
    ]  # fmt: skip


def test_a_tax_row_of_the_base_times_the_rate_gives_base_and_tax() -> None:
    f = fields_of(_gas_bill())
    assert f.tax_breakdown == [
        TaxRow(rate=Decimal("21.00"), base=Decimal("455.84"), amount=Decimal("95.73"))
    ]
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("455.84"),
        Decimal("95.73"),
        Decimal("551.57"),
    )


def test_a_footer_sentence_names_the_company_and_its_registered_office() -> None:
    f = fields_of(_gas_bill())
    # spelled as the letterhead's line prints it, not with the footer's spaced-out legal form
    assert f.vendor_name == "Gasista Ejemplo, S.A.U."
    assert f.vendor_address == "Calle Falsa, 38, 28028 Madrid"
    assert f.customer_name == "TALLERES NORTE, S.L"


def test_a_spanish_tax_ids_letter_a_space_apart_from_its_digits() -> None:
    assert fields_of(_gas_bill()).vendor_tax_id == "B12345674"


def _power_bill() -> Rows:
    # an electricity bill's detail: only "Concepto" and "Importe" headed, the calculation of
    # each charge in cells of their own left of the centred header, a tax's name beside it
    return [
        (60, 30, "Eléctrica Ejemplo, S.L."), (60, 42, "Calle Mayor 1, 46007 Valencia"),
        (49, 131, "Nº FACTURA"), (137, 131, ": 25/030840"),
        (49, 143, "FECHA FACTURA"), (136, 143, ": 9 de diciembre de 2025"),
        (161, 340, "Concepto"), (518, 340, "Importe"),
        (58, 352, "Término de Potencia"),
        (58, 364, "P1"), (86, 364, "33,000 KW x"), (158, 364, "30 Días x"), (216, 364, "0,073037 €"),
        (526, 364, "72,31 €"),
        (58, 375, "P2"), (86, 375, "33,000 KW x"), (158, 375, "30 Días x"), (216, 375, "0,047265 €"),
        (526, 375, "46,79 €"),
        (58, 432, "Término de Energía"),
        (58, 443, "P2"), (91, 443, "1.368 kWh x"), (158, 443, "0,145236 €/kWh"), (521, 443, "198,68 €"),
        (58, 625, "Impuesto Electricidad"), (168, 625, "5,11269632 % sobre 317,78 €"), (526, 625, "16,25 €"),
        (286, 660, "Base Imponible"), (358, 660, "% I.V.A."), (413, 660, "Impuestos"),
        (491, 660, "TOTAL FACTURA"),
        (313, 681, "333,98 €"), (357, 681, "21,00 %"), (432, 681, "70,14 €"), (524, 681, "404,12 €"),
    ]  # fmt: skip


def test_a_charges_calculation_left_of_a_centred_header_is_its_description() -> None:
    assert [i.description for i in fields_of(_power_bill()).line_items] == [
        "P1 33,000 KW x 30 Días x 0,073037 €",
        "P2 33,000 KW x 30 Días x 0,047265 €",
        "P2 1.368 kWh x 0,145236 €/kWh",
        "Impuesto Electricidad 5,11269632 % sobre 317,78 €",
    ]


def _peruvian_invoice() -> Rows:
    # a Peruvian electronic invoice: the description's cell starts left of its centred header,
    # a discount column of zeros beside the prices; the terms after "Condición de Pago", the
    # totals column's "DSCTOS. TOTALES"
    return [
        (130, 21, "TRANSPORTES EJEMPLO S.A.C."), (431, 29, "RUC: 20612598208"),
        (130, 33, "JR. LOS PINOS 1267 URB. ZARATE"), (425, 71, "Nro. F001-00000096"),
        (33, 104, "Cliente:"), (79, 104, "CARGA SUR S.A.C."),
        (353, 123, "Condición de Pago:"), (470, 123, "CREDITO 15 DIAS"),
        (47, 174, "Fecha de Emisión:"), (58, 186, "02-sep-2025"),
        (38, 209, "CÓDIGO"), (92, 209, "CANT."), (133, 209, "UNID."), (248, 209, "DESCRIPCIÓN"),
        (399, 209, "V. UNIT."), (459, 209, "DSCTO."), (521, 209, "V. VENTA"),
        (47, 224, "001"), (101, 224, "1"), (130, 224, "UNIDAD"),
        (166, 224, "SERVICIO DE TRANSPORTE DE CONTENEDORES"), (416, 224, "1100.00"),
        (487, 224, "0.00"), (545, 224, "1100.00"),
        (400, 350, "DSCTOS. TOTALES"), (539, 350, "USD 0.00"),
        (413, 386, "SUB TOTAL"), (527, 386, "USD 1,100.00"),
        (426, 440, "IGV"), (532, 440, "USD 198.00"),
        (421, 476, "TOTAL"), (527, 476, "USD 1,298.00"),
    ]  # fmt: skip


def test_a_description_cell_starting_left_of_its_centred_header_is_read_whole() -> None:
    items = fields_of(_peruvian_invoice()).line_items
    assert [(i.description, i.quantity, i.amount) for i in items] == [
        ("SERVICIO DE TRANSPORTE DE CONTENEDORES", Decimal("1"), Decimal("1100.00"))
    ]


def test_condicion_de_pago_labels_the_terms_and_dsctos_totales_the_discount() -> None:
    f = fields_of(_peruvian_invoice())
    assert f.payment_terms == "CREDITO 15 DIAS"
    assert f.discount == Decimal("0.00")


def test_an_establishment_point_and_sequence_set_apart_by_dashes_are_one_number() -> None:
    # as Andean electronic invoices print their number: kept as printed
    assert id_value("002 - 002 - 002456321") == "002 - 002 - 002456321"
    assert id_value("0003 - 00003435") == "0003-00003435"  # a point of sale's, as before


def test_a_row_whose_quantity_cell_is_empty_keeps_its_unit_price() -> None:
    rows: Rows = [
        (97, 41, "Servicios Ejemplo S.A"), (410, 41, "FACTURA"),
        (105, 77, "Avenida Central 4465"), (142, 91, "Guayaquil"),
        (348, 106, "FACTURA NUMERO:"), (343, 121, "002 - 002 - 002456321"),
        (73, 147, "FACTURAR A"), (63, 161, "Nombre :"), (108, 161, "Cliente Ejemplo SA"),
        (73, 247, "DESCRIPCIÓN"), (333, 247, "CANT."), (368, 247, "PRECIO UNITARIO"),
        (475, 247, "TOTAL"),
        (158, 263, "Comision por Servicio"), (409, 263, "456,00"), (498, 263, "456,00"),
        (339, 496, "Valor Servicio"), (502, 496, "456,00"),
        (339, 512, "IVA 15%"), (507, 512, "68,40"),
        (339, 527, "TOTAL"), (497, 527, "524,40"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in items] == [
        ("Comision por Servicio", None, Decimal("456.00"), Decimal("456.00"))
    ]


def test_an_article_number_header_right_of_the_description_heads_no_description() -> None:
    # "Artikel" heads the description, "Artikel Nr.:" right of it the article numbers
    rows: Rows = [
        (60, 40, "Elektro Beispiel"), (60, 52, "Friesenweg 19a, 08529 Plauen"),
        (60, 150, "Rechnungs-Nr.: 782597"), (60, 162, "Rechnungsdatum: 20.10.2025"),
        (44, 324, "Stk.:"), (79, 324, "Artikel"), (340, 324, "Artikel Nr.:"),
        (412, 324, "Einzelpreis:"), (498, 324, "Gesamtpreis:"),
        (60, 338, "2 x MERTEN 478319 Rahmen 3fach"), (340, 338, "160441"),
        (423, 338, "4,26 EUR"), (514, 338, "8,52 EUR"),
        (60, 351, "7 x MERTEN 432119 Wippe polarweiß"), (340, 351, "161776"),
        (423, 351, "1,86 EUR"), (510, 351, "13,02 EUR"),
        (400, 380, "Rechnungssumme Brutto"), (510, 380, "21,54 EUR"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [(i.description, i.quantity, i.amount) for i in items] == [
        ("MERTEN 478319 Rahmen 3fach", Decimal("2"), Decimal("8.52")),
        ("MERTEN 432119 Wippe polarweiß", Decimal("7"), Decimal("13.02")),
    ]


def test_a_footer_lines_name_keeps_the_legal_form_after_its_comma() -> None:
    # "Name, S.L. - street - postcode - town - register - NIF": the footer names the issuer,
    # whose legal form comes after a comma; the postcode after the street opens the town
    rows = [
        *_power_bill()[2:],
        (50, 814, "Eléctrica Ejemplo, S.L. - Calle Lorenzo Salom, 6 - 46007 - Valencia - "
         "Inscrita en el Reg. Mercantil de Valencia, T.11517, Fol.14 - NIF: B-67580092"),
        (304, 143, "TALLERES NORTE, S.L."), (304, 158, "AV DE LA LIBERTAD, 2"),
        (304, 173, "03180 - TORREVIEJA"),
    ]  # fmt: skip
    f = fields_of(rows)
    assert f.vendor_name == "Eléctrica Ejemplo, S.L."
    assert f.vendor_address == "Calle Lorenzo Salom, 6, 46007, Valencia"


def test_a_labels_value_beside_a_window_block_opens_no_address() -> None:
    # ": 9 de diciembre de 2025" is the value of "FECHA FACTURA" left of it; the block on the
    # right is the addressee's
    rows = [
        *_power_bill()[:2],
        (49, 131, "Nº FACTURA"), (137, 131, ": 25/030840"),
        (49, 143, "FECHA FACTURA"), (136, 143, ": 9 de diciembre de 2025"),
        (304, 145, "TALLERES NORTE, S.L."),
        (49, 154, "PERIODO"), (137, 154, ": Del 31/10/2025 al 30/11/2025"),
        (304, 158, "AV DE LA LIBERTAD, 2"),
        (49, 165, "TOTAL FACTURA"), (137, 165, ": 404,12 €"),
        (304, 173, "03180 - TORREVIEJA"),
        (49, 179, "FORMA DE PAGO"), (136, 179, ": RECIBO DOMICILIADO"),
        (49, 187, "FECHA DE CARGO"), (136, 187, ": 7 DIAS FECHA FACTURA"), (304, 187, "(ALICANTE)"),
        *_power_bill()[6:],
    ]  # fmt: skip
    assert fields_of(rows).customer_name == "TALLERES NORTE, S.L."


def test_a_central_american_nit_labels_the_vendors_tax_id() -> None:
    rows: Rows = [
        (40, 30, "NAVIERA EJEMPLO, S.A. de C.V."), (40, 42, "Calle Gavidia #17, San Salvador"),
        (232, 74, "Tel. 2113-0211"), (453, 74, "NIT.: 0614-040107-101-4"),
        (40, 120, "Número de Control: DTE-03-M001P001-000000000015477"),
        (40, 132, "Fecha de Emisión: 03/02/2026"),
        (19, 206, "CLIENTE:"), (88, 206, "ADUANAS EJEMPLO, S.A. DE C.V."),
        (40, 300, "DESCRIPCIÓN"), (300, 300, "CANTIDAD"), (400, 300, "PRECIO"), (500, 300, "TOTAL"),
        (40, 314, "FLETE MARITIMO"), (300, 314, "1"), (400, 314, "390.00"), (500, 314, "390.00"),
        (400, 400, "SUMAS"), (500, 400, "390.00"), (400, 412, "IVA 13%"), (500, 412, "50.70"),
        (400, 424, "TOTAL"), (500, 424, "440.70"),
    ]  # fmt: skip
    assert fields_of(rows).vendor_tax_id == "0614-040107-101-4"


def test_a_nit_with_its_check_digit_is_read_whole() -> None:
    rows: Rows = [
        (200, 110, "MERCADO EJEMPLO S.A.S."), (240, 134, "NIT :901150440-9"),
        (40, 160, "FACTURA ELECTRONICA DE VENTA No. FE 2044"), (40, 172, "FECHA: 14/03/2024"),
        (40, 300, "DESCRIPCION"), (300, 300, "CANT"), (500, 300, "VALOR"),
        (40, 314, "DETERGENTE FAB"), (300, 314, "1"), (500, 314, "6.200"),
        (40, 326, "FILETE PECHUGA"), (300, 326, "1"), (500, 326, "19.900"),
        (400, 400, "TOTAL"), (500, 400, "26.100"),
    ]  # fmt: skip
    f = fields_of(rows)
    assert f.vendor_tax_id == "901150440-9"
