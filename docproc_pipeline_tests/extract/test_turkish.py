"""Turkish: a lexicon file (`lexicon/tr.yaml`) and the few rules its invoices asked for, each
tried on an invented page in the tax authority's e-Fatura layout or a piece of one.

The e-Fatura template prints its rates with the sign first ("%20,00", "KDV(%20)"), a street's
house number after "No:", a town as district and province joined by a slash ("Nilüfer/ BURSA"),
"Mal Hizmet Tutarı" (the goods' and services' amount) over the amount column, and an export's
totals block twice: in the invoice's currency, then converted into lira.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from docproc_pipeline.extract.parse.dates import find_dates
from docproc_pipeline.extract.parse.glyphs import percent_signs_before_figures
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.numbers import find_money
from docproc_pipeline.invoice import TaxRow
from docproc_pipeline_tests.extract.pages import Rows, fields_of, page_from_rows

_SELLER: Rows = [
    (40, 40, "DEMİR MAKİNA SANAYİ VE TİCARET A.Ş."),
    (40, 52, "Organize Sanayi Bölgesi 3. Cadde No:14"),
    (40, 64, "Nilüfer/ BURSA"),
    (40, 76, "Tel: 0224 411 22 33"),
    (40, 88, "Vergi Dairesi: NİLÜFER"),
    (40, 100, "VKN: 2910412345"),
    (280, 88, "e-FATURA"),
]
_BUYER: Rows = [
    (40, 130, "SAYIN"),
    (40, 142, "YILMAZ GIDA LİMİTED ŞİRKETİ"),
    (40, 154, "Atatürk Bulvarı No:88"),
    (40, 166, "Çankaya/ ANKARA"),
    (40, 178, "Vergi Dairesi: ÇANKAYA"),
    (40, 190, "VKN: 9530077123"),
]
_FACTS: Rows = [
    (400, 130, "Özelleştirme No:"), (490, 130, "TR1.2"),
    (400, 142, "Senaryo:"), (490, 142, "TEMELFATURA"),
    (400, 154, "Fatura Tipi:"), (490, 154, "SATIS"),
    (400, 166, "Fatura No:"), (490, 166, "DMR2026000000412"),
    (400, 178, "Fatura Tarihi:"), (490, 178, "12-03-2026"),
    (400, 190, "Son Ödeme Tarihi:"), (490, 190, "26-03-2026"),
    (40, 210, "ETTN: 5F3A2B10-8C4D-4E7F-9A1B-2C3D4E5F6A7B"),
]  # fmt: skip
_ITEMS: Rows = [
    (40, 240, "Sıra No"), (80, 240, "Mal Hizmet"), (230, 240, "Miktar"), (290, 240, "Birim Fiyat"),
    (360, 240, "KDV Oranı"), (420, 240, "KDV Tutarı"), (490, 240, "Mal Hizmet Tutarı"),
    (40, 254, "1"), (80, 254, "Hidrolik pompa HP-40"), (230, 254, "2 Adet"), (290, 254, "450,00 TL"),
    (360, 254, "%20,00"), (420, 254, "180,00 TL"), (490, 254, "900,00 TL"),
    (40, 268, "2"), (80, 268, "Montaj hizmeti"), (230, 268, "1 Adet"), (290, 268, "350,00 TL"),
    (360, 268, "%20,00"), (420, 268, "70,00 TL"), (490, 268, "350,00 TL"),
]  # fmt: skip


def _totals(y: float, currency: str, net: str, tax: str, gross: str) -> Rows:
    return [
        (330, y, "Mal Hizmet Toplam Tutarı"), (490, y, f"{net} {currency}"),
        (330, y + 14, "Toplam İskonto"), (490, y + 14, f"0,00 {currency}"),
        (330, y + 28, "Hesaplanan KDV(%20)"), (490, y + 28, f"{tax} {currency}"),
        (330, y + 42, "Vergiler Dahil Toplam Tutar"), (490, y + 42, f"{gross} {currency}"),
        (330, y + 56, "Ödenecek Tutar"), (490, y + 56, f"{gross} {currency}"),
    ]  # fmt: skip


def test_an_e_fatura_is_read_whole() -> None:
    rows = _SELLER + _BUYER + _FACTS + _ITEMS + _totals(300, "TL", "1.250,00", "250,00", "1.500,00")
    rows += [
        (40, 390, "Ödeme Koşulları: 30 gün vadeli"),
        (40, 404, "IBAN: TR33 0006 1005 1978 6457 8413 26"),
    ]
    f = fields_of(rows)
    assert (f.invoice_number, f.invoice_date, f.due_date) == (
        "DMR2026000000412",
        date(2026, 3, 12),
        date(2026, 3, 26),
    )
    assert (f.vendor_name, f.vendor_tax_id) == ("DEMİR MAKİNA SANAYİ VE TİCARET A.Ş.", "2910412345")
    # the street's "No:" is its house number's word, the town its district and province
    assert f.vendor_address == "Organize Sanayi Bölgesi 3. Cadde No:14, Nilüfer/ BURSA"
    assert (f.customer_name, f.customer_tax_id) == ("YILMAZ GIDA LİMİTED ŞİRKETİ", "9530077123")
    assert f.customer_address == "Atatürk Bulvarı No:88, Çankaya/ ANKARA"
    assert f.currency == "TRY"
    assert (f.subtotal, f.discount, f.tax_amount, f.tax_rate, f.total, f.amount_due) == (
        Decimal("1250.00"),
        Decimal("0.00"),
        Decimal("250.00"),
        Decimal("20.00"),
        Decimal("1500.00"),
        Decimal("1500.00"),
    )
    assert f.tax_breakdown == [
        TaxRow(rate=Decimal("20.00"), base=Decimal("1250.00"), amount=Decimal("250.00"))
    ]
    assert f.payment_terms == "30 gün vadeli"
    assert f.supplier_iban == "TR330006100519786457841326"
    # "Mal Hizmet Tutarı" heads the amounts, not a second description; the rates printed
    # sign first ("%20,00") stay out of the descriptions
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in f.line_items] == [
        ("Hidrolik pompa HP-40", Decimal("2"), Decimal("450.00"), Decimal("900.00")),
        ("Montaj hizmeti", Decimal("1"), Decimal("350.00"), Decimal("350.00")),
    ]


def test_an_export_s_totals_converted_into_lira_are_not_the_invoice_s() -> None:
    rows = _SELLER + _BUYER + _FACTS + _totals(300, "EUR", "1.250,00", "0,00", "1.250,00")
    rows += [(330, 374, "Döviz Kuru"), (490, 374, "36,7362 TL")]
    rows += _totals(388, "TL", "45.920,25", "0,00", "45.920,25")
    f = fields_of(rows)
    assert f.currency == "EUR"
    assert (f.subtotal, f.total, f.amount_due) == (
        Decimal("1250.00"),
        Decimal("1250.00"),
        Decimal("1250.00"),
    )


def test_a_lone_block_in_lira_is_read_as_printed() -> None:
    """Only a sum read already in the invoice's currency makes a later one a conversion."""
    f = fields_of(_SELLER + _BUYER + _FACTS + _totals(300, "TL", "1.250,00", "250,00", "1.500,00"))
    assert (f.currency, f.total) == ("TRY", Decimal("1500.00"))


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("Fatura No", "invoice_number"),
        ("Fatura Numarası", "invoice_number"),
        ("Fatura Tarihi", "invoice_date"),
        ("Düzenleme Tarihi", "invoice_date"),
        ("Son Ödeme Tarihi", "due_date"),
        ("SON ODEME TARIHI", "due_date"),  # a text layer without the marks
        ("Vade Tarihi", "due_date"),
        ("Sipariş No", "purchase_order"),
        ("ETTN", "_x"),  # the document's UUID, never its number
        ("Vergi Dairesi", "_x"),  # the tax office's name, never an id
        ("Fatura Saati", "_x"),
        ("Döviz Kuru", "_x"),  # an exchange rate: no money field
        ("İrsaliye No", "_x"),
        ("VKN", "vendor_tax_id"),
        ("Vergi No", "vendor_tax_id"),
        ("Mal Hizmet Toplam Tutarı", "subtotal"),
        ("KDV Matrahı", "subtotal"),
        ("Toplam İskonto", "discount"),
        ("Hesaplanan KDV", "tax_total"),
        ("Vergiler Dahil Toplam Tutar", "total"),
        ("Genel Toplam", "total"),
        ("Ödenecek Tutar", "amount_due"),
        ("ÖDENECEK TUTAR", "amount_due"),
        ("Ödeme Koşulları", "payment_terms"),
        ("SAYIN", "_customer"),
        # a text layer that runs a label's words together
        ("SonÖdeme Tarihi", "due_date"),
        ("VergiDairesi", "_x"),
    ],
)
def test_turkish_labels_and_distractors(text: str, field: str) -> None:
    assert find_labels(text)[0].field == field


