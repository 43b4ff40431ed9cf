"""A receipt naming its issuer after the title and signing a footer line (invented page)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import fields_of, right_aligned


def test_the_name_after_the_title_that_opens_an_address_line_is_the_vendor() -> None:
    f = fields_of(
        [
            (86, 62, "Facture · Ravel"),
            (86, 78, "CHF 108.10"),
            (86, 106, "Montant payé"),
            (86, 127, "N° de facture"),
            (86, 136, "KX55120"),
            (86, 157, "Facturé à"),
            (86, 166, "Bovard"),
            (86, 177, "chemin Vert 3"),
            (86, 189, "1200 Genève"),
            (86, 215, "Traduction de documents"),
            right_aligned(511, 215, "100.00"),
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
