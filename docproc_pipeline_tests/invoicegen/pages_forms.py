"""Layouts of common business designs: a band with a strip of facts (label above value), a
form of ruled boxes with a small label in each box's corner, and a statement-like invoice with
dated ledger lines, earlier balances and a remittance slip."""

from __future__ import annotations

import random
from datetime import timedelta
from decimal import Decimal

from reportlab.lib.colors import white

from . import draw as d
from .model import GeneratedInvoice, Line
from .vocabulary import load_vocab


def _forms(inv: GeneratedInvoice, rng: random.Random) -> dict[str, str]:
    """This layout family's extra words (vocab 'forms'), one option each."""
    return {k: rng.choice(v) for k, v in load_vocab(inv.language)["forms"].items()}


def _new_page(pen: d.Pen, top: float) -> float:
    d.page_number(pen, pen.c.getPageNumber())
    pen.c.showPage()
    return top


# ---- meta strip ---------------------------------------------------------------------------
def _buyer(inv: GeneratedInvoice) -> list[str]:
    """The customer's name, address and (unless the reverse-charge note names it) VAT id."""
    tax = d.tax_id_line(inv, vendor=False)
    extra = [tax] if tax and not inv.reverse_charge else []
    return [inv.customer.name, *inv.customer.lines, *extra]


def _strip_cells(inv: GeneratedInvoice) -> list[tuple[str, str]]:
    lab = inv.labels
    cells = [(lab["invoice_no"], inv.invoice_number), (lab["date"], inv.date(inv.invoice_date))]
    if inv.due_date:
        cells.append((lab["due"], inv.date(inv.due_date)))
    cells.append((lab["amount_due"], inv.money(inv.amount_due)))
    cells.append((lab["customer_no"], inv.extras["customer_no"]))
    return cells


def _item_detail(inv: GeneratedInvoice, ln: Line, forms: dict[str, str]) -> str:
    """The grey second line under an item: its article code and unit."""
    unit = f" · {inv.labels['col_unit']}: {ln.unit}" if ln.unit else ""
    return f"{inv.labels['col_item_no']} {ln.item_no}{unit}"


def _strip_items(pen: d.Pen, inv: GeneratedInvoice, m: float, y: float, forms: dict[str, str]
                 ) -> float:  # fmt: skip
    w, h = pen.c._pagesize
    lab, s = inv.labels, 8.5
    cols = [(w - m - 200, lab["col_qty"]), (w - m - 100, lab["col_price"]), (w - m, lab["col_amount"])]  # fmt: skip
    y -= 14
    pen.text(m, y, lab["col_desc"], 7.5, bold=True, color=d.grey(0.4))
    for x, head in cols:
        pen.text(x, y, head, 7.5, bold=True, align="right", color=d.grey(0.4))
    pen.rule(m, y - 4, w - m, 0.6, pen.accent)
    y -= 4
    for ln in inv.lines:
        parts = pen.wrap(ln.description, w - 2 * m - 230, s, bold=True)
        if y - s * 1.35 * (len(parts) + 1) - 8 < 150:
            y = _new_page(pen, h - 60)
        top = y
        for part in parts:
            y -= s * 1.35
            pen.text(m, y, part, s, bold=True)
        y -= s * 1.25
        pen.text(m, y, _item_detail(inv, ln, forms), s - 1.5, color=d.grey(0.45))
        values = [inv.qty(ln.quantity), inv.price(ln.unit_price), inv.num(ln.amount)]
        for (x, _), value in zip(cols, values, strict=True):
            pen.text(x, top - s * 1.35, value, s, align="right")
        y -= 6
        pen.rule(m, y, w - m, 0.2, d.grey(0.7))
    return y - 6


