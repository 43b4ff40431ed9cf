"""Sender and recipient side by side in two equal columns with small-caps headings, then the
invoice facts in a band of cells across the page."""
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Spacer, Table, TableStyle

from .. import blocks

NAME = "two-column-header"
FLAGS = dict(multi=0.2, shipping=0.3, discount=0.2, due=0.75, terms=0.6, po=0.5, reverse=0.08, deposit=0.1)


def lines(ctx, inv):
    dom = ctx.rng.choice(["services", "goods"])
    return [ctx.catalog_line(dom, ctx.std if ctx.rng.random() < 0.7 else ctx.reduced)
            for _ in range(ctx.n_lines(2, 9, 30))]


def small_caps(look, text):
    first, rest = text[:1].upper(), text[1:].upper()
    return look.P(f"<font size={look.size + 1}>{first}</font><font size={look.size - 1.5}>{rest}</font>", "b", raw=True)


def column(ctx, look, title, party, contacts):
    return [small_caps(look, title), Spacer(1, 1.5 * mm),
            look.lines(blocks.party_lines(ctx, party, contacts=contacts), bold_first=True)]


def band(ctx, look, inv):
    pairs = blocks.fact_pairs(ctx, inv)[:6]
    head = [look.P(k, "small") for k, _ in pairs]
    vals = [look.P(v, "b") for _, v in pairs]
    t = Table([head, vals], colWidths=[look.width / len(pairs)] * len(pairs))
    t.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.grey), ("INNERGRID", (0, 0), (-1, -1), 0.3, colors.grey),
                           ("BACKGROUND", (0, 0), (-1, 0), look.tint), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    return t


def story(ctx, look, inv):
    r = ctx.rng
    s = [look.P(ctx.L("title"), "h1"), Spacer(1, 4 * mm)]
    cols = Table([[column(ctx, look, ctx.L("from"), inv.vendor, True),
                   column(ctx, look, ctx.L("bill_to"), inv.customer, False)]],
                 colWidths=[look.width / 2] * 2)
    cols.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    blocks_ = [[cols, Spacer(1, 6 * mm)], [band(ctx, look, inv), Spacer(1, 6 * mm)]]
    for b in (blocks_ if r.random() < 0.75 else blocks_[::-1]):
        s += b
    multi = len(inv.breakdown) > 1
    cols_ = ["desc", "qty", "price"] + (["rate"] if multi else []) + ["amount"]
    s += [blocks.items_table(ctx, look, inv, cols_, zebra=look.tint, header_bg=None), Spacer(1, 4 * mm)]
    s += [blocks.totals_table(ctx, look, inv), Spacer(1, 6 * mm)]
    s += blocks.notes(ctx, look, inv)
    s += [Spacer(1, 3 * mm), look.lines(blocks.bank_lines(ctx, inv.vendor), "small")]
    return s, blocks.simple_footer(ctx, look, inv)
