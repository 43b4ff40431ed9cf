"""When a document run counts as dead: the rule alone, no database and no Dagster."""

from __future__ import annotations

from docproc_pipeline.db.run_leases import RunLease
from docproc_pipeline.processing.reconcile import ActiveRun, why_dead
from docproc_pipeline.settings import ProcessingConfig

LEASE = 300.0
START = 600.0
CFG = ProcessingConfig(lease_seconds=LEASE, run_start_timeout_seconds=START)


def run(age: float, *, started: bool = True) -> ActiveRun:
    return ActiveRun(run_id="r", batch_key="b", started=started, age_seconds=age)


def test_a_started_run_without_a_lease_is_alive_until_the_lease_time_after_its_start() -> None:
    assert why_dead(run(LEASE - 1), None, CFG) is None
    reason = why_dead(run(LEASE + 1), None, CFG)
    assert reason is not None and "never took its lease" in reason


def test_a_run_not_started_is_given_the_start_timeout() -> None:
    """Queued or launching: spawning a run worker may take long on a busy machine."""
    assert why_dead(run(START - 1, started=False), None, CFG) is None
    reason = why_dead(run(START + 1, started=False), None, CFG)
    assert reason is not None and "not started" in reason


def test_a_fresh_heartbeat_keeps_an_old_run_alive() -> None:
    fresh = RunLease("r", seconds_since_heartbeat=10.0, revoked=False)
    assert why_dead(run(10 * LEASE), fresh, CFG) is None


def test_a_stale_heartbeat_or_a_revoked_lease_means_dead() -> None:
    stale = RunLease("r", seconds_since_heartbeat=LEASE + 1, revoked=False)
    assert "no heartbeat for 301 s" in (why_dead(run(1.0), stale, CFG) or "")
    revoked = RunLease("r", seconds_since_heartbeat=None, revoked=True)
    assert why_dead(run(1.0), revoked, CFG) == "its lease was revoked"
