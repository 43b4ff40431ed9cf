"""Small-caps headings, terms in a real footnote, a footnote-size legal footer (register, bank)."""

from __future__ import annotations

from .. import blocks as b
from ..fmt import tex as t
from ..model import small_note

NAME = "smallcaps-footer"
FLAGS = {"n": (3, 10), "multi": 0.2}


def render(ctx, inv, font) -> str:
    v, c = inv.vendor, inv.customer
    legal = (
        f"{b.mb(v.name)} · {t(', '.join(v.lines))} · {t(ctx.lab('register'))} {t(v.register)} · "
        + " · ".join(b.vendor_ids(ctx, inv))
        + r"\\"
        + " · ".join(b.bank(ctx, inv))
    )
    extra = (
        r"\pagestyle{fancy}\fancyhf{}\renewcommand{\headrulewidth}{0pt}\renewcommand{\footrulewidth}{0.4pt}"
        r"\fancyfoot[C]{\scriptsize\parbox{\textwidth}{\centering " + legal + "}}"
    )
    rows = b.total_rows(ctx, inv)
    if inv.terms:  # the payment terms as a footnote to the total
        rows = [
            (k + (r"\footnote{" + b.mb(inv.terms) + "}" if t(ctx.lab("total")) in k else ""), val)
            for k, val in rows
        ]
    tot = (
        r"\begin{tabular}{@{}lr@{}}"
        + "\n".join(f"{k} & {val}\\\\" for k, val in rows)
        + r"\end{tabular}"
    )
    note = small_note(inv, ctx)
    body = [
        extra,
        r"\noindent\textsc{\Large "
        + b.mb(v.name)
        + r"}\hfill\textsc{\Large "
        + t(ctx.lab("title"))
        + r"}\par",
        r"\noindent\rule{\linewidth}{0.6pt}\par\medskip",
        r"\noindent\begin{minipage}[t]{0.55\linewidth}\textsc{"
        + t(ctx.lab("bill_to"))
        + r"}\\"
        + b.party(c)
        + (rf"\\{t(ctx.lab('vat_id'))}: {b.mb(c.vat)}" if c.vat else "")
        + r"\end{minipage}\hfill",
        r"\begin{minipage}[t]{0.4\linewidth}"
        + b.facts_tabular(b.facts(ctx, inv))
        + r"\end{minipage}\par\bigskip",
        r"\noindent " + b.items_tabularx(ctx, inv),
        r"\par\medskip\hfill\begin{minipage}{0.5\linewidth}\raggedleft "
        + tot
        + r"\end{minipage}\par\medskip",
        r"\noindent " + (t(note) if note else ""),
    ]
    return b.article(ctx, font, "\n".join(body), "margin=22mm,bottom=32mm,footskip=16mm", "11pt")
