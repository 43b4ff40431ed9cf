"""PostgreSQL restarts under a running `docproc dev` on its embedded server: a fast shutdown and
a kill -9 of the postmaster, while idle and while a batch runs. `docproc dev` notices, starts the
server again and says so; Dagster and the review API reconnect; the batch is finished."""

from __future__ import annotations

import os
import signal
import urllib.error
import urllib.request
from pathlib import Path

import psutil
import psycopg
import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline.embedded_pg import EmbeddedPostgres, PidFile
from docproc_pipeline_tests.e2e.conftest import TEST_CONFIG
from docproc_pipeline_tests.e2e.stack import DevStack, wait_for
from docproc_pipeline_tests.e2e.test_pipeline_e2e import drop
from docproc_pipeline_tests.fixtures.build import write_text_pdfs

pytestmark = pytest.mark.e2e

BACK = "embedded PostgreSQL is back"
FAST, KILL = signal.SIGINT, signal.SIGKILL  # PostgreSQL's fast shutdown; a crash


def stop_postmaster(stack: DevStack, how: signal.Signals) -> int:
    """Signal the stack's postmaster and wait until it is gone; returns its PID."""
    info = PidFile.read(stack.data_dir / "pg")
    assert info is not None, "no postmaster.pid: the embedded server is not running"
    os.kill(info.pid, how)

    def gone() -> bool:
        try:
            return psutil.Process(info.pid).status() == psutil.STATUS_ZOMBIE
        except psutil.NoSuchProcess:
            return True

    wait_for(gone, timeout=60, interval=0.05, what=f"postmaster {info.pid} to stop")
    return info.pid


def api_health(stack: DevStack) -> int:
    """The review API's /api/health status code (0: no answer at all). While the database is
    down the API waits for a connection up to its pool timeout (10 s), then says 503."""
    url = f"http://127.0.0.1:{stack.api_port}/api/health"
    try:
        with urllib.request.urlopen(url, timeout=20) as r:
            return int(r.status)
    except urllib.error.HTTPError as e:
        return e.code
    except OSError:
        return 0


def processing(stack: DevStack) -> int:
    try:
        with connect(stack.database_url) as conn:
            row = conn.execute(
                "SELECT count(*) AS n FROM documents WHERE status = 'processing'"
            ).fetchone()
        return int(row["n"]) if row else 0
    except psycopg.OperationalError:
        return 0


def stop_and_see_it_back(stack: DevStack, how: signal.Signals) -> None:
    """Stop the postmaster; `docproc dev` (still running) must say the server is back."""
    before = stack.output().count(BACK)
    stop_postmaster(stack, how)

    def back() -> bool:
        assert stack.running(), stack.output()
        return stack.output().count(BACK) > before

    wait_for(back, timeout=120, what="docproc dev to bring the server back")


def test_dev_restarts_postgres_idle_and_mid_batch_and_finishes_the_batch(
    short_data_dir: Path, tmp_path: Path
) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(TEST_CONFIG)
    files = write_text_pdfs(tmp_path / "invoices", 12)
    stack = DevStack(short_data_dir, None, config)
    stack.start()
    try:
        wait_for(lambda: api_health(stack) == 200, timeout=60, what="the API")
        for how in (FAST, KILL):  # idle
            stop_and_see_it_back(stack, how)
            wait_for(lambda: api_health(stack) == 200, timeout=60, what="the API again")
        for how, batch in ((KILL, files[:6]), (FAST, files[6:])):  # while a batch runs
            for f in batch:
                drop(f, stack.landing)
            wait_for(lambda: processing(stack) > 0, timeout=240, interval=0.05, what="a batch")
            stop_and_see_it_back(stack, how)
        status = wait_for(
            lambda: stack.settled(len(files)), timeout=420, interval=1, what="all documents final"
        )
        assert api_health(stack) == 200
        assert stack.running(), stack.output()
        assert stack.output().count("stopped; restarting it") == 4
        with connect(stack.database_url) as conn:
            rows = conn.execute("SELECT * FROM documents").fetchall()
    finally:
        code = stack.stop()
    assert code == 0, stack.logs()
    assert status["documents"]["completed"] == len(files), (status, stack.logs())
    assert status["review"]["pending"] == len(files)
    assert sorted(r["file_name"] for r in rows) == sorted(f.name for f in files)
    assert any(r["attempts"] > 1 for r in rows), "no document was taken over after a restart"
    for row in rows:
        assert (stack.data_dir / row["json_path"]).is_file()
        assert (stack.data_dir / row["parquet_path"]).is_file()


def test_dev_on_a_configured_server_reports_its_outage_and_reconnects(
    short_data_dir: Path, tmp_path: Path
) -> None:
    # A configured server (DOCPROC_DATABASE_URL) that is not ours to restart: an embedded one
    # of the test's own, never the machine's.
    server = EmbeddedPostgres(short_data_dir.parent / "ext")
    server.start(timeout=60)
    config = tmp_path / "config.yaml"
    config.write_text(TEST_CONFIG)
    files = write_text_pdfs(tmp_path / "invoices", 3)
    stack = DevStack(short_data_dir, server.ensure_database("docproc"), config)
    stack.start()
    try:
        wait_for(lambda: api_health(stack) == 200, timeout=60, what="the API")
        postmaster = psutil.Process(server.running_pid() or 0)
        postmaster.send_signal(FAST)
        postmaster.wait(60)
        wait_for(lambda: "the database does not answer" in stack.output(), timeout=60, what="it")
        wait_for(lambda: api_health(stack) == 503, timeout=60, what="the API's 503")
        server.start(timeout=60)
        wait_for(lambda: "answers again" in stack.output(), timeout=60, what="dev to see it back")
        wait_for(lambda: api_health(stack) == 200, timeout=60, what="the API again")
        for f in files:
            drop(f, stack.landing)
        status = wait_for(
            lambda: stack.settled(len(files)), timeout=300, interval=1, what="documents final"
        )
        assert status["documents"]["completed"] == len(files), (status, stack.logs())
        assert stack.running(), stack.output()
    finally:
        code = stack.stop()
        server.adopt()
        server.stop()
    assert code == 0, stack.logs()
