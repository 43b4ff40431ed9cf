"""Start and stop a real `docproc dev` (Dagster webserver + daemon + review API) for a test,
on a database of the test server or on its own embedded PostgreSQL (`database_url=None`), and
find the processes of a stack (to kill them)."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import psycopg

REPO = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for(
    predicate: Callable[[], Any], *, timeout: float, interval: float = 0.5, what: str = ""
) -> Any:
    """Poll `predicate` until it returns something truthy; fail after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    last: Any = None
    while time.monotonic() < deadline:
        last = predicate()
        if last:
            return last
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout:.0f}s waiting for {what}; last value: {last!r}")


class DevStack:
    def __init__(
        self,
        data_dir: Path,
        database_url: str | None,
        config_path: Path,
        *,
        api: bool = True,
        extra_env: dict[str, str] | None = None,
    ) -> None:
        self.data_dir = data_dir
        # None: `docproc dev` starts an embedded server under <data>/pg (keep data_dir short)
        self.embedded = database_url is None
        self.database_url = database_url or (
            f"postgresql://postgres:@/docproc?host={data_dir / 'pg'}&port=5432"
        )
        self.config_path = config_path
        self.port = free_port()
        self.api_port = free_port()
        self.api = api
        self.proc: subprocess.Popen[bytes] | None = None
        self.env = dict(os.environ)
        self.env.update(DOCPROC_DATA_DIR=str(data_dir), DOCPROC_CONFIG=str(config_path))
        if database_url is None:
            self.env.pop("DOCPROC_DATABASE_URL", None)
        else:
            self.env["DOCPROC_DATABASE_URL"] = database_url
        for name in ("GEMINI_API_KEY", "GEMINI_MODEL", "GEMINI_BASE_URL", "GEMINI_API_VERSION"):
            self.env[name] = ""
        self.env.update(extra_env or {})

    @property
    def landing(self) -> Path:
        return self.data_dir / "landing"

    def start(self) -> None:
        cmd = [
            str(BIN / "docproc"),
            "dev",
            "--port",
            str(self.port),
            "--api-port",
            str(self.api_port),
        ]
        if not self.api:
            cmd.append("--no-api")
        self.data_dir.mkdir(parents=True, exist_ok=True)
        log = open(self.data_dir / "dev-stdout.log", "ab")  # noqa: SIM115 - owned by the child
        self.proc = subprocess.Popen(
            cmd, cwd=REPO, env=self.env, stdout=log, stderr=subprocess.STDOUT
        )
        wait_for(self._ui_up, timeout=120, what="the Dagster UI")

    def _ui_up(self) -> bool:
        if self.proc is not None and self.proc.poll() is not None:
            raise AssertionError(f"docproc dev exited with {self.proc.returncode}: {self.logs()}")
        try:
            with urllib.request.urlopen(
                f"http://127.0.0.1:{self.port}/server_info", timeout=2
            ) as r:
                return r.status == 200
        except OSError:
            return False

    def logs(self) -> str:
        out = []
        for f in sorted((self.data_dir / "logs").glob("*.log")) + [
            self.data_dir / "dev-stdout.log"
        ]:
            if f.exists():
                out.append(f"--- {f.name}\n" + f.read_text(errors="replace")[-4000:])
        return "\n".join(out)

    def stop(self, timeout: float = 60) -> int | None:
        if self.proc is None:
            return None
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        return self.proc.returncode

    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def output(self) -> str:
        """What `docproc dev` printed (all its starts)."""
        path = self.data_dir / "dev-stdout.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def status(self) -> dict[str, Any]:
        if self.embedded:
            # Read it directly: `docproc status` would start an embedded server that is down,
            # and bringing it back is `docproc dev`'s job here.
            return _status_from_database(self.database_url)
        out = subprocess.run(
            [str(BIN / "docproc"), "status", "--json", "--failures", "100"],
            cwd=REPO,
            env=self.env,
            capture_output=True,
            timeout=60,
            check=True,
        )
        return json.loads(out.stdout)

    def runs_active(self) -> int:
        """Dagster runs not yet finished (Dagster's storage shares the database)."""
        return runs_active(self.database_url)

    def settled(self, expected: int) -> dict[str, Any] | None:
        """The status once `expected` documents exist, none is queued or processing, and no
        Dagster run is still writing its events (None meanwhile, also while the database is
        down)."""
        try:
            s = self.status()
            d = s["documents"]
            done = sum(d.values()) >= expected and d["queued"] == 0 and d["processing"] == 0
            return s if done and self.runs_active() == 0 else None
        except psycopg.OperationalError:
            return None


def _status_from_database(database_url: str) -> dict[str, Any]:
    from docproc_pipeline.db import documents as docs_db
    from docproc_pipeline.db.connection import connect

    with connect(database_url) as conn:
        report: dict[str, Any] = docs_db.status_counts(conn)
        report["recent_failures"] = docs_db.recent_failures(conn, limit=100)
    return report


def stack_pids(dagster_home: Path, needle: str) -> list[int]:
    """Processes of one stack (by their DAGSTER_HOME) whose command line has `needle`."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            environ = (entry / "environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if needle in cmdline and f"DAGSTER_HOME={dagster_home}".encode() in environ:
            found.append(int(entry.name))
    return found


def runs_active(database_url: str) -> int:
    with psycopg.connect(database_url) as conn:
        exists = conn.execute("SELECT to_regclass('public.runs')").fetchone()
        if not exists or exists[0] is None:
            return 0
        row = conn.execute(
            "SELECT count(*) FROM runs WHERE status IN"
            " ('QUEUED', 'NOT_STARTED', 'STARTING', 'STARTED', 'CANCELING')"
        ).fetchone()
    return int(row[0]) if row else 0
