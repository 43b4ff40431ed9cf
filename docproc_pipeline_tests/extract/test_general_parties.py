"""Party section layouts that generalise beyond the tuning corpus: headings such as "Seller" /
"Käufer/Leistungsempfänger" over labelled rows or plain blocks (hand-built pages, invented data)."""

from __future__ import annotations

import pytest

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.parties import find_parties
from docproc_pipeline.extract.parse.regions import Regions
from docproc_pipeline_tests.extract.pages import page_from_rows


def _parties(rows: list[tuple[float, float, str]]) -> dict[str, str | None]:
    page = page_from_rows(rows)
    lines = document_lines([page])
    found = find_parties(lines, {}, Regions.of(lines, {1: page.height}))
    return {name: value for name, (value, _) in found.items()}


def test_labelled_rows_under_party_headings_give_name_and_address() -> None:
    out = _parties(
        [
            (60, 20, "Sample invoices for a viewer"),
            (60, 50, "Invoice 7781 of 02.03.2024"),
            (60, 160, "Verkäufer"),
            (60, 178, "Nummer:"),
            (250, 178, "30071"),
            (60, 196, "Globale Nummer:"),
            (250, 196, "4012345000016 (GLN)"),
            (60, 214, "Name:"),
            (250, 214, "Feldhaus Technik GmbH"),
            (60, 232, "Anschrift:"),
            (250, 232, "Am Wehr 7"),
            (250, 250, "DE 34117 Kassel"),
            (60, 268, "USt.-Id.-Nr.:"),
            (250, 268, "DE111222333"),
            (60, 320, "Käufer/Leistungsempfänger"),
            (60, 338, "Nummer:"),
            (250, 338, "K-881"),
            (60, 356, "Name:"),
            (250, 356, "Brenner Logistik AG"),
            (60, 374, "Anschrift:"),
            (250, 374, "Hafenring 3"),
            (250, 392, "DE 28195 Bremen"),
        ]
    )
    assert out["vendor_name"] == "Feldhaus Technik GmbH"
    assert out["vendor_address"] == "Am Wehr 7, DE 34117 Kassel"
    assert out["customer_name"] == "Brenner Logistik AG"
    assert out["customer_address"] == "Hafenring 3, DE 28195 Bremen"


def test_heading_over_id_lines_then_the_name_block() -> None:
    out = _parties(
        [
            (50, 60, "Readable rendering of the invoice data of an e-invoice"),
            (50, 100, "Rechnung Nr. 5521 vom 01.02.2024"),
            (50, 300, "Seller:"),
            (50, 320, "GLN 4012345000023"),
            (50, 331, "Supplier no: 7781"),
            (50, 342, "Orchard Tools Ltd"),
            (50, 353, "14 Quarry Lane"),
            (50, 364, "Leeds LS2 7AB"),
            (50, 386, "VAT no. GB123456789"),
            (50, 408, "Buyer:"),
            (50, 428, "Number : C-2231"),
            (50, 439, "Harlow Bakery Ltd"),
            (50, 450, "Mia Gray"),
            (50, 461, "2 Mill Street"),
            (50, 472, "York YO1 6AA"),
        ]
    )
    assert out["vendor_name"] == "Orchard Tools Ltd"
    assert out["vendor_address"] == "14 Quarry Lane, Leeds LS2 7AB"
    assert out["customer_name"] == "Harlow Bakery Ltd"
    assert out["customer_address"] == "2 Mill Street, York YO1 6AA"


def test_kerned_heading_and_a_salutation_line_over_the_person() -> None:
    out = _parties(
        [
            (50, 200, "Ver käufer:"),
            (50, 220, "Lindenhof Versicherung"),
            (50, 231, "Rheinufer 2"),
            (50, 242, "DE 50667 Köln"),
            (50, 270, "Käu fer:"),
            (50, 290, "Herrn"),
            (50, 301, "Jonas Beck"),
            (50, 312, "Birkenweg 5"),
            (50, 323, "DE 50999 Köln"),
        ]
    )
    assert out["vendor_name"] == "Lindenhof Versicherung"
    assert out["customer_name"] == "Jonas Beck"
    assert out["customer_address"] == "Birkenweg 5, DE 50999 Köln"


