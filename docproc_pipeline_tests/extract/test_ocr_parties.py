"""Vendor and customer blocks on OCR'd pages, from small hand-built word layouts."""

from __future__ import annotations

import pytest

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.parties import find_parties

H = 10.0  # body text height in points


def _page(cells: list[tuple[float, float, str]], *, height: float = H) -> Page:
    """Words at (x, y) positions; `text` is split on spaces, 5.5 points per character."""
    words: list[Word] = []
    for x, y, text in cells:
        h = height * 1.8 if text.startswith("!") else height
        text = text.lstrip("!")
        for token in text.split(" "):
            words.append(Word(token, x, y, x + 5.5 * len(token), y + h, 0.9))
            x += 5.5 * (len(token) + 1)
    return Page(number=1, width=595, height=842, words=words, source="ocr")


def _parties(cells: list[tuple[float, float, str]]) -> dict[str, str | None]:
    found = find_parties(document_lines([_page(cells)]), {})
    return {k: v for k, (v, _) in found.items()}


BODY = [
    (70, 300, "Rechnung Nr. R-1001"),
    (70, 330, "Sehr geehrte Damen und Herren,"),
    (70, 700, "Seite 1 von 1"),
]


def test_window_address_without_label_or_readable_sender_line() -> None:
    # the sender line above the window is OCR noise with no separators left
    got = _parties(
        [
            (300, 40, "!Nordlicht Partyservice GmbH"),
            (400, 62, "Friedrich-Ebert-Straße 51"),
            (431, 74, "68159 Mannheim"),
            (71, 135, "Nordich Pty erice Cmbh Fnednch-Eber-Svaße S1 6aSa Manohem"),
            (71, 150, "Hotel Lehmann GmbH"),
            (355, 150, "Kundennummer:"),
            (432, 150, "C-56773"),
            (71, 163, "Kirchplatz 4b"),
            (71, 176, "48143 Münster"),
            *BODY,
        ]
    )
    assert got["customer_name"] == "Hotel Lehmann GmbH"
    assert got["customer_address"] == "Kirchplatz 4b, 48143 Münster"
    assert got["vendor_name"] == "Nordlicht Partyservice GmbH"


def test_vendor_block_is_not_taken_for_the_window_address() -> None:
    got = _parties(
        [
            (50, 40, "!Harbour Lane Print Works plc"),
            (50, 62, "76 Church Street"),
            (50, 74, "Cambridge CB2 1TN"),
            *BODY,
        ]
    )
    assert got.get("customer_name") is None


@pytest.mark.parametrize(
    ("read", "clean"),
    [
        ("Hafenstraße.30b, 20095 Hamburg", "Hafenstraße 30b, 20095 Hamburg"),
        ("Bahnhofstrasse-38, 4051 Basel", "Bahnhofstrasse 38, 4051 Basel"),
        ("Ringstraße·14, 6020Innsbruck", "Ringstraße 14, 6020 Innsbruck"),
        ("Uhlandstraße 110.30159 Hannover", "Uhlandstraße 110, 30159 Hannover"),
        ("Bahnhofstraße 23/11-8010 Graz", "Bahnhofstraße 23/11, 8010 Graz"),
        ("Hauptstraße 22, 6031.1 Frankfurt am Main", "Hauptstraße 22, 60311 Frankfurt am Main"),
        ("Tucson, AZ 85701.", "Tucson, AZ 85701"),
        ("Denver. CO 80202", "Denver, CO 80202"),
        ("Newcastle upon Tyne, NEI 7RU", "Newcastle upon Tyne, NE1 7RU"),
        ("Glasgow, G21DY", "Glasgow, G2 1DY"),
        ("Birmingham, B3.2JR", "Birmingham, B3 2JR"),
        # a separator bar or dot glued to the postcode, the comma before "L-1234" read as a point
        ("Lindenweg 12 |54321 Tannhain", "Lindenweg 12, 54321 Tannhain"),
        ("Rue Haute 8. L-1234 Mersch", "Rue Haute 8, L-1234 Mersch"),
        ("Lindenweg 12, ·54-321 Tannhain", "Lindenweg 12, 54-321 Tannhain"),
        # a speck read as a point glued to a line's first word, the comma after a leading
        # house number or before a closing country in capitals read as a point
        ("Suite 887, .North Haven, SK J9K1C5", "Suite 887, North Haven, SK J9K1C5"),
        ("12. rue des Lilas, L-1234 Mersch", "12, rue des Lilas, L-1234 Mersch"),
        ("Ringweg 6, 5502 Oberwart. ÖSTERREICH", "Ringweg 6, 5502 Oberwart, ÖSTERREICH"),
        # a closing country name whose accents OCR lost, as the lexicons spell it
        ("Ringweg 6, 5502 Oberwart, OSTERREICH", "Ringweg 6, 5502 Oberwart, ÖSTERREICH"),
        ("Calle Mayor 3, 28013 Madrid, ESPANA", "Calle Mayor 3, 28013 Madrid, ESPAÑA"),
        # already right: left alone
        ("A-1010 Wien", "A-1010 Wien"),
        ("Friedrich-Ebert-Straße 19, 28195 Bremen", "Friedrich-Ebert-Straße 19, 28195 Bremen"),
        ("Madison, WI 53703-1234", "Madison, WI 53703-1234"),
        ("Str. Mihai Eminescu 12, 010512 Bucuresti", "Str. Mihai Eminescu 12, 010512 Bucuresti"),
    ],
)
def test_ocr_misreadings_in_addresses_are_undone(read: str, clean: str) -> None:
    got = _parties(
        [
            (300, 40, "!Nordlicht Partyservice GmbH"),
            (71, 150, "Kunde:"),
            (71, 163, "Hotel Lehmann GmbH"),
            (71, 176, read),
            *BODY,
        ]
    )
    assert got["customer_address"] == clean


