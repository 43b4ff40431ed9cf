"""Queries for the review family: `review_items`, `reviewers`, `audit_log`.

Every status transition is one `UPDATE … WHERE status = <expected> AND assignee_id IS NOT
DISTINCT FROM <expected>` statement: it returns nothing when someone else changed the item first.
The current priority is computed in SQL at the moment of the query
(`docproc.review_priority(…, at)`, migration 0003), never read from a frozen column.
All functions run in the caller's transaction and return dict rows.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any

import psycopg
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

OPEN_STATUSES = ("pending", "in_review")

_PRIORITY_AT = (
    "docproc.review_priority(i.confidence, i.complexity, i.value_score,"
    " i.created_at, i.sla_due_at, %(now)s)"
)
_ITEM_COLUMNS = f"""
    i.id, i.document_id, i.status, i.assignee_id, a.name AS assignee_name,
    i.confidence, i.complexity, i.value_score, i.total_amount, i.currency,
    {_PRIORITY_AT} AS priority,
    docproc.review_sla_proximity(i.created_at, i.sla_due_at, %(now)s) AS sla_proximity,
    i.priority AS stored_priority, i.sla_due_at, (i.sla_due_at <= %(now)s) AS overdue,
    i.sla_breached, i.sla_at_risk, i.reasons, i.duplicate_of, i.reject_reason,
    i.line_item_count, i.field_count, i.has_corrections,
    i.claimed_at, i.decided_at, i.created_at, i.updated_at, i.version
"""


def _dict_cursor(conn: psycopg.Connection) -> psycopg.Cursor[dict[str, Any]]:
    return conn.cursor(row_factory=dict_row)


# --- review items ---------------------------------------------------------------------------


def review_item_id_for_document(conn: psycopg.Connection, document_id: str) -> int | None:
    row = (
        _dict_cursor(conn)
        .execute("SELECT id FROM review_items WHERE document_id = %s", (document_id,))
        .fetchone()
    )
    return None if row is None else int(row["id"])


def least_loaded_reviewer(conn: psycopg.Connection) -> int | None:
    """The active reviewer with the fewest open items; ties go to the lowest id."""
    row = (
        _dict_cursor(conn)
        .execute(
            """
            SELECT r.id
            FROM reviewers r
            LEFT JOIN review_items i
                   ON i.assignee_id = r.id AND i.status IN ('pending', 'in_review')
            WHERE r.active
            GROUP BY r.id
            ORDER BY count(i.id), r.id
            LIMIT 1
            """
        )
        .fetchone()
    )
    return None if row is None else int(row["id"])


def insert_review_item(
    conn: psycopg.Connection,
    *,
    document_id: str,
    assignee_id: int | None,
    confidence: float,
    complexity: float,
    value_score: float,
    total_amount: Decimal | None,
    currency: str | None,
    sla_due_at: datetime,
    reasons: list[str],
    duplicate_of: str | None,
    line_item_count: int,
    field_count: int,
    now: datetime,
) -> dict[str, Any] | None:
    """Insert the document's item; None when it already has one (the unique key decides)."""
    return (
        _dict_cursor(conn)
        .execute(
            """
            INSERT INTO review_items (document_id, status, assignee_id, confidence, complexity,
                value_score, total_amount, currency, priority, sla_due_at, reasons, duplicate_of,
                line_item_count, field_count, created_at, updated_at)
            VALUES (%(document_id)s, 'pending', %(assignee_id)s, %(confidence)s, %(complexity)s,
                %(value_score)s, %(total_amount)s, %(currency)s,
                docproc.review_priority(%(confidence)s, %(complexity)s, %(value_score)s,
                                        %(now)s, %(sla_due_at)s, %(now)s),
                %(sla_due_at)s, %(reasons)s, %(duplicate_of)s, %(line_item_count)s,
                %(field_count)s, %(now)s, %(now)s)
            ON CONFLICT (document_id) DO NOTHING
            RETURNING id, status, assignee_id, priority, sla_due_at
            """,
            {
                "document_id": document_id,
                "assignee_id": assignee_id,
                "confidence": Decimal(str(round(confidence, 4))),
                "complexity": Decimal(str(round(complexity, 4))),
                "value_score": Decimal(str(round(value_score, 4))),
                "total_amount": total_amount,
                "currency": currency,
                "sla_due_at": sla_due_at,
                "reasons": Jsonb(reasons),
                "duplicate_of": duplicate_of,
                "line_item_count": line_item_count,
                "field_count": field_count,
                "now": now,
            },
        )
        .fetchone()
    )


def get_item(
    conn: psycopg.Connection, item_id: int, now: datetime, *, for_update: bool = False
) -> dict[str, Any] | None:
    """One item with its priority as of `now`; `for_update` locks the item row."""
    sql = (
        f"SELECT {_ITEM_COLUMNS} FROM review_items i"
        " LEFT JOIN reviewers a ON a.id = i.assignee_id WHERE i.id = %(id)s"
    )
    if for_update:
        sql += " FOR UPDATE OF i"
    return _dict_cursor(conn).execute(sql, {"id": item_id, "now": now}).fetchone()


