"""Crash recovery and batching: no document is left without an owner.

Every document that is not final is either held by a live run or picked up again within a
bounded time, whatever died and when (the run worker, its code server, the daemon, the host, the
database). The landing sensor calls this module once per tick:

1. `confirm_partitions`: documents whose partition Dagster now has are marked so; the others are
   returned, to be requested in the same sensor result as the runs that need them.
2. `reap_dead_runs`: a document run is dead when its lease (`run_leases`, renewed by the run from
   the moment its step starts) is older than `lease_seconds`; when it STARTED more than
   `lease_seconds` ago and never took one; or when it is still queued or launching
   `run_start_timeout_seconds` after its last status change. A dead run's lease is revoked (it
   can no longer claim documents), the documents it held go back to the queue, and it is marked
   failed in Dagster with the reason; it no longer counts against `max_runs_in_flight`.
3. `release_expired`: any document whose own heartbeat is older than the lease goes back too.
4. `plan_batches`: a batch whose latest run ended without starting its documents is released;
   then, while fewer than `max_runs_in_flight` runs are live, every queued document without a
   batch (new arrivals, and everything released above) becomes ONE new batch, or, with
   `max_ocr_pages_per_run`, as many batches of at most that many pages to OCR as there are free
   run slots (so several worker hosts share an OCR-heavy burst); a run is requested for every
   batch that has none.

So a crashed run's documents are back in a batch, with its run requested, within
`lease_seconds` + one sensor tick of its last heartbeat or of its start (a run that never
started: `run_start_timeout_seconds` + one tick after it was queued or launched).
Every state change is one guarded statement; Dagster is reached through `Orchestrator` and plain
data, so this module does not import dagster.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import psycopg

from docproc_pipeline.db import documents as docs_db
from docproc_pipeline.db import run_leases
from docproc_pipeline.settings import ProcessingConfig


@dataclass(frozen=True, slots=True)
class ActiveRun:
    """A document run Dagster still shows as queued, not started, starting or started."""

    run_id: str
    batch_key: str | None
    started: bool  # its worker reported the start (STARTED)
    age_seconds: float  # since it started, or since its last status change when not started


@dataclass(frozen=True, slots=True)
class BatchRun:
    """The latest Dagster run of a batch."""

    run_id: str
    status: str
    ended: bool


class Orchestrator(Protocol):
    """What reconciling needs from Dagster (the sensor passes its instance behind this)."""

    def existing_partitions(self, keys: Sequence[str]) -> set[str]:
        """Those of `keys` that are partitions already (one query, not one per key)."""
        ...

    def active_runs(self) -> Sequence[ActiveRun]: ...

    def latest_run(self, batch_key: str) -> BatchRun | None: ...

    def mark_failed(self, run_id: str, reason: str) -> None: ...


@dataclass(frozen=True, slots=True)
class BatchRequest:
    """One run to request: its run key and its documents in arrival (partition) order."""

    batch_key: str
    document_ids: list[str]


@dataclass(slots=True)
class Reconciled:
    live_runs: int = 0
    dead_runs: list[str] = field(default_factory=list)
    requeued: int = 0
    abandoned: int = 0
    released_batches: int = 0
    requests: list[BatchRequest] = field(default_factory=list)


def confirm_partitions(
    conn: psycopg.Connection[Any], dagster: Orchestrator, limit: int
) -> list[str]:
    """Mark the documents whose partition exists; return the keys still to be added.

    A key is marked only once Dagster has it, so a daemon killed between the sensor's result and
    the partitions' creation loses nothing: the next tick requests them again."""
    keys = docs_db.without_partition(conn, limit=limit)
    existing = dagster.existing_partitions(keys) if keys else set()
    present = [k for k in keys if k in existing]
    if present:
        docs_db.mark_partitioned(conn, present)
    conn.commit()
    return [k for k in keys if k not in existing]


def why_dead(
    run: ActiveRun, lease: run_leases.RunLease | None, cfg: ProcessingConfig
) -> str | None:
    """Why `run` has no live worker, or None while it may still be working.

    A run that took its lease is judged by its heartbeat; a STARTED run that never took one, by
    the time since it started (its step, which takes the lease, begins right after); a run not
    started yet (queued, launching), by `run_start_timeout_seconds` since its last change."""
    lease_seconds = cfg.lease_seconds
    if lease is not None:
        if lease.revoked:
            return "its lease was revoked"
        age = lease.seconds_since_heartbeat
        if age is not None and age > lease_seconds:
            return f"no heartbeat for {age:.0f} s (lease {lease_seconds:g} s)"
        return None
    if run.started and run.age_seconds > lease_seconds:
        return (
            f"started {run.age_seconds:.0f} s ago and never took its lease "
            f"(lease {lease_seconds:g} s)"
        )
    if not run.started and run.age_seconds > cfg.run_start_timeout_seconds:
        return (
            f"not started {run.age_seconds:.0f} s after it was queued or launched "
            f"(run_start_timeout_seconds {cfg.run_start_timeout_seconds:g})"
        )
    return None


