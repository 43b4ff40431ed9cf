"""Layout-aware invoice field parser: `Page`s of positioned words in, `InvoiceFields` out.

The parser knows labels (see `labels.py`), number and date formats, and page geometry (lines,
segments, columns, blocks); it knows nothing about any particular vendor or template. Each field
carries a confidence from how it was found (a labelled value, a value consistent with the
invoice's arithmetic, a guess from position) so a reviewer knows what to look at.
"""

from __future__ import annotations

import re

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.accounts import bank_and_tax_ids, tax_ids_by_party
from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.currency import read_currency
from docproc_pipeline.extract.parse.dates import detect_slash_order
from docproc_pipeline.extract.parse.hits import collect_hits, hits_by_line
from docproc_pipeline.extract.parse.identifiers import iban_valid
from docproc_pipeline.extract.parse.labels import (
    join_split_label_words,
)
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.meta import (
    invoice_and_due_dates,
    meta_on_table_lines,
    number_and_order,
)
from docproc_pipeline.extract.parse.money import money_fields
from docproc_pipeline.extract.parse.numbers import (
    detect_decimal_separator,
    parse_number,
)
from docproc_pipeline.extract.parse.parties import find_parties
from docproc_pipeline.extract.parse.resolve import (
    overall,
    repair_ocr_items,
    score_arithmetic,
    score_checksums,
)
from docproc_pipeline.extract.parse.table import parse_line_items
from docproc_pipeline.extract.parse.terms import read_payment_terms
from docproc_pipeline.invoice import InvoiceFields

_RATE_ONLY = re.compile(r"\d{1,2}(?:[.,]\d{1,3})?\s?%")


def parse_invoice(pages: list[Page]) -> tuple[InvoiceFields, dict[str, float], list[str]]:
    """Read the invoice fields from positioned words.

    Returns the fields, a confidence in [0, 1] per field name (plus `line_items`,
    `tax_breakdown` and `overall`), and warnings for a person.
    """
    lines = document_lines(pages)
    for line in lines:
        for seg in line.segments:
            seg.text = join_split_label_words(seg.text)
    texts = [ln.text for ln in lines]
    decimal_sep = detect_decimal_separator(texts)
    joined = "\n".join(texts)
    us_hint = "$" in joined or "USD" in joined
    ctx = Context(lines, decimal_sep, detect_slash_order(texts, us_hint=us_hint))
    ctx.hits = collect_hits(lines)
    f = InvoiceFields()
    conf = ctx.confidence

    row_notes: list[str] = []
    items, table_lines = parse_line_items(lines, decimal_sep, row_notes)
    # a row described by a rate alone ("10 %  6.930,98  693,10") belongs to a tax table below
    items = [i for i in items if not _RATE_ONLY.fullmatch((i.description or "").strip())]
    f.line_items = items
    hits = [h for h in ctx.hits if h.line.index not in table_lines]
    table_totals = [h for h in ctx.hits if h.line.index in table_lines and h.field == "total"]

    number_and_order(ctx, hits, f)
    invoice_and_due_dates(ctx, hits, f)
    meta_on_table_lines(ctx, table_lines, f)
    read_currency(ctx, hits, f)
    money_fields(ctx, hits, f, table_totals)
    bank_and_tax_ids(ctx, hits, f)
    if f.vendor_tax_id is None and f.customer_tax_id is None:
        # ids in a header block the item table claimed ("VAT ID: GB123456789" above its header)
        claimed = [
            h
            for h in ctx.hits
            if h.line.index in table_lines and h.field in ("vendor_tax_id", "customer_tax_id")
        ]
        if claimed:
            ctx.tax_ids.clear()
            bank_and_tax_ids(ctx, sorted(hits + claimed, key=lambda h: h.line.index), f)
    read_payment_terms(ctx, hits, f)
    parties = find_parties(
        lines, hits_by_line(hits), page_heights={p.number: p.height for p in pages}
    )
    for name in ("vendor_name", "vendor_address", "customer_name", "customer_address"):
        value, c = parties.get(name, (None, CONFIDENCE.NOT_FOUND))
        setattr(f, name, value)
        conf[name] = c if value else CONFIDENCE.UNKNOWN
    tax_ids_by_party(ctx, f)
    if lines and lines[0].ocr:
        repair_ocr_items(f)
    score_arithmetic(f, conf, bool(items))
    score_checksums(f, conf)
    if row_notes:
        # figures OCR did not read cleanly: a person should look at the lines
        conf["line_items"] = min(conf["line_items"], CONFIDENCE.ITEMS_REPAIRED_MAX)
        for note in sorted(set(row_notes)):
            ctx.warnings.append(f"line items: {note} ({row_notes.count(note)}x)")
    for name in InvoiceFields.model_fields:
        conf.setdefault(name, CONFIDENCE.UNKNOWN)
    conf["overall"] = round(overall(f, conf), 3)
    return f, _in_field_order(conf), ctx.warnings


def _in_field_order(conf: dict[str, float]) -> dict[str, float]:
    """The confidences rounded, in the order of the invoice's fields and `overall` last, whatever
    order the passes decided them in."""
    order = [*InvoiceFields.model_fields, "overall"]
    out = {name: round(conf[name], 3) for name in order if name in conf}
    out.update({k: round(v, 3) for k, v in sorted(conf.items()) if k not in out})
    return out


__all__ = ["parse_invoice", "iban_valid", "parse_number"]
