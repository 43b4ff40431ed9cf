"""shipto-refs-block: title and vendor at the left, a shaded reference grid at the right full of numbers
and dates (invoice no. among customer no., our order no., your order no., delivery note no., order and
delivery dates), bill-to and ship-to side by side, zebra items table with article numbers, legal footer."""

from .. import docxkit as dk
from ..model import Profile
from . import common as c

NAME = "shipto-refs-block"
PROFILE = Profile(items=(2, 12), multi_rate_p=0.3, ship_to_p=1.0)


def build(inv):
    st = c.style_choices(inv, sizes=(8.5, 9, 9.5, 10))
    L, F = inv.L, inv.F
    doc = c.new_doc(inv, st, margins=(1.4, 1.6, 2.2, 1.6))
    W = dk.text_width_cm(doc)
    v = inv.vendor
    top = dk.table(doc, 1, 2, [W * 0.5, W * 0.5])
    left, right = top.rows[0].cells
    dk.cell_text(left, L["title"], bold=True, size=st["size"] + 11, color=st["accent"])
    note = left.add_paragraph()
    dk.run(note, L["proforma_note"], italic=True, size=st["size"] - 1.5, color="606060")
    for i, line in enumerate([v.name] + v.address_lines + c.contact_lines(inv)[:2]):
        p = left.add_paragraph()
        dk.run(p, line, bold=i == 0, size=st["size"] + (2 if i == 0 else -1))
    keys = (
        "number",
        "date",
        "customer_no",
        "order_no",
        "po",
        "delivery_note",
        "order_date",
        "delivery_date",
        "due",
    )
    refs = c.facts(inv, keys)
    rt = right.add_table(rows=len(refs), cols=2)
    dk.set_widths(rt, [W * 0.24, W * 0.24])
    dk.set_borders(rt, "grid", color="808080")
    for row, (label, value) in zip(rt.rows, refs):
        dk.fill_row(row, [label, value], ["l", "r"], size=st["size"] - 0.5)
        dk.shade(row.cells[0], st["shade"])
    right._tc.remove(right.paragraphs[0]._p)
    dk.par(doc, "", after=10)
    ship = inv.ship_to
    pt = dk.table(doc, 2, 2, [W / 2, W / 2])
    dk.fill_row(
        pt.rows[0], [L["bill_to"], L["ship_to"]], ["l", "l"], bold=True, size=st["size"] - 1
    )
    for cell in pt.rows[0].cells:
        dk.shade(cell, st["shade"])
    dk.cell_text(pt.rows[1].cells[0], "\n".join(c.party_lines(inv, inv.customer)))
    dk.cell_text(pt.rows[1].cells[1], "\n".join([ship.name] + ship.address_lines))
    dk.par(doc, "", after=10)
    cols = ["pos", "art", "desc", "qty", "unit", "price", "amount"]
    w = [0.9, 1.5, None, 1.8, 1.6, 2.3, 2.5]
    w = [x if x else W - sum(f for f in w if f) for x in w]
    c.items_table(doc, inv, cols, w, borders="header_rule", header_fill=st["shade"], zebra="F2F2F2")
    dk.par(doc, "", after=4)
    c.totals_table(doc, c.totals_rows(inv), [5.5, 3.8])
    for text in filter(None, [c.terms_text(inv)] + c.notes(inv) + [L["thanks"]]):
        dk.par(doc, text, before=5)
    ftr = doc.sections[0].footer
    t = dk.table(ftr, 1, 2, [W / 2, W / 2])
    size = st["size"] - 2
    dk.cell_text(t.rows[0].cells[0], "\n".join(c.bank_lines(inv) or [v.name]), size=size)
    dk.cell_text(
        t.rows[0].cells[1],
        "\n".join(c.legal_lines(inv) + [f"{L['printed']}: {F.alt_date(inv.print_date)}"]),
        size=size,
        align="r",
    )
    return doc