def reap_dead_runs(
    conn: psycopg.Connection[Any], dagster: Orchestrator, cfg: ProcessingConfig, out: Reconciled
) -> None:
    """Judge every active document run; revoke, release and fail the dead ones."""
    runs = dagster.active_runs()
    leases = run_leases.get_many(conn, [r.run_id for r in runs])
    conn.commit()
    for run in runs:
        lease = leases.get(run.run_id)
        why = why_dead(run, lease, cfg)
        if why is None:
            out.live_runs += 1
            continue
        reason = f"docproc: no live run worker ({why}); its documents were re-queued"
        revoked = run_leases.revoke(conn, run.run_id, cfg.lease_seconds, reason)
        if not revoked and not (lease is not None and lease.revoked):
            conn.rollback()  # it renewed its lease meanwhile: alive after all
            out.live_runs += 1
            continue
        released = docs_db.release_run(conn, run.run_id, max_attempts=cfg.max_attempts, reason=why)
        conn.commit()
        dagster.mark_failed(run.run_id, reason)
        out.dead_runs.append(run.run_id)
        out.requeued += len(released.requeued)
        out.abandoned += len(released.failed)
    run_leases.prune(conn)
    conn.commit()


def release_expired(conn: psycopg.Connection[Any], cfg: ProcessingConfig, out: Reconciled) -> None:
    """Documents whose own heartbeat expired, whatever became of their run."""
    released = docs_db.release_expired(conn, cfg.lease_seconds, max_attempts=cfg.max_attempts)
    conn.commit()
    out.requeued += len(released.requeued)
    out.abandoned += len(released.failed)


def _release_ended_batches(
    conn: psycopg.Connection[Any], dagster: Orchestrator, cfg: ProcessingConfig, out: Reconciled
) -> dict[str, list[str]]:
    """Release batches whose latest run ended without starting them; return the batches that
    have no run yet."""
    without_run: dict[str, list[str]] = {}
    for key, ids in docs_db.queued_batches(conn).items():
        latest = dagster.latest_run(key)
        if latest is None:
            without_run[key] = ids
        elif latest.ended:
            # Each such run counts as an attempt; after max_attempts they fail with the reason.
            docs_db.release_batch(
                conn,
                ids,
                max_attempts=cfg.max_attempts,
                reason=f"its runs ended without starting it {cfg.max_attempts} times "
                f"(last run {latest.run_id}: {latest.status}); see that run's logs",
            )
            out.released_batches += 1
    conn.commit()
    return without_run


def split_by_ocr_pages(
    ids: Sequence[str], ocr_pages: dict[str, int], max_pages: int
) -> list[list[str]]:
    """Cut `ids` (in arrival order) into runs of at most `max_pages` pages to OCR each; a
    document over the limit on its own gets its own run, documents without OCR pages join the
    run being filled. `max_pages` 0: one run."""
    if max_pages <= 0:
        return [list(ids)] if ids else []
    chunks: list[list[str]] = []
    current: list[str] = []
    load = 0
    for doc_id in ids:
        pages = ocr_pages.get(doc_id, 0)
        if current and pages and load + pages > max_pages:
            chunks.append(current)
            current, load = [], 0
        current.append(doc_id)
        load += pages
    if current:
        chunks.append(current)
    return chunks


def plan_batches(
    conn: psycopg.Connection[Any],
    dagster: Orchestrator,
    cfg: ProcessingConfig,
    out: Reconciled,
    pending_partitions: Sequence[str] = (),
) -> None:
    """Group commit: queued documents without a batch join new batches while fewer than
    `max_runs_in_flight` runs are live: one batch, or with `max_ocr_pages_per_run` as many as
    the OCR load needs and free run slots allow (the rest wait for a slot); then a run is
    requested for each batch without one."""
    without_run = _release_ended_batches(conn, dagster, cfg, out)
    free_slots = cfg.max_runs_in_flight - out.live_runs
    if free_slots > 0:
        ids = docs_db.unbatched(conn, cfg.max_files_per_tick, pending_partitions)
        limit = cfg.max_ocr_pages_per_run
        pages = docs_db.ocr_pages_of(conn, ids) if ids and limit else {}
        for chunk in split_by_ocr_pages(ids, pages, limit)[:free_slots]:
            key = f"batch-{chunk[0]}-{secrets.token_hex(3)}"
            taken = docs_db.assign_batch(conn, chunk, key)
            conn.commit()
            if taken:
                without_run.update(docs_db.queued_batches(conn, key))
    conn.commit()
    out.requests = [BatchRequest(k, v) for k, v in without_run.items()]


def reconcile(
    conn: psycopg.Connection[Any],
    dagster: Orchestrator,
    cfg: ProcessingConfig,
    pending_partitions: Sequence[str] = (),
) -> Reconciled:
    """Steps 2-4 of the module docstring, in order; returns what was done and the runs to ask."""
    out = Reconciled()
    reap_dead_runs(conn, dagster, cfg, out)
    release_expired(conn, cfg, out)
    plan_batches(conn, dagster, cfg, out, pending_partitions)
    return out
