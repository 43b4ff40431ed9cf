"""A Swiss invoice with a QR-bill payment part at the foot (receipt + payment section repeating
account, amount, creditor, debtor and reference); other locales get a SEPA slip or remittance stub."""
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing, Rect
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Spacer, Table, TableStyle
from reportlab.platypus.flowables import TopPadder

from .. import blocks, ids
from ..fmt import group_number
from ..style import kv_table, side_by_side

NAME = "swiss-qr-slip"
FLAGS = dict(shipping=0.2, discount=0.15, due=0.7, terms=0.6, po=0.3, deposit=0.1)


def lines(ctx, inv):
    inv.extra["ref"] = ids.scor_reference(ctx.rng)
    return [ctx.catalog_line("services") for _ in range(ctx.n_lines(2, 6, 20))]


def qr(payload, size, swiss):
    w = QrCodeWidget(payload, barLevel="M")
    b = w.getBounds()
    d = Drawing(size, size, transform=[size / (b[2] - b[0]), 0, 0, size / (b[3] - b[1]), 0, 0])
    d.add(w)
    if swiss:
        c = (b[2] - b[0]) / 2
        k = (b[2] - b[0]) * 0.07
        d.add(Rect(c - k, c - k, 2 * k, 2 * k, fillColor=colors.black, strokeColor=colors.white, strokeWidth=k * 0.3))
        d.add(Rect(c - k * 0.18, c - k * 0.6, k * 0.36, k * 1.2, fillColor=colors.white, strokeColor=None))
        d.add(Rect(c - k * 0.6, c - k * 0.18, k * 1.2, k * 0.36, fillColor=colors.white, strokeColor=None))
    return d


def _block(look, title, lines, small=False):
    st = "small" if small else "n"
    out = [look.P(title, "b")] + [look.P(x, st) for x in lines if x]
    return out


def swiss_part(ctx, look, inv):
    _f, v, c = ctx.fmt, inv.vendor, inv.customer
    amount = group_number(inv.amount_due, 2, " ", ".")
    ref = ids.group4(inv.extra["ref"])
    iban = ids.group4(v.iban)
    payload = "\r\n".join(["SPC", "0200", "1", v.iban, "K", v.name, v.lines[0], v.lines[-1], "", "", v.country,
                           "", "", "", "", "", "", "", str(inv.amount_due), "CHF", "K", c.name, c.lines[0],
                           c.lines[-1], "", "", c.country, "SCOR", inv.extra["ref"], inv.number, "EPD"])
    rec = ([look.P(ctx.L("receipt"), "h2")] + _block(look, ctx.L("payable_to"), [iban, v.name] + v.lines, True)
           + _block(look, ctx.L("reference"), [ref], True) + _block(look, ctx.L("payable_by"), [c.name] + c.lines, True)
           + [kv_table(look, [(ctx.L("currency"), ctx.L("amount_short")), ("CHF", amount)])]
           + [look.P(ctx.L("acceptance"), "smallr")])
    left = [look.P(ctx.L("payment_part"), "h2"), qr(payload, 40 * mm, True), Spacer(1, 2 * mm),
            kv_table(look, [(ctx.L("currency"), ctx.L("amount_short")), ("CHF", amount)])]
    right = (_block(look, ctx.L("payable_to"), [iban, v.name] + v.lines) + _block(look, ctx.L("reference"), [ref])
             + _block(look, ctx.L("addl_info"), [f"{ctx.L('inv_no')} {inv.number}"])
             + _block(look, ctx.L("payable_by"), [c.name] + c.lines))
    w = look.width
    t = Table([[rec, left, right]], colWidths=[w * 0.3, w * 0.3, w * 0.4])
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LINEBEFORE", (1, 0), (1, 0), 0.5, colors.black, None, (2, 2)),
                           ("LINEABOVE", (0, 0), (-1, 0), 0.5, colors.black, None, (2, 2)),
                           ("TOPPADDING", (0, 0), (-1, -1), 6)]))
    return t


def sepa_part(ctx, look, inv):
    f, v, c = ctx.fmt, inv.vendor, inv.customer
    w = look.width
    if v.iban:
        rows = [(ctx.L("beneficiary"), v.name), (ctx.L("iban"), ids.group4(v.iban)), (ctx.L("bic"), v.bic),
                (ctx.L("amount_short"), f.money(inv.amount_due)), (ctx.L("reference"), inv.number),
                (ctx.L("payable_by"), f"{c.name}, {c.address}")]
        title = ctx.L("sepa_slip")
    else:
        rows = [(ctx.L("beneficiary"), v.name), ("ABA routing", v.extra["aba"]), ("Account", v.extra["account"]),
                (ctx.L("amount_due"), f.money(inv.amount_due)), (ctx.L("inv_no"), inv.number),
                (ctx.L("payable_by"), c.name), ("Amount enclosed", "____________")]
        title = ctx.L("remit_stub")
    body = Table([[look.P(a, "b"), look.P(b)] for a, b in rows], colWidths=[w * 0.25, w * 0.5])
    body.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    right = ""
    if v.iban and ctx.info["currency"] == "EUR":
        payload = "\n".join(["BCD", "002", "1", "SCT", v.bic or "", v.name[:70], v.iban,
                             f"EUR{inv.amount_due}", "", "", inv.number])
        right = qr(payload, 32 * mm, False)
    t = Table([[look.P(title, "b"), ""], [body, right]], colWidths=[w * 0.76, w * 0.24])
    t.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.5, colors.black, None, (3, 2)),
                           ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, 0), 8)]))
    return t


def story(ctx, look, inv):
    _r, v = ctx.rng, inv.vendor
    s = [side_by_side(look.big(v.name, look.size + 6, color=look.accent),
                      look.lines(v.lines + [v.phone, v.email] + ([blocks.vat_text(ctx, v)] if v.vat_printed else []),
                                 "smallr"), look.width, 0.55), Spacer(1, 8 * mm)]
    s += [blocks.party_block(ctx, look, None, inv.customer), Spacer(1, 6 * mm)]
    s += [look.P(f"{ctx.L('title')} {inv.number}", "h2"), kv_table(look, blocks.fact_pairs(ctx, inv)[1:]), Spacer(1, 5 * mm)]
    s += [blocks.items_table(ctx, look, inv, ["pos", "desc", "qty", "unit", "price", "amount"]), Spacer(1, 4 * mm)]
    s += [blocks.totals_table(ctx, look, inv), Spacer(1, 4 * mm)]
    s += blocks.notes(ctx, look, inv)
    swiss = ctx.country == "CH" and v.iban
    if not swiss:
        s += [Spacer(1, 2 * mm), look.lines([" · ".join(blocks.bank_lines(ctx, v))], "small")]
    slip = swiss_part(ctx, look, inv) if swiss else sepa_part(ctx, look, inv)
    height = slip.wrap(look.width, look.pagesize[1])[1]
    s += [Spacer(1, 4 * mm), CondPageBreak(height + 6 * mm), TopPadder(slip)]
    return s, None
