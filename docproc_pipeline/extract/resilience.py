"""Resilience for model calls: backoff, a circuit breaker and a concurrency limit, all shared.

The breaker and the limiter keep their state in PostgreSQL (`docproc.circuit_breakers`,
`docproc.model_call_slots`), so every run process of the pipeline sees the same circuit and the
same global limit; `ModelCallLog` appends to `docproc.model_calls`. Each object holds one
autocommit connection that its threads share (every operation is a single statement), and is
safe to use from a thread pool. A database failure surfaces as `CoordinationUnavailable`, a
`TransientError`: the document stays queued.
"""

from __future__ import annotations

import logging
import random
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import TypeVar

import psycopg

from docproc_pipeline.db import model_calls as q
from docproc_pipeline.db.connection import connect
from docproc_pipeline.errors import TransientError

log = logging.getLogger(__name__)

T = TypeVar("T")

_STATEMENT_TIMEOUT_MS = 10_000


class CircuitOpen(TransientError):
    """The breaker is open: the call was refused without reaching the model."""

    def __init__(self, name: str, retry_in_seconds: float) -> None:
        super().__init__(
            f"circuit '{name}' is open after repeated model failures;"
            f" next probe in {retry_in_seconds:.1f} s"
        )
        self.retry_in_seconds = retry_in_seconds


class SlotWaitTimeout(TransientError):
    """No concurrency slot became free within the wait limit."""


class CoordinationUnavailable(TransientError):
    """The database that holds the breaker or the limiter could not be reached."""


# --- backoff ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BackoffPolicy:
    """Exponential backoff with jitter for transient failures.

    The delay before retry `n` (0-based) is `base_seconds * 2**n`, scaled by a random factor in
    [1 - jitter, 1] so that callers who failed together do not retry together, capped at
    `max_delay_seconds`. A server's `Retry-After` is a floor: the delay is never shorter.
    """

    base_seconds: float = 10.0
    max_retries: int = 3
    max_delay_seconds: float = 120.0
    jitter: float = 0.5

    def __post_init__(self) -> None:
        if self.base_seconds < 0 or self.max_delay_seconds < 0:
            raise ValueError("backoff durations must not be negative")
        if self.max_retries < 0:
            raise ValueError("max_retries must not be negative")
        if not 0.0 <= self.jitter <= 1.0:
            raise ValueError("jitter must lie in [0, 1]")

    def delay(
        self,
        retry: int,
        retry_after_seconds: float | None = None,
        rng: Callable[[], float] = random.random,
    ) -> float:
        """Seconds to wait before retry number `retry` (0 for the first retry)."""
        exponential = min(self.base_seconds * (2**retry), self.max_delay_seconds)
        jittered = exponential * (1.0 - self.jitter * rng())
        if retry_after_seconds is not None:
            return max(jittered, retry_after_seconds)
        return jittered


def parse_retry_after(value: str | None, now: datetime | None = None) -> float | None:
    """Seconds from an HTTP `Retry-After` header (delta-seconds or an HTTP date); None if absent
    or unreadable."""
    if value is None or not value.strip():
        return None
    text = value.strip()
    try:
        return max(0.0, float(text))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(text)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - (now or datetime.now(UTC))).total_seconds())


# --- shared connection ------------------------------------------------------------------------


class _SharedConnection:
    """One autocommit connection used by all threads of this object, one statement at a time.

    A broken connection is dropped and reopened on the next use; the failed operation is not
    repeated (it may have been applied), it raises `CoordinationUnavailable` instead.
    """

    def __init__(self, database_url: str) -> None:
        self._url = database_url
        self._lock = threading.Lock()
        self._conn: psycopg.Connection | None = None

    def run(self, operation: Callable[[psycopg.Connection], T]) -> T:
        with self._lock:
            try:
                if self._conn is None or self._conn.closed:
                    self._conn = connect(self._url, autocommit=True)
                    # The threads queue behind this lock: a stuck statement must not hold them
                    # for ever (a cancelled one raises QueryCanceled, an OperationalError).
                    self._conn.execute(f"SET statement_timeout = {_STATEMENT_TIMEOUT_MS}")
                return operation(self._conn)
            except psycopg.OperationalError as e:
                self._drop()
                raise CoordinationUnavailable(f"model-call coordination database: {e}") from e

    def _drop(self) -> None:
        if self._conn is not None:
            try:
                self._conn.close()
            finally:
                self._conn = None

    def close(self) -> None:
        with self._lock:
            self._drop()