def test_garbled_contact_lines_end_the_vendor_address() -> None:
    got = _parties(
        [
            (410, 40, "!Granite Peak Freight Inc."),
            (410, 62, "3685 Industrial Parkway"),
            (410, 75, "Tucson, AZ 85701"),
            (410, 88, "Pnbne1608:555-0147"),
            (410, 101, "T |4021 555-0167, E billingared-canyon."),
            *BODY,
        ]
    )
    assert got["vendor_address"] == "3685 Industrial Parkway, Tucson, AZ 85701"


def test_table_header_word_is_not_the_vendor_name() -> None:
    # OCR boxes vary in height: the header's "Price" can be taller than the vendor's name
    got = _parties(
        [
            (48, 45, "Pennant Print Works Limited"),
            (48, 60, "87 Victoria Parade"),
            (48, 73, "Birmingham B3 2JR"),
            (48, 150, "Item"),
            (300, 150, "Qty"),
            (380, 150, "!Price"),
            (480, 150, "Amount"),
            *BODY,
        ]
    )
    assert got["vendor_name"] == "Pennant Print Works Limited"


def test_receipt_customer_block_ends_where_the_items_start() -> None:
    got = _parties(
        [
            (60, 17, "!BRANDAUER INSTALLATIONEN GMBH"),
            (11, 135, "Rechnungsadresse: Dr. Florian Lorenz"),
            (23, 146, "Am Mühlbach 47b"),
            (22, 156, "24103 Kiel"),
            (11, 172, "Arbeitszeit Auszubildender"),
            (20, 183, "3 h x 33,28"),
            (192, 183, "99,84"),
        ]
    )
    assert got["customer_name"] == "Dr. Florian Lorenz"
    assert got["customer_address"] == "Am Mühlbach 47b, 24103 Kiel"


@pytest.mark.parametrize(
    ("read", "name"),
    [
        # a speck after a legal form written without a dot is no part of the name
        ("Lindgren Haustechnik AG.", "Lindgren Haustechnik AG"),
        ("Moreau & Petit SARL.", "Moreau & Petit SARL"),
        # ... nor a second dot after a form written with its own
        ("Ortega Servicios S.A. de C.V..", "Ortega Servicios S.A. de C.V."),
        # a form written with its dot keeps it
        ("Harbour Lane Works Ltd.", "Harbour Lane Works Ltd."),
        ("Blauw Huis B.V.", "Blauw Huis B.V."),
    ],
)
def test_a_speck_read_as_a_point_after_the_legal_form_is_dropped(read: str, name: str) -> None:
    got = _parties(
        [
            (50, 40, f"!{read}"),
            (50, 62, "Kirchplatz 4b"),
            (50, 74, "48143 Münster"),
            *BODY,
        ]
    )
    assert got["vendor_name"] == name


def test_a_title_ocr_read_onto_the_name_line_after_the_legal_form_is_no_part_of_the_name() -> None:
    got = _parties(
        [
            (50, 40, "!Ferreira Lopes S.A. FATURA"),
            (50, 62, "Rua das Flores 12"),
            (50, 74, "4050-262 Porto"),
            *BODY,
        ]
    )
    assert got["vendor_name"] == "Ferreira Lopes S.A."
