"""Parties and meta around a one-line facts line of the invoice (small invented pages)."""

from __future__ import annotations

import pytest

from docproc_pipeline_tests.extract.pages import fields_of, right_aligned


def test_a_facts_line_between_sender_line_and_address_is_not_the_customer() -> None:
    f = fields_of(
        [
            (68, 65, "Nordlicht"),
            (68, 91, "Hafenweg 3 · 20457 Hamburg · DE136695976"),
            (68, 127, "Rechnung — Rechnungsnummer R-2201 · Rechnungsdatum 03.06.2026"),
            (68, 171, "Brandt"),
            (68, 188, "Lindenallee 12"),
            (68, 204, "50667 Köln"),
            (68, 254, "Beratung (2 Std. × 90,00)"),
            right_aligned(528, 254, "180,00"),
            (275, 290, "Zwischensumme"),
            right_aligned(528, 290, "180,00 EUR"),
            (275, 304, "Umsatzsteuer 19 %"),
            right_aligned(528, 304, "34,20 EUR"),
            (275, 318, "Summe brutto"),
            right_aligned(528, 318, "214,20 EUR"),
        ]
    )
    assert f.customer_name == "Brandt"
    assert f.customer_address == "Lindenallee 12, 50667 Köln"
    assert f.invoice_number == "R-2201"


def test_checksum_valid_vat_ids_without_a_label_go_to_the_party_they_stand_under() -> None:
    f = fields_of(
        [
            (68, 65, "Nordlicht"),
            (68, 91, "Hafenweg 3 · 20457 Hamburg · DE136695976"),
            (68, 127, "Rechnungsnummer R-2201"),
            (68, 171, "Brandt AG"),
            (68, 188, "Lindenallee 12"),
            (68, 204, "50667 Köln"),
            (68, 221, "DE129273398"),
            (68, 254, "Beratung (2 Std. × 90,00)"),
            right_aligned(528, 254, "180,00"),
            (275, 290, "Zwischensumme"),
            right_aligned(528, 290, "180,00 EUR"),
            (275, 304, "Umsatzsteuer 19 %"),
            right_aligned(528, 304, "34,20 EUR"),
            (275, 318, "Summe brutto"),
            right_aligned(528, 318, "214,20 EUR"),
        ]
    )
    assert f.vendor_tax_id == "DE136695976"
    assert f.customer_tax_id == "DE129273398"


@pytest.mark.parametrize(
    ("label", "value"),
    [
        ("CIF cliente:", "ESB40522799"),
        ("P. IVA cliente:", "IT09730490811"),
        # the other wordings of the it / pt / fr patterns, each read by its pattern alone
        ("Partita IVA del cliente:", "IT09730490811"),
        ("Codice fiscale cliente:", "IT09730490811"),
        ("Votre N° TVA:", "FR56283381473"),
        ("Votre N° de TVA:", "FR56283381473"),
        ("Votre TVA:", "FR56283381473"),
        ("NIF do cliente:", "PT555688500"),
        ("Contribuinte do cliente:", "PT555688500"),
    ],
)
def test_a_tax_id_label_naming_the_client_labels_the_customer_s_id(label: str, value: str) -> None:
    f = fields_of(
        [
            (17, 40, "Factura F-1204"),
            (227, 88, "Promociones Carro S.L."),
            (227, 101, "Glorieta de Aroa 78"),
            (227, 114, "02237 Córdoba"),
            (227, 125, f"{label} {value}"),
            (17, 200, "Alicatado de baño"),
            right_aligned(558, 200, "100,00"),
            (300, 260, "Total"),
            right_aligned(558, 260, "100,00"),
        ]
    )
    assert f.customer_tax_id == value
    assert f.vendor_tax_id is None


def test_a_vat_id_in_the_facts_grid_under_the_customer_s_column_is_the_vendor_s() -> None:
    f = fields_of(
        [
            (40, 40, "Invoice"),
            (45, 73, "From"),
            (303, 73, "Invoice To"),
            (45, 83, "Laffey and Price"),
            (303, 83, "Norry and Condon"),
            (45, 94, "32 Holohan Street"),
            (303, 94, "17 Gubain Street"),
            (45, 105, "Enya Ville V85 348N"),
            (303, 105, "Bronagh Ville P63 NXVH"),
            (303, 117, "Ireland"),
            (45, 128, "Phone 649-528-9274"),
            (45, 146, "Document No."),
            (174, 146, "Date of Issue"),
            (303, 146, "Due On"),
            (45, 156, "A48-8890"),
            (174, 156, "12 February 2025"),
            (303, 156, "19 February 2025"),
            (45, 174, "Client ID"),
            (303, 174, "VAT ID"),
            (45, 183, "85236"),
            (303, 183, "IE3627410Q"),
            (45, 260, "Consulting"),
            right_aligned(540, 260, "100.00"),
            (400, 300, "Total"),
            right_aligned(540, 300, "123.00"),
        ]
    )
    assert f.customer_name == "Norry and Condon"
    assert f.vendor_tax_id == "IE3627410Q"
    assert f.customer_tax_id is None


def test_numer_vat_labels_the_vendor_s_polish_tax_id() -> None:
    f = fields_of(
        [
            (43, 40, "Faktura nr FV/2026/17"),
            (421, 86, "Numer VAT 328-356-76-54"),
            (43, 200, "Usługa montażu"),
            right_aligned(549, 200, "100,00 zł"),
            (361, 260, "Razem"),
            right_aligned(549, 260, "123,00 zł"),
        ]
    )
    assert f.vendor_tax_id == "328-356-76-54"


def test_a_hyphenated_national_number_in_the_sender_line_valid_in_the_iban_s_country() -> None:
    rows = [
        (68, 65, "Spółdzielnia Mol"),
        (68, 91, "plac Hallera 37 · 73-762 Grodzisk · 898-052-32-53"),
        (68, 127, "FAKTURA VAT — Numer faktury 2025/807"),
        (68, 171, "PPUH Ochał"),
        (68, 188, "plac Piłsudskiego 274"),
        (68, 204, "11-033 Biała Podlaska"),
        (68, 254, "Układanie płytek"),
        right_aligned(528, 254, "100,00"),
        (275, 290, "Razem"),
        right_aligned(528, 290, "123,00 PLN"),
    ]
    iban = (68, 320, "IBAN: PL14 6200 0004 3349 0795 1659 8490")
    assert fields_of([*rows, iban]).vendor_tax_id == "898-052-32-53"
    # without an account, no country to check the bare number against
    assert fields_of(rows).vendor_tax_id is None
