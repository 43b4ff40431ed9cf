"""Shared HTML/CSS pieces: document shell, @page rules with margin boxes, parties, facts, items, totals."""

from __future__ import annotations

import html
from decimal import Decimal

from .fmt import date as fmt_date
from .ids import iban_printed
from .labels import LABELS
from .model import Ctx, Invoice

SANS = ["DejaVu Sans", "Liberation Sans", "Nimbus Sans", "DejaVu Sans Condensed"]
SERIF = ["DejaVu Serif", "Liberation Serif", "P052", "C059", "Nimbus Roman"]
WORDMARK = ["URW Gothic", "URW Bookman", "P052", "C059", "DejaVu Serif"]
ACCENTS = ["#1f4e79", "#8a2d3b", "#2e6b4f", "#5b3f8c", "#b3541e", "#0f6e80", "#444444", "#7a6a1e"]
META_DATE = "2026-01-01T00:00:00Z"


def esc(s: object) -> str:
    return html.escape(str(s), quote=True)


def css_str(s: str) -> str:
    """A CSS string literal (newlines become \\A, shown with white-space: pre)."""
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\A ") + '"'


class Style:
    """Fonts, sizes and colour of one document."""

    def __init__(self, c: Ctx, serif: bool | None = None) -> None:
        rng = c.rng
        serif = rng.random() < 0.35 if serif is None else serif
        self.font = rng.choice(SERIF if serif else SANS)
        self.head_font = rng.choice([self.font, *WORDMARK[:2]])
        self.wordmark = rng.choice(WORDMARK)
        self.size = rng.choice([8.5, 9, 9.5, 10])
        self.accent = rng.choice(ACCENTS)
        self.light = rng.choice(["#eef2f6", "#f3efe8", "#edf5ef", "#f1eef7", "#f4f4f4"])


def doc(c: Ctx, st: Style, css: str, body: str, title: str) -> str:
    base = f"""
    * {{ box-sizing: border-box; }}
    html {{ font-family: '{st.font}'; font-size: {st.size}pt; color: #222; }}
    body {{ margin: 0; }}
    h1, h2, h3 {{ font-family: '{st.head_font}'; margin: 0; }}
    table {{ border-collapse: collapse; width: 100%; }}
    td, th {{ padding: 3pt 5pt; vertical-align: top; text-align: left; }}
    .r {{ text-align: right; white-space: nowrap; }}
    .small {{ font-size: 0.82em; color: #555; }}
    .lbl {{ font-size: 0.78em; color: #666; }}
    .acc {{ color: {st.accent}; }}
    .strong {{ font-weight: bold; }}
    thead {{ display: table-header-group; }}
    tr {{ page-break-inside: avoid; }}
    p {{ margin: 0 0 4pt 0; }}
    dd, .val, .fc, .nw {{ white-space: nowrap; }}
    dl.facts {{ width: 74mm; margin: 0; flex: none; }}
    dl.facts dt {{ float: left; clear: left; width: 34mm; color: #666; }}
    dl.facts dd {{ margin: 0 0 1pt 36mm; font-weight: bold; }}
    """
    return (
        f'<!DOCTYPE html><html lang="{c.lang}"><head><meta charset="utf-8">'
        f'<meta name="dcterms.created" content="{META_DATE}"><meta name="dcterms.modified" content="{META_DATE}">'
        f"<title>{esc(title)}</title><style>{base}{css}</style></head><body>{body}</body></html>"
    )


def page_counter(c: Ctx) -> str:
    a, b = LABELS[c.lang]["page"]
    return f"{css_str(a)} counter(page) {css_str(b)} counter(pages)"


def other_date(c: Ctx, inv: Invoice) -> str:
    """The footer print date, deliberately in another date style than the document's."""
    style = next(s for s in ["iso", "long", "num"] if s != c.f.date_style)
    return fmt_date(inv.print_date or inv.issue, style, c.loc)


