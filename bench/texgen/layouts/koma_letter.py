"""KOMA-Script scrlttr2 DIN letter: sender line, address field, reference line, tabularx items."""

from __future__ import annotations

from .. import blocks as b
from ..fmt import tex as t
from ..tex import preamble

NAME = "koma-letter"
NL = r" \\ "
FLAGS = {"n": (3, 9), "multi": 0.2}


def render(ctx, inv, font) -> str:
    v, c = inv.vendor, inv.customer
    size = ctx.r.choice(["10pt", "11pt", "12pt"])
    opts = (
        f"fontsize={size},paper={ctx.loc.paper.replace('paper', '')},foldmarks=true,"
        f"fromalign={ctx.r.choice(['right', 'left', 'center'])},fromphone=true,backaddress=true,"
        "refline=wide,firstfoot=true"
    )
    pre = preamble("scrlttr2", opts, ctx, font)
    foot = r"\\ ".join(
        [
            " \\quad ".join(b.vendor_ids(ctx, inv)),
            " \\quad ".join(b.bank(ctx, inv)),
            f"{t(ctx.lab('register') if v.register else '')} {t(v.register)}",
        ]
    )
    kv = [
        rf"\setkomavar{{fromname}}{{{b.mb(v.name)}}}",
        rf"\setkomavar{{fromaddress}}{{{NL.join(b.mb(x) for x in v.lines)}}}",
        rf"\setkomavar{{fromphone}}{{{t(v.phone)}}}",
        rf"\setkomavar{{backaddress}}{{{t(v.name)}\\{t(', '.join(v.lines))}}}",
        rf"\setkomavar*{{invoice}}{{{t(ctx.lab('inv_no'))}}}\setkomavar{{invoice}}{{{b.mb(inv.number)}}}",
        rf"\setkomavar*{{date}}{{{t(ctx.lab('date'))}}}\setkomavar{{date}}{{{b.mb(ctx.date(inv.issue))}}}",
        rf"\setkomavar*{{customer}}{{{t(ctx.lab('cust_no'))}}}\setkomavar{{customer}}{{{t(inv.extra['cust_no'])}}}",
        rf"\setkomavar{{subject}}{{{t(ctx.lab('title'))} {b.mb(inv.number)}}}",
        rf"\setkomavar{{firstfoot}}{{\parbox[t]{{\textwidth}}{{\scriptsize\centering {foot}}}}}",
    ]
    if inv.po:
        kv.append(
            rf"\setkomavar*{{yourref}}{{{t(ctx.lab('po'))}}}\setkomavar{{yourref}}{{{b.mb(inv.po)}}}"
        )
    if v.email:
        kv.append(rf"\setkomavar{{fromemail}}{{{t(v.email)}}}")
    due = ""
    if inv.due:
        due = rf"{t(ctx.lab('due'))}: {b.mb(ctx.date(inv.due))}\par"
    body = [
        rf"\begin{{letter}}{{{b.party(c, bold=False)}}}",
        rf"\opening{{{t(ctx.lab('hello'))}}}",
        rf"\body{{{t(ctx.lab('intro'))}}}\medskip",
        b.items_tabularx(ctx, inv) + r"\par\medskip",
        r"\hfill" + b.totals(ctx, inv) + r"\par\medskip",
        due,
        *[n + r"\par" for n in b.notes(ctx, inv)],
        rf"\closing{{{t(ctx.lab('bye'))}}}",
        r"\end{letter}",
    ]
    if c.vat:
        body.insert(3, rf"{t(ctx.lab('vat_id'))}: {b.mb(c.vat)}\par\smallskip")
    return pre + "\n".join(kv) + "\n\\begin{document}\n" + "\n".join(body) + "\n\\end{document}\n"
