"""Line items on OCR'd pages: rows OCR reads with specks on their currency or VAT rate, a header
whose cells OCR joined, and descriptions with speck punctuation. Hand-built `Word`s, no OCR."""

from __future__ import annotations

from decimal import Decimal

import pytest

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.table import parse_line_items
from docproc_pipeline.extract.parse.table_header import is_item_table_header
from docproc_pipeline.extract.parse.table_rows import (
    clean_ocr_description,
    parse_row,
    zero_readings,
)
from docproc_pipeline.invoice import LineItem
from docproc_pipeline_tests.extract.pages import ocr_row as _words

H = 10.0


def _page(*rows: list[tuple[float, str]], number: int = 1) -> Page:
    words: list[Word] = []
    for n, cells in enumerate(rows):
        words.extend(_words(*cells, y=100.0 + 16.0 * n))
    return Page(number=number, width=595, height=842, words=words, source="ocr")


def test_a_speck_after_the_currency_does_not_lose_the_row() -> None:
    row = _words((120, "Lagerung"), (354, "24"), (370, "Monat"), (443, "9,94"), (470, "€."))
    row += _words((514, "238,56"), (552, "€"))
    item = parse_row(row, ",", 118.0, ocr=True)
    assert item is not None
    assert (item.quantity, item.unit_price, item.amount) == (24, Decimal("9.94"), Decimal("238.56"))


def test_an_accented_or_misread_currency_code_before_the_amount() -> None:
    row = _words((100, "Workshop-Moderation"), (341, "2"), (350, "Tag"), (401, "1.464,70"))
    row += _words((448, "EUR"), (481, "2.929,40"), (530, "ÉUR"))
    item = parse_row(row, ",", 98.0, ocr=True)
    assert item is not None and item.amount == Decimal("2929.40")
    row = _words((99, "Arbeitszeit"), (142, "Monteur"), (328, "4,25"), (353, "h"), (414, "CHF"))
    row += _words((433, "78,00"), (490, "CHÉ"), (508, "331,50"))
    item = parse_row(row, ",", 98.0, ocr=True)
    assert item is not None
    assert (item.description, item.quantity) == ("Arbeitszeit Monteur", Decimal("4.25"))


@pytest.mark.parametrize("rate", ["19.%", "7.%", "19,%"])
def test_a_speck_in_the_vat_rate_column(rate: str) -> None:
    row = _words((130, "Online-Datenbankzugang"), (332, "3"), (340, "Lizenz"), (414, "173,99"))
    row += _words((455, rate), (517, "521,97"))
    item = parse_row(row, ",", 128.0, ocr=True)
    assert item is not None
    assert (item.quantity, item.unit_price) == (3, Decimal("173.99"))


def test_a_position_number_that_fits_the_arithmetic_leaves_the_description() -> None:
    # the quantity column is empty; the position number 3 happens to equal amount / price
    row = _words((72, "3"), (98, "Leitungsschutzschalter"), (240, "B16"), (418, "CHF"))
    row += _words((438, "7,73"), (493, "CHF"), (513, "23,19"))
    item = parse_row(row, ",", 100.0, ocr=True, qty_x=(327.0, 347.0))
    assert item is not None
    assert (item.description, item.quantity) == ("Leitungsschutzschalter B16", 3)


def test_a_receipt_times_sign_glued_to_the_unit_price() -> None:
    row = _words((21, "12."), (40, "Lz."), (60, "x.123,50"), (179, "1.482,00"))
    item = parse_row(row, ",", None, ocr=True)
    assert item is not None
    assert (item.quantity, item.unit_price) == (12, Decimal("123.50"))


def test_a_header_whose_cells_ocr_joined_keeps_the_description_column() -> None:
    header = [(45, "Item"), (68, "Item"), (92, "code"), (119, "Item"), (366, "Qty")]
    header += [(434, "Unit"), (459, "Price"), (528, "Total")]
    rows = [
        header,
        [(44, "33"), (69, "76995"), (119, "Travel"), (160, "expenses"), (389, "1")],
        [(44, "34"), (67, "10890"), (120, "Brochure"), (175, "layout"), (375, "6")],
    ]
    rows[1] += [(453, "214.99"), (524, "214.99")]
    rows[2] += [(460, "79.75"), (523, "478.50")]
    # the header's first cells run into one segment: no wide gap between them
    lines = document_lines([_page(*rows)])
    assert lines[0].segments[0].text == "Item Item code Item"
    items, _ = parse_line_items(lines, ".")
    assert [i.description for i in items] == ["Travel expenses", "Brochure layout"]


