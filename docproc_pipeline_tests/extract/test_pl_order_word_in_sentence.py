"""A Polish order word closing a sentence ("dziękujemy za zlecenie. Rozliczamy:") labels no
purchase order, so the first row's position number under it is none; "Zlecenie nr: ZL-55"
still is one (invented pages)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _faktura(extra: list[tuple[float, float, str]]) -> Rows:
    return [
        (225, 2, "LADEMANN I SYN S.C."),
        (194, 18, "ulica Wilcza 86/10 - 32-388 Gniezno"),
        (65, 303, "Faktura nr FS 1646/2025"),
        (65, 316, "Data sprzedaży: 2025-06-14"),
        *extra,
        (65, 342, "Szanowni Państwo,"),
        (65, 361, "dziękujemy za zlecenie. Rozliczamy:"),
        (65, 387, "1."), (80, 387, "Układanie płytek ceramicznych"), (300, 387, "1 726,65"),
        (65, 400, "2."), (80, 400, "Malowanie ścian, dwukrotnie"), (300, 400, "378,00"),
        (200, 446, "Razem netto"), (300, 446, "2 104,65 zł"),
    ]  # fmt: skip


def test_an_order_word_ending_a_sentence_labels_no_order() -> None:
    assert fields_of(_faktura([])).purchase_order is None


def test_a_labelled_order_is_still_read() -> None:
    fields = fields_of(_faktura([(300, 316, "Zlecenie nr: ZL-55")]))
    assert fields.purchase_order == "ZL-55"
