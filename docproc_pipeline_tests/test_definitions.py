"""The whole code location loads: every asset, job, sensor and schedule, with the environment
the daemon gives it (optional variables empty)."""

from __future__ import annotations

import importlib
from pathlib import Path

import dagster as dg
import pytest

ENV = {
    "DOCPROC_DATABASE_URL": "postgresql://postgres@127.0.0.1:5432/docproc",
    "DOCPROC_CONFIG": "",
    "GEMINI_API_KEY": "",
    "GEMINI_MODEL": "",
    "GEMINI_BASE_URL": "",
    "GEMINI_API_VERSION": "",
}


@pytest.fixture
def defs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dg.Definitions:
    for name, value in ENV.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("DOCPROC_DATA_DIR", str(tmp_path))
    import docproc_pipeline.definitions as module

    return importlib.reload(module).defs


def test_definitions_load_and_validate(defs: dg.Definitions) -> None:
    dg.Definitions.validate_loadable(defs)
    repo = defs.get_repository_def()
    repo.load_all_definitions()

    assets = {k.to_user_string() for k in repo.asset_graph.get_all_asset_keys()}
    assert {
        "document",
        "extraction",
        "validation",
        "invoice_files",
        "review_item",
        "invoices",
        "invoice_line_items",
        "metric_snapshots",
    } <= assets
    for key in repo.asset_graph.get_all_asset_keys():
        node = repo.asset_graph.get(key)
        assert node.description, f"{key} has no description"
        assert node.group_name and node.group_name != "default", f"{key} has no group"
        assert node.kinds, f"{key} has no kinds"

    sensors = {s.name: s for s in repo.sensor_defs}
    schedules = {s.name: s for s in repo.schedule_defs}
    assert {"document_job", "metric_snapshots_job", "sla_check_job"} <= {
        j.name for j in repo.get_all_jobs()
    }
    running = dg.DefaultSensorStatus.RUNNING
    for name in (
        "landing_sensor",
        "analytics_automation_sensor",
        "metric_snapshots_catchup_sensor",
    ):
        assert sensors[name].default_status == running, name
    assert isinstance(
        sensors["analytics_automation_sensor"], dg.AutomationConditionSensorDefinition
    )
    for name in ("metric_snapshots_schedule", "sla_check_schedule"):
        assert schedules[name].default_status == dg.DefaultScheduleStatus.RUNNING, name
    assert schedules["sla_check_schedule"].cron_schedule == "*/5 * * * *"

    snapshots = repo.asset_graph.get(dg.AssetKey("metric_snapshots"))
    assert isinstance(snapshots.partitions_def, dg.HourlyPartitionsDefinition)
    for key in ("invoices", "invoice_line_items"):
        node = repo.asset_graph.get(dg.AssetKey(key))
        assert node.partitions_def is None and node.automation_condition is not None
