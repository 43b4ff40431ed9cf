"""Invented pages whose facts stand in a narrow column of cards (a label over its value) beside
the item table, and other general rules found on generated sets (no corpus copies)."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.invoice import parse_invoice
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline_tests.extract.pages import fields_of as _fields
from docproc_pipeline_tests.extract.pages import page_from_rows
from docproc_pipeline_tests.extract.pages import sized_page as _sized_page

_ROOT = Path(__file__).resolve().parents[2]  # the checkout whose package the test imports


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("Vostro riferimento", "purchase_order"),  # Italian: "your reference"
        ("Spese accessorie", "shipping"),  # ancillary charges
        ("Consegna a", "_ship_to"),
        ("Prestatore", "_vendor"),
        ("A riportare", "_carry"),  # carried forward
        ("Cliente n.", "_x"),  # the customer's number at the seller: no party heading
        ("Periodo di riferimento", "_x"),  # the service period: no invoice date
        ("Da riportare", "_carry"),
        ("Kortingsbedrag", "discount"),  # Dutch: discount amount
        ("Leveradres", "_ship_to"),
        ("Afzender", "_vendor"),
        ("Besteldatum", "_x"),  # order date: never the invoice's date
        ("Leveringsdatum", "_x"),
        ("Te betalen incl. BTW", "amount_due"),  # one label, not "to pay" and "incl. VAT"
        ("Ihr Zeichen", "purchase_order"),  # German "your reference", as in every language
        ("Unser Zeichen", "_x"),  # "our reference": the seller's own
        ("Wasz znak", "purchase_order"),  # Polish "your reference"
        ("IVA total", "tax_total"),  # Portuguese: the tax's total, not a total
    ],
)
def test_labels_of_italian_and_dutch_invoices(text: str, field: str) -> None:
    labels = find_labels(text)
    assert [(m.field, m.start, m.end) for m in labels] == [(field, 0, len(text))]


def test_to_pay_including_vat_is_the_amount_due_and_the_total() -> None:
    f = _fields(
        [
            (50, 40, "Bakker Hout B.V."),
            (50, 60, "Factuur 2024/534"),
            (53, 312, "Omschrijving"),
            (386, 312, "Aant."),
            (435, 312, "Stukprijs"),
            (516, 312, "Totaal"),
            (53, 327, "Vlonderplank grenen"),
            (394, 327, "100"),
            (440, 327, "10,00"),
            (509, 327, "1.000,00"),
            (325, 446, "Totaal exclusief BTW"),
            (505, 446, "1.000,00"),
            (325, 459, "Btw 21 % over"),
            (510, 459, "210,00"),
            (325, 472, "Te betalen incl. BTW"),
            (499, 472, "€1.210,00"),
        ]
    )
    assert f.total == Decimal("1210.00")
    assert f.amount_due == Decimal("1210.00")


def test_a_bare_number_label_over_its_value_beside_an_item_table_header() -> None:
    f = _fields(
        [
            (32, 38, "Rossi Forniture S.r.l."),
            (38, 94, "NUMERO"),
            (200, 94, "Descrizione"),
            (420, 94, "Quantità"),
            (470, 94, "Prezzo"),
            (532, 94, "Importo"),
            (38, 107, "R25/03983"),
            (200, 107, "Carta A4 80 g"),
            (430, 107, "24"),
            (482, 107, "88,45"),
            (525, 107, "2.122,80"),
            (38, 136, "DATA DOCUMENTO"),
            (38, 147, "28/02/2025"),
            (420, 227, "Totale documento"),
            (525, 227, "2.122,80"),
        ]
    )
    assert f.invoice_number == "R25/03983"


def test_a_letterhead_name_wrapping_onto_a_second_line_of_its_size_is_one_name() -> None:
    # a narrow sidebar: the name in 12 pt over two lines, its address block in 8 pt under it
    pages = _sized_page(
        (12.0, [(15, 40, "Hoedemakers & Gepa"), (15, 55, "van Bourgondie")]),
        (
            8.0,
            [
                (15, 84, "Ilsering 3"),
                (15, 94, "6573 MN Eastermar"),
                (190, 88, "Factuurnummer FV/765/03/2025"),
                (190, 100, "Factuurdatum 29/03/2025"),
                (300, 400, "Totaal"),
                (470, 400, "1.210,00"),
            ],
        ),
    )
    fields, _, _ = parse_invoice(pages)
    assert fields.vendor_name == "Hoedemakers & Gepa van Bourgondie"
    assert fields.vendor_address == "Ilsering 3, 6573 MN Eastermar"


def test_an_article_code_line_under_an_ocr_item_is_no_part_of_its_description() -> None:
    # OCR's word heights are too rough to tell the code line's smaller type from the item's
    rows = [
        (40, 40, "Studio Rossi S.r.l."),
        (40, 60, "Fattura n. 2025/118"),
        (40, 212, "Descrizione"),
        (343, 212, "Q.tà"),
        (428, 212, "Prezzo"),
        (513, 212, "Importo"),
        (40, 226, "Tenuta contabilità mensile"),
        (346, 226, "3"),
        (429, 226, "337,36"),
        (520, 226, "1.012,08"),
        (40, 238, "Articolo A-4822 · U.M.: mesi"),
        (40, 252, "Gestione progetto"),
        (346, 252, "2"),
        (429, 252, "90,00"),
        (526, 252, "180,00"),
        (40, 264, "Codice 16773 · U.M.: ore"),
        (339, 300, "Totale documento"),
        (520, 300, "1.192,08"),
    ]
    page = page_from_rows(rows, size=11.0)
    page.source = "ocr"
    fields, _, _ = parse_invoice([page])
    assert [i.description for i in fields.line_items] == [
        "Tenuta contabilità mensile",
        "Gestione progetto",
    ]


def test_an_item_row_in_parts_is_no_sender_line() -> None:
    # a long table fills page one: its rows reach into the window band, and a description in
    # dash-separated parts is read like "Name · Street · Town"
    rows = [
        (47, 35, "Builders East Ltd"),
        (44, 52, "Studio 62, Thompson Cape"),
        (44, 64, "Jasontown M3K 0XB"),
        (349, 100, "Invoice No.: HX-378"),
        (349, 112, "Date of issue: 20/10/2024"),
        (46, 150, "Description"),
        (340, 150, "Quantity"),
        (444, 150, "Unit cost"),
        (528, 150, "Total"),
        (46, 165, "Photography - half day shoot - colour: grey"),
        (370, 165, "9"),
        (454, 165, "630.00"),
        (519, 165, "5,670.00"),
    ]
    y = 180.0
    for k in range(30):
        rows += [(46, y, f"Carpet cleaning room {k + 1}"), (370, y, "1"), (454, y, "10.00")]
        rows.append((528, y, "10.00"))
        y += 15
    rows += [(400, y + 10, "Total"), (510, y + 10, "5,970.00")]
    page = page_from_rows(rows)
    page.source = "ocr"
    fields, _, _ = parse_invoice([page])
    assert fields.vendor_name == "Builders East Ltd"


def test_a_vat_id_under_a_receipts_letterhead_does_not_end_its_items() -> None:
    # "TVA:" labels the tax row of the totals too; over an id with valid check digits it is
    # the shop's VAT id, above a till receipt's headerless rows
    rows = [
        (55, 8, "Chaudet & Treboux SNC"),
        (88, 23, "rue Chenaux 60"),
        (81, 32, "9113 Sainte Duroux"),
        (73, 50, "TVA: CHE-116.281.710"),
        (79, 61, "+41 (0)20 072 26 41"),  # its figures happen to multiply out: 0.367 x 72.00
        (77, 75, "Facture simplifiée"),
        (9, 87, "N° facture"),
        (185, 87, "RE77635"),
        (10, 172, "Hébergement serveur infogéré"),
        (20, 180, "11 mois × 356,45"),
        (192, 180, "3920,95"),
        (11, 191, "Stockage cloud 1 To"),
        (19, 200, "10 mois x 70,36"),
        (195, 200, "703,60"),
        (9, 301, "Montant HT"),
        (187, 301, "4624,55"),
        (11, 321, "Total TTC"),
        (162, 321, "CHF 4624,55"),
    ]
    page = page_from_rows(rows)
    page.source = "ocr"
    f, _, _ = parse_invoice([page])
    assert [(i.description, i.amount) for i in f.line_items] == [
        ("Hébergement serveur infogéré", Decimal("3920.95")),
        ("Stockage cloud 1 To", Decimal("703.60")),
    ]


def test_a_figure_after_a_currency_abbreviation_reads_alike_under_every_hash_seed() -> None:
    # the currency marks were taken off in a set's order: "Rs" before "Rs." left ".510.72"
    code = (
        "from docproc_pipeline.extract.parse.table_rows import figure_value\n"
        "print(figure_value('Rs.510.72', '.'), figure_value('Rs.2,042.88', '.'))\n"
    )
    for seed in range(6):
        path = os.pathsep.join(filter(None, [str(_ROOT), os.environ.get("PYTHONPATH")]))
        env = {**os.environ, "PYTHONHASHSEED": str(seed), "PYTHONPATH": path}
        out = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
        )
        assert out.stdout.split() == ["510.72", "2042.88"], seed


def test_a_card_label_takes_the_value_under_it_not_one_just_touching_it_from_above() -> None:
    # OCR's tall boxes: the value of the card above reaches a point into the label's height
    labels = [
        (330, 319, "NETTOSUMME"),
        (328, 340, "+ 0 % UST"),
        (329, 365, "ENDBETRAG"),
        (328, 388, "ABZÜGLICH VORAUSZAHLUNG"),
        (329, 411, "RESTBETRAG"),
    ]
    values = [
        (522, 329, "364,53"),
        (545, 350, "0,00"),
        (515, 375, "€ 364,53"),
        (523, 398, "-100,00"),
        (515, 421, "€ 264,53"),
    ]
    head = [
        (34, 39, "Lutz & Dallinger AG"),
        (302, 115, "RE.-NR."),
        (303, 126, "FV/971/03/2026"),
        (93, 214, "Artikel / Leistung"),
        (280, 214, "Menge"),
        (356, 214, "Einzelpr."),
        (500, 214, "Betrag"),
        (93, 231, "Malerarbeiten Innenwände"),
        (304, 231, "87"),
        (396, 231, "4,19"),
        (538, 231, "364,53"),
    ]
    words = [
        *page_from_rows(head, size=11.0).words,
        *page_from_rows(labels, size=11.0).words,
        *page_from_rows(values, size=15.5).words,
    ]
    page = Page(number=1, width=595.0, height=842.0, words=words, source="ocr")
    fields, _, _ = parse_invoice([page])
    assert fields.total == Decimal("364.53")
    assert fields.amount_due == Decimal("264.53")


def test_a_brazilian_cep_of_eight_digits_before_the_town_and_state_is_a_postcode() -> None:
    pages = _sized_page(
        (14.0, [(45, 38, "Gráfica Gomes Ltda.")]),
        (
            9.0,
            [
                (445, 38, "Nota Fiscal 24-9498"),
                (45, 82, "Estação Siqueira, 22"),
                (45, 92, "42941417 Fernandes - AL"),
                (45, 130, "Cliente"),
                (45, 142, "Serviços Montenegro S.A."),
                (350, 108, "Data de emissão: 01/05/2024"),
                (400, 300, "Total"),
                (500, 300, "R$ 284,00"),
            ],
        ),
    )
    fields, _, _ = parse_invoice(pages)
    assert fields.vendor_address == "Estação Siqueira, 22, 42941417 Fernandes - AL"


def test_a_swiss_franc_figure_under_a_label_whose_words_run_on_is_its_value() -> None:
    # "Net à payer TTC" over "Fr. 1'230,00": the figure's cell opens with the franc's "Fr."
    f = _fields(
        [
            (38, 40, "Cossy SA"),
            (38, 60, "Facture 2024-117"),
            (419, 306, "Net à payer TTC"),
            (492, 320, "Fr. 1'232,34"),
            (419, 342, "Acompte versé"),
            (520, 352, "-232,34"),
            (419, 369, "Reste à payer"),
            (492, 379, "Fr. 1'000,00"),
        ]
    )
    assert f.total == Decimal("1232.34")
    assert f.amount_due == Decimal("1000.00")


def test_a_word_far_right_under_a_card_label_is_not_its_value() -> None:
    # a column of cards beside the totals block: "VTO." over its date, with the totals'
    # "Suma" label on the line between, at the block's left edge
    pages = _sized_page(
        (15.9, [(32, 38, "Andres Diseño SL")]),
        (7.3, [(38, 94, "FACTURA Nº"), (38, 136, "FECHA FACTURA"), (38, 176.3, "VTO.")]),
        (7.9, [(419, 183.5, "Suma"), (419, 230, "Total")]),
        (
            11.4,
            [
                (38, 107, "FV/863/01/2024"),
                (38, 147, "02-01-2024"),
                (38, 187.1, "16-02-2024"),
                (521, 192.7, "10.173,69"),
                (521, 240, "10.173,69"),
            ],
        ),
    )
    fields, _, _ = parse_invoice(pages)
    assert fields.due_date == date(2024, 2, 16)


def test_a_bare_number_label_alone_on_its_line_over_its_value() -> None:
    # a card column beside the item table, whose rows sit a little off the cards' lines
    pages = _sized_page(
        (16.6, [(32, 36, "Le Roux & Gallet EURL")]),
        (7.6, [(38, 93, "DATE"), (38, 136, "NUMÉRO")]),
        (11.9, [(38, 106, "21 août 2024"), (38, 146.4, "2024-A-03634")]),
        (
            9.4,
            [
                (201, 93.3, "Libellé"),
                (446, 93.3, "Qté."),
                (481, 93.3, "P.U. HT"),
                (529, 93.3, "Montant"),
                (201, 106.4, "Développement logiciel"),
                (451, 106.4, "9,5"),
                (485, 106.4, "144,00"),
                (529, 106.4, "1 368,00"),
                (201, 138.6, "Gestion de projet"),
                (451, 138.6, "2"),
                (485, 138.6, "100,00"),
                (536, 138.6, "200,00"),
                (419, 200, "Total TTC"),
                (529, 200, "1 568,00"),
            ],
        ),
    )
    fields, _, _ = parse_invoice(pages)
    assert fields.invoice_number == "2024-A-03634"


def test_a_bare_number_label_in_the_footers_bank_column_is_no_invoice_number() -> None:
    pages = _sized_page(
        (23.8, [(421, 38, "Sales Invoice")]),
        (12.9, [(517, 63, "08579")]),
        (
            10.0,
            [
                (48, 60, "Engineering Ramirezton Ltd."),
                (51, 225, "Item"),
                (295, 225, "Qty"),
                (404, 225, "Price"),
                (504, 225, "Line Total"),
                (51, 240, "Site survey"),
                (300, 240, "1"),
                (404, 240, "500.00"),
                (510, 240, "500.00"),
                (404, 270, "Total"),
                (510, 270, "500.00"),
            ],
        ),
        (
            7.9,
            [
                (298, 750, "Bank name: National Banca"),
                (298, 758, "Transit: 01234"),
                (298, 767, "No.: 4346976"),
            ],
        ),
    )
    fields, _, _ = parse_invoice(pages)
    assert fields.invoice_number == "08579"