def meta_strip(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """A coloured band with the seller's name in white; one row of fact cells (label above
    value); items with a bold description and a grey detail line; totals in a right box;
    payment details in a boxed panel at the bottom."""
    w, h = pen.c._pagesize
    m, forms = 40, _forms(inv, rng)
    pen.box(0, h, w, 78, fill=pen.accent, stroke=False)
    pen.text(m, h - 36, inv.vendor.name, pen.fit(inv.vendor.name, w / 2, 18, True), bold=True, color=white)  # fmt: skip
    pen.text(m, h - 54, ", ".join(inv.vendor.lines), 7.5, color=white)
    pen.text(w - m, h - 40, inv.labels["title"].upper(), 16, bold=True, align="right", color=white)
    cells, y = _strip_cells(inv), h - 92
    cw = (w - 2 * m) / len(cells)
    pen.box(m, y, w - 2 * m, 38, fill=d.grey(0.95), stroke=False)
    for i, (label, value) in enumerate(cells):
        x = m + i * cw
        if i:
            pen.c.line(x, y - 4, x, y - 34)
        pen.text(x + 6, y - 13, label, pen.fit(label, cw - 10, 7), color=d.grey(0.4))
        pen.text(x + 6, y - 29, value, pen.fit(value, cw - 10, 10, True), bold=True)
    y -= 52
    yc = pen.lines(m, y, [inv.labels["bill_to"]], 8, bold=True, color=d.grey(0.4))
    yc = pen.lines(m, yc, _buyer(inv), 9)
    side = [x for x in [d.tax_id_line(inv), *d.contact_lines(inv)] if x]
    if inv.purchase_order:
        side.append(f"{inv.labels['po']}: {inv.purchase_order}")
    ys = pen.lines(w / 2 + 40, y, side, 8)
    y = _strip_items(pen, inv, m, min(yc, ys) - 16, forms)
    rows = d.totals_rows(inv, rng)
    if y - 14 * len(rows) - 60 < 150:
        y = _new_page(pen, h - 60)
    y_top = y
    y = d.totals_block(pen, w - m - 6, y - 4, rows, width=210, boxed=True)
    if len(inv.tax_rows) > 1:
        d.breakdown_table(pen, inv, m, y_top)
    pen.lines(m, min(y, y_top - 60) - 6, d.note_lines(inv), 8)
    pen.box(m, 140, w - 2 * m, 80, lw=0.8)
    pen.text(m + 8, 127, inv.labels["bank"], 8.5, bold=True, color=pen.accent)
    pen.lines(m + 8, 124, [*d.bank_lines(inv, heading=False), f"{forms['reference']}: {inv.invoice_number}"][:5], 8)  # fmt: skip
    pen.lines(w / 2 + 40, 124, d.legal_lines(inv)[1:3], 7.5)
    return 0


# ---- form boxes ---------------------------------------------------------------------------
def _field(pen: d.Pen, x: float, y: float, w: float, h: float, label: str, lines: list[str],
           size: float = 8.5, bold: bool = False, align: str = "left") -> None:  # fmt: skip
    """A ruled box with a small label in its top-left corner and its value(s) below."""
    pen.box(x, y, w, h, lw=0.6)
    pen.text(x + 3, y - 7, label.upper(), 5.5, color=d.grey(0.3))
    yy = y - 9
    for ln in lines:
        yy -= size * 1.2
        if align == "right":
            pen.text(x + w - 4, yy, ln, size, bold=bold, align="right")
        else:
            pen.text(x + 4, yy, ln, pen.fit(ln, w - 8, size, bold), bold=bold)


FORM_COLS = (("item_no", 0.11), ("desc", 0.0), ("qty", 0.07), ("unit", 0.07), ("price", 0.12),
             ("disc", 0.08), ("vat", 0.07), ("amount", 0.13))  # fmt: skip


def _form_cells(inv: GeneratedInvoice, ln: Line) -> dict[str, str]:
    return {"item_no": ln.item_no, "qty": inv.qty(ln.quantity), "unit": ln.unit or "",
            "price": inv.price(ln.unit_price), "disc": inv.rate(Decimal(0)),
            "vat": f"{inv.rate(ln.rate)} %", "amount": inv.num(ln.amount)}  # fmt: skip


def _form_items(pen: d.Pen, inv: GeneratedInvoice, m: float, y: float, forms: dict[str, str]
                ) -> float:  # fmt: skip
    w, h = pen.c._pagesize
    fixed = sum(f for _, f in FORM_COLS)
    widths = [(w - 2 * m) * (f or 1 - fixed) for _, f in FORM_COLS]
    heads = {"disc": forms["col_disc"], **{k: inv.labels[d.HEADER_KEY[k]] for k, _ in FORM_COLS if k != "disc"}}  # fmt: skip

    def header(y: float) -> float:
        x = m
        for (key, _), cw in zip(FORM_COLS, widths, strict=True):
            pen.box(x, y, cw, 16, fill=d.grey(0.9), lw=0.6)
            pen.text(x + 3, y - 11, heads[key], pen.fit(heads[key], cw - 5, 7, True), bold=True)
            x += cw
        return y - 16

    y = header(y)
    for ln in inv.lines:
        parts = pen.wrap(ln.description, widths[1] - 6, 8)
        rh = 8 * 1.3 * len(parts) + 6
        if y - rh < 110:
            y = header(_new_page(pen, h - 60))
        x, cells = m, _form_cells(inv, ln)
        for (key, _), cw in zip(FORM_COLS, widths, strict=True):
            pen.box(x, y, cw, rh, lw=0.4)
            if key == "desc":
                pen.lines(x + 3, y - 1, parts, 8)
            elif key in ("item_no", "unit"):
                pen.text(x + 3, y - 11.4, cells[key], 8)
            else:
                pen.text(x + cw - 3, y - 11.4, cells[key], 8, align="right")
            x += cw
        y -= rh
    return y - 8


def _tax_summary(pen: d.Pen, inv: GeneratedInvoice, x: float, y: float, forms: dict[str, str]
                 ) -> float:  # fmt: skip
    """Rate | base | tax per rate, always printed, as a small ruled grid."""
    t = inv.texts
    pen.text(x, y - 9, forms["tax_summary"], 8, bold=True)
    y -= 13
    for row in [(t["bd_rate"], t["bd_base"], t["bd_tax"])] + [
        (f"{inv.rate(r.rate)} %", inv.num(r.base), inv.num(r.amount)) for r in inv.tax_rows
    ]:
        for i, value in enumerate(row):
            pen.box(x + i * 80, y, 80, 15, lw=0.5)
            pen.text(x + i * 80 + 76, y - 11, value, pen.fit(value, 72, 8), align="right")
        y -= 15
    return y


def form_boxes(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """A form: every value in a ruled box with a small label in the top-left corner (seller,
    buyer, a grid of facts), items with article code, discount % and VAT % columns, a tax
    summary grid (rate | base | tax) above the totals boxes."""
    w, h = pen.c._pagesize
    m, forms, half = 30, _forms(inv, rng), (w - 60) / 2
    lab, top = inv.labels, h - 30
    seller = [inv.vendor.name, *inv.vendor.lines, *[x for x in [d.tax_id_line(inv)] if x]]
    _field(pen, m, top, half, 86, lab["from"], seller, 8.5)
    pen.box(m + half, top, half, 86, lw=0.6)
    pen.text(m + 1.5 * half, top - 40, lab["title"].upper(), pen.fit(lab["title"].upper(), half - 20, 18, True), bold=True, align="center")  # fmt: skip
    pen.text(m + 1.5 * half, top - 60, inv.invoice_number, 11, bold=True, align="center")
    buyer = _buyer(inv)
    y = top - 86
    pairs = d.meta_pairs(inv, rng)
    rows = (len(pairs) + 1) // 2
    bh = max(86.0, 11 * len(buyer) + 16)
    _field(pen, m, y, half, bh, lab["bill_to"], buyer, 8.5)
    fh = bh / rows
    for k, (label, value) in enumerate(pairs):
        _field(pen, m + half + (k % 2) * half / 2, y - (k // 2) * fh, half / 2, fh, label, [value], 9, bold=True)  # fmt: skip
    if len(pairs) % 2:
        pen.box(m + 1.5 * half, y - (rows - 1) * fh, half / 2, fh, lw=0.6)
    y = _form_items(pen, inv, m, y - bh - 12, forms)
    rows_t = d.totals_rows(inv, rng)
    if y - 15 * (len(inv.tax_rows) + 2) - 23 * len(rows_t) < 110:
        y = _new_page(pen, h - 60)
    y = _tax_summary(pen, inv, w - m - 240, y, forms) - 6
    for label, value, strong in rows_t:
        _field(pen, w - m - 240, y, 240, 23, label, [value], 9, bold=strong, align="right")
        y -= 23
    pen.lines(m, y + 23 * len(rows_t) + 20, [s for t in d.note_lines(inv) for s in pen.wrap(t, w - 2 * m - 260, 8)], 8)  # fmt: skip
    _field(pen, m, 96, w - 2 * m, 62, lab["bank"], [" · ".join(d.bank_lines(inv, heading=False)), " · ".join(d.contact_lines(inv)), " · ".join(d.legal_lines(inv))], 7.5)  # fmt: skip
    return 0


# ---- statement ledger ---------------------------------------------------------------------
def _ledger_row(pen: d.Pen, xs: list[float], y: float, cells: list[str], size: float,
                bold: bool = False) -> None:  # fmt: skip
    pen.text(xs[0], y, cells[0], size, bold=bold)
    pen.text(xs[1], y, cells[1], size, bold=bold)
    for x, value in zip(xs[2:], cells[2:], strict=True):
        pen.text(x, y, value, size, bold=bold, align="right")


def _ledger(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random, m: float, y: float,
            forms: dict[str, str]) -> float:  # fmt: skip
    """Dated item lines, then the earlier balance and the payment received (distractors)."""
    w, h = pen.c._pagesize
    lab, s = inv.labels, 8.5
    # the date column as wide as its widest cell (the longest date, the header) and a gap
    widest = max(pen.width(inv.date(inv.invoice_date.replace(month=9, day=28)), s), pen.width(forms["col_date"], 7.5, True))  # fmt: skip
    xs = [m, m + widest + 14, w - m - 190, w - m - 100, w - m]
    pen.box(m - 4, y, w - 2 * m + 8, 16, fill=d.grey(0.9), stroke=False)
    _ledger_row(pen, xs, y - 11.5, [forms["col_date"], lab["col_desc"], lab["col_qty"], lab["col_price"], lab["col_amount"]], 7.5, bold=True)  # fmt: skip
    y -= 18
    day = inv.invoice_date - timedelta(days=rng.randint(len(inv.lines), 28))
    for ln in inv.lines:
        parts = pen.wrap(ln.description, xs[2] - xs[1] - 60, s)
        if y - s * 1.35 * len(parts) < 190:
            y = _new_page(pen, h - 60)
        day = min(day + timedelta(days=rng.randint(0, 3)), inv.invoice_date)
        y -= s * 1.35
        _ledger_row(pen, xs, y, [inv.date(day), parts[0], inv.qty(ln.quantity), inv.price(ln.unit_price), inv.num(ln.amount)], s)  # fmt: skip
        for part in parts[1:]:
            y -= s * 1.35
            pen.text(xs[1], y, part, s)
        y -= 4
    pen.rule(m, y, w - m, 0.4)
    balance = Decimal(inv.extras.get("previous_balance") or rng.randint(2000, 250000)) / (
        1 if inv.extras.get("previous_balance") else 100
    )
    paid_on = inv.invoice_date.replace(day=1)
    for when, label, value in ((paid_on - timedelta(days=1), lab["previous_balance"], balance),
                               (paid_on + timedelta(days=rng.randint(0, 5)), forms["payment_received"], -balance)):  # fmt: skip
        y -= s * 1.45
        _ledger_row(pen, xs, y, [inv.date(when), label, "", "", inv.num(value)], s)
    return y - 8


def _remittance(pen: d.Pen, inv: GeneratedInvoice, m: float, forms: dict[str, str]) -> None:
    """The slip at the bottom: cut line, request, number, customer no., amount due."""
    w = float(pen.c._pagesize[0])
    pen.c.setDash(3, 3)
    pen.rule(m - 10, 150, w - m + 10, 0.6)
    pen.c.setDash()
    pen.text(m, 138, forms["remit"], 8, italic=True)
    lab = inv.labels
    pairs = [(lab["invoice_no"], inv.invoice_number), (lab["customer_no"], inv.extras["customer_no"]),
             (lab["amount_due"], inv.money(inv.amount_due)), (forms["amount_enclosed"], "")]  # fmt: skip
    cw = (w - 2 * m) / 4
    for i, (label, value) in enumerate(pairs):
        pen.box(m + i * cw, 128, cw - 6, 34, lw=0.5)
        pen.text(m + i * cw + 4, 118, label, pen.fit(label, cw - 14, 7), color=d.grey(0.35))
        pen.text(m + i * cw + 4, 102, value, 9.5, bold=True)
    pen.lines(m, 86, [inv.vendor.name, *inv.vendor.lines[:2]], 8)
    pen.lines(w / 2, 86, d.bank_lines(inv, heading=False)[:3], 7.5)


def statement_ledger(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """A statement-like invoice: dated ledger lines, the previous balance and the payment
    received after them, the invoice's own totals ending in the amount due, and a remittance
    slip at the bottom repeating number, customer and amount due."""
    w, h = pen.c._pagesize
    m, forms = 45, _forms(inv, rng)
    pen.text(m, h - 50, inv.vendor.name, 14, bold=True)
    yv = pen.lines(m, h - 54, [*inv.vendor.lines, *[x for x in [d.tax_id_line(inv)] if x]], 8)
    pen.text(w - m, h - 50, inv.labels["title"], 16, bold=True, align="right", color=pen.accent)
    ym = h - 62
    pairs = d.meta_pairs(inv, rng, extra=False) + [(inv.labels["customer_no"], inv.extras["customer_no"])]  # fmt: skip
    for label, value in pairs:
        ym -= 12
        pen.text(w - m - 200, ym, label, 8.5)
        pen.text(w - m, ym, value, 8.5, bold=True, align="right")
    y = min(yv, ym) - 16
    y = pen.lines(m, y, _buyer(inv), 9)
    y = _ledger(pen, inv, rng, m, y - 18, forms)
    rows = d.totals_rows(inv, rng)
    if y - 14 * len(rows) - 50 < 160:
        y = _new_page(pen, h - 60)
    y_top = y
    y = d.totals_block(pen, w - m, y, rows, width=200)
    if len(inv.tax_rows) > 1:
        d.breakdown_table(pen, inv, m, y_top)
    notes = d.note_lines(inv, previous_balance=False)  # the ledger prints the balance
    pen.lines(m, min(y, y_top - 50), notes[:3], 8)
    _remittance(pen, inv, m, forms)
    return 0
