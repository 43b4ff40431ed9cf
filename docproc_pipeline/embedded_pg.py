"""An embedded PostgreSQL server (the `pgserver` package) for machines without one.

Used by `docproc dev` when `DOCPROC_DATABASE_URL` is unset. The server's files live under the
data directory (`<data>/pg`); it listens on a Unix socket inside that folder only (no TCP). As
root, pgserver runs PostgreSQL as an OS user `pgserver` and makes the parent folders of the data
directory world-readable/executable, so do not put the data directory under a private folder.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import psycopg

from docproc_pipeline.errors import ConfigError

# Unix socket paths are limited to ~107 bytes; the socket sits inside the data folder.
_MAX_SOCKET_DIR = 80


class EmbeddedPostgres:
    def __init__(self, pgdata: Path) -> None:
        self.pgdata = Path(pgdata).absolute()
        self._server: Any = None

    def start(self) -> None:
        """Initialise (first time) and start the server, or attach to one already running."""
        if len(str(self.pgdata)) > _MAX_SOCKET_DIR:
            raise ConfigError(
                f"embedded PostgreSQL data folder path is too long for a Unix socket "
                f"({len(str(self.pgdata))} > {_MAX_SOCKET_DIR} characters): {self.pgdata}; "
                "use a shorter DOCPROC_DATA_DIR or set DOCPROC_DATABASE_URL"
            )
        import warnings

        with warnings.catch_warnings():
            # platformdirs warns when XDG_RUNTIME_DIR is unset (root shells); pgserver's lock
            # file then lives under /tmp, which is fine.
            warnings.simplefilter("ignore")
            import pgserver

        self.pgdata.mkdir(parents=True, exist_ok=True)
        self._server = pgserver.get_server(self.pgdata, cleanup_mode="stop")

    def url(self, database: str = "postgres") -> str:
        """A libpq URL for `database` over the server's Unix socket."""
        if self._server is None:
            raise RuntimeError("embedded PostgreSQL is not started")
        return str(self._server.get_uri(database))

    def ensure_database(self, name: str) -> str:
        """Create database `name` if missing; returns its URL."""
        with psycopg.connect(self.url("postgres"), autocommit=True) as conn:
            row = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone()
            if row is None:
                conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def stop(self) -> None:
        if self._server is not None:
            self._server.cleanup()
            self._server = None
