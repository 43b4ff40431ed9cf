"""The invoice's facts printed between the sender line and the window address, wrapped onto a
second line that holds only a date ("... · Da pagare" / "entro il 5 febbraio 2025"): the
wrapped end is no recipient's name, the window's first line is."""

from __future__ import annotations

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import Rows, sized_page

_NAME: Rows = [(68, 65, "Ferretti Impianti SRL")]
_LETTER: Rows = [
    (68, 91, "Viale Mazzini, 8 Piano 2 · 40121 Bologna · Italia · IT04918400211"),
    (68, 127, "FATTURA — N. documento F-00412 · Data fattura 22 gennaio 2026 · Da pagare"),
    (68, 144, "entro il 5 febbraio 2026"),
    (68, 171, "Bianchi Costruzioni SPA"),
    (68, 188, "Corso Garibaldi, 17"),
    (68, 204, "20121 Milano"),
    (68, 237, "Cavo elettrico FG16 (6 m × 1,55)"), (460, 237, "9,30"),
    (68, 254, "Trasferta (2 forfait × 30,00)"), (460, 254, "60,00"),
    (300, 280, "Importo totale"), (460, 280, "69,30 €"),
]  # fmt: skip


def test_the_wrapped_end_of_the_facts_is_no_recipient() -> None:
    fields, _, _ = parse_invoice(sized_page((20.9, _NAME), (12.8, _LETTER)))
    assert fields.customer_name == "Bianchi Costruzioni SPA"
    assert fields.customer_address == "Corso Garibaldi, 17, 20121 Milano"
