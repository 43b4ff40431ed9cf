"""A consultant's invoice whose items are text and amount only, with dotted leaders or wide gaps;
quantity and unit price are null in the truth (nothing printed)."""
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Spacer, Table, TableStyle

from .. import blocks
from ..style import kv_table

NAME = "list-no-qty"
INTRO = dict(en="For services rendered as follows:", de="Für unsere Leistungen berechnen wir:",
             fr="Prestations réalisées :", nl="Geleverde diensten:", es="Servicios prestados:",
             it="Prestazioni eseguite:", pt="Serviços prestados:", pl="Wykonane usługi:")
FLAGS = dict(shipping=0, discount=0.1, due=0.7, terms=0.7, po=0.3, reverse=0.15, exempt=0.15, deposit=0.1)


def lines(ctx, inv):
    out = []
    for _ in range(ctx.n_lines(2, 6)):
        ln = ctx.catalog_line("consulting")
        ln.amount = ln.price  # priced as a lump sum
        ln.qty = ln.price = None
        out.append(ln)
    seen, uniq = set(), []
    for ln in out:
        if ln.desc not in seen:
            seen.add(ln.desc)
            uniq.append(ln)
    return uniq


def item_rows(ctx, look, inv, width):
    f = ctx.fmt
    leaders = ctx.rng.random() < 0.6
    amt_w = max(stringWidth(f.amount(ln.amount), look.reg, look.size) for ln in inv.lines) + 14
    desc_w = width - amt_w
    data = []
    for ln in inv.lines:
        text = ln.desc
        if leaders:
            room = desc_w - stringWidth(text + " ", look.reg, look.size) - 8
            text += " " + "." * max(3, int(room / stringWidth(".", look.reg, look.size)))
        data.append([text, f.amount(ln.amount)])
    t = Table(data, colWidths=[desc_w, amt_w], hAlign="LEFT")
    t.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), look.reg, look.size), ("ALIGN", (1, 0), (1, -1), "RIGHT"),
                           ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
                           ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    return t


def story(ctx, look, inv):
    r = ctx.rng
    v = inv.vendor
    s = [look.big(v.name, look.size + 5, bold=False), look.P(" | ".join(v.lines + [v.phone]), "small"),
         Spacer(1, 10 * mm)]
    s += [blocks.party_block(ctx, look, None, inv.customer), Spacer(1, 8 * mm)]
    s += [look.P(ctx.L("title"), "h1"), Spacer(1, 2 * mm), kv_table(look, blocks.fact_pairs(ctx, inv)), Spacer(1, 6 * mm)]
    if r.random() < 0.5:
        s += [look.P(INTRO[ctx.lang]), Spacer(1, 2 * mm)]
    s += [item_rows(ctx, look, inv, look.width * r.choice([0.8, 1.0])), Spacer(1, 5 * mm)]
    s += [blocks.totals_table(ctx, look, inv), Spacer(1, 6 * mm)]
    s += blocks.notes(ctx, look, inv)
    tail = blocks.bank_lines(ctx, v)
    if v.vat_printed:
        tail.append(blocks.vat_text(ctx, v))
    s += [Spacer(1, 4 * mm), look.lines(tail, "small")]
    return s, blocks.simple_footer(ctx, look, inv)