def test_a_header_word_misread_with_a_small_l() -> None:
    header = [(45, "No."), (68, "Item"), (92, "code"), (119, "ltem"), (366, "Qty")]
    header += [(434, "Price"), (528, "Total")]
    row = [(44, "1"), (69, "10-73136"), (119, "Copy"), (150, "paper"), (366, "12")]
    row += [(434, "5.96"), (524, "71.52")]
    items, _ = parse_line_items(document_lines([_page(header, row)]), ".")
    assert [i.description for i in items] == ["Copy paper"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Copy paper A4, 80 g/m2, 500 sheets.", "Copy paper A4, 80 g/m², 500 sheets"),
        ("Office cleaning. monthly flat rate.", "Office cleaning, monthly flat rate"),
        ("Delivery van hire incl. driver", "Delivery van hire incl. driver"),
        ("Nachfüllpack– Ref. 91742", "Nachfüllpack – Ref. 91742"),
        ("Stainless steel bolts M8 × 40, ref. 41568", "Stainless steel bolts M8 x 40, ref. 41568"),
        ("Fauteuil dossier noir. période mai", "Fauteuil dossier noir, période mai"),
        ("Wartung Website, It. Angebot", "Wartung Website, lt. Angebot"),
        ("Archive boxes,.recycled board", "Archive boxes, recycled board"),
        ("Toner' cartridge, black", "Toner cartridge, black"),
        ("Whiteboard-Marker, '4er-Set", "Whiteboard-Marker, 4er-Set"),
        ("Pressfittiņg·Bogen 15 mm", "Pressfitting Bogen 15 mm"),
        ("Fachbuch: Handbuch Steuerrecht:2026", "Fachbuch: Handbuch Steuerrecht 2026"),
        ("Vor-Ort-Support.Techniker", "Vor-Ort-Support Techniker"),
        # left alone: an ordinal, an abbreviation, inch marks, a decimal comma, umlauts
        ("Ergänzungslieferung, 3. Auflage", "Ergänzungslieferung, 3. Auflage"),
        ("Papierfächer: Rot, ca. 20cm", "Papierfächer: Rot, ca. 20cm"),
        ("Leather Sleeve 15,4'' Vintage", "Leather Sleeve 15,4'' Vintage"),
        ("Bürodrehstuhl ergonomisch, schwarz", "Bürodrehstuhl ergonomisch, schwarz"),
        # letters the lexicons' languages write with a cedilla, ogonek or dot keep it
        ("Płyn do dezynfekcji rąk, uzupełnienie", "Płyn do dezynfekcji rąk, uzupełnienie"),
        ("Tradução técnica, ręczna", "Tradução técnica, ręczna"),
        ("Żółta farba, façade", "Żółta farba, façade"),
        # a speck mark on a letter none of them writes goes, composed or not
        ("Mounting bracket, galvaniseġ", "Mounting bracket, galvaniseg"),
        ("Wall plug x\u0328 8 mm", "Wall plug x 8 mm"),
    ],
)
def test_ocr_description_specks(text: str, expected: str) -> None:
    assert clean_ocr_description(text) == expected


def test_a_receipt_item_does_not_take_the_customer_address_above_it() -> None:
    page = _page(
        [(12, "Rheinuferweg"), (90, "68b")],
        [(12, "20095"), (50, "Hamburg")],
        [(12, "Plakat"), (52, "A1,"), (76, "matt")],
        [(20, "3"), (30, "Stk."), (60, "x"), (70, "4,20"), (180, "12,60")],
    )
    items, _ = parse_line_items(document_lines([page]), ",")
    assert [i.description for i in items] == ["Plakat A1, matt"]


def test_a_rate_cell_wider_than_its_header_is_dropped_whole() -> None:
    # "21 %" centred under a narrower "VAT": the figure starts left of the header word, only
    # the sign lies under it; the whole cell is the rate, not the unit price
    page = _page(
        [(60, "Description"), (300, "Qty"), (380, "Price"), (452, "VAT"), (520, "Amount")],
        [(60, "Wall"), (90, "paint"), (300, "369"), (324, "m²"), (380, "5,87"), (446, "21")],
        [(60, "Paper"), (100, "A4"), (300, "6"), (310, "pcs"), (380, "384,76"), (446, "4%.")],
    )
    # the sign of the first rate row, a word of its own right after the figure
    page.words.append(Word("%", 461, 116, 467, 116 + H, 0.95))
    page.words.append(Word("2166,03", 520, 116, 562, 116 + H, 0.95))
    page.words.append(Word("2308,56", 520, 132, 562, 132 + H, 0.95))
    items, _ = parse_line_items(document_lines([page]), ",")
    got = [(i.description, i.quantity, i.unit_price, i.amount) for i in items]
    assert got == [
        ("Wall paint", 369, Decimal("5.87"), Decimal("2166.03")),
        ("Paper A4", 6, Decimal("384.76"), Decimal("2308.56")),
    ]


@pytest.mark.parametrize(
    ("text", "readings"),
    [
        ("95.(X)", ["95.00"]),
        ("5.481.(%)", ["5481.00"]),
        ("1.750,(0)", ["1750.00"]),
        ("400.0)", ["400.00"]),
        ("82.1K)", ["82.10", "82.00"]),
        # no separator shows where the cents begin, or nothing misread: no such reading
        ("345AM)", []),
        ("12.50", []),
        ("Stk)", []),
        ("(1,234.56)", []),
    ],
)
def test_zeros_read_as_round_glyphs(text: str, readings: list[str]) -> None:
    assert zero_readings(text) == [Decimal(r) for r in readings]


