"""The landing sensor, evaluated against a real Dagster instance and real PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import dagster as dg
import pytest
from dagster._core.test_utils import create_run_for_test

from docproc_pipeline.db import documents as docs_db
from docproc_pipeline.db.connection import connect
from docproc_pipeline.defs.documents import BATCH_TAG
from docproc_pipeline.defs.partitions import documents_partitions
from docproc_pipeline_tests.defs.sensor_stack import (
    RANGE_END,
    RANGE_START,
    Stack,
    claim_as_run,
    doc_ids,
    drop,
    first_ticks,
    kill,
    sensor_stack,
    tick,
)
from docproc_pipeline_tests.fixtures import text_pdfs


@pytest.fixture
def setup(tmp_path: Path, database_url: str) -> Iterator[Stack]:
    with sensor_stack(tmp_path, database_url) as stack:
        yield stack


def test_one_tick_accepts_adds_partitions_and_requests_one_batched_run(
    setup, fixture_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    instance, resources, landing = setup
    pdfs = text_pdfs(fixture_dir)
    for i in range(3):
        drop(landing, pdfs[i], f"f{i}.pdf")
    drop(landing, pdfs[3], "still_uploading.pdf.part")
    # The first look only notes each file's size and mtime; nothing is accepted yet.
    nothing, cursor = tick(instance, resources, None)
    assert nothing == [] and len(list(landing.iterdir())) == 4
    result, cursor = tick(instance, resources, cursor)
    assert len(result) == 1
    request = result[0]
    keys = instance.get_dynamic_partitions(documents_partitions.name)  # type: ignore[arg-type]
    assert len(keys) == 3
    assert request.tags[RANGE_START] == keys[0] and request.tags[RANGE_END] == keys[-1]
    assert request.tags["docproc/origin"] == "sensor"
    assert [p.name for p in landing.iterdir()] == ["still_uploading.pdf.part"]

    # The same tick again (e.g. the daemon restarted before Dagster launched the run): the same
    # run key is requested again, and nothing else is added.
    again, _ = tick(instance, resources, cursor)
    assert [r.run_key for r in again] == [request.run_key]
    assert len(instance.get_dynamic_partitions(documents_partitions.name)) == 3  # type: ignore[arg-type]
    with connect(resources["postgres"].database_url) as conn:
        assert conn.execute("SELECT count(*) AS n FROM documents").fetchone()["n"] == 3


def test_a_batch_whose_run_ended_without_starting_is_rebatched_then_failed(
    setup, fixture_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    instance, resources, landing = setup
    drop(landing, text_pdfs(fixture_dir)[0], "a.pdf")
    [first], cursor = first_ticks(instance, resources)
    # One request carries both the new partition and the run for it: the partition key resolved
    # against the partitions as they are once the daemon has added this tick's.
    [doc_id] = doc_ids(resources["postgres"].database_url)
    assert first.partition_key == doc_id and first.tags["dagster/partition"] == doc_id

    # The run failed before it started the document (e.g. the code location was broken).
    create_run_for_test(
        instance,
        job_name="document_job",
        tags={BATCH_TAG: first.run_key},
        status=dg.DagsterRunStatus.FAILURE,
    )
    # The same tick releases the batch and gathers it again: a new batch, a new run key.
    [second], cursor = tick(instance, resources, cursor)
    assert second.run_key != first.run_key

    create_run_for_test(
        instance,
        job_name="document_job",
        tags={BATCH_TAG: second.run_key},
        status=dg.DagsterRunStatus.CANCELED,
    )
    tick(instance, resources, cursor)
    with connect(resources["postgres"].database_url) as conn:
        [row] = conn.execute("SELECT * FROM documents").fetchall()
    assert row["status"] == "failed"
    assert "ended without starting it 2 times" in row["failure_reason"]


def test_dead_run_worker_lease_requeues_then_fails(setup, fixture_dir: Path) -> None:  # type: ignore[no-untyped-def]
    instance, resources, landing = setup
    drop(landing, text_pdfs(fixture_dir)[0], "a.pdf")
    [request], cursor = first_ticks(instance, resources)
    run = create_run_for_test(
        instance,
        job_name="document_job",
        tags={BATCH_TAG: request.run_key},
        status=dg.DagsterRunStatus.STARTED,
    )
    [doc_id] = doc_ids(resources["postgres"].database_url)
    claim_as_run(resources["postgres"].database_url, run.run_id, [doc_id])
    kill(resources["postgres"].database_url, run.run_id)

    [retry], cursor = tick(instance, resources, cursor)
    assert retry.partition_key == doc_id and retry.run_key != request.run_key
    assert instance.get_run_by_id(run.run_id).status == dg.DagsterRunStatus.FAILURE  # marked failed
    with connect(resources["postgres"].database_url) as conn:
        assert docs_db.get(conn, doc_id)["status"] == "queued"
        # It dies again, in a run Dagster does not know: its own lease expires, attempts reach
        # max_attempts (2), so the document fails with the reason.
        docs_db.claim_many(
            conn, [doc_id], run_id="another-run", lease_seconds=300, reprocess_finished=False
        )
        conn.commit()
    kill(resources["postgres"].database_url, "another-run")
    tick(instance, resources, cursor)
    with connect(resources["postgres"].database_url) as conn:
        row = docs_db.get(conn, doc_id)
    assert row["status"] == "failed" and "abandoned" in row["failure_reason"]
