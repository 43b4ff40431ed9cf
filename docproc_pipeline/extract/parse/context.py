"""The parse context: the document's lines, its number and date conventions, its label hits,
and the fields and confidences the passes decide."""

from __future__ import annotations

from dataclasses import dataclass, field

from docproc_pipeline.extract.parse.hits import Hit
from docproc_pipeline.extract.parse.lines import Line


@dataclass(slots=True)
class Context:
    lines: list[Line]
    decimal_sep: str
    slash_order: str
    hits: list[Hit] = field(default_factory=list)
    confidence: dict[str, float] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    # tax ids found after a vendor or bare tax label, with where they were printed
    tax_ids: list[tuple[str, Hit]] = field(default_factory=list)
    # the label the invoice number was read after (a number label, or the "Nr." of a title)
    number_hits: list[Hit] = field(default_factory=list)
    currency: str | None = None
