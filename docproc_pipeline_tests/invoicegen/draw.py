"""Drawing primitives and shared blocks (parties, key/value meta, item table, totals) on a
reportlab canvas. Coordinates are PDF points, y grows upwards; blocks take the top y and
return the y below what they drew."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from pathlib import Path

import ttf_opensans
from babel.dates import format_date
from reportlab.lib.colors import Color, black, white
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from .model import GeneratedInvoice, Line

FONT_DIR = Path(ttf_opensans.__file__).with_name("ttf")
# (regular, bold, italic) per family. Open Sans covers Latin Extended-A (Polish, Czech, ...);
# the PDF standard families only cp1252 and are used only when the text fits in it.
FAMILIES = {
    "sans": ("OpenSans", "OpenSans-Bold", "OpenSans-Italic"),
    "helvetica": ("Helvetica", "Helvetica-Bold", "Helvetica-Oblique"),
    "times": ("Times-Roman", "Times-Bold", "Times-Italic"),
    "courier": ("Courier", "Courier-Bold", "Courier-Oblique"),
}


@functools.cache
def register_fonts() -> None:
    for name, file in (("OpenSans", "OpenSans-Regular"), ("OpenSans-Bold", "OpenSans-Bold"),
                       ("OpenSans-Italic", "OpenSans-Italic")):  # fmt: skip
        font = TTFont(name, str(FONT_DIR / f"{file}.ttf"))
        # Open Sans has no glyph for U+202F (narrow no-break space, the French and Swiss group
        # separator): draw it with the space glyph, so the text layer keeps the real character.
        font.face.charToGlyph[0x202F] = font.face.charToGlyph[0x20]
        font.face.charWidths[0x202F] = font.face.charWidths[0x20]
        pdfmetrics.registerFont(font)


def grey(level: float) -> Color:
    return Color(level, level, level)


@dataclass
class Pen:
    c: Canvas
    family: tuple[str, str, str]
    accent: Color
    total_pages: int = 0  # known on the second pass of a multi-page document
    page_template: str = "{n}"

    def page_label(self, n: int) -> str:
        if self.total_pages:
            return self.page_template.format(n=n, m=self.total_pages)
        return self.page_template.format(n=n, m="?")

    def font(self, bold: bool = False, italic: bool = False) -> str:
        return self.family[1] if bold else self.family[2] if italic else self.family[0]

    def width(self, s: str, size: float, bold: bool = False) -> float:
        return float(pdfmetrics.stringWidth(s, self.font(bold), size))

    def text(self, x: float, y: float, s: str, size: float = 9, *, bold: bool = False,
             italic: bool = False, align: str = "left", color: Color = black) -> None:  # fmt: skip
        self.c.setFont(self.font(bold, italic), size)
        self.c.setFillColor(color)
        if align == "right":
            self.c.drawRightString(x, y, s)
        elif align == "center":
            self.c.drawCentredString(x, y, s)
        else:
            self.c.drawString(x, y, s)
        self.c.setFillColor(black)

    def fit(self, s: str, width: float, size: float, bold: bool = False) -> float:
        """The largest font size up to `size` at which `s` fits in `width` (at least 5 pt)."""
        while size > 5 and self.width(s, size, bold) > width:
            size -= 0.5
        return size

    def wrap(self, s: str, width: float, size: float, bold: bool = False) -> list[str]:
        words, lines, cur = s.split(" "), [], ""
        for w in words:
            trial = f"{cur} {w}" if cur else w
            if cur and self.width(trial, size, bold) > width:
                lines.append(cur)
                cur = w
            else:
                cur = trial
        lines.append(cur)
        return lines

    def lines(self, x: float, y: float, rows: list[str], size: float = 9, leading: float = 1.25,
              **kw: object) -> float:  # fmt: skip
        for row in rows:
            y -= size * leading
            self.text(x, y, row, size, **kw)  # type: ignore[arg-type]
        return y

    def paragraph(self, x: float, y: float, s: str, width: float, size: float = 9) -> float:
        return self.lines(x, y, self.wrap(s, width, size), size)

    def rule(self, x1: float, y: float, x2: float, w: float = 0.5, color: Color = black) -> None:
        self.c.setStrokeColor(color)
        self.c.setLineWidth(w)
        self.c.line(x1, y, x2, y)
        self.c.setStrokeColor(black)

    def box(self, x: float, y_top: float, w: float, h: float, fill: Color | None = None,
            stroke: bool = True, lw: float = 0.5) -> None:  # fmt: skip
        self.c.setLineWidth(lw)
        if fill is not None:
            self.c.setFillColor(fill)
        self.c.rect(x, y_top - h, w, h, stroke=int(stroke), fill=int(fill is not None))
        self.c.setFillColor(black)


# ---- strings shared by layouts ------------------------------------------------------------
def meta_pairs(
    inv: GeneratedInvoice, rng: random.Random, extra: bool = True
) -> list[tuple[str, str]]:
    """Invoice facts as (label, value): number, date, due, then optional references."""
    lab = inv.labels
    pairs = [(lab["invoice_no"], inv.invoice_number), (lab["date"], inv.date(inv.invoice_date))]
    if inv.due_date:
        pairs.append((lab["due"], inv.date(inv.due_date)))
    optional = []
    if extra and rng.random() < 0.6:
        optional.append((lab["customer_no"], inv.extras["customer_no"]))
    if inv.purchase_order:
        optional.append((lab["po"], inv.purchase_order))
    if extra and inv.extras.get("delivery_date"):
        optional.append((lab["delivery_date"], inv.date(_iso(inv.extras["delivery_date"]))))
    if extra and inv.extras.get("order_date"):
        optional.append((lab["order_date"], inv.date(_iso(inv.extras["order_date"]))))
    if rng.random() < 0.3:
        pairs = [pairs[1], pairs[0], *pairs[2:]]
    return pairs + optional


def _iso(text: str) -> date:
    return date.fromisoformat(text)


def party_lines(party_name: str, lines: tuple[str, ...]) -> list[str]:
    return [party_name, *lines]


def tax_id_line(inv: GeneratedInvoice, vendor: bool = True) -> str | None:
    p = inv.vendor if vendor else inv.customer
    return f"{p.tax_label}: {p.tax_id_printed}" if p.tax_id_printed else None


def contact_lines(inv: GeneratedInvoice) -> list[str]:
    lab, ex = inv.labels, inv.extras
    return [f"{lab['phone']} {ex['phone']}", f"{lab['email']}: {ex['email']}", ex["web"]]


def bank_lines(inv: GeneratedInvoice, heading: bool = True) -> list[str]:
    lab, ex = inv.labels, inv.extras
    out = [lab["bank"]] if heading else []
    out.append(f"{lab['bank_name']}: {ex['bank_name']}")
    if ex.get("iban"):
        out.append(f"{lab['iban'].rstrip(':')}: {ex['iban']}")
    if ex.get("bic"):
        out.append(f"{lab['bic']}: {ex['bic']}")
    if ex.get("sort_code"):
        out.append(
            f"{lab['sort_code']}: {ex['sort_code']}  {lab['account_no']}: {ex['account_no']}"
        )
    elif ex.get("routing"):
        out.append(f"{lab['routing']}: {ex['routing']}  {lab['account_no']}: {ex['account_no']}")
    return out


def legal_lines(inv: GeneratedInvoice) -> list[str]:
    out = [x for x in [tax_id_line(inv)] if x]
    out += [f"{label}: {value}" for label, value in inv.extra_ids]
    return out


def legal_footer(inv: GeneratedInvoice) -> str:
    """The registered-office / management line of the footer, in the document's language."""
    city = inv.vendor.lines[-1] if inv.vendor.lines else ""
    return inv.texts["legal_footer"].format(
        city=city, person=inv.extras["director"], address=", ".join(inv.vendor.lines)
    )