def test_company_name_wrapped_over_two_lines_is_joined() -> None:
    out = _parties(
        [
            (50, 200, "Fournisseur"),
            (50, 220, "Mutuelle Exemple"),
            (50, 231, "Assurances du Centre S.A."),
            (50, 242, "3 rue des Lilas"),
            (50, 253, "FR 45000 Orléans"),
        ]
    )
    assert out["vendor_name"] == "Mutuelle Exemple Assurances du Centre S.A."
    assert out["vendor_address"] == "3 rue des Lilas, FR 45000 Orléans"


def test_name_value_wrapped_above_its_label_row() -> None:
    out = _parties(
        [
            (60, 160, "Leverancier"),
            (250, 178, "Noordzee Onderlinge"),
            (60, 190, "Name:"),
            (250, 190, "Verzekeringen a.G."),
            (60, 214, "Anschrift:"),
            (250, 214, "Kade 9"),
            (250, 232, "NL 1011 AB Amsterdam"),
            (60, 290, "Klant"),
            (250, 308, "Herrn"),
            (60, 320, "Name:"),
            (250, 320, "Piet Vos"),
        ]
    )
    assert out["vendor_name"] == "Noordzee Onderlinge Verzekeringen a.G."
    assert out["vendor_address"] == "Kade 9, NL 1011 AB Amsterdam"
    assert out["customer_name"] == "Piet Vos"


def test_note_in_brackets_under_a_vendor_heading_is_not_the_name() -> None:
    out = _parties(
        [
            (300, 600, "Service Provider:"),
            (300, 609, "(Not a remittance address)"),
            (300, 618, "Cloudline Services, Inc."),
            (300, 627, "200 Lake Street"),
            (300, 636, "Portland, OR 97201"),
        ]
    )
    assert out["vendor_name"] == "Cloudline Services, Inc."
    assert out["vendor_address"] == "200 Lake Street, Portland, OR 97201"


def test_headings_with_an_article_or_a_details_suffix() -> None:
    out = _parties(
        [
            (50, 200, "Le vendeur"),
            (50, 215, "Atelier Bleu SARL"),
            (50, 226, "8 rue Haute"),
            (50, 237, "FR 31000 Toulouse"),
            (300, 200, "Customer details"),
            (300, 215, "Pinegrove Studio"),
            (300, 226, "4 Elm Court"),
            (300, 237, "Bath BA1 2QT"),
        ]
    )
    assert out["vendor_name"] == "Atelier Bleu SARL"
    assert out["customer_name"] == "Pinegrove Studio"
    assert out["customer_address"] == "4 Elm Court, Bath BA1 2QT"


def test_a_party_word_in_a_grid_header_row_is_no_section_heading() -> None:
    out = _parties(
        [
            (40, 40, "Kestrel Parts Ltd"),
            (40, 52, "3 Dock Street"),
            (40, 64, "Leeds LS1 4AB"),
            (40, 200, "Customer"),
            (160, 200, "Invoice no."),
            (300, 200, "Invoice date"),
            (40, 212, "Summit Outdoor"),
            (160, 212, "INV-77"),
            (300, 212, "01.02.2024"),
        ]
    )
    assert out["vendor_name"] == "Kestrel Parts Ltd"
    assert out["customer_name"] == "Summit Outdoor"


def test_a_page_title_sentence_is_never_the_vendor() -> None:
    out = _parties(
        [
            (50, 20, "Readable view of the data of an electronic invoice"),
            (50, 45, "Brightwater Supplies"),
            (50, 56, "5 Harbour Road"),
            (50, 67, "Bristol BS1 4DJ"),
            (50, 700, "Thank you for your order"),
        ]
    )
    assert out["vendor_name"] == "Brightwater Supplies"


