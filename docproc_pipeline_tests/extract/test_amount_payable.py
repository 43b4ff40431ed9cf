"""The amount due is an amount printed as payable: under a payable label, in a request to pay,
or the total less a payment printed against it. An invoice or receipt that prints only its
total has none (the maintainers' real-invoice convention, as the shared corpus's `real/` README
states it)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import Rows, fields_of, right_aligned

_DUTCH: Rows = [
    (40, 40, "Transport Van Dijk B.V."), (40, 52, "Havenweg 12"), (40, 64, "3011 AB Rotterdam"),
    (330, 100, "Factuurnummer:"), (430, 100, "F2026-031"),
    (330, 112, "Factuurdatum:"), (430, 112, "13-02-2026"),
    (40, 150, "Omschrijving"), (330, 150, "Aantal"), (400, 150, "Prijs"), (480, 150, "Bedrag"),
    (40, 165, "Vracht Rotterdam - Lyon"), (340, 165, "1"), right_aligned(440, 165, "913,00"),
    right_aligned(530, 165, "913,00"),
    (330, 200, "Subtotaal:"), right_aligned(530, 200, "€ 913,00"),
    (330, 215, "BTW 21%:"), right_aligned(530, 215, "€ 191,73"),
    (330, 230, "Totaal (incl. BTW):"), right_aligned(530, 230, "€ 1.104,73"),
]  # fmt: skip

_REQUEST = (
    40,
    280,
    "Wij verzoeken u vriendelijk het totaalbedrag van € 1.104,73 vóór 27-02-2026 over te maken"
    " op bovenstaand IBAN",
)


def test_an_invoice_that_prints_only_its_total_has_no_amount_due() -> None:
    fields = fields_of(_DUTCH)
    assert fields.total == Decimal("1104.73")
    assert fields.amount_due is None


def test_a_request_to_pay_the_total_amount_of_a_sum_prints_the_amount_due() -> None:
    fields = fields_of([*_DUTCH, _REQUEST])
    assert fields.total == Decimal("1104.73")
    assert fields.amount_due == Decimal("1104.73")


def test_a_receipts_card_payment_of_its_total_is_no_amount_due() -> None:
    rows: Rows = [
        (40, 40, "Bäckerei Korn"), (40, 52, "Marktplatz 3"), (40, 64, "52062 Aachen"),
        (40, 100, "Brötchen"), right_aligned(200, 100, "2,40"),
        (40, 112, "Kaffee"), right_aligned(200, 112, "3,20"),
        (40, 130, "SUMME EUR"), right_aligned(200, 130, "5,60"),
        (40, 142, "Kartenzahlung EUR"), right_aligned(200, 142, "5,60"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.total == Decimal("5.60")
    assert fields.amount_due is None


def test_a_payable_label_whose_letter_the_text_layer_dropped() -> None:
    # a font that maps no character to Polish "ł": "Do zapłaty" comes out "Do zapaty"
    fields = fields_of([(40, 40, "Sz. P. Jan Nowak"), (40, 120, "Do zapaty: 1500 PLN")])
    assert (fields.amount_due, fields.currency) == (Decimal("1500.00"), "PLN")
