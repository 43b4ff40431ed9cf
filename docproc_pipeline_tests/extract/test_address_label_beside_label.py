"""An address row's label alone in its cell, beside another column's label that ends in a
colon ("ENDEREÇO:  ...  Consulte pela Chave de Acesso em:"): that label is no address (invented
page). Under the name the customer's id row ends its block, so no address is read: none is
better than another column's label."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _bill() -> Rows:
    return [
        (160, 18, "DISTRIBUIDORA DE ENERGIA DO VALE S.A."),
        (160, 30, "RUA DAS PALMEIRAS, 300, CENTRO, SALVADOR BA"),
        (160, 42, "CNPJ 12.345.678/0001-95"),
        (18, 80, "NOME DO CLIENTE:"),
        (18, 92, "MERCADO CENTRAL LTDA"),
        (18, 104, "CNPJ: 04.142.491/0001-66"),
        (300, 104, "NOTA FISCAL N° 734593041 - DATA DE EMISSÃO: 30/10/2023"),
        (18, 116, "ENDEREÇO:"), (300, 116, "Consulte pela Chave de Acesso em:"),
        (18, 128, "AV OLIVIA FLORES 999"),
        (18, 140, "45031-000 VITORIA DA CONQUISTA BA"),
        (18, 180, "ITENS DA FATURA"), (300, 180, "VALOR"),
        (18, 192, "Consumo"), (300, 192, "57,78"),
        (18, 220, "TOTAL"), (300, 220, "57,78"),
    ]  # fmt: skip


def test_a_label_beside_the_address_label_is_no_address() -> None:
    fields = fields_of(_bill())
    assert fields.customer_name == "MERCADO CENTRAL LTDA"
    assert fields.customer_address is None