@pytest.mark.parametrize(
    ("third_label", "under_customer", "under_third"),
    [("Invoice date:", "Account no.:", "01.02.2024"), ("Currency:", "GBP", "GBP")],
    ids=["a label", "a currency code"],
)
def test_a_label_or_a_currency_code_is_never_a_party_name(
    third_label: str, under_customer: str, under_third: str
) -> None:
    out = _parties(
        [
            (40, 40, "Kestrel Parts Ltd"),
            (40, 52, "3 Dock Street"),
            (40, 64, "Leeds LS1 4AB"),
            (40, 200, "Customer:"),
            (160, 200, "Invoice no.:"),
            (300, 200, third_label),
            (40, 212, under_customer),
            (160, 212, "INV-77"),
            (300, 212, under_third),
        ]
    )
    assert out["customer_name"] is None


def test_heading_with_a_colon_and_the_name_in_the_next_cell() -> None:
    out = _parties(
        [
            (50, 200, "Rechnungssteller:"),
            (160, 200, "Uferwerk Montage GmbH"),
            (160, 211, "Deichstraße 4"),
            (160, 222, "DE 20459 Hamburg"),
            (50, 250, "Rechnungsempfänger:"),
            (160, 250, "Stadtwerke Beispielort"),
            (160, 261, "Postweg 1"),
            (160, 272, "DE 21073 Hamburg"),
        ]
    )
    assert out["vendor_name"] == "Uferwerk Montage GmbH"
    assert out["vendor_address"] == "Deichstraße 4, DE 20459 Hamburg"
    assert out["customer_name"] == "Stadtwerke Beispielort"
    assert out["customer_address"] == "Postweg 1, DE 21073 Hamburg"


def test_section_headings_of_a_rendering_with_term_codes_and_company_rows() -> None:
    out = _parties(
        [
            (50, 150, "Angaben zum Verkäufer"),
            (50, 168, "Firma:"),
            (220, 168, "Kranich Software GmbH"),
            (50, 186, "Name:"),
            (220, 186, "Lena Vogt"),
            (50, 240, "Käufer (BG-7)"),
            (50, 258, "Name (BT-44): Möwe Reisen KG"),
            (50, 276, "Adresse (BT-50): Seeweg 2"),
            (50, 294, "DE 24103 Kiel"),
        ]
    )
    assert out["vendor_name"] == "Kranich Software GmbH"
    assert out["customer_name"] == "Möwe Reisen KG"


def test_facts_printed_right_of_a_section_stay_out_of_its_name() -> None:
    out = _parties(
        [
            (50, 150, "Bill to"),
            (50, 162, "Larkspur Dental"),
            (380, 162, "Invoice no.: 8812"),
            (50, 174, "7 Quay Road"),
            (380, 174, "Date: 03.04.2024"),
            (50, 186, "Hull HU1 2AA"),
        ]
    )
    assert out["customer_name"] == "Larkspur Dental"
    assert out["customer_address"] == "7 Quay Road, Hull HU1 2AA"


def test_an_id_row_without_colon_over_the_name_is_skipped() -> None:
    out = _parties(
        [
            (50, 150, "Rechnungsempfänger"),
            (50, 162, "Kunden-Nr. 40711"),
            (50, 174, "Gärtnerei Sommerfeld"),
            (50, 186, "Feldweg 3"),
            (50, 198, "DE 99084 Erfurt"),
        ]
    )
    assert out["customer_name"] == "Gärtnerei Sommerfeld"
    assert out["customer_address"] == "Feldweg 3, DE 99084 Erfurt"


def test_a_capitalised_article_heading_over_a_street_is_left_to_the_other_rules() -> None:
    out = _parties(
        [
            (50, 40, "LE FOURNISSEUR"),
            (50, 52, "12 rue des Vignes"),
            (50, 64, "FR 21000 Dijon"),
            (50, 700, "Merci de votre confiance"),
        ]
    )
    assert out["vendor_name"] == "LE FOURNISSEUR"


def test_a_compound_heading_and_the_name_in_one_segment() -> None:
    out = _parties(
        [
            (50, 150, "Käufer/Leistungsempfänger: Hagebutte Floristik"),
            (50, 162, "Rosenstraße 8"),
            (50, 174, "DE 04109 Leipzig"),
            (50, 220, "2. Verkäufer"),
            (50, 232, "Sandhaus Keramik OHG"),
            (50, 244, "Töpferweg 1"),
            (50, 256, "DE 01067 Dresden"),
        ]
    )
    assert out["customer_name"] == "Hagebutte Floristik"
    assert out["customer_address"] == "Rosenstraße 8, DE 04109 Leipzig"
    assert out["vendor_name"] == "Sandhaus Keramik OHG"


