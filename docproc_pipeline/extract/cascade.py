"""The cascade engine: the offline engine reads every document, the model only what it is unsure of.

1. The offline engine (text layer + OCR; in a batch, its worker processes) reads the document.
2. `unsure_fields` names the fields whose offline reading is not good enough, each with why:
   its confidence is under its threshold, a field rule fails on it, it is an input of a failed
   cross-field rule, or it is missing though invoices nearly always print it
   (`processing.cascade`, the `fields` section and `validation` of the module config).
3. Nothing unsure: the offline result stands and the model is not called.
   Otherwise one model call reads the whole document, and its values replace the unsure fields
   only; every other field keeps its offline value, confidence and source (`text` / `ocr`).
   The replaced ones get the model's value and confidence and the source `gemini`.
4. The model unavailable (circuit open, retries exhausted, no call slot) or refusing: the document
   does not wait and does not fail. The offline result stands, and a `cascade_unresolved`
   finding names the unsure fields so the review item says what to check.

The result's `engine` is `offline` when the model was not needed or not available, `cascade`
when some of its values were taken. A transient model failure is retried as for Gemini alone
(backoff, then the breaker opens and later documents skip the model at once). A document the
offline engine rejects (encrypted, blank, not an invoice) stays rejected: the model is not asked
to second-guess a rejection. E-invoices never reach this engine (the e-invoice router in front of
it reads their XML).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from docproc_pipeline.errors import ConfigError, PermanentError, TransientError
from docproc_pipeline.invoice import EXTRACTED_FIELDS, Finding, InvoiceExtraction, InvoiceFields
from docproc_pipeline.settings import FieldRule, ModuleConfig
from docproc_pipeline.validate.field_rules import check_field_rules
from docproc_pipeline.validate.rules import cross_field_errors

ENGINE_NAME = "cascade"
MODEL_SOURCE = "gemini"
UNRESOLVED_RULE = "cascade_unresolved"

# The fields each cross-field rule reads (validate/rules.py): when a rule fails, any of them may
# be the misread one, so all of them go to the model.
RULE_INPUTS: dict[str, tuple[str, ...]] = {
    "line_amount": ("line_items",),
    "line_sum": ("line_items", "subtotal"),
    "tax_rate": ("tax_rate", "tax_amount", "tax_breakdown", "subtotal"),
    "total": ("total", "subtotal", "tax_amount", "discount", "shipping"),
    "due_before_issue": ("invoice_date", "due_date"),
}


@dataclass(frozen=True, slots=True)
class CascadePolicy:
    """When an offline reading is unsure (built from the module config by `from_config`).

    `thresholds` maps a field to its minimum confidence (fields not in it use `default_threshold`);
    `missing_is_unsure` lists fields whose absence is taken as a miss; field rules, cross-field
    rules and tolerance are those of validation.
    """

    default_threshold: float
    thresholds: dict[str, float]
    missing_is_unsure: frozenset[str]
    field_rules: dict[str, FieldRule]
    cross_rules: tuple[str, ...]
    tolerance: Decimal
    use_rules: bool = True
    key_fields: tuple[str, ...] = ()

    @classmethod
    def from_config(cls, config: ModuleConfig) -> CascadePolicy:
        """The policy of `processing.cascade`, `fields` and `validation`; a field name that does
        not exist fails with a `ConfigError` naming the key."""
        cascade = config.processing.cascade
        unknown = sorted(set(cascade.missing_is_unsure) - set(EXTRACTED_FIELDS))
        if unknown:
            raise ConfigError(
                "processing.cascade.missing_is_unsure: unknown field(s) " + ", ".join(unknown)
            )
        thresholds = {
            name: rule.min_confidence
            for name, rule in config.fields.items()
            if rule.min_confidence > 0 and name in EXTRACTED_FIELDS
        }
        return cls(
            default_threshold=cascade.min_field_confidence,
            thresholds=thresholds,
            missing_is_unsure=frozenset(cascade.missing_is_unsure),
            field_rules=dict(config.fields),
            cross_rules=tuple(config.validation.rules),
            tolerance=config.validation.tolerance,
            use_rules=cascade.rule_failures_are_unsure,
            key_fields=tuple(name for name, rule in config.fields.items() if rule.required),
        )

    def threshold(self, name: str) -> float:
        return self.thresholds.get(name, self.default_threshold)


def _missing(value: Any) -> bool:
    return value is None or value == "" or value == []


def unsure_fields(extraction: InvoiceExtraction, policy: CascadePolicy) -> dict[str, str]:
    """Field name -> why the offline reading of it is unsure (empty: the document is sure)."""
    fields = extraction.fields
    why: dict[str, str] = {}

    def mark(names: Iterable[str], reason: str) -> None:
        for name in names:
            why.setdefault(name, reason)

    for name in EXTRACTED_FIELDS:
        value = getattr(fields, name)
        confidence = extraction.confidence.get(name, 0.0)
        if _missing(value):
            if name in policy.missing_is_unsure:
                mark([name], "missing")
        elif confidence < policy.threshold(name):
            mark([name], f"confidence {confidence:.2f} < {policy.threshold(name):.2f}")
    if policy.use_rules:
        for result in check_field_rules(fields, extraction.confidence, policy.field_rules):
            if not result.passed and result.field in EXTRACTED_FIELDS:
                mark([result.field], f"field rule {result.rule}")
        for rule in cross_field_errors(fields, policy.tolerance, list(policy.cross_rules)):
            mark(RULE_INPUTS.get(rule, ()), f"cross-field rule {rule}")
    return dict(sorted(why.items()))


def _overall(fields: InvoiceFields, confidence: dict[str, float], keys: tuple[str, ...]) -> float:
    """Half the weakest, half the mean confidence of the key (required) fields, a missing one
    counting 0: the offline engine's own summary, recomputed once fields were replaced."""
    if not keys:
        return 0.0
    values = [0.0 if _missing(getattr(fields, k)) else confidence.get(k, 0.0) for k in keys]
    return max(0.0, min(1.0, min(values) * 0.5 + sum(values) / len(values) * 0.5))


