"""Queries for the analytics side: dataset build state, dataset rows, hourly snapshots, and the
figures the Prometheus collector reads at scrape time.

Every function takes an open psycopg connection (dict rows, `db.connection.connect`) and never
commits: the caller owns the transaction. Times are timezone-aware; durations are seconds.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from datetime import datetime
from typing import Any

import psycopg
from psycopg.types.json import Jsonb

# Final upload statuses: the document has left the pipeline (for now).
FINAL_STATUSES = ("completed", "failed", "duplicate")
# Documents with an extraction the datasets can show.
EXTRACTED_STATUSES = ("completed", "duplicate")
OPEN_REVIEW_STATUSES = ("pending", "in_review")

_LOCK_CLASS = 0x616E6C79  # "anly": advisory-lock namespace of analytics builds


def _rows(conn: psycopg.Connection, sql: str, params: Any = None) -> list[dict[str, Any]]:
    return conn.execute(sql, params).fetchall()  # type: ignore[arg-type, return-value]


def _one(conn: psycopg.Connection, sql: str, params: Any = None) -> dict[str, Any]:
    row = conn.execute(sql, params).fetchone()  # type: ignore[arg-type]
    assert row is not None
    return row  # type: ignore[return-value]


# --- build state ------------------------------------------------------------------------------


def lock_build(conn: psycopg.Connection, name: str) -> None:
    """Wait for, then hold, the session-level lock of build `name` (one build at a time across
    processes). Released by `unlock_build` or when the connection closes."""
    conn.execute("SELECT pg_advisory_lock(%s, hashtext(%s))", (_LOCK_CLASS, name))


def unlock_build(conn: psycopg.Connection, name: str) -> None:
    conn.execute("SELECT pg_advisory_unlock(%s, hashtext(%s))", (_LOCK_CLASS, name))


def db_clock(conn: psycopg.Connection) -> datetime:
    """The database's wall clock now (not the transaction's start)."""
    return _one(conn, "SELECT clock_timestamp() AS now")["now"]  # type: ignore[no-any-return]


def build_state(conn: psycopg.Connection, name: str) -> dict[str, Any] | None:
    row = conn.execute(
        "SELECT name, watermark, built_at, documents, line_items, partitions"
        " FROM analytics_builds WHERE name = %s",
        (name,),
    ).fetchone()
    return row  # type: ignore[return-value]


def save_build_state(
    conn: psycopg.Connection,
    name: str,
    *,
    watermark: datetime,
    documents: int,
    line_items: int,
    partitions: int,
) -> None:
    conn.execute(
        """
        INSERT INTO analytics_builds (name, watermark, built_at, documents, line_items, partitions)
        VALUES (%(name)s, %(wm)s, clock_timestamp(), %(docs)s, %(lines)s, %(parts)s)
        ON CONFLICT (name) DO UPDATE
            SET watermark = EXCLUDED.watermark, built_at = EXCLUDED.built_at,
                documents = EXCLUDED.documents, line_items = EXCLUDED.line_items,
                partitions = EXCLUDED.partitions
        """,
        {
            "name": name,
            "wm": watermark,
            "docs": documents,
            "lines": line_items,
            "parts": partitions,
        },
    )


def latest_change(conn: psycopg.Connection) -> datetime | None:
    """The newest `updated_at` of anything the datasets show (documents, review items, human
    corrections); None on an empty database."""
    row = _one(
        conn,
        """
        SELECT GREATEST(
            (SELECT max(updated_at) FROM documents),
            (SELECT max(updated_at) FROM review_items),
            (SELECT max(updated_at) FROM extracted_fields WHERE locked)) AS latest
        """,
    )
    return row["latest"]  # type: ignore[no-any-return]


def touched_document_ids(conn: psycopg.Connection, since: datetime | None) -> list[str]:
    """Documents changed after `since` (all documents when None): their row, their review
    item or one of their human corrections."""
    if since is None:
        return [r["id"] for r in _rows(conn, "SELECT id FROM documents ORDER BY id")]
    return [
        r["id"]
        for r in _rows(
            conn,
            """
            SELECT id FROM documents WHERE updated_at > %(since)s
            UNION
            SELECT document_id FROM review_items WHERE updated_at > %(since)s
            UNION
            SELECT document_id FROM extracted_fields WHERE locked AND updated_at > %(since)s
            ORDER BY 1
            """,
            {"since": since},
        )
    ]


def partitions_of(conn: psycopg.Connection, document_ids: Sequence[str]) -> dict[str, str]:
    """document id -> the dataset partition its rows are in now (documents with none omitted)."""
    rows = _rows(
        conn,
        "SELECT document_id, partition FROM analytics_document_partitions"
        " WHERE document_id = ANY(%s)",
        (list(document_ids),),
    )
    return {r["document_id"]: r["partition"] for r in rows}


def documents_in_partitions(conn: psycopg.Connection, partitions: Iterable[str]) -> list[str]:
    rows = _rows(
        conn,
        "SELECT document_id FROM analytics_document_partitions WHERE partition = ANY(%s)"
        " ORDER BY document_id",
        (sorted(partitions),),
    )
    return [r["document_id"] for r in rows]


def all_partitions(conn: psycopg.Connection) -> set[str]:
    rows = _rows(conn, "SELECT DISTINCT partition FROM analytics_document_partitions")
    return {r["partition"] for r in rows}


def replace_document_partitions(
    conn: psycopg.Connection, document_ids: Sequence[str], placement: dict[str, str]
) -> None:
    """Forget where `document_ids` were and record `placement` (id -> partition) instead."""
    conn.execute(
        "DELETE FROM analytics_document_partitions WHERE document_id = ANY(%s)",
        (list(document_ids),),
    )
    if placement:
        ids = list(placement)
        conn.execute(
            "INSERT INTO analytics_document_partitions (document_id, partition)"
            " SELECT * FROM unnest(%s::text[], %s::text[])",
            (ids, [placement[i] for i in ids]),
        )


_DATASET_ROWS = """
SELECT d.id AS document_id, d.file_name, d.sha256, d.status AS upload_status, d.duplicate_of,
       d.created_at AS uploaded_at, d.finished_at AS processed_at,
       p.engine, p.overall_confidence, p.extraction,
       r.status AS review_status, r.decided_at AS reviewed_at, r.sla_breached,
       c.corrections
