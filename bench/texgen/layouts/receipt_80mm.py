"""Till receipt on an 80 mm page (geometry), typewriter face, rate letters A/B, no customer."""

from __future__ import annotations

from .. import blocks as b
from ..fmt import tex as t

NAME = "receipt-80mm"
FLAGS = {"n": (3, 9), "multi": 0.5, "receipt": True}
FONT = ("Latin Modern Mono", r"\usepackage{lmodern}\renewcommand{\familydefault}{\ttdefault}", True)


def render(ctx, inv, font) -> str:
    v = inv.vendor
    letters = {rt: "AB"[i] for i, (rt, _, _) in enumerate(inv.rows)}
    items = []
    for ln in inv.lines:
        items.append(r"\multicolumn{2}{@{}l@{}}{" + t(ln.desc) + r"}\\")
        items.append(
            f"\\quad {b.mb(ctx.qty(ln.qty))} x {b.mb(ctx.num(ln.price))} & {b.mb(ctx.num(ln.amount))} "
            f"{letters.get(ln.rate, 'A')}\\\\"
        )
    tot = []
    for k, val in b.total_rows(ctx, inv):
        tot.append(f"{k} & {val}\\\\")
    vat_rows = [
        f"{letters[rt]} {b.mb(ctx.rate(rt))} & {b.mb(ctx.num(bs))} \\quad {b.mb(ctx.num(a))}\\\\"
        for rt, bs, a in inv.rows
    ]
    body = [
        r"\pagestyle{empty}\small\begin{center}{\large\bfseries "
        + b.mb(v.name)
        + r"}\\"
        + r"\\".join(b.mb(x) for x in v.lines)
        + r"\\"
        + r"\\".join(b.vendor_ids(ctx, inv))
        + r"\end{center}",
        r"\noindent "
        + t(ctx.lab("receipt"))
        + " "
        + t(ctx.lab("inv_no"))
        + ": "
        + b.mb(inv.number)
        + r"\\",
        t(ctx.lab("date"))
        + ": "
        + b.mb(ctx.date(inv.issue))
        + r" \hfill "
        + t(ctx.lab("time"))
        + f" {ctx.r.randint(8, 19):02d}:{ctx.r.randint(0, 59):02d}"
        + r"\\"
        + t(ctx.lab("till"))
        + f" {ctx.r.randint(1, 6)}",
        r"\par\noindent\rule{\linewidth}{0.4pt}",
        r"\noindent\begin{tabular*}{\linewidth}{@{}l@{\extracolsep{\fill}}r@{}}"
        + "\n".join(items)
        + r"\end{tabular*}",
        r"\par\noindent\rule{\linewidth}{0.4pt}",
        r"\noindent\begin{tabular*}{\linewidth}{@{}l@{\extracolsep{\fill}}r@{}}"
        + "\n".join(tot + vat_rows)
        + r"\end{tabular*}",
        r"\par\medskip\centering " + t(ctx.lab("paid_card")) + r"\\" + t(ctx.lab("thanks")),
    ]
    height = 120 + 9 * len(inv.lines) + 6 * len(inv.rows)
    return b.article(
        ctx,
        FONT,
        "\n".join(body),
        f"paperwidth=80mm,paperheight={height}mm,margin=4mm,top=6mm",
        "10pt",
    ).replace(f"{ctx.loc.paper},paperwidth", "paperwidth")
