"""Vendor and customer layouts seen on real-world invoices, on small hand-built pages
(invented data)."""

from __future__ import annotations

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.parties import find_parties
from docproc_pipeline.extract.parse.regions import Regions
from docproc_pipeline_tests.extract.pages import page_from_rows


def _parties_of(page: Page) -> dict[str, str | None]:
    lines = document_lines([page])
    found = find_parties(lines, {}, Regions.of(lines, {1: page.height}))
    return {name: value for name, (value, _) in found.items()}


def _parties(rows: list[tuple[float, float, str]]) -> dict[str, str | None]:
    return _parties_of(page_from_rows(rows))


def test_web_address_with_scheme_and_www_names_the_vendor_over_a_tagline() -> None:
    out = _parties(
        [
            (480, 30, "Worldwide Traders"),
            (30, 46, "Kestrel Furnishing"),
            (30, 61, "12 Orchard Lane"),
            (30, 76, "Dayton OH 45402"),
            (30, 91, "United States"),
            (354, 145, "Brightside Works"),
            (354, 160, "9 Elm Road"),
            (354, 175, "Albany NY 12207"),
            (354, 190, "United States"),
            (30, 206, "Invoice INV/0042"),
            (115, 754, "(555)-123-4567 billing@example.com http://www.kestrel-furnishing.com"),
        ]
    )
    assert out["vendor_name"] == "Kestrel Furnishing"
    assert out["vendor_address"] == "12 Orchard Lane, Dayton OH 45402, United States"
    assert out["customer_name"] == "Brightside Works"
    assert out["customer_address"] == "9 Elm Road, Albany NY 12207, United States"


def test_a_contact_person_after_the_company_on_the_name_line_is_left_out() -> None:
    out = _parties(
        [
            (40, 40, "Harbour Tools Ltd"),
            (40, 52, "3 Dock Street"),
            (40, 64, "Leeds LS1 4AB"),
            (57, 150, "Bill to:"),
            (57, 162, "Moonrise Studio, Clara Jensen"),
            (57, 174, "8 Mill Road"),
            (57, 186, "York YO1 7HH"),
        ]
    )
    assert out["customer_name"] == "Moonrise Studio"
    assert out["customer_address"] == "8 Mill Road, York YO1 7HH"


def test_a_legal_form_after_a_comma_stays_in_the_name() -> None:
    out = _parties(
        [
            (40, 40, "Harbour Tools Ltd"),
            (57, 150, "Bill to:"),
            (57, 162, "Moonrise Studio, Inc."),
            (57, 174, "8 Mill Road"),
            (57, 186, "York YO1 7HH"),
        ]
    )
    assert out["customer_name"] == "Moonrise Studio, Inc."


def test_billing_block_beside_a_labelled_delivery_block() -> None:
    """The delivery block (left, under its label) starts a little lower than the unlabelled
    billing block (right), so their lines interleave; the street of the delivery block is no
    block of its own."""
    out = _parties(
        [
            (110, 32, "Moulin Vert SARL - 7 chemin des Pins - 13100 Aix - France"),
            (30, 92, "Facture F-2020-7"),
            (37, 123, "Adresse de livraison"),
            (326, 133, "Petit Atelier"),
            (37, 140, "Petit Atelier"),
            (326, 146, "Jeanne Roux"),
            (37, 152, "4 rue du Pont"),
            (326, 159, "4 rue du Pont"),
            (37, 164, "75002 Paris"),
            (326, 172, "75002 Paris"),
            (37, 176, "France"),
            (326, 185, "France"),
            (430, 460, "Total TTC 120,00 €"),
        ]
    )
    assert out["vendor_name"] == "Moulin Vert SARL"
    assert out["customer_name"] == "Petit Atelier"
    assert out["customer_address"] == "4 rue du Pont, 75002 Paris, France"


