"""Shared TeX blocks: parties, facts, item tables, totals, VAT summary, bank, notes."""

from __future__ import annotations

from decimal import Decimal as D

from . import fmt
from .fmt import tex as t
from .ids import iban_print
from .model import Ctx, Invoice, small_note


def mb(s) -> str:
    """A truth value: escaped and kept on one line (never hyphenated)."""
    return r"\mbox{" + t(s) + "}"


def party(p, bold: bool = True) -> str:
    name = (r"\textbf{" + mb(p.name) + "}") if bold else mb(p.name)
    return r" \\ ".join([name] + [mb(x) for x in p.lines])


def vendor_ids(ctx: Ctx, inv: Invoice) -> list[str]:
    v = inv.vendor
    out = []
    if v.vat:
        lab = "EIN" if v.country == "US" else ctx.lab("vat_id")
        out.append(f"{t(lab)}: {mb(v.vat)}")
    out.append(f"{t(ctx.lab('phone'))} {mb(v.phone)}")
    return out


def bank(ctx: Ctx, inv: Invoice) -> list[str]:
    v = inv.vendor
    if v.iban is None:
        return [f"ABA {mb(v.extra['aba'])}", f"Account {mb(v.extra['acct'])}"]
    ib = iban_print(v.iban) if ctx.r.random() < 0.7 else v.iban
    return [f"IBAN {mb(ib)}", f"BIC {mb(v.bic)}"]


def facts(ctx: Ctx, inv: Invoice, distract: bool = True) -> list[tuple]:
    """(label, value) pairs in print order; values are already TeX."""
    r = ctx.r
    out = [(ctx.lab("inv_no"), mb(inv.number)), (ctx.lab("date"), mb(ctx.date(inv.issue)))]
    if distract and r.random() < 0.6:
        out.append((ctx.lab("cust_no"), mb(inv.extra["cust_no"])))
    if inv.po:
        out.append((ctx.lab("po"), mb(inv.po)))
    if distract and r.random() < 0.4:
        out.append((ctx.lab("delivery"), mb(ctx.date(inv.extra["delivery"]))))
    if distract and r.random() < 0.3:
        out.append((ctx.lab("order_date"), mb(ctx.date(inv.extra["order_date"]))))
    if inv.due:
        out.append((ctx.lab("due"), mb(ctx.date(inv.due))))
    return out


def facts_tabular(rows: list[tuple], spec: str = "@{}l@{\\quad}l@{}") -> str:
    body = r" \\ ".join(
        f"{t(k)}: & {v}" if not k.endswith(":") else f"{t(k)} & {v}" for k, v in rows
    )
    return rf"\begin{{tabular}}{{{spec}}}{body}\end{{tabular}}"


def item_rows(ctx: Ctx, inv: Invoice, vat_col: bool = False, pos: bool = False) -> list[str]:
    out = []
    for i, ln in enumerate(inv.lines, 1):
        cells = ([str(i)] if pos else []) + [t(ln.desc), mb(ctx.qty(ln.qty)), mb(ctx.num(ln.price))]
        if vat_col:
            cells.append(mb(ctx.rate(ln.rate)))
        cells.append(mb(ctx.num(ln.amount)))
        out.append(" & ".join(cells) + r" \\")
    return out


def item_header(ctx: Ctx, vat_col: bool = False, pos: bool = False) -> str:
    cols = (["\\#"] if pos else []) + [t(ctx.lab("desc")), t(ctx.lab("qty")), t(ctx.lab("price"))]
    if vat_col:
        cols.append(t(ctx.lab("vat")))
    cols.append(t(ctx.lab("amount")))
    return " & ".join(r"\textbf{" + c + "}" for c in cols) + r" \\"


def items_tabularx(
    ctx: Ctx, inv: Invoice, width: str = r"\linewidth", rules: str = "booktabs"
) -> str:
    head = item_header(ctx)
    rows = "\n".join(item_rows(ctx, inv))
    if rules == "booktabs":
        return (
            rf"\begin{{tabularx}}{{{width}}}{{@{{}}Lrrr@{{}}}}\toprule {head}\midrule"
            + "\n"
            + rows
            + r"\bottomrule\end{tabularx}"
        )
    return (
        rf"\begin{{tabularx}}{{{width}}}{{|L|r|r|r|}}\hline {head}\hline"
        + "\n"
        + rows
        + r"\hline\end{tabularx}"
    )


