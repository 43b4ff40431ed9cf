"""Layouts with less common geometry: grids, cards, side columns, letters, receipts, wide
tables, facts in a label row, totals on the left, details only in the footer."""

from __future__ import annotations

import random

from reportlab.lib.colors import white
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm

from . import draw as d
from .draw import finish_totals
from .model import GeneratedInvoice


def _columns(rng: random.Random, wide: bool = False) -> list[str]:
    cols = ["desc", "qty", "price", "amount"]
    if rng.random() < 0.5:
        cols.insert(0, "pos")
    if wide or rng.random() < 0.3:
        cols.insert(cols.index("qty") + 1, "unit")
    return cols


def _customer_block(pen: d.Pen, inv: GeneratedInvoice, x: float, y: float, heading: bool = True,
                    size: float = 9) -> float:  # fmt: skip
    if heading:
        pen.text(x, y - size, inv.labels["bill_to"], size - 0.5, bold=True)
        y -= size + 2
    y = pen.lines(x, y, [inv.customer.name, *inv.customer.lines], size)
    tax = d.tax_id_line(inv, vendor=False)
    if tax and not inv.reverse_charge:
        y = pen.lines(x, y, [tax], size - 0.5)
    return y


# ---- bordered grid ------------------------------------------------------------------------
def bordered_grid(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """Every cell boxed: header boxes, a label|value grid of facts, grid table and totals."""
    w, h = pen.c._pagesize
    m = 36
    top = h - 36
    pen.box(m, top, w - 2 * m, 90)
    pen.text(m + 8, top - 20, inv.vendor.name, 13, bold=True)
    pen.lines(m + 8, top - 24, [*inv.vendor.lines, d.tax_id_line(inv) or ""][:5], 8)
    pen.box(w - m - 170, top, 170, 90, fill=d.grey(0.92))
    title = inv.labels["title"].upper()
    pen.text(
        w - m - 85, top - 52, title, pen.fit(title, 160, 18, bold=True), bold=True, align="center"
    )
    y = top - 100
    pairs = d.meta_pairs(inv, rng)
    cw = (w - 2 * m) / 2
    for k, (label, value) in enumerate(pairs):
        x, yy = m + (k % 2) * cw, y - (k // 2) * 18
        pen.box(x, yy, cw * 0.45, 18, fill=d.grey(0.95))
        pen.box(x + cw * 0.45, yy, cw * 0.55, 18)
        pen.text(x + 4, yy - 12.5, label, 8.5)
        pen.text(x + cw * 0.45 + 4, yy - 12.5, value, 8.5, bold=True)
    y -= 18 * ((len(pairs) + 1) // 2) + 10
    pen.box(m, y, w - 2 * m, 80)
    yc = _customer_block(pen, inv, m + 8, y - 4)
    if inv.ship_to:
        pen.text(m + cw + 8, y - 13, inv.labels["ship_to"], 8.5, bold=True)
        pen.lines(m + cw + 8, y - 15, list(inv.ship_to), 9)
    y = min(y - 80, yc) - 12
    table = d.Table(_columns(rng), m, w - 2 * m, style="grid", bottom=100)
    y = d.draw_items(pen, inv, table, y, d.simple_break(h - 50))
    rows = d.totals_rows(inv, rng)
    if y - 18 * len(rows) < 110:
        d.page_number(pen, pen.c.getPageNumber())
        pen.c.showPage()
        y = h - 60
    x0, lw, vw = w - m - 260, 170, 90
    for label, value, strong in rows:
        pen.box(x0, y, lw, 18, fill=d.grey(0.95) if strong else None)
        pen.box(x0 + lw, y, vw, 18, fill=d.grey(0.95) if strong else None)
        pen.text(x0 + 4, y - 12.5, label, 8.5, bold=strong)
        pen.text(x0 + lw + vw - 4, y - 12.5, value, 8.5, bold=strong, align="right")
        y -= 18
    if len(inv.tax_rows) > 1:
        d.breakdown_table(pen, inv, m, y + 18 * len(rows))
    y = pen.lines(m, y - 8, d.note_lines(inv), 8)
    pen.box(m, 88, w - 2 * m, 58)
    pen.lines(m + 6, 86, d.bank_lines(inv)[:4], 7)
    pen.lines(w / 2, 86, d.contact_lines(inv) + d.legal_lines(inv)[1:2], 7)
    return 0


# ---- vertical cards -----------------------------------------------------------------------
def vertical_cards(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """Facts as a column of cards (label above value) on the left, items and totals right."""
    w, h = pen.c._pagesize
    m, cw = 32, 150
    pen.text(m, h - 50, inv.vendor.name, 14, bold=True, color=pen.accent)
    pen.text(w - m, h - 50, inv.labels["title"], 14, align="right")
    pen.lines(m, h - 54, [", ".join(inv.vendor.lines)], 8)
    y = h - 90
    cards = d.meta_pairs(inv, rng) + [(inv.labels["amount_due"], inv.money(inv.amount_due))]
    for label, value in cards:
        pen.box(m, y, cw, 34, fill=d.grey(0.96))
        pen.text(m + 6, y - 12, label.upper(), 6.5, color=d.grey(0.35))
        pen.text(m + 6, y - 26, value, 10, bold=True)
        y -= 40
    pen.box(m, y, cw, 14 * (len(inv.customer.lines) + 2) + 8, fill=d.grey(0.96))
    _customer_block(pen, inv, m + 6, y - 3, size=8)
    x = m + cw + 16
    table = d.Table(_columns(rng), x, w - m - x, size=8, style="plain", bottom=120)
    yt = d.draw_items(pen, inv, table, h - 90, d.simple_break(h - 60))
    yt -= 8
    for label, value, strong in d.totals_rows(inv, rng):
        pen.box(w - m - 150, yt, 150, 30 if strong else 26, stroke=strong)
        pen.text(w - m - 144, yt - 10, label, 7, color=d.grey(0.35))
        pen.text(
            w - m - 6,
            yt - (24 if strong else 21),
            value,
            11 if strong else 9,
            bold=strong,
            align="right",
        )
        yt -= 32 if strong else 27
    if len(inv.tax_rows) > 1:
        yt = d.breakdown_table(pen, inv, x, yt)
    pen.lines(x, min(yt, y) - 10, d.note_lines(inv), 8)
    pen.lines(m, 70, d.bank_lines(inv, heading=False)[:3] + d.legal_lines(inv)[:1], 7)
    pen.lines(w / 2 + 20, 70, d.contact_lines(inv), 7)
    return 0


# ---- sidebar ------------------------------------------------------------------------------
def sidebar(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """A coloured left column with the vendor, contact and bank details; invoice on the right."""
    w, h = pen.c._pagesize
    sw = 165
    pen.box(0, h, sw, h, fill=pen.accent, stroke=False)
    yy = h - 50
    for part in pen.wrap(inv.vendor.name, sw - 30, 12, bold=True):
        pen.text(15, yy, part, 12, bold=True, color=white)
        yy -= 15
    yy = pen.lines(15, yy, list(inv.vendor.lines), 8, color=white)
    yy = pen.lines(15, yy - 14, d.contact_lines(inv), 7.5, color=white)
    yy = pen.lines(
        15,
        yy - 14,
        [s for line in d.bank_lines(inv) for s in pen.wrap(line, sw - 25, 7.5)],
        7.5,
        color=white,
    )
    pen.lines(
        15,
        yy - 14,
        [s for line in d.legal_lines(inv) for s in pen.wrap(line, sw - 25, 7.5)],
        7.5,
        color=white,
    )
    x, r = sw + 25, w - 30
    pen.text(x, h - 60, inv.labels["title"], 24, bold=True, color=pen.accent)
    y = _customer_block(pen, inv, x, h - 85)
    ym = h - 85
    for label, value in d.meta_pairs(inv, rng):
        pen.text(r - 170, ym - 9, label, 8.5, color=d.grey(0.35))
        pen.text(r, ym - 9, value, 8.5, bold=True, align="right")
        ym -= 13
    y = min(y, ym) - 25
    table = d.Table(_columns(rng), x, r - x, size=8, style="rules", bottom=70)
    y = d.draw_items(pen, inv, table, y, d.simple_break(h - 50))
    finish_totals(pen, inv, rng, r, y, x)
    return 0


# ---- summary on top -----------------------------------------------------------------------
def summary_top(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """A box with the amount due, due date and number at the top, before parties and items."""
    w, h = pen.c._pagesize
    m = 45
    pen.text(m, h - 48, inv.vendor.name, 12, bold=True)
    pen.text(m, h - 60, " | ".join(inv.vendor.lines), 7.5)
    pen.box(m, h - 75, w - 2 * m, 62, fill=d.grey(0.93), stroke=False)
    pen.text(m + 12, h - 92, inv.labels["amount_due"], 9)
    pen.text(m + 12, h - 118, inv.money(inv.amount_due), 22, bold=True)
    cols = [(inv.labels["invoice_no"], inv.invoice_number)]
    cols.append(
        (inv.labels["due"], inv.date(inv.due_date))
        if inv.due_date
        else (inv.labels["date"], inv.date(inv.invoice_date))
    )
    for i, (label, value) in enumerate(cols):
        x = m + 260 + i * 130
        pen.text(x, h - 92, label, 8.5)
        pen.text(x, h - 110, value, 11, bold=True)
    y = h - 160
    pen.text(w - m, y, inv.labels["title"], 16, bold=True, align="right")
    yc = _customer_block(pen, inv, m, y + 8)
    ym = y - 10
    rest = [p for p in d.meta_pairs(inv, rng) if p[1] not in (inv.invoice_number,)]
    for label, value in rest:
        ym -= 12
        pen.text(w - m - 180, ym, label, 8.5)
        pen.text(w - m, ym, value, 8.5, align="right")
    y = min(yc, ym) - 22
    table = d.Table(_columns(rng), m, w - 2 * m, style=rng.choice(["rules", "zebra"]), bottom=100)
    y = d.draw_items(pen, inv, table, y, d.simple_break(h - 50))
    finish_totals(pen, inv, rng, w - m, y, m)
    pen.lines(m, 70, d.bank_lines(inv, heading=False)[:3], 7)
    pen.lines(w / 2, 70, d.legal_lines(inv)[:2] + d.contact_lines(inv)[1:2], 7)
    return 0


# ---- minimal freelancer -------------------------------------------------------------------
def minimal_freelancer(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """Plain text, no rules or boxes: 'Label: value' lines and items as simple lines."""
    w, h = pen.c._pagesize
    m, s = 60, 9.5
    y = pen.lines(m, h - 50, [inv.vendor.name, *inv.vendor.lines, *d.contact_lines(inv)[:2]], s)
    y -= 20
    pen.text(m, y, inv.labels["title"], 14, bold=True)
    y = pen.lines(
        m, y - 6, [f"{label}: {value}" for label, value in d.meta_pairs(inv, rng, extra=False)], s
    )
    y -= 12
    pen.text(m, y, f"{inv.labels['bill_to']}:", s)
    y = _customer_block(pen, inv, m, y, heading=False, size=s) - 18
    for ln in inv.lines:
        unit = f" {ln.unit}" if ln.unit and rng.random() < 0.8 else ""
        detail = f"{inv.qty(ln.quantity)}{unit} x {inv.price(ln.unit_price)}"
        parts = pen.wrap(ln.description, w - 2 * m - 170, s)
        if y - s * 1.3 * len(parts) < 80:
            d.page_number(pen, pen.c.getPageNumber())
            pen.c.showPage()
            y = h - 60
        pen.text(w - m - 90, y - s * 1.3, detail, s, align="right")
        pen.text(w - m, y - s * 1.3, inv.num(ln.amount), s, align="right")
        y = pen.lines(m, y, parts, s) - 3
    y -= 12
    for label, value, strong in d.totals_rows(inv, rng):
        y -= s * 1.4
        pen.text(w - m - 200, y, f"{label}:", s, bold=strong)
        pen.text(w - m, y, value, s, bold=strong, align="right")
    if len(inv.tax_rows) > 1:
        y = d.breakdown_table(pen, inv, m, y - 6)
    y = pen.lines(m, y - 16, d.note_lines(inv), s)
    y = pen.lines(m, y - 10, d.bank_lines(inv, heading=False) + d.legal_lines(inv), s - 1)
    return 0


# ---- prose letter -------------------------------------------------------------------------
def prose_letter(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """A business letter: letterhead, address field, subject, salutation, sentences with the
    amounts and the due date, a short table, closing; bank details in the footer."""
    w, h = pen.c._pagesize
    m = 70
    pen.text(w / 2, h - 50, inv.vendor.name, 16, bold=True, align="center", color=pen.accent)
    pen.text(w / 2, h - 64, " · ".join(inv.vendor.lines), 8, align="center")
    pen.rule(m, h - 72, w - m, 0.5, pen.accent)
    _customer_block(pen, inv, m, h - 120, heading=False, size=10)
    place = inv.vendor.lines[-1].split(" ", 1)[-1] + ", " if inv.vendor.country != "US" else ""
    pen.text(w - m, h - 200, f"{place}{inv.date(inv.invoice_date)}", 10, align="right")
    y = h - 230
    pen.text(
        m,
        y,
        f"{inv.labels['title']} {inv.labels['invoice_no']} {inv.invoice_number}",
        11,
        bold=True,
    )
    extra = [
        f"{label}: {value}"
        for label, value in d.meta_pairs(inv, rng)[2:]
        if value != inv.date(inv.due_date or inv.invoice_date)
    ]
    y = pen.lines(m, y - 2, extra, 9)
    name = inv.customer.name.split(" ")[0] if rng.random() < 0.5 else inv.customer.name
    y = pen.lines(m, y - 14, [inv.texts["salutation"].format(name=name)], 10)
    y = pen.paragraph(m, y - 6, inv.texts["prose_intro"], w - 2 * m, 10) - 10
    table = d.Table(
        ["desc", "qty", "price", "amount"], m, w - 2 * m, size=9, style="plain", bottom=110
    )
    y = d.draw_items(pen, inv, table, y, d.simple_break(h - 60))
    y = d.totals_block(
        pen,
        w - m,
        y,
        d.totals_rows(inv, rng)[:-1] if inv.prepayment is None else d.totals_rows(inv, rng),
        size=9,
        rule_before_total=False,
    )
    texts = [
        inv.texts["prose_total"].format(total=inv.money(inv.total), tax=inv.money(inv.tax_amount))
    ]
    if inv.due_date:
        texts.append(
            inv.texts["prose_due"].format(
                due=inv.money(inv.amount_due), date=inv.date(inv.due_date)
            )
        )
    else:
        texts.append(inv.texts["prose_due_nodate"].format(due=inv.money(inv.amount_due)))
    for t in [*texts, *d.note_lines(inv, terms_label=True)[:-1]]:
        y = pen.paragraph(m, y - 4, t, w - 2 * m, 10)
    y = pen.lines(m, y - 16, [inv.texts["closing"], "", inv.vendor.name], 10)
    pen.rule(m, 78, w - m, 0.4)
    pen.lines(m, 76, d.bank_lines(inv, heading=False)[:3], 7)
    pen.lines(w / 2 + 10, 76, d.legal_lines(inv)[:2] + d.contact_lines(inv)[:1], 7)
    return 0


# ---- landscape ----------------------------------------------------------------------------
def landscape_size(inv: GeneratedInvoice, rng: random.Random) -> tuple[float, float]:
    return landscape(A4)


def landscape_wide(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """A4 landscape: a header row (vendor | title | facts) and a wide table with many columns."""
    w, h = pen.c._pagesize
    m = 36
    pen.text(m, h - 46, inv.vendor.name, 13, bold=True)
    pen.lines(m, h - 50, list(inv.vendor.lines) + [d.tax_id_line(inv) or ""], 8)
    pen.text(w / 2, h - 50, inv.labels["title"], 20, bold=True, align="center")
    ym = h - 40
    for label, value in d.meta_pairs(inv, rng):
        pen.text(w - m - 200, ym, label, 8.5)
        pen.text(w - m, ym, value, 8.5, bold=True, align="right")
        ym -= 12
    yc = _customer_block(pen, inv, w / 2 - 90, h - 80, size=8.5)
    y = min(yc, ym, h - 120) - 14
    cols = ["pos", "item_no", "desc", "qty", "unit", "price", "vat", "amount"]
    table = d.Table(
        cols, m, w - 2 * m, size=8, style=rng.choice(["grid", "filled", "rules"]), bottom=70
    )
    y = d.draw_items(pen, inv, table, y, d.simple_break(h - 40))
    rows = d.totals_rows(inv, rng)
    if y - 13 * len(rows) - 20 < 60:
        d.page_number(pen, pen.c.getPageNumber())
        pen.c.showPage()
        y = h - 50
    yt = d.totals_block(pen, w - m, y, rows, width=240)
    yb = d.breakdown_table(pen, inv, w / 2 - 100, y) if len(inv.tax_rows) > 1 else y
    yn = pen.lines(m, y, d.note_lines(inv), 8)
    pen.lines(m, min(yn, yb, yt) - 6, [" | ".join(d.bank_lines(inv, heading=False))], 7)
    return 0


# ---- receipt ------------------------------------------------------------------------------
def receipt_size(inv: GeneratedInvoice, rng: random.Random) -> tuple[float, float]:
    return 80 * mm, max(120 * mm, 440 + 30 * len(inv.lines) + 10 * len(inv.customer.lines))


def receipt(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """80 mm till receipt: centred header, items as 'qty x price   amount', VAT table."""
    w, h = pen.c._pagesize
    m, s = 10, 7.5
    c = w / 2
    y = h - 20
    for part in pen.wrap(inv.vendor.name, w - 2 * m, 10, bold=True):
        pen.text(c, y, part, 10, bold=True, align="center")
        y -= 12
    for line in [*inv.vendor.lines, d.tax_id_line(inv) or "", inv.extras["phone"]]:
        pen.text(c, y, line, s, align="center")
        y -= 9.5
    y -= 6
    pen.text(c, y, inv.texts["receipt_title"], 9, bold=True, align="center")
    y -= 13
    meta = [
        (inv.labels["invoice_no"], inv.invoice_number),
        (inv.labels["date"], inv.date(inv.invoice_date)),
    ]
    if inv.due_date:
        meta.append((inv.labels["due"], inv.date(inv.due_date)))
    if inv.purchase_order:
        meta.append((inv.labels["po"], inv.purchase_order))
    meta.append(
        (
            inv.texts["receipt_till"],
            f"{rng.randint(1, 9)}  {rng.randint(10, 23)}:{rng.randint(10, 59)}",
        )
    )
    for label, value in meta:
        pen.text(m, y, label, s)
        pen.text(w - m, y, value, s, align="right")
        y -= 9.5
    y -= 4
    pen.text(m, y, inv.labels["bill_to"] + ":", s, bold=True)
    cust = [inv.customer.name, *inv.customer.lines]
    if inv.customer.tax_id_printed and not inv.reverse_charge:
        cust.append(d.tax_id_line(inv, vendor=False) or "")
    y = pen.lines(m, y + 2, cust, s, leading=1.2) - 6
    pen.text(m, y, "-" * 60, s)
    for ln in inv.lines:
        y -= 10
        for part in pen.wrap(ln.description, w - 2 * m, s):
            pen.text(m, y, part, s)
            y -= 9
        pen.text(
            m + 10, y, f"{inv.qty(ln.quantity)} {ln.unit or ''} x {inv.price(ln.unit_price)}", s
        )
        pen.text(w - m, y, inv.num(ln.amount), s, align="right")
    y -= 6
    pen.text(m, y, "-" * 60, s)
    for label, value, strong in d.totals_rows(inv, rng):
        y -= 10.5
        pen.text(m, y, label, s + (1 if strong else 0), bold=strong)
        pen.text(w - m, y, value, s + (1 if strong else 0), bold=strong, align="right")
    y -= 6
    y = d.breakdown_table(pen, inv, m, y, size=6.5) if len(inv.tax_rows) > 1 else y
    for line in d.note_lines(inv):
        for part in pen.wrap(line, w - 2 * m, s):
            y -= 9
            pen.text(c, y, part, s, align="center")
    y -= 6
    for line in d.bank_lines(inv, heading=False)[:3]:
        y -= 9
        pen.text(c, y, line, 6.5, align="center")
    pen.text(
        c,
        y - 14,
        f"{inv.texts['receipt_cashier']}: {rng.choice(['Anna', 'Tom', 'Eva', 'Marco', 'Kasia'])}",
        s,
        align="center",
    )
    return 0


# ---- facts as a label row with values below -----------------------------------------------
def right_meta_labels_below(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """Customer in the window (left), vendor top right; the facts as a row of column labels
    ("Invoice no. | Date | Due | Customer no.") with their values in the row below."""
    w, h = pen.c._pagesize
    m = 50
    yv = h - 45
    pen.text(w - m, yv, inv.vendor.name, 12, bold=True, align="right")
    for line in [*inv.vendor.lines, *d.contact_lines(inv)[:2]]:
        yv -= 10
        pen.text(w - m, yv, line, 8, align="right")
    sender = " - ".join([inv.vendor.name, *inv.vendor.lines[:2]])
    pen.text(m, h - 125, sender, 6)
    _customer_block(pen, inv, m, h - 130, heading=False, size=10)
    y = h - 240
    pen.text(m, y, inv.labels["title"], 16, bold=True)
    pairs = d.meta_pairs(inv, rng)
    y -= 22
    for row in (pairs[:4], pairs[4:]):
        if not row:
            continue
        cw = (w - 2 * m) / 4
        pen.rule(m, y + 2, w - m, 0.4)
        for i, (label, value) in enumerate(row):
            pen.text(m + i * cw, y - 9, label, 8, color=d.grey(0.3))
            pen.text(m + i * cw, y - 22, value, 9.5)
        pen.rule(m, y - 28, w - m, 0.4)
        y -= 34
    y -= 11
    table = d.Table(_columns(rng), m, w - 2 * m, style=rng.choice(["rules", "plain"]), bottom=95)
    y = d.draw_items(pen, inv, table, y, d.simple_break(h - 60))
    finish_totals(pen, inv, rng, w - m, y, m)
    foot = d.bank_lines(inv, heading=False) + d.legal_lines(inv)
    pen.lines(m, 72, foot[:3], 7)
    pen.lines(w / 2, 72, foot[3:6], 7)
    return 0


# ---- totals on the left -------------------------------------------------------------------
def totals_left(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """Vendor right, facts left, grid table with item numbers, the totals box on the LEFT and
    a payment box on the right."""
    w, h = pen.c._pagesize
    m = 40
    yv = h - 48
    pen.text(w - m, yv, inv.vendor.name, 14, bold=True, align="right", color=pen.accent)
    for line in [*inv.vendor.lines, d.tax_id_line(inv) or ""]:
        yv -= 11
        pen.text(w - m, yv, line, 8.5, align="right")
    pen.text(m, h - 50, inv.labels["title"], 20, bold=True)
    ym = h - 62
    for label, value in d.meta_pairs(inv, rng):
        ym -= 12
        pen.text(m, ym, label, 8.5)
        pen.text(m + 120, ym, value, 8.5, bold=True)
    y = _customer_block(pen, inv, m, min(ym, yv) - 18)
    cols = ["item_no", "desc", "qty", "unit", "price", "amount"]
    table = d.Table(cols, m, w - 2 * m, style="grid", bottom=100)
    y = d.draw_items(pen, inv, table, y - 20, d.simple_break(h - 50))
    rows = d.totals_rows(inv, rng)
    if y - 15 * len(rows) - 60 < 80:
        d.page_number(pen, pen.c.getPageNumber())
        pen.c.showPage()
        y = h - 60
    top = y - 6
    yt = d.totals_block(pen, m + 230, top, rows, width=220, boxed=True)
    bx = w - m - 220
    pen.box(bx, top + 2, 220, 100)
    pen.lines(bx + 6, top, [s for ln in d.bank_lines(inv) for s in pen.wrap(ln, 205, 8)][:7], 8)
    if len(inv.tax_rows) > 1:
        yt = d.breakdown_table(pen, inv, m, yt - 6)
    pen.lines(m, min(yt, top - 104) - 12, d.note_lines(inv), 8.5)
    return 0


# ---- legal footer only --------------------------------------------------------------------
def footer_legal(pen: d.Pen, inv: GeneratedInvoice, rng: random.Random) -> int:
    """Vendor name as a logo at the top; its address, bank, VAT id and register details only
    in a 4-column footer."""
    w, h = pen.c._pagesize
    m = 48
    pen.box(m, h - 36, 36, 36, fill=pen.accent, stroke=False)
    pen.text(
        m + 18, h - 62, inv.vendor.name[:1].upper(), 20, bold=True, align="center", color=white
    )
    pen.text(m + 46, h - 58, inv.vendor.name, 15, bold=True)
    y = _customer_block(pen, inv, m, h - 110, heading=rng.random() < 0.5)
    ym = h - 110
    pen.text(w - m, ym, inv.labels["title"], 18, bold=True, align="right")
    ym -= 8
    for label, value in d.meta_pairs(inv, rng):
        ym -= 12
        pen.text(w - m - 95, ym, label, 8.5, align="right", color=d.grey(0.35))
        pen.text(w - m, ym, value, 8.5, align="right")
    y = min(y, ym) - 28
    table = d.Table(_columns(rng), m, w - 2 * m, style=rng.choice(["rules", "filled"]), bottom=120)
    y = d.draw_items(pen, inv, table, y, d.simple_break(h - 60))
    finish_totals(pen, inv, rng, w - m, y, m)
    d.legal_footer_columns(pen, inv, m, w)
    return 0
