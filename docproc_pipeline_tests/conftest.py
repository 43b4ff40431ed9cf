"""Shared fixtures: a real PostgreSQL database per test, cloned from a migrated template; the
project's own invoice fixtures; and the shared corpus for the corpus-wide checks.

The server is `DOCPROC_TEST_DATABASE_URL` when set, else the machine's PostgreSQL at
127.0.0.1:5432 when it answers, else an embedded server (pgserver) under a temporary folder.

Tests read invoices from `fixture_dir`, built once per session by `fixtures/build.py`. Only the
tests marked `corpus` (accuracy floors over the whole shared corpus, real-world invoices) read
`DOCPROC_CORPUS` or `../shared/corpus`; without it they are skipped with the reason.
"""

from __future__ import annotations

import os
import socket
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

from docproc_pipeline.db.migrate import upgrade

REPO = Path(__file__).resolve().parents[1]
# The shared synthetic corpus: DOCPROC_CORPUS when set, else beside the repository.
CORPUS = Path(os.environ.get("DOCPROC_CORPUS") or REPO.parent / "shared" / "corpus").resolve()
CORPUS_MISSING = (
    f"shared corpus not found at {CORPUS}; set DOCPROC_CORPUS or place it at ../shared/corpus"
)
_corpus_tests: list[str] = []
_fixture_seconds: list[float] = []


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests marked `corpus` are skipped, with the reason, when the shared corpus is absent."""
    if not CORPUS.is_dir():
        for item in items:
            if item.get_closest_marker("corpus"):
                item.add_marker(pytest.mark.skip(reason=CORPUS_MISSING))


def pytest_collection_finish(session: pytest.Session) -> None:
    _corpus_tests[:] = [i.nodeid for i in session.items if i.get_closest_marker("corpus")]


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """The closing note says whether the corpus-wide checks ran (and how long the fixtures took)."""
    if _fixture_seconds:
        terminalreporter.write_line(f"project fixtures built in {_fixture_seconds[0]:.1f} s")
    if not _corpus_tests:
        return
    n = len(_corpus_tests)
    if CORPUS.is_dir():
        terminalreporter.write_line(f"{n} corpus tests selected, shared corpus at {CORPUS}")
    else:
        terminalreporter.write_line(
            f"{n} corpus tests skipped, every other test ran on the project's fixtures: "
            + CORPUS_MISSING
        )


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
def corpus(request: pytest.FixtureRequest) -> Path:
    """The shared corpus, for tests marked `corpus` only (so a fresh clone can skip them)."""
    if request.node.get_closest_marker("corpus") is None:
        pytest.fail("a test that reads the shared corpus must be marked @pytest.mark.corpus")
    if not CORPUS.is_dir():
        pytest.skip(CORPUS_MISSING)
    return CORPUS


@pytest.fixture(scope="session")
def fixture_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project's own invoices and awkward files, laid out like the corpus (built once)."""
    from docproc_pipeline_tests.fixtures.build import build

    out = tmp_path_factory.mktemp("fixtures")
    _fixture_seconds.append(sum(build(out).values()))
    return out
