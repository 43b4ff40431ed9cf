"""A sentence saying what a late payment costs ("Pagamento em atraso gera multa 2% ...") names
no payment term; a sentence that does ("Pagamento em 30 dias") still is the terms (invented
pages)."""

from __future__ import annotations

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _fatura(sentence: str) -> Rows:
    return [
        (40, 20, "FATURA Nº 2026/118"),
        (40, 40, "Data de emissão: 04-03-2026"),
        (40, 80, "Descrição"), (400, 80, "Valor"),
        (40, 94, "Manutenção anual"), (400, 94, "822,50"),
        (300, 130, "Total"), (400, 130, "822,50"),
        (40, 170, sentence),
    ]  # fmt: skip


def test_a_late_payment_penalty_is_no_payment_term() -> None:
    fields = fields_of(_fatura("Pagamento em atraso gera multa 2% e juros de 1% ao mês."))
    assert fields.payment_terms is None


@pytest.mark.parametrize(
    "sentence", ["Pagamento em 30 dias", "Pagamento a 60 dias da data da fatura"]
)
def test_a_payment_period_sentence_is_the_terms(sentence: str) -> None:
    assert fields_of(_fatura(sentence)).payment_terms == sentence
