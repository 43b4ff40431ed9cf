"""Amounts aligned on the decimal marker (dcolumn D columns), small-caps section headings."""

from __future__ import annotations

from decimal import Decimal as D

from .. import blocks as b
from .. import fmt
from ..fmt import tex as t

NAME = "decimal-aligned"
FLAGS = {"n": (4, 12), "multi": 0.3}


def dn(ctx, d, places=2) -> str:
    """A number for a D column (math mode): group separators made safe."""
    s = fmt.num(D(d), ctx.loc, places, ctx.grouping, grp="\u0001")
    g = ctx.loc.grp
    return s.replace("\u0001", {"\u202f": r"\,", ",": "{,}", "'": r"\mbox{'}"}.get(g, g))


def render(ctx, inv, font) -> str:
    v, c, dm = inv.vendor, inv.customer, ctx.loc.dec
    dcol = f"D{{{dm}}}{{{dm}}}{{-1}}"
    rows = [
        f"{t(ln.desc)} & {dn(ctx, ln.qty, None)} & {dn(ctx, ln.price)} & {dn(ctx, ln.amount)} \\\\"
        for ln in inv.lines
    ]
    head = " & ".join(
        [t(ctx.lab("desc"))]
        + [rf"\multicolumn{{1}}{{c}}{{{t(ctx.lab(k))}}}" for k in ("qty", "price", "amount")]
    )
    table = (
        rf"\begin{{tabularx}}{{\linewidth}}{{@{{}}L{dcol}{dcol}{dcol}@{{}}}}\toprule {head}\\\midrule"
        + "\n"
        + "\n".join(rows)
        + r"\bottomrule\end{tabularx}"
    )
    sc = lambda s: r"\par\medskip\noindent\textsc{\large " + t(s) + r"}\par\smallskip"  # noqa: E731
    body = [
        r"\pagestyle{plain}",
        r"\begin{center}{\LARGE\textsc{"
        + b.mb(v.name)
        + r"}}\\"
        + t(", ".join(v.lines))
        + r"\\\small "
        + r" \textbullet{} ".join(b.vendor_ids(ctx, inv))
        + r"\end{center}",
        sc(ctx.lab("title")),
        b.facts_tabular(b.facts(ctx, inv)),
        sc(ctx.lab("bill_to")),
        r"\noindent " + b.party(c) + (rf"\\{t(ctx.lab('vat_id'))}: {b.mb(c.vat)}" if c.vat else ""),
        sc(ctx.lab("desc")),
        r"\noindent " + table,
        r"\par\medskip\hfill" + b.totals(ctx, inv),
        sc(ctx.lab("bank")),
        r"\noindent " + r" \\ ".join(b.bank(ctx, inv) + b.notes(ctx, inv)),
    ]
    return b.article(ctx, font, "\n".join(body), "margin=22mm", ctx.r.choice(["10pt", "11pt"]))
