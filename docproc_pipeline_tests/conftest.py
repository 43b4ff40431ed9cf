"""Shared fixtures: a real PostgreSQL database per test, cloned from a migrated template.

The server is `DOCPROC_TEST_DATABASE_URL` when set, else the machine's PostgreSQL at
127.0.0.1:5432 when it answers, else an embedded server (pgserver) under a temporary folder.
"""

from __future__ import annotations

import os
import socket
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from docproc_pipeline.db.migrate import upgrade

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
if not CORPUS.is_dir():  # a clone elsewhere: the corpus sits beside the repository
    CORPUS = Path(os.environ.get("DOCPROC_CORPUS", "../shared/corpus")).resolve()


def _local_server_answers() -> bool:
    try:
        with socket.create_connection(("127.0.0.1", 5432), timeout=1):
            return True
    except OSError:
        return False


@pytest.fixture(scope="session")
def pg_server_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """URL of a PostgreSQL server's maintenance database (`postgres`)."""
    url = os.environ.get("DOCPROC_TEST_DATABASE_URL")
    if url:
        yield url
        return
    if _local_server_answers():
        yield "postgresql://postgres@127.0.0.1:5432/postgres"
        return
    from docproc_pipeline.embedded_pg import EmbeddedPostgres

    server = EmbeddedPostgres(Path("/tmp") / f"dpt{os.getpid()}")
    server.start()
    try:
        yield server.url("postgres")
    finally:
        server.stop()


def _with_db(server_url: str, dbname: str) -> str:
    base, _, query = server_url.partition("?")
    base = base.rsplit("/", 1)[0] + "/" + dbname
    return base + ("?" + query if query else "")


@pytest.fixture(scope="session")
def template_db(pg_server_url: str) -> Iterator[str]:
    """A migrated template database; per-test databases are cloned from it."""
    name = f"docproc_tpl_{os.getpid()}"
    with psycopg.connect(pg_server_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')
    upgrade(_with_db(pg_server_url, name))
    yield name
    with psycopg.connect(pg_server_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def database_url(pg_server_url: str, template_db: str) -> Iterator[str]:
    """A fresh, migrated database for this test (psycopg-style URL)."""
    name = f"docproc_t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_server_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}" TEMPLATE "{template_db}"')
    yield _with_db(pg_server_url, name)
    with psycopg.connect(pg_server_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def corpus() -> Path:
    if not CORPUS.is_dir():
        pytest.fail(f"corpus not found at {CORPUS}; set DOCPROC_CORPUS")
    return CORPUS