# --- circuit breaker --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CircuitTicket:
    """Permission for one call. A probe (the one call let through a half-open breaker) carries
    its id so only it can close or re-open the breaker."""

    probe_id: uuid.UUID | None = None

    @property
    def is_probe(self) -> bool:
        return self.probe_id is not None


class CircuitBreaker:
    """A circuit breaker shared by every process through one row of `docproc.circuit_breakers`.

    - closed: calls go through; `failure_threshold` consecutive transient failures open it.
    - open: `before_call` raises `CircuitOpen` without calling, for `open_seconds`.
    - then exactly one caller wins the atomic open → half_open UPDATE and makes the probe call;
      the others keep getting `CircuitOpen`. The probe's success closes the breaker, its failure
      re-opens it for another `open_seconds`. A probe not resolved within `probe_lease_seconds`
      (its process died) may be replaced by a new one.

    Only transient failures count (`record_failure`); any answer from the service, even a
    permanent error such as 400, shows it is up and is reported with `record_success`.
    """

    def __init__(
        self,
        database_url: str,
        *,
        name: str = "gemini",
        failure_threshold: int = 5,
        open_seconds: float = 60.0,
        probe_lease_seconds: float = 300.0,
    ) -> None:
        if failure_threshold < 1:
            raise ValueError("failure_threshold must be at least 1")
        if open_seconds <= 0 or probe_lease_seconds <= 0:
            raise ValueError("open_seconds and probe_lease_seconds must be positive")
        self.name = name
        self.failure_threshold = failure_threshold
        self.open_seconds = open_seconds
        self.probe_lease_seconds = probe_lease_seconds
        self._db = _SharedConnection(database_url)
        self._row_ready = False

    def _ensure_row(self, conn: psycopg.Connection) -> None:
        if not self._row_ready:
            q.ensure_circuit(conn, self.name)
            self._row_ready = True

    def before_call(self) -> CircuitTicket:
        """Admit one call or raise `CircuitOpen`. Pass the ticket to `record_*` afterwards."""

        def admit(conn: psycopg.Connection) -> CircuitTicket | float:
            self._ensure_row(conn)
            snap = q.circuit_snapshot(conn, self.name, self.open_seconds)
            if snap is None or snap.state is q.CircuitState.CLOSED:
                return CircuitTicket()
            probe_id = uuid.uuid4()
            if q.claim_probe(
                conn, self.name, probe_id, self.open_seconds, self.probe_lease_seconds
            ):
                return CircuitTicket(probe_id)
            again = q.circuit_snapshot(conn, self.name, self.open_seconds)
            if again is None or again.state is q.CircuitState.CLOSED:
                return CircuitTicket()  # a probe closed it meanwhile
            return again.seconds_until_probe

        result = self._db.run(admit)
        if isinstance(result, CircuitTicket):
            return result
        raise CircuitOpen(self.name, result)

    def record_success(self, ticket: CircuitTicket) -> None:
        """The service answered: a probe closes the breaker, a normal call ends the streak."""

        def apply(conn: psycopg.Connection) -> None:
            self._ensure_row(conn)
            if ticket.probe_id is not None:
                if q.close_after_probe(conn, self.name, ticket.probe_id):
                    log.info("circuit %s closed: probe succeeded", self.name)
            else:
                q.record_circuit_success(conn, self.name)

        self._db.run(apply)

    def record_failure(self, ticket: CircuitTicket) -> None:
        """A transient failure: counts towards opening; a failed probe re-opens."""

        def apply(conn: psycopg.Connection) -> None:
            self._ensure_row(conn)
            if ticket.probe_id is not None:
                if q.reopen_after_probe(conn, self.name, ticket.probe_id):
                    log.warning("circuit %s re-opened: probe failed", self.name)
                return
            state = q.record_circuit_failure(conn, self.name, self.failure_threshold)
            if state is q.CircuitState.OPEN:
                log.warning("circuit %s is open", self.name)

        self._db.run(apply)

    def snapshot(self) -> q.CircuitSnapshot:
        """The breaker's state now (closed when it has never been used)."""

        def read(conn: psycopg.Connection) -> q.CircuitSnapshot:
            self._ensure_row(conn)
            snap = q.circuit_snapshot(conn, self.name, self.open_seconds)
            assert snap is not None
            return snap

        return self._db.run(read)

    def close(self) -> None:
        """Close the database connection (it reopens on next use)."""
        self._db.close()


