"""A company's name that opens with its form ("Companhia de Eletricidade do Estado da Bahia",
"Société des Eaux de la Vallée") is a name, however many small words it holds, not a page
title; the letterhead's name over its street and tax id is the vendor (invented pages)."""

from __future__ import annotations

import pytest

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.party_text import sentence_title
from docproc_pipeline_tests.extract.pages import sized_page


@pytest.mark.parametrize(
    ("name", "street", "tax_id", "title"),
    [
        ("COMPANHIA DE ELETRICIDADE DO ESTADO DA BAHIA", "AV. DAS FLORES, 300, SALVADOR",
         "CNPJ 12.345.678/0001-95", "FATURA DE ENERGIA ELÉTRICA"),
        ("Société des Eaux de la Vallée du Rhône", "12 rue des Lilas, 69003 Lyon",
         "TVA FR40303265045", "FACTURE"),
    ],
)  # fmt: skip
def test_a_name_opening_with_its_form_is_the_vendor(
    name: str, street: str, tax_id: str, title: str
) -> None:
    pages = sized_page(
        (11.0, [(160, 20, name)]),
        (8.0, [
            (160, 32, street), (160, 42, tax_id),
            (20, 80, "CLIENTE: Mercado Central"), (380, 80, f"{title} N° 811967"),
            (380, 92, "DATA DE EMISSÃO: 20/09/2024"),
            (20, 140, "Descrição"), (420, 140, "Valor"),
            (20, 154, "Consumo"), (420, 154, "1.215,48"),
            (300, 190, "TOTAL"), (420, 190, "1.215,48"),
        ]),
    )  # fmt: skip
    fields, _, _ = parse_invoice(pages)
    assert fields.vendor_name == name
    assert fields.vendor_address is not None and fields.vendor_address.startswith(street)


def test_a_caption_of_small_words_is_still_a_title() -> None:
    assert sentence_title("Readable view of the data of the e-invoice")
    assert not sentence_title("Companhia Paulista de Força e Luz do Estado")
