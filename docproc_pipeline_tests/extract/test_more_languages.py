"""Czech, Slovak, Romanian, Swedish, Danish and Norwegian: each language a lexicon file only.

One invented invoice page per language, in the words and number format of its country: its
head (number, dates with a CLDR month name where the country prints one), its parties (headings,
names, tax ids beside company numbers that are no VAT id), an item table and its totals. Without
the language's file the parser finds no label on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

import pytest

from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.dates import find_dates
from docproc_pipeline.extract.parse.identifiers import tax_id_valid
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.numbers import detect_decimal_separator, find_money
from docproc_pipeline.extract.parse.table_rows import clean_ocr_description
from docproc_pipeline_tests.extract.pages import page_from_rows

NBSP = "\u00a0"


@dataclass(frozen=True)
class _Invoice:
    """The printed words of one invented invoice (x, text rows are placed by `_rows`)."""

    head: list[str]  # title and number, issue date, due date, terms: one line each
    parties: tuple[str, str]  # the vendor's and the customer's headings
    vendor: list[str]  # name, street, town, id lines
    customer: list[str]
    columns: list[str]  # description, quantity, unit price, tax rate, amount
    items: list[list[str]]
    totals: list[tuple[str, str]]  # label, amount as printed
    rate: Decimal
    tax: Decimal
    vendor_tax_id: str
    terms: str


_INVOICES: dict[str, _Invoice] = {
    "cs": _Invoice(
        head=[
            "Faktura - daňový doklad č. 2026017",
            "Datum vystavení: 12. března 2026",
            "Datum splatnosti: 26.03.2026",
            "DUZP: 10.03.2026",
            "Variabilní symbol: 2026017",
            "Forma úhrady: převodem",
        ],
        parties=("Dodavatel:", "Odběratel:"),
        vendor=["Novák Stavby s.r.o.", "Polní 12", "602 00 Brno", "IČO: 25596641", "DIČ: CZ25596641"],
        customer=["Horák Dřevo a.s.", "Lipová 7", "110 00 Praha 1", "IČO: 45274649", "DIČ: CZ45274649"],
        columns=["Popis", "Množství", "Cena/MJ", "DPH", "Celkem"],
        items=[["Montáž oken", "2", "500,00", "21 %", "1 000,00"],
               ["Parapet dubový", "5", "50,00", "21 %", "250,00"]],
        totals=[("Celkem bez DPH", "1 250,00 Kč"), ("DPH 21 %", "262,50 Kč"),
                ("Celkem k úhradě", "1 512,50 Kč")],
        rate=Decimal("21.00"), tax=Decimal("262.50"), vendor_tax_id="CZ25596641",
        terms="převodem",
    ),
    "sk": _Invoice(
        head=[
            "Faktúra č. 2026017",
            "Dátum vyhotovenia: 12. marca 2026",
            "Dátum splatnosti: 26.03.2026",
            "Dátum dodania: 10.03.2026",
            "Variabilný symbol: 2026017",
            "Forma úhrady: prevodom",
        ],
        parties=("Dodávateľ:", "Odberateľ:"),
        vendor=["Kováč Servis s.r.o.", "Hlavná 5", "040 01 Košice", "IČO: 35763469",
                "DIČ: 2020317068", "IČ DPH: SK2020317068"],
        customer=["Tatra Obchod a.s.", "Mlynská 3", "811 02 Bratislava", "IČO: 31322832",
                  "IČ DPH: SK2020273893"],
        columns=["Popis", "Množstvo", "J. cena", "Sadzba", "Spolu"],
        items=[["Servis kotla", "2", "500,00", "20 %", "1 000,00"],
               ["Tesnenie", "5", "50,00", "20 %", "250,00"]],
        totals=[("Spolu bez DPH", "1 250,00 €"), ("DPH 20 %", "250,00 €"),
                ("Suma na úhradu", "1 500,00 €")],
        rate=Decimal("20.00"), tax=Decimal("250.00"), vendor_tax_id="SK2020317068",
        terms="prevodom",
    ),
    "ro": _Invoice(
        head=[
            "Factură fiscală nr. 2026017",
            "Data emiterii: 12 martie 2026",
            "Data scadenței: 26.03.2026",
            "Modalitate de plată: ordin de plată",
        ],
        parties=("Furnizor:", "Cumpărător:"),
        vendor=["Popescu Construct SRL", "Str. Lalelelor 12", "400000 Cluj-Napoca",
                "Nr. Reg. Com.: J12/3456/2015", "CIF: RO18547290"],
        customer=["Ionescu Lemn S.A.", "Bd. Unirii 7", "030000 București",
                  "Nr. Reg. Com.: J40/1234/2010", "CUI: RO14399840"],
        columns=["Denumire", "Cant.", "Preț", "Cota", "Valoare"],
        items=[["Montaj ferestre", "2", "500,00", "19 %", "1.000,00"],
               ["Pervaz stejar", "5", "50,00", "19 %", "250,00"]],
        totals=[("Total fără TVA", "1.250,00 lei"), ("TVA 19 %", "237,50 lei"),
                ("Total de plată", "1.487,50 lei")],
        rate=Decimal("19.00"), tax=Decimal("237.50"), vendor_tax_id="RO18547290",
        terms="ordin de plată",
    ),
    "sv": _Invoice(
        head=[
            "Faktura",
            "Fakturanummer: 2026017",
            "Fakturadatum: 12 mars 2026",
            "Förfallodatum: 2026-03-26",
            "Betalningsvillkor: 14 dagar netto",
        ],
        parties=("Säljare:", "Köpare:"),
        vendor=["Lindqvist Bygg AB", "Storgatan 12", "411 38 Göteborg", "Org.nr: 556036-0793",
                "Momsreg.nr: SE556036079301"],
        customer=["Berg Trä HB", "Kungsgatan 7", "111 43 Stockholm", "Org.nr: 969712-1234"],
        columns=["Beskrivning", "Antal", "À-pris", "Moms", "Belopp"],
        items=[["Montering fönster", "2", "500,00", "25 %", f"1{NBSP}000,00"],
               ["Fönsterbänk ek", "5", "50,00", "25 %", "250,00"]],
        totals=[("Summa exkl. moms", f"1{NBSP}250,00 kr"), ("Moms 25 %", "312,50 kr"),
                ("Att betala", f"1{NBSP}562,50 kr")],
        rate=Decimal("25.00"), tax=Decimal("312.50"), vendor_tax_id="SE556036079301",
        terms="14 dagar netto",
    ),
    "da": _Invoice(
        head=[
            "Faktura",
            "Fakturanr.: 2026017",
            "Fakturadato: 12. marts 2026",
            "Forfaldsdato: 26.03.2026",
            "Betalingsbetingelser: Netto 14 dage",
        ],
        parties=("Sælger:", "Køber:"),
        vendor=["Jensen Byg ApS", "Vestergade 12", "8000 Aarhus C", "CVR-nr.: DK13585628"],
        customer=["Holm Træ A/S", "Nørregade 7", "1165 København K", "CVR-nr.: DK25313763"],
        columns=["Beskrivelse", "Antal", "Enhedspris", "Moms", "Beløb"],
        items=[["Montering af vinduer", "2", "500,00", "25 %", "1.000,00"],
               ["Vindueskarm eg", "5", "50,00", "25 %", "250,00"]],
        totals=[("I alt ekskl. moms", "1.250,00 kr."), ("Moms 25 %", "312,50 kr."),
                ("At betale", "1.562,50 kr.")],
        rate=Decimal("25.00"), tax=Decimal("312.50"), vendor_tax_id="DK13585628",
        terms="Netto 14 dage",
    ),
    "nb": _Invoice(
        head=[
            "Faktura",
            "Fakturanummer: 2026017",
            "Fakturadato: 12. mars 2026",
            "Forfallsdato: 26.03.2026",
            "KID: 20260170",
            "Betalingsbetingelser: 14 dager netto",
        ],
        parties=("Selger:", "Kjøper:"),
        vendor=["Hansen Bygg AS", "Storgata 12", "0155 Oslo", "Org.nr.: NO 923 609 016 MVA"],
        customer=["Berg Tre ASA", "Kongens gate 7", "7011 Trondheim", "Org.nr.: 982 463 718"],
        columns=["Beskrivelse", "Antall", "Enhetspris", "MVA", "Beløp"],
        items=[["Montering av vinduer", "2", "500,00", "25 %", f"1{NBSP}000,00"],
               ["Vinduskarm eik", "5", "50,00", "25 %", "250,00"]],
        totals=[("Sum eks. mva", f"1{NBSP}250,00"), ("MVA 25 %", "312,50"),
                ("Å betale", f"kr 1{NBSP}562,50")],
        rate=Decimal("25.00"), tax=Decimal("312.50"), vendor_tax_id="923609016",
        terms="14 dager netto",
    ),
}  # fmt: skip


def _rows(inv: _Invoice) -> list[tuple[float, float, str]]:
    """The invoice laid out as a page: head top right, parties side by side, table, totals."""
    rows: list[tuple[float, float, str]] = []
    y = 40.0
    for line in inv.head:
        rows.append((300, y, line))
        y += 14
    y += 20
    rows += [(50, y, inv.parties[0]), (300, y, inv.parties[1])]
    for k in range(max(len(inv.vendor), len(inv.customer))):
        y += 14
        for x, block in ((50, inv.vendor), (300, inv.customer)):
            if k < len(block):
                rows.append((x, y, block[k]))
    y += 40
    xs = (50, 300, 370, 440, 500)
    rows += [(x, y, text) for x, text in zip(xs, inv.columns, strict=True)]
    for item in inv.items:
        y += 14
        rows += [(x, y, text) for x, text in zip(xs, item, strict=True)]
    y += 30
    for label, amount in inv.totals:
        rows += [(330, y, label), (470, y, amount)]
        y += 14
    return rows


@pytest.mark.parametrize("language", sorted(_INVOICES))
def test_an_invoice_in_each_new_language(language: str) -> None:
    inv = _INVOICES[language]
    fields, confidence, _ = parse_invoice([page_from_rows(_rows(inv))])
    assert fields.invoice_number == "2026017"
    assert fields.invoice_date == date(2026, 3, 12)
    assert fields.due_date == date(2026, 3, 26)
    assert fields.vendor_name == inv.vendor[0]
    assert fields.customer_name == inv.customer[0]
    assert fields.vendor_tax_id == inv.vendor_tax_id
    assert fields.subtotal == Decimal("1250.00")
    assert fields.tax_amount == inv.tax
    assert fields.tax_rate == inv.rate
    assert fields.total == Decimal("1250.00") + inv.tax
    assert fields.amount_due == fields.total
    assert fields.payment_terms == inv.terms
    assert [(li.description, li.amount) for li in fields.line_items] == [
        (inv.items[0][0], Decimal("1000.00")),
        (inv.items[1][0], Decimal("250.00")),
    ]
    assert confidence["total"] > 0.5


def test_the_six_languages_are_files() -> None:
    assert {"cs", "sk", "ro", "sv", "da", "nb"} <= set(lexicon().languages)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("CZ25596641", True),
        ("CZ25596642", False),
        ("SK2020317068", True),
        ("RO18547290", True),
        ("RO18547291", False),
        ("SE556036079301", True),
        ("DK13585628", True),
        ("DK13585629", False),
    ],
)
def test_vat_ids_of_the_new_countries_by_their_check_digits(value: str, expected: bool) -> None:
    assert tax_id_valid(value) is expected


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("DUZP", "_x"),  # Czech tax point: never the invoice's date
        ("Datum uskutečnění zdanitelného plnění", "_x"),
        ("Datum zdan. plnění", "_x"),  # abbreviated, never the German "Datum"
        ("Dat. vystavení", "invoice_date"),
        ("IČO", "_x"),  # a company register number, not a VAT id
        ("DIČ", "vendor_tax_id"),
        ("Variabilní symbol", "_x"),  # a payment reference
        ("Konečný příjemce", "_ship_to"),
        ("Dátum dodania", "_x"),
        ("IČ DPH", "vendor_tax_id"),  # Slovakia's VAT id
        ("DIČ: 2020317068", "_x"),  # Slovakia's tax number: digits alone, no VAT id
        ("Nr. Reg. Com.", "_x"),  # Romania's trade register
        ("Cod fiscal", "vendor_tax_id"),
        ("Rest de plată", "amount_due"),
        ("Org.nr", "_x"),  # a Swedish company number
        ("Momsreg.nr", "vendor_tax_id"),
        ("Bankgiro", "_x"),
        ("Sidste rettidige betalingsdag", "due_date"),
        ("Sidste frist for betaling", "due_date"),
        ("Součet položek", "subtotal"),
        ("Öresutjämning", "_x"),  # a rounding: no money field
        ("CVR-nr.", "vendor_tax_id"),
        ("Org.nr. 923 609 016 MVA", "vendor_tax_id"),  # Norway: the number with "MVA" is the VAT id
        ("KID-nummer", "_x"),
        ("Å betale", "amount_due"),
    ],
)
def test_labels_and_distractors_of_the_new_languages(text: str, field: str) -> None:
    assert find_labels(text)[0].field == field


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("12. března 2026", date(2026, 3, 12)),  # Czech: the month in the genitive (CLDR)
        ("7. októbra 2025", date(2025, 10, 7)),
        ("3 martie 2026", date(2026, 3, 3)),
        ("1 februarie 2026", date(2026, 2, 1)),
        ("12 mars 2026", date(2026, 3, 12)),
        ("12. marts 2026", date(2026, 3, 12)),
        ("4. desember 2026", date(2026, 12, 4)),
        ("15. 3. 2026", date(2026, 3, 15)),  # the Czech spaced numeric date
    ],
)
def test_long_dates_of_the_new_languages(text: str, expected: date) -> None:
    assert [d.value for d in find_dates(f"issued {text}")] == [expected]


@pytest.mark.parametrize(
    ("text", "value", "currency"),
    [
        ("1 512,50 Kč", Decimal("1512.50"), "CZK"),
        (f"1{NBSP}562,50 kr", Decimal("1562.50"), None),  # "kr": SEK, DKK or NOK
        ("1.487,50 lei", Decimal("1487.50"), "RON"),
        ("1.562,50 DKK", Decimal("1562.50"), "DKK"),
        (f"NOK 1{NBSP}562,50", Decimal("1562.50"), "NOK"),
    ],
)
def test_amounts_as_the_new_countries_print_them(
    text: str, value: Decimal, currency: str | None
) -> None:
    assert detect_decimal_separator([text]) == ","
    [amount] = find_money(text, ",")
    assert (amount.value, amount.currency) == (value, currency)


def test_a_comma_under_t_in_an_ocr_description_stays_a_speck() -> None:
    """Romanian writes ț and ș, but its lexicon spells them as escapes: under t or s, a comma
    or cedilla in an OCR'd description is a speck far more often than a Romanian letter."""
    assert clean_ocr_description("Thermostatvențil Heizkörper") == "Thermostatventil Heizkörper"
    assert find_labels("Data scadenței")[0].field == "due_date"


