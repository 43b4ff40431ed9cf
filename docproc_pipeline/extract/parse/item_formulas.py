"""Charges a bill prints as formulas, each proven by its arithmetic whatever the language of its
words: a charge's name, its factors multiplied (a quantity and its unit, a number of days, a
price per unit) and the amount they make.

- A formula run on from an item's name is no part of its description ("Pot. P1 65,000 kW x 31
  días x 0,053859 Eur/kW y día" → "Pot. P1"); of two factors, the first is the quantity and
  the second the unit price ("8.009,000 kWh x 0,036020 Eur/kWh").
- A bill's section of formula rows with no item table over them ("Energía Referenciada |
  P2 1.275 kWh x 0,181671 €/kWh | 231,63 €"), the rows under the first naming only their period
  ("P3 682 kWh x 0,137841 €/kWh | 94,01 €"): each row an item named by the charge over it and
  its period.

A product that does not make the amount to the cent is no formula: the text stays as printed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.lines import Line
from docproc_pipeline.extract.parse.numbers import find_money, money2, parse_number, within_a_cent
from docproc_pipeline.extract.parse.table_rows import norm_price, norm_qty
from docproc_pipeline.extract.parse.vocab import alternatives
from docproc_pipeline.invoice import LineItem

# the sign between a formula's factors, set apart by spaces ("22 kW x 30 días")
_TIMES = re.compile(r"\s+[x×*]\s+")
# the first factor closing the charge's name: its figure and perhaps one word of unit
_FIRST_FACTOR = re.compile(
    r"^(?:(?P<head>.*\S)\s+)?(?P<figure>\d[\d.,]*)(?:\s*(?P<unit>[^\d\s]+))?$"
)
# a further factor: its figure and a few words of unit ("0,053859 Eur/kW y día")
_NEXT_FACTOR = re.compile(r"^(?P<figure>\d[\d.,]*)(?:\s*(?P<unit>[^\d]+))?$")
_UNIT_WORDS_MAX = 3
# a word of the charge's name left before the formula ("Pot." in "Pot. P1 65,000 kW x ...")
_NAME_WORD = re.compile(r"[^\W\d_]{3}")
# how many proven formula rows make a section of charges (one alone may be anything)
_ROWS_MIN = 2


@dataclass(frozen=True, slots=True)
class Formula:
    head: str  # the text before the first factor: the charge's name, its period, or nothing
    factors: tuple[Decimal, ...]
    rate: bool = False  # a factor is a percentage ("3.517,27 Eur x 5,1126963 %"): a tax's base

    def makes(self, amount: Decimal | None) -> bool:
        if amount is None:
            return False
        product = Decimal(1)
        for f in self.factors:
            product *= f
        return within_a_cent(money2(product), amount)

    def quantity_and_price(self) -> tuple[Decimal | None, Decimal | None]:
        """Two factors are a quantity and its unit price; more (kW x days x price per kW and
        day) are none of the invoice's columns."""
        if self.rate or len(self.factors) != 2:
            return None, None
        return self.factors[0], self.factors[1]


def formula_of(text: str, decimal_sep: str) -> Formula | None:
    """`text` read as a name closed by factors multiplied ("P1 22 kW x 30 días x 0,040338 €/kW
    día"); None when it holds no such formula at its end."""
    # (a formula in brackets after the name: "Alquiler del contador ( 31 días x 0,31 Eur/día )")
    parts = _TIMES.split(text.strip().removesuffix(")").rstrip())
    if len(parts) < 2:
        return None
    first = _FIRST_FACTOR.match(parts[0])
    if first is None:
        return None
    figures = [(first.group("figure"), first.group("unit") or "")]
    for part in parts[1:]:
        factor = _NEXT_FACTOR.match(part)
        unit = (factor.group("unit") or "").strip() if factor is not None else ""
        if factor is None or len(unit.split()) > _UNIT_WORDS_MAX:
            return None
        figures.append((factor.group("figure"), unit))
    values = [parse_number(f.rstrip(".,"), decimal_sep) for f, _ in figures]
    if any(v is None or v == 0 for v in values):
        return None
    factors = tuple(
        v / 100 if unit.startswith("%") else v
        for v, (_, unit) in zip(values, figures, strict=True)
        if v is not None
    )
    head = (first.group("head") or "").removesuffix("(").rstrip()
    return Formula(head, factors, rate=any(unit.startswith("%") for _, unit in figures))