def test_a_document_title_with_its_number_is_never_the_vendor() -> None:
    title = page_from_rows([(50, 20, "E-Invoice 4711 of 03.05.2024")], size=16.0)
    body = page_from_rows(
        [
            (50, 45, "Holzwerk Lindner"),
            (50, 56, "Sägeweg 9"),
            (50, 67, "DE 83022 Rosenheim"),
            (50, 700, "Vielen Dank für Ihren Auftrag"),
        ]
    )
    page = Page(number=1, width=595.0, height=842.0, words=[*title.words, *body.words])
    lines = document_lines([page])
    found = find_parties(lines, {}, Regions.of(lines, {1: page.height}))
    assert found["vendor_name"][0] == "Holzwerk Lindner"


def test_side_by_side_section_headings_read_their_own_columns() -> None:
    out = _parties(
        [
            (50, 150, "Seller"),
            (300, 150, "Buyer"),
            (50, 162, "Quillon Paper Co Ltd"),
            (300, 162, "Number: 5512"),
            (50, 174, "1 Mill Yard"),
            (300, 174, "Tansy Books"),
            (50, 186, "Derby DE1 3AB"),
            (300, 186, "9 Rope Walk"),
            (300, 198, "Bristol BS1 5EE"),
        ]
    )
    assert out["vendor_name"] == "Quillon Paper Co Ltd"
    assert out["vendor_address"] == "1 Mill Yard, Derby DE1 3AB"
    assert out["customer_name"] == "Tansy Books"
    assert out["customer_address"] == "9 Rope Walk, Bristol BS1 5EE"


def test_a_name_value_wrapped_onto_the_next_line() -> None:
    out = _parties(
        [
            (60, 160, "Verkäufer"),
            (60, 178, "Name:"),
            (250, 178, "Gemeinnützige Wohnbau"),
            (250, 190, "Genossenschaft Nordstadt eG"),
            (60, 208, "Anschrift:"),
            (250, 208, "Ringweg 1"),
            (250, 226, "DE 30159 Hannover"),
        ]
    )
    assert out["vendor_name"] == "Gemeinnützige Wohnbau Genossenschaft Nordstadt eG"
    assert out["vendor_address"] == "Ringweg 1, DE 30159 Hannover"


def test_headings_printed_without_umlauts() -> None:
    out = _parties(
        [
            (50, 200, "VERKAEUFER"),
            (50, 215, "Falkenried Metall GmbH"),
            (50, 226, "Hafenstrasse 3"),
            (50, 237, "DE 18055 Rostock"),
            (50, 270, "Kaufer:"),
            (50, 285, "Pappelhof Gastro KG"),
            (50, 296, "Lindenweg 6"),
            (50, 307, "DE 18057 Rostock"),
        ]
    )
    assert out["vendor_name"] == "Falkenried Metall GmbH"
    assert out["customer_name"] == "Pappelhof Gastro KG"


def test_a_firma_line_over_the_company_is_no_name() -> None:
    out = _parties(
        [
            (50, 200, "Rechnungsempfänger:"),
            (50, 215, "Firma"),
            (50, 226, "Kiesgrube Brandt"),
            (50, 237, "Am Sandberg 2"),
            (50, 248, "DE 26121 Oldenburg"),
        ]
    )
    assert out["customer_name"] == "Kiesgrube Brandt"
    assert out["customer_address"] == "Am Sandberg 2, DE 26121 Oldenburg"


def test_a_fact_line_alone_right_of_a_section_does_not_end_it() -> None:
    out = _parties(
        [
            (50, 150, "Käufer/Leistungsempfänger"),
            (380, 162, "Invoice no.: 8812"),
            (50, 174, "Larkspur Dental"),
            (50, 186, "7 Quay Road"),
            (50, 198, "Hull HU1 2AA"),
        ]
    )
    assert out["customer_name"] == "Larkspur Dental"
    assert out["customer_address"] == "7 Quay Road, Hull HU1 2AA"
