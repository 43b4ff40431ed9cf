"""An invoice that prints no tax under a reverse-charge or intra-EU supply note is taxed at rate
0 (the corpus README: "Reverse-charge invoices have rate 0.00"): tax 0, one row on the total."""

from __future__ import annotations

from decimal import Decimal

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of, right_aligned


def _invoice(note: str, totals: Rows) -> Rows:
    return [
        (40, 40, "Nordlicht Consulting GmbH"), (40, 52, "Hafenstraße 3"), (40, 64, "20457 Hamburg"),
        (330, 100, "Rechnungsnummer:"), (430, 100, "2026-118"),
        (330, 112, "Rechnungsdatum:"), (430, 112, "03.03.2026"),
        (40, 150, "Beschreibung"), (330, 150, "Menge"), (400, 150, "Preis"), (480, 150, "Betrag"),
        (40, 165, "Beratung"), (340, 165, "10"), right_aligned(440, 165, "120,00"),
        right_aligned(530, 165, "1.200,00"),
        *totals,
        (40, 300, note),
    ]  # fmt: skip


@pytest.mark.parametrize(
    "note",
    [
        "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)",
        "Innergemeinschaftliche Lieferung, steuerfrei nach § 4 Nr. 1b UStG",
        "Autoliquidation - TVA due par le preneur",
        "BTW verlegd",
    ],
)
def test_no_tax_printed_under_a_reverse_charge_note_is_rate_zero(note: str) -> None:
    totals: Rows = [(330, 200, "Nettobetrag"), right_aligned(530, 200, "1.200,00"),
                    (330, 215, "Gesamtbetrag"), right_aligned(530, 215, "1.200,00")]  # fmt: skip
    fields = fields_of(_invoice(note, totals))
    assert (fields.tax_rate, fields.tax_amount) == (Decimal("0.00"), Decimal("0.00"))
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("0.00"), Decimal("1200.00"), Decimal("0.00"))
    ]


def test_a_tax_printed_beside_the_note_is_kept_and_no_note_no_rate() -> None:
    taxed: Rows = [(330, 200, "Nettobetrag"), right_aligned(530, 200, "1.200,00"),
                   (330, 215, "MwSt. 19 %"), right_aligned(530, 215, "228,00"),
                   (330, 230, "Gesamtbetrag"), right_aligned(530, 230, "1.428,00")]  # fmt: skip
    fields = fields_of(_invoice("Reverse Charge", taxed))
    assert (fields.tax_rate, fields.tax_amount) == (Decimal("19.00"), Decimal("228.00"))
    untaxed: Rows = [(330, 200, "Nettobetrag"), right_aligned(530, 200, "1.200,00"),
                     (330, 215, "Gesamtbetrag"), right_aligned(530, 215, "1.200,00")]  # fmt: skip
    plain = fields_of(_invoice("Vielen Dank für Ihren Auftrag.", untaxed))
    assert (plain.tax_rate, plain.tax_amount) == (None, None)