def test_a_turkish_date_in_words() -> None:
    assert [d.value for d in find_dates("düzenlendi 18 Şubat 2026")] == [date(2026, 2, 18)]


@pytest.mark.parametrize("text", ["30 - 11 - 2025", "30- 11- 2025", "30-11-2025"])
def test_a_date_spaced_round_its_dashes(text: str) -> None:
    assert [d.value for d in find_dates(f"Fatura Tarihi: {text}")] == [date(2025, 11, 30)]


def test_the_lira_as_printed_after_a_figure() -> None:
    (amount,) = find_money("409.608,63 TL", ",")
    assert (amount.value, amount.currency) == (Decimal("409608.63"), "TRY")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hesaplanan KDV(%20)", "Hesaplanan KDV(20%)"),
        ("%0,00 0,00 EUR", "0,00% 0,00 EUR"),
        ("KDV %18", "KDV 18%"),
        # a sign after a letter or a figure is no rate printed sign first
        ("www.example.com/a%20b", "www.example.com/a%20b"),
        ("100% pamuk", "100% pamuk"),
    ],
)
def test_a_rate_printed_sign_first_reads_sign_last(text: str, expected: str) -> None:
    lines = document_lines([page_from_rows([(40, 40, text)])])
    percent_signs_before_figures(lines)
    assert lines[0].text == expected
    assert " ".join(w.text for w in lines[0].words) == expected