def list_items(
    conn: psycopg.Connection,
    *,
    now: datetime,
    status: str | None,
    assignee_id: int | None,
    visible_to: int | None,
    limit: int,
    offset: int,
) -> tuple[list[dict[str, Any]], int]:
    """Items by current priority (highest first, then oldest id) and the total matching.

    `visible_to` restricts to what one reviewer may see: their own items and unassigned
    pending ones. None means everything (an admin).
    """
    where = ["TRUE"]
    params: dict[str, Any] = {"now": now, "limit": limit, "offset": offset}
    if status is not None:
        where.append("i.status = %(status)s")
        params["status"] = status
    if assignee_id is not None:
        where.append("i.assignee_id = %(assignee_id)s")
        params["assignee_id"] = assignee_id
    if visible_to is not None:
        where.append("(i.assignee_id = %(me)s OR (i.assignee_id IS NULL AND i.status = 'pending'))")
        params["me"] = visible_to
    condition = " AND ".join(where)
    cur = _dict_cursor(conn)
    total_row = cur.execute(
        f"SELECT count(*) AS n FROM review_items i WHERE {condition}", params
    ).fetchone()
    rows = cur.execute(
        f"SELECT {_ITEM_COLUMNS} FROM review_items i"
        f" LEFT JOIN reviewers a ON a.id = i.assignee_id WHERE {condition}"
        f" ORDER BY {_PRIORITY_AT} DESC, i.id LIMIT %(limit)s OFFSET %(offset)s",
        params,
    ).fetchall()
    return rows, int(total_row["n"]) if total_row else 0


def claim_next(conn: psycopg.Connection, reviewer_id: int, now: datetime) -> dict[str, Any] | None:
    """Atomically move the highest-priority pending item the reviewer may take (their own or
    unassigned) to `in_review` for them. Returns `{id, before_assignee_id}` or None."""
    return (
        _dict_cursor(conn)
        .execute(
            f"""
            WITH picked AS (
                SELECT i.id, i.assignee_id
                FROM review_items i
                WHERE i.status = 'pending'
                  AND (i.assignee_id = %(rid)s OR i.assignee_id IS NULL)
                ORDER BY {_PRIORITY_AT} DESC, i.id
                LIMIT 1
                FOR UPDATE SKIP LOCKED
            )
            UPDATE review_items r
               SET status = 'in_review', assignee_id = %(rid)s, claimed_at = %(now)s,
                   updated_at = %(now)s, version = r.version + 1
              FROM picked
             WHERE r.id = picked.id AND r.status = 'pending'
            RETURNING r.id, picked.assignee_id AS before_assignee_id
            """,
            {"rid": reviewer_id, "now": now},
        )
        .fetchone()
    )


def transition(
    conn: psycopg.Connection,
    item_id: int,
    *,
    expected_status: str,
    expected_assignee_id: int | None,
    now: datetime,
    status: str,
    assignee_id: int | None,
    claimed: bool = False,
    decided: bool = False,
    reject_reason: str | None = None,
) -> bool:
    """Move one item from an expected (status, assignee) to a new one in one guarded statement.
    False when the item was no longer in the expected state."""
    cur = conn.execute(
        """
        UPDATE review_items
           SET status = %(status)s,
               assignee_id = %(assignee_id)s,
               claimed_at = CASE WHEN %(claimed)s THEN %(now)s::timestamptz
                                 WHEN %(status)s = 'pending' THEN NULL
                                 ELSE claimed_at END,
               decided_at = CASE WHEN %(decided)s THEN %(now)s::timestamptz ELSE decided_at END,
               reject_reason = COALESCE(%(reject_reason)s, reject_reason),
               updated_at = %(now)s,
               version = version + 1
         WHERE id = %(id)s
           AND status = %(expected_status)s
           AND assignee_id IS NOT DISTINCT FROM %(expected_assignee_id)s
        """,
        {
            "id": item_id,
            "status": status,
            "assignee_id": assignee_id,
            "claimed": claimed,
            "decided": decided,
            "reject_reason": reject_reason,
            "now": now,
            "expected_status": expected_status,
            "expected_assignee_id": expected_assignee_id,
        },
    )
    return cur.rowcount == 1


def mark_corrected(conn: psycopg.Connection, item_id: int, now: datetime) -> None:
    conn.execute(
        "UPDATE review_items SET has_corrections = true, updated_at = %s, version = version + 1"
        " WHERE id = %s",
        (now, item_id),
    )


def mark_sla_breaches(conn: psycopg.Connection, now: datetime) -> list[dict[str, Any]]:
    """Flag open items past their deadline that were not flagged yet; returns them."""
    return (
        _dict_cursor(conn)
        .execute(
            """
            UPDATE review_items
               SET sla_breached = true, sla_at_risk = true, updated_at = %(now)s
             WHERE status IN ('pending', 'in_review')
               AND NOT sla_breached
               AND sla_due_at <= %(now)s
            RETURNING id, document_id, sla_due_at
            """,
            {"now": now},
        )
        .fetchall()
    )


