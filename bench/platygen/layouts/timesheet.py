"""A freelancer's hourly invoice: date, task, hours, hourly rate, amount; a row of summed hours;
project and PO reference."""
import datetime as dt
from decimal import Decimal

from reportlab.lib.units import mm
from reportlab.platypus import Spacer

from .. import blocks, parties
from ..catalog import CATALOG
from ..model import Line
from ..style import fitted_table, kv_table, side_by_side

NAME = "timesheet"
FLAGS = dict(shipping=0, discount=0.1, due=0.8, terms=0.6, po=0.6, reverse=0.15, exempt=0.2, deposit=0.05)
PROJECTS = ["Relaunch Kundenportal", "ERP Migration", "Data Platform", "Mobile App v3", "Shop Redesign",
            "Analytics Dashboard", "API Gateway", "Intranet 2026"]


def make_parties(ctx, mode):
    r = ctx.rng
    v = parties.make_vendor(r, ctx.locale, ctx.lang, person_business=True, with_vat=(mode != "exempt" or r.random() < 0.4))
    if mode == "reverse":
        from ..locales import RC_PARTNER
        c = parties.make_customer(r, RC_PARTNER[ctx.locale], ctx.lang, with_vat=True, country_line=True)
    else:
        c = parties.make_customer(r, ctx.locale, ctx.lang, with_vat=r.random() < 0.3)
    return v, c


def lines(ctx, inv):
    r = ctx.rng
    rate = ctx.price(CATALOG["tasks"][0])
    rate = rate.quantize(Decimal("1")) if r.random() < 0.6 else rate
    n = ctx.n_lines(3, 12, 34)
    start = inv.issue.replace(day=1) - dt.timedelta(days=28)
    days = sorted(r.sample(range(27), min(n, 27)))
    days += sorted(r.choice(range(27)) for _ in range(n - len(days)))
    inv.extra["project"] = r.choice(PROJECTS)
    out = []
    for d in days:
        row = r.choice(CATALOG["tasks"])
        out.append(Line(desc=row["names"][ctx.lang], qty=ctx.qty("hours"), price=rate, unit="h",
                        extra=dict(date=start + dt.timedelta(days=d))))
    return out


def story(ctx, look, inv):
    r, f = ctx.rng, ctx.fmt
    v = inv.vendor
    s = [look.big(v.name, look.size + 6), look.lines(v.lines + [v.email, f"{ctx.L('phone')} {v.phone}"], "small"),
         Spacer(1, 8 * mm)]
    cust = blocks.party_block(ctx, look, ctx.L("bill_to"), inv.customer)
    facts = kv_table(look, blocks.fact_pairs(ctx, inv, extra=[(ctx.L("project"), inv.extra["project"])],
                                             distract=False))
    pair = [side_by_side(cust, facts, look.width, 0.5), Spacer(1, 6 * mm)]
    title = [look.P(ctx.L("title"), "h1"), Spacer(1, 3 * mm)]
    s += pair + title if r.random() < 0.6 else title + pair
    header = [ctx.L("date"), ctx.L("task"), ctx.L("hours"), ctx.L("hourly_rate"), ctx.L("amount")]
    rows = [[f.date(ln.extra["date"], ctx.extra_date_style), ln.desc, f.qty(ln.qty), f.price(ln.price),
             f.amount(ln.amount)] for ln in inv.lines]
    hours = sum(ln.qty for ln in inv.lines)
    extra = [(["", ctx.L("total_hours"), f.qty(hours), "", ""], "sum")]
    s += [fitted_table(look, header, rows, ["L", "L", "R", "R", "R"], flex=1, extra_rows=extra,
                       zebra=look.tint if r.random() < 0.5 else None), Spacer(1, 4 * mm)]
    s += [blocks.totals_table(ctx, look, inv), Spacer(1, 6 * mm)]
    s += blocks.notes(ctx, look, inv)
    tail = blocks.bank_lines(ctx, v)
    if v.vat_printed:
        tail.append(blocks.vat_text(ctx, v))
    s += [Spacer(1, 3 * mm), look.lines(tail, "small")]
    return s, blocks.simple_footer(ctx, look, inv)
