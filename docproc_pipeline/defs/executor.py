"""Where the document job's step executes: a configuration choice (`DOCPROC_EXECUTOR`).

- `in_process` (the default, what `docproc dev` uses): in the run's own process on this host.
- `celery`: dagster-celery's executor. The run's process (on the host of the daemon) submits the
  step as a Celery task to the broker at `DOCPROC_CELERY_BROKER_URL`; whichever worker host is
  free (`docproc worker`, a Celery worker) executes it, reading the same PostgreSQL and the same
  data folder. Each run still carries a batch, so the sensor decides how work is spread: with
  `processing.max_ocr_pages_per_run` it cuts OCR-heavy arrivals into several runs.

The Celery settings are one table (`CELERY_SETTINGS`) used by both sides, the executor and the
workers, so they cannot disagree. The broker URL is read from the environment when a run starts
(it may hold a password: it never lands in the job's snapshot).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

import dagster as dg

from docproc_pipeline.errors import ConfigError

EXECUTORS = ("in_process", "celery")
BROKER_ENV = "DOCPROC_CELERY_BROKER_URL"
DEFAULT_BROKER = "pyamqp://guest@localhost:5672//"

# Celery app settings (lower-case Celery names), shared by the executor and `docproc worker`.
CELERY_SETTINGS: dict[str, Any] = {
    # A step is acknowledged when it ends, not when it starts: the step of a worker host that
    # died is delivered again (to a live host) instead of being lost with it, so the run's own
    # process is never left waiting for ever. Running it twice is safe: the run's lease and the
    # documents' guarded state (processing/reconcile.py) decide who finishes a document.
    "task_acks_late": True,
    "task_reject_on_worker_lost": True,
    # A worker reserves one step at a time, so a queued step goes to whichever host is free.
    "worker_prefetch_multiplier": 1,
    "broker_connection_retry_on_startup": True,
}
# Results travel back to the run's process through the broker (no result store to run).
RESULT_BACKEND = "rpc://"


def executor_name(environ: Mapping[str, str] | None = None) -> str:
    """`DOCPROC_EXECUTOR` (default `in_process`); a wrong value stops the load, naming it."""
    env = os.environ if environ is None else environ
    name = (env.get("DOCPROC_EXECUTOR") or "in_process").strip()
    if name not in EXECUTORS:
        raise ConfigError(f"DOCPROC_EXECUTOR={name!r}: expected one of {', '.join(EXECUTORS)}")
    return name


def broker_url(environ: Mapping[str, str] | None = None) -> str:
    """The Celery broker the workers listen on (`DOCPROC_CELERY_BROKER_URL`)."""
    env = os.environ if environ is None else environ
    return env.get(BROKER_ENV) or DEFAULT_BROKER


def document_executor(environ: Mapping[str, str] | None = None) -> dg.ExecutorDefinition:
    """The executor of the document job, as configured."""
    if executor_name(environ) == "in_process":
        return dg.in_process_executor
    from dagster_celery import celery_executor

    return celery_executor.configured(
        {
            "broker": {"env": BROKER_ENV},
            "backend": RESULT_BACKEND,
            "config_source": dict(CELERY_SETTINGS),
        },
        name="docproc_celery",
    )
