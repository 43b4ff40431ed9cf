"""The issuer named by its letterhead and its page foot, not by a salesperson's label (invented
page)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import fields_of


def test_a_seller_label_naming_a_person_does_not_outrank_a_company_letterhead_echoed_at_the_foot() -> (
    None
):
    # "Vendedor: PERSON" in the details column beside the customer is the salesperson; the
    # company heading the page, repeated at its foot with its tax id, is the issuer
    f = fields_of(
        [
            (360, 40, "FACTURA DE CRÉDITO FISCAL"),
            (40, 80, "Ferretería Los Andes SRL"),
            (40, 94, "RNC: 101234567"),
            (40, 108, "Av. Duarte 45, Santiago, República Dominicana"),
            (40, 140, "CLIENTE"),
            (320, 140, "DETALLES"),
            (40, 154, "Razón Social: Comercial Rivera SA"),
            (320, 154, "Condición:"),
            (380, 154, "Contado"),
            (40, 168, "RNC/Cédula: 109876543"),
            (320, 168, "Vendedor:"),
            (380, 168, "MARÍA LÓPEZ"),
            (40, 182, "Dirección:"),
            (100, 182, "Calle 5, Santo Domingo"),
            (320, 182, "Fecha:"),
            (380, 182, "02/03/2026"),
            (40, 220, "DESCRIPCIÓN"),
            (380, 220, "CANT"),
            (430, 220, "PRECIO"),
            (500, 220, "TOTAL"),
            (40, 234, "Tornillos de acero"),
            (385, 234, "10"),
            (430, 234, "50.00"),
            (500, 234, "500.00"),
            (300, 270, "Subtotal:"),
            (500, 270, "$500.00"),
            (300, 284, "ITBIS (18%):"),
            (500, 284, "$90.00"),
            (300, 298, "TOTAL A PAGAR:"),
            (500, 298, "$590.00"),
            (
                120,
                520,
                "Ferretería Los Andes SRL | RNC: 101234567 | Santiago, República Dominicana",
            ),
        ]
    )
    assert f.vendor_name == "Ferretería Los Andes SRL"
    assert f.customer_name == "Comercial Rivera SA"


def test_a_name_over_an_address_and_an_email_at_the_page_foot_is_the_vendor() -> None:
    # no letterhead: the freelancer's name, address and contact stand only at the page foot
    f = fields_of(
        [
            (40, 30, "factuur nummer"),
            (170, 30, "factuur datum"),
            (40, 44, "017"),
            (170, 44, "12/02/2025"),
            (40, 70, "factuur"),
            (240, 300, "PRODUCT/DIENST"),
            (510, 300, "PRIJS"),
            (240, 330, "Ontwerp affiche"),
            (505, 330, "€200,00"),
            (410, 440, "Subtotaal"),
            (505, 440, "€200,00"),
            (410, 460, "BTW 21%"),
            (510, 460, "€42,00"),
            (410, 480, "TOTAAL"),
            (505, 480, "€242,00"),
            (36, 750, "Lotte Verhaegen"),
            (36, 764, "Kerkstraat 12 - 9000 Gent"),
            (36, 778, "hallo@lotteverhaegen.be"),
            (36, 792, "+32 470 11 22 33"),
        ]
    )
    assert f.vendor_name == "Lotte Verhaegen"
    # (the one dash between street and town reads as the line break it stands for)
    assert f.vendor_address == "Kerkstraat 12, 9000 Gent"


def _addressee_page(addressee: str) -> list[tuple[float, float, str]]:
    return [
        (60, 30, "factuur"),
        (65, 130, addressee),
        (65, 143, "Lindelaan 4"),
        (65, 156, "3512 AB Utrecht"),
        (64, 225, "factuurdatum"),
        (160, 225, "01/12/2024"),
        (64, 239, "factuurnummer"),
        (160, 239, "2400117"),
        (64, 400, "omschrijving"),
        (515, 400, "bedrag"),
        (64, 426, "Cursus keramiek"),
        (520, 426, "80,00"),
        (64, 460, "totaal"),
        (520, 460, "80,00"),
    ]


def test_a_name_opening_with_a_form_of_address_is_the_addressee_not_the_issuer() -> None:
    # the window address at the top of a page without a letterhead: "Mevrouw ..." is the customer
    f = fields_of(_addressee_page("Mevrouw A. Jansen"))
    assert f.vendor_name != "Mevrouw A. Jansen"
    assert f.customer_name == "Mevrouw A. Jansen"
    assert f.customer_address == "Lindelaan 4, 3512 AB Utrecht"
    f = fields_of(_addressee_page("Mrs A. Jansen"))
    assert f.vendor_name != "Mrs A. Jansen"


def test_the_vendor_address_is_read_under_its_name_repeated_in_a_grid_at_the_page_foot() -> None:
    # the name stands alone at the top; the page foot repeats it over its street and town
    f = fields_of(
        [
            (490, 38, "March 3rd, 2025"),
            (28, 115, "INVOICE #2201"),
            (28, 170, "Bluequill"),
            (28, 200, "BILLED TO"),
            (28, 212, "Harbor Goods"),
            (28, 234, "8 Pine Street"),
            (28, 246, "02110 Boston, MA"),
            (28, 300, "DESCRIPTION"),
            (400, 300, "PRICE"),
            (490, 300, "AMOUNT"),
            (28, 312, "Editing retainer"),
            (400, 312, "$50.00"),
            (490, 312, "$50.00"),
            (28, 370, "TOTAL"),
            (490, 370, "$50.00"),
            (28, 533, "OUR DETAILS"),
            (167, 533, "INVOICE DATE"),
            (28, 545, "Bluequill"),
            (167, 545, "March 3rd, 2025"),
            (28, 566, "3 rue des Lilas"),
            (28, 576, "69001 Lyon"),
            (28, 588, "France"),
        ]
    )
    assert f.vendor_name == "Bluequill"
    assert f.vendor_address == "3 rue des Lilas, 69001 Lyon, France"


def test_a_labelled_name_wraps_onto_a_line_under_its_value_not_under_its_label() -> None:
    # "Razón Social: Fideicomiso ..." shares its segment with the label; the run-on line starts
    # under the value, right of the label's column
    f = fields_of(
        [
            (40, 80, "Ferretería Los Andes SRL"),
            (40, 94, "Av. Duarte 45, Santiago"),
            (40, 140, "CLIENTE"),
            (40, 154, "Razón Social: Fideicomiso del Parque Norte"),
            (106, 166, "residencial las palmas"),
            (40, 180, "RNC/Cédula: 109876543"),
            (40, 194, "Dirección:"),
            (106, 194, "Calle 5, Santo Domingo"),
            (40, 230, "DESCRIPCIÓN"),
            (500, 230, "TOTAL"),
            (40, 244, "Tornillos de acero"),
            (500, 244, "500.00"),
            (300, 280, "TOTAL A PAGAR:"),
            (500, 280, "$500.00"),
        ]
    )
    assert f.customer_name == "Fideicomiso del Parque Norte residencial las palmas"
