"""Backoff, the PostgreSQL circuit breaker and the global call limiter.

Breaker and limiter tests use real concurrency: threads, several breaker/limiter objects (each with
its own database connection, as separate processes have) and a real killed process, against a
real PostgreSQL; the engine tests go through the real google-genai client to the fake Gemini.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from typing import Any

import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline.db.model_calls import CircuitState, model_calls_for
from docproc_pipeline.errors import TransientError
from docproc_pipeline.extract.gemini import GeminiEngine, ModelRequestRejected, ModelUnavailable
from docproc_pipeline.extract.resilience import (
    BackoffPolicy,
    CallLimiter,
    CircuitBreaker,
    CircuitOpen,
    CircuitTicket,
    ModelCallLog,
    SlotWaitTimeout,
    parse_retry_after,
)
from docproc_pipeline.invoice import InvoiceExtraction
from docproc_pipeline_tests.fakes.engines import gemini_engine
from docproc_pipeline_tests.fakes.gemini_server import (
    FakeGemini,
    error_reply,
    invoice_reply,
    running_fake_gemini,
    sample_invoice,
)

PDF = b"%PDF-1.7\n% resilience test document\n"
NO_RETRY = BackoffPolicy(base_seconds=0.01, max_retries=0, jitter=0.0)


@pytest.fixture
def fake() -> Iterator[FakeGemini]:
    with running_fake_gemini() as server:
        yield server


def wait_until(condition: Callable[[], bool], timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("condition not met before the deadline")
        time.sleep(0.02)


def run_together(n: int, task: Callable[[int], Any]) -> list[Any]:
    """Run `task(i)` in `n` threads released at the same instant; returns results or errors."""
    barrier = threading.Barrier(n)

    def one(i: int) -> Any:
        barrier.wait()
        try:
            return task(i)
        except Exception as e:  # collected for the assertions
            return e

    with ThreadPoolExecutor(n) as pool:
        return list(pool.map(one, range(n)))


# --- backoff ----------------------------------------------------------------------------------


def test_backoff_doubles_from_the_base_and_is_capped() -> None:
    policy = BackoffPolicy(base_seconds=10, max_retries=3, max_delay_seconds=30, jitter=0.0)
    assert [policy.delay(n) for n in range(4)] == [10, 20, 30, 30]


def test_backoff_jitter_spreads_delays_below_the_exponential() -> None:
    policy = BackoffPolicy(base_seconds=10, jitter=0.5)
    assert policy.delay(1, rng=lambda: 0.0) == 20
    assert policy.delay(1, rng=lambda: 1.0) == 10
    delays = {policy.delay(0) for _ in range(50)}
    assert len(delays) > 1 and all(5 <= d <= 10 for d in delays)


def test_retry_after_is_a_floor_for_the_delay() -> None:
    policy = BackoffPolicy(base_seconds=0.05, jitter=0.0)
    assert policy.delay(0, retry_after_seconds=7) == 7
    assert policy.delay(0, retry_after_seconds=0.01) == 0.05


def test_parse_retry_after_seconds_and_http_date() -> None:
    now = datetime(2026, 1, 1, 12, 0, 0, tzinfo=UTC)
    assert parse_retry_after("12") == 12
    assert parse_retry_after(format_datetime(now + timedelta(seconds=30), usegmt=True), now) == 30
    assert parse_retry_after(None) is None
    assert parse_retry_after("soon") is None


# --- circuit breaker, at the database ---------------------------------------------------------


def breaker(url: str, **kw: Any) -> CircuitBreaker:
    options: dict[str, Any] = {"failure_threshold": 5, "open_seconds": 0.4}
    options.update(kw)
    return CircuitBreaker(url, **options)


def test_circuit_opens_after_five_consecutive_transient_failures(database_url: str) -> None:
    b = breaker(database_url)
    for _ in range(4):
        b.record_failure(b.before_call())
    assert b.snapshot().state is CircuitState.CLOSED
    b.record_failure(b.before_call())
    assert b.snapshot().state is CircuitState.OPEN
    with pytest.raises(CircuitOpen) as caught:
        b.before_call()
    assert isinstance(caught.value, TransientError)
    assert 0 < caught.value.retry_in_seconds <= 0.4


def test_circuit_success_ends_the_failure_streak(database_url: str) -> None:
    b = breaker(database_url)
    for _ in range(4):
        b.record_failure(b.before_call())
    b.record_success(b.before_call())
    for _ in range(4):
        b.record_failure(b.before_call())
    snap = b.snapshot()
    assert snap.state is CircuitState.CLOSED and snap.consecutive_failures == 4


def test_circuit_state_is_shared_between_processes(database_url: str) -> None:
    first, second = breaker(database_url), breaker(database_url)
    for i in range(5):
        (first if i % 2 else second).record_failure(CircuitTicket())
    with pytest.raises(CircuitOpen):
        second.before_call()
    with pytest.raises(CircuitOpen):
        first.before_call()


def open_circuit(b: CircuitBreaker) -> None:
    for _ in range(b.failure_threshold):
        b.record_failure(CircuitTicket())
    assert b.snapshot().state is CircuitState.OPEN


def test_half_open_admits_exactly_one_probe(database_url: str) -> None:
    breakers = [breaker(database_url) for _ in range(4)]  # four "processes"
    open_circuit(breakers[0])
    wait_until(lambda: breakers[0].snapshot().seconds_until_probe == 0)

    outcomes = run_together(16, lambda i: breakers[i % 4].before_call())

    probes = [o for o in outcomes if isinstance(o, CircuitTicket)]
    assert len(probes) == 1 and probes[0].is_probe
    assert all(isinstance(o, CircuitOpen) for o in outcomes if o is not probes[0])
    assert breakers[1].snapshot().state is CircuitState.HALF_OPEN


def test_probe_success_closes_the_circuit(database_url: str) -> None:
    b = breaker(database_url)
    open_circuit(b)
    wait_until(lambda: b.snapshot().seconds_until_probe == 0)
    probe = b.before_call()
    b.record_success(probe)
    snap = b.snapshot()
    assert snap.state is CircuitState.CLOSED and snap.consecutive_failures == 0
    assert not b.before_call().is_probe


def test_probe_failure_reopens_for_a_full_period(database_url: str) -> None:
    b = breaker(database_url)
    open_circuit(b)
    wait_until(lambda: b.snapshot().seconds_until_probe == 0)
    b.record_failure(b.before_call())
    snap = b.snapshot()
    assert snap.state is CircuitState.OPEN and snap.seconds_until_probe > 0.2
    with pytest.raises(CircuitOpen):
        b.before_call()


def test_a_late_result_of_a_stale_probe_changes_nothing(database_url: str) -> None:
    b = breaker(database_url, probe_lease_seconds=0.3)
    open_circuit(b)
    wait_until(lambda: b.snapshot().seconds_until_probe == 0)
    stale = b.before_call()  # its process dies mid-call: the breaker stays half open ...
    with pytest.raises(CircuitOpen):
        b.before_call()
    time.sleep(0.35)  # ... until the probe's lease runs out
    fresh = b.before_call()
    assert fresh.is_probe and fresh.probe_id != stale.probe_id
    b.record_success(stale)  # the stale probe no longer owns the breaker
    assert b.snapshot().state is CircuitState.HALF_OPEN
    b.record_success(fresh)
    assert b.snapshot().state is CircuitState.CLOSED


# --- circuit breaker, through the engine ------------------------------------------------------


def test_engine_circuit_opens_after_five_failures_and_rejects_without_calling(
    fake: FakeGemini, database_url: str
) -> None:
    fake.default = error_reply(503, "overloaded")
    call_log = ModelCallLog(database_url)
    engine = gemini_engine(
        fake, backoff=NO_RETRY, breaker=breaker(database_url, open_seconds=30), call_log=call_log
    )
    for _ in range(5):
        with pytest.raises(ModelUnavailable):
            engine.extract(PDF, "application/pdf")
    assert fake.request_count == 5

    for _ in range(3):
        with pytest.raises(CircuitOpen):
            engine.extract(PDF, "application/pdf")
    assert fake.request_count == 5  # rejected without calling

    with connect(database_url) as conn:
        statuses = [r["status"] for r in model_calls_for(conn, hashlib.sha256(PDF).hexdigest())]
    assert statuses == ["transient_error"] * 5 + ["circuit_open"] * 3


def test_retries_stop_when_the_circuit_opens(fake: FakeGemini, database_url: str) -> None:
    fake.default = error_reply(500, "internal")
    engine = gemini_engine(
        fake,
        backoff=BackoffPolicy(0.01, max_retries=10, jitter=0),
        breaker=breaker(database_url, failure_threshold=3, open_seconds=30),
    )
    with pytest.raises(CircuitOpen):
        engine.extract(PDF, "application/pdf")
    assert fake.request_count == 3


def test_permanent_errors_do_not_open_the_circuit(fake: FakeGemini, database_url: str) -> None:
    fake.default = error_reply(400, "Unable to process input")
    b = breaker(database_url)
    engine = gemini_engine(fake, backoff=NO_RETRY, breaker=b)
    for _ in range(7):
        with pytest.raises(ModelRequestRejected):
            engine.extract(PDF, "application/pdf")
    snap = b.snapshot()
    assert snap.state is CircuitState.CLOSED and snap.consecutive_failures == 0
    assert fake.request_count == 7


def test_half_open_recovery_sends_exactly_one_probe_to_the_server(
    fake: FakeGemini, database_url: str
) -> None:
    fake.default = error_reply(503, "overloaded")
    # Two engines with their own breaker objects and connections, as two run processes have.
    engines = [
        gemini_engine(fake, backoff=NO_RETRY, breaker=breaker(database_url, open_seconds=0.5))
        for _ in range(2)
    ]
    for i in range(5):
        with pytest.raises(ModelUnavailable):
            engines[i % 2].extract(PDF, "application/pdf")
    assert engines[0].breaker is not None
    assert engines[0].breaker.snapshot().state is CircuitState.OPEN
    wait_until(lambda: engines[1].breaker.snapshot().seconds_until_probe == 0)  # type: ignore[union-attr]

    fake.default = invoice_reply(sample_invoice(), delay_seconds=0.5)
    outcomes = run_together(8, lambda i: engines[i % 2].extract(PDF, "application/pdf"))

    successes = [o for o in outcomes if isinstance(o, InvoiceExtraction)]
    assert len(successes) == 1
    assert sum(isinstance(o, CircuitOpen) for o in outcomes) == 7
    assert fake.request_count == 6  # 5 failures + exactly one probe
    assert engines[0].breaker.snapshot().state is CircuitState.CLOSED
    fake.default = invoice_reply(sample_invoice())
    assert engines[1].extract(PDF, "application/pdf").engine == "gemini"


def test_failed_probe_reopens_through_the_engine(fake: FakeGemini, database_url: str) -> None:
    fake.default = error_reply(503, "overloaded")
    b = breaker(database_url, open_seconds=0.3)
    engine = gemini_engine(fake, backoff=NO_RETRY, breaker=b)
    for _ in range(5):
        with pytest.raises(ModelUnavailable):
            engine.extract(PDF, "application/pdf")
    wait_until(lambda: b.snapshot().seconds_until_probe == 0)
    with pytest.raises(ModelUnavailable):
        engine.extract(PDF, "application/pdf")  # the probe fails
    assert fake.request_count == 6
    with pytest.raises(CircuitOpen):
        engine.extract(PDF, "application/pdf")
    assert fake.request_count == 6


# --- call limiter ---------------------------------------------------------------------------


def limiter(url: str, limit: int, **kw: Any) -> CallLimiter:
    options: dict[str, Any] = {"limit": limit, "poll_min_seconds": 0.01, "poll_max_seconds": 0.05}
    options.update(kw)
    return CallLimiter(url, **options)


def test_no_slot_is_ever_held_twice_and_the_limit_holds(database_url: str) -> None:
    limiters = [limiter(database_url, 3, wait_seconds=20) for _ in range(3)]
    lock = threading.Lock()
    held: set[int] = set()
    peak = 0
    violations: list[str] = []

    def worker(i: int) -> None:
        nonlocal peak
        for _ in range(6):
            with limiters[i % 3].slot() as slot:
                with lock:
                    if slot in held:
                        violations.append(f"slot {slot} held twice")
                    held.add(slot)
                    peak = max(peak, len(held))
                time.sleep(0.01)
                with lock:
                    held.discard(slot)

    outcomes = run_together(9, worker)
    assert [o for o in outcomes if o is not None] == []
    assert violations == []
    assert peak == 3
    assert limiters[0].in_use() == 0


def test_waiting_for_a_slot_is_bounded(database_url: str) -> None:
    first, second = limiter(database_url, 1), limiter(database_url, 1)
    with first.slot():
        started = time.monotonic()
        with pytest.raises(SlotWaitTimeout) as caught, second.slot(wait_seconds=0.2):
            pass
        assert 0.2 <= time.monotonic() - started < 2
    assert isinstance(caught.value, TransientError)
    with second.slot(wait_seconds=0.2):
        pass


def test_a_killed_process_holds_its_slot_only_until_the_lease_expires(database_url: str) -> None:
    code = (
        "import sys, time, uuid\n"
        "from docproc_pipeline.extract.resilience import CallLimiter\n"
        "limiter = CallLimiter(sys.argv[1], limit=1, lease_seconds=1.0)\n"
        "assert limiter.try_acquire(uuid.uuid4()) is not None\n"
        "print('held', flush=True)\n"
        "time.sleep(60)\n"
    )
    holder = subprocess.Popen(
        [sys.executable, "-c", code, database_url], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        holder.kill()
        holder.wait(timeout=10)
        other = limiter(database_url, 1)
        with pytest.raises(SlotWaitTimeout), other.slot(wait_seconds=0.1):
            pass
        started = time.monotonic()
        with other.slot(wait_seconds=5):
            waited = time.monotonic() - started
        assert waited < 2.5
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait(timeout=10)


def test_engine_slot_timeout_is_transient_and_sends_nothing(
    fake: FakeGemini, database_url: str
) -> None:
    fake.default = invoice_reply(sample_invoice())
    busy = limiter(database_url, 1)
    engine = gemini_engine(fake, limiter=limiter(database_url, 1), slot_wait_seconds=0.1)
    with busy.slot(), pytest.raises(SlotWaitTimeout):
        engine.extract(PDF, "application/pdf")
    assert fake.request_count == 0
    assert engine.extract(PDF, "application/pdf").engine == "gemini"


def extract_in_threads(
    fake: FakeGemini, database_url: str, limit: int, threads: int
) -> tuple[float, int]:
    """`threads` concurrent extractions through two engines sharing one global limit; returns
    (seconds taken, most calls the server saw at once)."""
    fake.reset_counters()
    engines: list[GeminiEngine] = [
        gemini_engine(fake, limiter=limiter(database_url, limit, wait_seconds=30)) for _ in range(2)
    ]
    started = time.monotonic()
    outcomes = run_together(threads, lambda i: engines[i % 2].extract(PDF, "application/pdf"))
    elapsed = time.monotonic() - started
    assert all(isinstance(o, InvoiceExtraction) for o in outcomes), outcomes
    assert fake.request_count == threads
    return elapsed, fake.max_in_flight


def test_concurrency_limit_holds_across_processes_and_throughput_scales(
    fake: FakeGemini, database_url: str
) -> None:
    fake.default = invoice_reply(sample_invoice(), delay_seconds=0.3)

    elapsed_2, peak_2 = extract_in_threads(fake, database_url, limit=2, threads=8)
    assert peak_2 == 2  # never more than the limit in flight, and the limit is used
    assert elapsed_2 >= 8 * 0.3 / 2

    elapsed_4, peak_4 = extract_in_threads(fake, database_url, limit=4, threads=8)
    assert peak_4 == 4
    assert elapsed_4 < elapsed_2
