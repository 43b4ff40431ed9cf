"""Readings found on session 31's development sets (boxed grids, progress bills, wrapped
account numbers), each on an invented page."""

from __future__ import annotations

import io
from decimal import Decimal
from pathlib import Path

import ttf_opensans
from PIL import Image, ImageDraw, ImageFont

from docproc_pipeline.extract.ocr import clean_token, ocr_image
from docproc_pipeline.extract.ocr_settings import OCR_SETTINGS
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.labels import ocr_label_text
from docproc_pipeline.extract.parse.spelling import _frequencies, respelled
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import Rows, ocr_page, page_from_rows

FONT = Path(ttf_opensans.__file__).with_name("ttf") / "OpenSans-Regular.ttf"


def _read(rows: Rows, *, ocr: bool = True) -> InvoiceFields:
    page = ocr_page(rows) if ocr else page_from_rows(rows)
    fields, _, _ = parse_invoice([page])
    return fields


def _boxed_count_column() -> bytes:
    """A fax-like landscape page (1 bit, 2339 x 1653 px) whose count column stands between two
    rules: single-digit counts in it are small, narrow marks on the raster detection runs on."""
    image = Image.new("L", (2339, 1653), 255)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(str(FONT), 30)
    title = "Muster Handel GmbH   Rechnung RE-2026-0001   Datum 02.04.2026"
    draw.text((100, 80), title, font=font, fill=0)
    heads = [(100, "Pos."), (300, "Beschreibung"), (900, "ME"), (1100, "Anz.")]
    heads += [(1300, "Einzelpreis"), (1700, "Betrag")]
    rows = [
        ("10", "Kabel 2 m", "Stk", "1", "6.20", "6.20"),
        ("20", "Pumpe", "Stk.", "1", "529.40", "529.40"),
        ("30", "Schrauben", "Stk", "7", "11.40", "79.80"),
    ]
    for x, text in heads:
        draw.text((x, 280), text, font=font, fill=0)
    for i, row in enumerate(rows):
        for (x, head), text in zip(heads, row, strict=True):
            draw.text((x + 60 if head == "Anz." else x, 340 + 45 * i), text, font=font, fill=0)
    for x in (1080, 1200):
        draw.line([(x, 270), (x, 480)], fill=0, width=3)
    for y in (270, 330, 480):
        draw.line([(90, y), (1900, y)], fill=0, width=2)
    out = io.BytesIO()
    image.convert("1").save(out, "PNG")
    return out.getvalue()


def test_single_digit_counts_between_a_grids_rules_are_detected() -> None:
    page = ocr_image(_boxed_count_column(), "image/png", max_image_pixels=40_000_000)[0]
    header = next(w for w in page.words if w.text == "Anz.")
    column = [w.text for w in page.words if header.x0 - 5 < w.x0 < header.x1 + 20]
    assert column == ["Anz.", "1", "1", "7"]


def test_the_detectors_box_threshold_reaches_the_engine() -> None:
    params = OCR_SETTINGS.replace(det_box_thresh=0.35).engine_params()
    assert params["Det.box_thresh"] == 0.35


def test_full_width_signs_become_ascii_and_ideographs_are_dropped() -> None:
    assert clean_token("（1）") == "(1)"
    assert clean_token("二") == ""
    assert clean_token("Stück") == "Stück"


def _progress_bill() -> Rows:
    # a Swiss progress bill whose OCR read the header's figure columns as one cell, and the
    # unit and contract quantity as cells of their own
    return [
        (40, 30, "Egger Staub & Partner"), (40, 42, "Suterstrasse 2, 4069 Maur"),
        (365, 70, "Rechnungsnummer:"), (470, 70, "202508703"),
        (365, 82, "Belegdatum:"), (470, 82, "13.12.2025"),
        (40, 120, "Pos. Bezeichnung"), (200, 120, "ME"), (235, 120, "Anz."),
        (270, 120, "Einzelpreis LV-Betrag % fertig Leistung bisher"),
        (40, 135, "01.2 Elektroinstallation"), (200, 135, "psch."), (245, 135, "1"),
        (270, 135, "22'800.00 22'800.00"), (395, 135, "60%"), (430, 135, "0.6"),
        (460, 135, "13'680.00"),
        (40, 150, "03.4"), (70, 150, "Stahlbetonfundamente"), (200, 150, "psch."),
        (245, 150, "1"), (270, 150, "15'500.00 15'500.00"), (395, 150, "25 %"),
        (430, 150, "0.25"), (466, 150, "3'875.00"),
        (340, 180, "Leistung bisher"), (460, 180, "17'555.00 CHF"),
    ]  # fmt: skip


