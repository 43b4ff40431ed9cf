"""An item table whose code and price cells wrap around their row: the unit price set on a line
of its own a little above the row's, beside the first half of the article code ("ACK.AA09-
31,218" over "2  LED AMPUL E14  15  20,00%  468,27 TL", the code's end and the price's "TL"
under it). The price is the row's when it multiplies the row's quantity out to its amount;
another figure there is not (invented page)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of, item_rows


def _invoice(price_above: str) -> Rows:
    return [
        (40, 20, "FATURA"), (40, 40, "Fatura No: ABC2025000000123"),
        (40, 52, "Fatura Tarihi: 12-03-2025"),
        (20, 100, "Sıra No"), (60, 100, "Stok Kodu"), (130, 100, "Mal Hizmet"),
        (330, 100, "Miktar"), (370, 100, "Birim Fiyat"), (440, 100, "KDV Oranı"),
        (500, 100, "Mal Hizmet Tutarı"),
        (20, 124, "1"), (60, 124, "KUT.100"), (130, 124, "ŞALTER KUTUSU"), (330, 124, "1"),
        (370, 124, "133,09 TL"), (440, 124, "20,00%"), (500, 124, "133,09 TL"),
        (60, 137, "ACK.AA09-"), (370, 137, price_above),
        (20, 144, "2"), (130, 144, "LED AMPUL E14"), (330, 144, "15"), (440, 144, "20,00%"),
        (500, 144, "468,27 TL"),
        (60, 152, "00713"), (370, 152, "TL"),
        (20, 170, "3"), (60, 170, "KAB.200"), (130, 170, "KABLO BAĞI"), (330, 170, "100"),
        (370, 170, "1,12 TL"), (440, 170, "20,00%"), (500, 170, "112,00 TL"),
        (370, 200, "Mal Hizmet Toplam Tutarı"), (500, 200, "713,36 TL"),
    ]  # fmt: skip


def test_the_price_beside_the_code_above_is_the_rows() -> None:
    assert item_rows(fields_of(_invoice("31,218"))) == [
        ("ŞALTER KUTUSU", "1", "133.09", "133.09"),
        ("LED AMPUL E14", "15", "31.218", "468.27"),
        ("KABLO BAĞI", "100", "1.12", "112.00"),
    ]


def test_a_figure_that_does_not_make_the_amount_is_no_price() -> None:
    second = item_rows(fields_of(_invoice("12,50")))[1]
    assert second[1:] == ("15", None, "468.27")