FROM documents d
JOIN processed_documents p ON p.sha256 = d.sha256
LEFT JOIN review_items r ON r.document_id = d.id
LEFT JOIN (
    SELECT document_id, jsonb_object_agg(field_name, value) AS corrections
    FROM extracted_fields
    WHERE locked AND document_id = ANY(%(ids)s)
    GROUP BY document_id
) c ON c.document_id = d.id
WHERE d.id = ANY(%(ids)s) AND d.status = ANY(%(statuses)s)
ORDER BY d.id
"""


def dataset_rows(
    conn: psycopg.Connection, document_ids: Sequence[str], *, chunk: int = 5000
) -> Iterator[dict[str, Any]]:
    """One row per document of `document_ids` that has an extraction (completed or duplicate):
    the document, its cached extraction (JSON), its review item and its human corrections
    (`corrections`: field name -> JSON value, None when there are none). In id order."""
    ids = sorted(document_ids)
    for i in range(0, len(ids), chunk):
        yield from _rows(
            conn,
            _DATASET_ROWS,
            {"ids": ids[i : i + chunk], "statuses": list(EXTRACTED_STATUSES)},
        )


# --- hourly snapshots -------------------------------------------------------------------------


def snapshot_figures(conn: psycopg.Connection, start: datetime, end: datetime) -> dict[str, Any]:
    """The raw figures of the hour [start, end): statuses as of `end`, what finished, failed,
    was spent and breached within it. Keys are documented in `analytics.snapshots`."""
    p = {"s": start, "e": end}
    upload = _rows(
        conn,
        """
        SELECT CASE WHEN finished_at < %(e)s AND status IN ('completed', 'failed', 'duplicate')
                         THEN status
                    WHEN started_at < %(e)s THEN 'processing'
                    ELSE 'queued' END AS status,
               count(*) AS n
        FROM documents WHERE created_at < %(e)s GROUP BY 1
        """,
        p,
    )
    review = _rows(
        conn,
        """
        SELECT CASE WHEN decided_at < %(e)s THEN status
                    WHEN claimed_at < %(e)s THEN 'in_review'
                    ELSE 'pending' END AS status,
               count(*) AS n
        FROM review_items WHERE created_at < %(e)s GROUP BY 1
        """,
        p,
    )
    finished = _rows(
        conn,
        "SELECT status, count(*) AS n FROM documents"
        " WHERE finished_at >= %(s)s AND finished_at < %(e)s GROUP BY status",
        p,
    )
    quality = _one(
        conn,
        """
        SELECT avg(pd.overall_confidence)::float8 AS mean_confidence
        FROM documents d JOIN processed_documents pd ON pd.sha256 = d.sha256
        WHERE d.finished_at >= %(s)s AND d.finished_at < %(e)s
          AND d.status IN ('completed', 'duplicate')
        """,
        p,
    )
    extraction = _one(
        conn,
        """
        SELECT count(*) AS extractions,
               coalesce(sum(prompt_tokens), 0) AS prompt_tokens,
               coalesce(sum(output_tokens), 0) AS output_tokens,
               coalesce(sum(thinking_tokens), 0) AS thinking_tokens
        FROM processed_documents WHERE created_at >= %(s)s AND created_at < %(e)s
        """,
        p,
    )
    calls = _one(
        conn,
        """
        SELECT count(*) AS model_calls,
               count(*) FILTER (WHERE status <> 'ok') AS model_call_errors
        FROM model_calls WHERE at >= %(s)s AND at < %(e)s
        """,
        p,
    )
    sla = _one(
        conn,
        """
        SELECT count(*) FILTER (WHERE sla_due_at >= %(s)s AND sla_due_at < %(e)s
                                 AND (decided_at IS NULL OR decided_at > sla_due_at))
                   AS sla_breaches,
               count(*) FILTER (WHERE sla_due_at < %(e)s
                                 AND (decided_at IS NULL OR decided_at >= %(e)s))
                   AS sla_breached_open
        FROM review_items WHERE created_at < %(e)s
        """,
        p,
    )
    return {
        "upload_status": {r["status"]: int(r["n"]) for r in upload},
        "review_status": {r["status"]: int(r["n"]) for r in review},
        "finished": {r["status"]: int(r["n"]) for r in finished},
        "mean_confidence": quality["mean_confidence"],
        **{k: int(v) for k, v in extraction.items()},
        **{k: int(v) for k, v in calls.items()},
        **{k: int(v) for k, v in sla.items()},
    }


def save_snapshot(conn: psycopg.Connection, hour_start: datetime, snapshot: dict[str, Any]) -> None:
    conn.execute(
        """
        INSERT INTO metric_snapshots (hour_start, snapshot) VALUES (%s, %s)
        ON CONFLICT (hour_start) DO UPDATE
            SET snapshot = EXCLUDED.snapshot, created_at = now()
        """,
        (hour_start, Jsonb(snapshot)),
    )


def all_snapshots(conn: psycopg.Connection) -> list[dict[str, Any]]:
    """Every stored snapshot (the JSON objects), oldest hour first."""
    return [
        r["snapshot"]
        for r in _rows(conn, "SELECT snapshot FROM metric_snapshots ORDER BY hour_start")
    ]


# --- scrape-time metrics ----------------------------------------------------------------------


def count_by(conn: psycopg.Connection, table: str, column: str) -> dict[str, int]:
    """`column` value -> row count, for the fixed (table, column) pairs the collector uses."""
    allowed = {("documents", "status"), ("review_items", "status"), ("model_calls", "status")}
    if (table, column) not in allowed:
        raise ValueError(f"not a countable column: {table}.{column}")
    rows = _rows(conn, f"SELECT {column} AS k, count(*) AS n FROM {table} GROUP BY 1")
    return {r["k"]: int(r["n"]) for r in rows}


def _bucketed(
    conn: psycopg.Connection, values_sql: str, bounds: Sequence[float]
) -> tuple[list[int], float, int]:
    """(count per `le` bucket, not cumulative, with +Inf last; sum; count) of the `v` column of
    `values_sql`. `width_bucket` over the negated, reversed bounds gives `le` (<=) semantics."""
    neg = [-b for b in reversed(bounds)]
    rows = _rows(
        conn,
        f"SELECT width_bucket(-v, %(neg)s::float8[]) AS i, count(*) AS n, sum(v) AS s"
        f" FROM ({values_sql}) AS x WHERE v IS NOT NULL GROUP BY 1",
        {"neg": neg},
    )
    n = len(bounds)
    counts = [0] * (n + 1)
    total_sum, total = 0.0, 0
    for r in rows:
        i = int(r["i"])
        counts[n - i] += int(r["n"])  # i = 0: above the largest bound (+Inf)
        total_sum += float(r["s"] or 0.0)
        total += int(r["n"])
    return counts, total_sum, total


def processing_durations(
    conn: psycopg.Connection, bounds: Sequence[float]
) -> tuple[list[int], float, int]:
    """Seconds from start to finish of every finished document, bucketed (see `_bucketed`)."""
    return _bucketed(
        conn,
        "SELECT extract(epoch FROM finished_at - started_at)::float8 AS v FROM documents"
        " WHERE status IN ('completed', 'failed', 'duplicate')"
        " AND started_at IS NOT NULL AND finished_at >= started_at",
        bounds,
    )


def extraction_confidences(
    conn: psycopg.Connection, bounds: Sequence[float]
) -> tuple[list[int], float, int]:
    """Overall confidence (0..1) of every extraction (one per distinct content), bucketed."""
    return _bucketed(
        conn, "SELECT overall_confidence::float8 AS v FROM processed_documents", bounds
    )


def extraction_tokens(conn: psycopg.Connection) -> dict[str, int]:
    row = _one(
        conn,
        "SELECT coalesce(sum(prompt_tokens), 0) AS prompt, coalesce(sum(output_tokens), 0)"
        " AS output, coalesce(sum(thinking_tokens), 0) AS thinking FROM processed_documents",
    )
    return {k: int(v) for k, v in row.items()}


def model_call_totals(conn: psycopg.Connection) -> list[dict[str, Any]]:
    """Per (engine, model, status): calls, tokens by kind, latency sum (seconds)."""
    return _rows(
        conn,
        """
        SELECT engine, model, status, count(*) AS calls,
               sum(prompt_tokens) AS prompt, sum(output_tokens) AS output,
               sum(thinking_tokens) AS thinking, sum(latency_ms) / 1000.0 AS latency_seconds
        FROM model_calls GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        """,
    )


def sla_figures(conn: psycopg.Connection, now: datetime) -> dict[str, int]:
    """Breaches flagged so far, open items at risk, open items past due as of `now`."""
    row = _one(
        conn,
        """
        SELECT count(*) FILTER (WHERE sla_breached) AS breached,
               count(*) FILTER (WHERE sla_at_risk AND status IN ('pending', 'in_review'))
                   AS at_risk_open,
               count(*) FILTER (WHERE sla_due_at <= %(now)s AND status IN ('pending', 'in_review'))
                   AS overdue_open
        FROM review_items
        """,
        {"now": now},
    )
    return {k: int(v) for k, v in row.items()}


def circuit_states(conn: psycopg.Connection) -> list[dict[str, Any]]:
    return _rows(
        conn,
        "SELECT name, state, consecutive_failures FROM circuit_breakers ORDER BY name",
    )
