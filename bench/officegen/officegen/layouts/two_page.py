"""two-page-continued: 25-40 items; the table breaks after a fixed number of rows with a "continued on
page 2" note, page 2 starts with "continued from page 1" and the invoice number, repeats the column
header and carries the totals; page footer with vendor name and "Page X of Y". No carried-forward sums."""

from .. import docxkit as dk
from ..model import Profile
from . import common as c

NAME = "two-page-continued"
PROFILE = Profile(items=(25, 40), multi_rate_p=0.3, ship_to_p=0.0)


def build(inv):
    st = c.style_choices(
        inv,
        sizes=(9, 9, 9.5),
        fonts=(
            "Liberation Sans",
            "DejaVu Sans Condensed",
            "Liberation Serif",
            "Liberation Sans Narrow",
        ),
    )
    L, F = inv.L, inv.F
    doc = c.new_doc(inv, st, margins=(1.5, 1.8, 1.8, 1.8))
    W = dk.text_width_cm(doc)
    v = inv.vendor
    head = dk.table(doc, 1, 2, [W * 0.55, W * 0.45])
    left, right = head.rows[0].cells
    dk.cell_text(left, "\n".join([v.name] + v.address_lines + [f"{L['phone']} {v.phone}"]))
    left.paragraphs[0].runs[0].bold = True
    left.paragraphs[0].runs[0].font.size = dk.Pt(st["size"] + 4)
    dk.cell_text(right, L["title"], bold=True, size=st["size"] + 8, align="r")
    for label, value in c.facts(inv, ("number", "date", "due", "customer_no", "po")):
        p = right.add_paragraph()
        p.alignment = dk.ALIGN["r"]
        dk.run(p, f"{label}: {value}")
    dk.par(doc, "", after=8)
    for i, line in enumerate(c.party_lines(inv, inv.customer)):
        dk.par(doc, line, bold=i == 0)
    dk.par(doc, "", after=10)
    cols = ["pos", "art", "desc", "qty", "unit", "price", "amount"]
    w = [0.9, 1.5, None, 1.8, 1.6, 2.2, 2.4]
    w = [x if x else W - sum(f for f in w if f) for x in w]
    first_rows = min(len(inv.lines) - 5, 17 if inv.spec.paper == "letter" else 20)
    size = st["size"] - 0.5
    c.items_table(
        doc,
        inv,
        cols,
        w,
        borders="horizontal",
        header_fill=st["shade"],
        size=size,
        lines=inv.lines[:first_rows],
    )
    dk.par(doc, L.fmt("continued", p2=2), italic=True, align="r", before=4, size=size)
    dk.page_break(doc)
    dk.par(doc, L.fmt("continued_from", p1=1, no=inv.number), italic=True, size=size)
    dk.par(doc, f"{L['inv_no']} {inv.number}  ·  {F.date(inv.date)}", size=size, after=8)
    c.items_table(
        doc,
        inv,
        cols,
        w,
        borders="horizontal",
        header_fill=st["shade"],
        size=size,
        lines=inv.lines[first_rows:],
        start=first_rows,
    )
    dk.par(doc, "", after=4)
    c.totals_table(doc, c.totals_rows(inv), [5.5, 3.8])
    for text in filter(None, [c.terms_text(inv)] + c.notes(inv)):
        dk.par(doc, text, before=6)
    bank = c.bank_lines(inv)
    if bank:
        dk.par(doc, "  ·  ".join(bank), before=10, size=size)
    ftr = doc.sections[0].footer
    p = ftr.paragraphs[0]
    p.alignment = dk.ALIGN["c"]
    dk.run(p, f"{v.name}  ·  {' · '.join(c.legal_lines(inv)[:2])}  ·  ", size=st["size"] - 2)
    dk.page_x_of_y(p, L["page"], st["size"] - 2)
    return doc