def test_postcode_glued_to_its_town_after_a_blank_line_ends_the_window_address() -> None:
    out = _parties(
        [
            (450, 120, "Feldkamp GmbH"),
            (450, 136, "Markt 3"),
            (80, 152, "Feldkamp GmbH  ●  Markt 3  ●  12345 Oberdorf"),
            (450, 152, "12345 Oberdorf"),
            (70, 170, "Lena Vogt"),
            (70, 198, "Gartenweg 7"),
            (70, 224, "54321Unterdorf"),
            (57, 320, "Kundennummer:7"),
            (57, 500, "Gesamtbetrag: 100,00 €"),
        ]
    )
    assert out["customer_name"] == "Lena Vogt"
    assert out["customer_address"] == "Gartenweg 7, 54321 Unterdorf"


def test_an_address_line_wrapped_at_the_block_width_is_joined_with_a_space() -> None:
    out = _parties(
        [
            (40, 40, "Bright Goods Pvt. Ltd."),
            (167, 90, "Billing Address"),
            (167, 102, "Asha Verma"),
            (167, 114, "12/4, Lotus Lane,"),
            (167, 126, "opposite the old town and river"),
            (167, 138, "bridge."),
            (167, 150, "Pune 411001 Maharashtra"),
        ]
    )
    assert out["customer_name"] == "Asha Verma"
    assert out["customer_address"] == (
        "12/4, Lotus Lane, opposite the old town and river bridge., Pune 411001 Maharashtra"
    )


def test_a_taller_value_after_a_label_is_not_the_vendor_name() -> None:
    page = page_from_rows(
        [
            (49, 26, "Oskar Lindqvist"),
            (49, 40, "oskar@mailbox.test"),
            (460, 30, "INVOICE"),
            (49, 126, "Bill To:"),
            (49, 142, "Mara Holt"),
            (404, 180, "PO Number:"),
            (430, 740, "Total: $20.00"),
        ]
    )
    page.words += page_from_rows([(494, 178, "order_ref_9")], size=14).words
    assert _parties_of(page)["vendor_name"] == "Oskar Lindqvist"


def test_no_vendor_from_the_delivery_block_or_a_header_row_of_labels() -> None:
    """The letterhead is an image: no printed name is the vendor's, so none is given."""
    out = _parties(
        [
            (80, 126, "Factuuradres"),
            (360, 126, "Afleveradres"),
            (80, 143, "Linde Bouw"),
            (360, 143, "Joris"),
            (80, 154, "Kerkpad 3"),
            (360, 154, "Kerkpad 3"),
            (80, 165, "1234 AB Delft"),
            (360, 165, "1234 AB Delft"),
            (44, 260, "Kopie factuur"),
            (44, 280, "Klant"),
            (144, 280, "Order"),
            (315, 280, "Factuur datum"),
            (500, 280, "Vervaldatum"),
            (44, 293, "KL0001234"),
            (144, 293, "OR5678"),
            (338, 293, "8-9-2022"),
            (512, 293, "22-9-2022"),
            (411, 371, "Factuur totaal EUR 10,00"),
            (38, 700, "Met dank voor uw bestelling."),
        ]
    )
    assert out["customer_name"] == "Linde Bouw"
    assert out.get("vendor_name") is None


def test_a_heading_under_an_inline_guest_name_is_not_the_guest_address() -> None:
    out = _parties(
        [
            (120, 42, "PAYMENT RECEIPT"),
            (42, 76, "Guest Name: Priya"),
            (46, 90, "Stay Details"),
            (47, 102, "Lakeview Inn 2207 Harbour Road,"),
            (46, 114, "12,Temple Street, Mylapore, Chennai"),
            (51, 266, "Grand Total Rs 2500"),
            (241, 633, "Lakeview Stays Private Limited"),
        ]
    )
    assert out["customer_name"] == "Priya"
    assert out.get("customer_address") is None


