"""Landscape page, per-line VAT rate and VAT amount columns, VAT summary by rate."""

from __future__ import annotations

from .. import blocks as b
from ..fmt import q2
from ..fmt import tex as t

NAME = "landscape-vat"
FLAGS = {"n": (5, 12), "multi": 0.85}


def render(ctx, inv, font) -> str:
    v, c = inv.vendor, inv.customer
    head = " & ".join(
        r"\textbf{" + t(x) + "}"
        for x in [
            "#",
            ctx.lab("desc"),
            ctx.lab("qty"),
            ctx.lab("price"),
            ctx.lab("rate"),
            ctx.lab("vat"),
            ctx.lab("amount"),
        ]
    )
    rows = []
    for i, ln in enumerate(inv.lines, 1):
        rt = ln.rate if inv.mode == "normal" else 0
        rows.append(
            f"{i} & {t(ln.desc)} & {b.mb(ctx.qty(ln.qty))} & {b.mb(ctx.num(ln.price))} & "
            f"{b.mb(ctx.rate(rt))} & {b.mb(ctx.num(q2(ln.amount * rt / 100)))} & {b.mb(ctx.num(ln.amount))}\\\\"
        )
    table = (
        r"\rowcolors{2}{black!6}{white}\begin{tabularx}{\linewidth}{@{}rLrrrrr@{}}\toprule "
        + head
        + r"\\\midrule"
        + "\n"
        + "\n".join(rows)
        + r"\bottomrule\end{tabularx}"
    )
    body = [
        b.page_foot(ctx, b.print_date(ctx, inv)),
        r"\noindent\begin{minipage}[t]{0.32\linewidth}"
        + b.party(v)
        + r"\\"
        + r"\\".join(b.vendor_ids(ctx, inv))
        + r"\end{minipage}\hfill\begin{minipage}[t]{0.32\linewidth}\textbf{"
        + t(ctx.lab("bill_to"))
        + r"}\\"
        + b.party(c, bold=False)
        + (rf"\\{t(ctx.lab('vat_id'))}: {b.mb(c.vat)}" if c.vat else "")
        + r"\end{minipage}\hfill\begin{minipage}[t]{0.3\linewidth}{\Large\bfseries "
        + t(ctx.lab("title"))
        + r"}\\"
        + b.facts_tabular(b.facts(ctx, inv))
        + r"\end{minipage}\par\bigskip",
        table,
        r"\par\medskip\noindent"
        + b.vat_summary(ctx, inv)
        + r"\hfill"
        + b.totals(ctx, inv)
        + r"\par\medskip",
        r"\noindent " + r"\\ ".join(b.notes(ctx, inv) + [" \\quad ".join(b.bank(ctx, inv))]),
    ]
    return b.article(ctx, font, "\n".join(body), "landscape,margin=15mm,bottom=20mm", "10pt")
