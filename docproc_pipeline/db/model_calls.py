"""Queries for the model-call tables: circuit breakers, call-limiter slots and the call log.

Every state change is one statement guarded by the expected current state, so any number of
processes can share a breaker or a limiter; durations are seconds, times come from the database's
clock. The functions take an open psycopg connection in autocommit mode (one statement, one
transaction).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any
from uuid import UUID

import psycopg


class CircuitState(StrEnum):
    CLOSED = "closed"
    OPEN = "open"
    HALF_OPEN = "half_open"


class ModelCallStatus(StrEnum):
    OK = "ok"
    TRANSIENT_ERROR = "transient_error"
    PERMANENT_ERROR = "permanent_error"
    INVALID_OUTPUT = "invalid_output"
    CIRCUIT_OPEN = "circuit_open"  # refused by the breaker: no request was sent
    SLOT_TIMEOUT = "slot_timeout"  # no concurrency slot in time: no request was sent


@dataclass(frozen=True, slots=True)
class CircuitSnapshot:
    name: str
    state: CircuitState
    consecutive_failures: int
    opened_at: datetime | None
    seconds_until_probe: float  # 0 when closed or when a probe may go now


@dataclass(frozen=True, slots=True)
class ModelCallRecord:
    engine: str
    model: str
    status: ModelCallStatus
    document_sha256: str | None = None
    attempt: int = 1
    http_status: int | None = None
    error: str | None = None
    prompt_tokens: int = 0
    output_tokens: int = 0
    thinking_tokens: int = 0
    latency_ms: float = 0.0


def _one(conn: psycopg.Connection, sql: str, params: dict[str, Any]) -> dict[str, Any] | None:
    row = conn.execute(sql, params).fetchone()  # type: ignore[arg-type]
    return row  # type: ignore[return-value]


# --- circuit breakers -------------------------------------------------------------------------


def ensure_circuit(conn: psycopg.Connection, name: str) -> None:
    """Create the breaker's row (closed) unless it exists."""
    conn.execute(
        "INSERT INTO circuit_breakers (name) VALUES (%(name)s) ON CONFLICT (name) DO NOTHING",
        {"name": name},
    )


def circuit_snapshot(
    conn: psycopg.Connection, name: str, open_seconds: float
) -> CircuitSnapshot | None:
    """The breaker's current state, or None when it has no row yet (it counts as closed)."""
    row = _one(
        conn,
        "SELECT name, state, consecutive_failures, opened_at,"
        " CASE WHEN state = 'open' THEN GREATEST(0, EXTRACT(EPOCH FROM"
        "   opened_at + make_interval(secs => %(open)s) - now()))::float8 ELSE 0 END AS wait"
        " FROM circuit_breakers WHERE name = %(name)s",
        {"name": name, "open": open_seconds},
    )
    if row is None:
        return None
    return CircuitSnapshot(
        name=row["name"],
        state=CircuitState(row["state"]),
        consecutive_failures=row["consecutive_failures"],
        opened_at=row["opened_at"],
        seconds_until_probe=float(row["wait"]),
    )


def claim_probe(
    conn: psycopg.Connection,
    name: str,
    probe_id: UUID,
    open_seconds: float,
    probe_lease_seconds: float,
) -> bool:
    """Let exactly one caller through once the open period is over: open → half_open.

    Also replaces a probe whose lease ran out (its process died mid-call). Returns True for the
    one caller whose UPDATE won; every other concurrent caller gets False.
    """
    row = _one(
        conn,
        "UPDATE circuit_breakers"
        " SET state = 'half_open', probe_id = %(probe)s, probe_started_at = now(),"
        "     updated_at = now()"
        " WHERE name = %(name)s AND ("
        "   (state = 'open' AND opened_at <= now() - make_interval(secs => %(open)s))"
        "   OR (state = 'half_open'"
        "       AND probe_started_at <= now() - make_interval(secs => %(lease)s)))"
        " RETURNING name",
        {"name": name, "probe": probe_id, "open": open_seconds, "lease": probe_lease_seconds},
    )
    return row is not None


def record_circuit_failure(conn: psycopg.Connection, name: str, threshold: int) -> CircuitState:
    """Count one more consecutive failure of a closed breaker; open it at `threshold`.

    Returns the state after the statement (a breaker that is not closed is left as it is).
    """
    row = _one(
        conn,
        "UPDATE circuit_breakers SET"
        " consecutive_failures = consecutive_failures + 1,"
        " state = CASE WHEN consecutive_failures + 1 >= %(threshold)s"
        "   THEN 'open' ELSE 'closed' END,"
        " opened_at = CASE WHEN consecutive_failures + 1 >= %(threshold)s THEN now() END,"
        " updated_at = now()"
        " WHERE name = %(name)s AND state = 'closed'"
        " RETURNING state",
        {"name": name, "threshold": threshold},
    )
    if row is not None:
        return CircuitState(row["state"])
    current = _one(conn, "SELECT state FROM circuit_breakers WHERE name = %(name)s", {"name": name})
    return CircuitState(current["state"]) if current else CircuitState.CLOSED


def record_circuit_success(conn: psycopg.Connection, name: str) -> None:
    """A call through a closed breaker succeeded: the failure streak ends."""
    conn.execute(
        "UPDATE circuit_breakers SET consecutive_failures = 0, updated_at = now()"
        " WHERE name = %(name)s AND state = 'closed' AND consecutive_failures <> 0",
        {"name": name},
    )


