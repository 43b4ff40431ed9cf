"""No document without an owner: runs that died at any point, judged by their lease.

A real Dagster instance and real PostgreSQL; the runs are created in Dagster with the status a
crash leaves (STARTED forever), and their worker is played by the same statements
`process_batch` uses (take the lease, claim, finish), then stopped.
"""

from __future__ import annotations

import time
from pathlib import Path

import dagster as dg
import pytest
from dagster._core.events import DagsterEventType
from dagster._core.test_utils import create_run_for_test

from docproc_pipeline.db import documents as docs_db
from docproc_pipeline.db.connection import connect
from docproc_pipeline.db.status import UploadStatus
from docproc_pipeline.defs.documents import BATCH_TAG
from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline.processing.batch import BatchContext, process_batch
from docproc_pipeline.settings import ModuleConfig
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


def started_run(
    instance: dg.DagsterInstance,
    batch_key: str,
    status: dg.DagsterRunStatus = dg.DagsterRunStatus.STARTED,
) -> str:
    """A document run in `status` (its worker, if any, dies in these tests)."""
    run = create_run_for_test(
        instance, job_name="document_job", tags={BATCH_TAG: batch_key}, status=status
    )
    return run.run_id


def dropped_and_started(
    stack: Stack,
    fixture_dir: Path,
    count: int,
    status: dg.DagsterRunStatus = dg.DagsterRunStatus.STARTED,
) -> tuple[dg.RunRequest, str | None, str]:
    """`count` invented PDFs dropped in the landing folder and taken up as one batch by the
    sensor, whose run is in `status`: the run request, the sensor's cursor and the run's id."""
    instance, resources, landing = stack
    pdfs = text_pdfs(fixture_dir)
    for i in range(count):
        drop(landing, pdfs[i % len(pdfs)], f"f{i:02}.pdf")
    [request], cursor = first_ticks(instance, resources)
    return request, cursor, started_run(instance, request.run_key, status)


def failure_message(instance: dg.DagsterInstance, run_id: str) -> str:
    [event] = instance.all_logs(run_id, of_type=DagsterEventType.RUN_FAILURE)
    return event.message


def rows(database_url: str) -> list[dict]:
    with connect(database_url) as conn:
        return conn.execute("SELECT * FROM documents ORDER BY seq").fetchall()


@pytest.mark.parametrize(
    ("status", "config", "reason"),
    [
        (dg.DagsterRunStatus.STARTED, "  lease_seconds: 1\n", "never took its lease"),
        (dg.DagsterRunStatus.NOT_STARTED, "  run_start_timeout_seconds: 1\n", "not started"),
    ],
)
def test_a_run_that_never_claimed_its_batch_is_failed_and_its_documents_rebatched_together(
    tmp_path: Path,
    database_url: str,
    fixture_dir: Path,
    status: dg.DagsterRunStatus,
    config: str,
    reason: str,
) -> None:
    """The postmaster (or the host) died while the run was STARTED, before it claimed anything:
    the run never heartbeats. After the lease it is failed with the reason, and its documents go
    back in ONE new batch with a new run. The same for a run created but never submitted (the
    daemon died in between) after `run_start_timeout_seconds`; a queued one is judged alike."""
    with sensor_stack(tmp_path, database_url, config) as stack:
        instance, resources, _ = stack
        request, cursor, run_id = dropped_and_started(stack, fixture_dir, 4, status)

        deadline = time.monotonic() + 30
        while instance.get_run_by_id(run_id).status != dg.DagsterRunStatus.FAILURE:  # type: ignore[union-attr]
            assert time.monotonic() < deadline, "the dead run was never failed"
            requests, cursor = tick(instance, resources, cursor)
            time.sleep(0.2)

        assert reason in failure_message(instance, run_id)
        # We re-queued its documents: Dagster must not retry it as well.
        assert instance.get_run_by_id(run_id).tags["dagster/max_retries"] == "0"  # type: ignore[union-attr]
        ids = doc_ids(database_url)
        [again] = requests
        assert again.run_key != request.run_key
        assert (again.tags[RANGE_START], again.tags[RANGE_END]) == (ids[0], ids[-1])
        docs = rows(database_url)
        assert {d["batch_key"] for d in docs} == {again.run_key}
        assert all(d["status"] == "queued" and d["attempts"] == 1 for d in docs)

        # The dead run's worker comes back after all: it may not take the documents any more.
        ctx = BatchContext(
            database_url=database_url,
            data_dir=resources["storage"].data_path,
            config=ModuleConfig(),
            engine=OfflineEngine(),
            run_id=run_id,
        )
        outcomes = process_batch(ctx, ids)
        assert {o.status for o in outcomes} == {"skipped"}
        assert "declared dead" in (outcomes[0].reason or "")
        assert {d["status"] for d in rows(database_url)} == {"queued"}


