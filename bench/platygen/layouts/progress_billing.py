"""A contractor's partial (progress) invoice: contract value and previous installments as
distractors, this installment's items, total, less prepayment already invoiced, amount due."""
from decimal import Decimal

from reportlab.lib.units import mm
from reportlab.platypus import Spacer

from .. import blocks
from ..fmt import q2
from ..style import kv_table, side_by_side

NAME = "progress-billing"
FLAGS = dict(shipping=0, discount=0.1, due=0.85, terms=0.6, po=0.3, deposit=1.0)
SITES = ["Neubau Mehrfamilienhaus", "Résidence Les Tilleuls", "Kantoorpand Zuidas", "Edificio Las Acacias",
         "Complesso Via Roma", "Moradia T3 Cascais", "Budynek biurowy Wola", "Riverside Apartments"]


def lines(ctx, inv):
    n = ctx.n_lines(3, 8, 22)
    out = [ctx.catalog_line("construction") for _ in range(n)]
    r = ctx.rng
    inv.extra["no"] = r.randint(2, 6)
    inv.extra["site"] = r.choice(SITES)
    return out


def story(ctx, look, inv):
    r, f = ctx.rng, ctx.fmt
    v = inv.vendor
    this = inv.subtotal
    contract = q2(this * Decimal(r.randint(35, 80)) / 10)
    previous = q2(contract * Decimal(r.randint(15, 45)) / 100)
    s = [look.big(v.name, look.size + 7, color=look.accent), look.P(" · ".join(v.lines), "small"), Spacer(1, 8 * mm)]
    cust = blocks.party_block(ctx, look, None, inv.customer)
    facts = kv_table(look, blocks.fact_pairs(ctx, inv, extra=[(ctx.L("site"), inv.extra["site"])], distract=False))
    s += [side_by_side(cust, facts, look.width, 0.5), Spacer(1, 6 * mm)]
    s += [look.P(f"{ctx.L('installment')} {inv.extra['no']}", "h2"), Spacer(1, 2 * mm)]
    progress = [(ctx.L("contract_value"), f.money(contract)), (ctx.L("prev_install"), f.money(previous))]
    s += [kv_table(look, progress, align_right=True), Spacer(1, 5 * mm)]
    cols = ["pos", "desc", "qty", "unit", "price", "amount"]
    s += [blocks.items_table(ctx, look, inv, cols, grid=r.random() < 0.4), Spacer(1, 4 * mm)]
    s += [blocks.totals_table(ctx, look, inv, box=r.random() < 0.3), Spacer(1, 6 * mm)]
    s += blocks.notes(ctx, look, inv)
    tail = blocks.bank_lines(ctx, v)
    if v.vat_printed:
        tail.append(blocks.vat_text(ctx, v))
    s += [Spacer(1, 3 * mm), look.lines(tail, "small")]
    return s, blocks.simple_footer(ctx, look, inv)