def close_after_probe(conn: psycopg.Connection, name: str, probe_id: UUID) -> bool:
    """The probe succeeded: half_open → closed. False if this probe no longer owns the breaker."""
    row = _one(
        conn,
        "UPDATE circuit_breakers SET state = 'closed', consecutive_failures = 0,"
        " opened_at = NULL, probe_id = NULL, probe_started_at = NULL, updated_at = now()"
        " WHERE name = %(name)s AND state = 'half_open' AND probe_id = %(probe)s"
        " RETURNING name",
        {"name": name, "probe": probe_id},
    )
    return row is not None


def reopen_after_probe(conn: psycopg.Connection, name: str, probe_id: UUID) -> bool:
    """The probe failed: half_open → open, for another full open period."""
    row = _one(
        conn,
        "UPDATE circuit_breakers SET state = 'open', opened_at = now(),"
        " consecutive_failures = consecutive_failures + 1,"
        " probe_id = NULL, probe_started_at = NULL, updated_at = now()"
        " WHERE name = %(name)s AND state = 'half_open' AND probe_id = %(probe)s"
        " RETURNING name",
        {"name": name, "probe": probe_id},
    )
    return row is not None


# --- call-limiter slots -----------------------------------------------------------------------


def ensure_slots(conn: psycopg.Connection, limiter: str, count: int) -> None:
    """Create slot rows 0..count-1 for `limiter` (existing rows are kept)."""
    conn.execute(
        "INSERT INTO model_call_slots (limiter, slot)"
        " SELECT %(limiter)s, g FROM generate_series(0, %(count)s - 1) AS g"
        " ON CONFLICT (limiter, slot) DO NOTHING",
        {"limiter": limiter, "count": count},
    )


def lease_slot(
    conn: psycopg.Connection, limiter: str, limit: int, holder: UUID, lease_seconds: float
) -> int | None:
    """Lease a free (or expired) slot below `limit` to `holder`; None when all are taken.

    `SKIP LOCKED` lets concurrent callers pick different slots without waiting on each other.
    """
    row = _one(
        conn,
        "UPDATE model_call_slots AS s"
        " SET holder = %(holder)s, acquired_at = now(),"
        "     leased_until = now() + make_interval(secs => %(lease)s)"
        " FROM (SELECT limiter, slot FROM model_call_slots"
        "       WHERE limiter = %(limiter)s AND slot < %(limit)s"
        "         AND (holder IS NULL OR leased_until < now())"
        "       ORDER BY slot LIMIT 1 FOR UPDATE SKIP LOCKED) AS free"
        " WHERE s.limiter = free.limiter AND s.slot = free.slot"
        " RETURNING s.slot",
        {"limiter": limiter, "limit": limit, "holder": holder, "lease": lease_seconds},
    )
    return None if row is None else int(row["slot"])


def release_slot(conn: psycopg.Connection, limiter: str, slot: int, holder: UUID) -> bool:
    """Give the slot back; False when the lease had expired and someone else holds it now."""
    row = _one(
        conn,
        "UPDATE model_call_slots SET holder = NULL, acquired_at = NULL, leased_until = NULL"
        " WHERE limiter = %(limiter)s AND slot = %(slot)s AND holder = %(holder)s"
        " RETURNING slot",
        {"limiter": limiter, "slot": slot, "holder": holder},
    )
    return row is not None


def slots_in_use(conn: psycopg.Connection, limiter: str) -> int:
    """Slots currently leased (expired leases do not count)."""
    row = _one(
        conn,
        "SELECT count(*) AS n FROM model_call_slots"
        " WHERE limiter = %(limiter)s AND holder IS NOT NULL AND leased_until >= now()",
        {"limiter": limiter},
    )
    return int(row["n"]) if row else 0


# --- call log ---------------------------------------------------------------------------------


def insert_model_call(conn: psycopg.Connection, record: ModelCallRecord) -> int:
    """Append one call to the log; returns its id."""
    row = _one(
        conn,
        "INSERT INTO model_calls (engine, model, document_sha256, attempt, status, http_status,"
        " error, prompt_tokens, output_tokens, thinking_tokens, latency_ms)"
        " VALUES (%(engine)s, %(model)s, %(sha)s, %(attempt)s, %(status)s, %(http_status)s,"
        " %(error)s, %(prompt)s, %(output)s, %(thinking)s, %(latency)s) RETURNING id",
        {
            "engine": record.engine,
            "model": record.model,
            "sha": record.document_sha256,
            "attempt": record.attempt,
            "status": str(record.status),
            "http_status": record.http_status,
            "error": record.error,
            "prompt": record.prompt_tokens,
            "output": record.output_tokens,
            "thinking": record.thinking_tokens,
            "latency": record.latency_ms,
        },
    )
    assert row is not None
    return int(row["id"])


def model_calls_for(conn: psycopg.Connection, document_sha256: str) -> list[dict[str, Any]]:
    """The log rows of one document's content, oldest first."""
    rows = conn.execute(
        "SELECT * FROM model_calls WHERE document_sha256 = %(sha)s ORDER BY id",
        {"sha": document_sha256},
    ).fetchall()
    return rows  # type: ignore[return-value]
