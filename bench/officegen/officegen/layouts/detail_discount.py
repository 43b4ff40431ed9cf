"""detail-line-discount: coloured title bar with the number, a three-cell info row (customer / delivery /
invoice facts), items with article number, an indented italic detail line under the description and
list price / discount % / net price columns; vendor details in a one-line small-print footer paragraph."""

from .. import docxkit as dk
from ..model import Profile
from . import common as c

NAME = "detail-line-discount"
PROFILE = Profile(items=(1, 10), line_discount=True, multi_rate_p=0.2, details=True)


def build(inv):
    st = c.style_choices(inv, sizes=(8.5, 9, 9, 9.5, 10))
    L = inv.L
    doc = c.new_doc(inv, st, margins=(1.4, 1.5, 1.4, 1.5))
    W = dk.text_width_cm(doc)
    v = inv.vendor
    dk.par(doc, v.name, bold=True, size=st["size"] + 6, color=st["accent"])
    dk.par(doc, c.one_line_address(v, "  |  "), size=st["size"] - 1, after=8)
    bar = dk.table(doc, 1, 2, [W * 0.6, W * 0.4])
    dk.shade_row(bar.rows[0], st["accent"])
    dk.cell_text(bar.rows[0].cells[0], L["title"], bold=True, size=st["size"] + 5, color="FFFFFF")
    dk.cell_text(
        bar.rows[0].cells[1],
        f"{L['inv_no']} {inv.number}",
        bold=True,
        size=st["size"] + 2,
        color="FFFFFF",
        align="r",
    )
    dk.par(doc, "", after=6)
    info = dk.table(doc, 1, 3, [W * 0.40, W * 0.24, W * 0.36])
    a, b, cc = info.rows[0].cells
    dk.cell_text(a, "\n".join(c.party_lines(inv, inv.customer)))
    a.paragraphs[0].runs[0].bold = True
    dk.cell_text(
        b,
        "\n".join(
            f"{k}: {val}"
            for k, val in c.facts(inv, ("delivery_note", "delivery_date", "order_date"))
        ),
        size=st["size"] - 1,
    )
    dk.cell_text(
        cc,
        "\n".join(f"{k}: {val}" for k, val in c.facts(inv, ("date", "due", "customer_no", "po"))),
        align="r",
        size=st["size"] - 0.5,
    )
    dk.par(doc, "", after=8)
    _items(doc, inv, W, st)
    dk.par(doc, "", after=4)
    c.totals_table(doc, c.totals_rows(inv), [5.5, 3.8])
    for text in filter(None, [c.terms_text(inv)] + c.notes(inv) + [L["thanks"]]):
        dk.par(doc, text, before=5)
    foot = [v.name, c.one_line_address(v, ", ")] + c.legal_lines(inv) + c.bank_lines(inv)
    p = dk.par(doc, "  |  ".join(foot), size=st["size"] - 1.5, before=22, align="c", color="404040")
    dk.par_border(p, "top", "A0A0A0", 4)
    return doc


def _items(doc, inv, W, st):
    cols = ["pos", "art", "desc", "qty", "unit", "list", "disc", "net", "amount"]
    fixed = [0.9, 1.7, None, 1.7, 1.3, 1.9, 1.5, 1.9, 2.2]
    w = [x if x else W - sum(f for f in fixed if f) for x in fixed]
    t = c.items_table(
        doc, inv, cols, w, borders="header_rule", header_fill=None, size=st["size"] - 0.5
    )
    for k, line in enumerate(inv.lines):
        if line.detail:
            cell = t.rows[k + 1].cells[2]
            p = cell.add_paragraph()
            p.paragraph_format.left_indent = dk.Cm(0.3)
            dk.run(p, line.detail, italic=True, size=st["size"] - 1.5, color="404040")
        for cell in t.rows[k + 1].cells:
            dk.cell_border(cell, bottom=("dotted", 4, "A0A0A0"))
    for cell in t.rows[0].cells:
        dk.cell_border(cell, bottom=("single", 8, "000000"), top=("single", 8, "000000"))
