"""Hourly metric snapshots: `<data>/metrics/YYYY/MM/DD/HH.json` and `<data>/metrics/snapshots.parquet`.

A snapshot describes the hour [hour_start, hour_start + 1 h) in UTC, flat keys:

- `documents_<status>` / `documents_total`: documents by upload status as of the end of the hour
  (queued, processing, completed, failed, duplicate), derived from their timestamps, so a
  backfilled hour shows the state it had then (a document re-processed later counts with its
  current final status);
- `review_<status>`: review items by status as of the end of the hour (pending, in_review,
  approved, corrected, rejected), likewise from created/claimed/decided times;
- `documents_finished`, `finished_<status>` (completed, failed, duplicate): what ended within
  the hour; `failures` = `finished_failed`;
- `mean_confidence`: mean overall confidence of the documents finished within the hour (null
  when none);
- `extractions`, `prompt_tokens`, `output_tokens`, `thinking_tokens`: extractions made within
  the hour and their tokens; `model_calls`, `model_call_errors`: model calls within the hour;
- `sla_breaches`: review items whose deadline passed within the hour undecided;
  `sla_breached_open`: items past their deadline and undecided at the end of the hour.

Every hour gets a snapshot, idle ones too (zeros). The stored rows (`metric_snapshots`) are the
source of the Parquet table, rewritten whole and atomically after each batch of hours under an
advisory lock, so concurrent runs cannot drop each other's hours.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pyarrow as pa

from docproc_pipeline.db import analytics as db
from docproc_pipeline.db.connection import connect
from docproc_pipeline.db.status import ReviewStatus, UploadStatus
from docproc_pipeline.outputs.atomic import write_parquet_atomic, write_text_atomic

METRICS_DIR = "metrics"
PARQUET_NAME = "snapshots.parquet"
HOUR = timedelta(hours=1)
_LOCK_NAME = "metric_snapshots"

# figures of the hour copied as they come from the database
_HOUR_FIGURES = (
    "extractions",
    "prompt_tokens",
    "output_tokens",
    "thinking_tokens",
    "model_calls",
    "model_call_errors",
    "sla_breaches",
    "sla_breached_open",
)
_COUNT_COLUMNS = (
    "documents_total",
    *[f"documents_{s}" for s in UploadStatus],
    *[f"review_{s}" for s in ReviewStatus],
    "documents_finished",
    *[
        f"finished_{s}"
        for s in (UploadStatus.COMPLETED, UploadStatus.FAILED, UploadStatus.DUPLICATE)
    ],
    "failures",
    *_HOUR_FIGURES,
)
_TS = pa.timestamp("us", tz="UTC")
SNAPSHOT_SCHEMA = pa.schema(
    [
        ("hour_start", _TS),
        ("hour_end", _TS),
        ("taken_at", _TS),
        *[(name, pa.int64()) for name in _COUNT_COLUMNS],
        ("mean_confidence", pa.float64()),
    ]
)


@dataclass(frozen=True, slots=True)
class SnapshotBatch:
    """Snapshots written by one call: their files and the Parquet table's size after it."""

    snapshots: list[dict[str, Any]]
    json_paths: list[Path]
    parquet_path: Path
    parquet_rows: int


def hour_floor(at: datetime) -> datetime:
    """The start of the UTC hour containing `at` (timezone-aware)."""
    return at.astimezone(UTC).replace(minute=0, second=0, microsecond=0)


def last_complete_hour(now: datetime) -> datetime:
    """The start of the most recent hour that has fully ended at `now`."""
    return hour_floor(now) - HOUR


def json_path(data_dir: Path, hour_start: datetime) -> Path:
    h = hour_start.astimezone(UTC)
    return data_dir / METRICS_DIR / f"{h:%Y/%m/%d/%H}.json"


def parquet_path(data_dir: Path) -> Path:
    return data_dir / METRICS_DIR / PARQUET_NAME


def snapshot_of(
    figures: dict[str, Any], hour_start: datetime, taken_at: datetime
) -> dict[str, Any]:
    """The flat snapshot of one hour from `db.analytics.snapshot_figures`."""
    upload, review, finished = (
        figures["upload_status"],
        figures["review_status"],
        figures["finished"],
    )
    snap: dict[str, Any] = {
        "hour_start": hour_start.isoformat(),
        "hour_end": (hour_start + HOUR).isoformat(),
        "taken_at": taken_at.astimezone(UTC).isoformat(),
        "documents_total": sum(upload.values()),
    }
    snap.update({f"documents_{s}": upload.get(str(s), 0) for s in UploadStatus})
    snap.update({f"review_{s}": review.get(str(s), 0) for s in ReviewStatus})
    snap["documents_finished"] = sum(finished.values())
    for s in ("completed", "failed", "duplicate"):
        snap[f"finished_{s}"] = finished.get(s, 0)
    snap["failures"] = snap["finished_failed"]
    mean = figures["mean_confidence"]
    snap["mean_confidence"] = None if mean is None else round(float(mean), 6)
    for key in _HOUR_FIGURES:
        snap[key] = int(figures[key])
    return snap


def _table(snapshots: Sequence[dict[str, Any]]) -> pa.Table:
    columns: dict[str, list[Any]] = {name: [] for name in SNAPSHOT_SCHEMA.names}
    for snap in snapshots:
        for name in ("hour_start", "hour_end", "taken_at"):
            columns[name].append(datetime.fromisoformat(snap[name]))
        for name in _COUNT_COLUMNS:
            columns[name].append(int(snap.get(name) or 0))
        columns["mean_confidence"].append(snap.get("mean_confidence"))
    return pa.Table.from_pydict(columns, schema=SNAPSHOT_SCHEMA)


def write_snapshots(
    database_url: str, data_dir: Path, hours: Sequence[datetime], *, now: datetime | None = None
) -> SnapshotBatch:
    """Take, store and write the snapshot of each hour in `hours` (hour starts, UTC), then
    rewrite the Parquet table of all snapshots. Idempotent: an hour taken again is replaced."""
    taken_at = now or datetime.now(UTC)
    snapshots, paths = [], []
    with connect(database_url) as conn:
        for hour in sorted(hour_floor(h) for h in hours):
            snap = snapshot_of(db.snapshot_figures(conn, hour, hour + HOUR), hour, taken_at)
            db.save_snapshot(conn, hour, snap)
            conn.commit()
            path = json_path(data_dir, hour)
            write_text_atomic(path, json.dumps(snap, indent=2, sort_keys=True) + "\n")
            snapshots.append(snap)
            paths.append(path)
        db.lock_build(conn, _LOCK_NAME)
        try:
            every = db.all_snapshots(conn)
            conn.rollback()
            write_parquet_atomic(parquet_path(data_dir), _table(every))
        finally:
            db.unlock_build(conn, _LOCK_NAME)
            conn.commit()
    return SnapshotBatch(snapshots, paths, parquet_path(data_dir), len(every))