def note_lines(
    inv: GeneratedInvoice, terms_label: bool = True, previous_balance: bool = True
) -> list[str]:
    """Terms, reverse-charge notice, previous-balance note (unless the layout prints the
    balance elsewhere), thanks."""
    out = []
    if inv.payment_terms:
        out.append(
            f"{inv.labels['terms_label']}: {inv.payment_terms}"
            if terms_label
            else inv.payment_terms
        )
    if inv.reverse_charge:
        out.append(inv.texts["reverse_charge"])
        if inv.customer.tax_id_printed:
            out.append(f"{inv.customer.tax_label}: {inv.customer.tax_id_printed}")
    if previous_balance and inv.extras.get("previous_balance"):
        out.append(
            inv.texts["previous_balance_note"].format(
                amount=inv.money(Decimal(inv.extras["previous_balance"])),
                date=inv.date(inv.invoice_date.replace(day=1)),
            )
        )
    out.append(inv.texts["thanks"])
    if inv.extras.get("print_date"):
        out.append(print_stamp(inv))
    return out


def print_stamp(inv: GeneratedInvoice) -> str:
    """'Printed: 2026-03-16 09:41' in a date style other than the document's (a distractor)."""
    day, clock = inv.extras["print_date"].split(" ")
    pattern = "yyyy-MM-dd" if inv.date_pattern != "yyyy-MM-dd" else "dd.MM.yyyy"
    shown = format_date(_iso(day), pattern, locale=inv.number_style.locale)
    return f"{inv.labels['print_date']}: {shown} {clock}"


