"""A Portuguese letter's greeting "Exmos. Senhores," greets the customer and names none: no
customer label (its "Exmo(s). Sr(s)." heading the addressee still is one); the window's block
names the customer (invented pages)."""

from __future__ import annotations

import pytest

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _letter(heading: list[tuple[float, float, str]], greeting: str) -> Rows:
    return [
        (280, 2, "RAMOS"),
        (188, 18, "R. Costa, 14 - 6679-229 Torres Vedras"),
        (164, 31, "Tel. 926 159 478 | Contribuinte: PT567922995"),
        (65, 130, "Ramos, R. Costa, 14, 6679-229 Torres Vedras"),
        *heading,
        (65, 158, "Amorim Cardoso S.A."),
        (65, 171, "Rua de Campos, 45"),
        (65, 184, "8565-081 Ponta Delgada"),
        (65, 277, "Torres Vedras, 13-04-2026"),
        (65, 303, "Assunto: Fatura n.º FT A2026/5766"),
        (65, 316, "Nota de encomenda: BE8818"), (200, 316, "Nº cliente: C725304"),
        (65, 342, greeting),
        (65, 361, "pelos trabalhos realizados faturamos o seguinte:"),
        (65, 387, "1."), (80, 387, "Tubo multicamada 16 mm"), (200, 387, "60.5 m"),
        (250, 387, "28.00"), (330, 387, "1,694.00"),
        (65, 400, "2."), (80, 400, "Pintura de paredes"), (200, 400, "60 m²"),
        (250, 400, "17.00"), (330, 400, "1,020.00"),
        (250, 433, "Total documento"), (330, 433, "2,714.00 €"),
    ]  # fmt: skip


def test_the_greeting_is_no_customer_label() -> None:
    # (set a little apart, as a text layer spaces a justified line)
    fields = fields_of(_letter([], "Exmos.  Senhores,"))
    assert fields.customer_name == "Amorim Cardoso S.A."
    assert fields.customer_address == "Rua de Campos, 45, 8565-081 Ponta Delgada"


@pytest.mark.parametrize("label", ["Exmo(s). Sr(s).", "Exmos."])
def test_the_addressee_heading_still_labels_the_customer(label: str) -> None:
    fields = fields_of(_letter([(65, 144, label)], "Caro cliente,"))
    assert fields.customer_name == "Amorim Cardoso S.A."