def test_an_amount_word_after_a_description_word_heads_the_amount_column() -> None:
    """ "Item Total": the item's amount, not a second description column right of the figures."""
    rows: Rows = [
        (40, 40, "Acme Tools Ltd"),
        (40, 52, "12 High Street"),
        (40, 64, "Leeds LS1 4DY"),
        (400, 40, "Invoice No: 7781"),
        (400, 52, "Date: 03/02/2026"),
        (40, 120, "Item"), (250, 120, "Qty"), (320, 120, "Price"), (450, 120, "Item Total"),
        (40, 134, "Torque wrench"), (250, 134, "2"), (320, 134, "45.00"), (450, 134, "90.00"),
        (40, 148, "Socket set"), (250, 148, "1"), (320, 148, "60.00"), (450, 148, "60.00"),
        (380, 180, "Total"), (450, 180, "150.00"),
    ]  # fmt: skip
    f = fields_of(rows)
    assert [(i.description, i.quantity, i.amount) for i in f.line_items] == [
        ("Torque wrench", Decimal("2"), Decimal("90.00")),
        ("Socket set", Decimal("1"), Decimal("60.00")),
    ]


def test_a_street_named_by_a_figure_and_a_form_s_empty_number_fields() -> None:
    """ "8 Sokak No:4 A/2": the house number after its "No:" closes the street line whatever
    figure names the street; "Bina No:" printed empty is no part of the buyer's address."""
    rows: Rows = [
        (40, 40, "KAYA MOTOR SANAYİ VE TİCARET A.Ş."),
        (40, 52, "Karaağaç Mahallesi 8 Sokak No:4 A/2"),
        (40, 64, "Kapaklı/TEKİRDAĞ/"),
        (40, 76, "VKN: 8000847334"),
        (40, 110, "SAYIN"),
        (40, 122, "Lindner Kunststoff GmbH"),
        (40, 134, "Lindenstraße 22 Bina No:"),
        (40, 146, "87600 Kaufbeuren"),
        (400, 110, "Fatura No:"), (490, 110, "KMS2026000000031"),
        (400, 122, "Fatura Tarihi:"), (490, 122, "02-01-2026"),
        (330, 200, "Vergiler Dahil Toplam Tutar"), (490, 200, "980,00 EUR"),
    ]  # fmt: skip
    f = fields_of(rows)
    assert f.vendor_address == "Karaağaç Mahallesi 8 Sokak No:4 A/2, Kapaklı/TEKİRDAĞ/"
    assert f.customer_address == "Lindenstraße 22, 87600 Kaufbeuren"


