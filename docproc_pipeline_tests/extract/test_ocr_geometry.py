"""General rules for OCR'd pages and label geometry (small invented pages)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import numpy as np
import pytest

from docproc_pipeline.extract import ocr
from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.identifiers import repair_ocr_tax_id
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.labels import find_labels, ocr_labels
from docproc_pipeline.extract.parse.lines import document_lines, page_lines
from docproc_pipeline.extract.parse.meta import id_value
from docproc_pipeline_tests.extract.pages import page_from_rows


def _ocr_page(rows: list[tuple[float, float, str]]) -> Page:
    return page_from_rows(rows, source="ocr")


def test_a_tax_id_with_one_look_alike_character_misread_is_put_right_by_its_check_digits() -> None:
    assert repair_ocr_tax_id("NL538501066803") == "NL538501066B03"  # B read as 8
    assert repair_ocr_tax_id("NL538501066B03") is None  # already valid: nothing to repair
    assert repair_ocr_tax_id("DE123456780") is None  # no single exchange makes it valid


def test_ocr_repair_never_turns_one_label_word_into_another() -> None:
    # "nummer" (Dutch, German) is one letter from "number": it is a word of its own
    fixed, _ = ocr_labels("BTW-nummer: NL538501066B03")
    assert fixed.startswith("BTW-nummer")
    assert [m.field for m in find_labels(fixed)] == ["vendor_tax_id"]


def test_the_day_of_a_date_is_never_an_identifier() -> None:
    assert id_value("16 août 2026") is None
    assert id_value("16/08/2026") is None
    assert id_value("PO-4711 vom 16.08.2026") == "PO-4711"


def test_a_value_printed_a_little_higher_than_its_label_is_still_its_value() -> None:
    # a bold value whose box sits half a line above its label, right of it
    rows = [(382, 61.0, "Invoice number"), (382, 75.0, "Due date")]
    page = page_from_rows(rows)
    page.words += [
        Word("RE-2026-06383", 500, 55.0, 560, 66.0),
        Word("24.02.2026", 500, 69.0, 550, 80.0),
    ]
    fields, _, _ = parse_invoice([page])
    assert fields.invoice_number == "RE-2026-06383"
    assert fields.due_date == date(2026, 2, 24)


def test_the_words_of_one_recognised_line_share_its_band() -> None:
    # "À" reaches higher than "de": their centres differ, yet they were read as one line
    boxes = [(330.0, 76.3, 334.0, 91.7), (337.0, 76.2, 376.0, 93.0), (379.0, 78.0, 388.0, 92.8)]
    levelled = ocr._level_lines(boxes, [7, 7, 7])
    assert len({(b[1], b[3]) for b in levelled}) == 1
    assert [b[0] for b in levelled] == [330.0, 337.0, 379.0]


def test_an_ocr_sender_line_whose_dashes_lost_a_space_still_names_the_vendor() -> None:
    page = _ocr_page(
        [
            (420, 30, "Drukwerk Geffen C.V."),
            (470, 44, "Jensboulevard 768"),
            (460, 54, "6553 GN Stieltjeskanaal"),
            (50, 115, "Drukwerk Geffen C.V.- Jensboulevard 768-6553 GN Stieltjeskanaal"),
            (50, 132, "Jansen Groep"),
            (50, 144, "Jasperdreef 554"),
            (50, 155, "3154 TT Dedgum"),
            (50, 168, "Nederland"),
            (50, 225, "Factuur nr. INV852483"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.vendor_name == "Drukwerk Geffen C.V."
    assert fields.customer_name == "Jansen Groep"
    assert len(document_lines([page])) == 9


def test_a_label_word_heading_a_segment_with_one_letter_misread_is_still_a_label() -> None:
    fixed, _ = ocr_labels("PO-qummer: 4509467334")
    assert fixed == "PO-nummer: 4509467334"
    # a word in an item description is left as printed
    assert ocr_labels("Tonercartridge zwart, hoge capaciteit")[0].startswith("Tonercartridge")


def test_a_hyphen_between_two_words_of_a_label_reads_as_a_space() -> None:
    assert [m.field for m in find_labels("PO-nummer: 4509467334")] == ["purchase_order"]
    assert [m.field for m in find_labels("PO nummer: 4509467334")] == ["purchase_order"]


@pytest.mark.parametrize("number", ["R24/08021", "FT 2024A/821"])
def test_a_date_and_an_id_alone_under_the_title_are_the_invoice_date_and_number(
    number: str,
) -> None:
    # a scan whose light-grey labels were lost: only the values of the header box remain (an
    # id may be a series code and its number)
    page = _ocr_page(
        [
            (40, 40, "FACTURA Nº"),
            (420, 40, "Sureda Logística S.L."),
            (40, 90, "PROVEEDOR"),
            (40, 104, "Sureda Logística S.L."),
            (40, 116, "Camino de Abril Roda 682"),
            (40, 210, "05/07/2024"),
            (220, 210, number),
            (40, 250, "Concepto"),
            (40, 430, "Gracias por su pedido."),
            (40, 780, "Banco Popular"),
        ]
    )
    fields, conf, _ = parse_invoice([page])
    assert fields.invoice_date == date(2024, 7, 5)
    assert fields.invoice_number == number
    assert conf["invoice_date"] <= 0.5 and conf["invoice_number"] <= 0.5


def test_the_closing_line_of_an_unlabelled_address_block_is_no_sender_line() -> None:
    # the customer's block has no heading; its last line "Town - ST, CEP ..." has a spaced
    # hyphen and a postcode like a two-part sender line, but closes the block above it
    page = _ocr_page(
        [
            (46, 33, "Quintela & Rocha Ltda."),
            (500, 33, "Fatura"),
            (47, 53, "Rua das Flores, 61"),
            (46, 63, "Vila Nova - MG, CEP 30140071"),
            (46, 113, "Mourão & Filhos Ltda"),
            (45, 125, "Avenida Central, 93"),
            (46, 137, "Jardim Alegre"),
            (45, 148, "Campo Belo - SP, CEP 64960934"),
            (45, 178, "Data"),
            (103, 178, "Artigo"),
            (347, 178, "Qtd."),
            (420, 178, "Preço unitário"),
            (510, 178, "Valor"),
            (46, 196, "03/04/2025"),
            (102, 196, "Assistência técnica no local"),
            (355, 196, "3"),
            (426, 196, "634,90"),
            (515, 196, "1.904,70"),
            (352, 230, "Valor total"),
            (505, 230, "BRL 1.904,70"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.vendor_name == "Quintela & Rocha Ltda."
    assert fields.customer_name == "Mourão & Filhos Ltda"


def test_a_label_between_two_offset_values_takes_the_one_its_box_overlaps_more() -> None:
    # OCR boxes a little tall: the tax amount above reaches the total's label by a point, the
    # total printed a little lower overlaps it by six
    page = _ocr_page([(330, 60, "Net total"), (330, 78, "VAT 20%"), (330, 96, "TOTAL")])
    page.words += [
        Word("1,000.00", 500, 62.0, 540, 73.0),
        Word("200.00", 510, 80.0, 540, 97.0),
        Word("1,200.00", 500, 100.0, 540, 113.0),
    ]
    fields, _, _ = parse_invoice([page])
    assert fields.total == Decimal("1200.00")


def test_in_a_column_of_labels_over_their_values_a_label_takes_the_value_under_it() -> None:
    # each label printed over its value, half a line lower; the tax amount's box reaches the
    # total's label further than the total's own value does, yet it is the tax's
    page = _ocr_page([(330, 351, "NET TOTAL"), (330, 375, "VAT (9%)"), (330, 397, "TOTAL")])
    page.words += [
        Word("7,751.86", 530, 360.0, 564, 377.0),
        Word("697.67", 538, 385.0, 564, 401.0),
        Word("8,449.53", 509, 408.0, 541, 423.0),
        Word("EUR", 543, 408.0, 560, 423.0),
    ]
    fields, _, _ = parse_invoice([page])
    assert fields.total == Decimal("8449.53")


def test_a_terms_word_ending_a_sentence_takes_no_value_from_the_line_below() -> None:
    # "Please return this part with your payment" over a remittance slip's garbled label
    page = _ocr_page(
        [
            (40, 40, "Fatura FT 2025A/362"),
            (45, 695, "Por favor devolva esta parte com o seu pagamento"),
            (49, 715, "NFS-e n"),
            (177, 715, "Codigo cliente"),
        ]
    )
    fields, _, _ = parse_invoice([page])
    assert fields.payment_terms is None


def _dash_line(
    dash_width: int, dash_ink: int = 0
) -> tuple[np.ndarray, list[tuple[str, ocr._Box, float, int]]]:
    """A grey page with "design - logo" drawn as ink: letters as upright strokes (20 px per
    character, 40 px line), the dash a flat stroke `dash_width` px wide in grey `dash_ink`, and
    the recogniser's reading of it (the dash read as "-", as the recogniser reads a hyphen and
    an en dash alike)."""
    pixels = np.full((60, 400), 255, dtype=np.uint8)
    for left in (*range(10, 130, 20), *range(200, 280, 20)):  # "design", "logo"
        pixels[18:46, left + 4 : left + 14] = 0
    centre = 165
    pixels[32:36, centre - dash_width // 2 : centre + (dash_width + 1) // 2] = dash_ink
    words = [
        ("design", (10.0, 10.0, 130.0, 50.0), 0.95, 0),
        ("-", (155.0, 10.0, 175.0, 50.0), 0.9, 0),
        ("logo", (200.0, 10.0, 280.0, 50.0), 0.95, 0),
    ]
    return pixels, words


def test_a_dash_printed_as_wide_as_an_en_dash_is_read_as_one() -> None:
    pixels, words = _dash_line(15)  # three quarters of a character
    assert [w[0] for w in ocr.en_dashes(pixels, words)] == ["design", "–", "logo"]


def test_a_hyphen_between_spaces_stays_a_hyphen() -> None:
    pixels, words = _dash_line(7)  # a third of a character
    assert [w[0] for w in ocr.en_dashes(pixels, words)] == ["design", "-", "logo"]


def test_an_en_dash_a_blurred_scan_printed_in_grey_is_read_as_one() -> None:
    # a thin stroke of a soft 150 dpi scan: lighter than the letters' ink
    pixels, words = _dash_line(15, dash_ink=170)
    assert [w[0] for w in ocr.en_dashes(pixels, words)] == ["design", "–", "logo"]
    pixels, words = _dash_line(7, dash_ink=170)
    assert [w[0] for w in ocr.en_dashes(pixels, words)] == ["design", "-", "logo"]


def _word(text: str, x0: float, y0: float, y1: float) -> Word:
    return Word(text, x0, y0, x0 + 5.5 * len(text), y1, 0.95)


def test_a_table_row_beside_a_sidebar_line_half_a_line_higher_stays_one_line() -> None:
    words = [
        # the sidebar's line, half a line above the table row beside it
        _word("SWIFT-BIC:", 20, 185.0, 200.0),
        _word("KLMNCH22XXX", 80, 185.0, 200.0),
        # the row: its quantity and amount boxes a little taller than its number's
        _word("24", 430, 191.5, 206.5),
        _word("psch.", 445, 191.5, 206.5),
        _word("963.84", 530, 191.5, 206.5),
        _word("96461", 235, 193.0, 206.0),
        _word("Anfahrt", 315, 192.0, 207.0),
        _word("40.16", 488, 193.0, 206.0),
    ]
    page = Page(number=1, width=595, height=842, words=words, source="ocr")
    texts = [ln.text for ln in page_lines(page)]
    assert texts[0] == "SWIFT-BIC: KLMNCH22XXX"
    assert [s.text for s in page_lines(page)[1].segments] == [
        "96461",
        "Anfahrt",
        "24 psch.",
        "40.16",
        "963.84",
    ]


def test_a_label_and_its_value_level_with_each_other_stay_on_one_line() -> None:
    words = [
        # an address column whose lines sit between the label rows beside it
        _word("43016", 430, 58.6, 72.6),
        _word("Molino", 460, 58.6, 72.6),
        _word("N.documento", 37, 62.6, 79.2),
        _word("202606490", 158, 63.7, 78.8),
        _word("Part.", 462, 69.7, 83.8),
        _word("IVA", 490, 69.7, 83.8),
    ]
    page = Page(number=1, width=595, height=842, words=words, source="ocr")
    lines = page_lines(page)
    holding = [ln for ln in lines if any(w.text == "N.documento" for w in ln.words)]
    assert "202606490" in holding[0].text


def test_values_of_cards_left_of_the_item_table_whose_labels_were_lost() -> None:
    # a column of fact cards beside the item table, their light-grey labels lost in the scan
    page = _ocr_page(
        [
            (30, 34, "Brunnhuber GmbH"),
            (400, 34, "Rechnung Nr."),
            (30, 55, "Am Kirchberg 2, 67767 Teterow"),
            (200, 89, "Bezeichnung"),
            (380, 89, "Menge"),
            (450, 89, "Preis"),
            (520, 89, "Gesamt"),
            (37, 104, "KB-3081"),
            (200, 104, "Sechskantschraube M8"),
            (380, 104, "6"),
            (450, 104, "791,31"),
            (520, 104, "4.747,86"),
            (37, 147, "02.09.2024"),
            (37, 187, "01.11.2024"),
            (37, 226, "67704"),
            (37, 293, "An"),
            (37, 302, "Trupp Metall KG"),
            (40, 780, "Bank Commerz"),
        ]
    )
    fields, conf, _ = parse_invoice([page])
    assert (fields.invoice_date, fields.due_date) == (date(2024, 9, 2), date(2024, 11, 1))
    assert fields.invoice_number == "KB-3081"
    assert conf["invoice_date"] <= 0.5
