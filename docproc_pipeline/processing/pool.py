"""Offline extraction in supervised worker processes: both cores, and limits per document.

pdfium is not thread-safe and OCR holds the GIL between model calls, so threads alone cannot use
a second core. A batch sends offline extraction to a few spawned worker processes; each builds
its engine once (the engine object is pickled to it) and extracts one document at a time.
Database and disk I/O stay in the run's threads.

Each worker is supervised by the thread that gave it a document: the thread waits on the
worker's pipe and, between waits, checks the clock and the worker's resident memory. A document
whose extraction runs longer than `timeout_seconds`, or whose worker grows above `max_rss_mb`,
has its worker killed (SIGKILL) and fails with the reason, permanently: a hostile or pathological
file would hang or bloat again on every retry. The next document gets a fresh worker. A worker
that dies on its own (a segfault, the kernel's OOM killer) raises `WorkerCrashed`, which is
transient: the document is retried and fails after `processing.max_attempts`.

A `concurrent.futures.ProcessPoolExecutor` cannot do this: it cannot kill the one worker that
holds a hung task, only break the whole pool.
"""

from __future__ import annotations

import contextlib
import math
import os
import pickle
import threading
import time
import traceback
from dataclasses import dataclass
from multiprocessing import get_context
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from docproc_pipeline.errors import DocumentRejected, TransientError
from docproc_pipeline.invoice import InvoiceExtraction

# How often a waiting thread checks its worker's clock and memory. A memory spike shorter than
# this can go unseen by the check; the reported peak is the kernel's high-water mark.
POLL_SECONDS = 0.05
# A worker that has not imported its engine within this time is treated as crashed.
STARTUP_SECONDS = 120.0
# How long a worker may take to exit on a polite shutdown before it is killed.
SHUTDOWN_SECONDS = 5.0
_MB = 1024 * 1024


class WorkerCrashed(TransientError):
    """A worker process died mid-extraction. Retried like other transient failures, but it counts
    as an attempt: a document that keeps killing its worker fails after `max_attempts`."""

    counts_as_attempt = True


class ExtractionLimitExceeded(DocumentRejected):
    """The extraction of one document ran too long or used too much memory; its worker was
    killed. Permanent: the same bytes would do the same again."""


# --------------------------------------------------------------------------- in the worker
def _watch_parent(parent_pid: int) -> None:
    """Exit when the run process is gone (killed with -9 while this worker was busy)."""
    while True:
        time.sleep(1.0)
        if os.getppid() != parent_pid:
            os._exit(1)


def _worker_main(conn: Connection, engine: Any, parent_pid: int) -> None:
    """A worker's loop: `(data, mime)` in, `("ok", extraction)` or `("error", exception)` out;
    `None` ends it. The engine is unpickled (its modules imported) before "ready" is sent."""
    threading.Thread(target=_watch_parent, args=(parent_pid,), daemon=True).start()
    conn.send(("ready", os.getpid()))
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        if task is None:
            return
        data, mime = task
        try:
            reply: tuple[str, Any] = ("ok", engine.extract(data, mime))
        except Exception as e:  # sent back to the run, which decides what the failure means
            reply = ("error", _portable(e))
        conn.send(reply)


def _portable(error: Exception) -> Exception:
    """`error` if it survives pickling both ways, else a `RuntimeError` with its text (an
    exception class with a custom `__init__` may pickle but fail to unpickle in the run)."""
    try:
        pickle.loads(pickle.dumps(error))
    except Exception:
        text = "".join(traceback.format_exception_only(error)).strip()
        return RuntimeError(text)
    return error


# --------------------------------------------------------------------------- memory, from /proc
def read_rss_mb(pid: int) -> tuple[float, float] | None:
    """Current and peak resident memory of process `pid` in MiB (`VmRSS`, `VmHWM` of
    /proc/<pid>/status); None when the process is gone or /proc is not there (not Linux)."""
    try:
        with open(f"/proc/{pid}/status", "rb") as f:
            text = f.read()
    except OSError:
        return None
    values: dict[bytes, float] = {}
    for line in text.splitlines():
        key, _, rest = line.partition(b":")
        if key in (b"VmRSS", b"VmHWM"):
            values[key] = int(rest.split()[0]) / 1024  # kB
    if b"VmRSS" not in values:
        return None  # a zombie has no memory lines
    rss = values[b"VmRSS"]
    return rss, max(rss, values.get(b"VmHWM", rss))


