"""tab-leader-quote: quote-like letter without tables: place and date (and due date) in a right-aligned
paragraph, a subject line with the invoice number, items as numbered paragraphs on tab stops with dot
leaders, totals on tab stops too."""

from .. import docxkit as dk
from ..model import Profile
from . import common as c

NAME = "tab-leader-quote"
PROFILE = Profile(items=(1, 12), multi_rate_p=0.2)
AT = {"en": "@", "de": "à", "fr": "à", "nl": "à", "es": "a", "it": "a", "pt": "a", "pl": "po"}


def build(inv):
    st = c.style_choices(
        inv,
        fonts=(
            "Liberation Serif",
            "DejaVu Serif",
            "Liberation Mono",
            "Liberation Sans",
            "DejaVu Sans Mono",
        ),
    )
    if "Mono" in st["font"]:
        st["size"] = min(st["size"], 9)
    L, F = inv.L, inv.F
    doc = c.new_doc(inv, st, margins=(2.0, 2.0, 2.0, 2.5))
    W = dk.text_width_cm(doc)
    v = inv.vendor
    dk.par(doc, v.name, bold=True, size=st["size"] + 4)
    dk.par(doc, c.one_line_address(v, ", "), size=st["size"] - 0.5)
    dk.par(doc, "  ".join(c.contact_lines(inv)[:2]), size=st["size"] - 1, after=18)
    for i, line in enumerate(c.party_lines(inv, inv.customer)):
        dk.par(doc, line, bold=i == 0)
    # right-aligned date paragraph (the quote-like part)
    p = dk.par(doc, L.fmt("place_date", city=v.city, date=F.date(inv.date)), align="r", before=14)
    if inv.due:
        p.add_run().add_break()
        dk.run(p, f"{L['due']}: {F.date(inv.due)}")
    if inv.po:
        p.add_run().add_break()
        dk.run(p, f"{L['po']}: {inv.po}", size=st["size"] - 0.5)
    subject = f"{L['inv_no']} {inv.number}"
    if L["title"].split()[0].lower() not in L["inv_no"].lower():
        subject = f"{L['title']} - {subject}"
    dk.par(doc, subject, bold=True, size=st["size"] + 2, before=14, after=2)
    dk.par(doc, f"{L['cust_no']}: {inv.customer_no}", size=st["size"] - 1, after=10)
    dk.par(doc, L["salutation"], after=4)
    dk.par(doc, L["intro"], after=10)
    _items(doc, inv, W, st)
    _totals(doc, inv, W, st)
    for text in filter(None, [c.terms_text(inv)] + c.notes(inv)):
        dk.par(doc, text, before=4)
    bank = c.bank_lines(inv)
    if bank:
        dk.par(doc, "   ".join(bank), before=8, size=st["size"] - 0.5)
    dk.par(doc, L["closing"], before=14)
    dk.par(doc, v.director, before=20)
    legal = c.legal_lines(inv)
    if legal:
        dk.par(doc, " | ".join(legal), before=24, size=st["size"] - 2, color="595959")
    return doc


def _items(doc, inv, W, st):
    L, F = inv.L, inv.F
    stops = [(0.9, "l", None), (W - 2.6, "r", "."), (W, "r", None)]
    size = max(8.5, st["size"] - 1)
    head = dk.par(doc, "", size=st["size"] - 1, after=3)
    dk.tab_stops(head, [(0.9, "l", None), (W - 2.6, "r", None), (W, "r", None)])
    dk.run(
        head,
        f"{L['col_pos']}\t{L['col_desc']}\t{L['col_qty']} x {L['col_price']}\t{L['col_amount']}",
        bold=True,
    )
    dk.par_border(head, "bottom", "808080", 4)
    at = AT[inv.lang]
    for i, line in enumerate(inv.lines):
        p = dk.par(doc, "", after=2)
        dk.tab_stops(p, stops)
        dk.run(
            p,
            f"{i + 1}.\t{line.desc}\t{F.qty(line.qty)} {line.unit} {at} {F.price(line.unit_price)}\t{F.money(line.amount)}",
            size=size,
        )


def _totals(doc, inv, W, st):
    rows = c.totals_rows(inv)
    first = True
    for label, value, bold in rows:
        p = dk.par(doc, "", before=6 if first else 1)
        dk.tab_stops(p, [(W - 9.0, "l", None), (W, "r", ".")])
        if first:
            dk.par_border(p, "top", "808080", 4)
        first = False
        dk.run(p, f"\t{label}\t{value}", bold=bold)