def test_a_row_whose_zeros_ocr_misread_is_read_by_its_arithmetic() -> None:
    notes: list[str] = []
    # "95.00" read as "95.(X)": 18.25 h x 95.00 = 1,733.75 confirms the reading
    row = _words((125, "Project"), (170, "management"), (354, "18.25"), (390, "h"))
    row += _words((458, "95.(X)"), (521, "1,733.75"))
    item = parse_row(row, ".", 123.0, ocr=True, notes=notes)
    assert item is not None
    assert (item.quantity, item.unit_price, item.amount) == (
        Decimal("18.25"),
        Decimal("95.00"),
        Decimal("1733.75"),
    )
    assert notes  # a repair: the items' confidence is capped
    # the amount's cents read as "(8)" and a "K" for a zero of the price: 25 x 770.32
    row = _words((125, "Translation"), (354, "25"), (380, "pcs"), (440, "770.32"))
    row += _words((521, "19.258.(8)"))
    item = parse_row(row, ".", 123.0, ocr=True, notes=notes)
    assert item is not None and item.amount == Decimal("19258.00")
    # of two readings, the one the arithmetic confirms: 3 x 82.00 = 246.00
    row = _words((125, "Audit"), (354, "3"), (440, "82.1K)"), (521, "246.00"))
    item = parse_row(row, ".", 123.0, ocr=True)
    assert item is not None and item.unit_price == Decimal("82.00")


def test_an_article_number_a_column_gap_left_of_the_description_is_not_description() -> None:
    # the header named no code column (OCR joined its cells): the code stands a column's gap
    # (over 1.5 text heights) left of the description; a number inside the text stays
    row = _words((44, "A-6059"), (104, "Copier"), (144, "paper"), (180, "A4"), (363, "5"))
    row += _words((378, "pcs"), (455, "708.53"), (519, "3542.65"))
    item = parse_row(row, ".", None, ocr=True)
    assert item is not None and item.description == "Copier paper A4"
    row = _words((94, "Timber"), (136, "deck"), (166, "35010"), (363, "2"), (455, "10.00"))
    row += _words((519, "20.00"))
    item = parse_row(row, ".", None, ocr=True)
    assert item is not None and item.description == "Timber deck 35010"
    row = _words((94, "10587"), (128, "hose"), (363, "2"), (455, "10.00"), (519, "20.00"))
    item = parse_row(row, ".", None, ocr=True)
    assert item is not None and item.description == "10587 hose"


def test_a_quantity_glued_to_its_price_by_a_times_sign() -> None:
    # "6 × 387.55" read as one word, the sign doubled
    row = _words((60, "Translation"), (130, "services"), (300, "6××387.55"), (460, "2,325.30"))
    item = parse_row(row, ".", 58.0, ocr=True)
    assert item is not None
    assert (item.description, item.quantity, item.unit_price) == (
        "Translation services",
        6,
        Decimal("387.55"),
    )


def test_a_speck_between_the_cents_of_a_price() -> None:
    row = _words((60, "Tonercartridge"), (300, "5"), (380, "196,1-9"), (460, "980,95"))
    item = parse_row(row, ",", 58.0, ocr=True)
    assert item is not None and item.unit_price == Decimal("196.19")


def test_a_header_whose_words_ocr_misread_still_heads_the_table() -> None:
    # "Anzahl" read "Anzahi", a speck after "Preis/Einh."; a text layer is read as printed
    cells = [(60, "Leistung"), (300, "Anzahi"), (340, "ME"), (380, "Preis/Einh,")]
    cells.append((460, "Gesamtpreis"))
    ocr_line = document_lines([_page(cells)])[0]
    assert is_item_table_header(ocr_line)
    text_page = _page(cells)
    text_page.source = "text"
    assert not is_item_table_header(document_lines([text_page])[0])


def test_a_slash_joined_header_cell_with_a_misread_letter_heads_the_table() -> None:
    # "Towar/usługa" with its ł read as t: still the description column's header
    header = [(49, "Nr"), (73, "Indeks"), (125, "Towar/ustuga"), (332, "Ilość")]
    header += [(455, "Cena"), (525, "Netto")]
    row = [(44, "1"), (71, "67410"), (124, "Zarządzanie"), (200, "projektem")]
    row += [(354, "8,75"), (380, "h"), (451, "131,00"), (516, "1.146,25")]
    lines = document_lines([_page(header, row)])
    assert is_item_table_header(lines[0])
    items, _ = parse_line_items(lines, ",")
    assert [i.description for i in items] == ["Zarządzanie projektem"]


