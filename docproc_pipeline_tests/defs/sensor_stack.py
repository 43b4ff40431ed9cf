"""Driving the landing sensor as the daemon does, against a real Dagster instance and real
PostgreSQL, and playing a run worker (its lease, its claims, its death) without running one."""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import dagster as dg

from docproc_pipeline.db import documents as docs_db
from docproc_pipeline.db import run_leases
from docproc_pipeline.db.connection import connect
from docproc_pipeline.defs.documents import document_job, document_pipeline
from docproc_pipeline.defs.resources import docproc_resources
from docproc_pipeline.defs.sensors import landing_sensor

RANGE_START = "dagster/asset_partition_range_start"
RANGE_END = "dagster/asset_partition_range_end"
Resources = dict[str, Any]  # by resource key, as the code location has them
Stack = tuple[dg.DagsterInstance, Resources, Path]


CONFIG = "processing:\n  stable_seconds: 0\n  max_attempts: 2\n"


@contextmanager
def sensor_stack(tmp_path: Path, database_url: str, extra: str = "") -> Iterator[Stack]:
    """A real Dagster instance, the resources and the landing folder; `extra` adds indented keys
    to the `processing` section of the config."""
    config = tmp_path / "config.yaml"
    config.write_text(CONFIG + extra)
    resources = docproc_resources(
        database_url=database_url, data_dir=str(tmp_path / "data"), config_path=str(config)
    )
    landing = tmp_path / "data" / "landing"
    landing.mkdir(parents=True)
    with dg.instance_for_test() as instance:
        yield instance, resources, landing


def tick(instance: dg.DagsterInstance, resources: Resources, cursor: str | None):  # type: ignore[no-untyped-def]
    """One evaluation as the daemon runs it: the code server resolves the run requests (a
    partition key must exist once the tick's partition requests are applied), then the daemon
    adds the requested partitions before it creates runs. Returns (run requests, cursor)."""
    defs = dg.Definitions(
        assets=[document_pipeline],
        jobs=[document_job],
        sensors=[landing_sensor],
        resources=resources,
    )
    # A `with` block: nested resources (the engine resource's PostgreSQL) are set up in it.
    with dg.build_sensor_context(
        instance=instance,
        instance_ref=instance.get_ref(),  # so run requests are resolved against the partitions
        cursor=cursor,
        resources=resources,
        definitions=defs,
    ) as context:
        data = landing_sensor.evaluate_tick(context)
    for request in data.dynamic_partitions_requests or []:
        instance.add_dynamic_partitions(request.partitions_def_name, request.partition_keys)
    return list(data.run_requests or []), data.cursor


def first_ticks(instance: dg.DagsterInstance, resources: Resources):  # type: ignore[no-untyped-def]
    """A file is accepted on the tick after the one that first saw it (same size and mtime)."""
    seen, cursor = tick(instance, resources, None)
    assert seen == []
    return tick(instance, resources, cursor)


def drop(landing: Path, src: Path, name: str) -> None:
    shutil.copyfile(src, landing / name)
    past = time.time() - 5
    os.utime(landing / name, (past, past))


def claim_as_run(database_url: str, run_id: str, ids: list[str]) -> None:
    """What `process_batch` does first: take the run's lease and claim the documents."""
    with connect(database_url) as conn:
        assert run_leases.acquire(conn, run_id)
        assert docs_db.claim_many(
            conn, ids, run_id=run_id, lease_seconds=300, reprocess_finished=False
        )
        conn.commit()


def kill(database_url: str, run_id: str) -> None:
    """The run's worker died an hour ago: neither its lease nor its documents were renewed."""
    with connect(database_url) as conn:
        conn.execute(
            "UPDATE run_leases SET heartbeat_at = now() - interval '1 hour' WHERE run_id = %s",
            (run_id,),
        )
        conn.execute(
            "UPDATE documents SET heartbeat_at = now() - interval '1 hour' WHERE run_id = %s",
            (run_id,),
        )
        conn.commit()


def doc_ids(database_url: str) -> list[str]:
    with connect(database_url) as conn:
        return [r["id"] for r in conn.execute("SELECT id FROM documents ORDER BY seq")]
