"""The running stacks the end-to-end tests drop files into."""

from __future__ import annotations

import contextlib
import shutil
import uuid
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

from docproc_pipeline_tests.e2e.stack import DevStack

# a quick stack: files accepted after 0.2 s of stability, short leases
TEST_CONFIG = """
processing:
  stable_seconds: 0.2
  lease_seconds: 15
  max_attempts: 3
"""


@pytest.fixture
def stack(tmp_path: Path, database_url: str) -> Iterator[DevStack]:
    """A real `docproc dev` on a fresh database; stopped cleanly (exit 0) after the test."""
    config = tmp_path / "config.yaml"
    config.write_text(TEST_CONFIG)
    s = DevStack(tmp_path / "data", database_url, config)
    s.start()
    yield s
    code = s.stop()
    assert code == 0, s.logs()


@pytest.fixture
def short_data_dir() -> Iterator[Path]:
    """A data folder under a short /tmp path, for `docproc dev`'s own embedded PostgreSQL (its
    Unix socket lives in <data>/pg). Afterwards no process of that server may be left, and the
    folder goes; a server the test left behind is ended and reported."""
    folder = Path("/tmp") / f"dpc{uuid.uuid4().hex[:8]}"
    data = folder / "data"
    data.mkdir(parents=True)
    yield data
    pgdata = (data / "pg").resolve()
    leftovers = []
    for proc in psutil.process_iter(["name"]):
        with contextlib.suppress(psutil.Error):
            if proc.info["name"] == "postgres" and Path(proc.cwd()) == pgdata:
                leftovers.append(proc)
                proc.kill()
    shutil.rmtree(folder, ignore_errors=True)
    assert not leftovers, f"docproc dev left {len(leftovers)} PostgreSQL processes running"