# --- concurrency limit ------------------------------------------------------------------------


class CallLimiter:
    """A global limit of `limit` concurrent model calls across all processes.

    Each call leases one of `limit` rows of `docproc.model_call_slots` (`FOR UPDATE SKIP
    LOCKED`) for `lease_seconds`, longer than a call can last; a lease a killed process never
    returned expires and the slot is reused. Waiting for a slot polls with a growing, jittered
    interval (from `poll_min_seconds` up to `poll_max_seconds`) and gives up with
    `SlotWaitTimeout` after `wait_seconds`.
    """

    def __init__(
        self,
        database_url: str,
        *,
        name: str = "gemini",
        limit: int = 4,
        lease_seconds: float = 300.0,
        wait_seconds: float = 300.0,
        poll_min_seconds: float = 0.02,
        poll_max_seconds: float = 1.0,
    ) -> None:
        if limit < 1:
            raise ValueError("limit must be at least 1")
        if lease_seconds <= 0 or wait_seconds < 0:
            raise ValueError("lease_seconds must be positive and wait_seconds not negative")
        self.name = name
        self.limit = limit
        self.lease_seconds = lease_seconds
        self.wait_seconds = wait_seconds
        self.poll_min_seconds = poll_min_seconds
        self.poll_max_seconds = poll_max_seconds
        self._db = _SharedConnection(database_url)
        self._slots_ready = False

    def _ensure_slots(self, conn: psycopg.Connection) -> None:
        if not self._slots_ready:
            q.ensure_slots(conn, self.name, self.limit)
            self._slots_ready = True

    def try_acquire(self, holder: uuid.UUID) -> int | None:
        """Lease a slot now, or None when all `limit` slots are held."""

        def lease(conn: psycopg.Connection) -> int | None:
            self._ensure_slots(conn)
            return q.lease_slot(conn, self.name, self.limit, holder, self.lease_seconds)

        return self._db.run(lease)

    def release(self, slot: int, holder: uuid.UUID) -> None:
        """Give a slot back (a no-op when its lease expired and another caller took it)."""
        if not self._db.run(lambda conn: q.release_slot(conn, self.name, slot, holder)):
            log.warning("limiter %s: slot %d was no longer ours when released", self.name, slot)

    @contextmanager
    def slot(self, wait_seconds: float | None = None) -> Iterator[int]:
        """Hold one slot for the duration of the block; waits at most `wait_seconds` (default:
        the limiter's) and raises `SlotWaitTimeout` after that."""
        holder = uuid.uuid4()
        budget = self.wait_seconds if wait_seconds is None else wait_seconds
        deadline = time.monotonic() + budget
        pause = self.poll_min_seconds
        while True:
            slot = self.try_acquire(holder)
            if slot is not None:
                break
            left = deadline - time.monotonic()
            if left <= 0:
                raise SlotWaitTimeout(
                    f"no model-call slot free within {budget:g} s"
                    f" (limit {self.limit} concurrent calls for '{self.name}')"
                )
            time.sleep(min(left, pause * (0.5 + random.random())))
            pause = min(pause * 2, self.poll_max_seconds)
        try:
            yield slot
        finally:
            self.release(slot, holder)

    def in_use(self) -> int:
        """Slots leased right now, by every process."""
        return self._db.run(lambda conn: q.slots_in_use(conn, self.name))

    def close(self) -> None:
        self._db.close()


# --- call log ---------------------------------------------------------------------------------


class ModelCallLog:
    """Appends one `docproc.model_calls` row per model call, for cost and metrics.

    Logging never fails an extraction: a database error is logged and the row is lost.
    """

    def __init__(self, database_url: str) -> None:
        self._db = _SharedConnection(database_url)

    def record(self, record: q.ModelCallRecord) -> None:
        try:
            self._db.run(lambda conn: q.insert_model_call(conn, record))
        except (CoordinationUnavailable, psycopg.Error) as e:
            log.warning("model call not logged (%s): %s", record.status, e)

    def close(self) -> None:
        self._db.close()