def merge_model_fields(
    offline: InvoiceExtraction,
    model: InvoiceExtraction,
    names: Iterable[str],
    *,
    key_fields: tuple[str, ...] = (),
) -> InvoiceExtraction:
    """The offline extraction with the fields `names` replaced by the model's: value,
    confidence and source (`gemini`). Everything else stays as the offline engine read it."""
    names = [n for n in names if n in EXTRACTED_FIELDS]
    fields = offline.fields.model_copy(
        update={n: getattr(model.fields, n) for n in names}, deep=True
    )
    confidence = {**offline.confidence}
    sources = {**offline.field_sources}
    for name in names:
        confidence[name] = model.confidence.get(name, 0.0)
        sources[name] = MODEL_SOURCE
    # a box says where the offline engine read a value: not where the model's came from
    boxes = offline.boxes
    if boxes is not None:
        boxes = {k: v for k, v in boxes.items() if k not in names}
    overall = offline.overall_confidence
    if key_fields and any(n in key_fields for n in names):
        overall = _overall(fields, confidence, key_fields)
    return offline.model_copy(
        update={
            "fields": fields,
            "confidence": confidence,
            "field_sources": sources,
            "boxes": boxes,
            "overall_confidence": overall,
            "engine": ENGINE_NAME,
            "token_usage": model.token_usage,
            "warnings": [*offline.warnings, *model.warnings],
            "timings_ms": {**offline.timings_ms, **model.timings_ms},
        }
    )


@dataclass(slots=True)
class CascadeOutcome:
    """What the cascade did with one document: the offline reading, the result, the fields that
    were unsure (and why), whether the model was called, and why it gave nothing."""

    offline: InvoiceExtraction
    result: InvoiceExtraction
    unsure: dict[str, str] = field(default_factory=dict)
    model_called: bool = False
    model_error: str | None = None

    @property
    def replaced(self) -> list[str]:
        return [n for n in self.unsure if self.result.field_sources.get(n) == MODEL_SOURCE]


class CascadeEngine:
    """Offline first, the model for the unsure fields only (see the module docstring).

    `offline` and `model` are engines (`extract(data, mime) -> InvoiceExtraction`); the model
    engine must be thread-safe (the Gemini engine is). The cascade is thread-safe when its
    offline engine is (a process pool is; pdfium in this process is not, and then the caller
    serialises whole documents).
    """

    name = ENGINE_NAME

    def __init__(self, offline: Any, model: Any, policy: CascadePolicy) -> None:
        self.offline = offline
        self.model = model
        self.policy = policy

    @property
    def thread_safe(self) -> bool:
        return bool(getattr(self.offline, "thread_safe", False))

    def with_offline(self, offline: Any) -> CascadeEngine:
        """The same cascade reading offline through another engine (a batch's worker pool)."""
        return CascadeEngine(offline, self.model, self.policy)

    def close(self) -> None:
        """Close both engines (the model's HTTP client and database connections). A cascade from
        `with_offline` shares its model with the one it came from: close only the one built."""
        try:
            self.model.close()
        finally:
            self.offline.close()

    def extract(self, data: bytes, mime: str) -> InvoiceExtraction:
        return self.run(data, mime).result

    def run(self, data: bytes, mime: str) -> CascadeOutcome:
        """Read `data` offline, then ask the model for the unsure fields (if any).

        Raises what the offline engine raises (a rejection, a crashed worker); never fails
        because of the model."""
        offline: InvoiceExtraction = self.offline.extract(data, mime)
        unsure = unsure_fields(offline, self.policy)
        if not unsure:
            return CascadeOutcome(offline, offline)
        try:
            answer: InvoiceExtraction = self.model.extract(data, mime)
        except (TransientError, PermanentError) as err:
            return CascadeOutcome(
                offline, _unresolved(offline, unsure, str(err)), unsure, True, str(err)
            )
        merged = merge_model_fields(offline, answer, unsure, key_fields=self.policy.key_fields)
        return CascadeOutcome(offline, merged, unsure, True)


def _unresolved(
    offline: InvoiceExtraction, unsure: dict[str, str], error: str
) -> InvoiceExtraction:
    """The offline result as it is, with a finding that names the unsure fields for review."""
    names = ", ".join(f"{n} ({why})" for n, why in unsure.items())
    finding = Finding(
        rule=UNRESOLVED_RULE,
        message=f"the model was not consulted ({error}); check the offline reading of: {names}",
        fields=list(unsure),
    )
    return offline.model_copy(update={"findings": [*offline.findings, finding]})
