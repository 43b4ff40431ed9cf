"""A window block addressed to a person by title over a company's name ("Mr. R. A. Veatch" over
"Brown & Williamson Tobacco Corp."): the company is the customer, the person no part of its
address; a person's block without a company keeps the person (invented pages)."""

from __future__ import annotations

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _invoice(block: list[str]) -> Rows:
    rows: Rows = [
        (48, 40, "Creative Marketing Communication, Inc."),
        (100, 60, "7529 Forsyth Blvd."),
        (100, 72, "St. Louis, MO 63105"),
        (390, 40, "INVOICE NO. 8248"),
        (390, 52, "DATE: June 1, 2024"),
    ]
    rows += [(100, 120 + 12 * k, text) for k, text in enumerate(block)]
    rows += [
        (100, 220, "DESCRIPTION"), (500, 220, "AMOUNT"),
        (100, 236, "Opinion Maker Program, May"), (500, 236, "$2,494.80"),
        (400, 270, "TOTAL"), (500, 270, "$2,494.80"),
    ]  # fmt: skip
    return rows


def test_the_company_under_the_addressee_is_the_customer() -> None:
    fields = fields_of(
        _invoice(
            [
                "Mr. R. A. Veatch",
                "Brown & Williamson Tobacco Corp.",
                "1600 West Hill Street",
                "Louisville, KY 40232",
            ]
        )  # fmt: skip
    )
    assert fields.customer_name == "Brown & Williamson Tobacco Corp."
    assert fields.customer_address == "1600 West Hill Street, Louisville, KY 40232"


def test_a_person_without_a_company_stays_the_customer() -> None:
    fields = fields_of(
        _invoice(["Ms. Jane Porter", "1600 West Hill Street", "Louisville, KY 40232"])
    )
    assert fields.customer_address == "1600 West Hill Street, Louisville, KY 40232"
    assert fields.customer_name is not None and fields.customer_name.endswith("Jane Porter")


def test_a_street_opening_with_its_number_is_no_town_line() -> None:
    """ "1600 West Hill Street" over "Louisville, KY 40232": its house number is no postcode,
    the address goes on through the town."""
    fields = fields_of(
        _invoice(
            ["Brown & Williamson Tobacco Corp.", "1600 West Hill Street", "Louisville, KY 40232"]
        )
    )
    assert fields.customer_name == "Brown & Williamson Tobacco Corp."
    assert fields.customer_address == "1600 West Hill Street, Louisville, KY 40232"