def total_rows(ctx: Ctx, inv: Invoice) -> list[tuple]:
    """(label, money) rows of the totals block, values TeX."""
    m = lambda d: mb(ctx.money(d))  # noqa: E731
    rows = [(t(ctx.lab("subtotal")), m(inv.subtotal))]
    if inv.discount:
        pct = inv.extra.get("disc_pct")
        lab = ctx.lab("discount") + (f" {fmt.rate(pct, ctx.loc)}" if pct else "")
        rows.append((t(lab), mb("-" + ctx.money(inv.discount))))
    if inv.shipping:
        rows.append((t(ctx.lab("shipping")), m(inv.shipping)))
    if inv.discount or inv.shipping:
        rows.append((t(ctx.lab("net_after")), m(inv.net)))
    vat = ctx.lab("vat")
    for rt, b, a in inv.rows:
        if inv.multi:
            rows.append((f"{t(vat)} {mb(ctx.rate(rt))} ({mb(ctx.num(b))})", m(a)))
        else:
            rows.append((f"{t(vat)} {mb(ctx.rate(rt))}", m(a)))
    if inv.multi:
        rows.append((t(vat) + r" $\Sigma$", m(inv.tax)))
    rows.append((r"\textbf{" + t(ctx.lab("total")) + "}", r"\textbf{" + m(inv.total) + "}"))
    if inv.deposit:
        rows.append((t(ctx.lab("deposit")), mb("-" + ctx.money(inv.deposit))))
    if inv.show_due_amt:
        rows.append(
            (r"\textbf{" + t(ctx.lab("due_amt")) + "}", r"\textbf{" + m(inv.amount_due) + "}")
        )
    return rows


def totals(ctx: Ctx, inv: Invoice, spec: str = "@{}lr@{}") -> str:
    body = "\n".join(
        f"{k} & {v} \\\\" + (r"\midrule" if "textbf" in k and i == 0 else "")
        for i, (k, v) in enumerate(total_rows(ctx, inv))
    )
    return rf"\begin{{tabular}}{{{spec}}}" + "\n" + body + r"\end{tabular}"


def vat_summary(ctx: Ctx, inv: Invoice) -> str:
    head = rf"\textbf{{{t(ctx.lab('rate'))}}} & \textbf{{{t(ctx.lab('base'))}}} & \textbf{{{t(ctx.lab('vat'))}}} \\"
    rows = "\n".join(
        f"{mb(ctx.rate(rt))} & {mb(ctx.num(b))} & {mb(ctx.num(a))} \\\\" for rt, b, a in inv.rows
    )
    return (
        r"\begin{tabular}{@{}rrr@{}}\toprule "
        + head
        + r"\midrule"
        + "\n"
        + rows
        + r"\bottomrule\end{tabular}"
    )


def notes(ctx: Ctx, inv: Invoice) -> list[str]:
    out = []
    if inv.terms:
        out.append(f"{t(ctx.lab('terms'))}: {mb(inv.terms)}")
    n = small_note(inv, ctx)
    if n:
        out.append(t(n))
    return out


def print_date(ctx: Ctx, inv: Invoice) -> str:
    other = "iso" if ctx.date_style != "iso" else "num"
    return f"{t(ctx.lab('printed'))} {t(fmt.date(inv.extra['printed'], ctx.loc, other))}"


def dec(d: D) -> str:
    return format(d, "f")


def article(
    ctx: Ctx, font, body: str, geometry: str = "margin=22mm", opts: str = "11pt", extra: str = ""
) -> str:
    from .tex import preamble

    paper = ctx.loc.paper
    pre = preamble("article", f"{opts},{paper}", ctx, font, extra, f"{paper},{geometry}")
    return pre + "\\begin{document}\n" + body + "\n\\end{document}\n"


def page_foot(ctx: Ctx, left: str = "", right: str | None = None) -> str:
    right = right if right is not None else rf"{t(ctx.lab('page'))} \thepage/\pageref{{LastPage}}"
    return (
        r"\pagestyle{fancy}\fancyhf{}\renewcommand{\headrulewidth}{0pt}"
        rf"\fancyfoot[L]{{\footnotesize {left}}}\fancyfoot[R]{{\footnotesize {right}}}"
    )


def accent(ctx: Ctx) -> str:
    return ctx.r.choice(
        ["0.10,0.30,0.55", "0.55,0.10,0.15", "0.05,0.40,0.30", "0.35,0.35,0.35", "0.60,0.35,0.05"]
    )
