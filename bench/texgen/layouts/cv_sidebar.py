"""moderncv-like freelancer bill: coloured full-height side rule, coloured section rules."""

from __future__ import annotations

from .. import blocks as b
from ..fmt import tex as t

NAME = "cv-sidebar"
FLAGS = {"n": (2, 7), "multi": 0.1}


def sec(title: str) -> str:
    return (
        r"\par\medskip\noindent\makebox[0pt][r]{\color{acc}\rule[0.3ex]{22mm}{0.9ex}\hspace{3mm}}"
        r"{\large\color{acc}" + t(title) + r"}\par\smallskip"
    )


def render(ctx, inv, font) -> str:
    v, c = inv.vendor, inv.customer
    extra = (
        rf"\definecolor{{acc}}{{rgb}}{{{b.accent(ctx)}}}"
        r"\AddToHook{shipout/background}{\put(12mm,-\paperheight){\color{acc}\rule{4mm}{\paperheight}}}"
    )
    body = [
        r"\thispagestyle{empty}\noindent{\fontsize{26}{30}\selectfont\color{acc}"
        + b.mb(v.name)
        + r"}\par",
        r"\noindent{\itshape " + t(" · ".join(v.lines)) + r"}\par",
        r"\noindent\small "
        + r" \quad ".join(b.vendor_ids(ctx, inv) + [t(v.email)])
        + r"\normalsize\par",
        sec(ctx.lab("title")),
        b.facts_tabular(b.facts(ctx, inv)),
        sec(ctx.lab("bill_to")),
        r"\noindent " + b.party(c) + (rf"\\{t(ctx.lab('vat_id'))}: {b.mb(c.vat)}" if c.vat else ""),
        sec(ctx.lab("desc")),
        r"\noindent " + b.items_tabularx(ctx, inv),
        r"\par\medskip\hfill" + b.totals(ctx, inv),
        sec(ctx.lab("bank")),
        r"\noindent " + r" \\ ".join(b.bank(ctx, inv) + b.notes(ctx, inv)),
    ]
    return b.article(
        ctx, font, "\n".join(body), "left=35mm,right=18mm,top=18mm,bottom=20mm", "11pt", extra
    )