def test_a_progress_rows_unit_and_contract_cells_are_no_description() -> None:
    fields = _read(_progress_bill())
    assert [i.description for i in fields.line_items] == [
        "Elektroinstallation",
        "Stahlbetonfundamente",
    ]


def test_a_share_done_right_of_the_price_column_is_the_quantity() -> None:
    fields = _read(_progress_bill())
    assert [(i.quantity, i.unit_price) for i in fields.line_items] == [
        (Decimal("0.6"), Decimal("22800.00")),
        (Decimal("0.25"), Decimal("15500.00")),
    ]


def test_an_iban_whose_groups_wrapped_after_its_check_digits_is_joined() -> None:
    rows: Rows = [
        (62, 30, "ANDRADE"), (62, 42, "R. Teixeira, 58 - 9056-622 Lisboa"),
        (62, 80, "Fatura n.º FT A2026/0085"), (62, 92, "Lisboa, 29-04-2026"),
        (62, 130, "Total"), (300, 130, "1 609,24 EUR"),
        (62, 160, "Agradecemos o pagamento até 09-05-2026, IBAN PT50"),
        (62, 172, "0019 8746 6229 9727 8746 3, BIC MNAKPTPP."),
    ]  # fmt: skip
    assert _read(rows, ocr=False).supplier_iban == "PT50001987466229972787463"


def test_an_italian_n_abbreviation_beside_the_title_labels_the_number() -> None:
    rows: Rows = [
        (60, 30, "FATTURA"), (367, 30, "N. 004990"),
        (68, 70, "Officine Tencalla S.n.c."), (68, 82, "Canale Raffaella, 553"),
        (68, 94, "50023 Struppa"),
        (300, 140, "Totale documento"), (420, 140, "1.300,51"),
    ]  # fmt: skip
    assert _read(rows).invoice_number == "004990"


def test_an_italian_street_number_after_n_is_no_invoice_number() -> None:
    rows: Rows = [
        (60, 30, "Officine Tencalla S.n.c."), (60, 42, "Via Roma n. 5"),
        (60, 54, "50023 Struppa"),
        (300, 80, "Fattura numero"), (420, 80, "2026/77"),
        (300, 140, "Totale documento"), (420, 140, "1.300,51"),
    ]  # fmt: skip
    assert _read(rows).invoice_number == "2026/77"


def _paid(stamp: Rows) -> Rows:
    return [
        (44, 30, "HANDELSHUIS KAS B.V."), (326, 30, "FACTUUR"),
        (44, 42, "DANISINGEL 2"), (326, 42, "FACTUURNUMMER: 0375170"),
        (44, 54, "3614 VT WOLTERSUM"), (326, 54, "FACTUURDATUM: 21-01-2025"),
        (44, 120, "ARTIKEL"), (300, 120, "HOEV."), (399, 120, "PRIJS"), (444, 120, "TOTAAL"),
        (44, 135, "ZESKANTBOUT M10X40"), (305, 135, "12"), (401, 135, "0,49"), (476, 135, "5,88"),
        (373, 170, "SUBTOTAAL"), (464, 170, "5,88"),
        (330, 182, "BTW 21%"), (470, 182, "1,23"),
        (332, 194, "FACTUURBEDRAG EUR"), (464, 194, "7,11"),
        *stamp,
    ]  # fmt: skip


def test_a_paid_stamp_is_no_amount_payable() -> None:
    fields = _read(_paid([(181, 300, "BETAALD")]))
    assert fields.total == Decimal("7.11")
    assert fields.amount_due is None


def test_a_paid_label_with_its_payment_leaves_nothing_due_by_default() -> None:
    fields = _read(_paid([(44, 300, "BETAALD MET:"), (101, 312, "PINNEN"), (332, 312, "7,11")]))
    assert fields.amount_due is None


