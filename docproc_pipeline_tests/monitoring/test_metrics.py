"""GET /api/metrics: the named metrics with the values in PostgreSQL, summed across the separate
processes that wrote them."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from fastapi.testclient import TestClient
from prometheus_client.parser import text_string_to_metric_families

from docproc_pipeline.api.app import create_app
from docproc_pipeline.db import model_calls as calls_db
from docproc_pipeline.db.connection import connect
from docproc_pipeline.monitoring.sla import check_sla
from docproc_pipeline.settings import ModuleConfig
from docproc_pipeline_tests.fixtures import text_pdfs

REPO = Path(__file__).resolve().parents[2]


def _run_in_own_process(database_url: str, data_dir: Path, run_id: str, files: list[Path]) -> None:
    """One "run": a separate Python process accepting and processing `files` as a batch."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "docproc_pipeline_tests.analytics.seed",
            database_url,
            str(data_dir),
            run_id,
            *map(str, files),
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def _scrape(database_url: str) -> tuple[str, str, dict[tuple[str, tuple], float]]:
    with TestClient(create_app(database_url, ModuleConfig(), pool_size=2)) as client:
        response = client.get("/api/metrics")  # no token needed
    assert response.status_code == 200
    samples = {}
    for family in text_string_to_metric_families(response.text):
        for s in family.samples:
            samples[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return response.headers["content-type"], response.text, samples


def _value(samples: dict, metric: str, **labels: str) -> float:
    return samples[(metric, tuple(sorted(labels.items())))]


def test_metrics_add_up_runs_from_separate_processes(
    database_url: str, tmp_path: Path, fixture_dir: Path
) -> None:
    data_dir = tmp_path / "data"
    pdfs = text_pdfs(fixture_dir)
    _run_in_own_process(database_url, data_dir, "run-a", pdfs[0:2])
    _run_in_own_process(database_url, data_dir, "run-b", pdfs[2:5])

    # Model calls and a breaker, as the Gemini engine records them (from any process).
    with connect(database_url, autocommit=True) as conn:
        for status, prompt in (("ok", 1200), ("ok", 800), ("transient_error", 0)):
            calls_db.insert_model_call(
                conn,
                calls_db.ModelCallRecord(
                    engine="gemini",
                    model="gemini-2.5-flash",
                    status=calls_db.ModelCallStatus(status),
                    prompt_tokens=prompt,
                    output_tokens=prompt // 10,
                    latency_ms=1500.0,
                ),
            )
        calls_db.ensure_circuit(conn, "gemini")
        calls_db.record_circuit_failure(conn, "gemini", threshold=1)
        # One review item is overdue; the SLA check flags it.
        conn.execute(
            "UPDATE review_items SET sla_due_at = %s WHERE id = (SELECT min(id) FROM review_items)",
            (datetime.now(UTC) - timedelta(minutes=1),),
        )
    assert check_sla(database_url, datetime.now(UTC)).newly_breached == 1

    content_type, text, samples = _scrape(database_url)
    assert content_type.startswith("text/plain")
    assert "# TYPE docproc_documents_processed_total counter" in text

    # Five documents, written by two processes, counted once each.
    assert _value(samples, "docproc_documents_processed_total", status="completed") == 5
    assert _value(samples, "docproc_documents_processed_total", status="failed") == 0
    assert _value(samples, "docproc_documents", status="queued") == 0
    assert _value(samples, "docproc_document_processing_duration_seconds_count") == 5
    assert _value(samples, "docproc_document_processing_duration_seconds_sum") > 0
    assert _value(samples, "docproc_document_processing_duration_seconds_bucket", le="+Inf") == 5
    assert _value(samples, "docproc_extraction_confidence_ratio_count") == 5
    assert 0 < _value(samples, "docproc_extraction_confidence_ratio_sum") <= 5
    assert _value(samples, "docproc_extraction_confidence_ratio_bucket", le="1.0") == 5
    assert _value(samples, "docproc_extraction_tokens_total", kind="prompt") == 0  # offline

    m = {"engine": "gemini", "model": "gemini-2.5-flash"}
    assert _value(samples, "docproc_model_calls_total", **m, status="ok") == 2
    assert _value(samples, "docproc_model_call_errors_total", **m, status="transient_error") == 1
    assert _value(samples, "docproc_model_call_tokens_total", **m, kind="prompt") == 2000
    assert _value(samples, "docproc_model_call_tokens_total", **m, kind="output") == 200
    assert _value(samples, "docproc_model_call_duration_seconds_count", **m) == 3
    assert _value(samples, "docproc_model_call_duration_seconds_sum", **m) == 4.5

    assert _value(samples, "docproc_review_queue_items", status="pending") == 5
    assert _value(samples, "docproc_review_queue_items", status="approved") == 0
    assert _value(samples, "docproc_review_sla_breaches_total") == 1
    assert _value(samples, "docproc_review_sla_overdue_items") == 1
    assert _value(samples, "docproc_circuit_breaker_state", name="gemini", state="open") == 1
    assert _value(samples, "docproc_circuit_breaker_state", name="gemini", state="closed") == 0
    assert _value(samples, "docproc_circuit_breaker_consecutive_failures", name="gemini") == 1

    # A third process later: the counter grows, nothing is kept in any process's memory.
    _run_in_own_process(database_url, data_dir, "run-c", pdfs[5:6])
    _, _, samples = _scrape(database_url)
    assert _value(samples, "docproc_documents_processed_total", status="completed") == 6


def test_metrics_on_an_empty_database_have_every_series(database_url: str) -> None:
    _, _, samples = _scrape(database_url)
    for status in ("queued", "processing", "completed", "failed", "duplicate"):
        assert _value(samples, "docproc_documents", status=status) == 0
    for status in ("pending", "in_review", "approved", "corrected", "rejected"):
        assert _value(samples, "docproc_review_queue_items", status=status) == 0
    assert _value(samples, "docproc_document_processing_duration_seconds_count") == 0
    assert _value(samples, "docproc_review_sla_breaches_total") == 0
