"""The SLA check: a breached item is flagged within one check, through the domain function and
through the Dagster job the schedule runs."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import dagster as dg
import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline.defs.monitoring import sla_check_job, sla_check_schedule
from docproc_pipeline.defs.resources import docproc_resources
from docproc_pipeline.monitoring.sla import check_sla
from docproc_pipeline_tests.analytics.synthetic import seed_synthetic


def _set_due(database_url: str, document_id: str, due: datetime) -> None:
    with connect(database_url, autocommit=True) as conn:
        conn.execute(
            "UPDATE review_items SET sla_due_at = %s, created_at = %s WHERE document_id = %s",
            (due, due - timedelta(hours=24), document_id),
        )


def _item(database_url: str, document_id: str) -> dict:
    with connect(database_url) as conn:
        row = conn.execute(
            "SELECT sla_breached, sla_at_risk, priority FROM review_items WHERE document_id = %s",
            (document_id,),
        ).fetchone()
        audits = conn.execute(
            "SELECT count(*) AS n FROM audit_log WHERE document_id = %s AND action = 'sla_breached'",
            (document_id,),
        ).fetchone()
    assert row is not None and audits is not None
    return {**row, "audits": audits["n"]}


def test_breached_sla_is_flagged_within_one_check(database_url: str) -> None:
    seed_synthetic(database_url, 3)
    now = datetime.now(UTC)
    _set_due(database_url, "syn0000001", now - timedelta(minutes=1))  # past due
    _set_due(database_url, "syn0000002", now + timedelta(hours=2))  # 92 % of its window: at risk
    before = _item(database_url, "syn0000001")

    result = check_sla(database_url, now)
    assert result.newly_breached == 1
    assert result.breached_total == 1 and result.overdue_open == 1
    assert result.at_risk_open == 2
    assert [r["document_id"] for r in result.overdue_preview] == ["syn0000001"]
    item = _item(database_url, "syn0000001")
    assert item["sla_breached"] and item["sla_at_risk"] and item["audits"] == 1
    assert item["priority"] > before["priority"]  # SLA proximity is now 1
    assert _item(database_url, "syn0000002")["sla_at_risk"]
    assert not _item(database_url, "syn0000003")["sla_breached"]

    # The next check counts no breach twice.
    again = check_sla(database_url, now + timedelta(minutes=5))
    assert again.newly_breached == 0 and again.breached_total == 1
    assert _item(database_url, "syn0000001")["audits"] == 1


def test_sla_check_job_flags_and_reports_the_breach(database_url: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    seed_synthetic(database_url, 2)
    _set_due(database_url, "syn0000002", datetime.now(UTC) - timedelta(seconds=5))
    resources = docproc_resources(database_url=database_url, data_dir=str(tmp_path))
    with dg.instance_for_test() as instance:
        result = sla_check_job.execute_in_process(resources=resources, instance=instance)
    assert result.success
    [output] = [e for e in result.all_events if e.event_type_value == "STEP_OUTPUT"]
    metadata = output.event_specific_data.metadata  # type: ignore[union-attr]
    assert metadata["newly_breached"].value == 1
    assert metadata["breached_total"].value == 1
    assert "syn0000002" in metadata["overdue_items"].value
    assert _item(database_url, "syn0000002")["sla_breached"]


@pytest.mark.parametrize("attr", ["cron_schedule", "default_status"])
def test_sla_schedule_runs_every_five_minutes_by_default(attr: str) -> None:
    expected = {
        "cron_schedule": "*/5 * * * *",
        "default_status": dg.DefaultScheduleStatus.RUNNING,
    }[attr]
    assert getattr(sla_check_schedule, attr) == expected
