"""Group headings that print their group's sum: rows of the item table that are no items.

A utility bill or a telecom bill sorts its charges into groups and prints each group's name
with the sum of its rows on the line over them ("Corrispettivi di vendita  4,75 €" over six
priced rows of energy, "Dispacciamento  0,54 €" over the next ten). The row reader reads such
a heading as an item of its own (a description and one amount). It is told apart by
arithmetic alone: it prints no quantity and no unit price, the rows right under it add up to
its amount, and the next group's heading follows right after them, the same way. One heading
whose rows happen to add up is no proof (a till receipt's rows add up by chance); a chain of
two or more is.
"""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline.extract.parse.numbers import within_a_cent
from docproc_pipeline.invoice import LineItem

# a chain of this many headings, each closing where the next opens, makes them headings
_CHAIN_MIN = 2


def without_group_sums(items: list[LineItem]) -> list[LineItem]:
    """`items` without the headings of a chain of groups whose rows add up to them."""
    heads: set[int] = set()
    start = 0
    while start < len(items):
        chain = _chain_from(items, start)
        if len(chain) >= _CHAIN_MIN:
            heads.update(chain)
            start = chain[-1] + 1
        else:
            start += 1
    return [item for k, item in enumerate(items) if k not in heads]


def _chain_from(items: list[LineItem], start: int) -> list[int]:
    """The headings of consecutive groups from `start`: each a heading whose rows add up to its
    amount, the next heading right after its last row."""
    chain: list[int] = []
    k = start
    while k < len(items):
        size = _group_size(items, k)
        if size is None:
            break
        chain.append(k)
        k += size + 1
    return chain


def _group_size(items: list[LineItem], k: int) -> int | None:
    """How many rows under item `k` add up to its amount, when it prints an amount alone and
    at least one of those rows prints its quantity or unit price (the rows are charges, not
    more headings); None when no run of rows adds up to it."""
    head = items[k]
    if not _bare(head) or head.amount is None or head.amount <= 0:
        return None
    sums: list[Decimal] = []
    for row in items[k + 1 :]:
        if row.amount is None or row.amount < 0 or (sums and sums[-1] > head.amount):
            break
        sums.append((sums[-1] if sums else Decimal(0)) + row.amount)
    # the run whose sum is the heading's to the cent, else the first within a cent of it (a
    # row of a cent after a run a cent short is the group's last: "0,53" then "0,01" of 0,54)
    exact = [n for n, total in enumerate(sums, start=1) if total == head.amount]
    near = [n for n, total in enumerate(sums, start=1) if within_a_cent(total, head.amount)]
    found = (exact or near)[:1]
    if not found:
        return None
    rows = items[k + 1 : k + 1 + found[0]]
    return found[0] if any(not _bare(r) for r in rows) else None


def _bare(item: LineItem) -> bool:
    """Whether a row prints its amount alone: no quantity, no unit price."""
    return item.quantity is None and item.unit_price is None