def totals_rows(inv: GeneratedInvoice, rng: random.Random) -> list[tuple[str, str, bool]]:
    """(label, value, emphasised) rows of the totals block, in print order."""
    lab = inv.labels
    rows = [(lab["subtotal"], inv.num(inv.subtotal), False)]
    if inv.discount is not None:
        label = (
            inv.texts["discount_pct"].format(pct=inv.rate(inv.discount_pct))
            if inv.discount_pct
            else lab["discount"]
        )
        rows.append((label, inv.num(-inv.discount), False))
    if inv.shipping is not None:
        rows.append((lab["shipping"], inv.num(inv.shipping), False))
    if (inv.discount is not None or inv.shipping is not None) and rng.random() < 0.6:
        rows.append((lab["net_after"], inv.num(inv.net_after), False))
    for row in inv.tax_rows:
        rows.append((inv.tax_line_label(row), inv.num(row.amount), False))
    if inv.print_tax_total:
        rows.append((lab["tax_total"], inv.num(inv.tax_amount), False))
    rows.append((lab["total"], inv.money(inv.total), True))
    if inv.prepayment is not None:
        rows.append((lab["prepayment"], inv.num(-inv.prepayment), False))
    if inv.amount_due_printed:
        rows.append((lab["amount_due"], inv.money(inv.amount_due), True))
    return rows


def totals_block(pen: Pen, x_right: float, y: float, rows: list[tuple[str, str, bool]],
                 width: float = 220, size: float = 9, boxed: bool = False,
                 rule_before_total: bool = True) -> float:  # fmt: skip
    """Right-aligned label/value pairs ending at x_right."""
    lead = size * 1.45
    if boxed:
        pen.box(x_right - width - 6, y + 2, width + 12, lead * len(rows) + 8, fill=grey(0.95))
    for label, value, strong in rows:
        y -= lead
        if strong and rule_before_total:
            pen.rule(x_right - width, y + lead - 3, x_right, 0.6)
        pen.text(x_right - width, y, label, size, bold=strong)
        pen.text(x_right, y, value, size, bold=strong, align="right")
    return y - 4