def test_window_address_under_a_sender_line_split_by_ocr_and_over_a_garbled_id_line() -> None:
    """The sender line wraps onto a second line, and the customer's VAT-id line under the
    window address has a misread label: neither belongs to the recipient's block."""
    out = _parties(
        [
            (336, 40, "Lindhof Möbel GmbH"),
            (486, 52, "Hafenweg 12b"),
            (50, 60, "Lindhof Moebel GmbH - Hafenweg"),
            (488, 64, "20095 Hamburg"),
            (183, 67, "12b · 20095 Hamburg"),
            (48, 72, "Kessler Messebau OHG"),
            (50, 84, "Gartenstraße 8"),
            (49, 96, "68159 Mannheim"),
            (47, 108, "IThre USt-IdNr.: DE123456789"),
            (54, 180, "Rechnung"),
            (58, 400, "Gesamtbetrag 100,00 EUR"),
            (58, 780, "Lindhof Möbel GmbH · Hafenweg 12b · 20095 Hamburg · HRB 1234"),
        ]
    )
    assert out["customer_name"] == "Kessler Messebau OHG"
    assert out["customer_address"] == "Gartenstraße 8, 68159 Mannheim"


def test_a_department_line_under_an_inline_customer_name_keeps_the_address() -> None:
    out = _parties(
        [
            (40, 40, "Harbour Tools Ltd"),
            (42, 76, "Customer: Moonrise Studio"),
            (42, 88, "Accounts Payable"),
            (42, 100, "8 Mill Road"),
            (42, 112, "York YO1 7HH"),
            (51, 400, "Total 10.00"),
        ]
    )
    assert out["customer_name"] == "Moonrise Studio"
    assert out["customer_address"] == "8 Mill Road, York YO1 7HH"


def test_ocr_letterhead_lines_a_few_points_off_the_name_edge_stay_in_its_block() -> None:
    page = page_from_rows(
        [
            (52, 45, "Kranich Spedition GmbH"),
            (49, 60, "Lindenweg 12b"),
            (46, 72, "48143 Münster"),
            (46, 84, "Tel. +49 251 1234 56-0"),
            (49, 172, "KUNDE"),
            (48, 186, "Jana Brandt"),
            (50, 198, "Birkenallee 9"),
            (49, 210, "70173 Stuttgart"),
            (60, 500, "Gesamtbetrag 100,00 EUR"),
        ]
    )
    page.source = "ocr"
    out = _parties_of(page)
    assert out["vendor_name"] == "Kranich Spedition GmbH"
    assert out["vendor_address"] == "Lindenweg 12b, 48143 Münster"


def test_ocr_right_aligned_letterhead_and_a_taller_town_line() -> None:
    page = page_from_rows(
        [
            (365, 37, "Osterholz Fachverlag GmbH"),
            (430, 57, "Am Mühlweg 9"),
            (72, 150, "Rechnung Nr. R-1001"),
            (60, 500, "Gesamtbetrag 100,00 EUR"),
        ]
    )
    # the town line OCR'd taller than the name, its right edge 4.5 pt off the name's
    page.words += page_from_rows([(427.5, 70, "04109 Leipzig")], size=11).words
    page.source = "ocr"
    out = _parties_of(page)
    assert out["vendor_name"] == "Osterholz Fachverlag GmbH"
    assert out["vendor_address"] == "Am Mühlweg 9, 04109 Leipzig"


def test_the_item_table_header_ends_the_customer_block() -> None:
    out = _parties(
        [
            (48, 45, "Tannhof Service GmbH"),
            (48, 57, "Birkenweg 1"),
            (48, 69, "24103 Kiel"),
            (48, 158, "Kunde:"),
            (48, 172, "Sommer Messebau AG"),
            (48, 184, "Hauptstraße 6"),
            (48, 196, "04109 Leipzig"),
            (48, 210, "Pos. Beschreibung"),
            (355, 210, "Menge"),
            (438, 210, "Preis"),
            (493, 210, "Gesamt"),
            (48, 224, "1"),
            (77, 224, "Reinigung"),
            (368, 224, "1"),
            (450, 224, "10,00"),
            (520, 224, "10,00"),
            (48, 238, "2"),
            (77, 238, "Material"),
            (368, 238, "1"),
            (450, 238, "5,00"),
            (520, 238, "5,00"),
            (320, 400, "Gesamtbetrag 15,00 EUR"),
        ]
    )
    assert out["customer_name"] == "Sommer Messebau AG"
    assert out["customer_address"] == "Hauptstraße 6, 04109 Leipzig"