def page_rule(
    c: Ctx,
    inv: Invoice,
    st: Style,
    size: str = "A4",
    margin: str = "16mm 16mm 20mm 16mm",
    boxes: dict[str, str] | None = None,
    counter_box: str = "bottom-right",
    printed_box: str | None = "bottom-left",
    color: str = "#666",
) -> str:
    """@page with margin boxes: page x of y, optional print date, running header on later pages."""
    size = size.replace("A4", c.loc.paper)
    boxes = dict(boxes or {})
    boxes.setdefault(counter_box, page_counter(c))
    if printed_box and printed_box not in boxes:
        boxes[printed_box] = css_str(f"{c.l('printed')} {other_date(c, inv)}")
    running = "top-right" not in boxes
    inner = "".join(
        f"@{k} {{ content: {v}; font-size: 7pt; color: {color}; white-space: pre; "
        f"font-family: '{st.font}'; }}"
        for k, v in boxes.items()
    )
    rule = f"@page {{ size: {size}; margin: {margin}; {inner} "
    if running:
        head = css_str(f"{inv.vendor.name} · {c.l('inv_no')} {inv.number}")
        rule += f"@top-right {{ content: {head}; font-size: 7pt; color: #888; font-family: '{st.font}'; }} }}"
        return rule + "@page :first { @top-right { content: none; } }"
    return rule + "}"


def lines_html(lines: list[str]) -> str:
    return "<br>".join(esc(x) for x in lines)


def party(p, heading: str | None = None, tax_label: str | None = None, cls: str = "party") -> str:
    h = f'<div class="lbl">{esc(heading)}</div>' if heading else ""
    tax = f"<div>{esc(tax_label)} {esc(p.tax_id)}</div>" if (tax_label and p.tax_id) else ""
    return f'<div class="{cls}">{h}<div class="strong">{esc(p.name)}</div><div>{lines_html(p.lines)}</div>{tax}</div>'


def vat_label(c: Ctx) -> str:
    special = {
        "US": LABELS[c.lang]["ein"],
        "AT": "UID-Nr.",
        "CH": "MWST-Nr." if c.lang == "de" else "N° TVA",
    }
    return special.get(c.loc.country) or c.l("vat_id")


def vendor_ids(c: Ctx, inv: Invoice, register: bool = True) -> list[str]:
    v = inv.vendor
    out = [f"{vat_label(c)} {v.tax_id}"]
    if register and c.rng.random() < 0.7:
        out.append(v.register)
    return out


def contacts(c: Ctx, inv: Invoice) -> list[str]:
    v = inv.vendor
    out = [f"{c.l('phone')} {v.phone}", f"{c.l('email')} {v.email}"]
    if c.rng.random() < 0.3:
        out.insert(1, f"{c.l('fax')} {v.extra['fax']}")
    if c.rng.random() < 0.3:
        out.append(v.web)
    return out


def bank(c: Ctx, inv: Invoice) -> list[str]:
    v = inv.vendor
    if v.iban:
        return [f"IBAN {iban_printed(v.iban)}", f"BIC {v.bic}"]
    return [f"{c.l('routing')} {v.aba}", f"{c.l('account')} {v.account}"]


def facts(c: Ctx, inv: Invoice, extra: bool = True) -> list[tuple[str, str]]:
    f = c.f
    out = [(c.l("inv_no"), inv.number), (c.l("date"), f.date(inv.issue))]
    if inv.due:
        out.append((c.l("due"), f.date(inv.due)))
    if inv.po:
        out.append((c.l("po"), inv.po))
    if extra:
        if inv.customer_no:
            out.append((c.l("cust_no"), inv.customer_no))
        if inv.order_date:
            out.append((c.l("order_date"), f.date(inv.order_date)))
        if inv.delivery_date:
            out.append((c.l("delivery"), f.date(inv.delivery_date)))
    return out


def customer_tax(c: Ctx, inv: Invoice) -> str:
    cu = inv.customer
    return (
        f"{vat_label(c) if cu.country != 'US' else 'EIN'} {cu.tax_id}" if cu and cu.tax_id else ""
    )


def col_header(c: Ctx, key: str) -> str:
    return {
        "pos": c.l("pos"),
        "article": c.l("article"),
        "desc": c.l("desc"),
        "qty": c.l("qty"),
        "unit": c.l("unit"),
        "price": c.l("price"),
        "vat": c.l("vat_col"),
        "amount": c.l("amount"),
    }[key]


def cell(c: Ctx, inv: Invoice, i: int, key: str) -> str:
    ln, f = inv.lines[i], c.f
    return {
        "pos": str(i + 1),
        "article": ln.article,
        "desc": esc(ln.description),
        "qty": f.qty(ln.qty),
        "unit": esc(ln.unit),
        "price": f.price(ln.price),
        "vat": f.rate(ln.rate),
        "amount": f.num(ln.amount),
    }[key]


