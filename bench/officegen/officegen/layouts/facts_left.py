"""facts-shaded-left: vendor right-aligned on top, title, then a shaded two-column fact table at the left
with the customer block at the right; grid items table; bank and VAT ids in a small two-column table."""

from .. import docxkit as dk
from ..model import Profile
from . import common as c

NAME = "facts-shaded-left"
PROFILE = Profile(items=(1, 12), multi_rate_p=0.25)


def build(inv):
    st = c.style_choices(inv)
    L = inv.L
    doc = c.new_doc(inv, st, margins=(1.5, 1.8, 1.5, 1.8))
    width = dk.text_width_cm(doc)
    v = inv.vendor
    dk.par(doc, v.name, bold=True, size=st["size"] + 3, align="r")
    for line in v.address_lines:
        dk.par(doc, line, size=st["size"] - 1, align="r")
    dk.par(doc, f"{L['phone']} {v.phone}  ·  {v.email}", size=st["size"] - 1, align="r")
    dk.par(doc, L["title"], bold=True, size=st["size"] + 10, before=10, after=8)

    outer = dk.table(doc, 1, 3, [width * 0.46, width * 0.08, width * 0.46])
    left, _, right = outer.rows[0].cells
    facts = c.facts(inv, ("number", "date", "due", "customer_no", "po", "delivery_date"))
    ft = left.add_table(rows=len(facts), cols=2)
    dk.set_widths(ft, [width * 0.2, width * 0.25])
    dk.set_borders(ft, "grid", color="FFFFFF", sz=8)
    for row, (label, value) in zip(ft.rows, facts):
        dk.fill_row(row, [label, value], ["l", "l"], size=st["size"] - 0.5)
        dk.shade(row.cells[0], st["shade"])
        row.cells[0].paragraphs[0].runs[0].bold = True
    left._tc.remove(left.paragraphs[0]._p)  # the table becomes the cell's first element
    dk.cell_text(right, L["bill_to"], bold=True, size=st["size"] - 1, color="595959")
    for i, line in enumerate(c.party_lines(inv, inv.customer)):
        p = right.add_paragraph()
        dk.run(p, line, bold=i == 0)

    dk.par(doc, "", after=10)
    cols = ["desc", "qty", "price", "amount"]
    w = [width - 2.0 - 2.8 - 3.0, 2.0, 2.8, 3.0]
    c.items_table(doc, inv, cols, w, borders="grid", header_fill=st["shade"])
    dk.par(doc, "", after=4)
    c.totals_table(doc, c.totals_rows(inv), [5.0, 3.6], fill=st["shade"])
    for text in filter(None, [c.terms_text(inv)] + c.notes(inv)):
        dk.par(doc, text, before=6)
    dk.par(doc, "", after=12)
    bank, legal = c.bank_lines(inv), c.legal_lines(inv)
    t = dk.table(doc, 1, 2, [width / 2, width / 2], borders="horizontal")
    dk.cell_text(
        t.rows[0].cells[0], "\n".join(c.split_long(bank, 44) or [v.name]), size=st["size"] - 1.5
    )
    dk.cell_text(
        t.rows[0].cells[1], "\n".join([v.name] + c.split_long(legal, 44)), size=st["size"] - 1.5
    )
    return doc
