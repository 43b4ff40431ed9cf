"""words-and-slip: letterhead with a rule, customer block and a one-line fact strip, items, totals as a
sentence plus a small table and the amount in words, and a detachable remittance slip at the bottom
that repeats invoice number, customer number, amount due and the bank account."""

from .. import docxkit as dk
from ..model import Profile
from . import common as c

NAME = "words-and-slip"
PROFILE = Profile(items=(1, 8), multi_rate_p=0.2)


def build(inv):
    st = c.style_choices(inv, sizes=(9, 9.5, 10))
    L, F = inv.L, inv.F
    doc = c.new_doc(inv, st, margins=(1.4, 1.8, 1.2, 1.8))
    W = dk.text_width_cm(doc)
    v = inv.vendor
    head = dk.table(doc, 1, 2, [W * 0.6, W * 0.4], borders="header_rule")
    dk.cell_text(head.rows[0].cells[0], "\n".join([v.name] + v.address_lines))
    head.rows[0].cells[0].paragraphs[0].runs[0].bold = True
    head.rows[0].cells[0].paragraphs[0].runs[0].font.size = dk.Pt(st["size"] + 4)
    right = c.contact_lines(inv)
    if inv.vendor.vat_printed:
        right.append(f"{c.vat_label(inv)}: {inv.vendor.vat_printed}")
    dk.cell_text(head.rows[0].cells[1], "\n".join(right), align="r", size=st["size"] - 1)
    dk.par(doc, "", after=10)
    for i, line in enumerate(c.party_lines(inv, inv.customer)):
        dk.par(doc, line, bold=i == 0)
    dk.par(doc, L["title"], bold=True, size=st["size"] + 6, before=12, after=2)
    strip = "    |    ".join(
        f"{k}: {val}" for k, val in c.facts(inv, ("number", "date", "customer_no", "po"))
    )
    dk.par(doc, strip, size=st["size"] - 0.5, after=8)
    cols = ["desc", "qty_unit", "price", "amount"]
    w = [W - 2.6 - 2.6 - 2.8, 2.6, 2.6, 2.8]
    c.items_table(doc, inv, cols, w, borders="horizontal", header_fill=st["shade"])
    total_sentence = L.fmt("words_sentence", amount=F.cur(inv.total))
    dk.par(doc, total_sentence, before=8, after=4)
    c.totals_table(doc, c.totals_rows(inv), [5.5, 3.8])
    dk.par(doc, f"{L['words']} {c.amount_words(inv, inv.amount_due)}", italic=True, before=6)
    due = f"{L['due']}: {F.date(inv.due)}" if inv.due else None
    for text in filter(None, [c.terms_text(inv), due] + c.notes(inv)):
        dk.par(doc, text, before=3)
    _slip(doc, inv, W, st)
    return doc


def _slip(doc, inv, W, st):
    L, F = inv.L, inv.F
    cut = dk.par(doc, "", align="c", before=18, size=st["size"] - 2)
    dk.run(cut, "✂ " + "- " * 20 + L["cut"] + " -" * 20, size=st["size"] - 2, color="606060")
    dk.par(doc, L["slip"], bold=True, size=st["size"] - 0.5, before=4, after=4)
    rows = [(inv.L["seller"], inv.vendor.name)]
    if inv.vendor.iban:
        rows.append((L["iban"], c.iban_printed(inv, inv.vendor.iban)))
        if inv.vendor.bic:
            rows.append((L["bic"], inv.vendor.bic))
    elif "routing" in inv.vendor.extra:
        rows.append((L["routing"], inv.vendor.extra["routing"]))
        rows.append((L["account"], inv.vendor.extra["account"]))
    rows += [
        (L["inv_no"], inv.number),
        (L["cust_no"], inv.customer_no),
        (L["buyer"], inv.customer.name),
        (L["amount_due"], F.cur(inv.amount_due)),
        (L["amount_enclosed"], ""),
    ]
    t = dk.table(doc, len(rows), 2, [5.0, W - 5.0], borders="outer")
    for row, (label, value) in zip(t.rows, rows):
        dk.fill_row(row, [label, value], ["l", "l"], size=st["size"] - 0.5)
    for cell in t.rows[-1].cells[1:]:
        dk.cell_border(cell, bottom=("dotted", 6, "000000"))
