"""Readings found on session 32's development sets (an order number beside the buyer's
reference, abbreviations in OCR'd item names, a currency code inside an item's name, OCR's
dropped letters), each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.concepts import word_concepts
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.spelling import _frequencies, _respelled_tokens, respelled
from docproc_pipeline.extract.parse.table_rows import clean_ocr_description
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import Rows, ocr_page, page_from_rows


def _read(rows: Rows, *, ocr: bool = True) -> InvoiceFields:
    page = ocr_page(rows) if ocr else page_from_rows(rows)
    fields, _, _ = parse_invoice([page])
    return fields


def _shipping_invoice(order_label: str, reference_label: str) -> Rows:
    # a freight forwarder's facts: the order number in the header block, the buyer's reference
    # in a grid of shipment facts under it
    return [
        (43, 40, "Van Dijk Expeditie B.V."), (43, 52, "Havenweg 12, 3089 KL Rotterdam"),
        (383, 90, "Factuurnummer"), (470, 90, "F-2025-118"),
        (383, 102, "Factuurdatum"), (470, 102, "12-11-2025"),
        (383, 114, order_label), (470, 114, "B4549-61"),
        (51, 160, "Container"), (150, 160, "TCLU1978032"), (260, 160, reference_label),
        (330, 160, "THA-92"),
        (51, 200, "Omschrijving"), (300, 200, "Aantal"), (360, 200, "Prijs"),
        (430, 200, "Bedrag"),
        (51, 215, "Zeevracht"), (300, 215, "1"), (360, 215, "850,00"), (430, 215, "850,00"),
        (300, 250, "Totaal"), (430, 250, "850,00"),
    ]  # fmt: skip


def test_an_order_number_outranks_the_buyers_reference() -> None:
    fields = _read(_shipping_invoice("Ordernummer", "Uw ref."), ocr=False)
    assert fields.purchase_order == "B4549-61"


def test_the_buyers_reference_alone_is_the_purchase_order() -> None:
    rows = [r for r in _shipping_invoice("Ordernummer", "Uw ref.") if r[1] != 114]
    assert _read(rows, ocr=False).purchase_order == "THA-92"


def test_a_buyers_order_label_outranks_a_plain_one_as_before() -> None:
    fields = _read(_shipping_invoice("Ordernummer", "Uw bestelling"), ocr=False)
    assert fields.purchase_order == "THA-92"


def test_reference_and_order_words_are_read_word_by_word() -> None:
    assert {"ref"} <= word_concepts("Wasz znak")
    assert "order" not in word_concepts("Votre réf.")
    assert {"order", "number"} <= word_concepts("Nr zamówienia")


def test_abbreviations_in_an_ocrd_item_name_keep_their_periods() -> None:
    assert clean_ocr_description("Ibuprofen 400 mg tabl. powl., 20") == (
        "Ibuprofen 400 mg tabl. powl., 20"
    )
    assert clean_ocr_description("Guantes de nitrilo, 100 uds.") == "Guantes de nitrilo, 100 uds."
    # a speck after a word that takes no period still goes, and a period before a small
    # letter is still read as the comma it is
    assert clean_ocr_description("Copy paper A4, 500 sheets.") == "Copy paper A4, 500 sheets"
    assert clean_ocr_description("Olio 20 l.") == "Olio 20 l"
    assert clean_ocr_description("cleaning. monthly") == "cleaning, monthly"


def test_a_pharmacy_row_read_by_ocr_keeps_its_abbreviations() -> None:
    rows: Rows = [
        (40, 30, "Hurtownia Farmaceutyczna Sp. z o.o."), (40, 42, "ul. Lipowa 3, 00-123 Warszawa"),
        (360, 30, "Faktura nr FV/12/2026"), (360, 42, "Data wystawienia: 02.03.2026"),
        (40, 100, "Lp."), (70, 100, "Nazwa"), (330, 100, "Ilość"), (390, 100, "Cena"),
        (450, 100, "Wartość"),
        (40, 115, "1"), (70, 115, "Rękawiczki nitrylowe, 100 szt."), (340, 115, "10"),
        (390, 115, "13,64"), (450, 115, "136,40"),
        (40, 130, "2"), (70, 130, "Ibuprofen 400 mg tabl. powl., 20"), (340, 130, "50"),
        (390, 130, "3,95"), (450, 130, "197,50"),
        (360, 170, "Razem do zapłaty"), (450, 170, "333,90 zł"),
    ]  # fmt: skip
    assert [i.description for i in _read(rows).line_items] == [
        "Rękawiczki nitrylowe, 100 szt.",
        "Ibuprofen 400 mg tabl. powl., 20",
    ]


def test_a_currency_code_inside_an_items_name_is_not_the_invoices_currency() -> None:
    rows: Rows = [
        (30, 20, "FAKTURA"), (120, 20, "Nr 007639"),
        (30, 60, "Sprzedawca"), (220, 60, "Nabywca"),
        (30, 72, "Kręcisz Technika sp.j."), (220, 72, "Zakłady Leśna sp.j."),
        (30, 84, "al. Wybickiego 902"), (220, 84, "pl. Głowackiego 75/44"),
        (30, 96, "61-549 Ząbki"), (220, 96, "01-678 Sochaczew"),
        (30, 108, "NIP: PL5035358624"),
        (22, 150, "Lp."), (50, 150, "Nazwa"), (250, 150, "Ilość"), (300, 150, "Cena"),
        (360, 150, "Wartość"),
        (22, 165, "1"), (50, 165, "Paleta EUR, używana"), (260, 165, "20"),
        (300, 165, "9,03"), (360, 165, "180,60"),
        (22, 180, "2"), (50, 180, "Łożysko kulkowe 6204-2RS"), (260, 180, "1"),
        (300, 180, "7,48"), (360, 180, "7,48"),
        (250, 220, "Razem"), (360, 220, "188,08"),
    ]  # fmt: skip
    fields = _read(rows)
    assert fields.total == Decimal("188.08")
    assert fields.currency == "PLN"


def test_a_letter_ocr_dropped_is_put_back_into_a_common_word() -> None:
    assert respelled("inerhalb", _frequencies("de"), lengths=True) == "innerhalb"
    assert respelled("giomi", _frequencies("it"), lengths=True) == "giorni"
    # not without leave (a name inside a segment), and not for a rarer word
    assert respelled("inerhalb", _frequencies("de")) == "inerhalb"
    assert respelled("klejowa", _frequencies("pl"), lengths=True) == "klejowa"


def test_abbreviations_and_names_keep_their_length() -> None:
    freq = _frequencies("es")
    assert _respelled_tokens("simpl.", freq, in_name=False, first=True) == "simpl."
    assert _respelled_tokens("DTOS.", freq, in_name=False) == "DTOS."
    assert _respelled_tokens("Grojean", _frequencies("fr"), in_name=False) == "Grojean"
