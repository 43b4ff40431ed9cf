"""Queries on `documents`: acceptance, storage, partitions, batches, leases and outcomes.

Every state change is one statement guarded by the state it expects, so two processes (a sensor
tick and a run, or two runs) can never both win a transition.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import psycopg

from docproc_pipeline.db.status import ReviewStatus, UploadStatus


@dataclass(frozen=True, slots=True)
class StoredFile:
    document_id: str
    file_name: str
    landing_path: str
    storage_path: str


def insert_accepted(
    conn: psycopg.Connection[Any],
    *,
    document_id: str,
    file_name: str,
    landing_path: str,
    storage_path: str,
    size_bytes: int,
    mtime_ns: int,
) -> bool:
    """Record an accepted landing file (the commit point). False when that landing file is
    already recorded and not yet confirmed in storage (a tick that died before the move)."""
    row = conn.execute(
        """
        INSERT INTO documents (id, file_name, landing_path, storage_path, size_bytes, mtime_ns)
        VALUES (%s, %s, %s, %s, %s, %s)
        ON CONFLICT (landing_path) WHERE stored_at IS NULL DO NOTHING
        RETURNING id
        """,
        (document_id, file_name, landing_path, storage_path, size_bytes, mtime_ns),
    ).fetchone()
    return row is not None


def unstored(conn: psycopg.Connection[Any]) -> list[StoredFile]:
    rows = conn.execute(
        "SELECT id, file_name, landing_path, storage_path FROM documents"
        " WHERE stored_at IS NULL ORDER BY seq"
    ).fetchall()
    return [
        StoredFile(r["id"], r["file_name"], r["landing_path"], r["storage_path"])  # type: ignore[call-overload]
        for r in rows
    ]


def mark_stored(conn: psycopg.Connection[Any], document_id: str) -> None:
    conn.execute(
        "UPDATE documents SET stored_at = now(), updated_at = now() WHERE id = %s AND stored_at IS NULL",
        (document_id,),
    )


def fail_unstored(conn: psycopg.Connection[Any], document_id: str, reason: str) -> None:
    """A recorded file vanished before it reached storage: keep the row, say why."""
    conn.execute(
        """
        UPDATE documents SET stored_at = now(), status = 'failed', failure_reason = %s,
               finished_at = now(), updated_at = now()
        WHERE id = %s AND stored_at IS NULL
        """,
        (reason, document_id),
    )


def without_partition(conn: psycopg.Connection[Any], limit: int) -> list[str]:
    """Stored documents whose partition Dagster has not confirmed yet; those already in a batch
    first (their run may only be requested together with their partitions), then by arrival."""
    rows = conn.execute(
        "SELECT id FROM documents WHERE stored_at IS NOT NULL AND NOT partition_added"
        " ORDER BY batch_key IS NULL, seq LIMIT %s",
        (limit,),
    ).fetchall()
    return [r["id"] for r in rows]  # type: ignore[call-overload]


def mark_partitioned(conn: psycopg.Connection[Any], ids: Sequence[str]) -> None:
    conn.execute("UPDATE documents SET partition_added = true WHERE id = ANY(%s)", (list(ids),))


def unbatched(
    conn: psycopg.Connection[Any], limit: int, pending_partitions: Sequence[str] = ()
) -> list[str]:
    """Queued documents with no run yet, in arrival (= partition) order: those whose partition
    exists, and those whose partition is requested in the same sensor result
    (`pending_partitions`; Dagster adds partitions before it creates the tick's runs)."""
    rows = conn.execute(
        """
        SELECT id FROM documents
        WHERE status = 'queued' AND batch_key IS NULL
          AND (partition_added OR id = ANY(%s))
          AND (next_attempt_at IS NULL OR next_attempt_at <= now())
        ORDER BY seq LIMIT %s
        """,
        (list(pending_partitions), limit),
    ).fetchall()
    return [r["id"] for r in rows]  # type: ignore[call-overload]


def without_ocr_estimate(conn: psycopg.Connection[Any], limit: int) -> list[dict[str, Any]]:
    """Queued, stored documents whose OCR pages are not estimated yet (id, storage path)."""
    return conn.execute(
        "SELECT id, storage_path FROM documents WHERE status = 'queued' AND ocr_pages IS NULL"
        " AND stored_at IS NOT NULL ORDER BY seq LIMIT %s",
        (limit,),
    ).fetchall()


def set_ocr_pages(conn: psycopg.Connection[Any], pages: dict[str, int]) -> None:
    """Record the sensor's estimate of each document's pages to OCR."""
    if pages:
        conn.execute(
            "UPDATE documents AS d SET ocr_pages = v.pages FROM"
            " unnest(%s::text[], %s::int[]) AS v(id, pages) WHERE d.id = v.id",
            (list(pages), list(pages.values())),
        )


def ocr_pages_of(conn: psycopg.Connection[Any], ids: Sequence[str]) -> dict[str, int]:
    """Estimated pages to OCR by document id (0 when not estimated)."""
    rows = conn.execute(
        "SELECT id, COALESCE(ocr_pages, 0) AS pages FROM documents WHERE id = ANY(%s)",
        (list(ids),),
    ).fetchall()
    return {r["id"]: int(r["pages"]) for r in rows}  # type: ignore[call-overload]


def assign_batch(conn: psycopg.Connection[Any], ids: Sequence[str], batch_key: str) -> int:
    cur = conn.execute(
        "UPDATE documents SET batch_key = %s, updated_at = now()"
        " WHERE id = ANY(%s) AND batch_key IS NULL AND status = 'queued'",
        (batch_key, list(ids)),
    )
    return cur.rowcount


def queued_batches(
    conn: psycopg.Connection[Any], batch_key: str | None = None
) -> dict[str, list[str]]:
    """Batch key -> queued document ids (in order) for batches whose documents have not started
    (only `batch_key` when given)."""
    rows = conn.execute(
        "SELECT batch_key, id FROM documents WHERE status = 'queued' AND batch_key IS NOT NULL"
        " AND (%s::text IS NULL OR batch_key = %s) ORDER BY seq",
        (batch_key, batch_key),
    ).fetchall()
    out: dict[str, list[str]] = {}
    for r in rows:
        out.setdefault(r["batch_key"], []).append(r["id"])  # type: ignore[call-overload]
    return out


def release_batch(
    conn: psycopg.Connection[Any], ids: Sequence[str], *, max_attempts: int, reason: str
) -> tuple[int, int]:
    """Documents whose run ended without starting them: each such run counts as an attempt;
    below `max_attempts` they go back to be batched again, then they fail with `reason`.
    Returns (released, failed)."""
    failed = conn.execute(
        """
        UPDATE documents SET status = 'failed', failure_reason = %s, batch_key = NULL,
               attempts = attempts + 1, finished_at = now(), updated_at = now()
        WHERE id = ANY(%s) AND status = 'queued' AND attempts + 1 >= %s
        """,
        (reason, list(ids), max_attempts),
    ).rowcount
    released = conn.execute(
        "UPDATE documents SET batch_key = NULL, attempts = attempts + 1, updated_at = now()"
        " WHERE id = ANY(%s) AND status = 'queued'",
        (list(ids),),
    ).rowcount
    return released, failed


@dataclass(frozen=True, slots=True)
class Released:
    """Documents taken back from a run that died: re-queued (to be batched together) or failed
    because they reached the maximum number of attempts."""

    requeued: list[str]
    failed: list[str]


# A document whose run died goes back to the queue (no batch: the next batch gathers it with
# the others), or fails with the reason once it has used `max_attempts`. One statement.
_RELEASE_ABANDONED = """
UPDATE documents SET
    status = CASE WHEN attempts >= %(max_attempts)s THEN 'failed' ELSE 'queued' END,
    failure_reason = CASE WHEN attempts >= %(max_attempts)s
        THEN 'abandoned: its run died ' || attempts || ' times (last run '
             || coalesce(run_id, '?') || '): ' || %(reason)s
        ELSE failure_reason END,
    finished_at = CASE WHEN attempts >= %(max_attempts)s THEN now() ELSE NULL END,
    run_id = CASE WHEN attempts >= %(max_attempts)s THEN run_id ELSE NULL END,
    batch_key = NULL, updated_at = now()
WHERE status = 'processing' AND {guard}
RETURNING id, status
"""


def _released(rows: Sequence[Any]) -> Released:
    return Released(
        requeued=[r["id"] for r in rows if r["status"] == "queued"],
        failed=[r["id"] for r in rows if r["status"] == "failed"],
    )


def release_run(
    conn: psycopg.Connection[Any], run_id: str, *, max_attempts: int, reason: str
) -> Released:
    """Take back every document `run_id` holds (the run was declared dead)."""
    rows = conn.execute(
        _RELEASE_ABANDONED.format(guard="run_id = %(run_id)s"),
        {"max_attempts": max_attempts, "reason": reason, "run_id": run_id},
    ).fetchall()
    return _released(rows)


def release_expired(
    conn: psycopg.Connection[Any], lease_seconds: float, *, max_attempts: int
) -> Released:
    """Take back every document whose own heartbeat is older than `lease_seconds`, whatever
    its run (a run that ended without finishing it, a run unknown to Dagster)."""
    rows = conn.execute(
        _RELEASE_ABANDONED.format(
            guard="heartbeat_at < now() - make_interval(secs => %(lease_seconds)s)"
        ),
        {
            "max_attempts": max_attempts,
            "reason": f"no heartbeat for {lease_seconds:g} s",
            "lease_seconds": lease_seconds,
        },
    ).fetchall()
    return _released(rows)


def heartbeat(conn: psycopg.Connection[Any], ids: Sequence[str], run_id: str) -> None:
    conn.execute(
        "UPDATE documents SET heartbeat_at = now() WHERE id = ANY(%s) AND run_id = %s"
        " AND status = 'processing'",
        (list(ids), run_id),
    )


def set_ingested(
    conn: psycopg.Connection[Any], document_id: str, *, sha256: str, mime_type: str | None
) -> None:
    conn.execute(
        "UPDATE documents SET sha256 = %s, mime_type = %s, updated_at = now() WHERE id = %s",
        (sha256, mime_type, document_id),
    )


def finish(
    conn: psycopg.Connection[Any],
    document_id: str,
    *,
    run_id: str,
    status: UploadStatus,
    reason: str | None = None,
    duplicate_of: str | None = None,
    page_count: int | None = None,
    json_path: str | None = None,
    parquet_path: str | None = None,
) -> bool:
    """Record a final outcome, only if this run still holds the document."""
    cur = conn.execute(
        """
        UPDATE documents SET status = %s, failure_reason = %s, duplicate_of = %s,
               page_count = COALESCE(%s, page_count), json_path = COALESCE(%s, json_path),
               parquet_path = COALESCE(%s, parquet_path), finished_at = now(), updated_at = now()
        WHERE id = %s AND status = 'processing' AND run_id = %s
        """,
        (
            str(status),
            reason,
            duplicate_of,
            page_count,
            json_path,
            parquet_path,
            document_id,
            run_id,
        ),
    )
    return cur.rowcount == 1


def defer(
    conn: psycopg.Connection[Any],
    document_id: str,
    *,
    run_id: str,
    delay_seconds: float,
    reason: str,
) -> bool:
    """A transient failure: back to the queue, tried again after `delay_seconds` in a new run."""
    cur = conn.execute(
        """
        UPDATE documents SET status = 'queued', batch_key = NULL, run_id = NULL,
               failure_reason = %s, next_attempt_at = now() + make_interval(secs => %s),
               updated_at = now()
        WHERE id = %s AND status = 'processing' AND run_id = %s
        """,
        (reason, delay_seconds, document_id, run_id),
    )
    return cur.rowcount == 1


def get(conn: psycopg.Connection[Any], document_id: str) -> dict[str, Any] | None:
    return conn.execute("SELECT * FROM documents WHERE id = %s", (document_id,)).fetchone()  # type: ignore[return-value]


def status_counts(conn: psycopg.Connection[Any]) -> dict[str, dict[str, int]]:
    docs = {s.value: 0 for s in UploadStatus}
    for r in conn.execute("SELECT status, count(*) AS n FROM documents GROUP BY status"):
        docs[r["status"]] = r["n"]  # type: ignore[call-overload]
    review = {s.value: 0 for s in ReviewStatus}
    for r in conn.execute("SELECT status, count(*) AS n FROM review_items GROUP BY status"):
        review[r["status"]] = r["n"]  # type: ignore[call-overload]
    return {"documents": docs, "review": review}


def recent_failures(conn: psycopg.Connection[Any], limit: int = 10) -> list[dict[str, Any]]:
    rows = conn.execute(
        """
        SELECT id AS document_id, file_name, failure_reason AS reason, finished_at
        FROM documents WHERE status = 'failed'
        ORDER BY finished_at DESC NULLS LAST, seq DESC LIMIT %s
        """,
        (limit,),
    ).fetchall()
    return [
        {
            "document_id": r["document_id"],  # type: ignore[call-overload]
            "file_name": r["file_name"],  # type: ignore[call-overload]
            "reason": r["reason"],  # type: ignore[call-overload]
        }
        for r in rows
    ]


def claim_many(
    conn: psycopg.Connection[Any],
    document_ids: Sequence[str],
    *,
    run_id: str,
    lease_seconds: float,
    reprocess_finished: bool,
    worker: str | None = None,
) -> dict[str, dict[str, Any]]:
    """Claim many documents for `run_id` in one statement; returns the claimed rows by id.
    `worker` (the host or configured worker name) is recorded as `processed_on`.

    A queued document waiting for its retry time (`next_attempt_at`) is left alone unless
    `reprocess_finished` (an explicit re-run): a batch's partition range may span it."""
    final_ok = "true" if reprocess_finished else "false"
    rows = conn.execute(
        f"""
        UPDATE documents SET status = 'processing', run_id = %s, attempts = attempts + 1,
               started_at = now(), heartbeat_at = now(), next_attempt_at = NULL,
               failure_reason = NULL, processed_on = COALESCE(%s, processed_on), updated_at = now()
        WHERE id = ANY(%s) AND (
              (status = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= now() OR {final_ok}))
           OR (status = 'processing' AND (run_id = %s OR heartbeat_at < now() - make_interval(secs => %s)))
           OR (status IN ('completed', 'failed', 'duplicate') AND {final_ok}))
        RETURNING id, file_name, storage_path, size_bytes, attempts, created_at, seq
        """,
        (run_id, worker, list(document_ids), run_id, lease_seconds),
    ).fetchall()
    return {r["id"]: r for r in rows}


def get_many(
    conn: psycopg.Connection[Any], document_ids: Sequence[str]
) -> dict[str, dict[str, Any]]:
    rows = conn.execute(
        "SELECT * FROM documents WHERE id = ANY(%s)", (list(document_ids),)
    ).fetchall()
    return {r["id"]: r for r in rows}


def mark_stored_many(conn: psycopg.Connection[Any], document_ids: Sequence[str]) -> None:
    if document_ids:
        conn.execute(
            "UPDATE documents SET stored_at = now(), updated_at = now()"
            " WHERE id = ANY(%s) AND stored_at IS NULL",
            (list(document_ids),),
        )


def archivable(conn: psycopg.Connection[Any], *, older_than_days: float, limit: int) -> list[str]:
    """Documents whose partition may leave Dagster's partition set: finished more than
    `older_than_days` ago, reviewed (approved, corrected or rejected), and already in the analyst
    datasets (the last dataset build started after the document last changed)."""
    rows = conn.execute(
        """
        SELECT d.id FROM documents d
        JOIN review_items r ON r.document_id = d.id
        JOIN analytics_builds b ON b.name = 'invoices'
        WHERE d.archived_at IS NULL AND d.partition_added
          AND d.status IN ('completed', 'duplicate')
          AND d.finished_at < now() - make_interval(secs => %s)
          AND r.status IN ('approved', 'corrected', 'rejected')
          AND d.updated_at < b.watermark AND r.updated_at < b.watermark
        ORDER BY d.seq LIMIT %s
        """,
        (older_than_days * 86400, limit),
    ).fetchall()
    return [r["id"] for r in rows]


def mark_archived(conn: psycopg.Connection[Any], document_ids: Sequence[str]) -> int:
    cur = conn.execute(
        "UPDATE documents SET archived_at = now() WHERE id = ANY(%s) AND archived_at IS NULL",
        (list(document_ids),),
    )
    return cur.rowcount
