"""The vendor's and the customer's blocks on real layouts, on small hand-built pages (invented
data): a form's cells (a postcode and its town apart, a bare tax id under the name), labels
and labelled rows that never name the vendor, party headings centred over their columns, a
sender line in commas, a name row naming its party, a legal footer's registered office, text
drawn over itself, a brand line over the legal name, the tax office's line, a heading ending a
run-on line, a page heading about the invoice, a country alone under the name."""

from __future__ import annotations

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.parties import find_parties
from docproc_pipeline.extract.parse.regions import Regions
from docproc_pipeline.extract.pdf_text import without_overprints
from docproc_pipeline_tests.extract.pages import page_from_rows, sized_page

# the rest of the page: the item table and the totals under the parties
_BODY = [
    (30, 300, "Cantidad"),
    (90, 300, "Concepto"),
    (480, 300, "Importe"),
    (30, 320, "2"),
    (90, 320, "Reparación de puerta"),
    (480, 320, "240,00"),
    (380, 360, "Total Factura"),
    (480, 360, "290,40"),
    (30, 780, "Gracias por su confianza"),
]


def _parties(rows: list[tuple[float, float, str]]) -> dict[str, str | None]:
    page = page_from_rows([*rows, *_BODY])
    lines = document_lines([page])
    found = find_parties(lines, {}, Regions.of(lines, {1: page.height}))
    return {name: value for name, (value, _) in found.items()}


def test_a_postcode_cell_takes_the_town_in_the_next_cell_of_its_line() -> None:
    out = _parties(
        [
            (280, 60, "Factura"),
            (30, 120, "Talleres Riberal S.L."),
            (30, 132, "Camino del Molino, 7"),
            (30, 144, "28910"),
            (80, 144, "Leganés"),
            (30, 156, "Tlf. 611223344"),
            (300, 120, "Cliente"),
            (300, 132, "Hostal Brisa SL"),
            (300, 144, "Calle Mayor, 3"),
            (300, 156, "07001"),
            (350, 156, "Palma"),
        ]
    )
    assert out["vendor_address"] == "Camino del Molino, 7, 28910 Leganés"
    assert out["customer_address"] == "Calle Mayor, 3, 07001 Palma"


def test_a_bare_tax_id_under_the_name_does_not_end_the_block_before_its_street() -> None:
    out = _parties(
        [
            (280, 60, "Factura"),
            (30, 120, "Talleres Riberal S.L."),
            (30, 132, "B12345674"),
            (30, 144, "Camino del Molino, 7"),
            (30, 156, "28910 Leganés"),
            (30, 168, "Tlf. 611223344"),
        ]
    )
    assert out["vendor_name"] == "Talleres Riberal S.L."
    assert out["vendor_address"] == "Camino del Molino, 7, 28910 Leganés"


# a French bill whose issuer prints only a logo: account facts on the left, the window on the right
_FACTS = [
    (31, 112, "Date de facture"),
    (120, 112, ": 02/11/2025"),
    (31, 125, "N° de facture"),
    (120, 125, ": 4411208"),
]
_WINDOW = [
    (318, 209, "SARL ATELIER VERNE"),
    (318, 219, "12 RUE DES ACACIAS"),
    (318, 229, "69003 LYON"),
]
_BILL = [
    (36, 304, "Bonjour, voici votre facture du 2 novembre 2025 :"),
    (40, 360, "Vos services"),
    (455, 360, "10,83"),
    (527, 360, "12,99"),
    (40, 408, "Montant de la facture"),
    (527, 408, "12,99"),
    (40, 780, "Vous serez prélevé sur votre compte bancaire"),
]


def test_the_addressee_under_a_bare_m_salutation_is_not_the_vendor() -> None:
    page = page_from_rows([*_FACTS, (318, 199, "M MARTIN PAUL"), *_WINDOW, *_BILL])
    lines = document_lines([page])
    found = find_parties(lines, {}, Regions.of(lines, {1: page.height}))
    out = {name: value for name, (value, _) in found.items()}
    assert out.get("vendor_name") is None
    assert out["customer_address"] == "12 RUE DES ACACIAS, 69003 LYON"


def test_a_labels_value_after_its_colon_is_never_the_vendor() -> None:
    facts = [*_FACTS, (31, 150, "Fin d'engagement"), (120, 150, ": Date échue")]
    page = page_from_rows([*facts, (318, 199, "Monsieur Paul Martin"), *_WINDOW, *_BILL])
    lines = document_lines([page])
    found = find_parties(lines, {}, Regions.of(lines, {1: page.height}))
    out = {name: value for name, (value, _) in found.items()}
    assert out.get("vendor_name") is None


