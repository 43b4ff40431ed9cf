"""word-header-footer: vendor letterhead in the Word page header, bank and legal lines in the page footer
(with a page-number field and a print date); body holds customer, a right-aligned fact list and the items."""

from .. import docxkit as dk
from ..model import Profile
from . import common as c

NAME = "word-header-footer"
PROFILE = Profile(items=(1, 14), multi_rate_p=0.3)


def _header(doc, inv, st):
    v = inv.vendor
    hdr = doc.sections[0].header
    p = hdr.paragraphs[0]
    dk.run(p, v.name, bold=True, size=st["size"] + 5, color=st["accent"])
    dk.par(hdr, c.one_line_address(v, inv.rng.choice((" · ", " | ", " - "))), size=st["size"] - 1)
    p = dk.par(hdr, "   ".join(c.contact_lines(inv)[:3]), size=st["size"] - 1.5, after=4)
    dk.par_border(p, "bottom", st["accent"], 8)


def _footer(doc, inv, st):
    L, F = inv.L, inv.F
    ftr = doc.sections[0].footer
    size = st["size"] - 2
    first = ftr.paragraphs[0]
    first.alignment = dk.ALIGN["c"]
    dk.run(first, "  ·  ".join(c.bank_lines(inv)) or inv.vendor.name, size=size)
    dk.par(ftr, "  ·  ".join(c.legal_lines(inv)), size=size, align="c")
    p = dk.par(ftr, "", size=size, align="c")
    dk.run(p, f"{L['printed']}: {F.alt_date(inv.print_date)}    ", size=size)
    dk.page_x_of_y(p, L["page"], size)


def build(inv):
    st = c.style_choices(inv)
    L = inv.L
    doc = c.new_doc(inv, st, margins=(3.2, 2.0, 2.6, 2.2))
    _header(doc, inv, st)
    _footer(doc, inv, st)
    width = dk.text_width_cm(doc)
    t = dk.table(doc, 1, 2, [width * 0.55, width * 0.45])
    left, right = t.rows[0].cells
    dk.cell_text(left, "\n".join(c.party_lines(inv, inv.customer)))
    left.paragraphs[0].runs[0].bold = True
    for label, value in c.facts(inv, ("number", "date", "customer_no", "po", "due")):
        p = right.add_paragraph() if right.paragraphs[0].runs else right.paragraphs[0]
        p.alignment = dk.ALIGN["r"]
        dk.run(p, f"{label}: ", size=st["size"] - 0.5)
        dk.run(p, value, bold=label == L["inv_no"])
    dk.par(doc, L["title"], bold=True, size=st["size"] + 8, before=18, after=8, color=st["accent"])
    cols = ["pos", "desc", "qty", "unit", "price", "amount"]
    w = [1.0, width - 1.0 - 1.8 - 1.7 - 2.6 - 2.8, 1.8, 1.7, 2.6, 2.8]
    c.items_table(doc, inv, cols, w, borders="horizontal", header_fill=st["shade"])
    dk.par(doc, "", after=4)
    c.totals_table(doc, c.totals_rows(inv), [5.5, 3.8])
    for text in filter(None, [c.terms_text(inv)] + c.notes(inv) + [L["thanks"]]):
        dk.par(doc, text, before=6, size=st["size"] - 0.5)
    return doc
