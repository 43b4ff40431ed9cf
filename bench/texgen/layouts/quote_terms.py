"""Quotation turned invoice: reference to the accepted quote, justified hyphenated terms paragraph."""

from __future__ import annotations

import datetime as dt

from .. import blocks as b
from ..fmt import tex as t
from ..labels import TERMS_PARAGRAPH

NAME = "quote-terms"
FLAGS = {"n": (3, 8), "multi": 0.15}


def render(ctx, inv, font) -> str:
    v, c = inv.vendor, inv.customer
    q = f"{ctx.lab('quote')[:1].upper()}-{inv.issue.year}-{ctx.r.randint(100, 999)}"
    qd = ctx.date(inv.issue - dt.timedelta(days=ctx.r.randint(30, 90)))
    intro = ctx.lab("quote_intro").format(q=q, d=qd)
    body = [
        b.page_foot(ctx, b.mb(v.name) + " · " + " · ".join(b.bank(ctx, inv))),
        r"\noindent\begin{minipage}[t]{0.6\linewidth}"
        + b.party(c)
        + (rf"\\{t(ctx.lab('vat_id'))}: {b.mb(c.vat)}" if c.vat else "")
        + r"\end{minipage}\hfill\begin{minipage}[t]{0.35\linewidth}\raggedleft\footnotesize "
        + b.party(v)
        + r"\\"
        + r"\\".join(b.vendor_ids(ctx, inv))
        + r"\end{minipage}\par\vspace{12mm}",
        r"\noindent{\Large\bfseries "
        + t(ctx.lab("title"))
        + r"}\hfill"
        + b.facts_tabular(b.facts(ctx, inv))
        + r"\par\medskip",
        r"\noindent " + t(ctx.lab("hello")) + r"\par\smallskip",
        r"\body{" + t(intro) + r"}\medskip",
        r"\noindent " + b.items_tabularx(ctx, inv),
        r"\par\medskip\hfill" + b.totals(ctx, inv) + r"\par\medskip",
        r"\noindent " + r"\\ ".join(b.notes(ctx, inv)) + r"\par\medskip",
        r"{\small\body{" + t(TERMS_PARAGRAPH[ctx.lang]) + r"}}\medskip",
        r"\noindent " + t(ctx.lab("bye")) + r"\\[8mm]" + b.mb(v.name),
    ]
    return b.article(ctx, font, "\n".join(body), "margin=25mm", ctx.r.choice(["10pt", "11pt"]))
