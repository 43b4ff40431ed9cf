"""din-reference-line: business letter with the letterhead at the right, a return-address line over the
window address, a reference line across the page (your ref. / your order of / our ref. / date), subject
with the invoice number, salutation, items, closing; bank and register in a three-column page footer."""

from .. import docxkit as dk
from ..model import Profile
from . import common as c

NAME = "din-reference-line"
PROFILE = Profile(items=(1, 9), multi_rate_p=0.3)


def build(inv):
    st = c.style_choices(inv, sizes=(9.5, 10, 10, 10.5, 11))
    L, F = inv.L, inv.F
    doc = c.new_doc(inv, st, margins=(1.6, 2.0, 2.8, 2.5))
    W = dk.text_width_cm(doc)
    v = inv.vendor
    dk.par(doc, v.name, bold=True, size=st["size"] + 6, align="r", color=st["accent"])
    for line in v.address_lines + [f"{L['phone']} {v.phone}", v.email]:
        dk.par(doc, line, size=st["size"] - 1.5, align="r")
    p = dk.par(doc, " · ".join([v.name] + v.lines), size=st["size"] - 3, before=14, after=4)
    p.runs[0].underline = True
    for i, line in enumerate([inv.customer.name] + inv.customer.address_lines):
        dk.par(doc, line)
    dk.par(doc, "", after=30)
    _reference_line(doc, inv, W, st)
    dk.par(doc, f"{L['title']} {inv.number}", bold=True, size=st["size"] + 2, before=16)
    extra = [f"{L['inv_no']}: {inv.number}", f"{L['cust_no']}: {inv.customer_no}"]
    if inv.po:
        extra.append(f"{L['po']}: {inv.po}")
    if inv.customer.vat_printed:
        extra.append(f"{c.vat_label(inv)}: {inv.customer.vat_printed}")
    dk.par(doc, "  ·  ".join(extra), size=st["size"] - 1, after=12)
    dk.par(doc, L["salutation"], after=6)
    dk.par(doc, L["intro"], after=8)
    cols = ["pos", "desc", "qty", "unit", "price", "amount"]
    w = [1.0, W - 1.0 - 1.8 - 1.7 - 2.5 - 2.7, 1.8, 1.7, 2.5, 2.7]
    c.items_table(doc, inv, cols, w, borders="horizontal", header_fill=None)
    dk.par(doc, "", after=4)
    c.totals_table(doc, c.totals_rows(inv), [5.5, 3.8])
    if inv.due:
        dk.par(doc, f"{L['due']}: {F.date(inv.due)}", before=8, bold=True)
    for text in filter(None, [c.terms_text(inv)] + c.notes(inv)):
        dk.par(doc, text, before=4)
    dk.par(doc, L["closing"], before=12)
    dk.par(doc, v.name, before=2)
    _footer(doc, inv, W, st)
    return doc


def _reference_line(doc, inv, W, st):
    L, F = inv.L, inv.F
    labels = [L["your_ref"], L["letter_of"], L["our_ref"], L["date"]]
    values = [inv.your_ref, F.date(inv.order_date), inv.our_ref, F.date(inv.date)]
    t = dk.table(doc, 2, 4, [W / 4] * 4, cell_margin_cm=0.02)
    dk.fill_row(t.rows[0], labels, ["l"] * 4, size=st["size"] - 2.5)
    dk.fill_row(t.rows[1], values, ["l"] * 4)


def _footer(doc, inv, W, st):
    ftr = doc.sections[0].footer
    t = dk.table(ftr, 1, 3, [W * 0.28, W * 0.42, W * 0.30], borders="none")
    size = st["size"] - 2.5
    dk.cell_text(
        t.rows[0].cells[0], "\n".join([inv.vendor.name] + inv.vendor.address_lines), size=size
    )
    dk.cell_text(
        t.rows[0].cells[1],
        "\n".join(c.split_long(c.bank_lines(inv) or c.contact_lines(inv))),
        size=size,
    )
    dk.cell_text(t.rows[0].cells[2], "\n".join(c.split_long(c.legal_lines(inv), 30)), size=size)
    for cell in t.rows[0].cells:
        dk.cell_border(cell, top=("single", 4, "808080"))