def refresh_open_priorities(
    conn: psycopg.Connection, now: datetime, at_risk_proximity: float
) -> int:
    """Store the priority as of `now` and the at-risk flag on every open item."""
    cur = conn.execute(
        """
        UPDATE review_items
           SET priority = docproc.review_priority(confidence, complexity, value_score,
                                                  created_at, sla_due_at, %(now)s),
               sla_at_risk = docproc.review_sla_proximity(created_at, sla_due_at, %(now)s)
                             >= %(risk)s
         WHERE status IN ('pending', 'in_review')
        """,
        {"now": now, "risk": Decimal(str(at_risk_proximity))},
    )
    return cur.rowcount


def required_fields_missing(
    conn: psycopg.Connection, document_id: str, required: list[str]
) -> list[str]:
    """The required field names with no row, a JSON null or an empty string as value."""
    if not required:
        return []
    rows = (
        _dict_cursor(conn)
        .execute(
            """
            SELECT n.name
            FROM unnest(%s::text[]) AS n(name)
            LEFT JOIN extracted_fields f
                   ON f.document_id = %s AND f.field_name = n.name
            WHERE f.value IS NULL OR f.value = 'null'::jsonb OR f.value = '""'::jsonb
            ORDER BY n.name
            """,
            (required, document_id),
        )
        .fetchall()
    )
    return [r["name"] for r in rows]


# --- reviewers ------------------------------------------------------------------------------


def insert_reviewer(
    conn: psycopg.Connection, name: str, token_hash: str, is_admin: bool
) -> int | None:
    """A new reviewer's id; None when the name is taken."""
    row = (
        _dict_cursor(conn)
        .execute(
            "INSERT INTO reviewers (name, token_hash, is_admin) VALUES (%s, %s, %s)"
            " ON CONFLICT (name) DO NOTHING RETURNING id",
            (name, token_hash, is_admin),
        )
        .fetchone()
    )
    return None if row is None else int(row["id"])


def reviewer_by_token_hash(conn: psycopg.Connection, token_hash: str) -> dict[str, Any] | None:
    return (
        _dict_cursor(conn)
        .execute(
            "SELECT id, name, is_admin FROM reviewers WHERE token_hash = %s AND active",
            (token_hash,),
        )
        .fetchone()
    )


def reviewer_by_id(conn: psycopg.Connection, reviewer_id: int) -> dict[str, Any] | None:
    return (
        _dict_cursor(conn)
        .execute("SELECT id, name, is_admin, active FROM reviewers WHERE id = %s", (reviewer_id,))
        .fetchone()
    )


def set_reviewer_active(conn: psycopg.Connection, reviewer_id: int, active: bool) -> bool:
    cur = conn.execute("UPDATE reviewers SET active = %s WHERE id = %s", (active, reviewer_id))
    return cur.rowcount == 1


# --- audit log ------------------------------------------------------------------------------


def insert_audit(
    conn: psycopg.Connection,
    *,
    actor: str,
    action: str,
    at: datetime,
    document_id: str | None,
    review_item_id: int | None,
    before: Any,
    after: Any,
) -> None:
    conn.execute(
        "INSERT INTO audit_log (at, actor, action, document_id, review_item_id, before, after)"
        " VALUES (%s, %s, %s, %s, %s, %s, %s)",
        (
            at,
            actor,
            action,
            document_id,
            review_item_id,
            None if before is None else Jsonb(before),
            None if after is None else Jsonb(after),
        ),
    )


def audit_for_item(
    conn: psycopg.Connection, item_id: int, document_id: str
) -> list[dict[str, Any]]:
    """The item's audit trail, oldest first, including document-level entries."""
    return (
        _dict_cursor(conn)
        .execute(
            "SELECT id, at, actor, action, document_id, review_item_id, before, after"
            " FROM audit_log WHERE review_item_id = %s OR document_id = %s ORDER BY id",
            (item_id, document_id),
        )
        .fetchall()
    )


# --- documents (read side for the API) ------------------------------------------------------


def get_document(conn: psycopg.Connection, document_id: str) -> dict[str, Any] | None:
    return (
        _dict_cursor(conn)
        .execute(
            """
            SELECT d.id, d.file_name, d.status, d.failure_reason, d.duplicate_of, d.sha256,
                   d.mime_type, d.page_count, d.size_bytes, d.storage_path, d.json_path,
                   d.parquet_path, d.created_at, d.updated_at, d.finished_at,
                   i.id AS review_item_id, i.assignee_id AS review_assignee_id,
                   i.status AS review_status
            FROM documents d
            LEFT JOIN review_items i ON i.document_id = d.id
            WHERE d.id = %s
            """,
            (document_id,),
        )
        .fetchone()
    )
