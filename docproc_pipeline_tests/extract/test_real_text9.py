"""Rules from real text-layer invoices of session 9 (French, Dutch, German, Spanish, Polish,
Portuguese, English), each on an invented page."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.lines import page_lines
from docproc_pipeline_tests.extract.pages import Rows, page_from_rows


def _markdown_page() -> Rows:
    # an invoice written in Markdown and printed as its source: bold marks and a piped table
    return [
        (40, 30, "Atelier Brume"),
        (40, 42, "Rue des Lilas 4, 1000 Bruxelles"),
        (40, 70, "**Facture N° :** F-2026-17"),
        (40, 84, "**Date :** 12/03/2026"),
        (40, 130, "| Description | Quantité | Prix unitaire | Montant |"),
        (40, 142, "|--------------|----------|---------------|---------|"),
        (40, 154, "| Retouche de photos | 3 | 40,00 | 120,00 |"),
        (40, 200, "**Total à payer :** 120,00 EUR"),
    ]


def test_a_markdown_sources_bold_marks_and_rule_row_are_not_text() -> None:
    texts = [ln.text for ln in page_lines(page_from_rows(_markdown_page()))]
    assert "Facture N° : F-2026-17" in texts
    assert not any("---" in t or "**" in t for t in texts)


def test_a_markdown_tables_bordered_row_is_split_into_cells() -> None:
    lines = page_lines(page_from_rows(_markdown_page()))
    row = next(ln for ln in lines if ln.text.startswith("Retouche"))
    assert [s.text for s in row.segments] == ["Retouche de photos", "3", "40,00", "120,00"]
    assert all(w.text != "|" for w in row.words)
    fields, _, _ = parse_invoice([page_from_rows(_markdown_page())])
    assert fields.invoice_number == "F-2026-17"
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items] == [
        ("Retouche de photos", Decimal("3"), Decimal("120.00"))
    ]


def test_a_sender_line_with_bars_keeps_them() -> None:
    # "Name | Street | Town" above a window-envelope address is not a bordered table row
    lines = page_lines(page_from_rows([(40, 30, "Atelier Brume | Rue des Lilas 4 | Bruxelles")]))
    assert [s.text for s in lines[0].segments] == ["Atelier Brume | Rue des Lilas 4 | Bruxelles"]


def _tex_euro_page(sign: str) -> Rows:
    # a LaTeX invoice whose font extracts the euro sign as a lone "e" after each amount
    return [
        (40, 30, "Tischlerei Ahorn"),
        (40, 42, "Werkstraße 9, 04109 Leipzig"),
        (320, 80, "Rechnungsnummer: 2026-031"),
        (320, 92, "Rechnungsdatum: 02.03.2026"),
        (40, 140, "Leistung"),
        (300, 140, "Stunden"),
        (380, 140, "Satz"),
        (460, 140, "Betrag"),
        (40, 160, "Regal aufbauen"),
        (300, 160, "4,0"),
        (380, 160, f"45,00 {sign}"),
        (460, 160, f"180,00 {sign}"),
        (40, 180, "Tür einpassen"),
        (300, 180, "2,0"),
        (380, 180, f"45,00 {sign}"),
        (460, 180, f"90,00 {sign}"),
        (380, 220, "Summe Netto"),
        (460, 220, f"270,00 {sign}"),
        (380, 236, "Umsatzsteuer 19%"),
        (460, 236, f"51,30 {sign}"),
        (380, 252, "Summe Brutto"),
        (460, 252, f"321,30 {sign}"),
    ]


def test_a_tex_fonts_euro_sign_extracted_as_a_lone_e_is_the_euro() -> None:
    fields, _, _ = parse_invoice([page_from_rows(_tex_euro_page("e"))])
    assert fields.currency == "EUR"
    assert fields.total == Decimal("321.30")
    assert [i.amount for i in fields.line_items] == [Decimal("180.00"), Decimal("90.00")]


def test_an_e_after_one_amount_stays_a_word() -> None:
    # one "e" after an amount (Italian "e", and) is no currency sign
    rows: Rows = [(40, 30, "Importo 100,00 e spese"), (40, 42, "Totale 100,00")]
    lines = page_lines(page_from_rows(rows))
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert lines[0].text == "Importo 100,00 e spese"
    assert fields.currency != "EUR"


def test_a_vat_column_after_a_net_amount_column_is_skipped_though_its_figures_stand_far_right() -> (
    None
):
    # "Wartość netto" ends one column, "VAT (23%)" heads the next (not "net of VAT"); its
    # figures are right-aligned to the table's edge, past the left-aligned header
    rows: Rows = [
        (40, 30, "Pracownia Lipa"),
        (40, 42, "ul. Polna 3, 00-950 Warszawa"),
        (300, 60, "Faktura nr FV/7/2026"),
        (300, 72, "Data wystawienia: 04-02-2026"),
        (20, 140, "Lp."),
        (60, 140, "NAZWA TOWARU"),
        (200, 140, "ILOŚĆ"),
        (250, 140, "CENA NETTO"),
        (320, 140, "WARTOŚĆ NETTO"),
        (410, 140, "VAT (23%)"),
        (20, 154, "1"),
        (60, 154, "Miód lipowy"),
        (210, 154, "4"),
        (260, 154, "12,50"),
        (350, 154, "50,00"),
        (470, 154, "11,50"),
        (320, 200, "WARTOŚĆ NETTO"),
        (420, 200, "50,00"),
        (320, 214, "Razem do zapłaty"),
        (420, 214, "61,50"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("Miód lipowy", Decimal("4"), Decimal("12.50"), Decimal("50.00"))
    ]


def test_a_last_header_word_is_not_the_last_column_when_a_wrapped_cell_stands_right_of_it() -> None:
    # "Disc." ends its header line, but "Net" wrapped onto the line above heads the amounts
    rows: Rows = [
        (30, 30, "Moulin Vert SARL"),
        (300, 60, "Invoice FA-2026-12"),
        (300, 72, "Date: 03/02/2026"),
        (400, 134, "Net"),
        (40, 140, "Description"),
        (220, 140, "Quantity"),
        (290, 140, "Unit Price"),
        (350, 140, "Disc."),
        (30, 160, "Lavender soap 100g"),
        (230, 160, "12"),
        (295, 160, "2.50"),
        (420, 160, "30.00"),
        (330, 200, "Total"),
        (420, 200, "30.00"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [i.amount for i in fields.line_items] == [Decimal("30.00")]


def _copy_marked_page(mark: str, number: int) -> Page:
    rows: Rows = [
        (260, 20, mark),
        (30, 50, "Gráfica Los Álamos"),
        (30, 62, "Domicilio Comercial: Av. Rivadavia 5120 - Ciudad de Buenos Aires"),
        (340, 50, "FACTURA"),
        (340, 62, "Punto de Venta: 00002 Comp. Nro: 00000451"),
        (340, 74, "Fecha de Emisión: 14/05/2026"),
        (30, 100, "Apellido y Nombre / Razón Social: Club Social Palermo"),
        (20, 140, "Producto / Servicio"),
        (200, 140, "Cantidad"),
        (260, 140, "U. Medida"),
        (320, 140, "Precio Unit."),
        (380, 140, "% Bonif"),
        (430, 140, "Imp. Bonif."),
        (510, 140, "Subtotal"),
        (20, 160, "Folletos color A5"),
        (210, 160, "2,00"),
        (260, 160, "unidades"),
        (330, 160, "1500,00"),
        (390, 160, "0,00"),
        (450, 160, "0,00"),
        (510, 160, "3000,00"),
        (420, 300, "Subtotal: $"),
        (500, 300, "3000,00"),
        (420, 316, "Importe Total: $"),
        (500, 316, "3000,00"),
    ]
    page = page_from_rows(rows)
    return Page(number=number, width=page.width, height=page.height, words=page.words)


def test_a_copy_of_the_invoice_differing_only_in_its_copy_mark_is_not_read_again() -> None:
    pages = [
        _copy_marked_page("ORIGINAL", 1),
        _copy_marked_page("DUPLICADO", 2),
        _copy_marked_page("TRIPLICADO", 3),
    ]
    fields, _, _ = parse_invoice(pages)
    assert len(fields.line_items) == 1
    assert fields.total == Decimal("3000.00")


def test_bonification_columns_are_discounts_not_quantity_or_price() -> None:
    fields, _, _ = parse_invoice([_copy_marked_page("ORIGINAL", 1)])
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in fields.line_items] == [
        ("Folletos color A5", Decimal("2"), Decimal("1500.00"), Decimal("3000.00"))
    ]


def test_the_folio_of_a_mercantile_register_entry_is_not_the_invoice_number() -> None:
    # "TOMO 100 LIBRO 0 FOLIO 45 HOJA M-1234": the registry page of the seller, not a folio
    rows: Rows = [
        (30, 30, "Reformas Encina S.L."),
        (30, 42, "B12345674"),
        (300, 60, "Factura"),
        (300, 72, "Fecha: 24/11/2025"),
        (30, 140, "Concepto"),
        (460, 140, "Importe"),
        (30, 160, "Pintura de fachada"),
        (460, 160, "800,00"),
        (400, 220, "Total Factura"),
        (470, 220, "968,00"),
        (
            20,
            760,
            "Reformas Encina SL CIF B12345674 R.M. Madrid TOMO 100 LIBRO 0 FOLIO 45 HOJA M-1234",
        ),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.invoice_number != "45"


def test_an_argentine_comprobante_number_is_the_invoice_number() -> None:
    fields, _, _ = parse_invoice([_copy_marked_page("ORIGINAL", 1)])
    assert fields.invoice_number == "00000451"


def test_a_service_period_column_named_after_the_service_is_not_the_description() -> None:
    # "Zeitpunkt der Leistung" (when the service was rendered) holds a month of a year; the
    # description is under "Leistungsbeschreibung"
    rows: Rows = [
        (40, 30, "Fliesen Korn"),
        (40, 42, "Hafenweg 2, 28195 Bremen"),
        (320, 80, "Rechnungsnummer: 2026-044"),
        (320, 92, "Rechnungsdatum: 02.04.2026"),
        (40, 140, "Leistungsbeschreibung"),
        (200, 140, "Zeitpunkt der Leistung"),
        (320, 140, "Stunden"),
        (380, 140, "Satz"),
        (460, 140, "Betrag"),
        (40, 160, "Fliesen legen"),
        (210, 160, "03.2026"),
        (330, 160, "5,0"),
        (380, 160, "40,00"),
        (460, 160, "200,00"),
        (380, 220, "Summe Netto"),
        (460, 220, "200,00"),
        (380, 236, "Summe Brutto"),
        (460, 236, "238,00"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert [(i.description, i.quantity, i.amount) for i in fields.line_items] == [
        ("Fliesen legen", Decimal("5"), Decimal("200.00"))
    ]


def test_invoice_with_a_colon_opening_its_cell_labels_the_number() -> None:
    rows: Rows = [
        (300, 30, "Lotus Staffing Limited"),
        (300, 42, "Park Street 14, Kolkata 700016"),
        (260, 80, "TAX INVOICE"),
        (40, 110, "Bill To:-"),
        (300, 110, "Date: 06 Feb 2026"),
        (40, 122, "Orchid Systems Private Limited"),
        (300, 122, "Invoice: LSL/KO0007/26"),
        (40, 160, "Description"),
        (460, 160, "Amount"),
        (40, 176, "Contract staffing January"),
        (460, 176, "42000.00"),
        (380, 220, "Total"),
        (460, 220, "42000.00"),
    ]
    fields, _, _ = parse_invoice([page_from_rows(rows)])
    assert fields.invoice_number == "LSL/KO0007/26"