def test_a_quantity_and_its_unit_glued_to_the_price_by_a_times_sign() -> None:
    # "9 j x 560,00" read as one word
    row = _words((60, "Reportage"), (120, "photo"), (395, "9jx560,00"), (498, "5"))
    row += _words((506, "040,00"))
    item = parse_row(row, ",", 58.0, ocr=True)
    assert item is not None
    assert (item.description, item.quantity, item.unit_price, item.amount) == (
        "Reportage photo",
        9,
        Decimal("560.00"),
        Decimal("5040.00"),
    )


def _row(desc: str, qty: str, price: str, amount: str) -> list[tuple[float, str]]:
    return [(220, desc), (420, qty), (486, price), (530, amount)]


def test_a_label_beside_the_table_does_not_end_it() -> None:
    # a card of invoice facts runs down the left edge: its labels sit between the rows
    header = [(36, "DATUM"), (200, "Pos."), (219, "Text"), (408, "Menge"), (491, "Preis")]
    header += [(535, "G-Preis")]
    rows = [
        header,
        [(37, "3.3.2025"), *_row("Transporter", "6", "1.340,00", "8.040,00")],
        _row("LED-Panel", "1", "558,46", "558,46"),
        [(37, "ZAHLUNGSZIEL")],
        [(37, "2.4.2025"), *_row("Malerarbeiten", "38", "53,10", "2.017,80")],
        [(418, "Nettosumme"), (520, "10.616,26")],
    ]
    items, _ = parse_line_items(document_lines([_page(*rows)]), ",")
    assert [i.description for i in items] == ["Transporter", "LED-Panel", "Malerarbeiten"]


def test_a_price_cell_ocr_read_a_little_lower_is_put_back_into_its_row() -> None:
    header = [(200, "Pos."), (219, "Text"), (408, "Menge"), (491, "Preis"), (535, "G-Preis")]
    rows = [header, _row("Transporter", "6", "1.340,00", "8.040,00")]
    # its quantity cell holds a unit: read without the price, no figure stands for one
    rows.append([(220, "Terrassendiele"), (420, "24"), (436, "Stück"), (530, "20.928,00")])
    rows.append(_row("Malerarbeiten", "38", "53,10", "2.017,80"))
    page = _page(*rows)
    # the price of the third row, 7 points lower than the row's other cells
    page.words.append(Word("872,00", 486, 139.0, 522, 139.0 + H, 0.95))
    # and the row's text taller than its figures (OCR boxes of uneven height)
    page.words[:] = [
        w if w.text != "Terrassendiele" else Word(w.text, w.x0, w.y0, w.x1, w.y1 + 8, 0.95)
        for w in page.words
    ]
    lines = document_lines([page])
    assert any(ln.text == "872,00" for ln in lines)
    items, _ = parse_line_items(lines, ",")
    assert [(i.description, i.unit_price) for i in items] == [
        ("Transporter", Decimal("1340.00")),
        ("Terrassendiele", Decimal("872.00")),
        ("Malerarbeiten", Decimal("53.10")),
    ]


def test_a_phone_number_above_a_receipt_is_no_item() -> None:
    rows = [
        [(85, "+33"), (106, "2"), (115, "48"), (130, "58"), (145, "33"), (160, "53")],
        [(11, "Vis"), (32, "hexagonale"), (100, "M8")],
        [(20, "25"), (38, "pièce"), (74, "x"), (84, "729,71"), (183, "18.242,75")],
    ]
    items, _ = parse_line_items(document_lines([_page(*rows)]), ",")
    assert [(i.description, i.amount) for i in items] == [
        ("Vis hexagonale M8", Decimal("18242.75"))
    ]


def test_a_labelled_phone_number_above_headerless_rows_is_no_item() -> None:
    # its label opens the line ("Tél"); its digit groups read as figures do not multiply out
    rows = [
        [(60, "Tél"), (85, "+33"), (106, "2"), (115, "91"), (130, "64"), (145, "35"), (160, "08")],
        [(60, "Audit"), (96, "énergétique"), (330, "2"), (340, "jour"), (370, "x"), (380, "640,00")]
        + [(500, "1.280,00")],
        [(60, "Rapport"), (110, "final"), (330, "1"), (340, "pièce"), (380, "x"), (390, "350,00")]
        + [(506, "350,00")],
    ]
    items, _ = parse_line_items(document_lines([_page(*rows)]), ",")
    assert [(i.description, i.amount) for i in items] == [
        ("Audit énergétique", Decimal("1280.00")),
        ("Rapport final", Decimal("350.00")),
    ]


