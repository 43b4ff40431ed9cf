"""The parse context: the document's lines, its number and date conventions, its label hits,
and the fields and confidences the passes decide.

The passes of `invoice.py` read and write it in order; a pass writes only the fields its
docstring names (and their confidences), plus the notes listed here for the passes after it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from docproc_pipeline.extract.parse.hits import Hit
from docproc_pipeline.extract.parse.lines import Line
from docproc_pipeline.extract.parse.numbers import Amount, find_money
from docproc_pipeline.extract.parse.regions import Regions
from docproc_pipeline.invoice import InvoiceFields


@dataclass(slots=True)
class Context:
    lines: list[Line]
    decimal_sep: str
    slash_order: str
    # the pages' printed areas and bands, classified once before the passes (`regions.py`)
    regions: Regions
    hits: list[Hit] = field(default_factory=list)  # every label hit of the document
    # the document prints its money in whole units ("1.560.000"): figures without decimals
    # are money too
    whole_money: bool = False
    # the document prints its money as floats ("14.0", "440.0"): figures of one decimal are
    # money too
    float_money: bool = False
    confidence: dict[str, float] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    # tax ids found after a vendor or bare tax label, with where they were printed
    tax_ids: list[tuple[str, Hit]] = field(default_factory=list)
    # the label the invoice number was read after (a number label, or the "Nr." of a title)
    number_hits: list[Hit] = field(default_factory=list)
    currency: str | None = None
    # what the passes decide
    fields: InvoiceFields = field(default_factory=InvoiceFields)
    # the lines the item table claimed, and the label hits on the other lines (the ones the
    # field rules read: an item row carries no label of the invoice's facts)
    table_lines: set[int] = field(default_factory=set)
    text_hits: list[Hit] = field(default_factory=list)
    # repairs of OCR'd item rows, for a warning and a lower confidence of the items
    row_notes: list[str] = field(default_factory=list)

    def find_money(self, text: str) -> list[Amount]:
        """The money figures of `text` read by this document's conventions: its decimal
        separator, and whole-unit or one-decimal figures when the document prints its money that
        way."""
        return find_money(text, self.decimal_sep, whole=self.whole_money, floats=self.float_money)
