"""Invariant 1 under kill -9: a dropped file becomes exactly one document, processed once."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
from pathlib import Path

import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline_tests.e2e.stack import DevStack, stack_pids, wait_for
from docproc_pipeline_tests.fixtures.build import write_text_pdfs

pytestmark = pytest.mark.e2e

CONFIG = """
processing:
  stable_seconds: 0.2
  lease_seconds: 8
  max_attempts: 5
"""


def _processing(database_url: str) -> int:
    with connect(database_url) as conn:
        return conn.execute(
            "SELECT count(*) AS n FROM documents WHERE status = 'processing'"
        ).fetchone()["n"]


def test_kill_run_worker_and_daemon_mid_batch_loses_and_doubles_nothing(
    tmp_path: Path, database_url: str
) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(CONFIG)
    data_dir = tmp_path / "data"
    files = write_text_pdfs(tmp_path / "invoices", 50)
    assert len(files) == 50

    first = DevStack(data_dir, database_url, config, api=False)
    first.start()
    try:
        for f in files:
            shutil.copyfile(f, first.landing / f.name)
        # Wait until a run holds documents, then kill its worker and the daemon, hard.
        wait_for(
            lambda: _processing(database_url) > 0,
            timeout=240,
            interval=0.05,
            what="a run processing",
        )
        # Run workers are spawned children of the code server; the daemon is `dagster-daemon`.
        home = data_dir / "dagster"
        workers = stack_pids(home, "multiprocessing.spawn") + stack_pids(home, "execute_run")
        daemons = stack_pids(home, "dagster-daemon")
        assert workers and daemons, (workers, daemons)
        for pid in set(workers + daemons):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        killed_mid_batch = _processing(database_url)
    finally:
        first.stop()

    second = DevStack(data_dir, database_url, config, api=False)
    second.start()
    try:
        status = wait_for(
            lambda: second.settled(50), timeout=300, interval=1, what="all 50 documents final"
        )
    finally:
        second.stop()

    assert killed_mid_batch > 0, "the kill did not land mid-batch; the test proved nothing"
    with connect(database_url) as conn:
        rows = conn.execute(
            "SELECT file_name, status, storage_path, attempts FROM documents"
        ).fetchall()
        n_cache = conn.execute("SELECT count(*) AS n FROM processed_documents").fetchone()["n"]
        n_review = conn.execute("SELECT count(*) AS n FROM review_items").fetchone()["n"]
    assert len(rows) == 50, status
    assert sorted(r["file_name"] for r in rows) == sorted(f.name for f in files)
    assert {r["status"] for r in rows} == {"completed"}, status
    assert n_cache == 50 and n_review == 50
    assert all((data_dir / r["storage_path"]).is_file() for r in rows)
    assert list((data_dir / "landing").iterdir()) == []
    assert any(r["attempts"] > 1 for r in rows), "no document was retried after the kill"