def test_a_rate_ocr_read_without_its_percent_under_a_brazilian_iss_column_is_no_price() -> None:
    # "% ISS" names one rate column; OCR dropped the sign of the row's "5%": the bare "5"
    # under that column is the rate, and the figure left of it the unit price
    header = [(52, "Lin."), (78, "Descrição"), (285, "Qtde."), (396, "P."), (406, "Unit.")]
    header += [(439, "%"), (448, "ISS"), (497, "Valor")]
    row = [(75, "Manutenção"), (140, "preventiva"), (299, "4,5"), (314, "h"), (386, "BRL")]
    row += [(410, "80,00"), (445, "5"), (505, "BRL"), (526, "360,00")]
    items, _ = parse_line_items(document_lines([_page(header, row)]), ",")
    assert [(i.quantity, i.unit_price, i.amount) for i in items] == [
        (Decimal("4.5"), Decimal("80.00"), Decimal("360.00"))
    ]


def test_a_tax_rows_rate_base_and_tax_beside_a_closing_sentence_end_the_items() -> None:
    # "Merci pour votre confiance.  8,1 %  1 200,00  97,20": base x rate = tax, a tax
    # breakdown's row sharing its line with text at the left, not an item with an amount
    header = [(33, "Réf."), (93, "Article"), (279, "Qté."), (355, "Prix"), (500, "Total")]
    row1 = [(33, "001"), (93, "Audit"), (130, "énergétique"), (301, "2"), (310, "j")]
    row1 += [(388, "500,00"), (528, "1"), (536, "000,00")]
    row2 = [(33, "002"), (93, "Rapport"), (140, "final"), (301, "1"), (310, "u.")]
    row2 += [(388, "200,00"), (534, "200,00")]
    taxes = [(384, "Taux"), (464, "Base"), (548, "TVA")]
    closing = [(31, "Merci"), (66, "pour"), (96, "votre"), (132, "confiance."), (382, "8,1")]
    closing += [(402, "%"), (446, "1"), (454, "200,00"), (531, "97,20")]
    items, _ = parse_line_items(document_lines([_page(header, row1, row2, taxes, closing)]), ",")
    assert [(i.description, i.amount) for i in items] == [
        ("Audit énergétique", Decimal("1000.00")),
        ("Rapport final", Decimal("200.00")),
    ]


def _it_table(*rows: list[tuple[float, str]]) -> list[LineItem]:
    header = [(49, "Riga"), (123, "Descrizione"), (356, "Q.tà"), (453, "Prezzo")]
    header += [(508, "Importo")]
    return parse_line_items(document_lines([_page(header, *rows)]), ".")[0]


def test_a_row_whose_figures_ocr_garbled_keeps_its_place() -> None:
    # the middle row's price and amount are unreadable: the row is kept, so the third row
    # stays the third item (items are compared by position)
    items = _it_table(
        [(46, "1"), (122, "Audit"), (160, "sicurezza"), (360, "2.5"), (454, "980.00")]
        + [(521, "2450.00")],
        [(46, "2"), (122, "Corso"), (160, "formazione"), (360, "5.5"), (448, "1s0,00")]
        + [(518, "6.38z00")],
        [(46, "3"), (125, "Gestione"), (175, "progetto"), (362, "8"), (454, "930.00")]
        + [(518, "7440.00")],
    )
    assert [(i.description, i.quantity, i.amount) for i in items] == [
        ("Audit sicurezza", Decimal("2.5"), Decimal("2450.00")),
        ("Corso formazione", Decimal("5.5"), None),
        ("Gestione progetto", 8, Decimal("7440.00")),
    ]


def test_a_garbled_row_read_by_its_arithmetic() -> None:
    # the amount's cents separator lost ("16449.60" read "16.44960"), the price read cleanly
    items = _it_table(
        [(46, "1"), (122, "Caffè"), (160, "espresso"), (360, "345"), (458, "47.68")]
        + [(515, "16.44960")],
        # no quantity printed, the amount's last digit lost: a whole quantity
        [(46, "2"), (122, "Servizio"), (175, "fotografico"), (450, "1.050,00")]
        + [(520, "5.250.0")],
        # the amount OCR split into two words with a letter for a digit
        [(46, "3"), (122, "Audit"), (160, "lotto"), (361, "9.5"), (454, "410.00")]
        + [(520, "1"), (527, "N95.00")],
    )
    assert [(i.quantity, i.unit_price, i.amount) for i in items] == [
        (345, Decimal("47.68"), Decimal("16449.60")),
        (5, Decimal("1050.00"), Decimal("5250.00")),
        (Decimal("9.5"), Decimal("410.00"), Decimal("3895.00")),
    ]


def test_the_tax_breakdown_under_the_items_is_no_item() -> None:
    header = [(193, "Description"), (420, "Qty"), (479, "Unit")]
    header += [(505, "cost"), (533, "Amount")]
    rows = [
        header,
        [(193, "Translation"), (265, "services"), (423, "50"), (488, "384.48")]
        + [(531, "19,224.00")],
        [(190, "Rate"), (313, "Taxable"), (360, "Sub-total"), (416, "Tax"), (528, "19,224.00")],
        # OCR ran the breakdown's cells into one segment
        [(190, "23"), (204, "%"), (305, "10,717.60"), (361, "VAT"), (383, "at"), (397, "23%")]
        + [(421, "2,465.05"), (533, "2,465.05")],
    ]
    items, _ = parse_line_items(document_lines([_page(*rows)]), ".")
    assert [i.description for i in items] == ["Translation services"]


