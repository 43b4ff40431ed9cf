"""What `docproc dev` runs and watches: Dagster's daemon and webserver, the review API, and the
PostgreSQL server they share.

A child that exits ends `docproc dev` (with the name of its log): starting it again is the
user's call. The database is different: when the embedded server stops (killed, shut down),
`docproc dev` starts it again and says so; Dagster's processes and the API reconnect on their
own. A configured server (`DOCPROC_DATABASE_URL`) is not ours to start: an outage is reported,
and its end.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from docproc_pipeline.db.connection import DatabaseUnavailable, unreachable_reason
from docproc_pipeline.embedded_pg import EmbeddedPostgres

Say = Callable[[str], None]
# How often the supervisor looks at its children and the embedded server (cheap: a PID check),
# and how often it asks a configured server for a connection.
WATCH_INTERVAL_SECONDS = 0.5
REMOTE_CHECK_SECONDS = 5.0
# How long a restarted embedded server may take (crash recovery replays the WAL).
RESTART_TIMEOUT_SECONDS = 120.0


@dataclass(frozen=True, slots=True)
class Child:
    name: str  # its log is logs/<name>.log
    program: str
    process: subprocess.Popen[bytes]


class Children:
    """Processes started in their own process group each, with their output in `logs/`."""

    def __init__(self, env: dict[str, str], cwd: Path, logs: Path) -> None:
        self.env, self.cwd, self.logs = env, cwd, logs
        self.started: list[Child] = []

    def start(self, name: str, cmd: list[str]) -> None:
        log = open(self.logs / f"{name}.log", "ab")  # noqa: SIM115 - owned by the child
        process = subprocess.Popen(
            cmd,
            env=self.env,
            cwd=self.cwd,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self.started.append(Child(name, Path(cmd[0]).name, process))

    def exited(self) -> Child | None:
        return next((c for c in self.started if c.process.poll() is not None), None)

    def stop(self, timeout: float = 20.0) -> None:
        """SIGTERM to each group, wait, then SIGKILL whatever is left in the groups: what a
        child started and left behind (Dagster's code servers, run workers) goes with it."""
        for c in self.started:
            if c.process.poll() is None:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(c.process.pid, signal.SIGTERM)
        deadline = time.monotonic() + timeout
        for c in self.started:
            try:
                c.process.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                c.process.kill()
                c.process.wait()
        for c in self.started:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(c.process.pid, signal.SIGKILL)


class DatabaseWatch:
    """Restarts the embedded server when its postmaster is gone; reports a configured server
    that stops answering. `check()` returns a problem that should end `docproc dev`, or None."""

    def __init__(self, url: str, embedded: EmbeddedPostgres | None, say: Say) -> None:
        self.url, self.embedded, self.say = url, embedded, say
        self._next_remote_check = 0.0
        self._down_since: float | None = None

    def check(self) -> str | None:
        if self.embedded is not None:
            return self._check_embedded(self.embedded)
        self._check_remote()
        return None

    def _check_embedded(self, embedded: EmbeddedPostgres) -> str | None:
        if embedded.running_pid() is not None:
            return None
        began = time.monotonic()
        self.say(f"the embedded PostgreSQL server under {embedded.pgdata} stopped; restarting it")
        try:
            embedded.start(timeout=RESTART_TIMEOUT_SECONDS)
        except DatabaseUnavailable as e:
            return f"{e}; stop docproc dev, read that log, and start docproc dev again"
        embedded.adopt()
        self.say(
            f"embedded PostgreSQL is back after {time.monotonic() - began:.1f} s; "
            "Dagster and the review API reconnect on their own"
        )
        return None

    def _check_remote(self) -> None:
        now = time.monotonic()
        if now < self._next_remote_check:
            return
        self._next_remote_check = now + REMOTE_CHECK_SECONDS
        reason = unreachable_reason(self.url)
        if reason is not None and self._down_since is None:
            self._down_since = now
            self.say(
                f"the database does not answer ({reason}); Dagster and the review API retry "
                "and reconnect when it is back. If it stays down, start PostgreSQL "
                "(DOCPROC_DATABASE_URL)"
            )
        elif reason is None and self._down_since is not None:
            self.say(f"the database answers again after {now - self._down_since:.0f} s")
            self._down_since = None


class StopFlag:
    """Set by SIGTERM / SIGINT (Ctrl-C); the supervisor loop then ends."""

    def __init__(self) -> None:
        self.set = False
        signal.signal(signal.SIGTERM, self._on_signal)
        signal.signal(signal.SIGINT, self._on_signal)

    def _on_signal(self, _signum: int, _frame: object) -> None:
        self.set = True


def supervise(children: Children, database: DatabaseWatch, stop: StopFlag, err: Say) -> bool:
    """Watch until asked to stop (returns True) or until a child exits or the database cannot
    be brought back (reports it through `err`, returns False)."""
    while not stop.set:
        child = children.exited()
        if child is not None:
            log = children.logs / f"{child.name}.log"
            err(
                f"{child.program} exited with {child.process.returncode}; see {log}. "
                "Start docproc dev again: finished work is kept, unfinished work resumes"
            )
            return False
        problem = database.check()
        if problem is not None:
            err(problem)
            return False
        time.sleep(WATCH_INTERVAL_SECONDS)
    return True
