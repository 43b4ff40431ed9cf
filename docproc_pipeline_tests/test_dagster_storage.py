"""The event log storage named in dagster.yaml, against real PostgreSQL and a real Dagster
instance built from the repository's own dagster.yaml: what we rely on it for.

- Creating a run over N document partitions writes its 5 x N planned events in a handful of
  statements on a handful of connections, independent of N (dagster-postgres 0.29 alone: one
  INSERT and two new connections per event), and Dagster's own APIs read them all back: every
  partition of every asset planned by that run, and in progress as the UI computes it.
- A batch of materializations over several assets updates each asset's latest materialization,
  not only the last one's.
- Each storage reuses a few pooled connections instead of opening one per query, and closes them
  when the instance is disposed.
"""

from __future__ import annotations

import gc
import shutil
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import dagster as dg
import psycopg
import pytest
from dagster._core.events import (
    AssetMaterializationPlannedData,
    DagsterEvent,
    DagsterEventType,
    StepMaterializationData,
)
from dagster._core.events.log import EventLogEntry
from dagster._core.storage.partition_status_cache import get_and_update_asset_status_cache_value
from dagster._core.storage.tags import (
    ASSET_PARTITION_RANGE_END_TAG,
    ASSET_PARTITION_RANGE_START_TAG,
)
from sqlalchemy import event

from docproc_pipeline.cli import DAGSTER_EVENT_BATCH_SIZE
from docproc_pipeline.dagster_storage import (
    POOL,
    DocprocEventLogStorage,
    DocprocRunStorage,
    DocprocScheduleStorage,
)
from docproc_pipeline.db.connection import sqlalchemy_psycopg2_url
from docproc_pipeline.defs.documents import DOCUMENT_SPECS, document_job, document_pipeline
from docproc_pipeline.defs.partitions import documents_partitions
from docproc_pipeline.defs.resources import docproc_resources

REPO = Path(__file__).resolve().parents[1]
ASSETS = [spec.key for spec in DOCUMENT_SPECS]


@pytest.fixture
def dagster_home(tmp_path: Path, database_url: str, monkeypatch: pytest.MonkeyPatch) -> Path:
    """DAGSTER_HOME with the repository's dagster.yaml and the environment `docproc dev` sets."""
    home = tmp_path / "dagster"
    home.mkdir()
    shutil.copyfile(REPO / "dagster.yaml", home / "dagster.yaml")
    monkeypatch.setenv("DOCPROC_DAGSTER_PG_URL", sqlalchemy_psycopg2_url(database_url))
    monkeypatch.setenv("DAGSTER_EVENT_BATCH_SIZE", DAGSTER_EVENT_BATCH_SIZE)
    return home


@pytest.fixture
def instance(dagster_home: Path) -> Iterator[dg.DagsterInstance]:
    """A Dagster instance from the repository's dagster.yaml, as `docproc dev` makes it."""
    with dg.DagsterInstance.from_config(str(dagster_home)) as inst:
        yield inst