def _pl_table(*rows: list[tuple[float, str]]) -> list[LineItem]:
    header = [(219, "Nazwa"), (441, "llosć"), (484, "Cena"), (508, "jedn."), (529, "Wartość")]
    return parse_line_items(document_lines([_page(header, *rows)]), ",")[0]


def test_a_quantity_header_misread_still_places_the_quantity_column() -> None:
    # OCR lost the quantity (5); the "40" of the description is left of the quantity column
    items = _pl_table(
        [(219, "Śruba"), (255, "M8"), (273, "x"), (281, "40"), (485, "430,12")]
        + [(529, "2"), (537, "150,60")],
    )
    assert [(i.description, i.quantity) for i in items] == [("Śruba M8 x 40", 5)]


def test_text_far_left_of_the_table_with_figures_under_it_is_no_row() -> None:
    # the customer's address in a card beside the table, the total due under the amounts
    items = _pl_table(
        [
            (219, "Kabel"),
            (255, "sieciowy"),
            (447, "373"),
            (484, "20,79"),
            (529, "7"),
            (537, "754,67"),
        ],
        [
            (38, "al."),
            (56, "Makuszyńskiego"),
            (144, "63"),
            (482, "PLN"),
            (505, "41"),
            (519, "105,43"),
        ],
    )
    assert [i.description for i in items] == ["Kabel sieciowy"]


@pytest.mark.parametrize("cell", [["26,5", "h×"], ["26,5h×"]])
def test_a_receipt_unit_glued_to_its_times_sign(cell: list[str]) -> None:
    cells = [(20, cell[0])] + ([(50, cell[1])] if len(cell) > 1 else [])
    rows = [
        [(10, "Grafikdesign"), (90, "Logoüberarbeitung")],
        [*cells, (70, "167,00"), (187, "4.425,50")],
    ]
    items, _ = parse_line_items(document_lines([_page(*rows)]), ",")
    assert [(i.description, i.quantity) for i in items] == [
        ("Grafikdesign Logoüberarbeitung", Decimal("26.5"))
    ]


def test_a_receipt_description_holding_a_distractor_word() -> None:
    # "Angebot" labels a quote number elsewhere; inside a description it is text
    rows = [
        [(10, "Texterstellung"), (100, "Produktseiten,"), (190, "lt."), (210, "Angebot")],
        [(19, "8"), (30, "Stk."), (60, "×"), (70, "779,63"), (188, "6.237,04")],
    ]
    items, _ = parse_line_items(document_lines([_page(*rows)]), ",")
    assert [i.description for i in items] == ["Texterstellung Produktseiten, lt. Angebot"]


def test_a_totals_label_ocr_misread_in_part_is_no_row() -> None:
    # "Total ilíquido" read "Total iliquido": not the whole label, but a totals label at the
    # start of a line in the totals block, right of the description column
    header = [(76, "Designação"), (393, "Qtd."), (449, "P."), (462, "Unit."), (507, "Montante")]
    rows = [
        header,
        [(50, "1"), (76, "Contabilidade"), (160, "mensal"), (401, "11"), (450, "272,14")]
        + [(511, "2"), (519, "993,54")],
        [(300, "Total"), (333, "iliquido"), (509, "32"), (523, "373,.30")],
    ]
    items, _ = parse_line_items(document_lines([_page(*rows)]), ",")
    assert [i.description for i in items] == ["Contabilidade mensal"]


def test_a_quantity_found_in_the_position_column_leaves_the_description_whole() -> None:
    # the quantity cell is empty in the OCR; the position number (3) fits the arithmetic,
    # and a card of bank details lies left of the table on the same line
    header = [(192, "Nr."), (212, "Artikel"), (439, "Aant."), (475, "Eenheidsprijs")]
    header += [(552, "Subtotaal")]
    row = [(15, "BTW"), (37, "nr:"), (57, "NL170544990B01"), (190, "3"), (210, "Software")]
    row += [(262, "licentie"), (484, "661,36"), (531, "1.984,08")]
    items, _ = parse_line_items(document_lines([_page(header, row)]), ",")
    assert [(i.description, i.quantity) for i in items] == [("Software licentie", 3)]


def test_a_row_beside_a_card_takes_its_description_from_the_line_above() -> None:
    # a card of bank details runs down the left edge; OCR put the row's figures on the card's
    # line, a little below the row's description
    header = [(194, "Nr."), (212, "Beschreibung"), (442, "Mng."), (479, "Einzelpr.")]
    header += [(546, "Netto")]
    rows = [
        header,
        [(211, "Händedesinfektion"), (320, "Nachfüllpack")],
        [(16, "BIC:"), (40, "DEUTDEMM760"), (443, "13.75"), (491, "25,96"), (541, "356,95")],
        [(210, "Glasreinigung"), (300, "Erdgeschoss"), (443, "1000"), (492, "0.753")]
        + [(541, "753,00")],
    ]
    items, _ = parse_line_items(document_lines([_page(*rows)]), ",")
    assert [(i.description, i.amount) for i in items] == [
        ("Händedesinfektion Nachfüllpack", Decimal("356.95")),
        ("Glasreinigung Erdgeschoss", Decimal("753.00")),
    ]


