"""A payment request printed as a sentence ("Wilt u het bedrag van deze factuur binnen 14
dagen ... overmaken", "Wij verzoeken u het bedrag binnen 30 dagen ...") is the payment terms,
also when the page's foot centres its two lines; a sentence naming no period is none
(invented pages)."""

from __future__ import annotations

import pytest

from docproc_pipeline_tests.extract.pages import CHAR_WIDTH, WORD_GAP, Rows, fields_of


def _centred(y: float, text: str, centre: float = 300.0) -> tuple[float, float, str]:
    width = CHAR_WIDTH * len(text.replace(" ", "")) + WORD_GAP * text.count(" ")
    return (centre - width / 2, y, text)


def _factuur(first: str, second: str) -> Rows:
    return [
        (40, 20, "Bouwbedrijf De Vries B.V."),
        (40, 34, "Dorpsstraat 12, 3241 AB Middelharnis"),
        (40, 80, "Factuurnummer: 82014"), (300, 80, "Datum: 22-11-2024"),
        (40, 120, "Omschrijving"), (450, 120, "Totaal"),
        (40, 134, "Renovatie badkamer"), (450, 134, "1.200,00"),
        (350, 160, "Totaal"), (450, 160, "1.200,00"),
        _centred(780, first),
        _centred(790, second),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Wilt u het bedrag van deze factuur binnen 14 dagen na", "factuurdatum overmaken op onze rekening."),
        ("Wij verzoeken u het bedrag binnen 30 dagen over te maken", "onder vermelding van het factuurnummer."),
    ],
)  # fmt: skip
def test_a_centred_payment_sentence_is_the_terms(first: str, second: str) -> None:
    assert fields_of(_factuur(first, second)).payment_terms == f"{first} {second}"


def test_a_thank_you_sentence_is_no_terms() -> None:
    fields = fields_of(
        _factuur("Wilt u ons bellen bij vragen over", "deze factuur of de werkzaamheden.")
    )
    assert fields.payment_terms is None
