"""Blocks shared by the layouts: parties, facts, item tables, totals, bank details, notes, footers."""
import datetime as dt

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Spacer, Table, TableStyle

from .ids import group4
from .style import PAD, fitted_table


def vat_text(ctx, party):
    lab = ctx.L("ein") if party.country == "US" else ctx.L("vat_id")
    return f"{lab}: {party.vat_printed}"


def party_lines(ctx, party, show_vat=True, contacts=False):
    out = [party.name] + list(party.lines)
    if show_vat and party.vat_printed:
        out.append(vat_text(ctx, party))
    if contacts:
        out.append(f"{ctx.L('phone')} {party.phone}")
        out.append(party.email)
    return out


def party_block(ctx, look, title, party, show_vat=True, contacts=False, style="n"):
    items = party_lines(ctx, party, show_vat, contacts)
    head = f"<font size={look.size - 1.5}>{title.upper() if ctx.rng.random() < 0.3 else title}</font><br/>" if title else ""
    from xml.sax.saxutils import escape
    body = "<br/>".join([f"<b>{escape(items[0])}</b>"] + [escape(x) for x in items[1:]])
    return look.P(head + body, style, raw=True)


def distractors(ctx, inv, keys=("customer_no", "order_date", "delivery_date")):
    """Extra numbers and dates that look like facts but are no truth field."""
    r = ctx.rng
    out = []
    for k in keys:
        if r.random() < 0.5:
            continue
        if k == "customer_no":
            out.append((ctx.L("customer_no"), f"{r.choice(['K', 'C', 'KD', ''])}{r.randint(10000, 99999)}"))
        elif k == "order_date":
            out.append((ctx.L("order_date"), ctx.fmt.date(inv.issue - dt.timedelta(days=r.randint(2, 20)))))
        elif k == "delivery_date":
            out.append((ctx.L("delivery_date"), ctx.fmt.date(inv.issue - dt.timedelta(days=r.randint(0, 6)))))
    return out


def fact_pairs(ctx, inv, extra=(), distract=True):
    pairs = [(ctx.L("inv_no"), inv.number), (ctx.L("inv_date"), ctx.fmt.date(inv.issue))]
    if inv.due:
        pairs.append((ctx.L("due"), ctx.fmt.date(inv.due)))
    if inv.po:
        pairs.append((ctx.L("po"), inv.po))
    pairs += list(extra)
    if distract:
        pairs += distractors(ctx, inv)
    return pairs


# --------------------------------------------------------------------------- item tables
COLS = {  # column id -> (label key, alignment)
    "pos": ("#", "R"), "desc": ("desc", "L"), "qty": ("qty", "R"), "unit": ("", "L"),
    "price": ("unit_price", "R"), "price_net": ("unit_price_net", "R"), "rate": ("vat_rate", "R"),
    "amount": ("amount", "R"), "net": ("net_amount", "R"), "vat": ("vat_amount", "R"), "gross": ("gross", "R"),
    "date": ("date", "L"),
}


def col_label(ctx, cid):
    key = COLS[cid][0]
    if cid == "pos":
        return ctx.rng.choice(["#", "Pos.", "No."]) if ctx.lang != "pl" else "Lp."
    if cid == "unit":
        return ""
    return ctx.L(key)


def cell(ctx, ln, cid, i):
    f = ctx.fmt
    if cid == "pos":
        return str(i + 1)
    if cid == "desc":
        return ln.desc
    if cid == "qty":
        return f.qty(ln.qty)
    if cid == "unit":
        return ctx.unit(ln.unit)
    if cid in ("price", "price_net"):
        return f.price(ln.price)
    if cid == "rate":
        return f.rate(ln.rate)
    if cid in ("amount", "net"):
        return f.amount(ln.amount)
    if cid == "vat":
        return f.amount(ln.amount * ln.rate / 100)
    if cid == "gross":
        from .fmt import q2
        return f.amount(ln.amount + q2(ln.amount * ln.rate / 100))
    if cid == "date":
        return f.date(ln.extra["date"], ctx.extra_date_style) if ln.extra.get("date") else ""
    return str(ln.extra.get(cid, ""))


def items_table(ctx, look, inv, cols, lines=None, **kw):
    lines = inv.lines if lines is None else lines
    header = [col_label(ctx, c) for c in cols]
    aligns = [COLS[c][1] if c in COLS else kw.pop("align_" + c, "L") for c in cols]
    rows = [[cell(ctx, ln, c, i) for c in cols] for i, ln in enumerate(lines)]
    return fitted_table(look, header, rows, aligns, flex=cols.index("desc"), **kw)


# --------------------------------------------------------------------------- totals
def rate_label(ctx, b, with_base):
    lab = ctx.L("vat")
    s = f"{lab} {ctx.fmt.rate(b['rate'])}"
    if with_base:
        s += f" ({ctx.L('base')} {ctx.fmt.amount(b['base'])})"
    return s


VAT_TOTAL_WORD = dict(en="total", de="gesamt", fr="totale", nl="totaal", es="total", it="totale", pt="total",
                      pl="razem")


