"""An energy or telecom bill: account facts, billing period, charges in sections with subtotals,
account summary (previous balance, payments) as distractors, amount due and due date boxed top right."""
import datetime as dt
from decimal import Decimal

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Spacer, Table, TableStyle

from .. import blocks
from ..catalog import CATALOG, SECTIONS
from ..fmt import q2
from ..model import Line
from ..style import fitted_table, kv_table, side_by_side

NAME = "utility-bill"
FLAGS = dict(multi=0, shipping=0, discount=0, due=1.0, terms=0.4, po=0.0)


def lines(ctx, inv):
    r = ctx.rng
    energy = r.random() < 0.55
    inv.extra["energy"] = energy
    start = inv.issue.replace(day=1) - dt.timedelta(days=r.choice([30, 61, 91]))
    end = inv.issue.replace(day=1) - dt.timedelta(days=1)
    inv.extra["period"] = (start, end)
    days = (end - start).days + 1
    out = []
    rows = CATALOG["energy" if energy else "telecom"]
    groups = (("energy", [0, 1]), ("grid", [2, 3, 4])) if energy else (("plan", [0, 4, 1]), ("usage", [2, 3]))
    kwh = ctx.qty("kwh") * (3 if days > 60 else 1)
    for sec, idxs in groups:
        for i in idxs:
            row = rows[i]
            if not energy and i != 0 and r.random() < 0.3:
                continue
            q = {"kwh": kwh, "days": Decimal(days), "one": Decimal(1)}.get(row["qkind"]) or ctx.qty(row["qkind"])
            ln = Line(desc=row["names"][ctx.lang], qty=q, price=ctx.price(row), rate=ctx.std, unit=row["unit"])
            ln.extra["section"] = sec
            out.append(ln)
    inv.extra["account"] = f"{r.randint(100, 999)} {r.randint(100000, 999999)}"
    inv.extra["meter"] = f"{r.choice(['1ESY', 'EMH', 'ITF', 'LGZ'])}{r.randint(1000000, 9999999)}"
    inv.extra["prev"] = q2(Decimal(r.randint(3000, 40000)) / 100)
    return out


def _section_rows(ctx, inv):
    f = ctx.fmt
    flat = []  # section headings, items and section subtotals in print order
    for sec in dict.fromkeys(ln.extra["section"] for ln in inv.lines):
        flat.append((["", SECTIONS[sec][ctx.lang]], "section"))
        sec_lines = [ln for ln in inv.lines if ln.extra["section"] == sec]
        for ln in sec_lines:
            flat.append(([ln.desc, f.qty(ln.qty), ctx.unit(ln.unit), f.price(ln.price), f.amount(ln.amount)], "item"))
        sub = sum(ln.amount for ln in sec_lines)
        flat.append(([f"{ctx.L('section_total')} {SECTIONS[sec][ctx.lang]}", "", "", "", f.amount(sub)], "sum"))
    return flat


def charges_table(ctx, look, inv):
    flat = _section_rows(ctx, inv)
    header = [ctx.L("desc"), ctx.L("qty"), "", ctx.L("unit_price"), ctx.L("amount")]
    items = [cells for cells, kind in flat if kind == "item"]
    t = fitted_table(look, header, items, ["L", "R", "L", "R", "R"], flex=0,
                     extra_rows=[(c, k) for c, k in flat if k == "sum"])
    # same column widths, rows rebuilt with section headings and subtotals in place
    data = [t._cellvalues[0]]
    styles = [("FONT", (0, 1), (-1, -1), look.reg, look.size - 0.5), ("VALIGN", (0, 0), (-1, -1), "TOP"),
              ("ALIGN", (1, 1), (1, -1), "RIGHT"), ("ALIGN", (3, 1), (4, -1), "RIGHT"),
              ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black), ("LEFTPADDING", (0, 0), (-1, -1), 5),
              ("RIGHTPADDING", (0, 0), (-1, -1), 5), ("TOPPADDING", (0, 0), (-1, -1), 2),
              ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]
    for cells, kind in flat:
        r = len(data)
        if kind == "section":
            data.append([cells[1], "", "", "", ""])
            styles += [("FONT", (0, r), (-1, r), look.bold, look.size - 0.5), ("SPAN", (0, r), (-1, r)),
                       ("BACKGROUND", (0, r), (-1, r), look.tint)]
        elif kind == "sum":
            data.append(cells)
            styles += [("FONT", (0, r), (-1, r), look.ital, look.size - 0.5),
                       ("LINEABOVE", (4, r), (4, r), 0.4, colors.grey)]
        else:
            data.append([look.P(cells[0])] + cells[1:])
    tt = Table(data, colWidths=t._colWidths, repeatRows=1)
    tt.setStyle(TableStyle(styles))
    return tt


def due_box(ctx, look, inv):
    f = ctx.fmt
    data = [[look.P(ctx.L("amount_due"), "b")], [look.big(f.money(inv.amount_due), look.size + 8, align=2)],
            [look.P(f"{ctx.L('due')}: {f.date(inv.due)}", "r")]]
    t = Table(data, colWidths=[look.width * 0.42])
    t.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 1.2, look.accent), ("BACKGROUND", (0, 0), (-1, -1), look.tint),
                           ("TOPPADDING", (0, 1), (-1, 1), 8), ("BOTTOMPADDING", (0, 1), (-1, 1), 6)]))
    return t


def story(ctx, look, inv):
    _r, f = ctx.rng, ctx.fmt
    v = inv.vendor
    s = [look.big(v.name, look.size + 9, color=look.accent),
         look.lines([", ".join(v.lines), f"{ctx.L('phone')} {v.phone} · {v.email}"], "small"), Spacer(1, 5 * mm)]
    cust = blocks.party_block(ctx, look, None, inv.customer)
    s += [side_by_side(cust, due_box(ctx, look, inv), look.width, 0.55), Spacer(1, 5 * mm)]
    p0, p1 = inv.extra["period"]
    facts = [(ctx.L("title"), inv.number), (ctx.L("inv_date"), f.date(inv.issue)),
             (ctx.L("account_no"), inv.extra["account"]),
             (ctx.L("meter_no") if inv.extra["energy"] else ctx.L("contract_no"), inv.extra["meter"]),
             (ctx.L("period"), f"{f.date(p0)} – {f.date(p1)}")]
    if v.vat_printed:
        facts.append((ctx.L("vat_id"), v.vat_printed))
    if inv.po:
        facts.append((ctx.L("po"), inv.po))
    summary = [(ctx.L("prev_balance"), f.amount(inv.extra["prev"])),
               (ctx.L("payments_recv"), "-" + f.amount(inv.extra["prev"])),
               (ctx.L("current_charges"), f.amount(inv.total))]
    left, right = kv_table(look, facts), kv_table(look, summary, align_right=True)
    s += [side_by_side(left, right, look.width, 0.55), Spacer(1, 6 * mm)]
    s += [charges_table(ctx, look, inv), Spacer(1, 4 * mm), blocks.totals_table(ctx, look, inv), Spacer(1, 5 * mm)]
    s += blocks.notes(ctx, look, inv, thanks=False)
    s += [Spacer(1, 3 * mm), look.lines([" · ".join(blocks.bank_lines(ctx, v))], "small")]
    return s, blocks.simple_footer(ctx, look, inv)
