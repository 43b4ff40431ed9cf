"""Readings found on session 26's development invoices, each on an invented page."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.lines import page_lines
from docproc_pipeline.extract.parse.spelling import _frequencies, document_language, respelled
from docproc_pipeline.extract.parse.table_header import is_item_table_header, word_roles
from docproc_pipeline.extract.parse.table_rows import _without_unit_and_count
from docproc_pipeline.invoice import LineItem
from docproc_pipeline_tests.extract.pages import (
    Rows,
    fields_of,
    ocr_page,
    page_from_rows,
    right_aligned,
)


def _polish_photo(description: str, town: str) -> Rows:
    """A Polish invoice as OCR reads it from a photo: diacritics lost in places."""
    return [
        (40, 40, "Zakład Stolarski Wójcik sp. z o.o."), (40, 52, "ul. Długa 98"),
        (40, 64, f"09-494 {town}"), (330, 40, "Faktura nr FV/2025/118"),
        (330, 52, "Data wystawienia: 12.05.2025"), (330, 64, "Termin płatności: 26.05.2025"),
        (40, 100, "Nazwa"), (300, 100, "Ilość"), (380, 100, "Cena"), (480, 100, "Wartość"),
        *_item_rows(114, (
            (description, "2", "53,90", "107,80"),
            ("Usługa montażu mebli", "1", "200,00", "200,00"),
        )),
        (350, 160, "Razem netto"), right_aligned(530, 160, "307,80"),
        (350, 174, "VAT 23 %"), right_aligned(530, 174, "70,79"),
        (350, 188, "Do zapłaty"), right_aligned(530, 188, "378,59 PLN"),
    ]  # fmt: skip


def _parse(pages: list[Page]) -> dict[str, object]:
    fields, _, _ = parse_invoice(pages)
    return fields.model_dump()


def test_an_ocr_word_gets_back_the_diacritics_its_language_writes() -> None:
    fields = _parse([ocr_page(_polish_photo("Krzeslo biurowe", "Kolobrzeg"))])
    assert fields["line_items"][0]["description"] == "Krzesło biurowe"
    assert fields["vendor_address"] == "ul. Długa 98, 09-494 Kołobrzeg"


def test_a_text_layer_keeps_its_words_as_printed() -> None:
    # a text layer is what the document says: no word of it is respelled
    fields = fields_of(_polish_photo("Krzeslo biurowe", "Kolobrzeg"))
    assert fields.line_items[0].description == "Krzeslo biurowe"


@pytest.mark.parametrize(
    ("word", "language", "expected"),
    [
        ("Krzeslo", "pl", "Krzesło"),  # known without diacritics, far more often with them
        ("Cambío", "es", "Cambio"),  # an accent OCR invented
        ("Haustechpik", "de", "Haustechnik"),  # unknown word, one confused letter
        ("bouten", "nl", "bouten"),  # a real word stays one: "houten" is another word
        ("Goska", "pl", "Goska"),  # a name: "Gośka" is not far more frequent
        ("Clo", "pl", "Clo"),  # too short to choose between neighbours
        ("Zzyqwx", "pl", "Zzyqwx"),  # nothing near it
        ("Straßę", "de", "Straße"),  # the lists spell ß as ss
        ("GRÖSSE", "de", "GRÖSSE"),
        ("CREME", "fr", "CREME"),  # capitals printed without their accents
        ("KRZESLO", "pl", "KRZESLO"),
        ("İzmir", "de", "İzmir"),  # a letter whose lower case is two: left as read
    ],
)
def test_respelled_words(word: str, language: str, expected: str) -> None:
    assert respelled(word, _frequencies(language)) == expected


def test_the_documents_language_is_guessed_from_its_common_words() -> None:
    words = [
        "Faktura",
        "nr",
        "Data",
        "wystawienia",
        "Termin",
        "płatności",
        "Razem",
        "do",
        "zapłaty",
        "za",
        "usługi",
    ]
    assert document_language(words) == "pl"
    assert document_language(["Rechnung", "für", "die", "Leistungen", "im", "Monat"]) == "de"
    assert document_language(["12,50", "INV-0001", "X"]) is None


_HEADER: Rows = [
    (40, 100, "Omschrijving"), (300, 100, "Aantal"), (380, 100, "Prijs"), (480, 100, "Bedrag"),
]  # fmt: skip


def _item_rows(y: float, items: tuple[tuple[str, str, str, str], ...]) -> Rows:
    rows: Rows = []
    for name, qty, price, amount in items:
        rows += [(40, y, name), right_aligned(330, y, qty), right_aligned(430, y, price)]
        rows.append(right_aligned(530, y, amount))
        y += 14
    return rows


def _carried_pages(carried_in: str, amount: str = "611,00") -> list[Page]:
    """Two pages of one item table: the first ends with the running sum, the second opens
    with it carried in, in words no lexicon lists."""
    first: Rows = [
        (40, 40, "Hoekstra Installatie B.V."), (40, 52, "Kerkstraat 12"),
        (40, 64, "1011 AB Amsterdam"), (330, 40, "Factuurnummer: F-2025-044"),
        (330, 52, "Factuurdatum: 12-05-2025"), *_HEADER,
        *_item_rows(114, (
            ("Circulatiepomp", "2", "148,00", "296,00"),
            ("Koperen buis 15 mm", "10", "12,00", "120,00"),
            ("Montage", "3", "65,00", "195,00"),
        )),
        (40, 160, "Stand blad 1"), right_aligned(530, 160, "611,00"),
    ]  # fmt: skip
    second: Rows = [
        *_HEADER, (40, 114, carried_in), right_aligned(530, 114, amount),
        *_item_rows(128, (("Radiatorkraan", "4", "9,00", "36,00"),)),
        (350, 170, "Totaal excl. btw"), right_aligned(530, 170, "647,00"),
        (350, 184, "BTW 21 %"), right_aligned(530, 184, "135,87"),
        (350, 198, "Totaal incl. btw"), right_aligned(530, 198, "782,87"),
    ]  # fmt: skip
    return [page_from_rows(first), dataclasses.replace(page_from_rows(second), number=2)]


def test_a_row_carrying_the_sum_of_the_items_before_is_no_item() -> None:
    fields, _, _ = parse_invoice(_carried_pages("Stand vorig blad"))
    assert [i.description for i in fields.line_items] == [
        "Circulatiepomp", "Koperen buis 15 mm", "Montage", "Radiatorkraan",
    ]  # fmt: skip
    assert fields.subtotal == Decimal("647.00")


def test_a_bare_row_of_another_amount_stays_an_item() -> None:
    fields, _, _ = parse_invoice(_carried_pages("Voorrijkosten", "25,00"))
    assert "Voorrijkosten" in [i.description for i in fields.line_items]


def _till_slip(rows: list[tuple[str, str]], total: str) -> Page:
    """A photographed till slip read by OCR: store header centred, rows of a name and an amount
    with its VAT letter, the total, then the payment and the change."""
    head: Rows = [
        # centres 143, 148.5 (5.5 off), 142, 143.5
        (80, 40, "Trattoria Benedetti S.r.l."), (123, 52, "Via Roma 12"),
        (110.5, 64, "20861 Lazzate"), (78, 76, "Partita IVA: IT42907570222"),
        (40, 96, "Scontrino n. 874803"), (40, 108, "05/05/2025"),
    ]  # fmt: skip
    y = 128
    for name, amount in rows:
        head += [(40, y, name), right_aligned(300, y, amount)]
        y += 12
    head += [
        (40, y + 10, "TOTALE COMPLESSIVO"), right_aligned(300, y + 10, f"EUR {total}"),
        (40, y + 22, "Pagamento elettronico"), right_aligned(300, y + 22, total),
        (40, y + 34, "Resto"), right_aligned(300, y + 34, "0,00"),
    ]  # fmt: skip
    return page_from_rows(head, source="ocr")


_SLIP_ROWS = [
    ("Detersivo piatti", "11,98.B"),  # a speck glued to the VAT letter
    ("Formaggio 200g", "23,79 B"),
    ("Pile AA 4 pz", "31,96 8"),  # the letter B read as an 8
    ("Panini", "12,54 A"),
    ("Latte 1L", "1,15 A"),
]


def test_a_slips_rows_are_read_with_their_vat_letters_misread() -> None:
    fields, _, _ = parse_invoice([_till_slip(_SLIP_ROWS, "81,42")])
    assert [(i.description, i.amount) for i in fields.line_items] == [
        ("Detersivo piatti", Decimal("11.98")), ("Formaggio 200g", Decimal("23.79")),
        ("Pile AA 4 pz", Decimal("31.96")), ("Panini", Decimal("12.54")),
        ("Latte 1L", Decimal("1.15")),
    ]  # fmt: skip


def test_rows_closed_by_a_total_they_nearly_make_are_the_items() -> None:
    # the rows add up to 81,42; the slip prints 86,42: a misprinted total, the same items (and
    # never the payment and the change under the total, which do add up to it)
    fields, _, _ = parse_invoice([_till_slip(_SLIP_ROWS, "86,42")])
    assert [i.description for i in fields.line_items] == [d for d, _ in _SLIP_ROWS]
    assert fields.total == Decimal("86.42")


def test_rows_far_from_the_total_are_no_items() -> None:
    fields, _, _ = parse_invoice([_till_slip(_SLIP_ROWS, "240,63")])
    assert "Pagamento elettronico" not in [i.description for i in fields.line_items]


def test_a_centred_store_header_on_a_photo_is_the_vendors_block() -> None:
    # centred lines whose centres OCR places a few points apart: one block
    fields, _, _ = parse_invoice([_till_slip(_SLIP_ROWS, "81,42")])
    assert fields.vendor_name == "Trattoria Benedetti S.r.l."
    assert fields.vendor_address == "Via Roma 12, 20861 Lazzate"
    assert fields.customer_name is None


@pytest.mark.parametrize(
    ("street", "town", "expected"),
    [
        # the comma between house number and postcode lost, or read as a dash
        (
            "Wüthrichstrasse 76 1379 Villars-sur-Glâne",
            "",
            "Wüthrichstrasse 76, 1379 Villars-sur-Glâne",
        ),
        ("pl. Słowicza 80 –46-603 Białystok", "", "pl. Słowicza 80, 46-603 Białystok"),
        # the comma before the country read as a dash; a town's own hyphen stays
        ("Fuchsstrasse 290", "2315 Sursee-Schweiz", "Fuchsstrasse 290, 2315 Sursee, Schweiz"),
        ("Seilerstrasse 1", "6538 Illnau-Effretikon", "Seilerstrasse 1, 6538 Illnau-Effretikon"),
    ],
)
def test_an_ocr_addresses_separators_misread(street: str, town: str, expected: str) -> None:
    rows: Rows = [
        (40, 40, "Benedetti Group GmbH"), (40, 52, street), *([(40, 64, town)] if town else []),
        (330, 40, "Rechnung Nr. 2025-118"), (330, 52, "Datum: 12.05.2025"),
        (40, 100, "Beschreibung"), (300, 100, "Menge"), (380, 100, "Preis"), (480, 100, "Betrag"),
        (40, 114, "Beratung"), right_aligned(330, 114, "2"), right_aligned(430, 114, "50,00"),
        right_aligned(530, 114, "100,00"),
        (350, 150, "Gesamtbetrag"), right_aligned(530, 150, "100,00 CHF"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows, source="ocr")])
    assert fields.vendor_address == expected


def test_a_tickets_head_lines_stay_out_of_its_first_item() -> None:
    # a phone number OCR misread ("Té1."), the date in words and the time, and the price
    # column's heading "Prix HT" over a ticket whose items print their name over "qty x price"
    rows: Rows = [
        (70, 18, "Perrier S.A.R.L."), (73, 28, "91, chemin Georges"), (84, 37, "51630 Lemoine"),
        (56, 54, "Té1. +33 (0)4 78 06 85 81"), (72, 68, "FACTURE SIMPLIFIEE"),
        (10, 86, "Numéro: FA002074"), (10, 95, "9 novembre 2025"), (194, 95, "10:42"),
        (10, 123, "Prix HT"),
        (10, 131, "Mortier-colle flexible"), (21, 140, "50 x 7,63"), right_aligned(217, 140, "381,50 A"),
        (10, 149, "Liquide vaisselle 5 l"), (21, 158, "2 x 2,00"), right_aligned(217, 158, "4,00 A"),
        (10, 180, "Total HT"), right_aligned(217, 180, "385,50"),
        (10, 190, "TVA 20 %"), right_aligned(217, 190, "77,10"),
        (10, 200, "MONTANT TTC EUR"), right_aligned(217, 200, "462,60"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows, source="ocr")])
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items] == [
        ("Mortier-colle flexible", Decimal("50"), Decimal("381.50")),
        ("Liquide vaisselle 5 l", Decimal("2"), Decimal("4.00")),
    ]


def test_a_progress_bills_row_is_the_work_done_to_date() -> None:
    # "Unit | Quantity | Price | Contract value | % complete | Done | Value to date": the
    # contract quantity sits under "Quantity", but only the quantity done times the price
    # makes the row's amount
    rows: Rows = [
        (40, 40, "Steele Construction Ltd"), (40, 52, "770 Sophie Road, London E7 5XW"),
        (330, 40, "Invoice #: 2025-2430"), (330, 52, "Date of issue: 10/06/2025"),
        (20, 100, "#"), (40, 100, "Details"), (165, 100, "Unit"), (185, 100, "Quantity"),
        (235, 100, "Price"), (275, 100, "Contract value"), (350, 100, "% complete"),
        (410, 100, "Done"), (450, 100, "Value to date"),
        (20, 114, "01.2"), (40, 114, "Electrical installation"), (165, 114, "m²"),
        right_aligned(220, 114, "144"), right_aligned(265, 114, "80.59"),
        right_aligned(340, 114, "11,604.96"), right_aligned(395, 114, "20 %"),
        right_aligned(435, 114, "28.8"), right_aligned(515, 114, "2,320.99"),
        (20, 128, "02.7"), (40, 128, "Internal plastering"), (165, 128, "lot"),
        right_aligned(220, 128, "1"), right_aligned(265, 128, "26,800.00"),
        right_aligned(340, 128, "26,800.00"), right_aligned(395, 128, "80 %"),
        right_aligned(435, 128, "0.8"), right_aligned(515, 128, "21,440.00"),
        (350, 160, "Value to date"), right_aligned(515, 160, "GBP 23,760.99"),
        (350, 174, "Tax 20 %"), right_aligned(515, 174, "GBP 4,752.20"),
        (350, 188, "Grand total"), right_aligned(515, 188, "GBP 28,513.19"),
    ]  # fmt: skip
    assert [
        (i.description, i.quantity, i.unit_price, i.amount) for i in fields_of(rows).line_items
    ] == [
        ("Electrical installation", Decimal("28.8"), Decimal("80.59"), Decimal("2320.99")),
        ("Internal plastering", Decimal("0.8"), Decimal("26800.00"), Decimal("21440.00")),
    ]


def test_a_total_column_then_tax_columns_then_another_total_is_the_net_amount() -> None:
    # "Preço líq.  Total  IVA %  IVA  Total": the first total is the row's net amount, the
    # last one (after the tax) its gross
    rows: Rows = [
        (40, 40, "Moraes Lda"), (40, 52, "Rua Augusta 8, 1100-053 Lisboa"),
        (330, 40, "FATURA Nº: FT A2025/2007"), (330, 52, "Data de emissão: 11/12/2025"),
        (20, 100, "Descrição"), (160, 100, "Qtd."), (200, 100, "Preço"), (250, 100, "Total"),
        (300, 100, "IVA %"), (350, 100, "IVA"), (420, 100, "Total"),
        (20, 114, "Cabo USB-C 2 m"), right_aligned(185, 114, "3"), right_aligned(235, 114, "9,90"),
        right_aligned(280, 114, "29,70"), right_aligned(325, 114, "5"),
        right_aligned(375, 114, "1,49"), right_aligned(445, 114, "31,19"),
        (20, 128, "Bomba circuladora"), right_aligned(185, 128, "6"),
        right_aligned(235, 128, "613,02"), right_aligned(280, 128, "3.678,12"),
        right_aligned(325, 128, "5"), right_aligned(375, 128, "183,91"),
        right_aligned(445, 128, "3.862,03"),
        (300, 160, "Base tributável"), right_aligned(445, 160, "3.707,82"),
        (300, 174, "IVA 5 %"), right_aligned(445, 174, "185,40"),
        (300, 188, "Total a pagar"), right_aligned(445, 188, "3.893,22"),
    ]  # fmt: skip
    assert [(i.quantity, i.unit_price, i.amount) for i in fields_of(rows).line_items] == [
        (Decimal("3"), Decimal("9.90"), Decimal("29.70")),
        (Decimal("6"), Decimal("613.02"), Decimal("3678.12")),
    ]


def test_a_workshops_labour_table_in_hours_and_rate_per_hour() -> None:
    # under the parts table, Polish "Godz." (hours) and "Stawka/godz." (rate per hour) head
    # the labour table
    rows: Rows = [
        (40, 40, "Bogusiewicz-Dynia Sp.k."), (40, 52, "ul. Promienna 91/87, 50-479 Luboń"),
        (330, 40, "Nr faktury RE-2025-03904"), (330, 52, "Data wystawienia 2025-04-27"),
        (40, 90, "Części"),
        (40, 100, "Opis"), (300, 100, "Ilość"), (380, 100, "Cena jedn."), (480, 100, "Wartość"),
        *_item_rows(114, (("Filtr oleju", "1", "65,75", "65,75"),)),
        (40, 128, "Razem części"), right_aligned(530, 128, "65,75"),
        (40, 150, "Usługi warsztatowe"),
        (40, 162, "Opis"), (300, 162, "Godz."), (380, 162, "Stawka/godz."), (480, 162, "Wartość"),
        *_item_rows(176, (
            ("Przegląd roczny", "2,5", "65,00", "162,50"),
            ("Diagnostyka komputerowa", "3", "65,00", "195,00"),
        )),
        (40, 204, "Razem robocizna"), right_aligned(530, 204, "357,50"),
        (350, 230, "Wartość netto"), right_aligned(530, 230, "423,25 zł"),
    ]  # fmt: skip
    assert [(i.description, i.quantity) for i in fields_of(rows).line_items] == [
        ("Filtr oleju", Decimal("1")), ("Przegląd roczny", Decimal("2.5")),
        ("Diagnostyka komputerowa", Decimal("3")),
    ]  # fmt: skip
    header = page_lines(page_from_rows([r for r in rows if r[1] == 162]))[0]
    assert word_roles("Godz.") == {"qty"} and word_roles("Stawka/godz.") == {"price"}
    assert is_item_table_header(header)


def test_the_unit_price_is_the_figure_under_its_header() -> None:
    # a certification of works: "Medición contrato | Precio unitario | A origen | Importe a
    # origen | Este periodo | Importe del periodo"; the period's quantity stands right before
    # the amount, where a unit price would, and 14,4 x 113,45 multiplies out either way
    rows: Rows = [
        (40, 40, "Construcción Urrutia S.L."), (40, 52, "Calle Mayor 5, 28013 Madrid"),
        (330, 40, "Certificación nº 4"), (330, 52, "Factura nº: F-2025-118"),
        (330, 64, "Fecha: 12/05/2025"),
        (20, 100, "Descripción"), (140, 100, "Medición contrato"), (245, 100, "Precio unitario"),
        (330, 100, "A origen"), (370, 100, "Importe a origen"), (450, 100, "Este periodo"),
        (510, 100, "Importe del periodo"),
        (20, 114, "Ventanas colocadas (ud)"), right_aligned(220, 114, "48"),
        right_aligned(310, 114, "113,45"), right_aligned(360, 114, "38,4"),
        right_aligned(440, 114, "4 356,48"), right_aligned(490, 114, "14,4"),
        right_aligned(580, 114, "1 633,68"),
        (330, 150, "Base imponible"), right_aligned(580, 150, "1 633,68"),
        (330, 164, "IVA 21 %"), right_aligned(580, 164, "343,07"),
        (330, 178, "Importe total"), right_aligned(580, 178, "1 976,75"),
    ]  # fmt: skip
    item = fields_of(rows).line_items[0]
    assert (item.quantity, item.unit_price, item.amount) == (
        Decimal("14.4"), Decimal("113.45"), Decimal("1633.68"),
    )  # fmt: skip


def test_a_unit_and_count_ocr_read_into_the_description_are_left_out() -> None:
    # the scan's header lost its quantity word: the unit and count cells read as the
    # description's end, the count derived from price and amount
    rows: Rows = [
        (40, 40, "Ferramenta Rossi S.r.l."), (40, 52, "Via Po 3, 10123 Torino"),
        (330, 40, "Fattura n. 2025/118"), (330, 52, "Data: 12/05/2025"),
        (40, 100, "Descrizione"), (250, 100, "UM"), (380, 100, "Prezzo"), (480, 100, "Importo"),
        (40, 114, "Pallet EPAL usato"), (250, 114, "pz"), right_aligned(290, 114, "3"),
        right_aligned(430, 114, "10,85"), right_aligned(530, 114, "32,55"),
        (40, 128, "Cavo FG16OR16 3G2,5 mm²"), (250, 128, "m"), right_aligned(290, 128, "12"),
        right_aligned(430, 128, "1,89"), right_aligned(530, 128, "22,68"),
        (350, 160, "Totale"), right_aligned(530, 160, "55,23"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows, source="ocr")])
    assert [(i.description, i.quantity) for i in fields.line_items] == [
        ("Pallet EPAL usato", Decimal("3")), ("Cavo FG16OR16 3G2,5 mm²", Decimal("12")),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("description", "quantity", "expected"),
    [
        ("Pallet EPAL usato pz 3", "3", "Pallet EPAL usato"),
        ("Cavo FG16OR16 3G2,5 mm² m 12", "12", "Cavo FG16OR16 3G2,5 mm²"),
        ("Carta A4 risma conf. 24", "5", "Carta A4 risma conf. 24"),  # another count: text
        ("Whiteboard markers, set of 4", "4", "Whiteboard markers, set of 4"),
    ],
)
def test_a_unit_and_count_closing_a_description_that_are_its_quantity(
    description: str, quantity: str, expected: str
) -> None:
    item = LineItem(description=description, quantity=Decimal(quantity), amount=Decimal("1"))
    assert _without_unit_and_count(item, ",").description == expected


def test_net_ttc_is_the_total() -> None:
    # a French wholesaler's "Net TTC  812,38 €" under its tax summary
    rows: Rows = [
        (40, 40, "Pharma Distribution SA"), (40, 52, "12 rue Haute, 1000 Bruxelles"),
        (330, 40, "Facture n° F-2025-118"), (330, 52, "Date : 12/05/2025"),
        (350, 134, "Total TVA"), right_aligned(530, 134, "53,38 €"),
        (350, 148, "Net TTC"), right_aligned(530, 148, "812,38 €"),
    ]  # fmt: skip
    assert fields_of(rows).total == Decimal("812.38")
