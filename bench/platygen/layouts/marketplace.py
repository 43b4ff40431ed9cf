"""An online marketplace's invoice: platform as distractor, "sold by" seller, order facts, net/VAT/gross lines."""
from reportlab.lib.units import mm
from reportlab.platypus import Spacer

from .. import blocks, parties
from ..labels import PLATFORMS
from ..style import kv_table, side_by_side

NAME = "marketplace"
FLAGS = dict(multi=0.45, shipping=0.8, discount=0.1, due=0.35, terms=0.3, po=0.1, reverse=0.05)


def lines(ctx, inv):
    n = ctx.n_lines(1, 6, 28)
    out = []
    for _ in range(n):
        dom = "books" if ctx.rng.random() < 0.3 else "goods"
        ln = ctx.catalog_line(dom, ctx.reduced if dom == "books" else ctx.std)
        out.append(ln)
    r = ctx.rng
    inv.extra["platform"] = r.choice(PLATFORMS)
    inv.extra["order_no"] = f"{r.randint(100, 999)}-{r.randint(1000000, 9999999)}-{r.randint(1000000, 9999999)}"
    inv.extra["ship"] = parties.make_customer(r, ctx.locale, ctx.lang, company=False)
    return out


def story(ctx, look, inv):
    r = ctx.rng
    plat, plat_addr = inv.extra["platform"]
    order_no, ship = inv.extra["order_no"], inv.extra["ship"]
    s = []
    s += [look.big(plat.split()[0], look.size + 6), look.P(f"{plat} · {plat_addr}", "small"), Spacer(1, 4 * mm), look.P(ctx.L("title"), "h1"), Spacer(1, 3 * mm)]
    seller = blocks.party_block(ctx, look, ctx.L("sold_by"), inv.vendor)
    facts = kv_table(look, blocks.fact_pairs(ctx, inv, extra=[(ctx.L("order_no"), order_no)],
                                             distract=False) + blocks.distractors(ctx, inv, ("order_date",)))
    pair = [seller, facts] if r.random() < 0.6 else [facts, seller]
    s += [side_by_side(pair[0], pair[1], look.width), Spacer(1, 4 * mm)]
    bill = blocks.party_block(ctx, look, ctx.L("bill_to"), inv.customer)
    shp = blocks.party_block(ctx, look, ctx.L("ship_to"), ship, show_vat=False)
    s += [side_by_side(bill, shp, look.width), Spacer(1, 5 * mm)]
    cols = ["desc", "qty", "price_net", "net", "rate", "vat", "gross"]
    s += [blocks.items_table(ctx, look, inv, cols, header_bg=look.tint), Spacer(1, 4 * mm)]
    s += [blocks.totals_table(ctx, look, inv), Spacer(1, 5 * mm)]
    s += blocks.notes(ctx, look, inv)
    s += [Spacer(1, 3 * mm), look.P(ctx.L("platform_note", platform=plat), "small")]
    bank = blocks.bank_lines(ctx, inv.vendor)
    s += [Spacer(1, 2 * mm), look.lines([" · ".join(bank)], "small")]
    return s, blocks.simple_footer(ctx, look, inv)
