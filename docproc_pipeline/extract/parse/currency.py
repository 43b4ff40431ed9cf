"""The invoice's currency: named by a label, else voted by the amounts that carry one."""

from __future__ import annotations

from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.hits import Hit
from docproc_pipeline.extract.parse.numbers import (
    currencies_in,
    find_amounts,
)
from docproc_pipeline.invoice import InvoiceFields


def read_currency(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    for h in hits:
        # "Währung: EUR", "Currency: USD": a label naming the currency settles it
        text = (h.value or h.below) if h.field == "currency" else ""
        named = currencies_in(text) if len(text) <= 25 else []
        if len(named) == 1:
            f.currency = ctx.currency = named[0]
            ctx.confidence["currency"] = CONFIDENCE.CURRENCY_LABELLED
            return
    votes: dict[str, int] = {}
    for h in hits:
        if h.field in ("subtotal", "total", "amount_due", "tax", "tax_total"):
            for c in currencies_in(h.inline + " " + h.right):
                votes[c] = votes.get(c, 0) + 2
    if not votes:
        for line in ctx.lines:
            for a in find_amounts(line.text, ctx.decimal_sep):
                if a.currency:
                    votes[a.currency] = votes.get(a.currency, 0) + 1
    if not votes:
        # amounts printed bare under a column header that names the currency ("Gesamt/€")
        for line in ctx.lines:
            for c in currencies_in(line.text):
                votes[c] = votes.get(c, 0) + 1
        if votes:
            f.currency = max(votes.items(), key=lambda kv: kv[1])[0]
            ctx.confidence["currency"] = CONFIDENCE.CURRENCY_MENTIONED
            ctx.currency = f.currency
        return
    if votes:
        f.currency = max(votes.items(), key=lambda kv: kv[1])[0]
        ctx.confidence["currency"] = (
            CONFIDENCE.CURRENCY_SINGLE_VOTE
            if len(votes) == 1
            else CONFIDENCE.CURRENCY_MAJORITY_VOTE
        )
    ctx.currency = f.currency