def test_a_tax_number_beside_the_vat_id_that_holds_it_is_no_second_id() -> None:
    """Slovak parties print "DIČ" (the tax number) and "IČ DPH" (the VAT id: "SK" and the
    same digits), each in its own cell: the VAT id is the party's, the bare number no other
    party's."""
    rows: list[tuple[float, float, str]] = [(330, 40, "FAKTÚRA"), (330, 60, "Faktúra číslo:")]
    rows += [(430, 60, "2026017"), (330, 72, "Dátum vystavenia:"), (430, 72, "12.03.2026")]
    for x, block in (
        (50, ["Dodávateľ:", "Kováč Servis s.r.o.", "Hlavná 5", "040 01 Košice"]),
        (330, ["Odberateľ:", "Tatra Obchod a.s.", "Mlynská 3", "811 02 Bratislava"]),
    ):
        rows += [(x, 110 + 12 * k, text) for k, text in enumerate(block)]
    rows += [(50, 158, "DIČ:"), (100, 158, "2020317068")]
    rows += [(50, 170, "IČ DPH:"), (100, 170, "SK2020317068")]
    rows += [(330, 158, "IČ DPH:"), (380, 158, "SK2020273893")]
    rows += [(330, 260, "Spolu s DPH"), (480, 260, "1 500,00 EUR")]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_tax_id == "SK2020317068"
    assert fields.customer_tax_id == "SK2020273893"