def test_a_run_whose_documents_are_done_but_never_ended_stops_counting_after_the_lease(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    """A run killed after finishing its documents but before it ended stays STARTED in Dagster.
    While its lease is fresh it counts against max_runs_in_flight; once expired it is failed and
    the next batch starts."""
    extra = "  max_runs_in_flight: 1\n"
    with sensor_stack(tmp_path, database_url, extra) as (instance, resources, landing):
        pdfs = text_pdfs(fixture_dir)
        drop(landing, pdfs[0], "a.pdf")
        [request], cursor = first_ticks(instance, resources)
        run_id = started_run(instance, request.run_key)
        [a] = doc_ids(database_url)
        claim_as_run(database_url, run_id, [a])
        with connect(database_url) as conn:
            assert docs_db.finish(conn, a, run_id=run_id, status=UploadStatus.COMPLETED)
            conn.commit()

        drop(landing, pdfs[1], "b.pdf")
        for _ in range(2):  # seen, then accepted: but the one slot is taken by a live run
            requests, cursor = tick(instance, resources, cursor)
            assert requests == []
        [_, b] = doc_ids(database_url)

        kill(database_url, run_id)
        [next_run], cursor = tick(instance, resources, cursor)
        assert next_run.partition_key == b
        assert instance.get_run_by_id(run_id).status == dg.DagsterRunStatus.FAILURE  # type: ignore[union-attr]
        assert "no heartbeat for" in failure_message(instance, run_id)
        docs = {d["id"]: d for d in rows(database_url)}
        assert docs[a]["status"] == "completed" and docs[a]["run_id"] == run_id


def test_expired_leases_of_many_documents_go_back_in_one_batch(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    """A run dies holding many documents: they come back as one batch (one run), not one each;
    the ones it finished stay finished."""
    with sensor_stack(tmp_path, database_url) as stack:
        instance, resources, _ = stack
        _, cursor, run_id = dropped_and_started(stack, fixture_dir, 12)
        ids = doc_ids(database_url)
        assert len(ids) == 12
        claim_as_run(database_url, run_id, ids)
        with connect(database_url) as conn:
            for done in ids[:3]:
                assert docs_db.finish(conn, done, run_id=run_id, status=UploadStatus.COMPLETED)
            conn.commit()
        kill(database_url, run_id)

        [again], cursor = tick(instance, resources, cursor)
        assert (again.tags[RANGE_START], again.tags[RANGE_END]) == (ids[3], ids[-1])
        docs = {d["id"]: d for d in rows(database_url)}
        assert {docs[i]["batch_key"] for i in ids[3:]} == {again.run_key}
        assert all(docs[i]["status"] == "queued" and docs[i]["run_id"] is None for i in ids[3:])
        assert all(docs[i]["status"] == "completed" for i in ids[:3])
        assert instance.get_run_by_id(run_id).status == dg.DagsterRunStatus.FAILURE  # type: ignore[union-attr]


def test_documents_of_a_run_dagster_already_failed_go_back_in_one_batch(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    """Only the worker died: its code server marked the run failed, the documents it held keep a
    processing status until their own lease expires, then they return together."""
    with sensor_stack(tmp_path, database_url) as stack:
        instance, resources, _ = stack
        _, cursor, run_id = dropped_and_started(stack, fixture_dir, 6)
        ids = doc_ids(database_url)
        claim_as_run(database_url, run_id, ids)
        instance.report_run_failed(instance.get_run_by_id(run_id), "run worker exited")  # type: ignore[arg-type]

        assert tick(instance, resources, cursor)[0] == []  # leases still fresh: nothing to do
        kill(database_url, run_id)
        [again], cursor = tick(instance, resources, cursor)
        assert (again.tags[RANGE_START], again.tags[RANGE_END]) == (ids[0], ids[-1])
        assert {d["batch_key"] for d in rows(database_url)} == {again.run_key}
