"""The embedded PostgreSQL comes back after what kills it: kill -9 of the postmaster (a zombie
and a stale postmaster.pid left behind, backends orphaned), a fast shutdown, a postmaster.pid
naming a PID another process now has. Each test runs its own server under a short /tmp path."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import threading
import uuid
from collections.abc import Iterator
from pathlib import Path

import psutil
import psycopg
import pytest

from docproc_pipeline.db.connection import DatabaseUnavailable, wait_for_database
from docproc_pipeline.embedded_pg import EmbeddedPostgres, PidFile
from docproc_pipeline_tests.e2e.stack import wait_for


@pytest.fixture(scope="module")
def pgdata() -> Iterator[Path]:
    """One data folder for the module (initdb costs seconds); each test starts from a running
    server, and nothing of the folder's server may outlive the module."""
    folder = Path("/tmp") / f"dpe{uuid.uuid4().hex[:8]}"
    pg = EmbeddedPostgres(folder / "pg")
    assert pg.start(timeout=60) is True
    with psycopg.connect(pg.url(), autocommit=True) as conn:
        conn.execute("CREATE TABLE kept (n int)")
        conn.execute("INSERT INTO kept VALUES (42)")
    yield pg.pgdata
    pg.adopt()
    pg.stop()
    for proc in psutil.process_iter():
        with contextlib.suppress(psutil.Error):
            assert Path(proc.cwd()) != pg.pgdata or proc.status() == psutil.STATUS_ZOMBIE
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def said() -> list[str]:
    """What the server handle reported (`say`)."""
    return []


@pytest.fixture
def server(pgdata: Path, said: list[str]) -> EmbeddedPostgres:
    pg = EmbeddedPostgres(pgdata, say=said.append)
    pg.start(timeout=60)
    return pg


def _kept(pg: EmbeddedPostgres) -> int:
    with psycopg.connect(pg.url()) as conn:
        row = conn.execute("SELECT n FROM kept").fetchone()
    assert row is not None
    return int(row[0])


def _dead(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


def _postmaster(pg: EmbeddedPostgres) -> int:
    pid = pg.running_pid()
    assert pid is not None
    return pid


def test_after_kill_9_the_server_is_down_at_once_and_starts_again(
    server: EmbeddedPostgres,
) -> None:
    pid = _postmaster(server)
    os.kill(pid, signal.SIGKILL)
    wait_for(lambda: _dead(pid), timeout=10, interval=0.01, what="the postmaster's death")
    # A zombie for a moment, its postmaster.pid still there: not a running server.
    assert (server.pgdata / "postmaster.pid").exists()
    assert server.running_pid() is None
    assert server.start(timeout=60) is True
    assert server.answers() and _kept(server) == 42


def test_orphaned_backends_of_a_killed_postmaster_are_ended(
    server: EmbeddedPostgres, said: list[str]
) -> None:
    # A backend deep in a query does not notice its postmaster's death; it keeps the old
    # shared memory attached, and a new postmaster will not start beside it.
    def busy() -> None:
        with (
            pytest.raises(psycopg.OperationalError),
            psycopg.connect(server.url()) as conn,
        ):
            conn.execute("SELECT count(*) FROM generate_series(1, 10000000000)")

    worker = threading.Thread(target=busy)
    worker.start()

    def backend_busy() -> bool:
        with psycopg.connect(server.url()) as conn:
            row = conn.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE query LIKE '%generate_series%'"
                " AND state = 'active' AND pid <> pg_backend_pid()"
            ).fetchone()
        return bool(row and row[0])

    wait_for(backend_busy, timeout=30, interval=0.05, what="the busy backend")
    os.kill(_postmaster(server), signal.SIGKILL)
    assert server.start(timeout=60) is True
    worker.join(timeout=30)
    assert any("leftover PostgreSQL processes" in s for s in said), said
    assert _kept(server) == 42


def test_after_a_fast_shutdown_the_server_starts_again(server: EmbeddedPostgres) -> None:
    proc = psutil.Process(_postmaster(server))
    proc.send_signal(signal.SIGINT)
    proc.wait(30)
    assert server.running_pid() is None
    assert server.start(timeout=60) is True
    assert _kept(server) == 42


def test_a_postmaster_pid_naming_another_live_process_is_not_a_server(
    server: EmbeddedPostgres,
) -> None:
    proc = psutil.Process(_postmaster(server))
    proc.send_signal(signal.SIGINT)
    proc.wait(30)
    stranger = subprocess.Popen(["sleep", "60"])
    try:
        lines = ["" for _ in range(8)]
        lines[0], lines[3], lines[4] = str(stranger.pid), "5432", str(server.pgdata)
        (server.pgdata / "postmaster.pid").write_text("\n".join(lines) + "\n")
        info = PidFile.read(server.pgdata)
        assert info is not None and info.pid == stranger.pid
        assert server.running_pid() is None
        assert server.start(timeout=60) is True
        assert _kept(server) == 42
        assert stranger.poll() is None, "a process that merely had the PID was harmed"
    finally:
        stranger.kill()
        stranger.wait()


def test_attach_to_a_running_server_and_leave_it_running(server: EmbeddedPostgres) -> None:
    other = EmbeddedPostgres(server.pgdata)
    assert other.start(timeout=10) is False  # attached, not launched
    other.stop()
    assert server.running_pid() is not None and server.answers()


def test_waiting_for_an_absent_database_ends_with_a_clear_error(tmp_path: Path) -> None:
    seen: list[str] = []
    url = f"postgresql://postgres@/none?host={tmp_path}&port=1"
    with pytest.raises(DatabaseUnavailable, match="cannot connect to the database after 1 s"):
        wait_for_database(url, 1.0, seen.append)
    assert len(seen) == 1 and seen[0]