def totals_rows(ctx, inv, money_all=None):
    """(label, value, bold) rows from subtotal to amount due."""
    f = ctx.fmt
    m = f.money if (money_all if money_all is not None else ctx.rng.random() < 0.5) else f.amount
    rows = [(ctx.L("subtotal"), m(inv.subtotal), False)]
    if inv.discount is not None:
        lab = ctx.L("discount") + (f" {f.rate(inv.discount_pct)}" if inv.discount_pct is not None else "")
        rows.append((lab, "-" + f.amount(inv.discount), False))
    if inv.shipping is not None:
        rows.append((ctx.L("shipping"), m(inv.shipping), False))
    multi = len(inv.breakdown) > 1
    tax_printed_separately = inv.tax != sum(b["amount"] for b in inv.breakdown) or (multi and ctx.rng.random() < 0.4)
    for b in inv.breakdown:
        base_needed = multi or inv.discount is not None or inv.shipping is not None
        rows.append((rate_label(ctx, b, base_needed or ctx.rng.random() < 0.2), m(b["amount"]), False))
    if tax_printed_separately:
        rows.append((ctx.L("vat") + " " + VAT_TOTAL_WORD[ctx.lang], m(inv.tax), False))
    rows.append((ctx.L("total"), f.money(inv.total), True))
    if inv.deposit is not None:
        rows.append((ctx.L("deposit"), "-" + f.amount(inv.deposit), False))
    rows.append((ctx.L("amount_due"), f.money(inv.amount_due), True))
    return rows


def totals_table(ctx, look, inv, width=None, rows=None, box=False):
    rows = rows or totals_rows(ctx, inv)
    data = [[look.P(a, "b" if bold else "n"), look.P(b, "br" if bold else "r")] for a, b, bold in rows]
    from reportlab.pdfbase.pdfmetrics import stringWidth
    lw = max(stringWidth(a, look.bold, look.size) for a, _, _ in rows) + 2 * PAD + 4
    vw = max(stringWidth(b, look.bold, look.size) for _, b, _ in rows) + 2 * PAD + 4
    t = Table(data, colWidths=[lw, vw], hAlign="RIGHT")
    cmds = [("LEFTPADDING", (0, 0), (-1, -1), PAD), ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]
    for i, (_, _, bold) in enumerate(rows):
        if bold:
            cmds.append(("LINEABOVE", (0, i), (-1, i), 0.6, colors.black))
    if box:
        cmds.append(("BOX", (0, 0), (-1, -1), 0.6, colors.black))
    t.setStyle(TableStyle(cmds))
    return t


def vat_summary(ctx, look, inv, width=None):
    f = ctx.fmt
    header = [ctx.L("vat_rate"), ctx.L("base"), ctx.L("vat_amount"), ctx.L("gross")]
    rows = [[f.rate(b["rate"]), f.amount(b["base"]), f.amount(b["amount"]), f.amount(b["base"] + b["amount"])]
            for b in inv.breakdown]
    extra = [(["", f.amount(sum(b["base"] for b in inv.breakdown)), f.amount(inv.tax), ""], "sum")] \
        if len(rows) > 1 else []
    return fitted_table(look, header, rows, ["L", "R", "R", "R"], flex=0, width=width or look.width * 0.6,
                        extra_rows=extra, repeat=False)


# --------------------------------------------------------------------------- payment & notes
def bank_lines(ctx, vendor, label=True):
    out = [ctx.L("bank")] if label else []
    if vendor.iban:
        iban = group4(vendor.iban) if ctx.rng.random() < 0.75 else vendor.iban
        out.append(f"{ctx.L('iban')}: {iban}")
        if vendor.bic:
            out.append(f"{ctx.L('bic')}: {vendor.bic}")
    else:
        out.append(f"ABA routing: {vendor.extra['aba']}")
        out.append(f"Account: {vendor.extra['account']}")
    return out


def notes(ctx, look, inv, thanks=True):
    out = []
    if inv.terms:
        out.append(look.P(f"<b>{ctx.L('terms')}:</b> {inv.terms}", raw=True))
    if inv.note:
        out.append(look.P(inv.note, "n"))
    if thanks and ctx.rng.random() < 0.6:
        out.append(Spacer(1, 2 * mm))
        out.append(look.P(ctx.L("thanks"), "n"))
    return out


def simple_footer(ctx, look, inv, center=True):
    """Page footer: vendor line and page x of y."""
    v = inv.vendor
    bits = [v.name, v.address]
    if v.register:
        bits.append(v.register)
    text = " · ".join(bits)

    def draw(c, page, total):
        c.saveState()
        c.setFont(look.reg, look.size - 2)
        w = look.pagesize[0]
        c.drawCentredString(w / 2, look.margin * 0.55, text[:140])
        c.drawRightString(w - look.margin, look.margin * 0.55 - look.size, ctx.L("page", p=page, n=total))
        c.restoreState()

    return draw


def rule(look, width=None, thick=0.6, color=colors.black):
    t = Table([[""]], colWidths=[width or look.width], rowHeights=[2])
    t.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), thick, color)]))
    return t