@contextmanager
def counted(storage: Any) -> Iterator[Counter[str]]:
    """New connections and INSERTs into event_logs made by the event log storage's engine."""
    counts: Counter[str] = Counter()

    def on_connect(*_: Any) -> None:
        counts["connections"] += 1

    def on_execute(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if statement.lstrip().upper().startswith("INSERT INTO EVENT_LOGS"):
            counts["event_inserts"] += 1

    engine = storage._engine  # dagster-postgres's engine (NullPool: a connect per use)
    event.listen(engine, "connect", on_connect)
    event.listen(engine, "before_cursor_execute", on_execute)
    try:
        yield counts
    finally:
        event.remove(engine, "connect", on_connect)
        event.remove(engine, "before_cursor_execute", on_execute)


def test_dagster_yaml_names_our_storages(instance: dg.DagsterInstance) -> None:
    assert isinstance(instance.event_log_storage, DocprocEventLogStorage)
    assert isinstance(instance.run_storage, DocprocRunStorage)
    assert isinstance(instance.schedule_storage, DocprocScheduleStorage)


def _backends(database_url: str) -> int:
    """Connections to the test database other than this one."""
    with psycopg.connect(database_url) as conn:
        row = conn.execute(
            "SELECT count(*) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()"
        ).fetchone()
    return int(row[0]) if row else 0


def test_storages_reuse_pooled_connections_and_close_them_on_dispose(
    dagster_home: Path, database_url: str
) -> None:
    instance = dg.DagsterInstance.from_config(str(dagster_home))
    storages = [instance.run_storage, instance.event_log_storage, instance.schedule_storage]
    with (
        counted(storages[0]) as runs,
        counted(storages[1]) as events,
        counted(storages[2]) as schedules,
    ):
        for _ in range(30):  # what the daemon's loops ask, over and over
            instance.get_runs(limit=1)
            instance.get_dynamic_partitions(documents_partitions.name)  # type: ignore[arg-type]
            instance.all_instigator_state()
    for counts in (runs, events, schedules):
        # NullPool: one connection per query, 30 or more each.
        assert 1 <= counts["connections"] <= POOL["pool_size"], counts
    assert _backends(database_url) >= 3

    instance.dispose()
    del instance, storages
    gc.collect()  # the schedule storage's pool closes when it is collected
    # A backend leaves pg_stat_activity shortly after its client closed the socket.
    deadline = time.monotonic() + 15
    while _backends(database_url) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _backends(database_url) == 0


def test_a_run_over_n_partitions_writes_its_planned_events_in_a_few_statements(
    instance: dg.DagsterInstance, database_url: str, tmp_path: Path
) -> None:
    n = 300
    keys = [f"doc-{i:04d}" for i in range(n)]
    instance.add_dynamic_partitions(documents_partitions.name, keys)  # type: ignore[arg-type]
    resources = docproc_resources(database_url=database_url, data_dir=str(tmp_path / "data"))
    defs = dg.Definitions(assets=[document_pipeline], jobs=[document_job], resources=resources)
    job = defs.resolve_job_def(document_job.name)
    tags = {ASSET_PARTITION_RANGE_START_TAG: keys[0], ASSET_PARTITION_RANGE_END_TAG: keys[-1]}

    with counted(instance.event_log_storage) as counts:
        run = instance.create_run_for_job(job, tags=tags)

    # 1,500 planned events: one INSERT per batch of DAGSTER_EVENT_BATCH_SIZE (split where the
    # two asset-check planned events fall), not one per event. The connections do not grow with
    # N either: 40 measured, mostly Dagster resolving the partition range (dynamic partitions
    # read per asset, table checks); one by one it would be two per event, 3,000.
    planned = len(ASSETS) * n
    batches = -(-planned // int(DAGSTER_EVENT_BATCH_SIZE))
    assert counts["event_inserts"] <= 3 * batches + 2, counts
    assert counts["connections"] <= 100, counts

    for key in ASSETS:
        by_partition = instance.get_latest_storage_id_by_partition(
            key, DagsterEventType.ASSET_MATERIALIZATION_PLANNED
        )
        assert set(by_partition) == set(keys), key
        info = instance.get_latest_planned_materialization_info(key, keys[n // 2])
        assert info is not None and info.run_id == run.run_id
        # What the UI shows for the asset: every partition in progress in this run.
        status = get_and_update_asset_status_cache_value(instance, key, documents_partitions)
        assert status is not None
        in_progress = status.deserialize_in_progress_partition_subsets(documents_partitions)
        assert set(in_progress.get_partition_keys()) == set(keys), key
        record = instance.get_asset_records([key])[0]
        assert record.asset_entry.last_run_id == run.run_id


def _materialization(run_id: str, asset: dg.AssetKey, partition: str) -> EventLogEntry:
    materialization = dg.AssetMaterialization(
        asset_key=asset, partition=partition, metadata={"document_id": partition}
    )
    dagster_event = DagsterEvent(
        event_type_value=DagsterEventType.ASSET_MATERIALIZATION.value,
        job_name=document_job.name,
        event_specific_data=StepMaterializationData(materialization),
        step_key="document_pipeline",
    )
    return _entry(run_id, dagster_event)


def test_a_batch_of_materializations_over_several_assets_updates_each_latest(
    instance: dg.DagsterInstance,
) -> None:
    keys = ["doc-a", "doc-b", "doc-c"]
    instance.add_dynamic_partitions(documents_partitions.name, keys)  # type: ignore[arg-type]
    # As the document step logs them: per document, its five stages in order.
    events = [_materialization("run-1", asset, key) for key in keys for asset in ASSETS]

    with counted(instance.event_log_storage) as counts:
        instance.event_log_storage.store_event_batch(events)

    assert counts["event_inserts"] == 1, counts
    for asset in ASSETS:
        assert instance.get_materialized_partitions(asset) == set(keys)
        latest = instance.get_latest_materialization_event(asset)
        assert latest is not None and latest.dagster_event is not None
        assert latest.dagster_event.partition == keys[-1], asset
        materialization = latest.asset_materialization
        assert materialization is not None
        assert materialization.metadata["document_id"] == dg.TextMetadataValue(keys[-1])


def test_other_event_types_in_a_batch_keep_dagster_postgres_behaviour(
    instance: dg.DagsterInstance,
) -> None:
    """A batch mixing a planned event with others still stores every event, in order."""
    instance.add_dynamic_partitions(documents_partitions.name, ["doc-x"])  # type: ignore[arg-type]
    planned = DagsterEvent.build_asset_materialization_planned_event(
        document_job.name,
        "document_pipeline",
        AssetMaterializationPlannedData(ASSETS[0], partition="doc-x", partitions_subset=None),
    )
    entries = [
        _entry("run-2", planned),
        _materialization("run-2", ASSETS[0], "doc-x"),
        _entry("run-2", planned),
    ]
    instance.event_log_storage.store_event_batch(entries)
    stored = instance.get_records_for_run("run-2").records
    types = [r.event_log_entry.dagster_event_type for r in stored]
    assert types == [
        DagsterEventType.ASSET_MATERIALIZATION_PLANNED,
        DagsterEventType.ASSET_MATERIALIZATION,
        DagsterEventType.ASSET_MATERIALIZATION_PLANNED,
    ]


def _entry(run_id: str, dagster_event: DagsterEvent) -> EventLogEntry:
    return EventLogEntry(
        error_info=None,
        level="DEBUG",
        user_message="",
        run_id=run_id,
        timestamp=1.0e9,
        step_key=dagster_event.step_key,
        job_name=document_job.name,
        dagster_event=dagster_event,
    )