def test_an_item_opening_with_a_totals_word_is_an_item() -> None:
    # "Delivery" labels shipping costs in the totals block; at the description column's start
    # (right of a position column) it opens an item
    header = [(37, "Item"), (65, "Details"), (379, "Quantity"), (463, "Price"), (534, "Total")]
    rows = [
        header,
        [(66, "Delivery"), (120, "van"), (144, "hire"), (403, "8.5"), (457, "540.00")]
        + [(524, "4,590.00")],
        [(39, "7"), (65, "Software"), (120, "development"), (399, "25.5"), (458, "143.00")]
        + [(523, "3,646.50")],
    ]
    items, _ = parse_line_items(document_lines([_page(*rows)]), ".")
    assert [i.description for i in items] == ["Delivery van hire", "Software development"]


def test_a_garbled_row_keeps_its_place_only_with_a_cell_under_the_amount_column() -> None:
    # a line of text with figures that stop short of the amount column is no row
    items = _it_table(
        [(46, "1"), (122, "Audit"), (160, "sicurezza"), (360, "2.5"), (454, "980.00")]
        + [(521, "2450.00")],
        [(122, "Banca"), (160, "Popolare"), (360, "IT60"), (400, "X054")],
    )
    assert [i.amount for i in items] == [Decimal("2450.00")]


def test_a_garbled_row_keeps_its_place_when_the_amount_header_was_misread() -> None:
    # the amount column's header unread ("Iaxpondbile"): its x-range unknown, the row is kept
    header = [(49, "Riga"), (123, "Descrizione"), (356, "Q.tà"), (453, "Prezzo")]
    header += [(508, "Iaxpondbile")]
    rows = [
        [(46, "1"), (122, "Audit"), (160, "sicurezza"), (360, "2.5"), (454, "980.00")]
        + [(521, "2450.00")],
        [(46, "2"), (122, "Corso"), (160, "formazione"), (360, "5.5"), (448, "1s0,00")]
        + [(518, "6.38z00")],
        [(46, "3"), (125, "Gestione"), (175, "progetto"), (362, "8"), (454, "930.00")]
        + [(518, "7440.00")],
    ]
    items, _ = parse_line_items(document_lines([_page(header, *rows)]), ".")
    assert [i.amount for i in items] == [Decimal("2450.00"), None, Decimal("7440.00")]


def test_an_ocr_detail_line_in_smaller_type_under_an_item_is_not_its_description() -> None:
    # "Artikel 4711 · Einheit: h" in small grey type under each bold description; a wrapped
    # description line in the row's own size still completes it
    def cells(y: float, h: float, *pairs: tuple[float, str]) -> list[Word]:
        return [Word(t, x, y, x + 6 * len(t), y + h, 0.9) for x, t in pairs]

    words = cells(100, 10, (40, "Leistung"), (345, "Menge"), (430, "Preis"), (520, "Betrag"))
    words += cells(120, 15, (40, "Projektleitung"), (347, "32"), (437, "80,00"))
    words += cells(120, 15, (522, "2.560,00"))
    words += cells(136, 11, (40, "Artikel"), (63, "94519"), (84, "Einheit:"), (108, "h"))
    words += cells(160, 15, (40, "Gartenpflege"), (117, "und"), (347, "3"), (437, "60,00"))
    words += cells(160, 15, (531, "180,00"))
    words += cells(176, 14, (40, "Heckenschnitt"))
    page = Page(number=1, width=595, height=842, words=words, source="ocr")
    items, _ = parse_line_items(document_lines([page]), ",")
    assert [i.description for i in items] == ["Projektleitung", "Gartenpflege und Heckenschnitt"]


def test_a_figure_in_the_description_column_of_a_row_priced_once_is_description_text() -> None:
    # the quantity cell is empty and price = amount: "1 TB" belongs to the description
    row = _words((74, "Almacenamiento"), (150, "en"), (161, "la"), (170, "nube"), (194, "1"))
    row += _words((203, "TB"), (432, "352,01"), (496, "352,01"))
    item = parse_row(row, ",", 72.0, ocr=True, qty_x=(377.0, 402.0))
    assert item is not None
    assert (item.description, item.quantity) == ("Almacenamiento en la nube 1 TB", 1)