# --------------------------------------------------------------------------- in the run
@dataclass(slots=True)
class _Worker:
    process: BaseProcess
    conn: Connection

    def kill(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join(timeout=SHUTDOWN_SECONDS)
        self.conn.close()


@dataclass(frozen=True, slots=True)
class PoolLimits:
    """Per-document limits: wall-clock seconds of one extraction, resident MiB of a worker."""

    timeout_seconds: float
    max_rss_mb: float


class ExtractionPool:
    """Supervised worker processes that look like an engine: `extract(data, mime)` from any
    thread. Workers start when first needed, at most `processes` at a time; each runs a pickled
    copy of `engine` (which must be importable by reference, as a spawned process imports it)."""

    thread_safe = True

    def __init__(self, engine: Any, *, processes: int, limits: PoolLimits) -> None:
        if processes < 1:
            raise ValueError("processes must be at least 1")
        self.name: str = engine.name
        self._engine = engine
        self._processes = processes
        self.limits = limits
        self._context = get_context("spawn")
        self._idle: list[_Worker] = []
        self._running = 0  # workers started and not yet killed or stopped
        self._cond = threading.Condition()
        self._closed = False
        self.workers_started = 0  # for tests and metrics: replacements show here

    # ------------------------------------------------------------------ public
    def extract(self, data: bytes, mime: str) -> InvoiceExtraction:
        """Extract one document in a worker. Raises `ExtractionLimitExceeded` when the document
        broke a limit, `WorkerCrashed` when the worker died, else what the engine raised."""
        worker = self._acquire()
        try:
            status, value = self._run(worker, data, mime)
        except BaseException:
            self._discard(worker)
            raise
        memory = read_rss_mb(worker.process.pid or 0)
        if memory is not None and memory[0] > self.limits.max_rss_mb:
            self._discard(worker)  # finished, but kept its memory: replace it before the next
        else:
            self._release(worker)
        if status == "error":
            raise value
        return value  # type: ignore[no-any-return]

    def close(self) -> None:
        """Stop every idle worker (politely, then by force) and refuse new work."""
        with self._cond:
            self._closed = True
            idle, self._idle = self._idle, []
            self._running -= len(idle)
            self._cond.notify_all()
        for worker in idle:
            with contextlib.suppress(OSError):
                worker.conn.send(None)
            worker.process.join(timeout=SHUTDOWN_SECONDS)
            worker.kill()

    def __enter__(self) -> ExtractionPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ workers
    def _acquire(self) -> _Worker:
        with self._cond:
            while True:
                if self._closed:
                    raise RuntimeError("extraction pool is closed")
                if self._idle:
                    return self._idle.pop()
                if self._running < self._processes:
                    self._running += 1
                    break
                self._cond.wait()
        try:
            return self._start()
        except BaseException:
            with self._cond:
                self._running -= 1
                self._cond.notify()
            raise

    def _release(self, worker: _Worker) -> None:
        with self._cond:
            if not self._closed:
                self._idle.append(worker)
                self._cond.notify()
                return
            self._running -= 1
        worker.kill()

    def _discard(self, worker: _Worker) -> None:
        worker.kill()
        with self._cond:
            self._running -= 1
            self._cond.notify()

    def _start(self) -> _Worker:
        parent_conn, child_conn = self._context.Pipe(duplex=True)
        process = self._context.Process(
            target=_worker_main,
            args=(child_conn, self._engine, os.getpid()),
            name="docproc-extract",
            daemon=True,
        )
        process.start()
        child_conn.close()
        worker = _Worker(process, parent_conn)
        self.workers_started += 1
        deadline = time.monotonic() + STARTUP_SECONDS
        while not parent_conn.poll(POLL_SECONDS):
            if not process.is_alive() or time.monotonic() > deadline:
                worker.kill()
                raise WorkerCrashed(
                    f"extraction worker did not start ({_ending(process.exitcode)})"
                )
        try:
            parent_conn.recv()  # ("ready", pid)
        except (EOFError, OSError) as e:
            worker.kill()
            raise WorkerCrashed(f"extraction worker did not start: {e}") from e
        return worker

    def _run(self, worker: _Worker, data: bytes, mime: str) -> tuple[str, Any]:
        """Send one document and supervise the worker until it answers `("ok", extraction)` or
        `("error", the engine's exception)`. Raises when the worker broke a limit or died."""
        try:
            worker.conn.send((data, mime))
        except OSError as e:
            raise WorkerCrashed(f"extraction worker process died: {e}") from e
        limits = self.limits
        started = time.monotonic()
        pid = worker.process.pid
        assert pid is not None
        peak = 0.0
        while not worker.conn.poll(POLL_SECONDS):
            memory = read_rss_mb(pid)
            if memory is not None:
                rss, peak = memory
                if rss > limits.max_rss_mb:
                    # the peak rounded up: a peak of 300.4 MB over a limit of 300 MB is no
                    # "peak 300 MB"
                    raise ExtractionLimitExceeded(
                        f"extraction worker exceeded {limits.max_rss_mb:.0f} MB "
                        f"(peak {math.ceil(max(peak, rss))} MB); worker killed"
                    )
            if time.monotonic() - started > limits.timeout_seconds:
                raise ExtractionLimitExceeded(
                    f"extraction timed out after {limits.timeout_seconds:g} s; worker killed"
                )
            if not worker.process.is_alive():
                break
        try:
            reply: tuple[str, Any] = worker.conn.recv()
        except (EOFError, OSError) as e:
            worker.process.join(timeout=SHUTDOWN_SECONDS)
            ended = _ending(worker.process.exitcode)
            seen = f", peak {peak:.0f} MB" if peak else ""
            raise WorkerCrashed(f"extraction worker process died ({ended}{seen})") from e
        return reply


def _ending(exitcode: int | None) -> str:
    """How a worker ended, for a person: an exit code, or the signal that killed it."""
    if exitcode is None:
        return "no exit code"
    if exitcode == -9:
        return "killed by signal 9, perhaps by the kernel for lack of memory"
    if exitcode < 0:
        return f"killed by signal {-exitcode}"
    return f"exit code {exitcode}"