def test_labelled_rows_of_the_customer_are_never_the_vendor_and_lose_their_labels() -> None:
    out = _parties(
        [
            (220, 30, "Factuur"),
            (30, 62, "Klant: Tulp Noord B.V."),
            (30, 77, "Adres: Dorpsstraat 12"),
            (30, 92, "Postcode: 1234 AB"),
            (30, 107, "Stad: Utrecht"),
            (30, 122, "Factuurnummer: 2021-7"),
            (30, 137, "Datum: 01-04-2021"),
        ]
    )
    assert out.get("vendor_name") is None
    assert out["customer_name"] == "Tulp Noord B.V."
    assert out["customer_address"] == "Dorpsstraat 12, 1234 AB, Utrecht"


def test_a_legal_footer_address_stops_before_the_second_labelled_address() -> None:
    out = _parties(
        [
            (30, 60, "Rechnung"),
            (30, 120, "Herrn"),
            (30, 132, "Jonas Weber"),
            (30, 144, "Lindenweg 4"),
            (30, 156, "50667 Köln"),
            (
                30,
                760,
                "Fernwerk Netze GmbH | Hausanschrift: Hafenstraße 9, 53111 Bonn"
                " | Postanschrift: 53100 Bonn | Internet: www.fernwerk.de",
            ),
            (30, 772, "Handelsregister: Amtsgericht Bonn HRB 1234, Sitz der Gesellschaft: Bonn"),
        ]
    )
    assert out["vendor_name"] == "Fernwerk Netze GmbH"
    assert out["vendor_address"] == "Hafenstraße 9, 53111 Bonn"


def test_party_headings_centred_over_their_blocks_read_each_column() -> None:
    out = _parties(
        [
            (38, 128, "FAKTURA"),
            (469, 128, "Nr: 7/06/2025"),
            (136, 160, "SPRZEDAWCA"),
            (409, 160, "NABYWCA"),
            (47, 182, "Zielony Ogród Sp. z o.o."),
            (312, 182, "Anna Nowicka"),
            (47, 193, "ul. Lipowa 3"),
            (312, 193, "ul. Polna 8"),
            (47, 204, "02-100 Warszawa"),
            (312, 204, "30-001 Kraków"),
            (47, 214, "NIP PL5260001246"),
        ]
    )
    assert out["vendor_name"] == "Zielony Ogród Sp. z o.o."
    assert out["vendor_address"] == "ul. Lipowa 3, 02-100 Warszawa"
    assert out["customer_name"] == "Anna Nowicka"
    assert out["customer_address"] == "ul. Polna 8, 30-001 Kraków"


def test_a_sender_line_with_commas_but_no_spaces_names_the_vendor() -> None:
    out = _parties(
        [
            (57, 137, "Kabelwerk Süd GmbH,Bahnhofstr 19,86150 Augsburg"),
            (57, 150, "Brenner Planung GmbH & Co. KG"),
            (57, 162, "Richard-Wagner-Str. 6"),
            (57, 174, "86356 Neusäß"),
            (411, 137, "Bahnhofstr 19"),
            (411, 150, "86150 Augsburg"),
            (57, 285, "Rechnung Nr. 202430138"),
        ]
    )
    assert out["vendor_name"] == "Kabelwerk Süd GmbH"
    assert out["vendor_address"] == "Bahnhofstr 19, 86150 Augsburg"


def test_a_name_row_naming_its_party_gives_the_sections_name() -> None:
    out = _parties(
        [
            (57, 49, "Facture n° FX-2026-41"),
            (63, 82, "Acheteur"),
            (62, 107, "Nom de l'acheteur:"),
            (142, 107, "ATELIERS DU PORT"),
            (329, 107, "Code Pays:"),
            (408, 107, "FR"),
            (63, 138, "Vendeur"),
            (62, 163, "Nom du vendeur:"),
            (142, 163, "BRASSERIE DES CIMES"),
            (329, 163, "Code Pays:"),
            (408, 163, "FR"),
            (63, 194, "Données de facturation"),
            (62, 219, "Numéro de facture:"),
            (142, 219, "FX-2026-41"),
        ]
    )
    assert out["vendor_name"] == "BRASSERIE DES CIMES"
    assert out["customer_name"] == "ATELIERS DU PORT"


def test_the_company_before_its_registered_office_in_the_footer_is_the_vendor() -> None:
    out = _parties(
        [
            (183, 10, "Ici, on construit demain avec vous"),
            (167, 33, "FACTURE N° : 4411"),
            (31, 101, "Adresse de Facturation"),
            (37, 120, "MR DURAND PAUL"),
            (37, 132, "8 rue des Lilas"),
            (37, 144, "66000 PERPIGNAN"),
            (
                60,
                745,
                "Comptoir du Midi - SIÈGE SOCIAL : 12 avenue des Pins - 31000 TOULOUSE",
            ),
            (90, 757, "S.A.S. au Capital de 100 000 € - N°INTRACOM. FR40123456824"),
        ]
    )
    assert out["vendor_name"] == "Comptoir du Midi"
    assert out["vendor_address"] == "12 avenue des Pins, 31000 TOULOUSE"