def test_a_unit_price_whose_decimal_point_ocr_read_as_a_space_is_joined_by_the_arithmetic() -> None:
    row = _words((41, "Timber"), (80, "decking"), (125, "board"), (349, "5"), (433, "579"))
    row += _words((453, "92"), (527, "2.899.60"))
    notes: list[str] = []
    item = parse_row(row, ".", 40.0, ocr=True, notes=notes)
    assert item is not None
    assert (item.quantity, item.unit_price) == (5, Decimal("579.92"))
    assert item.description == "Timber decking board"
    # two figures in cells of their own stay apart
    row = _words((41, "Carpet"), (80, "cleaning"), (343, "108"), (437, "36.06"), (527, "3.894.48"))
    item = parse_row(row, ".", 40.0, ocr=True)
    assert item is not None and item.quantity == 108


def test_an_unreadable_item_row_starting_with_a_label_word_does_not_end_the_table() -> None:
    # "Delivery" is a shipping label, but the row runs on into a description and three cells
    # of figures, the amount garbled: an item row kept unread, and the rows after it are read
    header = [(41, "Service"), (343, "Quantity"), (432, "Price"), (520, "Amount")]
    first = [(41, "Carpet"), (80, "cleaning"), (343, "108"), (437, "36.06"), (520, "3,894.48")]
    garbled = [(41, "Delivery"), (95, "van"), (118, "hire"), (146, "incl."), (176, "driver")]
    garbled += [(345, "85"), (432, "970.00"), (520, "8.245"), (555, "(0)")]
    last = [(41, "Hand"), (70, "sanitiser"), (128, "refill"), (343, "364"), (438, "31.60")]
    last += [(520, "11,502.40")]
    lines = document_lines([_page(header, first, garbled, last)])
    items, _ = parse_line_items(lines, ".")
    assert [i.description for i in items] == [
        "Carpet cleaning",
        "Delivery van hire incl. driver",
        "Hand sanitiser refill",
    ]
    assert items[2].amount == Decimal("11502.40")


def test_a_receipt_row_of_quantity_garbled_unit_and_times_sign_has_no_description() -> None:
    # "6 szt x 384.76" with the unit read "52t": the description is the line above
    row = _words((21, "6"), (30, "52t"), (50, "x"), (60, "384.76"), (188, "2"), (196, "308,56"))
    item = parse_row(row, ",", None, ocr=True)
    assert item is not None
    assert (item.description, item.quantity) == (None, 6)
    # ... or its times sign glued to the unit: "5.5 dzień× 690,00"
    row = _words((21, "5.5"), (40, "dzieñ×"), (80, "690,00"), (188, "3"), (196, "795.00"))
    item = parse_row(row, ",", None, ocr=True)
    assert item is not None
    assert (item.description, item.quantity) == (None, Decimal("5.5"))


def test_a_totals_label_right_after_the_first_item_ends_the_table() -> None:
    # one item under the header, then the totals block's label beside a meta label (their
    # values on the next line): no wrapped header cell, since an item came between
    header = [(39, "FACTUURNUMMER"), (203, "Beschrijving"), (440, "Aantal")]
    header += [(475, "Eenheidsprijs"), (528, "Subtotaal")]
    row = [(42, "R24/00042"), (203, "Tapijtreiniging,"), (300, "ref."), (325, "93785")]
    row += [(451, "374"), (493, "15,75"), (528, "5.890,50")]
    label = [(38, "FACTUURDATUM"), (420, "Subtotaal")]
    value = [(40, "4"), (50, "januari"), (100, "2024"), (526, "5.890,50")]
    items, _ = parse_line_items(document_lines([_page(header, row, label, value)]), ",")
    assert [i.description for i in items] == ["Tapijtreiniging, ref. 93785"]


def test_a_heading_tight_under_the_last_row_but_right_of_the_descriptions_is_no_description() -> (
    None
):
    header = [(40, "Item"), (93, "Description"), (370, "Qty"), (420, "Price"), (500, "Amount")]
    rows = [
        header,
        [
            (40, "40112"),
            (93, "Window"),
            (135, "cleaning"),
            (370, "3"),
            (420, "45.00"),
            (500, "135.00"),
        ],
        [(40, "42154"), (93, "Hosting"), (141, "VPS"), (370, "8"), (420, "24.29"), (500, "194.32")],
        # the heading of a payment box beside the totals, printed tight under the table
        [(341, "Payment"), (389, "details")],
    ]
    items, _ = parse_line_items(document_lines([_page(*rows)]), ".")
    assert [i.description for i in items] == ["Window cleaning", "Hosting VPS"]
    # a line of the last item's description wrapped under it still is one
    rows[3] = [(93, "managed"), (141, "plan")]
    items, _ = parse_line_items(document_lines([_page(*rows)]), ".")
    assert [i.description for i in items] == ["Window cleaning", "Hosting VPS managed plan"]
    # ... and so is one indented under it
    rows[3] = [(105, "(01.01.2016"), (177, "-"), (189, "31.01.2016)")]
    items, _ = parse_line_items(document_lines([_page(*rows)]), ".")
    assert items[1].description == "Hosting VPS (01.01.2016 - 31.01.2016)"
