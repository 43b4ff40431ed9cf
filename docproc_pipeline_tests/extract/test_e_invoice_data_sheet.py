"""An e-invoice printed as a data sheet (the German XRechnung viewer's rendering): sections
"Informationen zum Käufer" / "... zum Verkäufer" of labelled rows in two columns, the address
as "Adresszeile 1", "PLZ" and "Ort" rows, ids in the right-hand column, a label wrapped over
two lines with its value beside the first."""

from __future__ import annotations

from datetime import date

from docproc_pipeline_tests.extract.pages import Rows, fields_of

_SHEET: Rows = [
    (57, 50, "Daten der E-Rechnung"),
    (63, 80, "Informationen zum Käufer"),
    (62, 105, "Name:"), (175, 105, "Stadtwerke Lindenau"), (390, 105, "Ländercode:"),
    (470, 105, "DE (Deutschland)"),
    (62, 124, "Adresszeile 1:"), (175, 124, "Am Wasserturm 4"), (390, 124, "Telefon:"),
    (470, 124, "+49 341 555 0100"),
    (62, 143, "PLZ:"), (175, 143, "04179"),
    (62, 162, "Ort:"), (175, 162, "Leipzig"),
    (63, 192, "Informationen zum Verkäufer"),
    (62, 217, "Firmenname:"), (175, 217, "Ingenieurbüro Falk GmbH"), (390, 217, "Ländercode:"),
    (470, 217, "DE (Deutschland)"),
    (62, 236, "Adresszeile 1:"), (175, 236, "Hainstraße 17"),
    (62, 255, "PLZ:"), (175, 255, "04109"),
    (62, 274, "Ort:"), (175, 274, "Leipzig"),
    (63, 304, "Rechnungsdaten"),
    (62, 330, "Rechnungsnummer:"), (175, 330, "RF-2026-0815"), (390, 330, "Währung:"),
    (470, 330, "EUR (Euro)"),
    (62, 349, "Rechnungsdatum:"), (175, 349, "03.03.2026"),
    (63, 380, "Gesamtbeträge der Rechnung"),
    (62, 404, "Summe aller Positionen"), (540, 404, "800,00"),
    (62, 420, "Summe Umsatzsteuer"), (540, 420, "152,00"),
    (62, 436, "Gesamtsumme"), (540, 436, "952,00"),
    (63, 616, "Zahlungsdaten"),
    (62, 641, "Skonto; weitere"), (175, 641, "Zahlbar ohne Abzug bis 02.04.2026"),
    (390, 641, "Code für das"), (470, 641, "58 (SEPA credit transfer)"),
    (62, 653, "Zahlungsbedingungen:"), (390, 653, "Zahlungsmittel:"),
    (62, 670, "Fälligkeitsdatum:"), (175, 670, "02.04.2026"),
    (63, 700, "Informationen zum Käufer"),
    (62, 725, "Elektronische"), (175, 725, "rechnung@lindenau.example"),
    (390, 725, "Umsatzsteuer-ID:"), (470, 725, "DE136695976"),
]  # fmt: skip


def test_the_postcode_and_town_rows_of_a_section_make_one_town_line() -> None:
    fields = fields_of(_SHEET)
    assert fields.customer_name == "Stadtwerke Lindenau"
    assert fields.customer_address == "Am Wasserturm 4, 04179 Leipzig"
    assert fields.vendor_address == "Hainstraße 17, 04109 Leipzig"


def test_an_id_in_the_right_column_under_a_section_heading_is_that_partys() -> None:
    fields = fields_of(_SHEET)
    assert fields.customer_tax_id == "DE136695976"


def test_a_label_cell_beside_a_label_is_no_value() -> None:
    # "Zahlungsbedingungen:" beside "Zahlungsmittel:": the terms are beside the label's first line
    fields = fields_of(_SHEET)
    assert fields.payment_terms == "Zahlbar ohne Abzug bis 02.04.2026"
    assert fields.due_date == date(2026, 4, 2)


def test_a_one_line_address_under_a_partys_id_rows_and_contact_person() -> None:
    # an e-invoice's visualisation: the name, its ids and contact person, then the address on
    # one line ("street, postcode town, country")
    rows: Rows = [
        (40, 46, "Elektro Brandt GmbH & Co. KG"),
        (40, 58, "VAT ID: N/A"), (307, 58, "Invoice"),
        (40, 69, "Tax no.: DE811569869"),
        (40, 79, "Jonas Brandt"), (307, 79, "Invoice number:"), (485, 79, "RE-2026-4711"),
        (40, 88, "Kanalstraße 8, 20457 Hamburg, DE"), (307, 88, "Invoice date:"),
        (503, 88, "05.03.2026"),
        (40, 148, "Customer name / company"),
        (40, 167, "Bäckerei Sommer KG"),
        (40, 176, "VAT ID: N/A"),
        (40, 196, "Frau Lena Sommer"),
        (40, 205, "Lindenallee 21, 24103 Kiel, DE"),
        (300, 300, "Total"), (480, 300, "119,00 €"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.vendor_name == "Elektro Brandt GmbH & Co. KG"
    assert fields.vendor_address == "Kanalstraße 8, 20457 Hamburg, DE"
    assert fields.customer_address == "Lindenallee 21, 24103 Kiel, DE"
