"""Charges a bill prints as formulas, proven by their arithmetic (invented pages):

- a section of "name | factors multiplied | amount" rows with no item table over it, the rows
  under the first naming only their period ("P2 800 kWh x 0,100000 €/kWh"): one item per row,
  named by the charge and its period; two factors are the quantity and the unit price, three
  (kW x days x price) none of the invoice's columns; a levy's rate of a base ("5,112696 %
  s/275,00 €") is a charge too, the VAT's is not;
- a formula run on from an item's name in an item table is cut from its description (a
  percentage's too: a tax on a base), unless its product misses the amount."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import Rows, fields_of


def _bill() -> Rows:
    return [
        (40, 20, "FACTURA DE ELECTRICIDAD"),
        (40, 40, "Nº FACTURA: 7730012"), (300, 40, "FECHA DE EMISIÓN: 03/02/2026"),
        (48, 100, "TÉRMINO DE ENERGÍA"),
        (48, 114, "Energía consumida"), (200, 114, "P1 1.200 kWh x 0,150000 €/kWh"),
        (560, 114, "180,00 €"),
        (200, 128, "P2 800 kWh x 0,100000 €/kWh"), (560, 128, "80,00 €"),
        (48, 142, "Término de potencia"), (200, 142, "P1 10 kW x 30 días x 0,050000 €/kW día"),
        (560, 142, "15,00 €"),
        (48, 156, "Alquiler de contador"), (200, 156, "30 días x 0,200000 €/día"),
        (560, 156, "6,00 €"),
        (48, 170, "Impuesto eléctrico"), (200, 170, "5,112696 % s/275,00 €"),
        (560, 170, "14,06 €"),
        (48, 184, "IMPORTE TOTAL"), (560, 184, "295,06 €"),
        (48, 198, "IVA"), (200, 198, "21 % s/295,06 €"), (560, 198, "61,96 €"),
        (48, 212, "TOTAL IMPORTE FACTURA"), (560, 212, "357,02 €"),
    ]  # fmt: skip


def test_formula_rows_are_the_charges() -> None:
    items = fields_of(_bill()).line_items
    assert [(i.description, i.quantity, i.unit_price, i.amount) for i in items] == [
        ("Energía consumida P1", 1200, Decimal("0.15"), Decimal("180.00")),
        ("Energía consumida P2", 800, Decimal("0.10"), Decimal("80.00")),
        ("Término de potencia P1", None, None, Decimal("15.00")),
        ("Alquiler de contador", 30, Decimal("0.20"), Decimal("6.00")),
        ("Impuesto eléctrico", None, None, Decimal("14.06")),
    ]


def _table(charge: str, amount: str) -> Rows:
    return [
        (40, 20, "FACTURA"),
        (40, 40, "Factura nº: A-2291"), (300, 40, "Fecha: 12/01/2026"),
        (40, 100, "Concepto"), (500, 100, "Importe"),
        (40, 116, charge), (500, 116, amount),
        (40, 132, "Cuota de servicio"), (500, 132, "12,00"),
        (400, 170, "Total"), (500, 170, "999,99"),
    ]  # fmt: skip


def test_a_formula_after_the_name_is_cut_from_the_description() -> None:
    item = fields_of(_table("Consumo punta 2.000,000 kWh x 0,050000 Eur/kWh", "100,00")).line_items[
        0
    ]
    assert (item.description, item.quantity, item.unit_price) == (
        "Consumo punta",
        2000,
        Decimal("0.05"),
    )


def test_a_percentage_of_a_base_is_no_quantity() -> None:
    item = fields_of(_table("Impuesto eléctrico 1.000,00 Eur x 5,112696 %", "51,13")).line_items[0]
    assert (item.description, item.quantity, item.unit_price) == ("Impuesto eléctrico", None, None)


def test_a_product_missing_the_amount_leaves_the_text() -> None:
    text = "Consumo punta 2.000,000 kWh x 0,050000 Eur/kWh"
    item = fields_of(_table(text, "120,00")).line_items[0]
    assert item.description == text
