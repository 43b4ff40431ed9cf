"""Printed forms: boxed grids of cells, each label printed at its cell's top left over its value,
a row of label cells over a row of value cells (a Brazilian DANFE's totals grid, an Argentine
"Factura A", an Italian "copia analogica"); invented pages."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import fields_of, right_aligned, sized_page

Rows = list[tuple[float, float, str]]

_HEAD_PT: Rows = [
    (20, 30, "Papelaria Rio Claro Ltda"),
    (20, 42, "Rua das Acácias, 120 - Centro - Campinas - SP"),
    (20, 60, "FATURA Nº 4471"),
    (20, 72, "Data da emissão: 03/02/2026"),
]


def _totals_grid(y: float) -> Rows:
    # label cells at their left edges; value cells right-aligned at the next cell's edge
    edges = [20, 110, 190, 290, 400, 500]
    labels = ["VALOR DO FRETE", "DESCONTO", "OUTRAS DESPESAS", "V. TOTAL PRODUTOS"]
    labels.append("V. TOTAL DA NOTA")
    values = ["0,00", "312,40", "0,00", "2.812,40", "2.500,00"]
    rows: Rows = [(edges[i], y, text) for i, text in enumerate(labels)]
    rows += [right_aligned(edges[i + 1] - 4, y + 10, text) for i, text in enumerate(values)]
    return rows


def test_a_label_row_over_a_value_row_pairs_by_column() -> None:
    # each label's value is the cell under it in its column, not the next label beside it
    f = fields_of(_HEAD_PT + _totals_grid(300))
    assert f.subtotal == Decimal("2812.40")
    assert f.discount == Decimal("312.40")
    assert f.total == Decimal("2500.00")


def test_a_charge_cell_of_a_grid_printed_zero_is_no_charge() -> None:
    # a form prints every cell; the freight it does not bill reads 0,00
    f = fields_of(_HEAD_PT + _totals_grid(300))
    assert f.shipping is None


def test_an_english_form_grid_pairs_its_cells_too() -> None:
    head: Rows = [
        (20, 30, "Greyhill Supplies Ltd"),
        (20, 42, "4 Mill Lane, Bristol BS1 2AA"),
        (20, 60, "Invoice No. GH-5512"),
        (20, 72, "Invoice date: 12/03/2026"),
    ]
    edges = [20, 130, 240, 350, 460]
    labels = ["Discount", "Carriage", "Net amount", "Amount payable"]
    values = ["50.00", "15.00", "965.00", "1,158.00"]
    rows: Rows = [(edges[i], 300, text) for i, text in enumerate(labels)]
    rows += [right_aligned(edges[i + 1] - 4, 310, text) for i, text in enumerate(values)]
    f = fields_of(head + rows)
    assert f.discount == Decimal("50.00")
    assert f.shipping == Decimal("15.00")
    assert f.subtotal == Decimal("965.00")


def test_a_number_label_and_its_id_filling_a_box_is_the_invoice_number() -> None:
    # the form's title box prints "Nº." and the document's number in one cell, no title word
    # before it
    rows: Rows = [
        (20, 30, "Papelaria Rio Claro Ltda"),
        (20, 42, "Rua das Acácias, 120 - Centro - Campinas - SP"),
        (300, 40, "Nº. 000.208.315"),
        (300, 52, "Série 002"),
        (20, 72, "Data da emissão: 03/02/2026"),
        (20, 100, "Valor total: 1.250,00"),
    ]
    assert fields_of(rows).invoice_number == "000.208.315"


def _danfe_like(tax_label: str = "CNPJ / CPF") -> Rows:
    # the emitter's block (its id in a grid under its name), the recipient's grid under its
    # heading, and the delivery place's grid repeating the recipient's id
    return [
        (20, 20, "IDENTIFICAÇÃO DO EMITENTE"),
        (260, 24, "DANFE"),
        (20, 40, "Papelaria Rio Claro Ltda"),
        (20, 52, "Rua das Acácias, 120 - Centro - Campinas - SP"),
        (20, 90, "INSCRIÇÃO ESTADUAL"),
        (200, 90, "INSCRIÇÃO MUNICIPAL"),
        (420, 90, tax_label),
        (20, 100, "244188130"),
        (420, 100, "52.601.815/0001-20"),
        (20, 120, "DESTINATÁRIO / REMETENTE"),
        (20, 132, "NOME / RAZÃO SOCIAL"),
        (330, 132, tax_label),
        (470, 132, "DATA DA EMISSÃO"),
        (20, 142, "Comercial Bom Preço Ltda"),
        (330, 142, "90.830.166/0001-28"),
        (470, 142, "03/02/2026"),
        (20, 162, "INFORMAÇÕES DO LOCAL DE ENTREGA"),
        (20, 174, "NOME / RAZÃO SOCIAL"),
        (330, 174, tax_label),
        (470, 174, "INSCRIÇÃO ESTADUAL"),
        (330, 184, "90.830.166/0001-28"),
        (20, 230, "V. TOTAL DA NOTA 1.250,00"),
    ]


def test_an_id_in_the_grid_under_the_recipients_heading_is_the_customers() -> None:
    # the recipient's id is printed twice (its grid and the delivery place's), the emitter's
    # once: the section heading over each grid says whose id it is
    f = fields_of(_danfe_like())
    assert f.vendor_tax_id is not None and f.vendor_tax_id.endswith("0001-20")
    assert f.customer_tax_id is not None and f.customer_tax_id.endswith("0001-28")


def test_a_tax_id_label_spelled_with_dots_is_read() -> None:
    f = fields_of(_danfe_like("C.N.P.J / C.P.F."))
    assert f.customer_tax_id is not None and f.customer_tax_id.endswith("0001-28")


def test_the_forms_title_is_no_vendor() -> None:
    # "DANFE", the form's printed title, set large beside the emitter's block
    big: Rows = [(260, 24, "DANFE")]
    name: Rows = [(8, 40, "Papelaria Rio Claro Ltda")]
    rows = [r for r in _danfe_like() if r[2] not in ("DANFE", name[0][2])]
    rows = [(80, 20, r[2]) if r[1] == 20 else r for r in rows]
    fields, _, _ = parse_invoice(sized_page((16.0, big), (11.0, name), (9.0, rows)))
    assert fields.vendor_name == "Papelaria Rio Claro Ltda"


def test_the_customer_is_the_name_cell_of_the_grid_under_the_recipients_heading() -> None:
    # the grid under the heading: the name cell's value, the address and place cells' values
    # in reading order (not the date's cell beside them)
    grid: Rows = [
        (20, 152, "ENDEREÇO"),
        (250, 152, "BAIRRO / DISTRITO"),
        (380, 152, "CEP"),
        (470, 152, "DATA DA SAÍDA"),
        (20, 162, "Av. Brasil, 500"),
        (250, 162, "Jardim Europa"),
        (380, 162, "13050-000"),
        (470, 162, "03/02/2026"),
    ]
    rows = [(x, y + 30 if y >= 160 else y, t) for x, y, t in _danfe_like()]
    f = fields_of(rows + grid)
    assert f.customer_name == "Comercial Bom Preço Ltda"
    assert f.customer_address == "Av. Brasil, 500, Jardim Europa, 13050-000"


def test_a_point_of_sale_and_its_number_set_apart_by_a_dash_are_one_number() -> None:
    # an Argentine "Factura A" prints the point of sale, a dash and the number it issued
    rows: Rows = [
        (400, 14, "FACTURA"),
        (300, 20, "A"),
        (380, 20, "Nº 0007 - 00001234"),
        (400, 44, "Fecha: 10/02/2026"),
        (40, 80, "TALLER SUR SRL"),
        (40, 92, "Independencia 60 - (9420) Rio Grande"),
        (40, 200, "Importe total: 1500.00"),
    ]
    assert fields_of(rows).invoice_number == "0007-00001234"
