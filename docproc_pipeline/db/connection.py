"""Database URLs and connections.

One URL (`DOCPROC_DATABASE_URL`) serves both worlds: our code talks to PostgreSQL through
psycopg 3, Dagster's storage through SQLAlchemy + psycopg2. SQLAlchemy 2.1 reads a bare
`postgresql://` as psycopg 3, which dagster-postgres does not bring, so Dagster always gets an
explicit `postgresql+psycopg2://` URL.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg.rows import dict_row

from docproc_pipeline.errors import TransientError

SCHEMA = "docproc"
# How often `wait_for_database` tries again.
_RECONNECT_INTERVAL_SECONDS = 0.5

_DRIVER_SUFFIX = re.compile(r"^(postgres(?:ql)?)\+[a-z0-9_]+://")


def libpq_url(url: str) -> str:
    """The URL as libpq/psycopg 3 wants it (no `+driver` part)."""
    url = _DRIVER_SUFFIX.sub(r"postgresql://", url)
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://") :]
    return url


def sqlalchemy_psycopg2_url(url: str) -> str:
    """The URL as Dagster's storage (SQLAlchemy + psycopg2) wants it."""
    return "postgresql+psycopg2://" + libpq_url(url)[len("postgresql://") :]


def connect(url: str, *, autocommit: bool = False) -> psycopg.Connection[Any]:
    """A psycopg 3 connection with dict rows and `search_path` set to our schema."""
    return psycopg.connect(
        libpq_url(url),
        autocommit=autocommit,
        row_factory=dict_row,
        options=f"-c search_path={SCHEMA},public",
        connect_timeout=10,
    )


@contextmanager
def transaction(url: str) -> Iterator[psycopg.Connection[Any]]:
    """A connection whose work commits on success and rolls back on error, then closes."""
    conn = connect(url)
    try:
        with conn.transaction():
            yield conn
    finally:
        conn.close()


class DatabaseUnavailable(TransientError):
    """The database did not answer within the time allowed."""


def unreachable_reason(url: str) -> str | None:
    """None when the database at `url` accepts a connection and a query now, else why not
    (the first line of the driver's message)."""
    try:
        with psycopg.connect(libpq_url(url), connect_timeout=5) as conn:
            conn.execute("SELECT 1")
        return None
    except psycopg.Error as e:
        text = str(e).strip()
        return text.splitlines()[0] if text else type(e).__name__


def wait_for_database(
    url: str, timeout: float, on_wait: Callable[[str], None] | None = None
) -> None:
    """Return once the database at `url` answers; `on_wait(reason)` is called once if it does
    not at first. Raises `DatabaseUnavailable` after `timeout` seconds (a server restarting or
    recovering from a crash answers within seconds)."""
    deadline = time.monotonic() + timeout
    reason = unreachable_reason(url)
    if reason is None:
        return
    if on_wait is not None:
        on_wait(reason)
    while time.monotonic() < deadline:
        time.sleep(_RECONNECT_INTERVAL_SECONDS)
        reason = unreachable_reason(url)
        if reason is None:
            return
    raise DatabaseUnavailable(
        f"cannot connect to the database after {timeout:.0f} s: {reason}; "
        "check that PostgreSQL runs and DOCPROC_DATABASE_URL points at it"
    )
