"""Regional variants of the parser's languages: Belgian, Luxembourg, Swiss-Italian, Australian,
Canadian, Indian, Mexican and Brazilian invoices (invented pages and ids with valid check
digits, belonging to nobody)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from docproc_pipeline.extract.parse.identifiers import (
    repair_ocr_tax_id,
    tax_id_country,
    tax_id_valid,
)
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline_tests.extract.pages import page_from_rows

Rows = list[tuple[float, float, str]]


def _fields(vendor: Rows, totals: Rows, issued: str = "14/03/2026") -> InvoiceFields:
    rows: Rows = [
        (40, 40, "Harbourside Tiling Pty Ltd"),
        (40, 52, "14 Wharf Street"),
        *vendor,
        (360, 40, "INVOICE"),
        (360, 70, "Invoice No. HT-2291"),
        (360, 82, f"Date {issued}"),
        (40, 130, "Bill To"),
        (40, 142, "Coastal Builders Ltd"),
        (40, 154, "3 Pier Road"),
        (40, 220, "Description"),
        (330, 220, "Qty"),
        (400, 220, "Price"),
        (480, 220, "Amount"),
        (40, 234, "Ceramic floor tiles"),
        (330, 234, "10"),
        (400, 234, "40.00"),
        (480, 234, "400.00"),
        *totals,
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    return fields


def _compact(value: str | None) -> str:
    return "".join(ch for ch in value or "" if ch.isalnum()).upper()


def _labels(text: str) -> list[tuple[str, str]]:
    return [(m.field, text[m.start : m.end]) for m in find_labels(text)]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("N° d'entreprise BE 0412.735.691", "BE0412735691"),  # Belgium, in dots
        ("Ondernemingsnummer BE0412.735.691", "BE0412735691"),
        ("GST/HST Reg. No.: 81234 5676 RT0001", "812345676RT0001"),  # Canada's BN + RT account
        ("CNPJ: 11.222.333/0001-81", "11222333000181"),  # Brazil
        ("RFC: TPA0503176KA", "TPA0503176KA"),  # Mexico, a company's
        ("A.B.N. 53 004 085 616", "53004085616"),  # Australia
        ("N. IDI CHE-116.281.710", "CHE116281710"),  # Switzerland, in Italian
    ],
)
def test_regional_tax_ids_are_read_after_their_labels(line: str, expected: str) -> None:
    f = _fields([(40, 64, line)], [(400, 270, "Total"), (480, 270, "400.00")])
    assert _compact(f.vendor_tax_id) == expected


@pytest.mark.parametrize(
    ("value", "valid", "country"),
    [
        ("812345676RT0001", True, "CA"),
        ("812345677RT0001", False, None),
        ("11.222.333/0001-81", True, "BR"),
        ("11.222.333/0001-82", False, None),
        ("TPA0503176KA", True, "MX"),
        ("53 004 085 616", None, "AU"),  # no scheme claims bare digits; only the country
        ("54 004 085 616", None, None),
        ("BE0412735691", True, "BE"),
        ("12-3456789", True, "US"),
    ],
)
def test_tax_id_schemes_and_their_countries(
    value: str, valid: bool | None, country: str | None
) -> None:
    assert tax_id_valid(value) is valid
    assert tax_id_country(value) == country


@pytest.mark.parametrize(
    ("tax_line", "symbol_total", "currency"),
    [
        ("ABN 53 004 085 616", "$440.00", "AUD"),
        ("GST/HST No. 812345676 RT0001", "$452.00", "CAD"),
        ("RFC TPA0503176KA", "$464.00", "MXN"),
        ("EIN 12-3456789", "$440.00", "USD"),
        ("ABN 53 004 085 616", "USD 440.00", "USD"),  # the US dollar named: it stays
    ],
)
def test_a_bare_dollar_is_the_vendor_countrys(
    tax_line: str, symbol_total: str, currency: str
) -> None:
    f = _fields(
        [(40, 64, tax_line)],
        [
            (400, 258, "Subtotal"),
            (480, 258, "400.00"),
            (400, 282, "Total"),
            (480, 282, symbol_total),
        ],
    )
    assert f.currency == currency


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("Total HTVA", "subtotal"),  # Belgium, Luxembourg: hors TVA / TVA comprise
        ("Montant HTVA", "subtotal"),
        ("Total TVAC", "total"),
        ("Maatstaf van heffing", "subtotal"),
        ("Total GST", "tax_total"),
        ("Total IGST", "tax_total"),
        ("IGST @ 18%", "tax"),
        ("GST/HST 13%", "tax"),
        ("Total incl. GST/HST", "total"),
        ("Total Invoice Value", "total"),
        ("ISS 5%", "tax"),
        ("Valor dos serviços", "subtotal"),
        ("Valor total da nota", "total"),
        ("Número da nota", "invoice_number"),
        ("Folio", "invoice_number"),
        ("Serie y folio", "invoice_number"),
    ],
)
def test_regional_labels(text: str, field: str) -> None:
    assert _labels(text) == [(field, text.split(" @")[0].rstrip(" 0123456789%"))]


def test_a_register_citations_folio_is_no_invoice_number() -> None:
    text = "Registro Mercantil de Madrid, Tomo 1234, Folio 12, Hoja M-1"
    assert all(field != "invoice_number" for field, _ in _labels(text))


def test_belgian_totals_hors_and_toutes_tva() -> None:
    f = _fields(
        [(40, 64, "N° TVA BE 0412.735.691")],
        [
            (360, 258, "Total HTVA"),
            (480, 258, "400,00"),
            (360, 270, "TVA 21 %"),
            (480, 270, "84,00"),
            (360, 282, "Total TVAC"),
            (480, 282, "484,00 €"),
        ],
    )
    assert (f.subtotal, f.tax_amount, f.total) == (
        Decimal("400.00"),
        Decimal("84.00"),
        Decimal("484.00"),
    )


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("ABN No.: 53 004 085 616", "53004085616"),
        ("BN: 81234 5676 RT0001", "812345676RT0001"),
        ("TVA-Nr.: LU15027442", "LU15027442"),
    ],
)
def test_tax_id_labels_with_their_number_word(line: str, expected: str) -> None:
    f = _fields([(40, 64, line)], [(400, 270, "Total"), (480, 270, "400.00")])
    assert _compact(f.vendor_tax_id) == expected


@pytest.mark.parametrize(
    ("town", "address"),
    [
        ("Newtown NSW 2042", "14 Wharf Street, Newtown NSW 2042"),  # Australia: state, postcode
        ("Kingston, ON K7L 3N6", "14 Wharf Street, Kingston, ON K7L 3N6"),  # Canada
        ("Pune, Maharashtra - 411001", "14 Wharf Street, Pune, Maharashtra - 411001"),  # India
        ("01310-100 Sao Paulo - SP", "14 Wharf Street, 01310-100 Sao Paulo - SP"),  # Brazil
        ("Sao Paulo - SP, CEP 01310100", "14 Wharf Street, Sao Paulo - SP, CEP 01310100"),
    ],
)
def test_overseas_town_lines_end_the_vendors_address(town: str, address: str) -> None:
    f = _fields([(40, 64, town)], [(400, 270, "Total"), (480, 270, "400.00")])
    assert f.vendor_address == address


@pytest.mark.parametrize(
    "name",
    [
        "Rio Bravo Logistica S. de R.L. de C.V.",
        "Harbourside Tiling Pty Ltd",
        "Mendes Servicos Ltda.",
    ],
)
def test_regional_legal_forms_end_a_wrapped_company_name(name: str) -> None:
    # the name wraps in a narrow column: its legal form alone on the second line
    head, form = {
        "Rio Bravo Logistica S. de R.L. de C.V.": ("Rio Bravo Logistica", "S. de R.L. de C.V."),
        "Harbourside Tiling Pty Ltd": ("Harbourside Tiling", "Pty Ltd"),
        "Mendes Servicos Ltda.": ("Mendes Servicos", "Ltda."),
    }[name]
    rows: Rows = [
        (40, 40, head),
        (40, 52, form),
        (40, 64, "14 Wharf Street"),
        (40, 76, "2042 Newtown"),
        (360, 40, "INVOICE"),
        (360, 70, "Invoice No. HT-2291"),
        (40, 220, "Description"),
        (480, 220, "Amount"),
        (40, 234, "Ceramic floor tiles"),
        (480, 234, "400.00"),
        (400, 270, "Total"),
        (480, 270, "400.00"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.vendor_name == name


@pytest.mark.parametrize(
    ("tax_line", "expected"),
    [
        ("ABN 53 004 085 616", "2026-03-05"),  # an Australian "$" invoice: day first
        ("EIN 12-3456789", "2026-05-03"),  # a US one: month first
        # a US one whose account number happens to pass an ABN's check: still month first
        ("EIN 12-3456789 Account 53004085616", "2026-05-03"),
    ],
)
def test_a_dollar_invoice_reads_slash_dates_by_its_countrys_tax_id(
    tax_line: str, expected: str
) -> None:
    f = _fields(
        [(40, 64, tax_line)],
        [(400, 258, "Due 05/04/2026"), (400, 282, "Total"), (480, 282, "$440.00")],
        issued="05/03/2026",
    )
    rows_date = f.invoice_date.isoformat() if f.invoice_date else None
    assert rows_date == expected


@pytest.mark.parametrize(
    ("read", "repaired"),
    [
        ("TPA0503176KA", None),  # read right: nothing to repair
        ("LYM070415193", "LYM070415I93"),  # an RFC's I read as 1: only its check digit tells
        ("812345676RTO001", "812345676RT0001"),  # a BN's RT account with O for 0
    ],
)
def test_ocr_misreadings_of_regional_ids_are_put_right(read: str, repaired: str | None) -> None:
    assert repair_ocr_tax_id(read) == repaired


def test_a_dutch_sentence_asking_to_receive_the_amount_by_a_date_gives_the_due_date() -> None:
    rows: Rows = [
        (40, 40, "Peeters Techniek BV"),
        (40, 52, "Elkepad 7"),
        (40, 64, "2833 Mechelen"),
        (360, 40, "FACTUUR"),
        (360, 70, "Factuurnummer F-2291"),
        (40, 100, "Mechelen, 02/02/2024"),
        (40, 220, "Omschrijving"),
        (480, 220, "Bedrag"),
        (40, 234, "Tegels"),
        (480, 234, "400,00"),
        (400, 270, "Totaal"),
        (480, 270, "484,00"),
        (40, 300, "Graag ontvangen wij EUR 484,00 uiterlijk 03/03/2024."),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert (fields.invoice_date, fields.due_date) == (date(2024, 2, 2), date(2024, 3, 3))
