"""line-vat-summary: a bordered fact strip across the top, seller and buyer side by side under their labels,
items with a VAT rate and VAT amount per line (and sometimes a gross column), then a VAT summary table by
rate, the totals and the amount in words (Polish/Italian style faktura)."""

from .. import docxkit as dk
from ..model import Profile
from . import common as c

NAME = "line-vat-summary"
PROFILE = Profile(items=(2, 12), multi_rate_p=0.75)


def build(inv):
    st = c.style_choices(inv, sizes=(8.5, 9, 9, 9.5, 10))
    L = inv.L
    doc = c.new_doc(inv, st, margins=(1.5, 1.5, 1.5, 1.5))
    W = dk.text_width_cm(doc)
    dk.par(doc, f"{L['title']}", bold=True, size=st["size"] + 8, align="c", after=6)
    facts = c.facts(inv, ("number", "date", "delivery_date", "due"))
    strip = dk.table(doc, 2, len(facts), [W / len(facts)] * len(facts), borders="grid", align="c")
    for i, (label, value) in enumerate(facts):
        dk.cell_text(strip.rows[0].cells[i], label, size=st["size"] - 1.5, align="c")
        dk.cell_text(strip.rows[1].cells[i], value, bold=True, align="c")
        dk.shade(strip.rows[0].cells[i], st["shade"])
    dk.par(doc, "", after=8)
    parties = dk.table(doc, 2, 2, [W / 2, W / 2], borders="none")
    dk.fill_row(
        parties.rows[0], [L["seller"], L["buyer"]], ["l", "l"], bold=True, size=st["size"] - 0.5
    )
    for cell in parties.rows[0].cells:
        dk.cell_border(cell, bottom=("single", 6, "000000"))
    seller = c.party_lines(inv, inv.vendor) + c.bank_lines(inv)
    buyer = c.party_lines(inv, inv.customer) + [f"{L['cust_no']}: {inv.customer_no}"]
    if inv.po:
        buyer.append(f"{L['po']}: {inv.po}")
    dk.cell_text(parties.rows[1].cells[0], "\n".join(seller))
    dk.cell_text(parties.rows[1].cells[1], "\n".join(buyer))
    for cell in parties.rows[1].cells:
        cell.paragraphs[0].runs[0].bold = True
    dk.par(doc, "", after=8)
    gross = inv.rng.random() < 0.5
    cols = ["pos", "desc", "qty", "unit", "price", "amount", "rate", "tax"]
    fixed = [0.9, None, 1.7, 1.3, 1.9, 2.1, 1.6, 1.8]
    w = [x if x else W - sum(f for f in fixed if f) - (2.1 if gross else 0) for x in fixed]
    t = c.items_table(
        doc, inv, cols, w, borders="grid", header_fill=st["shade"], size=st["size"] - 0.5
    )
    if gross:
        _add_gross_column(t, inv, st)
    dk.par(doc, "", after=8)
    _vat_summary(doc, inv, W, st)
    dk.par(doc, "", after=6)
    c.totals_table(doc, c.totals_rows(inv, with_tax_rows=False), [5.5, 3.8])
    words = f"{L['words']} {c.amount_words(inv, inv.amount_due)}"
    dk.par(doc, words, italic=True, before=8)
    for text in filter(None, [c.terms_text(inv)] + c.notes(inv)):
        dk.par(doc, text, before=4)
    legal = c.legal_lines(inv)
    if legal:
        dk.par(
            doc,
            " · ".join([inv.vendor.name] + legal[:2]),
            size=st["size"] - 2,
            before=24,
            align="c",
        )
    return doc


def _add_gross_column(t, inv, st):
    from docx.shared import Cm

    col = t.add_column(Cm(2.1))
    dk.cell_text(col.cells[0], inv.L["col_gross"], bold=True, size=st["size"] - 0.5, align="r")
    dk.shade(col.cells[0], st["shade"])
    for k, line in enumerate(inv.lines):
        dk.cell_text(
            col.cells[k + 1], inv.F.money(line.amount + line.tax), size=st["size"] - 0.5, align="r"
        )


def _vat_summary(doc, inv, W, st):
    L, F = inv.L, inv.F
    rows = len(inv.breakdown) + 2
    widths = [2.2, 3.0, 3.0, 3.0]
    dk.par(doc, L["vat_summary"], bold=True, align="r", after=2, size=st["size"] - 0.5)
    t = dk.table(doc, rows, 4, widths, borders="grid", align="r")
    dk.fill_row(
        t.rows[0],
        [L["rate"], L["base"], L["col_tax"], L["col_gross"]],
        ["r"] * 4,
        bold=True,
        size=st["size"] - 0.5,
    )
    dk.shade_row(t.rows[0], st["shade"])
    for row, (rate, base, amount) in zip(t.rows[1:], inv.breakdown):
        dk.fill_row(
            row,
            [F.pct(rate), F.money(base), F.money(amount), F.money(base + amount)],
            ["r"] * 4,
            size=st["size"] - 0.5,
        )
    base_sum = sum(b for _, b, _ in inv.breakdown)
    dk.fill_row(
        t.rows[-1],
        ["", F.money(base_sum), F.money(inv.tax_total), F.money(base_sum + inv.tax_total)],
        ["r"] * 4,
        bold=True,
        size=st["size"] - 0.5,
    )
