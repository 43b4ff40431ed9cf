"""A town line after the postcode that goes on with the phone number ("SAO PAULO - SP - Fone:
1130000000"): the town and state are the address's last line, the phone is not."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of

_ITEMS: Rows = [
    (40, 200, "Descrição"), (330, 200, "Quant"), (400, 200, "Valor unit"), (480, 200, "Total"),
    (40, 214, "Papel sulfite A4 75g"), (330, 214, "10"), (400, 214, "25,90"), (480, 214, "259,00"),
    (330, 260, "Valor total da nota"), (480, 260, "259,00"),
]  # fmt: skip


def _letterhead(town_line: str) -> Rows:
    return [
        (40, 40, "PAPELARIA CENTRAL LTDA"), (400, 40, "NOTA FISCAL Nº 4.410"),
        (40, 52, "AV PAULISTA, 1500"), (400, 52, "Emissão: 11/08/2026"),
        (40, 64, "BELA VISTA - CEP: 01310-100"),
        (40, 76, town_line),
    ]  # fmt: skip


def test_the_town_before_the_phone_closes_the_address() -> None:
    fields = fields_of([*_letterhead("SAO PAULO - SP - Fone: 1130000000"), *_ITEMS])
    assert fields.vendor_address == "AV PAULISTA, 1500, BELA VISTA - CEP: 01310-100, SAO PAULO - SP"


def test_a_fax_and_phone_label_is_cut_off_too() -> None:
    fields = fields_of([*_letterhead("GOIANIA - GO Fone/Fax: 6232358200"), *_ITEMS])
    assert fields.vendor_address == "AV PAULISTA, 1500, BELA VISTA - CEP: 01310-100, GOIANIA - GO"


def test_a_phone_line_alone_is_no_address_line() -> None:
    fields = fields_of([*_letterhead("Fone: 1130000000"), *_ITEMS])
    assert fields.vendor_address == "AV PAULISTA, 1500, BELA VISTA - CEP: 01310-100"
