"""Finnish, Hungarian, Lithuanian, Croatian and Latvian: each language a lexicon file, tried on an invented invoice
page in the words and formats of its country (the page and its checks as for the six languages
of `test_more_languages.py`). Hungary and Lithuania print dates year first, in figures or in
words ("2026. március 12.", "2026 m. kovo 12 d.")."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from docproc_pipeline.extract.parse.dates import find_dates
from docproc_pipeline.extract.parse.identifiers import tax_id_valid
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline_tests.extract.pages import page_from_rows
from docproc_pipeline_tests.extract.test_more_languages import _Invoice, _rows

_INVOICES: dict[str, _Invoice] = {
    "fi": _Invoice(
        head=[
            "Lasku",
            "Laskun numero: 2026017",
            "Laskun päivämäärä: 12.3.2026",
            "Eräpäivä: 26.3.2026",
            "Viitenumero: 20260172",
            "Maksuehto: 14 pv netto",
        ],
        parties=("Myyjä:", "Ostaja:"),
        vendor=["Virtanen Rakennus Oy", "Mannerheimintie 12", "00100 Helsinki",
                "Y-tunnus: 2029560-0", "ALV-rek.: FI20295600"],
        customer=["Korhonen Puu Oy", "Hämeenkatu 7", "33100 Tampere", "Y-tunnus: 0112038-9"],
        columns=["Kuvaus", "Määrä", "à-hinta", "ALV %", "Yhteensä"],
        items=[["Ikkunoiden asennus", "2", "500,00", "25,5 %", "1 000,00"],
               ["Ikkunalauta tammi", "5", "50,00", "25,5 %", "250,00"]],
        totals=[("Veroton yhteensä", "1 250,00 €"), ("ALV 25,5 %", "318,75 €"),
                ("Maksettava yhteensä", "1 568,75 €")],
        rate=Decimal("25.50"), tax=Decimal("318.75"), vendor_tax_id="FI20295600",
        terms="14 pv netto",
    ),
    "hu": _Invoice(
        head=[
            "Számla",
            "Számla sorszáma: 2026017",
            "Számla kelte: 2026. március 12.",
            "Fizetési határidő: 2026. 03. 26.",
            "Teljesítés dátuma: 2026.03.10.",
            "Fizetési feltételek: 14 nap",
        ],
        parties=("Eladó:", "Vevő:"),
        vendor=["Kovács Építő Kft.", "Fő utca 12", "1011 Budapest", "Adószám: 12345607-2-41",
                "Közösségi adószám: HU12345607"],
        customer=["Nagy Fa Zrt.", "Kossuth tér 7", "6720 Szeged", "Adószám: 87654321-2-06"],
        columns=["Megnevezés", "Mennyiség", "Egységár", "ÁFA", "Érték"],
        items=[["Ablakok beépítése", "2", "500,00", "27 %", "1 000,00"],
               ["Fa ablakpárkány", "5", "50,00", "27 %", "250,00"]],
        totals=[("Nettó összesen", "1 250,00 Ft"), ("ÁFA 27 %", "337,50 Ft"),
                ("Fizetendő", "1 587,50 Ft")],
        rate=Decimal("27.00"), tax=Decimal("337.50"), vendor_tax_id="HU12345607",
        terms="14 nap",
    ),
    "lt": _Invoice(
        head=[
            "PVM sąskaita faktūra",
            "Serija VB Nr. 2026017",
            "Išrašymo data: 2026 m. kovo 12 d.",
            "Apmokėti iki: 2026-03-26",
            "Mokėjimo sąlygos: 14 dienų",
        ],
        parties=("Pardavėjas:", "Pirkėjas:"),
        vendor=["Vilniaus statyba, UAB", "Gedimino pr. 12", "LT-01103 Vilnius",
                "Įmonės kodas: 123456789", "PVM mokėtojo kodas: LT123456715"],
        customer=["Kauno mediena, UAB", "Laisvės al. 7", "LT-44280 Kaunas",
                  "Įmonės kodas: 987654321"],
        columns=["Pavadinimas", "Kiekis", "Kaina", "PVM", "Suma"],
        items=[["Langų montavimas", "2", "500,00", "21 %", "1 000,00"],
               ["Ąžuolinė palangė", "5", "50,00", "21 %", "250,00"]],
        totals=[("Suma be PVM", "1 250,00 €"), ("PVM 21 %", "262,50 €"),
                ("Iš viso mokėti", "1 512,50 €")],
        rate=Decimal("21.00"), tax=Decimal("262.50"), vendor_tax_id="LT123456715",
        terms="14 dienų",
    ),
    "hr": _Invoice(
        head=[
            "Račun br. 2026017",
            "Datum računa: 12.03.2026.",
            "Datum dospijeća: 26.03.2026.",
            "Način plaćanja: transakcijski račun",
            "Poziv na broj: HR00 2026017",
            "Uvjeti plaćanja: 14 dana",
        ],
        parties=("Prodavatelj:", "Kupac:"),
        vendor=["Horvat Gradnja d.o.o.", "Ilica 12", "10000 Zagreb", "OIB: 33026827500"],
        customer=["Kovač Drvo d.d.", "Korzo 7", "51000 Rijeka", "OIB: 69435151530"],
        columns=["Opis", "Količina", "Cijena", "PDV", "Iznos"],
        items=[["Ugradnja prozora", "2", "500,00", "25 %", "1.000,00"],
               ["Hrastova klupčica", "5", "50,00", "25 %", "250,00"]],
        totals=[("Osnovica", "1.250,00 €"), ("PDV 25 %", "312,50 €"),
                ("Za platiti", "1.562,50 €")],
        rate=Decimal("25.00"), tax=Decimal("312.50"), vendor_tax_id="33026827500",
        terms="14 dana",
    ),
    "lv": _Invoice(
        head=[
            "PVN rēķins Nr. 2026017",
            "Rēķina datums: 12.03.2026",
            "Apmaksas termiņš: 26.03.2026",
            "Apmaksas noteikumi: 14 dienu laikā",
        ],
        parties=("Pārdevējs:", "Pircējs:"),
        vendor=["SIA Bērziņa Būve", "Brīvības iela 12", "LV-1010 Rīga", "Reģ. Nr. 40003123453",
                "PVN reģ. Nr. LV40003123453"],
        customer=["SIA Koka Nams", "Lielā iela 7", "LV-3001 Jelgava", "Reģ. Nr. 40003765432"],
        columns=["Nosaukums", "Daudzums", "Cena", "PVN", "Summa"],
        items=[["Logu montāža", "2", "500,00", "21 %", "1 000,00"],
               ["Ozola palodze", "5", "50,00", "21 %", "250,00"]],
        totals=[("Summa bez PVN", "1 250,00 €"), ("PVN 21 %", "262,50 €"),
                ("Summa apmaksai", "1 512,50 €")],
        rate=Decimal("21.00"), tax=Decimal("262.50"), vendor_tax_id="LV40003123453",
        terms="14 dienu laikā",
    ),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(_INVOICES))
def test_an_invoice_in_each_language_of_session_47(language: str) -> None:
    inv = _INVOICES[language]
    fields, _, _ = parse_invoice([page_from_rows(_rows(inv))])
    assert fields.invoice_number == "2026017"
    assert (fields.invoice_date, fields.due_date) == (date(2026, 3, 12), date(2026, 3, 26))
    assert (fields.vendor_name, fields.customer_name) == (inv.vendor[0], inv.customer[0])
    assert fields.vendor_tax_id == inv.vendor_tax_id
    assert (fields.subtotal, fields.tax_amount, fields.tax_rate) == (
        Decimal("1250.00"),
        inv.tax,
        inv.rate,
    )
    assert fields.total == fields.amount_due == Decimal("1250.00") + inv.tax
    assert fields.payment_terms == inv.terms
    assert [(li.description, li.quantity, li.amount) for li in fields.line_items] == [
        (inv.items[0][0], Decimal("2"), Decimal("1000.00")),
        (inv.items[1][0], Decimal("5"), Decimal("250.00")),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("12. maaliskuuta 2026", date(2026, 3, 12)),
        ("2026. március 12.", date(2026, 3, 12)),  # Hungarian: the year first
        ("2026. 03. 12.", date(2026, 3, 12)),  # ... and in figures, a space after each point
        ("2026 m. kovo 12 d.", date(2026, 3, 12)),  # Lithuanian: the year's and the day's marks
        ("Order 1234 May 5 2026", date(2026, 5, 5)),  # a four-figure number is no year first
    ],
)
def test_dates_of_the_three_languages(text: str, expected: date) -> None:
    assert [d.value for d in find_dates(f"issued {text}")] == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Latvian: the year, its mark "gada", then the day before the month's name, the month
        # in the nominative, dative or locative
        ("2026. gada 12. marts", date(2026, 3, 12)),
        ("līdz 2026. gada 26. martam", date(2026, 3, 26)),
        ("2025. gada 3. decembrī", date(2025, 12, 3)),
        # Croatian month names in the genitive a date prints (October's are Czech and Polish
        # November's, left out)
        ("12. ožujka 2026.", date(2026, 3, 12)),
        ("3. prosinca 2025.", date(2025, 12, 3)),
        ("1. srpnja 2025", date(2025, 7, 1)),
    ],
)
def test_dates_in_words_of_latvian_and_croatian(text: str, expected: date) -> None:
    assert [d.value for d in find_dates(f"issued {text}")] == [expected]


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("Viitenumero", "_x"),  # the payment reference, never the invoice number
        ("Y-tunnus", "_x"),  # the business id; the VAT id is "ALV-rek."
        ("Eräpäivä", "due_date"),
        ("Maksettava yhteensä", "amount_due"),
        ("Teljesítés dátuma", "_x"),  # the supply date, never the issue date
        ("Fizetési mód", "_x"),  # a payment method
        ("Közösségi adószám", "vendor_tax_id"),
        ("Fizetendő", "amount_due"),
        ("Įmonės kodas", "_x"),  # the company code, no VAT id
        ("PVM mokėtojo kodas", "vendor_tax_id"),
        ("Apmokėti iki", "due_date"),
        ("Suma be PVM", "subtotal"),
    ],
)
def test_labels_and_distractors_of_the_three_languages(text: str, field: str) -> None:
    assert find_labels(text)[0].field == field


def test_their_vat_ids_by_their_check_digits() -> None:
    assert [tax_id_valid(v) for v in ("FI20295600", "HU12345607", "LT123456715")] == [True] * 3


def test_a_rounding_between_the_total_and_the_payable_leaves_the_total() -> None:
    """ "Yhteensä 496,32 / Pyöristys 0,68 / Maksettava 497,00": the payable is the total
    rounded, not a total the "Yhteensä" would be a section's sum of."""
    rows = [
        (60, 40, "Lasku"),
        (60, 60, "Myyjä: Kivikangas Oy"),
        (60, 72, "Teollisuustie 7, 33100 Tampere"),
        (330, 40, "Laskun numero: 2026118"),
        (330, 230, "Veroton"), (470, 230, "400,26"),
        (330, 245, "ALV 24 %"), (470, 245, "96,06"),
        (330, 260, "Yhteensä"), (470, 260, "496,32"),
        (330, 275, "Pyöristys"), (470, 275, "0,68"),
        (330, 290, "Maksettava"), (470, 290, "497,00"),
    ]  # fmt: skip
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert (fields.subtotal, fields.tax_amount, fields.total, fields.amount_due) == (
        Decimal("400.26"),
        Decimal("96.06"),
        Decimal("496.32"),
        Decimal("497.00"),
    )
