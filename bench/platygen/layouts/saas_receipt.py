"""A software subscription invoice: big amount-due headline, plan lines with service periods and
seat counts, a coupon discount, and a card payment note."""
import datetime as dt

from reportlab.lib.units import mm
from reportlab.platypus import Spacer

from .. import blocks
from ..labels import CARDS
from ..style import fitted_table, kv_table, side_by_side

NAME = "saas-receipt"
FLAGS = dict(shipping=0, discount=0.75, due=0.7, terms=0.2, po=0.15, reverse=0.2)


def lines(ctx, inv):
    n = ctx.n_lines(1, 4)
    rows = ctx.rng.sample(range(5), n)
    from ..catalog import CATALOG
    out = []
    for i in rows:
        row = CATALOG["saas"][i]
        ln = ctx.catalog_line("saas")
        ln.desc, ln.unit = row["names"][ctx.lang], row["unit"]
        ln.qty, ln.price = ctx.qty(row["qkind"]), ctx.price(row)
        out.append(ln)
    r = ctx.rng
    start = inv.issue
    end = start + dt.timedelta(days=r.choice([30, 364]))
    inv.extra.update(start=start, end=end, card=r.choice(CARDS), last4=f"{r.randint(0, 9999):04d}",
                     code=r.choice(["WELCOME", "SPRING", "PARTNER", "LAUNCH", "EDU"]) + str(r.randint(10, 30)))
    return out


def story(ctx, look, inv):
    _r, f = ctx.rng, ctx.fmt
    v, x = inv.vendor, inv.extra
    s = [look.big(v.name, look.size + 4), Spacer(1, 6 * mm)]
    due_line = f"{ctx.L('due')} {f.date(inv.due)}" if inv.due else ""
    s += [look.P(ctx.L("amount_due"), "n"), look.big(f.money(inv.amount_due), look.size + 16, color=look.accent)]
    if due_line:
        s.append(look.P(due_line))
    s.append(Spacer(1, 6 * mm))
    facts = kv_table(look, blocks.fact_pairs(ctx, inv, distract=False))
    vend = blocks.party_block(ctx, look, ctx.L("from"), v, contacts=True)
    cust = blocks.party_block(ctx, look, ctx.L("bill_to"), inv.customer)
    s += [side_by_side(facts, side_by_side(vend, cust, look.width * 0.6), look.width, 0.4), Spacer(1, 6 * mm)]
    period = f"{f.date(x['start'])} – {f.date(x['end'])}"
    header = [ctx.L("desc"), ctx.L("period"), ctx.L("qty"), ctx.L("unit_price"), ctx.L("amount")]
    rows = [[ln.desc, period, f.qty(ln.qty), f.price(ln.price), f.amount(ln.amount)] for ln in inv.lines]
    s += [fitted_table(look, header, rows, ["L", "L", "R", "R", "R"], flex=0, header_bg=look.tint), Spacer(1, 4 * mm)]
    rows_t = blocks.totals_rows(ctx, inv)
    if inv.discount is not None:
        rows_t = [(ctx.L("coupon", code=x["code"]) + f" ({f.rate(inv.discount_pct)})", b, bold)
                  if a.startswith(ctx.L("discount")) else (a, b, bold) for a, b, bold in rows_t]
    s += [blocks.totals_table(ctx, look, inv, rows=rows_t), Spacer(1, 6 * mm)]
    s.append(look.P(ctx.L("card_note", card=x["card"], last4=x["last4"])))
    s += blocks.notes(ctx, look, inv, thanks=False)
    if v.iban:
        s += [Spacer(1, 2 * mm), look.lines([" · ".join(blocks.bank_lines(ctx, v))], "small")]
    return s, blocks.simple_footer(ctx, look, inv)
