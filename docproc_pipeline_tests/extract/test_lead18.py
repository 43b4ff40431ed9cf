"""Readings found on session 18's development invoices, each on an invented page."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.resolve import derive_tax_bases
from docproc_pipeline.invoice import InvoiceFields, LineItem, TaxRow
from docproc_pipeline_tests.extract.pages import page_from_rows


def _swiss_page(
    vat_row: tuple[int, int, str], footer: str | None = None
) -> list[tuple[int, int, str]]:
    rows = [
        (40, 20, "Bergmann Holzbau AG"), (40, 32, "Seestrasse 14, 8800 Thalwil"),
        (400, 20, "Rechnung 2026-118"), (400, 32, "Datum 12.03.2026"),
        vat_row,
        (40, 100, "Beschreibung"), (330, 100, "Menge"), (400, 100, "Preis"), (520, 100, "Betrag"),
        (40, 115, "Dachlatten"), (330, 115, "10"), (400, 115, "12.00"), (520, 115, "120.00"),
        (400, 150, "Total CHF"), (520, 150, "120.00"),
    ]  # fmt: skip
    if footer:
        rows.append((40, 800, footer))
    return rows


def test_a_swiss_vat_number_keeps_the_language_word_printed_after_it() -> None:
    # the register prints a Swiss VAT number as the UID with "MWST" / "TVA" / "IVA" after it
    fields, _, _ = parse_invoice(
        [page_from_rows(_swiss_page((400, 44, "MWST-Nr. CHE-100.155.212 MWST")))]
    )
    assert fields.vendor_tax_id == "CHE-100155212MWST"
    fields, _, _ = parse_invoice(
        [page_from_rows(_swiss_page((400, 44, "IDE/TVA: CHE-116.281.710 TVA · Directeur")))]
    )
    assert fields.vendor_tax_id == "CHE-116281710TVA"


def test_a_swiss_uid_without_the_word_is_read_as_printed() -> None:
    fields, _, _ = parse_invoice(
        [page_from_rows(_swiss_page((400, 44, "UID CHE-100.155.212 Tel. 044 720 11 00")))]
    )
    assert fields.vendor_tax_id == "CHE-100155212"


def test_a_swiss_vat_number_in_the_legal_footer_is_the_vendors() -> None:
    footer = "Bergmann Holzbau AG · HR CH-020.3.912.465-1 · MWST: CHE-107.787.577 MWST · Seite 1"
    fields, _, _ = parse_invoice([page_from_rows(_swiss_page((400, 44, "Kunde 4411"), footer))])
    assert fields.vendor_tax_id == "CHE-107787577MWST"


# a letter whose parties are named again in a payment slip's rows under the totals, each row
# "Label  value": the slip's rows name the parties, the letterhead and window give addresses
_SLIP = [
    (40, 20, "Vetter & Lang OG"), (400, 20, "Tel. +43 316 322 39"),
    (40, 32, "Murgasse 12"), (40, 44, "8010 Graz"),
    (40, 110, "Pichler Bau GmbH"), (40, 122, "Ringstraße 9"), (40, 134, "6850 Dornbirn"),
    (40, 180, "Rechnung"), (40, 195, "Re.-Nr.: 77/2026 | Rechnungsdatum: 2026-10-17"),
    (40, 230, "Beschreibung"), (330, 230, "Menge"), (400, 230, "Preis"), (520, 230, "Betrag"),
    (40, 245, "Gerüstmiete"), (330, 245, "2"), (400, 245, "600,00"), (520, 245, "1 200,00"),
    (400, 275, "Gesamtbetrag"), (520, 275, "EUR 1 200,00"),
    (40, 400, "Zahlschein - bitte abtrennen"),
    (40, 415, "Lieferant"), (200, 415, "Vetter & Lang OG"),
    (40, 430, "IBAN"), (200, 430, "AT61 1904 3002 3457 3201"),
    (40, 445, "Empfänger"), (200, 445, "Pichler Bau GmbH"),
    (40, 460, "Zu zahlender Betrag"), (200, 460, "1 200,00 €"),
]  # fmt: skip


def test_parties_named_in_a_slips_rows_take_their_addresses_from_the_letter() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_SLIP)])
    assert fields.vendor_name == "Vetter & Lang OG"
    assert fields.vendor_address == "Murgasse 12, 8010 Graz"
    assert fields.customer_name == "Pichler Bau GmbH"
    assert fields.customer_address == "Ringstraße 9, 6850 Dornbirn"


def test_the_row_under_a_labelled_party_name_is_no_address_when_it_is_another_fields_row() -> None:
    rows = [
        (40, 20, "Hamel SAS"), (40, 32, "52, chemin des Vignes"), (40, 44, "95638 Guibert"),
        (40, 180, "FACTURE"), (40, 195, "Facture n°: 2683413 | Date de facturation: 2026-08-28"),
        (40, 230, "Description"), (330, 230, "Qté."), (400, 230, "PU HT"), (520, 230, "Montant"),
        (40, 245, "Séance photo"), (330, 245, "6"), (400, 245, "898,24"), (520, 245, "5 389,44"),
        (400, 275, "Total TTC"), (520, 275, "5 389,44 €"),
        (40, 400, "Talon à détacher"),
        (40, 415, "Acheteur"), (200, 415, "Gaillard SARL"),
        (40, 430, "Solde dû"), (200, 430, "5 389,44 €"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.customer_name == "Gaillard SARL"
    assert fields.customer_address is None


def test_an_order_number_labelled_ihre_best_nr_is_the_purchase_order() -> None:
    rows = [
        (40, 20, "Schlosser e.K."), (40, 32, "Eva-Koch-Straße 57 - 67201 Biedenkopf"),
        (40, 110, "Markus Kitzmann"), (40, 122, "Lindenplatz 4"), (40, 134, "90443 Dinkelsbühl"),
        (400, 110, "Rg.-Nr.: F2025512"), (400, 122, "Rg.-Datum: 01.02.2025"),
        (400, 134, "Ihre Best.-Nr.: 4500093956"),
        (40, 180, "Rechnung"),
        (40, 230, "Bezeichnung"), (330, 230, "Menge"), (400, 230, "Preis"), (520, 230, "Betrag"),
        (40, 245, "LED-Panel 60x60"), (330, 245, "1"), (400, 245, "41,95"), (520, 245, "41,95"),
        (400, 275, "Gesamtbetrag"), (520, 275, "EUR 41,95"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.purchase_order == "4500093956"
    # a street and its town printed on one line apart by a spaced hyphen: the line as printed
    # (the one dash between street and town reads as the line break it stands for)
    assert fields.vendor_address == "Eva-Koch-Straße 57, 67201 Biedenkopf"


def test_an_ocr_header_word_with_an_i_read_as_l_starts_the_description_column() -> None:
    # position and code columns both headed "Item", the description's "Details" read "Detalls"
    rows = [
        (40, 20, "Harbour Supplies Ltd"), (40, 32, "12 Quay Street, Bristol BS1 4DJ"),
        (400, 20, "Invoice INV-5521"), (400, 32, "Date: 04/03/2026"),
        (40, 100, "Item Item"), (120, 100, "Detalls"), (330, 100, "Qty"),
        (400, 100, "Unit cost"), (520, 100, "Total"),
        (70, 110, "code"),
        # OCR read the position, the code and the description as one run of words
        (40, 125, "21 398132 Wood screws 4x40"), (330, 125, "100"),
        (400, 125, "0.05"), (520, 125, "5.00"),
        (40, 140, "22 602847 Copywriting, website"), (330, 140, "2"),
        (400, 140, "86.50"), (520, 140, "173.00"),
        (400, 170, "Total"), (520, 170, "178.00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows, source="ocr")])
    assert [i.description for i in fields.line_items] == [
        "Wood screws 4x40",
        "Copywriting, website",
    ]


def _two_rates(amounts: list[str], subtotal: str, taxes: tuple[str, str]) -> InvoiceFields:
    return InvoiceFields(
        subtotal=Decimal(subtotal),
        line_items=[
            LineItem(description=f"Item {k}", amount=Decimal(a)) for k, a in enumerate(amounts)
        ],
        tax_breakdown=[
            TaxRow(rate=Decimal("19"), amount=Decimal(taxes[0])),
            TaxRow(rate=Decimal("7"), amount=Decimal(taxes[1])),
        ],
    )


def test_the_bases_of_two_rates_printed_without_them_are_the_one_split_of_the_items() -> None:
    # 288.00 + 6,895.00 + 1,444.02 + 780.12 at 19 %, 112.56 + 1,472.05 + 127.90 at 7 %
    f = _two_rates(
        ["288.00", "6895.00", "112.56", "1444.02", "1472.05", "127.90", "780.12"],
        "11119.65",
        ("1787.36", "119.88"),
    )
    assert derive_tax_bases(f)
    assert [r.base for r in f.tax_breakdown] == [Decimal("9407.14"), Decimal("1712.51")]


def test_no_base_is_derived_when_the_items_split_more_than_one_way() -> None:
    # 10.00 taxed at 19 % is 1.90, and so are 10.01 and 10.02: three splits, no base
    f = _two_rates(["10.00", "0.01", "0.01"], "10.02", ("1.90", "0.00"))
    assert not derive_tax_bases(f)
    assert all(r.base is None for r in f.tax_breakdown)


def test_no_base_is_derived_beside_a_discount_or_items_short_of_the_net_total() -> None:
    f = _two_rates(["100.00", "50.00"], "150.00", ("19.00", "3.50"))
    f.discount = Decimal("5.00")
    assert not derive_tax_bases(f)
    f = _two_rates(["100.00", "50.00"], "160.00", ("19.00", "3.50"))
    assert not derive_tax_bases(f)
    f = _two_rates(["100.00", "50.00"], "150.00", ("19.00", "3.50"))
    assert derive_tax_bases(f)
    assert [r.base for r in f.tax_breakdown] == [Decimal("100.00"), Decimal("50.00")]


def test_shipping_is_in_the_higher_rates_base() -> None:
    # shipping is taxed at the standard rate: 100.00 + 10.00 at 19 %, 50.00 at 7 %
    f = _two_rates(["100.00", "50.00"], "150.00", ("20.90", "3.50"))
    f.shipping = Decimal("10.00")
    assert derive_tax_bases(f)
    assert [r.base for r in f.tax_breakdown] == [Decimal("110.00"), Decimal("50.00")]


def test_a_row_printing_net_rate_tax_and_gross_is_read_at_its_net() -> None:
    rows = [
        (40, 20, "Traore SA"), (40, 32, "407, rue de Barbier"), (40, 44, "15480 Guibert"),
        (400, 20, "FACTURE N° 2501997"), (400, 32, "Date 15/01/2025"),
        (20, 100, "Réf"), (45, 100, "Description"), (200, 100, "Qté"), (260, 100, "Prix"),
        (310, 100, "Montant"), (370, 100, "Taux"), (430, 100, "Montant"), (500, 100, "TTC"),
        (260, 110, "unitaire"), (330, 110, "HT"), (372, 110, "TVA"), (440, 110, "TVA"),
        (20, 125, "1"), (45, 125, "Peinture murale"), (200, 125, "31 l"), (260, 125, "14,00"),
        (310, 125, "434,00"), (370, 125, "20,00 %"), (430, 125, "86,80"), (500, 125, "520,80"),
        (20, 140, "2"), (45, 140, "Fauteuil"), (200, 140, "2 pce"), (260, 140, "386,29"),
        (310, 140, "772,58"), (370, 140, "5,50 %"), (430, 140, "42,49"), (500, 140, "815,07"),
        (300, 180, "Total HT"), (500, 180, "1 206,58"),
        (300, 192, "Total TVA"), (500, 192, "129,29"),
        (300, 204, "Total TTC"), (500, 204, "1 335,87 €"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("31"), Decimal("14.00"), Decimal("434.00")),
        (Decimal("2"), Decimal("386.29"), Decimal("772.58")),
    ]


def test_a_vat_columns_rate_whose_percent_sign_wrapped_is_read_from_the_bare_figure() -> None:
    # "10,00" in the "% IVA" column, its "%" wrapped onto the row's second line
    rows = [
        (40, 20, "Ortega Suministros S.L."), (40, 32, "Calle Mayor 5, 28013 Madrid"),
        (400, 20, "FACTURA F-2026-118"), (400, 32, "Fecha 12/03/2026"),
        (20, 100, "Nº"), (45, 100, "Descripción"), (200, 100, "Cant."), (260, 100, "Precio"),
        (310, 100, "Importe"), (370, 100, "% IVA"), (430, 100, "Cuota"), (500, 100, "Total"),
        (20, 125, "1"), (45, 125, "Libro técnico"), (200, 125, "5 ud."), (260, 125, "26,30"),
        (310, 125, "131,50"), (370, 125, "10,00"), (430, 125, "13,15"), (500, 125, "144,65"),
        (372, 135, "%"),
        (20, 150, "2"), (45, 150, "Limpieza"), (200, 150, "1 mes"), (260, 150, "826,00"),
        (310, 150, "826,00"), (370, 150, "21,00"), (430, 150, "173,46"), (500, 150, "999,46"),
        (372, 160, "%"),
        (300, 190, "Base imponible"), (500, 190, "957,50"),
        (300, 202, "IVA"), (500, 202, "186,61"),
        (300, 214, "Total factura"), (500, 214, "1.144,11 €"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [(i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        (Decimal("5"), Decimal("26.30"), Decimal("131.50")),
        (Decimal("1"), Decimal("826.00"), Decimal("826.00")),
    ]


def _narrow_facts(code_label: tuple[str, str]) -> list[tuple[int, int, str]]:
    # a narrow facts grid: each label wrapped in its cell, the date's value wrapped too
    return [
        (40, 20, "Neto S/A"), (40, 32, "Largo de Francos, 39"), (40, 44, "6146-541 Almada"),
        (40, 80, "Fatura-Recibo"),
        (40, 100, "Fatura Nº"), (120, 100, "F2025948"), (300, 100, "Faturar a"),
        (40, 111, "Data do"), (120, 111, "20 de fevereiro de"), (300, 111, "Rocha Maia S.A."),
        (40, 122, "documento"), (120, 122, "2025"), (300, 122, "Alameda José Brito, 8"),
        (40, 133, code_label[0]), (120, 133, "4500095384"), (300, 133, "2870-779 Torres Novas"),
        (40, 144, code_label[1]),
        (40, 180, "Artigo"), (330, 180, "Qtd."), (400, 180, "Preço"), (520, 180, "Valor"),
        (40, 195, "SSD 1 TB"), (330, 195, "5"), (400, 195, "201,99"), (520, 195, "1 009,95"),
        (400, 225, "Total"), (520, 225, "1 009,95 €"),
    ]  # fmt: skip


def test_labels_and_values_wrapped_in_a_narrow_facts_grid_are_read_whole() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_narrow_facts(("N.º de", "encomenda")))])
    assert fields.invoice_date == date(2025, 2, 20)
    assert fields.purchase_order == "4500095384"


def test_two_labels_one_over_the_other_are_not_read_as_one() -> None:
    # "N° client" is a label of its own; the line under it another ("Notre commande")
    fields, _, _ = parse_invoice([page_from_rows(_narrow_facts(("Nº cliente", "Notre commande")))])
    assert fields.purchase_order != "4500095384"