def breakdown_table(pen: Pen, inv: GeneratedInvoice, x: float, y: float, size: float = 8) -> float:
    """VAT breakdown: rate | base | tax per row."""
    t = inv.texts
    cols = [x, x + 70, x + 160]
    heads = [t["bd_rate"], t["bd_base"], t["bd_tax"]]
    y -= size * 1.4
    for i, h in enumerate(heads):
        pen.text(
            cols[i] + (0 if i == 0 else 80),
            y,
            h,
            size,
            bold=True,
            align="left" if i == 0 else "right",
        )
    pen.rule(x, y - 3, x + 240, 0.4)
    for row in inv.tax_rows:
        y -= size * 1.45
        pen.text(cols[0], y, f"{inv.rate(row.rate)} %", size)
        pen.text(cols[1] + 80, y, inv.num(row.base), size, align="right")
        pen.text(cols[2] + 80, y, inv.num(row.amount), size, align="right")
    return y - 6


# ---- the item table ----------------------------------------------------------------------
# price_money / amount_money: the figure with the currency sign or code, as in every money cell
# of some real tables ("€ 12.50", "12,50 EUR")
NUMERIC = {"qty", "qty_unit", "price", "vat", "amount", "price_money", "amount_money"}
WEIGHTS = {"pos": 0.05, "item_no": 0.1, "qty": 0.08, "qty_unit": 0.12, "unit": 0.08,
           "price": 0.13, "vat": 0.07, "amount": 0.14, "price_money": 0.15,
           "amount_money": 0.17}  # fmt: skip
HEADER_KEY = {"pos": "col_pos", "item_no": "col_item_no", "desc": "col_desc", "qty": "col_qty",
              "qty_unit": "col_qty", "unit": "col_unit", "price": "col_price", "vat": "col_vat",
              "amount": "col_amount", "price_money": "col_price",
              "amount_money": "col_amount"}  # fmt: skip


def cell(inv: GeneratedInvoice, ln: Line, i: int, key: str) -> str:
    if key == "pos":
        return str(i + 1)
    if key == "item_no":
        return ln.item_no
    if key == "desc":
        return ln.description
    if key == "qty":
        return inv.qty(ln.quantity)
    if key == "qty_unit":
        return f"{inv.qty(ln.quantity)} {ln.unit}" if ln.unit else inv.qty(ln.quantity)
    if key == "unit":
        return ln.unit or ""
    if key == "price":
        return inv.price(ln.unit_price)
    if key == "vat":
        return f"{inv.rate(ln.rate)} %"
    if key == "price_money":
        return inv.number_style.money_template.format(n=inv.price(ln.unit_price))
    if key == "amount_money":
        return inv.money(ln.amount)
    return inv.num(ln.amount)


@dataclass
class Table:
    cols: list[str]
    x: float
    width: float
    size: float = 8.5
    style: str = "rules"  # rules | grid | zebra | plain | filled
    bottom: float = 90
    header_labels: dict[str, str] | None = None

    def widths(self) -> list[float]:
        fixed = sum(WEIGHTS.get(k, 0) for k in self.cols if k != "desc")
        return [self.width * (WEIGHTS[k] if k != "desc" else 1 - fixed) for k in self.cols]


BreakHook = Callable[[Pen, Decimal, int], float]


def draw_header(pen: Pen, inv: GeneratedInvoice, t: Table, y: float) -> float:
    ws, x, h = t.widths(), t.x, t.size * 2
    if t.style == "filled":
        pen.box(t.x, y, t.width, h, fill=pen.accent, stroke=False)
    elif t.style in ("grid", "zebra"):
        pen.box(t.x, y, t.width, h, fill=grey(0.88), stroke=t.style == "grid")
    for key, w in zip(t.cols, ws, strict=True):
        label = (t.header_labels or {}).get(key) or inv.labels[HEADER_KEY[key]]
        color = white if t.style == "filled" else black
        size = pen.fit(label, w - 5, t.size, bold=True)
        if key in NUMERIC:
            pen.text(x + w - 3, y - h + 5, label, size, bold=True, align="right", color=color)
        else:
            pen.text(x + 3, y - h + 5, label, size, bold=True, color=color)
        x += w
    if t.style in ("rules", "plain"):
        pen.rule(t.x, y - h + 1, t.x + t.width, 0.8 if t.style == "rules" else 0.3)
    return y - h


