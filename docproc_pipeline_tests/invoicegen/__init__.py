"""A varied synthetic invoice generator for development data and test fixtures.

    from docproc_pipeline_tests.invoicegen import make_invoice, render_pdf
    inv = make_invoice(7, "de_DE", "classic")
    pdf = render_pdf(inv); truth = inv.truth("text_pdf", "pdf", page_count(pdf))

Every value is invented (Faker); VAT ids and IBANs carry valid check digits. The labels and
phrases are per-language data in vocab/<lang>.json, written from real invoices' conventions.
"""

from .content import RULES, load_vocab, make_invoice
from .layouts import LAYOUTS, LayoutInfo
from .locales import LOCALES, LocaleSpec
from .model import GeneratedInvoice
from .render import (
    IMAGE_FORMATS,
    NOISE_LEVELS,
    add_noise,
    page_count,
    pdf_text,
    render_image,
    render_pdf,
    render_scanned_pdf,
)
from .rules import check_truth, rule_errors

DEV_LAYOUTS = tuple(name for name, info in LAYOUTS.items() if info.split == "dev")
HELDOUT_ONLY_LAYOUTS = tuple(name for name, info in LAYOUTS.items() if info.split == "heldout_only")

__all__ = [
    "DEV_LAYOUTS", "HELDOUT_ONLY_LAYOUTS", "IMAGE_FORMATS", "LAYOUTS", "LOCALES", "NOISE_LEVELS",
    "RULES", "GeneratedInvoice", "LayoutInfo", "LocaleSpec", "add_noise", "check_truth",
    "load_vocab", "make_invoice", "page_count", "pdf_text", "render_image", "render_pdf",
    "render_scanned_pdf", "rule_errors",
]  # fmt: skip
