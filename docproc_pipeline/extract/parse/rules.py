"""Field rules and the decision among them.

A rule reads one kind of evidence for a field and returns a candidate: the value, the confidence
of that evidence (a name of `confidence.CONFIDENCE`) and the label hit it was read after, if
any; or None. A field's rules form one tuple, strongest evidence first, and `decide` takes the
first candidate: the tuple is the one place where the field is decided.
"""

from __future__ import annotations

from collections.abc import Callable

from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.hits import Hit
from docproc_pipeline.invoice import InvoiceFields

Candidate = tuple[object, float, Hit | None]
Rule = Callable[[Context, list[Hit], InvoiceFields], Candidate | None]


def decide(
    ctx: Context, hits: list[Hit], f: InvoiceFields, name: str, rules: tuple[Rule, ...]
) -> Hit | None:
    """Set field `name` (and its confidence) from the first of `rules` that finds a candidate;
    return the hit it was read after, if any."""
    for rule in rules:
        found = rule(ctx, hits, f)
        if found is not None:
            value, confidence, hit = found
            if hit is not None and hit.match.by_meaning:
                confidence = min(confidence, CONFIDENCE.LABEL_BY_MEANING_MAX)
            setattr(f, name, value)
            ctx.confidence[name] = confidence
            return hit
    return None
