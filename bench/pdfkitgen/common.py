"""Set-up shared by all layouts: parties, dates, numbers, bank, terms; and the closing computation."""

from .kit import ACCENTS, bank
from .model import Line


def setup(doc, due_choices=(14, 21, 30), due_p=0.8, po_p=0.5, terms_p=0.5, buyer_tax_p=0.6):
    rng = doc.rng
    doc.money_fmt()
    days = rng.choice(due_choices)
    doc.dates(days if rng.random() < due_p else None)
    doc.days = days
    doc.seller = doc.party(with_tax=True)
    doc.buyer = doc.party(with_tax=rng.random() < buyer_tax_p)
    bank(doc)
    doc.po = po_number(doc) if rng.random() < po_p else None
    doc.terms = doc.terms_text(days) if rng.random() < terms_p else None
    doc.accent = rng.choice(ACCENTS)
    doc.cust_no = f"{rng.randrange(10000, 99999)}"


def po_number(doc):
    rng = doc.rng
    return rng.choice(
        [
            f"PO-{rng.randrange(10000, 99999)}",
            f"{rng.randrange(4500000000, 4599999999)}",
            f"ZAM/{rng.randrange(100, 999)}/{doc.issue.year}"
            if doc.lang == "pl"
            else f"B{rng.randrange(100000, 999999)}",
            f"{doc.issue.year}-{rng.randrange(100, 9999):04d}",
        ]
    )


def finish(doc, break_p):
    doc.compute()
    doc.maybe_break(break_p)


__all__ = ["setup", "finish", "Line"]
