"""FPDF page class and the building blocks the layouts share (party blocks, facts, tables, totals)."""
import datetime as dt
import os

import ttf_opensans
from fpdf import FPDF

_LIB = "/usr/share/fonts/truetype/liberation"
_DJV = "/usr/share/fonts/truetype/dejavu"
_OS = os.path.join(os.path.dirname(ttf_opensans.__file__), "ttf")
TTF = {
    "LiberationSans": (_LIB, "LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf", "LiberationSans-Italic.ttf"),
    "LiberationSerif": (_LIB, "LiberationSerif-Regular.ttf", "LiberationSerif-Bold.ttf", "LiberationSerif-Italic.ttf"),
    "LiberationMono": (_LIB, "LiberationMono-Regular.ttf", "LiberationMono-Bold.ttf", "LiberationMono-Italic.ttf"),
    "DejaVu": (_DJV, "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"),
    "DejaVuSerif": (_DJV, "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf"),
    "DejaVuMono": (_DJV, "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSansMono-Oblique.ttf"),
    "OpenSans": (_OS, "OpenSans-Regular.ttf", "OpenSans-Bold.ttf", "OpenSans-Italic.ttf"),
}


class Page(FPDF):
    """A4 (or receipt-sized) document in one font family, no automatic page breaks, fixed dates."""

    def __init__(self, inv, size="A4"):
        super().__init__(unit="mm", format=size)
        self.inv = inv
        self.set_auto_page_break(False)
        self.set_margins(15, 12, 15)
        self.core_fonts_encoding = "windows-1252"
        self.fam = inv.font
        if self.fam in TTF:
            folder, reg, bold, ital = TTF[self.fam]
            self.add_font(self.fam, "", os.path.join(folder, reg))
            self.add_font(self.fam, "B", os.path.join(folder, bold))
            self.add_font(self.fam, "I", os.path.join(folder, ital))
        stamp = dt.datetime.combine(inv.date, dt.time(9, 30), tzinfo=dt.UTC)
        self.set_creation_date(stamp)
        self.set_title(f"{inv.labels('title')} {inv.number}")
        self.set_creator(inv.rng.choice(["FPDF invoice module", "Invoicing 4.2", "Facturation PHP", "ERP export"]))
        self.base = inv.style["size"]

    def f(self, size=None, style=""):
        self.set_font(self.fam, style, size or self.base)

    def t(self, x, y, w, h, text, align="L", style="", size=None, border=0, fill=False):
        """One cell at an absolute position."""
        self.f(size, style)
        self.set_xy(x, y)
        self.cell(w, h, text, border=border, align=align, fill=fill)

    def lines(self, x, y, w, items, lh=None, align="L", style="", size=None):
        """Several one-line cells under each other; returns the y below them."""
        lh = lh or (size or self.base) * 0.45
        for s in items:
            self.t(x, y, w, lh, s, align, style, size)
            y += lh
        return y

    def mc(self, x, y, w, h, text, align="L", style="", size=None, border=0, fill=False):
        """Wrapping text; returns the y below it."""
        self.f(size, style)
        self.set_xy(x, y)
        self.multi_cell(w, h, text, border=border, align=align, fill=fill)
        return self.get_y()

    def nlines(self, w, text, style="", size=None):
        self.f(size, style)
        return len(self.multi_cell(w, 4, text, dry_run=True, output="LINES"))

    def bar(self, x, y, w, h, text, align="L", size=None, color=None):
        """Filled header bar with light text."""
        c = color or self.inv.style["accent"]
        self.set_fill_color(*c)
        self.set_text_color(*((255, 255, 255) if sum(c) < 450 else (0, 0, 0)))
        self.t(x, y, w, h, text, align, "B", size, fill=True)
        self.set_text_color(0, 0, 0)

    def ink(self):
        """Accent colour for text: the accent when it is dark enough to read, else dark grey."""
        c = self.inv.style["accent"]
        self.set_text_color(*(c if sum(c) < 450 else (60, 60, 60)))

    def hline(self, x1, y, x2, width=0.2):
        self.set_line_width(width)
        self.line(x1, y, x2, y)


# ---------------------------------------------------------------------------- content helpers
def vendor_lines(inv, with_ids=True, with_contact=True):
    v, out = inv.vendor, list(inv.vendor["lines"])
    if with_contact:
        out.append(f"{inv.labels('phone')} {v['phone']}")
        out.append(v["email"])
    if with_ids and v["vat"]:
        out.append(f"{inv.lab('vat_id') if inv.country != 'US' else inv.labels('ein')}: {v['vat']}")
    return out


def customer_lines(inv):
    c = inv.customer
    out = list(c["lines"]) if inv.customer_address_printed else []
    if c["vat"]:
        out.append(f"{inv.lab('vat_id')}: {c['vat']}")
    return out


def facts(inv, keys=("number", "date", "due", "customer_no", "po", "delivery_date", "order_date")):
    """(label, value) pairs for the invoice facts; optional ones are left out when not printed."""
    F = inv.fmt
    values = {"number": inv.number, "date": F.date(inv.date), "due": F.date(inv.due) if inv.due else None,
              "customer_no": inv.customer["number"], "po": inv.po, "delivery_date": F.date(inv.delivery_date),
              "order_date": F.date(inv.order_date) if inv.po else None}
    return [(inv.lab(k), values[k]) for k in keys if values.get(k)]


