"""Readings found on real invoices of session 13's development sets, each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.party_text import street_line
from docproc_pipeline_tests.extract.pages import fields_of, ocr_page, sized_page


def test_a_street_line_printed_larger_than_the_name_is_not_the_vendor() -> None:
    # an OCR'd or styled letterhead: the street under the name came out a little taller
    pages = sized_page(
        (10.0, [(40, 40, "Stella Ricambi")]),
        (12.0, [(40, 54, "Via Ortigara 41/B")]),
        (9.0, [
            (40, 70, "00195 Roma (RM)"), (380, 40, "Fattura nr. 12/26"),
            (380, 54, "del 03/02/2026"),
            (40, 130, "Descrizione"), (300, 130, "Quantità"), (360, 130, "Prezzo"),
            (440, 130, "Importo"),
            (40, 146, "Guarnizione"), (310, 146, "2"), (365, 146, "4,50"), (445, 146, "9,00"),
            (360, 170, "Totale"), (445, 170, "9,00"),
        ]),
    )  # fmt: skip
    fields, _, _ = parse_invoice(pages)
    assert fields.vendor_name == "Stella Ricambi"
    assert fields.vendor_address == "Via Ortigara 41/B, 00195 Roma (RM)"


def test_street_lines_of_several_languages() -> None:
    for text in (
        "Via Deruta 98/A", "70 Bovill Road", "Lieferantenstraße 20", "Vila Borges, 562",
        "Carretera Muelle 38", "ul. Długa 5/7", "Kerkstraat 3", "Rue de la Paix 12",
    ):  # fmt: skip
        assert street_line(text), text
    for text in ("Studio 54", "Route 66 Diner", "Lieferant GmbH", "Porto & Fernandes Ltda."):
        assert not street_line(text), text


def test_a_company_named_with_a_heading_word_and_its_legal_form_is_the_vendor() -> None:
    # a sample supplier called "Lieferant GmbH": the heading word with a legal form is a name
    page = [
        (40, 40, "Lieferant GmbH"), (40, 52, "Hauptstraße 5"), (40, 64, "80333 München"),
        (380, 40, "RECHNUNG"), (380, 52, "Rechnungsnummer 4711"),
        (380, 64, "Rechnungsdatum 05.03.2026"),
        (40, 120, "Artikel"), (300, 120, "Menge"), (360, 120, "Preis"), (440, 120, "Betrag"),
        (40, 136, "Ordner A4"), (310, 136, "10"), (365, 136, "2,00"), (445, 136, "20,00"),
        (360, 160, "Summe"), (445, 160, "20,00"),
    ]  # fmt: skip
    fields = fields_of(page)
    assert fields.vendor_name == "Lieferant GmbH"
    assert fields.vendor_address == "Hauptstraße 5, 80333 München"


def test_an_ocr_read_title_is_not_a_party_heading_missing_a_letter() -> None:
    # "FACTURA" is within one letter of "Facturé à" (a customer heading): as a title it is
    # read right, and the block under it stays the vendor's
    page = ocr_page([
        (40, 72, "FACTURA"),
        (40, 90, "Arroces Mediterráneo S.L."), (40, 104, "Calle Mayor 12"),
        (40, 118, "46001 Valencia"),
        (40, 160, "FACTURAR A"), (300, 160, "N° DE FACTURA"), (420, 160, "ES-014"),
        (40, 176, "Marta Ibáñez"), (300, 176, "FECHA"), (420, 176, "29/01/2026"),
        (40, 190, "Calle Sol 3"), (40, 204, "28001 Madrid"),
        (40, 260, "CANT."), (120, 260, "DESCRIPCIÓN"), (360, 260, "PRECIO"), (450, 260, "IMPORTE"),
        (40, 280, "2"), (120, 280, "Paella para cuatro"), (360, 280, "40.00"), (450, 280, "80.00"),
        (360, 320, "TOTAL"), (450, 320, "80.00"),
    ])  # fmt: skip
    fields, _, _ = parse_invoice([page])
    assert fields.customer_name == "Marta Ibáñez"
    assert fields.vendor_name == "Arroces Mediterráneo S.L."


def _polish_invoice(method: str) -> list:
    return [
        (40, 40, "Firma Przykład sp. z o.o."), (40, 52, "ul. Długa 5"),
        (40, 64, "00-001 Warszawa"), (380, 40, "FAKTURA VAT nr 7/26"),
        (380, 52, "Data wystawienia: 03.02.2026"),
        (40, 120, "Nazwa"), (300, 120, "Ilość"), (360, 120, "Cena"), (440, 120, "Wartość"),
        (40, 136, "Przegląd instalacji"), (310, 136, "1"), (365, 136, "300,00"),
        (445, 136, "300,00"),
        (360, 160, "Razem"), (445, 160, "300,00"),
        (40, 200, f"Sposób zapłaty: {method}"),
    ]  # fmt: skip


def test_a_payment_method_alone_under_a_terms_label_is_no_terms() -> None:
    assert fields_of(_polish_invoice("przelew")).payment_terms is None
    assert fields_of(_polish_invoice("Przelew bankowy")).payment_terms is None
    # a method with a period is terms
    assert fields_of(_polish_invoice("przelew 14 dni")).payment_terms == "przelew 14 dni"


def test_the_rates_of_a_form_nothing_was_taxed_at_are_no_breakdown_rows() -> None:
    # a form printing every rate of its country, only one of them used
    page = [
        (40, 40, "Taller Ejemplo S.R.L."), (380, 40, "FACTURA A"), (380, 52, "Nro 0001-00001234"),
        (40, 120, "Descripción"), (300, 120, "Cantidad"), (360, 120, "Precio"),
        (440, 120, "Subtotal"),
        (40, 136, "Reparación de puerta"), (310, 136, "1"), (365, 136, "1000,00"),
        (445, 136, "1000,00"),
        (360, 170, "Subtotal:"), (445, 170, "1000,00"),
        (360, 182, "IVA 27%:"), (445, 182, "0,00"),
        (360, 194, "IVA 21%:"), (445, 194, "210,00"),
        (360, 206, "IVA 10,5%:"), (445, 206, "0,00"),
        (360, 218, "Total:"), (445, 218, "1210,00"),
    ]  # fmt: skip
    fields = fields_of(page)
    assert fields.tax_rate == Decimal("21.00")
    assert [(r.rate, r.amount) for r in fields.tax_breakdown] == [
        (Decimal("21.00"), Decimal("210.00"))
    ]


def test_terms_read_off_the_neighbouring_line_run_on_nowhere() -> None:
    # the value printed a little lower than its label, on a line of its own: its segment is
    # not on the label's line (this crashed the parser with an IndexError)
    page = [
        (40, 40, "Acme Widgets Ltd"), (380, 40, "INVOICE"), (380, 52, "Invoice No: 4711"),
        (40, 120, "Description"), (300, 120, "Qty"), (360, 120, "Price"), (440, 120, "Amount"),
        (40, 136, "Widget"), (310, 136, "2"), (365, 136, "10.00"), (445, 136, "20.00"),
        (360, 160, "Total"), (445, 160, "20.00"),
    ]  # fmt: skip
    for dy in (3, 5, 6, 8):
        fields = fields_of([*page, (40, 200, "Payment terms"), (150, 200 + dy, "Net 30 days,")])
        assert fields.payment_terms == "Net 30 days,"


def test_amounts_in_any_currency_of_legal_tender_are_money() -> None:
    # the ISO codes come from CLDR, not from a list of the currencies seen so far
    page = [
        (40, 40, "Savanna Supplies Ltd"), (380, 40, "INVOICE 0042"),
        (40, 120, "Description"), (300, 120, "Qty"), (360, 120, "Price"), (440, 120, "Total"),
        (40, 136, "Water pump"), (310, 136, "2"), (360, 136, "4800.00"), (440, 136, "9600.00 KES"),
        (40, 150, "Hose 10 m"), (310, 150, "4"), (360, 150, "500.00"), (440, 150, "2000.00 KES"),
        (360, 180, "TOTAL:"), (440, 180, "11600.00 KES"),
    ]  # fmt: skip
    fields = fields_of(page)
    assert fields.currency == "KES"
    assert [(i.description, i.amount) for i in fields.line_items] == [
        ("Water pump", Decimal("9600.00")), ("Hose 10 m", Decimal("2000.00")),
    ]  # fmt: skip


def test_a_unit_or_brand_spelled_like_a_currency_code_names_no_currency() -> None:
    page = [
        (40, 40, "Kabel Handel GmbH"), (380, 40, "RECHNUNG 7/26"),
        (40, 120, "Artikel"), (300, 120, "Menge"), (360, 120, "Preis"), (440, 120, "Betrag"),
        (40, 136, "Kupferkabel 12 AWG, 25 KGS"), (310, 136, "1"), (360, 136, "80,00"),
        (440, 136, "80,00"),
        (360, 180, "Summe"), (440, 180, "80,00"),
    ]  # fmt: skip
    assert fields_of(page).currency is None  # none printed


def _export_invoice(*charges: tuple[str, str]) -> list:
    rows = [
        (40, 40, "Harbour Exports Ltd"), (380, 40, "COMMERCIAL INVOICE"),
        (380, 52, "Invoice No: CI-2201"),
        (40, 120, "Description"), (300, 120, "Qty"), (360, 120, "Price"), (440, 120, "Amount"),
        (40, 136, "Pallet racking"), (310, 136, "2"), (360, 136, "100.00"), (440, 136, "200.00"),
        (360, 160, "Pre-Tax Amt."), (440, 160, "200.00"),
    ]  # fmt: skip
    y = 172
    for label, figure in charges:
        rows += [(300, y, label), (440, y, figure)]
        y += 12
    return [*rows, (300, y, "INVOICE TOTAL"), (440, y, "465.67")]


def test_a_charge_row_printed_zero_after_the_real_charge_keeps_the_real_one() -> None:
    fields = fields_of(
        _export_invoice(("Freight", "265.67"), ("Handling Charges", "0.00"), ("Insurance", "0.00"))
    )
    assert fields.shipping == Decimal("265.67")


def test_a_web_address_under_a_terms_label_is_no_terms() -> None:
    page = [
        *_polish_invoice("przelew")[:-1],
        (40, 200, "Términos y condiciones: http://example.com/terms"),
    ]
    assert fields_of(page).payment_terms is None


def test_an_address_line_with_dashes_under_the_name_is_no_sender_line() -> None:
    # "Street - postcode Town - Country" under the letterhead's name: an address, no name on it
    page = ocr_page([
        (120, 30, "Stella Ricambi S.R.L."), (120, 52, "Via Ortigara 41/B - 00195 Roma (RM) - Italy"),
        (120, 64, "Tel. 0612345678"),
        (360, 110, "Fattura nr."), (430, 110, "12/26"), (470, 110, "del 03/02/2026"),
        (40, 200, "Descrizione"), (300, 200, "Quantità"), (360, 200, "Prezzo"), (450, 200, "Importo"),
        (40, 216, "Guarnizione"), (310, 216, "2"), (365, 216, "4,50"), (450, 216, "9,00"),
        (360, 250, "Totale"), (450, 250, "9,00"),
    ])  # fmt: skip
    fields, _, _ = parse_invoice([page])
    assert fields.vendor_name == "Stella Ricambi S.R.L."
    # (its parts split at the dashes, as a one-line letterhead's: session 36)
    assert fields.vendor_address == "Via Ortigara 41/B, 00195 Roma (RM), Italy"


def test_a_postcode_and_its_town_apart_by_a_spaced_dash_end_a_party_section() -> None:
    # an e-invoice's courtesy copy: the seller's ids between its name and its street
    page = [
        (40, 80, "FORNITORE"), (300, 80, "CLIENTE"),
        (40, 92, "Studio Tecnico Rossi"), (300, 92, "Mario Bianchi"),
        (40, 104, "P.IVA: IT01234567897"), (300, 104, "Via Po 3"),
        (40, 116, "C.F.: 01234567897"), (300, 116, "00198 - Roma (RM) - IT"),
        (40, 128, "VIA APPIA NUOVA 27"), (40, 140, "00179 - Roma (RM) - IT"),
        (40, 152, "Telefono: 061234567"),
        (380, 30, "FATTURA nr. 46/26 del 03/05/2026"),
        (40, 200, "DESCRIZIONE"), (300, 200, "QUANTITA'"), (360, 200, "PREZZO"),
        (450, 200, "IMPORTO"),
        (40, 216, "Perizia tecnica"), (310, 216, "1"), (365, 216, "400,00"), (450, 216, "400,00"),
        (360, 250, "Totale documento"), (450, 250, "400,00"),
    ]  # fmt: skip
    fields = fields_of(page)
    assert fields.vendor_name == "Studio Tecnico Rossi"
    assert fields.vendor_address == "VIA APPIA NUOVA 27, 00179 - Roma (RM) - IT"


def test_billed_on_labels_the_invoice_date_and_a_zip_after_a_comma_ends_the_address() -> None:
    page = [
        (40, 40, "Northwind Labs Inc."), (40, 52, "123 Main Street"),
        (40, 64, "New York, NY, 10025"), (380, 40, "Invoice # 2957"),
        (380, 52, "Billed On"), (460, 52, "Jul 3, 2024"),
        (380, 64, "Due On"), (460, 64, "Jul 17, 2024"),
        (40, 120, "Date"), (120, 120, "Description"), (300, 120, "Qty"), (360, 120, "Price"),
        (440, 120, "Total"),
        (40, 136, "Jul 3 – Aug 3, 2024"), (120, 136, "Monthly plan"), (310, 136, "1"),
        (360, 136, "$19.00"), (440, 136, "$19.00"),
        (360, 170, "Total"), (440, 170, "$19.00"),
    ]  # fmt: skip
    fields = fields_of(page)
    assert str(fields.invoice_date) == "2024-07-03"
    assert fields.vendor_address == "123 Main Street, New York, NY, 10025"


def test_a_payee_heading_over_bank_rows_names_no_vendor() -> None:
    # "Zahlung an" (pay to) over the bank's rows in the footer: the vendor is the letterhead's
    page = [
        (44, 40, "Stucki AG"), (44, 52, "Zehnderstrasse 28"), (44, 64, "4148 Baar"),
        (380, 40, "RECHNUNG"), (380, 52, "Re.-Nr. 24-0728"),
        (40, 120, "Artikel"), (300, 120, "Anz."), (360, 120, "Preis"), (440, 120, "Gesamt"),
        (40, 136, "Ersatzfilter"), (310, 136, "2"), (360, 136, "88.80"), (440, 136, "177.60"),
        (360, 170, "Gesamt"), (440, 170, "CHF 177.60"),
        (42, 758, "Zahlung an"), (42, 767, "Institut: Alpen Bank"),
        (42, 776, "IBAN: CH93 0076 2011 6238 5295 7"),
    ]  # fmt: skip
    fields = fields_of(page)
    assert fields.vendor_name == "Stucki AG"
    assert fields.vendor_address == "Zehnderstrasse 28, 4148 Baar"


def test_a_statements_payments_received_line_is_no_prepayment() -> None:
    # a statement ledger: the earlier balance and the payments against it cancel out
    page = [
        (45, 40, "Atelier Morel SA"), (380, 40, "FACTURE 2026-0412"),
        (45, 120, "Date"), (120, 120, "Article"), (300, 120, "Qté."), (360, 120, "Tarif"),
        (440, 120, "Montant HT"),
        (45, 136, "10.07.2026"), (120, 136, "Formation"), (310, 136, "2"), (360, 136, "410,00"),
        (440, 136, "820,00"),
        (45, 150, "30.06.2026"), (120, 150, "Ancien solde"), (440, 150, "2 443,82"),
        (45, 162, "01.07.2026"), (120, 162, "Règlements reçus"), (440, 162, "-2 443,82"),
        (350, 190, "Base HT"), (450, 190, "820,00"),
        (350, 202, "Remise de 2%"), (450, 202, "-16,40"),
        (350, 214, "Transport"), (450, 214, "4,95"),
        (350, 226, "TVA 8,1%"), (450, 226, "65,49"),
        (350, 238, "Net à payer TTC"), (450, 238, "Fr. 874,04"),
        (350, 250, "Solde dû"), (450, 250, "Fr. 874,04"),
    ]  # fmt: skip
    fields = fields_of(page)
    assert (fields.total, fields.amount_due) == (Decimal("874.04"), Decimal("874.04"))


def test_a_payment_channel_wrapped_onto_its_period_is_terms() -> None:
    # "CONDIÇÕES DE PAGAMENTO: Transferência" / "bancária a 30 dias": the whole is the terms
    page = [
        *_polish_invoice("x")[:-1],
        (40, 200, "Warunki płatności: Przelew"), (40, 210, "bankowy 14 dni"),
    ]  # fmt: skip
    assert fields_of(page).payment_terms == "Przelew bankowy 14 dni"
