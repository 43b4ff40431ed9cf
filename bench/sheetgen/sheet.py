"""A thin layer over an openpyxl worksheet: locale-aware cells, borders, fills, widths."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.worksheet import Worksheet

from .invoice import Invoice
from .locales import DATE_STYLES
from .money import date_text, money, number, price_places, quantity

THIN = Side(style="thin", color="808080")
HAIR = Side(style="hair", color="A0A0A0")
MEDIUM = Side(style="medium", color="404040")


def _excel_money(fmt: str, places: int = 2) -> str:
    body = "#,##0." + "0" * places
    pre, _, post = fmt.partition("{n}")
    return (f'"{pre}"' if pre else "") + body + (f'"{post}"' if post else "")


class Sheet:
    def __init__(self, ws: Worksheet, inv: Invoice, font: str, accent: str) -> None:
        self.ws, self.inv, self.font, self.accent = ws, inv, font, accent
        self.spec = inv.spec
        self.widths: dict[int, float] = {}
        self.cell_mode = inv.number_mode == "cell"

    # -- writing -------------------------------------------------------------------------
    def put(self, r: int, c: int, value: Any, *, bold: bool = False, size: float = 9,
            align: str | None = None, fill: str | None = None, color: str = "000000",
            italic: bool = False, wrap: bool = False, fmt: str | None = None,
            measure: str | None = None) -> Any:
        cell = self.ws.cell(row=r, column=c, value=value)
        cell.font = Font(name=self.font, size=size, bold=bold, italic=italic, color=color)
        if align or wrap:
            cell.alignment = Alignment(horizontal=align, vertical="center", wrap_text=wrap)
        if fill:
            cell.fill = PatternFill("solid", start_color=fill, end_color=fill)
        if fmt:
            cell.number_format = fmt
        text = measure if measure is not None else ("" if value is None else str(value))
        weight = 1.1 if bold else 1.0
        need = len(text) * weight * size / 9
        if not wrap and need > self.widths.get(c, 0):
            self.widths[c] = need
        return cell

    def money(self, r: int, c: int, value: Decimal, cur: bool = False, **kw: Any) -> Any:
        text = money(value, self.spec) if cur else number(value, self.spec)
        kw.setdefault("align", "right")
        if self.cell_mode:
            body = _excel_money(self.spec.money_fmt) if cur else "#,##0.00"
            return self.put(r, c, value, fmt=f"[$-{self.spec.lcid}]{body}", measure=text, **kw)
        return self.put(r, c, text, **kw)

    def price(self, r: int, c: int, value: Decimal, **kw: Any) -> Any:
        places = price_places(value)
        text = number(value, self.spec, places)
        kw.setdefault("align", "right")
        if self.cell_mode:
            fmt = f"[$-{self.spec.lcid}]#,##0." + "0" * places
            return self.put(r, c, value, fmt=fmt, measure=text, **kw)
        return self.put(r, c, text, **kw)

    def qty(self, r: int, c: int, value: Decimal, unit: str = "", **kw: Any) -> Any:
        text = quantity(value, self.spec) + (f" {unit}" if unit else "")
        kw.setdefault("align", "right")
        if self.cell_mode and not unit:
            return self.put(r, c, value, fmt=f"[$-{self.spec.lcid}]General", measure=text, **kw)
        return self.put(r, c, text, **kw)

    def date(self, r: int, c: int, day: dt.date, style: str | None = None, **kw: Any) -> Any:
        style = style or self.inv.date_style
        text = date_text(day, self.spec, style)
        if self.cell_mode:
            fmt = f"[$-{self.spec.lcid}]{DATE_STYLES[style][0]}"
            return self.put(r, c, day, fmt=fmt, measure=text, **kw)
        return self.put(r, c, text, **kw)

    def pct(self, rate: Decimal) -> str:
        sep = "" if self.spec.lang in ("en", "nl", "it", "pt") else " "
        return f"{quantity(rate, self.spec)}{sep}%"

    # -- decoration ----------------------------------------------------------------------
    def fill(self, r1: int, c1: int, r2: int, c2: int, colour: str) -> None:
        for row in self.ws.iter_rows(min_row=r1, max_row=r2, min_col=c1, max_col=c2):
            for cell in row:
                cell.fill = PatternFill("solid", start_color=colour, end_color=colour)

    def grid(self, r1: int, c1: int, r2: int, c2: int, side: Side = THIN) -> None:
        for row in self.ws.iter_rows(min_row=r1, max_row=r2, min_col=c1, max_col=c2):
            for cell in row:
                cell.border = Border(left=side, right=side, top=side, bottom=side)

    def hlines(self, r1: int, c1: int, r2: int, c2: int, side: Side = HAIR) -> None:
        for row in self.ws.iter_rows(min_row=r1, max_row=r2, min_col=c1, max_col=c2):
            for cell in row:
                cell.border = Border(bottom=side)

    def box(self, r1: int, c1: int, r2: int, c2: int, side: Side = MEDIUM) -> None:
        for row in self.ws.iter_rows(min_row=r1, max_row=r2, min_col=c1, max_col=c2):
            for cell in row:
                b = cell.border
                cell.border = Border(
                    left=side if cell.column == c1 else b.left,
                    right=side if cell.column == c2 else b.right,
                    top=side if cell.row == r1 else b.top,
                    bottom=side if cell.row == r2 else b.bottom)

    def merge(self, r1: int, c1: int, r2: int, c2: int) -> None:
        self.ws.merge_cells(start_row=r1, start_column=c1, end_row=r2, end_column=c2)

    def forget_width(self, c: int) -> None:
        self.widths.pop(c, None)

    def apply_widths(self, minimum: dict[int, float], factor: float,
                     maximum: dict[int, float] | None = None) -> None:
        cols = set(minimum) | set(self.widths)
        for c in cols:
            width = max(minimum.get(c, 4), self.widths.get(c, 0) * factor + 1.5)
            if maximum and c in maximum:
                width = min(width, maximum[c])
            self.ws.column_dimensions[get_column_letter(c)].width = round(width, 1)
