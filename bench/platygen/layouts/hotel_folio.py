"""A hotel folio: guest, room, arrival/departure, one line per night and extra, lodging at the
reduced rate and extras at the standard rate, VAT summary by rate."""
import datetime as dt
from decimal import Decimal

from reportlab.lib.enums import TA_CENTER
from reportlab.lib.units import mm
from reportlab.platypus import Spacer

from .. import blocks, parties
from ..catalog import CATALOG
from ..model import Line
from ..style import kv_table, side_by_side

NAME = "hotel-folio"
FLAGS = dict(force_mode="multi", shipping=0, discount=0, due=0.4, terms=0.3, po=0.15, deposit=0.25)
HOTEL = ["Hotel {x}", "{x} Hotel & Spa", "Parkhotel {x}", "Hôtel {x}", "Grand Hotel {x}"]


def make_parties(ctx, mode):
    r = ctx.rng
    v = parties.make_vendor(r, ctx.locale, ctx.lang)
    names = HOTEL if ctx.lang == "fr" else [h for h in HOTEL if not h.startswith("Hôtel")]
    v.name = r.choice(names).format(x=v.person.split()[-1])
    company = r.random() < 0.6
    c = parties.make_customer(r, ctx.locale, ctx.lang, company=company, with_vat=company and r.random() < 0.5)
    ctx.guest = c.person if company else c.name
    return v, c


def lines(ctx, inv):
    r = ctx.rng
    nights = ctx.rng.randint(1, 3 if ctx.kind != "text_pdf" else (12 if r.random() < 0.2 else 5))
    arrival = inv.issue - dt.timedelta(days=nights)
    inv.extra.update(arrival=arrival, departure=inv.issue, room=str(r.choice([1, 2, 3, 4, 5]) * 100 + r.randint(1, 40)),
                     guest=ctx.guest, folio=f"{r.randint(100000, 999999)}")
    room_price = ctx.price(CATALOG["lodging"][0])
    persons = Decimal(r.choice([1, 1, 2]))
    bf = CATALOG["extras"][0]
    bf_price = ctx.price(bf)
    out = []
    for n in range(nights):
        d = arrival + dt.timedelta(days=n)
        out.append(Line(desc=f"{CATALOG['lodging'][0]['names'][ctx.lang]} {inv.extra['room']}", qty=Decimal(1),
                        price=room_price, rate=ctx.reduced, extra=dict(date=d)))
        if r.random() < 0.6:
            out.append(Line(desc=bf["names"][ctx.lang], qty=persons, price=bf_price, rate=ctx.std,
                            extra=dict(date=d + dt.timedelta(days=1))))
    for row in r.sample(CATALOG["extras"][1:], r.randint(1, 3)):
        out.append(Line(desc=row["names"][ctx.lang], qty=ctx.qty(row["qkind"]) if row["qkind"] != "int" else Decimal(r.randint(1, 4)),
                        price=ctx.price(row), rate=ctx.std, extra=dict(date=arrival + dt.timedelta(days=r.randint(0, nights - 1)))))
    return out


def story(ctx, look, inv):
    r, f = ctx.rng, ctx.fmt
    v, x = inv.vendor, inv.extra
    s = [look.big(v.name, look.size + 10, bold=False, color=look.accent, align=TA_CENTER),
         look.P(" · ".join(v.lines + [f"{ctx.L('phone')} {v.phone}"]), "c"), Spacer(1, 6 * mm)]
    stay = [(ctx.L("guest"), x["guest"]), (ctx.L("room"), x["room"]), (ctx.L("arrival"), f.date(x["arrival"])),
            (ctx.L("departure"), f.date(x["departure"])), (ctx.L("folio"), x["folio"])]
    bill = blocks.party_block(ctx, look, ctx.L("bill_to"), inv.customer)
    pair = (bill, kv_table(look, stay)) if r.random() < 0.5 else (kv_table(look, stay), bill)
    s += [side_by_side(*pair, look.width), Spacer(1, 5 * mm)]
    s += [look.P(f"{ctx.L('title')} {inv.number}", "h2")]
    s += [kv_table(look, blocks.fact_pairs(ctx, inv, distract=False)[1:]), Spacer(1, 4 * mm)]
    s += [blocks.items_table(ctx, look, inv, ["date", "desc", "qty", "price", "amount"], zebra=look.tint if r.random() < 0.4 else None),
          Spacer(1, 4 * mm)]
    s += [blocks.totals_table(ctx, look, inv), Spacer(1, 5 * mm)]
    s += [look.P(ctx.L("vat_summary"), "b"), blocks.vat_summary(ctx, look, inv), Spacer(1, 5 * mm)]
    if v.vat_printed:
        s.append(look.P(blocks.vat_text(ctx, v), "small"))
    s += blocks.notes(ctx, look, inv)
    s += [Spacer(1, 2 * mm), look.lines([" · ".join(blocks.bank_lines(ctx, v))], "small")]
    return s, blocks.simple_footer(ctx, look, inv)
