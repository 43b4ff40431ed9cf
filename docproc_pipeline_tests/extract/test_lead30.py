"""Readings found on session 30's real development receipts, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

import pytest

from docproc_pipeline.extract.deskew import deskew_boxes, estimate_skew, estimate_tilt, page_skew
from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.table_header import heads_item_column
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import Rows, keystone_boxes, ocr_page, page_from_rows


def _read(rows: Rows, logo: str | None = None, logo_x: float = 150) -> InvoiceFields:
    page = ocr_page(rows)
    if logo is not None:
        # a logo's word in large letters over the letterhead
        big = Word(logo, logo_x, 5, logo_x + 180, 35, 0.99)
        page = Page(1, page.width, page.height, [big, *page.words], "ocr")
    fields, _, _ = parse_invoice([page])
    return fields


def _drugstore(stamp: str, currency: str = "SFr") -> Rows:
    # a Swiss till receipt: the item's name over its row of a VAT rate, count, price, amount
    return [
        (170, 40, "Apotheke Seeblick"), (160, 60, "Quaistrasse 12"), (200, 80, "6300 Zug"),
        (75, 120, "Bon-Nr.: 4471902"), (75, 140, stamp),
        (60, 170, "ALPENKRAUT Handbalsam 75 ml"),
        (68, 185, "7.70 %"), (188, 185, "3x"), (285, 185, "12.40"), (400, 185, "37.20"),
        (58, 215, "Endsumme"), (330, 215, currency), (400, 215, "37.20"),
        (58, 235, "Netto-Betrag"), (330, 235, currency), (400, 235, "34.54"),
        (58, 255, "MWST 7.70 %"), (330, 255, currency), (406, 255, "2.66"),
    ]  # fmt: skip


def test_a_swiss_francs_sign_in_a_cell_between_label_and_figure_is_skipped() -> None:
    fields = _read(_drugstore("14.03.2026 11:02:41"))
    assert (fields.total, fields.subtotal, fields.tax_amount) == (
        Decimal("37.20"),
        Decimal("34.54"),
        Decimal("2.66"),
    )
    assert fields.currency == "CHF"


def test_a_till_stamps_date_is_read_with_the_tills_codes_after_its_time() -> None:
    fields = _read(_drugstore("14.03.2026 11:02:41 V:AB/K:03"))
    assert fields.invoice_date is not None and fields.invoice_date.isoformat() == "2026-03-14"


def test_a_till_rows_vat_rate_is_no_name_the_line_above_is() -> None:
    fields = _read(_drugstore("14.03.2026 11:02:41"))
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items] == [
        ("ALPENKRAUT Handbalsam 75 ml", Decimal("3"), Decimal("37.20"))
    ]


def _bakery() -> Rows:
    return [
        # centred under the logo
        (173, 50, "Feinbäckerei Lindner AG"), (205, 62, "Marktgasse 8"), (214, 74, "3011 Bern"), (100, 100, "Rechnung"), (100, 115, "Beleg Nr."), (360, 115, "5520031"),
        (100, 128, "Datum/Zeit"), (290, 128, "02.04.2026 07:45:10"),
        (430, 150, "CHF"),
        (100, 165, "Roggenbrot"), (100, 178, "2 Stk."), (280, 178, "4.20"), (425, 178, "8.40"),
        (100, 191, "Nussgipfel"), (425, 191, "2.90"),
        (100, 204, "Zopf klein"), (100, 217, "3 Stk."), (280, 217, "1.80"), (425, 217, "5.40"),
        (100, 240, "Total"), (360, 240, "16.70CHF"),
    ]  # fmt: skip


def test_a_unit_alone_after_the_count_is_no_name_and_a_currency_heading_no_text() -> None:
    fields = _read(_bakery(), "Lindner")
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items] == [
        ("Roggenbrot", Decimal("2"), Decimal("8.40")),
        ("Nussgipfel", None, Decimal("2.90")),
        ("Zopf klein", Decimal("3"), Decimal("5.40")),
    ]


def test_a_logos_short_name_over_the_companys_full_name_gives_the_full_name() -> None:
    fields = _read(_bakery(), "Lindner")
    assert fields.vendor_name == "Feinbäckerei Lindner AG"
    assert fields.vendor_address == "Marktgasse 8, 3011 Bern"


def test_a_logo_naming_another_word_keeps_the_name_and_form_joined() -> None:
    # guard: a logo word the full name does not hold leaves the name to the other rules
    fields = _read(_bakery(), "Feinkost")
    assert fields.vendor_name != "Feinbäckerei Lindner AG"


def test_the_title_alone_with_a_colon_labels_the_number() -> None:
    rows: Rows = [
        (200, 30, "GASTHAUS ZUR LINDE"), (190, 60, "Seestrasse 4"), (200, 72, "CH-8800 Thalwil"),
        (210, 100, "Zwischenrechnung"),
        (60, 125, "Rechnung : 88120/-2"), (300, 125, "Datum : 21.02.2026"),
        (60, 138, "Tisch"), (300, 138, "7/1"),
        (60, 160, "Mge Bezeichnung"), (400, 160, "Preis"),
        (70, 175, "2 Rösti mit Ei"), (330, 175, "19.50"), (410, 175, "39.00"),
        (55, 200, "Summe CHF"), (410, 200, "39.00"),
    ]  # fmt: skip
    fields = _read(rows)
    assert fields.invoice_number == "88120/-2"


def _wholesaler(tagline: str | None, note: str) -> Rows:
    # an Italian wholesaler's invoice photo: tagline under the logo, registered office with its
    # label, an IBAN in the Italian grouping, a disclaimer sentence at the foot
    head: Rows = [(40, 48, tagline)] if tagline else []
    return [
        *head, (40, 36, "Ferramenta Bassi SPA"),
        (40, 72, "SEDE LEGALE 43121 PARMA - VIA EMILIA, 12"),
        (40, 84, "C.F. e P.IVA 00743110157"),
        (300, 60, "Spettabile"), (300, 72, "Rossi Impianti Srl"), (300, 84, "Via Roma 8"),
        (300, 96, "40121 Bologna (BO)"),
        (40, 120, "Fattura n. 4410023"), (300, 120, "Data 12.05.2026"),
        (40, 140, "IBAN IT 60 X 05428 11101 000000123456"),
        (40, 170, "Descrizione"), (300, 170, "Qtà"), (360, 170, "Prezzo"), (430, 170, "Importo"),
        (40, 185, "Raccordo ottone 1/2"), (305, 185, "10"), (360, 185, "4,50"), (435, 185, "45,00"),
        (40, 210, note),
        (300, 230, "Imponibile"), (435, 230, "45,00"),
        (300, 242, "IVA 22%"), (435, 242, "9,90"),
        (300, 254, "Totale Fattura"), (435, 254, "54,90"),
    ]  # fmt: skip


_NOTE = "Documento privo di valenza fiscale che Lei trova anche nella Sua area riservata del sito"


def test_a_hyphenated_words_later_part_is_no_misread_label() -> None:
    # "termo" one letter short of "terms"/"termos": inside a compound it is no terms label
    fields = _read(_wholesaler("idro-termo-sanitari", _NOTE))
    assert fields.payment_terms is None


def test_a_currency_name_in_a_sentence_of_prose_is_no_currency() -> None:
    # "Lei" (the Italian "you") is no Romanian lei: the vendor's country gives the euro
    fields = _read(_wholesaler("idro-termo-sanitari", _NOTE))
    assert fields.currency == "EUR"


def test_an_italian_iban_printed_with_its_check_digits_and_cin_apart_is_read() -> None:
    fields = _read(_wholesaler("idro-termo-sanitari", _NOTE))
    assert fields.supplier_iban == "IT60X0542811101000000123456"


def test_an_address_label_without_colon_before_the_postcode_is_no_address_part() -> None:
    # nor is its line a one-line letterhead of a name and a street
    fields = _read(_wholesaler(None, _NOTE))
    assert fields.vendor_name == "Ferramenta Bassi SPA"
    assert fields.vendor_address is not None
    assert fields.vendor_address.startswith("43121 PARMA")


def test_a_scanned_progress_bills_unit_and_contract_quantity_are_no_description() -> None:
    # the row's arithmetic uses the quantity done and the value to date; the unit and the
    # contract quantity under their own headers stay out of the description
    rows: Rows = [
        (40, 30, "Hartley Builders Ltd"), (40, 42, "8 Mill Lane, Leeds LS1 4AB"),
        (300, 60, "Invoice number:"), (390, 60, "PB-2026-044"),
        (300, 72, "Invoice date:"), (390, 72, "3 March 2026"),
        (40, 110, "Details"), (200, 110, "Unit"), (230, 110, "Qty"), (260, 110, "Rate"),
        (300, 110, "Contract value"), (390, 110, "% complete"), (450, 110, "Done"),
        (490, 110, "Value to date"),
        (40, 125, "Brick walls"), (200, 125, "m"), (230, 125, "120"), (260, 125, "55.00"),
        (300, 125, "6,600.00"), (390, 125, "50 %"), (450, 125, "60"), (490, 125, "3,300.00"),
        (40, 140, "Roof tiling"), (200, 140, "m²"), (230, 140, "80"), (260, 140, "42.50"),
        (300, 140, "3,400.00"), (390, 140, "25 %"), (450, 140, "20"), (490, 140, "850.00"),
        (400, 170, "Value to date"), (490, 170, "4,150.00"),
        (400, 182, "VAT 20 %"), (490, 182, "830.00"),
        (400, 194, "Grand total"), (490, 194, "4,980.00"),
    ]  # fmt: skip
    fields = _read(rows)
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items] == [
        ("Brick walls", Decimal("60"), Decimal("3300.00")),
        ("Roof tiling", Decimal("20"), Decimal("850.00")),
    ]


def _export_rows(origin_head: str) -> Rows:
    return [
        (40, 30, "Norland Pumps Inc."), (40, 42, "400 Harbor Drive, Tacoma, WA 98402"),
        (300, 60, "Invoice No."), (390, 60, "EX-5521"),
        (300, 72, "Date"), (390, 72, "2026-04-02"),
        (40, 110, "Description"), (150, 110, "HS code"), (230, 110, origin_head),
        (262, 110, "Net weight"), (330, 110, "Qty"), (360, 110, "Rate"), (430, 110, "Amount"),
        (40, 125, "Gear pump GP-40"), (150, 125, "8413.60"), (232, 125, "US"),
        (262, 125, "16.80 kg"), (335, 125, "4"), (360, 125, "250.98"), (430, 125, "1,003.92"),
        (40, 140, "Valve body DN50"), (150, 140, "8481.80"), (232, 140, "MX"),
        (262, 140, "9.40 kg"), (335, 140, "2"), (360, 140, "131.01"), (430, 140, "262.02"),
        (360, 170, "Total"), (430, 170, "1,265.94"),
    ]  # fmt: skip


def test_a_scanned_code_columns_cell_beyond_the_description_column_is_no_description() -> None:
    # the origin column's header misread by OCR ("Orlgln"): its country codes still end
    # the description, which stops where the next column's header starts
    fields = _read(_export_rows("Orlgln"))
    assert [i.description for i in fields.line_items] == ["Gear pump GP-40", "Valve body DN50"]


def test_a_unit_word_ocr_ran_into_the_description_cell_is_cut() -> None:
    rows: Rows = [
        (40, 30, "Comercial Tavares S.A."), (40, 42, "Rua do Ouro 12, 1100-060 Lisboa"),
        (300, 60, "Fatura n.º FT 2026/77"), (300, 72, "Data 12-03-2026"),
        (20, 110, "Lin. Designação"), (200, 110, "Un."), (230, 110, "Quantidade"),
        (300, 110, "P. Unitário"), (380, 110, "Total"),
        (34, 125, "1 Parafuso sextavado zincado un."), (232, 125, "24"), (300, 125, "0,27"),
        (380, 125, "6,48"),
        (20, 140, "2 Anilha lisa M10"), (200, 140, "un."), (232, 140, "50"), (300, 140, "0,05"),
        (380, 140, "2,50"),
        (300, 170, "Total"), (380, 170, "8,98"),
    ]  # fmt: skip
    fields = _read(rows)
    assert [i.description for i in fields.line_items] == [
        "Parafuso sextavado zincado",
        "Anilha lisa M10",
    ]


def test_dutch_abbreviated_quantity_and_line_total_headers_head_the_table() -> None:
    rows: Rows = [
        (40, 30, "Lijnhandel B.V."), (40, 42, "Havenweg 4, 3011 AA Rotterdam"),
        (300, 60, "Factuurnummer"), (390, 60, "004411"),
        (300, 72, "Factuurdatum"), (390, 72, "12-03-2026"),
        (20, 110, "Pos."), (40, 110, "Artikel"), (200, 110, "Eenheid"), (228, 110, "Hoev."),
        (262, 110, "Prijs p/st"), (310, 110, "Btw %"), (340, 110, "Regeltotaal"),
        (20, 125, "1"), (40, 125, "Poetsdoeken, doos à 500 stuks"), (202, 125, "verp. 6"),
        (262, 125, "17,96"), (311, 125, "21,00 107,76"),
        (280, 160, "Totaal"), (340, 160, "107,76"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [(i.description, i.quantity) for i in fields.line_items] == [
        ("Poetsdoeken, doos à 500 stuks", Decimal("6"))
    ]


def _summary_on_top(third_amount: str) -> Rows:
    # the amount due summarised under the parties; the item header (a dark band) not read
    return [
        (40, 30, "Talleres Ribera S.L."), (40, 42, "Calle Mayor 3, 50001 Zaragoza"),
        (300, 60, "Factura n.º"), (380, 60, "RE-2026-118"),
        (300, 72, "Fecha"), (380, 72, "2026-03-02"),
        (300, 100, "Pendiente de pago"), (420, 100, "1.292,84 €"),
        (40, 140, "Folletos impresos A5"), (250, 140, "24"), (300, 140, "30,00"),
        (400, 140, "720,00"),
        (40, 155, "Auditoría SEO"), (250, 155, "1"), (300, 155, "220,26"), (400, 155, "220,26"),
        (40, 170, "Redacción (por página)"), (250, 170, "2"), (300, 170, "64,10"),
        (400, 170, third_amount),
        (300, 200, "Base imponible"), (420, 200, "1.068,46 €"),
        (300, 212, "Cuota IVA 21 %"), (420, 212, "224,38 €"),
        (300, 224, "Importe total"), (420, 224, "1.292,84 €"),
    ]  # fmt: skip


def test_rows_under_a_totals_summary_on_top_are_read_when_they_add_up() -> None:
    fields = _read(_summary_on_top("128,20"))
    assert [(i.description, i.amount) for i in fields.line_items] == [
        ("Folletos impresos A5", Decimal("720.00")),
        ("Auditoría SEO", Decimal("220.26")),
        ("Redacción (por página)", Decimal("128.20")),
    ]


def test_rows_under_a_totals_summary_that_add_up_to_no_printed_sum_are_not_items() -> None:
    # guard: without the arithmetic's proof the summary still ends the (headerless) table
    fields = _read(_summary_on_top("128,30"))
    assert fields.line_items == []


@pytest.mark.parametrize(
    "word",
    ["Stck.", "E.-Preis", "Ges.-Preis", "QUANTITE", "P.U.HT", "Omschr.", "Uurtarief", "PVP",
     "Q.TA'", "Pr.Unit.", "V.UNITÁRIO", "Vlr.", "Wart.", "U/Price", "Amt"],
)  # fmt: skip
def test_abbreviated_item_headers_name_a_column(word: str) -> None:
    assert heads_item_column(word)


def test_a_table_under_abbreviated_german_headers_is_read_by_its_columns() -> None:
    rows: Rows = [
        (40, 30, "Holzbau Brenner GmbH"), (40, 42, "Sägewerkstraße 3, 87435 Kempten"),
        (330, 60, "Rechnung Nr. 2026-311"), (330, 72, "Datum: 03.03.2026"),
        # the unit price printed before the count: only the headers tell which is which
        (40, 110, "Pos."), (70, 110, "Bezeichnung"), (250, 110, "E.-Preis"), (310, 110, "Stck."),
        (380, 110, "Ges.-Preis"),
        (40, 125, "1"), (70, 125, "Dachlatte 30x50 mm"), (250, 125, "2,15"), (315, 125, "120"),
        (380, 125, "258,00"),
        (300, 150, "Summe"), (380, 150, "258,00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [(i.description, i.quantity, i.unit_price) for i in fields.line_items] == [
        ("Dachlatte 30x50 mm", Decimal("120"), Decimal("2.15"))
    ]


def _title_over_address(street: str, town: str, tax: str) -> Rows:
    # the name, the title with its number, then the vendor's block; the customer's block
    # follows without a label
    return [
        (57, 38, "Whitfield, Osei and Brandt"), (498, 38, "Page 1 of 1"),
        (57, 49, "Tax Invoice INV-20417"), (479, 49, "04/02/2026"),
        (57, 82, street), (57, 93, town), (57, 104, tax),
        (57, 130, "Lindqvist Traders"), (325, 130, "Invoice No.: INV-20417"),
        (57, 141, "88 Harbour Row"), (325, 141, "Date of issue: 04/02/2026"),
        (57, 152, "Port Elena, OR 97301"), (325, 152, "Due date: 05/02/2026"),
        (62, 200, "#"), (92, 200, "Description"), (342, 200, "Quantity"), (454, 200, "Rate"),
        (518, 200, "Total"),
        (62, 212, "1"), (92, 212, "Site survey"), (369, 212, "3"), (451, 212, "120.00"),
        (511, 212, "360.00"),
        (454, 240, "Total"), (511, 240, "360.00"),
        (57, 790, "Whitfield, Osei and Brandt · Company No. 144850 · Phone +1 503 555 0142"),
    ]  # fmt: skip


def test_the_vendors_block_under_the_title_is_its_address_not_the_customers() -> None:
    rows = _title_over_address("65278 Tamara Lane", "Grayside, PR 47393", "EIN 94-8906760")
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_address == "65278 Tamara Lane, Grayside, PR 47393"
    assert fields.customer_name == "Lindqvist Traders"


def test_a_customers_block_with_its_own_vat_id_does_not_take_the_vendors_place() -> None:
    # the vendor's block under the title has a VAT id, and so has the customer's below it
    rows: Rows = [
        (57, 38, "Penrose-Atkins"), (503, 38, "Page 1/1"),
        (57, 49, "VAT Invoice SI004410"), (493, 49, "2026-04-21"),
        (57, 82, "Flat 12"), (57, 93, "Quarry Shoal"), (57, 104, "Port Elmsley"),
        (57, 115, "G59 4BU"), (57, 126, "VAT Reg. No.: GB 329 5030 68"),
        (57, 152, "Marsh Trading Ltd"), (325, 152, "Invoice number: SI004410"),
        (57, 163, "162 Walker Cape"), (325, 163, "Invoice date: 2026-04-21"),
        (57, 174, "Cliffordfurt"), (325, 174, "Due date: 2026-04-28"),
        (57, 185, "WA20 5DE"), (325, 185, "PO number: PO-21473"),
        (57, 196, "VAT No.: GB768430254"),
        (62, 221, "#"), (148, 221, "Description"), (331, 221, "Quantity"),
        (433, 221, "Unit price"), (505, 221, "Amount"),
        (62, 234, "1"), (148, 234, "Coffee beans"), (357, 234, "20"), (457, 234, "4.00"),
        (516, 234, "80.00"),
        (433, 260, "Total"), (516, 260, "80.00"),
        (57, 790, "Penrose-Atkins · Company No. 144850 · Phone +44 113 496 0598"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert (fields.vendor_name, fields.vendor_tax_id) == ("Penrose-Atkins", "GB329503068")
    assert (fields.customer_name, fields.customer_tax_id) == ("Marsh Trading Ltd", "GB768430254")


def test_terms_labelled_inside_a_paragraph_and_wrapped_onto_the_next_line_are_read() -> None:
    rows: Rows = [
        (57, 38, "Atelier Morvan SARL"), (57, 50, "12 rue des Tanneurs, 69002 Lyon"),
        (57, 80, "FACTURE F-2026-0142"), (400, 80, "Date : 02/03/2026"),
        (57, 120, "Désignation"), (330, 120, "Qté"), (400, 120, "PU HT"), (480, 120, "Total HT"),
        (57, 134, "Reliure cuir"), (335, 134, "2"), (400, 134, "85,00"), (480, 134, "170,00"),
        (330, 170, "Total HT"), (480, 170, "170,00"),
        (330, 182, "TVA 20 %"), (480, 182, "34,00"),
        (330, 194, "Total TTC"), (480, 194, "204,00"),
        (65, 230, "Merci de régler la somme de 204,00 € avant le 31/03/2026. Conditions : 30"),
        (65, 241, "jours fin de mois."), (185, 241, "IBAN FR76 3000 4000 0312 3456 7890 143"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.payment_terms == "30 jours fin de mois."


def test_a_photo_turned_by_one_angle_beyond_the_projections_search_is_turned_back() -> None:
    # a page photographed turned 5.5 degrees on the table: one angle, no keystone
    rows = keystone_boxes(5.5, 5.5)
    boxes = [box for row, _ in rows for box in row]
    lines = [n for n, (row, _) in enumerate(rows) for _ in row]
    assert abs(estimate_skew(boxes)) <= 3.0  # the projection's search stops at 3 degrees
    skew = page_skew(boxes, lines, 600.0, 900.0)
    assert skew.degrees == pytest.approx(5.5, abs=0.2) and skew.change == 0.0
    straight = deskew_boxes(boxes, skew, 600.0, 900.0)
    for n in range(30):
        row = straight[4 * n : 4 * n + 4]
        assert max(b[1] for b in row) - min(b[1] for b in row) < 2.0


def test_a_scan_turned_within_the_projections_search_keeps_one_projected_angle() -> None:
    # guard: a small angle stays with the projection's estimate
    rows = keystone_boxes(1.2, 1.2)
    boxes = [box for row, _ in rows for box in row]
    lines = [n for n, (row, _) in enumerate(rows) for _ in row]
    assert estimate_tilt(boxes, lines, 600.0, 900.0) is None


def test_a_swiss_thousands_apostrophe_ocr_read_as_an_asterisk_is_put_back() -> None:
    rows: Rows = [
        (60, 20, "Baumann Elektro AG"), (60, 32, "Seestrasse 12"), (60, 44, "8002 Zürich"),
        (60, 70, "RECHNUNG"), (10, 87, "Rechnungsnummer: 202605013"),
        (10, 94, "22. Januar 2026"),
        (10, 132, "Büromonitor 27 Zoll"), (21, 140, "10 x 1*625.77"), (165, 140, "16*257.70 A"),
        (10, 150, "Druckerpapier A4"), (21, 158, "4 x 5.00"), (179, 158, "20.00 A"),
        (10, 180, "Zwischensumme"), (177, 180, "16*277.70"),
        (10, 192, "MwSt. 8.1%"), (181, 192, "1*318.49"),
        (10, 204, "RECHNUNGSBETRAG CHF"), (164, 204, "17*596.19"),
    ]  # fmt: skip
    fields = _read(rows)
    assert (fields.subtotal, fields.tax_amount, fields.total) == (
        Decimal("16277.70"),
        Decimal("1318.49"),
        Decimal("17596.19"),
    )
    assert fields.line_items[0].unit_price == Decimal("1625.77")


def test_ocrs_reading_of_the_number_sign_and_terms_after_a_comma_in_prose() -> None:
    rows: Rows = [
        (262, 0, "PEREIRA"), (223, 15, "R. do Carmo, 12 - 1200-093 Lisboa"),
        (64, 160, "Costa Lda"), (64, 172, "Rua Augusta, 44"), (64, 184, "1100-053 Lisboa"),
        (64, 273, "Lisboa, 29-04-2026"),
        (64, 299, 'Assunto: Fatura n." FT A2026/0311'),
        (90, 384, "Reparação de caixilharia"), (348, 384, "6 h"), (411, 384, "42,00"),
        (495, 384, "252,00"),
        (305, 429, "Total ilíquido"), (471, 429, "252,00 EUR"),
        (304, 443, "IVA 23 %"), (478, 443, "57,96 EUR"),
        (304, 480, "Total"), (469, 480, "309,96 EUR"),
        (68, 519, "Agradecemos o pagamento de 309,96 EUR até 09-05-2026, Condições: Pronto pagamento. IBAN PT50"),
    ]  # fmt: skip
    fields = _read(rows)
    assert fields.invoice_number == "FT A2026/0311"
    assert fields.payment_terms == "Pronto pagamento"


def test_the_vendors_block_under_a_summary_band_may_name_a_floor_after_the_number() -> None:
    rows: Rows = [
        (68, 38, "Ferri, Conti e Bassi SPA"), (494, 38, "FATTURA"),
        (79, 80, "Riepilogo"),
        (79, 98, "Totale da pagare"), (201, 98, "Data di scadenza"), (322, 98, "Fattura n."),
        (79, 112, "1.220,00 EUR"), (201, 112, "1 aprile 2026"), (322, 112, "202603117"),
        (68, 158, "Viale Dante, 18 Piano 3"), (281, 158, "Spett.le"),
        (431, 158, "Data fattura"), (504, 158, "2 marzo 2026"),
        (68, 168, "40122 Bologna"), (281, 168, "Rossi Impianti Srl"),
        (68, 178, "Italia"), (281, 183, "Via Roma 8"),
        (68, 189, "Partita IVA: IT00743110157"), (281, 194, "20121 Milano"),
        (97, 273, "Articolo"), (309, 273, "Q.tà"), (375, 273, "Prezzo unitario"),
        (524, 273, "Totale"),
        (97, 293, "Consulenza tecnica"), (320, 293, "10"), (405, 293, "100,00"),
        (514, 293, "1.000,00"),
        (375, 330, "Imponibile"), (514, 330, "1.000,00"),
        (375, 342, "IVA 22 %"), (521, 342, "220,00"),
        (375, 354, "Totale"), (514, 354, "1.220,00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_address == "Viale Dante, 18 Piano 3, 40122 Bologna, Italia"


def test_a_portuguese_postcode_after_the_one_dash_of_an_address_line_takes_a_comma() -> None:
    rows: Rows = [
        (57, 40, "Oliveira & Costa, Lda."), (57, 52, "R. da Prata, 14 - 1100-420 Lisboa"),
        (57, 64, "NIF: PT509442013"),
        (360, 40, "Fatura FT 2026/118"), (360, 52, "Data: 03-03-2026"),
        (57, 110, "Descrição"), (330, 110, "Qtd."), (400, 110, "Preço"), (480, 110, "Total"),
        (57, 124, "Pintura de paredes"), (335, 124, "10"), (400, 124, "9,00"), (480, 124, "90,00"),
        (400, 160, "Total"), (480, 160, "90,00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_address == "R. da Prata, 14, 1100-420 Lisboa"