def test_a_right_aligned_letterhead_ends_above_a_value_of_the_facts_grid() -> None:
    out = _parties(
        [
            (116, 41, "Ashdown Paper Supplies LLP"),
            (468, 110, "9 Victoria Road"),
            (514, 121, "Leeds"),
            (56, 127, "Ashdown Paper Supplies LLP · 9 Victoria Road · Leeds · LS1 4AP"),
            (506, 132, "LS1 4AP"),
            (56, 142, "Brook Print Works Limited"),
            (380, 144, "Issue date"),
            (468, 144, "28 Nov 2025"),
            (56, 154, "12 Wharf Street"),
            (56, 166, "Glasgow"),
            (56, 178, "G2 1DY"),
            (289, 500, "Grand Total £10.00"),
        ]
    )
    assert out["vendor_name"] == "Ashdown Paper Supplies LLP"
    assert out["vendor_address"] == "9 Victoria Road, Leeds, LS1 4AP"
    assert out["customer_address"] == "12 Wharf Street, Glasgow, G2 1DY"


def test_a_company_name_in_capitals_heads_a_receipt_over_its_taller_street_line() -> None:
    page = page_from_rows([(14, 20, "HOLLMANN KÜCHENBAU UG (HAFTUNGSBESCHRÄNKT)")], size=7.1)
    page.words += page_from_rows(
        [
            (77, 33, "Lindenstraße 8b"),
            (55, 42, "79098 Freiburg im Breisgau"),
            (68, 52, "T +49 761 123 456-0"),
            (12, 86, "INVOICE / RECEIPT"),
            (12, 300, "Total EUR 12.00"),
        ],
        size=7.9,
    ).words
    page.width, page.height = 227.0, 426.0
    out = _parties_of(page)
    assert out["vendor_name"] == "HOLLMANN KÜCHENBAU UG (HAFTUNGSBESCHRÄNKT)"


def test_a_title_glued_to_the_letterhead_name_is_left_out_when_the_footer_names_it() -> None:
    out = _parties(
        [
            (48, 43, "Weidner Malerbetrieb UG (haftungsbeschränkt) RECHNUNG"),
            (48, 70, "Am Hang 5"),
            (48, 80, "10115 Berlin"),
            (48, 160, "KUNDE"),
            (48, 173, "Kranich Hotel GmbH"),
            (48, 185, "Ringweg 1"),
            (48, 197, "50667 Köln"),
            (
                113,
                801,
                "Weidner Malerbetrieb UG (haftungsbeschränkt) · Am Hang 5 · 10115 Berlin"
                " · UID-Nr. DE123456789",
            ),
        ]
    )
    assert out["vendor_name"] == "Weidner Malerbetrieb UG (haftungsbeschränkt)"


def test_a_long_sender_name_running_into_the_customer_column_is_split_at_the_label_edge() -> None:
    out = _parties(
        [
            (42, 21, "Kranich Unternehmensberatung UG (haftungsbeschränkt)"),
            (42, 97, "ABSENDER"),
            (299, 97, "KUNDE"),
            (42, 109, "Kranich Unternehmensberatung UG (haftungsbeschränkt)"),
            (299, 109, "Dr. Lena Vogt"),
            (42, 121, "Gewerbepark 5"),
            (299, 121, "Uhlandweg 3"),
            (42, 133, "50667 Köln"),
            (299, 133, "10115 Berlin"),
            (48, 300, "Gesamtbetrag 100,00 EUR"),
        ]
    )
    assert out["vendor_name"] == "Kranich Unternehmensberatung UG (haftungsbeschränkt)"
    assert out["customer_name"] == "Dr. Lena Vogt"
    assert out["customer_address"] == "Uhlandweg 3, 10115 Berlin"


