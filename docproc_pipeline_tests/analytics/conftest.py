"""Analytics fixtures: a data folder, the Dagster resource over the per-test database, and a
temporary Dagster instance."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import dagster as dg
import pytest

from docproc_pipeline.defs.resources import docproc_resources


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    path = tmp_path / "data"
    path.mkdir()
    return path


@pytest.fixture
def resources(database_url: str, data_dir: Path) -> dict[str, dg.ConfigurableResource]:
    return docproc_resources(database_url=database_url, data_dir=str(data_dir))


@pytest.fixture
def instance() -> Iterator[dg.DagsterInstance]:
    with dg.instance_for_test() as inst:
        yield inst
