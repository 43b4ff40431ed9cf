"""Hourly metric snapshots: idle hours too, figures of a busy hour, the catch-up sensor."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import dagster as dg
import polars as pl

from docproc_pipeline.analytics.snapshots import json_path, parquet_path, write_snapshots
from docproc_pipeline.defs.analytics import (
    hourly_partitions,
    metric_snapshots,
    metric_snapshots_catchup_sensor,
    snapshot_hour_to_fill,
)
from docproc_pipeline_tests.analytics.synthetic import seed_synthetic


def test_snapshot_for_an_idle_hour_exists(
    resources: dict[str, dg.ConfigurableResource], data_dir: Path, instance: dg.DagsterInstance
) -> None:
    result = dg.materialize(
        [metric_snapshots],
        partition_key="2026-01-05-03:00",
        resources=resources,
        instance=instance,
    )
    assert result.success
    path = data_dir / "metrics" / "2026" / "01" / "05" / "03.json"
    snap = json.loads(path.read_text())
    assert snap["hour_start"] == "2026-01-05T03:00:00+00:00"
    assert snap["documents_total"] == 0 and snap["documents_finished"] == 0
    assert snap["failures"] == 0 and snap["sla_breaches"] == 0 and snap["prompt_tokens"] == 0
    assert snap["mean_confidence"] is None
    table = pl.read_parquet(data_dir / "metrics" / "snapshots.parquet")
    assert table.height == 1
    assert table["hour_start"][0] == datetime(2026, 1, 5, 3, tzinfo=UTC)
    assert table.schema["hour_start"] == pl.Datetime("us", "UTC")
    mats = result.asset_materializations_for_node("metric_snapshots")
    assert mats[0].partition == "2026-01-05-03:00"
    assert mats[0].metadata["parquet_rows"].value == 1


def test_snapshot_figures_of_a_busy_hour_and_the_hour_after(
    database_url: str, data_dir: Path
) -> None:
    seed_synthetic(database_url, 5, at=datetime(2026, 2, 1, 10, 30, tzinfo=UTC))
    hours = [datetime(2026, 2, 1, h, tzinfo=UTC) for h in (9, 10, 11)]
    batch = write_snapshots(database_url, data_dir, hours)
    before, busy, after = batch.snapshots
    assert before["documents_total"] == 0
    assert busy["documents_finished"] == busy["finished_completed"] == 5
    assert busy["documents_completed"] == 5 and busy["review_pending"] == 5
    assert busy["mean_confidence"] == 0.93
    assert after["documents_finished"] == 0 and after["documents_completed"] == 5
    assert json_path(data_dir, hours[1]).is_file()
    # Re-taking an hour replaces it; the table keeps one row per hour.
    write_snapshots(database_url, data_dir, hours[1:2])
    table = pl.read_parquet(parquet_path(data_dir))
    assert table["documents_finished"].to_list() == [0, 5, 0]


def test_catchup_sensor_requests_a_missing_hour_once_then_skips(
    resources: dict[str, dg.ConfigurableResource], instance: dg.DagsterInstance
) -> None:
    hour = snapshot_hour_to_fill(datetime.now(UTC))
    key = hourly_partitions.get_partition_key_for_timestamp(hour.timestamp())
    request = metric_snapshots_catchup_sensor(dg.build_sensor_context(instance=instance))
    assert isinstance(request, dg.RunRequest)
    assert request.partition_key == key and request.run_key == f"metric_snapshots-{key}"

    dg.materialize([metric_snapshots], partition_key=key, resources=resources, instance=instance)
    skip = metric_snapshots_catchup_sensor(dg.build_sensor_context(instance=instance))
    assert isinstance(skip, dg.SkipReason)


def test_hour_to_fill_leaves_the_schedule_its_minute() -> None:
    assert snapshot_hour_to_fill(datetime(2026, 3, 1, 12, 2, tzinfo=UTC)) == datetime(
        2026, 3, 1, 10, tzinfo=UTC
    )
    assert snapshot_hour_to_fill(datetime(2026, 3, 1, 12, 30, tzinfo=UTC)) == datetime(
        2026, 3, 1, 11, tzinfo=UTC
    )
