"""How an e-invoice's review item is treated.

- The XML and the print disagree (`xml_print_mismatch`): the item is queued with the confidence
  part of its priority at its maximum (as for an unreadable document), so it comes up first.
- Read from the XML with nothing found wrong: with `review.auto_approve_einvoices` the pipeline
  approves it (fields read from XML need no human check for accuracy).
"""

from __future__ import annotations

from docproc_pipeline.invoice import InvoiceExtraction
from docproc_pipeline.settings import ModuleConfig

MISMATCH_RULE = "xml_print_mismatch"


def has_print_mismatch(extraction: InvoiceExtraction) -> bool:
    return any(f.rule == MISMATCH_RULE for f in extraction.findings)


def review_confidence(extraction: InvoiceExtraction) -> float:
    """The confidence the review priority is computed from: 0 when XML and print disagree."""
    return 0.0 if has_print_mismatch(extraction) else extraction.overall_confidence


def auto_approvable(
    extraction: InvoiceExtraction, reasons: list[str], config: ModuleConfig
) -> bool:
    """True for an e-invoice with no finding and no other reason for a look, when configured."""
    return (
        config.review.auto_approve_einvoices
        and extraction.source_format is not None
        and not extraction.findings
        and not reasons
    )