def test_an_iban_with_text_glued_after_it_is_cut_at_its_countrys_length_label_misread() -> None:
    rows: Rows = [
        (40, 30, "Gumprich Stiftung & Co. KG"), (40, 42, "Zobelring 750, 22844 Apolda"),
        (340, 60, "Rechnungsnummer:"), (440, 60, "R001663"),
        (340, 130, "Gesamtbetrag"), (440, 130, "17.918,09 EUR"),
        (40, 770, "Gumprich Stitung & Co. KG · Zobelring 750 22844 Apolda"),
        (40, 780, "Tel, +49 (0)1279 355148· Handelsregister 924748- Bank: Volksbank · (BAN:"
                  " DE16870700240225756651BIC: SGVCDE2X"),
    ]  # fmt: skip
    assert _read(rows).supplier_iban == "DE16870700240225756651"


def test_a_description_header_ocr_misread_twice_beside_a_work_to_date_column() -> None:
    rows: Rows = [
        (40, 30, "Gumprich Stiftung & Co. KG"), (40, 42, "Zobelring 750, 22844 Apolda"),
        (340, 60, "Rechnungsnummer:"), (440, 60, "R001663"),
        (40, 120, "Pos."), (70, 120, "Beachrelbung"), (190, 120, "Einh."), (225, 120, "Anz"),
        (255, 120, "E-Preis"), (305, 120, "LV-Betrag"), (370, 120, "Leistung bisher"),
        (40, 135, "04.6"), (70, 135, "Innenputz"), (190, 135, "m²"), (228, 135, "16"),
        (258, 135, "113,83"), (305, 135, "1.821,28"), (400, 135, "1.821,28"),
        (340, 170, "Gesamtbetrag"), (440, 170, "1.821,28 EUR"),
    ]  # fmt: skip
    assert [i.description for i in _read(rows).line_items] == ["Innenputz"]


def _two_blocks(heading: str, seller: str, buyer: str) -> Rows:
    # the parties' heading in a cell left of the seller's block, which OCR read as one with
    # the seller's name; the buyer's block in its own column
    x = 45 + 6 * len(heading) + 4  # where the seller's name starts (6 pt a letter, 4 a gap)
    return [
        (49, 24, "Faktura"),
        (45, 56, f"{heading} {seller}"), (359, 56, buyer),
        (x, 68, "plac Wyzwolenia 12/73"), (359, 68, "aleja Konopnickiej 81/74"),
        (x, 80, "18-851 Środa Wielkopolska"), (360, 80, "17-353 Suwałki"),
        (x, 92, "NIP: 832-736-28-41"), (360, 92, "NIP: PL9970046533"),
        (90, 125, "NUMER FS 3272/2025"), (63, 137, "DATA FAKTURY 17.04.2025"),
        (340, 240, "RAZEM DO ZAPŁATY"), (477, 240, "5 617,63 zł"),
    ]  # fmt: skip


def test_party_headings_read_into_the_sellers_name_cell_are_split_off() -> None:
    fields = _read(_two_blocks("SPRZEDAWCA / NABYWCA", "Strzoda s.c.", "Opalach Sp.j."))
    assert (fields.vendor_name, fields.customer_name) == ("Strzoda s.c.", "Opalach Sp.j.")
    assert fields.vendor_address == "plac Wyzwolenia 12/73, 18-851 Środa Wielkopolska"


def test_a_french_issuer_heading_names_the_seller() -> None:
    fields = _read(_two_blocks("ÉMETTEUR / CLIENT", "Blot", "Picard Traore S.A.S."))
    assert (fields.vendor_name, fields.customer_name) == ("Blot", "Picard Traore S.A.S.")


def test_a_party_heading_misread_past_its_first_label_is_split_off_at_the_block() -> None:
    fields = _read(_two_blocks("SELLER / BILL, TO", "Gibson-Yang", "Wilkinson, Nguyen and Lee"))
    assert fields.vendor_name == "Gibson-Yang"
    assert fields.vendor_address == "plac Wyzwolenia 12/73, 18-851 Środa Wielkopolska"


def test_a_unit_and_space_grouped_figures_past_the_description_column_are_cut() -> None:
    rows: Rows = [
        (40, 30, "Blot Bâtiment"), (40, 42, "avenue de Richard, 57412 Fernandez"),
        (340, 60, "Facture N° 2025-5341"),
        (40, 120, "N°"), (70, 120, "Désignation"),
        (200, 120, "Unité Quantité P.U. HT Marché HT % avanc. Réalisé Montant"),
        (40, 135, "03.2 Maçonnerie porteuse"), (200, 135, "forfait"), (250, 135, "1"),
        (265, 135, "13 900,00"), (330, 135, "13 900,00"), (400, 135, "100 %"),
        (440, 135, "1"), (470, 135, "13 900,00"),
        (340, 170, "Montant réalisé"), (470, 170, "13 900,00 EUR"),
    ]  # fmt: skip
    assert [i.description for i in _read(rows).line_items] == ["Maçonnerie porteuse"]


