"""dapper-invoice / invoice-package style: hours x rate per project, a subtotal per project."""

from __future__ import annotations

from decimal import Decimal as D

from .. import blocks as b
from .. import catalog
from ..fmt import q2
from ..fmt import tex as t
from ..model import Line

NAME = "project-hours"
FLAGS = {"n": (2, 3), "multi": 0.0}


def lines(ctx, n, rate):
    r = ctx.r
    out = []
    for proj in r.sample(catalog.PROJECTS, n):
        hr = D(r.choice([65, 80, 95, 110, 125, 140]))
        for task in r.sample(catalog.TASKS[ctx.lang], r.randint(2, 4)):
            h = D(r.randint(1, 32)) / 2
            out.append(Line(f"{task} ({proj})", h, hr, q2(h * hr), rate, group=proj))
    return out


def render(ctx, inv, font) -> str:
    v, c = inv.vendor, inv.customer
    col = b.accent(ctx)
    rows, groups = [], []
    for ln in inv.lines:
        if ln.group not in groups:
            if groups:
                rows.append(_sub(ctx, inv, groups[-1]))
            groups.append(ln.group)
            rows.append(
                rf"\multicolumn{{4}}{{@{{}}l}}{{\color{{acc}}\textbf{{{t(ctx.lab('project'))}: {t(ln.group)}}}}}\\"
            )
        rows.append(
            f"{t(ln.desc)} & {b.mb(ctx.qty(ln.qty))} & {b.mb(ctx.num(ln.price))} & {b.mb(ctx.num(ln.amount))} \\\\"
        )
    rows.append(_sub(ctx, inv, groups[-1]))
    head = " & ".join(
        r"\textbf{" + t(x) + "}"
        for x in (ctx.lab("desc"), ctx.lab("hours"), ctx.lab("hrate"), ctx.lab("amount"))
    )
    table = (
        r"\begin{tabularx}{\linewidth}{@{}Lrrr@{}}\arrayrulecolor{acc}\toprule "
        + head
        + r"\\\midrule"
        + "\n"
        + "\n".join(rows)
        + r"\bottomrule\end{tabularx}"
    )
    body = [
        r"\noindent{\color{acc}\rule{\linewidth}{3pt}}\par\medskip",
        r"\noindent{\huge\bfseries\color{acc}"
        + t(ctx.lab("title"))
        + r"}\hfill"
        + b.facts_tabular(b.facts(ctx, inv))
        + r"\par\bigskip",
        r"\noindent\begin{minipage}[t]{0.48\linewidth}\textbf{"
        + t(ctx.lab("from"))
        + r"}\\"
        + b.party(v)
        + r"\\"
        + r"\\".join(b.vendor_ids(ctx, inv))
        + r"\end{minipage}\hfill",
        r"\begin{minipage}[t]{0.48\linewidth}\textbf{"
        + t(ctx.lab("bill_to"))
        + r"}\\"
        + b.party(c)
        + (rf"\\{t(ctx.lab('vat_id'))}: {b.mb(c.vat)}" if c.vat else "")
        + r"\end{minipage}\par\bigskip",
        table,
        r"\par\medskip\hfill" + b.totals(ctx, inv) + r"\par\bigskip",
        r"\noindent "
        + r"\\ ".join(
            b.notes(ctx, inv) + [t(ctx.lab("bank")) + ": " + " \\quad ".join(b.bank(ctx, inv))]
        ),
    ]
    return b.article(
        ctx, font, "\n".join(body), "margin=20mm", "10pt", rf"\definecolor{{acc}}{{rgb}}{{{col}}}"
    )


def _sub(ctx, inv, proj):
    s = sum((ln.amount for ln in inv.lines if ln.group == proj), D(0))
    return rf"\multicolumn{{3}}{{r}}{{\itshape {t(ctx.lab('proj_sub'))}}} & \itshape {t(ctx.num(s))}\\\midrule"
