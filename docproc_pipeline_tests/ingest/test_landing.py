"""Landing folder acceptance against real PostgreSQL (invariants 1 and 2)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from docproc_pipeline.db import documents as docs_db
from docproc_pipeline.db.connection import connect
from docproc_pipeline.ingest.landing import (
    accept_files,
    is_ignored_name,
    reconcile_unstored,
    scan_landing,
)


def _drop(folder: Path, name: str, data: bytes, age: float = 10.0) -> Path:
    path = folder / name
    path.write_bytes(data)
    past = time.time() - age
    os.utime(path, (past, past))
    return path


def _all_stable(landing: Path) -> list:
    first = scan_landing(landing, {}, stable_seconds=1, limit=100)
    return scan_landing(landing, first.seen, stable_seconds=1, limit=100).ready


def test_ignored_names_are_never_touched(tmp_path: Path) -> None:
    for name in ("a.pdf.part", "upload.tmp", "~lock.pdf", ".hidden.pdf", ".DS_Store"):
        assert is_ignored_name(name), name
    assert not is_ignored_name("Rechnung März 2026 (Kopie).pdf")
    landing = tmp_path / "landing"
    landing.mkdir()
    for name in ("a.pdf.part", "upload.tmp", ".draft.pdf"):
        _drop(landing, name, b"%PDF-1.4 whatever")
    assert _all_stable(landing) == []


def test_a_file_is_accepted_only_when_size_and_mtime_are_stable(tmp_path: Path) -> None:
    landing = tmp_path / "landing"
    landing.mkdir()
    path = _drop(landing, "inv.pdf", b"%PDF-1.4 part one")
    first = scan_landing(landing, {}, stable_seconds=1, limit=10)
    assert first.ready == [] and first.waiting == 1  # seen once: not yet
    with open(path, "ab") as f:  # still being written
        f.write(b" part two")
    second = scan_landing(landing, first.seen, stable_seconds=1, limit=10)
    assert second.ready == []
    past = time.time() - 5
    os.utime(path, (past, past))
    third = scan_landing(landing, second.seen, stable_seconds=1, limit=10)
    fourth = scan_landing(landing, third.seen, stable_seconds=1, limit=10)
    assert [o.name for o in fourth.ready] == ["inv.pdf"]
    # A freshly modified file is not stable even if the size did not change.
    fresh = _drop(landing, "fresh.pdf", b"x", age=0)
    os.utime(fresh, None)
    again = scan_landing(
        landing, {"fresh.pdf": (1, fresh.stat().st_mtime_ns)}, stable_seconds=30, limit=10
    )
    assert "fresh.pdf" not in [o.name for o in again.ready]


def test_accepted_file_moves_to_storage_and_becomes_one_document(
    tmp_path: Path, database_url: str
) -> None:
    data_dir = tmp_path / "data"
    landing = data_dir / "landing"
    landing.mkdir(parents=True)
    _drop(landing, "b.pdf", b"%PDF-1.4 b")
    _drop(landing, "a.pdf", b"%PDF-1.4 a")
    with connect(database_url) as conn:
        ids = accept_files(conn, landing, data_dir, _all_stable(landing))
        assert len(ids) == 2
        rows = [docs_db.get(conn, i) for i in ids]
    assert [r["file_name"] for r in rows] == ["a.pdf", "b.pdf"]  # name order within a tick
    assert ids == sorted(ids)  # keys sort by arrival
    assert list(landing.iterdir()) == []
    for r in rows:
        stored = data_dir / r["storage_path"]
        assert stored.read_bytes().startswith(b"%PDF-1.4")
        assert r["storage_path"].startswith("storage/") and r["stored_at"] is not None
        assert r["status"] == "queued"


def test_exactly_one_document_when_the_tick_dies_between_commit_and_move(
    tmp_path: Path, database_url: str
) -> None:
    """Invariant 1: the row is the commit point; the next tick finishes the move, adds nothing."""
    data_dir = tmp_path / "data"
    landing = data_dir / "landing"
    landing.mkdir(parents=True)
    src = _drop(landing, "inv.pdf", b"%PDF-1.4 only once")
    with connect(database_url) as conn:
        # The first tick committed the row and died before moving the file.
        assert docs_db.insert_accepted(
            conn,
            document_id="20260101-000000-000000-aaaaaa",
            file_name="inv.pdf",
            landing_path=str(src),
            storage_path="storage/2026/01/01/20260101-000000-000000-aaaaaa__inv.pdf",
            size_bytes=src.stat().st_size,
            mtime_ns=src.stat().st_mtime_ns,
        )
        conn.commit()
        # The next tick sees the same file again: the insert is a no-op, reconcile moves it.
        assert accept_files(conn, landing, data_dir, _all_stable(landing)) == []
        assert reconcile_unstored(conn, data_dir) == 1
        n = conn.execute("SELECT count(*) AS n FROM documents").fetchone()["n"]
        assert n == 1
        assert reconcile_unstored(conn, data_dir) == 0
    assert not src.exists()
    assert (data_dir / "storage/2026/01/01/20260101-000000-000000-aaaaaa__inv.pdf").exists()


def test_reconcile_after_move_but_before_mark(tmp_path: Path, database_url: str) -> None:
    data_dir = tmp_path / "data"
    rel = "storage/2026/01/01/x__inv.pdf"
    (data_dir / "storage/2026/01/01").mkdir(parents=True)
    (data_dir / rel).write_bytes(b"%PDF-1.4 moved")
    with connect(database_url) as conn:
        docs_db.insert_accepted(
            conn,
            document_id="x",
            file_name="inv.pdf",
            landing_path=str(data_dir / "landing/inv.pdf"),
            storage_path=rel,
            size_bytes=14,
            mtime_ns=1,
        )
        conn.commit()
        assert reconcile_unstored(conn, data_dir) == 1
        assert docs_db.get(conn, "x")["stored_at"] is not None


def test_a_file_that_vanished_before_storage_is_failed_with_its_reason(
    tmp_path: Path, database_url: str
) -> None:
    data_dir = tmp_path / "data"
    with connect(database_url) as conn:
        docs_db.insert_accepted(
            conn,
            document_id="y",
            file_name="gone.pdf",
            landing_path=str(data_dir / "landing/gone.pdf"),
            storage_path="storage/2026/01/01/y__gone.pdf",
            size_bytes=1,
            mtime_ns=1,
        )
        conn.commit()
        reconcile_unstored(conn, data_dir)
        row = docs_db.get(conn, "y")
    assert row["status"] == "failed" and "vanished" in row["failure_reason"]
