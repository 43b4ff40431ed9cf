"""The landing -> storage move on a full storage disk (a real tmpfs, filled; landing on another
file system, so the move is a copy): the file stays in landing, nothing is lost or doubled, the
reason is logged, and the move completes once there is space."""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline.ingest.landing import accept_files, reconcile_unstored, scan_landing
from docproc_pipeline_tests.tmpfs import fill, small_tmpfs

LOGGER = "docproc_pipeline.ingest.landing"


def _rows(database_url: str) -> list[dict]:
    with connect(database_url) as conn:
        return conn.execute("SELECT id, status, stored_at, storage_path FROM documents").fetchall()


def _accept(database_url: str, landing: Path, data_dir: Path) -> list[str]:
    first = scan_landing(landing, {}, stable_seconds=1, limit=100)
    ready = scan_landing(landing, first.seen, stable_seconds=1, limit=100).ready
    with connect(database_url) as conn:
        return accept_files(conn, landing, data_dir, ready)


def test_a_full_storage_disk_leaves_the_file_in_landing_until_there_is_space(
    tmp_path: Path, database_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    data_dir = tmp_path / "data"
    landing = data_dir / "landing"
    landing.mkdir(parents=True)
    content = os.urandom(64 * 1024)
    dropped = landing / "invoice.pdf"
    dropped.write_bytes(content)
    past = time.time() - 10
    os.utime(dropped, (past, past))
    with small_tmpfs(data_dir / "storage", size="1m") as storage:
        filler = fill(storage)
        caplog.set_level(logging.WARNING, logger=LOGGER)

        assert _accept(database_url, landing, data_dir) == []
        with connect(database_url) as conn:
            assert reconcile_unstored(conn, data_dir) == 0  # still full: tried, kept, no crash
        assert _accept(database_url, landing, data_dir) == []  # seen again: not a second row

        assert dropped.read_bytes() == content
        assert [p.name for p in storage.rglob("*") if p.is_file()] == ["filler"]  # no partial copy
        [row] = _rows(database_url)
        assert row["stored_at"] is None and row["status"] == "queued"
        warnings = [r.getMessage() for r in caplog.records if r.name == LOGGER]
        assert len(warnings) == 2  # the accept and the reconcile; the second look adds no row
        assert all("invoice.pdf" in w and "no space left on device" in w for w in warnings)
        assert "stays in landing" in warnings[0]

        filler.unlink()
        with connect(database_url) as conn:
            assert reconcile_unstored(conn, data_dir) == 1
        [row] = _rows(database_url)
        assert row["stored_at"] is not None
        assert (data_dir / row["storage_path"]).read_bytes() == content
        assert not dropped.exists()
