"""The running stack the end-to-end tests drop files into."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

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
