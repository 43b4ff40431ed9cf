"""General rules for the totals block and for names read by OCR (small invented pages)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.numbers import currencies_in
from docproc_pipeline.extract.parse.parties import _repaired_legal_form
from docproc_pipeline_tests.extract.pages import fields_of as _fields
from docproc_pipeline_tests.extract.pages import page_from_rows, right_aligned


def test_swiss_francs_written_sfr_or_fr_are_chf() -> None:
    assert currencies_in("Gesamtsumme SFr. 5'119.83") == ["CHF"]
    assert currencies_in("Total Fr. 120.00") == ["CHF"]
    assert currencies_in("Geöffnet Mo.-Fr. 08.30") == []


def test_a_legal_form_misread_by_ocr_is_read_as_letters() -> None:
    assert (
        _repaired_legal_form("Delikat & Fularczyk Sp. z 0.0.") == "Delikat & Fularczyk Sp. z o.o."
    )
    assert _repaired_legal_form("Argentero s.r.I.") == "Argentero s.r.l."
    assert _repaired_legal_form("Hotel 1001 GmbH") == "Hotel 1001 GmbH"
    assert _repaired_legal_form("Studio 21") == "Studio 21"
    # a speck read as a quote for the space before the form; an apostrophe of the name stays
    assert _repaired_legal_form("Campos Design'S.A.") == "Campos Design S.A."
    assert _repaired_legal_form("O'Neill Bakery Ltd") == "O'Neill Bakery Ltd"


def test_a_tax_word_qualifying_an_amount_leaves_the_figure_to_that_amount() -> None:
    f = _fields(
        [
            (50, 60, "Factuurnummer F-77"),
            (300, 400, "Subtotaal"),
            (470, 400, "100,00"),
            (300, 414, "Te betalen incl. BTW"),
            (470, 414, "121,00"),
        ]
    )
    assert f.total == Decimal("121.00")


def test_a_tax_amount_word_with_a_rate_is_the_row_of_that_rate() -> None:
    f = _fields(
        [
            (50, 60, "Fattura n. 12/A"),
            (300, 400, "Imponibile"),
            (470, 400, "1.500,00"),
            (300, 414, "Imposta IVA 22%"),
            (470, 414, "220,00"),
            (300, 428, "Imposta IVA 10%"),
            (470, 428, "50,00"),
            (300, 442, "Totale"),
            (470, 442, "1.770,00"),
        ]
    )
    assert [(r.rate, r.amount) for r in f.tax_breakdown] == [
        (Decimal("22.00"), Decimal("220.00")),
        (Decimal("10.00"), Decimal("50.00")),
    ]
    assert f.tax_amount == Decimal("270.00")


def test_a_tax_figure_ocr_lost_is_found_from_its_rate_and_the_totals() -> None:
    f = _fields(
        [
            (50, 60, "Invoice No. Q-78"),
            (300, 400, "Subtotal"),
            (470, 400, "1,000.00"),
            (300, 414, "VAT 21%"),
            (300, 428, "Total"),
            (470, 428, "1,210.00"),
        ]
    )
    assert f.tax_amount == Decimal("210.00")
    assert f.tax_rate == Decimal("21.00")


def test_per_rate_tax_lines_add_up_and_the_net_that_fits_the_total_is_the_subtotal() -> None:
    # two "Montant TVA (x %)" lines, a VAT table whose first base is printed under "Base HT",
    # and only a "Net à payer" figure: total = the amount payable, subtotal = the net that fits
    f = _fields(
        [
            (50, 60, "Facture n° 2026-118"),
            (50, 440, "Montant HT"),
            (230, 440, "1 500,00"),
            (50, 455, "Montant TVA (20 %)"),
            (235, 455, "200,00"),
            (50, 468, "Montant TVA (10 %)"),
            (242, 468, "50,00"),
            (50, 481, "Net à payer TTC"),
            (209, 481, "1 750,00 EUR"),
            (40, 516, "Taux TVA"),
            (158, 516, "Base HT"),
            (228, 516, "Montant TVA"),
            (40, 528, "20 %"),
            (154, 528, "1 000,00"),
            (249, 528, "200,00"),
            (40, 540, "10 %"),
            (159, 540, "500,00"),
            (255, 540, "50,00"),
        ]
    )
    assert f.tax_amount == Decimal("250.00")
    assert f.total == Decimal("1750.00")
    assert f.subtotal == Decimal("1500.00")


def test_a_tax_amount_label_holding_its_rate_is_one_rows_figure() -> None:
    f = _fields(
        [
            (50, 60, "Faktura nr FV/12/2026"),
            (560, 340, "Razem netto"),
            (760, 340, "1 500,00"),
            (560, 354, "Kwota VAT 23%"),
            (760, 354, "230,00"),
            (560, 368, "Kwota VAT 8%"),
            (760, 368, "40,00"),
            (560, 382, "Razem brutto"),
            (750, 382, "1 770,00 zł"),
        ]
    )
    assert f.tax_amount == Decimal("270.00")
    assert sorted(r.rate for r in f.tax_breakdown) == [Decimal("8.00"), Decimal("23.00")]


def test_of_two_amounts_payable_around_a_deduction_the_first_is_the_total() -> None:
    f = _fields(
        [
            (50, 60, "Facture n° 2026-4"),
            (50, 391, "Total HT"),
            (229, 391, "1 000,00"),
            (50, 404, "TVA 20 %"),
            (235, 404, "200,00"),
            (50, 417, "Net à payer TTC"),
            (209, 417, "1 200,00 EUR"),
            (50, 430, "Versement reçu"),
            (227, 430, "-500,00"),
            (50, 442, "À payer"),
            (209, 442, "700,00 EUR"),
        ]
    )
    assert f.total == Decimal("1200.00")
    assert f.amount_due == Decimal("700.00")


def test_a_page_sum_carried_forward_is_no_shipping_charge() -> None:
    page1 = page_from_rows(
        [
            (50, 60, "Factuur INV-2025-9795"),
            (48, 200, "Regel"),
            (124, 200, "Dienst"),
            (486, 200, "Bedrag"),
            (48, 215, "1"),
            (124, 215, "Advies"),
            (514, 215, "500,00"),
            (390, 760, "Paginatotaal"),
            (514, 760, "500,00"),
        ]
    )
    page2 = page_from_rows(
        [
            (390, 80, "Transport"),
            (514, 80, "500,00"),
            (48, 100, "Regel"),
            (124, 100, "Dienst"),
            (486, 100, "Bedrag"),
            (48, 115, "2"),
            (124, 115, "Advies"),
            (514, 115, "500,00"),
            (330, 394, "Netto bedrag"),
            (505, 394, "1.000,00"),
            (330, 407, "Omzetbelasting 21%"),
            (510, 407, "210,00"),
            (330, 420, "Totaal incl. btw"),
            (484, 420, "EUR 1.210,00"),
        ]
    )
    page2.number = 2
    f, _, _ = parse_invoice([page1, page2])
    assert f.shipping is None
    assert f.tax_amount == Decimal("210.00")
    assert f.total == Decimal("1210.00")


def test_tax_ids_printed_in_digit_groups_or_swiss_style_are_read() -> None:
    f = _fields(
        [
            (60, 54, "Araújo Serviços Lda."),
            (60, 151, "Número: EQ-7955"),
            (60, 415, "N.º Contribuinte: 100 523 315"),
        ]
    )
    assert f.vendor_tax_id == "100523315"
    f = _fields([(40, 60, "Facture n° 12"), (40, 151, "TVA: CHE-947.675.894")])
    assert f.vendor_tax_id is not None
    assert f.vendor_tax_id.replace(".", "") == "CHE-947675894"
    f = _fields([(40, 60, "Faktura FV/1/2026"), (15, 215, "NIP sprzedawcy: 342-312-71-23")])
    assert f.vendor_tax_id == "342-312-71-23"


def test_a_second_valid_vat_id_in_a_reverse_charge_note_is_the_customers() -> None:
    f = _fields(
        [
            (80, 30, "Janisch KG"),
            (81, 44, "UID: ATU10409832"),
            (10, 120, "Rechnung Nr. R-1"),
            (10, 330, "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)"),
            (68, 347, "UID-Nummer: IE2386806U"),
            (42, 790, "Bank: Volksbank  IBAN: AT61 1904 3002 3457 3201"),
        ]
    )
    assert f.vendor_tax_id == "ATU10409832"
    assert f.customer_tax_id == "IE2386806U"


def test_an_address_ends_at_its_town_or_the_country_after_it() -> None:
    f = _fields(
        [
            (35, 12, "Drukwerk Heeten N.V."),
            (65, 78, "KASSABON / FACTUUR"),
            (10, 92, "Documentnr.  RE79194"),
            (10, 134, "Gefactureerd aan:"),
            (10, 141, "Steenbeek Catering B.V."),
            (10, 150, "Willemring 33"),
            (10, 159, "2498 TW Radio Kootwijk"),
            (10, 175, "LED-paneel 60x60 40 W, locatie Balloërveld"),
            (20, 184, "10 st. x 282,67"),
        ]
    )
    assert f.customer_address == "Willemring 33, 2498 TW Radio Kootwijk"
    f = _fields(
        [
            (190, 87, "Odbiorca"),
            (190, 100, "Pudełek & Hutyra spółka z o.o."),
            (190, 111, "al. Kochanowskiego 21"),
            (190, 122, "22-988 Jaworzno"),
            (190, 131, "Nr NIP: PL8967732152"),
        ]
    )
    assert f.customer_address == "al. Kochanowskiego 21, 22-988 Jaworzno"


def test_an_italian_discount_abbreviated_before_its_rate() -> None:
    # "Sc. 15%": the abbreviation of "Sconto" before the rate labels the discount
    f = _fields(
        [
            (40, 30, "Fattura n. 24-0117"),
            (50, 363, "Totale merce"),
            right_aligned(270, 363, "1.000,00"),
            (50, 378, "Sc. 15%"),
            right_aligned(270, 378, "-150,00"),
            (50, 404, "Imponibile"),
            right_aligned(270, 404, "850,00"),
            (50, 417, "IVA 22 %"),
            right_aligned(270, 417, "187,00"),
            (50, 430, "TOTALE"),
            right_aligned(270, 430, "1.037,00 EUR"),
        ]
    )
    assert (f.subtotal, f.discount) == (Decimal("1000.00"), Decimal("150.00"))