def test_the_czech_net_alone_in_a_totals_block_is_the_subtotal_not_the_tax() -> None:
    # "BEZ DPH" (without VAT) beside "DPH 21%": the longer label is the net, never the tax
    rows = [
        (40.0, 40.0, "FAKTURA 2026055"),
        (40.0, 60.0, "Dodavatel"),
        (40.0, 72.0, "Marfa Servis s.r.o."),
        (40.0, 200.0, "Označení dodávky"),
        (250.0, 200.0, "Množství"),
        (320.0, 200.0, "Za kus"),
        (390.0, 200.0, "DPH"),
        (430.0, 200.0, "Bez DPH"),
        (500.0, 200.0, "S DPH"),
        (40.0, 215.0, "Montáž regálů"),
        (250.0, 215.0, "2"),
        (320.0, 215.0, "450.00 Kč"),
        (390.0, 215.0, "21%"),
        (430.0, 215.0, "900.00 Kč"),
        (500.0, 215.0, "1,089.00 Kč"),
        (40.0, 300.0, "IBAN:"),
        (400.0, 285.0, "DPH 21%"),
        (480.0, 285.0, "189.00 Kč"),
        (400.0, 300.0, "BEZ DPH"),
        (480.0, 300.0, "900.00 Kč"),
        (470.0, 320.0, "CELKEM S DPH"),
        (470.0, 335.0, "1,089.00 Kč"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.subtotal == Decimal("900.00")
    assert fields.tax_amount == Decimal("189.00")
    assert fields.total == Decimal("1089.00")
