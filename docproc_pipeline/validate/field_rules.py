"""Field rules from the `fields` section of the config: required, pattern, enum, range, confidence."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

from docproc_pipeline.invoice import InvoiceFields
from docproc_pipeline.settings import FieldRule


@dataclass(frozen=True, slots=True)
class RuleResult:
    field: str
    rule: str  # required | pattern | enum | min | max | min_confidence | a cross-field rule name
    passed: bool
    message: str

    def as_dict(self) -> dict[str, object]:
        return {
            "field": self.field,
            "rule": self.rule,
            "passed": self.passed,
            "message": self.message,
        }


@lru_cache(maxsize=256)
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


def check_field_rules(
    fields: InvoiceFields, confidence: dict[str, float], rules: dict[str, FieldRule]
) -> list[RuleResult]:
    """Every configured rule on every configured field; failures carry a readable message."""
    results: list[RuleResult] = []
    for name, rule in rules.items():
        value = getattr(fields, name, None)
        if rule.required:
            ok = value not in (None, "", [])
            results.append(RuleResult(name, "required", ok, "" if ok else f"{name} is missing"))
        if value in (None, ""):
            continue
        text = value if isinstance(value, str) else str(value)
        if rule.pattern is not None:
            ok = _compiled(rule.pattern).fullmatch(text) is not None
            results.append(
                RuleResult(
                    name,
                    "pattern",
                    ok,
                    "" if ok else f"{name} {text!r} does not match {rule.pattern}",
                )
            )
        if rule.enum is not None:
            ok = text in rule.enum
            results.append(
                RuleResult(
                    name, "enum", ok, "" if ok else f"{name} {text!r} is not one of {rule.enum}"
                )
            )
        if isinstance(value, Decimal):
            if rule.min is not None:
                ok = value >= rule.min
                results.append(
                    RuleResult(name, "min", ok, "" if ok else f"{name} {value} < {rule.min}")
                )
            if rule.max is not None:
                ok = value <= rule.max
                results.append(
                    RuleResult(name, "max", ok, "" if ok else f"{name} {value} > {rule.max}")
                )
        if rule.min_confidence > 0 and name in confidence:
            c = confidence[name]
            ok = c >= rule.min_confidence
            results.append(
                RuleResult(
                    name,
                    "min_confidence",
                    ok,
                    "" if ok else f"{name} confidence {c:.2f} < {rule.min_confidence:.2f}",
                )
            )
    return results
