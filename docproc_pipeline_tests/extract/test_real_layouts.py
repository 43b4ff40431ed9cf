"""Layouts seen on real-world invoices, on small hand-built pages (invented data)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.parse.dates import parse_date
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import fields_of as _fields
from docproc_pipeline_tests.extract.pages import page_from_rows


def test_dashed_day_month_year_dates() -> None:
    assert parse_date("8-9-2022") == date(2022, 9, 8)
    assert parse_date("Invoice Date: 20-10-2015") == date(2015, 10, 20)
    assert parse_date("29 maart 2014") == date(2014, 3, 29)


def test_tax_ids_with_hyphenated_labels_spaced_digits_and_national_numbers() -> None:
    assert _fields([(40, 700, "VAT-ID: DE123456789")]).vendor_tax_id == "DE123456789"
    assert _fields([(40, 700, "UStId DE 123 456 789")]).vendor_tax_id == "DE123456789"
    assert _fields([(40, 140, "VAT/TIN: 12345678901")]).vendor_tax_id == "12345678901"
    footer = "Acme SAS - RCS Lyon B 123 456 789 - N° de TVA intra communautaire: FR 001 234 567 89"
    assert _fields([(40, 780, footer)]).vendor_tax_id == "FR00123456789"


def test_footer_part_after_a_dash_starts_a_tax_label() -> None:
    footer = "Sarl au capital de 5 000€ - Siret 12345678900017 - TVA X12345678901"
    assert _fields([(40, 780, footer)]).vendor_tax_id == "X12345678901"


def test_tax_id_under_a_header_row_of_ids() -> None:
    fields = _fields(
        [
            (57, 580, "GSTIN"),
            (300, 580, "CIN"),
            (57, 600, "07AAACA1234B1ZQ"),
            (300, 600, "U12345DL2010PTC123456"),
        ]
    )
    assert fields.vendor_tax_id == "07AAACA1234B1ZQ"


def test_invoice_number_touching_its_label_and_the_date_after_it() -> None:
    fields = _fields([(40, 320, "Facture n°562044 du 02 Juillet 2015")])
    assert fields.invoice_number == "562044"
    assert fields.invoice_date == date(2015, 7, 2)


def test_invoice_number_after_hash_and_with_underscores() -> None:
    assert _fields([(400, 42, "Invoice No : # ABC_XY2015001")]).invoice_number == "ABC_XY2015001"
    fields = _fields([(458, 27, "INVOICE"), (460, 40, "# inv_no_1")])
    assert fields.invoice_number == "inv_no_1"


def test_header_row_of_labels_over_values() -> None:
    fields = _fields(
        [
            (44, 280, "Klant"),
            (144, 280, "Order"),
            (315, 280, "Factuur datum"),
            (432, 280, "Factuur"),
            (500, 280, "Vervaldatum"),
            (44, 292, "K0001"),
            (144, 292, "ORD0002"),
            (338, 292, "8-9-2022"),
            (409, 292, "VF100"),
            (512, 292, "22-9-2022"),
        ]
    )
    assert fields.invoice_number == "VF100"
    assert fields.invoice_date == date(2022, 9, 8)
    assert fields.due_date == date(2022, 9, 22)


def test_total_row_with_net_tax_and_gross_columns() -> None:
    fields = _fields(
        [
            (297, 372, "Montant HT"),
            (402, 372, "Montant TVA"),
            (487, 372, "Montant TTC"),
            (40, 422, "Total facture"),
            (335, 422, "24.99"),
            (431, 422, "5.00"),
            (530, 422, "29.99"),
        ]
    )
    assert (fields.subtotal, fields.tax_amount, fields.total) == (
        Decimal("24.99"),
        Decimal("5.00"),
        Decimal("29.99"),
    )


def test_total_followed_by_other_text_is_not_a_row_of_columns() -> None:
    fields = _fields(
        [(58, 417, "Total amount"), (250, 417, "$1,477.61"), (333, 417, "Ref: 25-02667")]
    )
    assert fields.total == Decimal("1477.61")


def test_description_header_centred_over_its_column() -> None:
    fields = _fields(
        [
            (154, 341, "Description"),
            (344, 341, "Quantité"),
            (420, 341, "Prix"),
            (513, 341, "Montant"),
            (34, 364, "Nougat blanc 250g"),
            (358, 364, "20"),
            (432, 364, "4,55"),
            (527, 364, "91,00"),
        ]
    )
    assert [i.description for i in fields.line_items] == ["Nougat blanc 250g"]


def test_large_slogan_above_the_window_address_is_not_the_customer() -> None:
    page = page_from_rows([(45, 60, "Always a smile.")], size=16)
    page.words += page_from_rows(
        [
            (400, 40, "Rotwald Handel B.V."),
            (400, 52, "Kade 5"),
            (400, 64, "3012 CN Rotterdam"),
            (400, 76, "BTW NL001234567B01"),
            (45, 82, "Kees Jansen"),
            (45, 94, "Laan 3"),
            (45, 106, "1025 RX Amsterdam"),
            (45, 150, "Factuurnummer: 4711"),
        ]
    ).words
    fields, _, _ = parse_invoice([page])
    assert fields.customer_name == "Kees Jansen"
    assert fields.customer_address == "Laan 3, 1025 RX Amsterdam"


def test_contact_person_between_company_and_street_is_not_address() -> None:
    fields = _fields(
        [
            (386, 114, "NORDLICHT"),
            (386, 126, "de Vries Anna"),
            (386, 138, "27 rue Neuve"),
            (386, 150, "69100 Villeurbanne"),
            (244, 176, "Facture n° 2022001"),
            (
                40,
                790,
                "Zephyr Presse SARL au capital de 10 000 EUR - Siège social: 4 rue Haute 92100 Boulogne",
            ),
        ]
    )
    assert fields.customer_name == "NORDLICHT"
    assert fields.customer_address == "27 rue Neuve, 69100 Villeurbanne"


def test_bill_to_address_label_with_attn_line() -> None:
    fields = _fields(
        [
            (36, 139, "Bill to Address:"),
            (36, 150, "ATTN: Kowloon Labs Limited"),
            (36, 162, "12A Some Road"),
            (36, 174, "Yuen Long, N.T., 0000, HK"),
        ]
    )
    assert fields.customer_name == "Kowloon Labs Limited"
    assert fields.customer_address == "12A Some Road, Yuen Long, N.T., 0000, HK"


def test_guest_name_is_the_customer() -> None:
    assert _fields([(42, 77, "Guest Name: Ravi")]).customer_name == "Ravi"


def test_gln_line_and_blank_line_inside_the_buyer_block() -> None:
    fields = _fields(
        [
            (210, 63, "Käufer"),
            (210, 72, "GLN 4300000000002"),
            (210, 81, "NORD-KUNDE GMBH"),
            (210, 103, "KUNDENWEG 8"),
            (210, 112, "40235 DUESSELDORF"),
        ]
    )
    assert fields.customer_name == "NORD-KUNDE GMBH"
    assert fields.customer_address == "KUNDENWEG 8, 40235 DUESSELDORF"


def test_tax_breakdown_with_separate_base_and_amount_columns() -> None:
    fields = _fields(
        [
            (89, 421, "Taxe"),
            (188, 421, "Base"),
            (254, 421, "Montant"),
            (34, 435, "TVA collectée 20,0%"),
            (206, 435, "81,90 €"),
            (278, 435, "16,38 €"),
            (34, 449, "TVA collectée 5,5%"),
            (202, 449, "543,00 €"),
            (278, 449, "29,87 €"),
        ]
    )
    rows = [(r.rate, r.base, r.amount) for r in fields.tax_breakdown]
    assert rows == [
        (Decimal("20.00"), Decimal("81.90"), Decimal("16.38")),
        (Decimal("5.50"), Decimal("543.00"), Decimal("29.87")),
    ]


def test_customer_tax_ids_outside_the_vat_schemes_and_in_french() -> None:
    assert _fields([(34, 318, "Customer VAT Number  ESB12345678")]).customer_tax_id == (
        "ESB12345678"
    )
    assert _fields([(34, 307, "N° TVA client  FR00123456789")]).customer_tax_id == ("FR00123456789")


def test_amount_due_on_a_date_gives_the_due_date() -> None:
    fields = _fields([(257, 144, "TOTAL AMOUNT DUE ON August 3 , 2014"), (546, 144, "$4.11")])
    assert fields.due_date == date(2014, 8, 3)
    assert fields.amount_due == Decimal("4.11")
