"""centered-title-number: the title with the invoice number centred at the very top ("INVOICE No. 2024-117"),
a centred date line, supplier and customer as labelled rows, a fully ruled items table with line numbers,
totals in a ruled box, bank details and a signature line."""

from .. import docxkit as dk
from ..model import Profile
from . import common as c

NAME = "centered-title-number"
PROFILE = Profile(items=(1, 12), multi_rate_p=0.25)
NO = {
    "en": ["No.", "#", "Number"],
    "de": ["Nr.", "Nr"],
    "fr": ["N°", "n°"],
    "nl": ["nr.", "nummer"],
    "es": ["n.º", "Nº"],
    "it": ["n.", "nr."],
    "pt": ["n.º", "Nº"],
    "pl": ["nr", "Nr"],
}


def build(inv):
    st = c.style_choices(inv)
    L, F = inv.L, inv.F
    doc = c.new_doc(inv, st, margins=(1.2, 2.0, 1.8, 2.0))
    W = dk.text_width_cm(doc)
    title = f"{L['title'].upper()} {inv.rng.choice(NO[inv.lang])} {inv.number}"
    dk.par(doc, title, bold=True, size=st["size"] + 9, align="c", after=4)
    date_line = f"{L['date']}: {F.date(inv.date)}"
    if inv.due:
        date_line += f"     {L['due']}: {F.date(inv.due)}"
    dk.par(doc, date_line, align="c", after=16)
    rows = [(L["seller"], inv.vendor, True), (L["buyer"], inv.customer, False)]
    t = dk.table(doc, 2, 2, [3.2, W - 3.2], borders="horizontal")
    for row, (label, party, is_vendor) in zip(t.rows, rows):
        dk.cell_text(row.cells[0], f"{label}:", bold=True)
        lines = [party.name, c.one_line_address(party, ", ")]
        if party.vat_printed:
            lines.append(f"{c.vat_label(inv)}: {party.vat_printed}")
        if is_vendor:
            lines.append(f"{L['phone']} {party.phone}  ·  {party.email}")
        else:
            lines.append(
                f"{L['cust_no']}: {inv.customer_no}"
                + (f"  ·  {L['po']}: {inv.po}" if inv.po else "")
            )
        dk.cell_text(row.cells[1], "\n".join(lines))
        row.cells[1].paragraphs[0].runs[0].bold = True
    dk.par(doc, "", after=12)
    cols = ["pos", "desc", "qty_unit", "price", "amount"]
    w = [1.0, W - 1.0 - 2.4 - 2.7 - 2.9, 2.4, 2.7, 2.9]
    tt = c.items_table(doc, inv, cols, w, borders="grid", header_fill=st["shade"])
    for cell in tt.rows[0].cells:
        cell.paragraphs[0].alignment = dk.ALIGN["c"]
    dk.par(doc, "", after=4)
    c.totals_table(
        doc,
        c.totals_rows(inv),
        [5.5, 3.8],
        borders="grid",
        rule_above_total=False,
        fill=st["shade"],
    )
    for text in filter(None, [c.terms_text(inv)] + c.notes(inv)):
        dk.par(doc, text, before=6)
    bank = c.bank_lines(inv)
    if bank:
        dk.par(doc, "   ".join(bank), align="c", before=16, size=st["size"] - 1)
    if inv.vendor.register:
        dk.par(doc, inv.vendor.register, align="c", size=st["size"] - 1.5)
    sig = dk.par(doc, "", align="r", before=30)
    dk.run(sig, "_" * 28)
    dk.par(doc, L["sign"], align="r", size=st["size"] - 1.5)
    return doc
