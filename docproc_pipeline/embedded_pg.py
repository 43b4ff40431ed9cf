"""An embedded PostgreSQL server (the `pgserver` package) for machines without one.

Used by `docproc dev` when `DOCPROC_DATABASE_URL` is unset. The server's files live under the
data directory (`<data>/pg`); it listens on a Unix socket inside that folder only (no TCP). As
root, pgserver runs PostgreSQL as an OS user `pgserver` and makes the parent folders of the data
directory world-readable/executable, so do not put the data directory under a private folder.

pgserver initialises the data folder and launches the server; this module decides whether a
server is running. A postmaster killed with `kill -9` leaves its `postmaster.pid`, its socket
lock file and, for a moment, a zombie process and orphaned backends behind; pgserver takes such
a zombie for a live server and hands out a URL nobody answers. So "running" here means: the PID
in `postmaster.pid` is a live process (not a zombie) whose working directory is this data folder,
and the server accepts a connection. Anything else is cleared away and the server launched again,
within a deadline.
"""

from __future__ import annotations

import atexit
import contextlib
import signal
import subprocess
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import psutil
import psycopg

from docproc_pipeline.db.connection import DatabaseUnavailable
from docproc_pipeline.errors import ConfigError

# Unix socket paths are limited to ~107 bytes; the socket sits inside the data folder.
_MAX_SOCKET_DIR = 80
# Backends outlive a killed postmaster until they notice; they hold its shared memory, and a new
# postmaster refuses to start beside them. Wait this long for them, then end them.
_ORPHAN_GRACE_SECONDS = 3.0
_POLL_SECONDS = 0.2


@dataclass(frozen=True, slots=True)
class PidFile:
    """What `postmaster.pid` says: the postmaster's PID, where its socket is, its state."""

    pid: int
    socket_dir: Path | None
    port: int
    status: str

    @classmethod
    def read(cls, pgdata: Path) -> PidFile | None:
        """The file's content, or None if it is missing or not fully written yet."""
        try:
            lines = (pgdata / "postmaster.pid").read_text().splitlines()
            return cls(
                pid=int(lines[0]),
                socket_dir=Path(lines[4].strip()) if lines[4].strip() else None,
                port=int(lines[3]),
                status=lines[7].strip() if len(lines) > 7 else "",
            )
        except (OSError, IndexError, ValueError):
            return None


def _postgres_processes_of(pgdata: Path) -> list[psutil.Process]:
    """Live (non-zombie) PostgreSQL processes whose working directory is `pgdata`: the
    postmaster and its backends all run there."""
    found = []
    for proc in psutil.process_iter(["name"]):
        if proc.info["name"] != "postgres":
            continue
        with contextlib.suppress(psutil.Error):
            if proc.status() != psutil.STATUS_ZOMBIE and Path(proc.cwd()) == pgdata:
                found.append(proc)
    return found


