"""Engines wired to the fake Gemini, with fast timeouts and a recording sleep."""

from __future__ import annotations

import threading
import time
from typing import Any

from docproc_pipeline.extract.gemini import GeminiEngine
from docproc_pipeline.extract.resilience import BackoffPolicy
from docproc_pipeline_tests.fakes.gemini_server import FakeGemini


class RecordingSleep:
    """A `sleep` that records every delay; sleeps for real only when `real` is set."""

    def __init__(self, *, real: bool = False) -> None:
        self.real = real
        self.delays: list[float] = []
        self._lock = threading.Lock()

    def __call__(self, seconds: float) -> None:
        with self._lock:
            self.delays.append(seconds)
        if self.real:
            time.sleep(seconds)


def gemini_engine(fake: FakeGemini, **overrides: Any) -> GeminiEngine:
    """A real `GeminiEngine` (real google-genai client) pointed at the fake server.

    Defaults: model `gemini-test`, 2 s timeout, backoff base 0.05 s with 3 retries, no jitter,
    a recording sleep that does not sleep, no breaker/limiter/log.
    """
    options: dict[str, Any] = {
        "model": "gemini-test",
        "base_url": fake.url,
        "api_version": "v1beta",
        "timeout_seconds": 2.0,
        "backoff": BackoffPolicy(base_seconds=0.05, max_retries=3, jitter=0.0),
        "sleep": RecordingSleep(),
    }
    options.update(overrides)
    return GeminiEngine("test-key", **options)