def _vat_column_grid(last_cell: str) -> Rows:
    return [
        (38, 21, "MacAnally-Mannix"), (380, 21, "INVOICE"),
        (37, 38, "45 Bourke Street"), (380, 38, "Invoice No.; INV-08884"),
        (37, 50, "Kate Ville"), (380, 50, "Date of issue: 2025-01-02"),
        (40, 104, "Item"), (250, 104, "Qty"), (300, 104, "Price"), (360, 104, "Amount"),
        (420, 104, "VAT %"), (480, 104, "VAT"),
        (40, 116, "Flexible tile adhesive"), (250, 116, "10"), (300, 116, "5.10"),
        (360, 116, "51.00"), (420, 116, "23"), (480, 116, "11.73"),
        (40, 128, "Stainless bolts M8"), (250, 128, "12"), (300, 128, "20.60"),
        (360, 128, "247.20"), (420, 128, "23"), (480, 128, last_cell),
        (300, 160, "Subtotal"), (420, 160, "298.20"),
        (300, 172, "VAT 23%"), (420, 172, "68.59"),
        (300, 184, "Total"), (420, 184, "366.79"),
    ]  # fmt: skip


def test_a_semicolon_ocr_read_for_a_labels_colon_is_no_part_of_the_value() -> None:
    assert _read(_vat_column_grid("56.86")).invoice_number == "INV-08884"


def test_a_skipped_vat_columns_cell_misread_as_letters_still_leaves_the_row() -> None:
    fields = _read(_vat_column_grid("56.H6"))
    assert [(i.quantity, i.amount) for i in fields.line_items] == [
        (Decimal("10"), Decimal("51.00")),
        (Decimal("12"), Decimal("247.20")),
    ]


def test_a_till_rows_category_letter_after_a_speck_is_no_part_of_the_amount() -> None:
    rows: Rows = [
        (60, 17, "Tasche Losekann e.V."), (88, 28, "Ringstr. 97"), (86, 36, "75213 Meißen"),
        (63, 68, "RECHNUNG (Kleinbetrag)"), (9, 87, "Beleg-Nr.: RE-2026-2817"),
        (11, 149, "Nettopreise zzgl. MwSt."),
        (11, 158, "Spülmittel 5 l"), (21, 167, "20 x 11,86"), (179, 167, "237,20 A"),
        (11, 177, "Tonerkartusche schwarz"), (22, 184, "4 x 26,03"), (178, 184, "104,12*A"),
        (10, 221, "Summe netto"), (190, 221, "341,32"),
        (10, 233, "USt. 19%"), (194, 233, "64,85"),
        (11, 267, "RECHNUNGSBETRAG EUR"), (181, 267, "406,17"),
    ]  # fmt: skip
    fields = _read(rows)
    assert [(i.quantity, i.amount) for i in fields.line_items] == [
        (Decimal("20"), Decimal("237.20")),
        (Decimal("4"), Decimal("104.12")),
    ]


def test_a_gross_column_after_the_tax_columns_of_a_gesamtpreis_column_is_skipped() -> None:
    rows: Rows = [
        (30, 20, "Bär Roos AG"), (30, 32, "Eugsterstrasse 21, 1125 Spiez"),
        (380, 32, "Rechnungsnummer: RE-2025-5933"),
        (30, 90, "Artikel"), (200, 90, "Anz."), (240, 90, "Netto-EP"), (300, 90, "Gesamtpreis"),
        (380, 90, "MwSt. %"), (440, 90, "MwSt"), (500, 90, "Brutto"),
        (30, 102, "Umwälzpumpe Hocheffizienz"), (205, 102, "2"), (245, 102, "108,97"),
        (305, 102, "217,94"), (385, 102, "8,1"), (440, 102, "17,65"), (500, 102, "235,59"),
        (30, 114, "Tonerkartusche schwarz"), (205, 114, "4"), (248, 114, "74,80"),
        (305, 114, "299,20"), (385, 114, "8,1"), (440, 114, "24,24"), (500, 114, "323,44"),
        (380, 140, "Summe netto"), (500, 140, "CHF 517,14"),
        (380, 152, "MwSt. 8,1 %"), (500, 152, "CHF 41,89"),
        (380, 164, "Gesamtbetrag"), (500, 164, "CHF 559,03"),
    ]  # fmt: skip
    fields = _read(rows)
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("2"), Decimal("108.97"), Decimal("217.94")),
        (Decimal("4"), Decimal("74.80"), Decimal("299.20")),
    ]


