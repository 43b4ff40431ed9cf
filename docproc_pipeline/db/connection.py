"""Database URLs and connections.

One URL (`DOCPROC_DATABASE_URL`) serves both worlds: our code talks to PostgreSQL through
psycopg 3, Dagster's storage through SQLAlchemy + psycopg2. SQLAlchemy 2.1 reads a bare
`postgresql://` as psycopg 3, which dagster-postgres does not bring, so Dagster always gets an
explicit `postgresql+psycopg2://` URL.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg.rows import dict_row

SCHEMA = "docproc"

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
