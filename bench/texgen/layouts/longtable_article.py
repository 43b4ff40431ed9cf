"""article + longtable over two pages: repeated header, "continued" foot, page x of y."""

from __future__ import annotations

from .. import blocks as b
from ..fmt import tex as t

NAME = "longtable-article"
FLAGS = {"n": (30, 44), "multi": 0.3}


def render(ctx, inv, font) -> str:
    v, c = inv.vendor, inv.customer
    head = b.item_header(ctx, pos=True)
    rows = "\n".join(b.item_rows(ctx, inv, pos=True))
    lt = (
        r"\begin{longtable}{@{}r p{0.48\linewidth} r r r@{}}"
        + "\n"
        + rf"\toprule {head}\midrule\endfirsthead"
        + "\n"
        + rf"\multicolumn{{5}}{{@{{}}l}}{{\small\itshape {t(ctx.lab('carried'))}}}\\\toprule {head}\midrule\endhead"
        + "\n"
        + rf"\midrule\multicolumn{{5}}{{r@{{}}}}{{\small\itshape {t(ctx.lab('continued'))}}}\\\endfoot"
        + "\n"
        + r"\bottomrule\endlastfoot"
        + "\n"
        + rows
        + "\n\\end{longtable}"
    )
    facts = b.facts_tabular(b.facts(ctx, inv))
    body = [
        b.page_foot(ctx, b.print_date(ctx, inv)),
        r"\noindent\begin{minipage}[t]{0.5\linewidth}"
        + r"{\large "
        + b.party(v)
        + r"}\\[2pt]\small "
        + r" \\ ".join(b.vendor_ids(ctx, inv))
        + r"\end{minipage}\hfill",
        r"\begin{minipage}[t]{0.45\linewidth}\raggedleft{\Huge "
        + t(ctx.lab("title"))
        + r"}\\[4pt]"
        + facts
        + r"\end{minipage}\par\bigskip",
        r"\noindent\textbf{"
        + t(ctx.lab("bill_to"))
        + r"}\\"
        + b.party(c, bold=False)
        + (rf"\\{t(ctx.lab('vat_id'))}: {b.mb(c.vat)}" if c.vat else "")
        + r"\par\bigskip",
        lt,
        r"\nopagebreak\hfill" + b.totals(ctx, inv) + r"\par\bigskip",
        r"\noindent " + r"\\ ".join(b.notes(ctx, inv) + [" \\quad ".join(b.bank(ctx, inv))]),
    ]
    return b.article(
        ctx, font, "\n".join(body), "margin=20mm,bottom=25mm", ctx.r.choice(["10pt", "11pt"])
    )