def test_a_tax_rows_rate_ocr_read_as_digits_left_of_the_header_is_read_by_arithmetic() -> None:
    rows: Rows = [
        (10, 20, "Hornich"), (10, 32, "Ilse-Zänker-Gasse 3, 22849 Paderborn"),
        (10, 50, "Beleg-Nr.: RE-2026-0042"),
        (8, 90, "Kaffeebohnen"), (21, 100, "50,5 x 13,93"), (178, 100, "703,47 B"),
        (8, 110, "Küchenrollen (6 Rollen)"), (21, 120, "10 x 19,00"), (179, 120, "190,00 A"),
        (10, 135, "Zwischensumme"), (176, 135, "893,47"),
        (85, 150, "Netto"), (144, 150, "USt."), (190, 150, "Brutto"),
        (8, 162, "A"), (25, 162, "19%"), (70, 162, "190,00"), (130, 162, "36,10"),
        (176, 162, "226,10"),
        (9, 174, "B"), (26, 174, "78"), (70, 174, "703,47"), (134, 174, "49,24"),
        (181, 174, "752,71"),
        (10, 186, "Summe MwSt."), (182, 186, "85,34"),
        (10, 200, "RECHNUNGSBETRAG EUR"), (163, 200, "978,81"),
    ]  # fmt: skip
    fields = _read(rows)
    assert [(r.rate, r.base, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("19.00"), Decimal("190.00"), Decimal("36.10")),
        (Decimal("7.00"), Decimal("703.47"), Decimal("49.24")),
    ]


def test_a_gross_column_of_swiss_figures_is_skipped() -> None:
    rows: Rows = [
        (30, 20, "Bär Roos AG"), (30, 32, "Eugsterstrasse 21, 1125 Spiez"),
        (380, 32, "Rechnungsnummer: RE-2025-5933"),
        (30, 90, "Artikel"), (170, 90, "Anz."), (200, 90, "Preis"), (245, 90, "Rab. %"),
        (290, 90, "Netto-EP"), (345, 90, "Gesamtpreis"), (420, 90, "MwSt. %"),
        (470, 90, "MwSt."), (520, 90, "Brutto"),
        (30, 102, "Umwälzpumpe"), (175, 102, "2"), (200, 102, "759.80"), (250, 102, "5"),
        (290, 102, "721.81"), (345, 102, "1'443.62"), (425, 102, "8.1"), (470, 102, "116.93"),
        (515, 102, "1'560.55"),
        (380, 140, "Summe netto"), (500, 140, "CHF 1'443.62"),
        (380, 152, "MwSt. 8.1 %"), (500, 152, "CHF 116.93"),
        (380, 164, "Gesamtbetrag"), (500, 164, "CHF 1'560.55"),
    ]  # fmt: skip
    fields = _read(rows)
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("2"), Decimal("721.81"), Decimal("1443.62")),
    ]


def test_number_label_words_ocr_misread_by_a_letter_are_put_right() -> None:
    assert ocr_label_text("Nurer") == "numer"  # pl
    assert ocr_label_text("Factuurnurmer") == "factuurnummer"  # nl
    assert ocr_label_text("Númcro") == "número"  # es, pt


def test_a_number_sign_read_as_a_quote_after_n_labels_the_number() -> None:
    rows: Rows = [
        (32, 19, "Suministros Jaén S.L."), (487, 19, "FACTURA"),
        (32, 32, "Vial de Gustavo Prada, 113"), (386, 47, 'Factura n"'),
        (32, 47, "10130 Lugo"), (387, 55, "FV5652017"),
        (300, 140, "TOTAL"), (420, 140, "1.300,51"),
    ]  # fmt: skip
    assert _read(rows).invoice_number == "FV5652017"


def test_a_word_ocr_read_without_two_of_its_diacritics_gets_them_back() -> None:
    polish = _frequencies("pl")
    assert respelled("Slaskie", polish) == "Śląskie"
    assert respelled("Swidnica", polish) == "Świdnica"
    assert respelled("Pawelkiewicz", polish) == "Pawelkiewicz"  # a surname stays as read
