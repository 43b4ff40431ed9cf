"""A party section whose name row is labelled with the section's own party word: "Datos del
cliente" over "Cliente: Abner Pérez", "Dirección: ..." (a Central American till ticket)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, fields_of, sized_page

_TICKET: Rows = [
    (30, 26, "Zapatería Central"), (86, 40, "N.I.T: 259603-5"), (80, 51, "5ta av 5-32 Zona 5"),
    (31, 128, "Datos del cliente"),
    (31, 142, "Cliente:Abner Pérez"),
    (31, 154, "DPI:4242342342342"),
    (31, 165, "Direccion:chimaltenango"),
    (31, 176, "Fecha:2024-06-06 23:57:00"),
    (26, 196, "Cod"), (54, 196, "Producto"), (123, 196, "Cant Precio Total"),
    (36, 213, "1 Nike amarillos"), (126, 213, "4 1600.00 6400.00"),
    (31, 264, "TOTAL"), (163, 264, "Q.6400.00"),
]  # fmt: skip


def test_the_sections_party_word_labels_its_name() -> None:
    fields = fields_of(_TICKET)
    assert fields.customer_name == "Abner Pérez"
    assert fields.customer_address == "chimaltenango"
    assert (fields.total, fields.currency) == (Decimal("6400.00"), "GTQ")


def test_a_grid_value_opening_with_a_party_word_is_a_value_not_a_label_row() -> None:
    # a DANFE's recipient grid: "CLIENTE ..." under "NOME / RAZÃO SOCIAL" is the name cell
    rows: Rows = [
        (18, 91, "EMPRESA MODELO LTDA"), (279, 91, "DANFE"),
        (18, 112, "RUA MODELO, 100"), (18, 123, "CENTRO - CEP: 01001-000"),
        (18, 236, "DESTINATÁRIO / REMETENTE"),
        (16, 247, "NOME / RAZÃO SOCIAL"), (346, 247, "CNPJ / CPF"), (488, 247, "DATA DA EMISSÃO"),
        (16, 259, "CLIENTE MODELO LTDA"), (346, 259, "11.222.333/0001-81"), (488, 259, "15/06/2026"),
        (16, 272, "ENDEREÇO"), (299, 272, "BAIRRO / DISTRITO"), (394, 272, "CEP"),
        (16, 284, "AVENIDA CENTRAL, 200"), (299, 284, "BAIRRO NOVO"), (394, 284, "02002-000"),
        (16, 297, "MUNICÍPIO"), (252, 297, "FONE / FAX"), (346, 297, "UF"),
        (16, 309, "SAO PAULO"), (252, 309, "(11) 4000-0000"), (346, 309, "SP"),
        (18, 400, "VALOR TOTAL DA NOTA"), (400, 400, "13.857,00"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.customer_name == "CLIENTE MODELO LTDA"
    assert fields.customer_address == "AVENIDA CENTRAL, 200, BAIRRO NOVO, 02002-000, SAO PAULO, SP"


def _letterhead(first: str, second: str) -> list[Page]:
    return sized_page(
        (11.0, [(18, 40, first), (18, 52, second)]),
        (7.0, [(18, 66, "RUA MODELO, 100"), (18, 75, "CENTRO - CEP: 01001-000"),
               (300, 40, "FATURA"), (300, 60, "Nº 1.450"),
               (300, 200, "VALOR TOTAL DA NOTA"), (420, 200, "500,00")]),
    )  # fmt: skip


def test_a_name_closing_in_its_legal_form_takes_no_trade_name_under_it() -> None:
    fields, _, _ = parse_invoice(_letterhead("EMPRESA MODELO LTDA", "MODELO INDUSTRIAL"))
    assert fields.vendor_name == "EMPRESA MODELO LTDA"
    # ... but a legal form alone under it is the name's end
    fields, _, _ = parse_invoice(_letterhead("Gieß Lübs AG & Co.", "KG"))
    assert fields.vendor_name == "Gieß Lübs AG & Co. KG"
