"""Review priority: four parts in [0, 1], weighted 0.40 / 0.30 / 0.20 / 0.10.

- confidence: `1 - overall confidence` (the less sure the extraction, the sooner a look);
- SLA proximity: elapsed fraction of the SLA window, 1 once past due (computed at read time);
- complexity: line items, fields and failed rules / reasons, each saturating;
- value: log-scaled total amount (1 at one million or more, in the invoice's currency).

The SQL function `docproc.review_priority` (migration 0003) is the one the queue orders by;
`priority` here mirrors it for the pipeline's metadata and for tests.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

CONFIDENCE_WEIGHT = 0.40
SLA_WEIGHT = 0.30
COMPLEXITY_WEIGHT = 0.20
VALUE_WEIGHT = 0.10

# Saturation points: at or past these an item counts as fully complex in that respect.
LINE_ITEMS_FULL = 30
FIELDS_FULL = 60
REASONS_FULL = 5
VALUE_FULL = Decimal(1_000_000)

# Open items at or past this fraction of their SLA window are "at risk".
AT_RISK_PROXIMITY = 0.8


def _unit(x: float) -> float:
    if x != x:  # NaN
        return 0.0
    return min(max(x, 0.0), 1.0)


@dataclass(frozen=True, slots=True)
class PriorityParts:
    """The stored parts of an item's priority; SLA proximity is added when it is read."""

    confidence: float
    complexity: float
    value_score: float


def complexity_score(line_item_count: int, field_count: int, reason_count: int) -> float:
    """0..1: 0.4 line items (full at 30), 0.2 fields (full at 60), 0.4 reasons (full at 5)."""
    return _unit(
        0.4 * min(max(line_item_count, 0) / LINE_ITEMS_FULL, 1.0)
        + 0.2 * min(max(field_count, 0) / FIELDS_FULL, 1.0)
        + 0.4 * min(max(reason_count, 0) / REASONS_FULL, 1.0)
    )


def value_score(total_amount: Decimal | None) -> float:
    """0..1: log10(1 + |total|) / log10(1 + 1e6); 0 when unknown."""
    if total_amount is None or not total_amount.is_finite():
        return 0.0
    amount = float(min(abs(total_amount), VALUE_FULL))
    return _unit(math.log10(1.0 + amount) / math.log10(1.0 + float(VALUE_FULL)))


def sla_proximity(created_at: datetime, sla_due_at: datetime, at: datetime) -> float:
    """0..1: the elapsed fraction of the SLA window at `at`; 1 at or past the deadline."""
    if at >= sla_due_at or sla_due_at <= created_at:
        return 1.0
    if at <= created_at:
        return 0.0
    return (at - created_at) / (sla_due_at - created_at)


def priority_parts(
    *,
    overall_confidence: float,
    total_amount: Decimal | None,
    line_item_count: int,
    field_count: int,
    reason_count: int,
) -> PriorityParts:
    return PriorityParts(
        confidence=_unit(overall_confidence),
        complexity=complexity_score(line_item_count, field_count, reason_count),
        value_score=value_score(total_amount),
    )


def priority(parts: PriorityParts, proximity: float) -> float:
    """The weighted priority in [0, 1], rounded to 4 places like the SQL function."""
    return round(
        CONFIDENCE_WEIGHT * (1.0 - _unit(parts.confidence))
        + SLA_WEIGHT * _unit(proximity)
        + COMPLEXITY_WEIGHT * _unit(parts.complexity)
        + VALUE_WEIGHT * _unit(parts.value_score),
        4,
    )