def without_formulas(items: list[LineItem], decimal_sep: str) -> None:
    """Cut the formula an item's description closes with when it makes the item's amount; fill
    the quantity and unit price of a two-factor formula where the row printed none."""
    for item in items:
        formula = formula_of(item.description or "", decimal_sep)
        if formula is None or not _NAME_WORD.search(formula.head) or not formula.makes(item.amount):
            continue  # (a period's code alone, "P2", names no charge: the formula stays)
        item.description = formula.head
        qty, price = formula.quantity_and_price()
        if item.quantity is None and item.unit_price is None and qty is not None:
            item.quantity, item.unit_price = norm_qty(qty), norm_price(price)


def formula_items(lines: list[Line], decimal_sep: str) -> tuple[list[LineItem], set[int]]:
    """The charges of a section of formula rows (see the module's note) and the lines they were
    read from; none unless at least `_ROWS_MIN` rows are proven by their arithmetic."""
    items: list[LineItem] = []
    used: set[int] = set()
    name: str | None = None  # the charge named by the last formula row
    last = -2  # the index of that row
    for line in lines:
        row = _formula_row(line, decimal_sep)
        if row is None:
            continue
        label, formula, amount = row
        if label is None and (name is None or last != line.index - 1 or not formula.head):
            continue  # a period's row under no charge
        name = label if label is not None else name
        last = line.index
        description = f"{name} {formula.head}".strip()
        qty, price = formula.quantity_and_price()
        qty, price = (None, None) if qty is None else (norm_qty(qty), norm_price(price))
        items.append(
            LineItem(description=description, quantity=qty, unit_price=price, amount=amount)
        )
        used.add(line.index)
    return (items, used) if len(items) >= _ROWS_MIN else ([], set())


def _formula_row(line: Line, decimal_sep: str) -> tuple[str | None, Formula, Decimal] | None:
    """A line of a charge's name (or none), a formula and its amount, each in a cell of its own,
    the formula's product making the amount."""
    cells = [s.text.strip() for s in line.segments]
    if not 2 <= len(cells) <= 3 or not (_TIMES.search(cells[-2]) or "%" in cells[-2]):
        return None
    money = find_money(cells[-1], decimal_sep)
    if len(money) != 1 or money[0].start > 1 or len(cells[-1]) - money[0].end > 2:
        return None
    label = cells[0] if len(cells) == 3 else None
    if label is not None and re.search(r"\d", label):
        return None
    formula = formula_of(cells[-2], decimal_sep)
    if formula is None and label is not None and not _tax_label(label):
        formula = _share_of_base(cells[-2], decimal_sep)
    if formula is None or not formula.makes(money[0].value):
        return None
    return label, formula, money[0].value


# a rate of a base ("5,11269632 % s/488,15 €": a levy on the charges above)
_SHARE_OF_BASE = re.compile(
    r"^(?P<rate>\d[\d.,]*)\s*%\s*(?:"
    + alternatives("rate_on_base")
    + r")\s*(?P<base>\d[\d.,]*\d)\s*\S{0,3}$",
    re.IGNORECASE,
)


def _share_of_base(text: str, decimal_sep: str) -> Formula | None:
    found = _SHARE_OF_BASE.match(text)
    if found is None:
        return None
    rate = parse_number(found.group("rate"), decimal_sep)
    base = parse_number(found.group("base"), decimal_sep)
    if rate is None or base is None:
        return None
    return Formula("", (base, rate / 100), rate=True)


def _tax_label(text: str) -> bool:
    """Whether the name is the invoice's tax's (VAT on the net sum: "IVA", "MwSt"): no charge."""
    return any(m.field == "tax" for m in find_labels(text))
