"""Blocks shared by the layouts: parties, invoice facts, item table, totals, footer."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from decimal import Decimal

from ..invoice import Invoice, Line
from ..money import number
from ..sheet import HAIR, THIN, Sheet

Fact = tuple[str, "dt.date | str"]


def spaced_iban(iban: str) -> str:
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def vendor_block(sh: Sheet, r: int, c: int, *, size: float = 14, color: str = "000000",
                 align: str | None = None, contact: bool = True) -> int:
    inv = sh.inv
    sh.put(r, c, inv.vendor.name, bold=True, size=size, color=color, align=align, measure="")
    r += 1
    for line in inv.vendor.lines:
        sh.put(r, c, line, align=align, measure="")
        r += 1
    if contact:
        lab = inv.labels
        sh.put(r, c, f"{lab['phone']} {inv.vendor.phone}  ·  {inv.vendor.email}", align=align,
               measure="", size=8)
        r += 1
    if inv.vendor.tax_id:
        sh.put(r, c, f"{tax_label(inv)}: {inv.vendor.tax_id}", align=align, measure="", size=8)
        r += 1
    return r


def tax_label(inv: Invoice) -> str:
    return inv.labels["ein"] if inv.spec.country == "US" else inv.labels["vat_id"]


def customer_block(sh: Sheet, r: int, c: int, *, title: bool = True, fill: str | None = None,
                   width: int = 1) -> int:
    inv, lab = sh.inv, sh.inv.labels
    if title:
        sh.put(r, c, lab["bill_to"], bold=True, fill=fill, color="FFFFFF" if fill else "000000",
               measure="")
        if fill and width > 1:
            sh.fill(r, c, r, c + width - 1, fill)
        r += 1
    sh.put(r, c, inv.customer.name, bold=True, measure="")
    r += 1
    for line in inv.customer.lines:
        sh.put(r, c, line, measure="")
        r += 1
    if inv.customer.tax_id:
        sh.put(r, c, f"{lab['cust_vat']}: {inv.customer.tax_id}", size=8, measure="")
        r += 1
    return r


def facts(inv: Invoice) -> list[Fact]:
    """Invoice facts in print order (label, value); dates stay dates for the cell writer."""
    lab = inv.labels
    out: list[Fact] = [(lab["invoice_no"], inv.number), (lab["date"], inv.issued)]
    if inv.due:
        out.append((lab["due"], inv.due))
    if inv.customer_no:
        out.append((lab["customer_no"], inv.customer_no))
    if inv.po:
        out.append((lab["po"], inv.po))
    if inv.order_date:
        out.append((lab["order_date"], inv.order_date))
    if inv.delivery_date:
        out.append((lab["delivery_date"], inv.delivery_date))
    return out


def put_fact(sh: Sheet, r: int, c: int, value: dt.date | str, **kw: object) -> None:
    if isinstance(value, dt.date):
        sh.date(r, c, value, **kw)  # type: ignore[arg-type]
    else:
        sh.put(r, c, value, **kw)  # type: ignore[arg-type]


def fact_pairs(sh: Sheet, r: int, c: int, *, shade: str | None = None, grid: bool = False,
               align: str = "right") -> int:
    for label, value in facts(sh.inv):
        sh.put(r, c, label, bold=True, fill=shade, align=None if shade else align)
        put_fact(sh, r, c + 1, value, align="right")
        if grid:
            sh.grid(r, c, r, c + 1)
        r += 1
    return r


# -- item table ---------------------------------------------------------------------------
Writer = Callable[[Sheet, int, int, Line, int], None]


def _w_desc(sh: Sheet, r: int, c: int, li: Line, i: int) -> None:
    sh.put(r, c, li.description)


def _w_qty(sh: Sheet, r: int, c: int, li: Line, i: int) -> None:
    sh.qty(r, c, li.qty)


def _w_qty_unit(sh: Sheet, r: int, c: int, li: Line, i: int) -> None:
    sh.qty(r, c, li.qty, li.unit)


def _w_unit(sh: Sheet, r: int, c: int, li: Line, i: int) -> None:
    sh.put(r, c, li.unit, align="center")


def _w_price(sh: Sheet, r: int, c: int, li: Line, i: int) -> None:
    sh.price(r, c, li.unit_price)


def _w_amount(sh: Sheet, r: int, c: int, li: Line, i: int) -> None:
    sh.money(r, c, li.amount)


def _w_pos(sh: Sheet, r: int, c: int, li: Line, i: int) -> None:
    sh.put(r, c, str(i + 1), align="center")


def _w_sku(sh: Sheet, r: int, c: int, li: Line, i: int) -> None:
    sh.put(r, c, li.sku if li.amount >= 0 else "", align="left")


def _w_vat(sh: Sheet, r: int, c: int, li: Line, i: int) -> None:
    sh.put(r, c, sh.pct(li.rate), align="right")


def _w_gross(sh: Sheet, r: int, c: int, li: Line, i: int) -> None:
    from ..money import r2

    sh.money(r, c, r2(li.amount * (100 + li.rate) / 100))


def _w_list(sh: Sheet, r: int, c: int, li: Line, i: int) -> None:
    sh.price(r, c, li.list_price if li.list_price is not None else li.unit_price)


def _w_disc(sh: Sheet, r: int, c: int, li: Line, i: int) -> None:
    sh.put(r, c, quantity_or_dash(sh, li.disc_pct), align="right")


def _w_day(sh: Sheet, r: int, c: int, li: Line, i: int) -> None:
    if li.day:
        sh.date(r, c, li.day, "dot" if sh.inv.date_style in ("long", "long_dot", "long_de",
                                                              "long_us") else None, align="center")


def quantity_or_dash(sh: Sheet, value: Decimal | None) -> str:
    return "–" if not value else sh.pct(value)


COLUMNS: dict[str, tuple[str, Writer]] = {
    "desc": ("desc", _w_desc), "qty": ("qty", _w_qty), "qty_unit": ("qty", _w_qty_unit),
    "unit": ("unit", _w_unit), "price": ("price", _w_price), "amount": ("amount", _w_amount),
    "pos": ("pos", _w_pos), "sku": ("sku", _w_sku), "vat": ("vat_pct", _w_vat),
    "gross": ("gross", _w_gross), "list": ("list", _w_list), "disc": ("disc_pct", _w_disc),
    "net_price": ("net_price", _w_price), "net": ("net", _w_amount), "day": ("day", _w_day),
    "task": ("task", _w_desc), "hours": ("hours", _w_qty), "rate": ("price", _w_price),
}


def item_table(sh: Sheet, r: int, c0: int, cols: list[str], *, head_fill: str,
               head_color: str = "FFFFFF", ruled: str = "grid", empty_rows: int = 0,
               zebra: str | None = None, lines: list[Line] | None = None, start: int = 0) -> int:
    """Header row plus one row per line (plus empty ruled rows); returns the next row."""
    lab = sh.inv.labels
    for k, key in enumerate(cols):
        align = "left" if key in ("desc", "task", "sku") else "center"
        sh.put(r, c0 + k, lab[COLUMNS[key][0]], bold=True, fill=head_fill, color=head_color,
               align=align)
    first = r
    r += 1
    lines = sh.inv.lines if lines is None else lines
    for i, li in enumerate(lines):
        for k, key in enumerate(cols):
            COLUMNS[key][1](sh, r, c0 + k, li, start + i)
        if zebra and i % 2 == 1:
            sh.fill(r, c0, r, c0 + len(cols) - 1, zebra)
        r += 1
    r += empty_rows
    last = r - 1
    if ruled == "grid":
        sh.grid(first, c0, last, c0 + len(cols) - 1)
    elif ruled == "lines":
        sh.hlines(first, c0, last, c0 + len(cols) - 1, HAIR)
        sh.hlines(first, c0, first, c0 + len(cols) - 1, THIN)
    return r


# -- totals ---------------------------------------------------------------------------------
def totals_rows(inv: Invoice, sh: Sheet) -> list[tuple[str, Decimal, str]]:
    """(label, amount, style) in print order; style: plain, strong, grand."""
    lab = inv.labels
    rows: list[tuple[str, Decimal, str]] = [(lab["subtotal"], inv.subtotal, "plain")]
    if inv.discount is not None:
        text = lab["discount"]
        if inv.discount_pct is not None:
            text += f" {sh.pct(inv.discount_pct)}"
        rows.append((text, -inv.discount, "plain"))
    if inv.shipping is not None:
        rows.append((lab["shipping"], inv.shipping, "plain"))
    vat = lab["sales_tax"] if inv.sales_tax else lab["vat"]
    multi = len(inv.tax_rows) > 1
    for row in inv.tax_rows:
        text = f"{vat} {sh.pct(row.rate)}"
        if multi:
            text += f" ({lab['base']} {number(row.base, inv.spec)})"
        rows.append((text, row.amount, "plain"))
    if multi and inv.print_tax_total:
        rows.append((f"{vat} {lab['total']}", inv.tax_amount, "plain"))
    rows.append((lab["total"], inv.total, "strong"))
    if inv.deposit is not None:
        rows.append((lab["deposit"], -inv.deposit, "plain"))
    if inv.show_due_amount:
        rows.append((lab["due_amount"], inv.amount_due or inv.total, "grand"))
    return rows


def totals_block(sh: Sheet, r: int, label_col: int, amount_col: int, *, fill: str | None = None,
                 grid: bool = False, cur: str = "grand") -> int:
    """Labels right-aligned in label_col, amounts in amount_col; currency on the big rows."""
    for text, value, style in totals_rows(sh.inv, sh):
        strong = style != "plain"
        sh.put(r, label_col, text, bold=strong, align="right", measure="")
        with_cur = style == "grand" or (style == "strong" and cur != "grand")
        with_cur = with_cur or (style == "strong" and not sh.inv.show_due_amount)
        sh.money(r, amount_col, value, cur=with_cur, bold=strong,
                 fill=fill if style == "grand" or (style == "strong" and not
                                                     sh.inv.show_due_amount) else None)
        if grid:
            sh.grid(r, amount_col, r, amount_col)
        r += 1
    return r


# -- footer and page ------------------------------------------------------------------------
def bank_lines(inv: Invoice) -> list[str]:
    lab = inv.labels
    if inv.iban:
        return [f"{lab['bank']}: IBAN {spaced_iban(inv.iban)}  ·  BIC {inv.bic}"]
    seed = sum(ord(ch) for ch in inv.number)
    if inv.spec.country == "US":
        return [f"{lab['bank']}: {lab['routing']} 0{seed % 10}{seed * 7919 % 10**7:07d}  ·  "
                f"{lab['account']} {seed * 104729 % 10**10:010d}"]
    return [f"{lab['bank']}: Banco 341 · Agência {seed % 9000 + 1000} · "
            f"{lab['account']} {seed * 7919 % 10**6:06d}-{seed % 10}"]


def notes(inv: Invoice) -> list[str]:
    lab = inv.labels
    out = []
    if inv.terms:
        out.append(f"{lab['terms']}: {inv.terms}")
    if inv.reverse_charge:
        out.append(lab["reverse"])
    if inv.previous_balance is not None:
        from ..money import money

        out.append(lab["prev_balance"].format(a=money(inv.previous_balance, inv.spec)))
    return out


def footer_block(sh: Sheet, r: int, c: int, *, bank: bool = True, thanks: bool = True) -> int:
    inv = sh.inv
    for text in notes(inv):
        sh.put(r, c, text, measure="")
        r += 1
    r += 1
    if bank:
        for text in bank_lines(inv):
            sh.put(r, c, text, size=8, measure="")
            r += 1
    if thanks:
        sh.put(r, c, inv.labels["thanks"], italic=True, measure="")
        r += 1
    return r


def header_footer_text(text: str) -> str:
    return text.replace("&", "&&")


def page_setup(sh: Sheet, last_row: int, last_col: int, *, landscape: bool = False,
               title_rows: str | None = None, page_footer: bool = True) -> None:
    from openpyxl.utils import get_column_letter

    ws, inv = sh.ws, sh.inv
    ws.print_area = f"A1:{get_column_letter(last_col)}{last_row}"
    ws.page_setup.orientation = "landscape" if landscape else "portrait"
    ws.page_setup.paperSize = ws.PAPERSIZE_LETTER if inv.spec.code == "en_US" else ws.PAPERSIZE_A4
    ws.sheet_properties.pageSetUpPr.fitToPage = True
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
    ws.page_margins.left = ws.page_margins.right = 0.5
    ws.page_margins.top = ws.page_margins.bottom = 0.6
    ws.sheet_view.showGridLines = False
    if title_rows:
        ws.print_title_rows = title_rows
    if page_footer and inv.print_date:
        from ..money import date_text

        other = "iso" if inv.date_style != "iso" else "dot"
        ws.oddFooter.left.text = header_footer_text(
            f"{inv.labels['printed']} {date_text(inv.print_date, inv.spec, other)}")
        ws.oddFooter.left.size = 7
    if page_footer:
        ws.oddFooter.right.text = inv.labels["page"]
        ws.oddFooter.right.size = 7
