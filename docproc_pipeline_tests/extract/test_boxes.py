"""Where each decided value is printed (`parse/boxes.py`), on invented pages."""

from __future__ import annotations

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.invoice import parse_invoice, parse_invoice_with_boxes
from docproc_pipeline.invoice import FieldBox

from .pages import page_from_rows

W, H = 595.0, 842.0


def _invoice() -> Page:
    return page_from_rows(
        [
            (40, 40, "Nordlicht Werkzeuge GmbH"),
            (40, 52, "Hafenstraße 12, 20457 Hamburg"),
            (360, 110, "Rechnung Nr.: RE-2024-0815"),
            (360, 122, "Datum: 12.03.2024"),
            # the same figure as the total, as an item amount, before the total's label
            (40, 200, "Beschreibung                  Betrag"),
            (40, 212, "Fräsen                        1.190,00"),
            (300, 300, "Nettobetrag:   1.000,00 EUR"),
            (300, 312, "MwSt 19 %:     190,00 EUR"),
            (300, 324, "Gesamtbetrag:  1.190,00 EUR"),
        ]
    )


def _words_box(page: Page, *texts: str) -> tuple[float, float, float, float]:
    words = [w for w in page.words if w.text in texts]
    return (
        min(w.x0 for w in words),
        min(w.y0 for w in words),
        max(w.x1 for w in words),
        max(w.y1 for w in words),
    )


def _in_points(box: FieldBox) -> tuple[float, float, float, float]:
    return (box.x0 * W, box.y0 * H, box.x1 * W, box.y1 * H)


def _close(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return all(abs(x - y) < 0.1 for x, y in zip(a, b, strict=True))


def test_boxes_leave_the_fields_and_confidences_as_the_passes_decided() -> None:
    page = _invoice()
    fields, confidence, warnings, boxes = parse_invoice_with_boxes([page])
    assert (fields, confidence, warnings) == parse_invoice([page])
    assert boxes


def test_a_value_is_boxed_by_the_words_it_is_printed_in_beside_its_label() -> None:
    page = _invoice()
    fields, _, _, boxes = parse_invoice_with_boxes([page])
    assert fields.invoice_number == "RE-2024-0815"
    assert _close(_in_points(boxes["invoice_number"]), _words_box(page, "RE-2024-0815"))
    assert _close(_in_points(boxes["invoice_date"]), _words_box(page, "12.03.2024"))
    # 1.190,00 is printed twice; the total is the one after the total's label, not the item's
    printed = [w for w in page.words if w.text == "1.190,00"]
    assert len(printed) == 2
    at_label = max(printed, key=lambda w: w.y0)
    assert _close(_in_points(boxes["total"]), (at_label.x0, at_label.y0, at_label.x1, at_label.y1))
    assert boxes["total"].page == 1
    # a rate is not an amount: "19 %" is the tax rate's box, 190,00 the tax amount's
    assert _close(_in_points(boxes["tax_amount"]), _words_box(page, "190,00"))
    assert _close(_in_points(boxes["tax_rate"]), _words_box(page, "19", "%:"))


def test_an_address_is_boxed_by_the_lines_of_its_parts() -> None:
    page = _invoice()
    fields, _, _, boxes = parse_invoice_with_boxes([page])
    assert fields.vendor_address == "Hafenstraße 12, 20457 Hamburg"
    assert _close(_in_points(boxes["vendor_address"]), _words_box(page, "Hafenstraße", "Hamburg"))
    assert _close(_in_points(boxes["vendor_name"]), _words_box(page, "Nordlicht", "GmbH"))


def test_text_is_matched_as_whole_words_ignoring_spaces_and_case() -> None:
    from docproc_pipeline.extract.parse.boxes import _text_matcher

    assert _text_matcher("INV-12")("No: INV-12,")
    assert not _text_matcher("12")("2012")
    assert _text_matcher("DE 123 456 789")("USt-IdNr. DE123456789")


def test_boxes_are_fractions_of_the_page() -> None:
    _, _, _, boxes = parse_invoice_with_boxes([_invoice()])
    for box in boxes.values():
        assert 0 <= box.x0 < box.x1 <= 1 and 0 <= box.y0 < box.y1 <= 1


def test_a_normalised_identifier_is_found_as_printed() -> None:
    page = page_from_rows(
        [
            (40, 40, "Bergblick Technik AG"),
            (40, 52, "MWST-Nr.: CHE-915.697.905 MWST"),
            (360, 110, "Rechnung Nr.: R-77"),
            (300, 324, "Total CHF 1'190.00"),
        ]
    )
    fields, _, _, boxes = parse_invoice_with_boxes([page])
    # the id read with its register suffix, without dots: the box spans the printed words
    assert fields.vendor_tax_id == "CHE-915697905MWST"
    assert _close(_in_points(boxes["vendor_tax_id"]), _words_box(page, "CHE-915.697.905", "MWST"))
