"""Readings found on session 24's development invoices, each on an invented page."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from docproc_pipeline.extract.layout import Page, Word
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.party_text import street_line
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import (
    Rows,
    fields_of,
    ocr_page,
    right_aligned,
    sized_page,
)

_RATE_ROWS = (["A", "20 %", "32.08", "6.41", "38.49"], ["B", "10 %", "26.93", "2.69", "29.62"])


def _till_receipt(
    tax_header: str, tax_total: str, rates: int = 2, rate_mark: str = " %"
) -> InvoiceFields:
    """A till receipt: gross rows with a rate letter, the total, then a tax summary (net, tax
    and gross per rate) and its tax total."""
    rows: Rows = [
        (60, 40, "Kastner KG"), (60, 52, "Hauptplatz 4"), (60, 64, "8010 Graz"),
        (20, 90, "Beleg-Nr. 9672-78992"), (20, 102, "02.07.2025"),
        (20, 124, "Spülmittel"), right_aligned(215, 124, "21.40 A"),
        (20, 136, "Vollmilch 1L"), right_aligned(215, 136, "6.94 A"),
        (20, 148, "Mineralwasser 6x1,5L"), right_aligned(215, 148, "29.62 B"),
        (20, 160, "Brötchen"), right_aligned(215, 160, "10.15 A"),
    ]  # fmt: skip
    total, tax = ("68.11", "9.10") if rates == 2 else ("38.49", "6.41")
    if rates == 1:
        del rows[9:11]  # no row at the second rate
    rows += [(20, 182, "SUMME"), right_aligned(215, 182, f"EUR {total}")]
    rows += [(20, 194, "Girocard"), right_aligned(215, 194, total)]
    xs = (20, 60, 110, 160, 215)
    rows += [(xs[k], 220, cell) for k, cell in enumerate(tax_header.split("|"))]
    for y, cells in zip((232, 244), _RATE_ROWS[:rates], strict=False):
        cells = [cells[0], cells[1].replace(" %", rate_mark), *cells[2:]]
        rows += [right_aligned(xs[k] + 30, y, cell) for k, cell in enumerate(cells)]
    rows += [(20, 258, tax_total), right_aligned(215, 258, tax)]
    return fields_of(rows)


def _breakdown(fields: InvoiceFields) -> list[tuple[Decimal | None, ...]]:
    return [(r.rate, r.base, r.amount) for r in fields.tax_breakdown]


_EXPECTED_ROWS = [
    (Decimal("20"), Decimal("32.08"), Decimal("6.41")),
    (Decimal("10"), Decimal("26.93"), Decimal("2.69")),
]


def test_a_tax_total_named_with_the_word_total_after_the_tax_is_no_invoice_total() -> None:
    # "Umsatzsteuer total  9.10" (de-AT, de-CH): the tax total, not the invoice's total
    fields = _till_receipt("|Satz|Netto|USt.|Brutto", "Umsatzsteuer total")
    assert (fields.total, fields.tax_amount) == (Decimal("68.11"), Decimal("9.10"))


def test_gross_rows_of_a_till_receipt_print_no_net_sum() -> None:
    # the rows add up to the total with their tax: their sum is no net; the tax summary's one
    # row prints the net of the whole receipt, which is the subtotal (session 36: the truth of
    # three real till receipts; with two rates no net sum is printed, see the next tests)
    fields = _till_receipt("|Satz|Netto|USt.|Brutto", "USt. gesamt", rates=1)
    assert [i.amount for i in fields.line_items] == [
        Decimal("21.40"), Decimal("6.94"), Decimal("10.15")
    ]  # fmt: skip
    assert (fields.subtotal, fields.total) == (Decimal("32.08"), Decimal("38.49"))
    assert _breakdown(fields) == _EXPECTED_ROWS[:1]


def test_a_spanish_tax_summary_header_names_its_columns() -> None:
    # "Tipo  Base  Cuota  Total": rate, net, tax (cuota) and gross of each rate's row
    fields = _till_receipt("|Tipo|Base|Cuota|Total", "IVA total")
    assert (fields.total, fields.tax_amount) == (Decimal("68.11"), Decimal("9.10"))
    assert _breakdown(fields) == _EXPECTED_ROWS


def test_a_polish_tax_summary_header_names_its_columns() -> None:
    # "Stawka  Netto  Podatek  Razem", the rates printed without their percent sign
    fields = _till_receipt("|Stawka|Netto|Podatek|Razem", "Razem VAT", rate_mark="")
    assert (fields.total, fields.tax_amount) == (Decimal("68.11"), Decimal("9.10"))
    assert _breakdown(fields) == _EXPECTED_ROWS


def test_a_fee_multiplier_column_holds_no_unit_price() -> None:
    # a medical fee schedule's "Factor" (GOÄ "Faktor"): a figure of the row that multiplies the
    # fee, neither the row's count nor its price
    rows: Rows = [
        (40, 40, "Dr. Anna Peeters"), (40, 52, "Kerkstraat 12"), (40, 64, "2000 Antwerpen"),
        (40, 100, "Factuurnummer RE-2025-04799"), (40, 112, "Factuurdatum 02.08.2025"),
        (40, 150, "Datum"), (110, 150, "Code"), (160, 150, "Omschrijving"),
        (380, 150, "Factor"), (430, 150, "Aantal"), (520, 150, "Totaal"),
        (40, 166, "22.07.2025"), (110, 166, "1226"), (160, 166, "Echo buik"),
        right_aligned(405, 166, "1,0"), right_aligned(455, 166, "1"), right_aligned(550, 166, "10,40"),
        (40, 180, "22.07.2025"), (110, 180, "5143"), (160, 180, "Bloedafname"),
        right_aligned(405, 180, "2,3"), right_aligned(455, 180, "2"), right_aligned(550, 180, "79,32"),
        (400, 210, "Factuurbedrag"), right_aligned(550, 210, "89,72 €"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in items] == [
        ("Echo buik", Decimal("1"), None, Decimal("10.40")),
        ("Bloedafname", Decimal("2"), None, Decimal("79.32")),
    ]


def test_a_progress_bills_repeated_cells_make_one_count_and_price() -> None:
    # "contract qty | rate | to date | value to date | this period | amount this period": a row
    # billed whole repeats its figures ("1 | 321.40 | 1 | 321.40 | 1 | 321.40"); the count is
    # the whole figure, the price the one with cents, not "321.4 x 1.00"
    heads = ["Item", "Contract qty", "Rate", "To date", "Value to date", "This period", "Amount"]
    xs = [40, 200, 260, 310, 370, 440, 520]
    rows: Rows = [
        (40, 40, "Cooper LLC"), (40, 52, "2 Kemp Mountain, New Carol, OX1B 1JN"),
        (380, 90, "Invoice ID F2025/4861"), (380, 102, "Issue date 28 Feb 2025"),
    ]  # fmt: skip
    rows += [(x, 150, h) for x, h in zip(xs, heads, strict=True)]
    cells = [
        ("Interior plaster", "1", "321.40", "1", "321.40", "1", "321.40"),
        ("Windows installed", "48", "38.80", "19.2", "744.96", "19.2", "744.96"),
    ]
    for y, row in zip((166, 180), cells, strict=True):
        rows += [(40, y, row[0])]
        rows += [right_aligned(x + 50, y, c) for x, c in zip(xs[1:], row[1:], strict=True)]
    rows += [(380, 210, "Net amount this invoice"), right_aligned(570, 210, "1,066.36")]
    items = fields_of(rows).line_items
    assert [(i.quantity, i.unit_price, i.amount) for i in items] == [
        (Decimal("1"), Decimal("321.40"), Decimal("321.40")),
        (Decimal("19.2"), Decimal("38.80"), Decimal("744.96")),
    ]


def test_a_measure_with_decimals_in_a_wrapped_receipt_rows_text() -> None:
    # "1 Vinho da casa 0,25L" over "14.61  14.61 A": the measure is no price, the row's figures
    # wrapped under its words
    rows: Rows = [
        (60, 40, "Lourenço S/A"), (60, 52, "Praça do Conde de Óbidos, 83"),
        (60, 64, "7114-624 Oliveira do Bairro"),
        (20, 90, "Fatura n.º 31718"), (20, 102, "09/06/2025"),
        (20, 124, "1 Sopa do dia"), right_aligned(150, 124, "3.59"), right_aligned(215, 124, "3.59 B"),
        (20, 134, "1 Vinho da casa 0,25L"),
        right_aligned(150, 144, "14.61"), right_aligned(215, 144, "14.61 A"),
        (20, 154, "1 Café expresso"), right_aligned(150, 154, "2.53"), right_aligned(215, 154, "2.53 A"),
        (20, 176, "TOTAL"), right_aligned(215, 176, "20.73 €"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [(i.description, i.quantity, i.amount) for i in items] == [
        ("Sopa do dia", Decimal("1"), Decimal("3.59")),
        ("Vinho da casa 0,25L", Decimal("1"), Decimal("14.61")),
        ("Café expresso", Decimal("1"), Decimal("2.53")),
    ]


def test_street_lines_of_belgian_and_dutch_styles() -> None:
    # the number, a comma, then the street (fr-BE); a Dutch compound ending in "boulevard"
    assert street_line("96, avenue Benoit")
    assert street_line("Etienneboulevard 573")
    assert not street_line("3, Smith Ltd")
    assert not street_line("12, 13 Foo")


def test_the_vendors_address_set_apart_from_its_name_by_a_summary_band() -> None:
    # the name at the top, a band of the amount due and the invoice's facts, then in the
    # name's column a street and town closed by the seller's VAT id: the name's address
    rows: Rows = [
        (42, 39, "Alves SRL"), (480, 39, "FACTURE"),
        (54, 80, "Synthèse"),
        (54, 99, "Net à payer"), (181, 99, "Date d'échéance"), (330, 99, "N° de facture"),
        (54, 112, "7.871,13 €"), (181, 112, "19 février 2025"), (330, 112, "202505403"),
        (42, 158, "96, avenue Benoit"), (255, 158, "Destinataire de la facture"),
        (42, 169, "6000 Charleroi"),
        (255, 172, "Tessier SRL"),
        (42, 180, "N° TVA: BE0301610711"),
        (255, 184, "55, boulevard de Neveu"), (255, 196, "1300 Wavre"),
        (40, 250, "Description"), (300, 250, "Quantité"), (380, 250, "Prix unitaire"),
        (480, 250, "Total HT"),
        (40, 265, "Conseil"), right_aligned(340, 265, "1"), right_aligned(440, 265, "6.505,06"),
        right_aligned(540, 265, "6.505,06"),
        (400, 300, "Total TTC"), right_aligned(540, 300, "7.871,13 €"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.vendor_name == "Alves SRL"
    assert fields.vendor_address == "96, avenue Benoit, 6000 Charleroi"


def _restaurant_bill(
    service: str, drink: str = "3 Mineralwasser", burger: str = "2 Rindfleischburger"
) -> Rows:
    return [
        (60, 40, "Gasthaus Adler KG"), (60, 52, "Hauptplatz 4"), (60, 64, "8010 Graz"),
        (20, 90, "Rechnungs-Nr. 273225"), (20, 102, "15.10.2025"),
        (20, 124, "1 Caesar Salad"), right_aligned(150, 124, "26,11"), right_aligned(215, 124, "26,11 B"),
        (20, 136, drink), right_aligned(150, 136, "18,43"), right_aligned(215, 136, "55,29 B"),
        (20, 148, burger), right_aligned(150, 148, "23,83"),
        right_aligned(215, 148, "47,66 B"),
        (20, 160, service), right_aligned(215, 160, "12,91 A"),
        (20, 182, "GESAMT"), right_aligned(215, 182, "EUR 141,97"),
    ]  # fmt: skip


def test_a_till_rows_count_before_a_long_word() -> None:
    # "3 Mineralwasser  18,43  55,29": the count opens the row, a word of more letters than a
    # unit follows it: the description
    items = fields_of(_restaurant_bill("Service 10 %")).line_items
    assert [(i.description, i.quantity, i.amount) for i in items[:3]] == [
        ("Caesar Salad", Decimal("1"), Decimal("26.11")),
        ("Mineralwasser", Decimal("3"), Decimal("55.29")),
        ("Rindfleischburger", Decimal("2"), Decimal("47.66")),
    ]


def test_a_service_charge_of_a_percentage_of_the_rows_is_an_item() -> None:
    # "Service 10 %  12,91": 10 % of the rows above (129,06): a charge billed as a row, read
    # with the rows (their counts apart from their words)
    bill = _restaurant_bill("Service 10 %", drink="3 Wasser", burger="2 Burger")
    items = fields_of(bill).line_items
    assert [(i.description, i.quantity, i.amount) for i in items] == [
        ("Caesar Salad", Decimal("1"), Decimal("26.11")),
        ("Wasser", Decimal("3"), Decimal("55.29")),
        ("Burger", Decimal("2"), Decimal("47.66")),
        ("Service 10 %", None, Decimal("12.91")),
    ]


def test_a_zero_rate_and_its_exempt_word_in_a_cell_after_the_description() -> None:
    # "Versicherung  0 % steuerfrei  1  730,95  730,95" under a rate header the parser does not
    # name: the rate's cell ends no description
    rows: Rows = [
        (40, 40, "Spedition Huber GmbH"), (40, 52, "Hafenstraße 4, 20457 Hamburg"),
        (380, 90, "Rechnung Nr. 2025-118"), (380, 102, "Datum 02.07.2025"),
        (40, 150, "Leistung"), (260, 150, "MwSt.-Satz"), (340, 150, "Menge"), (410, 150, "Preis"),
        (500, 150, "Summe EUR"),
        (40, 166, "Versicherung"), (250, 166, "0 % steuerfrei"), right_aligned(360, 166, "1"),
        right_aligned(450, 166, "730,95"), right_aligned(550, 166, "730,95"),
        (40, 180, "Dokumentengebühr"), right_aligned(320, 180, "20 %"), right_aligned(360, 180, "1"),
        right_aligned(450, 180, "100,00"), right_aligned(550, 180, "100,00"),
        (400, 210, "Gesamtbetrag"), right_aligned(550, 210, "850,95"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [i.description for i in items] == ["Versicherung", "Dokumentengebühr"]


def test_the_addressee_under_a_letterhead_of_one_address_line_is_the_customer() -> None:
    # a name over its address on one separated line, the addressee's block close under it
    # with the addressee's VAT id: the letterhead is the vendor's, the block the customer's
    name: Rows = [(52, 40, "van den Bergh Advocaten")]
    rows: Rows = [
        (50, 58, "Kerkstraat 70 | 6037 WE Nijega | 049 5274682"),
        (51, 78, "Vermeulen BV"), (420, 78, "Factuurnummer FT-2025-75115"),
        (51, 90, "Koensteeg 54"), (420, 90, "Datum 21-07-2025"),
        (49, 102, "7081 PD Wezup"),
        (49, 114, "Btw-nummer: NL523526350B02"),
        (40, 160, "Omschrijving"), (330, 160, "Uren"), (400, 160, "Tarief"), (500, 160, "Bedrag"),
        (40, 175, "Strategiesessie"), right_aligned(350, 175, "1"), right_aligned(440, 175, "320,00"),
        right_aligned(550, 175, "320,00"),
        (380, 200, "Te betalen"), right_aligned(550, 200, "387,20"),
        (40, 380, "IBAN: NL31 KOEX 7474 6342 98 · Btw-nummer: NL488851828B02"),
    ]  # fmt: skip
    pages = [replace(p, source="ocr") for p in sized_page((16.0, name), (9.0, rows))]
    fields, _, _ = parse_invoice(pages)
    assert (fields.vendor_name, fields.customer_name) == ("van den Bergh Advocaten", "Vermeulen BV")
    assert fields.vendor_address == "Kerkstraat 70, 6037 WE Nijega"


def _table(heads: list[tuple[float, str]], rows: list[list[tuple[float, str]]]) -> Rows:
    """An item table under a header of (x, word) cells: each row's cells at the header's x
    (from x 400 on, figure columns, right-aligned to x + 60)."""
    out: Rows = [
        (40, 40, "Nordhafen Export GmbH"), (40, 52, "Kaistraße 3, 20457 Hamburg"),
        (380, 90, "Rechnung Nr. 2025-0117"), (380, 102, "Datum 14.03.2025"),
    ]  # fmt: skip
    out += [(x, 150, h) for x, h in heads]
    for k, row in enumerate(rows):
        y = 166 + 16 * k
        out += [right_aligned(x + 60, y, c) if x >= 400 else (x, y, c) for x, c in row]
    return out


def test_customs_codes_origins_and_weights_are_no_description_or_count() -> None:
    # an export invoice's columns: HS code, origin, net weight, then count, price and amount
    heads = [(40, "Description"), (230, "HS"), (300, "Origin"), (350, "Weight"),
             (420, "Qty"), (470, "Price"), (520, "Amount")]  # fmt: skip
    rows = [
        [(40, "Gear pump GP-40"), (230, "8413.60"), (300, "DE"), (350, "16.80 kg"),
         (420, "4"), (470, "362.87"), (520, "1,451.48")],
        [(40, "Control cabinet, wired"), (230, "8537.10"), (300, "DE"), (350, "380.00 kg"),
         (420, "10"), (470, "1,781.94"), (520, "17,819.40")],
    ]  # fmt: skip
    items = fields_of(_table(heads, rows)).line_items
    assert [(i.description, i.quantity, i.amount) for i in items] == [
        ("Gear pump GP-40", Decimal("4"), Decimal("1451.48")),
        ("Control cabinet, wired", Decimal("10"), Decimal("17819.40")),
    ]


def test_a_batch_column_and_a_delivery_note_line_are_no_description() -> None:
    heads = [(40, "Artikel"), (250, "Charge"), (420, "Menge"), (470, "Preis"), (520, "Betrag")]
    rows = [
        [(40, "Ibuprofen 400 mg, 20 St."), (250, "L50075"), (420, "30"), (470, "2,10"),
         (520, "63,00")],
        [(40, "Lieferschein 84762750 / 31. Dezember 2024")],
        [(40, "Ramipril 5 mg, 50 St."), (250, "N77500"), (420, "20"), (470, "5,05"),
         (520, "101,00")],
    ]  # fmt: skip
    items = fields_of(_table(heads, rows)).line_items
    assert [i.description for i in items] == ["Ibuprofen 400 mg, 20 St.", "Ramipril 5 mg, 50 St."]


def test_a_fee_notes_time_entries_read_under_date_fee_earner_and_narrative() -> None:
    # "Date  Fee earner  Narrative  Hours  Rate  Amount": the date and the initials are no
    # description; the narrative wraps onto a second line
    heads = [(40, "Date"), (110, "Fee"), (132, "earner"), (180, "Narrative"), (420, "Hours"),
             (470, "Rate"), (520, "Amount")]  # fmt: skip
    rows = [
        [(40, "21.07."), (110, "SS"), (180, "Review of draft share purchase"),
         (420, "1.2"), (470, "150.00"), (520, "180.00")],
        [(180, "agreement")],
        [(40, "25.07."), (110, "NW"), (180, "call with client"), (420, "2.4"), (470, "295.00"),
         (520, "708.00")],
    ]  # fmt: skip
    items = fields_of(_table(heads, rows)).line_items
    assert [i.description for i in items] == [
        "Review of draft share purchase agreement",
        "call with client",
    ]


def test_an_expiry_column_and_a_count_before_a_currency_word() -> None:
    # a wholesaler's "Expiry" column (month and year) is no description; "2 Euro pallet":
    # the word after the count names the goods, not the currency of a figure
    heads = [(40, "Item"), (250, "Expiry"), (420, "Qty"), (470, "Price"), (520, "Amount")]
    rows = [
        [(40, "Loratadin 10 mg, 7 tablets"), (250, "06/2028"), (420, "50"), (470, "1.76"),
         (520, "88.00")],
        [(40, "2 Euro pallet, used"), (420, "5"), (470, "11.73"), (520, "58.65")],
    ]  # fmt: skip
    items = fields_of(_table(heads, rows)).line_items
    assert [i.description for i in items] == ["Loratadin 10 mg, 7 tablets", "Euro pallet, used"]


def _fee_note(foot: Rows) -> Rows:
    """A fee note: a centred letterhead over its address on one separated line, the client's
    block with its VAT id, a time entry, the totals and `foot`."""
    return [
        (230, 34, "Cabinet Pasquier Avocats"),
        (190, 50, "68 rue de Samson · 29523 Lucas-les-Bains · N° TVA FR10870998275"),
        (50, 90, "Établissements Berger SARL"), (400, 90, "Facture n°: 26/985"),
        (50, 102, "66, rue Joly"), (400, 102, "Date d'émission: 20 mars 2026"),
        (50, 114, "83923 Colas"),
        (50, 126, "N° TVA: FR39862126794"),
        (40, 170, "Diligences"), (420, 170, "Heures"), (470, 170, "Taux"), (520, 170, "Montant"),
        (40, 186, "appel avec le client"), right_aligned(440, 186, "1,2"),
        right_aligned(500, 186, "260,00"), right_aligned(560, 186, "312,00"),
        (400, 220, "Total HT"), right_aligned(560, 220, "312,00"),
        (400, 232, "TVA 20 %"), right_aligned(560, 232, "62,40"),
        (400, 244, "Total TTC"), right_aligned(560, 244, "374,40"),
        *foot,
    ]  # fmt: skip


def test_a_letterhead_of_a_name_over_its_separated_address_line_is_the_vendor() -> None:
    # the client's block below carries a VAT id; the letterhead's own address line makes the
    # name at the top the vendor, the block the client
    pages = sized_page((13.0, _fee_note([])[:1]), (9.0, _fee_note([])[1:]))
    fields, _, _ = parse_invoice(pages)
    assert fields.vendor_name == "Cabinet Pasquier Avocats"
    assert fields.vendor_address == "68 rue de Samson, 29523 Lucas-les-Bains"
    assert fields.customer_name == "Établissements Berger SARL"


def test_terms_opening_with_a_due_word_and_a_cash_method() -> None:
    # "Conditions de paiement:  Due 30 days ...": a terms phrase in the next cell, though it opens
    # with a due-date label's word; "Payment:  X cash" names a method, no terms
    terms = [(40, 300, "Payment terms:"), (200, 300, "Due 30 days from invoice date")]
    assert fields_of(_fee_note(terms)).payment_terms == "Due 30 days from invoice date"
    method = [(40, 300, "Payment:"), (200, 300, "X cash"), (260, 300, "transfer")]
    assert fields_of(_fee_note(method)).payment_terms is None


def test_the_amount_received_after_a_withholding_is_the_amount_due() -> None:
    # a Spanish professional's invoice: IRPF withheld from the total, "Líquido a percibir"
    foot = [
        (400, 256, "Retención IRPF 15%"), right_aligned(560, 256, "-46,80"),
        (400, 268, "Líquido a percibir"), right_aligned(560, 268, "327,60"),
    ]  # fmt: skip
    fields = fields_of(_fee_note(foot))
    assert (fields.total, fields.amount_due) == (Decimal("374.40"), Decimal("327.60"))


def test_a_tax_label_with_its_rate_in_a_row_of_labels_over_their_figures() -> None:
    # a form book's totals: "Subtotal  Total VAT 20%  Total" over "335,79  67,16  402,95"
    heads = [(40, "Description"), (420, "Qty"), (470, "Price"), (520, "Amount")]
    rows = [[(40, "Stretch film 500 mm, roll"), (420, "3"), (470, "111,93"), (520, "335,79")]]
    totals: Rows = [
        (150, 300, "Subtotal"), (300, 300, "Total VAT 20%"), (470, 300, "Total"),
        (150, 318, "335,79"), (300, 318, "67,16"), (470, 318, "402,95"),
    ]  # fmt: skip
    fields = fields_of(_table(heads, rows) + totals)
    assert (fields.subtotal, fields.tax_rate, fields.tax_amount, fields.total) == (
        Decimal("335.79"), Decimal("20"), Decimal("67.16"), Decimal("402.95")
    )  # fmt: skip


def test_an_italian_vat_nature_code_in_the_rate_column() -> None:
    # "N2.2" (not subject to VAT) where the rate would stand: the VAT column's code
    rows: Rows = [
        (40, 40, "Micheletti Ingrosso S.r.l."), (40, 52, "Via Roma 12, 20121 Milano"),
        (380, 90, "Fattura n. 2025/118"), (380, 102, "Data 14/03/2025"),
        (40, 150, "Descrizione"), (300, 150, "Quantità"), (370, 150, "Prezzo"),
        (440, 150, "%IVA"), (510, 150, "Totale"),
        (40, 166, "Pallet EPAL usato"), right_aligned(340, 166, "10"),
        right_aligned(410, 166, "12,97"), (440, 166, "N2.2"), right_aligned(550, 166, "129,70"),
        (40, 182, "Toner nero"), right_aligned(340, 182, "10"), right_aligned(410, 182, "60,03"),
        (440, 182, "N2.2"), right_aligned(550, 182, "600,30"),
        (400, 220, "Totale documento"), right_aligned(550, 220, "730,00"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in items] == [
        ("Pallet EPAL usato", Decimal("10"), Decimal("12.97"), Decimal("129.70")),
        ("Toner nero", Decimal("10"), Decimal("60.03"), Decimal("600.30")),
    ]


def test_a_code_column_named_in_two_words_and_a_unit_column_under_unit() -> None:
    # "Voce doganale" (customs code): "Voce" names no description there, the code's column
    # starts at the cell; "Unità" over "pz" (a unit of measure column beside the description)
    rows: Rows = [
        (40, 40, "Micheletti Ingrosso S.r.l."), (40, 52, "Via Roma 12, 20121 Milano"),
        (380, 90, "Fattura n. 2025/118"), (380, 102, "Data 14/03/2025"),
        (40, 150, "Descrizione"), (200, 150, "Voce"), (225, 150, "doganale"),
        (300, 150, "Quantità"), (370, 150, "Prezzo"), (510, 150, "Importo"),
        (40, 166, "Tappi in sughero"), (200, 166, "4503.10"), right_aligned(340, 166, "12"),
        right_aligned(410, 166, "65,48"), right_aligned(550, 166, "785,76"),
        (400, 220, "Totale documento"), right_aligned(550, 220, "785,76"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [(i.description, i.quantity) for i in items] == [("Tappi in sughero", Decimal("12"))]


def test_a_unit_word_in_the_column_after_the_description() -> None:
    # "No.  Details  Unit  Quantity  Rate": "Unit" names the unit of measure here; its "pcs"
    # is no part of the description
    rows: Rows = [
        (40, 40, "Bond Distribution plc"), (40, 52, "57 Craig Creek, Bennetttown KW2 3EY"),
        (380, 90, "Invoice No. 5521"), (380, 102, "Date 14/03/2025"),
        (22, 150, "No."), (40, 150, "Details"), (194, 150, "Unit"), (228, 150, "Quantity"),
        (300, 150, "Rate"), (380, 150, "Line total"),
        (22, 166, "3"), (40, 166, "Brown packing tape 48 mm x 66 m"), (194, 166, "pcs"),
        (230, 166, "3"), right_aligned(330, 166, "2.37"), right_aligned(420, 166, "7.11"),
        (300, 200, "Total"), right_aligned(420, 200, "7.11"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [i.description for i in items] == ["Brown packing tape 48 mm x 66 m"]


# a photographed till receipt as OCR read it: (text, x0, y0, x1, y1) per word
_PHOTO_RECEIPT = [
    ("Fernandes", 91, 73, 151, 91), ("Lopes", 157, 73, 189, 91), ("e", 195, 73, 202, 91),
    ("Filhos", 208, 73, 246, 91), ("Fatura", 39, 159, 80, 178), ("n.°325399", 86, 159, 153, 178),
    ("4", 39, 198, 46, 215), ("Salada", 53, 198, 93, 215), ("César", 99, 198, 133, 215),
    ("22.65", 189, 199, 221, 216), ("90.60", 251, 201, 284, 216), ("B", 289, 201, 296, 216),
    ("2", 38, 225, 45, 242), ("Sopa", 50, 225, 82, 242), ("do", 88, 225, 101, 242),
    ("dia", 107, 225, 128, 242), ("26.99", 189, 225, 224, 243), ("53.98", 252, 226, 285, 241),
    ("B", 289, 226, 297, 241),
    ("TOTAL", 42, 264, 83, 282), ("A", 90, 264, 99, 282), ("PAGAR", 109, 264, 150, 282),
    ("144.58", 218, 263, 267, 282), ("EUR", 272, 263, 298, 282),
    ("Taxa", 79, 307, 106, 323), ("Base", 147, 306, 173, 322), ("Total", 186, 305, 217, 321),
    ("I", 223, 305, 229, 321), ("Total", 266, 305, 297, 320),
    ("B", 37, 322, 49, 335), ("13", 80, 320, 93, 335), ("%", 99, 320, 105, 335),
    ("127.95", 134, 319, 174, 334), ("16.63", 202, 318, 229, 334), ("144.58", 260, 317, 300, 334),
]  # fmt: skip


def test_a_total_heading_a_tax_tables_column_under_the_payable() -> None:
    # "TOTAL A PAGAR  144.58", then a tax table whose header names a "Total" column over each
    # rate's row ("Taxa  Base  Total I  Total", a cut-off "Total IVA"): no invoice total there
    words = [Word(t, x0, y0, x1, y1, 0.95) for t, x0, y0, x1, y1 in _PHOTO_RECEIPT]
    page = Page(number=1, width=340, height=500, words=words, source="ocr")
    fields, _, _ = parse_invoice([page])
    assert (fields.total, fields.amount_due) == (Decimal("144.58"), Decimal("144.58"))


def test_a_title_over_the_item_tables_header_is_no_wrapped_label() -> None:
    # "Fatura" printed right over "N.º  Art.  Artigo ...": not "Fatura N.º" wrapped in a cell,
    # so the row's position "10" is no invoice number
    rows: Rows = [
        (40, 40, "Comercial Pires S.A."), (40, 52, "Rua Augusta 72, 1100-053 Lisboa"),
        (380, 90, "Número:"), (450, 90, "RE25-85394"),
        (380, 102, "Data do documento:"), (470, 102, "13/02/2025"),
        (40, 140, "Fatura"),
        (40, 150, "N.º"), (70, 150, "Art."), (110, 150, "Artigo"), (300, 150, "Quantidade"),
        (380, 150, "P. Unitário"), (500, 150, "Líquido"),
        (40, 166, "10"), (70, 166, "89941"), (110, 166, "Cabo XV 3G2,5 mm2"),
        right_aligned(340, 166, "100"), right_aligned(430, 166, "0,94"), right_aligned(550, 166, "94,00"),
        (400, 200, "Total"), right_aligned(550, 200, "94,00"),
    ]  # fmt: skip
    assert fields_of(rows).invoice_number == "RE25-85394"


def test_a_sender_line_of_a_company_and_its_street_over_the_addressee() -> None:
    # "Moloney-O'Hegarty Ltd · 66 Carmody Street" (an Irish address prints no postcode) in
    # small type over the window's addressee: the addressee is the customer
    rows: Rows = [
        (42, 42, "Moloney-O'Hegarty Ltd"), (42, 53, "66 Carmody Street"),
        (42, 64, "Seanna Ville, Co. Dublin"), (42, 75, "Ireland"), (480, 53, "INVOICE"),
        (42, 136, "Moloney-O'Hegarty Ltd · 66 Carmody Street"), (380, 136, "Invoice ID"),
        (470, 136, "2025-5946"),
        (42, 147, "Aoibheann Ville City Council"), (380, 147, "Date of issue"),
        (470, 147, "28 April 2025"),
        (42, 169, "42 Bridge Street"),
        (42, 180, "Carly Ville, Co. Dublin"),
        (40, 230, "Description"), (330, 230, "Units"), (400, 230, "Rate"), (500, 230, "Total"),
        (40, 246, "Translation services"), right_aligned(350, 246, "4"),
        right_aligned(440, 246, "337.96"), right_aligned(550, 246, "1,351.84"),
        (400, 280, "Total"), right_aligned(550, 280, "1,351.84"),
    ]  # fmt: skip
    fields = fields_of(rows)
    assert fields.customer_name == "Aoibheann Ville City Council"
    assert fields.customer_address == "42 Bridge Street, Carly Ville, Co. Dublin"


# an Irish practice's letterhead, sender line and addressee as a text layer gives them
_PRACTICE_HEAD = [
    ("Dr.", 254, 39, 274, 55), ("Lana", 277, 39, 308, 55), ("Leen", 312, 39, 341, 55),
    ("General", 271, 59, 296, 68), ("Practice", 298, 59, 324, 68),
    ("64", 211, 69, 219, 78), ("Bowles", 221, 69, 245, 78), ("Street", 247, 69, 265, 78),
    ("·", 267, 69, 269, 78), ("Bronach", 271, 69, 298, 78), ("Ville,", 300, 69, 318, 78),
    ("Co.", 320, 69, 332, 78), ("Dublin", 334, 69, 356, 78), ("·", 358, 69, 360, 78),
    ("Ireland", 362, 69, 384, 78),
    ("VAT", 252, 78, 268, 87), ("Reg.", 270, 78, 285, 87), ("No.:", 287, 78, 301, 87),
    ("IE2682955P", 303, 78, 343, 87),
    ("Dr.", 43, 127, 51, 134), ("Lana", 53, 127, 66, 134), ("Leen", 67, 127, 80, 134),
    ("·", 82, 127, 83, 134), ("64", 85, 127, 92, 134), ("Bowles", 93, 127, 113, 134),
    ("Street", 114, 127, 129, 134), ("Invoice", 397, 127, 421, 136), ("#", 423, 127, 427, 136),
    ("F2026/4611", 514, 127, 553, 136),
    ("Mrs.", 43, 139, 58, 148), ("Dawn", 60, 139, 81, 148), ("Farnon", 83, 139, 107, 148),
    ("Date", 397, 138, 412, 147), ("10", 512, 138, 520, 147), ("Apr", 522, 138, 535, 147),
    ("2026", 537, 138, 553, 147),
    ("99", 43, 150, 51, 159), ("Moone", 53, 150, 77, 159), ("Street", 79, 150, 99, 159),
    ("Patrice", 43, 161, 66, 170), ("Ville,", 68, 161, 87, 170), ("Co.", 89, 161, 101, 170),
    ("Kildare", 104, 161, 129, 170),
    ("Description", 196, 259, 236, 268), ("Quantity", 464, 259, 495, 268),
    ("Total", 530, 259, 548, 268),
    ("Consultation", 196, 277, 237, 286), ("1", 491, 277, 495, 286), ("40.06", 531, 277, 549, 286),
]  # fmt: skip


def test_a_doctors_letterhead_and_sender_line_without_postcodes() -> None:
    # the letterhead's address on one separated line, the sender line the doctor's name and
    # street only (an Irish address prints no postcode), the addressee below it
    words = [Word(t, x0, y0, x1, y1) for t, x0, y0, x1, y1 in _PRACTICE_HEAD]
    fields, _, _ = parse_invoice([Page(number=1, width=595, height=842, words=words)])
    assert fields.vendor_address == "64 Bowles Street, Bronach Ville, Co. Dublin, Ireland"
    assert (fields.customer_name, fields.customer_address) == (
        "Mrs. Dawn Farnon", "99 Moone Street, Patrice Ville, Co. Kildare"
    )  # fmt: skip


def test_a_tax_summarys_title_over_its_header_of_column_names() -> None:
    # "Riepilogo IVA" alone over "Aliquota IVA  Natura  Totale imponibile  Totale imposta":
    # the rows under the names, their rates without a percent sign
    rows: Rows = [
        (40, 40, "Micheletti Ingrosso S.r.l."), (40, 52, "Via Roma 12, 20121 Milano"),
        (380, 90, "Fattura n. 2025/118"), (380, 102, "Data 14/03/2025"),
        (40, 150, "Descrizione"), (330, 150, "Quantità"), (400, 150, "Prezzo"), (500, 150, "Totale"),
        (40, 166, "Cuscinetti"), right_aligned(350, 166, "10"), right_aligned(440, 166, "97,46"),
        right_aligned(550, 166, "974,60"),
        (40, 182, "Tappi"), right_aligned(350, 182, "5"), right_aligned(440, 182, "5,43"),
        right_aligned(550, 182, "27,15"),
        (40, 220, "Riepilogo IVA"),
        (40, 234, "Aliquota IVA"), (120, 234, "Natura"), (200, 234, "Totale imponibile"),
        (320, 234, "Totale imposta"),
        right_aligned(90, 248, "22,00"), right_aligned(280, 248, "974,60"), right_aligned(390, 248, "214,41"),
        right_aligned(90, 262, "4,00"), right_aligned(280, 262, "27,15"), right_aligned(390, 262, "1,09"),
        (400, 300, "Totale documento"), right_aligned(550, 300, "1.217,25"),
    ]  # fmt: skip
    breakdown = [(r.rate, r.base, r.amount) for r in fields_of(rows).tax_breakdown]
    assert breakdown == [
        (Decimal("22"), Decimal("974.60"), Decimal("214.41")),
        (Decimal("4"), Decimal("27.15"), Decimal("1.09")),
    ]


def test_a_section_of_charges_closed_by_its_own_total_after_the_fees() -> None:
    # "Total honoraires" closes the time entries; "Frais et débours" follows, rows of one
    # amount each that add up to "Total frais": items without count or price, their text
    # running on across the narrow "Intervenant" column
    rows: Rows = [
        (40, 40, "Cabinet Pasquier Avocats"), (40, 52, "68 rue de Samson, 29523 Lucas"),
        (380, 90, "Facture n° 26/985"), (380, 102, "Date 20/03/2026"),
        (40, 150, "Date"), (100, 150, "Intervenant"), (170, 150, "Diligences"),
        (400, 150, "Heures"), (460, 150, "Taux"), (510, 150, "Montant"),
        (40, 166, "10.02."), (100, 166, "LM"), (170, 166, "appel avec le client"),
        right_aligned(430, 166, "1,2"), right_aligned(490, 166, "260,00"), right_aligned(550, 166, "312,00"),
        (40, 182, "12.02."), (100, 182, "WM"), (170, 182, "rédaction des conclusions"),
        right_aligned(430, 182, "2,0"), right_aligned(490, 182, "260,00"), right_aligned(550, 182, "520,00"),
        (400, 206, "Total honoraires"), right_aligned(550, 206, "832,00"),
        (40, 230, "Frais et débours"),
        (40, 250, "Traduction assermentée"), right_aligned(550, 250, "216,62"),
        (40, 266, "Droits de plaidoirie"), right_aligned(550, 266, "391,28"),
        (400, 290, "Total frais"), right_aligned(550, 290, "607,90"),
        (400, 314, "Total HT"), right_aligned(550, 314, "1 439,90"),
    ]  # fmt: skip
    items = fields_of(rows).line_items
    assert [(i.description, i.amount) for i in items] == [
        ("appel avec le client", Decimal("312.00")),
        ("rédaction des conclusions", Decimal("520.00")),
        ("Traduction assermentée", Decimal("216.62")),
        ("Droits de plaidoirie", Decimal("391.28")),
    ]


def test_a_scanned_rows_text_and_amount_when_ocr_lost_its_count() -> None:
    # a scan of "Datum  Code  Omschrijving  Factor  Hoeveelheid  Bedrag" whose count column OCR
    # did not read: each row still has its description and its amount
    rows: Rows = [
        (40, 40, "Huisartsenpraktijk Peeters"), (40, 52, "Kerkstraat 12, 2000 Antwerpen"),
        (380, 90, "Factuurnummer RE-2025-118"), (380, 102, "Factuurdatum 14-12-2025"),
        (40, 150, "Datum"), (140, 150, "Code"), (220, 150, "Omschrijving"), (400, 150, "Factor"),
        (450, 150, "Hoeveelheid"), (530, 150, "Bedrag"),
        (40, 166, "14-12-2025"), (140, 166, "5634"), (220, 166, "Injectie"), (410, 166, "1,8"),
        (530, 166, "66,21"),
        (40, 184, "14-12-2025"), (140, 184, "4377"), (220, 184, "Consult"), (410, 184, "1,15"),
        (530, 184, "13,26"),
        (380, 220, "Totaal"), (530, 220, "79,47"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [(i.description, i.amount) for i in fields.line_items] == [
        ("Injectie", Decimal("66.21")),
        ("Consult", Decimal("13.26")),
    ]


def test_a_scanned_rows_count_under_the_quantity_header_beside_a_multiplier() -> None:
    # "Descripción  Factor  Uds.  Importe" on a scan: the factor skipped, the whole figure
    # under "Uds." is the row's count, no price printed
    rows: Rows = [
        (40, 40, "Consulta Dr. Roda"), (40, 52, "Plaza Mayor 22, 37234 Zaragoza"),
        (380, 90, "Factura 2025-118"), (380, 102, "Fecha 07/07/2025"),
        (40, 150, "Fecha"), (140, 150, "Código"), (220, 150, "Descripción"), (400, 150, "Factor"),
        (460, 150, "Uds."), (530, 150, "Importe"),
        (40, 166, "12/06/2025"), (140, 166, "4863"), (220, 166, "Inyección"), (410, 166, "1.8"),
        (466, 166, "1"), (530, 166, "33,87"),
        (40, 184, "12/06/2025"), (140, 184, "2102"), (220, 184, "Certificado médico"),
        (410, 184, "1,15"), (466, 184, "2"), (530, 184, "110,20"),
        (380, 220, "Subtotal"), (530, 220, "144,07"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([ocr_page(rows)])
    assert [(i.description, i.quantity, i.unit_price) for i in fields.line_items] == [
        ("Inyección", Decimal("1"), None),
        ("Certificado médico", Decimal("2"), None),
    ]
