"""A letterhead with a logo-like wordmark at the top, the legal footer in three columns (address and
register, bank, contacts) with page x of y, and the items in a zebra-striped table."""
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Spacer

from .. import blocks
from ..style import kv_table, side_by_side

NAME = "letterhead-footer"
BOTTOM_EXTRA = 20 * mm
FLAGS = dict(multi=0.25, shipping=0.25, discount=0.2, due=0.7, terms=0.7, po=0.4, reverse=0.08, exempt=0.1,
             deposit=0.1)


def lines(ctx, inv):
    return [ctx.catalog_line("services", ctx.std if ctx.rng.random() < 0.75 else ctx.reduced)
            for _ in range(ctx.n_lines(2, 10, 40))]


def header_footer(ctx, look, inv):
    v = inv.vendor
    initials = "".join(w[0] for w in v.name.split()[:2] if w[:1].isalpha()).upper() or "X"
    cols = [[v.name] + v.lines + ([v.register] if v.register else []),
            blocks.bank_lines(ctx, v),
            [f"{ctx.L('phone')} {v.phone}", v.email] + ([blocks.vat_text(ctx, v)] if v.vat_printed else [])]
    size = look.size - 2

    def draw(c, page, total):
        w, h = look.pagesize
        m = look.margin
        c.saveState()
        if page == 1:
            c.setFillColor(look.accent)
            c.roundRect(m, h - m - 14 * mm, 14 * mm, 14 * mm, 2 * mm, stroke=0, fill=1)
            c.setFillColor(colors.white)
            c.setFont(look.bold, 15)
            c.drawCentredString(m + 7 * mm, h - m - 9.5 * mm, initials[:2])
            c.setFillColor(look.accent)
            c.setFont(look.bold, 17)
            c.drawString(m + 17 * mm, h - m - 9 * mm, v.name[:48])
        c.setFillColor(colors.black)
        c.setStrokeColor(colors.grey)
        c.line(m, m + 16 * mm, w - m, m + 16 * mm)
        c.setFont(look.reg, size)
        colw = (w - 2 * m) / 3
        for i, col in enumerate(cols):
            y = m + 16 * mm - size * 1.4
            for text in col:
                c.drawString(m + i * colw, y, text[:60])
                y -= size * 1.25
        c.drawRightString(w - m, m * 0.45, ctx.L("page", p=page, n=total))
        c.restoreState()

    return draw


def story(ctx, look, inv):
    r = ctx.rng
    v = inv.vendor
    s = [Spacer(1, 18 * mm), look.P(f"{v.name} · {v.address}", "small"), Spacer(1, 2 * mm)]
    cust = blocks.party_block(ctx, look, None, inv.customer)
    facts = kv_table(look, blocks.fact_pairs(ctx, inv))
    title = [look.P(ctx.L("title"), "h1"), Spacer(1, 3 * mm)]
    head = [side_by_side(cust, facts, look.width, 0.55), Spacer(1, 8 * mm)]
    s += head + title if r.random() < 0.7 else title + head
    multi = len(inv.breakdown) > 1
    cols = ["pos", "desc", "qty", "unit", "price"] + (["rate"] if multi else []) + ["amount"]
    s += [blocks.items_table(ctx, look, inv, cols, zebra=look.tint, header_bg=look.tint), Spacer(1, 4 * mm)]
    s += [blocks.totals_table(ctx, look, inv), Spacer(1, 6 * mm)]
    s += blocks.notes(ctx, look, inv)
    return s, header_footer(ctx, look, inv)