def test_ocr_sender_line_name_yields_to_the_larger_letterhead_spelling() -> None:
    page = page_from_rows([(281, 37, "Nordwind Büromöbel OHG")], size=18)
    page.words += page_from_rows(
        [
            (440, 60, "Hafenweg 3"),
            (440, 72, "30159 Hannover"),
            (70, 133, "Nordwind Buromobel OHG · Hafenweg 3 · 30159 Hannover"),
            (70, 150, "Kessler Druck GmbH"),
            (70, 162, "Ringweg 9"),
            (70, 174, "50667 Köln"),
            (70, 500, "Gesamtbetrag 100,00 EUR"),
        ]
    ).words
    page.source = "ocr"
    out = _parties_of(page)
    assert out["vendor_name"] == "Nordwind Büromöbel OHG"
    assert out["customer_name"] == "Kessler Druck GmbH"


def test_ocr_address_part_that_lost_a_space_takes_the_spacing_printed_elsewhere() -> None:
    page = page_from_rows(
        [
            (48, 45, "Marlowe Joinery LLP"),
            (48, 66, "12 MillRoad"),
            (48, 78, "Cambridge"),
            (48, 90, "CB2 1TN"),
            (48, 160, "Bill To:"),
            (48, 172, "Ada Byrne"),
            (48, 184, "4 Elm Row"),
            (48, 196, "York YO1 7HH"),
            (48, 500, "Total £10.00"),
            (162, 797, "Marlowe Joinery LLP · 12 Mill Road · Cambridge · VAT ID GB123456789"),
        ]
    )
    page.source = "ocr"
    assert _parties_of(page)["vendor_address"] == "12 Mill Road, Cambridge, CB2 1TN"


def test_ocr_letterhead_glued_to_the_title_yields_to_the_footer_name_and_address() -> None:
    page = page_from_rows([(47, 45, "Tannhof Reinigung UG (haftungsbeschränkRECHNUNG")], size=20)
    page.words += page_from_rows(
        [
            (48, 70, "Ahornweg 101"),
            (48, 80, "24103 Kiel"),
            (48, 160, "RECHNUNGSEMPFÄNGER"),
            (48, 172, "Sommer Messebau AG"),
            (48, 184, "Hauptstraße 6"),
            (48, 196, "04109 Leipzig"),
            (320, 400, "Gesamtbetrag 15,00 EUR"),
            (
                124,
                799,
                "Tannhof Reinigung UG (haftungsbeschränkt) · Ahornweg 101 ·24103 Kiel"
                " · USt-IdNr. DE123456789",
            ),
        ]
    ).words
    page.source = "ocr"
    out = _parties_of(page)
    assert out["vendor_name"] == "Tannhof Reinigung UG (haftungsbeschränkt)"
    assert out["vendor_address"] == "Ahornweg 101, 24103 Kiel"


def test_a_right_aligned_letterhead_block_keeps_its_country_line() -> None:
    page = page_from_rows([(300, 46, "Lindenhof Beratung GmbH")], size=16)
    page.words += page_from_rows(
        [
            (50, 57, "Lindenhof Beratung GmbH · Hafengasse 3b · 6020 Innsbruck"),
            (482, 68, "Hafengasse 3b"),
            (50, 73, "Kessler Druck GmbH"),
            (477, 79, "6020 Innsbruck"),
            (50, 85, "Ringweg 9"),
            (495, 90, "Österreich"),
            (50, 97, "68159 Mannheim"),
            (50, 400, "Gesamtbetrag 100,00 EUR"),
        ]
    ).words
    out = _parties_of(page)
    assert out["vendor_name"] == "Lindenhof Beratung GmbH"
    assert out["vendor_address"] == "Hafengasse 3b, 6020 Innsbruck, Österreich"
    assert out["customer_address"] == "Ringweg 9, 68159 Mannheim"