# a letter's addressee, title, one item row and the total, under the sender's lines
_WEBER_ORDER = [
    (60, 170, "Herrn Paul Weber"),
    (60, 182, "Hauptstraße 4"),
    (60, 194, "97204 Höchberg"),
    (60, 240, "RECHNUNG"),
    (30, 300, "Pos"),
    (90, 300, "Artikel"),
    (480, 300, "Betrag"),
    (30, 320, "1"),
    (90, 320, "Ziegelmehl"),
    (480, 320, "240,00"),
    (380, 360, "Gesamtbetrag"),
    (480, 360, "285,60"),
]


def test_text_drawn_three_times_over_itself_is_read_once() -> None:
    rows = [
        (60, 140, "BRANDT GmbH Lindenweg 13 97950 Gerchsheim"),
        *_WEBER_ORDER,
        (51, 780, "BRANDT GmbH - Lindenweg 13 - 97950 Gerchsheim - USt-IdNr. DE812345675"),
    ]
    page = page_from_rows(rows)
    drawn = [*page.words, *page_from_rows(rows[:1]).words, *page_from_rows(rows[:1]).words]
    words = without_overprints(drawn)
    assert [w.text for w in words] == [w.text for w in page.words]
    lines = document_lines([Page(1, page.width, page.height, words)])
    found = find_parties(lines, {}, Regions.of(lines, {1: page.height}))
    assert found["vendor_address"][0] == "Lindenweg 13, 97950 Gerchsheim"


def test_a_brand_line_over_the_footers_legal_name_keeps_the_legal_form() -> None:
    pages = sized_page(
        (14.0, [(456, 96, "Brandt")]),
        (
            9.0,
            [
                *_WEBER_ORDER,
                (51, 780, "Verwaltung:"),
                (51, 790, "BRANDT GmbH"),
                (51, 800, "Lindenweg 13"),
                (51, 810, "97950 Gerchsheim"),
            ],
        ),
    )
    lines = document_lines(pages)
    found = find_parties(lines, {}, Regions.of(lines, {1: pages[0].height}))
    assert found["vendor_name"][0] == "BRANDT GmbH"


def test_the_tax_office_line_under_the_tax_number_ends_the_footers_address() -> None:
    out = _parties(
        [
            (406, 70, "ORBITAL"),
            (71, 152, "Orbital Systeme GmbH · Jungfernstieg 1 · 20354 Hamburg"),
            (71, 200, "NASAH AG"),
            (71, 212, "Ben Dover"),
            (71, 236, "80331 München"),
            (423, 293, "Rechnung"),
            (71, 740, "Orbital Systeme GmbH"),
            (71, 750, "Jungfernstieg 1"),
            (71, 760, "20354 Hamburg"),
            (71, 770, "Finanzamt Hamburg-Mitte"),
            (350, 740, "Steuer-Nr.: 12345613,"),
        ]
    )
    assert out["vendor_name"] == "Orbital Systeme GmbH"
    assert out["vendor_address"] == "Jungfernstieg 1, 20354 Hamburg"


def test_a_party_heading_ending_a_run_on_line_names_the_party() -> None:
    out = _parties(
        [
            (71, 71, "Rechnung Nr. UK-7 Datum: 03. April 2026 Aussteller: Harbour Strategy Group,"),
            (71, 85, "Westminster, UK"),
            (71, 113, "Projekt: Marktanalyse"),
            (107, 140, "Beratungshonorar: £ 2.500,00"),
            (71, 182, "Netto: £ 2.500,00 Mehrwertsteuer (20%): £ 500,00 Brutto: £ 3.000,00"),
        ]
    )
    assert out["vendor_name"] == "Harbour Strategy Group"
    assert out["vendor_address"] == "Westminster, UK"


def test_a_page_heading_about_the_invoice_is_never_the_vendor() -> None:
    out = _parties(
        [
            (54, 20, "Ver contenido de factura"),
            (486, 20, "Page 1 of 1"),
            (162, 112, "Nº Documento : 0017819571"),
            (162, 140, "Fecha de la factura: 07-07-2021"),
        ]
    )
    assert out.get("vendor_name") is None


def test_a_name_with_a_function_word_is_no_page_heading() -> None:
    out = _parties(
        [
            (15, 41, "de Vries Installatie B.V."),
            (190, 41, "Factuur"),
            (15, 84, "Roanweg 43"),
            (15, 94, "6690 XA Achterveld"),
            (190, 88, "Klant"),
            (190, 100, "Citadel Handel"),
            (190, 112, "Rafweg 297"),
            (190, 123, "2234 NF Bosschenhoofd"),
        ]
    )
    assert out["vendor_name"] == "de Vries Installatie B.V."


def test_a_country_alone_under_the_vendors_name_is_its_address() -> None:
    out = _parties(
        [
            (26, 73, "Solaria Riegos"),
            (26, 88, "España"),
            (343, 175, "Innovaciones Verdes S.L."),
            (343, 189, "Calle de la Alcarria 14"),
            (343, 202, "28041 Madrid"),
            (26, 282, "Factura INV/2026/00001"),
        ]
    )
    assert out["vendor_name"] == "Solaria Riegos"
    assert out["vendor_address"] == "España"
