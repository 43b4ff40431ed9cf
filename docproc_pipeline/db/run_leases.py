"""Queries on `run_leases`: one row per document run, its heartbeat and whether it was revoked.

A run acquires its lease when its step starts and renews it while it works; the landing sensor
revokes the lease of a run that stopped renewing it (or never took it) within the lease time.
Acquire and revoke are single statements on the same row, so exactly one of them wins: a run
whose lease was revoked cannot claim documents any more, and a run that renewed in time cannot
be declared dead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import psycopg

# Leases of runs long gone are pruned after this many seconds without a heartbeat.
RETENTION_SECONDS = 7 * 86400


@dataclass(frozen=True, slots=True)
class RunLease:
    run_id: str
    seconds_since_heartbeat: float | None  # None: never heartbeated
    revoked: bool


def acquire(conn: psycopg.Connection[Any], run_id: str) -> bool:
    """Take (or renew) the lease of `run_id`; False when the sensor already revoked it."""
    row = conn.execute(
        """
        INSERT INTO run_leases (run_id, heartbeat_at) VALUES (%s, now())
        ON CONFLICT (run_id) DO UPDATE SET heartbeat_at = now()
        WHERE run_leases.revoked_at IS NULL
        RETURNING run_id
        """,
        (run_id,),
    ).fetchone()
    return row is not None


def renew(conn: psycopg.Connection[Any], run_id: str) -> bool:
    """Renew a held lease; False when it was revoked (or never acquired)."""
    cur = conn.execute(
        "UPDATE run_leases SET heartbeat_at = now() WHERE run_id = %s AND revoked_at IS NULL",
        (run_id,),
    )
    return cur.rowcount == 1


def get_many(conn: psycopg.Connection[Any], run_ids: Sequence[str]) -> dict[str, RunLease]:
    """The leases of `run_ids` that exist; ages are measured by the database clock."""
    rows = conn.execute(
        """
        SELECT run_id, revoked_at IS NOT NULL AS revoked,
               extract(epoch FROM now() - heartbeat_at)::float8 AS age
        FROM run_leases WHERE run_id = ANY(%s)
        """,
        (list(run_ids),),
    ).fetchall()
    return {
        r["run_id"]: RunLease(r["run_id"], r["age"], r["revoked"])  # type: ignore[call-overload]
        for r in rows
    }


def revoke(conn: psycopg.Connection[Any], run_id: str, lease_seconds: float, reason: str) -> bool:
    """Declare `run_id` dead, guarded: only when its lease is absent (it never started its step)
    or older than `lease_seconds`. False when it renewed in time or was already revoked."""
    row = conn.execute(
        """
        INSERT INTO run_leases (run_id, heartbeat_at, revoked_at, revoked_reason)
        VALUES (%s, NULL, now(), %s)
        ON CONFLICT (run_id) DO UPDATE SET revoked_at = now(), revoked_reason = EXCLUDED.revoked_reason
        WHERE run_leases.revoked_at IS NULL
          AND (run_leases.heartbeat_at IS NULL
               OR run_leases.heartbeat_at < now() - make_interval(secs => %s))
        RETURNING run_id
        """,
        (run_id, reason, lease_seconds),
    ).fetchone()
    return row is not None


def prune(conn: psycopg.Connection[Any], older_than_seconds: float = RETENTION_SECONDS) -> int:
    """Forget leases whose run has been silent for `older_than_seconds`."""
    cur = conn.execute(
        "DELETE FROM run_leases WHERE coalesce(heartbeat_at, revoked_at, started_at)"
        " < now() - make_interval(secs => %s)",
        (older_than_seconds,),
    )
    return cur.rowcount