def items_table(c: Ctx, inv: Invoice, cols: list[str], cls: str = "items") -> str:
    right = {"qty", "price", "vat", "amount"}
    head = "".join(
        f'<th class="{"r" if k in right else ""}">{esc(col_header(c, k))}</th>' for k in cols
    )
    rows = []
    for i in range(len(inv.lines)):
        tds = "".join(
            f'<td class="{"r" if k in right else k}">{cell(c, inv, i, k)}</td>' for k in cols
        )
        rows.append(f"<tr>{tds}</tr>")
    return (
        f'<table class="{cls}"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
    )


def vat_row_label(c: Ctx, inv: Invoice, rate: Decimal) -> str:
    name = c.l("sales_tax") if c.loc.country == "US" else c.l("vat")
    return f"{name} {c.f.rate(rate)}"


def totals_rows(c: Ctx, inv: Invoice, vat_rows: bool = True) -> list[tuple[str, str, str]]:
    """(label, value, css class) rows from subtotal to amount due."""
    f = c.f
    rows = [(c.l("subtotal"), f.money(inv.subtotal), "")]
    if inv.discount is not None:
        pct = f" {f.rate(inv.discount_pct)}" if inv.discount_pct is not None else ""
        rows.append((c.l("discount") + pct, f.money(inv.discount, sign=True), ""))
    if inv.shipping is not None:
        rows.append((c.l("shipping"), f.money(inv.shipping), ""))
    if (inv.discount is not None or inv.shipping is not None) and len(inv.breakdown) == 1:
        rows.append((c.l("net"), f.money(inv.base), ""))
    if vat_rows and len(inv.breakdown) == 1:
        rows.append((vat_row_label(c, inv, inv.breakdown[0][0]), f.money(inv.tax), ""))
    elif vat_rows:
        for r, b, t in inv.breakdown:
            rows.append((f"{vat_row_label(c, inv, r)} ({f.num(b)})", f.money(t), ""))
    else:
        rows.append((c.l("vat"), f.money(inv.tax), ""))
    rows.append((c.l("total"), f.money(inv.total), "grand"))
    rows += due_rows(c, inv)
    return rows


def due_rows(c: Ctx, inv: Invoice) -> list[tuple[str, str, str]]:
    f, rows = c.f, []
    if inv.deposit is not None:
        lab = c.l("retention") if inv.deposit_kind == "retention" else c.l("deposit")
        if inv.deposit_kind == "retention":
            lab += f" {inv.extra.get('retention_pct', '5')}\u00a0%"
        rows.append((lab, f.money(inv.deposit, sign=True), ""))
    if inv.amount_due is not None:
        rows.append((c.l("due_amt"), f.money(inv.amount_due), "due"))
    return rows


def totals_table(rows: list[tuple[str, str, str]], cls: str = "totals") -> str:
    body = "".join(
        f'<tr class="{k}"><td>{esc(a)}</td><td class="r">{esc(b)}</td></tr>' for a, b, k in rows
    )
    return f'<table class="{cls}">{body}</table>'


def vat_summary(c: Ctx, inv: Invoice, cls: str = "vatsum") -> str:
    f = c.f
    head = f"<tr><th>{esc(c.l('rate'))}</th><th class='r'>{esc(c.l('base'))}</th><th class='r'>{esc(c.l('vat'))}</th></tr>"
    body = "".join(
        f"<tr><td>{f.rate(r)}</td><td class='r'>{f.num(b)}</td><td class='r'>{f.num(t)}</td></tr>"
        for r, b, t in inv.breakdown
    )
    return f'<table class="{cls}"><thead>{head}</thead><tbody>{body}</tbody></table>'


def notes(c: Ctx, inv: Invoice, terms: bool = True) -> list[str]:
    out = []
    if inv.regime == "reverse":
        out.append(c.l("reverse"))
    elif inv.regime == "small":
        from .locales import SMALL_BUSINESS

        out.append(SMALL_BUSINESS[c.loc.country])
    if terms and inv.terms:
        out.append(f"{c.l('terms')}: {inv.terms}")
    if c.rng.random() < 0.4:
        out.append(c.l("method"))
    if c.rng.random() < 0.4:
        out.append(c.l("quote_no"))
    return out


def notes_html(items: list[str], cls: str = "notes") -> str:
    return f'<div class="{cls}">' + "".join(f"<p>{esc(x)}</p>" for x in items) + "</div>"


def dl(pairs: list[tuple[str, str]], cls: str = "facts") -> str:
    return (
        f'<dl class="{cls}">'
        + "".join(f"<dt>{esc(a)}</dt><dd>{esc(b)}</dd>" for a, b in pairs)
        + "</dl>"
    )
