"""The landing sensor, evaluated against a real Dagster instance and real PostgreSQL."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path
from typing import Any

import dagster as dg
import pytest
from dagster._core.test_utils import create_run_for_test

from docproc_pipeline.db import documents as docs_db
from docproc_pipeline.db.connection import connect
from docproc_pipeline.defs.documents import BATCH_TAG
from docproc_pipeline.defs.partitions import documents_partitions
from docproc_pipeline.defs.resources import docproc_resources
from docproc_pipeline.defs.sensors import landing_sensor
from docproc_pipeline_tests.fixtures import text_pdfs

RANGE_START = "dagster/asset_partition_range_start"
RANGE_END = "dagster/asset_partition_range_end"


@pytest.fixture
def setup(tmp_path: Path, database_url: str):  # type: ignore[no-untyped-def]
    config = tmp_path / "config.yaml"
    config.write_text("processing:\n  stable_seconds: 0\n  max_attempts: 2\n")
    resources = docproc_resources(
        database_url=database_url, data_dir=str(tmp_path / "data"), config_path=str(config)
    )
    landing = tmp_path / "data" / "landing"
    landing.mkdir(parents=True)
    with dg.instance_for_test() as instance:
        yield instance, resources, landing


def tick(instance: dg.DagsterInstance, resources: dict[str, Any], cursor: str | None):  # type: ignore[no-untyped-def]
    # A `with` block: nested resources (the engine resource's PostgreSQL) are set up in it.
    with dg.build_sensor_context(instance=instance, cursor=cursor, resources=resources) as context:
        result = landing_sensor(context)
        return result, context.cursor


def drop(landing: Path, src: Path, name: str) -> None:
    shutil.copyfile(src, landing / name)
    past = time.time() - 5
    os.utime(landing / name, (past, past))


def test_one_tick_accepts_adds_partitions_and_requests_one_batched_run(
    setup, fixture_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    instance, resources, landing = setup
    pdfs = text_pdfs(fixture_dir)
    for i in range(3):
        drop(landing, pdfs[i], f"f{i}.pdf")
    drop(landing, pdfs[3], "still_uploading.pdf.part")
    result, cursor = tick(instance, resources, None)
    assert isinstance(result, list) and len(result) == 1
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
    [first], cursor = tick(instance, resources, None)

    # The run failed before it started the document (e.g. the code location was broken).
    create_run_for_test(
        instance,
        job_name="document_job",
        tags={BATCH_TAG: first.run_key},
        status=dg.DagsterRunStatus.FAILURE,
    )
    released, cursor = tick(instance, resources, cursor)  # releases the batch
    assert isinstance(released, dg.SkipReason)
    [second], cursor = tick(instance, resources, cursor)  # a new batch, a new run key
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
    [request], cursor = tick(instance, resources, None)
    run = create_run_for_test(
        instance,
        job_name="document_job",
        tags={BATCH_TAG: request.run_key},
        status=dg.DagsterRunStatus.STARTED,
    )
    with connect(resources["postgres"].database_url) as conn:
        [doc_id] = [r["id"] for r in conn.execute("SELECT id FROM documents").fetchall()]
        # The run claimed the document, then its worker died: the heartbeat is old.
        claimed = docs_db.claim_many(
            conn, [doc_id], run_id=run.run_id, lease_seconds=300, reprocess_finished=False
        )
        assert claimed
        conn.execute(
            "UPDATE documents SET heartbeat_at = now() - interval '1 hour' WHERE id = %s", (doc_id,)
        )
        conn.commit()
    [retry], cursor = tick(instance, resources, cursor)
    assert retry.partition_key == doc_id and retry.run_key.startswith("retry-")
    assert instance.get_run_by_id(run.run_id).status == dg.DagsterRunStatus.FAILURE  # marked failed
    with connect(resources["postgres"].database_url) as conn:
        assert docs_db.get(conn, doc_id)["status"] == "queued"
        # It dies again: attempts reach max_attempts (2), so the document fails with the reason.
        docs_db.claim_many(
            conn, [doc_id], run_id="another-run", lease_seconds=300, reprocess_finished=False
        )
        conn.execute(
            "UPDATE documents SET heartbeat_at = now() - interval '1 hour' WHERE id = %s", (doc_id,)
        )
        conn.commit()
    tick(instance, resources, cursor)
    with connect(resources["postgres"].database_url) as conn:
        row = docs_db.get(conn, doc_id)
    assert row["status"] == "failed" and "abandoned" in row["failure_reason"]