def bank_lines(inv, sep=": "):
    v = inv.vendor
    if v["iban"] is None:
        return [v["bank"], f"ABA Routing{sep}{v['aba']}", f"Account{sep}{v['account']}"]
    out = [v["bank"]]
    if v["sort_code"]:
        out.append(f"Sort Code{sep}{v['sort_code']}")
    from .ids import iban_printed
    out.append(f"IBAN{sep}{iban_printed(v['iban'])}")
    out.append(f"BIC{sep}{v['bic']}")
    return out


def legal_lines(inv):
    v, out = inv.vendor, []
    if v["register"]:
        out.append(v["register"])
    if v["steuernr"] and (not v["vat"] or inv.rng.random() < 0.5):
        out.append(f"St.-Nr. {v['steuernr']}")
    return out


def totals_rows(inv, with_due=True, with_total=True):
    """(label, value, bold) rows from subtotal to amount due, as every layout prints them."""
    F = inv.fmt
    rows = [(inv.lab("subtotal"), F.money(inv.subtotal), False)]
    if inv.discount is not None:
        pct = (f" {F.rate(inv.discount_pct)}%" if inv.lang == "en" else f" {F.rate(inv.discount_pct)} %") if inv.discount_pct else ""
        rows.append((inv.lab("discount") + pct, F.money(-inv.discount), False))
    if inv.shipping is not None:
        rows.append((inv.lab("shipping"), F.money(inv.shipping), False))
    for r in inv.breakdown:
        label = inv.lab("vat", r=F.rate(r["rate"]))
        if len(inv.breakdown) > 1:
            label += f" ({F.num(r['base'])})"
        rows.append((label, F.money(r["amount"]), False))
    if with_total:
        rows.append((inv.lab("total"), F.money(inv.total), True))
    if inv.deposit is not None:
        rows.append((inv.lab("deposit"), F.money(-inv.deposit), False))
    if with_due:
        rows.append((inv.lab("amount_due"), F.money(inv.amount_due), True))
    return rows


def item_cell(inv, it, key, i):
    F = inv.fmt
    return {"no": str(i + 1), "desc": it["desc"], "qty": F.qty(it["qty"]), "unit": it["unit"], "price": F.price(it["price"]),
            "amount": F.line(it["amount"]), "code": it["code"] or "", "date": F.date(it["service_date"], inv.item_date_pattern),
            "rate": F.rate(it["rate"]) + " %", "qtyunit": f"{F.qty(it['qty'])} {it['unit']}"}[key]


def table(pdf, inv, x, y, cols, rows=None, header=True, rules="grid", lh=5.0, head_fill=True, size=None, start=0):
    """Items table. cols: (key, title, width, align). rules: grid | vertical | horizontal | none.
    Descriptions wrap inside their column. Returns the y under the table."""
    rows = inv.items if rows is None else rows
    widths = [c[2] for c in cols]
    total_w = sum(widths)
    pdf.set_line_width(0.2)
    y0 = y
    if header:
        if head_fill:
            pdf.set_fill_color(*((225, 225, 225) if sum(inv.style["accent"]) > 450 else inv.style["accent"]))
            pdf.set_text_color(*((255, 255, 255) if head_fill and sum(inv.style["accent"]) < 450 else (0, 0, 0)))
        cx = x
        for _key, title, w, align in cols:
            pdf.t(cx, y, w, lh + 1, title, align if align != "L" else "L", "B", size, border=1 if rules == "grid" else 0, fill=head_fill)
            cx += w
        pdf.set_text_color(0, 0, 0)
        y += lh + 1
        if rules in ("horizontal", "vertical", "none"):
            pdf.hline(x, y, x + total_w, 0.3)
    for i, it in enumerate(rows):
        desc_w = next(w for k, _, w, _ in cols if k == "desc")
        n = pdf.nlines(desc_w - 1, it["desc"], size=size)
        h = lh * max(1, n)
        cx = x
        for key, _title, w, align in cols:
            text = item_cell(inv, it, key, start + i)
            if key == "desc":
                pdf.f(size)
                pdf.set_xy(cx, y)
                pdf.multi_cell(w, lh, text, border=0, align="L")
            else:
                pdf.t(cx, y, w, lh, text, align, size=size)
            if rules == "grid":
                pdf.rect(cx, y, w, h)
            cx += w
        y += h
        if rules == "horizontal":
            pdf.set_draw_color(170, 170, 170)
            pdf.hline(x, y, x + total_w, 0.1)
            pdf.set_draw_color(0, 0, 0)
    if rules == "vertical":
        cx = x
        pdf.rect(x, y0, total_w, y - y0)
        for w in widths[:-1]:
            cx += w
            pdf.line(cx, y0, cx, y)
    return y


def totals_block(pdf, inv, x, y, lw, vw, rows=None, lh=5.5, box=False, size=None):
    rows = totals_rows(inv) if rows is None else rows
    y0 = y
    for label, value, bold in rows:
        if bold:
            pdf.hline(x, y, x + lw + vw, 0.3)
        pdf.t(x, y, lw, lh, label, "L", "B" if bold else "", size)
        pdf.t(x + lw, y, vw, lh, value, "R", "B" if bold else "", size)
        y += lh
    if box:
        pdf.set_line_width(0.3)
        pdf.rect(x - 1.5, y0 - 1, lw + vw + 3, y - y0 + 2)
    return y


def terms_and_notes(pdf, inv, x, y, w, size=None, with_bank=True):
    if inv.terms:
        y = pdf.mc(x, y, w, 4.2, f"{inv.lab('terms')}: {inv.terms}", size=size)
    for n in inv.notes:
        y = pdf.mc(x, y, w, 4.2, n, size=size)
    if with_bank:
        y = pdf.mc(x, y + 1, w, 4.2, f"{inv.lab('bank')}: " + " - ".join(bank_lines(inv)), size=size)
    return y

