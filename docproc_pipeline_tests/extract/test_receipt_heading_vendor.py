"""A receipt naming its issuer after the title and signing a footer line (invented page)."""

from __future__ import annotations

from dataclasses import replace

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline_tests.extract.pages import fields_of, page_from_rows, right_aligned

# the number, the customer and one item of a translator's receipt
_RAVEL_ORDER = [
    (86, 127, "N° de facture"),
    (86, 136, "KX55120"),
    (86, 157, "Facturé à"),
    (86, 166, "Bovard"),
    (86, 177, "chemin Vert 3"),
    (86, 189, "1200 Genève"),
    (86, 215, "Traduction de documents"),
    right_aligned(511, 215, "100.00"),
]


def test_the_name_after_the_title_that_opens_an_address_line_is_the_vendor() -> None:
    f = fields_of(
        [
            (86, 62, "Facture · Ravel"),
            (86, 78, "CHF 108.10"),
            (86, 106, "Montant payé"),
            *_RAVEL_ORDER,
            (275, 290, "Total hors taxes"),
            right_aligned(511, 290, "CHF 100.00"),
            (275, 304, "TVA 8.1 %"),
            right_aligned(511, 304, "CHF 8.10"),
            (275, 318, "Montant TTC"),
            right_aligned(511, 318, "CHF 108.10"),
            (86, 400, "Ravel · rue Joye 8, 6640 Bochud · IDE CHE-116.281.710"),
        ]
    )
    assert f.vendor_name == "Ravel"
    assert f.vendor_address == "rue Joye 8, 6640 Bochud"


def test_a_footer_line_of_name_street_town_and_account_names_the_vendor() -> None:
    f = fields_of(
        [
            (480, 40, "INVOICE"),
            (40, 60, "Customer"),
            (40, 72, "Grant PLC"),
            (40, 84, "4946 Reyes Spring"),
            (40, 96, "Lake Dawnland, MI 01018"),
            (330, 72, "Invoice No."),
            (420, 72, "TDB-62433"),
            (40, 200, "Printer toner cartridge"),
            right_aligned(540, 200, "100.00"),
            (330, 240, "Subtotal"),
            right_aligned(540, 240, "100.00"),
            (330, 254, "Tax 8.875 %"),
            right_aligned(540, 254, "8.88"),
            (330, 268, "Invoice Total"),
            right_aligned(540, 268, "108.88"),
            (
                60,
                800,
                "Harlow, Finch and Pike · 51 Ball Circles · New Autumn, CA 57519 · Acct 2034482599",
            ),
        ]
    )
    assert f.vendor_name == "Harlow, Finch and Pike"
    assert f.vendor_address == "51 Ball Circles, New Autumn, CA 57519"


def test_a_name_wrapped_before_its_legal_form_is_read_whole() -> None:
    rows = [
        (17, 70, "Talleres Ruiz"),
        (17, 87, "y asociados S.Com."),
        (17, 110, "Camino Vera 95"),
        (17, 121, "19426 Navarra"),
        (17, 140, "N.º IVA"),
        (17, 151, "ESB24151268"),
        (17, 165, "IBAN: ES9121000418450200051332"),
        (227, 72, "Factura F-1204"),
        (231, 200, "Alicatado de baño"),
        right_aligned(558, 200, "100,00"),
        (300, 260, "Total"),
        right_aligned(558, 260, "100,00"),
    ]
    # the name in a larger type
    words = [
        replace(w, y1=w.y0 + 16.0) if w.y0 in (70, 87) else w for w in page_from_rows(rows).words
    ]
    f, _, _ = parse_invoice([Page(number=1, width=595.0, height=842.0, words=words)])
    assert f.vendor_name == "Talleres Ruiz y asociados S.Com."


def test_the_name_after_the_title_with_the_middle_dot_glued_by_ocr() -> None:
    rows = [
        (86, 62, "FACTURE·Ravel-Bochud"),
        (86, 78, "CHF 108.10"),
        *_RAVEL_ORDER,
        (275, 318, "Montant TTC"),
        right_aligned(511, 318, "CHF 108.10"),
        (86, 400, "Ravel-Bochud · rue Joye 8, 6640 Bochud·IDE CHE-116.281.710"),
    ]
    page = page_from_rows(rows)
    page.source = "ocr"
    fields, _, _ = parse_invoice([page])
    assert fields.vendor_name == "Ravel-Bochud"
    assert fields.vendor_address == "rue Joye 8, 6640 Bochud"
