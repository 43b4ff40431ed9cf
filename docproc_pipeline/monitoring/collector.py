"""Prometheus metrics computed from PostgreSQL at scrape time.

Runs are separate processes that come and go, so no process holds the counts: every scrape
reads them from our tables (documents, processed_documents, model_calls, review_items,
circuit_breakers). A counter therefore adds up everything every run process ever recorded, with
no multiprocess files to manage, and survives restarts. Rows are never deleted, so the
`_total` counters only grow (a document re-processed later moves between status labels).

Metrics (all prefixed `docproc_`):

| name | type | labels |
|---|---|---|
| documents | gauge: documents now in each upload status | status |
| documents_processed_total | counter: documents that reached a final status | status |
| document_processing_duration_seconds | histogram: start to finish of finished documents | |
| extraction_confidence_ratio | histogram: overall confidence of each extraction (0..1) | |
| extraction_tokens_total | counter: tokens spent on extractions | kind |
| model_calls_total | counter: model calls (and refused calls) | engine, model, status |
| model_call_errors_total | counter: model calls that did not return ok | engine, model, status |
| model_call_tokens_total | counter: tokens of model calls | engine, model, kind |
| model_call_duration_seconds | summary: model call latency | engine, model |
| review_queue_items | gauge: review items in each status | status |
| review_sla_breaches_total | counter: items flagged past their SLA | |
| review_sla_at_risk_items | gauge: open items near their SLA (flag of the last check) | |
| review_sla_overdue_items | gauge: open items past their SLA now | |
| circuit_breaker_state | gauge: 1 for the breaker's current state, 0 otherwise | name, state |
| circuit_breaker_consecutive_failures | gauge | name |
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from datetime import UTC, datetime
from typing import Any

import psycopg
from prometheus_client.core import (
    CounterMetricFamily,
    GaugeMetricFamily,
    HistogramMetricFamily,
    Metric,
    SummaryMetricFamily,
)
from prometheus_client.registry import Collector, CollectorRegistry

from docproc_pipeline.db import analytics as db
from docproc_pipeline.db.model_calls import CircuitState
from docproc_pipeline.db.status import ReviewStatus, UploadStatus

PREFIX = "docproc"
DURATION_BUCKETS: tuple[float, ...] = (
    0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0, 600.0, 1800.0,
)  # fmt: skip
CONFIDENCE_BUCKETS: tuple[float, ...] = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.99, 1.0)  # fmt: skip
TOKEN_KINDS = ("prompt", "output", "thinking")
FINAL = (UploadStatus.COMPLETED, UploadStatus.FAILED, UploadStatus.DUPLICATE)

ConnectionFactory = Callable[[], AbstractContextManager[psycopg.Connection[Any]]]


def _histogram(
    name: str, doc: str, bounds: Sequence[float], counts: list[int], total_sum: float
) -> HistogramMetricFamily:
    cumulative, buckets = 0, []
    for bound, n in zip([*map(str, bounds), "+Inf"], counts, strict=True):
        cumulative += n
        buckets.append((bound, float(cumulative)))
    return HistogramMetricFamily(name, doc, buckets=buckets, sum_value=total_sum)


class DocprocCollector(Collector):
    """Reads the metrics above from PostgreSQL on every `collect()`.

    `connect` returns a context manager yielding a dict-row connection whose search path holds
    our schema (a pool's `.connection`, or `lambda: db.connection.connect(url)`); `clock` gives
    the time SLA overdue counts are computed at.
    """

    def __init__(
        self, connect: ConnectionFactory, clock: Callable[[], datetime] | None = None
    ) -> None:
        self._connect = connect
        self._clock = clock or (lambda: datetime.now(UTC))

    def describe(self) -> list[Metric]:
        # Registration must not query the database; names are all the registry needs.
        return list(self._families(None))

    def collect(self) -> Iterator[Metric]:
        with self._connect() as conn:
            yield from self._families(conn)

    def _families(self, conn: psycopg.Connection[Any] | None) -> Iterator[Metric]:
        p = PREFIX
        docs = db.count_by(conn, "documents", "status") if conn else {}
        current = GaugeMetricFamily(
            f"{p}_documents", "Documents now in each upload status.", labels=["status"]
        )
        processed = CounterMetricFamily(
            f"{p}_documents_processed_total",
            "Documents that reached a final upload status, across every run.",
            labels=["status"],
        )
        for status in UploadStatus:
            current.add_metric([str(status)], docs.get(str(status), 0))
            if status in FINAL:
                processed.add_metric([str(status)], docs.get(str(status), 0))
        yield current
        yield processed

        for name, help_text, buckets, query in (
            (
                "document_processing_duration_seconds",
                "Seconds from the start of a document's processing to its final status.",
                DURATION_BUCKETS,
                db.processing_durations,
            ),
            (
                "extraction_confidence_ratio",
                "Overall confidence (0..1) of each extraction (one per distinct file content).",
                CONFIDENCE_BUCKETS,
                db.extraction_confidences,
            ),
        ):
            counts, total = [0] * (len(buckets) + 1), 0.0
            if conn:
                counts, total, _ = query(conn, buckets)
            yield _histogram(f"{p}_{name}", help_text, buckets, counts, total)
        tokens = db.extraction_tokens(conn) if conn else {}
        family = CounterMetricFamily(
            f"{p}_extraction_tokens_total",
            "Model tokens spent on extractions, by kind.",
            labels=["kind"],
        )
        for kind in TOKEN_KINDS:
            family.add_metric([kind], tokens.get(kind, 0))
        yield family

        yield from self._model_calls(conn)
        yield from self._review(conn)
        yield from self._circuits(conn)

    def _model_calls(self, conn: psycopg.Connection[Any] | None) -> Iterator[Metric]:
        p = PREFIX
        calls = CounterMetricFamily(
            f"{p}_model_calls_total",
            "Model calls by outcome (circuit_open and slot_timeout: refused, nothing sent).",
            labels=["engine", "model", "status"],
        )
        errors = CounterMetricFamily(
            f"{p}_model_call_errors_total",
            "Model calls that did not return a usable answer.",
            labels=["engine", "model", "status"],
        )
        tokens = CounterMetricFamily(
            f"{p}_model_call_tokens_total",
            "Tokens of model calls, by kind.",
            labels=["engine", "model", "kind"],
        )
        latency = SummaryMetricFamily(
            f"{p}_model_call_duration_seconds",
            "Latency of model calls.",
            labels=["engine", "model"],
        )
        per_model: dict[tuple[str, str], dict[str, float]] = {}
        for row in db.model_call_totals(conn) if conn else []:
            labels = [row["engine"], row["model"], row["status"]]
            calls.add_metric(labels, row["calls"])
            if row["status"] != "ok":
                errors.add_metric(labels, row["calls"])
            agg = per_model.setdefault((row["engine"], row["model"]), {"n": 0, "s": 0.0})
            agg["n"] += int(row["calls"])
            agg["s"] += float(row["latency_seconds"] or 0.0)
            for kind in TOKEN_KINDS:
                agg[kind] = agg.get(kind, 0) + int(row[kind] or 0)
        for (engine, model), agg in per_model.items():
            for kind in TOKEN_KINDS:
                tokens.add_metric([engine, model, kind], agg.get(kind, 0))
            latency.add_metric([engine, model], count_value=int(agg["n"]), sum_value=agg["s"])
        yield from (calls, errors, tokens, latency)

    def _review(self, conn: psycopg.Connection[Any] | None) -> Iterator[Metric]:
        p = PREFIX
        items = db.count_by(conn, "review_items", "status") if conn else {}
        depth = GaugeMetricFamily(
            f"{p}_review_queue_items", "Review items in each status.", labels=["status"]
        )
        for status in ReviewStatus:
            depth.add_metric([str(status)], items.get(str(status), 0))
        yield depth
        sla = db.sla_figures(conn, self._clock()) if conn else {}
        yield CounterMetricFamily(
            f"{p}_review_sla_breaches_total",
            "Review items flagged as past their SLA deadline by the SLA check.",
            value=sla.get("breached", 0),
        )
        yield GaugeMetricFamily(
            f"{p}_review_sla_at_risk_items",
            "Open review items near or past their SLA deadline (as of the last SLA check).",
            value=sla.get("at_risk_open", 0),
        )
        yield GaugeMetricFamily(
            f"{p}_review_sla_overdue_items",
            "Open review items past their SLA deadline now.",
            value=sla.get("overdue_open", 0),
        )

    def _circuits(self, conn: psycopg.Connection[Any] | None) -> Iterator[Metric]:
        p = PREFIX
        state = GaugeMetricFamily(
            f"{p}_circuit_breaker_state",
            "1 for the circuit breaker's current state, 0 for the others.",
            labels=["name", "state"],
        )
        failures = GaugeMetricFamily(
            f"{p}_circuit_breaker_consecutive_failures",
            "Consecutive failures the circuit breaker has counted.",
            labels=["name"],
        )
        for row in db.circuit_states(conn) if conn else []:
            for s in CircuitState:
                state.add_metric([row["name"], str(s)], 1.0 if row["state"] == s else 0.0)
            failures.add_metric([row["name"]], row["consecutive_failures"])
        yield state
        yield failures


def registry_for(connect: ConnectionFactory) -> CollectorRegistry:
    """A registry holding only the docproc collector (no process metrics of the API server,
    which would not add up across processes)."""
    registry = CollectorRegistry(auto_describe=True)
    registry.register(DocprocCollector(connect))
    return registry
