"""The review queue: creating items, claiming, assigning, correcting, deciding, SLA upkeep.

Life of an item: `pending` -> `in_review` (claimed) -> `approved` | `corrected` | `rejected`.
An admin may hand a pending or in-review item to someone else (it goes back to `pending` for
them). Every transition is one guarded statement (`db.review.transition`), and every action writes
an audit row (actor, time, action, before, after) in the same transaction.

Functions take the connection and the time `now` (timezone-aware UTC) from the caller and never
commit: the pipeline and the API each own their transaction.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from decimal import Decimal, InvalidOperation
from enum import StrEnum
from typing import Any

import psycopg

from docproc_pipeline.db import fields as db_fields
from docproc_pipeline.db import review as db
from docproc_pipeline.db.status import ReviewStatus
from docproc_pipeline.review.corrections import is_encodable, normalize_correction
from docproc_pipeline.review.errors import (
    InvalidReviewInput,
    ItemNotFound,
    NotAllowed,
    StateConflict,
)
from docproc_pipeline.review.priority import AT_RISK_PROXIMITY, priority_parts
from docproc_pipeline.review.reviewers import Reviewer
from docproc_pipeline.settings import ModuleConfig

PIPELINE_ACTOR = "pipeline"
SLA_ACTOR = "sla_check"
MAX_REASON_LENGTH = 2000
_MAX_AMOUNT = Decimal("1e16")  # numeric(18, 2)


class AuditAction(StrEnum):
    CREATED = "created"
    LOCKED_FIELDS_CARRIED = "locked_fields_carried"
    CLAIMED = "claimed"
    ASSIGNED = "assigned"
    FIELDS_CORRECTED = "fields_corrected"
    APPROVED = "approved"
    CORRECTED = "corrected"
    REJECTED = "rejected"
    SLA_BREACHED = "sla_breached"


def _state(status: str, assignee_id: int | None) -> dict[str, Any]:
    return {"status": status, "assignee_id": assignee_id}


def _storable_amount(total_amount: Decimal | None) -> Decimal | None:
    """The total as `numeric(18, 2)` holds it; None when unknown or out of range."""
    if total_amount is None:
        return None
    try:
        amount = total_amount.quantize(Decimal("0.01"))
    except InvalidOperation:
        return None
    if not amount.is_finite() or abs(amount) >= _MAX_AMOUNT:
        return None
    return amount


# --- pipeline side --------------------------------------------------------------------------


def create_review_item(
    conn: psycopg.Connection,
    *,
    document_id: str,
    overall_confidence: float,
    total_amount: Decimal | None,
    currency: str | None,
    line_item_count: int,
    field_count: int,
    reasons: list[str],
    duplicate_of: str | None,
    config: ModuleConfig,
    now: datetime,
) -> int | None:
    """Queue the document for review and return the item id.

    Idempotent per document: a second call returns the existing id and writes nothing. The
    item gets its priority parts, an SLA deadline of `now + review.sla_hours`, and is assigned
    to the active reviewer with the fewest open items (ties: lowest id), or to nobody when
    there are no reviewers. Writes an audit row (actor `pipeline`).

    Returns None, writing nothing, for a duplicate (`duplicate_of` set) when
    `review.duplicate_gets_review_item` is false.
    """
    existing = db.review_item_id_for_document(conn, document_id)
    if existing is not None:
        return existing
    if duplicate_of is not None and not config.review.duplicate_gets_review_item:
        return None
    amount = _storable_amount(total_amount)
    parts = priority_parts(
        overall_confidence=overall_confidence,
        total_amount=amount if amount is not None else total_amount,
        line_item_count=line_item_count,
        field_count=field_count,
        reason_count=len(reasons),
    )
    sla_due_at = now + timedelta(hours=config.review.sla_hours)
    assignee_id = db.least_loaded_reviewer(conn)
    row = db.insert_review_item(
        conn,
        document_id=document_id,
        assignee_id=assignee_id,
        confidence=parts.confidence,
        complexity=parts.complexity,
        value_score=parts.value_score,
        total_amount=amount,
        currency=currency,
        sla_due_at=sla_due_at,
        reasons=list(reasons),
        duplicate_of=duplicate_of,
        line_item_count=max(line_item_count, 0),
        field_count=max(field_count, 0),
        now=now,
    )
    if row is None:  # a concurrent call created it first
        existing = db.review_item_id_for_document(conn, document_id)
        assert existing is not None
        return existing
    item_id = int(row["id"])
    db.insert_audit(
        conn,
        actor=PIPELINE_ACTOR,
        action=AuditAction.CREATED,
        at=now,
        document_id=document_id,
        review_item_id=item_id,
        before=None,
        after={
            **_state(ReviewStatus.PENDING, assignee_id),
            "priority": str(row["priority"]),
            "sla_due_at": sla_due_at.isoformat(),
            "reasons": list(reasons),
            "duplicate_of": duplicate_of,
        },
    )
    return item_id


def auto_approve(conn: psycopg.Connection, item_id: int, *, reason: str, now: datetime) -> bool:
    """Approve a pending item on the pipeline's authority (an e-invoice whose XML needs no
    human look); writes an audit row with `reason`. False when the item is no longer pending."""
    item = _load(conn, item_id, now, for_update=True)
    if item["status"] != ReviewStatus.PENDING:
        return False
    try:
        _move(
            conn,
            PIPELINE_ACTOR,
            item,
            AuditAction.APPROVED,
            now=now,
            status=ReviewStatus.APPROVED,
            assignee_id=item["assignee_id"],
            note={"reason": reason},
            decided=True,
        )
    except StateConflict:
        return False
    return True


def carry_locked_fields(
    conn: psycopg.Connection, *, from_document_id: str, to_document_id: str
) -> list[str]:
    """Copy the original document's locked (human-corrected) fields onto its duplicate, so a
    correction survives a re-upload. The duplicate's own locked fields win. Returns the names
    copied; writes an audit row (actor `pipeline`) when any were."""
    carried = db_fields.copy_locked_fields(
        conn, from_document_id=from_document_id, to_document_id=to_document_id
    )
    if carried:
        db.insert_audit(
            conn,
            actor=PIPELINE_ACTOR,
            action=AuditAction.LOCKED_FIELDS_CARRIED,
            at=datetime.now(UTC),
            document_id=to_document_id,
            review_item_id=db.review_item_id_for_document(conn, to_document_id),
            before=None,
            after={"from_document_id": from_document_id, "fields": carried},
        )
    return carried


def refresh_sla(conn: psycopg.Connection, now: datetime) -> int:
    """SLA upkeep for open items: flag breaches (with an audit row each), store the priority as
    of `now` and the at-risk flag. Returns how many items breached since the last call."""
    breached = db.mark_sla_breaches(conn, now)
    for row in breached:
        db.insert_audit(
            conn,
            actor=SLA_ACTOR,
            action=AuditAction.SLA_BREACHED,
            at=now,
            document_id=row["document_id"],
            review_item_id=int(row["id"]),
            before={"sla_breached": False},
            after={"sla_breached": True, "sla_due_at": row["sla_due_at"].isoformat()},
        )
    db.refresh_open_priorities(conn, now, AT_RISK_PROXIMITY)
    return len(breached)


# --- reviewer side --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ItemPage:
    items: list[dict[str, Any]]
    total: int


def _move(
    conn: psycopg.Connection,
    actor: str,
    item: dict[str, Any],
    action: AuditAction,
    *,
    now: datetime,
    status: ReviewStatus,
    assignee_id: int | None,
    note: dict[str, Any] | None = None,
    **stamps: Any,
) -> None:
    """Move `item` from the state it was loaded in to (`status`, `assignee_id`) in one guarded
    statement (`stamps`: `db.transition`'s claimed / decided / reject_reason) and write the audit
    row, its after-state with `note`. `StateConflict`, with nothing written, when the item was
    changed meanwhile."""
    item_id = int(item["id"])
    if not db.transition(
        conn,
        item_id,
        expected_status=item["status"],
        expected_assignee_id=item["assignee_id"],
        now=now,
        status=status,
        assignee_id=assignee_id,
        **stamps,
    ):
        raise StateConflict(f"review item {item_id} was changed meanwhile; reload it")
    db.insert_audit(
        conn,
        actor=actor,
        action=action,
        at=now,
        document_id=item["document_id"],
        review_item_id=item_id,
        before=_state(item["status"], item["assignee_id"]),
        after={**_state(status, assignee_id), **(note or {})},
    )


def _may_see(reviewer: Reviewer, item: dict[str, Any]) -> bool:
    if reviewer.is_admin or item["assignee_id"] == reviewer.id:
        return True
    return item["assignee_id"] is None and item["status"] == ReviewStatus.PENDING


def _load(
    conn: psycopg.Connection, item_id: int, now: datetime, *, for_update: bool = False
) -> dict[str, Any]:
    item = db.get_item(conn, item_id, now, for_update=for_update)
    if item is None:
        raise ItemNotFound(f"review item {item_id} does not exist")
    return item


def _load_visible(
    conn: psycopg.Connection,
    reviewer: Reviewer,
    item_id: int,
    now: datetime,
    *,
    for_update: bool = False,
) -> dict[str, Any]:
    item = _load(conn, item_id, now, for_update=for_update)
    if not _may_see(reviewer, item):
        raise NotAllowed(f"review item {item_id} is assigned to another reviewer")
    return item


def _load_own_in_review(
    conn: psycopg.Connection,
    reviewer: Reviewer,
    item_id: int,
    now: datetime,
    expected_version: int | None = None,
) -> dict[str, Any]:
    """The item, row-locked, when it is in review by this reviewer (or any, for an admin) and,
    when `expected_version` is given, still at the version the caller saw."""
    item = _load_visible(conn, reviewer, item_id, now, for_update=True)
    if not reviewer.is_admin and item["assignee_id"] != reviewer.id:
        raise NotAllowed(f"review item {item_id} is not assigned to you")
    if expected_version is not None and item["version"] != expected_version:
        who = item["assignee_name"] or "nobody"
        raise StateConflict(
            f"review item {item_id} was changed by someone else since you loaded it (now"
            f" {item['status']}, assigned to {who}); reload it: nothing was saved"
        )
    if item["status"] != ReviewStatus.IN_REVIEW:
        raise StateConflict(
            f"review item {item_id} is {item['status']}, not in_review: claim it first"
        )
    return item


def list_items(
    conn: psycopg.Connection,
    reviewer: Reviewer,
    *,
    now: datetime,
    status: ReviewStatus | None = None,
    assignee_id: int | None = None,
    limit: int = 50,
    offset: int = 0,
) -> ItemPage:
    """Items ordered by priority as of `now`. A reviewer sees their own items and unassigned
    pending ones; asking for another reviewer's items needs an admin."""
    if not reviewer.is_admin and assignee_id is not None and assignee_id != reviewer.id:
        raise NotAllowed("only an admin can list another reviewer's items")
    rows, total = db.list_items(
        conn,
        now=now,
        status=None if status is None else str(status),
        assignee_id=assignee_id,
        visible_to=None if reviewer.is_admin else reviewer.id,
        limit=limit,
        offset=offset,
    )
    return ItemPage(items=rows, total=total)


def get_item(
    conn: psycopg.Connection, reviewer: Reviewer, item_id: int, *, now: datetime
) -> dict[str, Any]:
    """The item as of `now`, with its fields (`fields`) and validation results."""
    item = _load_visible(conn, reviewer, item_id, now)
    item["fields"] = db_fields.fields_of_document(conn, item["document_id"])
    return item


def audit_trail(
    conn: psycopg.Connection, reviewer: Reviewer, item_id: int, *, now: datetime
) -> list[dict[str, Any]]:
    item = _load_visible(conn, reviewer, item_id, now)
    return db.audit_for_item(conn, item_id, item["document_id"])


def claim_next(conn: psycopg.Connection, reviewer: Reviewer, *, now: datetime) -> int | None:
    """Claim the highest-priority pending item that is the reviewer's or nobody's, atomically
    (`FOR UPDATE SKIP LOCKED`: concurrent claimers never get the same item). None when empty."""
    row = db.claim_next(conn, reviewer.id, now)
    if row is None:
        return None
    item_id = int(row["id"])
    db.insert_audit(
        conn,
        actor=reviewer.name,
        action=AuditAction.CLAIMED,
        at=now,
        document_id=None,
        review_item_id=item_id,
        before=_state(ReviewStatus.PENDING, row["before_assignee_id"]),
        after=_state(ReviewStatus.IN_REVIEW, reviewer.id),
    )
    return item_id


def claim(conn: psycopg.Connection, reviewer: Reviewer, item_id: int, *, now: datetime) -> None:
    """Claim one pending item: the reviewer's own or an unassigned one (an admin: any)."""
    item = _load_visible(conn, reviewer, item_id, now)
    if item["status"] != ReviewStatus.PENDING:
        raise StateConflict(f"review item {item_id} is {item['status']}, not pending")
    _move(
        conn,
        reviewer.name,
        item,
        AuditAction.CLAIMED,
        now=now,
        status=ReviewStatus.IN_REVIEW,
        assignee_id=reviewer.id,
        claimed=True,
    )


def assign(
    conn: psycopg.Connection,
    admin: Reviewer,
    item_id: int,
    reviewer_id: int,
    *,
    now: datetime,
) -> None:
    """Hand an open item to a reviewer (admin only). It becomes `pending` for them."""
    if not admin.is_admin:
        raise NotAllowed("only an admin can assign review items")
    item = _load(conn, item_id, now)
    target = db.reviewer_by_id(conn, reviewer_id)
    if target is None or not target["active"]:
        raise InvalidReviewInput(f"no active reviewer with id {reviewer_id}")
    if item["status"] not in (ReviewStatus.PENDING, ReviewStatus.IN_REVIEW):
        raise StateConflict(f"review item {item_id} is {item['status']}: it is already decided")
    _move(
        conn,
        admin.name,
        item,
        AuditAction.ASSIGNED,
        now=now,
        status=ReviewStatus.PENDING,
        assignee_id=reviewer_id,
    )


def correct_fields(
    conn: psycopg.Connection,
    reviewer: Reviewer,
    item_id: int,
    corrections: dict[str, Any],
    *,
    config: ModuleConfig,
    now: datetime,
    expected_version: int | None = None,
) -> dict[str, Any]:
    """Set field values by hand: each is checked against the field's type (money, decimal,
    date, text) and its configured rule, then stored `locked` and `manually_corrected` so the
    pipeline never overwrites it. Returns the stored values. The item must be in review (and
    at `expected_version` when given: else `StateConflict`, nothing written)."""
    if not corrections:
        raise InvalidReviewInput("no fields to correct")
    if not all(is_encodable(name) for name in corrections):
        raise InvalidReviewInput("a field name contains characters that cannot be stored")
    item = _load_own_in_review(conn, reviewer, item_id, now, expected_version)
    document_id = item["document_id"]
    existing = db_fields.field_values(conn, document_id, sorted(corrections), for_update=True)
    normalized: dict[str, Any] = {}
    problems: list[str] = []
    for name in sorted(corrections):
        try:
            normalized[name] = normalize_correction(
                name,
                corrections[name],
                rule=config.fields.get(name),
                known_field=name in existing,
            )
        except InvalidReviewInput as e:
            problems.append(str(e))
    if problems:
        raise InvalidReviewInput("; ".join(problems))
    for name, value in normalized.items():
        db_fields.write_correction(conn, document_id, name, value, now)
    db.mark_corrected(conn, item_id, now)
    db.insert_audit(
        conn,
        actor=reviewer.name,
        action=AuditAction.FIELDS_CORRECTED,
        at=now,
        document_id=document_id,
        review_item_id=item_id,
        before={name: existing.get(name) for name in normalized},
        after=normalized,
    )
    return normalized


def approve(
    conn: psycopg.Connection,
    reviewer: Reviewer,
    item_id: int,
    *,
    config: ModuleConfig,
    now: datetime,
    expected_version: int | None = None,
) -> ReviewStatus:
    """Decide an in-review item: `corrected` when it has corrections, else `approved`.
    Every required field of the config must have a value. With `expected_version`, the item
    must still be at that version (else `StateConflict`)."""
    item = _load_own_in_review(conn, reviewer, item_id, now, expected_version)
    required = sorted(name for name, rule in config.fields.items() if rule.required)
    missing = db.required_fields_missing(conn, item["document_id"], required)
    if missing:
        raise InvalidReviewInput(
            "cannot approve: required fields have no value: " + ", ".join(missing)
        )
    status = ReviewStatus.CORRECTED if item["has_corrections"] else ReviewStatus.APPROVED
    _decide(conn, reviewer, item, status, now=now)
    return status


def reject(
    conn: psycopg.Connection,
    reviewer: Reviewer,
    item_id: int,
    reason: str,
    *,
    now: datetime,
    expected_version: int | None = None,
) -> None:
    """Reject an in-review item; the reason is required and kept on the item. With
    `expected_version`, the item must still be at that version (else `StateConflict`)."""
    reason = reason.strip()
    if not reason:
        raise InvalidReviewInput("a reason is required to reject")
    if len(reason) > MAX_REASON_LENGTH or not is_encodable(reason):
        raise InvalidReviewInput(f"the reason must be at most {MAX_REASON_LENGTH} characters")
    item = _load_own_in_review(conn, reviewer, item_id, now, expected_version)
    _decide(conn, reviewer, item, ReviewStatus.REJECTED, now=now, reason=reason)


def _decide(
    conn: psycopg.Connection,
    reviewer: Reviewer,
    item: dict[str, Any],
    status: ReviewStatus,
    *,
    now: datetime,
    reason: str | None = None,
) -> None:
    _move(
        conn,
        reviewer.name,
        item,
        AuditAction(str(status)),
        now=now,
        status=status,
        assignee_id=item["assignee_id"],
        note=None if reason is None else {"reason": reason},
        decided=True,
        reject_reason=reason,
    )


def document_for(conn: psycopg.Connection, reviewer: Reviewer, document_id: str) -> dict[str, Any]:
    """A document's upload status and output paths. Admins see every document; a reviewer
    the documents of items they may see."""
    doc = db.get_document(conn, document_id)
    if doc is None:
        raise ItemNotFound(f"document {document_id!r} does not exist")
    if reviewer.is_admin:
        return doc
    mine = doc["review_assignee_id"] == reviewer.id
    open_to_all = doc["review_assignee_id"] is None and doc["review_status"] == "pending"
    if doc["review_item_id"] is None or not (mine or open_to_all):
        raise NotAllowed(f"document {document_id!r} belongs to another reviewer's item")
    return doc