def draw_items(pen: Pen, inv: GeneratedInvoice, t: Table, y: float, on_break: BreakHook) -> float:
    """The line-item table; calls on_break(pen, sum so far, page no.) when a page is full."""
    ws = t.widths()
    y = draw_header(pen, inv, t, y)
    running, page = Decimal(0), 1
    lead = t.size * 1.3
    for i, ln in enumerate(inv.lines):
        desc_w = ws[t.cols.index("desc")] - 6
        desc = pen.wrap(ln.description, desc_w, t.size)
        h = lead * len(desc) + 5
        if y - h < t.bottom:
            y = on_break(pen, running, page)
            page += 1
            y = draw_header(pen, inv, t, y)
        if t.style == "zebra" and i % 2 == 1:
            pen.box(t.x, y, t.width, h, fill=grey(0.95), stroke=False)
        x = t.x
        for key, w in zip(t.cols, ws, strict=True):
            if t.style == "grid":
                pen.box(x, y, w, h)
            if key == "desc":
                yy = y - 1
                for part in desc:
                    yy -= lead
                    pen.text(x + 3, yy + 2, part, t.size)
            elif key in NUMERIC:
                pen.text(x + w - 3, y - lead - 1, cell(inv, ln, i, key), t.size, align="right")
            else:
                pen.text(x + 3, y - lead - 1, cell(inv, ln, i, key), t.size)
            x += w
        y -= h
        running += ln.amount
        if t.style == "rules":
            pen.rule(t.x, y, t.x + t.width, 0.2, grey(0.6))
    return y - 4


def page_number(pen: Pen, page: int, y: float = 28) -> None:
    pen.text(float(pen.c._pagesize[0]) / 2, y, pen.page_label(page), 7.5, align="center")


def simple_break(top: float) -> BreakHook:
    """Start a new page (numbered) and continue the table at `top`."""

    def hook(pen: Pen, running: Decimal, page: int) -> float:
        page_number(pen, page)
        pen.c.showPage()
        return top

    return hook


def page_size(inv: GeneratedInvoice, rng: random.Random) -> tuple[float, float]:
    return letter if inv.locale == "en_US" and rng.random() < 0.7 else A4


def finish_totals(pen: Pen, inv: GeneratedInvoice, rng: random.Random, x_right: float,
                  y: float, x_left: float, boxed: bool = False) -> float:  # fmt: skip
    """Totals (right), VAT breakdown when several rates (left), then the notes."""
    rows = totals_rows(inv, rng)
    need = 13 * len(rows) + 40 + (30 if len(inv.tax_rows) > 1 else 0) + 12 * 4
    if y - need < 80:
        page_number(pen, pen.c.getPageNumber())
        pen.c.showPage()
        y = float(pen.c._pagesize[1]) - 60
    y_top = y
    y = totals_block(pen, x_right, y, rows, boxed=boxed)
    if len(inv.tax_rows) > 1:
        breakdown_table(pen, inv, x_left, y_top)
    y = pen.lines(x_left, y - 10, note_lines(inv), 8.5)
    return y


def legal_footer_columns(pen: Pen, inv: GeneratedInvoice, m: float, w: float) -> None:
    """The legal footer: the company's name, address, contacts, bank and ids in columns."""
    cols = [
        [inv.vendor.name, *inv.vendor.lines],
        contact_lines(inv),
        bank_lines(inv, heading=False),
        [*legal_lines(inv), legal_footer(inv)],
    ]
    pen.rule(m, 96, w - m, 0.4)
    cw = (w - 2 * m) / 4
    for i, block in enumerate(cols):
        pen.lines(m + i * cw, 94, [s for ln in block for s in pen.wrap(ln, cw - 6, 6.8)][:7], 6.8)
