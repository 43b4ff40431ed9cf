"""Offline extraction in worker processes: CPU-bound work (PDF parsing, OCR) on every core.

pdfium is not thread-safe and OCR holds the GIL between model calls, so threads alone cannot use
a second core. A batch with several documents sends their offline extraction to a small pool of
spawned processes; each builds its own engine once. Database and disk I/O stay in the run's
threads.
"""

from __future__ import annotations

import multiprocessing
import threading
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from docproc_pipeline.errors import TransientError
from docproc_pipeline.invoice import InvoiceExtraction

_engine: Any = None  # per worker process, built by `_init_worker`


def _init_worker(max_pages: int, max_image_pixels: int) -> None:
    global _engine
    from docproc_pipeline.extract.offline import OfflineEngine

    _engine = OfflineEngine(max_pages=max_pages, max_image_pixels=max_image_pixels)


def _extract_in_worker(data: bytes, mime: str) -> InvoiceExtraction:
    assert _engine is not None
    return _engine.extract(data, mime)  # type: ignore[no-any-return]


class WorkerCrashed(TransientError):
    """A worker process died mid-extraction. Retried like other transient failures, but it counts
    as an attempt: a document that keeps killing its worker fails after `max_attempts`."""

    counts_as_attempt = True


class ExtractionPool:
    """A process pool that looks like an engine: `extract(data, mime)` from any thread."""

    name = "offline"
    thread_safe = True

    def __init__(self, *, processes: int, max_pages: int, max_image_pixels: int) -> None:
        self._args = (processes, max_pages, max_image_pixels)
        self._lock = threading.Lock()
        self._executor = self._new_executor()

    def _new_executor(self) -> ProcessPoolExecutor:
        processes, max_pages, max_image_pixels = self._args
        return ProcessPoolExecutor(
            max_workers=processes,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_init_worker,
            initargs=(max_pages, max_image_pixels),
        )

    def extract(self, data: bytes, mime: str) -> InvoiceExtraction:
        with self._lock:
            executor = self._executor
        try:
            return executor.submit(_extract_in_worker, data, mime).result()
        except BrokenProcessPool as e:
            # A worker died (out of memory, killed): start a fresh pool for the documents after
            # this one; this document is retried later.
            with self._lock:
                if self._executor is executor:
                    self._executor = self._new_executor()
            raise WorkerCrashed(f"extraction worker process died: {e or 'killed'}") from e

    def close(self) -> None:
        with self._lock:
            self._executor.shutdown(wait=True, cancel_futures=True)