class EmbeddedPostgres:
    def __init__(self, pgdata: Path, *, say: Callable[[str], None] | None = None) -> None:
        # resolved: compared with the working directory of PostgreSQL's processes
        self.pgdata = Path(pgdata).resolve()
        self._say = say or (lambda _message: None)
        self._socket_dir: Path | None = None
        self._port = 5432
        self._owned = False

    # ------------------------------------------------------------------------------ state
    def running_pid(self) -> int | None:
        """The PID of this folder's live postmaster, or None (no server, a zombie, a PID that
        now belongs to another process)."""
        info = PidFile.read(self.pgdata)
        if info is None:
            return None
        try:
            proc = psutil.Process(info.pid)
            if proc.status() == psutil.STATUS_ZOMBIE:
                return None
            if Path(proc.cwd()) != self.pgdata:
                return None
        except psutil.NoSuchProcess:
            return None
        except psutil.AccessDenied:  # another user's process: not ours, or not readable
            return None
        self._socket_dir, self._port = info.socket_dir or self.pgdata, info.port
        return info.pid

    def answers(self) -> bool:
        """True when the server accepts a connection and a query now."""
        try:
            with psycopg.connect(self.url("postgres"), connect_timeout=3) as conn:
                conn.execute("SELECT 1")
            return True
        except psycopg.Error:
            return False

    # ------------------------------------------------------------------------------ start
    def start(self, timeout: float = 120.0) -> bool:
        """Initialise (first time) and start the server, or attach to one already running;
        returns True if this call launched it. Waits while a server starts up or recovers from
        a crash; raises `DatabaseUnavailable` after `timeout` seconds."""
        if len(str(self.pgdata)) > _MAX_SOCKET_DIR:
            raise ConfigError(
                f"embedded PostgreSQL data folder path is too long for a Unix socket "
                f"({len(str(self.pgdata))} > {_MAX_SOCKET_DIR} characters): {self.pgdata}; "
                "use a shorter DOCPROC_DATA_DIR or set DOCPROC_DATABASE_URL"
            )
        self.pgdata.mkdir(parents=True, exist_ok=True)
        deadline = time.monotonic() + timeout
        launched, problem = False, "it did not start"
        while True:
            if self.running_pid() is None and self._clear_leftovers(deadline):
                try:
                    self._launch()
                    launched = True
                except (subprocess.SubprocessError, AssertionError, OSError) as e:
                    problem = f"pg_ctl start failed ({type(e).__name__})"
            elif self.answers():
                self._owned = self._owned or launched
                return launched
            else:
                problem = "it runs but does not accept connections yet"
            if time.monotonic() > deadline:
                raise DatabaseUnavailable(
                    f"cannot connect to the database: the embedded PostgreSQL under "
                    f"{self.pgdata} is not available after {timeout:.0f} s ({problem}); "
                    f"see {self.pgdata / 'log'}"
                )
            time.sleep(_POLL_SECONDS)

    def adopt(self) -> None:
        """Make `stop()` stop the server even if another process launched it (`docproc dev`
        owns the server it runs on, also one left behind by a killed `docproc dev`)."""
        self._owned = True

    def _clear_leftovers(self, deadline: float) -> bool:
        """What a dead postmaster leaves: orphaned backends (waited for, then ended) and lock
        files naming a PID that is not a live postmaster of this folder. False when a server
        came up meanwhile (another process launched it): nothing to clear, nothing to launch."""
        grace_end = min(deadline, time.monotonic() + _ORPHAN_GRACE_SECONDS)
        while (orphans := _postgres_processes_of(self.pgdata)) and time.monotonic() < grace_end:
            if self.running_pid() is not None:
                return False
            time.sleep(_POLL_SECONDS)
        if orphans:
            self._say(f"ending {len(orphans)} leftover PostgreSQL processes of {self.pgdata}")
            for proc in orphans:
                with contextlib.suppress(psutil.Error):
                    proc.kill()
            psutil.wait_procs(orphans, timeout=5)
        # PostgreSQL clears a lock file whose PID is gone, not one whose PID is a zombie or was
        # reused by another process; those are ours to remove, the server being down.
        if self.running_pid() is not None:
            return False
        for name in ("postmaster.pid", ".s.PGSQL.5432.lock"):
            with contextlib.suppress(FileNotFoundError):
                (self.pgdata / name).unlink()
        return True

    def _launch(self) -> None:
        with warnings.catch_warnings():
            # platformdirs warns when XDG_RUNTIME_DIR is unset (root shells); pgserver's lock
            # file then lives under /tmp, which is fine.
            warnings.simplefilter("ignore")
            import pgserver
            from pgserver.postgres_server import PostgresServer

        # pgserver caches one handle per folder, also a handle of a server that died since.
        PostgresServer._instances.pop(self.pgdata, None)
        server = pgserver.get_server(self.pgdata, cleanup_mode=None)
        # We stop the server ourselves (`stop`); pgserver's exit hook would only bookkeep.
        atexit.unregister(server._cleanup)

    # ------------------------------------------------------------------------------- use
    def url(self, database: str = "postgres") -> str:
        """A libpq URL for `database` over the server's Unix socket."""
        socket_dir = self._socket_dir or self.pgdata
        return f"postgresql://postgres:@/{database}?host={socket_dir}&port={self._port}"

    def ensure_database(self, name: str) -> str:
        """Create database `name` if missing; returns its URL."""
        with psycopg.connect(self.url("postgres"), autocommit=True) as conn:
            row = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone()
            if row is None:
                conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    # ------------------------------------------------------------------------------ stop
    def stop(self, timeout: float = 60.0) -> None:
        """Fast shutdown (SIGINT: open transactions roll back) if this handle launched or
        adopted the server; a server someone else runs is left alone."""
        if not self._owned:
            return
        self._owned = False
        pid = self.running_pid()
        if pid is None:
            return
        proc = psutil.Process(pid)
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout)
        except psutil.TimeoutExpired:
            proc.send_signal(signal.SIGQUIT)  # immediate shutdown; crash recovery at next start
            proc.wait(10)
