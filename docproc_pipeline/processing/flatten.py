"""Flatten an extraction into (field name -> JSON value) rows for `extracted_fields`."""

from __future__ import annotations

from typing import Any

from docproc_pipeline.invoice import SCALAR_FIELDS, InvoiceExtraction


def flatten_fields(extraction: InvoiceExtraction) -> tuple[dict[str, Any], dict[str, float | None]]:
    """`total`, `line_items[0].amount`, `tax_breakdown[1].rate`, ... with JSON-ready values
    (decimals and dates as strings) and the confidence of each (the list's confidence for rows)."""
    dumped = extraction.fields.model_dump(mode="json")
    conf = extraction.confidence
    values: dict[str, Any] = {}
    confidences: dict[str, float | None] = {}
    for name in SCALAR_FIELDS:
        values[name] = dumped.get(name)
        confidences[name] = conf.get(name)
    for list_name in ("line_items", "tax_breakdown"):
        for i, row in enumerate(dumped.get(list_name) or []):
            for key, value in row.items():
                flat = f"{list_name}[{i}].{key}"
                values[flat] = value
                confidences[flat] = conf.get(flat, conf.get(list_name))
    return values, confidences