def _stacked(x: float, y: float, *names: str) -> Rows:
    """A header cell's names stacked 5 pt apart (closer than a line's 9 pt height)."""
    return [(x, y + 5 * k, name) for k, name in enumerate(names)]


def test_a_header_of_stacked_cell_names_and_prices_wrapped_round_their_row() -> None:
    """The e-Fatura's item header prints each cell's name over two or three lines 5 pt apart
    ("Birim" over "Fiyat", "Mal" over "Hizmet" over "Tutarı"), centred over its column: one
    header. A row's unit price wraps round the row's line ("133,092" above it, "TL" under it)
    and is the row's; the descriptions start where the code column's name ends."""
    rows: Rows = _SELLER + _BUYER + _FACTS
    rows += _stacked(20, 300, "Sıra", "No")
    rows += _stacked(45, 305, "Stok Kodu")
    rows += _stacked(170, 305, "Mal Hizmet")
    rows += _stacked(290, 305, "Miktar")
    rows += _stacked(330, 300, "Birim", "Fiyat")
    rows += _stacked(380, 295, "İskonto/", "Arttırım", "Oranı")
    rows += _stacked(440, 300, "KDV", "Oranı")
    rows += _stacked(490, 300, "KDV", "Tutarı")
    rows += _stacked(545, 295, "Mal", "Hizmet", "Tutarı")
    for k, (code, desc, qty, price, vat, amount) in enumerate(
        [
            ("OPAS.KUT 00", "Pako şalter kutusu", "1", "133,092", "26,62 TL", "133,09 TL"),
            ("MAK.4200", "Defne ikili çerçeve", "4", "27,225", "21,78 TL", "108,90 TL"),
        ]
    ):
        y = 340 + 22 * k
        rows += [(330, y - 4, price), (340, y + 5, "TL")]
        rows += [(20, y, str(k + 1)), (40, y, code), (100, y, desc), (295, y, qty),
                 (380, y, "0,00%"), (440, y, "20,00%"), (490, y, vat), (545, y, amount)]  # fmt: skip
    rows += [(330, 420, "Mal Hizmet Toplam Tutarı"), (490, 420, "241,99 TL")]
    f = fields_of(rows)
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in f.line_items] == [
        ("Pako şalter kutusu", Decimal("1"), Decimal("133.092"), Decimal("133.09")),
        ("Defne ikili çerçeve", Decimal("4"), Decimal("27.225"), Decimal("108.90")),
    ]


def test_ocr_s_look_alikes_of_turkish_letters_are_put_right_on_a_turkish_scan() -> None:
    """OCR's alphabet lacks the dotted capital İ and reads Ğ's breve as a caron: on a page
    in Turkish, "ASÍL PLASTÍK" is "ASİL PLASTİK" and "ULUDAČ" is "ULUDAĞ"."""
    buyer = [
        (x, y, t.replace("YILMAZ GIDA LİMİTED ŞİRKETİ", "ASÍL PLASTÍK ULUDAČ A.Ş."))
        for x, y, t in _BUYER
    ]
    rows = _SELLER + buyer + _FACTS + _totals(300, "TL", "1.250,00", "250,00", "1.500,00")
    rows += [(40, 390, "Ödeme Koşulları: 30 gün vadeli ve banka havalesi ile ödenecektir")]
    f = fields_of(rows, source="ocr")
    assert f.customer_name == "ASİL PLASTİK ULUDAĞ A.Ş."
    assert fields_of(rows).customer_name == "ASÍL PLASTÍK ULUDAČ A.Ş."  # a text layer: as printed


def test_a_word_with_a_dotted_capital_i_near_a_label_word_is_no_crash_on_a_scan() -> None:
    """ "MOBİL" is one edit from the label word "mobile" once lower-cased, but its lower case
    ("mobi̇l") is a letter longer than the word: no label word to put back letter by letter."""
    rows = _SELLER + [(40, 112, "MOBİL: 0532 111 22 33")] + _BUYER + _FACTS
    f = fields_of(rows, source="ocr")
    assert f.invoice_number == "DMR2026000000412"
