"""Accept what lies in a landing folder at once, as the sensor would, without Dagster.

For tests and benchmarks that run `process_batch` directly: both looks at the folder happen now
(stability 0 s), and the documents are flagged as having their partition.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from docproc_pipeline.db import documents as docs_db
from docproc_pipeline.db.connection import connect
from docproc_pipeline.ingest.landing import accept_files, scan_landing


def accept_landing_now(
    database_url: str, landing: Path, data_dir: Path, limit: int = 100_000
) -> list[str]:
    """Accept every file in `landing`; returns the new document ids in name order."""
    with connect(database_url) as conn:
        first = scan_landing(landing, {}, stable_seconds=0, limit=limit)
        ready = scan_landing(landing, first.seen, stable_seconds=0, limit=limit).ready
        ids = accept_files(conn, landing, data_dir, ready)
        docs_db.mark_partitioned(conn, ids)
        conn.commit()
    return ids


def drop_and_accept(database_url: str, data_dir: Path, files: list[tuple[Path, str]]) -> list[str]:
    """Drop `files` (source, name) in `data_dir`'s landing folder and accept them as the sensor
    would; ids in name order."""
    landing = data_dir / "landing"
    landing.mkdir(parents=True, exist_ok=True)
    for src, name in files:
        shutil.copyfile(src, landing / name)
    return accept_landing_now(database_url, landing, data_dir)
