"""Temp files of interrupted writes are removed at start; a live writer's never are."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from docproc_pipeline.outputs.atomic import host_tag, remove_stale_temp_files

LEASE = 300.0


def _temp(folder: Path, name: str, *, age: float = 0.0) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(b"half a parquet file")
    if age:
        past = time.time() - age
        os.utime(path, (past, past))
    return path


@pytest.fixture
def live_pid() -> Iterator[int]:
    """Another live process: a run in the middle of a write."""
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        yield proc.pid
    finally:
        proc.kill()
        proc.wait()


@pytest.fixture
def dead_pid() -> int:
    """A process that has exited: a run killed mid-write."""
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_stale_temp_files_go_and_a_live_writers_stay(
    tmp_path: Path, live_pid: int, dead_pid: int
) -> None:
    host, other_host = host_tag(), "0badc0de"
    day = tmp_path / "parquet" / "2026" / "11" / "25"
    dead = _temp(day, f".a.parquet.w{dead_pid}-{host}-k2j4h5.tmp")
    live_old = _temp(day, f".b.parquet.w{live_pid}-{host}-x8d7f6.tmp", age=10 * LEASE)
    mine = _temp(tmp_path / "json" / "2026" / "11" / "25", f".c.json.w{os.getpid()}-{host}-q1.tmp")
    far_fresh = _temp(day, f".d.parquet.w{dead_pid}-{other_host}-z9.tmp")
    far_old = _temp(day, f".e.parquet.w{dead_pid}-{other_host}-z8.tmp", age=2 * LEASE)
    legacy_old = _temp(
        tmp_path / "datasets" / "invoices", ".part-0.parquet.ab12cd.tmp", age=2 * LEASE
    )
    legacy_fresh = _temp(tmp_path / "metrics", ".snapshots.parquet.ef34gh.tmp")
    # Never touched: a user's upload in landing, accepted bytes in storage, a finished output.
    user_upload = _temp(tmp_path / "landing", ".upload.pdf.tmp", age=2 * LEASE)
    stored = _temp(tmp_path / "storage" / "2026", ".x.pdf.tmp", age=2 * LEASE)
    finished = _temp(day, "a.parquet", age=2 * LEASE)

    removed = remove_stale_temp_files(tmp_path, older_than_seconds=LEASE)

    assert sorted(removed) == sorted([dead, far_old, legacy_old])
    for path in (live_old, mine, far_fresh, legacy_fresh, user_upload, stored, finished):
        assert path.exists(), path
    for path in (dead, far_old, legacy_old):
        assert not path.exists(), path


def test_a_missing_data_folder_is_fine(tmp_path: Path) -> None:
    assert remove_stale_temp_files(tmp_path / "nothing", older_than_seconds=LEASE) == []


def test_a_write_killed_midway_leaves_a_temp_file_that_goes_once_its_writer_is_dead(
    tmp_path: Path,
) -> None:
    target = tmp_path / "parquet" / "2026" / "11" / "25" / "doc.parquet"
    code = (
        "import time\n"
        "from pathlib import Path\n"
        "from docproc_pipeline.outputs.atomic import atomic_write\n"
        "def write(f):\n"
        "    f.write(b'PAR1' * 1000); f.flush(); print('writing', flush=True); time.sleep(60)\n"
        f"atomic_write(Path({str(target)!r}), write)\n"
    )
    writer = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert writer.stdout is not None and writer.stdout.readline() == "writing\n"
        [temp] = target.parent.glob(".*.tmp")
        # A write in progress in another live process: kept, whatever the age threshold.
        assert remove_stale_temp_files(tmp_path, older_than_seconds=0) == []
        writer.kill()  # the run dies mid-write (SIGKILL: no cleanup of its own)
        writer.wait()
        assert temp.exists() and not target.exists()
        assert remove_stale_temp_files(tmp_path, older_than_seconds=LEASE) == [temp]
        assert not temp.exists()
    finally:
        writer.kill()
        writer.wait()


def test_a_page_picture_cut_short_is_swept_and_the_finished_ones_stay(
    tmp_path: Path, dead_pid: int
) -> None:
    pages = tmp_path / "cache" / "pages" / ("ab" * 32)
    dead = _temp(pages, f".1-1000.png.w{dead_pid}-{host_tag()}-p1.tmp")
    finished = _temp(pages, "2-1000.png", age=2 * LEASE)
    assert remove_stale_temp_files(tmp_path, older_than_seconds=LEASE) == [dead]
    assert finished.exists() and not dead.exists()
