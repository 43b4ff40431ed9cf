"""Two-column minipage header with tabbed facts (tabbing), ruled grid table."""

from __future__ import annotations

from .. import blocks as b
from ..fmt import tex as t

NAME = "minipage-tabbing"
FLAGS = {"n": (4, 12), "multi": 0.25}


def render(ctx, inv, font) -> str:
    v, c = inv.vendor, inv.customer
    tab = [r"\begin{tabbing}\hspace{36mm}\=\kill"]
    tab += [f"{t(k)}: \\> {val} \\\\" for k, val in b.facts(ctx, inv)]
    tab.append(r"\end{tabbing}")
    body = [
        r"\pagestyle{empty}",
        r"\noindent\begin{minipage}[t]{0.5\linewidth}{\Large\bfseries "
        + b.mb(v.name)
        + r"}\\"
        + r"\\".join(b.mb(x) for x in v.lines)
        + r"\\"
        + r"\\".join(b.vendor_ids(ctx, inv))
        + r"\\[8mm]\textbf{"
        + t(ctx.lab("bill_to"))
        + r":}\\"
        + b.party(c, bold=False)
        + (rf"\\{t(ctx.lab('vat_id'))}: {b.mb(c.vat)}" if c.vat else "")
        + r"\end{minipage}\hfill",
        r"\begin{minipage}[t]{0.45\linewidth}{\LARGE "
        + t(ctx.lab("title"))
        + r"}\par\medskip"
        + "\n".join(tab)
        + r"\end{minipage}\par\bigskip",
        b.items_tabularx(ctx, inv, rules="grid"),
        r"\par\medskip\hfill"
        + b.totals(ctx, inv, "|l|r|")
        .replace(r"\end{tabular}", r"\hline\end{tabular}")
        .replace("{|l|r|}", r"{|l|r|}\hline"),
        r"\par\bigskip\noindent " + r"\\ ".join(b.notes(ctx, inv)),
        r"\vfill\noindent\footnotesize "
        + t(ctx.lab("bank"))
        + ": "
        + r" \quad ".join(b.bank(ctx, inv))
        + r"\hfill "
        + b.print_date(ctx, inv),
    ]
    return b.article(
        ctx, font, "\n".join(body), "margin=18mm", ctx.r.choice(["10pt", "11pt", "12pt"])
    )
