"""The SLA check: flag review items past their deadline, refresh priorities, count breaches."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from docproc_pipeline.db import analytics as db
from docproc_pipeline.db.connection import connect
from docproc_pipeline.review.queue import refresh_sla


@dataclass(frozen=True, slots=True)
class SlaCheckResult:
    """One check at `checked_at`: items newly flagged as breached, and the state after it."""

    checked_at: datetime
    newly_breached: int
    breached_total: int
    at_risk_open: int
    overdue_open: int
    overdue_preview: list[dict[str, Any]]


_OVERDUE_PREVIEW = """
SELECT id AS review_item_id, document_id, status, sla_due_at, priority
FROM review_items
WHERE status IN ('pending', 'in_review') AND sla_due_at <= %(now)s
ORDER BY sla_due_at, id
LIMIT %(limit)s
"""


def check_sla(database_url: str, now: datetime, *, preview: int = 10) -> SlaCheckResult:
    """Run `review.queue.refresh_sla` as of `now` (timezone-aware) in one transaction, then
    read the figures the metrics and the run's metadata show."""
    with connect(database_url) as conn:
        with conn.transaction():
            newly = refresh_sla(conn, now)
        figures = db.sla_figures(conn, now)
        rows = conn.execute(_OVERDUE_PREVIEW, {"now": now, "limit": preview}).fetchall()
    return SlaCheckResult(
        checked_at=now,
        newly_breached=newly,
        breached_total=figures["breached"],
        at_risk_open=figures["at_risk_open"],
        overdue_open=figures["overdue_open"],
        overdue_preview=[dict(r) for r in rows],
    )
